"""Time of a check with the autosave on (issue 19): 100 answers given through the exercise widgets of
the three notebooks (a wrong answer, then the right one, exercise after exercise), each one written at
once to the learner's file; the same answers with the autosave off, for comparison. Prints the median
and the maximum time of a check (wall clock: the write is I/O) and the file's size after the 100.

    python benchmarks/autosave_check.py [--answers 100] [--folder DOSSIER]
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from loveletter_teach.exercises import CATALOGUE, Session, build, je_suis  # noqa: E402
from loveletter_teach.exercises.progress import progress_file_name  # noqa: E402
from loveletter_teach.widgets import ExerciseWidget  # noqa: E402

TEXT_KINDS = ("number", "fraction", "probability")


def answers(n):
    """(exercise id, answer) pairs: for each text exercise, a wrong answer then the right one."""
    ids = [i for i, e in CATALOGUE.items() if build(i, "Camille").kind in TEXT_KINDS]
    pairs = []
    while len(pairs) < n:
        for i in ids:
            right = build(i, "Camille").answer
            pairs += [(i, "12345"), (i, str(right))]
    return pairs[:n]


def measure(n, folder):
    session = Session(folder=folder)
    je_suis("Camille", session=session)
    widgets = {}
    times = []
    for exercise_id, value in answers(n):
        widget = widgets.get(exercise_id) or widgets.setdefault(exercise_id, ExerciseWidget(exercise_id, session=session))
        widget.answer.value = value
        start = time.perf_counter()
        widget.check_button.click()
        times.append(time.perf_counter() - start)
    return times, session


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--answers", type=int, default=100)
    parser.add_argument("--folder", default=None)
    args = parser.parse_args()
    folder = args.folder or tempfile.mkdtemp()
    measure(10, tempfile.mkdtemp())  # warm up: imports, first builds
    for label, where in (("autosave off", None), ("autosave on", folder)):
        times, session = measure(args.answers, where)
        ms = [t * 1000 for t in times]
        print(f"{label:>13}: {len(ms)} checks, median {statistics.median(ms):.2f} ms, max {max(ms):.2f} ms")
    path = os.path.join(folder, progress_file_name("Camille"))
    print(f"file {os.path.basename(path)}: {os.path.getsize(path)} bytes, "
          f"{len(session.progress.of('Camille'))} exercises, folder {folder}")


if __name__ == "__main__":
    main()
