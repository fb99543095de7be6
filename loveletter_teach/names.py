"""Forgiving matching of names typed by a learner ("pretre" finds "Prêtre"), and the one length rule
of the names of people (players and learners)."""

import unicodedata

MAX_NAME = 40  # letters and digits of a person's name; a longer text is not a first name


def normalize(text):
    """Lower-case, strip accents, spaces and apostrophes: the key names are matched on.

    >>> normalize("  Prêtre ")
    'pretre'
    >>> normalize("l'Héritière") == normalize("L'HERITIERE")
    True
    """
    decomposed = unicodedata.normalize("NFKD", str(text))
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch for ch in bare.casefold() if ch.isalnum())


def too_long(name):
    """True when ``name`` has more than MAX_NAME letters and digits, or more than twice as many
    characters in all once its spaces are tidied (signs, emoji, direction controls count there).

    >>> too_long("Camille"), too_long("a" * 41), too_long("a-" * 41), too_long(" " * 90 + "Camille")
    (False, True, True, False)
    """
    name = str(name)
    return len(normalize(name)) > MAX_NAME or len(" ".join(name.split())) > 2 * MAX_NAME


def seat_named(names, player):
    """The seat of ``player`` among ``names`` when it is a name (case and accents ignored, as for
    cards); anything else is returned as it is, for the caller to check.

    >>> seat_named(("Alice", "Élodie"), "elodie"), seat_named(("Alice", "Bob"), 1)
    (1, 1)
    """
    if isinstance(player, str):
        for seat, name in enumerate(names):
            if normalize(name) == normalize(player):
                return seat
    return player
