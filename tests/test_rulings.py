"""Every ruling of docs/RULINGS.md as a fixed-deck scenario, in every edition it applies to.

Scenarios name cards by effect (see scenarios.py), so ``GUARD`` is the Garde in ``classique``
and the Espion in ``lettre-d-amour``.
"""

import pytest

from loveletter_teach import IllegalActionError, Keep, Play, Round
from loveletter_teach import events as ev
from loveletter_teach.editions import EDITIONS, define_edition
from scenarios import (ALL, BARON, CHANCELLOR, COUNTESS, GUARD, HANDMAID, KING, PRIEST, PRINCE, PRINCESS,
                       SPY, act, build, card, events_of, harmless, play_until, seat_events)

# --- Set-up ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_deck_order_burn_face_up_deal_then_draws(edition, n):
    ed = EDITIONS[edition]
    order = list(reversed(ed.deck))  # a known order, top first
    first = n - 1
    r = Round.from_deck(ed, order, n, first_player=first)
    k = ed.face_up_for(n)
    assert r.burned == order[0]
    assert r.face_up == tuple(order[1:1 + k])
    for i in range(n):  # one card per seat from the first player on
        assert r.hands[(first + i) % n][0] == order[1 + k + i]
    assert r.current == first and r.hands[first][1] == order[1 + k + n]  # the first draw
    assert r.deck_top_first() == tuple(order[2 + k + n:])


@pytest.mark.parametrize("edition, face_up", [("classique", 3), ("2019", 3), ("16-cartes", 3),
                                              ("lettre-d-amour", 0)])
def test_two_players_face_up_cards(edition, face_up):
    r2, r3 = Round.deal(edition, 2, seed=1), Round.deal(edition, 3, seed=1)
    assert len(r2.face_up) == face_up and len(r3.face_up) == 0
    assert len(r2.deck) == EDITIONS[edition].size - 1 - face_up - 2 - 1
    assert r2.observation(0).face_up == r2.face_up  # face up: everyone sees them


# --- 1 and 19. Guard ---------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_guard_right_guess_eliminates(edition):
    r = build(edition, 2, hands=[GUARD, PRIEST], draws=[BARON])
    act(r, GUARD, 1, PRIEST)
    assert not r.alive[1] and r.discards[1] == [card(edition, PRIEST)]
    assert r.over and r.result.winners == (0,) and not r.result.showdown


@pytest.mark.parametrize("edition", ALL)
def test_guard_wrong_guess_does_nothing(edition):
    r = build(edition, 2, hands=[GUARD, PRIEST], draws=[BARON])
    act(r, GUARD, 1, KING)
    assert r.alive == [True, True] and r.hands[1] == [card(edition, PRIEST), r.log[-1].card]
    assert events_of(r, ev.Guessed)[0].hit is False


@pytest.mark.parametrize("edition", ALL)
def test_guard_names_any_card_but_the_guard(edition):
    ed = EDITIONS[edition]
    # The King lies face up (every copy visible): it may still be named.
    r = build(edition, 2, hands=[GUARD, PRIEST], draws=[BARON],
              face_up=[KING, PRINCE, PRINCE] if ed.face_up_for(2) else None)
    named = {a.guess for a in r.legal_actions() if a.card.effect == "guess"}
    assert named == set(ed.cards) - set(ed.with_effect("guess"))
    assert card(edition, KING) in named
    with pytest.raises(IllegalActionError, match="ne peut pas nommer"):
        act(r, GUARD, 1, GUARD)


def test_2019_guard_may_name_the_spy_and_lettre_d_amour_espion_may_not_be_named():
    r = build("2019", 2, hands=[GUARD, SPY], draws=[BARON])
    act(r, GUARD, 1, "Espionne")
    assert not r.alive[1]
    r = build("lettre-d-amour", 2, hands=[GUARD, PRIEST], draws=[BARON])
    with pytest.raises(IllegalActionError, match="l'Espion"):
        act(r, "Espion", 1, "espion")


