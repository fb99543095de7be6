"""The Première exercises of notebook 03: every variant's answer is the one found by brute force over
the deals Alice cannot tell apart (every ordered pair: Bob's card, the burned card, among the cards
she does not see), the worked solution shows it, no hint gives it away, and a learner's variant is
the same every time."""

import math
import random
import re
from fractions import Fraction
from itertools import permutations, product

import pytest

from loveletter_teach import fr
from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import CATALOGUE, Learner, build, check
from loveletter_teach.exercises.families import duels, first_turn as nb, ticket
from loveletter_teach.exercises.parsing import decimal_text
from loveletter_teach.probability.trees import frac
from loveletter_teach.probability.variables import Law, card_value_law, exact_sqrt

IDS = [i for i in CATALOGUE if i.startswith("03.") and CATALOGUE[i].level == "Première"
       and CATALOGUE[i].section != "conseils"]  # part 2 of the notebook (part 4 has its own tests)
NAMES = ["Camille", "Yanis", "Inès", "Léo", "Zoé", "Mathis", "Adam", "Lina"]
EDITION = nb.EDITION


def unseen(obs):
    """The cards Alice does not see at the first turn, one entry per physical card."""
    rest = list(EDITION.deck)
    for card in list(obs.hand) + list(obs.face_up):
        rest.remove(card)
    return rest


def pairs(obs):
    """Every (Bob's card, burned card), all equally likely."""
    return list(permutations(unseen(obs), 2))


def p(pairs_, event, given=lambda b, s: True):
    kept = [(b, s) for b, s in pairs_ if given(b, s)]
    return Fraction(sum(1 for b, s in kept if event(b, s)), len(kept))


def card_named(text):
    """The card of « un Garde », « la Princesse », « l'Espionne »."""
    return EDITION.card(re.sub(r"^(le |la |l'|un |une )", "", text.strip()))


def mean(values):
    return Fraction(sum(values), len(values))


def test_at_least_12_premiere_exercises_on_the_programmes_notions():
    entries = [CATALOGUE[i] for i in IDS]
    assert len(entries) >= 12
    assert {e.section for e in entries} == {"conditionnel", "aleatoire", "ticket"}
    for notion in ("probabilité conditionnelle", "arbre pondéré", "formule des probabilités totales",
                   "indépendance", "tableau croisé", "variable aléatoire", "espérance", "variance et écart type"):
        assert notion in {e.notion for e in entries}, notion
    assert len([e for e in entries if e.section == "ticket"]) == 3 and all(e.personal for e in entries)


@pytest.mark.parametrize("exercise_id", IDS)
def test_each_exercise_builds_for_every_learner_is_solvable_and_no_hint_gives_the_answer(exercise_id):
    for name in NAMES:
        q = build(exercise_id, Learner(name))
        assert q.kind == CATALOGUE[exercise_id].kind and q.prompt and q.explanation and len(q.hints) >= 2
        if q.kind in ("probability", "number"):
            answer = q.answer
            forms = {frac(answer), decimal_text(answer, 2), decimal_text(answer, 3)} if answer.denominator != 1 or \
                q.kind == "probability" else set()
            if q.kind == "probability":
                assert 0 <= answer <= 1 and check(q, frac(answer)).correct
            else:
                assert check(q, decimal_text(answer, 4)).correct
                if isinstance(q, nb.DecimalQuestion):  # σ(X): the solution shows it rounded
                    forms = {decimal_text(answer, 2)}
            shown = q.explanation.replace("−", "-")
            assert any(f.replace("−", "-") in shown for f in forms if f) or not forms, (q.explanation, forms)
            for hint in q.hints:
                for form in forms:
                    if answer not in (0, 1):
                        assert not re.search(rf"(?<![\d/,]){re.escape(form)}(?![\d/,])", hint), (hint, form)
        elif q.kind == "choice":
            assert check(q, q.answer).correct
            assert all(q.answer not in hint for hint in q.hints)
        elif q.kind == "compare":
            assert check(q, q.answer).correct
        elif q.kind == "independence":  # the value and the verdict, one try
            assert 0 < q.answer < 1 and check(q, q.with_verdict(frac(q.answer))).correct
            assert frac(q.answer) in q.explanation


