"""Every word a learner reads, in one place (French).

Other modules format these templates; translating the package means translating this file.
"""

import errno

DEFAULT_NAMES = ("Alice", "Bob", "Chloé", "David", "Emma", "Farid", "Gaspard", "Hana")  # one per seat, up to MAX_PLAYERS

VOWELS = "aeiouyhàâäéèêëîïôöùûüÿœæAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŸŒÆ"


def the(card):
    """Definite article + name: « le Garde », « la Comtesse », « l'Espionne »."""
    if card.name[:1] in VOWELS:
        return "l'" + card.name
    return ("la " if card.feminine else "le ") + card.name


def a(card):
    """Indefinite article + name: « un Garde », « une Espionne »."""
    return ("une " if card.feminine else "un ") + card.name


def one_of(card):
    """The card type an event is about: « un Garde » when the edition holds several, « la Princesse » when
    it holds one (« Bob a un Garde », « la carte mise de côté est la Princesse »)."""
    return the(card) if card.count == 1 else a(card)


def none_of(card):
    """The same after a negation: « (Bob n'a) pas de Garde », « pas d'Espionne », but « pas la Princesse »."""
    return the(card) if card.count == 1 else elide("de", card.name)


class Articles:
    """How an exercise names the card type its events are about: ``card`` (« Bob a un Garde ») and
    ``none`` (« Bob n'a pas de Garde »). ``DEFINITE`` is the wording of earlier versions (« Bob a le
    Garde », even among five Guards), kept so that they still ask what they asked (issue 36)."""

    def __init__(self, card, none):
        self.card, self.none = card, none


TYPE = Articles(one_of, none_of)
DEFINITE = Articles(the, the)


def de(card):
    """« du Garde », « de la Comtesse », « de l'Espionne »."""
    article = the(card)
    return "du " + card.name if article.startswith("le ") else "de " + article


def plural(card):
    return card.plural or card.name + "s"


def count_of(card, n):
    """« 1 Prêtre », « 2 Prêtres », « aucun Prêtre »."""
    if n == 0:
        return ("aucune " if card.feminine else "aucun ") + card.name
    return f"{n} {card.name if n == 1 else plural(card)}"


def of(name):
    """« de Bob », « d'Alice »: the elided preposition before a name."""
    return elide("de", name)


def elide(word, name):
    """« que Bob », « qu'Alice », « que vous »."""
    return (word[:-1] + "'" if name[:1] in VOWELS and name != YOU else word + " ") + name


def decimal(x, places=2):
    """A number with a decimal comma, as French writes it: ``decimal(0.125, 3)`` → « 0,125 »."""
    return f"{x:.{places}f}".replace(".", ",")


def seconds(x):
    """« 5 secondes », « 0,5 seconde » (below 2, French says it in the singular)."""
    return f"{x:g}".replace(".", ",") + (" seconde" if abs(x) < 2 else " secondes")


YOU = "vous"  # how a seat's own view names its player
CUSTOM_EDITION_ID = "personnalisée"  # a saved edition without an id


def plural_form(pair, n):
    """Pick ``(singular, plural)`` for ``n`` and fill in ``{n}``."""
    return pair[0 if n <= 1 else 1].format(n=n)


def join_or(words):
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " ou " + words[-1]


def join_and(words):
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " et " + words[-1]


# --- What each effect does, shown on cards and in the tutorial ------------------------------
EFFECT_LABELS = {
    "spy": "espionnage",
    "guess": "deviner",
    "peek": "regarder",
    "compare": "comparer",
    "protect": "protection",
    "discard_redraw": "défausser et repiocher",
    "draw_keep": "piocher 2, garder 1",
    "swap": "échanger",
    "forced": "obligation",
    "lose_if_discarded": "perdue si défaussée",
}

EFFECT_SUMMARIES = {
    "spy": "Aucun effet. En fin de manche, si vous êtes le seul joueur encore en lice à avoir "
           "joué ou défaussé {spy}, vous gagnez 1 pion Faveur.",
    "guess": "Choisissez un autre joueur et nommez une carte autre que {guard} : "
             "s'il l'a en main, il quitte la manche.",
    "peek": "Regardez en secret la main d'un autre joueur.",
    "compare": "Comparez en secret votre main avec celle d'un autre joueur : "
               "la plus faible quitte la manche ; en cas d'égalité, personne.",
    "protect": "Jusqu'au début de votre prochain tour, aucune carte adverse ne peut vous cibler.",
    "discard_redraw": "Un joueur au choix (vous compris) défausse sa main sans effet et en pioche "
                      "une nouvelle ; si le paquet est vide, il prend la carte mise de côté.",
    "draw_keep": "Piochez 2 cartes, gardez-en 1 et placez les autres sous le paquet, "
                 "dans l'ordre de votre choix.",
    "swap": "Échangez votre main avec celle d'un autre joueur.",
    "forced": "Aucun effet, mais vous devez la jouer si votre autre carte est {forcing}.",
    "lose_if_discarded": "Si vous la jouez ou la défaussez, vous quittez la manche.",
}

TIE_BREAKS = {
    "shared": "égalité partagée : tous les ex aequo gagnent",
    "discard_sum": "la plus grande somme des cartes défaussées l'emporte, puis égalité partagée",
}
VISIBLE_DISCARDS = {
    "all": "toutes les cartes jouées restent visibles",
    "last": "seule la dernière carte jouée (et les effets en cours) reste visible",
}

# --- Errors -------------------------------------------------------------------------------
ERR = {
    "unknown_card": "Carte inconnue : « {name} ». Les cartes de l'édition {edition} sont : {cards}.",
    "unknown_edition": "Édition inconnue : « {name} ». Éditions disponibles : {editions}.",
    "unknown_effect": "Effet inconnu « {effect} » pour la carte {card}. Effets possibles : {effects}.",
    "bad_count": "La carte {card} doit avoir un nombre entier d'exemplaires, de 1 à {max} (reçu : {count}).",
    "bad_value": "La valeur de la carte {card} doit être un nombre entier (reçu : {value}).",
    "bad_name": "Chaque carte doit avoir un nom non vide (reçu : {name!r}).",
    "duplicate_card": "Deux cartes portent le même nom : « {name} ».",
    "no_cards": "Une édition doit contenir au moins une carte.",
    "bad_range": "Le nombre de joueurs doit aller de 2 à {max} au plus (reçu : de {low} à {high}).",
    "too_few_cards": "Le paquet de {total} cartes est trop petit pour {n} joueurs : il en faut "
                     "au moins {needed} (1 mise de côté, {face_up} visibles, 1 par joueur et 1 à piocher).",
    "bad_tokens": "Il faut un nombre de pions Faveur (entier, au moins 1) pour chaque nombre de "
                  "joueurs de {low} à {high} (reçu : {tokens}).",
    "bad_switch": "Réglage « {switch} » invalide : {value!r}. Valeurs possibles : {allowed}.",
    "unknown_switch": "Réglage inconnu : « {switch} ». Réglages possibles : {allowed}.",
    "bad_first_player": "Premier joueur invalide : {value!r}. Valeurs possibles : « random » ou un "
                        "numéro de siège de 0 à {last}.",
    "guard_needs_target": "Une édition ne peut pas contenir que des cartes qui devinent, comme {guard} : "
                          "il faut pouvoir nommer une autre carte. Ajoutez une carte d'un autre type.",
    "bad_face_up": "Le nombre de cartes visibles à 2 joueurs doit être un entier positif ou nul "
                   "(reçu : {value!r}).",
    "bad_forced_by": "La Comtesse ne peut être forcée que par des effets connus (reçu : {value!r}).",
    "player_count": "L'édition {edition} se joue de {low} à {high} joueurs (reçu : {n}).",
    "player_count_type": "Le nombre de joueurs doit être un nombre entier : l'édition {edition} se joue de {low} à "
                         "{high} joueurs (reçu : {n}).",
    "names_count": "Il faut un nom par joueur : {n} joueurs, mais {k} nom(s) donné(s).",
    "names_unique": "Deux joueurs ne peuvent pas porter le même nom : « {name} ».",
    "names_long": "Le nom « {name} » est trop long : un nom de joueur a au plus {max} lettres ou chiffres.",
    "names_control": "Le nom « {name} » contient un retour à la ligne ou un autre caractère de contrôle : "
                     "écrivez le nom sur une seule ligne.",
    "names_empty": "Le nom « {name} » ne convient pas : un nom de joueur doit contenir au moins une lettre ou un "
                   "chiffre.",
    "bad_seed": "La graine doit être un nombre entier, par exemple 2026 (reçu : {seed}).",
    "deck_mismatch": "Le paquet ne correspond pas à l'édition {edition} : {details}.",
    "deck_missing": "il manque {cards}",
    "deck_extra": "il y a en trop {cards}",
    "hands_shape": "Chaque joueur doit recevoir exactement une carte (joueur n° {number} : {got} cartes).",
    "face_up_count": "À {n} joueurs, l'édition {edition} pose {expected} carte(s) face visible (reçu : {got}).",
    "seat": "Siège invalide : {value!r}. Sièges possibles : {seats}.",
    "unknown_player": "Joueur inconnu : « {name} ». Joueurs : {names}.",
    # Illegal actions
    "round_over": "La manche est terminée : plus aucune action n'est possible.",
    "game_over": "La partie est terminée : plus aucune manche ne peut commencer.",
    "round_not_over": "La manche en cours n'est pas terminée.",
    "not_an_action": "Action non reconnue : {action!r}. Jouez une carte (Play) ou, après le "
                     "Chancelier, choisissez la carte gardée (Keep).",
    "must_keep": "{player} doit d'abord choisir la carte à garder après {chancellor}.",
    "no_keep_now": "Il n'y a pas de carte à garder maintenant : choisissez une carte à jouer.",
    "not_in_hand": "{player} n'a pas {card} en main (main : {hand}).",
    "countess_forced": "{player} doit jouer {countess} : l'autre carte est {other}.",
    "needs_target": "{card} se joue sur un joueur : choisissez parmi {targets}.",
    "no_target_possible": "Personne ne peut être ciblé (tous protégés ou éliminés) : "
                          "{card} se joue sans cible et sans effet.",
    "no_target_allowed": "{card} ne vise personne : ne donnez pas de cible.",
    "target_self": "{card} doit viser un autre joueur que vous.",
    "target_out": "{player} a quitté la manche : personne ne peut plus viser ce joueur.",
    "target_protected": "{handmaid_cap} protège {player} jusqu'à son prochain tour : choisissez une autre cible.",
    "target_protected_alone": "{handmaid_cap} protège {player} jusqu'à son prochain tour, et personne d'autre ne "
                              "peut être visé : jouez la carte sans cible, elle n'aura aucun effet.",
    "prince_self_forced": "Tous les autres joueurs sont protégés ou éliminés : {card} doit vous viser vous-même.",
    "guess_needed": "Avec {card}, nommez une carte : {cards}.",
    "guess_guard": "{card} ne peut pas nommer {guard} : nommez une autre carte ({cards}).",
    "guess_not_allowed": "Seul {guard} nomme une carte : ne nommez rien avec {card}.",
    "guess_without_target": "Personne ne peut être visé : {card} se joue sans cible, donc sans nommer de carte.",
    "the_guard": "le Garde",
    "keep_not_in_hand": "Vous ne pouvez garder que l'une de vos cartes : {hand}.",
    "keep_bottom": "Il faut placer sous le paquet exactement les autres cartes ({cards}), dans l'ordre "
                   "de votre choix.",
    "bad_target_type": "Cible invalide : {value!r}. Donnez un numéro de siège ou le nom d'un joueur.",
    # Saved games
    "save_json": "Le fichier de partie n'est pas du JSON valide (erreur ligne {line}, colonne {column}).",
    "save_format": "Ce fichier n'est pas une partie de loveletter_teach (champ « format » absent ou faux).",
    "save_version": "Version de sauvegarde absente ou inconnue ({version}) : ce programme lit la version "
                    "{supported}.",
    "save_seed": "Fichier de partie modifié : le paquet de la manche {round} ne correspond pas à la graine "
                 "enregistrée.",
    "save_field": "Fichier de partie invalide : le champ « {field} » est absent ou mal formé.",
    "save_replay": "Fichier de partie invalide ou modifié : l'action n° {index} de la manche {round} "
                   "ne peut pas être rejouée. {error}",
    "save_deal": "Fichier de partie invalide ou modifié : la manche {round} ne peut pas être distribuée. {error}",
    "save_action_field": "Fichier de partie invalide : dans l'action n° {index} de la manche {round}, le champ "
                         "« {field} » est absent ou mal formé.",
    "save_tokens": "Fichier de partie modifié : les pions Faveur enregistrés ({saved}) ne correspondent pas "
                   "à ceux que donne la partie rejouée ({replayed}).",
    "save_read": "Impossible de lire le fichier « {path} » : {error}.",
    "save_write": "Impossible d'enregistrer la partie dans « {path} » : {error}.",
    "save_path": "Donnez le chemin du fichier, par exemple « partie.json » (reçu : une valeur de type {kind}).",
    "save_text": "Il faut le texte d'une partie enregistrée, une chaîne de caractères (reçu : une valeur de type "
                 "{kind}).",
    "save_what": "On n'enregistre qu'une partie (Game) ou une manche (Round), pas une valeur de type {kind}.",
    "save_number": "Le fichier de partie contient un nombre de plus de {max} chiffres : ce n'est pas une partie "
                   "enregistrée par ce programme.",
    "save_encoding": "ce n'est pas un texte en UTF-8 (ce n'est pas une partie enregistrée par ce programme, ou un "
                     "autre logiciel l'a modifiée)",
    "save_edition": "Fichier de partie modifié : l'édition « {edition} » enregistrée n'a pas les cartes de "
                     "l'édition « {edition} » de ce programme.",
}

# Why a file could not be read or written (errno names), for a whole French sentence.
OS_ERRORS = {
    "ENOENT": "ce fichier, ou son dossier, n'existe pas",
    "EACCES": "l'accès est refusé (droits insuffisants)",
    "EPERM": "l'accès est refusé (droits insuffisants)",
    "EISDIR": "c'est un dossier, pas un fichier",
    "ENOTDIR": "une partie du chemin n'est pas un dossier",
    "ENOSPC": "le disque est plein",
    "EROFS": "le disque est en lecture seule",
    "ENAMETOOLONG": "le nom du fichier est trop long",
    "other": "le système a refusé (erreur n° {errno})",
    "unknown": "le système a refusé l'opération",
}


def os_reason(exc):
    """Why an OSError happened, in French words (« ce fichier, ou son dossier, n'existe pas »)."""
    number = getattr(exc, "errno", None)
    if not number:
        return OS_ERRORS["unknown"]
    return OS_ERRORS.get(errno.errorcode.get(number, "")) or OS_ERRORS["other"].format(errno=number)

# --- Narration ----------------------------------------------------------------------------
# A pair is (someone else, the viewer): ("Alice joue…", "Vous jouez…").
NARRATION = {
    "you": YOU,
    "deal": ("{p} reçoit {card}.", "Vous recevez {card}."),
    "deal_hidden": "{p} reçoit une carte.",
    "draw": ("{p} pioche {card}.", "Vous piochez {card}."),
    "draw_hidden": "{p} pioche une carte.",
    # the first draw of a turn right after a Prince made that player draw: two draws in a row would
    # read as one turn
    "turn_draw": ("{p} commence son tour et pioche {card}.", "Vous commencez votre tour et piochez {card}."),
    "turn_draw_hidden": "{p} commence son tour et pioche une carte.",
    "redraw": ("{p} pioche une nouvelle carte : {card}.", "Vous piochez une nouvelle carte : {card}."),
    "play": ("{p} joue {card}.", "Vous jouez {card}."),
    "play_on": ("{p} joue {card} sur {t}.", "Vous jouez {card} sur {t}."),
    "play_self": ("{p} joue {card} et se vise.", "Vous jouez {card} et vous visez."),
    "play_void": ("{p} joue {card}, sans effet : personne ne peut être ciblé.",
                  "Vous jouez {card}, sans effet : personne ne peut être ciblé."),
    "protect": ("{p} joue {card} : aucune carte ne peut viser {p} jusqu'à son prochain tour.",
                "Vous jouez {card} : aucune carte ne peut vous viser jusqu'à votre prochain tour."),
    "guess": ("{p} joue {card} sur {t} et nomme {guess} : {outcome}.",
              "Vous jouez {card} sur {t} et nommez {guess} : {outcome}."),
    "hit": "touché",
    "miss": "raté",
    "look_seen": ("{p} voit la main {of_t} : {card}.", "Vous voyez la main {of_t} : {card}."),
    "look_you": "{p} regarde votre main.",
    "compare_seen": "{p} {has} {pc}, {t} {thas} {tc} : {outcome}.",
    "compare_hidden": "{p} et {t} comparent leurs mains en secret : {outcome}.",
    "has": ("a", "avez"),
    "tie": "égalité, personne ne quitte la manche",
    "loses": ("{p} perd", "vous perdez"),
    "discard": ("{p} défausse {card}.", "Vous défaussez {card}."),
    "redraw_hidden": "{p} pioche une nouvelle carte.",
    "burned": ("{p} prend la carte mise de côté : {card}.", "Vous prenez la carte mise de côté : {card}."),
    "burned_hidden": "Le paquet est vide : {p} prend la carte mise de côté.",
    "chancellor_empty": "Le paquet est vide : il n'y a rien à piocher, la carte est sans effet.",
    "chancellor_draw": ("{p} pioche {cards}.", "Vous piochez {cards}."),
    "chancellor_draw_hidden": "{p} pioche {n}.",
    "chancellor_return": ("{p} place sous le paquet {cards} (de haut en bas).",
                          "Vous placez sous le paquet {cards} (de haut en bas)."),
    "chancellor_return_hidden": "{p} place {n} sous le paquet.",
    "cards": ("1 carte", "{n} cartes"),
    "swap_seen": ("{p} a maintenant {mine} ; {t} a {theirs}.", "Vous avez maintenant {mine} ; {t} a {theirs}."),
    "swap_hidden": "{p} et {t} échangent leurs mains.",
    "eliminated": ("{p} quitte la manche et montre {card}.", "Vous quittez la manche et montrez {card}."),
    "eliminated_empty": ("{p} quitte la manche.", "Vous quittez la manche."),
    "showdown": "Fin de la pioche : on compare les mains ({hands}).",
    "hand_of": "{p} : {card}",
    "last_standing": "Il ne reste {que} en lice.",
    "tie_break": "Égalité : on départage par la somme des cartes défaussées ({sums}).",
    "winner": ("{p} remporte la manche.", "Vous remportez la manche."),
    "winners": ("{ps} remportent la manche ensemble.", "{ps} remportez la manche ensemble."),
    "spy_bonus": ("{p} est la seule personne encore en lice à avoir joué ou défaussé {spy} : "
                  "1 pion Faveur de plus.",
                  "Vous êtes la seule personne encore en lice à avoir joué ou défaussé {spy} : "
                  "1 pion Faveur de plus."),
}

