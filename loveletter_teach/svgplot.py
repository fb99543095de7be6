"""A small pyplot, standard library only, for where matplotlib is missing (the offline JupyterLite site):
the notebooks' plotting calls draw the same figure — same series, same axis ranges, same labels, decimal
commas — as an SVG picture, shown through IPython's display (``_repr_svg_``: JupyterLab, JupyterLite,
Basthon, and a saved notebook viewed elsewhere all show SVG).

Only what a lycée plot needs: ``plot`` (with a format such as ``"o-"`` or ``"--"``), ``loglog``,
``semilogx``, ``semilogy``, ``scatter``, ``bar``, ``axhline``, ``axvline``, ``axhspan``, labels, title,
limits, scales, ticks, ``grid`` and ``legend``; the axis ranges follow matplotlib's rules (5 % margins,
taken on the logarithm for a log scale; a bar's base stays on its axis), so both draw the same frame.
Anything else is refused with a French sentence (:class:`~loveletter_teach.errors.PlotError`).

>>> plt = PyPlot()
>>> fig, ax = plt.subplots(figsize=(4, 3))
>>> _ = ax.plot([0, 1, 2], [0, 0.5, 2], "o-", label="f")
>>> ax.set_xlabel("n"); ax.get_xlim()
(-0.1, 2.1)
>>> fig._repr_svg_().startswith('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"')
True

The picture is the same, byte for byte, for the same calls (no random id, no date).
"""

import hashlib
import math
from html import escape

from . import fr
from .errors import PlotError
from .html import Description, figure_html, figure_text, french_output

DPI = 100  # pixels per inch, as matplotlib's figures in a notebook
PT = DPI / 72  # pixels per point
MARGIN = 0.05  # matplotlib's axes.xmargin and axes.ymargin
COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
          "#bcbd22", "#17becf"]  # matplotlib's default colour cycle (tab10)
CYCLE_NAMES = {**{f"C{i}": i for i in range(10)},
               **{f"tab:{name}": i for i, name in enumerate(("blue", "orange", "green", "red", "purple", "brown",
                                                             "pink", "gray", "olive", "cyan"))}}
LETTERS = {"b": "#0000ff", "g": "#008000", "r": "#ff0000", "c": "#00bfbf", "m": "#bf00bf",
           "y": "#bfbf00", "k": "#000000", "w": "#ffffff"}
MARKERS = "o.sx+^v*D"
DASHES = {"-": None, "--": (3.7, 1.6), ":": (1, 1.65), "-.": (6.4, 1.6, 1, 1.6)}  # × the line width
FONT = 10  # points
SIZES = {"xx-small": 0.579, "x-small": 0.694, "small": 0.833, "medium": 1.0, "large": 1.2,
         "x-large": 1.44, "xx-large": 1.728}
LEGEND_PLACES = ["best", "upper right", "upper left", "lower left", "lower right", "right", "center left",
                 "center right", "lower center", "upper center", "center"]
FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"
MAX_LISTED = 25  # a series of more points is summed up in words (count, ranges, last point), not read point by point
P = fr.PLOTS


def _refuse(name):
    raise PlotError(fr.PLOTS["unsupported"].format(name=name))


def _number(value, what):
    try:
        return float(value)
    except (TypeError, ValueError):
        raise PlotError(fr.PLOTS["not_number"].format(what=what, value=repr(value)[:40])) from None


def _numbers(values, what):
    try:
        values = list(values)
    except TypeError:
        values = [values]
    return [_number(v, what) for v in values]


def _limit(value, what):
    """An axis limit: a finite number (matplotlib refuses an infinite one too)."""
    number = _number(value, what)
    if not math.isfinite(number):
        raise PlotError(fr.PLOTS["not_number"].format(what=what, value=repr(value)[:40]))
    return number


def _color(value):
    if value is None:
        return None
    if not isinstance(value, str):
        raise PlotError(fr.PLOTS["color"].format(value=repr(value)[:40]))
    if value in CYCLE_NAMES:  # "C1", "tab:orange": matplotlib's names for its colour cycle
        return COLORS[CYCLE_NAMES[value]]
    return LETTERS.get(value, value)


def default_format(x, _pos=None):
    """A tick's number the French way: ``0,025``, ``1000``, ``0,001``."""
    return ("%.10g" % x).replace(".", ",")


class FuncFormatter:
    """``FuncFormatter(f)``: ticks written ``f(x, pos)``, as matplotlib's."""

    def __init__(self, func):
        self.func = func

    def __call__(self, x, pos=None):
        return self.func(x, pos)


class _Axis:
    """``ax.xaxis`` or ``ax.yaxis``: only its tick formatter."""

    def __init__(self):
        self.formatter = None

    def set_major_formatter(self, formatter):
        if not callable(formatter):
            raise PlotError(fr.PLOTS["formatter"])
        self.formatter = formatter

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        _refuse(f"axis.{name}")


