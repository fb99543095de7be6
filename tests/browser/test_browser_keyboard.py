"""Notebook 01 with the keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7; RGAA 7.3, 10.7, 12.8), in JupyterLab and
Chromium: no click, only Tab, Maj+Tab, Entrée, Espace, the arrows and Échap (Playwright's ``keyboard.press``).

A scratch notebook holds 01's own cells (the name, two rules questions, the round viewer, the play table),
run with Run All. The learner then goes as the teacher's guide says (« Accessibilité »):

- in command mode (Échap from a cell being edited), ↑ and ↓ choose a cell; Tab enters the output of the
  chosen cell (after the cell's own toolbar); Tab and Maj+Tab go from control to control, in reading order,
  and on to the next cell's controls;
- Entrée or Espace presses a button, the arrows choose in a menu, a list of choices or in the « Étape » box;
- Échap leaves a widget: the focus goes back to its cell.

Checked on the way: every control reached shows a thick focus ring (screenshots
``artifacts/screenshots/clavier-*.png``); the focus moves down the page, never back up; no key pressed in
a widget acts on the notebook (no cell added, selected or edited: JupyterLab's own shortcuts, ↓ or « b »,
listen to the whole page); a button that goes away keeps the focus in its widget: after « Jouer » (a fresh
button each turn) the focus is on the new « Jouer », at the end of the round on « Manche suivante »; at the
end of the round viewer on « ◀ Précédent »; after the last hint on « Vérifier » or « Solution ».

Notebook 02's explorer and progress cell, the same way (``test_explorer_and_progress_with_the_keyboard_only``):
every control reached in order and named in French, each one operated, and the controls drawn apart.
"""

import json

import pytest

from conftest import NOTEBOOKS
from jlab import Notebook, write_notebook

pytestmark = pytest.mark.browser

LEARNER = "Maëlys"
TABLE = 'PlayTable("classique", 2, seat=0, seed=2026)'
VIEWER = 'RoundViewer(bot_round("classique", 3, seed=7))'
# 01's cells, in 01's order: found by these words, taken whole
CELLS = ["LearnerField()", 'ExerciseWidget(rules_question("paquet"))', 'ExerciseWidget(rules_question("tour"))',
         VIEWER, TABLE]

# What has the focus: where it is, what it says, whether its ring shows
FOCUSED = """(widget) => {
    const e = document.activeElement;
    const cells = [...document.querySelectorAll('.jp-Notebook .jp-Cell')];
    const cell = e && e.closest('.jp-Cell');
    const r = e.getBoundingClientRect();
    const c = cell ? cell.getBoundingClientRect() : {left: 0, top: 0};  // the page scrolls: from the cell
    const style = getComputedStyle(e);
    const select = e.tagName === 'SELECT' ? e.options[e.selectedIndex] : null;
    return {tag: e.tagName, cls: String(e.className), text: (e.textContent || '').trim().slice(0, 60), value: e.value ?? null,
            type: e.getAttribute('type'), label: select ? select.textContent : null,
            cell: cell ? cells.indexOf(cell) : -1, widget: !!e.closest('.' + widget), isCell: e === cell,
            ring: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
            box: [r.left - c.left, r.top - c.top, r.right - c.left, r.bottom - c.top], cells: cells.length,
            edit: !!document.querySelector('.jp-Notebook.jp-mod-editMode')};
}"""


def cells_of_01():
    cells = json.loads((NOTEBOOKS / "01_regles.ipynb").read_text(encoding="utf-8"))["cells"]
    sources = []
    for words in CELLS:
        found = ["".join(c["source"]) for c in cells if c["cell_type"] == "code" and words in "".join(c["source"])]
        assert len(found) == 1, f"01_regles: {len(found)} cells hold {words}"
        sources.append(found[0])
    return sources


