"""What the three levels of probability answer (:class:`Beliefs`), and the first level, comptage.

Each level answers, from the seat's observation only: for every other player still in the round,
the probability of holding each card; the same for the burned card and for the next draw. The
functions a learner calls for each level are in :mod:`.levels`; déduction and modèle are computed
by a :class:`~.tracker.BeliefTracker`.
"""

import functools
import math
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..html import french_output
from ..names import normalize, seat_named
from .display import beliefs_html, beliefs_text
from .facts import Knowledge

COUNTING, DEDUCTION, MODEL = "comptage", "déduction", "modèle"
LEVELS = (COUNTING, DEDUCTION, MODEL)
_LEVEL_KEYS = {normalize(level): level for level in LEVELS}
# What a Beliefs is: exact Fractions, a Monte Carlo estimate asked for, a Monte Carlo estimate because
# the exact filter went over its budget, an estimate that lost every world (counting shown instead),
# or what happened is impossible under the play model (counting shown instead).
EXACT, MONTE_CARLO, FALLBACK, LOST, IMPOSSIBLE = "exact", "monte-carlo", "fallback", "lost", "impossible"
STATUSES = (EXACT, MONTE_CARLO, FALLBACK, LOST, IMPOSSIBLE)
MAX_WORLDS = 20_000  # at one step; beyond, a Monte Carlo estimate (a widget must answer at once)
# A tracker of the default budget answers a belief update exactly beyond MAX_WORLDS too, up to this many
# worlds at one step (a rare position: 0.03 % of 6-player positions, answered in about the time the
# Monte Carlo estimate took); only beyond it does it estimate. Its searches (``worlds``, ``sample``)
# keep MAX_WORLDS.
EXACT_WORLDS = 200_000
MONTE_CARLO_WORLDS = 200_000  # the exact filter behind an explicit Monte Carlo (a few seconds at most)
SAMPLES = 400  # worlds kept by each of the BATCHES independent Monte Carlo filters
BATCHES = 4


@dataclass(frozen=True)
class Beliefs:
    """Probabilities of one level, from one seat's point of view.

    ``players[seat][card]``: the chance that ``seat`` holds ``card`` (for a player holding two
    cards: at least one of them). ``burned`` and ``next_draw``: None when there is no such card.
    Exact values are Fractions; Monte Carlo values are floats with ``stderr`` (keyed like
    ``players``, plus "burned" and "next_draw"), and ``deals``: the sampled deals of the
    déduction Monte Carlo (:class:`~.deals.Deal`). ``status``: one of
    EXACT, MONTE_CARLO, FALLBACK, LOST, IMPOSSIBLE (``exact``, ``impossible`` and ``note`` say the
    same for older callers).
    """

    level: str
    seat: int
    edition: object
    names: tuple
    players: dict
    burned: object
    next_draw: object
    exact: bool
    note: str
    worlds: int = 0
    samples: int = 0
    stderr: dict = field(default_factory=dict)
    impossible: bool = False
    status: str = EXACT
    deals: tuple = ()

    def prob(self, seat, card):
        """P(``seat`` holds ``card``); players' and cards' names accepted (case and accents ignored):
        ``prob("Bob", "pretre")``. A player out of the round, or the seat itself, raises a French error."""
        seat = seat_named(self.names, seat)
        if seat not in self.players:
            raise LoveLetterError(fr.BELIEFS["no_player"].format(
                player=seat, players=", ".join(self.names[s] for s in self.players)))
        return self.players[seat].get(self.edition.card(card), 0)

    def rows(self):
        """(label, distribution) for every line of the table."""
        return [(label, dist) for _, label, dist in self.keyed_rows()]

    def keyed_rows(self):
        """(key in ``stderr``, label, distribution) for every line of the table."""
        rows = [(s, self.names[s], dist) for s, dist in self.players.items()]
        if self.burned is not None:
            rows.append(("burned", fr.BELIEFS["burned"], self.burned))
        if self.next_draw is not None:
            rows.append(("next_draw", fr.BELIEFS["next_draw"], self.next_draw))
        return rows

    def __str__(self):
        return beliefs_text(self)

    @french_output
    def _repr_html_(self):
        return beliefs_html(self)


