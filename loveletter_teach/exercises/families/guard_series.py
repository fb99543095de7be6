"""Family « un Garde rejoué n fois » (notebook 03, Terminale): Alice, at her first turn with a Guard,
names a card for Bob; the same situation is played again n times on deals she cannot tell apart. X, the
number of hits, follows the « loi binomiale de paramètres n et p », p counted on the cards she does not
see: P(X = k), P(X ≥ k), E(X), σ(X), the number of trials the Bienaymé-Tchebychev inequality asks for,
the error of an estimate, and the law of large numbers read on a simulation the learner runs.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's numbers, the exact answer) beside
``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

import math
import random
from fractions import Fraction
from functools import partial

from ... import fr, laws, sampling
from ...probability import card_counting
from ...probability.trees import frac
from ...rounds import Round
from ..builders import redraw_until, spread
from ..questions import Question, mistake
from .base import Problem, Variant, built, dec, named, question, register_all, rounded
from .first_turn import DecimalQuestion

GUARD = "Garde"

WORDS = {
    "binomiale": {
        "title": "La loi binomiale",
        "prompt": "Vous êtes Alice : c'est votre premier tour et vous avez un Garde. Vous nommez {card} pour "
                  "Bob. On rejoue {n} fois cette même situation ; à chaque fois, les cartes que vous ne voyez "
                  "pas sont remélangées. X est le nombre de fois où le Garde touche. Calculez P(X = {k}).",
        "hints": ("La probabilité p de toucher se calcule par comptage, sur les {t} cartes que vous ne voyez "
                  "pas.",
                  "Les {n} essais sont indépendants et ont tous la même probabilité de succès p : X suit la loi "
                  "binomiale B({n} ; p).",
                  "P(X = k) = C(n, k) × p^k × (1 − p)^(n − k), où C(n, k) se lit « k parmi n »."),
        "solution": "Parmi les {t} cartes que vous ne voyez pas, il y a {cards} : p = {p}. Les essais sont "
                    "indépendants, donc X suit B({n} ; {p}) et P(X = {k}) = C({n}, {k}) × ({p})^{k} × "
                    "({q})^{nk} = {comb} × ({p})^{k} × ({q})^{nk} ≈ {answer}.",
    },
    "au_moins": {
        "title": "Toucher au moins k fois",
        "prompt": "Vous êtes Alice : c'est votre premier tour et vous avez un Garde. Vous nommez {card} pour "
                  "Bob. On rejoue {n} fois cette même situation, les cartes que vous ne voyez pas étant "
                  "remélangées à chaque fois ; X est le nombre de fois où le Garde touche. Calculez P(X ≥ {k}).",
        "hints": ("Les essais sont indépendants et de même probabilité de succès p (à calculer par comptage) : "
                  "X suit B({n} ; p).",
                  "Passez par l'événement contraire : P(X ≥ {k}) = 1 − P(X ≤ {k1})."),
        "solution": "p = {p} ({cards} parmi {t} cartes) et X suit B({n} ; {p}). P(X ≥ {k}) = 1 − [{terms}] ≈ 1 "
                    "− ({values}) ≈ 1 − {below} ≈ {answer}.",
    },
    "esperance": {
        "title": "L'espérance",
        "prompt": "Vous êtes Alice : c'est votre premier tour et vous avez un Garde. Vous nommez {card} pour "
                  "Bob. On rejoue {n} fois cette même situation, les cartes que vous ne voyez pas étant "
                  "remélangées à chaque fois ; X est le nombre de fois où le Garde touche. Calculez l'espérance "
                  "E(X).",
        "hints": ("Calculez p par comptage, parmi les {t} cartes que vous ne voyez pas.",
                  "Pour X de loi B(n ; p), E(X) = n × p."),
        "solution": "p = {p} et X suit B({n} ; {p}) : E(X) = {n} × {p} = {answer} ≈ {adec}. En moyenne, sur un "
                    "grand nombre de séries de {n} essais, le Garde touche environ {adec} fois par série.",
    },
    "ecart_type": {
        "title": "La variance et l'écart type",
        "prompt": "Vous êtes Alice : c'est votre premier tour et vous avez un Garde. Vous nommez {card} pour "
                  "Bob. On rejoue {n} fois cette même situation, les cartes que vous ne voyez pas étant "
                  "remélangées à chaque fois ; X est le nombre de fois où le Garde touche. Calculez l'écart "
                  "type σ(X).",
        "hints": ("Calculez p par comptage, parmi les {t} cartes que vous ne voyez pas.",
                  "Pour X de loi B(n ; p), V(X) = n × p × (1 − p) et σ(X) = √V(X)."),
        "solution": "p = {p} et X suit B({n} ; {p}) : V(X) = {n} × {p} × {q} = {v} ≈ {vdec}, donc σ(X) = √V(X) "
                    "≈ {answer}.",
    },
    "tchebychev": {
        "title": "L'inégalité de Bienaymé-Tchebychev",
        "prompt": "Vous êtes Alice : c'est votre premier tour et vous avez un Garde. On veut estimer p, la "
                  "probabilité de toucher en nommant {card} pour Bob, par la fréquence F des succès sur n "
                  "essais indépendants (la situation rejouée n fois). Avec la valeur de p que donne le comptage "
                  "(p est connue ici), à partir de combien d'essais n l'inégalité de Bienaymé-Tchebychev "
                  "assure-t-elle que P(|F − p| ≥ {delta}) ≤ {alpha} ?",
        "hints": ("p se calcule par comptage ; F = X/n où X suit B(n ; p), donc E(F) = p et V(F) = p(1 − p)/n.",
                  "L'inégalité de Bienaymé-Tchebychev : P(|F − E(F)| ≥ δ) ≤ V(F)/δ².",
                  "Cherchez le plus petit entier n tel que p(1 − p)/(n × δ²) ≤ {alpha}."),
        "solution": "p = {p}, donc p(1 − p) = {spread}. Il faut p(1 − p)/(n × {delta}²) ≤ {alpha}, soit n ≥ p(1 "
                    "− p)/({alpha} × {delta}²) ≈ {need} : le plus petit entier qui convient est n = {answer}.",
    },
    "erreur": {
        "title": "L'erreur d'une estimation",
        "prompt": "Vous êtes Alice : c'est votre premier tour et vous avez un Garde. Pour estimer p, la "
                  "probabilité de toucher en nommant {card} pour Bob, on rejoue la situation n = {n} fois et on "
                  "calcule la fréquence F des succès. L'erreur typique de cette estimation, l'écart type σ(F) = "
                  "√(p(1 − p)/n), vaut environ {error}. Combien d'essais faut-il pour la diviser par {k} ?",
        "hints": ("L'erreur typique est proportionnelle à 1/√n.",
                  "Diviser 1/√n par {k}, c'est multiplier √n par {k}."),
        "solution": "L'erreur est proportionnelle à 1/√n : pour la diviser par {k}, il faut multiplier √n par "
                    "{k}, donc n par {k}² = {k2} : {n} × {k2} = {answer} essais.",
    },
    "grands_nombres": {
        "title": "La loi des grands nombres, sur votre simulation",
        "prompt": "Vous êtes Alice, au premier tour de la donne ci-dessus : vous avez un Garde et vous nommez "
                  "{card} pour Bob. Simulez n = {n_text} essais (la situation rejouée à chaque fois, sur les cartes "
                  "que vous ne voyez pas remélangées) en exécutant dans une cellule de code : {code}. La "
                  "fréquence des succès est F = succes/n. Calculez la probabilité p de toucher par comptage, "
                  "puis donnez l'écart |F − p|, arrondi au dix-millième.",
        "hints": ("p se calcule par comptage, parmi les {t} cartes que vous ne voyez pas.",
                  "F est le nombre de succès divisé par le nombre d'essais ; l'écart |F − p| est une distance, "
                  "il est positif."),
        "solution": "Parmi les {t} cartes que vous ne voyez pas, il y a {cards} : p = {p} ≈ {pdec}. La "
                    "simulation donne {hits} succès sur {n_text} essais : F = {hits}/{n_text} {fdec}, donc |F − p| ≈ "
                    "{answer}. C'est la loi des grands nombres : quand n grandit, F s'approche de p. L'écart "
                    "typique σ(F) = √(p(1 − p)/n) vaut ici environ {sigma} ; votre écart vaut {ratio} fois cet écart typique (une "
                    "simulation s'écarte rarement de p de plus de 2σ(F) ou 3σ(F)).",
    },
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "known_p_bound": (
        "borne pour tout p alors que p est connue", "inégalité de Bienaymé-Tchebychev",
        ("03", "L'inégalité de Bienaymé-Tchebychev"), "03.terminale.tchebychev",
        "Quand p est connue, on met sa valeur dans p(1 − p) ; la majoration p(1 − p) ≤ 1/4 ne sert que si p est "
        "inconnue, et elle demande plus d'essais."),
    "n_times_k": (
        "n multiplié par k au lieu de k²", "loi des grands nombres",
        ("03", "La loi des grands nombres"), "03.terminale.erreur",
        "L'erreur typique est proportionnelle à 1/√n : pour la diviser par k, il faut multiplier √n par k, donc "
        "n par k²."),
    "frequency_given": (
        "F au lieu de l'écart |F − p|", "loi des grands nombres",
        ("03", "À vous : la loi des grands nombres sur votre simulation"), "03.terminale.grands_nombres",
        "Après la simulation, on calcule la fréquence F, puis p par comptage, et l'on donne la distance entre "
        "les deux : |F − p|."),
    "signed_gap": (
        "F − p négatif au lieu de |F − p|", "loi des grands nombres",
        ("03", "À vous : la loi des grands nombres sur votre simulation"), "03.terminale.grands_nombres",
        "Un écart est une distance, toujours positive : |F − p| vaut F − p si F ≥ p, et p − F sinon."),
    "whole_deck_p": (
        "p compté sur tout le paquet", "probabilités sur un ensemble fini",
        ("03", "Une même situation, rejouée n fois"), "03.terminale.grands_nombres",
        "La probabilité p de toucher se compte parmi les seules cartes que le joueur ne voit pas : ses cartes et "
        "les cartes face visible ne peuvent pas être celle de l'adversaire."),
}

# The named mistakes of this family (the binomial law's own, shared with other families, are in fr.MISTAKES).
MISTAKES = {
    "known_p_bound": "C'est la borne qui vaut pour tout p (avec p(1 − p) ≤ 1/4) : elle garantit aussi la "
                     "précision, mais demande plus d'essais. Ici p est connue : utilisez sa valeur dans p(1 − p).",
    "n_times_k": "Vous avez multiplié n par {k} : l'erreur n'est alors divisée que par √{k}. Elle est "
                 "proportionnelle à 1/√n, donc il faut multiplier n par {k}².",
    "frequency_given": "Vous avez donné la fréquence F elle-même : on demande son écart à p, |F − p|.",
    "signed_gap": "Vous avez donné F − p, qui est négatif ici : l'écart est une distance, |F − p| = p − F.",
    "whole_deck_p": "Vous avez calculé p sur tout le paquet : les cartes que vous voyez (votre main, les cartes "
                    "face visible) ne peuvent pas être celle de Bob ; p se compte parmi les seules cartes que "
                    "vous ne voyez pas.",
}


# --- the position they share ---------------------------------------------------------------------------
def _deal(rng):
    """A two-player classic deal where Alice plays first."""
    return Round.deal("classique", 2, seed=rng.getrandbits(32), first_player=0)


def guard_position(rng):
    """The first turn of a two-player deal where Alice (first) holds a Guard, and a card to name
    for Bob: (observation, card, p) with p the probability of a hit (counting is exact here)."""
    r = redraw_until(rng, _deal, lambda r: any(c.name == GUARD for c in r.hands[0]))
    obs = r.observation(0)
    counted = card_counting(obs)
    cards = [c for c in obs.edition.cards if c.name != GUARD and counted.prob("Bob", c)]
    card = rng.choice(cards)
    return obs, card, counted.prob("Bob", card)


def _words(v):
    """The words every question of the family uses: the card, n, p, 1 − p, the unseen cards."""
    unseen = sampling.unseen_cards(v.obs)
    return {"card": fr.the(v.card), "n": v.n, "p": frac(v.p), "q": frac(1 - v.p), "t": len(unseen),
            "cards": fr.count_of(v.card, unseen.count(v.card)), "pdec": dec(v.p)}


def _guarded(rng):
    obs, card, p = guard_position(rng)
    return {"obs": obs, "card": card, "p": p}


# --- P(X = k) ------------------------------------------------------------------------------------------
def draw_binomial(rng):
    v = _guarded(rng)
    n, k = rng.randint(5, 10), rng.randint(1, 3)
    return Variant(**v, n=n, k=k, answer=laws.binomial_pmf(n, v["p"], k))


def binomial_question(v):
    words = {**_words(v), "k": v.k, "nk": v.n - v.k, "comb": math.comb(v.n, v.k), "answer": dec(v.answer)}
    traps = ((v.p ** v.k * (1 - v.p) ** (v.n - v.k), mistake("no_coefficient")),
             (laws.binomial_pmf(v.n, 1 - v.p, v.k), mistake("swapped_pq")))
    return question(WORDS["binomiale"], "probability", v.answer, words, position=v.obs, traps=traps)


# --- P(X ≥ k) ------------------------------------------------------------------------------------------
def draw_tail(rng):
    v = _guarded(rng)
    n, k = rng.randint(6, 12), rng.randint(2, 3)
    return Variant(**v, n=n, k=k, answer=laws.tail(n, v["p"], k))


def tail_question(v):
    n, k, p = v.n, v.k, v.p
    terms = " + ".join(f"P(X = {j})" for j in range(k))
    values = " + ".join(dec(laws.binomial_pmf(n, p, j)) for j in range(k))
    words = {**_words(v), "k": k, "k1": k - 1, "terms": terms, "values": values, "below": dec(1 - v.answer),
             "answer": dec(v.answer)}
    traps = ((laws.tail(n, p, k + 1), mistake("strict", k=k)),
             (laws.binomial_pmf(n, p, k), mistake("only_equal", k=k)),
             (1 - v.answer, mistake("complement_extra")))
    return question(WORDS["au_moins"], "probability", v.answer, words, position=v.obs, traps=traps)


# --- E(X) and σ(X) -------------------------------------------------------------------------------------
def draw_expectation(rng, trials=(10, 20, 30, 50, 100)):
    v = _guarded(rng)
    n = rng.choice(trials)
    return Variant(**v, n=n, answer=laws.expectation(n, v["p"]))


# Version 2 (issue 36): p is 1/11 or 2/11, so n × p took 8 values (10 × 2/11 = 20 × 1/11); these n give 14,
# drawn alike by builders.spread.
TRIALS = (10, 15, 20, 25, 30, 40, 50, 60, 80, 100)


def expectation_question(v):
    words = {**_words(v), "answer": frac(v.answer), "adec": dec(v.answer, 2)}
    traps = ((v.p, mistake("forgot_n")), (laws.expectation(v.n, 1 - v.p), mistake("swapped_pq")))
    return question(WORDS["esperance"], "number", v.answer, words, tolerance=Fraction(1, 100), position=v.obs,
                    traps=traps)


def draw_std_dev(rng):
    v = _guarded(rng)
    n = rng.choice([10, 20, 30, 50, 100])
    return Variant(**v, n=n, answer=Fraction(laws.std_dev(n, v["p"])).limit_denominator(10 ** 6))


def std_dev_question(v, cls=Question, early=()):
    """σ(X); ``cls`` and ``early`` are version 3's (below): versions 1 and 2 keep a plain Question."""
    variance = laws.variance(v.n, v.p)
    words = {**_words(v), "v": frac(variance), "vdec": dec(variance), "answer": dec(v.answer, 3)}
    return question(WORDS["ecart_type"], "number", v.answer, words, tolerance=Fraction(1, 100), position=v.obs,
                    traps=((variance, mistake("variance_given")), *early), cls=cls)