GAME = {
    "game_winner": "{names} remporte la partie !",
    "game_winners": "{names} remportent la partie ensemble !",
    "game_you_win": "Vous remportez la partie !",
    "game_you_win_with": "{names} et vous remportez la partie ensemble !",
    "tokens": "{name} : {tokens}",
    "token": ("{n} pion Faveur", "{n} pions Faveur"),
}

ACTIONS = {
    "play": "jouer {card}",
    "on": " sur {target}",
    "naming": " en nommant {guess}",
    "keep": "garder {card}",
    "bottom": " et placer sous le paquet {cards}",
    "seat": "le joueur {n}",
}

# --- Probabilities --------------------------------------------------------------------------
LEVELS = {
    "comptage": "comptage",
    "déduction": "déduction",
    "modèle": "modèle",
}

FACTS = {
    "turn": "tour {n}",
    "exact": "{p} a {card}.",
    "not": "{p} n'a pas {card}.",
    "higher": "{p} a une carte plus forte que {card} ({value}).",
    "equal": "{p} et {q} ont des cartes de même valeur.",
    "no_countess": "{p} n'a pas {countess} : avec {card}, {countess} aurait dû être jouée.",
    "maybe_forced": "{p} a joué {countess} : c'était peut-être obligatoire (si l'autre carte était {forcing}).",
    "under_deck": "Vous avez placé {cards} sous le paquet{order}.",
    "burned_taken": "{p} a pris la carte mise de côté.",
    "yours": "votre {card}",
    "theirs": "{card} {of_p}",
    "src_priest": "{owned} ({turn})",
    "src_baron": "{owned} contre {q} ({turn})",
    "src_swap": "l'échange {of_owned} ({turn})",
    "src_guess": "{owned}, raté ({turn})",
    "src_play": "{p} a joué {the_card} ({turn})",
    "src_chancellor": "{owned} ({turn})",
    "src_prince": "{owned} ({turn})",
    "src_draw": "{p} a pioché une carte que vous aviez placée sous le paquet ({turn})",
    "src_then": "{first}, puis {then}",
    "under_deck_left": "Il reste sous le paquet {cards}{order}, parmi les cartes que vous y avez placées.",
    "top_down": " (de haut en bas)",
    "src_showdown": "mains montrées en fin de manche ({turn})",
    "no_countess_given": "{p} n'a pas {countess} : {p} a reçu la carte {que_q} gardait en jouant {card}, "
                         "et avec {card}, {countess} aurait dû être jouée.",
    "yours_of": "de votre {card}",
}

# What a « monde possible » is, said once to a lycée student (the probability package's Worlds: the
# others' hands and what is left, burned card and deck, as a set whose order is equally likely).
WORLD = ("Un monde possible, c'est une façon de placer les cartes que vous ne voyez pas qui s'accorde avec tout "
         "ce que vous avez vu ; les cartes que rien ne distingue (la pioche, la carte mise de côté, une carte "
         "piochée dont on ne sait rien) y restent mélangées ensemble, au hasard. Avec 1 seul monde possible, chaque "
         "carte cachée est donc soit connue à coup sûr, soit mélangée au hasard avec ces cartes-là ; avec plusieurs, "
         "chaque probabilité vient de ces mondes, chacun compté selon les chances que les coups joués y aient "
         "été joués.")

BELIEFS = {
    "bad_keep_high": "keep_high doit être entre 0 et 1 (reçu : {value}).",
    "no_player": "Pas de probabilité pour « {player} » : choisissez un autre joueur encore en lice ({players}).",
    "exact": "Calcul exact sur {worlds}. " + WORLD,
    "worlds": ("1 monde possible", "{n} mondes possibles"),
    "counting": "Comptage : les {unseen} cartes que vous ne voyez pas sont comptées de façon uniforme.",
    "monte_carlo": "Estimation Monte Carlo sur {samples} mondes tirés au hasard (erreur type indiquée).",
    "fallback": "Trop de mondes possibles pour un calcul exact (plus de {limit}) : "
                "estimation Monte Carlo sur {samples} mondes, erreur type indiquée. " + WORLD,
    "impossible": "Ce qui s'est passé est impossible selon le modèle de jeu (un joueur a joué la "
                  "Princesse alors qu'il pouvait jouer une autre carte) : la déduction ne peut rien "
                  "conclure, voici le comptage à la place.",
    "lost": "Trop de mondes possibles pour un calcul exact, et l'estimation Monte Carlo n'a gardé aucun "
            "monde compatible avec ce que vous avez vu : voici le comptage à la place.",
    "not_observation": "Les probabilités se calculent à partir de ce que voit un joueur : donnez une "
                       "observation (round.observation(siège)), pas l'état complet de la manche.",
    "omniscient": "La vue omnisciente connaît déjà toutes les cartes : choisissez le point de vue d'un joueur.",
    "bad_level": "Niveau inconnu : « {level} ». Niveaux possibles : comptage, déduction, modèle.",
    "other_seat": "Ce suivi des probabilités suit le siège {seat}, pas le siège {other} : "
                  "gardez un suivi par siège.",
    "player": "Joueur",
    "burned": "Carte mise de côté",
    "next_draw": "Prochaine pioche",
    "card": "Carte",
}

# --- Monte Carlo of déduction: sampled deals and their error (probability/deals.py, display.py) -------
MONTE_CARLO = {
    "note": "Estimation Monte Carlo sur {samples} donnes tirées au hasard parmi celles qui expliquent "
            "ce que vous avez vu : chaque probabilité est la fréquence observée ± son erreur type.",
    "note_weighted": "Trop de mondes possibles pour un calcul exact (plus de {limit}) : estimation Monte "
                     "Carlo sur {samples} donnes tirées au hasard puis pondérées selon leur vraisemblance "
                     "(elles valent {effective} tirages égaux) : chaque probabilité est la fréquence "
                     "pondérée ± son erreur type.",
    "interval": "Intervalle de confiance à 95 % : la valeur ± 2 erreurs types environ.",
    "plus_minus": "{value} ± {error}",
    "hand": "{player} : {cards}",
    "burned": "carte mise de côté : {card}",
    "deck": "pioche (de haut en bas) : {cards}",
    "empty_deck": "pioche vide",
}

BAYES = {
    "title": "Formule de Bayes : la carte {of_p} au début du tour {n}",
    "hypothesis": "Carte {of_p} (H)",
    "prior": "A priori P(H)",
    "likelihood": "Vraisemblance P_H(E)",
    "product": "P(H ∩ E) = P(H) × P_H(E)",
    "posterior": "A posteriori P_E(H)",
    "total": "Formule des probabilités totales : P(E) = Σ P(H_i) × P_{{H_i}}(E) = {terms} = {total}",
    "event": "ce que vous avez vu pendant le tour {n}",
    "bad_turn": "Tour invalide : {turn}. Choisissez un tour de 1 à {last}.",
    "bad_player": "Joueur invalide : {player!r}. Choisissez un autre joueur que vous : {names}.",
    "too_many": "Trop de mondes possibles pour dresser ce tableau exactement : choisissez un tour plus tôt "
                "dans la manche.",
    "h_line": "Pour chaque carte, H = « {p} avait cette carte au début du tour {n} », c'est-à-dire {moment}.",
    "moment_own": "au début de son tour, avant de piocher",
    "moment_yours": "au début de votre tour, avant votre pioche",
    "moment_other": "au début du tour {of_q}, avant sa pioche",
    "e_line": "E = « {events} » ({event}).",
    "e_draw": "Votre pioche ({cards}) fait partie de E : P_H(E) en tient compte, car une carte {que_p} "
              "avait ne pouvait pas être piochée.",
    "prior_line": "P(H) : la déduction au début du tour {n}, avec tout ce que vous saviez alors.",
    "no_card": "{p} n'avait plus de carte au début du tour {n} : choisissez un tour plus tôt.",
}

ADVISOR = {
    "count": "Il reste {count} parmi {unseen} cartes que vous ne voyez pas.",
    "deduction": "En tenant compte de tout ce que vous avez vu, la probabilité {que_p} ait {card} "
                 "est {prob}.",
    "best": "Meilleur choix : nommer {card} contre {p} (probabilité de toucher {prob}).",
    "best_many": "Meilleurs choix, à égalité, avec une probabilité de toucher de {prob} : {choices}.",
    "no_target": "Personne ne peut être ciblé : votre {card} sera sans effet.",
    "not_your_turn": "Ce n'est pas à vous de jouer.",
    "keep_phase": "Vous choisissez la carte à garder : aucune carte n'est jouée maintenant, il n'y a donc rien "
                  "à deviner à ce moment-là.",
    "no_guard": "Vous n'avez pas de carte qui devine ({card}) en main.",
    "choice": "{card} contre {p}",
    "head": ("Cible", "Carte nommée", "Probabilité de toucher"),  # the columns of the advice's table
}

# --- A time budget for a teacher's code (loveletter_teach.budget) ------------------------------------
BUDGET = {
    "out_of_time": "Le calcul a dépassé son temps (plus de {seconds}) : il a été arrêté.",
}


# --- HTML pictures of cards, editions and rounds (loveletter_teach.html) --------------------------
HTML = {
    "hidden": "Carte cachée",
    # what a projected notebook keeps folded until the teacher (or the learner) asks (html.reveal)
    "reveal_answer": "Montrer la réponse",
    "reveal_result": "Montrer le résultat",
    "tokens_for": "{k} à {n} joueurs",
    "ed_cards": "{total} cartes en tout, {kinds} sortes de cartes.",
    "ed_players": "De {low} à {high} joueurs.",
    "ed_tokens": "Pions Faveur pour gagner la partie : {tokens}.",
    "ed_face_up": "À 2 joueurs, {k} cartes sont écartées face visible au début de chaque manche.",
    "ed_face_up_none": "À 2 joueurs, aucune carte n'est écartée face visible.",
    "ed_tie": "Égalité en fin de manche : {rule}.",
    "ed_visible": "Cartes jouées : {rule}.",
    # what an edition's card list alone cannot explain, by edition id
    "ed_notes": {
        "16-cartes": "Pas de carte de valeur 6 : ces 16 cartes gardent les valeurs de l'édition 2019 (Roi 7, "
                     "Comtesse 8, Princesse 9), sans l'Espionne (0) ni le Chancelier (6).",
    },
    "text_card": "{value} {name} ×{count} : {summary}",
    "you_suffix": " (vous)",
    "to_play": "à jouer",
    "out": "hors de la manche",
    "protected": "protection : {card}",
    "winner": "gagne la manche",
    "spy_bonus": "+1 pion (bonus espionnage)",
    "tokens_title": "Pions Faveur gagnés depuis le début de la partie",
    "empty_hand": "aucune carte",
    "nothing_played": "rien pour l'instant",
    "memory": "Jouées plus tôt, retournées (à retenir) :",
    "hand": "Main",
    "table": "Cartes jouées, face visible",
    "deck_size": ("Pioche : {n} carte", "Pioche : {n} cartes"),
    "deck_order": "— de haut en bas :",
    "burned": "Carte mise de côté :",
    "burned_hidden": "(face cachée)",
    "burned_taken": "La carte mise de côté a été prise par {p} (Prince sur une pioche vide).",
    "face_up": "Cartes écartées face visible (hors jeu) :",
    # the same view in one paragraph of text (html.visible_text), to recount the cards from paper
    "text_played": "Cartes jouées, face visible : {cards}.",
    "text_played_by": "{cards} ({p})",
    "text_hand": "Votre main : {cards}.",
    "text_hand_of": "Main {of_p} : {cards}.",
    "omniscient": "Vue omnisciente (toutes les cartes)",
    "view_of": "Point de vue {of_p}",
    "round_over": "manche terminée",
    "keeping": "{p} choisit la carte à garder",
    "turn_of": "c'est à {p} de jouer",
    "header": "{view} · tour n° {turn} · {state}",
    "journal": "Journal de la manche",
    # a message's kind said by a sign and a word, never by its colour alone (html.message_html):
    # (the sign shown, the word a screen reader reads for it)
    "kinds": {"ok": ("✓", "Réussi"), "error": ("✗", "Erreur"), "hint": ("💡", "Indice"),
              "info": ("ℹ", "Information")},
    # what a tree or a graph says in words, folded under its picture (html.description_html)
    "description": "Description textuelle",
}

# --- Widgets (loveletter_teach.widgets) ---------------------------------------------------------------
WIDGETS = {
    "start": "◀◀ Début",
    "back": "◀ Précédent",
    "next": "Suivant ▶",
    "end": "Fin ▶▶",
    "view": "Point de vue :",
    "omniscient": "Tout voir (omniscient)",
    "step": "Étape {k} sur {n}",
    "step_label": "Étape",
    "step_start": "Début de la manche : chacun a reçu sa carte et le premier joueur a pioché. "
                  "Cliquez sur « Suivant ▶ ».",
    "new_lines": "Ce qui vient de se passer :",
    "card": "Carte à jouer :",
    "target": "Cible :",
    "guess": "Carte nommée :",
    "keep": "Garder :",
    "play": "Jouer",
    "next_round": "Manche suivante",
    "new_game": "Nouvelle partie",
    "your_turn": "À vous de jouer : choisissez une carte, puis cliquez sur « Jouer ».",
    "your_keep": "Chancelier : choisissez la carte à garder (les autres vont sous le paquet).",
    "no_target": "personne",
    "target_you": "{name} (vous-même)",
    "target_out": "{name} (hors de la manche)",
    "target_protected": "{name} (protection : {card})",
    "score": "Questions réussies : {k} sur {n}.",
    "since": "Depuis votre dernière action :",
    "round_over": "Manche terminée. Cliquez sur « Manche suivante » pour continuer la partie.",
    "game_over": "Partie terminée !",
    "you_are_out": "Vous avez quitté la manche : les autres joueurs la terminent.",
    "memory_toggle": "Aide-mémoire : montrer les cartes jouées plus tôt, retournées",
    "bots_thoughts": "Ce que pensaient les autres joueurs (révélé en fin de manche)",
    "bot_line": "{p}, tour {turn} : {text}",
    "illegal": "Coup refusé : {reason}",
    "countess_you": "Vous devez jouer {countess} : votre autre carte est {other}.",
    "unexpected": "Une erreur inattendue s'est produite ({kind}). Rien n'a été joué ; réessayez, "
                  "ou relancez la cellule.",
    "check": "Vérifier",
    "hint": "Indice",
    "solution": "Solution",
    "answer_placeholder": "votre réponse, par ex. 2/6 ou 0,333",
    "answer_label": "Votre réponse",  # the answer box's name for a screen reader (it has no visible label)
    "value": "Probabilité :",  # an "independence" question: the value, then the verdict
    "verdict": "Conclusion :",
    "reload": "Si une erreur en anglais s'affiche ici à la place du cadre (la page a été rechargée) : menu Noyau > "
              "Redémarrer le noyau et Exécuter toutes les cellules…, puis redonnez votre prénom : vos réponses "
              "reviennent.",
    "already_checked": "Cette réponse vient d'être vérifiée (aucun essai compté). Changez-la, puis cliquez à "
                       "nouveau sur « Vérifier ».",
    # the box changed after a check (Enter, or a click elsewhere): the feedback below is the old answer's
    "edited": "Réponse modifiée : cliquez sur « Vérifier » pour la faire vérifier.",
    "choose": "— choisissez —",
    "no_bot": "Le siège {seat} ({name}) doit être joué par un bot qui a une méthode choose(observation).",
    "bad_seat": "Le siège de l'apprenant doit être un numéro de 0 à {last} (reçu : {seat!r}).",
    "bot_failed": "Le bot de {p} {problem} : la table a joué à sa place le premier coup permis, et la partie "
                  "continue.",
    "bot_raised": "a échoué ({kind})",
    "bot_illegal": "a choisi un coup qui n'est pas permis",
    "bot_slow": "a mis trop de temps à choisir (plus de {seconds})",
    "bots_stopped": "Les bots ont joué {n} coups sans que la manche finisse ni que votre tour vienne : la table "
                    "les arrête. Relancez la cellule de la table pour une nouvelle partie.",
    "bad_budget": "Le temps accordé à un bot pour chaque coup (time_budget) doit être un nombre de secondes "
                  "plus grand que 0, ou None pour ne pas le limiter (reçu : {value!r}).",
    "chance": "Chance :",
}

