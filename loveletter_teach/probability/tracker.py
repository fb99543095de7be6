"""A belief tracker: one seat's filter of worlds, held by its caller and updated incrementally.

A widget, a bot or a notebook holds one :class:`BeliefTracker` per seat and gives it the seat's
observation after each step: only the events it has not seen yet are applied. When the events are
not a continuation of what it saw (a new round, a step back), it starts again from the deal.
Nothing is cached behind the caller's back: two trackers never share a state.

>>> from loveletter_teach import Round
>>> r = Round.deal("classique", 2, seed=1)
>>> tracker = BeliefTracker(r.current)
>>> tracker.update(r.observation(r.current)).status
'exact'
>>> tracker.processed == len(r.observation(r.current).events)
True
"""

import math
import random
import time
from dataclasses import replace
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from .beliefs import (BATCHES, DEDUCTION, EXACT, EXACT_WORLDS, FALLBACK, IMPOSSIBLE, LOST, MAX_WORLDS, MONTE_CARLO,
                      SAMPLES, Beliefs, burned_distribution, card_counting, level_of, opponents)
from .deals import chooser, complete, draw_worlds, effective_size, follow, future, pieces, shares
from .facts import check_observation
from .playmodel import DEFAULT
from .worlds import TooManyWorlds, Worlds

PIECES = 10  # beyond the budget, the exact filter in pieces may hold this many budgets of worlds in all


