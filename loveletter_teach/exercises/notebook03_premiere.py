"""The Première exercises of notebook 03 (les probabilités): probabilités conditionnelles, arbre
pondéré, formule des probabilités totales, indépendance, variable aléatoire réelle, espérance,
variance et écart type — and the exit ticket (ticket de sortie) of the lesson.

Each builder ``builder(rng) -> Question`` draws the learner's own position: a first turn of the
classic edition at two players, seen by Alice, sometimes with chosen cards in her hand (the Roi for
the exchange, the Baron for the duel). At the first turn nobody has chosen anything yet, so card
counting is the exact probability: every answer is computed by the package from the cards Alice
does not see (:func:`~loveletter_teach.probability.trees.unseen_counts`, the crossed table, the
trees, :class:`~loveletter_teach.probability.variables.Law`).

The questions about one random variable share one position per learner (the catalogue's ``seed``
rule): the law, E(X), V(X) and σ(X) of the same X; the Baron's duel, its fairness and the tokens.
"""

from dataclasses import dataclass
from functools import partial
from fractions import Fraction

from .. import fr
from ..editions import get_edition
from ..events import Played
from ..probability import burned_table, card_counting
from ..probability.playmodel import DEFAULT
from ..probability.trees import Tree, notation, unseen_counts
from ..probability.variables import Law, card_value_law, decimal_text
from ..probability.variables import frac as vfrac
from ..rounds import Round
from .builders import CONDITIONS, LEAST, redraw_until, spread
from .catalogue import register
from .notebook02 import _first, from_position
from .positions import ratio_text, total_traps
from .questions import Question, mistake

Q = fr.QUIZ_03_PREMIERE
EDITION = get_edition("classique")
PLACES = 2  # E(X), V(X), σ(X): an answer is accepted to the hundredth
TOLERANCE = Fraction(1, 100)


@dataclass(frozen=True)
class DecimalQuestion(Question):
    """A "number" question whose answer is irrational (σ(X)): its answer is shown as a rounded
    decimal, not as the fraction of a float."""

    def answer_text(self):
        return "≈ " + decimal_text(self.answer, PLACES)


def first_turn(rng, hand=()):
    """Alice's view at the first turn of a classic round at two players (she plays first), the deck
    shuffled by ``rng``; ``hand``: cards forced into her two cards (the one dealt, then the one drawn)."""
    return first_round(rng, hand).observation(0)


def first_round(rng, hand=()):
    """The round of :func:`first_turn` (every card in place: for the builders, never shown)."""
    rest = list(EDITION.deck)
    rng.shuffle(rest)
    hand = [EDITION.card(c) for c in hand]
    for card in hand:
        rest.remove(card)
    hand += [rest.pop() for _ in range(2 - len(hand))]
    rng.shuffle(hand)
    deck = rest[:4] + [hand[0], rest[4], hand[1]] + rest[5:]  # burned, 3 face up, Alice, Bob, Alice's draw
    return Round.from_deck(EDITION, deck, 2)


def _a(card):
    """« la Princesse », but « un Garde » (the edition holds several)."""
    return fr.the(card) if card.count == 1 else fr.a(card)


def _sorted_cards(counts):
    return sorted(counts, key=lambda c: c.value)


def _list(counts, cards=None):
    """« 3 Gardes, 1 Prince et 1 Princesse »."""
    cards = _sorted_cards(counts) if cards is None else cards
    items = [fr.count_of(c, counts[c]) for c in cards if counts.get(c)]
    return fr.join_and(items) if items else Q["none"]


def _question(key, kind, answer, words, hints, obs=None, cls=Question, **extra):
    """The question whose prompt, worked solution and title are ``Q[key + "_prompt"]`` (…)."""
    return cls(Q[key + "_prompt"].format(**words), kind, answer,
               hints=tuple(Q[h].format(**words) for h in hints),
               explanation=Q[key + "_solution"].format(**words), edition=EDITION,
               title=Q[key + "_title"], position=obs, **extra)


def _base(obs):
    counts, _ = unseen_counts(obs)
    return counts, sum(counts.values()), {"me": obs.names[0], "p": obs.names[1], "of_p": fr.of(obs.names[1]),
                                          "que_p": fr.elide("que", obs.names[1])}


def bob_value(obs):
    """The law of X, the value of the opponent's card, by counting (exact at the first turn)."""
    return card_value_law(card_counting(obs).players[1], "X")


# --- probabilités conditionnelles ------------------------------------------------------------------
def reduced_universe(rng):
    """A: « la carte de Bob vaut au moins v »; B: « Bob a d » (d of value ≥ v): P_A(B)."""
    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        values = sorted({c.value for c in counts})
        v = rng.choice(values[1:-1]) if len(values) > 2 else None
        if v is None:
            return None
        kept = {c: k for c, k in counts.items() if c.value >= v}
        card = rng.choice(_sorted_cards(kept))
        m = sum(kept.values())
        answer = bob_value(obs).conditional(lambda x: x >= v).probability(card.value)
        words.update(v=v, card=_a(card), n=n, m=m, kept=_list(kept), count=fr.count_of(card, kept[card]),
                     ratio=ratio_text(kept[card], m), pa=notation("B", ("A",)))
        before = Fraction(counts[card], n)  # P(B): the mistake of forgetting A
        traps = ((before, Q["univers_trap"].format(v=v)), (Fraction(m, n), mistake("event_a")))
        return _question("univers", "probability", answer, words, ("univers_hint_1", "univers_hint_2",
                                                                    "univers_hint_3"), obs, traps=traps)
    return _first(rng, make)


