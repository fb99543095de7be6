"""One learner's attempt at one exercise: the record it lives in, the answer, the hints, the solution,
and the one word to the progress store after each of them.

Both exercise front-ends (the ipywidgets ``ExerciseWidget`` and its plain stand-in) and the plain
functions ``answer(id, value)``, ``hint(id)``, ``solution(id)`` act through an :class:`Attempt`: it finds
(or makes) the learner's record, builds the question on it, and after each change calls
``session.progress.changed()`` once (the notebook's session saves at once) and takes the notice of a
failed save. Before a name is given, a fixed question of the catalogue is tried on a record of the
session (``session.unnamed``); when the name comes, what was done there becomes the learner's.

>>> from loveletter_teach.exercises import Session
>>> s = Session()
>>> attempt = Attempt("01.regles.paquet", session=s)
>>> attempt.answer("3").correct
False
>>> s.set_learner("Camille") and attempt.load(s.learner)
True
>>> s.progress.record("camille", "01.regles.paquet").tries
1
"""

from dataclasses import replace

from .. import fr
from ..errors import LoveLetterError
from .catalogue import entry, fixed_id, version_of
from .questions import Exercise
from .record import Record

L = fr.LEARNERS


class NoLearnerError(LoveLetterError):
    """An exercise that needs a learner was asked for before a name was given."""


def recorded_question(exercise_id, learner, record):
    """The question ``learner`` tries on ``record``: the variant of the version the record was made with
    (a record with tries on version 1 goes on with version 1's question after the exercise changed, as
    the class report grades it), the current one for a record not tried yet or whose version can no
    longer be rebuilt (the class report keeps its stored outcome then)."""
    return entry(exercise_id).build(learner, recorded_version(exercise_id, record))


def recorded_version(exercise_id, record):
    """The version of ``exercise_id`` that ``record`` goes on with (None: the current one)."""
    if record is None or entry(exercise_id).builder_of(record.version) is None:
        return None
    return record.version


class Attempt:
    """The attempt at ``question`` (a catalogue id, a :class:`~.questions.Question` or an
    :class:`~.questions.Exercise` already started) in ``session``, for the learner given to
    :meth:`load` (the session's learner at first). A question of the catalogue (an id, or a fixed
    question found by :func:`~.catalogue.fixed_id`) keeps its state in ``session.progress``; one
    outside the catalogue keeps its own record, and tells no store.

    ``hints=False``: no hint is offered (an exit ticket); ``create=False``: a learner's record is not
    made in the store before the first answer, hint or solution (a plain stand-in only shown).

    ``exercise`` is None while a personal question waits for a name. After :meth:`answer`,
    :meth:`hint` or :meth:`solution`, ``notice`` holds the French sentence of a failed save (or None);
    ``telling`` is True while the progress store's observers hear of this attempt's own change."""

    def __init__(self, question, exercise_id=None, session=None, hints=True, create=True):
        if session is None:
            raise TypeError("Attempt needs a session")
        self.session = session
        self.offer_hints = hints
        self.create = create
        self.given = None if isinstance(question, str) else question
        if isinstance(question, str):
            exercise_id = question
        elif exercise_id is None:  # a fixed question of the catalogue keeps its answers under its id
            exercise_id = fixed_id(question.question if isinstance(question, Exercise) else question)
        self.exercise_id = exercise_id
        if exercise_id is not None:
            entry(exercise_id)  # an unknown id is refused at once, in French
        self.exercise = None
        self.learner = None  # the learner the exercise was built for
        self.notice = None
        self.telling = False
        self._detached = False  # the exercise's record is not in the store yet (create=False)
        self._version = None  # the version the question was built for (see recorded_version)
        self.load(session.learner)

    @property
    def question(self):
        return None if self.exercise is None else self.exercise.question

    @property
    def record(self):
        """The record of the attempt (None while it waits for a name, or is not in the store yet)."""
        return None if self.exercise is None or self._detached else self.exercise.record

    @property
    def solved(self):
        return self.exercise is not None and self.exercise.solved

    def load(self, learner):
        """Build the exercise for ``learner`` (None: no name yet) on its record. True when it was built
        again (or for the first time), False when ``learner`` is the one it was built for."""
        given = self.given
        if self.exercise_id is None:
            if self.exercise is not None:
                return False
            self.learner = learner
            self.exercise = given if isinstance(given, Exercise) else Exercise(given)
            self.exercise.hints_offered = self.offer_hints
            return True
        if self.exercise is not None and learner == self.learner:
            if self._detached:  # made meanwhile (an answer(id, …) in a cell): show it
                if self._stored(learner):
                    record = self.session.progress.record(learner, self.exercise_id)
                    self._build(recorded_question(self.exercise_id, learner, record), record)
                    return True
            elif given is None and recorded_version(self.exercise_id, self.exercise.record) != self._version:
                # the record took another version's tries (a file merged): their question
                record = self.exercise.record
                self._build(recorded_question(self.exercise_id, learner, record), record)
                return True
            return False
        before, self.learner = self.learner, learner
        if given is None and entry(self.exercise_id).personal and learner is None:
            self.exercise = None
            return True
        earlier = self.exercise.record if before is None and self.exercise is not None else None
        detached = False
        if learner is not None:
            if self.create or (earlier is not None and earlier.started) or self._stored(learner):
                record = self.session.progress.record(learner, self.exercise_id)
            else:
                record, detached = Record(version=version_of(self.exercise_id)), True
        elif isinstance(given, Exercise):
            record = given.record
        else:  # a fixed question before any name: kept for the session, so a re-run shows it
            record = self.session.record(self.exercise_id)
        if earlier is not None and earlier is not record:
            record.merge(earlier)  # what was done before the name was given
        if given is None:  # the variant of the (merged) record's version: the one its tries answered
            question = recorded_question(self.exercise_id, learner, None if detached else record)
        else:
            question = given.question if isinstance(given, Exercise) else given
        self._build(question, record, detached)
        return True

    def _stored(self, learner):
        return self.exercise_id in self.session.progress.of(learner)

    def _build(self, question, record, detached=False):
        self.exercise = Exercise(question, record)
        self.exercise.hints_offered = self.offer_hints
        self._detached = detached
        self._version = None if detached else recorded_version(self.exercise_id, record)

    def _ready(self):
        if self.exercise is None:
            raise NoLearnerError(L["no_learner_plain"])
        if self._detached:  # the first answer, hint or solution: now the record goes to the store
            self._build(self.exercise.question, self.session.progress.record(self.learner, self.exercise_id))
        return self.exercise

    def answer(self, value):
        """Check ``value``; the try is kept in the record (an answer refused for its size or form
        counts no try)."""
        feedback = self._ready().answer(value)
        self.changed()
        return feedback

    def hint(self):
        feedback = self._ready().hint()
        self.changed()
        return feedback

    def solution(self):
        feedback = self._ready().solution()
        self.changed()
        return feedback

    def changed(self):
        """Tell the progress store (the notebook's session saves the answer at once), once, and take
        the notice of a failed save (:attr:`notice`). A question outside the catalogue tells nobody."""
        self.notice = None
        if self.exercise_id is None:
            return
        self.telling = True
        try:
            self.session.progress.changed()
        finally:
            self.telling = False
        self.notice = self.session.take_notice()

    def with_notice(self, feedback):
        """``feedback``, followed by the notice of a failed save (the plain functions' form)."""
        return feedback if self.notice is None else replace(feedback, message=f"{feedback.message} {self.notice}")


__all__ = ["Attempt", "NoLearnerError", "recorded_question", "recorded_version"]
