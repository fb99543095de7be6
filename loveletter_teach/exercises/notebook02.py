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
from ..errors import LoveLetterError
from ..probability import deduction
from ..probability.playmodel import DEFAULT
from ..probability.trees import Branch, Tree, frac, play_tree, unseen_counts
from ..html import observation_html
from ..names import seat_named
from ..rounds import Round
from .builders import redraw_until, spread
from .catalogue import register
from .positions import position_question, ratio_text, total_traps
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
def two_draws_tree(rng, moves=0, letters=False):
    """Fill the blanks of the tree of two draws without replacement among the unseen cards. ``letters``:
    the events are named as in class, C₁ and C₂ (« the first, the second card is … ») and their contraries
    C̄₁, C̄₂ (version 1 wrote « Baron » and « pas Baron » on both levels)."""
    def make(rng):
        obs = position(rng, moves=moves)
        if obs is None:
            return None
        counts, _ = unseen_counts(obs)
        card = _pick(rng, counts)
        n, k = sum(counts.values()), counts[card]
        if k < 1 or n < 3:
            return None
        if letters:
            levels = [("C₁", "C̄₁"), ("C₂", "C̄₂")]
            legend = (Q["tree_legend"].format(card=fr.the(card), n=n), Q["tree_letters"].format(card=fr.the(card)))
        else:
            levels = [(card.name, Q["not_card"].format(card=card.name))] * 2
            legend = (Q["tree_legend"].format(card=fr.the(card), n=n),)
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
        tree = Tree.from_levels(levels, weight, root=Q["tree_root"], legend=legend)
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


def varied_two_draws_tree(rng):
    """The tree of two draws on a position of the first turns (0 to 3 moves: from 11 unseen cards down)."""
    moves = rng.randrange(4)
    return two_draws_tree(rng, moves, letters=True)


def likelihood_or_posterior_v1(rng):
    """Version 1 of ``02.choisir.confusion`` (kept for the class report): P_E(H) and P_H(E) on the play
    tree of the last turn, the position shown after the turn's effects."""
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
        return _question("confusion_v1", "compare", (posterior, likelihood), words,
                         ("confusion_v1_hint_1", "confusion_v1_hint_2"), obs, figure=tree,
                         choices=(Q["posterior"].format(**words), Q["likelihood"].format(**words)))
    return _first(rng, make)


# The questions on one turn (version 2): the position is shown at the moment the player has drawn and is
# about to play, nothing later (neither the card's effect nor anybody's next draw); the tree groups the
# cards the player may have held before drawing into hypotheses A, B, C, each with one chance of E.
LETTERS = "ABC"
# The products stay small fractions, and the sums have 2 or 3 terms (issue 21: 264 and 7 terms were too much).
MAX_DENOMINATOR = {2: 132, 3: 105}


class Turn:
    """A player's turn at the moment of the question: ``shown`` (another seat's observation after the
    player's draw, before the play), ``p`` the player, ``card`` the card played (the event E) and
    ``groups``, [(letter, cards, P(letter), P_letter(E))], the hypotheses on the card held before the draw."""

    def __init__(self, shown, p, card, groups):
        self.shown, self.p, self.card, self.groups = shown, p, card, groups
        self.name = shown.names[p]

    def words(self):
        """The words every question of the turn uses."""
        name = self.name
        return {"me": self.shown.names[self.shown.seat], "p": name, "of_p": fr.of(name),
                "que_p": fr.elide("que", name), "card": fr.the(self.card),
                "model": Q["turn_model"].format(p=name),
                "letters": fr.join_and(letter for letter, *_ in self.groups)}

    def tree(self):
        """The weighted tree: A, B (, C) then E or Ē, with the legend that says what each letter holds."""
        children = []
        for letter, _, weight, p_e in self.groups:
            outcomes = [Branch("E", p_e), Branch("Ē", 1 - p_e)]
            children.append(Branch(letter, weight, Tree(children=[b for b in outcomes if b.weight])))
        legend = [Q["turn_legend"].format(of_p=fr.of(self.name))]
        legend += [Q["turn_letter"].format(letter=letter, cards=fr.join_or(fr.the(c) for c in cards))
                   for letter, cards, *_ in self.groups]
        legend.append(Q["turn_event"].format(p=self.name, card=fr.the(self.card)))
        return Tree(Q["turn_root"].format(of_p=fr.of(self.name)), children, legend)

    def total(self):
        return sum((w * p for _, _, w, p in self.groups), Fraction(0))


