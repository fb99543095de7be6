"""The one loop that lets agents play: observations only, stops at a human seat or the round's end."""

import random

import pytest

from loveletter_teach import Game, Observation, Round
from loveletter_teach.agents import by_seat, play_until, seat_seed
from loveletter_teach.bots import make_bot
from loveletter_teach.exercises import bot_round


class Recorder:
    """Any legal action, seeded; remembers what it was given."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.seen = []

    def choose(self, obs):
        self.seen.append(obs)
        return self.rng.choice(obs.legal_actions)


def test_agents_receive_their_own_observation_and_the_round_ends():
    r = Round.deal("2019", 4, 3)
    agents = [Recorder(s) for s in range(4)]
    moves = play_until(r, agents)
    assert r.over and moves == len(r.actions)
    for seat, agent in enumerate(agents):
        assert agent.seen and all(isinstance(o, Observation) and o.seat == seat and o.my_turn for o in agent.seen)
        assert all(h is None for o in agent.seen for s, h in enumerate(o.hands) if s != seat)


def test_the_loop_stops_when_a_human_seat_must_act():
    r = Round.deal("classique", 3, 8, first_player=0)
    assert play_until(r, {1: Recorder(1), 2: Recorder(2)}) == 0  # seat 0, a human, starts
    r.play(r.legal_actions()[0])
    play_until(r, [None, Recorder(1), Recorder(2)])
    assert r.over or r.current == 0


def test_stop_max_moves_and_on_move():
    r = Round.deal("classique", 2, 4)
    seen = []
    assert play_until(r, [Recorder(0), Recorder(1)], max_moves=3, on_move=lambda *m: seen.append(m)) == 3
    assert [a for _, _, a in seen] == list(r.actions) and all(o.seat == s for s, o, _ in seen)
    assert play_until(r, [Recorder(0), Recorder(1)], stop=lambda obs: obs.turn >= 5) >= 0
    assert r.over or r.turn == 5


def test_a_game_gives_observations_with_tokens():
    game = Game("classique", 2, seed=3)
    agents = {0: Recorder(0), 1: Recorder(1)}
    play_until(game, agents)
    assert game.round.over and all(o.tokens == (0, 0) for a in agents.values() for o in a.seen)


def test_seat_seeds_and_seat_lists():
    assert [seat_seed(7, s) for s in range(3)] == [70, 71, 72] and seat_seed(None, 2) is None
    assert by_seat({0: "a"}, 2) == ["a", None] and by_seat(("a", "b"), 2) == ["a", "b"]


@pytest.mark.parametrize("seed", [0, 7, 12])
def test_bot_round_seeds_its_bots_by_seat(seed):
    r = Round.deal("classique", 3, seed, first_player=seed % 3)
    bots = [make_bot("prudent", seed=seed * 10 + s) for s in range(3)]
    while not r.over:
        r.play(bots[r.current].choose(r.observation(r.current)))
    assert bot_round("classique", 3, seed).snapshot() == r.snapshot()
