"""The strategy tips of loveletter_teach.tips measured on larger runs than notebook 03 can afford.

    PYTHONPATH=. python benchmarks/tips_large.py

Prints each simulated tip's figures and verdict (same seeds as the notebook, more positions or rounds)
and the time it took; benchmarks/README.md records the output.
"""

import time

from loveletter_teach.tips import TIPS

LARGE = {"messager": {"samples": 10000}, "espion": {"rounds": 20000}, "huit": {"rounds": 20000},
         "bouclier": {"samples": 5000}}


def main():
    for tip_id, settings in LARGE.items():
        start = time.perf_counter()
        measure = TIPS[tip_id].measure(**settings)
        print(f"== {tip_id} {settings} ({time.perf_counter() - start:.0f} s)")
        print(measure)


if __name__ == "__main__":
    main()
