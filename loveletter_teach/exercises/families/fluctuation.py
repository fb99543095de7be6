"""Family « simulation et fluctuation d'échantillonnage » (notebook 03, Seconde): the three functions the
learner writes and :func:`~..functions.verifie` checks (the frequency of the Princess set aside, the test
|f − p| ≤ 1/√n, the share of N samples where it holds), each with the question on the learner's own case,
then questions on the gap between f and p compared with 1/√n, observed on simulated data (« le premier
joueur gagne-t-il plus souvent ? »), in the words of the 2019 programme: no fluctuation interval, no
decision with a risk of error.

Each question is a :class:`~.base.Problem`: ``draw`` (the learner's numbers, the exact answer) beside
``question`` (the words of :data:`WORDS` filled with them, and the named mistakes). A function the learner
writes is a :class:`~..functions.FunctionTask` beside its question: the same ``personal`` case, and the
typical mistakes of its code (its ``mutants``, messages ``WORDS["m_…"]``). Every answer is computed by the
package (:mod:`loveletter_teach.sampling`).
"""

import math
import random
from fractions import Fraction
from functools import partial

from ... import fr
from ... import sampling
from ...editions import get_edition
from ...probability.trees import frac
from ..functions import FunctionTask, Hasard, add_task, call_text, case_text
from ..parsing import number_text
from ..questions import Question, mistake
from .base import Problem, Variant, dec, named, register_all


