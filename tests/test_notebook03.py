"""Notebook 03, Seconde and Terminale: every exercise builds for any learner with the package's answer,
its hints do not give the answer away, and the checker of the learner's functions accepts right
functions and names the typical mistakes in French, without printing the expected value."""

import itertools
import math
import random
import re
from fractions import Fraction

import pytest

from loveletter_teach import Round, fr, laws, sampling
from loveletter_teach.exercises import CATALOGUE, Learner, Session, build, check, je_suis
from loveletter_teach.exercises.families import fluctuation as nb
from loveletter_teach.exercises.families import guard_series
from loveletter_teach.exercises.families.checking import find_problem
from loveletter_teach.exercises.functions import TASKS, case_text, verifie
from loveletter_teach.exercises.parsing import decimal_text
from loveletter_teach.exercises.questions import Exercise
from loveletter_teach.probability import card_counting
from loveletter_teach.probability.trees import frac
from loveletter_teach.sampling import carte_mise_de_cote

IDS = [i for i in CATALOGUE if i.startswith("03.seconde.") or i.startswith("03.terminale.")]
NAMES = ["Camille", "Yanis", "Inès", "Léo", "Zoé", "Mathis"]
Q = nb.WORDS


def test_at_least_five_graded_exercises_in_seconde_and_in_terminale_all_on_probability():
    for section, level in (("seconde", "Seconde"), ("terminale", "Terminale")):
        entries = [CATALOGUE[i] for i in IDS if CATALOGUE[i].section == section]
        assert len(entries) >= 5
        assert all(e.level == level and e.notion != "règles du jeu" and e.personal for e in entries)
    notions = {CATALOGUE[i].notion for i in IDS}
    assert {"échantillonnage", "loi binomiale", "loi des grands nombres", "inégalité de Bienaymé-Tchebychev",
            "dénombrement", "simulation"} <= notions
    assert set(nb.FUNCTION_IDS) <= set(TASKS) and all(i in CATALOGUE for i in TASKS)


def _answer_texts(q):
    """How the answer could be written in a hint: its fraction and its decimals."""
    if q.kind in ("number", "probability"):
        value = Fraction(q.answer)
        texts = {fr.decimal(float(value), places).rstrip("0").rstrip(",") for places in (3, 4)}
        if value.denominator != 1:
            texts.add(frac(value))
        else:
            texts.add(str(value.numerator))
        return {t for t in texts if t not in ("0", "1", "")}
    return set() if q.answer in ("True", "False") else {q.answer}


@pytest.mark.parametrize("exercise_id", IDS)
def test_each_exercise_builds_for_every_learner_is_solvable_and_its_hints_keep_the_answer(exercise_id):
    for name in NAMES:
        q = build(exercise_id, Learner(name))
        assert q.prompt and q.explanation and len(q.hints) >= 2 and q.kind == CATALOGUE[exercise_id].kind
        right = q.answer if q.kind == "choice" else Fraction(q.answer)
        assert check(q, right if q.kind == "choice" else str(right)).correct
        if q.kind == "probability":
            assert 0 <= q.answer <= 1
        for hint in q.hints:
            for text in _answer_texts(q):
                assert not re.search(rf"(?<![\d/,]){re.escape(text)}(?![\d/,])", hint), (exercise_id, text, hint)


def test_a_learners_variant_is_the_same_every_time_and_differs_between_learners():
    for exercise_id in IDS:
        a, b = build(exercise_id, Learner("Camille")), build(exercise_id, Learner(" camille"))
        assert a.prompt == b.prompt and a.answer == b.answer
    for exercise_id in ("03.seconde.frequence", "03.terminale.binomiale", "03.terminale.tchebychev"):
        assert len({build(exercise_id, Learner(name)).prompt for name in NAMES}) > 1


# --- the numbers are the package's ---------------------------------------------------------------
def built(exercise_id, seed):
    """The question of a Terminale exercise (a family's) for the seed ``seed``."""
    return find_problem(exercise_id).build(random.Random(seed))


def test_the_binomial_questions_are_the_binomial_law_of_the_counted_probability():
    for seed in range(20):
        obs, card, p = guard_series.guard_position(random.Random(seed))
        assert obs.turn == 1 and obs.seat == 0 == obs.current
        unseen = sampling.unseen_cards(obs)
        assert p == Fraction(unseen.count(card), len(unseen)) == card_counting(obs).prob("Bob", card)
    q = built("03.terminale.binomiale", 3)
    n, k = map(int, re.search(r"P\(X = (\d+)\) = C\((\d+)", q.explanation).group(2, 1))
    p = Fraction(re.search(r"p = (\d+/\d+)", q.explanation).group(1))
    assert q.answer == math.comb(n, k) * p ** k * (1 - p) ** (n - k)
    assert sum(laws.binomial_law(n, p)) == 1
    tail = built("03.terminale.au_moins", 5)
    n, k = map(int, re.search(r"B\((\d+) ; .*P\(X ≥ (\d+)\) = 1", tail.explanation).groups())
    p = Fraction(re.search(r"p = (\d+/\d+)", tail.explanation).group(1))
    assert tail.answer == sum(laws.binomial_pmf(n, p, j) for j in range(k, n + 1))


