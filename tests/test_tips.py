"""The tips of the « Lettre d'amour » text (loveletter_teach.tips): the measures are reproducible with
their seeds, every verdict rule can give each answer, the exact probabilities agree with independent
counts, and the exercises of notebook 03's part 4 build, check and keep their answers out of the hints."""

import random
import re
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from loveletter_teach import fr, tips
from loveletter_teach.bots import make_bot
from loveletter_teach.editions import get_edition
from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import CATALOGUE, Learner, build, check
from loveletter_teach.exercises.families import booklet_tips as nb
from loveletter_teach.explorer import position
from loveletter_teach.probability import deduction
from loveletter_teach.probability.trees import frac
from loveletter_teach.stats import wilson

from bruteforce import model_probability

EDITION = get_edition("lettre-d-amour")
SMALL = {"messager": {"samples": 25}, "espion": {"rounds": 60}, "huit": {"rounds": 120},
         "bouclier": {"samples": 20}}


def test_the_text_names_are_the_lettre_d_amour_edition_and_the_classic_cards():
    classic = get_edition("classique")
    assert [c.name for c in EDITION.cards] == list(tips.NAMES)
    for ours, theirs in tips.NAMES.items():
        a, b = EDITION.card(ours), classic.card(theirs)
        assert (a.value, a.count, a.effect) == (b.value, b.count, b.effect)
    assert tips.name_table()[0] == "Espion (1, ×5) = Garde"


@pytest.mark.parametrize("tip_id", sorted(SMALL))
def test_a_simulated_measure_is_the_same_with_the_same_seed(tip_id):
    tip = tips.TIPS[tip_id]
    a = tip.measure(**SMALL[tip_id])
    assert tip.measure(**SMALL[tip_id]) is a  # computed once per process
    tips.clear_cache()
    b = tip.measure(**SMALL[tip_id])  # computed again, from the same seeds
    assert b is not a
    assert a.figures == b.figures and str(a) == str(b)
    assert a.verdict in fr.TIPS["verdicts"]
    other = dict(SMALL[tip_id], seed=99)
    assert tip.measure(**other).figures != a.figures


def test_the_interval_verdict_gives_each_answer():
    assert tips.interval_verdict(0.01, 0.2) == tips.CONFIRMED
    assert tips.interval_verdict(-0.2, -0.01) == tips.WRONG
    assert tips.interval_verdict(-0.1, 0.1) == tips.NUANCED
    assert tips.interval_verdict(0.4, 0.45, Fraction(1, 2)) == tips.WRONG


def test_every_rule_can_give_each_verdict():
    t = tips.TIPS
    heritiere = lambda after, control: {"start_deduction": Fraction(1, 14), "after_deduction": after,
                                        "control_deduction": control}
    assert t["heritiere"].rule(heritiere(Fraction(1, 3), Fraction(1, 5))) == tips.CONFIRMED
    assert t["heritiere"].rule(heritiere(Fraction(1, 3), Fraction(1, 2))) == tips.NUANCED
    assert t["heritiere"].rule(heritiere(Fraction(1, 20), Fraction(1, 5))) == tips.WRONG
    duel = lambda *gains: {"odds": {i: (g, 0, 0) for i, g in enumerate(gains)}}
    assert t["duelliste"].rule(duel(-1, 0, 1)) == tips.CONFIRMED
    assert t["duelliste"].rule(duel(0, -1, 1)) == tips.NUANCED
    assert t["duelliste"].rule(duel(0, 1, 2)) == tips.WRONG
    for tip_id in ("messager", "bouclier"):
        assert [t[tip_id].rule({"low": lo, "high": hi}) for lo, hi in ((0.1, 0.2), (-0.1, 0.1), (-0.2, -0.1))] == \
            [tips.CONFIRMED, tips.NUANCED, tips.WRONG]
    # « presque jamais »: less than half the rate of the other kept cards (here 250/1000: a threshold of 0,125)
    espion = lambda k, n, hit_spy=0: {"Espion": (hit_spy, 10, 0, 0), "Prêtre": (k, n, *wilson(k, n)),
                                      "others": (250, 1000, 0, 0)}
    assert t["espion"].rule(espion(2, 200)) == tips.CONFIRMED
    assert t["espion"].rule(espion(25, 200)) == tips.NUANCED
    assert t["espion"].rule(espion(50, 200)) == tips.WRONG  # hit as often as the others: the 0,272 of the issue
    assert t["espion"].rule(espion(2, 200, hit_spy=1)) == tips.WRONG
    huit = lambda messager, duel: {"Messager": (messager, *wilson(messager, 100)), "Duelliste": (duel, *wilson(duel, 100))}
    assert t["huit"].rule(huit(5, 3)) == tips.CONFIRMED
    assert t["huit"].rule(huit(5, 0)) == tips.NUANCED
    assert t["huit"].rule(huit(0, 0)) == tips.WRONG


