"""Text and HTML tables of probabilities, as a teacher would write them on the board."""

import html
from fractions import Fraction

from .. import fr


def number(p):
    """« 1/3 (33,3 %) » for a Fraction, « 0,334 » for an estimate."""
    if isinstance(p, Fraction):
        percent = fr.decimal(float(p) * 100, 1)
        return f"{p.numerator}/{p.denominator} ({percent} %)" if p.denominator != 1 else f"{p.numerator}"
    return fr.decimal(p, 3)


def _columns(beliefs):
    used = {card for _, dist in beliefs.rows() for card in (dist or {})}
    return [c for c in beliefs.edition.cards if c in used]


def beliefs_text(beliefs):
    cards = _columns(beliefs)
    lines = [beliefs.note]
    for label, dist in beliefs.rows():
        cells = [f"{c.name} {number(dist[c])}" for c in cards if dist and c in dist]
        lines.append(f"{label} : " + " ; ".join(cells))
    return "\n".join(lines)


def beliefs_html(beliefs):
    cards = _columns(beliefs)
    head = "".join(f"<th>{html.escape(c.name)} ({c.value})</th>" for c in cards)
    body = []
    for label, dist in beliefs.rows():
        cells = "".join(f"<td>{number(dist[c]) if dist and c in dist else '0'}</td>" for c in cards)
        body.append(f"<tr><th>{html.escape(label)}</th>{cells}</tr>")
    level = html.escape(fr.LEVELS.get(beliefs.level, beliefs.level))
    return (f"<div class='ll-beliefs'><p><b>{level}</b> — {html.escape(beliefs.note)}</p>"
            f"<table><tr><th></th>{head}</tr>{''.join(body)}</table></div>")
