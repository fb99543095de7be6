"""The canonical deal of an observation: one complete deal, built from what a seat saw and nothing else.

:func:`canonical_deal` reads one seat's :class:`Observation` (its events as that seat saw them) and
returns a deck order and the moves of a round in which that seat sees exactly the same thing. It is
a function of the observation only: two rounds that one seat cannot tell apart get the same deal,
whose hidden cards are therefore no clue to the real ones. The share code of the explorer writes it.

Every physical card is followed as a *token*: its place in the deck order (0 the burned card, then
the face-up cards, one card per seat, the draws). The public course of the round says where each
token goes (who drew it, whose hand a King swapped, which Chancellor put cards back under the deck);
what the seat saw fixes some tokens' cards (its own cards, a card played, shown, compared with it),
and the other clues restrict the others (a Guard that missed: not that card; a Baron won: a higher
card; a Countess kept beside a King or a Prince: never). What the seat cannot see is chosen: which of
its two cards another player played, which card a Chancellor kept and in which order it put the
others back, a tie between two hidden cards. The choices are tried in a fixed order, depth first,
each one kept only while a matching of the free tokens to the cards left still exists, so the search
is complete: it always finds a deal when the observation comes from a real round (that round is
one), and the same one every time. The free tokens left then get the smallest cards, in deck order,
that still leave a matching.
"""

from collections import Counter

from .actions import Keep, Play
from .events import (ChancellorDrew, ChancellorReturned, Dealt, Discarded, Drew, Eliminated, Guessed,
                     Looked, Played, Redrew, RoundEnded, Swapped, dispatch)


class NoDeal(Exception):
    """No deal gives this observation (it does not come from a real round)."""


class _State:
    """A partial deal: ``card[t]`` the card of token t (None: free), ``allowed[t]`` the cards a free
    token may still be, the tokens in each hand and in the deck, the burned token, the keeps chosen."""

    __slots__ = ("card", "allowed", "hands", "deck", "burned", "keeps")

    def copy(self):
        other = _State.__new__(_State)
        other.card, other.allowed = list(self.card), list(self.allowed)
        other.hands, other.deck = [list(h) for h in self.hands], list(self.deck)
        other.burned, other.keeps = self.burned, dict(self.keeps)
        return other


@dispatch("_option_")
class _Options:
    """:meth:`_Solver.options`, one method per event: the hidden choices an event holds."""

    NOT_CONCERNED = (Dealt, Drew, Guessed, Looked, Discarded, Redrew, ChancellorDrew, Swapped, Eliminated,
                     RoundEnded)

    def _option_played(self, s, i, ev):
        return self.play_options(s, ev) if ev.seat != self.seat else None

    def _option_chancellor_returned(self, s, i, ev):
        return self.keep_options(s, i, ev) if ev.seat != self.seat else None

    def _option_compared(self, s, i, ev):
        return self.tie_options(s, ev) if ev.loser is None and ev.seat_card is None else None


