"""Every answer saved the moment it is given, in the learner's own file: it survives a new process
with no explicit save, a failed write says so once and keeps the answers, the last name given here
is only offered, two learners of the same name are told apart, and a resume code brings answers back."""

import base64
import errno
import json
import os
import random
import subprocess
import sys
import textwrap
import time
import tracemalloc
import zlib
from pathlib import Path

import pytest

from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import (Session, answer, build, code_de_reprise, hint, je_suis, reprendre)
from loveletter_teach.exercises import autosave, entry
from loveletter_teach.exercises.learners import Learner, LearnerNameError, NameTakenError
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
        print(je_suis("léa"))
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


ANSWERER = """
import sys, time
from loveletter_teach.exercises import Session, autosave
def slow_disk(path, text, write=autosave.write_whole):  # a slow disk: the two kernels' saves overlap more
    time.sleep(0.001)
    write(path, text)
autosave.write_whole = slow_disk
session = Session(folder=sys.argv[1])
session.set_learner("Noé")
print("prêt", flush=True)
sys.stdin.readline()  # both kernels start answering at the same moment
for k in range(300):  # what a widget does at each wrong answer, without the time taken to check it
    record = session.record(sys.argv[2])
    record.tries += 1
    record.history.append([str(k), False])
    session.progress.changed()  # the autosave writes the file
"""


