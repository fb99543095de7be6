"""No cell a class sees gives away a hidden card (issue 21, item 1).

A student-facing code cell of 01, 02 or 03 that spells out a deal (``scenario(...)``,
``Round.from_hands``, ``Round.from_deck``: the hidden hands and the deck written in the cell) must not
be followed, within its section, by a question or a computation about that position's hidden cards
(the projected code would answer it): such a position is named in the package
(``position_du_cours``, :mod:`loveletter_teach.exercises.course`) and the cell receives only its
viewer's observation. Allowed: an omniscient view (a ``RoundViewer`` in a section whose text says that
it shows everything, « omniscient ») and the explorer, where the learner builds the position."""

import json
import re
from pathlib import Path

import pytest

from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises.course import COURSE, course_round, position_du_cours

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ("01_regles", "02_deduction", "03_probabilites")
DEAL = re.compile(r"\bscenario\(|Round\.from_hands\(|Round\.from_deck\(")
ASKED = re.compile(r"\bprob\(|card_counting\(|deduction\(|bayes_table\(|play_tree\(|burned_table\(|monte_carlo\("
                   r"|probabilit|\bP\(|P<sub>|Question à la classe")
ALLOWED = re.compile(r"\bexplore\(|ExplorerWidget\(|\bPosition\(")


def sections(name):
    """[(heading text, [cells])] of a notebook, cut at each markdown heading."""
    cells = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    found, current = [], []
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and re.match(r"#{1,3} ", source):
            found.append(current)
            current = []
        current.append((cell["cell_type"], source))
    return found + [current]


def spoilers(name):
    """The code cells that spell out a deal whose hidden cards their section then asks about."""
    bad, omniscient = [], False
    for cells in sections(name):
        text = " ".join(s for kind, s in cells if kind == "markdown")
        omniscient = omniscient or "omniscient" in text
        for k, (kind, source) in enumerate(cells):
            if kind != "code" or not DEAL.search(source) or ALLOWED.search(source):
                continue
            if "RoundViewer(" in source and omniscient:
                continue  # the omniscient view, said to be one
            after = " ".join(s for _, s in cells[k:])
            if ASKED.search(after):
                bad.append(source.splitlines()[1] if "\n" in source else source)
    return bad


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_no_code_cell_spells_out_the_hidden_cards_of_a_position_it_asks_about(name):
    assert spoilers(name) == []


def test_the_check_finds_the_spoiler_of_the_old_lesson():
    """The issue's cell: Bob's hidden Prince on the projector, then « sachant E, Bob avait-il le Prince ? »."""
    old = 'manche = scenario("classique", ["Garde", "Prince"], ["Baron", "Comtesse", "Roi"])\nmanche'
    assert DEAL.search(old) and ASKED.search("> **Question à la classe.** Avec quelle probabilité")


def test_a_course_position_is_its_viewers_observation_and_nothing_else():
    for name in COURSE:
        obs = position_du_cours(name)
        whole = course_round(name)
        assert obs == whole.observation(COURSE[name].viewer)
        assert obs.deck is None and obs.burned is None
        assert all(hand is None for seat, hand in enumerate(obs.hands) if seat != obs.seat)
    with pytest.raises(LoveLetterError, match="Les positions du cours"):
        position_du_cours("premiere.inconnue")
