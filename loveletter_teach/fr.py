"""Every word a learner reads, in one place (French).

Other modules format these templates; translating the package means translating this file.
"""

DEFAULT_NAMES = ("Alice", "Bob", "Chloé", "David", "Emma", "Farid")

VOWELS = "aeiouyhàâäéèêëîïôöùûüÿœæAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŸŒÆ"


def the(card):
    """Definite article + name: « le Garde », « la Comtesse », « l'Espionne »."""
    if card.name[:1] in VOWELS:
        return "l'" + card.name
    return ("la " if card.feminine else "le ") + card.name


def a(card):
    """Indefinite article + name: « un Garde », « une Espionne »."""
    return ("une " if card.feminine else "un ") + card.name


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
    "names_count": "Il faut un nom par joueur : {n} joueurs, mais {k} nom(s) donné(s).",
    "names_unique": "Deux joueurs ne peuvent pas porter le même nom : « {name} ».",
    "names_empty": "Le nom « {name} » ne convient pas : un nom de joueur doit contenir au moins une lettre ou un "
                   "chiffre.",
    "bad_seed": "La graine doit être un nombre entier, par exemple 2026 (reçu : {seed!r}).",
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
                   "ne peut pas être rejouée ({error}).",
    "save_tokens": "Fichier de partie modifié : les pions Faveur enregistrés ({saved}) ne correspondent pas "
                   "à ceux que donne la partie rejouée ({replayed}).",
    "save_read": "Impossible de lire le fichier « {path} » : {error}.",
}

