# Why a move's text cannot be read, or a move cannot be written, in Italian (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a move line that cannot be read or written: notation-<code>

notation-name_missing = manca un nome ({ $what })
notation-wrong_kind = «{ $text }» è di tipo { $found }, non { $what }
notation-unknown_name = nome sconosciuto ({ $what }): «{ $text }»
notation-unknown_name_close = nome sconosciuto ({ $what }): «{ $text }» (forse { $close }?)
notation-unknown_player = giocatore sconosciuto: «{ $text }» (giocatori: { $players })
notation-no_move_start = una mossa comincia con il nome di un giocatore ({ $players }) o con «reveal»
notation-line_too_long = una mossa sta in { $most } caratteri; questa riga ne ha { $length }
notation-cannot_read = «{ $line }» è illeggibile: { $why }
notation-verb_expected = dopo «{ $player }» si attende: { $verbs }; non «{ $rest }»
notation-verb_missing = dopo «{ $player }» si attende: { $verbs }; non segue niente
notation-target_card_expected = dopo «{ $player }» ci vuole «: <carta>» o «: hand», non «{ $rest }»
notation-card_missing = manca una carta
notation-not_symbol_or_deck = «{ $part }» non è né un simbolo né un mazzo
notation-no_such_id = identificativo sconosciuto ({ $what }): «{ $id }»
notation-half_index = { $card } ha un valore senza il suo seme, e la notazione non sa scriverlo
notation-reads_otherwise = la mossa verrebbe salvata come «{ $text }», che si legge come un'altra mossa
notation-target_card_alone = una carta bersaglio richiede un giocatore bersaglio
notation-bad_target_card = una carta bersaglio è una Card o HAND, non { $value }
notation-unknown_language = lingua sconosciuta: «{ $language }» (a scelta: { $languages })
notation-correction_expected = dopo «correct» si attende «<giocatore> life +1|-1», «<giocatore> holds <n> cards», «<giocatore> is <ruolo>» o «move <carta> from <luogo> to <luogo>»; non «{ $text }»
notation-duel_correction_expected = dopo «correct» un Duello si aspetta «<personaggio> life +1|-1» o «<giocatore> holds <n> cards»; non «{ $text }»
notation-place_expected = «{ $text }» non è un luogo per una carta: <giocatore>'s hand, <giocatore>'s table, discard o deck
notation-not_a_move = non è una mossa: { $move }

## the kinds of name looked for, the $what and $found of the messages above

notation-kind-card = carta
notation-kind-character = personaggio
notation-kind-role = ruolo

## two kinds looked for: a card or a character

notation-either = { $first } o { $second }

## what a blank card lacks, by game

notation-blank-bang = nome, seme né valore
notation-blank-duel = nome, simbolo né mazzo
