"""The table of the notebooks in README.md, made from the notebooks themselves (``make readme``;
without make: ``python scripts/readme_table.py``).

For each ``notebooks/0*.ipynb``: its title (the ``# …`` line of its first cell), its parts (the
``## N. …`` headings), the duration its header announces (first cell: the « Durée » column of its
table of parts, else the text after « **Durée** : », else « (environ … » after « Au programme »)
and its number of graded questions (the catalogue). The « contenu » column is written by hand and
kept as it is. ``--check`` changes nothing and fails if the README is not up to date
(tests/test_readme.py runs the same check).
"""

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
NOTEBOOKS = ROOT / "notebooks"
BEGIN = "<!-- tableau des notebooks : python scripts/readme_table.py -->"
END = "<!-- fin du tableau des notebooks -->"
HEADER = ("| notebook | titre | parties | durée annoncée | questions notées | contenu |\n"
          "|---|---|---|---|---|---|")


class TableError(Exception):
    """A notebook or README this script cannot read; its message is a French sentence."""


def markdown_cells(notebook):
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown"]


def title(header):
    found = re.match(r"# (.+)", header)
    if not found:
        raise TableError("la première cellule ne commence pas par un titre « # … »")
    return found.group(1).strip()


def parts(cells):
    """The ``## N. …`` headings, in order."""
    return [line for text in cells for line in text.splitlines() if re.match(r"## \d+\. ", line)]


def duration(header):
    """The duration the header announces, as it words it."""
    lines = header.splitlines()
    for i, line in enumerate(lines):  # a table of parts with a « Durée » column
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        column = next((k for k, c in enumerate(cells) if c.startswith("Durée")), None)
        if line.startswith("|") and column is not None and i + 1 < len(lines):
            rows = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                values = [c.strip() for c in row.strip().strip("|").split("|")]
                if len(values) <= column:
                    raise TableError(f"la ligne « {row.strip()} » du tableau des parties n'a pas de case « Durée »")
                number = re.match(r"(\d+)\.", values[0])
                rows.append(f"partie {number.group(1) if number else values[0]} : {values[column]}")
            return " ; ".join(rows)
    text = " ".join(header.split())
    found = (re.search(r"\*\*Durée\*\*\s*:\s*(.+?)(?: ;|\. |\.$| \*\*)", text)
             or re.search(r"Au programme \((environ [^,;)]+)", text))
    if not found:
        raise TableError("sa première cellule n'annonce pas de durée (« **Durée** : … » ou un tableau des "
                         "parties avec une colonne « Durée »)")
    return found.group(1).strip()


def graded(stem):
    """The number of graded questions of the notebook (the catalogue)."""
    sys.path.insert(0, str(ROOT))
    try:
        from loveletter_teach.exercises import CATALOGUE
    finally:
        sys.path.remove(str(ROOT))
    return sum(entry.notebook == stem[:2] for entry in CATALOGUE.values())


def summary(path):
    """(name, title, part count, announced duration, graded questions) of one notebook."""
    notebook = json.loads(Path(path).read_text(encoding="utf-8"))
    cells = markdown_cells(notebook)
    try:
        if not cells:
            raise TableError("il n'a aucune cellule de texte (Markdown)")
        return (path.stem, title(cells[0]), len(parts(cells)), duration(cells[0]), graded(path.stem))
    except TableError as error:
        raise TableError(f"{path.name} : {error}") from None


def current(readme_text):
    """The README's table lines and the hand-written « contenu » of each notebook."""
    if BEGIN not in readme_text or END not in readme_text:
        raise TableError(f"README.md n'a pas les deux marques du tableau des notebooks ({BEGIN} … {END}).")
    before, rest = readme_text.split(BEGIN, 1)
    table, after = rest.split(END, 1)
    contents = {}
    for line in table.splitlines():
        found = re.match(r"\| `notebooks/(\w+)\.ipynb` \|.*\| ([^|]*) \|$", line)
        if found:
            contents[found.group(1)] = found.group(2)
    return before, table, after, contents


def table(readme_text, notebooks=NOTEBOOKS):
    """The README's text with the table made again from the notebooks."""
    before, _, after, contents = current(readme_text)
    rows = []
    for path in sorted(Path(notebooks).glob("0*.ipynb")):
        name, heading, count, announced, questions = summary(path)
        content = contents.get(name, "à écrire")
        rows.append(f"| `notebooks/{path.name}` | {heading} | {count} | {announced} | {questions} | {content} |")
    return before + BEGIN + "\n" + HEADER + "\n" + "\n".join(rows) + "\n" + END + after


def main(argv=None):
    parser = argparse.ArgumentParser(description="Refait le tableau des notebooks du README.")
    parser.add_argument("--check", action="store_true", help="ne change rien ; échoue si le tableau est en retard")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    try:
        made = table(text)
    except TableError as error:
        print(error, file=sys.stderr)
        return 1
    if made == text:
        print("Le tableau des notebooks du README est à jour.")
        return 0
    if args.check:
        print("Le tableau des notebooks du README n'est plus celui des notebooks : lancez "
              "python scripts/readme_table.py (ou make readme).", file=sys.stderr)
        return 1
    README.write_text(made, encoding="utf-8")
    print("Tableau des notebooks du README refait à partir des notebooks.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
