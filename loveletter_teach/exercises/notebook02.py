"""The exercises of notebook 02 (la déduction) in the catalogue.

Each one is a builder ``builder(rng) -> Question`` drawing its own position from the learner's seed:
a deal, a few moves by ``prudent`` bots (the play model of ``déduction``), then the observation of
the seat to act. Every answer is computed by the package: counting, the exact déduction, the trees
and tables of :mod:`~loveletter_teach.probability.trees`.
"""

from dataclasses import replace
from fractions import Fraction

from .. import fr
from ..agents import play_until
from ..bots import make_bot
from ..editions import get_edition
from ..probability import deduction
from ..probability.trees import Tree, frac, unseen_counts
from ..html import observation_html
from ..rounds import Round
from .builders import redraw_until, spread
from .catalogue import register
from .positions import position_question, ratio_text
from .questions import Question, mistake

Q = fr.QUIZ_02
MEMORY = get_edition("classique").with_rules(visible_discards="last")


def position(rng, edition="classique", n=2, moves=0):
    """A random position: a deal, then ``moves`` moves by ``prudent`` bots; the observation of the
    seat to act (None if the round ended before)."""
    r = Round.deal(edition, n, seed=rng.getrandbits(32), first_player=rng.randrange(n))
    play_until(r, [make_bot("prudent", seed=rng.getrandbits(32)) for _ in range(n)], max_moves=moves)
    return None if r.over else r.observation(r.current)


def _first(rng, make, condition=None):
    """The first question ``make(rng)`` builds that meets ``condition`` (None or a French refusal:
    another position), by the catalogue's one « redraw until » (:func:`.builders.redraw_until`)."""
    return redraw_until(rng, make, condition)


def from_position(notion, edition="classique", n=2, moves=0, title=None):
    """A builder of ``position_question(obs, notion)`` on random positions."""
    def builder(rng):
        def make(rng):
            obs = position(rng, edition, n, moves)
            question = obs and position_question(obs, notion, seed=rng.getrandbits(32))
            return question if question is None or title is None else _retitled(question, title)
        return _first(rng, make)
    return builder


def _question(key, kind, answer, words, hints, obs, **extra):
    """The question whose prompt, worked solution and title are ``Q[key + "_prompt"]`` (…
    ``_solution``, ``_title``) filled with ``words``; ``hints`` are keys of ``Q`` filled alike."""
    return Question(Q[key + "_prompt"].format(**words), kind, answer,
                    hints=tuple(Q[h].format(**words) for h in hints),
                    explanation=Q[key + "_solution"].format(**words), edition=obs.edition,
                    title=Q[key + "_title"], position=obs, **extra)


def _retitled(question, title):
    return Question(**{**question.__dict__, "title": title})


def _how_many(forms, n):
    """« aucune carte… », « 1 carte… », « 3 cartes… »."""
    return forms[min(n, 2)].format(n=n)


def _pick(rng, counts, exclude=()):
    """A card among those still unseen (not in ``exclude``)."""
    cards = sorted((c for c, k in counts.items() if k and c not in exclude), key=lambda c: c.value)
    return rng.choice(cards) if cards else None


# --- section 1: ce que l'on voit ------------------------------------------------------------------
def unseen_count(rng, edition="classique", n=2, moves=0):
    """How many cards the seat does not see."""
    def make(rng):
        obs = position(rng, edition, n, moves)
        if obs is None:
            return None
        counts, knowledge = unseen_counts(obs)
        if any(knowledge.known_cards(s) for s in range(obs.n_players) if s != obs.seat) or \
                any(c is not None for c in knowledge.layout):
            return None  # a card known elsewhere would not be "seen": keep to what the question counts
        total = sum(counts.values())
        played = sum(map(len, obs.discards))
        words = {"me": obs.names[obs.seat], "size": obs.edition.size, "hand": len(obs.hand),
                 "face_up": _how_many(Q["face_up_cards"], len(obs.face_up)),
                 "played": _how_many(Q["played_cards"], played),
                 "seen": len(obs.hand) + len(obs.face_up) + played, "n": total}
        traps = [(total + len(obs.hand), mistake("hand_forgotten", **words)), (total - 1, mistake("burned_seen"))]
        if obs.face_up:
            traps.append((total + len(obs.face_up), mistake("face_up_forgotten", **words)))
        if played:
            traps.append((total + played, mistake("played_forgotten")))
        return _question("unseen", "number", total, words, ("unseen_hint_1", "unseen_hint_2"), obs, traps=traps)
    return _first(rng, make)


