"""The answer kinds probability, tree, guard and compare, in plain check() and in the widget."""

from fractions import Fraction

import pytest

from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import Exercise, Question, check, read_expression

F = Fraction


@pytest.mark.parametrize("text, value", [
    ("3/11", F(3, 11)), ("0,27", F(27, 100)), ("0.27", F(27, 100)), ("27,3 %", F(273, 1000)),
    ("2/10*1/2", F(1, 10)), ("3/11 + 1/11", F(4, 11)), ("1 - 5/11", F(6, 11)), ("(1/2)×(3/4)", F(3, 8)),
    ("2÷10", F(1, 5)), ("2 · 3/4", F(3, 2)), ("1/2 : 2", F(1, 4)), ("−(1 − 3/4)", F(-1, 4)), ("≈ 0,5", F(1, 2)),
    ("1/2 - 1/4 - 1/8", F(1, 8)), ("12/3/2", F(2)),
])
def test_expressions_are_read_exactly(text, value):
    assert read_expression(text).value == value


@pytest.mark.parametrize("text, words", [
    ("__import__('os')", "Je ne sais pas lire « _ »"), ("sqrt(2)", "position 1"), ("2**3", "position 3"),
    ("(1/2", "parenthèse"), ("1/0", "divise par 0"), ("3/11 ×", "trop tôt"), ("", "rien écrit"),
    ("1/2)", "« ) »"),
])
def test_unreadable_expressions_say_what_is_accepted(text, words):
    with pytest.raises(LoveLetterError) as info:
        read_expression(text)
    assert words in str(info.value)
    if text and "0" not in text and "(1/2" != text:
        assert "pourcentages" in str(info.value)


def test_probability_with_precision_and_irreducible():
    q = Question("P ?", "probability", "3/11", precision=2)
    assert check(q, "3/11").correct and check(q, "6/22").correct and check(q, "1 - 8/11").correct
    assert check(q, "0,27").correct and check(q, "0.273").correct and check(q, "27 %").correct
    close = check(q, "0,3")
    assert not close.correct and close.counted and "arrondi au centième" in close.message
    assert not check(q, "27/100").correct  # a fraction must be exact
    assert "entre 0 et 1" in check(q, "11/3").message
    unreadable = check(q, "trois onzièmes")
    assert not unreadable.correct and not unreadable.counted
    strict = Question("P ?", "probability", F(1, 3), irreducible=True)
    for form in ("2/6", "1/6 + 1/6", "0,333"):
        fb = check(strict, form)
        assert fb.correct is False and not fb.counted and "juste" in fb.message
    assert check(strict, "1/3").correct
    ex = Exercise(strict)
    ex.answer("2/6")
    assert ex.tries == 0 and not ex.solved  # right but not simplified: no try lost, not solved yet
    for attempt in ("1/2", "0,3", "abc", "4/11", "2/7"):  # feedback never states the expected answer
        message = check(q, attempt).message
        assert "3/11" not in message and "0,27" not in message


def test_old_kinds_still_work():
    assert check(Question("?", "fraction", F(5, 16)), "31,25 %").correct
    assert check(Question("?", "number", 7), "7").correct
    assert check(Question("?", "card", "Baron"), "baron").correct
    assert check(Question("?", "choice", "oui", choices=("oui", "non")), "A").correct


def tree_question():
    return Question("Complétez l'arbre.", "tree", {"a": F(1, 4), "b": F(3, 4)}, precision=2)


def test_tree_answers_in_every_form():
    q = tree_question()
    assert check(q, {"a": "1/4", "b": "3/4"}).correct
    assert check(q, "a = 1/4 ; b = 0,75").correct
    assert check(q, "b: 1 - 1/4 ; a: 0,25").correct
    assert check(q, ["1/4", "3/4"]).correct
    half = check(q, "a = 1/4 ; b = 1/2")
    assert not half.correct and half.counted and "Justes : a" in half.message and "À revoir : b" in half.message
    assert "3/4" not in half.message
    missing = check(q, {"a": "1/4"})
    assert not missing.counted and "b" in missing.message and "Justes" not in missing.message
    assert not check(q, "a = 1/4 ; b = x").counted


def guard_question():
    return Question("Garde ?", "guard", [("Bob", "Prêtre", F(2, 7)), ("Bob", "Baron", F(2, 7)),
                                         ("Chloé", "Roi", F(1, 7)), ("Chloé", "Prêtre", F(1, 7))])


def test_guard_answers():
    q = guard_question()
    assert check(q, ("Bob", "Prêtre", "2/7")).correct
    assert check(q, "Bob, Baron, 0,286").correct and check(q, "bob ; pretre ; 2/7").correct
    half = check(q, "Chloé, Roi, 1/7")
    assert not half.correct and "moitié" in half.message
    best_wrong = check(q, "Bob, Prêtre, 1/7")
    assert not best_wrong.correct and "Bon choix" in best_wrong.message and "2/7" not in best_wrong.message
    assert not check(q, "Chloé, Roi, 1/2").correct
    for text in ("Alice, Roi, 1/7", "Bob, Garde, 1/7", "Bob, Licorne, 1/7", "Bob"):
        assert not check(q, text).counted
    assert "Prêtre" in q.answer_text() and "Baron" in q.answer_text() and "Roi" not in q.answer_text()


def compare_question():
    return Question("Comparez.", "compare", (F(1, 3), F(1, 2)), choices=("P(A)", "P(B)"))


def test_compare_answers():
    q = compare_question()
    assert q.answer == "<"
    for text in ("<", "A", "plus petite", "P(A) < P(B)", "inférieure"):
        assert check(q, text).correct, text
    assert not check(q, ">").correct and not check(q, "égal").correct
    assert not check(q, "peut-être").counted
    assert "P(A) > P(B)" in str(q) and Question("?", "compare", (F(1, 2), "2/4")).answer == "="


widgets = pytest.importorskip("ipywidgets")
from loveletter_teach.widgets import ExerciseWidget  # noqa: E402


def test_widget_probability_box():
    w = ExerciseWidget(Question("P ?", "probability", "3/11"))
    w.answer.value = "1 - 8/11"
    w.check_button.click()
    assert "Bravo" in w.feedback.value and w.exercise.solved


def test_widget_tree_has_one_box_per_blank():
    w = ExerciseWidget(tree_question())
    assert set(w.blank_inputs) == {"a", "b"}
    w.blank_inputs["a"].value = "1/4"
    w.check_button.click()
    assert "manque" in w.feedback.value and w.exercise.tries == 0
    w.blank_inputs["b"].value = "0,75"
    w.check_button.click()
    assert "Bravo" in w.feedback.value


def test_widget_guard_two_dropdowns_and_a_box():
    w = ExerciseWidget(guard_question())
    w.guard_target.value, w.guard_card.value, w.guard_chance.value = "Chloé", "Roi", "1/7"
    w.check_button.click()
    assert "moitié" in w.feedback.value and w.exercise.tries == 1
    w.guard_target.value, w.guard_card.value, w.guard_chance.value = "Bob", "Baron", "2/7"
    w.check_button.click()
    assert "Bravo" in w.feedback.value and w.last_error is None


def test_widget_compare_radio_buttons():
    w = ExerciseWidget(compare_question())
    w.answer.value = ">"
    w.check_button.click()
    assert "pas la bonne comparaison" in w.feedback.value
    w.answer.value = "<"
    w.check_button.click()
    assert "Bravo" in w.feedback.value
