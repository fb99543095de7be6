"""The position explorer as a widget: a thin view over :mod:`loveletter_teach.explorer`.

Choose the edition, the players, whose view, the viewer's first cards (and the face-up cards at two
players); add moves one by one (any card another player could be seen to play, with the result the
viewer saw); the panels show the three levels, the facts, the Guard advisor, the tree and the Monte
Carlo check of that position. A code field shares and loads positions. Without ipywidgets, the same
is ``loveletter_teach.explorer.explore(...)``.
"""

from fractions import Fraction

import ipywidgets as widgets

from .. import fr
from ..editions import EDITIONS, get_edition
from ..narration import describe
from ..explorer import HALF, HiddenKeep, explore, from_code, position
from ..html import message_html
from .common import Guided, live, safe

X = fr.EXPLORER
RANDOM = "__random__"
KEEP_HIGH = (Fraction(0), Fraction(1, 4), HALF, Fraction(3, 4), Fraction(1))


def _wide(description, widget, **kwargs):
    return widget(description=description, style={"description_width": "initial"}, **kwargs)


class ExplorerWidget(Guided, widgets.VBox):
    """Explore a position: ``ExplorerWidget()``, ``ExplorerWidget(code="LL2-…")`` or
    ``ExplorerWidget(position=a_position)``. ``samples``: the worlds of the Monte Carlo check."""

    def __init__(self, position=None, code=None, samples=400):
        self.samples = samples
        self.last_error = None
        self._quiet = False  # True while the controls are set from the model (no rebuild)
        self.position = None
        self.exploration = None
        edition_options = [(e.title, e.id) for e in EDITIONS.values()]
        self.edition = _wide(X["w_edition"], widgets.Dropdown, options=edition_options, value="classique")
        self.players = _wide(X["w_players"], widgets.Dropdown, options=[2, 3, 4], value=3)
        self.viewer = _wide(X["w_viewer"], widgets.Dropdown, options=[("Alice", 0)], value=0)
        self.seed = _wide(X["w_seed"], widgets.BoundedIntText, value=0, min=0, max=10 ** 9,
                          layout=widgets.Layout(width="170px"))
        self.new_deal_button = widgets.Button(description=X["w_new_deal"], layout=widgets.Layout(width="auto"))
        self.hand = _wide(X["w_hand"], widgets.Dropdown, options=[(X["w_random"], RANDOM)], value=RANDOM)
        self.draw = _wide(X["w_draw"], widgets.Dropdown, options=[(X["w_random"], RANDOM)], value=RANDOM)
        self.face_up = _wide(X["w_face_up"], widgets.Text, value="", placeholder=X["w_face_up_placeholder"],
                             continuous_update=False, layout=widgets.Layout(width="380px"))
        # index=0, not value=None: a value None leaves a menu with no option chosen, drawn blank, and the
        # first ↓ of a keyboard user only chose « — choisissez — »
        self.move = _wide(X["w_move"], widgets.Dropdown, options=[(fr.WIDGETS["choose"], None)], index=0,
                          layout=widgets.Layout(width="460px"))
        self.result = _wide(X["w_result"], widgets.Dropdown, options=[(X["w_any_result"], None)], index=0)
        self.add_button = widgets.Button(description=X["w_add"], button_style="primary",
                                         layout=widgets.Layout(width="auto"))
        self.undo_button = widgets.Button(description=X["w_undo"], layout=widgets.Layout(width="auto"))
        self.model = _wide(X["w_model"], widgets.Dropdown, options=[(_frac(k), k) for k in KEEP_HIGH], value=HALF,
                           layout=widgets.Layout(width="360px"))  # its label and its menu on one line
        self.code = _wide(X["w_code"], widgets.Text, value="", placeholder=X["w_code_placeholder"],
                          layout=widgets.Layout(width="520px"))
        self.share_button = widgets.Button(description=X["w_share"], layout=widgets.Layout(width="auto"))
        self.with_deal = widgets.Checkbox(value=False, description=X["w_with_deal"], indent=False,
                                          layout=widgets.Layout(width="auto"))
        self.load_button = widgets.Button(description=X["w_load"], layout=widgets.Layout(width="auto"))
        self.feedback = live(widgets.HTML())  # a refused move or code, read out (see common.LIVE)
        self.panels = widgets.HTML()

        for control in (self.edition, self.players, self.seed, self.hand, self.draw, self.face_up):
            control.observe(self._setup_changed, names="value")
        self.viewer.observe(self._viewer_changed, names="value")
        self.model.observe(self._model_changed, names="value")
        self.move.observe(self._move_changed, names="value")
        self.new_deal_button.on_click(lambda _: self.new_deal())
        self.add_button.on_click(lambda _: self.add())
        self.undo_button.on_click(lambda _: self.undo())
        self.share_button.on_click(lambda _: self.share())
        self.load_button.on_click(lambda _: self.load())

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        super().__init__([
            widgets.HBox([self.edition, self.players, self.viewer, self.seed, self.new_deal_button], layout=row),
            widgets.HBox([self.hand, self.draw, self.face_up], layout=row),
            widgets.HBox([self.move, self.result, self.add_button, self.undo_button], layout=row),
            widgets.HBox([self.model], layout=row),
            widgets.HBox([self.code, self.share_button, self.with_deal, self.load_button], layout=row),
            self.feedback, self.panels,
        ])
        self._sync_setup_options()
        if code is not None:
            self.code.value = code
            self.load()
        elif position is not None:
            self._set_position(position)
        else:
            self.rebuild()

    # --- the model ------------------------------------------------------------------------------------
    def _edition(self):
        return get_edition(self.edition.value)

    def _setup(self):
        """The arguments of :func:`~loveletter_teach.explorer.position` the controls describe."""
        e, n, viewer = self._edition(), self.players.value, self.viewer.value
        hands = [None] * n
        if self.hand.value != RANDOM:
            hands[viewer] = self.hand.value
        deck = []
        if self.draw.value != RANDOM:  # the viewer's first draw, with seat 0 to play first
            deck = [None] * viewer + [self.draw.value]
        face_up = None
        if e.face_up_for(n) and self.face_up.value.strip():
            face_up = [part.strip() for part in self.face_up.value.split(",") if part.strip()]
        return {"edition": e, "players": n, "viewer": viewer, "hands": hands, "deck": deck, "face_up": face_up,
                "seed": self.seed.value, "keep_high": self.model.value}

    @safe
    def rebuild(self):
        """A new position from the set-up controls (the moves are dropped)."""
        self.feedback.value = ""
        self._set_position(position(**self._setup()))

    def _set_position(self, p):
        self.position = p
        self._quiet = True
        try:
            if self.edition.value != p.edition.id:
                self.edition.value = p.edition.id
                self._sync_setup_options()
            if self.players.value != p.n_players:
                self.players.value = p.n_players
            self.viewer.options = [(name, s) for s, name in enumerate(p.names)]
            self.viewer.value = p.viewer
            if p.keep_high not in [v for _, v in self.model.options]:  # a code's own setting
                self.model.options = sorted([*self.model.options, (_frac(p.keep_high), p.keep_high)],
                                            key=lambda option: option[1])
            self.model.value = p.keep_high
        finally:
            self._quiet = False
        self._sync_moves()
        self.render()

    # --- the controls ---------------------------------------------------------------------------------
    def _sync_setup_options(self):
        """Player counts and cards of the chosen edition (without rebuilding)."""
        quiet, self._quiet = self._quiet, True
        try:
            e = self._edition()
            counts = list(range(e.min_players, e.max_players + 1))
            n = self.players.value if self.players.value in counts else min(max(3, counts[0]), counts[-1])
            self.players.options = counts
            self.players.value = n
            names = fr.DEFAULT_NAMES[:n]
            viewer = self.viewer.value if self.viewer.value is not None and self.viewer.value < n else 0
            self.viewer.options = [(name, s) for s, name in enumerate(names)]
            self.viewer.value = viewer
            cards = [(X["w_random"], RANDOM)] + [(f"{c.name} ({c.value})", c.name) for c in e.cards]
            for control in (self.hand, self.draw):
                value = control.value if control.value in [v for _, v in cards] else RANDOM
                control.options = cards
                control.value = value
            self.face_up.layout.display = None if e.face_up_for(n) else "none"
        finally:
            self._quiet = quiet

    def _sync_moves(self):
        p = self.position
        options = [(fr.WIDGETS["choose"], None)]
        if p is not None and not p.over:
            who = p.names[p.to_act]
            options += [(X["w_turn_of"].format(p=who, move=describe(m, p.names)), m) for m in p.public_moves()]
        self.move.options = options
        self.move.index = 0  # « — choisissez — » shown (see __init__)
        self._sync_results()

    def _sync_results(self):
        p, move = self.position, self.move.value
        options = [(X["w_any_result"], None)]
        if p is not None and move is not None and hasattr(move, "target") and move.target is not None:
            seat, effect, names = p.to_act, move.card.effect, p.names
            if effect == "guess":
                options += [(X["hit"], X["hit"]), (X["miss"], X["miss"])]
            elif effect == "compare":
                options += [(X["tie"], X["tie"])] + [(X["loses"].format(p=names[s]), names[s])
                                                       for s in (seat, move.target)]
                options += [(X["loses_with"].format(p=names[s], card=fr.the(c)), (names[s], c.name))
                            for s in (seat, move.target) if s != p.viewer for c in p.edition.cards]
            elif effect == "discard_redraw" or (effect == "peek" and seat == p.viewer) or (
                    effect == "swap" and p.viewer in (seat, move.target)):
                options += [(c.name, c.name) for c in p.edition.cards]
        self.result.options = options
        self.result.index = 0  # « any result » shown (see __init__)
        self.result.disabled = len(options) == 1

    def _setup_changed(self, change):
        if self._quiet:
            return
        if change["owner"] is self.edition or change["owner"] is self.players:
            self._sync_setup_options()
        self.rebuild()

    @safe
    def _viewer_changed(self, change):
        if self._quiet or self.position is None:
            return
        quiet, self._quiet = self._quiet, True
        self.hand.value = self.draw.value = RANDOM  # the chosen cards were the previous viewer's
        self._quiet = quiet
        self.feedback.value = ""
        self._set_position(self.position.seen_by(change["new"]))

    @safe
    def _model_changed(self, change):
        if self._quiet or self.position is None:
            return
        self._set_position(self.position.with_model(change["new"]))

    def _move_changed(self, change):
        self._sync_results()

    # --- the buttons ------------------------------------------------------------------------------------
    @safe
    def new_deal(self):
        self.seed.value = (self.seed.value + 1) % (10 ** 9)  # rebuilds through the seed's observer

    @safe
    def add(self):
        p, move = self.position, self.move.value
        if p is None:
            return
        if p.over:
            self.feedback.value = message_html(X["w_over"], "hint")
            return
        if move is None:
            self.feedback.value = message_html(X["w_choose_move"], "hint")
            return
        # « any result »: the result comes from a deal built from what the viewer saw, not from the
        # position's hidden cards (that result would tell about them); a result asked for is played as is
        base = p.as_seen() if self.result.value is None else p
        new = base.with_move(move, self.result.value)
        shown = move if isinstance(move, HiddenKeep) else new.moves[-1]  # another's choice stays hidden
        text = X["w_added"].format(move=describe(shown, p.names))
        # said after every move, redealt or not: whether the hidden cards had to change tells about them
        text += " " + X["w_redealt"].format(viewer=fr.elide("que", p.names[p.viewer]))
        self._set_position(new)
        self.feedback.value = message_html(text, "ok")

    @safe
    def undo(self):
        if self.position is None or not self.position.moves:
            self.feedback.value = message_html(X["w_nothing_to_undo"], "hint")
            return
        self._set_position(self.position.undo())
        self.feedback.value = message_html(X["w_undone"], "ok")

    @safe
    def share(self):
        if self.position is None:
            return
        self.code.value = ""  # a position without a code shows none: never an older code, never the deal
        deal = self.with_deal.value  # the deal only when asked for: the code of what the viewer saw has none
        self.code.value = self.position.deal_code if deal else self.position.code
        self.feedback.value = message_html(X["w_shared_deal" if deal else "w_shared"], "ok")

    @safe
    def load(self):
        if not self.code.value.strip():
            self.feedback.value = message_html(X["w_no_code"], "hint")
            return
        p = from_code(self.code.value)
        self._set_position(p)
        self.feedback.value = message_html(X["w_loaded"], "ok")

    # --- the view ---------------------------------------------------------------------------------------
    @safe
    def render(self):
        if self.position is None:
            self.panels.value = ""
            return
        self.exploration = explore(self.position, samples=self.samples)
        self.panels.value = self.exploration._repr_html_()


def _frac(x):
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


__all__ = ["ExplorerWidget"]
