"""What every bot shares: a seed, one random stream per decision, and French sentences.

A bot is a pure function of its seed and of the observation it receives: the random stream of
a decision is seeded from the bot's seed and from public facts of the observation (the seat, how
many events it saw, the phase, the tokens). So a bot asked twice about the same observation gives
the same answer, and nothing it never saw can change its choice.
"""

import contextvars
import random
from fractions import Fraction
from typing import NamedTuple

from .. import fr
from ..errors import LoveLetterError
from ..probability.facts import Knowledge

B = fr.BOTS


class Voice(NamedTuple):
    """How a bot's sentence is said: ``reader`` the seat it speaks to (named « vous »); ``coach``:
    the bot advises the reader on the reader's own move, so it speaks of itself as « le coach » and
    of the move as the reader's (``fr.COACH_VOICE``), never « je »."""

    reader: object = None
    coach: bool = False


# The voice of the sentence being built: set by Bot.explain and Bot.tell for the time of one sentence,
# so that every helper below speaks to the right reader without a parameter threaded through each bot.
VOICE = contextvars.ContextVar("voice", default=Voice())
# Whether the sentence of a decision is wanted: Bot.choose needs the move only, so it decides without
# words (say() gives "" at once). The move is the same: no sentence draws from a decision's random stream.
WORDS = contextvars.ContextVar("words", default=True)


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
        token = WORDS.set(False)
        try:
            return self.decide(obs)[0]
        finally:
            WORDS.reset(token)

    def explain(self, obs, action=None, reader=None):
        """One French sentence saying why ``action`` (default: this bot's choice) is played, from the
        bot's own observation (it may name the bot's cards and what it alone knows); ``reader``: the
        seat it is said to (« vous »). Said to the seat whose move it is (``reader == obs.seat``), it is a
        coach's advice: in the coach's voice (:class:`Voice`)."""
        _check(obs)
        coach = reader is not None and reader == obs.seat
        token, words = VOICE.set(Voice(reader, coach)), WORDS.set(True)
        try:
            chosen, why = self.decide(obs)
            if action is None or action == chosen:
                return why
            return self.explain_other(obs, action)
        finally:
            WORDS.reset(words)
            VOICE.reset(token)

    def tell(self, view, seat, move):
        """What may be told to ``view``'s seat of the move of this bot at ``seat``: the move as
        everyone saw it and how this bot chooses its moves, in one French sentence said to that seat.
        ``view`` is the observation of the seat told (when the move was chosen), ``move`` the Play
        played, or None for a Chancellor's choice (what is kept stays hidden). Nothing else is read —
        not the bot's observation nor its memory — so the sentence tells no card that seat may not
        know, with or without a showdown."""
        token, words = VOICE.set(Voice(view.seat)), WORDS.set(True)
        try:
            return self.told(view, seat, move)
        finally:
            WORDS.reset(words)
            VOICE.reset(token)

    def told(self, view, seat, move):
        """:meth:`tell`'s sentence (subclasses say how they choose)."""
        return say("told_play", action=public_move(view, move))

    def explain_other(self, obs, action):
        return word("other").format(action=named(obs, action))

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


def named(obs, action, reader=None):
    """The action in French with the target's name: « jouer le Prince sur Bob » (« sur vous » said to
    its target: ``reader``, or the reader of the sentence being built)."""
    target = getattr(action, "target", None)
    if target is not None:
        action = action._replace(target=fr.YOU if target == reader else who(obs, target))
    return str(action)


def public_move(view, move):
    """A move as ``view``'s seat saw it, in French: « jouer le Garde sur vous en nommant le Prêtre »,
    or for a Chancellor's choice (``move`` None) « garder une carte et remettre les autres… »."""
    return B["told_keep"] if move is None else named(view, move)


def public_targets(view, seat, card):
    """The seats that ``seat`` could target with ``card`` when ``view`` was seen: public facts (who
    is in the round, who is protected)."""
    return view.edition.targets(card, seat, view.alive, view.protected)


