"""The real-browser tests: JupyterLab started here, driven by Playwright in Debian's Chromium.

They are slow (a JupyterLab server, a browser, every notebook run), so plain ``pytest`` skips them.
They run when asked:

- ``make test`` runs them (``LOVELETTER_BROWSER=required``): a missing browser is then a failure;
- ``pytest tests/browser`` (the folder named on the command line) or ``LOVELETTER_BROWSER=1 pytest``:
  without Chromium or Playwright they are skipped, with the reason.

Nothing here downloads a browser: Playwright launches ``/usr/bin/chromium`` (or ``$LOVELETTER_CHROMIUM``).
The server works on a temporary copy of ``notebooks/``: the repository's notebooks are never touched.
Screenshots go to ``artifacts/screenshots/`` (git-ignored, kept by CI).
"""

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
NOTEBOOKS = ROOT / "notebooks"
SCREENSHOTS = Path(os.environ.get("LOVELETTER_SCREENSHOTS", ROOT / "artifacts" / "screenshots"))
CHROMIUM = Path(os.environ.get("LOVELETTER_CHROMIUM", "/usr/bin/chromium"))
MODE = os.environ.get("LOVELETTER_BROWSER", "").strip().lower()  # "", "1" or "required"
REQUIRED = MODE == "required"

# As root on a closed network: without the background-networking flags Chromium's own connections
# are refused by the machine, many at a time. Playwright already gives a fresh, temporary
# --user-data-dir to every browser it launches (and refuses one passed as an argument).
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage"]
VIEWPORT = {"width": 1280, "height": 900}
SERVER_START = 90  # seconds for JupyterLab to answer


def pytest_terminal_summary(terminalreporter):
    """What the accessibility audits found (audit.py), even with ``-q``."""
    from audit import FINDINGS, summary

    if FINDINGS:
        terminalreporter.section("Audit d'accessibilité (axe-core, WCAG 2.1 AA)")
        summary(terminalreporter.write_line)


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: runs in a real browser (JupyterLab + Chromium); skipped unless asked")


def _asked(config):
    """The browser tests run with LOVELETTER_BROWSER set, or when this folder is named on the command line."""
    if MODE in ("1", "yes", "true", "required"):
        return True
    for arg in config.invocation_params.args:
        path = Path(config.invocation_params.dir, str(arg).split("::")[0]).resolve()
        if path == HERE or HERE in path.parents:
            return True
    return False


def pytest_collection_modifyitems(config, items):
    if _asked(config):
        return
    skip = pytest.mark.skip(reason="browser test, run on its own: `pytest tests/browser`, LOVELETTER_BROWSER=1 "
                                   "or `make test` (its last pytest call)")
    for item in items:
        if item.get_closest_marker("browser") is not None:
            item.add_marker(skip)


def missing(reason):
    """A missing browser or tool: a failure under ``make test``, a skip for a developer."""
    if REQUIRED:
        pytest.fail(f"{reason} (LOVELETTER_BROWSER=required: `make test` installs it)", pytrace=False)
    pytest.skip(reason)


# --- the JupyterLab server ------------------------------------------------------------------------
def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Lab:
    """A JupyterLab server on 127.0.0.1 serving a temporary copy of the notebooks."""

    def __init__(self, root, port, token, process, log):
        self.root, self.port, self.token, self.process, self.log = root, port, token, process, log
        self.base = f"http://127.0.0.1:{port}"

    def url(self, path, workspace):
        """The address that opens ``path`` (relative to the server's root) in a fresh workspace."""
        return f"{self.base}/lab/workspaces/{workspace}/tree/{path}?reset&token={self.token}"

    def api(self, path):
        with urllib.request.urlopen(f"{self.base}/api/{path}?token={self.token}", timeout=5) as answer:
            return json.loads(answer.read())

    def log_tail(self, n=40):
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-n:])


def _settings(folder):
    """User settings of the test server: every cell in the page (so that the page holds every output),
    no request for news or updates (the network is closed), menus in English (the tests click them)."""
    for name, values in {
        "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
        "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
        # the menus in English, whatever the environment's defaults (make lab chooses French there)
        "@jupyterlab/translation-extension/plugin": {"locale": "en"},
    }.items():
        path = folder / f"{name}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    try:
        import jupyterlab  # noqa: F401
        import ipywidgets  # noqa: F401
    except ImportError as exc:
        missing(f"JupyterLab and ipywidgets are needed for the browser tests ({exc}); pip install -e '.[browser]'")
    top = tmp_path_factory.mktemp("lab")
    root = top / "root"
    shutil.copytree(NOTEBOOKS, root / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints", "*.json"))
    for sub in ("config", "data", "runtime", "ipython", "settings", "workspaces"):
        (top / sub).mkdir()
    _settings(top / "settings")
    # no input history shared between the kernels: a kernel would send the other notebooks' code
    (top / "ipython" / "profile_default").mkdir(parents=True)
    (top / "ipython" / "profile_default" / "ipython_config.json").write_text(
        json.dumps({"HistoryManager": {"enabled": False}}))
    (top / "config" / "jupyter_server_config.json").write_text(json.dumps({
        "ServerApp": {"terminals_enabled": False},
        "LabApp": {"news_url": None, "check_for_updates_class": "jupyterlab.NeverCheckForUpdate",
                   "expose_app_in_browser": True},  # window.jupyterapp: the tests wait on the kernel through it
    }))
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(top / "config"), JUPYTER_DATA_DIR=str(top / "data"),
               JUPYTER_RUNTIME_DIR=str(top / "runtime"), IPYTHONDIR=str(top / "ipython"),
               JUPYTER_PLATFORM_DIRS="1", PYTHONDONTWRITEBYTECODE="1")
    env.pop("LOVELETTER_TEACH_AUTOSAVE", None)  # the kernels save the answers, in the temporary copy
    # the kernel imports this checkout's package (the venv's editable install may point elsewhere)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    port, token = free_port(), secrets.token_hex(16)
    log = top / "server.log"
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
               f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
               f"--LabApp.user_settings_dir={top / 'settings'}", f"--LabApp.workspaces_dir={top / 'workspaces'}"]
    with open(log, "wb") as out:
        process = subprocess.Popen(command, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
    server = Lab(root, port, token, process, log)
    try:
        deadline = time.monotonic() + SERVER_START
        while True:
            if process.poll() is not None:
                pytest.fail(f"JupyterLab stopped at once (code {process.returncode}):\n{server.log_tail()}")
            try:
                server.api("status")
                break
            except (OSError, urllib.error.URLError, ValueError):
                if time.monotonic() > deadline:
                    pytest.fail(f"JupyterLab did not answer in {SERVER_START} s:\n{server.log_tail()}")
                time.sleep(0.3)
        yield server
    finally:
        _stop(process)


def _stop(process):
    """Stop the server and its kernels (its own process group, started above)."""
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(5)
        except ProcessLookupError:
            pass
    try:  # kernels that outlived the server (same group)
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


# --- the browser --------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def browser():
    os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing("Playwright for Python is not installed: pip install -e '.[browser]' "
                "(with PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1; the browser is Debian's chromium)")
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        missing(f"no Chromium at {CHROMIUM}: apt-get install chromium (or set LOVELETTER_CHROMIUM)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture(scope="session")
def context(browser):
    ctx = browser.new_context(viewport=VIEWPORT, locale="fr-FR", device_scale_factor=1)
    ctx.set_default_timeout(30_000)
    yield ctx
    ctx.close()


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
