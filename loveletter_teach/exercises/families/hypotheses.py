"""Family « ce que les autres choisissent » (notebook 02, section 3): a player's turn, at the moment the
player has drawn and is about to play, seen from another seat. The cards the player may have held before
drawing make the hypotheses A, B, C, each with one chance of E, « the player plays this card »: the tree's
paths, P(E) by the formule des probabilités totales (at two players, and at three), P_E(A) by Bayes, and
P_E(H) compared with P_H(E). :func:`hypothesis_tree` draws that tree for notebook 02's cells.

Each exercise is a builder ``builder(rng) -> Question`` that deals its turn from the learner's seed and
words it in the same pass, registered as a :class:`~.base.Problem`. The first versions, shown after the
turn's effects and the next draw, are questions on a position (:mod:`.positions`).
"""

from fractions import Fraction
from functools import partial

from ... import fr
from ...bots import make_bot
from ...errors import LoveLetterError
from ...names import seat_named
from ...probability.playmodel import DEFAULT
from ...probability.trees import Branch, Tree, frac, play_tree, unseen_counts
from ...rounds import Round
from ..builders import redraw_until, spread
from ..questions import mistake
from .base import Problem, as_drawn, named, register_all
from .positions import ask, bracket, from_position, position, position_question, total_traps
from .two_draws import answer_text

PARTITION = "Les hypothèses {letters} forment une partition : utilisez la formule des probabilités totales."

