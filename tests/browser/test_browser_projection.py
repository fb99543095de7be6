"""What the projector shows, done as the teacher's guide says: open the notebook (the
saved notebook is checked as it opens), « Exécuter toutes les cellules » (Run > Run All Cells), then go
through each projected part screen by screen on a 1280×720 screen. No answer to a class question (03's
Première lesson) or to a « Prévoyez » (02's parts 1 to 5) is on screen before its « Montrer la réponse »
(« Montrer le commentaire », « Montrer le résultat », « Pourquoi ? ») is clicked; clicked, each shows its
answer.

The answers looked for are of two kinds: what the notebook itself folds (the text of each folded output and
folded comment, read from the committed notebook), and a list written here of each question's answer (so
that an answer taken out of its fold is still looked for). Screenshots: artifacts/screenshots/projection-*.
"""

import json
import re
import shutil
import unicodedata

import pytest

from conftest import NOTEBOOKS
from jlab import Notebook

pytestmark = pytest.mark.browser

SCREEN = {"width": 1280, "height": 720}
SUMMARIES = ("Montrer la réponse", "Montrer le commentaire", "Montrer le résultat", "Pourquoi ?")
# Each projected part: the markdown that opens it and the one that ends it (as in tests/test_no_spoiler.py).
PARTS = {"03_probabilites": [("## 2. Probabilités conditionnelles", "### Questions notées (minutes 26"),
                             ("### Séance 2", "### Questions notées de la séance 2")],
         "02_deduction": [("## 1. Ce que l'on voit", "# Pour finir")]}
# The answer to each question, as the screen writes it (P<sub>A</sub>(B) reads « PA(B) »).
ANSWERS = {"03_probabilites": ["P(Bob a un Garde) = 3/11", "PA(B) = 2/5", "B est inclus dans A", "PB(A) = 1/5",
                               "= 3/55", "On trouve P(B) = P(A)", "PH(E) = 1/10", "PE(H) = 4/27",
                               "Indépendants ? non", "sans remise ;", "= 94/23 ≈ 4,09", "l'échange fait monter",
                               "Le duel est favorable", "= 38/23"],
           "02_deduction": ["Déduction : P(Bob a un Baron) = 1", "Déduction : P(Chloé a un Prince) = 2/13",
                            "Déduction : P(Bob a un Garde) = 0", "Prêtre) = 1/14", "tombe à 0", "D'où 1/14"]}

CELLS = "() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')].length"
SCROLLER = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"
# The text on screen: the rendered text (a closed <details> shows only its summary) of the cells that the
# notebook's panel shows between ``top`` and ``bottom`` (cell numbers), clipped to the visible panel.
ON_SCREEN = """([first, last]) => {
    const scroller = document.querySelector('%s');
    const view = scroller.getBoundingClientRect();
    const cells = [...document.querySelectorAll('.jp-Notebook .jp-Cell')].slice(first, last);
    return cells.filter(c => { const r = c.getBoundingClientRect();
                               return r.bottom > view.top && r.top < view.bottom; })
                .map(c => c.innerText).join('\\n');
}""" % SCROLLER
IN_PAGE = ON_SCREEN.replace("r.bottom > view.top && r.top < view.bottom", "true")  # the same, all the page


def norm(text):
    text = unicodedata.normalize("NFC", text).replace("\xa0", " ").replace("\u202f", " ")
    return " ".join(text.split())


def screen_text(html_or_markdown):
    """A folded text as the screen reads it: subscripts on the line, no markup."""
    text = re.sub(r"(?<![\w.])([A-Za-zĀ])_([^\W_]+)", r"\1\2", html_or_markdown)  # P_A(B) reads PA(B)
    text = re.sub(r"<[^>]+>|\*\*", "", text)
    return norm(text)


def parts(name):
    """[(first cell, last cell + 1, [folded texts])] of each projected part, from the committed notebook."""
    cells = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    sources = [norm("".join(c["source"])) for c in cells]
    found = []
    for start, end in PARTS[name]:
        first = next(i for i, s in enumerate(sources) if s.startswith(norm(start)))
        last = next(i for i, s in enumerate(sources[first + 1:], first + 1) if norm(end) in s)
        folded = []
        for cell in cells[first:last + 1]:
            source = "".join(cell["source"])
            if cell["cell_type"] == "markdown":
                source = source.split(end)[0] if end in source else source
                folded += [screen_text(m.split("</summary>", 1)[1])
                           for m in re.findall(r"<details>.*?</details>", source, re.DOTALL)]
            for output in cell.get("outputs", []):
                html = "".join(output.get("data", {}).get("text/html", "")).removeprefix("<div lang='fr'>")
                if html.startswith("<details"):  # (every output of the package is marked French: html.french)
                    # each line with a value (not a label, which the code shows too; not a law's table, which
                    # the screen draws as a table)
                    folded += [screen_text(line) for line in "".join(output["data"]["text/plain"]).splitlines()
                               if "|" not in line and re.search(r"\d", line)]
        found.append((first, last + 1, folded))
    return found


