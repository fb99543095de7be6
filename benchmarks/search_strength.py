"""Is the stratège's search worth its time? Bot A against bot B over paired deals (2 players, or
``--players`` n: A against n - 1 copies of B).

Each deal (deck order and first player, from ``--seed`` and the deal's index) is played n times, A in
seat 0, then 1, … (the rotations of one deal, the other seats B); a deal's score is A's mean over its
n rounds (a shared win counts 1/k: a fair share is 1/n), and
the interval is the normal 95 % interval of the mean of those paired scores (``stats.mean_interval``:
the luck of the deal cancels out of each pair). A's per-move time is CPU time (``time.process_time``)
spent in its ``choose``, over the decisions with more than one legal move: the mean, and the
p50/p95/max of the moves (``--times``).

Sequential test (``--target``): every ``--check`` deals the interval is compared with the target; the
run stops early once it lies wholly above or below it (a quick verdict while iterating; the
stopping makes the interval a little optimistic, so a final table is run with ``--target`` unset).

    PYTHONPATH=. python benchmarks/search_strength.py --edition 2019 --deals 500 \\
        --a stratège --a-options '{"playouts": 400}' --b déducteur [--target 0.56 --check 100]
"""

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from loveletter_teach import Round  # noqa: E402
from loveletter_teach.agents import play_until  # noqa: E402
from loveletter_teach.bots import make_bot  # noqa: E402
from loveletter_teach.simulation import unit_seed  # noqa: E402
from loveletter_teach.stats import mean_interval  # noqa: E402


def pct(x):
    return f"{x * 100:.1f}".replace(".", ",")


def deal(seed, index, n=2):
    """(first player, deck seed) of deal ``index``: the same for every seating."""
    rng = random.Random(unit_seed(seed, index))
    return rng.randrange(n), rng.getrandbits(64)


class Timed:
    """A bot whose decisions with more than one legal move are timed in CPU seconds."""

    def __init__(self, bot, clock):
        self.bot, self.clock = bot, clock

    def choose(self, obs):
        start = time.process_time()
        action = self.bot.choose(obs)
        if len(obs.legal_actions) > 1:
            spent = time.process_time() - start
            self.clock[0] += spent
            self.clock[1] += 1
            self.clock[3].append(spent)
        return action


def score(r, seat):
    winners = r.result.winners
    return 1.0 / len(winners) if seat in winners else 0.0


def b_seed(seed, index, a_seat, k, n=2):
    """The seed of the ``k``-th B (in seat order) when A sits at ``a_seat`` (at 2 players, as before)."""
    first = unit_seed(seed + 2, n * index + a_seat)
    return first if k == 0 else unit_seed(first, k)


def play(a, a_options, b, b_options, edition, seed, index, clock, n=2):
    """A's score on deal ``index`` (its mean over the ``n`` seatings); A's CPU time goes to ``clock``."""
    first, deck = deal(seed, index, n)
    start, pair = time.process_time(), 0.0
    for a_seat in range(n):
        others = [s for s in range(n) if s != a_seat]
        bots = [None] * n
        bots[a_seat] = Timed(make_bot(a, seed=unit_seed(seed + 1, n * index + a_seat), **a_options), clock)
        for k, s in enumerate(others):
            bots[s] = make_bot(b, seed=b_seed(seed, index, a_seat, k, n), **b_options)
        r = Round.deal(edition, n, deck, first_player=first)
        play_until(r, bots)
        pair += score(r, a_seat) / n
    clock[2] += time.process_time() - start
    return pair