def union(rng):
    """P(Bob a X ou Y): two incompatible events, by counting."""
    def make(rng):
        obs = position(rng)
        counts, knowledge = unseen_counts(obs)
        player = next(s for s in range(obs.n_players) if s != obs.seat)
        first = _pick(rng, counts)
        second = _pick(rng, counts, exclude=(first,))
        if second is None:
            return None
        first, second = sorted((first, second), key=lambda c: c.value)
        n, a, b = sum(counts.values()), counts[first], counts[second]
        words = {"me": obs.names[obs.seat], "p": obs.names[player], "que_p": fr.elide("que", obs.names[player]),
                 "x": fr.the(first), "y": fr.the(second),
                 "n": n, "a": a, "b": b, "answer": frac(Fraction(a + b, n)),
                 "xs": fr.count_of(first, a), "ys": fr.count_of(second, b)}
        traps = ((Fraction(a, n), mistake("one_of_two")), (Fraction(b, n), mistake("one_of_two")),
                 (Fraction(a * b, n * n), mistake("product_union", **words)),
                 (1 - Fraction(a + b, n), mistake("complement_extra")))
        return _question("union", "probability", Fraction(a + b, n), words, ("union_hint_1", "union_hint_2"), obs,
                         traps=traps)
    return _first(rng, make)


# --- section 2: ce que l'on sait --------------------------------------------------------------------
def guard_missed(rng):
    """At 3 players, Alice's Guard misses Bob: P(Bob a Y) given « Bob n'a pas X » (exact déduction)."""
    def make(rng):
        # Alice plays first and aims at Chloé, who still holds one card (Bob draws next)
        r = Round.deal("classique", 3, seed=rng.getrandbits(32))
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
        named = r.actions[-1].guess
        card = _pick(rng, counts, exclude=(named,))
        if card is None:
            return None
        n, k_named, k = sum(counts.values()), counts.get(named, 0), counts[card]
        answer = deduction(obs).players[2].get(card, Fraction(0))
        words = {"me": obs.names[0], "p": obs.names[2], "que_p": fr.elide("que", obs.names[2]),
                 "named": fr.the(named), "card": fr.the(card), "n": n, "k_named": k_named, "rest": n - k_named,
                 "ratio": ratio_text(k, n - k_named), "counts": fr.count_of(named, k_named),
                 "cards": fr.count_of(card, k)}
        traps = ((Fraction(k, n), mistake("guard_ignored", p=words["p"], card=words["named"])),
                 (1 - answer, mistake("complement_extra")))
        return _question("missed", "probability", answer, words, ("missed_hint_1", "missed_hint_2", "missed_hint_3"),
                         obs, traps=traps)
    return _first(rng, make)


def prince_discard(rng):
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
        card = _pick(rng, counts)
        n, k = sum(counts.values()), counts[card]
        discarded = obs.discards[1][-1]
        answer = deduction(obs).burned.get(card, Fraction(0))
        words = {"me": obs.names[0], "p": obs.names[1], "discarded": fr.the(discarded), "card": fr.the(card),
                 "n": n, "cards": fr.count_of(card, k), "ratio": ratio_text(k, n)}
        traps = ((Fraction(k + (discarded == card), n + 1), mistake("discard_counted")),
                 (1 - answer, mistake("complement_extra")))
        return _question("prince", "probability", answer, words, ("prince_hint_1", "prince_hint_2"), obs, traps=traps)
    return _first(rng, make)


