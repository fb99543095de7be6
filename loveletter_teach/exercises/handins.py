"""A class's hand-ins, where a school collects them: every handed-in notebook (.ipynb) and progress
file (.json) under a folder, at any depth (one folder per student: an ENT's or Moodle's « télécharger
tous les devoirs », nbgrader's ``submitted/<élève>/<devoir>/``, a JupyterHub's ``/home/<user>/…``),
or inside a .zip, read in memory and never extracted.

Each file is read on its own: whatever it holds (binary garbage, JSON nested 100,000 deep, any JSON type
where an object is expected, a name that is not UTF-8, a huge file), the worst it costs is one French
line of the notes. The caps, each about 10× the largest real hand-in measured (6 December 2026):

- a progress file: :data:`MAX_PROGRESS_BYTES`, 1 MiB (a learner who tried all 88 exercises to the last
  try writes 49 KB; a shared computer's file of the former save button holds a few learners);
- a notebook: :data:`MAX_NOTEBOOK_BYTES`, 12 MB (notebook 03 run to the end, plots included: 1.2 MB);
- learners in one file: :data:`MAX_LEARNERS`, 400 (a class of 40 on one computer);
- the tries graded per exercise: :data:`MAX_TRIES`, 30 (no exercise gives more than 3), in
  :mod:`.report`;
- a .zip: :data:`MAX_ENTRIES` entries (5,000: a class of 40 hands in a few files each) and
  :data:`MAX_ZIP_BYTES` bytes really inflated (1 GiB; the sizes an entry declares are not trusted);
- a folder: :data:`MAX_FILES` notebooks and progress files (5,000).

Over a byte or count cap the file (or the zip) is not read, and the notes say so with the figures.
"""

import json
import os
import zipfile
from dataclasses import dataclass

from .. import fr
from ..errors import LoveLetterError
from .learners import Learner, LearnerNameError
from .progress import FORMAT, MIME_TYPE, VERSION
from .record import Record

K = fr.CLASS
MAX_PROGRESS_BYTES = 1 << 20
MAX_NOTEBOOK_BYTES = 12_000_000
MAX_LEARNERS = 400
MAX_TRIES = 30
MAX_ENTRIES = 5_000
MAX_ZIP_BYTES = 1 << 30
MAX_FILES = 5_000
OUTPUTS = ("classe.csv", "classe.html")  # what the report writes: never read back as a hand-in
SKIPPED_FOLDERS = ("__MACOSX", "__pycache__", "node_modules")  # and every hidden folder (.ipynb_checkpoints…)
EXTENSIONS = (".ipynb", ".json")
UTF8_FLAG = 0x800  # a zip entry's name is UTF-8 (otherwise Python reads it as cp437)


class HandInError(LoveLetterError, ValueError):
    """A handed-in file that cannot be read (its message is the report's line about it)."""


@dataclass
class Copy:
    """One learner's records in one handed-in file: ``file`` its path as shown (under the folder, or
    « devoirs.zip › lea/02.ipynb »), ``folder`` the sub-folder it came from (an ENT's or nbgrader's
    student folder; "" at the top)."""

    file: str
    learner: Learner
    records: dict  # exercise id -> Record, as stored
    folder: str = ""


@dataclass(frozen=True)
class Found:
    """A file to read: ``shown`` its path as the notes name it, ``folder`` its sub-folder, ``read()``
    its bytes (at most its cap and one byte more: over the cap, it is not read further)."""

    shown: str
    folder: str
    read: object

    @property
    def notebook(self):
        return self.shown.lower().endswith(".ipynb")

    @property
    def cap(self):
        return MAX_NOTEBOOK_BYTES if self.notebook else MAX_PROGRESS_BYTES


# --- names -------------------------------------------------------------------------------------------
def shown_name(name):
    """A file name as text that can be printed and written anywhere: a name that is not UTF-8 (a zip
    made on Windows, unpacked on Linux) read as Windows-1252, control characters as « ? ».

    >>> shown_name("progression_\\udce9l\\udce8ve.json")
    'progression_élève.json'
    """
    raw = os.fsencode(name) if isinstance(name, str) else bytes(name)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    return "".join("?" if ord(ch) < 32 or 0x7f <= ord(ch) < 0xa0 else ch for ch in text)


def zip_name(info):
    """An entry's name: UTF-8 when the zip says so; otherwise Python read it as cp437, which is right
    for an old Windows zip, but many tools write UTF-8 without the flag: UTF-8 first, then cp437."""
    if info.flag_bits & UTF8_FLAG:
        return info.filename
    raw = info.filename.encode("cp437", errors="replace")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return info.filename


def _skipped(part):
    return part.startswith(".") or part in SKIPPED_FOLDERS


