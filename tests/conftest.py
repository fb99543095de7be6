"""Fixtures shared by several test modules."""

import pytest


@pytest.fixture
def ExplorerWidget(monkeypatch):
    """The explorer's widget class, which never displays itself when built."""
    pytest.importorskip("ipywidgets")
    import IPython.display

    def refuse(*args, **kwargs):
        raise AssertionError("display() called")
    monkeypatch.setattr(IPython.display, "display", refuse)
    from loveletter_teach.widgets import ExplorerWidget
    return ExplorerWidget
