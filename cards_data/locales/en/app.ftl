# The companion's words in English, in Fluent syntax (read by cards_data/sentences.py).
# An id is a key of t() with "-" for ".": t("centre.turn") reads centre-turn.
# Every id exists in every language folder with the same variables (tests/companion/test_i18n.py).

## app and start screen

app-title = BANG! table companion
app-quit_hint = Ctrl+Q quits (the game is saved).
start-heading = Referee and companion for a game of BANG! with a real deck
start-resume = Resume: { $title } ({ $moves } moves, { $when })
start-new = New game
start-past = Past games
start-language = Language
start-keys = F1 look up a card · F2 language · F6 tablet · Ctrl+Q quit

## new game

setup-game = Game
setup-duel_later = BANG! Duel (coming later)
setup-players = Players, in seating order (clockwise)
setup-name = Player's name
setup-add = Add
setup-order_hint = To reorder: tap a name, then the place where it should go.
setup-random_character = Random character
setup-sheriff = Sheriff
setup-start = Start the game
setup-too_many = BANG! is for at most { $n } players.
setup-count = BANG! is for { $low } to { $high } players.
setup-no_sheriff = Who is the Sheriff? They show their card: tap their star.
picker-search = Search a character (any language)
picker-random = Deal at random

## the table

centre-turn = { $player }'s turn · { $phase }
centre-piles = Deck { $deck } · Discard { $discard } (top: { $top })
centre-top_one_of = one of { $cards }
centre-select_hint = Tap a player to see the distances from them.
centre-out = Out: { $players }
phase-draw = draw
phase-play = playing cards
phase-discard = discard
seat-eliminated = eliminated
seat-waiting = to decide
seat-turn = their turn
seat-hand = { $n } in hand
seat-selected = distances from this player
seat-distance = distance { $n } ·
pending-draw = { $player } draws.
pending-play = { $player } plays cards or ends the turn.
pending-discard = { $player } discards down to { $limit } cards.
pending-respond = { $player } answers { $attacker }'s { $attack }.
pending-dying = { $player } is at 0 life: { $n ->
        [one] a Beer
       *[other] { $n } Beers
    }, or elimination.
pending-check = Draw! for { $player } ({ $reason }): turn over the top card of the deck.
pending-check_two = Draw! for { $player } ({ $reason }): two cards, then { $player } chooses the one that counts. Turn over card { $n } of 2.
pending-general_store = { $player }'s General Store: turn over a card ({ $n } to go).
pending-black_jack = { $player } shows the second card drawn.
pending-pick = { $player } picks a card from the General Store.
pending-put_back = { $player } puts one of the three cards back on the deck.
pending-reveal_role = { $player } is out: which role card do they show?
suit-hearts = hearts
suit-diamonds = diamonds
suit-clubs = clubs
suit-spades = spades
choice-draw = Draw
choice-draw_discard = 1st card from the discard
choice-draw_from = 1st card from the hand of…
choice-check = Draw! ({ $reason })
choice-take_hit = Take the hit
choice-lose_duel = Lose the Duel
choice-die = Be eliminated
choice-pass = Pass
choice-heal = Heal (2 cards)
choice-heal_by = { $player }: Heal (2 cards)
choice-end_turn = End turn
choice-hand = A card from the hand
choice-back = ← Back
command-placeholder = A move in notation, e.g. 'Anna plays BANG! on Ben' (Tab completes)
toolbar-undo = Undo ^Z
toolbar-redo = Redo ^Y
toolbar-export = Export F4
toolbar-log = Log F3
toolbar-rules = Rules F1
toolbar-language = Language F2
toolbar-menu = Menu F10
refused = Refused: { $why }
undo-done = Undone: { $move }
undo-nothing = No move to undo.
redo-done = Redone: { $move }
redo-nothing = No move to redo.
sync-played = From another device: { $said }
sync-undone = Undone on another device: { $move }

## the draw! panel

