"""Questions typed on a phone at the table: shorthand ("u", "w/o", "b4", "pts";
"xq", "cdo", "ptos", "jugs") is read as the words it stands for
(referee/rules/shorthand.py, the lexicons' `[shorthand]` tables), in questions
only; a form that is a word of a game's rule text or glossary keeps its sense.

The probes are table-typed rewordings of rules questions (not the benchmark's
wording), each with the entry that answers it and the rulebook fact it holds.
"""

from __future__ import annotations

import pytest

from referee.rules.search import _real_words, detect_language, search
from referee.rules.shorthand import read_in_text, read_shorthand, table
from referee.rules.normalize import words


def _read(text: str, lang: str) -> str:
    folded = words(text)
    real = _real_words(lang)
    read = read_shorthand(folded, lang, real, real.glossary)
    return " ".join(word for part in (read or [(word,) for word in folded]) for word in part)


@pytest.mark.parametrize("typed, lang, meant", [
    ("can u draw b4 ur turn", "en", "can you draw before your turn"),
    ("w/o paying w/ coins", "en", "without paying with coins"),
    ("idk, 2 pts b/c of ea trait?", "en", "idk 2 points because of each trait"),
    ("y lvl 5 rn cuz i moved", "en", "why level 5 now because i moved"),
    ("xq no puedo, q hago", "es", "por que no puedo que hago"),
    ("cdo se acaba, dsp cuantos ptos x jug xfavor", "es", "cuando se acaba despues cuantos puntos por jugador por favor"),
    ("toy en nvl 3 y ta lleno tb pa los jugs", "es", "estoy en nivel 3 y esta lleno tambien para los jugadores"),
    ("meet a char for teh 1st time, wat do i recieve", "en", "meet a char for the 1st time what do i receive"),
    ("same loc adn taht one", "en", "same location and that one"),
    ("conozco a un pj dle mazo", "es", "conozco a un personaje del mazo"),
])
def test_shorthand_reads_as_the_words_it_stands_for(typed, lang, meant):
    assert _read(typed, lang) == meant


def test_a_word_of_the_rules_keeps_its_sense():
    # Coming of Age, setup: "one Goal Tile of each letter (A, B, C y D)" — "d" is a kind of Goal, not "de";
    # Adulthood, components: "el reparto 4 x 8 + 1" of the Time tokens — "x" is no "por" there either
    spanish = _real_words("es")
    for form in ("d", "x"):
        assert (form,) in table("es") and form in spanish
    assert _read("objetivos tipo d", "es") == "objetivos tipo d"
    assert _read("4 x 8", "es") == "4 x 8"
    # ... while "q", no word of the Spanish rules (LOOP's "Q" for Quality is an English glossary word), is "que"
    assert _read("q es un rasgo", "es") == "que es un rasgo"
    # ... and a lone letter of the rule text that is no term ("x" away from numbers; CV's "n x (n + 1) / 2",
    # "Antonio R" of Adulthood's credits) is read as typed on a phone
    assert _read("cuantos VEP pierdo x cada frustracion", "es") == "cuantos vep pierdo por cada frustracion"
    english = _real_words("en")
    assert "n" in english and "r" in english and "n" not in english.glossary
    assert _read("what r the markers for", "en") == "what are the markers for"
    assert _read("wait n see", "en") == "wait and see"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_form_read_is_a_word_of_the_rules(lang):
    real = _real_words(lang)
    for form, meant in table(lang).items():
        read = read_shorthand(list(form), lang, real, real.glossary)
        if len(form) == 1 and (form[0] in real.glossary or len(form[0]) > 1 and form[0] in real):
            assert read is None, form
        else:
            assert read == [meant] + [()] * (len(form) - 1), form


def test_shorthand_tells_the_language():
    # "ptos x jug" is Spanish ("puntos por jugador"), "pts w/o vp" English
    assert detect_language("ptos x jug") == "es"
    assert detect_language("cdo dsp") == "es"
    assert detect_language("pts w/o vp") == "en"


def _first(question: str) -> tuple[str, str]:
    result = search(question)
    assert result.answered, (question, result.missing)
    return result.hits[0].game, result.hits[0].id


