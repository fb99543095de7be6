"""The playout policy of ``stratège``: a fast player that remembers what it learns.

Each simulated player reads only its own hand, the public discards and what it learnt during the
simulated round (or, for the searching seat, before it): the card a Priest showed, the card of a
Baron tie, the card given in a King's swap. With that it plays as a careful beginner would: a
Guard names a card it knows, otherwise the most common card it cannot see; a Baron or a Prince
goes to a player it knows to be beaten or to hold the Princess; otherwise the lower card is played
3 times out of 4. Playouts where nobody uses what they learn would make looking worthless.
"""

from collections import Counter


class Playout:
    """Plays a Round to its end. ``known``: {(viewer, target): card} known at the start."""

    def __init__(self, rng, known=None):
        self.rng = rng
        self.known = dict(known or {})

    def run(self, r, seat):
        """Play ``r`` out; ``seat``'s share of the round won (1/k for a shared win)."""
        while r.phase != "over":
            action = self.choose(r)
            mover = r.current
            r.play(action)
            if r.phase != "over":
                self.learn(r, mover, action)
        winners = r.result.winners
        return 1.0 / len(winners) if seat in winners else 0.0

    # --- choosing ------------------------------------------------------------------------------
    def choose(self, r):
        """The only legal move, the higher card to keep after a Chancellor, else :meth:`decide`'s."""
        legal = r.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if r.phase == "keep":
            top = max(a.card.value for a in legal)
            return next(a for a in legal if a.card.value == top)
        return self.decide(r, legal)

    def decide(self, r, legal):
        """The move among two or more ``legal`` plays."""
        me = r.current
        hand = r.hands[me]
        for action in legal:  # a sure thing first: a Guard, Baron or Prince on a known card
            if self.sure(r, me, hand, action):
                return action
        card = self.pick_card(legal)
        plays = [a for a in legal if a.card == card]
        if card.effect == "guess" and plays[0].target is not None:
            return self.guess(r, me, hand, plays)
        return plays[int(self.rng.random() * len(plays))]

    def sure(self, r, me, hand, action):
        target = action.target
        if target is None or target == me:
            return False
        card = self.known.get((me, target))
        if card is None:
            return False
        effect = action.card.effect
        if effect == "guess":
            return action.guess == card
        if effect == "compare":
            rest = list(hand)
            rest.remove(action.card)
            return rest[0].value > card.value
        if effect == "discard_redraw":
            return card.effect == "lose_if_discarded"
        return False

    def pick_card(self, legal):
        first, last = legal[0].card, legal[-1].card  # legal actions are sorted: the first is lower
        if first == last:
            return first
        if last.effect == "lose_if_discarded":
            return first
        if first.effect == "lose_if_discarded":
            return last
        return first if self.rng.random() < 0.75 else last

    def guess(self, r, me, hand, plays):
        """Name the card the player cannot see most often (ties broken at random)."""
        unseen = Counter(r.edition.deck)
        unseen.subtract(hand)
        unseen.subtract(r.face_up)
        for pile in r.discards:
            unseen.subtract(pile)
        target = plays[int(self.rng.random() * len(plays))].target
        options = [a for a in plays if a.target == target]
        top = max(unseen[a.guess] for a in options)
        best = [a for a in options if unseen[a.guess] == top]
        return best[int(self.rng.random() * len(best))]

    # --- learning ------------------------------------------------------------------------------
    def learn(self, r, mover, action):
        card, target = action.card, getattr(action, "target", None)  # a Chancellor's Keep has none
        if target is None and not self.known:
            return
        for (viewer, seat), known in list(self.known.items()):
            # A player who plays the very card we knew may hold another one now; a player
            # who leaves or changes cards is forgotten.
            if (seat == mover and known == card) or not r.alive[seat] or \
                    (seat == target and card.effect in ("discard_redraw", "swap")) or \
                    (seat == mover and card.effect in ("draw_keep", "swap")):
                del self.known[viewer, seat]
        if target is None or target == mover or not r.alive[mover] or not r.alive[target]:
            return
        if card.effect == "peek":
            self.known[mover, target] = r.hands[target][0]
        elif card.effect in ("compare", "swap"):  # a Baron tie, or a swap: each knows the other's card
            self.known[mover, target] = r.hands[target][0]
            self.known[target, mover] = r.hands[mover][0]