class BeliefTracker:
    """The ``déduction`` (or ``modèle``) beliefs of one seat, kept incrementally.

    ``seat``: the seat followed (None: the seat of the first observation); ``model``: the play
    model; ``level``: the level the beliefs are labelled with (default ``déduction``);
    ``max_worlds``: the budget of the exact filter at one step, beyond which a Monte Carlo
    estimate of ``batches`` pruned filters of ``samples`` worlds goes on from the last exact state
    (a budget in worlds, not seconds, so that the answer is the same on every machine;
    ``max_seconds`` adds a time limit); ``seed``: the seed of those estimates. ``exact_worlds``: for
    :meth:`update` alone, beyond ``max_worlds`` the exact filter goes on up to that many worlds at
    one step before the Monte Carlo estimate (the same Fractions as a tracker of that budget; the
    worlds up to ``max_worlds`` are untouched); default: :data:`~.beliefs.EXACT_WORLDS` when
    ``max_worlds`` is the default :data:`~.beliefs.MAX_WORLDS`, else none (an explicit budget keeps
    its meaning: exact up to there, Monte Carlo beyond).

    ``processed``: how many of the seat's events the tracker has taken into account;
    ``applied``: how many events it applied to its exact filter since it was made (a restart
    applies the new round's events again)."""

    def __init__(self, seat=None, model=DEFAULT, level=DEDUCTION, max_worlds=MAX_WORLDS, samples=SAMPLES, seed=0,
                 max_seconds=None, batches=BATCHES, exact_worlds=None):
        self.seat, self.model, self.level = seat, model, level_of(level)
        self.max_worlds, self.samples, self.seed = max_worlds, samples, seed
        if exact_worlds is None:
            exact_worlds = EXACT_WORLDS if max_worlds == MAX_WORLDS else max_worlds
        self.exact_worlds = max(exact_worlds, max_worlds)
        self.max_seconds, self.batches = max_seconds, batches
        self.applied = 0
        self._restart(None)

    def _restart(self, table):
        self._table = table  # (edition, players, face-up cards) of the round followed
        self._events = ()  # the events seen so far
        self._exact = None  # the exact filter, clean after its ``processed`` events
        self.failed_at = None  # the event at which the exact filter went over its budget
        self._start = None  # the exact filter just before that event (made when needed)
        self._near = None  # the exact filter a step before that event, as the failure left it
        self._batches = None  # the Monte Carlo filters going on from ``_start``
        self._large = None  # the exact filter beyond ``max_worlds`` (see :meth:`_beyond`); False: beyond it too
        self._search = None  # the pruned filter of :meth:`worlds`, from the deal
        self._pieces = None  # (events, the exact filter in pieces of :func:`.deals.pieces`) for :meth:`sample`

    @property
    def processed(self):
        return len(self._events)

    def _follow(self, obs):
        """Take ``obs`` as the next observation: restart unless its events continue those seen."""
        check_observation(obs)
        if self.seat is None:
            self.seat = obs.seat
        elif obs.seat != self.seat:
            raise LoveLetterError(fr.BELIEFS["other_seat"].format(seat=self.seat, other=obs.seat))
        if not self.follows(obs):
            self._restart((obs.edition, obs.n_players, obs.face_up))
        self._events = obs.events

    def follows(self, obs):
        """Whether ``obs`` continues what the tracker saw: the same seat, round and first events."""
        return (obs.seat == self.seat and (obs.edition, obs.n_players, obs.face_up) == self._table
                and obs.events[:len(self._events)] == self._events)

    def _fresh(self, obs, **options):
        return Worlds(obs.edition, obs.seat, obs.n_players, obs.face_up, self.model, self.max_worlds, **options)

    # --- the filters --------------------------------------------------------------------------
    def exact(self, obs, upto=None):
        """The exact filter after ``obs``'s events (its first ``upto`` events if given); raises
        :class:`~.worlds.TooManyWorlds` beyond ``max_worlds``. It belongs to the tracker: copy it
        before changing it."""
        if upto is not None:
            obs = replace(obs, events=obs.events[:upto])
        self._follow(obs)
        if self.failed_at is not None:
            raise _too_many(self.failed_at)
        worlds = self._exact or self._fresh(obs)
        if worlds.processed == len(obs.events):
            self._exact = worlds
            return worlds
        worlds = worlds.copy()
        worlds.deadline = time.perf_counter() + self.max_seconds if self.max_seconds else None
        before = worlds.processed
        try:
            worlds.apply(obs.events)
        except TooManyWorlds as exc:
            self.failed_at, self._near = exc.at, exc.before
            self.applied += exc.at - before
            raise
        self.applied += worlds.processed - before
        self._exact = worlds
        return worlds

    def worlds(self, obs, rng=None):
        """The worlds a search draws from: the exact filter while it stays within ``max_worlds``;
        beyond, one pruned filter of ``samples`` worlds, built from the deal with ``rng`` (default:
        seeded with ``seed``) and then continued incrementally. None when no world is left."""
        self._follow(obs)
        worlds = None
        if self._search is None:
            try:
                worlds = self.exact(obs)
            except TooManyWorlds:
                self._search = self._fresh(obs, prune_to=self.samples, rng=rng or random.Random(self.seed))
        if self._search is not None:
            if self._search.processed < len(obs.events):
                self._search = self._search.copy().apply(obs.events)
            worlds = self._search
        return worlds if worlds.weights and sum(worlds.weights.values()) else None

    def _before_failure(self, obs):
        """The exact filter just before the event that was too much (the Monte Carlo start)."""
        if self._start is None:  # from the state the failure left, at most one event before it
            start = (self._near or self._exact or self._fresh(obs)).copy()
            start.deadline = None
            self._start = start.apply(obs.events[:self.failed_at])
        return self._start

    # --- the beliefs --------------------------------------------------------------------------
    def update(self, obs):
        """The beliefs after ``obs``'s events, applying only the events not seen yet: exact
        Fractions, or a Monte Carlo estimate beyond the budget (its note and ``status`` say so)."""
        try:
            worlds = self.exact(obs)
        except TooManyWorlds:
            worlds = self._beyond(obs)
            if worlds is None:
                return self._estimate(obs)
        held, burned, draw, total = worlds.marginals(opponents(obs))
        if not total:
            return impossible(obs, self.level)
        note = fr.BELIEFS["exact"].format(worlds=fr.plural_form(fr.BELIEFS["worlds"], worlds.count))
        return _from_masses(obs, self.level, worlds, held, burned, draw, total, True, note, EXACT)

    def filters(self, obs):
        """The filters behind :meth:`update`'s answer at ``obs``: [the exact filter] within the budget
        (or within ``exact_worlds``, see :meth:`_beyond`), else the Monte Carlo filters whose mean it
        gives (``update(obs)`` first); they belong to the tracker (copy one before changing it)."""
        try:
            return [self.exact(obs)]
        except TooManyWorlds:
            worlds = self._beyond(obs)
            if worlds is not None:
                return [worlds]
            self._estimate(obs)
            return list(self._batches)

    def _beyond(self, obs):
        """Beyond ``max_worlds``: the exact filter after ``obs``'s events, gone on from where the
        budget stopped it with ``exact_worlds`` as its budget, and kept incrementally like the
        exact one; None beyond that budget too (then :meth:`_estimate`, from where ``max_worlds``
        stopped, as without this step). The same steps, from the same state, as a tracker of budget
        ``exact_worlds``: the same worlds, weights and Fractions."""
        if self._large is False or self.exact_worlds <= self.max_worlds:
            return None
        worlds = self._large or self._near
        if worlds.processed == len(obs.events):
            return worlds
        worlds = worlds.copy()
        worlds.max_worlds = self.exact_worlds
        worlds.deadline = time.perf_counter() + self.max_seconds if self.max_seconds else None
        try:
            worlds.apply(obs.events)
        except TooManyWorlds:
            self._large = False
            return None
        self._large = worlds
        return worlds

    def _estimate(self, obs):
        """Independent pruned filters from the last exact state: the spread of their estimates
        gives the standard error."""
        if self._batches is None:
            self._batches = [_pruned(self._before_failure(obs), self.samples, random.Random(self.seed * 1_000_003 + batch))
                             for batch in range(self.batches)]
        estimates = []
        for batch, worlds in enumerate(self._batches):
            if worlds.processed < len(obs.events):
                worlds = self._batches[batch] = worlds.copy().apply(obs.events)
            held, burned, draw, total = worlds.marginals(opponents(obs))
            if total:
                estimates.append(_from_masses(obs, self.level, worlds, held, burned, draw, total, False, "",
                                              MONTE_CARLO))
        if not estimates:  # every sampled world was ruled out later: not a proof of impossibility
            return replace(card_counting(obs), level=self.level, exact=False, note=fr.BELIEFS["lost"], status=LOST)
        note = fr.BELIEFS["fallback"].format(limit=self.exact_worlds, samples=self.samples)
        return _average(obs, self.level, estimates, note, self.samples)

    def sample(self, obs, samples=1000, seed=0):
        """A Monte Carlo estimate from ``samples`` concrete deals (:class:`~.deals.Deal`, in the
        result's ``deals``) drawn from the exact posterior, independently, with ``random.Random(seed)``:
        each probability is the share of deals where it holds, with its standard error. It converges
        to the exact value (the law of large numbers). Beyond the exact budget, the exact filter is
        computed in pieces; if even that is too big, the deals are weighted (see :mod:`.deals`)."""
        rng = random.Random(seed)
        try:
            start = self.exact(obs)
        except TooManyWorlds:
            start = self._before_failure(obs)
        if not start.weights or not sum(start.weights.values()):
            return impossible(obs, self.level)
        if start.processed == len(obs.events):
            return self._from_pieces(obs, [(start, 1)], samples, rng)
        if self._pieces is None or self._pieces[0] != len(obs.events):  # computed once per position
            self._pieces = len(obs.events), pieces(start, obs.events, self.max_worlds, PIECES * self.max_worlds)
        split = self._pieces[1]
        if split is not None:
            return self._from_pieces(obs, split, samples, rng)
        return self._weighted(obs, start, samples, rng)

    def _from_pieces(self, obs, split, samples, rng):
        """Exact independent draws from the exact filter, whole or in pieces ([(filter, mass)]): a
        piece in proportion to its mass, then a world of it in proportion to its weight."""
        if not split:
            return impossible(obs, self.level)
        piece = chooser({i: mass for i, (_, mass) in enumerate(split)})
        choosers = [chooser(worlds.weights) for worlds, _ in split]
        deals = []
        for _ in range(samples):
            i = piece(rng) if len(split) > 1 else 0
            deals.append(complete(split[i][0], choosers[i](rng), obs, rng))
        return _from_deals(obs, self.level, deals, samples, self.max_worlds)

    def _weighted(self, obs, start, samples, rng):
        """Worlds drawn from ``start`` (the exact filter before the event that was too much), each
        taken through the later events and weighted by their probability (importance sampling)."""
        deals, futures = [], {}
        for world in draw_worlds(start.weights, samples, rng):
            worlds, world, weight = self._continue(start, world, obs.events, rng, futures)
            if weight:  # a world ruled out later has weight 0: it adds nothing to the weighted shares
                deals.append(complete(worlds, world, obs, rng, float(weight)))
        if not deals:  # every sample was ruled out later: not a proof of impossibility
            return replace(card_counting(obs), level=self.level, exact=False, note=fr.BELIEFS["lost"], status=LOST)
        return _from_deals(obs, self.level, deals, samples, self.max_worlds)

    def _continue(self, start, world, events, rng, futures):
        """A world drawn before the event that was too much, taken through the later events: its
        exact future when that stays within the budget (the weight is then the exact probability
        of those events from ``world``, computed once per world), else drawn event by event."""
        if world not in futures:
            futures[world] = future(start, world, events, self.max_worlds)
        known = futures[world]
        if known is None:
            return follow(start, world, events, rng)
        worlds, draw, weight = known
        return (worlds, draw(rng), weight) if weight else (None, None, 0)