# --- where the files are ------------------------------------------------------------------------------
def find(source, notes):
    """(the files to read, where they were found) of ``source``: a folder (at any depth) or a .zip;
    what is left aside is a line of ``notes``."""
    source = os.fspath(source)
    shown = shown_name(source)
    if not os.path.exists(source):
        notes.append(K["no_folder"].format(folder=shown))
        return []
    if os.path.isdir(source):
        return _in_folder(source, notes)
    if source.lower().endswith(".zip"):
        return _in_zip(source, os.path.basename(shown), notes)
    notes.append(K["not_folder"].format(folder=shown))
    return []


def _in_folder(folder, notes):
    found, other, links = [], [], []
    for top, folders, files in os.walk(folder):  # links to folders are not followed
        folders[:] = sorted(f for f in folders if not _skipped(f))
        relative = os.path.relpath(top, folder)
        relative = "" if relative == os.curdir else shown_name(relative).replace(os.sep, "/")
        for file in sorted(files):
            path = os.path.join(top, file)
            shown = f"{relative}/{shown_name(file)}" if relative else shown_name(file)
            extension = os.path.splitext(file)[1].lower()
            if file.startswith(".") or (not relative and file in OUTPUTS):
                continue
            if os.path.islink(path):
                links.append(shown)
            elif extension == ".zip":
                found += _in_zip(path, shown, notes, relative)
            elif extension not in EXTENSIONS:
                other.append(shown)
            elif len(found) >= MAX_FILES:
                notes.append(K["too_many_files"].format(n=MAX_FILES))
                return found
            else:
                found.append(Found(shown, relative, _file_reader(path)))
    _say_left_aside(notes, other, "ignored")
    _say_left_aside(notes, links, "links")
    return found


def _say_left_aside(notes, files, key):
    if files:
        listed = ", ".join(f"« {f} »" for f in files[:5]) + (" …" if len(files) > 5 else "")
        notes.append(K[key][len(files) > 1].format(n=len(files), files=listed))


def _file_reader(path):
    def read(cap):
        with open(path, "rb") as f:
            return f.read(cap + 1)
    return read


def _in_zip(path, shown, notes, folder=""):
    """The notebooks and progress files of the zip at ``path`` (read later, one by one, in memory)."""
    try:
        archive = zipfile.ZipFile(path)
        entries = archive.infolist()
    except (OSError, zipfile.BadZipFile, ValueError, EOFError, RuntimeError, NotImplementedError):
        notes.append(K["bad_zip"].format(file=shown))
        return []
    if len(entries) > MAX_ENTRIES:
        notes.append(K["zip_too_many"].format(file=shown, n=len(entries), cap=MAX_ENTRIES))
        return []
    budget = _Budget(MAX_ZIP_BYTES, shown, notes)
    found, other = [], []
    for info in entries:
        name = zip_name(info)
        parts = [p for p in name.replace("\\", "/").split("/") if p not in ("", ".")]
        if info.is_dir() or not parts or any(_skipped(p) for p in parts):
            continue
        inner = "/".join(shown_name(p) for p in parts)
        extension = os.path.splitext(parts[-1])[1].lower()
        if extension not in EXTENSIONS:
            other.append(f"{shown} › {inner}")
            continue
        sub = "/".join(x for x in (folder, *map(shown_name, parts[:-1])) if x)
        found.append(Found(f"{shown} › {inner}", sub, _entry_reader(archive, info, budget)))
    _say_left_aside(notes, other, "ignored")
    return found


class _Budget:
    """The bytes a zip may still inflate, all its entries together."""

    def __init__(self, left, shown, notes):
        self.left, self.shown, self.notes, self.said = left, shown, notes, False

    def take(self, n):
        self.left -= n
        if self.left < 0 and not self.said:
            self.said = True
            self.notes.append(K["zip_too_big"].format(file=self.shown, cap=_size(MAX_ZIP_BYTES)))
        return self.left >= 0


def _entry_reader(archive, info, budget):
    def read(cap):
        if budget.left <= 0:
            raise HandInError(K["zip_budget"].format(file=budget.shown))
        with archive.open(info) as f:  # inflates as it reads: never more than cap + 1 bytes
            data = f.read(min(cap, budget.left) + 1)
        if not budget.take(len(data)):
            raise HandInError(K["zip_budget"].format(file=budget.shown))
        return data
    return read