class Keyboard:
    """The learner's hands: keys only, and what has the focus after each one."""

    def __init__(self, notebook, screenshots):
        self.notebook, self.page, self.screenshots = notebook, notebook.page, screenshots
        self.cells = None
        self.trail = []  # every control the focus reached in a widget, for the reading order

    def focused(self):
        from loveletter_teach.widgets.common import WIDGET  # the class of the package's widgets

        return self.page.evaluate(FOCUSED, WIDGET)

    def press(self, key, times=1):
        for _ in range(times):
            self.page.keyboard.press(key)
        return self.check()

    def check(self):
        """After each key: the notebook untouched, and a control of a widget shows its focus."""
        now = self.focused()
        self.cells = self.cells or now["cells"]
        assert now["cells"] == self.cells, "a key pressed in a widget added or deleted a cell"
        assert not now["edit"], "a key pressed in a widget put a cell in edit mode"
        if now["widget"]:
            assert now["ring"] >= 2, f"no visible focus on {now}"
        return now

    def tab_to(self, what, key="Tab", limit=12):
        """Press Tab (or Maj+Tab) until the focus is on ``what`` (a predicate on :data:`FOCUSED`'s
        answer): the controls between are counted, a control out of reading order fails."""
        for _ in range(limit):
            now = self.press(key)
            if now["widget"]:
                self.in_reading_order(now, backwards=key != "Tab")
            if what(now):
                return now
        raise AssertionError(f"{key} ×{limit}: never reached the control wanted; last {now}")

    def in_reading_order(self, now, backwards):
        """Tab goes down the page, or right along a row; Maj+Tab the other way."""
        if self.trail and self.trail[-1]["cell"] == now["cell"]:
            before, after = (now, self.trail[-1]) if backwards else (self.trail[-1], now)
            (l1, t1, _, b1), (l2, t2, _, b2) = before["box"], after["box"]
            same_row = t2 < b1 and t1 < b2
            assert (l2 >= l1 - 1) if same_row else (t2 >= b1 - 4), \
                f"out of reading order: {before['text'] or before['tag']} then {after['text'] or after['tag']}"
        self.trail.append(now)

    def press_and_follow(self, key, text, timeout=30_000):
        """Press ``key`` on a button that goes away or goes grey: the kernel moves the focus; wait until
        another control, saying ``text``, has it (a new « Jouer » says what the old one said)."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout  # (the fixtures skip without it)

        pressed = self.page.evaluate_handle("() => document.activeElement")
        self.page.keyboard.press(key)
        try:
            self.page.wait_for_function(
                "([old, t]) => document.activeElement !== old && (document.activeElement.textContent || '').trim() === t",
                arg=[pressed, text], timeout=timeout)
        except PlaywrightTimeout:
            raise AssertionError(f"the focus never reached « {text} »: it is on {self.focused()}") from None
        self.trail.clear()
        return self.check()

    def shot(self, name, cell):
        """The output of cell ``cell``, the focus ring in it, to look at."""
        out = self.page.locator(".jp-Notebook .jp-Cell").nth(cell).locator(".jp-OutputArea-output").first
        self.notebook.screenshot(self.screenshots, f"clavier-{name}", out)


def is_button(label):
    return lambda f: f["tag"] == "BUTTON" and f["text"] == label


def test_notebook_01_with_the_keyboard_only(context, lab, screenshots):
    from loveletter_teach import fr
    from loveletter_teach.exercises import rules_question
    from loveletter_teach.exercises import bot_round
    from loveletter_teach.widgets import PlayTable, RoundViewer

    W, L = fr.WIDGETS, fr.LEARNERS
    # a folder of its own: the answers are saved beside the notebook, and test_browser_notebooks's learners
    # must not find them in theirs
    write_notebook(lab.root / "clavier" / "clavier.ipynb", cells_of_01())
    notebook = Notebook(lab, context, "clavier/clavier.ipynb", workspace="w-keyboard")
    keys = Keyboard(notebook, screenshots)
    try:
        notebook.run_all()
        out = lambda k: notebook.page.locator(".jp-Notebook .jp-Cell").nth(k).locator(".jp-OutputArea")  # noqa: E731
        # Run All leaves the last cell chosen, in command mode: ↑ up to the first cell, Tab into its output
        now = keys.press("ArrowUp", times=len(CELLS) - 1)
        assert now["isCell"] and now["cell"] == 0, now

        # --- the name: type it, then « C'est moi » with Entrée --------------------------------------
        now = keys.tab_to(lambda f: f["tag"] == "INPUT" and f["widget"])
        keys.page.keyboard.type(LEARNER)
        keys.shot("nom", 0)
        now = keys.press("Escape")  # out of the box, back to its cell; Tab goes in again
        assert now["isCell"] and now["cell"] == 0, now
        keys.tab_to(is_button(L["button"]))
        keys.press("Enter")
        out(0).get_by_text(L["hello"].format(name=LEARNER)).wait_for()
        keys.shot("nom-bouton", 0)

        # --- a question answered in a box: wrong, a hint, right, the solution ------------------------
        paquet = rules_question("paquet")
        keys.tab_to(lambda f: f["tag"] == "INPUT" and f["cell"] == 1)
        keys.page.keyboard.type("7")
        keys.tab_to(is_button(W["check"]))
        keys.press("Enter")
        out(1).locator(".widget-html-content").filter(has_text="7").first.wait_for()
        keys.tab_to(is_button(W["hint"]))
        keys.press("Space")
        out(1).get_by_text(paquet.hints[0][:30]).first.wait_for()
        keys.shot("question-indice", 1)
        keys.tab_to(lambda f: f["tag"] == "INPUT", key="Shift+Tab")
        keys.press("Control+a")
        keys.page.keyboard.type(str(paquet.answer))
        keys.tab_to(is_button(W["check"]))
        keys.press("Enter")
        out(1).get_by_text(fr.EXERCISES["right"]).first.wait_for()
        notebook.wait_done()
        keys.tab_to(is_button(W["solution"]))  # now earned: enabled, reached with Tab
        keys.press("Enter")
        out(1).get_by_text(paquet.explanation[:30]).first.wait_for()
        keys.shot("question-solution", 1)

        # --- a question with a list of choices: the arrows choose -----------------------------------
        tour = rules_question("tour")
        now = keys.tab_to(lambda f: f["type"] == "radio")
        right = list(tour.choices).index(tour.answer)
        keys.press("ArrowDown", times=right)  # the first arrow checks the second choice, and so on
        assert out(2).get_by_label(tour.answer).is_checked()
        keys.tab_to(is_button(W["hint"]))
        keys.press_and_follow("Enter", W["check"])  # its only hint: « Indice » goes grey, the focus goes back
        out(2).get_by_text(tour.hints[0][:30]).first.wait_for()
        keys.shot("choix-apres-indice", 2)
        keys.press("Enter")
        out(2).get_by_text(fr.EXERCISES["right"]).first.wait_for()

        # --- the round viewer: Suivant, Fin, then the point of view and the step box -----------------
        viewer = RoundViewer(bot_round("classique", 3, seed=7))  # VIEWER's round, here
        n = viewer.step_box.max
        keys.tab_to(is_button(W["next"]))
        for k in (1, 2):
            keys.press("Enter")
            out(3).get_by_text(W["step"].format(k=k, n=n)).wait_for()
        keys.shot("visionneuse-suivant", 3)
        keys.tab_to(is_button(W["end"]))
        keys.press_and_follow("Enter", W["back"])  # « Fin » goes grey: the focus goes to the way back
        out(3).get_by_text(W["step"].format(k=n, n=n)).wait_for()
        keys.tab_to(lambda f: f["tag"] == "SELECT")
        now = keys.press("ArrowDown")  # Alice's point of view
        assert now["label"] == viewer.round.names[0], now
        now = keys.press("b")  # Bob's, typed as in any menu (it added a cell below: JupyterLab's « b »)
        assert now["label"] == viewer.round.names[1], now
        keys.tab_to(lambda f: f["tag"] == "INPUT" and f["type"] == "number")  # « Étape »
        keys.press("ArrowDown")
        keys.press("Enter")  # a number box sends its value on Entrée (or when the focus leaves it)
        out(3).get_by_text(W["step"].format(k=n - 1, n=n)).wait_for()
        keys.shot("visionneuse-etape", 3)

        # --- the play table: a whole round, the computer playing Bob --------------------------------
        mirror = PlayTable("classique", 2, seat=0, seed=2026)  # TABLE, here: the cards in hand at each turn
        edition = mirror.game.edition
        keys.tab_to(is_button(W["play"]))  # past the cards and the menus, into the table
        turn = 0
        while not mirror.observation().over:
            action = mirror.observation().legal_actions[-1]  # four turns with seed 2026: every kind of control
            card = edition.card(action.card)
            keys.tab_to(lambda f: f["text"] == label(card), key="Shift+Tab")  # back from « Jouer » to the card
            keys.press("Space")
            notebook.wait_done(settle=0.3)  # the kernel shows the menus this card needs
            if action.target is not None:
                keys.tab_to(lambda f: f["tag"] == "SELECT")
                choose(keys, next(name for name, seat in mirror.target.options if seat == action.target))
            if action.guess is not None:
                keys.tab_to(lambda f: f["tag"] == "SELECT")
                choose(keys, label(edition.card(action.guess)))
            keys.tab_to(is_button(W["play"]))
            if turn == 1:
                keys.shot("table-jouer", 4)
            mirror.play(action)
            turn += 1
            # « Jouer » is a fresh button each turn: the focus goes to the new one, or to « Manche suivante »
            keys.press_and_follow("Enter", W["play"] if not mirror.observation().over else W["next_round"])
        assert turn >= 3, f"a round of {turn} turns only"
        assert mirror.text.splitlines()[-1] in " ".join(out(4).text_content().split())
        keys.shot("table-fin", 4)
        keys.press_and_follow("Enter", W["play"])  # « Manche suivante »: the new round's « Jouer » has the focus

        # --- Échap leaves the widget: its cell is chosen again, in command mode ------------------------
        now = keys.press("Escape")
        assert now["isCell"] and now["cell"] == 4, now
        assert notebook.problems() == []
    finally:
        notebook.close()


def label(card):
    return f"{card.name} ({card.value})"


def choose(keys, label):
    """In the menu that has the focus, ↓ or ↑ until ``label`` is chosen (as on a closed menu)."""
    now = keys.focused()
    for _ in range(20):
        if now["label"] is not None and " ".join(now["label"].split()) == " ".join(label.split()):
            return now
        options = keys.page.evaluate("() => [...document.activeElement.options].map(o => o.textContent)")
        norm = [" ".join(o.split()) for o in options]
        key = "ArrowDown" if norm.index(" ".join(label.split())) > norm.index(" ".join(now["label"].split())) else "ArrowUp"
        now = keys.press(key)
    raise AssertionError(f"« {label} » never chosen in the menu: {now}")


# --- 02's explorer and the progress cell -------------------------------------------------------------
EXPLORER_CELLS = ["LearnerField()", 'p = position("classique", 3', "ExplorerWidget(code=p.code)", "ProgressWidget()"]

# The accessible name of what has the focus (its <label>, else aria-label, else its text) and its language
NAME = """() => { const e = document.activeElement; const l = e.labels && e.labels.length ? e.labels[0].textContent : '';
    const lang = e.closest('[lang]'); return {name: (l || e.getAttribute('aria-label') || e.textContent || '').trim(),
    lang: lang ? lang.getAttribute('lang') : null, checked: e.checked ?? null}; }"""

# Every control of the widget in ``out``, where it is drawn: a checkbox by its label (the label is clicked too)
CONTROLS = """(out) => [...out.querySelectorAll('select, input, button, textarea')].filter(e => e.offsetParent).map(e => {
    const target = e.type === 'checkbox' && e.closest('label') ? e.closest('label') : e;
    const r = target.getBoundingClientRect();
    const l = e.labels && e.labels.length ? e.labels[0].textContent : '';
    return {name: (l || e.textContent || e.type).trim(), box: [r.left, r.top, r.right, r.bottom]}; })"""


def cells_of_02():
    cells = json.loads((NOTEBOOKS / "02_deduction.ipynb").read_text(encoding="utf-8"))["cells"]
    sources = []
    for words in EXPLORER_CELLS:
        found = ["".join(c["source"]) for c in cells if c["cell_type"] == "code" and words in "".join(c["source"])]
        assert found, f"02_deduction: no cell holds {words}"
        sources.append(found[0])  # LearnerField() is twice in 02: the first one
    return sources


def laid_out(page, out, where):
    """No control of the widget drawn over another (each can be seen and tapped), each 24 × 24 px at least
    (WCAG 2.5.8)."""
    controls = page.evaluate(CONTROLS, out.element_handle())
    for c in controls:
        (l, t, r, b) = c["box"]
        assert r - l >= 24 and b - t >= 24, f"{where}: « {c['name']} » is {r - l:.0f} × {b - t:.0f} px"
    for k, a in enumerate(controls):
        for b in controls[k + 1:]:
            (l1, t1, r1, b1), (l2, t2, r2, b2) = a["box"], b["box"]
            assert min(r1, r2) - max(l1, l2) <= 0.5 or min(b1, b2) - max(t1, t2) <= 0.5, \
                f"{where}: « {a['name']} » and « {b['name']} » are drawn over each other"


def test_explorer_and_progress_with_the_keyboard_only(context, lab, screenshots):
    """02's explorer (section 7) and its progress cell, keys only: the learner gives a name, then reaches
    every control of the explorer with Tab, in reading order, each named in French with a visible focus;
    changes the point of view, chooses a move and its result with the arrows, adds it (Entrée), takes it
    back (Espace), changes the model, shares the code, ticks « avec les cartes cachées », loads a code,
    folds a panel; Échap goes back to the cell; the progress cell says the learner's name in words and
    holds no control (Tab goes past it). The controls are drawn apart, 24 px at least, wide and narrow."""
    from loveletter_teach import fr
    from loveletter_teach.widgets import ExplorerWidget

    W, X, L = fr.WIDGETS, fr.EXPLORER, fr.LEARNERS
    sources = cells_of_02()
    scope = {}
    exec(sources[1].replace("print(", "str("), scope)  # 02's position p, here
    mirror = ExplorerWidget(code=scope["p"].code, samples=20)  # the cell's widget: its menus' options
    for move_label, move in mirror.move.options[1:]:  # the first move the learner sees a result of
        mirror.move.value = move
        if len(mirror.result.options) > 1:
            break
    result = mirror.result.options[-1][0]
    write_notebook(lab.root / "clavier-explorateur" / "explorateur.ipynb", sources)
    notebook = Notebook(lab, context, "clavier-explorateur/explorateur.ipynb", workspace="w-keyboard-explorer")
    keys = Keyboard(notebook, screenshots)
    page = notebook.page
    out = lambda k: page.locator(".jp-Notebook .jp-Cell").nth(k).locator(".jp-OutputArea")  # noqa: E731
    named = lambda text: lambda f: page.evaluate(NAME)["name"] == text  # noqa: E731
    try:
        notebook.run_all()
        keys.press("ArrowUp", times=len(EXPLORER_CELLS) - 1)
        keys.tab_to(lambda f: f["tag"] == "INPUT" and f["widget"])  # the name, as in 01
        page.keyboard.type(LEARNER)
        keys.tab_to(is_button(L["button"]))
        keys.press("Enter")
        out(0).get_by_text(L["hello"].format(name=LEARNER)).wait_for()
        now = keys.press("Escape")
        now = keys.press("ArrowDown", times=2)
        assert now["isCell"] and now["cell"] == 2, now
        keys.trail.clear()

        # --- every control, in order, named in French --------------------------------------------------
        reached = []

        def tab(text, key="Tab"):
            now = keys.tab_to(named(text), key=key, limit=4)
            said = page.evaluate(NAME)
            assert said["lang"] == "fr", f"« {text} »: not marked French ({said})"
            reached.append(text)
            return now

        tab(X["w_edition"])
        tab(X["w_players"])
        tab(X["w_viewer"])
        keys.press("ArrowDown")  # Bob's point of view, then Alice's again
        out(2).get_by_text(X["title"].format(edition=mirror.position.edition.title, n=3, viewer="Bob")).wait_for()
        keys.press("ArrowUp")
        out(2).get_by_text(X["title"].format(edition=mirror.position.edition.title, n=3, viewer="Alice")).wait_for()
        tab(X["w_seed"])
        tab(X["w_new_deal"])
        tab(X["w_hand"])
        tab(X["w_draw"])
        now = tab(X["w_move"])
        shown = " ".join((now["label"] or "").split())  # (ipywidgets writes its options with non-breaking spaces)
        assert shown == W["choose"], f"« {X['w_move']} » shows {now['label']!r}, not « {W['choose']} »"
        choose(keys, move_label)  # ↓ from « — choisissez — »: the first ↓ chooses the first move
        notebook.wait_done(settle=0.3)  # the kernel offers the results of that move
        tab(X["w_result"])
        choose(keys, result)
        notebook.wait_done(settle=0.3)
        tab(X["w_add"])
        keys.press("Enter")
        out(2).get_by_text(X["w_added"].split("{")[0].strip(), exact=False).first.wait_for()
        keys.shot("explorateur-coup", 2)
        tab(X["w_undo"])
        keys.press("Space")
        out(2).get_by_text(X["w_undone"]).wait_for()
        tab(X["w_model"])
        keys.press("ArrowDown")  # 3/4
        three_quarters = X["model_setting"].split("{")[0] + "3/4"
        out(2).locator(".widget-html-content").filter(has_text=three_quarters).first.wait_for()
        notebook.wait_done(settle=0.3)
        code = page.locator(".jp-Notebook .jp-Cell").nth(2).locator(".widget-text", has_text=X["w_code"]).locator("input")
        before = code.input_value()
        tab(X["w_code"])
        tab(X["w_share"])
        keys.press("Enter")
        page.wait_for_function("([e, old]) => e.value.startsWith('LL2-') && e.value !== old",
                               arg=[code.element_handle(), before], timeout=30_000)
        tab(X["w_with_deal"])
        keys.press("Space")
        assert page.evaluate(NAME)["checked"] is True
        tab(X["w_load"])
        keys.press("Enter")
        out(2).get_by_text(X["w_loaded"]).wait_for()
        assert reached == [X[k] for k in ("w_edition", "w_players", "w_viewer", "w_seed", "w_new_deal", "w_hand", "w_draw",
                                          "w_move", "w_result", "w_add", "w_undo", "w_model", "w_code", "w_share",
                                          "w_with_deal", "w_load")]
        now = keys.tab_to(lambda f: f["tag"] == "SUMMARY")  # the panels: a title folds and unfolds its panel
        opened = "() => document.activeElement.parentElement.open"
        assert page.evaluate(opened)
        keys.press("Enter")
        assert not page.evaluate(opened)
        keys.press("Enter")
        keys.shot("explorateur-panneau", 2)
        now = keys.press("Escape")
        assert now["isCell"] and now["cell"] == 2, now

        # --- the progress cell: the learner named in words, nothing to stop at -------------------------
        now = keys.press("ArrowDown")
        assert now["isCell"] and now["cell"] == 3, now
        out(3).get_by_text(fr.PROGRESS["title"].format(of_name=fr.of(LEARNER))).wait_for()
        keys.shot("progression", 3)
        assert out(3).locator(".ll-widget :is(button, input, select, textarea, summary, [tabindex])").filter(
            visible=True).count() == 0
        for _ in range(3):  # the cell's toolbar, then on past the widget: never into it, never stuck
            now = keys.press("Tab")
            assert not now["widget"], now
        assert not now["isCell"], now

        # --- drawn apart, wide and narrow (a tablet upright, or the file browser open) -----------------
        laid_out(page, out(2), "1280 px")
        size = page.viewport_size
        page.set_viewport_size({"width": 768, "height": 1024})
        try:
            page.wait_for_timeout(300)
            laid_out(page, out(2), "768 px")
        finally:
            page.set_viewport_size(size)
        assert notebook.problems() == []
    finally:
        notebook.close()
