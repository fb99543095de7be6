"""Family « P_E(H) ou P_H(E), formule de Bayes » (notebook 03, Première): on Alice's first turn
(:mod:`.first_turn`), P_E(H) read in the crossed table, not to be confused with P_H(E); then Bayes on
Bob's turn, the tree of the card he held before drawing and of the card he played, computed from
everything Alice sees now.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's position and numbers, the exact
answer) beside ``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

from fractions import Fraction
from functools import partial

from ... import fr
from ...events import Played
from ...probability import burned_table
from ...probability.playmodel import DEFAULT
from ...probability.trees import Tree, notation, unseen_counts
from ...probability.variables import frac as vfrac
from ..builders import redraw_until, spread
from ..questions import mistake
from . import conditional
from .base import Problem, Variant, built, register_all
from .first_turn import EDITION, LEVEL, a_card, ask, first_round, first_turn, sorted_cards, unseen
from .positions import could_hold, from_position, ratio_text

# The tree of Bob's turn (its root and the legend of its levels).
TURN = {
    "root": "Le tour {of_p}",
    "legend_h": "Premier niveau : H, la carte que {p} avait avant de piocher (avec tout ce que vous voyez "
                "maintenant, votre dernière pioche comprise) ;",
    "legend_e": "second niveau : E : « {p} joue {card} », ou Ē.",
}

WORDS = {
    "confusion": {  # version 1 of 03.conditionnel.confusion: compare P_E(H) and P_H(E)
        "title": "P_E(H) ou P_H(E) ?",
        "prompt": "Vous êtes {me}. H : « {p} a {c} » ; E : « la carte mise de côté est {d} ». Comparez "
                  "P_E(H), la probabilité de H sachant E, et P_H(E), la probabilité de E sachant H.",
        "hints": (
            "P_H(E) : sachant H, on ne garde que la ligne « {c_name} » du tableau.",
            "P_E(H) : sachant E, on ne garde que la colonne « {d_name} ».",
            "Dans les deux cas : la case commune divisée par le total de la ligne ou de la colonne.",
        ),
        "solution": "Sachant E, la carte {of_p} est l'une des {n} − 1 cartes qui restent, dont {cards_c} : "
                    "P_E(H) = {posterior}. Sachant H, la carte mise de côté est l'une des {n} − 1 autres, dont "
                    "{cards_d} : P_H(E) = {likelihood}. Ce ne sont pas les mêmes probabilités : il ne faut "
                    "pas les confondre.",
    },
    "posterior": {  # version 2: P_E(H), a probability
        "title": "P_E(H) ou P_H(E) ?",
        "prompt": "Vous êtes {me}. H : « {p} a {c} » ; E : « la carte mise de côté vaut au moins {w} ». "
                  "Calculez P_E(H), la probabilité de H sachant E (ne la confondez pas avec P_H(E), la "
                  "probabilité de E sachant H).",
        "hints": (
            "Sachant E, on ne garde que les colonnes des cartes qui valent au moins {w} : c'est le "
            "nouvel univers.",
            "Additionnez ces colonnes : c'est le nombre de cas possibles.",
            "Dans ces colonnes, les cases de la ligne « {c_name} » donnent les cas favorables.",
        ),
        "solution": "Sachant E, on garde les colonnes des cartes d'au moins {w} : {column} couples, dont "
                    "{cell} sur la ligne « {c_name} ». {pe} = P(H ∩ E) / P(E) = {ratio}. Sachant H, on "
                    "garderait la ligne « {c_name} » : {ph} = {l_ratio}. Ce ne sont pas les mêmes "
                    "probabilités : il ne faut pas les confondre.",
    },
    "bayes": {
        "title": "La formule de Bayes",
        "prompt": "Vous êtes {me}. Au tour {of_p}, {p} a pioché, puis joué {e_card} : c'est l'événement E. "
                  "H : « {p} avait {h} avant de piocher » (la branche « {h_name} » de l'arbre). On suppose "
                  "que {p} joue au hasard une des cartes "
                  "permises (chacune avec la même chance), la Comtesse quand elle est obligatoire, et jamais "
                  "la Princesse s'il peut jouer autre chose. L'arbre tient compte de tout ce que vous voyez "
                  "maintenant.{missed} Sur l'arbre, la formule des probabilités totales donne P(E) = {total}. "
                  "Calculez {pe}.",
        "hints": (
            "{pe} = P(H ∩ E) / P(E) : sachant E, l'univers se réduit aux chemins qui mènent à E.",
            "P(H ∩ E) est la probabilité du chemin « {h_name} » puis E : le produit P(H) × {ph}.",
            "P(E) = {total} est donnée : il reste une division.",
        ),
        "solution": "P(H ∩ E) = P(H) × {ph} = {p_h} × {p_eh} = {both}, donc {pe} = P(H ∩ E) / P(E) = "
                    "({both}) / ({total}) = {answer}.",
        "missed": " Votre Garde a raté {p} : avant de piocher, {p} n'avait pas {card}.",
    },
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {}


# --- P_E(H) or P_H(E) ----------------------------------------------------------------------------------------
def _confusion(rng):
    obs = first_turn(rng)
    counts, _, _ = unseen(obs)
    table = burned_table(obs, 1)
    c, d = rng.sample(sorted_cards(counts), 2)
    if counts[c] == counts[d]:
        return None  # the lesson is that they differ: other cards
    return Variant(obs=obs, c=c, d=d, answer=(table.conditional(rows=c, given_columns=d),
                                              table.conditional(columns=d, given_rows=c)))


def draw_confusion(rng):
    """H « Bob a c », E « la carte mise de côté est d » (c ≠ d, not as many copies): P_E(H) against P_H(E)."""
    return redraw_until(rng, _confusion)


def confusion_question(v):
    counts, n, words = unseen(v.obs)
    c, d = v.c, v.d
    words.update(c=a_card(c), d=a_card(d), c_name=c.name, d_name=d.name, n=n, k_c=counts[c], k_d=counts[d],
                 posterior=ratio_text(counts[c], n - 1), likelihood=ratio_text(counts[d], n - 1),
                 cards_c=fr.count_of(c, counts[c]), cards_d=fr.count_of(d, counts[d]))
    return ask(WORDS["confusion"], "compare", v.answer, words, v.obs, figure=burned_table(v.obs, 1),
               choices=("P_E(H)", "P_H(E)"))


def _posterior_counts(table, card, w):
    """(the couples of E, those of H ∩ E, those of H) in the crossed table."""
    column = sum(table.column_total(c) for c in table.columns if c.value >= w)
    cell = sum(table.cells[card, c] for c in table.columns if c.value >= w)
    return column, cell, table.row_total(card)


def _posterior(rng):
    obs = first_turn(rng)
    counts, _, _ = unseen(obs)
    table = burned_table(obs, 1)
    card = rng.choice(sorted_cards(counts))
    values = sorted({c.value for c in counts})
    w = rng.choice(values[1:]) if len(values) > 1 else None
    if w is None:
        return None
    column, cell, row = _posterior_counts(table, card, w)
    if not cell or column == table.total:
        return None
    if Fraction(cell, column) == Fraction(cell, row):
        return None  # the lesson is that they differ
    return Variant(obs=obs, card=card, w=w, answer=Fraction(cell, column))


def draw_posterior(rng):
    """H « Bob a c », E « la carte mise de côté vaut au moins w »: P_E(H), not to be confused with P_H(E)
    (the trap named first); a probability, so that the variants differ."""
    return redraw_until(rng, _posterior)


def posterior_question(v):
    _, n, words = unseen(v.obs)
    table = burned_table(v.obs, 1)
    column, cell, row = _posterior_counts(table, v.card, v.w)
    h, e = notation("H", ("E",)), notation("E", ("H",))
    words.update(c=a_card(v.card), c_name=v.card.name, w=v.w, n=n, column=column, cell=cell, row=row,
                 ratio=ratio_text(cell, column), l_ratio=ratio_text(cell, row), pe=h, ph=e,
                 those=fr.plural_form(conditional.WORDS["tableau"]["those"], cell))
    traps = ((Fraction(cell, row), mistake("inverse", wrong=e, right=h, given="E", event="H")),
             (table.probability(rows=v.card, columns=lambda c: c.value >= v.w),
              mistake("intersection", inter="P(H ∩ E)", given="E")),
             (table.probability(rows=v.card), mistake("prior", prior="P(H)", given="E")),
             (Fraction(column, table.total), mistake("event_a", cond="P(E)", event="H", given="E")),
             (Fraction(cell), mistake("count_given")))
    return ask(WORDS["posterior"], "probability", v.answer, words, v.obs, figure=table, traps=traps)


# --- Bayes on Bob's turn ----------------------------------------------------------------------------------
def bob_round(rng, sensible=False):
    """A first turn of the classic edition at two players where Alice plays a card that tells nothing
    of Bob's (the Servante, the Comtesse, or a Guard that misses him), then Bob draws and plays as the
    play model says (:data:`~loveletter_teach.probability.playmodel.DEFAULT`: each allowed card alike,
    the Comtesse when forced, never the Princesse when another card may be played; his target and
    named card alike among those allowed). None when the round ended or Alice now knows Bob's card
    (a Baron, a Roi, a Prince, a Prêtre that Alice would see…): the question asks about what she
    cannot see. ``sensible``: Alice's Guard names a card she does not see every copy of (version 3 could
    name the Princesse face up, then say « avant de piocher, Bob n'avait pas la Princesse »)."""
    r = first_round(rng)
    quiet = [a for a in r.legal_actions() if EDITION.card(a.card).name in ("Garde", "Servante", "Comtesse")]
    if sensible:
        seen = r.observation(0)
        quiet = [a for a in quiet if a.guess is None or could_hold(seen, a.guess)]
    if not quiet:
        return None
    r.play(rng.choice(quiet))
    if r.over:
        return None
    hand = r.hands[1]
    weights = [DEFAULT.play_weight(EDITION, tuple(hand), card) for card in hand]
    card = rng.choices(hand, weights)[0]
    if card.name not in ("Garde", "Prêtre", "Servante", "Comtesse"):
        return None
    r.play(rng.choice([a for a in r.legal_actions() if EDITION.card(a.card) == card]))
    if r.over:
        return None
    obs = r.observation(0)
    return None if unseen_counts(obs)[1].known_cards(1) else obs


