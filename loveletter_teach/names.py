"""Forgiving matching of names typed by a learner ("pretre" finds "Prêtre")."""

import unicodedata


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