PROBES_EN = [
    # Coming of Age, Friendship Track: "The Friendship Track has 8 levels"
    ("how many friendship lvls r there", "coming-of-age", "friendship.levels"),
    # CoA p. 10, Friendship Bonus: "move it to an empty space on the next level" ("char": Character Token)
    ("how do u raise ur friendship lvl w/ a char", "coming-of-age", "friendship.level-up"),
    # CoA p. 10: "Some locations let you spend 4 Willpower Tokens instead of Motivation Tokens to gain the Memory"
    ("can i pay for a mem w/ willpower instead of motivation", "coming-of-age", "memory.willpower"),
    # CoA p. 7, Change Location: moving to an adjacent location costs "1 Frustration Token"
    ("can i change location w/o getting frustration tokens", "coming-of-age", "change-location.frustration"),
    # CoA, Final Scoring: "gains that many VEP" for unused Willpower, Motivation and Memory Tokens / 3
    ("do leftover tokens give pts at the end", "coming-of-age", "scoring.leftovers"),
    # CoA, setup: "Place your Vital Experience Point Counter on space 5"
    ("how many vp do u start w/", "coming-of-age", "setup.vep-counter"),
    # CoA p. 9: "Your hand limit is always 4 Trait Tiles"
    ("max traits in ur hand? cuz i have 5", "coming-of-age", "trait-bonus.hand-limit"),
    # CoA p. 9: "You may only play 4 Trait Tiles on your board during the whole game"
    ("how many traits can u play per game", "coming-of-age", "trait-bonus.max-four"),
    # CoA p. 10: "4 Character Tokens for Presences ... in up to 4 different locations"
    ("how many presences can u have on the board rn", "coming-of-age", "presence.limit"),
    # CoA, Explore New Interests: "All players simultaneously roll all the Dice they have available"
    ("do u roll all ur dice b4 choosing one", "coming-of-age", "phase1.roll"),
    # CoA p. 8: bouncing right "you gain the Motivation Token shown at that end"
    ("what do u get when u bounce right", "coming-of-age", "bounce.right"),
    # CoA, Final Scoring: "If tied, the tied player who completed the most Trait and Goal Tiles ... wins"
    ("if 2 ppl tie on vep who wins", "coming-of-age", "scoring.tie-break"),
    # CoA, setup: "Shuffle your Parent Card deck ... and draw 2 cards"
    ("how many parent crds do u start w/", "coming-of-age", "setup.parent-cards"),
    # CoA, setup: "Place your 7 Interest Tokens in your personal supply"
    ("how many interest tkns does ea player start with", "coming-of-age", "setup.interest-tokens"),
    # CoA p. 10: a new character goes "on level 0 of your Friendship Track and gain 1 VEP"
    ("what do u get for meeting a new char", "coming-of-age", "friendship.new-character"),
    # CoA p. 10: "The first token gives 3 VEP, the second 2 VEP and each additional one 1 VEP"
    ("how many pts is a mem worth", "coming-of-age", "memory.vep-scale"),
    # CoA, End of the Game: "The game ends at the end of round 4"
    ("when does the game end, after which rnd", "coming-of-age", "end.trigger"),
    # CoA p. 7: a non-adjacent location "costs 2 Frustration Tokens"
    ("y does moving to a far location cost 2 frustration", "coming-of-age", "change-location.non-adjacent"),
    # CoA, Two-Player Variant: "place 4 random Trait Tiles from the pile in a row between the two players"
    ("coming of age 2p setup, what changes", "coming-of-age", "two-player.setup"),
    # LOOP p. 6: "draw 1 (and only 1) FAVOUR if you have fewer than 5 in hand" ("fav": FAVOUR)
    ("do u draw a fav b4 ur action if u have less than 5", "loop", "turn.draw-favour"),
    # LOOP p. 6: "For the INTERN that means lose 1 HAPPINESS and gain 3 COIN"
    ("what do u get for work rn as an intern", "loop", "turn.work"),
    # LOOP p. 7: "When a MATERIAL's QUALITY reaches 0 it is BROKEN"
    ("what happens when a material hits 0 quality", "loop", "turn.broken"),
    # LOOP p. 10: "Ties are broken in this order: 1. Higher REPUTATION wins"
    ("tie on happiness in loop, who wins, idk", "loop", "end.tie-break"),
    # LOOP p. 2: "Each player takes 2 COIN and 1 random MATERIAL at QUALITY 2"
    ("how many coins do u start w/ in loop", "loop", "setup.starting-resources"),
    # LOOP, Non-binding Negotiation: "no agreement is binding by the rules"
    ("r deals between plyrs binding", "loop", "turn.negotiation"),
    # LOOP, End Turn: "Cards are refilled only at the end of your turn"
    ("r the empty slots refilled b4 the nxt player's turn", "loop", "turn.refill-timing"),
    # LOOP p. 2: "Shuffle the GOAL cards and deal 3 to each player"
    ("how many goals does ea plyr get in loop", "loop", "setup.goals"),
    # LOOP p. 2: "remove whole sets of MATERIAL from the game according to the number of players"
    ("which material sets do we remove for 4p in loop", "loop", "setup.material-removal"),
    # Adulthood, Player Turns: "In step 3 you may draft one card from the Market Board"
    ("how many cards can u take from the market ea turn", "adulthood", "turn.draft"),
    # Adulthood: "If you take the left-most card of the market, you also gain one energy"
    ("do u get energy for taking the leftmost card", "adulthood", "turn.market-leftmost"),
    # Adulthood: "Energy tokens can also be placed as extra time meeples"
    ("can u use energy as time b/c i ran out", "adulthood", "turn.energy-as-time"),
    # Adulthood, Set Up: "the oldest player takes the first turn"
    ("who goes 1st in adulthood", "adulthood", "setup.first-player"),
    # Adulthood p. 10: "If a player passes the end of a track, they return to 0 on it and add 25"
    ("what happens if u go past the end of the track w/ ur marker", "adulthood", "end.track-overflow"),
    # Adulthood p. 10: "If there is a tie, the tied players share the victory"
    ("adulthood: what if 2 plyrs tie on pts", "adulthood", "end.tie"),
    # CV, Cards with a Cost: "the card is lost and goes back to the box"
    ("what if u cant pay the cost of a card", "cv", "cost.cannot-pay"),
    # CV, Setup: public life goals, "as many as the number of players minus one"
    ("how many public goals w/ 3 plyrs", "cv", "setup.public-goals"),
    # CV, Card Types: "Single-use events never become part of a player's CV"
    ("do events stay in ur cv after u use them", "cv", "card-type.event-not-cv"),
    # CV, Object of the Game: "The player with the most points wins"
    ("who wins in cv, most pts?", "cv", "object.winner"),
    # CV, Setup: "The player with the bicycle childhood card ... starts the game"
    ("who goes 1st in cv? the bike?", "cv", "cards.bicycle"),
    # CV, Setup: "With 2 players: the childhood deck is the bicycle plus 5 random childhood cards"
    ("what changes in cv w/ 2p", "cv", "mode.two-player"),
]

