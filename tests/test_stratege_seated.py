"""The stratège that models the opponent the table seats (``Stratege(opponent="déducteur")``).

Its worlds come from replaying the round (bots/seated.py): with the uniform play model the replay
gives exactly the posterior of :class:`Worlds`; with the déducteur's choices it never rules out the
real deal when the table really seats a déducteur, the opponent's observation it builds holds no
card of the searcher the opponent did not learn, and the same seed gives the same move."""

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from loveletter_teach import Round
from loveletter_teach.bots import Deducteur, make_bot
from loveletter_teach.bots.seated import Seated, beliefs
from loveletter_teach.events import ChancellorDrew, ChancellorReturned, Compared, Dealt, Drew, Looked, Redrew, Swapped
from loveletter_teach.probability.tracker import BeliefTracker
from loveletter_teach.probability.worlds import UNKNOWN

from test_search_information import positions, with_hidden_card_swapped

SMALL = dict(playouts=24, max_worlds=5_000, prune_to=300, opponent="déducteur")
EDITIONS = ["classique", "2019"]


def resolved(weights):
    """{(hands, blocks, pool): probability}: a filter's worlds normalised, every UNKNOWN card (in a
    hand or a Chancellor's block) drawn from the pool (a uniform card of it)."""
    total = sum(weights.values())
    found = {}
    todo = [((w.hands, w.bottom, w.pool), Fraction(x, total)) for w, x in weights.items() if x]
    while todo:
        (hands, bottom, pool), p = todo.pop()
        parts = hands + bottom
        at = next((i for i, part in enumerate(parts) if UNKNOWN in part), None)
        if at is None:
            found[hands, bottom, pool] = found.get((hands, bottom, pool), 0) + p
            continue
        for k, count in enumerate(pool):
            if count:
                part = list(parts[at])
                part.remove(UNKNOWN)
                left = list(pool)
                left[k] -= 1
                parts_k = parts[:at] + (tuple(sorted(part + [k])),) + parts[at + 1:]
                todo.append(((parts_k[:len(hands)], parts_k[len(hands):], tuple(left)),
                             p * Fraction(count, sum(pool))))
    return found


def real_world(r, me):
    """The real hidden deal now, as a World key: the other hand, the Chancellors' blocks under the deck
    (``me`` knows the order of its own: one block per card; another's is sorted) and the cards not
    drawn yet above them."""
    cards = r.edition.cards
    returned = [e for e in r.log if type(e) is ChancellorReturned]
    top = len(r.deck) - sum(len(e.cards) for e in returned)
    pool = [0] * len(cards)
    for card in r.deck[:top] + ([r.burned] if r.burned is not None else []):
        pool[cards.index(card)] += 1
    bottom = []
    for e in returned:
        block = [cards.index(c) for c in r.deck[top:top + len(e.cards)]]
        bottom.extend((k,) for k in block) if e.seat == me else bottom.append(tuple(sorted(block)))
        top += len(e.cards)
    hands = tuple(() if s == me else tuple(sorted(cards.index(c) for c in r.hands[s])) for s in range(r.n))
    return hands, tuple(bottom), tuple(pool)


def returned(obs):
    """How many cards Chancellors have put under the deck so far."""
    return sum(len(e.cards) for e in obs.events if type(e) is ChancellorReturned)


def up_to_own_draws(obs):
    """``obs`` with the cards its seat drew (a Chancellor's too) left out of its events and its hand
    sorted, and those cards as a multiset: the replay keeps one order of the opponent's own draws per
    state (the deck is exchangeable)."""
    drawn, mine = (Dealt, Drew, Redrew), [e for e in obs.events if e.seat == obs.seat]
    events = tuple(e._replace(card=None) if type(e) in drawn and e.seat == obs.seat else
                   e._replace(cards=(None,) * len(e.cards)) if type(e) is ChancellorDrew and e.seat == obs.seat else e
                   for e in obs.events)
    cards = sorted([str(e.card) for e in mine if type(e) in drawn] +
                   [str(c) for e in mine if type(e) is ChancellorDrew for c in e.cards])
    hands = tuple(h if h is None else tuple(sorted(h, key=str)) for h in obs.hands)
    return replace(obs, events=events, hands=hands), cards


