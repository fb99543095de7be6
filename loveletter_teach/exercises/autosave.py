"""Every answer saved the moment it is given, in the learner's own file beside the notebook.

A :class:`Session` made with a folder writes ``progression_<key>.json`` (:func:`progress_file_name`)
after each change of the progress (a check, a hint, a solution shown), with no button: in JupyterLab,
in the offline JupyterLite site (whose browser storage keeps the files written beside the notebook) and
in plain Python. A write is small (one learner's records, written whole through a temporary file, so a
crash never leaves half a file) and never raises: a folder that refuses it (read-only, full disk) is
said once, in French, and the answers stay in memory.

Two notebooks open at once for the same learner (02 and 03) share the file: before writing, a file
changed by someone else since this session last wrote it is read and merged first, so neither
notebook undoes the other's answers.

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
>>> _ = again.set_learner("ines")
>>> again.progress.record("Inès", "01.regles.paquet").tries
1
"""

import base64
import errno
import json
import os
import sys
import zlib

from .. import fr
from ..errors import LoveLetterError, SaveFileError
from ..html import esc, message_html
from .progress import FILE_PREFIX, MIME_TYPE, ProgressStore, progress_file_name, write_whole

S = fr.SAVING
LEGACY_FILES = ("ma_progression_02.json", "ma_progression_03.json")  # the notebooks' files before autosave
CODE_PREFIX = "LL1-"  # a resume code: this prefix, then the learner's progress, compressed, in base 64
ENV = "LOVELETTER_TEACH_AUTOSAVE"  # "0": no autosave for the notebook's session (the test suite sets it)


class ResumeCodeError(LoveLetterError, ValueError):
    """A resume code that cannot be read (cut, or changed)."""


class AutoSave:
    """Writes a learner's records to their own file in ``folder`` (``os.curdir``: the folder the
    notebook runs in). ``notice`` holds the French sentence of a failure not yet shown (see
    :meth:`take_notice`); ``failed`` stays True once a write failed, until one succeeds."""

    def __init__(self, folder):
        self.folder = os.fspath(folder)
        self.failed = False
        self.notice = None
        self._warned = False
        self._written = {}  # path -> (mtime_ns, size) of the file as this session last wrote or read it
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
                loaded = _read(os.path.join(self.folder, legacy))
            except SaveFileError:
                continue  # missing or damaged: the button's file is left as it is
            store.merge(loaded, only=learner)
            found.update(i for key, (_, records) in loaded.items() if key == learner.key
                         for i, record in records.items() if record.started)
        path = self.path(learner)
        if os.path.exists(path):
            try:
                loaded = _read(path)
            except SaveFileError:
                self._set_aside(path)
            else:
                self._written[path] = _stamp(path)
                store.merge(loaded, only=learner)
                found.update(i for _, records in loaded.values() for i, record in records.items() if record.started)
        return sorted(found)

    def _set_aside(self, path):
        base = path[:-len(".json")]
        k = 1
        while os.path.exists(f"{base}.abime{k}.json"):
            k += 1
        aside = f"{base}.abime{k}.json"
        try:
            os.replace(path, aside)
        except OSError as exc:
            self._tell(S["unreadable"].format(file=os.path.basename(path), reason=_reason(exc)))
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
                for _, (learner, _records) in _read(os.path.join(self.folder, name)).items():
                    return learner
        except (OSError, SaveFileError):
            return None
        return None

    # --- writing -------------------------------------------------------------------------------------
    def save(self, store, learner):
        """Write ``learner``'s records (merged first with the file if another notebook changed it).
        Never raises: a failure sets :attr:`failed` and, the first time, :attr:`notice`."""
        if self._busy:
            return
        self._busy = True
        try:
            path = self.path(learner)
            if os.path.exists(path) and self._written.get(path) != _stamp(path):
                try:
                    store.merge(_read(path), only=learner)  # another notebook wrote it meanwhile
                except SaveFileError:
                    self._set_aside(path)
            _write(path, store.to_json(learner))
            self._written[path] = _stamp(path)
            self.failed = False
        except OSError as exc:
            self.failed = True
            if not self._warned:
                self._warned = True
                self._tell(S["failed"].format(file=progress_file_name(learner), reason=_reason(exc)))
        finally:
            self._busy = False

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
            return S["failed"].format(file=progress_file_name(learner), reason=S["reason_default"])
        return S["status"].format(file=progress_file_name(learner))


def _reason(exc):
    """Why a write failed, in French."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return S["reason_full"]
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return S["reason_read_only"]
    return S["reason_default"]


def _stamp(path):
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def _read(path):
    """``{key: (Learner, {id: Record})}`` of a progress file; SaveFileError if it is not one."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError, RecursionError) as exc:  # RecursionError: nested too deep
        raise SaveFileError(fr.PROGRESS["damaged"].format(path=os.path.basename(path))) from exc
    return ProgressStore._parse(data, os.path.basename(path))


def _write(path, data):
    """Write ``data`` to ``path`` whole or not at all (OSError as the system raised it)."""
    write_whole(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))  # compact: one short write


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
    """``{key: (Learner, {id: Record})}`` from a resume code; ResumeCodeError in French if it is not one."""
    try:
        if not isinstance(code, str) or not code.strip().startswith(CODE_PREFIX):
            raise ValueError(code)
        body = code.strip()[len(CODE_PREFIX):]
        raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        return ProgressStore._parse(json.loads(raw.decode()), "code")
    except (ValueError, TypeError, zlib.error, SaveFileError) as exc:
        raise ResumeCodeError(S["bad_code"]) from exc


__all__ = ["AutoSave", "ResumeCodeError", "resume_code", "read_resume_code", "default_folder", "files_vanish",
           "status_bundle",
           "CODE_PREFIX"]
