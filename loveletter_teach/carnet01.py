"""Everything notebook 01 (the rules) uses, for the one line that starts each of its cells:
``from loveletter_teach.carnet01 import *``. After a kernel restart, that line is enough for the cell
to find the package's names again; a variable of an earlier cell still missing is told in French
(:mod:`loveletter_teach.restart`)."""

from . import CLASSIQUE, EDITION_2019, EDITIONS, Keep, Round
from .exercises import bot_round, exercise_ids, legal_text, random_round, rules_question, scenario, why_not
from .html import edition_text, wrapped
from .restart import explain_name_errors
from .widgets import ExerciseWidget, LearnerField, PlayTable, ProgressWidget, QuizWidget, RoundViewer

explain_name_errors()

__all__ = ["CLASSIQUE", "EDITION_2019", "EDITIONS", "Keep", "Round", "bot_round", "exercise_ids", "legal_text",
           "random_round", "rules_question", "scenario", "why_not", "edition_text", "wrapped", "ExerciseWidget",
           "LearnerField", "PlayTable", "ProgressWidget", "QuizWidget", "RoundViewer"]
