"""One exercise, one place: the Première exercises of notebook 03, its tips'
exercises and the exercises of notebooks 01 and 02 moved from their builder modules into exercise
families; each gives the same variants as before, bit for bit. ``tests/data/premiere_variants.json``
(notebook 03's Première exercises), ``tips_variants.json`` (03's tips), ``notebook02_variants.json`` and
``notebook01_variants.json`` were computed on main before the move (``seconde_variants.json`` and
``terminale_variants.json`` for the Seconde and Terminale families): for each « id@version », over 64 names,
two SHA-256: what is asked and graded right (:func:`asked`, which never changes for an existing version),
and the feedback around it (:func:`feedback`: hints, named mistakes, solution, re-recorded on purpose).
``python scripts/exercise_bookkeeping.py`` adds the keys of new exercises and versions; ``--feedback ID…``
records again the feedback of those exercises."""

import hashlib
import json
import sys
from pathlib import Path

import pytest

from loveletter_teach.exercises import CATALOGUE, build

# Slow (every variant of every exercise against its recorded fingerprint, several minutes):
# plain pytest skips it, pytest -m "" and make test run it.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
DATA = {"03": ROOT / "tests" / "data" / "premiere_variants.json",
        "03-conseils": ROOT / "tests" / "data" / "tips_variants.json",
        "03-seconde": ROOT / "tests" / "data" / "seconde_variants.json",
        "03-terminale": ROOT / "tests" / "data" / "terminale_variants.json",
        "02": ROOT / "tests" / "data" / "notebook02_variants.json",
        "01": ROOT / "tests" / "data" / "notebook01_variants.json"}
NAMES_64 = [f"Élève {k}" for k in range(60)] + ["Camille", "Léa", "Noé", "Inès"]
PREFIXES = {"03": ("03.conditionnel.", "03.aleatoire.", "03.ticket."), "03-conseils": ("03.conseils.",),
            "03-seconde": ("03.seconde.",), "03-terminale": ("03.terminale.",), "02": ("02.",), "01": ("01.",)}
PARTS = ("asked", "feedback")


def covered(group):
    """The exercises whose fingerprints ``DATA[group]`` holds (« 03 »: notebook 03's Première part)."""
    return [e for e in CATALOGUE.values() if e.id.startswith(PREFIXES[group])]


def group_of(exercise_id):
    return next(g for g, prefixes in PREFIXES.items() if exercise_id.startswith(prefixes))


def html(figure):
    return None if figure is None else figure._repr_html_() if hasattr(figure, "_repr_html_") else repr(figure)


def asked(q):
    """What a learner is asked and what is graded right: the prompt, the answer and how it is shown
    and checked, the tries, the figure (as text) and the position (its events included). Never changes
    for a version that exists: a change makes a new version."""
    pos = q.position
    where = None if pos is None else (repr(pos.hand), repr(pos.face_up), pos.seat, pos.turn, repr(pos.events))
    return repr((q.prompt, q.kind, q.answer, q.answer_text(), q.choices, q.tolerance, q.precision, q.irreducible,
                 q.max_tries, None if q.edition is None else q.edition.id, None if q.figure is None else str(q.figure),
                 where))


def feedback(q):
    """What the learner reads around it: the hints, the named mistakes (the wrong value, its words and
    its key), the reasons of a wrong choice, the worked solution, the title, and how the figure is drawn
    (its HTML; what it says is in :func:`asked`). May be re-recorded on purpose (``--feedback``), with the
    reason in the commit."""
    return repr((q.hints, q.explanation, q.title, q.reasons,
                 tuple((value, str(message), getattr(message, "key", None)) for value, message in q.traps),
                 html(q.figure)))


def fingerprint(exercise_id, version):
    """{"asked": digest, "feedback": digest} over 64 names."""
    digests = {part: hashlib.sha256() for part in PARTS}
    for name in NAMES_64:
        q = build(exercise_id, name, version=version)
        digests["asked"].update(asked(q).encode())
        digests["feedback"].update(feedback(q).encode())
    return {part: h.hexdigest() for part, h in digests.items()}


def stored(group):
    """{"id@version": {"asked": …, "feedback": …}} ({} if the file is missing: a test fails)."""
    path = DATA[group]
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def keys(group):
    return [f"{e.id}@{v}" for e in covered(group) for v in range(1, e.version + 1) if e.builder_of(v) is not None]


def split(key):
    exercise_id, version = key.split("@")
    return exercise_id, int(version)


@pytest.mark.parametrize("group", sorted(DATA))
def test_every_exercise_and_version_is_fingerprinted(group):
    missing = sorted(set(keys(group)) - set(stored(group)))
    assert not missing, f"Pas d'empreinte pour {missing} : lancez « python scripts/exercise_bookkeeping.py »."
    assert sorted(stored(group)) == sorted(keys(group))


@pytest.mark.parametrize("group, key", [(g, k) for g in sorted(DATA) for k in stored(g)])
def test_the_same_variants_bit_for_bit(group, key):
    now, before = fingerprint(*split(key)), stored(group)[key]
    assert now["asked"] == before["asked"], (
        f"{key} : ce qui est demandé ou corrigé a changé. Une version existante ne change jamais : "
        f"enregistrez l'exercice en version n+1 (older={{n: l'ancien builder}}).")
    assert now["feedback"] == before["feedback"], (
        f"{key} : les indices, les erreurs nommées ou la correction ont changé. Si c'est voulu, lancez "
        f"« python scripts/exercise_bookkeeping.py --feedback {split(key)[0]} » et dites pourquoi dans le commit.")


def record(feedback_of=()):
    """Add the fingerprints of the versions not yet recorded, and record again the feedback of the
    exercises ``feedback_of`` (never what an existing version asks). Returns the lines it changed."""
    changed = []
    for group in sorted(DATA):
        digests = stored(group)
        for key in keys(group):
            exercise_id, version = split(key)
            if key not in digests:
                digests[key] = fingerprint(exercise_id, version)
                changed.append(f"{key} : empreinte ajoutée")
            elif exercise_id in feedback_of:
                now = fingerprint(exercise_id, version)
                if now["asked"] != digests[key]["asked"]:
                    raise SystemExit(f"{key} : ce qui est demandé a changé ; faites une version n+1.")
                if now["feedback"] != digests[key]["feedback"]:
                    digests[key]["feedback"] = now["feedback"]
                    changed.append(f"{key} : retours réenregistrés")
        DATA[group].write_text(json.dumps(digests, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return changed


if __name__ == "__main__":
    for line in record(sys.argv[1:]):
        print(line)
