"""Games of several rounds: tokens, spy bonus, who starts next, the end of the game."""

import random
from collections import Counter

import pytest

from loveletter_teach import (EDITIONS, Game, IllegalActionError, Play, Round, define_edition, get_edition,
                              savefile)

# --- helpers ---------------------------------------------------------------------------------


def rig(game, hands, draws, burned, face_up=()):
    """Replace the game's fresh round by one dealt from chosen cards, keeping its first player
    (the Game chose it) and the players' names; nothing has been played in it yet. The draws
    go on with the edition's other cards, in card order."""
    dealt = game.round
    assert dealt.actions == [] and not dealt.over
    rest = Counter(c.name for c in game.edition.deck)
    rest.subtract([*hands, *draws, burned, *face_up])
    assert min(rest.values()) >= 0
    draws = [*draws, *(c.name for c in game.edition.cards for _ in range(rest[c.name]))]
    game.rounds[-1] = Round.from_hands(game.edition, hands, draws, burned, face_up,
                                       dealt.first_player, game.names)
    return game.round


def play_round(game, rng):
    while not game.round.over:
        game.play(rng.choice(game.legal_actions()))


def random_game(edition, n, seed, check=None):
    """Play a whole game at random (seeded); ``check(game, tokens_before)`` after each round."""
    game, rng = Game(edition, n, seed=seed), random.Random(seed)
    while True:
        before = list(game.tokens)
        play_round(game, rng)
        if check:
            check(game, before)
        if game.over:
            return game
        game.new_round()


# A small edition with the 2019 spy rule, two players and no face-up card: a showdown comes after
# three draws, so a round can be told card by card. Engine paths are per effect, so this tests the
# same code as the 2019 edition.
MINI = define_edition(
    "mini-2019", [("Espionne", 0, 2, "spy", True), ("Garde", 1, 2, "guess"), ("Baron", 3, 1, "compare"),
                  ("Princesse", 9, 1, "lose_if_discarded", True)],
    max_players=2, tokens_to_win={2: 3}, face_up_two_players=0, tie_break="shared")


def spy_to_the_loser(game):
    """First player f plays a Spy and loses the showdown; the other, o, wins. Returns (f, o)."""
    f = game.round.first_player
    o = 1 - f
    hands = [None, None]
    hands[f], hands[o] = "Espionne", "Garde"
    rig(game, hands, ["Garde", "Baron", "Espionne"], "Princesse")
    game.play(Play("Espionne"))
    game.play(Play("Garde", f, "Princesse"))  # miss
    game.play(Play("Garde", o, "Princesse"))  # miss: f keeps the second Spy (0)
    assert game.round.over
    return f, o


def shared_win(game):
    """Both players hold a Garde at the showdown (both played a Spy: no bonus)."""
    f = game.round.first_player
    rig(game, ["Espionne", "Espionne"], ["Garde", "Garde", "Baron"], "Princesse")
    game.play(Play("Espionne"))
    game.play(Play("Espionne"))
    game.play(Play("Baron", 1 - f))  # Garde against Garde: nobody leaves
    assert game.round.over


# --- tokens ------------------------------------------------------------------------------------

TARGETS = {"classique": {2: 7, 3: 5, 4: 4}, "2019": {2: 6, 3: 5, 4: 4, 5: 3, 6: 3},
           "16-cartes": {2: 6, 3: 5, 4: 4}, "lettre-d-amour": {2: 7, 3: 5, 4: 4}}


def test_token_targets_are_the_rulebooks():
    assert set(TARGETS) == set(EDITIONS)
    for key, targets in TARGETS.items():
        edition = get_edition(key)
        assert (edition.min_players, edition.max_players) == (min(targets), max(targets))
        for n, tokens in targets.items():
            assert Game(edition, n, seed=1).target == tokens == edition.tokens_for(n)


def test_winner_and_spy_token_in_2019():
    game = Game("2019", 2, seed=3)
    f = game.round.first_player
    o = 1 - f
    hands = [None, None]
    hands[f], hands[o] = "Espionne", "Prêtre"
    rig(game, hands, ["Garde", "Prêtre", "Garde"], "Baron", ["Baron", "Roi", "Comtesse"])
    game.play(Play("Espionne"))
    assert game.tokens == [0, 0]
    game.play(Play("Prêtre", f))
    game.play(Play("Garde", o, "Prêtre"))  # hit: f is the last one standing, with a Spy played
    result = game.round.result
    assert result.winners == (f,) and result.spy_bonus == f and not result.showdown
    expected = [0, 0]
    expected[f] = 2  # one for the round, one for the spy (ruling 12)
    assert game.tokens == expected
    assert game.new_round().first_player == f


def test_spy_bonus_does_not_choose_the_next_first_player():
    for seed in range(6):
        game = Game(MINI, 2, seed=seed)
        f, o = spy_to_the_loser(game)
        result = game.round.result
        assert result.showdown and result.winners == (o,) and result.spy_bonus == f
        assert game.tokens == [1, 1]  # the winner's token and the spy token
        assert game.new_round().first_player == o  # ruling 21: a round winner starts