# --- 2. Priest -----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_priest_only_its_player_sees_the_card(edition):
    r = build(edition, 3, hands=[PRIEST, BARON, GUARD], draws=[GUARD])
    act(r, PRIEST, 1)
    baron = card(edition, BARON)
    assert seat_events(r, 0, ev.Looked)[0].card == baron  # the player sees it
    assert seat_events(r, 1, ev.Looked)[0].card == baron  # the target knows its own card
    assert seat_events(r, 2, ev.Looked)[0].card is None  # a third player does not
    assert r.alive == [True, True, True]


# --- 3. Baron ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_baron_lower_card_leaves_and_shows_it(edition):
    r = build(edition, 3, hands=[BARON, PRIEST, GUARD], draws=[KING])
    act(r, BARON, 1)
    assert not r.alive[1] and r.discards[1] == [card(edition, PRIEST)]
    seen_by_third = seat_events(r, 2, ev.Compared)[0]
    assert seen_by_third.loser == 1 and seen_by_third.seat_card is None and seen_by_third.target_card is None
    assert seat_events(r, 2, ev.Eliminated)[0].card == card(edition, PRIEST)  # the loser's card is shown
    both = seat_events(r, 1, ev.Compared)[0]
    assert (both.seat_card, both.target_card) == (card(edition, KING), card(edition, PRIEST))


@pytest.mark.parametrize("edition", ALL)
def test_baron_player_can_lose(edition):
    r = build(edition, 2, hands=[BARON, KING], draws=[GUARD])
    act(r, BARON, 1)
    assert not r.alive[0] and r.discards[0] == [card(edition, BARON), card(edition, GUARD)]
    assert r.result.winners == (1,)


@pytest.mark.parametrize("edition", ALL)
def test_baron_tie_eliminates_nobody(edition):
    r = build(edition, 3, hands=[BARON, PRIEST, GUARD], draws=[PRIEST])
    act(r, BARON, 1)
    assert r.alive == [True, True, True]
    assert events_of(r, ev.Compared)[0].loser is None
    assert seat_events(r, 2, ev.Compared)[0].loser is None  # third players learn it was a tie


# --- 4. Handmaid ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_handmaid_protects_until_its_players_next_turn(edition):
    r = build(edition, 3, hands=[HANDMAID, GUARD, PRIEST], draws=[GUARD, GUARD, GUARD, GUARD])
    act(r, HANDMAID)
    assert r.protected[0]
    for seat in (1, 2):  # neither other player can target seat 0
        assert r.current == seat
        assert all(a.target != 0 for a in r.legal_actions())
        with pytest.raises(IllegalActionError, match="protège"):
            r.play(Play(r.hands[seat][0], 0, card(edition, PRINCE)) if r.hands[seat][0].effect == "guess"
                   else Play(r.hands[seat][0], 0))
        harmless(r)
    assert r.current == 0 and not r.protected[0]  # gone at the start of its next turn
    act(r, GUARD, 1, KING)
    assert any(a.target == 0 for a in r.legal_actions())  # seat 1 may target seat 0 again


# --- 5. Prince -----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_prince_discards_without_effect_and_redraws(edition):
    r = build(edition, 3, hands=[PRINCE, BARON, GUARD], draws=[PRIEST, KING])
    act(r, PRINCE, 1)
    baron = card(edition, BARON)
    assert r.discards[1] == [baron] and r.alive == [True, True, True]  # the Baron did nothing
    assert r.hands[1] == [card(edition, KING)] or r.hands[1][0] == card(edition, KING)
    redrew = events_of(r, ev.Redrew)[0]
    assert redrew.card == card(edition, KING) and not redrew.from_burned
    assert seat_events(r, 2, ev.Redrew)[0].card is None  # only the target sees its new card


@pytest.mark.parametrize("edition", ALL)
def test_prince_may_target_its_player(edition):
    r = build(edition, 2, hands=[PRINCE, GUARD], draws=[PRIEST, BARON])
    assert Play(card(edition, PRINCE), 0) in r.legal_actions()
    act(r, PRINCE, 0)
    assert r.discards[0] == [card(edition, PRINCE), card(edition, PRIEST)]
    assert r.hands[0] == [card(edition, BARON)]


