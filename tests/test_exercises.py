"""The exercise core: checks, feedback that does not give the answer away, hints, solutions, variants."""

import re
from fractions import Fraction

import pytest

from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import (Exercise, Question, baron_question, check, deck_count_question,
                                        draw_probability_question, learner_seed, parse_number, rules_question,
                                        rules_quiz, scenario, variant)
from loveletter_teach.exercises.families.rules import QUIZ as QUIZ_REGLES

THIRD = Question("Probabilité ?", "fraction", Fraction(1, 3), hints=("un", "deux"), explanation="Car.")


@pytest.mark.parametrize("text", ["1/3", "2/6", " 2 / 6 ", "0,333", "0.3333", "33,3 %", "≈ 0,333", 1 / 3,
                                  Fraction(2, 6)])
def test_equivalent_forms_are_accepted(text):
    assert check(THIRD, text).correct


@pytest.mark.parametrize("text", ["0,33", "1/2", "33 %"])
def test_wrong_or_imprecise_answers_say_what_was_read_not_the_answer(text):
    feedback = check(THIRD, text)
    assert not feedback.correct and "Vous avez répondu" in feedback.message
    assert "1/3" not in feedback.message and "0,333" not in feedback.message


def test_close_answers_are_told_to_be_more_precise():
    assert "pas assez précis" in check(THIRD, "0,33").message
    assert "pas assez précis" not in check(THIRD, "0,5").message
    assert "entre 0 et 1" in check(THIRD, "3").message


def test_tolerance_is_stated_and_used():
    q = Question("?", "fraction", Fraction(1, 3), tolerance="0,01")
    assert "0,01 près" in q.instructions()
    assert check(q, "0,33").correct and not check(q, "0,32").correct
    exact = Question("?", "number", 16)
    assert check(exact, "16").correct and not check(exact, "16,5").correct
    assert "Vous avez répondu 15 : ce n'est pas le bon nombre" in check(exact, "15").message


def test_parse_number():
    assert parse_number("50 %") == Fraction(1, 2)
    assert parse_number("1/0") is None and parse_number("abc") is None and parse_number(True) is None


def test_the_minus_sign_of_the_solutions_is_read_back():
    """The solutions write « −3/11 ≈ −0,2727 » (French minus sign): a learner who copies it, or whose
    phone turns the hyphen into a dash, is read as with the hyphen."""
    assert parse_number("−3/11") == parse_number("-3/11") == parse_number("–3/11") == Fraction(-3, 11)
    assert parse_number("− 0,25") == Fraction(-1, 4)
    negative = Question("?", "number", Fraction(-3, 11), tolerance=Fraction(1, 100))
    assert negative.answer_text() == "−3/11 ≈ −0,2727"
    assert check(negative, negative.answer_text().split(" ≈ ")[1]).correct


def test_unreadable_or_empty_answers_cost_no_try():
    ex = Exercise(THIRD)
    assert "pas compris" in ex.answer("un tiers").message
    assert "rien répondu" in ex.answer("  ").message
    assert ex.tries == 0


def test_hints_come_one_at_a_time():
    ex = Exercise(THIRD)
    assert ex.hint().message == "Indice 1/2 : un"
    assert "Indice 2/2 : deux" in ex.hint().message
    assert "pas d'autre indice" in ex.hint().message
    assert "Pas d'indice" in Exercise(Question("?", "number", 1)).hint().message


def test_solution_only_after_success_or_after_the_tries():
    ex = Exercise(THIRD)
    assert "1/3" not in ex.solution().message and not ex.solution_available
    for k in range(3):
        feedback = ex.answer("1/2")
        assert "1/3" not in feedback.message
    assert ex.solution_available and "Réponse : 1/3" in ex.solution().message
    won = Exercise(THIRD)
    feedback = won.answer("2/6")
    assert feedback.correct and "Bravo" in feedback.message and "Car." in feedback.message
    assert won.solved and won.answer("0").correct  # already solved


def test_choice_and_card_questions():
    q = rules_question("baron_egalite")
    assert check(q, "personne").correct and check(q, "C").correct
    wrong = check(q, "Bob")
    assert not wrong.correct and "Bob" in wrong.message and "Personne" not in wrong.message
    assert not check(q, "Z").counted
    card = rules_question("comtesse")
    assert check(card, "comtesse").correct and check(card, "la Comtesse").correct
    wrong = check(card, "roi")
    assert "le Roi (valeur 6)" in wrong.message and "Comtesse" not in wrong.message
    assert not check(card, "Dragon").counted and "Carte inconnue" in check(card, "Dragon").message