def test_every_round_winner_gains_a_token():
    game = Game(MINI, 2, seed=1)
    shared_win(game)
    assert game.round.result.winners == (0, 1) and game.round.result.spy_bonus is None
    assert game.tokens == [1, 1] and not game.over


def test_several_round_winners_start_at_random_reproducibly():
    starters = Counter()
    for seed in range(40):
        runs = []
        for _ in range(2):
            game = Game(MINI, 2, seed=seed)
            shared_win(game)
            runs.append(game.new_round().first_player)
        assert runs[0] == runs[1]  # the same seed, the same choice
        starters[runs[0]] += 1
    assert set(starters) == {0, 1}  # both winners get to start for some seed
    assert min(starters.values()) >= 8


def test_game_may_end_with_several_winners():
    game = Game(MINI.with_rules(tokens_to_win={2: 1}), 2, seed=5)
    assert game.target == 1
    shared_win(game)
    assert game.over and game.winners == (0, 1)
    assert game.summary()[-1] == "Alice et Bob remportent la partie ensemble !"
    with pytest.raises(IllegalActionError):
        game.new_round()


def test_spy_token_can_end_the_game():
    game = Game(MINI.with_rules(tokens_to_win={2: 1}), 2, seed=2)
    f, o = spy_to_the_loser(game)
    assert game.over and game.winners == (0, 1)  # the spy token counts for the game (ruling 13)
    game = Game(MINI.with_rules(tokens_to_win={2: 2}), 2, seed=2)
    spy_to_the_loser(game)
    assert not game.over and game.tokens == [1, 1]


def test_game_ends_exactly_at_the_target():
    game = Game(MINI, 2, seed=0)
    rounds = 0
    while not game.over:
        if rounds:
            game.new_round()
        shared_win(game)
        rounds += 1
        assert game.over == (rounds == 3)
    assert game.tokens == [3, 3] and game.winners == (0, 1)
    assert game.summary()[:2] == ["Alice : 3 pions Faveur", "Bob : 3 pions Faveur"]


def test_tokens_only_at_the_end_of_a_round():
    game = Game("classique", 3, seed=4)
    rng = random.Random(4)
    while not game.round.over:
        assert game.tokens == [0, 0, 0]
        game.play(rng.choice(game.legal_actions()))
    assert sum(game.tokens) == len(game.round.result.winners) >= 1


