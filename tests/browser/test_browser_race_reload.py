"""The answer graded is the one in the box, and the answers survive a page reload, in JupyterLab and Chromium.

- The answer graded is the answer in the box, on a busy kernel: a cell makes the kernel spend 0.3 s on
  every value the answer box sends (as a loaded machine does), then a learner gives 20 answers, typing
  each one quickly and clicking « Vérifier » at once. The box, the feedback (« Vous avez répondu … »)
  and the learner's progress file must agree on every answer. Two races made them differ:
  - with the box sending its value at every keystroke (``continuous_update=True``), ipywidgets holds
    the last keystrokes back while the first one still waits on the kernel, but sends the click at
    once: « 2 » was graded while the box showed « 21/40 » (20 answers out of 20 here);
  - with JupyterLab 4.6's comms over subshells, ipykernel 7 handled the box's value on a subshell's
    thread and the click on the main thread: the click was sometimes graded before the value sent just
    before it (2 or 3 answers out of 20 here, even with ``continuous_update=False``), until the
    package's widgets had their messages handled on the main shell (``widgets.common.in_order``).
- After a page reload: while the widgets are live the French line for a reload is hidden; a reload
  with the kernel alive brings the widgets back (ipywidgets asks the kernel for them); a reload once
  the kernel is gone (shut down by the server, a restarted server) shows JupyterLab's English « Error
  displaying widget: model not found », and under it the French line that says what to do; doing it
  brings the widgets and the answers back.

Each test works in a folder of its own in the server's copy: its progress files are not the other
tests' ones. Screenshots at 1280 × 720.
"""

import json
import re
import time
import unicodedata

import pytest

from conftest import NOTEBOOKS
from jlab import KERNEL_READY, Notebook, shut_down_kernel, write_notebook

pytestmark = pytest.mark.browser

SCREEN = {"width": 1280, "height": 720}
ERROR = "Error displaying widget: model not found"  # JupyterLab's words (@jupyter-widgets/jupyterlab-manager)


def text_of(locator):
    return " ".join(unicodedata.normalize("NFC", locator.text_content() or "").split())


def give_name(notebook, name):
    from loveletter_teach import fr

    out = notebook.code_cell("LearnerField()").locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    out.locator("input[type=text]").first.fill(name)
    out.locator("button", has_text=fr.LEARNERS["button"]).click()
    out.get_by_text(re.compile(f"(Bonjour|Bon retour,) {name}\\s:")).first.wait_for()
    notebook.wait_done()


# --- the answer graded is the answer shown ------------------------------------------------
RACER = "Inès"
TABLE = "03.conditionnel.tableau"  # the question of the issue (« 28/40 » in the box, « 2 » graded)
ANSWERS = 20
SLOW = 0.3  # seconds the kernel spends on each value the box sends
ECHO = re.compile(r"Vous avez répondu (.+?)(?: :|\.(?: |$))")

RACE_CELLS = [
    "from loveletter_teach.carnet03 import *\nLearnerField()",
    (f'from loveletter_teach.carnet03 import *\nquiz = QuizWidget([{TABLE!r}], title="Probabilités conditionnelles")\n'
     "quiz"),
    ("# Un noyau occupé, comme sur une machine chargée : chaque valeur que la case réponse envoie\n"
     f"# le retient {SLOW} s (le clic sur « Vérifier », lui, part aussitôt du navigateur).\n"
     "import time\n"
     f'quiz.items[0].answer.observe(lambda change: time.sleep({SLOW}), names="value")'),
]


def wrong_answers(question, n):
    """``n`` answers « k/40 » (then « k/50 ») that are wrong and count a try, each echoed as typed."""
    from loveletter_teach.exercises import check

    found = []
    for value in [f"{k}/{d}" for d in (40, 50) for k in range(21, 40)]:
        feedback = check(question, value)
        if feedback.counted and not feedback.correct and ECHO.findall(feedback.message) == [value]:
            found.append(value)
    assert len(found) >= n, found
    return found[:n]


def test_the_answer_graded_is_the_answer_in_the_box_on_a_busy_kernel(context, lab, screenshots):
    from loveletter_teach import fr
    from loveletter_teach.exercises import Learner, build
    from loveletter_teach.exercises.progress import progress_file_name

    write_notebook(lab.root / "course" / "course.ipynb", RACE_CELLS)
    notebook = Notebook(lab, context, "course/course.ipynb", workspace="w-race")
    notebook.page.set_viewport_size(SCREEN)
    notebook.rerun(notebook.code_cell("LearnerField()"))
    give_name(notebook, RACER)
    notebook.rerun(notebook.code_cell("quiz = QuizWidget("))
    notebook.rerun(notebook.code_cell("time.sleep("))
    answers = wrong_answers(build(TABLE, Learner(RACER)), ANSWERS)

    out = notebook.code_cell("quiz = QuizWidget(").locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    box = out.locator("input[type=text]").first
    check = out.locator("button", has_text=fr.WIDGETS["check"])
    seen, start = [], time.monotonic()
    for value in answers:
        box.click()
        notebook.page.keyboard.press("Control+A")  # the last answer selected, typed over
        box.press_sequentially(value, delay=40)  # a quick learner: 40 ms a key
        check.click()  # at once
        said = handled(notebook, out, value)
        seen.append((box.input_value(), ECHO.findall(said), fr.WIDGETS["already_checked"] in said))
    notebook.wait_done()
    took = time.monotonic() - start
    notebook.screenshot(screenshots, "course-20-reponses")

    data = json.loads((lab.root / "course" / progress_file_name(RACER)).read_text(encoding="utf-8"))
    record = data["learners"][Learner(RACER).key]["exercises"][TABLE]
    recorded = [answer for answer, _ in record["history"]]
    mismatches = [f"réponse {k + 1} : tapé {value!r}, case {shown!r}, « Vous avez répondu » {echo}"
                  + (", aucun essai compté" if not_counted else "")
                  for k, (value, (shown, echo, not_counted)) in enumerate(zip(answers, seen))
                  if shown != value or echo != [value] or not_counted]
    print(f"\n{ANSWERS} réponses en {took:.1f} s ; enregistrées : {recorded}")
    assert mismatches == [], f"{len(mismatches)} sur {ANSWERS} :\n" + "\n".join(mismatches) + \
        f"\nenregistré : {recorded}"
    assert recorded == answers and record["tries"] == ANSWERS
    assert notebook.problems() == []
    notebook.close()


