"""What every bot shares: a seed, one random stream per decision, and French sentences.

A bot is a pure function of its seed and of the observation it receives: the random stream of
a decision is seeded from the bot's seed and from public facts of the observation (the seat, how
many events it saw, the phase, the tokens). So a bot asked twice about the same observation gives
the same answer, and nothing it never saw can change its choice.
"""

import random
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..probability.facts import Knowledge

B = fr.BOTS


class Bot:
    """Base class: subclasses define :meth:`decide` (returning an action and its explanation)."""

    name = "bot"

    def __init__(self, seed=0):
        self.seed = seed

    def __repr__(self):
        return f"<{type(self).__name__} « {self.name} » seed={self.seed!r}>"

    def rng(self, obs, salt=""):
        """The random stream of this decision (str seeds are hashed with SHA-512: the same in
        every process, unlike ``hash``)."""
        return random.Random(f"{self.name}|{self.seed}|{obs.seat}|{len(obs.events)}|{obs.phase}|"
                             f"{obs.tokens}|{salt}")

    def choose(self, obs):
        """One of ``obs.legal_actions``."""
        _check(obs)
        return self.decide(obs)[0]

    def explain(self, obs, action=None):
        """One French sentence saying why ``action`` (default: this bot's choice) is played."""
        _check(obs)
        chosen, why = self.decide(obs)
        if action is None or action == chosen:
            return why
        return self.explain_other(obs, action)

    def explain_other(self, obs, action):
        return B["other"].format(action=named(obs, action))

    def decide(self, obs):  # pragma: no cover - abstract
        raise NotImplementedError


def _check(obs):
    if not getattr(obs, "my_turn", False) or not obs.legal_actions:
        raise LoveLetterError(B["not_my_turn"])


# --- small helpers shared by the bots -------------------------------------------------------
def kept_after(obs, action):
    """The card left in hand after playing ``action`` (None in the keep phase)."""
    if obs.phase != "play":
        return None
    hand = list(obs.hand)
    hand.remove(action.card)
    return hand[0] if hand else None


def named(obs, action):
    """The action in French with the target's name: « jouer le Prince sur Bob »."""
    if getattr(action, "target", None) is not None:
        action = action._replace(target=obs.names[action.target])
    return str(action)


def by_card(actions):
    """{card: [actions playing it]} in the order of the legal actions."""
    groups = {}
    for action in actions:
        groups.setdefault(action.card, []).append(action)
    return groups


def best(items, key, rng):
    """The item of highest ``key``; ties broken by ``rng`` (items keep their given order)."""
    items = list(items)
    scores = [key(x) for x in items]
    top = max(scores)
    return rng.choice([x for x, s in zip(items, scores) if s == top])


def chances(p):
    """« 2 chances sur 7 », « 1 chance sur 3 », « aucune chance », « à coup sûr », « environ 31 % »."""
    if isinstance(p, Fraction):
        if p == 0:
            return B["no_chance"]
        if p == 1:
            return B["sure"]
        word = B["chance"] if p.numerator == 1 else B["chances"]
        return f"{p.numerator} {word} {B['out_of']} {p.denominator}"
    return B["about"].format(percent=percent(p))


def percent(p):
    return f"{float(p) * 100:.0f}"


def who(obs, seat):
    return obs.names[seat]


def cap(text):
    return text[:1].upper() + text[1:]


def say(key, **words):
    """The French sentence ``key`` of ``fr.BOTS``, cards written with their article."""
    words = {k: fr.the(v) if hasattr(v, "feminine") else v for k, v in words.items()}
    return cap(B[key].format(**words))


def who_knows_my_card(obs):
    """{other seat: card} for the players who know the card the seat holds now (they looked at it
    with a Priest, tied a Baron duel with it, or gave it in a King's swap), from its events."""
    return Knowledge(obs).who_knows_my_card()
