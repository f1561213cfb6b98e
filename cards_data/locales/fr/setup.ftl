# Why a BANG! set-up cannot be played, and which player names are refused, in French (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! set-up that cannot be played (scenario files, saved games): setup_error-<code>

setup_error-same_names = deux joueurs portent le même nom
setup_error-player_count = BANG! se joue de 4 à 7 joueurs, pas { $count }
setup_error-unknown_character = { $player } : personnage inconnu « { $character } »
setup_error-unknown_role = { $player } : rôle inconnu « { $role } »
setup_error-life_above_most = { $player } : { $life } points de vie, plus que { $most }
setup_error-one_sheriff = il faut exactement un joueur { $sheriff }
setup_error-turn_not_seated = le tour revient à « { $player } », qui n'est pas à la table
setup_error-first_phase = une partie commence par la pioche ou le jeu des cartes, pas « { $phase } »
setup_error-character_twice = deux joueurs sont { $character }
setup_error-too_many_cards = { $count } cartes sont distribuées ou posées, mais la pioche n'en a que { $most }
setup_error-deck_and_top = donnez toute la pioche (deck) ou le dessus connu (deck_top), pas les deux
setup_error-too_few_alive = { $count } joueurs en vie : une partie en demande au moins deux
setup_error-card_not_left = il ne reste aucune carte { $card } dans la pioche

## a player's name the notation could not read back (both games): setup_error-<code>

setup_error-name_blank = le nom d'un joueur est vide
setup_error-name_too_long = « { $name } » dépasse { $most } caractères
setup_error-name_bad_character = { $written } contient { $char }, qu'un nom ne peut pas contenir dans un coup
setup_error-name_reserved = « { $name } » ne peut pas être un nom de joueur : le jeu le lirait comme { $what }
setup_error-names_alike = « { $name } » et « { $other } » ne se distinguent pas quand on tape un coup

## what a reserved name reads as, the $what of name_reserved

setup_error-reads_as-discard = la défausse
setup_error-reads_as-character = un personnage
setup_error-reads_as-side = l'autre camp
