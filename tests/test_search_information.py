"""The stratège's search: its simulated players choose from their own information only.

An opponent simulated in a playout must not see the searching seat's hidden card: two rounds that
differ only by that card (swapped with a card of the deck, which nobody sees either) give the
simulated opponent the same move for the same random stream. And the stratège itself, given two
deals that its seat cannot tell apart, plays the same move for a fixed seed."""

import random

import pytest

from loveletter_teach import Round
from loveletter_teach.bots import make_bot
from loveletter_teach.bots.playout import Playout, ScoredPlayout

SMALL = dict(playouts=24, max_worlds=5_000, prune_to=300)


def positions(edition, count, seed):
    """Rounds of 2 players at a decision of the play phase, after random moves."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        r = Round.deal(edition, 2, seed=rng.getrandbits(32), first_player=rng.randrange(2))
        for _ in range(rng.randrange(4)):
            if r.over:
                break
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
        if not r.over and r.phase == "play" and r.deck:
            found.append(r)
    return found


def with_hidden_card_swapped(r, seat, index):
    """``r`` where ``seat``'s hand card and deck card ``index`` trade places (a card nobody else sees)."""
    hands = [list(h) for h in r.hands]
    deck = list(r.deck)
    hands[seat][0], deck[index] = deck[index], hands[seat][0]
    return r.replace(hands=hands, deck=deck)


@pytest.mark.parametrize("policy", [Playout, ScoredPlayout])
@pytest.mark.parametrize("edition", ["classique", "2019"])
def test_a_simulated_opponent_does_not_see_the_searchers_card(policy, edition):
    changed = 0
    for r in positions(edition, 40, seed=7):
        mover = r.current
        searcher = 1 - mover
        for index in range(len(r.deck)):
            other = with_hidden_card_swapped(r, searcher, index)
            changed += other.hands[searcher] != r.hands[searcher]
            for s in range(5):
                assert policy(random.Random(s)).choose(r) == policy(random.Random(s)).choose(other)
    assert changed > 100  # the searcher's card did change, most of the time


def test_a_simulated_opponent_uses_what_it_learnt_of_the_searchers_card():
    """What the opponent knows (a Priest's look, passed in ``known``) is its own information: it
    names that card with its Guard."""
    for r in positions("classique", 60, seed=3):
        mover, searcher = r.current, 1 - r.current
        guards = [a for a in r.legal_actions() if a.card.effect == "guess" and a.target == searcher]
        card = r.hands[searcher][0]
        if not guards or card.effect == "guess":
            continue
        move = ScoredPlayout(random.Random(0), {(mover, searcher): card}).choose(r)
        assert move.card.effect == "guess" and move.guess == card


@pytest.mark.parametrize("edition", ["classique", "2019"])
def test_the_strategist_plays_the_same_move_in_deals_its_seat_cannot_tell_apart(edition):
    for r in positions(edition, 4, seed=11):
        me = r.current
        obs = r.observation(me)
        other = with_hidden_card_swapped(r, 1 - me, len(r.deck) - 1)  # the opponent's card, unseen by me
        assert other.observation(me) == obs
        moves = {make_bot("stratège", seed=5, policy="scored", **SMALL).choose(x.observation(me)) for x in (r, other)}
        assert len(moves) == 1
