"""The class report on what a school really collects: one folder per student at any depth (an ENT's
« télécharger tous les devoirs », nbgrader's ``submitted/``), a .zip read in memory, « Léa » and « Lea »,
a notebook beside its progress file, a file handed in twice, crashing and hostile files, a forged file
and a link named ``classe.html``. Each student's expected score comes from what this test made them
answer (right answers from the answer key), never from the report's code."""

import csv
import errno
import json
import os
import zipfile
from fractions import Fraction

import pytest

from loveletter_teach.classe import ClassReport, main
from loveletter_teach.exercises import CATALOGUE, Learner, Session, answer, answer_key, je_suis
from loveletter_teach.exercises import handins
from loveletter_teach.exercises.progress import MIME_TYPE

IDS = ["01.regles.tour", "01.perso.cartes", "02.voir.comptage", "03.conditionnel.univers", "03.aleatoire.esperance"]


def text(value):
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def right_and_wrong(q):
    if q.kind == "choice":
        return q.answer, next(c for c in q.choices if c != q.answer)
    return text(q.answer), text(q.answer + 1000)


def student(name, plan, group=None):
    """A learner who answers each exercise of ``plan`` ({id: "right" | "wrong" | "wrong_right"}) through
    the real API; returns (the progress data, the score they earned: exercises answered right)."""
    session = Session()
    je_suis(name, groupe=group, session=session)
    key = dict((e.id, q) for e, q in answer_key([(name, group) if group else name], IDS).of((name, group) if group
                                                                                            else name))
    score = 0
    for exercise_id, how in plan.items():
        good, bad = right_and_wrong(key[exercise_id])
        for given in {"right": [good], "wrong": [bad], "wrong_right": [bad, good]}[how]:
            answer(exercise_id, given, session=session)
        score += how != "wrong"
    return session.progress.to_json(), score


