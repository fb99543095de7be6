"""Bots: they see only their seat's observation, play every edition at every player count,
repeat themselves with the same seed, and explain their moves in French."""

import random
import re
from collections import Counter
from fractions import Fraction

import pytest

from loveletter_teach import EDITIONS, LoveLetterError, Play, Round
from loveletter_teach.bots import BOT_NAMES, make_bot
from loveletter_teach.bots.base import chances, kept_after, named, percent, who_knows_my_card
from loveletter_teach.fr import the
from loveletter_teach.bots.playout import Playout
from loveletter_teach.bots.stratege import determinize, determinize_by_counting
from loveletter_teach.invariants import check_state, hidden_exchange
from loveletter_teach.probability import deduction
from scenarios import act, build

CASES = [(e.id, n) for e in EDITIONS.values() for n in range(e.min_players, e.max_players + 1)]
FAST = {"stratège": dict(playouts=24, max_worlds=5_000, prune_to=300),  # small budgets: fast tests
        "déducteur": dict(max_worlds=3_000, samples=100)}


def bot(name, seed=0):
    return make_bot(name, seed=seed, **FAST.get(name, {}))


def test_names_and_lookup():
    assert BOT_NAMES == ("hasard", "prudent", "compteur", "déducteur", "stratège")
    assert make_bot("Deducteur").name == "déducteur"
    assert make_bot("STRATEGE", seed=3).seed == 3
    with pytest.raises(LoveLetterError, match="Bots possibles"):
        make_bot("champion")


def test_a_bot_plays_only_on_its_turn():
    r = Round.deal("classique", 2, seed=1)
    waiting = r.observation(1 - r.current)
    for name in BOT_NAMES:
        with pytest.raises(LoveLetterError, match="son tour"):
            bot(name).choose(waiting)


@pytest.mark.parametrize("name", BOT_NAMES)
@pytest.mark.parametrize("edition, n", CASES)
def test_every_bot_plays_every_edition(name, edition, n):
    for seed in range(1 if name in ("déducteur", "stratège") else 2):
        r = Round.deal(edition, n, seed, first_player=seed % n)
        bots = [bot(name, seed * 10 + s) for s in range(n)]
        while not r.over:
            obs = r.observation(r.current)
            action = bots[r.current].choose(obs)
            assert action in obs.legal_actions
            why = bots[r.current].explain(obs, action)
            assert isinstance(why, str) and why[:1].isupper() and why.endswith(".")
            r.play(action)


def _play_mirrored(name, edition, n, seed):
    """Play a round; before each decision, the seat's bot and a twin with the same seed get the
    real observation and the observation of a copy whose hidden cards were exchanged."""
    rng = random.Random(seed)
    r = Round.deal(edition, n, seed, first_player=seed % n)
    real = [bot(name, seed + s) for s in range(n)]
    twins = [bot(name, seed + s) for s in range(n)]
    decisions = 0
    while not r.over:
        seat = r.current
        copy = r.copy()
        hidden_exchange(copy, seat, rng)
        obs, other = r.observation(seat), copy.observation(seat)
        assert other == obs  # the exchange touched only what the seat cannot know
        action = real[seat].choose(obs)
        assert twins[seat].choose(other) == action
        r.play(action)
        decisions += 1
    return decisions


@pytest.mark.parametrize("name", BOT_NAMES)
@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 2), ("2019", 4)])
def test_hidden_cards_do_not_change_choices(name, edition, n):
    assert sum(_play_mirrored(name, edition, n, seed) for seed in range(2)) > 3


@pytest.mark.parametrize("name", BOT_NAMES)
def test_same_seed_same_choices(name):
    def moves(seed):
        r = Round.deal("2019", 3, seed=5)
        bots = [bot(name, seed) for _ in range(3)]
        played = []
        while not r.over:
            played.append(r.play(bots[r.current].choose(r.observation(r.current))))
        return played
    assert moves(1) == moves(1)