def crossed_table(rng):
    """The crossed table Bob × the burned card: P_A(B), A « la carte mise de côté est c », B « Bob a d »."""
    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        table = burned_table(obs, 1)
        column = rng.choice(table.columns)
        rows = [r for r in table.rows if table.cells[r, column]]
        row = rng.choice(rows)
        answer = table.conditional(rows=row, given_columns=column)
        cell, total = table.cells[row, column], table.column_total(column)
        words.update(c=_a(column), c_name=column.name, d=_a(row), d_name=row.name, cell=cell,
                     those=fr.plural_form(Q["tableau_those"], cell),
                     column=total, ratio=ratio_text(cell, total), pa=notation("B", ("A",)))
        row_total = table.row_total(row)
        traps = ((Fraction(cell, table.total), mistake("intersection", inter="P(A ∩ B)", given="A")),
                 (Fraction(cell, row_total), mistake("inverse", wrong=notation("A", ("B",)), right=words["pa"],
                                                                 given="A", event="B")),
                 (Fraction(row_total, table.total), mistake("prior", prior="P(B)", given="A")))
        return _question("tableau", "probability", answer, words, ("tableau_hint_1", "tableau_hint_2",
                                                                    "tableau_hint_3"), obs, figure=table, traps=traps)
    return _first(rng, make)


def _independence_case(rng):
    """A « la carte de Bob a une valeur paire (impaire) », B « la carte mise de côté vaut au moins w »
    on a first turn: (obs, words, table, P(A), P(B), P(A ∩ B)), or None. Drawn from one deck,
    P(A ∩ B) > P(A) × P(B) exactly when the cards of A are rarer among the cards of B than among all the
    unseen ones (k/b < a/n), so the verdict, <, > or =, depends on the position's numbers, not on the
    kind of events (with « Bob a c » and « la carte mise de côté est d », it would always be < for c = d
    and > for c ≠ d)."""
    obs = first_turn(rng)
    counts, n, words = _base(obs)
    table = burned_table(obs, 1)
    parity = rng.choice((0, 1))
    values = sorted({c.value for c in counts})
    w = rng.choice(values[1:]) if len(values) > 1 else None
    if w is None:
        return None
    in_a, in_b = (lambda c: c.value % 2 == parity), (lambda c: c.value >= w)
    a = sum(k for c, k in counts.items() if in_a(c))
    b = sum(k for c, k in counts.items() if in_b(c))
    k = sum(k for c, k in counts.items() if in_a(c) and in_b(c))
    if a in (0, n) or b in (0, n):
        return None
    p_a, p_b = table.probability(rows=in_a), table.probability(columns=in_b)
    both = table.probability(rows=in_a, columns=in_b)
    cell = sum(table.cells[r, c] for r in table.rows for c in table.columns if in_a(r) and in_b(c))
    symbol = "<" if both < p_a * p_b else ">" if both > p_a * p_b else "="
    kind = Q["independance_even" if parity == 0 else "independance_odd"]
    words.update(kind=kind, w=w, p_a=vfrac(p_a), p_b=vfrac(p_b), product=vfrac(p_a * p_b), cell=cell,
                 pairs=table.total, both=vfrac(both), symbol=symbol, a=a, b=b, k=k, n=n,
                 verdict=Q["independance_yes" if symbol == "=" else "independance_no"],
                 why=Q["independance_why_" + {"<": "lt", ">": "gt", "=": "eq"}[symbol]].format(
                     p=words["p"], kind=kind, w=w, a=a, b=b, k=k, n=n))
    return obs, words, table, p_a, p_b, both


def independence(rng):
    """Version 1 of ``03.conditionnel.independance``: compare P(A ∩ B) with P(A) × P(B) (two answers
    only, < or >: half the class shares each)."""
    def make(rng):
        case = _independence_case(rng)
        if case is None:
            return None
        obs, words, table, p_a, p_b, both = case
        return _question("independance", "compare", (both, p_a * p_b), words,
                         ("independance_hint_1", "independance_hint_2", "independance_hint_3"), obs,
                         figure=table, choices=("P(A ∩ B)", "P(A) × P(B)"))
    return _first(rng, make)