def hypotheses(tree):
    """[(letter, cards, P(letter), P_letter(E))] from a compact :func:`play_tree`: the cards the player may
    have held before the draw, grouped by their chance of E (the cards with the same chance make one
    hypothesis), in the order of their smallest value."""
    return grouped((branch.key[1], branch.weight,
                    next((b.weight for b in branch.subtree.branches if b.key == ("J", tree.card)), Fraction(0)))
                   for branch in tree.branches)


def grouped(held):
    """The hypotheses from (card held, P(H = card), P_H(E)) triples: the cards with the same P_H(E) make one."""
    by_chance = {}
    for card, weight, p_e in held:
        by_chance.setdefault(p_e, []).append((card, weight))
    groups = sorted(by_chance.items(), key=lambda item: min(card.value for card, _ in item[1]))
    return [(letter, tuple(card for card, _ in cards), sum(w for _, w in cards), p_e)
            for letter, (p_e, cards) in zip(LETTERS + "DEFGH", groups)]


def first_turn(shown, card):
    """The hypotheses of the first turn of the round, seen from ``shown`` (nothing played yet): the card
    held and the card drawn are two of the cards the seat does not see, every ordered pair as likely
    (counting), and the card played follows the play model."""
    pool, _ = unseen_counts(shown)
    n, edition = sum(pool.values()), shown.edition
    return grouped((h, Fraction(k, n),
                    sum((Fraction(pool[t] - (t == h), n - 1) * Fraction(DEFAULT.play_weight(edition, (h, t), card), 2)
                         for t in pool), Fraction(0)))
                   for h, k in sorted(pool.items(), key=lambda item: item[0].value))


def hypothesis_tree(obs, player, turn=None):
    """The tree of ``player``'s turn (a seat or a name; default their last) seen from ``obs``, as the
    exercises of 02 draw it: the hypotheses A, B, C on the card held before the draw (each names its
    cards), then E (the card played) or Ē. A French LoveLetterError beyond 3 hypotheses."""
    seat = seat_named(obs.names, player)
    tree = play_tree(obs, seat, turn, compact=True, max_branches=len(obs.edition.cards))
    groups = hypotheses(tree)
    if len(groups) > len(LETTERS):
        raise LoveLetterError(Q["too_many_hypotheses"].format(n=len(groups)))
    return Turn(obs, seat, tree.card, groups).tree()


def turn(rng, n=2, played=True):
    """A :class:`Turn` at the first turn of a classic round at ``n`` players, the first player having drawn.
    ``played``: E is the card a ``prudent`` bot then plays (a question that says E happened; any choice
    would do, the answers are those of the play model the prompt states); else any card (a question
    asked before the play). None when the hypotheses are not 2 or 3, when E is possible under one of
    them only, or when the products exceed :data:`MAX_DENOMINATOR`."""
    first = rng.randrange(n)
    r = Round.deal("classique", n, seed=rng.getrandbits(32), first_player=first)
    seat = rng.choice([s for s in range(n) if s != first])
    shown = r.observation(seat)  # the seat sees the player draw: the moment of the question
    if played:
        choice = make_bot("prudent", seed=rng.getrandbits(32)).choose(r.observation(first))
        card = choice.card
    else:
        card = rng.choice(shown.edition.cards)
    found = first_turn(shown, card)
    if not 2 <= len(found) <= len(LETTERS) or sum(1 for *_, p_e in found if p_e) < 2:
        return None
    products = [w * p for *_, w, p in found] + [sum((w * p for *_, w, p in found), Fraction(0))]
    if max(x.denominator for x in products) > MAX_DENOMINATOR[n]:
        return None
    return Turn(shown, first, card, found)