PROBES_ES = [
    # Coming of Age, Friendship Track: "The Friendship Track has 8 levels"
    ("cuantos nvls de amistad hay", "coming-of-age", "friendship.levels"),
    # CoA, Final Scoring: "each player loses 3 VEP for every unresolved Frustration"
    ("cuantos ptos pierdo por cada frustracion al final", "coming-of-age", "scoring.frustration"),
    # CoA p. 10: "spend 4 Willpower Tokens instead of Motivation Tokens to gain the Memory"
    ("se puede pagar un recuerdo con fuerza de voluntad xq no tengo motivacion", "coming-of-age", "memory.willpower"),
    # CoA, setup: "Place your Vital Experience Point Counter on space 5"
    ("en coming of age con cuantos ptos empieza cada jug", "coming-of-age", "setup.vep-counter"),
    # CoA p. 9: "Your hand limit is always 4 Trait Tiles"
    ("cuantos rasgos puedo tener en la mano porfa", "coming-of-age", "trait-bonus.hand-limit"),
    # CoA, Final Scoring: "If tied, the tied player who completed the most Trait and Goal Tiles ... wins"
    ("en coming of age q pasa si dos jugs empatan en ptos", "coming-of-age", "scoring.tie-break"),
    # CoA p. 8: bouncing right "you gain the Motivation Token shown at that end"
    ("q gano cdo reboto a la derecha", "coming-of-age", "bounce.right"),
    # CoA p. 10: "4 Character Tokens for Presences ... If you want a new Presence" you may move one
    ("cuantas presencias puedo tener, tb puedo mover una?", "coming-of-age", "presence.limit"),
    # CoA, setup: "Shuffle your Parent Card deck ... and draw 2 cards"
    ("cuantas cartas de padres se roban al empezar pq no se", "coming-of-age", "setup.parent-cards"),
    # CoA p. 7: moving to an adjacent location costs "1 Frustration Token"
    ("cambiar de ubicacion cuesta fichas de frustracion tmb?", "coming-of-age", "change-location.frustration"),
    # CoA, Final Scoring: unused Willpower, Motivation and Memory Tokens / 3 give VEP
    ("las fichas q me sobran dan ptos al final?", "coming-of-age", "scoring.leftovers"),
    # CoA p. 9: "You may only play 4 Trait Tiles on your board during the whole game"
    ("cuantos rasgos puedo jugar en toda la partida", "coming-of-age", "trait-bonus.max-four"),
    # CoA, Final Scoring: "the player with the most VEP is the winner"
    ("en coming of age quien gana, el q tiene mas ptos?", "coming-of-age", "scoring.winner"),
    # CoA p. 10: "move it to an empty space on the next level and gain that space's bonus"
    ("como subo de nvl con un personaje", "coming-of-age", "friendship.level-up"),
    # CoA p. 7: "If none of your available Mood Tracks is free of Frustration" you cannot change location
    ("no toy en ningun track libre, puedo cambiar de ubicacion?", "coming-of-age", "change-location.no-free-track"),
    # CoA p. 10: "The first token gives 3 VEP, the second 2 VEP and each additional one 1 VEP"
    ("cuantos ptos da un recuerdo", "coming-of-age", "memory.vep-scale"),
    # LOOP p. 4: "You can keep up to 2 REPUTATION"
    ("cuanta rep puedo tener como maximo", "loop", "area.reputation"),
    # LOOP p. 7: "When a MATERIAL's QUALITY reaches 0 it is BROKEN"
    ("q pasa cdo un material llega a calidad 0", "loop", "turn.broken"),
    # LOOP p. 10: "Ties are broken in this order: 1. Higher REPUTATION wins"
    ("si empatamos en felicidad q se mira", "loop", "end.tie-break"),
    # LOOP, Non-binding Negotiation: "no agreement is binding by the rules"
    ("los tratos entre jugs son obligatorios?", "loop", "turn.negotiation"),
    # LOOP p. 10: "DEPLETION occurs when the MATERIAL deck is empty"
    ("q pasa cdo se acaba el mazo de materiales", "loop", "end.depletion"),
    # LOOP p. 6: "The player who most recently spent over $100 goes first"
    ("quien empieza en loop porfa", "loop", "gameplay.start-player"),
    # LOOP p. 6: "draw 1 (and only 1) FAVOUR if you have fewer than 5 in hand" ("fav": FAVOR)
    ("robo un fav al empezar mi turno si tengo menos de 5?", "loop", "turn.draw-favour"),
    # LOOP p. 9: "You can hold at most 2 REPUTATION; at 2 you may still ACCEPT"
    ("si ta en 2 la rep puedo aceptar favores igual?", "loop", "favours.reputation-cap"),
    # LOOP p. 6: "You may BUY up to 3 MATERIAL in one turn"
    ("cuantos materiales puedo comprar x turno xa mi zona", "loop", "turn.buy"),
    # Adulthood, Player Turns: "In step 3 you may draft one card from the Market Board"
    ("cuantas cartas puedo tomar del mercado x turno", "adulthood", "turn.draft"),
    # Adulthood p. 10: "If there is a tie, the tied players share the victory"
    ("en adulthood q pasa si dos jugs empatan", "adulthood", "end.tie"),
    # Adulthood, Set Up: "the oldest player takes the first turn"
    ("quien empieza, el mas viejo?", "adulthood", "setup.first-player"),
    # Adulthood p. 10: "The player with the highest combined score (Happiness plus Impact) wins"
    ("como se gana, sumando felicidad e impacto?", "adulthood", "end.winner"),
    # Adulthood: "If you take the left-most card of the market, you also gain one energy"
    ("la carta de la izquierda del mercado da energia tb?", "adulthood", "turn.market-leftmost"),
    # Adulthood, Card Types: "If you get a new Partner ... the previous Partner stops being active"
    ("toy casado y consigo otra pareja, q pasa con la anterior", "adulthood", "cards.partner-replace"),
    # Adulthood p. 10: "they return to 0 on it and add 25 to their score"
    ("q pasa si mi marcador pasa del final del track, vuelve a 0?", "adulthood", "end.track-overflow"),
    # CV, Cards with a Cost: "the card is lost and goes back to the box"
    ("q pasa si no puedo pagar el coste de una carta", "cv", "cost.cannot-pay"),
    # CV, Setup: public life goals, "as many as the number of players minus one"
    ("cuantos objetivos publicos hay con 3 jugs", "cv", "setup.public-goals"),
    # CV, Card Types: "Single-use events never become part of a player's CV"
    ("los eventos se quedan en mi cv desp de usarlos?", "cv", "card-type.event-not-cv"),
    # CV, Object of the Game: "The player with the most points wins"
    ("quien gana en cv, el de mas ptos?", "cv", "object.winner"),
    # CV, Setup: "The player with the bicycle childhood card ... starts the game"
    ("quien empieza en cv, el de la bici?", "cv", "cards.bicycle"),
    # CV, Setup: "With 2 players: the childhood deck is the bicycle plus 5 random childhood cards"
    ("q cambia en cv con 2 jugs", "cv", "mode.two-player"),
    # CV, Cards with a Cost: "Dice and tokens already used earlier in the turn to buy cards cannot be used
    # again to pay red-slash costs"
    ("los dados q use pa comprar sirven xa pagar costes?", "cv", "cost.no-reuse"),
]


