"""Work the benchmarks time: random play (``random_play.py``) and the cases of ``pyodide_ratio.py``.

``pyodide_ratio.py`` imports it next to the single-file build (``loveletter_teach.py``), in CPython and
in Pyodide: each of :data:`CASES` is a function of no argument, deterministic (seeded), that returns a
digest of what it computed, so that the two runs can be checked to have done the same work. The
caller times each call.
"""

import hashlib
import json
import random
import sys
import time

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


def cpu_clock():
    """The clock of CPU seconds: ``time.process_time``, or under Node (Pyodide) ``process.cpuUsage``."""
    if sys.platform != "emscripten":
        return time.process_time
    import js  # Pyodide's bridge to JavaScript: Node's process

    def clock():
        usage = js.process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return clock


def coach_table(games, seed=2026, strong=True, edition="classique", bot=None, players=2):
    """Notebook 02's coached table (``PlayTable("classique", 2, seat=0, seed=…, coach="stratège")``,
    against the table's default bot; ``edition``, ``bot``, ``players``: another table, the bot named at
    every other seat): at each of the learner's decisions with more than one legal
    move the learner opens the Conseil panel (the coach's search and its lesson, timed in CPU
    seconds), then plays the advised move. ``strong``: the coach the table chooses; else the stratège
    of ``make_bot`` (its documented defaults), with the same seed. Games ``seed``, ``seed + 1``…
    JSON: {"digest": the moves played, "cpu": [seconds of each advice]}."""
    from loveletter_teach.bots import make_bot
    from loveletter_teach.table_model import TableModel
    clock, text, cpu = cpu_clock(), hashlib.sha256(), []
    for g in range(games):
        bots = None if bot is None else [None] + [make_bot(bot, seed=seed + g + 1000 * (s - 1)) for s in range(1, players)]
        table = TableModel(edition, players, seat=0, seed=seed + g, coach="stratège", bots=bots)
        if not strong:
            table.coach = make_bot("stratège", seed=table.coach.seed)
        while table.stage() != "game_over":
            if table.stage() == "round_over":
                table.next_round()
                continue
            obs = table.observation()
            if len(obs.legal_actions) > 1:
                start = clock()
                table.show_advice()
                cpu.append(clock() - start)
            action = table.coach.choose(obs)  # the search just made: kept for this observation
            text.update(str(action).encode("utf-8"))
            table.play(action)
    return json.dumps({"digest": text.hexdigest()[:16], "cpu": cpu})


CASES = {
    "parties au hasard, classique à 2 joueurs": lambda: f"{random_play('classique', 2, 20000)} actions",
    "parties au hasard, 2019 à 4 joueurs": lambda: f"{random_play('2019', 4, 6000)} actions",
    "déduction exacte, 2019 à 4 joueurs": lambda: deduction("2019", 4, 50),
}
