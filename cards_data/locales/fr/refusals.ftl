# Why a BANG! move is refused, in French (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## refused moves: refusal-<code>, the code check --json prints; .rule, the rule broken

refusal-game_over = La partie est terminée.
    .rule = La partie est terminée.
refusal-unknown_player = Aucun joueur ne s'appelle { $player } à cette table.
    .rule = Les coups nomment des joueurs de cette table.
refusal-player_dead = { $player } n'est plus en jeu.
    .rule = Les joueurs éliminés ne prennent plus part à la partie.
refusal-not_your_decision = La partie attend { $waiting }, pas { $player }.
    .rule = Seul le joueur dont on attend la décision peut jouer.
refusal-wrong_moment = { $player } ne peut pas faire cela maintenant : la partie attend { $waiting_for }.
    .rule = Chaque coup a son moment dans le tour.
refusal-not_in_hand = { $player } n'a pas de carte { $card } en main.
    .rule = On ne joue que des cartes de sa main.
refusal-needs_target = { $card } doit viser un joueur.
    .rule = Cette carte se joue sur un autre joueur.
refusal-no_target_needed = { $card } ne se joue pas sur un joueur.
    .rule = Cette carte ne vise personne.
refusal-target_self = { $player } ne peut pas jouer { $card } sur soi-même.
    .rule = On ne peut pas se viser soi-même.
refusal-out_of_range = { $target } est à distance { $distance } ; { $player } tire à { $reach } au plus avec son arme ({ $weapon }).
    .rule = Un BANG! atteint les joueurs à portée de votre arme.
refusal-too_far = { $target } est à distance { $distance } ; { $card } n'atteint que la distance 1.
    .rule = Braquage ! n'atteint que les joueurs à distance 1 ; les armes ne comptent pas.
refusal-one_bang_per_turn = { $player } a déjà joué un BANG! ce tour-ci.
    .rule = Une seule carte BANG! par tour (sauf avec Volcanic ou Willy the Kid).
refusal-same_card_in_play = { $target } a déjà { $card } en jeu.
    .rule = Personne ne peut avoir en jeu deux cartes du même nom.
refusal-jail_on_sheriff = { $target } est le Shérif : jamais en { $card }.
    .rule = Le Shérif ne peut pas être mis en Prison.
refusal-no_such_card_in_play = { $target } n'a pas de { $card } en jeu.
    .rule = Seules les cartes vraiment en jeu peuvent être prises ou défaussées.
refusal-empty_hand = { $target } n'a pas de cartes en main.
    .rule = Il faut une carte à prendre.
refusal-needs_target_card = Quelle carte de { $target } ? Nommez une carte en jeu, ou « hand ».
    .rule = Dites quelle carte : une carte en jeu, ou 'hand' pour une carte au hasard.
refusal-response_only = { $card } ne se joue que pour esquiver un tir.
    .rule = Raté ! ne se joue que contre un tir.
refusal-wrong_answer = { $card } ne répond pas à { $attack }.
    .rule = Chaque attaque a ses propres réponses.
refusal-beer_out_of_turn = Hors de son tour, { $player } ne boit une Bière que pour sauver sa vie.
    .rule = Hors de son tour, la Bière ne se joue que contre un coup mortel.
refusal-beer_two_players = À deux joueurs, la Bière ne sauve plus personne.
    .rule = La Bière ne soigne personne quand il ne reste que deux joueurs.
refusal-no_barrel = { $player } n'a pas de { $reason } pour dégainer.
    .rule = Dégainer contre un tir demande une Planque en jeu (ou Jourdonnais).
refusal-barrel_only_against_shots = { $reason } ne dégaine que contre un tir (BANG!, Gatling), pas contre { $attack }.
    .rule = La Planque, et le pouvoir de Jourdonnais, ne font dégainer que contre un tir (BANG!, Gatling).
refusal-check_used = { $player } a déjà dégainé pour { $reason } contre ce tir.
    .rule = Chaque Planque fait dégainer une fois par tir.
refusal-ability_not_yours = { $player } n'a pas cette capacité de personnage.
    .rule = Seul le personnage qui a un pouvoir peut s'en servir.
refusal-nothing_to_draw_from = { $player } ne peut pas piocher là : il n'y a aucune carte.
    .rule = La source de la pioche doit avoir des cartes.
refusal-not_discard_top = { $card } ne peut pas être la carte du dessus de la défausse.
    .rule = Pedro Ramirez prend la carte du dessus de la défausse.
refusal-hand_within_limit = { $player } a { $hand } cartes et peut en garder { $limit } : rien à défausser.
    .rule = On ne défausse que jusqu'à sa limite de main.
refusal-not_on_display = { $card } ne fait pas partie des cartes exposées.
    .rule = Choisissez une carte qui est étalée.
refusal-reveal_not_needed = Aucune carte n'est à révéler maintenant.
    .rule = On ne révèle des cartes que quand un dégainer ou un étalage en demande une.
refusal-reveal_incomplete = Indiquez { $missing } de la carte révélée.
    .rule = Dégainer demande la couleur et la valeur ; un étalage, le nom de la carte.
