"""What happens in a round, as a log of small records.

Every record knows who may see its hidden fields (``shown_to``); ``seen_by(seat)`` returns the
record as that seat knows it, hidden fields replaced by None. Observations are built from these.
"""

from typing import NamedTuple


def _actor(record):
    return (record.seat,)


def _pair(record):
    return (record.seat, record.target)


def _seen_by(record, viewer):
    if viewer is None or not record.PRIVATE or viewer in record.shown_to():
        return record
    return record._replace(**{f: _hidden(getattr(record, f)) for f in record.PRIVATE})


def _hidden(value):
    """None for a card; a tuple of Nones for a tuple of cards (its length is public)."""
    return tuple(None for _ in value) if type(value) is tuple else None


def _record(*private, shown_to=_actor):
    """Give a NamedTuple its visibility rules (NamedTuple classes cannot take a mixin)."""
    def decorate(cls):
        cls.PRIVATE = private
        cls.shown_to = shown_to
        cls.seen_by = _seen_by
        return cls
    return decorate


@_record("card")
class Dealt(NamedTuple):
    seat: int
    card: object


@_record("card")
class Drew(NamedTuple):
    seat: int
    card: object


@_record()
class Played(NamedTuple):
    """A card played; ``target`` None for a targeted card means it had no possible target."""

    seat: int
    card: object
    target: object = None
    guess: object = None


@_record()
class Guessed(NamedTuple):
    seat: int
    target: int
    card: object  # the guessing card played
    guess: object
    hit: bool


@_record("card", shown_to=_pair)
class Looked(NamedTuple):
    """A Priest: ``card`` is what ``seat`` saw in ``target``'s hand."""

    seat: int
    target: int
    card: object


@_record("seat_card", "target_card", shown_to=_pair)
class Compared(NamedTuple):
    seat: int
    target: int
    seat_card: object
    target_card: object
    loser: object  # a seat, or None for a tie


@_record()
class Discarded(NamedTuple):
    """A hand discarded by a Prince (public)."""

    seat: int
    card: object


@_record("card")
class Redrew(NamedTuple):
    """The card drawn after a Prince; ``from_burned``: it was the card set aside."""

    seat: int
    card: object
    from_burned: bool


@_record("cards")
class ChancellorDrew(NamedTuple):
    seat: int
    cards: tuple


@_record("cards")
class ChancellorReturned(NamedTuple):
    """Cards put under the deck, from top to bottom."""

    seat: int
    cards: tuple


@_record("seat_card", "target_card", shown_to=_pair)
class Swapped(NamedTuple):
    """A King: ``seat_card`` is what ``seat`` holds now, ``target_card`` what ``target`` holds."""

    seat: int
    target: int
    seat_card: object
    target_card: object


@_record()
class Eliminated(NamedTuple):
    """A player leaves the round; ``card`` is the hand shown face up (None if empty)."""

    seat: int
    card: object
    cause: str  # 'guess', 'compare', 'princess'


@_record()
class RoundEnded(NamedTuple):
    """``hands``: what each seat shows at a showdown (None if out, or if last standing)."""

    seat: object  # unused, keeps the record shape uniform
    winners: tuple
    hands: tuple
    spy_bonus: object
    showdown: bool
    discard_sums: tuple = ()
