"""Questions built from a position: one seat's observation and a notion of the lesson.

``position_question(obs, notion)`` returns a :class:`~.questions.Question` whose prompt gives the
position's numbers, whose answer is computed by the package (exact Fractions), whose explanation
is the computation a teacher writes on the board, and whose hints name the method, the universe
and what to count, never the number. The notions are the keys of :data:`NOTIONS`.
"""

import random
from dataclasses import replace
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..names import seat_named
from ..probability.advisor import guard_advice
from ..probability.beliefs import card_counting, opponents
from ..probability.trees import burned_table, frac, notation, play_tree, unseen_counts
from .questions import Question, mistake

P = fr.POSITIONS
NOTIONS = ("comptage", "complement", "conditional", "total_probability", "bayes", "guard")


def position_question(obs, notion, player=None, card=None, seed=0):
    """The question of ``notion`` on ``obs`` (``player``: a seat or a name, default one chosen with
    ``seed``; ``card``: the card asked about, default one chosen alike). A notion that does not apply
    to the position raises a French :class:`LoveLetterError` that says why."""
    if notion not in BUILDERS:
        raise LoveLetterError(P["bad_notion"].format(notion=notion, notions=", ".join(NOTIONS)))
    rng = random.Random(seed)
    return replace(BUILDERS[notion](obs, player, card, rng), position=obs)  # the learner sees the position


def ratio_text(top, bottom):
    """« 4/12 = 1/3 » or « 2/11 » (the fraction written, then reduced if it can be)."""
    reduced = Fraction(top, bottom)
    written = f"{top}/{bottom}"
    return written if frac(reduced) == written else f"{written} = {frac(reduced)}"


def _seat(obs, player):
    return seat_named(obs.names, player)


def _counting_setup(obs, player, card, rng):
    """(seat, card, unseen counts, total unseen) for a player whose one card the seat does not know."""
    unseen, knowledge = unseen_counts(obs)
    candidates = [s for s in opponents(obs) if obs.hand_sizes[s] == 1 and not knowledge.known_cards(s)]
    player = _seat(obs, player)
    if player is None:
        if not candidates:
            raise LoveLetterError(P["no_unknown_player"])
        player = rng.choice(candidates)
    elif player not in candidates:
        raise LoveLetterError(P["not_unknown"].format(p=obs.names[player] if isinstance(player, int) else player))
    if card is None:
        card = rng.choice(sorted(unseen, key=lambda c: c.value))
    else:
        card = obs.edition.card(card)
    return player, card, unseen, sum(unseen.values())


def _common(obs, player):
    name = obs.names[player]
    return {"me": obs.names[obs.seat], "p": name, "of_p": fr.of(name), "que_p": fr.elide("que", name)}


def _counting(obs, player, card, rng):
    player, card, unseen, n = _counting_setup(obs, player, card, rng)
    answer = card_counting(obs).players[player].get(card, Fraction(0))
    k = unseen.get(card, 0)
    words = dict(_common(obs, player), card=fr.the(card), cards=fr.plural(card), n=n, count=fr.count_of(card, k),
                 ratio=ratio_text(k, n))
    traps = ((1 - answer, mistake("complement_extra")),
             (Fraction(k, obs.edition.size), mistake("whole_deck", **words)),
             (Fraction(card.count, n), mistake("copies_seen", **words)))
    return Question(P["counting_prompt"].format(**words), "probability", answer,
                    hints=(P["hint_universe"], P["hint_count"].format(**words), P["hint_equiprobable"].format(**words)),
                    explanation=P["counting_solution"].format(**words), edition=obs.edition,
                    title=P["counting_title"], traps=traps)


def _complement(obs, player, card, rng):
    player, card, unseen, n = _counting_setup(obs, player, card, rng)
    p = card_counting(obs).players[player].get(card, Fraction(0))
    k = unseen.get(card, 0)
    words = dict(_common(obs, player), card=fr.the(card), cards=fr.plural(card), n=n, count=fr.count_of(card, k),
                 ratio=ratio_text(k, n),
                 p_b=frac(p), answer=frac(1 - p))
    traps = ((p, mistake("complement_missed")), (1 - Fraction(k, obs.edition.size), mistake("whole_deck", **words)))
    return Question(P["complement_prompt"].format(**words), "probability", 1 - p,
                    hints=(P["hint_complement"], P["hint_universe"], P["hint_count"].format(**words)),
                    explanation=P["complement_solution"].format(**words), edition=obs.edition,
                    title=P["complement_title"], traps=traps)


def _conditional(obs, player, card, rng):
    player, card, unseen, n = _counting_setup(obs, player, card, rng)
    table = burned_table(obs, player)
    not_card = [c for c in table.columns if c != card]
    if not not_card or card not in table.rows:
        raise LoveLetterError(P["no_conditional"].format(card=fr.the(card)))
    answer = table.conditional(rows=card, given_columns=not_card)
    given = sum(table.cells[r, c] for r in table.rows for c in not_card)
    both = sum(table.cells[card, c] for c in not_card)
    words = dict(_common(obs, player), card=fr.the(card), n=n, given=given, both=both, ratio=ratio_text(both, given),
                 pa=notation("B", ("A",)))
    row = table.row_total(card)
    traps = ((Fraction(both, table.total), mistake("intersection", inter="P(A ∩ B)", given="A")),
             (Fraction(row, table.total), mistake("prior", prior="P(B)", given="A")),
             (Fraction(both, row) if row else None, mistake("inverse", wrong=notation("A", ("B",)),
                                                                        right=words["pa"], given="A", event="B")))
    return Question(P["conditional_prompt"].format(**words), "probability", answer,
                    hints=(P["hint_conditional"], P["hint_table_a"].format(**words), P["hint_table_b"].format(**words)),
                    explanation=P["conditional_solution"].format(**words), edition=obs.edition,
                    title=P["conditional_title"], figure=table, traps=_known(traps))