refusal-not_in_deck = Aucune carte { $card } du paquet ne porte { $index }.
    .rule = Une carte jouée ou révélée doit être une des cartes du paquet.
refusal-already_seen = { $card } est déjà { $where } : le paquet n'en a pas d'autre.
    .rule = Chaque carte du paquet existe une fois : une carte vue ailleurs ne peut pas réapparaître.
refusal-already_held = { $card } est déjà chez { $target } : le paquet n'en a pas d'autre.
    .rule = Chaque carte du paquet existe une fois : une carte vue ailleurs ne peut pas réapparaître.
refusal-reveal_contradicts = La carte du dessus est connue : { $known }.
    .rule = La carte révélée doit s'accorder avec ce qu'on sait du paquet.
refusal-role_impossible = { $player } ne peut pas être { $role } : ce rôle n'est plus disponible.
    .rule = Les rôles suivent la table des rôles pour ce nombre de joueurs.
refusal-sid_two_cards = { $player } défausse exactement deux cartes pour un point de vie, pas { $count }.
    .rule = Sid Ketchum défausse deux cartes pour regagner un point de vie.
refusal-sid_full_life = { $player } a déjà le maximum de points de vie.
    .rule = Sid Ketchum ne se soigne que sous son maximum de vie.
refusal-kit_keeps_two = { $player } garde deux des trois cartes piochées, pas { $count }.
    .rule = Kit Carlson garde deux des trois cartes qu'il pioche et remet la troisième.
refusal-not_drawn = { $card } ne fait pas partie des cartes piochées par { $player }.
    .rule = Kit Carlson ne garde, ou ne remet, que des cartes qu'il a piochées.
refusal-choose_a_flipped_card = { $player } choisit une des cartes retournées : { $cards }.
    .rule = Lucky Duke choisit une des deux cartes qu'il a retournées.
refusal-correction_changes_nothing = Cette correction ne change rien.
    .rule = Une correction change la table.
refusal-correction_life_range = { $player } aurait { $life } points de vie : ils restent entre 0 et { $most }.
    .rule = Les points de vie restent entre 0 et le maximum du joueur.
refusal-correction_hand_count = { $player } ne peut pas avoir { $count } cartes en main : { $most } au plus.
    .rule = Une main tient des cartes de la pioche et de la défausse, pas plus.
refusal-correction_unseen_only = { $player } n'a que { $unseen ->
        [one] { $unseen } carte inconnue
       *[other] { $unseen } cartes inconnues
    } : déplacez les autres par leur nom.
    .rule = Un nombre de cartes en main ne baisse que de cartes jamais vues ; une carte connue se déplace par son nom.
refusal-correction_place_empty = Il n'y a pas de carte { $place }.
    .rule = Une carte se déplace depuis l'endroit où elle se trouve.
refusal-correction_not_there = Il n'y a pas de { $card } { $place }.
    .rule = Une carte se déplace depuis l'endroit où elle se trouve.
refusal-correction_bad_place = Aucune carte ne peut être à « { $pile } ».
    .rule = Les cartes sont en main, en jeu, sur la défausse ou sur la pioche.
refusal-correction_needs_name = Nommez la carte qui entre en jeu.
    .rule = Une carte en jeu est face visible : son nom est connu.
refusal-correction_not_blue = { $card } ne reste pas en jeu.
    .rule = Seules les cartes à bord bleu restent en jeu.
refusal-correction_second_weapon = { $target } a déjà { $weapon } en jeu : retirez-la d'abord.
    .rule = Un joueur a au plus une arme en jeu.
refusal-correction_sheriff_role = { $player } est le Shérif, connu dès le début.
    .rule = Le rôle du Shérif est montré dès le début.
refusal-correction_role_awaited = Donnez d'abord le rôle de { $player }.
    .rule = Un rôle que la partie attend se donne d'abord.

## what the game is waiting for, the $waiting_for of wrong_moment

refusal-waiting-draw = la pioche
refusal-waiting-play = une carte ou la fin du tour
refusal-waiting-discard = la défausse jusqu'à la limite
refusal-waiting-respond = une réponse à une attaque
refusal-waiting-dying = une Bière ou l'élimination
refusal-waiting-reveal = la carte révélée
refusal-waiting-pick = un choix au Magasin
refusal-waiting-put_back = les deux cartes que Kit Carlson garde
refusal-waiting-choose = la carte que choisit Lucky Duke
refusal-waiting-reveal_role = le rôle montré à l'élimination

## what a revealed card lacks, the $missing of reveal_incomplete

refusal-missing-index = la couleur et la valeur
refusal-missing-name = le nom

## where a card was already seen, the $where of already_seen

refusal-where-discard = dans la défausse
refusal-where-deck = dans la pioche
refusal-where-store = parmi les cartes du Magasin

## where a correction takes a card from, the $place of correction_not_there

refusal-place-hand = dans la main de { $player }
refusal-place-table = en jeu devant { $player }
refusal-place-discard = dans la défausse
refusal-place-deck = sur la pioche
