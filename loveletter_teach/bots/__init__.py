"""Bots: opponents that see only their seat's observation, and say why they play.

>>> from loveletter_teach import Round
>>> from loveletter_teach.bots import make_bot
>>> r = Round.deal("classique", 2, seed=3)
>>> bot = make_bot("compteur", seed=1)
>>> bot.choose(r.observation(r.current)) in r.legal_actions()
True
"""

import functools

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
    return bot_class(name)(seed=seed, **options)


def bot_class(name):
    """The class of the bot ``name`` (a name as :func:`make_bot` takes it, or a Bot class)."""
    if isinstance(name, type) and issubclass(name, Bot):
        return name
    wanted = normalize(str(name))
    for key, cls in BOTS.items():
        if _key(key) == wanted:
            return cls
    raise LoveLetterError(fr.BOTS["unknown_bot"].format(name=name, bots=", ".join(BOT_NAMES)))


@functools.lru_cache(maxsize=256)
def _key(name):
    """The matching key of a name of ``BOTS`` (computed once per name)."""
    return normalize(name)


__all__ = ["Bot", "BOTS", "BOT_NAMES", "make_bot", "bot_class", "Hasard", "Prudent", "Compteur", "Deducteur", "Stratege",
           "determinize"]
