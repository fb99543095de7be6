"""The three levels of probability for one seat: comptage, déduction, modèle.

Each answers, from the seat's observation only: for every other player still in the round, the
probability of holding each card; the same for the burned card and for the next draw.
"""

import math
import random
import time
from collections import Counter, OrderedDict
from dataclasses import dataclass, field, replace
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from .facts import Knowledge
from .playmodel import DEFAULT, PlayModel
from .worlds import TooManyWorlds, Worlds

LEVELS = ("comptage", "déduction", "modèle")
MAX_WORLDS = 20_000  # at one step; beyond, a Monte Carlo estimate (a widget must answer at once)
SAMPLES = 400  # worlds kept by each of the BATCHES independent Monte Carlo filters
BATCHES = 4


@dataclass(frozen=True)
class Beliefs:
    """Probabilities of one level, from one seat's point of view.

    ``players[seat][card]``: the chance that ``seat`` holds ``card`` (for a player holding two
    cards: at least one of them). ``burned`` and ``next_draw``: None when there is no such card.
    Exact values are Fractions; Monte Carlo values are floats with ``stderr``.
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


def beliefs(obs, level="déduction", model=None, **options):
    """The probabilities of ``level`` ('comptage', 'déduction' or 'modèle') for ``obs``."""
    if level == "comptage":
        return card_counting(obs)
    if level == "déduction":
        return deduction(obs, **options)
    if level in ("modèle", "modele"):
        return deduction(obs, model=model or PlayModel(), level="modèle", **options)
    raise LoveLetterError(fr.BELIEFS["bad_level"].format(level=level))


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
    for seat in _opponents(obs):
        known = knowledge.known_cards(seat)
        slots = obs.hand_sizes[seat] - len(known)
        players[seat] = {card: Fraction(1) if card in known else _at_least_one(unseen[card], total, slots)
                         for card in obs.edition.cards}
        players[seat] = _nonzero(players[seat])
    uniform = _nonzero({card: Fraction(unseen[card], total) if total else Fraction(0)
                        for card in obs.edition.cards})
    burned = _burned(obs, players, uniform)
    next_draw = None
    if obs.deck_size:
        top = knowledge.layout[0] if knowledge.layout else None
        next_draw = {top: Fraction(1)} if top is not None else uniform
    note = fr.BELIEFS["counting"].format(unseen=total)
    return Beliefs("comptage", obs.seat, obs.edition, obs.names, players, burned, next_draw, True, note)


def _at_least_one(count, total, slots):
    """P(at least one of ``slots`` cards drawn from ``total`` is one of ``count`` copies)."""
    if slots <= 0 or total <= 0:
        return Fraction(0)
    return 1 - Fraction(math.comb(total - count, slots), math.comb(total, slots))


def _nonzero(dist):
    return {card: p for card, p in dist.items() if p}


def _opponents(obs):
    return [s for s in range(obs.n_players) if s != obs.seat and obs.alive[s]]


def _burned(obs, players, pool_dist):
    """The burned card: the pool's law, or the hand of the player who took it (DESIGN.md)."""
    taker = obs.burned_taken_by
    if taker is None:
        return pool_dist
    if taker == obs.seat:
        return {card: Fraction(1) for card in obs.hand}
    return players.get(taker)


# --- déduction and modèle ---------------------------------------------------------------------
# Recent filters, so that stepping through a round is incremental: exact states, Monte Carlo
# states (by batch) and the places where the exact filter went over its budget.
_CACHE = OrderedDict()  # key (edition, seat, …) -> OrderedDict(events -> value), least recent first
_CACHE_SIZE = 64
_PER_KEY = 16


def deduction(obs, model=DEFAULT, level="déduction", max_worlds=MAX_WORLDS, samples=SAMPLES, seed=0,
              max_seconds=None):
    """Exact posterior probabilities given everything the seat saw, under the play model.

    Beyond ``max_worlds`` worlds at one step, a Monte Carlo estimate (``samples`` worlds per batch)
    continues from the last exact state, and its note says so. The budget counts worlds, not
    seconds, so that the answer is the same on every machine; ``max_seconds`` adds a time limit.
    """
    Knowledge(obs)  # checks that this is a seat's observation
    key = (obs.edition, obs.seat, obs.n_players, obs.face_up, model, max_worlds)
    failed_at = _lookup(("échec", key), obs.events)
    if failed_at is None:
        try:
            worlds = _exact_worlds(obs, model, max_worlds, max_seconds)
        except TooManyWorlds as exc:
            failed_at = exc.at
            _remember(("échec", key), obs.events[:failed_at + 1], failed_at)
        else:
            held, burned, draw, total = worlds.marginals(_opponents(obs))
            if not total:
                return _impossible(obs, level)
            return _beliefs_from(obs, level, worlds, held, burned, draw, total, exact=True,
                                 note=fr.BELIEFS["exact"].format(
                                     worlds=fr.plural_form(fr.BELIEFS["worlds"], len(worlds.weights))))
    start = _exact_worlds(_prefix(obs, failed_at), model, max_worlds, None)
    result = _sampled(obs, model, level, samples, seed, start=start, cache_key=key)
    if result.note == fr.BELIEFS["lost"]:
        return result
    return replace(result, note=fr.BELIEFS["fallback"].format(limit=max_worlds, samples=samples))


