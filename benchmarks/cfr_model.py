"""An independent model of a two-player round of Love Letter, for counterfactual regret minimization.

The same rules as the package's engine (``loveletter_teach/rounds.py``), written again compactly for
a two-player edition without face-up cards and without Spy or Chancellor: one card set aside face
down (the *burned* card), one card each, then draws. It does not import the engine's rules: the
test ``tests/test_cfr_model.py`` plays thousands of rounds in both and checks that they agree.

Players are numbered from the first player of the round: 0 moves first. Cards are numbered by
their rank in the edition's card list (sorted by value). Chance is a draw: the card drawn is a
uniform card of the *pool* (every card not drawn yet: the deck and the burned card, which nobody
has seen and which are exchangeable); when the deck is empty the pool is the burned card alone,
which a Prince's target then takes.

An information set is what the player to act has seen: the round's log as the engine's
``events_seen_by`` gives it to that seat, with seats renumbered from the first player and cards
written as their numbers (:func:`key_from_events` builds the same key from an engine observation).

An action is ``(card, target, guess)``: target 0 or 1 (a player, the actor included for the Prince),
or None when the card has no target or nobody can be targeted; guess a card number (the Guard) or None.
"""

GUESS, PEEK, COMPARE, PROTECT, PRINCE, SWAP, FORCED, PRINCESS = (
    "guess", "peek", "compare", "protect", "discard_redraw", "swap", "forced", "lose_if_discarded")
SUPPORTED = {GUESS, PEEK, COMPARE, PROTECT, PRINCE, SWAP, FORCED, PRINCESS}


class Rules:
    """What the model needs of an edition: values, effects, counts, the guessable cards."""

    def __init__(self, edition):
        cards = edition.cards
        if edition.face_up_two_players != 0 or not {c.effect for c in cards} <= SUPPORTED:
            raise ValueError("the model plays two-player editions without face-up cards, Spy or Chancellor")
        self.edition = edition
        self.cards = cards
        self.values = tuple(c.value for c in cards)
        self.effects = tuple(c.effect for c in cards)
        self.counts = tuple(c.count for c in cards)
        self.names = tuple(c.name for c in cards)
        self.guessable = tuple(i for i, e in enumerate(self.effects) if e != GUESS)
        self.forcing = tuple(i for i, e in enumerate(self.effects) if e in edition.countess_forced_by)
        self.discard_sum = edition.tie_break == "discard_sum"
        self.index = {c: i for i, c in enumerate(cards)}

    def playable(self, hand):
        """The distinct cards of a two-card hand that may be played (the Countess rule)."""
        a, b = hand
        if self.effects[a] == FORCED and b in self.forcing:
            return (a,)
        if self.effects[b] == FORCED and a in self.forcing:
            return (b,)
        return (a,) if a == b else (min(a, b), max(a, b))


