"""The lite tests' own report: how long each kernel took to be ready, and where the time went
(printed after the tests, even with ``-q``)."""

import pytest

TIMINGS = pytest.StashKey[list]()


@pytest.fixture(scope="session")
def timings(pytestconfig):
    """A list of French lines, one per kernel started (see ``test_lite._open``)."""
    return pytestconfig.stash.setdefault(TIMINGS, [])


def pytest_terminal_summary(terminalreporter, config):
    lines = config.stash.get(TIMINGS, [])
    if lines:
        terminalreporter.section("JupyterLite : démarrage des noyaux")
        for line in lines:
            terminalreporter.write_line(line)
