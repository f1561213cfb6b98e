# Why a move's text cannot be read, or a move cannot be written, in English (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a move line that cannot be read or written: notation-<code>

notation-name_missing = a { $what } name is missing
notation-wrong_kind = '{ $text }' is a { $found }, not a { $what }
notation-unknown_name = unknown { $what } '{ $text }'
notation-unknown_name_close = unknown { $what } '{ $text }' (did you mean { $close }?)
notation-unknown_player = unknown player '{ $text }' (players: { $players })
notation-no_move_start = a move starts with a player's name ({ $players }) or with 'reveal'
notation-line_too_long = a move fits in { $most } characters; this line has { $length }
notation-cannot_read = cannot read '{ $line }': { $why }
notation-verb_expected = after '{ $player }', expected one of: { $verbs }; got '{ $rest }'
notation-verb_missing = after '{ $player }', expected one of: { $verbs }; got nothing
notation-target_card_expected = expected ': <card>' or ': hand' after '{ $player }', not '{ $rest }'
notation-card_missing = a card is missing
notation-not_symbol_or_deck = '{ $part }' is neither a symbol nor a deck
notation-no_such_id = no { $what } has the id '{ $id }'
notation-half_index = { $card } has a rank without its suit, which the notation cannot write
notation-reads_otherwise = the move would be saved as '{ $text }', which reads as another move
notation-target_card_alone = a target card needs a target player
notation-bad_target_card = a target card is a Card or HAND, not { $value }
notation-unknown_language = unknown language '{ $language }' (expected one of { $languages })
notation-correction_expected = after 'correct', expected '<player> life +1|-1', '<player> holds <n> cards', '<player> is <role>' or 'move <card> from <place> to <place>'; got '{ $text }'
notation-duel_correction_expected = after 'correct', a Duel expects '<character> life +1|-1' or '<player> holds <n> cards'; got '{ $text }'
notation-place_expected = '{ $text }' is no place for a card: <player>'s hand, <player>'s table, discard or deck
notation-not_a_move = not a move: { $move }

## the kinds of name looked for, the $what and $found of the messages above

notation-kind-card = card
notation-kind-character = character
notation-kind-role = role

## two kinds looked for: a card or a character

notation-either = { $first } or { $second }

## what a blank card lacks, by game

notation-blank-bang = name nor index
notation-blank-duel = name, symbol nor deck
