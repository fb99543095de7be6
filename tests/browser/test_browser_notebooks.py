"""Every notebook in a real browser: Run All without an error, a round viewer stepped, a quiz
answered wrong then right and its cell run again, screenshots of every screen; at the end, the
notebook saved and handed in with the learners' progress files, and the class report made of them.

New notebooks in ``notebooks/`` (03_probabilites when it lands) are picked up by their name.
"""

import json
import re
import unicodedata

import pytest

import audit
from conftest import NOTEBOOKS
from jlab import Notebook

pytestmark = pytest.mark.browser

NAMES = sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
LEARNER = "Camille"
# What this module's learners answered, in order: {name: {exercise id: [(answer, right?)]}}; the last
# test checks the class report of their hand-ins against it
GIVEN = {}


def notebook_scope(name):
    """What the audit of a whole notebook must find in its scope, so that an empty scope cannot pass:
    the name box, and in 01 a « Vérifier » (02's and 03's questions wait for a name: no button yet)."""
    from loveletter_teach import fr

    wanted = [(audit.widget(".widget-text"), fr.LEARNERS["label"])]
    return wanted + [(audit.widget("button"), fr.WIDGETS["check"])] if name == "01_regles" else wanted


def gave(name, exercise_id, answer, right):
    GIVEN.setdefault(name, {}).setdefault(exercise_id, []).append((answer, right))


@pytest.fixture(scope="module")
def opened(context, lab):  # the browser first: without it, no server is started
    """Each notebook opened and run once (Run All), kept open for the tests that use it."""
    pages = {}

    def open_(name):
        if name not in pages:
            notebook = Notebook(lab, context, f"notebooks/{name}.ipynb", workspace=f"w-{name}")
            notebook.run_all()
            pages[name] = notebook
        return pages[name]

    yield open_
    for notebook in pages.values():
        notebook.close()


def text_of(locator):
    return " ".join(unicodedata.normalize("NFC", locator.text_content() or "").split())


def test_the_notebooks_are_found():
    assert "01_regles" in NAMES and "02_deduction" in NAMES, NAMES


@pytest.mark.parametrize("name", NAMES)
def test_run_all_shows_no_error(opened, screenshots, name):
    notebook = opened(name)
    prompts = notebook.prompts()
    not_run = [i + 1 for i, p in enumerate(prompts) if not re.fullmatch(r"\[\d+\]:", p.strip())]
    assert prompts and not not_run, f"{name}: code cells not run: {not_run}"
    assert notebook.problems() == []
    widgets = notebook.page.locator(".jp-OutputArea-output .jupyter-widgets").count()
    assert widgets > 0, f"{name}: no widget was drawn"
    notebook.screenshot_pages(screenshots, name)
    audit.check(notebook.page, f"{name} (JupyterLab, Run All)", wanted=notebook_scope(name))


def test_each_plot_of_03_shows_a_figure(opened, screenshots):
    """matplotlib is installed here: each plot cell shows its picture (an image with content)."""
    notebook = opened("03_probabilites")
    sources = ["".join(c["source"]) for c in json.loads((NOTEBOOKS / "03_probabilites.ipynb").read_text())["cells"]
               if c["cell_type"] == "code"]
    lines = [next(line.strip() for line in s.splitlines() if "set_ylabel(" in line)
             for s in sources if "plt.show()" in s]
    assert len(lines) == 6
    for k, line in enumerate(lines, 1):
        out = notebook.code_cell(line).locator(".jp-OutputArea-output").first
        out.scroll_into_view_if_needed()
        out.locator("img, svg").first.wait_for()
        width = out.evaluate("(o) => { const i = o.querySelector('img'); return i ? (i.complete ? i.naturalWidth : 0)"
                             " : o.querySelector('svg').getBoundingClientRect().width; }")
        assert width > 300, f"graphique {k} ({line}) : largeur {width}"
        notebook.screenshot(screenshots, f"03_probabilites-graphique-{k}", out)


