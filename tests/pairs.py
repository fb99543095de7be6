"""Pairs: two deals that a learner cannot tell apart, and everything a table or an explorer shows.

A *pair* is two deals that differ only in cards the learner never sees over a stretch of play: the
learner's observations are equal at every step of the stretch. Anything shown to the learner or
given back to them (HTML, ``repr``, text, sentences, error messages…) must then be equal too, since
it may depend only on what the learner is allowed to know. The harness is generic:

- :func:`redeals` gives the deck orders of a round where the cards of the places the learner never
  received are exchanged (the explorer's redeal: :func:`loveletter_teach.explorer._free_slots`);
  :func:`twin_decks` keeps those where the bots, played again on the engine (:func:`engine_game`),
  make the same public moves, so that the learner sees the same round to its end;
- :func:`table_on` builds a play table (the widget or its plain stand-in) on a chosen deck;
- :func:`record` plays a table with a learner (a function of the learner's observation) and
  collects what it shows at every step (:func:`collect`, with ``probes`` that press the table's
  buttons); :func:`against` plays another table with the same learner and compares, step by
  step, while the learner's observations are equal (the stretch ends where they part);
- :func:`differences` says what differs.

A later test reuses it with other builders and probes: given two things with equal learner
observations over a stretch, ``collect`` both after the same probes and compare.
"""

import contextlib
import functools
import html as html_module
import random
import re

from loveletter_teach import table_model
from loveletter_teach.actions import Play
from loveletter_teach.editions import NO_TARGET
from loveletter_teach.explorer import _candidates, _free_slots
from loveletter_teach.game import Game

try:
    import ipywidgets
except ImportError:  # the plain stand-ins are checked without it
    ipywidgets = None

MODEL_ID = re.compile(r"IPY_MODEL_[0-9a-f]+| at 0x[0-9a-f]+")  # a widget's model id, an object's address


# --- building pairs -----------------------------------------------------------------------------------
def redeals(round_, seat, rng):
    """The other deck orders of ``round_`` (its deck as played, top first) in which only cards of
    places ``seat`` never received are exchanged, and at least one that another seat received (so
    that a bot saw other cards): every exchange of two such places, then seeded shuffles of them,
    in an order shuffled by ``rng``, without repeats."""
    deck, free = list(round_.order), _free_slots(round_, seat)
    received = _received(round_)
    others, unique = [], {tuple(deck)}
    for d in _candidates(deck, free):
        t = tuple(d)
        if t not in unique and any(d[i] != deck[i] for i in received):
            unique.add(t)
            others.append(d)
    rng.shuffle(others)
    return others


def engine_game(edition, n, seed, seat, agents, choose, deck=None, stop_at=None):
    """The first round of a table played on the engine alone (a Game, as the table holds it):
    ``agents`` (a list, None at ``seat``) and the learner ``choose(observation)``; ``deck``: the
    first round's deck (None: dealt from the seed). ``stop_at``: the moves expected (Play values
    must be equal; a Chancellor's choice stays hidden): returns None at the first that differs."""
    game = Game(edition, n, seed=seed, deck=deck)
    for k in range(len(stop_at) if stop_at is not None else 10 ** 6):
        r = game.round
        if r.over:
            return None if stop_at is not None else game
        obs = game.observation(r.current)
        action = choose(obs) if r.current == seat else agents[r.current].choose(obs)
        if stop_at is not None:
            expected = stop_at[k]
            if isinstance(expected, Play) != isinstance(action, Play) or isinstance(action, Play) and action != expected:
                return None
        game.play(action)
    return game


def twin_decks(game, seat, agents, choose, rng, limit):
    """Up to ``limit`` decks from :func:`redeals` of ``game``'s first round that the learner at
    ``seat`` cannot tell from it when played again from the start: the same agents (``agents()``
    gives fresh ones, a list with None at ``seat``) and the same learner ``choose(observation)``
    make the same public moves, and the learner's observation at the end is the same. Each deck is
    tried on the engine (:func:`engine_game`), stopping at the first move that differs."""
    first = game.rounds[0]
    goal = first.observation(seat)
    found = []
    for deck in redeals(first, seat, rng):
        other = engine_game(game.edition, game.n, game.seed, seat, agents(), choose, deck, stop_at=first.actions)
        if other is not None and other.round.over and other.round.observation(seat) == goal:
            found.append(deck)
            if len(found) >= limit:
                break
    return found


def _received(round_):
    """The places of the deck order that some seat received (dealt or drawn) in ``round_``."""
    from loveletter_teach.events import ChancellorDrew, Dealt, Drew, Redrew
    k = round_.edition.face_up_for(round_.n)
    count = 0
    for e in round_.log:
        kind = type(e)
        if kind is Dealt or kind is Drew or (kind is Redrew and not e.from_burned):
            count += 1
        elif kind is ChancellorDrew:
            count += len(e.cards)
    return list(range(1 + k, 1 + k + count))


@contextlib.contextmanager
def dealt(deck):
    """Inside the block, a play table (either front-end: both build their game in ``table_model``)
    deals ``deck`` as its first round (the later rounds come from the seed, as usual)."""
    original = table_model.Game
    table_model.Game = functools.partial(Game, deck=deck)
    try:
        yield
    finally:
        table_model.Game = original


def table_on(module, deck, **setup):
    """A ``module.PlayTable(**setup)`` whose first round is ``deck`` (None: dealt from the seed)."""
    if deck is None:
        return module.PlayTable(**setup)
    with dealt(deck):
        return module.PlayTable(**setup)


def learner(seed):
    """A learner who chooses among their legal moves at random, as a function of what they see."""
    def choose(obs):
        rng = random.Random(f"{seed}|{len(obs.events)}|{obs.phase}|{obs.tokens}")
        return rng.choice(obs.legal_actions)
    return choose


