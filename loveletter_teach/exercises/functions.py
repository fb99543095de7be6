"""Exercises where the learner writes a small Python function (the Seconde programme asks for it),
and :func:`verifie`, which says in French whether it is right, without giving it away.

A :class:`FunctionTask` knows the function's name, a reference computed by the package, the cases
it is tried on (seeded: a random generator is given as ``Hasard(seed)`` and rebuilt for each call),
and « mutants »: the typical wrong versions (a count instead of a frequency, one deal too few…),
each with the French message that names the kind of mistake. ``verifie(id, function)`` calls the
learner's function on the task's cases and on the learner's own case (from the catalogue's seed),
and keeps the result in the session's progress like any other answer: the exercise of the same id
in the catalogue asks for the value the function returns on the learner's own case.

Neither the reference's code nor its values are ever shown.

>>> task = FunctionTask("99.essai.double", "double", lambda ctx: 2 * ctx["x"], [{"x": 1}, {"x": 5}],
...                     mutants=[(lambda ctx: ctx["x"] + 2, "plus deux")], number=True)
>>> task.check(lambda x: 2 * x).correct
True
>>> print(task.check(lambda x: x + 2).message)
Pour x = 1, votre fonction renvoie 3 : ce n'est pas le résultat attendu. plus deux
"""

import math
import random
from dataclasses import dataclass, field
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from .catalogue import entry
from .parsing import decimal_text
from .questions import Feedback
from .attempt import Attempt, recorded_version
from .session import SESSION
from .record import json_answer

T = fr.FUNCTIONS
E = fr.EXERCISES


@dataclass(frozen=True)
class Hasard:
    """A random generator given to the learner's function: ``random.Random(seed)``, rebuilt for each
    call so that every call sees the same draws."""

    seed: int

    def make(self):
        return random.Random(self.seed)

    def __str__(self):
        return f"random.Random({self.seed})"


def fresh(case):
    """The arguments of ``case`` (a dict), each Hasard rebuilt as a new generator."""
    return {k: v.make() if isinstance(v, Hasard) else v for k, v in case.items()}


def case_text(case):
    """A case in a French sentence, numbers with a decimal comma (« ; » between the values, since the
    comma is taken): « n = 20 et hasard = random.Random(3) », « f = 0,5 ; p = 0,25 et n = 16 »."""
    words = [f"{k} = {value_text(v)}" for k, v in case.items()]
    return words[0] if len(words) == 1 else " ; ".join(words[:-1]) + " et " + words[-1]


def call_text(name, case):
    """The same case as the learner types it in Python: « dans_intervalle(f=0.5, p=0.25, n=16) »."""
    return f"{name}(" + ", ".join(f"{k}={python_text(v)}" for k, v in case.items()) + ")"


def python_text(value):
    """A value as Python writes it, decimals with a point (it is code)."""
    if isinstance(value, Fraction):
        value = float(value)
    if isinstance(value, float):
        return repr(round(value, 10))
    return repr(value) if isinstance(value, str) else str(value)


def value_text(value):
    """A value in a French sentence: « 0,0625 », « 3 », « True », « random.Random(3) »."""
    if is_number(value):
        return decimal_text(value, 10)
    return repr(value) if isinstance(value, str) else str(value)


def is_number(value):
    return isinstance(value, (int, float, Fraction)) and not isinstance(value, bool)


class NotAFunctionError(LoveLetterError, TypeError):
    """verifie() was given something that is not a function."""


