"""Every exercise's title: the heading of its column in the class report and in the
catalogue's table, so each is short, French and unique; an exercise declared without one is refused."""

import csv
import io
from collections import defaultdict

import pytest

from loveletter_teach import fr
from loveletter_teach.exercises import CATALOGUE, CatalogueError, Question, main, register, title_of
from loveletter_teach.exercises.catalogue import MAX_TITLE, folded
from loveletter_teach.exercises.families.base import Problem, Variant


def test_every_exercise_has_a_short_title():
    missing = [i for i, e in CATALOGUE.items() if not e.title.strip()]
    too_long = {i: len(e.title) for i, e in CATALOGUE.items() if len(e.title) > MAX_TITLE}
    assert not missing, f"sans titre : {', '.join(missing)}"
    assert not too_long, f"titres de plus de {MAX_TITLE} caractères : {too_long}"


def test_no_two_titles_read_alike():
    ids = defaultdict(list)
    for e in CATALOGUE.values():
        ids[folded(e.title)].append(e.id)
    clashes = {CATALOGUE[same[0]].title: same for same in ids.values() if len(same) > 1}
    assert not clashes, f"titres en double (casse et accents mis à part) : {clashes}"


def test_titles_are_written_for_a_teacher():
    """No id, no « (votre variante) », no underscore of a P_A(B) or of a Python name."""
    odd = {i: e.title for i, e in CATALOGUE.items()
           if "_" in e.title or "variante" in e.title or e.title.startswith(("0", " "))}
    assert not odd


def test_folding_ignores_case_accents_and_spaces_but_not_signs():
    assert folded("Égalité  au Baron") == folded("egalite au baron")
    assert folded("Loi binomiale : P(X = k)") != folded("Loi binomiale : P(X ≥ k)")


def test_title_of_falls_back_on_the_id():
    assert title_of("03.ticket.sachant") == CATALOGUE["03.ticket.sachant"].title
    assert title_of("03.disparu.exercice") == "03.disparu.exercice"


def test_the_table_and_the_csv_end_with_the_title():
    out = io.StringIO()
    assert main(["--csv"], out=out) == 0
    table = list(csv.reader(io.StringIO(out.getvalue()), delimiter=";"))
    assert table[0][-1] == fr.CATALOGUE["columns"][-1] == "titre"
    assert {row[0]: row[-1] for row in table[1:]} == {i: e.title for i, e in CATALOGUE.items()}


def trial(exercise_id, **title):
    return register(exercise_id, "99", "dénombrement", "Seconde", "number", Question("?", "number", 1), **title)


@pytest.mark.parametrize("title, words", [
    ("Égalité au baron", "déjà celui de « 01.regles.baron_egalite »"),
    ("x" * (MAX_TITLE + 1), "titre invalide"),
    (" Un titre", "titre invalide"),
    (None, "titre invalide"),
])
def test_a_bad_or_taken_title_is_refused_in_french(title, words):
    with pytest.raises(CatalogueError, match=words):
        trial("99.titre.1", title=title)
    assert "99.titre.1" not in CATALOGUE


def test_a_titled_registration_keeps_its_title_and_an_untitled_trial_shows_its_id():
    try:
        assert trial("99.titre.2", title="Un essai").title == "Un essai"
        assert trial("99.titre.3").title == "" and title_of("99.titre.3") == "99.titre.3"
    finally:
        CATALOGUE.pop("99.titre.2", None)
        CATALOGUE.pop("99.titre.3", None)


def test_a_problem_without_a_title_is_refused_in_french():
    problem = Problem("99.titre.4", "dénombrement", "number", lambda rng: Variant(answer=1),
                      lambda v: Question("?", "number", v.answer), level="Seconde")
    with pytest.raises(CatalogueError, match="« 99.titre.4 » n'a pas de titre : donnez-lui title="):
        problem.register()
    assert "99.titre.4" not in CATALOGUE
