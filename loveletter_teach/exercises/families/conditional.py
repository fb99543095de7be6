"""Family « probabilités conditionnelles » (notebook 03, Première): on Alice's first turn
(:mod:`.first_turn`), restrict the universe to what an event A says (P_A(B) by counting), read P_A(B) in
the crossed table of Bob's card and the card set aside, and compare P(A ∩ B) with P(A) × P(B).

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's position and numbers, the exact
answer) beside ``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

from fractions import Fraction

from ... import fr
from ...probability import burned_table
from ...probability.trees import notation
from ...probability.variables import frac as vfrac
from ..builders import redraw_until, spread
from ..questions import mistake
from .base import Problem, Variant, built, named, register_all
from .first_turn import LEVEL, a_card, ask, bob_value, card_list, first_turn, sorted_cards, unseen
from .positions import ratio_text

# The hints the crossed table's two forms share, and those of independence P(A ∩ B) reuses.
TABLE_HINTS = (
    "Sachant A, on ne garde que la colonne « {c_name} » : c'est le nouvel univers.",
    "Le total de cette colonne donne le nombre de cas possibles.",
)
INDEPENDENCE_HINTS = (
    "A et B sont indépendants lorsque P(A ∩ B) = P(A) × P(B).",
    "P(A) : le total des lignes de A divisé par le total du tableau ; P(B) : de même avec "
    "les colonnes de B.",
    "P(A ∩ B) : additionnez les cases qui sont à la fois sur une ligne de A et dans une "
    "colonne de B.",
)

WORDS = {
    "univers": {
        "title": "Restreindre l'univers",
        "prompt": "Vous êtes {me}, au premier tour. Supposez que vous appreniez l'événement A : « la carte "
                  "{of_p} vaut au moins {v} ». Quelle est alors la probabilité de l'événement B : « {p} a "
                  "{card} », c'est-à-dire {pa} ?",
        "hints": (
            "Sachant A, l'univers se réduit : on ne garde que les cartes que vous ne voyez pas et qui "
            "valent au moins {v}.",
            "Comptez ces cartes (les cas possibles), puis, parmi elles, celles qui réalisent B (les cas "
            "favorables).",
            "Dans l'univers réduit, les cartes restent équiprobables : {pa} = cas favorables / cas "
            "possibles.",
        ),
        "solution": "Parmi les {n} cartes que vous ne voyez pas, {m} valent au moins {v} : {kept}. Sachant A, "
                    "la carte {of_p} est l'une de ces {m} cartes, dont {count} : {pa} = {ratio}.",
    },
    "tableau": {
        "title": "Probabilité conditionnelle dans un tableau croisé",
        "prompt": "Vous êtes {me}. Le tableau croise la carte {of_p} (lignes) et la carte mise de côté "
                  "(colonnes), par comptage. A : « la carte mise de côté est {c} » ; B : « {p} a {d} ». "
                  "Calculez {pa}.",
        "hints": (*TABLE_HINTS,
                  "Dans cette colonne, la case de la ligne « {d_name} » donne le nombre de cas favorables.",
        ),
        "solution": "La colonne « {c_name} » compte {column} couples ; {those} sur la ligne "
                    "« {d_name} ». {pa} = P(A ∩ B) / P(A) = {ratio}.",
        "those": ("{n} d'entre eux est", "{n} d'entre eux sont"),
    },
    "tableau_value": {
        "title": "Probabilité conditionnelle dans un tableau croisé",
        "prompt": "Vous êtes {me}. Le tableau croise la carte {of_p} (lignes) et la carte mise de côté "
                  "(colonnes), par comptage. A : « la carte mise de côté est {c} » ; B : « la carte {of_p} "
                  "vaut au moins {v} ». Calculez {pa}.",
        "hints": (*TABLE_HINTS,
                  "Dans cette colonne, additionnez les cases des lignes des cartes qui valent au moins {v} : "
                  "ce sont les cas favorables.",
        ),
        "solution": "La colonne « {c_name} » compte {column} couples ; {those} sur les lignes des cartes "
                    "d'au moins {v}. {pa} = P(A ∩ B) / P(A) = {ratio}.",
    },
    "independance": {  # version 1: compare P(A ∩ B) and P(A) × P(B)
        "title": "Deux événements indépendants ?",
        "prompt": "Vous êtes {me}. A : « la carte {of_p} a une valeur {kind} » ; B : « la carte mise de "
                  "côté vaut au moins {w} ». Comparez P(A ∩ B) et P(A) × P(B) : les événements A et B "
                  "sont-ils indépendants ?",
        "hints": INDEPENDENCE_HINTS,
        "solution": "P(A) = {p_a} et P(B) = {p_b}, donc P(A) × P(B) = {product}. Les cases de A ∩ B "
                    "comptent {cell} couples sur {pairs} : P(A ∩ B) = {both}. Ainsi P(A ∩ B) {symbol} "
                    "P(A) × P(B) : {verdict} {why}",
        "even": "paire",
        "odd": "impaire",
        "no": "A et B ne sont pas indépendants.",
        "yes": "A et B sont indépendants.",
        "why_lt": "Les deux cartes viennent du même paquet, sans remise : les cartes de valeur {kind} sont "
                  "{k} sur {b} parmi les cartes d'au moins {w}, une part plus grande que parmi toutes les "
                  "cartes que vous ne voyez pas ({a} sur {n}). Quand {p} en a une, il en reste moins pour "
                  "la carte mise de côté, et B devient moins probable.",
        "why_gt": "Les deux cartes viennent du même paquet, sans remise : les cartes de valeur {kind} sont "
                  "{k} sur {b} parmi les cartes d'au moins {w}, une part plus petite que parmi toutes les "
                  "cartes que vous ne voyez pas ({a} sur {n}). Quand {p} en a une, il reste "
                  "proportionnellement plus de cartes d'au moins {w}, et B devient plus probable.",
        "why_eq": "Les cartes de valeur {kind} sont {k} sur {b} parmi les cartes d'au moins {w}, la même "
                  "part que parmi toutes les cartes que vous ne voyez pas ({a} sur {n}) : savoir A ne change "
                  "pas la probabilité de B, même sans remise.",
    },
    "inter": {  # version 2: P(A ∩ B), then the comparison in the solution
        "title": "P(A ∩ B) et l'indépendance",
        "prompt": "Vous êtes {me}. A : « la carte {of_p} a une valeur {kind} » ; B : « la carte mise de côté "
                  "vaut au moins {w} ». Calculez P(A ∩ B) avec le tableau croisé. Comparez-la ensuite à "
                  "P(A) × P(B) : A et B sont-ils indépendants ?",
        "hints": (INDEPENDENCE_HINTS[2],
                  "Divisez ce nombre de couples par le total du tableau : tous les couples sont également "
                  "probables.",
                  INDEPENDENCE_HINTS[0]),
        "solution": "Les cases de A ∩ B comptent {cell} couples sur {pairs} : P(A ∩ B) = {both}. Or P(A) = "
                    "{p_a} et P(B) = {p_b}, donc P(A) × P(B) = {product}. Ainsi P(A ∩ B) {symbol} "
                    "P(A) × P(B) : {verdict} {why}",
    },
    "verdict": {  # version 3: P(A ∩ B) and the verdict, one try
        "title": "P(A ∩ B) et l'indépendance",
        "prompt": "Vous êtes {me}. A : « la carte {of_p} a une valeur {kind} » ; B : « la carte mise de côté "
                  "vaut au moins {w} ». Calculez P(A ∩ B) avec le tableau croisé, puis comparez-la à "
                  "P(A) × P(B) : A et B sont-ils indépendants ? Donnez P(A ∩ B) et votre conclusion.",
    },
}
WORDS["verdict"] = {**WORDS["inter"], **WORDS["verdict"]}  # version 2's hints and solution

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "universe_not_reduced": (
        "univers non réduit à A", "probabilité conditionnelle",
        ("03", "Restreindre l'univers"), "03.conditionnel.univers",
        "Sachant A, on ne garde que les cartes qui réalisent A : elles sont les nouveaux cas possibles, et l'on "
        "compte les cas favorables parmi elles."),
    "independence_assumed": (
        "P(A) × P(B) au lieu de P(A ∩ B)", "indépendance",
        ("03", "Indépendance"), "03.conditionnel.independance",
        "P(A ∩ B) = P(A) × P(B) est ce qu'il faut vérifier, pas une règle : on compte d'abord les cas où A et B "
        "sont réalisés à la fois, puis on compare."),
    "given_not_intersection": (
        "P_A(B) au lieu de P(A ∩ B)", "tableau croisé",
        ("03", "Un tableau croisé"), "03.conditionnel.independance",
        "P(A ∩ B) se compte parmi tous les cas du tableau : les cases de A ∩ B divisées par le total du tableau, "
        "et non par le total de A."),
    "union_not_intersection": (
        "A ou B au lieu de A et B", "tableau croisé",
        ("03", "Un tableau croisé"), "03.conditionnel.independance",
        "A ∩ B se lit « A et B » : on ne garde que les cases qui sont à la fois sur une ligne de A et dans une "
        "colonne de B."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "universe_not_reduced": "C'est P(B), la probabilité de B sans rien savoir de plus : ici on sait A, donc on ne "
                            "compte que les cartes qui valent au moins {v}.",
    # the traps of P(A ∩ B)
    "independence_assumed": "Vous avez calculé P(A) × P(B) : ce n'est P(A ∩ B) que si A et B sont indépendants, "
                            "et c'est justement ce qu'il faut vérifier. Comptez les couples qui réalisent A et B à "
                            "la fois.",
    "given_not_intersection": "Vous avez calculé P_A(B), la probabilité de B sachant A : P(A ∩ B) compte les couples "
                              "de A ∩ B parmi tous les couples du tableau, pas seulement parmi ceux de A.",
    "union_not_intersection": "Vous avez compté les couples qui réalisent A ou B : P(A ∩ B) ne compte que ceux qui "
                              "réalisent A et B à la fois.",
}


# --- P_A(B) in the reduced universe ---------------------------------------------------------------------
def _reduced(rng):
    obs = first_turn(rng)
    counts, _, _ = unseen(obs)
    values = sorted({c.value for c in counts})
    v = rng.choice(values[1:-1]) if len(values) > 2 else None
    if v is None:
        return None
    card = rng.choice(sorted_cards({c: k for c, k in counts.items() if c.value >= v}))
    return Variant(obs=obs, v=v, card=card, answer=bob_value(obs).conditional(lambda x: x >= v).probability(card.value))


def draw_reduced_universe(rng):
    """A: « la carte de Bob vaut au moins v »; B: « Bob a d » (d of value ≥ v): P_A(B)."""
    return redraw_until(rng, _reduced)


def reduced_universe_question(v):
    counts, n, words = unseen(v.obs)
    kept = {c: k for c, k in counts.items() if c.value >= v.v}
    m = sum(kept.values())
    words.update(v=v.v, card=a_card(v.card), n=n, m=m, kept=card_list(kept), count=fr.count_of(v.card, kept[v.card]),
                 ratio=ratio_text(kept[v.card], m), pa=notation("B", ("A",)))
    before = Fraction(counts[v.card], n)  # P(B): the mistake of forgetting A
    traps = ((before, named(MISTAKES, "universe_not_reduced", v=v.v)),
             (Fraction(m, n), mistake("event_a", cond="P(A)", event="B", given="A")),
             (Fraction(kept[v.card]), mistake("count_given")))
    return ask(WORDS["univers"], "probability", v.answer, words, v.obs, traps=traps)


# --- P_A(B) in the crossed table ------------------------------------------------------------------------
def _crossed_card(rng):
    obs = first_turn(rng)
    table = burned_table(obs, 1)
    column = rng.choice(table.columns)
    row = rng.choice([r for r in table.rows if table.cells[r, column]])
    return Variant(obs=obs, form="card", column=column, row=row,
                   answer=table.conditional(rows=row, given_columns=column))


def draw_crossed_table(rng):
    """The crossed table Bob × the burned card: P_A(B), A « la carte mise de côté est c », B « Bob a d »."""
    return redraw_until(rng, _crossed_card)


def _crossed_value(rng):
    obs = first_turn(rng)
    counts, _, _ = unseen(obs)
    table = burned_table(obs, 1)
    column = rng.choice(table.columns)
    values = sorted({c.value for c in counts})
    if len(values) < 2:
        return None
    v = rng.choice(values[1:])
    cell = sum(table.cells[r, column] for r in table.rows if r.value >= v)
    total = table.column_total(column)
    if not cell or cell == total:
        return None
    return Variant(obs=obs, form="value", column=column, v=v, answer=Fraction(cell, total))


def draw_crossed_mixed(rng):
    """Version 3 of ``03.conditionnel.tableau``: half the time as :func:`draw_crossed_table`, half the time
    with B « la carte de Bob vaut au moins v »: P_A(B) = (m − [c ∈ B])/(n − 1) takes more values."""
    if rng.random() < 0.5:
        return draw_crossed_table(rng)
    return redraw_until(rng, _crossed_value)


def crossed_table_question(v):
    _, _, words = unseen(v.obs)
    table = burned_table(v.obs, 1)
    total = table.column_total(v.column)
    if v.form == "card":
        in_b = (lambda r: r == v.row)
        words.update(c=a_card(v.column), c_name=v.column.name, d=a_card(v.row), d_name=v.row.name)
        key = "tableau"
    else:
        in_b = (lambda r: r.value >= v.v)
        words.update(c=a_card(v.column), c_name=v.column.name, v=v.v)
        key = "tableau_value"
    cell = sum(table.cells[r, v.column] for r in table.rows if in_b(r))
    row_total = sum(table.row_total(r) for r in table.rows if in_b(r))
    words.update(cell=cell, those=fr.plural_form(WORDS["tableau"]["those"], cell), column=total,
                 ratio=ratio_text(cell, total), pa=notation("B", ("A",)))
    traps = ((Fraction(cell, table.total), mistake("intersection", inter="P(A ∩ B)", given="A")),
             (Fraction(cell, row_total), mistake("inverse", wrong=notation("A", ("B",)), right=words["pa"],
                                                 given="A", event="B")),
             (Fraction(row_total, table.total), mistake("prior", prior="P(B)", given="A")),
             (Fraction(total, table.total), mistake("event_a", cond="P(A)", event="B", given="A")),
             (Fraction(cell), mistake("count_given")))
    return ask(WORDS[key], "probability", v.answer, words, v.obs, figure=table, traps=traps)


# --- P(A ∩ B) and P(A) × P(B) ---------------------------------------------------------------------------------
def _independence(rng):
    """A « la carte de Bob a une valeur paire (impaire) », B « la carte mise de côté vaut au moins w » on a
    first turn, or None. Drawn from one deck, P(A ∩ B) > P(A) × P(B) exactly when the cards of A are rarer
    among the cards of B than among all the unseen ones (k/b < a/n), so the verdict, <, > or =, depends
    on the position's numbers, not on the kind of events (with « Bob a c » and « la carte mise de côté
    est d », it would always be < for c = d and > for c ≠ d)."""
    obs = first_turn(rng)
    counts, n, _ = unseen(obs)
    parity = rng.choice((0, 1))
    values = sorted({c.value for c in counts})
    w = rng.choice(values[1:]) if len(values) > 1 else None
    if w is None:
        return None
    a = sum(k for c, k in counts.items() if c.value % 2 == parity)
    b = sum(k for c, k in counts.items() if c.value >= w)
    if a in (0, n) or b in (0, n):
        return None
    table = burned_table(obs, 1)
    p_a, p_b = table.probability(rows=_in_a(parity)), table.probability(columns=_in_b(w))
    both = table.probability(rows=_in_a(parity), columns=_in_b(w))
    return Variant(obs=obs, parity=parity, w=w, p_a=p_a, p_b=p_b, both=both)


def _in_a(parity):
    return lambda c: c.value % 2 == parity


def _in_b(w):
    return lambda c: c.value >= w


def _independence_words(v):
    """(the words, the crossed table) of :func:`_independence`'s variant ``v``."""
    counts, n, words = unseen(v.obs)
    table = burned_table(v.obs, 1)
    in_a, in_b = _in_a(v.parity), _in_b(v.w)
    a = sum(k for c, k in counts.items() if in_a(c))
    b = sum(k for c, k in counts.items() if in_b(c))
    k = sum(k for c, k in counts.items() if in_a(c) and in_b(c))
    cell = sum(table.cells[r, c] for r in table.rows for c in table.columns if in_a(r) and in_b(c))
    symbol = "<" if v.both < v.p_a * v.p_b else ">" if v.both > v.p_a * v.p_b else "="
    w_ = WORDS["independance"]
    kind = w_["even" if v.parity == 0 else "odd"]
    words.update(kind=kind, w=v.w, p_a=vfrac(v.p_a), p_b=vfrac(v.p_b), product=vfrac(v.p_a * v.p_b), cell=cell,
                 pairs=table.total, both=vfrac(v.both), symbol=symbol, a=a, b=b, k=k, n=n,
                 verdict=w_["yes" if symbol == "=" else "no"],
                 why=w_["why_" + {"<": "lt", ">": "gt", "=": "eq"}[symbol]].format(
                     p=words["p"], kind=kind, w=v.w, a=a, b=b, k=k, n=n))
    return words, table


