"""Who is at the keyboard: the learner field at the top of a notebook, and the progress cell."""

import ipywidgets as widgets

from .. import fr
from ..exercises import SESSION
from ..html import message_html
from .common import safe

L = fr.LEARNERS
P = fr.PROGRESS


class LearnerField(widgets.VBox):
    """A text box for the first name and a « C'est moi » button: it sets the session's learner, and
    every exercise of the notebook (even those built before) takes that learner's questions."""

    def __init__(self, session=None):
        self.session = SESSION if session is None else session
        self.last_error = None
        self.name = widgets.Text(description=L["label"], placeholder=L["field_placeholder"],
                                 style={"description_width": "initial"}, layout=widgets.Layout(width="320px"))
        self.button = widgets.Button(description=L["button"], button_style="primary")
        self.feedback = widgets.HTML()
        self.button.on_click(self._set)
        super().__init__([widgets.HBox([self.name, self.button]), self.feedback])
        self.session.observe(self._learner_set)
        if self.session.learner is not None:  # the cell was run again: say who is there
            self._learner_set(self.session.learner)

    @safe
    def _set(self, _=None):
        self.session.set_learner(self.name.value)  # a bad name: its French message, via @safe

    def _learner_set(self, learner):
        self.name.value = learner.name
        self.feedback.value = message_html(L["hello"].format(name=learner.name), "ok")


class ProgressWidget(widgets.VBox):
    """The score so far of the session's learner, per notebook and section, kept up to date; with
    ``path``, a button saves the progress to that JSON file."""

    def __init__(self, session=None, path=None):
        self.session = SESSION if session is None else session
        self.path = path
        self.last_error = None
        self.summary = widgets.HTML()
        self.feedback = widgets.HTML()
        self.save_button = widgets.Button(description=P["save"], disabled=path is None,
                                          layout=widgets.Layout(width="auto", display="" if path else "none"))
        self.save_button.on_click(self._save)
        super().__init__([self.summary, self.save_button, self.feedback])
        self.session.observe(self._learner_set)
        self.session.progress.observe(self.refresh)
        self.refresh()

    def _learner_set(self, _learner):
        self.refresh()

    @safe
    def refresh(self):
        learner = self.session.learner
        if learner is None:
            self.summary.value = message_html(L["no_learner"], "info")
        else:
            self.summary.value = self.session.summary(learner)._repr_html_()

    @safe
    def _save(self, _=None):
        self.session.progress.save(self.path)
        self.feedback.value = message_html(P["saved"].format(path=self.path), "ok")