# --- Narration ----------------------------------------------------------------------------
# A pair is (someone else, the viewer): ("Alice joue…", "Vous jouez…").
NARRATION = {
    "you": YOU,
    "deal": ("{p} reçoit {card}.", "Vous recevez {card}."),
    "deal_hidden": "{p} reçoit une carte.",
    "draw": ("{p} pioche {card}.", "Vous piochez {card}."),
    "draw_hidden": "{p} pioche une carte.",
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

BELIEFS = {
    "bad_keep_high": "keep_high doit être entre 0 et 1 (reçu : {value}).",
    "no_player": "Pas de probabilité pour « {player} » : choisissez un autre joueur encore en lice ({players}).",
    "exact": "Calcul exact sur {worlds}.",
    "worlds": ("1 monde possible", "{n} mondes possibles"),
    "counting": "Comptage : les {unseen} cartes que vous ne voyez pas sont comptées de façon uniforme.",
    "monte_carlo": "Estimation Monte Carlo sur {samples} mondes tirés au hasard (erreur type indiquée).",
    "fallback": "Trop de mondes possibles pour un calcul exact (plus de {limit}) : "
                "estimation Monte Carlo sur {samples} mondes, erreur type indiquée.",
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
    "no_guard": "Vous n'avez pas de carte qui devine ({card}) en main.",
    "choice": "{card} contre {p}",
}


# --- HTML pictures of cards, editions and rounds (loveletter_teach.html) --------------------------
HTML = {
    "hidden": "Carte cachée",
    "tokens_for": "{k} à {n} joueurs",
    "ed_cards": "{total} cartes en tout, {kinds} sortes de cartes.",
    "ed_players": "De {low} à {high} joueurs.",
    "ed_tokens": "Pions Faveur pour gagner la partie : {tokens}.",
    "ed_face_up": "À 2 joueurs, {k} cartes sont écartées face visible au début de chaque manche.",
    "ed_face_up_none": "À 2 joueurs, aucune carte n'est écartée face visible.",
    "ed_tie": "Égalité en fin de manche : {rule}.",
    "ed_visible": "Cartes jouées : {rule}.",
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
    "omniscient": "Vue omnisciente (toutes les cartes)",
    "view_of": "Point de vue {of_p}",
    "round_over": "manche terminée",
    "keeping": "{p} choisit la carte à garder",
    "turn_of": "c'est à {p} de jouer",
    "header": "{view} · tour n° {turn} · {state}",
    "journal": "Journal de la manche",
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
    "bots_thoughts": "Ce que pensaient les autres joueurs (révélé en fin de manche)",
    "bot_line": "{p}, tour {turn} : {text}",
    "illegal": "Coup refusé : {reason}",
    "unexpected": "Une erreur inattendue s'est produite ({kind}). Rien n'a été joué ; réessayez, "
                  "ou relancez la cellule.",
    "check": "Vérifier",
    "hint": "Indice",
    "solution": "Solution",
    "answer_placeholder": "votre réponse, par ex. 2/6 ou 0,333",
    "choose": "— choisissez —",
    "no_widgets": "Les widgets demandent le paquet ipywidgets (pip install ipywidgets). Sans lui, "
                  "affichez les manches directement (elles s'affichent en HTML) et utilisez "
                  "loveletter_teach.exercises.check pour les exercices.",
    "no_bot": "Le siège {seat} ({name}) doit être joué par un bot qui a une méthode choose(observation).",
    "bad_seat": "Le siège de l'apprenant doit être un numéro de 0 à {last} (reçu : {seat!r}).",
    "bot_failed": "Le bot de {p} {problem} : la table a joué à sa place le premier coup permis, et la partie "
                  "continue.",
    "bot_raised": "a échoué ({kind})",
    "bot_illegal": "a choisi un coup qui n'est pas permis ({action})",
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
    "no_coach": "Le coach doit être un bot qui a une méthode choose(observation) (reçu : {value!r}).",
}

# --- Exercises (loveletter_teach.exercises) ----------------------------------------------------------
EXERCISES = {
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
    "wrong_card": "J'ai reconnu {card} (valeur {value}) : ce n'est pas la carte attendue.",
    "wrong_number": "J'ai lu {read} et je l'ai comparé à la valeur attendue, {tol} : ce n'est pas ça.",
    "not_probability": "J'ai lu {read} : une probabilité est toujours comprise entre 0 et 1.",
    "close": "J'ai lu {read} : c'est proche, mais pas assez précis (précision demandée : {tol}). "
             "Donnez plus de décimales, ou une fraction.",
    "exactly": "exactement",
    "within": "à {tol} près",
    "tries_left": ("Encore {n} essai avant de pouvoir afficher la solution.",
                   "Encore {n} essais avant de pouvoir afficher la solution."),
    "solution_ready": "Vous pouvez maintenant afficher la solution.",
    "hint_available": "Un indice peut vous aider.",
    "hint": "Indice {k}/{n} : {text}",
    "no_more_hints": "Il n'y a pas d'autre indice.",
    "no_hints": "Pas d'indice pour cette question.",
    "solution_locked": "La solution s'affiche après une bonne réponse ou après {n} essais "
                       "(encore {left}). Essayez encore, ou demandez un indice !",
    "solution": "Réponse : {answer}. {explanation}",
    "already": "Déjà réussi !",
    "variant": "(variante n° {seed})",
    "allowed": "C'est permis : {action}.",
    "bad_kind": "Type de question inconnu : « {kind} ». Types possibles : {kinds}.",
    "bad_answer": "La bonne réponse « {answer} » doit faire partie des choix proposés.",
}

# Questions built from a seed (each learner gets their own numbers).
VARIANTS = {
    "deck_count": {
        "title": "Compter les cartes",
        "prompt": "{title} : le paquet compte {size} cartes. On joue à {n} joueurs. Une fois la "
                  "manche mise en place, et avant que le premier joueur ne pioche, combien de cartes "
                  "reste-t-il dans la pioche ?",
        "hint1": "Retirez d'abord la carte mise de côté face cachée.",
        "hint2": "Retirez ensuite une carte par joueur ; {face}",
        "face_up": "à 2 joueurs, retirez aussi les {k} cartes écartées face visible.",
        "no_face_up": "ici, aucune carte n'est écartée face visible.",
        "explanation": "{size} − 1 (mise de côté) − {k} (face visible) − {n} (une par joueur) = {left}.",
    },
    "baron": {
        "title": "Duel au Baron",
        "prompt": "Vous avez {baron} et {mine} ({mv}). Vous jouez {baron} sur Bob, qui a {theirs} ({tv}). "
                  "Qui quitte la manche ?",
        "you": "Vous",
        "them": "Bob",
        "nobody": "Personne",
        "hint1": "Après avoir joué le Baron, il vous reste une seule carte : c'est elle qu'on compare.",
        "hint2": "La plus petite valeur quitte la manche ; à égalité, personne.",
        "explanation": "On compare les valeurs des deux cartes restantes : la plus petite quitte la "
                       "manche, et en cas d'égalité personne ne part.",
    },
    "burned": {
        "title": "Une première probabilité",
        "prompt": "{title} : les {size} cartes sont bien mélangées et la première est mise de côté, face "
                  "cachée. Quelle est la probabilité que ce soit {card} ?",
        "hint1": "Le paquet contient {count}.",
        "hint2": "Chaque carte a la même chance d'être la première : nombre de cas favorables sur "
                 "nombre de cas possibles.",
        "explanation": "{cards} sur {size} cartes en tout, toutes également probables : {count}/{size}.",
    },
}

# The rules quiz of notebook 01 (one entry per question, in the notebook's order).
QUIZ_REGLES = {
    "paquet": {
        "title": "Le paquet",
        "prompt": "Combien de cartes compte le paquet de l'édition classique ?",
        "kind": "number", "answer": 16,
        "hints": ("Additionnez les exemplaires de chaque carte : 5 Gardes, 2 Prêtres…",
                  "5 + 2 + 2 + 2 + 2 + 1 + 1 + 1."),
        "explanation": "5 Gardes, 2 Prêtres, 2 Barons, 2 Servantes, 2 Princes, 1 Roi, 1 Comtesse et "
                       "1 Princesse : 16 cartes.",
    },
    "tour": {
        "title": "Un tour de jeu",
        "prompt": "C'est votre tour. Que faites-vous ?",
        "kind": "choice",
        "choices": ("Je joue une de mes cartes, puis je pioche.",
                    "Je pioche une carte, puis je joue une de mes deux cartes.",
                    "Je pioche deux cartes et j'en garde une."),
        "answer": "Je pioche une carte, puis je joue une de mes deux cartes.",
        "hints": ("Entre deux tours, chaque joueur n'a qu'une carte en main.",),
        "explanation": "On pioche toujours d'abord : on a alors deux cartes en main et on en joue une. "
                       "Entre deux tours, on n'a donc qu'une seule carte.",
    },
    "garde_garde": {
        "title": "Le Garde",
        "prompt": "Vous jouez le Garde sur Bob. Pouvez-vous nommer « Garde » ?",
        "kind": "choice",
        "choices": ("Oui, on peut nommer n'importe quelle carte.",
                    "Non, le Garde ne peut pas nommer le Garde.",
                    "Seulement s'il reste des Gardes dans la pioche."),
        "answer": "Non, le Garde ne peut pas nommer le Garde.",
        "hints": ("Relisez le texte de la carte Garde.",),
        "explanation": "Le Garde nomme n'importe quelle carte sauf le Garde (même une carte dont tous "
                       "les exemplaires sont déjà visibles).",
    },
    "comtesse": {
        "title": "La Comtesse",
        "prompt": "Vous avez en main la Comtesse et le Roi. Quelle carte devez-vous jouer ? "
                  "(Répondez par le nom de la carte.)",
        "kind": "card", "answer": "Comtesse", "edition": "classique", "max_tries": 2,
        "hints": ("Relisez le texte de la Comtesse : quand est-elle obligatoire ?",),
        "explanation": "Avec le Roi ou un Prince, la Comtesse doit être jouée. Avec une autre carte, "
                       "on choisit librement.",
    },
    "prince_princesse": {
        "title": "Le Prince et la Princesse",
        "prompt": "Vous jouez le Prince sur Bob, qui a la Princesse en main. Que se passe-t-il ?",
        "kind": "choice",
        "choices": ("Bob défausse la Princesse, pioche une nouvelle carte et reste dans la manche.",
                    "Bob défausse la Princesse et quitte la manche.",
                    "Le Prince ne peut pas viser un joueur qui a la Princesse."),
        "answer": "Bob défausse la Princesse et quitte la manche.",
        "hints": ("Que dit la Princesse si on la défausse, pour quelque raison que ce soit ?",),
        "explanation": "Défausser la Princesse fait quitter la manche, même si c'est un Prince qui "
                       "l'y oblige. Bob ne pioche pas de nouvelle carte.",
    },
    "tous_proteges": {
        "title": "Tout le monde est protégé",
        "prompt": "Tous les autres joueurs sont protégés par une Servante. Vous avez un Garde et un "
                  "Prince. Quelle affirmation est juste ?",
        "kind": "choice",
        "choices": ("Vous pouvez jouer le Garde : il est joué sans effet.",
                    "Vous ne pouvez jouer aucune carte : vous passez votre tour.",
                    "Vous pouvez jouer le Garde sur un joueur protégé."),
        "answer": "Vous pouvez jouer le Garde : il est joué sans effet.",
        "hints": ("Passer son tour n'existe pas dans Love Letter.",),
        "explanation": "Une carte qui vise un autre joueur se joue sans effet si personne ne peut être "
                       "visé. Le Prince, lui, devrait alors vous viser vous-même.",
    },
    "baron_egalite": {
        "title": "Égalité au Baron",
        "prompt": "Vous jouez le Baron sur Bob. Il vous reste un Prêtre, et Bob a aussi un Prêtre. "
                  "Qui quitte la manche ?",
        "kind": "choice",
        "choices": ("Vous", "Bob", "Personne"),
        "answer": "Personne", "max_tries": 1,
        "hints": ("Les deux valeurs sont les mêmes.",),
        "explanation": "À égalité au Baron, personne ne quitte la manche.",
    },
    "princesse": {
        "title": "La carte à ne pas lâcher",
        "prompt": "Quelle carte de l'édition classique vous fait quitter la manche dès que vous la "
                  "jouez ou la défaussez ?",
        "kind": "card", "answer": "Princesse", "edition": "classique",
        "hints": ("C'est la carte la plus forte.",),
        "explanation": "La Princesse (8) : la jouer ou la défausser fait quitter la manche.",
    },
    "servante": {
        "title": "La Servante",
        "prompt": "Alice joue la Servante. Jusqu'à quand est-elle protégée ?",
        "kind": "choice",
        "choices": ("Jusqu'à la fin de la manche.",
                    "Jusqu'au début de son prochain tour.",
                    "Jusqu'à ce que le joueur suivant ait joué."),
        "answer": "Jusqu'au début de son prochain tour.",
        "hints": ("La protection dure un tour de table complet.",),
        "explanation": "La protection de la Servante dure jusqu'au début du prochain tour d'Alice.",
    },
    "fin_manche": {
        "title": "Fin de la pioche",
        "prompt": "La pioche est vide et le tour est fini. Alice a le Baron (3), Bob le Prince (5) et "
                  "Chloé un Garde (1). Qui remporte la manche ?",
        "kind": "choice",
        "choices": ("Alice", "Bob", "Chloé", "Personne : on rejoue la manche"),
        "answer": "Bob", "max_tries": 2,
        "hints": ("Quand la pioche est vide, on compare les mains.",),
        "explanation": "Quand la pioche est vide, les joueurs encore en lice montrent leur carte : la "
                       "plus forte gagne.",
    },
    "chancelier": {
        "title": "Le Chancelier (édition 2019)",
        "prompt": "Vous jouez le Chancelier et il reste 5 cartes dans la pioche. Que faites-vous ?",
        "kind": "choice",
        "choices": ("Je pioche 2 cartes, j'en garde 1 parmi mes 3 cartes et je place les 2 autres sous "
                    "la pioche.",
                    "Je pioche 2 cartes et je les garde toutes les deux.",
                    "Je regarde la main d'un autre joueur."),
        "answer": "Je pioche 2 cartes, j'en garde 1 parmi mes 3 cartes et je place les 2 autres sous "
                  "la pioche.",
        "hints": ("À la fin de votre tour, vous n'avez toujours qu'une carte en main.",),
        "explanation": "Le Chancelier fait piocher 2 cartes ; on garde 1 carte parmi les 3 et on place "
                       "les 2 autres sous la pioche, dans l'ordre de son choix.",
    },
    "espionne": {
        "title": "L'Espionne (édition 2019)",
        "prompt": "Fin de manche : Alice gagne la manche. Bob, toujours en lice, est le seul à avoir joué "
                  "une Espionne. Combien de pions Faveur Bob gagne-t-il ?",
        "kind": "number", "answer": 1,
        "hints": ("L'Espionne rapporte un pion à la seule personne encore en lice qui en a joué "
                  "ou défaussé une.",),
        "explanation": "Bob gagne 1 pion grâce à l'Espionne, même s'il n'a pas gagné la manche ; "
                       "Alice gagne 1 pion pour la manche.",
    },
    "egalite_2019": {
        "title": "Égalité en fin de manche",
        "prompt": "Édition 2019, la pioche est vide. Alice et Bob, seuls en lice, ont chacun un Prince. "
                  "Qui remporte la manche ?",
        "kind": "choice",
        "choices": ("Alice et Bob, ensemble.", "Personne.",
                    "Celui dont les cartes défaussées font la plus grande somme."),
        "answer": "Alice et Bob, ensemble.",
        "hints": ("Dans l'édition 2019, une égalité est partagée.",),
        "explanation": "Dans l'édition 2019, tous les ex aequo gagnent la manche. Dans l'édition "
                       "classique, on départage par la somme des cartes défaussées.",
    },
}

# --- Learners, progress, catalogue, answer keys (loveletter_teach.exercises) -----------------------
LEARNERS = {
    "empty": "Écrivez votre prénom (au moins une lettre) : c'est lui qui choisit vos questions.",
    "no_letter": "« {name} » ne ressemble pas à un prénom : écrivez votre prénom avec des lettres.",
    "placeholder": "« {name} » n'est pas un prénom : écrivez le vôtre, par exemple « Camille ».",
    "too_long": "Ce prénom est trop long ({n} lettres au plus) : écrivez seulement votre prénom.",
    "not_text": "Le prénom doit être un texte entre guillemets, par exemple je_suis(\"Camille\") "
                "(reçu : {value!r}).",
    "placeholders": ("prénom", "mon prénom", "votre prénom", "ton prénom", "nom", "moi", "élève"),
    "hello": "Bonjour {name} : vos questions sont prêtes.",
    "no_learner": "Écrivez d'abord votre prénom en haut du notebook.",
    "no_learner_plain": "Dites d'abord qui vous êtes, par exemple : je_suis(\"Camille\").",
    "label": "Votre prénom :",
    "field_placeholder": "par exemple Camille",
    "button": "C'est moi",
}

PROGRESS = {
    "missing": "Le fichier de progression « {path} » n'existe pas (encore). Rien n'a été changé.",
    "damaged": "Le fichier de progression « {path} » est abîmé : je ne peux pas le lire. Rien n'a été "
               "changé : vos réponses de cette session sont toujours là.",
    "not_progress": "« {path} » n'est pas un fichier de progression de loveletter_teach. Rien n'a été changé.",
    "bad_version": "Le fichier de progression « {path} » est au format n° {version}, et ce paquet lit le "
                   "format n° {ours}. Rien n'a été changé.",
    "cannot_write": "Impossible d'enregistrer la progression dans « {path} » ({reason}).",
    "solved": ("{k} question réussie sur {n}", "{k} questions réussies sur {n}"),
    "failed": ("{n} question pas encore réussie", "{n} questions pas encore réussies"),
    "line": "{solved} ({failed})",
    "title": "Progression {of_name}",
    "notebook": "Carnet {notebook} — {title}",
    "total": "En tout",
    "nothing": "{name} n'a encore répondu à aucune question.",
    "saved": "Progression enregistrée dans « {path} ».",
    "loaded": "Progression reprise depuis « {path} ».",
    "save": "Enregistrer ma progression",
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
    "fréquence et fluctuation d'échantillonnage",
    "loi des grands nombres",
    "loi binomiale",
    "simulation",
)
SCHOOL_LEVELS = ("Seconde", "Première", "Terminale", "supérieur")

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
    "columns": ("identifiant", "notebook", "section", "notion", "niveau", "type", "variantes"),
    "personal": "par élève",
    "fixed": "commune",
    "count": "Nombre",
    "by_notebook": "Exercices par notebook",
    "by_notion": "Exercices par notion",
    "by_level": "Exercices par niveau",
    "total": "{n} exercices au catalogue.",
    "usage": "Le catalogue des exercices : python -m loveletter_teach.exercises [--csv]",
}

