"""Exercises know their mistakes (design note 11): every probability, number and tree question of the
catalogue declares, from the learner's own position, the wrong answers a lycée student typically gives;
each is named in the feedback without the expected value, and never counts as right. Rounding: a
decimal cut instead of rounded, or rounded to another place, is told so; the answer is echoed as typed."""

import math
import os
import re
from fractions import Fraction

import pytest

from loveletter_teach import fr
from loveletter_teach.exercises import CATALOGUE, families
from loveletter_teach.exercises.families import fluctuation
from loveletter_teach.exercises.catalogue import build, exercise_ids
from loveletter_teach.exercises.parsing import decimal_text
from loveletter_teach.exercises.questions import Question, check

# Slow (every trap of every exercise, over many learners' variants): plain pytest skips it, pytest -m ""
# and make test run it.
pytestmark = pytest.mark.slow

M = {**fr.MISTAKES, **families.MISTAKES}  # the shared named mistakes, and each family's own
NAMES = ["Adèle", "Amir", "Anaïs", "Baptiste", "Camille", "Chloé", "Clément", "Élodie", "Emma", "Enzo", "Gaëlle",
         "Hugo", "Inès", "Jade", "Jules", "Kenza", "Léo", "Lina", "Louis", "Maël", "Manon", "Mathis", "Noé", "Nora",
         "Océane", "Paul", "Rayan", "Sarah", "Théo", "Yanis"][:int(os.environ.get("TRAPS_NAMES", 30))]

