"""Concrete deals drawn from what one seat saw: the honest Monte Carlo of ``déduction``.

A :class:`Deal` fills in every place the seat cannot see *now*: the other players' hands, the
burned card and the whole deck in order. The Monte Carlo estimate of P(Bob holds c) is the share of
sampled deals where Bob holds c, so a learner can print a few deals and count.

How a deal is drawn from the exact posterior (the law ``deduction`` computes):

1. a world of the exact filter, in proportion to its weight (exact integer draws);
2. its UNKNOWN cards, burned card and deck above the Chancellors' blocks: a uniform shuffle of the
   world's pool, and each block in a uniform order. That is what a world means (``worlds.py``: the
   unresolved cards are exchangeable), so the deal follows the exact posterior, and the draws are
   independent: the binomial error sqrt(p(1 − p)/n) is the real spread.

When the exact filter is over its budget at some event, step 1 draws from the exact filter just
before that event, and each drawn world then goes through the remaining events alone (importance
sampling). Its exact future (:func:`future`: the filter of that one world, computed once per world
drawn) gives the sample's weight, the exact probability of those events from that world, and its
last world is drawn from that future. If even one world's future is over the budget, the sample
goes event by event (:func:`follow`: at each event one of the few worlds it allows is drawn, and
the weight is multiplied by their total probability). The estimate is then a weighted share, with
the delta-method error of a ratio estimator; :func:`effective_size` (Kish's (Σw)²/Σw²) says how
many equal draws it is worth, and the note shows it: when it is small (a few dozen), the error is
itself uncertain and tends to be too small (``benchmarks/README.md``).

The old estimate (drawn worlds, each counted by its exact hypergeometric share) had a smaller
spread than the binomial error it printed: see ``benchmarks/README.md``.
"""

import math
from bisect import bisect_right
from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate

from .. import fr
from ..html import esc, french_output
from ..rounds import Round
from .worlds import UNKNOWN, TooManyWorlds

M = fr.MONTE_CARLO


@dataclass(frozen=True)
class Deal:
    """One possible deal, as it lies now: ``hands`` (a tuple of Cards per seat, the seat's own
    included; () for a player out of the round), the ``burned`` card (None once a Prince gave it to
    someone), the ``deck`` top first, and the sample's importance ``weight`` (1 for an exact draw)."""

    seat: int
    names: tuple
    hands: tuple
    burned: object
    deck: tuple
    weight: float = 1.0

    def holds(self, seat, card):
        return card in self.hands[seat]

    def round(self, obs):
        """The complete round this deal makes of ``obs`` (:meth:`Round.determinized`)."""
        return Round.determinized(obs, [list(h) for h in self.hands], self.burned, list(self.deck))

    def lines(self):
        """« Bob : Prêtre », …, the burned card and the deck, in French."""
        lines = [M["hand"].format(player=self.names[s], cards=_cards(hand))
                 for s, hand in enumerate(self.hands) if s != self.seat and hand]
        if self.burned is not None:
            lines.append(M["burned"].format(card=self.burned.name))
        lines.append(M["deck"].format(cards=_cards(self.deck)) if self.deck else M["empty_deck"])
        return lines

    def __str__(self):
        return " ; ".join(self.lines())

    @french_output
    def _repr_html_(self):
        items = "".join(f"<li>{esc(line)}</li>" for line in self.lines())
        return f"<ul class='ll-deal'>{items}</ul>"


def _cards(cards):
    return ", ".join(c.name for c in cards)


# --- drawing ----------------------------------------------------------------------------------
def draw_worlds(weights, count, rng):
    """``count`` independent draws of worlds in proportion to ``weights`` (ints or Fractions),
    exact: integer weights and ``rng.randrange`` (the same seed gives the same draws everywhere)."""
    draw = chooser(weights)
    return [draw(rng) for _ in range(count)]


def chooser(weights):
    """A function ``rng`` -> one world drawn in proportion to ``weights`` (see :func:`draw_worlds`)."""
    worlds = list(weights)
    cumulative = list(accumulate(_integers([weights[w] for w in worlds])))
    total = cumulative[-1]
    return lambda rng: worlds[bisect_right(cumulative, rng.randrange(total))]


def _integers(weights):
    """The same proportions as whole numbers (Fractions brought to a common denominator)."""
    denominator = math.lcm(*(Fraction(w).denominator for w in weights))
    return [int(w * denominator) for w in weights]


