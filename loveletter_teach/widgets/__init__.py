"""ipywidgets front-ends: a round viewer, a play table and exercises (optional dependency).

Everything here is a thin view over model objects (rounds, games, exercises): the widgets build
controls, listen to them and write HTML values. They never call ``display()`` when built and never
show a traceback: rule errors appear as French messages inside the widget.

Without ipywidgets (Capytale, Basthon, JupyterLite), the same names are the plain stand-ins of
:mod:`loveletter_teach.plain`: HTML displays and one line of Python for each button (``answer(id,
value)``, ``jouer(1)``), so that a notebook runs unchanged. ``HAVE_IPYWIDGETS`` says which it is.
"""

try:
    import ipywidgets  # noqa: F401
except ImportError:  # Capytale, Basthon, JupyterLite without ipywidgets
    HAVE_IPYWIDGETS = False
    from ..plain import ExerciseWidget, ExplorerWidget, LearnerField, PlayTable, ProgressWidget, QuizWidget, RoundViewer
else:
    HAVE_IPYWIDGETS = True
    from .exercise import ExerciseWidget, QuizWidget
    from .explorer import ExplorerWidget
    from .learner import LearnerField, ProgressWidget
    from .table import PlayTable
    from .viewer import RoundViewer

__all__ = ["RoundViewer", "PlayTable", "ExerciseWidget", "QuizWidget", "LearnerField", "ProgressWidget",
           "ExplorerWidget", "HAVE_IPYWIDGETS"]
