"""Play a game against bots: the learner chooses a card, a target and a named card."""

import ipywidgets as widgets

from .. import fr
from ..actions import Play
from ..agents import DEFAULT_TIME_BUDGET, Steady, advice, by_seat, check_budget, play_until, seat_seed
from ..bots import make_bot
from ..probability import BeliefTracker
from ..editions import NO_TARGET
from ..errors import IllegalActionError, SetupError
from ..game import Game
from ..html import esc, message_html, narration_html, observation_html
from ..thoughts import Thoughts
from .common import Guided, W, safe

C = fr.COACH

NOBODY = -1
MAX_BOT_MOVES = 500  # far more than any round needs: a safety net against a bot that loops


def default_bot(seed):
    """The default opponent."""
    return make_bot("prudent", seed=seed)


class PlayTable(Guided, widgets.VBox):
    """A game where the learner holds ``seat`` and bots hold the other seats.

    ``bots``: None (the default bot everywhere), a dict {seat: bot} or a list with one entry per seat
    (the learner's entry is ignored); a bot is any object with ``choose(observation)`` and, if it
    likes, ``explain(observation, action)`` (shown at the end of the round).

    ``memory``: under ``visible_discards='last'``, the board starts with the reminder of the cards
    turned face down (a box the learner ticks or not; off by default: remembering is the point).

    ``time_budget``: the seconds a bot written by a teacher (or a custom coach) has for each
    decision (5 by default; None: no limit). After that the table plays the first legal move for it
    and says so, in French, as for a bot that raises or chooses a move that is not allowed. The
    built-in bots have no budget. The clock is checked at each line of Python the bot runs
    (``loveletter_teach.budget``, with ``sys.settrace``: no thread, no signal, so it works in
    Pyodide too); one long call into C (``time.sleep(60)``, ``sum(range(10**12))``) cannot be
    interrupted.

    The table reads the learner's observation only (never the round's hands, targets or legal
    actions): it holds the game to call ``play`` and ``observation``.
    """

    def __init__(self, edition="classique", n_players=2, seat=0, bots=None, seed=None, names=None, coach=None,
                 memory=False, time_budget=DEFAULT_TIME_BUDGET):
        self.seat = seat
        self.last_error = None
        self.time_budget = check_budget(time_budget)
        self._setup = dict(edition=edition, n_players=n_players, names=names)
        self.game = Game(edition, n_players, names=names, seed=seed)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n_players:
            raise SetupError(W["bad_seat"].format(last=n_players - 1, seat=seat))
        self.bot_problems = []  # French sentences: a bot that failed, and what the table did instead
        self.bots = self._bots(bots, seed)
        self.coach = self._coach(coach, seed)
        self.tracker = BeliefTracker(seat)  # the learner's probabilities, updated step by step
        self.thoughts = Thoughts(seat)  # (seat, turn, sentence) of the round being played
        self._mark = 0  # narration lines before the learner's last action

        self.card = widgets.ToggleButtons(description=W["card"], style={"description_width": "initial"})
        self.target = widgets.Dropdown(description=W["target"], style={"description_width": "initial"})
        self.guess = widgets.Dropdown(description=W["guess"], style={"description_width": "initial"},
                                      options=[(f"{c.name} ({c.value})", c.name) for c in self.game.edition.cards])
        self.guess.value = self.game.edition.guessable()[0].name
        self.keep = widgets.RadioButtons(description=W["keep"], layout=widgets.Layout(width="auto"))
        self.play_button = None  # one button per turn shown: see _arm_play_button
        self._shown_turn = None  # the turn the controls were built for
        self._rounds_started = 0
        self.next_round_button = widgets.Button(description=W["next_round"], button_style="success")
        self.new_game_button = widgets.Button(description=W["new_game"], button_style="warning")
        self.prompt = widgets.HTML()
        self.feedback = widgets.HTML()
        self.board = widgets.HTML()
        self.journal = widgets.HTML()
        self.memory = widgets.Checkbox(value=bool(memory), description=W["memory_toggle"], indent=False)
        self.memory.layout.display = "" if self.game.edition.visible_discards == "last" else "none"
        self.memory.observe(lambda _change: self.render(), names="value")
        self.card.observe(self._card_changed, names="value")
        self.next_round_button.on_click(self._next_round)
        self.new_game_button.on_click(self._new_game)
        self.beliefs_button = widgets.Button(description=C["beliefs"], tooltip=C["beliefs_tip"])
        self.advice_button = widgets.Button(description=C["ask"], tooltip=C["ask_tip"], button_style="info")
        self.coach_box = widgets.HTML()  # the Probabilités and Conseil panels, together
        self._beliefs_html = self._advice_html = ""
        self.beliefs_button.on_click(self._show_beliefs)
        self.advice_button.on_click(self._show_advice)
        help_buttons = widgets.HBox([self.beliefs_button, self.advice_button])
        self.buttons = widgets.HBox([self.next_round_button, self.new_game_button])
        self.controls = widgets.VBox([self.card, self.target, self.guess, self.keep, self.buttons, help_buttons])
        super().__init__([self.prompt, self.controls, self.coach_box, self.feedback, self.memory, self.board,
                          self.journal])
        self._start()

    # --- set-up ---------------------------------------------------------------------------------
    def _bots(self, bots, seed):
        result = {}
        for s, bot in enumerate(by_seat(bots, self.game.n)):
            if s == self.seat:
                continue
            if bot is None:
                bot = default_bot(seat_seed(seed, s))
            if not callable(getattr(bot, "choose", None)):
                raise SetupError(W["no_bot"].format(seat=s, name=self.game.names[s]))
            result[s] = Steady(bot, self._bot_failed, self.time_budget)
        return result

    def _bot_failed(self, obs, problem, error=None):
        self.bot_problems.append(W["bot_failed"].format(p=obs.names[obs.seat], problem=problem))
        if error is not None:
            self.last_error = error  # kept for the curious teacher

    def _coach(self, coach, seed):
        """None (no coach), True (a déducteur), a bot name, or a bot."""
        if coach is None or coach is False:
            return None
        if coach is True or isinstance(coach, str):
            return make_bot("déducteur" if coach is True else coach, seed=seat_seed(seed, self.seat))
        if not callable(getattr(coach, "choose", None)):
            raise SetupError(C["no_coach"].format(value=coach))
        return coach

    @property
    def round(self):
        return self.game.round

    def observation(self):
        """What the learner sees now."""
        return self.game.observation(self.seat)

    @safe
    def _start(self):
        self._rounds_started += 1
        self._mark = 0
        self.thoughts.clear()
        self._advance()
        self.render()

    # --- the bots' turns --------------------------------------------------------------------------
    def _advance(self):
        """Let the bots play until it is the learner's turn or the round is over."""
        play_until(self.game, self.bots, on_move=self._note_thought, max_moves=MAX_BOT_MOVES)
        if self.bot_problems:  # said at once, in French; the learner's turn comes as usual
            self.feedback.value = message_html(" ".join(self.bot_problems), "error")
            self.bot_problems = []

    def _note_thought(self, seat, obs, action):
        """Keep what the bot may tell of its move (said to the learner, « vous »), from the
        learner's observation now: see :mod:`loveletter_teach.thoughts`."""
        error = self.thoughts.note(self.bots[seat], seat, obs, self.observation(), action)
        if error is not None:
            self.last_error = error  # kept for the curious teacher

    def thoughts_told(self, obs=None):
        """The thoughts shown at the end of the round: [(seat, turn, sentence)], the same with or
        without a showdown (they tell no card the learner may not know)."""
        return list(self.thoughts)

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
        return self._rounds_started, len(obs.events), obs.phase

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
        self.buttons.children = (self.play_button, *self.buttons.children[-2:])
        if old is not None:
            old.close()

    @safe
    def _play(self, _=None, token=None):
        obs = self.observation()
        if not obs.my_turn or (token is not None and token != self._turn_token(obs)):
            return  # a click meant for a turn already played (a double click)
        button = self.play_button
        button.disabled = True  # while the move and the bots' answers are worked out
        action = self.chosen_action()
        try:  # the game explains a refused action and changes nothing
            self.game.play(action)
        except IllegalActionError as exc:
            reason = _said_to_you(obs, action) or exc
            self.feedback.value = message_html(W["illegal"].format(reason=reason), "error")
            button.disabled = False
            return
        self._mark = len(obs.narration())
        self.feedback.value = ""
        self._advance()
        self.render()

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

    @safe
    def _next_round(self, _=None):
        if not self.observation().over:
            return  # a second click: the next round has already started
        self.game.new_round()
        self.feedback.value = ""
        self._start()

    @safe
    def _new_game(self, _=None):
        if not self.game.over:
            return  # a second click: the new game has already started
        seed = None if self.game.seed is None else self.game.seed + 1
        self.game = Game(self._setup["edition"], self._setup["n_players"], names=self._setup["names"], seed=seed)
        self.feedback.value = ""
        self._start()

    # --- the coach --------------------------------------------------------------------------------
    # The Probabilités and Conseil panels show together (one above the other), each kept until
    # the position changes.
    def _panels(self, beliefs=None, advised=None):
        if beliefs is not None:
            self._beliefs_html = beliefs
        if advised is not None:
            self._advice_html = advised
        self.coach_box.value = self._beliefs_html + self._advice_html

    @safe
    def _show_beliefs(self, _=None):
        self._panels(beliefs=self.tracker.update(self.observation())._repr_html_())

    @safe
    def _show_advice(self, _=None):
        obs = self.observation()
        if not obs.my_turn:
            self._panels(advised=message_html(C["only_your_turn"], "info"))
            return
        self._panels(advised=message_html(*advice(self.coach, obs, self.time_budget)))

    # --- the view -------------------------------------------------------------------------------
    @safe
    def render(self):
        obs = self.observation()
        show = lambda w, visible: setattr(w.layout, "display", "" if visible else "none")  # noqa: E731
        my_turn = obs.my_turn
        self._arm_play_button(obs)
        show(self.card, my_turn and obs.phase == "play")
        show(self.keep, my_turn and obs.phase == "keep")
        show(self.play_button, my_turn)
        show(self.next_round_button, obs.over and not self.game.over)
        show(self.new_game_button, self.game.over)
        show(self.beliefs_button, self.coach is not None and not obs.over)
        show(self.advice_button, self.coach is not None and my_turn)
        self._panels(beliefs="", advised="")
        if my_turn and obs.phase == "play":
            cards = self.hand_cards()
            self.card.options = [(f"{c.name} ({c.value})", i) for i, c in enumerate(cards)]
            self.card.tooltips = [obs.edition.summary(c) for c in cards]
            self.card.value = 0
            self.prompt.value = message_html(W["your_turn"], "info")
        elif my_turn:
            keeps = obs.legal_actions
            self.keep.options = [(_capital(str(k)), k) for k in keeps]
            self.keep.value = keeps[0]
            self.prompt.value = message_html(W["your_keep"], "info")
        elif self.game.over:
            summary = "<br>".join(esc(line) for line in self.game.summary(self.seat))
            self.prompt.value = message_html(f"<b>{esc(W['game_over'])}</b><br>{summary}", "ok", raw=True)
        elif obs.over:
            summary = "<br>".join(esc(line) for line in self.game.summary(self.seat))
            self.prompt.value = message_html(f"{esc(W['round_over'])}<br>{summary}", "ok", raw=True)
        self._update_choices()
        self.board.value = observation_html(obs, narration=False, memory=self.memory.value)
        lines = obs.narration()
        journal = narration_html(lines, start=self._mark, title=fr.HTML["journal"])
        if obs.over:
            journal += self.thoughts.html(obs.names)
        self.journal.value = journal

    @property
    def text(self):
        """The round told from the learner's seat, as plain text."""
        return "\n".join(self.observation().narration())


def _said_to_you(obs, action):
    """The game names the player who must play the Countess (« Alice doit jouer la Comtesse »); said
    to the learner: « Vous devez jouer la Comtesse ». None for any other refusal."""
    forced = obs.edition.forced_card(obs.hand) if obs.phase == "play" else None
    if forced is None or action.card == forced:
        return None
    other = next(c for c in obs.hand if c != forced)
    return W["countess_you"].format(countess=fr.the(forced), other=fr.the(other))


def _capital(text):
    return text[:1].upper() + text[1:]
