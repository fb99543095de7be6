"""The opponent the table actually seats: worlds weighted by that bot's own choices.

The exact posterior of ``déduction`` assumes a uniform play model (a player plays either card of
its hand). When the table seats a known bot, a world is only as likely as that bot's choices in it:
a world is kept if the bot, seated at the opponent's place and given the opponent's own observation
at each of its past decisions in that world, would have chosen the move the opponent was seen to make.

How the worlds are made (two players only): the round is replayed from the deal. Every card the
opponent drew unseen is one branch per card it can be (a card nobody has drawn yet: the deck and the
burned card are exchangeable); every card the searcher drew is placed where it was drawn. After each
move the replayed log, as the searcher sees it, must be the one it saw (a Guard's miss, a Priest's
look, a Baron's result…). Before each move of the opponent, the bot is asked about the opponent's
observation of the replayed round: :meth:`Deducteur.likelihood` gives the chance it plays that move
(1 or 0, or its share among tied best moves). The opponent's observation comes from the engine
(``Round.observation``): it holds only what the opponent saw, never a hidden card of the searcher it
did not learn. Histories that agree on the opponent's hand and on the cards not drawn yet are merged
(the opponent's own past draws enter its beliefs only as the cards it has seen: the deck is
exchangeable; what the future depends on is the World the round is in), so a few states per move
are kept.

A world's weight is its prior (the count of each card drawn, as a shuffled deck gives) times the
bot's likelihoods; with the uniform play model instead (``uniform=True``) the weights are those of
:class:`~loveletter_teach.probability.worlds.Worlds`. Rounds with a Chancellor are not replayed
(its choice of cards is hidden): the caller falls back to the usual posterior.
"""

from collections import Counter
from fractions import Fraction

from ..actions import Play
from ..events import ChancellorDrew, Dealt, Drew, Played, Redrew
from ..probability.playmodel import DEFAULT
from ..probability.tracker import beliefs_of
from ..probability.worlds import World, Worlds
from ..rounds import Round


class Seated:
    """Worlds of the searcher at ``obs.seat`` weighted by ``bot``'s choices at the opponent's seat.

    The bot's answers are kept per distinct observation of the opponent (for the round in play), and
    the replay goes on from the last observation it followed."""

    def __init__(self, bot, model=DEFAULT):
        self.bot, self.model = bot, model
        self._answers = {}  # (opponent's events, move) -> the bot's likelihood of the move
        self._followed = None  # (events replayed, states after them, uniform)

    def worlds(self, obs, uniform=False):
        """{World: weight} (weights not normalised, some maybe 0), or None when the round cannot be
        replayed (not two players, a Chancellor) or no world is left."""
        if obs.n_players != 2 or any(type(e) is ChancellorDrew for e in obs.events):
            return None
        states = self.states(obs, uniform)
        weights = {world: weight for world, (_, weight) in states.items()}
        return weights if any(weights.values()) else None

    def states(self, obs, uniform=False):
        """{World: (a replayed Round, weight)} after ``obs``'s events (see the module's docstring)."""
        events = obs.events
        start = _next_play(events, 0)
        done = self._followed
        if done and done[2] == uniform and events[:len(done[0])] == done[0] and done[0]:
            at, states = len(done[0]), done[1]
        else:
            self._answers = {}
            at, states = start, _deals(obs, events[:start])
        while at < len(events) and states:
            end = _next_play(events, at + 1)
            states = self._step(obs, states, events, at, end, uniform)
            at = end
        self._followed = events[:at], states, uniform
        return states

    def _step(self, obs, states, events, at, end, uniform):
        """The states after the move ``events[at]`` and what followed it up to ``events[end]``."""
        played, me = events[at], obs.seat
        action = Play(played.card, played.target, played.guess)
        draws = _draws(events[at + 1:end], me)
        after = {}
        for r, weight in states.values():
            if action not in r.legal_actions():
                continue
            if played.seat != me:
                weight *= self._likelihood(r, played.seat, action, uniform)
                if not weight:
                    continue
            for cards, prior in _assignments(draws, _free(r)):
                nxt = _arranged(r, draws, cards)
                nxt.play(action)
                if nxt.events_seen_by(me)[at:] != events[at:end]:
                    continue  # the searcher saw something else
                key = _world(obs, nxt)
                old = after.get(key)
                after[key] = (nxt if old is None else old[0], weight * prior + (old[1] if old else 0))
        return after

    def _likelihood(self, r, seat, action, uniform):
        """The chance that the opponent at ``seat`` plays ``action`` in the replayed round ``r``."""
        if uniform:
            hand = tuple(r.hands[seat])
            return Fraction(self.model.play_weight(r.edition, hand, action.card), 2) if len(hand) == 2 else 1
        view = r.observation(seat)
        key = view.events, action
        if key not in self._answers:
            self._answers[key] = self.bot.likelihood(view, action)
        return self._answers[key]


