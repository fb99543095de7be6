"""Weighted trees and crossed tables: hand-made ones by hand, position ones against the beliefs."""

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from loveletter_teach import Round
from loveletter_teach.editions import EDITIONS
from loveletter_teach.errors import LoveLetterError
from loveletter_teach.events import Drew, Played
from loveletter_teach.probability import (CrossTable, Tree, bayes_table, burned_table, card_counting, deduction,
                                          play_tree)
from loveletter_teach.probability.tracker import BeliefTracker

F = Fraction


def urn():
    """Two draws without replacement from 2 red and 3 black balls."""
    return Tree("Urne", [("R₁", F(2, 5), Tree(children=[("R₂", F(1, 4)), ("N₂", F(3, 4))])),
                         ("N₁", F(3, 5), Tree(children=[("R₂", F(1, 2)), ("N₂", F(1, 2))]))])


def test_a_hand_made_tree_by_hand():
    t = urn()
    assert [leaf.probability for leaf in t.leaves()] == [F(1, 10), F(3, 10), F(3, 10), F(3, 10)]
    assert t.probability("R₂") == F(2, 5)
    assert t.conditional("R₁", given="R₂") == F(1, 4)
    assert t.total_formula("R₂") == "P(E) = P(R₁) × P_R₁(E) + P(N₁) × P_N₁(E) = 2/5 × 1/4 + 3/5 × 1/2 = 2/5"
    text = str(t)
    assert "P_R₁(N₂) = 3/4" in text and "P(N₁ ∩ R₂) = 3/10" in text
    html = t._repr_html_()
    assert "P<sub>R₁</sub>(N₂) = 3/4" in html and "P(N₁ ∩ R₂) = <b>3/10</b>" in html
    assert html.count("<tr>") == 4 and "rowspan='2'" in html


def test_weights_are_irreducible_and_must_add_up_to_one():
    t = Tree(children=[("A", "2/6"), ("B", F(4, 6))])
    assert "P(A) = 1/3" in str(t)
    with pytest.raises(LoveLetterError, match="somme"):
        Tree(children=[("A", F(1, 2)), ("B", F(1, 3))])
    with pytest.raises(LoveLetterError, match="entre 0 et 1"):
        Tree(children=[("A", F(3, 2)), ("B", F(-1, 2))])


def test_blanks_hide_weights_and_keep_the_answers():
    t, answers = urn().with_blanks(lambda events, branch: events[-1] == "N₂")
    assert answers == {"a": F(3, 4), "b": F(1, 2)} and t.blanks == ("a", "b")
    assert "? (a)" in str(t) and "P(R₁ ∩ N₂) = ?" in str(t)
    with pytest.raises(LoveLetterError, match="inconnus"):
        t.probability("N₂")


def test_collapse_groups_small_branches_and_keeps_every_probability():
    dice = Tree.from_levels([[f"D = {k}" for k in range(1, 7)], ["pair", "impair"]],
                            lambda path, e: F(1, 6) if not path else F(int(path[0][-1]) % 2 == (e == "impair")))
    small = dice.collapse(max_branches=3, keep=lambda b: b.event == "D = 5")
    assert [b.event for b in small.branches] == ["D = 1", "D = 5", "autre"]
    assert small.branches[2].weight == F(2, 3)
    assert small.probability("pair") == dice.probability("pair") == F(1, 2)
    assert small.conditional("pair", given="autre") == F(3, 4)  # 2, 4, 6 among 2, 3, 4, 6
    assert sum(leaf.probability for leaf in small.leaves()) == 1


def test_a_crossed_table_by_hand():
    table = CrossTable(["F", "G"], ["L", "S"], {("F", "L"): 12, ("F", "S"): 8, ("G", "L"): 6, ("G", "S"): 14})
    assert table.row_total("F") == 20 and table.column_total("S") == 22 and table.total == 40
    assert table.probability(rows="F", columns="S") == F(1, 5)
    assert table.conditional(rows="F", given_columns="S") == F(4, 11)
    assert table.probabilities().total == 1
    assert "Total" in str(table) and "<th" in table._repr_html_()


def positions(count, seed=0):
    """(round, seat, observations of that seat after each action) on random rounds of every edition."""
    rng = random.Random(seed)
    for i in range(count):
        edition = list(EDITIONS)[i % len(EDITIONS)]
        n = rng.randint(2, min(4, EDITIONS[edition].max_players))
        r = Round.deal(edition, n, seed=rng.getrandbits(32))
        for _ in range(rng.randrange(1, 10)):
            if r.over:
                break
            r.play(rng.choice(r.legal_actions()))
        yield r, rng.randrange(n)


