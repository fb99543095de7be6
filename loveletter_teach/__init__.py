"""loveletter_teach: Love Letter for teaching probability (rules engine, views, probabilities).

The rules core depends on nothing but the standard library.
"""

from .actions import Keep, Play
from .editions import (CLASSIQUE, EDITION_2019, EDITIONS, LETTRE_D_AMOUR, SEIZE_CARTES, Card, Edition,
                       define_edition, get_edition)
from .errors import (EditionError, IllegalActionError, LoveLetterError, PlayerCountError, SaveFileError,
                     SetupError, UnknownCardError)
from .game import Game
from .observation import Observation
from .rounds import Round, RoundResult

__version__ = "0.1.0"

__all__ = [
    "Card", "Edition", "EDITIONS", "CLASSIQUE", "EDITION_2019", "SEIZE_CARTES", "LETTRE_D_AMOUR",
    "define_edition", "get_edition", "Play", "Keep", "Round", "RoundResult", "Observation", "Game",
    "LoveLetterError", "EditionError", "UnknownCardError", "PlayerCountError", "SetupError",
    "IllegalActionError", "SaveFileError", "rapport_de_classe",
]


def __getattr__(name):
    """``rapport_de_classe``, the teacher's class report, loaded when first asked for: it reads the
    exercises, which the rules core does not import."""
    if name == "rapport_de_classe":
        from .exercises import rapport_de_classe  # not at import: the exercises weigh on the first cell
        return rapport_de_classe
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
