"""The list of the named mistakes for teachers, docs/erreurs_typiques.md, made from the package (``python
scripts/mistakes_doc.py``; ``make exercices`` runs it with the rest of the bookkeeping).

For each key of ``families.vocabulary()``: its lesson (``families.LESSONS``: the short name, the notion,
the part of a notebook to project again, an exercise to give, a sentence to say to the class, the lines the
class report's « À reprendre » prints) and what the learner reads (the message, its placeholders shown as
« … »), grouped by notion in the programme's order (``fr.NOTIONS``). ``--check`` changes nothing and fails
if the list is not up to date (tests/test_mistake_lessons.py runs the same check).
"""

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "erreurs_typiques.md"
COMMAND = "python scripts/mistakes_doc.py"
PLACEHOLDER = re.compile(r"\{[a-z_0-9]+\}")
SUBSCRIPT = re.compile(r"(?<![\w.`])([A-Za-z])_([^\W_]+)(?![\w`])")  # « P_A(B) », as the report's HTML shows it

HEAD = """# Les erreurs typiques que la correction nomme

<!-- Fait par {command} à partir du paquet : ne pas modifier à la main. -->

Quand un élève donne une réponse fausse que la correction reconnaît, le retour **nomme l'erreur** sans
donner la bonne valeur : c'est « ce que lit l'élève » ci-dessous (les « … » y sont remplis avec les nombres
et les noms de sa question). Le rapport de classe compte ces erreurs : sa partie « À reprendre » donne les
trois erreurs nommées les plus fréquentes de la classe et, pour chacune, ce qui est écrit ici : la partie
d'un carnet à projeter à nouveau, un exercice à donner et une phrase à dire à la classe (voir le guide de
l'enseignant, « Récupérer le travail de la classe »).

{count} erreurs nommées, rangées par notion du programme. La clé est le nom de l'erreur dans les fichiers
du paquet (la colonne « Erreurs nommées » du fichier `classe.csv` donne le nom court).
"""


class ListError(Exception):
    """A named mistake without its lesson; its message is a French sentence."""


def _package():
    sys.path.insert(0, str(ROOT))
    try:
        from loveletter_teach import fr
        from loveletter_teach.exercises.catalogue import title_of
        from loveletter_teach.exercises.families import LESSONS, vocabulary
    finally:
        sys.path.remove(str(ROOT))
    return fr, title_of, LESSONS, vocabulary()


def shown(text):
    """« P_A(B) » with its subscript, as in the notebooks' Markdown (P<sub>A</sub>(B))."""
    return SUBSCRIPT.sub(r"\1<sub>\2</sub>", text)


def text():
    """The whole of docs/erreurs_typiques.md."""
    fr, title_of, lessons, vocabulary = _package()
    K = fr.CLASS
    missing = [key for key in vocabulary if key not in lessons]
    if missing:
        raise ListError(f"Ces erreurs nommées n'ont pas encore de leçon (à écrire dans le LESSONS de leur famille, "
                        f"ou dans fr.MISTAKE_LESSONS) : {', '.join(missing)}.")
    out = [HEAD.format(command=COMMAND, count=len(vocabulary))]
    for notion in fr.NOTIONS:
        keys = [key for key in vocabulary if lessons[key].notion == notion]
        if not keys:
            continue
        out.append(f"## {notion[0].upper() + notion[1:]}\n")
        for key in keys:
            lesson = lessons[key]
            notebook, heading = lesson.part
            message = PLACEHOLDER.sub("…", vocabulary[key]).replace("….", "…")  # no full stop after « … »
            out.append(f"### {shown(lesson.name)}\n")
            out.append("\n".join([
                f"- ce que lit l'élève : « {shown(message)} »",
                "- " + K["retake_part"].format(notebook=fr.NOTEBOOKS.get(notebook, notebook), n=notebook,
                                               heading=shown(heading)),
                "- " + K["retake_exercise"].format(title=shown(title_of(lesson.exercise)),
                                                   id=f"`{lesson.exercise}`"),
                "- " + K["retake_say"].format(sentence=shown(lesson.sentence)),
                f"- clé : `{key}`",
            ]) + "\n")
    return "\n".join(out)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Refait docs/erreurs_typiques.md, la liste des erreurs nommées.")
    parser.add_argument("--check", action="store_true", help="ne change rien ; échoue si la liste est en retard")
    args = parser.parse_args(argv)
    try:
        made = text()
    except ListError as error:
        print(error, file=sys.stderr)
        return 1
    if DOC.exists() and DOC.read_text(encoding="utf-8") == made:
        print("La liste des erreurs nommées (docs/erreurs_typiques.md) est à jour.")
        return 0
    if args.check:
        print(f"La liste des erreurs nommées (docs/erreurs_typiques.md) n'est plus celle du paquet : lancez {COMMAND} "
              "(ou make exercices).", file=sys.stderr)
        return 1
    DOC.write_text(made, encoding="utf-8")
    print("Liste des erreurs nommées (docs/erreurs_typiques.md) refaite à partir du paquet.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
