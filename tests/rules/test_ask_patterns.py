"""`referee ask`: the patterns behind the misses of the blind sets (issue 12).

Each case is a question written the way players ask, with the rule entry that
answers it (or the fact that no entry does), and the rulebook fact that makes
it so. The questions are not the benchmark's: they are the pattern, worded
anew, so that a fix for one wording must hold for the others.
"""

from __future__ import annotations

import pytest

from referee.rules.index import get_index
from referee.rules.normalize import common_concept, content_words, fold, key, read_by_neighbours, terms, words
from referee.rules.search import search


# An everyday word or phrasing that the rulebook happens not to use is how the
# question is told, not a topic the rulebook is silent about.
EVERYDAY_PHRASINGS = [
    # Adulthood, Player Turns: "the right-most card costs one energy and one money"; "far right" is right-most
    ("what do i pay for the card on the far right of the market?", "adulthood", "turn.market-costs"),
    # CV, Cleanup: "the leftmost card of the track is discarded"; "thrown out" is discarded
    ("when does the leftmost track card get thrown out?", "cv", "cleanup.end-round-discard"),
    # LOOP p. 9: FAVOUR are played "at any time in your turn: before, during and/or after WORK, BUY or
    # CONSUME"; "in the middle of" is during
    ("may I play a favour in the middle of a buy?", "loop", "favours.play-anytime"),
    # CV, Roll the Dice: "the player may reroll any number of dice, two times": "solo un par de dados" asks
    # whether a couple of dice may be rerolled, and "any number of dice" settles it ("un par" is two, "el
    # resto" the others)
    ("¿se puede volver a tirar solo un par de dados y dejar el resto como está?", "cv", "roll.rerolls"),
]


@pytest.mark.parametrize("question, game, expected", EVERYDAY_PHRASINGS)
def test_an_everyday_phrasing_is_answered_by_the_rule_it_words_otherwise(question, game, expected):
    result = search(question, game=game)
    assert result.answered, (question, result.missing)
    assert result.hits[0].id == expected


def test_a_limit_is_said_by_the_rule_that_states_it_before_one_that_allows_any_number():
    # CV, Roll the Dice: "up to a maximum of 7 dice" (roll.max-seven) states the limit; "reroll any number of
    # dice" (roll.rerolls) settles whether there is one for rerolls, not how many dice one may have
    result = search("in cv what is the max number of dice you can roll")
    assert result.answered and result.hits[0].id == "roll.max-seven"


def test_a_hyphenated_re_prefix_is_one_word():
    # "re" alone is a stopword: "re-roll" read as "re roll" would be every roll (a reroll group that held
    # "re roll" read "how do I roll" as a question about rerolling)
    assert fold("Can I re-roll?") == "can i reroll"
    # CV, Roll the Dice: "the player may reroll any number of dice, two times"
    result = search("how many times can I re-roll", game="cv")
    assert result.answered and result.hits[0].id == "roll.rerolls"


def test_a_spanish_verb_in_parte_is_not_an_infinitive_with_a_clitic():
    # "reparte" (repartir) is not "repar" + "te" ("casarte" is "casar" + "te")
    assert key("reparte", "es") == key("repartir", "es") == key("reparten", "es")
    assert key("descarte", "es") == key("descartar", "es")
    assert key("casarte", "es") == key("casar", "es")
    # Coming of Age, setup: "Draw one of the 4 Starting Trait Tiles you set aside"; dealt or drawn, the same rule
    result = search("¿cómo se reparte la ficha de rasgo inicial?", game="coming-of-age")
    assert result.answered and result.hits[0].id == "setup.starting-trait-and-goals"


def test_a_supply_that_another_verb_is_about_does_not_run_out():
    # "el mazo se acaba": the deck runs out; "cuando se cruzan los marcadores, ¿se termina?": the markers cross
    # and the game ends (the plural markers are not what the singular "termina" is said of)
    assert "agota" in content_words("el mazo se acaba", "es")
    assert "agota" in content_words("los marcadores se terminan", "es")
    assert "agota" not in content_words("cuando se cruzan los marcadores, ¿se termina al momento?", "es")
    # Adulthood p. 5: "As soon as one player's score markers cross paths, you continue play to finish the
    # round, and then the game is over"
    result = search("si se cruzan los marcadores, ¿se termina enseguida?", game="adulthood")
    assert result.answered and result.hits[0].id in {"scoring-board.crossing", "end.equal-turns"}


# What a question asks leave for, however it is worded, must be what the entry speaks of.
ASKED_LEAVE_FOR = [
    # Adulthood: a card leaves the hand by being played; the rulebook lets Values cards be discarded when
    # meditating (p. 4) and a Partner or Career be replaced, never an Adulthood card thrown away unplayed
    ("can I throw away an adulthood card from my hand instead of playing it?", "adulthood"),
    # Adulthood: Negative Impact tokens only count against you at the end (p. 10); nothing removes them
    ("is there a way to get rid of negative impact tokens before the game ends?", "adulthood"),
]


