"""Random variables with a finite law (variables aléatoires réelles), as a lycée class writes them:
the law as a table, E(X), V(X) and σ(X), with exact Fractions (σ(X) = √V(X) is a float unless V(X)
is the square of a fraction). Standard library only.

>>> X = Law({1: Fraction(1, 2), 3: Fraction(1, 4), 5: Fraction(1, 4)})
>>> X.expectation(), X.variance()
(Fraction(5, 2), Fraction(11, 4))
>>> print(X)
x_i        | 1   | 3   | 5
P(X = x_i) | 1/2 | 1/4 | 1/4
>>> print(X.expectation_formula())
E(X) = 1 × 1/2 + 3 × 1/4 + 5 × 1/4 = 5/2
>>> print(X.variance_formula())
V(X) = E(X²) − E(X)² = 9 − (5/2)² = 11/4
>>> print(X.std_text())
σ(X) = √V(X) = √(11/4) ≈ 1,66
>>> print(X.inline())
P(X = 1) = 1/2 ; P(X = 3) = 1/4 ; P(X = 5) = 1/4

The value of a card as a random variable, from any {card: probability} (a level of belief):

>>> from loveletter_teach import Round
>>> from loveletter_teach.probability import card_counting
>>> vue = Round.deal("classique", 2, seed=1).observation(0)
>>> X = card_value_law(card_counting(vue).players[1])
>>> X.probability(3), X.expectation()
(Fraction(2, 11), Fraction(39, 11))
>>> X.prob(lambda x: x >= 5)
Fraction(4, 11)
"""

import math
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..html import FONT, esc, french_html, french_output

V = fr.RANDOM_VARIABLES


def frac(x):
    """« 5/11 », « 3 », « −1/2 » (a Fraction as a class writes it, with a true minus sign)."""
    x = Fraction(x)
    text = str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
    return text.replace("-", "−")


def _factor(x):
    """A value inside a product: « 3 », « (−1) », « (5/2) »."""
    text = frac(x)
    return f"({text})" if x < 0 or Fraction(x).denominator != 1 else text


def decimal_text(x, places=2):
    """« 1,66 » (rounded, decimal comma)."""
    return fr.decimal(float(x), places).replace("-", "−")


def exact_sqrt(x):
    """√x as a Fraction when x is the square of a fraction, else None."""
    x = Fraction(x)
    top, bottom = math.isqrt(x.numerator), math.isqrt(x.denominator)
    return Fraction(top, bottom) if top * top == x.numerator and bottom * bottom == x.denominator else None


