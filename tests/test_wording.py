"""What the reviewer of notebook 03 found in the words of the questions, solutions and feedback."""

import re
from fractions import Fraction

import pytest

from loveletter_teach import fr
from loveletter_teach.exercises import Learner, build, check, families
from loveletter_teach.exercises.questions import Question

NAMES = [f"Élève{k}" for k in range(40)]


def variants(exercise_id, names=NAMES):
    return [build(exercise_id, Learner(name)) for name in names]


def test_comparing_values_does_not_call_them_probabilities():
    for q in variants("03.aleatoire.roi", NAMES[:8]):
        for _, words in q.compare_choices():
            assert "probabilités" not in words, words


def test_the_table_solution_agrees_in_number():
    for q in variants("03.conditionnel.tableau"):
        assert not re.search(r"(?<!\d)1 d'entre eux sont|(?<!\d)0 d'entre eux", q.explanation)  # 10 is fine
    assert fr.plural_form(families.conditional.WORDS["tableau"]["those"], 1) == "1 d'entre eux est"


def test_a_quotient_of_fractions_has_brackets():
    for q in variants("03.conditionnel.bayes", NAMES[:10]):
        assert not re.search(r"\d+/\d+ / \d+/\d+", q.explanation), q.explanation


def test_an_exact_value_is_written_with_equals_not_approximately():
    for q in variants("03.seconde.premier", NAMES[:10]):
        assert not re.search(r"p = 1/2 ≈", q.explanation) and not re.search(r"p = 1/3 = ", q.explanation)


def test_rounded_is_said_only_when_something_was_rounded():
    q = Question("P ?", "probability", Fraction(1, 10))
    assert "arrondi" not in check(q, "0,1").message and check(q, "0,1").correct
    q = Question("P ?", "probability", Fraction(1, 3))
    assert "arrondi" in check(q, "0,333").message and check(q, "0,333").correct


def test_typical_wrong_answers_are_named():
    for q in variants("03.conditionnel.univers", NAMES[:10]):
        before = next((v for v, _ in q.traps), None)
        if before is not None:
            feedback = check(q, f"{before.numerator}/{before.denominator}")
            assert not feedback.correct and "C'est P(B)" in feedback.message
    for q in variants("03.terminale.erreur", NAMES[:10]):
        n = int(re.search(r"n = (\d+) fois", q.prompt).group(1))
        k = int(re.search(r"diviser par (\d+)", q.prompt).group(1))
        feedback = check(q, str(n * k))
        assert not feedback.correct and f"multiplier n par {k}²" in feedback.message
        assert check(q, str(n * k * k)).correct


def test_the_chebyshev_prompt_says_p_is_known_and_the_bound_for_any_p_is_explained():
    for q in variants("03.terminale.tchebychev", NAMES[:10]):
        assert "p est connue" in q.prompt
        for value, message in q.traps:
            feedback = check(q, str(value))
            assert not feedback.correct and "pour tout p" in feedback.message
            assert value > q.answer


def test_the_learners_are_told_carnet_not_notebook():
    assert "notebook" not in fr.LEARNERS["no_learner"] and "en haut" not in fr.LEARNERS["no_learner"]
    assert "en haut" not in fr.FUNCTIONS["no_learner"]


# --- the words of fr.py and of every exercise family, scanned alike ------------------------------------------
WORD_MODULES = (fr, *families.SHARED, *families.MODULES)  # the interface's words, and each family's
TYPOGRAPHY = {  # what the package's HTML cannot repair (it turns « : » into a non-breaking space and « : »)
    "a space before « : ; ? »": re.compile(r"[A-Za-zÀ-ÿ]{2}([:;?])(?=\s|$)"),
    "a space inside « … »": re.compile(r"«(?! )|(?<! )»"),
    "one space between words": re.compile(r"[^ ]  [^ ]"),
    "no space before a full stop": re.compile(r"\w \.(\s|$)"),
    "elision (« qu'Alice », « d'un »)": re.compile(r"(?<!-)\b(que|de|le|la|ne|je|ce|se|lorsque|puisque)\s+"
                                                  r"(Alice|Emma|un|une|il|elle|on|ils|elles|est|en|y)\b"),
}


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for value in obj.values():
            yield from strings(value)
    elif isinstance(obj, (tuple, list)):
        for value in obj:
            yield from strings(value)