def test_a_variant_is_the_same_every_time_and_differs_between_learners():
    for exercise_id in IDS:
        a, b = build(exercise_id, "Camille"), build(exercise_id, " camille ")
        assert a.prompt == b.prompt and a.answer == b.answer and a.seed == b.seed
    assert len({build("03.conditionnel.univers", name).prompt for name in NAMES}) > 1


def test_the_questions_on_one_variable_share_the_learners_position():
    for name in NAMES[:4]:
        seeds = {build(i, name).seed for i in ("03.aleatoire.loi", "03.aleatoire.esperance", "03.aleatoire.variance",
                                               "03.aleatoire.ecart_type")}
        duel = {build(i, name).seed for i in ("03.aleatoire.baron", "03.aleatoire.equitable", "03.aleatoire.jetons")}
        assert len(seeds) == 1 and len(duel) == 1


def variants(exercise_id, count=12):
    return [build(exercise_id, f"élève {k}") for k in range(count)]


def test_the_reduced_universe_by_brute_force():
    for q in variants("03.conditionnel.univers"):
        v = int(re.search(r"vaut au moins (\d)", q.prompt).group(1))
        card = card_named(re.search(r"B : « Bob a ([^»]+) »", q.prompt).group(1))
        assert q.answer == p(pairs(q.position), lambda b, s: b == card, given=lambda b, s: b.value >= v)


def test_the_crossed_table_by_brute_force():
    kinds = set()
    for q in variants("03.conditionnel.tableau", 20):
        c = card_named(re.search(r"A : « la carte mise de côté est ([^»]+) »", q.prompt).group(1))
        found = re.search(r"B : « Bob a ([^»]+) »", q.prompt)
        if found:
            d = card_named(found.group(1))
            event = lambda b, s: b == d
        else:
            v = int(re.search(r"B : « la carte de Bob vaut au moins (\d+) »", q.prompt).group(1))
            event = lambda b, s: b.value >= v
        kinds.add(found is not None)
        assert q.answer == p(pairs(q.position), event, given=lambda b, s: s == c)
    assert kinds == {True, False}  # version 3: a card, or a value


def test_independence_by_brute_force_and_its_answer_is_not_given_by_the_kind_of_events():
    """Version 1 compared P(A ∩ B) with P(A) × P(B); version 2 asks P(A ∩ B) and compares in the solution;
    version 3 asks P(A ∩ B) and the verdict, graded together."""
    answers = set()
    for version in (1, 2, 3):
        for k in range(30):
            q = build("03.conditionnel.independance", f"élève {k}", version=version)
            parity = 0 if "valeur paire" in q.prompt else 1
            w = int(re.search(r"vaut au moins (\d+) »", q.prompt).group(1))
            all_ = pairs(q.position)
            in_a, in_b = (lambda b, s: b.value % 2 == parity), (lambda b, s: s.value >= w)
            both = p(all_, lambda b, s: in_a(b, s) and in_b(b, s))
            apart = p(all_, in_a) * p(all_, in_b)
            symbol = "<" if both < apart else ">" if both > apart else "="
            if version == 1:
                assert check(q, symbol).correct and q.answer == symbol, q.explanation
                answers.add((parity, symbol))
            else:
                assert q.answer == both and f"P(A ∩ B) {symbol} P(A) × P(B)" in q.explanation
                assert not check(q, q.with_verdict(frac_text(apart))).correct or both == apart
            if version == 3:
                assert q.independent == (both == apart)
    assert {s for _, s in answers} >= {"<", ">"}  # the same kind of events gives either answer
    assert any((parity, "<") in answers and (parity, ">") in answers for parity in (0, 1))


def frac_text(x):
    return f"{x.numerator}/{x.denominator}"


def test_the_product_rule_and_the_total_probability_by_brute_force():
    for q in variants("03.conditionnel.produit"):
        card = card_named(re.search(r"A : « Bob a ([^»]+) »", q.prompt).group(1))
        first, second = re.search(r"Calculez P\((\S+) ∩ (\S+)\)\.", q.prompt).groups()
        in_a = (lambda b: b == card) if first == "A" else (lambda b: b != card)
        in_b = (lambda s: s == card) if second == "B" else (lambda s: s != card)
        assert q.answer == p(pairs(q.position), lambda b, s: in_a(b) and in_b(s))
    for q in variants("03.conditionnel.total"):
        found = re.search(r"A : « Bob a ([^»]+) »", q.prompt)
        if found:
            card = card_named(found.group(1))
            in_ = lambda c: c == card
        else:
            v = int(re.search(r"A : « la carte de Bob vaut au moins (\d+) »", q.prompt).group(1))
            in_ = lambda c: c.value >= v
        assert q.answer == p(pairs(q.position), lambda b, s: in_(s)) == p(pairs(q.position), lambda b, s: in_(b))
        assert q.figure.blanks  # the second level is left for the learner


