# Why a scenario file (or a saved game) cannot be read, in French (read by
# cards_data/sentences.py): scenario-<code>, the codes of rules/core/scenario_file.py and of
# the games' scenario modules. Keys of the file (players, deck_top, life…) and values as the
# file wrote them are shown as they are, in every language.
# Every id exists in every language folder with the same variables.

## where in the file: scenario-at_<place>, then the keys under it

scenario-under = { $place } : { $key }

scenario-at_top = le scénario
scenario-at_player = joueur { $number }
scenario-at_player_named = joueur { $number } ({ $name })
scenario-at_entry = { $key }, élément { $number }

## the file itself

scenario-in_file = { $path } : { $error }
scenario-no_mapping = doit être une table de clés avec 'players' et 'moves'
scenario-not_a_file = n'est pas un fichier
scenario-no_such_file = illisible (fichier inexistant)
scenario-cannot_read = illisible ({ $why })
scenario-too_large = trop gros : un scénario fait au plus { $kb } Ko
scenario-not_utf8 = n'est pas du texte UTF-8 (l'octet { $byte } vaut 0x{ $value })
scenario-alias = ligne { $line } : les alias (*nom) sont interdits dans un scénario
scenario-too_deep = ligne { $line } : imbriqué sur plus de { $most } niveaux
# $problem is the YAML library's own words, in English
scenario-not_yaml_at = n'est pas du YAML valide (ligne { $line }, colonne { $column } : { $problem })
scenario-not_yaml = n'est pas du YAML valide ({ $problem })
scenario-control_character = n'est pas du YAML valide (ligne { $line }, colonne { $column } : le caractère de contrôle U+{ $character } est interdit)
scenario-unreadable_value = une valeur est illisible ({ $why })

## a field of the wrong type or range, named by where it is

scenario-unknown_key_close = { $where } : clé inconnue { $key } (vouliez-vous dire '{ $close }' ?)
scenario-unknown_key = { $where } : clé inconnue { $key } (connues : { $known })
scenario-not_a_mapping = { $where } : il faut une table (clé : valeur), pas { $value }
scenario-not_a_list = { $where } : il faut une liste, pas { $value }
scenario-not_whole = { $where } : il faut un nombre entier, pas { $value }
scenario-whole_at_least = { $where } : il faut un nombre entier d'au moins { $low }, pas { $value }
scenario-whole_between = { $where } : il faut un nombre entier de { $low } à { $high }, pas { $value }
scenario-not_a_name = { $where } : il faut un nom, pas { $value }
scenario-not_a_flag = { $where } : il faut true ou false, pas { $value }
scenario-cards_above_deck = { $where } : { $count } cartes, mais la pioche en compte { $most }
scenario-cards_above_decks = { $where } : { $count } cartes, plus que les deux pioches n'en contiennent
scenario-too_many_characters = { $where } : { $count } personnages, plus que le jeu n'en compte

## the scenario as a game

scenario-unknown_game = le jeu { $game } n'est pas encore pris en charge
scenario-bad_mode = mode doit valoir 'table' ou 'full', pas { $mode }
scenario-no_players = 'players' doit donner les joueurs dans l'ordre où ils sont assis
scenario-player_needs_name = { $where } : chaque joueur a besoin au moins d'un nom et d'un personnage
scenario-move_as_mapping = { $where } : un coup est une ligne de texte, pas une table avec la clé { $key } (mettez entre guillemets une ligne contenant ': ')
scenario-not_a_move = { $where } : il faut un coup, pas { $value }
scenario-cannot_set_up = la table ne peut pas être installée : { $error }
