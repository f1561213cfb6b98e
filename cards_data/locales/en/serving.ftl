# What a browser is told when the served table turns it away, in English.
# Every id exists in every language folder with the same variables.

## pages for a refused browser: its language is not known, so they say it in every language

serving-private-title = This table is private
serving-private = Scan the QR code shown on the host's screen to join the game.
serving-other_site-title = Not from another site
serving-other_site = The table can only be opened from its own address.
serving-wrong_address-title = Wrong address
serving-wrong_address = This table answers only at { $address } on its own machine.

## the answer to a request for the websocket's address that is not a websocket

serving-websocket_only = This address only takes the page's websocket.