def by_card(actions):
    """{card: [actions playing it]} in the order of the legal actions."""
    groups = {}
    for action in actions:
        groups.setdefault(action.card, []).append(action)
    return groups


def best(items, key, rng):
    """The item of highest ``key``; ties broken by ``rng`` (items keep their given order)."""
    return rng.choice(ties(items, key))


def ties(items, key):
    """The items of highest ``key``, in their given order: :func:`best` draws one of them (and a
    bot's ``likelihood`` gives each the same chance)."""
    items = list(items)
    scores = [key(x) for x in items]
    # Each distinct score object is compared once: the scores of the counting bots are a few shared
    # Fractions (one per count of unseen copies), whose comparisons run as Python code. The top and
    # the ties are those of the whole list: an object repeated later compares as it did the first time.
    distinct = {id(s): s for s in scores}
    top = max(distinct.values())
    tops = {i for i, s in distinct.items() if s == top}
    return [x for x, s in zip(items, scores) if id(s) in tops]


def chances(p):
    """« 2 chances sur 7 », « 1 chance sur 3 », « aucune chance », « à coup sûr », « environ 31 % »."""
    if isinstance(p, (int, Fraction)):  # a card no world holds comes as the integer 0
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
    """A player's name, or « vous » for the reader."""
    return fr.YOU if seat == VOICE.get().reader else obs.names[seat]


def to_reader(seat):
    """True when ``seat`` is the player the sentence is said to."""
    return seat is not None and seat == VOICE.get().reader


def cap(text):
    return text[:1].upper() + text[1:]


def word(key):
    """The words ``key`` of ``fr.BOTS``, or of ``fr.COACH_VOICE`` in a coach's voice (:class:`Voice`)."""
    if VOICE.get().coach and key in fr.COACH_VOICE:
        return fr.COACH_VOICE[key]
    return B[key]


def say(key, about=None, **words):
    """The French sentence ``key`` of ``fr.BOTS`` (of ``fr.COACH_VOICE`` in a coach's voice), cards
    written with their article. ``about``: the seat the sentence is about; said to that seat,
    ``key_you`` (« Je vous vise ») is used when it exists (never by a coach: the only seat it speaks
    to is the one playing, whom its sentences already call « vous »)."""
    if not WORDS.get():
        return ""
    if to_reader(about) and key + "_you" in B and not VOICE.get().coach:
        key += "_you"
    words = {k: fr.the(v) if hasattr(v, "feminine") else v for k, v in words.items()}
    return cap(word(key).format(**words))


def join(*sentences):
    """Sentences said one after the other (the empty ones dropped)."""
    return " ".join(s for s in sentences if s)


def paragraphs(*parts):
    """Parts of a long explanation, each on its own line (the empty ones dropped): a message box
    shows a line break (html.message_html), so a learner reads the coach's reasons one at a time."""
    return "\n".join(p for p in parts if p)


def known_card(obs, seat):
    """The card this seat knows for sure to be in ``seat``'s hand (a Priest's look, a Baron tie, a
    King's swap…), or None: a fact of the package, true of the real deal now."""
    if seat is None or seat == obs.seat or not obs.alive[seat] or obs.hand_sizes[seat] != 1:
        return None
    cards = Knowledge(obs).known_cards(seat)
    return cards[0] if len(cards) == 1 else None


def what_i_know(obs, seat):
    """« Je sais que Bob a le Prêtre. » when this seat knows ``seat``'s card, else ""."""
    card = known_card(obs, seat)
    if card is None:
        return ""
    return say("known", about=seat, que_p=fr.elide("que", who(obs, seat)), card=card)


def who_knows_my_card(obs):
    """{other seat: card} for the players who know the card the seat holds now (they looked at it
    with a Priest, tied a Baron duel with it, or gave it in a King's swap), from its events."""
    return Knowledge(obs).who_knows_my_card()
