"""What a screen reader needs (WCAG 2.1 AA, and the RGAA that binds French public education), read
from the HTML the package writes: every output says it is French (lang="fr"); a data table has headers
(<th scope>), a table that only lays a drawing out says so (role="presentation") and the drawing is said
in words; a graph drawn as SVG has a French <title> and <desc> with its numbers; a message's kind is a
sign and a word, not a colour alone; the feedback of a widget is a live region (its browser test:
tests/browser/test_browser_live_region.py)."""

import importlib
import inspect
import pkgutil
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

import loveletter_teach
from loveletter_teach import Round, fr, svgplot
from loveletter_teach.exercises import Session
from loveletter_teach.exercises.answer_key import answer_key
from loveletter_teach.exercises.course import position_du_cours
from loveletter_teach.html import message_html
from loveletter_teach.probability import bayes_table, burned_table, card_counting, guard_advice, play_tree
from loveletter_teach.probability.trees import Tree
from loveletter_teach.probability.variables import card_value_law
from loveletter_teach.simulation import simulate

VOID = {"br", "hr", "img", "input", "meta", "wbr", "col", "link", "source"}


class Reader(HTMLParser):
    """The elements of a piece of HTML: each top-level element's attributes, and every table's."""

    def __init__(self, html):
        super().__init__()
        self.depth, self.top, self.tables, self.th = 0, [], [], []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if self.depth == 0:
            self.top.append((tag, attrs))
        if tag == "table":
            self.tables.append({"attrs": attrs, "th": 0})
        if tag == "th":
            self.th.append(attrs)
            if self.tables:
                self.tables[-1]["th"] += 1
        if tag not in VOID:
            self.depth += 1

    def handle_endtag(self, tag):
        if tag not in VOID:
            self.depth -= 1


def french_everywhere(html):
    """Every element at the top of ``html`` says lang="fr" (a widget's value, an output)."""
    return all(attrs.get("lang") == "fr" for _, attrs in Reader(html).top)


def package_modules():
    for info in pkgutil.walk_packages(loveletter_teach.__path__, "loveletter_teach."):
        if not info.name.endswith("__main__"):
            yield importlib.import_module(info.name)


def test_every_html_output_of_the_package_is_marked_french():
    """Each class with a ``_repr_html_`` has it decorated by html.french_output (lang="fr" on the output)."""
    found = {f"{cls.__module__}.{cls.__qualname__}" for module in package_modules()
             for _, cls in inspect.getmembers(module, inspect.isclass)
             if cls.__module__.startswith("loveletter_teach") and "_repr_html_" in vars(cls)
             and not getattr(vars(cls)["_repr_html_"], "french", False)}
    assert found == set()


def outputs():
    """A sample of the package's HTML outputs, by name."""
    debut = position_du_cours("premiere.debut")
    vue = position_du_cours("premiere.comtesse")
    bob = vue.names.index("Bob")
    return {"observation": debut._repr_html_(), "beliefs": card_counting(debut)._repr_html_(),
            "burned_table": burned_table(debut, "Bob")._repr_html_(),
            "play_tree": play_tree(vue, "Bob", compact=True)._repr_html_(),
            "bayes_table": bayes_table(vue, "Bob")._repr_html_(),
            "law": card_value_law(card_counting(vue).players[bob])._repr_html_(),
            "advice": guard_advice(Round.deal("classique", 2, seed=1).observation(0))._repr_html_(),
            "simulation": simulate(["hasard", "hasard"], rounds=20, progress=False)._repr_html_(),
            "answer_key": answer_key(["Léa"], notebook="03").html_page()}


@pytest.fixture(scope="module")
def shown():
    return outputs()


def test_every_output_sampled_is_french(shown):
    for name, html in shown.items():
        if name == "answer_key":
            assert html.startswith("<!DOCTYPE html><html lang='fr'>"), name
        else:
            assert french_everywhere(html), name


def test_a_data_table_has_headers_with_their_scope_and_a_layout_table_says_so(shown):
    for name, html in shown.items():
        read = Reader(html)
        for table in read.tables:
            assert table["attrs"].get("role") == "presentation" or table["th"], (name, table)
        assert all(th.get("scope") in ("col", "row") for th in read.th), name


