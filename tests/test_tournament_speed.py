"""Making tournaments faster changed how bots decide, never what they decide.

``tests/test_speed_regressions.py`` holds the SHA-256 of whole tournaments recorded before; here, the
shortcuts one by one: an observation built at once is the dataclass's own, ``best`` keeps the top and
the ties of the whole list, and a bot choosing without words plays the move it explains.
"""

import dataclasses
import math
import random
from fractions import Fraction

import pytest

from loveletter_teach import Round
from loveletter_teach.bots import make_bot
from loveletter_teach.bots.base import best
from loveletter_teach.observation import Observation


def _rounds(edition, n, count, seed):
    """Rounds played at random to the end, each position on the way given to ``yield``."""
    rng = random.Random(seed)
    for _ in range(count):
        r = Round.deal(edition, n, seed=rng.getrandbits(32))
        while True:
            yield r
            if r.over:
                break
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 4)])
def test_an_observation_is_the_one_the_dataclass_builds(edition, n):
    showdowns = 0
    for r in _rounds(edition, n, 25, n):
        for seat in [None, *range(n)]:
            obs = r.observation(seat) if seat is not None else r.omniscient()
            values = {f.name: getattr(obs, f.name) for f in dataclasses.fields(Observation)}
            assert list(vars(obs)) == list(values)  # every field, in order, nothing else
            assert obs == Observation(**values) and repr(obs) == repr(Observation(**values))
            for s, hand in enumerate(obs.hands):  # what this seat may see, and only that
                shown = seat is None or s == seat or (r.result is not None and r.result.showdown and r.alive[s])
                assert hand == (tuple(r.hands[s]) if shown else None)
        showdowns += r.over and r.result.showdown
    assert showdowns > 0
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.seat = 0


def _naive_best(items, key, rng):
    """``best`` as it was written before the speed work."""
    items = list(items)
    scores = [key(x) for x in items]
    top = max(scores)
    return rng.choice([x for x, s in zip(items, scores) if s == top])


def test_best_keeps_the_top_and_the_ties_of_the_whole_list():
    rng = random.Random(4)
    shared = [Fraction(1, 3), Fraction(2, 7), Fraction(0), 0, Fraction(1, 3)]  # equal but distinct objects too
    for trial in range(2000):
        kind = trial % 3
        size = rng.randint(1, 12)
        if kind == 0:
            scores = [rng.choice(shared) for _ in range(size)]
        elif kind == 1:
            scores = [rng.choice([0.5, 0.25, float(rng.randint(0, 2)), math.nan]) for _ in range(size)]
        else:
            scores = [rng.choice([Fraction(1, 2), 0.5, 1, Fraction(3, 4), 0]) for _ in range(size)]
        items = list(range(size))
        seed = rng.getrandbits(32)
        assert _outcome(best, items, scores, seed) == _outcome(_naive_best, items, scores, seed), scores


def _outcome(chooser, items, scores, seed):
    try:
        return chooser(items, scores.__getitem__, random.Random(seed))
    except IndexError:  # a NaN first: no score equals the top, in both
        return IndexError


@pytest.mark.parametrize("name", ["hasard", "prudent", "compteur", "déducteur"])
def test_a_bot_choosing_without_words_plays_the_move_it_explains(name):
    # choose() decides without sentences and skips the counting that could not change the move;
    # decide() outside choose() says why (the path of explain)
    positions = 0
    for edition, n in (("classique", 2), ("2019", 4)):
        for r in _rounds(edition, n, 6 if name == "déducteur" else 15, 7):
            if r.over:
                continue
            obs = r.observation(r.current)
            chosen = make_bot(name, seed=positions).choose(obs)
            action, why = make_bot(name, seed=positions).decide(obs)
            assert chosen == action and chosen in obs.legal_actions
            assert why  # a sentence: the words path ran
            positions += 1
    assert positions > 100