class Series:
    """One thing drawn: ``kind`` is line, scatter, bar, hline, vline or hspan."""

    def __init__(self, kind, x=(), y=(), label=None, color=None, linestyle="-", marker="None",
                 size=None, width=None):
        self.kind, self.x, self.y, self.label, self.color = kind, list(x), list(y), label, color
        self.linestyle, self.marker, self.size, self.width = linestyle, marker, size, width

    def __repr__(self):
        return f"<{self.kind} {self.label or ''}>".replace(" >", ">")

    def extent(self, axis):
        """The values that set the data limits along ``axis``, and the sticky ones (a bar's base)."""
        if self.kind == "bar":
            if axis == "x":
                return [v for x, w in zip(self.x, self.width) for v in (x - w / 2, x + w / 2)], []
            return [v for h in self.y for v in (0.0, h)], [0.0]
        if self.kind in ("hline", "hspan"):
            return (self.y, []) if axis == "y" else ([], [])
        if self.kind == "vline":
            return (self.x, []) if axis == "x" else ([], [])
        return (self.x if axis == "x" else self.y), []

    @property
    def in_legend(self):
        return self.label is not None and not str(self.label).startswith("_")


class Axes:
    """The one set of axes of a :class:`Figure`; the calls of matplotlib's ``Axes`` that it knows."""

    def __init__(self, figure):
        self.figure = figure
        self.series = []
        self.xaxis, self.yaxis = _Axis(), _Axis()
        self.labels = {"x": "", "y": ""}
        self.title = ""
        self.scales = {"x": "linear", "y": "linear"}
        self.limits = {"x": (None, None), "y": (None, None)}
        self.ticks = {"x": None, "y": None}
        self.tick_labels = {"x": None, "y": None}  # {value: text} given with the ticks
        self.legend_options = None
        self.grid_on = False
        self._lines = self._patches = 0  # matplotlib's two colour cycles: lines; patches and points

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        _refuse(f"ax.{name}")

    # --- drawing ---------------------------------------------------------------------------------
    def _next(self, cycle):
        count = getattr(self, cycle)
        setattr(self, cycle, count + 1)
        return COLORS[count % len(COLORS)]

    def plot(self, *args, label=None, color=None, linestyle=None, ls=None, marker=None, **kwargs):
        """``plot(y)``, ``plot(x, y)``, ``plot(x, y, "o-")``: one line, its points joined."""
        _unknown(kwargs, {"linewidth", "lw", "markersize", "ms", "alpha", "zorder"})
        fmt = None
        if args and isinstance(args[-1], str):
            fmt, args = args[-1], args[:-1]
        if len(args) == 1:
            y = _numbers(args[0], "y")
            x = list(range(len(y)))
        elif len(args) == 2:
            x, y = _numbers(args[0], "x"), _numbers(args[1], "y")
        else:
            raise PlotError(fr.PLOTS["plot_args"])
        if len(x) != len(y):
            raise PlotError(fr.PLOTS["lengths"].format(nx=len(x), ny=len(y)))
        style, mark, letter = _parse_format(fmt)
        linestyle = linestyle or ls or style
        marker = marker or mark
        if linestyle is None:  # only a format's marker means points alone; marker="o" keeps the line
            linestyle = "None" if mark else "-"
        if linestyle not in DASHES and linestyle != "None":
            raise PlotError(fr.PLOTS["linestyle"].format(value=linestyle))
        color = _color(color) or letter or self._next("_lines")
        line = Series("line", x, y, label, color, linestyle, marker or "None")
        self.series.append(line)
        return [line]

    def loglog(self, *args, **kwargs):
        self.scales["x"] = self.scales["y"] = "log"
        return self.plot(*args, **kwargs)

    def semilogx(self, *args, **kwargs):
        self.scales["x"] = "log"
        return self.plot(*args, **kwargs)

    def semilogy(self, *args, **kwargs):
        self.scales["y"] = "log"
        return self.plot(*args, **kwargs)

    def scatter(self, x, y, s=None, color=None, c=None, label=None, marker=None, **kwargs):
        """Points, each a disc of area ``s`` (in points², 36 by default)."""
        _unknown(kwargs, {"alpha", "zorder"})
        x, y = _numbers(x, "x"), _numbers(y, "y")
        if len(x) != len(y):
            raise PlotError(fr.PLOTS["lengths"].format(nx=len(x), ny=len(y)))
        color = _color(color or c) or self._next("_patches")
        size = 36.0 if s is None else _number(s, "s")
        points = Series("scatter", x, y, label, color, "None", "o", size=size)
        self.series.append(points)
        return points

    def bar(self, x, height, width=0.8, label=None, color=None, **kwargs):
        """Bars centred on ``x``, from 0 to ``height``."""
        _unknown(kwargs, {"alpha", "zorder", "edgecolor"})
        x, height = _numbers(x, "x"), _numbers(height, "height")
        if len(height) == 1 and len(x) > 1:
            height = height * len(x)
        if len(x) != len(height):
            raise PlotError(fr.PLOTS["lengths"].format(nx=len(x), ny=len(height)))
        widths = _numbers(width, "width")
        widths = widths * len(x) if len(widths) == 1 else widths
        if len(widths) != len(x):  # zip would drop the bars without a width
            raise PlotError(fr.PLOTS["lengths"].format(nx=len(x), ny=len(widths)))
        bars = Series("bar", x, height, label, _color(color) or self._next("_patches"), width=widths)
        self.series.append(bars)
        return bars

    def axhline(self, y=0, color=None, linestyle="-", ls=None, label=None, **kwargs):
        """A horizontal line across the axes, at height ``y``."""
        _unknown(kwargs, {"linewidth", "lw", "alpha", "zorder"})
        line = Series("hline", (), [_number(y, "y")], label, _color(color) or self._next("_lines"),
                      ls or linestyle)
        self.series.append(line)
        return line

    def axvline(self, x=0, color=None, linestyle="-", ls=None, label=None, **kwargs):
        """A vertical line across the axes, at ``x``."""
        _unknown(kwargs, {"linewidth", "lw", "alpha", "zorder"})
        line = Series("vline", [_number(x, "x")], (), label, _color(color) or self._next("_lines"),
                      ls or linestyle)
        self.series.append(line)
        return line

    def axhspan(self, ymin, ymax, color=None, label=None, **kwargs):
        """A horizontal band across the axes, from ``ymin`` to ``ymax``."""
        _unknown(kwargs, {"alpha", "zorder"})
        band = Series("hspan", (), [_number(ymin, "ymin"), _number(ymax, "ymax")], label,
                      _color(color) or self._next("_patches"))
        self.series.append(band)
        return band

    # --- what is around the drawing --------------------------------------------------------------
    def set_xlabel(self, text, **kwargs):
        self.labels["x"] = str(text)

    def set_ylabel(self, text, **kwargs):
        self.labels["y"] = str(text)

    def set_title(self, text, **kwargs):
        self.title = str(text)

    def _set_limits(self, axis, low, high):
        if isinstance(low, (tuple, list)):
            low, high = low
        kept_low, kept_high = self.limits[axis]  # None leaves a limit as it is, as matplotlib
        low = kept_low if low is None else _limit(low, f"{axis}min")
        high = kept_high if high is None else _limit(high, f"{axis}max")
        if low is not None and high is not None and not low < high:
            raise PlotError(fr.PLOTS["limits"].format(low=default_format(low), high=default_format(high)))
        self.limits[axis] = (low, high)

    def set_xlim(self, left=None, right=None, **kwargs):
        self._set_limits("x", kwargs.pop("xmin", left), kwargs.pop("xmax", right))

    def set_ylim(self, bottom=None, top=None, **kwargs):
        self._set_limits("y", kwargs.pop("ymin", bottom), kwargs.pop("ymax", top))

    def get_xlim(self):
        return self._range("x")

    def get_ylim(self):
        return self._range("y")

    def _set_scale(self, axis, scale):
        if scale not in ("linear", "log"):
            raise PlotError(fr.PLOTS["scale"].format(value=scale))
        self.scales[axis] = scale

    def set_xscale(self, scale, **kwargs):
        self._set_scale("x", scale)

    def set_yscale(self, scale, **kwargs):
        self._set_scale("y", scale)

    def set_xticks(self, ticks=None, labels=None, **kwargs):
        self._set_ticks("x", ticks, labels)

    def set_yticks(self, ticks=None, labels=None, **kwargs):
        self._set_ticks("y", ticks, labels)

    def _set_ticks(self, axis, ticks, labels):
        """The ticks at ``ticks`` (None: unchanged, as ``plt.xticks(rotation=45)``), written ``labels``."""
        if ticks is None:
            return
        values = _numbers(ticks, axis)
        names = None if labels is None else [str(t) for t in labels]
        if names is not None and len(names) != len(values):
            raise PlotError(fr.PLOTS["lengths"].format(nx=len(values), ny=len(names)))
        self.ticks[axis] = values
        self.tick_labels[axis] = None if names is None else dict(zip(values, names))

    def grid(self, visible=True, **kwargs):
        self.grid_on = bool(visible)

    def legend(self, loc="best", fontsize=None, **kwargs):
        """The legend, at ``loc`` (``"best"``: where it hides the fewest points, as matplotlib)."""
        if isinstance(loc, int) and 0 <= loc < len(LEGEND_PLACES):
            loc = LEGEND_PLACES[loc]
        if loc not in LEGEND_PLACES:
            raise PlotError(fr.PLOTS["legend_loc"].format(value=loc))
        if isinstance(fontsize, str):
            if fontsize not in SIZES:
                raise PlotError(fr.PLOTS["fontsize"].format(value=fontsize))
            fontsize = FONT * SIZES[fontsize]
        self.legend_options = {"loc": loc, "fontsize": FONT if fontsize is None else _number(fontsize, "fontsize")}

    # --- the axis ranges, as matplotlib's autoscale sets them ------------------------------------
    def _range(self, axis):
        low, high = self.limits[axis]
        log = self.scales[axis] == "log"
        if log:  # a limit at or below 0 has no place on a log scale: ignored, as matplotlib does
            low, high = (None if v is not None and v <= 0 else v for v in (low, high))
        if low is not None and high is not None:
            return low, high
        values, stickies = [], []
        for s in self.series:
            vals, sticky = s.extent(axis)
            values += [v for v in vals if math.isfinite(v) and (v > 0 or not log)]
            stickies += [v for v in sticky if v > 0 or not log]
        if not values:
            auto = (1.0, 10.0) if log else (0.0, 1.0)
        else:
            lo, hi = min(values), max(values)
            if lo == hi and log:  # one value: matplotlib takes the decades around it
                lo, hi = 10.0 ** math.floor(math.log10(lo)), 10.0 ** math.ceil(math.log10(hi))
                lo, hi = (lo / 10, hi * 10) if lo == hi else (lo, hi)
            elif lo == hi:  # or widens by 5 % of the value
                lo, hi = (lo - 0.05 * abs(lo), hi + 0.05 * abs(hi)) if lo else (-0.05, 0.05)
            tol = 1e-5 * abs(hi - lo)
            below = [v for v in stickies if v < lo + tol]
            above = [v for v in stickies if v > hi - tol]
            to, back = (math.log10, lambda t: 10 ** t) if log else (float, float)
            delta = (to(hi) - to(lo)) * MARGIN
            lo2, hi2 = back(to(lo) - delta), back(to(hi) + delta)
            if below:
                lo2 = max(lo2, max(below))
            if above:
                hi2 = min(hi2, min(above))
            ticks = self.ticks[axis]
            if ticks:
                lo2, hi2 = min(lo2, min(ticks)), max(hi2, max(ticks))
            auto = (lo2, hi2)
        return (auto[0] if low is None else low), (auto[1] if high is None else high)

    def data(self):
        """What the figure shows, for comparing it with another drawing of it (the tests do)."""
        return {"xlabel": self.labels["x"], "ylabel": self.labels["y"], "title": self.title,
                "xscale": self.scales["x"], "yscale": self.scales["y"],
                "xlim": self.get_xlim(), "ylim": self.get_ylim(),
                "series": [(s.kind, s.label, s.color, s.x, s.y) for s in self.series],
                "legend": [s.label for s in self.series if s.in_legend] if self.legend_options else None}


