"""The play table's model, and one suite run against both of its front-ends.

Each test builds a table with one front-end (the ipywidgets ``TableWidget`` or the plain ``PlainTable``)
and drives it as a learner would: a button or a line of Python. What the rules decide (the moves,
the checks of a bot and a coach, the refused moves, the panels) comes from ``TableModel`` alone, so
the two front-ends must agree on it.
"""

import html
import random
import re

import pytest

from loveletter_teach import Play, fr, plain, table_model
from loveletter_teach.bots import make_bot
from loveletter_teach.errors import LoveLetterError, SetupError
from loveletter_teach.exercises import scenario
from loveletter_teach.table_model import Refusal, TableModel

from pairs import dealt


class Plain:
    """The plain front-end, driven by its lines of Python."""
    id = "plain"
    make = staticmethod(plain.PlainTable)

    @staticmethod
    def play(table, action):
        table.jouer(action)

    @staticmethod
    def next(table):
        table.manche_suivante()

    @staticmethod
    def advise(table):
        table.conseil()

    @staticmethod
    def beliefs(table):
        table.probabilites()

    @staticmethod
    def said(table):
        return table.message


class Widget:
    """The ipywidgets front-end, driven by its controls and buttons."""
    id = "widget"

    @staticmethod
    def make(*args, **kwargs):
        pytest.importorskip("ipywidgets")
        from loveletter_teach.widgets.table import TableWidget
        return TableWidget(*args, **kwargs)

    @staticmethod
    def play(table, action):
        table.play(action)

    @staticmethod
    def next(table):
        (table.new_game_button if table.game.over else table.next_round_button).click()

    @staticmethod
    def advise(table):
        table.advice_button.click()

    @staticmethod
    def beliefs(table):
        table.beliefs_button.click()

    @staticmethod
    def said(table):
        return table.feedback.value + table.coach_box.value


def RandomBot(seed):
    return make_bot("hasard", seed=seed)


FRONTS = [pytest.param(Plain, id="plain"), pytest.param(Widget, id="widget")]


def play_game(front, seed, edition="2019", n=3, seat=1):
    """A whole game with a learner who plays at random; the table and the moves it was given."""
    table = front.make(edition, n, seat=seat, seed=seed, bots={s: RandomBot(seed + s) for s in range(n)})
    rng, moves = random.Random(seed), 0
    while not table.game.over and moves < 400:
        obs = table.observation()
        if obs.over:
            front.next(table)
            continue
        assert obs.my_turn and table.legal_moves() == list(obs.legal_actions)
        front.play(table, rng.choice(obs.legal_actions))
        assert "inattendue" not in front.said(table) and table.last_error is None
        moves += 1
    return table


@pytest.mark.parametrize("front", FRONTS)
def test_both_front_ends_play_the_same_game_from_the_same_seed(front):
    table, other = play_game(front, 7), play_game(Plain, 7)
    assert table.game.over
    assert [r.actions for r in table.game.rounds] == [r.actions for r in other.game.rounds]
    assert table.game.summary(table.seat) == other.game.summary(other.seat)
    front.next(table)  # a new game, with the next seed
    assert not table.game.over and table.game.seed == 8 and len(table.game.rounds) == 1


@pytest.mark.parametrize("front", FRONTS)
def test_a_coach_or_a_bot_without_choose_is_refused_in_french(front):
    with pytest.raises(SetupError, match="méthode choose"):
        front.make("classique", 2, seed=1, coach=object())
    with pytest.raises(SetupError, match="choose"):
        front.make("classique", 2, seed=1, bots=[None, object()])
    with pytest.raises(SetupError, match="siège"):
        front.make("classique", 2, seat=2, seed=1)
    assert front.make("classique", 2, seed=1, coach=False).coach is None


@pytest.mark.parametrize("front", FRONTS)
def test_a_bot_is_named_as_the_coach_is(front):
    named = front.make("classique", 3, seed=4, bots=[None, "déducteur", "compteur"])
    built = front.make("classique", 3, seed=4, bots=[None, make_bot("déducteur", seed=table_model.seat_seed(4, 1)),
                                                     make_bot("compteur", seed=table_model.seat_seed(4, 2))])
    assert [type(b.bot).name for b in named.model.bots.values()] == ["déducteur", "compteur"]
    for _ in range(12):  # the learner plays its first legal move: the named bots answer as the built ones do
        for table in (named, built):
            if table.observation().over:
                front.next(table)
            else:
                front.play(table, table.observation().legal_actions[0])
    actions = [[r.actions for r in table.game.rounds] for table in (named, built)]
    assert actions[0] == actions[1] and sum(map(len, actions[0])) > 12
    with pytest.raises(LoveLetterError, match="Bot inconnu : « zorro »"):
        front.make("classique", 2, seed=1, bots=[None, "zorro"])


@pytest.mark.parametrize("front", FRONTS)
def test_the_bots_stop_after_max_bot_moves(front, monkeypatch):
    monkeypatch.setattr(table_model, "MAX_BOT_MOVES", 1)
    table = front.make("classique", 4, seat=3, seed=2, bots=[RandomBot(s) for s in range(4)])
    assert len(table.round.actions) == 1 and not table.observation().my_turn
    assert "la table les arrête" in html.unescape(front.said(table))


@pytest.mark.parametrize("front", FRONTS)
def test_a_refused_move_says_why_to_you_and_changes_nothing(front):
    # Alice holds the Countess and draws the King: she must play the Countess.
    deck = scenario("classique", ["Comtesse", "Garde"], ["Roi"]).order
    with dealt(deck):
        table = front.make("classique", 2, seat=0, seed=1, bots=[None, RandomBot(0)])
    before = table.round.snapshot()
    king = table.game.edition.card("Roi")
    front.play(table, Play(king, 1, None))
    said = front.said(table)
    assert "Vous devez jouer la Comtesse" in said and "Alice doit" not in said
    assert table.round.snapshot() == before


