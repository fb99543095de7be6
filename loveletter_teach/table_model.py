"""One game at a play table: the learner's seat, the bots, the coach, and what the table tells.

Both front-ends hold a :class:`TableModel` and keep only layout and input: the ipywidgets table
(:class:`loveletter_teach.widgets.table.TableWidget`) and its plain stand-in
(:class:`loveletter_teach.plain.PlainTable`), both exported as ``widgets.PlayTable``. The checks are
here, once: the learner's seat, each bot and the coach (an object with ``choose``), the bots' time
budget, a bot that loops, a move the rules refuse.

The model reads the learner's observation only (never the round's hands, targets or legal actions):
it holds the game to call ``play`` and ``observation``. A method that cannot do what it is asked
changes nothing and returns a :class:`Refusal`; each front-end words it (a button cannot be pressed
out of turn, a line of Python can).

>>> table = TableModel("classique", 2, seed=2026)
>>> table.stage(), len(table.legal_moves())
('play', 8)
>>> table.next_round()
Refusal(key='round_goes_on', reason='')
>>> table.play(table.legal_moves()[0]) is None
True
"""

from typing import NamedTuple

from . import fr
from .agents import DEFAULT_TIME_BUDGET, Steady, advice, by_seat, check_budget, play_until, seat_seed
from .bots import Stratege, bot_class, make_bot
from .bots.stratege import coach_options
from .errors import LoveLetterError, SetupError
from .game import Game
from .html import message_html
from .probability import BeliefTracker
from .thoughts import Thoughts

W = fr.WIDGETS
C = fr.COACH
DEFAULT_BOT = "prudent"  # the play table's default opponent
DEFAULT_COACH = "déducteur"  # coach=True
MAX_BOT_MOVES = 500  # far more than any round needs: a safety net against a bot that loops


class Refusal(NamedTuple):
    """What the table did not do, and why: ``key`` one of ``not_your_turn``, ``round_is_over``,
    ``round_goes_on`` (no next round yet), ``game_goes_on`` (no new game yet), ``no_coach``,
    ``illegal`` (``reason``: the rules' French sentence, said to the learner)."""
    key: str
    reason: str = ""


