"""Bad inputs raise the right exception, in French, saying what was wrong and what is allowed,
and leave the round or game exactly as it was."""

import random
from collections import Counter

import pytest

from loveletter_teach import fr
from loveletter_teach import (CLASSIQUE, EDITION_2019, EDITIONS, LETTRE_D_AMOUR, EditionError, Game,
                              IllegalActionError, Keep, LoveLetterError, Play, PlayerCountError, Round,
                              SaveFileError, SetupError, UnknownCardError, define_edition, get_edition)

# --- helpers -------------------------------------------------------------------------------


def deal(edition, hands, draws=(), burned=None, face_up=None, first=0, names=None):
    """A round where seat s holds hands[s] and the draws come in the given order; every other
    card of the edition follows in card order (the burned and face-up cards are taken from the end)."""
    edition = get_edition(edition)
    pool = Counter(c.name for c in edition.deck)

    def take(name):
        card = edition.card(name)
        assert pool[card.name] > 0, f"too many {card.name}"
        pool[card.name] -= 1
        return card.name

    hands = [take(h) for h in hands]
    draws = [take(d) for d in draws]
    face_up = [take(c) for c in face_up or ()]
    burned = take(burned) if burned else None
    rest = [c.name for c in edition.cards for _ in range(pool[c.name])]
    if burned is None:
        burned = rest.pop()
    while len(face_up) < edition.face_up_for(len(hands)):
        face_up.append(rest.pop())
    return Round.from_hands(edition, hands, draws + rest, burned, face_up, first, names)


def card(edition, name):
    return get_edition(edition).card(name)


def assert_illegal(round_, action, *words, exc=IllegalActionError):
    """``action`` is refused with ``exc``; the message starts with a capital and holds ``words``;
    nothing changed; why_illegal (for actions given as Cards) says the same."""
    before = round_.snapshot()
    legal_before = round_.legal_actions()
    with pytest.raises(exc) as info:
        round_.play(action)
    message = str(info.value)
    assert message[:1].isupper(), message
    for word in words:
        assert word in message, (word, message)
    assert round_.snapshot() == before
    assert round_.legal_actions() == legal_before
    return message


def test_hierarchy():
    for cls in (EditionError, UnknownCardError, PlayerCountError, SetupError, IllegalActionError,
                SaveFileError):
        assert issubclass(cls, LoveLetterError)
        assert issubclass(cls, ValueError)
    assert len({EditionError, UnknownCardError, PlayerCountError, SetupError, IllegalActionError,
                SaveFileError}) == 6


# --- card names ----------------------------------------------------------------------------


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=list(EDITIONS))
def test_unknown_card_lists_the_edition_cards(edition):
    with pytest.raises(UnknownCardError) as info:
        edition.card("Zorro")
    message = str(info.value)
    assert "« Zorro »" in message and edition.id in message
    for c in edition.cards:
        assert c.name in message


def test_card_names_without_case_or_accents():
    pretre = CLASSIQUE.card("Prêtre")
    for typed in ("pretre", "PRÊTRE", "Pretre", " prêtre ", "PRETRE"):
        assert CLASSIQUE.card(typed) is pretre
    assert LETTRE_D_AMOUR.card("heritiere").name == "Héritière"
    assert LETTRE_D_AMOUR.card("HÉRITIÈRE").name == "Héritière"
    assert EDITION_2019.card("espionne").value == 0
    # The 2019 Espionne is not the lettre-d-amour Espion, and the other way round.
    with pytest.raises(UnknownCardError, match="Espion, "):
        LETTRE_D_AMOUR.card("espionne")
    with pytest.raises(UnknownCardError, match="Comtesse"):
        LETTRE_D_AMOUR.card("Comtesse")
    with pytest.raises(UnknownCardError):
        CLASSIQUE.card("Espionne")