def level_of(level):
    """The level named ``level``, matched without case, accents or spaces (``"Deduction"``,
    ``" MODELE "``); an unknown level raises the French error.

    >>> level_of("Deduction") == DEDUCTION and level_of(" MODÈLE ") == MODEL
    True
    """
    found = _LEVEL_KEYS.get(normalize(level)) if isinstance(level, str) else None
    if found is None:
        raise LoveLetterError(fr.BELIEFS["bad_level"].format(level=level))
    return found


# --- comptage ---------------------------------------------------------------------------------
def card_counting(obs):
    """Every card this seat cannot place is counted as equally likely to be anywhere unseen.

    >>> from loveletter_teach import Round
    >>> r = Round.deal("classique", 2, seed=1)
    >>> counted = card_counting(r.observation(1))  # Bob sees his card and the 3 face-up cards
    >>> counted.note
    'Comptage : les 12 cartes que vous ne voyez pas sont comptées de façon uniforme.'
    >>> counted.burned[r.edition.card("Princesse")]  # 1 Princesse among 12 unseen cards
    Fraction(1, 12)
    """
    knowledge = Knowledge(obs, words=False)  # the cards it places, not the sentences of its facts
    edition = obs.edition
    placed = Counter(knowledge.placed())
    unseen = tuple(max(card.count - placed[card], 0) for card in edition.cards)  # copies of each card
    total = sum(unseen)
    players = {}
    for seat in opponents(obs):
        known = tuple(knowledge.known_cards(seat))
        players[seat] = dict(_counted(edition, unseen, obs.hand_sizes[seat] - len(known), known))
    uniform = dict(_counted(edition, unseen, 0, None))
    burned = burned_distribution(obs, players, uniform)
    next_draw = None
    if obs.deck_size:
        top = knowledge.layout[0] if knowledge.layout else None
        next_draw = {top: Fraction(1)} if top is not None else uniform
    note = fr.BELIEFS["counting"].format(unseen=total)
    return Beliefs(COUNTING, obs.seat, obs.edition, obs.names, players, burned, next_draw, True, note)


@functools.lru_cache(maxsize=4096)
def _counted(edition, unseen, slots, known):
    """By counting, {card: P} (zeros left out, in the edition's order) for a hand of ``slots`` unknown
    cards beside the ``known`` ones, ``unseen``: the copies of each card nobody has placed; None for
    ``known``: the law of one unseen card. Cached (the caller copies the dict it keeps)."""
    total, dist = sum(unseen), {}
    for card, count in zip(edition.cards, unseen):
        if known is None:
            p = _share(count, total)
        else:
            p = Fraction(1) if card in known else _at_least_one(count, total, slots)
        if p:
            dist[card] = p
    return dist


@functools.lru_cache(maxsize=4096)
def _at_least_one(count, total, slots):
    """P(at least one of ``slots`` cards drawn from ``total`` is one of ``count`` copies)."""
    if slots <= 0 or total <= 0:
        return Fraction(0)
    return 1 - Fraction(math.comb(total - count, slots), math.comb(total, slots))


@functools.lru_cache(maxsize=4096)
def _share(count, total):
    """``count`` cards out of ``total`` (0 when there are none)."""
    return Fraction(count, total) if total else Fraction(0)


def opponents(obs):
    """The other players still in the round."""
    return [s for s in range(obs.n_players) if s != obs.seat and obs.alive[s]]


def burned_distribution(obs, players, pool_dist):
    """The burned card: the pool's law, or the hand of the player who took it (DESIGN.md)."""
    taker = obs.burned_taken_by
    if taker is None:
        return pool_dist
    if taker == obs.seat:
        return {card: Fraction(1) for card in obs.hand}
    return players.get(taker)
