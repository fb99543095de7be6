"""Seeded simulations of frequencies with the engine, for the lessons on sampling and the law of
large numbers: the card set aside over n deals, N samples of size n and the fluctuation interval
p ± 1/√n, the first player's wins between bots, and Guard guesses repeated on fresh deals that a
seat cannot tell from the one it sees. Every function takes an explicit ``random.Random`` (or a
seed), so the same call gives the same numbers on every computer.

>>> import random
>>> f = burned_frequency(100, random.Random(3))
>>> f.denominator in (1, 2, 4, 5, 10, 20, 25, 50, 100), 0 <= f <= 1
(True, True)
>>> fluctuation_interval(Fraction(1, 16), 100)
(-0.0375, 0.1625)
"""

import math
from collections import Counter
from fractions import Fraction

from .editions import get_edition
from .rounds import Round, shuffle
from .simulation import simulate

PRINCESS = "Princesse"


# --- the card set aside ----------------------------------------------------------------------
def burned_card(rng, edition="classique", n_players=2):
    """The card set aside (face down) of a new deal shuffled with ``rng`` by the engine."""
    return Round.deal(edition, n_players, rng=rng).burned


def carte_mise_de_cote(hasard):
    """Pour les élèves : le nom de la carte mise de côté d'une nouvelle donne, mélangée avec le
    générateur ``hasard`` (un ``random.Random``).

    >>> import random
    >>> carte_mise_de_cote(random.Random(1))
    'Garde'
    """
    return burned_card(hasard).name


def burned_cards(n, rng, edition="classique", n_players=2):
    """The cards set aside of ``n`` deals in a row, all shuffled with ``rng``."""
    return [burned_card(rng, edition, n_players) for _ in range(n)]


def frequency(cards, card=PRINCESS):
    """The frequency (a Fraction) of ``card`` (a name) among ``cards``."""
    cards = list(cards)
    return Fraction(sum(c.name == card for c in cards), len(cards))


def burned_frequency(n, rng, card=PRINCESS, edition="classique"):
    """The frequency of ``card`` set aside over ``n`` deals shuffled with ``rng``."""
    return frequency(burned_cards(n, rng, edition), card)


def drawn_burned_cards(n, rng, edition="classique"):
    """``n`` cards set aside, each drawn directly from the deck's composition (a Garde with probability
    5/16 in the classic deck): the law of :func:`burned_cards`, without dealing whole rounds. One draw is
    ``rng.choice`` among the deck's cards, each copy its own entry (so a card's chance is its count over
    the deck's size, exactly); the same seed gives the same cards.

    >>> import random
    >>> [c.name for c in drawn_burned_cards(3, random.Random(1))]
    ['Garde', 'Garde', 'Baron']
    """
    deck = get_edition(edition).deck
    return [rng.choice(deck) for _ in range(n)]


def running_frequencies(cards, card=PRINCESS):
    """The frequency of ``card`` after 1, 2, …, len(cards) deals (floats, for a plot)."""
    hits, out = 0, []
    for i, c in enumerate(cards, 1):
        hits += c.name == card
        out.append(hits / i)
    return out


# --- sampling fluctuation --------------------------------------------------------------------
def fluctuation_interval(p, n):
    """[p − 1/√n ; p + 1/√n]: in about 95 % of the samples of size n (for n ≥ 25 and p between
    0,2 and 0,8), the frequency falls in it (floats, rounded to 10 places)."""
    half = 1 / math.sqrt(n)
    return (round(float(p) - half, 10), round(float(p) + half, 10))


def in_interval(f, p, n):
    """|f − p| ≤ 1/√n, decided exactly: (f − p)² ≤ 1/n.

    >>> in_interval(Fraction(1, 2), Fraction(1, 4), 16), in_interval(Fraction(3, 5), Fraction(1, 4), 16)
    (True, False)
    """
    f, p = Fraction(f), Fraction(p)
    return (f - p) ** 2 <= Fraction(1, n)


def sample_frequencies(N, n, rng, card=PRINCESS, edition="classique"):
    """N samples of size n: the frequency of ``card`` set aside in each (n deals each, in a row)."""
    return [burned_frequency(n, rng, card, edition) for _ in range(N)]


def drawn_sample_frequencies(N, n, rng, card=PRINCESS, edition="classique"):
    """N samples of size n, as :func:`sample_frequencies`, but each card set aside drawn directly from
    the deck's composition (:func:`drawn_burned_cards`): the same law, without dealing (25 times faster).

    >>> import random
    >>> drawn_sample_frequencies(3, 16, random.Random(7), "Garde")
    [Fraction(9, 16), Fraction(1, 2), Fraction(1, 4)]
    """
    deck = get_edition(edition).deck
    hits = [c.name == card for c in deck]  # is each entry of the deck the card counted?
    return [Fraction(sum(rng.choice(hits) for _ in range(n)), n) for _ in range(N)]


