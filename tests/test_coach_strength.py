"""The coach at its strength where it is cheap: a play table's stratège takes the strong options
(``stratege.coach_options``: the opponent's bot weights the worlds and plays the rollouts) when the
table has two players and its other seat holds one of the package's bots, and with fewer playouts
at three players in the classique edition against two déducteurs; the stratège picked by name keeps
its documented defaults. Each bot the stratège can model gives the chance of each of its
moves (``likelihood``), which the worlds of ``bots/seated.py`` weigh."""

import random
from collections import Counter

import pytest

from loveletter_teach import Round
from loveletter_teach.bots import Compteur, Deducteur, Hasard, Prudent, make_bot
from loveletter_teach.bots.seated import Seated
from loveletter_teach.bots.stratege import OPPONENTS, STRONG, THREE, THREE_AGAINST, coach_options
from loveletter_teach.probability.tracker import BeliefTracker
from loveletter_teach.table_model import TableModel

from test_stratege_seated import resolved

EDITIONS = ["classique", "2019"]
DRAWING = [Hasard, Prudent, Compteur]  # the bots whose likelihood this file checks (déducteur's: test_stratege_seated)


def decisions(edition, bots, rounds, seed):
    """(round, the observation of the seat to move, its bot) at each decision with more than one
    legal move, in rounds played by ``bots`` (one per seat)."""
    rng, n = random.Random(seed), len(bots)
    for g in range(rounds):
        r = Round.deal(edition, n, seed=rng.getrandbits(32), first_player=rng.randrange(n))
        players = [bot(seed=g * 2 + s) for s, bot in enumerate(bots)]
        while not r.over:
            obs = r.observation(r.current)
            if len(obs.legal_actions) > 1:
                yield r, obs, players[r.current]
            r.play(players[r.current].choose(obs))


@pytest.mark.parametrize("bot", DRAWING)
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_bots_likelihood_gives_the_moves_it_draws_their_chances(edition, bot):
    """The likelihoods sum to 1, and the moves the bot plays under many seeds are exactly those of
    positive likelihood (with Prudent's frequencies close to them)."""
    checked = keeps = 0
    for _, obs, _ in decisions(edition, [bot, bot], 8, seed=3):
        odds = {a: bot().likelihood(obs, a) for a in obs.legal_actions}
        assert sum(odds.values()) == 1
        played = Counter(bot(seed=k).choose(obs) for k in range(120))
        assert set(played) == {a for a, p in odds.items() if p > 0}
        if bot is Prudent:
            assert all(abs(n / 120 - float(odds[a])) < 0.2 for a, n in played.items())
        checked += 1
        keeps += obs.phase == "keep"
    assert checked > 20
    assert keeps or edition == "classique"


@pytest.mark.parametrize("edition, others", [("classique", 1), ("2019", 1), ("classique", 2)])
def test_prudents_worlds_are_the_exact_deduction(edition, others):
    """Prudent plays DESIGN.md's play model: the worlds weighted by its choices are the posterior of
    ``déduction`` (targets and named cards, drawn uniformly, carry no information), at two players
    and at three (Prudent at both other seats)."""
    checked = 0
    for _, obs, _ in decisions(edition, [Compteur] + [Prudent] * others, 6, seed=5):
        if obs.seat != 0 or obs.phase != "play":
            continue
        weights = Seated(Prudent()).worlds(obs)
        if weights is None:  # a card drawn out of a Chancellor's block
            continue
        assert resolved(weights) == resolved(BeliefTracker(0).exact(obs).weights)
        checked += 1
    assert checked > 8


@pytest.mark.parametrize("name", sorted(OPPONENTS))
def test_the_rule_gives_the_strong_options_against_each_bot_it_models(name):
    assert coach_options(2, [make_bot(name, seed=11)]) == {"opponent": name, **STRONG}


