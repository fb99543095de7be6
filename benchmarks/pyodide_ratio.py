"""Pyodide / CPython: the same work in both, CPU time, and the ratio (issue 23, last line).

Both run the single-file build (``scripts/build_basthon.py``, what Basthon and Capytale load) and the
cases of ``workloads.py``: random play at classique 2 players and 2019 4 players, and the exact
déduction of every seat along random rounds. CPython runs in a subprocess of this interpreter, Pyodide
under Node (``pyodide_ratio.mjs``, Pyodide from ``tests/pyodide/node_modules``: ``npm ci`` there
first). Each case runs once untimed (sources compiled), then ``--repeats`` times; each figure is the
best repeat, in CPU seconds (``time.process_time``; ``process.cpuUsage`` under Node). The two sides
alternate ``--rounds`` times, so that both see the same machine; the ratio printed is the median of
the rounds' ratios, with their range. Both must return the same digest (the same games, the same
Fractions): the script fails otherwise.

    python benchmarks/pyodide_ratio.py [--repeats 5] [--rounds 3]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

CPYTHON = """
import json, sys, time
import workloads
repeats = int(sys.argv[1])
cases = {}
for name, case in workloads.CASES.items():
    result = case()
    cpu = []
    for _ in range(repeats):
        start = time.process_time()
        case()
        cpu.append(time.process_time() - start)
    cases[name] = {"cpu": cpu, "result": result}
print(json.dumps({"env": "CPython " + sys.version.split()[0], "cases": cases}))
"""


def run(command, cwd):
    out = subprocess.run(command, cwd=cwd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    if not os.path.isdir(os.path.join(ROOT, "tests", "pyodide", "node_modules", "pyodide")):
        sys.exit("Pyodide manque : lancez d'abord « npm ci » dans tests/pyodide (make pyodide-test-deps).")
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "build_basthon.py"), "--output",
                        os.path.join(folder, "loveletter_teach.py")], check=True, capture_output=True)
        shutil.copy(os.path.join(HERE, "workloads.py"), folder)
        sides = {"cpython": [], "pyodide": []}
        for _ in range(args.rounds):
            sides["cpython"].append(run([sys.executable, "-c", CPYTHON, str(args.repeats)], folder))
            sides["pyodide"].append(run(["node", os.path.join(HERE, "pyodide_ratio.mjs"), folder,
                                         str(args.repeats)], folder))
    print(f"{sides['cpython'][0]['env']} ; {sides['pyodide'][0]['env']} ; meilleure de {args.repeats} "
          f"répétitions, {args.rounds} passes alternées, temps processeur")
    print(f"{'cas':<44}{'CPython (s)':>12}{'Pyodide (s)':>12}{'rapport':>9}{'étendue':>12}")
    for name in sides["cpython"][0]["cases"]:
        results = {side["cases"][name]["result"] for runs in sides.values() for side in runs}
        if len(results) != 1:
            sys.exit(f"{name} : CPython et Pyodide n'ont pas fait le même calcul ({sorted(results)})")
        best = {key: [min(side["cases"][name]["cpu"]) for side in runs] for key, runs in sides.items()}
        ratios = sorted(p / c for c, p in zip(best["cpython"], best["pyodide"]))
        print(f"{name:<44}{min(best['cpython']):>12.3f}{min(best['pyodide']):>12.3f}"
              f"{statistics.median(ratios):>9.2f}{ratios[0]:>7.2f}–{ratios[-1]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