# --- The coach of the play table (widgets.PlayTable(coach=...)) --------------------------------------
COACH = {
    "beliefs": "Probabilités",
    "beliefs_tip": "Ce que vous pouvez savoir des cartes des autres, calculé à partir de tout ce que vous avez vu.",
    "ask": "Conseil du coach",
    "ask_tip": "Le coup que jouerait le coach à votre place, et pourquoi.",
    "advice": "Le coach ({coach}) vous conseille de {action}. Son raisonnement : {reason}",
    "only_your_turn": "Le coach répond pendant votre tour.",
    "coach_failed": "Le coach ({coach}) n'a pas pu répondre ({kind}) : pas de conseil cette fois-ci.",
    "coach_illegal": "Le coach ({coach}) a proposé un coup qui n'est pas permis ({action}) : pas de conseil "
                     "cette fois-ci.",
    "coach_slow": "Le coach ({coach}) a mis trop de temps à répondre (plus de {seconds}) : pas de conseil "
                  "cette fois-ci.",
    "no_coach": "Le coach doit être un bot qui a une méthode choose(observation) (reçu : {value!r}).",
    # The stratège's lesson (bots/lesson.py, lesson): for the advised move and the best other one,
    # the fact that decides, with the probabilities of the Probabilités panel, and what the others know.
    "lesson": "Voici ce qui compte, {source}.",
    "lesson_source": {
        "exact": "d'après tout ce que vous avez vu (ce sont les probabilités exactes du panneau Probabilités)",
        "estimate": "d'après tout ce que vous avez vu (ce sont des estimations Monte Carlo, comme au panneau "
                    "Probabilités : le calcul exact demanderait trop de mondes possibles)",
        "counting": "en comptant les cartes que vous ne voyez pas (comme au panneau Probabilités)"},
    "lesson_move": "Pour « {action} », {fact}.",
    "lesson_and": " ; ",
    "prob_exact": "P({event}) = {p}",
    "prob_chances": "P({event}) = {p} ({chances})",
    "prob_rounded": "P({event}) = {p} ≈ {percent} %",
    "prob_estimate": "P({event}) ≈ {percent} %",
    "prob_estimate_error": "P({event}) ≈ {percent} % (à ± {error} points près)",
    "has": "{p} a {card}",
    "fact_guess": "{guard} touche si {p} a {card} : {prob}",
    "fact_compare": "vous gardez {mine} ({value}), dont la valeur affronte celle de la carte {of_p} : {win} (vous "
                    "gagnez le duel), {lose} (vous le perdez), {tie} (égalité, personne ne sort)",
    "weaker": "{p} a une carte plus faible",
    "stronger": "{p} a une carte plus forte",
    "same": "{p} a une carte de même valeur",
    "fact_protect": "personne ne pourra vous viser jusqu'à votre prochain tour, ni avec {guard} ni avec une autre "
                    "carte ; le danger se joue au tour de chaque adversaire, après sa pioche (sa carte et celle "
                    "qu'il piochera) : {probs}",
    "has_after": "{p} a {card} après sa pioche",
    "no_draw": "{prob} ({p} ne piochera plus : le paquet sera vide avant son tour, si personne ne quitte la manche "
               "d'ici là)",
    # When the seat's déduction has no world (counting shown instead): the hands today only.
    "fact_protect_today": "personne ne pourra vous viser jusqu'à votre prochain tour, ni avec {guard} ni avec une "
                          "autre carte ; aujourd'hui, sans compter la carte que chacun piochera, {probs}",
    "fact_protect_last": "le paquet est vide : la manche s'arrête après ce coup, la protection ne servira pas",
    "fact_protect_plain": "personne ne pourra vous viser jusqu'à votre prochain tour",
    "fact_prince": "{p} défausse sa carte et en pioche une autre ; défausser {princess} fait quitter la manche : {prob}",
    "fact_prince_self": "vous défaussez {kept}, que tout le monde verra, et piochez une nouvelle carte",
    "fact_prince_self_princess": "vous défaussez {kept} et quittez donc la manche",
    "fact_peek": "vous verrez la carte {of_p} ; aujourd'hui, sa carte la plus probable est {card} : {prob}",
    "fact_peek_tie": "vous verrez la carte {of_p} ; aujourd'hui, aucune carte n'est plus probable que {card} : {prob}",
    "fact_swap": "vous donnez {mine} ({value}) à {p} et recevez sa carte, qui vaut en moyenne {mean} "
                 "(l'espérance de sa valeur, arrondie au dixième)",
    "fact_no_target": "personne ne peut être visé : la carte n'a aucun effet",
    "fact_spy": "aucun autre joueur encore en lice n'a joué ni défaussé {a_spy} : si vous êtes, en fin de manche, le "
                "seul joueur encore en lice dans ce cas, vous gagnez un pion de plus",
    "fact_spy_taken": "{names} {have} déjà joué ou défaussé {a_spy} : si vous êtes plusieurs dans ce cas en fin de "
                      "manche, personne ne gagne le pion de plus",
    "fact_spy_again": "vous avez déjà joué ou défaussé {a_spy} dans cette manche : une deuxième ne rapporte rien de plus",
    "have": ("a", "ont"),
    "reveal_none": "personne ne verra la carte que vous gardez",
    "reveal_compare": "{p} verra {mine} (et vous verrez sa carte), et le perdant montre sa carte à tous",
    "reveal_swap": "{p} saura quelle carte vous avez (la sienne) et vous saurez que {p} a {mine}",
    "reveal_out": "vous quittez la manche",
    "reveal_hides": "{p} connaissait {card}, que vous jouez : {p} ne connaîtra pas la carte que vous gardez",
    "reveal_still": "{p} sait toujours que vous avez {card}",
    "watchers": "{p} sait que vous avez {card}",
    "watchers_none": "aucun adversaire n'a vu vos cartes avec {cards}",
    "watchers_none_at_all": "aucun adversaire n'a vu vos cartes",
    "watchers_sentence": "Ce que les autres savent de vos cartes : {who}.",
    # A card whose place the learner knows, when it decides between the advised move and the other one
    # (bots/lesson.py, known_reason): the fact, where it comes from, and what it makes certain.
    "known_decides": "Ce qui décide : {facts}.",
    "known_fact": "vous savez {que_p} a {card} (source : {source}) : {what}",
    "known_by_deduction": "d'après tout ce que vous avez vu, c'est la seule carte possible",
    "known_guess_hit": "en jouant {card} sur {p} et en nommant {guess}, vous touchez à coup sûr",
    "known_guess_miss": "en jouant {card} sur {p} et en nommant {guess}, vous ne pouvez pas toucher",
    "known_compare_win": "en jouant {card} sur {p}, vous gagnez le duel à coup sûr : {kept} ({kept_value}) bat {known} "
                         "({value})",
    "known_compare_lose": "en jouant {card} sur {p}, vous perdez le duel à coup sûr : {kept} ({kept_value}) ne bat pas "
                          "{known} ({value})",
    "known_prince_princess": "en jouant {card} sur {p}, vous lui faites défausser {known} : {p} quitte la manche",
    "known_peek": "en jouant {card} sur {p}, vous n'apprendriez rien de plus",
    "known_keep_beats": "en jouant {card}, vous gardez {kept} ({kept_value}), qui bat {known} ({value}) {of_p} à la fin "
                        "de la manche ou dans un duel",
    "known_keep_can": "en jouant {card}, vous pouvez garder {kept} ({kept_value}), qui bat {known} ({value}) {of_p} à "
                      "la fin de la manche ou dans un duel",
    "known_keep_loses": "en jouant {card}, vous gardez {kept} ({kept_value}), qui ne bat pas {known} ({value}) {of_p}",
}

# --- Without ipywidgets: the plain stand-ins of the widgets (loveletter_teach.plain) -----------------
# Shown where ipywidgets is missing (Capytale, Basthon, JupyterLite): each says which call does what the
# widget's buttons do. The « … » lines are Python a learner copies into a new cell.
PLAIN = {
    "why": "Les boutons ne sont pas disponibles ici (le paquet ipywidgets n'est pas installé) : tout se fait "
           "en écrivant une ligne de Python dans une nouvelle cellule.",
    "viewer_note": "Sans boutons, la manche est racontée d'un coup, étape par étape. Dessous : la table au "
                   "début, puis à la fin de la manche.",
    "viewer_start": "Au début de la manche",
    "viewer_end": "À la fin de la manche",
    "viewer_step": "Étape {k}",
    "viewer_deal": "La donne",
    "answer_how": "Pour répondre, écrivez dans une nouvelle cellule :",
    "import_answer": "from loveletter_teach.exercises import answer, hint, solution, je_suis",
    "call_answer": "answer(\"{id}\", \"votre réponse\")",
    "call_hint": "hint(\"{id}\")          # un indice",
    "call_solution": "solution(\"{id}\")      # la solution, une fois méritée",
    "call_je_suis": "je_suis(\"votre prénom\")",
    "name_first": "Pour que vos réponses soient comptées, donnez d'abord votre prénom (une seule fois) :",
    "needs_name": "Cette question dépend de votre prénom : donnez-le dans une nouvelle cellule, puis "
                  "relancez cette cellule-ci.",
    "own_how": "Pour répondre, donnez un nom à cette question (q = ExerciseWidget(…)), puis écrivez :",
    "own_calls": ("q.answer(\"votre réponse\")", "q.hint()", "q.solution()"),
    "learner_how": "Écrivez votre prénom dans une nouvelle cellule : vos questions personnelles en dépendent.",
    "import_je_suis": "from loveletter_teach.exercises import je_suis",
    "progress_how": "Pour enregistrer votre progression dans un fichier :",
    "import_save": "from loveletter_teach.exercises import save_progress",
    "call_save": "save_progress(\"{path}\")",
    "table_how": "Pour jouer, écrivez dans une nouvelle cellule (une fois l'import fait, une ligne par coup) :",
    "import_table": "from loveletter_teach.plain import jouer, manche_suivante, conseil, probabilites",
    "call_play": "jouer(1)              # le coup n° 1 de la liste ; ou jouer(\"Garde\", \"Bob\", \"Prêtre\")",
    "call_next": "manche_suivante()     # quand la manche est finie",
    "call_coach": ("conseil()             # le coup que conseille le coach",
                   "probabilites()        # ce que vous pouvez savoir des cartes des autres"),
    "your_turn": "À vous de jouer. Vos coups permis :",
    "your_keep": "Chancelier : choisissez la carte à garder (les autres vont sous le paquet). Vos choix :",
    "move": "{k}. {move}",
    "round_over": "Manche terminée : manche_suivante() lance la suivante.",
    "game_over": "Partie terminée ! manche_suivante() lance une nouvelle partie.",
    "not_your_turn": "Ce n'est pas à vous de jouer.",
    "round_is_over": "La manche est terminée : manche_suivante() lance la suivante.",
    "round_goes_on": "La manche n'est pas finie : jouez d'abord votre coup, avec jouer(…).",
    "bad_number": "Il n'y a pas de coup n° {k} : choisissez un numéro de 1 à {last}.",
    "too_many": "jouer(…) prend au plus trois valeurs : la carte, la cible et la carte nommée "
                "(jouer(\"Garde\", \"Bob\", \"Prêtre\")), ou le numéro d'un coup de la liste (jouer(1)).",
    "no_table": "Il n'y a pas encore de table de jeu : exécutez d'abord la cellule PlayTable(…).",
    "no_coach": "Cette table n'a pas de coach : PlayTable(…, coach=\"déducteur\") en donne un.",
    "explorer_lines": (
        "from loveletter_teach.explorer import explore, position",
        "p = position(\"classique\", [\"Alice\", \"Bob\", \"Chloé\"], viewer=\"Alice\", hands=[\"Garde\", None, None])",
        "p = p.with_move((\"Garde\", \"Bob\", \"Baron\"), \"raté\")   # un coup et ce que vous avez vu",
        "explore(p)   # les panneaux ; p.code est le code à partager",
    ),
}

# --- Exercises (loveletter_teach.exercises) ----------------------------------------------------------
EXERCISES = {
    "no_position": "Aucune position ne convient à cet exercice : relancez la cellule.",
    "instr_fraction": "Répondez par une fraction (par exemple 2/6), un nombre décimal (0,333) ou un "
                      "pourcentage (33,3 %) ; un nombre décimal est accepté à {tol} près.",
    "instr_number": "Répondez par un nombre.",
    "instr_number_tol": "Répondez par un nombre (accepté à {tol} près).",
    "instr_card": "Répondez par le nom d'une carte ({cards}) ; accents et majuscules ne comptent pas.",
    "instr_choice": "Choisissez une réponse (vous pouvez aussi répondre par sa lettre).",
    "empty": "Vous n'avez rien répondu. {instructions}",
    "unreadable": "Je n'ai pas compris « {text} » comme un nombre. {instructions}",
    "right": "Bravo, c'est juste !",
    "wrong_choice": "Vous avez choisi « {choice} » : ce n'est pas la bonne réponse.",
    "unknown_choice": "« {text} » ne fait pas partie des réponses proposées : répondez par le texte d'une "
                      "réponse ou par sa lettre ({letters}).",
    "wrong_card": "Vous avez choisi {card} (valeur {value}) : ce n'est pas la bonne carte.",
    "wrong_number": "Vous avez répondu {read} : ce n'est pas le bon nombre. Reprenez votre calcul étape par "
                    "étape, en relisant l'énoncé.",
    "within": "la réponse doit être juste à {tol} près",
    "tries_left": ("Encore {n} essai avant de pouvoir afficher la solution.",
                   "Encore {n} essais avant de pouvoir afficher la solution."),
    "solution_ready": "Vous pouvez maintenant afficher la solution.",
    # the one rule for tries (exercises.tries), said once in each notebook's text
    "tries_rule": "La **solution** s'ouvre après une bonne réponse ou après le dernier essai. Chaque question "
                  "donne **{n} essais**, moins quand il y a peu de choix : un de moins que le nombre de "
                  "réponses proposées ({three} essais pour 3 réponses, {two} pour 2), pour qu'on ne trouve pas la "
                  "réponse par élimination.",
    "no_tries_left": ("Vous avez utilisé votre essai : cliquez sur « Solution » pour voir la réponse expliquée.",
                      "Vous avez utilisé vos {n} essais : cliquez sur « Solution » pour voir la réponse "
                      "expliquée."),
    "hint_available": "Un indice peut vous aider.",
    "hint": "Indice {k}/{n} : {text}",
    "no_more_hints": "Il n'y a pas d'autre indice.",
    "no_hints": "Pas d'indice pour cette question.",
    "solution_locked": "La solution s'affiche après une bonne réponse ou après le dernier essai "
                       "(il en reste {left}). Essayez encore, ou demandez un indice !",
    "solution": "Réponse : {answer}. {explanation}",
    "already": "Déjà réussi !",
    "variant": "(votre variante)",  # the seed means nothing to a learner: it stays in Question.seed
    "allowed": "C'est permis : {action}.",
    "bad_kind": "Type de question inconnu : « {kind} ». Types possibles : {kinds}.",
    "bad_answer": "La bonne réponse « {answer} » doit faire partie des choix proposés.",
}

# --- Learners, progress, catalogue, answer keys (loveletter_teach.exercises) -----------------------
# After a kernel restart (loveletter_teach.restart): the menus are JupyterLab's own French words.
RESTART = {
    "name_error": "« {name} » n'existe pas (ou plus) : le noyau a sans doute redémarré, et il a oublié les "
                  "cellules déjà exécutées.\nChoisissez le menu Exécution > Exécuter tout au-dessus de la "
                  "cellule sélectionnée, puis exécutez de nouveau cette cellule. Si vous avez écrit ce nom "
                  "vous-même, vérifiez son orthographe.",
}

# Saving every answer at once, in the learner's own file (loveletter_teach.exercises.autosave).
SAVING = {
    "status": "Vos réponses sont enregistrées automatiquement, à chaque réponse, dans le fichier "
              "« {file} » à côté du carnet. Après un redémarrage, redonnez votre prénom : elles reviennent.",
    "waiting": "Vos réponses seront enregistrées automatiquement dès que vous aurez donné votre prénom.",
    "vanish": "Vos réponses sont gardées tant que la page reste ouverte, et le carnet enregistré les emporte.",
    "memory_only": "Vos réponses sont gardées tant que le carnet reste ouvert (enregistrement automatique "
                   "désactivé).",
    "failed": "Attention : vos réponses ne peuvent pas être enregistrées dans le fichier « {file} » "
              "({reason}). Elles restent gardées tant que le carnet reste ouvert : enregistrez le carnet "
              "(ou notez le code de reprise) avant de le fermer.",
    "reason_default": "le dossier n'accepte pas d'écriture",
    "reason_full": "le disque est plein",
    "reason_read_only": "le dossier est en lecture seule",
    "set_aside": "Le fichier « {file} » était abîmé : il est mis de côté sous le nom « {aside} », et vos "
                 "réponses sont enregistrées dans un nouveau fichier.",
    "unreadable": "Le fichier « {file} » est abîmé et n'a pas pu être mis de côté ({reason}) : vos réponses "
                  "de cette session restent gardées tant que le carnet reste ouvert.",
    "back": "Bon retour, {name} : vos réponses sont revenues ({n}).",
    "back_count": ("{n} réponse du carnet {notebook}", "{n} réponses du carnet {notebook}"),
    "back_more": "{n} du carnet {notebook}",  # the next notebooks: « 9 réponses du carnet 02 et 1 du carnet 03 »
    "last_here": "La dernière personne qui a donné son prénom ici est {name}. Est-ce vous ?",
    "last_button": "Oui, je suis {name}",
    "last_plain": "Dernier prénom donné ici : {name}. Si c'est vous, écrivez :",
    "code_how": "Sur ce site, les fichiers disparaissent quand la page est rechargée. Pour retrouver vos "
                "réponses après un rechargement, copiez ce code et exécutez-le dans une cellule :",
    "bad_code": "Ce code de reprise est incomplet ou abîmé : copiez-le en entier, guillemets compris. "
                "Rien n'a été changé.",
    "code_back": "Code de reprise lu : bon retour, {name} ({n}).",
}

LEARNERS = {
    "empty": "Écrivez votre prénom (au moins une lettre) : c'est lui qui choisit vos questions.",
    "no_letter": "« {name} » ne ressemble pas à un prénom : écrivez votre prénom avec des lettres.",
    "placeholder": "« {name} » n'est pas un prénom : écrivez le vôtre, par exemple « Camille ».",
    "too_long": "Ce prénom est trop long ({n} lettres au plus) : écrivez seulement votre prénom.",
    "not_text": "Le prénom doit être un texte entre guillemets, par exemple je_suis(\"Camille\") "
                "(reçu : {value!r}).",
    "placeholders": ("prénom", "mon prénom", "votre prénom", "ton prénom", "nom", "moi", "élève"),
    "hello": "Bonjour {name} : vos questions sont prêtes.",
    "no_learner": "Écrivez d'abord votre prénom dans le champ prévu du carnet.",
    "no_learner_plain": "Dites d'abord qui vous êtes, par exemple : je_suis(\"Camille\").",
    "label": "Votre prénom :",
    "field_placeholder": "par exemple Camille",
    "button": "C'est moi",
    "group_label": "Classe ou numéro (si un autre élève a votre prénom) :",
    "group_placeholder": "par exemple 2",
    "bad_group": "« {value} » ne peut pas servir de classe ou de numéro : écrivez par exemple \"2\" ou \"1re B\".",
    "group_too_long": "La classe ou le numéro est trop long ({n} lettres ou chiffres au plus).",
    # a name whose file in the folder was written under another spelling (« Lea » where « Léa » saved hers)
    "name_taken": "Un fichier de réponses de « {found} » existe déjà ici. Si vous n'êtes pas {found}, {other} "
                  "dans le champ « Classe ou numéro » ; si vous êtes {found}, écrivez votre prénom comme la "
                  "première fois : « {name} ». Rien n'a été chargé ni enregistré.",
    "name_taken_plain": "Un fichier de réponses de « {found} » existe déjà ici. Si vous n'êtes pas {found}, {other}, "
                        "par exemple : {call} ; si vous êtes {found}, écrivez : {same}. Rien n'a été chargé ni "
                        "enregistré.",
    "name_taken_add": "ajoutez votre classe ou un numéro",
    "name_taken_change": "donnez une autre classe ou un autre numéro",
}