@pytest.mark.parametrize("question, game, entry", PROBES_EN + PROBES_ES)
def test_a_question_typed_on_a_phone_finds_its_rule(question, game, entry):
    assert _first(question) == (game, entry)


def test_left_and_right_typed_short_are_read_as_the_sides():
    assert _read("la paso a la izq o a la dcha", "es") == "la paso a la izquierda o a la derecha"
    # Coming of Age, p. 8, Bouncing on a Track: a Mood Counter moved past either end bounces (bounce.overview,
    # bounce.left): the rule says "izquierda", never "izq"
    result = search("Mi contador de ánimo ya está en el extremo de la izq y debo moverlo otra vez a la izq, ¿qué hago?")
    assert result.answered, result.missing
    assert result.hits[0].game == "coming-of-age" and result.hits[0].id.startswith("bounce.")


# Coming of Age, Playing > 3. Gain the Location Benefits (p. 10): "Having both your Die and a Presence at the
# same location does not let you take both step A options". "loc" is the location typed short.
def test_a_location_typed_short_is_no_gap():
    result = search("i have my die and a presence at the same loc, do i get both bonuses")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "bus.die-and-presence")


def test_every_reading_sees_the_shorthand_written_out():
    # Adulthood's market: the rulebook lists no card that draws from the market's discard pile; "hay cartas
    # Q dejen..." asks what cards print as "hay cartas QUE dejen..." does, and is judged so
    real = _real_words("es")
    assert read_in_text("hay cartas q dejen robar?", "es", real, real.glossary) == "hay cartas que dejen robar?"
    english = _real_words("en")
    assert read_in_text("w/o paying b4, ok?", "en", english, english.glossary) == "without paying before, ok?"
    typed = "hay cartas de adulthood q dejen robar de la pila de descarte del mercado"
    assert search(typed).answered == search(typed.replace(" q ", " que ")).answered is False


