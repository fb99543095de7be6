"""No crash at any decision point: the explorer, the coach, the bots and both play tables, at every
kind of decision (a play, and a Chancellor's keep), in random rounds of every edition and size; and
the coach's advice said to the learner when its move targets the learner (« sur vous »).

``LL_CRASH_ROUNDS`` (default 1): random rounds per edition and number of players in the sweep;
``LL_CRASH_EVERY`` (default 8): the explorer's whole analysis (about a second at 4 players or more)
and the searching bots (déducteur, stratège) run at every Chancellor's choice and at one decision
point in that many (1: all of them); the Guard advice and the other bots at every decision point.
By default: 142 decision points (12 of them Chancellor's choices). Full count run on 01/12/2026,
``LL_CRASH_ROUNDS=10 LL_CRASH_EVERY=1``: 140 rounds, 1,381 decision points (163 keeps), everything
at each, no exception (2 min 48 s).
"""

import os
import random

import pytest

from loveletter_teach import Round
from loveletter_teach.actions import Keep, Play
from loveletter_teach.agents import advice
from loveletter_teach.bots import BOT_NAMES, make_bot
from loveletter_teach.editions import EDITIONS
from loveletter_teach.explorer import analyse, explore, position
from loveletter_teach.probability import guard_advice
from loveletter_teach import plain

