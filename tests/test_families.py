"""The exercise families: every Seconde and Terminale exercise of
notebook 03 lives in one module with its words, named mistakes, draw and question; a Terminale answer equals an
exact count written here, apart from the package's formulas, on 100 learners' variants (the helper of
docs/ecrire_un_exercice.md); the migrated exercises give the same variants as before, bit for bit; and
Terminale has at least 12 probability exercises."""

import itertools
import math
import random
import re
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

import pytest

from loveletter_teach import fr
from loveletter_teach.editions import get_edition
from loveletter_teach.exercises import CATALOGUE, build, catalogue
from loveletter_teach.exercises import families
from loveletter_teach.exercises.families.checking import NAMES, ProblemCheckError, check_problem
from test_wording import strings, typography_faults

import loveletter_teach.exercises.families.bayes  # noqa: E402  (each family, by name: tests/README.md maps them here)
import loveletter_teach.exercises.families.booklet_tips  # noqa: E402
import loveletter_teach.exercises.families.conditional  # noqa: E402
import loveletter_teach.exercises.families.counting  # noqa: E402
import loveletter_teach.exercises.families.duels  # noqa: E402
import loveletter_teach.exercises.families.first_guard  # noqa: E402
import loveletter_teach.exercises.families.first_turn  # noqa: E402
import loveletter_teach.exercises.families.fluctuation  # noqa: E402
import loveletter_teach.exercises.families.guard_series  # noqa: E402
import loveletter_teach.exercises.families.guess  # noqa: E402
import loveletter_teach.exercises.families.hypotheses  # noqa: E402
import loveletter_teach.exercises.families.memory  # noqa: E402
import loveletter_teach.exercises.families.played_cards  # noqa: E402
import loveletter_teach.exercises.families.positions  # noqa: E402
import loveletter_teach.exercises.families.random_variable  # noqa: E402
import loveletter_teach.exercises.families.rules  # noqa: E402
import loveletter_teach.exercises.families.sums  # noqa: E402
import loveletter_teach.exercises.families.ticket  # noqa: E402
import loveletter_teach.exercises.families.two_draws  # noqa: E402
import loveletter_teach.exercises.families.unseen  # noqa: E402
import loveletter_teach.exercises.families.weighted_trees  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


# --- exact counts, written apart from the package ---------------------------------------------------------
def unseen(obs):
    """The physical cards ``obs``'s seat does not see, in the deck's order."""
    cards = list(obs.edition.deck)
    for card in list(obs.hand) + list(obs.face_up) + [c for pile in obs.discards for c in pile]:
        cards.remove(card)
    return cards


def spread(v):
    return bob_card(v) * (1 - bob_card(v))


def bob_card(v):
    """P(Bob's card is v.card): every unseen card is Bob's in as many deals."""
    cards = unseen(v.obs)
    return Fraction(sum(c == v.card for c in cards), len(cards))


@lru_cache(maxsize=None)
def successes_law(n, p):
    """The law of the number of successes of n independent trials of probability p, one trial at a
    time (a table of counts, no binomial coefficient)."""
    law = [Fraction(1)]
    for _ in range(n):
        law = [(law[k] if k < len(law) else 0) * (1 - p) + (law[k - 1] * p if k else 0) for k in range(len(law) + 1)]
    return tuple(law)


def sequences(n, p, event):
    """P(event(number of successes)) summed over all 2^n sequences of n trials."""
    return sum(p ** sum(s) * (1 - p) ** (n - sum(s)) for s in itertools.product((0, 1), repeat=n) if event(sum(s)))


@lru_cache(maxsize=None)
def alice_guard_and_bob(edition, card):
    """P(Alice holds a Guard among two cards and Bob holds ``card``) over every (Bob's card, Alice's pair)
    of physical cards, all alike."""
    deck = list(edition.deck)
    good = total = 0
    for b in range(len(deck)):
        rest = deck[:b] + deck[b + 1:]
        for pair in itertools.combinations(rest, 2):
            total += 1
            good += deck[b] == card and any(c.name == "Garde" for c in pair)
    return Fraction(good, total)


@lru_cache(maxsize=None)
def dealt_sum_mean(edition_id, m):
    """E(S) for the sum of the values of m cards dealt: the mean over every set of m physical cards."""
    values = [c.value for c in get_edition(edition_id).deck]
    sets = list(itertools.combinations(values, m))
    return Fraction(sum(map(sum, sets)), len(sets))