def intersection(rng):
    """P(A ∩ B) read in the crossed table, then compared with P(A) × P(B) in the solution (the events
    of :func:`_independence_case`): a probability, so that the variants differ."""
    def make(rng):
        case = _independence_case(rng)
        if case is None:
            return None
        obs, words, table, p_a, p_b, both = case
        traps = ((p_a * p_b, Q["inter_trap_product"]), (both / p_a, Q["inter_trap_given"]),
                 (p_a + p_b - both, Q["inter_trap_union"]))
        return _question("inter", "probability", both, words,
                         ("independance_hint_3", "inter_hint_2", "independance_hint_1"), obs,
                         figure=table, traps=traps)
    return _first(rng, make)


def two_draws(obs, card, at_least=None):
    """The tree: A « Bob a card », then B « la carte mise de côté est card » (without replacement);
    with ``at_least`` v instead of a card: A « la carte de Bob vaut au moins v », B « la carte mise de
    côté vaut au moins v »."""
    counts, n, _ = _base(obs)
    if at_least is None:
        k = counts[card]
        legend = (Q["tree_legend_a"].format(p=obs.names[1], card=_a(card)), Q["tree_legend_b"].format(card=_a(card)))
    else:
        k = sum(m for c, m in counts.items() if c.value >= at_least)
        legend = (Q["tree_legend_a_value"].format(of_p=fr.of(obs.names[1]), v=at_least),
                  Q["tree_legend_b_value"].format(v=at_least))

    def weight(path, event):
        if not path:
            return Fraction(k, n) if event == "A" else Fraction(n - k, n)
        left = k - (path[0] == "A")
        return Fraction(left, n - 1) if event == "B" else Fraction(n - 1 - left, n - 1)
    return Tree.from_levels([("A", "Ā"), ("B", "B̄")], weight, root=Q["tree_root"], legend=legend)


def product_rule(rng):
    """P(first ∩ second) on the tree of two draws without replacement: the product rule."""
    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        card = rng.choice(_sorted_cards(counts))
        tree = two_draws(obs, card)
        leaf = rng.choice([leaf for leaf in tree.leaves() if leaf.probability])
        first, second = leaf.events
        p1 = tree.probability(first)
        p2 = tree.conditional(second, given=first)
        words.update(card=_a(card), cards=fr.count_of(card, counts[card]), n=n, first=first, second=second,
                     inter=f"P({first} ∩ {second})", p1=vfrac(p1), p2=vfrac(p2), answer=vfrac(leaf.probability),
                     p_first=notation(first), p_second=notation(second, (first,)))
        traps = ((p1 * tree.probability(second), mistake("with_replacement")),
                 (p2, mistake("conditional_only", p2=words["p_second"])), (p1 + p2, mistake("added")))
        return _question("produit", "probability", leaf.probability, words,
                         ("produit_hint_1", "produit_hint_2", "produit_hint_3"), obs, traps=traps)
    return _first(rng, make)


def total_two_draws(rng):
    """P(B), B « la carte mise de côté est c », by the formule des probabilités totales over A, Ā."""
    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        card = rng.choice([c for c in _sorted_cards(counts) if counts[c] < n])
        tree = two_draws(obs, card)
        blanked, _ = tree.with_blanks(lambda events, branch: len(events) == 2)
        answer = tree.probability("B")
        words.update(card=_a(card), cards=fr.count_of(card, counts[card]), n=n,
                     formula=tree.total_formula("B", name="B"), p_a=vfrac(tree.probability("A")))
        return _question("total", "probability", answer, words, ("total_hint_1", "total_hint_2", "total_hint_3"),
                         obs, figure=blanked, traps=total_traps(tree, "B", "B"))
    return _first(rng, make)


def total_mixed(rng):
    """Version 3 of ``03.conditionnel.total``: half the time as :func:`total_two_draws`, half the time
    with B « la carte mise de côté vaut au moins v » (and A the same for Bob's card): P(B) = m/n then
    takes as many values as there are thresholds, not only the few copies counts of a card."""
    if rng.random() < 0.5:
        return total_two_draws(rng)

    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        values = sorted({c.value for c in counts})
        if len(values) < 2:
            return None
        v = rng.choice(values[1:])
        kept = {c: k for c, k in counts.items() if c.value >= v}
        tree = two_draws(obs, None, at_least=v)
        blanked, _ = tree.with_blanks(lambda events, branch: len(events) == 2)
        words.update(v=v, n=n, m=fr.plural_form(Q["total_value_count"], sum(kept.values())), kept=_list(kept), formula=tree.total_formula("B", name="B"),
                     p_a=vfrac(tree.probability("A")))
        return _question("total_value", "probability", tree.probability("B"), words,
                         ("total_hint_1", "total_hint_2", "total_hint_3"), obs, figure=blanked,
                         traps=total_traps(tree, "B", "B"))
    return _first(rng, make)


