"""Independence questions grade what they ask: one try is the value and the verdict
together, right only if both are; the exit ticket is on the classic deck; the older versions still grade
the hand-ins made on them."""

import json
from fractions import Fraction

import pytest

from loveletter_teach.classe import ClassReport
from loveletter_teach.exercises import Exercise, Learner, Question, build, check
from loveletter_teach.exercises.answer_key import cell_text
from loveletter_teach.exercises.questions import verdict_of

IDS = ("03.conditionnel.independance", "03.ticket.independance")


def frac(x):
    return f"{x.numerator}/{x.denominator}"


def wrong_verdict(q):
    return "indépendants" if not q.independent else "non indépendants"


@pytest.mark.parametrize("exercise_id", IDS)
def test_one_try_is_the_value_and_the_verdict(exercise_id):
    q = build(exercise_id, "Zoé")
    assert q.kind == "independence" and q.independent in (True, False)
    right = q.with_verdict(frac(q.answer))
    assert check(q, right).correct and "(" + q.verdict_text() + ")" in check(q, right).message
    both_wrong = check(q, f"{frac(q.traps[0][0])} ; {q.verdict_text()}")  # a wrong value keeps its trap's name
    assert not both_wrong.correct and both_wrong.counted and both_wrong.mistakes == (q.traps[0][1].key,)
    value_only = check(q, f"{frac(q.answer)} ; {wrong_verdict(q)}")
    assert not value_only.correct and value_only.counted and value_only.mistakes == ("independence_verdict",)
    assert "la valeur est juste, mais pas la conclusion" in value_only.message
    other = check(q, f"{frac(q.answer / 2)} ; {q.verdict_text()}")  # the verdict right, the value wrong
    assert not other.correct and other.counted and "conclusion" not in other.message.split(".")[0]
    for bare in ("oui", "non", "non indépendants"):  # never a bare verdict: no value, no try
        assert not check(q, bare).counted


def test_no_verdict_or_an_unread_one_costs_no_try():
    q = build("03.ticket.independance", "Zoé")
    ex = Exercise(q)
    missing = ex.answer(frac(q.answer))
    assert not missing.counted and ex.tries == 0 and "Il manque votre conclusion" in missing.message
    alone = ex.answer("non")  # a verdict without its value: told what is missing, never « rien répondu »
    assert not alone.counted and ex.tries == 0 and "Il manque la probabilité" in alone.message
    unread = ex.answer(f"{frac(q.answer)} ; peut-être")
    assert not unread.counted and ex.tries == 0 and "« peut-être »" in unread.message
    assert ex.answer(f"{frac(q.answer)} ; {wrong_verdict(q)}").counted and ex.tries == 1
    assert ex.answer(q.with_verdict(frac(q.answer))).correct and ex.tries == 2


def test_the_verdict_is_read_in_plain_words():
    assert [verdict_of(t) for t in ("oui", "Indépendants", "A et B sont indépendants", "non", "NON indep",
                                    "dépendants", "ils ne sont pas indépendants", "n'est pas indépendant",
                                    "peut-être", "")] == [True, True, True, False, False, False, False, False,
                                                          None, None]
    q = Question("P ?", "independence", Fraction(3, 11), independent=False)
    for text in ("3/11 ; non", "3/11 non indépendants", "3/11, non", ("3/11", False), ["3/11", "non"]):
        assert check(q, text).correct, text
    assert q.answer_text() == "3/11 ≈ 0,2727 ; non indépendants"
    assert cell_text(q) == "3/11 ≈ 0,273 ; non indépendants"


def test_the_ticket_is_on_the_classic_deck_and_the_key_shows_the_verdict():
    for k in range(40):
        q = build("03.ticket.independance", f"élève {k}")
        assert "16 cartes" in q.prompt and "Chancelier" not in q.prompt + q.explanation
        assert q.answer_text().endswith(" ; indépendants" if q.independent else " ; non indépendants")
        assert (q.answer.denominator in (16, 8, 4, 2)) == q.independent  # k/16 with a new shuffle, k/15 without


def _report(tmp_path, records):
    learners = {Learner(name).key: {"name": name, "exercises": exercises} for name, exercises in records.items()}
    with open(tmp_path / "p.json", "w", encoding="utf-8") as f:
        json.dump({"format": "loveletter_teach.progress", "version": 1, "learners": learners}, f, ensure_ascii=False)
    return {row.learner.name: row for row in ClassReport(tmp_path).rows}


def test_the_class_report_regrades_each_version_and_counts_the_verdict(tmp_path):
    old = build("03.ticket.independance", "Ana", version=2)  # a probability: the number alone was graded
    new = build("03.ticket.independance", "Bea")
    records = {
        "Ana": {"03.ticket.independance": {"tries": 1, "solved": True, "history": [[frac(old.answer), True]],
                                           "version": 2}},
        "Bea": {"03.ticket.independance": {"tries": 2, "solved": True, "version": 3, "history": [
            [f"{frac(new.answer)} ; {wrong_verdict(new)}", False], [new.with_verdict(frac(new.answer)), True]]}},
    }
    rows = _report(tmp_path, records)
    ana, bea = rows["Ana"].results["03.ticket.independance"], rows["Bea"].results["03.ticket.independance"]
    assert ana.solved and ana.tries == 1 and not ana.mistakes  # graded as version 2 graded it
    assert bea.solved and bea.tries == 2 and list(bea.mistakes) == ["independence_verdict"]
    assert rows["Bea"].mistakes == {"independence_verdict": ["03.ticket.independance"]}


def test_the_widget_has_one_check_for_the_value_and_the_verdict():
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets import ExerciseWidget
    q = build("03.conditionnel.independance", "Zoé")
    w = ExerciseWidget(q)
    assert w.value_box.continuous_update is False and w.verdict.value is None
    assert [label for label, _ in w.verdict.options] == ["indépendants", "non indépendants"]
    w.value_box.value = frac(q.answer)
    w.check_button.click()
    assert "Il manque votre conclusion" in w.feedback.value and w.exercise.tries == 0
    w.verdict.value = not q.independent
    w.check_button.click()
    assert w.exercise.tries == 1 and "pas la conclusion" in w.feedback.value
    w.check_button.click()  # the same answer again: a double click costs no try
    assert w.exercise.tries == 1
    w.verdict.value = q.independent
    w.check_button.click()
    assert w.exercise.solved and w.exercise.record.last_answer == q.with_verdict(frac(q.answer))
    again = ExerciseWidget(w.exercise)  # built again (a cell run again): the answer is shown as it was given
    assert again.value_box.value == frac(q.answer) and again.verdict.value == q.independent