def sum_law(edition_id, r):
    """The law of the sum of the values of r cards, each drawn from a deck of its own (r shuffles)."""
    values = [c.value for c in get_edition(edition_id).deck]
    law = {0: Fraction(1)}
    for _ in range(r):
        new = {}
        for s, p in law.items():
            for x in values:
                new[s + x] = new.get(s + x, 0) + p / len(values)
        law = new
    return law


def variance_of(law):
    mean = sum(s * p for s, p in law.items())
    return sum(p * (s - mean) ** 2 for s, p in law.items())


def replayed_frequency(v):
    """The learner's simulation, run again: n shuffles of the unseen cards, Bob's card the first."""
    rng, hits = random.Random(v.hasard), 0
    cards = unseen(v.obs)
    for _ in range(v.n):
        deal = list(cards)
        rng.shuffle(deal)
        hits += deal[0] == v.card
    return Fraction(hits, v.n)


@lru_cache(maxsize=None)
def distinct_orders(counts):
    """The orders of a deck of ``counts`` copies: its first card is one of the kinds left, then the
    orders of the rest."""
    return 1 if not any(counts) else sum(distinct_orders(counts[:i] + (c - 1,) + counts[i + 1:])
                                         for i, c in enumerate(counts) if c)


def smallest_n(bound):
    """The smallest whole n ≥ bound (a Fraction), in whole numbers only."""
    return -(-bound.numerator // bound.denominator)


def first_n(condition):
    n = 1
    while not condition(n):
        n += 1
    return n


EXACT = {
    "03.terminale.binomiale": lambda v: sequences(v.n, bob_card(v), lambda s: s == v.k),
    "03.terminale.au_moins": lambda v: sum(successes_law(v.n, bob_card(v))[v.k:]),
    "03.terminale.esperance": lambda v: sum(k * q for k, q in enumerate(successes_law(v.n, bob_card(v)))),
    "03.terminale.ecart_type": lambda v: Fraction(math.sqrt(variance_of(dict(enumerate(successes_law(v.n,
                                                                                                     bob_card(v))))))),
    "03.terminale.tchebychev": lambda v: smallest_n(bob_card(v) * (1 - bob_card(v)) / (v.alpha * v.delta ** 2)),
    # the smallest N whose variance p(1 − p)/N is at most (σ(F)/k)², σ(F)² = p(1 − p)/n
    "03.terminale.erreur": lambda v: smallest_n(spread(v) / (spread(v) / v.n / v.k ** 2)),
    "03.terminale.grands_nombres": lambda v: abs(replayed_frequency(v) - bob_card(v)),
    "03.terminale.manches": lambda v: successes_law(v.n, alice_guard_and_bob(v.edition, v.card))[v.k],
    "03.terminale.manches_seuil": lambda v: first_n(  # P(X = 0): every one of the n rounds missed
        lambda n: 1 - (1 - alice_guard_and_bob(v.edition, v.card)) ** n >= 1 - v.alpha),
    "03.terminale.somme_esperance": lambda v: dealt_sum_mean(v.edition.id, v.m),
    "03.terminale.somme_variance": lambda v: variance_of(sum_law(v.edition.id, v.r)),
    "03.terminale.concentration": lambda v: variance_of(sum_law(v.edition.id, 1)) / (v.n * v.delta ** 2),
    "03.terminale.au_moins_un": lambda v: Fraction(
        sum(v.card in pair for pair in itertools.combinations(unseen(v.obs), 2)), math.comb(len(unseen(v.obs)), 2)),
    "03.terminale.ordres": lambda v: distinct_orders(tuple(c.count for c in v.cards)),
}
TOLERANCE = {"03.terminale.ecart_type": Fraction(1, 10 ** 6)}  # σ(X) is irrational: rounded to 10⁻⁶
FEWER = {}  # exercise id -> fewer names, for a slow count


@pytest.mark.parametrize("exercise_id", sorted(EXACT))
def test_each_answer_is_the_exact_count_on_100_variants(exercise_id):
    names = NAMES[:FEWER.get(exercise_id, 100)]
    report = check_problem(exercise_id, EXACT[exercise_id], names=names, tolerance=TOLERANCE.get(exercise_id, 0))
    assert report.variants == len(names) and report.answers > 1


def test_every_terminale_exercise_is_a_family_exercise_with_its_exact_count():
    terminale = [e.id for e in CATALOGUE.values() if e.level == "Terminale"]
    family = [p.id for p in families.PROBLEMS if p.level == "Terminale"]
    assert set(terminale) == set(EXACT) == set(family)
    assert family == terminale  # registered in the notebook's order


def test_terminale_has_at_least_12_probability_exercises():
    """Counting orders of a deck is no probability exercise; the rules quiz has its own level."""
    probability = [e for e in CATALOGUE.values() if e.level == "Terminale" and e.notion not in
                   ("dénombrement", "règles du jeu")]
    assert len(probability) >= 12, [e.id for e in probability]
    notions = {e.notion for e in probability}
    assert {"somme de variables aléatoires", "inégalité de concentration", "loi des grands nombres",
            "loi binomiale", "inégalité de Bienaymé-Tchebychev"} <= notions
    rules = [e for e in CATALOGUE.values() if e.id.startswith("01.regles.")]
    assert rules and all(e.level == "règles" for e in rules)
    assert all(e.level == "règles" for e in CATALOGUE.values() if e.notion == "règles du jeu")
    assert not [e for e in CATALOGUE.values() if e.level == "Seconde" and e.notion == "règles du jeu"]


def test_the_migrated_exercises_keep_their_versions():
    """The Terminale exercises spread since their move (version 2) keep version 1 buildable, and the
    Seconde ones are the fluctuation family's, in order. Both are fingerprinted, asked and feedback,
    every version, by tests/test_exercise_fingerprints.py (groups « 03-terminale » and « 03-seconde »)."""
    for entry in (e for e in CATALOGUE.values() if e.id.startswith("03.terminale.")):
        assert entry.version == {**dict.fromkeys(SPREAD_SINCE + WIDENED + REWORDED, 2), **SINCE_3}.get(entry.id, 1)
        assert all(entry.builder_of(v) is not None for v in range(1, entry.version + 1))
    seconde = [e for e in CATALOGUE.values() if e.id.startswith("03.seconde.")]
    assert [p.id for p in families.fluctuation.PROBLEMS] == [e.id for e in seconde]


# Terminale exercises whose version 2 draws its answer alike among the common ones (builders.spread);
# esperance and tchebychev also draw n, δ and α among more values.
SPREAD_SINCE = ("03.terminale.au_moins_un", "03.terminale.ecart_type", "03.terminale.somme_esperance",
                "03.terminale.esperance", "03.terminale.tchebychev")
WIDENED = ("03.terminale.ordres",)  # version 2: every top value from 2 to 8, alike
# Terminale exercises whose version 2 only rewords version 1 (« Bob a un Prince », not « le Prince »).
REWORDED = ("03.terminale.manches",)
SINCE_3 = {"03.terminale.au_moins_un": 3,  # the 2019 edition too: 7 → 11 common answers
           "03.terminale.ecart_type": 3}  # σ(X) a square root: « ≈ 2,11 » in the key, no « donnez une fraction »


@pytest.mark.parametrize("exercise_id", SPREAD_SINCE)
def test_a_spread_exercise_gives_its_most_frequent_answer_to_fewer_and_its_version_1_still_builds(exercise_id):
    from collections import Counter
    now = Counter(build(exercise_id, n).answer for n in NAMES)
    before = Counter(build(exercise_id, n, version=1).answer for n in NAMES)
    assert max(now.values()) <= len(NAMES) / 4 and max(now.values()) < max(before.values()), (now, before)
    assert len(now) >= len(before)


def test_the_widened_orders_give_more_answers_and_version_1_still_builds():
    from collections import Counter
    now = Counter(build("03.terminale.ordres", n).answer for n in NAMES)
    before = Counter(build("03.terminale.ordres", n, version=1).answer for n in NAMES)
    assert max(now.values()) < max(before.values()) and len(now) > len(before) == 8, (now, before)


def test_the_check_fails_on_a_wrong_answer_and_says_so_in_french():
    with pytest.raises(ProblemCheckError, match="le comptage exact donne"):
        check_problem("03.terminale.ordres", lambda v: EXACT["03.terminale.ordres"](v) + 1, names=NAMES[:3])
    with pytest.raises(ProblemCheckError, match="n'est pas un exercice de famille"):
        check_problem("01.regles.paquet", lambda v: 0)


def test_the_family_mistakes_are_named_once_and_counted_by_their_key():
    keys = [k for module in (*families.MODULES, *families.SHARED) for k in getattr(module, "MISTAKES", {})]
    assert len(keys) == len(set(keys)) and not set(keys) & set(fr.MISTAKES)
    for problem in families.PROBLEMS:
        q = build(problem.id, "Camille")
        for _, message in q.traps:
            key = getattr(message, "key", None)
            assert key in families.MISTAKES or key in fr.MISTAKES, \
                (problem.id, message)


def test_the_hints_of_the_new_exercises_guide_without_the_answer():
    for exercise_id in EXACT:
        for name in NAMES[:20]:
            q = build(exercise_id, name)
            answer = Fraction(q.answer)
            texts = {f"{answer.numerator}/{answer.denominator}"} if answer.denominator != 1 else {str(answer)}
            texts |= {fr.decimal(float(answer), p).rstrip("0").rstrip(",") for p in (2, 3, 4)} - {"0", "1", ""}
            for hint in q.hints:
                for text in texts:
                    assert not re.search(rf"(?<![\d/,]){re.escape(text)}(?![\d/,])", hint), (exercise_id, text, hint)
            assert len(q.hints) >= 2 and q.explanation


def test_the_simulation_the_learner_runs_is_the_one_graded():
    from loveletter_teach import Round, sampling  # noqa: F401  (the names the prompt's code uses)
    from loveletter_teach.exercises.families.guard_series import simulation_code
    from loveletter_teach.exercises.families.checking import find_problem
    problem = find_problem("03.terminale.grands_nombres")
    for name in NAMES[:5]:
        v = problem.variant(random.Random(CATALOGUE["03.terminale.grands_nombres"].seed(name)))
        q = build("03.terminale.grands_nombres", name)
        code = simulation_code(v)
        assert code in q.prompt
        scope = {"sampling": sampling, "Round": Round, "random": random}
        exec(code, scope)  # what the learner types in a cell
        assert abs(Fraction(scope["succes"], v.n) - bob_card(v)) == q.answer


def test_the_example_of_the_guide_runs_registers_and_passes_the_check(monkeypatch):
    """docs/ecrire_un_exercice.md: its module and its test, run as a teacher would (in a copy of the
    catalogue, so that the real one is left as it is)."""
    from loveletter_teach.exercises.families import base
    text = (ROOT / "docs" / "ecrire_un_exercice.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    module = next(b for b in blocks if "register_all(" in b)
    test = next(b for b in blocks if "check_problem(" in b)
    monkeypatch.setattr(catalogue, "CATALOGUE", dict(catalogue.CATALOGUE))
    monkeypatch.setattr(base, "REGISTERED", dict(base.REGISTERED))
    scope = {"__name__": "duel_baron"}
    exec(compile(module, "duel_baron.py", "exec"), scope)
    new = [i for i in catalogue.CATALOGUE if i not in CATALOGUE]
    assert new == ["03.exemple.duel_baron"] and catalogue.CATALOGUE[new[0]].level == "Seconde"
    namespace = {"__name__": "test_duel_baron"}
    exec(compile(test, "test_duel_baron.py", "exec"), namespace)
    tests = [f for name, f in namespace.items() if name.startswith("test_")]
    assert tests
    for f in tests:
        f()
    typos = [typography_faults(t) for t in strings(scope["WORDS"]) if typography_faults(t)]
    assert not typos
    assert "03.exemple.duel_baron" not in CATALOGUE  # the real catalogue is left as it is


def test_every_family_module_is_listed_once():
    """Each file of exercises/families/ (but base and checking, the tools) is a family of MODULES or one
    of the SHARED modules, once: a family left out would have no exercise in the catalogue."""
    folder = Path(families.__file__).parent
    files = {path.stem for path in folder.glob("*.py")} - {"__init__", "base", "checking"}
    listed = [module.__name__.rsplit(".", 1)[1] for module in families.MODULES + families.SHARED]
    assert sorted(listed) == sorted(files) and len(set(listed)) == len(listed)
    here = vars(loveletter_teach.exercises.families)
    assert all(here[name] is module for name, module in zip(listed, families.MODULES + families.SHARED))