def _unknown(kwargs, ignored):
    """Style options that change nothing of what is shown are accepted; any other is refused."""
    for name in kwargs:
        if name not in ignored:
            _refuse(f"{name}=…")


def _parse_format(fmt):
    """``"o-"`` → ("-", "o", None); ``"r--"`` → ("--", None, red)."""
    if fmt is None:
        return None, None, None
    rest, style, marker, color = fmt, None, None, None
    for candidate in ("--", "-.", "-", ":"):
        if candidate in rest:
            style, rest = candidate, rest.replace(candidate, "", 1)
            break
    for ch in rest:
        if ch in MARKERS and marker is None:
            marker = ch
        elif ch in LETTERS and color is None:
            color = LETTERS[ch]
        else:
            raise PlotError(fr.PLOTS["format"].format(value=fmt))
    return style, marker, color


class Figure:
    """One figure and its axes; shown as SVG (``_repr_svg_``)."""

    def __init__(self, figsize=(6.4, 4.8)):
        try:
            width, height = (_number(v, "figsize") for v in figsize)
        except (TypeError, ValueError):
            raise PlotError(fr.PLOTS["figsize"]) from None
        if not (0 < width <= 40 and 0 < height <= 40):
            raise PlotError(fr.PLOTS["figsize"])
        self.figsize = (width, height)
        self.axes = [Axes(self)]

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        _refuse(f"fig.{name}")

    def tight_layout(self, *args, **kwargs):
        """The layout is always computed to fit; nothing to do."""

    def __repr__(self):
        return fr.PLOTS["figure"].format(width=round(self.figsize[0] * DPI), height=round(self.figsize[1] * DPI))

    def _repr_svg_(self):
        return render(self)

    @french_output
    def _repr_html_(self):
        """The SVG as an image with its French text alternative (shown by JupyterLab before the SVG)."""
        data = self.axes[0].data()
        text = figure_text(data["title"], data["xlabel"], data["ylabel"], data["legend"] or ())
        return figure_html("image/svg+xml", render(self).encode("utf-8"), text)

    def description(self):
        """The figure in words, with its numbers (:func:`description`)."""
        return description(self.axes[0])