@pytest.mark.parametrize("question, game", ASKED_LEAVE_FOR)
def test_an_action_asked_leave_for_in_other_words_is_still_the_topic(question, game):
    result = search(question, game=game)
    assert not result.answered, result.hits[:1]


def test_how_long_a_campaign_lasts_is_asked_as_playing_time():
    # LOOP: the rulebook names the Story Campaign ("Play the 1st game and Campaign in Basic Mode") but never
    # says how many games it lasts
    assert "playtime" in content_words("how many games long is the campaign?", "en")
    assert not search("how long is the story campaign in loop?").answered


def test_handing_each_other_things_is_handing_over_to_another_player():
    # LOOP p. 9: resources change hands by FAVOUR ("Play FAVOUR to trade resources with other players"); the
    # Cooperative Mode rules ("helping each other", open hands) say nothing of handing coins over
    result = search("in cooperative mode can we hand each other coins?", game="loop")
    assert not result.answered, result.hits[:1]
    # CV: cards and tokens never change hands between players
    result = search("¿se pueden intercambiar fichas entre jugadores?", game="cv")
    assert not result.answered, result.hits[:1]


def test_none_left_is_not_the_direction():
    # "no interest tokens left" says none remain; "bounce left", "to the left" are Coming of Age's direction
    assert "left" not in content_words("what if i have no interest tokens left", "en")
    assert "left" in content_words("my counter has to bounce left", "en")
    assert "left" in content_words("is there no space to the left", "en")


def test_only_one_of_a_group_is_no_limit():
    # "only one of my tracks", "only 1-4 open" pick some of a group; "only one card", "only one of each" limit
    asked = lambda text, lang: read_by_neighbours(words(text), lang, asked=True)  # noqa: E731
    assert "only" not in asked("but only one of my rows is free of tokens, can I still move?", "en")
    assert "only" not in asked("is 4 next to 1 when only 1-4 are open?", "en")
    assert "maximo" not in asked("si solo una de mis pistas está libre, ¿puedo moverme?", "es")
    assert "only" in asked("can I buy only one card per turn?", "en")
    assert "only" in asked("can we take only one of each card?", "en")
    assert "maximo" in asked("¿solo una carta por turno?", "es")


def test_only_one_player_picked_out_is_who_gets_it():
    # "does only one GET the points", "only one PLAYER has it": which players, not a limit of a thing
    asked = lambda text, lang: read_by_neighbours(words(text), lang, asked=True)  # noqa: E731
    assert "only" not in asked("does only one get the points?", "en")
    assert "only" not in asked("why does only one player have the gold token?", "en")
    assert "maximo" not in asked("¿solo uno gana los puntos?", "es")
    assert "only" in asked("can I play only one card?", "en")
    # ... or the one who reaches what is asked (round hidfabst): who, not a limit
    assert "only" not in asked("in co-op, is it enough that only one reaches 11?", "en")
    assert "maximo" not in asked("en cooperativo, ¿vale si solo uno llega a 11?", "es")
    assert "maximo" in asked("¿solo una ficha por turno?", "es")


@pytest.mark.parametrize("question, game, entry", [
    # CV rulebook (End of the game): "If several players tied in achieving a goal, they both get full points
    # for it": the question's "only one" is the claim the rule corrects, not a limit it must state
    ("if two of us tie on a public life goal does only one get the points", "cv", "scoring.public-goals-tie"),
    ("si dos empatamos en una meta pública, ¿solo uno gana los puntos?", "cv", "scoring.public-goals-tie"),
    # LOOP rulebook p. 4 (setup): "The starting player will use the golden side, others use the black side"
    ("why does only one player have the golden happiness token", "loop", "setup.happiness-token"),
    # LOOP rulebook (Cooperative Mode): everyone wins if each player has HAPPINESS 11 or more
    ("co-op question: is it a win for the table if only one reaches 11 HAPPINESS?", "loop", "coop.end"),
    ("Modo cooperativo: ¿ganamos todos si solo uno llega a Felicidad 11?", "loop", "coop.end"),
])
def test_only_one_player_is_answered_by_the_rule_of_who(question, game, entry):
    result = search(question, game=game)
    assert result.answered and result.hits[0].id == entry


@pytest.mark.parametrize("question", [
    "¿Puedo dejar una carta de Trabajo debajo de la pila para no pagar su coste?",
    "¿se puede colocar una carta de Trabajo debajo de la pila para no pagar su coste?",
])
def test_a_payment_avoided_is_the_purpose_not_the_ask(question):
    # CV, Adding Cards to the CV: Work cards go on top of the stack; "para no pagar su coste" is why the player
    # asks, not a question about being unable to pay (cost.cannot-pay)
    result = search(question, game="cv")
    assert result.answered, result.missing
    assert result.hits[0].id == "cv.place-work-possession"


