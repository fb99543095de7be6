"""HTML pictures of cards, editions, rounds and observations, without ipywidgets."""

import re
import html
import subprocess
import sys
from fractions import Fraction

import pytest

from loveletter_teach import CLASSIQUE, EDITION_2019, EDITIONS, Game, Play
from loveletter_teach import html as H
from loveletter_teach.exercises import scenario


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_every_card_is_drawn_with_value_name_and_effect(edition):
    ed = EDITIONS[edition]
    for card in ed.cards:
        picture = H.card_html(card, ed)
        assert card.name in picture and f">{card.value}<" in picture
        assert H.esc(ed.summary(card)) in picture
    assert len({H.colours(c) for c in ed.cards}) == len({c.value for c in ed.cards})


def test_edition_shows_every_card_with_its_count_and_the_rules():
    page = EDITION_2019._repr_html_()
    for card in EDITION_2019.cards:
        assert card.name in page and f"×{card.count}" in page
    assert "21 cartes en tout" in page and "tous les ex aequo gagnent" in page
    text = H.edition_text(CLASSIQUE)
    assert "1 Garde ×5" in text and "16 cartes en tout" in text


def test_card_repr_without_edition():
    assert "Princesse" in CLASSIQUE.card("princesse")._repr_html_()


def test_a_seat_sees_only_its_own_hand():
    r = scenario("classique", ["Garde", "Princesse"], ["Prêtre"], burned="Roi", face_up=["Servante", "Baron", "Baron"])
    mine, theirs, everything = r.observation(0)._repr_html_(), r.observation(1)._repr_html_(), r._repr_html_()
    assert "Princesse" not in mine and "Roi" not in mine
    assert "Princesse" in theirs and "Prêtre" not in theirs
    assert "Princesse" in everything and "Roi" in everything  # the burned card, omniscient only
    assert "Servante" in mine  # face-up cards are public
    assert "Pioche : 9 cartes" in mine  # 16 − 1 set aside − 3 face up − 2 dealt − 1 drawn
    assert "Point de vue d'Alice" in html.unescape(mine) and "Vue omnisciente" in everything


def test_discards_follow_visible_discards():
    ed = EDITION_2019.with_rules(visible_discards="last")
    r2 = scenario(ed, ["Servante", "Prêtre"], ["Garde", "Prince", "Baron"])
    r2.play(Play(ed.card("Garde"), 1, ed.card("Baron")))  # missed
    r2.play(Play(ed.card("Prince"), 1))  # Bob discards his Prêtre and draws
    obs = r2.observation(0)
    assert obs.table[0] == () and len(obs.discards[0]) == 1
    # Alice's Garde is face down now: the reminder is a choice, off by default (remembering is the point)
    assert "retournées" not in obs._repr_html_() and "retournées" in H.observation_html(obs, memory=True)
    assert "retournées" not in scenario("2019", ["Servante", "Prêtre"], ["Garde", "Prince", "Baron"],
                                        actions=[("Garde", 1, "Baron"), ("Prince", 1)])._repr_html_()


def test_tokens_result_and_escaping():
    game = Game("classique", 2, names=["<b>Ana</b>", "Léo"], seed=3)
    while not game.round.over:
        game.play(game.legal_actions()[0])
    page = H.observation_html(game.observation(0))
    assert "<b>Ana</b>" not in page and "&lt;b&gt;Ana&lt;/b&gt;" in page
    assert "pion Faveur" in page and "gagne la manche" in page and "manche terminée" in page


def test_message_box_escapes_unless_raw():
    assert "&lt;i&gt;" in H.message_html("<i>x</i>")
    assert "<i>x</i>" in H.message_html("<i>x</i>", raw=True)
    assert H.message_html("") == ""


def test_core_and_html_work_without_ipywidgets():
    code = ("import sys; sys.modules['ipywidgets'] = None\n"
            "import loveletter_teach, loveletter_teach.html, loveletter_teach.exercises\n"
            "r = loveletter_teach.Round.deal('2019', 3, 1); r._repr_html_()\n"
            "import loveletter_teach.widgets as w\n"
            "print(w.HAVE_IPYWIDGETS, w.PlayTable.__module__)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "loveletter_teach.plain"]  # the plain stand-ins (tests/test_without_ipywidgets.py)


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=list(EDITIONS))
def test_a_gap_in_the_values_is_explained(edition):
    """« valeurs 1 à 9 » with no 6 (16-cartes) says why, in the text and in the picture."""
    values = {c.value for c in edition.cards}
    for v in (v for v in range(min(values), max(values)) if v not in values):
        assert f"valeur {v}" in H.edition_text(edition) and f"valeur {v}" in H.edition_html(edition)


