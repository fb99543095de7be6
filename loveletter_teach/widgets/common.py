"""What every widget shares: the French words, and errors shown as messages, never tracebacks."""

import functools

from .. import fr
from ..errors import LoveLetterError
from ..html import esc, message_html

W = fr.WIDGETS
WIDGET = "ll-widget"  # the class of each of the package's widgets: the accessibility audit finds them by it
RELOAD = "ll-reload"
# Hidden while a live widget is drawn in the same output area (a box view's own class); after a page
# reload the widget's model is gone, JupyterLab writes « Error displaying widget: model not found » in
# English and never shows a widget's text/plain: then this French line is what the learner reads.
RELOAD_STYLE = f".jp-OutputArea:has(.widget-container) .{RELOAD}{{display:none}}"
# The chosen button of a ToggleButtons (a verdict, a letter) was a grey a little darker than the others: a
# check mark and a thick border say it without colour (a style applies even inside the hidden line above).
CHOSEN_STYLE = (".widget-toggle-button.mod-active{font-weight:700;box-shadow:inset 0 0 0 2px #0d47a1}"
                ".widget-toggle-button.mod-active::before{content:'✓ '}")
# The package's own widgets carry this class (Guided): the focus ring, the narrow-screen layout and the
# keyboard rule below touch them only, never JupyterLab or another library's widgets.
WIDGET = "ll-widget"
# Focus always visible (WCAG 2.4.7): ipywidgets draws a 1 px outline in the colour of a « primary » button
# (a focused « Vérifier » looked like any other) and none at all on a text box, a menu or the slider (only a
# border a shade bluer: its rule says « outline: none !important »). A thick black ring on what the keyboard
# reached, drawn inside the control (a widget's box cuts off what goes past its edge), outside a radio button
# or the slider's handle (too small to hold it). The :is(…) makes these rules the more specific ones.
FOCUS_STYLE = (f".{WIDGET} :is(input,select,textarea,button,summary,a,[tabindex],[contenteditable]):focus-visible"
               "{outline:3px solid #000 !important;outline-offset:-3px}"
               f".{WIDGET} :is(input[type=radio],input[type=checkbox]):focus-visible,.{WIDGET} .noUi-handle:focus"
               "{outline:3px solid #000 !important;outline-offset:1px}")
# A tablet upright with the file browser open, or a phone: the notebook is 300 to 450 px wide. A row of
# buttons wraps instead of squeezing its last button to « C… »; a one-line control (a text box, a menu, a
# slider: its « inline » box) keeps to the output's width (the name's box was 320 px wide, the class's 480 px,
# the explorer's up to 520 px), its label above it when both do not fit, and a long label wraps instead of
# being cut off. A choice of a list (a radio button) had a fixed height: wrapped on two lines, its words ran
# under the next choice, and a tap there chose the next one (its button, floated left before, is put first).
NARROW_STYLE = (f".{WIDGET} :is(.widget-hbox,.widget-text,.widget-dropdown){{flex-wrap:wrap}}"  # not a slider: its
                # number went under it, out of sight
                f".{WIDGET} .widget-inline-hbox{{max-width:calc(100% - 4px)}}"  # less its margins
                # a menu's box was 28 px high, whatever it held: its menu, put under a long label (the explorer's
                # « Modèle ») or 44 px high on a touch screen (below), spilled over the next row of controls and
                # hid part of it; the box now grows with what it holds, the menu keeps its own height
                f".{WIDGET} .widget-dropdown{{height:auto;min-height:var(--jp-widgets-inline-height)}}"
                f".{WIDGET} .widget-dropdown>select{{height:var(--jp-widgets-inline-height)}}"
                f".{WIDGET} .widget-hbox{{max-width:100%}}"
                f".{WIDGET} .widget-html-content{{min-width:0;max-width:100%}}"  # a flex item: as wide as its text
                # a table of numbers wider than a phone scrolls in its own box, not the whole widget (WCAG 1.4.10
                # lets content laid out in two dimensions scroll both ways)
                f".{WIDGET} .widget-html-content :has(> table){{overflow-x:auto}}"
                f".{WIDGET} .widget-label{{white-space:normal;height:auto;max-width:100%}}"
                f".{WIDGET} .widget-radio-box label{{display:flex;align-items:flex-start;height:auto;line-height:1.4;"
                "padding:2px 0}"
                f".{WIDGET} .widget-radio-box input{{float:none;flex:none;order:-1;height:auto;margin-top:3px}}"
                # a finger is wider than a mouse pointer: on a touch screen a button or a menu is 44 px high
                # at least (WCAG 2.5.5's size; ipywidgets draws them 28 px high)
                f"@media (pointer:coarse){{.{WIDGET} :is(button,select){{min-height:44px}}}}")
