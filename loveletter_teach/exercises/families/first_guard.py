"""Family « le premier Garde, manche après manche » (notebook 03, Terminale): a binomial law from a real
game situation. In each of n rounds of a two-player game, Alice plays first and, when one of her two
cards is a Guard, plays it at once, naming the same card for Bob. The rounds are shuffled anew, hence
independent: X, the number of rounds where that first Guard hits, follows the « loi binomiale de
paramètres n et p », with p = P(Alice holds a Guard and Bob holds the named card), counted on the deck.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's numbers, the exact answer) beside
``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

import math
from fractions import Fraction
from functools import partial

from ... import fr, laws
from ...editions import get_edition
from ...probability.trees import frac
from ..questions import mistake
from .base import Problem, Variant, built, dec, named, question, register_all

GUARD = "Garde"
EDITIONS = ("classique", "2019")

_SITUATION = ("Dans une partie à deux joueurs de « {edition} », dont le paquet compte {guards}, Alice commence "
              "chaque manche. Sa règle : à son premier tour, si l'une de ses deux cartes est un Garde, elle le "
              "joue aussitôt et nomme {named} pour Bob (un Garde peut toujours être joué). Le paquet est "
              "mélangé à chaque manche, donc les manches sont indépendantes. ")
WORDS = {
    "manches": {
        "title": "Le premier Garde, manche après manche",
        "prompt": _SITUATION + "X est le nombre de manches, parmi n = {n}, où ce premier Garde touche (Bob "
                               "a {card}). Calculez P(X = {k}).",
        "hints": ("Un succès, c'est « Alice a au moins un Garde et Bob a {card} » : calculez P(Bob a {card}), "
                  "puis la probabilité qu'Alice ait au moins un Garde parmi les {rest} autres cartes, "
                  "sachant que Bob a {card}.",
                  "Les {n} manches sont indépendantes et ont la même probabilité de succès p : X suit la loi "
                  "binomiale de paramètres n = {n} et p, B({n} ; p)."),
        "solution": "{why_p} Les manches sont indépendantes : X suit la loi binomiale de paramètres n = {n} et "
                    "p = {p}, B({n} ; {p}), et P(X = {k}) = C({n}, {k}) × ({p})^{k} × ({q})^{nk} ≈ {answer}.",
    },
    "manches_seuil": {
        "title": "Combien de manches pour toucher au moins une fois ?",
        "prompt": _SITUATION + "Combien de manches faut-il jouer, au minimum, pour que la probabilité que ce "
                               "premier Garde touche au moins une fois soit supérieure ou égale à {target} ?",
        "hints": ("Calculez d'abord la probabilité p de succès d'une manche : Alice a au moins un Garde et Bob "
                  "a {card}.",
                  "Sur n manches, passez par l'événement contraire : P(X ≥ 1) = 1 − P(X = 0) = 1 − (1 − p)^n.",
                  "Résolvez (1 − p)^n ≤ {alpha} avec le logarithme népérien, sans oublier que ln(1 − p) est "
                  "négatif : l'inégalité change de sens."),
        "solution": "{why_p} Sur n manches, P(X ≥ 1) = 1 − (1 − p)^n ≥ {target} revient à ({q})^n ≤ {alpha}, "
                    "soit n × ln({q}) ≤ ln({alpha}), et comme ln({q}) < 0, n ≥ ln({alpha})/ln({q}) ≈ {need}. Le "
                    "plus petit entier qui convient est n = {answer} (avec {below} manches, la probabilité ne "
                    "vaut que {before}).",
    },
    "why_p": "Bob a {card} avec la probabilité {pb} ({cards} sur {size}). Sachant cela, les deux cartes "
             "d'Alice sont prises parmi les {rest} autres, dont {guards} : elle a au moins un Garde avec la "
             "probabilité 1 − C({rg}, 2)/C({rest}, 2) = {pg}. Donc p = {pb} × {pg} = {p}.",
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "guard_assumed": (
        "P(Bob a la carte) seule au lieu du succès", "loi binomiale",
        ("03", "Le premier Garde, manche après manche"), "03.terminale.manches",
        "On écrit d'abord le succès en entier, « Alice a au moins un Garde et Bob a la carte nommée » : p est la "
        "probabilité de cette intersection, pas celle d'une seule de ses conditions."),
    "guard_given": (
        "probabilité sachant un Garde au lieu de l'intersection", "loi binomiale",
        ("03", "Le premier Garde, manche après manche"), "03.terminale.manches",
        "Les manches où Alice n'a pas de Garde comptent aussi, comme des échecs : p est la probabilité de "
        "l'intersection « Alice a un Garde et Bob a la carte », et non une probabilité sachant qu'Alice a un "
        "Garde."),
    "rounded_down": (
        "nombre de manches arrondi à l'entier inférieur", "loi binomiale",
        ("03", "Le premier Garde, manche après manche"), "03.terminale.manches_seuil",
        "On cherche le plus petit entier n qui vérifie l'inégalité : on arrondit à l'entier supérieur, puis on "
        "vérifie que n − 1 ne suffit pas."),
    "added_rounds": (
        "P(X ≥ 1) = n × p", "loi binomiale",
        ("03", "Le premier Garde, manche après manche"), "03.terminale.manches_seuil",
        "Les succès de plusieurs manches ne s'excluent pas : on passe par le contraire, P(X ≥ 1) = 1 − P(X = 0) "
        "= 1 − (1 − p)^n."),
}

# The named mistakes of this family (the binomial law's own are in fr.MISTAKES).
MISTAKES = {
    "guard_assumed": "Vous avez pris p = P(Bob a {card}) : or le Garde ne touche que si Alice en a un à son "
                     "premier tour. Un succès, c'est « Alice a au moins un Garde et Bob a {card} ».",
    "guard_given": "Vous avez pris la probabilité que Bob ait {card} sachant qu'Alice a un Garde : or on compte "
                   "toutes les manches, et celles où Alice n'a pas de Garde sont des échecs. p est la "
                   "probabilité de « Alice a un Garde et Bob a {card} ».",
    "rounded_down": "Vous avez arrondi à l'entier inférieur : avec ce nombre de manches, la probabilité reste "
                    "sous {target}. On cherche le plus petit entier qui convient : on arrondit au-dessus.",
    "added_rounds": "Vous avez écrit P(X ≥ 1) = n × p : les succès de deux manches ne s'excluent pas, on ne peut "
                    "pas additionner leurs probabilités. Passez par le contraire : P(X ≥ 1) = 1 − (1 − p)^n.",
}


def success_probability(edition, card):
    """P(Alice holds at least one Guard among her two cards and Bob holds ``card``), at two players:
    Bob's card is any of the deck's, Alice's two any of the others'."""
    guards = edition.card(GUARD).count
    bob = Fraction(edition.card(card).count, edition.size)
    return bob * laws.at_least_one(edition.size - 1, guards, 2)


def _draw_situation(rng):
    edition = get_edition(rng.choice(EDITIONS))
    card = rng.choice([c for c in edition.cards if c.name != GUARD])
    return {"edition": edition, "card": card, "p": success_probability(edition, card)}


def _words(v, articles):
    """``articles``: how the events name the card Bob must hold (« Bob a un Prince »; ``fr.DEFINITE``:
    « le Prince », the words of version 1); Alice names it « le Prince »."""
    e, card = v.edition, v.card
    guards, rest = e.card(GUARD).count, e.size - 1
    pb, pg = Fraction(card.count, e.size), laws.at_least_one(rest, guards, 2)
    words = {"edition": e.title, "size": e.size, "guards": fr.count_of(e.card(GUARD), guards), "card": articles.card(card),
             "named": fr.the(card), "cards": fr.count_of(card, card.count), "rest": rest, "rg": rest - guards, "pb": frac(pb),
             "pg": frac(pg), "p": frac(v.p), "q": frac(1 - v.p)}
    return {**words, "why_p": WORDS["why_p"].format(**words)}


def _wrong_p(v):
    """(p under a named mistake, its key): P(Bob has the card) alone, and given that Alice has a Guard."""
    e = v.edition
    alone = Fraction(v.card.count, e.size)
    given = v.p / laws.at_least_one(e.size, e.card(GUARD).count, 2)
    return ((alone, "guard_assumed"), (given, "guard_given"))


# --- P(X = k) -------------------------------------------------------------------------------------------
def draw_rounds(rng):
    v = _draw_situation(rng)
    # fewer rounds in the 2019 edition: its p has a larger denominator, and an exact P(X = k) must stay
    # a fraction a learner can write (30 digits at most)
    n = rng.choice([6, 8, 10, 12] if v["edition"].id == "classique" else [5, 6, 8])
    k = rng.randint(1, 2)
    return Variant(**v, n=n, k=k, answer=laws.binomial_pmf(n, v["p"], k))


def rounds_question(v, articles=fr.TYPE):
    n, k, p = v.n, v.k, v.p
    words = {**_words(v, articles), "n": n, "k": k, "nk": n - k, "answer": dec(v.answer)}
    traps = tuple((laws.binomial_pmf(n, wrong, k), named(MISTAKES, key, card=words["card"]))
                  for wrong, key in _wrong_p(v))
    traps += ((p ** k * (1 - p) ** (n - k), mistake("no_coefficient")),
              (laws.binomial_pmf(n, 1 - p, k), mistake("swapped_pq")))
    return question(WORDS["manches"], "probability", v.answer, words, traps=traps)


# --- the smallest n with P(X ≥ 1) ≥ 1 − α ------------------------------------------------------------------
def rounds_needed(p, alpha):
    """The smallest n such that 1 − (1 − p)^n ≥ 1 − alpha, exactly."""
    n = 1
    while (1 - p) ** n > alpha:
        n += 1
    return n


def draw_threshold(rng):
    v = _draw_situation(rng)
    alpha = rng.choice([Fraction(1, 2), Fraction(1, 4), Fraction(1, 5), Fraction(1, 10)])
    return Variant(**v, alpha=alpha, answer=rounds_needed(v["p"], alpha))


def below_target(x, target, places=3):
    """``x`` < ``target`` written with enough decimals to show it (0,7997, not 0,800 against 0,80)."""
    while round(x, places) >= target:
        places += 1
    return dec(x, places)


def threshold_question(v):
    target = 1 - v.alpha
    need = math.log(v.alpha) / math.log(1 - v.p)
    words = {**_words(v, fr.TYPE), "alpha": dec(v.alpha, 2), "target": dec(target, 2), "need": dec(need, 2),
             "answer": v.answer, "below": v.answer - 1, "before": below_target(1 - (1 - v.p) ** (v.answer - 1), target)}
    traps = tuple((rounds_needed(wrong, v.alpha), named(MISTAKES, key, card=words["card"]))
                  for wrong, key in _wrong_p(v))
    traps += ((v.answer - 1, named(MISTAKES, "rounded_down", target=dec(target, 2))),
              (math.ceil(target / v.p), named(MISTAKES, "added_rounds")))
    return question(WORDS["manches_seuil"], "number", v.answer, words, traps=traps)


PROBLEMS = register_all(
    Problem("03.terminale.manches", "loi binomiale", "probability", draw_rounds, rounds_question,
            title="Manches où le Garde touche", version=2,  # issue 36: « Bob a un Prince », not « le Prince »
            older={1: built(draw_rounds, partial(rounds_question, articles=fr.DEFINITE))}),
    Problem("03.terminale.manches_seuil", "loi binomiale", "number", draw_threshold, threshold_question,
            title="Nombre minimal de manches"),
)
