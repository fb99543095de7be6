"""The kernel's session: who is at the keyboard and what they have done so far.

A notebook has one session (:data:`SESSION`): the learner field at the top sets its learner, and every
exercise built later (or already built, and waiting) takes that learner's variant and progress. Tests
and tools make their own ``Session()`` and pass it. Without widgets, the plain functions do the same:

>>> s = Session()
>>> print(je_suis("Camille", session=s))
Bonjour Camille : vos questions sont prêtes.
>>> q = question("01.perso.tirage", session=s)
>>> answer("01.perso.tirage", "1/2", session=s).correct in (True, False)
True
>>> s.progress.record("camille", "01.perso.tirage").tries
1
"""

import os

from .. import fr
from ..errors import LoveLetterError
from ..html import message_html
from .catalogue import entry, version_of
from .learners import Learner
from .observers import Observers
from .record import Record
from .progress import ProgressStore
from .questions import Exercise, Feedback

L = fr.LEARNERS
P = fr.PROGRESS


class NoLearnerError(LoveLetterError):
    """An exercise that needs a learner was asked for before a name was given."""


class Session:
    """The current :class:`Learner` (None until a name is given) and a :class:`ProgressStore`.
    ``observe(callback)`` calls ``callback(learner)`` each time the learner is set."""

    def __init__(self, progress=None):
        self.learner = None
        self.progress = ProgressStore() if progress is None else progress
        self.unnamed = {}  # exercise id -> Record: fixed questions answered before a name is given
        self._observers = Observers()

    def observe(self, callback):
        self._observers.add(callback)

    def set_learner(self, name):
        """Set the learner (a name or a Learner; a bad name raises in French and changes nothing)."""
        learner = Learner(name)
        self.learner = learner
        self.progress.names.setdefault(learner.key, learner.name)
        self._observers.notify(learner)
        return learner

    def record(self, exercise_id):
        """Where the current learner's attempt at ``exercise_id`` is kept; before any name is given,
        a record of this session (a widget merges it into the learner's once the name comes)."""
        if self.learner is None:
            return self.unnamed.setdefault(exercise_id, Record(version=version_of(exercise_id)))
        return self.progress.record(self.learner, exercise_id)

    def require_learner(self, message=L["no_learner_plain"]):
        if self.learner is None:
            raise NoLearnerError(message)
        return self.learner

    def exercise(self, exercise_id, learner=None):
        """The attempt of ``learner`` (default: the current one) at ``exercise_id``, on its record."""
        learner = Learner(learner) if learner is not None else self.require_learner()
        return Exercise(entry(exercise_id).build(learner), self.progress.record(learner, exercise_id))

    def summary(self, learner=None):
        return self.progress.summary(learner if learner is not None else self.require_learner())


SESSION = Session()


def je_suis(name, session=None):
    """Tell the notebook who you are: your questions are built from your first name.

    Returns the greeting (a Feedback, shown in HTML in a notebook); a bad name raises in French."""
    learner = (session or SESSION).set_learner(name)
    return Feedback(None, L["hello"].format(name=learner.name), "ok")


set_learner = je_suis


def current_learner(session=None):
    """The learner of the session, or None."""
    return (session or SESSION).learner


def question(exercise_id, session=None):
    """The question ``exercise_id`` as the current learner sees it (print it, or show it)."""
    return (session or SESSION).exercise(exercise_id).question


def answer(exercise_id, value, session=None):
    """Check the current learner's answer to ``exercise_id``; the try is kept in the progress."""
    session = session or SESSION
    feedback = session.exercise(exercise_id).answer(value)
    session.progress.changed()
    return feedback


def hint(exercise_id, session=None):
    """The next hint of ``exercise_id`` for the current learner."""
    session = session or SESSION
    feedback = session.exercise(exercise_id).hint()
    session.progress.changed()
    return feedback


def solution(exercise_id, session=None):
    """The solution of ``exercise_id``, once earned (a right answer, or the tries used up)."""
    return (session or SESSION).exercise(exercise_id).solution()


def progress_summary(learner=None, session=None):
    """The score so far of ``learner`` (default: the current learner), per notebook and section."""
    return (session or SESSION).summary(learner)


def save_progress(path, session=None):
    """Save the session's progress to a JSON file (for instance next to the notebook)."""
    path = (session or SESSION).progress.save(path)
    return Feedback(None, P["saved"].format(path=path), "ok")


def load_progress(path, session=None):
    """Take back a progress saved with :func:`save_progress`; a damaged file raises in French and
    changes nothing."""
    (session or SESSION).progress.load(path)
    return Feedback(None, P["loaded"].format(path=path), "ok")


class Resumed:
    """What :func:`resume_progress` returns when it took a file back: a short French sentence (as
    text and as HTML, so that the last line of a cell shows nothing Python-looking) and the
    ``learner`` it found (None when the file holds several and none is set)."""

    def __init__(self, learner, message):
        self.learner = learner
        self.message = message

    def __str__(self):
        return self.message

    __repr__ = __str__

    def _repr_html_(self):
        return message_html(self.message, "ok")


def resume_progress(path, session=None):
    """At the top of a notebook: take back the progress saved in ``path`` if the file exists, and the
    learner with it when the file holds a single learner and none is set yet (after a restart, the
    learner does not type the name again).

    Returns None when there is no file (the cell shows nothing), else a :class:`Resumed` that reads
    « Bon retour, Inès : vos réponses sont revenues. »."""
    session = session or SESSION
    if not os.path.exists(path):
        return None
    session.progress.load(path)
    learners = session.progress.learners()
    if session.learner is None and len(learners) == 1:
        session.set_learner(learners[0])
    learner = session.learner
    if learner is None:
        return Resumed(None, P["resumed_anonymous"])
    return Resumed(learner, P["resumed"].format(name=learner.name))


__all__ = ["Session", "SESSION", "NoLearnerError", "je_suis", "set_learner", "current_learner", "question",
           "answer", "hint", "solution", "progress_summary", "save_progress", "load_progress", "resume_progress", "Resumed"]