def std_dev_question_v3(v):
    """Version 3: σ(X) is a square root, so the key shows « ≈ 2,11 » and a rounding mistake never says
    « ou donnez une fraction »; σ taken from V(X) rounded to the unit or the tenth is named."""
    variance = laws.variance(v.n, v.p)
    early = mistake("rounded_early", what="V(X)")
    roots = {rounded(Fraction(math.sqrt(rounded(variance, places))), 2) for places in (0, 1)}
    roots.discard(rounded(v.answer, 0))  # « 2 » for σ ≈ 2,11 may be σ itself rounded to the unit: not named
    traps = tuple((root, early) for root in sorted(roots))
    return std_dev_question(v, DecimalQuestion, traps)


# --- the Bienaymé-Tchebychev inequality, the error of an estimate ---------------------------------------
def draw_chebyshev(rng, deltas=(Fraction(1, 20), Fraction(1, 10)), alphas=(Fraction(1, 20), Fraction(1, 10))):
    """The number of trials the Bienaymé-Tchebychev inequality asks for."""
    v = _guarded(rng)
    delta = rng.choice(deltas)
    alpha = rng.choice(alphas)
    return Variant(**v, n=1, delta=delta, alpha=alpha, answer=laws.chebyshev_rounds(v["p"], delta, alpha))