def words_of(module):
    """Every text of ``module``'s word tables (its upper-case dicts, tuples and strings)."""
    for name, value in vars(module).items():
        if name.isupper() and isinstance(value, (dict, tuple, str)):
            yield from strings(value)


def typography_faults(text):
    aligned = "\n" in text or ":<" in text or ":>" in text  # a code sample or a table: spaces align columns
    return [rule for rule, pattern in TYPOGRAPHY.items()
            if pattern.search(text) and not (aligned and rule == "one space between words")]


def test_the_typography_rules_catch_what_they_name():
    for bad in ("Réponse: 3", "Vrai ?« oui»", "deux  espaces", "fin .", "ce que Alice voit", "plus de un essai"):
        assert typography_faults(bad), bad
    for good in ("Réponse : 3", "« oui » ?", "C(n, k) = n! / (k! (n − k)!)", "copiez-le en entier",
                 "Ce qu'Alice voit"):
        assert not typography_faults(good), good


def test_every_word_module_follows_french_typography():
    faults = [(module.__name__, rule, text[:80]) for module in WORD_MODULES for text in words_of(module)
              for rule in typography_faults(text)]
    assert not faults, faults
    assert sum(1 for module in families.MODULES for _ in words_of(module)) > 50  # the families' words are scanned


@pytest.mark.slow
def test_every_template_of_a_family_is_filled_by_its_question():
    """A family's words hold no placeholder its question leaves unfilled (a « {n} » left in the text)."""
    for problem in families.PROBLEMS:
        for name in NAMES[:5]:
            q = build(problem.id, Learner(name))
            for text in (q.prompt, q.explanation, q.title, *q.hints, *(str(m) for _, m in q.traps)):
                assert not re.search(r"\{[a-z_0-9]*\}", text), (problem.id, text)


def test_a_percentage_is_never_split_from_its_sign():
    """« (14,3 %) » on one line: the package's HTML joins a number to « % » with a non-breaking
    space, and the notebooks' text is written so."""
    import json
    from pathlib import Path
    from loveletter_teach.html import NBSP, typography_html
    assert typography_html("soit (14,3 %) et 5 %.") == f"soit (14,3{NBSP}%) et 5{NBSP}%."
    assert typography_html("width:100%") == "width:100%"
    split = []
    for path in sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("0*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                split += [(path.name, m.group()) for m in re.finditer(r"\S*\d %\S*", "".join(cell["source"]))]
    assert split == []


def test_every_stored_output_with_the_notation_has_real_subscripts():
    """« P_A(B) », « x_i » typed with « _ »: an output of the notebooks that states them
    also has its HTML, where they are subscripts; the plain text is only for a terminal."""
    import json
    from pathlib import Path

    from loveletter_teach.html import _SUBSCRIPT
    checked = 0
    for path in sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                text = "".join(output.get("text", "")) + "".join(output.get("data", {}).get("text/plain", ""))
                if not _SUBSCRIPT.search(text):
                    continue
                html = "".join(output.get("data", {}).get("text/html", ""))
                checked += 1
                assert "<sub>" in html and not _SUBSCRIPT.search(re.sub(r"<[^>]+>", "", html)), \
                    f"{path.name}: {text[:80]!r}"
    assert checked >= 5  # the lesson's answers (P_A(B), the laws' x_i) are among them


def test_what_a_learner_reads_in_the_quiz_of_01():
    """No « .. » in a solution, no « répondre par sa lettre » above radio buttons, « un Garde » among several."""
    from loveletter_teach import fr
    from loveletter_teach.exercises import CATALOGUE, Exercise, Learner, build
    from loveletter_teach.exercises.families.rules import draw_probability_question
    import random
    for exercise_id in [i for i in CATALOGUE if i.startswith("01.")]:
        q = build(exercise_id, Learner("Camille"))
        assert ".." not in Exercise(q)._solution_text()
        if q.kind in ("choice", "card"):
            assert "lettre" not in q.instructions(widget=True) and "accents" not in q.instructions(widget=True)
    prompts = [draw_probability_question(random.Random(s)).prompt for s in range(40)]
    assert any("un Garde" in p for p in prompts) and not any("le Garde" in p for p in prompts)
    assert not any(ch in text for text in fr.WIDGETS.values() if isinstance(text, str) for ch in "⏮⏭")