def test_names_accepted_in_actions():
    r = deal("classique", ["Garde", "Baron", "Prêtre"], ["Servante"])
    played = r.play(Play("garde", "bob", "PRETRE"))
    assert played == Play(card(CLASSIQUE, "Garde"), 1, card(CLASSIQUE, "Prêtre"))
    assert r.actions == [played]


def test_unknown_card_in_action_changes_nothing():
    r = deal("classique", ["Garde", "Baron", "Prêtre"], ["Servante"])
    assert_illegal(r, Play("Garde", 1, "Zorro"), "« Zorro »", "Princesse", exc=UnknownCardError)
    assert_illegal(r, Play("Magicien"), "« Magicien »", "Garde", exc=UnknownCardError)


# --- editions and player counts -----------------------------------------------------------


def test_unknown_edition():
    for make in (lambda: get_edition("bidule"), lambda: Round.deal("bidule", 2, seed=1),
                 lambda: Game("bidule", 2, seed=1)):
        with pytest.raises(EditionError) as info:
            make()
        message = str(info.value)
        assert "« bidule »" in message
        for key in EDITIONS:
            assert key in message
    # ids are matched like card names
    assert get_edition("Lettre d'Amour") is LETTRE_D_AMOUR
    assert get_edition("CLASSIQUE") is CLASSIQUE


BAD_COUNTS = [(e, n) for e in EDITIONS.values() for n in (1, 0, -2, e.max_players + 1, "deux", 2.0)]


@pytest.mark.parametrize("edition,n", BAD_COUNTS, ids=[f"{e.id}-{n!r}" for e, n in BAD_COUNTS])
def test_wrong_player_count(edition, n):
    makers = [lambda: Round.deal(edition, n, seed=1), lambda: Round.from_deck(edition, edition.deck, n),
              lambda: Game(edition, n, seed=1), lambda: edition.tokens_for(n)]
    for make in makers:
        with pytest.raises(PlayerCountError) as info:
            make()
        message = str(info.value)
        assert f"de {edition.min_players} à {edition.max_players} joueurs" in message
        assert edition.id in message and str(n) in message


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=list(EDITIONS))
def test_every_allowed_player_count_works(edition):
    for n in range(edition.min_players, edition.max_players + 1):
        assert Round.deal(edition, n, seed=n).n == n


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=list(EDITIONS))
def test_the_deal_checks_again_after_the_checks_it_remembers(edition):
    # Round.deal remembers a number of players once checked with the default names and first player
    # (random play deals again and again): what looks like it must still be refused
    n = edition.max_players
    assert Round.deal(edition, n, seed=1).names == Round.deal(edition, n, seed=2).names
    for bad in (float(n), str(n)):
        with pytest.raises(PlayerCountError):
            Round.deal(edition, bad, seed=1)
    for seat in (False, 0.0, "0", n):
        with pytest.raises(SetupError, match="Siège invalide|Sièges possibles"):
            Round.deal(edition, n, seed=1, first_player=seat)
    named = Round.deal(edition, n, seed=1, names=[f"J{i}" for i in range(n)])
    assert named.names == tuple(f"J{i}" for i in range(n))
    assert Round.deal(edition, n, seed=3, first_player=1).first_player == 1
    assert Round.deal(edition, n, seed=3).names == fr.DEFAULT_NAMES[:n]  # the custom names not remembered


def test_from_hands_player_count():
    with pytest.raises(PlayerCountError, match="de 2 à 4"):
        Round.from_hands("classique", ["Garde"], [], "Garde", ())
    with pytest.raises(PlayerCountError, match="reçu : 5"):
        Round.from_hands("classique", ["Garde"] * 5, [], "Garde", ())


# --- deck composition and hands --------------------------------------------------------------


def test_deck_missing_card():
    deck = list(CLASSIQUE.deck)
    deck.remove(card(CLASSIQUE, "Princesse"))
    with pytest.raises(SetupError) as info:
        Round.from_deck("classique", deck, 2)
    assert "il manque 1 Princesse" in str(info.value) and "trop" not in str(info.value)


