"""Random-play speed: rounds per second on one core, beside a reference playout if given.

The random player picks ``acts[int(rng.random() * len(acts))]`` from a seeded ``random.Random``
(the engine keeps its event log and its checks of every action). With ``--reference FILE``, a
compact pure-Python random playout of the same rules (a file defining ``Table(edition_id)`` and
``play_round(table, n, first, random)``, no events, no observations) runs in the same process,
alternating with the engine, and the table gives the ratio engine / reference: the median of the
ratios of neighbouring runs, and their range. Times are CPU times (``time.process_time``), each
rate the best of several repeats: machines are shared.

    python benchmarks/random_play.py [--repeats 11] [--rounds 500] [--reference FILE] [--only 2019:4,2019:6]
"""

import argparse
import importlib.util
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import workloads  # noqa: E402
from loveletter_teach import EDITIONS  # noqa: E402

CASES = [("classique", 2), ("classique", 4), ("2019", 2), ("2019", 4), ("2019", 5), ("2019", 6)]


def engine_rate(edition, n, rounds, seed):
    """Rounds per CPU second of random play; also the actions played."""
    start = time.process_time()
    actions = workloads.random_play(edition, n, rounds, seed)
    return rounds / (time.process_time() - start), actions / rounds


def reference_rate(module, edition_id, n, rounds, seed):
    table, draw = module.Table(edition_id), random.Random(seed).random
    start = time.process_time()
    for i in range(rounds):
        module.play_round(table, n, i % n, draw)
    return rounds / (time.process_time() - start)


def load(path):
    spec = importlib.util.spec_from_file_location("reference_playout", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=11)
    parser.add_argument("--rounds", type=int, default=500, help="rounds per repeat")
    parser.add_argument("--reference", help="a reference playout file (see the module's docstring)")
    parser.add_argument("--only", help="edition:players[,edition:players…], e.g. 2019:4,2019:6")
    args = parser.parse_args(argv)
    reference = load(args.reference) if args.reference else None
    print(f"Random play, one core, CPU time, best of {args.repeats} repeats of {args.rounds} rounds "
          f"(Python {sys.version.split()[0]})")
    print(f"{'edition':<11} {'players':>7} {'rounds/s':>10} {'actions/round':>13}"
          + (f" {'reference':>10} {'ratio':>6} {'range':>9}" if reference else ""))
    cases = [(e, int(n)) for e, n in (c.split(":") for c in args.only.split(","))] if args.only else CASES
    for edition_id, n in cases:
        edition = EDITIONS[edition_id]
        engine_rate(edition, n, args.rounds // 10, seed=0)  # warm the engine's caches
        ours, theirs = [], []
        for rep in range(args.repeats):  # alternate, so that both see the same machine
            ours.append(engine_rate(edition, n, args.rounds, seed=rep))
            if reference:
                theirs.append(reference_rate(reference, edition_id, n, args.rounds, seed=rep))
        rate, per_round = max(ours)
        line = f"{edition_id:<11} {n:>7} {rate:>10,.0f} {per_round:>13.2f}"
        if reference:
            # the ratio of each pair of neighbouring runs, then their median: a shared machine
            # changes speed from one second to the next, the same for both runs of a pair
            ratios = sorted(ours[i][0] / theirs[i] for i in range(args.repeats))
            line += f" {max(theirs):>10,.0f} {statistics.median(ratios):>6.2f} {ratios[0]:>5.2f}–{ratios[-1]:.2f}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
