# Why a move's text cannot be read, or a move cannot be written, in French (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a move line that cannot be read or written: notation-<code>

notation-name_missing = il manque un nom ({ $what })
notation-wrong_kind = « { $text } » est de type { $found }, pas { $what }
notation-unknown_name = nom inconnu ({ $what }) : « { $text } »
notation-unknown_name_close = nom inconnu ({ $what }) : « { $text } » (vouliez-vous dire { $close } ?)
notation-unknown_player = joueur inconnu : « { $text } » (joueurs : { $players })
notation-no_move_start = un coup commence par le nom d'un joueur ({ $players }) ou par « reveal »
notation-line_too_long = un coup tient en { $most } caractères ; cette ligne en a { $length }
notation-cannot_read = « { $line } » est illisible : { $why }
notation-verb_expected = après « { $player } », on attend : { $verbs } ; et non « { $rest } »
notation-verb_missing = après « { $player } », on attend : { $verbs } ; rien ne suit
notation-target_card_expected = après « { $player } », il faut « : <carte> » ou « : hand », et non « { $rest } »
notation-card_missing = il manque une carte
notation-not_symbol_or_deck = « { $part } » n'est ni un symbole ni un paquet
notation-no_such_id = identifiant inconnu ({ $what }) : « { $id } »
notation-half_index = { $card } a une valeur sans sa couleur, ce que la notation ne sait pas écrire
notation-reads_otherwise = le coup serait enregistré comme « { $text } », qui se lit comme un autre coup
notation-target_card_alone = une carte visée demande un joueur visé
notation-bad_target_card = une carte visée est une Card ou HAND, pas { $value }
notation-unknown_language = langue inconnue : « { $language } » (au choix : { $languages })
notation-correction_expected = après « correct », on attend « <joueur> life +1|-1 », « <joueur> holds <n> cards », « <joueur> is <rôle> » ou « move <carte> from <lieu> to <lieu> » ; et non « { $text } »
notation-duel_correction_expected = après « correct », un Duel attend « <personnage> life +1|-1 » ou « <joueur> holds <n> cards » ; et non « { $text } »
notation-place_expected = « { $text } » n'est pas un lieu pour une carte : <joueur>'s hand, <joueur>'s table, discard ou deck
notation-not_a_move = ce n'est pas un coup : { $move }

## the kinds of name looked for, the $what and $found of the messages above

notation-kind-card = carte
notation-kind-character = personnage
notation-kind-role = rôle

## two kinds looked for: a card or a character

notation-either = { $first } ou { $second }

## what a blank card lacks, by game

notation-blank-bang = nom, couleur ni valeur
notation-blank-duel = nom, symbole ni paquet
