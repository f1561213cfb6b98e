# The companion's words in French, in Fluent syntax (read by cards_data/sentences.py).
# An id is a key of t() with "-" for ".": t("centre.turn") reads centre-turn.
# Every id exists in every language folder with the same variables (tests/companion/test_i18n.py).

## app and start screen

app-title = BANG! — compagnon de table
app-quit_hint = Ctrl+Q pour quitter (la partie est enregistrée).
start-heading = Arbitre et compagnon pour une partie de BANG! avec de vraies cartes
start-resume = Reprendre : { $title } ({ $moves } coups, { $when })
start-new = Nouvelle partie
start-past = Parties précédentes
start-language = Langue
start-keys = F1 règles d'une carte · F2 langue · F6 tablette · Ctrl+Q quitter

## new game

setup-game = Jeu
setup-duel_later = BANG! Duel (bientôt)
setup-players = Joueurs, dans l'ordre où ils sont assis (sens horaire)
setup-name = Nom du joueur
setup-add = Ajouter
setup-order_hint = Pour changer l'ordre : touchez un nom, puis la place où il doit aller.
setup-random_character = Personnage au hasard
setup-sheriff = Shérif
setup-start = Commencer la partie
setup-too_many = BANG! se joue à { $n } joueurs au plus.
setup-count = BANG! se joue de { $low } à { $high } joueurs.
setup-no_sheriff = Qui est le Shérif ? Sa carte est face visible : touchez son étoile.
picker-search = Chercher un personnage (n'importe quelle langue)
picker-random = Au hasard

## the table

centre-turn = { ELISION($player) ->
        [vowel] Tour d'{ $player }
       *[other] Tour de { $player }
    } · { $phase }
centre-piles = Pioche { $deck } · Défausse { $discard } (dessus : { $top })
centre-top_one_of = l'une de { $cards }
centre-select_hint = Touchez un joueur pour voir les distances depuis sa place.
centre-out = Hors jeu : { $players }
phase-draw = pioche
phase-play = jeu des cartes
phase-discard = défausse
seat-eliminated = hors jeu
seat-waiting = doit décider
seat-turn = son tour
seat-hand = { $n } en main
seat-selected = distances depuis ce joueur
seat-distance = distance { $n } ·
pending-draw = { $player } pioche.
pending-play = { $player } joue des cartes ou finit son tour.
pending-discard = { $player } se défausse jusqu'à { $limit } cartes.
pending-respond = { $player } répond à { $attack } { ELISION($attacker) ->
        [vowel] d'{ $attacker }
       *[other] de { $attacker }
    }.
pending-dying = { $player } est à 0 : { $n ->
        [one] une Bière
       *[other] { $n } Bières
    }, ou l'élimination.
pending-check = Dégainez pour { $player } ({ $reason }) : retournez la carte du dessus de la pioche.
pending-check_two = Dégainez pour { $player } ({ $reason }) : deux cartes, puis { $player } choisit celle qui compte. Retournez la carte { $n } sur 2.
pending-general_store = { ELISION($player) ->
        [vowel] Magasin d'{ $player }
       *[other] Magasin de { $player }
    } : retournez une carte ({ $n } encore).
pending-black_jack = { $player } montre sa deuxième carte piochée.
pending-pick = { $player } choisit une carte au Magasin.
pending-put_back = { $player } repose une des trois cartes sur la pioche.
pending-reveal_role = { $player } quitte la partie : quel rôle est montré ?
suit-hearts = cœur
suit-diamonds = carreau
suit-clubs = trèfle
suit-spades = pique
choice-draw = Piocher
choice-draw_discard = 1re carte de la défausse
choice-draw_from = 1re carte de la main de…
choice-check = Dégainer ({ $reason })
choice-take_hit = Encaisser
choice-lose_duel = Perdre le duel
choice-die = Quitter la partie
choice-pass = Passer
choice-heal = Soin (2 cartes)
choice-heal_by = { $player } : Soin (2 cartes)
choice-end_turn = Tour fini
choice-hand = Une carte de sa main
choice-back = ← Retour
command-placeholder = Coup en notation, ex. « Anna plays BANG! on Ben » (Tab complète)
toolbar-undo = Annuler ^Z
toolbar-redo = Rétablir ^Y
toolbar-export = Exporter F4
toolbar-log = Journal F3
toolbar-rules = Règles F1
toolbar-language = Langue F2
toolbar-menu = Menu F10
refused = Refusé : { $why }
undo-done = Annulé : { $move }
undo-nothing = Aucun coup à annuler.
redo-done = Rétabli : { $move }
redo-nothing = Aucun coup à rétablir.
sync-played = Depuis un autre appareil : { $said }
sync-undone = Annulé sur un autre appareil : { $move }

## the draw! panel

draw-type_hint = Tapez la carte retournée : Q♥, dame de cœur, 10 picche, harten 4…
draw-placeholder = Carte retournée
draw-camera_starting = Caméra : démarrage…
draw-camera_read = Caméra : { $card } ({ $confidence } %)
draw-symbols_unknown = La caméra ne connaît pas encore les symboles de votre jeu : sa lecture n'est qu'une indication. Touchez ou tapez la carte, ou apprenez-lui les symboles (une minute, une fois pour toutes).
draw-learn_symbols = Apprendre les symboles
setup-learn_symbols = Apprendre vos symboles à la caméra
learn-title = Apprendre à la caméra les symboles de votre jeu BANG! Duel
learn-show = Symbole { $number } sur { $total } : posez sous la caméra une carte au symbole « { $symbol } », bien à plat, et ne la bougez plus.
learn-hold = Ne bougez plus… { $gauge }
learn-take_away = « { $symbol } » appris. Retirez la carte.
learn-no_symbol = Aucun symbole trouvé dans les coins de cette carte : posez-la bien à plat, plus près de la caméra.
learn-done = La caméra connaît maintenant les symboles de votre jeu.
learn-unsaved = Les symboles n'ont pas pu être enregistrés ({ $why }).
learn-camera_off = Caméra indisponible : { $why }
learn-cancel = Annuler
draw-camera_unsure = Caméra : pas de lecture sûre ({ $why })
draw-hint_no_picture = la caméra ne donne pas d'image
draw-hint_no_card = aucune carte entière en vue : posez-la à plat sur un fond uni
draw-hint_closer = carte trop loin : approchez-la de la caméra
draw-hint_closer_small_camera = carte trop loin pour les petites images de cette webcam : approchez-la
draw-hint_steady = coin illisible : tenez la carte immobile, sans reflet
draw-no_camera = Pas de caméra : { $why }.
draw-trouble_not_found = aucune webcam trouvée (est-elle bien branchée ?)
draw-trouble_busy = la webcam est occupée ou ne donne pas d'image (un autre programme l'utilise ?)
draw-trouble_unplugged = la webcam n'envoie plus d'images (débranchée ?)
draw-trouble_unreadable = la source vidéo ne donne aucune image
draw-trouble_broken = le module caméra ne se charge pas sur cet ordinateur
draw-trouble_no_demo = le clip de démonstration manque à cette installation de l'application
draw-camera_disabled = caméra désactivée
draw-camera_busy = la caméra est utilisée par la session d'un autre appareil ({ $holder })
draw-use_demo = Caméra de démonstration

