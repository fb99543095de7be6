"""A tournament run on a dask.distributed cluster gives the same results, bit for bit, as one process.

``simulate(..., executor=...)`` takes any ``concurrent.futures.Executor``; a dask cluster's is
``client.get_executor()``. Here the cluster is a ``LocalCluster(processes=False)`` (its workers are
threads of this process talking through dask's in-process transport: no port is opened); on a real cluster
the same call spreads the rounds over machines.

Without ``distributed`` (the ``test`` extra installs it) the test is skipped, unless
``LOVELETTER_REQUIRE_DISTRIBUTED=1`` (``make test`` sets it): then it fails.
"""

import os

import pytest

from loveletter_teach import define_edition
from loveletter_teach.simulation import simulate


def _distributed():
    try:
        import distributed
    except ImportError as error:
        if os.environ.get("LOVELETTER_REQUIRE_DISTRIBUTED") == "1":
            pytest.fail(f"LOVELETTER_REQUIRE_DISTRIBUTED=1 but dask.distributed cannot be imported ({error}); "
                        "install the test extra: pip install -e '.[test]'")
        pytest.skip("dask.distributed is not installed (pip install -e '.[test]' installs it)")
    return distributed


@pytest.fixture(scope="module")
def dask_client():
    distributed = _distributed()
    cluster = distributed.LocalCluster(processes=False, n_workers=2, threads_per_worker=1,
                                       dashboard_address=None)
    client = distributed.Client(cluster)
    try:
        yield client
    finally:
        client.close()
        cluster.close()


def test_a_tournament_on_a_dask_cluster_is_the_tournament_of_one_process(dask_client):
    mini = define_edition("mini", [("Garde", 1, 4, "guess"), ("Baron", 3, 3, "compare"),
                                   ("Princesse", 8, 1, "lose_if_discarded", True)], face_up_two_players=0)
    cases = [(["compteur", "hasard"], "classique", 400, False), (["déducteur", "prudent", "hasard"], "2019", 60, False),
             (["compteur", "prudent"], mini, 200, False), (["compteur", "hasard"], "classique", 12, True)]
    executor = dask_client.get_executor()
    for bots, edition, rounds, games in cases:
        alone = simulate(bots, edition, rounds, seed=11, games=games, progress=False, executor=False)
        with _distributed().get_task_stream(dask_client) as stream:
            spread = simulate(bots, edition, rounds, seed=11, games=games, progress=False, executor=executor,
                              chunk_size=17)
        assert spread.records == alone.records, (bots, edition)
        assert spread.data() == alone.data() and str(spread) == str(alone)
        # every piece was run by the cluster's workers, not by this thread
        ran = [task for task in stream.data if task["key"].startswith("_run_chunk")]
        assert len(ran) == -(-rounds // 17)
