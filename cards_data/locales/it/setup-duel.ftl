# Why a BANG! Duel set-up cannot be played, in Italian (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! Duel set-up that cannot be played: duel_setup_error-<code>

duel_setup_error-characters_drawn = ogni fazione pesca da 2 a { $most } personaggi, non { $asked }
duel_setup_error-no_card_left = non resta nessuna carta { $card }
duel_setup_error-same_names = i due giocatori hanno lo stesso nome
duel_setup_error-lives_unknown = punti vita: personaggio sconosciuto «{ $character }»
duel_setup_error-lives_range = punti vita: { $character } non può averne { $life } (da 1 a { $most })
duel_setup_error-wrong_side = { $player }: { $character } non è dei { $side }
duel_setup_error-twice = { $character } compare due volte
duel_setup_error-in_play_at_most_two = { $player }: al massimo due personaggi in gioco
duel_setup_error-two_to_start = { $player }: servono due personaggi per cominciare
duel_setup_error-not_equipment = { $character }: { $card } non è un equipaggiamento
duel_setup_error-turn_not_at_table = il turno spetta a «{ $turn }», che non è al tavolo
duel_setup_error-bad_phase = una partita comincia nella fase di pesca o di gioco, non «{ $phase }»
duel_setup_error-bad_mode = la modalità è «table» o «full», non «{ $mode }»
duel_setup_error-bad_lives = «lives» associa nomi di personaggi ai loro punti vita stampati
duel_setup_error-camp_needs_player = «{ $key }» richiede almeno un giocatore
duel_setup_error-bad_in_play = un personaggio in gioco è un nome o ha «character»: { $raw }
duel_setup_error-bad_card_list = si attende una lista di carte, non { $raw }

## the two sides, the $side of the messages above

duel_setup_error-side-lawmen = Tutori della legge
duel_setup_error-side-outlaws = Fuorilegge
