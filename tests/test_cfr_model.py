"""The CFR reference's game model (``benchmarks/cfr_model.py``) plays the engine's rules.

The model is written apart from the engine (``benchmarks/cfr_reference.py`` solves it by CFR); here
both play the same rounds: the engine deals and chooses random legal actions, the model follows with
the same cards and the same actions, and at every step they must agree on the legal actions, on what
each seat has seen (the model's information set against the key built from the engine's observation
of that seat) and, at the end, on the winners. A model with another tie-break must disagree: the
check can fail.
"""

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from loveletter_teach import events as ev
from loveletter_teach.editions import define_edition
from loveletter_teach.rounds import Round

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
SPEC = importlib.util.spec_from_file_location("cfr_model", ROOT / "benchmarks" / "cfr_model.py")
model = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(model)

SEVEN = define_edition(
    "reduite-7", [("Garde", 1, 2, "guess"), ("Prêtre", 2, 1, "peek"), ("Baron", 3, 1, "compare"),
                  ("Servante", 4, 1, "protect", True), ("Prince", 5, 1, "discard_redraw"),
                  ("Princesse", 8, 1, "lose_if_discarded", True)],
    min_players=2, max_players=2, face_up_two_players=0, tie_break="discard_sum")
# Every effect the model knows, the Countess rule included, and three Guards: a second deck.
NINE = define_edition(
    "reduite-9", [("Garde", 1, 2, "guess"), ("Prêtre", 2, 1, "peek"), ("Baron", 3, 1, "compare"),
                  ("Servante", 4, 1, "protect", True), ("Prince", 5, 1, "discard_redraw"),
                  ("Roi", 6, 1, "swap"), ("Comtesse", 7, 1, "forced", True),
                  ("Princesse", 8, 1, "lose_if_discarded", True)],
    min_players=2, max_players=2, face_up_two_players=0, tie_break="discard_sum")
# Pairs of every card but the Princess: showdowns tied on the card, decided or shared by the discard
# sums (two Princes: with one, the sums of a tie could never be equal).
PAIRS = define_edition(
    "paires", [("Garde", 1, 2, "guess"), ("Prêtre", 2, 2, "peek"), ("Baron", 3, 2, "compare"),
               ("Servante", 4, 2, "protect", True), ("Prince", 5, 2, "discard_redraw"),
               ("Princesse", 8, 1, "lose_if_discarded", True)],
    min_players=2, max_players=2, face_up_two_players=0, tie_break="discard_sum")
COMMON = {"Played", "Guessed", "Looked", "Compared", "Discarded", "Redrew", "Eliminated", "burned", "baron tie"}


def play_both(rules, seed):
    """One round in the engine and in the model, side by side; returns (engine winners, model
    winners mapped to seats, number of decisions checked)."""
    rng = random.Random(seed)
    first = rng.randrange(2)
    r = Round.deal(rules.edition, 2, rng.getrandbits(64), first_player=first)
    log = r.log  # the omniscient log: the card of each of the model's chance nodes
    s = model.State.start(rules)
    decisions = 0
    while not s.over:
        if s.is_chance:
            event = log[len(s.keys[0])]
            card = rules.index[event.card]
            assert card in dict(s.chance()), (seed, event)
            s = s.draw(card)
            continue
        seat = (s.current + first) % 2
        assert r.current == seat and not r.over
        for p in (0, 1):  # what each seat has seen, from the engine's observation of that seat
            assert model.key_from_events(rules, r.observation((p + first) % 2).events, (p + first) % 2) \
                == (p, s.keys[p]), (seed, p)
        legal = s.legal()
        assert sorted(model.to_engine(rules, a, first) for a in legal) == sorted(r.legal_actions()), seed
        action = rng.choice(r.legal_actions())
        s = s.play(model.from_engine(rules, action, first))
        r.play(action)
        decisions += 1
    assert r.over
    return tuple(sorted(r.result.winners)), tuple(sorted((w + first) % 2 for w in s.winners)), decisions, r


def cases(r):
    """The rare cases a round went through: the kinds of its events, a Prince's target taking the
    burned card, a Baron tie, a showdown decided (or shared) by the discard sums."""
    seen = {type(e).__name__ for e in r.log}
    seen |= {"burned" for e in r.log if isinstance(e, ev.Redrew) and e.from_burned}
    seen |= {"baron tie" for e in r.log if isinstance(e, ev.Compared) and e.loser is None}
    ended = r.log[-1]
    if ended.discard_sums:
        seen.add("shared" if len(ended.winners) == 2 else "discard sum")
    return seen


@pytest.mark.parametrize("edition, rounds, kinds", [
    (SEVEN, 1500, COMMON), (NINE, 1500, COMMON | {"Swapped"}), (PAIRS, 2000, COMMON | {"discard sum", "shared"})])
def test_model_agrees_with_engine(edition, rounds, kinds):
    rules = model.Rules(edition)
    decisions, seen = 0, set()
    for seed in range(rounds):
        engine, mine, k, r = play_both(rules, seed)
        assert engine == mine, seed
        decisions += k
        seen |= cases(r)
    assert decisions > 2 * rounds
    assert kinds <= seen, kinds - seen  # the rare cases were met


def test_a_wrong_model_is_caught():
    """The same model with the tie-break left out disagrees with the engine on some rounds."""
    rules = model.Rules(PAIRS)
    rules.discard_sum = False
    differ = sum(e != m for e, m, _, _ in (play_both(rules, seed) for seed in range(1500)))
    assert differ > 0
