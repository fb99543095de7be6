"""Making the package faster changed how results are computed, never the results.

Tournaments: the records of a few seeded runs, recorded with the code from before the change (their
SHA-256, bit for bit). Deduction: the filter that applies a draw and the play after it in one step
holds the same worlds, in the same order, with the same weights, as the one that applies them one
after the other; so does the one that, after a Baron between two other players, does not make the
worlds the loser's shown card rules out (``benchmarks/deduction_check.py`` compares whole beliefs,
and with ``--worlds`` the filters themselves, with the old code).
"""

import hashlib
import random

import pytest

from loveletter_teach import Round
from loveletter_teach.events import Drew, Played
from loveletter_teach.probability.worlds import Worlds
from loveletter_teach.simulation import simulate

# (bots, edition, rounds, seed, whole games?) -> (labels, SHA-256 of repr(records)), from commit cfeda99.
RECORDED = [
    (("compteur", "hasard"), "classique", 300, 1, False, ("compteur", "hasard"),
     "fceb0734a6f20d6dac80da700cf39c4c65fb3b9ca896a3ce07b71716f7ea7175"),
    (("compteur", "hasard"), "classique", 60, 1, True, ("compteur", "hasard"),
     "57ac5eca7513e19f8f83fb42ca4be1833e795965bf734cdabb20a816e9e3de77"),
    (("compteur", "hasard", "compteur", "hasard"), "2019", 200, 2, False, ("compteur", "hasard", "compteur", "hasard"),
     "3125ec1b8d5fc01e2e5696ad3f0cf0fd6dfebcf3aaf7ba58ff3bac1471c5600c"),
    (("prudent", "hasard", "prudent"), "2019", 200, 3, False, ("prudent", "hasard", "prudent"),
     "e1049f5f0ec4b79bd39a0c0f4d844e31539599dbab903aa8599c854e4fe7e22b"),
    (("prudent", "hasard", "prudent"), "2019", 30, 3, True, ("prudent", "hasard", "prudent"),
     "d877df08d3ba04893731f06d5f6e3b215a0f76eca96f934f1a4724c13dfd3509"),
    (("Compteur", "prudent", "hasard", "compteur", "hasard"), "2019", 100, 4, False,
     ("compteur", "prudent", "hasard", "compteur", "hasard"),
     "9b65da5307db261eb9864d8de5f30abeb2cf6dd1b3948980413694939e1ff7b9"),
    (("déducteur", "compteur"), "classique", 60, 5, False, ("déducteur", "compteur"),
     "2fd97421389c2842cfe8ffb491cc3ba615db4d5da1f1c2f6a80935d15cbb1849"),
    (("deducteur", "hasard", "compteur", "prudent"), "2019", 30, 6, False, ("déducteur", "hasard", "compteur", "prudent"),
     "70f927aabe4c99171480f6163dd1839d6967cd19734b6943416b47d1004bea0c"),
    (("stratège", "déducteur"), "classique", 6, 7, False, ("stratège", "déducteur"),
     "a069227f815a0b82a6fa08622a7443b4fdacc5da747033ad7096e156d3383435"),
]


@pytest.mark.parametrize("bots, edition, rounds, seed, games, labels, digest", RECORDED)
def test_tournaments_give_the_records_of_the_code_before_the_speed_work(bots, edition, rounds, seed, games,
                                                                        labels, digest):
    res = simulate(bots, edition, rounds, seed, games=games, executor=False, progress=False)
    assert res.bots == labels
    assert hashlib.sha256(repr(res.records).encode()).hexdigest() == digest


def _filter(obs):
    return Worlds(obs.edition, obs.seat, obs.n_players, obs.face_up)


@pytest.mark.parametrize("n", [3, 6])
def test_a_draw_and_the_play_after_it_in_one_step_give_the_same_worlds(n):
    rng = random.Random(n)
    fused_steps = 0
    for _ in range(6):
        r = Round.deal("2019", n, seed=rng.getrandbits(32))
        while not r.over:
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
        for seat in range(n):
            obs = r.observation(seat)
            whole, stepwise = _filter(obs), _filter(obs)
            whole.apply(obs.events)
            for end in range(1, len(obs.events) + 1):  # one event at a time: never fused
                stepwise.apply(obs.events[:end])
            assert list(whole.weights.items()) == list(stepwise.weights.items())
            assert (whole.scale, whole.free, whole.processed) == (stepwise.scale, stepwise.free, stepwise.processed)
            fused_steps += sum(type(a) is Drew and a.card is None and type(b) is Played and b.seat == a.seat
                               for a, b in zip(obs.events, obs.events[1:]))
    assert fused_steps > 50  # the fused step had many chances to happen


@pytest.mark.slow
@pytest.mark.parametrize("n", [4, 6])
def test_a_baron_between_two_others_gives_the_same_worlds_without_making_those_the_shown_card_rules_out(n, monkeypatch):
    rng = random.Random(100 + n)
    shortcut = Worlds._resolve_shown
    used = []

    def counted(self, *args):
        done = shortcut(self, *args)
        used.append(done)
        return done
    rounds = []
    for _ in range(40):
        r = Round.deal("2019", n, seed=rng.getrandbits(32))
        while not r.over:
            acts = r.legal_actions()
            r.play(acts[int(rng.random() * len(acts))])
        rounds.append(r)
    for r in rounds:
        for seat in range(n):
            obs = r.observation(seat)
            monkeypatch.setattr(Worlds, "_resolve_shown", counted)
            quick = _filter(obs).apply(obs.events)
            monkeypatch.setattr(Worlds, "_resolve_shown", lambda self, *args: False)  # the full first step
            full = _filter(obs).apply(obs.events)
            assert list(quick.weights.items()) == list(full.weights.items())
            assert (quick.scale, quick.free, quick.processed) == (full.scale, full.free, full.processed)
    assert sum(used) > 20  # the shortcut had many chances to be taken
