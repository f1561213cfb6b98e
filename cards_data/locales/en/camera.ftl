# The camera's words, in English (read by cards_data/sentences.py): `bang-companion camera`'s
# help and messages, and why a read is unsure (the camera gives a code: camera/unsure.py).
# Every id exists in every language folder with the same variables.

## bang-companion camera read | watch | learn

camera_cli-description = Read draw! cards with a webcam.
camera_cli-read = read card images
camera_cli-json = one JSON object per line
camera_cli-watch = print each stable read from a camera, video or image folder
camera_cli-cards_seen = 2 for Lucky Duke
camera_cli-learn = calibrate from your own deck
camera_cli-symbols = Duel symbols to show, in order (empty: none)
camera_cli-cards_shown = BANG! cards to show after the symbols, e.g. 'Q hearts,10 spades'
camera_cli-out = template file (default { $path }); what it holds stays, but for the symbols and cards shown again
camera_cli-examples = the deck's examples, where the cards shown are added (default { $path })
camera_cli-expect = what the cards show: bang (the BANG! deck's index, bottom-left on its frame), index (any deck of playing cards) or symbol (BANG! Duel); default: an index or a symbol
camera_cli-lang = language of messages
camera_cli-device = webcam index (default 0)
camera_cli-video = video file
camera_cli-images = folder of images, read in name order
camera_cli-demo = the bundled synthetic clip
camera_cli-source_camera = camera { $device }
camera_cli-source_video = video { $name }
camera_cli-source_images = image folder { $path }
camera_cli-source_demo = the demo clip
camera_cli-unavailable_not_found = camera unavailable: { $source } not found
camera_cli-unavailable_busy = camera unavailable: { $source } is busy or gives no picture (another program may be using it)
camera_cli-unavailable_unplugged = camera unavailable: { $source } stopped sending pictures (unplugged?)
camera_cli-unavailable_unreadable = camera unavailable: { $source } gives no pictures
camera_cli-watching = watching { $source } (Ctrl-C to stop)
camera_cli-watching_sized = watching { $source }, { $width }x{ $height } pictures (Ctrl-C to stop)
camera_cli-small_pictures = note: this camera gives { $got } pictures, not { $asked }: hold the card closer
camera_cli-symbols_unlearnt = note: your deck's Duel symbols were never learnt (run: camera learn); a read may name the wrong symbol
camera_cli-read_of = { $image }: { $read }
camera_cli-unsure = unsure ({ $why })
camera_cli-symbol = { $symbol } ({ $confidence })
camera_cli-card = { $rank }{ $sign } { $rank } of { $suit } ({ $confidence })
camera_cli-suit_only = { $suit }, rank unread ({ $confidence })
camera_cli-learn_mistake = camera learn: { $mistake }
camera_cli-unknown_symbols = { $n ->
        [one] unknown symbol: { $unknown } (known: { $known })
       *[other] unknown symbols: { $unknown } (known: { $known })
    }
camera_cli-not_a_card = not a card: { $card } (try 'Q hearts' or '10 spades')
camera_cli-failed_no_symbol = calibration failed: no symbol found in the card's corners; hold it flat and closer
camera_cli-failed_no_index = calibration failed: no index found in the card's corners; hold it flat and closer
camera_cli-failed_no_pictures = calibration failed: the pictures ran out before a card was seen clearly
camera_cli-saved = saved templates to { $path }
camera_cli-examples_added = { $n ->
        [one] added { $n } card to the deck's examples in { $path }
       *[other] added { $n } cards to the deck's examples in { $path }
    }

## Why a read is unsure (camera_unsure-<code>, the codes of camera/unsure.py)

camera_unsure-not_an_image = not an image
camera_unsure-no_card = no card in view
camera_unsure-other_card_around = symbol unclear (the card around it reads otherwise)
camera_unsure-no_index = no index found on the card
camera_unsure-no_symbol = no symbol found on the card
camera_unsure-no_index_or_symbol = no index or symbol found on the card
camera_unsure-symbol_unreadable = symbol not readable
camera_unsure-indexes_disagree = the card's two indexes disagree
camera_unsure-index_unclear = index unclear (maybe { $rank } of { $suit })
camera_unsure-symbol_unclear = symbol unclear (maybe { $symbol } or { $other })
camera_unsure-examples_disagree = the deck's own cards read it otherwise
camera_unsure-no_such_copy = the index reads { $index }, which no { $kind } card carries
camera_unsure-of_kind = { $why }; a { $kind } card
camera_unsure-not_a_file = not a file
camera_unsure-file_not_found = file not found
camera_unsure-cannot_read = cannot be read ({ $why })
camera_unsure-file_too_large = file too large: more than { $mb } MB
camera_unsure-too_small = too small: { $width }x{ $height } pixels, at least { $least } each way
camera_unsure-too_large = too large: { $width }x{ $height } pixels, at most { $most } megapixels
