"""Making the engine faster changed how rounds are played, never what happens.

Seeded random rounds of every edition at every player count, and seeded whole games: the SHA-256 of
everything they hold (the legal actions offered at each step, the event log, each seat's view of it,
the final state and the result), recorded with the code from before the change (commit 3b1571e).
Same seed, same game, bit for bit.
"""

import hashlib
import random

import pytest

from loveletter_teach import EDITIONS, Game, Round, define_edition

# Every field of the state but the edition (whose repr is not part of a round's story).
STATE = ("n", "names", "first_player", "order", "burned", "face_up", "burned_taken_by", "hands", "discards",
         "alive", "protected", "deck", "log", "actions", "result", "last_discard", "turn", "current", "phase")
ROUNDS = 300


def _play_out(r, rng, h):
    while not r.over:
        acts = r.legal_actions()
        h.update(repr(acts).encode())
        r.play(acts[int(rng.random() * len(acts))])
    for name in STATE:
        h.update(repr(getattr(r, name)).encode())
    for seat in range(r.n):
        h.update(repr(r.events_seen_by(seat)).encode())
    h.update(repr(r.table()).encode())


def rounds_digest(edition_id, n, rounds=ROUNDS):
    """Half the rounds dealt from a shared generator (``rng=``), half from a seed of their own."""
    rng, h = random.Random(f"{edition_id}:{n}"), hashlib.sha256()
    for i in range(rounds):
        if i % 2:
            r = Round.deal(EDITIONS[edition_id], n, rng=rng, first_player=i % n)
        else:
            r = Round.deal(EDITIONS[edition_id], n, seed=rng.getrandbits(64), first_player=i % n)
        _play_out(r, rng, h)
    return h.hexdigest()


def games_digest(edition_id, n, games):
    """Whole games played through :meth:`Game.play` (tokens, who starts next, the end of the game)."""
    rng, h = random.Random(f"game:{edition_id}:{n}"), hashlib.sha256()
    for _ in range(games):
        game = Game(EDITIONS[edition_id], n, seed=rng.getrandbits(63))
        while not game.over:
            if game.round.over:
                game.new_round()
            acts = game.legal_actions()
            h.update(repr(acts).encode())
            game.play(acts[int(rng.random() * len(acts))])
            if game.round.over:
                _play_out(game.round, rng, h)  # the round is over: this only hashes its state
        h.update(repr((game.tokens, game.winners, len(game.rounds), game.snapshot()[3:6])).encode())
    return h.hexdigest()


# A teacher's edition: two guessing cards, two Chancellor-like cards, the last discard alone face up,
# the discard sum breaking ties, up to 6 players, the Countess forced by the King only.
CUSTOM = define_edition("fingerprint", [
    ("Espionne", 0, 2, "spy", True), ("Garde", 1, 6, "guess"), ("Archer", 2, 2, "guess"), ("Prêtre", 2, 2, "peek"),
    ("Baron", 3, 3, "compare"), ("Servante", 4, 2, "protect", True), ("Prince", 5, 2, "discard_redraw"),
    ("Chancelier", 6, 2, "draw_keep"), ("Scribe", 6, 1, "draw_keep"), ("Roi", 7, 1, "swap"),
    ("Comtesse", 8, 1, "forced", True), ("Princesse", 9, 1, "lose_if_discarded", True)],
    max_players=6, tie_break="discard_sum", visible_discards="last", countess_forced_by=("swap",), first_player=1)
EDITIONS = {**EDITIONS, CUSTOM.id: CUSTOM}
CASES = [(e, n) for e in EDITIONS for n in range(EDITIONS[e].min_players, EDITIONS[e].max_players + 1)]

