"""The three levels on positions worked out by hand, the facts, the Bayes table and the advisor.

Expected values are counts a teacher writes on the board: « il reste k cartes X parmi N ».
"""

import random
from collections import Counter
from fractions import Fraction

import pytest

from loveletter_teach import Play, Round, fr
from loveletter_teach.editions import EDITIONS
from loveletter_teach.errors import LoveLetterError, NotAnObservationError
from loveletter_teach.events import ChancellorDrew, Discarded, Drew, Eliminated, Redrew, Swapped
from loveletter_teach.html import french
from loveletter_teach.invariants import random_action
from loveletter_teach.probability import (PlayModel, bayes_table, beliefs, card_counting, deduction, facts,
                                          guard_advice, monte_carlo)
from loveletter_teach.probability.display import beliefs_html, beliefs_text
from scenarios import (ALL, BARON, GUARD, HANDMAID, KING, PRIEST, PRINCE, PRINCESS, act, build, card)


def unseen_by(r, seat):
    """The cards seat cannot see: the deck minus its hand, the discards and the face-up cards."""
    seen = Counter(r.hands[seat]) + Counter(r.face_up)
    for pile in r.discards:
        seen += Counter(pile)
    return Counter(r.edition.deck) - seen


# --- Positions worked out by hand -------------------------------------------------------------
def test_classique_opening_by_hand():
    # Alice holds a Garde and a Prêtre; the Garde, Garde and Baron lie face up.
    r = build("classique", 2, hands=[GUARD, PRIEST], draws=[PRIEST], face_up=[GUARD, GUARD, BARON])
    obs = r.observation(0)
    exact, counted = deduction(obs), card_counting(obs)
    # 16 cards - 2 in hand - 3 face up = 11 unseen: 2 Gardes, 1 Prêtre, 1 Baron, 2 Servantes, 2 Princes…
    expected = {"Garde": Fraction(2, 11), "Prêtre": Fraction(1, 11), "Baron": Fraction(1, 11),
                "Servante": Fraction(2, 11), "Prince": Fraction(2, 11), "Roi": Fraction(1, 11),
                "Comtesse": Fraction(1, 11), "Princesse": Fraction(1, 11)}
    for level in (exact, counted):
        assert {c.name: p for c, p in level.players[1].items()} == expected
        assert {c.name: p for c, p in level.burned.items()} == expected
        assert {c.name: p for c, p in level.next_draw.items()} == expected
    assert exact.exact and "11" in counted.note


@pytest.mark.parametrize("edition", ALL)
def test_before_anyone_plays_counting_equals_deduction(edition):
    for n in range(2, EDITIONS[edition].max_players + 1):
        r = Round.deal(edition, n, seed=n)
        for seat in range(n):
            obs = r.observation(seat)
            exact, counted = deduction(obs), card_counting(obs)
            assert exact.players == counted.players and exact.burned == counted.burned
            assert sum(exact.burned.values()) == 1 and sum(exact.next_draw.values()) == 1


@pytest.mark.parametrize("edition", ALL)
def test_guard_miss_removes_the_named_card(edition):
    r = build(edition, 2, hands=[GUARD, PRIEST], draws=[BARON])
    act(r, GUARD, 1, PRINCESS)  # a miss: Bob holds a Prêtre
    obs = r.observation(0)
    unseen = sum(unseen_by(r, 0).values())
    counted = card_counting(obs)
    assert counted.players[1][card(edition, PRINCESS)] > 0  # counting ignores the miss
    exact = deduction(obs)
    # Bob now holds two cards: his old one, never the Princess, and a new one, uniform among the
    # other unseen cards: he holds the Princess only if he just drew it, 1 chance in (unseen - 1).
    assert exact.players[1][card(edition, PRINCESS)] == Fraction(1, unseen - 1)
    assert exact.players[1][card(edition, PRINCESS)] < counted.players[1][card(edition, PRINCESS)]
    # « Bob n'a pas la Princesse » was about the card he held before drawing: no longer a fact.
    assert not any("n'a pas" in f.text for f in facts(obs))


