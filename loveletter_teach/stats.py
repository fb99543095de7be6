"""Intervals for simulation results: Wilson for a share of wins, normal for a mean."""

import math
from fractions import Fraction

Z95 = 1.959963984540054


def wilson(successes, n, z=Z95):
    """The Wilson 95 % interval of a proportion (successes may be fractional: shared wins).

    >>> [round(x, 4) for x in wilson(65, 100)]
    [0.5525, 0.7364]
    """
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values, z=Z95):
    """(mean, low, high): the mean give or take ``z`` standard errors (a normal 95 % interval by
    default)."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = sum(values) / n
    if n < 2:
        return (mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def side_of_zero(values, z):
    """Where the interval of :func:`mean_interval` (``z`` standard errors) lies against zero: 1 above
    it (low > 0), -1 below it (high < 0), 0 around it, decided exactly (the Fractions of the floats).
    A float ``sum`` gives other last bits from one Python to the next (3.12 compensates it: the Lite
    site runs 3.14), and a bound at zero exactly is common: with margin 1, one playout won by one move
    out of n and the others alike put low at 0. A decision read from this is the same everywhere."""
    n = len(values)
    if n == 0:
        return 0
    mean, low, high = mean_interval(values, z)  # floats first: exact only near a bound (0.5 ms for 100)
    near = 1e-9 * (1 + abs(mean) + high - low)  # far above any difference of rounding between Pythons
    if low > near or high < -near or (low < -near and high > near):
        return 1 if low > near else -1 if high < -near else 0
    exact = [Fraction(v) for v in values]
    mean = sum(exact) / n
    if n < 2:
        return (mean > 0) - (mean < 0)
    var = sum((v - mean) ** 2 for v in exact) / (n - 1)
    if mean * mean <= Fraction(z) ** 2 * var / n:  # |mean| <= z standard errors: zero is inside
        return 0
    return 1 if mean > 0 else -1