def test_hasard_depends_on_its_seed():
    r = Round.deal("2019", 4, seed=2)
    obs = r.observation(r.current)
    assert len({make_bot("hasard", seed=s).choose(obs) for s in range(30)}) > 1


def test_prudent_never_plays_the_princess_by_choice():
    r = build("classique", 2, hands=["Princesse", "Garde"], draws=["Garde"])
    for seed in range(20):
        assert make_bot("prudent", seed).choose(r.observation(0)).card.name == "Garde"


def _priest_saw_baron():
    """Alice's Priest saw Bob's Baron; Bob's Guard missed; Alice now holds two Guards."""
    r = build("classique", 2, hands=["Prêtre", "Baron"], draws=["Garde", "Garde", "Garde"])
    r.play(Play(r.edition.card("Prêtre"), 1))
    r.play(Play(r.edition.card("Garde"), 0, r.edition.card("Comtesse")))
    return r


@pytest.mark.parametrize("name", ["compteur", "déducteur", "stratège"])
def test_a_known_card_is_named(name):
    r = _priest_saw_baron()
    obs = r.observation(0)
    action = bot(name).choose(obs)
    assert (action.card.name, action.target, action.guess.name) == ("Garde", 1, "Baron")


def test_explanations_give_the_chance():
    obs = _priest_saw_baron().observation(0)
    assert make_bot("déducteur").explain(obs) == ("Je sais que Bob a le Baron. Je nomme le Baron contre Bob : "
                                                  "toutes les chances de toucher (d'après tout ce que j'ai vu).")
    # said to Bob: « vous »; told to Bob at the end of the round: not what Alice alone knows
    assert make_bot("déducteur").explain(obs, reader=1).startswith("Je sais que vous avez le Baron. Je nomme le "
                                                                   "Baron contre vous")
    move = make_bot("déducteur").choose(obs)
    told = make_bot("déducteur").tell(_priest_saw_baron().observation(1), 0, move)
    assert "Je sais" not in told and "chance sur" not in told and "contre vous" in told, told
    assert chances(Fraction(2, 7)) == "2 chances sur 7"
    assert chances(Fraction(1, 3)) == "1 chance sur 3"
    r = Round.deal("classique", 2, seed=4)
    obs = r.observation(r.current)
    other = obs.legal_actions[-1]
    assert make_bot("hasard").explain(obs, other)


def test_deducteur_avoids_a_lost_duel():
    """Bob showed a Prince to Alice's Priest; with a Baron and a Guard, Alice does not duel."""
    r = build("classique", 2, hands=["Prêtre", "Prince"], draws=["Baron", "Garde", "Garde"])
    r.play(Play(r.edition.card("Prêtre"), 1))
    r.play(Play(r.edition.card("Garde"), 0, r.edition.card("Comtesse")))
    obs = r.observation(0)
    assert sorted(c.name for c in obs.hand) == ["Baron", "Garde"]
    action = make_bot("déducteur").choose(obs)
    assert action.card.name == "Garde" and action.guess.name == "Prince"


def test_strategist_suggests_a_legal_move_with_a_reason():
    r = Round.deal("classique", 2, seed=11)
    obs = r.observation(r.current)
    coach = bot("stratège", 2)
    action, why = coach.suggest(obs)
    assert action in obs.legal_actions and "fins de manche pour" in why
    # the advice first (in the coach's voice: explained to the learner whose move it is), then the lesson
    assert coach.choose(obs) == action and why.startswith(coach.explain(obs, reader=obs.seat))


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 2), ("2019", 5), ("16-cartes", 4)])
def test_determinized_rounds_match_the_observation(edition, n):
    """Every sampled world gives a complete round that the seat cannot tell from the real one."""
    strategist = make_bot("stratège", max_worlds=5_000, prune_to=300)
    rng = random.Random(7)
    for seed in range(2):
        r = Round.deal(edition, n, seed)
        while not r.over:
            seat = r.current
            obs = r.observation(seat)
            worlds = strategist.worlds(obs)
            samples = [determinize_by_counting(obs, rng)]
            if worlds is not None:
                samples += [determinize(obs, w, rng) for w in list(worlds.weights)[:3]]
            for world in samples:
                world.order = r.order  # the real set-up, for the state check only
                check_state(world)
                seen = world.observation(seat)
                for field in ("hands", "discards", "alive", "protected", "deck_size", "legal_actions", "phase"):
                    assert getattr(seen, field) == getattr(obs, field), field
            r.play(make_bot("prudent", seed).choose(obs))


