"""No hang: a teacher's bot (or coach) that never answers gets a time budget, after which the table
plays for it and says so in French; the built-in bots run untraced, at full speed."""

import sys
import time

import pytest

from loveletter_teach import Round
from loveletter_teach.agents import Steady, advice
from loveletter_teach.bots import make_bot
from loveletter_teach.budget import run_with_budget
from loveletter_teach.errors import OutOfTimeError, SetupError
from loveletter_teach import plain

BUDGET = 0.15  # seconds: a fraction of the default, so that the tests stay fast
SLOW = "a mis trop de temps à choisir (plus de 0,15 seconde)"
PLAYED_FOR = "la table a joué à sa place le premier coup permis"


def forever():
    while True:
        pass


def walk(depth):
    """A tree walk 2**depth leaves wide: a deep recursion that never ends in practice."""
    return 0 if depth == 0 else walk(depth - 1) + walk(depth - 1)


def busy(seconds):
    """Pure Python work for ``seconds`` (no C call that blocks)."""
    end = time.monotonic() + seconds
    n = 0
    while time.monotonic() < end:
        n += 1
    return n


class Forever:
    name = "boucle"

    def choose(self, obs):
        forever()


class Deep:
    name = "récursion"

    def choose(self, obs):
        return walk(400)


class Careless:
    """A loop that swallows every Exception: the budget's own exception goes through."""

    name = "têtu"

    def choose(self, obs):
        while True:
            try:
                forever()
            except Exception:  # noqa: BLE001
                pass


class Slow:
    """Answers within the budget, with the last legal move (the table would play the first)."""

    name = "lent"

    def __init__(self):
        self.chosen = []  # (its move, the first legal move)

    def choose(self, obs):
        busy(BUDGET / 5)
        self.chosen.append((obs.legal_actions[-1], obs.legal_actions[0]))
        return obs.legal_actions[-1]


class Musing(Slow):
    """Its explanation never comes."""

    def explain(self, obs, action):
        forever()


# --- the budget itself ----------------------------------------------------------------------------------
@pytest.mark.parametrize("fn,args", [(forever, ()), (walk, (400,)), (Careless().choose, (None,))])
def test_a_python_loop_or_recursion_is_stopped_in_french(fn, args):
    before = sys.gettrace()
    with pytest.raises(OutOfTimeError, match=r"dépassé son temps \(plus de 0,15 seconde\)"):
        run_with_budget(fn, BUDGET, *args)
    assert sys.gettrace() is before  # no tracer of ours left behind


def test_under_the_budget_the_result_comes_back():
    assert run_with_budget(sorted, BUDGET, [3, 1, 2]) == [1, 2, 3]
    assert run_with_budget(busy, 1.0, 0.01) > 0
    assert run_with_budget(walk, None, 3) == 0  # None: no limit, no tracing
    with pytest.raises(ZeroDivisionError):  # the function's own errors are its own
        run_with_budget(lambda: 1 / 0, BUDGET)


def test_the_previous_tracer_still_sees_everything_and_is_put_back():
    """A debugger's or coverage's trace function keeps working inside and after the call."""
    events = []

    def tracer(frame, event, arg):
        if frame.f_code.co_name in ("walk", "forever", "after"):
            events.append((frame.f_code.co_name, event))
        return tracer

    def after():
        return 1

    before = sys.gettrace()
    sys.settrace(tracer)
    try:
        run_with_budget(walk, 1.0, 2)
        with pytest.raises(OutOfTimeError):
            run_with_budget(forever, BUDGET)
        inside = sys.gettrace()
        after()
    finally:
        sys.settrace(before)
    assert inside is tracer
    assert events.count(("walk", "call")) == 7 and events.count(("walk", "return")) == 7
    assert ("forever", "line") in events and ("forever", "return") in events  # told that it ended
    assert ("after", "call") in events and ("after", "line") in events


# --- the play tables ------------------------------------------------------------------------------------
def widget_table(**kwargs):
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import PlayTable
    return PlayTable(**kwargs)


def said(table):
    return table.feedback.value if hasattr(table, "feedback") else table.message


def play(table, action):
    if hasattr(table, "feedback"):
        table.play(action)
    else:
        table.jouer(action)


TABLES = [plain.PlayTable, widget_table]