# The worths of déducteur's score (bots/deducteur.py), copied so that a playout stays cheap.
KEEP_WEIGHT = 0.3
SMALL = {"peek": 0.1, "protect": 0.15, "spy": 0.12, "draw_keep": 0.1, "forced": 0.0}


class ScoredPlayout(Playout):
    """A playout whose simulated players choose as the table's ``déducteur`` does, each from its
    own information only.

    A simulated player scores every legal play with déducteur's score (the chance that a Guard
    guess hits, a Baron's chance to win minus its chance to lose, the chance that a Prince makes
    its target discard the Princess, the worth of a Handmaid, plus a share of the card kept), where
    the chances are those of *its* count: the cards it cannot see (the edition's deck minus its own
    hand, the face-up cards and the discards), uniformly, or the card it knows (a Priest's look, a
    Baron tie, a King's swap, learnt in the round or before it). It never reads another player's
    hand: an opponent of the searching seat does not see the searcher's card. Exact deduction would
    be the table's déducteur exactly, but costs milliseconds a decision; the count is its cheap
    stand-in, of the same information set."""

    def decide(self, r, legal):
        me = r.current
        hand = r.hands[me]
        edition = r.edition
        forced = edition.forced_card(hand)
        if forced is not None:
            return next(a for a in legal if a.card == forced)
        unseen = Counter(edition.deck)
        unseen.subtract(hand)
        unseen.subtract(r.face_up)
        for pile in r.discards:
            unseen.subtract(pile)
        total = sum(n for n in unseen.values() if n > 0) or 1
        top = max(c.value for c in edition.cards) or 1
        known = self.known
        best, best_score = [], None
        for action in legal:
            s = self.score(action, me, hand, unseen, total, top, known)
            if best_score is None or s > best_score + 1e-12:
                best, best_score = [action], s
            elif s > best_score - 1e-12:
                best.append(action)
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    @staticmethod
    def score(action, me, hand, unseen, total, top, known):
        card, target = action.card, action.target
        effect = card.effect
        if effect == "lose_if_discarded":
            return -1.0
        kept = hand[1] if hand[0] == card else hand[0]
        keep = KEEP_WEIGHT * kept.value / top
        if target is None:
            return SMALL.get(effect, 0.0) + keep
        if target == me:
            if effect == "discard_redraw":
                if kept.effect == "lose_if_discarded":
                    return -1.0
                mean = sum(c.value * n for c, n in unseen.items() if n > 0) / total
                return KEEP_WEIGHT * mean / top - 0.05
            return SMALL.get(effect, 0.0) + keep
        sure = known.get((me, target))

        def p(test):
            if sure is not None:
                return 1.0 if test(sure) else 0.0
            return sum(n for c, n in unseen.items() if n > 0 and test(c)) / total
        if effect == "guess":
            guess = action.guess
            return p(lambda c: c == guess) + keep
        if effect == "compare":
            v = kept.value
            return p(lambda c: c.value < v) - p(lambda c: c.value > v) + keep
        if effect == "discard_redraw":
            return p(lambda c: c.effect == "lose_if_discarded") + 0.05 + keep
        if effect == "swap":
            mean = sure.value if sure is not None else sum(c.value * n for c, n in unseen.items() if n > 0) / total
            return KEEP_WEIGHT * mean / top - 0.05
        if effect == "peek":
            return (0.02 if sure is not None else SMALL["peek"]) + keep
        return SMALL.get(effect, 0.0) + keep