WORDS = {
    "case_call": "{case} (en Python : {call})",
    # the typical mistakes the checker recognises
    "m_count": "C'est un nombre de donnes, pas une fréquence : une fréquence est un nombre de fois divisé par "
               "le nombre d'essais.",
    "m_never": "Votre fonction ne trouve jamais la Princesse : vérifiez le nom auquel vous comparez la carte, "
               "\"Princesse\", avec sa majuscule, et que le compte augmente de 1 à chaque Princesse.",
    "m_floor": "Votre division donne un nombre entier : en Python, // est la division entière ; la division "
               "décimale s'écrit /.",
    "m_percent": "C'est un pourcentage : la valeur demandée est un nombre entre 0 et 1.",
    "m_complement": "C'est la fréquence de l'événement contraire : vous comptez les donnes où la Princesse "
                    "n'est pas mise de côté.",
    "m_one_less": "Votre boucle fait une donne de moins que n : range(n) fait bien n tours (de 0 à n − 1), "
                  "range(1, n) n'en fait que n − 1.",
    "m_one_more": "Votre fonction fait une donne de plus que n : comptez les tours de votre boucle.",
    "m_other_card": "Vous comptez une autre carte ({card}) : vérifiez le nom auquel vous comparez la carte, "
                    "\"Princesse\", avec sa majuscule.",
    "m_strict": "Vous utilisez une inégalité stricte (<) : les bornes font partie de l'intervalle, il faut ≤ "
                "(<= en Python).",
    "m_no_abs": "Il manque la valeur absolue : f peut être plus petite que p ; l'écart est |f − p|, "
                "abs(f - p) en Python.",
    "m_one_over_n": "Vous comparez l'écart à 1/n : l'intervalle est [p − 1/√n ; p + 1/√n], avec une racine "
                    "carrée (math.sqrt en Python).",
    "m_sqrt_n": "Vous comparez l'écart à √n : il faut 1/√n, l'inverse de la racine carrée.",
    "m_negated": "Votre fonction répond le contraire : elle doit renvoyer True quand f est dans l'intervalle.",
    "m_share_count": "C'est un nombre d'échantillons, pas une proportion : divisez par le nombre d'échantillons N.",
    "m_share_n": "Vous divisez par n, la taille d'un échantillon : la proportion se calcule sur les N "
                 "échantillons.",
    "m_share_complement": "C'est la proportion des échantillons hors de l'intervalle : comptez ceux qui y sont.",
    # Seconde: the functions
    "freq_title": "Votre fonction frequence_princesse",
    "freq_prompt": "Écrivez la fonction frequence_princesse(n, hasard) du carnet : elle simule n donnes avec "
                   "carte_mise_de_cote(hasard) et renvoie la fréquence à laquelle la Princesse est la carte mise "
                   "de côté. Vérifiez-la avec verifie(\"03.seconde.frequence\", frequence_princesse), ou écrivez "
                   "ici ce qu'elle renvoie pour {case}.",
    "freq_hint_1": "Une fréquence, c'est un nombre de fois divisé par le nombre d'essais : elle est toujours "
                   "comprise entre 0 et 1.",
    "freq_hint_2": "Appelez carte_mise_de_cote(hasard) une fois par donne, dans une boucle for i in range(n), et "
                   "comptez les fois où elle renvoie \"Princesse\".",
    "freq_solution": "Sur les {n} donnes tirées avec random.Random({seed}), la Princesse est mise de côté {k} fois : "
                     "f = {k}/{n} {f}.",
    "inter_title": "Votre fonction dans_intervalle",
    "inter_prompt": "Écrivez la fonction dans_intervalle(f, p, n), qui dit si |f − p| ≤ 1/√n (vérifiez-la avec "
                    "verifie(\"03.seconde.intervalle\", dans_intervalle)). Que renvoie-t-elle pour {case} ?",
    "inter_hint_1": "En Python, la valeur absolue s'écrit abs(…) et la racine carrée math.sqrt(…) (après "
                    "import math).",
    "inter_hint_2": "Calculez les bornes p − 1/√n et p + 1/√n, puis regardez si f est entre les deux, bornes "
                    "comprises.",
    "inter_solution": "Avec n = {n}, 1/√n = 1/{root} ; l'intervalle est {about}[{low} ; {high}] et f {f} {verdict}",
    "inside": "est dans l'intervalle : la fonction renvoie True.",
    "outside": "n'est pas dans l'intervalle : la fonction renvoie False.",
    # version 2: what it returns, and why (three answers: two tries)
    "inter2_title": "Votre fonction dans_intervalle",
    "inter2_prompt": "Écrivez la fonction dans_intervalle(f, p, n), qui dit si l'écart entre f et p est au plus "
                     "1/√n, c'est-à-dire si |f − p| ≤ 1/√n (vérifiez-la avec verifie(\"03.seconde.intervalle\", "
                     "dans_intervalle)). Que renvoie-t-elle pour {case}, et pourquoi ?",
    "inter2_hint_1": "En Python, la valeur absolue s'écrit abs(…) et la racine carrée math.sqrt(…) (après "
                     "import math).",
    "inter2_hint_2": "Calculez 1/√n, puis p − 1/√n et p + 1/√n : |f − p| ≤ 1/√n veut dire que f est entre les deux, "
                     "bornes comprises.",
    "inter2_solution": "Avec n = {n}, 1/√n = 1/{root} : |f − p| ≤ 1/√n veut dire p − 1/√n ≤ f ≤ p + 1/√n, soit f "
                       "entre {about}{low} et {high}{clip}. Or f {f} {verdict}",
    "clip": " (une fréquence n'est jamais négative : en pratique, f entre 0 et {high})",
    "choice_inside": "True : l'écart |f − p| est au plus 1/√n.",
    "choice_below": "False : f est plus petite que p − 1/√n.",
    "choice_above": "False : f est plus grande que p + 1/√n.",
    "place_inside": "est entre les deux : l'écart est au plus 1/√n, la fonction renvoie True.",
    "place_below": "est plus petite que p − 1/√n : l'écart dépasse 1/√n, la fonction renvoie False.",
    "place_above": "est plus grande que p + 1/√n : l'écart dépasse 1/√n, la fonction renvoie False.",
    "why_not_inside": "Calculez l'écart |f − p| et comparez-le à 1/√n : il est plus grand.",
    "why_not_below": "Comparez f à p − 1/√n : f n'est pas plus petite.",
    "why_not_above": "Comparez f à p + 1/√n : f n'est pas plus grande.",
    "prop_title": "Votre fonction proportion_dans_intervalle",
    "prop_prompt": "Écrivez la fonction proportion_dans_intervalle(N, n, hasard) : elle simule N échantillons de n "
                   "donnes chacun et renvoie la proportion des échantillons où la fréquence f du Garde mis de côté "
                   "vérifie |f − 5/16| ≤ 1/√n (vérifiez-la avec verifie(\"03.seconde.proportion\", "
                   "proportion_dans_intervalle)). Que renvoie-t-elle pour {case} ?",
    "prop_hint_1": "Deux boucles : une pour les N échantillons et, dans chacune, une pour les n donnes ; remettez "
                   "le compte à zéro au début de chaque échantillon.",
    "prop_hint_2": "Votre fonction dans_intervalle dit si un échantillon est « bon » ; la proportion est le nombre "
                   "de bons échantillons divisé par N.",
    "prop_solution": "Sur les {N} échantillons de {n} donnes tirés avec random.Random({seed}), {good} ont une "
                     "fréquence f telle que |f − 5/16| ≤ 1/√{n} : la proportion est {good}/{N} {share}.",
    # Seconde: the gap between f and p, compared with 1/√n
    "bounds_title": "Un écart de 1/√n au plus",
    "bounds_prompt": "La carte mise de côté est {card} avec la probabilité p = {p} ({cards} sur {size} cartes). "
                     "On simule des échantillons de n = {n} donnes. Les fréquences f dont l'écart à p est au plus "
                     "1/√n sont celles de l'intervalle [p − 1/√n ; p + 1/√n]. Donnez sa borne {which}.",
    "upper": "supérieure",
    "lower": "inférieure",
    "bounds_hint_1": "Calculez d'abord √{n}, puis 1/√{n}.",
    "bounds_hint_2": "Écrivez p sous forme décimale, puis ajoutez ou retranchez 1/√n selon la borne demandée.",
    "bounds_solution": "p = {p} = {pdec} et 1/√{n} = 1/{root} = {inv}, donc p {sign} 1/√n = {pdec} {sign} {inv} = "
                       "{answer}.",
    "count_title": "Combien de petits écarts ?",
    "count_prompt": "Le paquet a simulé {N} échantillons de n = {n} donnes. Dans chacun, f est la fréquence du Garde "
                    "mis de côté (p = 5/16 = 0,3125). Voici les {N} fréquences : {list}. Pour combien d'entre elles "
                    "l'écart |f − p| est-il au plus 1/√n ?",
    "count_hint_1": "|f − p| ≤ 1/√n veut dire p − 1/√n ≤ f ≤ p + 1/√n : calculez ces deux nombres avec n = {n}.",
    "count_hint_2": "Repérez d'abord les fréquences dont l'écart dépasse 1/√n : toutes les autres conviennent (un "
                    "écart égal à 1/√n convient).",
    "count_solution": "Avec n = {n}, |f − p| ≤ 1/√n veut dire f entre {about}{low} et {high}. Fréquences dont "
                      "l'écart dépasse 1/√n : {outside}. Il y a donc {good} fréquences sur {N} dont l'écart est au plus 1/√n, soit {share} %.",
    "none_outside": "aucune",
    "first_title": "Le premier joueur gagne-t-il plus souvent ?",
    "first_prompt": "Le paquet a simulé n = {n} manches à {players} joueurs entre bots « {bot} » (graine {seed}). "
                    "Le premier joueur en a gagné {wins} (une victoire partagée compte pour une part) : f {f}. "
                    "S'il n'avait aucun avantage, il gagnerait avec la probabilité p = {p0}. Comparez l'écart entre f et "
                    "p à 1/√n : que constate-t-on ?",
    # version 1's answers (kept to grade its records); version 2's are the gap_… below
    "first_more": "Il gagne plus souvent : f est au-dessus de l'intervalle [p − 1/√n ; p + 1/√n].",
    "first_less": "Il gagne moins souvent : f est en dessous de l'intervalle [p − 1/√n ; p + 1/√n].",
    "first_cannot": "On ne peut pas conclure : f est dans l'intervalle [p − 1/√n ; p + 1/√n].",
    "gap_more": "f − p est plus grand que 1/√n : f est nettement au-dessus de p, bien plus que ce que donne "
                "d'habitude la fluctuation d'échantillonnage.",
    "gap_less": "p − f est plus grand que 1/√n : f est nettement en dessous de p, bien plus que ce que donne "
                "d'habitude la fluctuation d'échantillonnage.",
    "gap_cannot": "L'écart |f − p| est au plus 1/√n : il est de l'ordre de ce que donne la fluctuation "
                  "d'échantillonnage.",
    "first_hint_1": "Calculez 1/√n avec n = {n}, puis l'écart |f − p| avec p = {p0}.",
    "first_hint_2": "Dans les simulations de la partie, quand p est la vraie probabilité, l'écart |f − p| dépasse "
                    "rarement 1/√n (pour moins d'un échantillon sur 20 environ).",
    "first_solution": "Avec p = {p0} et √{n} = {root}, 1/√n = 1/{root} : l'écart est au plus 1/√n quand f est entre "
                      "{about}{low} et {high}. Or f {f} {verdict}",
    "first_verdict_more": "est au-dessus : un écart plus grand que 1/√n, que la fluctuation d'échantillonnage donne "
                          "rarement. Sur ces manches simulées, le premier joueur gagne nettement plus souvent.",
    "first_verdict_less": "est en dessous : un écart plus grand que 1/√n, que la fluctuation d'échantillonnage donne "
                          "rarement. Sur ces manches simulées, le premier joueur gagne nettement moins souvent.",
    "first_verdict_cannot": "est entre les deux : l'écart avec p est de l'ordre de la fluctuation d'échantillonnage, "
                            "ces manches ne montrent pas d'avantage.",
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "count_not_frequency": (
        "effectif au lieu de fréquence", "fréquence et fluctuation d'échantillonnage",
        ("03", "À vous : la fréquence de la Princesse"), "03.seconde.frequence",
        "Une fréquence est un effectif divisé par le nombre d'essais : c'est un nombre entre 0 et 1, jamais le "
        "nombre de fois lui-même."),
    "share_count": (
        "nombre d'échantillons au lieu de la proportion", "échantillonnage",
        ("03", "La fluctuation d'échantillonnage et l'écart 1/√n"), "03.seconde.proportion",
        "La proportion des échantillons qui vérifient la condition est leur nombre divisé par le nombre total N "
        "d'échantillons."),
    "share_n": (
        "division par n au lieu de N", "échantillonnage",
        ("03", "La fluctuation d'échantillonnage et l'écart 1/√n"), "03.seconde.proportion",
        "On distingue n, la taille d'un échantillon, et N, le nombre d'échantillons : une proportion "
        "d'échantillons se calcule en divisant par N."),
    "outside_counted": (
        "fréquences hors de l'intervalle comptées", "échantillonnage",
        ("03", "La fluctuation d'échantillonnage et l'écart 1/√n"), "03.seconde.compter",
        "On compte les fréquences dont l'écart à p est au plus 1/√n, celles qui sont entre p − 1/√n et p + 1/√n, "
        "bornes comprises."),
    "other_bound": (
        "l'autre borne de l'intervalle", "fréquence et fluctuation d'échantillonnage",
        ("03", "La fluctuation d'échantillonnage et l'écart 1/√n"), "03.seconde.bornes",
        "L'intervalle [p − 1/√n ; p + 1/√n] a deux bornes : l'inférieure retranche 1/√n à p, la supérieure "
        "l'ajoute."),
    "one_over_n": (
        "1/n au lieu de 1/√n", "fréquence et fluctuation d'échantillonnage",
        ("03", "La fluctuation d'échantillonnage et l'écart 1/√n"), "03.seconde.bornes",
        "L'écart entre f et p se compare à 1/√n : on calcule d'abord la racine carrée de n, puis son inverse."),
}

