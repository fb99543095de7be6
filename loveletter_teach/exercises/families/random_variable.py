"""Family « variable aléatoire, espérance, variance » (notebook 03, Première): X is the value of Bob's
card on Alice's first turn (:mod:`.first_turn`); its law read off the cards she does not see (P(X ≥ v)),
then E(X), V(X) and σ(X). The four questions share one position per learner (the catalogue's ``seed``
rule): the law, E(X), V(X) and σ(X) of the same X.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's position and numbers, the exact
answer) beside ``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

import math
import random
from fractions import Fraction

from ... import fr
from ...probability.trees import unseen_counts
from ...probability.variables import decimal_text
from ...probability.variables import frac as vfrac
from ..questions import mistake
from .base import Problem, Variant, built, register_all, rounded
from .first_turn import LEVEL, PLACES, TOLERANCE, DecimalQuestion, ask, bob_value, card_list, first_turn, unseen
from .positions import ratio_text

# The title of the law of X shown beside the questions.
LAW = {
    "title": "Loi de X, la valeur de la carte {of_p}",
}

WORDS = {
    "loi": {
        "title": "La loi d'une variable aléatoire",
        "prompt": "Vous êtes {me}, au premier tour. X est la variable aléatoire égale à la valeur de la carte "
                  "{of_p}. Calculez P(X ≥ {v}).",
        "hints": (
            "X prend pour valeurs celles des cartes que vous ne voyez pas ; chacune de ces cartes a la même "
            "chance d'être celle {of_p}.",
            "Dressez la loi de X : pour chaque valeur x_i, P(X = x_i) = nombre de cartes de valeur x_i / "
            "nombre de cartes que vous ne voyez pas.",
            "P(X ≥ {v}) est la somme des P(X = x_i) pour les valeurs x_i ≥ {v}.",
        ),
        "solution": "Vous ne voyez pas {n} cartes : {cards}. Loi de X : {law}. Les cartes de valeur au moins {v} "
                    "sont {kept} : P(X ≥ {v}) = {terms} = {values} = {ratio}.",
    },
    "esperance": {
        "title": "L'espérance",
        "prompt": "Vous êtes {me}. X est la valeur de la carte {of_p} ; le tableau donne sa loi. Calculez "
                  "l'espérance E(X) (une fraction, ou un nombre décimal arrondi au centième).",
        "hints": (
            "E(X) = x_1 × P(X = x_1) + x_2 × P(X = x_2) + … : chaque valeur multipliée par sa "
            "probabilité.",
            "Faites la somme de tous ces produits, sans oublier aucune colonne du tableau.",
        ),
        "solution": "{e_formula} ≈ {E_dec} : c'est la valeur moyenne de la carte {of_p}, si la même "
                    "situation se répétait un grand nombre de fois.",
    },
    "variance": {
        "title": "La variance",
        "prompt": "Vous êtes {me}. X est la valeur de la carte {of_p} ; le tableau donne sa loi. Calculez "
                  "la variance V(X) (une fraction, ou un nombre décimal arrondi au centième).",
        "hints": (
            "Calculez d'abord E(X).",
            "V(X) = P(X = x_1) × (x_1 − E(X))² + P(X = x_2) × (x_2 − E(X))² + … ; ou, plus court, "
            "V(X) = E(X²) − E(X)².",
            "E(X²) = x_1² × P(X = x_1) + x_2² × P(X = x_2) + …",
        ),
        "solution": "{e_formula} ; {m_formula} ; {v_formula} ≈ {V_dec}.",
    },
    "ecart_type": {
        "title": "L'écart type",
        "prompt": "Vous êtes {me}. X est la valeur de la carte {of_p} ; le tableau donne sa loi. Calculez "
                  "l'écart type σ(X), arrondi au centième.",
        "hints": (
            "σ(X) = √V(X) : calculez d'abord E(X), puis V(X).",
            "V(X) = E(X²) − E(X)², avec E(X²) = x_1² × P(X = x_1) + x_2² × P(X = x_2) + …",
        ),
        "solution": "{e_formula} ; {v_formula} ; {s_text}. L'écart type mesure la dispersion des valeurs "
                    "de X autour de son espérance.",
    },
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {}


def value_words(obs):
    """(X, the words of its law and moments): X the value of Bob's card seen from ``obs``."""
    counts, n, words = unseen(obs)
    X = bob_value(obs)
    words.update(n=n, cards=card_list(counts), E=vfrac(X.expectation()), e_formula=X.expectation_formula(),
                 E_dec=decimal_text(X.expectation(), PLACES), V_dec=decimal_text(X.variance(), PLACES),
                 m_formula=X.moment2_formula(), v_formula=X.variance_formula(), V=vfrac(X.variance()),
                 s_text=X.std_text())
    return X, words