def test_a_sentence_without_a_question_mark_asks_when_it_opens_as_a_question():
    # CV, Social Assistance: players who qualify at the same time take their card in turn order (social.order);
    # typed with no "?", the first sentence only tells the situation, as it does before a marked question
    from referee.rules.unmarked import opens_question
    assert opens_question("who picks first", "en") and opens_question("q pasa", "es")
    assert not opens_question("two of us qualify for social assistance at the same time", "en")
    result = search("two of us qualify for social assistance at the same time. who picks first")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("cv", "social.order")


def test_a_bare_act_is_read_with_the_asking_it_leaves_unsaid():
    # "trade cards??" shortens "can i trade cards?": no rulebook lets players trade cards (a known silence),
    # and the bare act is judged as its full question; a keyword string that asks ("how many") is read as typed
    from referee.rules.unmarked import implied_asking
    assert implied_asking("reroll a die if i dont like the number", "en") == "can i"
    assert implied_asking("trade cards??", "en") == "can i"
    assert implied_asking("draw how many cards", "en") is None
    assert implied_asking("hand limit adulthood", "en") is None
    assert search("trade cards??").answered is search("Can I trade cards?").answered is False
    # Spanish: an infinitive typed alone reads as "¿puedo ...?" (a conjugated verb or an asking word does not)
    assert implied_asking("rechazar un favor sin tener otro igual", "es") == "puedo"
    assert implied_asking("pasar turno", "es") == "puedo"
    assert implied_asking("robo 2 cartas o 1", "es") is None
    assert implied_asking("robar cuantas cartas", "es") is None
    full = search("¿Puedo rechazar un favor sin tener otro igual?", game="loop")
    bare = search("rechazar un favor sin tener otro igual", game="loop")
    assert full.answered and bare.answered and full.hits[0].id == bare.hits[0].id == "favours.reject"
