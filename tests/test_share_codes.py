"""A share code holds what its viewer saw and nothing else, for every position a real round reaches.

The code of a position (« LL2-… ») holds the canonical deal of the viewer's observation, built from
that observation alone. So: reading the code gives back the same observation; two positions the
viewer cannot tell apart (other real deals, same moves, same observation) get one code; the deal a
code rebuilds does not depend on the real hidden cards; the real deal comes only from ``deal_code``,
and the share button never calls a deal code « what the player saw ».

``LOVELETTER_FULL=1`` runs the large sweep (see ``SEEDS``); the default counts keep this module short.
"""

import base64
import os
import random
from collections import Counter

import pytest

from loveletter_teach import EDITIONS, Round
from loveletter_teach.canonical import canonical_deal
from loveletter_teach.errors import ImpossiblePositionError
from loveletter_teach.explorer import (DEAL, SEEN, Position, _candidates, _free_slots, _unpack, explore, from_code,
                                       position, position_of)
from scenarios import random_round as played_round

FULL = os.environ.get("LOVELETTER_FULL") == "1"
SEEDS = 120 if FULL else 5  # random rounds per edition and number of players
CASES = [(e, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]


def random_round(edition, n, seed):
    """A real round of random legal moves stopped at a random depth (often at its end)."""
    return played_round(edition, n, seed, 32)[0]


def kind(code):
    """SEEN or DEAL: what a code says it carries."""
    body = code[4:].replace("-", "")
    return _unpack(base64.b32decode(body + "=" * (-len(body) % 8))[:-3])[1]


def same_view_deals(p, limit):
    """Up to ``limit`` other real positions with the same moves whose viewer observation is p's: the
    hidden places of the deal (those the viewer never received) exchanged by the explorer's redeal."""
    obs, found = p.observation(), []
    for deck in _candidates(list(p.deck), _free_slots(p.round(), p.viewer)):
        if len(found) >= limit:
            break
        try:
            q = Position(p.edition, p.names, p.viewer, p.first, tuple(deck), p.moves, p.keep_high)
        except ImpossiblePositionError:
            continue
        if q.observation() == obs and q.deck != p.deck:
            found.append(q)
    return found


@pytest.mark.parametrize("edition,n", CASES, ids=lambda x: getattr(x, "id", x))
def test_every_seat_of_random_rounds_reads_back_what_it_saw(edition, n):
    for seed in range(SEEDS):
        r = random_round(edition, n, seed)
        for viewer in range(n):
            p = position_of(r, viewer)
            code = p.code
            assert code.startswith("LL2-") and kind(code) == SEEN
            q = from_code(code)
            assert q.observation() == p.observation() == r.observation(viewer)
            assert q.code == code and (q.viewer, q.names, q.first) == (p.viewer, p.names, p.first)


@pytest.mark.parametrize("edition,n", CASES, ids=lambda x: getattr(x, "id", x))
def test_positions_the_viewer_cannot_tell_apart_share_one_code(edition, n):
    pairs = hidden_differs = 0
    for seed in range(SEEDS):
        r = random_round(edition, n, 1000 + seed)
        viewer = seed % n
        p = position_of(r, viewer)
        key = from_code(p.code).round().snapshot()
        for q in same_view_deals(p, 3):
            assert q.code == p.code
            assert from_code(q.code).round().snapshot() == key  # the same deal, whatever the real one
            pairs += 1
            hidden_differs += q.round().snapshot() != p.round().snapshot()
    assert pairs >= SEEDS // 2 and hidden_differs == pairs  # real pairs, each with other hidden cards


@pytest.mark.parametrize("edition,n", CASES, ids=lambda x: getattr(x, "id", x))
def test_before_any_move_the_hidden_places_get_the_smallest_cards_left(edition, n):
    for seed in range(SEEDS):
        r = Round.deal(edition, n, seed=seed, first_player=seed % n)
        viewer = seed % n
        p = position_of(r, viewer)
        deck = from_code(p.code).deck
        k = edition.face_up_for(n)
        mine = 1 + k + (viewer - p.first) % n  # the viewer's dealt card; its first draw if it plays first
        seen = {i for i in range(1, 1 + k)} | {mine} | ({1 + k + n} if viewer == p.first else set())
        assert all(deck[i] == p.deck[i] for i in seen)
        hidden = [deck[i] for i in range(len(deck)) if i not in seen]
        rest = Counter(edition.deck) - Counter(p.deck[i] for i in seen)
        assert hidden == sorted(rest.elements())  # the canonical fill: nothing of the real deal


def test_the_reported_position_no_longer_gives_the_real_deal():
    r = Round.deal("2019", 3, seed=6)
    rng = random.Random(6)
    for _ in range(8):
        r.play(rng.choice(r.legal_actions()))
    p = position_of(r, 0)
    q = from_code(p.code)
    assert kind(p.code) == SEEN and q.observation() == p.observation()
    assert q.round().burned != r.burned and q.deck != p.deck  # it used to be the very deal
    assert q.deck == canonical_deal(p.observation())[1]
    assert kind(p.deal_code) == DEAL and from_code(p.deal_code).round().snapshot() == r.snapshot()


def test_the_canonical_deal_is_built_for_one_seat():
    r = random_round("2019", 4, 7)
    first, deck, moves = canonical_deal(r.observation(2))
    assert Position(r.edition, r.names, 2, first, deck, moves).observation() == r.observation(2)
    with pytest.raises(ValueError):
        canonical_deal(r.omniscient())  # the truth has no canonical deal: it is one


# --- what the share button says -----------------------------------------------------------------------


def feedback(w):
    return w.feedback.value.replace("&#x27;", "'")


def test_the_share_button_never_calls_a_deal_code_what_the_player_saw(ExplorerWidget):
    for seed in range(3):
        r = random_round("2019", 3 + seed, 50 + seed)
        p = position_of(r, seed % r.n)
        w = ExplorerWidget(position=p, samples=20)
        w.share_button.click()
        assert w.code.value == p.code and kind(w.code.value) == SEEN
        assert "ne contient que ce que le joueur observé a vu" in feedback(w)
        assert from_code(w.code.value).observation() == p.observation()
        w.with_deal.value = True
        w.share_button.click()
        assert w.code.value == p.deal_code and kind(w.code.value) == DEAL
        assert "contient aussi les cartes cachées" in feedback(w) and "ne contient que" not in feedback(w)


def test_without_a_code_of_what_was_seen_the_button_offers_no_code(ExplorerWidget, monkeypatch):
    from loveletter_teach import canonical, explorer
    p = position("classique", 3, hands=["Garde", "Prince", "Baron"], deck=["Garde", "Servante"])
    p = p.with_move(("Garde", "Bob", "Roi"), "raté")
    w = ExplorerWidget(position=p, samples=20)
    w.share_button.click()
    assert w.code.value == p.code

    def fails(obs):
        raise canonical.NoDeal
    monkeypatch.setattr(explorer, "canonical_deal", fails)
    w._set_position(p.with_move(("Roi", "Alice")))  # a new position: its code is computed now
    w.share_button.click()
    assert w.code.value == "" and "Aucun code n'est proposé" in feedback(w) and "ne contient que" not in feedback(w)


def test_the_plain_explorer_shows_the_code_of_what_was_seen_only():
    from loveletter_teach import plain
    r = random_round("classique", 3, 11)
    p = position_of(r, 1)
    text = plain.ExplorerWidget(position=p, samples=20).plain_text()
    assert p.code in text and p.deal_code not in text
    assert explore(p, samples=20).code == p.code