COUNTING = {"complement_extra", "whole_deck", "copies_seen", "count_given"}
# The named mistakes each exercise declares (keys of fr.MISTAKES or of a family's MISTAKES, or "Q:key" for an
# exercise's own words).
TABLE = {
    "02.voir.inconnues": {"hand_forgotten", "burned_seen", "face_up_forgotten"},  # the first turn: nothing played
    "02.voir.comptage": COUNTING,
    "02.voir.contraire": {"complement_missed", "whole_deck", "count_given"},
    "02.voir.reunion": {"one_of_two", "product_union", "complement_extra", "count_given"},
    "02.voir.tableau": {"intersection", "prior", "inverse", "event_a", "count_given"},
    "02.savoir.garde_rate": {"guard_ignored", "complement_extra", "count_given"},
    "02.savoir.prince": {"discard_counted", "complement_extra", "count_given"},
    "02.savoir.comptage": COUNTING,
    "02.savoir.inconnues": {"hand_forgotten", "burned_seen", "played_forgotten"},  # at 3 players, none face up
    "02.choisir.arbre": {"with_replacement", "copy_not_removed", "zero_branch", "complement_forgotten"},
    "02.choisir.chemins": {"forgotten_branch", "no_weights", "conditional_only_path", "added", "zero_branch"},
    "02.choisir.total": {"forgotten_branch", "no_weights"},
    "02.choisir.bayes": {"inverse", "intersection", "prior", "event_a"},
    "02.choisir.total_3": {"forgotten_branch", "no_weights"},
    "02.memoire.compte": {"all_copies"},
    "02.memoire.comptage": COUNTING,
    "03.seconde.frequence": {"count_not_frequency", "percent"},
    "03.seconde.bornes": {"other_bound", "one_over_n"},
    "03.seconde.proportion": {"share_count", "share_n", "percent"},
    "03.seconde.compter": {"outside_counted"},
    "03.terminale.binomiale": {"no_coefficient", "swapped_pq"},
    "03.terminale.au_moins": {"strict", "only_equal", "complement_extra"},
    "03.terminale.esperance": {"forgot_n", "swapped_pq"},
    "03.terminale.ecart_type": {"variance_given", "rounded_early"},
    "03.terminale.tchebychev": {"known_p_bound"},
    "03.terminale.erreur": {"n_times_k"},
    "03.terminale.grands_nombres": {"frequency_given", "signed_gap", "whole_deck_p"},
    "03.terminale.manches": {"guard_assumed", "guard_given", "no_coefficient", "swapped_pq"},
    "03.terminale.manches_seuil": {"guard_assumed", "guard_given", "rounded_down", "added_rounds"},
    "03.terminale.somme_esperance": {"one_term", "unweighted"},
    "03.terminale.somme_variance": {"square_factor", "std_added", "no_mean_square"},
    "03.terminale.concentration": {"no_n", "delta_not_squared", "std_for_variance"},
    "03.terminale.au_moins_un": {"with_replacement", "complement_extra", "one_card"},
    "03.terminale.ordres": {"no_factorial_copies"},
    "03.conditionnel.univers": {"universe_not_reduced", "event_a", "count_given"},
    "03.conditionnel.tableau": {"intersection", "inverse", "prior", "event_a", "count_given"},
    "03.conditionnel.produit": {"with_replacement", "conditional_only", "added", "zero_branch",
                                "complement_forgotten"},
    "03.conditionnel.total": {"forgotten_branch", "no_weights"},
    "03.conditionnel.bayes": {"inverse", "intersection", "prior", "event_a"},
    "03.conditionnel.independance": {"independence_assumed", "given_not_intersection", "union_not_intersection",
                                     "count_given", "independence_verdict"},
    "03.conditionnel.confusion": {"inverse", "intersection", "prior", "event_a", "count_given"},
    "03.ticket.independance": {"card_removed", "with_replacement", "count_given", "independence_verdict"},
    "03.aleatoire.loi": {"strict", "only_equal", "complement_extra", "count_given"},
    "03.aleatoire.esperance": {"unweighted"},
    "03.aleatoire.variance": {"no_mean_square", "std_given", "rounded_early"},
    "03.aleatoire.ecart_type": {"variance_given", "rounded_early"},
    "03.aleatoire.baron": {"wins_only", "sign"},
    "03.aleatoire.jetons": {"one_duel"},
    "03.ticket.sachant": {"given_ignored", "complement_extra", "count_given"},
    "03.ticket.esperance": {"unweighted"},
    "03.conseils.heritiere": {"whole_deck", "hand_forgotten"},
    "03.conseils.conditionnelle": {"intersection"},
    "03.conseils.duelliste": {"ties_won", "complement_extra"},
    "03.conseils.taille": {"not_squared"},
    "03.conseils.espion": {"card_not_choice"},
}
# Probability and number exercises without a named mistake, and why.
WITHOUT = {
    "01.regles.paquet": "a rule read from the text (a count of cards): no computation to go wrong",
    "01.regles.espionne": "a rule read from the text",
    "01.perso.cartes": "notebook 01: a count of the set-up, before any probability",
    "03.conseils.duel_huit": "the answer is 0 (the Héritière always wins): no typical value",
}
SIX = {  # six classic mistakes of conditional probability, and an exercise where each is named
    "P(A ∩ B) instead of P_A(B)": ("03.conditionnel.tableau", "intersection"),
    "P_H(E) instead of P_E(H)": ("02.choisir.bayes", "inverse"),
    "P(B) instead of P(B̄)": ("02.voir.contraire", "complement_missed"),
    "a tree with a forgotten branch": ("02.choisir.total", "forgotten_branch"),
    "ignoring a missed Guard": ("02.savoir.garde_rate", "guard_ignored"),
    "with replacement instead of without": ("03.terminale.au_moins_un", "with_replacement"),
}


def template(key):
    if key.startswith("Q3:"):
        return fluctuation.WORDS[key[3:]]
    return M[key]


def pattern(key):
    """A regex for the message of ``key`` whatever words fill it."""
    parts = re.split(r"\{[a-z_0-9]+\}", template(key))
    return re.compile(".+?".join(re.escape(p) for p in parts), re.S)


def key_of(message, keys):
    found = [k for k in keys if pattern(k).fullmatch(message)]
    assert found, f"message of no known mistake: {message}"
    return found[0]


