"""What to teach tomorrow: every named mistake a check recognises has its lesson for the
teacher (families.Lesson), which the class report's « À reprendre » prints for the class's most frequent
ones: a short name, unique; a notion of the programme; the part of a notebook to project again, found among
that notebook's headings; an exercise to give, that names this very mistake on learners' variants; and one
sentence to say to the class, in good French. docs/erreurs_typiques.md is the list made from them."""

import importlib.util
import json
import math
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from loveletter_teach import fr
from loveletter_teach.exercises import CATALOGUE
from loveletter_teach.exercises.catalogue import build
from loveletter_teach.exercises.families import LESSONS, MODULES, SHARED, Lesson, vocabulary
from loveletter_teach.exercises.questions import check
from test_traps import NAMES, fixed, fraction_text
from test_wording import strings, typography_faults

ROOT = Path(__file__).resolve().parent.parent
VOCABULARY = vocabulary()
# The generic checks of a numeric answer (questions.py): any exercise they apply to names them, with no trap.
GENERIC = ("truncated", "too_coarse", "imprecise", "percent", "opposite_sign", "out_of_range", "not_best_guess",
           "reversed_comparison")
HEADING = re.compile(r"^#{2,3} (.+)$", re.M)


def test_every_named_mistake_has_its_lesson_beside_its_message():
    missing = sorted(set(VOCABULARY) - set(LESSONS))
    extra = sorted(set(LESSONS) - set(VOCABULARY))
    assert not missing and not extra, (
        f"named mistakes without a lesson (write it in the LESSONS of the family that defines the key, or in "
        f"fr.MISTAKE_LESSONS for fr.MISTAKES): {missing}; lessons of no named mistake: {extra}")
    assert set(fr.MISTAKE_LESSONS) == set(fr.MISTAKES)
    for module in (*MODULES, *SHARED):  # a family's lessons are those of its own mistakes
        assert set(getattr(module, "LESSONS", {})) == set(getattr(module, "MISTAKES", {})), module.__name__
    assert all(isinstance(lesson, Lesson) for lesson in LESSONS.values())


def test_the_generic_checks_are_shared_mistakes():
    assert set(GENERIC) <= set(fr.MISTAKES)


def test_names_are_short_unique_and_not_sentences():
    twice = [name for name, n in Counter(lesson.name for lesson in LESSONS.values()).items() if n > 1]
    assert not twice, f"names of several mistakes: {twice}"
    for key, lesson in LESSONS.items():
        assert 3 <= len(lesson.name) <= 60 and lesson.name == lesson.name.strip(), (key, lesson.name)
        assert not lesson.name.endswith((".", ":", ";")) and "«" not in lesson.name, (key, lesson.name)
        assert "<" not in lesson.name, (key, lesson.name)  # « P_A(B) », whose subscript the report's HTML makes


def test_notions_are_the_programme_s():
    wrong = {key: lesson.notion for key, lesson in LESSONS.items() if lesson.notion not in fr.NOTIONS}
    assert not wrong, f"notions not in fr.NOTIONS: {wrong}"


def headings(notebook):
    """The ``##`` and ``###`` headings of notebook ``notebook`` (« 03 »), their non-breaking spaces (before
    « : » and « ? ») read as spaces, as the package's words write them."""
    (path,) = (ROOT / "notebooks").glob(f"{notebook}_*.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [" ".join(h.split()) for c in cells if c["cell_type"] == "markdown"
            for h in HEADING.findall("".join(c["source"]))]


def test_each_part_is_a_heading_of_its_notebook_without_its_number():
    found = {notebook: headings(notebook) for notebook in fr.NOTEBOOKS}
    wrong = []
    for key, lesson in LESSONS.items():
        notebook, words = lesson.part
        if notebook not in found or not any(words in heading for heading in found[notebook]):
            wrong.append((key, notebook, words))
        assert not re.match(r"\d", words) and "<" not in words, (key, words)  # renumbered headings still match
    assert not wrong, f"parts found in no heading of their notebook: {wrong}"


def test_each_exercise_is_in_the_catalogue():
    unknown = {key: lesson.exercise for key, lesson in LESSONS.items() if lesson.exercise not in CATALOGUE}
    assert not unknown, unknown


@pytest.mark.parametrize("key", sorted(set(VOCABULARY) - set(GENERIC)))
def test_the_exercise_of_a_trap_declares_it(key):
    """The exercise to give names the mistake: one of 30 learners' variants at least declares it, as a
    trap or as the reason of a wrong choice."""
    exercise_id = LESSONS[key].exercise
    keys = {getattr(m, "key", None) for name in NAMES for q in [build(exercise_id, name)]
            for _, m in (*q.traps, *q.reasons)}
    assert key in keys, f"{exercise_id} never declares « {key} » (it declares {sorted(keys - {None})})"