class TableModel:
    """A game where the learner holds ``seat`` and bots hold the other seats.

    ``bots``: None (the default bot everywhere), a dict {seat: bot} or a list with one entry per seat
    (the learner's entry is ignored); a bot is any object with ``choose(observation)`` and, if it
    likes, ``tell`` or ``explain(observation, action)`` (told at the end of the round).
    ``coach``: None or False (no coach), True (a déducteur), a bot's name, or a bot. The stratège
    named here plays at its strong options where the table's opponents allow it
    (:func:`~loveletter_teach.bots.stratege.coach_options`: two players, the other seat one of the
    package's bots; or three in the classique edition, a déducteur at both other seats); a
    bot given as an object is used as it is.
    ``time_budget``: the seconds a bot written by a teacher (or a custom coach) has for each
    decision (5 by default; None: no limit); after that, or when it raises or chooses a move that
    is not allowed, the first legal move is played for it and :attr:`problems` says so. The
    built-in bots have no budget (see :mod:`loveletter_teach.budget` for what cannot be
    interrupted)."""

    def __init__(self, edition="classique", n_players=2, seat=0, bots=None, seed=None, names=None, coach=None,
                 time_budget=DEFAULT_TIME_BUDGET):
        self.time_budget = check_budget(time_budget)
        self._setup = dict(edition=edition, n_players=n_players, names=names)
        self.game = Game(edition, n_players, names=names, seed=seed)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n_players:
            raise SetupError(W["bad_seat"].format(last=n_players - 1, seat=seat))
        self.seat = seat
        self.last_error = None  # the last exception of a bot, kept for the curious teacher
        self.problems = []  # French sentences: a bot that failed since the learner's last action
        self.bots = self._bots(bots, seed)
        self.coach = self._coach(coach, seed)
        self.tracker = BeliefTracker(seat)  # the learner's probabilities, updated step by step
        self.thoughts = Thoughts(seat)  # what the bots tell of their moves, at the end of the round
        self.mark = 0  # narration lines before the learner's last action (the journal starts there)
        self.rounds_started = 0  # tells one round's turns from the next one's (a double click)
        self._panels = (None, "", "")  # (position, Probabilités, Conseil): the panels shown together
        self._start()

    # --- set-up ---------------------------------------------------------------------------------
    def _bots(self, bots, seed):
        result = {}
        for s, bot in enumerate(by_seat(bots, self.game.n)):
            if s == self.seat:
                continue
            if bot is None or isinstance(bot, str):  # a bot's name, as for the coach (French error if unknown)
                bot = make_bot(DEFAULT_BOT if bot is None else bot, seed=seat_seed(seed, s))
            if not callable(getattr(bot, "choose", None)):
                raise SetupError(W["no_bot"].format(seat=s, name=self.game.names[s]))
            result[s] = Steady(bot, self._bot_failed, self.time_budget)
        return result

    def _coach(self, coach, seed):
        if coach is None or coach is False:
            return None
        if coach is True or isinstance(coach, str):
            name = DEFAULT_COACH if coach is True else coach
            options = coach_options(self.game.n, [b.bot for b in self.bots.values()], self.game.edition) \
                if bot_class(name) is Stratege else {}
            return make_bot(name, seed=seat_seed(seed, self.seat), **options)
        if not callable(getattr(coach, "choose", None)):
            raise SetupError(C["no_coach"].format(value=coach))
        return coach

    def _bot_failed(self, obs, problem, error=None):
        """A bot failed (see :class:`~loveletter_teach.agents.Steady`): a sentence for the learner."""
        self.problems.append(W["bot_failed"].format(p=obs.names[obs.seat], problem=problem))
        if error is not None:
            self.last_error = error

    # --- what the learner sees --------------------------------------------------------------------
    @property
    def round(self):
        return self.game.round

    def observation(self):
        """What the learner sees now."""
        return self.game.observation(self.seat)

    def legal_moves(self):
        """The learner's legal actions (none out of turn)."""
        obs = self.observation()
        return list(obs.legal_actions) if obs.my_turn else []

    def stage(self):
        """Where the learner is: ``play`` or ``keep`` (their turn, a card to play or to keep),
        ``wait``, ``round_over`` or ``game_over``."""
        obs = self.observation()
        if self.game.over:
            return "game_over"
        if obs.over:
            return "round_over"
        return obs.phase if obs.my_turn else "wait"

    def summary(self):
        """The French lines said when a round or the game is over (scores, winner)."""
        return list(self.game.summary(self.seat))

    # --- the learner's actions ------------------------------------------------------------------------
    def play(self, action):
        """Play ``action`` for the learner, then let the bots play until the learner's turn or the
        end of the round. None, or a :class:`Refusal` (nothing changed)."""
        obs = self.observation()
        if not obs.my_turn:
            return Refusal("round_is_over" if obs.over else "not_your_turn")
        try:  # the game explains a refused action and changes nothing
            self.game.play(action)
        except LoveLetterError as exc:
            return Refusal("illegal", _said_to_you(exc) or str(exc))
        self.mark = len(obs.narration())
        self._advance()
        return None

    def next_round(self):
        """Deal the next round of the game (once a round is over and the game is not)."""
        if self.game.over:
            return Refusal("round_is_over")
        if not self.observation().over:
            return Refusal("round_goes_on")
        self.game.new_round()
        self._start()
        return None

    def new_game(self):
        """A new game, with the next seed (once the game is over)."""
        if not self.game.over:
            return Refusal("game_goes_on")
        seed = None if self.game.seed is None else self.game.seed + 1
        self.game = Game(self._setup["edition"], self._setup["n_players"], names=self._setup["names"], seed=seed)
        self.tracker = BeliefTracker(self.seat)
        self._start()
        return None

    def _start(self):
        self.rounds_started += 1
        self.mark = 0
        self.thoughts.clear()
        self._advance()

    def _advance(self):
        """Let the bots play until it is the learner's turn or the round is over."""
        self.problems = []
        play_until(self.game, self.bots, on_move=self._note_thought, max_moves=MAX_BOT_MOVES)
        if self.stage() == "wait":  # MAX_BOT_MOVES reached: never in a round of the rules, but said
            self.problems.append(W["bots_stopped"].format(n=MAX_BOT_MOVES))

    def _note_thought(self, seat, obs, action):
        """Keep what the bot may tell of its move (said to the learner, « vous »), from the
        learner's observation now: see :mod:`loveletter_teach.thoughts`."""
        error = self.thoughts.note(self.bots[seat], seat, obs, self.observation(), action)
        if error is not None:
            self.last_error = error

    # --- the Probabilités and Conseil panels ----------------------------------------------------------
    # Shown together (one above the other), each kept until the position changes.
    def panels(self):
        """The panels' HTML for the position now ("" once the learner or a bot has moved)."""
        return "".join(self._panels[1:]) if self._panels[0] == self._position() else ""

    def show_beliefs(self):
        """Open the Probabilités panel: what the learner can know of the others' cards."""
        self._show(beliefs=self.tracker.update(self.observation())._repr_html_())

    def show_advice(self):
        """Open the Conseil panel: the move the coach would play in the learner's place, and why.
        A :class:`Refusal` when the table has no coach."""
        if self.coach is None:
            return Refusal("no_coach")
        obs = self.observation()
        said = advice(self.coach, obs, self.time_budget) if obs.my_turn else (C["only_your_turn"], "info")
        self._show(advised=message_html(*said))
        return None

    def _position(self):
        obs = self.observation()
        return id(self.game), len(self.game.rounds), obs.events, obs.phase, obs.tokens

    def _show(self, beliefs=None, advised=None):
        key = self._position()
        shown = self._panels if self._panels[0] == key else (key, "", "")
        self._panels = (key, shown[1] if beliefs is None else beliefs, shown[2] if advised is None else advised)


class TableFront:
    """What both front-ends show of their :class:`TableModel` (``self.model``) under the names
    the notebooks, the docs and a curious teacher use."""

    game = property(lambda self: self.model.game, lambda self, game: setattr(self.model, "game", game))
    last_error = property(lambda self: self.model.last_error,
                          lambda self, error: setattr(self.model, "last_error", error))
    seat = property(lambda self: self.model.seat)
    bots = property(lambda self: self.model.bots)
    coach = property(lambda self: self.model.coach)
    tracker = property(lambda self: self.model.tracker)
    thoughts = property(lambda self: self.model.thoughts)
    time_budget = property(lambda self: self.model.time_budget)
    round = property(lambda self: self.model.round)

    def observation(self):
        """What the learner sees now."""
        return self.model.observation()

    def legal_moves(self):
        """The learner's legal actions (none out of turn)."""
        return self.model.legal_moves()

    @property
    def text(self):
        """The round told from the learner's seat, as plain text."""
        return "\n".join(self.observation().narration())


def _said_to_you(exc):
    """The game names the player who must play the Countess (« Alice doit jouer la Comtesse »); said
    to the learner: « Vous devez jouer la Comtesse ». None for any other refusal (the engine's key
    of the rule broken says which)."""
    if getattr(exc, "key", None) != "countess_forced":
        return None
    return W["countess_you"].format(countess=exc.fields["countess"], other=exc.fields["other"])
