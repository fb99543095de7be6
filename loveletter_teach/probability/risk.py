"""The chance that another player holds a card *after his next draw*, from a seat's worlds.

A Handmaid protects until the seat's next turn; what it guards against is each opponent's hand at his
own turn: his card and the card he draws then. From the seat's worlds (:mod:`.worlds`), the
probability that ``seat`` holds at least one of ``cards`` among his hand and his next draw is exact
(a Fraction for an exact filter; a float for a pruned one).

His next draw is the card of the deck at his place in the ordinary course of play (each player in
the round before him draws one card at his turn): the ``draw``-th card from the top (0: the next
player's). In a world, a card above the Chancellors' blocks is a uniform card of the pool, drawn
without replacement with the hand's UNKNOWN cards (hypergeometric); a card of a block is a uniform
card of that block (a block is returned in a random order), an UNKNOWN one of it a card of the pool.
When the deck has no ``draw``-th card, the player draws nothing before the round ends: his hand alone.
"""

from fractions import Fraction
from math import comb

from .worlds import UNKNOWN


def draw_places(obs):
    """{other player still in the round: the place of his next draw in the deck, top first}, in the
    order they play after ``obs``'s seat (the next player draws the top card: place 0)."""
    n, places = obs.n_players, {}
    for step in range(1, n):
        seat = (obs.seat + step) % n
        if obs.alive[seat]:
            places[seat] = len(places)
    return places


def held_after_draw(worlds, seat, cards, draw, burned_present=True):
    """P(``seat`` holds one of ``cards`` (Cards of the filter's edition) among his hand and the
    ``draw``-th card of the deck, top first): a Fraction when the weights are integers, else a float.
    ``burned_present``: the burned card is still set aside (it is then the first card of each world's
    pool region, above the deck). None when no world is left."""
    wanted = {worlds.index[c] for c in cards}
    above = worlds.free - (1 if burned_present else 0)  # the deck's cards above the blocks
    groups = {}
    for (hands, bottom, pool), weight in worlds.weights.items():
        key = hands[seat], pool, _block_at(bottom, draw - above) if draw >= above else None
        groups[key] = groups.get(key, 0) + weight
    total = sum(groups.values())
    if not total:
        return None
    exact = all(isinstance(w, int) for w in groups.values())
    missed = Fraction(0) if exact else 0.0
    for (hand, pool, block), weight in groups.items():
        none = _none_of(hand, pool, wanted, draw, above, block)
        missed += weight * none if exact else weight * float(none)
    return 1 - missed / total


def _block_at(bottom, place):
    """The block of ``bottom`` (blocks top first) that holds the deck's card at ``place`` below the
    pool region, or () when the deck is shorter."""
    for block in bottom:
        if place < len(block):
            return block
        place -= len(block)
    return ()


def _none_of(hand, pool, wanted, draw, above, block):
    """P(none of ``wanted`` in ``hand`` and the ``draw``-th card) in one world (a Fraction)."""
    if any(k in wanted for k in hand if k != UNKNOWN):
        return Fraction(0)
    unknown = hand.count(UNKNOWN)
    size = sum(pool)
    bad = sum(pool[k] for k in wanted)

    def clean(slots):  # ``slots`` distinct uniform cards of the pool, none of them wanted
        return Fraction(comb(size - bad, slots), comb(size, slots)) if slots else Fraction(1)
    if draw < above:
        return clean(unknown + 1)
    if not block:  # no card left to draw before the round ends
        return clean(unknown)
    return sum((clean(unknown + 1) if k == UNKNOWN else (Fraction(0) if k in wanted else clean(unknown))
                for k in block), Fraction(0)) / len(block)
