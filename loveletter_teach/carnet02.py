"""Everything notebook 02 (deduction) uses, for the one line that starts each of its cells:
``from loveletter_teach.carnet02 import *``. After a kernel restart, that line is enough for the cell
to find the package's names again; a variable of an earlier cell still missing is told in French
(:mod:`loveletter_teach.restart`)."""

from . import CLASSIQUE, Play, Round
from .agents import play_until
from .bots import make_bot
from .errors import ImpossiblePositionError
from .exercises import exercise_ids, scenario
from .exercises.course import position_du_cours
from .exercises.families.hypotheses import hypothesis_tree
from .explorer import explore, from_code, position
from .html import reveal, show
from .probability import (PlayModel, bayes_table, beliefs, burned_table, card_counting, deduction, facts,
                          guard_advice, play_tree)
from .restart import explain_name_errors
from .widgets import ExplorerWidget, LearnerField, PlayTable, ProgressWidget, QuizWidget

explain_name_errors()

__all__ = ["CLASSIQUE", "Play", "Round", "play_until", "make_bot", "ImpossiblePositionError", "exercise_ids",
           "hypothesis_tree", "scenario", "position_du_cours", "reveal", "show", "explore", "from_code", "position", "PlayModel", "bayes_table", "beliefs", "burned_table",
           "card_counting", "deduction", "facts", "guard_advice", "play_tree", "ExplorerWidget", "LearnerField",
           "PlayTable", "ProgressWidget", "QuizWidget"]