def test_two_kernels_answering_at_the_same_time_keep_every_try(tmp_path):
    """Notebooks 02 and 03 open at once for the same learner, each answering as fast as it can: the
    learner's file ends with every try of both (without the lock, the last tries of one kernel were
    written over by the other in 10 runs out of 10)."""
    ids = ("02.voir.comptage", "03.seconde.frequence")  # one exercise of each notebook
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    kernels = [subprocess.Popen([sys.executable, "-c", ANSWERER, str(tmp_path), i], env=env, text=True,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for i in ids]
    try:
        assert [k.stdout.readline().strip() for k in kernels] == ["prêt", "prêt"]
        for k in kernels:
            k.stdin.write("\n")
            k.stdin.flush()
        for k in kernels:
            assert k.wait(timeout=60) == 0, k.stderr.read()
    finally:
        for k in kernels:
            if k.poll() is None:
                k.kill()
                k.wait()
            for stream in (k.stdin, k.stdout, k.stderr):
                stream.close()
    assert os.listdir(tmp_path) == ["progression_noe.json"]  # no lock or temporary file left
    saved = ProgressStore().load(tmp_path / "progression_noe.json")
    for i in ids:
        record = saved.record("Noé", i)
        assert record.tries == 300 and [a for a, _ in record.history] == [str(k) for k in range(300)], i


def test_a_lock_left_by_a_stopped_kernel_does_not_stop_the_saves(tmp_path):
    born = time.time_ns() // 1_000_000 - int(autosave.LOCK_STALE * 1000) - 1000
    left = tmp_path / f".progression_camille.json.{born:013d}-0badf00d.lock"  # a kernel killed during a save
    left.write_text("")
    s = Session(folder=tmp_path)
    je_suis("Camille", session=s)
    answer("01.regles.paquet", "7", session=s)
    assert os.listdir(tmp_path) == ["progression_camille.json"] and not s.saver.failed


def test_a_lock_held_too_long_is_given_up_and_the_answer_still_saved(tmp_path, monkeypatch):
    monkeypatch.setattr(autosave, "LOCK_GIVE_UP", 0.05)
    held = tmp_path / f".progression_camille.json.{time.time_ns() // 1_000_000:013d}-00000000.lock"
    held.write_text("")  # another kernel's, fresh, never released
    s = Session(folder=tmp_path)
    je_suis("Camille", session=s)
    answer("01.regles.paquet", "7", session=s)
    assert sorted(os.listdir(tmp_path)) == [held.name, "progression_camille.json"]  # ours is removed
    assert ProgressStore().load(tmp_path / "progression_camille.json").record("Camille", "01.regles.paquet").tries == 1


@pytest.mark.parametrize("number, reason", [(errno.ENOSPC, "le disque est plein"),
                                            (errno.EROFS, "le dossier est en lecture seule"),
                                            (errno.EIO, "le dossier n'accepte pas d'écriture")])
def test_the_save_line_keeps_the_reason_of_the_failure(tmp_path, monkeypatch, number, reason):
    def refused(path, data):
        raise OSError(number, os.strerror(number))
    monkeypatch.setattr(autosave, "_write", refused)
    s = Session(folder=tmp_path)
    je_suis("Camille", session=s)
    assert reason in hint("01.perso.tirage", session=s).message
    assert reason in s.save_status() and autosave.write_reason(OSError(number, "")) == reason
    others = {"le disque est plein", "le dossier est en lecture seule", "le dossier n'accepte pas d'écriture"}
    assert not any(other in s.save_status() for other in others - {reason})
    monkeypatch.undo()
    hint("01.perso.tirage", session=s)  # the folder accepts it again: the line says where the answers go
    assert not s.saver.failed and "ne peuvent pas" not in s.save_status()


def resume_code_of(raw):
    """A resume code around the bytes ``raw``, made as resume_code makes one."""
    return autosave.CODE_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def oversized_code():
    """A well-formed code of a real learner's progress, one character longer than allowed (answers of
    random digits, which do not compress)."""
    rng = random.Random(35)
    s = Session()
    je_suis("Inès", session=s)
    record = s.record("01.regles.paquet")
    while len(s.resume_code()) <= autosave.MAX_CODE_LENGTH:
        record.history += [["".join(rng.choices("0123456789", k=200)), False] for _ in range(50)]
        record.tries = len(record.history)
    code = s.resume_code()
    assert len(code) > autosave.MAX_CODE_LENGTH and len(zlib.decompress(base64.urlsafe_b64decode(
        code[4:] + "=" * (-len(code[4:]) % 4)))) < autosave.MAX_INFLATED
    return code


@pytest.mark.parametrize("make", [
    lambda: resume_code_of(b"[" * 100_000),  # nested too deep
    lambda: resume_code_of(b" " * (20 * autosave.MAX_INFLATED)),  # a zip bomb: a short code, 20 MB inside
    oversized_code,
    lambda: "LL1-" + "§%!" * 10,  # garbage
    lambda: "LL1-" + base64.urlsafe_b64encode(random.Random(1).randbytes(300)).decode(),
    lambda: (lambda c: c[:len(c) // 2])(code_of_ines()),  # truncated in the middle
    lambda: code_of_ines()[:-5],
    lambda: 12, lambda: None, lambda: code_of_ines().encode(), lambda: [code_of_ines()],  # no text
], ids=["deep", "zip bomb", "oversized", "garbage", "random bytes", "cut in the middle", "cut at the end",
        "int", "None", "bytes", "list"])
def test_a_damaged_or_oversized_resume_code_is_refused_in_french_at_once(make):
    bad = make()
    tracemalloc.start()
    try:
        with pytest.raises(autosave.ResumeCodeError, match="code de reprise est incomplet ou abîmé"):
            reprendre(bad, session=Session())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 5 * autosave.MAX_INFLATED  # never inflated whole: 20 MB for the bomb


def code_of_ines():
    s = Session()
    je_suis("Inès", session=s)
    answer("01.regles.paquet", "9", session=s)
    return code_de_reprise(session=s)


def test_another_spelling_of_a_saved_name_is_asked_for_a_class_or_a_number(tmp_path):
    """« Léa » saved her answers here; « Lea » folds to the same key (the same questions, the same
    file) and may be someone else: nothing is loaded or written until a class or a number is given,
    or the name is typed as Léa did (case and spaces aside)."""
    first = Session(folder=tmp_path)
    je_suis("Léa", session=first)
    answer("01.regles.paquet", "7", session=first)
    saved = (tmp_path / "progression_lea.json").read_bytes()
    s = Session(folder=tmp_path)
    said = je_suis("Lea", session=s)
    assert said.kind == "error" and said.message.startswith("Un fichier de réponses de « Léa » existe déjà ici.")
    assert 'je_suis("Lea", groupe="2")' in said.message and 'je_suis("Léa")' in said.message
    assert s.learner is None and s.progress.records == {}
    with pytest.raises(NameTakenError, match="dans le champ « Classe ou numéro »"):
        s.set_learner("Lea")
    assert os.listdir(tmp_path) == ["progression_lea.json"] and (tmp_path / "progression_lea.json").read_bytes() == saved
    assert je_suis("Lea", groupe="2", session=s).message == "Bonjour Lea (2) : vos questions sont prêtes."
    answer("01.regles.paquet", "8", session=s)
    assert sorted(os.listdir(tmp_path)) == ["progression_lea-2.json", "progression_lea.json"]
    assert (tmp_path / "progression_lea.json").read_bytes() == saved
    for same in (" LÉA ", "léa", "Lé a"):
        back = je_suis(same, session=Session(folder=tmp_path))
        assert back.message == "Bon retour, Léa : vos réponses sont revenues (1 réponse du carnet 01).", same
    refused = je_suis("Léa", "2", session=Session(folder=tmp_path))  # « Lea (2) » saved hers
    assert "« Lea (2) » existe déjà" in refused.message and 'je_suis("Léa", groupe="3")' in refused.message
    assert Learner("Lea").key == Learner("Léa").key == "lea" and progress_file_name("Lea") == "progression_lea.json"
    assert Learner("Lea").seed("01.perso.tirage") == Learner("Léa").seed("01.perso.tirage")  # unchanged


def test_the_last_name_offered_and_a_resume_code_follow_the_same_rule(tmp_path):
    first = Session(folder=tmp_path)
    je_suis("Léa", session=first)
    answer("01.regles.paquet", "7", session=first)
    from loveletter_teach.plain import LearnerField
    assert 'je_suis(&quot;Léa&quot;)' in LearnerField(session=Session(folder=tmp_path))._repr_html_()
    offered = Session(folder=tmp_path)
    offered.set_learner(offered.last_learner())  # what « Oui, je suis Léa » does
    assert offered.learner.name == "Léa" and offered.restored == ["01.regles.paquet"]
    elsewhere = Session()  # Basthon: another learner, « Lea », with a resume code
    je_suis("Lea", session=elsewhere)
    answer("01.perso.tirage", "0", session=elsewhere)
    s = Session(folder=tmp_path)
    with pytest.raises(NameTakenError):
        reprendre(code_de_reprise(session=elsewhere), session=s)
    assert s.learner is None and s.progress.records == {}  # nothing merged


def test_a_lock_file_refused_once_is_tried_again_and_held_while_writing(tmp_path, monkeypatch):
    """In JupyterLite two files created at the same moment may collide: the lock is tried again, and
    the file is written while this kernel's lock, and no other, is in the folder."""
    new_lock, write, made, seen = autosave._new_lock, autosave._write, [], []

    def collides_once(folder, file):
        made.append(file)
        if len(made) == 1:
            raise OSError(errno.EINVAL, "Invalid argument")
        return new_lock(folder, file)

    def write_and_look(path, data):
        seen.append(sorted(n for n in os.listdir(tmp_path) if n.endswith(autosave.LOCK_SUFFIX)))
        return write(path, data)
    monkeypatch.setattr(autosave, "_new_lock", collides_once)
    monkeypatch.setattr(autosave, "_write", write_and_look)
    s = Session(folder=tmp_path)
    je_suis("Camille", session=s)
    answer("01.regles.paquet", "7", session=s)
    assert len(made) == 2 and len(seen) == 1 and len(seen[0]) == 1
    assert seen[0][0].startswith(".progression_camille.json.") and os.listdir(tmp_path) == ["progression_camille.json"]


def test_a_save_never_raises_into_the_answer(tmp_path, monkeypatch):
    def broken(path, data):
        raise ValueError("not an OSError")
    monkeypatch.setattr(autosave, "_write", broken)
    s = Session(folder=tmp_path)
    je_suis("Camille", session=s)
    said = answer("01.regles.paquet", "7", session=s)
    assert "le dossier n'accepte pas d'écriture" in said.message and s.progress.record("Camille", "01.regles.paquet").tries == 1
    assert os.listdir(tmp_path) == []  # the lock is released too
