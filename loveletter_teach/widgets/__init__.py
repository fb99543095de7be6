"""ipywidgets front-ends: a round viewer, a play table and exercises (optional dependency).

Everything here is a thin view over model objects (rounds, games, exercises): the widgets build
controls, listen to them and write HTML values. They never call ``display()`` when built and never
show a traceback: rule errors appear as French messages inside the widget.
"""

try:
    import ipywidgets  # noqa: F401
except ImportError as exc:  # Capytale, Basthon, JupyterLite without ipywidgets
    from .. import fr
    raise ImportError(fr.WIDGETS["no_widgets"]) from exc

from .exercise import ExerciseWidget, QuizWidget
from .explorer import ExplorerWidget
from .learner import LearnerField, ProgressWidget
from .table import PlayTable
from .viewer import RoundViewer

__all__ = ["RoundViewer", "PlayTable", "ExerciseWidget", "QuizWidget", "LearnerField", "ProgressWidget",
           "ExplorerWidget"]
