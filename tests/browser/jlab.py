"""Driving a notebook in JupyterLab through Playwright, as a learner would: menus, buttons, Shift+Enter, Ctrl+S."""

import re
import time

KERNEL_READY = """() => {
    const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
    return !!k && k.status === 'idle' && k.connectionStatus === 'connected';
}"""

DIRTY = "() => { const w = window.jupyterapp.shell.currentWidget; return !w || !w.context || w.context.model.dirty; }"

PROMPTS = "() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')].map(e => e.textContent)"

# Everything on the page that says something went wrong, with where it was seen.
PROBLEMS = r"""() => {
    const found = [];
    const outputs = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')];
    outputs.forEach((cell, i) => {
        const where = 'code cell ' + (i + 1);
        for (const o of cell.querySelectorAll('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'))
            found.push(where + ': error output: ' + o.textContent.slice(0, 400));
        for (const o of cell.querySelectorAll('.jp-OutputArea-output')) {
            const text = o.textContent;
            if (/Traceback|Error displaying widget|Failed to load model|Loading widget|Une erreur inattendue/.test(text))
                found.push(where + ': ' + text.slice(0, 400));
            if (/\b[A-Z][A-Za-z]*\((children|value|description)=/.test(text) && !o.querySelector('.jupyter-widgets'))
                found.push(where + ': a widget shown as its Python text: ' + text.slice(0, 200));
        }
    });
    if (/Traceback \(most recent call last\)/.test(document.body.textContent))
        found.push('a Python traceback in the page');
    return found;
}"""


