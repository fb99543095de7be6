"""Saved rounds and games: exact round trips, atomic writes, and French errors for bad files."""

import copy
import json
import os
import random

import pytest

from loveletter_teach import (CLASSIQUE, EDITION_2019, EDITIONS, Game, Keep, Play, Round, SaveFileError,
                              define_edition, savefile)


def play_random(obj, rng, steps=None):
    """Play random legal actions in a Round or a Game (new rounds included) for ``steps`` actions,
    or to the end."""
    done = 0
    while steps is None or done < steps:
        if isinstance(obj, Game):
            if obj.over:
                break
            if obj.round.over:
                obj.new_round()
        elif obj.over:
            break
        obj.play(rng.choice(obj.legal_actions()))
        done += 1
    return obj


def finished_game(edition, n, seed):
    return play_random(Game(edition, n, seed=seed), random.Random(seed))


def tampered(obj, change):
    """The saved text of ``obj`` after ``change(data)`` edited its JSON data in place."""
    data = json.loads(savefile.dumps(obj))
    change(data)
    return json.dumps(data, ensure_ascii=False)


def assert_bad(text, *words):
    with pytest.raises(SaveFileError) as info:
        savefile.loads(text)
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)
    return message


# --- round trips -------------------------------------------------------------------------------

SETUPS = [(e, n) for e in EDITIONS.values() for n in (e.min_players, e.max_players)]


@pytest.mark.parametrize("edition,n", SETUPS, ids=[f"{e.id}-{n}" for e, n in SETUPS])
def test_round_round_trip(edition, n, tmp_path):
    rng = random.Random(n)
    for steps in (0, 1, 5, None):
        r = play_random(Round.deal(edition, n, seed=rng.getrandbits(32), first_player=n - 1,
                                   names=[f"J{i}" for i in range(n)]), rng, steps)
        path = tmp_path / f"manche-{steps}.json"
        savefile.save(r, path)
        for loaded in (savefile.load(path), savefile.loads(savefile.dumps(r))):
            assert isinstance(loaded, Round)
            assert loaded.snapshot() == r.snapshot()
            assert loaded.edition is edition  # a preset comes back as the preset
            assert loaded.legal_actions() == r.legal_actions()
        assert r.over or steps is not None


@pytest.mark.parametrize("edition,n", SETUPS, ids=[f"{e.id}-{n}" for e, n in SETUPS])
def test_game_round_trip(edition, n, tmp_path):
    rng = random.Random(100 + n)
    game = Game(edition, n, seed=n * 31)
    for steps in (0, 7, 40):
        play_random(game, rng, steps)
        path = tmp_path / "partie.json"
        savefile.save(game, path)
        loaded = savefile.load(path)
        assert isinstance(loaded, Game)
        assert loaded.snapshot() == game.snapshot()
        # the loaded game goes on exactly like the original
        a, b = random.Random(steps), random.Random(steps)
        play_random(loaded, a, 10)
        play_random(game, b, 10)
        assert loaded.snapshot() == game.snapshot()
    finished = finished_game(edition, n, seed=n)
    loaded = savefile.loads(savefile.dumps(finished))
    assert loaded.over and loaded.snapshot() == finished.snapshot()
    assert loaded.winners == finished.winners and loaded.tokens == finished.tokens


def test_2019_game_with_chancellor_keeps(tmp_path):
    game = finished_game("2019", 3, seed=4)
    keeps = [a for r in game.rounds for a in r.actions if isinstance(a, Keep)]
    assert len(keeps) >= 2 and any(len(k.bottom) == 2 for k in keeps)
    savefile.save(game, tmp_path / "g.json")
    loaded = savefile.load(tmp_path / "g.json")
    assert loaded.snapshot() == game.snapshot()
    # a round saved in its keep phase
    rng = random.Random(9)
    for seed in range(200):
        r = Round.deal("2019", 4, seed=seed)
        while not r.over and r.phase != "keep":
            r.play(rng.choice(r.legal_actions()))
        if r.phase == "keep":
            break
    assert r.phase == "keep"
    loaded = savefile.loads(savefile.dumps(r))
    assert loaded.phase == "keep" and loaded.snapshot() == r.snapshot()