@dispatch("_apply_")
class _Apply:
    """:meth:`_Solver.apply`, one method per event: follow an event that holds no choice; False
    when it contradicts the state."""

    def _apply_dealt(self, s, i, ev):  # the set-up: the i-th card dealt is the i-th after the face-up cards
        t = 1 + self.edition.face_up_for(self.obs.n_players) + i
        s.hands[ev.seat].append(t)
        return ev.card is None or self.bind(s, t, ev.card)

    def _apply_drew(self, s, i, ev):
        t = s.deck.pop(0)
        s.hands[ev.seat].append(t)
        return ev.card is None or self.bind(s, t, ev.card)

    def _apply_redrew(self, s, i, ev):
        if ev.from_burned:
            t, s.burned = s.burned, None
        else:
            t = s.deck.pop(0)
        s.hands[ev.seat].append(t)
        return ev.card is None or self.bind(s, t, ev.card)

    def _apply_played(self, s, i, ev):  # the viewer's own play: any of its tokens of that card
        hand = s.hands[self.seat]
        for j, t in enumerate(hand):
            if s.card[t] == ev.card:
                del hand[j]
                return True
        return False

    def _apply_guessed(self, s, i, ev):
        t = s.hands[ev.target][0]
        return self.bind(s, t, ev.guess) if ev.hit else self.restrict(s, t, lambda c: c != ev.guess)

    def _apply_looked(self, s, i, ev):
        return ev.card is None or ev.seat != self.seat or self.bind(s, s.hands[ev.target][0], ev.card)

    def _apply_compared(self, s, i, ev):
        a, b = s.hands[ev.seat][0], s.hands[ev.target][0]
        if ev.seat_card is not None:
            return self.bind(s, a, ev.seat_card) and self.bind(s, b, ev.target_card)
        if ev.loser is None:
            return True  # a tie between two hidden cards is a choice (tie_options)
        loser = next(x.card for x in self.events[i + 1:] if type(x) is Eliminated and x.seat == ev.loser)
        winner = b if ev.loser == ev.seat else a
        return self.restrict(s, winner, lambda c: c.value > loser.value)

    def _apply_discarded(self, s, i, ev):
        return self.bind(s, s.hands[ev.seat].pop(), ev.card)

    def _apply_chancellor_drew(self, s, i, ev):
        taken, s.deck = s.deck[:len(ev.cards)], s.deck[len(ev.cards):]
        s.hands[ev.seat].extend(taken)
        return all(c is None or self.bind(s, t, c) for t, c in zip(taken, ev.cards))

    def _apply_chancellor_returned(self, s, i, ev):  # the viewer's own choice: its cards, in its order
        hand, bottom = s.hands[self.seat], []
        for card in ev.cards:
            j = next((j for j, t in enumerate(hand) if s.card[t] == card), None)
            if j is None:
                return False
            bottom.append(hand.pop(j))
        s.deck.extend(bottom)
        s.keeps[i] = (hand[0], tuple(bottom))
        return True

    def _apply_swapped(self, s, i, ev):
        s.hands[ev.seat], s.hands[ev.target] = s.hands[ev.target], s.hands[ev.seat]
        return all(c is None or self.bind(s, s.hands[seat][0], c)
                   for seat, c in ((ev.seat, ev.seat_card), (ev.target, ev.target_card)))

    def _apply_eliminated(self, s, i, ev):
        return ev.card is None or self.bind(s, s.hands[ev.seat].pop(), ev.card)

    def _apply_round_ended(self, s, i, ev):
        return all(c is None or self.bind(s, s.hands[seat][0], c) for seat, c in enumerate(ev.hands))


