# Why a BANG! Duel move is refused, in English (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## BANG! Duel's refused moves (the codes both games share are in refusals.ftl)

refusal-duel_corrections = In a Duel, only a character's life points and the number of cards in a hand can be corrected.
    .rule = In a Duel the referee corrects life points and hand counts.
refusal-duel_unseen_only = { $player } holds only { $unseen ->
        [one] { $unseen } unseen card
       *[other] { $unseen } unseen cards
    }: a card the table has seen leaves the hand when it is played.
    .rule = A hand count drops only unseen cards; a card the table has seen leaves when played.
refusal-correction_duel_life = { $target } would have { $life } life: a correction keeps it between 1 and { $most } (enter the hit that takes the last point).
    .rule = A correction keeps a character in play: it goes down through the hit that downs it.
refusal-no_such_character = { $target } is not a character in play.
    .rule = Cards are played on characters in play.
refusal-needs_character = { $card } needs a target character.
    .rule = This card is played on a character.
refusal-not_a_target = { $card } cannot be played on { $target }.
    .rule = BANG! cards reach the opponent's active character only; action cards anyone but the opponent's backup; equipment your own backup or the opponent's active character.
refusal-bang_limit = { $player } has already played their BANG! card this turn.
    .rule = One BANG! card per turn (more with a Gun Belt, West Harding or The Man with No Name).
refusal-token_already_moved = { $player } has already moved the active token this turn.
    .rule = The active token moves at most once per play phase.
refusal-single_character = { $player } has a single character left.
    .rule = A lone survivor is both the active and the backup character: there is nothing to swap.
refusal-reload_locked = Both sides still have two characters: { $card } cannot be reloaded yet.
    .rule = Cards are reloaded only once either side is down to a single character.
refusal-not_reloadable = { $player } cannot reload { $card }.
    .rule = Only cards with the reload icon, from the hand or the active character, are reloaded.
refusal-once_per_turn = { $player } has already used { $card } this turn.
    .rule = This ability works once per turn.
refusal-ability_asleep = { $card } is not working for { $player } now.
    .rule = Only the active character's ability and cards work, unless always active or targeted.
refusal-not_in_reserve = { $card } is not in { $player }'s reserve.
    .rule = Characters enter play from their own side's reserve.
refusal-no_such_card = No card of the game fits { $card }.
    .rule = A revealed card is one of the 80 cards of the game.
refusal-no_copy_left = Every copy of { $card } is already seen elsewhere.
    .rule = A card may be named only while an unseen copy of it can exist.
refusal-not_a_dodge = { $card } does not dodge this shot.
    .rule = A shot is dodged with a dodge card (Missed!, Return Fire) or as an ability allows.
refusal-not_a_shot_card = { $card } does not bear the shot icon.
    .rule = Duel and Indians! are answered with cards bearing the shot icon only.
refusal-extra_card_owed = { $player } must discard one more card, or take the hit.
    .rule = Against Tex Killer's BANG! cards, one more card of any kind must be discarded.
refusal-nothing_to_use = { $card } gives { $player } nothing to use during a turn.
    .rule = Only a card or character with an ability to use may be used.
refusal-katie_equipment = Cattle Katie can only discard an equipment card of hers in play that is not always active.
    .rule = Cattle Katie discards one of her equipment cards in play that is not always active.
refusal-other_choice = { $player } has the choice of { $card } to make first, not { $used } to use.
    .rule = A choice a card leaves is made before anything else.
refusal-stetson_only = Against a shot { $player } can use a Stetson in play, not { $card }.
    .rule = Against a shot, the one card used from play is a Stetson; dodges come from the hand.
refusal-not_carried = { $fighter } carries no { $card } in play.
    .rule = A Stetson dodges from play, carried by the character shot; not from the hand.
refusal-beer_on_own_turn = { $player } may drink a Beer only during their own turn.
    .rule = In BANG! Duel a Beer is never played out of turn.
refusal-nothing_to_copy = The top of the discard pile is no action card Pearl Hat can copy.
    .rule = Pearl Hat copies the action card on top of the discard pile, but not Missed! or Return Fire.
refusal-hand_not_empty = { $player } still has cards in hand.
    .rule = Babe Leroy draws only with an empty hand.

## what a Duel is waiting for, the $waiting_for of wrong_moment

refusal-duel-waiting-start = the choice of the active character
refusal-duel-waiting-enter = the next character from the reserve
refusal-duel-waiting-choose = a choice
refusal-duel-waiting-pick = a card to pick

## what a revealed Duel card lacks, the $missing of reveal_incomplete

refusal-duel-missing-symbol = symbol
refusal-duel-missing-name = name
