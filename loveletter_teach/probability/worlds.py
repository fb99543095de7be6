"""The hidden worlds a seat cannot tell apart, and how likely each one is.

A *world* fills in everything the seat does not see: the other players' hands, the pool of
exchangeable unseen cards (the burned card and the top of the deck: a uniform shuffle makes
them interchangeable) and, under them, the blocks of cards that Chancellors put back under the
deck (a block is exchangeable inside: the model returns cards in a random order).

The seat's events are applied one by one. A card the seat does not see stays UNKNOWN: it is
exchangeable with the pool (``pool`` counts every unresolved card, UNKNOWN ones included) until
something depends on it. Then a world splits into one world per card it could be; a play multiplies
a world's weight by the play model's likelihood; what the seat sees removes the worlds that
contradict it. Identical worlds merge. Three things keep the filter small: another player's draw
stays UNKNOWN; after a play, the kept card stays UNKNOWN for the part of the likelihood that every
card shares (only the cards the model favours, such as a kept Princess, are split off); the cards a
Chancellor returns stay UNKNOWN inside their block.

Weights are integers scaled by common factors (the pool size, the factor 2 of the play model),
normalised only at the end into Fractions. Pool sizes may differ between worlds (a card resolved in
one world is still UNKNOWN in another): such a step brings every world to the least common multiple
of their factors.

When the worlds would be too many, ``prune_to`` keeps a weighted random sample of them instead
(systematic resampling; duplicates merge): the filter becomes a Monte Carlo estimate whose cost
stays bounded, and ``approximate`` says so.
"""

import random
import time
from collections import Counter
from itertools import repeat
from math import comb, lcm
from operator import itemgetter
from typing import NamedTuple

from ..events import Drew, Eliminated, Played, dispatch
from .playmodel import DEFAULT, PlayModel


UNKNOWN = -1  # a card in a hand or a block, not drawn from the pool yet


class World(NamedTuple):
    """One way the hidden cards can lie, as card indices of the edition.

    ``hands``: a sorted tuple per seat (UNKNOWN for a card not drawn from the pool yet; the seat's
    own hand stays empty); ``bottom``: the blocks Chancellors put under the deck, in the order
    returned; ``pool``: how many copies of each card are exchangeable (burned card, top of deck)."""

    hands: tuple
    bottom: tuple
    pool: tuple


_new = tuple.__new__  # _new(World, (hands, bottom, pool)): without the NamedTuple's Python-level __new__
_first = itemgetter(0)
_COMMON = (1, None)  # a world's (factor, entry) when its factor is the common one


class TooManyWorlds(Exception):
    """The exact filter went over its budget of worlds (callers fall back to Monte Carlo).
    ``at``: the index of the event that was too much; ``before``: the filter as it was before
    the event it was applying (at ``at``, or at the draw before it when both were applied in
    one step)."""

    at = before = None


class Impossible(Exception):
    """No world explains what the seat saw under the play model."""