def test_deck_extra_card():
    with pytest.raises(SetupError) as info:
        Round.from_deck("classique", [*CLASSIQUE.deck, "Roi"], 3)
    assert "il y a en trop 1 Roi" in str(info.value) and "manque" not in str(info.value)


def test_deck_wrong_cards():
    deck = [c.name for c in EDITION_2019.deck]
    deck[deck.index("Princesse")] = "Garde"
    deck[deck.index("Roi")] = "Garde"
    with pytest.raises(SetupError) as info:
        Round.from_deck("2019", deck, 4)
    message = str(info.value)
    assert "édition 2019" in message
    assert "1 Roi et 1 Princesse" in message and "en trop 2 Gardes" in message


def test_deck_of_another_edition():
    with pytest.raises((SetupError, UnknownCardError)):
        Round.from_deck("lettre-d-amour", CLASSIQUE.deck, 2)
    with pytest.raises(SetupError, match="manque 2 Espionnes"):
        Round.from_deck("2019", [c.name for c in CLASSIQUE.deck] + ["Garde", "Chancelier", "Chancelier"], 2)


def test_unknown_card_in_deck():
    deck = [c.name for c in CLASSIQUE.deck]
    deck[0] = "Zorro"
    with pytest.raises(UnknownCardError, match="Zorro"):
        Round.from_deck("classique", deck, 2)


def test_hands_shape():
    deck = ["Garde"] * 3
    with pytest.raises(SetupError, match="exactement une carte") as info:
        Round.from_hands("classique", [["Garde", "Roi"], ["Prêtre"]], deck, "Garde", ["Baron"] * 2)
    assert "2" in str(info.value)
    with pytest.raises(SetupError, match="exactement une carte"):
        Round.from_hands("classique", [[], ["Prêtre"]], deck, "Garde", ["Baron"] * 2)
    # too many Princesses in the hands: the composition check catches it
    with pytest.raises(SetupError, match="Princesse"):
        Round.from_hands(
            "classique", ["Princesse", "Princesse"], [c.name for c in CLASSIQUE.deck[:-2]], "Garde",
            ["Garde"] * 3)


def test_face_up_count():
    with pytest.raises(SetupError) as info:
        Round.from_hands("classique", ["Garde", "Prêtre"], [], "Garde", ())
    assert "3" in str(info.value) and "0" in str(info.value)
    with pytest.raises(SetupError, match="0 carte"):
        Round.from_hands("lettre-d-amour", ["Espion", "Prêtre"], [], "Espion", ["Espion"])


def test_bad_first_player_and_names():
    with pytest.raises(SetupError, match="Sièges possibles : 0, 1, 2"):
        Round.from_deck("classique", CLASSIQUE.deck, 3, first_player=3)
    with pytest.raises(SetupError, match="Siège invalide"):
        Round.deal("classique", 2, seed=1, first_player=-1)
    with pytest.raises(SetupError, match="un nom par joueur"):
        Round.deal("classique", 3, seed=1, names=["Ana", "Bea"])
    with pytest.raises(SetupError, match="même nom"):
        Game("classique", 2, names=["Zoé", "ZOE"], seed=1)


# --- illegal moves ----------------------------------------------------------------------------


def test_card_not_in_hand():
    r = deal("classique", ["Garde", "Baron", "Prêtre"], ["Servante"])
    assert_illegal(r, Play("Roi", 1), "Alice", "le Roi", "le Garde et la Servante")
    assert_illegal(r, Play(card(CLASSIQUE, "Baron"), 1), "Alice", "le Baron")


@pytest.mark.parametrize("hand,draw,forcing", [
    ("Comtesse", "Roi", "le Roi"), ("Roi", "Comtesse", "le Roi"),
    ("Comtesse", "Prince", "le Prince"), ("Prince", "Comtesse", "le Prince")])