class _Solver(_Options, _Apply):
    def __init__(self, obs):
        self.obs, self.edition, self.seat = obs, obs.edition, obs.seat
        self.cards = tuple(self.edition.cards)
        self.count = Counter(self.edition.deck)
        self.events = obs.events

    # --- constraints ----------------------------------------------------------------------------
    def bind(self, s, t, card):
        if s.card[t] is not None:
            return s.card[t] == card
        if card not in s.allowed[t]:
            return False
        s.card[t] = card
        return True

    def restrict(self, s, t, keep):
        if s.card[t] is not None:
            return keep(s.card[t])
        allowed = frozenset(c for c in s.allowed[t] if keep(c))
        s.allowed[t] = allowed
        return bool(allowed)

    def feasible(self, s):
        """True when the free tokens can be given the cards left (a bipartite matching)."""
        left = self.count.copy()
        left.subtract(c for c in s.card if c is not None)
        if any(v < 0 for v in left.values()):
            return False
        free = [t for t, c in enumerate(s.card) if c is None]
        holder = {c: [] for c in self.cards}  # the tokens that took each card's copies

        def place(t, seen):
            for c in s.allowed[t]:
                if c in seen:
                    continue
                seen.add(c)
                if len(holder[c]) < left[c]:
                    holder[c].append(t)
                    return True
                for i, other in enumerate(holder[c]):
                    if place(other, seen):
                        holder[c][i] = t
                        return True
            return False
        return all(place(t, set()) for t in sorted(free, key=lambda t: len(s.allowed[t])))

    def signature(self, s, t):
        return s.card[t] if s.card[t] is not None else s.allowed[t]

    # --- the search -------------------------------------------------------------------------------
    def start(self):
        e, obs = self.edition, self.obs
        n, k = obs.n_players, e.face_up_for(obs.n_players)
        s = _State()
        s.card = [None] * e.size
        s.allowed = [frozenset(self.cards)] * e.size
        s.hands, s.burned, s.keeps = [[] for _ in range(n)], 0, {}
        s.deck = list(range(1 + k + n, e.size))
        for i, card in enumerate(obs.face_up):
            if not self.bind(s, 1 + i, card):
                raise NoDeal
        return s

    def solve(self):
        s = self.start()
        found = self.run(s, 0)
        if found is None:
            raise NoDeal
        return found

    def run(self, s, i):
        """The first complete state from event ``i`` on, or None."""
        while i < len(self.events):
            ev = self.events[i]
            options = self.options(s, i, ev)
            if options is not None:  # a hidden choice: try each, depth first
                for option in options:
                    if option is not None and self.feasible(option):
                        found = self.run(option, i + 1)
                        if found is not None:
                            return found
                return None
            if not self.apply(s, i, ev):
                return None
            i += 1
        return s if self.feasible(s) else None

    def options(self, s, i, ev):
        """The states of a hidden choice at event ``i``, or None when ``ev`` holds no choice."""
        handler = _Options.HANDLERS.get(type(ev))
        return handler(self, s, i, ev) if handler else None

    def play_options(self, s, ev):
        hand, played = s.hands[ev.seat], ev.card
        tried = set()
        for index in range(len(hand)):
            kept = [t for j, t in enumerate(hand) if j != index]
            key = (self.signature(s, hand[index]), tuple(self.signature(s, t) for t in kept))
            if key in tried:
                continue
            tried.add(key)
            o = s.copy()
            ok = self.bind(o, hand[index], played)
            for t in kept:  # a Countess beside a King or a Prince is never kept
                ok = ok and self.restrict(o, t, lambda c: self.edition.forced_card((played, c)) in (None, played))
            del o.hands[ev.seat][index]
            yield o if ok else None

    def keep_options(self, s, i, ev):
        hand, tried = s.hands[ev.seat], set()
        for index in range(len(hand)):
            rest = [t for j, t in enumerate(hand) if j != index]
            for bottom in _orders(rest):
                key = (self.signature(s, hand[index]), tuple(self.signature(s, t) for t in bottom))
                if key in tried:
                    continue
                tried.add(key)
                o = s.copy()
                o.hands[ev.seat] = [hand[index]]
                o.deck.extend(bottom)
                o.keeps[i] = (hand[index], tuple(bottom))
                yield o

    def tie_options(self, s, ev):
        a, b = s.hands[ev.seat][0], s.hands[ev.target][0]
        for card in self.cards:
            o = s.copy()
            yield o if self.bind(o, a, card) and self.bind(o, b, card) else None

    def apply(self, s, i, ev):
        """Follow event ``ev`` (no choice in it); False when it contradicts the state."""
        handler = _Apply.HANDLERS.get(type(ev))
        if handler is None:
            raise TypeError(f"unknown event {ev!r}")
        return handler(self, s, i, ev)

    # --- the answer -----------------------------------------------------------------------------
    def fill(self, s):
        """Every free token gets the smallest card that still leaves a matching, in deck order."""
        for t in range(len(s.card)):
            if s.card[t] is not None:
                continue
            for card in self.cards:
                if card in s.allowed[t]:
                    s.card[t] = card
                    if self.feasible(s):
                        break
                    s.card[t] = None
            if s.card[t] is None:
                raise NoDeal
        return tuple(s.card)

    def moves(self, s, deck):
        moves = []
        for i, ev in enumerate(self.events):
            if type(ev) is Played:
                moves.append(Play(ev.card, ev.target, ev.guess))
            elif type(ev) is ChancellorReturned:
                kept, bottom = s.keeps[i]
                moves.append(Keep(deck[kept], tuple(deck[t] for t in bottom)))
        return tuple(moves)


def _orders(tokens):
    """Every order of ``tokens`` (at most two)."""
    return [tokens] if len(tokens) < 2 else [tokens, tokens[::-1]]


def canonical_deal(obs):
    """(first player, deck order top first, moves) of a round in which ``obs``'s seat sees ``obs``,
    computed from ``obs`` alone; :class:`NoDeal` if no real round gives it."""
    if obs.seat is None:
        raise ValueError("the canonical deal is built from one seat's observation")
    first = next(e.seat for e in obs.events if type(e) is Dealt)
    solver = _Solver(obs)
    s = solver.solve()
    deck = solver.fill(s)
    return first, deck, solver.moves(s, deck)


__all__ = ["canonical_deal", "NoDeal"]
