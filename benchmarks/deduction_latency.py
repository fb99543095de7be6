"""Latency of the `déduction` level at every decision point of random rounds.

As a widget stepping through a round would ask: one step after another, for the seat to act, each
seat's beliefs kept by its own BeliefTracker (incremental). ``--fresh``: call ``deduction(obs)``
instead, which starts from the deal every time.
Prints, by edition and player count: median and p99 latency, and the share answered exactly.

    python benchmarks/deduction_latency.py [--rounds 1000] [--only 2019:4] [--fresh]
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from loveletter_teach import Round  # noqa: E402
from loveletter_teach.editions import EDITIONS  # noqa: E402
from loveletter_teach.probability import BeliefTracker, deduction  # noqa: E402


def measure(edition, n, rounds, seed=0, fresh=False):
    rng = random.Random(seed)
    times, exact = [], 0
    for _ in range(rounds):
        r = Round.deal(edition, n, seed=rng.getrandbits(32))
        trackers = [BeliefTracker(seat) for seat in range(n)]
        while not r.over:
            obs = r.observation(r.current)
            start = time.perf_counter()
            result = deduction(obs) if fresh else trackers[r.current].update(obs)
            times.append(time.perf_counter() - start)
            exact += result.exact
            actions = r.legal_actions()
            r.play(actions[int(rng.random() * len(actions))])
    times.sort()
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    return statistics.median(times), p99, exact / len(times), len(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--only", help="edition:players, e.g. 2019:4")
    parser.add_argument("--fresh", action="store_true", help="deduction(obs) from the deal at every step")
    args = parser.parse_args()
    cases = [(e, n) for e in EDITIONS for n in range(2, EDITIONS[e].max_players + 1)]
    if args.only:
        edition, n = args.only.split(":")
        cases = [(edition, int(n))]
    print(f"{'édition':<16}{'joueurs':>8}{'positions':>10}{'médiane (ms)':>14}{'p99 (ms)':>10}{'exact':>8}")
    for edition, n in cases:
        median, p99, share, count = measure(edition, n, args.rounds, fresh=args.fresh)
        print(f"{edition:<16}{n:>8}{count:>10}{median * 1000:>14.2f}{p99 * 1000:>10.1f}{share:>8.1%}", flush=True)


if __name__ == "__main__":
    main()
