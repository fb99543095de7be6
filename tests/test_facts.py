"""Every fact the package states as certain is true of the real deal at that moment.

On seeded random rounds of every edition and player count, at every step and for every seat still
in the round, each fact of ``facts(obs)`` is checked against the omniscient truth (the hands, the
deck, the card set aside) and against ``deduction`` (a certain fact is a probability of 0 or 1).
Then fixed decks for the cases that once went wrong.
"""

import random

import pytest

from loveletter_teach import Round, fr
from loveletter_teach.editions import EDITIONS
from loveletter_teach.events import Played, Redrew
from loveletter_teach.invariants import random_action
from loveletter_teach.probability import EXACT, BeliefTracker, Knowledge, facts
from scenarios import ALL, BARON, COUNTESS, GUARD, HANDMAID, KING, PRIEST, PRINCESS, act, build, card

ROUNDS = 30  # random rounds per edition and player count
DEDUCED = 8  # of which the first ones are also checked against déduction (it is slower)
SETTINGS = [(e, n) for e in ALL for n in range(2, EDITIONS[e].max_players + 1)]


def false_facts(r, seat):
    """The facts ``seat`` states now that the real deal contradicts, as (fact, why) pairs."""
    knowledge = Knowledge(r.observation(seat))
    wrong = []
    for f in knowledge.all_facts():
        why = _contradiction(r, f)
        if why:
            wrong.append((f, why))
    # The deck as the seat knows it is the real deck, card for card where it knows the card.
    if len(knowledge.layout) != len(r.deck) or any(k is not None and k != c for k, c in zip(knowledge.layout, r.deck)):
        wrong.append((None, f"layout {knowledge.layout} but deck {r.deck}"))
    return wrong


def _contradiction(r, f):
    """Why fact ``f`` is false of round ``r`` now (None: it is true)."""
    hand = list(r.hands[f.seat]) if f.seat is not None else None
    if f.seat is not None and not r.alive[f.seat]:
        return "about a player out of the round"
    values = [c.value for c in hand or ()]
    if f.kind == "exact":
        return None if f.card in hand else f"not in hand {hand}"
    if f.kind == "not":
        return None if f.card not in hand else f"in hand {hand}"
    if f.kind == "higher":
        return None if len(hand) == 1 and values[0] > f.card.value else f"hand {hand}"
    if f.kind == "equal":
        other = r.hands[f.card]
        return None if len(hand) == len(other) == 1 and values[0] == other[0].value else f"{hand} vs {other}"
    if f.kind == "no_countess":
        return None if not any(c.effect == COUNTESS for c in hand) else f"hand {hand}"
    if f.kind == "maybe_forced":  # a « peut-être »: the player's last card played was the Countess
        plays = [e.card for e in r.log if type(e) is Played and e.seat == f.seat]
        if not plays or plays[-1] != f.card or f.card.effect != COUNTESS:
            return f"last played {plays[-1:]}"
        return None
    if f.kind == "burned_taken":
        taken = [e.card for e in r.log if type(e) is Redrew and e.seat == f.seat and e.from_burned]
        return None if taken and taken[-1] in hand and r.burned_taken_by == f.seat else f"hand {hand}"
    if f.kind in ("under_deck", "under_deck_left"):  # a block of consecutive cards, in that order
        cards, deck = list(f.card), r.deck
        at = [i for i in range(len(deck) - len(cards) + 1) if deck[i:i + len(cards)] == cards]
        return None if at else f"deck {deck}"
    return f"unknown kind {f.kind}"


def disagreements(r, seat, beliefs):
    """The facts that ``deduction`` (exact) does not confirm: a certain fact has probability 0 or 1.

    A « peut-être » (``maybe_forced``) is not checked here: the facts rule out the forcing cards one
    player at a time, while déduction also weighs what the others must hold (2019, 6 players, seed 62:
    every unseen card but one Garde is pinned elsewhere)."""
    wrong = []
    for f in facts(r.observation(seat)):
        if f.seat is None:
            continue
        dist, ed = beliefs.players[f.seat], r.edition

        def p(cards, dist=dist):
            return sum(dist.get(c, 0) for c in cards)
        if f.kind == "exact" and dist.get(f.card, 0) != 1:
            wrong.append((f, dist.get(f.card, 0)))
        elif f.kind == "not" and dist.get(f.card, 0) != 0:
            wrong.append((f, dist[f.card]))
        elif f.kind == "no_countess" and p(ed.with_effect(COUNTESS)) != 0:
            wrong.append((f, p(ed.with_effect(COUNTESS))))
        elif f.kind == "higher" and p(c for c in ed.cards if c.value <= f.card.value) != 0:
            wrong.append((f, dist))
    return wrong


