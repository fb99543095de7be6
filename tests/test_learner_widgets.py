"""The learner field, exercises that wait for a name and restore themselves when built again, the
quiz score, and the progress cell, driven headlessly."""

import html

import pytest

pytest.importorskip("ipywidgets")

from loveletter_teach.exercises import Exercise, Question, Session, build, je_suis  # noqa: E402
from loveletter_teach.widgets import ExerciseWidget, LearnerField, ProgressWidget, QuizWidget  # noqa: E402


def shown(widget):
    return html.unescape(widget.value).replace("\u00a0", " ").replace("\u202f", " ")  # French non-breaking spaces


@pytest.fixture(autouse=True)
def no_display(monkeypatch):
    import IPython.display

    def refuse(*args, **kwargs):
        raise AssertionError("display() called")
    monkeypatch.setattr(IPython.display, "display", refuse)


@pytest.fixture
def session():
    return Session()


def test_the_field_greets_and_refuses_bad_names(session):
    field = LearnerField(session=session)
    field.button.click()
    assert "au moins une lettre" in shown(field.feedback) and session.learner is None
    field.name.value = "Prénom"
    field.button.click()
    assert "n'est pas un prénom" in shown(field.feedback)
    field.name.value = " Camille "
    field.button.click()
    assert "Bonjour Camille : vos questions sont prêtes" in shown(field.feedback)
    assert session.learner.key == "camille"
    again = LearnerField(session=session)  # the cell run again
    assert again.name.value == "Camille" and "Bonjour Camille" in shown(again.feedback)


def test_an_exercise_built_before_the_name_waits_then_builds_the_variant(session):
    w = ExerciseWidget("01.perso.tirage", session=session)
    assert w.exercise is None and w.children == (w.waiting,)
    assert "Écrivez d'abord votre prénom dans le champ prévu du carnet" in shown(w.waiting)
    field = LearnerField(session=session)
    field.name.value = "camille"
    field.button.click()
    assert w.question == build("01.perso.tirage", "Camille")
    assert w.answer in w.children and w.prompt in w.children
    w.answer.value = "0"
    w.check_button.click()
    assert session.progress.record("Camille", "01.perso.tirage").tries == 1


def test_the_widget_shows_what_the_answer_key_shows(session):
    from loveletter_teach.exercises import answer_key
    je_suis("Inès", session=session)
    key = answer_key(["Inès"], notebook="01")
    for e, q in key.of("Inès"):
        assert ExerciseWidget(e.id, session=session).question == q


def test_running_the_cell_again_restores_the_answer_feedback_hints_and_buttons(session):
    je_suis("Camille", session=session)
    w = ExerciseWidget("01.regles.comtesse", session=session)  # a card question: 3 tries (exercises.tries)
    w.hint_button.click()
    w.answer.value = "Roi"
    w.check_button.click()
    feedback, hints = w.feedback.value, w.hints.value
    again = ExerciseWidget("01.regles.comtesse", session=session)
    assert again.answer.value == "Roi" and again.feedback.value == feedback and again.hints.value == hints
    assert again.solution_button.disabled and again.exercise.tries == 1
    again.check_button.click()  # second wrong try
    assert ExerciseWidget("01.regles.comtesse", session=session).solution_button.disabled
    again.answer.value = "Baron"
    again.check_button.click()  # third wrong try: the solution opens
    third = ExerciseWidget("01.regles.comtesse", session=session)
    assert not third.solution_button.disabled
    third.solution_button.click()
    fourth = ExerciseWidget("01.regles.comtesse", session=session)
    assert "Réponse : la Comtesse" in shown(fourth.feedback)
    solved = ExerciseWidget("01.regles.baron_egalite", session=session)
    solved.answer.value = "Personne"
    solved.check_button.click()
    back = ExerciseWidget("01.regles.baron_egalite", session=session)
    assert back.answer.value == "Personne" and back.check_button.button_style == "success"
    assert "Bravo" in shown(back.feedback)


def test_another_learner_gets_their_own_variant_and_progress(session):
    je_suis("Camille", session=session)
    w = ExerciseWidget("01.perso.cartes", session=session)
    w.answer.value = str(w.question.answer)
    w.check_button.click()
    je_suis("Léo", session=session)
    assert w.question == build("01.perso.cartes", "Léo") and w.exercise.tries == 0 and w.feedback.value == ""
    je_suis("camille", session=session)
    assert w.exercise.solved and "Bravo" in shown(w.feedback)


def test_a_question_with_an_id_keeps_what_was_done_before_the_name(session):
    q = Question("P ?", "fraction", "1/3", hints=("h1",))
    w = ExerciseWidget(q, exercise_id="01.regles.paquet", session=session)
    w.answer.value = "1/2"
    w.check_button.click()
    je_suis("Camille", session=session)
    assert session.progress.record("Camille", "01.regles.paquet").tries == 1 and w.answer.value == "1/2"
    started = Exercise(q)
    started.answer("1/4")
    assert ExerciseWidget(started, exercise_id="01.regles.tour", session=Session()).exercise.tries == 1