@pytest.mark.parametrize("edition", ALL)
def test_prince_on_empty_deck_takes_the_burned_card(edition):
    # Both players keep a Prince; every other card is harmless; the Princess is burned.
    r = build(edition, 2, hands=[PRINCE, PRINCE], draws=[COUNTESS, HANDMAID, HANDMAID], burned=PRINCESS)
    play_until(r, 0)
    player, other = r.current, 1 - r.current
    act(r, PRINCE, other)
    redrew = events_of(r, ev.Redrew)[-1]
    assert redrew.from_burned and redrew.card == card(edition, PRINCESS)
    assert r.hands[other] == [card(edition, PRINCESS)] and r.burned is None and r.burned_taken_by == other
    assert seat_events(r, player, ev.Redrew)[-1] == redrew._replace(card=None)  # everyone knows where it came from
    assert r.over and r.result.showdown and r.result.winners == (other,)


@pytest.mark.parametrize("edition", ALL)
def test_prince_on_the_princess_eliminates_without_drawing(edition):
    r = build(edition, 2, hands=[PRINCE, PRINCESS], draws=[GUARD])
    deck_before = len(r.deck)
    act(r, PRINCE, 1)
    assert not r.alive[1] and r.hands[1] == [] and r.discards[1] == [card(edition, PRINCESS)]
    assert len(r.deck) == deck_before and r.result.winners == (0,)
    assert events_of(r, ev.Eliminated)[0].card is None


@pytest.mark.parametrize("edition", ALL)
def test_prince_on_yourself_with_the_princess_eliminates_you(edition):
    r = build(edition, 2, hands=[PRINCE, GUARD], draws=[PRINCESS])
    act(r, PRINCE, 0)
    assert not r.alive[0] and r.result.winners == (1,)


def test_prince_discarded_spy_counts_for_the_spy_bonus():
    r = build("2019", 2, hands=[PRINCE, SPY], draws=[PRIEST, GUARD])
    act(r, PRINCE, 1)  # seat 1 discards its Spy and draws the Guard
    act(r, GUARD, 0, KING)  # seat 1 misses
    assert r.current == 0
    act(r, PRIEST, 1)
    while not r.over:  # nobody else plays a Spy, nobody leaves
        harmless(r)
    assert r.alive[1]
    assert r.result.spy_bonus == 1 and r.result.tokens[1] == 1 + (1 in r.result.winners)


# --- 6 and 15. Chancellor (2019) -----------------------------------------------------------
def test_chancellor_keeps_one_and_returns_two_in_chosen_order():
    r = build("2019", 3, hands=[CHANCELLOR, GUARD, GUARD], draws=[PRIEST, BARON, KING])
    act(r, CHANCELLOR)
    assert r.phase == "keep" and r.current == 0 and len(r.hands[0]) == 3
    priest, baron, king = (card("2019", c) for c in (PRIEST, BARON, KING))
    assert set(r.legal_actions()) == {
        Keep(priest, (baron, king)), Keep(priest, (king, baron)), Keep(baron, (priest, king)),
        Keep(baron, (king, priest)), Keep(king, (priest, baron)), Keep(king, (baron, priest))}
    size = len(r.deck)
    r.play(Keep("roi", ("pretre", "baron")))
    assert r.hands[0] == [king]
    # The returned cards are the last two of the deck, Priest above Baron, and the next turn began.
    assert r.deck_top_first()[-2:] == (priest, baron) and len(r.deck) == size + 2 - 1
    assert seat_events(r, 1, ev.ChancellorReturned)[0].cards == (None, None)  # others: a count only
    assert seat_events(r, 1, ev.ChancellorDrew)[0].cards == (None, None)
    assert seat_events(r, 0, ev.ChancellorReturned)[0].cards == (priest, baron)


def test_chancellor_ignores_the_countess_rule_and_may_return_the_princess():
    r = build("2019", 2, hands=[CHANCELLOR, GUARD], draws=[COUNTESS, KING, PRINCESS])
    act(r, CHANCELLOR)  # Countess with a Chancellor is not forced
    countess, king, princess = (card("2019", c) for c in (COUNTESS, KING, PRINCESS))
    assert Keep(king, (countess, princess)) in r.legal_actions()  # the Countess rule does not apply
    r.play(Keep(king, (princess, countess)))
    assert r.alive[0] and princess not in r.discards[0]  # under the deck is not discarded


