"""The one loop that lets agents play: simulations, exercises and the play table all use it.

An agent is any object with ``choose(observation)``: it receives its own seat's observation,
never the state. Seats without an agent (None) are humans: the loop stops when one must act.

>>> from loveletter_teach import Round
>>> from loveletter_teach.bots import make_bot
>>> r = Round.deal("classique", 2, 5)
>>> play_until(r, [None, make_bot("prudent", seed=seat_seed(5, 1))]) >= 0  # Alice (seat 0) is human
True
>>> r.over or r.current == 0
True
"""

from numbers import Real

from . import fr
from .bots import BOTS
from .bots.base import Bot, named
from .budget import run_with_budget
from .errors import IllegalActionError, OutOfTimeError, SetupError
from .game import Game

W, C = fr.WIDGETS, fr.COACH
DEFAULT_TIME_BUDGET = 5.0  # seconds a teacher's bot (or coach) has for one decision at a play table
BUILT_IN = frozenset(BOTS.values())


def seat_seed(seed, seat):
    """The seed of the bot at ``seat`` of a table (or a bot round) seeded by ``seed``; None: unseeded.

    >>> seat_seed(4, 0), seat_seed(4, 1), seat_seed(None, 1)
    (40, 41, None)
    """
    return None if seed is None else seed * 10 + seat


def by_seat(agents, n):
    """``agents`` (a dict {seat: agent}, a sequence with one entry per seat, or None) as a list of
    ``n`` entries, None where a seat has no agent.

    >>> by_seat({1: "bot"}, 3), by_seat(["a"], 2), by_seat(None, 2)
    ([None, 'bot', None], ['a', None], [None, None])
    """
    if agents is None:
        return [None] * n
    if isinstance(agents, dict):
        return [agents.get(s) for s in range(n)]
    agents = list(agents)
    return [agents[s] if s < len(agents) else None for s in range(n)]


def play_until(table, agents, stop=None, on_move=None, max_moves=None):
    """Let the agents play ``table`` (a Round, or a Game: its current round, and observations that
    carry the tokens) until the round is over or a seat without an agent must act.

    ``agents``: a dict {seat: agent} or a sequence, None for a human seat. Each agent receives
    ``table.observation(seat)`` and its choice is played. ``stop(observation)``: asked before each
    move with the observation the agent is about to receive; True stops the loop there.
    ``on_move(seat, observation, action)``: called with each choice, before it is played.
    ``max_moves``: stop after that many moves. Returns the number of moves played.
    """
    agents = by_seat(agents, table.n)
    moves = 0
    while max_moves is None or moves < max_moves:
        current = table.round if isinstance(table, Game) else table
        if current.over:
            break
        seat = current.current
        agent = agents[seat]
        if agent is None:
            break
        obs = table.observation(seat)
        if stop is not None and stop(obs):
            break
        action = agent.choose(obs)
        if on_move is not None:
            on_move(seat, obs, action)
        table.play(action)
        moves += 1
    return moves


def trusted(bot):
    """True for the package's own bots (exactly their classes, not a subclass a teacher wrote): they
    play without a time budget (tracing would slow them down several times).

    >>> from loveletter_teach.bots import make_bot
    >>> trusted(make_bot("prudent")), trusted(object())
    (True, False)
    """
    return type(bot) in BUILT_IN


def budget_of(bot, seconds):
    """The time budget ``bot`` plays under: none for a built-in bot, else ``seconds`` (checked)."""
    return None if trusted(bot) else check_budget(seconds)


def check_budget(seconds):
    """``seconds`` if it is a time budget (a positive number of seconds, or None: no limit), else a
    SetupError in French."""
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, Real) or not seconds > 0):
        raise SetupError(W["bad_budget"].format(value=seconds))
    return seconds