ANSWER_KEY = {
    "title": "Corrigé {of_name}",
    "subtitle": "{n} exercices · mêmes questions que dans le carnet {of_name}",
    "question": "Question",
    "answer": "Réponse",
    "solution": "Correction",
    "columns": ("prénom", "identifiant", "notion", "question", "réponse"),
    "no_names": "Donnez la liste des prénoms de la classe, par exemple answer_key([\"Camille\", \"Léo\"]).",
    "bad_format": "Je sais enregistrer un corrigé en .html ou en .csv, pas « {path} ».",
    "no_exercise": "Aucun exercice ne correspond (notebook {notebook}).",
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
    "prudent": "Je joue {card} : je tire au hasard la carte à jouer, comme le prévoit le modèle de jeu.",
    "prudent_princess": "Je joue {card} : on ne joue jamais {princess} quand on a le choix.",
    "prudent_keep": "Je garde {card} : le modèle de jeu garde une carte tirée au hasard.",
    "keep_highest": "Je garde {card}, ma carte la plus forte.",
    "forced": "Je dois jouer {card} : l'autre carte de ma main m'y oblige.",
    "guess": "Je nomme {guess} contre {p} : {chances} de toucher ({how}).",
    "compare": "Je compare {mine} avec {p} : {win} de gagner, {lose} de perdre ({how}).",
    "prince": "Je joue {card} sur {p} : {chances} de lui faire défausser {princess} ({how}).",
    "prince_self": "Je joue {card} sur moi-même pour changer de carte.",
    "swap": "J'échange {mine} avec {p}, dont la carte vaut {mean} en moyenne.",
    "target": "Je joue {card} sur {p}.",
    "no_target": "Personne ne peut être visé : je joue {card} sans effet.",
    "princess_forced": "Je n'ai pas le choix : je joue {card} et je quitte la manche.",
    "keep_higher": "Je joue {card} et je garde {kept}, plus forte pour la fin de la manche.",
    "play_keep": "Je joue {card} et je garde {kept}.",
    "play": "Je joue {card}.",
    "strategist": "Sur {n} manches simulées dans des mondes compatibles avec ce que je sais, « {action} » "
                  "gagne {share} % d'entre elles (meilleure autre option : {other} %).",
    "strategist_kept": "Sur {n} manches simulées dans des mondes compatibles avec ce que je sais, « {action} » "
                       "gagne {share} % d'entre elles ; une autre option fait {other} %, un écart trop petit "
                       "pour l'emporter sur le calcul des chances.",
    "strategist_only": "Sur {n} manches simulées dans des mondes compatibles avec ce que je sais, "
                       "« {action} » gagne {share} % d'entre elles.",
    "other": "Ce n'est pas mon choix ici : « {action} ».",
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
    "other": "autre",
    "other_event": "{var} = autre",
    "blank": "? ({id})",
    "total": "Total",
    "held": "H = {card}",
    "drawn": "T = {card}",
    "played": "J = {card}",
    "not_played": "J ≠ {card}",
    "play_title": "Arbre du tour n° {turn} {of_p}",
    "legend_play": "H : la carte {of_p} avant de piocher au tour n° {turn} ; T : la carte piochée ; "
                   "J : la carte jouée.",
    "legend_event": "E : {p} joue {card}.",
    "legend_compact": "H : la carte {of_p} avant de piocher au tour n° {turn} ; J : la carte jouée, après la "
                      "pioche (P_H(E) regroupe la carte piochée et le choix de la carte jouée).",
    "no_turn": "{p} n'a encore joué aucun tour : pas d'arbre à dessiner.",
    "bad_turn": "Tour invalide : {turn}. Tours joués par {p} : {turns}.",
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
    "compare_lt": "{a} < {b} : {a} est plus petite que {b}",
    "compare_eq": "{a} = {b} : les deux probabilités sont égales",
    "compare_gt": "{a} > {b} : {a} est plus grande que {b}",
    "words_lt": ("inférieur", "inférieure", "plus petit", "plus petite", "moins", "inf"),
    "words_eq": ("égal", "égale", "égales", "égaux", "pareil", "autant"),
    "words_gt": ("supérieur", "supérieure", "plus grand", "plus grande", "plus", "sup"),
    "compare_unknown": "Je n'ai pas reconnu « {text} » : répondez par <, = ou > (ou par la lettre A, B ou C).",
    "compare_wrong": "Vous avez choisi « {choice} » : ce n'est pas la bonne comparaison.",
    "guess": "viser {p} en nommant {card} (probabilité {prob})",
    "expression_not_fraction": "J'ai lu {read} : c'est juste, mais donnez le résultat sous la forme d'une fraction "
                               "irréductible (aucun essai perdu).",
    "right_decimal": "Bravo, c'est juste : {read} est bien arrondi {places}.",
    "decimal_not_fraction": "J'ai lu {read} : la valeur est juste, mais on demande une fraction irréductible "
                            "(aucun essai perdu).",
    "simplify": "J'ai lu {read} : c'est juste, mais simplifiez la fraction (aucun essai perdu).",
    "close": "J'ai lu {read} : c'est proche, mais pas assez précis (arrondi {places} demandé). Donnez plus de "
             "décimales, ou une fraction.",
    "wrong": "J'ai lu {read} : ce n'est pas la bonne valeur.",
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

POSITIONS = {
    "bad_notion": "Notion inconnue : « {notion} ». Notions possibles : {notions}.",
    "no_unknown_player": "Dans cette position, vous connaissez la carte de chaque adversaire (ou aucun n'a une seule "
                         "carte en main) : pas de question de comptage.",
    "not_unknown": "{p} n'a pas une seule carte inconnue de vous : choisissez un autre joueur.",
    "no_conditional": "Toutes les cartes inconnues sont {card} : la question conditionnelle n'a pas de sens ici.",
    "no_tree": "Aucun adversaire n'a encore joué de tour dont on puisse dessiner l'arbre.",
    "hint_universe": "Commencez par l'univers : les cartes que vous ne voyez pas (le paquet entier, moins votre "
                     "main, les cartes jouées et les cartes écartées face visible).",
    "hint_count": "Parmi ces cartes, comptez les {cards} : ce sont les cas favorables.",
    "hint_equiprobable": "Chaque carte que vous ne voyez pas a la même chance d'être celle {of_p} : "
                         "probabilité = cas favorables / cas possibles.",
    "counting_title": "Comptage",
    "counting_prompt": "Vous êtes {me}. Vous ne connaissez pas la carte {of_p}. En comptant les cartes que vous ne "
                       "voyez pas (comptage), quelle est la probabilité de l'événement B : « {p} a {card} » ?",
    "counting_solution": "Il reste {n} cartes que vous ne voyez pas, dont {count} : P(B) = {ratio}.",
    "complement_title": "Événement contraire",
    "complement_prompt": "Vous êtes {me}. Par comptage, quelle est la probabilité {que_p} n'ait pas {card} "
                         "(l'événement contraire B̄ de B : « {p} a {card} ») ?",
    "hint_complement": "Calculez d'abord P(B), puis utilisez l'événement contraire : P(B̄) = 1 − P(B).",
    "complement_solution": "Il reste {n} cartes que vous ne voyez pas, dont {count} : P(B) = {ratio}, "
                           "donc P(B̄) = 1 − P(B) = 1 − {p_b} = {answer}.",
    "conditional_title": "Probabilité conditionnelle (tableau croisé)",
    "conditional_prompt": "Vous êtes {me}. Le tableau croise la carte {of_p} et la carte mise de côté (comptage). "
                          "A : « la carte mise de côté n'est pas {card} » ; B : « {p} a {card} ». "
                          "Calculez {pa}, la probabilité de B sachant A.",
    "hint_conditional": "Sachant A, l'univers n'est plus le tableau entier : seulement les cases où A est réalisé.",
    "hint_table_a": "Additionnez les couples des colonnes où la carte mise de côté n'est pas {card}.",
    "hint_table_b": "Parmi ces couples, gardez ceux de la ligne où {p} a {card}.",
    "conditional_solution": "A correspond aux colonnes autres que {card} : {given} couples. Parmi eux, {both} sont "
                            "sur la ligne « {p} a {card} ». {pa} = P(A ∩ B) / P(A) = {ratio}.",
    "total_title": "Formule des probabilités totales",
    "total_prompt": "Vous êtes {me}. Au tour n° {turn}, {p} a pioché une carte puis joué. Selon le modèle de jeu "
                    "(chaque carte permise jouée au hasard, jamais la Princesse par choix), quelle était la "
                    "probabilité de l'événement E : « {p} joue {card} » ?",
    "hint_total": "Les hypothèses H = … (la carte {of_p} avant de piocher) forment une partition : utilisez la "
                  "formule des probabilités totales.",
    "hint_total_leaves": "Repérez dans l'arbre les feuilles où {p} joue {card} : chacune vaut le produit des poids "
                         "de son chemin.",
    "hint_total_sum": "P(E) est la somme des probabilités de ces feuilles.",
    "total_solution": "Formule des probabilités totales : {formula}.",
    "bayes_title": "Formule de Bayes",
    "bayes_prompt": "Vous êtes {me}. Au tour n° {turn}, {p} a joué {card} (l'événement E). Sachant E, quelle est "
                    "la probabilité de l'hypothèse {h} (la carte {que_p} avait avant de piocher) ?",
    "hint_bayes": "On cherche {pe} = {inter} / P(E).",
    "hint_bayes_num": "{inter} : additionnez les feuilles du chemin {h} où {p} joue {card}.",
    "bayes_solution": "{pe} = {inter} / P(E) = {both} / {total} = {answer}.",
    "guard_title": "Le meilleur coup de Garde",
    "guard_prompt": "Vous êtes {me} et vous jouez {guard}. Quel joueur viser, quelle carte nommer, et quelle est "
                    "la probabilité de toucher ?",
    "guard_not_now": "Ce n'est pas à vous de jouer une carte : pas de question sur le Garde dans cette position.",
    "hint_guard": "La chance de toucher en nommant une carte est la probabilité que le joueur visé ait cette carte.",
    "hint_guard_count": "Tenez compte de tout ce que vous avez vu : cartes jouées, cartes écartées, cartes "
                        "regardées avec le Prêtre.",
    "hint_guard_ties": "Plusieurs choix peuvent être aussi bons : n'importe lequel convient.",
}

# --- The exercises of notebook 02 (loveletter_teach.exercises.notebook02) ------------------------------
QUIZ_02 = {
    "no_position": "Aucune position ne convient à cet exercice : relancez la cellule.",
    "unseen_title": "Les cartes que vous ne voyez pas",
    "unseen_prompt": "Vous êtes {me}. Combien y a-t-il de cartes que vous ne voyez pas (ni dans votre main, ni "
                     "jouées, ni écartées face visible) ?",
    "unseen_hint_1": "Partez du paquet entier, puis retirez tout ce que vous voyez.",
    "unseen_hint_2": "Ce que vous voyez : votre main, les cartes face visible à côté de la pioche et toutes les "
                     "cartes déjà jouées ou défaussées.",
    "unseen_solution": "Le paquet a {size} cartes. Vous voyez les {hand} cartes de votre main, {face_up} et "
                       "{played} : il en reste {size} − {seen} = {n} que vous ne voyez pas.",
    "face_up_cards": ("aucune carte écartée face visible", "1 carte écartée face visible",
                      "{n} cartes écartées face visible"),
    "played_cards": ("aucune carte jouée ou défaussée", "1 carte jouée ou défaussée", "{n} cartes jouées ou défaussées"),
    "union_title": "Réunion de deux événements incompatibles",
    "union_prompt": "Vous êtes {me}. Par comptage, quelle est la probabilité {que_p} ait {x} ou {y} ?",
    "union_hint_1": "{p} n'a qu'une carte : les deux événements ne peuvent pas se produire ensemble "
                    "(ils sont incompatibles).",
    "union_hint_2": "Pour deux événements incompatibles, P(A ∪ B) = P(A) + P(B).",
    "union_solution": "Parmi les {n} cartes que vous ne voyez pas, il y a {xs} et {ys}. Les événements sont "
                      "incompatibles : P = {a}/{n} + {b}/{n} = {answer}.",
    "missed_title": "Un Garde qui rate",
    "missed_prompt": "Vous êtes {me}. Vous avez joué le Garde sur {p} en nommant {named} : raté. Avec ce que "
                     "vous savez maintenant, quelle est la probabilité {que_p} ait {card} ?",
    "missed_hint_1": "Le Garde a raté : l'événement A « {p} n'a pas {named} » est certain. On cherche une "
                     "probabilité sachant A.",
    "missed_hint_2": "Sachant A, l'univers est réduit : les cartes que vous ne voyez pas, sauf les exemplaires "
                     "de {named}.",
    "missed_hint_3": "Dans l'univers réduit, comptez les cas favorables et les cas possibles.",
    "missed_solution": "Vous ne voyez pas {n} cartes, dont {counts}. Sachant {que_p} n'a pas {named}, sa carte est "
                       "l'une des {n} − {k_named} = {rest} autres, dont {cards} : P_A(B) = {ratio}.",
    "prince_title": "Une carte défaussée par le Prince",
    "prince_prompt": "Vous êtes {me}. Votre Prince a obligé {p} à défausser {discarded} et à piocher une "
                     "nouvelle carte. Quelle est maintenant la probabilité que la carte mise de côté soit "
                     "{card} ?",
    "prince_hint_1": "La carte défaussée est face visible : elle sort des cartes que vous ne voyez pas.",
    "prince_hint_2": "Comptez les cartes que vous ne voyez pas, puis, parmi elles, celles qui sont {card}.",
    "prince_solution": "Il reste {n} cartes que vous ne voyez pas, dont {cards}, et la carte mise de côté est "
                       "l'une d'elles au hasard : P = {ratio}.",
    "not_card": "pas {card}",
    "tree_root": "Deux cartes tirées",
    "tree_legend": "On tire au hasard deux cartes, l'une après l'autre, parmi les {n} cartes que vous ne voyez "
                   "pas ; on regarde si chacune est {card}.",
    "tree_title": "L'arbre de deux tirages sans remise",
    "tree_prompt": "Vous êtes {me}. Parmi les {n} cartes que vous ne voyez pas, il y a {cards}. Complétez les "
                   "poids manquants du second tirage (les « ? » de l'arbre).",
    "tree_hint_1": "Le second tirage se fait sans remise : il reste une carte de moins.",
    "tree_hint_2": "Sur chaque branche, comptez les exemplaires {of_card} qui restent après le premier tirage.",
    "tree_solution": "Au second tirage, il reste {n} − 1 cartes ; on compte les exemplaires {of_card} qui restent "
                     "après le premier tirage, et les poids partant d'un même nœud ont pour somme 1.",
    "confusion_title": "P_E(H) ou P_H(E) ?",
    "confusion_prompt": "Au tour n° {turn}, {p} a joué (l'événement E : « {e} »). L'hypothèse H : « {h} » porte sur "
                        "la carte {que_p} avait avant de piocher. Comparez P_E(H), la probabilité de H sachant E, "
                        "et P_H(E), la probabilité de E sachant H.",
    "posterior": "P_E(H)",
    "likelihood": "P_H(E)",
    "confusion_hint_1": "P_H(E) se lit sur la branche : c'est la chance de jouer ainsi quand H est vraie.",
    "confusion_hint_2": "P_E(H) = P(H ∩ E) / P(E) : elle dépend aussi de toutes les autres façons d'obtenir E.",
    "confusion_solution": "P_E(H) = {posterior} et P_H(E) = {likelihood} : ce ne sont pas les mêmes "
                          "probabilités, il ne faut pas les confondre.",
    "memory_title": "Jouer de mémoire",
    "memory_prompt": "Vous êtes {me}. Dans cette variante, seule la dernière carte jouée reste visible. Combien "
                     "d'exemplaires {of_card} font encore partie des cartes que vous ne voyez pas ?",
    "memory_hint_1": "Relisez le journal de la manche : il se souvient de toutes les cartes jouées.",
    "memory_hint_2": "Comptez les {plural} du paquet, puis retirez ceux que vous avez vus (main, jouées, "
                     "défaussées).",
    "memory_solution": "Le paquet compte {total} ; une fois retirés ceux que vous avez vus, il en reste {k} que "
                       "vous ne voyez pas.",
}
