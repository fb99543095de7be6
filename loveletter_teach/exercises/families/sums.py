"""Family « somme de variables aléatoires » (notebook 03, Terminale): X is the value of a card drawn at
random from the deck (the card set aside, a player's card). The expectation of a sum is the sum of the
expectations, whether or not the terms are independent (the cards dealt in one round); the variance of
a sum of independent variables (the cards set aside in rounds shuffled anew) is the sum of their
variances; and the concentration inequality, P(|M − E(X)| ≥ δ) ≤ V(X)/(nδ²) for the mean M of n
independent copies, applied to the size of a simulation.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's numbers, the exact answer) beside
``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

import math
from fractions import Fraction

from ... import fr
from ...editions import get_edition
from ...probability.trees import frac
from ...probability.variables import card_value_law
from ..questions import mistake
from .base import Problem, Variant, built, dec, named, question, register_all

EDITIONS = ("classique", "2019", "16-cartes")

WORDS = {
    "somme_esperance": {
        "title": "L'espérance d'une somme",
        "prompt": "Une manche de « {edition} » à {m} joueurs commence : le paquet ({what}) est bien mélangé et "
                  "chaque joueur reçoit une carte. S est la somme des valeurs des {m} cartes distribuées. "
                  "Calculez l'espérance E(S).",
        "hints": ("Écrivez S comme une somme : S = X₁ + X₂ + …, une variable par joueur (Xᵢ est la valeur de "
                  "la carte du joueur i). Chaque Xᵢ a la loi de la valeur X d'une carte tirée au hasard dans "
                  "le paquet.",
                  "L'espérance est linéaire : E(X₁ + X₂ + …) = E(X₁) + E(X₂) + …, même quand les variables ne "
                  "sont pas indépendantes."),
        "solution": "La valeur X d'une carte tirée au hasard dans le paquet a pour loi : {law}. {formula}. "
                    "Chaque joueur reçoit une carte tirée au hasard, donc E(Xᵢ) = E(X) pour chacun ; par "
                    "linéarité de l'espérance, E(S) = {m} × E(X) = {m} × {ex} = {answer}. Les Xᵢ ne sont pas "
                    "indépendantes (les cartes sont distribuées sans remise), mais la linéarité n'en a pas "
                    "besoin.",
    },
    "somme_variance": {
        "title": "La variance d'une somme",
        "prompt": "On joue {r} manches de « {edition} » ; le paquet ({what}) est mélangé à chaque manche. S est "
                  "la somme des valeurs des {r} cartes mises de côté (une par manche). Calculez la variance "
                  "V(S).",
        "hints": ("Écrivez S = X₁ + … (une variable par manche) : chaque Xᵢ a la loi de la valeur X d'une carte "
                  "tirée au hasard dans le paquet. Calculez d'abord V(X) = E(X²) − E(X)².",
                  "Les manches sont mélangées séparément : les Xᵢ sont indépendantes. La variance d'une somme "
                  "de variables indépendantes est la somme de leurs variances."),
        "solution": "La valeur X d'une carte tirée au hasard a pour loi : {law}. {formula} et {variance}. Les "
                    "{r} manches sont mélangées séparément, donc {terms} sont indépendantes et de même loi que X : "
                    "V(S) = {variances} = {r} × V(X) = {r} × {vx} = {answer} ≈ {adec}. Pour "
                    "les cartes des joueurs d'une même manche, ce calcul serait faux : tirées sans remise, elles "
                    "ne sont pas indépendantes.",
    },
    "concentration": {
        "title": "L'inégalité de concentration, sur une simulation",
        "prompt": "Une simulation, comme celle de la partie « Une inégalité de concentration », joue n = {n} "
                  "manches de « {edition} » (paquet : {what}) et calcule M, la moyenne des valeurs des {n} cartes "
                  "mises de côté. Chaque valeur suit la loi de "
                  "X, la valeur d'une carte tirée au hasard, et les manches sont indépendantes. D'après "
                  "l'inégalité de concentration, quel majorant obtient-on pour P(|M − E(X)| ≥ {delta}) ? "
                  "Donnez-le arrondi au millième.",
        "hints": ("Calculez V(X) = E(X²) − E(X)² à partir de la loi de X.",
                  "L'inégalité de concentration, pour la moyenne M de n variables indépendantes de même loi "
                  "que X : P(|M − E(X)| ≥ δ) ≤ V(X)/(n × δ²)."),
        "solution": "La valeur X d'une carte tirée au hasard a pour loi : {law}. {formula} et {variance}. M est "
                    "la moyenne de n = {n} variables indépendantes de même loi que X, donc E(M) = E(X) et "
                    "V(M) = V(X)/n ; l'inégalité de concentration donne P(|M − E(X)| ≥ {delta}) ≤ V(X)/(n × "
                    "{delta}²) = ({vx})/({n} × {delta2}) = {answer} ≈ {adec}. Ce n'est qu'un majorant : la "
                    "proportion des simulations où l'écart atteint {delta} est en général bien plus petite.",
    },
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "one_term": (
        "espérance d'une seule carte au lieu de la somme", "somme de variables aléatoires",
        ("03", "La somme de variables aléatoires"), "03.terminale.somme_esperance",
        "L'espérance d'une somme est la somme des espérances : E(X₁ + … + X_r) = E(X₁) + … + E(X_r), même quand "
        "les variables ne sont pas indépendantes."),
    "square_factor": (
        "r² × V(X) au lieu de r × V(X)", "somme de variables aléatoires",
        ("03", "La somme de variables aléatoires"), "03.terminale.somme_variance",
        "Pour r variables indépendantes de même loi, les variances s'additionnent : V(S) = r × V(X) ; le facteur "
        "r² est celui de V(rX), une seule carte comptée r fois."),
    "std_added": (
        "écarts types additionnés au lieu des variances", "somme de variables aléatoires",
        ("03", "La somme de variables aléatoires"), "03.terminale.somme_variance",
        "Pour des variables indépendantes, ce sont les variances qui s'additionnent, pas les écarts types : on "
        "calcule V(S), puis σ(S) = √V(S) si on le demande."),
    "no_n": (
        "n oublié dans l'inégalité de concentration", "inégalité de concentration",
        ("03", "Une inégalité de concentration"), "03.terminale.concentration",
        "Pour la moyenne M de n variables indépendantes, V(M) = V(X)/n : la borne V(X)/(n × δ²) diminue quand n "
        "grandit."),
    "delta_not_squared": (
        "δ au lieu de δ²", "inégalité de concentration",
        ("03", "Une inégalité de concentration"), "03.terminale.concentration",
        "L'inégalité de concentration divise la variance par n × δ² : l'écart δ est élevé au carré."),
    "std_for_variance": (
        "σ(X) au lieu de V(X) dans l'inégalité", "inégalité de concentration",
        ("03", "Une inégalité de concentration"), "03.terminale.concentration",
        "L'inégalité de concentration s'écrit avec la variance, pas avec l'écart type : P(|M − E(X)| ≥ δ) ≤ "
        "V(X)/(n × δ²)."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "one_term": "Vous avez donné l'espérance d'une seule carte : S additionne les valeurs de plusieurs cartes, "
                "et E(S) additionne leurs espérances.",
    "square_factor": "Vous avez multiplié V(X) par le carré du nombre de manches : ce serait la variance d'une "
                     "seule carte comptée plusieurs fois (V(aX) = a² V(X)). Ici les cartes sont indépendantes : "
                     "leurs variances s'additionnent.",
    "std_added": "Vous avez additionné les écarts types : pour des variables indépendantes, ce sont les "
                 "variances qui s'additionnent.",
    "no_n": "Vous avez oublié n : ce majorant vaut pour une seule valeur X ; pour la moyenne de n valeurs "
            "indépendantes, la variance est divisée par n.",
    "delta_not_squared": "Vous avez divisé par n × δ : l'inégalité divise la variance par n × δ², δ au carré.",
    "std_for_variance": "Vous avez pris l'écart type σ(X) à la place de la variance V(X) dans l'inégalité.",
}


def value_law(edition):
    """The law of the value of a card drawn at random from ``edition``'s deck."""
    return card_value_law({c: Fraction(c.count, edition.size) for c in edition.cards})


