"""Family « ce que l'on sait » (notebook 02, section 2): what a card played teaches. A Guard that missed
says « Bob n'a pas X » (a probability sachant A, the exact déduction); a Prince's discard leaves the
unseen cards counted again. Then the counting of section 1 (:mod:`.unseen`), later in a round at three
players.

Each exercise is a builder ``builder(rng) -> Question`` that deals its position from the learner's seed
and words it in the same pass, registered as a :class:`~.base.Problem`.
"""

from fractions import Fraction
from functools import partial

from ... import fr
from ...probability import deduction
from ...probability.trees import unseen_counts
from ...rounds import Round
from ..builders import redraw_until
from ..questions import mistake
from .base import Problem, as_drawn, deck_said, named, register_all
from .positions import ask, from_position, pick, ratio_text, spread_problem
from .unseen import unseen_count

WORDS = {
    "missed": {
        "title": "Un Garde qui rate",
        "prompt": "Vous êtes {me}. {deck}Vous avez joué le Garde sur {p} en nommant {named} : raté. Avec ce que "
                  "vous savez maintenant, quelle est la probabilité {que_p} ait {card} ?",
        "hints": ("Le Garde a raté : l'événement A « {p} n'a pas {not_named} » est certain. On cherche une "
                  "probabilité sachant A.",
                  "Sachant A, l'univers est réduit : les cartes que vous ne voyez pas, sauf les exemplaires "
                  "{of_named}.",
                  "Dans l'univers réduit, comptez les cas favorables et les cas possibles."),
        "solution": "Vous ne voyez pas {n} cartes, dont {counts}. Sachant {que_p} n'a pas {not_named}, sa carte est "
                    "l'une des {n} − {k_named} = {rest} autres, dont {cards} : P_A(B) = {ratio}.",
    },
    "prince": {
        "title": "Une carte défaussée par le Prince",
        "prompt": "Vous êtes {me}. Votre Prince a obligé {p} à défausser {discarded} et à piocher une "
                  "nouvelle carte. Quelle est maintenant la probabilité que la carte mise de côté soit "
                  "{card} ?",
        "hints": ("La carte défaussée est face visible : elle sort des cartes que vous ne voyez pas.",
                  "Comptez les cartes que vous ne voyez pas, puis, parmi elles, les exemplaires {of_card}."),
        "solution": "Il reste {n} cartes que vous ne voyez pas, dont {cards}, et la carte mise de côté est "
                    "l'une d'elles au hasard : P = {ratio}.",
    },
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "guard_ignored": (
        "Garde raté oublié", "probabilité conditionnelle",
        ("02", "Un Garde qui rate"), "02.savoir.garde_rate",
        "Un Garde qui rate est une information : le joueur visé n'a pas la carte nommée, donc on retire ses "
        "exemplaires des cas possibles avant de compter."),
    "discard_counted": (
        "carte défaussée comptée comme cachée", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on sait : chaque information réduit l'univers"), "02.savoir.prince",
        "Une carte défaussée est face visible : elle sort des cas possibles, et l'on recompte les cartes que "
        "l'on ne voit pas après chaque coup."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "guard_ignored": "Vous avez compté comme si le Garde raté n'avait rien appris : or il a raté, donc {p} n'a pas "
                     "{card}. Ôtez des cas possibles les exemplaires de cette carte, puis comptez.",
    "discard_counted": "Vous avez compté comme si la carte défaussée était encore cachée : elle est face visible, "
                       "ce n'est plus un cas possible.",
}


def guard_missed(rng, articles=fr.TYPE, editions=("classique",)):
    """At 3 players, Alice's Guard misses Chloé: P(Chloé a Y) given « Chloé n'a pas X » (exact déduction).
    ``editions``: those drawn from, one alike (the 2019 edition's 21 cards give other denominators)."""
    def make(rng):
        # Alice plays first and aims at Chloé, who still holds one card (Bob draws next); nobody played
        # before her: a card played under the play model (never the Princess by choice) could make Chloé's card
        # other than counted
        edition = editions[0] if len(editions) == 1 else rng.choice(editions)
        r = Round.deal(edition, 3, seed=rng.getrandbits(32))
        obs = r.observation(0)
        guards = [a for a in obs.legal_actions if a.target == 2 and a.guess is not None]
        seen, _ = unseen_counts(obs)
        misses = [a for a in guards if a.guess not in r.hands[2] and seen.get(a.guess)]  # a miss that teaches
        if not misses:
            return None
        r.play(rng.choice(misses))
        if r.over:
            return None
        obs = r.observation(0)
        counts, _ = unseen_counts(obs)
        guess = r.actions[-1].guess
        card = pick(rng, counts, exclude=(guess,))
        if card is None:
            return None
        n, k_named, k = sum(counts.values()), counts.get(guess, 0), counts[card]
        answer = deduction(obs).players[2].get(card, Fraction(0))
        words = {"me": obs.names[0], "p": obs.names[2], "que_p": fr.elide("que", obs.names[2]),
                 "deck": deck_said(obs.edition),
                 "named": fr.the(guess), "of_named": fr.de(guess), "card": articles.card(card), "n": n, "k_named": k_named, "rest": n - k_named,
                 "not_named": fr.the(guess) if guess.count == 1 else fr.elide("de", guess.name),  # « pas de Baron »
                 "ratio": ratio_text(k, n - k_named), "counts": fr.count_of(guess, k_named),
                 "cards": fr.count_of(card, k)}
        traps = ((Fraction(k, n), named(MISTAKES, "guard_ignored", p=words["p"], card=words["not_named"])),
                 (1 - answer, mistake("complement_extra")),
                 (Fraction(k), mistake("count_given")))
        return ask(WORDS["missed"], "probability", answer, words, obs, traps=traps)
    return redraw_until(rng, make)


def prince_discard(rng, articles=fr.TYPE):
    """Alice's Prince makes Bob discard: the new card of Bob, by counting the updated unseen cards."""
    def make(rng):
        r = Round.deal("classique", 2, seed=rng.getrandbits(32))
        princes = [a for a in r.legal_actions() if a.card.effect == "discard_redraw" and a.target == 1]
        if not princes or r.hands[1][0].effect == "lose_if_discarded":
            return None
        r.play(princes[0])
        if r.over:
            return None
        obs = r.observation(0)
        # Bob drew the card he holds beside his new one at the start of his turn: ask about the burned card
        counts, _ = unseen_counts(obs)
        card = pick(rng, counts)
        n, k = sum(counts.values()), counts[card]
        discarded = obs.discards[1][-1]
        answer = deduction(obs).burned.get(card, Fraction(0))
        words = {"me": obs.names[0], "p": obs.names[1], "discarded": fr.the(discarded), "card": articles.card(card), "of_card": fr.de(card),
                 "n": n, "cards": fr.count_of(card, k), "ratio": ratio_text(k, n)}
        traps = ((Fraction(k + (discarded == card), n + 1), named(MISTAKES, "discard_counted")),
                 (1 - answer, mistake("complement_extra")),
                 (Fraction(k), mistake("count_given")))
        return ask(WORDS["prince"], "probability", answer, words, obs, traps=traps)
    return redraw_until(rng, make)


def unseen_count_later(rng, sensible=False):
    """:func:`.unseen.unseen_count` at three players, after three moves (``sensible``: as in
    :func:`.positions.position`)."""
    return unseen_count(rng, n=3, moves=3, sensible=sensible)


# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "02.savoir.prince": "4 réponses possibles : P vaut k/10, k exemplaires parmi les 10 cartes non vues (de 1 à 4)",
    "02.savoir.inconnues": ("3 réponses possibles (9, 10 ou 11) : le nombre de cartes non vues ne dépend que des "
                            "cartes jouées et montrées"),
}

