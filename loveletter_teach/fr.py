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
    return (word[:-1] + "'" if name[:1] in VOWELS and name != "vous" else word + " ") + name


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
    "prince_self_forced": "Tous les autres joueurs sont protégés ou éliminés : {card} doit vous viser vous-même.",
    "guess_needed": "Avec {card}, nommez une carte : {cards}.",
    "guess_guard": "{card} ne peut pas nommer {guard} : nommez une autre carte ({cards}).",
    "guess_not_allowed": "Seul {guard} nomme une carte : ne nommez rien avec {card}.",
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
    "you": "vous",
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
    "maybe_forced": "{p} a joué {countess} : c'était peut-être obligatoire ({forcing} en main).",
    "under_deck": "Vous avez placé {cards} sous le paquet.",
    "burned_taken": "{p} a pris la carte mise de côté.",
    "src_priest": "votre {card} ({turn})",
    "src_baron": "{card} de {p} contre {q} ({turn})",
    "src_swap": "échange par {card} ({turn})",
    "src_guess": "{card} de {p}, raté ({turn})",
    "src_play": "{card} joué par {p} ({turn})",
    "src_chancellor": "votre {card} ({turn})",
    "src_prince": "{card} de {p} ({turn})",
    "src_draw": "carte que vous aviez placée sous le paquet ({turn})",
}

BELIEFS = {
    "exact": "Calcul exact sur {worlds}.",
    "worlds": ("1 monde possible", "{n} mondes possibles"),
    "counting": "Comptage : les {unseen} cartes que vous ne voyez pas sont comptées de façon uniforme.",
    "monte_carlo": "Estimation Monte Carlo sur {samples} mondes tirés au hasard (erreur type indiquée).",
    "fallback": "Trop de mondes possibles pour un calcul exact (plus de {limit}) : "
                "estimation Monte Carlo sur {samples} mondes, erreur type indiquée.",
    "impossible": "Ce qui s'est passé est impossible selon le modèle de jeu (un joueur a joué la "
                  "Princesse alors qu'il pouvait jouer une autre carte) : la déduction ne peut rien "
                  "conclure, voici le comptage à la place.",
    "not_observation": "Les probabilités se calculent à partir de ce que voit un joueur : donnez une "
                       "observation (round.observation(siège)), pas l'état complet de la manche.",
    "omniscient": "La vue omnisciente connaît déjà toutes les cartes : choisissez le point de vue d'un joueur.",
    "bad_level": "Niveau inconnu : « {level} ». Niveaux possibles : comptage, déduction, modèle.",
    "player": "Joueur",
    "burned": "Carte mise de côté",
    "next_draw": "Prochaine pioche",
    "card": "Carte",
}

BAYES = {
    "title": "Mise à jour de Bayes sur la carte de {p} ({event})",
    "hypothesis": "Hypothèse : {p} a…",
    "prior": "A priori P(H)",
    "likelihood": "Vraisemblance P(E | H)",
    "product": "P(H) × P(E | H)",
    "posterior": "A posteriori P(H | E)",
    "total": "Total : P(E) = {total}",
    "event": "ce qui s'est passé au {turn}",
}

ADVISOR = {
    "count": "Il reste {count} parmi {unseen} cartes que vous ne voyez pas.",
    "deduction": "En tenant compte de tout ce que vous avez vu, la probabilité que {p} ait {card} "
                 "est {prob}.",
    "best": "Meilleur choix : nommer {card} contre {p} (probabilité de toucher {prob}).",
    "best_many": "Meilleurs choix, à égalité ({prob}) : {choices}.",
    "no_target": "Personne ne peut être ciblé : votre {card} sera sans effet.",
    "not_your_turn": "Ce n'est pas à vous de jouer.",
    "no_guard": "Vous n'avez pas de carte qui devine ({card}) en main.",
    "choice": "{card} contre {p}",
}