class State:
    """A position of the model. ``chance()`` lists the (card, count) outcomes of a chance node,
    ``legal()`` the actions of a decision node; ``draw(card)`` and ``play(action)`` give the next
    state (a new object). ``keys[p]`` is player p's information: what it has seen."""

    __slots__ = ("rules", "hands", "pool", "deck_n", "burned_taken", "sums", "protected", "current",
                 "keys", "stage", "winners", "pending")

    # stage: "deal0", "deal1" (chance: the first and second player's card), "draw" (chance: the
    # current player's draw), "redraw" (chance: a Prince's target draws), "play", "over".
    @classmethod
    def start(cls, rules):
        s = cls()
        s.rules = rules
        s.hands = ((), ())
        s.pool = rules.counts
        s.deck_n = sum(rules.counts) - 1  # the burned card is in the pool, not in the deck
        s.burned_taken = False
        s.sums = (0, 0)
        s.protected = (False, False)
        s.current = 0
        s.keys = ((), ())
        s.stage = "deal0"
        s.winners = None
        s.pending = None
        return s

    def _copy(self):
        s = State.__new__(State)
        for name in State.__slots__:
            setattr(s, name, getattr(self, name))
        return s

    @property
    def over(self):
        return self.stage == "over"

    @property
    def is_chance(self):
        return self.stage in ("deal0", "deal1", "draw", "redraw")

    def utility(self):
        """+1 when player 0 alone wins, -1 when player 1 alone wins, 0 when they share."""
        w = self.winners
        return 0 if len(w) == 2 else (1 if w[0] == 0 else -1)

    def chance(self):
        """(card, count) of each card the pool can give now (count / total is its probability)."""
        return [(c, k) for c, k in enumerate(self.pool) if k]  # deck empty: the burned card alone

    def _see(self, viewers, token, hidden):
        """Append ``token`` to the keys of ``viewers``, ``hidden`` to the other player's."""
        k0, k1 = self.keys
        self.keys = (k0 + ((token if 0 in viewers else hidden),), k1 + ((token if 1 in viewers else hidden),))

    def draw(self, card):
        s = self._copy()
        pool = list(s.pool)
        pool[card] -= 1
        s.pool = tuple(pool)
        stage = s.stage
        if stage == "redraw":
            target = s.pending
            from_burned = s.deck_n == 0
            if from_burned:
                s.burned_taken = True
            else:
                s.deck_n -= 1
            s._set_hand(target, (card,))
            s._see((target,), ("Redrew", target, card, from_burned), ("Redrew", target, None, from_burned))
            s.pending = None
            s._end_turn()
            return s
        s.deck_n -= 1
        if stage in ("deal0", "deal1"):
            seat = 0 if stage == "deal0" else 1
            s._set_hand(seat, (card,))
            s._see((seat,), ("Dealt", seat, card), ("Dealt", seat, None))
            if stage == "deal0":
                s.stage = "deal1"
            else:
                s.current = 1  # the first player's turn starts as after the seat before it
                s._end_turn()
            return s
        # stage == "draw": the current player draws
        seat = s.current
        s._set_hand(seat, s.hands[seat] + (card,))
        s._see((seat,), ("Drew", seat, card), ("Drew", seat, None))
        s.stage = "play"
        return s

    def _set_hand(self, seat, hand):
        h = list(self.hands)
        h[seat] = hand
        self.hands = tuple(h)

    def legal(self):
        """The actions of the player to act, sorted (None before numbers)."""
        r, seat = self.rules, self.current
        other = 1 - seat
        open_other = not self.protected[other]
        actions = []
        for card in r.playable(self.hands[seat]):
            effect = r.effects[card]
            if effect == GUESS:
                actions += [(card, other, g) for g in r.guessable] if open_other else [(card, None, None)]
            elif effect in (PEEK, COMPARE, SWAP):
                actions.append((card, other, None) if open_other else (card, None, None))
            elif effect == PRINCE:
                actions += [(card, seat, None), (card, other, None)] if open_other else [(card, seat, None)]
            else:
                actions.append((card, None, None))
        return actions

    def play(self, action):
        r = self.rules
        s = self._copy()
        seat = s.current
        other = 1 - seat
        card, target, guess = action
        hand = list(s.hands[seat])
        hand.remove(card)
        s._set_hand(seat, tuple(hand))
        s._add_sum(seat, card)
        token = ("Played", seat, card, target, guess)
        s._see((0, 1), token, token)
        effect = r.effects[card]
        if effect == PROTECT:
            p = list(s.protected)
            p[seat] = True
            s.protected = tuple(p)
        elif effect == PRINCESS:
            s._eliminate(seat, "princess")
        elif target is not None:
            if effect == GUESS:
                hit = s.hands[target][0] == guess
                token = ("Guessed", seat, target, card, guess, hit)
                s._see((0, 1), token, token)
                if hit:
                    s._eliminate(target, "guess")
            elif effect == PEEK:
                token = ("Looked", seat, target, s.hands[target][0])
                s._see((0, 1), token, token)  # in two players both seats see it (seat and target)
            elif effect == COMPARE:
                mine, theirs = s.hands[seat][0], s.hands[target][0]
                vm, vt = r.values[mine], r.values[theirs]
                loser = seat if vm < vt else target if vm > vt else None
                token = ("Compared", seat, target, mine, theirs, loser)
                s._see((0, 1), token, token)
                if loser is not None:
                    s._eliminate(loser, "compare")
            elif effect == SWAP:
                h = s.hands
                s.hands = (h[1], h[0])
                token = ("Swapped", seat, target, s.hands[seat][0], s.hands[target][0])
                s._see((0, 1), token, token)
            elif effect == PRINCE:
                old = s.hands[target][0]
                s._set_hand(target, ())
                s._add_sum(target, old)
                token = ("Discarded", target, old)
                s._see((0, 1), token, token)
                if r.effects[old] == PRINCESS:
                    token = ("Eliminated", target, None, "princess")
                    s._see((0, 1), token, token)
                    s._finish((1 - target,))
                else:
                    s.stage, s.pending = "redraw", target
                return s
        s._end_turn()
        return s

    def _add_sum(self, seat, card):
        sums = list(self.sums)
        sums[seat] += self.rules.values[card]
        self.sums = tuple(sums)

    def _eliminate(self, seat, cause):
        card = self.hands[seat][0] if self.hands[seat] else None
        self._set_hand(seat, ())
        token = ("Eliminated", seat, card, cause)
        self._see((0, 1), token, token)
        self._finish((1 - seat,))

    def _finish(self, winners):
        self.winners = winners
        self.stage = "over"

    def _end_turn(self):
        if self.stage == "over":
            return
        if self.deck_n == 0:  # showdown
            r = self.rules
            v0, v1 = r.values[self.hands[0][0]], r.values[self.hands[1][0]]
            if v0 != v1:
                self._finish((0,) if v0 > v1 else (1,))
            elif r.discard_sum and self.sums[0] != self.sums[1]:
                self._finish((0,) if self.sums[0] > self.sums[1] else (1,))
            else:
                self._finish((0, 1))
            return
        seat = 1 - self.current
        self.current = seat
        if self.protected[seat]:  # a Handmaid lasts until the start of its player's turn
            p = list(self.protected)
            p[seat] = False
            self.protected = tuple(p)
        self.stage = "draw"

    def key(self):
        """The information set of the player to act: (player, what it has seen)."""
        return (self.current, self.keys[self.current])