def pieces(start, events, budget, limit):
    """The exact filter after the events ``start`` has not applied, in pieces that each stay within
    ``budget`` worlds at every step: ``start``'s worlds are split in halves until each part goes
    through (so that a filter too big at one event is still computed exactly, a part at a time).
    A list of (filter, mass), masses on one common scale; None when a single world is over the
    budget or when the pieces hold more than ``limit`` worlds in all (then the deals are weighted)."""
    done, kept, todo = [], 0, [list(start.weights.items())]
    while todo:
        part = todo.pop()
        worlds = start.holding(part)
        try:
            worlds.apply(events)
        except TooManyWorlds:
            if len(part) == 1:
                return None
            middle = len(part) // 2
            todo += [part[middle:], part[:middle]]  # the first half next: the same order every time
            continue
        kept += len(worlds.weights)
        if kept > limit:
            return None
        if worlds.weights:
            done.append((worlds, Fraction(sum(worlds.weights.values())) / worlds.scale))
    return done


def future(start, world, events, budget):
    """``world`` alone through the events the filter ``start`` has not applied, exactly: (its
    filter, a chooser of its last worlds, the probability of those events from ``world``), or None
    beyond ``budget`` worlds (then :func:`follow` draws its way through them)."""
    worlds = start.alone(world)
    worlds.max_worlds = budget
    try:
        worlds.apply(events)
    except TooManyWorlds:
        return None
    mass = Fraction(sum(worlds.weights.values())) / worlds.scale
    return worlds, chooser(worlds.weights) if mass else None, mass


def follow(start, world, events, rng):
    """One sample through the events the filter ``start`` has not applied: (its filter, its last
    world, its weight), or (None, None, 0) when an event rules it out. See the module's docstring
    (sequential importance sampling); ``start`` is not changed. ``start`` has no random pruning
    (``rng`` stays None), so the sample's own ``rng`` makes every choice."""
    worlds = start.alone(world)
    worlds.max_worlds = math.inf  # one world has few children: the budget is the exact filter's
    weight = Fraction(1)
    for end in range(start.processed + 1, len(events) + 1):
        worlds.apply(events[:end])
        children = worlds.weights
        if not children:
            return None, None, 0
        weight *= Fraction(sum(children.values())) / worlds.scale
        world = next(iter(children)) if len(children) == 1 else draw_worlds(children, 1, rng)[0]
        worlds.weights, worlds.scale = {world: 1}, 1
    return worlds, world, weight


def complete(worlds, world, obs, rng, weight=1.0):
    """A :class:`Deal`: ``world``'s unresolved cards dealt from its pool by a uniform shuffle, each
    Chancellor block in a uniform order (``worlds``: the filter ``world`` comes from, after
    ``obs``'s events)."""
    cards = worlds.cards
    pool = [k for k, count in enumerate(world.pool) for _ in range(count)]
    rng.shuffle(pool)
    unknown = sum(hand.count(UNKNOWN) for hand in world.hands) + sum(b.count(UNKNOWN) for b in world.bottom)
    if len(pool) != unknown + worlds.free:  # the filter's bookkeeping, checked where it is used
        raise AssertionError(f"pool of {len(pool)} cards for {unknown} unknown and {worlds.free} free places")
    dealt = iter(pool)
    hands = tuple(tuple(obs.hand) if s == obs.seat else tuple(cards[next(dealt) if k == UNKNOWN else k]
                                                                for k in hand)
                  for s, hand in enumerate(world.hands))
    blocks = []
    for block in world.bottom:
        filled = [next(dealt) if k == UNKNOWN else k for k in block]
        rng.shuffle(filled)  # a Chancellor returns its cards in a random order
        blocks.extend(filled)
    rest = list(dealt)  # the burned card, then the deck above the blocks
    burned = cards[rest.pop(0)] if obs.burned_taken_by is None else None
    deck = tuple(cards[k] for k in rest + blocks)
    return Deal(obs.seat, obs.names, hands, burned, deck, weight)


# --- estimating -------------------------------------------------------------------------------
def shares(deals, held, order):
    """{card: weighted share of the deals where ``held(deal)`` contains it} and {card: its standard
    error}, cards in the edition's ``order``: sqrt(p(1 − p)/n) for equal weights, the ratio
    estimator's sqrt(Σ w²(1[hit] − p)²) / Σw otherwise (one pass: the sums of w and w² of the hits)."""
    total = squares = 0
    hit_sum, hit_squares = {}, {}
    for deal in deals:
        w = deal.weight
        total += w
        squares += w * w
        for card in set(held(deal)):
            hit_sum[card] = hit_sum.get(card, 0) + w
            hit_squares[card] = hit_squares.get(card, 0) + w * w
    estimate, error = {}, {}
    for card in order:
        if card in hit_sum:
            p = hit_sum[card] / total
            spread = (1 - p) ** 2 * hit_squares[card] + p * p * (squares - hit_squares[card])
            estimate[card], error[card] = p, math.sqrt(max(spread, 0.0)) / total
    return estimate, error


def effective_size(deals):
    """How many equal draws the weighted deals are worth (Kish): (Σw)² / Σw²."""
    weights = [d.weight for d in deals]
    return sum(weights) ** 2 / sum(w * w for w in weights)