def _too_many(at):
    exc = TooManyWorlds()
    exc.at = at
    return exc


def _pruned(start, size, rng):
    """A copy of the filter ``start`` that keeps at most ``size`` worlds (a weighted sample)."""
    worlds = start.copy()
    worlds.prune_to, worlds.rng, worlds.deadline = size, rng, None
    return worlds


def beliefs_of(obs, worlds, level=DEDUCTION):
    """The beliefs of ``obs``'s seat read from ``worlds``, a filter of its events whose weights may
    come from elsewhere (worlds weighted by a known opponent's choices: bots/seated.py)."""
    level = level_of(level)
    held, burned, draw, total = worlds.marginals(opponents(obs))
    if not total:
        return impossible(obs, level)
    return _from_masses(obs, level, worlds, held, burned, draw, total, True, "", EXACT)


def impossible(obs, level):
    """What happened is impossible under the play model: say so, and show ``comptage``."""
    counted = card_counting(obs)
    return Beliefs(level, obs.seat, obs.edition, obs.names, counted.players, counted.burned, counted.next_draw,
                   True, fr.BELIEFS["impossible"], impossible=True, status=IMPOSSIBLE)


def _from_masses(obs, level, worlds, held, burned, draw, total, exact, note, status):
    cards = obs.edition.cards
    to_number = Fraction if exact else (lambda a, b: a / b)
    players = {s: {cards[k]: to_number(m, total * divisor) for k, m in sorted(masses.items()) if m}
               for s, (masses, divisor) in held.items()}
    burned_mass, burned_size = burned
    pool = {cards[k]: to_number(m, total * burned_size) for k, m in sorted(burned_mass.items())}
    next_mass, next_size = draw
    next_draw = {cards[k]: to_number(m, total * next_size) for k, m in sorted(next_mass.items())} \
        if obs.deck_size else None
    return Beliefs(level, obs.seat, obs.edition, obs.names, players, burned_distribution(obs, players, pool),
                   next_draw, exact, note, worlds=worlds.count, status=status)


