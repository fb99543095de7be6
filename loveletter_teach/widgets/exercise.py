"""An exercise as a widget: answer, check, hints one at a time, solution when earned.

Built from a catalogue id (``ExerciseWidget("01.perso.baron")``), it shows the current learner's
variant, waits for a name if none is given yet, and keeps its state in the session's progress: run
the cell again and the answer, the feedback and the hints are still there."""

import ipywidgets as widgets
import traitlets

from .. import fr
from ..exercises import LETTERS, SESSION, Question
from ..exercises.attempt import Attempt
from ..exercises.questions import VERDICTS, independence_parts, verdict_of
from ..html import FONT, french_html, message_html
from .common import Guided, W, keep_focus, live, safe

L = fr.LEARNERS
BOX = dict(border="1px solid #ccc", padding="6px", margin="6px 0")


def answer_box(**options):
    """A text box whose value reaches the kernel when it loses the focus, before the button's click: with
    a value sent at each keystroke, ipywidgets holds the last ones back while the kernel is busy but
    sends the click at once, and a half-typed answer was graded.

    A box needs a name a screen reader says: its ``description`` (ipywidgets ties that label to it), or,
    without one, its ``tooltip`` (ipywidgets 8 makes it the box's title only when there is no
    description)."""
    return widgets.Text(continuous_update=False, **options)


