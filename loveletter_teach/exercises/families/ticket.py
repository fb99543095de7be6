"""Family « ticket de sortie » (notebook 03, Première): the lesson's exit ticket, three short questions:
a probability given an event on Alice's first turn (:mod:`.first_turn`), an expectation over a few cards
left, and P_A(B) against P(B) for two events of the game (the same deck, a new shuffle, a card put back).

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's numbers, the exact answer) beside
``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

from fractions import Fraction
from functools import partial

from ... import fr
from ...editions import get_edition
from ...probability.variables import card_value_law
from ...probability.variables import frac as vfrac
from ..builders import redraw_until, spread
from ..questions import mistake
from .base import Problem, Variant, built, named, question, register_all
from .first_turn import EDITION, LEVEL, TOLERANCE, a_card, ask, card_list, first_turn, sorted_cards, unseen
from .positions import ratio_text
from .random_variable import unweighted

WORDS = {
    "t_sachant": {
        "title": "Ticket de sortie : une probabilité sachant un événement",
        "prompt": "Vous êtes {me}, au premier tour. Sachant que {p} n'a pas {a_c}, quelle est la "
                  "probabilité {que_p} ait {d} ?",
        "hints": (
            "Sachant cela, la carte {of_p} n'est aucune des cartes « {c_name} » : retirez-les des "
            "cartes que vous ne voyez pas.",
            "Dans cet univers réduit, calculez cas favorables / cas possibles.",
        ),
        "solution": "Vous ne voyez pas {n} cartes, dont {counts_c} et {counts_d}. Sachant que {p} n'a pas "
                    "{a_c}, sa carte est l'une des {n} − {k_c} = {rest} autres : la probabilité est {ratio}.",
    },
    "t_esperance": {
        "title": "Ticket de sortie : une espérance",
        "prompt": "À la fin d'une manche, il reste {m} cartes que vous ne voyez pas : {cards}. Vous en "
                  "tirez une au hasard ; X est sa valeur. Calculez E(X) (une fraction, ou un nombre décimal "
                  "arrondi au centième).",
        "hints": (
            "Dressez la loi de X : chacune des {m} cartes a la même probabilité d'être tirée.",
            "E(X) = x_1 × P(X = x_1) + x_2 × P(X = x_2) + …",
        ),
        "solution": "{e_formula}.",
    },
    "t_independance": {  # version 1 of 03.ticket.independance: a choice, independent or not
        "title": "Ticket de sortie : indépendance",
        "prompt": "{situation} Ces deux événements sont-ils indépendants ?",
        "hints": (
            "A et B sont indépendants quand savoir que A est réalisé ne change pas la probabilité "
            "de B : P_A(B) = P(B).",
            "Demandez-vous si le premier tirage change les cartes parmi lesquelles se fait le "
            "second.",
        ),
        "solution": "{why}",
        "choices": (
            "Oui, ils sont indépendants",
            "Non, ils ne sont pas indépendants",
        ),
        "same_deck": "Au début d'une manche, A : « Bob a {card} » ; B : « la carte mise de côté est {card} ».",
        "why_same_deck": "Les deux cartes sont tirées dans le même paquet, sans remise : si Bob a {card}, il en reste "
                         "un exemplaire de moins pour la carte mise de côté, donc P_A(B) < P(B). Ils ne sont pas "
                         "indépendants.",
        "two_draws": "Vous piochez deux cartes l'une après l'autre. A : « la première est {card} » ; B : « la seconde "
                     "est {card} ».",
        "why_two_draws": "La seconde carte est tirée sans remise, parmi les cartes qui restent : si la première est "
                         "{card}, il reste moins de {plural} pour la seconde, donc P_A(B) < P(B). Ils ne sont pas "
                         "indépendants.",
        "two_rounds": "A : « Bob reçoit {card} au début de la manche 1 » ; B : « Bob reçoit {card} au début de la "
                      "manche 2 » (le paquet est reconstitué et remélangé entre les deux manches).",
        "why_two_rounds": "Le paquet est reconstitué et remélangé entre les deux manches : la première donne ne change "
                          "rien à la seconde, P_A(B) = P(B). Ils sont indépendants.",
        "replaced": "Vous tirez une carte au hasard dans le paquet complet, vous la regardez, la remettez et mélangez, "
                    "puis vous tirez de nouveau une carte. A : « la première est {card} » ; B : « la seconde est "
                    "{card} ».",
        "why_replaced": "Avec remise, le second tirage se fait dans le même paquet complet que le premier : "
                        "P_A(B) = P(B). Ils sont indépendants.",
    },
    "c_independance": {  # version 2: P_A(B), then compared with P(B)
        "title": None,  # version 1's title (filled below)
        "prompt": "{situation} Le paquet complet compte {size} cartes, dont {count_b}. Calculez "
                  "P_A(B), puis comparez-la à P(B) : ces deux événements sont-ils indépendants ?",
        "hints": (
            "P_A(B) : on sait que A est réalisé ; parmi quelles cartes, et combien, se fait le "
            "second tirage ?",
            "A et B sont indépendants quand P_A(B) = P(B) : le premier tirage change-t-il les "
            "cartes parmi lesquelles se fait le second ?",
        ),
        "solution": "{why}",
        "same_deck": "Au début d'une manche, les cartes sont distribuées. A : « Bob reçoit {a} » ; B : « la carte "
                     "mise de côté est {b} ».",
        "two_draws": "Vous piochez deux cartes l'une après l'autre dans le paquet complet. A : « la première est "
                     "{a} » ; B : « la seconde est {b} ».",
        "two_rounds": "A : « Bob reçoit {a} au début de la manche 1 » ; B : « Bob reçoit {b} au début de la manche "
                      "2 » (le paquet est reconstitué et remélangé entre les deux manches).",
        "replaced": "Vous tirez une carte au hasard dans le paquet complet, la regardez, la remettez et mélangez, "
                    "puis vous tirez de nouveau une carte. A : « la première est {a} » ; B : « la seconde est {b} ».",
        "why_same_deck": "Les deux cartes viennent du même paquet, sans remise : sachant A, la carte mise de côté "
                         "est l'une des {rest} autres cartes, dont {left}. P_A(B) = {answer}, alors que P(B) = "
                         "{p_b} : P_A(B) ≠ P(B), A et B ne sont pas indépendants.",
        "why_two_draws": "Le second tirage se fait sans remise : sachant A, la seconde carte est l'une des {rest} "
                         "cartes qui restent, dont {left}. P_A(B) = {answer}, alors que P(B) = {p_b} : "
                         "P_A(B) ≠ P(B), A et B ne sont pas indépendants.",
        "why_two_rounds": "Le paquet est reconstitué et remélangé entre les deux manches : la seconde donne se fait "
                          "parmi les {size} cartes, dont {count_b}, quoi qu'il arrive à la première. P_A(B) = "
                          "{answer} = P(B) : A et B sont indépendants.",
        "why_replaced": "Avec remise, le second tirage se fait dans le paquet complet de {size} cartes, dont "
                        "{count_b} : P_A(B) = {answer} = P(B). A et B sont indépendants.",
    },
    "v_independance": {  # version 3: P_A(B) and the verdict, one try; the classic deck only
        "title": None,  # version 1's title (filled below)
        "prompt": "{situation} Le paquet complet compte {size} cartes, dont {count_b}. Calculez P_A(B) et "
                  "comparez-la à P(B) : A et B sont-ils indépendants ? Donnez P_A(B) et votre conclusion.",
        "hints": None,  # version 2's (filled below)
        "solution": "{why}",  # the words of each situation and its why: version 2's (filled below)
        "both": "{one} et {other}, soit {n} cartes de B",  # B « un Prêtre ou un Baron »: the copies of each
    },
}
WORDS["c_independance"]["title"] = WORDS["t_independance"]["title"]
WORDS["v_independance"]["title"] = WORDS["t_independance"]["title"]
WORDS["v_independance"]["hints"] = WORDS["c_independance"]["hints"]
for _key in ("same_deck", "two_draws", "two_rounds", "replaced"):  # the situations' words are version 2's
    WORDS["v_independance"][_key] = WORDS["c_independance"][_key]
    WORDS["v_independance"]["why_" + _key] = WORDS["c_independance"]["why_" + _key]

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "card_removed": (
        "sans remise au lieu d'avec remise", "indépendance",
        ("03", "Indépendance"), "03.ticket.independance",
        "Quand la carte est remise ou le paquet remélangé, le second tirage se fait dans le paquet complet : "
        "P_A(B) = P(B), les deux événements sont indépendants."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "card_removed": "Vous avez retiré la première carte du paquet : ici, elle y est revenue (le paquet est "
                    "remélangé, ou la carte remise). Le second tirage se fait dans le paquet complet.",
}


# --- a probability given an event ---------------------------------------------------------------------------
def _given(rng):
    obs = first_turn(rng)
    counts, n, _ = unseen(obs)
    cards = sorted_cards(counts)
    if len(cards) < 3:
        return None
    c, d = rng.sample(cards, 2)
    return Variant(obs=obs, c=c, d=d, answer=Fraction(counts[d], n - counts[c]))


def draw_given(rng):
    """Sachant « Bob n'a pas de c », P(Bob a d): the universe without the copies of c."""
    return redraw_until(rng, _given)


