"""Hidden information: what a learner is shown depends only on what they may know.

Tested as pairs (tests/pairs.py): two deals that differ only in cards the learner never sees, with
equal learner observations over the stretch compared, must show the same things — the bots' thoughts
told at the end of the round (with or without a showdown), the board, the narration, the prompts,
the coach's advice and its reason, the probability panel, the refusal of an illegal move, the
``repr``/``_repr_html_`` of the plain stand-ins and the whole state of the widgets; and, at an
explorer, every panel of two positions that the viewer cannot tell apart.

``LOVELETTER_PAIRS=full`` runs the full sweep (more rounds and more redeals per round); the
default is a reduced count. Each test prints what it covered (``pytest -s``).
"""

import functools
import os
import random

import pytest

from loveletter_teach import LoveLetterError, Round, plain
from loveletter_teach.bots import BOT_NAMES, Prudent, make_bot
from loveletter_teach.editions import get_edition
from loveletter_teach.explorer import _candidates, _free_slots, explore, position_of, Position

from pairs import (act, against, collect, differences, engine_game, learner, record, some_illegal, table_on,
                   twin_decks)

try:
    import ipywidgets  # noqa: F401
    from loveletter_teach.widgets import table as widget_table
    from loveletter_teach.widgets.explorer import ExplorerWidget
except ImportError:
    widget_table = ExplorerWidget = None

FULL = os.environ.get("LOVELETTER_PAIRS") == "full"
ROUNDS = 12 if FULL else 2  # first rounds per (table, bot) and per ending (with a showdown, without)…
REDEALS = 8 if FULL else 3  # …each with up to this many other deals that the learner cannot tell from it
SEEDS = 400 if FULL else 60  # the seeds tried to find them
TABLES = [("classique", 2), ("2019", 2), ("2019", 3), ("classique", 3), ("lettre-d-amour", 2), ("16-cartes", 2),
          (get_edition("classique").with_rules(visible_discards="last"), 2)]  # the cards turned face down
TINY = {"stratège": dict(playouts=8, max_worlds=2000, prune_to=50, guide=False)}  # a tiny search, for speed


def bots_for(name, n, seed):
    return [None] + [make_bot(name, seed=seed * 10 + s, **TINY.get(name, {})) for s in range(1, n)]


def coach_for(name, seed):
    """A coach that is a function of the learner's observation: the déducteur, or a tiny stratège."""
    return make_bot("stratège", seed=seed, **TINY["stratège"]) if name == "stratège" else True


# --- probes: the table's buttons, pressed the same way on both tables of a pair ----------------------------
def _guarded(call):
    """The text of a call that raised, so that a crash on one side only is a difference too (the
    crash itself is guarded by tests/test_crashes.py)."""
    try:
        return call()
    except Exception as exc:  # noqa: BLE001
        return f"raised {type(exc).__name__}"


def widget_probes(table):
    obs = table.observation()
    shown = {}
    if table.coach is not None:
        table.beliefs_button.click()
        shown["beliefs"] = table.coach_box.value
        table.advice_button.click()
        shown["advice"] = table.coach_box.value
    illegal = some_illegal(obs) if obs.my_turn else None
    if illegal is not None:
        table.play(illegal)
        assert table.observation() == obs, illegal  # refused: nothing was played
        shown["refused"] = table.feedback.value
    return shown


def plain_probes(table):
    obs = table.observation()
    shown = {}
    if table.coach is not None:
        shown["beliefs"] = _guarded(lambda: table.probabilites().message)
        shown["advice"] = _guarded(lambda: table.conseil().message)
    shown["bad_number"] = table.jouer(0).message
    illegal = some_illegal(obs) if obs.my_turn else None
    if illegal is not None:
        shown["refused"] = table.jouer(illegal).message
        assert table.observation() == obs, illegal
    shown["after"] = table._repr_html_()
    return shown


MODULES = [pytest.param(plain, plain_probes, id="plain"),
           pytest.param(widget_table, widget_probes, id="widget",
                        marks=pytest.mark.skipif(widget_table is None, reason="ipywidgets is not installed"))]


@functools.lru_cache(maxsize=None)
def first_rounds(name):
    """[(edition, n, seed, round, decks)]: seeded first rounds of a table against ``name`` bots,
    ROUNDS ending with a showdown and ROUNDS without, each with the decks of its twins
    (:func:`twin_decks`), found on the engine (shared by the widget and the plain table)."""
    return list(_first_rounds(name))


