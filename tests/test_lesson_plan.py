"""The 55-minute Première lesson: the teacher's guide's minute plan and the headers of
notebook 03's Première part agree, the minutes follow one another from 0 to 55, both give the same
prerequisites, each sitting's exit ticket shows its own questions only, and the short path skips no part
that holds a graded question it asks."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDE = (ROOT / "docs" / "guide_enseignant.md").read_text(encoding="utf-8")
CELLS = json.loads((ROOT / "notebooks" / "03_probabilites.ipynb").read_text(encoding="utf-8"))["cells"]
SOURCES = ["".join(c["source"]) for c in CELLS]
START = next(i for i, s in enumerate(SOURCES) if s.startswith("## 2. ") and "(Première)" in s)
END = next(i for i, s in enumerate(SOURCES) if s.startswith("### Ce qu'il faut retenir (Première)"))
PART = SOURCES[START:END]
SECOND = next(i for i, s in enumerate(PART) if s.startswith("### Séance 2"))


def plain(text):
    return re.sub(r"\s+", " ", re.sub(r"[*`]", "", text.replace("\xa0", " "))).strip()


def guide_tables():
    """The minute rows (start, end, first cell) of the guide's two lesson tables."""
    section = GUIDE[GUIDE.index("## Une séance de 55 minutes en Première"):GUIDE.index("## Donner à chaque élève")]
    tables = re.findall(r"\| Minutes \|.*?\n\|---.*?\n((?:\|.*\n)+)", section)
    return [[(int(a), int(b), cell) for a, b, cell in re.findall(r"^\| (\d+) – (\d+) \| ([^|]*)\|", t, re.MULTILINE)]
            for t in tables]


def notebook_minutes(sources):
    return [(int(a), int(b)) for s in sources for line in s.splitlines() if line.startswith("### ")
            for a, b in re.findall(r"\(minutes (\d+) à (\d+)", line)]


def test_each_sitting_goes_from_minute_0_to_55_without_a_gap():
    tables = guide_tables()
    assert len(tables) == 2
    for rows in tables:
        assert rows[0][0] == 0 and rows[-1][1] == 55
        assert all(a[1] == b[0] for a, b in zip(rows, rows[1:])), rows


def test_the_notebook_headers_carry_the_guides_minutes():
    first, second = guide_tables()
    assert notebook_minutes(PART[:SECOND]) == [(a, b) for a, b, _ in first[1:]]  # minutes 0 to 3: the rules
    assert notebook_minutes(PART[SECOND:]) == [(a, b) for a, b, _ in second]
    opens = int(re.search(r"ils ouvrent le carnet à la\s+minute (\d+)", GUIDE).group(1))
    assert opens == next(a for a, _, cell in first if "ouvre le carnet" in cell)
    assert "minutes 0 à 26" in plain(PART[0]) and "minutes 26 à 50" in plain(PART[0])


def test_the_individual_block_and_the_ticket_have_the_measured_time():
    first, _ = guide_tables()
    alone = next(b - a for a, b, cell in first if "ouvre le carnet" in cell)
    ticket = next(b - a for a, b, cell in first if "Ticket de sortie" in cell)
    assert 20 <= alone <= 25 and ticket >= 4


def test_the_guide_and_the_notebook_give_the_same_prerequisites():
    row = re.search(r"^\| Prérequis \| (les règles du jeu[^|]*)\|", GUIDE, re.MULTILINE).group(1)
    header = re.search(r"\*\*Prérequis\*\*\s*:\s*(.*?)\n\n", PART[0], re.DOTALL).group(1)
    assert plain(row).rstrip(".") == plain(header).rstrip(".")


def quizzes(sources):
    """The exercise ids of each QuizWidget cell, in order."""
    return [re.findall(r'"(03\.[a-z_]+\.[a-z_]+)"', s) for s in sources if "QuizWidget(" in s]


def test_each_exit_ticket_shows_its_own_sittings_questions_only():
    first, second = quizzes(PART[:SECOND]), quizzes(PART[SECOND:])
    assert first[-1] == ["03.ticket.sachant", "03.ticket.independance"]
    assert second[-1] == ["03.ticket.esperance"]
    assert "exercise_ids(\"03\", \"ticket\")" not in "".join(PART)


def test_the_exit_tickets_offer_no_hint_and_the_guide_says_so():
    """The ticket is done « seul, sans aide »: its quizzes have no « Indice » button."""
    tickets = [s for s in PART if "QuizWidget(" in s and "03.ticket." in s]
    assert len(tickets) == 2 and all("hints=False" in s for s in tickets)
    assert all("hints=False" not in s for s in PART if "QuizWidget(" in s and "03.ticket." not in s)
    assert "le ticket n'a pas de bouton « Indice »" in GUIDE


def test_the_short_path_skips_part_5_and_only_its_graded_question():
    first = quizzes(PART[:SECOND])
    assert ["03.conditionnel.bayes"] in first  # alone, so that the short path leaves it
    others = [e for ids in first for e in ids if e != "03.conditionnel.bayes" and ".ticket." not in e]
    assert sorted(others) == sorted(f"03.conditionnel.{n}" for n in
                                    ("univers", "tableau", "independance", "produit", "total", "confusion"))
    short = GUIDE[GUIDE.index("**Le parcours court**"):]
    short = short[:short.index("\n\n")]
    assert "passez la partie 2.5" in short and "`03.conditionnel.bayes`" in short
    assert "le parcours court passe cette partie" in next(s for s in PART if "### 2.5 Bob joue la Comtesse" in s)
