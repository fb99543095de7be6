"""A learner, known by the first name typed in the notebook: each exercise's variant comes from the
name and the exercise's id, so a learner gets the same questions on every computer and a teacher can
rebuild them (:func:`loveletter_teach.exercises.answer_key`).

>>> Learner(" camille ").seed("02.comptage.1") == Learner("Camille").seed("02.comptage.1")
True
>>> Learner("Camille").seed("a") != Learner("Camille").seed("b")
True

Two learners of the same name (or of names equal up to accents, « Léa » and « Lea ») are told apart by
a class or a number given with the name: it changes the variants, the key and the progress file. In
a folder where « Léa » saved her answers, « Lea » is asked for one before anything is loaded
(:meth:`~.session.Session.check_spelling`).

>>> Learner("Léa", "2").key, Learner("Léa").key, Learner("Léa", " 1re B ").label
('lea-2', 'lea', 'Léa (1re B)')
>>> Learner("Léa", "2").seed("a") != Learner("Léa").seed("a")
True
"""

from .. import fr
from ..errors import LoveLetterError
from ..names import MAX_NAME, normalize, too_long
from .builders import learner_seed

L = fr.LEARNERS
MAX_GROUP = 20  # a class or a number given with the name
PLACEHOLDERS = frozenset(normalize(word) for word in L["placeholders"])


class LearnerNameError(LoveLetterError, ValueError):
    """A name that cannot identify a learner (empty, a placeholder, too long)."""


class NameTakenError(LearnerNameError):
    """A name whose key has a progress file in the folder written under another spelling (« Lea »
    where « Léa » saved her answers: maybe someone else). ``typed`` is the Learner as given, ``found``
    the one of the file; the message says what to do in the name box, ``plain`` with ``je_suis``."""

    def __init__(self, message, typed, found, plain):
        super().__init__(message)
        self.typed, self.found, self.plain = typed, found, plain


def same_spelling(name, other):
    """True when two names are written alike, but for case and spaces (« léa » and « Léa », not « Lea »).

    >>> same_spelling("Léa", " léa"), same_spelling("Léa", "Lea")
    (True, False)
    """
    return "".join(name.split()).casefold() == "".join(other.split()).casefold()


class Learner:
    """A learner: ``name`` as typed (spaces tidied), ``group`` the class or number given with it to
    tell two learners of the same name apart (None if none), ``key`` what the variants and the progress
    are keyed on: the normalized name (case, accents, spaces and hyphens ignored), then ``-`` and the
    normalized group if there is one."""

    __slots__ = ("name", "group", "key")

    def __init__(self, name, group=None):
        if isinstance(name, Learner):
            name, group, key = name.name, name.group, name.key
        else:
            if not isinstance(name, str):
                raise LearnerNameError(L["not_text"].format(value=name))
            key = normalize(name)
            if not key:
                raise LearnerNameError(L["empty"] if not name.strip() else L["no_letter"].format(name=name.strip()))
            if key in PLACEHOLDERS:
                raise LearnerNameError(L["placeholder"].format(name=name.strip()))
            if too_long(name):
                raise LearnerNameError(L["too_long"].format(n=MAX_NAME))
            if not any(ch.isalpha() for ch in key):
                raise LearnerNameError(L["no_letter"].format(name=name.strip()))
            group = _group(group)
            if group is not None:
                key = f"{key}-{normalize(group)}"
        object.__setattr__(self, "name", " ".join(name.split()))
        object.__setattr__(self, "group", group)
        object.__setattr__(self, "key", key)

    def __setattr__(self, attr, value):
        raise AttributeError(attr)

    @property
    def label(self):
        """The name as the notebook says it: « Léa », or « Léa (2) » with a group."""
        return self.name if self.group is None else f"{self.name} ({self.group})"

    def name_seed(self):
        """One seed for the learner, not tied to an exercise (notebook 01's personal quiz)."""
        return learner_seed(self.name) if self.group is None else learner_seed(self.name, f"#{normalize(self.group)}")

    def seed(self, exercise_id):
        """The seed of this learner's variant of the exercise ``exercise_id`` (without a group, the
        seed of the name alone, as before groups existed)."""
        if self.group is None:
            return learner_seed(self.name, exercise_id)
        return learner_seed(self.name, f"{normalize(self.group)}|{exercise_id}")

    def __eq__(self, other):
        return isinstance(other, Learner) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __repr__(self):
        return f"Learner({self.name!r})" if self.group is None else f"Learner({self.name!r}, {self.group!r})"

    def __str__(self):
        return self.label


def _group(group):
    """A class or a number given with the name, spaces tidied (None for none, or a blank text)."""
    if group is None or isinstance(group, bool):
        if group is None:
            return None
        raise LearnerNameError(L["bad_group"].format(value=group))
    if isinstance(group, int):
        group = str(group)
    if not isinstance(group, str):
        raise LearnerNameError(L["bad_group"].format(value=group))
    if not group.strip():
        return None
    if not normalize(group):
        raise LearnerNameError(L["bad_group"].format(value=group.strip()))
    if len(normalize(group)) > MAX_GROUP:
        raise LearnerNameError(L["group_too_long"].format(n=MAX_GROUP))
    return " ".join(group.split())


__all__ = ["Learner", "LearnerNameError", "NameTakenError", "same_spelling"]
