"""Who is at the keyboard: the learner field at the top of a notebook, and the progress cell.

Both show, under themselves, a line that says where the answers are saved; that output also carries
the learner's progress as JSON (mime type :data:`~loveletter_teach.exercises.progress.MIME_TYPE`),
kept up to date at every answer, so that the saved notebook is the learner's submission."""

import ipywidgets as widgets

from .. import fr
from ..exercises import SESSION
from ..exercises.autosave import status_bundle
from ..exercises.session import greeting
from ..html import message_html
from .common import Guided, live, safe
from .exercise import answer_box

L = fr.LEARNERS
P = fr.PROGRESS
S = fr.SAVING


class SaveStatus:
    """The output shown under a learner or progress widget: displayed with a display id, then
    updated in place (``update_display``) at each change of the progress or of the learner."""

    def __init__(self, session):
        self.session = session
        self.handle = None
        session.observe(self._learner_set)
        session.progress.observe(self.refresh)

    def show(self):
        from IPython.display import display  # IPython (ipywidgets brings it): only when shown
        self.handle = display(status_bundle(self.session), raw=True, display_id=True)

    def _learner_set(self, _learner):
        self.refresh()

    def refresh(self):
        if self.handle is not None:
            self.handle.update(status_bundle(self.session), raw=True)


class Handed(Guided):
    """A widget displayed with what to do after a reload and its :class:`SaveStatus` under it
    (``self.status``)."""

    def _ipython_display_(self):
        super()._ipython_display_()
        self.status.show()


class LearnerField(Handed, widgets.VBox):
    """A text box for the first name (and one for a class or a number, to tell two learners of the
    same name apart) and a « C'est moi » button: it sets the session's learner, takes back the answers
    saved for that name, and every exercise of the notebook (even those built before) takes that
    learner's questions. The last name given in this folder is offered, never set without a click."""

    def __init__(self, session=None):
        self.session = SESSION if session is None else session
        self.last_error = None
        # sent when the box loses the focus, before the click on « C'est moi »: typed while Run All keeps
        # the kernel busy, a name sent at each keystroke could be set half-typed (see answer_box)
        self.name = answer_box(description=L["label"], placeholder=L["field_placeholder"],
                               style={"description_width": "initial"}, layout=widgets.Layout(width="320px"))
        self.group = answer_box(description=L["group_label"], placeholder=L["group_placeholder"],
                                style={"description_width": "initial"}, layout=widgets.Layout(width="480px"))
        self.button = widgets.Button(description=L["button"], button_style="primary")
        self.feedback = live(widgets.HTML())  # « Bonjour Léa », or why the name is refused: read out
        self.button.on_click(self._set)
        self.last = self.session.last_learner() if self.session.learner is None else None
        self.last_button = widgets.Button(description=S["last_button"].format(name=self.last.label)
                                          if self.last else "", layout=widgets.Layout(width="auto"))
        self.last_button.on_click(self._set_last)
        self.offer = widgets.HBox([widgets.HTML(message_html(S["last_here"].format(name=self.last.label), "info")),
                                   self.last_button] if self.last else [])
        super().__init__([widgets.HBox([self.name, self.button]), self.group, self.offer, self.feedback])
        self.status = SaveStatus(self.session)
        self.session.observe(self._learner_set)
        if self.session.learner is not None:  # the cell was run again: say who is there
            self._learner_set(self.session.learner)

    @safe
    def _set(self, _=None):
        self.session.set_learner(self.name.value, self.group.value)  # a bad name: its French message, via @safe

    @safe
    def _set_last(self, _=None):
        self.session.set_learner(self.last)
        self.button.focus()  # the button pressed is gone with the offer: the focus stays in the field

    def _learner_set(self, learner):
        self.name.value = learner.name
        self.group.value = learner.group or ""
        self.offer.children = []
        message = message_html(greeting(learner, self.session.restored), "ok")
        notice = self.session.take_notice()
        self.feedback.value = message + (message_html(notice, "error") if notice else "")


class ProgressWidget(Handed, widgets.VBox):
    """The score so far of the session's learner, per notebook and section, kept up to date (the
    answers are saved at each one, with no button); with ``path``, a button also saves the progress
    to that JSON file."""

    def __init__(self, session=None, path=None):
        self.session = SESSION if session is None else session
        self.path = path
        self.last_error = None
        self.summary = widgets.HTML()
        self.feedback = live(widgets.HTML())
        self.save_button = widgets.Button(description=P["save"], disabled=path is None,
                                          layout=widgets.Layout(width="auto", display="" if path else "none"))
        self.save_button.on_click(self._save)
        super().__init__([self.summary, self.save_button, self.feedback])
        self.status = SaveStatus(self.session)
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
