"""The rule that picks the reader's sure bars (camera_training.bars)."""

from camera_training.bars import loose_bar, lowest_bars, settled, suit_alone_bar, tally


def _reads(n: int, rank_p: float, suit_p: float, right: bool) -> list:
    return [(rank_p, suit_p, right, right)] * n


def test_bars_keep_the_most_photos_sure_though_drawn_crops_would_gain_more() -> None:
    # Photos read right at 0.99 in rank and 0.6 in suit; drawn crops right
    # at 0.6 in rank and 0.99 in suit. A low rank bar keeps 1,000 drawn
    # crops and loses the 100 photos: the photos win.
    photos = _reads(100, 0.99, 0.6, True)
    drawn = _reads(1000, 0.6, 0.99, True) + _reads(1000, 0.7, 0.6, False)
    rank_bar, suit_bar = lowest_bars([photos, drawn], wrong=0.002)
    assert rank_bar <= 0.99 and suit_bar <= 0.6
    assert rank_bar > 0.7  # the drawn crops' wrong reads stay unsure


def test_bars_rise_until_no_group_has_more_than_its_share_sure_and_wrong() -> None:
    photos = _reads(500, 0.999, 0.999, True) + _reads(5, 0.97, 0.97, False)
    drawn = _reads(500, 0.999, 0.999, True)
    rank_bar, suit_bar = lowest_bars([photos, drawn], wrong=0.002)
    assert max(rank_bar, suit_bar) > 0.97  # five wrong of 505 is over 0.2%
    assert min(rank_bar, suit_bar) <= 0.999  # the right reads stay sure


def test_drawn_crops_break_a_tie_between_bars_that_keep_as_many_photos() -> None:
    photos = _reads(100, 0.999, 0.999, True)
    drawn = _reads(100, 0.9, 0.9, True)
    assert lowest_bars([photos, drawn], wrong=0.002) == (0.5, 0.5)


def test_no_bars_fit_when_every_read_is_sure_and_wrong() -> None:
    assert lowest_bars([_reads(10, 1.0, 1.0, False)], wrong=0.002) == (1.0, 1.0)


def test_a_suit_alone_needs_the_lowest_bar_that_keeps_its_wrong_suits_rare() -> None:
    # Ranks below their bar; wrong suits read at 0.95, right ones at 0.999.
    reads = [(0.5, 0.999, False, True)] * 100 + [(0.5, 0.95, False, False)] * 3
    assert suit_alone_bar([[[r] for r in reads]], rank_bar=0.98, wrong=0.002) == 0.96


def test_a_photo_whose_watched_frame_names_a_wrong_suit_alone_counts_as_named_wrongly() -> None:
    # 1,000 photos read right as taken; two of them, watched, give a frame
    # that names a wrong suit alone at 0.9985. Two wrong reads of 2,000 keep
    # to 0.1%, two wrong photos of 1,000 do not: the bar rises above 0.9985.
    taken = (0.5, 0.999, False, True)
    watched = [[taken, (0.5, 0.9985, False, False)]] * 2 + [[taken, taken]] * 998
    assert suit_alone_bar([watched], rank_bar=0.98, wrong=0.001) == 0.999


def test_a_group_is_tallied_at_its_bars_as_the_rule_judges_it() -> None:
    reads = [
        (0.99, 0.99, True, True),  # sure and right
        (0.99, 0.99, False, False),  # sure and wrong
        (0.5, 0.999, False, True),  # its suit named alone, rightly
        (0.5, 0.999, False, False),  # its suit named alone, wrongly
        (0.5, 0.9, False, True),  # neither
    ]
    assert tally(reads, (0.98, 0.98, 0.995)) == (1, 1, 1, 1)


def test_bars_settle_on_the_pair_whose_own_search_keeps_to_the_share_of_wrong_reads() -> None:
    # Low bars end the search sooner, on crops read more wrongly: judged on
    # their own reads they break the share, though on the reads of the
    # higher bars' search they would keep to it.
    low, high = (0.9, 0.9), (0.98, 0.98)
    own_low = _reads(100, 0.95, 0.95, True) + _reads(5, 0.95, 0.95, False)
    own_high = _reads(90, 0.99, 0.99, True) + _reads(15, 0.95, 0.95, True)
    assert lowest_bars([own_high], wrong=0.002) <= low
    assert settled({low: [own_low], high: [own_high]}, wrong=0.002) == high


def test_of_pairs_that_keep_to_the_share_the_one_keeping_most_reads_sure_and_right_wins() -> None:
    low, high = (0.9, 0.9), (0.98, 0.98)
    own_low = _reads(100, 0.95, 0.95, True)
    own_high = _reads(90, 0.99, 0.99, True) + _reads(10, 0.95, 0.95, True)
    assert settled({high: [own_high], low: [own_low]}, wrong=0.002) == low


def test_the_strictest_pair_tried_stands_when_none_keeps_to_the_share() -> None:
    wrong_reads = _reads(10, 1.0, 1.0, False)
    rounds = {(0.9, 0.9): [wrong_reads], (0.99, 0.98): [wrong_reads]}
    assert settled(rounds, wrong=0.002) == (0.99, 0.98)


def test_a_card_read_without_its_outline_may_name_wrongly_only_what_the_outline_left() -> None:
    # 2,000 photos at 0.2%: 4 may be named wrongly; the outline's reads name 3.
    loose = [(0.9995, False), (0.996, False), (0.99, True), (0.999, True), (0.9985, True)]
    assert loose_bar(3, loose, 0.002, 2000) == 0.998  # names the 0.9995 wrong, not the 0.996
    assert loose_bar(0, loose, 0.002, 2000) == 0.5  # room for every wrong read
    assert loose_bar(5, loose, 0.002, 2000) == 1.0  # no room left: never named
