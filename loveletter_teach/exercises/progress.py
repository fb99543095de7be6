"""What each learner has done on each exercise, for the kernel's session: tries, hints shown,
solved, the last answer and the last feedback. Widgets built again for the same exercise (a cell
run again) restore themselves from it; it saves to a small JSON file and loads back.

>>> store = ProgressStore()
>>> record = store.record("Camille", "01.perso.cartes")
>>> record.tries += 1
>>> store.record("camille", "01.perso.cartes").tries
1
"""

import json
import os
import tempfile
from dataclasses import asdict

from .. import fr
from ..html import FONT, esc, french_output
from ..errors import SaveFileError
from .catalogue import CATALOGUE, version_of
from .learners import Learner
from .observers import Observers
from .record import Record

P = fr.PROGRESS
FORMAT = "loveletter_teach.progress"
VERSION = 1  # a learner's optional "group" (class or number) is read by this version too
# The handed-in notebook carries the current learner's progress (the JSON of ProgressStore.to_json) as
# an output of this mime type, beside the HTML of the learner cell and of the progress cell.
MIME_TYPE = "application/vnd.loveletter-teach.progress+json"
FILE_PREFIX = "progression_"
# The sections in the order the notebooks show them (03's Première exercises are registered in a module
# of their own, after the Seconde and Terminale ones): the rows of the progress table follow it, and a
# test checks it against the notebooks. A section not named here comes after those of its notebook.
SECTION_ORDER = ("01.regles", "01.perso", "02.voir", "02.savoir", "02.choisir", "02.deviner", "02.memoire",
                 "03.seconde", "03.conditionnel", "03.aleatoire", "03.ticket", "03.terminale", "03.conseils")


def progress_file_name(learner):
    """The name of a learner's own progress file, beside the notebook: « progression_lea.json », or
    « progression_lea-2.json » for Léa of group 2 (one file per learner, so a class fits in a folder).

    >>> progress_file_name("Léa"), progress_file_name(Learner("Léa", "2"))
    ('progression_lea.json', 'progression_lea-2.json')
    """
    return f"{FILE_PREFIX}{Learner(learner).key}.json"