# --- the figure in words -----------------------------------------------------------------------------
def _said(v):
    """A number read aloud: four significant digits, a decimal comma, a true minus sign."""
    return ("%.4g" % v).replace(".", ",").replace("-", "−")


def title_text(ax):
    """The figure's name: its title, else « y en fonction de x », else « Graphique »."""
    if ax.title:
        return ax.title
    if ax.labels["x"] and ax.labels["y"]:
        title = P["title_axes"].format(y=ax.labels["y"], x=ax.labels["x"])
        return title[:1].upper() + title[1:]
    return P["untitled"]


def description(ax):
    """What the axes show, in French sentences with every number a reader of the picture sees: the axes
    and their ranges, then each series (its points; beyond MAX_LISTED, their count, ranges and last
    point). The SVG's <desc>, and the « Description textuelle » shown under the figure.

    >>> _, ax = PyPlot().subplots()
    >>> _ = ax.plot([1, 2], [0.5, 0.25], label="f")
    >>> description(ax)[-1]
    'Courbe « f » : (1 ; 0,5), (2 ; 0,25).'
    """
    lines = [P["axis"].format(which=P[f"axis_{axis}"], label=ax.labels[axis] or P["no_label"],
                              limits=_limits_text(ax, axis), log=P["log"] if ax.scales[axis] == "log" else "")
             for axis in "xy"]
    for k, s in enumerate(ax.series, 1):
        kind = P["kinds"][s.kind]
        name = P["named"].format(kind=kind, label=s.label) if s.in_legend else P["numbered"].format(kind=kind, k=k)
        lines.append(_series_text(s, name))
    return Description(lines)


def _limits_text(ax, axis):
    """« , de 0 à 0,2 » where the code set both limits of the axis (the automatic ones follow the data)."""
    low, high = ax.limits[axis]
    return "" if low is None or high is None else P["range"].format(low=_said(low), high=_said(high))


