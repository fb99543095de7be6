"""The positions the lessons are built on, by name (issue 21: no spoiler on the projector).

A cell a class sees writes ``position_du_cours("premiere.debut")`` and receives the observation of
the lesson's viewer: what that seat sees, nothing else. The deal itself (every hidden card, the order
of the deck) is written here, in the package, never in a notebook cell; a teacher who wants the whole
round asks :func:`course_round`.

>>> vue = position_du_cours("premiere.debut")
>>> vue.names[vue.seat], [c.name for c in vue.hand]
('Alice', ['Garde', 'Baron'])
"""

from dataclasses import dataclass

from .. import fr
from ..actions import Play
from ..errors import LoveLetterError
from .scenarios import scenario


@dataclass(frozen=True)
class CoursePosition:
    """A lesson's round as :func:`~.scenarios.scenario` sets it up and plays it (``setup``: its keyword
    arguments, ``actions`` included), seen by ``viewer``; ``last_legal``: then the last legal action is
    played (a Chancellor's keep)."""

    setup: dict
    viewer: int = 0
    last_legal: bool = False


_COMTESSE = dict(edition="classique", hands=["Garde", "Prince"], draws=["Baron", "Comtesse", "Roi"],
                 face_up=["Garde", "Prêtre", "Servante"])
COURSE = {
    # 02 (la déduction): what a Priest, a missed Guard, a Baron duel, a Chancellor, a Comtesse teach
    "deduction.pretre": CoursePosition(dict(edition="classique", hands=["Prêtre", "Baron"], draws=["Garde"],
                                            face_up=["Garde", "Servante", "Roi"], actions=[("Prêtre", "Bob")])),
    "deduction.garde": CoursePosition(dict(edition="classique", hands=["Garde", "Prince", "Baron"], draws=["Prêtre"],
                                           actions=[("Garde", "Chloé", "Roi")])),
    "deduction.baron": CoursePosition(dict(edition="classique", hands=["Prêtre", "Prince", "Garde"],
                                           draws=["Servante", "Baron"], actions=[("Servante",), ("Baron", "Chloé")])),
    "deduction.chancelier": CoursePosition(dict(edition="2019", hands=["Chancelier", "Garde"],
                                                draws=["Espionne", "Prêtre", "Baron"], actions=[("Chancelier",)]),
                                           last_legal=True),  # Alice keeps the Baron, puts back the Prêtre, then the Espionne
    "deduction.comtesse": CoursePosition(dict(edition="classique", hands=["Garde", "Roi"], draws=["Prêtre", "Comtesse"],
                                              burned="Baron", face_up=["Garde", "Servante", "Prince"],
                                              actions=[("Garde", "Bob", "Baron"), Play("Comtesse")])),
    # 03, Première: Alice's first turn, then Bob's Comtesse after Alice's Guard missed him
    "premiere.debut": CoursePosition(_COMTESSE),
    "premiere.comtesse": CoursePosition(dict(_COMTESSE, actions=[Play("Garde", "Bob", "Prêtre"), Play("Comtesse")])),
}


def course_round(name):
    """The whole round of the position ``name`` (every card in place: for the teacher and the tests)."""
    try:
        position = COURSE[name]
    except (KeyError, TypeError):
        raise LoveLetterError(fr.COURSE_POSITIONS["unknown"].format(
            name=name, names=", ".join(sorted(COURSE)))) from None
    r = scenario(**position.setup)
    if position.last_legal:
        r.play(r.legal_actions()[-1])
    return r


def position_du_cours(name):
    """What the viewer of the lesson's position ``name`` sees (an observation: no hidden card)."""
    return course_round(name).observation(COURSE[name].viewer)


__all__ = ["COURSE", "CoursePosition", "course_round", "position_du_cours"]