def test_the_rule_keeps_the_defaults_where_the_opponents_cannot_be_modelled():
    class Teachers:
        name = "prudent"  # a teacher's bot under a package bot's name

        def choose(self, obs):
            return obs.legal_actions[0]

    assert coach_options(3, [Deducteur(1), Deducteur(2)], "2019") == {}  # the replay's p95 is over the limit
    assert coach_options(3, [Deducteur(1), Deducteur(2)]) == {}  # no edition, no rule at three players
    assert coach_options(3, [Deducteur(1), Compteur(2)], "classique") == {}  # the replay seats one bot
    assert coach_options(4, [Deducteur(1), Deducteur(2), Deducteur(3)], "classique") == {}  # not measured
    assert coach_options(3, [Deducteur(1)], "classique") == {}
    for name in sorted(set(OPPONENTS) - set(THREE_AGAINST)):  # no gain measured at three players
        assert coach_options(3, [make_bot(name, seed=1), make_bot(name, seed=2)], "classique") == {}
    assert TableModel("classique", 3, seed=1, coach="stratège").coach.opponent is None  # its default bots: prudent
    assert coach_options(2, [make_bot("stratège")]) == {}
    assert coach_options(2, [Deducteur(protect=0.45)]) == {}  # other options: another player
    assert coach_options(2, [Teachers()]) == {}
    assert coach_options(2, []) == {}


def test_a_table_coached_by_the_strategist_is_strong_against_its_own_bots():
    coach = TableModel("classique", 2, seed=2026, coach="stratège").coach  # notebook 02's table
    assert coach.opponent is Prudent and coach.rollouts and coach.seated_guide
    assert (coach.playouts, coach.margin) == (STRONG["playouts"], STRONG["margin"])
    coach = TableModel("2019", 2, seat=1, seed=1, coach="Stratege", bots=[Deducteur(3), None]).coach
    assert coach.opponent is Deducteur and coach.rollouts


def test_at_three_players_classique_the_coach_weighs_the_worlds_by_its_opponents():
    assert coach_options(3, [Deducteur(1), Deducteur(2)], "classique") == {"opponent": "déducteur", **THREE}
    coach = TableModel("classique", 3, seat=2, seed=1, coach="stratège", bots=[Deducteur(3), Deducteur(4), None]).coach
    assert coach.opponent is Deducteur and coach.seated_guide and coach.rollouts
    assert (coach.playouts, coach.margin) == (THREE["playouts"], THREE["margin"])
    table = TableModel("classique", 3, seed=1, coach="stratège", bots=[None, Deducteur(3), Deducteur(4)])
    obs = table.observation()
    while table.round.current != table.seat or len(obs.legal_actions) < 2:  # the learner's first decision
        table.play(obs.legal_actions[0])
        obs = table.observation()
    assert type(table.coach.worlds(obs)).__name__ == "Weighted"  # the replay of the three-player round


def test_elsewhere_the_coach_and_the_strategist_by_name_keep_their_defaults():
    default = make_bot("stratège")
    assert (default.opponent, default.rollouts, default.seated_guide, default.playouts) == (None, False, False, 400)
    for table in (TableModel("2019", 3, seed=1, coach="stratège", bots=[None, Deducteur(3), Deducteur(4)]),
                  TableModel("classique", 2, seed=1, coach="stratège", bots=[None, make_bot("stratège")])):
        assert (table.coach.opponent, table.coach.rollouts, table.coach.playouts) == (None, False, 400)
    mine = make_bot("stratège", seed=4)  # a coach given as a bot is used as it is
    assert TableModel("classique", 2, seed=1, coach=mine).coach is mine
    assert TableModel("classique", 2, seed=1, coach=True).coach.name == "déducteur"


@pytest.mark.parametrize("opponent", ["prudent", "hasard"])
def test_a_strategist_against_a_drawing_bot_gives_the_same_move_for_the_same_seed(opponent):
    """Its rollouts draw the opponent's moves again in each playout, from the playout's seed."""
    bot_class = OPPONENTS[opponent]
    checked = 0
    for _, obs, _ in decisions("2019", [Compteur, bot_class], 1, seed=8):
        if obs.seat != 0 or checked == 3:
            continue
        checked += 1
        options = dict(STRONG, playouts=24, opponent=opponent)
        moves = {make_bot("stratège", seed=9, **options).choose(obs) for _ in range(2)}
        assert len(moves) == 1
    assert checked