def test_a_tree_is_said_in_words_with_every_weight_and_product():
    tree = Tree("Arbre", [("A", "1/3", Tree(children=[("B", "1/2"), ("B̄", "1/2")])), ("Ā", "2/3")])
    assert tree.description() == ["A puis B : P(A) = 1/3, P_A(B) = 1/2 ; P(A ∩ B) = 1/6.",
                                  "A puis B̄ : P(A) = 1/3, P_A(B̄) = 1/2 ; P(A ∩ B̄) = 1/6.",
                                  "Ā : P(Ā) = 2/3 ; P(Ā) = 2/3."]
    html = tree._repr_html_()
    assert "role='presentation'" in html and f"<summary style='cursor:pointer'>{fr.HTML['description']}</summary>" in html
    assert re.search(r"<details class='ll-description'[^>]*>", html) and "open" not in html  # closed: on demand
    blanked, _ = tree.with_blanks(lambda path, branch: branch.event == "A")
    assert blanked.description()[0].startswith("A puis B : P(A) = ? (a)")  # a blank stays blank


def test_a_graph_drawn_as_svg_has_a_french_title_and_a_description_with_its_numbers():
    plt = svgplot.PyPlot()
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([1, 2, 3], [0.5, 0.25, 0.125], "o-", label="fréquence")
    ax.plot(range(100), [k / 100 for k in range(100)], label="long")
    ax.axhline(0.2, label="p")
    ax.set_xlabel("n")
    ax.set_ylabel("f")
    svg = fig._repr_svg_()
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    title, desc = root.find(f"{ns}title"), root.find(f"{ns}desc")
    assert root.get("role") == "img" and root.get("lang") == "fr"
    assert root.get("aria-labelledby") == title.get("id") and root.get("aria-describedby") == desc.get("id")
    assert title.text == "F en fonction de n"
    assert "Courbe « fréquence » : (1 ; 0,5), (2 ; 0,25), (3 ; 0,125)." in desc.text
    assert "Courbe « long » : 100 points, x de 0 à 99, y entre 0 et 0,99 ; dernier point (99 ; 0,99)." in desc.text
    assert "Droite horizontale « p » : y = 0,2." in desc.text
    assert french_everywhere(fig.description()._repr_html_())  # what the notebook shows under the picture


@pytest.mark.parametrize("kind", ["ok", "error", "hint", "info"])
def test_a_message_says_its_kind_by_a_sign_and_a_word_not_by_its_colour_alone(kind):
    html = message_html("Texte", kind)
    sign, word = fr.HTML["kinds"][kind]
    assert french_everywhere(html) and f">{sign}</span>" in html and f">{word} : </span>" in html
    words = re.sub("<[^>]+>", "", html)
    others = {re.sub("<[^>]+>", "", message_html("Texte", k)) for k in fr.HTML["kinds"] if k != kind}
    assert words not in others  # without its styles, each kind still reads differently


def test_a_hidden_card_is_named_in_words():
    from loveletter_teach.html import hidden_card_html
    for size in ("tiny", "small", "large"):
        assert f"aria-label='{fr.HTML['hidden']}'" in hidden_card_html(size)


def test_every_html_value_of_the_widgets_is_french_and_their_feedback_is_live():
    widgets = pytest.importorskip("ipywidgets")
    from loveletter_teach.exercises import Question
    from loveletter_teach.widgets.common import LIVE, MARK_SCRIPT, reload_bundle
    from loveletter_teach.widgets.exercise import ExerciseWidget
    from loveletter_teach.widgets.learner import LearnerField
    from loveletter_teach.widgets.table import TableWidget
    session = Session()
    exercise = ExerciseWidget(Question("Combien font 1/2 + 1/6 ?", "fraction", "2/3", hints=("Un indice.",)),
                              session=session)
    exercise.answer.value = "1/8"
    exercise.check_button.click()
    exercise.hint_button.click()
    name = LearnerField(session=session)
    name.name.value = ""
    name.button.click()  # refused, in French
    table = TableWidget("classique", 2, seed=3)
    table.play_button.click()

    def html_values(widget):
        if isinstance(widget, widgets.HTML):
            yield widget
        for child in getattr(widget, "children", ()):
            yield from html_values(child)
    for widget in (exercise, name, table):
        for html in html_values(widget):
            assert french_everywhere(html.value), html.value[:120]
    assert all(LIVE in w._dom_classes for w in (exercise.feedback, exercise.hints, name.feedback, table.feedback,
                                                table.prompt))
    assert exercise.feedback.value and name.feedback.value  # something to read out
    assert f".{LIVE} > .widget-html-content" in MARK_SCRIPT and "'aria-live', 'polite'" in MARK_SCRIPT
    assert f"<script>{MARK_SCRIPT}</script>" in reload_bundle()["text/html"]