def _first_rounds(name):
    wanted = {True: ROUNDS, False: ROUNDS}
    for k in range(SEEDS):
        if not any(wanted.values()):
            return
        edition, n = TABLES[k % len(TABLES)]
        seed = 1000 + 37 * k + BOT_NAMES.index(name)
        choose = learner(seed)
        game = engine_game(edition, n, seed, 0, bots_for(name, n, seed), choose)
        showdown = game.round.result.showdown
        if not wanted[showdown]:
            continue
        decks = twin_decks(game, 0, lambda: bots_for(name, n, seed), choose, random.Random(seed), REDEALS)
        if decks:
            wanted[showdown] -= 1
            yield edition, n, seed, game.round, decks


@pytest.mark.slow
@pytest.mark.parametrize("module, probes", MODULES)
@pytest.mark.parametrize("name", BOT_NAMES)
def test_a_table_shows_the_same_things_in_two_deals_the_learner_cannot_tell_apart(module, probes, name):
    covered = dict(rounds=0, pairs=0, whole=0, bots_differ=0, showdown=0, no_showdown=0, steps=0)
    diffs = []
    for edition, n, seed, dealt_round, decks in first_rounds(name):
        setup = dict(edition=edition, n_players=n, seat=0, seed=seed)
        choose = learner(seed)
        first = table_on(module, None, bots=bots_for(name, n, seed), coach=coach_for(name, seed), **setup)
        trace = record(first, choose, (probes,))
        assert first.round.actions == dealt_round.actions  # the table plays as the engine did
        covered["rounds"] += 1
        for deck in decks:
            other = table_on(module, deck, bots=bots_for(name, n, seed), coach=coach_for(name, seed), **setup)
            stretch = against(trace, other, choose, (probes,), first=first.round)
            covered["pairs"] += 1
            covered["steps"] += stretch.steps
            if stretch.whole:
                covered["whole"] += 1
                if stretch.bots_differ:
                    covered["bots_differ"] += 1
                    covered["showdown" if stretch.showdown else "no_showdown"] += 1
            diffs += [(edition, n, seed, *d) for d in stretch.diffs]
    print(f"\n{module.__name__} {name}: {covered}")
    assert not diffs, diffs[:3]
    assert covered["whole"] == covered["pairs"] == covered["bots_differ"]  # twins to the end, a bot saw other cards
    assert covered["showdown"] and covered["no_showdown"]


# --- the explorer ----------------------------------------------------------------------------------------
def random_positions(count, rng):
    """Positions of real rounds (random legal moves), from a random seat, in a few editions; one in
    five stops at another player's Chancellor choice (2019, 3 players) when the round reaches one."""
    editions = [("classique", 2), ("classique", 3), ("2019", 3), ("2019", 4), ("lettre-d-amour", 2)]
    for k in range(count):
        edition, n = editions[k % len(editions)]
        r = Round.deal(edition, n, seed=rng.randrange(10 ** 6))
        viewer = rng.randrange(n)
        for _ in range(30 if k % 5 == 2 else rng.randrange(1, 9)):
            if r.over or k % 5 == 2 and r.phase == "keep" and r.current != viewer:
                break
            r.play(rng.choice(r.legal_actions()))
        yield position_of(r, viewer)


def keep_positions(count, rng):
    """Positions where another player than the viewer is to make a Chancellor's choice (2019)."""
    found = 0
    while found < count:
        n = rng.choice((3, 4))
        r, viewer = Round.deal("2019", n, seed=rng.randrange(10 ** 6)), rng.randrange(n)
        while not r.over and not (r.phase == "keep" and r.current != viewer):
            r.play(rng.choice(r.legal_actions()))
        if not r.over:
            found += 1
            yield position_of(r, viewer)


def twins(p, limit, rng, seats=None):
    """Other positions with the same moves whose viewer observation equals ``p``'s, where another
    seat (one of ``seats``, default any) saw other cards (the explorer's redeal of the places the
    viewer never received)."""
    obs, found = p.observation(), []
    seats = [s for s in range(p.n_players) if s != p.viewer] if seats is None else seats
    decks = list(_candidates(list(p.deck), _free_slots(p.round(), p.viewer)))
    rng.shuffle(decks)
    for deck in decks:
        try:
            q = Position(p.edition, p.names, p.viewer, p.first, tuple(deck), p.moves)
        except Exception:  # noqa: BLE001 — the same moves may be illegal with other cards
            continue
        if q.observation() == obs and any(q.round().observation(s) != p.round().observation(s) for s in seats):
            found.append(q)
            if len(found) >= limit:
                break
    return found


