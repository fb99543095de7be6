"""Every bad input gets a whole French sentence at once, costs nothing and loses
nothing. Tables of bad inputs, each with the French words expected.

- exercise answers beyond the limits of what is read (exercises.parsing: MAX_LENGTH characters,
  MAX_DIGITS digits per number and powers of ten, MAX_DEPTH parentheses, MAX_PARTS values), through
  ``check``, ``Exercise.answer``, ``answer(id, …)``, the widget and its plain stand-in: no try counted;
- save files and progress files: paths, texts, objects, numbers, encodings, actions;
- saved editions under a preset's id that do not hold its cards;
- the one seed rule and the one player-count rule, everywhere they are taken;
- players' names: the learners' length limit, and right-to-left text isolated in every HTML.

Speed is not asserted: the tests show that the refusal comes before the work (the parser is never
built, no big number is made, the recursion stays shallow).
"""

import inspect
import json
import re
import sys
from fractions import Fraction

import pytest

from loveletter_teach import Game, Round, plain, savefile
from loveletter_teach.errors import AnswerSizeError, LoveLetterError, PlayerCountError, SaveFileError, SetupError
from loveletter_teach.exercises import Exercise, Learner, Question, Session, answer, check, entry
from loveletter_teach.exercises import expressions, parsing
from loveletter_teach.exercises.learners import MAX_NAME
from loveletter_teach.exercises.parsing import MAX_DEPTH, MAX_DIGITS, MAX_LENGTH, MAX_PARTS, MAX_POWER, check_size
from loveletter_teach.exercises.progress import ProgressStore
from loveletter_teach.exercises.expressions import read_expression
from loveletter_teach.exercises.parsing import parse_number
from loveletter_teach.seeds import check_seed

TOO_LONG = "je n'en lis pas plus de 200"
DIGITS = "je n'en lis pas plus de 30 par nombre"
EXPONENT = "la puissance de 10 est trop grande"
DEEP = "plus de 10 parenthèses"
BIG = "Ce nombre a plus de 400 chiffres"
FINITE = "n'est pas un nombre fini"
NESTED = "pas une liste dans une liste"
PARTS = "j'en lis au plus 26"

# (answer, words expected in the French message); the first five are the issue's own.
BAD_TEXTS = [
    ("9" * 5000 + "/7", TOO_LONG),
    ("1/" + "3" * 100_000, TOO_LONG),
    ("(" * 600 + "1" + ")" * 600, TOO_LONG),
    ("(" * 100_000, TOO_LONG),
    ("1" * (MAX_LENGTH + 1), TOO_LONG),
    (" " * 300 + "1/2", TOO_LONG),  # spaces count: the text is read as typed
    ("9" * 31 + "/7", DIGITS),
    ("1/" + "3" * 31, DIGITS),
    ("0," + "3" * 40, DIGITS),
    ("(" * (MAX_DEPTH + 1) + "1" + ")" * (MAX_DEPTH + 1), DEEP),
    ("(" * 50, DEEP),
]
BAD_VALUES = [  # what a cell can give besides a text
    (10 ** 5000, BIG),
    (10 ** MAX_POWER, BIG),
    (Fraction(1, 10 ** 401), BIG),
    (float("inf"), FINITE),
    (float("nan"), FINITE),
    (-float("inf"), FINITE),
    ([["1/2"]], NESTED),
    (["1/2"] * (MAX_PARTS + 1), PARTS),
]
EXPONENTS = [("1e999999", EXPONENT), ("1E+999999", EXPONENT), ("2e-401", EXPONENT)]  # read by the number kinds


def question(kind):
    if kind == "probability":
        return Question("P ?", "probability", "1/3")
    if kind == "fraction":
        return Question("P ?", "fraction", "1/3")
    if kind == "number":
        return Question("Combien ?", "number", 16)
    if kind == "choice":
        return Question("Laquelle ?", "choice", "a", choices=("a", "b", "c"))
    if kind == "card":
        return Question("Quelle carte ?", "card", "Garde")
    if kind == "compare":
        return Question("Comparez", "compare", "<", choices=("A", "B"))
    if kind == "tree":
        return Question("Arbre", "tree", {"a": "1/2", "b": "1/3"})
    raise ValueError(kind)


