"""``benchmarks/search_strength.py --a2-options``: a second A variant on the same deals, and the paired
difference A − A2 (cheap bots, a few deals)."""

import importlib.util
import io
from contextlib import redirect_stdout
from pathlib import Path

from loveletter_teach.stats import mean_interval

ROOT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("search_strength", ROOT / "benchmarks" / "search_strength.py")
search_strength = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(search_strength)

ARGS = ["--edition", "classique", "--deals", "30", "--check", "10", "--seed", "7", "--a", "hasard",
        "--b", "compteur"]


def output(argv):
    out = io.StringIO()
    with redirect_stdout(out):
        assert search_strength.main(argv) == 0
    return out.getvalue()


def rows(text):
    """The table rows without their last column (CPU time, which varies)."""
    return [line.rsplit("|", 2)[0] for line in text.splitlines() if line.startswith("|")]


def test_each_variant_scores_as_it_would_alone_and_the_difference_is_paired():
    variants = [("hasard", {}), ("déducteur", {})]
    progress = io.StringIO()
    scores, _ = search_strength.run(variants, "compteur", {}, "classique", 30, seed=7, check=10, out=progress)
    assert progress.getvalue().count(" ; A2 ") == 3
    for variant, pairs in zip(variants, scores):
        alone, _ = search_strength.run([variant], "compteur", {}, "classique", 30, seed=7, out=io.StringIO())
        assert alone[0] == pairs
    diff = search_strength.differences(scores)
    assert abs(mean_interval(diff)[0] - (mean_interval(scores[0])[0] - mean_interval(scores[1])[0])) < 1e-12
    assert scores[0] != scores[1]


def test_the_output_is_deterministic_and_unchanged_without_a2():
    single, paired = output(ARGS), output(ARGS + ["--a2", "déducteur"])
    assert rows(output(ARGS + ["--a2", "déducteur"])) == rows(paired)
    assert len(rows(single)) == 1 and rows(paired)[0] == rows(single)[0]
    a, a2, diff = (row.split("|")[5].split()[0].replace(",", ".") for row in rows(paired))
    assert "écart apparié A − A2" in rows(paired)[2]
    assert abs(float(a) - float(a2) - float(diff)) < 0.16  # each printed to 0.1