def test_who_knows_my_card_follows_looks_and_plays():
    """Bob looks at Alice's Guard with a Priest: Alice knows that Bob knows it, until she plays it."""
    r = build("classique", 2, hands=["Garde", "Prêtre"], draws=["Prêtre", "Baron", "Prince"])
    act(r, "Prêtre", 1)  # Alice looks at Bob's Priest
    act(r, "Prêtre", 0)  # Bob looks at Alice's Guard
    assert who_knows_my_card(r.observation(0)) == {1: r.edition.card("Garde")}
    assert who_knows_my_card(r.observation(1)) == {}
    act(r, "Garde", 1, "Prince")  # a miss: Alice's Prince is not known
    assert who_knows_my_card(r.observation(0)) == {}


def test_deducteur_bonus_for_the_card_an_opponent_knows():
    r = build("classique", 2, hands=["Prince", "Prêtre"], draws=["Garde", "Garde", "Garde"])
    act(r, "Garde", 1, "Roi")  # a miss
    act(r, "Prêtre", 0)  # Bob sees Alice's Prince
    obs = r.observation(0)
    plain, aware = make_bot("déducteur"), make_bot("déducteur", known_card=0.3)
    beliefs = plain.beliefs(obs)
    for action in obs.legal_actions:
        bonus = aware.score(obs, beliefs, action) - plain.score(obs, beliefs, action)
        assert bonus == pytest.approx(0.3 if action.card.name == "Prince" else 0.0)


def test_playout_players_use_what_they_learn():
    """In a playout, a Priest's look is remembered and the next Guard names that card."""
    r = build("classique", 2, hands=["Prêtre", "Baron"], draws=["Garde", "Prêtre", "Garde"])
    ed = r.edition
    playout = Playout(random.Random(1))
    r.play(Play(ed.card("Prêtre"), 1))
    playout.learn(r, 0, Play(ed.card("Prêtre"), 1))
    assert playout.known == {(0, 1): ed.card("Baron")}
    act(r, "Prêtre", 0)  # Bob looks back and keeps the Baron: still known
    playout.learn(r, 1, Play(ed.card("Prêtre"), 0))
    assert playout.known == {(0, 1): ed.card("Baron"), (1, 0): ed.card("Garde")}
    assert playout.choose(r) == Play(ed.card("Garde"), 1, ed.card("Baron"))
    assert playout.run(r, 0) == 1.0  # the Guard hits: Alice wins


def test_playout_guesses_the_most_common_unseen_card():
    r = build("classique", 2, hands=["Garde", "Prince"], draws=["Garde"], face_up=["Prêtre", "Baron", "Prince"])
    choice = Playout(random.Random(0)).choose(r)
    assert choice.card.name == "Garde" and choice.guess.name == "Servante"  # 2 Handmaids, 1 of the others


def test_strategist_leaves_its_guide_only_on_clear_evidence():
    """The search overrides déducteur's move only by two standard errors of the paired difference."""
    s = make_bot("stratège")
    guide, other = "guide", "autre"
    clear = {guide: [0.0, 1.0] * 50, other: [1.0] * 100}  # wins 50 more rounds out of 100
    close = {guide: [0.0, 1.0] * 50, other: [1.0, 1.0, 0.0, 1.0] * 25}  # 25 more wins out of 100
    assert s._pick([guide, other], clear, guide) == other
    assert s._pick([guide, other], {guide: [1.0] * 10, other: [1.0] * 9 + [0.0]}, guide) == guide
    assert s._pick([guide, other], close, guide) == other  # mean 0.25, standard error 0.05
    noisy = {guide: [0.0, 1.0] * 5, other: [1.0, 0.0, 1.0, 1.0, 0.0] * 2}
    assert s._pick([guide, other], noisy, guide) == guide  # 1 more win in 10: not enough
    assert make_bot("stratège", guide=False)._pick([guide, other], noisy, None) == other


