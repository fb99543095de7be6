"""One exercise, one place (issue 20, item 9): the Première exercises of notebook 03, its tips'
exercises and the exercises of notebooks 01 and 02 moved from their builder modules into exercise
families; each gives the same variants as before, bit for bit. ``tests/data/premiere_variants.json``
(notebook 03's Première exercises), ``tips_variants.json`` (03's tips), ``notebook02_variants.json`` and
``notebook01_variants.json`` were computed on main before the move: for each « id@version », over 64
names, a SHA-256 over everything a learner sees and is graded on (:func:`seen`). Written again by
``python tests/test_exercise_fingerprints.py [group…]`` (only on purpose: a new version of an exercise
adds its key, an old key never changes)."""

import hashlib
import json
import sys
from pathlib import Path

import pytest

from loveletter_teach.exercises import CATALOGUE, build

ROOT = Path(__file__).resolve().parents[1]
DATA = {"03": ROOT / "tests" / "data" / "premiere_variants.json",
        "03-conseils": ROOT / "tests" / "data" / "tips_variants.json",
        "02": ROOT / "tests" / "data" / "notebook02_variants.json",
        "01": ROOT / "tests" / "data" / "notebook01_variants.json"}
NAMES_64 = [f"Élève {k}" for k in range(60)] + ["Camille", "Léa", "Noé", "Inès"]
PREFIXES = {"03": ("03.conditionnel.", "03.aleatoire.", "03.ticket."), "03-conseils": ("03.conseils.",),
            "02": ("02.",), "01": ("01.",)}


def covered(group):
    """The exercises whose fingerprints ``DATA[group]`` holds (« 03 »: notebook 03's Première part)."""
    return [e for e in CATALOGUE.values() if e.id.startswith(PREFIXES[group])]


def html(figure):
    return None if figure is None else figure._repr_html_() if hasattr(figure, "_repr_html_") else repr(figure)


def seen(q):
    """Everything a learner sees and is graded on: the prompt, the answer and how it is shown and
    checked, the hints, the named mistakes (the wrong value, its words and its key), the reasons of a
    wrong choice, the worked solution, the tries, the figure and the position (its events included)."""
    pos = q.position
    where = None if pos is None else (repr(pos.hand), repr(pos.face_up), pos.seat, pos.turn, repr(pos.events))
    return repr((q.prompt, q.kind, q.answer, q.answer_text(), q.hints, q.explanation, q.title, q.choices,
                 q.tolerance, q.precision, q.irreducible, q.max_tries, q.reasons,
                 tuple((value, str(message), getattr(message, "key", None)) for value, message in q.traps),
                 None if q.edition is None else q.edition.id, html(q.figure), where))


def fingerprint(exercise_id, version):
    h = hashlib.sha256()
    for name in NAMES_64:
        h.update(seen(build(exercise_id, name, version=version)).encode())
    return h.hexdigest()


def stored(group):
    """{"id@version": digest} as computed before the move ({} if the file is missing: a test fails)."""
    path = DATA[group]
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def keys(group):
    return [f"{e.id}@{v}" for e in covered(group) for v in range(1, e.version + 1) if e.builder_of(v) is not None]


@pytest.mark.parametrize("group", sorted(DATA))
def test_every_exercise_and_version_is_fingerprinted(group):
    assert sorted(stored(group)) == sorted(keys(group))


@pytest.mark.parametrize("group, key", [(g, k) for g in sorted(DATA) for k in stored(g)])
def test_the_same_variants_bit_for_bit(group, key):
    exercise_id, version = key.split("@")
    assert fingerprint(exercise_id, int(version)) == stored(group)[key]


if __name__ == "__main__":
    for group in sys.argv[1:] or sorted(DATA):
        digests = {key: fingerprint(*(lambda i, v: (i, int(v)))(*key.split("@"))) for key in keys(group)}
        DATA[group].write_text(json.dumps(digests, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(group, len(digests))