ROUNDS = int(os.environ.get("LL_CRASH_ROUNDS", "1"))
EVERY = int(os.environ.get("LL_CRASH_EVERY", "8"))
HEAVY = ("déducteur", "stratège")
SIZES = [(e.id, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]
FAST = {"stratège": dict(playouts=8, max_worlds=300, prune_to=40), "déducteur": dict(max_worlds=500, samples=30)}


def small_bot(name, seed):
    """A built-in bot with a small search budget (the sweep asks it thousands of times)."""
    return make_bot(name, seed=seed, **FAST.get(name, {}))


def decision_points(edition, n, seed):
    """Every observation of the player to act along a random round, and for each play where a
    Chancellor could be played, the keep choice that follows it too (a copy of the round)."""
    rng = random.Random(seed)
    r = Round.deal(edition, n, seed=seed, first_player=seed % n)
    while not r.over:
        yield r.observation(r.current)
        for action in r.legal_actions():
            if isinstance(action, Play) and action.card.effect == "draw_keep":
                branch = r.copy()
                branch.play(action)
                if not branch.over and branch.phase == "keep":
                    yield branch.observation(branch.current)
                break
        r.play(rng.choice(r.legal_actions()))


def test_the_issues_chancellor_position_is_explored():
    p = position("2019", 2, viewer=0, hands=["Chancelier", "Prêtre"], deck=["Baron", "Garde", "Prince", "Roi"])
    p = p.with_move("Chancelier")
    obs = p.observation()
    assert obs.phase == "keep" and any(c.effect == "guess" for c in obs.hand)
    exploration = explore(p, samples=50)
    assert "rien à deviner" in str(exploration.advice) and exploration.advice.options == ()
    assert "Personne ne peut être ciblé" not in str(exploration) and exploration._repr_html_()
    assert plain.ExplorerWidget(position=p, samples=50)._repr_html_()


@pytest.mark.parametrize("edition,n", SIZES)
def test_no_crash_at_any_decision_point(edition, n):
    """analyse, the Guard advice, the coach's advice of every bot, each bot's choose, explain and tell."""
    for seed in range(ROUNDS):
        bots = {name: small_bot(name, seed) for name in BOT_NAMES}
        rng = random.Random(seed)
        for k, obs in enumerate(decision_points(edition, n, seed)):
            full = obs.phase == "keep" or k % EVERY == 0
            if full:
                assert analyse(obs, samples=10).advice is not None
            assert guard_advice(obs).explanation
            reader = rng.choice([s for s in range(n) if s != obs.seat])
            for name, bot in bots.items():
                if name in HEAVY and not full:
                    continue
                assert bot.choose(obs) in obs.legal_actions
                action = rng.choice(obs.legal_actions)
                assert isinstance(bot.explain(obs, action, reader=reader), str)
                assert isinstance(bot.tell(obs, obs.seat, action if isinstance(action, Play) else None), str)
                text, kind = advice(bot, obs)
                assert kind == "hint" and "vous conseille de" in text, text


def test_a_keep_with_a_guard_is_visited_by_the_sweep():
    """The class of the issue's example: a Chancellor's choice with a Guard among the cards, met in
    random rounds (not only in the example)."""
    met = 0
    for seed in range(6):
        for obs in decision_points("2019", 3, seed):
            if obs.phase == "keep" and any(c.effect == "guess" for c in obs.hand):
                met += 1
                assert analyse(obs, samples=10).advice.options == ()
                assert all(isinstance(a, Keep) for a in obs.legal_actions)
    assert met > 0


# --- the coach's advice when its move targets the learner -------------------------------------------------
COACHES = ("déducteur", "prudent", "compteur", "hasard")


def targets_learner(table, obs):
    action = table.coach.choose(obs)  # a bot is a pure function of its seed and the observation
    return getattr(action, "target", None) == table.seat


def test_the_plain_tables_advice_on_the_learner_says_vous():
    found = 0
    for seed in range(24):
        coach = COACHES[seed % len(COACHES)]
        table = plain.PlayTable("classique", 2, seed=seed, coach=coach)
        rng = random.Random(seed)
        while not table.observation().over:
            obs = table.observation()
            if targets_learner(table, obs):
                found += 1
                table.conseil()
                assert "vous conseille de jouer" in table.message and " sur vous." in table.message
                assert f"sur {obs.names[table.seat]}." not in table.message.split("Son raisonnement")[0]
                assert "#8d5a00" in table.message  # shown as a hint, not as an error
            table.jouer(rng.choice(table.legal_moves()))
    assert found >= 3


def test_the_advice_said_to_the_learner_at_any_seat():
    """The learner at seat 2 of 3 (another name, another seat): the same sentence, « sur vous »."""
    found = 0
    for seed in range(16):
        r = Round.deal("2019", 3, seed=seed)
        rng = random.Random(seed)
        coach = small_bot(COACHES[seed % len(COACHES)], seed)
        while not r.over:
            obs = r.observation(r.current)
            action = coach.choose(obs)
            text, kind = advice(coach, obs)
            assert kind == "hint"
            if getattr(action, "target", None) == obs.seat:
                found += 1
                assert " sur vous." in text and f"sur {obs.names[obs.seat]}." not in text.split("raisonnement")[0]
            r.play(rng.choice(r.legal_actions()))
    assert found >= 3


class Failing:
    """A teacher's coach that fails, then advises what is not allowed."""

    name = "bancal"

    def __init__(self):
        self.calls = 0

    def choose(self, obs):
        self.calls += 1
        if self.calls % 2:
            raise KeyError("oups")
        return Play("Princesse", 7)


def test_a_failing_coach_is_said_in_french():
    table = plain.PlayTable("classique", 2, seed=3, coach=Failing())
    while not table.observation().my_turn:
        table.manche_suivante()
    table.conseil()
    assert "a pas pu répondre (KeyError)" in table.message
    table.conseil()
    assert "pas permis" in table.message


# --- the same in the widget ------------------------------------------------------------------------------
def test_the_widgets_advice_on_the_learner_says_vous():
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import PlayTable
    from loveletter_teach.widgets.explorer import ExplorerWidget
    found = 0
    for seed in range(8):
        coach = COACHES[seed % len(COACHES)]
        table = PlayTable("classique", 2, seed=seed, coach=coach)
        rng = random.Random(seed)
        while not table.observation().over:
            obs = table.observation()
            table.advice_button.click()
            assert "inattendue" not in table.feedback.value and "vous conseille de" in table.coach_box.value
            if targets_learner(table, obs):
                found += 1
                assert " sur vous." in table.coach_box.value
            table.play(rng.choice(obs.legal_actions))
            assert "inattendue" not in table.feedback.value
    assert found >= 2
    p = position("2019", 2, viewer=0, hands=["Chancelier", "Prêtre"], deck=["Baron", "Garde", "Prince", "Roi"])
    widget = ExplorerWidget(position=p.with_move("Chancelier"), samples=50)
    assert widget.last_error is None and "rien à deviner" in str(widget.exploration.advice)


def test_the_coach_at_a_chancellors_choice_in_both_tables():
    """The learner's keep choices, with every built-in coach: advice given, no error."""
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import PlayTable
    keeps = 0
    for seed in range(5):
        coach = small_bot(BOT_NAMES[seed % len(BOT_NAMES)], seed)
        tables = [plain.PlayTable("2019", 3, seed=seed, coach=coach), PlayTable("2019", 3, seed=seed, coach=coach)]
        rng = random.Random(seed)
        while not tables[0].observation().over:
            obs = tables[0].observation()
            assert obs == tables[1].observation()
            tables[0].conseil()
            tables[1].advice_button.click()
            assert "vous conseille de" in tables[0].message and "vous conseille de" in tables[1].coach_box.value
            keeps += obs.phase == "keep"
            plays = [a for a in obs.legal_actions if a.card.effect == "draw_keep"] or obs.legal_actions
            action = rng.choice(plays)
            tables[0].jouer(action)
            tables[1].play(action)
            assert "inattendue" not in tables[1].feedback.value
    assert keeps > 0


def test_a_round_saved_and_told_after_chancellor_keeps_of_a_guard():
    """Other readers of a round's actions (a tip's tally) take a Keep of a Guard as a Keep."""
    from loveletter_teach.tips import espion_hits
    tally = espion_hits(rounds=30, seed=1, n_players=3, bot="hasard", edition="2019")
    assert sum(plays for _, plays in tally.values()) > 0

