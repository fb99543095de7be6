"""The exercises of notebook 03 (les probabilités), Seconde part, in the catalogue (the Terminale part is
in :mod:`.families`).

Seconde (« simulation », « échantillonnage », « fluctuation d'échantillonnage »): three functions the
learner writes and :func:`~.functions.verifie` checks (the frequency of the Princess set aside, the
test |f − p| ≤ 1/√n, the share of N samples where it holds), then questions on the gap between f and p
compared with 1/√n, observed on simulated data (« le premier joueur gagne-t-il plus souvent ? »), in the
words of the 2019 programme: no fluctuation interval, no decision with a risk of error.

Every answer is computed by the package (:mod:`loveletter_teach.sampling`).
"""

import math
import random
from fractions import Fraction

from .. import fr
from .. import sampling
from ..editions import get_edition
from ..probability.trees import frac
from .catalogue import register
from .functions import FunctionTask, Hasard, add_task, call_text, case_text
from .parsing import decimal_text, number_text
from .questions import Question, mistake

Q = fr.QUIZ_03
PRINCESS = "Princesse"
GUARD = "Garde"
P_GUARD = Fraction(5, 16)  # a Guard set aside in the classic edition: 5 cards out of 16


def dec(x, places=4):
    """« 0,2777 »: a decimal with a comma, for the worked solutions."""
    return decimal_text(x, places)


def rounded(x, places, exact="= {}", about="≈ {}"):
    """« = 0,96 » when ``x`` has at most ``places`` decimals, « ≈ 0,9714 » when it was rounded."""
    return (exact if (Fraction(x) * 10 ** places).denominator == 1 else about).format(dec(x, places))


def _question(key, kind, answer, words, hints=2, **extra):
    """The question whose prompt, title, hints and worked solution are ``Q[key + "_prompt"]`` (…)
    filled with ``words``."""
    return Question(Q[key + "_prompt"].format(**words), kind, answer,
                    hints=tuple(Q[f"{key}_hint_{k}"].format(**words) for k in range(1, hints + 1)),
                    explanation=Q[key + "_solution"].format(**words), title=Q[key + "_title"], **extra)


def _case(task, case):
    """« f = 0,124 ; p = 0,0625 et n = 225 (en Python : dans_intervalle(f=0.124, p=0.0625, n=225)) »."""
    return Q["case_call"].format(case=case_text(case), call=call_text(task.name, case))


# --- Seconde: the functions the learner writes -----------------------------------------------------
def _burned_context(case):
    """The cards set aside of n + 1 deals drawn with the case's generator (n + 1: for « one too many »)."""
    n = case["n"]
    return {"n": n, "cards": sampling.burned_cards(n + 1, case["hasard"].make())}


def _count(ctx, card=PRINCESS, deals=None):
    deals = ctx["n"] if deals is None else deals
    return sum(c.name == card for c in ctx["cards"][:deals])


