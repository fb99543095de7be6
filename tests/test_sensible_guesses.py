"""Every sentence an exercise states is true and sensible for the real deal: the learner's own Guard
never names a card the learner saw every copy of (in hand, face up, played or discarded). A student
read « Vous jouez le Garde sur Bob et nommez la Princesse : raté » with the Princesse among the cards
set aside face up, then « avant de piocher, Bob n'avait pas la Princesse »."""

from collections import Counter

import pytest

from loveletter_teach.editions import get_edition
from loveletter_teach.events import (ChancellorDrew, ChancellorReturned, Dealt, Discarded, Drew, Eliminated,
                                     Played, Redrew, Swapped)
from loveletter_teach.exercises import CATALOGUE, build
from loveletter_teach.exercises.families.positions import could_hold
from loveletter_teach.observation import Observation

NAMES = ["Camille", "Léa", "Hugo", "Zoé", "Inès", "Tom", "Jade", "Lucas", "Emma", "Nina", "Paul", "Sami",
         "Lina", "Yanis", "Chloé", "Adam", "Rose", "Noé", "Manon", "Théo", "Louise", "Élève3", "Élève6",
         "Élève9", "Élève13", "Élève21", "Élève40", "Élève57", "Élève88", "Élève120"]


def blind_guesses(obs):
    """The cards the seat of ``obs`` named with a Guard while it saw every copy of them: replayed from its
    journal, its hand and what lay face up or discarded at the moment it played (not the package's
    :func:`could_hold`, which reads a position as it is now)."""
    seat, hand, seen, blind = obs.seat, Counter(), Counter(obs.face_up), []
    for e in obs.events:
        kind = type(e)
        if kind in (Dealt, Drew, Redrew) and e.seat == seat:
            hand[e.card] += 1
        elif kind is ChancellorDrew and e.seat == seat:
            hand.update(e.cards)
        elif kind is ChancellorReturned and e.seat == seat:
            hand.subtract(e.cards)
        elif kind is Swapped and seat in (e.seat, e.target):
            now, given = (e.seat_card, e.target_card) if e.seat == seat else (e.target_card, e.seat_card)
            hand[given] -= 1
            hand[now] += 1
        elif kind is Played:
            if e.seat == seat and e.guess is not None and hand[e.guess] + seen[e.guess] >= e.guess.count:
                blind.append(e.guess.name)
            if e.seat == seat:
                hand[e.card] -= 1
            seen[e.card] += 1
        elif kind is Discarded:
            if e.seat == seat:
                hand[e.card] -= 1
            seen[e.card] += 1
        elif kind is Eliminated and e.card is not None and e.seat != seat:
            seen[e.card] += 1
    return blind


def _with_guess(exercise_id):
    """True for an exercise whose positions (over NAMES[:8]) show a Guard guess by the learner's seat."""
    for name in NAMES[:8]:
        obs = build(exercise_id, name).position
        if isinstance(getattr(obs, "obs", obs), Observation) and obs.seat is not None and any(
                type(e) is Played and e.seat == obs.seat and e.guess is not None for e in obs.events):
            return True
    return False


@pytest.mark.parametrize("exercise_id", sorted(CATALOGUE))
def test_the_learner_never_names_a_card_seen_out_of_play(exercise_id):
    found = []
    for name in NAMES:
        obs = build(exercise_id, name).position
        if obs is None or getattr(obs, "seat", None) is None or not hasattr(obs, "events"):
            continue
        found += [f"{name} : {card}" for card in blind_guesses(obs)]
    assert not found, f"{exercise_id} : {found}"


def test_the_guesses_checked_are_there():
    """The exercises the student's report was about do show the learner's own Guard (the test above
    would pass on positions without one)."""
    for exercise_id in ("03.conditionnel.bayes", "02.savoir.inconnues", "02.memoire.compte",
                        "02.memoire.comptage", "02.savoir.garde_rate"):
        assert _with_guess(exercise_id), exercise_id


def test_the_first_version_names_the_princesse_face_up_and_the_new_one_does_not():
    """Camille's variant of version 3 is the one the student reported; version 4 draws another."""
    old = build("03.conditionnel.bayes", "Camille", version=3).position
    assert blind_guesses(old) == ["Princesse"] and "Princesse" in [c.name for c in old.face_up]
    assert not blind_guesses(build("03.conditionnel.bayes", "Camille").position)


def test_could_hold():
    classic = get_edition("classique")
    obs = build("03.conditionnel.bayes", "Camille", version=3).position
    assert not could_hold(obs, classic.card("Princesse"))
    assert could_hold(obs, classic.card("Garde"))
