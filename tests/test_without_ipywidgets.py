"""Without ipywidgets (Capytale, Basthon, JupyterLite), every notebook runs top to bottom with no error,
and the plain stand-ins of the widgets (loveletter_teach.plain) do what the widgets' buttons do.

The notebooks run in a real kernel where ``import ipywidgets`` fails: a first cell, added before the
notebook's own, puts None in ``sys.modules["ipywidgets"]`` (what Python does for a module it must not
import), and a last cell checks that the package did fall back to its stand-ins.
"""

import os
from pathlib import Path

import pytest

from loveletter_teach import Game
from loveletter_teach.exercises import Session
from loveletter_teach import plain
from loveletter_teach.html import french_html

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("0*.ipynb"))

BLOCK = 'import sys; sys.modules["ipywidgets"] = None  # as in Basthon: ipywidgets cannot be imported'
PROOF = """\
try:
    import ipywidgets
except ImportError:
    pass
else:
    raise AssertionError("ipywidgets could be imported")
import loveletter_teach.widgets as w
assert not w.HAVE_IPYWIDGETS and w.PlayTable.__module__ == "loveletter_teach.plain", w.PlayTable
assert "ipywidgets.widgets" not in sys.modules
"""


def test_every_notebook_is_found():
    assert {"01_regles.ipynb", "02_deduction.ipynb"} <= {p.name for p in NOTEBOOKS}


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs_without_ipywidgets(path, tmp_path, monkeypatch):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_code_cell(BLOCK))
    nb.cells.append(nbformat.v4.new_code_cell(PROOF))
    # the kernel finds this checkout's package, and runs in an empty folder (no saved progress)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3", allow_errors=True,
                                     resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    errors = [(k, out.get("ename"), out.get("evalue")) for k, cell in enumerate(nb.cells) if cell.cell_type == "code"
              for out in cell.get("outputs", ()) if out.get("output_type") == "error"]
    assert errors == []
    shown = [out for cell in nb.cells if cell.cell_type == "code" for out in cell.get("outputs", ())
             if "text/html" in out.get("data", {})]
    assert shown  # the widgets' cells showed their stand-ins
    assert not any("application/vnd.jupyter.widget-view+json" in out.get("data", {}) for out in shown)


# --- the stand-ins themselves (they import no ipywidgets, so they are tested everywhere) ---------------
def test_an_exercise_shows_the_lines_that_answer_it():
    s = Session()
    ex = plain.ExerciseWidget("01.regles.paquet", session=s)
    html = ex._repr_html_()
    assert 'answer(&quot;01.regles.paquet&quot;, &quot;votre réponse&quot;)' in html
    assert "je_suis(&quot;votre prénom" in html  # no name yet: say how to give it
    s.set_learner("Camille")
    assert "je_suis(&quot;" not in ex._repr_html_()
    feedback = ex.answer("3")
    assert feedback.correct is False
    assert french_html(feedback.message) in ex._repr_html_()  # the last feedback is shown again


def test_an_exit_ticket_offers_no_hint_line():
    s = Session()
    s.set_learner("Camille")
    ticket = plain.QuizWidget(["03.ticket.esperance"], session=s, hints=False)
    assert "hint(" not in ticket.plain_text() and "answer(" in ticket.plain_text()
    assert "hint(" in plain.QuizWidget(["03.ticket.esperance"], session=s).plain_text()


def test_a_fixed_question_is_found_in_the_catalogue():
    from loveletter_teach.exercises import rules_question
    ex = plain.ExerciseWidget(rules_question("paquet"), session=Session())
    assert ex.exercise_id == "01.regles.paquet"


def test_a_question_outside_the_catalogue_keeps_its_own_attempt():
    from loveletter_teach.exercises import Question
    ex = plain.ExerciseWidget(Question("Combien font 1 + 1 ?", "number", 2), session=Session())
    assert ex.exercise_id is None and "q.answer" in ex._repr_html_()
    assert ex.answer("2").correct and ex.solved


def test_a_personal_question_waits_for_a_name_then_counts_in_the_quiz():
    s = Session()
    quiz = plain.QuizWidget(["01.perso.cartes", "01.regles.paquet"], title="Quiz", session=s)
    assert "relancez" in quiz._repr_html_() and "0 sur 2" in quiz.plain_text()
    s.set_learner("Yanis")
    card = quiz.items[0]
    answer = card.question.answer
    assert card.answer(str(answer)).correct
    assert "1 sur 2" in quiz._repr_html_()


def test_learner_field_and_progress():
    s = Session()
    assert "je_suis" in plain.LearnerField(session=s).plain_text()
    progress = plain.ProgressWidget(session=s, path="ma_progression.json")
    assert "save_progress(&quot;ma_progression.json&quot;)" in progress._repr_html_()
    s.set_learner("Inès")
    assert "Bonjour Inès" in plain.LearnerField(session=s)._repr_html_()
    assert "Inès" in progress._repr_html_()