def test_a_round_viewer_steps_through_a_round(opened, screenshots):
    from loveletter_teach import fr
    from loveletter_teach.exercises import bot_round
    from loveletter_teach.html import header_text
    from loveletter_teach.widgets import RoundViewer

    W = fr.WIDGETS
    notebook = opened("01_regles")
    source = 'RoundViewer(bot_round("classique", 3, seed=7))'
    cell = notebook.code_cell(source)
    model = RoundViewer(bot_round("classique", 3, seed=7))  # the same round, in this process
    n = model.step_box.max
    out = cell.locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    assert W["step"].format(k=0, n=n) in text_of(out)
    button = lambda label: out.locator("button", has_text=label)  # noqa: E731
    for k in range(1, min(n, 4) + 1):
        button(W["next"]).click()
        out.get_by_text(W["step"].format(k=k, n=n)).wait_for()
        model.go(k)
        before = len(model.observation(k - 1).narration())
        for line in model.observation(k).narration()[before:]:
            assert line in text_of(out), f"step {k}: « {line} » is not shown"
    notebook.screenshot(screenshots, "01_regles-viewer-step", out)
    out.locator("select").select_option(label=model.round.names[0])  # Alice's point of view
    model.view.value = 0
    out.get_by_text(header_text(model.observation())).first.wait_for()
    button(W["end"]).click()
    out.get_by_text(W["step"].format(k=n, n=n)).wait_for()
    assert out.locator("button", has_text=W["next"]).is_disabled()
    notebook.screenshot(screenshots, "01_regles-viewer-end", out)
    button(W["start"]).click()
    out.get_by_text(W["step"].format(k=0, n=n)).wait_for()
    assert notebook.problems() == []


def _give_name(notebook):
    from loveletter_teach import fr

    cell = notebook.code_cell("LearnerField()")
    out = cell.locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    out.locator("input[type=text]").first.fill(LEARNER)  # the name (the class or number is the second)
    out.locator("button", has_text=fr.LEARNERS["button"]).click()
    # « Bonjour Camille », or « Bon retour, Camille » once an earlier test saved Camille's answers
    out.get_by_text(re.compile(f"(Bonjour|Bon retour,) {LEARNER}\\s:")).first.wait_for()


def test_a_personal_question_keeps_its_answer_when_its_cell_runs_again(opened, screenshots):
    from loveletter_teach import fr
    from loveletter_teach.exercises import Learner, build, exercise_ids
    from loveletter_teach.probability.trees import frac

    notebook = opened("01_regles")
    _give_name(notebook)
    first = exercise_ids("01", "perso")[0]
    question = build(first, Learner(LEARNER))  # the learner's own variant, built here as in the kernel
    assert question.kind in ("number", "fraction", "probability"), question.kind
    right = frac(question.answer) if question.kind != "number" else str(question.answer)
    wrong = "99" if right != "99" else "98"
    cell = notebook.code_cell('QuizWidget(exercise_ids("01", "perso")')
    out = cell.locator(".jp-OutputArea-output").first
    item = out.locator(".widget-vbox").filter(has_text=question.prompt[:40]).last
    box = item.locator("input[type=text]").first
    check = item.locator("button", has_text=fr.WIDGETS["check"])
    feedback = lambda: text_of(item)  # noqa: E731
    box.fill(wrong)
    check.click()
    item.locator(".widget-html-content").filter(has_text=wrong).first.wait_for()  # « J'ai lu 99 … »
    notebook.wait_done()
    assert fr.EXERCISES["right"] not in feedback()
    gave(LEARNER, first, wrong, False)
    notebook.screenshot(screenshots, "01_regles-quiz-wrong", out)
    audit.check(notebook.page, "01_regles, a quiz after a wrong answer", wanted=[(audit.widget("button"), fr.WIDGETS["check"])])
    box.fill(right)
    check.click()
    item.get_by_text(fr.EXERCISES["right"]).first.wait_for()
    notebook.wait_done()
    assert fr.WIDGETS["score"].format(k=1, n=3) in text_of(out)
    gave(LEARNER, first, right, True)
    notebook.screenshot(screenshots, "01_regles-quiz-right", out)

    notebook.rerun(cell)
    out = cell.locator(".jp-OutputArea-output").first
    item = out.locator(".widget-vbox").filter(has_text=question.prompt[:40]).last
    assert item.locator("input[type=text]").first.input_value() == right
    assert fr.EXERCISES["right"] in text_of(item)
    assert fr.WIDGETS["score"].format(k=1, n=3) in text_of(out)
    notebook.screenshot(screenshots, "01_regles-quiz-after-rerun", out)
    assert notebook.problems() == []