def test_an_unknown_id_is_refused_at_once(session):
    from loveletter_teach.exercises import CatalogueError
    with pytest.raises(CatalogueError, match="Exercice inconnu"):
        ExerciseWidget("01.nulle.part", session=session)


def test_the_quiz_counts_waiting_items_and_follows_the_learner(session):
    ids = ["01.perso.cartes", "01.perso.baron", "01.perso.tirage"]
    quiz = QuizWidget(ids, title="Vos questions personnelles", session=session)
    assert "0 sur 3" in quiz.score.value and all(item.exercise is None for item in quiz.items)
    je_suis("Camille", session=session)
    first = quiz.items[0]
    first.answer.value = str(first.question.answer)
    first.check_button.click()
    assert "1 sur 3" in quiz.score.value
    again = QuizWidget(ids, session=session)  # the cell run again
    assert "1 sur 3" in again.score.value and again.items[0].answer.value == str(first.question.answer)
    je_suis("Léo", session=session)
    assert "0 sur 3" in again.score.value


def test_the_progress_cell_follows_checks_and_saves(session, tmp_path):
    cell = ProgressWidget(session=session, path=str(tmp_path / "progression.json"))
    assert "Écrivez d'abord votre prénom" in shown(cell.summary)
    je_suis("Camille", session=session)
    assert "n'a encore répondu à aucune question" in shown(cell.summary)
    w = ExerciseWidget("01.regles.paquet", session=session)
    w.answer.value = "9"
    w.check_button.click()
    assert "1 question réussie sur" in shown(cell.summary)
    cell.save_button.click()
    assert "enregistrée" in shown(cell.feedback) and (tmp_path / "progression.json").exists()
    assert ProgressWidget(session=session).save_button.disabled


def test_a_plain_question_widget_is_unchanged_and_not_stored(session):
    w = ExerciseWidget(Question("P ?", "number", 2), session=session)
    w.answer.value = "2"
    w.check_button.click()
    assert w.exercise.solved and session.progress.records == {}


def test_another_spelling_of_a_saved_name_asks_for_a_class_or_a_number(tmp_path):
    """« Lea » where « Léa » saved her answers: the box says, in French, to give a class or a number
    (or to type Léa's name as she did); nothing is loaded or written, and « Oui, je suis Léa » works."""
    from loveletter_teach.exercises import Learner, answer
    first = Session(folder=tmp_path)
    je_suis("Léa", session=first)
    answer("01.regles.paquet", "7", session=first)
    saved = (tmp_path / "progression_lea.json").read_bytes()
    s = Session(folder=tmp_path)
    field = LearnerField(session=s)
    field.name.value = "Lea"
    field.button.click()
    said = shown(field.feedback)
    assert "Un fichier de réponses de « Léa » existe déjà ici" in said and "« Classe ou numéro »" in said
    assert "Error" not in said and field.last_error is None
    assert s.learner is None and s.progress.records == {}
    assert [p.name for p in tmp_path.iterdir()] == ["progression_lea.json"]
    assert (tmp_path / "progression_lea.json").read_bytes() == saved
    field.group.value = "2"
    field.button.click()
    assert s.learner == Learner("Lea", "2") and "Bonjour Lea (2)" in shown(field.feedback)
    again = LearnerField(session=Session(folder=tmp_path))
    assert again.last_button.description == "Oui, je suis Léa"
    again.last_button.click()
    assert again.session.learner.name == "Léa" and "Bon retour, Léa" in shown(again.feedback)
    other = LearnerField(session=Session(folder=tmp_path))
    other.name.value = "LÉA"  # Léa herself, in capitals
    other.button.click()
    assert other.session.learner.name == "Léa" and "Bon retour, Léa" in shown(other.feedback)


def test_the_name_offered_once_taken_leaves_the_focus_on_cest_moi(tmp_path, monkeypatch):
    """« Oui, je suis Léa » goes away with the offer once pressed: the keyboard's focus goes to « C'est moi »,
    in the same field, not to the top of the page (tests/browser/test_browser_keyboard.py)."""
    import ipywidgets
    from loveletter_teach.exercises import answer
    asked = []
    monkeypatch.setattr(ipywidgets.DOMWidget, "focus", lambda self: asked.append(self))
    first = Session(folder=tmp_path)
    je_suis("Léa", session=first)
    answer("01.regles.paquet", "7", session=first)
    field = LearnerField(session=Session(folder=tmp_path))
    field.last_button.click()
    assert field.offer.children == () and asked == [field.button]
