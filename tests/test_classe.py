"""The class report (loveletter_teach.classe): a simulated class of more than 30 learners who answer
with the real checking API, hand in progress files and notebooks (with duplicates, edited files, a
corrupt one, foreign and old files), and the report's CSV is compared with what each simulated learner
did, worked out here from the simulation's own plan, not from the report's code."""

import csv
import json
import os
import random
import re
from fractions import Fraction

import pytest

from loveletter_teach import rapport_de_classe as top_level_report
from loveletter_teach.classe import MIME, ClassReport, main
from loveletter_teach.exercises import (CATALOGUE, Entry, Learner, Question, Session, answer, je_suis, question,
                                        rapport_de_classe)
from loveletter_teach.exercises.functions import verifie
from loveletter_teach.html import esc, french
from loveletter_teach.sampling import burned_cards

EXERCISES = ["01.regles.tour", "01.perso.cartes", "02.voir.comptage", "02.choisir.confusion",
             "03.conditionnel.univers", "03.aleatoire.equitable", "03.terminale.erreur"]
FUNCTION = "03.seconde.frequence"
NAMES = ["Adèle", "Amir", "Anaïs", "Baptiste", "Camille", "Chloé", "Clément", "Élodie", "Emma", "Enzo", "Gaëlle",
         "Hugo", "Inès", "Jade", "Jules", "Kenza", "Léo", "Lina", "Louis", "Maël", "Manon", "Mathis", "Noé", "Nora",
         "Océane", "Paul", "Rayan", "Sarah", "Théo", "Yanis", "Zoé", "Wassim"]


def text(value):
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def right(q):
    return q.answer if q.kind in ("choice", "compare") else text(q.answer)


def wrongs(q):
    """Wrong answers to ``q``, none of them one of its traps (a trap is given on purpose only)."""
    if q.kind == "choice":
        return [c for c in q.choices if c != q.answer]
    if q.kind == "compare":
        return [s for s in "<=>" if s != q.answer]
    traps = {Fraction(v) for v, _ in q.traps}
    values = [q.answer + 1000 + k for k in range(4)] if q.kind == "number" else \
        [q.answer / (k + 2) for k in range(6)] if q.answer else [Fraction(1, k + 2) for k in range(6)]
    return [text(v) for v in values if v not in traps][:3]


def plan(q, rng):
    """The answers a simulated learner gives to ``q``, and whether the last one is right."""
    shape = rng.choice(["right", "right", "wrong_right", "wrong", "skip", "trap"])
    bad = wrongs(q)[:q.max_tries]
    if shape == "trap" and q.traps:
        return [text(q.traps[0][0]), right(q)], True
    if shape == "skip":
        return [], False
    if shape == "wrong":
        return bad, False
    if shape == "wrong_right" and q.max_tries > 1:
        return [bad[0], right(q)], True
    return [right(q)], True


def frequence_princesse(n, hasard):
    return sum(c.name == "Princesse" for c in burned_cards(n, hasard)) / n


def count_princesses(n, hasard):  # the mistake of a count instead of a frequency
    return sum(c.name == "Princesse" for c in burned_cards(n, hasard))


def notebook(*snapshots):
    """A handed-in notebook (nbformat 4, plain JSON): a cell per snapshot of the progress, each the
    data of a display output beside its HTML, and a markdown cell."""
    cells = [{"cell_type": "markdown", "metadata": {}, "source": ["# Carnet\n"]}]
    for k, data in enumerate(snapshots):
        cells.append({"cell_type": "code", "execution_count": k + 1, "metadata": {}, "source": ["progression()"],
                      "outputs": [{"output_type": "display_data" if k % 2 else "execute_result",
                                   "data": {"text/html": ["<b>Progression</b>"], "text/plain": ["…"], MIME: data},
                                   "metadata": {}, **({} if k % 2 else {"execution_count": k + 1})}]})
    return {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
            "nbformat": 4, "nbformat_minor": 5}