def share_in_interval(frequencies, p, n):
    """The share (a Fraction) of ``frequencies`` with |f − p| ≤ 1/√n."""
    frequencies = list(frequencies)
    return Fraction(sum(in_interval(f, p, n) for f in frequencies), len(frequencies))


# --- does the first player win more often? ------------------------------------------------------
def first_player_wins(bots, rounds, seed, edition="classique"):
    """(wins, rounds) of the first player over ``rounds`` rounds between ``bots`` (one per seat),
    seeded by ``seed`` (``simulation.simulate``); a win shared by k players counts 1/k (a Fraction)."""
    result = simulate(list(bots), edition, rounds=rounds, seed=seed, executor=False, progress=False)
    wins = sum((Fraction(1, len(winners)) for winners, first, *_ in result.records if first in winners), Fraction(0))
    return wins, rounds


# --- Guard guesses on deals the seat cannot tell apart ------------------------------------------
def unseen_cards(obs):
    """The cards ``obs``'s seat does not see, as a list in the edition's order."""
    seen = Counter(obs.hand) + Counter(obs.face_up)
    for pile in obs.discards:
        seen.update(pile)
    return list((Counter(obs.edition.deck) - seen).elements())


def redeal(obs, rng):
    """A concrete deal that ``obs``'s seat cannot tell from the real one, at the first turn of a
    round: the cards it does not see shuffled by ``rng`` and dealt to the other hands (in seat
    order), the card set aside and the deck. Returns a :class:`Round`."""
    if obs.turn != 1 or any(obs.discards):
        raise ValueError("redeal() is for the first turn of a round, before anything is played")
    cards = unseen_cards(obs)
    shuffle(cards, rng)
    hands, k = [], 0
    for seat in range(obs.n_players):
        if seat == obs.seat:
            hands.append([])
        else:
            size = obs.hand_sizes[seat]
            hands.append(cards[k:k + size])
            k += size
    return Round.determinized(obs, hands, cards[k], cards[k + 1:])


def guard_hits(obs, target, card, n, rng):
    """How many of ``n`` guesses « ``target`` a ``card`` » hit, each on a new :func:`redeal` of the
    position: the number of successes of n independent trials of the same probability."""
    edition = get_edition(obs.edition)
    seat = obs.names.index(target) if isinstance(target, str) else target
    wanted = edition.card(card)
    unseen = unseen_cards(obs)
    before = sum(obs.hand_sizes[s] for s in range(seat) if s != obs.seat)
    slots = range(before, before + obs.hand_sizes[seat])  # where redeal() puts the target's cards
    hits = 0
    for _ in range(n):  # redeal(obs, rng) draw for draw, without building the round
        cards = list(unseen)
        shuffle(cards, rng)
        hits += any(cards[i] == wanted for i in slots)
    return hits


def guard_series(obs, target, card, n, N, rng):
    """N series of n guesses: the number of hits of each series (N values of X)."""
    return [guard_hits(obs, target, card, n, rng) for _ in range(N)]


def drawn_guard_hits(obs, target, card, n, rng):
    """How many of ``n`` guesses « ``target`` a ``card`` » hit, as :func:`guard_hits`, but drawing only
    the target's hand among the unseen cards (without replacement) instead of shuffling them all: the
    same law, B(n ; p), three times faster. Each guess draws the target's cards one by one, and stops
    at the first one named: with c named cards among the t still unseen, it is one with probability c/t.

    >>> import random
    >>> vue = Round.deal("classique", 2, seed=1).observation(0)
    >>> drawn_guard_hits(vue, "Bob", "Baron", 1100, random.Random(2))
    195
    """
    seat = obs.names.index(target) if isinstance(target, str) else target
    wanted = get_edition(obs.edition).card(card)
    unseen = unseen_cards(obs)
    named = unseen.count(wanted)
    sizes = range(len(unseen), len(unseen) - obs.hand_sizes[seat], -1)  # t, t − 1, … as the hand is drawn
    randrange = rng.randrange
    return sum(any(randrange(t) < named for t in sizes) for _ in range(n))


def drawn_guard_series(obs, target, card, n, N, rng):
    """N series of n guesses, as :func:`guard_series`, with :func:`drawn_guard_hits`."""
    return [drawn_guard_hits(obs, target, card, n, rng) for _ in range(N)]


__all__ = ["burned_card", "carte_mise_de_cote", "burned_cards", "frequency", "burned_frequency",
           "running_frequencies", "fluctuation_interval", "in_interval", "sample_frequencies", "share_in_interval",
           "first_player_wins", "unseen_cards", "redeal", "guard_hits", "guard_series", "drawn_burned_cards",
           "drawn_sample_frequencies", "drawn_guard_hits", "drawn_guard_series"]