def test_a_rules_question_keeps_its_answer_when_its_cell_runs_again(opened, screenshots):
    from loveletter_teach import fr
    from loveletter_teach.exercises import rules_question

    notebook = opened("01_regles")
    question = rules_question("tour")
    cell = notebook.code_cell('ExerciseWidget(rules_question("tour"))')
    out = cell.locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    out.get_by_label(question.answer).check()
    out.locator("button", has_text=fr.WIDGETS["check"]).click()
    out.get_by_text(fr.EXERCISES["right"]).first.wait_for()
    notebook.wait_done()
    gave(LEARNER, "01.regles.tour", question.answer, True)
    notebook.rerun(cell)
    out = cell.locator(".jp-OutputArea-output").first
    notebook.screenshot(screenshots, "01_regles-rules-question-after-rerun", out)
    assert out.get_by_label(question.answer).is_checked()
    assert fr.EXERCISES["right"] in text_of(out)
    # its solution, earned: shown, and audited (nothing after this test reads its feedback)
    out.locator("button", has_text=fr.WIDGETS["solution"]).click()
    out.get_by_text(fr.EXERCISES["right"]).first.wait_for(state="detached")  # the solution in the feedback's place
    notebook.wait_done()
    notebook.screenshot(screenshots, "01_regles-rules-question-solution", out)
    audit.check(notebook.page, "01_regles, a question after its solution", wanted=[(audit.widget("button"), fr.WIDGETS["solution"])])


def test_the_position_explorer_adds_a_move_and_shares_its_code(opened, screenshots):
    """02's explorer, as a teacher uses it: a move chosen in the menu and added, the code shown by
    « Partager », and that code rebuilt in this process into a position with one move more."""
    from loveletter_teach.explorer import from_code
    from loveletter_teach.fr import EXPLORER as X

    notebook = opened("02_deduction")
    cell = notebook.code_cell("ExplorerWidget(code=p.code)")
    out = cell.locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    code_box = out.locator(".widget-text", has_text=X["w_code"]).locator("input")
    shown = "([el, old]) => el.value.startsWith('LL2-') && el.value !== old"

    def share(old=""):
        out.get_by_role("button", name=X["w_share"]).click()
        # the box already holds the code the cell was given: wait for the kernel to have handled the click
        # (share() empties the box, then writes the code), not only for a code to be there
        notebook.page.wait_for_timeout(300)
        notebook.wait_done()
        notebook.page.wait_for_function(shown, arg=[code_box.element_handle(), old], timeout=30_000)
        return code_box.input_value()

    first = share()
    before = from_code(first)
    out.locator(".widget-dropdown", has_text=X["w_move"]).locator("select").select_option(index=1)
    out.get_by_role("button", name=X["w_add"]).click()
    out.get_by_text(X["w_added"].split("{")[0].strip(), exact=False).first.wait_for()
    after = from_code(share(old=first))
    notebook.screenshot(screenshots, "02_deduction-explorer-after-a-move", out)
    assert len(after.moves) == len(before.moves) + 1
    assert after.observation().names == before.observation().names
    assert notebook.problems() == []
    audit.check(notebook.page, "02_deduction, the explorer after a move", wanted=[(audit.widget("button"), X["w_share"])])


def test_the_answers_come_back_after_a_kernel_restart(context, lab, screenshots):
    """A learner answers, restarts the kernel (Kernel > Restart Kernel and Run All Cells…), confirms the
    name the notebook offers, and finds the answer, its feedback and the name again."""
    from loveletter_teach import fr
    from loveletter_teach.exercises import rules_question

    name = "Noémie"  # not the other tests' learner: her file is her own
    notebook = Notebook(lab, context, "notebooks/01_regles.ipynb", workspace="w-restart")
    notebook.run_all()
    field = notebook.code_cell("LearnerField()").locator(".jp-OutputArea-output").first
    field.locator("input[type=text]").first.fill(name)
    field.locator("button", has_text=fr.LEARNERS["button"]).click()
    field.get_by_text(fr.LEARNERS["hello"].format(name=name)).wait_for()
    cell = notebook.code_cell('ExerciseWidget(rules_question("paquet"))')
    out = cell.locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    out.locator("input[type=text]").first.fill("7")
    out.locator("button", has_text=fr.WIDGETS["check"]).click()
    out.locator(".widget-html-content").filter(has_text="7").first.wait_for()
    notebook.wait_done()
    gave(name, "01.regles.paquet", "7", str(rules_question("paquet").answer) == "7")
    said = text_of(out)

    notebook.restart_and_run_all()
    field = notebook.code_cell("LearnerField()").locator(".jp-OutputArea-output").first
    offer = field.locator("button", has_text=fr.SAVING["last_button"].format(name=name))
    offer.wait_for()  # offered, not taken: the answer is not there yet
    out = notebook.code_cell('ExerciseWidget(rules_question("paquet"))').locator(".jp-OutputArea-output").first
    assert out.locator("input[type=text]").first.input_value() == ""
    offer.click()
    field.get_by_text(re.compile(f"Bon retour, {name}\\s:")).first.wait_for()
    notebook.wait_done()
    assert out.locator("input[type=text]").first.input_value() == "7"
    assert text_of(out) == said  # the same feedback, the same buttons
    notebook.screenshot(screenshots, "01_regles-after-restart", out)
    assert notebook.problems() == []
    notebook.close()