def test_custom_edition_survives(tmp_path):
    mini = define_edition(
        "mini", [("Espionne", 0, 2, "spy", True), ("Garde", 1, 4, "guess"), ("Baron", 3, 2, "compare"),
                 ("Prince", 5, 1, "discard_redraw"), ("Princesse", 8, 1, "lose_if_discarded", True)],
        max_players=3, tokens_to_win={2: 2, 3: 3}, face_up_two_players=1, tie_break="discard_sum",
        visible_discards="last", first_player=1, title="Mini édition")
    game = finished_game(mini, 2, seed=5)
    path = tmp_path / "mini.json"
    savefile.save(game, path)
    loaded = savefile.load(path)
    assert loaded.edition == mini
    assert loaded.edition.to_dict() == mini.to_dict()
    assert loaded.edition.title == "Mini édition" and loaded.edition.visible_discards == "last"
    assert loaded.snapshot() == game.snapshot()
    assert loaded.rounds[0].first_player == 1
    r = play_random(Round.deal(mini, 3, seed=2), random.Random(2), 3)
    assert savefile.loads(savefile.dumps(r)).snapshot() == r.snapshot()
    # a preset with one switch changed is not mistaken for the preset
    variant = EDITION_2019.with_rules(tie_break="discard_sum")
    r = Round.deal(variant, 2, seed=1)
    loaded = savefile.loads(savefile.dumps(r))
    assert loaded.edition.tie_break == "discard_sum" and loaded.edition is not EDITION_2019


def test_saved_text_is_french_readable_json():
    game = Game("lettre-d-amour", 2, names=["Zoé", "Léa"], seed=1)
    text = savefile.dumps(game)
    assert "Héritière" in text and "Zoé" in text  # ensure_ascii=False
    data = json.loads(text)
    assert data["format"] == savefile.FORMAT and data["version"] == savefile.VERSION
    assert data["kind"] == "partie" and data["players"] == ["Zoé", "Léa"]


# --- atomic writes ------------------------------------------------------------------------------


def test_save_leaves_no_temp_file(tmp_path):
    path = tmp_path / "partie.json"
    game = Game("classique", 2, seed=1)
    savefile.save(game, path)
    savefile.save(play_random(game, random.Random(1), 3), path)  # overwrite
    assert os.listdir(tmp_path) == ["partie.json"]
    assert savefile.load(path).snapshot() == game.snapshot()


@pytest.mark.parametrize("broken", ["json.dumps", "os.replace", "os.fsync"])
def test_failed_write_keeps_old_file(tmp_path, monkeypatch, broken):
    path = tmp_path / "partie.json"
    game = Game("2019", 3, seed=2)
    savefile.save(game, path)
    old_text = path.read_text(encoding="utf-8")
    play_random(game, random.Random(0), 5)
    before = game.snapshot()

    def boom(*args, **kwargs):
        raise OSError("disque plein")

    module, name = broken.split(".")
    monkeypatch.setattr(getattr(savefile, module), name, boom)
    if module == "os":  # the system refuses to write: said in French
        with pytest.raises(SaveFileError, match="Impossible d'enregistrer la partie dans .* : le système a refusé"):
            savefile.save(game, path)
    else:  # a failure before any file is touched
        with pytest.raises(OSError, match="disque plein"):
            savefile.save(game, path)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == old_text
    assert os.listdir(tmp_path) == ["partie.json"]
    assert game.snapshot() == before
    assert savefile.load(path).snapshot() != before  # the old file is the old game


def test_load_missing_file(tmp_path):
    with pytest.raises(SaveFileError, match="Impossible de lire") as info:
        savefile.load(tmp_path / "absent.json")
    assert "absent.json" in str(info.value)
    (tmp_path / "latin1.json").write_bytes("é".encode("latin-1"))
    with pytest.raises(SaveFileError, match="Impossible de lire"):
        savefile.load(tmp_path / "latin1.json")


# --- malformed and tampered files --------------------------------------------------------------


@pytest.fixture(scope="module")
def game():
    return play_random(Game("2019", 3, seed=8), random.Random(8), 60)


@pytest.fixture(scope="module")
def round_():
    return play_random(Round.deal("classique", 3, seed=8), random.Random(8), 4)


