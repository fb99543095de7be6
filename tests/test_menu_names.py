"""Every JupyterLab menu the texts name is JupyterLab's own: the README, the docs, the notebooks and
the package's messages quote menus (« Affichage > Apparence > Interface simplifiée »), and each must be
the French JupyterLab's words, taken from its French language pack (jupyterlab-language-pack-fr-FR,
in the ``test`` extra: without it this test fails, it is not skipped), or, in English, JupyterLab's
own English words; a menu given in both languages must be the same menu.

What counts as a quoted menu: an emphasized span (``*…*`` or ``**…**``) or a « … » holding « > », the
words after « menu » up to the end of the clause, and the bold item after « clic droit » (a context
menu). The menus of the widgets themselves (« Point de vue ») are not JupyterLab's and hold no « > ».
"""

import json
import re
from pathlib import Path

import jupyterlab_language_pack_fr_FR as pack

from loveletter_teach import fr

ROOT = Path(__file__).resolve().parent.parent
TEXTS = [ROOT / "README.md", ROOT / "docs" / "guide_enseignant.md", ROOT / "docs" / "DEVELOPPEMENT.md"]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("0*.ipynb"))
# JupyterLab's main menus (@jupyterlab/mainmenu-extension): a path starts with one of them
TOP = ("File", "Edit", "View", "Run", "Kernel", "Tabs", "Settings", "Help")
DOCUMENT = "Notebook"  # the « %1 » of « Save %1 » when a notebook is open
# Items the menus show otherwise than their message. A semantic command (one menu item for the
# commands of every kind of document) joins its commands' labels with « %1 and %2 », the « … » moved
# to the end (@jupyterlab/apputils): the Kernel and Run menus read « Redémarrer le noyau et Exécuter
# toutes les cellules… », not the notebook command's « Redémarrer le noyau et exécuter toutes les
# cellules… » (seen in the French JupyterLab 4.6 in Chromium). The File menu names the document:
# « Sauvegarder Notebook », where a bare « Sauvegarder » is a dialog's button.
SEMANTIC = {"Restart Kernel and Run All Cells…": ("Restart Kernel…", "Run All Cells"),
            "Restart Kernel and Clear Outputs of All Cells…": ("Restart Kernel…", "Clear Outputs of All Cells")}
NOT_IN_MENUS = ("Save",)  # the menu item is « Save %1 »

MESSAGES = json.loads((Path(pack.__file__).parent / "locale" / "fr_FR" / "LC_MESSAGES" / "jupyterlab.json")
                      .read_text(encoding="utf-8"))


def translation(msgid, context=None):
    value = MESSAGES.get(f"{context}\x04{msgid}" if context else msgid)
    return value[0] if isinstance(value, list) and value and value[0] else None


def labels():
    """English label -> French label: the menus (context « menu ») and every other message (items)."""
    menus, items = {}, {}
    for key in MESSAGES:
        if not key:
            continue
        context, _, msgid = key.rpartition("\x04")
        french = translation(msgid, context or None)
        if french is None:
            continue
        if context == "menu":
            menus[msgid] = french
        elif "%" not in msgid.replace("%1", "", 1) and (context == "" or msgid not in items):
            items[msgid.replace("%1", DOCUMENT)] = french.replace("%1", translation(DOCUMENT) or DOCUMENT)
    for item, parts in SEMANTIC.items():
        words = [translation(p) for p in parts]
        ellipsis = "…" if any(w.endswith("…") for w in words) else ""
        items[item] = translation("%1 and %2").replace("%1", words[0].rstrip("…")).replace(
            "%2", words[1].rstrip("…")) + ellipsis
    for item in NOT_IN_MENUS:
        del items[item]
    return menus, items


MENUS, ITEMS = labels()


def english(path):
    """The English path of a menu path given in either language: [(English, French), …]; AssertionError
    if it is not a JupyterLab menu."""
    *menus, item = path
    if menus[0] in TOP:
        pairs = [(m, MENUS.get(m)) for m in menus] + [(item, ITEMS.get(item))]
        assert all(m in MENUS for m in menus), f"« {' > '.join(path)} » : un menu n'est pas celui de JupyterLab"
        assert item in ITEMS, f"« {' > '.join(path)} » : « {item} » n'est pas une entrée de JupyterLab"
        return pairs
    french_menus = {v: k for k, v in MENUS.items()}
    assert menus[0] in {MENUS[t] for t in TOP}, f"« {' > '.join(path)} » : « {menus[0]} » n'est pas un menu de JupyterLab"
    assert all(m in french_menus for m in menus), f"« {' > '.join(path)} » : un sous-menu n'est pas celui de JupyterLab"
    sources = [k for k, v in ITEMS.items() if v == item]
    assert sources, f"« {' > '.join(path)} » : « {item} » n'est pas une entrée du JupyterLab français"
    return [(french_menus[m], m) for m in menus] + [(sources[0], item)]