# --- section 3: ce que les autres choisissent ----------------------------------------------------------
def two_draws_tree(rng):
    """Fill the blanks of the tree of two draws without replacement among the unseen cards."""
    def make(rng):
        obs = position(rng)
        counts, _ = unseen_counts(obs)
        card = _pick(rng, counts)
        n, k = sum(counts.values()), counts[card]
        if k < 1 or n < 3:
            return None
        name, other = card.name, Q["not_card"].format(card=card.name)

        def weight(path, event):
            left = k - sum(e == name for e in path)
            size = n - len(path)
            return Fraction(left, size) if event == name else Fraction(size - left, size)
        def replaced(path, event):  # the mistake: the first card put back
            return Fraction(k, n) if event == name else Fraction(n - k, n)

        def copy_kept(path, event):  # the mistake: one card fewer, but the copy drawn not taken off
            if path[0] != name:
                return weight(path, event)
            return Fraction(k, n - 1) if event == name else Fraction(n - 1 - k, n - 1)
        tree = Tree.from_levels([(name, other), (name, other)], weight, root=Q["tree_root"],
                                legend=(Q["tree_legend"].format(card=fr.the(card), n=n),))
        paths = []
        blanked, answers = tree.with_blanks(lambda events, branch: len(events) == 2 and not paths.append(events))
        words = {"me": obs.names[obs.seat], "card": fr.the(card), "of_card": fr.de(card),
                 "cards": fr.count_of(card, k), "n": n}
        traps = tuple(({blank: mistake(path[:1], path[1]) for blank, path in zip(answers, paths)}, message)
                      for mistake, message in ((replaced, mistake("with_replacement")),
                                               (copy_kept, mistake("copy_not_removed", card=fr.the(card)))))
        return _question("tree", "tree", answers, words, ("tree_hint_1", "tree_hint_2"), obs, figure=blanked,
                         traps=traps)
    return _first(rng, make)


def likelihood_or_posterior(rng):
    """Compare P_E(H) and P_H(E) on the play tree of the last turn (the classic confusion)."""
    def make(rng):
        obs = position(rng, moves=1)
        question = obs and position_question(obs, "bayes", seed=rng.getrandbits(32))
        if question is None:
            return None
        tree = question.figure
        branch = next(b for b in tree.branches if b.event in question.prompt)
        posterior = question.answer
        likelihood = tree.conditional(tree.event, branch.event)
        if posterior == likelihood:  # the lesson is that they differ: another position
            return None
        words = {"h": branch.event, "e": tree.event, "p": obs.names[tree.player], "turn": tree.turn,
                 "que_p": fr.elide("que", obs.names[tree.player]),
                 "posterior": frac(posterior), "likelihood": frac(likelihood)}
        return _question("confusion", "compare", (posterior, likelihood), words,
                         ("confusion_hint_1", "confusion_hint_2"), obs, figure=tree,
                         choices=(Q["posterior"].format(**words), Q["likelihood"].format(**words)))
    return _first(rng, make)


# --- section 5: jouer de mémoire ----------------------------------------------------------------------
class MemoryView:
    """An observation shown without the reminder of the cards no longer face up: the learner reads
    the journal, as a player remembers the round."""

    def __init__(self, obs):
        self.obs = obs

    def __getattr__(self, name):
        return getattr(self.obs, name)

    def _repr_html_(self):
        return observation_html(self.obs, memory=False)

def from_memory(builder):
    """``builder``'s question, its position shown without the reminder of the cards played."""
    def build(rng):
        question = builder(rng)
        return replace(question, position=MemoryView(question.position))
    return build