WORDS = {
    "turn_total": {
        "title": "Formule des probabilités totales",
        "prompt": "Vous êtes {me}. C'est au tour {of_p}, qui vient de piocher et va jouer. {model} Quelle "
                  "est la probabilité de l'événement E : « {p} joue {card} » ?",
        "hints": (PARTITION,
                  "Repérez dans l'arbre les chemins qui mènent à E : chacun vaut le produit des poids de ses "
                  "branches.",
                  "P(E) est la somme des probabilités de ces chemins."),
        "solution": "Formule des probabilités totales : {formula}.",
    },
    "turn_bayes": {
        "title": "Formule de Bayes",
        "prompt": "Vous êtes {me}. C'est au tour {of_p}, qui vient de piocher ; {p} joue {card} "
                  "(l'événement E). {model} Sachant E, quelle est la probabilité de l'hypothèse {h} (avant sa "
                  "pioche, {p} avait {h_cards}) ?",
        "hints": ("On cherche {pe} = {inter} / P(E).",
                  "{inter} est la probabilité du chemin {h} puis E : le produit de ses deux poids.",
                  PARTITION),
        "solution": "{pe} = {inter} / P(E) = {both} / {total} = {answer}.",
    },
    "confusion": {
        "title": "P_E(H) ou P_H(E) ?",
        "prompt": "Vous êtes {me}. C'est au tour {of_p}, qui vient de piocher ; {p} joue {card} "
                  "(l'événement E). {model} L'hypothèse {h} : avant sa pioche, {p} avait {h_cards}. "
                  "Comparez {pe}, la probabilité de {h} sachant E, et {ph}, la probabilité de E sachant {h}.",
        "hints": ("{ph} se lit sur la branche qui part de {h} : c'est la chance de jouer {card} quand {h} est "
                  "vraie.",
                  "{pe} = P({h} ∩ E) / P(E) : elle dépend aussi de toutes les autres façons d'obtenir E."),
        "solution": "{pe} = {posterior} et {ph} = {likelihood} : ce ne sont pas les mêmes probabilités, il ne "
                    "faut pas les confondre.",
    },
    "confusion_v1": {  # version 1 of 02.choisir.confusion (kept for the class report)
        "title": "P_E(H) ou P_H(E) ?",
        "prompt": "Au tour n° {turn}, {p} a joué (l'événement E : « {e} »). L'hypothèse H : « {h} » porte "
                  "sur la carte {que_p} avait avant de piocher. Comparez P_E(H), la probabilité de H "
                  "sachant E, et P_H(E), la probabilité de E sachant H.",
        "hints": ("P_H(E) se lit sur la branche : c'est la chance de jouer ainsi quand H est vraie.",
                  "P_E(H) = P(H ∩ E) / P(E) : elle dépend aussi de toutes les autres façons d'obtenir E."),
        "solution": "P_E(H) = {posterior} et P_H(E) = {likelihood} : ce ne sont pas les mêmes "
                    "probabilités, il ne faut pas les confondre.",
        "choices": ("P_E(H)", "P_H(E)"),
    },
    "paths": {
        "title": "Les chemins de l'arbre",
        "prompt": "Vous êtes {me}. C'est au tour {of_p}, qui vient de piocher et va jouer. {model} Dans l'arbre, "
                  "donnez la probabilité de chaque chemin qui mène à E : « {p} joue {card} » ({blanks}), puis "
                  "P(E) ({total_id}).",
        "hints": ("La probabilité d'un chemin est le produit des poids de ses branches : P(A ∩ E) = P(A) × P_A(E).",
                  "Les hypothèses {letters} forment une partition : P(E) est la somme des chemins qui mènent à E.",
                  "Vérifiez que vous n'oubliez aucun chemin : il y en a un par hypothèse sous laquelle E peut "
                  "arriver."),
        "solution": "{products}. Formule des probabilités totales : P(E) = {sum} = {total}.",
        "total": "Total : P(E) = ? ({id})",
    },
}
# The turn's words: the play model the prompts state, the tree's root and legend.
TURN = {
    "model": "Modèle de jeu : {p} joue l'une de ses deux cartes au hasard, chacune avec la même chance, "
             "mais ne joue jamais la Princesse par choix et joue la Comtesse si elle est avec le Roi ou un "
             "Prince.",
    "root": "Arbre du tour {of_p}",
    "too_many_hypotheses": "Les cartes possibles font ici {n} hypothèses différentes : l'arbre des hypothèses A, B, "
                           "C n'en dessine que 3. Utilisez play_tree pour l'arbre complet.",
    "legend": "Les hypothèses portent sur la carte {of_p} avant sa pioche :",
    "letter": "{letter} : c'était {cards} ;",
    "event": "E : « {p} joue {card} » ; Ē : {p} joue son autre carte.",
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "conditional_only_path": (
        "dernier poids seul au lieu du chemin", "arbre pondéré",
        ("02", "Ce que les autres choisissent"), "02.choisir.chemins",
        "La probabilité d'un chemin est le produit des poids de toutes ses branches, depuis la racine : P(A ∩ E) "
        "= P(A) × P_A(E)."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "conditional_only_path": "Vous avez donné le poids de la dernière branche seule : la probabilité d'un chemin "
                             "est le produit des poids de toutes ses branches, P(A ∩ E) = P(A) × P_A(E).",
}

# The questions on one turn (version 2): the position is shown at the moment the player has drawn and is
# about to play, nothing later (neither the card's effect nor anybody's next draw); the tree groups the
# cards the player may have held before drawing into hypotheses A, B, C, each with one chance of E.
LETTERS = "ABC"
# The products stay small fractions, and the sums have 2 or 3 terms (issue 21: 264 and 7 terms were too much).
MAX_DENOMINATOR = {2: 132, 3: 105}


class Turn:
    """A player's turn at the moment of the question: ``shown`` (another seat's observation after the
    player's draw, before the play), ``p`` the player, ``card`` the card played (the event E) and
    ``groups``, [(letter, cards, P(letter), P_letter(E))], the hypotheses on the card held before the draw;
    ``articles``: how they name those cards, « c'était un Garde ou le Roi » (``fr.DEFINITE``: « le Garde »,
    the words of the earlier versions)."""

    def __init__(self, shown, p, card, groups, articles=fr.TYPE):
        self.shown, self.p, self.card, self.groups, self.articles = shown, p, card, groups, articles
        self.name = shown.names[p]

    def cards(self, cards):
        """« un Garde, un Prêtre ou le Roi »: the cards of a hypothesis."""
        return fr.join_or(self.articles.card(c) for c in cards)

    def words(self):
        """The words every question of the turn uses."""
        name = self.name
        return {"me": self.shown.names[self.shown.seat], "p": name, "of_p": fr.of(name),
                "que_p": fr.elide("que", name), "card": fr.the(self.card),
                "model": TURN["model"].format(p=name),
                "letters": fr.join_and(letter for letter, *_ in self.groups)}

    def tree(self):
        """The weighted tree: A, B (, C) then E or Ē, with the legend that says what each letter holds."""
        children = []
        for letter, _, weight, p_e in self.groups:
            outcomes = [Branch("E", p_e), Branch("Ē", 1 - p_e)]
            children.append(Branch(letter, weight, Tree(children=[b for b in outcomes if b.weight])))
        legend = [TURN["legend"].format(of_p=fr.of(self.name))]
        legend += [TURN["letter"].format(letter=letter, cards=self.cards(cards))
                   for letter, cards, *_ in self.groups]
        legend.append(TURN["event"].format(p=self.name, card=fr.the(self.card)))
        return Tree(TURN["root"].format(of_p=fr.of(self.name)), children, legend)

    def total(self):
        return sum((w * p for _, _, w, p in self.groups), Fraction(0))

    def ask(self, words, kind, answer, values, **extra):
        """The question of ``words`` filled with ``values``, about the position the turn shows."""
        return ask(words, kind, answer, values, self.shown, **extra)


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
        raise LoveLetterError(TURN["too_many_hypotheses"].format(n=len(groups)))
    return Turn(obs, seat, tree.card, groups).tree()


def turn(rng, n=2, played=True, articles=fr.TYPE):
    """A :class:`Turn` at the first turn of a classic round at ``n`` players, the first player having drawn.
    ``played``: E is the card a ``prudent`` bot then plays (a question that says E happened; any choice
    would do, the answers are those of the play model the prompt states); else any card (a question
    asked before the play). None when the hypotheses are not 2 or 3, when E is possible under one of
    them only, or when the products exceed :data:`MAX_DENOMINATOR`. ``articles``: as in :class:`Turn`."""
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
    return Turn(shown, first, card, found, articles)


def turn_total(n=2, articles=fr.TYPE):
    """P(E) by the formule des probabilités totales on the tree of the hypotheses A, B, C."""
    def builder(rng):
        def make(rng):
            t = turn(rng, n, played=False, articles=articles)
            if t is None:
                return None
            tree = t.tree()
            words = dict(t.words(), formula=tree.total_formula("E"))
            return t.ask(WORDS["turn_total"], "probability", t.total(), words, figure=tree,
                         traps=total_traps(tree, "E", "E"))
        return redraw_until(rng, make)
    return builder


def _chosen(rng, t, condition=lambda group: True):
    """A hypothesis of ``t`` under which E can happen (and that meets ``condition``), or None."""
    groups = [g for g in t.groups if g[3] and condition(g)]
    return rng.choice(groups) if groups else None


def turn_bayes(rng, articles=fr.TYPE):
    """P_E(A): the formule de Bayes read on the tree of the hypotheses."""
    def make(rng):
        t = turn(rng, articles=articles)
        group = t and _chosen(rng, t)
        if group is None:
            return None
        letter, cards, weight, p_e = group
        both, total = weight * p_e, t.total()
        pe, inter = f"P_E({letter})", f"P({letter} ∩ E)"
        words = dict(t.words(), h=letter, pe=pe, inter=inter, both=bracket(frac(both)), total=bracket(frac(total)),
                     answer=frac(both / total), h_cards=t.cards(cards))
        traps = ((p_e, mistake("inverse", wrong=f"P_{letter}(E)", right=pe, given="E", event=letter)),
                 (both, mistake("intersection", inter=inter, given="E")),
                 (weight, mistake("prior", prior=f"P({letter})", given="E")),
                 (total, mistake("event_a", cond="P(E)", event=letter, given="E")))
        return t.ask(WORDS["turn_bayes"], "probability", both / total, words, figure=t.tree(), traps=traps)
    return redraw_until(rng, make)


def likelihood_or_posterior(rng, articles=fr.TYPE):
    """Compare P_E(H) and P_H(E) for one hypothesis of the turn (the classic confusion)."""
    def make(rng):
        t = turn(rng, articles=articles)
        group = t and _chosen(rng, t, lambda g: g[2] * g[3] / t.total() != g[3])
        if group is None:  # the lesson is that they differ: another position
            return None
        letter, cards, weight, p_e = group
        posterior = weight * p_e / t.total()
        words = dict(t.words(), h=letter, h_cards=t.cards(cards),
                     posterior=frac(posterior), likelihood=frac(p_e),
                     pe=f"P_E({letter})", ph=f"P_{letter}(E)")
        return t.ask(WORDS["confusion"], "compare", (posterior, p_e), words, figure=t.tree(),
                     choices=(words["pe"], words["ph"]))
    return redraw_until(rng, make)


def balanced_confusion(rng, articles=fr.TYPE):
    """:func:`likelihood_or_posterior` whose answer, « < » or « > », is first drawn alike (« = » never
    comes: the positions where P_E(H) = P_H(E) are redrawn)."""
    target = rng.choice(("<", ">"))
    return redraw_until(rng, partial(likelihood_or_posterior, articles=articles),
                        lambda question: question.answer == target)


def likelihood_or_posterior_v1(rng):
    """Version 1 of ``02.choisir.confusion`` (kept for the class report): P_E(H) and P_H(E) on the play
    tree of the last turn, the position shown after the turn's effects."""
    def make(rng):
        obs = position(rng, moves=1)
        question = obs and position_question(obs, "bayes", seed=rng.getrandbits(32), articles=fr.DEFINITE)
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
        w = WORDS["confusion_v1"]
        return ask(w, "compare", (posterior, likelihood), words, obs, figure=tree, choices=w["choices"])
    return redraw_until(rng, make)


def turn_paths(rng, articles=fr.TYPE):
    """Build the tree's products: the probability of each path that leads to E, then P(E) (each blank
    checked on its own; a total that forgets a path names the missing branch)."""
    def make(rng):
        t = turn(rng, played=False, articles=articles)
        if t is None:
            return None
        tree, answers = t.tree().with_hidden_products(lambda events: events[-1] == "E")
        total_id = "abcdefghij"[len(answers)]
        tree.legend = tree.legend + (WORDS["paths"]["total"].format(id=total_id),)
        paths = {blank: next(g for g in t.groups if g[0] == events[0]) for blank, events in answers.items()}
        total = t.total()
        traps = [({total_id: total - w * p}, mistake("forgotten_branch", event="E"))
                 for _, _, w, p in paths.values()] if len(paths) > 1 else []
        traps.append(({total_id: sum(p for *_, p in paths.values())}, mistake("no_weights", event="E")))
        traps.append(({blank: p for blank, (*_, p) in paths.items()},
                      named(MISTAKES, "conditional_only_path")))
        traps.append(({blank: w + p for blank, (*_, w, p) in paths.items()}, mistake("added")))
        traps.append(({blank: Fraction(0) for blank in paths}, mistake("zero_branch")))  # every path leads to E
        blanks = {blank: w * p for blank, (*_, w, p) in paths.items()}
        words = dict(t.words(), blanks=", ".join(sorted(blanks)), total_id=total_id,
                     products=" ; ".join(f"{b} = P({g[0]} ∩ E) = {frac(g[2])} × {frac(g[3])} = {frac(g[2] * g[3])}"
                                         for b, g in sorted(paths.items())),
                     sum=" + ".join(f"{frac(g[2] * g[3])}" for _, g in sorted(paths.items())), total=frac(total))
        return t.ask(WORDS["paths"], "tree", {**blanks, total_id: total}, words, figure=tree, traps=traps)
    return redraw_until(rng, make)


# Version 2 of the turn questions (02.choisir.total_3: version 3): the position shown as the player is about
# to play; the earlier ones, questions on a position shown after the turn's effects and the next draw, with
# trees of up to 6 hypotheses, kept for the class report. The next version of each (issue 36) only rewords
# the hypotheses, « c'était un Garde ou le Roi » where the one before said « le Garde » among five.
_OLD = fr.DEFINITE
_TOTAL_3 = from_position("total_probability", n=3, moves=1, articles=_OLD)
# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "02.choisir.total_3": ("6 réponses possibles : les arbres à trois joueurs qui se calculent à la main (dénominateur"
                           " d'au plus 105)"),
}