def given_question(v, by_unseen=False):
    """``by_unseen``: the words of versions 1 and 2, « Bob n'a pas le Baron » when one Baron was unseen
    (issue 36: « pas de Baron », the deck holds two)."""
    counts, n, words = unseen(v.obs)
    c, d = v.c, v.d
    rest = n - counts[c]
    if by_unseen:
        a_c = fr.elide("de", c.name) if counts[c] > 1 else fr.the(c)
    else:
        a_c = fr.none_of(c)
    words.update(c=fr.the(c), c_name=c.name, k_c=counts[c], d=a_card(d), n=n, a_c=a_c,
                 counts_c=fr.count_of(c, counts[c]), counts_d=fr.count_of(d, counts[d]), rest=rest,
                 ratio=ratio_text(counts[d], rest))
    traps = ((Fraction(counts[d], n), mistake("given_ignored", p=words["p"], card=words["a_c"])),  # « pas de Prince »
             (1 - v.answer, mistake("complement_extra")),
             (Fraction(counts[d]), mistake("count_given")))
    return ask(WORDS["t_sachant"], "probability", v.answer, words, v.obs, traps=traps)


# --- an expectation -------------------------------------------------------------------------------------------
def draw_ticket_expectation(rng):
    """E(X) of the value of a card drawn among a few cards left."""
    size = rng.randint(3, 5)
    deck = list(EDITION.deck)
    rng.shuffle(deck)
    counts = {}
    for card in deck[:size]:
        counts[card] = counts.get(card, 0) + 1
    X = card_value_law({c: Fraction(k, size) for c, k in counts.items()})
    return Variant(size=size, counts=counts, X=X, answer=X.expectation())