def generic_answers(key, q):
    """The answers of question ``q`` that make the generic mistake ``key``."""
    numeric = q.kind in ("probability", "number")
    if key == "truncated" and q.kind == "probability":
        scale = 10 ** q.precision
        yield fixed(Fraction(math.floor(q.answer * scale), scale), q.precision)
    elif key == "too_coarse" and q.kind == "probability":
        yield fixed(q.answer, q.precision - 1)
    elif key == "imprecise" and numeric and (q.tolerance or q.kind == "probability"):
        yield fixed(q.answer + 4 * (q.tolerance_decimal if q.kind == "probability" else q.tolerance), 8)
    elif key == "percent" and numeric:
        yield fraction_text(100 * Fraction(q.answer))
    elif key == "opposite_sign" and numeric:
        yield fraction_text(-Fraction(q.answer))
    elif key == "out_of_range" and q.kind == "probability" and q.answer:
        yield fraction_text(1 / Fraction(q.answer))
        yield fraction_text(1 + Fraction(q.answer))
    elif key == "not_best_guess" and q.kind == "guard":
        best = q.best_guesses()
        yield from (f"{t} ; {c.name} ; {fraction_text(p)}" for t, c, p in q.answer if (t, c, p) not in best)
    elif key == "reversed_comparison" and q.kind == "compare" and q.answer in ("<", ">"):
        yield ">" if q.answer == "<" else "<"


@pytest.mark.parametrize("key", GENERIC)
def test_the_exercise_of_a_generic_check_is_one_it_names(key):
    """The exercise to give for a generic mistake (a rounding, a percentage…) is one where some learner's
    variant gets it named. The opposite sign: an exercise whose answer may be negative, where the sign is
    what is practised (its own trap then names the mistake first, « sign » for the Baron's duel)."""
    exercise_id = LESSONS[key].exercise
    questions = [build(exercise_id, name) for name in NAMES]
    if key == "opposite_sign":
        assert any(q.kind == "number" and q.answer < 0 for q in questions), exercise_id
        return
    named = [(q, a) for q in questions for a in generic_answers(key, q) if key in check(q, a).mistakes]
    assert named, f"{exercise_id} never names « {key} »"


def test_sentences_are_one_french_sentence_without_a_variant_s_numbers():
    for key, lesson in LESSONS.items():
        s = lesson.sentence
        assert s[0].isupper() and s.endswith(".") and not s.endswith(".."), (key, s)
        assert not re.search(r"[.!?] [A-ZÀ-Ý]", s) and "{" not in s and "\n" not in s, (key, s)  # one sentence
        assert 8 <= len(s.split()) and len(s) <= 220, (key, len(s), s)
        assert not re.search(r"\d+/\d+ ?=|\d[,.]\d{2}", s), (key, s)  # a method, not a variant's numbers


def test_every_lesson_follows_french_typography():
    faults = [(key, rule, text) for key, lesson in LESSONS.items() for text in strings(tuple(lesson))
              for rule in typography_faults(text)]
    assert not faults, faults


def test_the_report_prints_a_lesson_as_it_is_written():
    """« À reprendre » reads the lesson: its part names the notebook by its title."""
    from loveletter_teach.classe import ClassReport
    report = ClassReport.__new__(ClassReport)
    lesson = LESSONS["intersection"]
    report.retake = lambda top=3: [("intersection", 4, lesson)]
    ((name, lines),) = report.retake_parts()
    assert name == lesson.name
    assert lines[2] == "à projeter à nouveau : carnet 03 (Les probabilités), partie « Un tableau croisé »"
    assert lines[3].endswith("(03.conditionnel.tableau)") and lesson.sentence in lines[4]


# --- docs/erreurs_typiques.md ---------------------------------------------------------------------------
def mistakes_doc():
    spec = importlib.util.spec_from_file_location("mistakes_doc", ROOT / "scripts" / "mistakes_doc.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_list_of_named_mistakes_for_teachers_is_up_to_date():
    doc = mistakes_doc()
    assert doc.DOC.read_text(encoding="utf-8") == doc.text(), (
        f"docs/erreurs_typiques.md is not the package's list of named mistakes: run {doc.COMMAND} "
        "(or make exercices), then commit it.")


def test_the_list_gives_every_key_its_message_and_its_lesson():
    made = mistakes_doc().text()
    for key, lesson in LESSONS.items():
        assert f"- clé : `{key}`" in made and f"(`{lesson.exercise}`)" in made, key
    assert "{" not in made and "P<sub>A</sub>(B)" in made and "P_A(B)" not in made
    assert made.count("\n### ") == len(VOCABULARY)


def test_the_teacher_s_guide_links_the_list():
    guide = (ROOT / "docs" / "guide_enseignant.md").read_text(encoding="utf-8")
    assert "(erreurs_typiques.md)" in guide
