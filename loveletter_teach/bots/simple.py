"""Three simple bots: ``hasard``, ``prudent`` (DESIGN.md's play model) and ``compteur``."""

from collections import Counter
from fractions import Fraction
from math import factorial, prod

from ..actions import Keep
from ..editions import NO_TARGET
from ..probability import card_counting

from .base import (WORDS, B, Bot, best, by_card, chances, join, kept_after, named, public_move, public_targets, say,
                   ties, what_i_know, who, word)


class Hasard(Bot):
    """A uniformly random legal action."""

    name = "hasard"

    def decide(self, obs):
        action = self.rng(obs).choice(obs.legal_actions)
        return action, say("hasard", action=named(obs, action)) if WORDS.get() else ""

    def likelihood(self, obs, action):
        """The chance that this bot plays ``action`` at ``obs``: one legal action drawn uniformly."""
        legal = obs.legal_actions
        return Fraction(1, len(legal)) if action in legal else 0

    def told(self, view, seat, move):
        return say("hasard", action=public_move(view, move))


def model_card(obs, rng):
    """DESIGN.md's play model: a physical card of the hand, uniformly among the allowed ones,
    never the Princess when another card is allowed."""
    return rng.choice(model_cards(obs))


def model_cards(obs):
    """The physical cards :func:`model_card` draws from: those of the hand that are allowed, without
    the Princess when another one is."""
    allowed = {a.card for a in obs.legal_actions}
    hand = [c for c in obs.hand if c in allowed]
    return [c for c in hand if c.effect != "lose_if_discarded"] or hand


def keep_at_random(obs, rng):
    """The Chancellor of the play model: keep a uniform physical card, return the others in a
    random order."""
    rest = list(obs.hand)
    kept = rest.pop(rng.randrange(len(rest)))
    rng.shuffle(rest)
    return Keep(kept, tuple(rest))


def model_likelihood(obs, action):
    """The chance that :func:`model_card` then a uniform play of that card (or :func:`keep_at_random`)
    gives ``action`` at ``obs``: the play model of DESIGN.md, targets and named cards drawn uniformly."""
    legal = obs.legal_actions
    if action not in legal:
        return 0
    hand = list(obs.hand)
    if obs.phase == "keep":  # a uniform physical card kept; each order of the others as likely
        hand.remove(action.card)
        orders = Fraction(factorial(len(hand)), prod(factorial(k) for k in Counter(hand).values()))
        return Fraction(obs.hand.count(action.card), len(obs.hand)) / orders
    cards = model_cards(obs)
    return Fraction(cards.count(action.card), len(cards)) / len(by_card(legal)[action.card])


class Prudent(Bot):
    """The play model of DESIGN.md, so that a class can check ``déduction`` against simulations."""

    name = "prudent"

    def decide(self, obs):
        rng = self.rng(obs)
        if obs.phase == "keep":
            action = keep_at_random(obs, rng)
            return action, say("prudent_keep", card=action.card)
        card = model_card(obs, rng)
        plays = by_card(obs.legal_actions)[card]
        action = rng.choice(plays)
        if obs.edition.forced_card(obs.hand) == card:
            why = say("forced", card=card)
        elif any(c.effect == "lose_if_discarded" for c in obs.hand) and card.effect != "lose_if_discarded":
            why = say("prudent_princess", card=card, princess=_princess(obs))
        else:
            why = say("prudent", card=card)
        return action, join(why, at_random(obs, action, plays))

    def likelihood(self, obs, action):
        """The chance that this bot plays ``action`` at ``obs`` (another seat does not know its random
        stream): :func:`model_likelihood`."""
        return model_likelihood(obs, action)

    def told(self, view, seat, move):
        if move is None:
            return say("told_keep_random")
        # the Princess is described, not named: a card the learner never saw is named by no thought
        return join(say("told_prudent", card=move.card), aimed_at_random(view, seat, move))


def _princess(obs):
    return next(c for c in obs.hand if c.effect == "lose_if_discarded")


def at_random(obs, action, plays):
    """Why the target and the named card of a play chosen at random among ``plays``: what the bot
    knew of the target, and for a guess the chance, by card counting, that it hits."""
    if not WORDS.get():  # a move chosen without words (Bot.choose): no counting for a sentence
        return ""
    target = action.target
    if target is None:
        return say("no_target", card=action.card) if obs.edition.target_kind(action.card) != NO_TARGET else ""
    if target == obs.seat:
        return say("aim_self_only" if len(plays) == 1 else "aim_self")
    if action.guess is not None:
        p = prob_of(card_counting(obs), target, action.guess)
        aim = say("aim_guess", about=target, p=who(obs, target), guess=action.guess, chances=chances(p),
                  how=word("by_counting"))
    else:
        aim = say("aim", about=target, p=who(obs, target))
    return join(what_i_know(obs, target), aim)