def draw_chebyshev_v2(rng):
    """Version 2 (issue 36): 2 values of p, δ and α gave 8 answers; 3 of δ and α give 18."""
    return draw_chebyshev(rng, deltas=(Fraction(1, 50), Fraction(1, 20), Fraction(1, 10)),
                          alphas=(Fraction(1, 100), Fraction(1, 20), Fraction(1, 10)))


def chebyshev_question(v):
    spread = v.p * (1 - v.p)
    need = spread / (v.alpha * v.delta ** 2)
    words = {**_words(v), "delta": dec(v.delta, 2), "alpha": dec(v.alpha, 2), "spread": frac(spread),
             "need": dec(need, 2), "answer": v.answer}
    anyway = laws.chebyshev_rounds(None, v.delta, v.alpha)  # the bound for an unknown p
    traps = ((anyway, named(MISTAKES, "known_p_bound")),) if anyway != v.answer else ()
    return question(WORDS["tchebychev"], "number", v.answer, words, position=v.obs, traps=traps)


def draw_error(rng):
    """How many trials divide the error of a Monte Carlo estimate by k."""
    v = _guarded(rng)
    n, k = rng.choice([100, 200, 400, 1000]), rng.choice([2, 3, 4, 5, 10])
    return Variant(**v, n=n, k=k, answer=n * k * k)