# JupyterLab's command-mode shortcuts listen to the whole page (after the control, which sees a key first):
# ↓ in a menu or a list of choices also selected the next cell and took the focus away, « b » (for Bob) added
# a cell, « d d » deleted one. A key pressed in a package widget stays in it; Tab, Maj+Entrée and the keys
# with Ctrl, Alt or ⌘ go on to JupyterLab (a learner moves on, runs a cell, saves). Échap, even in a text box
# (ipywidgets keeps a text box's keys from the page, hence the capture), takes the focus back to the
# widget's cell, in command mode, where ↑ and ↓ choose a cell again. JupyterLab runs the script of an output
# it trusts (the output of a cell run here); elsewhere (an output saved untrusted) the script is dropped.
KEYS_SCRIPT = f"""<script>(() => {{
  if (window.llKeys) return;
  window.llKeys = true;
  const inWidget = (e) => e.target instanceof Element && e.target.closest('.{WIDGET}');
  document.addEventListener('keydown', (e) => {{
    const cell = e.key === 'Escape' && inWidget(e) && e.target.closest('.jp-Cell');
    if (cell) {{ e.stopPropagation(); cell.focus(); }}
  }}, true);
  document.body.addEventListener('keydown', (e) => {{
    if (!inWidget(e) || e.key === 'Tab' || e.ctrlKey || e.altKey || e.metaKey || (e.shiftKey && e.key === 'Enter')) return;
    e.stopPropagation();
  }});
}})();</script>"""


# What a screen reader needs from a widget and ipywidgets cannot say: the language (a widget's words are
# French, JupyterLab's page is not) and the feedback read out as it comes. An HTML widget's value is
# drawn inside one div, .widget-html-content, made once by its view and kept: each change replaces its
# innerHTML, so a live region written inside the value would be a new node each time, never announced.
# That kept div is the live region: the widget is marked with a class (``live``) and the script below,
# shown under the widget in the same output area (the reload line), gives it aria-live="polite" as the
# view is drawn (ipywidgets has no trait for an attribute). A page whose outputs are not trusted (a
# saved notebook opened again) drops the script: the widget is dead there anyway.
LIVE, FRENCH = "ll-live", "ll-fr"
MARK_SCRIPT = (
    "(() => {const here = document.currentScript;"
    "const area = (here && here.closest('.jp-OutputArea')) || document.body;"
    "if (area.llMarked) return; area.llMarked = true;"  # one watcher per output area, runs of the cell included
    "const mark = () => {"
    f"area.querySelectorAll('.{LIVE} > .widget-html-content:not([aria-live])').forEach(node => {{"
    "node.setAttribute('aria-live', 'polite'); node.setAttribute('aria-atomic', 'true');});"
    f"area.querySelectorAll('.{FRENCH}:not([lang])').forEach(node => node.setAttribute('lang', 'fr'));"
    # a set of buttons or a list of choices is named by its label (« Conclusion : », « Garder : »), which
    # ipywidgets ties to nothing; the chosen button of a set says it is pressed (not by its look alone)
    f"area.querySelectorAll('.{FRENCH} :is(.widget-radio, .widget-toggle-buttons):not([role])').forEach(g => {{"
    "const label = g.querySelector(':scope > .widget-label'); const words = label && label.textContent.trim();"
    "g.setAttribute('role', g.matches('.widget-radio') ? 'radiogroup' : 'group');"
    "if (words) g.setAttribute('aria-label', words.replace(/\\s*:$/, ''));});"
    f"area.querySelectorAll('.{FRENCH} .widget-toggle-button').forEach(b => {{"
    "const pressed = String(b.classList.contains('mod-active'));"
    "if (b.getAttribute('aria-pressed') !== pressed) b.setAttribute('aria-pressed', pressed);});};"
    "mark(); new MutationObserver(mark).observe(area, {childList: true, subtree: true, attributes: true,"
    " attributeFilter: ['class']});})();")


