"""What the reviewer of notebook 03 found in the words of the questions, solutions and feedback."""

import re
from fractions import Fraction

from loveletter_teach import fr
from loveletter_teach.exercises import Learner, build, check
from loveletter_teach.exercises.questions import Question

NAMES = [f"Élève{k}" for k in range(40)]


def variants(exercise_id, names=NAMES):
    return [build(exercise_id, Learner(name)) for name in names]


def test_comparing_values_does_not_call_them_probabilities():
    for q in variants("03.aleatoire.roi", NAMES[:8]):
        for _, words in q.compare_choices():
            assert "probabilités" not in words, words


def test_the_table_solution_agrees_in_number():
    for q in variants("03.conditionnel.tableau"):
        assert not re.search(r"(?<!\d)1 d'entre eux sont|(?<!\d)0 d'entre eux", q.explanation)  # 10 is fine
    assert fr.plural_form(fr.QUIZ_03_PREMIERE["tableau_those"], 1) == "1 d'entre eux est"


def test_a_quotient_of_fractions_has_brackets():
    for q in variants("03.conditionnel.bayes", NAMES[:10]):
        assert not re.search(r"\d+/\d+ / \d+/\d+", q.explanation), q.explanation


def test_an_exact_value_is_written_with_equals_not_approximately():
    for q in variants("03.seconde.premier", NAMES[:10]):
        assert not re.search(r"p = 1/2 ≈", q.explanation) and not re.search(r"p = 1/3 = ", q.explanation)


def test_rounded_is_said_only_when_something_was_rounded():
    q = Question("P ?", "probability", Fraction(1, 10))
    assert "arrondi" not in check(q, "0,1").message and check(q, "0,1").correct
    q = Question("P ?", "probability", Fraction(1, 3))
    assert "arrondi" in check(q, "0,333").message and check(q, "0,333").correct


def test_typical_wrong_answers_are_named():
    for q in variants("03.conditionnel.univers", NAMES[:10]):
        before = next((v for v, _ in q.traps), None)
        if before is not None:
            feedback = check(q, f"{before.numerator}/{before.denominator}")
            assert not feedback.correct and "C'est P(B)" in feedback.message
    for q in variants("03.terminale.erreur", NAMES[:10]):
        n = int(re.search(r"n = (\d+) fois", q.prompt).group(1))
        k = int(re.search(r"diviser par (\d+)", q.prompt).group(1))
        feedback = check(q, str(n * k))
        assert not feedback.correct and f"multiplier n par {k}²" in feedback.message
        assert check(q, str(n * k * k)).correct


def test_the_chebyshev_prompt_says_p_is_known_and_the_bound_for_any_p_is_explained():
    for q in variants("03.terminale.tchebychev", NAMES[:10]):
        assert "p est connue" in q.prompt
        for value, message in q.traps:
            feedback = check(q, str(value))
            assert not feedback.correct and "pour tout p" in feedback.message
            assert value > q.answer


def test_the_learners_are_told_carnet_not_notebook():
    assert "notebook" not in fr.LEARNERS["no_learner"] and "en haut" not in fr.LEARNERS["no_learner"]
    assert "en haut" not in fr.FUNCTIONS["no_learner"]