## the rules lookup

lookup-matched = (trouvé par « { $name } », { $language })
lookup-unsourced = (pas de nom imprimé : l'anglais est utilisé)
lookup-copies = {"  "}{ $n ->
        [one] { $n } exemplaire
       *[other] { $n } exemplaires
    } : { $copies }
lookup-weapon = {"  "}arme, portée { $range }
lookup-deck_sheriff = {"  "}paquet du Shérif : { $count }
lookup-deck_outlaw = {"  "}paquet des Hors-la-loi : { $count }
lookup-nothing_close = Aucune carte, aucun personnage de ce nom.
lookup-false_friend = (faux ami : « { $name } » en { $language })
lookup-other_game = (l'autre jeu)
lookup-our_translation = (pas de nom imprimé : notre traduction)
lookup-other_name = {"  "}{ $language } : { $name }
lookup-not_called = Aucune carte, aucun personnage ni aucun rôle ne s'appelle « { $query } ».
lookup-did_you_mean = Vouliez-vous dire : { $names } ?
lookup-several = { $n } fiches correspondent à « { $query } » :
language-fr = français
language-it = italien
language-nl = néerlandais
language-en = anglais
# The language's own name, on its button in the language menu.
language-self = Français
name-english = angl.

## the log

log-title = Journal
log-empty = Aucun coup pour l'instant.
log-undone = (annulé) { $move }
move-draw = { $player } pioche
move-draw_from = { $player } pioche d'abord chez { $source }
move-discard_pile = la défausse
move-draw_discard_card = { $player } pioche d'abord { $card } dans la défausse
move-play = { $player } joue { $card }
move-play_on = { $player } joue { $card } sur { $target }
move-play_on_card = { $player } joue { $card } sur { $target } : { $target_card }
move-play_on_hand = { $player } joue { $card } sur une carte de la main de { $target }
move-as = { $card } comme { $as_card }
move-check = { $player } dégaine ({ $reason })
move-pass = { $player } ne répond pas
move-reveal = Carte retournée : { $card }
move-reveal_face_up = Tombée face visible : { $card }
move-pick = { $player } prend { $card }
move-put_back = { $player } repose une carte sur la pioche
move-discard = { $player } se défausse de { $card }
move-heal = { $player } se défausse de { $first } et { $second } pour se soigner
move-end_turn = { $player } finit son tour
move-reveal_role = { $player } était { $role }
effect-lost = { $player } perd { $n } PV (reste { $life })
effect-gained = { $player } regagne { $n } PV ({ $life })
effect-eliminated = { $player } quitte la partie
effect-draws = { $player } pioche { $n ->
        [one] une carte
       *[other] { $n } cartes
    } pour l'élimination d'un Hors-la-loi
effect-loses_all = { $player } se défausse de toutes ses cartes : le Shérif a éliminé un Adjoint

## game over

over-title = Fin de la partie
winner-sheriff = Le Shérif et ses Adjoints gagnent !
winner-outlaws = Les Hors-la-loi gagnent !
winner-renegade = Le Renégat gagne !
why-sheriff = Tous les Hors-la-loi et le Renégat sont éliminés.
why-outlaws = Le Shérif est mort.
why-renegade = Le Renégat est le dernier debout, après le Shérif.
over-hidden_role = rôle non montré
over-alive = en jeu
over-dead = hors jeu
over-table = Voir la table

## past games and export

games-heading = Parties enregistrées
games-none = Aucune partie enregistrée.
games-damaged = La partie { $number } ne peut pas être lue ; elle reste enregistrée telle quelle. ({ $why })
games-row = { $title } — { $when } — { $status }, { $moves } entrées
games-playing = en cours
games-over = terminée
games-open = Ouvrir
games-export = Exporter
games-rescue = Continuer sur une copie, jusqu'à l'entrée refusée
games-copy = copie
games-back = Retour
export-players = Joueurs (ordre des places) :
export-moves = Coups :
export-unfinished = Partie non terminée.
export-done = Journal exporté : { $path }

## joining from a tablet

join-title = Rejoindre depuis une tablette
join-scan = Scannez ce code avec la tablette, ou ouvrez : { $url }
join-not_served = Ce compagnon n'est pas partagé avec d'autres appareils. Pour jouer depuis des tablettes, lancez-le avec « bang-companion serve --lan » et scannez le code affiché.
close = Fermer
start-join = Rejoindre depuis une tablette (F6)
start-quit = Quitter (Ctrl+Q)

## problems

error-database = La base des parties ne peut pas être lue ({ $why }). Elle est conservée telle quelle ; les parties de cette session ne seront pas enregistrées.
error-record = Cette partie ne peut pas être rouverte ; elle reste enregistrée telle quelle. ({ $why })
error-conflict = Un autre appareil a joué avant : la partie est rechargée, rejouez votre coup.
error-save = Le coup n'a pas pu être enregistré, il n'est pas joué ({ $why }).
error-busy = La base des parties est occupée par un autre programme, le coup n'est donc pas joué. Réessayez dans un instant.
error-notation = Illisible : { $why }
error-export = L'export a échoué ({ $why }).

## BANG! Duel

setup-duel = BANG! Duel
setup-duel_players = Les deux joueurs : les Représentants de la loi (pioche Shérif, jouent en premier) et les Hors-la-loi
setup-lawmen_name = Joueur des Représentants de la loi
setup-outlaws_name = Joueur des Hors-la-loi
setup-lives = Points de vie : lisez-les sur chaque carte personnage. Entrez ceux qui diffèrent de ce que l'app suppose (ex. Jango 3, Sid Curry 4).
setup-lives_placeholder = personnage vie, …
setup-lives_assumed = Ce que l'app suppose (source unique, à vérifier) : { $lives }
setup-lives_entry = « { $part } » : le nom d'un personnage, puis ses points de vie
setup-bad_lives = Points de vie illisibles : { $why }
pending-start = { $player } choisit ses deux personnages : l'actif, puis celui de réserve.
pending-enter = { $player } : quel personnage entre en jeu depuis la réserve ?
pending-choose = { $player } choisit.
pending-duel_discard = { $player } défausse une carte.
pending-duel_shot = { $player } : { $fighter } est visé par { $attack }.
pending-duel_check = Révéler pour { $fighter } ({ $reason }) : lisez le symbole du coin de la carte du dessus.
pending-duel_check_own = Révéler pour la compétence { ELISION($fighter) ->
        [vowel] d'{ $fighter }
       *[other] de { $fighter }
    } : lisez le symbole du coin de la carte du dessus.
pending-duel_store = Magasin : nommez chaque carte posée.
pending-duel_pat = { $player } montre la deuxième carte piochée : quel symbole ?
pending-face_up = Une carte est défaussée face visible : laquelle ?
choice-token = Déplacer le jeton
choice-reload = Recharger
choice-use = Utiliser { $what }
move-start_with = { $player } commence avec { $active }
move-start_with_both = { $player } commence avec { $active } (actif) et { $backup } (réserve)
move-enter = { $player } fait entrer { $character }
move-token = { $player } déplace le jeton
move-reload = { $player } recharge { $card }
move-use = { $player } utilise { $what }
winner-lawmen = Les Représentants de la loi gagnent !
why-duel_lawmen = Les Hors-la-loi n'ont plus de personnage.
why-duel_outlaws = Les Représentants de la loi n'ont plus de personnage.
duel-lawmen = Représentants de la loi
duel-outlaws = Hors-la-loi
duel-active = actif
duel-backup = réserve
duel-alone = seul en jeu
duel-none = aucun personnage en jeu
duel-counts = Personnages face cachée { $reserve } · { $hand } en main · pioche { $deck }
duel-piles = Pioche commune { $common } · Défausse { $discard } (dessus : { $top })
draw-symbol_hint = Tapez le symbole du coin : tonneau, serpent, dynamite, fer à cheval (ou touchez-le).
draw-camera_symbol = La caméra lit : { $symbol } ({ $confidence } %)
choice-reveal_check = Révéler ({ $reason })
move-reveal_check = { $player } révèle ({ $reason })
draw-name_hint = Tapez le nom de la carte posée ({ $examples }…) ou touchez-le.
draw-face_up_hint = Tapez le nom de la carte tombée face visible ({ $examples }…) ou touchez-la.
draw-name_placeholder = Nom de la carte

## what a move set off, and who is next

move-take_hit = { $player } encaisse le coup
move-lose_duel = { $player } perd le duel
move-die = { $player } ne boit pas de Bière
effect-check_free = { $player } : dégainer pour { $reason } — { $cards }, cœur : sort de { $reason } et joue son tour
effect-check_jailed = { $player } : dégainer pour { $reason } — { $cards }, pas cœur : reste en { $reason }, passe son tour
effect-check_passes = { $player } : dégainer pour { $reason } — { $cards } : pas d'explosion, la { $reason } passe à { $to }
effect-check_stays = { $player } : dégainer pour { $reason } — { $cards } : pas d'explosion, la { $reason } reste là (personne d'autre ne peut la prendre)
effect-check_explodes = { $player } : dégainer pour { $reason } — { $cards }, 2 à 9 de pique : elle explose, 3 dégâts
effect-check_dodged = { $player } : dégainer pour { $reason } — { $cards }, cœur : le tir est esquivé
effect-check_no_help = { $player } : dégainer pour { $reason } — { $cards }, pas cœur : aucune aide contre le tir
effect-check_half = { $player } : dégainer pour { $reason } — première carte { $card }, encore une à retourner
effect-check_choice = { $player } : dégainer pour { $reason } — { $first } et { $second }, { $player } choisit celle qui compte
effect-lucky_cards = { $first } et { $second }, garde { $kept }
effect-no_card = { $player } : dégainer pour { $reason } — plus aucune carte à retourner
effect-second_card = { $player } montre la deuxième carte : { $card }, pas rouge : pas de carte en plus
effect-second_card_bonus = { $player } montre la deuxième carte : { $card }, rouge : pioche une carte de plus
effect-store_card = Magasin : { $card } exposée
effect-store_last = { $player } reçoit la dernière carte du Magasin : { $card }
effect-suzy = { $player } n'a plus de carte : en pioche une
effect-bart = { $player } pioche { $n ->
        [one] une carte
       *[other] { $n } cartes
    } pour les points de vie perdus
effect-needs_beers = { $player } est à 0 PV : { $n ->
        [one] une Bière
       *[other] { $n } Bières
    } pour rester en jeu
effect-hopeless = { $player } ne peut pas avoir assez de Bières : hors jeu
effect-vulture = { $player } prend { $n ->
        [one] la carte
       *[other] les { $n } cartes
    } { ELISION($dead) ->
        [vowel] d'{ $dead }
       *[other] de { $dead }
    }
banner = ▶ { $player } — { $what }
banner-draw = pioche
banner-play = joue des cartes ou finit son tour
banner-discard = se défausse jusqu'à { $limit ->
        [one] une carte
       *[other] { $limit } cartes
    }
