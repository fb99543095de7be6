"""The three levels of probability for one seat, as a learner calls them: ``beliefs(obs, level)``,
``card_counting(obs)``, ``deduction(obs)`` and their Monte Carlo estimates ``monte_carlo(obs, level)``.

Each call starts from the deal; to step through a round, hold a :class:`~.tracker.BeliefTracker`
per seat.
"""

import math
import random
from collections import Counter

from .. import fr
from .beliefs import (COUNTING, DEDUCTION, MAX_WORLDS, MODEL, MONTE_CARLO, MONTE_CARLO_WORLDS, SAMPLES, Beliefs,
                      burned_distribution, card_counting, level_of, opponents)
from ..seeds import check_seed
from .facts import Knowledge, check_observation
from .playmodel import DEFAULT, PlayModel
from .tracker import BeliefTracker


def beliefs(obs, level=DEDUCTION, model=None, **options):
    """The probabilities of ``level`` ('comptage', 'déduction' or 'modèle') for ``obs``."""
    level = level_of(level)
    if level == COUNTING:
        return card_counting(obs)
    if level == DEDUCTION:
        return deduction(obs, **options)
    return deduction(obs, model=model or PlayModel(), level=MODEL, **options)


# --- déduction and modèle ---------------------------------------------------------------------
def deduction(obs, model=DEFAULT, level=DEDUCTION, max_worlds=MAX_WORLDS, samples=SAMPLES, seed=0,
              max_seconds=None):
    """Exact posterior probabilities given everything the seat saw, under the play model.

    Beyond ``max_worlds`` worlds at one step, a Monte Carlo estimate (``samples`` worlds per batch)
    continues from the last exact state, and its note says so; with the default budget
    (:data:`~.beliefs.MAX_WORLDS`), the exact computation goes on up to
    :data:`~.beliefs.EXACT_WORLDS` worlds first (see :class:`~.tracker.BeliefTracker`). The budget
    counts worlds, not seconds, so that the answer is the same on every machine; ``max_seconds``
    adds a time limit.

    Each call starts from the deal: to step through a round, hold a
    :class:`~.tracker.BeliefTracker` per seat, which applies only the new events.
    """
    check_observation(obs)
    seed = check_seed(seed, none=False)
    return BeliefTracker(obs.seat, model, level, max_worlds, samples, seed, max_seconds).update(obs)


# --- Monte Carlo ------------------------------------------------------------------------------
def monte_carlo(obs, level=DEDUCTION, samples=1000, seed=0, model=None, max_worlds=MONTE_CARLO_WORLDS):
    """An estimate of ``level`` from ``samples`` deals drawn at random, consistently with the
    observation, with standard errors: it converges to the exact value (the law of large numbers).

    For ``déduction`` and ``modèle``, each deal is a complete possible deal (the result's
    ``deals``: the other hands, the burned card, the deck in order), drawn independently from the
    exact posterior, so the error is the binomial sqrt(p(1 − p)/n). ``max_worlds`` is the budget of
    the exact filter those draws come from (larger than ``deduction``'s: nobody waits on a widget);
    beyond it the deals are weighted, and the note says so (see :mod:`.deals`).

    >>> from loveletter_teach import Round
    >>> estimate = monte_carlo(Round.deal("classique", 2, seed=1).observation(1), samples=200, seed=3)
    >>> len(estimate.deals), estimate.status
    (200, 'monte-carlo')
    """
    level = level_of(level)
    seed = check_seed(seed, none=False)
    if level == COUNTING:
        return _sampled_counting(obs, samples, seed)
    check_observation(obs)
    chosen = model or (DEFAULT if level == DEDUCTION else PlayModel())
    return BeliefTracker(obs.seat, chosen, level, max_worlds=max_worlds).sample(obs, samples, seed)


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
