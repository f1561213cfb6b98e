"""The terminal size from which the app and its screens change layout, shared by both: the
app sets the phone class, the table screen draws its seats borderless below it."""

PHONE_BELOW = 60
"""Terminal columns under which the app is laid out for a phone (the `-phone` class): rows of
buttons become grids, one-line buttons, a form's fields one under the other."""
