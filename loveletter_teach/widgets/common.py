"""What every widget shares: the French words, and errors shown as messages, never tracebacks."""

import functools

from .. import fr
from ..errors import LoveLetterError
from ..html import message_html

W = fr.WIDGETS


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
