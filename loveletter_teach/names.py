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
