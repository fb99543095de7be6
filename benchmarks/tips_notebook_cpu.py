"""The kernel CPU time of each code cell of a notebook (notebook 03 by default), and their sum.

    PYTHONPATH=. python benchmarks/tips_notebook_cpu.py [notebooks/03_probabilites.ipynb] [--over 0.5]

Adds a first cell that records ``time.process_time()`` in the kernel before and after each cell (the
``pre_run_cell`` and ``post_run_cell`` events of IPython), runs the notebook with nbclient (kernel
``python3``, in the notebook's folder), and prints the cells over ``--over`` seconds (their index in
the notebook, 0 for the first cell, and their id), the sum over the code cells, the longest cell and
the wall time. The notebook file is not written. benchmarks/README.md records the output.
"""

import argparse
import os
import pathlib
import tempfile
import time

import nbformat
from nbclient import NotebookClient

HOOK = '''
import time as _time
def _pre(info=None):
    global _start
    _start = _time.process_time()
def _post(result=None):
    with open({path!r}, "a") as f:
        f.write(repr(_time.process_time() - _start) + "\\n")
get_ipython().events.register("pre_run_cell", _pre)
get_ipython().events.register("post_run_cell", _post)
'''


def _absolute_pythonpath():
    """The kernel runs in the notebook's folder: a relative ``PYTHONPATH`` (``PYTHONPATH=.`` from a worktree)
    would name that folder there, and the kernel would import the installed package instead of this tree's."""
    if os.environ.get("PYTHONPATH"):
        os.environ["PYTHONPATH"] = os.pathsep.join(os.path.abspath(p) for p in os.environ["PYTHONPATH"].split(os.pathsep))


def cell_times(path):
    """(index, id, CPU seconds) of each code cell of the notebook at ``path``, and the wall time."""
    nb = nbformat.read(path, as_version=4)
    with tempfile.TemporaryDirectory() as tmp:
        log = pathlib.Path(tmp) / "times.txt"
        log.touch()
        nb.cells.insert(0, nbformat.v4.new_code_cell(HOOK.format(path=str(log))))
        start = time.perf_counter()
        _absolute_pythonpath()
        NotebookClient(nb, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(pathlib.Path(path).parent)}}).execute()
        wall = time.perf_counter() - start
        times = [float(x) for x in log.read_text().split()]
    nb.cells.pop(0)
    codes = [(i, c.get("id")) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    assert len(times) == len(codes), (len(times), len(codes))
    return [(i, cid, t) for (i, cid), t in zip(codes, times)], wall


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", default="notebooks/03_probabilites.ipynb")
    parser.add_argument("--over", type=float, default=0.5, help="print the cells over this many seconds")
    args = parser.parse_args(argv)
    rows, wall = cell_times(args.path)
    for i, cid, t in rows:
        if t > args.over:
            print(f"cell {i:>3} {cid:<12} {t:5.2f} s")
    total, longest = sum(t for _, _, t in rows), max(t for _, _, t in rows)
    print(f"kernel CPU in the {len(rows)} code cells: {total:.1f} s; longest {longest:.2f} s; wall {wall:.0f} s")


if __name__ == "__main__":
    main()