class Recording(Deducteur):
    """A déducteur that remembers every observation it is asked about."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.asked = []

    def likelihood(self, obs, action):
        self.asked.append(obs)
        return super().likelihood(obs, action)


def games(edition, count, seed, n=2, searcher="stratège"):
    """Rounds of stratège(opponent="déducteur") at seat 0 against real déducteurs (``n`` - 1 of them;
    ``searcher``: the bot at seat 0): at each of seat 0's decisions, (the round, its observation, the
    déducteurs' observations so far)."""
    rng = random.Random(seed)
    options = SMALL if searcher == "stratège" else {}
    for g in range(count):
        r = Round.deal(edition, n, seed=rng.getrandbits(32), first_player=rng.randrange(n))
        bots = [make_bot(searcher, seed=g, **options)] + [make_bot("déducteur", seed=g + s) for s in range(1, n)]
        seen = []
        while not r.over:
            obs = r.observation(r.current)
            if r.current == 0 and r.phase == "play":
                yield r, obs, list(seen)
            elif r.current != 0 and r.phase == "play":
                seen.append(obs)
            r.play(bots[r.current].choose(obs))


def uniform_replays(edition, rounds, seed, n=2, searcher="stratège"):
    """(observation, its replayed worlds under the uniform play model), where the round can be replayed."""
    for _, obs, _ in games(edition, rounds, seed=seed, n=n, searcher=searcher):
        replayed = Seated(Deducteur()).worlds(obs, uniform=True)
        if replayed is not None:
            yield obs, replayed


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_uniform_replay_is_the_exact_posterior(edition):
    """With a Chancellor too: its keep is one branch per card kept, its block lies under the deck."""
    checked = chancellors = 0
    for obs, replayed in uniform_replays(edition, 8, seed=1):
        assert resolved(replayed) == resolved(BeliefTracker(0).exact(obs).weights)
        checked += 1
        chancellors += returned(obs) > 0
    assert checked > 10
    assert chancellors > 3 or edition == "classique"


@pytest.mark.parametrize("edition, rounds", [("classique", 12), ("2019", 3)])
def test_at_three_players_the_uniform_replay_is_the_exact_posterior(edition, rounds):
    """Each unseen draw of either opponent is a branch, each opponent's move weighted by the play model."""
    checked = 0
    for obs, replayed in uniform_replays(edition, rounds, seed=11, n=3, searcher="déducteur"):
        assert resolved(replayed) == resolved(BeliefTracker(0).exact(obs).weights)
        checked += 1
    assert checked > 6


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_beliefs_of_the_uniform_replay_are_the_deduction(edition):
    checked = 0
    for obs, replayed in uniform_replays(edition, 4, seed=4):
        mine, exact = beliefs(obs, replayed), BeliefTracker(0).update(obs)
        assert (mine.players, mine.burned, mine.next_draw) == (exact.players, exact.burned, exact.next_draw)
        checked += 1
    assert checked > 5


def replay_keeping_the_truth(r, obs):
    """(a Recording bot, the replay's worlds of ``obs`` asked of it), the real hidden deal among them
    with a weight > 0; None when a card came out of a Chancellor's block (the one case the replay
    gives up)."""
    bot = Recording()
    weights = Seated(bot).worlds(obs)
    if weights is None:
        assert obs.deck_size < returned(obs)
        return None
    truth = real_world(r, 0)
    assert any((w.hands, w.bottom, w.pool) == truth and x > 0 for w, x in weights.items())
    return bot, weights


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_real_deal_is_never_ruled_out_and_the_opponent_sees_what_it_saw(edition):
    """The table seats a déducteur: the real hidden deal keeps a weight > 0, and every observation
    the real déducteur had is one the replay asked about (the same observation, field by field, but
    for the order in which the opponent drew its own cards)."""
    checked = narrower = chancellors = 0
    for r, obs, seen in games(edition, 12, seed=2):
        replayed = replay_keeping_the_truth(r, obs)
        if replayed is None:
            continue
        bot, weights = replayed
        chancellors += returned(obs) > 0
        asked = bot.asked
        for real in seen:
            if len(real.legal_actions) > 1 and real.edition.forced_card(real.hand) is None:
                views = [view for view in asked if up_to_own_draws(view) == up_to_own_draws(real)]
                assert views  # and the déducteur's choice there is its choice at the real observation:
                assert all(Deducteur().likelihood(views[0], a) == Deducteur().likelihood(real, a)
                           for a in real.legal_actions)
        uniform = Seated(Deducteur()).worlds(obs, uniform=True)
        narrower += sum(1 for x in weights.values() if x) < sum(1 for x in uniform.values() if x)
        checked += 1
    assert checked > 20 and narrower > 5
    assert chancellors > 5 or edition == "classique"


@pytest.mark.parametrize("edition, rounds", [("classique", 6), pytest.param("2019", 8, marks=pytest.mark.slow),
                                             pytest.param("classique", 30, marks=pytest.mark.slow)])
