# Why a BANG! Duel set-up cannot be played, in French (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! Duel set-up that cannot be played: duel_setup_error-<code>

duel_setup_error-characters_drawn = chaque camp tire de 2 à { $most } personnages, pas { $asked }
duel_setup_error-no_card_left = il ne reste aucune carte { $card }
duel_setup_error-same_names = les deux joueurs ont le même nom
duel_setup_error-lives_unknown = points de vie : personnage inconnu « { $character } »
duel_setup_error-lives_range = points de vie : { $character } ne peut pas en avoir { $life } (de 1 à { $most })
duel_setup_error-wrong_side = { $player } : { $character } n'est pas des { $side }
duel_setup_error-twice = { $character } apparaît deux fois
duel_setup_error-in_play_at_most_two = { $player } : deux personnages en jeu au plus
duel_setup_error-two_to_start = { $player } : il faut deux personnages pour commencer
duel_setup_error-not_equipment = { $character } : { $card } n'est pas un Équipement
duel_setup_error-turn_not_at_table = le tour revient à « { $turn } », qui n'est pas à la table
duel_setup_error-bad_phase = une partie commence en phase de pioche ou de jeu, pas « { $phase } »
duel_setup_error-bad_mode = le mode est « table » ou « full », pas « { $mode } »
duel_setup_error-bad_lives = « lives » associe des noms de personnages à leurs points de vie imprimés
duel_setup_error-camp_needs_player = « { $key } » demande au moins un joueur
duel_setup_error-bad_in_play = un personnage en jeu est un nom ou a « character » : { $raw }
duel_setup_error-bad_card_list = une liste de cartes est attendue, pas { $raw }

## the two sides, the $side of the messages above

duel_setup_error-side-lawmen = Représentants de la loi
duel_setup_error-side-outlaws = Hors-la-loi
