# Why a move's text cannot be read, or a move cannot be written, in Dutch (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a move line that cannot be read or written: notation-<code>

notation-name_missing = er ontbreekt een naam ({ $what })
notation-wrong_kind = '{ $text }' is een { $found }, geen { $what }
notation-unknown_name = onbekende naam ({ $what }): '{ $text }'
notation-unknown_name_close = onbekende naam ({ $what }): '{ $text }' (bedoelde je { $close }?)
notation-unknown_player = onbekende speler: '{ $text }' (spelers: { $players })
notation-no_move_start = een zet begint met de naam van een speler ({ $players }) of met 'reveal'
notation-line_too_long = een zet past in { $most } tekens; deze regel heeft er { $length }
notation-cannot_read = '{ $line }' is onleesbaar: { $why }
notation-verb_expected = na '{ $player }' wordt verwacht: { $verbs }; niet '{ $rest }'
notation-verb_missing = na '{ $player }' wordt verwacht: { $verbs }; er volgt niets
notation-target_card_expected = na '{ $player }' hoort ': <kaart>' of ': hand', niet '{ $rest }'
notation-card_missing = er ontbreekt een kaart
notation-not_symbol_or_deck = '{ $part }' is geen symbool en geen stapel
notation-no_such_id = onbekende id ({ $what }): '{ $id }'
notation-half_index = { $card } heeft een waarde zonder kleur: dat kan de notatie niet
notation-reads_otherwise = de zet zou worden bewaard als '{ $text }', wat als een andere zet wordt gelezen
notation-target_card_alone = een doelkaart vraagt om een doelspeler
notation-bad_target_card = een doelkaart is een Card of HAND, geen { $value }
notation-unknown_language = onbekende taal: '{ $language }' (kies uit: { $languages })
notation-correction_expected = na 'correct' wordt verwacht: '<speler> life +1|-1', '<speler> holds <n> cards', '<speler> is <rol>' of 'move <kaart> from <plaats> to <plaats>'; niet '{ $text }'
notation-duel_correction_expected = na 'correct' verwacht een Duel '<personage> life +1|-1' of '<speler> holds <n> cards'; niet '{ $text }'
notation-place_expected = '{ $text }' is geen plaats voor een kaart: <speler>'s hand, <speler>'s table, discard of deck
notation-not_a_move = geen zet: { $move }

## the kinds of name looked for, the $what and $found of the messages above

notation-kind-card = kaart
notation-kind-character = personage
notation-kind-role = rol

## two kinds looked for: a card or a character

notation-either = { $first } of { $second }

## what a blank card lacks, by game

notation-blank-bang = naam, kleur of waarde
notation-blank-duel = naam, symbool of stapel