# The named mistakes only this family makes (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "count_not_frequency": "Vous avez donné un nombre de donnes (un effectif) : la fréquence est cet effectif "
                           "divisé par le nombre total de donnes.",
    "share_count": "Vous avez donné un effectif : la proportion est ce nombre d'échantillons divisé par le nombre "
                   "N d'échantillons.",
    "share_n": "Vous avez divisé par n, la taille d'un échantillon : la proportion se calcule sur les N "
               "échantillons.",
    "outside_counted": "Vous avez compté les fréquences dont l'écart à p dépasse 1/√n : on demande les autres.",
    "other_bound": "Vous avez calculé l'autre borne de l'intervalle : relisez laquelle est demandée.",
    "one_over_n": "Vous avez pris 1/n : l'écart entre f et p se compare à 1/√n, avec une racine carrée.",
}
Q = WORDS  # the words of this family, by key
PRINCESS = "Princesse"
GUARD = "Garde"
P_GUARD = Fraction(5, 16)  # a Guard set aside in the classic edition: 5 cards out of 16


def bounds(low, high, places=4):
    """The words of an interval's bounds (floats rounded to 10 places): « environ » before them when one
    was rounded to ``places`` decimals, so that nothing rounded is written as an equality."""
    exact = all(round(x, places) == x for x in (low, high))
    return {"low": dec(low, places), "high": dec(high, places), "about": "" if exact else "environ "}


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


