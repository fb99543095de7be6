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
from collections import Counter
from dataclasses import replace

from .. import fr
from ..html import french_output, message_html
from .attempt import Attempt, NoLearnerError, recorded_question, recorded_version
from .autosave import AutoSave, default_folder, read_resume_code, resume_code
from .catalogue import version_of
from .learners import Learner, NameTakenError, same_spelling
from .observers import Observers
from .record import Record
from .progress import FORMAT, VERSION, ProgressStore
from .questions import Exercise, Feedback

L = fr.LEARNERS
P = fr.PROGRESS
S = fr.SAVING


class Session:
    """The current :class:`Learner` (None until a name is given) and a :class:`ProgressStore`.
    ``observe(callback)`` calls ``callback(learner)`` each time the learner is set.

    With a ``folder`` (the notebook's session: the folder it runs in), every change of the progress is
    written at once to the learner's own file there (:mod:`.autosave`), and giving a name takes that
    learner's file back first: after a restart, the name brings every answer back."""

    def __init__(self, progress=None, folder=None):
        self.learner = None
        self.progress = ProgressStore() if progress is None else progress
        self.unnamed = {}  # exercise id -> Record: fixed questions answered before a name is given
        self.saver = None if folder is None else AutoSave(folder)
        self.restored = []  # the exercises the learner's file gave back when the name was given (ids)
        self._observers = Observers()
        self.progress.observe(self._autosave)

    def observe(self, callback):
        self._observers.add(callback)

    def set_learner(self, name, group=None):
        """Set the learner (a name or a Learner, and the class or number that tells two learners of
        the same name apart); a bad name raises in French and changes nothing. With autosave, the
        learner's file is read back first, so that every widget shows the answers it holds; a file of
        the same key written under another spelling of the name raises :class:`NameTakenError`."""
        learner = Learner(name, group)
        self.check_spelling(learner)
        self.restored = self.saver.load(self.progress, learner) if self.saver is not None else []
        if learner.key in self.progress.names:  # the name as first written (« Léa », not « lea »)
            learner = Learner(self.progress.names[learner.key], learner.group)
        self.learner = self.progress.know(learner)
        self._observers.notify(learner)  # the widgets rebuild, with what was done before the name
        if any(r.started for r in self.progress.of(learner).values()):
            self._autosave()
        return learner

    def check_spelling(self, learner):
        """Raise :class:`NameTakenError` when ``learner``'s file in the folder was written under another
        spelling of the name (« Lea » where « Léa » saved hers, case and spaces aside): the two fold to
        the same key, so the same questions and the same file, and may be two learners. Nothing is read
        into the session or written until they say who they are."""
        found = None if self.saver is None else self.saver.owner(learner)
        if found is not None and not same_spelling(found.name, learner.name):
            raise NameTakenError(name_taken(learner, found), learner, found, name_taken(learner, found, plain=True))

    def _autosave(self):
        if self.saver is not None and self.learner is not None:
            self.saver.save(self.progress, self.learner)

    def take_notice(self):
        """A French sentence on a failed save not yet shown (once), or None."""
        return None if self.saver is None else self.saver.take_notice()

    def with_notice(self, feedback):
        """``feedback``, followed by the notice of a failed save if there is one to tell."""
        notice = self.take_notice()
        return feedback if notice is None else replace(feedback, message=f"{feedback.message} {notice}")

    def save_status(self):
        """Where the answers are kept, in one French sentence (no path of this machine in it)."""
        if self.saver is None:
            return S["memory_only"]
        return self.saver.status(self.learner)

    def last_learner(self):
        """The learner who last gave a name in this folder (None if unknown): to offer, never to set."""
        return None if self.saver is None else self.saver.last_learner()

    def handed_in(self):
        """The current learner's progress as :meth:`ProgressStore.to_json` writes it (no learner: an
        empty ``learners``): what the handed-in notebook carries (:data:`~.progress.MIME_TYPE`)."""
        if self.learner is None:
            return {"format": FORMAT, "version": VERSION, "learners": {}}
        return self.progress.to_json(self.learner)

    def resume_code(self):
        return resume_code(self.progress, self.require_learner())

    def resume(self, code):
        """Take back the progress of a resume code and its learner (the learner pasted it: their word)."""
        loaded = read_resume_code(code)
        learner = next(iter(loaded.values()))[0] if loaded else self.require_learner()
        self.check_spelling(learner)  # before anything is merged
        self.progress.merge(loaded, only=learner)
        self.set_learner(learner)
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
        """The attempt of ``learner`` (default: the current one) at ``exercise_id``, on its record: the
        variant of the record's version (:func:`recorded_question`)."""
        learner = Learner(learner) if learner is not None else self.require_learner()
        record = self.progress.record(learner, exercise_id)
        return Exercise(recorded_question(exercise_id, learner, record), record)

    def summary(self, learner=None):
        return self.progress.summary(learner if learner is not None else self.require_learner())


