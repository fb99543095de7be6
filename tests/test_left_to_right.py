"""A calculation without brackets read left to right: « 1/30 / 1/5 » is ((1/30)/1)/5 = 1/150, not the
(1/30) / (1/5) = 1/6 the learner meant. When brackets make a wrong calculation right, the feedback says
so and no try is counted; a chain that no brackets make right is a wrong answer as before. What is
graded right does not change."""

from fractions import Fraction

import pytest

from loveletter_teach import fr
from loveletter_teach.exercises import build, check
from loveletter_teach.exercises.expressions import bracketing
from loveletter_teach.exercises.questions import Exercise, Question, mistake


@pytest.mark.parametrize("text, wanted, fixed", [
    ("1/30 / 1/5", Fraction(1, 6), "(1/30) / (1/5)"),
    ("3/55 / 3/11", Fraction(1, 5), "(3/55) / (3/11)"),
    ("3/55÷3/11", Fraction(1, 5), "(3/55)÷(3/11)"),
    ("1 - 1/30 / 1/5", Fraction(5, 6), "1 - (1/30) / (1/5)"),
    ("(1/30) / 1/5", Fraction(1, 6), "(1/30) / (1/5)"),
    ("1/2 / 2×3", Fraction(1, 12), "1/2 / (2×3)"),  # a division followed by a product
    ("0,1 / 0,5/2", Fraction(2, 5), "0,1 / (0,5/2)"),
])
def test_the_brackets_found(text, wanted, fixed):
    assert bracketing(text, wanted) == fixed


@pytest.mark.parametrize("text, wanted", [
    ("1/2 × 1/3", Fraction(1, 6)),  # already right left to right
    ("1/30 / 1/4", Fraction(1, 6)),  # no brackets give it
    ("1/6", Fraction(1, 6)),
    ("1/30 / 1/5", Fraction(1, 5)),
    ("un sixième", Fraction(1, 6)),  # unreadable
    ("1/0 / 1/5", Fraction(1, 6)),
])
def test_no_brackets(text, wanted):
    assert bracketing(text, wanted) is None


def test_a_probability_right_with_brackets_costs_no_try():
    q = Question("P ?", "probability", "1/6")
    exercise = Exercise(q)
    feedback = exercise.answer("1/30 / 1/5")
    assert (feedback.correct, feedback.counted, exercise.tries) == (False, False, 0)
    assert feedback.message == fr.ANSWERS["left_to_right"].format(read="1/30 / 1/5", value="1/150",
                                                                  fixed="(1/30) / (1/5)")
    assert "aucun essai perdu" in feedback.message and "gauche à droite" in feedback.message
    assert exercise.answer("(1/30) / (1/5)").correct and exercise.tries == 1


def test_a_wrong_chain_is_a_try():
    q = Question("P ?", "probability", "1/6")
    exercise = Exercise(q)
    feedback = exercise.answer("1/30 / 1/4")
    assert (feedback.correct, feedback.counted, exercise.tries) == (False, True, 1)
    assert "gauche à droite" not in feedback.message


def test_the_brackets_come_before_a_trap_of_the_same_value():
    q = Question("P ?", "probability", "1/6", traps=((Fraction(1, 150), mistake("count_given")),))
    feedback = check(q, "1/30 / 1/5")
    assert not feedback.counted and "(1/30) / (1/5)" in feedback.message
    assert check(q, "1/150").counted  # the value itself, written alone: the trap, a try


def test_a_tree_blank():
    q = Question("Arbre ?", "tree", {"a": "1/6", "b": "1/2"})
    feedback = check(q, "a = 1/30 / 1/5 ; b = 1/2")
    assert (feedback.correct, feedback.counted) == (False, False)
    assert "Case a" in feedback.message and "(1/30) / (1/5)" in feedback.message
    wrong = check(q, "a = 1/30 / 1/5 ; b = 1/3")  # another blank wrong: a try, the brackets told too
    assert (wrong.correct, wrong.counted) == (False, True) and "(1/30) / (1/5)" in wrong.message
    assert check(q, "a = (1/30) / (1/5) ; b = 1/2").correct


def test_on_the_bayes_exercise():
    """The student's case: P_E(H) = P(H ∩ E) / P(E) typed without brackets."""
    q = build("03.conditionnel.bayes", "Camille")
    both = next(t for t, m in q.traps if getattr(m, "key", None) == "intersection")
    total = next(t for t, m in q.traps if getattr(m, "key", None) == "event_a")
    typed = f"{both.numerator}/{both.denominator} / {total.numerator}/{total.denominator}"
    assert Fraction(both) / Fraction(total) == q.answer
    feedback = check(q, typed)
    assert (feedback.correct, feedback.counted) == (False, False), feedback.message
    assert check(q, f"({both.numerator}/{both.denominator}) / ({total.numerator}/{total.denominator})").correct