# (edition, players) -> SHA-256 of rounds_digest, from commit 3b1571e.
RECORDED_ROUNDS = {
    ('classique', 2): '6a9ef6d729317503e0163527a1e10e9cfa251e1e84c90e52277ffaeb8d52c3dc',
    ('classique', 3): '667e0c3312928859997cb1aee76444dea917a319d62948fb936ff1a7e6e62dcc',
    ('classique', 4): '3826b6adccabf331f4273d5ac4074f1a1be4b8dc016b965c21210f6a02c8c858',
    ('2019', 2): 'c3320584c8bb59f837c2e54ad4015fb0717dc40f069ff37b0a0f63bf971e985c',
    ('2019', 3): 'cbfc3b71bd61b8bed9dbbf3360d687895d0d0a35f1255d9a56d79f8ae68112f8',
    ('2019', 4): '800ef41b08fa8f7078e4abf20f1fb16bbdb787f87bf9eb4bd9245f5cc9c0801d',
    ('2019', 5): 'aef533866807ce1fd4d727980db96ca3b3d8e72cb8f4bf31b689225a49a53fb1',
    ('2019', 6): 'fbc98565ff60495c10e246ceacf2bfc5a5bac0ade6e1dda2ecc72a176f00f198',
    ('16-cartes', 2): '80cb9bd3347f04028e0ffd6db2ec031b7b2c15a71b03abdb549784fd7d6be9b2',
    ('16-cartes', 3): '610a4e915d7822a836568634293d2172845b60da1b7a3d3463c99ee931c3b447',
    ('16-cartes', 4): '73a0be15ec09509013f721919ff98f1cd74fc47a4486e00ac94f8099dd4f2656',
    ('lettre-d-amour', 2): 'da9b40324e254e998dc955a05ab66c55ba7bdb834a4b2a249d527da90e415721',
    ('lettre-d-amour', 3): 'c0814cc7f9ccd23ef9699892e1cd378584ff8c09bc3c6b1ee213a0c1d329384c',
    ('lettre-d-amour', 4): '002a071a66c6a63d53604d3da2f5d5b64ba919001e3ccc447e9b0406d7e053ce',
    ('fingerprint', 2): '67f5ab30e7dc2258839248a7f32e9711228712dfb91082731800616de7650b4a',
    ('fingerprint', 3): '73569b927104718a766bd6ff6221e2a9662e80094d4ee4e822d5cd89d81c2ed1',
    ('fingerprint', 4): '95feaa824ba0415929a9eb0a7afb81caa385cb970b9870cbbe64fd0cba1beb22',
    ('fingerprint', 5): '8ce722329d2a74e6258eeb703ad093eb165b2ef311d9f637289d5bf814c525ab',
    ('fingerprint', 6): '82023f7f9c16de9eb7331b49436619f58112bdef48c02b5401cae50f2cd597ec',
}

# (edition, players, games) -> SHA-256 of games_digest, from commit 3b1571e.
RECORDED_GAMES = {
    ('fingerprint', 6, 5): '517846e22799a7e1dd475ad12edb69df3ed4f47241c96b78c75aa8b963e3dfb9',
    ('fingerprint', 3, 10): 'fb0700933dafdb3a74d01330b9230e28c753b4cd18297663b94b62eafd3b90d2',
    ('classique', 2, 20): '6f2c362411b2d8148e28781b4f6baef3a164afcc52cdf8d019c866cf94d7d34e',
    ('classique', 4, 10): 'd3d0cccef235c65bb9af9cfe120d08d168f3096d23b659f5409d6cb9998d2920',
    ('2019', 2, 20): '046b0f7c5f70b815b61e67eaec191eef504e67fcadd046ee90a22776ea5c2784',
    ('2019', 4, 10): '4dc048f56201010f551a044202a0f63569ca46d9d2763dcc5cbcdcb3f5f88d76',
    ('2019', 6, 10): '6238d200856221f3507ef570c872b8601e7488e1633309d24c67c8e2b63b4f3e',
    ('16-cartes', 3, 10): '85f3405546d72485d65a78ec840407d13fd5d9ab93d2ed08d7e187343e1da986',
    ('lettre-d-amour', 2, 20): '05375ece79638fc7d3e66512c9678adac4223c98188ca08dce93941a849a6f4c',
    ('lettre-d-amour', 4, 10): '56a599d7422523217a60180ec31920b138d23f1d488afa73846849ec4a52a849',
}


@pytest.mark.parametrize("edition, n", CASES)
def test_random_rounds_are_those_of_the_code_before_the_speed_work(edition, n):
    assert rounds_digest(edition, n) == RECORDED_ROUNDS[edition, n]


@pytest.mark.parametrize("edition, n, games", list(RECORDED_GAMES))
def test_random_games_are_those_of_the_code_before_the_speed_work(edition, n, games):
    assert games_digest(edition, n, games) == RECORDED_GAMES[edition, n, games]


def test_every_edition_and_player_count_is_recorded():
    assert set(RECORDED_ROUNDS) == set(CASES)