def draw_independence(rng):
    """Version 1 of ``03.conditionnel.independance``: compare P(A ∩ B) with P(A) × P(B) (two answers only,
    < or >: half the class shares each)."""
    v = redraw_until(rng, _independence)
    v.answer = (v.both, v.p_a * v.p_b)
    return v


def independence_question(v):
    words, table = _independence_words(v)
    return ask(WORDS["independance"], "compare", v.answer, words, v.obs, figure=table,
               choices=("P(A ∩ B)", "P(A) × P(B)"))


def draw_intersection(rng):
    """P(A ∩ B) read in the crossed table, then compared with P(A) × P(B) in the solution (the events of
    :func:`_independence`): a probability, so that the variants differ."""
    v = redraw_until(rng, _independence)
    v.answer = v.both
    return v


def intersection_question(v):
    words, table = _independence_words(v)
    traps = ((v.p_a * v.p_b, named(MISTAKES, "independence_assumed")),
             (v.both / v.p_a, named(MISTAKES, "given_not_intersection")),
             (v.p_a + v.p_b - v.both, named(MISTAKES, "union_not_intersection")),
             (Fraction(words["cell"]), mistake("count_given")))
    return ask(WORDS["inter"], "probability", v.both, words, v.obs, figure=table, traps=traps)


