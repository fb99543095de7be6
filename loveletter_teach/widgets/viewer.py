"""Step through a round one action at a time, from any point of view."""

from dataclasses import replace

import ipywidgets as widgets

from ..html import esc, message_html, narration_html, observation_html
from ..rounds import Round
from .common import Guided, W, keep_focus, safe

OMNISCIENT = -1


class RoundViewer(Guided, widgets.VBox):
    """A finished (or unfinished) round, replayed action by action.

    ``seat``: the point of view at the start (None: omniscient); ``step``: the position shown first
    (0: the deal; default 0); ``tokens``: the tokens to show beside the names (optional);
    ``memory``: under ``visible_discards='last'``, remind the cards turned face down (default: no,
    remembering them is the point of that variant). The positions are rebuilt by replaying the round's actions from its set-up.
    """

    def __init__(self, round_, seat=None, step=0, tokens=None, memory=False):
        self.round = round_
        self.memory = memory
        self.tokens = tuple(tokens) if tokens is not None else None
        self.last_error = None
        self._positions = [Round(round_.edition, round_.order, round_.n, round_.first_player, round_.names)]
        n = len(round_.actions)
        self.start_button = widgets.Button(description=W["start"], layout=widgets.Layout(width="auto"))
        self.back_button = widgets.Button(description=W["back"], layout=widgets.Layout(width="auto"))
        self.next_button = widgets.Button(description=W["next"], button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.end_button = widgets.Button(description=W["end"], layout=widgets.Layout(width="auto"))
        # The step: a number box (its label « Étape » is tied to it, arrows step it, a step typed jumps
        # there) and a bar that shows how far in the round it is. ipywidgets 8 draws an IntSlider's
        # handle as a <div role="slider"> that nothing names (its description is a <label> for no
        # control), so a screen reader says only « curseur »: WCAG 4.1.2, found by the browser tests' audit.
        self.step_box = widgets.BoundedIntText(value=min(max(step, 0), n), min=0, max=n,
                                               description=W["step_label"], style={"description_width": "initial"},
                                               layout=widgets.Layout(width="150px"))
        self.progress = widgets.IntProgress(value=self.step_box.value, min=0, max=n,
                                            layout=widgets.Layout(width="260px"))
        options = [(W["omniscient"], OMNISCIENT)] + [(name, s) for s, name in enumerate(round_.names)]
        self.view = widgets.Dropdown(options=options, value=OMNISCIENT if seat is None else seat,
                                     description=W["view"], style={"description_width": "initial"})
        self.position = widgets.HTML()
        self.news = widgets.HTML()
        self.board = widgets.HTML()
        self.feedback = widgets.HTML()
        self.start_button.on_click(lambda b: self._pressed(b, 0))
        self.back_button.on_click(lambda b: self._pressed(b, self.step_box.value - 1))
        self.next_button.on_click(lambda b: self._pressed(b, self.step_box.value + 1))
        self.end_button.on_click(lambda b: self._pressed(b, self.step_box.max))
        self.step_box.observe(self._changed, names="value")
        self.view.observe(self._changed, names="value")
        controls = widgets.HBox([self.start_button, self.back_button, self.next_button, self.end_button,
                                 self.view], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        steps = widgets.HBox([self.step_box, self.progress, self.position],
                             layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([controls, steps, self.news, self.feedback, self.board])
        self.render()

    # --- the model ------------------------------------------------------------------------------
    def at(self, k):
        """The round after its first ``k`` actions (built by replaying them once, then cached)."""
        while len(self._positions) <= k:
            position = self._positions[-1].copy()
            position.play(self.round.actions[len(self._positions) - 1])
            self._positions.append(position)
        return self._positions[k]

    def observation(self, k=None):
        """What the chosen point of view sees at step ``k`` (default: the step shown)."""
        k = self.step_box.value if k is None else k
        position = self.at(k)
        seat = self.view.value
        obs = position.omniscient() if seat == OMNISCIENT else position.observation(seat)
        return replace(obs, tokens=self.tokens) if self.tokens is not None else obs

    # --- the view -------------------------------------------------------------------------------
    def go(self, k):
        self.step_box.value = min(max(k, 0), self.step_box.max)

    def _pressed(self, button, k):
        self.go(k)
        # at the end « Suivant » and « Fin » are disabled, at the start « Début » and « Précédent »: the
        # focus goes to the way back (or on), not to the top of the page
        keep_focus(button, self.back_button, self.next_button)

    def _changed(self, change):
        self.render()

    @safe
    def render(self):
        k, n = self.step_box.value, self.step_box.max
        self.progress.value = k
        obs = self.observation(k)
        lines = obs.narration()
        before = len(self.observation(k - 1).narration()) if k else len(lines)
        self.position.value = f"<b lang='fr' style='font-size:15px'>{esc(W['step'].format(k=k, n=n))}</b>"
        if k == 0:
            self.news.value = message_html(W["step_start"], "info")
        else:
            new = "<br>".join(esc(line) for line in lines[before:])
            self.news.value = message_html(f"<b>{esc(W['new_lines'])}</b><br>{new}", "hint", raw=True)
        self.board.value = (observation_html(obs, narration=False, memory=self.memory)
                            + narration_html(lines, start=before))
        self.feedback.value = ""
        self.start_button.disabled = self.back_button.disabled = k == 0
        self.next_button.disabled = self.end_button.disabled = k == n

    @property
    def text(self):
        """The narration shown so far, as plain text (handy in tests and for the curious)."""
        return "\n".join(self.observation().narration())