@dispatch()
class Worlds:
    """Exact distribution over worlds. ``weights`` maps a world to an (unnormalised) weight."""

    def __init__(self, edition, seat, n_players, face_up, model=DEFAULT, max_worlds=200_000,
                 prune_to=None, rng=None):
        self.edition, self.seat, self.n, self.model = edition, seat, n_players, model
        self.prune_to, self.rng, self.approximate = prune_to, rng, False
        self.cards = edition.cards
        self.index = {c: i for i, c in enumerate(edition.cards)}
        self.max_worlds = max_worlds
        pool = [c.count for c in edition.cards]
        for card in face_up:
            pool[self.index[card]] -= 1
        self.weights = {World(((),) * n_players, (), tuple(pool)): 1}
        self.free = sum(pool)  # the burned card and the deck above the blocks (public)
        self.processed = 0  # how many of the seat's events were applied
        self.scale = 1  # the product of the common denominators dropped so far (weights / scale = P)
        self.deadline = None  # a time.perf_counter() value beyond which the filter gives up
        self._play_weights = {}

    def copy(self):
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.weights = dict(self._merged_state())
        if self.rng is not None:  # a copy goes on with the same random draws, independently
            other.rng = random.Random()
            other.rng.setstate(self.rng.getstate())
        return other

    def holding(self, weights):
        """A copy of this filter holding only ``weights`` (some of its worlds), its scale reset to 1
        (cheaper than :meth:`copy` for a large filter: its other worlds are not copied)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.weights, other.scale, other.deadline = dict(weights), 1, None
        return other

    def alone(self, world):
        """A copy of this filter holding only ``world``, of weight 1 (see :meth:`holding`)."""
        return self.holding({world: 1})

    # --- the worlds, merged or not yet ------------------------------------------------------
    # Merging identical worlds (adding up their weights) hashes every world twice. After a play
    # (few worlds merge) or a step that changes one world into one world, an exact filter may keep
    # its worlds as a list of (world, weight) pairs, where a world may come twice, and merge them at
    # the next step that makes several children, or when they are read (``weights``). That gives
    # the same dict as merging at once: the same worlds, in the order of their first appearance,
    # with the same integer weights (a step's children, factors and denominators depend on the
    # world alone, not on its weight); the budget is checked on merged worlds whenever the list is
    # over it. A pruned filter (float weights, whose sums depend on their order) merges at once.
    # The steps make their worlds as plain tuples (a World costs five times as much to make); they
    # are the same dict keys, and become Worlds when read from outside (``weights``).
    @property
    def weights(self):
        """{World: weight}, identical worlds merged."""
        state = self._merged_state()
        if state is not self._typed:
            state = self._state = self._typed = {world if type(world) is World else _new(World, world): weight
                                                 for world, weight in state.items()}
        return state

    @weights.setter
    def weights(self, value):
        self._state = value

    _typed = None  # the state once its worlds are Worlds (see ``weights``)

    def _merged_state(self):
        """{world: weight}, identical worlds merged; worlds as tuples or Worlds."""
        state = self._state
        if type(state) is list:
            state = self._state = _merged(state)
        return state

    @property
    def count(self):
        """How many distinct worlds."""
        return len(self._merged_state())

    def _items(self):
        state = self._state
        return state if type(state) is list else state.items()

    def _worlds(self):
        state = self._state
        return map(_first, state) if type(state) is list else state

    # --- the generic step ------------------------------------------------------------------
    def _expand(self, step, denominator=1, merge=True):
        """Replace every world by the worlds ``step`` turns it into, weights multiplied; the factors
        are probabilities times ``denominator``: a number common to every world, or a function of
        the world giving (its own factor, an entry: what the step needs to know of it, computed
        once); each world is then brought to the least common multiple of those factors.
        ``step(world, weight, entry)`` gives the children as (world, weight times factor), factors
        not 0. ``merge=False``: the children may stay unmerged (see ``weights``) if the worlds were."""
        items = self._items()
        if callable(denominator):  # each world's own factor, computed once
            entries = list(map(denominator, self._worlds()))
            distinct = {f for f, _ in entries}
            denominator = lcm(*distinct)
            scaled = len(distinct) > 1  # else every world's factor is the common one: weights unchanged
        else:
            entries, scaled = repeat(_COMMON), False
        self.scale *= denominator
        self._gather((step(world, weight * (denominator // f) if scaled else weight, entry)
                      for (world, weight), (f, entry) in zip(items, entries)), merge)

    def _gather(self, children, merge=True):
        """The filter's new worlds from ``children``: for each world in turn, its children as (world,
        weight); merged, or left unmerged if ``merge`` is false (see ``weights``), within the budget."""
        limit = None if self.prune_to else self.max_worlds
        if not merge and limit and type(self._state) is dict:
            pairs = []
            extend = pairs.extend
            check = limit
            for found in children:
                extend(found)
                if len(pairs) > check:  # over the budget once merged? Then give up early
                    merged = len(_merged(pairs))
                    if merged > limit:
                        raise TooManyWorlds(merged)
                    check = len(pairs) + limit - merged  # (a pair adds at most one world)
            self._keep_pairs(pairs)
            return
        new = {}
        add, size = new.setdefault, 0  # a world seen for the first time is hashed once
        for found in children:
            for child, mass in found:
                before = add(child, mass)
                if len(new) == size:  # seen before: the weights add up
                    new[child] = before + mass
                else:
                    size += 1
            if limit and size > limit:  # give up early: the rest would be wasted work
                raise TooManyWorlds(size)
        self._keep(new)

    def _rehand(self, seat, outcomes, merge=True, drawn=(), before=(), factors=()):
        """:meth:`_expand` for the hottest steps, those that change only ``seat``'s hand and the pool,
        as a function of them alone (and of the hands of the seats ``before``, if any): the same
        children, without a Python call per world to find them. ``outcomes(hand, pool[, hands
        before])`` gives (the world's factor, its children as (new hand, new pool, factor)), or
        (factor, None): the world unchanged; it is computed once per distinct argument. ``drawn``:
        cards put in front of every hand first (an UNKNOWN card drawn just before, see
        :meth:`_play`). ``factors``: those of worlds dropped before they were made, that the common
        factor still counts (see :meth:`_resolve_shown`)."""
        memo = _Memo(outcomes)
        worlds = self._worlds()
        if len(before) == 1:
            other = before[0]
            found = [memo[w[0][seat], w[2], (w[0][other],)] for w in worlds]
        elif before:
            others = itemgetter(*before)  # (a tuple of hands, for two seats or more)
            found = [memo[w[0][seat], w[2], others(w[0])] for w in worlds]
        elif drawn:
            found = [memo[drawn + w[0][seat], w[2]] for w in worlds]
        else:
            found = [memo[w[0][seat], w[2]] for w in worlds]
        distinct = {f for f, _ in memo.values()}.union(factors)
        denominator = lcm(*distinct)
        scaled = len(distinct) > 1  # else every world's factor is the common one: weights unchanged
        self.scale *= denominator
        self._gather(self._children(seat, found, denominator if scaled else None), merge)

    def _children(self, seat, found, denominator):
        """For each world in turn, its children by :meth:`_rehand`: ``found`` gives each world's
        (factor, children); ``denominator``: the common one, if the factors differ."""
        for (world, weight), (f, children) in zip(self._items(), found):
            if denominator:
                weight *= denominator // f
            if children is None:
                yield ((world, weight),)
            else:
                hands, bottom, _ = world
                head, tail = hands[:seat], hands[seat + 1:]
                yield [((head + (new_hand,) + tail, bottom, new_pool), weight * factor)
                       for new_hand, new_pool, factor in children]

    def _map(self, change):
        """Replace every world by ``change(world)``, its weight unchanged: :meth:`_expand` for a
        step with one child of factor 1 (an exact filter's children stay unmerged)."""
        items = self._items()
        if not self.prune_to:
            self._keep_pairs([(change(world), weight) for world, weight in items])
            return
        new = {change(world): weight for world, weight in items}
        if len(new) < len(items):  # two worlds became one: their weights add up
            new = {}
            get = new.get
            for world, weight in items:
                child = change(world)
                new[child] = get(child, 0) + weight
        self._keep(new)

    def _filter(self, test):
        """Keep the worlds that pass ``test`` (:meth:`_expand` for a step that keeps or drops)."""
        if type(self._state) is list:
            self._keep(_merged([(world, weight) for world, weight in self._state if test(world)]))
        else:
            self._keep({world: weight for world, weight in self._state.items() if test(world)})

    def _keep_pairs(self, pairs):
        """An exact filter's children, left unmerged within the budget (see ``weights``)."""
        if len(pairs) > self.max_worlds:
            self._keep(_merged(pairs))
        elif self.deadline and time.perf_counter() > self.deadline:
            raise TooManyWorlds(len(pairs))
        else:
            self._state = pairs

    def _keep(self, new):
        """``new`` becomes the filter's worlds, within its budget (or pruned to ``prune_to``)."""
        if self.prune_to:
            if len(new) > self.prune_to:
                new = self._prune(new)
        elif len(new) > self.max_worlds or (self.deadline and time.perf_counter() > self.deadline):
            raise TooManyWorlds(len(new))
        self._state = new

    def _prune(self, weights):
        """Keep ``prune_to`` draws of worlds in proportion to their weights (systematic
        resampling), each draw worth total / prune_to; identical draws merge."""
        self.approximate = True
        size = self.prune_to
        total = float(sum(weights.values()))
        step = total / size
        point = self.rng.random() * step
        kept, running, drawn = {}, 0.0, 0
        for world, weight in weights.items():
            running += weight
            while point < running and drawn < size:
                kept[world] = kept.get(world, 0.0) + step
                point += step
                drawn += 1
        return kept

    @property
    def total(self):
        return sum(self._merged_state().values())

    # --- events ----------------------------------------------------------------------------
    def apply(self, events):
        """Apply the seat's events not applied yet."""
        todo = events[self.processed:]
        for i, event in enumerate(todo):
            if i and todo[i - 1] is self._drew_then:  # done with the draw before it
                self._drew_then = None
                self.processed += 1
                continue
            handler = self.HANDLERS.get(type(event))
            if handler:
                saved = self._state, self.scale, self.free  # (steps replace them, never change them)
                self._ahead = todo[i + 1] if i + 1 < len(todo) else None
                try:
                    if self._then_plays(event, todo[i + 1] if i + 1 < len(todo) else None):
                        self._drew_then = event
                        self.free -= 1
                        self._play(event.seat, self.index[todo[i + 1].card], drew=True)
                    else:
                        handler(self, event)
                except TooManyWorlds as exc:
                    exc.at = self.processed + (self._drew_then is not None)  # the event that was too much
                    self._drew_then = None
                    exc.before = self._as_before(saved)
                    raise
            self.processed += 1
        return self

    _drew_then = None  # the Drew event just applied together with the Played event after it
    _ahead = None  # the event after the one being applied

    def _as_before(self, saved):
        """A copy of this filter as it was before the event it is applying (``saved``: its worlds,
        scale and free cards then): its ``processed`` events applied, and no more."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._state, other.scale, other.free = saved
        return other

    def _then_plays(self, event, after):
        """Whether ``event`` is another seat's unseen draw from the pool followed by that seat's play:
        both are then applied in one step (the same worlds as one after the other, without the
        worlds in between, where the drawn card is UNKNOWN)."""
        return (type(event) is Drew and type(after) is Played and event.card is None and event.seat != self.seat
                and after.seat == event.seat and self.free >= 2 and bool(self._state))

    def _k(self, card):
        return None if card is None else self.index[card]

    def _on_dealt(self, e):
        self._draw(e.seat, self._k(e.card))

    _on_drew = _on_dealt

    def _on_played(self, e):
        if e.seat != self.seat:
            self._play(e.seat, self.index[e.card])

    def _on_guessed(self, e):
        if e.target != self.seat and not e.hit:
            guess = self.index[e.guess]
            self._require(e.target, lambda hand: guess not in hand)

    def _on_looked(self, e):
        if e.seat == self.seat:
            self._require_card(e.target, self.index[e.card])

    def _on_compared(self, e):
        if self.seat == e.seat:
            self._require_card(e.target, self.index[e.target_card])
        elif self.seat == e.target:
            self._require_card(e.seat, self.index[e.seat_card])
        else:
            after = self._ahead
            shown = None  # the loser's card, shown at once when it leaves the round
            if type(after) is Eliminated and after.seat == e.loser and after.card is not None:
                shown = (self.index[after.card],)
            self._require_comparison(e.seat, e.target, e.loser, shown)

    def _on_discarded(self, e):
        if e.seat != self.seat:
            self._require_card(e.seat, self.index[e.card])
            self._set_hand(e.seat, ())

    def _on_redrew(self, e):
        if e.from_burned:
            self._take_burned(e.seat, self._k(e.card))
        else:
            self._draw(e.seat, self._k(e.card))

    def _on_chancellor_drew(self, e):
        for card in e.cards:
            self._draw(e.seat, self._k(card))

    def _on_chancellor_returned(self, e):
        if e.seat == self.seat:  # the seat knows the order: one block per card
            blocks = tuple((self.index[c],) for c in e.cards)
            self._map(lambda w: (w[0], w[1] + blocks, w[2]))
        else:
            self._return_block(e.seat)

    def _on_swapped(self, e):
        if self.seat == e.seat:  # the target held what the seat now holds
            self._require_card(e.target, self.index[e.seat_card])
            self._set_hand(e.target, (self.index[e.target_card],))
        elif self.seat == e.target:
            self._require_card(e.seat, self.index[e.target_card])
            self._set_hand(e.seat, (self.index[e.seat_card],))
        else:
            self._swap(e.seat, e.target)

    def _on_eliminated(self, e):
        if e.seat != self.seat:
            if e.card is not None:
                self._require_card(e.seat, self.index[e.card])
            self._set_hand(e.seat, ())

    def _on_round_ended(self, e):
        for seat, card in enumerate(e.hands):
            if card is not None and seat != self.seat:
                self._require_card(seat, self.index[card])

    # --- elementary steps --------------------------------------------------------------------
    def _draw(self, seat, seen):
        """``seat`` draws the top card; ``seen`` is its index if this seat sees it.

        A card another seat draws stays UNKNOWN (no branching): it is exchangeable with the pool
        until something depends on it (a play, a look, a comparison…), see :meth:`resolve`."""
        if not self._state:
            return
        if self.free >= 2:  # the deck still has cards above the Chancellors' blocks
            self._take_from_pool(seat, seen)
        else:
            self._draw_from_block(seat, seen)

    def _take_from_pool(self, seat, seen):
        self.free -= 1
        mine = seat == self.seat
        if seen is None and not mine:  # (UNKNOWN sorts first: no sort needed; no two worlds become one)
            drawn = [((hands[:seat] + ((UNKNOWN,) + hands[seat],) + hands[seat + 1:], bottom, pool), weight)
                     for (hands, bottom, pool), weight in self._items()]
            if self.prune_to:
                self._keep(dict(drawn))
            else:
                self._keep_pairs(drawn)
            return
        if mine:
            self._take_seen(seen)
            return

        def outcomes(hand, pool):
            count = pool[seen]
            return sum(pool), [(tuple(sorted(hand + (seen,))), _minus(pool, seen), count)] if count else ()
        self._rehand(seat, outcomes)

    def _take_seen(self, k):
        """The seat draws card ``k`` from the pool (:meth:`_expand` with the pool size as factor): only
        the pool changes, the same way in every world, so no two worlds become one."""
        pools = {world[2] for world in self._worlds()}
        denominator = lcm(*{sum(pool) for pool in pools})
        self.scale *= denominator
        change = {pool: (_minus(pool, k), denominator // sum(pool), pool[k]) for pool in pools if pool[k]}
        children = []
        for (hands, bottom, pool), weight in self._items():
            found = change.get(pool)
            if found is not None:
                after, scaled, count = found
                children.append(((hands, bottom, after), weight * scaled * count))
        self._keep(_merged(children) if type(self._state) is list else dict(children))

    def _draw_from_block(self, seat, seen):
        """Only the burned card is left above the blocks: draw from the first block, a card of it
        at random (an UNKNOWN card of the block is a card of the pool)."""
        mine = seat == self.seat

        def step(world, weight, _):
            hands, bottom, pool = world
            block, size = bottom[0], sum(pool)
            for k in set(block):
                rest = _without(block, k)
                new_bottom = ((rest,) if rest else ()) + bottom[1:]
                if k == UNKNOWN and seen is not None:  # the card is seen: it comes out of the pool
                    if pool[seen]:
                        held = hands if mine else _add(hands, seat, seen)
                        yield (held, new_bottom, _minus(pool, seen)), weight * (block.count(k) * pool[seen])
                elif (seen is None or k == seen) and size:
                    held = hands if mine else _add(hands, seat, k)
                    yield (held, new_bottom, pool), weight * (block.count(k) * size)
        self._expand(step, lambda w: (len(w[1][0]) * sum(w[2]), None))

    def resolve(self, *seats, test=None):
        """Draw from the pool the UNKNOWN cards of ``seats``, one world per possible card; then keep
        the worlds where ``test(*hands)``, if given, holds of the hands of ``seats`` (checked as the
        last seat's worlds are made, once per combination of hands: the same worlds as filtering
        afterwards, without making those that fail)."""
        tested = False
        for i, seat in enumerate(seats):
            last = i == len(seats) - 1
            left = any(w[0][seat][:1] == (UNKNOWN,) for w in self._worlds())  # UNKNOWN (-1) sorts first
            while left:
                left = self._resolve_one(seat, seats[:-1], test if last else None)
                tested = last and test is not None
        if test is not None and not tested:
            self._filter(lambda w: test(*(w[0][s] for s in seats)))

    def _resolve_one(self, seat, before=(), test=None, factors=()):
        """One UNKNOWN card of ``seat``'s hand, in every world where it holds one; ``test``: see
        :meth:`resolve`, ``before``: the seats whose hands come before ``seat``'s in it (a world
        whose ``seat`` still holds an UNKNOWN card is checked later); ``factors``: see
        :meth:`_rehand`. Whether some world's ``seat`` still holds an UNKNOWN card."""
        # The hottest step of the filter: what a hand and a pool become is memoised (a pure function).
        hands_with = _memo(self, "_hands")
        left = False

        def outcomes(hand, pool, others):
            """(new hand, new pool, count) for each card the UNKNOWN card can be (and that passes
            ``test``, if the new hand has no UNKNOWN card left)."""
            nonlocal left
            rest = hand[1:]
            found = []
            for k, count in enumerate(pool):
                if count:
                    new_hand = hands_with.get((rest, k))
                    if new_hand is None:
                        new_hand = hands_with[rest, k] = tuple(sorted(rest + (k,)))
                    if new_hand[:1] == (UNKNOWN,):
                        left = True
                    elif test is not None and not test(*others, new_hand):
                        continue
                    found.append((new_hand, _minus(pool, k), count))
            return found

        def entry(hand, pool, others=()):
            """(the world's factor, its children; None: the world unchanged)."""
            if hand[:1] != (UNKNOWN,):  # its hand is known: tested once per hand (and those before it)
                return _COMMON if test is None or test(*others, hand) else (1, ())
            return sum(pool), outcomes(hand, pool, others)

        self._rehand(seat, entry, before=before if test is not None else (), factors=factors)
        return left

    def _take_burned(self, seat, seen):
        """The deck is empty: the target takes the burned card, exchangeable with UNKNOWN cards."""
        if self._state:
            self._take_from_pool(seat, seen)

    def _play(self, seat, k, drew=False):
        """``seat`` plays card ``k``: each world is weighted by the play model's likelihood
        (``drew``: the seat drew an UNKNOWN card from the pool just before, not applied yet).

        A kept card that was UNKNOWN stays UNKNOWN where it can: its likelihood is split into a
        base part, the same for every card of the pool (the card stays UNKNOWN, exchangeable), and
        the excess of the few cards the model favours (those worlds resolve it). A card the model
        rules out makes the base 0: then every possible card is resolved."""
        weight, tilts, minus = self._play_weight, self._tilts(k), _minus

        def kept(pool, tilt, factor, base_factor):
            """The outcomes where the kept card is UNKNOWN under ``pool``, likelihood ``tilt``."""
            base = min((t for t, count in zip(tilt, pool) if count), default=0)
            found = [((UNKNOWN,), pool, factor * base * base_factor)] if base else []
            for j, count in enumerate(pool):
                if count and tilt[j] > base:
                    found.append(((j,), minus(pool, j), factor * count * (tilt[j] - base)))
            return found

        def outcomes(hand, pool):
            """(hand kept, new pool, factor) for each way ``hand`` can have played ``k``."""
            if UNKNOWN not in hand:
                if len(hand) == 2:
                    factor = weight(hand, k)
                    return ((_without(hand, k), pool, factor),) if factor else ()
                return ((_without(hand, k), pool, 2),) if k in hand else ()
            if len(hand) == 1:  # an UNKNOWN card played without choice
                return (((), minus(pool, k), 2 * pool[k]),) if pool[k] else ()
            if hand[1] != UNKNOWN:  # (UNKNOWN, r): r played, or the UNKNOWN card was k
                r = hand[1]
                if r == k:
                    return kept(pool, tilts[0], 1, sum(pool))
                factor = pool[k] * weight(tuple(sorted((r, k))), k)
                return (((r,), minus(pool, k), factor),) if factor else ()
            if not pool[k]:  # (UNKNOWN, UNKNOWN): one of them was k
                return ()
            rest = minus(pool, k)
            return kept(rest, tilts[1], pool[k], sum(rest))

        def entry(hand, pool):
            """(the world's factor, the outcomes of its hand and pool)."""
            size, unknown = sum(pool), hand.count(UNKNOWN)
            return 2 * (1 if not unknown else size if unknown == 1 else size * (size - 1)), outcomes(hand, pool)

        self._rehand(seat, entry, merge=False, drawn=(UNKNOWN,) if drew else ())  # UNKNOWN sorts first

    def _tilts(self, k):
        """Twice the likelihood of playing ``k`` for each other card: from a hand (k, x), and from two
        UNKNOWN cards (the pair {k, x} comes in two orders when x is not k)."""
        memo = _memo(self, "_tilt_memo")
        if k not in memo:
            one = tuple(self._play_weight(tuple(sorted((k, x))), k) for x in range(len(self.cards)))
            memo[k] = one, tuple(t * (1 if x == k else 2) for x, t in enumerate(one))
        return memo[k]

    def _play_weight(self, hand, k):
        key = (hand, k)
        if key not in self._play_weights:
            cards = self.cards
            self._play_weights[key] = self.model.play_weight(
                self.edition, (cards[hand[0]], cards[hand[1]]), cards[k])
        return self._play_weights[key]

    def _return_block(self, seat):
        """The Chancellor keeps one card and returns the others as a block. A uniform choice keeps
        UNKNOWN cards unresolved (kept or returned, they stay exchangeable with the pool)."""
        if type(self.model).keep_weight is not PlayModel.keep_weight:
            self.resolve(seat)
        keep_weight, memo = self.model.keep_weight, {}

        def step(world, weight, _):
            hands, bottom, pool = world
            hand = hands[seat]
            found = memo.get(hand)
            if found is None:  # (the card kept, the block returned, the factor) for each choice
                found = memo[hand] = [((kept,), _without(hand, kept), keep_weight(hand, kept)) for kept in set(hand)
                                      if keep_weight(hand, kept)]
            head, tail = hands[:seat], hands[seat + 1:]
            return [((head + (kept,) + tail, bottom + (block,), pool), weight * factor)
                    for kept, block, factor in found]
        if self._state:
            self._expand(step, len(next(iter(self._worlds()))[0][seat]))

    def _require(self, seat, test):
        self.resolve(seat, test=test)

    def _require_card(self, seat, k):
        self._require(seat, lambda hand: hand == (k,))

    def _require_comparison(self, seat, target, loser, shown=None):
        """``seat`` and ``target`` compared their cards; ``shown``: the loser's hand, when the next
        event shows it (tested here too, as the worlds are made: the same worlds after that event,
        without making those it would remove)."""
        cards = self.cards

        def test(hand, target_hand):
            if shown is not None and (hand if loser == seat else target_hand) != shown:
                return False
            mine, theirs = cards[hand[0]].value, cards[target_hand[0]].value
            if loser is None:
                return mine == theirs
            return mine < theirs if loser == seat else mine > theirs
        if shown is not None:  # the loser's card alone says whether ``seat``'s card can pass the test
            keep = (lambda hand: hand == shown) if loser == seat else (lambda hand: test(hand, shown))
            if self._resolve_shown(seat, target, test, keep):
                return
        self.resolve(seat, target, test=test)

    def _resolve_shown(self, seat, target, test, keep):
        """``resolve(seat, target, test=test)`` when ``keep(hand)`` says of ``seat``'s hand alone
        whether a world can pass ``test`` (after a Baron between two other players, the loser's card
        is shown): the worlds where ``seat``'s card fails it are not made (nine in ten of those the
        first step makes). The same worlds, weights and scale: ``target``'s step is weighed with the
        factors of every world the full first step would make. False, and nothing done, when that
        cannot be done the same way: a pruned filter (its sample depends on every world), a hand of
        more than one card, or a full first step that could go over the budget."""
        worlds = list(self._worlds())
        if self.prune_to or any(len(w[0][seat]) != 1 or len(w[0][target]) != 1 for w in worlds):
            return False
        factors, unknown, made = set(), False, 0  # over the worlds the full first step makes
        for hands, _, pool in worlds:
            first = hands[seat][0] == UNKNOWN
            children = sum(map(bool, pool)) if first else 1
            if children:
                made += children
                if hands[target][0] == UNKNOWN:
                    factors.add(sum(pool) - first)
                    unknown = True
                else:
                    factors.add(1)
        if made > self.max_worlds:
            return False
        if any(w[0][seat][0] == UNKNOWN for w in worlds):
            self._resolve_one(seat, (), keep)
        else:
            self._filter(lambda w: keep(w[0][seat]))
        if unknown:
            self._resolve_one(target, (seat,), test, factors)
        else:
            self._filter(lambda w: test(w[0][seat], w[0][target]))
        return True

    def _set_hand(self, seat, hand):
        self.resolve(seat)  # the cards it held leave the hand: they must be placed first
        self._map(lambda w: (_set(w[0], seat, hand), w[1], w[2]))

    def _swap(self, a, b):
        def swapped(world):
            hands = list(world[0])
            hands[a], hands[b] = hands[b], hands[a]
            return tuple(hands), world[1], world[2]
        self._map(swapped)

    # --- answers -----------------------------------------------------------------------------
    def marginals(self, players):
        """Unnormalised masses and their common divisors: {seat: (Counter(card index), divisor)},
        the burned card and the next draw (Counter, divisor), and the total weight.

        A hand's UNKNOWN cards are a uniform sample of the pool: P(holds k) is hypergeometric.
        The pool size may differ between worlds: masses are grouped by divisor, then brought to
        the least common multiple."""
        # Worlds that share a pool share the burned card's and the next draw's law, and a player's
        # masses depend only on its hand and the pool: their weights are added up first.
        by_pool = {}
        total = 0
        for (hands, bottom, pool), weight in self._merged_state().items():
            total += weight
            group = by_pool.get(pool)
            if group is None:
                group = by_pool[pool] = [{p: {} for p in players}, {}]
            for p in players:
                by_hand = group[0][p]
                hand = hands[p]
                by_hand[hand] = by_hand.get(hand, 0) + weight
            first = bottom[0] if bottom else None
            group[1][first] = group[1].get(first, 0) + weight
        held = {p: {} for p in players}
        burned, next_draw = {}, {}
        for pool, (hands_weights, first_weights) in by_pool.items():
            size = sum(pool)
            for p in players:
                for hand, weight in hands_weights[p].items():
                    unknown = hand.count(UNKNOWN)
                    if not unknown:  # (most hands, in a large filter)
                        masses = _group(held[p], 1)
                        for k in set(hand):
                            masses[k] += weight
                        continue
                    divisor = comb(size, unknown)
                    masses = _group(held[p], divisor)
                    for k, count in enumerate(pool):
                        if k in hand:
                            masses[k] += weight * divisor
                        elif unknown and count:
                            masses[k] += weight * (divisor - comb(size - count, unknown))
            weight = sum(first_weights.values())
            _add_pool(_group(burned, size or 1), pool, weight)
            if self.free >= 2:
                _add_pool(_group(next_draw, size), pool, weight)
            else:
                for block, weight in first_weights.items():
                    if block is not None:
                        masses = _group(next_draw, len(block) * size)
                        for k in set(block) - {UNKNOWN}:
                            masses[k] += weight * (block.count(k) * size)
                        _add_pool(masses, pool, weight * block.count(UNKNOWN))
        held = {p: _common(held[p]) for p in players}
        return held, _common(burned), _common(next_draw), total


def _merged(pairs):
    """{world: weight} from (world, weight) pairs: the weights of identical worlds added up, in
    their order; the worlds in the order of their first appearance."""
    new = {}
    add, size = new.setdefault, 0  # a world seen for the first time is hashed once
    for world, weight in pairs:
        before = add(world, weight)
        if len(new) == size:  # seen before: the weights add up
            new[world] = before + weight
        else:
            size += 1
    return new


class _Memo(dict):
    """{arguments: function(*arguments)}, each computed when first asked for."""

    def __init__(self, function):
        super().__init__()
        self.function = function

    def __missing__(self, key):
        value = self[key] = self.function(*key)
        return value


def _group(groups, divisor):
    counter = groups.get(divisor)
    if counter is None:
        counter = groups[divisor] = Counter()
    return counter


def _add_pool(masses, pool, weight):
    if weight:
        for k, count in enumerate(pool):
            if count:
                masses[k] += weight * count


def _common(groups):
    """(masses, divisor) from masses grouped by divisor: one common divisor."""
    divisor = lcm(*groups)
    total = Counter()
    for d, masses in groups.items():
        for k, mass in masses.items():
            total[k] += mass * (divisor // d)
    return total, divisor


def _minus(pool, k):
    return pool[:k] + (pool[k] - 1,) + pool[k + 1:]


def _memo(worlds, name, limit=500_000):
    """A cache dict kept on the filter (shared by its copies), emptied when it grows too large."""
    cache = worlds.__dict__.get(name)
    if cache is None or len(cache) > limit:
        cache = worlds.__dict__[name] = {}
    return cache


def _add(hands, seat, k):
    return hands[:seat] + (tuple(sorted(hands[seat] + (k,))),) + hands[seat + 1:]


def _set(hands, seat, hand):
    return hands[:seat] + (hand,) + hands[seat + 1:]


def _without(cards, k):
    i = cards.index(k)
    return cards[:i] + cards[i + 1:]
