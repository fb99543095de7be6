"""Run every benchmark (``make bench``): random-play speed, tournament speed, then the invariant soak.

    python benchmarks/run_all.py
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

import random_play
import soak
import tournament


def main():
    status = random_play.main([])
    print()
    status = status or tournament.main(["--repeats", "3"])
    print()
    return status or soak.main([])


if __name__ == "__main__":
    sys.exit(main())