def variants(exercise_id):
    return [(name, build(exercise_id, name)) for name in NAMES]


def fraction_text(value):
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def fixed(value, places):
    """« 0,110 »: ``places`` decimals, trailing zeros kept (what a learner types when asked for them)."""
    return f"{float(value):.{places}f}".replace(".", ",")


def written_forms(value, places=(2, 3, 4)):
    """The ways a value can be written: its fraction, decimals with a comma, a percentage."""
    value = Fraction(value)
    forms = {fraction_text(value)}
    if value.denominator != 1:
        for p in places:
            forms.add(decimal_text(value, p))
            forms.add(decimal_text(value * 100, max(p - 2, 0)) + " %")
    return {f for f in forms if f not in ("0", "1")} or {fraction_text(value)}


def contains(message, form):
    return re.search(r"(?<![\d/,.])" + re.escape(form) + r"(?![\d/,])", message) is not None


def graded():
    return [i for i in exercise_ids() if CATALOGUE[i].kind in ("number", "probability", "tree", "independence")]


def test_every_probability_number_and_tree_exercise_declares_its_mistakes_or_says_why_not():
    assert set(graded()) == set(TABLE) | set(WITHOUT)
    for exercise_id in WITHOUT:
        assert all(not q.traps for _, q in variants(exercise_id)[:5])


@pytest.mark.parametrize("exercise_id", sorted(TABLE))
def test_the_table_of_named_mistakes(exercise_id):
    """Every trap an exercise declares is one of its table's mistakes (an "independence" question's wrong
    verdict, in its ``reasons``, too); each mistake of the table shows in some learner's variant."""
    seen = set()
    for _, q in variants(exercise_id):
        for _, message in list(q.traps) + (list(q.reasons) if q.kind == "independence" else []):
            key = key_of(message, TABLE[exercise_id])
            seen.add(key)
            if key in M:  # the class report counts it by this key, whatever the variant's words
                assert message.key == key
    assert seen == TABLE[exercise_id]


def _answers(q, value):
    """(written answer, its exact value) for the trap ``value``: a fraction, and decimals and a
    percentage when a decimal of the asked precision tells it apart from the answer and the other traps."""
    if q.kind == "tree":
        return [({k: fraction_text(value.get(k, v)) for k, v in q.answer.items()}, None)]
    out = [(fraction_text(value), value)]
    if q.kind == "probability":
        tol, scale = q.tolerance_decimal, 10 ** q.precision
        for text in (fixed(value, q.precision), fixed(value * 100, q.precision - 2) + " %"):
            read = Fraction(text.replace(",", ".").rstrip(" %")) / (100 if "%" in text else 1)
            others = [q.answer] + [v for v, _ in q.traps if v != value]
            cut = read == Fraction(int(q.answer * scale), scale)  # then it is told as a cut, not as the trap
            if abs(read - value) <= tol and all(abs(read - o) > tol for o in others) and not cut:
                out.append((text, read))
    elif q.tolerance and value.denominator != 1:  # a trap that is a decimal to the hundredth: written so (« 2,30 »)
        out.append((fixed(value, 2) if (100 * value).denominator == 1 else decimal_text(value, 6), value))
    return out


@pytest.mark.parametrize("exercise_id", sorted(TABLE))
def test_each_trap_gets_its_own_message_without_the_value_and_is_not_right(exercise_id):
    for name, q in variants(exercise_id):
        for value, message in q.traps:
            for written, _ in _answers(q, value):
                feedback = check(q, q.with_verdict(written))  # the right verdict: the value's mistake is named
                assert feedback.correct is False and feedback.counted, (name, written, feedback.message)
                assert message in feedback.message, (name, written, feedback.message)
                assert "ce n'est pas la bonne valeur" not in feedback.message
                told = feedback.message.replace(str(written), "") if isinstance(written, str) else message
                if q.kind != "tree":
                    for form in written_forms(q.answer):
                        assert not contains(told, form), (name, exercise_id, form, feedback.message)
        if q.kind == "tree":
            right = {k: fraction_text(v) for k, v in q.answer.items()}
        else:
            right = fraction_text(q.answer)
        if q.kind != "number" or not q.tolerance or Fraction(q.answer).denominator < 10 ** 6:
            assert check(q, q.with_verdict(right)).correct, (name, exercise_id, right)
        for verdict, message in q.reasons if q.kind == "independence" else ():  # the right value, the wrong verdict
            feedback = check(q, f"{right} ; {verdict}")
            assert not feedback.correct and feedback.counted and message in feedback.message, (name, feedback)
            assert feedback.mistakes == (message.key,)


