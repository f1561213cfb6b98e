# Why a BANG! move is refused, in English (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## refused moves: refusal-<code>, the code check --json prints; .rule, the rule broken

refusal-game_over = The game is over.
    .rule = The game is over.
refusal-unknown_player = There is no player called { $player } at this table.
    .rule = Moves name players at this table.
refusal-player_dead = { $player } has been eliminated.
    .rule = Eliminated players take no part in the game.
refusal-not_your_decision = The game is waiting for { $waiting }, not for { $player }.
    .rule = Only the player whose decision is pending may move.
refusal-wrong_moment = { $player } cannot do that now: the game is waiting for { $waiting_for }.
    .rule = Each move belongs to a moment of the turn.
refusal-not_in_hand = { $player } has no { $card } in hand.
    .rule = You can only play cards from your hand.
refusal-needs_target = { $card } needs a target player.
    .rule = This card is played on another player.
refusal-no_target_needed = { $card } is not played on a player.
    .rule = This card targets nobody.
refusal-target_self = { $player } cannot play { $card } on themselves.
    .rule = You cannot target yourself.
refusal-out_of_range = { $target } is at distance { $distance }; { $player }'s { $weapon } reaches { $reach }.
    .rule = A BANG! reaches players within your weapon's range.
refusal-too_far = { $target } is at distance { $distance }; { $card } only reaches distance 1.
    .rule = Panic! reaches players at distance 1 only; weapons do not count.
refusal-one_bang_per_turn = { $player } has already played a BANG! this turn.
    .rule = Only one BANG! card per turn (unless Volcanic or Willy the Kid).
refusal-same_card_in_play = { $target } already has { $card } in play.
    .rule = Nobody may have two cards of the same name in play.
refusal-jail_on_sheriff = { $target } is the Sheriff and cannot go to { $card }.
    .rule = The Sheriff cannot be put in Jail.
refusal-no_such_card_in_play = { $target } has no { $card } in play.
    .rule = Only cards actually in play can be taken or discarded.
refusal-empty_hand = { $target } has no cards in hand.
    .rule = There must be a card to take.
refusal-needs_target_card = Which card of { $target }'s? Name one in play, or 'hand'.
    .rule = Say which card: one in play, or 'hand' for a random one.
refusal-response_only = { $card } is only played to dodge a shot.
    .rule = Missed! is only played against a shot.
refusal-wrong_answer = { $card } is not an answer to { $attack }.
    .rule = Each attack has its own answers.
refusal-beer_out_of_turn = { $player } may drink a Beer out of turn only when it saves their life.
    .rule = Out of turn, Beer is only played against a lethal hit.
refusal-beer_two_players = With two players left, Beer no longer saves anyone.
    .rule = Beer heals nobody when only two players remain.
refusal-no_barrel = { $player } has no { $reason } to draw for.
    .rule = A draw! against a shot needs a Barrel in play (or Jourdonnais).
refusal-barrel_only_against_shots = { $reason } draws! only against a shot (BANG!, Gatling), not against { $attack }.
    .rule = A Barrel, and Jourdonnais' ability, draw! only against a shot (BANG!, Gatling).
refusal-check_used = { $player } has already drawn for { $reason } against this shot.
    .rule = Each Barrel draws once per shot.
refusal-ability_not_yours = { $player } does not have this character's ability.
    .rule = Only the character with an ability may use it.
refusal-nothing_to_draw_from = { $player } cannot draw from there: it holds no card.
    .rule = The draw source must have cards.
refusal-not_discard_top = { $card } cannot be the top card of the discard pile.
    .rule = Pedro Ramirez takes the top card of the discard pile.
refusal-hand_within_limit = { $player } holds { $hand } cards and may keep { $limit }: nothing to discard.
    .rule = Discard only down to your hand limit.
refusal-not_on_display = { $card } is not among the cards on display.
    .rule = Pick a card that is on display.
refusal-reveal_not_needed = No card needs to be revealed now.
    .rule = Cards are revealed only when a draw! or a display asks for one.
refusal-reveal_incomplete = Give the revealed card's { $missing }.
    .rule = A draw! needs the suit and rank; a display needs the card's name.
