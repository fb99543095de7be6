"""Numbers as learners write them: « 2/6 », « 0,333 », « 33,3 % », and back to French text.

What is read is bounded, so that a learner's answer is refused in French at once instead of making
Python compute for seconds or fail (:func:`check_size`, called before any number is built): at most
:data:`MAX_LENGTH` characters, :data:`MAX_DIGITS` digits per number written, :data:`MAX_DEPTH`
parentheses inside one another, :data:`MAX_PARTS` values in an answer given as a list or a dict, and
:data:`MAX_POWER`: the powers of ten of « 1e-5 » go from 10^-MAX_POWER to 10^MAX_POWER, and a number
given as a Python value (an int, a Fraction computed in a cell) has at most MAX_POWER digits above and
below its fraction bar (a float only has to be finite).

>>> check_size("1/" + "3" * 40)
Traceback (most recent call last):
...
loveletter_teach.errors.AnswerSizeError: Un nombre de votre réponse a 40 chiffres : je n'en lis pas plus de 30 par nombre. Arrondissez-le, ou écrivez une fraction plus simple.
"""

import math
import re
from fractions import Fraction

from .. import fr
from ..errors import AnswerSizeError

MAX_LENGTH = 200  # characters of one answer (or of one box of it)
MAX_DIGITS = 30  # digits of one number written in a text
MAX_DEPTH = 10  # parentheses inside one another
MAX_PARTS = 26  # values of an answer given as a list or a dict (the blanks of a tree)
MAX_POWER = 400  # powers of ten in « 1e-5 »; digits of an int or a Fraction given as a value
_LARGEST = 10 ** MAX_POWER
_DIGITS = re.compile(r"\d+")
_EXPONENT = re.compile(r"[eE]([+-]?\d+)")
X = fr.EXPRESSIONS


def check_size(answer):
    """Raise :class:`~loveletter_teach.errors.AnswerSizeError` (French) when ``answer`` is beyond the
    limits of what is read; a cheap look at the text, before any number is built. Returns ``answer``."""
    if isinstance(answer, (list, tuple, dict)):
        parts = [x for pair in answer.items() for x in pair] if isinstance(answer, dict) else list(answer)
        if len(answer) > MAX_PARTS:
            raise AnswerSizeError(X["too_many_parts"].format(n=len(answer), max=MAX_PARTS))
        for part in parts:
            if isinstance(part, (list, tuple, dict, set, frozenset)):
                raise AnswerSizeError(X["nested"])
            check_size(part)
    elif isinstance(answer, bool) or answer is None:
        pass
    elif isinstance(answer, (int, Fraction)):
        if abs(answer.numerator) >= _LARGEST or answer.denominator >= _LARGEST:
            raise AnswerSizeError(X["number_too_big"].format(max=MAX_POWER))
    elif isinstance(answer, float):
        if not math.isfinite(answer):  # a finite float is at most 1.8e308: nothing else to bound
            raise AnswerSizeError(X["not_finite"].format(text=answer))
    else:
        text = answer if isinstance(answer, str) else str(answer)
        if len(text) > MAX_LENGTH:
            raise AnswerSizeError(X["too_long"].format(n=_count(len(text)), max=MAX_LENGTH))
        longest = max(map(len, _DIGITS.findall(text)), default=0)
        if longest > MAX_DIGITS:
            raise AnswerSizeError(X["too_many_digits"].format(n=_count(longest), max=MAX_DIGITS))
        if _depth(text) > MAX_DEPTH:
            raise AnswerSizeError(X["too_deep"].format(max=MAX_DEPTH))
    return answer


def _depth(text):
    """How many parentheses are open at most, one inside another (a text of MAX_LENGTH characters at most)."""
    depth = deepest = 0
    for char in text:
        if char == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif char == ")" and depth:
            depth -= 1
    return deepest


def _count(n):
    """« 100 002 »: digits grouped by three, with a thin non-breaking space."""
    return f"{n:,}".replace(",", "\u202f")


def _check_exponent(text):
    """« 1e999999 » would build a number of a million digits: powers of ten beyond MAX_POWER are refused."""
    found = _EXPONENT.search(text)
    if found and abs(int(found.group(1))) > MAX_POWER:
        raise AnswerSizeError(X["exponent"].format(text=text, max=MAX_POWER))


def parse_number(text):
    """A Fraction from "2/6", "0,333", "0.333", "33,3 %", "1", "−0,25" (spaces ignored); None if unreadable;
    :class:`~loveletter_teach.errors.AnswerSizeError` beyond the limits (:func:`check_size`).

    >>> parse_number("2 / 6"), parse_number("0,25"), parse_number("50 %"), parse_number("−3/11")
    (Fraction(1, 3), Fraction(1, 4), Fraction(1, 2), Fraction(-3, 11))
    >>> parse_number("environ un tiers") is None
    True
    """
    if isinstance(text, bool):
        return None
    check_size(text)
    if isinstance(text, (int, Fraction)):
        return Fraction(text)
    if isinstance(text, float):
        return Fraction(repr(text))
    # the minus sign « − » the solutions write, and the dash a phone or a word processor puts for it
    s = "".join(str(text).split()).replace(",", ".").replace("−", "-").replace("–", "-").lstrip("≈~=")
    percent = s.endswith("%")
    s = s.rstrip("%")
    _check_exponent(s)
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
    """« 0,3333 » (French decimal comma, trailing zeros dropped); beyond a float's range, « un nombre de
    plus de 308 chiffres »."""
    try:
        x = float(x)
    except OverflowError:
        return X["huge_number"].format(max=308)
    text = fr.decimal(x, places).rstrip("0").rstrip(",")
    return minus(text) if text not in ("", "-0") else "0"


def minus(text):
    """French typography: a negative number takes the minus sign « − », not the hyphen."""
    return text.replace("-", "−")


def number_text(x):
    """A Fraction as a learner reads it: « 1/3 ≈ 0,3333 », « 2 », « 0,5 », « −3/11 ≈ −0,2727 »."""
    x = Fraction(x)
    if x.denominator == 1:
        return minus(str(x.numerator))
    exact = decimal_text(x, 10)
    if Fraction(exact.replace(",", ".").replace("−", "-")) == x:
        return minus(f"{x.numerator}/{x.denominator} = {exact}")
    return minus(f"{x.numerator}/{x.denominator} ≈ {decimal_text(x)}")


__all__ = ["parse_number", "decimal_text", "number_text", "check_size", "MAX_LENGTH", "MAX_DIGITS", "MAX_DEPTH", "MAX_POWER",
           "MAX_PARTS"]
