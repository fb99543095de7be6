"""The class key printed by Chromium: a lesson's 9 questions for 32 learners on at most 2 A4 pages.

No JupyterLab here: the key's own HTML page is loaded in the browser and printed to PDF with
``page.pdf(format="A4")``, as a teacher's « Imprimer » does; its pages are counted in the PDF.
The PDF and a screenshot of the printed layout go to the screenshots folder, to look at.
"""

import re

import pytest

import audit
from loveletter_teach.exercises import answer_key, exercise_ids

pytestmark = pytest.mark.browser

# the 55-minute Première lesson of the teacher's guide: 7 questions, then 2 of the exit ticket
LESSON = exercise_ids("03", "conditionnel") + ["03.ticket.sachant", "03.ticket.independance"]
# 32 learners: common French first names, two Camille told apart by a number
CLASS = [("Camille", 1), ("Camille", 2), "Léo", "Inès", "Yanis", "Emma", "Lucas", "Jade", "Hugo", "Louise",
         "Gabriel", "Alice", "Raphaël", "Chloé", "Arthur", "Lina", "Louis", "Rose", "Jules", "Léa", "Adam",
         "Manon", "Nathan", "Zoé", "Maël", "Sarah", "Noah", "Lola", "Ethan", "Anna", "Tom", "Mila"]
A4 = (595, 842)  # points (Chromium writes 595.92 × 842.88)


def pdf_pages(pdf):
    """The number of pages of a PDF (its /Type /Page objects) and their sizes in points."""
    pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))
    boxes = {tuple(int(float(x)) for x in box) for box in
             re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", pdf)}
    return pages, boxes


def printed(context, key, name, screenshots, audited=None):
    """The key printed to PDF and its text; ``audited``: what to call it in the accessibility audit
    (None: no audit)."""
    page = context.new_page()
    try:
        page.set_content(key.html_page(), wait_until="load")
        if audited:
            audit.check(page, audited, scope=None, wanted=[("th", "Camille (1)")])
        pdf = page.pdf(format="A4")
        (screenshots / f"{name}.pdf").write_bytes(pdf)
        page.emulate_media(media="print")
        page.set_viewport_size({"width": 718, "height": 1047})  # A4 less the key's 10 mm margins, at 96 dpi
        page.screenshot(path=str(screenshots / f"{name}.png"), full_page=True)
        text = page.inner_text("body")
    finally:
        page.close()
    return pdf_pages(pdf), text


def test_a_lessons_key_for_32_learners_prints_on_at_most_two_a4_pages(context, screenshots):
    assert len(CLASS) == 32 and len(LESSON) == 9
    key = answer_key(CLASS, exercise_ids=LESSON)
    (pages, boxes), text = printed(context, key, "corrige_classe", screenshots, audited="the class key (HTML)")
    print(f"class grid, 32 learners × 9 questions: {pages} A4 page(s)")
    assert 1 <= pages <= 2 and boxes == {A4}
    for label in ["Camille (1)", "Camille (2)", "Mila"] + [e.split(".")[-1] for e in LESSON]:
        assert label in text


def test_one_learners_solutions_add_at_most_two_pages(context, screenshots):
    grid, _ = printed(context, answer_key(CLASS, exercise_ids=LESSON), "corrige_grille", screenshots)
    key = answer_key(CLASS, exercise_ids=LESSON, solutions=[("Camille", 2)])
    (pages, _), text = printed(context, key, "corrige_camille_2", screenshots,
                               audited="the key with one learner's solutions (HTML)")
    print(f"the grid, then Camille (2)'s 9 solutions: {pages} A4 pages")
    assert grid[0] < pages <= grid[0] + 2
    assert "Corrigé de Camille (2)" in text and "Sur la table" in text
