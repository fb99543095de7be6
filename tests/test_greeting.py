"""« Bon retour » says which notebooks the answers came from: on a first visit to 03 after 02, it must
not read as if 03 had been answered (« vos réponses sont revenues (9 questions) »)."""

from loveletter_teach.exercises import Session, answer, code_de_reprise, je_suis, reprendre


def test_the_greeting_says_the_notebook_of_the_answers_that_came_back(tmp_path):
    s = Session(folder=tmp_path)
    je_suis("Maëlle", session=s)
    answer("02.voir.comptage", "1/2", session=s)
    back = je_suis("Maëlle", session=Session(folder=tmp_path))  # opening 03 after 02: nothing answered in 03
    assert back.message == "Bon retour, Maëlle : vos réponses sont revenues (1 réponse du carnet 02)."
    answer("02.savoir.prince", "1/2", session=s)
    answer("03.ticket.sachant", "1/2", session=s)
    back = je_suis("Maëlle", session=Session(folder=tmp_path))
    assert back.message.endswith("(2 réponses du carnet 02 et 1 du carnet 03).")
    assert reprendre(code_de_reprise(session=s), session=Session()).message.endswith(
        "(2 réponses du carnet 02 et 1 du carnet 03).")  # Basthon, Capytale: the resume code says it too
