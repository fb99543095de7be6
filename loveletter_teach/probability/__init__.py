"""What a seat can know: card counting, exact deduction, an opponent model, and their Monte Carlo
estimates, with the facts behind them, a Bayes table and the Guard advisor.

Everything here reads a seat's :class:`~loveletter_teach.observation.Observation`, never the state.
"""

from .advisor import GuardAdvice, guard_advice
from .bayes import BayesTable, bayes_table
from .beliefs import (COUNTING, DEDUCTION, EXACT, FALLBACK, IMPOSSIBLE, LEVELS, LOST, MODEL, MONTE_CARLO, Beliefs,
                      card_counting, level_of)
from .facts import Fact, Knowledge, facts
from .levels import beliefs, deduction, monte_carlo
from .playmodel import PlayModel
from .tracker import BeliefTracker
from .trees import Branch, CrossTable, Tree, burned_table, play_tree

__all__ = ["LEVELS", "COUNTING", "DEDUCTION", "MODEL", "level_of", "Beliefs", "EXACT", "MONTE_CARLO", "FALLBACK",
           "LOST", "IMPOSSIBLE", "beliefs", "card_counting", "deduction", "monte_carlo", "BeliefTracker", "Fact",
           "Knowledge", "facts", "PlayModel", "BayesTable", "bayes_table", "GuardAdvice", "guard_advice",
           "Tree", "Branch", "CrossTable", "burned_table", "play_tree"]