def spans(text):
    """The menu paths a text quotes, each with what follows it (for « (*English*) » after a path)."""
    text = re.sub(r"```.*?```|`[^`]*`", "`…`", text, flags=re.DOTALL)  # code is not a menu
    text = re.sub(r"(?m)^\s*>\s?", "", text)  # nor the mark of a quoted line
    found = []
    for paragraph in re.split(r"\n\s*\n", text):
        found += paragraph_spans(" ".join(paragraph.split()))
    return found


def paragraph_spans(text):
    found = []
    for m in re.finditer(r"(\*{1,2})([^*]+? > [^*]+?)\1|« ([^»]+? > [^»]+?) »"
                         r"|\bmenu (?![*«])([^.,;:()*«]+? > [^.,;:()*«]+?)(?=[.,;:()]|$| puis| ou )", text):
        quoted = next(g for g in m.groups()[1:] if g)
        found.append(([p.strip() for p in quoted.split(" > ")], text[m.end():m.end() + 200]))
    return found


def context_menu_items(text):
    return [item for paragraph in re.split(r"\n\s*\n", text)
            for item in re.findall(r"clic droit[^.]*?\*\*([^*]+)\*\*", " ".join(paragraph.split()))]


def texts():
    out = [(p.name, p.read_text(encoding="utf-8")) for p in TEXTS]
    for path in NOTEBOOKS:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        out += [(f"{path.name}, cellule {i}", "".join(c["source"])) for i, c in enumerate(cells)]

    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for v in value.values():
                yield from strings(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                yield from strings(v)
    out += [("loveletter_teach/fr.py", s) for name, v in vars(fr).items() if name.isupper() for s in strings(v)]
    return out


def test_every_menu_the_texts_quote_is_jupyterlabs_own():
    seen = []
    for where, text in texts():
        for path, after in spans(text):
            try:
                pairs = english(path)
            except AssertionError as error:
                raise AssertionError(f"{where} : {error}") from None
            seen.append(" > ".join(path))
            other = re.match(r"\s*\((?:dans un JupyterLab en (?:anglais|français) : )?\*([^*]+)\*", after)
            if other:  # the same menu in the other language, in brackets right after
                given = [p.strip() for p in other.group(1).split(" > ")]
                if len(given) == 1 and given[0] not in ITEMS and given[0] not in ITEMS.values():
                    continue  # not a menu (an explanation in italics)
                expected = [f if path[0] in TOP else e for e, f in pairs]
                assert given == expected[-len(given):], (
                    f"{where} : « {' > '.join(path)} » n'est pas « {other.group(1)} » dans l'autre langue")
        for item in context_menu_items(text):
            assert item in ITEMS.values(), f"{where} : « {item} » n'est pas une entrée du JupyterLab français"
            seen.append(item)
    # the menus the notebooks and the guide rely on are among those checked
    for needed in ("Noyau > Redémarrer le noyau et Exécuter toutes les cellules…",
                   "Exécution > Exécuter tout au-dessus de la cellule sélectionnée",
                   "Exécution > Exécuter toutes les cellules", "Affichage > Apparence > Interface simplifiée",
                   "Affichage > Réduire tout le code", "Télécharger"):
        assert needed in seen, needed


def test_the_check_catches_the_words_jupyterlab_does_not_use():
    for wrong in (["Affichage", "Apparence", "Interface simple"], ["Affichage", "Replier tout le code"],
                  ["Exécution", "Exécuter tout le carnet"], ["Fichier", "Sauvegarder"],
                  ["Noyau", "Redémarrer le noyau et exécuter toutes les cellules…"], ["View", "Collapse Code"], ["Vue", "Réduire tout le code"]):
        try:
            english(wrong)
        except AssertionError:
            continue
        raise AssertionError(f"{wrong} accepted")
    assert english(["View", "Appearance", "Simple Interface"])[-1] == ("Simple Interface", "Interface simplifiée")
    assert english(["Fichier", "Sauvegarder Notebook"])[-1] == ("Save Notebook", "Sauvegarder Notebook")
    assert english(["Noyau", "Redémarrer le noyau et Exécuter toutes les cellules…"])[-1][0] == (
        "Restart Kernel and Run All Cells…")
    assert [p for p, _ in spans("menu **Noyau > Redémarrer le noyau** puis")] == [["Noyau", "Redémarrer le noyau"]]
    assert [p for p, _ in spans("Choisissez le menu Exécution > Exécuter toutes les cellules.")] == [
        ["Exécution", "Exécuter toutes les cellules"]]
