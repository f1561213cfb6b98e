# Why a BANG! Duel move is refused, in French (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## BANG! Duel's refused moves (the codes both games share are in refusals.ftl)

refusal-duel_corrections = En Duel, seuls les points de vie d'un personnage et le nombre de cartes en main se corrigent.
refusal-duel_unseen_only = { $player } n'a que { $unseen ->
        [one] { $unseen } carte inconnue
       *[other] { $unseen } cartes inconnues
    } : une carte déjà vue quitte la main quand elle est jouée.
refusal-correction_duel_life = { $target } aurait { $life } points de vie : une correction reste entre 1 et { $most } (entrez le coup qui ôte le dernier point).
refusal-no_such_character = { $target } n'est pas un personnage en jeu.
refusal-needs_character = { $card } doit viser un personnage.
refusal-not_a_target = { $card } ne peut pas être jouée sur { $target }.
refusal-bang_limit = { $player } a déjà joué sa carte BANG! ce tour-ci.
refusal-token_already_moved = { $player } a déjà déplacé son jeton PA ce tour-ci.
refusal-single_character = Il ne reste qu'un seul personnage à { $player }.
refusal-reload_locked = Les deux camps ont encore deux personnages : { $card } ne peut pas encore être rechargée.
refusal-not_reloadable = { $player } ne peut pas recharger { $card }.
refusal-once_per_turn = { $player } a déjà utilisé { $card } ce tour-ci.
refusal-ability_asleep = { $card } n'est pas actif pour { $player } en ce moment.
refusal-not_in_reserve = { $card } n'est pas dans la réserve de { $player }.
refusal-no_such_card = Aucune carte du jeu ne correspond à { $card }.
refusal-no_copy_left = Chaque exemplaire de { $card } est déjà visible ailleurs.
refusal-not_a_dodge = { $card } n'esquive pas ce tir.
refusal-not_a_shot_card = { $card } ne porte pas le symbole de tir.
refusal-extra_card_owed = { $player } doit défausser une carte de plus, ou encaisser le tir.
refusal-nothing_to_use = { $card } ne donne rien à utiliser à { $player } pendant un tour.
refusal-katie_equipment = Cattle Katie ne peut défausser qu'un de ses Équipements en jeu qui n'est pas toujours actif.
refusal-other_choice = { $player } doit d'abord faire le choix de { $card }, pas utiliser { $used }.
refusal-stetson_only = Contre un tir, { $player } peut utiliser un Stetson en jeu, pas { $card }.
refusal-not_carried = { $fighter } ne porte pas de { $card } en jeu.
refusal-beer_on_own_turn = { $player } ne peut boire une Bière que pendant son propre tour.
refusal-nothing_to_copy = Le haut de la défausse n'est pas une carte Action que Pearl Hat peut copier.
refusal-hand_not_empty = { $player } a encore des cartes en main.

## what a Duel is waiting for, the $waiting_for of wrong_moment

refusal-duel-waiting-start = le choix du personnage actif
refusal-duel-waiting-enter = le personnage suivant de la réserve
refusal-duel-waiting-choose = un choix
refusal-duel-waiting-pick = le choix d'une carte

## what a revealed Duel card lacks, the $missing of reveal_incomplete

refusal-duel-missing-symbol = le symbole
refusal-duel-missing-name = le nom