PROBLEMS = register_all(
    Problem("02.choisir.chemins", "arbre pondéré", "tree", spread(turn_paths, key=answer_text), as_drawn,
            level="Première", title="Chemins de l'arbre d'un tour", version=2,
            older={1: spread(partial(turn_paths, articles=_OLD), key=answer_text)}),
    Problem("02.choisir.total", "formule des probabilités totales", "probability", turn_total(), as_drawn,
            level="Première", spread=True, version=3, title="Probabilités totales d'un tour",
            older={1: from_position("total_probability", moves=1, articles=_OLD),
                   2: spread(turn_total(articles=_OLD))}),
    Problem("02.choisir.bayes", "probabilité conditionnelle", "probability", turn_bayes, as_drawn,
            level="Première", spread=True, version=3, title="Bayes sur l'arbre d'un tour",
            older={1: from_position("bayes", moves=1, articles=_OLD), 2: spread(partial(turn_bayes, articles=_OLD))}),
    Problem("02.choisir.confusion", "probabilité conditionnelle", "compare", balanced_confusion, as_drawn,
            level="Première", version=3, title="A sachant E ou E sachant A ?",
            older={1: likelihood_or_posterior_v1, 2: partial(balanced_confusion, articles=_OLD)}),
    Problem("02.choisir.total_3", "formule des probabilités totales", "probability", turn_total(3), as_drawn,
            level="Première", spread=True, version=4, title="Probabilités totales, tour à 3",
            older={1: _TOTAL_3, 2: spread(_TOTAL_3), 3: spread(turn_total(3, articles=_OLD))},
            spread_limit=SPREAD_LIMITS["02.choisir.total_3"]),
)
