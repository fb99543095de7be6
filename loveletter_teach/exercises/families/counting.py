"""Family « dénombrement » (notebook 03, Terminale): the counting formula the package uses for a hand of
unknown cards, 1 − C(t − c, s)/C(t, s), and the number of orders of (part of) a deck, copies alike.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's numbers, the exact answer) beside
``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

import math
from fractions import Fraction

from ... import fr, laws, sampling
from ...editions import get_edition
from ...probability.trees import frac
from ...rounds import Round
from ..builders import redraw_until, spread
from ..questions import mistake
from .base import Problem, Variant, built, deck_said, named, question, register_all

WORDS = {
    "au_moins_un": {
        "title": "Au moins un exemplaire : la formule du comptage",
        "prompt": "Vous êtes Bob. {deck}Alice commence : elle tient deux cartes que vous ne voyez pas. Quelle est "
                  "la probabilité qu'Alice ait au moins {a_card} ?",
        "hints": ("Les deux cartes d'Alice sont deux cartes prises au hasard parmi les {t} cartes que vous ne "
                  "voyez pas : il y a C({t}, 2) mains possibles, toutes également probables.",
                  "Passez par l'événement contraire : Alice n'a que des cartes prises parmi celles qui ne sont "
                  "pas {card}."),
        "solution": "Parmi les {t} cartes que vous ne voyez pas, il y a {cards}. Il y a C({t}, 2) = {ct} mains "
                    "possibles, dont C({tc}, 2) = {ctc} sans {none} : P = 1 − {ctc}/{ct} = {answer}. C'est la "
                    "formule du comptage du paquet : 1 − C(t − c, s)/C(t, s), avec t = {t}, c = {c} et s = 2.",
    },
    "ordres": {
        "title": "Combien d'ordres ?",
        "prompt": "Dans « {edition} », on ne garde que les cartes de valeur {top} ou moins : {what}, soit "
                  "{total} cartes. On les mélange. Combien d'ordres différents peut-on obtenir (deux "
                  "exemplaires d'une même carte sont identiques) ?",
        "hints": ("Si les {total} cartes étaient toutes différentes, il y aurait {total}! ordres.",
                  "Échanger deux exemplaires d'une même carte ne change pas l'ordre : divisez par k! pour "
                  "chaque carte présente en k exemplaires."),
        "solution": "{total}! / ({den}) = {answer}.",
    },
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "no_factorial_copies": (
        "exemplaires identiques comptés comme différents", "dénombrement",
        ("03", "Dénombrement : la formule du paquet"), "03.terminale.ordres",
        "Deux exemplaires d'une même carte sont indiscernables : on divise le nombre d'ordres par k! pour chaque "
        "carte présente en k exemplaires."),
    "one_card": (
        "une seule carte de la main comptée", "dénombrement",
        ("03", "Dénombrement : la formule du paquet"), "03.terminale.au_moins_un",
        "L'événement « au moins un » porte sur toute la main : on passe par le contraire, aucune des cartes de "
        "la main n'est celle que l'on cherche."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "no_factorial_copies": "Vous avez compté les ordres comme si toutes les cartes étaient différentes : les "
                           "exemplaires d'une même carte sont indiscernables, divisez par le nombre de façons de "
                           "les permuter.",
    "one_card": "Vous n'avez compté qu'une carte : {p} en tient deux, et « au moins un » porte sur les deux.",
}


# --- at least one copy in a hand of two ------------------------------------------------------------------
def _repeated(obs):
    """The cards of which Bob does not see at least two copies."""
    unseen = sampling.unseen_cards(obs)
    return [c for c in obs.edition.cards if unseen.count(c) >= 2]


def _bob_first_turn(players, edition="classique"):
    """Bob's view of a deal where Alice plays first: he sees his card (and the face-up ones at two
    players); Alice holds two cards."""
    return lambda rng: Round.deal(edition, players, seed=rng.getrandbits(32), first_player=0).observation(1)


def _draw_at_least_one(rng, players, edition="classique"):
    obs = redraw_until(rng, _bob_first_turn(players, edition), _repeated)
    unseen = sampling.unseen_cards(obs)
    card = rng.choice(_repeated(obs))
    t, c = len(unseen), unseen.count(card)
    answer = laws.at_least_one(t, c, 2)
    return Variant(obs=obs, card=card, t=t, c=c, answer=answer)


def draw_at_least_one(rng):
    """P(the player to move holds at least one copy), the counting formula of the package, at two or
    three players (version 1: at two players only, :func:`at_least_one_v1`)."""
    return _draw_at_least_one(rng, rng.choice([2, 3]))


def draw_at_least_one_v3(rng):
    """Version 3 (issue 36): the classic deck gave 7 common answers (t is 11 or 15, c from 2 to 5); the 2019
    edition too (t 17 or 20, c up to 6) gives more, drawn alike by builders.spread."""
    edition = rng.choice(["classique", "2019"])
    return _draw_at_least_one(rng, rng.choice([2, 3]), edition)


def at_least_one_question(v):
    t, c = v.t, v.c
    words = {"card": fr.plural(v.card).join(("des ", "")), "a_card": fr.a(v.card), "t": t, "c": c, "tc": t - c,
             "cards": fr.count_of(v.card, c), "none": fr.count_of(v.card, 0),
             "ct": math.comb(t, 2), "ctc": math.comb(t - c, 2), "answer": frac(v.answer),
             "deck": deck_said(v.obs.edition)}  # version 3 deals the 2019 edition too
    traps = ((1 - Fraction(t - c, t) ** 2, mistake("with_replacement")), (1 - v.answer, mistake("complement_extra")),
             (Fraction(c, t), named(MISTAKES, "one_card", p=v.obs.names[0])))
    return question(WORDS["au_moins_un"], "probability", v.answer, words, position=v.obs, traps=traps)


def at_least_one_v1(rng):
    """Version 1 of 03.terminale.au_moins_un (before its answers were spread over a class)."""
    return at_least_one_question(_draw_at_least_one(rng, 2))


# --- the orders of a deck ----------------------------------------------------------------------------------
def draw_orders(rng, tops=(2, 3, 4, 8)):
    """The number of orders of (part of) a deck, copies alike."""
    edition = get_edition(rng.choice(["classique", "2019"]))
    top = rng.choice(tops)
    cards = [c for c in edition.cards if c.value <= top]
    return Variant(edition=edition, top=top, cards=cards, answer=laws.deck_orders([c.count for c in cards]))


def orders_question(v):
    counts = [c.count for c in v.cards]
    total = sum(counts)
    words = {"edition": v.edition.title, "what": fr.join_and(fr.count_of(c, c.count) for c in v.cards),
             "total": total, "top": v.top, "den": " × ".join(f"{k}!" for k in counts),
             "answer": f"{v.answer:,}".replace(",", "\u202f")}
    traps = ((math.factorial(total), named(MISTAKES, "no_factorial_copies")),)
    return question(WORDS["ordres"], "number", v.answer, words, traps=traps)


def draw_orders_v2(rng):
    """Version 2 (issue 36): 4 tops and 2 editions gave 8 answers; every top from 2 to 8 gives 14, alike."""
    return draw_orders(rng, tops=range(2, 9))


FIRST_VERSIONS = {"03.terminale.au_moins_un": at_least_one_v1}  # what version 2 changed
PROBLEMS = register_all(
    Problem("03.terminale.au_moins_un", "dénombrement", "probability", draw_at_least_one_v3, at_least_one_question,
            spread=True, version=3, older={1: FIRST_VERSIONS["03.terminale.au_moins_un"],
                                           2: built(spread(draw_at_least_one), at_least_one_question)},
            title="Au moins un exemplaire en main"),
    Problem("03.terminale.ordres", "dénombrement", "number", draw_orders_v2, orders_question, version=2,
            older={1: built(draw_orders, orders_question)}, title="Nombre d'ordres du paquet"),
)