@pytest.mark.parametrize("edition", ALL)
def test_guard_miss_on_a_single_card_by_hand(edition):
    # Three players: Alice's Guard misses Chloé; now Bob has drawn, Chloé still holds one card.
    r = build(edition, 3, hands=[GUARD, PRIEST, BARON], draws=[GUARD, GUARD])
    act(r, GUARD, 2, KING)  # a miss
    obs = r.observation(0)
    unseen = unseen_by(r, 0)
    # Chloé's card: any unseen card but the King, in proportion to the copies Alice does not see.
    total = sum(unseen.values())
    king = card(edition, KING)
    exact = deduction(obs)
    expected = {c: Fraction(k, total - unseen[king]) for c, k in unseen.items() if c != king}
    assert exact.players[2] == expected
    assert card_counting(obs).players[2][king] == Fraction(unseen[king], total)


@pytest.mark.parametrize("edition", ALL)
def test_priest_look_is_certain_at_every_level(edition):
    r = build(edition, 3, hands=[PRIEST, BARON, GUARD], draws=[GUARD])
    act(r, PRIEST, 1)  # then Bob draws: he holds the Baron and an unknown card
    obs = r.observation(0)
    for level in ("comptage", "déduction"):
        assert beliefs(obs, level).players[1][card(edition, BARON)] == 1
    assert [f.text for f in facts(obs)] == [f"Bob a le {card(edition, BARON).name}."]


@pytest.mark.parametrize("edition", ALL)
def test_a_king_or_prince_played_proves_no_countess(edition):
    countess = card(edition, "forced")
    r = build(edition, 4, hands=[GUARD, KING, PRIEST, BARON], draws=[HANDMAID, GUARD])
    act(r, HANDMAID)
    act(r, KING, 3)  # Bob swaps with David: Alice sees only that Bob played the King
    obs = r.observation(0)
    assert deduction(obs).players[3].get(countess, 0) == 0  # David now holds Bob's other card
    assert card_counting(obs).players[3].get(countess, 0) > 0
    texts = [f.text for f in facts(obs)]
    assert any(countess.name in t and "aurait dû être jouée" in t for t in texts)


@pytest.mark.parametrize("edition", ALL)
def test_baron_between_two_others_shows_the_winner_is_higher(edition):
    r = build(edition, 3, hands=[HANDMAID, BARON, GUARD], draws=[PRIEST, KING])
    act(r, HANDMAID)
    act(r, BARON, 2)  # Bob (King) beats Chloé (Guard)
    obs = r.observation(0)
    exact = deduction(obs)
    assert all(c.value > 1 for c in exact.players[1])
    assert sum(exact.players[1].values()) == 1
    assert any("plus forte" in f.text for f in facts(obs))


def test_the_princess_is_more_likely_with_a_player_who_keeps_a_card():
    # Bob plays the card he just drew, twice: under the play model, a kept Princess explains it best.
    r = build("classique", 2, hands=[HANDMAID, GUARD], draws=[HANDMAID, PRIEST, "forced", GUARD, BARON])
    act(r, HANDMAID)
    act(r, PRIEST)  # Alice is protected: no effect
    act(r, "forced")  # the Countess, played by choice
    act(r, GUARD, 0, PRINCE)  # a miss
    obs = r.observation(0)
    princess = card("classique", PRINCESS)
    assert deduction(obs).players[1][princess] > card_counting(obs).players[1][princess]


def test_model_level_depends_on_the_assumption():
    r = Round.deal("classique", 3, seed=11)
    rng = random.Random(4)
    for _ in range(5):
        actions = r.legal_actions()
        r.play(actions[rng.randrange(len(actions))])
    obs = r.observation(0)
    assert beliefs(obs, "modèle", model=PlayModel()).players == deduction(obs).players
    keeps_high = beliefs(obs, "modèle", model=PlayModel(keep_high=Fraction(9, 10)))
    assert keeps_high.players != deduction(obs).players
    for dist in keeps_high.players.values():
        assert all(0 <= p <= 1 for p in dist.values())


def test_impossible_under_the_model_falls_back_to_counting():
    r = build("classique", 3, hands=[GUARD, PRINCESS, PRIEST], draws=[BARON, GUARD])
    act(r, GUARD, 2, KING)
    act(r, PRINCESS)  # Bob throws the Princess away with a Garde in hand: the model never does that
    obs = r.observation(0)
    result = deduction(obs)
    assert result.impossible and "impossible" in result.note
    assert result.players == card_counting(obs).players