def _prefix(obs, length):
    """The observation as the seat had it after its first ``length`` events."""
    return replace(obs, events=obs.events[:length])


def _lookup(key, events, copy=False):
    """The cached value for the longest beginning of ``events`` under ``key``, or None."""
    best, best_length = None, -1
    for entry_events, value in _CACHE.get(key, {}).items():
        length = len(entry_events)
        if best_length < length <= len(events) and events[:length] == entry_events:
            best, best_length = value, length
    return best.copy() if copy and best is not None else best


def _remember(key, events, value):
    entries = _CACHE.setdefault(key, OrderedDict())
    _CACHE.move_to_end(key)
    entries[events] = value
    entries.move_to_end(events)
    while len(entries) > _PER_KEY:
        entries.popitem(last=False)
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)


def _exact_worlds(obs, model, max_worlds, max_seconds):
    key = (obs.edition, obs.seat, obs.n_players, obs.face_up, model, max_worlds)
    worlds = _lookup(key, obs.events, copy=True) or Worlds(obs.edition, obs.seat, obs.n_players, obs.face_up,
                                                           model, max_worlds)
    worlds.deadline = time.perf_counter() + max_seconds if max_seconds else None
    worlds.apply(obs.events)
    _remember(key, obs.events, worlds)
    return worlds


def _beliefs_from(obs, level, worlds, held, burned, draw, total, exact, note):
    cards = obs.edition.cards
    to_number = Fraction if exact else (lambda a, b: a / b)
    players = {s: {cards[k]: to_number(m, total * divisor) for k, m in sorted(masses.items()) if m}
               for s, (masses, divisor) in held.items()}
    burned_mass, burned_size = burned
    pool = {cards[k]: to_number(m, total * burned_size) for k, m in sorted(burned_mass.items())}
    next_mass, next_size = draw
    next_draw = {cards[k]: to_number(m, total * next_size) for k, m in sorted(next_mass.items())} \
        if obs.deck_size else None
    return Beliefs(level, obs.seat, obs.edition, obs.names, players, _burned(obs, players, pool), next_draw,
                   exact, note, worlds=len(worlds.weights))


def _impossible(obs, level):
    counted = card_counting(obs)
    return Beliefs(level, obs.seat, obs.edition, obs.names, counted.players, counted.burned, counted.next_draw,
                   True, fr.BELIEFS["impossible"], impossible=True)


# --- Monte Carlo ------------------------------------------------------------------------------
def monte_carlo(obs, level="déduction", samples=1000, seed=0, model=None):
    """An estimate of ``level`` from ``samples`` worlds drawn at random, consistently with the
    observation, with standard errors: it converges to the exact value (the law of large numbers).

    For ``déduction`` and ``modèle`` the worlds are drawn from the filter's worlds in proportion
    to their weights (from a pruned sample of them when they are too many)."""
    if level == "comptage":
        return _sampled_counting(obs, samples, seed)
    if level not in LEVELS and level != "modele":
        raise LoveLetterError(fr.BELIEFS["bad_level"].format(level=level))
    Knowledge(obs)
    level = "déduction" if level == "déduction" else "modèle"
    chosen = model or (DEFAULT if level == "déduction" else PlayModel())
    rng = random.Random(seed)
    try:
        worlds = _exact_worlds(obs, chosen, MAX_WORLDS, None)
    except TooManyWorlds as exc:
        start = _exact_worlds(_prefix(obs, exc.at), chosen, MAX_WORLDS, None)
        worlds = _pruned(obs, chosen, random.Random(seed), SAMPLES, start)
    population = list(worlds.weights.items())
    if not population or not sum(w for _, w in population):
        return _impossible(obs, level)
    drawn = rng.choices([world for world, _ in population], weights=[float(w) for _, w in population], k=samples)
    sample = worlds.copy()
    sample.weights = Counter(drawn)
    held, burned, draw, total = sample.marginals(_opponents(obs))
    result = _beliefs_from(obs, level, sample, held, burned, draw, total, exact=False,
                           note=fr.BELIEFS["monte_carlo"].format(samples=samples))
    return replace(result, samples=samples, stderr=_binomial_errors(result, samples))