def _turn_question(key, kind, answer, words, hints, t, **extra):
    return replace(_question(key, kind, answer, words, hints, t.shown, **extra), position=t.shown)


def turn_total(n=2):
    """P(E) by the formule des probabilités totales on the tree of the hypotheses A, B, C."""
    def builder(rng):
        def make(rng):
            t = turn(rng, n, played=False)
            if t is None:
                return None
            tree = t.tree()
            words = dict(t.words(), formula=tree.total_formula("E"))
            return _turn_question("turn_total", "probability", t.total(), words,
                                  ("turn_total_hint_1", "turn_total_hint_2", "turn_total_hint_3"), t, figure=tree,
                                  traps=total_traps(tree, "E", "E"))
        return _first(rng, make)
    return builder


def _chosen(rng, t, condition=lambda group: True):
    """A hypothesis of ``t`` under which E can happen (and that meets ``condition``), or None."""
    groups = [g for g in t.groups if g[3] and condition(g)]
    return rng.choice(groups) if groups else None


def turn_bayes(rng):
    """P_E(A): the formule de Bayes read on the tree of the hypotheses."""
    def make(rng):
        t = turn(rng)
        group = t and _chosen(rng, t)
        if group is None:
            return None
        letter, cards, weight, p_e = group
        both, total = weight * p_e, t.total()
        pe, inter = f"P_E({letter})", f"P({letter} ∩ E)"
        words = dict(t.words(), h=letter, pe=pe, inter=inter, both=_bracket(frac(both)), total=_bracket(frac(total)),
                     answer=frac(both / total), h_cards=fr.join_or(fr.the(c) for c in cards))
        traps = ((p_e, mistake("inverse", wrong=f"P_{letter}(E)", right=pe, given="E", event=letter)),
                 (both, mistake("intersection", inter=inter, given="E")),
                 (weight, mistake("prior", prior=f"P({letter})", given="E")))
        return _turn_question("turn_bayes", "probability", both / total, words,
                              ("turn_bayes_hint_1", "turn_bayes_hint_2", "turn_total_hint_1"), t, figure=t.tree(),
                              traps=traps)
    return _first(rng, make)


def likelihood_or_posterior(rng):
    """Compare P_E(H) and P_H(E) for one hypothesis of the turn (the classic confusion)."""
    def make(rng):
        t = turn(rng)
        group = t and _chosen(rng, t, lambda g: g[2] * g[3] / t.total() != g[3])
        if group is None:  # the lesson is that they differ: another position
            return None
        letter, cards, weight, p_e = group
        posterior = weight * p_e / t.total()
        words = dict(t.words(), h=letter, h_cards=fr.join_or(fr.the(c) for c in cards),
                     posterior=frac(posterior), likelihood=frac(p_e),
                     pe=f"P_E({letter})", ph=f"P_{letter}(E)")
        return _turn_question("confusion", "compare", (posterior, p_e), words, ("confusion_hint_1", "confusion_hint_2"),
                              t, figure=t.tree(), choices=(words["pe"], words["ph"]))
    return _first(rng, make)


def balanced_confusion(rng):
    """:func:`likelihood_or_posterior` whose answer, « < » or « > », is first drawn alike (« = » never
    comes: the positions where P_E(H) = P_H(E) are redrawn)."""
    target = rng.choice(("<", ">"))
    return redraw_until(rng, likelihood_or_posterior, lambda question: question.answer == target)