# --- Sums, levels, inputs ---------------------------------------------------------------------
def random_positions(count, editions=ALL, seed=0):
    rng = random.Random(seed)
    for i in range(count):
        edition = editions[i % len(editions)]
        n = rng.randint(2, min(4, EDITIONS[edition].max_players))
        r = Round.deal(edition, n, seed=rng.getrandbits(32))
        for _ in range(rng.randrange(0, 12)):
            if r.over:
                break
            actions = r.legal_actions()
            r.play(actions[rng.randrange(len(actions))])
        yield r, rng.randrange(n)


def test_probabilities_are_fractions_that_sum_to_one():
    for r, seat in random_positions(60):
        obs = r.observation(seat)
        for level in ("comptage", "déduction"):
            result = beliefs(obs, level, max_worlds=10**6) if level == "déduction" else beliefs(obs, level)
            for seat_other, dist in result.players.items():
                assert all(isinstance(p, Fraction) and 0 < p <= 1 for p in dist.values())
                if obs.hand_sizes[seat_other] == 1:
                    assert sum(dist.values()) == 1
                else:  # two or three cards: P(at least one) adds up to more than 1
                    assert 1 <= sum(dist.values()) <= obs.hand_sizes[seat_other]
            for dist in (result.burned, result.next_draw):
                if dist is not None and obs.burned_taken_by is None:
                    assert sum(dist.values()) == 1


def test_probability_code_reads_observations_only():
    r = Round.deal("classique", 2, seed=1)
    for call in (deduction, card_counting, facts, guard_advice, lambda x: bayes_table(x, 1)):
        with pytest.raises(NotAnObservationError, match="observation"):
            call(r)
    with pytest.raises(NotAnObservationError, match="point de vue"):
        deduction(r.omniscient())
    with pytest.raises(LoveLetterError, match="Niveau inconnu"):
        beliefs(r.observation(0), "magie")


# --- Monte Carlo against exact ----------------------------------------------------------------
@pytest.mark.slow
def test_monte_carlo_agrees_with_exact_within_sampling_error():
    checked = 0
    for r, seat in random_positions(24, seed=3):
        obs = r.observation(seat)
        exact = deduction(obs)
        if exact.impossible:
            continue
        estimate = monte_carlo(obs, samples=3000, seed=checked)
        for other, dist in exact.players.items():
            for c, p in dist.items():
                error = estimate.stderr[other].get(c, 0.0)
                assert abs(float(p) - estimate.players[other].get(c, 0.0)) <= 4.5 * max(error, 1e-3)
                checked += 1
    assert checked > 100


def test_counting_monte_carlo_agrees_with_counting():
    for r, seat in random_positions(12, seed=5):
        obs = r.observation(seat)
        counted, estimate = card_counting(obs), monte_carlo(obs, "comptage", samples=4000, seed=1)
        for other, dist in counted.players.items():
            for c, p in dist.items():
                assert abs(float(p) - estimate.players[other].get(c, 0.0)) <= 4.5 * max(
                    estimate.stderr[other].get(c, 0.0), 1e-3)


def position_2019_four_players():
    """Alice's view after six turns of a seeded 2019 round at 4 players (a few dozen worlds)."""
    r = Round.deal("2019", 4, seed=2)
    rng = random.Random(2)
    while r.turn < 6:
        actions = r.legal_actions()
        r.play(actions[rng.randrange(len(actions))])
    return r.observation(0)


def test_beyond_the_budget_deduction_says_it_estimates():
    obs = position_2019_four_players()
    exact = deduction(obs)
    assert exact.exact and exact.worlds > 20
    estimated = deduction(obs, max_worlds=10, samples=3000)
    assert not estimated.exact and "Trop de mondes" in estimated.note and estimated.stderr
    for other, dist in exact.players.items():
        for c, p in dist.items():
            assert abs(float(p) - estimated.players[other].get(c, 0.0)) < 0.08