def memory_count(rng):
    """With only the last card face up, how many copies of a card are still unseen."""
    def make(rng):
        obs = position(rng, MEMORY, 2, moves=4)
        if obs is None or sum(map(len, obs.discards)) < 3:
            return None
        counts, _ = unseen_counts(obs)
        card = _pick(rng, {c: 1 for c in obs.edition.cards})
        k = counts.get(card, 0)
        words = {"me": obs.names[obs.seat], "of_card": fr.de(card), "plural": fr.plural(card),
                 "total": fr.count_of(card, card.count), "k": k}
        traps = ((card.count, mistake("all_copies")),)
        return replace(_question("memory", "number", k, words, ("memory_hint_1", "memory_hint_2"), obs, traps=traps),
                       position=MemoryView(obs))
    return _first(rng, make)


# --- the catalogue ----------------------------------------------------------------------------------------
EXERCISES = (
    ("02.voir.inconnues", "dénombrement", "Seconde", "number", unseen_count),
    ("02.voir.comptage", "probabilités sur un ensemble fini", "Seconde", "probability",
     from_position("comptage")),
    ("02.voir.contraire", "probabilités sur un ensemble fini", "Seconde", "probability",
     from_position("complement")),
    ("02.voir.reunion", "probabilités sur un ensemble fini", "Seconde", "probability", union),
    ("02.voir.tableau", "tableau croisé", "Première", "probability", from_position("conditional")),
    ("02.savoir.garde_rate", "probabilité conditionnelle", "Première", "probability", guard_missed),
    ("02.savoir.prince", "probabilités sur un ensemble fini", "Seconde", "probability", prince_discard),
    ("02.savoir.comptage", "probabilités sur un ensemble fini", "Seconde", "probability",
     from_position("comptage", n=3, moves=2)),
    ("02.savoir.inconnues", "dénombrement", "Seconde", "number",
     lambda rng: unseen_count(rng, n=3, moves=3)),
    ("02.choisir.arbre", "arbre pondéré", "Première", "tree", two_draws_tree),
    ("02.choisir.total", "formule des probabilités totales", "Première", "probability",
     from_position("total_probability", moves=1)),
    ("02.choisir.bayes", "probabilité conditionnelle", "Première", "probability",
     from_position("bayes", moves=1)),
    ("02.choisir.confusion", "probabilité conditionnelle", "Première", "compare", likelihood_or_posterior),
    ("02.choisir.total_3", "formule des probabilités totales", "Première", "probability",
     from_position("total_probability", n=3, moves=1)),
    # The Guard at the first turn: nobody has chosen anything yet, so counting is the exact answer.
    ("02.deviner.debut", "probabilités sur un ensemble fini", "Seconde", "guard", from_position("guard")),
    ("02.deviner.trois", "probabilités sur un ensemble fini", "Seconde", "guard", from_position("guard", n=3)),
    ("02.deviner.quatre", "probabilités sur un ensemble fini", "Seconde", "guard", from_position("guard", n=4)),
    ("02.deviner.2019", "probabilités sur un ensemble fini", "Seconde", "guard",
     from_position("guard", edition="2019")),
    ("02.memoire.compte", "dénombrement", "Seconde", "number", memory_count),
    ("02.memoire.comptage", "probabilités sur un ensemble fini", "Seconde", "probability",
     from_memory(from_position("comptage", edition=MEMORY, moves=4))),
)
# Version 2 (issue 20): an answer drawn alike among those the exercise gives, then its positions until one
# gives it (builders.spread); version 1 kept for the class report.
SPREAD = ("02.voir.comptage", "02.voir.contraire", "02.voir.reunion", "02.voir.tableau", "02.savoir.prince",
          "02.savoir.comptage", "02.savoir.inconnues", "02.choisir.total_3", "02.memoire.compte",
          "02.memoire.comptage")
FIRST_VERSIONS = {}
for exercise_id, notion, level, kind, builder in EXERCISES:
    if exercise_id in SPREAD:
        FIRST_VERSIONS[exercise_id], builder = builder, spread(builder)
    register(exercise_id, "02", notion, level, kind, builder, version=2 if exercise_id in SPREAD else 1,
             older={1: FIRST_VERSIONS[exercise_id]} if exercise_id in SPREAD else None)
