"""The belief tracker: held by its caller, one per seat, incremental, restarting on a new round."""

import ast
import importlib
import inspect
import random
from dataclasses import replace
from pathlib import Path

import pytest

from loveletter_teach import Round
from loveletter_teach.errors import LoveLetterError
from loveletter_teach.probability import (COUNTING, DEDUCTION, EXACT, FALLBACK, IMPOSSIBLE, LOST, MODEL,
                                          MONTE_CARLO, BeliefTracker, PlayModel, beliefs, card_counting,
                                          deduction, level_of, monte_carlo)
from loveletter_teach.probability.beliefs import EXACT_WORLDS, MAX_WORLDS
from scenarios import GUARD, KING, PRINCESS, PRIEST, BARON, act, build


def positions(edition="2019", n=4, seed=2, seat=0):
    """The seat's observations after each action of a seeded random round."""
    r = Round.deal(edition, n, seed=seed)
    rng = random.Random(seed)
    seen = [r.observation(seat)]
    while not r.over:
        actions = r.legal_actions()
        r.play(actions[rng.randrange(len(actions))])
        seen.append(r.observation(seat))
    return seen


def test_a_second_update_applies_only_the_new_event():
    observations = [o for o in positions() if o.alive[0]]
    tracker = BeliefTracker(0)
    tracker.update(observations[0])
    assert tracker.processed == tracker.applied == len(observations[0].events)
    for before, after in zip(observations, observations[1:]):
        applied = tracker.applied
        result = tracker.update(after)
        assert tracker.applied - applied == len(after.events) - len(before.events)
        assert tracker.processed == len(after.events)
        assert result.players == deduction(after).players  # the same answer as from the deal
    late = observations[-1]  # the seat's view after k events, then after k + 1
    tracker = BeliefTracker(0)
    tracker.update(replace(late, events=late.events[:10]))
    applied = tracker.applied
    tracker.update(replace(late, events=late.events[:11]))
    assert tracker.applied - applied == 1 and tracker.processed == 11


def test_the_same_observation_twice_applies_nothing():
    obs = positions()[5]
    tracker = BeliefTracker()
    first = tracker.update(obs)
    applied = tracker.applied
    assert tracker.update(obs) == first and tracker.applied == applied and tracker.seat == 0


def test_a_new_round_restarts_the_tracker():
    tracker = BeliefTracker(0)
    late = positions(seed=2)[-1]
    tracker.update(late)
    fresh = positions(seed=3)[0]  # another deal: its events do not continue the first round's
    assert not tracker.follows(fresh)
    applied = tracker.applied
    result = tracker.update(fresh)
    assert tracker.processed == len(fresh.events) and tracker.applied - applied == len(fresh.events)
    assert result.players == deduction(fresh).players
    earlier = positions(seed=2)[3]  # a step back in the first round restarts too
    tracker.update(late)
    assert not tracker.follows(earlier)
    assert tracker.update(earlier).players == deduction(earlier).players


def test_two_trackers_for_two_seats_share_nothing():
    r = Round.deal("classique", 3, seed=4)
    rng = random.Random(4)
    trackers = [BeliefTracker(seat) for seat in range(3)]
    for _ in range(4):
        actions = r.legal_actions()
        r.play(actions[rng.randrange(len(actions))])
    answers = [t.update(r.observation(s)) for s, t in enumerate(trackers)]
    for seat, (tracker, answer) in enumerate(zip(trackers, answers)):
        assert tracker.processed == len(r.observation(seat).events)
        assert answer.seat == seat and answer.players == deduction(r.observation(seat)).players
    assert trackers[0]._exact is not trackers[1]._exact
    assert trackers[0]._exact.weights is not trackers[1]._exact.weights
    with pytest.raises(LoveLetterError, match="un suivi par siège"):
        trackers[0].update(r.observation(1))


def test_no_mutable_cache_is_left_in_the_probability_package():
    package = Path(importlib.import_module("loveletter_teach.probability").__file__).parent
    for path in package.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:  # module-level assignments only
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, (ast.Dict, ast.Call)):
                value = node.value
                if isinstance(value, ast.Call):
                    name = getattr(value.func, "id", getattr(value.func, "attr", ""))
                    assert name not in ("dict", "OrderedDict", "defaultdict", "Counter", "list", "set"), path
                else:
                    targets = [getattr(t, "id", "") for t in getattr(node, "targets", [node.target])]
                    assert all(t.isupper() or t.startswith("_LEVEL") for t in targets), (path, targets)
    beliefs_module = importlib.import_module("loveletter_teach.probability.beliefs")
    assert not hasattr(beliefs_module, "_CACHE")


@pytest.mark.parametrize("typed, level", [("deduction", DEDUCTION), ("Déduction", DEDUCTION),
                                          ("modele", MODEL), (" MODÈLE ", MODEL), ("Comptage", COUNTING),
                                          ("COMPTAGE", COUNTING)])
def test_levels_are_matched_forgivingly(typed, level):
    obs = positions()[4]
    assert level_of(typed) == level
    result = beliefs(obs, typed)
    assert result.level == level and result.players == beliefs(obs, level).players
    if level != COUNTING:
        assert monte_carlo(obs, typed, samples=50).level == level
        assert BeliefTracker(0, level=typed).level == level


def test_an_unknown_level_still_raises_the_french_error():
    obs = positions()[0]
    for bad in ("magie", "", None, 3):
        with pytest.raises(LoveLetterError, match="Niveau inconnu"):
            beliefs(obs, bad)
    with pytest.raises(LoveLetterError, match="Niveau inconnu"):
        monte_carlo(obs, "magie")


