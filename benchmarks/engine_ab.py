"""Two versions of the engine's rounds.py side by side, in one process, against the reference playout.

    python benchmarks/engine_ab.py OTHER_TREE [--players 6] [--pairs 41] [--rounds 500] [--warm 50]

A is this checkout's ``loveletter_teach/rounds.py``; B is ``OTHER_TREE/loveletter_teach/rounds.py`` (a
``git archive`` of another commit, say), loaded as a second module of the same package, so that it
shares every other module with A and keeps its own tables. Each pair runs the reference
(``../shared/tools/refbench.py``, or ``--reference``), A and B (in turn first), then the reference
again, on the same seed: a shared machine changes speed from one second to the next, about the same
for the four runs of a pair. Printed: the median over the pairs of reference / A, reference / B and
A / B in CPU time (``time.process_time``), with their range. The same tree as A and B gives A / B
within 1 % of 1 (1.003 and 1.004 on 7 December 2026): a smaller difference is noise.
"""

import argparse
import importlib.util
import os
import random
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from loveletter_teach import EDITIONS  # noqa: E402
import loveletter_teach.rounds as engine_a  # noqa: E402

REFERENCE = os.path.join(os.path.dirname(HERE), "..", "shared", "tools", "refbench.py")


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its relative imports are the package's own modules
    spec.loader.exec_module(module)
    return module


def engine_time(engine, edition, n, rounds, seed):
    """CPU seconds of ``rounds`` random rounds, as benchmarks/workloads.random_play plays them."""
    rng = random.Random(seed)
    deal = engine.Round.deal
    start = time.process_time()
    for _ in range(rounds):
        r = deal(edition, n, rng=rng)
        while not r.over:
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
    return time.process_time() - start


def reference_time(reference, edition_id, n, rounds, seed):
    table, draw = reference.Table(edition_id), random.Random(seed).random
    start = time.process_time()
    for i in range(rounds):
        reference.play_round(table, n, i % n, draw)
    return time.process_time() - start


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", help="a tree holding loveletter_teach/rounds.py (version B)")
    parser.add_argument("--edition", default="2019")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--pairs", type=int, default=41)
    parser.add_argument("--rounds", type=int, default=500)
    parser.add_argument("--warm", type=int, default=50, help="rounds each engine plays first (its tables)")
    parser.add_argument("--reference", default=REFERENCE)
    args = parser.parse_args(argv)
    engine_b = load("loveletter_teach.rounds_b", os.path.join(args.other, "loveletter_teach", "rounds.py"))
    reference = load("reference_playout", args.reference)
    edition, n, k = EDITIONS[args.edition], args.players, args.rounds
    for engine in (engine_a, engine_b):
        engine_time(engine, edition, n, args.warm, seed=0)
    ref_a, ref_b, a_b = [], [], []
    for pair in range(args.pairs):
        ref = reference_time(reference, args.edition, n, k, pair)
        order = (engine_a, engine_b) if pair % 2 == 0 else (engine_b, engine_a)
        spent = {engine: engine_time(engine, edition, n, k, pair) for engine in order}
        ref = (ref + reference_time(reference, args.edition, n, k, pair)) / 2
        ref_a.append(ref / spent[engine_a])
        ref_b.append(ref / spent[engine_b])
        a_b.append(spent[engine_a] / spent[engine_b])
    for label, values in (("reference / A", ref_a), ("reference / B", ref_b), ("A / B", a_b)):
        print(f"{args.edition} {n} players, {label}: {statistics.median(values):.3f} "
              f"[{min(values):.3f}–{max(values):.3f}] over {args.pairs} pairs of {k} rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
