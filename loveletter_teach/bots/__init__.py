"""Bots: opponents that see only their seat's observation, and say why they play.

>>> from loveletter_teach import Round
>>> from loveletter_teach.bots import make_bot
>>> r = Round.deal("classique", 2, seed=3)
>>> bot = make_bot("compteur", seed=1)
>>> bot.choose(r.observation(r.current)) in r.legal_actions()
True
"""

from .. import fr
from ..errors import LoveLetterError
from ..names import normalize
from .base import Bot
from .deducteur import Deducteur
from .simple import Compteur, Hasard, Prudent
from .stratege import Stratege, determinize

BOTS = {cls.name: cls for cls in (Hasard, Prudent, Compteur, Deducteur, Stratege)}
BOT_NAMES = tuple(BOTS)


def make_bot(name, seed=0, **options):
    """A bot by name (case and accents optional: "deducteur", "Stratège"), with its seed."""
    if isinstance(name, type) and issubclass(name, Bot):
        return name(seed=seed, **options)
    for key, cls in BOTS.items():
        if normalize(key) == normalize(str(name)):
            return cls(seed=seed, **options)
    raise LoveLetterError(fr.BOTS["unknown_bot"].format(name=name, bots=", ".join(BOT_NAMES)))


__all__ = ["Bot", "BOTS", "BOT_NAMES", "make_bot", "Hasard", "Prudent", "Compteur", "Deducteur", "Stratege",
           "determinize"]