def crossed_mixed(rng):
    """Version 3 of ``03.conditionnel.tableau``: half the time as :func:`crossed_table`, half the time
    with B « la carte de Bob vaut au moins v »: P_A(B) = (m − [c ∈ B])/(n − 1) takes more values."""
    if rng.random() < 0.5:
        return crossed_table(rng)

    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        table = burned_table(obs, 1)
        column = rng.choice(table.columns)
        values = sorted({c.value for c in counts})
        if len(values) < 2:
            return None
        v = rng.choice(values[1:])
        in_b = lambda r: r.value >= v
        cell = sum(table.cells[r, column] for r in table.rows if in_b(r))
        total, row_total = table.column_total(column), sum(table.row_total(r) for r in table.rows if in_b(r))
        if not cell or cell == total:
            return None
        words.update(c=_a(column), c_name=column.name, v=v, cell=cell, column=total,
                     those=fr.plural_form(Q["tableau_those"], cell), ratio=ratio_text(cell, total),
                     pa=notation("B", ("A",)))
        traps = ((Fraction(cell, table.total), mistake("intersection", inter="P(A ∩ B)", given="A")),
                 (Fraction(cell, row_total), mistake("inverse", wrong=notation("A", ("B",)), right=words["pa"],
                                                     given="A", event="B")),
                 (Fraction(row_total, table.total), mistake("prior", prior="P(B)", given="A")))
        return _question("tableau_value", "probability", Fraction(cell, total), words,
                         ("tableau_hint_1", "tableau_hint_2", "tableau_value_hint_3"), obs, figure=table, traps=traps)
    return _first(rng, make)


def confusion(rng):
    """H « Bob a c », E « la carte mise de côté est d » (c ≠ d, not as many copies): P_E(H) against P_H(E)."""
    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        table = burned_table(obs, 1)
        c, d = rng.sample(_sorted_cards(counts), 2)
        if counts[c] == counts[d]:
            return None  # the lesson is that they differ: other cards
        posterior = table.conditional(rows=c, given_columns=d)
        likelihood = table.conditional(columns=d, given_rows=c)
        words.update(c=_a(c), d=_a(d), c_name=c.name, d_name=d.name, n=n, k_c=counts[c], k_d=counts[d],
                     posterior=ratio_text(counts[c], n - 1), likelihood=ratio_text(counts[d], n - 1),
                     cards_c=fr.count_of(c, counts[c]), cards_d=fr.count_of(d, counts[d]))
        return _question("confusion", "compare", (posterior, likelihood), words,
                         ("confusion_hint_1", "confusion_hint_2", "confusion_hint_3"), obs, figure=table,
                         choices=("P_E(H)", "P_H(E)"))
    return _first(rng, make)


def posterior(rng):
    """H « Bob a c », E « la carte mise de côté vaut au moins w »: P_E(H), not to be confused with
    P_H(E) (the trap named first); a probability, so that the variants differ."""
    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        table = burned_table(obs, 1)
        card = rng.choice(_sorted_cards(counts))
        values = sorted({c.value for c in counts})
        w = rng.choice(values[1:]) if len(values) > 1 else None
        if w is None:
            return None
        in_e = lambda c: c.value >= w
        column = sum(table.column_total(c) for c in table.columns if in_e(c))
        cell = sum(table.cells[card, c] for c in table.columns if in_e(c))
        row = table.row_total(card)
        if not cell or column == table.total:
            return None
        answer, likelihood = Fraction(cell, column), Fraction(cell, row)
        if answer == likelihood:
            return None  # the lesson is that they differ
        h, e = notation("H", ("E",)), notation("E", ("H",))
        words.update(c=_a(card), c_name=card.name, w=w, n=n, column=column, cell=cell, row=row,
                     ratio=ratio_text(cell, column), l_ratio=ratio_text(cell, row), pe=h, ph=e,
                     those=fr.plural_form(Q["tableau_those"], cell))
        traps = ((likelihood, mistake("inverse", wrong=e, right=h, given="E", event="H")),
                 (table.probability(rows=card, columns=in_e), mistake("intersection", inter="P(H ∩ E)", given="E")),
                 (table.probability(rows=card), mistake("prior", prior="P(H)", given="E")))
        return _question("posterior", "probability", answer, words,
                         ("posterior_hint_1", "posterior_hint_2", "posterior_hint_3"), obs, figure=table,
                         traps=traps)
    return _first(rng, make)


def bob_round(rng):
    """A first turn of the classic edition at two players where Alice plays a card that tells nothing
    of Bob's (the Servante, the Comtesse, or a Guard that misses him), then Bob draws and plays as the
    play model says (:data:`~loveletter_teach.probability.playmodel.DEFAULT`: each allowed card alike,
    the Comtesse when forced, never the Princesse when another card may be played; his target and
    named card alike among those allowed). None when the round ended or Alice now knows Bob's card
    (a Baron, a Roi, a Prince, a Prêtre that Alice would see…): the question asks about what she
    cannot see."""
    r = first_round(rng)
    quiet = [a for a in r.legal_actions() if EDITION.card(a.card).name in ("Garde", "Servante", "Comtesse")]
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
    cards = _sorted_cards(held)

    by_name = {c.name: c for c in cards}
    p_event = {h: sum(Fraction(k - (d == h), size - 1) * Fraction(DEFAULT.play_weight(EDITION, (h, d), played), 2)
                      for d, k in pool.items()) for h in cards}

    def weight(path, event):
        if not path:
            return Fraction(held[by_name[event]], mass)
        p = p_event[by_name[path[0]]]
        return p if event == "E" else 1 - p
    legend = (Q["turn_legend_h"].format(p=obs.names[1]),
              Q["turn_legend_e"].format(p=obs.names[1], card=fr.the(played)))
    tree = Tree.from_levels([tuple(c.name for c in cards), ("E", "Ē")], weight,
                            root=Q["turn_root"].format(of_p=fr.of(obs.names[1])), legend=legend)
    return tree, played