def test_countess_forced(hand, draw, forcing):
    r = deal("classique", [hand, "Baron", "Prêtre"], [draw])
    other = "Roi" if "Roi" in (hand, draw) else "Prince"
    for target in (1, 2, 0):
        if other == "Roi" and target == 0:
            continue
        assert_illegal(r, Play(other, target), "Alice", "doit jouer la Comtesse", forcing)
    assert [a.card.name for a in r.legal_actions()] == ["Comtesse"]


def test_a_refusal_names_its_rule_and_the_words_of_its_sentence():
    r = deal("classique", ["Comtesse", "Baron", "Prêtre"], ["Roi"])
    with pytest.raises(IllegalActionError) as refused:
        r.play(Play("Roi", 1))
    assert refused.value.key == "countess_forced" and str(refused.value) == r.why_illegal(Play(card(CLASSIQUE, "Roi"), 1))
    assert refused.value.fields == {"player": "Alice", "countess": "la Comtesse", "other": "le Roi"}
    with pytest.raises(IllegalActionError) as refused:
        r.play(Play("Comtesse", "Zoé"))
    assert refused.value.key == "unknown_player" and refused.value.fields["name"] == "Zoé"


@pytest.mark.parametrize("forcing", ["Noble", "Messager"])
def test_dame_forced_in_lettre_d_amour(forcing):
    r = deal("lettre-d-amour", ["Dame", "Duelliste", "Prêtre"], [forcing])
    assert_illegal(r, Play(forcing, 1), "doit jouer la Dame", f"le {forcing}")
    assert [a.card.name for a in r.legal_actions()] == ["Dame"]


def test_countess_not_forced_by_princess():
    r = deal("classique", ["Comtesse", "Baron", "Prêtre"], ["Princesse"])
    assert {a.card.name for a in r.legal_actions()} == {"Comtesse", "Princesse"}
    assert r.why_illegal(Play(card(CLASSIQUE, "Princesse"))) is None


@pytest.mark.parametrize("edition,handmaid,guard", [("classique", "Servante", "Garde"),
                                                    ("lettre-d-amour", "Bouclier", "Espion")])
def test_target_protected(edition, handmaid, guard):
    prince = "Prince" if edition == "classique" else "Messager"
    r = deal(edition, [handmaid, guard, prince],
             ["Prêtre", guard, "Baron" if edition == "classique" else "Duelliste"])
    r.play(Play(handmaid))
    assert r.protected[0]
    assert_illegal(r, Play(guard, 0, "Prêtre"), "Alice", "protège", handmaid)
    r.play(Play(guard, 2, "Prêtre"))  # Bob misses Chloé
    # Chloé's turn: Alice is protected
    message = assert_illegal(r, Play(prince, 0), "Alice", "protège", handmaid)
    assert r.why_illegal(Play(card(edition, prince), 0)) == message
    assert_illegal(r, Play(card(edition, "Baron" if edition == "classique" else "Duelliste"), 0), "Alice",
                   "protège")
    # The Prince may still target Bob or Chloé herself
    targets = {a.target for a in r.legal_actions() if a.card.name == prince}
    assert targets == {1, 2}


def test_target_eliminated():
    r = deal("classique", ["Garde", "Servante", "Garde"], ["Garde", "Baron", "Prêtre", "Roi"])
    r.play(Play("Garde", 1, "Servante"))  # Bob is out
    assert not r.alive[1]
    # Chloé's turn
    assert_illegal(r, Play("Garde", 1, "Prêtre"), "Bob", "a quitté la manche")
    assert_illegal(r, Play("Baron", 1), "Bob", "a quitté la manche")
    assert_illegal(r, Play("Garde", "Bob", "Prêtre"), "Bob", "a quitté la manche")


@pytest.mark.parametrize("edition,name", [("classique", "Garde"), ("classique", "Prêtre"),
                                          ("classique", "Baron"), ("classique", "Roi"),
                                          ("2019", "Roi"), ("lettre-d-amour", "Espion"),
                                          ("lettre-d-amour", "Noble"), ("lettre-d-amour", "Duelliste")])