@pytest.mark.parametrize("question", [
    "a new possession card, does it go on top or at the bottom of the pile?",
    "¿una carta de trabajo nueva va arriba o debajo de la pila?",
])
def test_an_entry_that_speaks_of_one_side_of_a_choice_answers_it(question):
    # CV, Adding Cards to the CV: "For cards of type Possession and Work, the new card must always go on top
    # of the stack": the question offers top or bottom, the rule says which
    result = search(question, game="cv")
    assert result.answered, result.missing
    assert result.hits[0].id == "cv.place-work-possession"


def test_a_choice_between_two_things_the_rulebook_never_speaks_of_is_still_unanswered():
    # Adulthood: no rule of teams nor of a cooperative mode (the rulebook has competitive and solo play)
    result = search("can we play in teams or as a coalition?", game="adulthood")
    assert not result.answered


@pytest.mark.parametrize("question, game", [
    ("how long does a game of coming of age usually take?", "coming-of-age"),
    ("roughly how long does a game of coming of age last?", "coming-of-age"),
    ("¿cuánto dura más o menos una partida de Coming of Age?", "coming-of-age"),
])
def test_how_long_a_game_takes_on_the_clock_is_not_in_the_rulebook(question, game):
    # Coming of Age (p. 2) says the game is 9 turns, one per year; no rulebook gives a playing time in minutes
    result = search(question, game=game)
    assert not result.answered, result.hits[:1]


@pytest.mark.parametrize("question, game", [
    ("how long does it take to set up LOOP the first time?", "loop"),
    ("roughly how long does it take to set up adulthood?", "adulthood"),
    ("how long does it take to teach CV?", "cv"),
    ("¿cuánto se tarda en montar CV?", "cv"),
    ("¿cuánto tardamos en explicarlo a gente nueva?", "coming-of-age"),
])
def test_how_long_setting_up_or_teaching_takes_is_not_in_the_rulebook(question, game):
    # the rulebooks tell the setup's steps, never how long they (or teaching the game) take on the clock
    result = search(question, game=game)
    assert not result.answered, result.hits[:1]


def test_how_long_a_game_is_may_be_answered_in_turns():
    # Coming of Age p. 2: "over 9 turns, one per year"
    result = search("how long is a game of coming of age")
    assert result.answered and result.hits[0].game == "coming-of-age"


@pytest.mark.parametrize("question, game", [
    # Adulthood (Card Types): "if you get a new one, discard the previous Partner": how the old one goes when a new
    # one comes, not whether it may go without one
    ("can I break up with my partner without taking a new one?", "adulthood"),
    ("can I dump my partner without getting another one?", "adulthood"),
    # Adulthood: "you can only have one Career at a time; if you get another, the old one goes to Experience"
    ("¿puedo dejar mi carrera sin tomar otra?", "adulthood"),
])
def test_doing_without_what_the_rule_is_conditioned_on_is_not_answered(question, game):
    result = search(question, game=game)
    assert not result.answered, result.hits[:1]


@pytest.mark.parametrize("question, game, expected", [
    # LOOP, spending REPUTATION: "You must pay at least 1 COIN for each MATERIAL": it may not be done without
    ("¿puedo comprar un material de calidad 1 solo con reputación, sin pagar monedas?", "loop", "reputation.buy"),
    # LOOP, Gameplay: "you must do 1 and only 1 of these 3 actions: (Passing a turn is not allowed.)" ("sin
    # hacer nada" is doing nothing, not doing without a thing)
    ("¿se puede pasar turno sin hacer nada?", "loop", "turn.one-action"),
    # CV, Select Cards: to take a card "the player must pay its cost" ("hay que pagar su coste")
    ("¿puedo comprar una carta sin pagar su coste?", "cv", "select.pay-cost"),
    # Adulthood, Action Spots: "For Time icons you must devote that many time meeples to the action"
    ("can I take an action without paying time?", "adulthood", "actions.paying-icons"),
    # LOOP, Reject: "Solo puedes Rechazar un Favor descartando de tu mano otro Favor del mismo tipo o restándote 1
    # de Reputación": "solo" bounds its whole sentence, and "sin TENER otro" does without the other one, not the
    # having (as "without having another", whose "having" is a stopword)
    ("¿puedo rechazar un favor sin tener otro igual?", "loop", "favours.reject"),
    ("can I reject a favour without having another of the same type?", "loop", "favours.reject"),
])
def test_a_rule_that_says_whether_it_may_be_done_without_answers(question, game, expected):
    result = search(question, game=game)
    assert result.answered, result.missing
    assert result.hits[0].id == expected