def explorer_shown(p, samples=30):
    """Everything the explorer shows of ``p``: the exploration (text and HTML, its share code
    included), the plain stand-in, the widget (after its share button)."""
    shown = {f"exploration.{k}": v for k, v in collect(explore(p, samples=samples)).items()}
    shown.update({f"plain.{k}": v for k, v in collect(plain.ExplorerWidget(position=p, samples=samples)).items()})
    if ExplorerWidget is not None:
        widget = ExplorerWidget(position=p, samples=samples)
        widget.share()
        shown.update({f"widget.{k}": v for k, v in collect(widget).items()})
    return shown


@pytest.mark.slow
def test_the_explorer_shows_the_same_things_for_two_positions_the_viewer_cannot_tell_apart():
    rng = random.Random(18)
    positions = pairs = 0
    diffs = []
    keeps = list(keep_positions(8 if FULL else 2, rng))
    for p in [*random_positions(24 if FULL else 6, rng), *keeps]:
        positions += 1
        mine = explorer_shown(p)
        for q in twins(p, 3 if FULL else 1, rng, seats=[p.to_act] if p in keeps else None):
            pairs += 1
            diffs += differences(mine, explorer_shown(q))
    print(f"\nexplorer: {positions} positions, {pairs} pairs")
    assert pairs and not diffs, diffs[:3]


@pytest.mark.skipif(ExplorerWidget is None, reason="ipywidgets is not installed")
def test_the_explorer_widget_adds_a_move_the_same_way_for_two_positions_the_viewer_cannot_tell_apart():
    """Each move of the menu added with « any result »: the same result for the viewer (drawn from a
    deal built from what the viewer saw), the same words and the same panels."""
    rng = random.Random(20)
    added = same_result = 0
    diffs = []
    for p in random_positions(20 if FULL else 8, rng):
        for q in twins(p, 1, rng):
            wp, wq = ExplorerWidget(position=p, samples=10), ExplorerWidget(position=q, samples=10)
            menu = range(1, len(wp.move.options))
            for k in (menu if FULL else rng.sample(menu, min(3, len(menu)))):
                wp._set_position(p)
                wq._set_position(q)
                wp.move.index = wq.move.index = k
                wp.add()
                wq.add()
                added += 1
                diffs += differences({"feedback": wp.feedback.value}, {"feedback": wq.feedback.value})
                if wp.position.observation() == wq.position.observation():
                    same_result += 1
                    diffs += differences(collect(wp), collect(wq))
    print(f"\nexplorer widget: {added} moves added, {same_result} with the same result")
    assert added and same_result == added and not diffs, diffs[:3]


def test_two_positions_the_viewer_cannot_tell_apart_share_the_same_code():
    rng = random.Random(19)
    pairs = 0
    for p in random_positions(20, rng):
        for q in twins(p, 1, rng):
            pairs += 1
            assert _code(q) == _code(p)
    assert pairs


def _code(p):
    """The share code, or the French sentence saying there is none."""
    try:
        return p.code
    except LoveLetterError as exc:
        return str(exc)


# --- a bot whose explanation fails: only the explanation is lost, the game goes on --------------------------
class FirstMove:
    """A teacher's bot: the first legal move, and an explanation that fails."""

    name = "premier"

    def __init__(self):
        self.moves = 0

    def choose(self, obs):
        self.moves += 1
        return obs.legal_actions[0]

    def explain(self, obs, action):
        raise ValueError("no words")


class Mute(Prudent):
    """A bot of the package whose told sentence fails."""

    def told(self, view, seat, move):
        raise RuntimeError("no words")


@pytest.mark.parametrize("module", [pytest.param(plain, id="plain"), pytest.param(
    widget_table, id="widget", marks=pytest.mark.skipif(widget_table is None, reason="ipywidgets is not installed"))])
@pytest.mark.parametrize("bot", [FirstMove, Mute])
def test_a_failing_explanation_costs_only_the_explanation(module, bot):
    for seed in range(4):
        bots = [None, bot(), bot()] if bot is FirstMove else [None, bot(seed=1), bot(seed=2)]
        table = module.PlayTable("classique", 3, seat=0, bots=bots, seed=seed)
        choose = learner(seed)
        rounds = 0
        while rounds < 2:
            obs = table.observation()
            if obs.over:
                rounds += 1
                assert not table.thoughts  # nothing told of the bots' moves, and nothing lost but that
                if table.game.over:
                    break
                table.manche_suivante() if module is plain else table.next_round_button.click()
                continue
            assert obs.my_turn  # the bots played up to the learner's turn
            act(table, choose(obs))
            shown = table._repr_html_() if module is plain else table.feedback.value + table.prompt.value
            assert "Rien n'a été joué" not in shown and "inattendue" not in shown, shown
        if bot is FirstMove:
            assert sum(b.moves for b in bots[1:]) >= 2
