"""What happens in a round, as a log of small records.

Every record knows who may see its hidden fields (``shown_to``); ``seen_by(seat)`` returns the
record as that seat knows it, hidden fields replaced by None. Observations are built from these.

Every record class declares its ``kind`` ("drew", "chancellor_drew"…). Code that reacts to events
dispatches on the class itself through :func:`handlers` (or the :func:`dispatch` decorator): a
method ``_on_<kind>`` handles that event, and a handler whose kind names no event class is an
error at import time, so a renamed event can never be silently ignored. An event a consumer has
nothing to do with is named in its ``NOT_CONCERNED`` tuple, so that every consumer says something
of every event: :func:`unanswered` lists the events it says nothing of (``tests/test_event_consumers.py``
checks that it lists none, for every consumer of :data:`CONSUMERS`).
"""

import re
from typing import NamedTuple


def _actor(record):
    return (record.seat,)


def _pair(record):
    return (record.seat, record.target)


def _seen_by(record, viewer):
    if viewer is None or not record.PRIVATE or viewer in record.shown_to():
        return record
    # record._replace(**{f: _hidden(getattr(record, f)) for f in record.PRIVATE}), without its keywords
    return tuple.__new__(type(record), [_hidden(v) if private else v for private, v in zip(record.HIDES, record)])


def _hidden(value):
    """None for a card; a tuple of Nones for a tuple of cards (its length is public)."""
    return tuple(None for _ in value) if type(value) is tuple else None


def _kind(name):
    """« ChancellorDrew » -> « chancellor_drew »."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _record(*private, shown_to=_actor):
    """Give a NamedTuple its visibility rules and its kind (NamedTuple classes cannot take a mixin)."""
    def decorate(cls):
        cls.kind = _kind(cls.__name__)
        cls.PRIVATE = private
        cls.HIDES = tuple(f in private for f in cls._fields)  # for each field, whether it is private
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


EVENTS = (Dealt, Drew, Played, Guessed, Looked, Compared, Discarded, Redrew, ChancellorDrew,
          ChancellorReturned, Swapped, Eliminated, RoundEnded)
BY_KIND = {cls.kind: cls for cls in EVENTS}


def handlers(cls, prefix="_on_"):
    """{event class: function} for the methods of ``cls`` named ``prefix`` + an event's kind.

    A method named with ``prefix`` whose kind is no event's raises TypeError: a handler for a
    renamed or misspelt event fails loudly instead of never being called.

    >>> class Counter:
    ...     def _on_drew(self, event): ...
    >>> list(handlers(Counter)) == [Drew]
    True
    """
    table = {}
    for name in dir(cls):
        if name.startswith(prefix):
            kind = name[len(prefix):]
            if kind not in BY_KIND:
                raise TypeError(f"{cls.__name__}.{name} handles no event: {kind!r} is not one of "
                                f"{', '.join(BY_KIND)}")
            table[BY_KIND[kind]] = getattr(cls, name)
    return table


def dispatch(prefix="_on_"):
    """Class decorator: ``cls.HANDLERS`` = :func:`handlers` of the class, built once, so that an
    instance handles an event with ``self.HANDLERS.get(type(event))``.

    The class may name the events it has nothing to do with in ``NOT_CONCERNED`` (a tuple of event
    classes; they get no handler, so ``HANDLERS.get`` gives None for them): an event both handled and
    « not concerned » raises TypeError."""
    def decorate(cls):
        cls.HANDLERS = handlers(cls, prefix)
        cls.NOT_CONCERNED = tuple(getattr(cls, "NOT_CONCERNED", ()))
        both = [e.__name__ for e in cls.NOT_CONCERNED if e in cls.HANDLERS]
        if both:
            raise TypeError(f"{cls.__name__} both handles and is not concerned by {', '.join(both)}")
        return cls
    return decorate


def unanswered(cls, events=EVENTS):
    """The events of ``events`` that a :func:`dispatch` class neither handles nor names in its
    ``NOT_CONCERNED``: a new event class that a consumer has not been told about."""
    return [e for e in events if e not in cls.HANDLERS and e not in cls.NOT_CONCERNED]


# Every class that reacts to events, as "module:Class" (imported by the test only: importing them
# here would make this module depend on the whole package). A new event class needs an entry, a
# handler or « not concerned », in each of them.
CONSUMERS = (
    "loveletter_teach.narration:_Teller",
    "loveletter_teach.probability.worlds:Worlds",
    "loveletter_teach.probability.facts:Knowledge",
    "loveletter_teach.canonical:_Options",
    "loveletter_teach.canonical:_Apply",
    "loveletter_teach.explorer:_Outcome",
    "loveletter_teach.explorer:_Takers",
    "loveletter_teach.bots.lesson:_Watchers",
    "loveletter_teach.bots.seated:_Draws",
    "loveletter_teach.probability.bayes:_OwnDraws",
    "loveletter_teach.invariants:_DeckMoves",
    "loveletter_teach.invariants:_Shown",
    "loveletter_teach.invariants:_AfterAction",
)