@pytest.mark.parametrize("question", [
    "what if I have to bounce left two times?",
    "I must bounce right several times, what happens?",
    "si tengo que rebotar dos veces a la izquierda, ¿cómo se resuelve?",
])
def test_two_times_is_more_than_once(question):
    # Coming of Age p. 8: "If you must bounce more than once, to either the right or the left, resolve each
    # bounce separately"
    result = search(question, game="coming-of-age")
    assert result.answered, result.missing
    assert result.hits[0].id == "bounce.multiple"


def test_a_card_lost_by_discarding_is_the_lost_card_of_the_rule():
    # CV, setup: the start player "also receives the bicycle token (to remember who started, in case the
    # player loses their bicycle card during play)": a bicycle card discarded is a bicycle card lost
    result = search("the bicycle card was discarded, who starts now?", game="cv")
    assert result.answered and result.hits[0].id == "setup.bicycle-token"


def test_what_how_many_counts_is_a_noun_the_rulebook_may_never_use():
    # LOOP: the rulebook names the Story Campaign but never divides it into chapters
    result = search("how many chapters does the story campaign have?", game="loop")
    assert not result.answered and "chapters" in result.missing
    # ... while a verb after "cuánto" is how the question asks (CV: 4 Health cards score 10)
    result = search("¿cuánto valen 4 cartas de salud?", game="cv")
    assert result.answered


def test_running_out_of_a_common_thing_is_running_out_of_that_thing():
    # CV's rulebook says what happens when a deck of cards runs out (the social phase), never tokens
    assert not search("what if we run out of tokens?", game="cv").answered
    assert not search("¿qué pasa si se acaban las fichas?", game="cv").answered
    # Coming of Age, setup: "Willpower Tokens and Motivation Tokens are considered unlimited. If you run out,
    # use any other component as a substitute"
    result = search("what if we run out of tokens?", game="coming-of-age")
    assert result.answered and result.hits[0].id == "setup.unlimited-tokens"


def test_a_variant_the_question_does_not_name_does_not_win_by_narrowness():
    # Coming of Age, phase 1: "if several of your Dice were at one location, leave one Interest Token per Die";
    # Rob's rolls (solo vs Rob Bot) are a variant the question does not name
    result = search("i rolled two dice that landed on the same location and took both back, one interest token or two?",
                    game="coming-of-age")
    assert result.answered and result.hits[0].id == "phase1.retrieve-dice"


def test_the_word_after_same_is_a_noun():
    # Adulthood, setup step 8: "the oldest player takes the first turn"; two players of the same age: not said
    result = search("two of us are the same age, who starts?", game="adulthood")
    assert not result.answered and "age" in result.missing
    # Coming of Age, phase 1: "if several of your Dice were at one location, leave one Interest Token per Die"
    result = search("two of my dice were at the same location, how many interest tokens do I leave?",
                    game="coming-of-age")
    assert result.answered and result.hits[0].id == "phase1.retrieve-dice"


def test_a_couple_of_dice_is_two_dice():
    # CV, Roll the Dice: "the player may reroll any number of dice"; the rulebook's example keeps 2 dice and
    # rerolls the other 2: "a couple" is a number, not a word the rulebook is silent about
    assert "two" in read_by_neighbours(words("reroll just a couple of dice"), "en")
    result = search("can I reroll just a couple of dice and keep the others?", game="cv")
    assert result.answered, result.missing
    assert {"roll.rerolls", "example.reroll-first"} & {hit.id for hit in result.hits[:2]}


def test_early_adulthood_in_everyday_spanish_is_cvs_deck_not_the_game_adulthood():
    # CV, Components: "26 early adulthood cards"; setup sorts the early adulthood, middle age and old age decks
    result = search("¿cuántas cartas de vida adulta temprana hay?", game="cv")
    assert result.answered, result.missing


def test_robar_is_to_draw_and_rob_is_the_solo_bot():
    # Coming of Age (seed 002, p. 9): "Una bonificación de Rasgo te permite robar una Ficha de Rasgo" (robar:
    # to draw); Coming of Age, Solo mode: "In solo mode, you will face off against Rob Bot". The verb's forms
    # ("robo", "robas", "robar") lose their ending to the bot's name; they must not read as naming solo mode.
    assert {key(word, "es") for word in ("robo", "robas", "robar", "robamos", "roba")} == {key("robar", "es")}
    assert key("rob", "es") != key("robo", "es")
    for question in ("¿cuántas cartas robo al final del turno?", "¿robo una carta si me quedo sin mano?"):
        hits = search(question).hits
        assert not any(hit.game == "coming-of-age" and hit.id.startswith("solo.") for hit in hits), (question, hits)
    # ... and the bot is still named by its name
    assert search("¿cómo juega Rob Bot en solitario?").hits[0].id == "solo.overview"


