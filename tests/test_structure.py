"""The core's structure: effects declared once, a round that knows its own fields, and nothing
reachable from a seat's observation that the seat may not know."""

import dataclasses
import random
from fractions import Fraction

import pytest

from loveletter_teach import EDITIONS, Round, fr
from loveletter_teach.actions import Play
from loveletter_teach.editions import ANY, EFFECTS, NO_TARGET, OTHER, Card, Edition, define_edition
from loveletter_teach.invariants import check_state, hidden_exchange, random_action
from loveletter_teach.rounds import FIELDS, KEEP, PLAY, _open_mask, legal_keeps, legal_plays, shuffle

CASES = [(e, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]


# --- effects, declared once -------------------------------------------------------------------
def test_every_effect_has_its_french_summary_and_nothing_else_does():
    assert set(fr.EFFECT_SUMMARIES) == set(EFFECTS)


def test_the_effect_table_says_what_each_effect_needs():
    e = EDITIONS["2019"]
    kinds = {c.name: e.target_kind(c) for c in e.cards}
    assert kinds == {"Espionne": NO_TARGET, "Garde": OTHER, "Prêtre": OTHER, "Baron": OTHER,
                     "Servante": NO_TARGET, "Prince": ANY, "Chancelier": NO_TARGET, "Roi": OTHER,
                     "Comtesse": NO_TARGET, "Princesse": NO_TARGET}
    assert [c.name for c in e.cards if e.names_card(c)] == ["Garde"]
    assert e.countess_forced_by == EFFECTS["forced"].forced_by == ("swap", "discard_redraw")


@pytest.mark.parametrize("edition", EDITIONS.values(), ids=lambda e: e.id)
def test_forced_card_is_the_countess_beside_a_king_or_a_prince(edition):
    countess = edition.with_effect("forced")[0]
    for other in edition.cards:
        forced = edition.forced_card((other, countess))
        assert forced == edition.forced_card((countess, other))
        assert (forced == countess) == (other.effect in ("swap", "discard_redraw"))
        assert edition.playable((other, countess)) == ([countess] if forced else sorted({other, countess}))
    assert edition.forced_card((countess,)) is None


def test_targets_follow_the_target_kind():
    e = EDITIONS["classique"]
    guard, prince, handmaid = e.card("Garde"), e.card("Prince"), e.card("Servante")
    alive, protected = (True, True, False, True), (False, False, False, True)
    assert e.targets(guard, 0, alive, protected) == (1,)
    assert e.targets(prince, 0, alive, protected) == (0, 1)
    assert e.targets(handmaid, 0, alive, protected) == ()


def test_legal_plays_is_a_pure_function_of_its_arguments():
    e = EDITIONS["classique"]
    hand = (e.card("Garde"), e.card("Prince"))
    first = legal_plays(e, hand, 0, (True, True), (False, True))
    assert first == legal_plays(e, hand, 0, (True, True), (False, True))
    assert first == (Play(hand[0]), Play(hand[1], 0))  # Bob is protected: the Guard has no target


@pytest.mark.parametrize("edition,n", CASES, ids=lambda c: getattr(c, "id", c))
def test_a_rounds_table_of_legal_actions_gives_the_pure_functions_lists(edition, n):
    # the table (rounds._Table) is filled in another order than legal_plays computes, reuses the
    # plays of a hand drawn in the other order, and keys the keeps by the sorted hand
    rng = random.Random(f"table {edition.id} {n}")
    for _ in range(40):
        r = Round.deal(edition, n, rng=rng)
        while not r.over:
            hand, seat = tuple(r.hands[r.current]), r.current
            if r.phase == PLAY:
                assert r.legal_actions() == legal_plays(edition, hand, seat, r.alive, r.protected)
            else:
                assert r.phase == KEEP and r.legal_actions() == legal_keeps(edition, hand)
            r.play(random_action(r, rng))
            # the open seats the round keeps up to date are those it would compute
            assert r._open == _open_mask(r.alive, r.protected)


@pytest.mark.parametrize("size", [1, 3])
def test_a_hand_set_by_hand_of_one_or_three_cards_gets_the_pure_functions_plays(size):
    e = EDITIONS["2019"]
    rng = random.Random(size)
    for _ in range(50):
        r = Round.deal(e, 3, rng=rng)
        hand = [rng.choice(e.cards) for _ in range(size)]
        other = r.replace(hands=[hand if s == r.current else r.hands[s] for s in range(3)])
        assert other.legal_actions() == legal_plays(e, tuple(hand), r.current, r.alive, r.protected)
        if size == 3:  # a one-card hand cannot always be played (a Prince on oneself)
            other.play(rng.choice(other.legal_actions()))  # the table knows each play's event


# --- a round knows its fields ---------------------------------------------------------------------
def test_the_field_list_is_the_whole_state():
    r = Round.deal("2019", 4, seed=3)
    assert set(Round.__slots__) == set(FIELDS) | {"_legal", "_seen", "_table", "_open", "over"}  # caches, not state
    assert len(r.snapshot()) == len(FIELDS)
    with pytest.raises(AttributeError):
        r.unknown_field = 1  # a field outside the list cannot be added by mistake


def test_a_copy_is_independent_and_equal():
    rng = random.Random(5)
    r = Round.deal("2019", 4, seed=5)
    for _ in range(4):
        r.play(random_action(r, rng))
    copy = r.copy()
    assert copy.snapshot() == r.snapshot()
    copy.play(random_action(copy, rng))
    assert copy.snapshot() != r.snapshot()
    assert r.snapshot() == r.replay().snapshot()


def test_replace_changes_the_named_fields_of_a_copy_only():
    r = Round.deal("classique", 2, seed=1)
    other = r.replace(protected=[False, True])
    assert other.protected == [False, True] and r.protected == [False, False]
    with pytest.raises(TypeError, match="unknown Round fields"):
        r.replace(colour="red")


def test_the_deck_is_top_first_everywhere():
    e = EDITIONS["classique"]
    deck = ["Baron", "Garde", "Garde", "Garde", "Prêtre", "Roi", "Garde", "Princesse", "Servante", "Prince",
            "Garde", "Comtesse", "Prêtre", "Baron", "Servante", "Prince"]
    r = Round.from_deck(e, deck, 2)
    # the burned card, 3 face up, one per seat, then the first draw
    assert r.burned.name == "Baron" and r.hands[0][-1].name == "Garde"
    assert [c.name for c in r.deck] == deck[7:] and r.omniscient().deck == r.deck_top_first() == tuple(r.deck)


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 4), ("2019", 6)])
def test_a_determinized_round_matches_the_observation(edition, n):
    """Round.determinized: the public part from the observation, the hidden cards from a guess."""
    rng = random.Random(2)
    for seed in range(50):  # the first deal that lasts three turns
        r = Round.deal(edition, n, seed=seed)
        while r.turn < 3 and not r.over:
            r.play(random_action(r, rng))
        if not r.over:
            break
    seat = r.current
    obs = r.observation(seat)
    guess = r.copy()
    hidden_exchange(guess, seat, rng)  # any arrangement the seat cannot tell from the real one
    world = Round.determinized(obs, guess.hands, guess.burned, guess.deck)
    world.order = r.order  # the real set-up, for the state check only
    check_state(world)
    seen = world.observation(seat)
    for field in ("hands", "discards", "alive", "protected", "deck_size", "legal_actions", "phase", "turn"):
        assert getattr(seen, field) == getattr(obs, field), field
    with pytest.raises(ValueError):
        Round.determinized(obs, guess.hands, guess.burned, guess.deck[1:])


