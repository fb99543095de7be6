"""Exact laws for the lessons of Terminale: the binomial law B(n ; p) with its tail P(X ≥ k), E(X),
V(X) and σ(X); the Bienaymé-Tchebychev bound and the number of rounds it asks for; counting (« at
least one copy among s cards », the number of orders of a deck). Standard library only; every
probability is an exact :class:`~fractions.Fraction`.

>>> p = Fraction(2, 11)
>>> binomial_pmf(3, p, 1)
Fraction(486, 1331)
>>> tail(3, p, 1) == 1 - binomial_pmf(3, p, 0)
True
>>> chebyshev_rounds(p, Fraction(1, 20), Fraction(1, 20))
1191
"""

import math
from fractions import Fraction


def _fraction(x):
    return x if isinstance(x, Fraction) else Fraction(x) if isinstance(x, int) else Fraction(str(x))


def binomial_pmf(n, p, k):
    """P(X = k) for X of law B(n ; p): C(n, k) × p^k × (1 − p)^(n − k).

    >>> binomial_pmf(2, Fraction(1, 2), 1)
    Fraction(1, 2)
    """
    p = _fraction(p)
    if not 0 <= k <= n:
        return Fraction(0)
    return math.comb(n, k) * p ** k * (1 - p) ** (n - k)


def binomial_law(n, p):
    """[P(X = 0), …, P(X = n)] for X of law B(n ; p) (their sum is 1).

    >>> sum(binomial_law(5, Fraction(1, 3)))
    Fraction(1, 1)
    """
    p = _fraction(p)
    # one common denominator: q^n with p = a/q, 1 - p = b/q; integers until the end (fast for large n)
    a, b, q = p.numerator, p.denominator - p.numerator, p.denominator
    total = q ** n
    return [Fraction(math.comb(n, k) * a ** k * b ** (n - k), total) for k in range(n + 1)]


def tail(n, p, k):
    """P(X ≥ k) for X of law B(n ; p), computed as 1 − P(X ≤ k − 1).

    >>> tail(4, Fraction(1, 2), 4), tail(4, Fraction(1, 2), 0)
    (Fraction(1, 16), Fraction(1, 1))
    """
    if k <= 0:
        return Fraction(1)
    return 1 - sum(binomial_pmf(n, p, j) for j in range(min(k, n + 1)))


def expectation(n, p):
    """E(X) = n × p for X of law B(n ; p)."""
    return n * _fraction(p)


def variance(n, p):
    """V(X) = n × p × (1 − p) for X of law B(n ; p).

    >>> variance(10, Fraction(2, 11))
    Fraction(180, 121)
    """
    p = _fraction(p)
    return n * p * (1 - p)


def std_dev(n, p):
    """σ(X) = √V(X) (a float: a square root is rarely a fraction)."""
    return math.sqrt(variance(n, p))


def chebyshev_bound(n, p, delta):
    """The Bienaymé-Tchebychev bound of P(|F − p| ≥ δ) for the frequency F = X / n of X of law
    B(n ; p): V(F) / δ² = p(1 − p) / (n δ²) (it may exceed 1: then it says nothing).

    >>> chebyshev_bound(100, Fraction(1, 2), Fraction(1, 10))
    Fraction(1, 4)
    """
    p, delta = _fraction(p), _fraction(delta)
    return p * (1 - p) / (n * delta ** 2)


def chebyshev_rounds(p, delta, alpha):
    """The smallest n for which the Bienaymé-Tchebychev bound guarantees P(|F − p| ≥ δ) ≤ α:
    n ≥ p(1 − p) / (α δ²). ``p=None``: p unknown, bounded by p(1 − p) ≤ 1/4.

    >>> chebyshev_rounds(None, Fraction(1, 20), Fraction(1, 20))
    2000
    """
    spread = Fraction(1, 4) if p is None else _fraction(p) * (1 - _fraction(p))
    need = spread / (_fraction(alpha) * _fraction(delta) ** 2)
    return max(1, math.ceil(need))


def deviation_probability(n, p, delta):
    """The exact P(|F − p| ≥ δ) for F = X / n, X of law B(n ; p) (a Fraction).

    >>> deviation_probability(4, Fraction(1, 2), Fraction(1, 2))
    Fraction(1, 8)
    """
    p, delta = _fraction(p), _fraction(delta)
    # the terms of binomial_law over one common denominator q^n, summed as integers (fast for large n):
    # |k/n − p| ≥ δ  ⇔  |k q − a n| × δ's denominator ≥ δ's numerator × n q
    a, q = p.numerator, p.denominator
    far = (k for k in range(n + 1) if abs(k * q - a * n) * delta.denominator >= delta.numerator * n * q)
    return Fraction(sum(math.comb(n, k) * a ** k * (q - a) ** (n - k) for k in far), q ** n)


def at_least_one(total, count, slots):
    """P(at least one of ``slots`` cards drawn from ``total`` is one of ``count`` copies):
    1 − C(total − count, slots) / C(total, slots), the formula of card counting
    (``probability.beliefs``) for a hand of several unknown cards.

    >>> at_least_one(12, 5, 2)
    Fraction(15, 22)
    """
    if slots <= 0 or total <= 0:
        return Fraction(0)
    return 1 - Fraction(math.comb(total - count, slots), math.comb(total, slots))


def deck_orders(counts):
    """The number of different orders of a deck holding ``counts`` copies of each kind of card
    (a list of counts, or an Edition): n! / (n₁! × n₂! × …), the copies of a card being alike.

    >>> deck_orders([5, 2, 2, 2, 2, 1, 1, 1])
    10897286400
    """
    if hasattr(counts, "cards"):
        counts = [card.count for card in counts.cards]
    counts = list(counts)
    orders = math.factorial(sum(counts))
    for c in counts:
        orders //= math.factorial(c)
    return orders


__all__ = ["binomial_pmf", "binomial_law", "tail", "expectation", "variance", "std_dev", "chebyshev_bound",
           "chebyshev_rounds", "deviation_probability", "at_least_one", "deck_orders"]