@pytest.mark.parametrize("question", [
    "what can my memory tokens do?",
    "¿qué puede hacer una ficha de recuerdo?",
    "¿qué pueden hacer las fichas de recuerdo?",
])
def test_what_can_x_do_asks_what_x_does(question):
    # Coming of Age, Memory Tokens: "allow you to move any of the available Mood Counters ... and gain the
    # corresponding bonus" (the three moves). "What can X do" asks that, as "what does X do" does, not whether
    # something may be done (the one-per-experience rule, "you may flip one unused Memory Token")
    assert search(question, game="coming-of-age").hits[0].id == "memory-tokens.effects"


@pytest.mark.parametrize("question", [
    "can I rearrange my trait tiles later?",
    "¿puedo reordenar las cartas de mi CV?",
])
def test_rearranging_is_answered_only_by_a_rule_that_speaks_of_order(question):
    # No rulebook says whether placed Trait Tiles (Coming of Age) or the cards of a CV (CV: "add it on top of
    # the stack of its type") may be put in another order later: the question is not answered
    assert not search(question).answered


def test_a_rule_that_leaves_the_order_free_answers_reordering():
    # Adulthood, Player Turns 3: "Play cards from your hand and take a card from the market (done in any order)"
    result = search("in adulthood, can I reorder drafting and playing cards in step 3?")
    assert result.answered and result.hits[0].id == "turn.step3-any-order"


@pytest.mark.parametrize("question", [
    # Coming of Age, Set-up: each player draws one Trait Tile and Goal Tiles; nothing lets a player draw again
    "my first trait tile is bad, may I redraw?",
    # Adulthood, Meditate: Values discarded while meditating; nothing says they can be drawn again
    "¿puedo volver a robar una carta de valores que ya descarté?",
])
def test_drawing_again_is_answered_only_by_a_rule_that_speaks_of_it(question):
    # No rulebook allows a mulligan or speaks of drawing what was dealt again: the entry about the dealt
    # thing does not answer whether it may be redrawn
    assert not search(question).answered


@pytest.mark.parametrize("question", [
    # Coming of Age: a left bounce costs 2 VEP and unresolved Frustrations 3 each; nothing says what happens at 0
    "does anything stop my VEP from dropping below zero?",
    # Coming of Age: the same rules, asked in Spanish
    "¿el VEP puede quedar bajo cero?",
])
def test_going_below_zero_is_answered_only_by_a_rule_that_speaks_of_it(question):
    # the entries about losing VEP say how much is lost, not whether the total may go negative
    assert not search(question).answered


@pytest.mark.parametrize("question", [
    # LOOP, Set-up: careers are dealt at set-up; nothing on changing one during a game
    "could I change my career in the middle of the game?",
    # no rulebook says what to do when a player quits halfway
    "what do we do when a friend must go home in the middle of a game?",
])
def test_the_middle_of_a_game_is_answered_only_by_a_rule_that_speaks_of_it(question):
    # "in the middle of the game" is mid-game (like "halfway through", "a mitad de partida"): an entry about
    # the career or the dice that never speaks of mid-game does not answer
    assert not search(question).answered


def test_an_english_word_in_a_spanish_rule_is_not_read_as_a_timer():
    # Adulthood, Player Turns: the rulebook gives no time limit for a turn. The Spanish rule text keeps card
    # names in English ("Family Time"), and Spanish stemming cut the everyday word "timer" to the same stem
    # as "Time": the card's example answered a question about a time limit ("timer" is read in English only)
    assert not search("¿cada turno tiene límite de tiempo?").answered
    playing_time = common_concept("minutes")
    thesaurus = get_index().thesaurus("adulthood")
    assert not any(playing_time in own for own, _ in thesaurus.concepts_at(terms("Family Time", "es"), "es"))
    # ... while in English "timer" stays a word of playing time, a topic no rule of a turn speaks of
    assert not search("is there a turn timer in loop?").answered


@pytest.mark.parametrize("said, infinitive", [
    ("elijo", "elegir"), ("escojo", "escoger"), ("pongo", "poner"), ("pierdo", "perder"), ("muevo", "mover"),
    ("consigo", "conseguir"), ("obtengo", "obtener"),
])
def test_a_spanish_verb_said_in_the_first_person_reads_as_its_infinitive(said, infinitive):
    # Spanish stemming leaves a stem-changing verb's own forms apart from its infinitive ("elijo" 'elij',
    # "elegir" 'eleg'; "pongo" 'pong', "poner" 'pon'): the everyday groups hold the forms players say
    thesaurus = get_index().thesaurus("cv")
    [(own_said, _)] = thesaurus.concepts_at(terms(said, "es"), "es")
    [(own_infinitive, _)] = thesaurus.concepts_at(terms(infinitive, "es"), "es")
    assert own_infinitive and own_infinitive <= own_said


