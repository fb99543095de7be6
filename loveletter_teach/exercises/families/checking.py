"""The check of an exercise family's exercise on 100 learners' variants (docs/ecrire_un_exercice.md).

:func:`check_problem` builds, for each of :data:`NAMES`, the variant the catalogue gives that learner
and compares its answer with ``exact(variant)``, a function the author writes apart from the exercise
(an exact count of the cases, not the exercise's formula again). It also checks that the right answer
is accepted, that no named mistake is, and that no variant is degenerate (a certain outcome the
question is not about). A failure raises :class:`ProblemCheckError` with a French sentence per variant.

>>> from itertools import combinations
>>> from loveletter_teach.sampling import unseen_cards
>>> def by_counting(v):  # Alice's two cards: any pair of the cards Bob does not see, all alike
...     pairs = list(combinations(unseen_cards(v.obs), 2))
...     return Fraction(sum(v.card in pair for pair in pairs), len(pairs))
>>> check_problem("03.terminale.au_moins_un", by_counting, names=NAMES[:10]).variants
10
"""

import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from ...errors import LoveLetterError
from ..builders import degenerate
from ..catalogue import entry
from ..parsing import decimal_text
from ..questions import check
from . import base

# 100 common French first names (the learners whose variants are checked; any other list will do).
NAMES = tuple("""
Emma Léa Chloé Manon Inès Lola Jade Camille Sarah Louise Zoé Lilou Léna Maëlys Clara Eva Lina Anaïs Louna
Romane Juliette Lucie Ambre Alice Mathilde Léonie Jeanne Charlotte Nina Rose Mila Lou Anna Julia Margaux Lisa
Elsa Agathe Victoire Maëlle Océane Noémie Justine Pauline Laura Marie Célia Alicia Salomé Iris
Jules Lucas Hugo Louis Nathan Gabriel Léo Raphaël Arthur Ethan Adam Tom Noah Théo Timéo Mathis Maël Enzo
Sacha Clément Paul Nolan Baptiste Maxime Axel Antoine Alexandre Mohamed Victor Thomas Yanis Martin Valentin
Quentin Romain Samuel Simon Rayan Eliott Aaron Évan Kylian Naël Malo Noé Bastien Benjamin Amir
""".split())

WORDS = {
    "unknown": "L'exercice « {id} » n'est pas un exercice de famille (il n'a ni draw ni question) : il ne peut "
               "pas être vérifié ainsi.",
    "answer": "{name} : la réponse de l'exercice est {answer}, le comptage exact donne {exact}.",
    "refused": "{name} : la bonne réponse, écrite « {text} », est refusée.",
    "trap_accepted": "{name} : l'erreur repérée « {key} » (valeur {value}) est acceptée comme juste.",
    "degenerate": "{name} : la variante a une issue certaine alors que la question ne porte pas sur elle.",
    "same_for_all": "Les {n} élèves ont tous la même variante : le tirage ne dépend pas du hasard reçu.",
    "failed": "L'exercice « {id} » ne passe pas la vérification sur {n} variantes ({k} problèmes) :\n{lines}",
}


class ProblemCheckError(LoveLetterError, AssertionError):
    """An exercise whose variants do not pass :func:`check_problem` (the French sentence says which)."""


@dataclass(frozen=True)
class CheckReport:
    """What :func:`check_problem` measured: the number of variants, of distinct answers, and the share
    of the learners who get the most frequent answer."""

    variants: int
    answers: int
    top_share: float


def _text(value):
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _accepted(question, value):
    """Whether ``question`` accepts ``value`` written as a fraction (or, when that is too long to be read,
    as a decimal with enough places)."""
    feedback = check(question, question.with_verdict(_text(value)))  # with the right verdict: the value is checked
    if not feedback.counted:
        feedback = check(question, question.with_verdict(decimal_text(value, 9)))
    return feedback.correct


def find_problem(exercise_id):
    """The :class:`~.base.Problem` registered under ``exercise_id``."""
    if exercise_id not in base.REGISTERED:
        raise ProblemCheckError(WORDS["unknown"].format(id=exercise_id))
    return base.REGISTERED[exercise_id]


def check_problem(exercise_id, exact, names=NAMES, tolerance=0):
    """Check the exercise ``exercise_id`` on the variants of ``names``: its answer equals ``exact(variant)``
    (within ``tolerance``, for an answer that is a rounded irrational), the right answer is accepted,
    no named mistake is, no variant is degenerate, and the variants are not all the same. Returns a
    :class:`CheckReport`; raises :class:`ProblemCheckError` (in French) otherwise."""
    problem, registered = find_problem(exercise_id), entry(exercise_id)
    problems, answers, seen = [], Counter(), set()
    for name in names:
        variant = problem.variant(random.Random(registered.seed(name)))
        question = registered.build(name)
        expected = Fraction(exact(variant))
        answers[question.answer] += 1
        seen.add((question.prompt, question.answer))
        if abs(Fraction(question.answer) - expected) > tolerance:
            problems.append(WORDS["answer"].format(name=name, answer=_text(question.answer), exact=_text(expected)))
            continue
        if not _accepted(question, question.answer):
            problems.append(WORDS["refused"].format(name=name, text=_text(question.answer)))
        for value, message in question.traps:
            if _accepted(question, value):
                key = getattr(message, "key", message[:40])
                problems.append(WORDS["trap_accepted"].format(name=name, key=key, value=_text(value)))
        if degenerate(exercise_id, question):
            problems.append(WORDS["degenerate"].format(name=name))
    if len(names) > 1 and len(seen) == 1:
        problems.append(WORDS["same_for_all"].format(n=len(names)))
    if problems:
        raise ProblemCheckError(WORDS["failed"].format(id=exercise_id, n=len(names), k=len(problems),
                                                       lines="\n".join(problems[:10])))
    return CheckReport(len(names), len(answers), max(answers.values()) / len(names))


__all__ = ["NAMES", "check_problem", "find_problem", "CheckReport", "ProblemCheckError"]
