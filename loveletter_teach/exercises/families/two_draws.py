"""Family « deux tirages sans remise » (notebook 02, section 3): the weighted tree of two cards drawn one
after the other among those the seat does not see, its second-level weights left blank.

The exercise is a builder ``builder(rng) -> Question`` that draws its position from the learner's seed
(:func:`.positions.position`) and words it in the same pass, registered as a :class:`~.base.Problem`.
"""

from fractions import Fraction
from functools import partial

from ... import fr
from ...probability.trees import Tree, unseen_counts
from ..builders import redraw_until, spread
from ..questions import mistake
from .base import Problem, as_drawn, named, register_all
from .positions import ask, pick, position

WORDS = {
    "tree": {
        "title": "L'arbre de deux tirages sans remise",
        "prompt": "Vous êtes {me}. Parmi les {n} cartes que vous ne voyez pas, il y a {cards}. Complétez les "
                  "poids manquants du second tirage (les « ? » de l'arbre).",
        "hints": ("Le second tirage se fait sans remise : il reste une carte de moins.",
                  "Sur chaque branche, comptez les exemplaires {of_card} qui restent après le premier tirage."),
        "solution": "Au second tirage, il reste {n} − 1 cartes ; on compte les exemplaires {of_card} qui restent "
                    "après le premier tirage, et les poids partant d'un même nœud ont pour somme 1.",
    },
}
# The tree's words: its root, its legend, the events of each draw.
TREE = {
    "not_card": "pas {card}",
    "root": "Deux cartes tirées",
    "legend": "On tire au hasard deux cartes, l'une après l'autre, parmi les {n} cartes que vous ne voyez "
              "pas ; on regarde si chacune est {card}.",
    "letters": "C₁ : « la première carte tirée est {card} » ; C₂ : « la seconde est {card} » ; C̄₁ et C̄₂ : "
               "leurs contraires.",
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "copy_not_removed": (
        "exemplaire tiré non retiré au second tirage", "arbre pondéré",
        ("02", "Ce que les autres choisissent"), "02.choisir.arbre",
        "Au second tirage sans remise, on retire la carte tirée du total et, si c'était la carte que l'on "
        "compte, on retire aussi cet exemplaire des cas favorables."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "copy_not_removed": "Vous avez bien retiré une carte du total, mais pas l'exemplaire tiré : si la première "
                        "carte est {card}, il en reste un exemplaire de moins.",
}


def two_draws_tree(rng, moves=0, letters=False, articles=fr.TYPE, sensible=False):
    """Fill the blanks of the tree of two draws without replacement among the unseen cards. ``letters``:
    the events are named as in class, C₁ and C₂ (« the first, the second card is … ») and their contraries
    C̄₁, C̄₂ (version 1 wrote « Baron » and « pas Baron » on both levels). ``articles``: « est un Garde »,
    or ``fr.DEFINITE``, the « est le Garde » of versions 1 and 2. ``sensible``: as in
    :func:`.positions.position`."""
    def make(rng):
        obs = position(rng, moves=moves, sensible=sensible)
        if obs is None:
            return None
        counts, _ = unseen_counts(obs)
        card = pick(rng, counts)
        n, k = sum(counts.values()), counts[card]
        if k < 1 or n < 3:
            return None
        if letters:
            levels = [("C₁", "C̄₁"), ("C₂", "C̄₂")]
            legend = (TREE["legend"].format(card=articles.card(card), n=n),
                      TREE["letters"].format(card=articles.card(card)))
        else:
            levels = [(card.name, TREE["not_card"].format(card=card.name))] * 2
            legend = (TREE["legend"].format(card=articles.card(card), n=n),)
        drawn = {level[0] for level in levels}  # the events « this draw is the card »

        def weight(path, event):
            left = k - sum(e in drawn for e in path)
            size = n - len(path)
            return Fraction(left, size) if event in drawn else Fraction(size - left, size)

        def replaced(path, event):  # the mistake: the first card put back
            return Fraction(k, n) if event in drawn else Fraction(n - k, n)

        def copy_kept(path, event):  # the mistake: one card fewer, but the copy drawn not taken off
            if path[0] not in drawn:
                return weight(path, event)
            return Fraction(k, n - 1) if event in drawn else Fraction(n - 1 - k, n - 1)
        tree = Tree.from_levels(levels, weight, root=TREE["root"], legend=legend)
        paths = []
        blanked, answers = tree.with_blanks(lambda events, branch: len(events) == 2 and not paths.append(events))
        words = {"me": obs.names[obs.seat], "card": fr.the(card), "of_card": fr.de(card),
                 "cards": fr.count_of(card, k), "n": n}
        traps = tuple(({blank: wrong(path[:1], path[1]) for blank, path in zip(answers, paths)}, message)
                      for wrong, message in ((replaced, mistake("with_replacement")),
                                             (copy_kept, named(MISTAKES, "copy_not_removed", card=articles.card(card)))))
        yes, no = levels[1]  # the second draw: the card, not the card
        both = [blank for blank, path in zip(answers, paths) if path[0] in drawn and path[1] in drawn]
        traps += (({blank: Fraction(0) for blank in both}, mistake("zero_branch")),  # a copy is left (k ≥ 2)
                  ({blank: weight(path[:1], yes) for blank, path in zip(answers, paths) if path[1] == no},
                   mistake("complement_forgotten", wrong=f"le poids de « {yes} »", right=f"celui de « {no} »")))
        return ask(WORDS["tree"], "tree", answers, words, obs, figure=blanked, traps=traps)
    return redraw_until(rng, make)


def varied_two_draws_tree(rng, articles=fr.TYPE, sensible=False):
    """The tree of two draws on a position of the first turns (0 to 3 moves: from 11 unseen cards down)."""
    moves = rng.randrange(4)
    return two_draws_tree(rng, moves, letters=True, articles=articles, sensible=sensible)


def answer_text(question):
    """What tells two trees' answers apart (a dict of blanks): their text."""
    return question.answer_text()


# Version 2 (issue 20): the events named C₁, C₂ as in class, on the first turns, the answers spread
# (builders.spread); version 3 (issue 36): « la première carte tirée est un Garde », not « le Garde »;
# the earlier ones kept for the class report.
PROBLEMS = register_all(
    Problem("02.choisir.arbre", "arbre pondéré", "tree",
            spread(partial(varied_two_draws_tree, sensible=True), key=answer_text), as_drawn,
            level="Première", version=3, title="Arbre, deux tirages sans remise",
            older={1: partial(two_draws_tree, articles=fr.DEFINITE),
                   2: spread(partial(varied_two_draws_tree, articles=fr.DEFINITE), key=answer_text)}),
)
