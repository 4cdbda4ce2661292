"""Another player named by kin at a family table (rules/others_things.py, round kids2, issue 12).

A parent and children ask "can I move MY BROTHER'S token?", "¿puedo usar las
cartas DE SU HERMANA?", "can I roll his dice FOR HIM?": the brother or sister
is another player, and a rule that speaks only of the player's own things does
not say whether one may act on theirs or for them. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.others_things import others_thing
from referee.rules.search import search


def test_my_brothers_thing_is_another_players():
    assert others_thing("can I flip my brother's frustration token?", "en") == ("my brother's", "frustration")
    assert others_thing("¿puedo usar los dados de mi hermana?", "es") == ("de mi hermana", "dados")


def test_rolling_for_a_sibling_is_unstated():
    # Coming of Age p. 7, Explore New Interests: "All players simultaneously roll all the Dice they have
    # available" (each their own; nothing of rolling another player's dice for them)
    result = search("My sister is too little to throw the dice. May I roll the dice for her?", game="coming-of-age")
    assert result.answered is False
    assert result.missing == ("for her",)


def test_acting_for_a_sibling_in_spanish_is_unstated():
    # LOOP p. 6, BUY: "spend COIN to take MATERIAL from the BUY AREA into your AREA" (one's own AREA)
    result = search("¿Mi hijo puede hacer el BUY por su hermana, que no alcanza el tablero?", game="loop")
    assert result.answered is False
    assert result.missing == ("por su hermana",)


def test_for_him_before_a_comma_is_no_act_for_another():
    # a character given a bonus, not a player acted for
    assert others_thing("I get a Friendship Bonus for him, can I move him up?", "en") == ("", "")
    assert others_thing("Can I pay the coin for him?", "en") == ("for him", "")


def test_someone_at_the_table_acting_for_me_is_unstated():
    # Adulthood, Player Turns, step 1: "Place your time meeples, money tokens, and energy tokens across your
    # visible action spots" (each player their own; nothing of another player placing them for you)
    result = search("Can my son put my time meeples on the spots for me while I get snacks?", game="adulthood")
    assert result.answered is False
    assert result.missing == ("for me",)
    assert others_thing("¿Puede mi hija tirar los dados por mí?", "es") == ("por mi", "")
    # ("por mi turno": my turn, no one acting for me)
    assert others_thing("¿Puede mi hijo jugar por mi turno?", "es") == ("", "")