def test_burned_table_marginals_are_the_counting_probabilities():
    checked = 0
    for r, seat in positions(60, seed=1):
        obs = r.observation(seat)
        counted = card_counting(obs)
        for player in counted.players:
            try:
                table = burned_table(obs, player)
            except LoveLetterError:
                continue
            checked += 1
            assert table.probabilities().total == 1
            for card in table.rows:  # the burned card changes nothing to P(player holds card)
                assert table.probability(rows=card) == counted.players[player][card]
                assert table.probability(columns=card) == counted.burned[card]
    assert checked > 30


def likelihood_of_the_play(obs, begin, played_at):
    """P(the play) from the worlds filter: its mass after the Drew and the Played events."""
    tracker = BeliefTracker(obs.seat)
    before = tracker.exact(obs, upto=begin).copy()
    after = before.copy().apply(obs.events[:played_at + 1])
    return F(after.total, after.scale) / F(before.total, before.scale)


def test_play_tree_agrees_with_deduction_and_the_worlds():
    checked = bayes_checked = 0
    for r, seat in positions(80, seed=2):
        obs = r.observation(seat)
        for player in range(obs.n_players):
            if player == seat:
                continue
            try:
                tree = play_tree(obs, player)
            except LoveLetterError:
                continue
            checked += 1
            assert sum(leaf.probability for leaf in tree.leaves()) == 1
            starts = [i for i, e in enumerate(obs.events) if type(e) is Drew]
            begin = starts[tree.turn - 1]
            played_at = next(i for i in range(begin, len(obs.events)) if type(obs.events[i]) is Played)
            before = deduction(replace(obs, events=obs.events[:begin], alive=(True,) * obs.n_players))
            for branch in tree.branches:
                if branch.key[0] == "H":
                    assert branch.weight == before.players[player][branch.key[1]]
            draws = {}
            for leaf in tree.leaves():
                if leaf.keys[1][0] == "T":
                    draws[leaf.keys[1][1]] = draws.get(leaf.keys[1][1], 0) + leaf.probability
            if "other" not in {k for leaf in tree.leaves() for k in leaf.keys} and before.next_draw:
                assert draws == before.next_draw
            p_event = tree.probability(tree.event)
            assert p_event == likelihood_of_the_play(obs, begin, played_at)
            end = starts[tree.turn] if tree.turn < len(starts) else len(obs.events)
            if {type(e) for e in obs.events[begin:end]} <= {Drew, Played}:  # E is the whole turn
                bayes = bayes_table(obs, player, tree.turn)
                bayes_checked += 1
                assert bayes.total == p_event
                for card, _, _, _, posterior in bayes.rows:
                    event = f"H = {card.name}"
                    if any(b.event == event for b in tree.branches):
                        assert tree.conditional(event, tree.event) == posterior
    assert checked > 40 and bayes_checked > 5


def test_play_tree_refuses_in_french():
    r = Round.deal("classique", 2, seed=1)
    with pytest.raises(LoveLetterError, match="aucun tour"):
        play_tree(r.observation(0), 1)
    with pytest.raises(LoveLetterError, match="Joueur invalide"):
        play_tree(r.observation(0), 0)


def test_the_compact_play_tree_gives_the_same_probabilities():
    """H then E or Ē: the same P(E) and the same P_E(H) as the detailed tree, and P_H(E) on the branch."""
    checked = 0
    for r, seat in positions(40, seed=5):
        obs = r.observation(seat)
        for player in [p for p in range(obs.n_players) if p != seat]:
            try:
                detailed, compact = play_tree(obs, player, max_branches=99), play_tree(obs, player, max_branches=99,
                                                                                       compact=True)
            except LoveLetterError:
                continue
            checked += 1
            assert compact.probability(compact.event) == detailed.probability(detailed.event)
            for branch in compact.branches:
                assert compact.conditional(branch.event, compact.event) == \
                    detailed.conditional(branch.event, detailed.event)
                assert len(branch.subtree.branches) <= 2
                assert compact.conditional(compact.event, branch.event) == \
                    detailed.conditional(detailed.event, branch.event)
    assert checked > 10


def test_a_long_condition_is_read_out_and_a_long_total_formula_has_one_term_per_line():
    from loveletter_teach.probability.trees import notation
    assert notation("E", ("H = Garde",)) == "P(E sachant H = Garde)" and notation("B", ("A",)) == "P_A(B)"
    assert notation("E", ("H = Garde",), html=True) == "P<sub>H = Garde</sub>(E)"
    events = [f"H = {name}" for name in ("Garde", "Prêtre", "Baron", "Servante", "Prince", "Roi", "Comtesse")]
    tree = Tree(children=[(h, Fraction(1, 7), Tree(children=[("E", Fraction(1, 2)), ("Ē", Fraction(1, 2))]))
                          for h in events])
    text = tree.total_formula("E")
    lines = text.splitlines()
    assert "{" not in text and all(len(line) <= 100 for line in lines), text
    assert lines[0] == "P(E) = P(H = Garde) × P(E sachant H = Garde)"
    assert lines[1] == "     + P(H = Prêtre) × P(E sachant H = Prêtre)" and lines[-1] == "     = 1/2"
    assert sum(line.count("1/7 × 1/2") for line in lines) == 7
    many = Tree(children=[(f"H = Carte{k}", Fraction(1, 12), Tree(children=[("E", Fraction(1, 3)), ("Ē", Fraction(2, 3))]))
                          for k in range(12)])
    numbers = [line for line in many.total_formula("E").splitlines() if "1/12 × 1/3" in line]
    assert [line.count("×") for line in numbers] == [6, 6]  # the numbers shared evenly between the lines
    short = Tree(children=[("A", Fraction(1, 2)), ("B", Fraction(1, 2))])
    assert "\n" not in short.total_formula("A", name="A")