@dataclass(frozen=True)
class FunctionTask:
    """A function to write. ``reference(ctx)`` is the right value of a case, ``context(case)`` the
    data computed once per case that the reference and the mutants read (default: the case itself);
    ``mutants``: (mutant(ctx), message) in order, a message may use {case} and {value}; ``personal(rng)``:
    the learner's own case; ``older``: {version: personal} of the exercise's earlier versions (their
    records are checked on the case they were made on); ``number``: the function returns a number (else
    True or False)."""

    id: str
    name: str
    reference: object
    cases: list
    mutants: list = field(default_factory=list)
    context: object = None
    personal: object = None
    number: bool = True
    older: dict = field(default_factory=dict)

    def personal_of(self, version=None):
        """The rule of the learner's own case in ``version`` of the exercise (default: the current one)."""
        return self.older.get(version, self.personal)

    def ctx(self, case):
        return self.context(case) if self.context else dict(case)

    def expected(self, case):
        return self.reference(self.ctx(case))

    def same(self, value, expected):
        """The learner's value agrees with the expected one (a number within 10⁻⁹, or the boolean)."""
        if self.number:
            if not is_number(value):
                return False
            if value == expected or (value != value and expected != expected):  # nan twice: the same value
                return True
            try:
                return math.isclose(float(value), float(expected), rel_tol=1e-9, abs_tol=1e-9)
            except OverflowError:  # a number beyond a float's range (10**400), and not the same one
                return False
        return isinstance(value, bool) and value == expected

    def check(self, function, extra=()):
        """A :class:`Feedback` for ``function`` on the task's cases and ``extra`` ones; ``counted``
        is False when the function is not finished or does not run (no try lost)."""
        if not callable(function):
            raise NotAFunctionError(T["not_function"].format(name=self.name, got=type(function).__name__))
        cases = list(self.cases) + list(extra)
        outputs = []
        for case in cases:
            try:
                value = function(**fresh(case))
            except TypeError as exc:
                if "argument" in str(exc):
                    return Feedback(False, T["arguments"].format(name=self.name, args=", ".join(case), error=exc),
                                    "error", counted=False)
                return self._crash(case, exc)
            except Exception as exc:  # the learner's code: any error is explained, none escapes
                return self._crash(case, exc)
            if value is Ellipsis:
                return Feedback(False, T["unfinished"], "info", counted=False)
            if value is None:
                return Feedback(False, T["none"].format(case=case_text(case)), "error", counted=False)
            if self.number and not is_number(value):
                return Feedback(False, T["not_number"].format(case=case_text(case), value=value_text(value),
                                                              type=type(value).__name__), "error")
            if not self.number and not isinstance(value, bool):
                return Feedback(False, T["not_bool"].format(case=case_text(case), value=value_text(value)), "error")
            outputs.append(value)
        for case, value in zip(cases, outputs):  # the same generator, another value: it draws elsewhere
            try:
                again = function(**fresh(case))
            except Exception as exc:  # noqa: BLE001 (the learner's code)
                return self._crash(case, exc)
            if not self.same(again, value):
                return Feedback(False, T["not_reproducible"].format(case=case_text(case)), "error")
        contexts = [self.ctx(c) for c in cases]
        expected = [self.reference(c) for c in contexts]
        wrong = [i for i in range(len(cases)) if not self.same(outputs[i], expected[i])]
        if not wrong:
            return Feedback(True, E["right"] + " " + T["right"].format(k=len(cases)), "ok")
        first = wrong[0]
        words = {"case": case_text(cases[first]), "value": value_text(outputs[first])}
        for mutant, message in self.mutants:
            values = [mutant(c) for c in contexts]
            if all(self.same(outputs[i], values[i]) for i in range(len(cases))):
                return Feedback(False, T["wrong"].format(**words) + " " + message.format(**words), "error")
        ignored = self._ignored(cases, outputs, expected)
        if ignored:
            return Feedback(False, T["wrong"].format(**words) + " " + T["ignores"].format(arg=ignored), "error")
        return Feedback(False, T["wrong"].format(**words) + " " + T["wrong_generic"], "error")

    def _crash(self, case, exc):
        return Feedback(False, T["error"].format(case=case_text(case), kind=type(exc).__name__, error=exc), "error",
                        counted=False)

    def _ignored(self, cases, outputs, expected):
        """An argument whose change leaves the learner's value unchanged while the right value changes."""
        for i, a in enumerate(cases):
            for j, b in enumerate(cases[:i]):
                differ = [k for k in a if a[k] != b[k]]
                if len(differ) == 1 and self.same(outputs[i], outputs[j]) and not self.same(expected[i], expected[j]):
                    return differ[0]
        return None


