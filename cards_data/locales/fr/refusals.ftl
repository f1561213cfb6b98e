# Why a BANG! move is refused, in French (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## refused moves: refusal-<code>, the code check --json prints; .rule, the rule broken

refusal-game_over = La partie est terminée.
refusal-unknown_player = Aucun joueur ne s'appelle { $player } à cette table.
refusal-player_dead = { $player } n'est plus en jeu.
refusal-not_your_decision = La partie attend { $waiting }, pas { $player }.
refusal-wrong_moment = { $player } ne peut pas faire cela maintenant : la partie attend { $waiting_for }.
refusal-not_in_hand = { $player } n'a pas de carte { $card } en main.
refusal-needs_target = { $card } doit viser un joueur.
refusal-no_target_needed = { $card } ne se joue pas sur un joueur.
refusal-target_self = { $player } ne peut pas jouer { $card } sur soi-même.
refusal-out_of_range = { $target } est à distance { $distance } ; { $player } tire à { $reach } au plus avec son arme ({ $weapon }).
refusal-too_far = { $target } est à distance { $distance } ; { $card } n'atteint que la distance 1.
refusal-one_bang_per_turn = { $player } a déjà joué un BANG! ce tour-ci.
refusal-same_card_in_play = { $target } a déjà { $card } en jeu.
refusal-jail_on_sheriff = { $target } est le Shérif : jamais en { $card }.
refusal-no_such_card_in_play = { $target } n'a pas de { $card } en jeu.
refusal-empty_hand = { $target } n'a pas de cartes en main.
refusal-needs_target_card = Quelle carte de { $target } ? Nommez une carte en jeu, ou « hand ».
refusal-response_only = { $card } ne se joue que pour esquiver un tir.
refusal-wrong_answer = { $card } ne répond pas à { $attack }.
refusal-beer_out_of_turn = Hors de son tour, { $player } ne boit une Bière que pour sauver sa vie.
refusal-beer_two_players = À deux joueurs, la Bière ne sauve plus personne.
refusal-no_barrel = { $player } n'a pas de { $reason } pour dégainer.
refusal-barrel_only_against_shots = { $reason } ne dégaine que contre un tir (BANG!, Gatling), pas contre { $attack }.
refusal-check_used = { $player } a déjà dégainé pour { $reason } contre ce tir.
refusal-ability_not_yours = { $player } n'a pas cette capacité de personnage.
refusal-nothing_to_draw_from = { $player } ne peut pas piocher là : il n'y a aucune carte.
refusal-not_discard_top = { $card } ne peut pas être la carte du dessus de la défausse.
refusal-hand_within_limit = { $player } a { $hand } cartes et peut en garder { $limit } : rien à défausser.
refusal-not_on_display = { $card } ne fait pas partie des cartes exposées.
refusal-reveal_not_needed = Aucune carte n'est à révéler maintenant.
refusal-reveal_incomplete = Indiquez { $missing } de la carte révélée.
refusal-not_in_deck = Aucune carte { $card } du paquet ne porte { $index }.
refusal-already_seen = { $card } est déjà { $where } : le paquet n'en a pas d'autre.
refusal-already_held = { $card } est déjà chez { $target } : le paquet n'en a pas d'autre.
refusal-reveal_contradicts = La carte du dessus est connue : { $known }.
refusal-role_impossible = { $player } ne peut pas être { $role } : ce rôle n'est plus disponible.
refusal-sid_two_cards = { $player } défausse exactement deux cartes pour un point de vie, pas { $count }.
refusal-sid_full_life = { $player } a déjà le maximum de points de vie.
refusal-kit_keeps_two = { $player } garde deux des trois cartes piochées, pas { $count }.
refusal-not_drawn = { $card } ne fait pas partie des cartes piochées par { $player }.
refusal-choose_a_flipped_card = { $player } choisit une des cartes retournées : { $cards }.
refusal-correction_changes_nothing = Cette correction ne change rien.
refusal-correction_life_range = { $player } aurait { $life } points de vie : ils restent entre 0 et { $most }.
refusal-correction_hand_count = { $player } ne peut pas avoir { $count } cartes en main : { $most } au plus.
refusal-correction_unseen_only = { $player } n'a que { $unseen ->
        [one] { $unseen } carte inconnue
       *[other] { $unseen } cartes inconnues
    } : déplacez les autres par leur nom.
refusal-correction_place_empty = Il n'y a pas de carte { $place }.
refusal-correction_not_there = Il n'y a pas de { $card } { $place }.
refusal-correction_bad_place = Aucune carte ne peut être à « { $pile } ».
refusal-correction_needs_name = Nommez la carte qui entre en jeu.
refusal-correction_not_blue = { $card } ne reste pas en jeu.
refusal-correction_second_weapon = { $target } a déjà { $weapon } en jeu : retirez-la d'abord.
refusal-correction_sheriff_role = { $player } est le Shérif, connu dès le début.
refusal-correction_role_awaited = Donnez d'abord le rôle de { $player }.

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
