"""Win rates of each pairing of bots, at 2 and 4 players, in `classique` and `2019`.

Bot A sits at seats 1 and 3, bot B at seats 2 and 4; the first player is drawn at random each
round. A shared win counts 1/k for each winner. Intervals: Wilson, 95 %. Run by hand (it uses every
core) and copy the Markdown table into docs/DEVELOPPEMENT.md (« Bots et simulations »).

    python benchmarks/bots_table.py [--scale 1.0] [--workers N]
"""

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from loveletter_teach.simulation import versus

# (bot A, bot B, edition, players, rounds): 20,000 rounds, except stratège at 4 players
# (about 0.4 s a round on one core in 2019: 20,000 rounds would take hours on 2 cores).
PLAN = [
    ("prudent", "hasard", "classique", 2, 20_000), ("prudent", "hasard", "2019", 2, 20_000),
    ("prudent", "hasard", "classique", 4, 20_000), ("prudent", "hasard", "2019", 4, 20_000),
    ("compteur", "hasard", "classique", 2, 20_000), ("compteur", "hasard", "2019", 2, 20_000),
    ("compteur", "hasard", "classique", 4, 20_000), ("compteur", "hasard", "2019", 4, 20_000),
    ("déducteur", "compteur", "classique", 2, 20_000), ("déducteur", "compteur", "2019", 2, 20_000),
    ("déducteur", "compteur", "classique", 4, 20_000), ("déducteur", "compteur", "2019", 4, 20_000),
    ("stratège", "déducteur", "classique", 2, 20_000), ("stratège", "déducteur", "2019", 2, 20_000),
    ("stratège", "déducteur", "classique", 4, 10_000), ("stratège", "déducteur", "2019", 4, 2_000),
]


def pct(x):
    return f"{x * 100:.1f}".replace(".", ",")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every number of rounds")
    parser.add_argument("--workers", type=int, default=os.cpu_count())
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--start", type=int, default=0, help="skip the first rows of the plan")
    parser.add_argument("--only", type=int, help="run only this row of the plan (counted from 0)")
    parser.add_argument("--rounds", type=int, help="the number of rounds of every row run")
    args = parser.parse_args(argv)
    plan = PLAN[args.start:] if args.only is None else [PLAN[args.only]]
    print("| A | B | édition | joueurs | manches | victoires de A | IC 95 % | significatif | "
          "1er joueur | durée (tours) | temps |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    with ProcessPoolExecutor(args.workers) as pool:
        for a, b, edition, n, rounds in plan:
            rounds = max(10, int((args.rounds or rounds) * args.scale))
            start = time.perf_counter()
            res = versus(a, b, edition, n, rounds, seed=args.seed, executor=pool, progress=False)
            seconds = time.perf_counter() - start
            _, _, _, rate, low, high = res.wins_by_bot()[0]
            first, flo, fhi, fair = res.first_player()
            mean, _, _ = res.mean_length()
            verdict = "oui" if low > 0.5 else "non (A perd)" if high < 0.5 else "non"
            print(f"| {a} | {b} | {edition} | {n} | {rounds} | {pct(rate)} % | [{pct(low)} ; {pct(high)}] | "
                  f"{verdict} | {pct(first)} % (équitable {pct(fair)} %) | {pct(mean / 100)} | {seconds:.0f} s |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
