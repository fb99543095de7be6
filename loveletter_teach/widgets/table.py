"""Play a game against bots: the learner chooses a card, a target and a named card.

The game, the bots, the coach and every check are the :class:`~loveletter_teach.table_model.TableModel`'s;
this widget lays out its controls and turns clicks into the model's calls."""

import ipywidgets as widgets

from .. import fr
from ..actions import Play
from ..agents import DEFAULT_TIME_BUDGET
from ..bots.base import cap
from ..editions import NO_TARGET
from ..html import esc, message_html, narration_html, observation_html
from ..table_model import TableFront, TableModel
from .common import Guided, W, live, safe

C = fr.COACH

NOBODY = -1


class TableWidget(Guided, TableFront, widgets.VBox):
    """A game where the learner holds ``seat`` and bots hold the other seats.

    ``bots``: None (the default bot everywhere), a dict {seat: bot} or a list with one entry per seat
    (the learner's entry is ignored); a bot is the name of one of the package's bots (« déducteur »)
    or any object with ``choose(observation)`` and, if it likes, ``explain(observation, action)``
    (shown at the end of the round).

    ``memory``: under ``visible_discards='last'``, the board starts with the reminder of the cards
    turned face down (a box the learner ticks or not; off by default: remembering is the point).

    ``time_budget``: the seconds a bot written by a teacher (or a custom coach) has for each
    decision (5 by default; None: no limit). After that the table plays the first legal move for it
    and says so, in French, as for a bot that raises or chooses a move that is not allowed. The
    built-in bots have no budget. The clock is checked at each line of Python the bot runs
    (``loveletter_teach.budget``, with ``sys.settrace``: no thread, no signal, so it works in
    Pyodide too); one long call into C (``time.sleep(60)``, ``sum(range(10**12))``) cannot be
    interrupted.

    The table reads the learner's observation only: see :class:`~loveletter_teach.table_model.TableModel`,
    which holds the game, the bots and the coach (``self.model``).
    """

    def __init__(self, edition="classique", n_players=2, seat=0, bots=None, seed=None, names=None, coach=None,
                 memory=False, time_budget=DEFAULT_TIME_BUDGET):
        self.model = TableModel(edition, n_players, seat, bots, seed, names, coach, time_budget)
        self.card = widgets.ToggleButtons(description=W["card"], style={"description_width": "initial"})
        self.target = widgets.Dropdown(description=W["target"], style={"description_width": "initial"})
        self.guess = widgets.Dropdown(description=W["guess"], style={"description_width": "initial"},
                                      options=[(f"{c.name} ({c.value})", c.name) for c in self.game.edition.cards])
        self.guess.value = self.game.edition.guessable()[0].name
        self.keep = widgets.RadioButtons(description=W["keep"], layout=widgets.Layout(width="auto"))
        self.play_button = None  # one button per turn shown: see _arm_play_button
        self._shown_turn = None  # the turn the controls were built for
        self.next_round_button = self.new_game_button = None  # fresh for each round: see _arm_round_buttons
        self._shown_round = None  # the round they were built for
        # read out at each change: « À vous de jouer », the end of a round, a move refused (see common.LIVE)
        self.prompt = live(widgets.HTML())
        self.feedback = live(widgets.HTML())
        self.board = widgets.HTML()
        self.journal = widgets.HTML()
        self.memory = widgets.Checkbox(value=bool(memory), description=W["memory_toggle"], indent=False)
        self.memory.layout.display = "" if self.game.edition.visible_discards == "last" else "none"
        self.memory.observe(lambda _change: self.render(), names="value")
        self.card.observe(self._card_changed, names="value")
        self.beliefs_button = widgets.Button(description=C["beliefs"], tooltip=C["beliefs_tip"])
        self.advice_button = widgets.Button(description=C["ask"], tooltip=C["ask_tip"], button_style="info")
        self.coach_box = widgets.HTML()  # the Probabilités and Conseil panels, together
        self.beliefs_button.on_click(self._show_beliefs)
        self.advice_button.on_click(self._show_advice)
        help_buttons = widgets.HBox([self.beliefs_button, self.advice_button])
        self.buttons = widgets.HBox([])
        self.controls = widgets.VBox([self.card, self.target, self.guess, self.keep, self.buttons, help_buttons])
        super().__init__([self.prompt, self.controls, self.coach_box, self.feedback, self.memory, self.board,
                          self.journal])
        self._moved()

    def thoughts_told(self, obs=None):
        """The thoughts shown at the end of the round: [(seat, turn, sentence)], the same with or
        without a showdown (they tell no card the learner may not know)."""
        return list(self.thoughts)

    def _moved(self):
        """After the model moved (the learner, then the bots): a bot's failure said at once, in
        French (the learner's turn comes as usual), and the table drawn again."""
        self.feedback.value = message_html(" ".join(self.model.problems), "error") if self.model.problems else ""
        self.render()

    # --- the learner's choices ----------------------------------------------------------------------
    def hand_cards(self):
        """The distinct cards in the learner's hand, in card order."""
        return sorted(set(self.observation().hand))

    def _card_changed(self, change=None):
        self._update_choices()

    def _update_choices(self):
        obs = self.observation()
        card = self.selected_card()
        edition = obs.edition
        needs_target = card is not None and edition.target_kind(card) != NO_TARGET
        names_card = card is not None and edition.names_card(card)
        self.target.layout.display = "" if needs_target and obs.my_turn and obs.phase == "play" else "none"
        self.guess.layout.display = "" if names_card and obs.my_turn and obs.phase == "play" else "none"
        if card is None:
            return
        options = []
        for s, name in enumerate(obs.names):
            if s == self.seat:
                label = W["target_you"].format(name=name)
            elif not obs.alive[s]:
                label = W["target_out"].format(name=name)
            elif obs.protected[s]:
                handmaid = obs.edition.with_effect("protect")
                label = W["target_protected"].format(name=name, card=fr.the(handmaid[0]) if handmaid else "?")
            else:
                label = name
            options.append((label, s))
        options.append((W["no_target"], NOBODY))
        legal = [a for a in obs.legal_actions if isinstance(a, Play) and a.card == card]
        default = legal[0].target if legal and legal[0].target is not None else NOBODY
        self.target.options = options
        self.target.value = default

    def selected_card(self):
        cards = self.hand_cards()
        index = self.card.value
        return cards[index] if index is not None and 0 <= index < len(cards) and len(cards) else None

    def chosen_action(self):
        """The action the controls describe now (it may be illegal: :meth:`_play` explains why)."""
        obs = self.observation()
        if obs.phase == "keep":
            return self.keep.value
        card = self.selected_card()
        target = guess = None
        if obs.edition.target_kind(card) != NO_TARGET:
            target = None if self.target.value in (None, NOBODY) else self.target.value
        if obs.edition.names_card(card) and target is not None:
            guess = obs.edition.card(self.guess.value)
        return Play(card, target, guess)

    def _turn_token(self, obs):
        """What tells one of the learner's turns from the next: the round, and how far it went."""
        return self.model.rounds_started, len(obs.events), obs.phase

    def _arm_play_button(self, obs):
        """A fresh « Jouer » button bound to the turn shown. A double click sends two clicks before
        the page learns that the turn is over: the second one reaches the button of the turn
        already played, which does nothing (no delay involved, so fast tests and slow
        classrooms behave the same)."""
        token = self._turn_token(obs)
        if self.play_button is not None and token == self._shown_turn:
            return
        old, self._shown_turn = self.play_button, token
        self.play_button = widgets.Button(description=W["play"], button_style="primary")
        self.play_button.on_click(lambda _button: self._play(token=token))
        self._place_buttons(old)

    def _arm_round_buttons(self):
        """Fresh « Manche suivante » and « Nouvelle partie » buttons for each round shown, for the
        same reason: a new round may be over before the learner's first turn, and the second click
        of a double click would deal yet another round, never seen."""
        token = self.model.rounds_started
        if token == self._shown_round:
            return
        old, self._shown_round = (self.next_round_button, self.new_game_button), token
        self.next_round_button = widgets.Button(description=W["next_round"], button_style="success")
        self.new_game_button = widgets.Button(description=W["new_game"], button_style="warning")
        self.next_round_button.on_click(lambda _button: self._next_round(token=token))
        self.new_game_button.on_click(lambda _button: self._new_game(token=token))
        self._place_buttons(*old)

    def _place_buttons(self, *old):
        self.buttons.children = tuple(b for b in (self.play_button, self.next_round_button, self.new_game_button)
                                      if b is not None)
        for button in old:
            if button is not None:
                button.close()

    @safe
    def _play(self, _=None, token=None):
        obs = self.observation()
        if not obs.my_turn or (token is not None and token != self._turn_token(obs)):
            return  # a click meant for a turn already played (a double click)
        button = self.play_button
        button.disabled = True  # while the move and the bots' answers are worked out
        refusal = self.model.play(self.chosen_action())
        if refusal is not None:  # the rules' reason; nothing changed
            self.feedback.value = message_html(W["illegal"].format(reason=refusal.reason), "error")
            button.disabled = False
            return
        self._moved()
        self._focus_next()

    def play(self, action):
        """Play ``action`` for the learner as if chosen with the controls (for tests and demos)."""
        obs = self.observation()
        edition = obs.edition
        if obs.phase == "keep":
            self.keep.value = action
        else:
            self.card.value = self.hand_cards().index(edition.card(action.card))
            self.target.value = NOBODY if action.target is None else action.target
            if action.guess is not None:
                self.guess.value = edition.card(action.guess).name
        self.play_button.click()

    # A click on a button of a round already left is the second click of a double click.
    @safe
    def _next_round(self, _=None, token=None):
        if token in (None, self.model.rounds_started) and self.model.next_round() is None:
            self._moved()
            self._focus_next()

    @safe
    def _new_game(self, _=None, token=None):
        if token in (None, self.model.rounds_started) and self.model.new_game() is None:
            self._moved()
            self._focus_next()

    def _focus_next(self):
        """The button just pressed is gone (« Jouer », a fresh one each turn) or hidden (« Manche suivante »,
        « Nouvelle partie ») and the focus with it: a keyboard user would start again from the top of the
        page. The focus goes to the button pressed next: « Jouer » again (the cards are just before it, with
        Maj+Tab), or at the end of the round « Manche suivante », at the end of the game « Nouvelle partie »."""
        obs = self.observation()
        if obs.my_turn:
            self.play_button.focus()
        elif self.game.over:
            self.new_game_button.focus()
        elif obs.over:
            self.next_round_button.focus()

    # --- the coach: the Probabilités and Conseil panels, kept until the position changes -----------
    @safe
    def _show_beliefs(self, _=None):
        self.model.show_beliefs()
        self.coach_box.value = self.model.panels()

    @safe
    def _show_advice(self, _=None):
        self.model.show_advice()
        self.coach_box.value = self.model.panels()

    # --- the view -------------------------------------------------------------------------------
    @safe
    def render(self):
        obs = self.observation()
        show = lambda w, visible: setattr(w.layout, "display", "" if visible else "none")  # noqa: E731
        my_turn = obs.my_turn
        self._arm_play_button(obs)
        self._arm_round_buttons()
        show(self.card, my_turn and obs.phase == "play")
        show(self.keep, my_turn and obs.phase == "keep")
        show(self.play_button, my_turn)
        show(self.next_round_button, obs.over and not self.game.over)
        show(self.new_game_button, self.game.over)
        show(self.beliefs_button, self.coach is not None and not obs.over)
        show(self.advice_button, self.coach is not None and my_turn)
        self.coach_box.value = self.model.panels()  # "" once the position changed
        stage = self.model.stage()
        if stage == "play":
            cards = self.hand_cards()
            self.card.options = [(f"{c.name} ({c.value})", i) for i, c in enumerate(cards)]
            self.card.tooltips = [obs.edition.summary(c) for c in cards]
            self.card.value = 0
            self.prompt.value = message_html(W["your_turn"], "info")
        elif stage == "keep":
            keeps = obs.legal_actions
            self.keep.options = [(cap(str(k)), k) for k in keeps]
            self.keep.value = keeps[0]
            self.prompt.value = message_html(W["your_keep"], "info")
        elif stage in ("game_over", "round_over"):
            summary = "<br>".join(esc(line) for line in self.model.summary())
            said = f"<b>{esc(W['game_over'])}</b>" if stage == "game_over" else esc(W["round_over"])
            self.prompt.value = message_html(f"{said}<br>{summary}", "ok", raw=True)
        self._update_choices()
        self.board.value = observation_html(obs, narration=False, memory=self.memory.value)
        lines = obs.narration()
        journal = narration_html(lines, start=self.model.mark, title=fr.HTML["journal"])
        if obs.over:
            journal += self.thoughts.html(obs.names)
        self.journal.value = journal


PlayTable = TableWidget  # the name the notebooks and the docs use (``widgets.PlayTable``)