draw-type_hint = Type the card turned over: Q♥, queen of hearts, 10 picche, harten 4…
draw-placeholder = Card turned over
draw-camera_starting = Camera: starting…
draw-camera_read = Camera: { $card } ({ $confidence }%)
draw-symbols_unknown = The camera does not know your deck's symbols yet: what it reads is only a hint. Tap or type the card, or teach it the symbols (a minute, once and for all).
draw-learn_symbols = Learn the symbols
setup-learn_symbols = Teach the camera your symbols
learn-title = Teach the camera your BANG! Duel deck's symbols
learn-show = Symbol { $number } of { $total }: lay a card with the '{ $symbol }' symbol flat under the camera and leave it still.
learn-hold = Keep it still… { $gauge }
learn-take_away = '{ $symbol }' learnt. Take the card away.
learn-no_symbol = No symbol found in this card's corners: lay it flat, closer to the camera.
learn-done = The camera now knows your deck's symbols.
learn-unsaved = The symbols could not be saved ({ $why }).
learn-camera_off = Camera unavailable: { $why }
learn-cancel = Cancel
draw-camera_unsure = Camera: no sure read ({ $why })
draw-hint_no_picture = the camera gives no picture
draw-hint_no_card = no whole card in view: lay it flat on a plain surface
draw-hint_closer = card too far away: bring it closer to the camera
draw-hint_closer_small_camera = card too far away for this webcam's small pictures: bring it closer
draw-hint_steady = corner unreadable: hold the card still, out of glare
draw-no_camera = No camera: { $why }.
draw-trouble_not_found = no webcam found (is one plugged in?)
draw-trouble_busy = the webcam is busy or gives no picture (another program may be using it)
draw-trouble_unplugged = the webcam stopped sending pictures (unplugged?)
draw-trouble_unreadable = the video source gives no pictures
draw-trouble_broken = the camera module cannot be loaded on this computer
draw-trouble_no_demo = the demo clip is missing from this installation of the app
draw-camera_disabled = camera turned off
draw-camera_busy = the camera is in use by another device's session ({ $holder })
draw-use_demo = Demo camera

## the rules lookup

lookup-matched = (matched '{ $name }', { $language })
lookup-unsourced = (no printed name: English used)
lookup-copies = {"  "}{ $n ->
        [one] { $n } copy
       *[other] { $n } copies
    }: { $copies }
lookup-weapon = {"  "}weapon, range { $range }
lookup-deck_sheriff = {"  "}Sheriff deck: { $count }
lookup-deck_outlaw = {"  "}Outlaw deck: { $count }
lookup-nothing_close = No card or character has that name.
lookup-false_friend = (false friend: '{ $name }' in { $language })
lookup-other_game = (the other game)
lookup-our_translation = (no printed name: our translation)
lookup-other_name = {"  "}{ $language }: { $name }
lookup-not_called = No card, character or role is called '{ $query }'.
lookup-did_you_mean = Did you mean: { $names }?
lookup-several = { $n } entries match '{ $query }':
language-fr = French
language-it = Italian
language-nl = Dutch
language-en = English
# The language's own name, on its button in the language menu.
language-self = English
name-english = English

## the log

log-title = Log
log-empty = No moves yet.
log-undone = (undone) { $move }
move-draw = { $player } draws
move-draw_from = { $player } draws first from { $source }
move-discard_pile = the discard pile
move-draw_discard_card = { $player } draws first { $card } from the discard pile
move-play = { $player } plays { $card }
move-play_on = { $player } plays { $card } on { $target }
move-play_on_card = { $player } plays { $card } on { $target }: { $target_card }
move-play_on_hand = { $player } plays { $card } on a card from { $target }'s hand
move-as = { $card } as { $as_card }
move-check = { $player } draws! ({ $reason })
move-pass = { $player } does not answer
move-reveal = Card turned over: { $card }
move-reveal_face_up = Fell face up: { $card }
move-pick = { $player } takes { $card }
move-put_back = { $player } puts a card back on the deck
move-discard = { $player } discards { $card }
move-heal = { $player } discards { $first } and { $second } to heal
move-end_turn = { $player } ends the turn
move-reveal_role = { $player } was { $role }
effect-lost = { $player } loses { $n } life ({ $life } left)
effect-gained = { $player } regains { $n } life ({ $life })
effect-eliminated = { $player } is eliminated
effect-draws = { $player } draws { $n ->
        [one] a card
       *[other] { $n } cards
    } for eliminating an Outlaw
effect-loses_all = { $player } discards every card: the Sheriff eliminated a Deputy

## game over