def _series_text(s, name):
    if s.kind == "hline":
        return P["hline"].format(name=name, y=_said(s.y[0]))
    if s.kind == "vline":
        return P["vline"].format(name=name, x=_said(s.x[0]))
    if s.kind == "hspan":
        return P["hspan"].format(name=name, low=_said(min(s.y)), high=_said(max(s.y)))
    pairs = list(zip(s.x, s.y))
    if len(pairs) <= MAX_LISTED:
        return P["points"].format(name=name, points=", ".join(_point(x, y) for x, y in pairs))
    # beyond MAX_LISTED only the last point is read: the others are not written (6,000 of notebook 03's first figure)
    return P["many"].format(name=name, n=len(pairs), x0=_said(min(s.x)), x1=_said(max(s.x)),
                            low=_said(min(s.y)), high=_said(max(s.y)), last=_point(*pairs[-1]))


def _point(x, y):
    return P["point"].format(x=_said(x), y=_said(y))


# --- drawing the SVG ---------------------------------------------------------------------------------
def _width(text, size):
    """A text's width in pixels, guessed (no font metrics here): wide enough for DejaVu Sans."""
    wide = sum(1 for ch in text if ch in "mwMW—−") * 0.25
    narrow = sum(1 for ch in text if ch in "il.,:;'|!() ") * 0.3
    return (len(text) * 0.62 + wide - narrow) * size * PT


def _fmt(v):
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _text(x, y, text, size, anchor="middle", extra=""):
    return (f'<text x="{_fmt(x)}" y="{_fmt(y)}" font-size="{_fmt(size * PT)}" text-anchor="{anchor}"{extra}>'
            f'{escape(text)}</text>')


def _tick_texts(ax, axis, values, formatter):
    """The text under each major tick: the label given with it, else its number formatted."""
    given = ax.tick_labels[axis] or {}
    return [given[v] if v in given else formatter(v, i) for i, v in enumerate(values)]


def _ticks(axis, low, high, length_px, fixed=None):
    """Major ticks (value, labelled) and minor ticks in [low, high], as matplotlib would place them
    (``fixed``: the ones given by ``set_xticks``)."""
    if fixed:
        return sorted(v for v in fixed if low <= v <= high), []
    if axis.scale == "log":
        majors = [10.0 ** k for k in range(math.floor(math.log10(low)), math.ceil(math.log10(high)) + 1)]
        minors = [m * d for d in majors for m in range(2, 10)]
        inside = lambda v: low * (1 - 1e-9) <= v <= high * (1 + 1e-9)  # noqa: E731
        majors, minors = [v for v in majors if inside(v)], [v for v in minors if inside(v)]
        if len(majors) < 2:  # under two decades: label the 2s and 5s too
            majors = sorted(majors + [v for v in minors if round(v / 10 ** math.floor(math.log10(v))) in (2, 5)])
            minors = [v for v in minors if v not in majors]
        return majors, minors
    nbins = max(1, min(9, int(length_px / (FONT * PT * (3 if axis.name == "x" else 2)))))
    raw = (high - low) / nbins
    scale = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    step = next(m * scale for m in (1, 2, 2.5, 5, 10) if m * scale >= raw * (1 - 1e-9))
    first = math.ceil(low / step - 1e-9)
    values = []
    k = first
    while k * step <= high + step * 1e-9:
        values.append(round(k * step, 12) + 0.0)
        k += 1
    return values, []


class _Scale:
    """Data → pixels along one axis."""

    def __init__(self, name, scale, low, high, start, end):
        self.name, self.scale = name, scale
        self.low, self.high, self.start, self.end = low, high, start, end
        self.t = math.log10 if scale == "log" else float

    def __call__(self, v):
        if self.scale == "log" and v <= 0:
            return self.start - 1e6 * (1 if self.end > self.start else -1)
        return self.start + (self.t(v) - self.t(self.low)) / (self.t(self.high) - self.t(self.low)) * (self.end - self.start)


def _dash(linestyle, width):
    pattern = DASHES.get(linestyle)
    return f' stroke-dasharray="{",".join(_fmt(d * width) for d in pattern)}"' if pattern else ""


def _marker(kind, x, y, r):
    if kind in "o.":
        return f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{_fmt(r)}"/>'
    if kind == "s" or kind == "D":
        return f'<rect x="{_fmt(x - r)}" y="{_fmt(y - r)}" width="{_fmt(2 * r)}" height="{_fmt(2 * r)}"/>'
    if kind in "^v*":
        s = -1 if kind != "v" else 1
        return f'<path d="M{_fmt(x)},{_fmt(y + s * r)}L{_fmt(x - r)},{_fmt(y - s * r)}L{_fmt(x + r)},{_fmt(y - s * r)}Z"/>'
    return (f'<path d="M{_fmt(x - r)},{_fmt(y - r)}L{_fmt(x + r)},{_fmt(y + r)}M{_fmt(x - r)},{_fmt(y + r)}'
            f'L{_fmt(x + r)},{_fmt(y - r)}" stroke-width="{_fmt(1.5 * PT)}"/>')


