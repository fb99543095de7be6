"""One round of Love Letter: the whole truth, the rules, and the log of what happened.

A round is set up from a seed, from an explicit deck order, or from explicit hands
(:meth:`Round.deal`, :meth:`Round.from_deck`, :meth:`Round.from_hands`). The deck order is
written top first: the first card is set aside face down (burned), then come the face-up cards
(2 players only), then one card per seat from the first player on, then the draws.
"""

import random
import unicodedata
from collections import Counter
from functools import lru_cache
from itertools import compress
from operator import gt
from typing import NamedTuple

from . import fr
from .actions import Keep, Play
from .editions import ANY, MAX_PLAYERS, NO_TARGET, Card, get_edition
from .events import (ChancellorDrew, ChancellorReturned, Compared, Dealt, Discarded, Drew, Eliminated, Guessed,
                     Looked, Played, Redrew, RoundEnded, Swapped)
from .errors import IllegalActionError, SetupError
from .html import french_output, round_html
from .names import MAX_NAME, normalize, seat_named, too_long
from .observation import observe
from .seeds import check_seed

PLAY, KEEP, OVER = "play", "keep", "over"
_new = tuple.__new__  # builds an event record without its Python-level __new__: the hot path's events


class RoundResult(NamedTuple):
    winners: tuple
    spy_bonus: object  # the seat that gains the spy token, or None
    showdown: bool  # False: the last player standing won
    tokens: tuple  # tokens gained by each seat


# Every field of the state and how a copy duplicates it: the one list that copy(), snapshot()
# and the invariant checks read. SHARED values are immutable; LIST and LISTS are copied.
SHARED, LIST, LISTS = 0, 1, 2
FIELDS = {
    "edition": SHARED, "n": SHARED, "names": SHARED, "first_player": SHARED, "order": SHARED,
    "burned": SHARED, "face_up": SHARED, "burned_taken_by": SHARED,
    "hands": LISTS, "discards": LISTS, "alive": LIST, "protected": LIST, "deck": LIST,  # deck: top first
    "log": LIST, "actions": LIST, "result": SHARED,
    "last_discard": SHARED,  # the seat whose pile holds, on top, the card played or discarded last
    "turn": SHARED, "current": SHARED, "phase": SHARED,
}


