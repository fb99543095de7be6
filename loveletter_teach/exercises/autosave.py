"""Every answer saved the moment it is given, in the learner's own file beside the notebook.

A :class:`Session` made with a folder writes ``progression_<key>.json`` (:func:`progress_file_name`)
after each change of the progress (a check, a hint, a solution shown), with no button: in JupyterLab,
in the offline JupyterLite site (whose browser storage keeps the files written beside the notebook) and
in plain Python. A write is small (one learner's records, written whole through a temporary file, so a
crash never leaves half a file) and never raises: a folder that refuses it (read-only, full disk) is
said once, in French, and the answers stay in memory.

Two notebooks open at once for the same learner (02 and 03, a kernel each) share the file. A save reads
the file, merges it with the session's records (per exercise: the record with more tries) and writes
it whole; two kernels doing that at once would each write over the other's last answers (measured:
two processes answering for 8 s kept 293 of their 306 tries). So a save holds the learner's lock
while it reads, merges and writes. The lock needs nothing but creating a file, listing the folder and
removing a file, because JupyterLite has neither ``fcntl`` nor an atomic ``O_EXCL``: its Pyodide
kernels, one per notebook in its own web worker, reach the browser's storage through requests that
the page serves while others are half done, and each kernel keeps its own cache of the files it has
seen. A kernel creates a lock file of its own, under a name no other kernel uses
(``.progression_lea.json.<time in ms>-<random>.lock``: hidden, and skipped by the class report), then
lists the folder, and goes on only if its lock is the only one there. Two kernels cannot both go on:
the one whose lock was created second listed the folder after the other's lock existed. This holds
wherever a file, once its creation has returned, is in every later listing of its folder: a local
disk, and JupyterLite's storage (IndexedDB, whose transactions on one store come one after another).
When locks meet, the oldest stays and the others are removed and tried again a moment later (checked
with two Pyodide kernels, each in its own thread and with its own file cache, sharing one folder: 600
tries of 600 kept in six runs out of six; without the lock, some of the last were lost). A lock
older than :data:`LOCK_STALE` was left by a kernel stopped during a save (a save takes milliseconds)
and is removed; after :data:`LOCK_GIVE_UP` a save writes without the lock (merging first, as before)
rather than keep the learner waiting.

Where files do not survive a reload (Basthon, Capytale), :func:`resume_code` gives a code to paste
back, ``reprendre("…")``, which brings the answers back (the handed-in notebook keeps them too).

>>> import tempfile
>>> from loveletter_teach.exercises import Session, answer
>>> folder = tempfile.mkdtemp()
>>> s = Session(folder=folder)
>>> _ = s.set_learner("Inès")
>>> _ = answer("01.regles.paquet", "9", session=s)
>>> os.listdir(folder)
['progression_ines.json']
>>> again = Session(folder=folder)  # a new kernel, after a restart
>>> _ = again.set_learner("INÈS")  # the case aside, the name as first written
>>> again.progress.record("Inès", "01.regles.paquet").tries
1
"""

import base64
import errno
import json
import os
import sys
import time
import zlib

from .. import fr
from ..errors import LoveLetterError, SaveFileError
from ..html import esc, message_html
from .progress import FILE_PREFIX, MIME_TYPE, ProgressStore, progress_file_name, write_whole

S = fr.SAVING
LEGACY_FILES = ("ma_progression_02.json", "ma_progression_03.json")  # the notebooks' files before autosave
CODE_PREFIX = "LL1-"  # a resume code: this prefix, then the learner's progress, compressed, in base 64
# The largest real code, measured: a learner who answered all 88 exercises of the catalogue, every hint
# shown, ten tries each (distinct answers of 28 characters), gives 15,946 characters that inflate to
# 39 KB (three tries each: 6,291 characters, 21 KB; thirty tries each: 41,539 characters, 93 KB).
MAX_CODE_LENGTH = 200_000  # characters of a resume code: about 12 times the largest real one
MAX_INFLATED = 1_000_000  # bytes of a code once inflated: about 10 times thirty tries on every exercise
ENV = "LOVELETTER_TEACH_AUTOSAVE"  # "0": no autosave for the notebook's session (the test suite sets it)
LOCK_SUFFIX = ".lock"
LOCK_STALE = 5.0  # seconds: a save takes milliseconds, so a lock this old was left by a stopped kernel
LOCK_GIVE_UP = 2.0  # seconds of waiting for the lock before writing without it (less than LOCK_STALE:
# a kernel's own lock never turns stale while it waits)
LOCK_POLL = 0.002  # seconds between two looks at the folder while another notebook writes
LOCK_REFUSALS = 3  # lock files refused before writing without one (a read-only folder: the write says why)