def bayes_now(rng):
    """P_E(H), H « Bob avait c avant de piocher », E « Bob joue la carte qu'il a jouée », on the tree of
    his turn computed from everything Alice sees now (:func:`turn_tree`); the prompt states the play
    model and gives P(E)."""
    def make(rng):
        obs = bob_round(rng)
        if obs is None:
            return None
        tree, played = turn_tree(obs)
        held = [b for b in tree.branches if tree.probability(lambda leaf, e=b.event: leaf.events == (e, "E"))]
        branch = rng.choice(held)
        h = branch.event
        both = tree.probability(lambda leaf: leaf.events == (h, "E"))
        total = tree.probability("E")
        answer = both / total
        card = EDITION.card(h)
        missed = _missed_guess(obs)
        words = dict(_base(obs)[2], h=_a(card), h_name=h, e_card=fr.the(played), p_h=vfrac(branch.weight),
                     p_eh=vfrac(tree.conditional("E", h)), both=vfrac(both), total=vfrac(total),
                     answer=vfrac(answer), pe=notation("H", ("E",)), ph=notation("E", ("H",)),
                     missed=Q["bayes_missed"].format(p=obs.names[1], card=_a(missed)) if missed else "")
        traps = ((tree.conditional("E", h), mistake("inverse", wrong=words["ph"], right=words["pe"], given="E",
                                                    event="H")),
                 (both, mistake("intersection", inter="P(H ∩ E)", given="E")),
                 (branch.weight, mistake("prior", prior="P(H)", given="E")))
        return _question("bayes", "probability", answer, words, ("bayes_hint_1", "bayes_hint_2", "bayes_hint_3"),
                         obs, figure=tree, traps=traps)
    return _first(rng, make)


# --- variables aléatoires ----------------------------------------------------------------------------
def _value_words(obs):
    counts, n, words = _base(obs)
    X = bob_value(obs)
    words.update(n=n, cards=_list(counts), E=vfrac(X.expectation()), e_formula=X.expectation_formula(),
                 E_dec=decimal_text(X.expectation(), PLACES), V_dec=decimal_text(X.variance(), PLACES),
                 m_formula=X.moment2_formula(), v_formula=X.variance_formula(), V=vfrac(X.variance()),
                 s_text=X.std_text())
    return X, words


def _unweighted(X):
    """The mean of X's values, each counted once: E(X) without the weights."""
    values = [x for x in X.values if X.probability(x)]
    return Fraction(sum(values), len(values))


def _law_figure(obs):
    X = bob_value(obs)
    X.title = Q["law_title"].format(of_p=fr.of(obs.names[1]))
    return X


def value_at_least(rng):
    """P(X ≥ v), X the value of Bob's card: the law of a random variable, read off the unseen cards."""
    obs = first_turn(rng)
    X, words = _value_words(obs)
    v = rng.choice([x for x in X.values[1:]])
    kept = {c: k for c, k in unseen_counts(obs)[0].items() if c.value >= v}
    answer = X.prob(lambda x: x >= v)
    words.update(v=v, law=X.inline(), kept=_list(kept), m=sum(kept.values()),
                 ratio=ratio_text(sum(kept.values()), words["n"]),
                 terms=" + ".join(f"P(X = {vfrac(x)})" for x in X.values if x >= v),
                 values=" + ".join(vfrac(X.probability(x)) for x in X.values if x >= v))
    traps = ((X.prob(lambda x: x > v), mistake("strict", k=v)), (X.prob(lambda x: x == v), mistake("only_equal", k=v)),
             (1 - answer, mistake("complement_extra")))
    return _question("loi", "probability", answer, words, ("loi_hint_1", "loi_hint_2", "loi_hint_3"), obs,
                     traps=traps)


def expectation(rng):
    obs = first_turn(rng)
    X, words = _value_words(obs)
    return _question("esperance", "number", X.expectation(), words, ("esperance_hint_1", "esperance_hint_2"), obs,
                     figure=_law_figure(obs), tolerance=TOLERANCE, traps=((_unweighted(X), mistake("unweighted")),))


def variance(rng):
    obs = first_turn(rng)
    X, words = _value_words(obs)
    traps = ((X.variance() + X.expectation() ** 2, mistake("no_mean_square")),
             (Fraction(X.std()).limit_denominator(10 ** 6), mistake("std_given")))
    return _question("variance", "number", X.variance(), words, ("variance_hint_1", "variance_hint_2",
                                                                  "variance_hint_3"), obs,
                     figure=_law_figure(obs), tolerance=TOLERANCE, traps=traps)