def _tree_of(obs, player, rng):
    player = _seat(obs, player)
    if player is None:
        candidates = [s for s in range(obs.n_players) if s != obs.seat]
        rng.shuffle(candidates)
        for seat in candidates:
            try:
                return seat, play_tree(obs, seat, compact=True)
            except LoveLetterError:
                continue
        raise LoveLetterError(P["no_tree"])
    return player, play_tree(obs, player, compact=True)


def _total_probability(obs, player, card, rng):
    player, tree = _tree_of(obs, player, rng)
    answer = tree.probability(tree.event)
    words = dict(_common(obs, player), card=fr.the(tree.card), turn=tree.turn,
                 formula=tree.total_formula(tree.event))
    return Question(P["total_prompt"].format(**words), "probability", answer,
                    hints=(P["hint_total"].format(**words), P["hint_total_leaves"].format(**words), P["hint_total_sum"]),
                    explanation=P["total_solution"].format(**words), edition=obs.edition,
                    title=P["total_title"], figure=tree, traps=total_traps(tree, tree.event, "E"))


def _bayes(obs, player, card, rng):
    player, tree = _tree_of(obs, player, rng)
    held = [b for b in tree.branches if tree.probability(lambda leaf, e=b.event: e in leaf.events
                                                         and tree.event in leaf.events)]
    if card is not None:
        card = obs.edition.card(card)
        held = [b for b in held if b.key == ("H", card)] or held
    branch = rng.choice(held)
    both = tree.probability(lambda leaf: branch.event in leaf.events and tree.event in leaf.events)
    total = tree.probability(tree.event)
    answer = tree.conditional(branch.event, tree.event)
    words = dict(_common(obs, player), card=fr.the(tree.card), turn=tree.turn, h=branch.event,
                 both=_bracket(frac(both)), total=_bracket(frac(total)), answer=frac(answer),
                 pe=notation(branch.event, ("E",)), inter=f"P({branch.event} ∩ E)")
    h = branch.event
    traps = ((tree.conditional(tree.event, h), mistake("inverse", wrong=notation("E", (h,)), right=words["pe"],
                                                                   given="E", event=h)),
             (both, mistake("intersection", inter=words["inter"], given="E")),
             (tree.probability(h), mistake("prior", prior=f"P({h})", given="E")))
    return Question(P["bayes_prompt"].format(**words), "probability", answer,
                    hints=(P["hint_bayes"].format(**words), P["hint_bayes_num"].format(**words),
                           P["hint_total"].format(**words)),
                    explanation=P["bayes_solution"].format(**words), edition=obs.edition,
                    title=P["bayes_title"], figure=tree, traps=traps)


def total_traps(tree, event, name):
    """The typical mistakes of the formule des probabilités totales on ``tree``: a first-level branch
    forgotten in the sum, and the conditional probabilities added without their branches' weights."""
    parts = [(b.weight, p) for b, p in tree.decomposition(event) if p]
    total = sum((w * p for w, p in parts), Fraction(0))
    traps = [(total - w * p, mistake("forgotten_branch", event=name)) for w, p in parts] if len(parts) > 1 else []
    unweighted = sum((p for _, p in parts), Fraction(0))
    if unweighted <= 1:
        traps.append((unweighted, mistake("no_weights", event=name)))
    return tuple(traps)


def _known(traps):
    """The traps whose value could be computed (None: not in this position)."""
    return tuple((v, m) for v, m in traps if v is not None)


def _guard(obs, player, card, rng):
    if not obs.my_turn or not all(hasattr(a, "target") for a in obs.legal_actions):
        raise LoveLetterError(P["guard_not_now"])
    advice = guard_advice(obs)
    if not advice.options:
        raise LoveLetterError(" ".join(advice.explanation))
    options = tuple((obs.names[t], c, p) for p, t, c in advice.options)
    words = {"me": obs.names[obs.seat], "guard": fr.the(obs.edition.with_effect("guess")[0])}
    return Question(P["guard_prompt"].format(**words), "guard", options,
                    hints=(P["hint_guard"], P["hint_guard_count"], P["hint_guard_ties"]),
                    explanation=" ".join(advice.explanation), edition=obs.edition, title=P["guard_title"])


BUILDERS = {"comptage": _counting, "complement": _complement, "conditional": _conditional,
            "total_probability": _total_probability, "bayes": _bayes, "guard": _guard}


def _bracket(text):
    """« (4/105) » for a fraction inside a quotient, so that « (4/105) / (1/15) » reads one way only."""
    return f"({text})" if "/" in text else text

__all__ = ["position_question", "NOTIONS", "total_traps"]