def test_not_json():
    assert_bad("{", "pas du JSON valide")
    assert_bad("", "pas du JSON valide")
    assert_bad("partie de Love Letter", "JSON")


@pytest.mark.parametrize("text", ["[]", "42", '"partie"', "null", '{"format": "autre"}', "{}",
                                  '{"version": 1, "kind": "partie"}'])
def test_wrong_format(text):
    assert_bad(text, "pas une partie de loveletter_teach", "format")


@pytest.mark.parametrize("version", [2, 0, "1", None, 1.5])
def test_unknown_version(game, version):
    assert_bad(tampered(game, lambda d: d.update(version=version)), "Version", "version 1")


def test_missing_version(game):
    assert_bad(tampered(game, lambda d: d.pop("version")), "version 1")


@pytest.mark.parametrize("field", ["edition", "players", "kind", "seed", "rounds"])
def test_missing_game_fields(game, field):
    assert_bad(tampered(game, lambda d: d.pop(field)), "invalide", f"« {field} »")


@pytest.mark.parametrize("field", ["edition", "players", "kind", "deck", "actions", "first_player"])
def test_missing_round_fields(round_, field):
    message = assert_bad(tampered(round_, lambda d: d.pop(field)), "invalide")
    assert "«" in message


def test_missing_fields_inside(game):
    assert_bad(tampered(game, lambda d: d["rounds"][0].pop("actions")), "« actions »")
    assert_bad(tampered(game, lambda d: d["rounds"][0].pop("deck")), "manche 1")
    assert_bad(tampered(game, lambda d: d["edition"].pop("cards")), "« edition »")
    assert_bad(tampered(game, lambda d: d["edition"]["cards"][0].pop("effect")), "« edition »")
    assert_bad(tampered(game, lambda d: d["rounds"][0]["actions"][0].pop("card")), "action n° 1")
    assert_bad(tampered(game, lambda d: d.update(rounds=["manche"])), "« rounds »")
    assert_bad(tampered(game, lambda d: d.update(seed="7")), "« seed »")
    assert_bad(tampered(game, lambda d: d.update(seed=True)), "« seed »")


@pytest.mark.parametrize("players", [[], ["Alice"], ["Alice", 2, "Chloé"], "Alice, Bob, Chloé", None,
                                     ["Alice", "Bob", "alice"], ["A", "B", "C", "D", "E", "F", "G"],
                                     ["Alice", "Bob"]])
def test_bad_player_list(game, round_, players):
    for obj in (game, round_):
        assert_bad(tampered(obj, lambda d: d.update(players=players)), "invalide")


def test_deck_does_not_match_seed(game):
    def swap_two(d):
        deck = d["rounds"][1]["deck"]
        i = next(i for i in range(1, len(deck)) if deck[i] != deck[0])
        deck[0], deck[i] = deck[i], deck[0]
    assert_bad(tampered(game, swap_two), "manche 2")
    assert_bad(tampered(game, lambda d: d.update(seed=d["seed"] + 1)), "manche 1")
    assert_bad(tampered(game, lambda d: d["rounds"][0].update(first_player=(d["rounds"][0]["first_player"] + 1) % 3)),
               "« rounds[0].first_player »")


def test_round_deck_not_the_edition(round_):
    assert_bad(tampered(round_, lambda d: d["deck"].__setitem__(d["deck"].index("Princesse"), "Garde")),
               "« deck »", "il manque 1 Princesse", "en trop 1 Garde")
    assert_bad(tampered(round_, lambda d: d["deck"].pop()), "« deck »", "il manque")
    assert_bad(tampered(round_, lambda d: d.update(first_player=3)), "« first_player »")
    # a preset's cards edited: refused as such, before the deck is looked at
    assert_bad(tampered(round_, lambda d: d["edition"]["cards"][0].update(count=4)), "n'a pas les cartes")
    assert_bad(tampered(round_, lambda d: d["edition"].update(id="2019")), "l'édition « 2019 » enregistrée n'a pas")
    # a custom edition edited so that the saved deck no longer matches it
    custom = lambda d: d["edition"].update(id="maison")  # noqa: E731
    assert savefile.loads(tampered(round_, custom)).edition.id == "maison"
    assert_bad(tampered(round_, lambda d: (custom(d), d["edition"]["cards"][0].update(count=4))), "« deck »",
               "en trop 1 Garde")
    assert_bad(tampered(round_, lambda d: (custom(d), d["edition"]["cards"][0].update(name="Gardien"))), "« deck »",
               "Garde")


