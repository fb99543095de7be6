"""Everything notebook 03 (probability) uses, for the one line that starts each of its cells:
``from loveletter_teach.carnet03 import *``. After a kernel restart, that line is enough for the cell
to find the package's names again; a variable of an earlier cell still missing is told in French
(:mod:`loveletter_teach.restart`).

``plt`` is matplotlib's pyplot; without matplotlib (the offline JupyterLite site) the package's own,
which draws the same figures as SVG (:mod:`loveletter_teach.plots`). It is loaded at the first cell that
draws (:class:`~loveletter_teach.plots.LazyPyplot`), not by this import."""

import math
import random
from fractions import Fraction

from . import Play, Round, get_edition, laws, plots, sampling
from .exercises import exercise_ids, scenario
from .exercises.course import position_du_cours
from .exercises.functions import verifie
from .exercises.families.duels import tokens_law
from .exercises.families.weighted_trees import two_draws
from .exercises.families.booklet_tips import PREDICTIONS, QUIZ_IDS
from .explorer import explore
from .fr import decimal
from .html import reveal, show
from .probability import bayes_table, burned_table, card_counting, deduction, facts, monte_carlo, play_tree
from .probability.trees import Tree
from .probability.variables import card_value_law, decimal_text
from .restart import explain_name_errors
from .sampling import carte_mise_de_cote
from .tips import TIPS, heritiere_position, name_table
from .widgets import LearnerField, ProgressWidget, QuizWidget

plt = plots.LazyPyplot()  # matplotlib is imported by the first figure, not by every cell's first line


def virgule(x, chiffres):
    """Un nombre écrit à la française, avec une virgule : virgule(1/16, 4) donne 0,0625."""
    return decimal(float(x), chiffres)


def virgules(ax):
    """Les graduations des deux axes d'un graphique écrites avec une virgule décimale."""
    for axe in (ax.xaxis, ax.yaxis):
        axe.set_major_formatter(plt.FuncFormatter(lambda x, _: ("%.10g" % x).replace(".", ",")))


explain_name_errors()

__all__ = ["math", "random", "Fraction", "Play", "Round", "get_edition", "laws", "plots", "sampling",
           "exercise_ids", "scenario", "position_du_cours", "verifie", "tokens_law", "two_draws", "PREDICTIONS", "QUIZ_IDS", "explore",
           "decimal", "bayes_table", "burned_table", "card_counting", "deduction", "facts", "monte_carlo",
           "play_tree", "Tree", "reveal", "show", "card_value_law", "decimal_text", "carte_mise_de_cote", "TIPS",
           "heritiere_position", "name_table", "LearnerField", "ProgressWidget", "QuizWidget", "plt", "virgule",
           "virgules"]