# --- from the engine ------------------------------------------------------------------------------
def key_from_events(rules, events, seat):
    """The model's information-set key for ``seat`` from the events it saw (an engine observation's
    ``events``): seats renumbered from the first player (the first Dealt event), cards as numbers."""
    first = events[0].seat
    index = rules.index

    def rel(s):
        return None if s is None else (s - first) % 2

    def num(c):
        return None if c is None else index[c]

    out = []
    for e in events:
        kind = type(e).__name__
        if kind in ("Dealt", "Drew"):
            out.append((kind, rel(e.seat), num(e.card)))
        elif kind == "Played":
            out.append((kind, rel(e.seat), num(e.card), rel(e.target), num(e.guess)))
        elif kind == "Guessed":
            out.append((kind, rel(e.seat), rel(e.target), num(e.card), num(e.guess), e.hit))
        elif kind == "Looked":
            out.append((kind, rel(e.seat), rel(e.target), num(e.card)))
        elif kind == "Compared":
            out.append((kind, rel(e.seat), rel(e.target), num(e.seat_card), num(e.target_card), rel(e.loser)))
        elif kind == "Swapped":
            out.append((kind, rel(e.seat), rel(e.target), num(e.seat_card), num(e.target_card)))
        elif kind == "Discarded":
            out.append((kind, rel(e.seat), num(e.card)))
        elif kind == "Redrew":
            out.append((kind, rel(e.seat), num(e.card), e.from_burned))
        elif kind == "Eliminated":
            out.append((kind, rel(e.seat), num(e.card), e.cause))
        elif kind == "RoundEnded":
            continue
        else:
            raise ValueError(f"event {kind} is not in the model")
    return (rel(seat), tuple(out))


def to_engine(rules, action, first):
    """The engine's Play for the model's ``action`` in a round whose first player is seat ``first``."""
    from loveletter_teach.actions import Play
    card, target, guess = action
    return Play(rules.cards[card], None if target is None else (target + first) % 2,
                None if guess is None else rules.cards[guess])


def from_engine(rules, play, first):
    """The model's action for the engine's Play."""
    return (rules.index[play.card], None if play.target is None else (play.target - first) % 2,
            None if play.guess is None else rules.index[play.guess])