def test_chancellor_with_one_card_left_draws_it_and_play_goes_on():
    r = build("2019", 2, hands=[CHANCELLOR, CHANCELLOR], burned=PRINCESS, face_up=[PRINCE, PRINCE, SPY])
    play_until(r, 1)
    player = r.current
    act(r, CHANCELLOR)
    assert len(r.hands[player]) == 2 and len(r.deck) == 0
    kept, returned = r.hands[player]
    r.play(Keep(kept, (returned,)))
    assert not r.over and len(r.deck) == 0 and r.current == 1 - player  # ruling 15: play goes on
    assert r.hands[1 - player][-1] == returned  # the next player draws the returned card


def test_chancellor_on_an_empty_deck_has_no_effect_and_the_round_ends():
    r = build("2019", 2, hands=[CHANCELLOR, CHANCELLOR], burned=PRINCESS, face_up=[PRINCE, PRINCE, SPY])
    play_until(r, 0)
    act(r, CHANCELLOR)
    assert events_of(r, ev.ChancellorDrew)[-1].cards == ()
    assert r.over and r.result.showdown


# --- 7. King -------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_king_swaps_hands_and_both_know_both(edition):
    r = build(edition, 3, hands=[KING, BARON, GUARD], draws=[PRIEST])
    act(r, KING, 1)
    priest, baron = card(edition, PRIEST), card(edition, BARON)
    assert r.hands[0] == [baron] and r.hands[1][0] == priest  # seat 1 has drawn since
    for seat in (0, 1):
        swap = seat_events(r, seat, ev.Swapped)[0]
        assert (swap.seat_card, swap.target_card) == (baron, priest)
    assert seat_events(r, 2, ev.Swapped)[0].seat_card is None


# --- 8 and 20. Countess --------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
@pytest.mark.parametrize("forcing", [KING, PRINCE])
def test_countess_is_forced_by_king_or_prince(edition, forcing):
    r = build(edition, 2, hands=[COUNTESS, GUARD], draws=[forcing])
    assert {a.card for a in r.legal_actions()} == {card(edition, COUNTESS)}
    with pytest.raises(IllegalActionError, match="doit jouer"):
        act(r, forcing, 1 if forcing == KING else 0)


@pytest.mark.parametrize("edition", ALL)
@pytest.mark.parametrize("other", [PRINCESS, GUARD, BARON])
def test_countess_is_not_forced_otherwise_but_may_be_played(edition, other):
    r = build(edition, 2, hands=[COUNTESS, PRIEST], draws=[other])
    played = {a.card for a in r.legal_actions()}
    assert played == {card(edition, COUNTESS), card(edition, other)}
    act(r, COUNTESS)
    assert r.discards[0] == [card(edition, COUNTESS)] and r.alive[0]


def test_lettre_d_amour_dame_forced_by_noble_and_messager():
    for forcing in ("Noble", "Messager"):
        r = build("lettre-d-amour", 2, hands=["Dame", "Espion"], draws=[forcing])
        assert [a.card.name for a in r.legal_actions()] == ["Dame"]


# --- 9. Princess ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_playing_the_princess_is_legal_and_eliminates(edition):
    r = build(edition, 2, hands=[PRINCESS, GUARD], draws=[PRIEST])
    assert Play(card(edition, PRINCESS)) in r.legal_actions()
    act(r, PRINCESS)
    assert not r.alive[0] and r.discards[0] == [card(edition, PRINCESS), card(edition, PRIEST)]
    assert r.result.winners == (1,)


# --- 10. Everyone protected ----------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
@pytest.mark.parametrize("targeted", [GUARD, PRIEST, BARON, KING])
def test_everyone_protected_targeted_cards_have_no_effect(edition, targeted):
    r = build(edition, 2, hands=[GUARD, HANDMAID], draws=[targeted, GUARD, GUARD])
    act(r, GUARD, 1, KING)  # a miss
    act(r, HANDMAID)
    assert r.current == 0 and r.protected[1]
    options = [a for a in r.legal_actions() if a.card == card(edition, targeted)]
    assert options == [Play(card(edition, targeted))]  # no target: played without effect
    before = [list(h) for h in r.hands]
    act(r, targeted)
    assert r.alive == [True, True] and r.hands[1][0] == before[1][0]  # then seat 1 draws
    assert events_of(r, ev.Played)[-1].target is None


