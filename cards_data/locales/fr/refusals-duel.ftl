# Why a BANG! Duel move is refused, in French (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## BANG! Duel's refused moves (the codes both games share are in refusals.ftl)

refusal-duel_corrections = En Duel, seuls les points de vie d'un personnage et le nombre de cartes en main se corrigent.
    .rule = Au Duel, l'arbitre corrige les points de vie et le nombre de cartes en main.
refusal-duel_unseen_only = { $player } n'a que { $unseen ->
        [one] { $unseen } carte inconnue
       *[other] { $unseen } cartes inconnues
    } : une carte déjà vue quitte la main quand elle est jouée.
    .rule = Un nombre de cartes en main ne baisse que de cartes jamais vues ; une carte que la table a vue part quand elle est jouée.
refusal-correction_duel_life = { $target } aurait { $life } points de vie : une correction reste entre 1 et { $most } (entrez le coup qui ôte le dernier point).
    .rule = Une correction garde un personnage en jeu : il tombe par le coup qui l'abat.
refusal-no_such_character = { $target } n'est pas un personnage en jeu.
    .rule = Les cartes se jouent sur des personnages en jeu.
refusal-needs_character = { $card } doit viser un personnage.
    .rule = Cette carte se joue sur un personnage.
refusal-not_a_target = { $card } ne peut pas être jouée sur { $target }.
    .rule = Les cartes BANG! n'atteignent que le personnage actif adverse ; les cartes action, n'importe qui sauf le remplaçant adverse ; l'équipement, votre propre remplaçant ou le personnage actif adverse.
refusal-bang_limit = { $player } a déjà joué sa carte BANG! ce tour-ci.
    .rule = Une carte BANG! par tour (plus avec un Ceinturon, West Harding ou The Man with No Name).
refusal-token_already_moved = { $player } a déjà déplacé son jeton PA ce tour-ci.
    .rule = Le jeton actif se déplace au plus une fois par phase de jeu.
refusal-single_character = Il ne reste qu'un seul personnage à { $player }.
    .rule = Un survivant seul est à la fois le personnage actif et le remplaçant : il n'y a rien à échanger.
refusal-reload_locked = Les deux camps ont encore deux personnages : { $card } ne peut pas encore être rechargée.
    .rule = On ne recharge des cartes qu'une fois qu'un camp n'a plus qu'un personnage.
refusal-not_reloadable = { $player } ne peut pas recharger { $card }.
    .rule = Seules les cartes à l'icône de rechargement, de la main ou du personnage actif, se rechargent.
refusal-once_per_turn = { $player } a déjà utilisé { $card } ce tour-ci.
    .rule = Ce pouvoir ne sert qu'une fois par tour.
refusal-ability_asleep = { $card } n'est pas actif pour { $player } en ce moment.
    .rule = Seuls le pouvoir et les cartes du personnage actif agissent, sauf s'ils sont toujours actifs ou visés.
refusal-not_in_reserve = { $card } n'est pas dans la réserve de { $player }.
    .rule = Les personnages entrent en jeu depuis la réserve de leur camp.
refusal-no_such_card = Aucune carte du jeu ne correspond à { $card }.
    .rule = Une carte révélée est une des 80 cartes du jeu.
refusal-no_copy_left = Chaque exemplaire de { $card } est déjà visible ailleurs.
    .rule = On ne peut nommer une carte que tant qu'un exemplaire jamais vu peut en exister.
refusal-not_a_dodge = { $card } n'esquive pas ce tir.
    .rule = On esquive un tir avec une carte d'esquive (Manqué !, Riposte) ou comme un pouvoir le permet.
refusal-not_a_shot_card = { $card } ne porte pas le symbole de tir.
    .rule = On ne répond au Duel et aux Indiens ! qu'avec des cartes à l'icône de tir.
refusal-extra_card_owed = { $player } doit défausser une carte de plus, ou encaisser le tir.
    .rule = Contre les cartes BANG! de Tex Killer, il faut défausser une carte de plus, de n'importe quel type.
refusal-nothing_to_use = { $card } ne donne rien à utiliser à { $player } pendant un tour.
    .rule = Seule une carte ou un personnage qui a un pouvoir à utiliser peut servir.
refusal-katie_equipment = Cattle Katie ne peut défausser qu'un de ses Équipements en jeu qui n'est pas toujours actif.
    .rule = Cattle Katie défausse une de ses cartes d'équipement en jeu qui n'est pas toujours active.
refusal-other_choice = { $player } doit d'abord faire le choix de { $card }, pas utiliser { $used }.
    .rule = Un choix que laisse une carte se fait avant toute autre chose.
refusal-stetson_only = Contre un tir, { $player } peut utiliser un Stetson en jeu, pas { $card }.
    .rule = Contre un tir, la seule carte utilisée depuis le jeu est un Stetson ; les esquives viennent de la main.
refusal-not_carried = { $fighter } ne porte pas de { $card } en jeu.
    .rule = Un Stetson esquive depuis le jeu, porté par le personnage visé ; pas depuis la main.
refusal-beer_on_own_turn = { $player } ne peut boire une Bière que pendant son propre tour.
    .rule = Au BANG! Duel, la Bière ne se joue jamais hors de son tour.
refusal-nothing_to_copy = Le haut de la défausse n'est pas une carte Action que Pearl Hat peut copier.
    .rule = Pearl Hat copie la carte action du dessus de la défausse, mais pas Manqué ! ni Riposte.
refusal-hand_not_empty = { $player } a encore des cartes en main.
    .rule = Babe Leroy ne pioche qu'avec une main vide.

## what a Duel is waiting for, the $waiting_for of wrong_moment

refusal-duel-waiting-start = le choix du personnage actif
refusal-duel-waiting-enter = le personnage suivant de la réserve
refusal-duel-waiting-choose = un choix
refusal-duel-waiting-pick = le choix d'une carte

## what a revealed Duel card lacks, the $missing of reveal_incomplete

refusal-duel-missing-symbol = le symbole
refusal-duel-missing-name = le nom
