"""An exercise as a widget: answer, check, hints one at a time, solution when earned."""

import ipywidgets as widgets

from ..exercises import Exercise, Question
from ..html import FONT, esc, message_html
from .common import W, safe


class ExerciseWidget(widgets.VBox):
    """A question (or an :class:`Exercise` already started) with its answer box and buttons.

    Drive it like a learner: set ``answer.value``, then ``check_button.click()``."""

    def __init__(self, question):
        self.exercise = question if isinstance(question, Exercise) else Exercise(question)
        self.last_error = None
        self.on_checked = []  # callbacks called with the feedback after each check
        q = self.question
        title = f"<b style='font-size:16px'>{esc(q.title)}</b><br>" if q.title else ""
        self.prompt = widgets.HTML(
            f"<div style='{FONT}font-size:16px;line-height:1.4'>{title}{esc(q.prompt)}<br>"
            f"{q.figure._repr_html_() if q.figure is not None else ''}"
            f"<span style='font-size:13px;color:#555'>{esc(q.instructions())}</span></div>")
        if q.kind == "choice":
            self.answer = widgets.RadioButtons(options=list(q.choices), value=None,
                                               layout=widgets.Layout(width="auto"))
        elif q.kind == "card":
            options = [(W["choose"], "")] + [(f"{c.name} ({c.value})", c.name) for c in q.edition.cards]
            self.answer = widgets.Dropdown(options=options, value="")
        elif q.kind == "tree":  # one box per blank of the tree
            self.blank_inputs = {k: widgets.Text(description=f"{k} =", layout=widgets.Layout(width="160px"))
                                 for k in sorted(q.answer)}
            self.answer = widgets.HBox(list(self.blank_inputs.values()))
        elif q.kind == "guard":  # target, named card, chance of a hit
            targets = list(dict.fromkeys(t for t, _, _ in q.answer))
            cards = list(dict.fromkeys(c.name for _, c, _ in q.answer))
            self.guard_target = widgets.Dropdown(options=[(W["choose"], "")] + [(t, t) for t in targets], value="",
                                                 description=W["target"])
            self.guard_card = widgets.Dropdown(options=[(W["choose"], "")] + [(c, c) for c in cards], value="", description=W["guess"])
            self.guard_chance = widgets.Text(placeholder=W["answer_placeholder"], description=W["chance"],
                                             layout=widgets.Layout(width="260px"))
            self.answer = widgets.VBox([self.guard_target, self.guard_card, self.guard_chance])
        elif q.kind == "compare":
            self.answer = widgets.RadioButtons(options=[(words, s) for s, words in q.compare_choices()], value=None,
                                               layout=widgets.Layout(width="auto"))
        else:
            self.answer = widgets.Text(placeholder=W["answer_placeholder"] if q.kind in ("fraction", "probability")
                                       else "", layout=widgets.Layout(width="260px"))
        self.check_button = widgets.Button(description=W["check"], button_style="primary")
        self.hint_button = widgets.Button(description=W["hint"], disabled=not q.hints)
        self.solution_button = widgets.Button(description=W["solution"], disabled=True)
        self.feedback = widgets.HTML()
        self.hints = widgets.HTML()
        self.check_button.on_click(self._check)
        self.hint_button.on_click(self._hint)
        self.solution_button.on_click(self._solution)
        buttons = widgets.HBox([self.check_button, self.hint_button, self.solution_button])
        super().__init__([self.prompt, self.answer, buttons, self.hints, self.feedback],
                         layout=widgets.Layout(border="1px solid #ccc", padding="6px", margin="6px 0"))

    @property
    def question(self) -> Question:
        return self.exercise.question

    def answer_value(self):
        """What the learner gave, in the form :func:`~loveletter_teach.exercises.check` reads."""
        kind = self.question.kind
        if kind == "tree":
            return {k: box.value for k, box in self.blank_inputs.items()}
        if kind == "guard":
            return (self.guard_target.value, self.guard_card.value, self.guard_chance.value)
        return self.answer.value

    @safe
    def _check(self, _=None):
        feedback = self.exercise.answer(self.answer_value())
        self.feedback.value = feedback._repr_html_()
        self.solution_button.disabled = not self.exercise.solution_available
        if self.exercise.solved:
            self.check_button.button_style = "success"
        for callback in self.on_checked:
            callback(feedback)

    @safe
    def _hint(self, _=None):
        self.hints.value = self.exercise.hint()._repr_html_()
        self.hint_button.disabled = self.exercise.hints_shown >= len(self.question.hints)

    @safe
    def _solution(self, _=None):
        self.feedback.value = self.exercise.solution()._repr_html_()


class QuizWidget(widgets.VBox):
    """Several exercises one under the other, with a running score."""

    def __init__(self, questions, title=""):
        self.items = [ExerciseWidget(q) for q in questions]
        self.score = widgets.HTML()
        self.feedback = self.score
        self.last_error = None
        for item in self.items:
            item.on_checked.append(lambda _: self._update())
        header = [widgets.HTML(f"<h3>{esc(title)}</h3>")] if title else []
        super().__init__(header + self.items + [self.score])
        self._update()

    @safe
    def _update(self):
        solved = sum(item.exercise.solved for item in self.items)
        self.score.value = message_html(W["score"].format(k=solved, n=len(self.items)),
                                        "ok" if solved == len(self.items) else "info")
