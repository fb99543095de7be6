"""Tournament speed: CPU time per round of ``simulate`` between bots, beside random play.

One process (``executor=False``), CPU time (``time.process_time``); the tournament and random play
of the same edition and player count alternate, and the table gives the median of the ratios of
neighbouring runs (a shared machine changes speed from one second to the next).

``--base DIR``: the package of another checkout (``git worktree add DIR COMMIT``, or ``git archive
COMMIT | tar -x -C DIR``) runs too, in the same process, in turn with this one: the table gives
both, and the median ratio of their neighbouring runs (« after / before »). Both play the same
seeds; their records are compared (they must be equal, bit for bit, unless the bots changed).

    python benchmarks/tournament.py [--rounds 300] [--repeats 7] [--bots compteur,hasard] [--only classique:2,2019:4]
                                    [--base DIR]
"""

import argparse
import importlib.util
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from loveletter_teach import Round  # noqa: E402
from loveletter_teach.simulation import simulate  # noqa: E402


def load_base(folder):
    """The package ``loveletter_teach`` of another checkout, imported as ``loveletter_base``."""
    init = os.path.join(folder, "loveletter_teach", "__init__.py")
    spec = importlib.util.spec_from_file_location("loveletter_base", init,
                                                  submodule_search_locations=[os.path.dirname(init)])
    module = importlib.util.module_from_spec(spec)
    sys.modules["loveletter_base"] = module
    spec.loader.exec_module(module)
    return importlib.import_module("loveletter_base.simulation").simulate


def tournament_ms(bots, edition, rounds, seed, run=simulate, out=None):
    start = time.process_time()
    res = run(bots, edition, rounds, seed, executor=False, progress=False)
    elapsed = (time.process_time() - start) * 1000 / rounds
    if out is not None:
        out.append(res.records)
    return elapsed


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
    parser.add_argument("--base", help="a checkout whose package runs too, in turn with this one")
    args = parser.parse_args(argv)
    names = args.bots.split(",")
    base = load_base(args.base) if args.base else None
    print(f"Tournament {' – '.join(names)}, one process, CPU time, {args.repeats} × {args.rounds} rounds "
          f"(Python {sys.version.split()[0]})" + (f", base: {args.base}" if base else ""))
    head = f"{'edition':<11} {'players':>7} {'ms/round':>9} {'random ms/round':>16} {'ratio':>6}"
    print(head + (f" {'base ms/round':>14} {'base ratio':>10} {'after/before':>12} {'records':>8}" if base else ""))
    for case in args.only.split(","):
        edition, n = case.split(":")
        n = int(n)
        bots = [names[s % len(names)] for s in range(n)]
        tournament_ms(bots, edition, 20, 0)  # warm the caches
        if base:
            tournament_ms(bots, edition, 20, 0, base)
        ours, theirs, before, ours_records, base_records = [], [], [], [], []
        for rep in range(args.repeats):
            ours.append(tournament_ms(bots, edition, args.rounds, rep, out=ours_records))
            theirs.append(random_play_ms(edition, n, args.rounds, rep))
            if base:
                before.append(tournament_ms(bots, edition, args.rounds, rep, base, base_records))
        ratio = statistics.median(a / b for a, b in zip(ours, theirs))
        line = f"{edition:<11} {n:>7} {min(ours):>9.3f} {min(theirs):>16.3f} {ratio:>6.1f}"
        if base:
            base_ratio = statistics.median(a / b for a, b in zip(before, theirs))
            gain = statistics.median(a / b for a, b in zip(ours, before))
            same = "same" if ours_records == base_records else "DIFFER"
            line += f" {min(before):>14.3f} {base_ratio:>10.1f} {gain:>12.2f} {same:>8}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