class ExerciseWidget(Guided, widgets.VBox):
    """A question (or an :class:`Exercise` already started, or a catalogue id) with its answer box
    and buttons. With an id (``question`` a str, or ``exercise_id=``) the state is kept in
    ``session.progress`` under the session's learner, and restored when the widget is built again.

    Drive it like a learner: set ``answer.value``, then ``check_button.click()``. ``hints=False``: no
    « Indice » button (an exit ticket, done alone)."""

    def __init__(self, question, exercise_id=None, session=None, hints=True):
        self.session = SESSION if session is None else session
        self.offer_hints = hints
        self.last_error = None
        self.on_checked = []  # callbacks called with the feedback after each check
        self.feedback = live(widgets.HTML())  # read out at each check (see common.LIVE)
        self.hints = live(widgets.HTML())
        self.waiting = widgets.HTML(message_html(L["no_learner"], "info"))
        # the record, the answer, the hints and the solution (an unknown id is refused at once, in French)
        self.attempt = Attempt(question, exercise_id, session=self.session, hints=hints)
        self.exercise_id = self.attempt.exercise_id
        super().__init__([], layout=widgets.Layout(**BOX))
        self._shown = None  # the record's state as last shown (see _record_changed)
        self._checked, self._said = None, ""  # the last answer checked here, with its record's state; its feedback
        self._restoring = False  # True while a remembered answer is put back in the boxes
        if self.exercise_id is not None:
            self.session.observe(self._learner_set)
            # An answer given elsewhere (verifie(...) of a function the learner wrote, answer(id, …) in
            # a cell, another widget of the same id) lands in the same record: show it here too.
            self.session.progress.observe(self._record_changed)
        self._show()

    @property
    def exercise(self):
        return self.attempt.exercise

    @property
    def learner(self):
        """The learner the exercise was built for."""
        return self.attempt.learner

    @property
    def question(self) -> Question:
        return None if self.exercise is None else self.exercise.question

    @property
    def solved(self):
        return self.attempt.solved

    def _learner_set(self, learner):
        if self.attempt.load(learner):  # the same learner again: keep what is on screen
            self._show()

    def _record_state(self):
        r = self.exercise.record
        return (r.tries, r.hints_shown, r.solved, r.last_feedback, len(r.history))

    @safe
    def _record_changed(self):
        # Only when this record changed: another widget's change must not reset what is typed here.
        if self.exercise is not None and not self.attempt.telling and self._record_state() != self._shown:
            self._restore()
            for callback in self.on_checked:
                callback(self.exercise.last_feedback())

    def _show(self):
        """The controls of the attempt's exercise, with its state (a personal question without a name:
        the line that asks for it)."""
        if self.exercise is None:
            self.children = [self.waiting]
            return
        self._build()
        self._restore()

    def _build(self):
        q = self.question
        title = f"<b style='font-size:16px'>{french_html(q.title)}</b><br>" if q.title else ""
        self.prompt = widgets.HTML(
            f"<div lang='fr' style='{FONT}font-size:16px;line-height:1.4'>{title}{french_html(q.prompt)}<br>"
            f"{q.figures_html()}"
            f"<span style='font-size:13px;color:#555'>{french_html(q.instructions(widget=True))}</span></div>")
        if q.kind == "choice":
            self.answer = widgets.RadioButtons(options=list(q.choices), value=None,
                                               layout=widgets.Layout(width="auto"))
        elif q.kind == "card":
            options = [(W["choose"], "")] + [(f"{c.name} ({c.value})", c.name) for c in q.edition.cards]
            self.answer = widgets.Dropdown(options=options, value="", tooltip=W["answer_label"])
        elif q.kind == "tree":  # one box per blank of the tree
            self.blank_inputs = {k: answer_box(description=f"{k} =", layout=widgets.Layout(width="160px"))
                                 for k in sorted(q.answer)}
            self.answer = widgets.HBox(list(self.blank_inputs.values()))
        elif q.kind == "guard":  # target, named card, chance of a hit
            # in the players' and the cards' own order: the order of the chances would give the answer away
            targets = [name for name in q.position.names if name in {t for t, _, _ in q.answer}] \
                if q.position is not None else sorted({t for t, _, _ in q.answer})
            cards = [c.name for c in sorted({c for _, c, _ in q.answer}, key=lambda c: (c.value, c.name))]
            self.guard_target = widgets.Dropdown(options=[(W["choose"], "")] + [(t, t) for t in targets], value="",
                                                 description=W["target"], style={"description_width": "initial"})
            self.guard_card = widgets.Dropdown(options=[(W["choose"], "")] + [(c, c) for c in cards], value="",
                                               description=W["guess"], style={"description_width": "initial"})
            self.guard_chance = answer_box(placeholder=W["answer_placeholder"], description=W["chance"],
                                             layout=widgets.Layout(width="260px"))
            self.answer = widgets.VBox([self.guard_target, self.guard_card, self.guard_chance])
        elif q.kind == "compare":  # « P_E(A) < P_A(E) »: a button's label is plain text, the list shows subscripts
            choices = q.compare_choices()
            self.choice_list = widgets.HTML("<ol type='A' lang='fr' style='margin:4px 0'>" + "".join(
                f"<li>{french_html(words)}</li>" for _, words in choices) + "</ol>")
            self.answer = widgets.ToggleButtons(options=[(LETTERS[k], s) for k, (s, _) in enumerate(choices)],
                                                value=None, tooltips=[words for _, words in choices],
                                                style={"button_width": "48px"})
        elif q.kind == "independence":  # the value and the verdict, checked together by the one « Vérifier »
            self.value_box = answer_box(placeholder=W["answer_placeholder"], description=W["value"],
                                        style={"description_width": "initial"}, layout=widgets.Layout(width="340px"))
            # buttons: reached with Tab, chosen with Space or Enter; none chosen at first (no default verdict)
            self.verdict = widgets.ToggleButtons(options=[(q.verdict_text(v), v) for v in VERDICTS], value=None,
                                                 description=W["verdict"], style={"button_width": "auto",
                                                                                  "description_width": "initial"})
            self.answer = widgets.VBox([self.value_box, self.verdict])
        else:
            # no visible label: the prompt above says what to answer; the tooltip names the box for a screen reader
            self.answer = answer_box(placeholder=W["answer_placeholder"] if q.kind in ("fraction", "probability")
                                       else "", tooltip=W["answer_label"], layout=widgets.Layout(width="260px"))
        self.check_button = widgets.Button(description=W["check"], button_style="primary")
        self.hint_button = widgets.Button(description=W["hint"], disabled=not q.hints)
        self.solution_button = widgets.Button(description=W["solution"], disabled=True)
        self.check_button.on_click(self._check)
        self.hint_button.on_click(self._hint)
        self.solution_button.on_click(self._solution)
        buttons = widgets.HBox([self.check_button, self.hint_button, self.solution_button])
        listed = [self.choice_list] if q.kind == "compare" else []
        self.children = [self.prompt, *listed, self.answer, buttons, self.hints, self.feedback]
        self.hint_button.layout.display = None if self.offer_hints else "none"
        for box in self._text_boxes():
            box.observe(self._edited, "value")

    def _text_boxes(self):
        """The text boxes of the answer (one, a tree's blanks, a Guard's chance, an independence value)."""
        boxes = self.answer.children if isinstance(self.answer, widgets.Box) else (self.answer,)
        return [box for box in boxes if isinstance(box, widgets.Text)]

    def _edited(self, _change):
        """Enter (or a click elsewhere) sends the box's new value without checking it: the feedback under it
        is the old answer's, so a line above it says that the new one is not checked yet."""
        if self._restoring or self.exercise is None or self.exercise.solved or not self.feedback.value:
            return
        edited = message_html(W["edited"], "info")
        if not self.feedback.value.startswith(edited):
            self.feedback.value = edited + self.feedback.value

    def _restore(self):
        """Show the exercise's state: the last answer, feedback and hints, the buttons."""
        ex = self.exercise
        answer = ex.record.last_answer
        if answer is not None:
            self._restoring = True  # the answer put back is no edit
            try:
                self._show_answer(answer)
            except (traitlets.TraitError, ValueError, TypeError, KeyError, AttributeError):
                pass  # an answer this control cannot show (the question changed): leave it empty
            finally:
                self._restoring = False
        last, hints = ex.last_feedback(), ex.shown_hints()
        self.feedback.value = last._repr_html_() if last else ""
        self.hints.value = hints._repr_html_() if hints else ""
        self._sync()

    def _show_answer(self, answer):
        """Put a remembered answer back in the controls (the inverse of :meth:`answer_value`)."""
        kind = self.question.kind
        if kind == "tree":
            for key, value in dict(answer).items():
                self.blank_inputs[key].value = str(value)
        elif kind == "guard":
            self.guard_target.value, self.guard_card.value, self.guard_chance.value = (str(x) for x in answer)
        elif kind == "independence":
            value, verdict = independence_parts(answer)
            self.value_box.value = value
            self.verdict.value = verdict if isinstance(verdict, bool) else verdict_of(verdict)
        else:
            self.answer.value = tuple(answer) if isinstance(self.answer.value, tuple) else answer

    def _sync(self):
        """The buttons from the exercise's state."""
        ex = self.exercise
        self._shown = self._record_state()
        self.solution_button.disabled = not ex.solution_available
        self.hint_button.disabled = ex.hints_shown >= len(self.question.hints)
        self.check_button.button_style = "success" if ex.solved else "primary"
        self.check_button.disabled = ex.closed  # no more tries: another one would only eliminate

    def _told(self):
        """A save that failed after this widget's change says so here."""
        if self.attempt.notice:
            self.feedback.value += message_html(self.attempt.notice, "error")

    def answer_value(self):
        """What the learner gave, in the form :func:`~loveletter_teach.exercises.check` reads."""
        kind = self.question.kind
        if kind == "tree":
            return {k: box.value for k, box in self.blank_inputs.items()}
        if kind == "guard":
            return (self.guard_target.value, self.guard_card.value, self.guard_chance.value)
        if kind == "independence":  # text, as typed answers are kept: « 3/11 ; non indépendants »
            verdict = self.verdict.value
            return self.value_box.value if verdict is None else f"{self.value_box.value} ; {self.question.verdict_text(verdict)}"
        return self.answer.value

    @safe
    def _check(self, _=None):
        value = self.answer_value()
        if self._checked == (value, self._record_state()):
            # the same answer, nothing changed since it was checked: a second click, or a click that came
            # before the box's new value (a busy kernel): no try is counted for it; a right one keeps its « Bravo »
            if not self.exercise.solved:
                self.feedback.value = self._said + message_html(W["already_checked"], "info")
            return
        feedback = self.attempt.answer(value)  # kept in the record, and saved
        self.feedback.value = self._said = feedback._repr_html_()
        self._sync()
        keep_focus(self.check_button, self.solution_button, self.hint_button)  # after the last try
        self._checked = (value, self._record_state())
        self._told()
        for callback in self.on_checked:
            callback(feedback)

    @safe
    def _hint(self, _=None):
        self.hints.value = self.attempt.hint()._repr_html_()
        self._sync()
        keep_focus(self.hint_button, self.check_button, self.solution_button)  # after the last hint
        self._told()

    @safe
    def _solution(self, _=None):
        self.feedback.value = self.attempt.solution()._repr_html_()
        self._sync()
        self._told()


class QuizWidget(Guided, widgets.VBox):
    """Several exercises (questions or catalogue ids) one under the other, with a running score.
    ``hints=False``: no « Indice » button (an exit ticket, done alone)."""

    def __init__(self, questions, title="", session=None, hints=True):
        self.session = SESSION if session is None else session
        self.items = [ExerciseWidget(q, session=self.session, hints=hints) for q in questions]
        self.score = widgets.HTML()
        self.feedback = self.score
        self.last_error = None
        for item in self.items:
            item.on_checked.append(lambda _: self._update())
        header = [widgets.HTML(f"<h3 lang='fr'>{french_html(title)}</h3>")] if title else []
        super().__init__(header + self.items + [self.score])
        self.session.observe(self._learner_set)  # after the items: they are rebuilt first
        self._update()

    def _learner_set(self, _learner):
        self._update()

    @safe
    def _update(self):
        solved = sum(item.solved for item in self.items)
        self.score.value = message_html(W["score"].format(k=solved, n=len(self.items)),
                                        "ok" if solved == len(self.items) else "info")