PROGRESS = {
    "missing": "Le fichier de progression « {path} » n'existe pas (encore). Rien n'a été changé.",
    "damaged": "Le fichier de progression « {path} » est abîmé : je ne peux pas le lire. Rien n'a été "
               "changé : vos réponses de cette session sont toujours là.",
    "not_progress": "« {path} » n'est pas un fichier de progression de loveletter_teach. Rien n'a été changé.",
    "bad_version": "Le fichier de progression « {path} » est au format n° {version}, et ce paquet lit le "
                   "format n° {ours}. Rien n'a été changé.",
    "cannot_write": "Impossible d'enregistrer la progression dans « {path} » ({reason}).",
    "cannot_read": "Impossible de lire le fichier de progression « {path} » ({reason}). Rien n'a été changé.",
    "not_a_path": "Donnez le chemin du fichier de progression, par exemple « progression.json » (reçu : une "
                  "valeur de type {kind}). Rien n'a été changé.",
    "solved": ("{k} question réussie sur {n}", "{k} questions réussies sur {n}"),
    "failed": ("{n} question pas encore réussie", "{n} questions pas encore réussies"),
    "line": "{solved} ({failed})",
    "title": "Progression {of_name}",
    "notebook": "Carnet {notebook} — {title}",
    "total": "En tout",
    "nothing": "{name} n'a encore répondu à aucune question.",
    "saved": "Progression enregistrée dans « {path} ».",
    "loaded": "Progression reprise depuis « {path} ».",
    "resumed": "Bon retour, {name} : vos réponses sont revenues.",
    "resumed_anonymous": "Vos réponses enregistrées sont revenues : écrivez votre prénom pour les retrouver.",
    "save": "Enregistrer ma progression",
}

# The class report (python -m loveletter_teach.classe DOSSIER, rapport_de_classe("DOSSIER")).
CLASS = {
    "usage": "Usage : python -m loveletter_teach.classe COPIES [--sortie DOSSIER_DU_RAPPORT] [--classe LISTE.txt]\n"
             "COPIES : le dossier des copies (avec ses sous-dossiers : un par élève, comme les donnent l'ENT, "
             "Moodle, nbgrader ou un JupyterHub) ou l'archive .zip téléchargée. Lit chaque carnet rendu "
             "(.ipynb) et chaque fichier de progression (.json), corrige à nouveau chaque réponse et écrit "
             "classe.csv et classe.html (dans le dossier, à côté de l'archive, ou dans celui donné par "
             "--sortie). --classe : la liste de la classe, un prénom par ligne (« Léa (2) » pour un prénom "
             "donné avec un numéro) ; le rapport dit alors qui n'a rien rendu.",
    "no_folder": "Le dossier « {folder} » n'existe pas : vérifiez son nom (aucun rapport écrit).",
    "not_folder": "« {folder} » n'est ni un dossier ni une archive .zip : donnez le dossier où sont les copies, "
                  "ou l'archive téléchargée.",
    "empty": "« {folder} » ne contient aucun carnet rendu ni fichier de progression lisible.",
    "ignored": ("{files} n'est ni un carnet (.ipynb) ni un fichier de progression (.json) : ignoré.",
                "{n} fichiers qui ne sont ni des carnets (.ipynb) ni des fichiers de progression (.json) "
                "sont ignorés : {files}."),
    "links": ("{files} est un lien symbolique : ignoré (rendez le fichier lui-même).",
              "{n} liens symboliques sont ignorés (rendez les fichiers eux-mêmes) : {files}."),
    "too_many_files": "Plus de {n} carnets et fichiers de progression dans ce dossier : seuls les {n} premiers "
                      "sont lus. Donnez le dossier d'un seul devoir.",
    "bad_zip": "« {file} » n'est pas une archive .zip lisible (abîmée, coupée ou chiffrée) : ignorée. "
               "Téléchargez-la à nouveau.",
    "zip_too_many": "« {file} » contient {n} fichiers, plus que les {cap} qu'une archive de copies peut "
                    "raisonnablement contenir : elle n'est pas lue. Décompressez-la et donnez le dossier du "
                    "devoir.",
    "zip_too_big": "« {file} » : ses fichiers décompressés dépassent {cap} ; les suivants ne sont pas lus.",
    "zip_budget": "« {file} » : fichier non lu, l'archive a dépassé la taille qu'elle peut occuper une fois "
                  "décompressée.",
    "bad_entry": "fichier de l'archive abîmé ou chiffré",
    "too_big": ("« {file} » pèse plus de {cap}, bien plus qu'un fichier de progression rendu : il n'est pas "
                "lu. Demandez à l'élève son carnet.",
                "« {file} » pèse plus de {cap}, bien plus qu'un carnet rendu : il n'est pas lu. Demandez à "
                "l'élève son fichier progression_<prénom>.json."),
    "too_many_learners": "« {file} » contient {n} élèves, plus que les {cap} qu'un fichier de progression "
                         "peut contenir : il n'est pas lu.",
    "unexpected": "« {file} » a un contenu inattendu : ignoré. Demandez à l'élève de le rendre à nouveau.",
    "unreadable": "« {file} » ne peut pas être ouvert ({reason}) : ignoré.",
    "damaged": "« {file} » est abîmé ou tronqué (ce n'est pas du JSON complet) : ignoré. Demandez à l'élève "
               "de le rendre à nouveau.",
    "not_notebook": "« {file} » n'est pas un carnet Jupyter : ignoré.",
    "foreign_notebook": "« {file} » est un carnet sans réponses de loveletter_teach (un autre carnet, ou rendu "
                        "avant la première réponse) : ignoré.",
    "not_progress": "« {file} » n'est pas un fichier de progression de loveletter_teach : ignoré.",
    "bad_version": "« {file} » vient d'une autre version du paquet (format n° {version} ; celle-ci lit le "
                   "format n° {ours}) : ignoré. Mettez le paquet à jour pour le lire.",
    "damaged_content": "« {file} » est un fichier de progression abîmé (son contenu a été modifié ou coupé) : "
                       "ignoré. Demandez à l'élève de le rendre à nouveau.",
    "nobody_in": "« {file} » ne contient les réponses d'aucun élève : ignoré.",
    "bad_learner": ("« {file} » contient un élève dont la fiche est illisible : ignoré.",
                    "« {file} » contient {n} élèves dont la fiche est illisible : ignorés."),
    "bad_record": "« {file} » : la fiche de {name} sur l'exercice {id} est abîmée : ignorée.",
    "ungraded": "{name} (« {file} ») : la réponse à {id} n'a pas pu être corrigée : non comptée.",
    "unknown_ids": "{name} (« {file} ») a répondu à des exercices que cette version du paquet ne connaît pas "
                   "({ids}) : non comptés.",
    "no_answers": "{name} (« {file} ») n'a répondu à aucune question.",
    "merged": "{name} : {files} se suivent (un carnet et son fichier de progression, ou un fichier rendu "
              "deux fois) : une seule ligne, réponses fusionnées.",
    "forged_note": "{name} (« {file} ») : le fichier dit « réussi » pour {ids}, mais les réponses qu'il "
                   "contient ne sont pas justes (fichier modifié ?) : ce n'est pas compté comme réussi.",
    "old_note": "{name} (« {file} ») : les réponses à {ids} portent sur une version de l'exercice que ce "
                "paquet ne sait plus reconstruire : non revérifiées, non comptées comme réussies.",
    "newer_note": "{name} (« {file} ») : les réponses à {ids} portent sur une version de l'exercice qui ne "
                  "correspond à aucune version que ce paquet connaît : non revérifiées, non comptées comme "
                  "réussies. Si l'élève avait une version plus récente du paquet, mettez le paquet à jour ; "
                  "sinon, le fichier a sans doute été modifié.",
    "capped_note": "{name} (« {file} ») : {ids} : le fichier contient {tries} essais pour un même exercice, "
                   "quand un élève en fait rarement plus de 3 ; seuls les {cap} premiers sont corrigés "
                   "(fichier modifié ?).",
    "check_head": "À vérifier",
    "check_forged": "fichier modifié",
    "check_old": "version ancienne",
    "check_newer": "version inconnue",
    "check_capped": "trop d'essais",
    "check_unknown": "exercices inconnus",
    "check_twin": "même prénom, autres réponses",
    "check_copied": "mêmes réponses que {name}",
    "duplicate": "{count} copies différentes pour {name} : {files}.",
    "also_written": " (écrit aussi {names})",
    "duplicate_other": "Les réponses diffèrent : sans doute deux élèves de même prénom (ils ont alors les mêmes "
                       "questions) ; que chacun donne avec son prénom sa classe ou un numéro "
                       "(case « Classe ou numéro », ou je_suis(\"Léa\", groupe=\"2\")).",
    "same_answers": "{a} et {b} ont exactement les mêmes réponses ({n} questions) sous deux prénoms : {files}. "
                    "Un fichier copié ?",
    "cannot_write": "Impossible d'écrire le rapport dans « {path} » : {reason}. Rien n'est enregistré ; "
                    "donnez un autre dossier avec --sortie.",
    "no_output_folder": "ce dossier n'existe pas",
    "title": "Rapport de la classe",
    "headline": "{students}, {questions}, d'après {files} dans « {folder} »{where}{merged}.",
    "students": ("{n} élève", "{n} élèves"),
    "questions": ("{n} question", "{n} questions"),
    "files": ("{n} fichier trouvé", "{n} fichiers trouvés"),
    "subfolders": (" (dans {n} sous-dossier)", " (dans {n} sous-dossiers)"),
    "merged_count": (" ; {n} fichier rendu en plus par un même élève, fusionné avec l'autre",
                     " ; {n} fichiers rendus en plus par un même élève, fusionnés avec l'autre"),
    "written": "Écrit : {csv} et {html}.",
    "to_check": "À vérifier :",
    "student": "Élève",
    "folder": "Sous-dossier",
    "file": "Fichiers",
    "solved_count": "Questions réussies (sur {n})",
    "col_solved": "{title} : réussie",
    "col_tries": "{title} : essais",
    "col_answer": "{title} : dernière réponse",
    "yes": "oui",
    "no": "non",
    "not_tried": "pas essayée",
    # what a screen reader says of a cell's ✓ or ✗ and of its number of tries
    "cell_said": {True: "réussie, essais :", False: "pas réussie, essais :"},
    "forged_cell": "le fichier disait réussie",
    "unverified": "non revérifié",
    "old": "version ancienne, non revérifiée",
    "newer": "version inconnue, non revérifiée",
    "per_exercise": "Par exercice",
    "exercise_line": ("{solved} élève sur {tried} l'a réussie", "{solved} élèves sur {tried} l'ont réussie"),
    "nobody": "personne ne l'a essayée",
    "exercise_none": "aucun élève sur {tried} ne l'a réussie",
    "unverified_count": ", dont {n} sans revérification",
    "mistake": ("{n} élève a fait l'erreur « {name} », que la correction lui a nommée : {message}",
                "{n} élèves ont fait l'erreur « {name} », que la correction leur a nommée : {message}"),
    "mistake_named": ("{n} élève a fait l'erreur « {name} », que la correction lui a nommée",
                      "{n} élèves ont fait l'erreur « {name} », que la correction leur a nommée"),
    "mistakes_head": "Erreurs nommées",
    "retake": "À reprendre",
    "retake_students": ("{n} élève l'a faite", "{n} élèves l'ont faite"),
    "retake_notion": "notion : {notion}",
    "retake_part": "à projeter à nouveau : carnet {n} ({notebook}), partie « {heading} »",
    "retake_exercise": "exercice à donner : « {title} » ({id})",
    "retake_say": "à dire à la classe : « {sentence} »",
    "per_student": "Par élève : les erreurs nommées",
    "student_mistakes": "{name} : {mistakes}",
    "mistake_of": "{message} (message lu par {name} : les nombres changent d'un élève à l'autre)",
    "wrong": ("« {answer} » ({n} élève)", "« {answer} » ({n} élèves)"),
    "wrong_lead": "réponses fausses les plus fréquentes : ",
    "wrong_lead_personal": "réponses fausses les plus fréquentes (chaque élève a ses propres nombres) : ",
    "legend": "✓ réussie, ✗ pas réussie, · pas essayée ; le chiffre : le nombre d'essais (la dernière réponse "
              "s'affiche sous la souris, et dans classe.csv). Marques : * fonction de l'élève, non revérifiée "
              "(le résultat de sa vérification est gardé et compté) ; ? version de l'exercice que ce paquet ne "
              "connaît pas : non comptée ; ! le fichier disait « réussie », les réponses ne le sont pas ; "
              "⚠ à vérifier (la raison est écrite sous le prénom, et dans la liste ci-dessus). Chaque réponse "
              "est corrigée à nouveau sur la question de l'élève ; sous le prénom : le sous-dossier et les "
              "fichiers d'où viennent ses réponses.",
    "roster_head": ("Liste de la classe : {handed} élève sur {n} a rendu un travail.",
                    "Liste de la classe : {handed} élèves sur {n} ont rendu un travail."),
    "roster_missing": "N'ont rien rendu : {names}.",
    "roster_empty": "La liste de la classe ne contient aucun prénom : écrivez un prénom par ligne.",
    "roster_unlisted": "Dans les copies, mais pas sur la liste : {names}.",
    "roster_bad": "Liste de la classe : la ligne « {line} » n'est pas un prénom : ignorée.",
    "roster_unreadable": "La liste de la classe « {path} » ne peut pas être lue ({reason}).",
    "roster_not_text": "La liste de la classe « {path} » n'est pas un fichier texte (UTF-8) : enregistrez-la "
                       "en « texte brut » ou en .csv UTF-8, un prénom par ligne.",
}

# The notebooks and their sections, as the progress and the answer keys name them.
NOTEBOOKS = {"01": "Les règles", "02": "La déduction", "03": "Les probabilités"}
SECTIONS = {
    "01.regles": "Les règles, question par question",
    "01.perso": "Vos questions personnelles",
    "02.voir": "1. Ce que l'on voit",
    "02.savoir": "2. Ce que l'on sait",
    "02.choisir": "3. Ce que les autres choisissent",
    "02.deviner": "4. Que devineriez-vous ?",
    "02.memoire": "5. Jouer de mémoire",
    "03.seconde": "1. Simuler et observer la fluctuation (Seconde)",
    "03.terminale": "3. Loi binomiale, concentration et grands nombres (Terminale)",
}

# The notions of the French programme an exercise practises, and the levels (catalogue).
NOTIONS = (
    "règles du jeu",
    "dénombrement",
    "probabilités sur un ensemble fini",
    "probabilité conditionnelle",
    "arbre pondéré",
    "formule des probabilités totales",
    "indépendance",
    "tableau croisé",
    "formule de Bayes",
    "variable aléatoire",
    "espérance",
    "variance et écart type",
    "fréquence et fluctuation d'échantillonnage",
    "échantillonnage",
    "loi des grands nombres",
    "loi binomiale",
    "inégalité de Bienaymé-Tchebychev",
    "inégalité de concentration",
    "somme de variables aléatoires",
    "simulation",
)
SCHOOL_LEVELS = ("règles", "Seconde", "Première", "Terminale", "supérieur")  # « règles »: the rules quiz

CATALOGUE = {
    "bad_id": "Identifiant d'exercice « {id} » : il doit s'écrire « notebook.section.nom » et commencer "
              "par le notebook « {notebook} ».",
    "duplicate": "L'identifiant d'exercice « {id} » est déjà pris.",
    "bad_notion": "Notion inconnue : « {value} ». Notions possibles : {allowed}.",
    "bad_level": "Niveau inconnu : « {value} ». Niveaux possibles : {allowed}.",
    "bad_kind": "Type de réponse inconnu : « {value} ». Types possibles : {allowed}.",
    "bad_builder": "L'exercice « {id} » doit venir d'une question ou d'une fonction builder(rng).",
    "kind_mismatch": "L'exercice « {id} » est déclaré « {kind} » mais sa question est « {actual} ».",
    "unknown": "Exercice inconnu : « {id} ». Exercices proches : {near}.",
    "needs_learner": "L'exercice « {id} » change d'un élève à l'autre : dites pour quel élève le construire.",
    "old_version": "L'exercice « {id} » n'a plus sa version n° {version} (il est en version n° {ours}) : "
                   "la variante de cette version ne peut pas être reconstruite.",
    "bad_version": "L'exercice « {id} » a une version invalide ({version}) : un entier à partir de 1, et des "
                   "versions antérieures plus petites.",
    "bad_title": "L'exercice « {id} » a un titre invalide (« {title} ») : quelques mots, au plus {most} caractères, "
                 "sans espace au début ni à la fin.",
    "title_taken": "Le titre « {title} » de l'exercice « {id} » est déjà celui de « {other} » : dans le rapport de "
                   "classe, deux colonnes ne se distingueraient pas. Donnez-lui un autre titre.",
    "no_title": "L'exercice « {id} » n'a pas de titre : donnez-lui title=\"…\", quelques mots qui disent ce qu'il "
                "demande (au plus {most} caractères), le titre de sa colonne dans le rapport de classe.",
    "columns": ("identifiant", "carnet", "section", "notion", "niveau", "type", "variantes", "titre"),
    "personal": "par élève",
    "fixed": "commune",
    "count": "Nombre",
    "by_notebook": "Exercices par carnet",
    "by_notion": "Exercices par notion",
    "by_level": "Exercices par niveau",
    "total": "{n} exercices au catalogue.",
    "limits": "Exercices par élève dont la réponse la plus fréquente va, par nature, à plus d'un élève sur 4 "
              "dans la plupart des classes de 32 :",
    "limit_compare": "une comparaison (< = >) : l'une des 3 réponses va à un tiers de la classe au moins",
    "bad_limit": "L'exercice « {id} » a une limite invalide (« {limit} ») : une phrase, sans espace au début ni "
                 "à la fin, qui dit pourquoi ses réponses ne peuvent pas se répartir dans une classe.",
    "usage": "Le catalogue des exercices : python -m loveletter_teach.exercises [--csv]\n"
             "Le corrigé d'une classe : python -m loveletter_teach.exercises corrige --help",
}