def draw_frequency(rng):
    """The learner's own case of frequence_princesse and what it returns on it."""
    case = FREQUENCY.personal(rng)
    ctx = FREQUENCY.ctx(case)
    k, n = _count(ctx), ctx["n"]
    return Variant(case=case, k=k, n=n, answer=Fraction(k, n))


def frequency_question(v):
    """The value of frequence_princesse on the learner's own case."""
    case, k, n, f = v.case, v.k, v.n, v.answer
    words = {"case": _case(FREQUENCY, case), "n": n, "k": k, "f": rounded(f, 6), "seed": case["hasard"].seed}
    traps = ((k, named(MISTAKES, "count_not_frequency")), (100 * f, mistake("percent")))
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


def draw_interval(rng):
    """The learner's own case of dans_intervalle: f, p = 1/16 and n, and where f is (the answer is a
    choice: the question words it)."""
    case = INTERVAL.personal(rng)
    f, p, n = Fraction(case["f"]).limit_denominator(1000), Fraction(1, 16), case["n"]
    place = "inside" if sampling.in_interval(f, p, n) else "below" if f < p else "above"
    return Variant(case=case, f=f, p=p, n=n, place=place)


def interval_question_v1(v):
    """Version 1: « True » or « False » (one try by the rule of tries: a choice between two answers)."""
    case, f, p, n = v.case, v.f, v.p, v.n
    inside = v.place == "inside"
    low, high = sampling.fluctuation_interval(p, n)
    words = {"case": _case(INTERVAL, case), "n": n, "f": rounded(f, 4), "root": math.isqrt(n), **bounds(low, high),
             "verdict": Q["inside"] if inside else Q["outside"]}
    return _question("inter", "choice", str(inside), words, choices=("True", "False"))


