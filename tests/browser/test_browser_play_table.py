"""A whole PlayTable round played in the browser, checking that nothing hidden reaches the page.

The test writes a scratch notebook with one table (its own seed, in the server's temporary folder),
plays the learner's turns with the table's own controls (card buttons, menus, « Jouer »), and at
every screen of the round checks the page's DOM and every kernel websocket frame captured since
the screen before: no name of a card the learner cannot know (see ``leaks.py``) may be there.
"""

import json
import os
from html import escape

import pytest

import audit
from jlab import Notebook
from leaks import excerpt, found, frame_text, good_seed, norm, play

pytestmark = pytest.mark.browser

EDITION, PLAYERS, FIRST_SEED = "classique", 3, 2026

# The page's text and every attribute value (URL-decoded), <select> menus apart (as lists of labels).
DOM_TEXT = r"""() => {
    const root = document.body.cloneNode(true);
    const menus = [];
    for (const s of root.querySelectorAll('select')) {
        menus.push([...s.querySelectorAll('option')].map(o => o.textContent));
        s.remove();
    }
    const parts = [];  // one text node at a time: textContent would glue « instant » and « Garde »
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) parts.push(walker.currentNode.nodeValue);
    for (const el of root.querySelectorAll('*'))
        for (const a of el.attributes) {
            let v = a.value;
            try { v = decodeURIComponent(v); } catch (e) {}
            parts.push(v);
        }
    return {text: parts.join('\n'), menus: menus};
}"""


def scratch_notebook(path, seed):
    source = ["from loveletter_teach.widgets import PlayTable\n",
              f"table = PlayTable({EDITION!r}, {PLAYERS}, seat=0, seed={seed})\n", "table"]
    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "id": "table", "metadata": {},
                           "outputs": [], "source": source}],
                "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                            "name": "python3"}, "language_info": {"name": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook, indent=1))


def dom_leaks(page, secret, edition):
    dom = page.evaluate(DOM_TEXT)
    every = [norm(f"{c.name} ({c.value})") for c in edition.cards]
    text = [dom["text"]] + ["\n".join(m) for m in dom["menus"] if [norm(o).strip() for o in m] != every]
    return found("\n".join(text), secret, edition), dom["text"]


def nbsp(label):
    return label.replace(" ", "\u00a0")  # ipywidgets shows menu labels with non-breaking spaces


def act(out, mirror, action):
    """Choose ``action`` with the table's controls in the browser, as the copy here does."""
    from loveletter_teach import fr

    W = fr.WIDGETS
    edition = mirror.game.edition
    index = mirror.hand_cards().index(edition.card(action.card))
    mirror.card.value = index
    out.locator(".widget-toggle-button", has_text=mirror.card.options[index][0]).click()
    if action.target is not None:
        label = next(label for label, seat in mirror.target.options if seat == action.target)
        out.locator(".widget-dropdown", has_text=W["target"]).locator("select").select_option(label=nbsp(label))
        mirror.target.value = action.target
    if action.guess is not None:
        label = next(label for label, name in mirror.guess.options if name == edition.card(action.guess).name)
        out.locator(".widget-dropdown", has_text=W["guess"]).locator("select").select_option(label=nbsp(label))
    out.get_by_role("button", name=W["play"], exact=True).click()
    mirror.play(action)


@pytest.fixture(scope="module")
def round_to_play():
    """The round of the chosen seed; LOVELETTER_TABLE_SEED=N plays seed N instead (to look at a round)."""
    if os.environ.get("LOVELETTER_TABLE_SEED"):
        seed = int(os.environ["LOVELETTER_TABLE_SEED"])
        return (seed, *play(EDITION, PLAYERS, seed))
    return good_seed(EDITION, PLAYERS, FIRST_SEED)


def test_a_whole_round_shows_no_hidden_card(context, lab, screenshots, round_to_play):
    from loveletter_teach import fr
    from loveletter_teach.widgets import PlayTable

    seed, _, moments = round_to_play
    edition = moments[0].edition
    scratch_notebook(lab.root / "scratch" / "table.ipynb", seed)
    frames = []

    def listen(page):
        def on_websocket(ws):
            if "/channels" in ws.url:  # the kernel's websocket
                ws.on("framereceived", lambda payload: frames.append(("received", payload)))
                ws.on("framesent", lambda payload: frames.append(("sent", payload)))
        page.on("websocket", on_websocket)

    notebook = Notebook(lab, context, "scratch/table.ipynb", workspace="w-table", on_page=listen)
    try:
        notebook.run_all()
        out = notebook.code_cell("PlayTable(").locator(".jp-OutputArea-output").first
        journal = out.locator("details", has_text=fr.HTML["journal"]).first.locator("ol > li")
        mirror = PlayTable(EDITION, PLAYERS, seat=0, seed=seed)
        leaks, seen_frames, mark, checked = [], 0, 0, {"burned": 0, "held": 0, "deck": 0}
        # the accessibility audit at the learner's turn nearest to the middle of the round
        turns = [k for k, moment in enumerate(moments) if moment.action is not None]
        middle = min(turns, key=lambda k: abs(k - len(moments) // 2))
        for k, moment in enumerate(moments):
            deadline = 300
            while journal.count() != len(moment.narration) and deadline:
                notebook.page.wait_for_timeout(100)
                deadline -= 1
            notebook.wait_done()
            shown = [" ".join(t.split()) for t in journal.all_text_contents()]
            assert shown == moment.narration, f"screen {k}: the browser's round is not the one played here"
            names, dom = dom_leaks(notebook.page, moment.secret, edition)
            leaks += [f"screen {k}: « {name} » in the DOM: {excerpt(dom, name, edition)}" for name in names]
            assert moment.narration[-1] in " ".join(dom.split())
            for direction, payload in frames[mark:]:
                text = frame_text(payload, edition)
                seen_frames += any(line in text for line in (moment.narration[-1], escape(moment.narration[-1])))
                for name in found(text, moment.secret, edition):
                    leaks.append(f"screen {k}: « {name} » in a frame {direction}: {excerpt(text, name, edition)}")
            mark = len(frames)
            checked["burned"] += moment.burned in moment.secret
            checked["held"] += bool(moment.opponents & moment.secret)
            checked["deck"] += bool(moment.deck & moment.secret)
            notebook.screenshot(screenshots, f"play-table-{k + 1:02d}", out)
            if k == middle:
                audit.check(notebook.page, f"the play table mid-round (screen {k + 1})",
                            wanted=[(audit.widget("button"), fr.WIDGETS["play"])])
            if moment.action is not None:
                act(out, mirror, moment.action)
        assert moments[-1].over and "Manche" in " ".join(out.text_content().split())
        # and at the end of the round: the summary, the bots' thoughts, « Manche suivante »
        audit.check(notebook.page, "the play table at the end of the round",
                    wanted=[(audit.widget("button"), fr.WIDGETS["next_round"])])
        assert seen_frames, "no websocket frame carried the table's journal: are the frames decoded?"
        assert not leaks, "\n".join(leaks)
        assert all(checked.values()), f"screens where each kind of hidden card was secret: {checked}"
        assert notebook.problems() == []
    finally:
        notebook.close()
