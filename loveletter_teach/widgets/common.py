"""What every widget shares: the French words, and errors shown as messages, never tracebacks."""

import functools

from .. import fr
from ..errors import LoveLetterError
from ..html import esc, message_html

W = fr.WIDGETS
RELOAD = "ll-reload"
# Hidden while a live widget is drawn in the same output area (a box view's own class); after a page
# reload the widget's model is gone, JupyterLab writes « Error displaying widget: model not found » in
# English and never shows a widget's text/plain: then this French line is what the learner reads.
RELOAD_STYLE = f".jp-OutputArea:has(.widget-container) .{RELOAD}{{display:none}}"


def reload_bundle():
    """The French line shown under each of the package's widgets, for after a reload of the page."""
    return {"text/plain": W["reload"],
            "text/html": f"<div class='{RELOAD}' lang='fr' style='font-size:14px;color:#7a4100;margin:2px 0'>"
                         f"<style>{RELOAD_STYLE}</style>⚠ {esc(W['reload'])}</div>"}


class Guided:
    """A widget displayed with, under it, what to do if the page is reloaded (:func:`reload_bundle`)."""

    def _ipython_display_(self):
        from IPython.display import display
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