def standard_deviation(rng):
    obs = first_turn(rng)
    X, words = _value_words(obs)
    return _question("ecart_type", "number", X.std(), words, ("ecart_type_hint_1", "ecart_type_hint_2"), obs,
                     cls=DecimalQuestion, figure=_law_figure(obs), tolerance=TOLERANCE,
                     traps=((X.variance(), mistake("variance_given")),))


def open_exchange(obs):
    """The King's exchange is a real comparison: Alice's other card is worth strictly more than the
    lowest value Bob may hold and strictly less than the highest (else E(X) is on one side for sure)."""
    other = next((c for c in obs.hand if c.name != "Roi"), None)
    values = bob_value(obs).values
    return other is not None and min(values) < other.value < max(values)


def king_exchange(rng, condition=open_exchange):
    """Alice holds the Roi and another card: compare E(X) (the card she would get) with her card's value;
    the position is drawn again until it meets ``condition`` (version 1: None)."""
    def make(rng):
        obs = first_turn(rng, hand=["Roi"])
        other = next((c for c in obs.hand if c.name != "Roi"), None)
        if other is None or other.name == "Comtesse":  # the Comtesse must be played beside the Roi
            return None
        X, words = _value_words(obs)
        e = X.expectation()
        symbol = "<" if e < other.value else ">" if e > other.value else "="
        words.update(other=fr.the(other), value=other.value, e_decimal=decimal_text(e, PLACES),
                     verdict=Q["roi_" + {"<": "keep", ">": "swap", "=": "same"}[symbol]])
        mine = Q["roi_mine"].format(of_card=fr.de(other), value=other.value)
        return _question("roi", "compare", (e, other.value), words, ("roi_hint_1", "roi_hint_2", "roi_hint_3"), obs,
                         choices=("E(X)", mine))
    return _first(rng, make, condition and (lambda question: condition(question.position)))


def duel(obs):
    """(kept card, the law of G): G = 1 if Alice's kept card beats Bob's, 0 on a tie, −1 if it loses."""
    baron = EDITION.card("Baron")
    hand = list(obs.hand)
    hand.remove(baron)
    kept = hand[0]
    X = bob_value(obs)
    G = X.map(lambda x: (x < kept.value) - (x > kept.value), "G", keep_zeros=True, values=(-1, 0, 1))
    return kept, G


def open_duel(obs):
    """The Baron's duel can be won and can be lost (else G, E(G), the fairness and N are certain)."""
    _, G = duel(obs)
    return G.probability(1) > 0 and G.probability(-1) > 0


def _duel_position(rng, condition=open_duel):
    """Alice holds the Baron: the position shared by the duel's questions, drawn again until it meets
    ``condition`` (version 1: None)."""
    return redraw_until(rng, lambda rng: first_turn(rng, hand=["Baron"]), condition)


def _duel_words(obs):
    counts, n, words = _base(obs)
    kept, G = duel(obs)
    lower = {c: k for c, k in counts.items() if c.value < kept.value}
    higher = {c: k for c, k in counts.items() if c.value > kept.value}
    words.update(kept=fr.the(kept), value=kept.value, n=n, of_kept=fr.de(kept),
                 win=vfrac(G.probability(1)), tie=vfrac(G.probability(0)), loss=vfrac(G.probability(-1)),
                 lower=_list(lower), higher=_list(higher), ties=fr.count_of(kept, counts.get(kept, 0)),
                 law=G.inline(), e_formula=G.expectation_formula(), E=vfrac(G.expectation()))
    return kept, G, words


def baron_duel(rng, condition=open_duel):
    """E(G), G the outcome of the Baron's duel (1 won, 0 tie, −1 lost)."""
    obs = _duel_position(rng, condition)
    kept, G, words = _duel_words(obs)
    traps = ((G.probability(1), mistake("wins_only")), (-G.expectation(), mistake("sign", me=words["me"])))
    return _question("baron", "number", G.expectation(), words, ("baron_hint_1", "baron_hint_2", "baron_hint_3"),
                     obs, tolerance=TOLERANCE, traps=traps)


def fair_duel(rng, condition=open_duel):
    """« Le duel est-il équitable ? »: the sign of E(G)."""
    obs = _duel_position(rng, condition)
    kept, G, words = _duel_words(obs)
    choices = (Q["fair_for_you"], Q["fair_even"], Q["fair_against_you"])
    e = G.expectation()
    answer = choices[0] if e > 0 else choices[1] if e == 0 else choices[2]
    words.update(verdict=answer)
    return _question("equitable", "choice", answer, words, ("equitable_hint_1", "equitable_hint_2"), obs,
                     choices=choices)


def tokens_law(p):
    """N, the tokens won over two independent duels each won with probability ``p``."""
    return Law({0: (1 - p) ** 2, 1: 2 * p * (1 - p), 2: p * p}, "N", keep_zeros=True)


