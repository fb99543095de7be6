"""The notebook's fast draws (``sampling.drawn_*``) follow the same law as the functions that deal or
shuffle everything (``burned_cards``, ``guard_hits``), which stay as they are, bit for bit: exactly (one
draw's law, as Fractions, by going through every value the generator can give) and on seeded samples
(a chi-square against the old functions' frequencies)."""

import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from loveletter_teach import Round, get_edition, sampling


class EveryValue(random.Random):
    """A generator whose ``randrange(t)`` (and so ``choice``) gives 0, 1, …, t − 1 in turn: over t calls,
    each value once, so that counting the outcomes gives a draw's exact law."""

    def __init__(self):
        super().__init__(0)
        self.calls = Counter()

    def _randbelow(self, t):
        value = self.calls[t] % t
        self.calls[t] += 1
        return value

    def randrange(self, t):
        return self._randbelow(t)


@pytest.mark.parametrize("edition", ["classique", "2019"])
def test_one_drawn_burned_card_has_the_decks_composition_as_its_law(edition):
    deck = get_edition(edition)
    cards = sampling.drawn_burned_cards(deck.size, EveryValue(), edition)
    law = {c: Fraction(k, deck.size) for c, k in Counter(cards).items()}
    assert law == {c: Fraction(c.count, deck.size) for c in deck.cards}


@pytest.mark.parametrize("seat, target", [(0, "Bob"), (1, "Alice")])  # Alice starts: two cards in hand
def test_a_drawn_guard_guess_hits_with_the_counted_probability(seat, target):
    obs = Round.deal("classique", 2, seed=1, first_player=0).observation(seat)
    unseen = sampling.unseen_cards(obs)
    t, h = len(unseen), obs.hand_sizes[obs.names.index(target)]
    for card in {c.name for c in unseen}:
        c = unseen.count(get_edition("classique").card(card))
        expected = 1 - Fraction(math.comb(t - c, h), math.comb(t, h))  # the target's h cards among the t
        # t(t − 1) guesses: each value of the first draw, and of the second (after a miss), equally often
        hits = sampling.drawn_guard_hits(obs, target, card, t * (t - 1), EveryValue())
        assert Fraction(hits, t * (t - 1)) == expected


def chi_square(observed, expected_shares, n):
    return sum((observed.get(k, 0) - n * q) ** 2 / (n * q) for k, q in expected_shares.items())


def test_drawn_burned_cards_and_dealt_ones_have_the_same_frequencies():
    n = 4000
    old = Counter(c.name for c in sampling.burned_cards(n, random.Random(1)))
    new = Counter(c.name for c in sampling.drawn_burned_cards(n, random.Random(2)))
    # a two-sample chi-square on the 8 cards (7 degrees of freedom): 24.3 is its 0.1 % quantile
    both = old + new
    stat = sum((old[k] - new[k]) ** 2 / both[k] for k in both)
    assert stat < 24.3
    deck = get_edition("classique")
    shares = {c.name: Fraction(c.count, deck.size) for c in deck.cards}
    assert chi_square(new, shares, n) < 24.3 and chi_square(old, shares, n) < 24.3


def test_drawn_sample_frequencies_count_the_same_card_as_the_drawn_cards():
    freqs = sampling.drawn_sample_frequencies(3, 50, random.Random(9), "Garde")
    cards = sampling.drawn_burned_cards(150, random.Random(9))  # the same draws: choice on the same deck
    assert freqs == [Fraction(sum(c.name == "Garde" for c in cards[i:i + 50]), 50) for i in (0, 50, 100)]
    mean = sum(sampling.drawn_sample_frequencies(400, 100, random.Random(3), "Garde")) / 400
    assert abs(mean - Fraction(5, 16)) < 0.01  # σ of the mean: √(5/16 × 11/16 / 40 000) ≈ 0.0023


def test_drawn_guard_hits_and_shuffled_ones_have_the_same_frequencies():
    vue = Round.deal("classique", 2, seed=1).observation(0)
    n = 20000
    old = sampling.guard_hits(vue, "Bob", "Baron", n, random.Random(4))
    new = sampling.drawn_guard_hits(vue, "Bob", "Baron", n, random.Random(5))
    p = 2 / 11  # 2 Barons among the 11 cards Alice does not see
    sigma = math.sqrt(n * p * (1 - p))
    assert abs(old - n * p) < 4 * sigma and abs(new - n * p) < 4 * sigma
    assert abs(old - new) < 4 * math.sqrt(2) * sigma  # two binomials B(n ; 2/11): 4 standard deviations
    series = sampling.drawn_guard_series(vue, "Bob", "Baron", 10, 300, random.Random(6))
    assert len(series) == 300 and all(0 <= x <= 10 for x in series)


def test_the_same_seed_gives_the_same_draws():
    vue = Round.deal("classique", 2, seed=1).observation(0)
    for draw in (lambda r: sampling.drawn_burned_cards(50, r), lambda r: sampling.drawn_sample_frequencies(5, 20, r),
                 lambda r: sampling.drawn_guard_hits(vue, "Bob", "Baron", 500, r),
                 lambda r: sampling.drawn_guard_series(vue, "Bob", "Baron", 20, 5, r)):
        assert draw(random.Random(8)) == draw(random.Random(8))