def first_index(saved_actions, predicate):
    return next(i for i, a in enumerate(saved_actions) if predicate(a))


def test_illegal_action(game, round_):
    def change_target(d):
        actions = d["rounds"][0]["actions"]
        i = first_index(actions, lambda a: a.get("target") is not None)
        actions[i]["target"] = None if actions[i]["card"] != "Prince" else 99
    message = assert_bad(tampered(game, change_target), "action n°", "manche 1", "ne peut pas être rejouée")
    assert "rejouée. Le Prêtre se joue sur un joueur" in message  # the rule's reason follows, a sentence

    def self_target(d):
        i = first_index(d["actions"], lambda a: a.get("guess") is not None)
        a = d["actions"][i]
        a["guess"] = "Garde"
        return i
    assert_bad(tampered(round_, self_target), "ne peut pas nommer le Garde")

    assert len(game.rounds) >= 2 and game.rounds[0].over

    def extra_action(d):  # an action after the end of round 1
        d["rounds"][0]["actions"].append(dict(d["rounds"][0]["actions"][-1]))
    assert_bad(tampered(game, extra_action), "manche 1", "La manche est terminée")
    assert_bad(tampered(game, lambda d: d["rounds"][0]["actions"].insert(0, {"keep": "Garde", "bottom": []})),
               "action n° 1", "garder")


@pytest.mark.parametrize("mutation", [
    lambda a: a.update(card="Zorro"), lambda a: a.update(guess="Magicien"),
    lambda a: a.update(card="Espionne", guess=None, target=None)])
def test_unknown_card_in_action(round_, mutation):
    def change(d):
        a = d["actions"][first_index(d["actions"], lambda a: a.get("guess") is not None)]
        mutation(a)
    assert_bad(tampered(round_, change), "ne peut pas être rejouée", "inconnue")


@pytest.mark.parametrize("action", ["Garde", None, 3, [], {"card": "Garde", "target": "1", "guess": "Roi"},
                                    {"card": "Garde", "target": True, "guess": "Roi"},
                                    {"keep": "Garde", "bottom": "Roi"}, {"target": 1}])
def test_malformed_action(round_, action):
    assert_bad(tampered(round_, lambda d: d["actions"].__setitem__(0, action)), "action n° 1")


def test_tokens_edited(game):
    def more(d):
        d["tokens"][0] += 1
    assert_bad(tampered(game, more), "pions Faveur", "modifié")
    assert_bad(tampered(game, lambda d: d.update(tokens=None)), "pions Faveur")


def test_extra_round_after_game_over():
    finished = finished_game("classique", 2, seed=3)
    assert_bad(tampered(finished, lambda d: d["rounds"].append(d["rounds"][-1])), "partie est terminée")


@pytest.mark.parametrize("edit,words", [
    (lambda e: e["cards"][1].update(name="Gardien"), ["l'édition « 2019 » enregistrée n'a pas les cartes"]),
    (lambda e: e["cards"][1].update(count=5), ["n'a pas les cartes"]),
    (lambda e: e["cards"][0].update(count=3), ["n'a pas les cartes"]),
    (lambda e: e["cards"].pop(), ["n'a pas les cartes"]),
    (lambda e: e.update(id="classique"), ["l'édition « classique » enregistrée n'a pas les cartes"]),
    (lambda e: e.update(id="Classique"), ["n'a pas les cartes"]),
    (lambda e: e["cards"][0].update(effect="magie"), ["magie"]),
    (lambda e: e.update(max_players=2), ["pions Faveur", "de 2 à 2"]),
    (lambda e: e.update(tie_break="hasard"), ["tie_break"]),
    (lambda e: e.update(tokens_to_win={"2": 6}), ["pions Faveur"]),
    (lambda e: e.update(regle_secrete=True), ["regle_secrete"]),
    (lambda e: e.update(cards=7), ["edition"]),
    (lambda e: e.update(countess_forced_by=[["swap"]]), ["edition"]),
])
def test_edition_edited(game, edit, words):
    message = assert_bad(tampered(game, lambda d: edit(d["edition"])), *words)
    assert message.startswith("Fichier de partie")