def tokens(rng, condition=open_duel):
    """E(N), N the number of tokens won by two independent duels (a tree of two independent rounds)."""
    obs = _duel_position(rng, condition)
    kept, G, words = _duel_words(obs)
    p = G.probability(1)
    N = tokens_law(p)
    words.update(pw=vfrac(p), q=vfrac(1 - p), p0=vfrac(N.probability(0)), p1=vfrac(N.probability(1)),
                 p2=vfrac(N.probability(2)), n_formula=N.expectation_formula(), E_N=vfrac(N.expectation()))
    return _question("jetons", "number", N.expectation(), words, ("jetons_hint_1", "jetons_hint_2", "jetons_hint_3"),
                     obs, tolerance=TOLERANCE, traps=((p, mistake("one_duel")),))


# --- ticket de sortie ---------------------------------------------------------------------------------
def ticket_given(rng):
    """Sachant « Bob n'a pas de c », P(Bob a d): the universe without the copies of c."""
    def make(rng):
        obs = first_turn(rng)
        counts, n, words = _base(obs)
        cards = _sorted_cards(counts)
        if len(cards) < 3:
            return None
        c, d = rng.sample(cards, 2)
        rest = n - counts[c]
        answer = Fraction(counts[d], rest)
        words.update(c=fr.the(c), c_name=c.name, k_c=counts[c], d=_a(d), n=n,
                     a_c=fr.elide("de", c.name) if counts[c] > 1 else fr.the(c),
                     counts_c=fr.count_of(c, counts[c]), counts_d=fr.count_of(d, counts[d]), rest=rest,
                     ratio=ratio_text(counts[d], rest))
        traps = ((Fraction(counts[d], n), mistake("given_ignored", p=words["p"], card=words["c"])),
                 (1 - answer, mistake("complement_extra")))
        return _question("t_sachant", "probability", answer, words, ("t_sachant_hint_1", "t_sachant_hint_2"), obs,
                         traps=traps)
    return _first(rng, make)


def ticket_expectation(rng):
    """E(X) of the value of a card drawn among a few cards left."""
    size = rng.randint(3, 5)
    deck = list(EDITION.deck)
    rng.shuffle(deck)
    counts = {}
    for card in deck[:size]:
        counts[card] = counts.get(card, 0) + 1
    X = card_value_law({c: Fraction(k, size) for c, k in counts.items()})
    words = {"m": size, "cards": _list(counts), "e_formula": X.expectation_formula(), "E": vfrac(X.expectation())}
    return _question("t_esperance", "number", X.expectation(), words, ("t_esperance_hint_1", "t_esperance_hint_2"),
                     tolerance=TOLERANCE, traps=((_unweighted(X), mistake("unweighted")),))


TICKET_SITUATIONS = (("same_deck", False), ("two_draws", False), ("two_rounds", True), ("replaced", True))


def ticket_independence(rng):
    """Two events of the game: independent (a new shuffle, a card put back) or not (the same deck)?"""
    key, independent = rng.choice(TICKET_SITUATIONS)
    card = rng.choice([c for c in EDITION.cards if c.count >= 2])
    choices = (Q["t_independent"], Q["t_dependent"])
    words = {"card": fr.a(card), "situation": Q["t_" + key].format(card=fr.a(card)),
             "why": Q["t_why_" + key].format(card=fr.a(card), plural=fr.plural(card))}
    return _question("t_independance", "choice", choices[0] if independent else choices[1], words,
                     ("t_independance_hint_1", "t_independance_hint_2"), choices=choices)


TICKET_EDITIONS = ("classique", "2019")


def ticket_conditional(rng):
    """P_A(B) for two events of the game, then compared with P(B): without replacement (the same
    deck), P_A(B) ≠ P(B); with a new shuffle or a card put back, P_A(B) = P(B). A probability, so that
    the variants differ (two editions, two cards)."""
    def make(rng):
        key, independent = rng.choice(TICKET_SITUATIONS)
        edition = get_edition(rng.choice(TICKET_EDITIONS))
        first, second = rng.choice(edition.cards), rng.choice(edition.cards)
        size, k = edition.size, second.count
        left = k - (first == second)
        answer = Fraction(k, size) if independent else Fraction(left, size - 1)
        if not answer:
            return None
        words = {"size": size, "a": _a(first), "b": _a(second),
                 "count_b": fr.count_of(second, k), "p_b": vfrac(Fraction(k, size)), "answer": vfrac(answer),
                 "left": fr.count_of(second, left), "rest": size - 1}
        words["situation"] = Q["c_" + key].format(**words)
        words["why"] = Q["c_why_" + key].format(**words)
        trap = (Fraction(left, size - 1), Q["c_trap_removed"]) if independent else \
            (Fraction(k, size), mistake("with_replacement"))
        return Question(Q["c_independance_prompt"].format(**words), "probability", answer,
                        hints=(Q["c_independance_hint_1"], Q["c_independance_hint_2"].format(**words)),
                        explanation=Q["c_independance_solution"].format(**words), edition=edition,
                        title=Q["t_independance_title"], traps=(trap,) if trap[0] != answer else ())
    return _first(rng, make)


