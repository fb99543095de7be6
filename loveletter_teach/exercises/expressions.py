"""Probabilities as learners write them, expressions included: « 3/11 », « 0,27 », « 27,3 % »,
« 2/10*1/2 », « 1 - 5/11 », « (1/2)×(3/4) », « 2÷10 ». A small recursive-descent parser gives an
exact Fraction; it reads numbers, + - × * · / ÷ : %, and parentheses, nothing else (never ``eval``).
What it reads is bounded (:func:`~.parsing.check_size`: length, digits, nesting), so that every answer
is refused or read at once, never a computation of seconds nor a raw Python error.

>>> read_expression("2/10 × 1/2").value, read_expression("1 - 5/11").value
(Fraction(1, 10), Fraction(6, 11))
>>> r = read_expression("27,3 %"); r.value, r.approximate
(Fraction(273, 1000), True)
>>> read_expression("2/6").fraction
(2, 6)
>>> read_expression("sqrt(2)")
Traceback (most recent call last):
...
loveletter_teach.errors.LoveLetterError: Je ne sais pas lire « s » (position 1) dans « sqrt(2) ». On accepte des nombres (12, 1,5 ou 1.5), des pourcentages (87,35 %), les opérations + − × ÷ (ou * /) et des parenthèses.
"""

import re
from fractions import Fraction
from typing import NamedTuple

from .. import fr
from ..errors import LoveLetterError
from .parsing import check_size

X = fr.EXPRESSIONS
_TIMES, _DIVIDE, _MINUS = "*×·.⋅x", "/÷:", "-−–"
_PLAIN = re.compile(r"\d+(?:[.,]\d+)?$")  # a number written alone: « 30 », « 0,5 »
MAX_FACTORS = 12  # the longest chain of × and ÷ whose brackets are looked for (bracketing)


class Reading(NamedTuple):
    """What the learner wrote: its exact ``value``; ``approximate`` when it holds a decimal or a
    percentage; ``fraction``: (numerator, denominator) when it is a single fraction of integers
    (or an integer: denominator 1), else None."""

    value: Fraction
    approximate: bool
    fraction: object


def read_expression(text):
    """Read ``text``; raise :class:`LoveLetterError` with a French message saying what is accepted
    (:class:`~loveletter_teach.errors.AnswerSizeError` beyond the limits of what is read)."""
    if isinstance(text, bool):
        raise LoveLetterError(X["unreadable"].format(text=text))
    check_size(text)
    if isinstance(text, int):
        return Reading(Fraction(text), False, (text, 1))
    if isinstance(text, Fraction):
        return Reading(text, False, (text.numerator, text.denominator))
    if isinstance(text, float):
        return Reading(Fraction(repr(text)), True, None)
    return _Parser(str(text)).parse()


def bracketing(text, wanted, near=0):
    """``text`` with brackets that give ``wanted`` (to ``near``), when it is read left to right as the
    rules say but a reader of fractions would group it: « 1/30 / 1/5 » is ((1/30)/1)/5 = 1/150, and
    « (1/30) / (1/5) » = 1/6; « 1/2 / 2×3 » may be meant as 1/2 / (2×3). The brackets tried, in this
    order: each « a/b » of two numbers written alone grouped, then one group of factors after a « / »
    (the shortest first). None when no such brackets give ``wanted``, or ``text`` does not read.

    >>> bracketing("1/30 / 1/5", Fraction(1, 6)), bracketing("1 - 3/55 ÷ 3/11", Fraction(4, 5))
    ('(1/30) / (1/5)', '1 - (3/55) ÷ (3/11)')
    >>> bracketing("1/2 × 1/3", Fraction(1, 6)) is None, bracketing("1/30 / 1/5", Fraction(1, 5)) is None
    (True, True)
    """
    parser = _Parser(str(text))
    try:
        if abs(parser.parse().value - wanted) <= near:
            return None  # read left to right, it is already right
    except (LoveLetterError, ZeroDivisionError):
        return None
    for fixed in parser.regroupings():
        try:
            value = _Parser(fixed).parse().value
        except (LoveLetterError, ZeroDivisionError):
            continue
        if abs(value - wanted) <= near:
            return fixed
    return None


