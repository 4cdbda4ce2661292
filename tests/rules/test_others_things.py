"""Acting on another player's thing, which the answering rule must say may be done (rules/others_things.py, issue 12).

Coming of Age's rule for overcoming a frustration speaks of the player's own
Frustration Tokens and never of another player's; LOOP's Engineer repairs
"1 non-UTILITY MATERIAL, yours or another player's" and its Scientist buys
"from any LANDFILL". A question that asks leave to act on another player's
thing is answered only by a rule that speaks of other players. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.others_things import others_thing, speaks_of_others
from referee.rules.search import search


def test_overcoming_another_players_frustration_is_unstated():
    # Coming of Age p. 9: "A frustration can be overcome with the Overcoming Bonus or by spending 4 Willpower
    # Tokens at any time. Flip the Token..." (the player's own tokens; nothing of other players')
    result = search("With an Overcoming Bonus, may I flip another player's frustration token?", game="coming-of-age")
    assert result.answered is False
    assert result.missing == ("another player's",)
    assert result.hits[0].id == "frustration.overcome"  # the related rule is still shown first


def test_in_spanish_the_owner_after_the_thing():
    result = search("¿Puedo mover el Contador de Ánimo de otro jugador con una Ficha de Recuerdo?", game="coming-of-age")
    assert result.answered is False
    assert result.missing == ("de otro jugador",)


def test_for_another_player_is_unstated_too():
    # Adulthood, Career lower action: "Interview: spend 1 time to draw a new Career card" (for oneself)
    assert search("Can I spend my Interview to draw a new Career card for someone else?", game="adulthood").answered is False


def test_a_rule_that_speaks_of_other_players_answers():
    # LOOP p. 15, Engineer: "Repair: once per turn, add 1 QUALITY to 1 non-UTILITY MATERIAL, yours or another player's"
    assert search("Can the Engineer repair another player's MATERIAL?", game="loop").answered is True
    # LOOP, Scientist: "you may BUY any 1 MATERIAL (UTILITY included) from any LANDFILL, including your own"
    assert search("¿Puede el Scientist comprar un MATERIAL del LANDFILL de otro jugador?", game="loop").answered is True


def test_another_players_turn_tells_when_not_whose_thing():
    # LOOP: FAVOUR cards can be played at any time, also in other players' turns
    assert others_thing("¿Puedo jugar una FAVOUR en el turno de otro jugador?", "es") == ("", "")
    assert others_thing("can i use my Overcoming Bonus on someone else's turn?", "en") == ("", "")
    assert search("¿Puedo jugar una FAVOUR en el turno de otro jugador?", game="loop").answered is True


def test_done_with_another_player_is_no_act_on_their_thing():
    assert others_thing("can I take a Friendship Bonus with another player's Presence?", "en") == ("", "")
    # (an article between the word of company and the owner: "WITH THE other player's Presence")
    assert others_thing("can I also take the Friendship with the other player's Presence?", "en") == ("", "")
    assert others_thing("¿puedo ganar Amistad con la Presencia de otro jugador?", "es") == ("", "")
    assert others_thing("can my card change another players dice", "en") == ("another players", "dice")


def test_what_a_rule_says_of_other_players():
    assert speaks_of_others("public and can be checked by everyone", frozenset(), "en")
    assert speaks_of_others("swap with any other player", frozenset(), "en")
    assert speaks_of_others("from any LANDFILL", frozenset({"landfill"}), "en")
    # "the other (left) end" and "at any time" speak of no player
    assert not speaks_of_others("at the other (left) end, at any time", frozenset({"landfill"}), "en")
    assert speaks_of_others("tuyo o de otro jugador", frozenset(), "es")
    # every player doing a thing with their own speaks of no other player's thing
    assert not speaks_of_others("Todos los jugadores retiran sus dados del autobús", frozenset(), "es")
    assert not speaks_of_others("Each player takes 2 cards; every player keeps them", frozenset(), "en")


def test_a_thing_named_by_what_another_player_did_with_it():
    assert others_thing("¿Puedo robar una carta de Trabajo que otro jugador descartó?", "es") == ("que otro jugador", "trabajo")
    assert others_thing("can i take the goal tile another player is keeping?", "en") == ("another player is", "tile")
    assert others_thing("can i take a card that an opponent discarded", "en") == ("that an opponent", "card")
    # after a little word it names no thing ("IF another player is", "LO que otro jugador")
    assert others_thing("can i move if another player is on that space", "en") == ("", "")
    assert others_thing("¿puedo copiar lo que otro jugador hizo?", "es") == ("", "")


# Coming of Age, 3. Gain the Location Benefits (p. 10): with both your Die and a Presence at a location you still
# choose one step A option; a Friendship with the other player's Presence there is done with them, not to their thing.
def test_friendship_with_the_other_players_presence_is_answered_by_the_bus_rule():
    result = search("My Die and a Presence are both where the bus stops. Can I take the Bus Stop bonus and the "
                    "Friendship with the other player's Presence too?", game="coming-of-age")
    assert result.answered is True, result.missing


# Coming of Age, Trait Bonus (p. 9): "You cannot mimic the same trait more than once, but different players may mimic
# the same trait": a rule of DIFFERENT players speaks of the others (rules/others_things.py, `others_rule_before_player`)
def test_a_rule_of_different_players_speaks_of_another_players_trait():
    assert speaks_of_others("You cannot mimic the same trait more than once, but different players may mimic the "
                            "same trait.", frozenset(), "en") is True
    assert speaks_of_others("No puedes mimetizar el mismo rasgo más de una vez, pero varios jugadores distintos sí "
                            "pueden mimetizar el mismo rasgo.", frozenset(), "es") is True
    result = search("¿Puedo poner dos Rasgos Miméticos sobre el mismo Rasgo de otro jugador?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "trait-bonus.mimic-once")


def test_another_player_acting_for_the_one_asking_is_unstated():
    # CV, 1. Roll the Dice: "the player may reroll any number of dice, two times": the player's own dice; the rulebook
    # never lets someone else roll them. The leave is asked after a sentence that tells why, by another player named
    # outright; "ANY dice" speaks of no other player's dice
    for question in ("my wrist is sprained, so can someone else roll and reroll my dice for me?",
                     "Me lesioné la muñeca: ¿puede otro jugador tirar y volver a tirar los dados por mí?"):
        result = search(question, game="cv")
        assert result.answered is False
        assert result.missing in {("for me",), ("por mi",)}
        assert {"roll.rerolls", "roll.four-dice"} & {hit.id for hit in result.hits}


def test_acting_for_oneself_is_no_act_for_another():
    # the same rule, asked by the player of their own dice, still answers
    result = search("after my first roll, can I reroll any of my dice?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "roll.rerolls"
    assert others_thing("can someone else roll my dice for me?", "en") == ("for me", "")
    assert others_thing("¿puede otro jugador tirar los dados por mí?", "es") == ("por mi", "")
    assert others_thing("can I roll the dice for my turn?", "en") == ("", "")


def test_the_leave_grumbled_about_is_asked_too():
    # CV, Cost: the player pays the red slash cost of their own active cards; "why CAN'T my friend pay it for me?"
    # asks the same leave ("can not my friend ... for me")
    assert others_thing("why can't my brother pay the red slash cost for me?", "en") == ("for me", "")
    result = search("why can't my brother pay the red slash cost of my work card for me?", game="cv")
    assert result.answered is False
    assert result.missing == ("for me",)


def test_a_player_acting_on_the_bots_thing_is_unstated():
    # Coming of Age solo: Rob's rules say what Rob does with Trait Tiles (he mimics "yours or a neutral one", plays his
    # own), never whether a player may mimic the Tiles Rob plays
    result = search("Solo: may I put my Mimic Trait Token on one of Rob's own played Trait Tiles?", game="coming-of-age")
    assert result.answered is False
    assert result.missing == ("Rob's",)
    assert {"solo.rob-mimic", "solo.rob-play-trait"} & {hit.id for hit in result.hits}
    result = search("En solitario, ¿puedo imitar con mi Rasgo Mimético una Ficha de Rasgo de Rob?", game="coming-of-age")
    assert result.answered is False
    assert result.missing == ("de rob",)


def test_the_bot_acting_on_the_players_thing_is_still_answered():
    # "he places it on the available Trait Tile (yours or a neutral one) that gives the most VEP"
    for question in ("Solo: which of my Trait Tiles can Rob mimic?", "En solitario, ¿Rob puede imitar mis Fichas de Rasgo?"):
        result = search(question, game="coming-of-age")
        assert result.answered is True
        assert result.hits[0].id == "solo.rob-mimic"


def test_own_is_passed_over_for_the_thing_owned():
    assert others_thing("can I take another player's own dice?", "en") == ("another player's", "dice")


def test_the_bots_thing_asked_of_what_the_bot_does_is_still_answered():
    # "On level 0 of his Friendship Track Rob may have only one Character Token covering the VEP": Rob's own rule
    for question in ("Rob's Friendship Track: may he keep two Character Tokens on level 0?",
                     "En el Registro de Amistad de Rob, ¿puede tener dos Fichas de Personaje en el nivel 0?"):
        result = search(question, game="coming-of-age")
        assert result.answered is True
        assert result.hits[0].id == "solo.rob-level-zero"
