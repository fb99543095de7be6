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

from fractions import Fraction
from typing import NamedTuple

from .. import fr
from ..errors import LoveLetterError
from .parsing import check_size

X = fr.EXPRESSIONS
_TIMES, _DIVIDE, _MINUS = "*×·.⋅x", "/÷:", "-−–"


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


class _Parser:
    def __init__(self, text):
        self.text = text
        self.s = text.strip().lstrip("≈~=").strip()
        self.i = 0
        self.approximate = False

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

    def term(self):
        value = self.factor()
        while True:
            char = self.peek()
            if char and char in _TIMES and not (char == "." and self._digit_next()):
                self.i += 1
                value *= self.factor()
            elif char and char in _DIVIDE:
                self.i += 1
                right = self.factor()
                if not right:
                    raise LoveLetterError(X["zero_division"].format(text=self.text))
                value /= right
            else:
                return value

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


__all__ = ["read_expression", "Reading"]