# --- the exact figures, counted again -----------------------------------------------------------------------
def _independent_heritiere(moves, obs):
    """P(Bob holds the Héritière) at Alice's turn 7, by listing Bob's first card and his three draws (an
    ordered draw from the 11 cards Alice has not seen) and weighing Bob's plays by the play model."""
    alice = list(obs.hand) + list(obs.discards[0])  # her 5 cards: 2 in hand, 3 played
    assert len(alice) == 5
    pool = list(EDITION.deck)
    for card in alice:
        pool.remove(card)
    plays = [EDITION.card(m[0]) for m in moves[1::2]]  # Bob's cards
    missed = EDITION.card(moves[4][2])  # Alice's Espion named this card at turn 5, and missed
    total = heritiere = Fraction(0)
    for b0, d1, d2, d3 in permutations(range(len(pool)), 4):
        weight, kept = Fraction(1), pool[b0]
        for turn, (draw, played) in enumerate(zip((d1, d2, d3), plays)):
            hand = [kept, pool[draw]]
            if played not in hand:
                weight = 0
                break
            weight *= model_probability(EDITION, hand, played)
            hand.remove(played)
            kept = hand[0]
            if turn == 1 and kept == missed:
                weight = 0
            if not weight:
                break
        total += weight
        if kept.name == "Héritière":
            heritiere += weight
    return heritiere / total


@pytest.mark.parametrize("moves", [tips.HERITIERE_MOVES, tips.CONTROL_MOVES])
def test_the_heritiere_deduction_is_the_count_of_bobs_cards_weighed_by_the_play_model(moves):
    obs = tips.heritiere_position(moves).observation()
    assert obs.current == obs.seat == 0 and len(obs.hand) == 2
    assert deduction(obs).prob("Bob", "Héritière") == _independent_heritiere(moves, obs)


def test_the_heritiere_figures_and_verdict():
    m = tips.TIPS["heritiere"].measure()
    f = m.figures
    assert f["start_counting"] == f["start_deduction"] == Fraction(1, 14)  # 16 cards, Alice sees 2
    assert f["after_counting"] == f["control_counting"] == Fraction(1, 8)  # Alice sees 8 cards
    assert f["after_deduction"] == Fraction(4, 13)
    assert m.verdict == tips.NUANCED and f["control_deduction"] == Fraction(8, 21) > f["after_deduction"]
    # keeping the higher card 9 times in 10: the Duellistes and the Dame now say more than the control
    high = tips.TIPS["heritiere"].measure("garde_haute").figures
    assert round(float(high["after_deduction"]), 3) == 0.288 and round(float(high["control_deduction"]), 3) == 0.241
    assert tips.TIPS["heritiere"].measure("garde_haute").verdict == tips.CONFIRMED
    assert tips.TIPS["heritiere"].verdict == tips.DEPENDS
    assert fr.TIPS["verdicts"][tips.DEPENDS] in tips.TIPS["heritiere"].table()


