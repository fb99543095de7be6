"""A learner, known by the first name typed in the notebook: each exercise's variant comes from the
name and the exercise's id, so a learner gets the same questions on every computer and a teacher can
rebuild them (:func:`loveletter_teach.exercises.answer_key`).

>>> Learner(" camille ").seed("02.comptage.1") == Learner("Camille").seed("02.comptage.1")
True
>>> Learner("Camille").seed("a") != Learner("Camille").seed("b")
True
"""

from .. import fr
from ..errors import LoveLetterError
from ..names import MAX_NAME, normalize, too_long
from .builders import learner_seed

L = fr.LEARNERS
PLACEHOLDERS = frozenset(normalize(word) for word in L["placeholders"])


class LearnerNameError(LoveLetterError, ValueError):
    """A name that cannot identify a learner (empty, a placeholder, too long)."""


class Learner:
    """A learner: ``name`` as typed (spaces tidied), ``key`` the normalized name that the variants
    and the progress are keyed on (case, accents, spaces and hyphens ignored)."""

    __slots__ = ("name", "key")

    def __init__(self, name):
        if isinstance(name, Learner):
            name, key = name.name, name.key
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
        object.__setattr__(self, "name", " ".join(name.split()))
        object.__setattr__(self, "key", key)

    def __setattr__(self, attr, value):
        raise AttributeError(attr)

    def seed(self, exercise_id):
        """The seed of this learner's variant of the exercise ``exercise_id``."""
        return learner_seed(self.name, exercise_id)

    def __eq__(self, other):
        return isinstance(other, Learner) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __repr__(self):
        return f"Learner({self.name!r})"

    def __str__(self):
        return self.name


__all__ = ["Learner", "LearnerNameError"]
