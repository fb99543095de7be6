"""Exercise families: one module per family, each exercise's prompt, hints, named mistakes, worked
solution and builder side by side (design note 9; docs/ecrire_un_exercice.md shows how to add one).

A family module holds, from top to bottom:

- ``WORDS``: {exercise key: {"title", "prompt", "hints", "solution"}}, French templates filled with the
  variant's numbers (``{n}``, ``{p}``…); ``LESSONS``: {key: (name, notion, (notebook, heading), exercise
  id, sentence)} for the teacher, one per key of ``MISTAKES`` (``fr.MISTAKE_LESSONS`` for the shared ones;
  see :class:`Lesson`; docs/erreurs_typiques.md lists them all); ``MISTAKES``: {key: message} of the named
  mistakes only this family makes (a mistake several exercises share, such as ``with_replacement``, is in
  ``fr.MISTAKES``);
- for each exercise, ``draw(rng) -> Variant`` (the learner's numbers and the exact answer) and
  ``question(variant) -> Question`` (the words filled, the traps computed from the same numbers);
- ``PROBLEMS = register_all(Problem(id, notion, kind, draw, question, title=…), …)``, in the notebook's
  order; ``title``: a few French words, unique in the catalogue, that head the exercise's column in the
  class report (« Espérance d'une somme »).

A function the learner writes (checked by ``verifie``) is a :class:`~..functions.FunctionTask` declared
beside its question (:mod:`.fluctuation`, notebook 03's Seconde part). :data:`MODULES` lists the families
in the catalogue's order: notebook 01's rules quiz (:mod:`.rules`), then notebook 02's exercises, one
family per section (:mod:`.unseen`, :mod:`.played_cards`, :mod:`.two_draws` and :mod:`.hypotheses`,
:mod:`.guess`, :mod:`.memory`) on the positions and the position questions of :mod:`.positions` (each
builder draws a position and words its question in one pass: its ``question`` is
:func:`~.base.as_drawn`), then 03's Première part (:mod:`.conditional`, :mod:`.weighted_trees`, :mod:`.bayes`,
:mod:`.random_variable`, :mod:`.duels`, :mod:`.ticket`, on the first turn of :mod:`.first_turn`, one of
:data:`SHARED`), its Seconde part, its Terminale part and its part 4, the rule text's tips
(:mod:`.booklet_tips`). An exercise whose variants changed keeps its
earlier builders in ``older`` and, in ``FIRST_VERSIONS``, the first of them.

:func:`~.checking.check_problem` checks an exercise's answer on 100 learners' variants against an exact
count written apart. ``fr.py`` keeps the words the interface shares.
"""

from . import rules  # noqa: F401  (notebook 01)
from . import unseen, played_cards, two_draws, hypotheses, guess, memory  # noqa: F401  (notebook 02)
from . import conditional, weighted_trees, bayes, random_variable, duels, ticket  # noqa: F401  (03's Première part)
from . import fluctuation, guard_series, first_guard, sums, counting  # noqa: F401  (03's Seconde, Terminale parts)
from . import booklet_tips  # noqa: F401  (03's part 4: the tips of the rule text)
from . import first_turn, positions
from typing import NamedTuple

from ... import fr
from ..catalogue import CatalogueError
from .base import Problem, Variant, named, question, register_all

MODULES = (rules, unseen, played_cards, two_draws, hypotheses, guess, memory,
           conditional, weighted_trees, bayes, random_variable, duels, ticket,
           fluctuation, guard_series, first_guard, sums, counting, booklet_tips)
SHARED = (positions, first_turn)  # the words and the positions several families share (02's, 03's Première)


def _mistakes():
    """Every family's MISTAKES in one dict, the shared modules' too (a key names one mistake: no two
    families define it)."""
    found = {}
    for module in (*MODULES, *SHARED):
        for key, text in getattr(module, "MISTAKES", {}).items():
            if key in found:
                raise CatalogueError(f"L'erreur repérée « {key} » est définie deux fois (dans {module.__name__}).")
            found[key] = text
    return found


class Lesson(NamedTuple):
    """What a teacher does about a typical mistake the class made: its short ``name`` (« P(A ∩ B) au lieu
    de P_A(B) »), the ``notion`` of the programme (one of ``fr.NOTIONS``), the ``part`` of a notebook to
    project again ((notebook, words of its heading): (« 03 », « Un tableau croisé »)), an ``exercise`` to
    give (a catalogue id that names this mistake) and one ``sentence`` the teacher can say."""

    name: str
    notion: str
    part: tuple
    exercise: str
    sentence: str


def _lessons():
    """{key: Lesson} of every named mistake: fr.MISTAKE_LESSONS, then each family's LESSONS."""
    found = {key: Lesson(*entry) for key, entry in fr.MISTAKE_LESSONS.items()}
    for module in (*MODULES, *SHARED):
        for key, entry in getattr(module, "LESSONS", {}).items():
            if key in found:
                raise CatalogueError(f"La leçon de l'erreur « {key} » est définie deux fois (dans {module.__name__}).")
            found[key] = Lesson(*entry)
    return found


def vocabulary():
    """{key: the learner's message} of every named mistake: the shared ones (fr.MISTAKES), then the
    families' own. The one list of keys a Feedback may carry (docs/erreurs_typiques.md lists them)."""
    return {**fr.MISTAKES, **MISTAKES}


MISTAKES = _mistakes()
LESSONS = _lessons()
PROBLEMS = tuple(p for module in MODULES for p in module.PROBLEMS)

__all__ = ["Problem", "Variant", "named", "question", "register_all", "MODULES", "SHARED", "MISTAKES", "PROBLEMS",
           "LESSONS", "Lesson", "vocabulary"]