KINDS = ["probability", "fraction", "number", "choice", "card", "compare", "tree"]


def refused(feedback, words):
    assert feedback.counted is False and feedback.correct is False, feedback
    assert words in feedback.message, (words, feedback.message)
    assert len(feedback.message) < 1000  # the answer is never echoed whole


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("bad,words", BAD_TEXTS + BAD_VALUES,
                         ids=lambda x: repr(x)[:20] if not isinstance(x, int) else "int")
def test_a_bad_answer_is_refused_in_french_and_costs_no_try(kind, bad, words):
    q = question(kind)
    refused(check(q, bad), words)
    ex = Exercise(q)
    ex.answer("0,5" if kind in ("probability", "fraction", "number", "tree") else "b")  # a first, real try
    before = (ex.tries, list(ex.history), ex.record.last_answer)
    refused(ex.answer(bad), words)
    assert (ex.tries, ex.history) == before[:2]  # nothing counted
    try:
        check_size(bad)
    except AnswerSizeError:  # too big to keep: the last answer stays
        assert ex.record.last_answer == before[2]
    else:  # short, unreadable (too deep): kept like any unreadable answer, to correct it
        assert ex.record.last_answer == bad
    assert ex.record.last_feedback.startswith(ex.answer(bad).message[:40])  # the message is shown again


@pytest.mark.parametrize("kind", ["probability", "fraction", "number", "tree"])
@pytest.mark.parametrize("bad,words", EXPONENTS)
def test_a_power_of_ten_too_large_is_refused(kind, bad, words):
    feedback = check(question(kind), bad)
    assert feedback.counted is False
    if kind in ("fraction", "number"):  # these kinds read « 1e-3 » as Python does
        assert words in feedback.message
    else:  # an expression has no « e »: the letter is named
        assert "Je ne sais pas lire « e »" in feedback.message or "« E »" in feedback.message


