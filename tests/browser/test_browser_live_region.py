"""A screen reader reads the feedback out as it comes: the node that holds an exercise's feedback is a live
region (aria-live="polite") that stays the same node from one check to the next. ipywidgets replaces the
inside of an HTML widget at each change, so a region written inside the value would be a new node each time
and never announced; the kept node is ipywidgets' own .widget-html-content, marked by the script of the
reload line (widgets/common.py, LIVE). The widget itself says lang="fr"."""

import pytest

from jlab import Notebook, write_notebook

pytestmark = pytest.mark.browser


def test_the_feedback_node_is_one_live_region_across_two_checks(context, lab):
    from loveletter_teach import fr
    from loveletter_teach.widgets.common import FRENCH, LIVE
    path = write_notebook(lab.root / "notebooks" / "region_vivante.ipynb", [
        'from loveletter_teach.exercises import Question\nfrom loveletter_teach.widgets import ExerciseWidget\n'
        'ExerciseWidget(Question("Combien font 1/2 + 1/6 ?", "fraction", "2/3"))'])
    notebook = Notebook(lab, context, f"notebooks/{path.name}", workspace="w-live")
    notebook.run_all()
    out = notebook.code_cell("ExerciseWidget").locator(".jp-OutputArea").first
    assert out.locator(f".{FRENCH}").first.get_attribute("lang") == "fr"
    box = out.locator(".widget-text input").first
    assert box.get_attribute("title") == fr.WIDGETS["answer_label"]  # the box's name, without a visible label
    check = out.locator("button", has_text=fr.WIDGETS["check"])
    feedback = out.locator(f".{LIVE} > .widget-html-content").last  # the feedback, under the hints (both live)
    for k, answer in enumerate(("1/8", "1/4")):
        box.fill(answer)
        box.press("Enter")  # sent when the box loses the focus, or on Enter
        check.click()
        notebook.page.wait_for_function("([node, answer]) => node.textContent.includes(answer)",
                                        arg=[feedback.element_handle(), answer])
        if k == 0:  # the node of the first feedback, tagged
            feedback.evaluate("node => { node.llFirstFeedback = true; }")
    assert feedback.evaluate("node => node.llFirstFeedback === true"), "the live region was replaced"
    assert feedback.get_attribute("aria-live") == "polite"
    assert "1/4" in feedback.text_content() and "1/8" not in feedback.text_content()
    assert notebook.problems() == []
    notebook.close()
