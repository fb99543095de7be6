"""The offline JupyterLite site (make lite) in headless Chromium: every notebook runs, offline.

Serves build/lite with ``python -m http.server --bind 127.0.0.1`` on a free port, opens each notebook
in Debian's Chromium driven by Playwright, runs all its cells, waits until the kernel is idle, and
asserts that every code cell ran, that no output is an error, and that no request left 127.0.0.1. In
01_regles it also clicks a widget button and waits for the kernel's answer on the page.

Slow (a few minutes), so plain ``pytest`` skips it. ``make test-lite`` runs it with
LOVELETTER_LITE=required: a missing site, Playwright or Chromium is then a failure. With
LOVELETTER_LITE=1 it runs, or is skipped with the reason.
"""

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import urlopen

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "lite"
SCREENSHOTS = Path(os.environ.get("LOVELETTER_SCREENSHOTS", ROOT / "artifacts" / "screenshots"))
CHROMIUM = os.environ.get("LOVELETTER_CHROMIUM", "/usr/bin/chromium")
MODE = os.environ.get("LOVELETTER_LITE", "").strip().lower()  # "", "1" or "required"
REQUIRED = MODE == "required"


# matplotlib is compiled (numpy, pillow, kiwisolver… too): Pyodide ships such wheels only in its full
# distribution (CDN or GitHub release), not in the npm package, and PyPI has none for Pyodide. 03 takes
# its pyplot from loveletter_teach.plots, which skips the plots where matplotlib is missing.
NOTEBOOKS = ["01_regles.ipynb", "02_deduction.ipynb", "03_probabilites.ipynb"]
KERNEL_START = 180  # seconds: Pyodide and the wheels load in the browser
RUN_ALL = 600  # seconds for one notebook's cells


def _missing():
    if not MODE:
        return "le site JupyterLite se teste avec make test-lite (ou LOVELETTER_LITE=1)"
    if not (SITE / "jupyter-lite.json").exists():
        return f"{SITE} manque : lancez make lite"
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} manque (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright n'est pas installé"
    return None


if _missing():
    if REQUIRED and MODE:
        raise RuntimeError(_missing())
    pytest.skip(_missing(), allow_module_level=True)

from playwright.sync_api import sync_playwright


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(SITE)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urlopen(url + "/jupyter-lite.json", timeout=1).read()
            break
        except OSError:
            time.sleep(0.1)
    else:
        proc.kill()
        raise RuntimeError("le serveur http ne répond pas")
    yield url
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM, headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        yield b
        b.close()


def _expose_app(route):
    """Serve the site's own jupyter-lite.json with exposeAppInBrowser (window.jupyterapp), for the test."""
    response = route.fetch()
    config = response.json()
    config["jupyter-config-data"]["exposeAppInBrowser"] = "true"
    route.fulfill(response=response, body=json.dumps(config))


STATE_JS = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!w || !w.sessionContext || !w.content || !w.content.model) return null;
  const cells = [];
  for (const cell of w.content.model.cells) {
    if (cell.type !== 'code') continue;
    const outputs = [];
    for (let i = 0; i < cell.outputs.length; i++) {
      const o = cell.outputs.get(i).toJSON();
      outputs.push({type: o.output_type, name: o.name || null, ename: o.ename || null,
                    evalue: o.evalue || null, text: [].concat(o.text || []).join('')});
    }
    cells.push({count: cell.executionCount, source: cell.sharedModel.getSource().slice(0, 80),
                outputs});
  }
  const kernel = w.sessionContext.session && w.sessionContext.session.kernel;
  return {status: w.sessionContext.kernelDisplayStatus, kernel: kernel ? kernel.name : null, cells};
}"""


def _state(page):
    return page.evaluate(STATE_JS)


def _wait(page, predicate, timeout, what, polls=1):
    """Poll the notebook until ``predicate`` holds ``polls`` times in a row (0.5 s apart)."""
    deadline = time.monotonic() + timeout
    state, streak = None, 0
    while time.monotonic() < deadline:
        state = _state(page)
        streak = streak + 1 if state and predicate(state) else 0
        if streak >= polls:
            return state
        time.sleep(0.5)
    raise AssertionError(f"{what} : pas atteint en {timeout} s ; dernier état {state and state['status']}")


def _errors(state):
    bad = []
    for i, cell in enumerate(state["cells"]):
        for o in cell["outputs"]:
            if o["type"] == "error" or (o["type"] == "stream" and o["name"] == "stderr"):
                bad.append(f"cellule de code {i + 1} ({cell['source']!r}) : "
                           f"{o['ename'] or 'stderr'} {o['evalue'] or o['text'][:300]}")
    return bad


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_notebook_runs_offline(server, browser, notebook):
    host = urlparse(server).netloc
    context = browser.new_context()
    requests = []
    context.on("request", lambda r: requests.append(r.url))
    context.route("**/jupyter-lite.json", _expose_app)
    page = context.new_page()
    console = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    try:
        page.goto(f"{server}/lab/index.html?path={notebook}")
        _wait(page, lambda s: s["kernel"] and s["status"] == "idle", KERNEL_START, "noyau prêt")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        # done: the kernel idle and every cell run, or stopped by an error (the rest is then never run)
        state = _wait(page, lambda s: s["status"] == "idle"
                      and (all(c["count"] is not None for c in s["cells"]) or _errors(s)),
                      RUN_ALL, "toutes les cellules", polls=4)
        cells = json.loads((SITE / "files" / notebook).read_text())["cells"]
        assert len(state["cells"]) == sum(c["cell_type"] == "code" for c in cells)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"lite-{notebook.split('_')[0]}.png"))
        errors = _errors(state)
        assert not errors, "\n".join(errors)
        not_run = [c["source"] for c in state["cells"] if c["count"] is None]
        assert not not_run, f"cellules non exécutées : {not_run}"

        if notebook == "01_regles.ipynb":
            _click_a_widget(page)
    finally:
        context.close()
    # the worker's own requests are seen too: Pyodide and the project's wheel came from the site
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in requests), "pyodide.asm.wasm jamais demandé"
    assert any("/static/pyodide/loveletter_teach-" in u for u in requests), "wheel du projet jamais demandée"
    outside = [u for u in requests if urlparse(u).scheme not in ("data", "blob")
               and urlparse(u).netloc != host]
    assert not outside, f"requêtes hors de 127.0.0.1 : {sorted(set(outside))[:20]}"


def _click_a_widget(page):
    """Click the first widget button of the notebook; the kernel answers and the page changes."""
    button = page.locator(".jp-OutputArea-output .jupyter-widgets button").first
    button.wait_for(state="visible", timeout=60_000)
    area = button.locator("xpath=ancestor::div[contains(@class, 'jp-OutputArea')][1]")
    before = area.inner_text()
    button.click()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and area.inner_text() == before:
        time.sleep(0.5)
    assert area.inner_text() != before, f"le clic sur « {button.inner_text()} » n'a rien changé"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    area.screenshot(path=str(SCREENSHOTS / "lite-01-widget.png"))
    _wait(page, lambda s: s["status"] == "idle", 60, "noyau au repos après le clic")
    errors = _errors(_state(page))
    assert not errors, "\n".join(errors)
