"""Latency of the `déduction` level at every decision point of random rounds.

As a widget stepping through a round would ask: one step after another, for the seat to act, each
seat's beliefs kept by its own BeliefTracker (incremental). ``--fresh``: call ``deduction(obs)``
instead, which starts from the deal every time. Times are CPU times (``time.process_time``).

Random play does what the play model rules out (a Princess played when another card was allowed):
from then on the model finds the position impossible, and the answer is instant. Such positions
would flatter the percentiles, so they are counted apart: by edition and player count, the
positions possible under the model (p50, p95, p99, max, share answered exactly), then the impossible
ones (their count and p99).

``--play model``: the rounds are played by the play model itself (a card drawn with the model's
probabilities, then a target and a guess at random; a Chancellor keeps a card at random and returns the
others in a random order), so that every position is possible; ``--play déducteur``: by six
``déducteur`` bots. Then ``--positions 0 --rounds 1000`` plays exactly 1,000 rounds per case. The
answers are counted by status: exact, Monte Carlo (beyond the budget: an estimate, or every sampled
world lost), impossible.

    python benchmarks/deduction_latency.py [--rounds 1000] [--only 2019:4,2019:6] [--fresh]
                                           [--play hasard|modèle|déducteur] [--positions 0]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from loveletter_teach import Round  # noqa: E402
from loveletter_teach.editions import EDITIONS  # noqa: E402
from loveletter_teach.bots.deducteur import Deducteur  # noqa: E402
from loveletter_teach.probability import BeliefTracker, deduction  # noqa: E402
from loveletter_teach.probability.playmodel import DEFAULT  # noqa: E402
from loveletter_teach.rounds import PLAY  # noqa: E402

PLAYERS = ("hasard", "modèle", "déducteur")


def random_move(r, rng, bots):
    """A legal action drawn uniformly (the play model is not followed: some positions are impossible)."""
    actions = r.legal_actions()
    return actions[int(rng.random() * len(actions))]


def model_move(r, rng, bots):
    """A move of the play model (DESIGN.md): the card played drawn with the model's probabilities
    (uniform among the physical cards the rules allow, no Princess when another card is allowed), or
    after a Chancellor the card kept uniformly; then one of that card's legal actions uniformly
    (targets, guesses and the order of the returned cards carry no information)."""
    actions = r.legal_actions()
    hand = r.hands[r.current]
    if r.phase == PLAY:
        weights = [DEFAULT.play_weight(r.edition, tuple(hand), card) for card in hand]
        card = hand[0] if rng.random() * sum(weights) < weights[0] else hand[1]
    else:
        card = hand[int(rng.random() * len(hand))]
    mine = [a for a in actions if a.card == card]
    return mine[int(rng.random() * len(mine))]


def bot_move(r, rng, bots):
    return bots[r.current].choose(r.observation(r.current))


MOVES = dict(zip(PLAYERS, (random_move, model_move, bot_move)))


def measure(edition, n, rounds, seed=0, fresh=False, positions=None, play="hasard"):
    """([CPU seconds of the possible positions], [of the impossible ones], {status: answers}) over
    ``rounds`` rounds, or until ``positions`` possible positions; ``play``: who plays (``PLAYERS``)."""
    rng = random.Random(seed)
    possible, impossible, statuses = [], [], {}
    clock = time.process_time
    move = MOVES[play]
    played = 0
    while played < rounds or (positions and len(possible) < positions):
        played += 1
        deal = rng.getrandbits(32)
        r = Round.deal(edition, n, seed=deal)
        trackers = [BeliefTracker(seat) for seat in range(n)]
        bots = [Deducteur(seed=deal + seat) for seat in range(n)] if play == "déducteur" else None
        while not r.over:
            obs = r.observation(r.current)
            start = clock()
            result = deduction(obs) if fresh else trackers[r.current].update(obs)
            spent = clock() - start
            (impossible if result.impossible else possible).append(spent)
            statuses[result.status] = statuses.get(result.status, 0) + 1
            r.play(move(r, rng, bots))
    return possible, impossible, statuses


def percentile(sorted_times, q):
    return sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))] if sorted_times else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=100, help="rounds per case (at least)")
    parser.add_argument("--positions", type=int, default=1000, help="possible positions per case (at least)")
    parser.add_argument("--only", help="edition:players[,edition:players…], e.g. 2019:4,2019:6")
    parser.add_argument("--fresh", action="store_true", help="deduction(obs) from the deal at every step")
    parser.add_argument("--play", default="hasard", choices=PLAYERS + ("modele", "deducteur"),
                        help="who plays the rounds: uniformly random legal actions, the play model, déducteur bots")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    play = {"modele": "modèle", "deducteur": "déducteur"}.get(args.play, args.play)
    cases = [(e, n) for e in EDITIONS for n in range(2, EDITIONS[e].max_players + 1)]
    if args.only:
        cases = [(e, int(n)) for e, n in (c.split(":") for c in args.only.split(","))]
    print(f"joueurs : {play}, graine {args.seed}")
    print(f"{'édition':<16}{'joueurs':>8}{'possibles':>10}{'p50 (ms)':>10}{'p95 (ms)':>10}{'p99 (ms)':>10}"
          f"{'max (ms)':>10}{'exact':>8}{'exactes':>9}{'Monte Carlo':>12}{'impossibles':>12}{'p99 (ms)':>10}")
    for edition, n in cases:
        possible, impossible, statuses = measure(edition, n, args.rounds, args.seed, args.fresh, args.positions, play)
        possible.sort()
        impossible.sort()
        exact = statuses.get("exact", 0)
        estimated = sum(statuses.get(s, 0) for s in ("fallback", "lost", "monte-carlo"))
        ms = [percentile(possible, q) * 1000 for q in (0.5, 0.95, 0.99)] + [possible[-1] * 1000]
        print(f"{edition:<16}{n:>8}{len(possible):>10}" + "".join(f"{x:>10.2f}" for x in ms)
              + f"{exact / len(possible):>8.1%}{exact:>9}{estimated:>12}{len(impossible):>12}"
              f"{percentile(impossible, 0.99) * 1000:>10.2f}", flush=True)


if __name__ == "__main__":
    main()
