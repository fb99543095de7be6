"""The play model: how likely a player is to play each card of a two-card hand.

DESIGN.md's model (the ``déduction`` level): a player plays one of the two cards in hand, chosen
uniformly among the physical cards the rules allow, except that nobody plays the Princess when
another card is allowed. The ``modèle`` level changes ``keep_high``: the probability of keeping
the higher card when both cards may be played.
"""

from dataclasses import dataclass
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError

HALF = Fraction(1, 2)


@dataclass(frozen=True)
class PlayModel:
    """``keep_high``: chance of keeping the higher of two different cards (1/2: no preference).
    ``avoid_princess``: never play the Princess when another card is allowed."""

    keep_high: Fraction = HALF
    avoid_princess: bool = True

    def __post_init__(self):
        object.__setattr__(self, "keep_high", Fraction(self.keep_high))
        if not 0 <= self.keep_high <= 1:
            raise LoveLetterError(fr.BELIEFS["bad_keep_high"].format(value=self.keep_high))

    @property
    def is_default(self):
        return self.keep_high == HALF and self.avoid_princess

    def play_weight(self, edition, hand, played):
        """Twice the probability of playing ``played`` from the two-card ``hand``.

        Twice, so that the default model gives integers (0, 1 or 2): exact arithmetic stays fast.
        """
        first, second = hand
        if played != first and played != second:
            return 0
        allowed = _allowed(edition, first, second, self.avoid_princess)
        if played not in allowed:
            return 0
        if len(allowed) == 1 or first == second:
            return 2
        if first.value == second.value or self.keep_high == HALF:
            return 1
        low = first if first.value < second.value else second
        return 2 * (self.keep_high if played == low else 1 - self.keep_high)

    def keep_weight(self, cards, kept):
        """Relative chance that a Chancellor keeps ``kept`` among ``cards`` (uniform per copy)."""
        return cards.count(kept)


def _allowed(edition, first, second, avoid_princess):
    """The cards that may be played from the hand, as the model sees it."""
    forced = edition.forced_card((first, second))
    if forced is not None:
        return (forced,)
    if avoid_princess:
        if first.effect == "lose_if_discarded" and second.effect != "lose_if_discarded":
            return (second,)
        if second.effect == "lose_if_discarded" and first.effect != "lose_if_discarded":
            return (first,)
    return (first, second)


DEFAULT = PlayModel()
