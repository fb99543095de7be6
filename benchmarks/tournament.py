"""Tournament speed: CPU time per round of ``simulate`` between bots, beside random play.

One process (``executor=False``), CPU time (``time.process_time``); the tournament and random play
of the same edition and player count alternate, and the table gives the median of the ratios of
neighbouring runs (a shared machine changes speed from one second to the next).

    python benchmarks/tournament.py [--rounds 300] [--repeats 7] [--bots compteur,hasard] [--only classique:2,2019:4]
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from loveletter_teach import Round  # noqa: E402
from loveletter_teach.simulation import simulate  # noqa: E402


def tournament_ms(bots, edition, rounds, seed):
    start = time.process_time()
    simulate(bots, edition, rounds, seed, executor=False, progress=False)
    return (time.process_time() - start) * 1000 / rounds


def random_play_ms(edition, n, rounds, seed):
    rng = random.Random(seed)
    start = time.process_time()
    for _ in range(rounds):
        r = Round.deal(edition, n, rng=rng)
        while not r.over:
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
    return (time.process_time() - start) * 1000 / rounds


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300, help="rounds per run")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--bots", default="compteur,hasard", help="the bots, seated in turn")
    parser.add_argument("--only", default="classique:2,2019:4", help="edition:players[,…]")
    args = parser.parse_args(argv)
    names = args.bots.split(",")
    print(f"Tournament {' – '.join(names)}, one process, CPU time, {args.repeats} × {args.rounds} rounds "
          f"(Python {sys.version.split()[0]})")
    print(f"{'edition':<11} {'players':>7} {'ms/round':>9} {'random ms/round':>16} {'ratio':>6}")
    for case in args.only.split(","):
        edition, n = case.split(":")
        n = int(n)
        bots = [names[s % len(names)] for s in range(n)]
        tournament_ms(bots, edition, 20, 0)  # warm the caches
        ours, theirs = [], []
        for rep in range(args.repeats):
            ours.append(tournament_ms(bots, edition, args.rounds, rep))
            theirs.append(random_play_ms(edition, n, args.rounds, rep))
        ratio = statistics.median(a / b for a, b in zip(ours, theirs))
        print(f"{edition:<11} {n:>7} {min(ours):>9.3f} {min(theirs):>16.3f} {ratio:>6.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