def render(figure):
    """The figure as an SVG document (a string), laid out so that no text is cut or overlaps."""
    ax = figure.axes[0]
    width, height = figure.figsize[0] * DPI, figure.figsize[1] * DPI
    font = FONT * PT
    xlo, xhi = ax.get_xlim()
    ylo, yhi = ax.get_ylim()
    fx = ax.xaxis.formatter or default_format
    fy = ax.yaxis.formatter or default_format

    # the frame: room for the tick labels, the axis labels and the title
    top = font * 0.7 + 6 + (font * 1.2 + 6 if ax.title else 0)  # half a tick label above the frame
    bottom_room = 3.5 * PT + 4 + font + (6 + font if ax.labels["x"] else 0) + 8
    guess_y = _Scale("y", ax.scales["y"], ylo, yhi, height - bottom_room, top)
    ymajor, yminor = _ticks(guess_y, ylo, yhi, height - bottom_room - top, ax.ticks["y"])
    ylabels = _tick_texts(ax, "y", ymajor, fy)
    left = 8 + (font + 6 if ax.labels["y"] else 0) + max([_width(t, FONT) for t in ylabels] + [0]) + 3.5 * PT + 5
    guess_x = _Scale("x", ax.scales["x"], xlo, xhi, left, width - 10)
    xmajor, xminor = _ticks(guess_x, xlo, xhi, width - 10 - left, ax.ticks["x"])
    xlabels = _tick_texts(ax, "x", xmajor, fx)
    right = width - max(10, (_width(xlabels[-1], FONT) / 2 + 4) if xlabels else 10)
    bottom = height - bottom_room
    X = _Scale("x", ax.scales["x"], xlo, xhi, left, right)
    Y = _Scale("y", ax.scales["y"], ylo, yhi, bottom, top)

    body = []
    lw = 1.5 * PT
    # the drawing, clipped to the frame
    drawn = []
    for s in ax.series:
        if s.kind == "hspan":
            y0, y1 = sorted((Y(s.y[0]), Y(s.y[1])))
            drawn.append(f'<rect x="{_fmt(left)}" y="{_fmt(y0)}" width="{_fmt(right - left)}" '
                         f'height="{_fmt(y1 - y0)}" fill="{s.color}"/>')
        elif s.kind == "bar":
            rects = []
            for x, h, w in zip(s.x, s.y, s.width):
                x0, x1 = X(x - w / 2), X(x + w / 2)
                y0, y1 = sorted((Y(0.0), Y(h)))
                rects.append(f'<rect x="{_fmt(x0)}" y="{_fmt(y0)}" width="{_fmt(x1 - x0)}" height="{_fmt(y1 - y0)}"/>')
            drawn.append(f'<g fill="{s.color}">{"".join(rects)}</g>')
    for s in ax.series:
        if s.kind == "scatter":
            r = math.sqrt(s.size) / 2 * PT
            drawn.append(f'<g fill="{s.color}">'
                         + "".join(_marker("o", X(x), Y(y), r) for x, y in zip(s.x, s.y)) + "</g>")
        elif s.kind in ("line", "hline", "vline"):
            if s.kind == "line":
                points = [(X(x), Y(y)) for x, y in zip(s.x, s.y)
                          if math.isfinite(x) and math.isfinite(y) and (ax.scales["x"] != "log" or x > 0)
                          and (ax.scales["y"] != "log" or y > 0)]
            elif s.kind == "hline":
                points = [(left, Y(s.y[0])), (right, Y(s.y[0]))]
            else:
                points = [(X(s.x[0]), bottom), (X(s.x[0]), top)]
            if s.linestyle != "None" and len(points) > 1:
                path = []
                for x, y in points:
                    p = f"{_fmt(x)},{_fmt(y)}"
                    if not path or path[-1] != p:
                        path.append(p)
                drawn.append(f'<polyline points="{" ".join(path)}" fill="none" stroke="{s.color}" '
                             f'stroke-width="{_fmt(lw)}" stroke-linejoin="round"{_dash(s.linestyle, lw)}/>')
            if s.marker != "None":
                r = (3 if s.marker in "o" else 1.5 if s.marker == "." else 3) * PT
                drawn.append(f'<g fill="{s.color}" stroke="{s.color}">'
                             + "".join(_marker(s.marker, x, y, r) for x, y in points) + "</g>")

    # ticks, tick labels, grid
    axes_parts = []
    tick = 3.5 * PT
    for v, text in zip(xmajor, xlabels):
        x = X(v)
        axes_parts.append(f'<line x1="{_fmt(x)}" y1="{_fmt(bottom)}" x2="{_fmt(x)}" y2="{_fmt(bottom + tick)}"/>')
        if ax.grid_on:
            drawn.insert(0, f'<line x1="{_fmt(x)}" y1="{_fmt(top)}" x2="{_fmt(x)}" y2="{_fmt(bottom)}" stroke="#b0b0b0" stroke-width="{_fmt(0.8 * PT)}"/>')
        body.append(_text(x, bottom + tick + 3 + font * 0.8, text, FONT))
    for v in xminor:
        x = X(v)
        axes_parts.append(f'<line x1="{_fmt(x)}" y1="{_fmt(bottom)}" x2="{_fmt(x)}" y2="{_fmt(bottom + tick * 0.57)}"/>')
    for v, text in zip(ymajor, ylabels):
        y = Y(v)
        axes_parts.append(f'<line x1="{_fmt(left - tick)}" y1="{_fmt(y)}" x2="{_fmt(left)}" y2="{_fmt(y)}"/>')
        if ax.grid_on:
            drawn.insert(0, f'<line x1="{_fmt(left)}" y1="{_fmt(y)}" x2="{_fmt(right)}" y2="{_fmt(y)}" stroke="#b0b0b0" stroke-width="{_fmt(0.8 * PT)}"/>')
        body.append(_text(left - tick - 4, y + font * 0.35, text, FONT, "end"))
    for v in yminor:
        y = Y(v)
        axes_parts.append(f'<line x1="{_fmt(left - tick * 0.57)}" y1="{_fmt(y)}" x2="{_fmt(left)}" y2="{_fmt(y)}"/>')
    if ax.labels["x"]:
        body.append(_text((left + right) / 2, height - 8 - font * 0.2, ax.labels["x"], FONT))
    if ax.labels["y"]:
        cx, cy = 8 + font * 0.8, (top + bottom) / 2
        body.append(_text(cx, cy, ax.labels["y"], FONT, extra=f' transform="rotate(-90 {_fmt(cx)} {_fmt(cy)})"'))
    if ax.title:
        body.append(_text((left + right) / 2, 6 + font * 1.2, ax.title, FONT * 1.2))

    legend = _legend(ax, X, Y, left, right, top, bottom) if ax.legend_options else ""
    inner = "".join(drawn)
    clip = "c" + hashlib.sha256(inner.encode()).hexdigest()[:12]  # one id per distinct drawing, stable
    frame = (f'<rect x="{_fmt(left)}" y="{_fmt(top)}" width="{_fmt(right - left)}" height="{_fmt(bottom - top)}"')
    # a picture with a name and a description, in French: what a screen reader says of it
    said = f'<title id="{clip}t">{escape(title_text(ax))}</title><desc id="{clip}d">{escape(" ".join(description(ax)))}</desc>'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(width)}" height="{_fmt(height)}" '
            f'viewBox="0 0 {_fmt(width)} {_fmt(height)}" font-family="{FAMILY}" lang="fr" role="img" '
            f'aria-labelledby="{clip}t" aria-describedby="{clip}d">{said}'
            f'<rect width="100%" height="100%" fill="white"/>'
            f'<clipPath id="{clip}">{frame}/></clipPath>'
            f'<g clip-path="url(#{clip})">{inner}</g>'
            f'<g stroke="black" stroke-width="{_fmt(0.8 * PT)}">{"".join(axes_parts)}</g>'
            f'{frame} fill="none" stroke="black" stroke-width="{_fmt(0.8 * PT)}"/>'
            f'<g fill="black">{"".join(body)}</g>{legend}</svg>')