over-title = Game over
winner-sheriff = The Sheriff and the Deputies win!
winner-outlaws = The Outlaws win!
winner-renegade = The Renegade wins!
why-sheriff = Every Outlaw and the Renegade have been eliminated.
why-outlaws = The Sheriff is dead.
why-renegade = The Renegade is the last one standing, after the Sheriff.
over-hidden_role = role not shown
over-alive = alive
over-dead = eliminated
over-table = See the table

## past games and export

games-heading = Saved games
games-none = No saved games.
games-damaged = Game { $number } cannot be read; it stays saved as it is. ({ $why })
games-row = { $title } — { $when } — { $status }, { $moves } entries
games-playing = in progress
games-over = finished
games-open = Open
games-export = Export
games-rescue = Play on from a copy, up to the refused entry
games-copy = copy
games-back = Back
export-players = Players (seating order):
export-moves = Moves:
export-unfinished = Game not finished.
export-done = Log exported: { $path }

## joining from a tablet

join-title = Join from a tablet
join-scan = Scan this code with the tablet, or open: { $url }
join-not_served = This companion is not being served to other devices. To play from tablets, start it with `bang-companion serve --lan` and scan the QR code it shows.
close = Close
start-join = Join from a tablet (F6)
start-quit = Quit (Ctrl+Q)

## problems

error-database = The games database cannot be read ({ $why }). It is kept as it is; games in this session will not be saved.
error-record = This game cannot be reopened; it stays saved as it is. ({ $why })
error-conflict = Another device moved first: the game was reloaded, enter your move again.
error-save = The move could not be saved, so it was not played ({ $why }).
error-busy = The games database is in use by another program, so the move was not played. Try again in a moment.
error-notation = Cannot read that: { $why }
error-export = The export failed ({ $why }).

## BANG! Duel

setup-duel = BANG! Duel
setup-duel_players = The two players: the Lawmen (Sheriff deck, play first) and the Outlaws
setup-lawmen_name = Lawmen's player
setup-outlaws_name = Outlaws' player
setup-lives = Life points: read them on each character card. Enter those that differ from what the app assumes (e.g. Jango 3, Sid Curry 4).
setup-lives_placeholder = character life, …
setup-lives_assumed = What the app assumes (single source, check it): { $lives }
setup-lives_entry = '{ $part }': a character's name, then its life points
setup-bad_lives = Cannot read the life points: { $why }
pending-start = { $player } chooses the two characters: the active one, then the backup.
pending-enter = { $player }: which character comes in from the reserve?
pending-choose = { $player } chooses.
pending-duel_discard = { $player } discards a card.
pending-duel_shot = { $player }: { $fighter } is the target of { $attack }.
pending-duel_check = Reveal for { $fighter } ({ $reason }): read the corner symbol of the top card.
pending-duel_check_own = Reveal for { $fighter }'s ability: read the corner symbol of the top card.
pending-duel_store = General Store: name each card laid out.
pending-duel_pat = { $player } shows the second card drawn: which symbol?
pending-face_up = A card went face up to the discard pile: which one?
choice-token = Move the token
choice-reload = Reload
choice-use = Use { $what }
move-start_with = { $player } starts with { $active }
move-start_with_both = { $player } starts with { $active } (active) and { $backup } (backup)
move-enter = { $player } brings in { $character }
move-token = { $player } moves the token
move-reload = { $player } reloads { $card }
move-use = { $player } uses { $what }
winner-lawmen = The Lawmen win!
why-duel_lawmen = The Outlaws have no character left.
why-duel_outlaws = The Lawmen have no character left.
duel-lawmen = Lawmen
duel-outlaws = Outlaws
duel-active = active
duel-backup = backup
duel-alone = alone
duel-none = no character in play
duel-counts = Reserve { $reserve } (face down) · { $hand } in hand · deck { $deck }
duel-piles = Common deck { $common } · Discard { $discard } (top: { $top })
draw-symbol_hint = Type the corner symbol: barrel, snake, dynamite, horseshoe (or tap it).
draw-camera_symbol = The camera reads: { $symbol } ({ $confidence }%)
choice-reveal_check = Reveal ({ $reason })
move-reveal_check = { $player } reveals ({ $reason })
draw-name_hint = Type the name of the card laid out ({ $examples }…) or tap it.
draw-face_up_hint = Type the name of the card that went face up ({ $examples }…) or tap it.
draw-name_placeholder = Card's name

## what a move set off, and who is next

