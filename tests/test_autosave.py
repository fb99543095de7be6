"""Every answer saved the moment it is given, in the learner's own file: it survives a new process
with no explicit save, a failed write says so once and keeps the answers, the last name given here
is only offered, two learners of the same name are told apart, and a resume code brings answers back."""

import errno
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import (Session, answer, build, code_de_reprise, hint, je_suis, reprendre)
from loveletter_teach.exercises import autosave, entry
from loveletter_teach.exercises.learners import Learner, LearnerNameError
from loveletter_teach.exercises.progress import MIME_TYPE, ProgressStore, progress_file_name

ROOT = Path(__file__).resolve().parents[1]


def run(code, folder):
    """``code`` in a new Python process (a new kernel), its session saving in ``folder``."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), autosave.ENV: str(folder)}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, cwd=folder, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_answers_survive_a_new_process_with_no_explicit_save(tmp_path):
    run("""
        from loveletter_teach.exercises import answer, build, hint, je_suis, solution
        je_suis("Léa")
        answer("01.regles.paquet", "7")                    # wrong
        hint("01.perso.tirage")
        answer("01.perso.tirage", build("01.perso.tirage", "Léa").answer)
        solution("01.perso.tirage")
        """, tmp_path)  # the process ends: no save_progress, no button
    assert os.listdir(tmp_path) == ["progression_lea.json"]
    out = run("""
        from loveletter_teach.exercises import SESSION, je_suis
        assert SESSION.progress.records == {}           # nothing before the name
        print(je_suis("lea"))
        for i in ("01.regles.paquet", "01.perso.tirage"):
            r = SESSION.progress.record("Léa", i)
            print(i, r.tries, r.hints_shown, r.solved, r.last_answer, r.history, r.last_feedback[:9])
        """, tmp_path)
    first, paquet, tirage = out.splitlines()
    assert first.startswith("Bon retour, Léa : vos réponses sont revenues (2 réponses du carnet 01)")
    assert paquet.startswith("01.regles.paquet 1 0 False 7 [['7', False]]")
    right = build("01.perso.tirage", "Léa").answer
    assert tirage.startswith(f"01.perso.tirage 1 1 True {right}") and tirage.endswith("Réponse :")


def test_the_greeting_counts_only_the_questions_answered(tmp_path):
    s = Session(folder=tmp_path)
    je_suis("Noémie", session=s)
    for exercise_id in ("01.perso.tirage", "01.regles.tour", "01.regles.paquet"):
        s.exercise(exercise_id)  # shown (a widget of the notebook), not answered: an empty record
    answer("01.regles.paquet", "7", session=s)
    back = je_suis("Noémie", session=Session(folder=tmp_path))  # after a reload
    assert back.message == "Bon retour, Noémie : vos réponses sont revenues (1 réponse du carnet 01)."
    assert reprendre(code_de_reprise(session=s), session=Session()).message.endswith("(1 réponse du carnet 01).")  # Basthon


def test_widgets_built_in_a_new_session_show_the_saved_answers(tmp_path):
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import ExerciseWidget, LearnerField
    s = Session(folder=tmp_path)
    je_suis("Inès", session=s)
    widget = ExerciseWidget("02.voir.comptage", session=s)
    widget.answer.value = "1/2"
    widget.check_button.click()
    widget.hint_button.click()
    after = Session(folder=tmp_path)  # a restart: the widgets are built before the name is given
    again = ExerciseWidget("02.voir.comptage", session=after)
    field = LearnerField(session=after)
    assert again.exercise is None and field.last.name == "Inès"  # offered, not set
    field.last_button.click()
    assert after.learner.name == "Inès" and again.answer.value == "1/2" and again.exercise.tries == 1
    assert "Indice 1" in again.hints.value and "1/2" in again.feedback.value
    assert "Bon retour" in field.feedback.value


def test_a_failed_write_says_so_once_in_french_and_keeps_the_answers(tmp_path):
    blocked = tmp_path / "un_fichier"
    blocked.write_text("pas un dossier")
    s = Session(folder=blocked)  # the folder cannot be written to
    je_suis("Camille", session=s)
    first = answer("01.regles.paquet", "7", session=s)
    assert "ne peuvent pas être enregistrées" in first.message and "progression_camille.json" in first.message
    assert "gardées tant que le carnet reste ouvert" in first.message and str(tmp_path) not in first.message
    second = answer("01.regles.paquet", "8", session=s)
    assert "enregistrées" not in second.message  # said once
    assert s.progress.record("Camille", "01.regles.paquet").tries == 2
    assert s.saver.failed and "ne peuvent pas" in s.save_status()


@pytest.mark.skipif(os.name != "posix", reason="file rights are POSIX modes")
def test_the_saved_files_have_the_rights_a_plain_open_gives(tmp_path):
    """The temporary file behind an atomic write is owner-only; the saved file must not be, or the
    teacher collecting the learners' files cannot read them."""
    mask = os.umask(0o022)
    try:
        s = Session(folder=tmp_path)
        je_suis("Camille", session=s)
        hint("01.perso.tirage", session=s)
        s.progress.save(tmp_path / "remis.json")
    finally:
        os.umask(mask)
    for name in (progress_file_name(Learner("Camille")), "remis.json"):
        assert (tmp_path / name).stat().st_mode & 0o777 == 0o644, name
    assert not list(tmp_path.glob("*.tmp"))


