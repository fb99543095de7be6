"""The offline JupyterLite site (make lite) in headless Chromium: every notebook runs, offline.

Serves build/lite with ``python -m http.server --bind 127.0.0.1`` on a free port, opens each notebook
in Debian's Chromium driven by Playwright, runs all its cells, waits until the kernel is idle, and
asserts that every code cell ran, that no output is an error, and that no request left 127.0.0.1. In
01_regles it also clicks a widget button and waits for the kernel's answer on the page. A learner's
answers come back after a reload of the page: the progress file lives in the browser's
storage. After the tests, a section says how long each kernel took to be ready and where the time went.

Slow (a few minutes), so plain ``pytest`` skips it. ``make test-lite`` runs it with
LOVELETTER_LITE=required: a missing site, Playwright or Chromium is then a failure. With
LOVELETTER_LITE=1 it runs, or is skipped with the reason.
"""

import json
import os
import re
import socket
import subprocess
import sys
import time
import unicodedata
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
# its pyplot from loveletter_teach.plots, which draws the same figures as SVG where matplotlib is missing;
# the test checks that each plot cell shows its picture, and takes a screenshot of each.
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

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import sync_playwright

import audit  # tests/browser/audit.py (conftest.py puts its folder on the path)


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


# The kernel's worker imports static/pyodide/pyodide.mjs; the test serves in its place this module, which
# does the same (loadPyodide, then the preloaded packages, as loadPyodide's own ``packages`` option does)
# and asks for static/pyodide/__demarrage__/<step> after each step of the worker: the request's time says
# when the step ended (see _open). The real module is asked for as pyodide.mjs?reel.
TIMED_PYODIDE = """
import * as real from "./pyodide.mjs?reel";
export * from "./pyodide.mjs?reel";
const mark = (step) => { fetch(new URL(`__demarrage__/${step}`, import.meta.url)).catch(() => {}); };
export async function loadPyodide({ packages = [], ...options } = {}) {
  mark("pyodide-demande");
  const py = await real.loadPyodide(options);
  mark("python");
  await py.loadPackage(packages, { messageCallback() {} });
  mark("paquets");
  const run = py.runPythonAsync.bind(py);
  py.runPythonAsync = async (code, ...rest) => {
    const result = await run(code, ...rest);
    if (code.includes("import piplite.piplite")) mark("piplite");
    if (code.includes("import pyodide_kernel")) mark("noyau");
    return result;
  };
  return py;
}
"""
MARKS = {"python": "Python démarré", "paquets": "wheels lues et installées", "piplite": "piplite importé",
         "noyau": "IPython importé et noyau démarré"}


# A pattern, not a Python function: Playwright then stops only this request in the browser. With a function
# it stops every request of the page until the test's Python answers, which it does only when it calls
# Playwright: while the test slept between two polls, each file of JupyterLab waited up to 0.5 s.
PYODIDE_MODULE = re.compile(r"/static/pyodide/pyodide\.mjs$")


def _new_context(browser, **options):
    """A browser context that shows the app to the test and times the kernel's start (TIMED_PYODIDE);
    ``options`` go to Playwright's ``new_context`` (a tablet's size and touch screen)."""
    context = browser.new_context(**options)
    context.route("**/jupyter-lite.json", _expose_app)
    context.route(PYODIDE_MODULE, lambda route: route.fulfill(
        status=200, content_type="text/javascript", body=TIMED_PYODIDE))
    context.route("**/__demarrage__/*", lambda route: route.fulfill(status=204, body=""))
    return context


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