def _legend(ax, X, Y, left, right, top, bottom):
    entries = [s for s in ax.series if s.in_legend]
    if not entries:
        return ""
    size = ax.legend_options["fontsize"]
    em = size * PT
    pad, handle, gap, spacing = 0.4 * em, 2 * em, 0.8 * em, 0.5 * em
    box_w = pad * 2 + handle + gap + max(_width(str(s.label), size) for s in entries)
    box_h = pad * 2 + len(entries) * em + (len(entries) - 1) * spacing
    inset = 0.5 * FONT * PT
    places = {
        "upper right": (right - inset - box_w, top + inset),
        "upper left": (left + inset, top + inset),
        "lower left": (left + inset, bottom - inset - box_h),
        "lower right": (right - inset - box_w, bottom - inset - box_h),
        "right": (right - inset - box_w, (top + bottom - box_h) / 2),
        "center left": (left + inset, (top + bottom - box_h) / 2),
        "center right": (right - inset - box_w, (top + bottom - box_h) / 2),
        "lower center": ((left + right - box_w) / 2, bottom - inset - box_h),
        "upper center": ((left + right - box_w) / 2, top + inset),
        "center": ((left + right - box_w) / 2, (top + bottom - box_h) / 2),
    }
    loc = ax.legend_options["loc"]
    if loc == "best":
        loc = min(LEGEND_PLACES[1:], key=lambda p: (_badness(ax, X, Y, left, right, top, bottom,
                                                              *places[p], box_w, box_h), LEGEND_PLACES.index(p)))
    x0, y0 = places[loc]
    parts = [f'<rect x="{_fmt(x0)}" y="{_fmt(y0)}" width="{_fmt(box_w)}" height="{_fmt(box_h)}" rx="{_fmt(0.2 * em)}" '
             f'fill="white" fill-opacity="0.8" stroke="#cccccc" stroke-width="{_fmt(PT)}"/>']
    lw = 1.5 * PT
    for i, s in enumerate(entries):
        cy = y0 + pad + i * (em + spacing) + em / 2
        hx = x0 + pad
        if s.kind in ("bar", "hspan"):
            parts.append(f'<rect x="{_fmt(hx)}" y="{_fmt(cy - 0.35 * em)}" width="{_fmt(handle)}" '
                         f'height="{_fmt(0.7 * em)}" fill="{s.color}"/>')
        elif s.kind == "scatter":
            parts.append(f'<g fill="{s.color}">{_marker("o", hx + handle / 2, cy, math.sqrt(s.size) / 2 * PT)}</g>')
        else:
            if s.linestyle != "None":
                parts.append(f'<line x1="{_fmt(hx)}" y1="{_fmt(cy)}" x2="{_fmt(hx + handle)}" y2="{_fmt(cy)}" '
                             f'stroke="{s.color}" stroke-width="{_fmt(lw)}"{_dash(s.linestyle, lw)}/>')
            if s.marker != "None":
                parts.append(f'<g fill="{s.color}" stroke="{s.color}">{_marker(s.marker, hx + handle / 2, cy, 3 * PT)}</g>')
        parts.append(_text(hx + handle + gap, cy + em * 0.35, str(s.label), size, "start", ' fill="black"'))
    return "<g>" + "".join(parts) + "</g>"


