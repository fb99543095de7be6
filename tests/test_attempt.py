"""One attempt (``exercises.attempt.Attempt``) behind both exercise front-ends: the same scenarios run
against the ipywidgets ``ExerciseWidget`` and its plain stand-in. Answers given before a name become
the learner's once it is given; a wrong try is recorded once, with one word to the progress store; a
failed save is said in French where the learner reads the feedback."""

import pytest

from loveletter_teach import plain
from loveletter_teach.exercises import Session, answer, entry, je_suis
from loveletter_teach.exercises.attempt import Attempt, NoLearnerError

FIXED = "01.regles.paquet"  # a fixed question of the catalogue (the same for every learner)


def _widget(exercise_id, session):
    from loveletter_teach.widgets.exercise import ExerciseWidget
    return ExerciseWidget(exercise_id, session=session)


def _widget_answer(front, value):
    front.answer.value = value
    front.check_button.click()
    return front.feedback.value


def _plain_answer(front, value):
    return front.answer(value).message


FRONTS = {"widget": (_widget, _widget_answer),
          "plain": (lambda i, s: plain.ExerciseWidget(i, session=s), _plain_answer)}


@pytest.fixture(params=sorted(FRONTS))
def front(request):
    if request.param == "widget":
        pytest.importorskip("ipywidgets")
    return FRONTS[request.param]


def _counting(session):
    calls = []
    session.progress.observe(lambda: calls.append(1))
    return calls


def test_answers_given_before_a_name_become_the_learners(front):
    make, give = front
    s = Session()
    shown = make(FIXED, s)
    give(shown, "3")
    assert s.progress.of("Camille") == {}  # nobody's yet
    s.set_learner("Camille")
    record = s.progress.record("Camille", FIXED)
    assert record.tries == 1 and len(record.history) == 1 and record.history[0][0] == "3"
    assert shown.solved is False
    give(shown, str(entry(FIXED).build(None).answer))
    assert record.tries == 2 and record.solved and shown.solved


def test_a_wrong_try_is_recorded_once_with_one_word_to_the_store(front):
    make, give = front
    s = Session()
    s.set_learner("Camille")
    shown = make(FIXED, s)
    calls = _counting(s)
    give(shown, "3")
    record = s.progress.record("Camille", FIXED)
    assert record.tries == 1 and record.history == [["3", False]] and calls == [1]
    assert set(record.__dict__) == set(type(record)().__dict__)  # no field added


@pytest.mark.parametrize("twice", [False, True])
def test_a_failed_save_is_said_in_french_once(front, tmp_path, twice):
    make, give = front
    blocked = tmp_path / "f"
    blocked.write_text("")
    s = Session(folder=blocked)  # the folder cannot be written to
    je_suis("Camille", session=s)
    shown = make(FIXED, s)
    said = give(shown, "7")
    assert "ne peuvent pas être enregistrées" in said and "progression_camille.json" in said
    if twice:
        assert "enregistrées" not in give(shown, "8")  # said once
        assert s.progress.record("Camille", FIXED).tries == 2


def test_the_plain_stand_in_makes_no_record_until_the_first_answer():
    s = Session()
    s.set_learner("Camille")
    shown = plain.ExerciseWidget(FIXED, session=s)
    shown._repr_html_()
    assert s.progress.of("Camille") == {}
    answer(FIXED, "3", session=s)  # the line the stand-in shows: its answer shows in the stand-in
    assert shown._record().tries == 1
    shown.answer("4")
    assert s.progress.record("Camille", FIXED).tries == 2


def test_a_personal_question_waits_for_a_name():
    s = Session()
    attempt = Attempt("01.perso.tirage", session=s)
    assert attempt.exercise is None
    with pytest.raises(NoLearnerError):
        attempt.answer("1/2")
    s.set_learner("Camille")
    assert attempt.load(s.learner) and attempt.question is not None
    assert not attempt.load(s.learner)  # the same learner: nothing built again


def test_a_question_outside_the_catalogue_tells_no_store():
    from loveletter_teach.exercises import Question
    s = Session()
    calls = _counting(s)
    attempt = Attempt(Question("Combien font 1 + 1 ?", "number", 2), session=s)
    assert attempt.exercise_id is None and attempt.answer("2").correct and calls == []


def test_a_function_checked_with_verifie_is_one_try_one_word_and_says_a_failed_save(tmp_path):
    from loveletter_teach.exercises.functions import TASKS, verifie
    exercise_id = sorted(TASKS)[0]
    blocked = tmp_path / "f"
    blocked.write_text("")
    s = Session(folder=blocked)
    je_suis("Camille", session=s)
    calls = _counting(s)
    said = verifie(exercise_id, lambda **_: 12345, session=s).message
    assert calls == [1] and s.progress.record("Camille", exercise_id).tries == 1
    assert "ne peuvent pas être enregistrées" in said
    assert "enregistrées" not in verifie(exercise_id, lambda **_: 12345, session=s).message  # said once