def name_taken(typed, found, plain=False):
    """What a learner who typed ``typed`` is told when ``found`` saved answers here under another
    spelling of the name: for the name box, or for ``je_suis`` (``plain``)."""
    other = L["name_taken_add"] if typed.group is None else L["name_taken_change"]
    if plain:
        group = "3" if typed.key.endswith("-2") else "2"  # an example of another class or number
        return L["name_taken_plain"].format(found=found.label, other=other, same=je_suis_call(found),
                                            call=f'je_suis("{typed.name}", groupe="{group}")')
    return L["name_taken"].format(found=found.label, other=other, name=found.name)


SESSION = Session(folder=default_folder())


def je_suis(name=None, groupe=None, session=None):
    """Tell the notebook who you are: your questions are built from your first name (and from
    ``groupe``, a class or a number, when another learner has the same name: ``je_suis("Léa", 2)``).
    Your saved answers come back.

    Returns the greeting (a Feedback, shown in HTML in a notebook); a bad name raises in French. A
    name whose file here was written under another spelling (« Lea » where « Léa » saved hers) gets a
    French message that asks for a class or a number (``groupe``), and sets nobody.
    Without a name, says who last gave a name here, and sets nobody."""
    session = session or SESSION
    if name is None:
        last = session.last_learner()
        if last is None:
            raise NoLearnerError(L["no_learner_plain"])
        return Feedback(None, f"{S['last_plain'].format(name=last.label)} {je_suis_call(last)}", "info")
    try:
        learner = session.set_learner(name, groupe)
    except NameTakenError as exc:
        return Feedback(None, exc.plain, "error")
    return session.with_notice(Feedback(None, greeting(learner, session.restored), "ok"))


def greeting(learner, restored=()):
    """« Bonjour Léa : vos questions sont prêtes. », or « Bon retour, Léa : … » when answers came back
    (``restored``: the ids of the exercises answered)."""
    if restored:
        return S["back"].format(name=learner.label, n=restored_text(restored))
    return L["hello"].format(name=learner.label)


def restored_text(exercise_ids):
    """How many answers came back, and from which notebooks (an exercise id starts with its notebook's).

    >>> restored_text(["02.voir.comptage", "02.savoir.pretre", "03.ticket.sachant"])
    '2 réponses du carnet 02 et 1 du carnet 03'
    """
    counts = sorted(Counter(i.split(".", 1)[0] for i in exercise_ids).items())
    return fr.join_and((S["back_count"][0 if n <= 1 else 1] if k == 0 else S["back_more"]).format(n=n, notebook=nb)
                       for k, (nb, n) in enumerate(counts))


def je_suis_call(learner):
    group = "" if learner.group is None else f", {learner.group!r}".replace("'", '"')
    return f'je_suis("{learner.name}"{group})'


def reprendre(code, session=None):
    """Take back the answers of a resume code (where files vanish on reload: Basthon, Capytale)."""
    session = session or SESSION
    learner = session.resume(code)
    answered = [i for i, r in session.progress.of(learner).items() if r.started]  # not the questions only shown
    return session.with_notice(Feedback(None, S["code_back"].format(name=learner.label, n=restored_text(answered)),
                                        "ok"))


def code_de_reprise(session=None):
    """The resume code of the current learner: ``reprendre(code)`` brings the answers back."""
    return (session or SESSION).resume_code()


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
    session.require_learner()
    attempt = Attempt(exercise_id, session=session)
    return attempt.with_notice(attempt.answer(value))


def hint(exercise_id, session=None):
    """The next hint of ``exercise_id`` for the current learner."""
    session = session or SESSION
    session.require_learner()
    attempt = Attempt(exercise_id, session=session)
    return attempt.with_notice(attempt.hint())


def solution(exercise_id, session=None):
    """The solution of ``exercise_id``, once earned (a right answer, or the tries used up)."""
    session = session or SESSION
    session.require_learner()
    attempt = Attempt(exercise_id, session=session)
    return attempt.with_notice(attempt.solution())


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

    @french_output
    def _repr_html_(self):
        return message_html(self.message, "ok")


def resume_progress(path, session=None):
    """Take back the progress saved in ``path`` (a file of :func:`save_progress`) if the file exists.
    The learner is never set from the file (school computers are shared): the answers show once the
    learner gives the name.

    Returns None when there is no file (the cell shows nothing), else a :class:`Resumed` that reads
    « Bon retour, Inès : vos réponses sont revenues. » when that learner is already set."""
    session = session or SESSION
    if not os.path.exists(path):
        return None
    session.progress.load(path)
    learner = session.learner
    if learner is None:
        return Resumed(None, P["resumed_anonymous"])
    return Resumed(learner, P["resumed"].format(name=learner.name))


__all__ = ["Session", "SESSION", "NoLearnerError", "je_suis", "set_learner", "current_learner", "question",
           "answer", "hint", "solution", "progress_summary", "save_progress", "load_progress", "resume_progress", "Resumed",
           "reprendre", "code_de_reprise", "greeting", "recorded_question",
           "recorded_version"]