def error_question(v):
    error = math.sqrt(v.p * (1 - v.p) / v.n)
    words = {**_words(v), "k": v.k, "k2": v.k * v.k, "error": dec(error, 3), "answer": v.answer}
    return question(WORDS["erreur"], "number", v.answer, words, position=v.obs,
                    traps=((v.n * v.k, named(MISTAKES, "n_times_k", k=v.k)),))


# --- the law of large numbers, on the learner's own simulation -------------------------------------------
SIMULATION_SIZES = (1000, 2000, 5000)


def _small_seed_deal(rng):
    """A deal the learner can build again from a short seed, where Alice holds a Guard (else None)."""
    seed = rng.randrange(1, 10000)
    r = Round.deal("classique", 2, seed=seed, first_player=0)
    return (seed, r) if any(c.name == GUARD for c in r.hands[0]) else None


def simulation_code(v):
    """The line the learner runs: the same numbers as :func:`draw_simulation`'s."""
    return (f'succes = sampling.guard_hits(Round.deal("classique", 2, seed={v.seed}, first_player=0)'
            f'.observation(0), "Bob", "{v.card.name}", {v.n}, random.Random({v.hasard}))')


def draw_simulation(rng):
    seed, r = redraw_until(rng, _small_seed_deal)
    obs = r.observation(0)
    counted = card_counting(obs)
    card = rng.choice([c for c in obs.edition.cards if c.name != GUARD and counted.prob("Bob", c)])
    p = counted.prob("Bob", card)
    n, hasard = rng.choice(SIMULATION_SIZES), rng.randrange(1, 1000)
    hits = sampling.guard_hits(obs, "Bob", card, n, random.Random(hasard))
    return Variant(obs=obs, card=card, p=p, n=n, seed=seed, hasard=hasard, hits=hits,
                   answer=abs(Fraction(hits, n) - p))


