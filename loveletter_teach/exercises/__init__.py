"""Exercises: a question, a check with French feedback, hints one at a time, and the solution
after success or after a number of tries. Pure Python (a widget in ``loveletter_teach.widgets``
drives the same objects).

>>> from fractions import Fraction
>>> q = Question("Probabilité de tirer un Garde ?", "fraction", Fraction(5, 16))
>>> check(q, "10/32").correct, check(q, "0,3125").correct, check(q, "31,25 %").correct
(True, True, True)
>>> ex = Exercise(q)
>>> ex.answer("1/2").correct
False
>>> ex.solution_available
False

Per-learner variants come from a seed (:func:`learner_seed` turns a name into one), so that a
teacher can rebuild the very question a learner saw.

The package holds four topics: :mod:`.parsing` (numbers as learners write them), :mod:`.questions`
(Question, check, Feedback, Exercise), :mod:`.builders` (variants and the rules quiz) and
:mod:`.scenarios` (positions and whole rounds to look at). Every name is importable from here.
"""

from .builders import (baron_question, deck_count_question, draw_probability_question, learner_seed, rules_question,
                       rules_quiz, variant)
from .parsing import decimal_text, number_text, parse_number
from .expressions import Reading, read_expression
from .questions import COMPARISONS, KINDS, LETTERS, Exercise, Feedback, Question, check
from .scenarios import bot_round, describe, legal_text, random_round, scenario, why_not

__all__ = ["parse_number", "decimal_text", "number_text", "Question", "Feedback", "check", "Exercise", "KINDS",
           "LETTERS", "learner_seed", "variant", "deck_count_question", "baron_question",
           "draw_probability_question", "rules_question", "rules_quiz", "scenario", "why_not", "describe",
           "legal_text", "bot_round", "random_round", "read_expression", "Reading", "COMPARISONS"]
