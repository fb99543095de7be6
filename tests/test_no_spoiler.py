"""No cell a class sees gives away a hidden card.

A student-facing code cell of 01, 02 or 03 that spells out a deal (``scenario(...)``,
``Round.from_hands``, ``Round.from_deck``: the hidden hands and the deck written in the cell) must not
be followed, within its section, by a question or a computation about that position's hidden cards
(the projected code would answer it): such a position is named in the package
(``position_du_cours``, :mod:`loveletter_teach.exercises.course`) and the cell receives only its
viewer's observation. Allowed: an omniscient view (a ``RoundViewer`` in a section whose text says that
it shows everything, « omniscient ») and the explorer, where the learner builds the position."""

import ast
import json
import re
from pathlib import Path

import pytest

from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises.course import COURSE, course_round, position_du_cours

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ("01_regles", "02_deduction", "03_probabilites")
DEAL = re.compile(r"\bscenario\(|Round\.from_hands\(|Round\.from_deck\(")
ASKED = re.compile(r"\bprob\(|card_counting\(|deduction\(|bayes_table\(|play_tree\(|burned_table\(|monte_carlo\("
                   r"|probabilit|\bP\(|P<sub>|Question à la classe")
ALLOWED = re.compile(r"\bexplore\(|ExplorerWidget\(|\bPosition\(")


def sections(name):
    """[(heading text, [cells])] of a notebook, cut at each markdown heading."""
    cells = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    found, current = [], []
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and re.match(r"#{1,3} ", source):
            found.append(current)
            current = []
        current.append((cell["cell_type"], source))
    return found + [current]


def spoilers(name):
    """The code cells that spell out a deal whose hidden cards their section then asks about."""
    bad, omniscient = [], False
    for cells in sections(name):
        text = " ".join(s for kind, s in cells if kind == "markdown")
        omniscient = omniscient or "omniscient" in text
        for k, (kind, source) in enumerate(cells):
            if kind != "code" or not DEAL.search(source) or ALLOWED.search(source):
                continue
            if "RoundViewer(" in source and omniscient:
                continue  # the omniscient view, said to be one
            after = " ".join(s for _, s in cells[k:])
            if ASKED.search(after):
                bad.append(source.splitlines()[1] if "\n" in source else source)
    return bad


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_no_code_cell_spells_out_the_hidden_cards_of_a_position_it_asks_about(name):
    assert spoilers(name) == []


def test_the_check_finds_the_spoiler_of_the_old_lesson():
    """The issue's cell: Bob's hidden Prince on the projector, then « sachant E, Bob avait-il le Prince ? »."""
    old = 'manche = scenario("classique", ["Garde", "Prince"], ["Baron", "Comtesse", "Roi"])\nmanche'
    assert DEAL.search(old) and ASKED.search("> **Question à la classe.** Avec quelle probabilité")


def test_a_course_position_is_its_viewers_observation_and_nothing_else():
    for name in COURSE:
        obs = position_du_cours(name)
        whole = course_round(name)
        assert obs == whole.observation(COURSE[name].viewer)
        assert obs.deck is None and obs.burned is None
        assert all(hand is None for seat, hand in enumerate(obs.hands) if seat != obs.seat)
    with pytest.raises(LoveLetterError, match="Les positions du cours"):
        position_du_cours("premiere.inconnue")


# --- outputs: what a projected part shows before the teacher asks -------------------------------------
# The parts a class sees on the projector: 03's Première lesson (its two boards, up to each sitting's graded
# questions) and 02's two sittings (parts 1 to 5). Each is a run of cells between two headings.
PROJECTED = {"02_deduction": [("## 1. Ce que l'on voit", "# Pour finir")],
             "03_probabilites": [("## 2. Probabilités conditionnelles", "### Questions notées (minutes 26"),
                                 ("### Séance 2", "### Questions notées de la séance 2")]}
QUESTION = re.compile(r"^> \*\*(Question à la classe|Prévoyez avant de regarder)\.\*\*")
HEADING = re.compile(r"^#{1,6} ")
FOLD = re.compile(r"<details>.*?</details>", re.DOTALL)
FRACTION = re.compile(r"(?<![\d/])\d+/\d+(?![\d/])")


def plain(text):
    return re.sub(r"\s+", " ", text.replace("\xa0", " ").replace("\u202f", " "))


def projected_items(name):
    """Each projected part as a list of ("code", cell) and ("markdown", paragraph), a markdown cell cut at
    its blank lines (a folded <details> kept whole as one paragraph)."""
    items = []
    for cell in json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code":
            items.append(("code", cell))
            continue
        folds = FOLD.findall(source)
        for paragraph in re.split(r"\n\n+", FOLD.sub(lambda m: f"\0{folds.index(m.group(0))}\0", source)):
            for k, part in enumerate(paragraph.split("\0")):
                if part.strip():
                    items.append(("markdown", folds[int(part)] if k % 2 else part))
    starts = [plain(x) if kind == "markdown" else "" for kind, x in items]
    for start, end in PROJECTED[name]:
        first = next(i for i, text in enumerate(starts) if text.startswith(plain(start)))
        last = next(i for i, text in enumerate(starts[first + 1:], first + 1) if text.startswith(plain(end)))
        yield items[first:last]