def test_bad_questions_are_refused_in_french():
    with pytest.raises(LoveLetterError, match="Type de question inconnu"):
        Question("?", "essay", 1)
    with pytest.raises(LoveLetterError, match="choix proposés"):
        Question("?", "choice", "D", choices=("A", "B"))


def test_rules_quiz_every_answer_checks_and_has_hints():
    quiz = rules_quiz(seed=3)
    assert len(quiz) >= 10 and len(quiz) == len(QUIZ_REGLES) + 3
    for q in quiz:
        assert check(q, q.answer if q.kind != "card" else q.answer.name).correct, q.title
        assert q.hints and q.explanation


@pytest.mark.parametrize("builder", [deck_count_question, baron_question, draw_probability_question])
def test_variants_depend_only_on_the_seed(builder):
    assert variant(builder, 7) == variant(builder, 7)
    assert len({variant(builder, s).prompt for s in range(12)}) > 1
    question = variant(builder, 7)
    assert "votre variante" in question.title and question.seed == 7
    assert not re.search(r"\d", question.title)  # no seed, no number that means nothing to a learner


def test_deck_count_explanation_adds_up():
    for seed in range(30):
        q = variant(deck_count_question, seed)
        size, burned, face_up, seats, left = map(int, re.findall(r"\d+", q.explanation))
        assert size - burned - face_up - seats == left == q.answer and burned == 1


def test_learner_seed_is_stable():
    assert learner_seed("Camille") == learner_seed("CAMILLE ") != learner_seed("Camille", "ex2")


def test_scenario_builds_and_plays():
    r = scenario("2019", ["Prince", "Princesse"], ["Garde"], actions=[("Prince", "Bob")])
    assert r.over and r.result.winners == (0,)
    assert r.burned is not None and len(r.face_up) == 3


# --- no answer given away by elimination ---------------------------------------------------------------
def every_question():
    from loveletter_teach.exercises import CATALOGUE
    return [e.build("Camille") for e in CATALOGUE.values()] + rules_quiz(seed=5)


def test_a_multiple_choice_never_allows_one_try_per_option():
    for q in every_question():
        if q.kind in ("choice", "compare"):
            options = len(q.choices) if q.kind == "choice" else 3
            assert 1 <= q.max_tries <= options - 1, q.title


def test_after_the_last_try_a_choice_is_closed_and_the_solution_shown_on_request():
    q = rules_question("tour")
    ex = Exercise(q)
    wrong = [c for c in q.choices if c != q.answer]
    for choice in wrong[:q.max_tries]:
        assert not ex.answer(choice).correct
    feedback = ex.answer(q.answer)  # the one left: found by elimination, not counted
    assert not feedback.correct and not ex.solved and "Solution" in feedback.message
    assert ex.solution_available and q.answer in ex.solution().message


def test_a_wrong_choice_is_told_why_without_the_right_answer():
    for key, data in QUIZ_REGLES.items():
        q = rules_question(key)
        if q.kind != "choice":
            continue
        for choice in q.choices:
            if choice == q.answer:
                continue
            message = check(q, choice).message
            why = dict(q.reasons).get(choice)
            assert why and why in message, (key, choice)
            assert q.answer.rstrip(".") not in message, (key, choice)


def test_baron_variant_explains_a_wrong_choice():
    for seed in range(20):
        q = variant(baron_question, seed)
        for choice in q.choices:
            if choice != q.answer:
                assert dict(q.reasons)[choice] in check(q, choice).message


def test_the_tie_hint_of_2019_points_to_the_rule_without_stating_it():
    q = rules_question("egalite_2019")
    for hint in q.hints:
        assert not any(word in hint.lower() for word in ("partag", "ensemble", "ex aequo", "tous")), hint


def test_the_deck_question_is_counted_on_the_edition_and_not_printed_above_it():
    """« paquet »: its answer is what the classic edition's cards give; 01's cells above it never
    print that number as a count of small cards (that would give the answer above its question)."""
    from loveletter_teach import CLASSIQUE
    q = rules_question("paquet")
    assert q.answer == sum(c.count for c in CLASSIQUE.cards if c.value <= 3)
    assert not any(str(q.answer) in hint for hint in q.hints)
