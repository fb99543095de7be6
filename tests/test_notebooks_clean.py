"""The committed notebooks open clean: no output but the ones nbval checks, no widget state."""

import glob
import json
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTEBOOKS = sorted(glob.glob(os.path.join(ROOT, "notebooks", "*.ipynb")))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=os.path.basename)
def test_a_committed_notebook_holds_only_checked_outputs(path):
    with open(path, encoding="utf-8") as f:
        notebook = json.load(f)
    assert "widgets" not in notebook["metadata"]
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        checked = "nbval-check-output" in cell["metadata"].get("tags", [])
        if not checked:
            assert cell["outputs"] == [] and cell["execution_count"] is None, "".join(cell["source"])[:80]
        for output in cell["outputs"]:  # text, or a result in text and HTML (a formula): no widget view
            assert output["output_type"] in ("stream", "execute_result"), "".join(cell["source"])[:80]
            assert set(output.get("data", {})) <= {"text/plain", "text/html"}, "".join(cell["source"])[:80]


def test_the_lessons_exist_in_order():
    names = [os.path.basename(p) for p in NOTEBOOKS]
    assert names[:2] == ["01_regles.ipynb", "02_deduction.ipynb"]


def test_no_rules_question_is_answered_by_the_output_right_above_it():
    """The cell above the Comtesse question used to print « Alice doit jouer la Comtesse »."""
    import re

    from loveletter_teach.exercises import rules_question
    with open(os.path.join(ROOT, "notebooks", "01_regles.ipynb"), encoding="utf-8") as f:
        cells = [c for c in json.load(f)["cells"] if c["cell_type"] == "code"]
    asked = 0
    for above, cell in zip(cells, cells[1:]):
        found = re.search(r'rules_question\("(\w+)"\)', "".join(cell["source"]))
        if not found:
            continue
        question = rules_question(found.group(1))
        if question.kind not in ("card", "choice"):
            continue
        asked += 1
        printed = "".join("".join(o.get("text", "")) for o in above["outputs"])
        assert question.answer_text().rstrip(".") not in printed, found.group(1)
    assert asked >= 5


def test_the_lines_01_prints_are_short_enough_not_to_be_cut_inside_a_word():
    """A browser cuts a long printed line anywhere (« quitte la manch / e »): 01 prints short lines."""
    from loveletter_teach.html import TEXT_WIDTH
    with open(os.path.join(ROOT, "notebooks", "01_regles.ipynb"), encoding="utf-8") as f:
        cells = [c for c in json.load(f)["cells"] if c["cell_type"] == "code"]
    lines = ["".join(o.get("text", "")) for c in cells for o in c["outputs"]]
    lines = [line for text in lines for line in text.splitlines()]
    assert lines and max(map(len, lines)) <= TEXT_WIDTH


@pytest.mark.parametrize("path", NOTEBOOKS, ids=os.path.basename)
def test_every_cell_has_its_own_id(path):
    """nbformat 4.5 wants an id on every cell (a cell added without one warns today, fails tomorrow)."""
    with open(path, encoding="utf-8") as f:
        cells = json.load(f)["cells"]
    ids = [cell.get("id") for cell in cells]
    assert None not in ids and len(set(ids)) == len(ids)
