"""The saved equilibrium of ``benchmarks/cfr_reference.py`` belongs to the model's tree and is one.

The strategy file lists one probability vector per information set, in the order the tree meets
them, with a digest of their keys: a change of the model (``benchmarks/cfr_model.py``) that changes
the information sets makes the file unreadable here. Its exploitability is computed again exactly
(a best response for each player) and must stay as small as benchmarks/README.md says; a uniform
strategy, far from an equilibrium, must be measured as such.
"""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
SPEC = importlib.util.spec_from_file_location("cfr_reference", ROOT / "benchmarks" / "cfr_reference.py")
ref = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(ref)


def test_saved_strategy_is_an_equilibrium_of_the_model():
    tree = ref.Tree(ref.Rules(ref.DECK))
    strategy, meta = ref.load(tree)
    assert len(strategy) == len(tree.keys) == meta["infosets"]
    b0, b1, e = ref.exploitability(tree, strategy)
    v = ref.game_value(tree, strategy)
    assert b0 >= v - 1e-9 and b1 >= -v - 1e-9  # a best response never does worse than the strategy itself
    assert 0 <= e < 2e-4
    uniform = [[1 / len(a)] * len(a) for a in tree.actions]
    assert ref.exploitability(tree, uniform)[2] > 0.3