ANSWER_KEY = {
    "title": "Corrigé {of_name}",
    "class_title": "Corrigé de la classe",
    "class_subtitle": ("{learners} élève · {n} exercice · dans chaque case, la réponse attendue : chaque élève a "
                       "sa variante (mêmes questions que dans son carnet).",
                       "{learners} élèves · {n} exercices · dans chaque case, la réponse attendue : chaque élève a "
                       "sa variante (mêmes questions que dans son carnet)."),
    "learner": "Élève",
    "legend": "Les exercices",
    "same_for_all": "la même question pour toute la classe",
    "more": "Les questions et les corrections rédigées de chaque élève, avec les cartes visibles pour "
            "recompter : answer_key(…, solutions=True), ou solutions=[\"Camille\"] pour un seul élève.",
    "duplicate": "« {name} » est écrit {count} fois{spellings} : sans classe ni numéro, le carnet ne les "
                 "distingue pas (mêmes questions, même fichier de progression), ce corrigé ne le donne donc "
                 "qu'une fois. Si ce sont deux élèves, chacun écrit aussi sa classe ou son numéro "
                 "(je_suis(\"{name}\", 2)) et le corrigé se fait de même : answer_key([(\"{name}\", 1), "
                 "(\"{name}\", 2)]).",
    "spellings": " (« {names} »)",
    "subtitle": ("{n} exercice · mêmes questions que dans le carnet {of_name}",
                 "{n} exercices · mêmes questions que dans le carnet {of_name}"),
    "question": "Question",
    "answer": "Réponse",
    "solution": "Correction",
    "position": "Sur la table",
    "moves": "Journal",
    "variant_of": "(variante {of_name})",
    "columns": ("prénom", "classe ou numéro", "identifiant", "notion", "question", "cartes visibles et coups",
                "réponse"),
    "no_names": "Donnez la liste des prénoms de la classe, par exemple answer_key([\"Camille\", \"Léo\"]).",
    "bad_learner": "« {value} » n'est pas un élève : donnez un prénom (\"Camille\") ou un prénom et une classe "
                   "ou un numéro ((\"Camille\", 2)).",
    "not_in_class": "« {name} » n'est pas dans la liste de la classe de ce corrigé.",
    "bad_format": "Je sais enregistrer un corrigé en .html ou en .csv, pas « {path} ».",
    "no_exercise": "Aucun exercice ne correspond (notebook {notebook}).",
    "usage": "Usage : python -m loveletter_teach.exercises corrige PRÉNOM… [--classe FICHIER] "
             "[--exercices ID…] [--solutions] [--sortie corrige.html]\n"
             "Écrit le corrigé de la classe : la grille des réponses attendues, une ligne par élève (un prénom "
             "par argument, ou un par ligne du FICHIER ; « Léa (2) » pour un prénom donné avec une classe ou "
             "un numéro). --exercices : des identifiants, des sections (03.conditionnel) ou des carnets (03) ; "
             "par défaut tous. --solutions : puis les questions et corrections de chaque élève. --sortie : un "
             "fichier .html (par défaut corrige.html) ou .csv.",
    "no_file": "Le fichier « {path} » n'existe pas ou ne se lit pas : donnez la liste de la classe, un prénom "
               "par ligne.",
    "written": ("Écrit : {path}, la grille de {learners} élève et {n} exercice : {ids}.",
                "Écrit : {path}, la grille de {learners} élèves et {n} exercices : {ids}."),
}

# --- Bots and simulations (loveletter_teach.bots, loveletter_teach.simulation) ----------------
BOTS = {
    "unknown_bot": "Bot inconnu : « {name} ». Bots possibles : {bots}.",
    "not_my_turn": "Un bot ne joue que lorsque c'est son tour : donnez-lui l'observation du joueur qui "
                   "doit jouer (round.observation(round.current)).",
    "no_chance": "aucune chance",
    "sure": "toutes les chances",
    "chance": "chance",
    "chances": "chances",
    "out_of": "sur",
    "about": "environ {percent} %",
    "by_counting": "en comptant les cartes que je ne vois pas",
    "by_deduction": "d'après tout ce que j'ai vu",
    "hasard": "Je choisis au hasard parmi les coups permis : {action}.",
    # The prudent bot plays at random: it says so, and what it knew and the chance behind the card named.
    # A key ending in _you is said to the player it is about.
    "prudent": "Je choisis au hasard laquelle de mes deux cartes jouer : ce sera {card}.",
    "prudent_princess": "Je joue {card} : on ne joue jamais {princess} quand on a le choix.",
    "prudent_keep": "Je tire au hasard la carte à garder : {card} ; les autres vont sous le paquet.",
    "aim": "Je vise {p}, au hasard parmi les joueurs que je peux viser.",
    "aim_you": "Je vous vise, au hasard parmi les joueurs que je peux viser.",
    "aim_guess": "Je vise {p} et nomme {guess}, au hasard : {chances} de toucher ({how}).",
    "aim_guess_you": "Je vous vise et nomme {guess}, au hasard : {chances} de toucher ({how}).",
    "aim_self": "Je me vise moi-même, au hasard parmi les joueurs que je peux viser.",
    "aim_self_only": "Je dois me viser moi-même : personne d'autre ne peut être visé.",
    "known": "Je sais {que_p} a {card}.",
    "known_you": "Je sais que vous avez {card}.",
    "keep_highest": "Je garde {card}, ma carte la plus forte.",
    "forced": "Je dois jouer {card} : l'autre carte de ma main m'y oblige.",
    "guess": "Je nomme {guess} contre {p} : {chances} de toucher ({how}).",
    "compare": "Je compare {mine} avec {p} : {win} de gagner, {lose} de perdre ({how}).",
    "prince": "Je joue {card} sur {p} : {chances} de lui faire défausser {princess} ({how}).",
    "prince_you": "Je joue {card} sur vous : {chances} de vous faire défausser {princess} ({how}).",
    "prince_self": "Je joue {card} sur moi-même pour changer de carte.",
    "swap": "J'échange {mine} avec {p}, dont la carte vaut {mean} en moyenne.",
    "swap_you": "J'échange {mine} avec vous : votre carte vaut {mean} en moyenne, d'après ce que je sais.",
    "target": "Je joue {card} sur {p}.",
    "no_target": "Personne ne peut être visé : je joue {card} sans effet.",
    "princess_forced": "Je n'ai pas le choix : je joue {card} et je quitte la manche.",
    # « la carte la plus forte »: the adjective agrees with « carte », whatever the card's gender
    "keep_higher": "Je joue {card} et je garde {kept}, la carte la plus forte, pour la fin de la manche.",
    "play_keep": "Je joue {card} et je garde {kept}.",
    "play": "Je joue {card}.",
    # Why a move that no probability chose was chosen (bots/simple.py, simple_reason): each is the reason
    # the bot's code used.
    "only_move": "C'est le seul coup permis.",
    "scored": "Je note chaque coup permis d'après tout ce que j'ai vu (ce qu'il rapporte tout de suite, plus un "
              "peu pour la carte que je garde) : c'est le mieux noté.",
    "lowest": "Je joue toujours la plus faible de mes cartes.",
    "lowest_random": "Je joue toujours la plus faible de mes cartes, et je tire la cible au hasard parmi les "
                     "joueurs que je peux viser.",
    # The search's sentences (bots/stratege.py): the count of imagined endings, what they measure (rounds
    # won against simulated opponents, never a chance to win) and the best other move, named.
    "strategist_count": "J'ai imaginé {n} fins de manche pour chacun des {k} coups examinés ({total} en tout : "
                        "plus j'en imagine, plus la mesure est précise), en plaçant les cartes cachées au hasard "
                        "d'une façon compatible avec tout ce que je sais",
    "strategist_count_one": "J'ai imaginé {n} fins de manche pour le seul coup examiné, en plaçant les cartes "
                            "cachées au hasard d'une façon compatible avec tout ce que je sais",
    "strategist_against": ("un adversaire simulé", "des adversaires simulés"),
    "strategist": "{count} : « {action} » gagne {share} % de ces manches contre {against} ; le meilleur autre "
                  "coup, « {other_action} », en gagne {other} %.",
    # Two moves within the simulations' noise (bots/stratege.py, paired_gap): the shares, how far apart on
    # the same endings, the margin the bot uses, and why it plays its move (the rule of Stratege._pick).
    "strategist_equal": "{count} : « {action} » gagne {share} % de ces manches contre {against} et « "
                        "{other_action} » {other} %.",
    "strategist_tie": "sur ces mêmes fins de manche, {gap} : c'est dans le bruit de la simulation. Je ne départage "
                      "deux coups que si leur différence dépasse {margin} fois son écart type estimé, qui mesure ce "
                      "bruit : ici, cet écart type vaut {se}, et il faudrait une différence de plus de {half}.",
    "strategist_same_endings": "sur ces mêmes fins de manche, les deux coups mènent chaque fois à la même issue : la "
                               "simulation ne peut pas les départager.",
    "tie_more": "« {action} » en gagne {diff} de plus que « {other_action} »",
    "tie_less": "« {action} » en gagne {diff} de moins que « {other_action} »",
    "tie_same": "les deux coups en gagnent autant",
    "points": ("point", "points"),
    "tie_guide": "Je suis alors le calcul des probabilités de ma déduction, qui préfère « {action} » pour {factor}.",
    "tie_guide_equal": "Le calcul des probabilités de ma déduction note aussi les deux coups à égalité : j'ai tiré "
                       "« {action} » au hasard.",
    "tie_guide_keep": "Je suis alors la règle de ma déduction : garder la carte la plus forte.",
    "tie_most": "Je joue alors « {action} », qui en a gagné le plus.",
    "tie_first": "Les deux en ont gagné autant : je prends le premier dans la liste des coups permis.",
    # What the guide's score of a move has more than the other's (bots/lesson.py, guide_factor; Deducteur.parts).
    "factor_known": "me défaire {of_card} : {names} {know} que je l'ai",
    "know": ("sait", "savent"),
    "factor_keep": "la carte que je garde : {kept} ({value}) plutôt que {other_kept} ({other_value})",
    "factor_keep_alone": "la carte que je garde : {kept} ({value})",
    "factor_guess": "ses chances de toucher avec {card}",
    "factor_compare": "ses chances de gagner le duel avec {card}",
    "factor_discard_redraw": "ses chances de faire défausser {princess} à {p}",
    "factor_prince_self": "le changement de ma carte",
    "factor_swap": "la valeur moyenne de la carte {of_p}, que je recevrais",
    "factor_peek": "ce que {card} m'apprendrait de la carte {of_p}",
    "factor_protect": "la protection {of_card} jusqu'à mon prochain tour",
    "factor_spy": "le pion de plus que peut rapporter {card}",
    "factor_draw_keep": "le choix que donne {card} entre plus de cartes",
    "factor_play": "ce que {card} fait tout de suite",
    "strategist_lost": "{count} : {mine} perdent toutes ces manches contre {against} ; je joue « {action} ».",
    "strategist_lost_mine": ("tous mes coups", "tous vos coups"),
    "strategist_won": "{count} : {mine} gagnent toutes ces manches contre {against} ; je joue « {action} ».",
    "strategist_only": "{count} : « {action} » gagne {share} % de ces manches contre {against}.",
    "other": "Ce n'est pas mon choix ici : « {action} ».",
    # Told at the end of a round (the table's « Ce que pensaient les autres joueurs »): the move as
    # everyone saw it and how the bot chooses, never a card or a chance that only the bot knew.
    "told_keep": "garder une carte et remettre les autres sous le paquet",
    "told_play": "Mon coup : {action}.",
    "told_prudent": "Je tire au hasard la carte à jouer parmi celles que la règle me permet, sans jamais jouer "
                    "par choix celle qui fait perdre la manche : ce sera {card}.",
    "told_keep_random": "Je choisis au hasard la carte à garder ; les autres vont sous le paquet.",
    "told_keep_highest": "Je garde la plus forte de mes cartes ; les autres vont sous le paquet.",
    "told_aim_guess": "Je vise {p} et nomme {guess}, au hasard.",
    "told_aim_guess_you": "Je vous vise et nomme {guess}, au hasard.",
    "told_lowest": "Je joue toujours la plus faible de mes cartes, sauf quand la règle m'impose l'autre : ce sera "
                   "{card}.",
    "told_scored": "Je note chaque coup permis d'après tout ce que j'ai vu (ce qu'il rapporte tout de suite, plus "
                   "un peu pour la carte que je garde) et je choisis le mieux noté : {action}.",
    "told_scored_aim": "Je note chaque coup permis d'après tout ce que j'ai vu (ce qu'il rapporte tout de suite, "
                       "plus un peu pour la carte que je garde) et je choisis le mieux noté.",
    "told_guess": "Je nomme {guess} contre {p} : {how}, c'est l'un des choix qui ont le plus de chances de toucher.",
    "told_compare": "Je compare ma carte avec {p} : {how}, c'est l'un des duels les plus favorables pour moi.",
    "told_prince": "Je joue {card} sur {p} : {how}, c'est l'une des cibles qui ont le plus de chances de défausser "
                   "{princess}.",
    "told_swap": "J'échange ma carte avec {p} : {how}, sa carte est l'une de celles qui valent le plus en moyenne.",
    "told_swap_you": "J'échange ma carte avec vous : {how}, votre carte est l'une de celles qui valent le plus en "
                     "moyenne.",
    "told_strategist": "Quand j'ai le choix, j'imagine des fins de manche possibles d'après ce que je sais et je "
                       "joue le coup qui en gagne le plus, sauf s'il ne bat pas nettement celui que conseille le "
                       "calcul des chances : {action}.",
    "told_strategist_alone": "Quand j'ai le choix, j'imagine des fins de manche possibles d'après ce que je sais et "
                             "je joue le coup qui en gagne le plus : {action}.",
}


# A bot's reasons said as a coach's advice to the player whose move it is (bots/base.py, Voice): the coach
# speaks of itself as « le coach » and of the move and the cards as the player's (« vous »), never « je »:
# the learner reads « Le coach (déducteur) vous conseille de … Son raisonnement : {one of these} ».
# Keys as in BOTS; a key missing here is said as in BOTS.
COACH_VOICE = {
    "by_counting": "en comptant les cartes que vous ne voyez pas",
    "by_deduction": "d'après tout ce que vous avez vu",
    "hasard": "le coach choisit au hasard parmi les coups permis : {action}.",
    "prudent": "le coach tire au hasard laquelle de vos deux cartes jouer : ce sera {card}.",
    "prudent_princess": "vous jouez {card} : on ne joue jamais {princess} quand on a le choix.",
    "prudent_keep": "le coach tire au hasard la carte à garder : {card} ; les autres vont sous le paquet.",
    "aim": "le coach vise {p}, au hasard parmi les joueurs que vous pouvez viser.",
    "aim_guess": "le coach vise {p} et nomme {guess}, au hasard : {chances} de toucher ({how}).",
    "aim_self": "le coach vous fait viser vous-même, au hasard parmi les joueurs que vous pouvez viser.",
    "aim_self_only": "vous devez vous viser vous-même : personne d'autre ne peut être visé.",
    "known": "vous savez {que_p} a {card}.",
    "keep_highest": "{card} est votre carte la plus forte ; les autres vont sous le paquet.",
    "forced": "vous devez jouer {card} : l'autre carte de votre main vous y oblige.",
    "guess": "en nommant {guess} contre {p}, vous avez {chances} de toucher ({how}).",
    "compare": "en comparant {mine} avec {p}, vous avez {win} de gagner et {lose} de perdre ({how}).",
    "prince": "en jouant {card} sur {p}, vous avez {chances} de lui faire défausser {princess} ({how}).",
    "prince_self": "en jouant {card} sur vous-même, vous changez de carte.",
    "swap": "en échangeant {mine} avec {p}, vous recevez sa carte, qui vaut {mean} en moyenne d'après ce que vous "
            "savez.",
    "target": "vous jouez {card} sur {p}.",
    "no_target": "personne ne peut être visé : vous jouez {card} sans effet.",
    "princess_forced": "vous n'avez pas le choix : vous jouez {card} et quittez la manche.",
    "keep_higher": "vous jouez {card} et gardez {kept}, la carte la plus forte, pour la fin de la manche.",
    "play_keep": "vous jouez {card} et gardez {kept}.",
    "play": "vous jouez {card}.",
    "only_move": "c'est le seul coup permis.",
    "scored": "le coach note chaque coup permis d'après tout ce que vous avez vu (ce qu'il rapporte tout de suite, "
              "plus un peu pour la carte gardée) : c'est le mieux noté.",
    "lowest": "le coach joue toujours la plus faible de vos cartes.",
    "lowest_random": "le coach joue toujours la plus faible de vos cartes et tire la cible au hasard parmi les "
                     "joueurs que vous pouvez viser.",
    "strategist_count": "Le coach a imaginé {n} fins de manche pour chacun des {k} coups examinés ({total} en "
                        "tout : plus il en imagine, plus la mesure est précise), en plaçant les cartes cachées au "
                        "hasard d'une façon compatible avec tout ce que vous savez",
    "strategist_count_one": "Le coach a imaginé {n} fins de manche pour le seul coup examiné, en plaçant les cartes "
                            "cachées au hasard d'une façon compatible avec tout ce que vous savez",
    "strategist_tie": "sur ces mêmes fins de manche, {gap} : c'est dans le bruit de la simulation. Le coach ne "
                      "départage deux coups que si leur différence dépasse {margin} fois son écart type estimé, qui "
                      "mesure ce bruit : ici, cet écart type vaut {se}, et il faudrait une différence de plus de "
                      "{half}.",
    "tie_guide": "Le coach suit alors le calcul des probabilités de la déduction, qui préfère « {action} » pour "
                 "{factor}.",
    "tie_guide_equal": "Le calcul des probabilités de la déduction note aussi les deux coups à égalité : le coach a "
                       "tiré « {action} » au hasard.",
    "tie_guide_keep": "Le coach suit alors la règle de la déduction : garder la carte la plus forte.",
    "tie_most": "Le coach conseille alors « {action} », qui en a gagné le plus.",
    "tie_first": "Les deux en ont gagné autant : le coach prend le premier dans la liste des coups permis.",
    "factor_known": "vous défaire {of_card} : {names} {know} que vous l'avez",
    "factor_keep": "la carte que vous gardez : {kept} ({value}) plutôt que {other_kept} ({other_value})",
    "factor_keep_alone": "la carte que vous gardez : {kept} ({value})",
    "factor_prince_self": "le changement de votre carte",
    "factor_swap": "la valeur moyenne de la carte {of_p}, que vous recevriez",
    "factor_peek": "ce que {card} vous apprendrait de la carte {of_p}",
    "factor_protect": "la protection {of_card} jusqu'à votre prochain tour",
    "strategist_lost": "{count} : {mine} perdent toutes ces manches contre {against} ; le coach conseille "
                       "« {action} ».",
    "strategist_lost_mine": ("tous vos coups", "tous vos coups"),
    "strategist_won": "{count} : {mine} gagnent toutes ces manches contre {against} ; le coach conseille "
                      "« {action} ».",
    "other": "Ce n'est pas le choix du coach ici : « {action} ».",
}

