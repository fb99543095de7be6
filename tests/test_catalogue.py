"""The catalogue of exercises (ids, notions, levels, kinds; the command line) and the teacher's
answer key, which must give each learner's very variants."""

import csv
import io
import subprocess
import sys

import pytest

from loveletter_teach import fr
from loveletter_teach.exercises import (CATALOGUE, CatalogueError, Learner, Question, answer_key, build, check,
                                        entry, exercise_ids, main, register)
from loveletter_teach.exercises.catalogue import LEVELS, NOTIONS, counts
from loveletter_teach.html import esc, french_html


def test_notebook_01_is_registered_with_ids_notions_levels_and_kinds():
    ids = exercise_ids("01")
    assert ids == [f"01.regles.{key}" for key in fr.QUIZ_REGLES] + ["01.perso.cartes", "01.perso.baron",
                                                                    "01.perso.tirage"]
    for exercise_id in ids:  # notebook 02's kinds are checked in test_notebook02
        e = entry(exercise_id)
        assert e.id.startswith(e.notebook + ".") and e.notion in NOTIONS and e.level in LEVELS
        q = e.build(Learner("Camille"))
        assert q.kind == e.kind
        assert check(q, q.answer if q.kind != "card" else q.answer.name).correct
    assert entry("01.regles.paquet").notion == "dénombrement" and not entry("01.regles.paquet").personal
    assert entry("01.perso.tirage").personal and entry("01.perso.tirage").section == "perso"
    assert exercise_ids("01", "perso") == ["01.perso.cartes", "01.perso.baron", "01.perso.tirage"]


def test_personal_exercises_need_a_learner_and_differ_between_learners():
    with pytest.raises(CatalogueError, match="pour quel élève"):
        build("01.perso.tirage")
    prompts = {build("01.perso.cartes", name).prompt for name in ("Camille", "Léo", "Inès", "Noé", "Zoé", "Adam")}
    assert len(prompts) > 1
    assert build("01.perso.cartes", "camille") == build("01.perso.cartes", "CAMILLE")


@pytest.mark.parametrize("args, words", [
    (("01.x", "01", "dénombrement", "Seconde", "number"), "notebook.section.nom"),
    (("02.a.1", "01", "dénombrement", "Seconde", "number"), "commencer par le notebook"),
    (("01.regles.paquet", "01", "dénombrement", "Seconde", "number"), "déjà pris"),
    (("99.a.1", "99", "statistiques", "Seconde", "number"), "Notion inconnue"),
    (("99.a.1", "99", "dénombrement", "CM2", "number"), "Niveau inconnu"),
    (("99.a.1", "99", "dénombrement", "Seconde", "essay"), "Type de réponse inconnu"),
    (("99.a.1", "99", "dénombrement", "Seconde", "choice"), "déclaré « choice »"),
])
def test_bad_registrations_are_refused_in_french(args, words):
    with pytest.raises(CatalogueError, match=words):
        register(*args, Question("?", "number", 1))
    assert "99.a.1" not in CATALOGUE


def test_an_unknown_id_names_the_near_ones():
    with pytest.raises(CatalogueError, match="Exercice inconnu.*01.regles.paquet"):
        entry("01.regles.paquets")


def test_a_registered_builder_gives_one_variant_per_learner():
    premiere = counts()["by_level"]["Première"]
    e = register("99.essai.1", "99", "loi binomiale", "Première", "number",
                 lambda rng: Question(f"{rng.randint(1, 10 ** 6)} ?", "number", 1))
    try:
        assert e.seed(Learner("Camille")) == Learner("Camille").seed("99.essai.1")
        assert build("99.essai.1", "Camille") == build("99.essai.1", "camille")
        assert build("99.essai.1", "Camille").prompt != build("99.essai.1", "Léo").prompt
        assert counts()["by_notebook"]["99"] == 1 and counts()["by_level"]["Première"] == premiere + 1
    finally:
        del CATALOGUE["99.essai.1"]


def test_the_command_line_prints_the_table_and_the_counts():
    out = io.StringIO()
    assert main([], out=out) == 0
    text = out.getvalue()
    assert "01.perso.tirage" in text and "probabilités sur un ensemble fini" in text
    assert "Exercices par carnet" in text and "Exercices par notion" in text and "Exercices par niveau" in text
    assert f"{len(CATALOGUE)} exercices au catalogue." in text
    out = io.StringIO()
    assert main(["--csv"], out=out) == 0
    table = list(csv.reader(io.StringIO(out.getvalue()), delimiter=";"))
    assert table[0] == list(fr.CATALOGUE["columns"]) and len(table) == len(CATALOGUE) + 1
    assert main(["--bad"], out=io.StringIO()) == 2