def test_the_fast_shuffle_deals_what_random_shuffle_deals():
    for seed in range(300):
        cards, same = list(range(seed % 23)), list(range(seed % 23))
        ours, theirs = random.Random(seed), random.Random(seed)
        shuffle(cards, ours)
        theirs.shuffle(same)
        assert cards == same and ours.random() == theirs.random()


# --- nothing reachable from an observation that the seat may not know ----------------------------
def reachable(obj, path="obs", seen=None):
    """Every leaf reachable from ``obj`` through attributes, slots, containers and caches, as
    (path, value) pairs; classes, modules and functions are not followed, caches are refused."""
    seen = set() if seen is None else seen
    if isinstance(obj, (type(None), bool, int, float, str, Fraction, type, type(random))) or callable(obj):
        if hasattr(obj, "cache_info"):
            raise AssertionError(f"a cache is reachable at {path}")
        yield path, obj if not callable(obj) else getattr(obj, "__qualname__", "?")
        return
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, Card):
        yield path, obj
        return
    if isinstance(obj, dict):
        for i, (key, value) in enumerate(obj.items()):
            yield from reachable(key, f"{path}.key{i}", seen)
            yield from reachable(value, f"{path}[{key!r}]", seen)
        return
    if isinstance(obj, (set, frozenset)):
        for i, item in enumerate(sorted(obj, key=repr)):
            yield from reachable(item, f"{path}{{{i}}}", seen)
        return
    if isinstance(obj, (tuple, list)):
        for i, item in enumerate(obj):
            yield from reachable(item, f"{path}[{i}]", seen)
    names = list(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        names += [s for s in getattr(cls, "__slots__", ()) if s not in names and hasattr(obj, s)]
    for name in names:
        yield from reachable(getattr(obj, name), f"{path}.{name}", seen)


def fingerprint(obj):
    return [(path, repr(value)) for path, value in reachable(obj)]


def fresh(edition):
    """The same edition, built anew: what it holds before any round was played with it."""
    return Edition(*edition.definition())


@pytest.mark.parametrize("edition, n", CASES, ids=lambda x: getattr(x, "id", x))
def test_nothing_reachable_from_an_observation_depends_on_hidden_cards(edition, n):
    """At every step of random rounds, for every seat: what the observation reaches (the edition
    included, with anything cached on it) is the same when every card the seat cannot know is
    exchanged, and the edition holds nothing more than a new one does."""
    rng = random.Random(n)
    untouched = fingerprint(fresh(edition))
    for seed in range(3):
        r = Round.deal(edition, n, seed)
        while True:
            for seat in range(n):
                other = r.copy()
                hidden_exchange(other, seat, rng)
                obs, alt = r.observation(seat), other.observation(seat)
                assert fingerprint(obs) == fingerprint(alt)
                assert fingerprint(obs.edition) == untouched
            if r.over:
                break
            r.play(random_action(r, rng))


def test_the_walk_finds_a_card_cached_on_the_edition():
    """The check above would have caught the engine's old cache of actions on the edition."""
    edition = define_edition("mini", [("Garde", 1, 3, "guess"), ("Baron", 3, 2, "compare"),
                                      ("Princesse", 8, 1, "lose_if_discarded", True)],
                             max_players=2, face_up_two_players=0)
    untouched = fingerprint(edition)
    edition._by_key["cache"] = ("Baron", edition.card("Baron"))  # a stand-in for a cache keyed by a hand
    assert fingerprint(edition) != untouched


def test_an_edition_is_frozen_and_hashes_by_its_definition():
    e = EDITIONS["classique"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.title = "autre"
    assert fresh(e) == e and hash(fresh(e)) == hash(e) and fresh(e) is not e
    assert e.with_rules(tie_break="shared") != e


def test_no_name_is_defined_twice_in_the_translation_file():
    """Two dicts of the same name in fr.py (or in an exercise family's module, which holds its own
    words): the second silently replaces the first."""
    import ast
    import loveletter_teach.fr as fr_module
    from loveletter_teach.exercises import families
    for module in (fr_module, *families.MODULES):
        tree = ast.parse(open(module.__file__, encoding="utf-8").read())
        names = [t.id for node in tree.body if isinstance(node, ast.Assign) for t in node.targets
                 if isinstance(t, ast.Name)]
        names += [node.name for node in tree.body if isinstance(node, ast.FunctionDef)]
        assert sorted(n for n in set(names) if names.count(n) > 1) == [], module.__name__


def test_no_dict_literal_of_the_package_gives_a_key_twice():
    """Python keeps the last of two equal keys without a word: a merged hunk landing in the wrong words
    table once left seven keys of one exercise in another table (or a key silently replaced)."""
    import ast
    from pathlib import Path
    twice = []
    for path in sorted((Path(__file__).resolve().parents[1] / "loveletter_teach").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                twice += [(path.name, node.lineno, k) for k in sorted(set(keys), key=str) if keys.count(k) > 1]
    assert twice == []


def test_every_key_of_the_positions_words_is_used():
    """The position questions (exercises/families/positions.py): each notion of WORDS has its question,
    and each refusal is raised somewhere (a key nobody formats is a stray)."""
    from pathlib import Path
    from loveletter_teach.exercises.families import positions
    assert list(positions.WORDS) == list(positions.BUILDERS) == list(positions.NOTIONS)
    source = Path(positions.__file__).read_text("utf-8")
    assert [k for k in positions.REFUSALS if f'REFUSALS["{k}"]' not in source] == []