def _missed_guess(obs):
    """The card Alice's Guard named when it missed Bob (Bob's first card is not that one), or None."""
    first = next(e for e in obs.events if type(e) is Played)
    return first.guess if first.seat == 0 and first.target == 1 and first.guess is not None else None


def turn_tree(obs):
    """(tree, E's card): the tree of Bob's turn seen from what Alice knows **now** (her own later draw
    included): H the card Bob held before drawing, then E « Bob joue <his card> » or Ē. The cards
    Bob's H and draw came from are those Alice does not see now, with the one Bob played; a Guard that
    missed him rules out the card it named for H. P_H(E) adds, over Bob's possible draws, the chance
    that the play model plays that card."""
    counts, _ = unseen_counts(obs)
    played = next(e.card for e in obs.events if type(e) is Played and e.seat == 1)
    pool = dict(counts)
    pool[played] = pool.get(played, 0) + 1
    size = sum(pool.values())
    missed = _missed_guess(obs)
    held = {c: k for c, k in pool.items() if c != missed}
    mass = sum(held.values())
    cards = sorted_cards(held)

    by_name = {c.name: c for c in cards}
    p_event = {h: sum(Fraction(k - (d == h), size - 1) * Fraction(DEFAULT.play_weight(EDITION, (h, d), played), 2)
                      for d, k in pool.items()) for h in cards}

    def weight(path, event):
        if not path:
            return Fraction(held[by_name[event]], mass)
        p = p_event[by_name[path[0]]]
        return p if event == "E" else 1 - p
    legend = (TURN["legend_h"].format(p=obs.names[1]),
              TURN["legend_e"].format(p=obs.names[1], card=fr.the(played)))
    tree = Tree.from_levels([tuple(c.name for c in cards), ("E", "Ē")], weight,
                            root=TURN["root"].format(of_p=fr.of(obs.names[1])), legend=legend)
    return tree, played