def test_trap_values_that_cannot_be_told_apart_are_not_declared():
    for exercise_id in TABLE:
        for name, q in variants(exercise_id):
            if q.kind == "tree":
                for k in q.answer:
                    values = [v[k] for v, _ in q.traps if k in v]
                    assert q.answer[k] not in values and len(set(values)) == len(values), (exercise_id, name)
                continue
            tol = q.tolerance or 0
            values = [Fraction(v) for v, _ in q.traps]
            assert all(abs(v - q.answer) > tol for v in values), (exercise_id, name)
            assert all(abs(a - b) > tol for i, a in enumerate(values) for b in values[i + 1:]), (exercise_id, name)
    q = Question("P ?", "probability", Fraction(1, 3), traps=((Fraction(1, 3), "a"), (Fraction(1, 4), "b"),
                                                               (Fraction(1, 4), "c")))
    assert q.traps == ((Fraction(1, 4), "b"),)


@pytest.mark.parametrize("mistake", sorted(SIX))
def test_six_classic_mistakes_are_named(mistake):
    exercise_id, key = SIX[mistake]
    named = 0
    for _, q in variants(exercise_id):
        for value, message in q.traps:
            if pattern(key).fullmatch(message):
                named += 1
                assert message in check(q, fraction_text(value)).message
    assert named


def test_a_tree_filled_with_replacement_is_named():
    for name, q in variants("02.choisir.arbre"):
        value, message = next((v, m) for v, m in q.traps if pattern("with_replacement").fullmatch(m))
        feedback = check(q, {k: fraction_text(value.get(k, v)) for k, v in q.answer.items()})
        assert feedback.correct is False and message in feedback.message and "À revoir" in feedback.message


# --- rounding ------------------------------------------------------------------------------------------
FOUR_ELEVENTHS = Question("P ?", "probability", Fraction(4, 11))
THIRD = Question("P ?", "probability", Fraction(1, 3))


def test_a_cut_decimal_is_not_a_rounded_one():
    feedback = check(FOUR_ELEVENTHS, "0,363")
    assert not feedback.correct and "Arrondir, ce n'est pas couper" in feedback.message
    assert "0,363" in feedback.message and "0,364" not in feedback.message
    assert check(FOUR_ELEVENTHS, "0,364").correct
    assert "couper" not in check(FOUR_ELEVENTHS, "0,365").message  # wrong, but not a cut


def test_a_rounding_to_the_hundredth_is_said_to_be_one_when_the_thousandth_is_asked():
    feedback = check(THIRD, "0,33")
    assert not feedback.correct and feedback.counted
    assert "arrondi au centième" in feedback.message and "l'arrondi au millième" in feedback.message
    feedback = check(FOUR_ELEVENTHS, "36 %")
    assert "arrondi au centième" in feedback.message and "l'arrondi au millième" in feedback.message


def test_more_places_than_asked_is_right_but_not_called_the_rounding():
    feedback = check(THIRD, "0,3333")
    assert feedback.correct and "bien arrondi" not in feedback.message and "pas pour autant" in feedback.message
    assert "bien arrondi au millième" in check(THIRD, "0,333").message