SIMULATION = {
    "rounds": "manches",
    "games": "parties",
    "bad_rounds": "Le nombre de manches doit être un entier positif (reçu : {value}).",
    "title": "{count} {unit}, édition {edition} : {bots} (graine {seed})",
    "what": "Mesure",
    "value": "Valeur",
    "interval": "Intervalle de confiance à 95 %",
    "seat": "Victoires du joueur {n} ({bot})",
    "bot": "Victoires de {bot} (joueurs {seats})",
    "length": "Durée moyenne d'une manche (tours)",
    "length_games": "Durée moyenne d'une partie (manches)",
    "first": "Victoires du premier joueur (part équitable : {fair})",
    "note": "Une victoire partagée entre k joueurs compte 1/k pour chacun. Intervalles : Wilson pour "
            "les proportions, loi normale pour la durée moyenne.",
}

TREES = {
    "bad_weight": "Le poids de la branche « {event} » vaut {weight} : un poids est une probabilité, entre 0 et 1.",
    "bad_sum": "Les poids des branches {events} ont pour somme {total} : à chaque nœud, la somme doit valoir 1.",
    "blanks_left": "Cet arbre a encore des poids inconnus (« ? ») : remplissez-les d'abord.",
    "zero_given": "L'événement par lequel on conditionne a une probabilité nulle : P_A(B) n'a pas de sens.",
    "total_formula": "P({name}) = {symbols} = {numbers} = {total}",
    "given": "P({event} sachant {given})",
    "other": "autre",
    "other_event": "{var} = autre",
    "other_legend": "« H = autre » : la carte était {cards}.",
    "blank": "? ({id})",
    "total": "Total",
    "held": "H = {card}",
    "drawn": "T = {card}",
    "played": "J = {card}",
    "event": "E",
    "not_event": "Ē",
    "play_title": "Arbre du tour n° {turn} {of_p}",
    "legend_play": "H : la carte {of_p} avant de piocher au tour n° {turn} ; T : la carte piochée ; "
                   "J : la carte jouée.",
    "legend_event": "E : {p} joue {card}.",
    "legend_compact": "H : la carte {of_p} avant de piocher au tour n° {turn} ; P_H(E) regroupe la carte "
                      "piochée et le choix de la carte jouée ; Ē est l'événement contraire de E.",
    "no_turn": "{p} n'a encore joué aucun tour : pas d'arbre à dessiner.",
    "bad_turn": "Tour invalide : {turn}. Tours joués par {p} : {turns}.",
    # one path of a tree in words (Tree.description): « B puis C : P(B) = 1/3, P_B(C) = 1/2 ; P(B ∩ C) = 1/6. »
    "path": "{events} : {weights} ; {product}.",
    "then": " puis ",
    "burned_taken": "La carte mise de côté a été prise (Prince sur une pioche vide) : pas de tableau à dresser.",
    "no_table": "La carte {of_p} est connue ou {p} n'a pas une seule carte en main : pas de tableau à dresser.",
    "card_of": "Carte {of_p}",
    "burned": "carte mise de côté",
    "burned_title": "Tableau croisé : la carte {of_p} et la carte mise de côté (comptage)",
    "burned_legend": "Il reste {n} cartes que vous ne voyez pas : {n} × ({n} − 1) = {pairs} couples "
                     "(carte {of_p}, carte mise de côté), tous également probables.",
}

EXPRESSIONS = {
    "accepted": "On accepte des nombres (12, 1,5 ou 1.5), des pourcentages (87,35 %), les opérations "
                "+ − × ÷ (ou * /) et des parenthèses.",
    "bad_char": "Je ne sais pas lire « {char} » (position {pos}) dans « {text} ». {accepted}",
    "unfinished": "« {text} » s'arrête trop tôt : il manque un nombre à la fin. {accepted}",
    "empty": "Vous n'avez rien écrit. {accepted}",
    "unreadable": "Je ne sais pas lire « {text} » comme un nombre. ",
    "parenthesis": "Dans « {text} », une parenthèse ouverte n'est pas refermée.",
    "zero_division": "Dans « {text} », on divise par 0 : ce calcul n'a pas de sens.",
    # the limits of what is read (exercises.parsing): refused at once, no try counted
    "too_long": "Votre réponse fait {n} caractères : je n'en lis pas plus de {max}. Écrivez-la plus "
                "simplement, par exemple une fraction ou un calcul court.",
    "too_many_digits": "Un nombre de votre réponse a {n} chiffres : je n'en lis pas plus de {max} par nombre. "
                       "Arrondissez-le, ou écrivez une fraction plus simple.",
    "number_too_big": "Ce nombre a plus de {max} chiffres : je ne le lis pas. Arrondissez-le, ou écrivez une "
                      "fraction plus simple.",
    "exponent": "Dans « {text} », la puissance de 10 est trop grande : je lis des exposants de -{max} à {max}.",
    "too_deep": "Votre réponse ouvre plus de {max} parenthèses les unes dans les autres : je n'en lis pas "
                "autant. Simplifiez le calcul.",
    "not_finite": "« {text} » n'est pas un nombre fini : donnez une fraction, un nombre décimal ou un "
                  "pourcentage.",
    "too_many_parts": "Votre réponse a {n} parties : j'en lis au plus {max}.",
    "nested": "Donnez une valeur par case (un texte ou un nombre), pas une liste dans une liste.",
    "huge_number": "un nombre de plus de {max} chiffres",
}

ANSWERS = {
    "places": {0: "à l'unité", 1: "au dixième", 2: "au centième", 3: "au millième"},
    "places_n": "à 10^-{n} près",
    "instr_irreducible": " Une fraction doit être irréductible.",
    "instr_probability": "Répondez par une fraction ({fraction}), un calcul ({calculations}), un nombre décimal "
                         "arrondi {places} ({decimal}) ou un pourcentage ({percent}).{irreducible}",
    # two sets of examples: the instructions show one whose values are far from the answer
    "examples": ({"fraction": "3/11", "calculations": "1 - 5/11, 2/10 × 1/2", "decimal": "0,273", "percent": "27,3 %"},
                 {"fraction": "2/9", "calculations": "1 - 1/3, 4/5 × 1/2", "decimal": "0,778", "percent": "77,8 %"}),
    "instr_tree": "Remplacez chaque « ? » ({blanks}) par sa probabilité : une fraction, un calcul ou un nombre "
                  "décimal arrondi {places}.{irreducible}",
    "instr_tree_text": " Écrivez « a = … ; b = … ».",
    "instr_guard": "Choisissez le joueur visé et la carte nommée, puis donnez la probabilité que le Garde touche "
                   "(une fraction, un calcul, ou un nombre décimal arrondi {places}).",
    "instr_guard_text": " Écrivez « joueur ; carte ; probabilité ».",
    "instr_compare": "Choisissez le bon symbole : <, = ou >.",
    "instr_pick": "Choisissez une réponse, puis cliquez sur « Vérifier ».",
    # "independence": a probability and a verdict, checked together (one try)
    "instr_independence": "Donnez la probabilité (une fraction, un calcul ou un nombre décimal arrondi {places})"
                          "{irreducible} et votre conclusion : indépendants ou non indépendants. Un essai compte "
                          "les deux ensemble.",
    "instr_independence_text": " Écrivez « probabilité ; indépendants » ou « probabilité ; non indépendants ».",
    "verdict_yes": "indépendants",
    "verdict_no": "non indépendants",
    "verdict_missing": "Il manque votre conclusion : A et B sont-ils « {yes} » ou « {no} » ? Donnez-la avec la "
                       "probabilité (aucun essai perdu).",
    "verdict_unknown": "Je n'ai pas reconnu la conclusion « {text} » : répondez « {yes} » ou « {no} » (aucun essai "
                       "perdu).",
    "value_missing": "Il manque la probabilité : la conclusion seule ne se vérifie pas, elle vient de la "
                     "comparaison. Donnez la probabilité, puis votre conclusion (aucun essai perdu).",
    "verdict_after_value": "Reprenez d'abord la valeur : la conclusion en découle.",
    "verdict_right": "La valeur et la conclusion ({verdict}) sont justes.",
    "verdict_wrong": "Vous avez répondu {read} : la valeur est juste, mais pas la conclusion « {verdict} ».",
    "compare_lt": "{a} < {b} : {a} est plus petite que {b}",
    "compare_eq": "{a} = {b} : {a} est égale à {b}",
    "compare_gt": "{a} > {b} : {a} est plus grande que {b}",
    "words_lt": ("inférieur", "inférieure", "plus petit", "plus petite", "moins", "inf"),
    "words_eq": ("égal", "égale", "égales", "égaux", "pareil", "autant"),
    "words_gt": ("supérieur", "supérieure", "plus grand", "plus grande", "plus", "sup"),
    "compare_unknown": "Je n'ai pas reconnu « {text} » : répondez par <, = ou > (ou par la lettre A, B ou C).",
    "compare_wrong": "Vous avez choisi « {choice} » : ce n'est pas la bonne comparaison.",
    "guess": "viser {p} en nommant {card} (probabilité {prob})",
    "expression_not_fraction": "Vous avez répondu {read} : c'est juste, mais donnez le résultat sous la forme d'une fraction "
                               "irréductible (aucun essai perdu).",
    "right_decimal": "Bravo, c'est juste : {read} est bien arrondi {places}.",
    "decimal_not_fraction": "Vous avez répondu {read} : la valeur est juste, mais on demande une fraction irréductible "
                            "(aucun essai perdu).",
    "simplify": "Vous avez répondu {read} : c'est juste, mais simplifiez la fraction (aucun essai perdu).",
    "asked_places": "arrondi {places} demandé",
    "or_fraction": " (ou donnez une fraction)",  # in « too_coarse », where the exact answer is a fraction
    "more_places": ("une décimale", "{n} décimales"),  # in « too_coarse »: how many more places to keep
    "wrong": "Vous avez répondu {read} : ce n'est pas la bonne valeur. Reprenez votre calcul étape par étape.",
    "trap": "Vous avez répondu {read}. {message}",
    # a chain of divisions read left to right, that brackets make right (« 1/30 / 1/5 »): no try counted
    "left_to_right": "Vous avez écrit {read} : sans parenthèses, on calcule de gauche à droite, ce qui donne "
                     "{value}. Écrivez {fixed} (aucun essai perdu).",
    "right_more_places": "Bravo, c'est juste : {read} est assez précis. Ce n'est pas pour autant l'arrondi {places}, "
                         "qui garde moins de décimales.",
    "tree_missing": "Il manque la réponse pour : {ids} (aucun essai perdu).",
    "tree_unreadable": "Case {id} : {message}",
    "tree_all_right": "Toutes les cases de l'arbre sont justes.",
    "tree_right": "Justes : {ids}.",
    "tree_wrong": "À revoir : {ids}.",
    "tree_simplify": "Juste mais à simplifier : {ids}.",
    "guard_form": "Donnez trois choses : le joueur visé, la carte nommée et la probabilité de toucher, "
                  "dans cet ordre : « joueur ; carte ; probabilité ».",
    "guard_target": "« {text} » n'est pas un joueur que le Garde peut viser ici : {targets}.",
    "guard_not_allowed": "Viser {p} en nommant {card} n'est pas un choix permis ici.",
    "guard_right": "C'est un meilleur choix possible, et sa chance de toucher est juste.",
    "guard_best_wrong_chance": "Bon choix, mais sa chance de toucher n'est pas juste. {message}",
    "guard_half": "À moitié juste : la chance de toucher est juste pour ce choix, mais un autre choix a plus de "
                  "chances de toucher.",
    "guard_wrong": "Un autre choix a plus de chances de toucher, et la chance annoncée pour le vôtre n'est pas "
                   "juste. {message}",
}

# --- notebook 03, Première (loveletter_teach.probability.variables; the exercises' words: exercises/families/) -
# A random variable's law as a class writes it (probability/variables.py).
RANDOM_VARIABLES = {
    "bad_probability": "P(X = {value}) vaut {p} : une probabilité est toujours comprise entre 0 et 1.",
    "bad_sum": "Les probabilités de la loi ont pour somme {total} : la somme doit valoir 1.",
    "expectation": "E({X}) = {terms} = {e}",
    "moment2": "E({X}²) = {terms} = {m}",
    "variance": "V({X}) = E({X}²) − E({X})² = {m} − {e}² = {v}",
    "variance_definition": "V({X}) = {terms} = {v}",
    "std": "σ({X}) = √V({X}) = √({v}) {value}",
    "values": "x_i",
    "probabilities": "P({X} = x_i)",
}

SECTIONS.update({
    "03.conditionnel": "Première : probabilités conditionnelles",
    "03.aleatoire": "Première : variables aléatoires",
    "03.ticket": "Première : ticket de sortie",
})

# The named positions of the lessons (exercises/course.py; issue 21: no hidden card in a cell the class sees).
COURSE_POSITIONS = {
    "unknown": "Il n'y a pas de position du cours nommée « {name} ». Les positions du cours : {names}.",
}


# --- verifie: the functions a learner writes (exercises.functions) ------------------------------------------
# The checker of the functions a learner writes: it names the kind of mistake, never the expected value.
FUNCTIONS = {
    "not_function": "verifie attend votre fonction elle-même, sans parenthèses, par exemple "
                    "verifie(\"03.seconde.frequence\", {name}) (j'ai reçu un objet de type {got}).",
    "arguments": "Votre fonction n'accepte pas les arguments attendus : sa première ligne doit être "
                 "def {name}({args}): (Python dit : {error}). Aucun essai n'est compté.",
    "error": "Pour {case}, votre fonction s'arrête sur une erreur {kind} : {error}. Corrigez-la, puis "
             "vérifiez de nouveau (aucun essai n'est compté).",
    "unfinished": "Votre fonction n'est pas encore terminée : remplacez les « ... » par votre code (aucun essai "
                  "n'est compté).",
    "none": "Pour {case}, votre fonction ne renvoie rien : il manque sans doute la ligne return à la fin "
            "(aucun essai n'est compté).",
    "not_number": "Pour {case}, votre fonction renvoie {value} (de type {type}) : elle doit renvoyer un nombre.",
    "not_bool": "Pour {case}, votre fonction renvoie {value} : elle doit renvoyer True ou False.",
    "not_reproducible": "Appelée deux fois avec {case}, votre fonction ne renvoie pas la même valeur : elle doit "
                        "tirer toutes ses donnes avec le générateur hasard qu'on lui donne "
                        "(carte_mise_de_cote(hasard)), et avec rien d'autre.",
    "right": "Votre fonction donne le bon résultat dans les {k} cas essayés.",
    "wrong": "Pour {case}, votre fonction renvoie {value} : ce n'est pas le résultat attendu.",
    "wrong_generic": "Relisez l'énoncé, puis essayez votre fonction sur un petit exemple que vous savez calculer "
                     "à la main.",
    "ignores": "Votre fonction donne la même valeur quand on change {arg} : elle ne semble pas s'en servir.",
    "unknown": "Je ne connais pas d'exercice « {id} » à vérifier. Exercices possibles : {ids}.",
    "no_learner": "(Écrivez votre prénom dans le champ prévu du carnet pour que ce résultat compte dans votre progression.)",
    "history": "la fonction {name}",
    "tries_used": ("Cet exercice donne {n} essai, et vous l'avez utilisé.",
                   "Cet exercice donne {n} essais, et vous les avez utilisés."),
    "solution": "Pour vous aider à corriger votre fonction, voici le résultat attendu sur votre cas personnel, "
                "{case} ({which}) : {explanation}",
    "solution_plain": "Pour vous aider à corriger votre fonction : {explanation}",
    "other_case": "ce n'est pas le cas où votre fonction s'est trompée ci-dessus",
    "same_case": "celui où votre fonction s'est trompée",
}



