"""Publishing is clean: a teacher who tried the notebooks as a learner, then ran
``make lite``, published their outputs, their name and their saved answers. The site's notebooks are now
staged through scripts/clean_notebooks.clean() (lite/build.py, stage_notebooks).

The test saves notebook 02 run as a learner would (a name given, answers given: the learner cell and the
progress cell carry the progress JSON, the widget state the name, a progress file lies beside the
notebook), runs the staging step alone on a copy of the notebooks folder (not a whole build of the site),
and looks for the name and the progress MIME type in every staged file."""

import importlib.util
import json
import os
import shutil
from pathlib import Path

import pytest

from loveletter_teach.exercises.progress import MIME_TYPE

ROOT = Path(__file__).resolve().parent.parent
NAME = "Zéphyrine"  # in no notebook, no exercise
FORMS = (NAME, NAME.lower(), "zephyrine", json.dumps(NAME)[1:-1])  # as typed, as a key, as escaped JSON


def lite_build():
    pytest.importorskip("packaging")  # lite/build.py reads the wheels' metadata with it
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "lite" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def found(folder):
    """{file: [what of the learner's it holds]} for every file under ``folder``."""
    leaks = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        text = path.read_bytes().decode("utf-8", "replace")
        hits = [form for form in FORMS + (MIME_TYPE,) if form in text]
        if hits or path.name.startswith("progression_"):
            leaks[str(path.relative_to(folder))] = hits
    return leaks


def run_as_a_learner(path, folder):
    """Notebook ``path`` run in ``folder`` as a learner does: her name given and two answers given right
    after the learner cell (as the field's button and the answer boxes would), every cell run, the widget
    state kept, the notebook saved (what « Fichier > Sauvegarder » writes)."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3", store_widget_state=True,
                                     resources={"metadata": {"path": str(folder)}})
    typed = nbformat.v4.new_code_cell(f'from loveletter_teach.exercises import answer, je_suis\nje_suis("{NAME}")\n'
                                      'answer("02.voir.comptage", "1/2")\nanswer("02.voir.comptage", "2/11")')
    cells = list(nb.cells)
    nb.cells.append(typed)  # run in the notebook's kernel, then taken out: what she typed and clicked
    named = False
    with client.setup_kernel():
        for index, cell in enumerate(cells):
            if cell.cell_type == "code":
                client.execute_cell(cell, index)
                if cell.source.endswith("LearnerField()") and not named:
                    client.execute_cell(typed, len(cells))
                    named = True
        client.set_widgets_metadata()
    assert nb.cells.pop().source == typed.source
    nbformat.write(nb, path)


@pytest.mark.slow
def test_make_lite_stages_no_output_name_answer_or_progress_file_of_a_learner(tmp_path, monkeypatch):
    build = lite_build()
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    monkeypatch.setenv("LOVELETTER_TEACH_AUTOSAVE", "")  # answers saved beside the notebook, as in a class
    monkeypatch.setenv("MPLBACKEND", "Agg")
    notebooks = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "*.json"))
    run_as_a_learner(notebooks / "02_deduction.ipynb", notebooks)
    before = found(notebooks)  # what the teacher's folder holds: the learner's name and answers
    assert any(MIME_TYPE in hits for hits in before.values()) and any(NAME in hits for hits in before.values()), before
    assert "progression_zephyrine.json" in before
    assert json.loads((notebooks / "02_deduction.ipynb").read_text(encoding="utf-8"))["metadata"].get("widgets")

    site = tmp_path / "lite-src" / "files"
    written = build.stage_notebooks(notebooks, site)
    assert sorted(p.name for p in written) == sorted(build.NOTEBOOKS)
    assert sorted(p.name for p in site.iterdir()) == sorted(build.NOTEBOOKS)  # never a progress file
    assert found(site) == {}
    for path in written:  # the notebooks as `make strip` leaves them: the committed ones' checked outputs only
        staged = json.loads(path.read_text(encoding="utf-8"))
        committed = json.loads((ROOT / "notebooks" / path.name).read_text(encoding="utf-8"))
        assert "widgets" not in staged["metadata"]
        assert [c["source"] for c in staged["cells"]] == [c["source"] for c in committed["cells"]]
        for cell, mine in zip(staged["cells"], committed["cells"]):
            assert shown(cell) == shown(mine), "".join(cell["source"])[:80]


def shown(cell):
    """What a cell's outputs say (the printed text, each result's text and HTML), however they are split."""
    return "".join("".join(o["text"]) if "text" in o else
                   "".join("".join(o["data"].get(kind, "")) for kind in ("text/plain", "text/html"))
                   for o in cell.get("outputs", []))