def test_the_answer_is_echoed_as_typed():
    feedback = check(FOUR_ELEVENTHS, "36 %")
    assert "« 36 % »" in feedback.message or "36 %" in feedback.message
    assert "0,36" not in feedback.message
    feedback = check(THIRD, "0,3141")
    assert "0,3141" in feedback.message and "3141/10000" not in feedback.message
    feedback = check(Question("N ?", "number", 12), "13,0")
    assert "13,0" in feedback.message


def test_a_right_percentage_is_echoed_with_its_proportion():
    feedback = check(FOUR_ELEVENTHS, "36,4 %")
    assert feedback.correct and "36,4 % (0,364) est bien arrondi au millième" in feedback.message
    assert check(FOUR_ELEVENTHS, 4 / 11).correct  # a float, not typed: no percentage to echo


def test_a_number_rounded_to_the_tenth_when_the_hundredth_is_asked_is_named():
    feedback = check(Question("E(X) ?", "number", Fraction(34, 11), tolerance=Fraction(1, 100)), "3,1")
    assert feedback.correct  # within 0,01
    q = Question("E(X) ?", "number", Fraction(37, 11), tolerance=Fraction(1, 100))  # 3,3636…
    feedback = check(q, "3,4")
    assert feedback.mistakes == ("too_coarse",) and "arrondi au dixième" in feedback.message
    assert "une fraction" in feedback.message
    assert check(q, "0").mistakes != ("too_coarse",)


@pytest.mark.parametrize("exercise_id", ["03.aleatoire.ecart_type", "03.terminale.ecart_type"])
def test_sigma_rounded_too_coarsely_is_never_told_to_give_a_fraction(exercise_id):
    for name, q in variants(exercise_id)[:10]:
        tenth = fixed(q.answer, 1)  # σ(X) asked to the hundredth, given to the tenth
        if abs(Fraction(tenth.replace(",", ".")) - q.answer) < Fraction(1, 100):
            continue  # « 2,1 » for σ ≈ 2,10 is right
        feedback = check(q, tenth)
        assert feedback.mistakes == ("too_coarse",) and "fraction" not in feedback.message, name
        assert "fraction" not in check(q, fixed(q.answer, 0)).message and q.answer_text().startswith("≈ ")


def test_a_tree_names_each_wrong_blank_s_generic_mistake():
    q = build("02.choisir.arbre", "Adèle")
    percent = check(q, {k: decimal_text(100 * v, 1) for k, v in q.answer.items()})
    assert percent.mistakes == ("percent",) and "pourcentage" in percent.message
    coarse = check(q, {k: fixed(v, 2) for k, v in q.answer.items()})
    assert "too_coarse" in coarse.mistakes and "arrondi au centième" in coarse.message


# --- the generic mistakes of each exercise of the Première lesson (docs/erreurs_par_exercice.md) ---------------
LESSON = [i for i in exercise_ids() if i.startswith(("02.", "03.conditionnel.", "03.aleatoire.", "03.ticket."))]
PROBABILITY = ("percent", "truncated", "too_coarse", "out_of_range")
GENERIC = {"probability": PROBABILITY, "independence": PROBABILITY, "tree": PROBABILITY, "guard": ("not_best_guess",) + PROBABILITY,
           "number": ("too_coarse",), "compare": ("reversed_comparison",), "choice": ("verdict_reversed",)}
NO_GENERIC = {"02.voir.inconnues", "02.savoir.inconnues", "02.memoire.compte"}  # counts of cards: exact integers


def half_up(value, places):
    scale = 10 ** places
    return Fraction(math.floor(Fraction(value) * scale + Fraction(1, 2)), scale)