def handled(notebook, out, value, timeout=15.0):
    """The output's text once the click is handled: when it echoes ``value``, or once the kernel has
    been idle for a while (it graded something else)."""
    deadline, calm_since = time.monotonic() + timeout, None
    while True:
        said = text_of(out)
        if value in ECHO.findall(said):
            return said
        now = time.monotonic()
        if not any("*" in p for p in notebook.prompts()) and notebook.page.evaluate(KERNEL_READY):
            calm_since = calm_since or now
            if now - calm_since > 1.0:
                return said
        else:
            calm_since = None
        assert now < deadline, f"the click on {value!r} was not handled in {timeout:.0f} s"
        notebook.page.wait_for_timeout(50)


# --- after a page reload ------------------------------------------------------------------
RELOADER = "Ysée"
PAQUET = 'ExerciseWidget(rules_question("paquet"))'


def widget_outputs(notebook):
    """The output areas of the cells that show the package's widgets: the name, the question."""
    return {source: notebook.code_cell(source).locator(".jp-OutputArea") for source in ("LearnerField()", PAQUET)}


def reload_lines(area):
    from loveletter_teach.widgets.common import RELOAD

    return area.locator(f".{RELOAD}")


def test_after_a_reload_each_widget_place_says_what_to_do_in_french(context, lab, screenshots):
    from loveletter_teach import fr
    from loveletter_teach.exercises import rules_question

    W = fr.WIDGETS
    # 01's opening, up to its first question: the name cell and an exercise
    cells = json.loads((NOTEBOOKS / "01_regles.ipynb").read_text(encoding="utf-8"))["cells"]
    last = next(k for k, c in enumerate(cells) if PAQUET in "".join(c["source"]))
    path = "rechargement/01_regles.ipynb"
    write_notebook(lab.root / path, [], cells=cells[:last + 1])
    notebook = Notebook(lab, context, path, workspace="w-reload")
    notebook.page.on("dialog", lambda dialog: dialog.accept())  # « leave the page? » when something is unsaved
    notebook.page.set_viewport_size(SCREEN)
    notebook.run_all()
    give_name(notebook, RELOADER)
    paquet = widget_outputs(notebook)[PAQUET]
    paquet.locator("input[type=text]").first.fill("7")
    paquet.locator("button", has_text=W["check"]).click()
    paquet.get_by_text("Vous avez répondu 7").first.wait_for()
    notebook.wait_done()
    said = text_of(paquet.locator(".widget-container").first)
    assert str(rules_question("paquet").answer) != "7"

    def live():
        for source, area in widget_outputs(notebook).items():
            area.scroll_into_view_if_needed()
            assert area.locator(".widget-container").first.is_visible(), source
            lines = reload_lines(area)
            assert lines.count() == 1 and lines.first.is_hidden(), f"{source}: the reload line is shown"
        assert ERROR not in text_of(notebook.page.locator(".jp-Notebook"))

    live()
    notebook.save()  # JupyterLab saves by itself every two minutes; the reload reads the saved file

    # a reload, the kernel alive: the widgets come back from the kernel, live
    notebook.page.reload()
    notebook.page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=60_000)
    notebook.wait_kernel(60_000)
    notebook.wait_widgets()
    live()
    assert text_of(widget_outputs(notebook)[PAQUET].locator(".widget-container").first) == said

    # the kernel gone (shut down by the server, or the server restarted), then a reload
    shut_down_kernel(lab, path)
    notebook.page.reload()
    notebook.page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=60_000)
    notebook.wait_kernel(60_000)
    for source, area in widget_outputs(notebook).items():
        area.scroll_into_view_if_needed()
        error = area.get_by_text(ERROR)
        error.wait_for()
        line = reload_lines(area)
        assert line.count() == 1 and line.first.is_visible(), f"{source}: no French line under the English error"
        assert " ".join(line.first.inner_text().split()) == "⚠ " + " ".join(W["reload"].split())
        assert line.first.bounding_box()["y"] > error.bounding_box()["y"]  # under it
        name = "nom" if source == "LearnerField()" else "question"
        notebook.screenshot(screenshots, f"rechargement-sans-noyau-{name}")

    # what the line says: Kernel > Restart Kernel and Run All Cells…, then the name again
    notebook.restart_and_run_all()
    field = widget_outputs(notebook)["LearnerField()"]
    field.scroll_into_view_if_needed()
    field.locator("button", has_text=fr.SAVING["last_button"].format(name=RELOADER)).click()
    field.get_by_text(re.compile(f"Bon retour, {RELOADER}\\s:")).first.wait_for()
    notebook.wait_done()
    live()
    paquet = widget_outputs(notebook)[PAQUET]
    assert paquet.locator("input[type=text]").first.input_value() == "7"
    assert text_of(paquet.locator(".widget-container").first) == said
    notebook.screenshot(screenshots, "rechargement-apres-redemarrage")
    assert notebook.problems() == []
    notebook.close()
