"""Questions built from positions: the answer is the package's exact value, the hints never give it."""

import random
from fractions import Fraction

import pytest

from loveletter_teach import Round
from loveletter_teach.editions import EDITIONS
from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import check
from loveletter_teach.exercises.families.positions import NOTIONS, position_question
from loveletter_teach.probability import card_counting, guard_advice, play_tree
from loveletter_teach.probability.trees import frac, unseen_counts


def answer_forms(value):
    """Every way the answer could leak: the fraction and its decimals (comma and point) and percent."""
    forms = {frac(value)}
    for places in (2, 3, 4):
        text = f"{float(value):.{places}f}"
        forms |= {text, text.replace(".", ",")}
    forms.add(f"{float(value) * 100:.1f}".replace(".", ",") + " %")
    return forms


def positions(count, seed):
    rng = random.Random(seed)
    for i in range(count):
        edition = list(EDITIONS)[i % len(EDITIONS)]
        r = Round.deal(edition, rng.randint(2, min(4, EDITIONS[edition].max_players)), seed=rng.getrandbits(32))
        for _ in range(rng.randrange(1, 9)):
            if r.over:
                break
            r.play(rng.choice(r.legal_actions()))
        if not r.over:
            yield r.observation(r.current)


def expected(obs, notion, q):
    """The value each notion asks for, recomputed here from the package's own probabilities."""
    player = next(s for s, name in enumerate(obs.names) if name in q.prompt.split("Vous êtes")[1].split(".", 1)[1]
                  and s != obs.seat) if notion != "guard" else None
    card = next((c for c in obs.edition.cards if f" {c.name} »" in q.prompt or f"{c.name} »" in q.prompt), None)
    if notion == "comptage":
        return card_counting(obs).players[player].get(card, 0)
    if notion == "complement":
        return 1 - card_counting(obs).players[player].get(card, 0)
    if notion == "conditional":  # u copies among n unseen: P_A(B) = u (n - u) / ((n - u)(n - 1)) = u / (n - 1)
        unseen, _ = unseen_counts(obs)
        return Fraction(unseen[card], sum(unseen.values()) - 1)
    if notion in ("total_probability", "bayes"):
        tree = play_tree(obs, player)
        if notion == "total_probability":
            return tree.probability(tree.event)
        h = q.prompt.split("hypothèse ")[1].split(" (")[0]
        return tree.conditional(h, tree.event)
    return guard_advice(obs).best[0][0]


def test_every_notion_gives_the_exact_value_and_hints_without_it():
    built = {notion: 0 for notion in NOTIONS}
    for i, obs in enumerate(positions(70, seed=3)):
        for notion in NOTIONS:
            try:
                q = position_question(obs, notion, seed=i)
            except LoveLetterError:
                continue
            built[notion] += 1
            value = expected(obs, notion, q)
            if notion == "guard":
                assert all(p == value for _, _, p in q.best_guesses())
                target, card, p = q.best_guesses()[0]
                assert check(q, (target, card.name, frac(p))).correct
            else:
                assert isinstance(q.answer, Fraction) and q.answer == value, (notion, q.prompt)
                assert check(q, frac(value)).correct
                assert frac(value) in q.explanation  # the worked solution ends on the value
            assert 2 <= len(q.hints) <= 3
            leaks = answer_forms(value) if value not in (0, 1) else {frac(value) + "/", "= " + frac(value)}
            for hint in q.hints:
                assert "{" not in hint
                assert not any(form in hint for form in leaks), (notion, hint)
    assert all(count >= 5 for count in built.values()), built


def test_counting_solution_is_written_like_on_the_board():
    r = Round.deal("classique", 2, seed=4)
    obs = r.observation(r.current)
    q = position_question(obs, "comptage", card="Baron")
    unseen, _ = unseen_counts(obs)
    n, k = sum(unseen.values()), unseen[obs.edition.card("Baron")]
    assert q.explanation.startswith(f"Il reste {n} cartes que vous ne voyez pas, dont {k} Barons : P(B) = {k}/{n}")
    assert q.answer == Fraction(k, n)


def test_unknown_notion_and_impossible_positions_are_refused_in_french():
    r = Round.deal("classique", 2, seed=4)
    with pytest.raises(LoveLetterError, match="Notion inconnue"):
        position_question(r.observation(0), "magie")
    with pytest.raises(LoveLetterError, match="aucun tour|Aucun adversaire"):
        position_question(r.observation(0), "bayes")