def test_the_law_expectation_variance_and_standard_deviation_by_brute_force():
    for name in NAMES:
        loi, e, v, s = (build(i, name) for i in ("03.aleatoire.loi", "03.aleatoire.esperance", "03.aleatoire.variance",
                                                 "03.aleatoire.ecart_type"))
        values = [c.value for c in unseen(e.position)]
        threshold = int(re.search(r"P\(X ≥ (\d)\)", loi.prompt).group(1))
        assert loi.answer == mean([x >= threshold for x in values])
        m = mean(values)
        assert e.answer == m and v.answer == mean([(x - m) ** 2 for x in values])
        assert abs(s.answer - Fraction(math.sqrt(v.answer))) < Fraction(1, 10 ** 9)
        assert check(s, decimal_text(math.sqrt(v.answer), 2)).correct and not check(s, decimal_text(v.answer, 2)).correct


def test_the_kings_exchange_compares_the_mean_value_received_with_the_card_given():
    for q in variants("03.aleatoire.roi"):
        other = next(c for c in q.position.hand if c.name != "Roi")
        m = mean([c.value for c in unseen(q.position)])
        assert check(q, "<" if m < other.value else ">" if m > other.value else "=").correct


def test_the_barons_duel_its_fairness_and_the_tokens_by_brute_force():
    for name in NAMES:
        baron, fair, tokens = (build(i, name) for i in ("03.aleatoire.baron", "03.aleatoire.equitable",
                                                        "03.aleatoire.jetons"))
        hand = list(baron.position.hand)
        hand.remove(EDITION.card("Baron"))
        kept = hand[0].value
        outcomes = [(kept > x) - (kept < x) for x in (c.value for c in unseen(baron.position))]
        e = mean(outcomes)
        assert baron.answer == e
        assert fair.answer == duels.WORDS["equitable"]["choices"][0 if e > 0 else 1 if e == 0 else 2]
        # two independent duels: every pair of outcomes, the tokens counted
        assert tokens.answer == mean([(a == 1) + (b == 1) for a, b in product(outcomes, outcomes)])


def test_the_exit_ticket():
    for q in variants("03.ticket.sachant"):
        c = card_named(re.search(r"n'a pas (?:de |d')?([^,]+), quelle", q.prompt).group(1).replace("la ", "").replace("le ", ""))
        d = card_named(re.search(r"ait ([^?]+) \?", q.prompt).group(1))
        assert q.answer == p(pairs(q.position), lambda b, s: b == d, given=lambda b, s: b != c)
    plurals = {fr.plural(c): c for c in EDITION.cards} | {c.name: c for c in EDITION.cards}
    for q in variants("03.ticket.esperance"):
        listed = re.search(r"voyez pas : (.+)\. Vous en", q.prompt).group(1)
        values = [plurals[name].value for k, name in re.findall(r"(\d+) (\w+)", listed) for _ in range(int(k))]
        assert q.answer == mean(values)
    for k in range(20):
        q = build("03.ticket.independance", f"élève {k}", version=1)
        independent = "remélangé" in q.prompt or "remettez" in q.prompt
        assert q.answer == ticket.WORDS["t_independance"]["choices"][0 if independent else 1]
    for version in (2, 3):  # P_A(B), then compared with P(B); version 3: and the verdict, graded with it
        for k in range(20):
            q = build("03.ticket.independance", f"élève {k}", version=version)
            independent = "remélangé" in q.prompt or "remettez" in q.prompt
            size, count = (int(x) for x in re.search(r"compte (\d+) cartes, dont (\d+) ", q.prompt).groups())
            both = re.search(r"soit (\d+) cartes de B", q.prompt)  # B: either of two cards
            p_b = Fraction(int(both.group(1)) if both else count, size)
            assert (q.answer == p_b) == independent and ("sont indépendants" in q.explanation) == independent
            if version == 3:
                assert size == 16 and q.independent == independent  # the classic deck, the lesson's