def _bayes(rng, sensible=False):
    obs = bob_round(rng, sensible)
    if obs is None:
        return None
    tree, _ = turn_tree(obs)
    held = [b for b in tree.branches if tree.probability(lambda leaf, e=b.event: leaf.events == (e, "E"))]
    h = rng.choice(held).event
    return Variant(obs=obs, h=h, answer=tree.probability(lambda leaf: leaf.events == (h, "E")) / tree.probability("E"))


def draw_bayes(rng):
    """P_E(H), H « Bob avait c avant de piocher », E « Bob joue la carte qu'il a jouée », on the tree of
    his turn computed from everything Alice sees now (:func:`turn_tree`); the prompt states the play
    model and gives P(E)."""
    return redraw_until(rng, _bayes)


def draw_sensible_bayes(rng):
    """:func:`draw_bayes` where Alice's Guard names a card Bob might hold (:func:`bob_round`'s ``sensible``)."""
    return redraw_until(rng, partial(_bayes, sensible=True))


def bayes_question(v, none=a_card):
    """``none``: how « {p} n'avait pas … » names the card Alice's Guard missed: ``fr.none_of``, « pas de
    Baron », « pas la Princesse » (version 3: « pas un Baron »)."""
    obs, h = v.obs, v.h
    tree, played = turn_tree(obs)
    branch = next(b for b in tree.branches if b.event == h)
    both = tree.probability(lambda leaf: leaf.events == (h, "E"))
    total = tree.probability("E")
    missed = _missed_guess(obs)
    words = dict(unseen(obs)[2], h=a_card(EDITION.card(h)), h_name=h, e_card=fr.the(played), p_h=vfrac(branch.weight),
                 p_eh=vfrac(tree.conditional("E", h)), both=vfrac(both), total=vfrac(total),
                 answer=vfrac(v.answer), pe=notation("H", ("E",)), ph=notation("E", ("H",)),
                 missed=WORDS["bayes"]["missed"].format(p=obs.names[1], card=none(missed)) if missed else "")
    traps = ((tree.conditional("E", h), mistake("inverse", wrong=words["ph"], right=words["pe"], given="E",
                                                event="H")),
             (both, mistake("intersection", inter="P(H ∩ E)", given="E")),
             (branch.weight, mistake("prior", prior="P(H)", given="E")),
             (total, mistake("event_a", cond="P(E)", event="H", given="E")))  # given in the prompt
    return ask(WORDS["bayes"], "probability", v.answer, words, obs, figure=tree, traps=traps)