def verdict_question(v):
    """P(A ∩ B) and the verdict « A et B sont-ils indépendants ? », graded together (one try)."""
    q = intersection_question(v)
    independent = v.both == v.p_a * v.p_b
    wrong = fr.ANSWERS["verdict_no" if independent else "verdict_yes"]
    return ask(WORDS["verdict"], "independence", v.both, _independence_words(v)[0], v.obs, figure=q.figure,
               traps=q.traps, independent=independent, reasons=((wrong, mistake("independence_verdict")),))


# Version 2 (issue 20): the answers spread over the class (builders.spread); version 2 of independance
# (issue 20, item 6): a probability instead of a choice between two answers; version 3 of tableau: half
# the variants ask about a card's value (« vaut au moins v »), whose counts take more values; version 4: its
# answer is drawn alike among 8 values k/10 (4/5, 3 seeds in 400, is one of them), not 7 (benchmarks/README.md);
# version 3 of independance (issue 36, item 4): the verdict graded with P(A ∩ B), one try for both.
CROSSED_TABLE = built(draw_crossed_table, crossed_table_question)
FIRST_VERSIONS = {"03.conditionnel.univers": built(draw_reduced_universe, reduced_universe_question),
                  "03.conditionnel.tableau": CROSSED_TABLE,
                  "03.conditionnel.independance": built(draw_independence, independence_question)}
# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "03.conditionnel.tableau": ("9 réponses possibles : P_A(B) se lit dans une colonne de 10 cartes (k/10, k de 1 à "
                                "9), et 9/10 est trop rare pour être tirée"),
}

PROBLEMS = register_all(
    Problem("03.conditionnel.univers", "probabilité conditionnelle", "probability", draw_reduced_universe,
            reduced_universe_question, level=LEVEL, spread=True, version=2,
            older={1: FIRST_VERSIONS["03.conditionnel.univers"]}, title="Restreindre l'univers"),
    Problem("03.conditionnel.tableau", "tableau croisé", "probability", draw_crossed_mixed, crossed_table_question,
            level=LEVEL, spread=True, least=Fraction(1, 200), version=4,
            older={1: CROSSED_TABLE, 2: spread(CROSSED_TABLE), 3: built(spread(draw_crossed_mixed), crossed_table_question)},
            spread_limit=SPREAD_LIMITS["03.conditionnel.tableau"], title="Probabilité sachant, tableau croisé"),
    Problem("03.conditionnel.independance", "indépendance", "independence", draw_intersection, verdict_question,
            level=LEVEL, spread=True, version=3, older={1: FIRST_VERSIONS["03.conditionnel.independance"],
                                                        2: built(spread(draw_intersection), intersection_question)},
            title="Intersection et indépendance"),
)