PLACES = ("inside", "below", "above")


def interval_question(v):
    """What dans_intervalle returns on the learner's case, and why: True (|f − p| ≤ 1/√n), or False with f
    below or above (three answers, so two tries by the rule of tries; the same case as version 1)."""
    case, f, p, n, place = v.case, v.f, v.p, v.n, v.place
    low, high = sampling.fluctuation_interval(p, n)
    words = {"case": _case(INTERVAL, case), "n": n, "f": rounded(f, 4), "root": math.isqrt(n), **bounds(low, high),
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


def draw_proportion(rng, version=None):
    """The learner's own case of proportion_dans_intervalle (of ``version``: default the current one) and
    what it returns on it: its N is one of :data:`SAMPLE_SIZES`, so that the answers spread over a class."""
    case = PROPORTION.personal_of(version)(rng)
    ctx = PROPORTION.ctx(case)
    good, N, n = _good(ctx), ctx["N"], ctx["n"]
    return Variant(case=case, good=good, N=N, n=n, answer=Fraction(good, N))


def proportion_question(v):
    """The value of proportion_dans_intervalle on the learner's own case."""
    case, good, N, n = v.case, v.good, v.N, v.n
    words = {"case": _case(PROPORTION, case), "N": N, "n": n, "good": good, "share": rounded(Fraction(good, N), 4),
             "seed": case["hasard"].seed}
    traps = ((good, named(MISTAKES, "share_count")), (Fraction(good, n), named(MISTAKES, "share_n")),
             (Fraction(100 * good, N), mistake("percent")))
    return _question("prop", "number", Fraction(good, N), words, tolerance=Fraction(1, 10 ** 6), traps=traps)


def proportion_question_v1(rng):
    return proportion_question(draw_proportion(rng, version=1))


# --- Seconde: the gap between f and p, compared with 1/√n ----------------------------------------
def draw_bounds(rng):
    """A card set aside (not the Princess), n = root², and which bound of [p − 1/√n ; p + 1/√n] is asked."""
    edition = get_edition("classique")
    card = rng.choice([c for c in edition.cards if c.name != PRINCESS])
    root = rng.choice([10, 20, 25, 50])
    n, p = root * root, Fraction(card.count, edition.size)
    upper = rng.random() < 0.5 or p < Fraction(1, root)  # a lower bound below 0 would only puzzle
    answer = p + Fraction(1, root) if upper else p - Fraction(1, root)
    return Variant(edition=edition, card=card, root=root, n=n, p=p, upper=upper, answer=answer)


def bounds_question(v, articles=fr.TYPE):
    """A bound of [p − 1/√n ; p + 1/√n] for the card set aside (``articles``: « est un Garde », or
    ``fr.DEFINITE``, version 1's « est le Garde »)."""
    edition, card, root, n, p, upper, answer = v.edition, v.card, v.root, v.n, v.p, v.upper, v.answer
    words = {"card": articles.card(card), "cards": fr.count_of(card, card.count), "size": edition.size, "n": n,
             "root": root, "p": frac(p), "pdec": dec(p), "inv": dec(Fraction(1, root)),
             "which": Q["upper"] if upper else Q["lower"], "sign": "+" if upper else "−", "answer": dec(answer)}
    other = p - Fraction(1, root) if upper else p + Fraction(1, root)
    narrow = p + Fraction(1, n) if upper else p - Fraction(1, n)
    traps = ((other, named(MISTAKES, "other_bound")), (narrow, named(MISTAKES, "one_over_n")))
    return _question("bounds", "number", answer, words, tolerance=Fraction(1, 1000), traps=traps)


SAMPLE_COUNTS = (12, 14, 15, 16, 18, 20, 21, 24, 25, 30)  # version 2: almost every sample is in, so with
# 20 samples half of a class answered 20 or 19 (issue 20, item 6); with these counts the answers spread


def draw_count(rng, counts=SAMPLE_COUNTS):
    """N simulated frequencies of the Guard set aside in samples of n deals (N one of ``counts``; None:
    version 1's 20, drawn from the same generator as then), and how many are at most 1/√n away from p."""
    n = rng.choice([30, 40, 50, 80])
    seed = rng.randrange(1, 1000)
    N = 20 if counts is None else rng.choice(counts)
    freqs = sampling.sample_frequencies(N, n, random.Random(seed), GUARD)
    good = sum(sampling.in_interval(f, P_GUARD, n) for f in freqs)
    return Variant(n=n, N=N, freqs=freqs, answer=good)


def count_question(v):
    """How many of the N simulated frequencies are at most 1/√n away from p."""
    n, N, freqs, good = v.n, v.N, v.freqs, v.answer
    low, high = sampling.fluctuation_interval(P_GUARD, n)
    outside = [dec(f, 3) for f in freqs if not sampling.in_interval(f, P_GUARD, n)]
    words = {"N": N, "n": n, "list": " ; ".join(dec(f, 3) for f in freqs), **bounds(low, high),
             "good": good, "outside": fr.join_and(outside) if outside else Q["none_outside"],
             "share": rounded(Fraction(good, N) * 100, 1, "{}", "environ {}")}
    return _question("count", "number", good, words, traps=((N - good, named(MISTAKES, "outside_counted")),))


def count_question_v1(rng):
    return count_question(draw_count(rng, counts=None))


FIRST_CHOICES = ("more", "less", "cannot")


def draw_first_player(rng):
    """Simulated rounds between bots: n, the first player's wins, and whether f is above, below or within
    1/√n of p = 1/(number of players) (the answer is a choice: the question words it)."""
    # card counters at two players give the first player a clear edge: half of the variants show it
    bot = rng.choice(["hasard", "prudent", "compteur", "compteur"])
    players = 2 if bot == "compteur" else rng.choice([2, 3])
    n = rng.choice([400, 625, 900] if players == 2 else [225, 400])
    seed = rng.randrange(1, 1000)
    wins, _ = sampling.first_player_wins([bot] * players, n, seed)
    f, p0 = wins / n, Fraction(1, players)
    key = "more" if not sampling.in_interval(f, p0, n) and f > p0 else \
        "less" if not sampling.in_interval(f, p0, n) else "cannot"
    return Variant(bot=bot, players=players, n=n, seed=seed, wins=wins, f=f, p0=p0, key=key)


def first_player_question(v, answers="gap"):
    """« Le premier joueur gagne-t-il plus souvent ? »: the gap between f and p compared with 1/√n, as the
    2019 programme says it (the answers ``Q["gap_…"]``; version 1's ``Q["first_…"]`` said it as an
    interval, kept for its records)."""
    bot, players, n, seed, wins, f, p0, key = v.bot, v.players, v.n, v.seed, v.wins, v.f, v.p0, v.key
    low, high = sampling.fluctuation_interval(p0, n)
    choices = tuple(Q[f"{answers}_{k}"] for k in FIRST_CHOICES)
    words = {"bot": bot, "players": players, "n": n, "seed": seed, "wins": dec(wins, 1), "f": rounded(f, 4),
             "p0": number_text(p0), "root": math.isqrt(n), **bounds(low, high),
             "verdict": Q["first_verdict_" + key]}
    return _question("first", "choice", Q[f"{answers}_{key}"], words, choices=choices)


def first_player_question_v1(rng):
    return first_player_question(draw_first_player(rng), answers="first")


# --- the catalogue ----------------------------------------------------------------------------------------
def _v1(draw, question):
    return lambda rng: question(draw(rng))


# version 2 of these (issue 20 item 6, issue 21 item 6), the former builder kept for the class report
FIRST_VERSIONS = {"03.seconde.intervalle": _v1(draw_interval, interval_question_v1),
                  "03.seconde.proportion": proportion_question_v1, "03.seconde.compter": count_question_v1,
                  "03.seconde.premier": first_player_question_v1,
                  # issue 36: « est un Garde », where version 1 said « le Garde » among five
                  "03.seconde.bornes": _v1(draw_bounds, partial(bounds_question, articles=fr.DEFINITE))}


# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "03.seconde.intervalle": ("un choix entre 3 réponses (True, ou False au-dessous ou au-dessus) : l'une d'elles va à"
                              " un tiers de la classe au moins"),
    "03.seconde.premier": ("un choix entre 3 réponses (au-dessus, en dessous ou dans l'écart habituel) : l'une d'elles"
                           " va à un tiers de la classe au moins"),
}