def generic_forms(key, value, places):
    """The wrong answer of the generic mistake ``key`` for the probability ``value`` (None where it does not
    apply): a percentage without « % », the decimal cut, rounded to the hundredth, the fraction upside down."""
    value = Fraction(value)
    if key == "percent":
        return fixed(100 * value, 1) if value else None
    if key == "truncated":
        cut = Fraction(int(value * 10 ** places), 10 ** places)
        return fixed(cut, places) if abs(cut - value) > Fraction(1, 2 * 10 ** places) else None
    if key == "too_coarse":
        coarse = half_up(value, places - 1)
        return fixed(coarse, places - 1) if abs(coarse - value) > Fraction(1, 2 * 10 ** places) else None
    if key == "out_of_range":  # not for 1/10: « 10 » is also its percentage
        return fraction_text(1 / value) if 0 < value < 1 and 1 / value != 100 * value else None
    raise KeyError(key)


def near_trap(q, text, blank=None):
    """Whether ``text`` reads within the tolerance of one of ``q``'s traps (then the trap names it)."""
    value = Fraction(text.replace(",", ".")) if "/" not in text else Fraction(text)
    targets = [t.get(blank) for t, _ in q.traps] if q.kind == "tree" else [t for t, _ in q.traps]
    near = q.tolerance_decimal if q.kind != "number" else q.tolerance
    return any(t is not None and abs(value - t) <= near for t in targets)


def generic_answer(q, key):
    """The answer a learner who makes the generic mistake ``key`` gives to ``q``, or None."""
    if q.kind == "compare":
        return {"<": ">", ">": "<"}.get(q.answer)
    if q.kind == "choice":
        return dict(q.reasons) and next((c for c, why in q.reasons if getattr(why, "key", None) == key), None)
    if q.kind == "number":
        coarse = half_up(q.answer, 1)
        if not coarse or abs(coarse - q.answer) <= q.tolerance or near_trap(q, fixed(coarse, 1)):
            return None
        return fixed(coarse, 1)
    if q.kind == "guard":
        best = q.best_guesses()
        if key == "not_best_guess":
            other = next((o for o in q.answer if o not in best), None)
            return other and f"{other[0]} ; {other[1].name} ; {fraction_text(other[2])}"
        text = generic_forms(key, best[0][2], q.precision)
        return text and f"{best[0][0]} ; {best[0][1].name} ; {text}"
    if q.kind == "tree":
        forms = {k: generic_forms(key, v, q.precision) for k, v in q.answer.items()}
        if not any(f and not near_trap(q, f, k) for k, f in forms.items()):
            return None
        if any(f and near_trap(q, f, k) for k, f in forms.items()):
            return None
        return {k: f or fraction_text(q.answer[k]) for k, f in forms.items()}
    text = generic_forms(key, q.answer, q.precision)
    return None if text is None or near_trap(q, text) else q.with_verdict(text)


@pytest.mark.parametrize("exercise_id", [i for i in LESSON if i not in NO_GENERIC])
def test_each_generic_mistake_of_the_lesson_is_named_with_its_key(exercise_id):
    seen = set()
    for name, q in variants(exercise_id):
        for key in GENERIC[q.kind]:
            answer = generic_answer(q, key)
            if answer is None:
                continue
            feedback = check(q, answer)
            assert feedback.correct is False and feedback.mistakes == (key,), (name, answer, feedback)
            seen.add(key)
    assert seen  # a rounding cut that differs from the rounding, say, may not come in 30 variants


def test_the_benchmark_s_students_are_named_with_the_right_key():
    """benchmarks/mistakes_named.py: its wrong answers, computed from the prompt and the numbers
    shown, not from the traps, each get their key; its right answers are the package's (two students here,
    the class of 32 in the benchmark)."""
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "mistakes_named.py"
    spec = importlib.util.spec_from_file_location("mistakes_named", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert set(bench.SOLVERS) == set(LESSON)
    for k, name in enumerate(NAMES[:2]):
        for exercise_id in LESSON:
            q = build(exercise_id, name)
            right, wrong, _ = bench.mistakes_of(exercise_id, q, k)
            assert bench._agrees(q, right), (exercise_id, name)
            for key, text in wrong:
                assert check(q, text).mistakes == (key,), (exercise_id, name, key, text)