def aimed_at_random(view, seat, move):
    """:func:`at_random`'s sentence for what everyone saw of the move: the target and the named
    card drawn among the plays of its card (the chance is not told: it came from the bot's cards)."""
    targets = public_targets(view, seat, move.card)
    if move.target is None:
        return say("no_target", card=move.card) if view.edition.target_kind(move.card) != NO_TARGET else ""
    if move.target == seat:
        return say("aim_self_only" if len(targets) == 1 else "aim_self")
    if move.guess is not None:
        return say("told_aim_guess", about=move.target, p=who(view, move.target), guess=move.guess)
    return say("aim", about=move.target, p=who(view, move.target))


def keep_highest(obs, rng):
    """Keep the card of highest value (the others go under the deck in the legal order)."""
    return rng.choice(highest_keeps(obs))


def highest_keeps(obs):
    """The keeps of ``obs``'s highest card, any order of the others: :func:`keep_highest` picks one
    of them at random (a seat that sees only the Chancellor's block count gives each the same chance)."""
    top = max(a.card.value for a in obs.legal_actions)
    return [a for a in obs.legal_actions if a.card.value == top]


def lower_card(obs, groups):
    """The card to play in simple play: the only one, or the lower one, never the Princess
    when there is a choice."""
    cards = list(groups)
    if len(cards) == 1:
        return cards[0]
    safe = [c for c in cards if c.effect != "lose_if_discarded"] or cards
    return min(safe, key=lambda c: c.value)


AIMED = ("compare", "discard_redraw", "guess")  # the cards compteur aims by counting (the others: at random)


def lower_plays(obs):
    """The plays of the lower card (:func:`lower_card`) and how :class:`Compteur` chooses among them:
    ``forced`` (the Countess: its one play), ``random`` (no target, or a card it does not aim: a play
    drawn at random) or ``aimed`` (:func:`aimed`)."""
    groups = by_card(obs.legal_actions)
    plays = groups[lower_card(obs, groups)]
    if obs.edition.forced_card(obs.hand) is not None:
        return plays, "forced"
    if plays[0].target is None or plays[0].card.effect not in AIMED:
        return plays, "random"
    return plays, "aimed"


class Compteur(Bot):
    """Guard guesses from card counting (``comptage``); otherwise plays its lower card, keeps the
    higher one, and aims the Baron and the Prince by counting too."""

    name = "compteur"

    def decide(self, obs):
        rng = self.rng(obs)
        if obs.phase == "keep":
            action = keep_highest(obs, rng)
            return action, say("keep_highest", card=action.card)
        plays, how = lower_plays(obs)
        if how == "forced":
            return plays[0], say("forced", card=plays[0].card)
        if how == "random":
            action = rng.choice(plays)
            # the lower card (the rule decides when the other is the Princess), a target drawn at random
            why = "lowest_random" if action.target not in (None, obs.seat) else "lowest"
            return action, simple_reason(obs, action, why) if WORDS.get() else ""
        return aimed(obs, plays, card_counting, rng, "by_counting")

    def likelihood(self, obs, action):
        """The chance that this bot plays ``action`` at ``obs`` (another seat does not know its random
        stream): 1 or 0, or its share among the moves :meth:`decide` draws from."""
        legal = obs.legal_actions
        if action not in legal:
            return 0
        if obs.phase == "keep":
            drawn = highest_keeps(obs)
        else:
            plays, how = lower_plays(obs)
            if how == "forced":
                drawn = plays[:1]
            elif how == "random":
                drawn = plays
            else:
                plays = aimed_plays(obs, plays)
                drawn = plays if len(plays) == 1 else ties(plays, aim_score(obs, plays, card_counting(obs)))
        return Fraction(1, len(drawn)) if action in drawn else 0

    def told(self, view, seat, move):
        if move is None:
            return say("told_keep_highest")
        effect = move.card.effect
        how = say("told_lowest", card=move.card)
        if move.target is None or effect not in AIMED:
            return join(how, aimed_at_random(view, seat, move))  # no target, or one drawn at random
        return join(how, told_aim(view, seat, move, "by_counting"))


def told_aim(view, seat, move, how):
    """What :func:`aimed` (and ``déducteur``) chose, told from the move alone: among the plays of the
    card, one of the best by the bot's probabilities (their values stay the bot's)."""
    effect, p = move.card.effect, who(view, move.target)
    if effect == "guess":
        return say("told_guess", guess=move.guess, p=p, how=B[how])
    if effect == "compare":
        return say("told_compare", p=p, how=B[how])
    if effect == "discard_redraw":
        princesses = view.edition.with_effect("lose_if_discarded")
        if move.target == seat:
            return say("prince_self", card=move.card)
        if princesses:
            return say("told_prince", card=move.card, p=p, princess=princesses[0], how=B[how])
        return say("target", card=move.card, p=p)
    if effect == "swap":
        return say("told_swap", about=move.target, p=p, how=B[how])
    return say("target", card=move.card, p=p)