def test_bienayme_tchebychev_and_the_error_of_an_estimate():
    p, delta = Fraction(2, 11), Fraction(1, 20)
    n = laws.chebyshev_rounds(p, delta, delta)
    assert laws.chebyshev_bound(n, p, delta) <= delta < laws.chebyshev_bound(n - 1, p, delta)
    assert laws.deviation_probability(n, p, delta) <= laws.chebyshev_bound(n, p, delta)
    q = built("03.terminale.tchebychev", 1)
    assert re.search(rf"n = {q.answer}\.$", q.explanation)
    e = built("03.terminale.erreur", 2)
    n, k = map(int, re.search(r"n = (\d+) fois.*diviser par (\d+)", e.prompt).groups())
    assert e.answer == n * k * k


def test_the_counting_formula_is_the_one_card_counting_uses():
    for seed in range(10):
        q = built("03.terminale.au_moins_un", seed)
        counted = card_counting(q.position)
        t, c = map(int, re.search(r"t = (\d+), c = (\d+)", q.explanation).groups())
        assert q.answer == laws.at_least_one(t, c, 2) == 1 - Fraction(math.comb(t - c, 2), math.comb(t, 2))
        assert q.answer in counted.players[0].values()
    assert laws.deck_orders(Round.deal("classique", 2, 1).edition) == math.factorial(16) // (
        math.factorial(5) * 2 ** 4)


def test_a_redeal_is_a_round_the_seat_cannot_tell_apart_and_the_guard_hits_as_counted():
    obs = Round.deal("classique", 2, seed=1).observation(0)
    rng = random.Random(4)
    hits = 0
    for _ in range(200):
        r = sampling.redeal(obs, rng)
        assert r.observation(0).hand == obs.hand and r.face_up == obs.face_up
        hits += r.hands[1][0].name == "Baron"
    assert hits == sampling.guard_hits(obs, "Bob", "Baron", 200, random.Random(4))
    guard = next(a for a in obs.legal_actions if a.guess is not None and a.guess.name == "Baron")
    r = sampling.redeal(obs, random.Random(8))
    r.play(guard)
    assert r.alive[1] == (sampling.redeal(obs, random.Random(8)).hands[1][0].name != "Baron")


def test_the_first_player_question_compares_the_gap_with_one_over_root_n():
    """In the 2019 programme's words: the gap |f − p| compared with 1/√n, no decision with a risk."""
    for seed in range(6):
        q = nb.first_player_question(nb.draw_first_player(random.Random(seed)))
        n = int(re.search(r"n = (\d+) manches", q.prompt).group(1))
        f = Fraction(re.search(r"en a gagné (\d+(?:,\d)?)", q.prompt).group(1).replace(",", ".")) / n
        assert f"f {'=' if (f * 10 ** 4).denominator == 1 else '≈'} " in q.prompt  # « = » only when not rounded
        p = Fraction(1, 2 if "à 2 joueurs" in q.prompt else 3)
        key = "cannot" if (f - p) ** 2 <= Fraction(1, n) else "more" if f > p else "less"
        assert q.answer == Q["gap_" + key] and q.choices == tuple(Q["gap_" + k] for k in nb.FIRST_CHOICES)
        assert ("au-dessus" in q.explanation) == (key == "more")
        assert "risque" not in q.explanation + " ".join(q.hints) + " ".join(q.choices)


def test_the_seeded_simulations_are_reproducible():
    assert sampling.burned_frequency(200, random.Random(5)) == sampling.burned_frequency(200, random.Random(5))
    assert sampling.first_player_wins(["hasard"] * 2, 50, 3) == sampling.first_player_wins(["hasard"] * 2, 50, 3)
    assert build("03.seconde.premier", "Léo") == build("03.seconde.premier", "Léo")


# --- the checker of the learner's functions -------------------------------------------------------
def frequence_princesse(n, hasard):
    compte = 0
    for i in range(n):
        if carte_mise_de_cote(hasard) == "Princesse":
            compte = compte + 1
    return compte / n


def _count(n, hasard, card="Princesse", deals=None):
    return sum(carte_mise_de_cote(hasard) == card for _ in range(n if deals is None else deals))