def live(widget):
    """``widget`` (an HTML widget) read out by a screen reader at each change of its value (see LIVE)."""
    widget.add_class(LIVE)
    return widget


def reload_bundle():
    """The French line shown under each of the package's widgets, for after a reload of the page, and the
    script that marks the widgets above it French and their feedback live (:data:`MARK_SCRIPT`)."""
    return {"text/plain": W["reload"],
            "text/html": f"<div class='{RELOAD}' lang='fr' style='font-size:14px;color:#7a4100;margin:2px 0'>"
                         f"<style>{RELOAD_STYLE}{CHOSEN_STYLE}{FOCUS_STYLE}{NARROW_STYLE}</style>{KEYS_SCRIPT}"
                         f"⚠ {esc(W['reload'])}<script>{MARK_SCRIPT}</script></div>"}


def _main_shell(_data, _default):
    return None  # the kernel's main shell (no subshell)


def in_order(widget):
    """Have the kernel handle every message of ``widget`` and of the widgets in it (those added later
    too) on its main shell, one after the other, in the order the browser sent them; returns ``widget``.

    JupyterLab 4.6 sends the widgets' messages to a subshell of the kernel, and ipykernel 7 sends each
    comm's messages on to where the kernel last wrote on that comm (``Comm._reply_subshell_for``): an
    answer box, whose value the kernel echoes, went to the subshell's thread, the « Vérifier » button,
    never written to, to the main thread, and the click could be handled before the value sent just
    before it (a try counted for the answer before). Here both go to the main shell, like the cells:
    nothing of the package runs in two threads at once. A kernel without subshells (an older ipykernel,
    JupyterLite) never reads the attribute set here."""
    comm = getattr(widget, "comm", None)
    if comm is not None and getattr(comm, "_reply_subshell_for", None) is not _main_shell:
        try:
            comm._reply_subshell_for = _main_shell
        except (AttributeError, TypeError):  # a comm that takes no attribute: nothing to route
            pass
    children = getattr(widget, "children", None)
    if isinstance(children, (list, tuple)):
        if not getattr(widget, "_ll_in_order", False):
            widget._ll_in_order = True
            widget.observe(lambda change: [in_order(w) for w in change["new"]], names="children")
        for child in children:
            in_order(child)
    return widget


class Guided:
    """A widget displayed with, under it, what to do if the page is reloaded (:func:`reload_bundle`),
    its messages handled in the order they were sent (:func:`in_order`), its outer box of class
    :data:`WIDGET`."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.add_class(WIDGET)

    def _ipython_display_(self):
        from IPython.display import display  # IPython (ipywidgets brings it): only when a widget is shown
        in_order(self)
        self.add_class(FRENCH)  # lang="fr" on the widget, by the script of the reload line
        self.add_class(WIDGET)
        display(self._repr_mimebundle_(), raw=True)
        display(reload_bundle(), raw=True)


def keep_focus(pressed, *others):
    """A button the keyboard pressed that is now disabled or hidden (« Fin » at the end of a round, « Vérifier »
    after the last try) drops the focus, and a keyboard user would start again from the top of the page: the
    focus goes to the first of ``others`` that can take it. Nothing moves while ``pressed`` can keep it."""
    usable = lambda button: not button.disabled and button.layout.display != "none"  # noqa: E731
    if not usable(pressed):
        for other in others:
            if usable(other):
                other.focus()
                return


def safe(method):
    """Run a callback; a rule error becomes its French message in ``self.feedback``, any other
    error a generic French message (kept in ``self.last_error`` for the curious teacher)."""
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except LoveLetterError as exc:
            self.feedback.value = message_html(str(exc), "error")
        except Exception as exc:  # noqa: BLE001 — a widget never shows a traceback
            self.last_error = exc
            self.feedback.value = message_html(W["unexpected"].format(kind=type(exc).__name__), "error")
        return None
    return wrapper