def test_an_interrupted_write_leaves_no_temporary_file(tmp_path, monkeypatch):
    from loveletter_teach.exercises import progress

    def interrupted(*args):
        raise KeyboardInterrupt
    monkeypatch.setattr(progress.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        progress.write_whole(str(tmp_path / "f.json"), "{}")
    assert list(tmp_path.iterdir()) == []


def test_a_file_system_without_rights_still_saves(tmp_path, monkeypatch):
    from loveletter_teach.exercises import progress

    def refused(*args):
        raise OSError(errno.ENOSYS, "chmod")
    monkeypatch.setattr(progress.os, "chmod", refused)
    progress.write_whole(str(tmp_path / "f.json"), "{}")
    assert (tmp_path / "f.json").read_text() == "{}" and not list(tmp_path.glob("*.tmp"))


def test_a_full_disk_is_said_in_french(tmp_path, monkeypatch):
    def full(path, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(autosave, "_write", full)
    s = Session(folder=tmp_path)
    je_suis("Camille", session=s)
    assert "le disque est plein" in hint("01.perso.tirage", session=s).message
    assert s.progress.record("Camille", "01.perso.tirage").hints_shown == 1


def test_a_widget_says_a_failed_write_in_its_feedback(tmp_path):
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import ExerciseWidget
    blocked = tmp_path / "f"
    blocked.write_text("")
    s = Session(folder=blocked)
    je_suis("Camille", session=s)
    widget = ExerciseWidget("01.regles.paquet", session=s)
    widget.answer.value = "7"
    widget.check_button.click()
    assert "ne peuvent pas être enregistrées" in widget.feedback.value and widget.exercise.tries == 1


def test_the_last_name_is_offered_never_loaded_without_the_learners_word(tmp_path):
    first = Session(folder=tmp_path)
    je_suis("Zoé", session=first)
    answer("01.regles.paquet", "9", session=first)
    shared = Session(folder=tmp_path)  # the next student on the same computer
    assert shared.learner is None and shared.progress.records == {}
    assert shared.last_learner().name == "Zoé"
    offer = je_suis(session=shared)
    assert "Dernier prénom donné ici : Zoé" in offer.message and 'je_suis("Zoé")' in offer.message
    assert shared.learner is None and shared.progress.records == {}
    je_suis("Hugo", session=shared)  # not Zoé: her answers stay in her file, not in Hugo's session
    assert shared.progress.of("Zoé") == {} and "Zoé" not in json.dumps(shared.handed_in(), ensure_ascii=False)
    from loveletter_teach.plain import LearnerField
    assert 'je_suis(&quot;Zoé&quot;)' in LearnerField(session=Session(folder=tmp_path))._repr_html_()


def test_two_learners_of_the_same_name_are_told_apart(tmp_path):
    s = Session(folder=tmp_path)
    je_suis("Léa", 1, session=s)
    answer("01.perso.tirage", "0", session=s)
    je_suis("Lea", "2", session=s)
    answer("01.perso.tirage", "1", session=s)
    assert sorted(os.listdir(tmp_path)) == ["progression_lea-1.json", "progression_lea-2.json"]
    assert Learner("Léa", 1) != Learner("Léa", 2) != Learner("Léa")
    for exercise_id in ("01.perso.tirage", "02.voir.comptage"):
        seeds = {entry(exercise_id).seed(Learner("Léa", g)) for g in (None, 1, 2)}
        assert len(seeds) == 3 and entry(exercise_id).seed(Learner("Léa")) == entry(exercise_id).seed("Lea")
    assert len({str(build("02.voir.comptage", Learner("Léa", g))) for g in (None, 1, 2, 3, 4)}) > 1
    data = json.loads((tmp_path / "progression_lea-2.json").read_text(encoding="utf-8"))
    assert data["learners"] == {"lea-2": {"name": "Lea", "group": "2", "exercises": data["learners"]["lea-2"]["exercises"]}}
    back = ProgressStore().load(tmp_path / "progression_lea-2.json")
    assert back.learners() == [Learner("Lea", "2")] and back.learners()[0].group == "2"
    assert progress_file_name(Learner("Léa", "1re B")) == "progression_lea-1reb.json"
    for bad in ("   ", "!!", "x" * 30):
        if bad.strip():
            with pytest.raises(LearnerNameError):
                Learner("Léa", bad)
    assert Learner("Léa", "  ").group is None


def test_an_old_file_without_groups_still_loads(tmp_path):
    path = tmp_path / "ma_progression_02.json"
    path.write_text(json.dumps({"format": "loveletter_teach.progress", "version": 1, "learners": {
        "ines": {"name": "Inès", "exercises": {"01.regles.paquet": {"tries": 2, "solved": True}}}}}))
    store = ProgressStore().load(path)
    assert store.record("Inès", "01.regles.paquet").solved and store.learners()[0].group is None


def test_two_notebooks_open_at_once_do_not_undo_each_other(tmp_path):
    nb02, nb03 = Session(folder=tmp_path), Session(folder=tmp_path)
    je_suis("Noé", session=nb02)
    je_suis("Noé", session=nb03)
    answer("02.voir.comptage", "1/2", session=nb02)
    answer("01.regles.paquet", "9", session=nb03)  # 03 does not know of 02's answer: it merges the file first
    answer("02.voir.comptage", "1/3", session=nb02)
    later = Session(folder=tmp_path)
    je_suis("Noé", session=later)
    assert later.progress.record("Noé", "02.voir.comptage").tries == 2
    assert later.progress.record("Noé", "01.regles.paquet").tries == 1


@pytest.mark.parametrize("damaged", ["{ abîmé", "[" * 100_000], ids=["not JSON", "nested too deep"])
def test_a_damaged_file_is_set_aside_not_overwritten(tmp_path, damaged):
    (tmp_path / "progression_ines.json").write_text(damaged)
    s = Session(folder=tmp_path)
    greeting = je_suis("Inès", session=s)
    assert "mis de côté" in greeting.message
    answer("01.regles.paquet", "9", session=s)
    assert (tmp_path / "progression_ines.abime1.json").read_text() == damaged
    assert json.loads((tmp_path / "progression_ines.json").read_text())["learners"]["ines"]


def test_a_resume_code_brings_the_answers_back(tmp_path):
    s = Session()
    je_suis("Inès", "2", session=s)
    answer("01.perso.tirage", build("01.perso.tirage", Learner("Inès", "2")).answer, session=s)
    answer("01.regles.paquet", "9", session=s)
    code = code_de_reprise(session=s)
    assert code.startswith("LL1-") and len(code) < 400
    fresh = Session()
    said = reprendre(code, session=fresh)
    assert "Inès (2)" in said.message and fresh.learner == Learner("Inès", "2")
    for i in ("01.perso.tirage", "01.regles.paquet"):
        a, b = fresh.progress.record(fresh.learner, i), s.progress.record(s.learner, i)
        assert (a.tries, a.solved, a.last_answer, a.history) == (b.tries, b.solved, b.last_answer, b.history)
    for bad in (code[:-5], code.replace("LL1-", "LL1-x"), "bonjour", 12):
        with pytest.raises(LoveLetterError, match="code de reprise"):
            reprendre(bad, session=Session())


def test_the_handed_in_bundle_holds_the_current_learner_only(tmp_path):
    from loveletter_teach.plain import ProgressWidget
    s = Session(folder=tmp_path)
    je_suis("Zoé", session=s)
    answer("01.regles.paquet", "9", session=s)
    je_suis("Hugo", session=s)
    answer("01.regles.paquet", "8", session=s)
    bundle = ProgressWidget(session=s)._repr_mimebundle_()
    assert list(bundle[MIME_TYPE]["learners"]) == ["hugo"] and bundle[MIME_TYPE] == s.progress.to_json("Hugo")
    assert "progression_hugo.json" in bundle["text/html"] and str(tmp_path) not in bundle["text/html"]


def test_the_files_of_the_former_save_button_come_back_with_the_name(tmp_path):
    old = Session()
    je_suis("Inès", session=old)
    answer("02.voir.comptage", "1/2", session=old)
    je_suis("Zoé", session=old)
    answer("01.regles.paquet", "7", session=old)
    old.progress.save(tmp_path / "ma_progression_02.json")  # the button « Enregistrer ma progression »
    s = Session(folder=tmp_path)
    assert "(1 réponse du carnet 02)" in je_suis("ines", session=s).message
    assert s.progress.record("Inès", "02.voir.comptage").tries == 1 and s.progress.of("Zoé") == {}
    assert list(json.loads((tmp_path / "progression_ines.json").read_text())["learners"]) == ["ines"]


def test_the_progress_table_follows_the_notebooks_order_and_holds_every_notebook(tmp_path):
    """One learner's progress across the three notebooks: 02's answers show in 03's table (the same
    file), and the rows come in the order the notebooks show their quizzes."""
    import re
    from loveletter_teach.exercises.progress import SECTION_ORDER
    shown = []
    for notebook in sorted((ROOT / "notebooks").glob("0*.ipynb")):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        for cell in cells:
            for nb, section in re.findall(r'exercise_ids\("(\d\d)", "(\w+)"\)', "".join(cell["source"])):
                shown.append(f"{nb}.{section}")
    assert [s for s in SECTION_ORDER if s in shown] == list(dict.fromkeys(shown))
    from loveletter_teach.exercises import CATALOGUE
    assert {e.rsplit(".", 1)[0] for e in CATALOGUE} <= set(SECTION_ORDER)
    nb02 = Session(folder=tmp_path)
    je_suis("Léa", session=nb02)
    answer("02.voir.comptage", build("02.voir.comptage", "Léa").answer, session=nb02)
    nb03 = Session(folder=tmp_path)  # notebook 03, another kernel, later
    je_suis("Léa", session=nb03)
    text = str(nb03.summary())
    in_02 = sum(e.notebook == "02" for e in CATALOGUE.values())
    assert f"Carnet 02 — La déduction : 1 question réussie sur {in_02}" in text.replace("\u00a0", " ")
    lines = text.splitlines()
    order = [lines.index(next(l for l in lines if t in l)) for t in ("(Seconde)", "Première : probabilités cond",
                                                                     "Première : ticket", "(Terminale)", "conseils")]
    assert order == sorted(order)


def test_where_files_vanish_the_cells_give_the_resume_code(monkeypatch):
    import types
    from loveletter_teach.exercises.autosave import status_bundle
    s = Session()
    je_suis("Inès", session=s)
    answer("01.regles.paquet", "7", session=s)
    assert "reprendre" not in status_bundle(s)["text/plain"]
    monkeypatch.setitem(sys.modules, "basthon", types.ModuleType("basthon"))  # as in Basthon's kernel
    shown = status_bundle(s)["text/plain"]
    code = shown.splitlines()[-1]
    assert code.startswith('reprendre("LL1-') and "from loveletter_teach.exercises import reprendre" in shown
    assert "progression_ines.json" not in shown  # no file to speak of where files vanish
    fresh = Session()
    exec(code, {"reprendre": lambda c: reprendre(c, session=fresh)})
    assert fresh.progress.record("Inès", "01.regles.paquet").tries == 1