def shown(text, wanted):
    text = norm(text)
    return [w for w in wanted if norm(w) in text]


@pytest.fixture(scope="module")
def projector(context, lab, screenshots):
    pages = []

    def open_(name):
        # the committed notebook, copied afresh: the server's own copy may hold the outputs of an earlier
        # test's Run All, written by JupyterLab's autosave
        shutil.copy(NOTEBOOKS / f"{name}.ipynb", lab.root / "notebooks" / f"projection_{name}.ipynb")
        notebook = Notebook(lab, context, f"notebooks/projection_{name}.ipynb", workspace=f"projection-{name}")
        notebook.page.set_viewport_size(SCREEN)
        notebook.page.wait_for_timeout(500)
        notebook.screenshot(screenshots, f"projection-{name}-a-l-ouverture")
        every = notebook.page.evaluate(IN_PAGE, [0, 10_000])
        opened_with = shown(every, [w for *_, folded in parts(name) for w in folded] + ANSWERS[name])
        assert opened_with == [], f"{name} : des réponses à l'écran dès l'ouverture du carnet enregistré"
        notebook.run_all()  # the guide: « Exécution > Exécuter toutes les cellules »
        pages.append(notebook)
        return notebook

    yield open_
    for notebook in pages:
        notebook.close()


@pytest.mark.parametrize("name", ["03_probabilites", "02_deduction"])
def test_run_all_then_no_answer_is_on_the_projector_before_it_is_asked(projector, screenshots, name):
    notebook = projector(name)
    page = notebook.page
    assert notebook.problems() == []
    total = page.evaluate(CELLS)
    cells = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    assert total == len(cells)
    for k, (first, last, folded) in enumerate(parts(name), 1):
        assert folded, f"{name}, partie projetée {k} : rien de replié"
        wanted = folded + ANSWERS[name]
        # screen by screen, from the part's first cell to its last, as the teacher scrolls
        page.locator(".jp-Notebook .jp-Cell").nth(first).scroll_into_view_if_needed()
        page.evaluate(f"(i) => {{ const s = document.querySelector('{SCROLLER}');"
                      " const c = document.querySelectorAll('.jp-Notebook .jp-Cell')[i];"
                      " s.scrollTop += c.getBoundingClientRect().top - s.getBoundingClientRect().top; }", first)
        seen, screens = "", 0
        while True:
            page.wait_for_timeout(150)
            screens += 1
            notebook.screenshot(screenshots, f"projection-{name}-{k}-{screens:02d}")
            text = page.evaluate(ON_SCREEN, [first, last])
            assert shown(text, wanted) == [], f"{name}, partie {k}, écran {screens}"
            seen += text
            done = page.evaluate(f"""(i) => {{ const s = document.querySelector('{SCROLLER}');
                const c = document.querySelectorAll('.jp-Notebook .jp-Cell')[i - 1];
                if (c.getBoundingClientRect().bottom <= s.getBoundingClientRect().bottom) return true;
                const before = s.scrollTop; s.scrollTop += s.clientHeight * 0.9;
                return s.scrollTop === before; }}""", last)
            if done:
                break
        questions = len(re.findall(r"Question à la classe|Prévoyez avant de regarder", seen))
        assert questions >= (4 if name.startswith("03") else 4), (name, k, questions)
        # the teacher asks: each fold of the part opened, one after the other
        summaries = page.locator(".jp-Notebook .jp-Cell summary").filter(
            has_text=re.compile("|".join(re.escape(t).replace("\\ ", r"\s") for t in SUMMARIES)))  # « Pourquoi\xa0? »
        opened = 0
        for i in range(summaries.count()):
            summary = summaries.nth(i)
            index = summary.evaluate("(s) => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]"
                                     ".indexOf(s.closest('.jp-Cell'))")
            if not first <= index < last:
                continue
            summary.scroll_into_view_if_needed()
            summary.click()
            opened += 1
            if opened == 1:
                page.wait_for_timeout(200)
                notebook.screenshot(screenshots, f"projection-{name}-{k}-reponse-montree")
        assert opened >= 4, (name, k, opened)
        everything = page.evaluate(IN_PAGE, [first, last])
        missing = [w for w in folded if norm(w) not in norm(everything)]
        assert missing == [], f"{name}, partie {k} : réponses absentes une fois dépliées"
        assert set(shown(everything, ANSWERS[name])) <= set(ANSWERS[name])
    every = page.evaluate(IN_PAGE, [0, total])
    assert shown(every, ANSWERS[name]) == ANSWERS[name], "chaque réponse attendue s'affiche une fois dépliée"
