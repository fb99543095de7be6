"""The chosen button of a set of buttons (the verdict of an independence question, a letter of a comparison)
is told by more than a shade of grey: a check mark and a thick border, seen in JupyterLab at 100 % zoom, and
aria-pressed for a screen reader, which also hears the set's label as its name.
Screenshot: artifacts/screenshots/chosen-verdict.png."""

import pytest

from jlab import Notebook, write_notebook

pytestmark = pytest.mark.browser


def test_the_chosen_verdict_shows_a_check_mark_not_only_a_colour(context, lab, screenshots):
    from loveletter_teach import fr
    path = write_notebook(lab.root / "notebooks" / "bouton_choisi.ipynb", [
        'from loveletter_teach.exercises import je_suis\nfrom loveletter_teach.widgets import QuizWidget\n'
        'je_suis("Capucine")\nQuizWidget(["03.ticket.independance"], hints=False)'])
    notebook = Notebook(lab, context, f"notebooks/{path.name}", workspace="w-chosen")
    notebook.run_all()
    notebook.wait_widgets()
    out = notebook.code_cell("QuizWidget").locator(".jp-OutputArea-output").first
    chosen = out.locator(".widget-toggle-button", has_text=fr.ANSWERS["verdict_no"])
    other = out.locator(".widget-toggle-button", has_text=fr.ANSWERS["verdict_yes"]).filter(
        has_not_text=fr.ANSWERS["verdict_no"])
    chosen.click()
    notebook.page.wait_for_function("b => b.classList.contains('mod-active')", arg=chosen.element_handle())
    mark = "(b) => getComputedStyle(b, '::before').content"
    assert chosen.evaluate(mark) == '"✓ "' and other.evaluate(mark) in ("none", "normal")
    assert chosen.evaluate("b => getComputedStyle(b).fontWeight") == "700"
    # and to a screen reader: the chosen button is pressed, the set is named by its label
    notebook.page.wait_for_function("b => b.getAttribute('aria-pressed') === 'true'", arg=chosen.element_handle())
    assert other.get_attribute("aria-pressed") == "false"
    group = out.locator(".widget-toggle-buttons").first
    assert group.get_attribute("role") == "group"
    assert group.get_attribute("aria-label") == fr.WIDGETS["verdict"].rstrip(" :\u00a0\u202f")
    notebook.screenshot(screenshots, "chosen-verdict", out)
    assert notebook.problems() == []
    notebook.close()