def _next_play(events, at):
    """The index of the first Played event from ``at`` on (len(events) if none)."""
    return next((i for i in range(at, len(events)) if type(events[i]) is Played), len(events))


def _draws(events, me):
    """[(card seen by the searcher or None, from the burned card)] for each card drawn in ``events``."""
    return [(e.card if e.seat == me else None, type(e) is Redrew and e.from_burned)
            for e in events if type(e) in (Dealt, Drew, Redrew)]


def _free(r):
    """The cards nobody has drawn yet: the deck and the burned card (exchangeable)."""
    return Counter(r.deck + ([r.burned] if r.burned is not None else []))


def _assignments(draws, free):
    """(cards, prior) for each way the ``draws`` can come out of the ``free`` cards: a card seen
    by the searcher is that card, an unseen one is any card left; the prior is the product of the
    counts (the chance of the sequence times a factor common to every history)."""
    found = [((), 1, free)]
    for seen, _ in draws:
        step = []
        for cards, prior, left in found:
            for card in ([seen] if seen is not None else list(left)):
                if left[card]:
                    step.append((cards + (card,), prior * left[card], left - Counter({card: 1})))
        found = step
    return [(cards, prior) for cards, prior, _ in found]


def _arranged(r, draws, cards):
    """A copy of ``r`` whose next draws give ``cards`` (the deck's top cards in turn, or the burned
    card): each card is swapped in from where it lies among the cards not drawn yet."""
    deck, burned, top = list(r.deck), r.burned, 0
    for (_, from_burned), card in zip(draws, cards):
        if from_burned:
            if burned != card:
                i = deck.index(card)
                deck[i], burned = burned, card
            continue
        if deck[top] != card:
            if card in deck[top:]:
                i = deck.index(card, top)
                deck[top], deck[i] = deck[i], deck[top]
            else:  # it is the burned card
                deck[top], burned = burned, deck[top]
        top += 1
    return r.replace(deck=deck, burned=burned)


def _deals(obs, events):
    """The replayed rounds at the deal (up to the first move): one per way the unseen dealt and drawn
    cards can come out of the deck, with their priors."""
    edition, me = obs.edition, obs.seat
    free = Counter(edition.deck) - Counter(obs.face_up)
    draws = _draws(events, me)
    first = events[0].seat
    states = {}
    for cards, prior in _assignments(draws, free):
        rest = list((free - Counter(cards)).elements())
        order = [rest[0], *obs.face_up, *cards, *rest[1:]]
        r = Round.from_deck(edition, order, obs.n_players, first_player=first, names=obs.names)
        if r.events_seen_by(me) != events:
            continue
        key = _world(obs, r)
        old = states.get(key)
        states[key] = (r if old is None else old[0], prior + (old[1] if old else 0))
    return states


def _world(obs, r):
    """The World (as :class:`Worlds` writes it) of the replayed round ``r`` now."""
    cards = obs.edition.cards
    index = {c: i for i, c in enumerate(cards)}
    hands = tuple(() if s == obs.seat else tuple(sorted(index[c] for c in r.hands[s])) for s in range(obs.n_players))
    pool = [0] * len(cards)
    for card, n in _free(r).items():
        pool[index[card]] += n
    return World(hands, (), tuple(pool))


def beliefs(obs, weights):
    """The beliefs of ``obs``'s seat (as ``déduction`` gives them) from the replay's worlds
    ``weights`` (:meth:`Seated.worlds`: no Chancellor's block, so the next draw comes from the pool)."""
    worlds = Worlds(obs.edition, obs.seat, obs.n_players, obs.face_up)
    worlds.weights = dict(weights)
    worlds.free = obs.deck_size + (obs.burned_taken_by is None)
    return beliefs_of(obs, worlds)