class _Parser:
    def __init__(self, text):
        self.text = text
        self.s = text.strip().lstrip("≈~=").strip()
        self.i = 0
        self.approximate = False
        self.chains = []  # (spans of the factors in self.s, their operators): the terms of 3 factors or more

    def regroupings(self):
        """The texts :func:`bracketing` tries, one chain of factors regrouped at a time."""
        for spans, ops in self.chains:
            if len(spans) > MAX_FACTORS:
                continue
            pairs, k = [], 0
            while k < len(spans) - 1:
                if ops[k] == "/" and all(_PLAIN.match(self.s[a:b]) for a, b in spans[k:k + 2]):
                    pairs.append((k, k + 1))
                    k += 2
                else:
                    k += 1
            if pairs:
                yield self._bracketed(spans, pairs)
            for size in range(2, len(spans)):
                for k in range(1, len(spans) - size + 1):
                    if ops[k - 1] == "/":
                        yield self._bracketed(spans, [(k, k + size - 1)])

    def _bracketed(self, spans, groups):
        """self.s with brackets around each group (first, last) of factors of one chain."""
        text = self.s
        for first, last in reversed(groups):
            start, end = spans[first][0], spans[last][1]
            text = f"{text[:start]}({text[start:end]}){text[end:]}"
        return text

    def _span(self, start):
        """(start, end) of the factor just read, its trailing spaces left out."""
        end = self.i
        while end > start and self.s[end - 1].isspace():
            end -= 1
        return start, end

    def fail(self, key="bad_char"):
        if self.i >= len(self.s):
            raise LoveLetterError(X["unfinished"].format(text=self.text, accepted=X["accepted"]))
        raise LoveLetterError(X[key].format(char=self.s[self.i], pos=self.i + 1, text=self.text,
                                            accepted=X["accepted"]))

    def peek(self):
        while self.i < len(self.s) and self.s[self.i].isspace():
            self.i += 1
        return self.s[self.i] if self.i < len(self.s) else ""

    def parse(self):
        if not self.s:
            raise LoveLetterError(X["empty"].format(accepted=X["accepted"]))
        value = self.expr()
        if self.peek():
            self.fail()
        return Reading(value, self.approximate, self._single_fraction())

    def _single_fraction(self):
        """(p, q) when the whole text is « p/q » or « p » with integers (a sign allowed)."""
        compact = "".join(self.s.split()).replace("÷", "/").replace(":", "/")
        sign = -1 if compact[:1] in _MINUS else 1
        compact = compact.lstrip("+" + _MINUS)
        parts = compact.split("/")
        if len(parts) <= 2 and all(p.isdecimal() for p in parts):
            top, bottom = int(parts[0]), int(parts[1]) if len(parts) == 2 else 1
            return (sign * top, bottom) if bottom else None
        return None

    def expr(self):
        value = self.term()
        while self.peek() and (self.peek() == "+" or self.peek() in _MINUS):
            op = self.s[self.i]
            self.i += 1
            right = self.term()
            value = value + right if op == "+" else value - right
        return value

    def _next(self):
        """Where the next factor starts (spaces skipped)."""
        self.peek()
        return self.i

    def term(self):
        start = self._next()
        value = self.factor()
        spans, ops = [self._span(start)], []
        while True:
            char = self.peek()
            if char and char in _TIMES and not (char == "." and self._digit_next()):
                self.i += 1
                start = self._next()
                value *= self.factor()
                ops.append("×")
            elif char and char in _DIVIDE:
                self.i += 1
                start = self._next()
                right = self.factor()
                if not right:
                    raise LoveLetterError(X["zero_division"].format(text=self.text))
                value /= right
                ops.append("/")
            else:
                if len(spans) > 2:
                    self.chains.append((spans, ops))
                return value
            spans.append(self._span(start))

    def _digit_next(self):
        return self.i + 1 < len(self.s) and self.s[self.i + 1].isdecimal()

    def factor(self):
        negative = False
        while self.peek() == "+" or (self.peek() and self.peek() in _MINUS):  # signs: a loop, not a recursion
            negative ^= self.s[self.i] != "+"
            self.i += 1
        value = self.percent(self.atom())
        return -value if negative else value

    def percent(self, value):
        if self.peek() == "%":
            self.i += 1
            self.approximate = True
            return value / 100
        return value

    def atom(self):
        char = self.peek()
        if char == "(":
            self.i += 1  # at most MAX_DEPTH levels: read_expression checked the text (check_size)
            value = self.expr()
            if self.peek() != ")":
                if not self.peek():
                    raise LoveLetterError(X["parenthesis"].format(text=self.text))
                self.fail()
            self.i += 1
            return value
        return self.number()

    def number(self):
        start = self.i
        while self.i < len(self.s) and self.s[self.i].isdecimal():  # « ² » is a digit, not a decimal one
            self.i += 1
        digits = self.s[start:self.i]
        if self.i < len(self.s) and self.s[self.i] in ",." and self._digit_next():
            self.i += 1
            begin = self.i
            while self.i < len(self.s) and self.s[self.i].isdecimal():
                self.i += 1
            self.approximate = True
            return Fraction(f"{digits or '0'}.{self.s[begin:self.i]}")
        if not digits:
            self.fail()
        return Fraction(int(digits))


__all__ = ["read_expression", "Reading", "bracketing"]
