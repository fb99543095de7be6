"""A question, the check of an answer with French feedback that never gives the answer away, and a
learner's attempt (tries, hints one at a time, the solution)."""

from dataclasses import dataclass, replace
from fractions import Fraction

from .. import fr
from ..editions import get_edition
from ..errors import LoveLetterError, UnknownCardError
from ..html import esc, message_html
from ..names import normalize
from .parsing import decimal_text, number_text, parse_number
from .record import Record, json_answer

E = fr.EXERCISES
KINDS = ("choice", "card", "number", "fraction")
LETTERS = "ABCDEFGHIJ"


@dataclass(frozen=True)
class Question:
    """One question. ``kind``: "choice" (``answer`` is the right choice), "card" (a card name of
    ``edition``), "number" or "fraction" (``answer`` a number; decimals within ``tolerance``)."""

    prompt: str
    kind: str
    answer: object
    choices: tuple = ()
    hints: tuple = ()
    explanation: str = ""
    tolerance: object = None  # default: 1/1000 for a fraction, 0 for a number
    max_tries: int = 3
    edition: object = None
    title: str = ""
    seed: object = None  # the variant's seed, to rebuild it

    def __post_init__(self):
        if self.kind not in KINDS:
            raise LoveLetterError(E["bad_kind"].format(kind=self.kind, kinds=", ".join(KINDS)))
        object.__setattr__(self, "choices", tuple(self.choices))
        object.__setattr__(self, "hints", tuple(self.hints))
        if self.kind in ("number", "fraction"):
            object.__setattr__(self, "answer", parse_number(self.answer))
            tol = self.tolerance
            tol = (Fraction(1, 1000) if self.kind == "fraction" else Fraction(0)) if tol is None else parse_number(tol)
            object.__setattr__(self, "tolerance", tol)
        if self.kind == "card":
            edition = get_edition(self.edition or "classique")
            object.__setattr__(self, "edition", edition)
            object.__setattr__(self, "answer", edition.card(self.answer))
        if self.kind == "choice" and self.answer not in self.choices:
            raise LoveLetterError(E["bad_answer"].format(answer=self.answer))

    def instructions(self):
        """What form of answer is expected, with the tolerance stated."""
        if self.kind == "fraction":
            return E["instr_fraction"].format(tol=decimal_text(self.tolerance, 6))
        if self.kind == "number":
            if self.tolerance:
                return E["instr_number_tol"].format(tol=decimal_text(self.tolerance, 6))
            return E["instr_number"]
        if self.kind == "card":
            return E["instr_card"].format(cards=", ".join(c.name for c in self.edition.cards))
        return E["instr_choice"]

    def answer_text(self):
        if self.kind in ("number", "fraction"):
            return number_text(self.answer)
        if self.kind == "card":
            return fr.the(self.answer)
        return self.answer

    def _repr_html_(self):
        title = f"<b>{esc(self.title)}</b><br>" if self.title else ""
        choices = "".join(f"<li><b>{LETTERS[i]}.</b> {esc(c)}</li>" for i, c in enumerate(self.choices))
        choices = f"<ul style='list-style:none;padding-left:8px'>{choices}</ul>" if choices else ""
        return (f"<div style='font-size:16px;margin:4px 0'>{title}{esc(self.prompt)}{choices}"
                f"<div style='font-size:13px;color:#555'>{esc(self.instructions())}</div></div>")

    def __str__(self):
        lines = [self.prompt] + [f"{LETTERS[i]}. {c}" for i, c in enumerate(self.choices)]
        return "\n".join(lines + [self.instructions()])


@dataclass(frozen=True)
class Feedback:
    """The result of a check: ``correct`` (None for a hint or a notice) and a French message."""

    correct: object
    message: str
    kind: str = "info"  # "ok", "error", "hint", "info"
    counted: bool = True  # False: the answer was unreadable and costs no try

    def __str__(self):
        return self.message

    def _repr_html_(self):
        return message_html(self.message, self.kind)


def check(question, answer):
    """Check ``answer`` against ``question``: a :class:`Feedback` that says what was checked, never
    the expected answer. This is the plain function for places without widgets."""
    q = question
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return Feedback(False, E["empty"].format(instructions=q.instructions()), "error", counted=False)
    if q.kind == "choice":
        return _check_choice(q, answer)
    if q.kind == "card":
        try:
            card = q.edition.card(answer)
        except UnknownCardError as exc:
            return Feedback(False, str(exc), "error", counted=False)
        if card == q.answer:
            return Feedback(True, E["right"], "ok")
        return Feedback(False, E["wrong_card"].format(card=fr.the(card), value=card.value), "error")
    value = parse_number(answer)
    if value is None:
        return Feedback(False, E["unreadable"].format(text=answer, instructions=q.instructions()), "error",
                        counted=False)
    gap = abs(value - q.answer)
    read = number_text(value)
    if gap <= q.tolerance:
        return Feedback(True, E["right"], "ok")
    tol = E["exactly"] if not q.tolerance else E["within"].format(tol=decimal_text(q.tolerance, 6))
    if q.tolerance and gap <= 10 * q.tolerance:
        return Feedback(False, E["close"].format(read=read, tol=tol), "error")
    if q.kind == "fraction" and not 0 <= value <= 1:
        return Feedback(False, E["not_probability"].format(read=read), "error")
    return Feedback(False, E["wrong_number"].format(read=read, tol=tol), "error")