def write(path, data):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False)


def simulate(name, seed, ids=EXERCISES, function=None):
    """A learner's session: each exercise answered by plan, through the real API. Returns the session,
    the learner's expected cells {id: (solved, tries, last answer)} and the wrong answers given."""
    session = Session()
    je_suis(name, session=session)
    rng = random.Random(seed)
    expected, traps = {}, []
    for exercise_id in ids:
        q = question(exercise_id, session=session)
        answers, solved = plan(q, rng)
        for value in answers:
            answer(exercise_id, value, session=session)
        if answers:
            expected[exercise_id] = ("oui" if solved else "non", str(len(answers)), f"« {answers[-1]} »")
        if answers and q.traps and answers[0] == text(q.traps[0][0]):
            traps.append(exercise_id)
    if function is not None:
        verifie(FUNCTION, function, session=session)
        expected[FUNCTION] = (("oui" if function is frequence_princesse else "non") + " (non revérifié)", "1",
                              f"« la fonction {function.__name__} »")
    return session, expected, traps


@pytest.fixture(scope="module")
def handed_in(tmp_path_factory):
    """The folder of a class, and the CSV rows expected for it: {(name, file): {id: cells}}."""
    folder = tmp_path_factory.mktemp("copies")
    expected, trapped, first, traps_of = {}, {}, {}, {}
    for k, name in enumerate(NAMES):
        function = (frequence_princesse, count_princesses)[k % 2] if k % 5 == 0 else None
        session, cells, traps = simulate(name, f"classe-{name}", function=function)
        key = Learner(name).key
        if k % 4 == 0:  # a handed-in notebook: an older snapshot first, the newest last
            early = Session()
            je_suis(name, session=early)
            answer(EXERCISES[0], right(question(EXERCISES[0], session=early)), session=early)
            file = f"{key}_03.ipynb"
            write(folder / file, notebook(early.progress.to_json(), session.progress.to_json()))
        else:
            file = f"progression_{key}.json"
            session.progress.save(folder / file)
        expected[(name, file)] = cells
        first[name], traps_of[name] = session, traps
        for exercise_id in traps:
            trapped[exercise_id] = trapped.get(exercise_id, 0) + 1

    # Two learners named Léa and Lea (the same learner for the package), with different answers.
    for name, file, seed in (("Léa", "progression_lea.json", 1), ("Lea", "Lea_B.ipynb", 2)):
        session, cells, traps = simulate(name, f"lea-{seed}")
        data = session.progress.to_json()
        session.progress.save(folder / file) if file.endswith(".json") else write(folder / file, notebook(data))
        expected[(name, file)] = cells
        for exercise_id in traps:
            trapped[exercise_id] = trapped.get(exercise_id, 0) + 1
    # Inès handed in her progress file too, earlier: her first three exercises only. Her answers
    # continue each other: one row, her two files named in it.
    session, cells, traps = simulate("Inès", "classe-Inès", ids=EXERCISES[:3])
    session.progress.save(folder / "ines_avant.json")
    expected[("Inès", "ines_03.ipynb ; ines_avant.json")] = expected.pop(("Inès", "ines_03.ipynb"))

    # Hugo's file, edited: « solved »: true on an exercise he failed, and nothing else changes.
    hugo = folder / "progression_hugo.json"
    data = json.loads(hugo.read_text(encoding="utf-8"))
    failed = [i for i, (solved, _, _) in expected[("Hugo", "progression_hugo.json")].items() if solved == "non"]
    if not failed:  # the plan gave Hugo no failure: make one, by the API, on a fresh exercise
        session, _, _ = simulate("Hugo", "hugo-bis", ids=())
        q = question("03.terminale.ecart_type", session=session)
        answer("03.terminale.ecart_type", text(q.answer + 5), session=session)
        data["learners"]["hugo"]["exercises"]["03.terminale.ecart_type"] = \
            session.progress.to_json()["learners"]["hugo"]["exercises"]["03.terminale.ecart_type"]
        expected[("Hugo", "progression_hugo.json")]["03.terminale.ecart_type"] = ("non", "1",
                                                                            f"« {text(q.answer + 5)} »")
        failed = ["03.terminale.ecart_type"]
    forged = failed[0]
    data["learners"]["hugo"]["exercises"][forged]["solved"] = True
    cells = expected[("Hugo", "progression_hugo.json")]
    cells[forged] = ("non (le fichier disait réussie)",) + cells[forged][1:]  # marked in its cell, not counted
    write(hugo, data)

    # Chloé's file, edited: her first wrong answer to an exercise replaced by the right one.
    chloe = folder / "progression_chloe.json"
    data = json.loads(chloe.read_text(encoding="utf-8"))
    edited = "03.terminale.erreur"
    q = question(edited, session=first["Chloé"])
    record = data["learners"]["chloe"]["exercises"].setdefault(edited, {"tries": 1, "history": [["0", False]]})
    record["history"][0] = [right(q), False]  # the stored outcome still says wrong
    if edited in traps_of["Chloé"]:  # her trap answer is gone with the edit
        trapped[edited] -= 1
    expected[("Chloé", "progression_chloe.json")][edited] = ("oui", "1", f"« {right(q)} »")

    # Bad input: a truncated file, a foreign notebook, a file of another version, a learner with no
    # answers, a file of another kind.
    whole = (folder / "progression_paul.json").read_text(encoding="utf-8")
    (folder / "progression_paul.json").write_text(whole[:len(whole) // 2], encoding="utf-8")
    expected.pop(("Paul", "progression_paul.json"))
    foreign = notebook()
    foreign["cells"].append({"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["1 + 1"],
                             "outputs": [{"output_type": "execute_result", "execution_count": 1, "metadata": {},
                                          "data": {"text/plain": ["2"]}}]})
    write(folder / "exercice_maths.ipynb", foreign)
    future = Session().progress.to_json()
    future["version"] = 2
    write(folder / "progression_futur.json", future)
    sam = Session()
    je_suis("Sam", session=sam)
    write(folder / "progression_sam.json",
          {**sam.progress.to_json(), "learners": {"sam": {"name": "Sam", "exercises": {}}}})
    expected[("Sam", "progression_sam.json")] = {}
    (folder / "notes.txt").write_text("à rendre lundi", encoding="utf-8")
    write(chloe, data)
    return folder, expected, trapped, forged


@pytest.fixture(scope="module")
def report(handed_in):
    folder = handed_in[0]
    assert main([str(folder)]) == 0
    return folder


def read_csv(folder):
    raw = (folder / "classe.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with a BOM: a spreadsheet reads the accents
    return list(csv.reader(raw.decode("utf-8-sig").splitlines(), delimiter=";"))


def test_the_class_has_more_than_thirty_learners_and_files_of_every_kind(handed_in):
    folder, expected = handed_in[:2]
    assert len(expected) >= 30
    files = os.listdir(folder)
    assert sum(f.endswith(".ipynb") for f in files) >= 8 and sum(f.endswith(".json") for f in files) >= 25


def test_the_csv_is_what_each_learner_did(report, handed_in):
    _, expected, _, _ = handed_in
    rows = read_csv(report)
    titles, second, body = rows[0], rows[1], rows[2:]
    ids = [i for i in CATALOGUE if any(i in cells for cells in expected.values())]
    assert titles[:6] == ["Élève", "Sous-dossier", "Fichiers", "À vérifier", f"Questions réussies (sur {len(ids)})",
                          "Erreurs nommées"]
    assert titles[6:] == [f"{CATALOGUE[i].title} : {what}" for i in ids
                          for what in ("réussie", "essais", "dernière réponse")]
    assert second == [""] * 6 + [i for i in ids for _ in range(3)]  # the ids, under their titles
    got = {(row[0], row[2]): row for row in body}
    assert set(got) == set(expected)
    for (name, file), cells in expected.items():
        row = got[(name, file)]
        for k, exercise_id in enumerate(ids):
            assert tuple(row[6 + 3 * k: 9 + 3 * k]) == cells.get(exercise_id, ("", "", "")), (name, exercise_id)
        assert row[4] == str(sum(c[0] == "oui" or c[0] == "oui (non revérifié)" for c in cells.values())), name


def test_a_forged_solved_changes_nothing_and_is_said(report, handed_in):
    forged = handed_in[3]
    html = (report / "classe.html").read_text(encoding="utf-8")
    line = next(line for line in html.split("<li>") if "progression_hugo.json" in line and "modifié" in line)
    assert forged in line


def test_every_bad_file_gets_one_french_line_and_the_rest_is_reported(report, handed_in, capsys):
    folder = handed_in[0]
    summary = str(ClassReport(folder))
    lines = summary.splitlines()
    for file, words in (("progression_paul.json", "abîmé ou tronqué"), ("exercice_maths.ipynb", "sans réponses"),
                        ("progression_futur.json", "autre version du paquet"), ("notes.txt", "ignoré")):
        assert len([line for line in lines if file in line and words in line]) == 1, file
    assert any("Sam" in line and "aucune question" in line for line in lines)
    assert any("2 copies différentes pour Lea (écrit aussi « Léa »)" in line and "deux élèves de même prénom"
               in line for line in lines)
    assert any(line.startswith("- Inès : « ines_03.ipynb », « ines_avant.json » se suivent") for line in lines)
    assert lines[0].startswith("Rapport de la classe : 34 élèves, 8 questions, d'après 38 fichiers trouvés")
    assert lines[0].endswith("; 1 fichier rendu en plus par un même élève, fusionné avec l'autre.")
    assert "Traceback" not in summary


def test_the_html_shows_each_learner_and_each_exercise_with_its_named_mistake(report, handed_in):
    _, expected, trapped, _ = handed_in
    page = ClassReport(report)
    html = page.html()
    for name, _ in expected:
        assert f"'>{name}<small>" in html
    assert html.count("<th class='name flagged' scope='row'>") == 3  # Léa and Lea, Hugo's forged file
    lines = dict(page.exercise_lines())
    for exercise_id in lines:
        tried = [c for c in expected.values() if exercise_id in c]
        solved = sum(c[exercise_id][0].startswith("oui") for c in tried)
        assert lines[exercise_id].startswith(f"{solved} élève{'s' if solved > 1 else ''} sur {len(tried)}")
    for exercise_id, n in trapped.items():
        said = f"{n} élève{'s ont' if n > 1 else ' a'} fait l'erreur « [^»]+ », que la correction"
        assert re.search(said, lines[exercise_id])
    assert "C'est P(B)" in lines["03.conditionnel.univers"]


def test_the_html_table_reads_in_one_header_row_and_marks_what_is_not_counted(report, handed_in):
    """The page's layout, as read in Chromium (tests/browser): one header row (each exercise's French
    title with its id beside it, the total's column « sur n »), the legend before the table, the columns
    and rows headed for a screen reader, and the forged cell's « ! » in bold in a framed cell."""
    forged = handed_in[3]
    page = ClassReport(report)
    html = page.html_page()
    head = html.split("<thead>")[1].split("</thead>")[0]
    assert head.count("<tr>") == 1 and head.count("scope='col'") == 2 + len(page.exercise_ids)
    assert "Questions réussies (sur 8)" in head
    for exercise_id in page.exercise_ids:
        assert f"<span>{esc(CATALOGUE[exercise_id].title)} <small>{exercise_id}</small>" in head
    assert html.startswith("<!DOCTYPE html><html lang='fr'>") and "lang='fr'" in page.html()
    assert html.index("class='legend'") < html.index("<table>")
    assert html.count("scope='row'") == len(page.rows)
    hugo = next(line for line in html.split("<tr>") if ">Hugo<small>" in line)
    cells = hugo.split("<td")[2:]
    cell = cells[page.exercise_ids.index(forged)]
    assert cell.startswith(" class='ko marked'") and "✗<span class='sr'> pas réussie" in cell and "<b class=mark>!</b>" in cell
    assert html.count(" marked'") == 1  # the function's « * » is counted: in bold, not framed


def test_the_notebook_function_shows_the_same_table(report):
    shown = rapport_de_classe(str(report))
    assert shown._repr_html_() == french(ClassReport(report).html())  # marked French once more: html.french_output
    assert top_level_report is rapport_de_classe or top_level_report(str(report)).html() == shown.html()


def test_an_empty_or_missing_folder_is_one_french_line(tmp_path, capsys):
    assert main([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "ne contient aucun carnet rendu" in out and not (tmp_path / "classe.csv").exists()
    assert main([str(tmp_path / "absent")]) == 1
    assert "n'existe pas" in capsys.readouterr().out
    assert main([]) == 2 and "Usage" in capsys.readouterr().out


def test_answers_to_an_older_variant_are_graded_against_it(tmp_path, monkeypatch):
    """An exercise whose variants changed (version 2) still grades version-1 answers on version 1's
    question; a version that cannot be rebuilt is said « variante ancienne, non revérifiée »."""
    def old(rng):
        return Question("Combien ?", "number", 7)

    def new(rng):
        return Question("Combien ?", "number", 8)

    monkeypatch.setitem(CATALOGUE, "03.essai.v", Entry("03.essai.v", "03", "dénombrement", "Seconde", "number", new,
                                                      version=3, older=((1, old),)))
    learners = {"Ana": {"name": "Ana", "exercises": {
        "03.essai.v": {"tries": 1, "solved": True, "history": [["7", True]], "version": 1}}},
        "Bea": {"name": "Bea", "exercises": {
            "03.essai.v": {"tries": 1, "solved": True, "history": [["7", True]], "version": 3}}},
        "Cyd": {"name": "Cyd", "exercises": {
            "03.essai.v": {"tries": 1, "solved": True, "history": [["8", True]], "version": 2}}},
        "Dan": {"name": "Dan", "exercises": {
            "03.essai.v": {"tries": 2, "solved": True, "history": [["6", False], ["9", True]], "version": 5}}}}
    write(tmp_path / "p.json", {"format": "loveletter_teach.progress", "version": 1,
                                "learners": {Learner(k).key: v for k, v in learners.items()}})
    rows = {row[0]: [row[4]] + row[6:9] for row in ClassReport(tmp_path).table()}
    assert rows == {"Ana": [1, "oui", 1, "« 7 »"], "Bea": [0, "non (le fichier disait réussie)", 1, "« 7 »"],
                    "Cyd": [0, "non (version ancienne, non revérifiée)", 1, "« 8 »"],
                    "Dan": [0, "non (version inconnue, non revérifiée)", 2, "« 9 »"]}
    notes = ClassReport(tmp_path).notes
    assert any("Cyd" in n and "03.essai.v (n° 2)" in n and "ne sait plus reconstruire" in n for n in notes)
    assert any("Dan" in n and "03.essai.v (n° 5)" in n and "aucune version que ce paquet connaît" in n
               for n in notes)
    assert any("Bea" in n and "modifié" in n for n in notes) and not any("Ana" in n for n in notes)


def test_a_record_keeps_the_version_of_its_exercise(monkeypatch):
    session = Session()
    je_suis("Ana", session=session)
    entry = CATALOGUE["01.perso.cartes"]
    monkeypatch.setitem(CATALOGUE, "01.perso.cartes", Entry(**{**entry.__dict__, "version": 4}))
    answer("01.perso.cartes", "3", session=session)
    saved = session.progress.to_json()["learners"]["ana"]["exercises"]["01.perso.cartes"]
    assert saved["version"] == 4
    monkeypatch.setitem(CATALOGUE, "01.perso.cartes", Entry(**{**entry.__dict__, "version": 5}))
    assert session.progress.record("Ana", "01.perso.cartes").version == 4  # answered on version 4
    assert session.progress.record("Ana", "01.perso.tirage").version == 1  # a new record: the current one


def test_a_bad_version_is_refused_in_french():
    from loveletter_teach.exercises import CatalogueError, register
    with pytest.raises(CatalogueError, match="version invalide"):
        register("03.essai.w", "03", "dénombrement", "Seconde", "number", Question("?", "number", 1), version=0)
    with pytest.raises(CatalogueError, match="version invalide"):
        register("03.essai.w", "03", "dénombrement", "Seconde", "number", Question("?", "number", 1), version=2,
                 older={2: Question("?", "number", 2)})
    assert "03.essai.w" not in CATALOGUE
    with pytest.raises(CatalogueError, match="n'a plus sa version n° 7"):
        CATALOGUE["01.perso.cartes"].build("Ana", version=7)


def test_odd_files_each_get_one_line_and_nothing_escapes(tmp_path):
    progress = {"format": "loveletter_teach.progress", "version": 1}
    write(tmp_path / "liste.json", {**progress, "learners": []})
    write(tmp_path / "vide.ipynb", notebook({**progress, "learners": {}}))
    write(tmp_path / "noms.json", {**progress, "learners": {"a": "Ana", "b": {"nom": "Bea"}}})
    write(tmp_path / "jeu.json", {"format": "loveletter_teach.partie", "version": 1})
    (tmp_path / "binaire.json").write_bytes(b"\xff\xfe\x00\x01")
    write(tmp_path / "formule.json", {**progress, "learners": {"cmd": {"name": "=cmd", "exercises": {
        "01.perso.cartes": {"tries": 1, "history": [[{"x": [1]}, True], ["zéro", True], ["2", False]]}}}}})
    report = ClassReport(tmp_path)
    for file, words in (("liste.json", "abîmé (son contenu"), ("vide.ipynb", "aucun élève"),
                        ("noms.json", "2 élèves dont la fiche est illisible"),
                        ("jeu.json", "pas un fichier de progression"),
                        ("binaire.json", "abîmé ou tronqué")):
        assert len([n for n in report.notes if file in n and words in n]) == 1, (file, report.notes)
    (row,) = report.table()
    q = CATALOGUE["01.perso.cartes"].build(Learner("=cmd"))
    assert row[:5] == ["'=cmd", "", "formule.json", "", 1 if q.answer == 2 else 0]  # no formula for a spreadsheet
    assert row[7] == 1  # the unreadable answers cost no try, as in the notebook


def test_the_files_the_notebooks_write_are_the_hand_in(tmp_path):
    """What the autosave writes (one progress file per learner) and what the handed-in notebook
    carries (``Session.handed_in()``) are read by the report; two Léa told apart by a group are two
    rows, with their own labels, and no duplicate is flagged."""
    exercise_id = "02.voir.comptage"
    for group, good in (("1", True), ("2", False)):
        session = Session(folder=tmp_path)
        je_suis("Léa", groupe=group, session=session)
        q = question(exercise_id, session=session)
        answer(exercise_id, right(q) if good else wrongs(q)[0], session=session)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["progression_lea-1.json", "progression_lea-2.json"]
    handed = Session(folder=tmp_path / "ailleurs")
    je_suis("Noé", session=handed)
    q = question(exercise_id, session=handed)
    answer(exercise_id, right(q), session=handed)
    write(tmp_path / "noe.ipynb", notebook(handed.handed_in()))
    report = ClassReport(tmp_path)
    rows = {row[0]: row[6] for row in report.table()}
    assert rows == {"Léa (1)": "oui", "Léa (2)": "non", "Noé": "oui"}
    assert not any("fichiers pour" in note for note in report.notes)
