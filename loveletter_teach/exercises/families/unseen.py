"""Family « ce que l'on voit » (notebook 02, section 1): the cards a seat does not see, counted
(« dénombrement »), and the probabilities they give by counting: an event, its complement, the union of two
incompatible events and P_A(B) in the crossed table (the last three are questions on a position,
:mod:`.positions`). Section 2 asks the same later in the round (:mod:`.played_cards`).

Each exercise is a builder ``builder(rng) -> Question`` that draws its position from the learner's seed
(:func:`.positions.position`) and words it in the same pass, registered as a :class:`~.base.Problem`.
"""

from fractions import Fraction
from functools import partial

from ... import fr
from ...probability.trees import frac, unseen_counts
from ..builders import redraw_until
from ..questions import mistake
from .base import Problem, as_drawn, named, register_all
from .positions import ask, from_position, pick, position, spread_problem

WORDS = {
    "unseen": {
        "title": "Les cartes que vous ne voyez pas",
        "prompt": "Vous êtes {me}. Combien y a-t-il de cartes que vous ne voyez pas (ni dans votre main, ni "
                  "jouées, ni écartées face visible) ?",
        "hints": ("Partez du paquet entier, puis retirez tout ce que vous voyez.",
                  "Ce que vous voyez : votre main, les cartes face visible à côté de la pioche et toutes les "
                  "cartes déjà jouées ou défaussées."),
        "solution": "Le paquet a {size} cartes. Vous voyez les {hand} cartes de votre main, {face_up} et "
                    "{played} : il en reste {size} − {seen} = {n} que vous ne voyez pas.",
        "face_up_cards": ("aucune carte écartée face visible", "1 carte écartée face visible",
                          "{n} cartes écartées face visible"),
        "played_cards": ("aucune carte jouée ou défaussée", "1 carte jouée ou défaussée",
                         "{n} cartes jouées ou défaussées"),
    },
    "union": {
        "title": "Réunion de deux événements incompatibles",
        "prompt": "Vous êtes {me}. Par comptage, quelle est la probabilité {que_p} ait {x} ou {y} ?",
        "hints": ("{p} n'a qu'une carte : les deux événements ne peuvent pas se produire ensemble "
                  "(ils sont incompatibles).",
                  "Pour deux événements incompatibles, P(A ∪ B) = P(A) + P(B)."),
        "solution": "Parmi les {n} cartes que vous ne voyez pas, il y a {xs} et {ys}. Les événements sont "
                    "incompatibles : P = {a}/{n} + {b}/{n} = {answer}.",
    },
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "one_of_two": (
        "une seule des deux cartes comptée", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.reunion",
        "L'événement « l'une ou l'autre » réunit les cas favorables des deux cartes : pour deux événements "
        "incompatibles, P(A ∪ B) = P(A) + P(B)."),
    "product_union": (
        "produit au lieu de somme pour une réunion", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.reunion",
        "Pour « A ou B », avec A et B incompatibles, on additionne les probabilités ; le produit sert pour « A "
        "et B », et seulement quand A et B sont indépendants."),
    "face_up_forgotten": (
        "cartes face visible non retirées", "dénombrement",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.inconnues",
        "Les cartes écartées face visible sont vues de tous : on les retire du paquet, comme sa propre main et "
        "les cartes jouées."),
    "played_forgotten": (
        "cartes jouées non retirées", "dénombrement",
        ("02", "Ce que l'on voit : compter les cas"), "02.savoir.inconnues",
        "Les cartes jouées restent face visible dans les défausses : à chaque coup, on les retire des cartes que "
        "l'on ne voit pas."),
    "burned_seen": (
        "carte mise de côté retirée comme une carte vue", "dénombrement",
        ("02", "La carte mise de côté change-t-elle quelque chose ?"), "02.voir.inconnues",
        "Personne ne voit la carte mise de côté : c'est une carte inconnue comme les autres, on la garde parmi "
        "les cartes que l'on ne voit pas."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "one_of_two": "Vous n'avez compté qu'une des deux cartes : l'événement « l'une ou l'autre » réunit les cas "
                  "des deux.",
    "product_union": "Vous avez multiplié les deux probabilités : or {p} n'a qu'une carte, les deux événements "
                     "sont incompatibles et l'on additionne. Le produit sert pour « A et B » quand A et B sont "
                     "indépendants.",
    "face_up_forgotten": "Vous avez oublié de retirer les cartes posées face visible : {me} les voit.",
    "played_forgotten": "Vous avez oublié de retirer les cartes déjà jouées : elles sont face visible dans les "
                        "défausses.",
    "burned_seen": "Vous avez retiré la carte mise de côté : or personne ne la voit, c'est une carte inconnue.",
}


def _how_many(forms, n):
    """« aucune carte… », « 1 carte… », « 3 cartes… »."""
    return forms[min(n, 2)].format(n=n)


def unseen_count(rng, edition="classique", n=2, moves=0, sensible=False):
    """How many cards the seat does not see (``sensible``: as in :func:`.positions.position`)."""
    def make(rng):
        obs = position(rng, edition, n, moves, sensible)
        if obs is None:
            return None
        counts, knowledge = unseen_counts(obs)
        if any(knowledge.known_cards(s) for s in range(obs.n_players) if s != obs.seat) or \
                any(c is not None for c in knowledge.layout):
            return None  # a card known elsewhere would not be "seen": keep to what the question counts
        total = sum(counts.values())
        played = sum(map(len, obs.discards))
        w = WORDS["unseen"]
        words = {"me": obs.names[obs.seat], "size": obs.edition.size, "hand": len(obs.hand),
                 "face_up": _how_many(w["face_up_cards"], len(obs.face_up)),
                 "played": _how_many(w["played_cards"], played),
                 "seen": len(obs.hand) + len(obs.face_up) + played, "n": total}
        traps = [(total + len(obs.hand), mistake("hand_forgotten", **words)),
                 (total - 1, named(MISTAKES, "burned_seen"))]
        if obs.face_up:
            traps.append((total + len(obs.face_up), named(MISTAKES, "face_up_forgotten", **words)))
        if played:
            traps.append((total + played, named(MISTAKES, "played_forgotten")))
        return ask(w, "number", total, words, obs, traps=traps)
    return redraw_until(rng, make)


def union(rng, articles=fr.TYPE, players=(2,)):
    """P(Bob a X ou Y): two incompatible events, by counting, at the first turn (``articles``: as in
    :func:`.positions.position_question`; ``players``: the numbers of players drawn from, one alike)."""
    def make(rng):
        obs = position(rng, n=players[0] if len(players) == 1 else rng.choice(players))
        counts, knowledge = unseen_counts(obs)
        player = next(s for s in range(obs.n_players) if s != obs.seat)
        first = pick(rng, counts)
        second = pick(rng, counts, exclude=(first,))
        if second is None:
            return None
        first, second = sorted((first, second), key=lambda c: c.value)
        n, a, b = sum(counts.values()), counts[first], counts[second]
        words = {"me": obs.names[obs.seat], "p": obs.names[player], "que_p": fr.elide("que", obs.names[player]),
                 "x": articles.card(first), "y": articles.card(second),
                 "n": n, "a": a, "b": b, "answer": frac(Fraction(a + b, n)),
                 "xs": fr.count_of(first, a), "ys": fr.count_of(second, b)}
        traps = ((Fraction(a, n), named(MISTAKES, "one_of_two")),
                 (Fraction(b, n), named(MISTAKES, "one_of_two")),
                 (Fraction(a * b, n * n), named(MISTAKES, "product_union", **words)),
                 (1 - Fraction(a + b, n), mistake("complement_extra")),
                 (Fraction(a + b), mistake("count_given")))
        return ask(WORDS["union"], "probability", Fraction(a + b, n), words, obs, traps=traps)
    return redraw_until(rng, make)


# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "02.voir.inconnues": ("une seule réponse possible (11) : au premier tour à deux, on voit toujours ses 2 cartes et "
                          "les 3 cartes face visible"),
    "02.voir.comptage": "5 réponses possibles : au premier tour, P vaut k/11, k exemplaires non vus (de 1 à 5)",
    "02.voir.contraire": "5 réponses possibles : au premier tour, P vaut 1 − k/11, k exemplaires non vus (de 1 à 5)",
    "02.voir.tableau": ("5 réponses possibles : au premier tour, P vaut k/10, k exemplaires parmi les 10 cartes d'une "
                        "colonne"),
}