def simulation_question(v):
    f = Fraction(v.hits, v.n)
    sigma = math.sqrt(v.p * (1 - v.p) / v.n)
    words = {**_words(v), "code": simulation_code(v), "n_text": f"{v.n:,}".replace(",", "\u202f"), "hits": v.hits,
             "fdec": ("= " if (f * 10 ** 4).denominator == 1 else "≈ ") + dec(f), "answer": dec(v.answer),
             "sigma": dec(sigma), "ratio": fr.decimal(float(v.answer) / sigma, 1)}
    whole = Fraction(v.obs.edition.deck.count(v.card), v.obs.edition.size)
    traps = ((f, named(MISTAKES, "frequency_given")), (f - v.p, named(MISTAKES, "signed_gap")),
             (abs(f - whole), named(MISTAKES, "whole_deck_p")))
    return question(WORDS["grands_nombres"], "number", v.answer, words, tolerance=Fraction(1, 10 ** 4),
                    position=v.obs, traps=traps)


SPREAD_STD_DEV = spread(draw_std_dev)  # versions 2 and 3 draw alike (their answers spread over a class)
PROBLEMS = register_all(
    Problem("03.terminale.binomiale", "loi binomiale", "probability", draw_binomial, binomial_question,
            title="Loi binomiale : P(X = k)"),
    Problem("03.terminale.au_moins", "loi binomiale", "probability", draw_tail, tail_question,
            title="Loi binomiale : P(X ≥ k)"),
    Problem("03.terminale.esperance", "loi binomiale", "number", partial(draw_expectation, trials=TRIALS),
            expectation_question, spread=True, version=2, older={1: built(draw_expectation, expectation_question)},
            title="Espérance d'une loi binomiale"),
    Problem("03.terminale.ecart_type", "loi binomiale", "number", SPREAD_STD_DEV, std_dev_question_v3, version=3,
            older={1: built(draw_std_dev, std_dev_question), 2: built(SPREAD_STD_DEV, std_dev_question)},
            title="Écart type d'une loi binomiale"),
    Problem("03.terminale.tchebychev", "inégalité de Bienaymé-Tchebychev", "number", draw_chebyshev_v2,
            chebyshev_question, spread=True, version=2, older={1: built(draw_chebyshev, chebyshev_question)},
            title="Bienaymé-Tchebychev : n minimal"),
    Problem("03.terminale.erreur", "loi des grands nombres", "number", draw_error, error_question,
            title="Essais pour diviser l'erreur"),
    Problem("03.terminale.grands_nombres", "loi des grands nombres", "number", draw_simulation, simulation_question,
            title="Loi des grands nombres simulée"),
)
