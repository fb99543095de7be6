"""The one seed rule of the package, for every function that takes a seed: a round, a game, a table,
a simulation, a sample, a Monte Carlo estimate (the bots alone also take a text as their seed)."""

import operator

from . import fr
from .errors import SetupError


def check_seed(seed, none=True):
    """The one seed rule of the package: a whole number (``True`` and ``"abc"`` are not), or None
    where ``none`` allows it (a seed is then drawn, or the randomness is the system's). Returns the
    seed as an int (a NumPy integer is converted); a French SetupError otherwise."""
    if type(seed) is int or (seed is None and none):  # the hot path: a plain int
        return seed
    if not isinstance(seed, bool):
        try:
            return operator.index(seed)
        except TypeError:
            pass
    shown = repr(seed)
    raise SetupError(fr.ERR["bad_seed"].format(seed=shown if len(shown) <= 40 else shown[:39] + "…"))


__all__ = ["check_seed"]
