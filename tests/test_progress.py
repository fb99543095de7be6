"""The progress store: records per (learner, exercise), an Exercise on its record, JSON save and load
(a damaged file loses nothing), and the score per notebook and section."""

import json

import pytest

from loveletter_teach.errors import SaveFileError
from loveletter_teach.exercises import (Exercise, ProgressStore, Question, Record, Session, answer, build,
                                        exercise_ids, hint, je_suis, load_progress, progress_summary,
                                        save_progress)

Q = Question("P ?", "fraction", "1/3", hints=("h1", "h2"), explanation="Car.")


def test_records_are_keyed_by_normalized_learner_and_id():
    store = ProgressStore()
    assert store.record("Camille", "a") is store.record(" camille ", "a")
    assert store.record("Camille", "a") is not store.record("Camille", "b")
    assert store.record("Léo", "a") is not store.record("Camille", "a")
    assert [l.name for l in store.learners()] == ["Camille", "Léo"]


def test_an_exercise_keeps_its_state_in_its_record():
    record = Record()
    ex = Exercise(Q, record)
    ex.answer("1/2")
    ex.hint()
    assert (record.tries, record.hints_shown, record.solved) == (1, 1, False)
    assert record.last_answer == "1/2" and "Vous avez répondu 1/2" in record.last_feedback and record.last_kind == "error"
    again = Exercise(Q, record)  # the cell run again
    assert again.tries == 1 and "Indice 1/2 : h1" in again.shown_hints().message
    assert again.last_feedback().message == record.last_feedback and again.last_feedback().correct is False
    again.answer("2/6")
    assert record.solved and record.history == [["1/2", False], ["2/6", True]]
    again.solution()
    assert record.last_feedback.startswith("Réponse : 1/3")
    assert Exercise(Q).shown_hints() is None and Exercise(Q).last_feedback() is None


def played_session():
    s = Session()
    je_suis("Camille", session=s)
    answer("01.regles.paquet", "9", session=s)
    answer("01.regles.tour", build("01.regles.tour").answer, session=s)
    hint("01.perso.tirage", session=s)
    answer("01.perso.tirage", build("01.perso.tirage", "Camille").answer, session=s)
    return s


def test_save_and_load_give_back_every_record(tmp_path):
    s = played_session()
    path = tmp_path / "progression.json"
    assert "enregistrée" in str(save_progress(path, session=s))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "loveletter_teach.progress" and data["learners"]["camille"]["name"] == "Camille"
    fresh = Session()
    assert "reprise" in str(load_progress(path, session=fresh))
    for exercise_id in ("01.regles.paquet", "01.regles.tour", "01.perso.tirage"):
        assert fresh.progress.record("Camille", exercise_id) == s.progress.record("Camille", exercise_id)


def test_load_merges_keeping_the_furthest_progress(tmp_path):
    s = played_session()
    path = tmp_path / "p.json"
    s.progress.save(path)
    other = Session()
    je_suis("camille", session=other)
    mine = other.progress.record("Camille", "01.regles.paquet")
    mine.tries, mine.hints_shown = 0, 2
    live = other.progress.record("Camille", "01.regles.paquet")
    other.progress.load(path)
    assert live is other.progress.record("Camille", "01.regles.paquet")  # merged in place
    assert live.solved and live.tries == 1 and live.hints_shown == 2 and live.last_answer == "9"


@pytest.mark.parametrize("content", ["{not json", "[]", '{"format": "autre"}',
                                     '{"format": "loveletter_teach.progress", "version": 99, "learners": {}}',
                                     '{"format": "loveletter_teach.progress", "version": 1, "learners": 3}',
                                     '{"format": "loveletter_teach.progress", "version": 1, "learners": '
                                     '{"camille": {"name": "Camille", "exercises": {"a": {"tries": "deux"}}}}}',
                                     '{"format": "loveletter_teach.progress", "version": 1, "learners": '
                                     '{"camille": {"name": "Léo", "exercises": {}}}}',
                                     '{"format": "loveletter_teach.progress", "version": 1, "learners": '
                                     '{"x": {"name": "", "exercises": {}}}}'])
