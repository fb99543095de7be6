"""Numbers as learners write them: « 2/6 », « 0,333 », « 33,3 % », and back to French text."""

from fractions import Fraction

from .. import fr


def parse_number(text):
    """A Fraction from "2/6", "0,333", "0.333", "33,3 %", "1" (spaces ignored); None if unreadable.

    >>> parse_number("2 / 6"), parse_number("0,25"), parse_number("50 %")
    (Fraction(1, 3), Fraction(1, 4), Fraction(1, 2))
    >>> parse_number("environ un tiers") is None
    True
    """
    if isinstance(text, bool):
        return None
    if isinstance(text, (int, Fraction)):
        return Fraction(text)
    if isinstance(text, float):
        return Fraction(repr(text))
    s = "".join(str(text).split()).replace(",", ".").lstrip("≈~=")
    percent = s.endswith("%")
    s = s.rstrip("%")
    try:
        if s.count("/") == 1:
            top, bottom = s.split("/")
            value = Fraction(top) / Fraction(bottom)
        else:
            value = Fraction(s)
    except (ValueError, ZeroDivisionError):
        return None
    return value / 100 if percent else value


def decimal_text(x, places=4):
    """« 0,3333 » (French decimal comma, trailing zeros dropped)."""
    text = fr.decimal(float(x), places).rstrip("0").rstrip(",")
    return text if text not in ("", "-0") else "0"


def number_text(x):
    """A Fraction as a learner reads it: « 1/3 ≈ 0,3333 », « 2 », « 0,5 »."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    exact = decimal_text(x, 10)
    if Fraction(exact.replace(",", ".")) == x:
        return f"{x.numerator}/{x.denominator} = {exact}"
    return f"{x.numerator}/{x.denominator} ≈ {decimal_text(x)}"


__all__ = ["parse_number", "decimal_text", "number_text"]
