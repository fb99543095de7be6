"""The three levels of probability for one seat: comptage, déduction, modèle.

Each answers, from the seat's observation only: for every other player still in the round, the
probability of holding each card; the same for the burned card and for the next draw.
"""

import math
import random
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..names import normalize
from .facts import Knowledge, check_observation
from .playmodel import DEFAULT, PlayModel

COUNTING, DEDUCTION, MODEL = "comptage", "déduction", "modèle"
LEVELS = (COUNTING, DEDUCTION, MODEL)
_LEVEL_KEYS = {normalize(level): level for level in LEVELS}
# What a Beliefs is: exact Fractions, a Monte Carlo estimate asked for, a Monte Carlo estimate because
# the exact filter went over its budget, an estimate that lost every world (counting shown instead),
# or what happened is impossible under the play model (counting shown instead).
EXACT, MONTE_CARLO, FALLBACK, LOST, IMPOSSIBLE = "exact", "monte-carlo", "fallback", "lost", "impossible"
STATUSES = (EXACT, MONTE_CARLO, FALLBACK, LOST, IMPOSSIBLE)
MAX_WORLDS = 20_000  # at one step; beyond, a Monte Carlo estimate (a widget must answer at once)
SAMPLES = 400  # worlds kept by each of the BATCHES independent Monte Carlo filters
BATCHES = 4


@dataclass(frozen=True)
class Beliefs:
    """Probabilities of one level, from one seat's point of view.

    ``players[seat][card]``: the chance that ``seat`` holds ``card`` (for a player holding two
    cards: at least one of them). ``burned`` and ``next_draw``: None when there is no such card.
    Exact values are Fractions; Monte Carlo values are floats with ``stderr``. ``status``: one of
    EXACT, MONTE_CARLO, FALLBACK, LOST, IMPOSSIBLE (``exact``, ``impossible`` and ``note`` say the
    same for older callers).
    """

    level: str
    seat: int
    edition: object
    names: tuple
    players: dict
    burned: object
    next_draw: object
    exact: bool
    note: str
    worlds: int = 0
    samples: int = 0
    stderr: dict = field(default_factory=dict)
    impossible: bool = False
    status: str = EXACT

    def prob(self, seat, card):
        """P(``seat`` holds ``card``) (card names accepted)."""
        return self.players[seat].get(self.edition.card(card), 0)

    def rows(self):
        """(label, distribution) for every line of the table."""
        rows = [(self.names[s], dist) for s, dist in self.players.items()]
        if self.burned is not None:
            rows.append((fr.BELIEFS["burned"], self.burned))
        if self.next_draw is not None:
            rows.append((fr.BELIEFS["next_draw"], self.next_draw))
        return rows

    def __str__(self):
        from .display import beliefs_text
        return beliefs_text(self)

    def _repr_html_(self):
        from .display import beliefs_html
        return beliefs_html(self)


def level_of(level):
    """The level named ``level``, matched without case, accents or spaces (``"Deduction"``,
    ``" MODELE "``); an unknown level raises the French error.

    >>> level_of("Deduction") == DEDUCTION and level_of(" MODÈLE ") == MODEL
    True
    """
    found = _LEVEL_KEYS.get(normalize(level)) if isinstance(level, str) else None
    if found is None:
        raise LoveLetterError(fr.BELIEFS["bad_level"].format(level=level))
    return found


def beliefs(obs, level=DEDUCTION, model=None, **options):
    """The probabilities of ``level`` ('comptage', 'déduction' or 'modèle') for ``obs``."""
    level = level_of(level)
    if level == COUNTING:
        return card_counting(obs)
    if level == DEDUCTION:
        return deduction(obs, **options)
    return deduction(obs, model=model or PlayModel(), level=MODEL, **options)


# --- comptage ---------------------------------------------------------------------------------
def card_counting(obs):
    """Every card this seat cannot place is counted as equally likely to be anywhere unseen.

    >>> from loveletter_teach import Round
    >>> r = Round.deal("classique", 2, seed=1)
    >>> counted = card_counting(r.observation(1))  # Bob sees his card and the 3 face-up cards
    >>> counted.note
    'Comptage : les 12 cartes que vous ne voyez pas sont comptées de façon uniforme.'
    >>> counted.burned[r.edition.card("Princesse")]  # 1 Princesse among 12 unseen cards
    Fraction(1, 12)
    """
    knowledge = Knowledge(obs)
    unseen = Counter(obs.edition.deck) - Counter(knowledge.placed())
    total = sum(unseen.values())
    players = {}
    for seat in opponents(obs):
        known = knowledge.known_cards(seat)
        slots = obs.hand_sizes[seat] - len(known)
        players[seat] = {card: Fraction(1) if card in known else _at_least_one(unseen[card], total, slots)
                         for card in obs.edition.cards}
        players[seat] = _nonzero(players[seat])
    uniform = _nonzero({card: Fraction(unseen[card], total) if total else Fraction(0)
                        for card in obs.edition.cards})
    burned = burned_distribution(obs, players, uniform)
    next_draw = None
    if obs.deck_size:
        top = knowledge.layout[0] if knowledge.layout else None
        next_draw = {top: Fraction(1)} if top is not None else uniform
    note = fr.BELIEFS["counting"].format(unseen=total)
    return Beliefs(COUNTING, obs.seat, obs.edition, obs.names, players, burned, next_draw, True, note)


