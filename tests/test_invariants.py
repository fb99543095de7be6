"""Random rounds and games for every edition and player count, every invariant checked at
every step (see loveletter_teach/invariants.py), plus determinism and a check that the
checks themselves catch broken states."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from loveletter_teach import EDITIONS, Game, Round
from loveletter_teach import events as ev
from loveletter_teach.invariants import (
    capture,
    check_observations,
    check_round,
    check_state,
    check_step,
    play_checked_game,
    play_checked_round,
    random_action,
)

CASES = [(e.id, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]
VARIANTS = {  # the rule switches that no preset combines
    "2019/discard_sum/last": EDITIONS["2019"].with_rules(tie_break="discard_sum", visible_discards="last"),
    "classique/shared/last": EDITIONS["classique"].with_rules(tie_break="shared", visible_discards="last"),
}
VARIANT_CASES = [(k, n) for k, e in VARIANTS.items() for n in range(e.min_players, e.max_players + 1)]
SEEDS = st.integers(min_value=0, max_value=2**64 - 1)


def fixed(examples):
    """Deterministic and database-less: CI sees the same examples every run."""
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("edition, n", CASES)
@fixed(40)
@given(seed=SEEDS, by_card=st.booleans())
def test_random_rounds_keep_every_invariant(edition, n, seed, by_card):
    rng = random.Random(seed)
    r = Round.deal(EDITIONS[edition], n, rng=rng, first_player=seed % n)
    play_checked_round(r, rng, thorough=True, observe=1.0, by_card=by_card)


@pytest.mark.parametrize("variant, n", VARIANT_CASES)
@fixed(10)
@given(seed=SEEDS, by_card=st.booleans())
def test_rule_switch_variants_keep_every_invariant(variant, n, seed, by_card):
    rng = random.Random(seed)
    r = Round.deal(VARIANTS[variant], n, rng=rng)
    play_checked_round(r, rng, thorough=True, observe=1.0, by_card=by_card)


@pytest.mark.parametrize("edition, n", CASES)
@fixed(4)
@given(seed=SEEDS, by_card=st.booleans())
def test_random_games_keep_every_invariant(edition, n, seed, by_card):
    rng = random.Random(seed)
    game = Game(EDITIONS[edition], n, seed=seed)
    rounds = play_checked_game(game, rng, observe=0.2, by_card=by_card, fast=True)
    assert game.over and rounds == len(game.rounds)


# --- determinism --------------------------------------------------------------------------------
def random_round(edition, n, seed):
    rng = random.Random(seed)
    r = Round.deal(edition, n, rng=rng)
    while not r.over:
        r.play(random_action(r, rng))
    return r


@pytest.mark.parametrize("edition, n", CASES)
@fixed(5)
@given(seed=SEEDS)
def test_same_seed_same_round_and_replay_is_identical(edition, n, seed):
    first, second = random_round(edition, n, seed), random_round(edition, n, seed)
    assert first.snapshot() == second.snapshot()
    assert repr(first.snapshot()) == repr(second.snapshot())  # bit for bit, as text too
    assert first.replay().snapshot() == first.snapshot()
    dealt_by_seed = Round.deal(edition, n, seed)
    assert dealt_by_seed.snapshot() == Round.deal(edition, n, seed).snapshot()
    assert dealt_by_seed.snapshot() == Round.deal(edition, n, rng=random.Random(seed)).snapshot()


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 5), ("lettre-d-amour", 3)])
def test_same_seed_same_game_and_replay_is_identical(edition, n):
    def play(seed):
        rng, game = random.Random(seed), Game(edition, n, seed=seed)
        while not game.over:
            if game.round.over:
                game.new_round()
            game.play(random_action(game.round, rng))
        return game

    game = play(12345)
    assert game.snapshot() == play(12345).snapshot()
    assert game.replay().snapshot() == game.snapshot()
    assert play(12346).snapshot() != game.snapshot()


# --- the checks catch broken states -------------------------------------------------------------
def midway(seed=3, edition="2019", n=4):
    """A round a few turns in, with cards in the deck."""
    rng = random.Random(seed)
    r = Round.deal(edition, n, rng=rng)
    for _ in range(3):
        r.play(random_action(r, rng))
    assert not r.over and r.deck
    return r


def test_a_vanished_card_is_caught_with_a_reproduction():
    r = midway().replay()
    r.deck.pop()
    with pytest.raises(AssertionError, match="vanished") as info:
        check_state(r)
    assert "Round.from_deck(" in str(info.value) and "actions: [Play(" in str(info.value)


def test_a_duplicated_card_and_a_wrong_hand_size_are_caught():
    r = midway().replay()
    other = next(s for s in range(r.n) if s != r.current and r.alive[s])
    r.hands[other].append(r.deck[0])
    with pytest.raises(AssertionError, match="appeared"):
        check_round(r)
    r.deck.pop(0)
    with pytest.raises(AssertionError, match="cards between turns"):
        check_state(r)


def test_a_protected_or_eliminated_target_is_caught():
    r = next(r for r in map(midway, range(100)) if any(a.target not in (None, r.current)
                                                       for a in r.legal_actions()))
    action = next(a for a in r.legal_actions() if a.target not in (None, r.current))
    before = capture(r)
    r.play(action)
    protected = before.replace(protected=tuple(s == action.target for s in range(r.n)))
    with pytest.raises(AssertionError, match="protected seat"):
        check_step(protected, r, action)
    out = before.replace(alive=tuple(s != action.target for s in range(r.n)))
    with pytest.raises(AssertionError, match="eliminated seat"):
        check_step(out, r, action)


def test_a_leaked_hidden_card_is_caught(monkeypatch):
    r = midway()
    monkeypatch.setattr(ev.Drew, "shown_to", lambda record: tuple(range(8)))
    with pytest.raises(AssertionError, match="sees field card"):
        check_observations(r)


def test_observations_of_the_round_itself_are_left_untouched():
    r = midway()
    snapshot = r.snapshot()
    check_observations(r, random.Random(1))
    assert r.snapshot() == snapshot


def test_a_wrong_draw_a_stray_event_and_a_second_elimination_are_caught():
    r = next(r for r in map(midway, range(100)) if any(a.target not in (None, r.current)
                                                       for a in r.legal_actions()))
    action = next(a for a in r.legal_actions() if a.target not in (None, r.current))
    before = capture(r)
    r.play(action)
    check_step(before, r, action)
    drew = max(i for i, e in enumerate(r.log) if isinstance(e, ev.Drew))
    other = next(c for c in r.edition.cards if c != r.log[drew].card)
    third = next(s for s in range(r.n) if s not in (before.current, action.target))
    out = before.replace(alive=tuple(s != third for s in range(r.n)))
    cases = [(drew, r.log[drew]._replace(card=other), before, "were drawn"),
             (None, ev.Looked(action.target, before.current, other), before, "names another player"),
             (None, ev.Dealt(0, other), before, "unexpected event"),
             (None, ev.Eliminated(third, other, "guess"), out, "eliminated twice")]
    for index, event, state, match in cases:
        broken = r.copy()
        if index is None:
            broken.log.append(event)
        else:
            broken.log[index] = event
        with pytest.raises(AssertionError, match=match):
            check_step(state, broken, action)