class ProgressStore:
    """Records keyed by (learner, exercise id). ``observe(callback)`` calls ``callback()`` after each
    change reported with :meth:`changed` (widgets report theirs); callbacks are held weakly when they
    are bound methods, so a widget that is gone is forgotten."""

    def __init__(self):
        self.records = {}  # learner key -> {exercise id: Record}
        self.names = {}  # learner key -> name as typed
        self.groups = {}  # learner key -> group (class or number), for the learners that gave one
        self._observers = Observers()

    def know(self, learner):
        """Remember the name (and group) of ``learner``; returns the Learner."""
        learner = Learner(learner)
        self.names.setdefault(learner.key, learner.name)
        if learner.group is not None:
            self.groups.setdefault(learner.key, learner.group)
        return learner

    def record(self, learner, exercise_id):
        """The record of ``learner`` (a Learner or a name) on ``exercise_id``, created empty if new."""
        learner = self.know(learner)
        record = self.records.setdefault(learner.key, {}).setdefault(exercise_id, Record())
        if not record.history:  # the version of the variant the first counted try will answer
            record.version = version_of(exercise_id)
        return record

    def of(self, learner):
        """{exercise id: Record} of a learner (empty if unknown); do not modify."""
        return dict(self.records.get(Learner(learner).key, {}))

    def learners(self):
        return [Learner(self.names[key], self.groups.get(key)) for key in self.records]

    def summary(self, learner):
        """The score of ``learner`` so far (:class:`ProgressSummary`)."""
        return ProgressSummary(self, learner)

    def observe(self, callback):
        self._observers.add(callback)

    def changed(self):
        """Tell the observers that a record changed."""
        self._observers.notify()

    # --- files ---------------------------------------------------------------------------------------
    def to_json(self, learner=None):
        """Every learner's records as JSON data, or only those of ``learner``."""
        keys = sorted(self.records) if learner is None else [Learner(learner).key]
        return {"format": FORMAT, "version": VERSION,
                "learners": {key: {"name": self.names[key],
                                   **({"group": self.groups[key]} if key in self.groups else {}),
                                   "exercises": {ex: asdict(r) for ex, r in sorted(self.records[key].items())}}
                             for key in keys if key in self.records}}

    def save(self, path):
        """Write every record to ``path`` (JSON), through a temporary file so that a crash never
        leaves half a file."""
        path = _path(path)
        try:
            write_whole(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))
        except OSError as exc:  # a missing folder, no rights, a folder as the path, a full disk
            raise SaveFileError(P["cannot_write"].format(path=path, reason=fr.os_reason(exc))) from exc
        return path

    def load(self, path, only=None):
        """Merge the records saved in ``path`` into this store (the furthest progress of both is
        kept), or only those of the learner ``only``. A missing or damaged file raises
        :class:`SaveFileError` in French and changes nothing."""
        path = _path(path)
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except FileNotFoundError as exc:
            raise SaveFileError(P["missing"].format(path=path)) from exc
        except OSError as exc:  # a folder, no rights
            raise SaveFileError(P["cannot_read"].format(path=path, reason=fr.os_reason(exc))) from exc
        except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, a number of 5000 digits, nested too deep
            raise SaveFileError(P["damaged"].format(path=path)) from exc
        return self.merge(self._parse(data, path), only)

    def merge(self, loaded, only=None):
        """Merge ``{key: (learner, {id: Record})}`` (what :meth:`_parse` reads) into this store."""
        only = None if only is None else Learner(only).key
        for key, (learner, records) in loaded.items():
            if only is not None and key != only:
                continue
            self.know(learner)
            mine = self.records.setdefault(key, {})
            for exercise_id, record in records.items():
                mine.setdefault(exercise_id, Record()).merge(record)
        self.changed()
        return self

    @staticmethod
    def _parse(data, path):
        """Every record of a saved file, checked before anything is merged."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveFileError(P["not_progress"].format(path=path))
        if data.get("version") != VERSION:
            raise SaveFileError(P["bad_version"].format(path=path, version=data.get("version"), ours=VERSION))
        loaded = {}
        try:
            for key, entry in dict(data["learners"]).items():
                learner = Learner(entry["name"], entry.get("group"))
                if learner.key != key:
                    raise ValueError(key)
                records = {str(ex): Record.from_json(r) for ex, r in dict(entry["exercises"]).items()}
                loaded[key] = (learner, records)
        except (KeyError, TypeError, ValueError) as exc:  # LearnerNameError is a ValueError
            raise SaveFileError(P["damaged"].format(path=path)) from exc
        return loaded


def write_whole(path, text, newline=None):
    """Write ``text`` to ``path`` whole or not at all: a temporary file beside it, then a rename (the
    old file stays whole if anything fails, an interrupted kernel included; a link at ``path`` is
    replaced, never followed). ``newline`` as for ``open`` ("" keeps a CSV's « \\r\\n »). OSError as the system
    raised it. The file gets the rights a plain ``open`` gives, not the temporary file's owner-only
    ones: a teacher collecting the learners' files must be able to read them."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as f:
            f.write(text)
        _readable(tmp)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _readable(path):
    """Give ``path`` the rights of a file made by ``open`` (0o666 less the umask; reading the umask means
    setting it, put straight back). A file system without rights (a browser's storage) keeps its own."""
    mask = os.umask(0o022)
    os.umask(mask)
    try:
        os.chmod(path, 0o666 & ~mask)
    except OSError:
        pass


def _path(path):
    """``path`` as a str; a SaveFileError in French if it is no path (None, a number)."""
    try:
        return os.fspath(path)
    except TypeError:
        raise SaveFileError(P["not_a_path"].format(kind=type(path).__name__)) from None


def _in_notebook_order(exercise_id):
    notebook, section = (exercise_id.split(".") + ["", ""])[:2]
    place = f"{notebook}.{section}"
    return (notebook, SECTION_ORDER.index(place) if place in SECTION_ORDER else len(SECTION_ORDER))


class Tally:
    """Solved, tried without success, and the number of exercises, of a group of exercises."""

    def __init__(self, records, ids):
        ids = list(ids)
        found = [records.get(i) for i in ids]
        self.total = len(ids)
        self.solved = sum(bool(r and r.solved) for r in found)
        self.failed = sum(bool(r and r.tries and not r.solved) for r in found)

    def __str__(self):
        solved = P["solved"][self.solved > 1].format(k=self.solved, n=self.total)
        if not self.failed:
            return solved
        return P["line"].format(solved=solved, failed=fr.plural_form(P["failed"], self.failed))


class ProgressSummary:
    """A learner's score so far, per notebook and per section: « 7 questions réussies sur 12
    (3 essais sans réussite) », where an « essai sans réussite » is a question tried and not yet
    solved. The exercises of the catalogue count even when not tried; other ids that were answered
    count in the notebook and section their id names."""

    def __init__(self, store, learner):
        self.learner = Learner(learner)
        records = store.of(self.learner)
        groups = {}  # notebook -> section -> [ids]
        ids = [*CATALOGUE, *(i for i in records if i not in CATALOGUE)]
        for exercise_id in sorted(ids, key=_in_notebook_order):  # a stable sort: the catalogue's order within a section
            notebook, section = (exercise_id.split(".") + ["", ""])[:2]
            groups.setdefault(notebook, {}).setdefault(section, []).append(exercise_id)
        self.notebooks = [(notebook, Tally(records, [i for ids in sections.values() for i in ids]),
                           [(section, Tally(records, ids)) for section, ids in sections.items()])
                          for notebook, sections in groups.items()]
        self.total = Tally(records, [i for _, sections in groups.items() for ids in sections.values() for i in ids])
        self.started = any(r.started for r in records.values())

    @staticmethod
    def notebook_title(notebook):
        return P["notebook"].format(notebook=notebook, title=fr.NOTEBOOKS.get(notebook, "")).rstrip(" —")

    @staticmethod
    def section_title(notebook, section):
        return fr.SECTIONS.get(f"{notebook}.{section}", section)

    def lines(self):
        lines = [P["title"].format(of_name=fr.of(self.learner.name))]
        if not self.started:
            lines.append(P["nothing"].format(name=self.learner.name))
        for notebook, tally, sections in self.notebooks:
            lines.append(f"{self.notebook_title(notebook)} : {tally}")
            lines += [f"  · {self.section_title(notebook, section)} : {t}" for section, t in sections]
        if len(self.notebooks) > 1:
            lines.append(f"{P['total']} : {self.total}")
        return lines

    def __str__(self):
        return "\n".join(self.lines())

    @french_output
    def _repr_html_(self):
        rows = []
        for notebook, tally, sections in self.notebooks:
            rows.append(f"<tr><th scope='row' style='padding:2px 8px;text-align:left'>{esc(self.notebook_title(notebook))}</th>"
                        f"<td style='padding:2px 8px'><b>{esc(tally)}</b></td></tr>")
            rows += [f"<tr><th scope='row' style='padding:2px 8px 2px 24px;text-align:left;font-weight:400'>"
                     f"{esc(self.section_title(notebook, section))}</th>"
                     f"<td style='padding:2px 8px'>{esc(t)}</td></tr>" for section, t in sections]
        if len(self.notebooks) > 1:
            rows.append(f"<tr><th scope='row' style='padding:2px 8px;text-align:left'>{esc(P['total'])}</th>"
                        f"<td style='padding:2px 8px'><b>{esc(self.total)}</b></td></tr>")
        nothing = "" if self.started else f"<p>{esc(P['nothing'].format(name=self.learner.name))}</p>"
        return (f"<div style='{FONT}font-size:15px'><h4 style='margin:4px 0'>"
                f"{esc(P['title'].format(of_name=fr.of(self.learner.name)))}</h4>{nothing}"
                f"<table style='border-collapse:collapse'>{''.join(rows)}</table></div>")


__all__ = ["ProgressStore", "ProgressSummary", "Tally", "MIME_TYPE", "FORMAT", "VERSION", "progress_file_name"]
