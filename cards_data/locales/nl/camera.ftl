# The camera's words, in Dutch (read by cards_data/sentences.py): `bang-companion camera`'s
# help and messages, and why a read is unsure (the camera gives a code: camera/unsure.py).
# Every id exists in every language folder with the same variables.

## bang-companion camera read | watch | learn

camera_cli-description = Getrokken kaarten lezen met een webcam.
camera_cli-read = foto's van kaarten lezen
camera_cli-json = één JSON-object per regel
camera_cli-watch = elke stabiele lezing tonen van een camera, een video of een map met beelden
camera_cli-cards_seen = 2 voor Lucky Duke
camera_cli-learn = ijken op je eigen stapel
camera_cli-symbols = symbolen van het Duel om te tonen, op volgorde (leeg: geen)
camera_cli-cards_shown = BANG!-kaarten om na de symbolen te tonen, bijvoorbeeld 'Q hearts,10 spades'
camera_cli-out = bestand met sjablonen (standaard { $path }); wat erin staat blijft, behalve de symbolen en kaarten die opnieuw getoond worden
camera_cli-examples = de voorbeelden van de stapel, waar de getoonde kaarten bij komen (standaard { $path })
camera_cli-expect = wat de kaarten tonen: bang (de index van de BANG!-stapel, linksonder in de rand), index (elke stapel speelkaarten) of symbol (BANG! Duel); standaard: een index of een symbool
camera_cli-lang = taal van de berichten
camera_cli-device = nummer van de webcam (standaard 0)
camera_cli-video = videobestand
camera_cli-images = map met beelden, gelezen op volgorde van naam
camera_cli-demo = de meegeleverde nagemaakte clip
camera_cli-source_camera = camera { $device }
camera_cli-source_video = video { $name }
camera_cli-source_images = map met beelden { $path }
camera_cli-source_demo = de democlip
camera_cli-unavailable_not_found = camera niet beschikbaar: { $source } niet gevonden
camera_cli-unavailable_busy = camera niet beschikbaar: { $source } is bezet of geeft geen beeld (misschien gebruikt een ander programma hem)
camera_cli-unavailable_unplugged = camera niet beschikbaar: { $source } stuurt geen beelden meer (losgekoppeld?)
camera_cli-unavailable_unreadable = camera niet beschikbaar: { $source } geeft geen beelden
camera_cli-watching = { $source } bekijken (Ctrl-C om te stoppen)
camera_cli-watching_sized = { $source } bekijken, beelden van { $width }x{ $height } (Ctrl-C om te stoppen)
camera_cli-small_pictures = let op: deze camera geeft beelden van { $got }, niet van { $asked }: houd de kaart dichterbij
camera_cli-symbols_unlearnt = let op: de Duel-symbolen van je stapel zijn nooit geleerd (voer uit: camera learn); een lezing kan het verkeerde symbool noemen
camera_cli-read_of = { $image }: { $read }
camera_cli-unsure = onzeker ({ $why })
camera_cli-symbol = { $symbol } ({ $confidence })
camera_cli-card = { $rank }{ $sign } { $suit } { $rank } ({ $confidence })
camera_cli-suit_only = { $suit }, waarde onleesbaar ({ $confidence })
camera_cli-learn_mistake = camera learn: { $mistake }
camera_cli-unknown_symbols = { $n ->
        [one] onbekend symbool: { $unknown } (bekend: { $known })
       *[other] onbekende symbolen: { $unknown } (bekend: { $known })
    }
camera_cli-not_a_card = geen kaart: { $card } (probeer 'Q hearts' of '10 spades')
camera_cli-failed_no_symbol = ijken mislukt: geen symbool gevonden in de hoeken van de kaart; houd ze plat en dichterbij
camera_cli-failed_no_index = ijken mislukt: geen index gevonden in de hoeken van de kaart; houd ze plat en dichterbij
camera_cli-failed_no_pictures = ijken mislukt: de beelden waren op voordat een kaart duidelijk te zien was
camera_cli-saved = sjablonen bewaard in { $path }
camera_cli-examples_added = { $n ->
        [one] { $n } kaart toegevoegd aan de voorbeelden van de stapel in { $path }
       *[other] { $n } kaarten toegevoegd aan de voorbeelden van de stapel in { $path }
    }

## Why a read is unsure (camera_unsure-<code>, the codes of camera/unsure.py)

camera_unsure-not_an_image = geen afbeelding
camera_unsure-no_card = geen kaart in beeld
camera_unsure-other_card_around = symbool onduidelijk (de kaart eromheen leest anders)
camera_unsure-no_index = geen index gevonden op de kaart
camera_unsure-no_symbol = geen symbool gevonden op de kaart
camera_unsure-no_index_or_symbol = geen index of symbool gevonden op de kaart
camera_unsure-symbol_unreadable = symbool onleesbaar
camera_unsure-indexes_disagree = de twee indexen van de kaart spreken elkaar tegen
camera_unsure-index_unclear = index onduidelijk (misschien { $suit } { $rank })
camera_unsure-symbol_unclear = symbool onduidelijk (misschien { $symbol } of { $other })
camera_unsure-examples_disagree = de eigen kaarten van de stapel lezen haar anders
camera_unsure-no_such_copy = de index leest { $index }, wat geen enkele { $kind }-kaart draagt
camera_unsure-of_kind = { $why }; een { $kind }-kaart
camera_unsure-not_a_file = geen bestand
camera_unsure-file_not_found = bestand niet gevonden
camera_unsure-cannot_read = onleesbaar ({ $why })
camera_unsure-file_too_large = bestand te groot: meer dan { $mb } MB
camera_unsure-too_small = te klein: { $width }x{ $height } pixels, minstens { $least } in elke richting
camera_unsure-too_large = te groot: { $width }x{ $height } pixels, hoogstens { $most } megapixels