# --- Bayes table and advisor ------------------------------------------------------------------
@pytest.mark.parametrize("edition", ALL)
def test_bayes_table_of_a_guard_miss(edition):
    r = build(edition, 3, hands=[GUARD, PRIEST, BARON], draws=[HANDMAID])
    act(r, GUARD, 1, PRINCESS)  # Alice's Guard misses Bob
    table = bayes_table(r.observation(0), 1, turn=1)
    unseen_at_start = Counter(r.edition.deck) - Counter([card(edition, GUARD)])
    total = sum(unseen_at_start.values())
    rows = {c: (prior, like, post) for c, prior, like, _, post in table.rows}
    princess = card(edition, PRINCESS)
    assert rows[princess][1] == 0 and rows[princess][2] == 0  # the named card is ruled out
    for c, (prior, like, post) in rows.items():
        assert prior == Fraction(unseen_at_start[c], total)  # counting before the turn
    assert sum(post for _, _, post in rows.values()) == 1
    assert table.total == sum(row[3] for row in table.rows)
    assert "raté" in " ".join(table.evidence) and "Vraisemblance" in str(table)
    assert "<table>" in table._repr_html_()


def test_bayes_table_rejects_a_bad_player_or_turn():
    r = build("classique", 2, hands=[GUARD, PRIEST], draws=[BARON])
    obs = r.observation(0)
    with pytest.raises(LoveLetterError, match="Joueur invalide"):
        bayes_table(obs, 0)
    with pytest.raises(LoveLetterError, match="Tour invalide"):
        bayes_table(obs, 1, turn=5)


@pytest.mark.parametrize("edition", ALL)
def test_guard_advisor_ranks_by_chance_of_a_hit(edition):
    r = build(edition, 3, hands=[GUARD, PRIEST, BARON], draws=[PRIEST])
    obs = r.observation(0)
    advice = guard_advice(obs)
    chances = [p for p, _, _ in advice.options]
    assert chances == sorted(chances, reverse=True)
    exact = deduction(obs)
    for p, target, guess in advice.options:
        assert p == exact.players[target].get(guess, 0)
    assert len(advice.options) == 2 * len(EDITIONS[edition].guessable())
    assert any(line.startswith("Il reste") for line in advice.explanation)
    assert guard_advice(r.observation(1)).explanation == ("Ce n'est pas à vous de jouer.",)


def test_guard_advisor_after_a_priest_look_names_the_card():
    r = build("classique", 2, hands=[PRIEST, BARON], draws=[GUARD, GUARD, GUARD])
    act(r, PRIEST, 1)
    r.play(Play(card("classique", GUARD), 0, card("classique", KING)))  # Bob misses
    advice = guard_advice(r.observation(0))
    assert advice.best == ((1, 1, card("classique", BARON)),)
    assert "Baron contre Bob" in str(advice) or "le Baron" in str(advice)


def test_a_monte_carlo_that_loses_every_world_says_so(monkeypatch):
    import importlib
    module = importlib.import_module("loveletter_teach.probability.tracker")
    obs = position_2019_four_players()

    def empty(start, size, rng):
        worlds = start.copy()
        worlds.weights = {}
        return worlds
    monkeypatch.setattr(module, "_pruned", empty)
    result = deduction(obs, max_worlds=10)
    assert not result.exact and not result.impossible and "aucun monde" in result.note
    assert result.players == card_counting(obs).players


# --- The Bayes table in the lycée notation -----------------------------------------------------
def _bayes_rounds():
    """Seeded random rounds, with each seat's observation kept after every action."""
    settings = [("classique", 2), ("classique", 3), ("classique", 4), ("2019", 3), ("2019", 4), ("2019", 5),
                ("16-cartes", 4), ("lettre-d-amour", 4)]
    for seed, (edition, n) in enumerate(settings * 3):
        r = Round.deal(edition, n, seed=seed)
        rng = random.Random(seed)
        snapshots = {1: [r.observation(s) for s in range(n)]}  # {turn: observations once it started}
        while not r.over:
            r.play(random_action(r, rng))
            snapshots.setdefault(r.turn, [r.observation(s) for s in range(n)])
        yield r, snapshots


def _drawers(r):
    return [e.seat for e in r.log if type(e) is Drew]


def _untouched(r, player, turn):
    """True if ``player``'s hand did not change during ``turn`` (no Prince, King, Chancellor, exit)."""
    starts = [i for i, e in enumerate(r.log) if type(e) is Drew]
    end = starts[turn] if turn < len(starts) else len(r.log)
    for e in r.log[starts[turn - 1]:end]:
        if type(e) in (Discarded, Redrew, ChancellorDrew, Eliminated) and e.seat == player:
            return False
        if type(e) is Swapped and player in (e.seat, e.target):
            return False
    return True