def ticket_expectation_question(v):
    words = {"m": v.size, "cards": card_list(v.counts), "e_formula": v.X.expectation_formula(),
             "E": vfrac(v.X.expectation())}
    return ask(WORDS["t_esperance"], "number", v.answer, words, tolerance=TOLERANCE,
               traps=((unweighted(v.X), mistake("unweighted")),))


# --- independent or not ----------------------------------------------------------------------------------------
SITUATIONS = (("same_deck", False), ("two_draws", False), ("two_rounds", True), ("replaced", True))


def draw_ticket_independence(rng):
    """Two events of the game: independent (a new shuffle, a card put back) or not (the same deck)?"""
    key, independent = rng.choice(SITUATIONS)
    card = rng.choice([c for c in EDITION.cards if c.count >= 2])
    choices = WORDS["t_independance"]["choices"]
    return Variant(key=key, card=card, answer=choices[0] if independent else choices[1])


def ticket_independence_question(v):
    w = WORDS["t_independance"]
    words = {"card": fr.a(v.card), "situation": w[v.key].format(card=fr.a(v.card)),
             "why": w["why_" + v.key].format(card=fr.a(v.card), plural=fr.plural(v.card))}
    return ask(w, "choice", v.answer, words, choices=w["choices"])


EDITIONS = ("classique", "2019")


def _conditional(rng):
    key, independent = rng.choice(SITUATIONS)
    edition = get_edition(rng.choice(EDITIONS))
    first, second = rng.choice(edition.cards), rng.choice(edition.cards)
    size, k = edition.size, second.count
    left = k - (first == second)
    answer = Fraction(k, size) if independent else Fraction(left, size - 1)
    if not answer:
        return None
    return Variant(key=key, independent=independent, edition=edition, first=first, second=second, answer=answer)


def draw_ticket_conditional(rng):
    """P_A(B) for two events of the game, then compared with P(B): without replacement (the same deck),
    P_A(B) ≠ P(B); with a new shuffle or a card put back, P_A(B) = P(B). A probability, so that the
    variants differ (two editions, two cards)."""
    return redraw_until(rng, _conditional)


def ticket_conditional_question(v):
    w = WORDS["c_independance"]
    size, k = v.edition.size, v.second.count
    left = k - (v.first == v.second)
    words = {"size": size, "a": a_card(v.first), "b": a_card(v.second),
             "count_b": fr.count_of(v.second, k), "p_b": vfrac(Fraction(k, size)), "answer": vfrac(v.answer),
             "left": fr.count_of(v.second, left), "rest": size - 1}
    words["situation"] = w[v.key].format(**words)
    words["why"] = w["why_" + v.key].format(**words)
    trap = (Fraction(left, size - 1), named(MISTAKES, "card_removed")) if v.independent else \
        (Fraction(k, size), mistake("with_replacement"))
    count = (Fraction(k if v.independent else left), mistake("count_given"))  # the cards of B the second draw meets
    return question(w, "probability", v.answer, words, edition=v.edition, traps=(trap, count))


