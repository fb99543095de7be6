"""A quiz cell run again shows every kind of answer as it was left; the position is shown."""

import pytest

pytest.importorskip("ipywidgets")

from loveletter_teach.exercises import Session, build, check  # noqa: E402
from loveletter_teach.exercises import Learner  # noqa: E402
from loveletter_teach.probability.trees import frac  # noqa: E402
from loveletter_teach.widgets import ExerciseWidget  # noqa: E402


def session_of(name):
    session = Session()
    session.set_learner(name)
    return session


@pytest.mark.parametrize("exercise_id", ["02.choisir.arbre", "02.deviner.debut", "02.choisir.confusion",
                                         "02.voir.comptage"])
def test_running_the_cell_again_restores_every_kind_of_answer(exercise_id):
    session = session_of("Inès")
    first = ExerciseWidget(exercise_id, session=session)
    q = first.question
    if q.kind == "tree":
        for key, box in first.blank_inputs.items():
            box.value = "1/2"
    elif q.kind == "guard":
        target, card, _ = q.answer[0]
        first.guard_target.value, first.guard_card.value, first.guard_chance.value = target, card.name, "1/3"
    elif q.kind == "compare":
        first.answer.value = "="
    else:
        first.answer.value = "1/3"
    first.check_button.click()
    again = ExerciseWidget(exercise_id, session=session)  # Shift+Enter on the cell
    assert again.answer_value() == first.answer_value()
    assert again.feedback.value == first.feedback.value and again.feedback.value


def test_a_wrong_answer_after_a_right_one_does_not_replace_it():
    session = session_of("Léo")
    widget = ExerciseWidget("02.voir.comptage", session=session)
    right = frac(widget.question.answer)
    widget.answer.value = right
    widget.check_button.click()
    widget.answer.value = "0,99"
    widget.check_button.click()
    assert ExerciseWidget("02.voir.comptage", session=session).answer.value == right


def test_a_question_about_a_position_shows_that_position():
    q = build("02.voir.comptage", Learner("Zoé"))
    html = ExerciseWidget(q).prompt.value
    seat = q.position.seat
    for card in q.position.hands[seat]:
        assert card.name in html
    assert q.position.names[seat] in html and check(q, frac(q.answer)).correct


def test_a_saved_file_comes_back_but_never_sets_the_learner_by_itself(tmp_path):
    """School computers are shared: the file's answers come back only once the learner gives the name."""
    from loveletter_teach.exercises import resume_progress, save_progress
    path = str(tmp_path / "progression.json")
    before = session_of("Inès")
    widget = ExerciseWidget("02.voir.comptage", session=before)
    widget.answer.value = frac(widget.question.answer)
    widget.check_button.click()
    save_progress(path, session=before)
    after = Session()  # a new kernel
    assert resume_progress(str(tmp_path / "absent.json"), session=after) is None
    resumed = resume_progress(path, session=after)
    assert after.learner is None and resumed.learner is None and "prénom" in str(resumed)
    assert not ExerciseWidget("02.voir.comptage", session=after).solved  # waiting for a name
    after.set_learner("Inès")
    resumed = resume_progress(path, session=after)
    # the last line of the notebook's preparation cell: a French sentence, nothing Python-looking
    for shown in (repr(resumed), str(resumed), resumed._repr_html_()):
        assert "Bon retour, Inès" in shown and "Learner(" not in shown and "<object" not in shown
    assert ExerciseWidget("02.voir.comptage", session=after).solved


def test_the_guard_menus_keep_the_players_and_the_cards_in_their_own_order():
    widget = ExerciseWidget("02.deviner.2019", session=session_of("Zoé"))
    cards = [value for _, value in widget.guard_card.options][1:]
    edition = widget.question.edition
    assert cards == [c.name for c in sorted((edition.card(c) for c in cards), key=lambda c: c.value)]
    assert "Écrivez" not in widget.prompt.value  # the menus show the shape of the answer


def test_a_function_checked_by_verifie_shows_in_its_widget_and_the_quiz_score():
    """verifie(...) writes the learner's record; the widget of that id shows it at once, and a
    widget of another id keeps what the learner is typing."""
    from loveletter_teach.exercises.functions import verifie
    from loveletter_teach.sampling import carte_mise_de_cote
    from loveletter_teach.widgets import QuizWidget
    session = session_of("Inès")
    quiz = QuizWidget(["03.seconde.frequence", "03.seconde.bornes"], session=session)
    function_widget, other = quiz.items
    other.answer.value = "0,1"  # typed, not yet checked

    def wrong(n, hasard):  # a count, not a frequency
        return sum(carte_mise_de_cote(hasard) == "Princesse" for _ in range(n))

    feedback = verifie("03.seconde.frequence", wrong, session=session)
    assert not feedback.correct and function_widget.feedback.value == function_widget.exercise.last_feedback()._repr_html_()
    assert function_widget.exercise.tries == 1 and other.answer.value == "0,1"

    def right(n, hasard):
        return sum(carte_mise_de_cote(hasard) == "Princesse" for _ in range(n)) / n

    assert verifie("03.seconde.frequence", right, session=session).correct
    assert function_widget.solved and function_widget.check_button.button_style == "success"
    assert "1" in quiz.score.value and other.answer.value == "0,1"


def test_a_fixed_rules_question_keeps_its_answer_when_its_cell_runs_again():
    """01's ExerciseWidget(rules_question("tour")): no id is given, the catalogue's is used."""
    from loveletter_teach.exercises import rules_question
    session = session_of("Inès")
    first = ExerciseWidget(rules_question("tour"), session=session)
    assert first.exercise_id == "01.regles.tour"
    first.answer.value = first.question.answer
    first.check_button.click()
    again = ExerciseWidget(rules_question("tour"), session=session)
    assert again.answer.value == first.question.answer and again.solved and again.feedback.value


def test_a_question_outside_the_catalogue_keeps_its_own_attempt():
    from loveletter_teach.exercises import Question
    session = session_of("Inès")
    w = ExerciseWidget(Question("Combien font 2 + 2 ?", "number", 4), session=session)
    assert w.exercise_id is None
    w.answer.value = "4"
    w.check_button.click()
    assert w.solved


def test_a_fixed_question_answered_before_any_name_survives_a_re_run_and_joins_the_name():
    from loveletter_teach.exercises import rules_question
    session = Session()
    first = ExerciseWidget(rules_question("tour"), session=session)
    first.answer.value = first.question.answer
    first.check_button.click()
    again = ExerciseWidget(rules_question("tour"), session=session)
    assert again.answer.value == first.question.answer and again.solved
    session.set_learner("Inès")
    assert session.progress.record("Inès", "01.regles.tour").solved
