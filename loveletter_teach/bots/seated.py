"""The opponent the table actually seats: worlds weighted by that bot's own choices.

The exact posterior of ``déduction`` assumes a uniform play model (a player plays either card of
its hand). When the table seats a known bot, a world is only as likely as that bot's choices in it:
a world is kept if the bot, seated at the opponent's place and given the opponent's own observation
at each of its past decisions in that world, would have chosen the move the opponent was seen to make.

How the worlds are made (at any number of players; every seat but the searcher's holds the bot):
the round is replayed from the deal. Every card an opponent drew unseen is one branch per card it
can be (a card nobody has drawn yet: the deck and the burned card are exchangeable); every card the
searcher drew is placed where it was drawn. After each
move the replayed log, as the searcher sees it, must be the one it saw (a Guard's miss, a Priest's
look, a Baron's result…). Before each move of an opponent, the bot is asked about that opponent's
observation of the replayed round: :meth:`Deducteur.likelihood` gives the chance it plays that move
(1 or 0, or its share among tied best moves). The opponent's observation comes from the engine
(``Round.observation``): it holds only what the opponent saw, never a hidden card of the searcher it
did not learn. Histories that agree on the opponent's hand and on the cards not drawn yet are merged
(the opponent's own past draws enter its beliefs only as the cards it has seen: the deck is
exchangeable; what the future depends on is the World the round is in), so a few states per move
are kept. From three players an opponent may also have seen another opponent's card (a Priest, a
Baron, a King between them), which the World does not say: histories are then merged only when each
opponent still in the round saw the same things, but for the order of its own draws (:func:`_minds`).

A world's weight is its prior (the count of each card drawn, as a shuffled deck gives) times the
bot's likelihoods; with the uniform play model instead (``uniform=True``) the weights are those of
:class:`~loveletter_teach.probability.worlds.Worlds`.

A Chancellor's draws are draws like the others; the opponent's choice of the card it keeps is one
branch per legal keep, weighted by the bot's chance to make it (:meth:`Deducteur.likelihood`), and
the cards it returns lie under the deck as a block (its order unknown to the searcher, as the World
writes it: sorted). The searcher's own keep is known. When a card would be drawn from a block (the
deck above the blocks is empty), the round is not replayed: the caller falls back to the usual
posterior.
"""

from collections import Counter
from fractions import Fraction

from ..actions import Keep, Play
from ..events import (ChancellorDrew, ChancellorReturned, Compared, Dealt, Discarded, Drew, Eliminated, Guessed,
                      Looked, Played, Redrew, RoundEnded, Swapped, dispatch)
from ..probability.playmodel import DEFAULT
from ..probability.tracker import beliefs_of
from ..probability.worlds import World, Worlds
from ..rounds import Round


