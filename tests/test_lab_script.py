"""scripts/lab.py (``make lab``): JupyterLab's default settings in French, without news, and as root."""

import importlib.util
import json
import os
import re
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

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


@pytest.fixture(autouse=True)
def free_8888(monkeypatch):
    """Every port free: the commands below do not depend on what listens on this machine."""
    monkeypatch.setattr(lab, "port_free", lambda port, address="127.0.0.1": True)


PORT_ARGS = ["--ServerApp.port=8888", "--ServerApp.port_retries=0"]


def test_allow_root_only_as_root(monkeypatch):
    monkeypatch.setattr(lab, "is_root", lambda: True)
    assert lab.command([])[4:] == [lab.NOTEBOOK, *PORT_ARGS, "--allow-root"]
    assert lab.command(["notebooks/02_deduction.ipynb", "--allow-root"]).count("--allow-root") == 1
    monkeypatch.setattr(lab, "is_root", lambda: False)
    assert lab.command(["--no-browser"])[4:6] == [lab.NOTEBOOK, "--no-browser"]


def test_without_a_browser_the_printed_address_opens_the_notebook(monkeypatch, tmp_path):
    monkeypatch.setattr(lab, "is_root", lambda: False)
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "01_regles.ipynb").write_text("{}")
    monkeypatch.chdir(tmp_path)
    cmd = lab.command(["--no-browser"])
    assert cmd[4:] == [lab.NOTEBOOK, "--no-browser", "--LabApp.default_url=/lab/tree/01_regles.ipynb", *PORT_ARGS]
    said = lab.welcome(cmd)
    assert "http://127.0.0.1:8888/lab/tree/01_regles.ipynb?token=" in said and "qui ouvre 01_regles.ipynb" in said
    assert "navigateur va s'ouvrir" not in said
    # a served folder named in the options: the path from it; a notebook outside it: JupyterLab's own page
    assert "--LabApp.default_url=/lab/tree/notebooks/01_regles.ipynb" in lab.command(["--no-browser", "--notebook-dir=."])
    outside = lab.command([lab.NOTEBOOK, "--no-browser", "--ServerApp.root_dir", str(tmp_path / "ailleurs")])
    assert not any(a.startswith("--LabApp.default_url") for a in outside)
    assert "http://127.0.0.1:8888/lab?token=" in lab.welcome(outside) and "qui ouvre" not in lab.welcome(outside)


def test_with_a_browser_nothing_changes_and_the_browser_is_announced(monkeypatch, tmp_path):
    monkeypatch.setattr(lab, "is_root", lambda: False)
    monkeypatch.chdir(tmp_path)
    cmd = lab.command([])
    assert cmd[4:] == [lab.NOTEBOOK, *PORT_ARGS]
    assert "Votre navigateur va s'ouvrir" in lab.welcome(cmd)
    assert "http://127.0.0.1:8888/lab?token=" in lab.welcome(cmd)
    assert lab.opens_browser(cmd) and not lab.opens_browser(cmd + ["--ServerApp.open_browser=False"])


def test_the_banner_gives_the_port_asked_for(monkeypatch, tmp_path):
    """make lab LAB_ARGS="--no-browser --port 8911": the French banner gives 8911, not the default 8888."""
    monkeypatch.setattr(lab, "is_root", lambda: False)
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "01_regles.ipynb").write_text("{}")
    monkeypatch.chdir(tmp_path)
    for asked in (["--port", "8911"], ["--port=8911"], ["--ServerApp.port=8911"]):
        cmd = lab.command(["--no-browser", *asked])
        said = lab.welcome(cmd)
        assert "http://127.0.0.1:8911/lab/tree/01_regles.ipynb?token=" in said and "8888" not in said, said
        assert "--ServerApp.port_retries=0" in cmd
        assert [a for a in cmd if a.startswith("--ServerApp.port=")] == [a for a in asked if a.startswith("--ServerApp.port=")]
    assert "http://127.0.0.1:8911/lab?token=" in lab.welcome(lab.command(["--port", "8911"]))  # with a browser


def test_without_a_port_the_first_free_one_is_taken_and_told(monkeypatch):
    monkeypatch.setattr(lab, "port_free", lambda port, address="127.0.0.1": port not in (8888, 8889))
    monkeypatch.delenv("JUPYTER_PORT", raising=False)
    cmd = lab.command(["--no-browser"])
    assert "--ServerApp.port=8890" in cmd and "http://127.0.0.1:8890/" in lab.welcome(cmd)
    assert lab.port_taken(cmd) is None
    taken = lab.port_taken(lab.command(["--port", "8888"]))  # asked for a port in use: said before starting
    assert taken.startswith("==> Le port 8888 est déjà pris") and 'LAB_ARGS="--port 8889"' in taken
    assert lab.port_taken(lab.command(["--port", "8888", "--port-retries", "5"])) is None  # JupyterLab moves on


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url):
    """GET ``url``, waiting while the server that printed it starts listening (it prints a little before)."""
    deadline = time.monotonic() + 60
    while True:
        try:
            return urllib.request.urlopen(url, timeout=30)
        except urllib.error.URLError as error:
            if not isinstance(error.reason, ConnectionRefusedError) or time.monotonic() > deadline:
                raise
            time.sleep(0.5)


@pytest.mark.slow
def test_a_real_server_serves_notebook_01_at_the_printed_address(tmp_path):
    """JupyterLab itself, started with scripts/lab.py's command line and --no-browser: the address it
    prints is the page of 01 (its tree path is the notebook), and « / » leads there too."""
    pytest.importorskip("jupyterlab")
    (tmp_path / "notebooks").mkdir()
    shutil.copy(ROOT / lab.NOTEBOOK, tmp_path / lab.NOTEBOOK)
    port = free_port()
    cmd = lab.command(["--no-browser", f"--port={port}", "--port-retries=0"])
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"), JUPYTER_CONFIG_DIR=str(tmp_path / "config"))
    server = subprocess.Popen(cmd, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True)
    try:
        printed, deadline = [], time.monotonic() + 120
        while time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line:
                break
            printed.append(line)
            found = re.search(rf"http://127\.0\.0\.1:{port}(/\S*)\?token=(\w+)", line)
            if found:
                break
        assert found, "".join(printed)
        path, token = found.groups()
        assert path == "/lab/tree/01_regles.ipynb"
        page = get(f"http://127.0.0.1:{port}{path}?token={token}")
        assert page.status == 200
        assert re.search(r'"treePath":\s*"01_regles.ipynb"', page.read().decode("utf-8"))
        root = get(f"http://127.0.0.1:{port}/?token={token}")
        assert urllib.parse.urlparse(root.url).path == path  # the redirect from « / »
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