def turn_paths(rng):
    """Build the tree's products: the probability of each path that leads to E, then P(E) (each blank
    checked on its own; a total that forgets a path names the missing branch)."""
    def make(rng):
        t = turn(rng, played=False)
        if t is None:
            return None
        tree, answers = t.tree().with_hidden_products(lambda events: events[-1] == "E")
        total_id = "abcdefghij"[len(answers)]
        tree.legend = tree.legend + (Q["paths_total"].format(id=total_id),)
        paths = {blank: next(g for g in t.groups if g[0] == events[0]) for blank, events in answers.items()}
        total = t.total()
        traps = [({total_id: total - w * p}, mistake("forgotten_branch", event="E"))
                 for _, _, w, p in paths.values()] if len(paths) > 1 else []
        traps.append(({total_id: sum(p for *_, p in paths.values())}, mistake("no_weights", event="E")))
        traps.append(({blank: p for blank, (*_, p) in paths.items()},
                      mistake("conditional_only_path")))
        traps.append(({blank: w + p for blank, (*_, w, p) in paths.items()}, mistake("added")))
        blanks = {blank: w * p for blank, (*_, w, p) in paths.items()}
        words = dict(t.words(), blanks=", ".join(sorted(blanks)), total_id=total_id,
                     products=" ; ".join(f"{b} = P({g[0]} ∩ E) = {frac(g[2])} × {frac(g[3])} = {frac(g[2] * g[3])}"
                                         for b, g in sorted(paths.items())),
                     sum=" + ".join(f"{frac(g[2] * g[3])}" for _, g in sorted(paths.items())), total=frac(total))
        return _turn_question("paths", "tree", {**blanks, total_id: total}, words,
                              ("paths_hint_1", "paths_hint_2", "paths_hint_3"), t, figure=tree, traps=traps)
    return _first(rng, make)


def _bracket(text):
    """« (4/105) » for a fraction inside a quotient, so that « (4/105) / (1/15) » reads one way only."""
    return f"({text})" if "/" in text else text


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
def _text(question):
    return question.answer_text()


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
    ("02.choisir.arbre", "arbre pondéré", "Première", "tree", spread(varied_two_draws_tree, key=_text)),
    ("02.choisir.chemins", "arbre pondéré", "Première", "tree", spread(turn_paths, key=_text)),
    ("02.choisir.total", "formule des probabilités totales", "Première", "probability", spread(turn_total())),
    ("02.choisir.bayes", "probabilité conditionnelle", "Première", "probability", spread(turn_bayes)),
    ("02.choisir.confusion", "probabilité conditionnelle", "Première", "compare", balanced_confusion),
    ("02.choisir.total_3", "formule des probabilités totales", "Première", "probability",
     spread(turn_total(3))),
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
          "02.savoir.comptage", "02.savoir.inconnues", "02.memoire.compte", "02.memoire.comptage")
# The builders of the earlier versions of the exercises changed since, by exercise and version: the tree of
# two draws (spread, version 2), the turn questions (version 2; 02.choisir.total_3: version 3), whose
# position was shown after the turn's effects and the next draw, with trees of up to 6 hypotheses.
EARLIER = {
    "02.choisir.arbre": {1: two_draws_tree},
    "02.choisir.total": {1: from_position("total_probability", moves=1)},
    "02.choisir.bayes": {1: from_position("bayes", moves=1)},
    "02.choisir.confusion": {1: likelihood_or_posterior_v1},
}
_total_3 = from_position("total_probability", n=3, moves=1)
EARLIER["02.choisir.total_3"] = {1: _total_3, 2: spread(_total_3)}
FIRST_VERSIONS = {}  # exercise id -> its version 1, for the exercises whose version 2 spread the answers
for exercise_id, notion, level, kind, builder in EXERCISES:
    older = EARLIER.get(exercise_id)
    if exercise_id in SPREAD:
        FIRST_VERSIONS[exercise_id], builder = builder, spread(builder)
        older = {1: FIRST_VERSIONS[exercise_id]}
    register(exercise_id, "02", notion, level, kind, builder, version=max(older) + 1 if older else 1, older=older)
