"""Intervals for simulation results: Wilson for a share of wins, normal for a mean."""

import math

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
