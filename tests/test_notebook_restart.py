"""After a kernel restart the notebooks meet no English NameError, the handed-in notebook carries the
learner's answers (kept up to date). (The menus the notebooks name: tests/test_menu_names.py.)

A restart is simulated in one kernel per notebook: before each code cell, the user's namespace is
emptied (``%reset -f``), the French handler removed and the notebook's module forgotten (as after a
real restart), then the cell runs alone. Every name of the package must come back with the cell's first line; a variable of an earlier
cell may still be missing, and is then told in French, with the menu to choose."""

import ast
import json
import os
import re
from pathlib import Path

import pytest

from loveletter_teach.exercises import build
from loveletter_teach.exercises.progress import MIME_TYPE
from loveletter_teach.restart import name_error_text

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("0*.ipynb"))
RESET = """\
import sys
for module in [m for m in sys.modules if m.startswith("loveletter_teach.carnet")]:
    del sys.modules[module]   # a restart forgets every import: the cell's first line imports it again
get_ipython().set_custom_exc((), None)
get_ipython().run_line_magic("reset", "-f")
"""
# 03's simulations that need nothing from above (its tips' measures take 5 s each): run alone only with
# LOVELETTER_TEACH_FULL=1 (nbval runs them in order anyway)
SLOW = (".measure()", "first_player_wins", "sample_frequencies", "burned_frequency", "burned_cards")


def kernel_env(monkeypatch, autosave="0"):
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    monkeypatch.setenv("LOVELETTER_TEACH_AUTOSAVE", autosave)
    monkeypatch.setenv("MPLBACKEND", "Agg")


def assigned(source):
    """The names a cell assigns (variables, functions, loop variables)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
    return names


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_each_cell_run_alone_after_a_restart_meets_no_english_name_error(path, tmp_path, monkeypatch):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    kernel_env(monkeypatch)
    nb = nbformat.read(path, as_version=4)
    full = os.environ.get("LOVELETTER_TEACH_FULL") == "1"
    code = [c for c in nb.cells if c.cell_type == "code" and (full or not any(w in c.source for w in SLOW))]
    earlier, variables = set(), []  # the names each cell may miss: those of the cells above it
    for cell in code:
        variables.append(set(earlier))
        earlier |= assigned(cell.source)
    first_line = code[0].source.splitlines()[-1]
    assert re.fullmatch(r"from loveletter_teach\.carnet0\d import \*", first_line)
    assert all(c.source.splitlines()[0] == first_line for c in code[1:])
    run = nbformat.v4.new_notebook()
    for cell in code:
        run.cells += [nbformat.v4.new_code_cell(RESET), nbformat.v4.new_code_cell(cell.source)]
    nbclient.NotebookClient(run, timeout=600, kernel_name="python3", allow_errors=True,
                            resources={"metadata": {"path": str(tmp_path)}}).execute()
    ran_alone = 0
    for cell, may_miss, done in zip(code, variables, run.cells[1::2]):
        errors = [o for o in done.outputs if o.output_type == "error"]
        if not errors:
            ran_alone += 1
            continue
        (error,) = errors
        assert error.ename == "NameError", (cell.source, error.ename, error.evalue)
        name = re.search(r"name '(\w+)'", error.evalue).group(1)
        assert name in may_miss, (name, cell.source)  # never a name of the package
        assert error.traceback == [name_error_text(name)]  # in French, nothing English
    assert ran_alone >= len(code) // 3  # most quiz and widget cells need nothing from above


def test_the_handed_in_notebook_carries_the_answers_kept_up_to_date(tmp_path, monkeypatch):
    """Notebook 02's learner cell and progress cell, run in a kernel whose session saves in the notebook's
    folder: both outputs carry the learner's progress as JSON, updated after each later answer, equal
    to the progress file; the notebook written to disk keeps them."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    kernel_env(monkeypatch, autosave="")
    source = nbformat.read(ROOT / "notebooks" / "02_deduction.ipynb", as_version=4)
    cells = [c for c in source.cells if c.cell_type == "code"]
    learner_cell = next(c for c in cells if c.source.endswith("LearnerField()"))
    progress_cell = next(c for c in cells if c.source.endswith("ProgressWidget()"))
    right = build("02.voir.comptage", "Léa").answer
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(cells[0].source), nbformat.v4.new_code_cell(learner_cell.source),
                nbformat.v4.new_code_cell(progress_cell.source),
                nbformat.v4.new_code_cell('from loveletter_teach.exercises import answer, je_suis\nje_suis("Léa")'),
                nbformat.v4.new_code_cell('answer("02.voir.comptage", "12345")'),
                nbformat.v4.new_code_cell(f'answer("02.voir.comptage", "{right}")')]
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}}).execute()
    saved = tmp_path / "rendu.ipynb"
    nbformat.write(nb, saved)
    handed = nbformat.read(saved, as_version=4)
    on_disk = json.loads((tmp_path / "progression_lea.json").read_text(encoding="utf-8"))
    record = on_disk["learners"]["lea"]["exercises"]["02.voir.comptage"]
    assert record["tries"] == 2 and record["solved"] is True
    for k in (1, 2):  # the learner cell, the progress cell: shown before the name, updated since
        bundles = [o for o in handed.cells[k].outputs if MIME_TYPE in o.get("data", {})]
        assert len(bundles) == 1, handed.cells[k].outputs
        (bundle,) = bundles
        assert bundle.data[MIME_TYPE] == on_disk
        status = bundle.data["text/plain"]
        assert "progression_lea.json" in status and str(tmp_path) not in status


def test_each_notebooks_module_holds_every_name_it_lists():
    """``from loveletter_teach.carnet0N import *``, the first line of each cell, gives every name of the
    module's ``__all__``."""
    pytest.importorskip("ipywidgets")
    import loveletter_teach.carnet01
    import loveletter_teach.carnet02
    import loveletter_teach.carnet03
    for module in (loveletter_teach.carnet01, loveletter_teach.carnet02, loveletter_teach.carnet03):
        assert module.__all__ and all(hasattr(module, name) for name in module.__all__), module.__name__
