"""What a class does with the single-file build (dist/loveletter_teach.py), as one Python run.

Run by ``run_check.mjs`` in Pyodide under Node (where ipywidgets is absent, as in Basthon), and by
``tests/test_basthon.py`` in CPython too (with ``--block-ipywidgets``): both must print the same
lines, except the ``env:`` ones. The built file must be importable as ``loveletter_teach`` from the
current folder (``sys.path[0]``), and no other copy of the package may be importable.

Each line printed is ``name: value``; the last one is ``BASTHON OK``. Any failed check raises.
"""

import hashlib
import sys
from fractions import Fraction


def digest(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def main(block_ipywidgets=False):
    if block_ipywidgets:
        sys.modules["ipywidgets"] = None  # as in Basthon: ipywidgets cannot be imported
    print(f"env: Python {sys.version.split()[0]} on {sys.platform}")

    # --- the package comes from the single file, and every module imports --------------------------
    import loveletter_teach
    from loveletter_teach import EDITIONS, Round, get_edition
    assert loveletter_teach.__file__.endswith("loveletter_teach.py"), loveletter_teach.__file__
    assert loveletter_teach.__spec__.submodule_search_locations == loveletter_teach.__path__
    print(f"version: {loveletter_teach.__version__}")
    from loveletter_teach.probability import levels
    assert levels.__package__ == "loveletter_teach.probability" == levels.__spec__.parent
    assert levels.__file__.startswith(loveletter_teach.__file__), levels.__file__
    import importlib
    finder = sys.meta_path[0]
    assert type(finder).__name__ == "LoveletterTeachFinder", sys.meta_path
    names = [n for n in finder.names() if not n.startswith("loveletter_teach.widgets.") and not n.endswith(".__main__")]
    for name in names:  # left out: the ipywidgets views (they need it), and __main__ (it runs)
        importlib.import_module(name)
    print(f"modules imported: {len(names)}")

    # --- every edition ------------------------------------------------------------------------------
    for key in sorted(EDITIONS):
        edition = get_edition(key)
        round_ = Round.deal(key, 2, seed=3)
        assert sorted(round_.legal_actions()) == list(round_.legal_actions())
        print(f"edition {key}: {len(edition.deck)} cards, {len(round_.legal_actions())} legal plays")

    # --- a seeded round played by bots, with its French story ---------------------------------------
    from loveletter_teach.agents import play_until
    from loveletter_teach.bots import make_bot
    from loveletter_teach.probability import BeliefTracker, deduction
    round_ = Round.deal("2019", 3, seed=4, first_player=1)
    tracker = BeliefTracker(0)
    moves = play_until(round_, [None, make_bot("compteur", seed=1), make_bot("prudent", seed=2)])
    print(f"bots played: {moves} moves")
    print(f"narration: {round_.narration(0)[-1]}")
    beliefs = tracker.update(round_.observation(0))
    check_exact(beliefs)
    print(f"tracker: {str(beliefs).splitlines()[0]}")
    bots = [make_bot(name, seed=s) for s, name in enumerate(["déducteur", "hasard", "compteur"])]
    play_until(round_, bots)
    assert round_.over
    print(f"winners: {round_.result.winners}")

    # --- déduction: exact Fractions, as in the README ----------------------------------------------
    from loveletter_teach.probability import guard_advice
    round_ = Round.deal("classique", 2, seed=1)
    view = round_.observation(0)
    beliefs = deduction(view)
    check_exact(beliefs)
    assert beliefs.prob("Bob", "garde") == Fraction(3, 11), beliefs.prob("Bob", "garde")
    print(f"deduction: {str(beliefs).splitlines()[1]}")
    print(f"guard advice: {str(guard_advice(view)).splitlines()[0]}")

    # --- HTML displays (no ipywidgets needed) -------------------------------------------------------
    for label, shown in [("round", round_), ("beliefs", beliefs), ("edition", get_edition("2019")),
                         ("observation", view)]:
        html = shown._repr_html_()
        assert html.lstrip().startswith("<"), html[:40]
        print(f"html {label}: {len(html)} characters, sha256 {digest(html)}")

    # --- exercises: check(...), answer(...) ---------------------------------------------------------
    from loveletter_teach.exercises import Question, Session, answer, check, je_suis, question
    q = Question("Probabilité de tirer un Garde ?", "fraction", Fraction(5, 16))
    assert check(q, "10/32").correct and check(q, "31,25 %").correct and not check(q, "1/2").correct
    print(f"check: {check(q, '1/2').message}")
    je_suis("Camille")
    wrong = answer("01.regles.paquet", "1000")
    right = answer("01.regles.paquet", str(question("01.regles.paquet").answer))
    assert not wrong.correct and right.correct, (wrong, right)
    print(f"answer: {right.message.splitlines()[0]}")

    # --- without ipywidgets: the plain stand-ins ----------------------------------------------------
    try:
        import ipywidgets  # noqa: F401
    except ImportError:
        pass
    else:
        raise AssertionError("ipywidgets could be imported")
    from loveletter_teach import plain, widgets
    assert not widgets.HAVE_IPYWIDGETS and widgets.PlayTable is plain.PlayTable, widgets.PlayTable
    exercise = widgets.ExerciseWidget("01.regles.paquet", session=Session())
    assert "answer(&quot;01.regles.paquet&quot;" in exercise._repr_html_()
    table = widgets.PlayTable("classique", 2, seed=7)
    before = len(table.observation().events)
    played = plain.jouer(1)
    assert len(table.observation().events) > before
    print(f"plain table: {type(played).__name__}, {len(table._repr_html_())} characters of HTML")

    # --- the coach plays the same game in every Python (CPython 3.12 and later compensate float sums;
    # its decisions read none): seed 2032 gave another first advice in Pyodide before --------------
    moves = coached_moves(2032)
    print(f"coached game: {len(moves)} moves, sha256 {digest(' | '.join(moves))}")

    # --- simulations fall back to one process where processes are unavailable ---------------------
    from loveletter_teach.simulation import simulate
    result = simulate(["compteur", "hasard"], rounds=2000, seed=5, progress=False)
    print(f"simulation: wins over 2000 rounds {[row[:3] for row in result.wins_by_seat()]}")

    # --- errors in French ---------------------------------------------------------------------------
    from loveletter_teach import LoveLetterError
    try:
        get_edition("inconnue")
    except LoveLetterError as error:
        print(f"error: {error}")
    else:
        raise AssertionError("an unknown edition was accepted")
    print("BASTHON OK")


def coached_moves(seed):
    """The moves of a game at notebook 02's coached table, the learner playing the coach's advice
    (``tests/test_stats.py`` plays it too, with Python 3.12's float sum simulated)."""
    from loveletter_teach.table_model import TableModel
    table, moves = TableModel("classique", 2, seat=0, seed=seed, coach="stratège"), []
    while table.stage() != "game_over":
        if table.stage() == "round_over":
            table.next_round()
            continue
        action = table.coach.choose(table.observation())
        moves.append(str(action))
        table.play(action)
    return moves


def check_exact(beliefs):
    assert beliefs.status == "exact", beliefs.status
    for label, dist in beliefs.rows():
        assert all(isinstance(p, Fraction) for p in dist.values()), label
        assert sum(dist.values()) == 1, (label, sum(dist.values()))


if __name__ == "__main__":
    main(block_ipywidgets="--block-ipywidgets" in sys.argv)
