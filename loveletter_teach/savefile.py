"""Saved games and rounds as versioned JSON, written atomically and validated on loading.

A save holds the set-up and the actions, never a state: loading replays them, so a tampered
file is caught by the rules themselves and a loaded game is identical to the saved one. A saved
edition that bears the id of one of the package's editions must be that edition, card for card.
Every problem (a missing folder, a file that is not UTF-8, a wrong field, something that is no game)
raises a :class:`~loveletter_teach.errors.SaveFileError` with a whole French sentence.
"""

import json
import os
import sys
import tempfile

from . import fr
from .actions import Keep, Play
from .editions import EDITIONS, Edition
from .errors import LoveLetterError, SaveFileError
from .game import Game
from .names import normalize
from .rounds import Round, check_names

FORMAT = "loveletter_teach/partie"
VERSION = 1


def to_dict(obj):
    """A Game or a Round as JSON-ready data."""
    if not isinstance(obj, (Game, Round)):
        raise SaveFileError(fr.ERR["save_what"].format(kind=type(obj).__name__))
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
    path = _path(path)
    folder = os.path.dirname(os.path.abspath(path))
    try:
        handle, temp = tempfile.mkstemp(dir=folder, prefix=".partie-", suffix=".tmp")
    except OSError as exc:  # a missing folder, no rights
        raise SaveFileError(fr.ERR["save_write"].format(path=path, error=fr.os_reason(exc))) from exc
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException as exc:
        if os.path.exists(temp):
            os.unlink(temp)
        if isinstance(exc, OSError):  # the path is a folder, the disk is full…
            raise SaveFileError(fr.ERR["save_write"].format(path=path, error=fr.os_reason(exc))) from exc
        raise


def _path(path):
    """``path`` as a str; a SaveFileError if it is no path (None, a number)."""
    try:
        return os.fspath(path)
    except TypeError:
        raise SaveFileError(fr.ERR["save_path"].format(kind=type(path).__name__)) from None


def load(path):
    """Read a Game or a Round saved by :func:`save`; any problem raises a French SaveFileError."""
    path = _path(path)
    try:
        with open(path, encoding="utf-8") as source:
            text = source.read()
    except OSError as exc:
        raise SaveFileError(fr.ERR["save_read"].format(path=path, error=fr.os_reason(exc))) from exc
    except UnicodeDecodeError as exc:  # a Latin-1 file, a picture…
        raise SaveFileError(fr.ERR["save_read"].format(path=path, error=fr.ERR["save_encoding"])) from exc
    return loads(text)


def loads(text):
    """Read a Game or a Round from the text written by :func:`dumps`."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveFileError(fr.ERR["save_text"].format(kind=type(text).__name__))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(fr.ERR["save_json"].format(line=exc.lineno, column=exc.colno)) from exc
    except UnicodeDecodeError as exc:  # bytes that are not UTF-8
        raise SaveFileError(fr.ERR["save_json"].format(line=1, column=exc.start + 1)) from exc
    except ValueError as exc:  # an integer of more than 4300 digits
        raise SaveFileError(fr.ERR["save_number"].format(max=_int_digits())) from exc
    except RecursionError as exc:  # a file nested thousands of levels deep is no saved game
        raise SaveFileError(fr.ERR["save_format"]) from exc
    return from_dict(data)


def _int_digits():
    """The longest integer Python reads from a text (4300 digits by default; no limit before 3.11)."""
    return getattr(sys, "get_int_max_str_digits", lambda: 4300)() or 4300


def from_dict(data):
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(fr.ERR["save_format"])
    if type(data.get("version")) is not int or data.get("version") != VERSION:  # true is not 1
        raise SaveFileError(fr.ERR["save_version"].format(version=data.get("version"), supported=VERSION))
    edition = _field(data, "edition", dict, _edition)
    names = _field(data, "players", list)
    if not names or not all(isinstance(name, str) for name in names):
        raise SaveFileError(fr.ERR["save_field"].format(field="players"))
    _field(data, "players", list, lambda names: check_names(names, len(names)))
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
    except SaveFileError:
        raise
    except LoveLetterError as exc:
        field, said = fr.ERR["save_field"].format(field=name), str(exc)
        raise SaveFileError(field if said == field else f"{field} {said}") from exc  # the field, then why


def _edition(data):
    """The saved edition. One that bears the id of a preset must hold that preset's cards (no
    classique game holding the 21 cards of 2019); its rules may differ (``with_rules`` variants)."""
    edition = Edition.from_dict(data)
    preset = next((e for key, e in EDITIONS.items() if normalize(key) == normalize(edition.id)), None)
    if preset is None:
        return edition
    if edition.to_dict()["cards"] != preset.to_dict()["cards"]:
        raise SaveFileError(fr.ERR["save_edition"].format(edition=edition.id))
    return preset if preset == edition else edition


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
            raise SaveFileError(fr.ERR["save_deal"].format(round=number, error=exc)) from exc
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
        action = _action(saved, index, round_number)
        try:
            play(action)
        except LoveLetterError as exc:  # the rules refuse it, in French
            raise SaveFileError(fr.ERR["save_replay"].format(index=index, round=round_number, error=exc)) from exc


def _action(saved, index=1, round_number=1):
    """An action from its saved dict, every field checked: what is left to refuse is the rules' part."""
    def bad(field):
        return SaveFileError(fr.ERR["save_action_field"].format(index=index, round=round_number, field=field))

    if not isinstance(saved, dict):
        raise bad("actions")
    if "keep" in saved:
        bottom = saved.get("bottom")
        if not isinstance(saved["keep"], str):
            raise bad("keep")
        if not isinstance(bottom, list) or not all(isinstance(card, str) for card in bottom):
            raise bad("bottom")
        return Keep(saved["keep"], tuple(bottom))
    target, guess = saved.get("target"), saved.get("guess")
    if not isinstance(saved.get("card"), str):
        raise bad("card")
    if target is not None and (not isinstance(target, int) or isinstance(target, bool)):
        raise bad("target")
    if guess is not None and not isinstance(guess, str):
        raise bad("guess")
    return Play(saved["card"], target, guess)