# --- version 3: P_A(B) and the verdict together, in the classic deck -----------------------------------------
def _classic_conditional(rng):
    """Two events of :data:`SITUATIONS` in the classic deck (the lesson's), B about one card or either of
    two (« un Prêtre ou un Baron »): B's copies take every count from 1 to 7, so that P_A(B), k/16 or
    k/15, takes 14 values (one edition and one card gave 7, too few to spread over a class)."""
    key, independent = rng.choice(SITUATIONS)
    first = rng.choice(EDITION.cards)
    second = tuple(sorted(rng.sample(EDITION.cards, rng.choice((1, 2))), key=lambda c: c.value))
    size, k = EDITION.size, sum(c.count for c in second)
    left = k - (first in second)
    answer = Fraction(k, size) if independent else Fraction(left, size - 1)
    if not answer:
        return None
    return Variant(key=key, independent=independent, first=first, second=second, answer=answer)


def draw_ticket_verdict(rng):
    """P_A(B) for two events of the game and whether A and B are independent (one answer): without
    replacement (the same deck), P_A(B) ≠ P(B); with a new shuffle or a card put back, P_A(B) = P(B)."""
    return redraw_until(rng, _classic_conditional)


def _copies(cards, counts, words):
    """« 2 Prêtres » for one card; « 2 Prêtres et 1 Roi, soit 3 cartes de B » for two."""
    if len(cards) == 1:
        return fr.count_of(cards[0], counts[0])
    return words["both"].format(one=fr.count_of(cards[0], counts[0]), other=fr.count_of(cards[1], counts[1]),
                                n=sum(counts))


def ticket_verdict_question(v):
    w = WORDS["v_independance"]
    size = EDITION.size
    counts = [c.count for c in v.second]
    after = [c.count - (c == v.first) for c in v.second]  # the copies of B left once A's card is drawn
    k, left = sum(counts), sum(after)
    words = {"size": size, "a": a_card(v.first), "b": fr.join_or(a_card(c) for c in v.second),
             "count_b": _copies(v.second, counts, w), "p_b": vfrac(Fraction(k, size)), "answer": vfrac(v.answer),
             "left": _copies(v.second, after, w), "rest": size - 1}
    words["situation"] = w[v.key].format(**words)
    words["why"] = w["why_" + v.key].format(**words)
    trap = (Fraction(left, size - 1), named(MISTAKES, "card_removed")) if v.independent else \
        (Fraction(k, size), mistake("with_replacement"))
    count = (Fraction(k if v.independent else left), mistake("count_given"))
    wrong = fr.ANSWERS["verdict_no" if v.independent else "verdict_yes"]
    return ask(w, "independence", v.answer, words, traps=(trap, count), independent=v.independent,
               reasons=((wrong, mistake("independence_verdict")),))


# Version 2 (issue 20): the answers spread over the class (builders.spread); version 2 of independance
# (issue 20, item 6): a probability instead of a choice between two answers.
FIRST_VERSIONS = {"03.ticket.sachant": built(draw_given, partial(given_question, by_unseen=True)),
                  "03.ticket.independance": built(draw_ticket_independence, ticket_independence_question)}
# Version 3 (issue 36, item 4): the verdict graded with P_A(B), and the classic deck only (the lesson's).
SECOND_VERSIONS = {"03.ticket.independance": built(spread(draw_ticket_conditional), ticket_conditional_question)}
PROBLEMS = register_all(
    Problem("03.ticket.sachant", "probabilité conditionnelle", "probability", draw_given, given_question,
            level=LEVEL, spread=True, version=3,  # issue 36: « n'a pas de Baron » among two Barons
            older={1: FIRST_VERSIONS["03.ticket.sachant"],
                   2: built(spread(draw_given), partial(given_question, by_unseen=True))},
            title="Probabilité sachant (ticket)"),
    Problem("03.ticket.esperance", "espérance", "number", draw_ticket_expectation, ticket_expectation_question,
            level=LEVEL, title="Espérance d'une carte (ticket)"),
    Problem("03.ticket.independance", "indépendance", "independence", draw_ticket_verdict,
            ticket_verdict_question, level=LEVEL, spread=True, version=3,
            older={1: FIRST_VERSIONS["03.ticket.independance"], 2: SECOND_VERSIONS["03.ticket.independance"]},
            title="Indépendance (ticket)"),
)
