"""Is the standard error that ``monte_carlo`` reports the real spread of its estimates?

For a few fixed seeded positions and a few cards, runs the déduction Monte Carlo ``--runs`` times
(seeds 0, 1, …) with ``--samples`` samples each, and prints: the exact value (``deduction``), the
mean estimate, the mean reported standard error, the observed standard deviation of the estimates
over the runs and their ratio (1 when the reported error is honest; with R runs, the observed
standard deviation itself is known to about ±1/√(2R), ±5 % for R = 200), and the CPU time per
sample. ``BEYOND`` are positions where the exact filter goes over the tracker's budget, so that
the estimate goes through the part used beyond it; ``--max-worlds`` also runs ``POSITIONS`` with a
tiny budget (a stress test of that part).

    python benchmarks/monte_carlo_spread.py [--runs 200] [--samples 400] [--max-worlds 10]
                                            [--beyond-runs 100] [--beyond-samples 200]
"""

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from loveletter_teach.exercises.scenarios import random_round_at  # noqa: E402
from loveletter_teach.probability import BeliefTracker, deduction  # noqa: E402

# (edition, players, seed of the deal and of the random play, turns played, seat): positions with
# Guard misses, a Priest look or Baron duels in the seat's memory.
POSITIONS = [("2019", 4, 2, 6, 0), ("classique", 4, 5, 7, 1), ("2019", 3, 5, 12, 2), ("2019", 5, 1, 10, 4),
             ("2019", 6, 1, 9, 4)]
# Positions where the exact filter goes over the tracker's budget of 20 000 worlds at some event (2019,
# 6 players: 0,5 % of the positions of random rounds), measured with that budget.
BEYOND = [("2019", 6, 40, 10, 3), ("2019", 6, 167, 8, 1), ("2019", 6, 226, 9, 2)]
LARGE = 3_000_000  # enough for the exact values of BEYOND (under a second each)
CARDS_PER_POSITION = 3  # the most uncertain (player, card) pairs of each position


def position(edition, n, seed, turns, seat):
    r = random_round_at(edition, n, seed, turns)
    return r.observation(seat)


def uncertain_cards(exact, count):
    """The (seat, card) pairs whose exact probability is closest to 1/2 (the largest spread)."""
    pairs = [(abs(float(p) - 0.5), seat, c) for seat, dist in exact.players.items() for c, p in dist.items()
             if 0 < p < 1]
    return [(seat, c) for _, seat, c in sorted(pairs, key=lambda t: (t[0], t[1], t[2].value))[:count]]


def spread(obs, pairs, runs, samples, max_worlds=None):
    """{pair: (mean estimate, mean reported error, observed deviation)}, the CPU time per sample and
    how many runs kept no world (left out of the figures)."""
    options = {} if max_worlds is None else {"max_worlds": max_worlds}
    estimates = {pair: [] for pair in pairs}
    errors = {pair: [] for pair in pairs}
    start = time.process_time()
    lost = 0
    for run in range(runs):
        result = BeliefTracker(obs.seat, **options).sample(obs, samples, seed=run)
        if not result.stderr:  # no world kept: counting (or « impossible ») instead of an estimate
            lost += 1
            continue
        for seat, c in pairs:
            estimates[seat, c].append(result.players[seat].get(c, 0.0))
            errors[seat, c].append(result.stderr[seat].get(c, 0.0))
    per_sample = (time.process_time() - start) / (runs * samples)
    return {pair: (statistics.fmean(estimates[pair]), statistics.fmean(errors[pair]),
                   statistics.stdev(estimates[pair])) for pair in pairs}, per_sample, lost


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--max-worlds", type=int, default=0,
                        help="also run POSITIONS with this small exact budget, e.g. 10 (0: skip)")
    parser.add_argument("--beyond-runs", type=int, default=100, help="runs for BEYOND (0: skip)")
    parser.add_argument("--beyond-samples", type=int, default=200)
    args = parser.parse_args(argv)
    budgets = [None] + ([args.max_worlds] if args.max_worlds else [])
    print(f"POSITIONS: {args.runs} runs of {args.samples} samples each; BEYOND: {args.beyond_runs} runs of "
          f"{args.beyond_samples} samples, exact budget 20000")
    print(f"{'position':<22}{'budget':>7}{'player':>7}{'card':>11}{'exact':>8}{'mean':>8}"
          f"{'reported':>10}{'observed':>10}{'ratio':>7}{'µs/sample':>11}{'lost':>6}")
    cases = [(spec, budget, args.runs, args.samples) for spec in POSITIONS for budget in budgets]
    if args.beyond_runs:
        cases += [(spec, 20_000, args.beyond_runs, args.beyond_samples) for spec in BEYOND]
    for spec, budget, runs, samples in cases:
        obs = position(*spec)
        exact = deduction(obs, max_worlds=LARGE)
        pairs = uncertain_cards(exact, CARDS_PER_POSITION)
        label = "{}:{} s{} t{} @{}".format(*spec)
        figures, per_sample, lost = spread(obs, pairs, runs, samples, budget)
        for (seat, c), (mean, reported, observed) in figures.items():
            print(f"{label:<22}{budget or 'exact':>7}{obs.names[seat]:>7}{c.name:>11}{float(exact.players[seat][c]):>8.4f}"
                  f"{mean:>8.4f}{reported:>10.4f}{observed:>10.4f}{reported / observed:>7.2f}"
                  f"{per_sample * 1e6:>11.1f}{lost:>6}", flush=True)


if __name__ == "__main__":
    main()
