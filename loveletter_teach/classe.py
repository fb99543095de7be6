"""The class report's old path, kept: ``python -m loveletter_teach.classe COPIES`` is the command the
README and the teacher's guide give, and ``from loveletter_teach.classe import ClassReport`` still works.
The report itself is :mod:`loveletter_teach.exercises.report`, in the teaching layer."""

import sys

from .exercises.report import MIME, ClassReport, ClassReportError, Copy, Grader, Roster, main, rapport_de_classe

if __name__ == "__main__":
    sys.exit(main())


__all__ = ["ClassReport", "ClassReportError", "Copy", "Grader", "Roster", "rapport_de_classe", "MIME", "main"]
