# The command line's words, in French (read by cards_data/sentences.py): `bang-companion`'s
# help and messages, in the language of --lang where a command has it, else the system's.
# Every id exists in every language folder with the same variables.

## bang-companion, the app

cli-description = Arbitre et compagnon d'une table qui joue à BANG! avec un vrai paquet.
cli-usage_mistake = { $prog } : { $message } (voir : { $prog } --help)
cli-app_options = l'application (sans COMMAND)
cli-lang = langue de l'application (par défaut : la dernière choisie, sinon celle du système, sinon en)
cli-data_dir = dossier des parties enregistrées (par défaut : ${ $variable } ou le dossier de données de l'utilisateur)
cli-demo_camera = lire les cartes dégainées dans la source de démonstration fournie, pas une webcam
cli-no_camera = taper chaque carte dégainée
cli-seed = graine des personnages tirés au hasard
cli-camera = lire une carte avec la webcam : read, watch, learn
cli-bad_data_dir = bang-companion : --data-dir { $folder } : { $why }
cli-not_a_folder = ce n'est pas un dossier
cli-cannot_create = impossible à créer ({ $why })
cli-cannot_write = impossible d'y écrire
cli-broken_data = bang-companion : les données des cartes sont abîmées : { $error }

## bang-companion rules

rules-help = chercher une carte, un personnage ou un rôle par son nom
rules-query = un nom en français, italien, néerlandais ou anglais
rules-lang = langue de la réponse
rules-game = le jeu joué : ses fiches viennent en premier

## bang-companion deck

deck-help = lister chaque carte physique d'un jeu
deck-json = sortie lisible par une machine
deck-count = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }

## bang-companion check

check-help = rejouer les coups d'un scénario selon les règles
check-lang = langue des messages
check-failed = bang-companion check : { $error }
# The verdicts "ok" and "REFUSED" read the same in every language: scripts look for them.
check-ok = ok
check-refused = REFUSED [{ $code }] { $message }
check-player = { $name } { $character }{ $role } vie { $life }/{ $most }  main { $hand }  en jeu : { $in_play }{ $status }
check-eliminated = (hors jeu)
check-turn = tour : { $player } ({ $phase }) ; en attente : { $decision }
check-turn_by = tour : { $player } ({ $phase }) ; en attente : { $decision } par { $waiting }
check-winner = gagnant : { $winner }

## bang-companion simulate

simulate-help = jouer des parties à information complète entre robots
simulate-players = p. ex. 7 ou 4-7
simulate-game = duel ne tient pas compte de --players
simulate-check_all = vérifier les invariants après chaque coup (par défaut : un sur { $every })
simulate-not_a_count = « { $text } » n'est pas un nombre de joueurs comme 5 ou 4-7
simulate-player_count = BANG! se joue de 4 à 7 joueurs
simulate-too_many_games = bang-companion simulate : --games va de 1 à { $most }
simulate-finished = parties terminées : { $finished }/{ $games }
simulate-wins = victoires : { $wins }
simulate-moves = coups par partie : { $moves }
simulate-breaks = invariants violés : { $breaks }
simulate-speed = parties par seconde : { $speed }

## bang-companion serve

serve-help = servir l'application comme page web (pour tablettes et téléphones : --lan)
serve-description = Sert le compagnon comme page web. Sans --lan seule cette machine peut l'ouvrir ; avec --lan, les appareils du réseau local entrent par un lien secret, affiché en code QR.
serve-port = port TCP (par défaut { $port } ; 0 : n'importe lequel de libre)
serve-lan = servir sur l'adresse réseau local de la machine ; seul le lien secret (code QR) permet d'entrer
serve-host = l'adresse où servir, au lieu de celle trouvée (avec --lan : toute adresse, le lien secret reste exigé ; sans : une adresse de bouclage seulement)
serve-qr_png = enregistrer aussi le code QR en PNG
serve-max_devices = appareils à la table en même temps, chacun un processus de l'application ici (par défaut { $most }) ; le suivant apprend que la table est complète
serve-app_options = l'application sur chaque appareil
serve-data_dir = le dossier de la base de parties qu'ils partagent
serve-lang = sa langue
serve-demo_camera = lire les cartes dégainées dans la source de démonstration fournie, pas la webcam
serve-failed = bang-companion serve : { $message }
serve-bad_port = --port { $port } : un port est un nombre de 0 à 65535
serve-bad_max_devices = --max-devices { $most } : au moins un appareil doit pouvoir entrer
serve-no_address = aucune adresse réseau trouvée : connectez cette machine au Wi-Fi de la table, ou donnez son adresse avec --host
serve-host_not_loopback = --host { $host } laisserait entrer le réseau sans le lien secret : ajoutez --lan pour servir d'autres appareils
serve-folder_not_created = le dossier de données { $folder } ne peut pas être créé : { $why }
serve-qr_not_saved = le code QR ne peut pas être enregistré : { $why }
serve-qr_not_png = { $path } : le code QR est écrit en PNG, le nom doit donc finir par .png
serve-qr_no_folder = { $path } : ce dossier n'existe pas
serve-qr_write_failed = { $path } : le fichier n'a pas pu être écrit ({ $why })
serve-qr_saved = Code QR enregistré dans { $path }
serve-ready = Les parties sont enregistrées dans { $folder }. Ctrl+C pour arrêter.
serve-served_at = Compagnon de table BANG!, servi à :
serve-scan = Scannez ce code avec une tablette ou un téléphone du même réseau :
serve-only_link = Seul ce lien permet d'entrer ; il change à chaque lancement de `serve`.
serve-other_addresses = Autres adresses de cette machine (avec --host) : { $addresses }
serve-local_only = Seule cette machine peut l'ouvrir. Pour tablettes et téléphones : bang-companion serve --lan

## why `serve` cannot listen where it was asked to

serve-unknown_host = { $host } n'est pas une adresse connue : vérifiez --host
serve-port_in_use = le port { $port } est déjà pris sur { $host } : choisissez-en un autre avec --port
serve-not_this_machine = { $host } n'est pas une adresse de cette machine : vérifiez --host
serve-port_needs_rights = le port { $port } demande les droits d'administrateur : choisissez-en un au-dessus de 1023 avec --port
serve-cannot_listen = impossible d'écouter sur { $host }:{ $port } : { $why }
