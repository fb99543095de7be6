"""The intervals read by the coach's decisions, and the same coached game whatever way Python sums floats
(CPython 3.12 and later compensate ``sum``; the Lite site runs 3.14, many schools 3.10 or 3.11)."""

import importlib.util
import random
import sys
from pathlib import Path

import pytest

import loveletter_teach
from loveletter_teach.bots import stratege
from loveletter_teach.stats import mean_interval, side_of_zero

CHECK = Path(__file__).parent / "pyodide" / "check_basthon.py"  # the game it plays in CPython and in Pyodide


def coached_moves(seed):
    spec = importlib.util.spec_from_file_location("check_basthon", CHECK)
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    return check.coached_moves(seed)


def test_side_of_zero_says_where_the_interval_lies():
    assert side_of_zero([], 1) == 0
    assert side_of_zero([0.5], 1) == 1 and side_of_zero([-0.5], 1) == -1 and side_of_zero([0.0], 1) == 0
    assert side_of_zero([1.0, 1.0, 1.0], 1) == 1  # no spread: the mean itself
    assert side_of_zero([-1.0, 0.0, -1.0, -1.0], 1) == -1
    assert side_of_zero([1.0, -1.0, 1.0, -1.0], 1.96) == 0


@pytest.mark.parametrize("n", [2, 3, 10, 37, 100])
def test_a_low_bound_at_zero_exactly_is_inside(n):
    # one move wins one playout more out of n, the others alike: the mean, 1/n, is one standard error
    # exactly; a float sum puts the bound a hair above or below zero depending on the Python
    values = [1.0] + [0.0] * (n - 1)
    assert side_of_zero(values, 1) == 0 and side_of_zero([-v for v in values], 1) == 0
    assert side_of_zero(values, 0.999) == 1 and side_of_zero([-v for v in values], 0.999) == -1


def test_side_of_zero_agrees_with_the_float_interval_away_from_its_bounds():
    rng = random.Random(7)
    for _ in range(500):
        values = [rng.choice((-1.0, -0.5, 0.0, 1 / 3, 0.5, 1.0)) for _ in range(rng.randint(2, 60))]
        z = rng.choice((0.5, 1, 2, 1.959963984540054))
        mean, low, high = mean_interval(values, z)
        if min(abs(low), abs(high)) > 1e-9:
            assert side_of_zero(values, z) == (1 if low > 0 else -1 if high < 0 else 0)


def compensated_sum(items, start=0):
    """``sum`` as CPython 3.12 and later add floats (Neumaier's compensated summation)."""
    items = list(items)
    if not items or any(type(x) is not float for x in items):
        return sum(items, start)
    total, compensation = float(start), 0.0
    for x in items:
        t = total + x
        compensation += (total - t) + x if abs(total) >= abs(x) else (x - t) + total
        total = t
    return total + compensation


def test_the_coach_plays_the_same_game_whatever_the_float_sum(monkeypatch):
    # seed 2032: one of its advices was decided by the last bit of a float sum (a low bound at zero)
    before = coached_moves(2032)
    for name, module in list(sys.modules.items()):
        if name.startswith(loveletter_teach.__name__) and module is not None:
            monkeypatch.setattr(module, "sum", compensated_sum, raising=False)
    assert stratege.sum is compensated_sum
    assert coached_moves(2032) == before