def _check_choice(q, answer):
    text = str(answer).strip()
    chosen = None
    for choice in q.choices:
        if normalize(choice) == normalize(text):
            chosen = choice
    if chosen is None and len(text.rstrip(".)")) == 1 and text[0].upper() in LETTERS[:len(q.choices)]:
        chosen = q.choices[LETTERS.index(text[0].upper())]
    if chosen is None:
        letters = ", ".join(LETTERS[:len(q.choices)])
        return Feedback(False, E["unknown_choice"].format(text=text, letters=letters), "error", counted=False)
    if chosen == q.answer:
        return Feedback(True, E["right"], "ok")
    return Feedback(False, E["wrong_choice"].format(choice=chosen), "error")


def _in_record(name):
    """An attribute of an Exercise that lives in its record."""
    return property(lambda self: getattr(self.record, name), lambda self, value: setattr(self.record, name, value))


class Exercise:
    """A learner's attempt at a question: tries, hints shown one at a time, and the solution, which
    opens after a right answer or after ``question.max_tries`` wrong ones.

    The attempt's state lives in ``record`` (a :class:`~.record.Record`): give the record kept by the
    progress store and the attempt goes on where it stopped (a cell run again)."""

    def __init__(self, question, record=None):
        self.question = question
        self.record = Record() if record is None else record

    tries = _in_record("tries")
    solved = _in_record("solved")
    hints_shown = _in_record("hints_shown")
    history = _in_record("history")

    def _keep(self, feedback, answer=None):
        """Remember the last feedback (and answer) shown, for a widget built again; returns it."""
        self.record.last_feedback, self.record.last_kind = feedback.message, feedback.kind
        if answer is not None:
            self.record.last_answer = json_answer(answer)
        return feedback

    @property
    def solution_available(self):
        return self.solved or self.tries >= self.question.max_tries

    def answer(self, value):
        """Check ``value``; a wrong answer costs a try, an unreadable one does not."""
        return self._keep(self._answer(value), value)

    def _answer(self, value):
        if self.solved:
            return Feedback(True, E["already"] + " " + self._solution_text(), "ok")
        feedback = check(self.question, value)
        if feedback.counted:
            self.tries += 1
            self.history.append([json_answer(value), feedback.correct])
        if feedback.correct:
            self.solved = True
            return replace(feedback, message=feedback.message + " " + self._solution_text())
        if feedback.counted:
            left = self.question.max_tries - self.tries
            extra = E["solution_ready"] if left <= 0 else fr.plural_form(E["tries_left"], left)
            if self.hints_shown < len(self.question.hints):
                extra += " " + E["hint_available"]
            return replace(feedback, message=feedback.message + " " + extra)
        return feedback

    def hint(self):
        """The next hint (they come one at a time)."""
        hints = self.question.hints
        if not hints:
            return Feedback(None, E["no_hints"], "hint")
        if self.hints_shown >= len(hints):
            return Feedback(None, E["no_more_hints"] + " " + self._all_hints(), "hint")
        self.hints_shown += 1
        return Feedback(None, self._all_hints(), "hint")

    def _all_hints(self):
        hints = self.question.hints
        return " ".join(E["hint"].format(k=k + 1, n=len(hints), text=hints[k]) for k in range(self.hints_shown))

    def shown_hints(self):
        """The hints shown so far, as one Feedback (None before the first)."""
        return Feedback(None, self._all_hints(), "hint") if self.hints_shown else None

    def last_feedback(self):
        """The last feedback given (an answer checked, the solution shown), or None."""
        r = self.record
        if not r.last_feedback:
            return None
        return Feedback({"ok": True, "error": False}.get(r.last_kind), r.last_feedback, r.last_kind or "info")

    def solution(self):
        if not self.solution_available:
            left = self.question.max_tries - self.tries
            return Feedback(None, E["solution_locked"].format(n=self.question.max_tries, left=left), "info")
        return self._keep(Feedback(None, self._solution_text(), "info"))

    def _solution_text(self):
        q = self.question
        return E["solution"].format(answer=q.answer_text(), explanation=q.explanation).strip()

    def _repr_html_(self):
        return self.question._repr_html_()


__all__ = ["Question", "Feedback", "check", "Exercise", "KINDS", "LETTERS"]