banner-respond = répond à { $attack }
banner-dying = { $n ->
        [one] une Bière
       *[other] { $n } Bières
    }, ou hors jeu
banner-check = dégainer pour { $reason }
banner-black_jack = montre la deuxième carte piochée
banner-general_store = retourne une carte du Magasin ({ $n } encore)
banner-pick = prend une carte du Magasin
banner-put_back = remet une carte sur la pioche
banner-choose = choisit la carte qui compte pour dégainer
banner-reveal_role = montre sa carte de rôle

## the table

pending-lucky_choice = { $player } choisit la carte qui compte pour dégainer ({ $reason }).
choice-keep = Garder { $first } + { $second }
choice-keep_unseen = Garder deux cartes (une est reposée)
choice-unseen_card = une carte non vue
choice-lucky_card = Compter { $card } : { $outcome }
outcome-dodged = tir esquivé
outcome-not_dodged = tir pas esquivé
outcome-leaves_jail = sort de prison et joue
outcome-stays_in_jail = reste en prison, tour passé
outcome-dynamite_passes = la Dynamite passe au suivant
outcome-dynamite_explodes = la Dynamite explose (3 dégâts)
toolbar-join = Tablette F6
redo-branch = Rien à rétablir : ce coup a ouvert une nouvelle branche. Les coups annulés restent dans le journal et l'export.
export-branches = Coups annulés puis remplacés :
export-branch = {"  "}après le coup { $at } :