def test_a_damaged_file_is_refused_in_french_and_loses_nothing(tmp_path, content):
    s = played_session()
    before = json.dumps(s.progress.to_json())
    path = tmp_path / "p.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveFileError, match="Rien n'a été changé"):
        load_progress(path, session=s)
    assert json.dumps(s.progress.to_json()) == before


def test_a_missing_file_or_folder_is_said_in_french(tmp_path):
    with pytest.raises(SaveFileError, match="n'existe pas"):
        ProgressStore().load(tmp_path / "absent.json")
    with pytest.raises(SaveFileError, match="Impossible d'enregistrer"):
        ProgressStore().save(tmp_path / "absent" / "p.json")


def test_the_summary_counts_per_notebook_and_section():
    s = played_session()
    q = build("01.regles.garde_garde")
    answer("01.regles.garde_garde", next(c for c in q.choices if c != q.answer), session=s)  # wrong
    summary = progress_summary(session=s)
    n01 = len(exercise_ids("01"))
    text = str(summary)
    assert text.splitlines()[0] == "Progression de Camille"
    assert f"Carnet 01 — Les règles : 3 questions réussies sur {n01} (1 question pas encore réussie)" in text
    assert "Vos questions personnelles : 1 question réussie sur 3" in text
    regles = len(exercise_ids("01", "regles"))
    assert f"Les règles, question par question : 2 questions réussies sur {regles} (1 question pas encore réussie)" in text
    assert "Les règles, question par question" in summary._repr_html_()


def test_the_summary_of_a_newcomer_and_of_ids_outside_the_catalogue():
    s = Session()
    assert "n'a encore répondu à aucune question" in str(progress_summary("Léo", session=s))
    record = s.progress.record("Léo", "09.essai.1")
    record.tries, record.solved = 2, True
    text = str(progress_summary("Léo", session=s))
    assert "Carnet 09 : 1 question réussie sur 1" in text and "En tout : 1 question réussie sur" in text


def test_a_card_given_as_a_card_is_kept_by_its_name_and_graded_right_again(tmp_path):
    """« 01.regles.comtesse » answered with the Card itself: the file keeps its name, and the answer
    is right again when the class report checks it (``Exercise(question).answer(stored)``)."""
    s = Session(folder=tmp_path)
    je_suis("Léa", session=s)
    q = s.exercise("01.regles.comtesse").question
    assert answer("01.regles.comtesse", q.edition.card("Comtesse"), session=s).correct
    saved = ProgressStore().load(tmp_path / "progression_lea.json").record("Léa", "01.regles.comtesse")
    assert saved.history == [["Comtesse", True]] and saved.last_answer == "Comtesse"
    assert Exercise(build("01.regles.comtesse", "Léa")).answer(saved.history[0][0]).correct


def test_a_card_handed_in_as_the_list_of_its_fields_is_graded_right_again():
    """Files handed in before cards were kept by name hold the list of the card's fields: it is read
    as that card (a wrong card stays wrong); any other answer goes on to be read as before."""
    from loveletter_teach.exercises.questions import _stored_card
    q = build("01.regles.comtesse", "Léa")
    assert Exercise(q).answer(list(q.edition.card("Comtesse"))).correct  # [7, "Comtesse", "forced", 1, True, ""]
    wrong = Exercise(q).answer(list(q.edition.card("Roi")))
    assert wrong.correct is False and wrong.counted and "Roi" in wrong.message
    others = (["Comtesse"], [7, "Comtesse"], list(q.edition.card("Comtesse"))[:-1] + ["x"], [None] * 6,
              "Comtesse", "comtesse", ("Comtesse",))
    assert all(_stored_card(q.edition, other) is other for other in others)

