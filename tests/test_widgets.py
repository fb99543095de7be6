"""Widgets driven headlessly: set values, click buttons, read what they show."""

import html
import random
import sys

import pytest

pytest.importorskip("ipywidgets")

from loveletter_teach import Game, Play, Round  # noqa: E402
from loveletter_teach.exercises import Question, rules_question, rules_quiz, scenario  # noqa: E402
from loveletter_teach.widgets import ExerciseWidget, PlayTable, QuizWidget, RoundViewer  # noqa: E402
from loveletter_teach import table_model  # noqa: E402
from loveletter_teach.widgets import table as table_module  # noqa: E402
from loveletter_teach.fr import the as fr_the  # noqa: E402
from loveletter_teach.thoughts import Thoughts  # noqa: E402


class RandomBot:
    """A stand-in bot: any legal action, seeded."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, obs):
        return self.rng.choice(obs.legal_actions)

    def explain(self, obs, action):
        return f"je choisis au hasard : {action}"


class BrokenBot:
    def choose(self, obs):
        raise RuntimeError("boom")


def shown(widget):
    """The text of an HTML widget, entities decoded."""
    return html.unescape(widget.value).replace("\u00a0", " ").replace("\u202f", " ")  # French non-breaking spaces


def clean(widget):
    for name in ("feedback", "board", "news", "journal", "prompt"):
        value = getattr(getattr(widget, name, None), "value", "")
        assert "Traceback" not in value and "inattendue" not in value, value


@pytest.fixture(autouse=True)
def no_display(monkeypatch):
    """Widgets never display themselves when built."""
    import IPython.display

    def refuse(*args, **kwargs):
        raise AssertionError("display() called")
    monkeypatch.setattr(IPython.display, "display", refuse)


def finished_round(edition="2019", n=3, seed=5):
    r = Round.deal(edition, n, seed)
    rng = random.Random(seed)
    while not r.over:
        r.play(rng.choice(r.legal_actions()))
    return r


# --- round viewer ---------------------------------------------------------------------------------
def test_viewer_steps_through_a_whole_round():
    r = finished_round()
    viewer = RoundViewer(r)
    n = len(r.actions)
    assert viewer.step_box.max == n and "Étape 0 sur" in viewer.position.value
    assert viewer.back_button.disabled and not viewer.next_button.disabled
    for k in range(1, n + 1):
        viewer.next_button.click()
        assert viewer.step_box.value == k
        assert "Ce qui vient de se passer" in viewer.news.value
        clean(viewer)
    assert viewer.next_button.disabled and "manche terminée" in viewer.board.value
    assert viewer.at(n).snapshot() == r.snapshot()
    assert viewer.text.splitlines() == r.narration()
    viewer.back_button.click()
    assert viewer.step_box.value == n - 1
    viewer.start_button.click()
    assert viewer.step_box.value == 0 and "Début de la manche" in viewer.news.value
    viewer.end_button.click()
    assert viewer.step_box.value == n


def test_viewer_point_of_view_hides_cards():
    r = scenario("classique", ["Garde", "Princesse"], ["Prêtre", "Baron"], burned="Roi",
                 face_up=["Servante", "Servante", "Prince"], actions=[("Garde", 1, "Prêtre")])
    viewer = RoundViewer(r, step=1)
    assert "Princesse" in viewer.board.value and "Vue omnisciente" in viewer.board.value
    viewer.view.value = 0
    assert "Princesse" not in viewer.board.value and "Point de vue d'Alice" in shown(viewer.board)
    assert "raté" in viewer.news.value
    viewer.view.value = 1
    assert "Princesse" in viewer.board.value and "Roi" not in viewer.board.value


def test_viewer_accepts_an_unfinished_round_and_tokens():
    r = Round.deal("classique", 4, 2)
    r.play(r.legal_actions()[0])
    viewer = RoundViewer(r, seat=2, step=5, tokens=(1, 0, 2, 0))
    assert viewer.step_box.value == 1 and "2 pions Faveur" in viewer.board.value


# --- play table ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition,n", [("classique", 2), ("2019", 4), ("lettre-d-amour", 3)])
def test_a_whole_game_against_stand_in_bots(edition, n):
    table = PlayTable(edition, n, seat=1, bots={s: RandomBot(s) for s in range(n)}, seed=11)
    rng = random.Random(1)
    rounds = 0
    while not table.game.over:
        clean(table)
        r = table.round
        if r.over:
            assert table.next_round_button.layout.display != "none"
            assert "Manche terminée" in table.prompt.value and "pion" in table.prompt.value
            assert ("Ce que pensaient" in table.journal.value) == bool(table.thoughts)
            table.next_round_button.click()
            rounds += 1
            continue
        assert r.current == 1 and "À vous de jouer" in table.prompt.value or r.phase == "keep"
        table.play(rng.choice(r.legal_actions()))
    assert "Partie terminée" in table.prompt.value and "remporte" in table.prompt.value
    assert table.new_game_button.layout.display != "none" and rounds >= 1
    table.new_game_button.click()
    assert len(table.game.rounds) == 1 and not table.game.over
    clean(table)


def test_illegal_choices_are_explained_and_change_nothing():
    # Alice holds the Countess and draws the King: she must play the Countess.
    game_deck = scenario("classique", ["Comtesse", "Garde"], ["Roi"]).order
    table = PlayTable("classique", 2, seat=0, bots=[None, RandomBot(0)], seed=1)
    table.game = Game("classique", 2, seed=1, deck=game_deck)
    table.game.rounds[0] = Round("classique", game_deck, 2, 0)
    table.render()
    before = table.round.snapshot()
    labels = [label for label, _ in table.card.options]
    assert labels == ["Roi (6)", "Comtesse (7)"]
    table.card.value = 0
    table.target.value = 1
    table.play_button.click()
    # said to the learner: « vous », not « Alice doit jouer la Comtesse »
    assert shown(table.feedback).count("Coup refusé : Vous devez jouer la Comtesse : votre autre carte est le Roi.")
    assert "Alice" not in shown(table.feedback)
    assert table.round.snapshot() == before
    table.card.value = 1
    assert table.target.layout.display == "none"
    table.play_button.click()
    assert shown(table.feedback) == "" and table.round.actions[0] == Play(table.round.edition.card("Comtesse"))


def test_guard_naming_guard_and_missing_target():
    deck = scenario("classique", ["Garde", "Prêtre"], ["Baron"]).order
    table = PlayTable("classique", 2, seat=0, bots=[None, RandomBot(0)], seed=1)
    table.game.rounds[0] = Round("classique", deck, 2, 0)
    table.render()
    table.card.value = [label for label, _ in table.card.options].index("Garde (1)")
    assert table.guess.layout.display != "none" and table.target.value == 1
    table.guess.value = "Garde"
    table.play_button.click()
    assert "ne peut pas nommer le Garde" in shown(table.feedback)
    table.guess.value = "Prêtre"
    table.target.value = -1
    table.play_button.click()
    assert "se joue sur un joueur" in shown(table.feedback)
    table.target.value = 0
    table.play_button.click()
    assert "un autre joueur que vous" in shown(table.feedback)
    table.target.value = 1
    table.play_button.click()
    assert table.round.over and "touché" in table.journal.value


def test_a_broken_bot_gives_a_french_message_not_a_traceback():
    table = PlayTable("lettre-d-amour", 2, seat=1, bots=[BrokenBot(), None], seed=2)  # seat 0 starts
    # the bot's failure is said in French, the table plays a legal move for it, and the learner plays on
    assert "a échoué (RuntimeError)" in shown(table.feedback) and "Traceback" not in shown(table.feedback)
    assert isinstance(table.last_error, RuntimeError)
    assert table.observation().my_turn or table.observation().over


def test_default_bots_come_from_make_bot(monkeypatch):
    made = []

    def fake(name, seed):
        made.append((name, seed))
        return RandomBot(seed)
    monkeypatch.setattr(table_model, "make_bot", fake)
    PlayTable("classique", 3, seat=2, seed=4)
    assert made == [("prudent", 40), ("prudent", 41)]


def test_bad_set_up_is_refused_in_french():
    from loveletter_teach.errors import SetupError
    with pytest.raises(SetupError, match="choose"):
        PlayTable("classique", 2, bots=[None, object()], seed=1)
    with pytest.raises(SetupError, match="siège"):
        PlayTable("classique", 2, seat=5, bots=[RandomBot(0)] * 2, seed=1)



class ReadsTheState(AssertionError):
    pass


# What the table (widgets/table.py and its model, table_model.py) may ask of the game: play,
# observation, and the game-level facts its buttons need (the tokens' summary, the end of the game, a
# new round or game, how many rounds for the panels). Nothing of a round.
TABLE_MAY_READ_GAME = {"play", "observation", "round", "over", "summary", "new_round", "seed", "n", "names",
                       "edition", "rounds"}
TABLE_MODULES = {table_module.__name__, table_model.__name__}


def watch_table_reads(monkeypatch):
    """Make any read of a round's attribute (hands, alive, legal_actions, why_illegal…) from the code
    of widgets/table.py or table_model.py raise, and any read of the game beyond TABLE_MAY_READ_GAME; the engine's
    own code (play, observation, the agents' loop) reads freely."""
    def guarded(allowed):
        def getattribute(obj, name):
            caller = sys._getframe(1).f_globals.get("__name__")
            if caller in TABLE_MODULES and name not in allowed and not name.startswith("__"):
                raise ReadsTheState(f"{caller} read {type(obj).__name__}.{name}")
            return object.__getattribute__(obj, name)
        return getattribute
    monkeypatch.setattr(Round, "__getattribute__", guarded(set()))
    monkeypatch.setattr(Game, "__getattribute__", guarded(TABLE_MAY_READ_GAME))


def test_the_table_builds_its_controls_from_the_learners_observation_only(monkeypatch):
    watch_table_reads(monkeypatch)
    table = PlayTable("2019", 3, seat=1, seed=5)
    rng = random.Random(2)
    played = keeps = 0
    for _ in range(60):
        assert table.last_error is None, table.last_error
        clean(table)
        obs = table.observation()
        if table.game.over:
            break
        if obs.over:
            table.next_round_button.click()
            continue
        assert obs.my_turn
        before = len(table.round.actions)
        action = rng.choice(obs.legal_actions)
        if obs.phase == "keep":
            assert [value for _, value in table.keep.options] == list(obs.legal_actions)
            table.keep.value = action
            keeps += 1
        else:
            cards = sorted(set(obs.hand))
            assert [label for label, _ in table.card.options] == [f"{c.name} ({c.value})" for c in cards]
            table.card.value = cards.index(action.card)
            table.target.value = -1 if action.target is None else action.target
            if action.guess is not None:
                table.guess.value = action.guess.name
        table.play_button.click()
        assert table.last_error is None, table.last_error
        assert shown(table.feedback) == ""
        assert table.round.actions[before] == action
        played += 1
    assert played >= 10 and keeps >= 1  # Chancellor keeps too


def test_the_state_watch_catches_a_read_of_the_round(monkeypatch):
    watch_table_reads(monkeypatch)
    table = PlayTable("classique", 2, seat=0, seed=1)
    with pytest.raises(ReadsTheState, match="Round.hands"):
        exec("table.round.hands", vars(table_module) | {"table": table})
    with pytest.raises(ReadsTheState, match="Game.legal_actions"):
        exec("table.game.legal_actions()", vars(table_module) | {"table": table})
    assert table.round.hands  # the test itself (not the table) may look

# --- exercises ---------------------------------------------------------------------------------------
def test_exercise_widget_fraction():
    w = ExerciseWidget(Question("P ?", "fraction", "1/3", hints=("h1", "h2")))
    w.answer.value = "1/2"
    w.check_button.click()
    assert "Vous avez répondu 1/2" in shown(w.feedback) and w.solution_button.disabled
    w.hint_button.click()
    assert "Indice 1/2" in w.hints.value and "h2" not in w.hints.value
    w.hint_button.click()
    assert "h2" in w.hints.value and w.hint_button.disabled
    w.answer.value = "abc"
    w.check_button.click()
    assert "pas compris" in shown(w.feedback) and w.exercise.tries == 1
    w.answer.value = "0,333"
    w.check_button.click()
    assert "Bravo" in shown(w.feedback) and not w.solution_button.disabled
    w.solution_button.click()
    assert "Réponse : 1/3" in shown(w.feedback)


def test_exercise_widget_solution_after_tries():
    w = ExerciseWidget(rules_question("comtesse"))  # a card question: 3 tries (exercises.tries)
    for card in ("Baron", "Garde", "Roi"):
        w.answer.value = card
        w.check_button.click()
    assert "le Roi (valeur 6)" in shown(w.feedback) and not w.solution_button.disabled
    w.solution_button.click()
    assert "la Comtesse" in shown(w.feedback)
    choice = ExerciseWidget(rules_question("baron_egalite"))
    choice.check_button.click()
    assert "rien répondu" in shown(choice.feedback)
    choice.answer.value = "Personne"
    choice.check_button.click()
    assert "Bravo" in shown(choice.feedback)


def test_a_quiz_without_hints_shows_no_hint_button():
    """An exit ticket (``hints=False``): the « Indice » button is not shown; other quizzes keep it."""
    ticket = QuizWidget(rules_quiz(1)[:2], title="Ticket", hints=False)
    assert all(item.hint_button.layout.display == "none" for item in ticket.items)
    assert all(item.hint_button.layout.display is None for item in QuizWidget(rules_quiz(1)[:2]).items)


def test_quiz_widget_keeps_score():
    quiz = QuizWidget(rules_quiz(1)[:3], title="Quiz")
    assert "0 sur 3" in quiz.score.value
    first = quiz.items[0]
    first.answer.value = "9"
    first.check_button.click()
    assert "1 sur 3" in quiz.score.value


# --- a double click -------------------------------------------------------------------------------------
def learner_moves(table):
    return sum(1 for e in table.observation().events if getattr(e, "kind", "") == "played" and e.seat == table.seat)


def test_a_double_click_on_play_plays_one_move():
    table = PlayTable("classique", 2, seat=0, bots=[None, RandomBot(0)], seed=3)
    assert table.observation().my_turn
    button = table.play_button
    button.click()
    button.click()  # the second click of a double click reaches the button of the turn just played
    assert learner_moves(table) == 1
    if table.observation().my_turn:  # the next turn has a button of its own, which plays
        assert table.play_button is not button and not table.play_button.disabled
        table.play_button.click()
        assert learner_moves(table) == 2


def test_the_play_button_is_disabled_while_the_move_is_resolved():
    seen = []

    class Watcher(RandomBot):
        def choose(self, obs):
            seen.append(table.play_button.disabled)
            return super().choose(obs)
    table = PlayTable("classique", 2, seat=0, bots=[None, Watcher(1)], seed=3)
    table.play_button.click()
    assert seen and seen[-1] is True  # the bot answered while the learner's button was disabled


def test_a_double_click_on_next_round_starts_one_round():
    table = PlayTable("classique", 2, seat=0, bots=[None, RandomBot(0)], seed=3)
    rng = random.Random(0)
    while not table.round.over:
        table.play(rng.choice(table.observation().legal_actions))
    table.next_round_button.click()
    table.next_round_button.click()
    assert len(table.game.rounds) == 2 and shown(table.feedback) == ""


def test_the_reminder_of_turned_cards_is_a_choice_off_by_default():
    memory = Game("classique", 2).edition.with_rules(visible_discards="last")
    table = PlayTable(memory, 2, seat=0, bots=[None, RandomBot(0)], seed=4)
    rng = random.Random(4)
    while not table.round.over and all(len(d) < 2 for d in table.observation().discards):
        table.play(rng.choice(table.observation().legal_actions))
    obs = table.observation()
    assert any(len(d) != len(t) for d, t in zip(obs.discards, obs.table))  # a card was turned face down
    assert table.memory.layout.display != "none" and not table.memory.value
    assert "retournées" not in table.board.value
    table.memory.value = True
    assert "retournées" in table.board.value
    assert PlayTable("classique", 2, bots=[None, RandomBot(0)], seed=4).memory.layout.display == "none"


def test_the_last_player_standing_shows_no_card_in_its_thoughts():
    """Ruling 16: without a showdown no thought names a card kept in hand (nor with one:
    tests/test_secrets.py)."""
    found = 0
    for seed in range(30):
        table = PlayTable("classique", 3, seat=0, seed=seed)  # the default bots say what they think
        rng = random.Random(seed)
        while not table.round.over:
            table.play(rng.choice(table.observation().legal_actions))
        obs = table.observation()
        if obs.result.showdown or obs.result.winners == (0,):
            continue
        found += 1
        winner = obs.result.winners[0]
        kept = table.round.hands[winner][0]  # the test may look at the hidden hand
        assert table.thoughts_told(obs)  # told, without the card kept
        assert f"Je garde {fr_the(kept)}" not in shown(table.journal)
        if found >= 3:
            break
    assert found


def test_the_thoughts_say_vous_to_the_learner():
    table = PlayTable("classique", 2, seat=0, seed=8)
    rng = random.Random(8)
    while not table.round.over:
        table.play(rng.choice(table.observation().legal_actions))
    told = [text for _, _, text in table.thoughts_told(table.observation())]
    assert any("vous" in text for text in told) and not any("Alice" in text for text in told), told
    assert isinstance(table.thoughts, Thoughts)  # the widget keeps the bots' thoughts as the plain table does


def test_a_second_click_on_the_same_answer_counts_no_try_and_says_so():
    """A double click, or a click that reached the kernel before the box's new value (a busy kernel):
    the same answer, unchanged since it was checked, is not graded again."""
    from loveletter_teach.exercises import Session
    typed = ExerciseWidget(rules_question("paquet"), session=Session())
    assert typed.answer.continuous_update is False  # sent when the box loses the focus, before the click
    from loveletter_teach.widgets import LearnerField
    field = LearnerField(session=Session())
    assert field.name.continuous_update is False and field.group.continuous_update is False  # before « C'est moi »
    w = ExerciseWidget(rules_question("comtesse"), session=Session())
    w.answer.value = "Roi"
    w.check_button.click()
    first = shown(w.feedback)
    w.check_button.click()
    assert w.exercise.tries == 1 and first in shown(w.feedback) and "aucun essai compté" in shown(w.feedback)
    w.answer.value = "Baron"
    w.check_button.click()
    assert w.exercise.tries == 2 and "aucun essai compté" not in shown(w.feedback)


def test_every_widget_is_displayed_with_what_to_do_after_a_reload(monkeypatch):
    """After a page reload, JupyterLab shows an English error where a widget was: the French line
    displayed under it says what to do, and a style hides it while the widget is live."""
    from IPython import display as ipython_display
    from loveletter_teach.widgets import LearnerField
    from loveletter_teach.widgets.common import RELOAD, Guided
    shown_bundles = []
    monkeypatch.setattr(ipython_display, "display", lambda *objs, **kw: shown_bundles.extend(objs))
    for cls in (ExerciseWidget, QuizWidget, PlayTable, RoundViewer, LearnerField):
        assert issubclass(cls, Guided), cls
    ExerciseWidget(rules_question("paquet"))._ipython_display_()
    widget, guide = shown_bundles
    assert "application/vnd.jupyter.widget-view+json" in widget
    assert "Redémarrer le noyau et Exécuter toutes les cellules" in guide["text/plain"]
    assert f"class='{RELOAD}'" in guide["text/html"] and ":has(.widget-container)" in guide["text/html"]


def test_a_displayed_widget_has_its_messages_handled_on_the_main_shell_in_the_order_sent(monkeypatch):
    """ipykernel 7 routes a comm's messages to where the kernel last wrote on that comm: an answer box's
    value went to a subshell's thread, the click on « Vérifier » to the main thread, and the click could
    be graded before the value (tests/browser/test_browser_race_reload.py). Every control of a displayed
    widget, and those built later (the learner's own question), go to the main shell."""
    from IPython import display as ipython_display
    from loveletter_teach.exercises import Session, je_suis
    monkeypatch.setattr(ipython_display, "display", lambda *objs, **kw: None)
    session = Session()
    quiz = QuizWidget(["03.conditionnel.tableau"], session=session)
    quiz._ipython_display_()
    routed = lambda widget: widget.comm._reply_subshell_for({}, "un-sous-shell")  # noqa: E731
    assert routed(quiz) is None and routed(quiz.items[0].waiting) is None
    je_suis("Inès", session=session)  # the question is built now, with new controls
    item = quiz.items[0]
    assert [routed(w) for w in (item.answer, item.check_button, item.hint_button, item.prompt)] == [None] * 4


def test_a_comparison_shows_its_choices_with_real_subscripts_and_answers_by_letter():
    from loveletter_teach.exercises import Session, je_suis
    session = Session()
    je_suis("Camille", session=session)
    w = ExerciseWidget("02.choisir.confusion", session=session)
    assert "P<sub>E</sub>(A)" in w.choice_list.value and "P_E" not in w.choice_list.value
    assert [label for label, _ in w.answer.options] == ["A", "B", "C"]
    w.answer.value = w.question.answer  # the stored answer is still « < », « = » or « > »
    w.check_button.click()
    assert w.solved and session.progress.record("Camille", "02.choisir.confusion").history[0][0] in "<=>"


def test_what_a_learner_reads_after_a_check_fits_the_widget():
    """An exit ticket has no « Indice » button, so it never says that a hint may help; a choice whose tries
    are used up says so at once (its « Vérifier » is greyed out); a box changed after a check (Enter sends
    it without checking) says the new answer is not checked yet; a second click on a right answer keeps
    its « Bravo »."""
    from loveletter_teach import fr
    from loveletter_teach.exercises import Session, je_suis
    session = Session()
    je_suis("Camille", session=session)
    ticket = QuizWidget(["03.ticket.sachant"], session=session, hints=False).items[0]
    ticket.answer.value = "1/11"
    ticket.check_button.click()
    assert "indice" not in ticket.feedback.value.lower() and "Encore 2 essais" in ticket.feedback.value
    ticket.answer.value = "2/11"
    assert ticket.feedback.value.count("Réponse modifiée") == 1 and "Vous avez répondu 1/11" in ticket.feedback.value
    ticket.answer.value = "3/11"
    assert ticket.feedback.value.count("Réponse modifiée") == 1  # said once, above the old feedback
    choice = ExerciseWidget("03.aleatoire.equitable", session=session)
    for option in [o for o in choice.answer.options if o != choice.question.answer]:
        choice.answer.value = option
        choice.check_button.click()
    used_up = fr.plural_form(fr.EXERCISES["no_tries_left"], choice.question.max_tries)
    assert choice.check_button.disabled
    assert used_up.split(" :")[0] in choice.feedback.value and "indice peut" not in choice.feedback.value
    right = ExerciseWidget("03.conditionnel.univers", session=session)
    right.answer.value = str(right.question.answer)
    right.check_button.click()
    bravo = right.feedback.value
    right.check_button.click()
    assert "Bravo" in bravo and right.feedback.value == bravo


def focus_sent(monkeypatch):
    """The widgets the kernel asked the page to focus (``widget.focus()``), in order."""
    import ipywidgets
    asked = []
    monkeypatch.setattr(ipywidgets.DOMWidget, "focus", lambda self: asked.append(self))
    return asked


def test_a_button_that_goes_away_sends_the_focus_on(monkeypatch):
    """A keyboard user keeps their place (tests/browser/test_browser_keyboard.py): after « Jouer » (a fresh
    button each turn) the focus goes to the new « Jouer », at the end of the round to « Manche suivante »;
    after the last hint to « Vérifier »; at the end of the round viewer to « ◀ Précédent », at its start to
    « Suivant ▶ ». A button that stays usable keeps it: nothing is sent."""
    from loveletter_teach.exercises import Session
    asked = focus_sent(monkeypatch)
    table = PlayTable("classique", 2, seat=0, bots=[None, RandomBot(0)], seed=3)
    assert asked == []  # never on display
    rng = random.Random(0)
    while not table.round.over:
        table.play(rng.choice(table.observation().legal_actions))
        assert asked[-1] is (table.next_round_button if table.round.over else table.play_button)
    table.next_round_button.click()
    assert asked[-1] is table.play_button and table.observation().my_turn

    asked.clear()
    w = ExerciseWidget(rules_question("tour"), session=Session())  # one hint
    w.hint_button.click()
    assert asked == [w.check_button]

    asked.clear()
    from loveletter_teach.exercises import bot_round
    viewer = RoundViewer(bot_round("classique", 3, seed=7))
    viewer.next_button.click()
    assert asked == []
    viewer.end_button.click()
    viewer.start_button.click()
    assert asked == [viewer.back_button, viewer.next_button]


# one exercise of each kind of question (the kinds of exercises.questions.KINDS)
ONE_OF_EACH_KIND = ["01.regles.paquet", "01.regles.tour", "01.regles.comtesse", "01.perso.tirage", "02.voir.comptage",
                    "02.choisir.arbre", "02.choisir.confusion", "02.deviner.debut", "03.conditionnel.independance"]


def _inside(widget):
    """``widget`` and every widget in it."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _inside(child)


def test_every_box_and_menu_has_a_name_a_screen_reader_says():
    """ipywidgets 8 ties a description to its text box or menu (a <label for>), and makes the tooltip the
    title of one without a description; a slider's handle it leaves without a name. So each box and menu
    of the package's widgets has one or the other, in French, and none is a slider (the browser tests'
    accessibility audit, tests/browser/audit.py, found them in JupyterLab)."""
    import ipywidgets as w
    from loveletter_teach.exercises import Learner, build
    from loveletter_teach.exercises.questions import KINDS
    from loveletter_teach.widgets import ExplorerWidget, LearnerField

    questions = [build(i, Learner("Léa")) for i in ONE_OF_EACH_KIND]
    assert sorted(q.kind for q in questions) == sorted(KINDS)
    shown = [ExerciseWidget(q) for q in questions] + [
        RoundViewer(Round.deal("classique", 3, seed=1)), PlayTable("classique", 3, seed=1), LearnerField(),
        ExplorerWidget()]
    controls = [c for top in shown for c in _inside(top)]
    named = (w.Text, w.Dropdown, w.BoundedIntText, w.IntText)
    unnamed = [c for c in controls if isinstance(c, named) and not (c.description or c.tooltip)]
    assert not unnamed, unnamed
    assert not [c for c in controls if isinstance(c, (w.IntSlider, w.FloatSlider, w.SelectionSlider))]