@pytest.mark.slow
def test_bayes_table_agrees_with_deduction_at_the_start_and_end_of_the_turn():
    compared = Counter()
    for r, snapshots in _bayes_rounds():
        drawers = _drawers(r)
        final = [r.observation(s) for s in range(r.n)]
        for turn in range(1, len(drawers)):
            seat = turn % r.n
            for player in range(r.n):
                if player == seat:
                    continue
                try:
                    table = bayes_table(final[seat], player, turn=turn)
                except LoveLetterError:  # the player was out, or too many worlds
                    continue
                rows = {c: (prior, post) for c, prior, _, _, post in table.rows}
                assert table.total == sum(row[3] for row in table.rows)  # probabilités totales
                assert sum(post for _, post in rows.values()) == 1
                assert all(product == prior * like for _, prior, like, product, _ in table.rows)
                if drawers[turn - 1] not in (player, seat):  # a hidden draw tells nothing of the card
                    start = deduction(snapshots[turn][seat])
                    if start.exact:
                        assert {c: p for c, (p, _) in rows.items() if p} == start.players[player]
                        compared["P(H)"] += 1
                if (drawers[turn - 1] != player and drawers[turn] not in (player, seat) and turn + 1 in snapshots
                        and _untouched(r, player, turn) and r.alive[player]):
                    end = deduction(snapshots[turn + 1][seat])
                    if end.exact:
                        assert {c: p for c, (_, p) in rows.items() if p} == end.players[player]
                        compared["P_E(H)"] += 1
    assert compared["P(H)"] > 20 and compared["P_E(H)"] > 20, compared


@pytest.mark.parametrize("edition", ALL)
def test_bayes_table_names_its_hypothesis_and_event(edition):
    r = build(edition, 3, hands=[GUARD, PRIEST, BARON], draws=[HANDMAID, GUARD, GUARD])
    act(r, GUARD, 1, PRINCESS)  # turn 1: Alice's Guard misses Bob
    act(r, GUARD, 2, PRINCESS)  # turn 2: Bob's Guard misses Chloé
    act(r, GUARD, 1, PRINCESS)  # turn 3: Chloé's Guard misses Bob
    obs = r.observation(0)
    mine, bobs, chloes = (bayes_table(obs, p, turn=t) for p, t in ((1, 1), (1, 2), (1, 3)))
    assert "H = « Bob avait cette carte au début du tour 1 », c'est-à-dire au début de votre tour, " \
           "avant votre pioche." in str(mine)
    assert "au début du tour 2 », c'est-à-dire au début de son tour, avant de piocher." in str(bobs)
    assert "au début du tour 3 », c'est-à-dire au début du tour de Chloé, avant sa pioche." in str(chloes)
    servante = fr.the(card(edition, HANDMAID))
    assert f"Votre pioche ({servante}) fait partie de E" in str(mine) and "Votre pioche" not in str(chloes)
    assert "E = « Chloé pioche une carte. Chloé joue" in str(chloes)
    text = str(mine)
    assert "P_H(E)" in text and "P_E(H)" in text and "P(H ∩ E) = P(H) × P_H(E)" in text
    assert "Formule des probabilités totales : P(E) = Σ P(H_i) × P_{H_i}(E) = " in text
    assert text.endswith(f"= {mine.total}")
    page = mine._repr_html_()
    assert "P<sub>H</sub>(E)" in page and "P<sub>E</sub>(H)" in page and "P_H" not in page
    assert "probabilités totales" in page


def test_bayes_table_of_a_player_already_out():
    r = build("classique", 3, hands=[GUARD, PRIEST, BARON], draws=[HANDMAID, GUARD])
    act(r, GUARD, 1, PRIEST)  # Bob is out at turn 1
    act(r, GUARD, 0, PRINCE)
    with pytest.raises(LoveLetterError, match="n'avait plus de carte au début du tour 2"):
        bayes_table(r.observation(0), 1, turn=2)


def test_beliefs_are_shown_as_the_display_module_writes_them():
    """``str`` and the notebook's HTML of a Beliefs are the teacher's tables of probability.display."""
    b = card_counting(Round.deal("classique", 2, seed=1).observation(0))
    assert str(b) == beliefs_text(b) and b._repr_html_() == french(beliefs_html(b))
    assert "Garde" in str(b) and "<table" in b._repr_html_()