## the log

move-keep = { $player } garde deux cartes et en repose une sur la pioche
move-lucky_choice = { $player } fait compter { $card }

## corrections: the referee makes the app agree with the table

correction-life = Correction : { $player } { $change } PV
correction-hand = Correction : { $player } a { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } en main
correction-role = Correction : { $player } est { $role }
correction-move = Correction : { $card }, de { $source } vers { $destination }
correction-a_card = une carte inconnue
place-hand = la main de { $player }
place-table = le jeu de { $player }
place-discard = la défausse
place-deck = la pioche
toolbar-correct = Corriger
correct-title = Corriger : que montre la table ?
correct-kind-life = Points de vie
correct-kind-hand = Cartes en main
correct-kind-move = Déplacer une carte
correct-kind-role = Rôle
correct-who = Quel joueur ?
correct-life_now = { $player } : { $life } PV sur { $most }
correct-hand_now = { $player } a { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } en main
correct-role_pick = Quel rôle a { $player } ?
correct-from = D'où vient la carte ?
correct-card = Quelle carte, prise de { $source } ?
correct-card_name = Ou tapez-la : Planque, Q♥…
correct-to = Où va { $card } ?
setup-removed = { $name } a quitté la table.
setup-undo_remove = ↶ Annuler
confirm-no = Non, garder
games-delete = Supprimer
games-delete_question = Supprimer pour de bon « { $title } » ({ $when }) et tout son journal ?
games-deleted = Partie supprimée : { $title }
export-sent = Journal envoyé à ce navigateur : { $name }

