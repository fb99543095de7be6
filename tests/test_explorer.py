"""The position explorer: positions are real rounds, share codes rebuild them exactly, impossible
positions are explained in French, and the panels show only what the viewer's observation says."""

import random
from fractions import Fraction

import pytest

from loveletter_teach import EDITIONS, Round
from loveletter_teach.errors import ImpossiblePositionError, LoveLetterError, PositionCodeError, SaveFileError
from loveletter_teach.events import Compared, Eliminated, Guessed, Looked
from loveletter_teach.explorer import Position, analyse, explore, from_code, position, position_of
from loveletter_teach.probability import (MODEL, Knowledge, PlayModel, beliefs, card_counting, deduction,
                                          guard_advice)
from scenarios import random_round as played_round

CASES = [(e, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]


def random_position(edition, n, seed):
    """A real random round stopped after a random number of moves, seen by a random seat."""
    r, rng = played_round(edition, n, seed, 16)
    return r, rng.randrange(n)


# --- the share code -------------------------------------------------------------------------------
@pytest.mark.parametrize("edition,n", CASES, ids=lambda x: getattr(x, "id", x))
def test_random_positions_round_trip_through_the_share_code(edition, n):
    for seed in range(3):
        r, viewer = random_position(edition, n, seed)
        p = position_of(r, viewer)
        code = p.code
        assert code.startswith("LL2-")
        q = from_code(code)
        assert q.observation() == r.observation(viewer)  # what the viewer saw, exactly
        assert q.code == code
    assert from_code(code.lower().replace("-", " ")).code == code  # dictated to a class: case, spaces


def test_another_players_chancellor_choice_stays_hidden_in_the_code():
    p = position("2019", 3, hands=["Garde", "Chancelier", None], deck=["Prêtre", "Baron"], seed=1)
    p = p.with_move(("Garde", "Bob", "Roi"), "raté").with_move(("Chancelier",))
    p = p.with_move(p.legal_moves()[-1]).with_move(("Garde", "Alice", "Prince"))
    q = from_code(p.code)
    assert q.observation() == p.observation() and q.code == p.code


def test_the_deal_code_is_the_teachers_key():
    p = position("classique", 3, hands=["Garde", "Prince", "Baron"], deck=["Garde", "Servante"])
    p = p.with_move(("Garde", "Bob", "Roi"), "raté").with_move(("Roi", "Alice"))
    key = from_code(p.deal_code)
    assert key == p and key.round().hands == p.round().hands
    assert from_code(p.code).observation() == p.observation()


def test_when_no_canonical_deal_rebuilds_the_position_there_is_no_code(monkeypatch):
    from loveletter_teach import canonical, explorer

    def fails(obs):
        raise canonical.NoDeal
    monkeypatch.setattr(explorer, "canonical_deal", fails)  # as if what the viewer saw could not be rebuilt
    p = position("classique", 3, hands=["Garde", "Prince", "Baron"], deck=["Garde", "Servante"])
    p = p.with_move(("Garde", "Bob", "Roi"), "raté").with_move(("Roi", "Alice"))
    with pytest.raises(ImpossiblePositionError) as info:
        p.code  # never the deal in its place
    assert "Aucun code n'est proposé" in str(info.value) and "ce qu'Alice a vu" in str(info.value)
    assert explore(p, samples=20).code == ""
    assert from_code(p.deal_code) == p  # the teacher's key is still there, when asked for


def test_the_code_keeps_the_names_and_the_model_setting():
    p = position("2019", ["Inès", "Yanis", "Zoé"], viewer="Zoé", keep_high=Fraction(3, 4), seed=5)
    q = from_code(p.code)
    assert q.names == ("Inès", "Yanis", "Zoé") and q.viewer == 2 and q.keep_high == Fraction(3, 4)
    assert q.observation() == p.observation()


@pytest.mark.parametrize("bad,word", [
    (42, "texte"), ("bonjour", "n'est pas un code"), ("LL9-AAAAA", "version plus récente"),
    ("LL2-AB#CD", "caractères"), ("LL2-", "somme de contrôle"), ("LL1-AAAAA-AAAAA", "ancien format"),
])
def test_bad_codes_say_what_is_wrong_in_french(bad, word):
    with pytest.raises(PositionCodeError) as info:
        from_code(bad)
    assert word in str(info.value)
    assert isinstance(info.value, SaveFileError) and isinstance(info.value, LoveLetterError)


def test_a_tampered_code_with_a_good_checksum_is_refused_in_french():
    import base64

    from loveletter_teach.explorer import DEAL, SEEN, _text
    p = position("classique", 3, seed=2).with_move(("Garde", "Bob", "Roi"), "raté")
    body = p.deal_code[4:].replace("-", "")
    data = bytearray(base64.b32decode(body + "=" * (-len(body) % 8)))[:-3]
    kind = data.index(DEAL, 7)  # after the header (default names: 7 bytes)
    data[kind] = SEEN  # the real deal, labelled « what the viewer saw »: it is not the canonical deal
    with pytest.raises(PositionCodeError) as info:
        from_code(_text(data))
    assert "abîmé" in str(info.value)


def test_a_mistyped_code_is_caught_by_its_checksum():
    code = position("classique", 3, seed=2).with_move(("Garde", "Bob", "Roi")).code
    body = code[4:]
    for i in range(0, len(body), 3):
        if body[i] == "-":
            continue
        typo = code[:4] + body[:i] + ("B" if body[i] != "B" else "C") + body[i + 1:]
        with pytest.raises(PositionCodeError):
            from_code(typo)
    with pytest.raises(PositionCodeError):
        from_code(code[:-6])


# --- impossible positions ---------------------------------------------------------------------------
def message(build):
    with pytest.raises(ImpossiblePositionError) as info:
        build()
    return str(info.value)


def test_too_many_copies_are_counted():
    assert message(lambda: position("classique", 3, hands=["Roi", "Roi", None])) == (
        "Impossible : 2 Rois demandés alors que l'édition classique compte 1 Roi.")
    assert "3 Princesses demandées" in message(lambda: position("2019", 2, hands=["Princesse", None],
                                                                face_up=["Princesse", "Princesse", "Garde"]))


def test_a_player_who_kept_the_countess_cannot_have_played_the_king():
    p = position("classique", 3, hands=["Prêtre", None, None], deck=["Garde"])
    p = p.with_move(("Prêtre", "Bob"), "Comtesse")
    text = message(lambda: p.with_move(("Roi", "Alice")))
    assert text.startswith("Bob ne peut pas jouer le Roi sur Alice")
    assert text.endswith("Alice sait que Bob a la Comtesse, et avec le Roi il faut jouer la Comtesse.")


def test_a_guard_cannot_hit_a_card_the_viewer_holds():
    p = position("classique", 3, hands=["Garde", None, None], deck=["Princesse"])
    text = message(lambda: p.with_move(("Garde", "Bob", "Princesse"), "touché"))
    assert "1 Princesse déjà vue par Alice" in text


def test_a_guard_result_that_contradicts_a_known_hand_says_which():
    p = position("classique", 3, hands=["Garde", None, None], deck=["Prêtre"], seed=4)
    p = p.with_move(("Garde", "Bob", "Baron"), "raté").with_move(("Prince", "Chloé"), "Servante")
    text = message(lambda: p.with_move(("Garde", "Alice", "Roi"), "touché"))
    assert text.startswith("Chloé ne peut pas jouer le Garde sur Alice en nommant le Roi avec ce résultat (touché)")
    assert text.endswith("Alice a le Prêtre.")
    q = position("classique", 3, hands=["Prêtre", None, None], deck=["Garde"]).with_move(("Prêtre", "Bob"), "Roi")
    q = q.with_move(("Garde", "Alice", "Prince"), "raté")  # Bob keeps his Roi
    assert "Alice sait que Bob a le Roi" in message(lambda: q.with_move(("Garde", "Bob", "Baron"), "touché"))


def test_a_card_whose_copies_are_all_seen_cannot_be_played():
    p = position("classique", 3, hands=["Roi", None, None], deck=["Garde"]).with_move(("Garde", "Bob", "Prêtre"),
                                                                                      "raté")
    assert "1 Roi déjà vu par Alice" in message(lambda: p.with_move(("Roi", "Alice")))


def test_illegal_moves_of_the_viewer_and_rule_breaks_are_refused():
    p = position("classique", 3, hands=["Garde", None, None], deck=["Baron"])
    assert message(lambda: p.with_move(("Prince", "Bob"))).startswith("Coup n° 1 (Alice) impossible")
    assert "ne peut pas nommer le Garde" in message(lambda: p.with_move(("Garde", "Bob", "Garde")))
    assert "illisible" in message(lambda: p.with_move(42))
    assert "Résultats possibles : touché, raté" in message(lambda: p.with_move(("Garde", "Bob", "Roi"), "bof"))
    assert "face visible" in message(lambda: position("classique", 2, face_up=["Garde"]))
    assert "la pioche de l'édition classique compte 11 cartes" in message(lambda: position("classique", 4,
                                                                                           deck=[None] * 12))
    with pytest.raises(LoveLetterError):
        position("2019", 7)


def test_no_move_after_the_end_of_the_round():
    p = position("classique", 2, hands=["Garde", "Prêtre"], deck=["Baron"]).with_move(("Garde", "Bob", "Prêtre"))
    assert p.over
    assert "déjà finie" in message(lambda: p.with_move(("Baron", "Bob")))


# --- asking for a move or a result finds a deal ----------------------------------------------------
def test_asked_results_are_what_the_viewer_sees():
    p = position("classique", 3, hands=["Garde", None, None], deck=["Prêtre"], seed=1)
    hit = p.with_move(("Garde", "Bob", "Baron"), "touché")
    miss = p.with_move(("Garde", "Bob", "Baron"), "raté")
    assert [e.hit for e in hit.observation().events if type(e) is Guessed] == [True]
    assert [e.hit for e in miss.observation().events if type(e) is Guessed] == [False]
    seen = (miss.with_move(("Prince", "Chloé"), "Baron").with_move(("Garde", "Bob", "Roi"), "raté")
            .with_move(("Prêtre", "Bob"), "Servante"))
    looked = [e for e in seen.observation().events if type(e) is Looked]
    assert looked[-1].card.name == "Servante" and looked[-1].seat == 0


def test_a_baron_between_two_others_gives_the_loser_and_the_card_shown():
    p = position("classique", 3, hands=["Servante", None, None], deck=["Garde"], seed=2).with_move("Servante")
    tie = p.with_move(("Baron", "Chloé"), "égalité")
    assert [e.loser for e in tie.observation().events if type(e) is Compared] == [None]
    shown = p.with_move(("Baron", "Chloé"), ("Chloé", "Prêtre"))
    out = [e for e in shown.observation().events if type(e) is Eliminated]
    assert [(e.seat, e.card.name) for e in out] == [(2, "Prêtre")]
    text = message(lambda: p.with_move(("Baron", "Chloé"), ("Chloé", "Princesse")))
    assert text.startswith("Aucune donne des cartes cachées n'a été trouvée où Bob peut jouer le Baron sur Chloé "
                           "avec ce résultat (Chloé perd avec la Princesse)")


def test_another_players_move_redeals_the_hidden_cards_only():
    p = position("classique", 4, hands=["Garde", None, None, None], deck=["Baron"], seed=3)
    p = p.with_move(("Garde", "Chloé", "Prince"), "raté")
    before = p.observation()
    q = p.with_move(("Roi", "David"))
    assert q.moves[:-1] == p.moves
    assert Position(q.edition, q.names, q.viewer, q.first, q.deck, q.moves[:-1]).observation() == before


# --- the panels: the package's numbers, from the observation only ------------------------------------
def test_the_panels_show_the_packages_numbers():
    p = position("classique", 3, hands=["Garde", None, None], deck=["Prêtre"], seed=4, keep_high=Fraction(3, 4))
    p = p.with_move(("Garde", "Bob", "Baron"), "raté").with_move(("Prince", "Chloé"), "Servante")
    obs = p.observation()
    x = explore(p)
    assert x.counting == card_counting(obs)
    assert x.deduction == deduction(obs)
    assert x.model == beliefs(obs, MODEL, model=PlayModel(keep_high=Fraction(3, 4)))
    assert x.facts == tuple(Knowledge(obs).all_facts())
    assert x.advice == guard_advice(obs)
    assert x.code == p.code and x.code not in x._repr_html_()
    page = x._repr_html_()
    for shown in (x.counting, x.deduction, x.model, x.advice):
        assert shown._repr_html_() in page
    for title in ("Les trois niveaux", "Le conseil du Garde", "arbre derrière", "Monte Carlo", "sait à coup sûr"):
        assert title in page


def test_the_guard_advisor_and_the_tree_when_the_viewer_holds_a_guard():
    p = position("classique", 3, hands=["Prêtre", None, None], deck=["Garde", "Garde", "Baron", "Garde"], seed=2)
    p = p.with_move(("Prêtre", "Bob"), "Servante").with_move("Servante").with_move(("Garde", "Alice", "Baron"))
    assert p.to_act == 0 and p.observation().my_turn
    x = explore(p)
    assert x.advice.options and x.best == x.advice.best[0]
    assert x.tree is not None and x.tree.player == x.best[1]
    rows = x.check_rows()
    assert rows and all(row[2] == x.deduction.players[x.best[1]][row[1]] for row in rows)


def test_explore_takes_a_code_or_the_arguments_of_position():
    p = position("16-cartes", 2, seed=9)
    assert explore(p.code).code == p.code
    assert explore("16-cartes", 2, seed=9).deduction == explore(p).deduction
    assert "Explorateur de position" in str(explore(p))


def test_hidden_cards_do_not_change_what_is_shown():
    """Two positions that differ only in cards Alice cannot see display the same."""
    moves = [(("Garde", "Bob", "Princesse"), "raté"), ("Servante",), ("Baron", "Bob")]
    shown = set()
    for bob in ("Roi", "Prince", "Baron"):
        for chloe in ("Prêtre", "Comtesse"):
            p = position("classique", 3, hands=["Garde", bob, chloe], deck=["Servante", "Servante", "Garde"],
                         seed=len(shown), moves=[moves[0]])
            assert p.round().hands[1][0].name == bob  # the hidden cards differ…
            x = explore(p)
            shown.add((x._repr_html_(), str(x), x.code))
    assert len(shown) == 1  # … and nothing shown does, not even the share code


@pytest.mark.parametrize("edition,n", CASES[::3], ids=lambda x: getattr(x, "id", x))
def test_exchanging_hidden_cards_changes_no_panel(edition, n):
    from loveletter_teach.invariants import hidden_exchange
    r, viewer = random_position(edition, n, 7)
    seen = analyse(r.observation(viewer), samples=50)
    copy = r.copy()
    hidden_exchange(copy, viewer, random.Random(1))
    other = analyse(copy.observation(viewer), samples=50)
    assert other._repr_html_() == seen._repr_html_() and str(other) == str(seen)


def test_the_explorer_never_reads_more_than_the_observation():
    with pytest.raises(LoveLetterError):
        analyse(Round.deal("classique", 3, 1).omniscient())


# --- the widget, headless ------------------------------------------------------------------------------
# (the ExplorerWidget fixture is in the checkout's conftest.py)


def pick(dropdown, label_start):
    """Choose the first option of ``dropdown`` whose label starts with ``label_start``."""
    dropdown.value = next(value for label, value in dropdown.options if label.startswith(label_start))


def test_the_widget_builds_a_position_move_by_move(ExplorerWidget):
    w = ExplorerWidget(samples=50)
    assert w.position.n_players == 3 and w.position.moves == () and "Explorateur" in w.panels.value
    w.hand.value = "Garde"
    w.draw.value = "Prêtre"
    assert w.position.round().hands[0][0].name in ("Garde", "Prêtre")  # Alice holds both now
    pick(w.move, "Alice : jouer le Garde sur Bob en nommant le Baron")
    assert [label for label, _ in w.result.options] == ["celui de la donne", "touché", "raté"]
    w.result.value = "raté"
    w.add_button.click()
    assert len(w.position.moves) == 1 and "Coup ajouté" in w.feedback.value
    assert [e.hit for e in w.position.observation().events if type(e) is Guessed] == [False]
    pick(w.move, "Bob : jouer le Roi sur Chloé")  # whatever Bob holds: the hidden cards are dealt again
    w.add_button.click()
    assert len(w.position.moves) == 2 and w.position.moves[-1].card.name == "Roi"
    assert w.panels.value == explore(w.position, samples=50)._repr_html_()
    w.undo_button.click()
    assert len(w.position.moves) == 1 and "annulé" in w.feedback.value


def test_a_double_click_adds_one_move_and_undo_stops_at_the_deal(ExplorerWidget):
    w = ExplorerWidget(samples=50)
    w.move.value = w.move.options[1][1]
    w.add_button.click()
    w.add_button.click()
    assert len(w.position.moves) == 1 and "Choisissez d" in w.feedback.value
    w.undo_button.click()
    w.undo_button.click()
    assert w.position.moves == () and "aucun coup" in w.feedback.value


def test_the_widget_explains_impossible_choices_in_french(ExplorerWidget):
    w = ExplorerWidget(samples=50)
    w.hand.value = "Prêtre"
    w.draw.value = "Garde"
    pick(w.move, "Alice : jouer le Prêtre sur Bob")
    w.result.value = "Comtesse"
    w.add_button.click()
    pick(w.move, "Bob : jouer le Roi sur Alice")
    before = w.position
    w.add_button.click()
    assert w.position is before
    assert "Alice sait que Bob a la Comtesse" in w.feedback.value and "Traceback" not in w.feedback.value
    w.edition.value = "2019"
    w.players.value = 2
    w.face_up.value = "Princesse, Princesse, Garde"
    assert "2 Princesses demandées" in w.feedback.value


def test_the_widget_shares_and_loads_codes(ExplorerWidget):
    w = ExplorerWidget(samples=50)
    w.edition.value = "lettre-d-amour"
    w.move.value = w.move.options[1][1]
    w.add_button.click()
    w.share_button.click()
    code = w.code.value
    assert code == w.position.code and code.startswith("LL2-")
    other = ExplorerWidget(code=code, samples=50)
    assert other.position.observation() == w.position.observation() and other.edition.value == "lettre-d-amour"
    assert other.panels.value == w.panels.value
    other.code.value = code[:-4] + "AAAA"
    other.load_button.click()
    assert "mal recopié" in other.feedback.value or "abîmé" in other.feedback.value
    assert other.position.code == code
    w.with_deal.value = True
    w.share_button.click()
    assert w.code.value == w.position.deal_code and "corrigé" in w.feedback.value
    assert from_code(w.code.value) == w.position
    other.code.value = ""
    other.load_button.click()
    assert "Collez d'abord" in other.feedback.value.replace("&#x27;", "'")


def test_the_widget_changes_viewer_and_model_without_losing_the_moves(ExplorerWidget):
    w = ExplorerWidget(samples=50)
    w.move.value = w.move.options[1][1]
    w.add_button.click()
    moves = w.position.moves
    w.viewer.value = 2
    assert w.position.viewer == 2 and w.position.moves == moves
    w.model.value = Fraction(3, 4)
    assert w.position.keep_high == Fraction(3, 4) and "3/4" in w.panels.value
    other = ExplorerWidget(code=w.position.with_model(Fraction(2, 3)).code, samples=50)
    assert other.model.value == Fraction(2, 3) == other.position.keep_high


def test_the_move_and_result_menus_always_show_a_choice(ExplorerWidget):
    """« — choisissez — » and « celui de la donne » are chosen, not left blank (a menu whose value is None
    and no option chosen is drawn empty, and a keyboard user's first ↓ only chose « — choisissez — »):
    at the start, after a move is added, after a result was chosen, after undo and after a code is loaded."""
    from loveletter_teach import fr

    choose, any_result = fr.WIDGETS["choose"], fr.EXPLORER["w_any_result"]

    def blank_free(w):
        assert (w.move.index, w.move.label, w.move.value) == (0, choose, None)
        assert (w.result.index, w.result.label, w.result.value) == (0, any_result, None)

    w = ExplorerWidget(samples=20)
    blank_free(w)
    pick(w.move, "Alice : jouer le Garde sur Bob")
    assert w.result.index == 0 and w.result.label == any_result and not w.result.disabled
    w.result.value = w.result.options[-1][1]
    w.add_button.click()
    assert len(w.position.moves) == 1
    blank_free(w)
    w.undo_button.click()
    blank_free(w)
    blank_free(ExplorerWidget(code=w.position.code, samples=20))


def test_the_widget_does_not_leak_hidden_cards(ExplorerWidget):
    shown = set()
    for bob in ("Roi", "Baron"):
        p = position("classique", 3, hands=["Garde", bob, "Prêtre"], deck=["Servante"],
                     moves=[(("Garde", "Bob", "Princesse"), "raté")])
        shown.add(ExplorerWidget(position=p, samples=50).panels.value)
    assert len(shown) == 1


def test_the_widget_offers_the_results_of_a_baron_between_two_others(ExplorerWidget):
    w = ExplorerWidget(samples=50)
    w.hand.value = "Servante"
    pick(w.move, "Alice : jouer la Servante")
    w.add_button.click()
    pick(w.move, "Bob : jouer le Baron sur Chloé")
    assert not w.result.disabled and "Chloé perd avec le Prêtre" in [label for label, _ in w.result.options]
    w.result.value = ("Chloé", "Prêtre")
    w.add_button.click()
    out = [e for e in w.position.observation().events if type(e) is Eliminated]
    assert [(e.seat, e.card.name) for e in out] == [(2, "Prêtre")]