# Version 2 of confusion, version 3 of bayes (issue 20, items 4 and 6): a probability instead of a choice
# between two answers, and Bayes on a first turn whose journal shows nothing that settles H, the answer
# computed from everything shown (version 1 of bayes: notebook 02's position question, version 2 the same
# spread); the answers spread over the class (builders.spread). Version 4: Alice's Guard names a card Bob
# might hold (version 3 could name the Princesse face up), and « Bob n'avait pas de Baron », not « pas un Baron ».
_BAYES_1 = from_position("bayes", n=3, moves=1, articles=fr.DEFINITE)  # its words then: « le Garde »
FIRST_VERSIONS = {"03.conditionnel.confusion": built(draw_confusion, confusion_question),
                  "03.conditionnel.bayes": _BAYES_1}
PROBLEMS = register_all(
    Problem("03.conditionnel.confusion", "probabilité conditionnelle", "probability", draw_posterior,
            posterior_question, level=LEVEL, spread=True, version=2,
            older={1: FIRST_VERSIONS["03.conditionnel.confusion"]}, title="H sachant E, pas E sachant H"),
    Problem("03.conditionnel.bayes", "probabilité conditionnelle", "probability", draw_sensible_bayes,
            partial(bayes_question, none=fr.none_of), level=LEVEL, spread=True, version=4,
            older={1: _BAYES_1, 2: spread(_BAYES_1, Fraction(1, 50)), 3: built(spread(draw_bayes), bayes_question)},
            title="Formule de Bayes, P(E) donnée"),
)