@pytest.mark.parametrize("front", FRONTS)
def test_a_failing_bot_is_said_once_and_the_learner_plays_on(front):
    class Broken:
        name = "cassé"

        def choose(self, obs):
            raise RuntimeError("boum")

    table = front.make("classique", 2, seat=1, seed=3, bots=[Broken(), None])
    assert front.said(table).count("a échoué (RuntimeError)") == 1
    assert isinstance(table.last_error, RuntimeError)
    obs = table.observation()
    assert obs.my_turn or obs.over


@pytest.mark.parametrize("front", FRONTS)
def test_the_panels_show_together_until_the_position_changes(front):
    table = front.make("classique", 2, seat=0, seed=4, coach=True, bots=[None, RandomBot(1)])
    front.beliefs(table)
    front.advise(table)
    said = front.said(table)
    assert "ll-beliefs" in said and "Le coach (déducteur) vous conseille" in said
    front.play(table, table.legal_moves()[0])
    assert "vous conseille" not in front.said(table)


def test_the_model_refuses_what_the_moment_does_not_allow():
    table = TableModel("classique", 2, seat=0, seed=5)
    assert table.next_round() == Refusal("round_goes_on") and table.new_game() == Refusal("game_goes_on")
    assert table.show_advice() == Refusal("no_coach")
    while not table.observation().over:
        assert table.play(table.legal_moves()[0]) is None
    assert table.play(None) == Refusal("round_is_over") and table.stage() == "round_over"
    assert table.next_round() is None and table.stage() in ("play", "wait")
    refusal = table.play(Play("Licorne", 1, None))
    assert refusal.key == "illegal" and "Licorne" in refusal.reason


def test_the_plain_table_words_each_refusal():
    table = plain.PlainTable("classique", 2, seat=0, seed=5)

    def said(table):
        text = html.unescape(re.sub("<[^>]+>", "", table.message)).replace("\xa0", " ").replace("\u202f", " ")
        for sign, word in fr.HTML["kinds"].values():  # the message's kind, said by a sign and a word
            text = text.removeprefix(f"{sign}{word} : ")
        return text
    assert said(table.manche_suivante()) == fr.PLAIN["round_goes_on"]
    assert "PlayTable(…, coach=" in said(table.conseil())
    assert said(table.jouer("Garde", 1, "Prêtre", "x")) == fr.PLAIN["too_many"]
    assert said(table.jouer()) == fr.PLAIN["bad_number"].format(k="?", last=len(table.legal_moves()))
    assert "Licorne" in said(table.jouer("Licorne"))


class Cheater:
    """A teacher's bot that plays its highest card, without a target: often not allowed."""
    name = "tricheur"

    def choose(self, obs):
        return Play(max(obs.hand), None, None)


class Uncomparable:
    """A teacher's bot whose move cannot even be compared with a legal one."""
    name = "bizarre"

    def choose(self, obs):
        return self

    def __eq__(self, other):
        raise ValueError("pas comparable")

    __hash__ = object.__hash__


@pytest.mark.parametrize("front", FRONTS)
def test_a_bots_refused_move_is_not_shown_to_the_learner(front):
    for seed in range(40):
        table = front.make("classique", 2, seat=1, seed=seed, bots=[Cheater(), None])
        if "pas permis" in front.said(table):
            break
    said = front.said(table)
    assert "pas permis" in said and "jouer" not in said.split("pas permis")[1].split(":")[0]
    assert "Play(" in str(table.last_error)  # the teacher's to see
    table = front.make("classique", 2, seat=1, seed=3, bots=[Uncomparable(), None])
    assert "a échoué (ValueError)" in front.said(table) and isinstance(table.last_error, ValueError)


@pytest.mark.parametrize("front", FRONTS)
def test_the_countess_is_the_reason_only_when_it_is(front):
    deck = scenario("classique", ["Comtesse", "Garde"], ["Prince"]).order  # Alice draws the Prince
    with dealt(deck):
        table = front.make("classique", 2, seat=0, seed=1, bots=[None, RandomBot(0)])
    assert sorted(c.name for c in table.observation().hand) == ["Comtesse", "Prince"]
    if isinstance(table, plain.PlainTable):  # the widget offers only the cards in hand
        said = html.unescape(table.jouer("Baron", 1, None).message)
        assert "Vous devez" not in said and "pas le Baron" in said
    front.play(table, Play(table.game.edition.card("Prince"), 1, None))
    assert "Vous devez jouer la Comtesse" in front.said(table)


def test_a_second_click_on_a_round_button_already_left_does_nothing():
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets.table import TableWidget
    table = TableWidget("classique", 2, seat=0, seed=6, bots=[None, RandomBot(1)])
    while not table.observation().over:
        table.play(table.legal_moves()[0])
    calls = []
    real = table.model.next_round
    table.model.next_round = lambda: calls.append(1) or real()
    button = table.next_round_button
    button.click()
    button.click()  # a double click: the second reaches the button of the round left
    assert calls == [1] and table.next_round_button is not button


def test_the_plain_table_says_its_refusals_in_text_too():
    table = plain.PlainTable("classique", 2, seat=0, seed=5)
    assert repr(table.manche_suivante()).startswith(fr.PLAIN["round_goes_on"])
    table.jouer(1)
    assert not repr(table).startswith(fr.PLAIN["round_goes_on"])