def test_the_combined_verdict_is_the_common_one_or_depends():
    assert tips.combine(["faux", "faux"]) == "faux"
    assert tips.combine(["confirme", "nuance"]) == tips.DEPENDS
    with pytest.raises(LoveLetterError):
        tips.combine([])
    with pytest.raises(LoveLetterError, match="façon de jouer"):
        tips.TIPS["messager"].measure("stratège")
    assert tips.TIPS["duelliste"].verdict == tips.CONFIRMED  # the first turn: every play model agrees


def test_the_recorded_table_is_the_rules_verdict_of_its_figures_under_every_bot():
    from loveletter_teach import tips_table
    assert re.fullmatch(r"[0-9a-f]{7,}\+?", tips_table.COMMIT)
    for tip_id, tip in tips.TIPS.items():
        if tip.exact:
            assert tip_id not in tips_table.ROWS
            continue
        rows = tips_table.ROWS[tip_id]
        assert tuple(rows) == tips.BOT_MODELS
        for row in rows.values():
            assert tip.rule(row["figures"]) == row["verdict"]
            for key, value in row["settings"].items():
                assert value >= 5 * tip.live[key]  # the benchmark measures far more than the notebook
        assert tip.verdict == tips.combine(row["verdict"] for row in rows.values())
        assert all(fr.TIPS["models"][bot] in tip.table() for bot in rows)
        assert tips_table.COMMIT in tip.table()


def test_the_benchmark_measures_what_the_tips_measure():
    """The script's run at a small scale is the tip's own measure under the same settings."""
    import contextlib
    import importlib.util
    import io
    from pathlib import Path
    spec = importlib.util.spec_from_file_location("tips_large", Path(__file__).resolve().parents[1] / "benchmarks"
                                                  / "tips_large.py")
    tips_large = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tips_large)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        tips_large.main(["--scale", "0.002", "--only", "huit"])
    for bot in tips.BOT_MODELS:
        assert str(tips.TIPS["huit"].measure(bot, rounds=40)).split("\n")[0] in out.getvalue()
    assert "==> huit: " in out.getvalue()


def test_a_counting_guesser_names_a_pretre_as_often_as_any_best_guess():
    """At the first turn the Prêtre is one of the most likely cards: 2/14, tied with three others."""
    priest, top, best = tips.first_turn_guess()
    assert priest == top == Fraction(2, 14) and "Prêtre" in best and len(best) == 4


def test_the_duel_odds_are_the_unseen_cards_counted():
    for kept in EDITION.cards:
        rest = Counter(EDITION.deck)
        rest[EDITION.card("Duelliste")] -= 1
        rest[kept] -= 1
        lower = sum(k for c, k in rest.items() if c.value < kept.value)
        higher = sum(k for c, k in rest.items() if c.value > kept.value)
        assert tips.duel_odds(kept.name)[:2] == (Fraction(lower, 14), Fraction(higher, 14))
    m = tips.TIPS["duelliste"].measure()
    assert m.verdict == tips.CONFIRMED and m.figures["threshold"] == "Bouclier"


def test_a_kept_espion_is_never_hit_and_no_duel_removes_the_heritiere():
    tally = tips.espion_hits(rounds=150, seed=5)
    assert tally["Espion"][0] == 0 and tally["Espion"][1] > 0
    wins, n, causes = tips.heritiere_rounds(rounds=300, seed=5)
    assert n > 0 and "Duelliste" not in causes and set(causes) <= {"Espion", "Messager"}


def test_the_restricted_bot_plays_the_asked_card_and_is_the_bot_elsewhere():
    from loveletter_teach import Round
    r = Round.deal("lettre-d-amour", 2, seed=3)
    obs = r.observation(r.current)
    bot = make_bot("compteur", seed=1)
    for card in {c.name for c in obs.hand}:
        chosen = tips.Restricted(bot, lambda o: True, card).choose(obs)
        assert chosen.card.name == card and chosen in obs.legal_actions
    assert tips.Restricted(bot, lambda o: False, "Héritière").choose(obs) == bot.choose(obs)


