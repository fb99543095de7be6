"""The one loop that lets agents play: simulations, exercises and the play table all use it.

An agent is any object with ``choose(observation)``: it receives its own seat's observation,
never the state. Seats without an agent (None) are humans: the loop stops when one must act.

>>> from loveletter_teach import Round
>>> from loveletter_teach.bots import make_bot
>>> r = Round.deal("classique", 2, 5)
>>> play_until(r, [None, make_bot("prudent", seed=seat_seed(5, 1))]) >= 0  # Alice (seat 0) is human
True
>>> r.over or r.current == 0
True
"""

from .game import Game


def seat_seed(seed, seat):
    """The seed of the bot at ``seat`` of a table (or a bot round) seeded by ``seed``; None: unseeded.

    >>> seat_seed(4, 0), seat_seed(4, 1), seat_seed(None, 1)
    (40, 41, None)
    """
    return None if seed is None else seed * 10 + seat


def by_seat(agents, n):
    """``agents`` (a dict {seat: agent}, a sequence with one entry per seat, or None) as a list of
    ``n`` entries, None where a seat has no agent.

    >>> by_seat({1: "bot"}, 3), by_seat(["a"], 2), by_seat(None, 2)
    ([None, 'bot', None], ['a', None], [None, None])
    """
    if agents is None:
        return [None] * n
    if isinstance(agents, dict):
        return [agents.get(s) for s in range(n)]
    agents = list(agents)
    return [agents[s] if s < len(agents) else None for s in range(n)]


def play_until(table, agents, stop=None, on_move=None, max_moves=None):
    """Let the agents play ``table`` (a Round, or a Game: its current round, and observations that
    carry the tokens) until the round is over or a seat without an agent must act.

    ``agents``: a dict {seat: agent} or a sequence, None for a human seat. Each agent receives
    ``table.observation(seat)`` and its choice is played. ``stop(observation)``: asked before each
    move with the observation the agent is about to receive; True stops the loop there.
    ``on_move(seat, observation, action)``: called with each choice, before it is played.
    ``max_moves``: stop after that many moves. Returns the number of moves played.
    """
    agents = by_seat(agents, table.n)
    moves = 0
    while max_moves is None or moves < max_moves:
        current = table.round if isinstance(table, Game) else table
        if current.over:
            break
        seat = current.current
        agent = agents[seat]
        if agent is None:
            break
        obs = table.observation(seat)
        if stop is not None and stop(obs):
            break
        action = agent.choose(obs)
        if on_move is not None:
            on_move(seat, obs, action)
        table.play(action)
        moves += 1
    return moves


__all__ = ["play_until", "seat_seed", "by_seat"]