## new game

setup-bad_name = Un nom ne peut pas contenir « : » ({ $name }).
setup-same_name = { $name } est déjà à la table.

## the table

choice-put_back = Reposer une carte
choice-put_back_card = Reposer { $card }
toolbar-big = Grand écran

## BANG! Duel

setup-duel_names = Entrez deux noms différents.

## the draw! panel

draw-rank_unread = { $suit }, valeur illisible
draw-decided = Caméra : { $card }. { $outcome } (tapez la carte pour corriger, après Ctrl+Z)
draw-outcome_good = { $check } : réussi.
draw-outcome_bad = { $check } : raté.
draw-outcome_red = { $check } : rouge, une carte de plus.
draw-outcome_black = { $check } : noire, pas de carte de plus.
draw-outcome_choose = { $player } choisit la carte qui compte.
draw-examples_unreadable = Les cartes apprises de votre jeu sont illisibles et ignorées : { $why }
draw-examples_unsaved = La carte n'a pas pu être apprise : { $why }

# What a Duel reveal did (companion/told.py)
effect-duel_dodged = { $player } : révélé pour { $reason } — { $cards } : le tir est esquivé
effect-duel_no_help = { $player } : révélé pour { $reason } — { $cards }, pas de tonneau : aucune aide contre le tir
effect-duel_explodes = { $player } : révélé pour { $reason } — { $cards } : elle explose, 3 dégâts
effect-duel_passes = { $player } : révélé pour { $reason } — { $cards }, pas de dynamite : elle passe à { $to }
effect-duel_stays = { $player } : révélé pour { $reason } — { $cards }, pas de dynamite : elle reste en place
effect-duel_bites = { $player } : révélé pour { $reason } — { $cards } : il mord, 1 dégât
effect-duel_no_bite = { $player } : révélé pour { $reason } — { $cards }, pas de serpent : pas de morsure
effect-duel_two_cards = { $first } et { $second }, { $kept } compte
effect-duel_first_card = { $player } : révélé pour { $reason } — première carte { $card }, encore une à révéler
effect-duel_second_card = { $player } : révélé pour { $reason } — deuxième carte { $card } : choisissez celle qui compte
effect-duel_pat = { $player } montre { $card }
effect-duel_pat_draws = { $player } montre { $card }, un fer à cheval : une carte de plus, prise dans l'autre paquet