PROBLEMS = register_all(
    Problem("02.voir.inconnues", "dénombrement", "number", unseen_count, as_drawn, level="Seconde",
            spread_limit=SPREAD_LIMITS["02.voir.inconnues"], title="Cartes non vues au premier tour"),
    # version 3 (issue 36): « Bob a un Garde », where versions 1 and 2 said « le Garde » among five
    spread_problem("02.voir.comptage", "probabilités sur un ensemble fini", "probability",
                   from_position("comptage", articles=fr.DEFINITE), title="Comptage au premier tour",
                   reworded=from_position("comptage"), spread_limit=SPREAD_LIMITS["02.voir.comptage"]),
    spread_problem("02.voir.contraire", "probabilités sur un ensemble fini", "probability",
                   from_position("complement", articles=fr.DEFINITE), title="Événement contraire",
                   reworded=from_position("complement"), spread_limit=SPREAD_LIMITS["02.voir.contraire"]),
    # version 3 also at three players (issue 36, item 6): (a + b)/11 or (a + b)/14, 11 common answers, not 6
    spread_problem("02.voir.reunion", "probabilités sur un ensemble fini", "probability",
                   partial(union, articles=fr.DEFINITE), title="Réunion de deux événements",
                   reworded=partial(union, players=(2, 3))),
    spread_problem("02.voir.tableau", "tableau croisé", "probability",
                   from_position("conditional", articles=fr.DEFINITE), level="Première",
                   title="Tableau croisé (déduction)", reworded=from_position("conditional"),
                   spread_limit=SPREAD_LIMITS["02.voir.tableau"]),
)
FIRST_VERSIONS = {p.id: p.older[1] for p in PROBLEMS if p.spread}  # version 1 of the spread ones
