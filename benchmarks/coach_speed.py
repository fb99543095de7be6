"""The coach's time per move on notebook 02's table, in CPython and in Pyodide (the Lite site).

The work is ``workloads.coach_table``: ``PlayTable("classique", 2, seat=0, seed=2026…, coach="stratège")``
against the table's default bot, the learner opening the Conseil panel at each decision with more
than one legal move and playing the advised move; each advice is timed in CPU seconds
(``time.process_time``; ``process.cpuUsage`` under Node). Both coaches run: the one the table
chooses (``coach_options``) and the stratège of ``make_bot`` (its defaults). Both sides run the
single-file build (``scripts/build_basthon.py``), CPython in a subprocess of this interpreter, Pyodide
under Node (``pyodide_ratio.mjs``, Pyodide from ``tests/pyodide/node_modules``); they alternate
``--rounds`` times and play the same seeded games; when their moves differ, the table says so (CPython
3.11 and Pyodide's 3.14 did while the coach's decisions read float sums, which Python 3.12 and later
compensate; now ``stats.side_of_zero`` decides them exactly). The table gives p50 / p95 / max per advice over all
the rounds, and the ratio Pyodide / CPython of each (and of the total).

    python benchmarks/coach_speed.py [--games 10] [--rounds 2] [--edition 2019 --bot déducteur] [--players 3]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def expression(args, strong):
    return (f"workloads.coach_table({args.games}, strong={strong}, edition={args.edition!r}, bot={args.bot!r}, "
            f"players={args.players})")


def cpython(folder, args, strong):
    code = f"import workloads; print({expression(args, strong)})"
    out = subprocess.run([sys.executable, "-c", code], cwd=folder, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def pyodide(folder, args, strong):
    out = subprocess.run(["node", os.path.join(HERE, "pyodide_ratio.mjs"), folder, "0", expression(args, strong)],
                         cwd=folder, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--edition", default="classique")
    parser.add_argument("--bot", help="the bot at every other seat (default: the table's)")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    if not os.path.isdir(os.path.join(ROOT, "tests", "pyodide", "node_modules", "pyodide")):
        sys.exit("Pyodide manque : lancez d'abord « npm ci » dans tests/pyodide (make pyodide-test-deps).")
    found = {}
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "build_basthon.py"), "--output",
                        os.path.join(folder, "loveletter_teach.py")], check=True, capture_output=True)
        shutil.copy(os.path.join(HERE, "workloads.py"), folder)
        for _ in range(args.rounds):
            for strong in (True, False):
                for side, run in (("CPython", cpython), ("Pyodide", pyodide)):
                    result = run(folder, args, strong)
                    found.setdefault((strong, side), []).append(result)
    print(f"{args.edition} à {args.players} joueurs, contre {args.bot or 'le robot de la table'} : "
          f"{args.games} parties × {args.rounds} "
          "passes alternées, temps processeur par conseil (ms)")
    print("| coach | côté | conseils | p50 | p95 | max | total (s) |")
    print("|---|---|---|---|---|---|---|")
    for strong in (True, False):
        digests = {r["digest"] for side in ("CPython", "Pyodide") for r in found[strong, side]}
        if len(digests) != 1:  # the same games are expected (tests/test_stats.py): say it if not
            print(f"(CPython et Pyodide n'ont pas joué exactement les mêmes coups : {sorted(digests)})")
        figures = {}
        for side in ("CPython", "Pyodide"):
            cpu = [t for r in found[strong, side] for t in r["cpu"]]
            figures[side] = [percentile(cpu, 0.5), percentile(cpu, 0.95), max(cpu), sum(cpu)]
            name = "de la table (fort)" if strong else "make_bot (défaut)"
            print(f"| {name} | {side} | {len(cpu)} | " + " | ".join(f"{x * 1000:.0f}" for x in figures[side][:3])
                  + f" | {figures[side][3]:.1f} |")
        ratios = [p / c for c, p in zip(figures["CPython"], figures["Pyodide"])]
        print("| | Pyodide / CPython | | " + " | ".join(f"{x:.2f}" for x in ratios) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
