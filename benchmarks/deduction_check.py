"""An independent check of the exact déduction: the beliefs of random positions, written down as Fractions.

Positions come from seeded random rounds, one step after another, each seat's beliefs kept by its own
``BeliefTracker`` (as in a widget). ``--dump FILE`` writes, for every position, its status and every
probability as an exact Fraction; ``--compare FILE`` recomputes them with the code on the path and
says which ones differ. Run it once with the old code on the path and once with the new one:

    PYTHONPATH=/path/to/old python benchmarks/deduction_check.py --dump old.json
    PYTHONPATH=.            python benchmarks/deduction_check.py --compare old.json

Exact answers are compared value by value; a Monte Carlo fallback (beyond the budget of worlds, a
float estimate) is not compared, but a position exact on one side only is counted. ``--max-worlds``:
the exact filter's budget (the default is the package's); a dump with a large budget gives exact
values for the positions that fall back at the default one. ``--worlds``: also write, for every
position answered exactly, a SHA-256 of the exact filter itself (its worlds in order, their integer
weights, its scale; beyond the budget, the Monte Carlo estimate's floats), on both sides: a change that
keeps them keeps the Monte Carlo draws and the bots' decisions that read them.
"""

import argparse
import hashlib
import json
import random
import sys

from loveletter_teach import Round
from loveletter_teach.probability import BeliefTracker
from loveletter_teach.probability.beliefs import MAX_WORLDS
from loveletter_teach.probability.worlds import TooManyWorlds


def positions(edition, n, count, seed, max_worlds=MAX_WORLDS):
    """(key, observation, tracker) for ``count`` positions of seeded random rounds."""
    rng = random.Random(seed)
    done = 0
    while done < count:
        deal_seed = rng.getrandbits(32)
        r = Round.deal(edition, n, seed=deal_seed)
        trackers = [BeliefTracker(seat, max_worlds=max_worlds) for seat in range(n)]
        step = 0
        while not r.over and done < count:
            obs = r.observation(r.current)
            yield f"{edition}:{n}:{deal_seed}:{step}", obs, trackers[r.current]
            done += 1
            step += 1
            actions = r.legal_actions()
            r.play(actions[int(rng.random() * len(actions))])


def written(beliefs):
    """The beliefs as plain text: status, then every distribution (exact values only)."""
    if not beliefs.exact or beliefs.status != "exact":
        return [beliefs.status]
    out = [beliefs.status]
    for label, dist in beliefs.rows():
        out.append(f"{label}: " + ", ".join(f"{card.name}={p}" for card, p in dist.items()) if dist else f"{label}: -")
    return out


def filter_digest(tracker, obs, beliefs):
    """The SHA-256 of the tracker's exact filter after ``obs``: its worlds in order, weights, scale;
    beyond the budget, of the Monte Carlo estimate (``beliefs``: its floats, to the last digit)."""
    try:
        worlds = tracker.exact(obs)
    except TooManyWorlds:
        return hashlib.sha256(repr(list(beliefs.rows())).encode()).hexdigest()
    return hashlib.sha256(repr((list(worlds.weights.items()), worlds.scale)).encode()).hexdigest()


def run(cases, count, seed, max_worlds, worlds=False):
    results = {}
    for edition, n in cases:
        for key, obs, tracker in positions(edition, n, count, seed, max_worlds):
            beliefs = tracker.update(obs)
            results[key] = written(beliefs) + ([filter_digest(tracker, obs, beliefs)] if worlds else [])
    return results


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=1000, help="positions per player count")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--max-worlds", type=int, default=MAX_WORLDS)
    parser.add_argument("--cases", default="2019:2,2019:3,2019:4,2019:5,2019:6,classique:4")
    parser.add_argument("--worlds", action="store_true", help="also compare the exact filters' worlds")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--dump")
    group.add_argument("--compare")
    args = parser.parse_args(argv)
    cases = [(e, int(n)) for e, n in (c.split(":") for c in args.cases.split(","))]
    results = run(cases, args.positions, args.seed, args.max_worlds, args.worlds)
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as f:
            json.dump(results, f, ensure_ascii=False, indent=0)
        print(f"{len(results)} positions written to {args.dump}")
        return 0
    with open(args.compare, encoding="utf-8") as f:
        old = json.load(f)
    old = {key: value for key, value in old.items() if key in results}  # the cases asked for
    fallback = ("fallback",)
    differ = [key for key in old if results[key] != old[key]
              and (args.worlds or fallback not in (tuple(old[key]), tuple(results[key])))]
    for case in cases:
        prefix = "%s:%d:" % case
        keys = [k for k in old if k.startswith(prefix)]
        exact = sum(old[k][0] == "exact" for k in keys)
        bad = sum(k.startswith(prefix) for k in differ)
        print(f"{case[0]} {case[1]} players: {len(keys)} positions, {exact} exact in the file, "
              f"{sum(results[k][0] == 'exact' for k in keys)} exact now, {bad} differ"
              + ("" if args.worlds else " (Monte Carlo not compared)"))
    for key in differ[:20]:
        print("DIFFERS", key, old[key][:2], results[key][:2])
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