def unweighted(X):
    """The mean of X's values, each counted once: E(X) without the weights."""
    values = [x for x in X.values if X.probability(x)]
    return Fraction(sum(values), len(values))


def _law_figure(obs):
    X = bob_value(obs)
    X.title = LAW["title"].format(of_p=fr.of(obs.names[1]))
    return X


# --- the law: P(X ≥ v) ---------------------------------------------------------------------------------------
def draw_value_at_least(rng):
    """P(X ≥ v), X the value of Bob's card: the law of a random variable, read off the unseen cards."""
    obs = first_turn(rng)
    X = bob_value(obs)
    v = rng.choice([x for x in X.values[1:]])
    return Variant(obs=obs, v=v, answer=X.prob(lambda x: x >= v))


# Version 2 (issue 36): v drawn alike made 1/11 the answer of one learner in 5 and 9/11, 10/11 almost never
# (10 possible answers, 76 % of classes of 32 met the goal). The position is still drawn first, so the four
# questions on X keep sharing it; then v is drawn with weights on its answer, fitted once on fixed positions so
# that every answer comes about as often (a common answer is offered by most positions: it weighs less).
WEIGHT_SAMPLE, WEIGHT_ROUNDS, WEIGHT_CAP = 400, 30, 1000.0  # the cap: 10/11, offered by 6 positions in 400,
# cannot come as often as the others; it is drawn whenever offered
_weights = {}  # answer -> its weight


def _thresholds(obs):
    """{P(X ≥ v): v} for the thresholds v the question may ask about."""
    X = bob_value(obs)
    return {X.prob(lambda x, v=v: x >= v): v for v in X.values[1:]}


def _fitted_weights():
    """Weights of the answers such that, over WEIGHT_SAMPLE fixed positions, each answer is drawn about
    as often (a few rounds of rescaling each weight by its target over its share): the same everywhere."""
    offered = [sorted(_thresholds(first_turn(random.Random(seed)))) for seed in range(WEIGHT_SAMPLE)]
    weights = {a: 1.0 for answers in offered for a in answers}
    for _ in range(WEIGHT_ROUNDS):
        share = dict.fromkeys(weights, 0.0)
        for answers in offered:
            total = sum(weights[a] for a in answers)
            for a in answers:
                share[a] += weights[a] / total
        weights = {a: min(w * len(offered) / len(weights) / share[a], WEIGHT_CAP) for a, w in weights.items()}
    return weights


def draw_value_at_least_v2(rng):
    """P(X ≥ v) on the learner's shared position, v drawn so that the answers spread over a class."""
    if not _weights:
        _weights.update(_fitted_weights())
    obs = first_turn(rng)
    thresholds = _thresholds(obs)
    answers = sorted(thresholds)  # a fixed order: the same variant on every computer
    answer = rng.choices(answers, weights=[_weights.get(a, WEIGHT_CAP) for a in answers])[0]
    return Variant(obs=obs, v=thresholds[answer], answer=answer)


def value_at_least_question(v):
    X, words = value_words(v.obs)
    kept = {c: k for c, k in unseen_counts(v.obs)[0].items() if c.value >= v.v}
    words.update(v=v.v, law=X.inline(), kept=card_list(kept), m=sum(kept.values()),
                 ratio=ratio_text(sum(kept.values()), words["n"]),
                 terms=" + ".join(f"P(X = {vfrac(x)})" for x in X.values if x >= v.v),
                 values=" + ".join(vfrac(X.probability(x)) for x in X.values if x >= v.v))
    traps = ((X.prob(lambda x: x > v.v), mistake("strict", k=v.v)),
             (X.prob(lambda x: x == v.v), mistake("only_equal", k=v.v)), (1 - v.answer, mistake("complement_extra")),
             (Fraction(sum(kept.values())), mistake("count_given")))
    return ask(WORDS["loi"], "probability", v.answer, words, v.obs, traps=traps)