def test_the_class_report_reads_the_notebook_and_the_files_handed_in(opened, context, lab, screenshots, tmp_path):
    """As a class hands in: Camille comes back to her notebook (Noémie restarted the kernel they share, as on
    a classroom's computer), gives her name, saves with Ctrl+S and hands in the saved notebook with her
    progress file; Noémie hands in her progress file. The teacher downloads them as Moodle gives them (a
    zip, a folder per student) and runs the class report: one row per learner, the tries and outcomes this
    module's tests gave (GIVEN), nothing to check but the merge; then reads classe.html in Chromium."""
    import shutil
    import zipfile

    from loveletter_teach import fr
    from loveletter_teach.classe import ClassReport, rapport_de_classe
    from loveletter_teach.exercises.catalogue import title_of
    from loveletter_teach.exercises.progress import progress_file_name

    if LEARNER not in GIVEN:
        pytest.skip("run with the tests that answer (Camille's quiz): the hand-ins are theirs")
    K = fr.CLASS
    notebook = opened("01_regles")
    notebook.rerun(notebook.code_cell("LearnerField()"))
    _give_name(notebook)  # « Bon retour, Camille » : her answers are taken back from her file
    notebook.wait_done()
    saved = notebook.save()

    # one folder per student, as Moodle's « Télécharger tous les travaux remis » (a zip) unpacks
    folders = {name: f"{name}_{1000 + k}_assignsubmission_file_" for k, name in enumerate(sorted(GIVEN))}
    written = lab.root / "notebooks"
    files = {name: progress_file_name(name) for name in GIVEN}
    assert sorted(p.name for p in written.glob("progression_*.json")) == sorted(files.values())
    handed = {f"{folders[LEARNER]}/{saved.name}": saved}
    handed.update({f"{folders[name]}/{file}": written / file for name, file in files.items()})
    copies, out = tmp_path / "devoirs", tmp_path / "rapport"
    out.mkdir()
    with zipfile.ZipFile(tmp_path / "devoirs.zip", "w") as archive:
        for inner, path in handed.items():
            archive.write(path, inner)
            (copies / inner).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, copies / inner)
    # the command's own work in one process (it would fork its graders from this one, which drives a browser)
    report = rapport_de_classe(str(copies), sortie=str(out))
    assert report.written == (str(out / "classe.csv"), str(out / "classe.html"))

    rows = {row.learner.label: row for row in report.rows}
    assert sorted(row.learner.label for row in report.rows) == sorted(GIVEN)  # each learner once
    for name, answers in GIVEN.items():
        row = rows[name]
        assert sorted(row.files) == sorted(f for f in handed if f.startswith(folders[name] + "/")), name
        got = {i: (r.tries, r.counted, r.last_answer) for i, r in row.results.items() if r.tries}
        assert got == {i: (len(a), any(ok for _, ok in a), a[-1][0]) for i, a in answers.items()}, name
        assert row.solved == sum(any(ok for _, ok in a) for a in answers.values()) and row.checks == [], name
    merged = K["merged"].format(name=LEARNER, files=", ".join(f"« {f} »" for f in sorted(rows[LEARNER].files)))
    assert report.notes == [merged] and report.merged == 1  # the notebook and its progress file: one row
    zipped = ClassReport(tmp_path / "devoirs.zip")  # the zip as downloaded, read in memory: the same table
    assert [line[:1] + line[3:] for line in zipped.table()] == [line[:1] + line[3:] for line in report.table()]

    page = context.new_page()
    try:
        page.set_viewport_size({"width": 1280, "height": 720})
        page.goto((out / "classe.html").as_uri())
        page.screenshot(path=str(screenshots / "classe-remise.png"))
        assert page.evaluate("document.documentElement.lang") == "fr"
        heads = [K["student"], K["solved_count"].format(n=len(report.exercise_ids))]
        for title in heads + [title_of(i) for i in report.exercise_ids]:  # (an exercise's id follows its title)
            assert page.get_by_role("columnheader", name=re.compile("^" + re.escape(title))).is_visible(), title
        assert page.evaluate("document.documentElement.scrollWidth") <= 1280  # no column cut off on the right
        shown = [h.inner_text().splitlines()[0] for h in page.get_by_role("rowheader").all()]  # the name's line
        assert shown == [row.learner.label for row in report.rows] == sorted(GIVEN)
        audit.check(page, "classe.html (the class report)", scope=None, wanted=[("th", K["student"])])
    finally:
        page.close()