class ResumeCodeError(LoveLetterError, ValueError):
    """A resume code that cannot be read (cut, or changed)."""


class AutoSave:
    """Writes a learner's records to their own file in ``folder`` (``os.curdir``: the folder the
    notebook runs in). ``notice`` holds the French sentence of a failure not yet shown (see
    :meth:`take_notice`); ``failed`` stays True once a write failed, until one succeeds, and
    ``reason`` says why, in French."""

    def __init__(self, folder):
        self.folder = os.fspath(folder)
        self.failed = False
        self.reason = None
        self.notice = None
        self._warned = False
        self._seen = {}  # path -> the text of the file as this session last wrote or read it
        self._busy = False

    def path(self, learner):
        return os.path.join(self.folder, progress_file_name(learner))

    # --- reading back --------------------------------------------------------------------------------
    def load(self, store, learner):
        """Merge ``learner``'s file into ``store`` if there is one (and their records in the files of
        the former save button, :data:`LEGACY_FILES`); a damaged file is set aside under another name
        (never overwritten) and said in :attr:`notice`. Returns the ids of the exercises that came back
        answered, sorted (a question only shown has a record too, and is not counted)."""
        found = set()
        for legacy in LEGACY_FILES:  # the files of the former « Enregistrer ma progression » button
            try:
                path = os.path.join(self.folder, legacy)
                loaded = _parse(_read_text(path), path)
            except (OSError, SaveFileError):
                continue  # missing or damaged: the button's file is left as it is
            store.merge(loaded, only=learner)
            found.update(i for key, (_, records) in loaded.items() if key == learner.key
                         for i, record in records.items() if record.started)
        path = self.path(learner)
        self._seen.pop(path, None)  # read it whole again: the greeting counts what it gives back
        loaded = self._merge_file(store, learner, path)
        found.update(i for _, records in loaded.values() for i, record in records.items() if record.started)
        return sorted(found)

    def owner(self, learner):
        """The learner as their file in the folder names them (the name as first written), or None
        (no file, or one that cannot be read)."""
        path = self.path(learner)
        try:
            loaded = _parse(_read_text(path), path)
        except (OSError, SaveFileError):
            return None
        return loaded[learner.key][0] if learner.key in loaded else None

    def _merge_file(self, store, learner, path):
        """Merge the file ``path`` into ``store`` unless it is the text this session last wrote or read
        (a damaged file is set aside); returns what was merged (``{}``: nothing)."""
        try:
            text = _read_text(path)
        except FileNotFoundError:
            return {}
        except OSError:
            text = None  # unreadable: damaged, as a file that is not JSON
        if text is not None and text == self._seen.get(path):
            return {}
        try:
            loaded = _parse(text, path)
        except SaveFileError:
            self._set_aside(path)
            return {}
        self._seen[path] = text
        store.merge(loaded, only=learner)
        return loaded

    def _set_aside(self, path):
        base = path[:-len(".json")]
        k = 1
        while os.path.exists(f"{base}.abime{k}.json"):
            k += 1
        aside = f"{base}.abime{k}.json"
        try:
            os.replace(path, aside)
        except OSError as exc:
            self._tell(S["unreadable"].format(file=os.path.basename(path), reason=write_reason(exc)))
        else:
            self._tell(S["set_aside"].format(file=os.path.basename(path), aside=os.path.basename(aside)))

    def last_learner(self):
        """The learner of the progress file written last in the folder (None if none): the notebook
        may offer it, never load it without the learner's word (school computers are shared)."""
        try:
            names = [n for n in os.listdir(self.folder) if n.startswith(FILE_PREFIX) and n.endswith(".json")
                     and ".abime" not in n]
            newest = sorted(names, key=lambda n: os.path.getmtime(os.path.join(self.folder, n)))[-1:]
            for name in newest:
                path = os.path.join(self.folder, name)
                for _, (learner, _records) in _parse(_read_text(path), path).items():
                    return learner
        except (OSError, SaveFileError):
            return None
        return None

    # --- writing -------------------------------------------------------------------------------------
    def save(self, store, learner):
        """Write ``learner``'s records under the learner's lock, merged first with the file if another
        notebook changed it. Never raises: a failure sets :attr:`failed`, :attr:`reason` and, the
        first time, :attr:`notice`."""
        if self._busy:
            return
        self._busy = True
        path, lock = self.path(learner), None
        try:
            lock = take_lock(path)
            self._merge_file(store, learner, path)  # another notebook's answers, written meanwhile
            self._seen[path] = _write(path, store.to_json(learner))
            self.failed, self.reason = False, None
        except OSError as exc:
            self._failed(learner, write_reason(exc))
        except Exception:  # noqa: BLE001 — a save never raises into the learner's answer
            self._failed(learner, S["reason_default"])
        finally:
            release_lock(lock)
            self._busy = False

    def _failed(self, learner, reason):
        self.failed, self.reason = True, reason
        if not self._warned:
            self._warned = True
            self._tell(S["failed"].format(file=progress_file_name(learner), reason=reason))

    def _tell(self, message):
        self.notice = message if self.notice is None else f"{self.notice} {message}"

    def take_notice(self):
        """The French sentence of what went wrong since last asked, once (None if nothing)."""
        notice, self.notice = self.notice, None
        return notice

    def status(self, learner):
        """One French sentence on where the answers go (no path of this machine in it)."""
        if learner is None:
            return S["waiting"]
        if self.failed:
            return S["failed"].format(file=progress_file_name(learner), reason=self.reason or S["reason_default"])
        return S["status"].format(file=progress_file_name(learner))


