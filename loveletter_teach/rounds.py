"""One round of Love Letter: the whole truth, the rules, and the log of what happened.

A round is set up from a seed, from an explicit deck order, or from explicit hands
(:meth:`Round.deal`, :meth:`Round.from_deck`, :meth:`Round.from_hands`). The deck order is
written top first: the first card is set aside face down (burned), then come the face-up cards
(2 players only), then one card per seat from the first player on, then the draws.
"""

import random
from collections import Counter
from typing import NamedTuple

from . import events as ev
from . import fr
from .actions import Keep, Play
from .editions import TARGETED_OTHER, Card, get_edition
from .errors import IllegalActionError, SetupError
from .names import normalize

PLAY, KEEP, OVER = "play", "keep", "over"


class RoundResult(NamedTuple):
    winners: tuple
    spy_bonus: object  # the seat that gains the spy token, or None
    showdown: bool  # False: the last player standing won
    tokens: tuple  # tokens gained by each seat


class Round:
    """The state of one round. Bots and views should use :meth:`observation` instead."""

    def __init__(self, edition, order, n_players, first_player=0, names=None):
        self.edition = edition = get_edition(edition)
        edition.check_players(n_players)
        self.n = n = n_players
        self.names = check_names(names, n)
        self.first_player = check_seat(first_player, n)
        self.order = edition.cards_of(order)
        check_composition(edition, self.order)
        k = edition.face_up_for(n)
        self.burned = self.order[0]
        self.face_up = self.order[1:1 + k]
        self.burned_taken_by = None
        self.hands = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.alive = [True] * n
        self.protected = [False] * n
        self.log = []
        self.actions = []
        self.result = None
        self._legal = None  # legal actions of this turn, computed once
        self.last_discard = None  # (seat, index in discards): the card on top of the table
        self.turn = 0
        for i in range(n):
            seat = (first_player + i) % n
            card = self.order[1 + k + i]
            self.hands[seat].append(card)
            self.log.append(ev.Dealt(seat, card))
        self.deck = list(reversed(self.order[1 + k + n:]))  # the top of the deck is the end
        self.current = first_player
        self.phase = PLAY
        self._start_turn(first_player)

    # --- set-up --------------------------------------------------------------------------
    @classmethod
    def deal(cls, edition, n_players, seed=None, *, rng=None, first_player=0, names=None):
        """A round shuffled by ``random.Random(seed)`` (or by ``rng``)."""
        edition = get_edition(edition)
        edition.check_players(n_players)
        rng = rng if rng is not None else random.Random(seed)
        order = list(edition.deck)
        rng.shuffle(order)
        return cls(edition, order, n_players, first_player, names)

    @classmethod
    def from_deck(cls, edition, deck, n_players, first_player=0, names=None):
        """A round from a deck order, top first (card names or Cards)."""
        return cls(edition, deck, n_players, first_player, names)

    @classmethod
    def from_hands(cls, edition, hands, deck, burned, face_up=(), first_player=0, names=None):
        """A round from each seat's card, the draw pile (top first), the burned and face-up cards."""
        edition = get_edition(edition)
        n = len(hands)
        edition.check_players(n)
        cards = []
        for seat, hand in enumerate(hands):
            hand = [hand] if isinstance(hand, (str, Card)) else list(hand)
            if len(hand) != 1:
                raise SetupError(fr.ERR["hands_shape"].format(number=seat + 1, got=len(hand)))
            cards.append(hand[0])
        if len(face_up) != edition.face_up_for(n):
            raise SetupError(fr.ERR["face_up_count"].format(
                n=n, edition=edition.id, expected=edition.face_up_for(n), got=len(face_up)))
        first_player = check_seat(first_player, n)
        dealt = [cards[(first_player + i) % n] for i in range(n)]
        return cls(edition, [burned, *face_up, *dealt, *deck], n, first_player, names)

    # --- reading the state ---------------------------------------------------------------
    @property
    def over(self):
        return self.phase == OVER

    def in_round(self):
        """Seats still in the round."""
        return [s for s in range(self.n) if self.alive[s]]

    def seat_of(self, player):
        """A seat from a seat number or a player's name (case and accents ignored)."""
        if isinstance(player, str):
            for seat, name in enumerate(self.names):
                if normalize(name) == normalize(player):
                    return seat
            raise IllegalActionError(fr.ERR["unknown_player"].format(
                name=player, names=", ".join(self.names)))
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.n:
            return player
        raise IllegalActionError(fr.ERR["bad_target_type"].format(value=player))

    def deck_top_first(self):
        return tuple(reversed(self.deck))

    def table(self):
        """What lies face up in front of each seat now, by the edition's ``visible_discards``."""
        if self.edition.visible_discards == "all":
            return tuple(tuple(d) for d in self.discards)
        return tuple(tuple(c for i, c in enumerate(d) if self._face_up_now(s, i))
                     for s, d in enumerate(self.discards))

    def _face_up_now(self, seat, index):
        card = self.discards[seat][index]
        if (seat, index) == self.last_discard or card.effect == "spy":
            return True
        if card.effect == "protect" and self.protected[seat]:
            later = self.discards[seat][index + 1:]
            return not any(c.effect == "protect" for c in later)
        return False

    # --- legal actions -------------------------------------------------------------------
    def legal_actions(self):
        """Every legal action of the player to act, sorted, without duplicates."""
        if self._legal is None:
            self._legal = tuple(self._compute_legal())
        return self._legal

    def _compute_legal(self):
        if self.phase == PLAY:
            hand = self.hands[self.current]
            forced = self._forced_countess(hand)
            cards = [forced] if forced else _distinct_sorted(hand)
            me, alive, protected = self.current, self.alive, self.protected
            others = tuple([s for s in range(self.n) if alive[s] and not protected[s] and s != me])
            actions = []
            for card in cards:
                actions.extend(self._plays_of(card, others))
            return actions
        if self.phase == KEEP:
            return self._keeps()
        return []

    def _forced_countess(self, hand):
        if len(hand) == 2:
            first, second = hand
            if first.effect == "forced" and self.edition.forces_countess(second):
                return first
            if second.effect == "forced" and self.edition.forces_countess(first):
                return second
        return None

    def _targets(self, include_self):
        me, alive, protected = self.current, self.alive, self.protected
        return [s for s in range(self.n)
                if alive[s] and not protected[s] and (include_self or s != me)]

    def _plays_of(self, card, others):
        """The plays of ``card`` when ``others`` can be targeted; cached by the edition, since
        random play asks for the same lists again and again."""
        key = (card.name, others, self.current)
        memo = self.edition._memo
        if key not in memo:
            memo[key] = tuple(self._list_plays(card, others))
        return memo[key]

    def _list_plays(self, card, others):
        effect = card.effect
        if effect in TARGETED_OTHER:
            if not others:
                return [Play(card)]
            if effect == "guess":
                guessable = self.edition.guessable()
                return [Play(card, t, g) for t in others for g in guessable]
            return [Play(card, t) for t in others]
        if effect == "discard_redraw":
            return [Play(card, t) for t in sorted(others + (self.current,))]
        return [Play(card)]

    def _keeps(self):
        hand = self.hands[self.current]
        keeps = []
        for card in sorted(set(hand)):
            rest = list(hand)
            rest.remove(card)
            orders = {tuple(rest), tuple(reversed(rest))}
            keeps.extend(Keep(card, order) for order in sorted(orders))
        return keeps

    # --- playing -------------------------------------------------------------------------
    def play(self, action):
        """Play ``action`` (a :class:`Play` or :class:`Keep`; names are accepted for cards and
        targets). An illegal action raises :class:`IllegalActionError` and changes nothing."""
        legal = self.legal_actions()
        try:  # keep the legal value itself: True == 1 and a bare tuple == a Play
            action = legal[legal.index(action)]
        except ValueError:
            action = self._normalized(action)  # card and player names are accepted too
            if action not in legal:
                raise IllegalActionError(self.why_illegal(action) or fr.ERR["not_an_action"].format(action=action))
            action = legal[legal.index(action)]
        self._legal = None
        self.actions.append(action)
        if self.phase == KEEP:
            self._keep(action)
        else:
            self._resolve(action)
        if self.phase == PLAY:
            self._end_turn()
        return action

    def _normalized(self, action):
        if isinstance(action, Play):
            card, target, guess = action
            if not isinstance(card, Card) or isinstance(target, str) or isinstance(guess, str):
                card = self.edition.card(card)
                target = None if target is None else self.seat_of(target)
                guess = None if guess is None else self.edition.card(guess)
                return Play(card, target, guess)
        elif isinstance(action, Keep):
            if not isinstance(action.card, Card) or not all(isinstance(c, Card) for c in action.bottom):
                return Keep(self.edition.card(action.card),
                            tuple(self.edition.card(c) for c in action.bottom))
        return action

    def why_illegal(self, action):
        """The French reason why ``action`` is illegal now, or None if it is legal.

        It checks the rules one by one to explain them; :meth:`legal_actions` is the reference,
        and the tests check that both agree."""
        reason = self._why_illegal(action)
        return reason and reason[:1].upper() + reason[1:]  # « le Garde… » starts a sentence

    def _why_illegal(self, action):
        err, me = fr.ERR, self.names[self.current]
        if self.phase == OVER:
            return err["round_over"]
        if not isinstance(action, (Play, Keep)):
            return err["not_an_action"].format(action=action)
        hand = self.hands[self.current]
        if self.phase == KEEP:
            if isinstance(action, Play):
                return err["must_keep"].format(player=me, chancellor=fr.the(self.discards[self.current][-1]))
            return self._why_bad_keep(action, hand)
        if isinstance(action, Keep):
            return err["no_keep_now"]
        card = action.card
        if card not in hand:
            return err["not_in_hand"].format(player=me, card=fr.the(card) if isinstance(card, Card) else card,
                                             hand=fr.join_and(fr.the(c) for c in hand))
        forced = self._forced_countess(hand)
        if forced and card != forced:
            return err["countess_forced"].format(player=me, countess=fr.the(forced), other=fr.the(card))
        return self._why_bad_target(action) or self._why_bad_guess(action)

    def _why_bad_target(self, action):
        err, card, target = fr.ERR, action.card, action.target
        effect = card.effect
        if effect not in TARGETED_OTHER and effect != "discard_redraw":
            return err["no_target_allowed"].format(card=fr.the(card)) if target is not None else None
        include_self = effect == "discard_redraw"
        targets = self._targets(include_self)
        if target is None:
            if not targets:
                return None
            return err["needs_target"].format(card=fr.the(card),
                                              targets=fr.join_or(self.names[t] for t in targets))
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self.n:
            return err["bad_target_type"].format(value=target)
        if target == self.current and not include_self:
            return err["target_self"].format(card=fr.the(card))
        if not self.alive[target]:
            return err["target_out"].format(player=self.names[target])
        if self.protected[target]:
            handmaid = self.edition.with_effect("protect")
            handmaid = fr.the(handmaid[0]) if handmaid else "—"
            return err["target_protected"].format(player=self.names[target], handmaid_cap=handmaid[:1].upper() + handmaid[1:])
        return None

    def _why_bad_guess(self, action):
        err, card, guess = fr.ERR, action.card, action.guess
        allowed = self.edition.guessable()
        if card.effect != "guess" or action.target is None:
            if guess is None:
                return None
            return err["guess_not_allowed"].format(guard=fr.the(card) if card.effect == "guess" else
                                                   fr.the(self.edition.with_effect("guess")[0])
                                                   if self.edition.with_effect("guess") else "le Garde",
                                                   card=fr.the(card))
        names = ", ".join(c.name for c in allowed)
        if guess is None:
            return err["guess_needed"].format(card=fr.the(card), cards=names)
        if guess not in allowed:
            return err["guess_guard"].format(card=fr.the(card), guard=fr.the(guess), cards=names)
        return None

    def _why_bad_keep(self, action, hand):
        if action.card not in hand:
            return fr.ERR["keep_not_in_hand"].format(hand=fr.join_or(fr.the(c) for c in hand))
        rest = list(hand)
        rest.remove(action.card)
        if Counter(rest) != Counter(action.bottom):
            return fr.ERR["keep_bottom"].format(cards=fr.join_and(fr.the(c) for c in rest))
        return None

    # --- resolution ----------------------------------------------------------------------
    def _start_turn(self, seat):
        self.current = seat
        self.protected[seat] = False  # a Handmaid lasts until the start of its player's turn
        card = self.deck.pop()
        self.hands[seat].append(card)
        self.log.append(ev.Drew(seat, card))
        self.turn += 1

    def _discard(self, seat, card):
        self.discards[seat].append(card)
        self.last_discard = (seat, len(self.discards[seat]) - 1)

    def _resolve(self, action):
        seat, (card, target, guess) = self.current, action
        self.hands[seat].remove(card)
        self._discard(seat, card)
        self.log.append(ev.Played(seat, card, target, guess))
        effect = card.effect
        if effect == "protect":
            self.protected[seat] = True
        elif effect == "lose_if_discarded":
            self._eliminate(seat, "princess")
        elif target is not None:
            _EFFECTS[effect](self, seat, card, target, guess)
        elif effect == "draw_keep":
            self._chancellor(seat)

    def _guess(self, seat, card, target, guess):
        hit = self.hands[target][0] == guess
        self.log.append(ev.Guessed(seat, target, card, guess, hit))
        if hit:
            self._eliminate(target, "guess")

    def _peek(self, seat, card, target, guess):
        self.log.append(ev.Looked(seat, target, self.hands[target][0]))

    def _compare(self, seat, card, target, guess):
        mine, theirs = self.hands[seat][0], self.hands[target][0]
        loser = seat if mine.value < theirs.value else target if mine.value > theirs.value else None
        self.log.append(ev.Compared(seat, target, mine, theirs, loser))
        if loser is not None:
            self._eliminate(loser, "compare")

    def _prince(self, seat, card, target, guess):
        old = self.hands[target].pop()
        self._discard(target, old)
        self.log.append(ev.Discarded(target, old))
        if old.effect == "lose_if_discarded":
            self._eliminate(target, "princess")
            return
        if self.deck:
            new, from_burned = self.deck.pop(), False
        else:  # ruling 5: on an empty deck the target takes the burned card
            new, from_burned = self.burned, True
            self.burned, self.burned_taken_by = None, target
        self.hands[target].append(new)
        self.log.append(ev.Redrew(target, new, from_burned))

    def _swap(self, seat, card, target, guess):
        hands = self.hands
        hands[seat], hands[target] = hands[target], hands[seat]
        self.log.append(ev.Swapped(seat, target, hands[seat][0], hands[target][0]))

    def _chancellor(self, seat):
        drawn = tuple(self.deck.pop() for _ in range(min(2, len(self.deck))))
        self.log.append(ev.ChancellorDrew(seat, drawn))
        if drawn:  # an empty deck: no effect (ruling 6)
            self.hands[seat].extend(drawn)
            self.phase = KEEP

    def _keep(self, action):
        seat = self.current
        self.hands[seat] = [action.card]
        self.deck[0:0] = reversed(action.bottom)
        self.log.append(ev.ChancellorReturned(seat, tuple(action.bottom)))
        self.phase = PLAY

    def _eliminate(self, seat, cause):
        self.alive[seat] = False
        self.protected[seat] = False
        card = self.hands[seat].pop() if self.hands[seat] else None
        if card is not None:
            self._discard(seat, card)
        self.log.append(ev.Eliminated(seat, card, cause))

    def _end_turn(self):
        if self.alive.count(True) == 1:
            self._finish(self.in_round(), showdown=False)
        elif not self.deck:
            self._finish(self.in_round(), showdown=True)
        else:
            seat = (self.current + 1) % self.n
            while not self.alive[seat]:
                seat = (seat + 1) % self.n
            self._start_turn(seat)

    def _finish(self, alive, showdown):
        winners, sums = alive, ()
        if showdown:
            best = max(self.hands[s][0].value for s in alive)
            winners = [s for s in alive if self.hands[s][0].value == best]
            if len(winners) > 1 and self.edition.tie_break == "discard_sum":
                sums = tuple((s, sum(c.value for c in self.discards[s])) for s in winners)
                top = max(total for _, total in sums)
                winners = [s for s, total in sums if total == top]
        spy_bonus = self._spy_bonus(alive)
        tokens = tuple([(s in winners) + (s == spy_bonus) for s in range(self.n)])
        hands = tuple([self.hands[s][0] if showdown and self.alive[s] else None for s in range(self.n)])
        self.result = RoundResult(tuple(winners), spy_bonus, showdown, tokens)
        self.log.append(ev.RoundEnded(None, tuple(winners), hands, spy_bonus, showdown, sums))
        self.phase = OVER

    def _spy_bonus(self, alive):
        """The one seat still in the round that played or discarded a spy (ruling 12), or None."""
        if not self.edition.with_effect("spy"):
            return None
        spies = [s for s in alive if any(c.effect == "spy" for c in self.discards[s])]
        return spies[0] if len(spies) == 1 else None

    # --- views ---------------------------------------------------------------------------
    def observation(self, seat):
        """What ``seat`` knows now, and nothing else."""
        from .observation import observe
        return observe(self, check_seat(seat, self.n))

    def omniscient(self):
        """The whole truth, explicitly (for teachers, replays and tests)."""
        from .observation import observe
        return observe(self, None)

    def narration(self, viewer=None):
        """The round told in French from ``viewer``'s point of view (None: omniscient)."""
        return self.omniscient().narration() if viewer is None else self.observation(viewer).narration()

    def replay(self):
        """A new round from the same set-up with the same actions: an identical state."""
        copy = Round(self.edition, self.order, self.n, self.first_player, self.names)
        for action in self.actions:
            copy.play(action)
        return copy

    def copy(self):
        """An independent copy of the whole state (cheaper than :meth:`replay`), for searches."""
        other = object.__new__(Round)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.discards = [list(d) for d in self.discards]
        for name in ("deck", "alive", "protected", "log", "actions"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def snapshot(self):
        """Every field of the state, for comparing two rounds."""
        return (self.edition, self.n, self.names, self.order, self.first_player, self.phase,
                self.current, self.turn, tuple(map(tuple, self.hands)), tuple(map(tuple, self.discards)),
                tuple(self.alive), tuple(self.protected), tuple(self.deck), self.burned,
                self.burned_taken_by, self.last_discard, tuple(self.log), tuple(self.actions), self.result)

    def __repr__(self):
        return f"<Round {self.edition.id} {self.n} joueurs, tour {self.turn}, {self.phase}>"

    def _repr_html_(self):
        from .html import round_html
        return round_html(self)


_EFFECTS = {
    "guess": Round._guess, "peek": Round._peek, "compare": Round._compare,
    "discard_redraw": Round._prince, "swap": Round._swap,
}


def _distinct_sorted(hand):
    if len(hand) == 2:  # the usual case, kept fast
        first, second = hand
        return [first] if first == second else [first, second] if first < second else [second, first]
    return sorted(set(hand))


def check_names(names, n):
    if names is None:
        return fr.DEFAULT_NAMES[:max(n, 0)]
    names = tuple(str(x) for x in names)
    if len(names) != n:
        raise SetupError(fr.ERR["names_count"].format(n=n, k=len(names)))
    seen = set()
    for name in names:
        if normalize(name) in seen or not normalize(name):
            raise SetupError(fr.ERR["names_unique"].format(name=name))
        seen.add(normalize(name))
    return names


def check_seat(seat, n):
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
        raise SetupError(fr.ERR["seat"].format(value=seat, seats=", ".join(map(str, range(n)))))
    return seat


def check_composition(edition, cards):
    """Raise a SetupError unless ``cards`` is exactly the edition's deck."""
    if edition.is_deck(cards):
        return
    have, want = Counter(cards), Counter(edition.deck)
    details = []
    if want - have:
        details.append(fr.ERR["deck_missing"].format(cards=_count_list(want - have)))
    if have - want:
        details.append(fr.ERR["deck_extra"].format(cards=_count_list(have - want)))
    raise SetupError(fr.ERR["deck_mismatch"].format(edition=edition.id, details=" ; ".join(details)))


def _count_list(counter):
    return fr.join_and(fr.count_of(card, k) for card, k in sorted(counter.items()))