def folded(output):
    """A checked output shown folded: its HTML a closed <details> (its text, for nbval, the lines inside)."""
    html = "".join(output.get("data", {}).get("text/html", ""))
    html = html.removeprefix("<div lang='fr'>")  # every output of the package is marked French (html.french)
    return html.startswith("<details") and not re.match(r"<details[^>]*\bopen\b", html)


def spans(name):
    """Each question of a projected part with what follows it, up to the next question or heading:
    [(question, [("visible" | "folded", markdown text) or ("code", cell)])]."""
    found = []
    for items in projected_items(name):
        current = None
        for kind, x in items:
            if kind == "code":
                if current is not None:
                    current[1].append(("code", x))
            elif HEADING.match(x) or x.startswith("**À vous"):  # a heading, or the graded questions
                current = None
            elif QUESTION.match(x):
                current = (x, [])
                found.append(current)
            elif current is not None:
                current[1].append(("folded" if x.startswith("<details>") else "visible", x))
    return found


@pytest.mark.parametrize("name", PROJECTED)
def test_every_answer_to_a_class_question_is_folded_until_asked(name):
    """After a question, every checked output is a closed <details> (no answer on screen when the committed
    notebook opens), and every code cell ends with reveal(…) (nor after Run All): the answer shows when
    the teacher clicks « Montrer la réponse »."""
    questions = spans(name)
    assert len(questions) >= (10 if name.startswith("03") else 4)
    for question, items in questions:
        assert any(kind == "folded" or (kind == "code" and "reveal(" in "".join(x["source"]))
                   for kind, x in items), question
        for kind, cell in items:
            if kind != "code":
                continue
            source = "".join(cell["source"])
            lines = [line for line in source.splitlines() if line and not line.startswith((" ", ")"))]
            shows = lines[-1]
            assert not re.search(r"\bprint\(", source), (question, source)
            assert shows.startswith("reveal(") or re.fullmatch(r"\w+", shows), (question, source)
            for output in cell["outputs"]:
                assert output["output_type"] == "execute_result" and folded(output), (question, source)


@pytest.mark.parametrize("name", PROJECTED)
def test_no_visible_text_after_a_question_gives_its_folded_answer(name):
    """The numbers an answer folds are not written in the clear between its question and the next one."""
    for question, items in spans(name):
        hidden = set()
        for kind, x in items:
            if kind == "code":
                hidden |= {f for o in x["outputs"] for f in FRACTION.findall("".join(o["data"]["text/plain"]))}
            elif kind == "folded":
                hidden |= set(FRACTION.findall(x))
        visible = question + " ".join(x for kind, x in items if kind == "visible")
        assert not hidden & set(FRACTION.findall(visible)), (question, hidden & set(FRACTION.findall(visible)))


def literals(tree):
    """The plain string constants of a cell, outside f-strings and conditional expressions (a template
    with its value, or both branches, tell nothing) and but the titles given by name (``title=…``)."""
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.JoinedStr, ast.IfExp)):
            skip |= {id(n) for n in ast.walk(node)}
        elif isinstance(node, ast.keyword) and node.arg in ("title", "root"):
            skip.add(id(node.value))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in skip]


@pytest.mark.parametrize("name", PROJECTED)
def test_the_code_of_a_projected_part_holds_no_answer_nor_hint(name):
    """A projected code cell names what it computes and nothing more: its plain strings are names or labels
    (« Garde », « H = Prince », « P(A) = »), never a remark such as « (le Prince vaut 5 : B est inclus dans
    A) »; its comments say what a line holds, with no value; no number a fold hides is written in it."""
    answers = {f for question, items in spans(name) for kind, x in items if kind == "code"
               for o in x["outputs"] for f in FRACTION.findall("".join(o["data"]["text/plain"]))}
    checked = 0
    for items in projected_items(name):
        for kind, cell in items:
            if kind != "code":
                continue
            source = "".join(cell["source"])
            checked += 1
            for text in literals(ast.parse(source)):
                label = len(text.split()) <= 4 or re.search(r"[=:?]\s*$", text)
                assert label and not re.search(r"[.)]\s*$", text), (text, source)
            comments = re.findall(r"#(.*)", source)
            assert not any(re.search(r"=\s*\d|\d/\d", c) for c in comments), (comments, source)
            assert not set(FRACTION.findall(source)) & answers, source
    assert checked >= 8


def test_the_output_checks_catch_what_the_issue_saw():
    """The old 03, part 2: « P(Bob a un Garde) = 3/11 » printed right under the class question, and the
    code's own « (le Prince vaut 5 : B est inclus dans A) »."""
    old = {"output_type": "stream", "name": "stdout", "text": "P(Bob a un Garde) = 3/11\n"}
    assert not folded(old)
    code = 'print("P(A ∩ B) =", X0.probability(5), "(le Prince vaut 5 : B est inclus dans A)")'
    assert "(le Prince vaut 5 : B est inclus dans A)" in literals(ast.parse(code))
    from loveletter_teach.html import reveal
    shown = reveal("P(Bob a un Garde) = 3/11")
    assert folded({"data": {"text/html": shown._repr_html_()}}) and repr(shown) == "P(Bob a un Garde) = 3/11"