def play_and_check(edition, n, seed, deduce):
    r = Round.deal(edition, n, seed)
    rng = random.Random(seed)
    trackers = {s: BeliefTracker(s) for s in range(n)} if deduce else {}
    problems = []
    while True:
        for seat in range(n):
            if not r.alive[seat]:
                continue
            problems += [(r.turn, seat, f, why) for f, why in false_facts(r, seat)]
            if deduce:
                beliefs = trackers[seat].update(r.observation(seat))
                if beliefs.status == EXACT:
                    problems += [(r.turn, seat, f, p) for f, p in disagreements(r, seat, beliefs)]
        if r.over:
            return problems
        r.play(random_action(r, rng))


@pytest.mark.parametrize("edition,n", SETTINGS)
def test_every_fact_is_true_of_the_real_deal(edition, n):
    for seed in range(ROUNDS):
        problems = play_and_check(edition, n, seed, deduce=seed < DEDUCED)
        assert not problems, f"{edition}, {n} joueurs, graine {seed}: {problems[:3]}"


# --- The cases that went wrong, on fixed decks -------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_a_guard_miss_says_nothing_once_the_player_draws(edition):
    r = build(edition, 2, hands=[GUARD, PRIEST], draws=[BARON, PRINCESS])
    act(r, GUARD, 1, PRINCESS)  # a miss; then Bob draws the Princess
    texts = [f.text for f in facts(r.observation(0))]
    assert not any("n'a pas" in t for t in texts), texts


@pytest.mark.parametrize("edition", ALL)
def test_a_guard_miss_holds_until_the_player_draws(edition):
    r = build(edition, 3, hands=[GUARD, PRIEST, BARON], draws=[BARON, GUARD])
    act(r, GUARD, 2, PRINCESS)  # a miss on Chloé; Bob draws, Chloé still holds her one card
    found = facts(r.observation(0))
    assert [(f.seat, f.kind, f.card) for f in found] == [(2, "not", card(edition, PRINCESS))]
    assert found[0].text == f"Chloé n'a pas {fr.the(card(edition, PRINCESS))}."


@pytest.mark.parametrize("edition", ALL)
def test_after_a_swap_between_two_others_the_facts_follow_the_cards(edition):
    # Alice looks at David's Baron; then Bob's King swaps with David.
    r = build(edition, 4, hands=[PRIEST, KING, PRIEST, BARON], draws=[GUARD, GUARD, GUARD, GUARD])
    act(r, PRIEST, 3)
    act(r, GUARD, 2, PRINCESS)  # Bob misses Chloé
    act(r, GUARD, 0, PRINCESS)  # Chloé misses Alice
    act(r, GUARD, 1, PRINCESS)  # David misses Bob
    act(r, GUARD, 1, PRINCESS)  # Alice misses Bob
    act(r, KING, 3)  # Bob gives David his other card (not the Countess) and takes the Baron
    found = {(f.seat, f.kind, f.card): f for f in facts(r.observation(0))}
    baron, countess = card(edition, BARON), card(edition, COUNTESS)
    assert (1, "exact", baron) in found  # the Baron Alice saw is Bob's now
    assert found[1, "exact", baron].source == (f"votre {card(edition, PRIEST).name} (tour 1), "
                                               f"puis l'échange {fr.de(card(edition, KING))} de Bob (tour 6)")
    given = found[3, "no_countess", card(edition, KING)]  # Bob's other card: with the King, no Countess
    assert given.by == 1 and given.text == (
        f"David n'a pas {fr.the(countess)} : David a reçu la carte que Bob gardait en jouant "
        f"{fr.the(card(edition, KING))}, et avec {fr.the(card(edition, KING))}, {fr.the(countess)} aurait dû être jouée.")
    assert given.source == f"l'échange {fr.de(card(edition, KING))} de Bob (tour 6)"
    assert not any(seat == 3 and kind == "exact" for seat, kind, _ in found)
    for seat in range(4):
        if r.alive[seat]:
            assert not false_facts(r, seat)


@pytest.mark.parametrize("edition", ALL)
def test_a_countess_played_then_swapped_names_the_right_player(edition):
    # Bob plays the Countess (perhaps forced); then Chloé's King takes Bob's other card.
    r = build(edition, 3, hands=[HANDMAID, COUNTESS, KING], draws=[GUARD, GUARD, GUARD])
    act(r, HANDMAID)
    act(r, COUNTESS)
    assert [f.kind for f in facts(r.observation(0))] == ["maybe_forced"]
    act(r, KING, 1)
    for f in facts(r.observation(0)):
        assert f.kind != "maybe_forced" and "a joué" not in f.text


@pytest.mark.parametrize("edition", ALL)
def test_a_baron_tie_between_others_ends_when_one_draws(edition):
    r = build(edition, 4, hands=[HANDMAID, BARON, GUARD, GUARD], draws=[GUARD, GUARD, PRIEST, PRIEST])
    act(r, HANDMAID)
    act(r, BARON, 3)  # Bob's Guard ties with David's Guard; Chloé draws
    assert [(f.seat, f.kind, f.card) for f in facts(r.observation(0))] == [(1, "equal", 3), (3, "equal", 1)]
    act(r, PRIEST, 1)
    # David draws: « Bob et David ont des cartes de même valeur » holds no longer, for either.
    assert not facts(r.observation(0))