FREQUENCY = add_task(FunctionTask(
    "03.seconde.frequence", "frequence_princesse",
    reference=lambda ctx: Fraction(_count(ctx), ctx["n"]),
    # seeds chosen so that each mistake shows: the Princess comes at deal n (seed 6), at deal n + 1
    # (seed 9), at the first deal (seed 29); the same seed with two values of n
    cases=[{"n": 40, "hasard": Hasard(6)}, {"n": 40, "hasard": Hasard(9)}, {"n": 300, "hasard": Hasard(9)},
           {"n": 1, "hasard": Hasard(29)}, {"n": 120, "hasard": Hasard(2)}],
    context=_burned_context,
    mutants=[(lambda ctx: _count(ctx), Q["m_count"]),
             (lambda ctx: 0, Q["m_never"]),
             (lambda ctx: _count(ctx) // ctx["n"], Q["m_floor"]),
             (lambda ctx: Fraction(100 * _count(ctx), ctx["n"]), Q["m_percent"]),
             (lambda ctx: 1 - Fraction(_count(ctx), ctx["n"]), Q["m_complement"]),
             (lambda ctx: Fraction(_count(ctx, deals=ctx["n"] - 1), ctx["n"]), Q["m_one_less"]),
             (lambda ctx: Fraction(_count(ctx, deals=ctx["n"] - 1), ctx["n"] - 1) if ctx["n"] > 1 else 0,
              Q["m_one_less"]),
             (lambda ctx: Fraction(_count(ctx, deals=ctx["n"] + 1), ctx["n"]), Q["m_one_more"])]
    + [(lambda ctx, c=card.name: Fraction(_count(ctx, c), ctx["n"]), Q["m_other_card"].format(card=fr.the(card)))
       for card in get_edition("classique").cards if card.name != PRINCESS],
    personal=lambda rng: {"n": rng.choice([100, 150, 200, 250, 300, 400, 500]), "hasard": Hasard(rng.randrange(1, 1000))}))


def frequency_question(rng):
    """The value of frequence_princesse on the learner's own case."""
    case = FREQUENCY.personal(rng)
    ctx = FREQUENCY.ctx(case)
    k, n = _count(ctx), ctx["n"]
    f = Fraction(k, n)
    words = {"case": _case(FREQUENCY, case), "n": n, "k": k, "f": dec(f, 6), "seed": case["hasard"].seed}
    traps = ((k, mistake("count_not_frequency")), (100 * f, mistake("percent")))
    return _question("freq", "number", f, words, tolerance=Fraction(1, 10 ** 6), traps=traps)


def _within(ctx):
    return sampling.in_interval(Fraction(ctx["f"]), Fraction(ctx["p"]), ctx["n"])


INTERVAL = add_task(FunctionTask(
    "03.seconde.intervalle", "dans_intervalle",
    reference=_within,
    # dyadic numbers: a float holds them exactly, so a boundary case (|f − p| = 1/√n) is decided alike by all
    cases=[{"f": 0.5, "p": 0.25, "n": 16}, {"f": 0.0, "p": 0.25, "n": 16}, {"f": 0.125, "p": 0.5, "n": 25},
           {"f": 0.375, "p": 0.25, "n": 16}, {"f": 0.875, "p": 0.25, "n": 16}, {"f": 0.125, "p": 0.0625, "n": 64},
           {"f": 0.3125, "p": 0.0625, "n": 64}],
    mutants=[(lambda ctx: (Fraction(ctx["f"]) - Fraction(ctx["p"])) ** 2 < Fraction(1, ctx["n"]), Q["m_strict"]),
             (lambda ctx: Fraction(ctx["f"]) - Fraction(ctx["p"]) <= 1 / math.sqrt(ctx["n"]), Q["m_no_abs"]),
             (lambda ctx: abs(Fraction(ctx["f"]) - Fraction(ctx["p"])) <= Fraction(1, ctx["n"]), Q["m_one_over_n"]),
             (lambda ctx: abs(Fraction(ctx["f"]) - Fraction(ctx["p"])) <= math.sqrt(ctx["n"]), Q["m_sqrt_n"]),
             (lambda ctx: not _within(ctx), Q["m_negated"])],
    personal=lambda rng: _interval_case(rng), number=False))


def _interval_case(rng):
    # n chosen so that n/16 ± √n is never a whole number: no frequency k/n sits on a bound
    n = rng.choice([100, 225, 625])
    k = rng.randint(0, int(n / 16 + 2 * math.sqrt(n)))
    return {"f": k / n, "p": 0.0625, "n": n}


def interval_question_v1(rng):
    """Version 1: « True » or « False » (one try by the rule of tries: a choice between two answers)."""
    case = INTERVAL.personal(rng)
    f, p, n = Fraction(case["f"]).limit_denominator(1000), Fraction(1, 16), case["n"]
    inside = sampling.in_interval(f, p, n)
    low, high = sampling.fluctuation_interval(p, n)
    words = {"case": _case(INTERVAL, case), "n": n, "f": dec(f), "root": math.isqrt(n), "low": dec(low), "high": dec(high),
             "verdict": Q["inside"] if inside else Q["outside"]}
    return _question("inter", "choice", str(inside), words, choices=("True", "False"))


PLACES = ("inside", "below", "above")


def interval_question(rng):
    """What dans_intervalle returns on the learner's case, and why: True (|f − p| ≤ 1/√n), or False with f
    below or above (three answers, so two tries by the rule of tries; the same case as version 1)."""
    case = INTERVAL.personal(rng)
    f, p, n = Fraction(case["f"]).limit_denominator(1000), Fraction(1, 16), case["n"]
    low, high = sampling.fluctuation_interval(p, n)
    place = "inside" if sampling.in_interval(f, p, n) else "below" if f < p else "above"
    words = {"case": _case(INTERVAL, case), "n": n, "f": dec(f), "root": math.isqrt(n), "low": dec(low), "high": dec(high),
             "verdict": Q["place_" + place], "clip": _clip(low, high)}
    choices = tuple(Q["choice_" + k] for k in PLACES)
    reasons = {Q["choice_" + k]: Q["why_not_" + k] for k in PLACES if k != place}
    return _question("inter2", "choice", Q["choice_" + place], words, choices=choices, reasons=reasons)


def _clip(low, high):
    """« (une fréquence n'est jamais négative : en pratique, f entre 0 et 0,1625) » when p − 1/√n < 0."""
    return Q["clip"].format(high=dec(high)) if low < 0 else ""


def _samples_context(case):
    rng = case["hasard"].make()
    return {"N": case["N"], "n": case["n"],
            "f": [sampling.burned_frequency(case["n"], rng, GUARD) for _ in range(case["N"])]}


def _good(ctx, test=None):
    test = test or (lambda f: sampling.in_interval(f, P_GUARD, ctx["n"]))
    return sum(test(f) for f in ctx["f"])


# version 2: prime numbers of samples, so that two shares k/N of different N never coincide (almost every
# sample is « bon »: with N = 50 or 100, 49/50, 24/25 = 48/50 = 96/100… went to a third of a class)
SAMPLE_SIZES = (53, 59, 61, 67, 71, 73, 79, 83)

PROPORTION = add_task(FunctionTask(
    "03.seconde.proportion", "proportion_dans_intervalle",
    reference=lambda ctx: Fraction(_good(ctx), ctx["N"]),
    cases=[{"N": 30, "n": 10, "hasard": Hasard(1)}, {"N": 30, "n": 10, "hasard": Hasard(2)},
           {"N": 50, "n": 10, "hasard": Hasard(2)}, {"N": 30, "n": 40, "hasard": Hasard(2)},
           {"N": 20, "n": 5, "hasard": Hasard(7)}],
    context=_samples_context,
    mutants=[(lambda ctx: _good(ctx), Q["m_share_count"]),
             (lambda ctx: Fraction(_good(ctx), ctx["n"]), Q["m_share_n"]),
             (lambda ctx: Fraction(100 * _good(ctx), ctx["N"]), Q["m_percent"]),
             (lambda ctx: 1 - Fraction(_good(ctx), ctx["N"]), Q["m_share_complement"]),
             (lambda ctx: Fraction(_good(ctx, lambda f: (f - P_GUARD) ** 2 < Fraction(1, ctx["n"])), ctx["N"]),
              Q["m_strict"]),
             (lambda ctx: Fraction(_good(ctx, lambda f: abs(f - P_GUARD) <= Fraction(1, ctx["n"])), ctx["N"]),
              Q["m_one_over_n"])],
    personal=lambda rng: {"N": rng.choice(SAMPLE_SIZES), "n": rng.choice([30, 50, 60, 80]),
                          "hasard": Hasard(rng.randrange(1, 1000))},
    # version 1: N = 50 or 100 gave most learners 49/50, 24/25, 97/100… (issue 20, item 6)
    older={1: lambda rng: {"N": rng.choice([50, 100]), "n": rng.choice([30, 50, 60, 80]),
                           "hasard": Hasard(rng.randrange(1, 1000))}}))


def proportion_question(rng, version=None):
    """The value of proportion_dans_intervalle on the learner's own case (of ``version``: default the
    current one): its N is one of :data:`SAMPLE_SIZES`, so that the answers spread over a class."""
    case = PROPORTION.personal_of(version)(rng)
    ctx = PROPORTION.ctx(case)
    good, N, n = _good(ctx), ctx["N"], ctx["n"]
    words = {"case": _case(PROPORTION, case), "N": N, "n": n, "good": good, "share": rounded(Fraction(good, N), 4),
             "seed": case["hasard"].seed}
    traps = ((good, mistake("share_count")), (Fraction(good, n), mistake("share_n")),
             (Fraction(100 * good, N), mistake("percent")))
    return _question("prop", "number", Fraction(good, N), words, tolerance=Fraction(1, 10 ** 6), traps=traps)


def proportion_question_v1(rng):
    return proportion_question(rng, version=1)


# --- Seconde: the gap between f and p, compared with 1/√n ----------------------------------------
def bounds_question(rng):
    """A bound of [p − 1/√n ; p + 1/√n] for the card set aside."""
    edition = get_edition("classique")
    card = rng.choice([c for c in edition.cards if c.name != PRINCESS])
    root = rng.choice([10, 20, 25, 50])
    n, p = root * root, Fraction(card.count, edition.size)
    upper = rng.random() < 0.5 or p < Fraction(1, root)  # a lower bound below 0 would only puzzle
    answer = p + Fraction(1, root) if upper else p - Fraction(1, root)
    words = {"card": fr.the(card), "cards": fr.count_of(card, card.count), "size": edition.size, "n": n,
             "root": root, "p": frac(p), "pdec": dec(p), "inv": dec(Fraction(1, root)),
             "which": Q["upper"] if upper else Q["lower"], "sign": "+" if upper else "−", "answer": dec(answer)}
    other = p - Fraction(1, root) if upper else p + Fraction(1, root)
    narrow = p + Fraction(1, n) if upper else p - Fraction(1, n)
    traps = ((other, mistake("other_bound")), (narrow, mistake("one_over_n")))
    return _question("bounds", "number", answer, words, tolerance=Fraction(1, 1000), traps=traps)


SAMPLE_COUNTS = (12, 14, 15, 16, 18, 20, 21, 24, 25, 30)  # version 2: almost every sample is in, so with
# 20 samples half of a class answered 20 or 19 (issue 20, item 6); with these counts the answers spread


def count_question(rng, counts=SAMPLE_COUNTS):
    """How many of N simulated frequencies are at most 1/√n away from p (N one of ``counts``; None:
    version 1's 20, drawn from the same generator as then)."""
    n = rng.choice([30, 40, 50, 80])
    seed = rng.randrange(1, 1000)
    N = 20 if counts is None else rng.choice(counts)
    freqs = sampling.sample_frequencies(N, n, random.Random(seed), GUARD)
    good = sum(sampling.in_interval(f, P_GUARD, n) for f in freqs)
    low, high = sampling.fluctuation_interval(P_GUARD, n)
    outside = [dec(f, 3) for f in freqs if not sampling.in_interval(f, P_GUARD, n)]
    words = {"N": N, "n": n, "list": " ; ".join(dec(f, 3) for f in freqs), "low": dec(low), "high": dec(high),
             "good": good, "outside": fr.join_and(outside) if outside else Q["none_outside"],
             "share": rounded(Fraction(good, N) * 100, 1, "{}", "environ {}")}
    return _question("count", "number", good, words, traps=((N - good, mistake("outside_counted")),))


def count_question_v1(rng):
    return count_question(rng, counts=None)


FIRST_CHOICES = ("more", "less", "cannot")


def first_player_question(rng, answers="gap"):
    """« Le premier joueur gagne-t-il plus souvent ? » from simulated rounds between bots: the gap
    between f and p = 1/(number of players) compared with 1/√n, as the 2019 programme says it (the
    answers ``Q["gap_…"]``; version 1's ``Q["first_…"]`` said it as an interval, kept for its records)."""
    # card counters at two players give the first player a clear edge: half of the variants show it
    bot = rng.choice(["hasard", "prudent", "compteur", "compteur"])
    players = 2 if bot == "compteur" else rng.choice([2, 3])
    n = rng.choice([400, 625, 900] if players == 2 else [225, 400])
    seed = rng.randrange(1, 1000)
    wins, _ = sampling.first_player_wins([bot] * players, n, seed)
    f, p0 = wins / n, Fraction(1, players)
    low, high = sampling.fluctuation_interval(p0, n)
    key = "more" if not sampling.in_interval(f, p0, n) and f > p0 else \
        "less" if not sampling.in_interval(f, p0, n) else "cannot"
    choices = tuple(Q[f"{answers}_{k}"] for k in FIRST_CHOICES)
    words = {"bot": bot, "players": players, "n": n, "seed": seed, "wins": dec(wins, 1), "f": dec(f),
             "p0": number_text(p0), "root": math.isqrt(n), "low": dec(low), "high": dec(high),
             "verdict": Q["first_verdict_" + key]}
    return _question("first", "choice", Q[f"{answers}_{key}"], words, choices=choices)


def first_player_question_v1(rng):
    return first_player_question(rng, answers="first")


# --- the catalogue ----------------------------------------------------------------------------------------
EXERCISES = (
    ("03.seconde.frequence", "simulation", "Seconde", "number", frequency_question),
    ("03.seconde.intervalle", "fréquence et fluctuation d'échantillonnage", "Seconde", "choice", interval_question),
    ("03.seconde.bornes", "fréquence et fluctuation d'échantillonnage", "Seconde", "number", bounds_question),
    ("03.seconde.proportion", "échantillonnage", "Seconde", "number", proportion_question),
    ("03.seconde.compter", "échantillonnage", "Seconde", "number", count_question),
    ("03.seconde.premier", "échantillonnage", "Seconde", "choice", first_player_question),
)
# version 2 of these (issue 20 item 6, issue 21 item 6), the former builder kept for the class report
FIRST_VERSIONS = {"03.seconde.intervalle": interval_question_v1, "03.seconde.proportion": proportion_question_v1,
                  "03.seconde.compter": count_question_v1, "03.seconde.premier": first_player_question_v1}
for exercise_id, notion, level, kind, builder in EXERCISES:
    first = FIRST_VERSIONS.get(exercise_id)
    register(exercise_id, "03", notion, level, kind, builder, version=2 if first else 1,
             older={1: first} if first else None)

FUNCTION_IDS = tuple(t.id for t in (FREQUENCY, INTERVAL, PROPORTION))
