"""The bookkeeping after adding or changing an exercise, in one command (``make exercices``; without
make: ``python scripts/exercise_bookkeeping.py``):

1. the table of the notebooks in README.md (its « questions notées »: ``scripts/readme_table.py``);
2. the counts the teacher's guide gives per section (« `03.conditionnel.*` (7) »);
3. the fingerprints of every new exercise and version (``tests/test_exercise_fingerprints.py``: what an
   existing version asks never changes, so those are only added);
4. what ``tests/test_traps.py``'s table still lacks: the named mistakes each new exercise declares,
   printed as the set to check and copy (the table is what the exercise must name: it is written by hand);
5. the list of the named mistakes for teachers, docs/erreurs_typiques.md (``scripts/mistakes_doc.py``),
   or the keys whose lesson is still to write (a family's ``LESSONS``: it is written by hand too);
6. for a section new to the project, what it still lacks: its place in the progress table and its group
   of fingerprints (both written by hand).

``--feedback ID…``: the feedback of those exercises (hints, named mistakes, solution) changed on
purpose; their fingerprints' feedback part is recorded again (say why in the commit).
"""

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]
GUIDE = ROOT / "docs" / "guide_enseignant.md"
COUNT = re.compile(r"`(0\d\.[a-z_]+)\.\*` \((\d+)\)")


def guide_counts():
    """Write the catalogue's count after each « `section.*` (n) » of the guide; the lines it changed."""
    from loveletter_teach.exercises import CATALOGUE
    text = GUIDE.read_text(encoding="utf-8")
    changed = []

    def count(match):
        n = sum(1 for i in CATALOGUE if i.startswith(match.group(1) + "."))
        if n != int(match.group(2)):
            changed.append(f"guide : {match.group(1)}.* ({match.group(2)} → {n})")
        return f"`{match.group(1)}.*` ({n})"
    GUIDE.write_text(COUNT.sub(count, text), encoding="utf-8")
    return changed


def traps_missing():
    """« "id": {keys} » for each catalogue exercise with named mistakes that tests/test_traps.py's table
    does not list, the keys its variants declare (over 30 learners)."""
    import test_traps
    from loveletter_teach.exercises import CATALOGUE, build
    lines = []
    for exercise_id in CATALOGUE:
        if exercise_id in test_traps.TABLE or exercise_id in test_traps.WITHOUT:
            continue
        keys = {getattr(m, "key", None) for name in test_traps.NAMES for _, m in build(exercise_id, name).traps}
        if keys - {None}:  # a set, as in TABLE (a list would never equal the set the test compares)
            names = ", ".join(f'"{key}"' for key in sorted(keys - {None}))
            lines.append(f'    "{exercise_id}": {{{names}}},')
    return lines


def new_sections():
    """The lines that name what a section new to the project still lacks: its place in the progress table
    (``SECTION_ORDER``), and a group of fingerprints (without one, nothing keeps what it asks)."""
    import test_exercise_fingerprints as prints

    from loveletter_teach.exercises import CATALOGUE
    from loveletter_teach.exercises.progress import SECTION_ORDER
    grouped = tuple(p for prefixes in prints.PREFIXES.values() for p in prefixes)
    lines = []
    for section in dict.fromkeys(i.rsplit(".", 1)[0] for i in CATALOGUE):
        if section not in SECTION_ORDER:
            lines.append(f"Section nouvelle « {section} » : ajoutez-la à SECTION_ORDER dans "
                         "loveletter_teach/exercises/progress.py, à la place où le carnet montre son quiz.")
        if not (section + ".").startswith(grouped):
            lines.append(f"Section « {section} » sans empreintes : ajoutez « {section}. » au groupe de son niveau "
                         "dans PREFIXES de tests/test_exercise_fingerprints.py, puis relancez cette commande.")
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--feedback", nargs="*", default=[], metavar="ID",
                        help="exercices dont les retours ont changé exprès")
    args = parser.parse_args(argv)
    import mistakes_doc
    import readme_table
    import test_exercise_fingerprints
    if readme_table.main([]):
        return 1
    counts = guide_counts()
    done = counts + test_exercise_fingerprints.record(args.feedback)
    for line in done:
        print(line)
    if counts:
        print("Relisez ces parties de docs/guide_enseignant.md : seuls les nombres entre parenthèses sont "
              "refaits, pas le total écrit à leur suite (« : n questions personnelles ») ni le tableau des "
              "questions notées de la partie (voir docs/ecrire_un_exercice.md, parties 5 et 6).")
    sections = new_sections()
    for line in sections:
        print(line)
    missing = traps_missing()
    if missing:
        print("À ajouter à la table TABLE de tests/test_traps.py (vérifiez chaque erreur nommée) :")
        print("\n".join(missing))
    if mistakes_doc.main([]):
        return 1
    if not done and not sections and not missing:
        print("Rien à mettre à jour.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
