"""Collection rules for the whole checkout: plain ``pytest`` passes without the optional ipywidgets.

``--doctest-modules`` imports every module of ``loveletter_teach``, and ``loveletter_teach.widgets``
refuses to import without ipywidgets (Capytale, Basthon, a bare venv). Without it, the widgets'
modules are reported as skipped instead of failing to collect, and ``tests/test_widgets.py`` skips
itself (``pytest.importorskip``). This file sits at the root, not in ``tests/``: a conftest's
collection hooks only apply under its own folder, and the widgets' modules live in
``loveletter_teach/widgets/``.
"""

import os
from pathlib import Path

import pytest

# The notebook's session saves every answer in the folder it runs in: not the checkout's, in tests
# (a test that wants the autosave makes its own Session(folder=tmp_path)).
os.environ.setdefault("LOVELETTER_TEACH_AUTOSAVE", "0")

try:
    import ipywidgets  # noqa: F401
    HAVE_WIDGETS = True
except ImportError:
    HAVE_WIDGETS = False

WIDGETS = Path(__file__).resolve().parent / "loveletter_teach" / "widgets"
REASON = "ipywidgets is not installed: the widgets' modules are skipped"


def pytest_report_header(config):
    return None if HAVE_WIDGETS else REASON


@pytest.hookimpl(tryfirst=True)
def pytest_make_collect_report(collector):
    """Without ipywidgets, a module of loveletter_teach/widgets/ is skipped, even when named on the
    command line (where ``collect_ignore`` does not apply)."""
    path = getattr(collector, "path", None)
    if HAVE_WIDGETS or path is None or path.suffix != ".py" or WIDGETS not in path.parents:
        return None
    return pytest.CollectReport(collector.nodeid, "skipped", (str(path), 0, f"Skipped: {REASON}"), [])


@pytest.fixture
def ExplorerWidget(monkeypatch):
    """The explorer's widget class, which never displays itself when built (the explorer's and the
    share codes' tests)."""
    pytest.importorskip("ipywidgets")
    import IPython.display

    def refuse(*args, **kwargs):
        raise AssertionError("display() called")
    monkeypatch.setattr(IPython.display, "display", refuse)
    from loveletter_teach.widgets import ExplorerWidget
    return ExplorerWidget