class Law:
    """The law of a random variable: {value: P(X = value)} (exact Fractions, summing to 1).
    ``name``: the variable's letter (« X », « G »); ``keep_zeros``: keep values of probability 0 in
    the table (a possible outcome that cannot happen here). ``title`` and ``legend`` are shown above
    the table."""

    def __init__(self, probabilities, name="X", title="", legend=(), keep_zeros=False):
        law = {}
        for value, p in dict(probabilities).items():
            p = Fraction(p)
            if not 0 <= p <= 1:
                raise LoveLetterError(V["bad_probability"].format(value=frac(value), p=frac(p)))
            law[Fraction(value)] = law.get(Fraction(value), Fraction(0)) + p
        if sum(law.values()) != 1:
            raise LoveLetterError(V["bad_sum"].format(total=frac(sum(law.values()))))
        self.law = {x: law[x] for x in sorted(law) if law[x] or keep_zeros}
        self.name, self.title, self.legend = name, title, tuple(legend)

    @property
    def values(self):
        """The values x_i, in increasing order."""
        return tuple(self.law)

    def probability(self, value):
        """P(X = value)."""
        return self.law.get(Fraction(value), Fraction(0))

    def prob(self, test):
        """P(X ∈ A) for the event A = {x : test(x)}."""
        return sum((p for x, p in self.law.items() if test(x)), Fraction(0))

    def conditional(self, test, name=None):
        """The law of X given the event {test(X)}: the universe restricted to it."""
        given = self.prob(test)
        if not given:
            raise LoveLetterError(fr.TREES["zero_given"])
        return Law({x: p / given for x, p in self.law.items() if test(x)}, name or self.name)

    def map(self, f, name="Y", keep_zeros=False, values=()):
        """The law of f(X) (``values``: outcomes to show even with probability 0)."""
        law = {Fraction(v): Fraction(0) for v in values}
        for x, p in self.law.items():
            law[Fraction(f(x))] = law.get(Fraction(f(x)), Fraction(0)) + p
        return Law(law, name, keep_zeros=keep_zeros)

    def expectation(self):
        """E(X) = Σ x_i × P(X = x_i)."""
        return sum((x * p for x, p in self.law.items()), Fraction(0))

    def moment2(self):
        """E(X²)."""
        return sum((x * x * p for x, p in self.law.items()), Fraction(0))

    def variance(self):
        """V(X) = Σ P(X = x_i) × (x_i − E(X))² (= E(X²) − E(X)²)."""
        e = self.expectation()
        return sum((p * (x - e) ** 2 for x, p in self.law.items()), Fraction(0))

    def std(self):
        """σ(X) = √V(X): a Fraction when exact, else a float."""
        v = self.variance()
        exact = exact_sqrt(v)
        return exact if exact is not None else math.sqrt(v)

    # --- as a class writes it -----------------------------------------------------------------
    def _terms(self, square=False):
        return " + ".join(f"{_factor(x)}{'²' if square else ''} × {frac(p)}" for x, p in self.law.items() if p)

    def expectation_formula(self):
        """« E(X) = 1 × 1/2 + 3 × 1/4 + 5 × 1/4 = 5/2 »."""
        return V["expectation"].format(X=self.name, terms=self._terms(), e=frac(self.expectation()))

    def moment2_formula(self):
        """« E(X²) = 1² × 1/2 + 3² × 1/4 + 5² × 1/4 = 9 »."""
        return V["moment2"].format(X=self.name, terms=self._terms(square=True), m=frac(self.moment2()))

    def variance_formula(self, definition=False):
        """« V(X) = E(X²) − E(X)² = 9 − (5/2)² = 11/4 » (König-Huygens), or with ``definition`` the sum
        « V(X) = 1/2 × (1 − 5/2)² + … = 11/4 »."""
        e = self.expectation()
        if definition:
            terms = " + ".join(f"{frac(p)} × ({frac(x)} − {frac(e)})²" for x, p in self.law.items() if p)
            return V["variance_definition"].format(X=self.name, terms=terms, v=frac(self.variance()))
        return V["variance"].format(X=self.name, m=frac(self.moment2()), e=_factor(e), v=frac(self.variance()))

    def std_text(self, places=2):
        """« σ(X) = √V(X) = √(11/4) ≈ 1,66 » (or « = 3/2 » when exact)."""
        s, v = self.std(), self.variance()
        value = f"= {frac(s)}" if isinstance(s, Fraction) else f"≈ {decimal_text(s, places)}"
        return V["std"].format(X=self.name, v=frac(v), value=value)

    def inline(self):
        """« P(X = 1) = 1/2 ; P(X = 3) = 1/4 ; P(X = 5) = 1/4 » (the law in a sentence)."""
        return " ; ".join(f"P({self.name} = {frac(x)}) = {frac(p)}" for x, p in self.law.items())

    def _rows(self):
        return ([V["values"]] + [frac(x) for x in self.law],
                [V["probabilities"].format(X=self.name)] + [frac(p) for p in self.law.values()])

    def __str__(self):
        rows = self._rows()
        widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
        lines = [" | ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
        return "\n".join(([self.title] if self.title else []) + list(self.legend) + lines)

    def __repr__(self):
        return f"Law({self.name}: " + ", ".join(f"{frac(x)}: {frac(p)}" for x, p in self.law.items()) + ")"

    @french_output
    def _repr_html_(self):
        style = "border:1px solid #999;padding:2px 10px;text-align:center"
        head, body = self._rows()

        def row(cells, heads):
            # the values x_i head their columns, « x_i » and « P(X = x_i) » their rows (what a screen reader
            # says with a cell)
            values = "".join(f"<th scope='col' style='{style};font-weight:400'>{esc(c)}</th>" if heads else
                             f"<td style='{style}'>{esc(c)}</td>" for c in cells[1:])
            return f"<tr><th scope='row' style='{style};background:#f3f3f3'>{french_html(cells[0])}</th>{values}</tr>"

        title = f"<p><b>{esc(self.title)}</b></p>" if self.title else ""
        legend = "".join(f"<p style='margin:2px 0;font-size:13px'>{esc(line)}</p>" for line in self.legend)
        return (f"<div class='ll-law' style='{FONT}'>{title}{legend}<table style='border-collapse:collapse'>"
                f"{row(head, True)}{row(body, False)}</table></div>")


def card_value_law(distribution, name="X", title="", legend=()):
    """The law of the value of a card whose probabilities are ``distribution`` ({card: p}, for
    instance ``deduction(obs).players[seat]``): two cards of the same value add up."""
    law = {}
    for card, p in distribution.items():
        law[card.value] = law.get(card.value, Fraction(0)) + Fraction(p)
    return Law(law, name, title, legend)


__all__ = ["Law", "card_value_law", "frac", "exact_sqrt", "decimal_text"]
