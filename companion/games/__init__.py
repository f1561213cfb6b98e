"""Each game the app can show, as one presenter: what the screens show and offer for it.

The screens never test which game they show: `pick.presenter_for` picks the game's presenter
once, from the setup, and the session holds it (`presenter.Presenter` says what it gives).
A game whose cards, moves or events differ from BANG!'s also registers how they are said on
the shared words (companion/names.py, companion/told.py): `duel_words` for BANG! Duel,
loaded with the `companion` package so that a log is worded right wherever it is read.

Adding a game: a presenter module here, its choices and words modules, one entry in
`pick.PRESENTERS`, and its words module imported by companion/__init__.py.
"""
