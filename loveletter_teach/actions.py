"""Actions: small typed values. ``Play`` a card; after a Chancellor, ``Keep`` one card."""

from typing import NamedTuple

from . import fr


class Play(NamedTuple):
    """Play ``card`` from hand, on seat ``target`` (None: no target), naming ``guess`` (Guard only)."""

    card: object
    target: object = None
    guess: object = None

    def __str__(self):
        text = fr.ACTIONS["play"].format(card=_the(self.card))
        if self.target is not None:
            target = self.target if isinstance(self.target, str) else fr.ACTIONS["seat"].format(n=self.target + 1)
            text += fr.ACTIONS["on"].format(target=target)
        if self.guess is not None:
            text += fr.ACTIONS["naming"].format(guess=_the(self.guess))
        return text

    def sort_key(self):
        return (0, self.card, -1 if self.target is None else self.target, self.guess or ())


class Keep(NamedTuple):
    """After a Chancellor: keep ``card``; ``bottom`` lists the returned cards from top to bottom."""

    card: object
    bottom: tuple = ()

    def __str__(self):
        text = fr.ACTIONS["keep"].format(card=_the(self.card))
        if self.bottom:
            text += fr.ACTIONS["bottom"].format(cards=fr.join_and(_the(c) for c in self.bottom))
        return text

    def sort_key(self):
        return (1, self.card, self.bottom)


def _the(card):
    """« le Garde » for a Card; a name typed by a learner is shown as typed."""
    return fr.the(card) if hasattr(card, "feminine") else str(card)