# --- explorateur: the position explorer (loveletter_teach.explorer, widgets.ExplorerWidget) -------------
EXPLORER = {
    # errors: an impossible position
    "too_many": "Impossible : {asked} demandé{s} alors que l'édition {edition} compte {have}.",
    "too_many_face_up": "Il faut {expected} cartes face visible à 2 joueurs dans l'édition {edition} "
                        "(reçu : {got}).",
    "no_face_up": "À {n} joueurs, aucune carte n'est posée face visible (reçu : {got}).",
    "hands_count": "Il faut une carte par joueur, soit {n} (reçu : {got}).",
    "deck_too_long": "À {n} joueurs, la pioche de l'édition {edition} compte {room} cartes (reçu : {got}).",
    "bad_move": "Coup n° {k} ({who}) impossible : {reason}",
    "round_over": "Coup n° {k} impossible : la manche est déjà finie.",
    "bad_move_spec": "Coup n° {k} illisible : {spec!r}. Écrivez (carte, cible, carte nommée), par exemple "
                     "(\"Garde\", \"Bob\", \"Prêtre\").",
    "no_deal": "{who} ne peut pas {action} : {reason}",
    "no_deal_result": "{who} ne peut pas {action} avec ce résultat ({result}) : {reason}",
    "not_found": "Aucune donne des cartes cachées n'a été trouvée où {who} peut {action} tout en gardant ce "
                 "{viewer} a vu. {reason}",
    "not_found_result": "Aucune donne des cartes cachées n'a été trouvée où {who} peut {action} avec ce résultat "
                        "({result}) tout en gardant ce {viewer} a vu. {reason}",
    "all_seen": "{count_seen} déjà vu{s} par {viewer}, et l'édition {edition} compte {have}.",
    "other_result": "Aucune des donnes essayées ne donne ce résultat.",
    "own_hand": "{viewer} a {cards}.",
    "known_hand": "{viewer} sait {que_p} a {card}.",
    "forced": ", et avec {card} il faut jouer {forced}.",
    "bad_result": "Résultat inconnu « {result} » pour {card}. Résultats possibles : {allowed}.",
    "no_result": "{viewer} ne voit pas de résultat à choisir pour {card} joué par {who}.",
    "hit": "touché",
    "miss": "raté",
    "tie": "égalité",
    "loses": "{p} perd",
    "loses_with": "{p} perd avec {card}",
    "loser_card": "(perdant, carte montrée), par ex. (\"{p}\", \"Prêtre\")",
    "not_a_round": "Cette manche n'a pas d'ordre du paquet (une manche recomposée) : elle ne peut pas être "
                   "explorée.",
    "custom_edition": "Seules les éditions prédéfinies ({editions}) peuvent être partagées par un code.",
    "too_long": "Cette position est trop longue pour un code (au plus 255 coups et des noms de 255 octets).",
    "bad_keep_high": "Le réglage du modèle doit être une fraction de 0 à 1 au dénominateur au plus 255 "
                     "(reçu : {value}).",
    # errors: a bad share code
    "code_type": "Un code de position est un texte qui commence par « LL2- » (reçu : {value!r}).",
    "code_prefix": "Ce texte n'est pas un code de position : un code commence par « LL2- » (reçu : « {start} »).",
    "code_version": "Ce code vient d'une version plus récente (LL{version}) : mettez à jour loveletter_teach.",
    "code_letters": "Ce code contient des caractères qui ne peuvent pas y figurer (« {bad} ») : seules les "
                    "lettres A à Z et les chiffres 2 à 7 sont utilisés. Vérifiez la recopie.",
    "code_checksum": "Ce code a été mal recopié (ou il est incomplet) : sa somme de contrôle ne correspond pas. "
                     "Recopiez-le en entier.",
    "code_broken": "Ce code est abîmé : il ne décrit pas une position complète.",
    "code_position": "Ce code décrit une position impossible : {reason}",
    "code_old": "Ce code est d'un ancien format (LL{version}) qui ne se relit plus : demandez un nouveau code "
                "à la personne qui l'a partagé.",
    "code_unavailable": "Cette position ne peut pas être partagée par un code : aucune donne construite à partir de "
                        "ce {viewer} a vu ne la redonne. Aucun code n'est proposé (un code qui contiendrait les "
                        "cartes cachées en dirait plus que ce {viewer} a vu).",
    # panels
    "title": "Explorateur de position — {edition}, {n} joueurs, vu par {viewer}",
    "panel_position": "La position vue par {viewer}",
    "panel_levels": "Les trois niveaux de probabilité",
    "panel_facts": "Ce {que_viewer} sait à coup sûr",
    "panel_advice": "Le conseil du Garde",
    "panel_tree": "L'arbre derrière la meilleure supposition",
    "panel_check": "Vérification par simulation (Monte Carlo)",
    "model_setting": "Modèle : chaque joueur garde la plus forte de ses deux cartes avec la probabilité {p} "
                     "(1/2 : aucune préférence, comme la déduction).",
    "no_facts": "Aucun fait certain sur les cartes des autres pour l'instant.",
    "best_guess": "Meilleure supposition (déduction) : {p} a {card}, avec la probabilité {prob}.",
    "no_guess": "Plus personne d'autre n'est dans la manche : il n'y a rien à deviner.",
    "no_tree": "Pas d'arbre pour {p} : {reason}",
    "tree_intro": "D'où vient la probabilité pour {p} : le dernier tour {que_p} a joué, carte gardée H, "
                  "carte piochée T, carte jouée J.",
    "check_intro": "{samples} mondes tirés au hasard parmi ceux qui sont compatibles avec ce {viewer} a vu. "
                   "L'estimation se rapproche de la valeur exacte quand on tire plus de mondes (loi des grands "
                   "nombres).",
    "check_head": ("Joueur", "Carte", "Exact (déduction)", "Estimation", "Intervalle à 95 %", "Exact dans "
                   "l'intervalle ?"),
    "yes": "oui",
    "no": "non",
    "check_none": "Rien à vérifier : {reason}",
    "check_failed": "La simulation n'a pas abouti : {reason}",
    "code_line": "Code de la position : {code}",
    # widget
    "w_edition": "Édition :",
    "w_players": "Joueurs :",
    "w_viewer": "Vu par :",
    "w_seed": "Donne n° :",
    "w_new_deal": "Nouvelle donne",
    "w_hand": "Carte de départ :",
    "w_draw": "Première pioche :",
    "w_face_up": "Face visible :",
    "w_face_up_placeholder": "par ex. Garde, Prêtre, Baron (vide : au hasard)",
    "w_random": "au hasard",
    "w_move": "Coup suivant :",
    "w_result": "Résultat :",
    "w_any_result": "celui de la donne",
    "w_add": "Ajouter ce coup",
    "w_undo": "Annuler le dernier coup",
    "w_model": "Modèle, garder la plus forte :",
    "w_code": "Code :",
    "w_code_placeholder": "LL2-…",
    "w_share": "Partager (afficher le code)",
    "w_load": "Charger ce code",
    "w_choose_move": "Choisissez d'abord un coup dans la liste « Coup suivant ».",
    "w_over": "La manche est finie : annulez un coup pour explorer une autre suite.",
    "w_added": "Coup ajouté : {move}.",
    "hidden_keep": "garder une carte et remettre les autres sous le paquet (choix caché)",
    "w_undone": "Dernier coup annulé.",
    "w_nothing_to_undo": "Il n'y a aucun coup à annuler.",
    "w_loaded": "Position chargée.",
    "w_shared": "Le code de cette position est dans le champ « Code » : copiez-le pour le partager. Il ne "
                "contient que ce que le joueur observé a vu.",
    "w_with_deal": "avec les cartes cachées (corrigé)",
    "w_shared_deal": "Ce code contient aussi les cartes cachées : gardez-le comme corrigé, et donnez à la classe "
                     "le code sans les cartes cachées.",
    "w_no_code": "Collez d'abord un code dans le champ « Code ».",
    "w_redealt": "Les cartes cachées sont choisies pour que ce coup soit possible ; ce {viewer} a vu ne change "
                 "pas.",
    "w_turn_of": "{p} : {move}",
}


# --- The tips of the « Lettre d'amour » rule text, put to the test (tips.py, notebook 03, part 4) ---
SECTIONS.update({"03.conseils": "4. Les conseils du livret, mis à l'épreuve"})

TIPS = {
    "verdicts": {"confirme": "confirmé", "nuance": "nuancé", "faux": "faux", "depend": "dépend de la façon de jouer"},
    "verdict_line": "Verdict : {verdict}.",
    # the ways of playing (tips.PLAY_MODELS for the exact tips, tips.BOT_MODELS for the simulated ones)
    "models": {"uniforme": "modèle uniforme (chaque carte permise, avec la même chance)",
               "garde_haute": "modèle « garde la plus haute » (9 fois sur 10)",
               "prudent": "robots « prudent » (au hasard parmi les cartes permises)",
               "compteur": "robots « compteur »", "déducteur": "robots « déducteur »"},
    "model_line": "Façon de jouer : {model}.",
    "bot_line": "Façon de jouer : {model}, édition lettre-d-amour.",
    "unknown_model": "« {model} » n'est pas une façon de jouer de ce conseil : choisissez parmi {models}.",
    "no_verdict": "Il faut au moins une façon de jouer pour donner un verdict.",
    "table_exact": "Sous chaque façon de jouer (calculé ici, exactement) :",
    "table_recorded": "Sous chaque façon de jouer (mesuré par le script {script}, commit {commit}, le {date}, sur "
                      "bien plus de manches que le carnet ne peut en jouer) :",
    "table_row": "- {model} : {summary} ; verdict : {verdict}.",
    "months": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
               "novembre", "décembre"),
    "table_verdict": "Verdict, toutes façons de jouer ensemble : {verdict}.",
    # « la fourchette de la simulation »: a 95 % confidence interval (Wilson, or the mean ± 1,96 standard
    # errors), said in the words of a lycée student; the notebook names it « pour aller plus loin »
    "mean_line": "{what} : {mean} (fourchette de la simulation : [{low} ; {high}], {n} positions)",
    "share_line": "{what} : {share} ({k} sur {n} ; fourchette de la simulation : [{low} ; {high}])",
    # 1. the Héritière after the Duellistes and the Dame
    "heritiere_quote": "« Si les deux Duellistes et les deux Dames sont à la défausse alors que l'Héritière ne "
                       "s'est pas encore montrée, la probabilité que l'adversaire ait justement le 8 a "
                       "brusquement augmenté. »",
    "heritiere_claim": "Quand Bob a défaussé les deux Duellistes et la Dame (le paquet n'a qu'une Dame), la "
                       "probabilité que Bob ait l'Héritière est bien plus grande qu'au début, et plus grande que "
                       "si Bob avait défaussé d'autres cartes : ce sont ces cartes-là qui la font monter.",
    "heritiere_summary": "P(Bob a l'Héritière) = {after} après les Duellistes et la Dame, {control} après deux "
                         "Prêtres et un Espion",
    "heritiere_start": "Au premier tour : P(Bob a l'Héritière) = {counting} par comptage, {deduction} par déduction.",
    "heritiere_after": "Après les deux Duellistes et la Dame de Bob : {counting} par comptage, {deduction} par "
                       "déduction.",
    "heritiere_control": "Même partie, mais Bob a joué deux Prêtres et un Espion : {counting} par comptage, "
                         "{deduction} par déduction.",
    # 2. the Duelliste and the card kept
    "duelliste_quote": "« Le Duelliste est bon quand ta deuxième carte est haute — sinon la comparaison peut "
                       "t'éliminer toi-même. »",
    "duelliste_claim": "Au premier tour, à deux joueurs, jouer le Duelliste élimine Bob plus souvent que vous "
                       "dès que la carte que vous gardez est assez haute, et vous élimine plus souvent sinon.",
    "duelliste_head": "carte gardée   P(Bob éliminé)   P(vous éliminé)   P(égalité)",
    "duelliste_row": "{card:<14} {win:>14}   {lose:>15}   {tie:>10}",
    "duelliste_threshold": "Le duel vous élimine moins souvent qu'il n'élimine Bob dès que la carte gardée vaut "
                           "au moins {value} ({card}).",
    "duelliste_summary": "le duel vous est favorable dès que vous gardez au moins le {card}",
    # 3. the Messager and the Prêtre
    "messager_quote": "« Avec le Messager (5) et le Prêtre (2), il vaut mieux jouer le Messager et garder en "
                      "main le deux, bas et discret. »",
    "messager_claim": "Avec le Messager et le Prêtre en main, jouer le Messager (et garder le Prêtre) fait gagner "
                      "la manche plus souvent que jouer le Prêtre.",
    "messager_what": "Gain du Messager sur le Prêtre (en probabilité de gagner la manche)",
    "messager_rates": "Manches gagnées : {a} en jouant le Messager, {b} en jouant le Prêtre.",
    "gain_summary": "gain {mean}, fourchette [{low} ; {high}], {n} positions",
    # 4. a kept Espion or Prêtre and the opponent's Espion
    "espion_quote": "« Un Espion ou un Prêtre gardé en main n'attire presque pas l'Espion de l'adversaire. »",
    "espion_claim": "Personne n'a intérêt à nommer un Prêtre avec l'Espion : quand l'adversaire joue l'Espion sur "
                    "vous, un Prêtre gardé est touché presque jamais, moins de la moitié aussi souvent que les "
                    "autres cartes. (Pour l'Espion gardé, c'est la règle : on ne peut pas nommer l'Espion.)",
    "espion_first": "Au premier tour, avec l'Espion et le Noble en main, par comptage : P(la carte de l'adversaire "
                    "est un Prêtre) = {p} ; la plus grande probabilité d'une carte que l'Espion peut nommer est "
                    "{top} ({cards}).",
    "espion_kept": "Touché quand la cible garde {card}",
    "espion_others": "Touché quand la cible garde une autre carte",
    "espion_half": "« Presque jamais » : moins de la moitié de ce taux, {half}.",
    "espion_summary": "Prêtre gardé touché {share}, fourchette [{low} ; {high}] ({n} Espions), quand « presque "
                      "jamais » veut dire moins de {half}",
    # 5. keeping the Héritière
    "huit_quote": "« Garder le 8 est dangereux : le Messager ou le Duelliste peuvent forcer à la défausser. »",
    "huit_claim": "À deux joueurs, garder l'Héritière est un risque dont on ne peut pas se défaire : le Messager "
                  "peut vous forcer à la défausser, et le Duelliste aussi (chacune de ces cartes élimine une part "
                  "des joueurs qui la gardent).",
    "huit_share": "Manches gagnées par celui qui a reçu l'Héritière",
    "huit_out": "Éliminé en tenant l'Héritière",
    "huit_by": "Éliminé par le {card} en tenant l'Héritière",
    "huit_summary": "éliminé en la tenant {out}, dont par le Messager {messager} et {duel} fois par le Duelliste "
                    "({n} manches où l'un la reçoit)",
    "huit_causes": "Éliminations de celui qui tenait l'Héritière, par carte jouée : {causes}.",
    "huit_duel": "Aucune par le Duelliste : l'Héritière est la plus forte carte, elle ne perd jamais un duel.",
    # 6. the Bouclier at four players
    "bouclier_quote": "« Plus il y a de joueurs, plus le Bouclier est utile : il te fait gagner tout un tour "
                      "d'invulnérabilité pendant que les adversaires se frappent entre eux. »",
    "bouclier_claim": "Jouer le Bouclier plutôt que l'autre carte rapporte plus à quatre joueurs qu'à deux, "
                      "rapporté à la part d'un joueur (1/4 des manches à quatre, 1/2 à deux).",
    "bouclier_what": "Gain du Bouclier sur l'autre carte à {n} joueurs",
    "bouclier_relative": "  soit, rapporté à la part d'un joueur quand personne n'a d'avantage (1/{n}) : {rel} % de "
                         "cette part.",
    "bouclier_diff": "Différence des gains rapportés à la part d'un joueur (4 joueurs moins 2 joueurs) : {diff} "
                     "points de pourcentage, fourchette [{low} ; {high}].",
    "bouclier_summary": "gain rapporté à la part d'un joueur : {two} % à deux, {four} % à quatre ; différence : "
                        "{diff} points, fourchette [{low} ; {high}] ({n} et {m} positions)",
}

# --- plots: where matplotlib is missing (loveletter_teach.plots) ---------------------------------------
# The typical mistakes an exercise declares (Question.traps): each names the confusion, never the value.
MISTAKES = {
    # the generic checks (any exercise whose answer is a number): no trap of the exercise needed
    "truncated": "Vous avez coupé le nombre après la dernière décimale demandée, sans l'arrondir. Arrondir, ce "
                 "n'est pas couper : regardez la décimale suivante ; si elle vaut 5 ou plus, la dernière décimale "
                 "gardée augmente de 1.",
    "too_coarse": "C'est un arrondi {coarse}, mais on demande l'arrondi {places}. Gardez {more} de "
                  "plus{or_fraction}.",
    "imprecise": "C'est proche, mais pas assez précis ({precision}). Gardez toutes les décimales pendant le "
                 "calcul et n'arrondissez qu'à la fin.",
    "percent": "Vous avez donné un pourcentage sans son signe % : on demande une proportion (divisez par cent, ou "
               "écrivez le signe % après le nombre).",
    "opposite_sign": "Vous avez le bon nombre au signe près : relisez ce qui compte en positif et ce qui compte en "
                     "négatif.",
    "out_of_range": "Or une probabilité est toujours comprise entre 0 et 1.",
    "not_best_guess": "Ce n'est pas le coup qui a le plus de chances de réussir : comparez les probabilités de "
                      "chaque coup permis.",
    "reversed_comparison": "C'est le sens inverse : vous avez sans doute échangé les deux valeurs. Écrivez chacune "
                           "avec sa notation avant de comparer.",
    # conditional probabilities
    "intersection": "Vous avez calculé {inter}, la probabilité que les deux événements se réalisent à la fois. "
                    "Ici on sait déjà que {given} est réalisé : on compte parmi les seuls cas de {given} (l'univers "
                    "réduit), c'est-à-dire qu'on divise encore par P({given}).",
    "inverse": "Vous avez calculé {wrong} au lieu de {right} : la condition et l'événement sont échangés. Ici on sait "
               "{given} et l'on cherche la probabilité de {event}.",
    "prior": "Vous avez calculé {prior}, sans tenir compte de ce que l'on sait : ici on sait {given}, donc on compte "
             "dans l'univers réduit aux cas de {given}.",
    "given_ignored": "Vous avez compté comme si l'on ne savait rien de plus : or on sait {que_p} n'a pas {card}. "
                     "Ôtez des cas possibles les exemplaires de cette carte, puis comptez.",
    "event_a": "Vous avez calculé {cond}, la probabilité de la condition elle-même : on cherche celle de {event}, "
               "parmi les cas de {given}.",
    # complement
    "complement_extra": "Vous avez calculé la probabilité de l'événement contraire : relisez l'événement demandé.",
    # counting
    "whole_deck": "Vous avez compté sur tout le paquet : or les cartes {que_me} voit ne peuvent pas être celle "
                  "cherchée. Les cas possibles sont les seules cartes {que_me} ne voit pas.",
    "hand_forgotten": "Vous avez oublié de retirer les cartes de votre main : vous les voyez.",  # the learner is {me}
    # trees and the formule des probabilités totales
    "forgotten_branch": "Il manque une branche : votre somme oublie un des chemins de l'arbre qui mènent à {event}. "
                        "La formule des probabilités totales additionne les produits de tous ces chemins.",
    "no_weights": "Vous avez additionné les probabilités conditionnelles sans les multiplier par le poids de leur "
                  "branche : chaque terme est un produit P(A) × P_A({event}).",
    "with_replacement": "Vous avez calculé comme pour un tirage avec remise : or une carte tirée n'est pas remise. "
                        "Au second tirage, il reste une carte de moins (et un exemplaire de moins si la première "
                        "était cette carte).",
    "conditional_only": "Vous avez donné la probabilité de la seconde branche seule, {p2} : la probabilité du chemin "
                        "est le produit des poids de ses branches.",
    "added": "Vous avez additionné les poids du chemin : la probabilité d'un chemin est leur produit.",
    # binomial law
    "no_coefficient": "Vous avez oublié le coefficient binomial : il y a plusieurs façons de placer les succès "
                      "parmi les n essais, et chacune a la même probabilité.",
    "swapped_pq": "Vous avez échangé p et 1 − p : p est la probabilité d'un succès (toucher), elle va avec les "
                  "k succès.",
    "strict": "Vous avez calculé l'inégalité stricte : « au moins {k} » compte aussi le cas X = {k}.",
    "only_equal": "Vous n'avez calculé qu'une seule valeur, X = {k} : « au moins » additionne toutes les valeurs à "
                  "partir de {k}.",
    "forgot_n": "Vous avez donné p, la probabilité d'un succès : l'espérance de la loi binomiale est n × p.",
    "variance_given": "Vous avez donné la variance : l'écart type est sa racine carrée.",
    "std_given": "Vous avez pris la racine carrée : la variance est V(X) elle-même, l'écart type est sa racine.",
    "no_mean_square": "Vous avez calculé E(X²) : il reste à retrancher E(X)², car V(X) = E(X²) − E(X)².",
    "unweighted": "Vous avez fait la moyenne des valeurs sans les pondérer par leurs probabilités : chaque valeur "
                  "compte avec sa probabilité, E(X) = somme des x × P(X = x).",
    "wins_only": "Vous n'avez compté que les victoires : une défaite vaut −1 et compte aussi dans l'espérance.",
    "sign": "Vous avez le bon nombre au signe près : un duel gagné par {me} compte en positif, un duel perdu en "
            "négatif.",
    "one_duel": "Vous avez donné le résultat d'un seul duel : N compte les jetons de deux duels.",
    "ties_won": "Vous avez compté les égalités comme des victoires : à égalité, personne n'est éliminé.",
    # issue 36: the typical mistakes of the Première lesson still unnamed (docs/erreurs_par_exercice.md)
    "count_given": "Vous avez donné un nombre de cas, pas une probabilité : par comptage, une probabilité est le "
                   "quotient du nombre de cas favorables par le nombre de cas possibles.",
    "complement_forgotten": "Vous avez pris {wrong} au lieu de {right} : la barre de l'événement contraire a été "
                            "oubliée. Suivez dans l'arbre la branche barrée : son poids est 1 moins celui de l'autre "
                            "branche du même nœud.",
    "zero_branch": "Une probabilité nulle, c'est un événement impossible : or celui-ci peut se produire, aucune "
                   "branche de son chemin n'a un poids nul. Relisez l'événement demandé (barres comprises) et le "
                   "poids de chacune de ses branches.",
    "rounded_early": "Vous avez arrondi {what} en cours de calcul, et l'erreur d'arrondi s'est propagée jusqu'au "
                     "résultat. Gardez la valeur exacte de {what} (une fraction) ou toutes ses décimales, et "
                     "n'arrondissez que le résultat final.",
    "independence_verdict": "Comparez votre valeur à celle qu'elle aurait si A et B étaient indépendants : "
                            "P_A(B) = P(B), ou, ce qui revient au même, P(A ∩ B) = P(A) × P(B). Égales : "
                            "indépendants ; différentes : non indépendants.",
    "verdict_reversed": "C'est le sens inverse : un duel vous est favorable quand E(G) > 0 (vous le gagnez plus "
                        "souvent que vous ne le perdez), défavorable quand E(G) < 0. Regardez le signe de "
                        "E(G) = P(G = 1) − P(G = −1).",
}