def _law_text(law):
    """« P(X = 1) = 5/16 ; P(X = 2) = 1/8 ; … »."""
    return " ; ".join(f"P(X = {x}) = {frac(law.probability(x))}" for x in law.values)


def _deck_words(edition):
    law = value_law(edition)
    what = fr.join_and(f"{fr.count_of(c, c.count)} de valeur {c.value}" for c in edition.cards)
    return law, {"edition": edition.title, "what": what, "law": _law_text(law), "formula": law.expectation_formula(),
                 "variance": law.variance_formula(), "ex": frac(law.expectation()), "vx": frac(law.variance())}


# --- E(S): linearity -------------------------------------------------------------------------------------
def draw_sum_expectation(rng):
    edition = get_edition(rng.choice(EDITIONS))
    m = rng.randint(2, edition.max_players)
    return Variant(edition=edition, m=m, answer=m * value_law(edition).expectation())


def sum_expectation_question(v):
    law, words = _deck_words(v.edition)
    words.update(m=v.m, answer=frac(v.answer))
    plain = Fraction(sum(c.value for c in v.edition.cards), len(v.edition.cards))  # the values, unweighted
    traps = ((law.expectation(), named(MISTAKES, "one_term")), (v.m * plain, mistake("unweighted")))
    return question(WORDS["somme_esperance"], "number", v.answer, words, tolerance=Fraction(1, 100), traps=traps)


