"""``déducteur``: every choice from the exact ``déduction`` probabilities, scored the way a
teacher would explain it.

Each legal play gets a score: what the card does now (the chance that a Guard guess hits, the
chance of winning minus the chance of losing a Baron duel, the chance that a Prince makes its
target discard the Princess, …) plus a small value for the card kept for the showdown. The play
of highest score is chosen; the sentence gives the probability behind it.
"""

from fractions import Fraction

from .. import fr
from ..probability import BeliefTracker
from .base import WORDS, Bot, best, chances, join, kept_after, public_move, say, what_i_know, who, who_knows_my_card, word
from .simple import compare_odds, highest_keeps, keep_highest, prob_of, simple_reason, told_aim

KEEP_WEIGHT = 0.3  # the value of the card kept, as a share of the highest card's value
SMALL = {"peek": 0.1, "protect": 0.15, "spy": 0.12, "draw_keep": 0.1, "forced": 0.0}


class Deducteur(Bot):
    """Uses the exact ``déduction`` for the Guard, the Baron, the Prince and the King."""

    name = "déducteur"

    def __init__(self, seed=0, max_worlds=30_000, samples=300, protect=SMALL["protect"], known_card=0.0):
        super().__init__(seed)
        # ``protect``: the worth of a Handmaid; ``known_card``: a bonus for playing the card that
        # another player knows (so that it no longer helps them).
        self.small, self.known_card = {**SMALL, "protect": protect}, known_card
        # A limit in worlds, never in seconds: the same seed gives the same move on any machine.
        self.options = dict(max_worlds=max_worlds, samples=samples, seed=0)
        self._trackers = {}  # seat -> BeliefTracker: each decision applies only the new events

    def beliefs(self, obs):
        """The exact ``déduction`` of ``obs`` (the same as ``deduction(obs)`` with this bot's budget)."""
        if obs.seat not in self._trackers:
            self._trackers[obs.seat] = BeliefTracker(obs.seat, **self.options)
        return self._trackers[obs.seat].update(obs)

    def decide(self, obs, beliefs=None):
        """``beliefs``: the déduction to use instead of this bot's own (a search that knows better)."""
        rng = self.rng(obs)
        if obs.phase == "keep":
            action = keep_highest(obs, rng)
            return action, say("keep_highest", card=action.card)
        legal = obs.legal_actions
        forced = obs.edition.forced_card(obs.hand)
        if forced is not None:
            return legal[0], say("forced", card=forced)
        words = WORDS.get()  # choose() wants the move only: no sentence (nor what_i_know's walk of the events)
        if len(legal) == 1:
            return legal[0], simple_reason(obs, legal[0]) if words else ""
        beliefs, scores = self.scores(obs, beliefs)
        action = best(legal, scores.get, rng)
        return action, self.reason(obs, beliefs, action) if words else ""

    def scores(self, obs, beliefs=None):
        """(the beliefs, {legal play: score}) at ``obs``, a decision of the play phase (``beliefs``:
        default, this bot's déduction)."""
        beliefs = self.beliefs(obs) if beliefs is None else beliefs
        known = self.known_cards(obs)
        return beliefs, {a: self.score(obs, beliefs, a, known) for a in obs.legal_actions}

    def likelihood(self, obs, action):
        """The chance that this bot plays ``action`` at ``obs`` (the seat's observation): 1 or 0, or
        its share among tied best moves (a tie is broken by the bot's random stream, which another
        seat does not know)."""
        legal = obs.legal_actions
        if action not in legal:
            return 0
        if obs.phase == "keep":
            ties = highest_keeps(obs)
            return Fraction(1, len(ties)) if action in ties else 0
        if obs.edition.forced_card(obs.hand) is not None or len(legal) == 1:
            return int(action == legal[0])
        scores = self.scores(obs)[1]
        top = max(scores.values())
        ties = [a for a in legal if scores[a] == top]
        return Fraction(1, len(ties)) if action in ties else 0

    def known_cards(self, obs):
        """The cards of this seat that another player still in the round knows (one walk of the events)."""
        if not self.known_card or obs.phase != "play":
            return []
        return [c for other, c in who_knows_my_card(obs).items() if obs.alive[other]]

    def score(self, obs, beliefs, action, known=None):
        """``known``: :meth:`known_cards`, when the caller scores many actions of one observation."""
        worth = score(obs, beliefs, action, self.small)
        known = self.known_cards(obs) if known is None else known
        if action.card in known:
            worth += self.known_card
        return worth

    def parts(self, obs, beliefs, action):
        """{"now": what the card does now, "keep": the card kept, "known": the bonus for playing a card
        another player knows}: the parts of :meth:`score` (which adds them in that order)."""
        now, keep = score_parts(obs, beliefs, action, self.small)
        return {"now": now, "keep": keep, "known": self.known_card if action.card in self.known_cards(obs) else 0.0}

    def told(self, view, seat, move):
        if move is None:
            return say("told_keep_highest")
        if move.target is None or move.card.effect not in ("guess", "compare", "discard_redraw", "swap"):
            return say("told_scored", action=public_move(view, move))
        return join(say("told_scored_aim"), told_aim(view, seat, move, "by_deduction"))

    def explain_other(self, obs, action):
        if obs.phase != "play" or action not in obs.legal_actions:
            return super().explain_other(obs, action)
        return self.reason(obs, self.beliefs(obs), action)

    def reason(self, obs, beliefs, action):
        effect, target = action.card.effect, action.target
        how = "by_deduction"
        if target is None or effect in ("peek", "protect", "spy", "draw_keep", "forced"):
            return simple_reason(obs, action, "scored")  # no probability to say: the move scored best
        if effect == "guess":
            p = prob_of(beliefs, target, action.guess)
            return join(what_i_know(obs, target),
                        say("guess", guess=action.guess, p=who(obs, target), chances=chances(p), how=_how(how)))
        if effect == "compare":
            mine = kept_after(obs, action)
            win, lose = compare_odds(beliefs, target, mine)
            return say("compare", p=who(obs, target), mine=mine, win=chances(win), lose=chances(lose),
                       how=_how(how))
        if effect == "discard_redraw":
            if target == obs.seat:
                return say("prince_self", card=action.card)
            princesses = obs.edition.with_effect("lose_if_discarded")
            if princesses:
                p = sum((prob_of(beliefs, target, c) for c in princesses), Fraction(0))
                return say("prince", about=target, card=action.card, p=who(obs, target), princess=princesses[0],
                           chances=chances(p), how=_how(how))
            return say("target", card=action.card, p=who(obs, target))
        if effect == "swap":
            mine = kept_after(obs, action)
            return say("swap", about=target, card=action.card, p=who(obs, target), mine=mine,
                       mean=fr.decimal(expected_value(beliefs, target), 1))
        return simple_reason(obs, action, "scored")