def test_the_compact_play_tree_writes_e_and_not_e_as_the_text_does():
    """The compact tree's outcomes are « E » and « Ē » (its legend says what E is), tree.event
    is « E », so the tree, the question's text and its solution use the same letters."""
    for r, seat in positions(20, seed=7):
        obs = r.observation(seat)
        for player in [p for p in range(obs.n_players) if p != seat]:
            try:
                compact = play_tree(obs, player, compact=True)
            except LoveLetterError:
                continue
            assert compact.event == "E"
            assert {b.event for branch in compact.branches for b in branch.subtree.branches} <= {"E", "Ē"}
            assert {b.key for branch in compact.branches for b in branch.subtree.branches} <= \
                {("J", compact.card), ("J", None)}  # the keys programs read are unchanged
            text, html = str(compact), compact._repr_html_()
            assert "J = " not in text and "J ≠" not in text and "J ≠" not in html
            assert f"E : {obs.names[player]} joue " in text and "Ē" in text
            assert "P_E(E)" not in text  # the event is not mistaken for a hypothesis
            return
    raise AssertionError("no compact tree drawn")


def test_an_answer_given_to_a_tree_question_is_graded_as_before():
    """A record holds the typed value, not a branch label: the positions' tree questions ask P(E) and
    P_E(H) and get the same answers as on the detailed tree (labelled « J = … »), which the same typed
    answer still passes; the trees of 02's questions are keyed by blank ids (a, b…), not by labels."""
    from loveletter_teach.exercises.families.positions import position_question
    from loveletter_teach.exercises.questions import check
    from loveletter_teach.probability.trees import frac
    checked = 0
    for i, (r, seat) in enumerate(positions(20, seed=11)):
        obs = r.observation(seat)
        for notion in ("total_probability", "bayes"):
            try:
                q = position_question(obs, notion, seed=i)
            except LoveLetterError:
                continue
            tree = q.figure
            detailed = play_tree(obs, tree.player, tree.turn, max_branches=99)
            if notion == "total_probability":
                assert q.answer == detailed.probability(detailed.event)
            else:
                branch = next(b for b in tree.branches if b.event in q.prompt)
                if branch.key == "other":  # « H = autre » groups other cards than the detailed tree's
                    continue
                assert q.answer == detailed.conditional(branch.event, detailed.event)
            assert check(q, frac(q.answer)).correct
            checked += 1
    assert checked > 5


def test_a_total_formula_is_drawn_with_real_subscripts_and_printed_as_before():
    from loveletter_teach.html import show
    events = [f"H = {name}" for name in ("Garde", "Prêtre", "Baron", "Servante", "Prince", "Roi", "Comtesse")]
    tree = Tree(children=[(h, Fraction(1, 7), Tree(children=[("E", Fraction(1, 2)), ("Ē", Fraction(1, 2))]))
                          for h in events])
    formula = tree.total_formula("E")
    assert isinstance(formula, str) and repr(formula) == str(formula) and f"{formula}" == str(formula)
    html = formula._repr_html_()
    assert "P<sub>H = Garde</sub>(E)" in html and "sachant" not in html
    assert html.count("\n") == str(formula).count("\n")  # the same lines, aligned alike
    short = Tree(children=[("A", Fraction(1, 3), Tree(children=[("E", Fraction(1, 2)), ("Ē", Fraction(1, 2))])),
                           ("Ā", Fraction(2, 3), Tree(children=[("E", Fraction(1, 4)), ("Ē", Fraction(3, 4))]))])
    one = short.total_formula("E")
    assert str(one) == "P(E) = P(A) × P_A(E) + P(Ā) × P_Ā(E) = 1/3 × 1/2 + 2/3 × 1/4 = 1/3"
    assert "P<sub><span style='text-decoration:overline'>Ā</span></sub>(E)" in one._repr_html_()
    lines = show(one, "P_E(H) = 4/27")
    assert repr(lines) == f"{one}\nP_E(H) = 4/27"
    assert "P<sub>A</sub>(E)" in lines._repr_html_() and "P<sub>E</sub>(H) = 4/27" in lines._repr_html_()
