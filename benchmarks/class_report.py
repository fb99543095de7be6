"""Time of the class report (issue 35, item 7): a class of 32 through the Première lesson (notebook 02
and 03's Première part), handed in as 4 notebooks and 28 progress files, one folder per student; then
the same class with one more file, bloated to 4 MB (one answer copied 20,000 times and more). Each
student answers every exercise of the lesson: a wrong answer first for one in three, then the right one.
Prints the CPU time (every process of the command, its graders included) and the wall time of
``python -m loveletter_teach.classe`` as a teacher runs it, the median of ``--runs`` runs, and the time
added by the bloated files: one of 4 MB (over the cap: refused) and one just under the cap (read, its
tries graded up to ``MAX_TRIES``).

    python benchmarks/class_report.py [--runs 5] [--students 32]
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from fractions import Fraction

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

from loveletter_teach.exercises.report import ClassReport  # noqa: E402
from loveletter_teach.exercises import CATALOGUE, Session, answer, je_suis, question  # noqa: E402
from loveletter_teach.exercises.handins import MAX_PROGRESS_BYTES  # noqa: E402
from loveletter_teach.exercises.progress import MIME_TYPE  # noqa: E402

NAMES = ["Adèle", "Amir", "Anaïs", "Baptiste", "Camille", "Chloé", "Clément", "Élodie", "Emma", "Enzo", "Gaëlle",
         "Hugo", "Inès", "Jade", "Jules", "Kenza", "Léo", "Lina", "Louis", "Maël", "Manon", "Mathis", "Noé", "Nora",
         "Océane", "Paul", "Rayan", "Sarah", "Théo", "Yanis", "Zoé", "Wassim"]
PARTS = {"lecon": ("02.", "03.conditionnel.", "03.aleatoire.", "03.ticket."),  # the whole Première lesson
         "seance": ("03.conditionnel.", "03.ticket.")}  # the 55-minute lesson of the guide (03, part 2, séance 1)
LESSON = [i for i in CATALOGUE if i.startswith(PARTS["lecon"])]


def text(value):
    if isinstance(value, str):
        return value
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def student(name, k):
    session = Session()
    je_suis(name, session=session)
    for n, exercise_id in enumerate(LESSON):
        q = question(exercise_id, session=session)
        if q.kind not in ("number", "fraction", "probability", "choice", "compare"):
            continue  # trees and Guard guesses: answered as the widget does, not typed here
        if (n + k) % 3 == 0:
            answer(exercise_id, "12345" if q.kind not in ("choice", "compare") else
                   next(c for c in (q.choices or "<=>") if c != q.answer), session=session)
        answer(exercise_id, text(q.answer), session=session)
    return session.progress.to_json()


def notebook(progress):
    cell = {"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["je_suis()"],
            "outputs": [{"output_type": "display_data", "metadata": {}, "data": {MIME_TYPE: progress}}]}
    return {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def hand_in(folder, students):
    for k, name in enumerate(NAMES[:students]):
        data = student(name, k)
        path = os.path.join(folder, f"eleve_{k:02d}")
        os.makedirs(path)
        file, content = (("02_deduction.ipynb", notebook(data)) if k < 4 else (f"progression_{k}.json", data))
        with open(os.path.join(path, file), "w", encoding="utf-8") as f:
            json.dump(content, f, ensure_ascii=False)


def bloat(folder, name, size):
    """One more student whose file holds one answer copied until the file weighs about ``size`` bytes."""
    data = student(name, 1)
    record = next(iter(data["learners"].values()))["exercises"][LESSON[1]]
    one = json.dumps(record["history"][0])
    record["history"] = record["history"][:1] * (size // (len(one) + 1))
    path = os.path.join(folder, name)
    os.makedirs(path)
    with open(os.path.join(path, "progression.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
    return os.path.getsize(os.path.join(path, "progression.json"))


def timed(folder, runs):
    """Median CPU and wall time of the command as a teacher runs it (a new process each time, so the
    variants' first builds are counted), and the report."""
    cpu, wall = [], []
    command = [sys.executable, "-m", "loveletter_teach.classe", folder, "--sortie", tempfile.mkdtemp()]
    for _ in range(runs):
        before, w = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        wall.append(time.perf_counter() - w)
    return statistics.median(cpu), statistics.median(wall), ClassReport(folder)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--students", type=int, default=32)
    parser.add_argument("--partie", choices=sorted(PARTS), default="lecon",
                        help="lecon : 02 et la partie Première de 03 ; seance : la séance de 55 minutes")
    args = parser.parse_args()
    LESSON[:] = [i for i in CATALOGUE if i.startswith(PARTS[args.partie])]
    folder = tempfile.mkdtemp()
    hand_in(folder, args.students)
    cpu, wall, report = timed(folder, args.runs)
    print(f"{len(report.rows)} élèves, {len(report.exercise_ids)} questions, {report.files} fichiers : "
          f"{cpu:.2f} s CPU, {wall:.2f} s au mur (médiane de {args.runs})")
    for name, size in (("Bérénice", 4_000_000), ("Capucine", MAX_PROGRESS_BYTES - 10_000)):
        size = bloat(folder, name, size)
        cpu2, wall2, report = timed(folder, args.runs)
        print(f"+ un fichier gonflé de {size / 1e6:.2f} Mo : {cpu2:.2f} s CPU, {wall2:.2f} s au mur ; "
              f"ajout : {cpu2 - cpu:+.2f} s CPU, {wall2 - wall:+.2f} s au mur ({len(report.rows)} élèves)")
        cpu, wall = cpu2, wall2
    print("load average :", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
