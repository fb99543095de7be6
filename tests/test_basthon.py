"""The single-file build for Basthon and Capytale (scripts/build_basthon.py, ``make basthon``).

The file is built into a temporary folder, then ``tests/pyodide/check_basthon.py`` (import, every
edition, a round played by bots, déduction, HTML, ``check``/``answer``, the plain stand-ins, a
simulation, a French error) runs against it twice: in CPython without site-packages (so neither
this checkout's package nor ipywidgets can be imported), and in real Pyodide under Node
(``tests/pyodide/run_check.mjs``, Pyodide from ``tests/pyodide/node_modules``, network refused).
Both must print the same lines.

Without node or ``npm ci`` in tests/pyodide, the Pyodide test is skipped, unless
``LOVELETTER_REQUIRE_PYODIDE=1`` (``make test`` sets it, after ``npm ci``): then it fails.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "tests" / "pyodide"
CHECK = PYODIDE_DIR / "check_basthon.py"
sys.path.insert(0, str(ROOT / "scripts"))
import build_basthon

sys.path.remove(str(ROOT / "scripts"))


def run_quietly(args, **options):
    """Run a command, keep its output as text; the caller checks its exit code."""
    return subprocess.run(args, check=False, capture_output=True, text=True, **options)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("basthon")
    assert build_basthon.main(["--output", str(folder / "loveletter_teach.py")]) == 0
    shutil.copy(CHECK, folder / CHECK.name)
    return folder / "loveletter_teach.py"


@pytest.fixture(scope="module")
def cpython_lines(built):
    run = run_quietly([sys.executable, "-S", "-E", CHECK.name, "--block-ipywidgets"], cwd=built.parent, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout.splitlines()


def without_env(lines):
    return [line for line in lines if not line.startswith("env:")]


def test_the_build_is_reproducible_and_stamped(built, tmp_path):
    again = tmp_path / "loveletter_teach.py"
    build_basthon.main(["--output", str(again)])
    assert again.read_bytes() == built.read_bytes()
    text = built.read_text("utf-8")
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text("utf-8"), re.MULTILINE).group(1)
    assert build_basthon.package_version(ROOT / "loveletter_teach") == version
    assert text.startswith(f"# loveletter_teach {version} :")
    assert re.search(r"^# Sources SHA-256: [0-9a-f]{64}$", text, re.MULTILINE)
    assert str(ROOT) not in text  # no path of the machine that built it


def test_the_build_holds_every_module():
    sources, packages = build_basthon.collect_sources(ROOT / "loveletter_teach")
    files = [p for p in (ROOT / "loveletter_teach").rglob("*.py") if "__pycache__" not in p.parts]
    assert len(sources) == len(files)
    assert {"loveletter_teach", "loveletter_teach.probability", "loveletter_teach.widgets"} <= set(packages)
    assert sources["loveletter_teach.rounds"] == (ROOT / "loveletter_teach" / "rounds.py").read_text("utf-8")


def test_the_built_file_is_the_package_in_cpython(cpython_lines):
    assert cpython_lines[-1] == "BASTHON OK"
    assert "deduction: Bob : Garde 3/11 (27,3 %) ; Prêtre 1/11 (9,1 %) ; Baron 2/11 (18,2 %) ; Servante 1/11 " \
           "(9,1 %) ; Prince 2/11 (18,2 %) ; Roi 1/11 (9,1 %) ; Princesse 1/11 (9,1 %)" in cpython_lines


def test_imported_under_another_name_it_still_serves_the_package(built, tmp_path):
    shutil.copy(built, tmp_path / "paquet_love_letter.py")
    code = ("import paquet_love_letter, loveletter_teach, loveletter_teach.probability.levels as lv; "
            "print(loveletter_teach.__version__, lv.__package__, loveletter_teach.__file__.endswith("
            "'paquet_love_letter.py/__init__.py'))")
    run = run_quietly([sys.executable, "-S", "-E", "-c", code], cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == [build_basthon.package_version(ROOT / "loveletter_teach"),
                                  "loveletter_teach.probability", "True"]


def test_a_traceback_shows_the_packed_source_lines(built):
    # as a notebook shows it (IPython and the traceback module read lines through linecache, which
    # asks the module's loader; CPython's bare excepthook before 3.13 reads files only)
    code = ("import traceback, loveletter_teach\n"
            "try:\n    loveletter_teach.get_edition('inconnue')\n"
            "except Exception:\n    print(traceback.format_exc())")
    run = run_quietly([sys.executable, "-S", "-E", "-c", code], cwd=built.parent, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "loveletter_teach.py/editions.py" in run.stdout
    assert "raise EditionError(" in run.stdout  # the line itself, read from the packed source
    assert "Édition inconnue" in run.stdout


def pyodide_missing():
    if shutil.which("node") is None:
        return "node is not installed"
    if not (PYODIDE_DIR / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        return "Pyodide is not installed: run `make pyodide-test-deps` (npm ci in tests/pyodide)"
    return None


def test_the_built_file_works_in_pyodide(built, cpython_lines):
    missing = pyodide_missing()
    if missing:
        if os.environ.get("LOVELETTER_REQUIRE_PYODIDE") == "1":
            pytest.fail(f"LOVELETTER_REQUIRE_PYODIDE=1 but {missing}")
        pytest.skip(missing)
    run = run_quietly(["node", str(PYODIDE_DIR / "run_check.mjs"), str(built)], timeout=600)
    lines = run.stdout.splitlines()
    assert run.returncode == 0, run.stdout + run.stderr
    assert "BASTHON OK" in lines
    assert any(line.startswith("env: Python 3.") and "emscripten" in line for line in lines), lines
    assert without_env(lines) == without_env(cpython_lines)  # the same answers as CPython, line for line