def _seconde(exercise_id, notion, kind, draw, question, title):
    first = FIRST_VERSIONS.get(exercise_id)
    return Problem(exercise_id, notion, kind, draw, question, level="Seconde", version=2 if first else 1,
                   older={1: first} if first else {}, title=title,
                   spread_limit=SPREAD_LIMITS.get(exercise_id, ""))


SAMPLING = "échantillonnage"
FLUCTUATION = "fréquence et fluctuation d'échantillonnage"
PROBLEMS = register_all(
    _seconde("03.seconde.frequence", "simulation", "number", draw_frequency, frequency_question,
             "Fréquence simulée (Python)"),
    _seconde("03.seconde.intervalle", FLUCTUATION, "choice", draw_interval, interval_question,
             "Écart au plus 1/√n ? (Python)"),
    _seconde("03.seconde.bornes", FLUCTUATION, "number", draw_bounds, bounds_question,
             "Borne de l'intervalle p ± 1/√n"),
    _seconde("03.seconde.proportion", SAMPLING, "number", draw_proportion, proportion_question,
             "Proportion d'échantillons (Python)"),
    _seconde("03.seconde.compter", SAMPLING, "number", draw_count, count_question, "Compter les écarts ≤ 1/√n"),
    _seconde("03.seconde.premier", SAMPLING, "choice", draw_first_player, first_player_question,
             "Premier joueur avantagé ?"),
)

FUNCTION_IDS = tuple(t.id for t in (FREQUENCY, INTERVAL, PROPORTION))