def _from_deals(obs, level, deals, samples, limit):
    """The shares of the sampled deals, with their standard errors (see :func:`.deals.shares`)."""
    order = obs.edition.cards
    players, stderr = {}, {}
    for seat in opponents(obs):
        players[seat], stderr[seat] = shares(deals, lambda d, seat=seat: d.hands[seat], order)
    pool, stderr["burned"] = shares(deals, lambda d: () if d.burned is None else (d.burned,), order)
    taker = obs.burned_taken_by
    if taker is not None:  # the burned card is that player's hand (DESIGN.md)
        stderr["burned"] = stderr.get(taker, {})
    next_draw = None
    if obs.deck_size:
        next_draw, stderr["next_draw"] = shares(deals, lambda d: d.deck[:1], order)
    if all(d.weight == 1 for d in deals):
        note = fr.MONTE_CARLO["note"].format(samples=samples)
    else:
        note = fr.MONTE_CARLO["note_weighted"].format(samples=samples, limit=limit,
                                                      effective=round(effective_size(deals)))
    return Beliefs(level, obs.seat, obs.edition, obs.names, players, burned_distribution(obs, players, pool),
                   next_draw, False, note, samples=samples, stderr=stderr, status=MONTE_CARLO, deals=tuple(deals))


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
                   else None, next_draw if obs.deck_size else None, False, note, samples=samples, stderr=stderr,
                   status=FALLBACK)