@pytest.mark.parametrize("edition", ALL)
def test_everyone_protected_prince_must_target_its_player(edition):
    r = build(edition, 2, hands=[GUARD, HANDMAID], draws=[PRINCE, PRIEST, BARON])
    act(r, GUARD, 1, KING)
    act(r, HANDMAID)
    assert [a for a in r.legal_actions() if a.card.effect == PRINCE] == [Play(card(edition, PRINCE), 0)]
    with pytest.raises(IllegalActionError, match="protège"):
        act(r, PRINCE, 1)
    act(r, PRINCE, 0)
    assert r.discards[0] == [card(edition, c) for c in (GUARD, PRINCE, BARON)]


@pytest.mark.parametrize("edition", ALL)
def test_eliminated_players_cannot_be_targeted_and_skip_turns(edition):
    r = build(edition, 3, hands=[GUARD, PRIEST, BARON], draws=[GUARD, GUARD])
    act(r, GUARD, 1, PRIEST)
    assert not r.alive[1] and r.current == 2  # seat 1 is skipped
    assert all(a.target != 1 for a in r.legal_actions())
    with pytest.raises(IllegalActionError, match="quitté la manche"):
        act(r, GUARD, 1, KING)


# --- 11 and 16. Elimination, last player standing -------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_last_player_standing_does_not_show_the_hand(edition):
    r = build(edition, 2, hands=[GUARD, PRIEST], draws=[BARON])
    act(r, GUARD, 1, PRIEST)
    ended = events_of(r, ev.RoundEnded)[0]
    assert not ended.showdown and ended.hands == (None, None)


@pytest.mark.parametrize("edition", ALL)
def test_deck_exhausted_showdown_right_after_the_last_draw(edition):
    r = build(edition, 2, hands=[PRINCE, PRINCE], draws=[COUNTESS, HANDMAID, HANDMAID], burned=PRINCESS)
    play_until(r, 0)
    last = r.current
    harmless(r)  # the turn in which the last card was drawn
    assert r.over and r.result.showdown
    ended = events_of(r, ev.RoundEnded)[0]
    assert all(ended.hands[s] == r.hands[s][0] for s in (0, 1))  # every hand is shown
    assert r.current == last


# --- 12, 17 and 21. Spy (2019) -------------------------------------------------------------
def test_spy_bonus_for_the_only_spy_player_still_in():
    r = build("2019", 2, hands=[SPY, PRIEST], draws=[GUARD, GUARD, BARON])
    act(r, SPY)
    act(r, GUARD, 0, KING)
    act(r, GUARD, 1, PRIEST)
    assert r.result.winners == (0,) and r.result.spy_bonus == 0 and r.result.tokens == (2, 0)


def test_two_spies_from_one_player_give_one_token():
    r = build("2019", 2, hands=[SPY, PRIEST], draws=[SPY, GUARD, GUARD, BARON])
    act(r, SPY)
    act(r, GUARD, 0, KING)
    act(r, SPY)  # seat 0 has played both Spies and keeps a Guard
    act(r, PRIEST, 0)  # seat 1 keeps a Baron
    act(r, GUARD, 1, BARON)
    assert r.result.winners == (0,) and r.result.spy_bonus == 0 and r.result.tokens == (2, 0)


def test_spies_from_two_players_give_no_bonus():
    r = build("2019", 3, hands=[SPY, SPY, PRIEST], draws=[GUARD, GUARD, GUARD, GUARD, GUARD])
    act(r, SPY)
    act(r, SPY)
    act(r, GUARD, 0, KING)
    act(r, GUARD, 2, PRIEST)  # seat 0 eliminates seat 2
    assert r.alive == [True, True, False]
    while not r.over:
        harmless(r)
    assert r.result.spy_bonus is None