SETUPS = [(e, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]


@pytest.mark.parametrize("edition,n", SETUPS, ids=[f"{e.id}-{n}" for e, n in SETUPS])
def test_random_games_follow_the_rules(edition, n):
    seen = Counter()

    def check(game, before):
        result = game.round.result
        gained = [after - b for after, b in zip(game.tokens, before)]
        assert gained == list(result.tokens)
        for seat in range(n):
            assert gained[seat] == (seat in result.winners) + (seat == result.spy_bonus)
        assert result.winners and all(game.round.alive[s] for s in result.winners)
        if result.spy_bonus is not None:
            assert edition.id == "2019" and game.round.alive[result.spy_bonus]
            seen["spy", result.spy_bonus in result.winners] += 1
        if len(result.winners) > 1:
            seen["several"] += 1
        assert game.over == (max(game.tokens) >= game.target)
        if game.over:
            assert game.winners == tuple(s for s in range(n) if game.tokens[s] >= game.target)
            assert max(before) < game.target
            seen["game winners", len(game.winners)] += 1

    for seed in range(12):
        game = random_game(edition, n, seed, check)
        for previous, current in zip(game.rounds, game.rounds[1:]):
            # the next round starts with a winner of the previous one (ruling 21: never a
            # spy-token holder who did not win)
            assert current.first_player in previous.result.winners
    assert seen["game winners", 1] >= 1
    if edition.id == "2019" and n <= 4:
        assert seen["spy", True] >= 1 and seen["spy", False] >= 1


def test_random_games_meet_the_rare_cases():
    """Across seeded random 2019 games: shared round wins and games won by several players."""
    seen = Counter()
    for seed in range(200):
        game = random_game("2019", 2 + seed % 5, seed)
        seen["several round winners"] += sum(len(r.result.winners) > 1 for r in game.rounds)
        seen["several game winners"] += len(game.winners) > 1
        seen["spy token, no win"] += sum(r.result.spy_bonus not in (None, *r.result.winners)
                                        for r in game.rounds)
    assert all(seen[key] >= 1 for key in ("several round winners", "several game winners",
                                          "spy token, no win")), seen


# --- who starts ----------------------------------------------------------------------------------


def test_lettre_d_amour_starts_with_seat_zero():
    for seed in range(20):
        for n in (2, 3, 4):
            assert Game("lettre-d-amour", n, seed=seed).round.first_player == 0


@pytest.mark.parametrize("edition", ["classique", "2019", "16-cartes"])
def test_random_first_player_is_seeded(edition):
    firsts = {Game(edition, 4, seed=seed).round.first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    for seed in range(10):
        assert Game(edition, 4, seed=seed).round.first_player == Game(edition, 4, seed=seed).round.first_player


def test_custom_first_player():
    edition = get_edition("classique").with_rules(first_player=1)
    assert {Game(edition, n, seed=s).round.first_player for n in (2, 3) for s in range(10)} == {1}


def test_next_round_starts_with_the_winner():
    for seed in range(10):
        game = Game("2019", 3, seed=seed)
        rng = random.Random(seed)
        play_round(game, rng)
        winners = game.round.result.winners
        if len(winners) == 1:
            assert game.new_round().first_player == winners[0]


# --- reproducibility -------------------------------------------------------------------------------


def test_same_seed_same_game():
    a = random_game("2019", 4, seed=77)
    b = random_game("2019", 4, seed=77)
    assert a.snapshot() == b.snapshot()
    assert [r.order for r in a.rounds] == [r.order for r in b.rounds]
    assert a.replay().snapshot() == a.snapshot()
    other = Game("2019", 4, seed=78)
    assert other.round.order != a.rounds[0].order


def test_seedless_game_keeps_its_seed():
    game = Game("classique", 2)
    assert isinstance(game.seed, int)
    rng = random.Random(1)
    for _ in range(3):
        play_round(game, rng)
        if game.over:
            break
        game.new_round()
    again = Game("classique", 2, seed=game.seed)
    assert again.round.order == game.rounds[0].order
    assert game.replay().snapshot() == game.snapshot()
    assert savefile.loads(savefile.dumps(game)).snapshot() == game.snapshot()


def test_rounds_are_dealt_differently():
    game = random_game("classique", 2, seed=12)
    orders = [r.order for r in game.rounds]
    assert len(orders) >= 7 and len(set(orders)) == len(orders)


# --- game flow and views ---------------------------------------------------------------------------


def test_new_round_only_after_the_round_and_before_the_end():
    game = Game("16-cartes", 3, seed=6)
    before = game.snapshot()
    with pytest.raises(IllegalActionError, match="pas terminée"):
        game.new_round()
    assert game.snapshot() == before
    play_round(game, random.Random(6))
    assert len(game.rounds) == 1
    game.new_round()
    assert len(game.rounds) == 2 and not game.round.over and game.round.names == game.names


def test_observation_carries_tokens():
    game = Game(MINI, 2, names=["Léa", "Hugo"], seed=3)
    assert game.observation(0).tokens == (0, 0)
    f, o = spy_to_the_loser(game)
    for seat in (0, 1):
        obs = game.observation(seat)
        assert obs.tokens == (1, 1) and obs.seat == seat and obs.names == ("Léa", "Hugo")
        assert obs.hands[1 - seat] is None or obs.over
    assert game.omniscient().tokens == (1, 1)
    assert game.round.observation(0).tokens is None  # a bare round knows no tokens
    game.new_round()
    assert game.observation(o).tokens == (1, 1) and game.observation(o).my_turn
    assert not game.observation(f).my_turn


def test_bad_game_setup():
    from loveletter_teach import PlayerCountError, SetupError
    with pytest.raises(PlayerCountError):
        Game("lettre-d-amour", 5, seed=1)
    with pytest.raises(SetupError):
        Game("classique", 2, names=["Un"], seed=1)


def test_every_seat_of_the_largest_edition_has_a_default_name():
    """A teacher's edition for MAX_PLAYERS players: a round and a game without names give every seat its own."""
    from loveletter_teach.editions import MAX_PLAYERS, define_edition
    big = define_edition("grand", [("Garde", 1, 8, "guess"), ("Prêtre", 2, 4, "peek"), ("Baron", 3, 4, "compare"),
                                   ("Princesse", 8, 1, "lose_if_discarded")], max_players=MAX_PLAYERS)
    names = Round.deal(big, MAX_PLAYERS, seed=1).names
    assert len(names) == len(set(names)) == MAX_PLAYERS
    assert Game(big, MAX_PLAYERS, seed=1).names == names


def test_the_game_speaks_to_the_learner_and_a_protected_target_alone_is_explained():
    from loveletter_teach.exercises import scenario
    game = Game("classique", 2, seed=1)
    while not game.over:
        while not game.round.over:
            game.play(game.round.legal_actions()[0])
        if not game.over:
            game.new_round()
    winner = game.winners[0]
    assert game.summary(winner)[-1] == "Vous remportez la partie !"
    assert game.summary(1 - winner)[-1].startswith(game.names[winner])
    r = scenario("classique", ["Baron", "Servante"], ["Prêtre", "Garde"], actions=[("Prêtre", 1), Play("Servante")])
    # Bob is protected: Alice's Baron has nobody to aim at
    reason = r.why_illegal(Play(r.edition.card("Baron"), 1))
    assert "personne d'autre" in reason and "autre cible" not in reason