FREQUENCY_MISTAKES = [
    (lambda n, hasard: _count(n, hasard), "m_count"),
    (lambda n, hasard: _count(n, hasard) // n, "m_floor"),
    (lambda n, hasard: 100 * _count(n, hasard) / n, "m_percent"),
    (lambda n, hasard: 1 - _count(n, hasard) / n, "m_complement"),
    (lambda n, hasard: _count(n, hasard, deals=n - 1) / n, "m_one_less"),
    (lambda n, hasard: _count(n, hasard, deals=n + 1) / n, "m_one_more"),
    (lambda n, hasard: _count(n, hasard, "princesse") / n, "m_never"),
    (lambda n, hasard: _count(n, hasard, deals=100) / 100, "ignores"),
    (lambda n, hasard, seeds=itertools.count(): _count(n, random.Random(next(seeds))) / n, "not_reproducible"),
    (lambda n, hasard: None, "none"),
    (lambda n, hasard: ..., "unfinished"),
]


def _message(key):
    text = Q.get(key) or fr.FUNCTIONS[key]
    return re.split(r"\{", text)[0]


def test_the_checker_accepts_a_right_function_and_keeps_it_in_the_progress():
    session = Session()
    je_suis("Camille", session=session)
    feedback = verifie("03.seconde.frequence", frequence_princesse, session=session)
    assert feedback.correct and feedback.message.startswith(fr.EXERCISES["right"])
    record = session.progress.record("Camille", "03.seconde.frequence")
    assert record.solved and record.tries == 1
    q = build("03.seconde.frequence", "Camille")
    assert check(q, record.last_answer).correct  # the widget's box shows the value the function gave
    assert Exercise(q, record).solved


@pytest.mark.parametrize("function, key", FREQUENCY_MISTAKES, ids=[k for _, k in FREQUENCY_MISTAKES])
def test_the_checker_names_each_typical_mistake_and_never_the_expected_value(function, key):
    session = Session()
    je_suis("Inès", session=session)
    feedback = verifie("03.seconde.frequence", function, session=session)
    assert feedback.correct is False and _message(key) in feedback.message, feedback.message
    mine = nb.FREQUENCY.personal(random.Random(CATALOGUE["03.seconde.frequence"].seed(Learner("Inès"))))
    for case in nb.FREQUENCY.cases + [mine]:  # the case the message names: its right value is not shown
        if feedback.message.startswith(f"Pour {case_text(case)},"):
            expected = nb.FREQUENCY.expected(case)
            shown = re.search(r"renvoie (\S+) :", feedback.message)
            assert shown and shown.group(1) not in (repr(float(expected)), frac(expected), str(expected),
                                                    decimal_text(expected, 10))
    record = session.progress.record("Inès", "03.seconde.frequence")
    assert record.tries == (0 if key in ("none", "unfinished") else 1) and not record.solved


def test_without_a_learner_the_function_is_checked_and_nothing_is_kept():
    session = Session()
    feedback = verifie("03.seconde.frequence", frequence_princesse, session=session)
    assert feedback.correct and fr.FUNCTIONS["no_learner"] in feedback.message
    assert session.progress.records == {}


def dans_intervalle(f, p, n):
    return abs(f - p) <= 1 / math.sqrt(n)


@pytest.mark.parametrize("function, key", [
    (lambda f, p, n: abs(f - p) < 1 / math.sqrt(n), "m_strict"),
    (lambda f, p, n: f - p <= 1 / math.sqrt(n), "m_no_abs"),
    (lambda f, p, n: abs(f - p) <= 1 / n, "m_one_over_n"),
    (lambda f, p, n: abs(f - p) <= math.sqrt(n), "m_sqrt_n"),
    (lambda f, p, n: abs(f - p) > 1 / math.sqrt(n), "m_negated"),
    (lambda f, p, n: (p - 1 / math.sqrt(n), p + 1 / math.sqrt(n)), "not_bool"),
])
def test_the_interval_checker(function, key):
    assert verifie("03.seconde.intervalle", dans_intervalle, session=Session()).correct
    feedback = verifie("03.seconde.intervalle", function, session=Session())
    assert not feedback.correct and _message(key) in feedback.message, feedback.message


def proportion_dans_intervalle(N, n, hasard):
    p = 5 / 16
    bons = 0
    for j in range(N):
        compte = 0
        for i in range(n):
            if carte_mise_de_cote(hasard) == "Garde":
                compte = compte + 1
        if dans_intervalle(compte / n, p, n):
            bons = bons + 1
    return bons / N


def test_the_proportion_checker():
    session = Session()
    je_suis("Zoé", session=session)
    assert verifie("03.seconde.proportion", proportion_dans_intervalle, session=session).correct

    def count(N, n, hasard):
        return proportion_dans_intervalle(N, n, hasard) * N

    def by_n(N, n, hasard):
        return proportion_dans_intervalle(N, n, hasard) * N / n
    for function, key in ((count, "m_share_count"), (by_n, "m_share_n")):
        feedback = verifie("03.seconde.proportion", function, session=Session())
        assert _message(key) in feedback.message, feedback.message


def test_the_checker_explains_errors_and_refuses_what_is_not_a_function():
    feedback = verifie("03.seconde.frequence", lambda n, hasard: compte / n, session=Session())  # noqa: F821
    assert "NameError" in feedback.message and not feedback.counted
    feedback = verifie("03.seconde.frequence", lambda n: 0, session=Session())
    assert "def frequence_princesse(n, hasard):" in feedback.message
    with pytest.raises(TypeError, match="sans parenthèses"):
        verifie("03.seconde.frequence", 0.06, session=Session())
    with pytest.raises(Exception, match="03.seconde.frequence"):
        verifie("03.seconde.frequences", frequence_princesse, session=Session())


def test_the_seconde_intervals_are_about_95_percent_away_from_zero_and_one():
    rng = random.Random(11)
    share = sampling.share_in_interval(sampling.sample_frequencies(200, 100, rng, "Garde"), Fraction(5, 16), 100)
    assert Fraction(9, 10) <= share <= 1
    assert sampling.in_interval(Fraction(1, 2), Fraction(1, 4), 16) and not sampling.in_interval(0.6, 0.25, 16)


def test_after_the_tries_the_learners_own_case_is_worked_out_and_a_right_function_still_counts():
    session = Session()
    je_suis("Léo", session=session)
    wrong = FREQUENCY_MISTAKES[0][0]
    for _ in range(2):
        assert fr.FUNCTIONS["solution"].split("{")[0] not in verifie("03.seconde.frequence", wrong, session=session).message
    third = verifie("03.seconde.frequence", wrong, session=session).message
    assert build("03.seconde.frequence", "Léo").explanation in third
    assert verifie("03.seconde.frequence", frequence_princesse, session=session).correct
    assert session.progress.record("Léo", "03.seconde.frequence").solved


def test_the_failing_case_is_written_the_french_way_and_the_own_case_is_told_apart():
    session = Session()
    je_suis("Inès", session=session)
    always = lambda f, p, n: True  # noqa: E731 (wrong on the third case: f = 0,125, p = 0,5, n = 25)
    message = verifie("03.seconde.intervalle", always, session=session).message
    assert "Pour f = 0,125 ; p = 0,5 et n = 25," in message and "0.5" not in message, message
    # three answers (True, False below, False above): two tries, the message says so, computed from the exercise
    tries = build("03.seconde.intervalle", "Inès").max_tries
    assert tries == 2 and fr.plural_form(fr.EXERCISES["tries_left"], 1) in message
    message = verifie("03.seconde.intervalle", always, session=session).message
    assert fr.plural_form(fr.FUNCTIONS["tries_used"], tries) in message
    mine = nb.INTERVAL.personal(random.Random(CATALOGUE["03.seconde.intervalle"].seed(Learner("Inès"))))
    assert f"votre cas personnel, {case_text(mine)} ({fr.FUNCTIONS['other_case']})" in message
    assert "." not in case_text(mine).replace("random.Random", "")  # decimal commas only
    assert "dans_intervalle(f=" in build("03.seconde.intervalle", "Inès").prompt  # and the call, in Python


def test_the_notebook_has_its_three_parts_in_order_each_saying_level_notions_duration_prerequisites():
    import json
    import os
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notebooks",
                        "03_probabilites.ipynb")
    with open(path, encoding="utf-8") as f:
        cells = json.load(f)["cells"]
    sources = ["".join(c["source"]) for c in cells]
    seconde = next(i for i, s in enumerate(sources) if s.startswith("## 1. ") and "(Seconde)" in s)
    terminale = next(i for i, s in enumerate(sources) if s.startswith("## 3. ") and "(Terminale)" in s)
    premiere = next(i for i, s in enumerate(sources) if s.startswith("## 2. ") and "(Première)" in s)
    assert seconde < premiere < terminale
    for i in (seconde, premiere, terminale):  # each part says its level, notions, duration and prerequisites
        assert all(word in sources[i] for word in ("**Niveau**", "**Notions du programme**", "**Durée**",
                                                   "**Prérequis**", "55 minutes"))
    for exercise_id in nb.FUNCTION_IDS:  # each function the learner writes has its verifie cell
        assert any(s.splitlines()[-1].startswith(f'verifie("{exercise_id}"') for s in sources if s)
