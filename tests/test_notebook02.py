"""The exercises of notebook 02: every one builds for any learner, its answer is the package's
exact value, its worked solution shows that value, and no hint gives it away."""

import random
import re
from fractions import Fraction

import pytest

from loveletter_teach import Round, fr
from loveletter_teach.exercises import CATALOGUE, Learner, build, check
from loveletter_teach.exercises.families import hypotheses, played_cards
from loveletter_teach.probability.trees import frac

IDS = [i for i in CATALOGUE if i.startswith("02.")]
NAMES = ["Camille", "Yanis", "Inès", "Léo", "Zoé", "Mathis"]


def test_notebook_02_has_at_least_20_exercises_15_of_them_on_probability_in_seconde_or_premiere():
    entries = [CATALOGUE[i] for i in IDS]
    assert len(entries) >= 20
    probability = [e for e in entries if e.notion != "règles du jeu" and e.level in ("Seconde", "Première")]
    assert len(probability) >= 15
    assert {e.section for e in entries} == {"voir", "savoir", "choisir", "deviner", "memoire"}


@pytest.mark.parametrize("exercise_id", IDS)
def test_each_exercise_builds_for_every_learner_and_is_solvable(exercise_id):
    for name in NAMES:
        q = build(exercise_id, Learner(name))
        assert q.prompt and q.explanation and q.hints
        if q.kind == "probability":
            assert 0 <= q.answer <= 1
            assert frac(q.answer) in q.explanation  # the worked solution ends on the answer
            assert check(q, frac(q.answer)).correct
        for hint in q.hints:
            if q.kind == "probability" and q.answer not in (0, 1):
                assert not re.search(rf"(?<![\d/]){re.escape(frac(q.answer))}(?![\d/])", hint), hint


def test_a_learners_variant_is_the_same_every_time_and_differs_between_learners():
    a, b = build("02.voir.comptage", Learner("Camille")), build("02.voir.comptage", Learner("camille "))
    assert a.prompt == b.prompt and a.answer == b.answer
    prompts = {build("02.savoir.garde_rate", Learner(name)).prompt for name in NAMES}
    assert len(prompts) > 1


def test_the_guard_that_missed_is_a_conditional_probability():
    """P_A(B) = k / (n − k_named): the exact déduction, and the numbers of the worked solution."""
    for seed in range(30):
        q = played_cards.guard_missed(random.Random(seed))
        n, k_named, rest = map(int, re.search(r"l'une des (\d+) − (\d+) = (\d+)", q.explanation).groups())
        k = int(re.search(r"P_A\(B\) = (\d+)/", q.explanation).group(1))
        assert rest == n - k_named and q.answer == Fraction(k, rest)


def test_after_a_prince_the_burned_card_is_counted_among_the_unseen_cards():
    for seed in range(30):
        q = played_cards.prince_discard(random.Random(seed))
        k, n = map(int, re.search(r"P = (\d+)/(\d+)", q.explanation).groups())
        assert q.answer == Fraction(k, n)


def test_the_confusion_question_compares_two_different_probabilities():
    for seed in range(10):
        q = hypotheses.likelihood_or_posterior(random.Random(seed))
        h, posterior, h_again, likelihood = re.search(r"P_E\(([ABC])\) = (\S+) et P_([ABC])\(E\) = (\S+) :",
                                                       q.explanation).groups()
        posterior, likelihood = Fraction(posterior), Fraction(likelihood)
        assert q.kind == "compare" and q.choices == (f"P_E({h})", f"P_{h}(E)") and h == h_again
        assert posterior != likelihood
        symbol = "<" if posterior < likelihood else ">"
        assert check(q, symbol).correct and not check(q, "=").correct


def test_the_guard_questions_come_at_the_first_turn_where_counting_is_exact():
    from loveletter_teach.probability import card_counting
    for exercise_id in [i for i in IDS if i.startswith("02.deviner.")]:
        for name in NAMES[:3]:
            q = build(exercise_id, Learner(name))
            counted = card_counting(q.position)
            for target, card, chance in q.answer:
                assert chance == counted.prob(target, card)


def test_the_memory_questions_hide_the_reminder_of_the_cards_played_but_keep_the_journal():
    for exercise_id in ("02.memoire.compte", "02.memoire.comptage"):
        q = build(exercise_id, Learner("Inès"))
        html = q.figures_html()
        assert fr.HTML["memory"] not in html and q.position.narration()
        assert q.position.edition.visible_discards == "last"


def run_cells(sources):
    """Run notebook cells in one namespace; the value of each cell's last expression (None if none)."""
    import ast
    namespace, values = {}, []
    for source in sources:
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "<cell>", "exec"), namespace)
        values.append(eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace) if last else None)
    return values


def test_the_results_02_shows_in_the_programmes_notation_are_those_its_text_quotes():
    """The cells that show P_A(B), the tree of hypotheses A, B, C and P_E(C) (their HTML has real
    subscripts, so nbval does not keep their outputs): the values the text around them quotes."""
    import json
    from pathlib import Path
    cells = json.loads((Path(__file__).resolve().parents[1] / "notebooks" / "02_deduction.ipynb").read_text("utf-8"))
    code = ["".join(c["source"]) for c in cells["cells"] if c["cell_type"] == "code"]
    table = [s for s in code if "burned_table(vue, 1)" in s or "Round.deal(\"classique\", 2, seed=1)" in s[:120]]
    shown = run_cells(table[:2] + [next(s for s in code if "P_A(B) =" in s)])[-1]
    assert repr(shown).splitlines() == ["P(B) = 2/11", "P(A) = 9/11", "P(A ∩ B) = 9/55", "P_A(B) = 1/5"]
    assert "P<sub>A</sub>(B) = 1/5" in shown._repr_html_()
    start = next(i for i, s in enumerate(code) if "position_du_cours(\"deduction.comtesse\")" in s)
    values = run_cells(code[start:start + 5])
    tree, formula, bayes, kept = values[1], values[2], values[3], values[4]
    assert [b.event for b in tree.branches] == ["A", "B", "C"] and "H = autre" not in str(tree)
    assert repr(formula).endswith("= 5/9 × 1/20 + 1/3 × 1/10 + 1/9 × 13/20 = 2/15")
    assert repr(bayes).splitlines() == ["P_E(C) = 13/24", "P_C(E) = 13/20"]
    assert repr(kept) == "P_E(« Bob garde le Prince ou le Roi ») = 4/11"
    assert "P<sub>E</sub>(C) = 13/24" in bayes._repr_html_()


def test_que_is_elided_before_a_name_that_starts_with_a_vowel():
    """« Ce qu'Alice sait à coup sûr », « les cartes qu'Alice voit », never « Ce que Alice »."""
    from loveletter_teach.exercises.questions import mistake
    from loveletter_teach.explorer import explore, position
    html = explore(position("classique", 3, hands=["Garde", "Prêtre", "Baron"], deck=["Comtesse"]))._repr_html_()
    assert "Ce que Alice" not in html and re.search(r"Ce qu(&#x27;|')Alice", html)
    assert "qu'Alice voit" in mistake("whole_deck", me="Alice") and "que Bob voit" in mistake("whole_deck", me="Bob")
    from loveletter_teach.exercises.families.positions import position_question
    bobs = [Round.deal("classique", 2, seed=s, first_player=1).observation(1) for s in range(20)]  # Bob's turn
    traps = [str(message) for bob in bobs for _, message in position_question(bob, "comptage", card="Garde").traps]
    assert any("seuls ceux que Bob ne voit pas" in message for message in traps), traps