@pytest.mark.parametrize("question", [
    # CV, Scoring: a Life Goal scores when its condition is met; nothing gives points for part of it
    "is there partial credit for a life goal I almost finished?",
    # CV: the rulebook offers the 2-player changes only, no shorter game
    "¿existe una versión rápida de CV?",
    # Adulthood: the game ends with its Life Events; the rulebook offers a solo mode, no shorter game
    "¿se pueden jugar partidas cortas de Adulthood?",
])
def test_partial_points_and_shorter_games_are_answered_only_by_a_rule_that_speaks_of_them(question):
    # the entries about the goal or the game's modes say what scores and how the game is set up, not that
    # part of a goal scores or that a quicker game exists: the rulebook is silent
    assert not search(question).answered


@pytest.mark.parametrize("question", [
    # CV, Select cards: the cost is paid with dice and tokens; nothing says how to undo a wrong payment
    "¿y si pagué mal una carta de CV?",
    "what if someone paid the wrong amount for a card in CV?",
])
def test_paying_wrongly_is_a_mistake_no_rule_of_paying_settles(question):
    # "pagué mal" / "paid the wrong amount" is a mistake at the table (like "me equivoqué"): the entries on
    # how a cost is paid do not say what to do once it was paid wrongly
    assert not search(question).answered


@pytest.mark.parametrize("question", [
    # no rulebook speaks of teams: LOOP p.16 "In Cooperative Mode you help each other so that everyone
    # reaches HAPPINESS 11 or more" is all players against the game, not sides
    "¿se juega en equipo?",
    "are there team rules?",
])
def test_playing_in_teams_is_not_the_cooperative_mode(question):
    # LOOP's co-op entries no longer carry "team play" / "jugar en equipo" as player words: cooperative
    # play is not teams, so a question about teams finds the rulebooks silent
    assert not search(question).answered


@pytest.mark.parametrize("question", [
    # LOOP p.2, starting Favour table: "3rd player: 3p = 3, 4p = 2, 5p = 2, 6p = 2" ("3.er jugador" in Spanish)
    "¿con cuántos favores empieza el tercer jugador en LOOP?",
    "in LOOP how many favours does the third player start with?",
])
def test_a_seat_said_in_words_is_the_seat_the_rule_writes_in_figures(question):
    # "tercer" / "third" is the rule's "3.er" / "3rd": the table answers (an order, not a player count)
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "setup.favour-table")


@pytest.mark.parametrize("question, expected", [
    # CV, End of the Game: "If players are tied on points, the one with fewer CV cards wins"
    ("empate en CV, ¿qué se mira para desempatar?", ("cv", "end.tiebreak")),
    # Adulthood p.10: "If there is a tie, the tied players share the victory. There is no tiebreaker."
    ("¿qué miramos si hay empate en Adulthood?", ("adulthood", "end.tie")),
])
def test_what_is_looked_at_asks_what_decides_not_whether_one_may_look(question, expected):
    # "¿qué se mira?" / "¿qué miramos?" asks what settles the tie, not the topic of peeking at hidden things
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == expected


def test_what_we_look_at_in_english_asks_what_decides():
    # LOOP p.10 (End Game): "Ties are broken in this order: REPUTATION, LANDFILL, GOAL, ACTIVITY";
    # "what do we look at" is not peeking
    assert search("tie in LOOP basic mode, what do we look at first?").answered


@pytest.mark.parametrize("question, expected", [
    # Adulthood, Parts of Your Board: "2. Community a. Upper action: Spend 2 time to move ahead one space on
    # the Impact track" (the glossary says "espacio superior"; players say "el espacio de arriba")
    ("en Adulthood, ¿para qué sirve el espacio de arriba de Comunidad?", ("adulthood", "board.community-upper")),
    # Adulthood, Parts of Your Board: "3. Leisure a. Upper action: Spend 2 time to move ahead one space on
    # the Happiness track"
    ("¿cuánto tiempo gasta el espacio de arriba de Ocio en Adulthood?", ("adulthood", "board.leisure-upper")),
])
def test_a_compound_term_said_with_an_everyday_synonym_of_one_of_its_words(question, expected):
    # "de arriba" is "superior": a glossary phrase of two words also matches with one word said otherwise
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == expected


@pytest.mark.parametrize("question", [
    "en Adulthood, ¿cuántas cartas de Valores recibe cada jugador al empezar?",
    "¿cuántas fichas de dinero y energía recibe cada jugador al empezar en Adulthood?",
])
def test_a_word_of_two_senses_is_not_swapped_into_a_compound_term(question):
    # Adulthood, Values: "You start the game with one Value in your hand, and two face down" (each player's
    # start, as are the starting tokens of Setup) is what "al empezar" asks; "inicial" is also
    # the first player's ("jugador inicial"), so "cada jugador al empezar" must not read as the first player
    result = search(question)
    assert result.answered
    assert result.hits[0].game == "adulthood" and result.hits[0].id.startswith("setup.")


