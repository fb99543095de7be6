"""Family « jouer de mémoire » (notebook 02, section 5): a variant of the rules where only the last card
played stays face up. The learner reads the round's journal, as a player remembers it: how many copies of
a card are still unseen, then a probability by counting (a question on a position, :mod:`.positions`).
The positions are shown without the reminder of the cards played (:class:`MemoryView`).

Each exercise is a builder ``builder(rng) -> Question`` that draws its position from the learner's seed
and words it in the same pass, registered as a :class:`~.base.Problem`.
"""

from dataclasses import replace
from functools import partial

from ... import fr
from ...editions import get_edition
from ...html import french_output, observation_html
from ...probability.trees import unseen_counts
from ..builders import redraw_until
from .base import named, register_all
from .positions import ask, from_position, pick, position, spread_problem

MEMORY = get_edition("classique").with_rules(visible_discards="last")

WORDS = {
    "memory": {
        "title": "Jouer de mémoire",
        "prompt": "Vous êtes {me}. Dans cette variante, seule la dernière carte jouée reste visible. Combien "
                  "d'exemplaires {of_card} font encore partie des cartes que vous ne voyez pas ?",
        "hints": ("Relisez le journal de la manche : il se souvient de toutes les cartes jouées.",
                  "Comptez les {plural} du paquet, puis retirez ceux que vous avez vus (main, jouées, "
                  "défaussées)."),
        "solution": "Le paquet compte {total} ; une fois retirés ceux que vous avez vus, il en reste {k} que "
                    "vous ne voyez pas.",
    },
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "all_copies": (
        "exemplaires déjà joués non retirés", "dénombrement",
        ("02", "Jouer de mémoire"), "02.memoire.compte",
        "Quand les cartes jouées ne restent pas visibles, on relit le journal de la manche : chaque exemplaire "
        "déjà joué sort des cartes que l'on ne voit pas."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "all_copies": "Vous avez donné le nombre d'exemplaires du paquet entier : retirez ceux qui ont déjà été "
                  "joués (relisez le journal).",
}


class MemoryView:
    """An observation shown without the reminder of the cards no longer face up: the learner reads
    the journal, as a player remembers the round."""

    def __init__(self, obs):
        self.obs = obs

    def __getattr__(self, name):
        return getattr(self.obs, name)

    @french_output
    def _repr_html_(self):
        return observation_html(self.obs, memory=False)


def from_memory(builder):
    """``builder``'s question, its position shown without the reminder of the cards played."""
    def build(rng):
        question = builder(rng)
        return replace(question, position=MemoryView(question.position))
    return build


def memory_count(rng, sensible=False):
    """With only the last card face up, how many copies of a card are still unseen (``sensible``: as in
    :func:`.positions.position`)."""
    def make(rng):
        obs = position(rng, MEMORY, 2, 4, sensible)
        if obs is None or sum(map(len, obs.discards)) < 3:
            return None
        counts, _ = unseen_counts(obs)
        card = pick(rng, {c: 1 for c in obs.edition.cards})
        k = counts.get(card, 0)
        words = {"me": obs.names[obs.seat], "of_card": fr.de(card), "plural": fr.plural(card),
                 "total": fr.count_of(card, card.count), "k": k}
        traps = ((card.count, named(MISTAKES, "all_copies")),)
        return replace(ask(WORDS["memory"], "number", k, words, obs, traps=traps), position=MemoryView(obs))
    return redraw_until(rng, make)


def counting_after(moves, articles=fr.TYPE, sensible=False):
    """``from_position("comptage")`` on the memory variant at two players, after a number of moves drawn
    alike among ``moves`` (``articles``: as in :func:`.positions.position_question`; ``sensible``: as in
    :func:`.positions.position`)."""
    def builder(rng):
        return from_position("comptage", edition=MEMORY, moves=rng.choice(moves), articles=articles,
                             sensible=sensible)(rng)
    return builder


# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "02.memoire.compte": "4 réponses possibles : de 0 à 3 Gardes parmi les cartes non vues",
}

PROBLEMS = register_all(
    # version 3 of compte: your own Guard names a card you may not see every copy of (version 2 could name
    # the Comtesse in your hand)
    spread_problem("02.memoire.compte", "dénombrement", "number", memory_count,
                   spread_limit=SPREAD_LIMITS["02.memoire.compte"], title="Exemplaires non vus, de mémoire",
                   reworded=partial(memory_count, sensible=True)),
    spread_problem("02.memoire.comptage", "probabilités sur un ensemble fini", "probability",
                   from_memory(from_position("comptage", edition=MEMORY, moves=4, articles=fr.DEFINITE)),
                   title="Comptage de mémoire",  # version 3 (issue 36): « Bob a un Garde »,
                   # after 2 to 6 moves, not always 4 (item 6): 3 to 9 unseen cards, 14 common answers, not 8
                   # and your own Guard names a card you may not see every copy of
                   reworded=from_memory(counting_after((2, 3, 4, 5, 6), sensible=True))),
)
FIRST_VERSIONS = {p.id: p.older[1] for p in PROBLEMS if p.spread}  # version 1 of the spread ones
