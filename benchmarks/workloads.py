"""Work the benchmarks time: random play (``random_play.py``) and the cases of ``pyodide_ratio.py``.

``pyodide_ratio.py`` imports it next to the single-file build (``loveletter_teach.py``), in CPython and
in Pyodide: each of :data:`CASES` is a function of no argument, deterministic (seeded), that returns a
digest of what it computed, so that the two runs can be checked to have done the same work. The
caller times each call.
"""

import hashlib
import random

from loveletter_teach import Round
from loveletter_teach.probability import BeliefTracker


def random_play(edition, n, rounds, seed=0):
    """The number of actions of ``rounds`` rounds played at random: each action drawn uniformly
    among the legal ones by ``acts[int(rng.random() * len(acts))]``."""
    rng = random.Random(seed)
    deal = Round.deal
    actions = 0
    for _ in range(rounds):
        r = deal(edition, n, rng=rng)
        while not r.over:
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
            actions += 1
    return actions


def deduction(edition, n, rounds, seed=0):
    """Every seat's exact déduction, updated at each decision of random rounds (as the widget asks)."""
    rng = random.Random(seed)
    text = hashlib.sha256()
    for _ in range(rounds):
        r = Round.deal(edition, n, seed=rng.getrandbits(32))
        trackers = [BeliefTracker(seat) for seat in range(n)]
        while not r.over:
            result = trackers[r.current].update(r.observation(r.current))
            text.update(str(result).encode("utf-8"))
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
    return text.hexdigest()[:16]


CASES = {
    "parties au hasard, classique à 2 joueurs": lambda: f"{random_play('classique', 2, 20000)} actions",
    "parties au hasard, 2019 à 4 joueurs": lambda: f"{random_play('2019', 4, 6000)} actions",
    "déduction exacte, 2019 à 4 joueurs": lambda: deduction("2019", 4, 50),
}
