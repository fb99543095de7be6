"""Every exercise of every notebook, with its id (« 02.comptage.1 »: notebook, section, number),
the notion of the French programme it practises, its level and its kind of answer.

A builder is either a :class:`Question` (the same for everybody) or a function ``builder(rng)`` of a
``random.Random``: then each learner gets a variant, built with the seed ``learner.seed(id)`` (or the
entry's own ``seed`` rule), so that :func:`build` gives what that learner sees, on any computer.

>>> entry = CATALOGUE["01.perso.cartes"]
>>> entry.notebook, entry.notion, entry.level
('01', 'dénombrement', 'Seconde')
>>> build("01.perso.cartes", "Camille") == build("01.perso.cartes", " camille ")
True

Each entry has a ``title``, a few French words that say what it asks (the column heading of the class
report and of the catalogue's table), unique in the catalogue; :func:`title_of` gives it by id, or the id
itself where there is none (an exercise the catalogue no longer has):

>>> entry.title, title_of("01.regles.paquet"), title_of("01.ancien.exercice")
('Cartes restant dans la pioche', 'Cartes de valeur 3 ou moins', '01.ancien.exercice')

Each entry has a ``version`` (1 unless registered otherwise), kept in every record a learner makes of it:
when an exercise's variants change, register it with ``version=2`` and the former builders in
``older={1: builder}``, so that the class report still grades answers handed in earlier against the
variant the learner saw (:meth:`Entry.build` with ``version=1``).

Some exercises cannot spread their answers so that, in a class of 32, none goes to more than 1 learner
in 4 (issue 36): a comparison (< = >), a choice between 3, a question with few possible answers. Their
``spread_limit`` says why, in French (declared at registration, or derived from the kind for a
comparison); ``benchmarks/variant_spread.py`` reports it:

>>> print(CATALOGUE["03.aleatoire.roi"].spread_limit)
une comparaison (< = >) : l'une des 3 réponses va à un tiers de la classe au moins
>>> CATALOGUE["03.conditionnel.univers"].spread_limit
''
"""

import csv
import sys
import unicodedata
from collections import Counter
from dataclasses import dataclass

from .. import fr
from ..errors import LoveLetterError
from .builders import variant
from .learners import Learner
from .questions import KINDS, Question

C = fr.CATALOGUE
LEVELS = fr.SCHOOL_LEVELS
NOTIONS = tuple(fr.NOTIONS)
MAX_TITLE = 40  # characters of an exercise's title: a column heading, a few words


class CatalogueError(LoveLetterError, ValueError):
    """A bad registration or an unknown exercise id."""


@dataclass(frozen=True)
class Entry:
    """One exercise of the catalogue (see :func:`register`)."""

    id: str
    notebook: str
    notion: str
    level: str
    kind: str
    builder: object
    seed_rule: object = None  # learner -> seed; default learner.seed(id)
    version: int = 1  # the variants' version: a change of the questions a learner sees raises it
    older: tuple = ()  # (version, builder) of the earlier versions still reachable
    title: str = ""  # a few French words, unique in the catalogue: the class report's column heading
    declared_limit: str = ""  # why the answers cannot spread over a class, when the kind does not say it

    @property
    def spread_limit(self):
        """Why, by nature, the most frequent answer goes to more than 1 learner in 4 of most classes (French),
        or "": the declared reason, else the one of a comparison (3 answers at most)."""
        if self.declared_limit:
            return self.declared_limit
        return C["limit_compare"] if self.kind == "compare" else ""

    @property
    def section(self):
        return self.id.split(".")[1]

    @property
    def personal(self):
        """True when each learner gets a variant of their own."""
        return not isinstance(self.builder, Question)

    def seed(self, learner):
        learner = Learner(learner)
        return self.seed_rule(learner) if self.seed_rule else learner.seed(self.id)

    def builder_of(self, version=None):
        """The builder of ``version`` (default: the current one), or None if that version is gone."""
        if version is None or version == self.version:
            return self.builder
        return dict(self.older).get(version)

    def build(self, learner=None, version=None):
        """The question ``learner`` sees (a fixed question needs no learner); ``version``: as it was in
        that version of the exercise (CatalogueError in French if that version cannot be rebuilt)."""
        builder = self.builder_of(version)
        if builder is None:
            raise CatalogueError(C["old_version"].format(id=self.id, version=version, ours=self.version))
        if isinstance(builder, Question):
            return builder
        if learner is None:
            raise CatalogueError(C["needs_learner"].format(id=self.id))
        return variant(builder, self.seed(learner))