def test_the_limits_are_those_documented():
    assert (MAX_LENGTH, MAX_DIGITS, MAX_DEPTH, MAX_PARTS, MAX_POWER) == (200, 30, 10, 26, 400)
    for text in ("1/2", "(1/2)×(3/4) + (1/2)×(1/4)", "27,3 %", "1 - 5/11", "0," + "3" * 30,
                 "(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH, "-" * 150 + "1", "1" * 30 + "/" + "7" * 30):
        read_expression(text)  # at the limits: read
    assert parse_number("1e-400") == Fraction(1, 10 ** 400) and parse_number("2e3") == 2000
    # what a cell computes exactly or in floats is read: C(100, 50) / 2^100, 0.5^100, 1e300
    from math import comb
    exact = Fraction(comb(100, 50), 2 ** 100)
    for value in (exact, 0.5 ** 100, 1e300, 10 ** MAX_POWER - 1):
        check_size(value)
    assert check(Question("P ?", "probability", exact), exact).correct
    assert check(Question("P ?", "probability", "1/2"), 0.5 ** 100).counted


def test_the_refusal_comes_before_any_reading(monkeypatch):
    """The texts too long are refused without the parser ever being built, and « 1e999999 » without
    the number being made."""
    def never(*args, **kwargs):
        raise AssertionError("the answer was read")
    q = question("probability")
    monkeypatch.setattr(expressions, "_Parser", never)
    for bad, words in BAD_TEXTS:
        with pytest.raises(AnswerSizeError, match=re.escape(words)):
            read_expression(bad)
        refused(check(q, bad), words)
    class NoFraction(Fraction):  # still a type for isinstance, but no number can be made
        def __new__(cls, *args, **kwargs):
            never()
    monkeypatch.setattr(parsing, "Fraction", NoFraction)
    for bad, words in BAD_TEXTS + EXPONENTS:
        with pytest.raises(AnswerSizeError, match=re.escape(words)):
            parse_number(bad)


def test_the_parser_stays_shallow():
    """Within a few frames of the caller's depth: MAX_DEPTH parentheses are read, deeper ones refused
    before reading, and signs are read in a loop (no recursion per sign)."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(len(inspect.stack()) + 80)
    try:
        assert read_expression("(" * MAX_DEPTH + "1/2" + ")" * MAX_DEPTH).value == Fraction(1, 2)
        assert read_expression("-" * 150 + "1").value == 1
        with pytest.raises(AnswerSizeError, match=DEEP):
            read_expression("(" * 60 + "1" + ")" * 60)
    finally:
        sys.setrecursionlimit(limit)


@pytest.mark.parametrize("bad", ["2²", "½", "1/2²"])
def test_other_digits_are_named_not_crashed_on(bad):
    feedback = check(question("probability"), bad)
    assert feedback.counted is False and "Je ne sais pas lire" in feedback.message
    assert read_expression("١/٣").value == Fraction(1, 3)  # decimal digits of another script are digits


def test_a_guard_answer_beyond_the_limits_costs_no_try():
    learner = Learner("Camille")
    q = entry("02.deviner.debut").build(learner)
    target, card, _ = q.answer[0]
    ex = Exercise(q)
    for chance, words in BAD_TEXTS[6:] + [("1/" + "3" * 100_000, TOO_LONG)]:
        refused(ex.answer((target, card.name, chance)), words)
        refused(ex.answer(f"{target} ; {card.name} ; {chance}"), words)
    assert ex.tries == 0


# --- the same bad answers through every way in: answer(id, …), the widget, the plain stand-in ---------
IDS = {"probability": "02.voir.comptage", "fraction": "01.perso.tirage", "number": "01.regles.paquet",
       "tree": "02.choisir.arbre"}
TYPED = BAD_TEXTS + [(text, None) for text, _ in EXPONENTS]  # what a box can hold: texts


def session_of(name="Camille"):
    session = Session()
    session.set_learner(name)
    return session


def words_for(kind, words):
    """``None``: a power of ten, refused as such by the number kinds, named as a letter by the others."""
    return words or (EXPONENT if kind in ("fraction", "number") else "Je ne sais pas lire")


@pytest.mark.parametrize("kind", sorted(IDS))
def test_answer_in_a_cell_and_the_plain_stand_in_cost_no_try(kind):
    session = session_of()
    for bad, words in TYPED + BAD_VALUES:
        refused(answer(IDS[kind], bad, session=session), words_for(kind, words))
        refused(plain.ExerciseWidget(IDS[kind], session=session).answer(bad), words_for(kind, words))
    record = session.progress.record(session.learner, IDS[kind])
    assert record.tries == 0 and record.history == []
    check_size(record.last_answer)  # what is kept is small (« 1e999999 », an unreadable answer, is kept)


@pytest.mark.parametrize("kind", sorted(IDS))
def test_the_widget_shows_the_french_sentence_and_counts_nothing(kind):
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets.exercise import ExerciseWidget
    session = session_of()
    widget = ExerciseWidget(IDS[kind], session=session)
    for bad, words in TYPED:
        if kind == "tree":
            for box in widget.blank_inputs.values():
                box.value = bad
        else:
            widget.answer.value = bad
        widget.check_button.click()
        shown = widget.feedback.value.replace("\u00a0", " ").replace("\u202f", " ").replace("&#x27;", "'")
        assert widget.last_error is None and "inattendue" not in shown
        assert words_for(kind, words).replace("\u202f", " ") in shown, shown
        assert widget.exercise.tries == 0
    assert widget.check_button.disabled is False  # the learner can still answer


def test_a_learners_function_returning_a_huge_number_is_told_so():
    from loveletter_teach.exercises.functions import FunctionTask
    task = FunctionTask("99.essai.double", "double", lambda ctx: 2 * ctx["x"], [{"x": 1}, {"x": 5}])
    for value in (10 ** 400, 10 ** 5000, Fraction(10 ** 5000, 3)):
        feedback = task.check(lambda x, value=value: value)
        assert "un nombre de plus de 308 chiffres : ce n'est pas le résultat attendu" in feedback.message
    assert "renvoie nan : ce n'est pas le résultat attendu" in task.check(lambda x: float("nan")).message


# --- save files ---------------------------------------------------------------------------------------
def a_game():
    game = Game("2019", 3, seed=5)
    game.play(game.legal_actions()[0])
    return game


def saved(obj=None):
    return json.loads(savefile.dumps(obj or a_game()))


def edited(change, obj=None):
    data = saved(obj)
    change(data)
    return json.dumps(data)


def no_card(d):
    del d["rounds"][0]["actions"][0]["card"]


SAVES = [  # (what, a call, the French words expected)
    ("an integer of 5000 digits", lambda tmp: savefile.loads('{"format": ' + "1" * 5000 + "}"),
     "un nombre de plus de 4300 chiffres"),
    ("a missing folder", lambda tmp: savefile.save(a_game(), tmp / "missing_folder" / "x.json"),
     "Impossible d'enregistrer la partie dans « " + "{tmp}/missing_folder/x.json » : ce fichier, ou son dossier, "
     "n'existe pas."),
    ("a folder as the path", lambda tmp: savefile.save(a_game(), tmp), "c'est un dossier, pas un fichier."),
    ("save(game, None)", lambda tmp: savefile.save(a_game(), None), "Donnez le chemin du fichier"),
    ("loads(None)", lambda tmp: savefile.loads(None),
     "Il faut le texte d'une partie enregistrée, une chaîne de caractères (reçu : une valeur de type NoneType)."),
    ("loads(3)", lambda tmp: savefile.loads(3), "une valeur de type int"),
    ("load(None)", lambda tmp: savefile.load(None),
     "Donnez le chemin du fichier, par exemple « partie.json » (reçu : une valeur de type NoneType)."),
    ("dumps('abc')", lambda tmp: savefile.dumps("abc"),
     "On n'enregistre qu'une partie (Game) ou une manche (Round), pas une valeur de type str."),
    ("save('abc', path)", lambda tmp: savefile.save("abc", tmp / "y.json"), "pas une valeur de type str"),
    ("a missing card", lambda tmp: savefile.loads(edited(no_card)),
     "Fichier de partie invalide : dans l'action n° 1 de la manche 1, le champ « card » est absent ou mal formé."),
    ("a card that is a list", lambda tmp: savefile.loads(edited(
        lambda d: d["rounds"][0]["actions"][0].update(card=["Garde"]))), "le champ « card »"),
    ("a guess that is a number", lambda tmp: savefile.loads(edited(
        lambda d: d["rounds"][0]["actions"][0].update(guess=5))), "le champ « guess »"),
    ("a kept card that is a number", lambda tmp: savefile.loads(edited(
        lambda d: d["rounds"][0]["actions"].__setitem__(0, {"keep": 3, "bottom": []}))), "le champ « keep »"),
    ("a missing file", lambda tmp: savefile.load(tmp / "nope.json"),
     "Impossible de lire le fichier « {tmp}/nope.json » : ce fichier, ou son dossier, n'existe pas."),
    ("a folder to load", lambda tmp: savefile.load(tmp), "c'est un dossier, pas un fichier."),
    ("a Latin-1 file", lambda tmp: savefile.load(latin_file(tmp)), "ce n'est pas un texte en UTF-8"),
    ("Latin-1 bytes", lambda tmp: savefile.loads("é".encode("latin-1")), "n'est pas du JSON valide"),
    ("a 41-letter player", lambda tmp: savefile.loads(edited(lambda d: d.update(players=["A" * 41, "Bob", "Chloé"]))),
     "le champ « players » est absent ou mal formé. Le nom « " + "A" * 40 + "… » est trop long"),
]


def latin_file(tmp):
    path = tmp / "latin.json"
    path.write_bytes(savefile.dumps(a_game()).replace("Chloé", "Zoé").encode("latin-1"))
    return path


@pytest.mark.parametrize("what,call,words", SAVES, ids=[s[0] for s in SAVES])
def test_every_bad_save_gets_a_whole_french_sentence(tmp_path, what, call, words):
    with pytest.raises(SaveFileError) as info:
        call(tmp_path)
    message = str(info.value)
    assert words.format(tmp=tmp_path) in message, message
    assert "Errno" not in message and "codec" not in message and "('card')" not in message
    assert message.endswith("."), message


PROGRESS = [
    ("a missing folder", lambda s, tmp: s.save(tmp / "no" / "x.json"),
     "Impossible d'enregistrer la progression dans « {tmp}/no/x.json » (ce fichier, ou son dossier, n'existe pas)."),
    ("save(None)", lambda s, tmp: s.save(None), "Donnez le chemin du fichier de progression"),
    ("a folder to save in", lambda s, tmp: s.save(tmp), "(c'est un dossier, pas un fichier)."),
    ("load(None)", lambda s, tmp: s.load(None), "Donnez le chemin du fichier de progression"),
    ("a folder to load", lambda s, tmp: s.load(tmp), "(c'est un dossier, pas un fichier). Rien n'a été changé."),
    ("a missing file", lambda s, tmp: s.load(tmp / "nope.json"), "n'existe pas (encore). Rien n'a été changé."),
    ("a 5000-digit number", lambda s, tmp: s.load(file_of(tmp, b'{"format": ' + b"1" * 5000 + b"}")), "est abîmé"),
    ("nested 100000 deep", lambda s, tmp: s.load(file_of(tmp, b"[" * 100_000 + b"]" * 100_000)), "est abîmé"),
    ("Latin-1", lambda s, tmp: s.load(file_of(tmp, "é".encode("latin-1"))), "est abîmé"),
]


def file_of(tmp, content):
    path = tmp / "progression.json"
    path.write_bytes(content)
    return path


@pytest.mark.parametrize("what,call,words", PROGRESS, ids=[p[0] for p in PROGRESS])
def test_every_bad_progress_file_gets_a_whole_french_sentence(tmp_path, what, call, words):
    store = ProgressStore()
    store.record("Camille", "01.perso.cartes").tries = 1
    before = store.to_json()
    with pytest.raises(SaveFileError) as info:
        call(store, tmp_path)
    assert words.format(tmp=tmp_path) in str(info.value), str(info.value)
    assert "Errno" not in str(info.value)
    assert store.to_json() == before  # nothing lost


def test_a_deeply_nested_file_is_not_a_saved_game():
    text = "[" * 100_000 + "]" * 100_000
    with pytest.raises(SaveFileError):
        savefile.loads(text)


def test_version_true_is_not_version_1():
    data = saved(Game("classique", 2, seed=3))
    data["version"] = True
    with pytest.raises(SaveFileError):
        savefile.from_dict(data)


def test_a_saved_card_whose_gender_is_not_true_or_false_is_refused():
    data = saved(Game("classique", 2, seed=3))
    data["edition"]["cards"][0]["feminine"] = "no"
    data["edition"]["id"] = "maison"
    with pytest.raises(LoveLetterError, match="feminine"):
        savefile.from_dict(data)



# --- edited saves -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("obj", [a_game(), Round.deal("2019", 2, seed=1)], ids=["partie", "manche"])
@pytest.mark.parametrize("new_id", ["classique", "Classique", "16-cartes", "lettre-d-amour"])
def test_a_save_whose_edition_id_is_changed_is_refused(obj, new_id):
    with pytest.raises(SaveFileError, match=f"l'édition « {new_id} » enregistrée n'a pas les cartes"):
        savefile.loads(edited(lambda d: d["edition"].update(id=new_id), obj))


def test_a_round_save_deck_must_be_a_permutation_of_its_editions_deck():
    round_ = Round.deal("2019", 2, seed=1)
    for change, words in [(lambda d: d["deck"].pop(), "il manque 1"),
                          (lambda d: d["deck"].append("Garde"), "en trop 1 Garde"),
                          (lambda d: d["deck"].__setitem__(0, "Zorro"), "Carte inconnue"),
                          (lambda d: d["deck"].__setitem__(0, 5), "Carte inconnue")]:
        with pytest.raises(SaveFileError, match=words):
            savefile.loads(edited(change, round_))
    assert savefile.loads(savefile.dumps(round_)).order == round_.order


# --- seeds and player counts ------------------------------------------------------------------------
def seed_takers():
    from loveletter_teach.exercises import scenarios
    from loveletter_teach.probability import monte_carlo
    from loveletter_teach.simulation import simulate
    from loveletter_teach.tips import paired, shield_or_other, shield_situation
    obs = Round.deal("classique", 2, seed=1).observation(0)
    return {
        "Round.deal": lambda s: Round.deal("2019", 3, seed=s),
        "Game": lambda s: Game("2019", 3, seed=s),
        "plain.PlayTable": lambda s: plain.PlayTable("classique", 2, seed=s),
        "simulate": lambda s: simulate(["hasard", "hasard"], rounds=2, seed=s, progress=False),
        "bot_round": lambda s: scenarios.bot_round("classique", 2, s),
        "random_round": lambda s: scenarios.random_round("classique", 2, s),
        "random_round_at": lambda s: scenarios.random_round_at("classique", 2, s, 2),
        "monte_carlo": lambda s: monte_carlo(obs, samples=5, seed=s),
        "paired": lambda s: paired(shield_situation, shield_or_other, samples=1, seed=s),
    }


@pytest.mark.parametrize("seed", ["abc", True, False, 1.5, [1], "7"])
def test_one_seed_rule_everywhere(seed):
    for name, take in seed_takers().items():
        with pytest.raises(SetupError, match="La graine doit être un nombre entier, par exemple 2026") as info:
            take(seed)
        assert repr(seed) in str(info.value), name
    with pytest.raises(SetupError, match="La graine doit être un nombre entier"):
        check_seed(seed)  # the one function every taker calls


def test_a_good_seed_is_still_a_seed():
    numpy = pytest.importorskip("numpy")
    assert Round.deal("2019", 3, seed=numpy.int64(4)).order == Round.deal("2019", 3, seed=4).order
    assert Game("2019", 3, seed=numpy.int64(4)).seed == 4 and type(Game("2019", 3, seed=numpy.int64(4)).seed) is int
    assert Round.deal("2019", 3, seed=None).n == 3 and isinstance(Game("2019", 3).seed, int)
    assert check_seed(numpy.int64(4)) == 4 and check_seed(None) is None
    with pytest.raises(SetupError, match="reçu : 'xxxxx"):  # a long text is cut short in the message
        Game("2019", 3, seed="x" * 10_000)
    assert len(str(pytest.raises(SetupError, Game, "2019", 3, seed="x" * 10_000).value)) < 150


@pytest.mark.parametrize("n", ["3", 3.0, True, None, "trois"])
def test_a_player_count_must_be_a_whole_number(n):
    takers = [lambda: Round.deal("2019", n, seed=1), lambda: Game("2019", n, seed=1),
              lambda: Round.from_deck("2019", Round.deal("2019", 3, seed=1).order, n),
              lambda: plain.PlayTable("2019", n, seed=1)]
    for take in takers:
        with pytest.raises(PlayerCountError) as info:
            take()
        assert str(info.value).startswith("Le nombre de joueurs doit être un nombre entier : l'édition 2019 se "
                                          "joue de 2 à 6 joueurs (reçu : "), str(info.value)


@pytest.mark.parametrize("seed", ["abc", 1.5, True, [1]])
def test_a_game_refuses_a_seed_that_is_not_a_whole_number(seed):
    with pytest.raises(SetupError, match="graine doit être un nombre entier"):
        Game("classique", 2, seed=seed)


# --- names ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["", "   ", "🙂", "!!"])
def test_a_name_without_a_letter_is_refused_for_what_it_is(name):
    with pytest.raises(SetupError, match="au moins une lettre") as caught:
        Round.deal("classique", 2, seed=1, names=[name, "Bob"])
    assert "même nom" not in str(caught.value)


def test_two_names_alike_are_still_refused_as_duplicates():
    with pytest.raises(SetupError, match="même nom"):
        Round.deal("classique", 2, seed=1, names=["Zoé", "zoe"])


@pytest.mark.parametrize("name", ["A" * (MAX_NAME + 1), "Jean-" * 10 + "Luc", "-" * 90 + "Zoé", "\u202e" * 100 + "Bob"])
def test_a_players_name_longer_than_a_learners_is_refused(name):
    takers = [lambda: Round.deal("classique", 2, seed=1, names=[name, "Bob2"]),
              lambda: Game("classique", 2, names=[name, "Bob2"], seed=1),
              lambda: plain.PlayTable("classique", 2, names=[name, "Bob2"], seed=1)]
    for take in takers:
        with pytest.raises(SetupError, match="est trop long : un nom de joueur a au plus 40 lettres ou chiffres"):
            take()
    with pytest.raises(LoveLetterError, match="trop long"):
        Learner(name)  # the same limit for a learner


def test_names_at_the_limit_are_fine_and_a_line_break_is_refused():
    name = "A" * MAX_NAME
    assert Round.deal("classique", 2, seed=1, names=[name, "Bob"]).names[0] == name
    assert Learner(name).name == name
    with pytest.raises(SetupError, match="retour à la ligne"):
        Round.deal("classique", 2, seed=1, names=["Al\nice", "Bob"])


RTL = "\u202eAlice"
CONTROLS = re.compile("[\u0590-\u08ff\u200f\u202a-\u202e\u2066-\u2069]")


def leaks(html):
    """The direction controls and right-to-left letters left outside a <bdi> (which holds no markup)."""
    return CONTROLS.findall(re.sub(r"<bdi>[^<]*</bdi>", "", html))


def played(table_round):
    while not table_round.over:
        table_round.play(table_round.legal_actions()[0])
    return table_round


def test_a_right_to_left_name_is_isolated_in_every_html():
    from loveletter_teach.exercises.progress import ProgressSummary
    from loveletter_teach.explorer import explore, position
    r = Round.deal("classique", 2, seed=3, names=[RTL, "Bob"])
    htmls = {"the board": r._repr_html_(), "a seat's view": r.observation(1)._repr_html_()}
    played(r)
    htmls["the board at the end"] = r._repr_html_()
    table = plain.PlayTable("classique", 2, seed=2, names=[RTL, "Bob"])
    htmls["the plain table"] = table.html()
    p = position("classique", [RTL, "Bob"], hands=["Garde", None], seed=1)
    htmls["the explorer"] = explore(p)._repr_html_()
    htmls["the position"] = p._repr_html_()
    q = Question("Laquelle ?", "choice", "a", choices=("a", "b"))
    htmls["an answer echoed back"] = check(q, "\u202eabc")._repr_html_()
    htmls["an unreadable number"] = check(question("number"), "\u202e12x")._repr_html_()
    htmls["an unreadable expression"] = check(question("probability"), "1/\u202e2x")._repr_html_()
    store = ProgressStore()
    store.record("\u202eCamille", "01.perso.cartes").tries = 1
    htmls["the progress summary"] = ProgressSummary(store, "\u202eCamille")._repr_html_()
    htmls["a Hebrew name"] = Round.deal("classique", 2, seed=3, names=["שרה כהן", "Bob"])._repr_html_()
    for where, html in htmls.items():
        assert "\u202e" in html or "שרה" in html, where
        assert not leaks(html), (where, leaks(html))
        assert "<bdi>" in html, where


def test_a_right_to_left_name_is_isolated_in_the_widgets():
    pytest.importorskip("ipywidgets")
    from loveletter_teach.widgets.learner import LearnerField
    from loveletter_teach.widgets.table import PlayTable
    from loveletter_teach.explorer import position
    from loveletter_teach.widgets.explorer import ExplorerWidget
    table = PlayTable("classique", 2, seed=2, names=[RTL, "Bob"])
    session = Session()
    field = LearnerField(session=session)
    field.name.value = "\u202eCamille"
    field.button.click()
    explorer = ExplorerWidget(position=position("classique", [RTL, "Bob", "Chloé"], seed=1), samples=20)
    pasted = ExplorerWidget(samples=20)
    pasted.code.value = "\u202eLL1-abc"  # a code pasted back, echoed in the message
    pasted.load()
    assert "<bdi>\u202eLL1-abc</bdi>" in pasted.feedback.value
    for widget in (table, field, explorer, pasted):
        values = [w.value for w in walk(widget) if type(w).__name__ == "HTML"]
        assert any("\u202e" in v for v in values)
        assert not any(leaks(v) for v in values), [leaks(v) for v in values]


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)
