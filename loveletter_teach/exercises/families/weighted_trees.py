"""Family « arbre pondéré, formule des probabilités totales » (notebook 03, Première): on Alice's first
turn (:mod:`.first_turn`), the tree of two cards she does not see, drawn without replacement (Bob's card,
then the card set aside): the probability of a path (the product rule), then P(B) by the formule des
probabilités totales, on a tree whose second level is left blank.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's position and numbers, the exact
answer) beside ``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

from fractions import Fraction

from ... import fr
from ...probability.trees import Tree, notation
from ...probability.variables import frac as vfrac
from ..builders import redraw_until, spread
from ..questions import mistake
from .base import Problem, Variant, built, register_all
from .first_turn import LEVEL, a_card, ask, card_list, first_turn, sorted_cards, unseen
from .positions import total_traps

# The tree of two draws (its root and the legend of its events).
TREE = {
    "root": "Deux cartes que vous ne voyez pas",
    "legend_a": "A : « {p} a {card} » ;",
    "legend_b": "B : « la carte mise de côté est {card} » (tirée sans remise parmi les cartes qui restent).",
    "legend_a_value": "A : « la carte {of_p} vaut au moins {v} » ;",
    "legend_b_value": "B : « la carte mise de côté vaut au moins {v} » (tirée sans remise parmi les cartes qui "
                      "restent).",
}
# The hints the two forms of total probability share.
TOTAL_HINTS = (
    "A et Ā forment une partition de l'univers : P(B) = P(A) × P_A(B) + P(Ā) × P_Ā(B).",
    "Les poids du second niveau se calculent sans remise, sur les cartes qui restent une fois la "
    "carte {of_p} tirée.",
    "Additionnez les probabilités des deux chemins qui mènent à B.",
)

WORDS = {
    "produit": {
        "title": "La règle du produit",
        "prompt": "Vous êtes {me}. Parmi les {n} cartes que vous ne voyez pas, il y a {cards}. On regarde "
                  "d'abord la carte {of_p} (A : « {p} a {card} »), puis la carte mise de côté (B : « la carte "
                  "mise de côté est {card} »). Calculez {inter}.",
        "hints": (
            "Dessinez l'arbre pondéré : A ou Ā au premier niveau, B ou B̄ au second.",
            "Au second niveau, on tire sans remise : il reste une carte de moins, et on compte ce qui "
            "reste après le premier tirage.",
            "La probabilité d'un chemin est le produit des poids de ses branches : {inter} = {p_first} "
            "× {p_second}.",
        ),
        "solution": "{p_first} = {p1} ; sachant {first}, il reste {n} − 1 cartes : {p_second} = {p2}. Donc "
                    "{inter} = {p_first} × {p_second} = {p1} × {p2} = {answer}.",
    },
    "total": {
        "title": "Formule des probabilités totales",
        "prompt": "Vous êtes {me}. Parmi les {n} cartes que vous ne voyez pas, il y a {cards}. Dans l'arbre, "
                  "A : « {p} a {card} » et B : « la carte mise de côté est {card} ». Trouvez les poids qui "
                  "manquent, puis calculez P(B).",
        "hints": TOTAL_HINTS,
        "solution": "Formule des probabilités totales : {formula}. C'est exactement P(A) = {p_a} : tant qu'on "
                    "ne sait rien, la carte mise de côté a la même loi que la carte {of_p}.",
    },
    "total_value": {
        "title": "Formule des probabilités totales",
        "prompt": "Vous êtes {me}. Parmi les {n} cartes que vous ne voyez pas, {m} au moins {v} : "
                  "{kept}. Dans l'arbre, A : « la carte {of_p} vaut au moins {v} » et B : « la carte mise de "
                  "côté vaut au moins {v} ». Trouvez les poids qui manquent, puis calculez P(B).",
        "hints": TOTAL_HINTS,
        "solution": "Formule des probabilités totales : {formula}. C'est exactement P(A) = {p_a} : tant "
                    "qu'on ne sait rien, la carte mise de côté a la même loi que la carte {of_p}.",
        "count": ("{n} vaut", "{n} valent"),
    },
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {}


def two_draws(obs, card, at_least=None):
    """The tree: A « Bob a card », then B « la carte mise de côté est card » (without replacement); with
    ``at_least`` v instead of a card: A « la carte de Bob vaut au moins v », B « la carte mise de côté
    vaut au moins v »."""
    counts, n, _ = unseen(obs)
    if at_least is None:
        k = counts[card]
        legend = (TREE["legend_a"].format(p=obs.names[1], card=a_card(card)),
                  TREE["legend_b"].format(card=a_card(card)))
    else:
        k = sum(m for c, m in counts.items() if c.value >= at_least)
        legend = (TREE["legend_a_value"].format(of_p=fr.of(obs.names[1]), v=at_least),
                  TREE["legend_b_value"].format(v=at_least))

    def weight(path, event):
        if not path:
            return Fraction(k, n) if event == "A" else Fraction(n - k, n)
        left = k - (path[0] == "A")
        return Fraction(left, n - 1) if event == "B" else Fraction(n - 1 - left, n - 1)
    return Tree.from_levels([("A", "Ā"), ("B", "B̄")], weight, root=TREE["root"], legend=legend)


# --- the product rule -------------------------------------------------------------------------------------
def _product(rng):
    obs = first_turn(rng)
    counts, _, _ = unseen(obs)
    card = rng.choice(sorted_cards(counts))
    leaf = rng.choice([leaf for leaf in two_draws(obs, card).leaves() if leaf.probability])
    return Variant(obs=obs, card=card, events=leaf.events, answer=leaf.probability)


def draw_product_rule(rng):
    """P(first ∩ second) on the tree of two draws without replacement: the product rule."""
    return redraw_until(rng, _product)


def product_rule_question(v):
    counts, n, words = unseen(v.obs)
    tree = two_draws(v.obs, v.card)
    first, second = v.events
    p1 = tree.probability(first)
    p2 = tree.conditional(second, given=first)
    words.update(card=a_card(v.card), cards=fr.count_of(v.card, counts[v.card]), n=n, first=first, second=second,
                 inter=f"P({first} ∩ {second})", p1=vfrac(p1), p2=vfrac(p2), answer=vfrac(v.answer),
                 p_first=notation(first), p_second=notation(second, (first,)))
    traps = ((p1 * tree.probability(second), mistake("with_replacement")),
             (p2, mistake("conditional_only", p2=words["p_second"])), (p1 + p2, mistake("added")))
    return ask(WORDS["produit"], "probability", v.answer, words, v.obs, traps=traps + barless(tree, v.events))


def barless(tree, events):
    """The traps of a path whose events lose their bar (P(A ∩ B) for P(A ∩ B̄)): the complement forgotten, or,
    when that path goes through a branch of weight 0 (a card of one copy drawn twice), the zero branch."""
    bare = {"Ā": "A", "B̄": "B"}
    first, second = events
    wrong = [(bare.get(first, first), second), (first, bare.get(second, second)),
             (bare.get(first, first), bare.get(second, second))]
    traps = [(Fraction(0), mistake("zero_branch"))]
    for path in dict.fromkeys(w for w in wrong if w != events):
        p = tree.probability(lambda leaf, path=path: leaf.events == path)
        if p:
            traps.append((p, mistake("complement_forgotten", wrong=f"P({path[0]} ∩ {path[1]})",
                                     right=f"P({first} ∩ {second})")))
    return tuple(traps)


# --- the formule des probabilités totales -----------------------------------------------------------------
def _total_card(rng):
    obs = first_turn(rng)
    counts, n, _ = unseen(obs)
    card = rng.choice([c for c in sorted_cards(counts) if counts[c] < n])
    return Variant(obs=obs, form="card", card=card, answer=two_draws(obs, card).probability("B"))


def draw_total(rng):
    """P(B), B « la carte mise de côté est c », by the formule des probabilités totales over A, Ā."""
    return redraw_until(rng, _total_card)


def _total_value(rng):
    obs = first_turn(rng)
    counts, _, _ = unseen(obs)
    values = sorted({c.value for c in counts})
    if len(values) < 2:
        return None
    v = rng.choice(values[1:])
    return Variant(obs=obs, form="value", v=v, answer=two_draws(obs, None, at_least=v).probability("B"))


def draw_total_mixed(rng):
    """Version 3 of ``03.conditionnel.total``: half the time as :func:`draw_total`, half the time with B
    « la carte mise de côté vaut au moins v » (and A the same for Bob's card): P(B) = m/n then takes as
    many values as there are thresholds, not only the few copies counts of a card."""
    if rng.random() < 0.5:
        return draw_total(rng)
    return redraw_until(rng, _total_value)


def total_question(v):
    counts, n, words = unseen(v.obs)
    if v.form == "card":
        tree = two_draws(v.obs, v.card)
        words.update(card=a_card(v.card), cards=fr.count_of(v.card, counts[v.card]), n=n)
        key = "total"
    else:
        kept = {c: k for c, k in counts.items() if c.value >= v.v}
        tree = two_draws(v.obs, None, at_least=v.v)
        words.update(v=v.v, n=n, m=fr.plural_form(WORDS["total_value"]["count"], sum(kept.values())),
                     kept=card_list(kept))
        key = "total_value"
    blanked, _ = tree.with_blanks(lambda events, branch: len(events) == 2)
    words.update(formula=tree.total_formula("B", name="B"), p_a=vfrac(tree.probability("A")))
    return ask(WORDS[key], "probability", v.answer, words, v.obs, figure=blanked, traps=total_traps(tree, "B", "B"))


# Version 2 (issue 20): the answers spread over the class (builders.spread); version 3 of total: half the
# variants ask about a card's value (« vaut au moins v »), whose counts take more values.
TOTAL = built(draw_total, total_question)
FIRST_VERSIONS = {"03.conditionnel.produit": built(draw_product_rule, product_rule_question),
                  "03.conditionnel.total": TOTAL}
# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "03.conditionnel.total": ("8 réponses courantes : au premier tour à deux, P(B) vaut k/11, et 9/11 ou 10/11 presque"
                              " jamais"),
}

PROBLEMS = register_all(
    Problem("03.conditionnel.produit", "arbre pondéré", "probability", draw_product_rule, product_rule_question,
            level=LEVEL, spread=True, version=2, older={1: FIRST_VERSIONS["03.conditionnel.produit"]},
            title="Règle du produit, arbre pondéré"),
    Problem("03.conditionnel.total", "formule des probabilités totales", "probability", draw_total_mixed,
            total_question, level=LEVEL, spread=True, version=3, older={1: TOTAL, 2: spread(TOTAL)},
            spread_limit=SPREAD_LIMITS["03.conditionnel.total"], title="Probabilités totales, deux tirages"),
)