def test_a_law_is_checked_and_conditions_like_a_reduced_universe():
    with pytest.raises(LoveLetterError, match="somme"):
        Law({1: Fraction(1, 2), 2: Fraction(1, 3)})
    with pytest.raises(LoveLetterError, match="entre 0 et 1"):
        Law({1: Fraction(3, 2), 2: Fraction(-1, 2)})
    X = Law({1: Fraction(1, 4), 2: Fraction(1, 4), 4: Fraction(1, 2)})
    assert X.conditional(lambda x: x >= 2).probability(4) == Fraction(2, 3)
    assert X.map(lambda x: x * x, "Y").expectation() == X.moment2() == Fraction(37, 4)
    assert X.variance() == X.moment2() - X.expectation() ** 2
    assert exact_sqrt(Fraction(9, 4)) == Fraction(3, 2) and exact_sqrt(2) is None
    assert Law({0: 1, 3: 0}, keep_zeros=True).values == (0, 3) and Law({0: 1, 3: 0}).values == (0,)
    assert "<table" in X._repr_html_() and "P(X = x_i)" in str(X)


def test_the_law_of_a_cards_value_adds_cards_of_the_same_value():
    # « 2019 »: the Espionne and the Garde are cards of different values, two Chanceliers of the same one
    dist = {EDITION.card("Garde"): Fraction(1, 2), EDITION.card("Prince"): Fraction(1, 2)}
    assert card_value_law(dist).law == {1: Fraction(1, 2), 5: Fraction(1, 2)}


def test_a_first_turn_puts_the_chosen_cards_in_alices_hand():
    for seed in range(20):
        obs = nb.first_turn(random.Random(seed), hand=["Roi"])
        assert EDITION.card("Roi") in obs.hand and len(obs.hand) == 2 and obs.my_turn and obs.seat == 0


def test_p_e_of_h_and_p_h_of_e_differ_and_are_compared_right():
    for k in range(12):  # version 1: the comparison
        q = build("03.conditionnel.confusion", f"élève {k}", version=1)
        c = card_named(re.search(r"H : « Bob a ([^»]+) »", q.prompt).group(1))
        d = card_named(re.search(r"E : « la carte mise de côté est ([^»]+) »", q.prompt).group(1))
        all_ = pairs(q.position)
        posterior = p(all_, lambda b, s: b == c, given=lambda b, s: s == d)
        likelihood = p(all_, lambda b, s: s == d, given=lambda b, s: b == c)
        assert posterior != likelihood and q.choices == ("P_E(H)", "P_H(E)")
        assert check(q, "<" if posterior < likelihood else ">").correct and not check(q, "=").correct
    for q in variants("03.conditionnel.confusion"):  # version 2: P_E(H), and P_H(E) is the named mistake
        c = card_named(re.search(r"H : « Bob a ([^»]+) »", q.prompt).group(1))
        w = int(re.search(r"E : « la carte mise de côté vaut au moins (\d+) »", q.prompt).group(1))
        all_ = pairs(q.position)
        posterior = p(all_, lambda b, s: b == c, given=lambda b, s: s.value >= w)
        likelihood = p(all_, lambda b, s: s.value >= w, given=lambda b, s: b == c)
        assert q.answer == posterior != likelihood
        feedback = check(q, frac_text(likelihood))
        assert not feedback.correct and "P_H(E) au lieu de P_E(H)" in feedback.message


def test_a_learner_answers_sigma_and_a_comparison_in_the_widgets():
    pytest.importorskip("ipywidgets")
    import html

    from loveletter_teach.exercises import Session
    from loveletter_teach.widgets import ExerciseWidget

    session = Session()
    session.set_learner("Camille")
    sigma = ExerciseWidget("03.aleatoire.ecart_type", session=session)
    expected = build("03.aleatoire.ecart_type", "Camille").answer
    sigma.answer.value = decimal_text(expected, 2)
    sigma.check_button.click()
    text = html.unescape(sigma.feedback.value)
    assert "Bravo" in text and "≈ " + decimal_text(expected, 2) in text and "/10000" not in text
    compare = ExerciseWidget("03.aleatoire.roi", session=session)
    assert compare.question.kind == "compare" and compare.question.choices[0] == "E(X)"