CATALOGUE = {}  # id -> Entry, in the order of registration (the notebooks' order)


def register(id, notebook, notion, level, kind, builder, seed=None, version=1, older=None, title="",
             spread_limit=""):
    """Add an exercise to :data:`CATALOGUE`. ``id`` is "notebook.section.name" and starts with
    ``notebook``; ``notion`` one of ``fr.NOTIONS``; ``level`` one of ``fr.SCHOOL_LEVELS``; ``kind`` one of
    the question kinds; ``builder`` a Question or ``builder(rng) -> Question``; ``seed`` an optional
    rule ``seed(learner) -> int`` (default ``learner.seed(id)``); ``version`` the variants' version and
    ``older`` {earlier version: its builder}; ``title`` the exercise's short French title, at most
    :data:`MAX_TITLE` characters and unique (case, accents and signs aside). Every exercise of the
    notebooks has one (``Problem`` requires it); only a trial registration may leave it out, and then
    shows its id. ``spread_limit``: why, by nature, its answers cannot spread over a class (French, see
    :attr:`Entry.spread_limit`). Returns the entry."""
    parts = str(id).split(".")
    if len(parts) < 3 or not all(parts) or parts[0] != notebook:
        raise CatalogueError(C["bad_id"].format(id=id, notebook=notebook))
    if id in CATALOGUE:
        raise CatalogueError(C["duplicate"].format(id=id))
    for value, allowed, message in ((notion, NOTIONS, "bad_notion"), (level, LEVELS, "bad_level"),
                                    (kind, KINDS, "bad_kind")):
        if value not in allowed:
            raise CatalogueError(C[message].format(value=value, allowed=", ".join(allowed)))
    older = dict(older or {})
    if type(version) is not int or version < 1 or any(type(v) is not int or not 1 <= v < version for v in older):
        raise CatalogueError(C["bad_version"].format(id=id, version=version))
    if not all(isinstance(b, Question) or callable(b) for b in (builder, *older.values())):
        raise CatalogueError(C["bad_builder"].format(id=id))
    if isinstance(builder, Question) and builder.kind != kind:
        raise CatalogueError(C["kind_mismatch"].format(id=id, kind=kind, actual=builder.kind))
    check_title(id, title)
    if not isinstance(spread_limit, str) or spread_limit != spread_limit.strip():
        raise CatalogueError(C["bad_limit"].format(id=id, limit=spread_limit))
    entry = Entry(id, notebook, notion, level, kind, builder, seed, version, tuple(sorted(older.items())), title,
                  spread_limit)
    CATALOGUE[id] = entry
    return entry


def folded(title):
    """``title`` without case, accents or repeated spaces: two titles a teacher would not tell apart fold alike.

    >>> folded(" Égalité  au Baron") == folded("egalite au baron")
    True
    """
    bare = "".join(ch for ch in unicodedata.normalize("NFKD", title) if not unicodedata.combining(ch))
    return " ".join(bare.casefold().split())


def check_title(exercise_id, title):
    """A CatalogueError in French unless ``title`` is text of at most MAX_TITLE characters that no other
    exercise's title matches (:func:`folded`). An empty title passes: see :func:`register`."""
    if not isinstance(title, str) or len(title) > MAX_TITLE or title != title.strip():
        raise CatalogueError(C["bad_title"].format(id=exercise_id, title=title, most=MAX_TITLE))
    same = [e.id for e in CATALOGUE.values() if title and folded(e.title) == folded(title)]
    if same:
        raise CatalogueError(C["title_taken"].format(id=exercise_id, title=title, other=same[0]))