def test_status_of_an_exact_answer_and_of_counting():
    obs = positions()[6]
    assert deduction(obs).status == EXACT and deduction(obs).exact
    assert card_counting(obs).status == EXACT
    assert monte_carlo(obs, samples=100).status == MONTE_CARLO
    assert monte_carlo(obs, COUNTING, samples=100).status == MONTE_CARLO


def test_status_of_a_monte_carlo_fallback():
    obs = positions(seed=2)[12]
    tracker = BeliefTracker(0, max_worlds=10, samples=200)
    result = tracker.update(obs)
    assert result.status == FALLBACK and not result.exact and "Trop de mondes" in result.note
    assert tracker.failed_at is not None
    assert deduction(obs, max_worlds=10, samples=200) == result  # the same estimate, from the deal


# Positions of model-played rounds (2019, 6 players: benchmarks/deduction_latency.py --play modèle, seed
# 0) where the exact filter goes over MAX_WORLDS at some event, as (the deal's seed, each move as its
# index in legal_actions(), the seat to act then, how many of its updates went over MAX_WORLDS). About
# a second each: one in the quick pass, the others marked slow.
BEYOND_BUDGET = [(1260707464, (20, 15, 33, 5, 4, 1, 4, 4, 0, 0, 1, 0), 1, 2),
                 *(pytest.param(*case, marks=pytest.mark.slow) for case in [
                     (3737338009, (39, 4, 0, 33, 0, 36, 7, 0, 4, 16, 3, 0), 0, 1),
                     (4165699047, (36, 15, 45, 5, 47, 8, 12, 3, 0, 0), 4, 1),
                     (2702257362, (46, 0, 1, 11, 0, 23, 48, 20, 6, 2, 17, 0, 2, 2), 0, 1)])]


@pytest.mark.parametrize("deal, moves, seat, beyond", BEYOND_BUDGET)
def test_an_update_beyond_the_budget_is_exact_with_the_fractions_of_a_huge_budget(deal, moves, seat, beyond):
    """Beyond MAX_WORLDS, the default tracker's update goes on exactly (up to EXACT_WORLDS): the same
    beliefs as a tracker of budget 2,000,000, step by step; its searches keep MAX_WORLDS."""
    r = Round.deal("2019", 6, seed=deal)
    tracker, huge = BeliefTracker(seat), BeliefTracker(seat, max_worlds=2_000_000)
    went_over = 0
    for move in (*moves, None):
        if r.current == seat:
            obs = r.observation(seat)
            result = tracker.update(obs)
            assert result.status == EXACT and result == huge.update(obs)
            went_over += tracker.failed_at is not None
        if move is not None:
            r.play(r.legal_actions()[move])
    assert went_over == beyond  # the plain filter went over its budget: a Monte Carlo estimate before
    assert EXACT_WORLDS > MAX_WORLDS and tracker.exact_worlds == EXACT_WORLDS
    behind = tracker.filters(obs)  # the filter behind the answer (the coach's lesson reads it): the exact one
    assert len(behind) == 1 and not behind[0].approximate and behind[0].count == result.worlds
    assert tracker.worlds(obs).approximate  # the searches' filter: pruned beyond MAX_WORLDS, as before
    old = BeliefTracker(seat, exact_worlds=MAX_WORLDS).update(obs)  # no second budget: the estimate
    assert old.status == FALLBACK and "plus de 20000" in old.note


def test_an_explicit_budget_keeps_its_meaning():
    """A budget given (a bot's, a test's) is not raised: Monte Carlo beyond it, as before."""
    assert BeliefTracker(0, max_worlds=30_000).exact_worlds == 30_000
    assert BeliefTracker(0, max_worlds=10, exact_worlds=50).exact_worlds == 50
    assert BeliefTracker(0).exact_worlds == EXACT_WORLDS


def test_status_of_an_impossible_case():
    r = build("classique", 3, hands=[GUARD, PRINCESS, PRIEST], draws=[BARON, GUARD])
    act(r, GUARD, 2, KING)
    act(r, PRINCESS)  # Bob throws the Princess away with a Garde in hand: the model never does that
    result = deduction(r.observation(0))
    assert result.status == IMPOSSIBLE and result.impossible
    assert beliefs(r.observation(0), "modele", model=PlayModel(avoid_princess=False)).status == EXACT


def test_status_of_a_monte_carlo_that_lost_every_world(monkeypatch):
    module = importlib.import_module("loveletter_teach.probability.tracker")

    def empty(start, size, rng):
        worlds = start.copy()
        worlds.weights = {}
        return worlds
    monkeypatch.setattr(module, "_pruned", empty)
    result = deduction(positions(seed=2)[12], max_worlds=10)
    assert result.status == LOST and not result.exact


def test_bayes_imports_no_private_name():
    bayes = importlib.import_module("loveletter_teach.probability.bayes")
    tree = ast.parse(inspect.getsource(bayes))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert all(not alias.name.startswith("_") for alias in node.names), ast.dump(node)
    assert not [name for name in vars(bayes) if name in ("_exact_worlds", "worlds_by_card", "_prefix", "_lookup")
                if getattr(vars(bayes)[name], "__module__", "") != bayes.__name__]


def test_the_strategist_keeps_one_tracker_per_seat():
    from loveletter_teach.bots import make_bot
    strategist = make_bot("stratège", max_worlds=5_000, prune_to=300)
    r = Round.deal("classique", 2, seed=1)
    for _ in range(2):
        obs = r.observation(r.current)
        assert strategist.worlds(obs) is not None
        r.play(strategist.choose(obs))
    assert set(strategist._trackers) == {0, 1}
    assert all(isinstance(t, BeliefTracker) for t in strategist._trackers.values())