move-take_hit = { $player } takes the hit
move-lose_duel = { $player } loses the Duel
move-die = { $player } drinks no Beer
effect-check_free = { $player }: draw! for { $reason } — { $cards }, hearts: leaves { $reason } and plays the turn
effect-check_jailed = { $player }: draw! for { $reason } — { $cards }, not hearts: stays in { $reason }, turn skipped
effect-check_passes = { $player }: draw! for { $reason } — { $cards }: no explosion, { $reason } passes to { $to }
effect-check_stays = { $player }: draw! for { $reason } — { $cards }: no explosion, { $reason } stays (no one else can take it)
effect-check_explodes = { $player }: draw! for { $reason } — { $cards }, 2 to 9 of spades: it explodes, 3 damage
effect-check_dodged = { $player }: draw! for { $reason } — { $cards }, hearts: the shot is dodged
effect-check_no_help = { $player }: draw! for { $reason } — { $cards }, not hearts: no help against the shot
effect-check_half = { $player }: draw! for { $reason } — first card { $card }, one more to turn over
effect-check_choice = { $player }: draw! for { $reason } — { $first } and { $second }, { $player } chooses the one that counts
effect-lucky_cards = { $first } and { $second }, keeps { $kept }
effect-no_card = { $player }: draw! for { $reason } — no card left to turn over
effect-second_card = { $player } shows the second card: { $card }, not red: no card more
effect-second_card_bonus = { $player } shows the second card: { $card }, red: draws one card more
effect-store_card = General Store: { $card } laid out
effect-store_last = { $player } gets the last General Store card: { $card }
effect-suzy = { $player } has no card left: draws one
effect-bart = { $player } draws { $n ->
        [one] a card
       *[other] { $n } cards
    } for the life lost
effect-needs_beers = { $player } is at 0 life: { $n ->
        [one] a Beer
       *[other] { $n } Beers
    } needed to stay in the game
effect-hopeless = { $player } cannot hold enough Beers: out of the game
effect-vulture = { $player } takes { $n ->
        [one] the card
       *[other] the { $n } cards
    } of { $dead }
banner = ▶ { $player } — { $what }
banner-draw = draws
banner-play = plays cards or ends the turn
banner-discard = discards down to { $limit ->
        [one] one card
       *[other] { $limit } cards
    }
banner-respond = answers { $attack }
banner-dying = { $n ->
        [one] a Beer
       *[other] { $n } Beers
    }, or out of the game
banner-check = draw! for { $reason }
banner-black_jack = shows the second card drawn
banner-general_store = turns over a General Store card ({ $n } to go)
banner-pick = picks a General Store card
banner-put_back = puts a card back on the deck
banner-choose = chooses which card counts for the draw!
banner-reveal_role = shows the role card

## the table

pending-lucky_choice = { $player } chooses which card counts for the draw! ({ $reason }).
choice-keep = Keep { $first } + { $second }
choice-keep_unseen = Keep two cards (one goes back)
choice-unseen_card = an unseen card
choice-lucky_card = Count { $card }: { $outcome }
outcome-dodged = the shot is dodged
outcome-not_dodged = the shot is not dodged
outcome-leaves_jail = leaves Jail and plays
outcome-stays_in_jail = stays in Jail, turn skipped
outcome-dynamite_passes = the Dynamite passes on
outcome-dynamite_explodes = the Dynamite explodes (3 damage)
toolbar-join = Tablet F6
redo-branch = Nothing to redo: this move started a new branch. The moves taken back stay in the journal and the export.
export-branches = Moves taken back, then replaced:
export-branch = {"  "}after move { $at }:

## the log

move-keep = { $player } keeps two cards and puts one back on the deck
move-lucky_choice = { $player } lets { $card } count

## corrections: the referee makes the app agree with the table

