"""Questions about playing rather than the rules of play (issue 12, "say when
the rulebook is silent").

Players ask about strategy ("which career is strongest?"), the best player
count, what a good score is, house rules and home-made cards, ending early or
conceding, apps and online play, dummy players and bots, handicaps, more
players than the box holds, and playing turns at the same time; and about
the box rather than one rule: a campaign or legacy mode, the components'
language and text, why a rule is so (the designer's intent), who the
characters are in the story, what boards and cards print that the rulebook
does not list (track lengths, numbers in card corners), repeated cards in
the decks, and what the colours mean. None of the
four rulebooks (seeds 000, 001, 003, 004) answers these: each was read whole
and grepped in both languages ('strateg', 'tip', 'best', 'recommend', 'house',
'blank', 'concede', 'early', 'app', 'online', 'digital', 'dummy', 'bot',
'handicap', 'simultaneous' ...). `ask` must abstain and tell the matching gap
of `rulesets/<game>/gaps.*`. Beside them, the near questions a rule does
answer (CAREER difficulty, the recommended mode, Rob Bot's difficulty, the
solo tip, simultaneous dice in Coming of Age, player counts) stay answered.
The questions are worded anew, not copied from the gaps' aliases.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

# (game, question, the gap)
SILENT = [
    # Coming of Age: no strategy advice; the only tuning is Rob Bot's ("If you find it too difficult to beat
    # Rob, give him only 1 Character Token", Solo Mode)
    ("coming-of-age", "what's the best strategy to win coming of age?", "gap.strategy-tips"),
    ("coming-of-age", "¿algún consejo de estrategia para ganar?", "gap.strategy-tips"),
    # 2 to 4 players, a Two-Player Variant and solo; no count called best
    ("coming-of-age", "is coming of age better with three or four players?", "gap.best-player-count"),
    ("coming-of-age", "¿es mejor con tres o con cuatro jugadores?", "gap.best-player-count"),
    # the only variant is the Two-Player Variant; no blank or custom tiles
    ("coming-of-age", "can we make up new trait tiles of our own?", "gap.house-rules"),
    ("coming-of-age", "¿podemos inventarnos fichas de objetivo nuevas?", "gap.house-rules"),
    # End of the game: only after the last turn of the fourth round; no conceding
    ("coming-of-age", "someone is miles ahead, can we stop and count now?", "gap.end-early"),
    ("coming-of-age", "¿podemos rendirnos si uno va muy adelantado?", "gap.end-early"),
    ("coming-of-age", "is there an app for coming of age?", "gap.app-online"),
    ("coming-of-age", "¿se puede jugar online?", "gap.app-online"),
    ("coming-of-age", "we just noticed someone took extra tokens earlier, how do we fix it?", "gap.fix-past-mistake"),
    # LOOP 5.0: "CAREER with more difficulty icons are harder to play"; "It is our recommended mode of play";
    # nothing on which CAREER wins
    ("loop", "what's the best strategy to win loop?", "gap.strategy-tips"),
    ("loop", "¿cuál es la profesión más fuerte?", "gap.strategy-tips"),
    # set-up tables for 1 to 6 players (P.2); no count called best; nothing past 6 or on two copies
    ("loop", "is loop better with four or six players?", "gap.best-player-count"),
    ("loop", "¿con cuántos jugadores se disfruta más?", "gap.best-player-count"),
    ("loop", "can we play with eight people using two boxes?", "gap.more-than-six-players"),
    ("loop", "¿podemos jugar ocho con dos cajas?", "gap.more-than-six-players"),
    # 6.3: "You win if all of you reach HAPPINESS 11 (flag) or above"; no difficulty settings for Cooperative
    ("loop", "how can we make co-op harder?", "gap.coop-difficulty"),
    ("loop", "¿cómo hacemos el cooperativo más difícil?", "gap.coop-difficulty"),
    ("loop", "can two of us play with a bot as a third player?", "gap.dummy-player"),
    ("loop", "¿podemos añadir un jugador fantasma?", "gap.dummy-player"),
    # 1.0: "Play the 1st game and Campaign in Basic Mode"; no handicap at a mixed table
    ("loop", "should the new player get a head start?", "gap.handicap"),
    ("loop", "¿le damos ventaja al novato?", "gap.handicap"),
    ("loop", "can everyone take their turn at once to save time?", "gap.simultaneous-turns"),
    # 4.0: the game ends at HAPPINESS 12 or DEPLETION; no conceding
    ("loop", "someone is miles ahead, can we stop and count now?", "gap.end-early"),
    ("loop", "is there a digital version of loop?", "gap.app-online"),
    ("loop", "¿LOOP está en Tabletopia o en Board Game Arena?", "gap.app-online"),
    ("loop", "¿podemos inventarnos eventos nuevos?", "gap.house-rules"),
    # Adulthood Solo: "it is usually good to gain as many cards from the market as you can" is its only tip
    ("adulthood", "what's the best strategy in a 3 player game?", "gap.strategy-tips"),
    ("adulthood", "¿cuál es la mejor estrategia?", "gap.strategy-tips"),
    ("adulthood", "is adulthood better with two or four players?", "gap.best-player-count"),
    # Solo: "record your final score with a marker in the box on the Achievement card"; no benchmark score
    ("adulthood", "how many points is a good score?", "gap.good-score"),
    ("adulthood", "¿cuántos puntos son una buena puntuación?", "gap.good-score"),
    ("adulthood", "can we make our own cards?", "gap.house-rules"),
    # End of Game (p. 10): the end is triggered only when a player's markers cross
    ("adulthood", "someone is miles ahead, can we stop and count now?", "gap.end-early"),
    ("adulthood", "¿podemos rendirnos si uno va muy adelantado?", "gap.end-early"),
    ("adulthood", "is there an app?", "gap.app-online"),
    ("adulthood", "can two of us add a bot as a third player?", "gap.dummy-player"),
    ("adulthood", "¿hay un bot para jugar a dos?", "gap.dummy-player"),
    # CV: "The player can set their dice and tokens next to cards being considered to help make the decision
    # easier" is its only advice
    ("cv", "which cards should I buy first to win?", "gap.strategy-tips"),
    ("cv", "¿qué cartas conviene comprar primero?", "gap.strategy-tips"),
    ("cv", "is cv better with three or four players?", "gap.best-player-count"),
    ("cv", "how many points is a good score in cv?", "gap.good-score"),
    ("cv", "¿cuántos puntos son una buena puntuación?", "gap.good-score"),
    ("cv", "can we design our own cards?", "gap.house-rules"),
    ("cv", "someone is miles ahead, can we stop and count now?", "gap.end-early"),
    ("cv", "¿podemos rendirnos si uno va muy adelantado?", "gap.end-early"),
    ("cv", "does cv have an app?", "gap.app-online"),
    # setup: childhood cards for 4 players and for 2 or 3; nothing for a fifth player or two copies
    ("cv", "can six of us play if we combine two copies?", "gap.more-than-four-players"),
    ("cv", "¿podemos jugar seis con dos copias?", "gap.more-than-four-players"),
    # 2 players: childhood deck, 1 public goal, leftmost card discarded every turn; no neutral player
    ("cv", "can two of us add a bot as a third player?", "gap.dummy-player"),
    ("cv", "should the younger player get an advantage?", "gap.handicap"),
    ("cv", "¿le damos ventaja al más pequeño?", "gap.handicap"),
    ("cv", "can everyone take their turn at once to save time?", "gap.simultaneous-turns"),
    # no rulebook names an expansion; LOOP 7.2 only says "Various Solo Mode Challenges are available to purchase"
    ("coming-of-age", "is there an expansion for coming of age?", "gap.expansions"),
    ("loop", "¿hay expansiones de loop?", "gap.expansions"),
    ("adulthood", "does adulthood have any expansions?", "gap.expansions"),
    ("cv", "¿tiene cv alguna expansión?", "gap.expansions"),
    # each player plays one seat; nothing on one person playing two (Adulthood's is gap.solo-two-boards)
    ("coming-of-age", "can I control two colours at once on my own?", "gap.two-handed"),
    ("loop", "could I run two seats by myself to learn the game?", "gap.two-handed"),
    ("cv", "¿puedo llevar dos puestos yo solo para practicar?", "gap.two-handed"),
    # Questions about the box rather than one rule: none of these rulebooks has a campaign or legacy mode
    # (CoA: Two-Player Variant and Solo Mode; Adulthood: Solo Mode; CV: the 2-player game; LOOP's
    # Campaign is its own gap.campaign, P.1 "Play the 1st game and Campaign in Basic Mode")
    ("coming-of-age", "can we play coming of age as a campaign over several evenings?", "gap.campaign-legacy"),
    ("adulthood", "¿se puede jugar adulthood como una campaña?", "gap.campaign-legacy"),
    ("cv", "is cv playable as a campaign?", "gap.campaign-legacy"),
    ("loop", "¿loop tiene modo legacy?", "gap.campaign"),
    # no rulebook speaks of the components' language or how much text they carry (grep 'English', 'language')
    ("coming-of-age", "is coming of age language independent?", "gap.language-text"),
    ("loop", "¿hace falta saber inglés para jugar a loop?", "gap.language-text"),
    ("adulthood", "¿las cartas de adulthood tienen mucho texto?", "gap.language-text"),
    ("cv", "how much english is on the cv cards?", "gap.language-text"),
    # rules without reasons: no designer's notes (LOOP's nearest: EVENT "mimicking various consumerism tricks")
    ("loop", "what did the designer intend with the events?", "gap.designer-intent"),
    ("adulthood", "¿qué intención tenía el diseñador con esta regla?", "gap.designer-intent"),
    # the story: CoA "Over 9 turns, representing 9 years" and no more on who the characters are; CV "write a
    # CV of a fictional character", the name never spelled out
    ("coming-of-age", "¿qué edad tienen los personajes al comenzar la partida?", "gap.story-characters"),
    ("coming-of-age", "what do the neutral characters stand for in the story?", "gap.story-characters"),
    ("cv", "what does the name CV mean?", "gap.story-name"),
    # what the boards and cards print: Adulthood gives no track length ("return to 0 and add 25") and no
    # numbers in card corners (only "the Life icon in the upper right hand corner")
    ("adulthood", "how many spaces does the impact track have?", "gap.track-length"),
    ("adulthood", "¿cuántas casillas tiene la pista de felicidad?", "gap.track-length"),
    ("adulthood", "what are the tiny numbers on the bottom corner of the cards?", "gap.card-corner-numbers"),
    # CoA Setup: "Place your Vital Experience Point Counter on space 5 of the Vital Experience Point Track", no length
    ("coming-of-age", "how far does the vep track go?", "gap.vep-track-length"),
    # the decks' make-up: CV Components gives deck sizes only ("12 childhood cards, 26 early adulthood ...")
    ("cv", "are any cards in the decks duplicated?", "gap.duplicate-cards"),
    ("cv", "¿cuántas copias hay de cada carta en cv?", "gap.duplicate-cards"),
    # the colours: CoA Solo Mode names Rob's board and supply, never his colour; Adulthood boards differ only
    # by colour ("2 Score Markers in their player board's color") and the solo back
    ("coming-of-age", "which colour pieces does rob bot use?", "gap.rob-colour"),
    ("coming-of-age", "¿rob bot juega con uno de los colores de los jugadores?", "gap.rob-colour"),
    ("adulthood", "is the green player board different from the others?", "gap.board-colours"),
    ("adulthood", "¿importa de qué color es mi tablero de jugador?", "gap.board-colours"),
]


@pytest.mark.parametrize(("game", "question", "gap"), SILENT)
def test_a_question_about_playing_that_the_rulebook_leaves_open_is_told_the_gap(game, question, gap):
    result = search(question, game=game)
    assert result.answered is False, (question, [hit.id for hit in result.hits[:3]])
    assert result.gap is not None and result.gap.id == gap, (question, result.gap and result.gap.id)


ANSWERED = [
    # LOOP 5.0: "CAREER with more difficulty icons are harder to play"
    ("loop", "are some careers harder to play than others?", {"careers.difficulty"}),
    ("loop", "¿hay profesiones más difíciles de jugar que otras?", {"careers.difficulty"}),
    # LOOP 5.0: Competitive Mode "is our recommended mode of play"
    ("loop", "which mode do you recommend?", {"competitive.overview", "modes.overview"}),
    ("loop", "¿qué modo recomiendan?", {"competitive.overview", "modes.overview"}),
    # LOOP 6.3: "You win if all of you reach HAPPINESS 11 (flag) or above"
    ("loop", "how do we win in cooperative mode?", {"coop.end"}),
    ("loop", "¿cómo se gana en el modo cooperativo?", {"coop.end"}),
    ("loop", "how many players can play loop?", {"game.players"}),
    # LOOP 2.4 (p. 9): "you may play unlimited amount of FAVOUR anytime in your turn"
    ("loop", "can a favour be played at any time?", {"favours.play-anytime"}),
    # Coming of Age, Solo: "If you find it too difficult to beat Rob, give him only 1 Character Token"
    ("coming-of-age", "how do I make rob bot easier to beat?", {"solo.difficulty"}),
    ("coming-of-age", "¿cómo hago que Rob Bot sea más fácil?", {"solo.difficulty"}),
    # Coming of Age: "All players simultaneously roll all the Dice they have available"
    ("coming-of-age", "do we roll the dice at the same time?", {"phase1.roll", "play.simultaneous"}),
    ("coming-of-age", "¿tiramos los dados todos a la vez?", {"phase1.roll", "play.simultaneous"}),
    ("coming-of-age", "how many players can play?", {"game.players"}),
    # Coming of Age, End of the Game: "The game ends at the end of Round 4, once players have used all their Dice"
    ("coming-of-age", "¿cuándo termina la partida?", {"end.trigger"}),
    # Adulthood Solo: "it is usually good to gain as many cards from the market as you can"
    ("adulthood", "any strategy tips for solo?", {"solo.tip"}),
    ("adulthood", "¿algún consejo para el modo solitario?", {"solo.tip"}),
    # Adulthood Solo: "record your final score with a marker in the box on the Achievement card"
    ("adulthood", "where do I record my solo score?", {"solo.record-score"}),
    # Adulthood Player Turns, step 1: "(this step can be done before your turn)"
    ("adulthood", "can I place my time before my turn?", {"turn.place-early"}),
    ("adulthood", "¿cuándo termina la partida?", {"end.trigger"}),
    # CV: with 2 players the leftmost track card is discarded after every turn
    ("cv", "what changes with 2 players?", {"mode.two-player", "cleanup.two-player"}),
    ("cv", "¿qué cambia con 2 jugadores?", {"mode.two-player", "cleanup.two-player"}),
    ("cv", "how many players can play cv?", {"game.players"}),
    ("cv", "how is the final score counted?", {"scoring.order"}),
    ("cv", "when does the game end?", {"end.trigger"}),
    ("cv", "¿cuándo termina la partida?", {"end.trigger"}),
    # beside the questions about the box: Adulthood Credits "Designer: Johnny O'Neal"; End of Game "If a player
    # passes the end of a track, they can return to 0 and add 25"; Solo Mode "Use the Solo Player Board (on
    # the back of one of the regular player boards)"; CV Components "12 childhood cards, 26 early adulthood
    # cards ..."; CV "The game has 7 identical dice"; CoA "Over 9 turns, representing 9 years"
    ("adulthood", "who designed adulthood?", {"credits.design"}),
    ("adulthood", "¿qué pasa si mi marcador pasa del final de la pista?", {"end.track-overflow"}),
    ("adulthood", "which player board is the solo one?", {"solo.setup-boards", "components.player-boards"}),
    ("cv", "¿cuántas cartas tiene cada mazo?", {"components.cards", "cards.decks"}),
    ("cv", "are the dice all the same?", {"dice.identical"}),
    ("coming-of-age", "how many years does the game cover?", {"overview.summary"}),
    ("coming-of-age", "where does my vep counter start?", {"setup.vep-counter"}),
]


@pytest.mark.parametrize(("game", "question", "ids"), ANSWERED)
def test_a_near_question_a_rule_answers_stays_answered(game, question, ids):
    result = search(question, game=game)
    assert result.answered is True and result.gap is None, (question, result.gap and result.gap.id)
    assert result.hits[0].id in ids, (question, [hit.id for hit in result.hits[:3]])


def test_the_plain_ask_of_turns_at_once_is_no_gap_of_playing_faster():
    # CV and LOOP have players take turns one after another (their gap of simultaneous turns says so): what the
    # rulebooks leave open is playing at once TO GO FASTER. The gap's aliases said the plain ask, "take our turns at the
    # same time", and caught it in Coming of Age, whose rule answers it ("Phases 1 and 2 are played by all players at
    # the same time"); they now say the speed-up (round fabst36)
    result = search("Do all of us roll at the same time, or does each player roll in turn?")
    assert result.answered is True
    assert result.gap is None
