"""Fixed-deck scenarios written with effects, so one scenario runs in every edition with its names.

``build("classique", 2, hands=[GUARD, PRIEST], draws=[BARON])`` deals a Guard to seat 0 and a
Priest to seat 1; seat 0 then draws a Baron. Unnamed cards (burned, face-up, later draws) are the
rest of the edition's deck in card order, so every scenario is a complete, legal deck.
"""

import random

from loveletter_teach import Keep, Play, Round
from loveletter_teach.editions import EDITIONS

SPY, GUARD, PRIEST, BARON, HANDMAID = "spy", "guess", "peek", "compare", "protect"
PRINCE, CHANCELLOR, KING, COUNTESS, PRINCESS = "discard_redraw", "draw_keep", "swap", "forced", "lose_if_discarded"

ALL = tuple(EDITIONS)  # classique, 2019, 16-cartes, lettre-d-amour


def card(edition, spec):
    """The edition's card for an effect (``GUARD``…) or a name."""
    edition = EDITIONS[edition] if isinstance(edition, str) else edition
    found = edition.with_effect(spec)
    return found[0] if found else edition.card(spec)


def build(edition, n, hands, draws=(), burned=None, face_up=None, first=0, rest=()):
    """A round with the given cards; ``rest`` lists cards to put right after ``draws``."""
    ed = EDITIONS[edition]
    pool = list(ed.deck)

    def take(spec):
        c = card(ed, spec)
        pool.remove(c)
        return c

    dealt = [take(h) for h in hands]
    drawn = [take(d) for d in draws] + [take(r) for r in rest]
    burned = take(burned) if burned is not None else None
    face = [take(f) for f in face_up] if face_up is not None else None
    if burned is None:
        burned = pool.pop(0)
    if face is None:
        k = ed.face_up_for(n)
        face, pool = pool[:k], pool[k:]
    return Round.from_hands(ed, dealt, drawn + pool, burned, face, first_player=first)


def act(r, spec, target=None, guess=None):
    """Play the current player's card ``spec`` (an effect or a name) on ``target``, naming ``guess``."""
    ed = r.edition
    return r.play(Play(card(ed, spec), target, None if guess is None else card(ed, guess)))


def events_of(r, kind):
    """The events of class ``kind`` (``events.Redrew``…) in the round's log."""
    return [e for e in r.log if type(e) is kind]


def seat_events(r, seat, kind):
    return [e for e in r.observation(seat).events if type(e) is kind]


def harmless(r, prince_target=None):
    """Play without eliminating anyone, the card just drawn if possible: a Guard names a card
    its target does not hold, a Baron is played only on a tie, a Chancellor keeps the old card
    and returns the new ones in the order drawn, a Prince targets ``prince_target`` (default:
    its player), the Princess is kept."""
    seat = r.current
    hand = r.hands[seat]
    if r.phase == "keep":
        return r.play(Keep(hand[0], tuple(hand[1:])))
    drawn = hand[-1]
    actions = sorted(r.legal_actions(), key=lambda a: a.card != drawn)  # the drawn card first
    wanted = seat if prince_target is None else prince_target
    for action in actions:
        kept = hand[0] if action.card == drawn else drawn
        effect, target = action.card.effect, action.target
        if effect == "lose_if_discarded":
            continue
        if effect == "guess" and target is not None and r.hands[target][0] == action.guess:
            continue
        if effect == "compare" and target is not None and r.hands[target][0].value != kept.value:
            continue
        if effect == "discard_redraw" and target != wanted and any(a.target == wanted for a in actions
                                                                     if a.card == action.card):
            continue
        return r.play(action)
    raise AssertionError("no harmless action: the scenario is badly built")


def play_until(r, deck_left, **kw):
    """Play harmless turns until the deck holds ``deck_left`` cards (after the current draw)."""
    while (len(r.deck) > deck_left or r.phase == "keep") and not r.over:
        harmless(r, **kw)
    assert len(r.deck) == deck_left and r.phase == "play"


def random_round(edition, n, seed, max_moves):
    """A real round of random legal moves (seeded) stopped after a random number of moves below
    ``max_moves`` (or at its end), and the random generator, for a random seat to look at it."""
    rng = random.Random(seed)
    r = Round.deal(edition, n, rng=rng, first_player=seed % n)
    stop = rng.randrange(0, max_moves)
    while not r.over and len(r.actions) < stop:
        r.play(rng.choice(r.legal_actions()))
    return r, rng