def entry(exercise_id):
    """The catalogue entry of ``exercise_id`` (a French error names the near ids if unknown)."""
    try:
        return CATALOGUE[exercise_id]
    except KeyError:
        prefix = str(exercise_id).split(".")[0]
        near = [i for i in CATALOGUE if i.split(".")[0] == prefix][:8]
        raise CatalogueError(C["unknown"].format(id=exercise_id, near=", ".join(near) or "—")) from None


def build(exercise_id, learner=None, version=None):
    """The question of ``exercise_id`` as ``learner`` sees it (or saw it, in an earlier ``version``)."""
    return entry(exercise_id).build(learner, version)


def version_of(exercise_id):
    """The current version of ``exercise_id``'s variants (1 for an id the catalogue does not know)."""
    found = CATALOGUE.get(exercise_id)
    return found.version if found else 1


def title_of(exercise_id):
    """The title of ``exercise_id``, or the id itself when the catalogue has no title for it (an id it does
    not know: an exercise handed in that the catalogue has since lost)."""
    found = CATALOGUE.get(exercise_id)
    return found.title if found and found.title else exercise_id


def fixed_id(question):
    """The id of the fixed (same for everybody) exercise that is ``question``, or None: a widget built
    from the question itself keeps its answers under that id, as one built from the id does."""
    return next((e.id for e in CATALOGUE.values() if not e.personal and e.builder == question), None)


def exercise_ids(notebook=None, section=None):
    """The ids of the catalogue, in order, of one notebook (and one section) if given."""
    return [e.id for e in CATALOGUE.values()
            if (notebook is None or e.notebook == notebook) and (section is None or e.section == section)]


def rows(entries=None):
    """The catalogue as rows of text, under the French column names ``fr.CATALOGUE["columns"]``."""
    entries = CATALOGUE.values() if entries is None else entries
    return [(e.id, e.notebook, e.section, e.notion, e.level, e.kind, C["personal"] if e.personal else C["fixed"],
             title_of(e.id)) for e in entries]


def counts(entries=None):
    """{"by_notebook"|"by_notion"|"by_level": Counter} of the catalogue (levels in school order)."""
    entries = list(CATALOGUE.values() if entries is None else entries)
    levels = Counter(e.level for e in entries)
    return {"by_notebook": Counter(e.notebook for e in entries), "by_notion": Counter(e.notion for e in entries),
            "by_level": Counter({level: levels[level] for level in LEVELS if levels[level]})}


def table_text(header, lines):
    """A plain text table, columns aligned."""
    lines = [tuple(str(x) for x in line) for line in [header, *lines]]
    widths = [max(len(line[k]) for line in lines) for k in range(len(header))]
    text = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(text)


def catalogue_text():
    """The catalogue as a table, the counts per notebook, per notion and per level, then the personal
    exercises whose answers cannot spread over a class, each with why."""
    parts = [table_text(C["columns"], rows())]
    for name, counter in counts().items():
        parts.append(table_text((C[name], C["count"]), counter.items()))
    parts.append(C["total"].format(n=len(CATALOGUE)))
    limited = [(e.id, e.spread_limit) for e in CATALOGUE.values() if e.personal and e.spread_limit]
    if limited:
        parts.append(C["limits"] + "\n" + "\n".join(f"- {i} : {why}" for i, why in limited))
    return "\n\n".join(parts)


def main(argv=None, out=None):
    """``python -m loveletter_teach.exercises [--csv]``: print the catalogue (a table, or CSV)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    out = sys.stdout if out is None else out
    if any(a in ("-h", "--help") for a in argv) or any(a != "--csv" for a in argv):
        print(C["usage"], file=out)
        return 0 if any(a in ("-h", "--help") for a in argv) else 2
    if argv:
        writer = csv.writer(out, delimiter=";", lineterminator="\n")
        writer.writerow(C["columns"])
        writer.writerows(rows())
    else:
        print(catalogue_text(), file=out)
    return 0


__all__ = ["CATALOGUE", "Entry", "CatalogueError", "LEVELS", "NOTIONS", "MAX_TITLE", "register", "entry", "build",
           "version_of", "title_of", "check_title", "folded", "exercise_ids", "rows", "counts", "catalogue_text",
           "main"]