class Round:
    """The state of one round. Bots and views should use :meth:`observation` instead."""

    # Caches, not state. _legal: the legal actions of this turn (a _Choices), computed once, by the
    # start of the turn (or the first ask: a Chancellor's keeps, a round copied or replaced); _seen:
    # {seat: (log, its events as that seat sees them so far)}, extended as the log grows (observations
    # are asked at every move); _table: the edition's table of legal plays; _open: the seats in the round and
    # not protected, as the bits of an int (seat s: 1 << s), changed with alive and protected: a bit
    # set or cleared costs less than a sorted tuple made again, and an int key hashes at once.
    # over: phase == OVER, kept beside the phase since every loop reads it before every move (a
    # property would be a Python call each time); set wherever the phase may become or stop being OVER.
    __slots__ = (*FIELDS, "_legal", "_seen", "_table", "_open", "over")

    def __init__(self, edition, order, n_players, first_player=0, names=None):
        edition = get_edition(edition)
        edition.check_players(n_players)
        names, first_player = check_names(names, n_players), check_seat(first_player, n_players)
        order = edition.cards_of(order)
        check_composition(edition, order)
        self._set_up(edition, order, n_players, first_player, names, _tables(edition))

    def _set_up(self, edition, order, n, first_player, names, table):
        """Deal ``order`` (top first, already checked) and start the first turn; ``table``: the
        edition's (:func:`_tables`)."""
        k = edition.face_up_for(n)
        self.edition, self.n, self.names, self.first_player, self.order = edition, n, names, first_player, order
        self.burned, self.face_up, self.burned_taken_by = order[0], order[1:1 + k], None
        dealt, cut = order[1 + k:1 + k + n], n - first_player  # one card per seat, from the first player on
        self.hands = [[card] for card in dealt[cut:] + dealt[:cut]]  # by seat: dealt[(seat - first) % n]
        self.discards = [[] for _ in range(n)]
        self.alive, self.protected = [True] * n, [False] * n
        self._table = table
        # Dealt(seat, card) of each seat in the order of the deal, built once by the table (an
        # event costs more to build than to look up): one C-level pass, the cards checked already
        by_seat = table.dealt[first_player:n] + table.dealt[:first_player]
        self.log = list(map(dict.__getitem__, by_seat, dealt))
        self.actions, self.result, self.last_discard = [], None, None
        self.phase, self.over, self._legal, self._seen = PLAY, False, None, {}
        self._open = (1 << n) - 1  # everyone in, nobody protected
        deck = self.deck = list(order[1 + k + n:])
        # The first turn: the first player draws (its plays are found at the first ask)
        card = deck.pop(0)
        self.hands[first_player].append(card)
        self.log.append(table.drew[first_player][card.name])
        self.current, self.turn = first_player, 1

    # --- set-up --------------------------------------------------------------------------
    @classmethod
    def deal(cls, edition, n_players, seed=None, *, rng=None, first_player=0, names=None):
        """A round shuffled by ``random.Random(seed)`` (or by ``rng``)."""
        table = _TABLES.get(id(edition))  # random play deals again and again: a fast path for it
        if (table is not None and table.edition is edition and names is None and type(n_players) is int
                and n_players in table.named and type(first_player) is int and first_player == 0):
            names = table.named[n_players]  # the default names of a number of players checked before
        else:
            edition = get_edition(edition)
            edition.check_players(n_players)
            default = names is None
            names, first_player = check_names(names, n_players), check_seat(first_player, n_players)
            table = _tables(edition)
            if default:
                table.named[n_players] = names
        rng = rng if rng is not None else random.Random(check_seed(seed))
        order = list(edition.deck)
        shuffle(order, rng)
        r = cls.__new__(cls)  # the engine's own shuffle of the edition's deck needs no check
        r._set_up(edition, tuple(order), n_players, first_player, names, table)
        return r

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

    @classmethod
    def determinized(cls, obs, hands, burned, deck):
        """A complete round that ``obs``'s seat cannot tell from the real one: everything public
        comes from the observation, and the hidden cards from a guess of them — ``hands`` (one
        list per seat; the seat's own and empty hands are taken from ``obs``), the ``burned`` card
        (None if a Prince took it) and the ``deck``, top first. For searches: the round has no
        set-up order and its log starts now."""
        if len(deck) != obs.deck_size:  # a broken guess would give wrong playouts
            raise ValueError(f"guess with {len(deck)} deck cards, observation says {obs.deck_size}")
        r = cls.__new__(cls)
        r.edition, r.n, r.names, r.first_player, r.order = obs.edition, obs.n_players, obs.names, obs.current, ()
        r.burned, r.face_up, r.burned_taken_by = burned, obs.face_up, obs.burned_taken_by
        r.hands = [list(obs.hands[s]) if s == obs.seat else list(hands[s]) for s in range(obs.n_players)]
        r.discards = [list(d) for d in obs.discards]
        r.alive, r.protected, r.deck = list(obs.alive), list(obs.protected), list(deck)
        r.log, r.actions, r.result, r.last_discard, r._legal, r._seen = [], [], None, None, None, {}
        r.turn, r.current, r.phase, r.over = obs.turn, obs.current, obs.phase, obs.phase == OVER
        r._table, r._open = _tables(r.edition), _open_mask(r.alive, r.protected)
        return r

    # --- reading the state ---------------------------------------------------------------
    def in_round(self):
        """Seats still in the round."""
        return list(compress(range(self.n), self.alive))  # in C: read at the end of a round with a showdown

    def seat_of(self, player):
        """A seat from a seat number or a player's name (case and accents ignored)."""
        if isinstance(player, str):
            seat = seat_named(self.names, player)
            if isinstance(seat, int):
                return seat
            raise _illegal("unknown_player", name=player, names=", ".join(self.names))
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.n:
            return player
        raise _illegal("bad_target_type", value=player)

    def deck_top_first(self):
        return tuple(self.deck)

    def table(self):
        """What lies face up in front of each seat now, by the edition's ``visible_discards``."""
        if self.edition.visible_discards == "all":
            return tuple(tuple(d) for d in self.discards)
        return tuple(tuple(c for i, c in enumerate(d) if self._face_up_now(s, i))
                     for s, d in enumerate(self.discards))

    def _face_up_now(self, seat, index):
        card = self.discards[seat][index]
        if seat == self.last_discard and index == len(self.discards[seat]) - 1:
            return True
        if card.effect == "spy":  # counts at the end of the round only for a player still in it (ruling 22)
            return self.alive[seat]
        if card.effect == "protect" and self.protected[seat]:
            later = self.discards[seat][index + 1:]
            return not any(c.effect == "protect" for c in later)
        return False

    # --- legal actions -------------------------------------------------------------------
    def legal_actions(self):
        """Every legal action of the player to act, sorted, without duplicates."""
        choices = self._legal
        if choices is None:
            if self.phase == PLAY:
                seat, hand, open_seats = self.current, self.hands[self.current], self._open
                if len(hand) == 2:  # keyed by the sorted hand: a hand's plays come sorted anyway,
                    a, b = hand[0].name, hand[1].name  # and half the keys make a table that fills twice as fast
                    key = (a, b, seat, open_seats) if a <= b else (b, a, seat, open_seats)
                else:
                    key = (*(card.name for card in hand), seat, open_seats)
                choices = self._table.cache.get(key)
                if choices is None:
                    choices = self._table.fill(key, tuple(hand), seat, open_seats)
            elif self.phase == KEEP:
                # sorted: the keeps do not depend on the order the cards were drawn in, and an
                # ordered key would give 6 times more keys than the cache holds at 6 players
                hand = tuple(sorted(self.hands[self.current]))
                choices = self._table.keeps.get(hand)
                if choices is None:
                    choices = self._table.keeps[hand] = _keeps(self.edition, hand)
            else:
                choices = _NO_CHOICE
            self._legal = choices
        return choices.actions

    # --- playing -------------------------------------------------------------------------
    def play(self, action):
        """Play ``action`` (a :class:`Play` or :class:`Keep`; names are accepted for cards and
        targets). An illegal action raises :class:`IllegalActionError` and changes nothing."""
        choices = self._legal
        if choices is None:
            self.legal_actions()
            choices = self._legal
        key = id(action)  # one of the legal values itself, as agents pass them
        found = choices.events.get(key) or choices.more_events.get(key)
        if found is None:
            action = self._legal_value(action, choices.actions)
            key = id(action)
            found = choices.events.get(key) or choices.more_events[key]
        event, guessed = found  # guessed: a Guard's (miss, hit) Guessed events, else None
        self._legal = None
        self.actions.append(action)
        # The card played and its effect (or a Chancellor's keep), then the end of the turn, all
        # written here, not in methods of their own: each Python call less per move is about
        # 1.4 % of the instructions of a random round at 6 players.
        seat, out = self.current, False  # out: someone left the round (only then can one be left alone)
        if self.phase == PLAY:
            card, target, guess = action
            self.hands[seat].remove(card)
            self.discards[seat].append(card)  # self._discard(seat, card), inlined: once per turn
            self.last_discard = seat
            self.log.append(event)  # Played(seat, card, target, guess)
            if guessed is not None:  # a Guard on a player, the commonest play: tested first
                out = self.hands[target][0] == guess
                self.log.append(guessed[out])
                if out:
                    self._eliminate(target, "guess")
            elif (effect := card.effect) == "protect":
                self.protected[seat] = True
                self._open &= ~(1 << seat)
            elif effect == "lose_if_discarded":
                self._eliminate(seat, "princess")
                out = True
            elif target is not None:  # the effect says whether it put someone out of the round
                out = _EFFECTS[effect](self, seat, card, target, guess)
            elif effect == "draw_keep":
                self._chancellor(seat)
                if self.phase == KEEP:
                    return action  # the turn ends with the player's keep
        else:
            self._keep(action)
        # The end of the turn: the round ends, or the next seat in the round starts its turn and draws
        alive = self.alive
        if out and alive.count(True) == 1:
            self._finish(False)
        elif not self.deck:
            self._finish(True)
        else:
            n = self.n
            seat = (seat + 1) % n
            while not alive[seat]:
                seat = (seat + 1) % n
            self.current = seat
            if self.protected[seat]:  # a Handmaid lasts until the start of its player's turn
                self.protected[seat] = False
                self._open |= 1 << seat
            card, hand, table = self.deck.pop(0), self.hands[seat], self._table
            hand.append(card)
            b = card.name
            self.log.append(table.drew[seat][b])  # Drew(seat, card), built once by the table
            self.turn += 1
            if len(hand) == 2:  # always, but after Round.replace: legal_actions then computes them
                # The legal plays of the new hand, looked up here, where the seat, the hand and the
                # open seats are at hand, since every move asks for them; keyed as in legal_actions
                a, open_seats = hand[0].name, self._open
                key = (a, b, seat, open_seats) if a <= b else (b, a, seat, open_seats)
                self._legal = table.cache.get(key) or table.fill(key, (hand[0], card), seat, open_seats)
        return action

    def _legal_value(self, action, legal):
        """The value of ``legal`` equal to ``action`` (or to it with card and player names); an
        illegal action raises :class:`IllegalActionError`."""
        try:  # keep the legal value itself: True == 1 and a bare tuple == a Play
            return legal[legal.index(action)]
        except ValueError:
            action = self._normalized(action)  # card and player names are accepted too
            if action not in legal:
                reason = self._why_illegal(action) or _refusal("not_an_action", action=action)
                raise IllegalActionError(_sentence(reason), reason.key, reason.fields)
            return legal[legal.index(action)]

    def _normalized(self, action):
        if isinstance(action, Play):
            card, target, guess = action
            if not isinstance(card, Card) or isinstance(target, str) or isinstance(guess, str):
                card = self.edition.card(card)
                target = None if target is None else self.seat_of(target)
                guess = None if guess is None else self.edition.card(guess)
                return Play(card, target, guess)
        elif isinstance(action, Keep):
            if not isinstance(action.bottom, (tuple, list)):  # Keep("Roi", None): the cards put back are a list
                raise _illegal("not_an_action", action=action)
            if not isinstance(action.card, Card) or not all(isinstance(c, Card) for c in action.bottom):
                return Keep(self.edition.card(action.card),
                            tuple(self.edition.card(c) for c in action.bottom))
        return action

    def why_illegal(self, action):
        """The French reason why ``action`` is illegal now, or None if it is legal.

        It checks the rules one by one to explain them; :meth:`legal_actions` is the reference,
        and the tests check that both agree."""
        reason = self._why_illegal(action)
        return reason and _sentence(reason)

    def _why_illegal(self, action):
        me = self.names[self.current]
        if self.phase == OVER:
            return _refusal("round_over")
        if not isinstance(action, (Play, Keep)):
            return _refusal("not_an_action", action=action)
        hand = self.hands[self.current]
        if self.phase == KEEP:
            if isinstance(action, Play):
                return _refusal("must_keep", player=me, chancellor=fr.the(self.discards[self.current][-1]))
            return self._why_bad_keep(action, hand)
        if isinstance(action, Keep):
            return _refusal("no_keep_now")
        card = action.card
        if card not in hand:
            return _refusal("not_in_hand", player=me, card=fr.the(card) if isinstance(card, Card) else card,
                            hand=fr.join_and(fr.the(c) for c in hand))
        forced = self.edition.forced_card(hand)
        if forced and card != forced:
            return _refusal("countess_forced", player=me, countess=fr.the(forced), other=fr.the(card))
        return self._why_bad_target(action) or self._why_bad_guess(action)

    def _why_bad_target(self, action):
        card, target = action.card, action.target
        kind = self.edition.target_kind(card)
        if kind == NO_TARGET:
            return _refusal("no_target_allowed", card=fr.the(card)) if target is not None else None
        include_self = kind == ANY
        targets = self.edition.targets(card, self.current, self.alive, self.protected)
        if target is None:
            if not targets:
                return None
            return _refusal("needs_target", card=fr.the(card), targets=fr.join_or(self.names[t] for t in targets))
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self.n:
            return _refusal("bad_target_type", value=target)
        if target == self.current and not include_self:
            return _refusal("target_self", card=fr.the(card))
        if not self.alive[target]:
            return _refusal("target_out", player=self.names[target])
        if self.protected[target]:
            handmaid = self.edition.with_effect("protect")
            handmaid = fr.the(handmaid[0]) if handmaid else "—"
            key = "target_protected" if targets else "target_protected_alone"  # is there another target?
            return _refusal(key, player=self.names[target], handmaid_cap=_sentence(handmaid))
        return None

    def _why_bad_guess(self, action):
        card, guess = action.card, action.guess
        allowed = self.edition.guessable()
        names_card = self.edition.names_card(card)
        if not names_card or action.target is None:
            if guess is None:
                return None
            if names_card:  # a Guard with nobody to aim at names nothing
                return _refusal("guess_without_target", card=fr.the(card))
            guards = [c for c in self.edition.cards if self.edition.names_card(c)]
            guard = fr.the(card) if names_card else fr.the(guards[0]) if guards else fr.ERR["the_guard"]
            return _refusal("guess_not_allowed", guard=guard, card=fr.the(card))
        names = ", ".join(c.name for c in allowed)
        if guess is None:
            return _refusal("guess_needed", card=fr.the(card), cards=names)
        if guess not in allowed:
            return _refusal("guess_guard", card=fr.the(card), guard=fr.the(guess), cards=names)
        return None

    def _why_bad_keep(self, action, hand):
        if action.card not in hand:
            return _refusal("keep_not_in_hand", hand=fr.join_or(fr.the(c) for c in hand))
        rest = list(hand)
        rest.remove(action.card)
        if Counter(rest) != Counter(action.bottom):
            return _refusal("keep_bottom", cards=fr.join_and(fr.the(c) for c in rest))
        return None

    # --- resolution ----------------------------------------------------------------------
    def _discard(self, seat, card):
        self.discards[seat].append(card)
        self.last_discard = seat

    def _peek(self, seat, card, target, guess):
        self.log.append(_new(Looked, (seat, target, self.hands[target][0])))

    def _compare(self, seat, card, target, guess):
        mine, theirs = self.hands[seat][0], self.hands[target][0]
        loser = seat if mine.value < theirs.value else target if mine.value > theirs.value else None
        self.log.append(_new(Compared, (seat, target, mine, theirs, loser)))
        if loser is not None:
            self._eliminate(loser, "compare")
            return True

    def _prince(self, seat, card, target, guess):
        old = self.hands[target].pop()
        self._discard(target, old)
        self.log.append(_new(Discarded, (target, old)))
        if old.effect == "lose_if_discarded":
            self._eliminate(target, "princess")
            return True
        if self.deck:
            new, from_burned = self.deck.pop(0), False
        else:  # on an empty deck the target takes the card set aside
            new, from_burned = self.burned, True
            self.burned, self.burned_taken_by = None, target
        self.hands[target].append(new)
        self.log.append(_new(Redrew, (target, new, from_burned)))

    def _swap(self, seat, card, target, guess):
        hands = self.hands
        hands[seat], hands[target] = hands[target], hands[seat]
        self.log.append(_new(Swapped, (seat, target, hands[seat][0], hands[target][0])))

    def _chancellor(self, seat):
        drawn = tuple(self.deck[:2])
        del self.deck[:2]
        self.log.append(_new(ChancellorDrew, (seat, drawn)))
        if drawn:  # on an empty deck the Chancellor has no effect
            self.hands[seat].extend(drawn)
            self.phase = KEEP

    def _keep(self, action):
        seat = self.current
        self.hands[seat] = [action.card]
        self.deck.extend(action.bottom)  # under the deck, in the order the player chose
        self.log.append(_new(ChancellorReturned, (seat, action.bottom)))
        self.phase = PLAY

    def _eliminate(self, seat, cause):
        self.alive[seat] = False
        self.protected[seat] = False
        self._open &= ~(1 << seat)
        card = self.hands[seat].pop() if self.hands[seat] else None
        if card is not None:
            self._discard(seat, card)
        self.log.append(_new(Eliminated, (seat, card, cause)))

    def _finish(self, showdown):
        """The round ends: its winners, the Spy's bonus and the tokens won (RoundEnded). Plain
        loops: this runs at the end of every round, and a comprehension is a function call."""
        n, hands, discards = self.n, self.hands, self.discards
        alive = self.in_round() if showdown else [self.alive.index(True)]
        winners, sums, shown = alive, (), [None] * n  # shown: the hand of each seat at a showdown
        if showdown:
            best, winners = None, []
            for s in alive:
                card = shown[s] = hands[s][0]
                if best is None or card.value > best:
                    best, winners = card.value, [s]
                elif card.value == best:
                    winners.append(s)
            if len(winners) > 1 and self.edition.tie_break == "discard_sum":
                sums = tuple((s, sum(c.value for c in discards[s])) for s in winners)
                top = max(total for _, total in sums)
                winners = [s for s, total in sums if total == top]
        spy_bonus, spied, kinds = None, 0, self._table.spies
        if kinds:  # the one seat still in the round that played or discarded a Spy (two or more: nobody)
            for s in alive:
                for spy in kinds:
                    if spy in discards[s]:
                        spied, spy_bonus = spied + 1, s
                        break
            if spied != 1:
                spy_bonus = None
        tokens = [0] * n
        for s in winners:
            tokens[s] = 1
        if spy_bonus is not None:
            tokens[spy_bonus] += 1
        winners = tuple(winners)
        self.result = _new(RoundResult, (winners, spy_bonus, showdown, tuple(tokens)))
        self.log.append(_new(RoundEnded, (None, winners, tuple(shown), spy_bonus, showdown, sums)))
        self.phase, self.over = OVER, True

    # --- views ---------------------------------------------------------------------------
    def observation(self, seat):
        """What ``seat`` knows now, and nothing else."""
        return observe(self, check_seat(seat, self.n))

    def events_seen_by(self, seat):
        """The log as ``seat`` sees it (None: all of it), hidden cards replaced by None."""
        log = self.log
        cache = getattr(self, "_seen", None)
        if cache is None:  # a round unpickled from an older version
            cache = self._seen = {}
        mine = cache.get(seat)
        if mine is None or mine[0] is not log or len(mine[1]) > len(log):  # a new log: start again
            mine = cache[seat] = (log, [])
        seen = mine[1]
        if len(seen) < len(log):
            seen.extend(e.seen_by(seat) for e in log[len(seen):])
        return tuple(seen)

    def omniscient(self):
        """The whole truth, explicitly (for teachers, replays and tests)."""
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
        other = Round.__new__(Round)
        for name, kind in FIELDS.items():
            value = getattr(self, name)
            setattr(other, name, value if kind == SHARED else list(value) if kind == LIST else
                    [list(x) for x in value])
        other._legal, other._seen, other._table, other._open = self._legal, {}, self._table, self._open
        other.over = self.over
        return other

    def replace(self, **changes):
        """A copy with some fields of :data:`FIELDS` changed (for tests of the checks, and searches)."""
        unknown = set(changes) - set(FIELDS)
        if unknown:
            raise TypeError(f"unknown Round fields: {', '.join(sorted(unknown))}")
        other = self.copy()
        for name, value in changes.items():
            setattr(other, name, value)
        other._open = _open_mask(other.alive, other.protected)
        table = _tables(other.edition)
        if table is not other._table:  # another edition, or its table made anew: the turn's plays asked again
            other._table, other._legal = table, None
        # _legal stays the copy's, as before (the tests of the checks change alive or protected
        # under it), unless the hands change: a turn's start computes it now, not the first ask
        if "hands" in changes:
            other._legal = None
        other.over = other.phase == OVER
        return other

    def snapshot(self):
        """Every field of the state, frozen, for comparing two rounds."""
        return tuple(_frozen(getattr(self, name), kind) for name, kind in FIELDS.items())

    def __repr__(self):
        return f"<Round {self.edition.id} {self.n} joueurs, tour {self.turn}, {self.phase}>"

    @french_output
    def _repr_html_(self):
        return round_html(self)


