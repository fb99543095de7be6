"""Posteriors by brute force: every deck order and every branch of the play model, on a small deck.

Independent of the probability package: it plays real rounds with the engine, weighs every
trajectory by its probability under the play model, and groups them by what one seat saw.
Targets and named cards follow a fixed public rule (they carry no information in the model).
"""

from collections import defaultdict
from fractions import Fraction
from itertools import permutations

from loveletter_teach import Round


def distinct_orders(deck):
    """Every distinct arrangement of the deck (each one equally likely in a uniform shuffle)."""
    return sorted(set(permutations(deck)))


def model_probability(edition, hand, card, keep_high=Fraction(1, 2)):
    """P(play ``card`` | two-card ``hand``) under DESIGN.md's play model, written from the rules;
    ``keep_high``: the chance of keeping the higher card when both of two different values may be
    played (the ``modèle`` level)."""
    forced = [c for c in hand if c.effect == "forced" and edition.forces_countess(hand[1 - hand.index(c)])]
    if forced:
        allowed = [forced[0]]
    else:
        allowed = [c for c in hand if c.effect != "lose_if_discarded"] or list(hand)
    if card not in allowed:
        return Fraction(0)
    physical = [c for c in hand if c in allowed] if not forced else [forced[0]]
    if len(physical) == 2 and physical[0].value != physical[1].value:
        return keep_high if card.value < max(c.value for c in physical) else 1 - keep_high
    return Fraction(physical.count(card), len(physical))


def keep_probability(hand, action):
    """P(keep ``action.card`` and return ``action.bottom`` in that order): uniform copy, uniform order."""
    rest = list(hand)
    rest.remove(action.card)
    orders = list(permutations(rest))
    return Fraction(hand.count(action.card), len(hand)) * Fraction(orders.count(tuple(action.bottom)), len(orders))


def public_choice(options, turn):
    """A target and named card chosen from public information only."""
    return options[turn % len(options)]


def posteriors(edition, n_players, keep_high=Fraction(1, 2)):
    """For every seat, {what it saw: (its observation, {label: {card: P}})} over every position
    where it is that seat's turn or the round is over."""
    mass = defaultdict(Fraction)
    held = defaultdict(lambda: defaultdict(lambda: defaultdict(Fraction)))
    first_obs = {}
    orders = distinct_orders(edition.deck)
    start = Fraction(1, len(orders))
    for order in orders:
        _walk(Round.from_deck(edition, order, n_players), start, mass, held, first_obs, keep_high)
    result = defaultdict(dict)
    for key, total in mass.items():
        result[key[0]][key] = (first_obs[key], {label: {c: p / total for c, p in dist.items() if p}
                                                for label, dist in held[key].items()})
    return result


def _record(r, p, mass, held, first_obs):
    seats = range(r.n) if r.over else [r.current]
    for seat in seats:
        _record_seat(r, p, seat, mass, held, first_obs)


def _record_seat(r, p, seat, mass, held, first_obs):
    key = (seat, r.face_up, tuple(e.seen_by(seat) for e in r.log))
    if key not in first_obs:
        first_obs[key] = r.observation(seat)
    mass[key] += p
    for other in range(r.n):
        if other != seat and r.alive[other]:
            for card in set(r.hands[other]):
                held[key][other][card] += p
            for card in r.edition.cards:
                held[key][other][card] += 0
    if not r.over and r.phase == "play":  # each other player's hand and the card of his next draw
        order = [(seat + k) % r.n for k in range(1, r.n)]
        for place, other in enumerate(o for o in order if r.alive[o]):
            for card in set(r.hands[other] + r.deck[place:place + 1]):
                held[key][("after", other)][card] += p
    if r.burned_taken_by is None:
        held[key]["burned"][r.burned] += p
    if r.deck:
        held[key]["next_draw"][r.deck[0]] += p  # the deck is top first


def _walk(r, p, mass, held, first_obs, keep_high):
    _record(r, p, mass, held, first_obs)
    if r.over:
        return
    hand = r.hands[r.current]
    actions = r.legal_actions()
    if r.phase == "keep":
        branches = [(a, keep_probability(hand, a)) for a in actions]
    else:
        branches = []
        for card in sorted(set(a.card for a in actions)):
            chance = model_probability(r.edition, hand, card, keep_high)
            if chance:
                options = [a for a in actions if a.card == card]
                branches.append((public_choice(options, r.turn), chance))
    for action, chance in branches:
        if chance:
            child = r.copy()
            child.play(action)
            _walk(child, p * chance, mass, held, first_obs, keep_high)

