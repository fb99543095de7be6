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

Learners and their progress: :mod:`.learners` (a learner from the name typed in the notebook),
:mod:`.session` (who is at the keyboard: ``je_suis("Camille")``, ``answer(id, value)``),
:mod:`.progress` (tries and answers kept for the session, saved to JSON), :mod:`.catalogue` (every
exercise with its id, notion, level and kind; ``python -m loveletter_teach.exercises`` lists it) and
:mod:`.answer_key` (the teacher's key for a class); :func:`rapport_de_classe` (in
:mod:`.report`) grades a folder of handed-in notebooks and progress files again.
"""

from . import families  # noqa: F401  (registers every exercise of 01, 02 and 03, in the notebooks' order)
from .answer_key import AnswerKey, answer_key
from .builders import learner_seed, variant
from .families.rules import baron_question, deck_count_question, draw_probability_question, rules_question, rules_quiz
from .catalogue import CATALOGUE, CatalogueError, Entry, build, entry, exercise_ids, main, register, title_of
from .learners import Learner, LearnerNameError, NameTakenError
from .parsing import decimal_text, number_text, parse_number
from .expressions import Reading, read_expression
from .questions import COMPARISONS, KINDS, LETTERS, Exercise, Feedback, Question, check
from .progress import ProgressStore, ProgressSummary
from .record import Record
from .report import rapport_de_classe
from .scenarios import bot_round, describe, legal_text, random_round, scenario, why_not
from .session import (SESSION, NoLearnerError, Session, answer, current_learner, hint, je_suis, load_progress, resume_progress,
                      progress_summary, question, save_progress, set_learner, solution,
                      reprendre, code_de_reprise)


__all__ = ["parse_number", "decimal_text", "number_text", "Question", "Feedback", "check", "Exercise", "KINDS",
           "LETTERS", "learner_seed", "variant", "deck_count_question", "baron_question",
           "draw_probability_question", "rules_question", "rules_quiz", "scenario", "why_not", "describe",
           "legal_text", "bot_round", "random_round", "read_expression", "Reading", "COMPARISONS",
           "Learner", "LearnerNameError", "NameTakenError", "Session", "SESSION", "NoLearnerError", "je_suis", "set_learner",
           "current_learner", "question", "answer", "hint", "solution", "progress_summary", "save_progress",
           "load_progress", "resume_progress", "reprendre", "code_de_reprise", "Record", "ProgressStore", "ProgressSummary", "CATALOGUE", "CatalogueError", "Entry",
           "register", "entry", "build", "exercise_ids", "title_of", "main", "AnswerKey", "answer_key",
           "rapport_de_classe"]