def test_each_paired_position_meets_the_situation():
    pairs = tips.paired(lambda o: sorted(c.name for c in o.hand) == ["Messager", "Prêtre"], ("Messager", "Prêtre"),
                        2, 10, seed=7)
    assert len(pairs) == 10 and all(0 <= a <= 1 and 0 <= b <= 1 for a, b in pairs)


# --- the exercises ----------------------------------------------------------------------------------------------
IDS = [i for i in CATALOGUE if i.startswith("03.conseils.")]
NAMES = ["Camille", "Yanis", "Inès", "Léo", "Zoé", "Mathis"]


def test_at_least_six_graded_exercises_with_levels_and_notions():
    assert len(IDS) >= 6
    assert all(CATALOGUE[i].notion in fr.NOTIONS and CATALOGUE[i].level in fr.SCHOOL_LEVELS for i in IDS)
    assert "03.conseils" in fr.SECTIONS


def _answer_texts(q):
    if q.kind in ("number", "probability"):
        value = Fraction(q.answer)
        texts = {fr.decimal(float(value), places).rstrip("0").rstrip(",") for places in (3, 4)}
        texts.add(frac(value) if value.denominator != 1 else str(value.numerator))
        return {t for t in texts if t not in ("0", "1", "")}
    return {q.answer}


@pytest.mark.slow
@pytest.mark.parametrize("exercise_id", IDS)
def test_each_exercise_builds_is_solvable_and_its_hints_keep_the_answer(exercise_id):
    for name in NAMES:
        q = build(exercise_id, Learner(name))
        assert q.prompt and q.explanation and len(q.hints) >= 2
        assert check(q, q.answer if q.kind == "choice" else str(Fraction(q.answer))).correct
        for hint in q.hints:
            for text in _answer_texts(q):
                assert not re.search(rf"(?<![\d/,]){re.escape(text)}(?![\d/,])", hint), (exercise_id, text, hint)
    assert build(exercise_id, Learner("Camille")).prompt == build(exercise_id, Learner("Camille")).prompt


def test_the_espion_answer_is_the_counting_bots_choice():
    """The compteur names one of the ex æquo cards the question lists, each about as often."""
    for hand in nb.HANDS:
        obs = position("lettre-d-amour", 2, viewer=1, first=1, hands=[None, hand[0]], deck=[hand[1]],
                       seed=0).observation()
        names = Counter()
        for seed in range(120):
            action = make_bot("compteur", seed=seed).choose(obs)
            if action.card.name == "Espion":
                names[action.guess.name] += 1
        q = nb.espion_question(random.Random(0))  # any variant: its rule is checked on every hand below
        if names:
            counted = deduction(obs)  # first turn: déduction is counting
            top = max(p for c, p in counted.players[0].items() if c.name != "Espion")
            assert {c.name for c, p in counted.players[0].items() if p == top and c.name != "Espion"} >= set(names)
        assert q.answer in (0, Fraction(1, 3), Fraction(1, 4), Fraction(1, 2), 1)


def test_a_prediction_is_answered_by_the_tips_own_measure_and_is_not_in_the_final_quiz():
    assert set(nb.PREDICTIONS) == set(tips.TIPS)
    for tip_id, exercise_id in nb.PREDICTIONS.items():
        q = build(exercise_id, Learner("Camille"))
        assert q.answer == tips.TIPS[tip_id].verdict_text and q.answer in q.choices
        assert fr.TIPS["verdicts"][tips.DEPENDS] in q.choices and CATALOGUE[exercise_id].version == 2
        old = CATALOGUE[exercise_id].build(Learner("Camille"), version=1)
        assert old.answer == fr.TIPS["verdicts"][nb.FIRST_VERDICTS[tip_id]] and len(old.choices) == 3
        assert exercise_id not in nb.QUIZ_IDS
    assert len(nb.QUIZ_IDS) >= 6 and all(i in CATALOGUE for i in nb.QUIZ_IDS)