# LOOP p. 10: "DEPLETION Penalty: Player who triggers DEPLETION at turn end loses 1 HAPPINESS" (end.depletion-
# penalty); what DEPLETION is and what ends the game is end.depletion. "al que provoca X" is the player who
# triggers X (a relative clause), not "¿qué provoca X?", which asks what X is.
@pytest.mark.parametrize("question", [
    "en LOOP, ¿qué le sucede al que provoca el Agotamiento?",
    "¿y a la que provoca el Agotamiento qué le toca?",
])
def test_the_one_who_triggers_is_not_what_triggers(question):
    result = search(question)
    assert result.answered and result.hits[0].id == "end.depletion-penalty"


def test_what_triggers_still_asks_what_it_is():
    # LOOP p. 10, DEPLETION: the game ends when the MATERIAL deck runs out (end.depletion)
    assert search("en LOOP, ¿qué provoca el Agotamiento?").hits[0].id == "end.depletion"


# "Vale," opening a question is a filler (OK), not "is it allowed" ("¿vale usar energía como tiempo?"):
# a count asked after it is a count. Adulthood, Parts of Your Board: "A Player Board has eight action
# spots, two in each of four categories" (the extra spots beside the board are a Partner's, Trait's or
# Resource's, not the board's).
def test_vale_opening_a_question_asks_nothing():
    top = search("vale, ¿cuántos espacios de acción hay en cada tablero?", game="adulthood").hits[0]
    assert top.id == "board.action-spots"


def test_vale_inside_a_question_still_asks_leave():
    from referee.rules.search import _prepare

    # Adulthood, Player Turns: energy may be used as time ("¿vale usar...?" asks whether it may)
    query, _ = _prepare("¿vale usar energía como tiempo?", "es", get_index())
    assert "?may" in query.intents
    opened, _ = _prepare("vale, ¿cuántos espacios de acción hay?", "es", get_index())
    assert "?may" not in opened.intents


# Coming of Age, Bouncing on a Track: "When you have to move a Mood Counter to the left and it is already in the
# last space, instead of moving the Counter, you must choose ..." (and alike to the right). "All the way left", "a la derecha del todo" is that last space, the end of the
# track, however a player says it; moving again that way is a bounce, not the cost of spending Motivation.
@pytest.mark.parametrize("question, expected", [
    ("mi contador ya está a la izquierda del todo, ¿qué pasa si lo tengo que mover más a la izquierda?",
     {"bounce.left", "bounce.overview", "bounce.left-with-frustration"}),
    ("my mood counter is all the way left and I have to move it left again, what happens?",
     {"bounce.left", "bounce.overview", "bounce.left-with-frustration"}),
    ("¿qué pasa si mi contador está a la derecha del todo y debo moverlo a la derecha?", {"bounce.right", "bounce.overview"}),
])
def test_all_the_way_to_one_side_is_the_end_of_the_track(question, expected):
    result = search(question, game="coming-of-age")
    assert result.answered and result.hits[0].id in expected


# CV, Cards with a cost: "If the player cannot pay the cost ... the card is lost and goes to the box"; Coming of
# Age p. 4: "When you remove one of your Dice from a location, choosing not to visit it that turn, you'll leave an
# Interest Token". A word denied that no rule says denied ("can't AFFORD", "no ESCOJO") is denied in the wording of
# its everyday group the rules do say ("cannot pay", "no elegido"); "no consigo PAGAR" denies the paying.
@pytest.mark.parametrize("question, game, expected", [
    ("I can't afford the ongoing cost of my card this turn, now what?", "cv", "cost.cannot-pay"),
    ("si no consigo pagar la carta, ¿qué pasa?", "cv", "cost.cannot-pay"),
    ("tío, ¿qué hago con los dados que no escojo en este turno?", "coming-of-age", "phase1.retrieve-dice"),
])
def test_a_word_denied_is_denied_in_the_wording_the_rules_use(question, game, expected):
    result = search(question, game=game)
    assert result.hits[0].id == expected


def test_the_wording_of_a_denied_word_is_one_the_rules_say():
    from referee.rules.index import get_index
    from referee.rules.search import _negated_said
    index = get_index()
    assert _negated_said("not", "afford", "", "en", index) == "not_pay"
    assert _negated_said("no", "conseg", "pag", "es", index) == "no_pag"  # ("consigo": the stem of "conseguir")


