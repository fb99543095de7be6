"""Learners from a typed name: normalized, refused in French when unusable, a seed per exercise; the
session and the plain functions for notebooks without widgets."""

import pytest

from loveletter_teach.errors import LoveLetterError
from loveletter_teach.exercises import (Learner, LearnerNameError, NoLearnerError, Session, answer, build,
                                        current_learner, hint, je_suis, learner_seed, question, rules_quiz,
                                        set_learner, solution)


@pytest.mark.parametrize("typed", ["Camille", "camille", " CAMILLE ", "Camîlle", "Ca mille"])
def test_case_accents_and_spaces_do_not_change_the_variants(typed):
    assert Learner(typed).key == "camille"
    assert Learner(typed).seed("02.comptage.1") == Learner("Camille").seed("02.comptage.1")
    assert Learner(typed) == Learner("Camille") and len({Learner(typed), Learner("Camille")}) == 1


def test_the_name_is_kept_as_typed_with_tidy_spaces():
    assert Learner("  Jean   Marc ").name == "Jean Marc"
    assert str(Learner("Léo")) == "Léo" and repr(Learner("Léo")) == "Learner('Léo')"
    with pytest.raises(AttributeError):
        Learner("Léo").name = "Bob"


def test_each_exercise_and_each_learner_gets_its_own_seed():
    camille = Learner("Camille")
    seeds = {camille.seed(f"02.comptage.{k}") for k in range(20)}
    assert len(seeds) == 20
    assert camille.seed("02.comptage.1") != Learner("Léo").seed("02.comptage.1")
    assert camille.seed("x") == learner_seed("Camille", "x")


def test_learner_seed_is_unchanged():
    # notebook 01 has always given these seeds: the learners' questions must not move
    assert learner_seed("Camille") == learner_seed(" CAMILLE ") != learner_seed("Camille", "ex2")
    import hashlib
    assert learner_seed("Camille", "e") == int(hashlib.sha256(b"camille|e").hexdigest()[:6], 16)


@pytest.mark.parametrize("bad, words", [("", "au moins une lettre"), ("   ", "au moins une lettre"),
                                        ("???", "ne ressemble pas à un prénom"),
                                        ("1234", "ne ressemble pas à un prénom"),
                                        ("Prénom", "n'est pas un prénom"), ("votre prénom", "n'est pas un prénom"),
                                        ("a" * 60, "trop long"), (None, "un texte"), (42, "un texte")])
def test_unusable_names_are_refused_in_french(bad, words):
    with pytest.raises(LearnerNameError, match=words) as info:
        Learner(bad)
    assert isinstance(info.value, LoveLetterError) and isinstance(info.value, ValueError)


def test_je_suis_sets_the_learner_of_a_session_and_greets():
    s = Session()
    assert current_learner(s) is None
    seen = []
    s.observe(seen.append)
    greeting = je_suis("camille", session=s)
    assert str(greeting) == "Bonjour camille : vos questions sont prêtes."
    assert "Bonjour" in greeting._repr_html_()
    assert current_learner(s) == Learner("Camille") and seen == [Learner("Camille")]
    with pytest.raises(LearnerNameError):
        set_learner("", session=s)
    assert current_learner(s) == Learner("Camille") and len(seen) == 1  # a bad name changes nothing


def test_plain_functions_without_widgets():
    s = Session()
    with pytest.raises(NoLearnerError, match="je_suis"):
        question("01.perso.tirage", session=s)
    je_suis("Camille", session=s)
    q = question("01.perso.tirage", session=s)
    assert q == build("01.perso.tirage", "Camille")
    assert "Indice 1/2" in str(hint("01.perso.tirage", session=s))
    assert "après une bonne réponse" in str(solution("01.perso.tirage", session=s))
    feedback = answer("01.perso.tirage", q.answer, session=s)
    assert feedback.correct and "Bravo" in feedback.message
    record = s.progress.record("Camille", "01.perso.tirage")
    assert record.solved and record.tries == 1 and record.hints_shown == 1
    assert "Réponse" in str(solution("01.perso.tirage", session=s))
    assert "Déjà réussi" in answer("01.perso.tirage", "0", session=s).message


def test_the_personal_questions_of_notebook_01_are_those_of_mon_prenom():
    # notebook 01 asks rules_quiz(seed=learner_seed(MON_PRENOM))[-3:]: the catalogue gives the same
    for name in ("Camille", "Léo", "Inès"):
        legacy = rules_quiz(seed=learner_seed(name))[-3:]
        assert [build(i, Learner(name.upper())) for i in ("01.perso.cartes", "01.perso.baron",
                                                          "01.perso.tirage")] == legacy
