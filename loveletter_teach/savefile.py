"""Saved games and rounds as versioned JSON, written atomically and validated on loading.

A save holds the set-up and the actions, never a state: loading replays them, so a tampered
file is caught by the rules themselves and a loaded game is identical to the saved one.
"""

import json
import os
import tempfile

from . import fr
from .actions import Keep, Play
from .editions import Edition, get_edition
from .errors import LoveLetterError, SaveFileError
from .game import Game
from .rounds import Round

FORMAT = "loveletter_teach/partie"
VERSION = 1


def to_dict(obj):
    """A Game or a Round as JSON-ready data."""
    if isinstance(obj, Game):
        return {"format": FORMAT, "version": VERSION, "kind": "partie", **_edition_and_players(obj),
                "seed": obj.seed, "tokens": list(obj.tokens),
                "rounds": [dict(_round_dict(r), chosen_deck=chosen) for r, chosen in zip(obj.rounds, obj.chosen)]}
    return {"format": FORMAT, "version": VERSION, "kind": "manche", **_edition_and_players(obj),
            **_round_dict(obj)}


def _edition_and_players(obj):
    return {"edition": obj.edition.to_dict(), "players": list(obj.names)}


def _round_dict(round_):
    return {"first_player": round_.first_player, "deck": [c.name for c in round_.order],
            "actions": [_action_dict(a) for a in round_.actions]}


def _action_dict(action):
    if isinstance(action, Keep):
        return {"keep": action.card.name, "bottom": [c.name for c in action.bottom]}
    return {"card": action.card.name, "target": action.target,
            "guess": None if action.guess is None else action.guess.name}


def dumps(obj):
    return json.dumps(to_dict(obj), ensure_ascii=False, indent=1)


def save(obj, path):
    """Write ``obj`` (a Game or a Round) to ``path`` atomically: a crash never leaves half a file."""
    text = dumps(obj)
    folder = os.path.dirname(os.path.abspath(path))
    handle, temp = tempfile.mkstemp(dir=folder, prefix=".partie-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise


def load(path):
    """Read a Game or a Round saved by :func:`save`; any problem raises a French SaveFileError."""
    try:
        with open(path, encoding="utf-8") as source:
            text = source.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveFileError(fr.ERR["save_read"].format(path=path, error=exc)) from exc
    return loads(text)


def loads(text):
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(fr.ERR["save_json"].format(line=exc.lineno, column=exc.colno)) from exc
    except RecursionError as exc:  # a file nested thousands of levels deep is no saved game
        raise SaveFileError(fr.ERR["save_format"]) from exc
    return from_dict(data)


def from_dict(data):
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(fr.ERR["save_format"])
    if type(data.get("version")) is not int or data.get("version") != VERSION:  # true is not 1
        raise SaveFileError(fr.ERR["save_version"].format(version=data.get("version"), supported=VERSION))
    edition = _field(data, "edition", dict, _edition)
    names = _field(data, "players", list)
    if not names or not all(isinstance(name, str) for name in names):
        raise SaveFileError(fr.ERR["save_field"].format(field="players"))
    if data.get("kind") == "partie":
        return _load_game(data, edition, names)
    if data.get("kind") == "manche":
        return _load_round(data, edition, names)
    raise SaveFileError(fr.ERR["save_field"].format(field="kind"))


def _field(data, name, kind, convert=None):
    value = data.get(name)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise SaveFileError(fr.ERR["save_field"].format(field=name))
    try:
        return convert(value) if convert else value
    except LoveLetterError as exc:
        raise SaveFileError(f"{fr.ERR['save_field'].format(field=name)} {exc}") from exc


def _edition(data):
    preset = get_edition(data["id"]) if data.get("id") in _PRESET_IDS else None
    edition = Edition.from_dict(data)
    return preset if preset == edition else edition


_PRESET_IDS = ("classique", "2019", "16-cartes", "lettre-d-amour")


def _load_round(data, edition, names):
    first = _field(data, "first_player", int)
    if not 0 <= first < len(names):
        raise SaveFileError(fr.ERR["save_field"].format(field="first_player"))
    try:
        round_ = Round(edition, _field(data, "deck", list), len(names), first, names)
    except LoveLetterError as exc:
        raise SaveFileError(f"{fr.ERR['save_field'].format(field='deck')} {exc}") from exc
    _replay(round_.play, _field(data, "actions", list), 1)
    return round_


def _load_game(data, edition, names):
    seed = _field(data, "seed", int)
    saved_rounds = _field(data, "rounds", list)
    game = None
    for number, saved in enumerate(saved_rounds, start=1):
        if not isinstance(saved, dict):
            raise SaveFileError(fr.ERR["save_field"].format(field="rounds"))
        deck = _field(saved, "deck", list) if saved.get("chosen_deck") else None
        try:
            if game is None:
                game = Game(edition, len(names), names, seed, deck)
            else:
                game.new_round(deck)
        except LoveLetterError as exc:
            raise SaveFileError(fr.ERR["save_replay"].format(index=0, round=number, error=exc)) from exc
        expected = _round_dict(game.round)
        if saved.get("deck") != expected["deck"]:
            raise SaveFileError(fr.ERR["save_seed"].format(round=number))
        if saved.get("first_player") != expected["first_player"]:
            raise SaveFileError(fr.ERR["save_field"].format(field=f"rounds[{number - 1}].first_player"))
        _replay(game.play, _field(saved, "actions", list), number)
    if game is None:
        raise SaveFileError(fr.ERR["save_field"].format(field="rounds"))
    if data.get("tokens") != game.tokens:
        raise SaveFileError(fr.ERR["save_tokens"].format(saved=data.get("tokens"), replayed=game.tokens))
    return game


def _replay(play, actions, round_number):
    for index, saved in enumerate(actions, start=1):
        try:
            play(_action(saved))
        except (LoveLetterError, TypeError, KeyError, ValueError) as exc:
            raise SaveFileError(fr.ERR["save_replay"].format(index=index, round=round_number, error=exc)) from exc


def _action(saved):
    if not isinstance(saved, dict):
        raise ValueError(fr.ERR["save_field"].format(field="actions"))
    if "keep" in saved:
        bottom = saved.get("bottom")
        if not isinstance(bottom, list):
            raise ValueError(fr.ERR["save_field"].format(field="bottom"))
        return Keep(saved["keep"], tuple(bottom))
    target = saved.get("target")
    if target is not None and (not isinstance(target, int) or isinstance(target, bool)):
        raise ValueError(fr.ERR["save_field"].format(field="target"))
    return Play(saved["card"], target, saved.get("guess"))