def test_python_dash_m_runs():
    done = subprocess.run([sys.executable, "-m", "loveletter_teach.exercises", "--csv"], capture_output=True,
                          text=True, encoding="utf-8", check=True)
    assert done.stdout.splitlines()[1].startswith("01.regles.paquet;01;regles;dénombrement;Seconde")


# --- the answer key -------------------------------------------------------------------------------------
CLASS = ["Camille", "Léo", "Inès"]


def test_the_key_holds_each_learners_own_variants():
    key = answer_key(CLASS, notebook="01")
    assert len(key.rows) == len(CLASS) * len(exercise_ids("01"))
    for name in CLASS:
        for e, q in key.of(name.lower()):
            assert q == build(e.id, name)


def test_the_key_as_html_each_learner_on_new_pages():
    key = answer_key(CLASS, exercise_ids=["01.perso.cartes", "01.perso.tirage"])
    html = key._repr_html_()
    assert html.count("page-break-after:always") == len(CLASS) - 1
    assert html.count("<section") == len(CLASS)
    for name in CLASS:
        assert esc(f"Corrigé {fr.of(name)}") in html
        q = build("01.perso.tirage", name)
        assert french_html(q.answer_text()) in html and french_html(q.explanation) in html


def test_the_printed_key_is_compact_and_names_each_learners_variant():
    ids = ["03.conditionnel.tableau", "03.aleatoire.roi", "01.perso.tirage"]
    compact, full = answer_key(CLASS, exercise_ids=ids), answer_key(CLASS, exercise_ids=ids, compact=False)
    small, big = compact._repr_html_(), full._repr_html_()
    assert compact.compact and not full.compact
    assert "box-shadow" not in small and "ll-crosstable" not in small  # no card pictures, no table
    assert "box-shadow" in big and "ll-crosstable" in big  # the full form keeps them
    assert 3 * len(small) < len(big)
    for html in (small, big):
        assert esc(fr.EXERCISES["variant"]) not in html and "votre variante" not in html
        for name in CLASS:
            assert french_html(f"(variante {fr.of(name)})") in html
            q = build("03.aleatoire.roi", name)
            assert french_html(q.answer_text()) in html and french_html(q.explanation) in html
    assert small.count("page-break-after:always") == len(CLASS) - 1  # each learner starts a page


def test_the_key_as_csv_one_row_per_learner_and_exercise(tmp_path):
    key = answer_key(CLASS, exercise_ids=["01.perso.baron", "01.regles.paquet"])
    rows = list(csv.reader(io.StringIO(key.to_csv()), delimiter=";"))
    assert rows[0] == ["prénom", "identifiant", "notion", "question", "réponse"]
    assert len(rows) == 1 + 2 * len(CLASS)
    assert rows[1][:3] == ["Camille", "01.perso.baron", "règles du jeu"]
    baron = build("01.perso.baron", "Camille")
    assert rows[1][3].startswith(baron.prompt) and "A. Vous" in rows[1][3] and rows[1][4] == baron.answer
    assert rows[2][4] == "9"
    saved = key.save(tmp_path / "corrige.csv")
    with open(saved, encoding="utf-8-sig") as f:
        assert f.read() == key.to_csv()
    page = key.save(tmp_path / "corrige.html")
    with open(page, encoding="utf-8") as f:
        assert f.read().startswith("<!DOCTYPE html>")


def test_the_key_refuses_what_it_cannot_do():
    from loveletter_teach.errors import LoveLetterError
    with pytest.raises(LoveLetterError, match="liste des prénoms"):
        answer_key([])
    with pytest.raises(LoveLetterError, match="au moins une lettre"):
        answer_key(["Camille", ""])
    with pytest.raises(LoveLetterError, match="Aucun exercice"):
        answer_key(["Camille"], notebook="42")
    with pytest.raises(LoveLetterError, match=r"\.html ou en \.csv"):
        answer_key(["Camille"], notebook="01").save("corrige.pdf")
    assert len(answer_key("Camille", notebook="01").learners) == 1