def prob_of(beliefs, seat, card):
    return beliefs.players.get(seat, {}).get(card, 0)


def compare_odds(beliefs, seat, mine):
    """(P(win), P(lose)) of a Baron with ``mine`` against ``seat``."""
    dist = beliefs.players.get(seat, {})
    win = sum((p for c, p in dist.items() if c.value < mine.value), Fraction(0))
    lose = sum((p for c, p in dist.items() if c.value > mine.value), Fraction(0))
    return win, lose


def aimed(obs, plays, belief, rng, how):
    """Choose among the plays of one card with the beliefs ``belief(obs)`` (asked only when they
    choose the play or when the sentence is wanted): the best Guard guess, the Baron target most
    likely to lose, the Prince target most likely to hold the Princess."""
    card = plays[0].card
    effect = card.effect
    words = WORDS.get()
    plays = aimed_plays(obs, plays)
    if len(plays) == 1 and not words:  # one play: the beliefs would choose nothing
        return plays[0], ""
    beliefs = belief(obs)
    if effect == "guess":
        action = best(plays, aim_score(obs, plays, beliefs), rng)
        if not words:
            return action, ""
        p = prob_of(beliefs, action.target, action.guess)
        return action, say("guess", guess=action.guess, p=who(obs, action.target), chances=chances(p),
                                         how=word(how))
    if effect == "compare":
        mine = kept_after(obs, plays[0])
        action = best(plays, aim_score(obs, plays, beliefs), rng)
        if not words:
            return action, ""
        win, lose = compare_odds(beliefs, action.target, mine)
        return action, say("compare", p=who(obs, action.target), mine=mine, win=chances(win),
                                           lose=chances(lose), how=word(how))
    if effect == "discard_redraw":
        princesses = obs.edition.with_effect("lose_if_discarded")
        p_princess = aim_score(obs, plays, beliefs)
        action = best(plays, p_princess, rng)
        if not words:
            return action, ""
        if action.target == obs.seat:
            return action, say("prince_self", card=card)
        if princesses:
            return action, say("prince", about=action.target, card=card, p=who(obs, action.target),
                                              princess=princesses[0], chances=chances(p_princess(action)),
                                              how=word(how))
        return action, say("target", card=card, p=who(obs, action.target))
    action = rng.choice(plays)
    return action, simple_reason(obs, action)


def aimed_plays(obs, plays):
    """The plays of one card :func:`aimed` chooses among: a Prince aims at another player when it can."""
    if plays[0].card.effect == "discard_redraw":
        return [a for a in plays if a.target != obs.seat] or plays
    return plays


def aim_score(obs, plays, beliefs):
    """The score :func:`aimed` gives each of ``plays`` (one card: a Guard, a Baron or a Prince), from
    ``beliefs``: the chance that a guess hits, the chance of winning minus that of losing a duel, the
    chance that the target holds the Princess."""
    effect = plays[0].card.effect
    if effect == "guess":
        return lambda a: prob_of(beliefs, a.target, a.guess)
    if effect == "compare":
        mine = kept_after(obs, plays[0])
        odds = {a: compare_odds(beliefs, a.target, mine) for a in plays}
        return lambda a: odds[a][0] - odds[a][1]
    princesses = obs.edition.with_effect("lose_if_discarded")
    return lambda a: sum((prob_of(beliefs, a.target, c) for c in princesses), Fraction(0))


def simple_reason(obs, action, why=None):
    """The sentence of a move that no probability chose. A sentence that says only the move (« Je joue
    le Prêtre sur Bob. ») is followed by why it was chosen: the only legal move, or ``why`` (a key of
    ``fr.BOTS``: the reason the calling bot's code used, such as « lowest » or « scored »)."""
    card, kept = action.card, kept_after(obs, action)
    if action.target is None and obs.edition.target_kind(card) != NO_TARGET:
        return say("no_target", card=card)
    if card.effect == "lose_if_discarded":
        return say("princess_forced", card=card)
    if action.target is not None:
        move = say("target", card=card, p=who(obs, action.target))
    elif kept is not None and kept != card:
        if kept.value > card.value:  # already a reason: the card kept is the stronger one
            return say("keep_higher", card=card, kept=kept)
        move = say("play_keep", card=card, kept=kept)
    else:
        move = say("play", card=card)
    if obs.edition.forced_card(obs.hand) == card:  # the rule, not a choice (the stratège's one legal move)
        return say("forced", card=card)
    if len(obs.legal_actions) == 1:
        return join(move, say("only_move"))
    return join(move, say(why)) if why else move