# --- what is shown ------------------------------------------------------------------------------------
def widget_state(widget, path="", out=None):
    """Every trait of ``widget`` and of the widgets inside it (children, layout, style), keyed by
    their place in the tree; the models' ids (different in every kernel) are left out."""
    out = {} if out is None else out
    state = widget.get_state()
    for key, value in sorted(state.items()):
        if key in ("children", "layout", "style", "_view_count"):
            continue
        text = MODEL_ID.sub("", repr(value))
        out[f"{path}{type(widget).__name__}.{key}"] = text
    for name in ("layout", "style"):
        inner = getattr(widget, name, None)
        if isinstance(inner, ipywidgets.Widget):
            widget_state(inner, f"{path}{type(widget).__name__}.{name}/", out)
    for k, child in enumerate(getattr(widget, "children", ()) or ()):
        widget_state(child, f"{path}{type(widget).__name__}[{k}]/", out)
    return out


def collect(thing, extra=None):
    """Everything ``thing`` shows or gives back: ``repr``, ``_repr_html_``, ``str``, ``text``, a
    widget's whole state, the bots' thoughts told; ``extra``: {name: text} of the probes."""
    shown = {"repr": MODEL_ID.sub("", repr(thing))}
    if hasattr(thing, "_repr_html_"):
        shown["html"] = thing._repr_html_()
    if type(thing).__str__ is not object.__str__:
        shown["str"] = str(thing)
    for name in ("text", "message", "last_error"):
        value = getattr(thing, name, None)
        if value is not None and not callable(value):
            shown[name] = repr(value) if isinstance(value, BaseException) else str(value)
    told = getattr(thing, "thoughts_told", None)
    if callable(told):
        shown["thoughts"] = repr(told(thing.observation()))
    if ipywidgets is not None and isinstance(thing, ipywidgets.Widget):
        shown.update(widget_state(thing))
    shown.update(extra or {})
    return shown


def differences(a, b):
    """[(name, what a shows, what b shows)] for every name whose text differs, shortened around
    the first difference."""
    found = []
    for name in sorted(set(a) | set(b)):
        x, y = a.get(name), b.get(name)
        if x != y:
            found.append((name, _around(x, y), _around(y, x)))
    return found


def _around(x, y, width=160):
    if x is None or y is None:
        return x
    k = next((i for i, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
    return html_module.unescape(x[max(0, k - width):k + width])


# --- two tables side by side ----------------------------------------------------------------------------
def record(table, choose, probes=(), max_steps=300):
    """Play ``table`` with the learner ``choose(observation)`` to the end of its round; at every
    moment the learner sees (a turn, the end), run the ``probes`` (each ``probe(table)`` returns
    {name: text}, pressing the table's buttons) and :func:`collect` everything shown. Returns
    [(learner's observation, shown)]."""
    trace = []
    for _ in range(max_steps):
        obs = table.observation()
        extra = {}
        for probe in probes:
            extra.update(probe(table))
        trace.append((obs, collect(table, extra)))
        if obs.over or not obs.my_turn:  # the end, or a table that stopped (a bot that no longer plays)
            break
        action = choose(obs)
        act(table, action)
        assert table.observation() != obs, f"the table refused a legal move: {action}"
    return trace


class Stretch:
    """What :func:`against` compared: ``steps`` (moments with equal observations), ``whole`` (the round
    ended with equal observations), ``showdown``, ``bots_differ`` (a bot saw other cards), and the
    ``diffs`` found: (step, name, what the first shows, what the second shows)."""

    def __init__(self):
        self.steps, self.whole, self.showdown, self.bots_differ, self.diffs = 0, False, False, False, []


def against(trace, table, choose, probes=(), first=None):
    """Play ``table`` as :func:`record` did for ``trace``, while the learner's observations are equal
    to the recorded ones, and compare what is shown at each of those moments (the stretch ends where
    the observations part). ``first``: the round of the recorded table, to tell whether a bot saw
    other cards (the omniscient side, read by the test only)."""
    stretch = Stretch()
    for obs_a, shown_a in trace:
        obs = table.observation()
        if obs != obs_a:
            return stretch
        extra = {}
        for probe in probes:
            extra.update(probe(table))
        stretch.steps += 1
        stretch.diffs += [(stretch.steps, *d) for d in differences(shown_a, collect(table, extra))]
        if obs.over:
            stretch.whole, stretch.showdown = True, bool(obs.result.showdown)
            if first is not None:
                other = table.round
                stretch.bots_differ = any(first.observation(s) != other.observation(s)
                                          for s in range(other.n) if s != obs.seat)
            return stretch
        if not obs.my_turn:
            return stretch
        act(table, choose(obs))
    return stretch


def act(table, action):
    """Play the learner's ``action`` at a table: the widget's ``play`` (as with its controls) or the
    plain stand-in's ``jouer``."""
    play = getattr(table, "play", None)
    return play(action) if callable(play) else table.jouer(action)


def some_illegal(obs):
    """A move the learner may try with the controls that the rules refuse (a card of the hand on a
    target it may not aim at, or naming a card it may not name), or None."""
    legal = set(obs.legal_actions)
    if obs.phase == "keep":
        return None
    edition = obs.edition
    for card in sorted(set(obs.hand)):
        if edition.target_kind(card) == NO_TARGET:
            continue
        for target in range(obs.n_players):
            for guess in (list(edition.cards) if edition.names_card(card) else [None]):
                move = Play(card, target, guess)
                if move not in legal:
                    return move
    return None


__all__ = ["redeals", "twin_decks", "engine_game", "dealt", "table_on", "learner", "collect", "differences",
           "record", "against", "Stretch", "widget_state", "some_illegal", "act"]
