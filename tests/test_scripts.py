"""The scripts/ entry points that make strip, make basthon and make lite run, and that the README gives
for Windows without make: the Makefile runs exactly them (so the two ways cannot drift apart), and
each works when run as the README says (tested on Linux only: there is no Windows machine here)."""

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
ENTRY_POINTS = {"strip": "clean_notebooks.py", "basthon": "build_basthon.py", "lite": "lite.py",
                "readme": "readme_table.py"}


def load(name):
    spec = importlib.util.spec_from_file_location(f"script_{name}", ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


lite = load("lite")


def windows_section():
    return README.split("### Sous Windows, sans `make`", 1)[1].split("\n## ", 1)[0]


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_the_makefile_runs_the_entry_points_alone():
    for target, script in ENTRY_POINTS.items():
        done = subprocess.run(["make", "-n", "-s", target, "PYTHON=python"], cwd=ROOT, capture_output=True,
                              text=True, check=True)
        assert done.stdout.splitlines() == [f"python scripts/{script}"], (target, done.stdout)


def test_the_readme_gives_the_same_entry_points_for_windows():
    section = windows_section()
    for target, script in ENTRY_POINTS.items():
        assert f"`make {target}`" in section and f"scripts\\{script}" in section, target
    assert "scripts\\lab.py" in section
    assert "pas été testé sous Windows" in section


def test_the_windows_path_upgrades_pip_before_installing():
    commands = [line.strip() for block in re.findall(r"```bat\n(.*?)```", windows_section(), re.S)
                for line in block.splitlines()]
    upgrade = commands.index(r".venv\Scripts\python -m pip install --upgrade pip")
    install = next(i for i, c in enumerate(commands) if "pip install -e" in c)
    assert upgrade < install


def test_strip_cleans_the_notebooks_of_the_folder_it_runs_in(tmp_path):
    source = json.loads((ROOT / "notebooks" / "01_regles.ipynb").read_text(encoding="utf-8"))
    code = next(c for c in source["cells"] if c["cell_type"] == "code" and "nbval-check-output"
                not in c.get("metadata", {}).get("tags", []))
    code["outputs"], code["execution_count"] = [{"output_type": "stream", "name": "stdout", "text": ["x\n"]}], 3
    source["metadata"]["widgets"] = {"state": {}}
    (tmp_path / "notebooks").mkdir()
    path = tmp_path / "notebooks" / "essai.ipynb"
    path.write_text(json.dumps(source, indent=1, ensure_ascii=False), encoding="utf-8")
    subprocess.run([sys.executable, str(ROOT / "scripts" / ENTRY_POINTS["strip"])], cwd=tmp_path, check=True,
                   capture_output=True)
    cleaned = json.loads(path.read_text(encoding="utf-8"))
    assert "widgets" not in cleaned["metadata"]
    assert all(not c.get("outputs") for c in cleaned["cells"] if c["cell_type"] == "code"
               and "nbval-check-output" not in c.get("metadata", {}).get("tags", []))


def test_strip_keeps_only_the_text_of_a_checked_cell():
    """A checked cell run again by a learner may carry more than its text (a widget view, an error, the
    progress JSON): clean() keeps its printed text and its result's text/plain and text/html only."""
    spec = importlib.util.spec_from_file_location("clean_notebooks", ROOT / "scripts" / "clean_notebooks.py")
    clean_notebooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(clean_notebooks)
    text = {"output_type": "stream", "name": "stdout", "text": ["P(A) = 1/2\n"]}
    result = {"output_type": "execute_result", "execution_count": 4, "metadata": {},
              "data": {"text/plain": ["2/11"], "text/html": ["<b>2/11</b>"],
                       "application/vnd.loveletter-teach.progress+json": {"learners": {"lea": {}}}}}
    shown = {"output_type": "display_data", "metadata": {}, "data": {"text/plain": ["Léa"]}}
    error = {"output_type": "error", "ename": "NameError", "evalue": "x", "traceback": []}
    notebook = {"metadata": {}, "cells": [{"cell_type": "code", "execution_count": 4, "source": ["x"],
                                           "metadata": {"tags": ["nbval-check-output"]},
                                           "outputs": [text, result, shown, error]}]}
    clean_notebooks.clean(notebook)
    (cell,) = notebook["cells"]
    assert cell["outputs"] == [text, {**result, "data": {"text/plain": ["2/11"], "text/html": ["<b>2/11</b>"]}}]
    assert cell["execution_count"] == 4


def test_basthon_writes_the_single_file_where_it_is_asked(tmp_path):
    out = tmp_path / "loveletter_teach.py"
    subprocess.run([sys.executable, str(ROOT / "scripts" / ENTRY_POINTS["basthon"]), "--output", str(out)],
                   cwd=tmp_path, check=True, capture_output=True)
    assert out.read_text(encoding="utf-8").startswith("# loveletter_teach")


@pytest.fixture
def recorded(monkeypatch):
    calls = []
    monkeypatch.setattr(lite, "run", lambda cmd, cwd=lite.ROOT: calls.append(([str(c) for c in cmd], Path(cwd))))
    monkeypatch.setattr(lite, "npm", lambda: "npm")
    return calls


def test_lite_does_each_step_once_then_only_when_its_source_changes(tmp_path, recorded):
    venv, requirements, npm_dir = tmp_path / "venv", tmp_path / "lite.txt", tmp_path / "lite"
    requirements.write_text("jupyterlite-core==0.8.6\n")
    npm_dir.mkdir()
    for name in ("package.json", "package-lock.json"):
        (npm_dir / name).write_text("{}")
    (npm_dir / "node_modules").mkdir()
    venv.mkdir()
    assert lite.build_venv(venv, requirements) and lite.install_pyodide(npm_dir)
    python = str(lite.venv_python(venv))
    assert recorded == [([sys.executable, "-m", "venv", str(venv)], lite.ROOT),
                        ([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r",
                          str(requirements)], lite.ROOT),
                        (["npm", "ci", "--no-audit", "--no-fund"], npm_dir)]
    recorded.clear()
    assert not lite.build_venv(venv, requirements) and not lite.install_pyodide(npm_dir)
    assert recorded == []
    later = (venv / ".stamp").stat().st_mtime + 10
    os.utime(requirements, (later, later))  # a new pin: the environment is made again, npm is not
    os.utime(npm_dir / "package.json", ((npm_dir / "package.json").stat().st_atime,) * 2)
    assert lite.build_venv(venv, requirements) and not lite.install_pyodide(npm_dir)
    assert [cmd[1:3] for cmd, _ in recorded] == [["-m", "venv"], ["-m", "pip"]]


def test_lite_runs_the_build_with_the_build_environments_python(recorded, monkeypatch):
    monkeypatch.setattr(lite, "build_venv", lambda: False)
    monkeypatch.setattr(lite, "install_pyodide", lambda: False)
    assert lite.main([]) == 0
    assert recorded == [([str(lite.venv_python(lite.LITE_VENV)), str(ROOT / "lite" / "build.py")], lite.ROOT)]
    assert lite.venv_python("v") == (Path("v", "Scripts", "python.exe") if os.name == "nt"
                                     else Path("v", "bin", "python"))


def test_lite_says_in_french_what_is_missing_or_failed(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(lite.shutil, "which", lambda name: None)
    with pytest.raises(lite.StepFailed, match="npm est introuvable : installez Node.js"):
        lite.npm()
    with pytest.raises(lite.StepFailed, match=r"a échoué \(code 3\)"):
        lite.run([sys.executable, "-c", "raise SystemExit(3)"], cwd=tmp_path)
    with pytest.raises(lite.StepFailed, match="n'a pas pu être lancée"):
        lite.run([str(tmp_path / "absent")], cwd=tmp_path)
    monkeypatch.setattr(lite, "build_venv", lambda: False)
    monkeypatch.setattr(lite, "install_pyodide", lite.npm)
    assert lite.main([]) == 1
    assert "npm est introuvable" in capsys.readouterr().err
    assert lite.main(["--vite"]) == 2
