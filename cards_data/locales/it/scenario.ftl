# Why a scenario file (or a saved game) cannot be read, in Italian (read by
# cards_data/sentences.py): scenario-<code>, the codes of rules/core/scenario_file.py and of
# the games' scenario modules. Keys of the file (players, deck_top, life…) and values as the
# file wrote them are shown as they are, in every language.
# Every id exists in every language folder with the same variables.

## where in the file: scenario-at_<place>, then the keys under it

scenario-under = { $place }: { $key }

scenario-at_top = lo scenario
scenario-at_player = giocatore { $number }
scenario-at_player_named = giocatore { $number } ({ $name })
scenario-at_entry = { $key }, voce { $number }

## the file itself

scenario-in_file = { $path }: { $error }
scenario-no_mapping = deve essere una tabella di chiavi con 'players' e 'moves'
scenario-not_a_file = non è un file
scenario-no_such_file = illeggibile (il file non esiste)
scenario-cannot_read = illeggibile ({ $why })
scenario-too_large = troppo grande: uno scenario è al massimo di { $kb } KB
scenario-not_utf8 = non è testo UTF-8 (il byte { $byte } vale 0x{ $value })
scenario-alias = riga { $line }: gli alias (*nome) non sono ammessi in uno scenario
scenario-too_deep = riga { $line }: annidato per più di { $most } livelli
# $problem is the YAML library's own words, in English
scenario-not_yaml_at = non è YAML valido (riga { $line }, colonna { $column }: { $problem })
scenario-not_yaml = non è YAML valido ({ $problem })
scenario-control_character = non è YAML valido (riga { $line }, colonna { $column }: il carattere di controllo U+{ $character } non è ammesso)
scenario-unreadable_value = un valore è illeggibile ({ $why })

## a field of the wrong type or range, named by where it is

scenario-unknown_key_close = { $where }: chiave sconosciuta { $key } (forse '{ $close }'?)
scenario-unknown_key = { $where }: chiave sconosciuta { $key } (note: { $known })
scenario-not_a_mapping = { $where }: serve una tabella (chiave: valore), non { $value }
scenario-not_a_list = { $where }: serve un elenco, non { $value }
scenario-not_whole = { $where }: serve un numero intero, non { $value }
scenario-whole_at_least = { $where }: serve un numero intero di almeno { $low }, non { $value }
scenario-whole_between = { $where }: serve un numero intero da { $low } a { $high }, non { $value }
scenario-not_a_name = { $where }: serve un nome, non { $value }
scenario-not_a_flag = { $where }: serve true o false, non { $value }
scenario-cards_above_deck = { $where }: { $count } carte, ma il mazzo ne ha { $most }
scenario-cards_above_decks = { $where }: { $count } carte, più di quante ne contengano i due mazzi
scenario-too_many_characters = { $where }: { $count } personaggi, più di quanti ne abbia il gioco

## the scenario as a game

scenario-unknown_game = il gioco { $game } non è ancora supportato
scenario-bad_mode = mode deve valere 'table' o 'full', non { $mode }
scenario-no_players = 'players' deve elencare i giocatori nell'ordine in cui siedono
scenario-player_needs_name = { $where }: ogni giocatore ha bisogno almeno di un nome e di un personaggio
scenario-move_as_mapping = { $where }: una mossa è una riga di testo, non una tabella con la chiave { $key } (metti tra virgolette una riga che contiene ': ')
scenario-not_a_move = { $where }: serve una mossa, non { $value }
scenario-cannot_set_up = il tavolo non si può preparare: { $error }