def test_target_self(edition, name):
    e = get_edition(edition)
    filler = "Baron" if name not in ("Baron",) else "Prêtre"
    if edition == "lettre-d-amour":
        filler = "Prêtre" if name != "Prêtre" else "Duelliste"
    r = deal(e, [name, filler, filler], ["Servante" if edition != "lettre-d-amour" else "Bouclier"])
    guess = card(e, "Princesse" if edition != "lettre-d-amour" else "Héritière") \
        if e.card(name).effect == "guess" else None
    assert_illegal(r, Play(e.card(name), 0, guess), "autre joueur")


def test_prince_on_protected_and_all_protected():
    r = deal("classique", ["Servante", "Prince", "Prêtre"], ["Baron", "Servante", "Garde"])
    r.play(Play("Servante"))  # Alice protected
    assert_illegal(r, Play("Prince", 0), "Alice", "La Servante protège Alice")
    r.play(Play("Servante"))  # Bob protected too
    # Chloé: the Priest has no target (Alice and Bob protected): played with no target, no effect
    assert_illegal(r, Play("Prêtre", 1), "Bob", "protège")
    assert_illegal(r, Play("Garde", 0, "Roi"), "Alice", "protège")
    legal = r.legal_actions()
    assert Play(card(CLASSIQUE, "Prêtre")) in legal
    assert Play(card(CLASSIQUE, "Garde")) in legal
    # naming a card without a target is wrong
    assert_illegal(r, Play(card(CLASSIQUE, "Garde"), None, card(CLASSIQUE, "Roi")), "nomme")


def test_prince_must_target_self_when_others_protected():
    r = deal("classique", ["Servante", "Garde", "Prince"], ["Garde", "Garde", "Baron"])
    r.play(Play("Servante"))
    r.play(Play("Garde", 2, "Roi"))  # miss
    # Chloé holds Prince + Baron; Alice is protected: the Prince may target Bob or Chloé herself
    assert {a.target for a in r.legal_actions() if a.card.name == "Prince"} == {1, 2}
    assert r.why_illegal(Play(card(CLASSIQUE, "Prince"), 2)) is None
    # two players, the other protected: the Prince must target its own player
    r2 = deal("2019", ["Servante", "Prince"], ["Garde", "Chancelier"])
    r2.play(Play("Servante"))
    assert {a.target for a in r2.legal_actions() if a.card.name == "Prince"} == {1}
    assert_illegal(r2, Play("Prince", 0), "Alice", "protège")
    message = assert_illegal(r2, Play("Prince"), "Bob")
    assert "Prince" in message


@pytest.mark.parametrize("edition,guard,allowed,forbidden", [
    ("classique", "Garde", "Princesse", None), ("2019", "Garde", "Espionne", None),
    ("16-cartes", "Garde", "Comtesse", None), ("lettre-d-amour", "Espion", "Héritière", None)])
def test_guard_cannot_name_guard(edition, guard, allowed, forbidden):
    e = get_edition(edition)
    r = deal(e, [guard, "Prêtre", "Baron" if edition != "lettre-d-amour" else "Duelliste"], [guard])
    message = assert_illegal(r, Play(guard, 1, guard), "ne peut pas nommer", f"{e.card(guard).name}", allowed)
    assert f", {guard}," not in message and f"({guard}," not in message
    assert r.why_illegal(Play(e.card(guard), 1, e.card(allowed))) is None
    if edition == "2019":  # ruling 19: the Espionne may be named in 2019
        assert Play(e.card("Garde"), 1, e.card("Espionne")) in r.legal_actions()
    if edition == "lettre-d-amour":
        assert all(a.guess is None or a.guess.name != "Espion" for a in r.legal_actions())


def test_guard_without_named_card():
    r = deal("classique", ["Garde", "Prêtre", "Baron"], ["Servante"])
    message = assert_illegal(r, Play("Garde", 1), "nommez une carte", "Prêtre", "Princesse")
    assert "Garde" not in message.split(":")[1]
    assert_illegal(r, Play("Garde"), "se joue sur un joueur", "Bob", "Chloé")