# --- the catalogue ---------------------------------------------------------------------------------------
def _shared(key):
    """A seed rule: the questions of one group share the learner's position."""
    return lambda learner: learner.seed("03." + key)


EXERCISES = (
    ("03.conditionnel.univers", "probabilité conditionnelle", "probability", reduced_universe, None),
    ("03.conditionnel.tableau", "tableau croisé", "probability", crossed_mixed, None),
    ("03.conditionnel.independance", "indépendance", "probability", intersection, None),
    ("03.conditionnel.produit", "arbre pondéré", "probability", product_rule, None),
    ("03.conditionnel.total", "formule des probabilités totales", "probability", total_mixed, None),
    ("03.conditionnel.confusion", "probabilité conditionnelle", "probability", posterior, None),
    ("03.conditionnel.bayes", "probabilité conditionnelle", "probability", bayes_now, None),
    ("03.aleatoire.loi", "variable aléatoire", "probability", value_at_least, _shared("aleatoire.x")),
    ("03.aleatoire.esperance", "espérance", "number", expectation, _shared("aleatoire.x")),
    ("03.aleatoire.variance", "variance et écart type", "number", variance, _shared("aleatoire.x")),
    ("03.aleatoire.ecart_type", "variance et écart type", "number", standard_deviation, _shared("aleatoire.x")),
    ("03.aleatoire.roi", "espérance", "compare", king_exchange, None),
    ("03.aleatoire.baron", "espérance", "number", baron_duel, _shared("aleatoire.duel")),
    ("03.aleatoire.equitable", "espérance", "choice", fair_duel, _shared("aleatoire.duel")),
    ("03.aleatoire.jetons", "espérance", "number", tokens, _shared("aleatoire.duel")),
    ("03.ticket.sachant", "probabilité conditionnelle", "probability", ticket_given, None),
    ("03.ticket.esperance", "espérance", "number", ticket_expectation, None),
    ("03.ticket.independance", "indépendance", "probability", ticket_conditional, None),
)
# Version 2 (issue 20): the answers spread over the class (one answer drawn alike among those the
# exercise gives, then its variants until one has it) and no duel or exchange is settled in advance;
# version 1's builders stay, so that the class report grades the answers handed in on them.
# Version 2 of independance, confusion and ticket.independance, version 3 of bayes (issue 20, items 4
# and 6): a probability instead of a choice between two answers, and Bayes on a first turn whose
# journal shows nothing that settles H, the answer computed from everything shown; version 3 of tableau
# and total: half the variants ask about a card's value (« vaut au moins v »), whose counts take more values.
_BAYES_1 = from_position("bayes", n=3, moves=1)
OLDER = {"03.conditionnel.independance": {1: independence}, "03.conditionnel.confusion": {1: confusion},
         "03.ticket.independance": {1: ticket_independence},
         "03.conditionnel.bayes": {1: _BAYES_1, 2: spread(_BAYES_1, Fraction(1, 50))},
         "03.conditionnel.tableau": {1: crossed_table, 2: spread(crossed_table)},
         "03.conditionnel.total": {1: total_two_draws, 2: spread(total_two_draws)}}
SPREAD = {"03.conditionnel.univers": LEAST, "03.conditionnel.tableau": LEAST, "03.conditionnel.produit": LEAST,
          "03.conditionnel.total": LEAST, "03.conditionnel.bayes": LEAST, "03.ticket.sachant": LEAST,
          "03.conditionnel.independance": LEAST, "03.conditionnel.confusion": LEAST,
          "03.ticket.independance": LEAST}
SETTLED = {"03.aleatoire.roi": king_exchange, "03.aleatoire.baron": baron_duel, "03.aleatoire.equitable": fair_duel,
           "03.aleatoire.jetons": tokens}
FIRST_VERSIONS = {}
for exercise_id, notion, kind, builder, seed in EXERCISES:
    older = dict(OLDER.get(exercise_id, {}))
    if exercise_id in SPREAD:
        older.setdefault(1, builder)
        builder = spread(builder, SPREAD[exercise_id])
    elif exercise_id in SETTLED:
        older[1] = partial(builder, condition=None)
    if older:
        FIRST_VERSIONS[exercise_id] = older[1]
    register(exercise_id, "03", notion, "Première", kind, builder, seed=seed,
             version=max(older, default=0) + 1, older=older or None)
CONDITIONS["03.aleatoire.roi"] = lambda question: open_exchange(question.position)
for exercise_id in ("03.aleatoire.baron", "03.aleatoire.equitable", "03.aleatoire.jetons"):
    CONDITIONS[exercise_id] = lambda question: open_duel(question.position)

__all__ = ["first_turn", "first_round", "bob_round", "turn_tree", "bob_value", "two_draws", "duel", "tokens_law", "DecimalQuestion", "EXERCISES"]
