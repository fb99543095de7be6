"""The lite tests' own report: how long each kernel took to be ready, and where the time went, and
what the accessibility audits found (printed after the tests, even with ``-q``)."""

import sys
from pathlib import Path

import pytest

# the accessibility audit of the JupyterLab tests (tests/browser/audit.py), run here in JupyterLite too
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))

TIMINGS = pytest.StashKey[list]()


@pytest.fixture(scope="session")
def timings(pytestconfig):
    """A list of French lines, one per kernel started (see ``test_lite._open``)."""
    return pytestconfig.stash.setdefault(TIMINGS, [])


def pytest_terminal_summary(terminalreporter, config):
    from audit import FINDINGS, summary

    lines = config.stash.get(TIMINGS, [])
    if lines:
        terminalreporter.section("JupyterLite : démarrage des noyaux")
        for line in lines:
            terminalreporter.write_line(line)
    if FINDINGS:
        terminalreporter.section("Audit d'accessibilité (axe-core, WCAG 2.1 AA)")
        summary(terminalreporter.write_line)