correction-life = Correction: { $player } { $change } life
correction-hand = Correction: { $player } holds { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
correction-role = Correction: { $player } is { $role }
correction-move = Correction: { $card } from { $source } to { $destination }
correction-a_card = an unseen card
place-hand = { $player }'s hand
place-table = { $player }'s cards in play
place-discard = the discard pile
place-deck = the deck
toolbar-correct = Correct
correct-title = Correct: what does the table show?
correct-kind-life = Life
correct-kind-hand = Cards in hand
correct-kind-move = Move a card
correct-kind-role = Role
correct-who = Which player?
correct-life_now = { $player }: { $life } of { $most } life
correct-hand_now = { $player } holds { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
correct-role_pick = Which role has { $player }?
correct-from = Where is the card now?
correct-card = Which card, from { $source }?
correct-card_name = Or type it: Barrel, Q♥…
correct-to = Where does { $card } go?
setup-removed = { $name } left the table.
setup-undo_remove = ↶ Undo
confirm-no = No, keep it
games-delete = Delete
games-delete_question = Delete '{ $title }' ({ $when }) and its whole journal for good?
games-deleted = Game deleted: { $title }
export-sent = Log sent to this browser: { $name }

## new game

setup-bad_name = A name cannot contain ':' ({ $name }).
setup-same_name = { $name } is already at the table.

## the table

choice-put_back = Put a card back
choice-put_back_card = Put back { $card }
toolbar-big = Big type

## BANG! Duel

setup-duel_names = Enter two different names.

## the draw! panel

draw-rank_unread = { $suit }, rank unread
draw-decided = Camera: { $card }. { $outcome } (type the card to correct it, after Ctrl+Z)
draw-outcome_good = { $check }: success.
draw-outcome_bad = { $check }: failure.
draw-outcome_red = { $check }: red, one more card.
draw-outcome_black = { $check }: black, no more card.
draw-outcome_choose = { $player } chooses the card that counts.
draw-examples_unreadable = Your deck's learnt cards are unreadable and ignored: { $why }
draw-examples_unsaved = The card could not be learnt: { $why }

# What a Duel reveal did (companion/told.py)
effect-duel_dodged = { $player }: reveal for { $reason } — { $cards }: the shot is dodged
effect-duel_no_help = { $player }: reveal for { $reason } — { $cards }, no barrel: no help against the shot
effect-duel_explodes = { $player }: reveal for { $reason } — { $cards }: it explodes, 3 damage
effect-duel_passes = { $player }: reveal for { $reason } — { $cards }, no dynamite: it passes to { $to }
effect-duel_stays = { $player }: reveal for { $reason } — { $cards }, no dynamite: it stays
effect-duel_bites = { $player }: reveal for { $reason } — { $cards }: it bites, 1 damage
effect-duel_no_bite = { $player }: reveal for { $reason } — { $cards }, no snake: no bite
effect-duel_two_cards = { $first } and { $second }, { $kept } counts
effect-duel_first_card = { $player }: reveal for { $reason } — first card { $card }, one more to reveal
effect-duel_second_card = { $player }: reveal for { $reason } — second card { $card }: choose the card that counts
effect-duel_pat = { $player } shows { $card }
effect-duel_pat_draws = { $player } shows { $card }, a horseshoe: one more card from the other deck

## what an entry of the card data is, in the title of its look-up

lookup-title = { $name } — { $kind }, { $game }
kind-card = card
kind-character = character
kind-role = role

## a device turned away: the table has as many devices as `serve --max-devices` allows

table_full-title = Table full
table_full-sentence = This table already has { $devices } devices connected; close one and reload.

## the games database: what is wrong with it (store-<code>), and which record failed

store-not_ours = { $path }: this database was not written by the companion
store-other_version = { $path }: saved by another version (schema { $version })
store-table_missing = { $path }: its table '{ $table }' is missing
store-no_such_game = no saved game has the number { $game }
store-disk_full = { $where }: disk full, nothing was saved
store-busy = { $where }: in use by another program, nothing was saved
store-failed = { $where }: { $why }
store-empty_file = { $path }: the file is empty (0 bytes), not a games database
store-bad_time = unreadable time { $text }
store-not_text = its { $what } is not text ({ $value })
store-in_game = game { $game }: { $why }
store-setup_unreadable = game { $game }: its setup cannot be read ({ $why })
store-setup_not_mapping = game { $game }: its setup is not a mapping ({ $text })
store-entry_missing = game { $game }: entry { $entry } is missing
store-unknown_kind = game { $game }, entry { $entry }: unknown kind { $kind }
store-in_entry = game { $game }, entry { $entry }: { $why }
store-field_title = title
store-field_status = status
store-field_lang = language
store-field_winner = winner
store-field_text = text
store-field_setup = setup
record-reason = { $where }: { $why }
record-game = game { $game }
record-setup = game { $game }, its setup
record-entry = game { $game }, entry { $entry } ({ $kind } '{ $text }')