def test_target_or_guess_given_to_a_card_without():
    r = deal("classique", ["Servante", "Prêtre", "Baron"], ["Comtesse"])
    assert_illegal(r, Play("Servante", 1), "La Servante ne vise personne")
    assert_illegal(r, Play("Comtesse", 2), "La Comtesse ne vise personne")
    r = deal("classique", ["Prêtre", "Prêtre", "Baron"], ["Baron"])
    assert_illegal(r, Play("Prêtre", 1, "Roi"), "Seul le Garde nomme une carte", "le Prêtre")
    r = deal("lettre-d-amour", ["Prêtre", "Prêtre", "Duelliste"], ["Duelliste"])
    assert_illegal(r, Play("Duelliste", 1, "Noble"), "Seul l'Espion nomme une carte")


def test_a_guard_with_nobody_to_aim_at_names_nothing():
    """It used to hear « Seul le Garde nomme une carte : ne nommez rien avec le Garde »."""
    from loveletter_teach.exercises import scenario
    r = scenario("classique", ["Garde", "Servante", "Servante"], ["Baron", "Prêtre", "Prince"], first=1,
                 actions=["Servante", "Servante"])
    message = r.why_illegal(Play(r.edition.card("Garde"), None, r.edition.card("Prêtre")))
    assert message.startswith("Personne ne peut être visé") and "Seul" not in message


def test_unknown_player_and_bad_target():
    r = deal("classique", ["Garde", "Prêtre", "Baron"], ["Servante"], names=["Ana", "Béa", "Chloé"])
    assert_illegal(r, Play("Garde", "Zoé", "Prêtre"), "« Zoé »", "Ana, Béa, Chloé")
    assert_illegal(r, Play("Garde", 7, "Prêtre"), "Cible invalide", "7")
    assert_illegal(r, Play("Garde", -1, "Prêtre"), "Cible invalide")
    assert r.play(Play("Garde", "bea", "pretre")).target == 1  # names without case or accents


def test_not_an_action():
    r = deal("classique", ["Garde", "Prêtre", "Baron"], ["Servante"])
    assert_illegal(r, "Garde", "Action non reconnue", "Play", "Keep")
    assert_illegal(r, None, "Action non reconnue")


def chancellor_round():
    r = deal("2019", ["Chancelier", "Prêtre", "Baron"], ["Garde", "Princesse", "Espionne"])
    r.play(Play("Chancelier"))
    assert r.phase == "keep"
    return r


def test_play_during_keep_and_keep_outside():
    r = chancellor_round()
    assert_illegal(r, Play("Garde", 1, "Baron"), "Alice", "choisir la carte à garder", "Chancelier")
    assert_illegal(r, Play("Princesse"), "garder")
    r2 = deal("2019", ["Chancelier", "Prêtre", "Baron"], ["Garde"])
    assert_illegal(r2, Keep("Chancelier", ("Garde",)), "pas de carte à garder", "jouer")
    r.play(Keep("Garde", ("Princesse", "Espionne")))
    assert_illegal(r, Keep("Prêtre", ("Garde",)), "pas de carte à garder")


def test_wrong_keep():
    r = chancellor_round()
    assert_illegal(r, Keep("Roi", ("Garde", "Princesse")), "garder", "le Garde, la Princesse ou l'Espionne")
    assert_illegal(r, Keep("Garde", ("Garde", "Princesse")), "sous le paquet", "la Princesse et l'Espionne")
    assert_illegal(r, Keep("Garde", ("Princesse",)), "exactement les autres cartes")
    assert_illegal(r, Keep("Garde", ()), "exactement les autres cartes")
    assert_illegal(r, Keep("Garde", ("Princesse", "Espionne", "Espionne")), "exactement")
    assert_illegal(r, Keep("Garde", ("Princesse", "Zorro")), "Zorro", exc=UnknownCardError)
    # the order is free, and the Countess rule does not apply to the keep (ruling 6)
    keeps = r.legal_actions()
    assert Keep(card("2019", "Garde"), (card("2019", "Espionne"), card("2019", "Princesse"))) in keeps
    assert len(keeps) == 6


