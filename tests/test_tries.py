"""One rule for tries: 3 tries, fewer when there is little choice (a question among k
proposed answers gives k − 1). Every exercise of the catalogue, in every version, gives the tries the rule
says, counted by answering it wrongly until its solution opens; each notebook states the rule once, in
the words computed from the rule, and states no other number of tries."""

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest

from loveletter_teach.exercises import CATALOGUE, Exercise, Session, build
from loveletter_teach.exercises.functions import verifie
from loveletter_teach.exercises.functions import TASKS
from loveletter_teach.exercises.tries import TRIES, allowed_tries, rule_markdown, rule_text

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("0*.ipynb"))
NAME = "Camille"


def expected_tries(q):
    """The rule, written again here: 3, or one less than the proposed answers (at least 1)."""
    if q.kind == "choice":
        return max(1, min(3, len(q.choices) - 1))
    if q.kind == "compare":
        return 2  # « < », « = », « > »
    return 3


def text(x):
    x = Fraction(x)
    return f"{x.numerator}/{x.denominator}"


def wrong_answers(q):
    """Wrong answers to ``q``, each read and counted as a try (a trap is a wrong answer too)."""
    if q.kind == "choice":
        return [c for c in q.choices if c != q.answer]
    if q.kind == "compare":
        return [s for s in "<=>" if s != q.answer]
    if q.kind == "card":
        return [c.name for c in q.edition.cards if c != q.answer]
    if q.kind == "tree":
        return [{k: text(v / 2 if v else Fraction(1, 7)) for k, v in q.answer.items()}] * 3
    if q.kind == "guard":
        target, card, chance = q.best_guesses()[0]
        return [f"{target}, {card.name}, {text(chance / (k + 2) if chance else Fraction(1, k + 7))}" for k in range(3)]
    if q.kind == "number":
        return [text(q.answer + 1000 + k) for k in range(3)]
    if q.kind == "independence":  # the right value with the wrong verdict is a wrong try too
        return [q.with_verdict(text(q.answer / (k + 2))) for k in range(2)] + \
            [f"{text(q.answer)} ; {q.verdict_text(not q.independent)}"]
    return [text(q.answer / (k + 2) if q.answer else Fraction(1, k + 7)) for k in range(3)]


def versions():
    return [(e.id, v) for e in CATALOGUE.values() for v in sorted({e.version, *dict(e.older)})]


@pytest.mark.parametrize("exercise_id, version", versions())
def test_every_exercise_gives_the_tries_the_rule_says(exercise_id, version):
    q = build(exercise_id, NAME, version=version)
    exercise = Exercise(q)
    wrong = wrong_answers(q)
    for k in range(expected_tries(q)):
        assert not exercise.solution_available, (exercise_id, k)
        feedback = exercise.answer(wrong[k % len(wrong)])
        assert feedback.counted and not feedback.correct, (exercise_id, feedback.message)
    assert exercise.solution_available and exercise.tries == expected_tries(q) == q.max_tries
    if q.kind in ("choice", "compare"):
        assert exercise.closed  # no more try: the last one would be won by elimination


@pytest.mark.parametrize("exercise_id", sorted(TASKS))
def test_verifie_gives_the_tries_of_its_question_then_works_the_case_out(exercise_id):
    session = Session()
    session.set_learner(NAME)
    q = build(exercise_id, NAME)
    wrong = (lambda **_: True) if exercise_id == "03.seconde.intervalle" else (lambda **_: 12345)
    messages = [verifie(exercise_id, wrong, session=session).message for _ in range(expected_tries(q))]
    assert all(q.explanation not in m for m in messages[:-1]) and q.explanation in messages[-1]
    assert session.progress.record(NAME, exercise_id).tries == expected_tries(q)


def test_the_rule_is_one_piece_of_code_and_its_words_say_its_numbers():
    assert (TRIES, allowed_tries("choice", 3), allowed_tries("choice", 2), allowed_tries("compare", 3)) == (3, 2, 1, 2)
    assert "**3 essais**" in rule_text() and "(2 essais pour 3 réponses, 1 pour 2)" in rule_text()
    assert rule_markdown().replace("\u00a0", " ") == rule_text()


def markdown(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


# a number of tries said of a question, a solution or verifie (not the trials of a simulation)
TRIES_SAID = re.compile(r"\b(deux|trois|quatre|quelques|plusieurs|seul|\d+)\s+essais?\b", re.I)
ABOUT_QUESTIONS = re.compile(r"solution|question|verifie|réponse", re.I)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_each_notebook_states_the_rule_once_and_no_other_number_of_tries(path):
    text_ = markdown(path)
    assert text_.count(rule_markdown()) == 1, path.name
    rest = text_.replace(rule_markdown(), "")
    sentences = re.split(r"(?<=[.!?])\s+|\n\n", rest)
    said = [s for s in sentences if TRIES_SAID.search(s) and ABOUT_QUESTIONS.search(s)]
    assert not said, said