class Seated:
    """Worlds of the searcher at ``obs.seat`` weighted by ``bot``'s choices at the opponent's seat.

    The bot's answers are kept per distinct observation of the opponent (for the round in play), and
    the replays up to each move are kept, so the replay goes on from the longest prefix already replayed."""

    def __init__(self, bot, model=DEFAULT):
        self.bot, self.model = bot, model
        self._answers = {}  # (opponent's events, move) -> the bot's likelihood of the move
        self._replayed = {}  # (uniform, the events up to a move) -> the states there

    def worlds(self, obs, uniform=False):
        """{World: weight} (weights not normalised, some maybe 0), or None when the round cannot be
        replayed (a card drawn from a Chancellor's block) or no world is left."""
        weights = {}
        for key, (_, weight) in self.states(obs, uniform).items():
            weights[key[0]] = weights.get(key[0], 0) + weight
        return weights if any(weights.values()) else None

    def states(self, obs, uniform=False):
        """{(World, the cards of the Chancellors' blocks in their order[, :func:`_minds`]): (a replayed
        Round, weight)} after ``obs``'s events (see the module's docstring; the order of a block
        matters to the player who returned it, so histories that differ by it are not merged): the
        replay goes on from the longest prefix of them already replayed up to a move."""
        events, replayed = obs.events, self._replayed
        moves = [i for i, e in enumerate(events) if type(e) is Played] + [len(events)]
        k = len(moves) - 1
        while k >= 0 and (uniform, events[:moves[k]]) not in replayed:
            k -= 1
        if k < 0:  # another round: what was kept is of no use
            self._answers, self._replayed = {}, {}
            replayed, k = self._replayed, 0
            replayed[uniform, events[:moves[0]]] = _deals(obs, events[:moves[0]])
        states = replayed[uniform, events[:moves[k]]]
        for at, end in zip(moves[k:], moves[k + 1:]):
            if not states:
                break
            key = uniform, events[:end]
            if key not in replayed:
                replayed[key] = self._step(obs, states, events, at, end, uniform)
            states = replayed[key]
        return states

    def _step(self, obs, states, events, at, end, uniform):
        """The states after the move ``events[at]`` and what followed it up to ``events[end]``."""
        played, me = events[at], obs.seat
        action = Play(played.card, played.target, played.guess)
        draws = _draws(events[at + 1:end], me)
        returned = next((e for e in events[at + 1:end] if type(e) is ChancellorReturned), None)
        some = next(iter(states.values()))[0]  # the deck's size and the blocks' are public: the same in all
        if sum(not burned for _, burned in draws) > len(some.deck) - blocked(some):
            return {}  # a card comes out of a Chancellor's block: not replayed
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
                for nxt, kept in self._kept(nxt, returned, me, uniform):
                    if nxt.events_seen_by(me)[at:] != events[at:end]:
                        continue  # the searcher saw something else
                    key = _key(obs, nxt)
                    old = after.get(key)
                    after[key] = (nxt if old is None else old[0], weight * prior * kept + (old[1] if old else 0))
        return after

    def _kept(self, r, returned, me, uniform):
        """[(the round after a Chancellor's keep, its weight)]: ``r`` itself when no keep is awaited or
        the searcher's own is still to come; the searcher's keep as it ``returned`` its cards; one
        branch per keep of the opponent, weighted by its likelihood."""
        if r.phase != "keep" or returned is None:
            return [(r, 1)]
        if r.current == me:
            hand = list(r.hands[me])
            for card in returned.cards:
                hand.remove(card)
            keeps = [(Keep(hand[0], returned.cards), 1)]
        else:
            keeps = [(k, self._likelihood(r, r.current, k, uniform)) for k in r.legal_actions()]
        found = []
        for keep, weight in keeps:
            if weight:
                nxt = r.copy()
                nxt.play(keep)
                found.append((nxt, weight))
        return found

    def _likelihood(self, r, seat, action, uniform):
        """The chance that the opponent at ``seat`` plays ``action`` in the replayed round ``r``."""
        if uniform and type(action) is Keep:  # a uniform copy kept, the others returned in a uniform order
            orders = sum(k.card == action.card for k in r.legal_actions())
            return Fraction(r.hands[seat].count(action.card), orders)
        if uniform:
            hand = tuple(r.hands[seat])
            return Fraction(self.model.play_weight(r.edition, hand, action.card), 2) if len(hand) == 2 else 1
        view = r.observation(seat)
        key = view.events, action
        if key not in self._answers:
            self._answers[key] = self.bot.likelihood(view, action)
        return self._answers[key]


def _draws(events, me):
    """[(card seen by the searcher or None, from the burned card)] for each card drawn in ``events``
    (a Chancellor's draws too)."""
    draws = []
    get = _Draws.HANDLERS.get
    for e in events:
        handler = get(type(e))
        if handler:
            draws += handler(e, me)
    return draws


@dispatch()
class _Draws:
    """:func:`_draws`, one method per event that takes cards from the deck: [(card seen by the
    searcher ``me`` or None, from the burned card)]."""

    NOT_CONCERNED = (Played, Guessed, Looked, Compared, Discarded, ChancellorReturned, Swapped, Eliminated,
                     RoundEnded)

    @staticmethod
    def _on_dealt(e, me):
        return [(e.card if e.seat == me else None, False)]

    _on_drew = _on_dealt

    @staticmethod
    def _on_redrew(e, me):
        return [(e.card if e.seat == me else None, e.from_burned)]

    @staticmethod
    def _on_chancellor_drew(e, me):
        return [(card if e.seat == me else None, False) for card in e.cards]


