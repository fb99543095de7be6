"""Soak test: many random rounds (and whole games) per edition and player count, every
invariant of ``loveletter_teach.invariants`` checked at every step.

Prints the rounds checked and the violations found per case, and how often some rare
situations came up; exits with status 1 on any violation.

    python benchmarks/soak.py [--rounds 10000] [--games 100] [--jobs N]
"""

import argparse
import os
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from loveletter_teach import EDITIONS, Game, Round
from loveletter_teach import events as ev
from loveletter_teach.invariants import play_checked_game, play_checked_round

# (label, edition id, rule changes, share of --rounds): the presets, plus one variant of the switches.
EDITION_CASES = [(eid, eid, {}, 1.0) for eid in EDITIONS] + [
    ("2019 discard_sum+last", "2019", {"tie_break": "discard_sum", "visible_discards": "last"}, 0.2)]
OBSERVE = 0.02  # chance of checking every seat's observation at a step
OBSERVE_END = 0.25  # and at the end of a round
MAX_REPORTED = 3


def edition_of(edition_id, rules):
    edition = EDITIONS[edition_id]
    return edition.with_rules(**rules) if rules else edition


def coverage(r, counts):
    """Count the rare situations a round went through."""
    res = r.result
    counts["showdown"] += res.showdown
    counts["shared win"] += len(res.winners) > 1
    counts["spy bonus"] += res.spy_bonus is not None
    counts["burned card taken"] += r.burned_taken_by is not None
    for e in r.log:
        if isinstance(e, ev.Played) and e.target is None and e.card.effect in ("guess", "peek", "compare", "swap"):
            counts["no target"] += 1
        elif isinstance(e, ev.Compared) and e.loser is None:
            counts["Baron tie"] += 1
        elif isinstance(e, ev.ChancellorDrew) and len(e.cards) < 2:
            counts[f"Chancellor drew {len(e.cards)}"] += 1
        elif isinstance(e, ev.Eliminated) and e.cause == "princess":
            counts["Princess out"] += 1
    if res.showdown and r.edition.tie_break == "discard_sum" and r.log[-1].discard_sums:
        counts["discard-sum tie-break"] += 1


def soak_case(case):
    """Worker: (label, edition id, rules, n, rounds, games, seed) -> (rounds, games, violations, counts, s)."""
    label, edition_id, rules, n, rounds, games, seed = case
    edition = edition_of(edition_id, rules)
    start = time.perf_counter()
    violations, counts = [], Counter()
    for i in range(rounds):
        rng = random.Random(f"{seed}-{label}-{n}-round-{i}")
        r = Round.deal(edition, n, rng=rng, first_player=i % n)
        try:
            play_checked_round(r, rng, observe=OBSERVE, observe_end=OBSERVE_END, fast=True, by_card=i % 2 == 1)
            coverage(r, counts)
        except Exception as exc:  # noqa: BLE001 - an engine crash is a violation too
            violations.append(f"round {i}: {type(exc).__name__}: {exc}")
    played = 0
    for i in range(games):
        rng = random.Random(f"{seed}-{label}-{n}-game-{i}")
        game = Game(edition, n, seed=rng.getrandbits(32))
        try:
            played += play_checked_game(game, rng, observe=OBSERVE, fast=True, by_card=i % 2 == 1)
        except Exception as exc:  # noqa: BLE001
            violations.append(f"game {i}: {type(exc).__name__}: {exc}")
    return label, n, rounds, played, violations, counts, time.perf_counter() - start


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10_000, help="rounds per edition and player count")
    parser.add_argument("--games", type=int, default=100, help="whole games per edition and player count")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (1: none)")
    parser.add_argument("--seed", default="soak")
    args = parser.parse_args(argv)
    cases = []
    for label, edition_id, rules, share in EDITION_CASES:
        edition = EDITIONS[edition_id]
        for n in range(edition.min_players, edition.max_players + 1):
            cases.append((label, edition_id, rules, n, max(1, int(args.rounds * share)),
                          max(1, int(args.games * share)), args.seed))
    print(f"Soak: {args.rounds} random rounds and {args.games} games per edition and player count, "
          f"{args.jobs} process(es)")
    print(f"{'edition':<22} {'players':>7} {'rounds':>7} {'game rounds':>11} {'violations':>10} {'seconds':>8}")
    start = time.perf_counter()
    if args.jobs > 1:
        try:
            with ProcessPoolExecutor(args.jobs) as pool:
                results = list(pool.map(soak_case, cases))
        except (OSError, NotImplementedError, ImportError):  # no processes here: one at a time
            results = list(map(soak_case, cases))
    else:
        results = list(map(soak_case, cases))
    total_rounds = total_violations = 0
    counts = Counter()
    for label, n, rounds, played, violations, case_counts, seconds in results:
        print(f"{label:<22} {n:>7} {rounds:>7} {played:>11} {len(violations):>10} {seconds:>8.1f}")
        for message in violations[:MAX_REPORTED]:
            print("   ", message.replace("\n", "\n    "))
        total_rounds += rounds + played
        total_violations += len(violations)
        counts.update(case_counts)
    print(f"Rounds checked: {total_rounds}; violations found: {total_violations}; "
          f"{time.perf_counter() - start:.0f} s")
    print("Rare situations seen: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 1 if total_violations else 0


if __name__ == "__main__":
    sys.exit(main())
