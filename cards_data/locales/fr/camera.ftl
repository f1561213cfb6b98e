# The camera's words, in French (read by cards_data/sentences.py): `bang-companion camera`'s
# help and messages, and why a read is unsure (the camera gives a code: camera/unsure.py).
# Every id exists in every language folder with the same variables.

## bang-companion camera read | watch | learn

camera_cli-description = Lire avec une webcam les cartes dégainées.
camera_cli-read = lire des photos de cartes
camera_cli-json = un objet JSON par ligne
camera_cli-watch = afficher chaque lecture stable d'une caméra, d'une vidéo ou d'un dossier d'images
camera_cli-cards_seen = 2 pour Lucky Duke
camera_cli-learn = s'étalonner sur votre propre paquet
camera_cli-symbols = symboles du Duel à montrer, dans l'ordre (vide : aucun)
camera_cli-cards_shown = cartes de BANG! à montrer après les symboles, par exemple 'Q hearts,10 spades'
camera_cli-out = fichier des modèles (par défaut { $path }) ; ce qu'il contient reste, sauf les symboles et cartes montrés à nouveau
camera_cli-examples = les exemples du paquet, où s'ajoutent les cartes montrées (par défaut { $path })
camera_cli-expect = ce que montrent les cartes : bang (l'indice du paquet BANG!, en bas à gauche de son cadre), index (n'importe quel jeu de cartes) ou symbol (BANG! Duel) ; par défaut : un indice ou un symbole
camera_cli-lang = langue des messages
camera_cli-device = numéro de la webcam (par défaut 0)
camera_cli-video = fichier vidéo
camera_cli-images = dossier d'images, lues dans l'ordre de leurs noms
camera_cli-demo = le clip de synthèse fourni
camera_cli-source_camera = caméra { $device }
camera_cli-source_video = vidéo { $name }
camera_cli-source_images = dossier d'images { $path }
camera_cli-source_demo = le clip de démonstration
camera_cli-unavailable_not_found = caméra indisponible : { $source } introuvable
camera_cli-unavailable_busy = caméra indisponible : { $source } est occupée ou ne donne pas d'image (un autre programme l'utilise ?)
camera_cli-unavailable_unplugged = caméra indisponible : { $source } n'envoie plus d'images (débranchée ?)
camera_cli-unavailable_unreadable = caméra indisponible : { $source } ne donne aucune image
camera_cli-watching = observation de { $source } (Ctrl-C pour arrêter)
camera_cli-watching_sized = observation de { $source }, images de { $width }x{ $height } (Ctrl-C pour arrêter)
camera_cli-small_pictures = remarque : cette caméra donne des images de { $got }, pas de { $asked } : approchez la carte
camera_cli-symbols_unlearnt = remarque : les symboles du Duel de votre paquet n'ont jamais été appris (lancez : camera learn) ; une lecture peut nommer le mauvais symbole
camera_cli-read_of = { $image } : { $read }
camera_cli-unsure = incertain ({ $why })
camera_cli-symbol = { $symbol } ({ $confidence })
camera_cli-card = { $rank }{ $sign } { $rank } de { $suit } ({ $confidence })
camera_cli-suit_only = { $suit }, valeur illisible ({ $confidence })
camera_cli-learn_mistake = camera learn : { $mistake }
camera_cli-unknown_symbols = { $n ->
        [one] symbole inconnu : { $unknown } (connus : { $known })
       *[other] symboles inconnus : { $unknown } (connus : { $known })
    }
camera_cli-not_a_card = pas une carte : { $card } (essayez 'Q hearts' ou '10 spades')
camera_cli-failed_no_symbol = échec de l'étalonnage : aucun symbole trouvé dans les coins de la carte ; tenez-la à plat et plus près
camera_cli-failed_no_index = échec de l'étalonnage : aucun indice trouvé dans les coins de la carte ; tenez-la à plat et plus près
camera_cli-failed_no_pictures = échec de l'étalonnage : plus d'images avant qu'une carte soit vue nettement
camera_cli-saved = modèles enregistrés dans { $path }
camera_cli-examples_added = { $n ->
        [one] { $n } carte ajoutée aux exemples du paquet dans { $path }
       *[other] { $n } cartes ajoutées aux exemples du paquet dans { $path }
    }

## Why a read is unsure (camera_unsure-<code>, the codes of camera/unsure.py)

camera_unsure-not_an_image = pas une image
camera_unsure-no_card = aucune carte en vue
camera_unsure-other_card_around = symbole peu clair (la carte autour se lit autrement)
camera_unsure-no_index = aucun indice trouvé sur la carte
camera_unsure-no_symbol = aucun symbole trouvé sur la carte
camera_unsure-no_index_or_symbol = ni indice ni symbole trouvé sur la carte
camera_unsure-symbol_unreadable = symbole illisible
camera_unsure-indexes_disagree = les deux indices de la carte ne concordent pas
camera_unsure-index_unclear = indice peu clair (peut-être { $rank } de { $suit })
camera_unsure-symbol_unclear = symbole peu clair (peut-être { $symbol } ou { $other })
camera_unsure-examples_disagree = les cartes du paquet lui-même la lisent autrement
camera_unsure-no_such_copy = l'indice se lit { $index }, qu'aucune carte { $kind } ne porte
camera_unsure-of_kind = { $why } ; une carte { $kind }
camera_unsure-not_a_file = pas un fichier
camera_unsure-file_not_found = fichier introuvable
camera_unsure-cannot_read = illisible ({ $why })
camera_unsure-file_too_large = fichier trop gros : plus de { $mb } Mo
camera_unsure-too_small = trop petite : { $width }x{ $height } pixels, au moins { $least } dans chaque sens
camera_unsure-too_large = trop grande : { $width }x{ $height } pixels, au plus { $most } mégapixels