def test_at_three_players_the_real_deal_is_never_ruled_out_and_each_opponent_sees_what_it_saw(edition, rounds):
    """Two déducteurs at the table: the real hidden deal keeps a weight > 0, and every observation
    either real déducteur had is one the replay asked about (up to the order of its own draws), with
    the same likelihood of each move: what one opponent saw of the other's card (a Priest, a Baron, a
    King between them) is in the observation the replay built for it."""
    checked = others = 0
    for r, obs, seen in games(edition, rounds, seed=12, n=3, searcher="déducteur"):
        replayed = replay_keeping_the_truth(r, obs)
        if replayed is None:
            continue
        bot = replayed[0]
        asked = [up_to_own_draws(view) for view in bot.asked]
        for real in seen:
            if len(real.legal_actions) > 1 and real.edition.forced_card(real.hand) is None:
                mine = up_to_own_draws(real)
                views = [view for view, key in zip(bot.asked, asked) if key == mine]
                assert views
                assert all(Deducteur().likelihood(views[0], a) == Deducteur().likelihood(real, a)
                           for a in real.legal_actions)
                others += any(type(e) in (Looked, Compared, Swapped) and 0 not in (e.seat, e.target)
                              for e in real.events)
        checked += 1
    assert checked > rounds
    assert others > 0 or rounds < 10


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_opponents_likelihood_does_not_see_the_searchers_card(edition):
    """Two rounds that differ only by the searcher's card (swapped with a card of the deck, which the
    opponent does not see either) give the opponent the same observation and the same likelihood of
    each move, unless the opponent learnt that card (a Priest, a Baron tie, a King)."""
    same = 0
    for r, other, mover in unseen_swaps(edition):
        a, b = Seated(Deducteur()), Seated(Deducteur())
        for move in r.legal_actions():
            assert a._likelihood(r, mover, move, False) == b._likelihood(other, mover, move, False)
        same += 1
    assert same > 100


def unseen_swaps(edition, count=30, seed=5):
    """(round, the round with the searcher's card swapped with a deck card, the opponent to move)
    for each swap the opponent cannot see: it sees a swap only if it learnt the card."""
    for r in positions(edition, count, seed=seed):
        mover, searcher = r.current, 1 - r.current
        for index in range(len(r.deck)):
            other = with_hidden_card_swapped(r, searcher, index)
            if other.observation(mover) != r.observation(mover):
                learnt = {e.kind for e in r.events_seen_by(mover) if getattr(e, "target", None) == searcher}
                assert learnt & {"looked", "compared", "swapped"}
                continue
            yield r, other, mover


@pytest.mark.parametrize("seated_guide", [False, True])
@pytest.mark.parametrize("edition", EDITIONS)
def test_same_seed_same_move(edition, seated_guide):
    for r, obs, _ in games(edition, 2, seed=3):
        moves = {make_bot("stratège", seed=9, seated_guide=seated_guide, **SMALL).choose(obs) for _ in range(2)}
        assert len(moves) == 1


def test_the_default_strategist_models_no_opponent():
    assert make_bot("stratège").opponent is None
    assert make_bot("stratège", opponent="déducteur").opponent is Deducteur


def test_without_simulations_the_strategist_plays_its_guides_move():
    for r, obs, _ in games("classique", 2, seed=6):
        bot = make_bot("stratège", seed=4, playouts=0, opponent="déducteur", seated_guide=True)
        weights = bot.worlds(obs).weights
        assert bot.choose(obs) == bot.guide.decide(obs, beliefs(obs, weights))[0]
        plain = make_bot("stratège", seed=4, playouts=0)
        assert plain.choose(obs) == plain.guide.choose(obs)


def test_the_deducteurs_keep_likelihood_is_its_choice():
    """At a Chancellor's keep, the déducteur's likelihoods sum to 1 and give its own choice a chance
    (any of the keeps of its highest card, the order of the others at random)."""
    rng, keeps = random.Random(7), 0
    for g in range(40):
        r = Round.deal("2019", 2, seed=rng.getrandbits(32))
        bots = [Deducteur(g), Deducteur(g + 1)]
        while not r.over:
            obs = r.observation(r.current)
            move = bots[r.current].choose(obs)
            if r.phase == "keep":
                odds = [Deducteur(5).likelihood(obs, a) for a in obs.legal_actions]
                assert sum(odds) == 1 and Deducteur(5).likelihood(obs, move) > 0
                keeps += 1
            r.play(move)
    assert keeps > 10