def test_edited_edition_that_still_fits_is_refused_under_a_presets_id(game):
    # Changing a value keeps the deck valid, but a game called 2019 holds the cards of 2019 or is refused;
    # under its own id, the edited edition loads as a custom one; a rule switch changed is a variant.
    assert_bad(tampered(game, lambda d: d["edition"]["cards"][-1].update(value=10)), "n'a pas les cartes")
    loaded = savefile.loads(tampered(game, lambda d: d["edition"].update(id="maison", cards=d["edition"]["cards"][:-1]
                                                                        + [dict(d["edition"]["cards"][-1], value=10)])))
    assert loaded.edition is not EDITION_2019 and loaded.edition.id == "maison"
    assert loaded.edition.card("Princesse").value == 10
    variant = savefile.loads(tampered(game, lambda d: d["edition"].update(tie_break="discard_sum")))
    assert variant.edition.id == "2019" and variant.edition.tie_break == "discard_sum"


def test_failed_load_changes_nothing(game, round_, tmp_path):
    snapshots = (game.snapshot(), round_.snapshot())
    presets = {key: e.to_dict() for key, e in EDITIONS.items()}
    path = tmp_path / "partie.json"
    savefile.save(game, path)
    good = path.read_text(encoding="utf-8")
    path.write_text(tampered(game, lambda d: d["tokens"].__setitem__(1, 99)), encoding="utf-8")
    with pytest.raises(SaveFileError):
        savefile.load(path)
    assert (game.snapshot(), round_.snapshot()) == snapshots
    assert {key: e.to_dict() for key, e in EDITIONS.items()} == presets
    assert CLASSIQUE.tie_break == "discard_sum"
    path.write_text(good, encoding="utf-8")
    assert savefile.load(path).snapshot() == game.snapshot()


# --- any tampering: a SaveFileError or a valid game, never another exception ---------------------

JUNK = [None, 0, -1, 1, 7, True, "x", "", [], {}, [[]], [{}], 1.5, "Garde", 99, {"a": 1}, ["Garde"]]


def _paths(node, prefix=()):
    yield prefix
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield from _paths(value, prefix + (key,))


def test_random_tampering_gives_save_file_errors():
    rng = random.Random(2024)
    refused = 0
    for seed in range(30):
        edition = rng.choice(list(EDITIONS.values()))
        obj = play_random(Game(edition, 3, seed=seed), rng, rng.randint(0, 25))
        if seed % 2:
            obj = obj.round
        data = json.loads(savefile.dumps(obj))
        paths = list(_paths(data))[1:]
        for _ in range(25):
            changed = copy.deepcopy(data)
            path = rng.choice(paths)
            node = changed
            for key in path[:-1]:
                node = node[key]
            if isinstance(node, dict) and rng.random() < 0.2:
                del node[path[-1]]
            else:
                node[path[-1]] = rng.choice(JUNK)
            try:
                loaded = savefile.loads(json.dumps(changed))
            except SaveFileError as exc:
                assert str(exc)[:1].isupper()
                refused += 1
            else:
                assert type(loaded) is type(obj)
    assert refused > 400


def test_equal_but_odd_actions_are_stored_canonically():
    """A target True (== 1) or a bare tuple equal to a legal Play is played as that Play, so the
    saved file holds plain data and loads again."""
    r = next(r for r in (Round.deal("classique", 3, seed=s) for s in range(50))
             if any(a.target == 1 for a in r.legal_actions()))
    aimed = next(a for a in r.legal_actions() if a.target == 1)
    played = r.play(aimed._replace(target=True))
    assert played == aimed and type(played.target) is int and r.actions == [aimed]
    assert savefile.loads(savefile.dumps(r)).snapshot() == r.snapshot()
    r2 = Round.deal("2019", 2, seed=3)
    r2.play(tuple(r2.legal_actions()[-1]))
    assert isinstance(r2.actions[0], Play)
    assert savefile.loads(savefile.dumps(r2)).snapshot() == r2.snapshot()
