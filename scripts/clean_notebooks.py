"""Clean the notebooks before committing them (``make strip``).

Keeps the outputs of the cells nbval checks (tagged ``nbval-check-output``, or marked with the comment
``# NBVAL_CHECK_OUTPUT``; with their execution counts, which nbval needs) and removes everything else:
other outputs (widget views would show as raw text before the cells run), execution counts, cell
metadata but the tags, and the saved widget state. Of a checked cell, only its text is kept (printed text,
a result's text/plain and text/html): never a widget view, an error, or a learner's saved answers (the
progress JSON that the learner's and progress cells output). ``make lite`` stages the site's notebooks
through :func:`clean` too (lite/build.py), so that a teacher's run never reaches the published site.

    python scripts/clean_notebooks.py [notebooks/*.ipynb]
"""

import glob
import json
import sys

MARK, TAG = "NBVAL_CHECK_OUTPUT", "nbval-check-output"
KEPT = ("stream", "execute_result")  # the outputs of a checked cell that are kept, and their data:
TEXT = ("text/plain", "text/html")


def checked(cell):
    """True for a cell whose outputs nbval compares."""
    return TAG in cell.get("metadata", {}).get("tags", []) or MARK in "".join(cell["source"])


def clean(notebook):
    """The notebook (a dict) cleaned in place; returns how many cells changed."""
    changed = 0
    for cell in notebook["cells"]:
        before = json.dumps(cell, sort_keys=True)
        tags = cell.get("metadata", {}).get("tags")
        cell["metadata"] = {"tags": tags} if tags else {}
        if cell["cell_type"] == "code" and not checked(cell):
            cell["outputs"], cell["execution_count"] = [], None
        elif cell["cell_type"] == "code":
            cell["outputs"] = [output for output in cell["outputs"] if output.get("output_type") in KEPT]
            for output in cell["outputs"]:
                if "data" in output:
                    output["data"] = {kind: value for kind, value in output["data"].items() if kind in TEXT}
        changed += before != json.dumps(cell, sort_keys=True)
    notebook["metadata"].pop("widgets", None)
    return changed


def main(paths):
    for path in paths or sorted(glob.glob("notebooks/*.ipynb")):
        with open(path, encoding="utf-8") as f:
            notebook = json.load(f)
        changed = clean(notebook)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(notebook, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(f"{path} : {changed} cellule(s) nettoyée(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
