"""scripts/lab.py (``make lab``): JupyterLab's default settings in French, without news, and as root."""

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("lab_script", ROOT / "scripts" / "lab.py")
lab = importlib.util.module_from_spec(spec)
spec.loader.exec_module(lab)


def test_overrides_are_french_without_news_and_keep_other_settings(tmp_path):
    path = lab.overrides_path(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"@jupyterlab/notebook-extension:tracker": {"recordTiming": True},
                                "@jupyterlab/apputils-extension:notification": {"doNotDisturbMode": True}}))
    assert lab.write_overrides(tmp_path) == path
    settings = json.loads(path.read_text(encoding="utf-8"))
    assert settings["@jupyterlab/translation-extension:plugin"] == {"locale": "fr_FR"}
    assert settings["@jupyterlab/apputils-extension:notification"] == {
        "doNotDisturbMode": True, "fetchNews": "false", "checkForUpdates": False}
    assert settings["@jupyterlab/notebook-extension:tracker"] == {"recordTiming": True}
    lab.write_overrides(tmp_path)  # again: the same file
    assert json.loads(path.read_text(encoding="utf-8")) == settings


def test_a_broken_overrides_file_is_replaced(tmp_path):
    path = lab.overrides_path(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text("{ pas du json")
    lab.write_overrides(tmp_path)
    assert "fr_FR" in path.read_text(encoding="utf-8")


def test_allow_root_only_as_root(monkeypatch):
    monkeypatch.setattr(lab, "is_root", lambda: True)
    assert lab.command([])[-2:] == [lab.NOTEBOOK, "--allow-root"]
    assert lab.command(["notebooks/02_deduction.ipynb", "--allow-root"]).count("--allow-root") == 1
    monkeypatch.setattr(lab, "is_root", lambda: False)
    assert lab.command(["--no-browser"])[-2:] == [lab.NOTEBOOK, "--no-browser"]