# --- E(X), V(X), σ(X) ---------------------------------------------------------------------------------------------
def draw_position(rng):
    """Alice's first turn: X, the value of Bob's card (the answer: the law of X)."""
    obs = first_turn(rng)
    return Variant(obs=obs, answer=bob_value(obs))


def draw_statistic(name):
    """The draw of a question on the law's ``name`` (expectation, variance, std): the same position."""
    def draw(rng):
        v = draw_position(rng)
        v.answer = getattr(v.answer, name)()
        return v
    return draw


draw_expectation, draw_variance, draw_standard_deviation = map(draw_statistic, ("expectation", "variance", "std"))


def expectation_question(v):
    X, words = value_words(v.obs)
    return ask(WORDS["esperance"], "number", v.answer, words, v.obs, figure=_law_figure(v.obs), tolerance=TOLERANCE,
               traps=((unweighted(X), mistake("unweighted")),))


def early_variances(X):
    """V(X) computed as E(X²) − e², e = E(X) rounded too early (to the tenth, to the hundredth)."""
    square = X.variance() + X.expectation() ** 2
    return [square - rounded(X.expectation(), places) ** 2 for places in (1, 2)]


def root(x):
    """√x rounded to the hundredth, as the learner gives σ(X) (the answer asked, « arrondi au centième »)."""
    return rounded(Fraction(math.sqrt(max(x, 0))), PLACES)


def variance_question(v):
    X, words = value_words(v.obs)
    early = mistake("rounded_early", what="E(X)")
    traps = ((X.variance() + X.expectation() ** 2, mistake("no_mean_square")),
             (Fraction(X.std()).limit_denominator(10 ** 6), mistake("std_given")),
             *((rounded(wrong, PLACES), early) for wrong in early_variances(X)))  # given to the hundredth
    return ask(WORDS["variance"], "number", v.answer, words, v.obs, figure=_law_figure(v.obs), tolerance=TOLERANCE,
               traps=traps)


def standard_deviation_question(v):
    X, words = value_words(v.obs)
    traps = ((X.variance(), mistake("variance_given")),
             (root(rounded(X.variance(), 1)), mistake("rounded_early", what="V(X)")),  # « 2,24 » from V ≈ 5,0
             *((root(wrong), mistake("rounded_early", what="E(X)")) for wrong in early_variances(X)))
    return ask(WORDS["ecart_type"], "number", v.answer, words, v.obs, cls=DecimalQuestion, figure=_law_figure(v.obs),
               tolerance=TOLERANCE, traps=traps)


def _shared(learner):
    """The four questions on X share the learner's position."""
    return learner.seed("03.aleatoire.x")


# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "03.aleatoire.loi": ("9 réponses courantes : P(X ≥ v) vaut k/11 sur la position que partagent les quatre "
                         "questions sur X, et 10/11 n'y arrive que dans 6 positions sur 400"),
}

PROBLEMS = register_all(
    Problem("03.aleatoire.loi", "variable aléatoire", "probability", draw_value_at_least_v2, value_at_least_question,
            level=LEVEL, seed=_shared, version=2, older={1: built(draw_value_at_least, value_at_least_question)},
            spread_limit=SPREAD_LIMITS["03.aleatoire.loi"], title="Loi d'une variable aléatoire"),
    Problem("03.aleatoire.esperance", "espérance", "number", draw_expectation, expectation_question, level=LEVEL,
            seed=_shared, title="Espérance de la carte de Bob"),
    Problem("03.aleatoire.variance", "variance et écart type", "number", draw_variance, variance_question,
            level=LEVEL, seed=_shared, title="Variance de la carte de Bob"),
    Problem("03.aleatoire.ecart_type", "variance et écart type", "number", draw_standard_deviation,
            standard_deviation_question, level=LEVEL, seed=_shared, title="Écart type de la carte de Bob"),
)
