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
    "IllegalActionError", "SaveFileError",
]
