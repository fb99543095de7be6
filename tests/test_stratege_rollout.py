"""Playouts in the seated replay's rounds, played by the real bots (``Stratege(rollouts=True)``).

A playout starts from a replayed round the searcher cannot tell from the real one; each simulated
decision is the real bot's, from its seat's own observation: the opponent never reads a card of the
searcher it did not learn; the same seed gives the same move."""

import pytest

from loveletter_teach.bots import Deducteur, make_bot
from loveletter_teach.bots.rollout import Rollout, replayed_rounds
from loveletter_teach.bots.seated import Seated, _blocks

from test_search_information import positions
from test_stratege_seated import EDITIONS, SMALL, games, unseen_swaps

ROLLOUTS = dict(SMALL, rollouts=True)


def visible(obs):
    """What a seat's observation shows it of the round (its log, hand and every public field)."""
    return (obs.events, obs.hand, obs.legal_actions, obs.deck_size, obs.discards, obs.alive, obs.protected,
            obs.phase, obs.burned_taken_by)


def hidden(r):
    """The cards seat 0 does not hold, in the deck, set aside or in another hand."""
    return sorted(map(str, r.deck + [r.burned] * (r.burned is not None) + [c for h in r.hands[1:] for c in h]))


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_replayed_round_looks_to_the_searcher_like_the_real_one(edition, n):
    checked = chancellors = 0
    for r, obs, _ in games(edition, 10, seed=8, n=n, searcher="stratège" if n == 2 else "déducteur"):
        rounds = replayed_rounds(Seated(Deducteur()), obs, 5, seed=1)
        if rounds is None:
            continue
        for x in rounds:
            assert visible(x.observation(0)) == visible(obs)
            assert [b for b in _blocks(x) if b[0] == 0] == [b for b in _blocks(r) if b[0] == 0]  # the searcher's own
            assert [len(b) for _, b in _blocks(x)] == [len(b) for _, b in _blocks(r)]
            chancellors += bool(_blocks(x))
            assert hidden(x) == hidden(r)
        checked += 1
    assert checked > 10
    assert chancellors > 5 or edition == "classique"


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_rollout_opponent_does_not_see_the_searchers_card(edition):
    """Two rounds that differ only by the searcher's card (swapped with a deck card) give the
    opponent the same move, unless it learnt that card (a Priest, a Baron tie, a King)."""
    same = 0
    for r, other, _ in unseen_swaps(edition):
        assert len({Rollout([Deducteur(0), Deducteur(0)]).choose(x) for x in (r, other)}) == 1
        same += 1
    assert same > 100


def test_a_rollout_plays_the_round_out_with_each_seats_own_bot():
    class Counting(Deducteur):
        def __init__(self):
            super().__init__()
            self.seats = set()

        def choose(self, obs):
            self.seats.add(obs.seat)
            return super().choose(obs)
    for r in positions("2019", 10, seed=2):
        bots = [Counting(), Counting()]
        share = Rollout(bots).run(r.copy(), 0)
        assert share in (0.0, 0.5, 1.0)
        assert all(b.seats <= {s} for s, b in enumerate(bots))


@pytest.mark.parametrize("edition, n", [*((e, 2) for e in EDITIONS), ("classique", 3)])
def test_same_seed_same_move_with_rollouts(edition, n):
    used = 0
    for r, obs, _ in games(edition, 2, seed=3, n=n):
        bots = [make_bot("stratège", seed=9, **ROLLOUTS) for _ in range(2)]
        assert len({b.choose(obs) for b in bots}) == 1
        used += bots[0]._replayed(obs, bots[0].worlds(obs), 2, 0) is not None
    assert used > 0


def test_rollouts_need_an_opponent():
    assert not make_bot("stratège", rollouts=True).rollouts
    assert not make_bot("stratège", opponent="déducteur").rollouts
    assert make_bot("stratège", **ROLLOUTS).rollouts


def test_the_rollout_decisions_are_the_bots_own():
    """Every move a rollout makes is the one its seat's bot chooses at that observation."""
    for r in positions("classique", 10, seed=4):
        rollout = Rollout([Deducteur(1), Deducteur(2)])
        x = r.copy()
        while not x.over:
            move = rollout.choose(x)
            legal = x.legal_actions()
            if len(legal) > 1:
                assert move == Deducteur(x.current + 1).choose(x.observation(x.current))
            x.play(move)
