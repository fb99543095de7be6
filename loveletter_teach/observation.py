"""What one seat knows: the only thing bots, probability code and player views receive."""

from dataclasses import dataclass

from .html import french_output, observation_html
from .narration import narrate_all


@dataclass(frozen=True)
class Observation:
    """One seat's view of a round (``seat`` None: the omniscient view, built explicitly).

    ``hands[s]`` is a seat's hand if this view may see it (its own; every hand still in the round after a
    showdown), else None. ``discards`` is the seat's
    memory of every card played or discarded; ``table`` is what lies face up now (they differ
    when the edition keeps only the last discard visible). ``events`` is the round's log as
    this seat saw it, hidden cards replaced by None.
    """

    edition: object
    seat: object
    names: tuple
    current: int
    phase: str
    turn: int
    hands: tuple
    hand_sizes: tuple
    alive: tuple
    protected: tuple
    discards: tuple
    table: tuple
    face_up: tuple
    deck_size: int
    burned_taken_by: object
    events: tuple
    legal_actions: tuple
    result: object
    deck: object = None  # omniscient only: the draw pile, top first
    burned: object = None  # omniscient only
    tokens: object = None  # filled in by a Game

    @property
    def n_players(self):
        return len(self.names)

    @property
    def hand(self):
        """This seat's own cards (omniscient view: the current player's)."""
        return self.hands[self.current if self.seat is None else self.seat]

    @property
    def over(self):
        return self.phase == "over"

    @property
    def my_turn(self):
        return self.seat is not None and self.seat == self.current and not self.over

    def narration(self):
        """The round so far, told in French from this seat's point of view."""
        return narrate_all(self.events, self.seat, self.names, self.edition)

    @french_output
    def _repr_html_(self):
        return observation_html(self)


def _observation(values):
    """``Observation(**values)`` (``values``: a dict of every field), built at once: the generated
    ``__init__`` of a frozen dataclass sets its 21 fields one ``object.__setattr__`` call at a time,
    a quarter of the time of :func:`observe` (each bot's decision builds one). The instance is the
    same: same fields, still frozen."""
    obs = object.__new__(Observation)
    obs.__dict__.update(values)
    return obs


def observe(round_, seat):
    """Build ``seat``'s observation of ``round_`` (None: omniscient)."""
    omniscient = seat is None
    # At a showdown (the deck ran out) every player still in the round shows their hand.
    result = round_.result
    alive = tuple(round_.alive)
    if omniscient or result is not None and result.showdown:
        hands = tuple(tuple(h) if omniscient or s == seat or alive[s] else None for s, h in enumerate(round_.hands))
    else:  # its own hand only
        hands = [None] * len(alive)
        hands[seat] = tuple(round_.hands[seat])
        hands = tuple(hands)
    to_act = omniscient or seat == round_.current
    return _observation({
        "edition": round_.edition, "seat": seat, "names": round_.names, "current": round_.current,
        "phase": round_.phase, "turn": round_.turn, "hands": hands,
        "hand_sizes": tuple(map(len, round_.hands)), "alive": alive,
        "protected": tuple(round_.protected), "discards": tuple(map(tuple, round_.discards)),
        "table": round_.table(), "face_up": round_.face_up, "deck_size": len(round_.deck),
        "burned_taken_by": round_.burned_taken_by,
        "events": round_.events_seen_by(seat),
        "legal_actions": tuple(round_.legal_actions()) if to_act else (),
        "result": result,
        "deck": round_.deck_top_first() if omniscient else None,
        "burned": round_.burned if omniscient else None,
        "tokens": None,  # a Game's observation adds them
    })
