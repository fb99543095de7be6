"""What every widget shares: the French words, and errors shown as messages, never tracebacks."""

import functools

from .. import fr
from ..errors import LoveLetterError
from ..html import esc, message_html

W = fr.WIDGETS
WIDGET = "ll-widget"  # the class of each of the package's widgets: the accessibility audit finds them by it
RELOAD = "ll-reload"
# Hidden while a live widget is drawn in the same output area (a box view's own class); after a page
# reload the widget's model is gone, JupyterLab writes « Error displaying widget: model not found » in
# English and never shows a widget's text/plain: then this French line is what the learner reads.
RELOAD_STYLE = f".jp-OutputArea:has(.widget-container) .{RELOAD}{{display:none}}"
# The chosen button of a ToggleButtons (a verdict, a letter) was a grey a little darker than the others: a
# check mark and a thick border say it without colour (a style applies even inside the hidden line above).
CHOSEN_STYLE = (".widget-toggle-button.mod-active{font-weight:700;box-shadow:inset 0 0 0 2px #0d47a1}"
                ".widget-toggle-button.mod-active::before{content:'✓ '}")


def reload_bundle():
    """The French line shown under each of the package's widgets, for after a reload of the page."""
    return {"text/plain": W["reload"],
            "text/html": f"<div class='{RELOAD}' lang='fr' style='font-size:14px;color:#7a4100;margin:2px 0'>"
                         f"<style>{RELOAD_STYLE}{CHOSEN_STYLE}</style>⚠ {esc(W['reload'])}</div>"}


def _main_shell(_data, _default):
    return None  # the kernel's main shell (no subshell)


def in_order(widget):
    """Have the kernel handle every message of ``widget`` and of the widgets in it (those added later
    too) on its main shell, one after the other, in the order the browser sent them; returns ``widget``.

    JupyterLab 4.6 sends the widgets' messages to a subshell of the kernel, and ipykernel 7 sends each
    comm's messages on to where the kernel last wrote on that comm (``Comm._reply_subshell_for``): an
    answer box, whose value the kernel echoes, went to the subshell's thread, the « Vérifier » button,
    never written to, to the main thread, and the click could be handled before the value sent just
    before it (a try counted for the answer before). Here both go to the main shell, like the cells:
    nothing of the package runs in two threads at once. A kernel without subshells (an older ipykernel,
    JupyterLite) never reads the attribute set here."""
    comm = getattr(widget, "comm", None)
    if comm is not None and getattr(comm, "_reply_subshell_for", None) is not _main_shell:
        try:
            comm._reply_subshell_for = _main_shell
        except (AttributeError, TypeError):  # a comm that takes no attribute: nothing to route
            pass
    children = getattr(widget, "children", None)
    if isinstance(children, (list, tuple)):
        if not getattr(widget, "_ll_in_order", False):
            widget._ll_in_order = True
            widget.observe(lambda change: [in_order(w) for w in change["new"]], names="children")
        for child in children:
            in_order(child)
    return widget


class Guided:
    """A widget displayed with, under it, what to do if the page is reloaded (:func:`reload_bundle`),
    its messages handled in the order they were sent (:func:`in_order`), its outer box of class
    :data:`WIDGET`."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.add_class(WIDGET)

    def _ipython_display_(self):
        from IPython.display import display  # IPython (ipywidgets brings it): only when a widget is shown
        in_order(self)
        display(self._repr_mimebundle_(), raw=True)
        display(reload_bundle(), raw=True)


def safe(method):
    """Run a callback; a rule error becomes its French message in ``self.feedback``, any other
    error a generic French message (kept in ``self.last_error`` for the curious teacher)."""
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except LoveLetterError as exc:
            self.feedback.value = message_html(str(exc), "error")
        except Exception as exc:  # noqa: BLE001 — a widget never shows a traceback
            self.last_error = exc
            self.feedback.value = message_html(W["unexpected"].format(kind=type(exc).__name__), "error")
        return None
    return wrapper
