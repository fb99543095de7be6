"""Simulations: seeded and reproducible bit for bit, the same in parallel and in one process,
French tables, and a few known facts checked on small runs."""

import io
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor

import pytest

from loveletter_teach import LoveLetterError, define_edition
from loveletter_teach.simulation import (SimulationResult, _TextBar, mean_interval, simulate, unit_seed, versus,
                                         wilson)


def test_wilson_and_mean_intervals():
    assert [round(x, 4) for x in wilson(65, 100)] == [0.5525, 0.7364]
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 50)
    assert low == pytest.approx(0, abs=1e-12) and 0 < high < 0.1
    assert mean_interval([2, 4, 6]) == pytest.approx((4.0, 4 - 1.96 * 2 / 3 ** 0.5, 4 + 1.96 * 2 / 3 ** 0.5), rel=1e-3)


def test_unit_seeds_depend_only_on_the_master_seed_and_the_index():
    assert unit_seed(1, 5) == unit_seed(1, 5)
    assert len({unit_seed(1, i) for i in range(100)} | {unit_seed(2, 0)}) == 101


def test_same_seed_same_results():
    a = simulate(["compteur", "hasard", "prudent"], "2019", rounds=60, seed=3, progress=False)
    b = simulate(["compteur", "hasard", "prudent"], "2019", rounds=60, seed=3, progress=False)
    c = simulate(["compteur", "hasard", "prudent"], "2019", rounds=60, seed=4, progress=False)
    assert a.records == b.records and str(a) == str(b)
    assert a.records != c.records


def test_parallel_and_sequential_runs_are_identical():
    mini = define_edition("mini", [("Garde", 1, 4, "guess"), ("Baron", 3, 3, "compare"),
                                   ("Princesse", 8, 1, "lose_if_discarded", True)], face_up_two_players=0)
    cases = [(["déducteur", "compteur"], "classique", 60), (["stratège", "hasard", "hasard"], "2019", 6),
             (["compteur", "prudent"], mini, 50)]
    options = {"stratège": {"playouts": 16}}
    with ProcessPoolExecutor(2) as pool:
        for bots, edition, rounds in cases:
            sequential = simulate(bots, edition, rounds, seed=9, progress=False, executor=False, options=options)
            parallel = simulate(bots, edition, rounds, seed=9, progress=False, executor=pool, chunk_size=7,
                                options=options)
            assert parallel.records == sequential.records
            assert str(parallel) == str(sequential) and parallel.data() == sequential.data()


def test_games():
    res = simulate(["compteur", "hasard"], "classique", rounds=6, seed=1, games=True, progress=False)
    assert res.games and all(len(r[0]) >= 1 for r in res.records)
    assert res.mean_length()[0] >= 7  # at least 7 rounds to win 7 tokens
    assert "parties" in str(res) and "Durée moyenne d'une partie" in str(res)


def test_tables_in_french():
    res = versus("compteur", "hasard", "classique", 4, rounds=40, seed=2, progress=False)
    text, page, data = str(res), res._repr_html_(), res.data()
    assert "Victoires du joueur 1 (compteur)" in text and "Victoires de compteur (joueurs 1, 3)" in text
    assert "Intervalle de confiance à 95 %" in text and "<table>" in page and "premier joueur" in page
    assert data["count"] == 40 and data["bots"] == ["compteur", "hasard", "compteur", "hasard"]
    assert sum(row["wins"] for row in data["wins_by_seat"]) == pytest.approx(40)
    assert isinstance(res, SimulationResult) and repr(res).startswith("<SimulationResult")


def test_progress_bars_and_errors():
    out = io.StringIO()
    bar = _TextBar(10, "manches", stream=out)
    bar.update(5)
    bar.close()
    assert "5/10" in out.getvalue() and "#" * 15 in out.getvalue()
    simulate(["hasard", "hasard"], rounds=3, progress=True)  # tqdm or the text bar, without error
    with pytest.raises(LoveLetterError, match="entier positif"):
        simulate(["hasard", "hasard"], rounds=0)


def test_first_player_advantage_of_random_play():
    """In random play at two players the first player wins a little more than half the rounds."""
    res = simulate(["hasard", "hasard"], "classique", rounds=3000, seed=1, progress=False)
    rate, low, high, fair = res.first_player()
    assert fair == 0.5 and 0.48 < rate < 0.62 and low < rate < high


def test_compteur_beats_hasard():
    res = versus("compteur", "hasard", "classique", 2, rounds=400, seed=5, progress=False)
    bot, seats, wins, rate, low, high = res.wins_by_bot()[0]
    assert bot == "compteur" and low > 0.55


def test_simulation_and_exercises_work_without_tqdm_and_matplotlib():
    code = ("import sys; sys.modules['tqdm'] = sys.modules['matplotlib'] = None\n"
            "import loveletter_teach.exercises as e, loveletter_teach.simulation as s\n"
            "res = s.simulate(['hasard', 'compteur'], rounds=3, seed=1, progress=True)\n"
            "print(res.rounds, e.bot_round('classique', 2, 1).over, e.rules_quiz()[0].prompt != '')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["3", "True", "True"] and "3/3" in done.stderr  # the text bar