refusal-not_in_deck = No { $card } in the deck shows { $index }.
    .rule = A card played or revealed must be one of the deck's cards.
refusal-already_seen = { $card } is already { $where }: the deck has no other.
    .rule = Each card of the deck exists once: one seen elsewhere cannot turn up again.
refusal-already_held = { $card } is already with { $target }: the deck has no other.
    .rule = Each card of the deck exists once: one seen elsewhere cannot turn up again.
refusal-reveal_contradicts = The top card is known to be { $known }.
    .rule = The revealed card must agree with what is known of the deck.
refusal-role_impossible = { $player } cannot be { $role }: the table has no such role left.
    .rule = Roles follow the role table for this number of players.
refusal-sid_two_cards = { $player } discards exactly two cards for a life point, not { $count }.
    .rule = Sid Ketchum discards two cards to regain one life point.
refusal-sid_full_life = { $player } is at maximum life already.
    .rule = Sid Ketchum heals only below his maximum life.
refusal-kit_keeps_two = { $player } keeps two of the three cards drawn, not { $count }.
    .rule = Kit Carlson keeps two of the three cards he draws and puts the third back.
refusal-not_drawn = { $card } is not among the cards { $player } drew.
    .rule = Kit Carlson keeps, or puts back, only cards he drew.
refusal-choose_a_flipped_card = { $player } chooses one of the cards flipped: { $cards }.
    .rule = Lucky Duke chooses one of the two cards he flipped.
refusal-correction_changes_nothing = This correction changes nothing.
    .rule = A correction changes the table.
refusal-correction_life_range = { $player } would have { $life } life: it stays between 0 and { $most }.
    .rule = Life points stay between 0 and the player's maximum.
refusal-correction_hand_count = { $player } cannot hold { $count } cards: { $most } at most.
    .rule = A hand holds cards from the deck and the discard pile, no more.
refusal-correction_unseen_only = { $player } holds only { $unseen ->
        [one] { $unseen } unseen card
       *[other] { $unseen } unseen cards
    }: move the others by name.
    .rule = A hand count drops only unseen cards; a card the game knows is moved by name.
refusal-correction_place_empty = There is no card { $place }.
    .rule = A card is moved from where it lies.
refusal-correction_not_there = There is no { $card } { $place }.
    .rule = A card is moved from where it lies.
refusal-correction_bad_place = No card can lie at '{ $pile }'.
    .rule = Cards lie in a hand, in play, on the discard pile or on the deck.
refusal-correction_needs_name = Name the card that goes into play.
    .rule = A card in play lies face up: its name is known.
refusal-correction_not_blue = { $card } does not stay in play.
    .rule = Only blue-bordered cards stay in play.
refusal-correction_second_weapon = { $target } already has { $weapon } in play: move it away first.
    .rule = A player has one weapon in play at most.
refusal-correction_sheriff_role = { $player } is the Sheriff, shown from the start.
    .rule = The Sheriff's role is shown from the start.
refusal-correction_role_awaited = Say { $player }'s role first.
    .rule = A role the game waits for is answered first.

## what the game is waiting for, the $waiting_for of wrong_moment

refusal-waiting-draw = the draw
refusal-waiting-play = a card or the end of the turn
refusal-waiting-discard = discards down to the hand limit
refusal-waiting-respond = an answer to an attack
refusal-waiting-dying = a Beer or the elimination
refusal-waiting-reveal = the revealed card
refusal-waiting-pick = a General Store pick
refusal-waiting-put_back = the two cards Kit Carlson keeps
refusal-waiting-choose = the card Lucky Duke chooses
refusal-waiting-reveal_role = the eliminated player's role

## what a revealed card lacks, the $missing of reveal_incomplete

refusal-missing-index = suit and rank
refusal-missing-name = name

## where a card was already seen, the $where of already_seen

refusal-where-discard = in the discard pile
refusal-where-deck = on the deck
refusal-where-store = among the General Store's cards

## where a correction takes a card from, the $place of correction_not_there

refusal-place-hand = in { $player }'s hand
refusal-place-table = in play in front of { $player }
refusal-place-discard = in the discard pile
refusal-place-deck = on top of the deck
