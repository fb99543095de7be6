"""The kernel CPU time of one notebook cell (by default notebook 03's first figure, cell 12), and where it goes.

    python benchmarks/cell_cpu.py [--notebook notebooks/03_probabilites.ipynb] [--cell 12] [--runs 5]
                                  [--tree DIR [--tree DIR ...]]

Each run starts a fresh kernel (nbclient, kernel ``python3``) whose ``PYTHONPATH`` starts with the tree's
absolute path, so that it runs that tree's package (a worktree's, not the installed one), runs the code
cells before ``--cell`` (index among all cells, 0 for the first), then that cell between the
``pre_run_cell`` and ``post_run_cell`` events. Meanwhile it records the CPU time of ``plots.pyplot()``
(matplotlib's import at the first figure: pyplot, the inline backend, the figures' formats) and of the
garbage collector's passes (``gc.callbacks``), in the import and in the whole cell. With several
``--tree``, the runs alternate between them. Prints each run, then min / median / max of each column per
tree, with the load (``os.getloadavg``) before each run. benchmarks/README.md records the output.
"""

import argparse
import os
import pathlib
import statistics

import nbformat
from nbclient import NotebookClient

HOOK = '''
import gc as _gc, time as _time
import loveletter_teach.plots as _plots
_seen = {"cell": None, "import": 0.0, "gc": 0.0, "gc_import": 0.0}
_state = {"start": None, "gc": None, "importing": False}
_pyplot = _plots.pyplot
def _timed_pyplot():
    start, _state["importing"] = _time.process_time(), True
    try:
        return _pyplot()
    finally:
        _state["importing"] = False
        _seen["import"] += _time.process_time() - start
def _gc_pass(phase, info):
    if phase == "start":
        _state["gc"] = _time.process_time()
    elif _state["gc"] is not None and _state["start"] is not None:
        spent = _time.process_time() - _state["gc"]
        _seen["gc"] += spent
        if _state["importing"]:
            _seen["gc_import"] += spent
def _pre(info=None):
    _state["start"] = _time.process_time()
def _post(result=None):
    if _state["start"] is None or _seen["cell"] is not None:
        return  # this cell's own end, or after the measured cell
    _seen["cell"] = _time.process_time() - _state["start"]
    _gc.callbacks.remove(_gc_pass)
_plots.pyplot = _timed_pyplot
_gc.callbacks.append(_gc_pass)
get_ipython().events.register("pre_run_cell", _pre)
get_ipython().events.register("post_run_cell", _post)
'''
REPORT = "print(repr(_seen))"
COLUMNS = ["cell", "import", "gc_import", "rest", "gc_rest"]


def run(tree, notebook, cell):
    """One fresh kernel: the seconds of CPU of the cell, of plots.pyplot(), of the collector in each."""
    tree = pathlib.Path(tree).resolve()
    path = tree / notebook
    nb = nbformat.read(path, as_version=4)
    target = nb.cells[cell]
    if target.cell_type != "code":
        raise SystemExit(f"cell {cell} of {path} is not a code cell")
    before = [c for c in nb.cells[:cell] if c.cell_type == "code"]
    nb.cells = before + [nbformat.v4.new_code_cell(HOOK), target, nbformat.v4.new_code_cell(REPORT)]
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join([str(tree)] + ([old] if old else []))
    try:
        NotebookClient(nb, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    finally:
        if old is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = old
    seen = eval(nb.cells[-1].outputs[0]["text"])  # the dict printed by REPORT, from our own kernel
    return {"cell": seen["cell"], "import": seen["import"], "gc_import": seen["gc_import"],
            "rest": seen["cell"] - seen["import"], "gc_rest": seen["gc"] - seen["gc_import"]}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebook", default="notebooks/03_probabilites.ipynb", help="path inside each tree")
    parser.add_argument("--cell", type=int, default=12)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tree", action="append", help="a checkout to measure (default: this one)")
    args = parser.parse_args(argv)
    trees = [str(pathlib.Path(t).resolve()) for t in args.tree or [pathlib.Path(__file__).parent.parent]]
    rows = {tree: [] for tree in trees}
    print("tree load " + " ".join(f"{c:>9}" for c in COLUMNS))
    for _ in range(args.runs):
        for tree in trees:
            load = os.getloadavg()[0]
            row = run(tree, args.notebook, args.cell)
            rows[tree].append(row)
            print(f"{tree} {load:.1f} " + " ".join(f"{row[c]:9.3f}" for c in COLUMNS), flush=True)
    for tree in trees:
        print(f"\n{tree}: min / median / max over {args.runs} runs (s of kernel CPU)")
        for c in COLUMNS:
            values = [row[c] for row in rows[tree]]
            print(f"  {c:<9} {min(values):.3f} / {statistics.median(values):.3f} / {max(values):.3f}")


if __name__ == "__main__":
    main()