## what an entry of the card data is, in the title of its look-up

lookup-title = { $name } — { $kind }, { $game }
kind-card = carte
kind-character = personnage
kind-role = rôle

## a device turned away: the table has as many devices as `serve --max-devices` allows

table_full-title = Table complète
table_full-sentence = Cette table a déjà { $devices } appareils connectés : fermez-en un et rechargez la page.

## the games database: what is wrong with it (store-<code>), and which record failed

store-not_ours = { $path } : cette base n'a pas été écrite par le compagnon
store-other_version = { $path } : enregistrée par une autre version (schéma { $version })
store-table_missing = { $path } : sa table « { $table } » manque
store-no_such_game = aucune partie enregistrée ne porte le numéro { $game }
store-disk_full = { $where } : disque plein, rien n'a été enregistré
store-busy = { $where } : utilisée par un autre programme, rien n'a été enregistré
store-failed = { $where } : { $why }
store-empty_file = { $path } : le fichier est vide (0 octet), ce n'est pas une base de parties
store-bad_time = heure illisible { $text }
store-not_text = son champ { $what } n'est pas du texte ({ $value })
store-in_game = partie { $game } : { $why }
store-setup_unreadable = partie { $game } : sa mise en place est illisible ({ $why })
store-setup_not_mapping = partie { $game } : sa mise en place n'est pas un tableau de clés ({ $text })
store-entry_missing = partie { $game } : l'entrée { $entry } manque
store-unknown_kind = partie { $game }, entrée { $entry } : type inconnu { $kind }
store-in_entry = partie { $game }, entrée { $entry } : { $why }
store-field_title = titre
store-field_status = état
store-field_lang = langue
store-field_winner = gagnant
store-field_text = texte
store-field_setup = mise en place
record-reason = { $where } : { $why }
record-game = partie { $game }
record-setup = partie { $game }, sa mise en place
record-entry = partie { $game }, entrée { $entry } ({ $kind } « { $text } »)