def notebook(progress):
    """A saved notebook that carries ``progress`` as the package's output does."""
    cell = {"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["je_suis()"],
            "outputs": [{"output_type": "display_data", "metadata": {},
                         "data": {"text/plain": ["…"], MIME_TYPE: progress}}]}
    return {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def dump(data):
    return json.dumps(data, ensure_ascii=False).encode()


def put(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else dump(data))


def placeholder(raw):
    """An ASCII name as long as the bytes ``raw``, to write an entry under (see :func:`raw_zip_name`)."""
    return "Q" * len(raw)


def raw_zip_name(archive, raw):
    """Give the zip entry written under ``placeholder(raw)`` the name bytes ``raw``, without the UTF-8
    flag (as a Windows zip or many web tools write it)."""
    data, name = archive.read_bytes(), placeholder(raw).encode()
    assert data.count(name) == 2  # the local header and the central directory
    archive.write_bytes(data.replace(name, raw))


GAELLE = "progression_gaëlle.json".encode("utf-8")  # UTF-8 without the flag (many web tools)
ZOE = "Zoé/progression_Zoé.json".encode("cp437")  # an old Windows zip
PLANS = {
    "Adèle": {"01.regles.tour": "right", "01.perso.cartes": "wrong_right", "02.voir.comptage": "wrong"},
    "Bastien": {"01.perso.cartes": "right", "03.conditionnel.univers": "right", "03.aleatoire.esperance": "right"},
    "Chloé": {"02.voir.comptage": "right", "03.aleatoire.esperance": "wrong"},
    "Driss": {"01.regles.tour": "wrong", "01.perso.cartes": "right"},
    "Emma": {"03.conditionnel.univers": "wrong_right", "02.voir.comptage": "right"},
    "Farid": {"01.regles.tour": "right", "02.voir.comptage": "right", "03.aleatoire.esperance": "right"},
    "Gaëlle": {"01.perso.cartes": "wrong", "03.conditionnel.univers": "right"},
    "Hugo": {"01.regles.tour": "right", "03.aleatoire.esperance": "wrong_right"},
    "Inès": {"02.voir.comptage": "right", "01.perso.cartes": "right"},
    "Jules": {"01.regles.tour": "right"},
    "Léa": {"01.perso.cartes": "right", "02.voir.comptage": "right", "03.conditionnel.univers": "right"},
    "Lea": {"01.perso.cartes": "wrong", "02.voir.comptage": "wrong"},
    "Hélène": {"01.regles.tour": "right", "02.voir.comptage": "wrong_right"},
    "Zoé": {"01.perso.cartes": "right", "03.aleatoire.esperance": "right"},
}


@pytest.fixture(scope="module")
def messy(tmp_path_factory):
    """The folder of a messy class, the zip handed in beside it, and {name: score} expected."""
    root = tmp_path_factory.mktemp("messy")
    copies = root / "copies"
    made = {name: student(name, plan) for name, plan in PLANS.items()}
    expected = {name: score for name, (_, score) in made.items()}
    data = {name: progress for name, (progress, _) in made.items()}
    # nbgrader: submitted/<student id>/<assignment>/
    for name, sid in (("Adèle", "adele.b"), ("Bastien", "bastien.c")):
        put(copies / "submitted" / sid / "seance2" / "02_deduction.ipynb", notebook(data[name]))
    # an ENT's export: a folder per student named after them, « Léa » and « Lea » two students
    put(copies / "MARTIN Léa_1204_assignsubmission_file_" / "progression_lea.json", data["Léa"])
    put(copies / "DURAND Lea_1377_assignsubmission_file_" / "progression_lea.json", data["Lea"])
    # Chloé: her notebook and the progress file it loaded, in one folder; a checkpoint copy that nobody handed in
    put(copies / "chloe" / "03_probabilites.ipynb", notebook(data["Chloé"]))
    put(copies / "chloe" / "progression_chloe.json", data["Chloé"])
    put(copies / "chloe" / ".ipynb_checkpoints" / "03_probabilites-checkpoint.ipynb", b"{ half")
    # Driss handed in the same file twice, in two places; Emma an earlier notebook and a later file
    put(copies / "progression_driss.json", data["Driss"])
    put(copies / "driss" / "progression_driss.json", data["Driss"])
    early, _ = student("Emma", {"03.conditionnel.univers": "wrong"})
    put(copies / "emma" / "02_deduction.ipynb", notebook(early))
    put(copies / "emma" / "progression_emma.json", data["Emma"])
    # a file name that is not UTF-8 (a Windows zip unpacked on Linux): « progression_hélène.json » in Latin-1
    os.makedirs(copies / "divers", exist_ok=True)
    with open(os.path.join(os.fsencode(copies / "divers"), b"progression_h\xe9l\xe8ne.json"), "wb") as f:
        f.write(dump(data["Hélène"]))
    # the three files that crashed the report, and garbage
    put(copies / "divers" / "profond.json", b"[" * 100_000 + b"]" * 100_000)
    put(copies / "divers" / "liste.ipynb", notebook([3]))
    put(copies / "divers" / "bruit.json", bytes(range(256)) * 40)
    put(copies / "divers" / "bruit.ipynb", os.urandom(3000))
    put(copies / "divers" / "nombre.json", b"42")
    # a forgery: every 02 exercise at version 999, a nonsense answer marked right
    records = {exercise_id: {"tries": 1, "solved": True, "history": [["n'importe quoi", True]], "version": 999}
               for exercise_id in ("02.voir.comptage", "02.voir.contraire", "02.savoir.prince")}
    forged = {"format": "loveletter_teach.progress", "version": 1,
              "learners": {"yanis": {"name": "Yanis", "exercises": records}}}
    put(copies / "yanis" / "progression_yanis.json", forged)
    expected["Yanis"] = 0
    # a link named classe.html that points outside the folder
    outside = root / "ailleurs.html"
    outside.write_text("ne pas écraser", encoding="utf-8")
    os.symlink(outside, copies / "classe.html")
    # a zip in the folder: one folder per student, a name without the UTF-8 flag, a Mac's resource fork
    archive = copies / "devoirs.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("Farid_devoir/02_deduction.ipynb", dump(notebook(data["Farid"])))
        z.writestr("__MACOSX/Farid_devoir/._02_deduction.ipynb", b"\x00\x05\x16\x07")
        z.writestr("Gaelle_devoir/" + placeholder(GAELLE), dump(data["Gaëlle"]))
    raw_zip_name(archive, GAELLE)
    # a zip given alone: Hugo, Inès, Jules and Zoé, one of them in an old Windows zip's cp437
    alone = root / "rendus.zip"
    with zipfile.ZipFile(alone, "w", zipfile.ZIP_DEFLATED) as z:
        for name in ("Hugo", "Inès", "Jules"):
            z.writestr(f"{Learner(name).key}/progression.json", dump(data[name]))
        z.writestr(placeholder(ZOE), dump(data["Zoé"]))
    raw_zip_name(alone, ZOE)
    return root, copies, alone, expected, outside


def rows_of(folder):
    raw = (folder / "classe.csv").read_bytes()
    lines = list(csv.reader(raw.decode("utf-8-sig").splitlines(), delimiter=";"))
    return {row[0]: row for row in lines[2:]}


def test_the_messy_folder_gives_each_student_once_with_their_score(messy, capsys):
    root, copies, _, expected, outside = messy
    assert main([str(copies)]) == 0
    out = capsys.readouterr().out
    assert "Traceback" not in out
    assert os.path.isfile(copies / "classe.html") and not os.path.islink(copies / "classe.html")
    assert outside.read_text(encoding="utf-8") == "ne pas écraser"
    rows = rows_of(copies)
    here = {n: s for n, s in expected.items() if n not in ("Hugo", "Inès", "Jules", "Zoé")}
    assert sorted(rows) == sorted(here)  # each once: Léa and Lea are two, Chloé, Driss and Emma one each
    assert {name: int(row[4]) for name, row in rows.items()} == here
    assert rows["Hélène"][2] == "divers/progression_hélène.json"
    assert rows["Gaëlle"][2] == "devoirs.zip › Gaelle_devoir/progression_gaëlle.json"
    assert rows["Léa"][1] == "MARTIN Léa_1204_assignsubmission_file_"
    assert rows["Chloé"][2] == "chloe/03_probabilites.ipynb ; chloe/progression_chloe.json"
    headline = out.splitlines()[0]
    assert headline.startswith(f"Rapport de la classe : {len(here)} élèves, ")
    assert "fichiers trouvés dans" in headline and "; 3 fichiers rendus en plus par un même élève" in headline


def test_the_forgery_counts_nothing_and_is_marked(messy):
    copies = messy[1]
    report = ClassReport(copies)
    (row,) = [r for r in report.rows if r.learner.name == "Yanis"]
    assert row.solved == 0 and row.checks == ["version inconnue"]
    assert "⚠ version inconnue" in report._name_cell(row)
    line = next(n for n in report.notes if n.startswith("Yanis"))
    assert "02.voir.comptage (n° 999)" in line and "aucune version que ce paquet connaît" in line
    assert dict(report.exercise_lines())["02.voir.contraire"].startswith("aucun élève sur 1 ne l'a réussie")


def test_each_bad_file_costs_one_line(messy):
    report = ClassReport(messy[1])
    damaged, foreign = "abîmé ou tronqué", "pas un fichier de progression"
    for file, words in (("divers/profond.json", damaged), ("divers/liste.ipynb", foreign),
                        ("divers/bruit.json", damaged), ("divers/bruit.ipynb", damaged),
                        ("divers/nombre.json", foreign)):
        assert len([n for n in report.notes if f"« {file} »" in n and words in n]) == 1, (file, report.notes)
    assert not any("checkpoint" in n or "__MACOSX" in n for n in report.notes)
    assert any(n.startswith("Léa") is False and "2 copies différentes pour Lea" in n for n in report.notes)


def test_a_zip_given_alone_is_read_in_memory_and_reported_beside_it(messy):
    root, _, alone, expected, _ = messy
    before = sorted(os.listdir(root))
    assert main([str(alone)]) == 0
    assert sorted(os.listdir(root)) == sorted(before + ["classe.csv", "classe.html"])  # nothing extracted
    rows = rows_of(root)
    assert {n: int(r[4]) for n, r in rows.items()} == {n: expected[n] for n in ("Hugo", "Inès", "Jules", "Zoé")}
    assert rows["Zoé"][2] == "rendus.zip › Zoé/progression_Zoé.json" and rows["Inès"][1] == "ines"


def test_a_class_list_says_who_handed_in_nothing(messy, tmp_path):
    names = tmp_path / "liste.txt"
    names.write_text("\ufeffAdèle\nBastien\nKarim\n# un commentaire\n\nLéa\nLea\n", encoding="utf-8")
    report = ClassReport(messy[1], roster=str(names))
    lines = report.roster.lines()
    assert lines[0] == "Liste de la classe : 4 élèves sur 5 ont rendu un travail."
    assert lines[1] == "N'ont rien rendu : Karim."
    assert lines[2].startswith("Dans les copies, mais pas sur la liste : Chloé, Driss")
    assert "Karim" in report.html() and lines[1] in report.summary()
    assert ClassReport(messy[1], roster=[]).roster.lines() == [
        "La liste de la classe ne contient aucun prénom : écrivez un prénom par ligne."]
    assert main([str(messy[1]), "--classe", str(tmp_path / "absente.txt")]) == 2


@pytest.mark.parametrize("code, words", [(errno.EROFS, "le dossier est en lecture seule"),
                                         (errno.ENOSPC, "le disque est plein")])
def test_a_report_that_cannot_be_written_says_why_in_french(tmp_path, monkeypatch, code, words):
    progress, _ = student("Ana", {"01.regles.tour": "right"})
    put(tmp_path / "progression_ana.json", progress)

    def refuse(path, text, newline=None):
        raise OSError(code, os.strerror(code), path)
    monkeypatch.setattr("loveletter_teach.exercises.report.write_whole", refuse)
    report = ClassReport(tmp_path).save()
    assert not report.written
    assert any(f"Impossible d'écrire le rapport dans « {tmp_path} » : {words}." in n for n in report.notes)
    assert not any(os.strerror(code) in n for n in report.notes)  # never the system's English words


def test_caps_refuse_what_no_real_hand_in_reaches(tmp_path, monkeypatch):
    bomb = tmp_path / "bombe.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("a/progression_a.json", b" " * (handins.MAX_PROGRESS_BYTES * 20))  # 20 MiB of blanks, inflated
    assert bomb.stat().st_size < 100_000
    report = ClassReport(bomb)
    assert any("pèse plus de 1 Mo" in n for n in report.notes) and not report.rows
    monkeypatch.setattr(handins, "MAX_ENTRIES", 3)
    with zipfile.ZipFile(tmp_path / "foule.zip", "w") as z:
        for k in range(4):
            z.writestr(f"{k}.json", b"{}")
    assert any("contient 4 fichiers" in n for n in ClassReport(tmp_path / "foule.zip").notes)
    (tmp_path / "pas_un.zip").write_bytes(b"PK\x03\x04 cut")
    assert any("n'est pas une archive .zip lisible" in n for n in ClassReport(tmp_path / "pas_un.zip").notes)


def test_a_bloated_history_is_graded_up_to_the_cap_and_said(tmp_path):
    progress, _ = student("Ana", {"01.perso.cartes": "wrong"})
    record = progress["learners"]["ana"]["exercises"]["01.perso.cartes"]
    record["history"] = record["history"] * 20_000
    put(tmp_path / "progression_ana.json", progress)
    report = ClassReport(tmp_path)
    (row,) = report.rows
    result = row.results["01.perso.cartes"]
    assert (result.tries, result.capped) == (handins.MAX_TRIES, 20_000 - handins.MAX_TRIES)
    assert any("20000 essais" in n and "seuls les 30 premiers" in n for n in report.notes)
    assert row.checks == ["trop d'essais"]


def test_counts_are_singular_or_plural_and_answers_are_escaped_in_attributes(tmp_path):
    progress, _ = student("Ana", {"01.perso.cartes": "wrong"})
    progress["learners"]["ana"]["exercises"]["01.perso.cartes"]["history"][0][0] = "\u05e9\u05dc\u05d5\u05dd"
    put(tmp_path / "progression_ana.json", progress)
    report = ClassReport(tmp_path)
    assert report.headline().startswith("1 élève, 1 question, d'après 1 fichier trouvé dans")
    assert "title='\u05e9\u05dc\u05d5\u05dd'" in report.html() and "<bdi>" not in report.html().split("title=")[1][:20]


def test_grading_in_several_processes_gives_the_same_report(messy):
    copies = messy[1]
    assert ClassReport(copies, workers=2).csv_text() == ClassReport(copies).csv_text()


def test_an_old_file_is_graded_again_with_its_mistakes_by_key_and_the_report_says_what_to_retake(tmp_path):
    """A file written before mistakes had keys (only answers and outcomes): grading again names them,
    counts them per student and puts the most frequent first in « À reprendre »."""
    exercise_id = "02.voir.comptage"
    for k, name in enumerate(["Ana", "Bea", "Cyd"]):
        (q,) = [q for e, q in answer_key([name], [exercise_id]).of(name)]
        value = Fraction(q.answer)
        cut = f"{int(value * 1000) / 1000:.3f}".replace(".", ",")  # cut, not rounded
        percent = f"{float(value * 100):.2f}".replace(".", ",")
        history = [[percent, False]] + ([[cut, False]] if k else [])
        put(tmp_path / f"{name}.json", {"format": "loveletter_teach.progress", "version": 1, "learners": {
            name.lower(): {"name": name, "exercises": {exercise_id: {"tries": len(history), "history": history,
                                                                     "version": CATALOGUE[exercise_id].version}}}}})
    report = ClassReport(tmp_path)
    assert [(key, n) for key, n, _ in report.retake()] == [("percent", 3), ("truncated", 2)]
    assert {row.learner.name: sorted(row.mistakes) for row in report.rows} == {
        "Ana": ["percent"], "Bea": ["percent", "truncated"], "Cyd": ["percent", "truncated"]}
    summary = report.summary()
    assert "À reprendre :" in summary and "Par élève : les erreurs nommées :" in summary
    assert "<section class='retake'>" in report.html()