def _size(n):
    """« 12 Mo », « 49 Ko »: a size as a teacher reads it."""
    for unit, size in (("Go", 1 << 30), ("Mo", 1 << 20), ("Ko", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f}".rstrip("0").rstrip(".").replace(".", ",") + f" {unit}"
    return f"{n} octets"


# --- what a file holds ----------------------------------------------------------------------------------
def copies_in(found, notes):
    """The copies of one found file; whatever goes wrong is one line of ``notes`` (never an exception)."""
    try:
        data = _json(found)
        if found.notebook:
            data = progress_in_notebook(data, found.shown)
        return copies_of(data, found, notes)
    except HandInError as exc:
        notes.append(str(exc))
    except Exception:  # noqa: BLE001 (a handed-in file may hold anything: it costs its own line only)
        notes.append(K["unexpected"].format(file=found.shown))
    return []


def _json(found):
    try:
        raw = found.read(found.cap)
    except HandInError:  # a zip's budget spent: its own line (a HandInError is a ValueError too)
        raise
    except (OSError, zipfile.BadZipFile, RuntimeError, EOFError, ValueError, NotImplementedError) as exc:
        reason = fr.os_reason(exc) if isinstance(exc, OSError) else K["bad_entry"]
        raise HandInError(K["unreadable"].format(file=found.shown, reason=reason)) from exc
    if len(raw) > found.cap:
        raise HandInError(K["too_big"][found.notebook].format(file=found.shown, cap=_size(found.cap)))
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:  # nested too deep: a RecursionError
        raise HandInError(K["damaged"].format(file=found.shown)) from exc


def progress_in_notebook(notebook, file):
    """The progress carried by a handed-in notebook: the last output of our mime type, in cell order."""
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise HandInError(K["not_notebook"].format(file=file))
    found = None
    for cell in notebook["cells"]:
        outputs = cell.get("outputs", []) if isinstance(cell, dict) else []
        for output in outputs if isinstance(outputs, list) else []:
            data = output.get("data") if isinstance(output, dict) else None
            if isinstance(data, dict) and MIME_TYPE in data:
                found = data[MIME_TYPE]
    if found is None:
        raise HandInError(K["foreign_notebook"].format(file=file))
    if isinstance(found, list) and all(isinstance(line, str) for line in found):
        found = "".join(found)  # some tools keep a JSON output as its lines of text
    if isinstance(found, str):
        if len(found) > MAX_PROGRESS_BYTES:
            raise HandInError(K["too_big"][False].format(file=file, cap=_size(MAX_PROGRESS_BYTES)))
        try:
            found = json.loads(found)
        except (ValueError, RecursionError) as exc:
            raise HandInError(K["damaged"].format(file=file)) from exc
    return found


def copies_of(data, found, notes):
    """The copies of a progress file's data; a bad learner or record is a line in ``notes``."""
    file = found.shown
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HandInError(K["not_progress"].format(file=file))
    version = data.get("version")
    if type(version) is not int or not 1 <= version <= VERSION:  # True is not 1; an older format is read
        raise HandInError(K["bad_version"].format(file=file, version=shown_value(version), ours=VERSION))
    learners = data.get("learners")
    if not isinstance(learners, dict):
        raise HandInError(K["damaged_content"].format(file=file))
    if not learners:
        raise HandInError(K["nobody_in"].format(file=file))
    if len(learners) > MAX_LEARNERS:
        raise HandInError(K["too_many_learners"].format(file=file, n=len(learners), cap=MAX_LEARNERS))
    copies, unreadable = [], 0
    for entry in learners.values():
        try:
            learner = Learner(entry["name"], entry.get("group"))
            exercises = entry.get("exercises") or {}
            if not isinstance(exercises, dict):
                raise TypeError(exercises)
        except (LearnerNameError, KeyError, TypeError, ValueError, AttributeError):
            unreadable += 1
            continue
        records = {}
        for exercise_id, record in exercises.items():
            try:
                records[str(exercise_id)] = Record.from_json(record)
            except (ValueError, TypeError):
                notes.append(K["bad_record"].format(file=file, name=learner.label, id=shown_value(exercise_id)))
        copies.append(Copy(file, learner, records, found.folder))
    if unreadable:
        notes.append(K["bad_learner"][unreadable > 1].format(file=file, n=unreadable))
    return copies


def shown_value(value, limit=40):
    """A value read in a file, cut to ``limit`` characters for a line of the notes."""
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def read_hand_ins(source):
    """(copies, notes, files found, sub-folders they are in) of ``source``, a folder or a .zip: every
    learner of every handed-in file, and one French line per thing that could not be read."""
    notes = []
    found = find(source, notes)
    copies = []
    for item in found:
        copies += copies_in(item, notes)
    if not copies and os.path.exists(os.fspath(source)):
        notes.append(K["empty"].format(folder=shown_name(os.fspath(source))))
    return copies, notes, len(found), len({item.folder for item in found if item.folder})


__all__ = ["Copy", "Found", "HandInError", "find", "copies_in", "read_hand_ins", "progress_in_notebook",
           "copies_of", "shown_name", "MAX_TRIES"]