def _badness(ax, X, Y, left, right, top, bottom, x0, y0, w, h):
    """As matplotlib's « best » place: the points under the legend, the bars it covers and the lines
    that cross it."""
    x1, y1 = x0 + w, y0 + h
    bad = 0
    for s in ax.series:
        if s.kind == "scatter" or (s.kind == "line" and s.marker != "None" and s.linestyle == "None"):
            bad += sum(x0 <= X(x) <= x1 and y0 <= Y(y) <= y1 for x, y in zip(s.x, s.y))
        elif s.kind == "bar":
            for x, hgt, wd in zip(s.x, s.y, s.width):
                bx0, bx1 = sorted((X(x - wd / 2), X(x + wd / 2)))
                by0, by1 = sorted((Y(0.0), Y(hgt)))
                bad += bx0 < x1 and bx1 > x0 and by0 < y1 and by1 > y0
        elif s.kind == "hspan":
            by0, by1 = sorted((Y(s.y[0]), Y(s.y[1])))
            bad += by0 < y1 and by1 > y0
        elif s.kind in ("line", "hline", "vline"):
            if s.kind == "line":
                pts = [(X(x), Y(y)) for x, y in zip(s.x, s.y)]
                bad += sum(x0 <= px <= x1 and y0 <= py <= y1 for px, py in pts)
            else:
                pts = [(left, Y(s.y[0])), (right, Y(s.y[0]))] if s.kind == "hline" else [(X(s.x[0]), top), (X(s.x[0]), bottom)]
            bad += any(_crosses(a, b, x0, y0, x1, y1) for a, b in zip(pts, pts[1:]))
    return bad


def _crosses(a, b, x0, y0, x1, y1):
    """Whether the segment a–b meets the box (Liang–Barsky)."""
    (ax_, ay), (bx, by) = a, b
    dx, dy = bx - ax_, by - ay
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, ax_ - x0), (dx, x1 - ax_), (-dy, ay - y0), (dy, y1 - ay)):
        if p == 0:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
            if t0 > t1:
                return False
    return True


class PyPlot:
    """What ``import matplotlib.pyplot as plt`` gives, for the calls above: ``plt.subplots()``,
    ``plt.show()``, ``plt.FuncFormatter`` and the current-axes shortcuts (``plt.plot``,
    ``plt.xlabel``…). ``show()`` displays each figure made since the last ``show()``; in IPython, as
    with matplotlib's inline backend, a figure left unshown is shown at the end of its cell."""

    FuncFormatter = FuncFormatter

    def __init__(self):
        self._figures = []
        try:
            from IPython import get_ipython  # optional: there in a notebook only
            shell = get_ipython()
        except ImportError:
            shell = None
        if shell is not None:
            shell.events.register("post_execute", self.show)

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        _refuse(f"plt.{name}")

    def figure(self, figsize=(6.4, 4.8), **kwargs):
        fig = Figure(figsize)
        self._figures.append(fig)
        return fig

    def subplots(self, nrows=1, ncols=1, figsize=(6.4, 4.8), **kwargs):
        if (nrows, ncols) != (1, 1):
            raise PlotError(fr.PLOTS["subplots"])
        fig = self.figure(figsize)
        return fig, fig.axes[0]

    def gcf(self):
        return self._figures[-1] if self._figures else self.figure()

    def gca(self):
        return self.gcf().axes[0]

    def close(self, fig=None):
        """As matplotlib's: ``close()`` the current figure, ``close(fig)`` that one, ``close("all")`` all."""
        if fig == "all":
            self._figures.clear()
        elif self._figures:
            fig = self._figures[-1] if fig is None else fig
            self._figures[:] = [f for f in self._figures if f is not fig]

    def show(self, *args, **kwargs):
        figures, self._figures = self._figures, []
        for fig in figures:
            _display(fig)


def _current(name, method=None):
    def call(self, *args, **kwargs):
        ax = self.gca()
        if name in ("xlim", "ylim") and not args and not kwargs:  # plt.xlim(): the limits, unchanged
            return getattr(ax, f"get_{name}")()
        return getattr(ax, method or name)(*args, **kwargs)
    call.__name__ = name
    call.__doc__ = f"``plt.{name}(…)``: ``ax.{method or name}(…)`` on the current axes."
    return call


for _name, _method in [("plot", None), ("loglog", None), ("semilogx", None), ("semilogy", None),
                       ("scatter", None), ("bar", None), ("axhline", None), ("axvline", None),
                       ("axhspan", None), ("legend", None), ("grid", None), ("xlabel", "set_xlabel"),
                       ("ylabel", "set_ylabel"), ("title", "set_title"), ("xlim", "set_xlim"),
                       ("ylim", "set_ylim"), ("xscale", "set_xscale"), ("yscale", "set_yscale"),
                       ("xticks", "set_xticks"), ("yticks", "set_yticks")]:
    setattr(PyPlot, _name, _current(_name, _method))


def _display(fig):
    try:
        from IPython.display import display  # optional: there in a notebook only
    except ImportError:  # plain Python: no picture to show, say what it is
        print(repr(fig))
    else:
        display(fig)
        # under it, its numbers in words: JupyterLab shows an SVG as an <img> without alt, so its <title>
        # and <desc> reach no screen reader there
        display(fig.description())
