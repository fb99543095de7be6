"""The accessibility audit: axe-core run inside a page a browser test already has open.

The rules are WCAG 2.0 and 2.1, levels A and AA (axe's tags wcag2a, wcag2aa, wcag21a, wcag21aa): the
reference of the RGAA, which binds French public education. axe-core comes from npm, pinned by
``package.json`` and ``package-lock.json`` in this folder (``make test`` runs ``npm ci`` here); the
test injects its file into the page (``page.add_script_tag``), no CDN.

The scope is what the package draws: in JupyterLab and JupyterLite every output area of a cell (each
cell of the notebooks calls the package; its widgets carry the class ``ll-widget``); a page of the
package's own (the answer key, the class report) whole. A critical or serious violation in scope fails
the test. JupyterLab's own, outside the scope, are listed after the tests, as information
(``summary``, called by the conftests' ``pytest_terminal_summary``).
"""

import os
import time
from pathlib import Path

AXE = Path(__file__).resolve().parent / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
FAILING = ("critical", "serious")
OUTPUTS = ".jp-OutputArea-output"
WIDGET = "ll-widget"  # the class of each of the package's widgets (widgets.common.Guided)
REQUIRED = os.environ.get("LOVELETTER_BROWSER", "").strip().lower() == "required" \
    or os.environ.get("LOVELETTER_LITE", "").strip().lower() == "required"
FINDINGS = []  # (where, what axe found), in the order of the audits, for the summary

# axe's violations split into those in scope and the others, each rule with its nodes' worst impact;
# ``wanted``: [selector, text] pairs, each found in scope or not (an empty scope cannot pass)
RUN = r"""async ([tags, scope, wanted]) => {
  const rank = {minor: 1, moderate: 2, serious: 3, critical: 4};
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                          resultTypes: ['violations'], elementRef: true});
  const areas = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
  const inScope = (el) => !scope || !!(el && el.closest && el.closest(scope));
  const split = {inside: [], outside: [], areas: areas.length};
  for (const v of result.violations) {
    for (const side of ['inside', 'outside']) {
      const nodes = v.nodes.filter((n) => inScope(n.element) === (side === 'inside'));
      if (!nodes.length) continue;
      const impact = nodes.map((n) => n.impact || v.impact).sort((a, b) => rank[b] - rank[a])[0];
      split[side].push({id: v.id, impact, help: v.help, count: nodes.length,
                        nodes: nodes.slice(0, 3).map((n) => ({target: n.target.join(' '),
                                                              html: n.html.slice(0, 160)}))});
    }
  }
  split.found = wanted.map(([selector, text]) => areas.some(
    (a) => [...a.querySelectorAll(selector)].some((e) => e.textContent.includes(text))));
  return split;
}"""


def widget(selector):
    """``selector`` inside one of the package's widgets (what the audit expects to find in its scope)."""
    return f".{WIDGET} {selector}"


def inject(page):
    """axe-core in ``page``, once (a missing ``npm ci``: a failure under ``make test``, else a skip)."""
    import pytest

    if not AXE.is_file():
        reason = f"axe-core is missing ({AXE}): make axe (npm ci in tests/browser)"
        if REQUIRED:
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))


def audit(page, where, scope=OUTPUTS, wanted=()):
    """Run axe in ``page``; returns and keeps (for the summary) what it found, split by scope."""
    start = time.monotonic()
    inject(page)
    found = page.evaluate(RUN, [TAGS, scope, [list(w) for w in wanted]])
    found["seconds"] = time.monotonic() - start
    FINDINGS.append((where, found))
    return found


def check(page, where, scope=OUTPUTS, wanted=()):
    """Audit ``page``: the scope holds each ``wanted`` (selector, text), and no critical or serious
    violation is in it."""
    found = audit(page, where, scope, wanted)
    assert found["areas"], f"{where}: nothing to audit ({scope} is not in the page)"
    missing = [text for (_, text), ok in zip(wanted, found["found"]) if not ok]
    assert not missing, f"{where}: the audit's scope lacks {missing}: is it the right scope?"
    failing = [v for v in found["inside"] if v["impact"] in FAILING]
    assert not failing, f"{where}: WCAG violations in the package's output:\n" + "\n".join(
        _lines(failing))


def _lines(violations, examples=3):
    """Each rule, its worst impact and its number of nodes, then the first ``examples`` nodes."""
    for v in violations:
        yield f"  {v['id']} ({v['impact']}, {v['count']} node{'s' * (v['count'] > 1)}): {v['help']}"
        for node in v["nodes"][:examples]:
            yield f"      {node['target']}  {node['html']}"


def summary(write_line):
    """Each audit's findings: the package's (in scope), then the page's own (information only), and
    the time the audits took."""
    for where, found in FINDINGS:
        inside, outside = found["inside"], found["outside"]
        write_line(f"{where}: {sum(v['count'] for v in inside)} node(s) in scope, "
                   f"{sum(v['count'] for v in outside)} outside ({found['seconds']:.1f} s)")
        for line in _lines(inside, examples=1):
            write_line("  package:" + line)
        for line in _lines(outside, examples=1):
            write_line("  page (JupyterLab, information):" + line)
    write_line(f"{len(FINDINGS)} audits in {sum(found['seconds'] for _, found in FINDINGS):.0f} s")