@pytest.mark.parametrize("question, lang, compared", [
    ("¿en solitario se roba igual que en multijugador?", "es", "multijugador"),
    ("does the solo market refill the same as the multiplayer one?", "en", "multiplayer"),
])
def test_what_a_question_compares_with_is_marked(question, lang, compared):
    # "igual que X", "the same as X": X is how the question is put (what it is compared with), not its topic
    from referee.rules.search import _prepare

    query, _ = _prepare(question, lang, get_index())
    assert [word for word, flag in zip(query.surface, query.compared) if flag] == [compared]


def test_two_people_who_made_a_deal_are_some_of_the_players_not_the_player_count():
    # "me and my brother MADE a deal": what the two did, not how many play ("with 2 players" stays for "play")
    assert read_by_neighbours(words("me and my brother made a deal"), "en")[:4] == ["and", "and", "2", "players"]
    assert read_by_neighbours(words("mi hermano y yo hicimos un trato"), "es")[:4] == ["y", "y", "2", "jugadores"]
    assert read_by_neighbours(words("me and my wife play a lot"), "en")[:3] == ["with", "2", "players"]
    # LOOP, Negotiation: "You may negotiate, make deals or make offers ... but no agreement is binding by the
    # rules": the rule on deals answers, not the two-player variant
    result = search("my sister and i agreed on a deal and she broke it, is she bound by it?")
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.negotiation")


@pytest.mark.parametrize(("question", "expected"), [
    # Coming of Age: "In solo mode, you will face off against Rob Bot" - a player calls the bot a robot
    ("what does the robot do with the dice it rolls?", "coming-of-age:solo.rob-roll"),
    ("how does the robot score its points?", "coming-of-age:solo."),
    # "you'll unlock a Mimic Trait Token, which you can place on a Trait Tile" - a player calls it a copy token
    ("what is the copycat token for?", "coming-of-age:traits.mimic-overview"),
])
def test_a_players_word_for_the_solo_bot_or_the_mimic_token_is_answered(question, expected):
    # with no game named: before "robot" and "copycat" were aliases these abstained on the word, CV first
    result = search(question)
    assert result.answered, (question, result.missing)
    assert f"{result.hits[0].game}:{result.hits[0].id}".startswith(expected), (question, result.hits)


@pytest.mark.parametrize(("question", "expected"), [
    # Coming of Age: the Personal Fulfillment Track is "located on the right side of your board", the
    # Friendship Track "on the left side of your board": a newcomer names them by where they sit
    ("what is the track on the right side of my board for?", "coming-of-age:fulfillment."),
    ("¿para qué sirve el registro de la derecha del tablero?", "coming-of-age:fulfillment."),
    ("¿para qué sirve el registro de la izquierda del tablero?", "coming-of-age:friendship."),
    # "1 four-sided Die" per colour: a four-sided die is a pyramid
    ("is the pyramid die the only die I roll in the first round?", "coming-of-age:setup.starting-die"),
    ("¿el dado piramidal es el único que tiro al principio?", "coming-of-age:setup.starting-die"),
    # Adulthood: "8 Wooden Score Markers"
    ("where do the wooden markers start?", "adulthood:setup.score-markers"),
    ("¿dónde empiezan los marcadores de madera?", "adulthood:setup.score-markers"),
    # LOOP: "The starting player will use the golden side" of the HAPPINESS token
    ("who gets the golden token?", "loop:setup.happiness-token"),
    # Coming of Age: the Mood Tracks lie one above the other ("the first 2 Mood Tracks on your board, starting
    # from the top") and their Counters move right and left along them: a player calls them rows
    ("my counter is at the end of its row and has to move right again, what do I get?", "coming-of-age:bounce.right"),
    # a token is a chip at the table ("the memory chips" are the Memory Tokens, not the Memory Cards)
    ("what do the memory chips do?", "coming-of-age:memory-tokens."),
    ("¿las fichitas de Fuerza de Voluntad son ilimitadas?", "coming-of-age:setup.unlimited-tokens"),
])
def test_a_component_named_by_where_it_sits_or_what_it_is_made_of_is_answered(question, expected):
    # with no game named: the look or place is the rulebook's own ("right side of your board",
    # "Wooden", "golden side", "four-sided")
    result = search(question)
    assert result.answered, (question, result.missing)
    assert f"{result.hits[0].game}:{result.hits[0].id}".startswith(expected), (question, result.hits)


@pytest.mark.parametrize("question", [
    "what's the diff between ACCEPT and REJECT on a FAVOUR",
    "whats the diff between a FAVOUR I ACCEPT and one I REJECT",
])
def test_diff_typed_short_is_the_difference_asked(question):
    # LOOP, playing a FAVOUR: "you must choose to either ACCEPT or REJECT", each with its rule; "diff" is how a player
    # types "difference", no word the rules lack (blind88: abstained with "diff" missing)
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id in {"favours.accept", "favours.reject", "favours.where-cards-go"}
