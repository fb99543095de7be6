"""README.md stays true: its table of the notebooks is the notebooks' own (title, parts, the duration
each header announces, graded questions; scripts/readme_table.py makes it), and it no longer speaks of
notebooks « en préparation »."""

import importlib.util
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
spec = importlib.util.spec_from_file_location("readme_table", ROOT / "scripts" / "readme_table.py")
readme_table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(readme_table)


def test_the_readme_table_is_the_notebooks():
    assert readme_table.table(README) == README, (
        "Le tableau des notebooks du README n'est plus celui des notebooks : lancez make readme "
        "(ou python scripts/readme_table.py), puis relisez la colonne « contenu ».")


def test_every_notebook_has_its_row():
    rows = re.findall(r"^\| `notebooks/(\w+\.ipynb)` \|", README, re.M)
    assert rows == sorted(p.name for p in (ROOT / "notebooks").glob("0*.ipynb"))


def notebook(header, *headings):
    cells = [{"cell_type": "markdown", "metadata": {}, "source": header}]
    cells += [{"cell_type": "markdown", "metadata": {}, "source": h} for h in headings]
    return {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def write(folder, name, nb):
    (folder / name).write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")


def test_the_table_follows_a_changed_header(tmp_path):
    """Title, parts and durations are read from the notebooks, whatever form the header gives them."""
    write(tmp_path, "01_regles.ipynb", notebook("# Les règles\n\nAu programme (environ une heure, partie comprise) :",
                                                "## 1. Le but", "### pas une partie", "## 2. Les cartes"))
    write(tmp_path, "02_deduction.ipynb", notebook(
        "# La déduction\n\n**Durée**\u00a0: deux séances de 50 minutes\u00a0; la première…", "## 1. Voir"))
    write(tmp_path, "03_probabilites.ipynb", notebook(
        "# Les probabilités\n\n| Partie | Niveau | Durée |\n|---|---|---|\n| 1. Simuler | Seconde | 55 min |\n"
        "| 2. Conditionner | Première | 2 × 55 min |\n\nSuite.", "## 1. Simuler", "## 2. Conditionner"))
    made = readme_table.table(README, notebooks=tmp_path)
    rows = {r.split(" | ")[0].strip("| `"): r.split(" | ")[1:5] for r in made.splitlines()
            if r.startswith("| `notebooks/")}
    graded = {name: str(readme_table.graded(name)) for name in ("01_regles", "02_deduction")}  # the catalogue's
    assert rows["notebooks/01_regles.ipynb"] == ["Les règles", "2", "environ une heure", graded["01_regles"]]
    assert rows["notebooks/02_deduction.ipynb"] == ["La déduction", "1", "deux séances de 50 minutes",
                                                    graded["02_deduction"]]
    assert rows["notebooks/03_probabilites.ipynb"][:3] == [
        "Les probabilités", "2", "partie 1 : 55 min ; partie 2 : 2 × 55 min"]
    assert "la déduction en notation du lycée" in made  # the hand-written column is kept
    assert made != README


def test_a_header_without_duration_is_said_in_french(tmp_path):
    write(tmp_path, "01_regles.ipynb", notebook("# Les règles\n\nBienvenue.", "## 1. Le but"))
    with pytest.raises(readme_table.TableError, match="01_regles.ipynb : sa première cellule n'annonce pas de durée"):
        readme_table.table(README, notebooks=tmp_path)
    with pytest.raises(readme_table.TableError, match="n'a pas les deux marques"):
        readme_table.table("# README sans tableau\n", notebooks=tmp_path)


def test_a_short_row_or_a_notebook_without_text_is_said_in_french(tmp_path):
    write(tmp_path, "01_regles.ipynb", notebook("# Les règles\n\n| Partie | Durée |\n|---|---|\n| 1. Le but |\n"))
    with pytest.raises(readme_table.TableError, match=re.escape("01_regles.ipynb : la ligne « | 1. Le but | » du tableau")):
        readme_table.table(README, notebooks=tmp_path)
    write(tmp_path, "01_regles.ipynb", {"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    with pytest.raises(readme_table.TableError, match="01_regles.ipynb : il n'a aucune cellule de texte"):
        readme_table.table(README, notebooks=tmp_path)


def test_the_check_fails_on_an_old_table(tmp_path, monkeypatch, capsys):
    old = tmp_path / "README.md"
    old.write_text(README.replace("`notebooks/01_regles.ipynb` | ", "`notebooks/01_regles.ipynb` | un vieux titre | ", 1), encoding="utf-8")
    monkeypatch.setattr(readme_table, "README", old)
    assert readme_table.main(["--check"]) == 1
    assert "lancez python scripts/readme_table.py" in capsys.readouterr().err
    assert readme_table.main([]) == 0 and old.read_text(encoding="utf-8") == README


def test_no_notebook_is_still_announced_as_coming():
    for words in ("en préparation", "pas encore", "bientôt"):
        assert words not in README, words
    dev = (ROOT / "docs" / "DEVELOPPEMENT.md").read_text(encoding="utf-8")
    assert "en préparation" not in dev