def test_a_round_is_told_step_by_step():
    from loveletter_teach.exercises import bot_round
    r = bot_round("classique", 3, seed=7)
    viewer = plain.RoundViewer(r, seat=0)
    steps, _, last = viewer.steps()
    assert [k for k, _ in steps] == list(range(len(r.actions) + 1))
    assert sum(len(lines) for _, lines in steps) == len(last.narration()) == len(viewer.text.splitlines())
    assert viewer.text == "\n".join(r.narration(0))
    assert "Étape 1" in viewer._repr_html_()


def test_a_whole_game_is_played_with_jouer():
    table = plain.PlayTable("classique", 2, seat=0, seed=2026)
    assert plain.LAST_TABLE is table
    for _ in range(500):
        if table.game.over:
            break
        if table.observation().over:
            assert "manche_suivante()" in table._repr_html_()
            assert plain.manche_suivante() is table
        else:
            assert "1. " in table.plain_text()
            assert plain.jouer(len(table.legal_moves())) is table
            assert "Coup refusé" not in table.message
    assert table.game.over and "Partie terminée" in table._repr_html_()
    first = table.game
    table.manche_suivante()
    assert table.game is not first and table.game.seed == 2027


def test_jouer_explains_in_french():
    table = plain.PlayTable("classique", 2, seat=0, seed=2026)
    table.jouer(99)
    assert "pas de coup n° 99 : choisissez un numéro de 1 à 8" in table._repr_html_().replace("\u00a0", " ")
    table.jouer("Princesse")
    assert "Coup refusé" in table.message
    table.jouer("Garde", "Bob", "Prêtre")
    assert "Coup refusé" not in table.message and table.round.actions[0].guess.name == "Prêtre"
    table.conseil()
    assert "pas de coach" in table.message


def test_the_coach_and_the_probabilities():
    table = plain.PlayTable("classique", 2, seat=0, seed=2026, coach="déducteur")
    assert "conseil()" in table._repr_html_()
    assert "Le coach (" in table.conseil().message
    assert "Bob" in plain.probabilites().message


def test_the_stand_ins_take_the_widgets_arguments():
    """A notebook cell written for a widget builds its stand-in with the same arguments."""
    import inspect
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import exercise, explorer, learner, table, viewer
    pairs = [(viewer.RoundViewer, plain.RoundViewer), (table.PlayTable, plain.PlayTable),
             (exercise.ExerciseWidget, plain.ExerciseWidget), (exercise.QuizWidget, plain.QuizWidget),
             (learner.LearnerField, plain.LearnerField), (learner.ProgressWidget, plain.ProgressWidget),
             (explorer.ExplorerWidget, plain.ExplorerWidget)]
    for widget, stand_in in pairs:
        assert inspect.signature(widget) == inspect.signature(stand_in), widget.__name__
    assert Game  # the stand-ins play a Game, as the widget does


def test_the_explorer_stand_in_shows_the_panels_of_a_shared_position():
    from loveletter_teach.explorer import explore, position
    p = position("classique", ["Alice", "Bob", "Chloé"], viewer="Alice", hands=["Garde", None, None], seed=4)
    p = p.with_move(("Garde", "Bob", "Baron"), "raté")
    shown = plain.ExplorerWidget(code=p.code)
    assert str(explore(p)) in repr(shown) and "explore(p)" in repr(shown)
    assert explore(p)._repr_html_() in shown._repr_html_()


@pytest.mark.slow
def test_03_runs_without_matplotlib_and_draws_each_plot_as_svg():
    """The offline JupyterLite site has no matplotlib: each of 03's plot cells shows its figure as SVG,
    drawn by the package (tests/test_plots.py checks it is matplotlib's figure)."""
    nbclient = pytest.importorskip("nbclient")
    import xml.etree.ElementTree as ET
    import nbformat
    path = ROOT / "notebooks" / "03_probabilites.ipynb"
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_code_cell('import sys; sys.modules["matplotlib"] = None'))
    nbclient.NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    plots = [c for c in nb.cells if c.cell_type == "code" and "plt.show()" in c.source]
    assert len(plots) == 6
    for cell in plots:
        svgs = [o.data["image/svg+xml"] for o in cell.outputs if "image/svg+xml" in o.get("data", {})]
        assert len(svgs) == 1, cell.source[:80]
        assert ET.fromstring(svgs[0]).tag == "{http://www.w3.org/2000/svg}svg"


def test_the_move_list_says_the_learners_own_seat_as_the_widget_does():
    """Seat 1 of 3 (Bob) holds a Prince at its first turn: the move on itself reads « sur Bob
    (vous-même) », as the widget table's target menu says it, never a bare « sur Bob »."""
    table = plain.PlayTable("classique", 3, seat=1, seed=1)
    moves = table.plain_text().splitlines()[1:10]
    assert "8. Jouer le Prince sur Bob (vous-même)" in moves and "9. Jouer le Prince sur Chloé" in moves
    assert not [m for m in moves if m.endswith("sur Bob")]
    assert "sur Bob (vous-même)" in table._repr_html_()
    assert plain.jouer(8) is table and "Coup refusé" not in table.message
