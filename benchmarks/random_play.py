"""Random-play speed: rounds per second on one core.

The random player picks ``acts[int(rng.random() * len(acts))]`` from a seeded ``random.Random``.
Each figure is the best of several short repeats. The baseline is a bare loop that does the
same random work (shuffle the deck, draw one random number per action) without the engine.

    python benchmarks/random_play.py [--repeats 5] [--rounds 3000]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from loveletter_teach import EDITIONS, Round

CASES = [("classique", 2), ("classique", 4), ("2019", 2), ("2019", 4)]


def play_rounds(edition, n, rounds, seed):
    """Play ``rounds`` random rounds; return (seconds, actions played)."""
    rng = random.Random(seed)
    deal = Round.deal
    actions = 0
    start = time.perf_counter()
    for _ in range(rounds):
        r = deal(edition, n, rng=rng)
        while not r.over:
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
            actions += 1
    return time.perf_counter() - start, actions


def bare_loop(edition, n, rounds, actions_per_round, seed):
    """The same random work without the engine: shuffle, then one random pick per action."""
    rng = random.Random(seed)
    deck = list(edition.deck)
    acts = tuple(range(10))
    steps = round(actions_per_round)
    start = time.perf_counter()
    for _ in range(rounds):
        order = deck[:]
        rng.shuffle(order)
        for _ in range(steps):
            acts[int(rng.random() * len(acts))]
    return time.perf_counter() - start


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3000, help="rounds per repeat")
    args = parser.parse_args(argv)
    reps, rounds = args.repeats, args.rounds
    print(f"Random play, one core, best of {reps} repeats of {rounds} rounds (Python {sys.version.split()[0]})")
    print(f"{'edition':<11} {'players':>7} {'rounds/s':>10} {'by name':>10} {'actions/s':>10} "
          f"{'actions/round':>13} {'bare loop':>10} {'ratio':>6}")
    for edition_id, n in CASES:
        edition = EDITIONS[edition_id]
        play_rounds(edition, n, rounds // 10, seed=0)  # warm the engine's caches
        timings = [play_rounds(edition, n, rounds, seed=rep) for rep in range(reps)]
        seconds, actions = min(timings)
        rate = rounds / seconds
        per_round = actions / rounds
        by_name = max(rounds / play_rounds(edition_id, n, rounds, seed=rep)[0] for rep in range(reps))
        bare = max(rounds / bare_loop(edition, n, rounds, per_round, seed=rep) for rep in range(reps))
        print(f"{edition_id:<11} {n:>7} {rate:>10,.0f} {by_name:>10,.0f} {actions / seconds:>10,.0f} "
              f"{per_round:>13.2f} {bare:>10,.0f} {bare / rate:>5.1f}x")
    print("rounds/s: edition passed as an Edition object; by name: Round.deal('classique', ...);")
    print("ratio: how many times slower than the bare loop (shuffle + one random pick per action).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