def write_reason(exc):
    """Why a write failed (an OSError), in French: a full disk, a read-only folder, or else a folder
    that refuses it.

    >>> write_reason(OSError(errno.ENOSPC, "No space left on device"))
    'le disque est plein'
    """
    number = getattr(exc, "errno", None)
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return S["reason_full"]
    if number in (errno.EACCES, errno.EPERM, errno.EROFS):
        return S["reason_read_only"]
    return S["reason_default"]


def _read_text(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def _parse(text, path):
    """``{key: (Learner, {id: Record})}`` of a progress file's text; SaveFileError if it is not one
    (``text`` None: the file could not be read)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:  # RecursionError: nested too deep
        raise SaveFileError(fr.PROGRESS["damaged"].format(path=os.path.basename(path))) from exc
    return ProgressStore._parse(data, os.path.basename(path))


def _write(path, data):
    """Write ``data`` to ``path`` whole or not at all (OSError as the system raised it); returns the text."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))  # compact: one short write
    write_whole(path, text)
    return text


# --- the learner's lock (see the module's docstring) ---------------------------------------------------
def take_lock(path):
    """Take the lock of the progress file ``path``: returns the path of this kernel's lock file, or
    None when it gave up (the folder refused :data:`LOCK_REFUSALS` lock files, and the write that
    follows will say why; or another kernel kept the lock for :data:`LOCK_GIVE_UP`)."""
    folder, file = os.path.split(path)
    deadline = time.monotonic() + LOCK_GIVE_UP
    mine, refused = None, 0
    while time.monotonic() < deadline and refused < LOCK_REFUSALS:
        try:
            mine = mine or _new_lock(folder, file)
            live = _live_locks(folder, file)
        except OSError:  # a read-only folder; in JupyterLite, two files created at once may collide
            refused += 1
        else:
            if live == [mine]:
                return os.path.join(folder, mine)
            if live[:1] != [mine]:  # an older lock: its kernel writes (or waits) first
                _remove(os.path.join(folder, mine))
                mine = None
        time.sleep(LOCK_POLL)
    if mine:
        _remove(os.path.join(folder, mine))
    return None


def release_lock(lock):
    """Remove the lock file that :func:`take_lock` returned (None: nothing to do)."""
    if lock is not None:
        _remove(lock)


def _new_lock(folder, file):
    """Create a lock file that no other kernel names (the time in ms, then random hex); returns its name."""
    name = f".{file}.{time.time_ns() // 1_000_000:013d}-{os.urandom(4).hex()}{LOCK_SUFFIX}"
    with open(os.path.join(folder, name), "x", encoding="utf-8"):
        pass
    return name


def _live_locks(folder, file):
    """The names of the locks of ``file`` in ``folder``, oldest first; stale ones are removed."""
    prefix, now = f".{file}.", time.time_ns() // 1_000_000
    live = []
    for name in sorted(n for n in os.listdir(folder) if n.startswith(prefix) and n.endswith(LOCK_SUFFIX)):
        born = name[len(prefix):].split("-")[0]
        if born.isdigit() and now - int(born) < LOCK_STALE * 1000:
            live.append(name)
        else:
            _remove(os.path.join(folder, name))
    return live


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass  # gone already (another kernel removed a stale lock), or a folder that refuses it


def default_folder():
    """The folder the notebook's session saves to: the one it runs in, unless ``LOVELETTER_TEACH_AUTOSAVE``
    says ``0`` (no autosave) or names another folder."""
    value = os.environ.get(ENV, "")
    if value == "0":
        return None
    return value or os.curdir


def files_vanish():
    """True where files written by the kernel do not survive a reload of the page (Basthon, Capytale)."""
    return "basthon" in sys.modules


def status_bundle(session):
    """The save line (text and HTML), the resume code where files vanish, and the learner's progress
    as JSON (:data:`MIME_TYPE`): one output of the handed-in notebook (no path of this machine in it)."""
    vanish = session.learner is not None and files_vanish()  # Basthon, Capytale: files vanish on reload
    status = S["vanish"] if vanish else session.save_status()
    html = f"<div style='font-size:12px;color:#555'>{esc(status)}</div>"
    text = status
    if vanish:
        call = f'from loveletter_teach.exercises import reprendre\nreprendre("{session.resume_code()}")'
        html += message_html(S["code_how"], "info") + f"<pre style='white-space:pre-wrap'>{esc(call)}</pre>"
        text += f"\n{S['code_how']}\n{call}"
    return {"text/plain": text, "text/html": html, MIME_TYPE: session.handed_in()}


# --- the resume code (Basthon, Capytale) ---------------------------------------------------------------
def resume_code(store, learner):
    """A code that holds ``learner``'s progress (without the feedback sentences, which the answers
    give back): ``reprendre(code)`` in a new session brings it back."""
    data = store.to_json(learner)
    for entry in data["learners"].values():
        for record in entry["exercises"].values():
            record.pop("last_feedback", None)
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return CODE_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def read_resume_code(code):
    """``{key: (Learner, {id: Record})}`` from a resume code; ResumeCodeError in French if it is not one
    (cut, changed, longer than :data:`MAX_CODE_LENGTH`, inflating beyond :data:`MAX_INFLATED`), refused
    before it takes time or memory.

    >>> read_resume_code("LL1-abc")
    Traceback (most recent call last):
    ...
    loveletter_teach.exercises.autosave.ResumeCodeError: Ce code de reprise est incomplet ou abîmé : copiez-le en entier, guillemets compris. Rien n'a été changé.
    """
    try:
        return ProgressStore._parse(json.loads(_inflate(code).decode()), "code")
    except Exception as exc:  # noqa: BLE001 — whatever was pasted (RecursionError: nested too deep)
        raise ResumeCodeError(S["bad_code"]) from exc


def _inflate(code):
    """The JSON bytes inside a resume code; ValueError if it is none, or cut, or too big."""
    if not isinstance(code, str) or len(code) > MAX_CODE_LENGTH or not code.strip().startswith(CODE_PREFIX):
        raise ValueError("not a resume code")
    body = code.strip()[len(CODE_PREFIX):]
    inflater = zlib.decompressobj()
    raw = inflater.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), MAX_INFLATED)
    if not inflater.eof:  # cut, or more than MAX_INFLATED bytes inside (a « zip bomb »)
        raise ValueError("cut or too big")
    return raw


__all__ = ["AutoSave", "ResumeCodeError", "resume_code", "read_resume_code", "default_folder", "files_vanish",
           "status_bundle", "write_reason", "take_lock", "release_lock", "CODE_PREFIX"]
