"""The picture of the class report in the README and the teacher's guide, docs/rapport_de_classe.png
(``make image-rapport``; without make: ``python scripts/report_picture.py``).

A simulated class of 14 hands in its work, one folder per student as an ENT gives it: each learner
answers 8 exercises through the real API (right at once, wrong then right, wrong to the end, not tried,
or the mistake a correction names), two check their function with ``verifie`` (« * »), one hands in
her notebook and her progress file (one row), one edits her file to say « réussi » (« ! »), one file
is cut in half. The report of that folder, classe.html, is opened in Chromium (Debian's, as for the
browser tests: ``$LOVELETTER_CHROMIUM``, default /usr/bin/chromium) 1000 px wide, at 100 %, and the
whole page is written as a PNG of 256 colours (Pillow, when it is there).
"""

import argparse
import json
import os
import random
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from loveletter_teach.exercises.report import MIME, ClassReport  # noqa: E402
from loveletter_teach.exercises import Session, answer, je_suis, question  # noqa: E402
from loveletter_teach.exercises.functions import verifie  # noqa: E402
from loveletter_teach.sampling import burned_cards  # noqa: E402

OUTPUT = ROOT / "docs" / "rapport_de_classe.png"
NAMES = ["Adèle", "Amir", "Anaïs", "Baptiste", "Camille", "Chloé", "Clément", "Élodie", "Hugo", "Inès", "Jade",
         "Kenza", "Léo", "Zoé"]
EXERCISES = ["01.regles.tour", "01.perso.cartes", "02.voir.comptage", "02.choisir.confusion",
             "03.conditionnel.univers", "03.aleatoire.equitable", "03.terminale.erreur"]
FUNCTION = "03.seconde.frequence"
WIDTH = 1000


def frequence_princesse(n, hasard):
    return sum(c.name == "Princesse" for c in burned_cards(n, hasard)) / n


def compte_princesses(n, hasard):  # a count where a frequency is asked
    return sum(c.name == "Princesse" for c in burned_cards(n, hasard))


def text(value):
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def answers(q, rng):
    """What a simulated learner types for ``q``: right at once, wrong then right, wrong to the end, nothing,
    or the mistake the correction names first."""
    right = q.answer if q.kind in ("choice", "compare") else text(q.answer)
    if q.kind in ("choice", "compare"):
        wrong = [c for c in (q.choices or "<=>") if c != q.answer]
    elif q.kind == "number":  # one off, as a slip of counting
        wrong = [text(q.answer + d) for d in (1, -1, 2)]
    else:  # a probability halved, a third, a quarter
        wrong = [text(Fraction(q.answer) / d) for d in (2, 3, 4)]
    shape = rng.choice(["right", "right", "right", "wrong_right", "wrong", "skip", "trap"])
    if shape == "trap" and q.traps:
        return [text(q.traps[0][0]), right]
    return {"skip": [], "wrong": wrong[:q.max_tries], "wrong_right": [wrong[0], right]}.get(shape, [right])


def learner(name, k):
    session = Session()
    je_suis(name, session=session)
    rng = random.Random(f"image-{name}")
    for exercise_id in EXERCISES:
        for value in answers(question(exercise_id, session=session), rng):
            answer(exercise_id, value, session=session)
    if k in (2, 9):
        verifie(FUNCTION, frequence_princesse if k == 2 else compte_princesses, session=session)
    return session.progress.to_json()


def notebook(progress):
    cell = {"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["LearnerField()"],
            "outputs": [{"output_type": "display_data", "metadata": {}, "data": {MIME: progress}}]}
    return {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def hand_in(folder):
    """The class's folder: one sub-folder per student; Camille's notebook beside her file, Élodie's file
    edited, Kenza's cut in half."""
    for k, name in enumerate(NAMES):
        data = learner(name, k)
        key = next(iter(data["learners"]))
        sub = folder / f"{name}_{3100 + k}"
        sub.mkdir()
        if name == "Élodie":  # « solved » written on the first exercise she did not solve
            exercises = data["learners"][key]["exercises"]
            failed = next(i for i in EXERCISES if exercises[i]["history"] and not exercises[i]["solved"])
            exercises[failed]["solved"] = True
        raw = json.dumps(data, ensure_ascii=False)
        (sub / f"progression_{key}.json").write_text(raw[:len(raw) // 2] if name == "Kenza" else raw,
                                                     encoding="utf-8")
        if name == "Camille":
            (sub / "03_probabilites.ipynb").write_text(json.dumps(notebook(data), ensure_ascii=False),
                                                      encoding="utf-8")


def picture(page_file, output):
    os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
    from playwright.sync_api import sync_playwright
    chromium = os.environ.get("LOVELETTER_CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True,
                                             args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        try:
            page = browser.new_page(viewport={"width": WIDTH, "height": 720}, device_scale_factor=1, locale="fr-FR")
            page.goto(page_file.as_uri())
            page.screenshot(path=str(output), full_page=True)
        finally:
            browser.close()
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(output) as image:
        small = image.convert("RGB").quantize(256)
    small.save(output, optimize=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sortie", default=str(OUTPUT), help=f"the PNG to write (default {OUTPUT})")
    args = parser.parse_args()
    output = Path(args.sortie).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)  # the report names the folder as it is given: « copies »
        folder = Path("copies")
        folder.mkdir()
        hand_in(folder)
        report = ClassReport(folder).save(tmp)
        picture(Path(report.written[1]), output)
        print(report.summary())
        os.chdir(ROOT)
    print(f"{output} : {os.path.getsize(output) // 1024} Ko")


if __name__ == "__main__":
    main()