# --- V(S): independence -------------------------------------------------------------------------------------
def draw_sum_variance(rng):
    edition = get_edition(rng.choice(EDITIONS))
    r = rng.randint(2, 6)
    return Variant(edition=edition, r=r, answer=r * value_law(edition).variance())


def sum_variance_question(v):
    law, words = _deck_words(v.edition)
    names = [f"X{'₀₁₂₃₄₅₆₇₈₉'[i]}" for i in range(1, v.r + 1)]
    words.update(r=v.r, terms=fr.join_and(names), variances=" + ".join(f"V({x})" for x in names),
                 answer=frac(v.answer), adec=dec(v.answer, 2))
    traps = ((v.r ** 2 * law.variance(), named(MISTAKES, "square_factor")),
             (Fraction(v.r * math.sqrt(law.variance())).limit_denominator(10 ** 6), named(MISTAKES, "std_added")),
             (v.r * law.moment2(), mistake("no_mean_square")))
    return question(WORDS["somme_variance"], "number", v.answer, words, tolerance=Fraction(1, 100), traps=traps)


# --- the concentration inequality, on a simulation's size ------------------------------------------------------
SIMULATION_SIZES = (100, 200, 400, 500, 1000)
DELTAS = (Fraction(1, 4), Fraction(1, 2), Fraction(1))


def draw_concentration(rng):
    edition = get_edition(rng.choice(EDITIONS))
    n, delta = rng.choice(SIMULATION_SIZES), rng.choice(DELTAS)
    return Variant(edition=edition, n=n, delta=delta, answer=value_law(edition).variance() / (n * delta ** 2))


def concentration_question(v):
    law, words = _deck_words(v.edition)
    words.update(n=v.n, delta=fr.decimal(float(v.delta), 2).rstrip("0").rstrip(","),
                 delta2=fr.decimal(float(v.delta ** 2), 4).rstrip("0").rstrip(","), answer=frac(v.answer),
                 adec=dec(v.answer, 3))
    sigma = Fraction(math.sqrt(law.variance())).limit_denominator(10 ** 6)
    traps = ((law.variance() / v.delta ** 2, named(MISTAKES, "no_n")),
             (law.variance() / (v.n * v.delta), named(MISTAKES, "delta_not_squared")),
             (sigma / (v.n * v.delta ** 2), named(MISTAKES, "std_for_variance")))
    return question(WORDS["concentration"], "number", v.answer, words, tolerance=Fraction(1, 1000), traps=traps)


PROBLEMS = register_all(
    Problem("03.terminale.somme_esperance", "somme de variables aléatoires", "number", draw_sum_expectation,
            sum_expectation_question, spread=True, version=2,
            older={1: built(draw_sum_expectation, sum_expectation_question)}, title="Espérance d'une somme"),
    Problem("03.terminale.somme_variance", "somme de variables aléatoires", "number", draw_sum_variance,
            sum_variance_question, title="Variance d'une somme"),
    Problem("03.terminale.concentration", "inégalité de concentration", "number", draw_concentration,
            concentration_question, title="Inégalité de concentration"),
)