def _blocks(r):
    """[(seat, cards)]: the blocks Chancellors returned under ``r``'s deck, top to bottom (the replay
    draws no card out of them, so each is whole at the bottom of the deck)."""
    returned = [e for e in r.log if type(e) is ChancellorReturned]
    at, blocks = len(r.deck) - _returned(r.log), []
    for e in returned:
        blocks.append((e.seat, r.deck[at:at + len(e.cards)]))
        at += len(e.cards)
    return blocks


def _returned(events):
    """How many cards Chancellors put under the deck in ``events`` (a public count)."""
    return sum(len(e.cards) for e in events if type(e) is ChancellorReturned)


def blocked(r):
    """How many cards at the bottom of ``r``'s deck Chancellors returned (none of them drawn, or all
    the deck is theirs)."""
    return min(len(r.deck), _returned(r.log))


def _free(r):
    """The cards nobody has drawn yet: the deck above the Chancellors' blocks and the burned card
    (exchangeable)."""
    return Counter(r.deck[:len(r.deck) - blocked(r)] + ([r.burned] if r.burned is not None else []))


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
    card): each card is swapped in from where it lies among the cards not drawn yet (above the
    Chancellors' blocks)."""
    deck, burned, top, free = list(r.deck), r.burned, 0, len(r.deck) - blocked(r)
    for (_, from_burned), card in zip(draws, cards):
        if from_burned:
            if burned != card:
                i = deck.index(card, 0, free)
                deck[i], burned = burned, card
            continue
        if deck[top] != card:
            if card in deck[top:free]:
                i = deck.index(card, top, free)
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
        key = _key(obs, r)
        old = states.get(key)
        states[key] = (r if old is None else old[0], prior + (old[1] if old else 0))
    return states


def _key(obs, r):
    """The key of a replayed round's state: its World and the order of the Chancellors' blocks; from
    three players, also what each opponent still in the round saw (:func:`_minds`)."""
    key = _world(obs, r), tuple(r.deck[len(r.deck) - blocked(r):])
    return key if obs.n_players == 2 else (*key, _minds(obs, r))


OWN_DRAWS = (Dealt, Drew, Redrew)


def _minds(obs, r):
    """What each opponent still in ``r`` has seen, but for the order of its own draws: its log as
    it sees it, the cards it drew itself left out (the deck is exchangeable: they enter its
    beliefs as the cards it has held, which the World and the public log give). At two players the
    World says the rest (every card an opponent saw is in its hand, played, or the searcher's); from
    three, an opponent may have seen another's card (a Priest, a Baron, a King between two others),
    so histories that differ by it are not merged."""
    minds = []
    for s in range(r.n):
        if s == obs.seat or not r.alive[s]:
            continue
        minds.append(tuple(
            e._replace(card=None) if type(e) in OWN_DRAWS and e.seat == s else
            e._replace(cards=(None,) * len(e.cards)) if type(e) is ChancellorDrew and e.seat == s else e
            for e in r.events_seen_by(s)))
    return tuple(minds)


def _world(obs, r):
    """The World (as :class:`Worlds` writes it) of the replayed round ``r`` now."""
    cards = obs.edition.cards
    index = {c: i for i, c in enumerate(cards)}
    hands = tuple(() if s == obs.seat else tuple(sorted(index[c] for c in r.hands[s])) for s in range(obs.n_players))
    pool = [0] * len(cards)
    for card, n in _free(r).items():
        pool[index[card]] += n
    bottom = []  # as Worlds writes them: the searcher knows its order (one block per card)
    for seat, block in _blocks(r):
        if seat == obs.seat:
            bottom.extend((index[c],) for c in block)
        else:
            bottom.append(tuple(sorted(index[c] for c in block)))
    return World(hands, tuple(bottom), tuple(pool))


def beliefs(obs, weights):
    """The beliefs of ``obs``'s seat (as ``déduction`` gives them) from the replay's worlds
    ``weights`` (:meth:`Seated.worlds`)."""
    worlds = Worlds(obs.edition, obs.seat, obs.n_players, obs.face_up)
    worlds.weights = dict(weights)
    worlds.free = obs.deck_size - min(obs.deck_size, _returned(obs.events)) + (obs.burned_taken_by is None)
    return beliefs_of(obs, worlds)
