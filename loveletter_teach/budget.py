"""A time budget for code the package does not write (a teacher's bot): no thread, no signal.

``run_with_budget(fn, seconds, *args)`` calls ``fn(*args)`` and raises :class:`OutOfTimeError`
when it runs longer than ``seconds``. The clock is read by a trace function (``sys.settrace``) at
every line and every call of Python code run inside ``fn``: this works where there are neither
threads nor signals (Pyodide, JupyterLite, Basthon), and stops a loop or a deep recursion written
in Python. What cannot be stopped: one long call into C (``time.sleep(60)``, ``sum(range(10**12))``,
a regular expression that backtracks), which runs no Python line, and code that catches every
exception (a bare ``except:``) and goes on. The trace function in place before (a debugger,
coverage) is called as usual inside ``fn`` and is back afterwards; a debugger that stops inside
``fn`` lets the clock run (give ``seconds=None`` to debug a bot step by step). Tracing slows the
traced code down several times: the play tables leave the built-in bots out of it.

>>> run_with_budget(sum, 1.0, [1, 2, 3])
6
>>> def forever():
...     while True:
...         pass
>>> run_with_budget(forever, 0.05)
Traceback (most recent call last):
...
loveletter_teach.errors.OutOfTimeError: Le calcul a dépassé son temps (plus de 0,05 seconde) : il a été arrêté.
"""

import sys
import time

from . import fr
from .errors import OutOfTimeError


class _Deadline(BaseException):
    """Raised inside ``fn`` when its time is up; a BaseException, so that ``except Exception`` in
    the traced code lets it through."""


def run_with_budget(fn, seconds, /, *args, **kwargs):
    """``fn(*args, **kwargs)``, stopped with :class:`OutOfTimeError` after ``seconds`` (None: no limit)."""
    if seconds is None:
        return fn(*args, **kwargs)
    deadline = time.monotonic() + seconds
    previous = sys.gettrace()
    running = []  # [frame, its previous tracer] of the frames running inside fn, innermost last

    def tracer(entry):
        """The trace function of one frame."""
        def trace(frame, event, arg):
            if entry[1] is not None:
                entry[1] = entry[1](frame, event, arg)
            if event == "return" and running and running[-1] is entry:
                running.pop()
            elif event == "line" and time.monotonic() > deadline:
                raise _Deadline
            return trace
        return trace

    def on_call(frame, event, arg):  # the global trace function: a new frame starts
        entry = [frame, None]
        if previous is not None:
            entry[1] = previous(frame, event, arg)
            if sys.gettrace() is not on_call:  # coverage's C tracer puts itself back when called
                sys.settrace(on_call)
        running.append(entry)
        if time.monotonic() > deadline:
            raise _Deadline
        return tracer(entry)

    sys.settrace(on_call)
    try:
        return fn(*args, **kwargs)
    except _Deadline:
        # Python dropped the tracers when ours raised: the previous one is told that the frames it
        # saw start have ended (coverage keeps a stack of them)
        for frame, inner in reversed(running):
            if inner is not None:
                inner(frame, "return", None)
        raise OutOfTimeError(fr.BUDGET["out_of_time"].format(seconds=fr.seconds(seconds))) from None
    finally:
        sys.settrace(previous)


__all__ = ["run_with_budget", "OutOfTimeError"]