def test_actions_after_round_over():
    r = deal("classique", ["Garde", "Prêtre"], ["Garde"])
    r.play(Play("Garde", 1, "Prêtre"))
    assert r.over and r.legal_actions() == ()
    for action in (Play("Garde", 1, "Prêtre"), Play(card(CLASSIQUE, "Garde"), 1, card(CLASSIQUE, "Roi")),
                   Keep("Garde", ()), "rien"):
        assert_illegal(r, action, "La manche est terminée")
        assert r.why_illegal(action) is not None


def finish_round(game, rng):
    while not game.round.over:
        game.play(rng.choice(game.legal_actions()))


def test_game_new_round_errors():
    game = Game("classique", 4, seed=11)
    before = game.snapshot()
    with pytest.raises(IllegalActionError, match="pas terminée"):
        game.new_round()
    assert game.snapshot() == before
    rng = random.Random(3)
    while not game.over:
        finish_round(game, rng)
        if not game.over:
            game.new_round()
    before = game.snapshot()
    with pytest.raises(IllegalActionError, match="partie est terminée"):
        game.new_round()
    with pytest.raises(IllegalActionError, match="manche est terminée"):
        game.play(Play("Garde", 1, "Prêtre"))
    assert game.snapshot() == before


# --- custom editions ------------------------------------------------------------------------

BASE = [("Garde", 1, 5, "guess"), ("Prêtre", 2, 2, "peek"), ("Baron", 3, 2, "compare"),
        ("Princesse", 8, 1, "lose_if_discarded", True)]


def test_valid_custom_edition():
    e = define_edition("mini", BASE)
    assert e.size == 10 and e.tokens_for(2) == 7
    assert Round.deal(e, 4, seed=1).n == 4


@pytest.mark.parametrize("kwargs,words", [
    (dict(cards=BASE + [("Magicien", 4, 1, "magic")]), ["« magic »", "Magicien", "guess", "draw_keep"]),
    (dict(cards=BASE + [("Magicien", 4, 0, "peek")]), ["Magicien", "de 1 à 20", "0"]),
    (dict(cards=BASE + [("Magicien", 4, -1, "peek")]), ["Magicien", "de 1 à 20"]),
    (dict(cards=BASE + [("Magicien", 4, 1.5, "peek")]), ["Magicien", "entier"]),
    (dict(cards=BASE + [("pretre", 4, 1, "peek")]), ["même nom", "pretre"]),
    (dict(cards=BASE + [("BARON", 4, 1, "peek")]), ["même nom"]),
    (dict(cards=BASE + [("", 4, 1, "peek")]), ["nom non vide"]),
    (dict(cards=BASE + [("Magicien", "4", 1, "peek")]), ["valeur", "Magicien"]),
    (dict(cards=[]), ["au moins une carte"]),
    (dict(cards=BASE, min_players=1), ["de 2 à 8", "de 1 à 4"]),
    (dict(cards=BASE, max_players=9), ["de 2 à 8", "de 2 à 9"]),
    (dict(cards=BASE, min_players=4, max_players=3), ["de 4 à 3"]),
    (dict(cards=BASE, tokens_to_win={2: 7, 3: 5}), ["pions Faveur", "de 2 à 4"]),
    (dict(cards=BASE, tokens_to_win={2: 7, 3: 5, 4: 0}), ["au moins 1"]),
    (dict(cards=BASE, tokens_to_win={2: 7, 3: 5, 4: 4, 5: 3}), ["de 2 à 4"]),
    (dict(cards=[("Garde", 1, 4, "guess"), ("Prêtre", 2, 2, "peek")]), ["trop petit", "6 cartes", "7"]),
    (dict(cards=BASE[:3], max_players=8), ["trop petit", "9 cartes", "8 joueurs", "10"]),
    (dict(cards=[("Garde", 1, 16, "guess")]), ["nommer une autre carte"]),
    (dict(cards=BASE, tie_break="random"), ["tie_break", "'random'", "shared", "discard_sum"]),
    (dict(cards=BASE, visible_discards="none"), ["visible_discards", "all", "last"]),
    (dict(cards=BASE, face_up_two_players=-1), ["visibles", "-1"]),
    (dict(cards=BASE, face_up_two_players="3"), ["visibles"]),
    (dict(cards=BASE, countess_forced_by=("swap", "zzz")), ["zzz"]),
    (dict(cards=BASE, first_player=2), ["Premier joueur", "2", "random", "de 0 à 1"]),
    (dict(cards=BASE, min_players=3, first_player=3), ["de 0 à 2"]),
    (dict(cards=BASE, first_player=-1), ["Premier joueur"]),
    (dict(cards=BASE, first_player="last"), ["'last'", "random"]),
    (dict(cards=BASE, first_player=True), ["Premier joueur"]),
])
def test_bad_custom_edition(kwargs, words):
    kwargs = dict(kwargs)
    cards = kwargs.pop("cards")
    with pytest.raises(EditionError) as info:
        define_edition("perso", cards, **kwargs)
    message = str(info.value)
    assert message[:1].isupper(), message
    for word in words:
        assert word in message, (word, message)