def test_an_eliminated_spy_player_never_gets_the_bonus():
    r = build("2019", 2, hands=[GUARD, SPY], draws=[BARON, PRIEST, GUARD])
    act(r, GUARD, 1, KING)  # a miss
    act(r, SPY)  # seat 1 keeps a Priest
    act(r, GUARD, 1, PRIEST)
    assert not r.alive[1] and card("2019", SPY) in r.discards[1]
    assert r.result.winners == (0,) and r.result.spy_bonus is None and r.result.tokens == (1, 0)


def test_spy_bonus_does_not_make_its_holder_a_winner():
    # 2019 with seed 001's tie-break: both keep a Prince to the showdown; seat 1 played the Spy.
    ed = EDITIONS["2019"].with_rules(tie_break="discard_sum")
    setup = build("2019", 2, hands=[PRINCE, SPY], draws=[GUARD, PRINCE], burned=PRINCESS,
                  face_up=[SPY, CHANCELLOR, CHANCELLOR])
    r = Round(ed, setup.order, 2)
    harmless(r)  # seat 0's Guard misses
    act(r, SPY)  # seat 1 keeps its Prince
    while not r.over:
        harmless(r)
    assert r.alive == [True, True] and r.hands[0] == r.hands[1]
    assert events_of(r, ev.RoundEnded)[0].discard_sums == ((0, 21), (1, 18))
    assert r.result.winners == (0,) and r.result.spy_bonus == 1 and r.result.tokens == (1, 1)


# --- 13. Tokens ----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_every_round_winner_gains_one_token(edition):
    r = build(edition, 2, hands=[PRINCE, PRINCE], draws=[COUNTESS, HANDMAID, HANDMAID], burned=PRINCESS)
    while not r.over:
        harmless(r)
    assert r.result.winners == (0, 1) or EDITIONS[edition].tie_break == "discard_sum"
    assert r.result.tokens == tuple(int(s in r.result.winners) for s in (0, 1))


# --- 14 and 17. Showdown tie ---------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_showdown_tie_by_the_editions_rule(edition):
    # Both keep a Prince to the end; seat 0 plays more (and higher) cards than seat 1 or as many.
    r = build(edition, 2, hands=[PRINCE, PRINCE], draws=[COUNTESS, HANDMAID, HANDMAID], burned=PRINCESS)
    while not r.over:
        harmless(r)
    sums = [sum(c.value for c in r.discards[s]) for s in (0, 1)]
    if EDITIONS[edition].tie_break == "shared" or sums[0] == sums[1]:
        assert r.result.winners == (0, 1)
    else:
        assert r.result.winners == (sums.index(max(sums)),)
        assert events_of(r, ev.RoundEnded)[0].discard_sums == ((0, sums[0]), (1, sums[1]))


@pytest.mark.parametrize("edition", ALL)
def test_eliminated_players_count_for_neither_tie_break_nor_winning(edition):
    r = build(edition, 3, hands=[PRINCE, PRINCE, PRINCESS], draws=[GUARD])
    act(r, GUARD, 2, PRINCESS)  # seat 2 leaves with the highest card face up
    while not r.over:
        harmless(r)
    assert not r.alive[2] and 2 not in r.result.winners and r.result.showdown
    assert all(seat != 2 for seat, _ in events_of(r, ev.RoundEnded)[0].discard_sums)


def test_tie_break_switch_is_data():
    shared = EDITIONS["classique"].with_rules(tie_break="shared")
    r = build("classique", 2, hands=[PRINCE, PRINCE], burned=PRINCESS)
    same = Round(shared, r.order, 2)
    while not same.over:
        harmless(same)
    assert same.result.winners == (0, 1)


# --- 18. Who sees what ---------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_priest_target_knows_it_was_looked_at(edition):
    r = build(edition, 2, hands=[PRIEST, BARON], draws=[GUARD])
    act(r, PRIEST, 1)
    assert "Alice regarde votre main." in r.narration(1)
    assert any("Vous voyez la main de Bob" in line for line in r.narration(0))