class _Reason(str):
    """Why an action is refused: its French sentence, with the rule's key in ``fr.ERR`` and the words
    the sentence was made of (an :class:`IllegalActionError` carries both)."""


def _refusal(key, **fields):
    """The :class:`_Reason` ``fr.ERR[key]`` said with ``fields``."""
    reason = _Reason(fr.ERR[key].format(**fields))
    reason.key, reason.fields = key, fields
    return reason


def _sentence(text):
    return text[:1].upper() + text[1:]  # « le Garde… » starts a sentence


def _illegal(key, **fields):
    reason = _refusal(key, **fields)
    return IllegalActionError(reason, key, fields)


# The effects of the targeted cards but the Guard's (written in play); each returns True when it put a
# player out of the round, which play reads before it counts who is left.
_EFFECTS = {
    "peek": Round._peek, "compare": Round._compare,
    "discard_redraw": Round._prince, "swap": Round._swap,
}


def shuffle(cards, rng):
    """``rng.shuffle(cards)``, draw for draw: for a plain ``random.Random`` the same Fisher-Yates
    steps are written out here (the same calls to ``getrandbits``, so the same deal for the same
    seed), which is twice as fast; any other generator shuffles itself."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, k in _steps(len(cards)):
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


@lru_cache(maxsize=64)
def _steps(size):
    """The Fisher-Yates steps of ``random.shuffle`` for ``size`` cards: (i, bits of i + 1), i going down."""
    return tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


def _frozen(value, kind):
    return value if kind == SHARED else tuple(value) if kind == LIST else tuple(map(tuple, value))


def legal_plays(edition, hand, seat, alive, protected):
    """The legal plays of ``seat`` holding ``hand`` (a tuple): a pure function of its arguments."""
    return _plays(edition, hand, seat, _open_seats(alive, protected))


def _open_seats(alive, protected):
    """The seats in the round and not protected, sorted (alive > protected: True and not False)."""
    return tuple(compress(range(len(alive)), map(gt, alive, protected)))


def _open_mask(alive, protected):
    """:func:`_open_seats` as the bits of an int (seat s: 1 << s), as a round keeps them: a seat
    protected, out of the round or back from its protection sets or clears one bit."""
    return sum(1 << s for s in _open_seats(alive, protected))


# The seats of each open-seats int, for up to 8 players (editions.MAX_PLAYERS): read when a table
# computes the plays of a hand it has not seen.
_SEATS = tuple(tuple(s for s in range(MAX_PLAYERS) if mask >> s & 1) for mask in range(1 << MAX_PLAYERS))


class _Choices:
    """The legal actions of a turn, ``actions``, and the events each logs, by the ``id`` of the
    action: (the first event, a Guard's (miss, hit) Guessed events or None). :meth:`Round.play` is
    passed one of these very values by agents, and then needs neither a search among up to 45
    Guard plays nor an event to build. The actions are kept alive here, so an ``id`` found is one
    of them. ``events`` covers the plays of the first card (or every action), ``more_events``
    those of the second card, so that the plays of two cards share the events of each card
    instead of copying them (a table adds thousands of hands). A Chancellor's keeps stand for
    themselves (:func:`_keeps`)."""

    __slots__ = ("actions", "events", "more_events")

    def __init__(self, actions, events, more_events=None):
        self.actions, self.events, self.more_events = actions, events, more_events or _NO_EVENTS


_NO_EVENTS = {}  # never written
_NO_CHOICE = _Choices((), _NO_EVENTS)  # a round over


class _Table:
    """An edition's legal plays (:class:`_Choices`), by hand, seat and seats in the round and
    not protected (an int of bits), filled as rounds ask (random play asks for the same lists
    again and again): :meth:`Round.legal_actions` reads ``cache`` itself, at every turn. Kept here, not on the
    edition, which every observation reaches: this table holds the hands it has seen. One per
    edition, since two editions may have equal cards with other effects."""

    __slots__ = ("edition", "cache", "cards", "by_targets", "played", "playable", "keeps", "drew",
                 "dealt", "spies", "named")
    LIMIT = 1 << 15  # keys kept before a table starts again (2019 at 6 players needs about 10,000)

    def __init__(self, edition):
        # The keys read at every move (cache, cards, drew) name a card by its name, unique in an
        # edition: a string keeps its hash, a Card (a tuple of six fields) computes it again at
        # every lookup, three times a move.
        # cards: the plays of one card, by (card, seat, open seats): at 6 players a table fills
        # for thousands of rounds (10,000 hands, seats and open seats), these in a few hundred;
        # playable: the cards of each sorted two-card hand that may be played (the Countess rule);
        # drew and dealt: by seat, the Drew and the Dealt event of every card of the edition, all
        # built here (events are immutable: rounds share them; a turn or a deal reads them without
        # a test for a missing one);
        # by_targets: the plays of one card by (card, seat, its targets), which many open seats
        # share (every open seats for a card without a target): one entry, one events dict for all;
        # played: by seat, the events of each play (its Played event; a Guard's miss and hit, the
        # Guessed events that follow it), shared by every entry of that seat (a seat's Guard plays
        # on seat 3 are the same events whoever else is open): a smaller table,
        # fewer objects for the garbage collector to walk and the cache to hold
        self.edition, self.cache, self.cards, self.by_targets, self.playable = edition, {}, {}, {}, {}
        self.played = [{} for _ in range(edition.max_players)]
        self.spies = edition.with_effect("spy")  # the Spy cards, whose bonus is looked for at the end of a round
        self.named = {}  # the default names of each number of players Round.deal has checked
        self.keeps = {}  # a Chancellor's hand, sorted -> its keeps (read without hashing the edition)
        self.drew = [{card.name: _new(Drew, (seat, card)) for card in edition.cards}
                     for seat in range(edition.max_players)]
        self.dealt = [{card: _new(Dealt, (seat, card)) for card in edition.cards}
                      for seat in range(edition.max_players)]

    def fill(self, key, hand, seat, open_seats):
        """The :class:`_Choices` of ``key`` = (*the names of the hand's cards, sorted if it has two
        cards, seat, open_seats as an int of bits), computed and kept: the plays of each card that may be
        played, one after the other (as :func:`_plays`)."""
        cache = self.cache
        if len(cache) >= self.LIMIT:
            cache.clear()
            self.cards.clear()
            self.by_targets.clear()
        if len(hand) != 2:  # a hand set by hand (Round.replace)
            cards = [self._card(card, seat, open_seats) for card in self.edition.playable(hand)]
            events = {i: event for c in cards for i, event in c.events.items()}
            choices = cache[key] = _Choices(sum((c.actions for c in cards), ()), events)
            return choices
        # at 6 players a table fills for thousands of rounds: this path is written out for speed
        pair = key[:2]  # the hand, sorted
        playable = self.playable.get(pair)
        if playable is None:
            playable = self.playable[pair] = self._playable(hand)
        playable, aimless = playable
        if aimless and open_seats:  # the same plays whoever is open: one entry for them all
            shared = (*pair, seat, 0)
            choices = cache[key] = cache.get(shared) or self.fill(shared, hand, seat, 0)
            return choices
        cards, first = self.cards, playable[0]
        first = cards.get((first.name, seat, open_seats)) or self._card(first, seat, open_seats)
        if len(playable) == 1:
            choices = first
        else:
            second = playable[1]
            second = cards.get((second.name, seat, open_seats)) or self._card(second, seat, open_seats)
            choices = _Choices(first.actions + second.actions, first.events, second.events)
        cache[key] = choices
        return choices

    def _playable(self, hand):
        """The cards of a two-card ``hand`` that may be played, and True if none of them has a target."""
        cards = tuple(self.edition.playable(hand))
        return cards, all(self.edition.target_kind(card) == NO_TARGET for card in cards)

    def _card(self, card, seat, open_seats):
        """The :class:`_Choices` of ``card`` played by ``seat``, with its Played events."""
        key = (card.name, seat, open_seats)
        choices = self.cards.get(key)
        if choices is None:
            targets = self.edition.targets_among(card, seat, _SEATS[open_seats])
            choices = self.by_targets.get((card, seat, targets))
            if choices is None:
                choices = self.by_targets[card, seat, targets] = self._new_card(card, seat, targets)
            self.cards[key] = choices
        return choices

    def _new_card(self, card, seat, targets):
        """The :class:`_Choices` of ``card`` played by ``seat`` on ``targets``: its plays, each
        with its Played event, the seat's own if built before (events are immutable)."""
        plays, played = _card_plays(self.edition, card, targets), self.played[seat]
        events = {}
        for p in plays:
            found = played.get(p)
            if found is None:
                guessed = None
                if p.guess is not None:  # a Guard's guess: its miss and its hit, by ``hit``
                    guessed = tuple(_new(Guessed, (seat, p.target, card, p.guess, hit)) for hit in (False, True))
                found = played[p] = (_new(Played, (seat, *p)), guessed)
            events[id(p)] = found
        return _Choices(plays, events)


_TABLES = {}  # id(edition) -> its _Table (which keeps the edition alive, so that its id stays its own)


def _tables(edition):
    table = _TABLES.get(id(edition))
    if table is None or table.edition is not edition:
        if len(_TABLES) >= 64:  # editions built anew again and again (tests, a teacher's trials)
            _TABLES.clear()
        table = _TABLES[id(edition)] = _Table(edition)
    return table


@lru_cache(maxsize=1 << 14)
def _plays(edition, hand, seat, open_seats):
    """:func:`legal_plays` given the seats in the round and not protected: cached here (not on the
    edition, which every observation reaches) since callers ask for the same lists again and again
    (keyed by those seats, not by who is in and who is protected: far fewer keys). A round's own
    table (:class:`_Table`) puts the same plays together the same way, card after card."""
    plays = ()
    for card in edition.playable(hand):
        plays += _card_plays(edition, card, edition.targets_among(card, seat, open_seats))
    return plays


@lru_cache(maxsize=1 << 12)
def legal_keeps(edition, hand):
    """After a Chancellor: keep one card of ``hand``, the others go under the deck in either order.
    Keyed by the edition too, so that a card of another edition never comes back from the cache."""
    keeps = []
    for card in sorted(set(hand)):
        rest = list(hand)
        rest.remove(card)
        orders = {tuple(rest), tuple(reversed(rest))}
        keeps.extend(Keep(card, order) for order in sorted(orders))
    return tuple(keeps)


def _keeps(edition, hand):
    """:func:`legal_keeps` as :class:`_Choices`, kept by the edition's table (``keeps``). Each keep
    stands for its own event there (the ChancellorReturned event names the seat: :meth:`Round._keep`
    writes it), so that one entry serves every seat: six times fewer to fill at 6 players."""
    keeps = legal_keeps(edition, hand)
    return _Choices(keeps, {id(k): (k, None) for k in keeps})


@lru_cache(maxsize=1 << 12)
def _card_plays(edition, card, targets):
    """The plays of ``card`` on ``targets``; a targeted card with no possible target is played
    without effect. The plays on one target are the same objects whatever the other targets: an
    edition has about a hundred plays at six players, not thousands, and the tables that list them
    stay in the processor's cache."""
    if not targets:
        return (Play(card),)
    return sum((_target_plays(edition, card, t) for t in targets), ())


@lru_cache(maxsize=1 << 12)
def _target_plays(edition, card, target):
    """The plays of ``card`` on ``target`` (one per named card for a Guard)."""
    if edition.names_card(card):
        return tuple(Play(card, target, g) for g in edition.guessable())
    return (Play(card, target),)


def check_names(names, n):
    if names is None:
        return fr.DEFAULT_NAMES[:max(n, 0)]
    names = tuple(str(x) for x in names)
    if len(names) != n:
        raise SetupError(fr.ERR["names_count"].format(n=n, k=len(names)))
    seen = set()
    for name in names:
        if too_long(name):  # the learners' limit (exercises.learners), before the name is echoed
            raise SetupError(fr.ERR["names_long"].format(name=name[:MAX_NAME] + "…", max=MAX_NAME))
        if any(unicodedata.category(ch) == "Cc" for ch in name):  # a line break, a tab, a NUL
            raise SetupError(fr.ERR["names_control"].format(name=name.encode("unicode_escape").decode()))
        if not normalize(name):
            raise SetupError(fr.ERR["names_empty"].format(name=name))
        if normalize(name) in seen:
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
