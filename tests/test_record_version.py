"""A learner whose record holds tries on version 1 of an exercise goes on with version 1's question after
the exercise changed (version 2): the session, the widget, the plain stand-in and ``verifie`` build the
variant of the record's version, the one the class report grades the tries against."""

import pytest

from loveletter_teach import plain
from loveletter_teach.classe import Grader
from loveletter_teach.exercises import CATALOGUE, Learner, Session, build
from loveletter_teach.exercises.session import recorded_question

EXERCISE = "03.conditionnel.univers"  # version 2 spreads its answers over a class, version 1 kept
NAME = "Camille"


def seen(question):
    return question.prompt, question.answer_text()


def session_with_v1_try():
    """Camille tried version 1 once (a wrong answer), before the package changed to version 2."""
    session = Session()
    session.set_learner(NAME)
    record = session.progress.record(NAME, EXERCISE)
    record.version, record.tries, record.history = 1, 1, [["0", False]]
    return session, record


def test_the_two_versions_differ_for_this_learner():
    """Else the tests below could not fail."""
    assert CATALOGUE[EXERCISE].version == 2
    assert seen(build(EXERCISE, NAME, version=1)) != seen(build(EXERCISE, NAME))


def test_the_session_builds_the_records_version_and_grades_as_the_class_report():
    session, record = session_with_v1_try()
    old = build(EXERCISE, NAME, version=1)
    assert seen(session.exercise(EXERCISE).question) == seen(old)
    feedback = session.exercise(EXERCISE).answer(str(old.answer))
    assert feedback.correct and record.solved and record.version == 1
    result = Grader().grade(EXERCISE, record, Learner(NAME))
    assert result.solved and result.tries == 2


def test_a_record_not_tried_yet_takes_the_current_version():
    session = Session()
    session.set_learner(NAME)
    record = session.progress.record(NAME, EXERCISE)
    assert record.version == 2 and seen(session.exercise(EXERCISE).question) == seen(build(EXERCISE, NAME))
    record.history, record.version = [["0", False]], 99  # from a newer package: no builder here
    assert seen(recorded_question(EXERCISE, Learner(NAME), record)) == seen(build(EXERCISE, NAME))


def test_the_plain_stand_in_builds_the_records_version():
    session, _ = session_with_v1_try()
    shown = plain.ExerciseWidget(EXERCISE, session=session)
    assert seen(shown.question) == seen(build(EXERCISE, NAME, version=1))
    assert shown.answer(str(build(EXERCISE, NAME, version=1).answer)).correct


def test_the_widget_builds_the_records_version():
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import ExerciseWidget
    session, record = session_with_v1_try()
    widget = ExerciseWidget(EXERCISE, session=session)
    assert seen(widget.question) == seen(build(EXERCISE, NAME, version=1))
    assert widget.exercise.record is record


def test_verifie_goes_on_with_the_case_of_the_records_version():
    """03.seconde.proportion's own case changed in version 2 (its number of samples): a learner who tried
    version 1 is checked on version 1's case, and its worked result is version 1's."""
    from loveletter_teach.exercises.functions import TASKS, personal_case, verifie
    exercise_id = "03.seconde.proportion"
    old, new = build(exercise_id, NAME, version=1), build(exercise_id, NAME)
    assert old.explanation != new.explanation
    session = Session()
    session.set_learner(NAME)
    record = session.progress.record(NAME, exercise_id)
    record.version, record.tries, record.history = 1, 1, [["la fonction proportion_dans_intervalle", False]]
    wrong = lambda N, n, hasard: 12345  # noqa: E731
    messages = [verifie(exercise_id, wrong, session=session).message for _ in range(2)]
    assert old.explanation in messages[-1] and new.explanation not in messages[-1]
    assert record.version == 1 and record.tries == 3
    case = personal_case(TASKS[exercise_id], Learner(NAME), 1)
    assert f"N = {case['N']}" in messages[-1]


def test_a_fixed_question_answered_before_the_name_keeps_the_version_its_tries_answered():
    """Tries made before the name (on the current version) merged into a learner's record of version 1:
    the widget shows the question of the merged record's version, the one the class report grades."""
    pytest.importorskip("ipywidgets")
    from loveletter_teach.exercises import Question
    from loveletter_teach.exercises.catalogue import register
    from loveletter_teach.widgets import ExerciseWidget
    exercise_id = "01.essai.fixe"
    old, new = Question("Combien font 2 + 2 ?", "number", 4), Question("Combien font 3 + 3 ?", "number", 6)
    register(exercise_id, "01", "dénombrement", "Seconde", "number", new, version=2, older={1: old})
    try:
        session = Session()
        earlier = session.progress.record(NAME, exercise_id)  # read from the learner's file: one try on version 1
        earlier.version, earlier.tries, earlier.history = 1, 1, [["5", False]]
        widget = ExerciseWidget(exercise_id, session=session)
        assert widget.question == new
        for wrong in ("7", "8"):
            widget.answer.value = wrong
            widget.check_button.click()
        session.set_learner(NAME)
        record = session.progress.record(NAME, exercise_id)
        assert record.tries == 2 and record.version == 2
        assert widget.question == new and widget.exercise.record is record
    finally:
        CATALOGUE.pop(exercise_id)