class Steady:
    """A bot that cannot stop a play table: when it raises, runs longer than ``budget`` seconds
    (None: no limit; the built-in bots never have one) or chooses a move that is not legal, the
    first legal move is played in its place and ``report(observation, problem, error=None)`` says
    so (``problem``: French words, « a mis trop de temps à choisir (plus de 5 secondes) »). Its
    ``explain`` runs under the same budget (raising OutOfTimeError when it runs out)."""

    def __init__(self, bot, report, budget=None):
        self.bot, self.report = bot, report
        self.budget = budget_of(bot, budget)

    def __getattr__(self, name):  # name, explain, suggest… are the bot's own
        if name == "bot":  # not set yet (a copy being built)
            raise AttributeError(name)
        value = getattr(self.bot, name)
        if name == "explain" and callable(value) and self.budget is not None:
            return lambda *args, **kwargs: run_with_budget(value, self.budget, *args, **kwargs)
        return value

    def choose(self, obs):
        try:
            action = run_with_budget(self.bot.choose, self.budget, obs)
            legal = action in obs.legal_actions  # inside: a teacher's object may fail to compare
        except OutOfTimeError:
            self.report(obs, W["bot_slow"].format(seconds=fr.seconds(self.budget)))
            return obs.legal_actions[0]
        except Exception as exc:  # noqa: BLE001 — a teacher's bot may fail: the game goes on
            self.report(obs, W["bot_raised"].format(kind=type(exc).__name__), exc)
            return obs.legal_actions[0]
        if not legal:  # the move is the teacher's to see (last_error), not the learner's: it may name the bot's card
            self.report(obs, W["bot_illegal"], IllegalActionError(_shown(action)))
            return obs.legal_actions[0]
        return action


def _shown(value):
    """``repr(value)``, or its type's name when a teacher's object cannot say itself."""
    try:
        return repr(value)
    except Exception:  # noqa: BLE001 — only words for the teacher are at stake
        return f"<{type(value).__name__}>"


def advice(coach, obs, budget=None):
    """The coach's advice on the learner's turn ``obs``, said to the learner (« sur vous »):
    (French sentence, "hint"), or (French sentence, "error") when the coach failed: it raised, ran
    longer than ``budget`` seconds (never for a built-in bot) or advised a move that is not legal.
    Both play tables show this sentence.

    >>> from loveletter_teach import Round
    >>> from loveletter_teach.bots import make_bot
    >>> r = Round.deal("classique", 2, 5)
    >>> text, kind = advice(make_bot("prudent"), r.observation(r.current))
    >>> text.startswith("Le coach (prudent) vous conseille de jouer"), kind
    (True, 'hint')
    """
    name = getattr(coach, "name", "bot")
    seconds = budget_of(coach, budget)
    try:
        action, reason = run_with_budget(_suggestion, seconds, coach, obs)
    except OutOfTimeError:
        return C["coach_slow"].format(coach=name, seconds=fr.seconds(seconds)), "error"
    except Exception as exc:  # noqa: BLE001 — a teacher's coach may fail: the learner plays on
        return C["coach_failed"].format(coach=name, kind=type(exc).__name__), "error"
    if action not in obs.legal_actions:
        return C["coach_illegal"].format(coach=name, action=action), "error"
    return C["advice"].format(coach=name, action=named(obs, action, reader=obs.seat), reason=reason), "hint"


def _suggestion(coach, obs):
    """(action, reason): the coach's ``suggest``, or its ``choose`` and ``explain``."""
    suggest = getattr(coach, "suggest", None)
    action, reason = suggest(obs) if callable(suggest) else (coach.choose(obs), None)
    if reason is None:
        explain = getattr(coach, "explain", None)
        if not callable(explain):
            reason = ""
        elif isinstance(getattr(coach, "bot", coach), Bot):  # said to the learner: the coach's voice
            reason = explain(obs, action, reader=obs.seat)
        else:  # a teacher's coach may take (obs, action) only
            reason = explain(obs, action)
    return action, reason


__all__ = ["play_until", "seat_seed", "by_seat", "Steady", "advice", "trusted", "check_budget",
           "DEFAULT_TIME_BUDGET"]
