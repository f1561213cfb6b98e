# Why a BANG! set-up cannot be played, and which player names are refused, in Italian (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! set-up that cannot be played (scenario files, saved games): setup_error-<code>

setup_error-same_names = due giocatori hanno lo stesso nome
setup_error-player_count = BANG! si gioca da 4 a 7 giocatori, non { $count }
setup_error-unknown_character = { $player }: personaggio sconosciuto «{ $character }»
setup_error-unknown_role = { $player }: ruolo sconosciuto «{ $role }»
setup_error-life_above_most = { $player }: { $life } punti vita, più di { $most }
setup_error-one_sheriff = serve esattamente un giocatore { $sheriff }
setup_error-turn_not_seated = il turno spetta a «{ $player }», che non è al tavolo
setup_error-first_phase = una partita comincia dalla pesca o dal gioco delle carte, non «{ $phase }»
setup_error-character_twice = due giocatori sono { $character }
setup_error-too_many_cards = { $count } carte sono distribuite o in gioco, ma il mazzo ne ha { $most }
setup_error-deck_and_top = indicate tutto il mazzo (deck) o la sua cima nota (deck_top), non entrambi
setup_error-too_few_alive = { $count } giocatori in vita: una partita ne richiede almeno due
setup_error-card_not_left = nel mazzo non resta nessuna carta { $card }

## a player's name the notation could not read back (both games): setup_error-<code>

setup_error-name_blank = il nome di un giocatore è vuoto
setup_error-name_too_long = «{ $name }» supera { $most } caratteri
setup_error-name_bad_character = { $written } contiene { $char }, che un nome non può contenere in una mossa
setup_error-name_reserved = «{ $name }» non può essere il nome di un giocatore: il gioco lo leggerebbe come { $what }
setup_error-names_alike = «{ $name }» e «{ $other }» non si distinguono quando si scrive una mossa

## what a reserved name reads as, the $what of name_reserved

setup_error-reads_as-discard = la pila degli scarti
setup_error-reads_as-character = un personaggio
setup_error-reads_as-side = l'altra fazione