@pytest.mark.parametrize("make", TABLES, ids=["plain", "widget"])
@pytest.mark.parametrize("bot", [Forever, Deep, Careless], ids=["loop", "recursion", "careless"])
def test_a_bot_that_never_answers_is_played_for(make, bot):
    # three players, the learner at seat 2: a hanging bot plays before the learner's first turn
    table = make(edition="classique", n_players=3, seat=2, bots={0: bot(), 1: bot()}, seed=4,
                 time_budget=BUDGET)
    assert table.round.actions  # the table was built: the bots' first moves were played for them
    assert SLOW in said(table) and PLAYED_FOR in said(table)
    moves = 0
    while not table.observation().over and moves < 3:
        obs = table.observation()
        assert obs.my_turn  # the round continues: it is the learner's turn again
        action = obs.legal_actions[-1]
        before = len(table.round.actions)
        play(table, action)
        assert table.round.actions[before] == action  # the learner's move is kept
        if not table.observation().over and len(table.round.actions) > before + 1:
            assert SLOW in said(table)
        moves += 1
    assert moves > 0 or table.observation().over


@pytest.mark.parametrize("make", TABLES, ids=["plain", "widget"])
def test_a_slow_bot_within_its_budget_plays_its_own_move(make):
    bot = Slow()
    table = make(edition="classique", n_players=2, seat=0, bots={1: bot}, seed=5, time_budget=BUDGET * 20)
    for _ in range(4):
        obs = table.observation()
        if obs.over:
            break
        play(table, obs.legal_actions[0])
        assert "trop de temps" not in said(table) and "a échoué" not in said(table)
    assert bot.chosen and any(mine != first for mine, first in bot.chosen)
    played = list(table.round.actions)
    for mine, _ in bot.chosen:  # its own moves were played, in order
        assert mine in played
        played = played[played.index(mine) + 1:]


def test_a_bot_without_a_budget_runs_free():
    table = plain.PlayTable("classique", 2, seat=0, bots={1: Slow()}, seed=2, time_budget=None)
    assert table.bots[1].budget is None and "trop de temps" not in table.message


@pytest.mark.parametrize("make", TABLES, ids=["plain", "widget"])
def test_the_built_in_bots_have_no_budget_and_no_tracer(make):
    bot = make_bot("prudent", seed=5)
    seen = []
    decide = bot.decide

    def spying(obs):  # the instance is still a Prudent: trusted
        seen.append(sys.gettrace())
        return decide(obs)

    bot.decide = spying
    outside = sys.gettrace()
    table = make(edition="classique", n_players=3, seat=2, bots={0: bot}, seed=4, time_budget=BUDGET)
    assert all(b.budget is None for b in table.bots.values())
    while not table.observation().over:
        play(table, table.observation().legal_actions[0])
    assert seen and all(t is outside for t in seen)


def test_a_subclass_written_by_a_teacher_is_not_trusted():
    class Mine(type(make_bot("prudent"))):
        pass
    assert Steady(Mine(), print, BUDGET).budget == BUDGET
    assert Steady(make_bot("stratège"), print, BUDGET).budget is None


def test_an_explain_that_never_returns_is_stopped_too():
    """The wrapper's explain runs under the same budget: the table can drop the explanation."""
    r = Round.deal("classique", 2, seed=1)
    obs = r.observation(r.current)
    steady = Steady(Musing(), print, BUDGET)
    with pytest.raises(OutOfTimeError):
        steady.explain(obs, obs.legal_actions[0])


class Brooding:
    """A teacher's coach that never answers."""

    name = "songeur"

    def choose(self, obs):
        forever()


@pytest.mark.parametrize("make", TABLES, ids=["plain", "widget"])
def test_a_coach_that_never_answers_is_said_in_french(make):
    table = make(edition="classique", n_players=2, seat=0, seed=1, coach=Brooding(), time_budget=BUDGET)
    while not table.observation().my_turn:
        play(table, table.observation().legal_actions[0])
    if hasattr(table, "feedback"):
        table.advice_button.click()
        text = table.coach_box.value
        assert "inattendue" not in table.feedback.value
    else:
        text = table.conseil().message
    assert "Le coach (songeur) a mis trop de temps à répondre (plus de 0,15 seconde)" in text


def test_the_advice_of_a_built_in_coach_has_no_budget():
    r = Round.deal("classique", 2, seed=1)
    text, kind = advice(make_bot("déducteur"), r.observation(r.current), budget=1e-9)
    assert kind == "hint"


@pytest.mark.parametrize("value", [0, -1, "3", True, float("nan")])
def test_a_bad_budget_is_refused_in_french(value):
    with pytest.raises(SetupError, match="nombre de secondes"):
        plain.PlayTable("classique", 2, time_budget=value)