def test_a_spy_leaves_the_table_with_its_player():
    """Ruling 22: a Spy stays face up only while its player is still in the round."""
    ed = EDITION_2019.with_rules(visible_discards="last")
    r = scenario(ed, ["Espionne", "Garde", "Baron"], ["Prêtre", "Garde", "Garde"])
    spy = ed.card("Espionne")
    r.play(Play(spy))
    assert spy in r.observation(1).table[0]  # Alice is still in: her Spy still counts
    r.play(Play(ed.card("Garde"), 0, ed.card("Prêtre")))  # Bob's Guard hits: Alice is out
    table = r.observation(2).table
    assert spy not in table[0] and table[0] == (ed.card("Prêtre"),)  # her revealed card, the last one
    r.play(Play(ed.card("Garde"), 1, ed.card("Baron")))
    assert r.observation(2).table[0] == ()
    assert "Espionne" not in H.observation_html(r.observation(2)).split("Alice", 1)[1].split("Bob", 1)[0]


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=list(EDITIONS))
def test_edition_text_lines_are_short_and_cut_between_words(edition):
    text = H.edition_text(edition)
    assert max(len(line) for line in text.splitlines()) <= H.TEXT_WIDTH
    for card in edition.cards:  # each summary, once the lines are joined again, is whole
        assert " ".join(edition.summary(card).split()) in " ".join(text.split())


def test_french_typography_only_in_html():
    from loveletter_teach.exercises.questions import Feedback
    from loveletter_teach.html import french_html, message_html, typography_html
    text = "Bravo : « P_A(B) » vaut-il x_i ? Oui ; non ! je_suis(\"Camille\")"
    html = french_html(text)
    for mark in (":", ";", "?", "!", "»"):
        assert f" {mark}" not in html  # no line can start with the mark
    assert "« " not in html and "«\u00a0" in html and "\u202f?" in html and "\u00a0:" in html
    assert "P<sub>A</sub>(B)" in html and "x<sub>i</sub>" in html and "je_suis" in html
    assert "\u00a0:" in message_html("Réponse : 3") and "\u00a0:" in Feedback(True, "Réponse : 3")._repr_html_()
    assert str(Feedback(True, "Réponse : 3")) == "Réponse : 3"  # the plain text keeps its spaces
    assert typography_html("<b style='color:red'>a</b> :") == "<b style='color:red'>a</b>\u00a0:"


def test_show_writes_each_line_in_text_and_html_whatever_it_is_given():
    """show() keeps an object that draws itself (a tree, a formula): its text form must still print."""
    from loveletter_teach.html import show
    from loveletter_teach.probability.trees import Branch, Tree
    tree = Tree("Le tour", [Branch("A", Fraction(1, 3)), Branch("B", Fraction(2, 3))])
    shown = show("P_E(C) = 13/24", tree, Fraction(1, 2))
    assert repr(shown) == "\n".join(["P_E(C) = 13/24", str(tree), "1/2"])
    assert tree._repr_html_() in shown._repr_html_() and "P<sub>E</sub>(C)" in shown._repr_html_()


def test_a_barred_letter_is_drawn_with_a_real_overline_in_trees_and_text():
    """« P_Ā(B) » and « P_A(B) » look alike at 100 % zoom with a combining macron: the HTML draws an
    overline, keeps the barred letter for a screen reader, and the subscript holds the whole letter."""
    from loveletter_teach.exercises import build
    from loveletter_teach.html import french_html
    html = french_html("P_Ā(B) ; P(B̄)")
    assert html.count("text-decoration:overline") == 2 and html.startswith("P<sub><span")
    assert re.sub("<[^>]+>", "", html) == "P\u0100(B)\u202f; P(B\u0304)"  # the text itself is unchanged
    # « B̄ »: one bar only, the overline (the font's macron has no size)
    assert "B<span style='font-size:0'>\u0304</span></span>" in html
    tree = build("03.conditionnel.total", "Camille").figure
    if tree is not None and "Ā" in str(tree) or "̄" in str(tree):
        shown = tree._repr_html_()
        assert "text-decoration:overline" in shown
        bars = re.findall("\u0100|[^\\W\\d_]\u0304", re.sub("<[^>]+>", "", shown))
        assert bars and shown.count("text-decoration:overline'>") == len(bars)  # each one overlined


def _luminance(colour):
    digits = colour.lstrip("#")
    digits = "".join(c * 2 for c in digits) if len(digits) == 3 else digits
    channels = [int(digits[k:k + 2], 16) / 255 for k in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """The contrast ratio of two colours, as WCAG defines it (1:1 to 21:1)."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_every_text_colour_of_the_package_reads_at_4_5_to_1():
    """WCAG 1.4.3 (RGAA 3.2): a text's colour and its background differ by 4.5:1 at least. Every text colour
    the package writes (``color:#…``) on white, the badges' white text, and each card's colours (white on
    its band, the band's colour on its body); the grey #777 (4.48:1) and the Prince's orange were just
    under."""
    import re
    from pathlib import Path

    from loveletter_teach import html as H

    package = Path(H.__file__).parent
    written = {(m.group(1), path.name) for path in package.rglob("*.py")
               for m in re.finditer(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})\b", path.read_text("utf-8"))}
    badges = set(re.findall(r"_badge\(.*, \"(#[0-9a-fA-F]{6})\"\)", Path(H.__file__).read_text("utf-8")))
    assert len(written) > 10 and len(badges) >= 4
    low = [(c, where) for c, where in written if contrast(c, "#fff") < 4.5]
    low += [(c, "badge") for c in badges if contrast(c, "#fff") < 4.5]
    low += [(dark, light) for dark, light in H.PALETTE if min(contrast(dark, "#fff"), contrast(dark, light)) < 4.5]
    assert not low, low