def _binomial_errors(result, samples):
    labelled = [*result.players.items(), ("burned", result.burned or {}), ("next_draw", result.next_draw or {})]
    return {label: {c: math.sqrt(p * (1 - p) / samples) for c, p in dist.items()} for label, dist in labelled}


def _pruned(obs, model, rng, size, start=None, cache_key=None):
    """The filter keeping at most ``size`` worlds (a weighted sample), from ``start`` on; with a
    ``cache_key``, it goes on from the last cached state of the same batch."""
    worlds = _lookup(cache_key, obs.events, copy=True) if cache_key else None
    if worlds is None:
        worlds = start.copy() if start else Worlds(obs.edition, obs.seat, obs.n_players, obs.face_up, model)
        worlds.prune_to, worlds.rng, worlds.deadline = size, rng, None
    worlds.apply(obs.events)
    if cache_key:
        _remember(cache_key, obs.events, worlds)
    return worlds


def _sampled(obs, model, level, samples, seed, batches=BATCHES, start=None, cache_key=None):
    """Pruned filters in independent batches: the spread of the batch estimates gives the
    standard error."""
    estimates = []
    for batch in range(batches):
        batch_key = ("monte-carlo", cache_key, start.processed if start else 0, batch, seed, samples) \
            if cache_key else None
        worlds = _pruned(obs, model, random.Random(seed * 1_000_003 + batch), samples, start, batch_key)
        held, burned, draw, total = worlds.marginals(_opponents(obs))
        if total:
            estimates.append(_beliefs_from(obs, level, worlds, held, burned, draw, total, exact=False, note=""))
    if not estimates:  # every sampled world was ruled out later: not a proof of impossibility
        counted = card_counting(obs)
        return replace(counted, level=level, exact=False, note=fr.BELIEFS["lost"])
    note = fr.BELIEFS["monte_carlo"].format(samples=samples)
    return _average(obs, level, estimates, note, samples)


def _average(obs, level, estimates, note, samples):
    """The mean of the batch estimates, with the standard error of that mean."""
    count = len(estimates)

    def combine(dists):
        cards = {c for d in dists for c in (d or {})}
        mean = {c: sum((d or {}).get(c, 0.0) for d in dists) / count for c in cards}
        spread = {c: math.sqrt(sum(((d or {}).get(c, 0.0) - mean[c]) ** 2 for d in dists)
                               / max(count - 1, 1) / count) for c in cards}
        order = obs.edition.cards
        return ({c: mean[c] for c in order if c in mean and mean[c]},
                {c: spread[c] for c in order if c in mean and mean[c]})

    players, stderr = {}, {}
    for seat in estimates[0].players:
        players[seat], stderr[seat] = combine([e.players[seat] for e in estimates])
    burned, stderr["burned"] = combine([e.burned for e in estimates])
    next_draw, stderr["next_draw"] = combine([e.next_draw for e in estimates])
    return Beliefs(level, obs.seat, obs.edition, obs.names, players, burned if estimates[0].burned is not None
                   else None, next_draw if obs.deck_size else None, False, note, samples=samples, stderr=stderr)


def _sampled_counting(obs, samples, seed):
    """Deal the unseen cards at random to the unknown places, ``samples`` times."""
    knowledge = Knowledge(obs)
    rng = random.Random(seed)
    unseen = list((Counter(obs.edition.deck) - Counter(knowledge.placed())).elements())
    opponents = _opponents(obs)
    slots = {s: obs.hand_sizes[s] - len(knowledge.known_cards(s)) for s in opponents}
    held = {s: Counter() for s in opponents}
    pool = Counter()
    for _ in range(samples):
        rng.shuffle(unseen)
        position = 0
        for s in opponents:
            hand = set(knowledge.known_cards(s)) | set(unseen[position:position + slots[s]])
            position += slots[s]
            for card in hand:
                held[s][card] += 1
        if position < len(unseen):
            pool[unseen[position]] += 1
    players = {s: {c: n / samples for c, n in sorted(held[s].items())} for s in opponents}
    burned = {c: n / samples for c, n in sorted(pool.items())}
    stderr = {label: {c: math.sqrt(p * (1 - p) / samples) for c, p in dist.items()}
              for label, dist in [*players.items(), ("burned", burned)]}
    top = knowledge.layout[0] if knowledge.layout else None
    next_draw = None if not obs.deck_size else {top: 1.0} if top is not None else burned
    note = fr.BELIEFS["monte_carlo"].format(samples=samples)
    return Beliefs("comptage", obs.seat, obs.edition, obs.names, players, _burned(obs, players, burned),
                   next_draw, False, note, samples=samples, stderr=stderr)