def run(variants, b, b_options, edition, deals, seed=2026, target=None, check=100, out=sys.stdout, n=2):
    """Each A variant ``(name, options)`` on the same deals: its per-deal scores and its clock (CPU seconds
    in ``choose``, timed decisions, CPU seconds in all, the CPU seconds of each timed decision). Every variant gets the same decks, seats, bot
    seeds and a fresh B, so its scores are those of a run of it alone and the differences are paired."""
    scores, clocks = [[] for _ in variants], [[0.0, 0, 0.0, []] for _ in variants]
    for index in range(deals):
        for (a, a_options), pairs, clock in zip(variants, scores, clocks):
            pairs.append(play(a, a_options, b, b_options, edition, seed, index, clock, n))
        done = index + 1
        if done % check == 0 or done == deals:
            mean, low, high = mean_interval(scores[0])
            line = f"  {done} donnes : {pct(mean)} % [{pct(low)} ; {pct(high)}], {per_move(clocks[0]):.0f} ms par coup"
            line += f" (p50 / p95 / max {spread(clocks[0])} ms)"
            if len(variants) > 1:
                a2, (diff, d_low, d_high) = mean_interval(scores[1])[0], mean_interval(differences(scores))
                line += f" ; A2 {pct(a2)} % ; écart {points(diff)} [{points(d_low)} ; {points(d_high)}]"
            print(line, file=out, flush=True)
            if target is not None and done < deals and (low > target or high < target):
                break
    return scores, clocks


def percentile(values, q):
    """The ``q`` quantile of ``values`` (nearest rank, as ``deduction_latency.py``)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def spread(clock):
    """« p50 / p95 / max » of the timed decisions, in milliseconds of CPU."""
    moves = clock[3]
    return " / ".join(f"{x * 1000:.0f}" for x in (percentile(moves, 0.5), percentile(moves, 0.95), max(moves, default=0)))


def per_move(clock):
    """Milliseconds of CPU per timed decision."""
    return clock[0] / max(1, clock[1]) * 1000


def differences(scores):
    """Per-deal score of A minus that of A2: the deal's luck cancels out of each."""
    return [x - y for x, y in zip(scores[0], scores[1])]


def points(x):
    return f"{x * 100:+.1f}".replace(".", ",")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="stratège")
    parser.add_argument("--a-options", default="{}", help="JSON: the options of bot A")
    parser.add_argument("--a2", help="bot A2 (default: the same bot as A)")
    parser.add_argument("--a2-options", help="JSON: the options of A2, also played on every deal and seating; "
                        "prints A − A2 with its paired interval")
    parser.add_argument("--b", default="déducteur")
    parser.add_argument("--b-options", default="{}", help="JSON: the options of bot B")
    parser.add_argument("--edition", default="2019")
    parser.add_argument("--players", type=int, default=2, help="players at the table: A and players - 1 B bots")
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--target", type=float, help="stop once the interval excludes this win rate")
    parser.add_argument("--check", type=int, default=100, help="deals between two looks at the interval")
    parser.add_argument("--times", action="store_true", help="also the p50 / p95 / max CPU time of A's moves")
    args = parser.parse_args(argv)
    variants = [(args.a, json.loads(args.a_options))]
    if args.a2 is not None or args.a2_options is not None:
        variants.append((args.a2 or args.a, json.loads(args.a2_options or "{}")))
    b_options = json.loads(args.b_options)
    n = args.players
    scores, clocks = run(variants, args.b, b_options, args.edition, args.deals, args.seed, args.target, args.check,
                         n=n)
    played = len(scores[0])
    for (a, a_options), pairs, clock in zip(variants, scores, clocks):
        mean, low, high = mean_interval(pairs)
        print(f"| {a} {json.dumps(a_options, ensure_ascii=False)} | {args.b} | {args.edition} | {played} × {n} | "
              f"{pct(mean)} % | [{pct(low)} ; {pct(high)}] | {per_move(clock):.0f} ms | {clock[2]:.0f} s |"
              + (f" p50 / p95 / max {spread(clock)} ms ({clock[1]} coups) |" if args.times else ""), flush=True)
    if len(variants) > 1:
        diff, low, high = mean_interval(differences(scores))
        print(f"| écart apparié A − A2 | {args.b} | {args.edition} | {played} × {n} | {points(diff)} points | "
              f"[{points(low)} ; {points(high)}] | | {sum(c[2] for c in clocks):.0f} s |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
