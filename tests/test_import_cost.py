"""``import loveletter_teach`` stays light: the kernel of the JupyterLite site imports the package in the
first cell of each notebook, and each notebook must start fast. The rules core imports neither the widgets,
IPython nor matplotlib, nor the package's heavier parts, and still exposes every name of ``__all__``. Notebook 03's
first line (``from loveletter_teach.carnet03 import *``) imports no matplotlib either: its ``plt`` loads pyplot
at the first figure."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys
import loveletter_teach
loaded = sorted(sys.modules)
names = {name: type(getattr(loveletter_teach, name)).__name__ for name in loveletter_teach.__all__}
print(json.dumps({"loaded": loaded, "names": names}))
"""
HEAVY = ["ipywidgets", "IPython", "matplotlib", "numpy", "traitlets", "loveletter_teach.exercises",
         "loveletter_teach.widgets", "loveletter_teach.probability", "loveletter_teach.bots",
         "loveletter_teach.simulation", "loveletter_teach.classe"]


def _probe():
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, check=True)
    return json.loads(done.stdout)


def test_the_core_imports_nothing_heavy():
    loaded = _probe()["loaded"]
    assert [m for m in loaded if any(m == h or m.startswith(h + ".") for h in HEAVY)] == []


def test_every_name_is_still_there():
    names = _probe()["names"]
    assert set(names) == {"Card", "Edition", "EDITIONS", "CLASSIQUE", "EDITION_2019", "SEIZE_CARTES",
                          "LETTRE_D_AMOUR", "define_edition", "get_edition", "Play", "Keep", "Round",
                          "RoundResult", "Observation", "Game", "LoveLetterError", "EditionError",
                          "UnknownCardError", "PlayerCountError", "SetupError", "IllegalActionError",
                          "SaveFileError", "rapport_de_classe"}
    assert names["rapport_de_classe"] == "function" and names["Round"] == "type"


CARNET = """
import json, sys
from loveletter_teach.carnet03 import *
before = sorted(m for m in sys.modules if m == "matplotlib" or m.startswith("matplotlib."))
plt.figure  # the first use of plt loads pyplot
after = sorted(m for m in sys.modules if m == "matplotlib" or m.startswith("matplotlib."))
print(json.dumps({"before": before, "pyplot": "matplotlib.pyplot" in after, "plt": type(plt).__name__}))
"""


def test_notebook_03s_first_line_imports_no_matplotlib_until_a_cell_draws():
    pytest.importorskip("matplotlib")
    done = subprocess.run([sys.executable, "-c", CARNET], capture_output=True, text=True, cwd=ROOT, check=True,
                          env={**os.environ, "MPLBACKEND": "Agg"})
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen == {"before": [], "pyplot": True, "plt": "LazyPyplot"}