class Notebook:
    """One notebook open in its own browser page (its own JupyterLab workspace)."""

    def __init__(self, lab, context, path, workspace, on_page=None):
        self.lab, self.path = lab, path
        self.page = context.new_page()
        self.console = []
        self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}") if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.console.append(f"page error: {e}"))
        if on_page is not None:
            on_page(self.page)  # e.g. listen to the websockets before the kernel's opens
        self.page.goto(lab.url(path, workspace))
        self.page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=60_000)
        self.wait_kernel(60_000)

    # --- waiting ----------------------------------------------------------------------------------
    def wait_kernel(self, timeout=30_000):
        self.page.wait_for_function(KERNEL_READY, timeout=timeout, polling=100)

    def prompts(self):
        return self.page.evaluate(PROMPTS)

    def wait_done(self, timeout=240.0, settle=0.5):
        """Wait until no cell is running or queued and the kernel is idle (for ``settle`` seconds)."""
        deadline = time.monotonic() + timeout
        calm_since = None
        while True:
            running = any("*" in p for p in self.prompts())
            idle = self.page.evaluate(KERNEL_READY)
            now = time.monotonic()
            if not running and idle:
                calm_since = calm_since or now
                if now - calm_since >= settle:
                    return
            else:
                calm_since = None
            if now > deadline:
                raise AssertionError(f"{self.path}: still running after {timeout:.0f} s: {self.prompts()}")
            self.page.wait_for_timeout(150)

    # --- a learner's gestures ---------------------------------------------------------------------
    def menu(self, menu, item):
        self.page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{re.escape(menu)}$")).click()
        self.page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{re.escape(item)}$")).click()

    def run_all(self, timeout=240.0):
        """Run > Run All Cells, then wait for the last cell and for every widget to be drawn."""
        self.menu("Run", "Run All Cells")
        deadline = time.monotonic() + 30
        while not any(re.search(r"\d", p) or "*" in p for p in self.prompts()):
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.path}: Run All started nothing")
            self.page.wait_for_timeout(100)
        self.wait_done(timeout)
        self.wait_widgets()

    def wait_widgets(self, timeout=30_000):
        """Every widget output drawn (no « Loading widget… » left)."""
        self.page.wait_for_function(
            "() => ![...document.querySelectorAll('.jp-OutputArea-output')]"
            ".some(o => /Loading widget/.test(o.textContent))", timeout=timeout)
        self.page.wait_for_timeout(300)

    def code_cell(self, source):
        """The code cell whose source contains ``source`` (exactly one)."""
        cells = self.page.locator(".jp-Notebook .jp-CodeCell").filter(
            has=self.page.locator(".jp-InputArea-editor", has_text=source))
        count = cells.count()
        assert count == 1, f"{self.path}: {count} code cells contain {source!r}"
        return cells.first

    def prompt_number(self, cell):
        text = cell.locator(".jp-InputPrompt").first.text_content()
        digits = re.sub(r"\D", "", text)
        return int(digits) if digits else None

    def rerun(self, cell, timeout=60.0):
        """Shift+Enter in the cell, as a learner goes on; waits until it has run again."""
        before = self.prompt_number(cell)
        cell.locator(".jp-InputArea-editor").click()
        self.page.keyboard.press("Shift+Enter")
        deadline = time.monotonic() + timeout
        while self.prompt_number(cell) in (None, before):
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.path}: the cell did not run again")
            self.page.wait_for_timeout(100)
        self.wait_done(timeout)
        self.wait_widgets()

    def save(self, timeout=30.0):
        """Ctrl+S, as a learner saves before handing in (a cell selected, in command mode); waits until
        the file on disk is rewritten and the notebook is no longer marked as changed."""
        path = self.lab.root / self.path
        before = path.stat().st_mtime_ns
        self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell .jp-InputPrompt").first.click()
        self.page.keyboard.press("Control+s")
        deadline = time.monotonic() + timeout
        while path.stat().st_mtime_ns == before or self.page.evaluate(DIRTY):
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.path}: not saved after {timeout:.0f} s")
            self.page.wait_for_timeout(100)
        return path

    def restart_and_run_all(self):
        """Kernel > Restart Kernel and Run All Cells…, confirmed, then wait for every cell and widget."""
        self.menu("Kernel", "Restart Kernel and Run All Cells…")
        self.page.locator(".jp-Dialog button", has_text=re.compile("^Restart$")).click()
        self.page.wait_for_timeout(1000)
        self.wait_kernel(60_000)
        self.wait_done()
        self.wait_widgets()

    def problems(self):
        return self.page.evaluate(PROBLEMS) + [f"browser console: {line}" for line in self.console
                                                 if "Failed to load resource" not in line
                                                 and not self._stale_widget_line(line)]

    @staticmethod
    def _stale_widget_line(line):
        """JupyterLab's widget manager re-renders outputs whose models are gone (after a restart, or outputs
        of a kernel another page of the same notebook had) and logs « widget model not found » for each
        (GitHub: jupyter-widgets/ipywidgets#3231) until the cells run again. Seen in CI at various moments of
        the restart test, so it is not tied to the restart; PROBLEMS still fails if such an output is left on
        the page."""
        return "widget model not found" in line

    # --- screenshots ------------------------------------------------------------------------------
    def screenshot(self, folder, name, element=None):
        """The viewport, or ``element`` whole (the page is made tall enough for it, then put back)."""
        path = folder / f"{name}.png"
        if element is None:
            self.page.screenshot(path=str(path))
            return path
        size = self.page.viewport_size
        height = int(element.bounding_box()["height"]) + 200
        if height > size["height"]:
            self.page.set_viewport_size({"width": size["width"], "height": min(height, 4000)})
        try:
            element.scroll_into_view_if_needed()
            element.screenshot(path=str(path))
        finally:
            self.page.set_viewport_size(size)
        return path

    def screenshot_pages(self, folder, prefix, limit=60):
        """The whole notebook, one screen after the other (the notebook scrolls inside its panel)."""
        scroller = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"
        self.page.evaluate(f"() => document.querySelector('{scroller}').scrollTop = 0")
        paths = []
        for k in range(limit):
            self.page.wait_for_timeout(150)
            paths.append(self.screenshot(folder, f"{prefix}-{k + 1:02d}"))
            moved = self.page.evaluate(f"""() => {{ const s = document.querySelector('{scroller}');
                const before = s.scrollTop; s.scrollTop += s.clientHeight * 0.9; return s.scrollTop > before; }}""")
            if not moved:
                break
        return paths

    def close(self):
        self.page.close()


# --- small helpers of the tests that write their own notebook, or take the kernel away -----------
def write_notebook(path, sources, cells=()):
    """A notebook at ``path``: ``cells`` (cells of another notebook, kept as they are), then one code
    cell per source in ``sources``."""
    import json

    code = [{"cell_type": "code", "execution_count": None, "id": f"cell-{k}", "metadata": {}, "outputs": [],
             "source": source} for k, source in enumerate(sources)]
    notebook = {"cells": [*cells, *code],
                "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                            "name": "python3"}, "language_info": {"name": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def shut_down_kernel(lab, path):
    """End the server's session of ``path`` (relative to the server's root) and its kernel, as a server
    does with an idle kernel (or as a restarted server has none): the page's widgets lose their models."""
    import urllib.request

    ids = [s["id"] for s in lab.api("sessions") if s["path"] == path]
    assert ids, f"no session for {path}"
    for sid in ids:
        request = urllib.request.Request(f"{lab.base}/api/sessions/{sid}?token={lab.token}", method="DELETE")
        urllib.request.urlopen(request, timeout=10).close()