TASKS = {}  # exercise id -> FunctionTask


def add_task(task):
    """Make ``task`` known to :func:`verifie` (the catalogue entry of the same id is registered apart)."""
    TASKS[task.id] = task
    return task


def personal_case(task, learner, version=None):
    """The case of ``learner``: the one the catalogue's variant of ``task.id`` (in ``version``) is built on."""
    return task.personal_of(version)(random.Random(entry(task.id).seed(learner)))


def verifie(exercise_id, fonction, session=None):
    """Check the learner's function for the exercise ``exercise_id`` (« 03.seconde.frequence ») and keep
    the result in the progress of the session's learner. Returns a French :class:`Feedback`.

    The function is called on seeded cases and on the learner's own case; the message says what kind
    of mistake it is, never the expected values. Without a learner, the function is checked and
    nothing is kept."""
    try:
        task = TASKS[exercise_id]
    except KeyError:
        raise LoveLetterError(T["unknown"].format(id=exercise_id, ids=", ".join(TASKS))) from None
    session = SESSION if session is None else session
    learner = session.learner
    attempt = None if learner is None else Attempt(exercise_id, session=session)  # its record, its one word to the store
    record = None if attempt is None else attempt.record
    version = recorded_version(exercise_id, record)  # a record's tries on version 1 go on with its case
    mine = [personal_case(task, learner, version)] if learner is not None and task.personal else []
    feedback = task.check(fonction, mine)
    if learner is None:
        return Feedback(feedback.correct, feedback.message + " " + T["no_learner"], feedback.kind, feedback.counted)
    question = attempt.question  # the variant of the record's version
    message = feedback.message
    if record.solved:
        message = (E["already"] + " " if feedback.correct else "") + message
    elif feedback.counted:
        record.tries += 1
        record.history.append([T["history"].format(name=getattr(fonction, "__name__", task.name)), feedback.correct])
        if feedback.correct:
            record.solved = True
            message += " " + question.explanation
            if mine:
                value = fonction(**fresh(mine[0]))
                record.last_answer = json_answer(_answer_form(value))
        else:
            left = question.max_tries - record.tries
            # no widget opens the solution of a function: after the tries, the learner's own case is worked out
            message += " " + (_solution(task, question, mine, feedback) if left <= 0
                              else fr.plural_form(E["tries_left"], left))
    feedback = Feedback(feedback.correct, message, feedback.kind, feedback.counted)
    record.last_feedback, record.last_kind = feedback.message, feedback.kind
    attempt.changed()
    return attempt.with_notice(feedback)


def _solution(task, question, mine, feedback):
    """After the last try: how many tries the exercise gives, then the worked result on the learner's own
    case, named, and said to be another case than the one that failed (when it is)."""
    tries = fr.plural_form(T["tries_used"], question.max_tries)
    if not mine:
        return tries + " " + T["solution_plain"].format(explanation=question.explanation)
    own = case_text(mine[0])
    which = T["same_case"] if feedback.message.startswith(f"Pour {own},") else T["other_case"]
    return tries + " " + T["solution"].format(case=own, which=which, explanation=question.explanation)


def _answer_form(value):
    """What the learner would type in the exercise's box for ``value``."""
    if isinstance(value, bool):
        return str(value)
    return decimal_text(value, 10) if is_number(value) else str(value)


__all__ = ["FunctionTask", "Hasard", "TASKS", "add_task", "verifie", "case_text", "call_text", "fresh", "personal_case",
           "NotAFunctionError"]
