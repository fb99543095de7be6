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
from ..html import FONT, esc
from ..errors import SaveFileError
from .catalogue import CATALOGUE
from .learners import Learner
from .observers import Observers
from .record import Record

P = fr.PROGRESS
FORMAT = "loveletter_teach.progress"
VERSION = 1


class ProgressStore:
    """Records keyed by (learner, exercise id). ``observe(callback)`` calls ``callback()`` after each
    change reported with :meth:`changed` (widgets report theirs); callbacks are held weakly when they
    are bound methods, so a widget that is gone is forgotten."""

    def __init__(self):
        self.records = {}  # learner key -> {exercise id: Record}
        self.names = {}  # learner key -> name as typed
        self._observers = Observers()

    def record(self, learner, exercise_id):
        """The record of ``learner`` (a Learner or a name) on ``exercise_id``, created empty if new."""
        learner = Learner(learner)
        self.names.setdefault(learner.key, learner.name)
        return self.records.setdefault(learner.key, {}).setdefault(exercise_id, Record())

    def of(self, learner):
        """{exercise id: Record} of a learner (empty if unknown); do not modify."""
        return dict(self.records.get(Learner(learner).key, {}))

    def learners(self):
        return [Learner(self.names[key]) for key in self.records]

    def summary(self, learner):
        """The score of ``learner`` so far (:class:`ProgressSummary`)."""
        return ProgressSummary(self, learner)

    def observe(self, callback):
        self._observers.add(callback)

    def changed(self):
        """Tell the observers that a record changed."""
        self._observers.notify()

    # --- files ---------------------------------------------------------------------------------------
    def to_json(self):
        return {"format": FORMAT, "version": VERSION,
                "learners": {key: {"name": self.names[key],
                                   "exercises": {ex: asdict(r) for ex, r in sorted(records.items())}}
                             for key, records in sorted(self.records.items())}}

    def save(self, path):
        """Write every record to ``path`` (JSON), through a temporary file so that a crash never
        leaves half a file."""
        path = _path(path)
        folder = os.path.dirname(os.path.abspath(path))
        text = json.dumps(self.to_json(), ensure_ascii=False, indent=1)
        try:
            fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        except OSError as exc:  # a missing folder, no rights
            raise SaveFileError(P["cannot_write"].format(path=path, reason=fr.os_reason(exc))) from exc
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, path)
        except OSError as exc:  # the path is a folder, the disk is full: the old file stays whole
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise SaveFileError(P["cannot_write"].format(path=path, reason=fr.os_reason(exc))) from exc
        return path

    def load(self, path):
        """Merge the records saved in ``path`` into this store (the furthest progress of both is
        kept). A missing or damaged file raises :class:`SaveFileError` in French and changes nothing."""
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
        loaded = self._parse(data, path)
        for key, (name, records) in loaded.items():
            self.names.setdefault(key, name)
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
                learner = Learner(entry["name"])
                if learner.key != key:
                    raise ValueError(key)
                records = {str(ex): Record.from_json(r) for ex, r in dict(entry["exercises"]).items()}
                loaded[key] = (learner.name, records)
        except (KeyError, TypeError, ValueError) as exc:  # LearnerNameError is a ValueError
            raise SaveFileError(P["damaged"].format(path=path)) from exc
        return loaded


def _path(path):
    """``path`` as a str; a SaveFileError in French if it is no path (None, a number)."""
    try:
        return os.fspath(path)
    except TypeError:
        raise SaveFileError(P["not_a_path"].format(kind=type(path).__name__)) from None


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
        for exercise_id in [*CATALOGUE, *(i for i in records if i not in CATALOGUE)]:
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

    def _repr_html_(self):
        rows = []
        for notebook, tally, sections in self.notebooks:
            rows.append(f"<tr><td style='padding:2px 8px'><b>{esc(self.notebook_title(notebook))}</b></td>"
                        f"<td style='padding:2px 8px'><b>{esc(tally)}</b></td></tr>")
            rows += [f"<tr><td style='padding:2px 8px 2px 24px'>{esc(self.section_title(notebook, section))}</td>"
                     f"<td style='padding:2px 8px'>{esc(t)}</td></tr>" for section, t in sections]
        if len(self.notebooks) > 1:
            rows.append(f"<tr><td style='padding:2px 8px'><b>{esc(P['total'])}</b></td>"
                        f"<td style='padding:2px 8px'><b>{esc(self.total)}</b></td></tr>")
        nothing = "" if self.started else f"<p>{esc(P['nothing'].format(name=self.learner.name))}</p>"
        return (f"<div style='{FONT}font-size:15px'><h4 style='margin:4px 0'>"
                f"{esc(P['title'].format(of_name=fr.of(self.learner.name)))}</h4>{nothing}"
                f"<table style='border-collapse:collapse'>{''.join(rows)}</table></div>")


__all__ = ["ProgressStore", "ProgressSummary", "Tally"]
