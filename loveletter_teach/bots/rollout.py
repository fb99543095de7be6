"""Playouts in the rounds the seated replay rebuilt, played by the real bots.

The usual playouts (:mod:`.playout`) start from a world summary and let cheap simulated players
finish the round. Here a playout starts from a complete round of :meth:`.seated.Seated.states`
(a history consistent with everything the searcher saw and with the seated bot's choices), its
cards not drawn yet shuffled again; then every decision is taken by a real bot from that seat's
own engine observation (``Round.observation``): the bot the table seats for the opponent, the
guide for the searcher. Nobody reads a card its seat may not know, and the opponent answers as
the real one would: a rollout of the guide's policy against a faithful model of the opponent.

Both bots are deterministic for an observation (ties broken by a stream seeded from it), so the
moves are kept per observation: playouts that reach the same position share the work. A bot whose
moves are draws (``prudent``, ``hasard``: a card, a target at random) would then draw once per
observation for all the playouts: at its ``redrawn`` seats, its seed is the playout's and its moves
are not kept, so each playout draws them again.
"""

import random

from .seated import blocked


def sampled(states, k, rng):
    """``k`` rounds drawn from ``states`` (:meth:`.seated.Seated.states`) by weight, the cards nobody
    has drawn yet (the deck above the Chancellors' blocks and the burned card, exchangeable) shuffled
    in each."""
    population = [r for r, w in states.values() if w]
    weights = [float(w) for r, w in states.values() if w]
    return [_reshuffled(r, rng) for r in rng.choices(population, weights=weights, k=k)]


def _reshuffled(r, rng):
    """``r`` with the cards above the Chancellors' blocks and the burned card shuffled (the blocks stay
    under the deck, each in the order the replay gave it)."""
    top = len(r.deck) - blocked(r)
    hidden = r.deck[:top] + ([r.burned] if r.burned is not None else [])
    rng.shuffle(hidden)
    if r.burned is None:
        return r.replace(deck=hidden + r.deck[top:])
    return r.replace(burned=hidden[0], deck=hidden[1:] + r.deck[top:])


class Rollout:
    """Plays rounds to their end with ``bots`` (one per seat), each from its seat's observation."""

    def __init__(self, bots, redrawn=()):
        self.bots, self.redrawn = bots, frozenset(redrawn)
        self._moves = {}  # (seat, its events, phase) -> the bot's move

    def choose(self, r):
        """The move of the seat to play in ``r``, from that seat's observation only."""
        legal = r.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = r.current
        obs = r.observation(seat)
        if seat in self.redrawn:
            return self.bots[seat].choose(obs)
        key = seat, obs.events, obs.phase
        move = self._moves.get(key)
        if move is None:
            move = self._moves[key] = self.bots[seat].choose(obs)
        return move

    def run(self, r, seat, seed=None):
        """Play ``r`` out; ``seat``'s share of the round won (1/k for a shared win). ``seed``: the
        seed of the bots at the ``redrawn`` seats for this playout."""
        for s in self.redrawn:
            self.bots[s].seed = seed
        while not r.over:
            r.play(self.choose(r))
        winners = r.result.winners
        return 1.0 / len(winners) if seat in winners else 0.0


def replayed_rounds(seated, obs, k, seed):
    """``k`` replayed rounds of ``obs`` (see :func:`sampled`), or None when the round cannot be
    replayed or no history explains it."""
    if seated.worlds(obs) is None:
        return None
    return sampled(seated.states(obs), k, random.Random(seed))
