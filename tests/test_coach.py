"""The play table's coach: the learner's probabilities and a suggestion, on the learner's turn only."""

import pytest

pytest.importorskip("ipywidgets")

from loveletter_teach.bots import make_bot  # noqa: E402
from loveletter_teach.probability import deduction  # noqa: E402
from loveletter_teach.widgets import PlayTable  # noqa: E402


def test_no_coach_no_buttons():
    table = PlayTable("classique", 2, seat=0, seed=3)
    assert table.coach is None
    assert table.beliefs_button.layout.display == "none" and table.advice_button.layout.display == "none"


def test_the_coach_shows_the_learners_deduction_and_a_legal_suggestion():
    table = PlayTable("2019", 3, seat=0, seed=5, coach=True)
    obs = table.observation()
    assert obs.my_turn
    table.beliefs_button.click()
    expected = deduction(obs)
    assert expected._repr_html_() == table.coach_box.value  # the seat's exact beliefs, nothing else
    table.advice_button.click()
    action = make_bot("déducteur", seed=table.coach.seed).choose(obs)
    assert "vous conseille de" in table.coach_box.value and action.card.name in table.coach_box.value
    table.play(obs.legal_actions[0])
    assert table.coach_box.value == "" or not table.observation().my_turn


def test_the_coach_speaks_only_on_the_learners_turn():
    table = PlayTable("classique", 2, seat=1, seed=2, coach="prudent")
    while table.observation().my_turn:  # the bots play between the learner's turns
        table.play(table.observation().legal_actions[0])
    assert table.observation().over and table.advice_button.layout.display == "none"
    table._show_advice()
    assert "pendant votre tour" in table.coach_box.value


def test_a_coach_without_choose_is_refused_in_french():
    with pytest.raises(Exception, match="coach doit être un bot"):
        PlayTable("classique", 2, seat=0, seed=1, coach=object())


class Broken:
    """A teacher's bot that fails on its second decision, then plays a card it does not hold."""

    name = "cassé"

    def __init__(self):
        self.calls = 0

    def choose(self, obs):
        self.calls += 1
        if self.calls == 2:
            raise ZeroDivisionError("oups")
        if self.calls == 3:
            return ("Princesse",)
        return obs.legal_actions[0]


def test_a_bot_that_fails_does_not_freeze_the_table():
    bot = Broken()
    table = PlayTable("classique", 2, seat=0, seed=4, bots={1: bot})
    messages = []
    for _ in range(12):
        obs = table.observation()
        if obs.over:
            break
        table.play(obs.legal_actions[0])
        messages.append(table.feedback.value)
    assert bot.calls >= 3
    assert any("a échoué (ZeroDivisionError)" in m for m in messages)
    assert any("pas permis" in m for m in messages)
    assert table.observation().my_turn or table.observation().over  # the learner can go on


def test_the_probabilities_and_the_advice_show_together_until_the_position_changes():
    """The Probabilités and Conseil panels show together: opening one does not close the other."""
    from loveletter_teach.plain import PlayTable as PlainTable

    for table, shown in ((PlayTable("2019", 2, seat=0, seed=5, coach=True), lambda t: t.coach_box.value),
                         (PlainTable("2019", 2, seat=0, seed=5, coach=True), lambda t: t.message)):
        obs = table.observation()
        assert obs.my_turn
        beliefs = deduction(obs)._repr_html_()
        (table.beliefs_button.click if hasattr(table, "beliefs_button") else table.probabilites)()
        (table.advice_button.click if hasattr(table, "advice_button") else table.conseil)()
        assert shown(table).startswith(beliefs) and "vous conseille de" in shown(table)
        (table.beliefs_button.click if hasattr(table, "beliefs_button") else table.probabilites)()
        assert shown(table).startswith(beliefs) and "vous conseille de" in shown(table)  # not twice, not lost
        assert shown(table).count("vous conseille de") == 1
        (table.play if hasattr(table, "play") else table.jouer)(obs.legal_actions[0])
        assert "vous conseille de" not in shown(table)


def test_the_exact_note_says_what_a_possible_world_is():
    from loveletter_teach import Round
    from loveletter_teach.fr import WORLD

    r = Round.deal("classique", 2, 3)
    note = deduction(r.observation(0)).note
    assert note.startswith("Calcul exact sur 1 monde possible. Un monde possible, c'est une façon de placer")
    assert WORLD in note
