"""Latency of the `déduction` level at every decision point of random rounds.

As a widget stepping through a round would ask: one step after another, for the seat to act, each
seat's beliefs kept by its own BeliefTracker (incremental). ``--fresh``: call ``deduction(obs)``
instead, which starts from the deal every time. Times are CPU times (``time.process_time``).

Random play does what the play model rules out (a Princess played when another card was allowed):
from then on the model finds the position impossible, and the answer is instant. Such positions
would flatter the percentiles, so they are counted apart: by edition and player count, the
positions possible under the model (p50, p95, p99, max, share answered exactly), then the impossible
ones (their count and p99).

    python benchmarks/deduction_latency.py [--rounds 1000] [--only 2019:4,2019:6] [--fresh]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from loveletter_teach import Round  # noqa: E402
from loveletter_teach.editions import EDITIONS  # noqa: E402
from loveletter_teach.probability import BeliefTracker, deduction  # noqa: E402


def measure(edition, n, rounds, seed=0, fresh=False, positions=None):
    """([CPU seconds of the possible positions], [of the impossible ones], exact answers) over
    ``rounds`` rounds, or until ``positions`` possible positions."""
    rng = random.Random(seed)
    possible, impossible, exact = [], [], 0
    clock = time.process_time
    played = 0
    while played < rounds or (positions and len(possible) < positions):
        played += 1
        r = Round.deal(edition, n, seed=rng.getrandbits(32))
        trackers = [BeliefTracker(seat) for seat in range(n)]
        while not r.over:
            obs = r.observation(r.current)
            start = clock()
            result = deduction(obs) if fresh else trackers[r.current].update(obs)
            spent = clock() - start
            if result.impossible:
                impossible.append(spent)
            else:
                possible.append(spent)
                exact += result.exact
            actions = r.legal_actions()
            r.play(actions[int(rng.random() * len(actions))])
    return possible, impossible, exact


def percentile(sorted_times, q):
    return sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))] if sorted_times else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=100, help="rounds per case (at least)")
    parser.add_argument("--positions", type=int, default=1000, help="possible positions per case (at least)")
    parser.add_argument("--only", help="edition:players[,edition:players…], e.g. 2019:4,2019:6")
    parser.add_argument("--fresh", action="store_true", help="deduction(obs) from the deal at every step")
    args = parser.parse_args()
    cases = [(e, n) for e in EDITIONS for n in range(2, EDITIONS[e].max_players + 1)]
    if args.only:
        cases = [(e, int(n)) for e, n in (c.split(":") for c in args.only.split(","))]
    print(f"{'édition':<16}{'joueurs':>8}{'possibles':>10}{'p50 (ms)':>10}{'p95 (ms)':>10}{'p99 (ms)':>10}"
          f"{'max (ms)':>10}{'exact':>8}{'impossibles':>12}{'p99 (ms)':>10}")
    for edition, n in cases:
        possible, impossible, exact = measure(edition, n, args.rounds, fresh=args.fresh, positions=args.positions)
        possible.sort()
        impossible.sort()
        ms = [percentile(possible, q) * 1000 for q in (0.5, 0.95, 0.99)] + [possible[-1] * 1000]
        print(f"{edition:<16}{n:>8}{len(possible):>10}" + "".join(f"{x:>10.2f}" for x in ms)
              + f"{exact / len(possible):>8.1%}{len(impossible):>12}{percentile(impossible, 0.99) * 1000:>10.2f}",
              flush=True)


if __name__ == "__main__":
    main()
