"""The teacher's answer key: a class grid of the expected answers (each cell the learner's own
variant, rebuilt here from the catalogue), each learner's questions and solutions on request, two
learners of the same name, the same name twice, and the cards face up that let a teacher recount."""

import csv
import glob
import io
import json
import os
import re
import subprocess
import sys
from dataclasses import replace
from fractions import Fraction
from html.parser import HTMLParser

import pytest

from loveletter_teach import fr
from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import LETTERS, Learner, answer_key, build, exercise_ids
from loveletter_teach.exercises.answer_key import main
from loveletter_teach.exercises.parsing import parse_number
from loveletter_teach.html import esc, french_html

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the 55-minute Première lesson of the teacher's guide: its 7 questions, then 2 of the exit ticket
LESSON = exercise_ids("03", "conditionnel") + ["03.ticket.sachant", "03.ticket.independance"]
CLASS = ["Camille", "Léo", "Inès", "Yanis", "Emma", "Lucas"]


class Grid(HTMLParser):
    """The rows of the key's grid table(s): [label, cell, cell, …], as text."""

    def __init__(self, html):
        super().__init__()
        self.rows, self._row, self._cell, self._in_body = [], None, None, False
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        if tag == "tbody":
            self._in_body = True
        elif tag == "tr" and self._in_body:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag):
        if tag == "tbody":
            self._in_body = False
        elif tag in ("td", "th") and self._cell is not None:
            self._row.append(" ".join("".join(self._cell).replace("\u00a0", " ").replace("\u202f", " ").split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows.append(self._row)
            self._row = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def expected_in_cell(cell, q):
    """Whether ``cell`` gives the answer of ``q``, read from the question alone (not from the key)."""
    if q.kind == "independence":  # « 3/11 ≈ 0,273 ; non indépendants »: the value, then the verdict
        value, _, verdict = cell.partition(" ; ")
        return verdict == ("indépendants" if q.independent else "non indépendants") and \
            expected_in_cell(value, replace(q, kind="probability", independent=None))
    if q.kind in ("fraction", "probability") and "/" in cell:  # « 1/3 ≈ 0,333 »: rounded as the question asks
        fraction, sign, decimal = cell.split(" ")
        gap = abs(parse_number(decimal) - Fraction(q.answer))
        return (parse_number(fraction) == Fraction(q.answer) and len(decimal.split(",")[-1]) <= q.precision
                and (gap == 0) == (sign == "=") and gap <= Fraction(1, 2 * 10 ** q.precision))
    if q.kind in ("number", "fraction", "probability"):
        return parse_number(cell.split(" ")[0]) == Fraction(q.answer) or (
            "≈" in cell and abs(parse_number(cell.split("≈")[-1].strip()) - Fraction(q.answer)) < Fraction(1, 100))
    if q.kind == "compare":
        return cell == q.answer or cell == f"{q.choices[0]} {q.answer} {q.choices[1]}"
    if q.kind == "choice":
        letter, _, words = cell.partition(". ")
        return letter == LETTERS[q.choices.index(q.answer)] and q.answer.startswith(words)
    if q.kind == "tree":
        return all(f"{k} = {v.numerator}/{v.denominator}" in cell or f"{k} = {v}" in cell for k, v in q.answer.items())
    if q.kind == "guard":  # every best guess (its target, its card, its chance), and no other card
        top = max(p for _, _, p in q.answer)
        best = {c.name for _, c, p in q.answer if p == top}
        named = set(re.findall(r"\b(" + "|".join(sorted({c.name for _, c, _ in q.answer}, key=len, reverse=True))
                               + r")\b", cell))
        return (f"({top})" in cell and named == best
                and all(t in cell for t, _, p in q.answer if p == top))
    raise AssertionError(q.kind)


def test_the_grid_gives_each_learners_own_answer_in_each_cell():
    key = answer_key(CLASS, exercise_ids=LESSON)
    rows = Grid(key._repr_html_()).rows
    assert [row[0] for row in rows] == CLASS
    for name, row in zip(CLASS, rows):
        assert len(row) == 1 + len(LESSON)
        for exercise_id, cell in zip(LESSON, row[1:]):
            q = build(exercise_id, name)  # rebuilt here, with the learner's seed
            assert expected_in_cell(cell, q), (name, exercise_id, cell, q.answer)
    # the learners' variants differ: the grid is not one answer copied down a column
    assert all(len({row[k] for row in rows}) > 1 for k in (1, 4, 7))


@pytest.mark.slow
def test_a_grid_of_many_exercises_continues_in_further_tables():
    ids = exercise_ids("02")
    key = answer_key(CLASS[:3], exercise_ids=ids)
    html = key._repr_html_()
    assert html.count("<table") == -(-len(ids) // 9)
    rows = Grid(html).rows
    assert len(rows) == 3 * html.count("<table")
    cells = {}
    for table in range(html.count("<table")):
        for row in rows[3 * table:3 * table + 3]:
            cells.setdefault(row[0], []).extend(row[1:])
    for name in CLASS[:3]:
        assert len(cells[name]) == len(ids)
        for exercise_id, cell in zip(ids, cells[name]):
            q = build(exercise_id, name)
            assert expected_in_cell(cell, q), (name, exercise_id, cell)


def test_the_solutions_come_only_on_request_each_learner_with_their_own_count():
    plain = answer_key(CLASS, exercise_ids=LESSON)._repr_html_()
    assert "<h3" not in plain and "solutions=True" in plain  # the grid says how to ask for them
    key = answer_key(CLASS, exercise_ids=LESSON, solutions=True)
    html = key._repr_html_()
    assert html.count("<h3") == len(CLASS)
    assert html.count(esc(f"{len(LESSON)} exercices · mêmes")) == len(CLASS)
    for name in CLASS:
        for exercise_id in LESSON:
            q = build(exercise_id, name)
            assert french_html(q.answer_text()) in html and french_html(q.explanation) in html
    one = answer_key(CLASS, exercise_ids=LESSON, solutions=["Léo"])._repr_html_()
    assert one.count("<h3") == 1 and esc(f"Corrigé {fr.of('Léo')}") in one


def same(q):
    """What a question shows and expects (a figure is a new object at each build)."""
    return str(q), q.answer, q.explanation


def test_two_camille_with_a_number_are_two_sections_each_with_its_own_count():
    class_ = [("Camille", 1), ("Camille", 2), "Léo"]
    key = answer_key(class_, exercise_ids=LESSON, solutions=True)
    html = key._repr_html_()
    assert [row[0] for row in Grid(html).rows] == ["Camille (1)", "Camille (2)", "Léo"]
    assert html.count(esc(f"{len(LESSON)} exercices · mêmes")) == 3 and html.count("<h3") == 3
    assert esc(f"{2 * len(LESSON)} exercices · mêmes") not in html
    for group in (1, 2):
        learner = Learner("Camille", group)
        mine = key.of(("Camille", group))
        assert [e.id for e, _ in mine] == LESSON
        assert [same(q) for _, q in mine] == [same(build(i, learner)) for i in LESSON]
        assert html.count(esc(f"1. {LESSON[0]}")) == 3  # each learner's first question once
    assert [same(q) for _, q in key.of(("Camille", 1))] != [same(q) for _, q in key.of(("Camille", 2))]
    assert key.of(Learner("Camille", 2)) == key.of(("Camille", "2"))
    rows = list(csv.reader(io.StringIO(key.to_csv()), delimiter=";"))
    assert [r[:2] for r in rows[1::len(LESSON)]] == [["Camille", "1"], ["Camille", "2"], ["Léo", ""]]


def test_the_same_name_twice_without_a_number_is_one_learner_said_once():
    key = answer_key(["Camille", "Léo", "camille", "Lea", "Léa"], exercise_ids=LESSON, solutions=True)
    assert [who.label for who in key.learners] == ["Camille", "Léo", "Lea"]
    html = key._repr_html_()
    assert [row[0] for row in Grid(html).rows] == ["Camille", "Léo", "Lea"]
    assert html.count("<h3") == 3 and html.count(esc(f"{len(LESSON)} exercices · mêmes")) == 3
    assert html.count(esc(f"1. {LESSON[0]}")) == 3  # no question listed twice
    text = html.replace("\u00a0", " ").replace("\u202f", " ")
    assert text.count("est écrit 2 fois") == 2  # said once for Camille, once for Léa
    assert "« Lea », « Léa »" in text and "(\"Camille\", 2)" in text.replace("&quot;", "\"")
    assert len(key.to_csv().splitlines()) == 1 + 3 * len(LESSON)


def recount(text, edition):
    """The cards a teacher reads face up in ``text`` (the key's « Sur la table » line)."""
    names = sorted((c.name for c in edition.cards), key=len, reverse=True)
    return len(re.findall(r"\b(" + "|".join(map(re.escape, names)) + r")\b", text))


@pytest.mark.parametrize("name", CLASS)
def test_the_compact_key_the_csv_and_the_text_show_the_cards_face_up(name):
    key = answer_key([name], exercise_ids=LESSON, solutions=True)
    html = key._repr_html_()
    rows = list(csv.reader(io.StringIO(key.to_csv()), delimiter=";"))[1:]
    recounted = 0
    for exercise_id, row in zip(LESSON, rows):
        q = build(exercise_id, name)
        if q.position is None:
            assert row[5] == ""
            continue
        face_up = ", ".join(c.name for c in q.position.face_up)
        for shown in (french_html(row[5]), html, french_html(str(q))):
            if face_up:  # at 2 players (none are set aside face up at 3)
                assert french_html(f"Cartes écartées face visible (hors jeu) : {face_up}.") in shown
            assert french_html(f"Votre main : {', '.join(c.name for c in q.position.hand)}.") in shown
        # from paper: the deck's cards minus those read face up are the cards the solution counts
        line = html.split(esc(exercise_id) + "</b>", 1)[1].split("Sur la table", 1)[1].split("Journal", 1)[0]
        unseen = re.search(r"(\d+) cartes que vous ne voyez pas", q.explanation + q.prompt)
        if unseen:
            assert q.position.edition.size - recount(line, q.position.edition) == int(unseen.group(1))
            recounted += 1
    assert recounted >= 3


def test_the_key_as_csv_one_row_per_learner_and_exercise(tmp_path):
    key = answer_key(CLASS[:3], exercise_ids=["01.perso.baron", "01.regles.paquet"])
    rows = list(csv.reader(io.StringIO(key.to_csv()), delimiter=";"))
    assert rows[0] == ["prénom", "classe ou numéro", "identifiant", "notion", "question",
                       "cartes visibles et coups", "réponse"]
    assert len(rows) == 1 + 2 * 3
    assert rows[1][:4] == ["Camille", "", "01.perso.baron", "règles du jeu"]
    baron = build("01.perso.baron", "Camille")
    assert rows[1][4].startswith(baron.prompt) and "A. Vous" in rows[1][4] and rows[1][6] == baron.answer
    assert rows[2][6] == "9"
    saved = key.save(tmp_path / "corrige.csv")
    with open(saved, encoding="utf-8-sig") as f:
        assert f.read() == key.to_csv()
    page = key.save(tmp_path / "corrige.html")
    with open(page, encoding="utf-8") as f:
        assert f.read().startswith("<!DOCTYPE html>")


def test_the_full_form_shows_the_questions_as_the_widget_does():
    ids = ["03.conditionnel.tableau", "03.aleatoire.roi", "01.perso.tirage"]
    compact = answer_key(CLASS[:3], exercise_ids=ids, solutions=True)._repr_html_()
    full = answer_key(CLASS[:3], exercise_ids=ids, compact=False, solutions=True)._repr_html_()
    assert "box-shadow" not in compact and "ll-crosstable" not in compact  # no card pictures, no table
    assert "box-shadow" in full and "ll-crosstable" in full
    for html in (compact, full):
        assert esc(fr.EXERCISES["variant"]) not in html and "votre variante" not in html
        for name in CLASS[:3]:
            assert french_html(f"(variante {fr.of(name)})") in html
            q = build("03.aleatoire.roi", name)
            assert french_html(q.answer_text()) in html and french_html(q.explanation) in html


def test_the_key_refuses_what_it_cannot_do():
    with pytest.raises(LoveLetterError, match="liste des prénoms"):
        answer_key([])
    with pytest.raises(LoveLetterError, match="au moins une lettre"):
        answer_key(["Camille", ""])
    with pytest.raises(LoveLetterError, match="Aucun exercice"):
        answer_key(["Camille"], notebook="42")
    with pytest.raises(LoveLetterError, match=r"\.html ou en \.csv"):
        answer_key(["Camille"], notebook="01").save("corrige.pdf")
    with pytest.raises(LoveLetterError, match="pas un élève"):
        answer_key([("Camille", 1, 2)], notebook="01")
    with pytest.raises(LoveLetterError, match="pas dans la liste"):
        answer_key(["Camille"], notebook="01", solutions=["Léo"])
    with pytest.raises(LoveLetterError, match="pas dans la liste"):
        answer_key(["Camille"], notebook="01").of("Léo")
    assert len(answer_key("Camille", notebook="01").learners) == 1


def test_the_student_notebooks_do_not_say_how_to_print_the_key():
    notebooks = sorted(glob.glob(os.path.join(ROOT, "notebooks", "*.ipynb")))
    assert len(notebooks) >= 3
    for path in notebooks:
        with open(path, encoding="utf-8") as f:
            text = "\n".join("".join(cell["source"]) for cell in json.load(f)["cells"])
        for said in ("answer_key", "corrigé de la classe", "corrigé de chaque élève"):
            assert said not in text, (os.path.basename(path), said)


def test_the_command_writes_the_key_of_a_class_list(tmp_path):
    class_list = tmp_path / "classe.txt"
    class_list.write_text("Camille\nLéa (1)\n\nLéa (2)\n", encoding="utf-8")
    out = io.StringIO()
    sortie = tmp_path / "corrige.html"
    assert main(["Yanis", "--classe", str(class_list), "--exercices", "03.conditionnel", "03.ticket.sachant",
                 "--sortie", str(sortie)], out=out) == 0
    said = out.getvalue()
    assert said.startswith(f"Écrit : {sortie}, la grille de 4 élèves et 8 exercices : 03.conditionnel.univers")
    assert said.rstrip().endswith("03.ticket.sachant.")
    assert [row[0] for row in Grid(sortie.read_text(encoding="utf-8")).rows] == ["Yanis", "Camille", "Léa (1)",
                                                                                   "Léa (2)"]
    csv_file = tmp_path / "corrige.csv"
    assert main(["Camille", "--exercices", "03.ticket", "--solutions", "--sortie", str(csv_file)], out=out) == 0
    assert len(csv_file.read_text(encoding="utf-8-sig").splitlines()) == 1 + len(exercise_ids("03", "ticket"))


@pytest.mark.parametrize("argv, said", [
    (["Camille", "--exercices", "03.foo.bar"], "Exercice inconnu"),
    (["Camille", "--exercices", "07"], "Aucun exercice"),
    (["--classe", "absent.txt"], "n'existe pas"),
    (["Camille", "--sortie"], "Usage"),
    (["Camille", "--bis"], "Usage"),
    ([], "Usage"),
    (["Camille", "--sortie", "corrige.pdf"], ".html ou en .csv"),
    (["Camille", "(2)"], "ne ressemble pas à un prénom"),
])
def test_the_command_says_what_is_wrong_in_french(argv, said, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    assert main(argv, out=out) == 2
    assert said in out.getvalue() and "Traceback" not in out.getvalue()
    assert not list(tmp_path.iterdir())


def test_python_m_exercises_corrige_runs_and_the_catalogue_still_lists(tmp_path):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run([sys.executable, "-m", "loveletter_teach.exercises", "corrige", "Camille", "Léa (2)",
                           "--exercices", "03.ticket"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          encoding="utf-8", timeout=120)
    assert done.returncode == 0, done.stderr
    assert "03.ticket.sachant" in done.stdout and (tmp_path / "corrige.html").stat().st_size > 0
    listed = subprocess.run([sys.executable, "-m", "loveletter_teach.exercises"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert listed.returncode == 0 and "03.ticket.sachant" in listed.stdout