# For the teacher, per shared mistake key: (short name, notion of the programme, (notebook, words of the
# heading of the part to project again), an exercise that names it, a sentence to say to the class). The
# families keep theirs beside their MISTAKES (families.LESSONS gathers them all).
MISTAKE_LESSONS = {
    # the mistakes of the Première lesson named last (docs/erreurs_par_exercice.md)
    "count_given": (
        "nombre de cas donné pour une probabilité", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "Une probabilité n'est jamais un nombre de cas : on divise le nombre de cas favorables par le nombre "
        "de cas possibles."),
    "complement_forgotten": (
        "barre de l'événement contraire oubliée", "arbre pondéré",
        ("02", "Ce que les autres choisissent"), "02.choisir.arbre",
        "Sur une branche barrée, on lit la probabilité de l'événement contraire : 1 moins le poids de l'autre "
        "branche du même nœud."),
    "zero_branch": (
        "chemin possible jugé impossible", "arbre pondéré",
        ("02", "Ce que les autres choisissent"), "02.choisir.chemins",
        "Un produit n'est nul que si l'une des branches du chemin a un poids nul : on vérifie chaque poids avant "
        "de dire qu'un événement est impossible."),
    "rounded_early": (
        "valeur arrondie en cours de calcul", "variance et écart type",
        ("03", "La valeur de la carte de Bob, variable aléatoire"), "03.aleatoire.ecart_type",
        "On garde les valeurs exactes, en fraction ou avec toutes leurs décimales, pendant tout le calcul, et "
        "l'on n'arrondit que le résultat final."),
    "independence_verdict": (
        "conclusion d'indépendance fausse après un calcul juste", "indépendance",
        ("03", "Indépendance"), "03.ticket.independance",
        ("Le calcul ne suffit pas : on compare P_A(B) à P(B), ou P(A ∩ B) à P(A) × P(B), et les événements "
         "sont indépendants quand ces deux nombres sont égaux, et seulement dans ce cas.")),
    "verdict_reversed": (
        "jeu favorable et défavorable inversés", "espérance",
        ("03", "Le Roi ou le Baron"), "03.aleatoire.equitable",
        "Un jeu est favorable quand l'espérance du gain est positive, défavorable quand elle est négative, "
        "équitable quand elle est nulle."),
    # the generic checks
    "truncated": (
        "nombre coupé au lieu d'arrondi", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "Arrondir n'est pas couper : on regarde la décimale qui suit la dernière gardée et, si elle vaut 5 ou "
        "plus, on augmente de 1 la dernière décimale gardée."),
    "too_coarse": (
        "arrondi moins précis que demandé", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "On arrondit à la précision que demande l'énoncé (au millième pour une probabilité, sauf mention "
        "contraire), ou bien l'on donne la fraction, qui est exacte."),
    "imprecise": (
        "arrondi fait en cours de calcul", "variance et écart type",
        ("03", "La valeur de la carte de Bob, variable aléatoire"), "03.aleatoire.ecart_type",
        "On garde les fractions, ou toutes les décimales de la calculatrice, jusqu'au bout du calcul, et l'on "
        "n'arrondit que le résultat final : un arrondi fait trop tôt se retrouve dans la réponse."),
    "percent": (
        "pourcentage au lieu de proportion", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "Une probabilité, une fréquence ou une proportion est un nombre compris entre 0 et 1 : un pourcentage "
        "s'écrit avec son signe %, sinon on le divise par 100."),
    "opposite_sign": (
        "bon nombre, mauvais signe", "espérance",
        ("03", "Le Roi ou le Baron ?"), "03.aleatoire.baron",
        "Avant de calculer, on écrit ce qui compte en positif et ce qui compte en négatif, puis on vérifie que "
        "le signe du résultat a un sens : un gain moyen négatif est une perte."),
    "out_of_range": (
        "probabilité hors de [0 ; 1]", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "Une probabilité est toujours comprise entre 0 et 1 : un résultat plus grand que 1 ou négatif signale "
        "une erreur, souvent une division à l'envers (c'est cas favorables sur cas possibles)."),
    "not_best_guess": (
        "pas le meilleur coup de Garde", "probabilités sur un ensemble fini",
        ("02", "Que devineriez-vous ?"), "02.deviner.debut",
        "Le meilleur coup de Garde nomme la carte que le joueur visé a le plus de chances d'avoir : on calcule "
        "la probabilité de chaque coup permis, puis on choisit la plus grande."),
    "reversed_comparison": (
        "comparaison à l'envers", "espérance",
        ("03", "Le Roi ou le Baron ?"), "03.aleatoire.roi",
        "Avant de comparer, on écrit chaque valeur avec sa notation et sa valeur décimale, puis on place le "
        "signe < ou > entre elles dans l'ordre où la question les donne."),
    # conditional probabilities
    "intersection": (
        "P(A ∩ B) au lieu de P_A(B)", "probabilité conditionnelle",
        ("03", "Un tableau croisé"), "03.conditionnel.tableau",
        "Sachant A, on ne compte que les cas où A est réalisé : P_A(B) = P(A ∩ B) / P(A), on divise par les cas "
        "de A et non par le total du tableau."),
    "inverse": (
        "P_B(A) au lieu de P_A(B)", "probabilité conditionnelle",
        ("03", "Bob joue la Comtesse"), "03.conditionnel.confusion",
        "P_A(B) et P_B(A) ne sont pas la même probabilité : on écrit d'abord ce que l'on sait, la condition, en "
        "indice, puis on divise par la probabilité de cette condition."),
    "prior": (
        "P(B) au lieu de P_A(B)", "probabilité conditionnelle",
        ("03", "Restreindre l'univers"), "03.conditionnel.tableau",
        "Une information change l'univers : sachant A, on ne garde que les cas où A est réalisé, et la "
        "probabilité de B se calcule parmi eux seulement."),
    "given_ignored": (
        "carte exclue gardée dans les cas possibles", "probabilité conditionnelle",
        ("03", "Restreindre l'univers"), "03.ticket.sachant",
        "Savoir qu'un joueur n'a pas une carte réduit l'univers : on retire tous les exemplaires de cette carte "
        "des cas possibles avant de compter."),
    "event_a": (
        "P(A) au lieu de P_A(B)", "probabilité conditionnelle",
        ("03", "Restreindre l'univers"), "03.conditionnel.univers",
        "P_A(B) est la probabilité de B quand on sait A : les cas de A sont les cas possibles, et les cas de B "
        "parmi eux sont les cas favorables."),
    # complement
    "complement_extra": (
        "l'événement contraire au lieu de l'événement demandé", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "On écrit l'événement demandé avec ses mots avant de calculer ; si l'on passe par le contraire, on "
        "termine par P(A) = 1 − P(Ā)."),
    # counting
    "whole_deck": (
        "tout le paquet au lieu des cartes non vues", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "Les cas possibles sont les seules cartes que le joueur ne voit pas : on part du paquet entier et l'on "
        "retire tout ce qu'il voit."),
    "hand_forgotten": (
        "cartes de sa main non retirées", "dénombrement",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.inconnues",
        "Les cartes de sa propre main sont vues : on les retire du paquet, comme les cartes jouées et celles "
        "posées face visible."),
    # trees and the formule des probabilités totales
    "forgotten_branch": (
        "une branche oubliée dans les probabilités totales", "formule des probabilités totales",
        ("03", "Arbre pondéré et formule des probabilités totales"), "03.conditionnel.total",
        "La formule des probabilités totales additionne tous les chemins qui mènent à l'événement : on les "
        "repère un par un sur l'arbre avant d'additionner."),
    "no_weights": (
        "probabilités conditionnelles sans leurs poids", "formule des probabilités totales",
        ("02", "Ce que les autres choisissent"), "02.choisir.total",
        "Chaque terme de la formule des probabilités totales est un produit, le poids de la branche multiplié "
        "par la probabilité conditionnelle : P(A) × P_A(E), jamais P_A(E) seule."),
    "with_replacement": (
        "tirage avec remise au lieu de sans remise", "arbre pondéré",
        ("03", "Arbre pondéré et formule des probabilités totales"), "03.conditionnel.produit",
        "Une carte tirée n'est pas remise : au second tirage, il reste une carte de moins, et un exemplaire de "
        "moins si la première carte était celle que l'on compte."),
    "conditional_only": (
        "second poids seul au lieu de P(A ∩ B)", "arbre pondéré",
        ("03", "Arbre pondéré et formule des probabilités totales"), "03.conditionnel.produit",
        "La probabilité d'un chemin est le produit des poids de toutes ses branches : P(A ∩ B) = P(A) × P_A(B), "
        "et non P_A(B) seule."),
    "added": (
        "poids d'un chemin additionnés", "arbre pondéré",
        ("03", "Arbre pondéré et formule des probabilités totales"), "03.conditionnel.produit",
        "Le long d'un chemin, on multiplie les poids ; on n'additionne que les probabilités de chemins "
        "différents qui mènent au même événement."),
    # binomial law
    "no_coefficient": (
        "coefficient binomial oublié", "loi binomiale",
        ("03", "Une même situation, rejouée n fois"), "03.terminale.binomiale",
        "Il y a C(n, k) façons de placer les k succès parmi les n essais, et chacune a la probabilité p^k × (1 − "
        "p)^(n − k) : on multiplie par le coefficient binomial."),
    "swapped_pq": (
        "p et 1 − p échangés", "loi binomiale",
        ("03", "Une même situation, rejouée n fois"), "03.terminale.binomiale",
        "On écrit d'abord ce qu'est un succès et sa probabilité p : p va avec les succès (p^k, E(X) = n × p), 1 "
        "− p avec les échecs."),
    # random variables, expectation, variance
    "strict": (
        "X > k au lieu de X ≥ k", "variable aléatoire",
        ("03", "La valeur de la carte de Bob, variable aléatoire"), "03.aleatoire.loi",
        "L'expression « au moins k » se traduit par X ≥ k : la valeur k elle-même fait partie des valeurs que "
        "l'on additionne."),
    "only_equal": (
        "P(X = k) au lieu de P(X ≥ k)", "loi binomiale",
        ("03", "Une même situation, rejouée n fois"), "03.terminale.au_moins",
        "P(X ≥ k) additionne les probabilités de toutes les valeurs à partir de k ; on l'obtient souvent par le "
        "contraire, 1 − P(X ≤ k − 1)."),
    "forgot_n": (
        "p au lieu de n × p", "loi binomiale",
        ("03", "Une même situation, rejouée n fois"), "03.terminale.esperance",
        "La probabilité p de succès porte sur un seul essai ; sur n essais, on attend en moyenne n × p succès : "
        "E(X) = n × p."),
    "variance_given": (
        "variance au lieu de l'écart type", "variance et écart type",
        ("03", "La valeur de la carte de Bob, variable aléatoire"), "03.aleatoire.ecart_type",
        "L'écart type est la racine carrée de la variance : une fois V(X) calculée, il reste une étape, σ(X) = "
        "√V(X)."),
    "std_given": (
        "écart type au lieu de la variance", "variance et écart type",
        ("03", "La valeur de la carte de Bob, variable aléatoire"), "03.aleatoire.variance",
        "La variance se donne sans racine carrée, V(X) = E(X²) − E(X)² ; c'est l'écart type σ(X) qui en est la "
        "racine."),
    "no_mean_square": (
        "E(X²) au lieu de V(X)", "variance et écart type",
        ("03", "La valeur de la carte de Bob, variable aléatoire"), "03.aleatoire.variance",
        "V(X) = E(X²) − E(X)² : une fois E(X²) calculée, on retranche le carré de l'espérance."),
    "unweighted": (
        "valeurs moyennées sans leurs probabilités", "espérance",
        ("03", "La valeur de la carte de Bob, variable aléatoire"), "03.aleatoire.esperance",
        "Dans l'espérance, chaque valeur est multipliée par sa probabilité : E(X) est la somme des x × P(X = x), "
        "et non la moyenne des valeurs."),
    "wins_only": (
        "défaites oubliées dans l'espérance", "espérance",
        ("03", "Le Roi ou le Baron ?"), "03.aleatoire.baron",
        "L'espérance prend toutes les issues avec leurs valeurs : une défaite vaut −1 et fait baisser E(G), on "
        "ne la laisse pas de côté."),
    "sign": (
        "gain et perte échangés", "espérance",
        ("03", "Le Roi ou le Baron ?"), "03.aleatoire.baron",
        "On écrit la loi de G avec le signe de chaque issue, 1 pour un duel gagné et −1 pour un duel perdu, "
        "avant de calculer E(G)."),
    "one_duel": (
        "un seul duel compté au lieu de deux", "espérance",
        ("03", "Combien de jetons ?"), "03.aleatoire.jetons",
        "N compte les jetons des deux duels : son espérance est la somme des espérances des deux duels, E(N) = 2 "
        "× P(G = 1)."),
    "ties_won": (
        "égalités comptées comme des victoires", "probabilités sur un ensemble fini",
        ("03", "le Duelliste et la carte que l'on garde"), "03.conseils.duelliste",
        "Un duel n'est gagné qu'avec une carte strictement plus forte : les cartes de même valeur donnent une "
        "égalité, ce ne sont pas des cas favorables."),
}


PLOTS = {
    "figure": "<Figure {width}×{height}, dessinée sans matplotlib>",
    # a figure's text alternative, what a screen reader says of it (html.figure_text)
    "alt": "Graphique.",
    "alt_title": "Graphique : {title}.",
    "alt_x": "En abscisse : {x}.",
    "alt_y": "En ordonnée : {y}.",
    "alt_legend": "Légende : {labels}.",
    "unsupported": "Sans matplotlib (par exemple sur le site JupyterLite hors ligne), le graphique est dessiné "
                   "par loveletter_teach, qui ne connaît pas {name} : il sait tracer plot, loglog, semilogx, "
                   "semilogy, scatter, bar, axhline, axvline et axhspan, avec étiquettes, titre, limites, "
                   "échelles, graduations, grille et légende.",
    "not_number": "Le graphique attend des nombres pour {what} : {value} n'en est pas un.",
    "lengths": "Les abscisses et les ordonnées n'ont pas la même longueur ({nx} et {ny}).",
    "plot_args": "plot attend y, ou x et y, puis éventuellement un format comme \"o-\".",
    "format": "Le format {value!r} n'est pas compris : une couleur (b, g, r, c, m, y, k, w), un marqueur "
              "(\"o\", \".\", \"s\", \"x\", \"+\", \"^\", \"v\", \"*\", \"D\") et un style de trait "
              "(\"-\", \"--\", \":\", \"-.\"), par exemple \"o-\" ou \"r--\".",
    "linestyle": "Le style de trait {value!r} n'est pas compris : \"-\", \"--\", \":\" ou \"-.\".",
    "color": "La couleur {value} n'est pas comprise : un nom (\"red\"), une lettre (\"r\") ou \"#rrvvbb\".",
    "limits": "Les limites d'un axe vont du plus petit au plus grand : {low} puis {high} ne conviennent pas.",
    "scale": "L'échelle {value!r} n'est pas connue : \"linear\" ou \"log\".",
    "legend_loc": "La position de légende {value!r} n'est pas connue : \"best\", \"upper right\", \"upper left\", "
                  "\"lower left\", \"lower right\", \"right\", \"center left\", \"center right\", "
                  "\"lower center\", \"upper center\" ou \"center\".",
    "fontsize": "La taille de police {value!r} n'est pas connue : un nombre de points, ou \"small\", \"medium\", "
                "\"large\"…",
    "formatter": "set_major_formatter attend une fonction (par exemple plt.FuncFormatter(f)).",
    "figsize": "figsize attend deux nombres positifs, la largeur et la hauteur en pouces, par exemple (8, 4).",
    "subplots": "Sans matplotlib, une figure n'a qu'un graphique : plt.subplots() sans nombre de lignes ni de "
                "colonnes.",
    # the figure in words (svgplot.description): its <title>, its <desc> and the « Description textuelle » under it
    "untitled": "Graphique",
    "title_axes": "{y} en fonction de {x}",
    "axis_x": "Axe horizontal",
    "axis_y": "Axe vertical",
    "axis": "{which} : {label}{limits}{log}.",
    "no_label": "sans nom",
    "range": ", de {low} à {high}",  # only limits set by the code: the automatic ones follow the data
    "log": " (échelle logarithmique)",
    "kinds": {"line": "Courbe", "scatter": "Nuage de points", "bar": "Barres", "hline": "Droite horizontale",
              "vline": "Droite verticale", "hspan": "Bande horizontale"},
    "named": "{kind} « {label} »",
    "numbered": "{kind} n° {k}",
    "points": "{name} : {points}.",
    "point": "({x} ; {y})",
    "many": "{name} : {n} points, x de {x0} à {x1}, y entre {low} et {high} ; dernier point {last}.",
    "hline": "{name} : y = {y}.",
    "vline": "{name} : x = {x}.",
    "hspan": "{name} : y de {low} à {high}.",
}