# A light check, polled every 0.1 s by the browser itself while the kernel starts (STATE_JS reads every
# output: polled that often, it would slow the page it measures).
LAB_JS = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  return !!(w && w.sessionContext && w.content && w.content.model);
}"""
READY_JS = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const s = w && w.sessionContext;
  return !!(s && s.session && s.session.kernel && s.kernelDisplayStatus === 'idle');
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


def _wait_in_page(page, js, timeout, what):
    """Wait until ``js`` returns true in the page (checked by the browser every 0.1 s)."""
    try:
        page.wait_for_function(js, polling=100, timeout=timeout * 1000)
    except PlaywrightTimeout:
        raise AssertionError(f"{what} : pas atteint en {timeout} s") from None


def _open(page, timings, label, url=None):
    """Open ``url`` in ``page`` (None: reload it) and wait for the kernel; record in ``timings`` how long
    it took and where the time went: when the page and the kernel's worker asked for each file and read
    it whole, and when each step of the worker ended (TIMED_PYODIDE). The CPU time of the browser (its
    processes, from /proc) and the load average are recorded too: on a shared machine the CPU time
    varies less than the wall time."""
    asked, got = {}, {}  # file name -> seconds since the start (the first request, the last answer)
    start = time.monotonic()
    on_request = lambda r: asked.setdefault(_name(r.url), time.monotonic() - start)  # noqa: E731
    on_finished = lambda r: got.__setitem__(_name(r.url), time.monotonic() - start)  # noqa: E731
    page.context.on("request", on_request)
    page.context.on("requestfinished", on_finished)
    cpu, load = _browser_cpu(), os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    try:
        if url is None:
            page.reload()
        else:
            page.goto(url)
        _wait_in_page(page, LAB_JS, KERNEL_START, "JupyterLab affiché")
        lab = time.monotonic() - start
        _wait_in_page(page, READY_JS, KERNEL_START, "noyau prêt")
        ready = time.monotonic() - start
    finally:
        page.context.remove_listener("request", on_request)
        page.context.remove_listener("requestfinished", on_finished)
    cpu = _browser_cpu() - cpu
    wheels = [t for name, t in got.items() if name.endswith(".whl")]
    steps, before = [], asked.get("pyodide-demande", 0.0)
    for mark, what in MARKS.items():
        if mark in asked:
            steps.append(f"{what} à {asked[mark]:.1f} s (+{asked[mark] - before:.1f})")
            before = asked[mark]
    timings.append(
        f"{label} : noyau prêt en {ready:.1f} s (CPU du navigateur {cpu:.1f} s, charge {load:.1f}). "
        f"JupyterLab affiché à {lab:.1f} s ; le noyau demande Pyodide à {asked.get('pyodide.mjs', 0.0):.1f} s ; "
        f"pyodide.asm.wasm lu à {got.get('pyodide.asm.wasm', 0.0):.1f} s ; {len(wheels)} wheels lues à "
        f"{max(wheels, default=0.0):.1f} s ; " + " ; ".join(steps) + ".")


def _browser_cpu():
    """Seconds of CPU used so far by the Chromium processes this test started (user and system, from
    Linux's /proc; other programs' Chromiums on the same machine are not counted), 0 without /proc."""
    if not Path("/proc/self/stat").exists():
        return 0.0
    stats = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text, argv0 = stat.read_text(), (stat.parent / "cmdline").read_bytes().split(b"\0", 1)[0]
        except OSError:
            continue
        fields = text.rsplit(")", 1)[1].split()  # from the state on: ppid is 1, utime and stime 11 and 12
        stats[int(stat.parent.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]), b"chrom" in argv0)
    total = 0
    for pid, (ppid, ticks, chromium) in stats.items():
        while chromium and ppid not in (0, 1, os.getpid()):
            ppid = stats.get(ppid, (0,))[0]
        total += ticks if chromium and ppid == os.getpid() else 0
    return total / os.sysconf("SC_CLK_TCK")


def _name(url):
    return urlparse(url).path.rsplit("/", 1)[-1]


RUN_ALL_JS = """async () => {
  // the first cell's answer is timed from the kernel's own messages (the cells' counts are set at once
  // when run all is done)
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const start = performance.now();
  window.firstReply = null;
  const onMessage = (_, {msg, direction}) => {
    if (direction === 'recv' && msg.header.msg_type === 'execute_reply' && window.firstReply === null) {
      window.firstReply = (performance.now() - start) / 1000;
    }
  };
  kernel.anyMessage.connect(onMessage);
  try {
    await window.jupyterapp.commands.execute('notebook:run-all-cells');
  } finally {
    kernel.anyMessage.disconnect(onMessage);
  }
  return window.firstReply;
}"""


def _run_all(page, timings=None, label=None):
    """Run all the cells; done when the kernel is idle and every cell ran, or one stopped on an error
    (the rest is then never run). With ``timings``, records how long the first cell (the package's
    import) and all of them took."""
    start = time.monotonic()
    first = page.evaluate(RUN_ALL_JS)
    state = _wait(page, lambda s: s["status"] == "idle"
                  and (all(c["count"] is not None for c in s["cells"]) or _errors(s)),
                  RUN_ALL, "toutes les cellules", polls=4)
    if timings is not None:
        timings.append(f"{label} : première cellule exécutée en {first or 0:.1f} s, "
                       f"toutes les cellules en {time.monotonic() - start:.1f} s.")
    return state


def _errors(state):
    bad = []
    for i, cell in enumerate(state["cells"]):
        for o in cell["outputs"]:
            if o["type"] == "error" or (o["type"] == "stream" and o["name"] == "stderr"):
                bad.append(f"cellule de code {i + 1} ({cell['source']!r}) : "
                           f"{o['ename'] or 'stderr'} {o['evalue'] or o['text'][:300]}")
    return bad


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_notebook_runs_offline(server, browser, timings, notebook):
    host = urlparse(server).netloc
    context = _new_context(browser)
    requests = []
    context.on("request", lambda r: requests.append(r.url))
    page = context.new_page()
    console = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    try:
        _open(page, timings, notebook, f"{server}/lab/index.html?path={notebook}")
        state = _run_all(page, timings, notebook)
        cells = json.loads((SITE / "files" / notebook).read_text())["cells"]
        assert len(state["cells"]) == sum(c["cell_type"] == "code" for c in cells)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"lite-{notebook.split('_')[0]}.png"))
        errors = _errors(state)
        assert not errors, "\n".join(errors)
        not_run = [c["source"] for c in state["cells"] if c["count"] is None]
        assert not not_run, f"cellules non exécutées : {not_run}"
        _audit(page, notebook)

        if notebook == "01_regles.ipynb":
            _click_a_widget(page)
        if notebook == "03_probabilites.ipynb":
            _check_plots(page, cells)
        if notebook != "01_regles.ipynb":  # 01 on a phone: test_on_a_tablet_and_a_phone
            _on_a_phone(page, f"lite-telephone-{notebook.split('_')[0]}")
    finally:
        context.close()
    # the worker's own requests are seen too: Pyodide and the project's wheel came from the site
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in requests), "pyodide.asm.wasm jamais demandé"
    assert any("/static/pyodide/loveletter_teach-" in u for u in requests), "wheel du projet jamais demandée"
    outside = [u for u in requests if urlparse(u).scheme not in ("data", "blob")
               and urlparse(u).netloc != host]
    assert not outside, f"requêtes hors de 127.0.0.1 : {sorted(set(outside))[:20]}"


FIGURE_JS = """(out) => {
  const img = out.querySelector('img');
  if (img) return {src: img.getAttribute('src').slice(0, 24), width: img.complete ? img.naturalWidth : 0,
                   shown: img.getBoundingClientRect().width};
  const svg = out.querySelector('svg');
  return svg ? {src: 'svg', width: svg.querySelectorAll('*').length, shown: svg.getBoundingClientRect().width} : null;
}"""


def _check_plots(page, cells):
    """Each plot cell of 03 shows its figure (the package's SVG, as an image with content), and a
    screenshot of each is taken (artifacts/screenshots/lite-03-graphique-K.png)."""
    sources = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    lines = [next(line.strip() for line in s.splitlines() if "set_ylabel(" in line)
             for s in sources if "plt.show()" in s]
    assert len(lines) == 6
    for k, line in enumerate(lines, 1):
        out = _output(page, line)
        figure = out.evaluate(FIGURE_JS)
        assert figure and figure["src"].startswith("data:image/svg+xml") and figure["width"] > 300 \
            and figure["shown"] > 300, f"graphique {k} ({line}) : {figure}"
        out.screenshot(path=str(SCREENSHOTS / f"lite-03-graphique-{k}.png"))


def _audit(page, notebook):
    """The accessibility audit of the notebook's outputs, once every widget is drawn: the name box
    must be in its scope (and in 01 a « Vérifier »: 02's and 03's questions wait for a name)."""
    from loveletter_teach import fr

    wanted = [(audit.widget(".widget-text"), fr.LEARNERS["label"])]
    if notebook.startswith("01"):
        wanted.append((audit.widget("button"), fr.WIDGETS["check"]))
    page.locator(f".jp-OutputArea-output .{audit.WIDGET}").first.wait_for(timeout=60_000)
    page.wait_for_function("() => ![...document.querySelectorAll('.jp-OutputArea-output')]"
                           ".some(o => /Loading widget/.test(o.textContent))", timeout=60_000)
    audit.check(page, f"{notebook} (JupyterLite, Run All)", wanted=wanted)


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


OUTPUT_DATA_JS = """([needle, mime]) => {
  const w = window.jupyterapp.shell.currentWidget;
  for (const cell of w.content.model.cells) {
    if (cell.type !== 'code' || !cell.sharedModel.getSource().includes(needle)) continue;
    for (let i = 0; i < cell.outputs.length; i++) {
      const o = cell.outputs.get(i).toJSON();
      if (o.data && o.data[mime]) return o.data[mime];
    }
  }
  return null;
}"""

STORED_JS = """async (path) => {
  const listing = await window.jupyterapp.serviceManager.contents.get('', {content: true});
  if (!listing.content.some((item) => item.name === path)) return null;
  const file = await window.jupyterapp.serviceManager.contents.get(path, {content: true});
  let text = file.content;
  if (file.format === 'base64') text = new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  return {type: file.type, format: file.format, mimetype: file.mimetype,
          data: typeof text === 'string' ? JSON.parse(text) : text};
}"""


RUN_ONE_JS = """(needle) => {
  const w = window.jupyterapp.shell.currentWidget;
  const cells = Array.from(w.content.model.cells);
  w.content.activeCellIndex = cells.findIndex((c) => c.sharedModel.getSource().includes(needle));
  return window.jupyterapp.commands.execute('notebook:run-cell');
}"""


def _text(locator):
    return " ".join(unicodedata.normalize("NFC", locator.text_content() or "").split())


def _output(page, source):
    """The output of the code cell whose source holds ``source``, scrolled into view."""
    cell = page.locator(".jp-CodeCell").filter(has=page.locator(".jp-InputArea", has_text=source)).first
    out = cell.locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    return out


def test_the_answers_come_back_after_a_reload(server, browser, timings):
    """A learner gives a name, answers wrong then right, reloads the page, runs all, confirms the name
    the notebook offers, and finds the answer and its feedback again; the progress file is in the
    site's storage and the notebook's JSON output carries the answers."""
    from loveletter_teach import fr
    from loveletter_teach.exercises import Learner, rules_question
    from loveletter_teach.exercises.progress import MIME_TYPE, progress_file_name
    from loveletter_teach.exercises.session import restored_text
    from loveletter_teach.restart import name_error_text

    name = "Noémie"
    file = progress_file_name(Learner(name))
    right = str(rules_question("paquet").answer)
    wrong = "7" if right != "7" else "8"
    field_cell, quiz_cell = "LearnerField()", 'ExerciseWidget(rules_question("paquet"))'
    later_cell = "pretre.narration(0)"  # a cell that uses a variable of the cell before it
    context = _new_context(browser)
    page = context.new_page()
    page.on("dialog", lambda dialog: dialog.accept())  # « Quitter le site ? » of a reload: yes
    try:
        _open(page, timings, "01 (rechargé ensuite)", f"{server}/lab/index.html?path=01_regles.ipynb")
        assert not _errors(_run_all(page, timings, "01 (rechargé ensuite)"))
        field = _output(page, field_cell)
        field.locator("input[type=text]").first.fill(name)
        field.locator("button", has_text=fr.LEARNERS["button"]).click()
        field.get_by_text(fr.LEARNERS["hello"].format(name=name)).wait_for()
        quiz = _output(page, quiz_cell)
        box, check = quiz.locator("input[type=text]").first, quiz.locator("button", has_text=fr.WIDGETS["check"])
        box.fill(wrong)
        check.click()
        quiz.locator(".widget-html-content").filter(has_text=wrong).first.wait_for()
        box.fill(right)
        check.click()
        quiz.get_by_text(fr.EXERCISES["right"]).first.wait_for()
        _wait(page, lambda s: s["status"] == "idle", 60, "noyau au repos après la réponse", polls=2)
        said = _text(quiz)
        record = {"tries": 2, "solved": True, "last_answer": right}
        stored = page.evaluate(STORED_JS, file)  # written by the kernel, in the browser's storage
        assert stored, f"{file} n'est pas dans le stockage du site"
        got = stored["data"]["learners"][Learner(name).key]["exercises"]["01.regles.paquet"]
        assert {k: got[k] for k in record} == record, got
        handed = page.evaluate(OUTPUT_DATA_JS, [field_cell, MIME_TYPE])  # what the saved notebook carries
        assert handed["learners"][Learner(name).key]["exercises"]["01.regles.paquet"]["solved"] is True

        _open(page, timings, "01 après rechargement de la page")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "lite-01-reloaded.png"))  # what the learner sees first
        # one cell run alone in the new kernel: a variable of an earlier cell is told in French
        page.evaluate(RUN_ONE_JS, later_cell)
        error = _output(page, later_cell)
        error.get_by_text(name_error_text("pretre").splitlines()[0]).wait_for()
        error.screenshot(path=str(SCREENSHOTS / "lite-01-name-error.png"))
        assert "NameError" not in _text(error) and "Traceback" not in _text(error)
        state = _run_all(page, timings, "01 après rechargement")
        assert not _errors(state), "\n".join(_errors(state))
        field = _output(page, field_cell)
        offer = field.locator("button", has_text=fr.SAVING["last_button"].format(name=name))
        offer.wait_for()  # offered, not taken: the answer is not there yet
        field.screenshot(path=str(SCREENSHOTS / "lite-01-after-reload-offer.png"))
        quiz = _output(page, quiz_cell)
        assert quiz.locator("input[type=text]").first.input_value() == ""
        offer.click()
        field.get_by_text(re.compile(f"Bon retour, {name}\\s:")).first.wait_for()
        _wait(page, lambda s: s["status"] == "idle", 60, "noyau au repos après le prénom", polls=2)
        back = fr.SAVING["back"].format(name=name, n=restored_text(["01."]))  # « (1 réponse du carnet 01) »
        assert " ".join(back.split()) in _text(field)  # one question answered, not every question shown
        field.screenshot(path=str(SCREENSHOTS / "lite-01-after-reload-name.png"))
        quiz = _output(page, quiz_cell)
        page.screenshot(path=str(SCREENSHOTS / "lite-01-after-reload.png"))
        quiz.screenshot(path=str(SCREENSHOTS / "lite-01-after-reload-question.png"))
        assert quiz.locator("input[type=text]").first.input_value() == right
        assert _text(quiz) == said  # the same feedback, the same buttons
        page.locator(".jp-DirListing-item", has_text=file).first.wait_for(timeout=30_000)  # the file browser
        assert not _errors(_state(page))
    finally:
        context.close()


# --- tablets and phones (WCAG 1.4.10, RGAA 10.11) ---------------------------------------------------------
# What matches ``selector`` (every output: they are all the package's; or its widgets only) may not scroll
# sideways (scrollWidth > clientWidth, a button's word cut to « C… » too) nor hold something past the right
# edge of its output; nor may the page. A table of numbers may scroll sideways in the box just around it
# (content laid out in two dimensions: WCAG 1.4.10's exception), not the widget or the output around it.
SIDEWAYS_JS = """(selector) => {
  const bad = [];
  const cells = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')];
  cells.forEach((cell, i) => {
    for (const part of cell.querySelectorAll(selector)) {
      const edge = part.closest('.jp-OutputArea-output').getBoundingClientRect().right;
      for (const el of [part, ...part.querySelectorAll('*')]) {
        const r = el.getBoundingClientRect();
        // a table, or a text only a screen reader reads (1 px, clipped: html.SCREEN_READER_ONLY)
        if (r.width <= 1 || el.closest('table') || el.matches(':has(> table)')) continue;
        // (a text box's own text, longer than the box, scrolls in it as in any text box)
        const clips = getComputedStyle(el).overflowX !== 'visible' && el.tagName !== 'INPUT';
        if ((clips && el.scrollWidth > el.clientWidth + 1) || r.right > edge + 1) {
          bad.push(`cellule de code ${i + 1} : <${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 40)}">`
                   + ` « ${(el.textContent || '').trim().slice(0, 40)} » ${el.scrollWidth} px pour ${el.clientWidth} px`);
          break;
        }
      }
    }
  });
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth) bad.push('la page défile de côté');
  return bad;
}"""
OUTPUTS, WIDGETS = ".jp-OutputArea-output", ".ll-widget"  # widgets.common.WIDGET, the package's widgets' class
PORTRAIT, LANDSCAPE, PHONE = {"width": 768, "height": 1024}, {"width": 1024, "height": 768}, {"width": 390, "height": 844}


def _nothing_sideways(page, where, selector=OUTPUTS):
    """Nothing of ``selector`` scrolls sideways, once JupyterLab has laid the page out again (a new size, a
    panel closed: its layout follows a frame or two later)."""
    for _ in range(10):
        page.wait_for_timeout(300)
        bad = page.evaluate(SIDEWAYS_JS, selector)
        if not bad:
            return
    raise AssertionError(f"{where} : " + "\n".join(bad))


def _close_file_browser(page, tap=False):
    """On a phone the file browser, open as the site opens, leaves the notebook 50 px: the learner closes it
    with its icon (a tap on a touch screen)."""
    icon = page.locator('.jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id="filebrowser"]')
    icon.tap() if tap else icon.click()
    page.locator("#filebrowser").wait_for(state="hidden")


def _on_a_phone(page, name):
    """The notebook on a phone (390 × 844): the file browser closed, no widget scrolls sideways (the page
    neither); screenshots of a few screens (``name``-K.png) to read. A table of numbers, a long formula or a
    figure wider than the phone scrolls sideways inside its own output: content laid out in two dimensions,
    which WCAG 1.4.10 lets scroll both ways."""
    page.set_viewport_size(PHONE)
    _close_file_browser(page)
    _nothing_sideways(page, name, WIDGETS)
    scroller = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer")
    for k in range(1, 4):
        scroller.evaluate("(s, k) => s.scrollTop = s.scrollHeight * k / 4", k)
        page.wait_for_timeout(200)
        page.screenshot(path=str(SCREENSHOTS / f"{name}-{k}.png"))


def _nbsp(label):
    return label.replace(" ", "\u00a0")  # ipywidgets shows a menu's labels with non-breaking spaces


def _tap_a_move(page, table, mirror):
    """The learner's move of ``mirror`` (the same table, here), tapped on ``table``: the card, the menus
    (a touch screen's own list, chosen as Playwright chooses it), « Jouer »; waits for the kernel's answer."""
    from loveletter_teach import fr

    W = fr.WIDGETS
    edition = mirror.game.edition
    action = mirror.observation().legal_actions[-1]  # four turns with seed 2026: every kind of control
    card = edition.card(action.card)
    table.locator(".widget-toggle-button", has_text=f"{card.name} ({card.value})").tap()
    target = table.locator(".widget-dropdown", has_text=W["target"])
    target.wait_for(state="visible" if action.target is not None else "hidden")
    mirror.card.value = mirror.hand_cards().index(card)
    if action.target is not None:
        label = next(name for name, seat in mirror.target.options if seat == action.target)
        target.locator("select").select_option(label=_nbsp(label))
    if action.guess is not None:
        guess = edition.card(action.guess)
        table.locator(".widget-dropdown", has_text=W["guess"]).locator("select").select_option(
            label=_nbsp(f"{guess.name} ({guess.value})"))
    table.get_by_role("button", name=W["play"], exact=True).tap()
    mirror.play(action)
    journal = table.locator("details", has_text=fr.HTML["journal"]).first.locator("ol > li")
    deadline = time.monotonic() + 60
    while journal.count() != len(mirror.observation().narration()):
        assert time.monotonic() < deadline, "le coup joué n'arrive pas dans le journal"
        page.wait_for_timeout(100)


def test_on_a_tablet_and_a_phone(server, browser, timings):
    """A learner on a tablet (touch screen, 768 × 1024 upright, the file browser open as the site opens: the
    notebook is 440 px wide) gives a name, answers a question and plays a round of 01 against the computer,
    all by tapping; turned sideways (1024 × 768), then on a phone (390 × 844, the file browser closed), no
    output of the package scrolls sideways or runs past its edge, and the table is still played (one turn of
    the next round). Screenshots: artifacts/screenshots/lite-tablette-*.png, lite-telephone-01-*.png."""
    from loveletter_teach import fr
    from loveletter_teach.exercises import rules_question
    from loveletter_teach.widgets import PlayTable

    W = fr.WIDGETS
    context = _new_context(browser, viewport=PORTRAIT, has_touch=True, is_mobile=True)
    page = context.new_page()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    try:
        _open(page, timings, "01 sur tablette", f"{server}/lab/index.html?path=01_regles.ipynb")
        assert not _errors(_run_all(page, timings, "01 sur tablette"))
        _nothing_sideways(page, "tablette en hauteur")
        field = _output(page, "LearnerField()")
        field.locator("input[type=text]").first.tap()
        field.locator("input[type=text]").first.fill("Lou")
        field.locator("button", has_text=fr.LEARNERS["button"]).tap()
        field.get_by_text(fr.LEARNERS["hello"].format(name="Lou")).wait_for()
        field.screenshot(path=str(SCREENSHOTS / "lite-tablette-prenom.png"))

        tour = rules_question("tour")
        question = _output(page, 'ExerciseWidget(rules_question("tour"))')
        question.get_by_label(tour.answer).tap()
        question.locator("button", has_text=W["check"]).tap()
        question.get_by_text(fr.EXERCISES["right"]).first.wait_for()
        question.screenshot(path=str(SCREENSHOTS / "lite-tablette-question.png"))

        mirror = PlayTable("classique", 2, seat=0, seed=2026)  # 01's table, here: the cards in hand at each turn
        table = _output(page, 'PlayTable("classique", 2, seat=0, seed=2026)')
        turns = 0
        while not mirror.observation().over:
            _tap_a_move(page, table, mirror)
            turns += 1
            if turns == 1:
                table.get_by_role("button", name=W["play"], exact=True).scroll_into_view_if_needed()
                page.screenshot(path=str(SCREENSHOTS / "lite-tablette-table.png"))
        assert turns >= 3, f"une manche de {turns} tours seulement"
        _nothing_sideways(page, "tablette en hauteur, la manche jouée")

        page.set_viewport_size(LANDSCAPE)
        _nothing_sideways(page, "tablette en largeur")
        next_round = table.get_by_role("button", name=W["next_round"], exact=True)
        next_round.scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENSHOTS / "lite-tablette-paysage-table.png"))

        page.set_viewport_size(PHONE)
        _close_file_browser(page, tap=True)
        _nothing_sideways(page, "téléphone")
        for name, cell in (("prenom", "LearnerField()"), ("question", 'ExerciseWidget(rules_question("tour"))')):
            _output(page, cell)
            page.wait_for_timeout(500)  # the cells scrolled to are drawn a moment later
            page.screenshot(path=str(SCREENSHOTS / f"lite-telephone-01-{name}.png"))
        next_round.tap()
        mirror.next_round_button.click()
        _tap_a_move(page, table, mirror)
        table.get_by_role("button", name=W["play"], exact=True).scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENSHOTS / "lite-telephone-01-table.png"))
        _nothing_sideways(page, "téléphone, la table après un tour")
        assert not _errors(_state(page))
    finally:
        context.close()
