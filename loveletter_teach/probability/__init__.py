"""What a seat can know: card counting, exact deduction, an opponent model, and their Monte Carlo
estimates, with the facts behind them, a Bayes table and the Guard advisor.

Everything here reads a seat's :class:`~loveletter_teach.observation.Observation`, never the state.
"""

from .advisor import GuardAdvice, guard_advice
from .bayes import BayesTable, bayes_table
from .beliefs import LEVELS, Beliefs, beliefs, card_counting, deduction, monte_carlo
from .facts import Fact, facts
from .playmodel import PlayModel

__all__ = ["LEVELS", "Beliefs", "beliefs", "card_counting", "deduction", "monte_carlo", "Fact", "facts",
           "PlayModel", "BayesTable", "bayes_table", "GuardAdvice", "guard_advice"]