def _gap(mine, theirs, margin):
    """(mean difference, its standard error, within ``margin`` standard errors): written apart from
    stratege.paired_gap, with the sample standard deviation of the paired differences."""
    diffs = [x - y for x, y in zip(mine, theirs)]
    n = len(diffs)
    mean = sum(diffs) / n
    se = (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5
    return mean, se, abs(mean) <= margin * se + 1e-12


def test_the_near_tie_is_the_margin_of_the_pick_rule():
    """Two moves are within the noise exactly when the pick rule would not leave the guide's move for
    the other: the same paired interval, with the bot's own ``margin``."""
    from loveletter_teach.bots.stratege import paired_gap
    rng = random.Random(3)
    for margin in (1.0, 2.0, 3.0):
        s = make_bot("stratège", margin=margin)
        for _ in range(300):
            n = rng.choice((4, 10, 50, 133))
            p, q = rng.random(), rng.random()
            guide = [float(rng.random() < p) for _ in range(n)]
            other = [float(rng.random() < q) for _ in range(n)]
            gap = paired_gap(guide, other, margin)
            mean, se, tie = _gap(guide, other, margin)
            assert gap.mean == pytest.approx(mean) and gap.se == pytest.approx(se) and gap.margin == margin
            if abs(abs(mean) - margin * se) > 1e-9:  # (not on the boundary, where rounding may differ)
                assert gap.tie == tie
            kept = s._pick(["g", "o"], {"g": guide, "o": other}, "g") == "g"
            if sum(other) > sum(guide):  # the guide kept against more wins: always a near tie
                assert kept == gap.tie


def test_the_near_tie_sentence_says_the_margin_and_why():
    """The sentence of a near tie names both shares, the difference on the same endings, the margin the
    bot uses (not always 2), the standard error of that search, and the reason of the move."""
    from loveletter_teach.bots.stratege import Gap
    for margin, said in ((2.0, "2 fois"), (1.5, "1,5 fois")):
        s = make_bot("stratège", margin=margin)
        gap = Gap(-0.03, 0.0301, margin, True)
        text = s._sentence("jouer la Servante", 0.54, 0.57, 133, other="jouer le Garde", k=3, tie=(gap, "Parce que."))
        assert "« jouer la Servante » gagne 54 %" in text and "« jouer le Garde » 57 %" in text
        assert "en gagne 3,0 points de moins que « jouer le Garde »" in text
        assert said + " son écart type" in text and "vaut 3,0 points" in text
        assert f"plus de {round(margin * 3.01, 1):.1f} points".replace(".", ",") in text and text.endswith(" Parce que.")
    clear = make_bot("stratège")._sentence("jouer le Garde", 0.62, 0.38, 400, other="jouer le Baron", k=2)
    assert "le meilleur autre coup, « jouer le Baron », en gagne 38 %" in clear and "bruit" not in clear


def test_strategist_says_when_every_move_loses():
    s = make_bot("stratège")
    assert "tous vos coups perdent" in s._sentence("a", 0.0, 0.0, 200, other="b", k=2, you=True)
    won = s._sentence("a", 1.0, 1.0, 200, other="b", k=2, you=True)
    assert "tous vos coups gagnent" in won and "± 0" not in won
    assert "tous mes coups perdent" in s._sentence("a", 0.0, 0.0, 200, other="b", k=2)
    assert "0 %" not in s._sentence("a", 0.0, 0.0, 200, other="b", k=2)


NUMBERS = re.compile(r"(\d+) fins de manche pour chacun des (\d+) coups examinés \((\d+) en tout")
TIE = re.compile(r"en gagne (\d+,\d) points? de (plus|moins) que|les deux coups en gagnent autant")
NOISE = re.compile(r"dépasse ([\d,]+) fois son écart type estimé, qui mesure ce bruit : ici, cet écart type vaut "
                   r"(\d+,\d) points?, et il faudrait une différence de plus de (\d+,\d) points?\.")


def _tenth(x):
    return f"{round(x * 100, 1):.1f}".replace(".", ",")


FACTOR = re.compile(r"qui préfère « [^»]+ » pour (.+)\.$")


def check_guide_factor(obs, action, other, why):
    """The guide's reason names what the advised move really has more than the other one."""
    found = FACTOR.search(why)
    if not found:
        return
    factor = found.group(1)
    kept, other_kept = kept_after(obs, action), kept_after(obs, other)
    if factor.startswith("la carte que vous gardez"):
        assert factor.startswith(f"la carte que vous gardez : {the(kept)} ({kept.value})"), factor
        if " plutôt que " in factor:
            assert factor.endswith(f" plutôt que {the(other_kept)} ({other_kept.value})") and \
                kept.value > other_kept.value, factor
    elif factor.startswith("la protection de"):
        assert action.card.effect == "protect"
    elif factor.startswith("vous défaire de"):
        knows = who_knows_my_card(obs)
        assert any(f"{obs.names[o]} sait" in factor and c == action.card for o, c in knows.items()), factor
    elif factor.startswith("ses chances de toucher"):
        assert action.card.effect == "guess"
    elif factor.startswith("ses chances de gagner le duel"):
        assert action.card.effect == "compare"


@pytest.mark.parametrize("edition, n, margin", [("classique", 2, 2.0), ("2019", 3, 2.0), ("2019", 2, 1.0)])
def test_the_coachs_sentence_is_true_of_its_own_simulation(edition, n, margin):
    """On random positions, every claim of the coach's sentence is recomputed from the numbers of
    the same search: the count, each share, the other move named, « perdent », and the near tie — said
    exactly when the paired difference is within the bot's ``margin`` standard errors, with that
    difference, that standard error and that margin, and the rule that picked the move."""
    rng, seen = random.Random(5), Counter()
    for seed in range(3):
        r = Round.deal(edition, n, seed)
        while not r.over:
            obs = r.observation(r.current)
            coach = make_bot("stratège", seed=seed, playouts=60, max_worlds=5_000, prune_to=200, margin=margin)
            action, why = coach.suggest(obs)
            why = why.split("\nVoici ce qui compte, ")[0]  # the search's sentence, before the lesson (test_coach_reasons.py)
            searched = coach._last[1]
            chosen, share, other_share, per, other, k = searched[:6]
            assert action == chosen and action in obs.legal_actions
            if share is not None:
                assert "chance" not in why.split(" Le coach suit alors")[0]  # rounds won, never a chance to win
                assert "contre " + ("un adversaire simulé" if n == 2 else
                                                             "des adversaires simulés") in why
                if other is None:
                    assert f"{per} fins de manche" in why
                else:
                    assert NUMBERS.search(why).groups() == (str(per), str(k), str(per * k))
                    assert share == sum(searched.mine) / per and other_share == sum(searched.theirs) / per
                    lost = share == other_share == 0
                    won = share == other_share == 1
                    mean, se, tie = _gap(searched.mine, searched.theirs, margin)
                    same = not lost and not won and tie
                    alike = same and se == 0  # the same outcome in every ending: no noise to speak of
                    assert ("tous vos coups perdent" in why) == lost
                    assert ("tous vos coups gagnent" in why) == won
                    assert ("mènent chaque fois à la même issue" in why) == alike, (why, mean, se)
                    assert ("dans le bruit de la simulation" in why) == (same and not alike), (why, mean, se)
                    if not (lost or won):
                        assert f"« {named(obs, other, obs.seat)} »" in why
                        assert f"gagne {percent(share)} %" in why and f" {percent(other_share)} %" in why
                    if not (lost or won or same):
                        assert share > other_share  # a clear gap is always in the move's favour
                    if same and not alike:
                        found = TIE.search(why)
                        if mean:
                            assert found.groups() == (_tenth(abs(mean)), "plus" if mean > 0 else "moins"), why
                        else:
                            assert found.group(0) == "les deux coups en gagnent autant"
                        assert NOISE.search(why).groups() == (f"{margin:g}".replace(".", ","), _tenth(se),
                                                              _tenth(margin * se)), why
                    if same:
                        if action == searched.guide:  # the guide's move kept: the guide's reason
                            assert ("Le coach suit alors" in why) != ("note aussi les deux coups à égalité" in why)
                            check_guide_factor(obs, action, other, why)
                        else:
                            assert ("qui en a gagné le plus" in why) == (share > other_share), why
                        seen["lower" if share < other_share else "same"] += 1
                    seen["lost" if lost else "won" if won else "same" if same else "clear"] += 1
            r.play(rng.choice(obs.legal_actions))
    assert seen["same"] and seen["clear"], seen


def test_sentences_name_the_target():
    """« jouer le Garde sur Bob », never « sur le joueur 2 »."""
    checked = 0
    for seed in range(10):
        r = Round.deal("classique", 2, seed=seed)
        obs = r.observation(r.current)
        for name in ("hasard", "stratège"):
            b = bot(name, seed)
            action, why = b.decide(obs)
            if action.target is not None and action.target != obs.seat:
                assert obs.names[action.target] in why and "joueur" not in why, why
                checked += 1
        other = next(a for a in obs.legal_actions if a.target not in (None, obs.seat))
        assert obs.names[other.target] in make_bot("stratège", playouts=8).explain_other(obs, other)
    assert checked >= 5


@pytest.mark.parametrize("edition, n, max_worlds", [("classique", 2, 30_000), ("2019", 4, 200)])
def test_deducteur_keeps_a_tracker_per_seat_with_the_beliefs_of_deduction(edition, n, max_worlds):
    """The déducteur follows each seat incrementally, and its beliefs are those of a fresh
    ``deduction(obs)`` with its budget, the Monte Carlo fallback included (max_worlds=200)."""
    bot = make_bot("déducteur", max_worlds=max_worlds)
    for seed in range(2):
        r = Round.deal(edition, n, seed)
        while not r.over:
            obs = r.observation(r.current)
            held, fresh = bot.beliefs(obs), deduction(obs, max_worlds=max_worlds, samples=300, seed=0)
            assert (held.players, held.burned, held.note) == (fresh.players, fresh.burned, fresh.note)
            r.play(make_bot("prudent", seed).choose(obs))
    assert set(bot._trackers) == set(range(n))


# --- what a bot says is true of the real deal ------------------------------------------------------------
KNOWN = re.compile(r"Je sais que (.+?) (?:a|avez) (le |la |l')(.+?)\.")
SURE = "toutes les chances"


def stated_chances(b, obs, action):
    """The chance a bot gives for its Guard's guess, as the package computes it."""
    from loveletter_teach.bots.simple import prob_of
    from loveletter_teach.probability import card_counting
    beliefs = b.beliefs(obs) if b.name == "déducteur" else card_counting(obs)
    return prob_of(beliefs, action.target, action.guess)


def check_sentence(r, b, obs, action, text, reader=None):
    """Every fact stated as certain holds in the real round; a stated chance is the package's."""
    for name, _, card in KNOWN.findall(text):
        seat = reader if name == "vous" else r.names.index(name)
        assert r.edition.card(card) in r.hands[seat], (text, r.hands)
    if getattr(action, "guess", None) is not None:
        p = stated_chances(b, obs, action)
        assert chances(p) in text, (text, p)
        if chances(p) == SURE:  # « toutes les chances » is a certainty: the target holds the card
            assert action.guess in r.hands[action.target], text
        if p == 0:
            assert action.guess not in r.hands[action.target], text
    target = getattr(action, "target", None)
    if target is not None and target != obs.seat and f"{SURE} de gagner" in text:  # a Baron sure to win
        assert r.hands[target][0].value < kept_after(obs, action).value, text
    if target is not None and re.search(f"{SURE} de (lui|vous) faire défausser", text):  # a Prince on the Princess
        assert r.hands[target][0].effect == "lose_if_discarded", text


def check_told(b, obs, action, told):
    """What a bot tells of its move at the end of a round (how it chooses) is true of its choice:
    checked with the bot's own observation and probabilities."""
    from loveletter_teach.bots.deducteur import expected_value
    from loveletter_teach.bots.simple import compare_odds, prob_of
    from loveletter_teach.probability import card_counting
    if not isinstance(action, Play):
        if "la plus forte de mes cartes" in told:
            assert action.card.value == max(c.value for c in obs.hand), told
        return
    hand = [c.value for c in obs.hand]
    if "la plus faible de mes cartes" in told:
        assert action.card.value == min(hand) or obs.edition.forced_card(obs.hand) == action.card, told
    if "sans jamais jouer" in told:
        assert action.card.effect != "lose_if_discarded" or all(
            a.card.effect == "lose_if_discarded" for a in obs.legal_actions), told
    beliefs = b.beliefs(obs) if b.name == "déducteur" else card_counting(obs)
    plays = [a for a in obs.legal_actions if isinstance(a, Play) and a.card == action.card]
    others = [a for a in plays if a.target not in (None, obs.seat)]
    if "le plus de chances de toucher" in told:
        assert prob_of(beliefs, action.target, action.guess) == max(prob_of(beliefs, a.target, a.guess)
                                                                     for a in plays), told
    if "les plus favorables" in told:
        mine = kept_after(obs, action)
        odds = lambda a: (lambda w, l: w - l)(*compare_odds(beliefs, a.target, mine))  # noqa: E731
        assert odds(action) == max(odds(a) for a in plays), told
    if "le plus de chances de défausser" in told:
        princess = lambda a: sum(prob_of(beliefs, a.target, c)  # noqa: E731
                                 for c in obs.edition.with_effect("lose_if_discarded"))
        assert princess(action) == max(princess(a) for a in others), told
    if "valent le plus en moyenne" in told:
        assert expected_value(beliefs, action.target) == max(expected_value(beliefs, a.target) for a in others), told


ROUNDS = [("classique", 2), ("classique", 4), ("2019", 2), ("2019", 3), ("2019", 6), ("16-cartes", 3),
          ("lettre-d-amour", 2), ("lettre-d-amour", 4)]


@pytest.mark.parametrize("name", ["prudent", "compteur", "déducteur"])
@pytest.mark.parametrize("edition, n", ROUNDS)
def test_what_a_bot_states_is_true_of_the_real_deal(name, edition, n):
    stated = 0
    for seed in range(4 if name != "déducteur" else 2):
        r = Round.deal(edition, n, seed, first_player=seed % n)
        bots = [bot(name, seed * 10 + s) for s in range(n)]
        while not r.over:
            obs = r.observation(r.current)
            b = bots[r.current]
            action = b.choose(obs)
            text = b.explain(obs, action)
            check_sentence(r, b, obs, action, text)
            stated += bool(KNOWN.search(text)) + (getattr(action, "guess", None) is not None)
            kept = obs.hand[1 - obs.hand.index(action.card)] if obs.phase == "play" and len(obs.hand) == 2 else None
            reader = (obs.seat + 1) % n
            told = b.tell(r.observation(reader), obs.seat, action if isinstance(action, Play) else None)
            check_told(b, obs, action, told)
            # a hidden hand stays hidden (the Princess is named by the rule a bot follows, in any hand)
            named_anyway = (action.card, getattr(action, "guess", None)) + tuple(
                obs.edition.with_effect("lose_if_discarded"))
            if kept is not None and kept not in named_anyway:
                assert not re.search(rf"\b{kept.name}\b", told), told
            target = getattr(action, "target", None)
            if target not in (None, obs.seat):  # said to its target: « vous », never its name
                told = b.explain(obs, action, reader=target)
                assert r.names[target] not in told and "vous" in told, told
                check_sentence(r, b, obs, action, told, reader=target)
            r.play(action)
    assert stated