PROBLEMS = register_all(
    # version 2 of garde_rate, 3 of prince and comptage (issue 36): « Chloé a un Garde », not « le Garde »;
    # garde_rate's version 2 also deals the 2019 edition, its answer drawn alike (item 6): 13 common answers
    # (k/12 or k/13, k/17 or k/18), not 8 drawn as they come
    Problem("02.savoir.garde_rate", "probabilité conditionnelle", "probability",
            partial(guard_missed, editions=("classique", "2019")), as_drawn, level="Première",
            title="Après un Garde raté", version=2, spread=True,
            older={1: partial(guard_missed, articles=fr.DEFINITE)}),
    spread_problem("02.savoir.prince", "probabilités sur un ensemble fini", "probability",
                   partial(prince_discard, articles=fr.DEFINITE), title="Après une défausse du Prince",
                   reworded=prince_discard, spread_limit=SPREAD_LIMITS["02.savoir.prince"]),
    spread_problem("02.savoir.comptage", "probabilités sur un ensemble fini", "probability",
                   from_position("comptage", n=3, moves=2, articles=fr.DEFINITE), title="Comptage à 3, après 2 coups",
                   reworded=from_position("comptage", n=3, moves=2, sensible=True)),
    # version 3 of inconnues: your own Guard, played at the first move, names a card you may not see every
    # copy of (version 2 could name the Roi in your hand)
    spread_problem("02.savoir.inconnues", "dénombrement", "number", unseen_count_later,
                   spread_limit=SPREAD_LIMITS["02.savoir.inconnues"], title="Cartes non vues après 3 coups",
                   reworded=partial(unseen_count_later, sensible=True)),
)
FIRST_VERSIONS = {p.id: p.older[1] for p in PROBLEMS if p.spread}  # version 1 of the spread ones