def _how(key):
    return word(key)


def expected_value(beliefs, seat):
    dist = beliefs.players.get(seat, {})
    total = sum(dist.values())
    return float(sum(p * c.value for c, p in dist.items()) / total) if total else 0.0


def score(obs, beliefs, action, small=SMALL):
    """The immediate worth of ``action`` (see the module's docstring); ``small``: the worth of the
    cards without a target or a probability behind them."""
    now, keep = score_parts(obs, beliefs, action, small)
    return now + keep


def score_parts(obs, beliefs, action, small=SMALL):
    """:func:`score` in its two parts: (what the card does now, the worth of the card kept), whose sum
    is the score (the card kept counts 0 when it is not scored apart: a Princess discarded, a Prince
    on oneself, a King's swap)."""
    card, target = action.card, action.target
    effect = card.effect
    top = max(c.value for c in obs.edition.cards) or 1
    kept = kept_after(obs, action)
    keep = KEEP_WEIGHT * kept.value / top if kept is not None else 0.0
    if effect == "lose_if_discarded":
        return -1.0, 0.0
    if target is None:
        return small.get(effect, 0.0), keep
    if effect == "guess":
        return float(prob_of(beliefs, target, action.guess)), keep
    if effect == "compare":
        win, lose = compare_odds(beliefs, target, kept)
        return float(win - lose), keep
    if effect == "discard_redraw":
        if target == obs.seat:
            if kept.effect == "lose_if_discarded":
                return -1.0, 0.0
            draw = beliefs.next_draw or beliefs.burned or {}
            mass = sum(draw.values()) or 1
            return KEEP_WEIGHT * float(sum(p * c.value for c, p in draw.items()) / mass) / top - 0.05, 0.0
        p = sum((prob_of(beliefs, target, c) for c in obs.edition.with_effect("lose_if_discarded")), 0)
        return float(p) + 0.05, keep
    if effect == "swap":
        return KEEP_WEIGHT * expected_value(beliefs, target) / top - 0.05, 0.0
    if effect == "peek":
        dist = beliefs.players.get(target, {})
        known = dist and max(dist.values()) == 1
        return (0.02 if known else small["peek"]), keep
    return small.get(effect, 0.0), keep
