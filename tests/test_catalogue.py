"""The catalogue of exercises (ids, notions, levels, kinds; the command line). The teacher's answer
key, built from it, is tested in test_answer_key."""

import csv
import io
import subprocess
import sys

import pytest

from loveletter_teach import fr
from loveletter_teach.exercises import (CATALOGUE, CatalogueError, Learner, Question, build, check,
                                        entry, exercise_ids, main, register)
from loveletter_teach.exercises.catalogue import LEVELS, NOTIONS, counts
from loveletter_teach.exercises.families.rules import QUIZ as QUIZ_REGLES


def test_notebook_01_is_registered_with_ids_notions_levels_and_kinds():
    ids = exercise_ids("01")
    assert ids == [f"01.regles.{key}" for key in QUIZ_REGLES] + ["01.perso.cartes", "01.perso.baron",
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
    assert done.stdout.splitlines()[1].startswith("01.regles.paquet;01;regles;dénombrement;règles")