@pytest.mark.parametrize("edition", ALL)
def test_burned_card_taken_by_prince_is_seen_only_by_its_target(edition):
    r = build(edition, 2, hands=[PRINCE, PRINCE], draws=[COUNTESS, HANDMAID, HANDMAID], burned=PRINCESS)
    play_until(r, 0)
    player, other = r.current, 1 - r.current
    act(r, PRINCE, other)
    assert seat_events(r, other, ev.Redrew)[-1].card == card(edition, PRINCESS)
    assert seat_events(r, player, ev.Redrew)[-1].card is None
    assert seat_events(r, player, ev.Redrew)[-1].from_burned


# --- 22. visible_discards='last' -----------------------------------------------------------
def test_last_visible_discard_keeps_memory_but_not_the_table():
    ed = EDITIONS["2019"].with_rules(visible_discards="last")
    r = build("2019", 3, hands=[SPY, HANDMAID, GUARD], draws=[PRIEST, GUARD, PRIEST, GUARD])
    r = Round(ed, r.order, 3)
    act(r, SPY)
    act(r, HANDMAID)
    act(r, PRIEST, 0)
    spy, handmaid, priest = (card("2019", c) for c in (SPY, HANDMAID, PRIEST))
    table = r.observation(0).table
    assert table == ((spy,), (handmaid,), (priest,))  # Spy and active Handmaid stay, Priest is last
    act(r, GUARD, 2, KING)  # seat 0's Guard misses: now the Guard is the last card
    obs = r.observation(2)
    assert obs.table[2] == () and obs.table[0] == (spy, card("2019", GUARD))
    assert obs.table[1] == ()  # seat 1's turn began: its Handmaid no longer runs
    assert obs.discards == ((spy, card("2019", GUARD)), (handmaid,), (priest,))  # memory keeps all


def test_default_visible_discards_shows_everything():
    r = build("classique", 3, hands=[PRIEST, HANDMAID, GUARD], draws=[GUARD, GUARD])
    act(r, PRIEST, 1)
    act(r, HANDMAID)
    assert r.observation(2).table == r.observation(2).discards


def test_a_showdown_shows_every_hand_still_in_the_round_to_every_seat():
    """When the deck runs out, the players still in compare their hands: each seat's view shows them
    (and the board with them), not « ? »; a player out of the round shows nothing more."""
    from loveletter_teach import Round
    from loveletter_teach.agents import play_until
    from loveletter_teach.bots import make_bot
    seen = 0
    for seed in range(30):
        r = Round.deal("classique", 3, seed=seed)
        play_until(r, {s: make_bot("prudent", seed=s) for s in range(3)})
        for seat in range(3):
            obs = r.observation(seat)
            for s in range(3):
                visible = r.result.showdown and r.alive[s] or s == seat
                assert (obs.hands[s] is not None) == visible and (not visible or obs.hands[s] == tuple(r.hands[s]))
        seen += r.result.showdown
    assert seen  # some of these rounds end in a showdown


def test_two_kinds_of_spy_played_by_one_player_give_one_token():
    ed = define_edition("deux-espions", [
        ("Espionne", 0, 1, "spy", True), ("Espion", 0, 1, "spy"), ("Garde", 1, 5, "guess"), ("Prêtre", 2, 2, "peek"),
        ("Servante", 4, 2, "protect", True), ("Princesse", 8, 1, "lose_if_discarded", True)],
        max_players=2, face_up_two_players=0)
    espionne, espion, garde, pretre, servante, princesse = ed.cards
    r = Round.from_hands(ed, hands=[espionne, garde], burned=princesse,
                         deck=[espion, pretre, garde, servante, garde, pretre, garde, servante, garde])
    while not r.over:  # seat 0 plays its Spies first; nobody is put out of the round
        acts = [a for a in r.legal_actions() if not (a.guess is not None and r.hands[a.target][0] == a.guess)]
        spies = [a for a in acts if a.card.effect == "spy"]
        r.play((spies if r.current == 0 and spies else [a for a in acts if a.card.effect != "spy"] or acts)[0])
    assert {espionne, espion} <= set(r.discards[0]) and r.alive == [True, True]
    assert r.result.spy_bonus == 0 and r.result.tokens[0] == 1 + (0 in r.result.winners)
