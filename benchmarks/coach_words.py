"""The cost of the stratège coach's advice (search, reasons and lesson), in CPU time.

    PYTHONPATH=. python benchmarks/coach_words.py [--seeds 12]

Prints the CPU time (``time.process_time``) of ``agents.advice(stratège, observation)`` summed over
the learner's play turns of seeded random rounds (2019 and classique, 2 to 4 players), the same
positions for every tree: run it alternately on two trees (PYTHONPATH) to compare them.
"""

import argparse
import random
import time

from loveletter_teach import Round
from loveletter_teach.agents import advice
from loveletter_teach.bots import make_bot


def positions(seeds):
    for edition in ("2019", "classique"):
        for n in (2, 3, 4):
            for seed in range(seeds):
                r, rng = Round.deal(edition, n, seed), random.Random(seed)
                while not r.over:
                    if r.phase == "play" and len(r.legal_actions()) > 1:
                        yield r.observation(r.current)
                    r.play(rng.choice(r.legal_actions()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=12)
    args = parser.parse_args()
    observations = list(positions(args.seeds))
    start = time.process_time()
    for obs in observations:
        advice(make_bot("stratège", seed=1), obs)
    print(f"{len(observations)} conseils : {time.process_time() - start:.2f} s de temps processeur")


if __name__ == "__main__":
    main()
