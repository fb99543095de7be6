"""The position the Première exercises of notebook 03 share: a first turn of the classic edition at two
players, seen by Alice, sometimes with chosen cards in her hand (the Roi for the exchange, the Baron for
the duel). At the first turn nobody has chosen anything yet, so card counting is the exact probability:
every answer is computed from the cards Alice does not see
(:func:`~loveletter_teach.probability.trees.unseen_counts`, the crossed table, the trees,
:class:`~loveletter_teach.probability.variables.Law`).

The families of notebook 03's Première part use it: :mod:`.conditional` (restricting the universe, the
crossed table, independence), :mod:`.weighted_trees` (the product rule, total probability), :mod:`.bayes`
(P_E(H) or P_H(E), Bayes on Bob's turn), :mod:`.random_variable` (the law, E(X), V(X), σ(X)),
:mod:`.duels` (the King's exchange, the Baron's duel, the tokens) and :mod:`.ticket` (the exit ticket).
"""

from dataclasses import dataclass
from fractions import Fraction

from ... import fr
from ...editions import get_edition
from ...probability import card_counting
from ...probability.trees import unseen_counts
from ...probability.variables import card_value_law, decimal_text
from ...rounds import Round
from ..questions import Question
from . import base

EDITION = get_edition("classique")
PLACES = 2  # E(X), V(X), σ(X): an answer is accepted to the hundredth
TOLERANCE = Fraction(1, 100)
LEVEL = "Première"

# The words the Première families share.
SHARED = {
    "none": "aucune",  # no card in a list of cards
}


@dataclass(frozen=True)
class DecimalQuestion(Question):
    """A "number" question whose answer is irrational (σ(X)): its answer is shown as a rounded
    decimal, not as the fraction of a float."""

    fraction_possible = False  # σ(X) is a square root: a rounding mistake never says « donnez une fraction »

    def answer_text(self):
        return "≈ " + decimal_text(self.answer, PLACES)


def first_turn(rng, hand=()):
    """Alice's view at the first turn of a classic round at two players (she plays first), the deck
    shuffled by ``rng``; ``hand``: cards forced into her two cards (the one dealt, then the one drawn)."""
    return first_round(rng, hand).observation(0)


def first_round(rng, hand=()):
    """The round of :func:`first_turn` (every card in place: for the draws, never shown)."""
    rest = list(EDITION.deck)
    rng.shuffle(rest)
    hand = [EDITION.card(c) for c in hand]
    for card in hand:
        rest.remove(card)
    hand += [rest.pop() for _ in range(2 - len(hand))]
    rng.shuffle(hand)
    deck = rest[:4] + [hand[0], rest[4], hand[1]] + rest[5:]  # burned, 3 face up, Alice, Bob, Alice's draw
    return Round.from_deck(EDITION, deck, 2)


a_card = fr.one_of  # « la Princesse », but « un Garde » (the edition holds several)


def sorted_cards(counts):
    return sorted(counts, key=lambda c: c.value)


def card_list(counts, cards=None):
    """« 3 Gardes, 1 Prince et 1 Princesse »."""
    cards = sorted_cards(counts) if cards is None else cards
    items = [fr.count_of(c, counts[c]) for c in cards if counts.get(c)]
    return fr.join_and(items) if items else SHARED["none"]


def unseen(obs):
    """(counts of the cards Alice does not see, their number, the names' words: ``me``, ``p``, ``of_p``,
    ``que_p``)."""
    counts, _ = unseen_counts(obs)
    return counts, sum(counts.values()), {"me": obs.names[0], "p": obs.names[1], "of_p": fr.of(obs.names[1]),
                                          "que_p": fr.elide("que", obs.names[1])}


def bob_value(obs):
    """The law of X, the value of the opponent's card, by counting (exact at the first turn)."""
    return card_value_law(card_counting(obs).players[1], "X")


def ask(words, kind, answer, values, obs=None, **extra):
    """The question of ``words`` (an exercise's dict of a family's WORDS) filled with ``values``, in the
    classic edition, about the position ``obs`` (shown before it)."""
    return base.question(words, kind, answer, values, edition=EDITION, position=obs, **extra)