def test_unknown_switch_is_an_edition_error():
    with pytest.raises(EditionError) as info:
        define_edition("perso", BASE, tiebreak="shared")
    message = str(info.value)
    assert "tiebreak" in message and "tie_break" in message


def test_with_rules_validates_again():
    with pytest.raises(EditionError, match="tie_break"):
        CLASSIQUE.with_rules(tie_break="personne")
    assert CLASSIQUE.with_rules(tie_break="shared").tie_break == "shared"
    assert CLASSIQUE.tie_break == "discard_sum"  # the preset is untouched


# --- why_illegal agrees with legal_actions ---------------------------------------------------


def perturbations(round_, action, rng):
    """Actions near ``action``: another target, another guess, another card, another keep."""
    e, n = round_.edition, round_.n
    cards = list(e.cards)
    out = []
    if isinstance(action, Play):
        out += [action._replace(target=t) for t in [*range(n), None]]
        out += [action._replace(guess=g) for g in [*cards, None]]
        out += [action._replace(card=c) for c in cards]
        out.append(Keep(action.card, ()))
    else:
        out += [action._replace(card=c) for c in cards]
        out.append(action._replace(bottom=tuple(reversed(action.bottom))))
        out.append(action._replace(bottom=action.bottom[1:]))
        out.append(action._replace(bottom=action.bottom + (rng.choice(cards),)))
        out.append(action._replace(bottom=(action.card,) + action.bottom[1:]))
        out.append(Play(action.card))
    return out


def test_why_illegal_agrees_with_legal_actions():
    rng = random.Random(20240501)
    positions = refused = played_illegal = 0
    setups = [(e, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]
    while positions < 400:
        edition, n = setups[positions % len(setups)]
        r = Round.deal(edition, n, rng=rng)
        while not r.over:
            legal = r.legal_actions()
            positions += 1
            assert legal and list(legal) == sorted(set(legal))
            for action in legal:
                assert r.why_illegal(action) is None, action
            for action in rng.sample(legal, min(4, len(legal))):
                for other in perturbations(r, action, rng):
                    reason = r.why_illegal(other)
                    if other in legal:
                        assert reason is None, other
                    else:
                        assert isinstance(reason, str) and reason[:1].isupper(), (other, reason)
                        refused += 1
                        if rng.random() < 0.05:
                            before = r.snapshot()
                            with pytest.raises(IllegalActionError) as info:
                                r.play(other)
                            assert str(info.value) == reason
                            assert r.snapshot() == before
                            played_illegal += 1
            r.play(rng.choice(legal))
        assert r.why_illegal(Play(edition.cards[0])) is not None
    assert refused > 5000 and played_illegal > 200