def _at_least_one(count, total, slots):
    """P(at least one of ``slots`` cards drawn from ``total`` is one of ``count`` copies)."""
    if slots <= 0 or total <= 0:
        return Fraction(0)
    return 1 - Fraction(math.comb(total - count, slots), math.comb(total, slots))


def _nonzero(dist):
    return {card: p for card, p in dist.items() if p}


def opponents(obs):
    """The other players still in the round."""
    return [s for s in range(obs.n_players) if s != obs.seat and obs.alive[s]]


def burned_distribution(obs, players, pool_dist):
    """The burned card: the pool's law, or the hand of the player who took it (DESIGN.md)."""
    taker = obs.burned_taken_by
    if taker is None:
        return pool_dist
    if taker == obs.seat:
        return {card: Fraction(1) for card in obs.hand}
    return players.get(taker)


# --- déduction and modèle ---------------------------------------------------------------------
def deduction(obs, model=DEFAULT, level=DEDUCTION, max_worlds=MAX_WORLDS, samples=SAMPLES, seed=0,
              max_seconds=None):
    """Exact posterior probabilities given everything the seat saw, under the play model.

    Beyond ``max_worlds`` worlds at one step, a Monte Carlo estimate (``samples`` worlds per batch)
    continues from the last exact state, and its note says so. The budget counts worlds, not
    seconds, so that the answer is the same on every machine; ``max_seconds`` adds a time limit.

    Each call starts from the deal: to step through a round, hold a
    :class:`~.tracker.BeliefTracker` per seat, which applies only the new events.
    """
    from .tracker import BeliefTracker
    check_observation(obs)
    return BeliefTracker(obs.seat, model, level, max_worlds, samples, seed, max_seconds).update(obs)


# --- Monte Carlo ------------------------------------------------------------------------------
def monte_carlo(obs, level=DEDUCTION, samples=1000, seed=0, model=None):
    """An estimate of ``level`` from ``samples`` worlds drawn at random, consistently with the
    observation, with standard errors: it converges to the exact value (the law of large numbers).

    For ``déduction`` and ``modèle`` the worlds are drawn from the filter's worlds in proportion
    to their weights (from a pruned sample of them when they are too many)."""
    from .tracker import BeliefTracker
    level = level_of(level)
    if level == COUNTING:
        return _sampled_counting(obs, samples, seed)
    check_observation(obs)
    chosen = model or (DEFAULT if level == DEDUCTION else PlayModel())
    return BeliefTracker(obs.seat, chosen, level).sample(obs, samples, seed)


def _sampled_counting(obs, samples, seed):
    """Deal the unseen cards at random to the unknown places, ``samples`` times."""
    knowledge = Knowledge(obs)
    rng = random.Random(seed)
    unseen = list((Counter(obs.edition.deck) - Counter(knowledge.placed())).elements())
    others = opponents(obs)
    slots = {s: obs.hand_sizes[s] - len(knowledge.known_cards(s)) for s in others}
    held = {s: Counter() for s in others}
    pool = Counter()
    for _ in range(samples):
        rng.shuffle(unseen)
        position = 0
        for s in others:
            hand = set(knowledge.known_cards(s)) | set(unseen[position:position + slots[s]])
            position += slots[s]
            for card in hand:
                held[s][card] += 1
        if position < len(unseen):
            pool[unseen[position]] += 1
    players = {s: {c: n / samples for c, n in sorted(held[s].items())} for s in others}
    burned = {c: n / samples for c, n in sorted(pool.items())}
    stderr = {label: {c: math.sqrt(p * (1 - p) / samples) for c, p in dist.items()}
              for label, dist in [*players.items(), ("burned", burned)]}
    top = knowledge.layout[0] if knowledge.layout else None
    next_draw = None if not obs.deck_size else {top: 1.0} if top is not None else burned
    note = fr.BELIEFS["monte_carlo"].format(samples=samples)
    return Beliefs(COUNTING, obs.seat, obs.edition, obs.names, players, burned_distribution(obs, players, burned),
                   next_draw, False, note, samples=samples, stderr=stderr, status=MONTE_CARLO)
