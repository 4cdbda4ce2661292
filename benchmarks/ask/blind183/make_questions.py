"""Write the blind183 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind183/make_questions.py

Style of this set: players who TEACH THE GAME to someone else and ask how to
explain a part of it, or ask for the short version of a rule to read out to a
newcomer ("how do i explain to my nephew what he does on his turn?", "in one
line, how does someone win?", "¿qué le digo a un novato sobre Rob?"). More than
half of each game's questions go to the less obvious parts of its rulebook:
solo modes and bots, co-op and 2-player variants, worked examples, card types
and icons, end-game scoring and tie-breaks, setup details, rarely used actions.
The unanswerable ones ask a teacher's question the rulebook leaves open (a
teaching variant, a simplification, a house rule, a bit of theme it never
gives), asked the same way.

Each game's file is written in a seeded shuffled order (seeds 18301-18304), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

NAMES = {
    "coming-of-age": r"\bcoming of age\b|\bcoa\b",
    "loop": r"\bloop\b",
    "adulthood": r"\badulthood\b",
    "cv": r"\bcv\b",
}
SEEDS = {"coming-of-age": 18301, "loop": 18302, "adulthood": 18303, "cv": 18304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("how do i explain to my nephew what he does on his turn? short version pls, the 4 phases", A),
            ("in one line, how does someone win?", A),
            ("what's the one thing new players always get wrong about final scoring? give me the three things that happen at the very end", A),
            ("tie at the end on VEP, what do i tell the table decides it?", A),
            ("teaching solo to my kid: how do i explain what Rob does when he rolls his dice and then copies my location, in a few lines?", A),
            ("how do i explain rob's friendship track to my kid? he just drops tokens on VEP spaces or what", A),
            ("quick version of the solo setup: what's different for me and what's different for rob?", A),
            ("my son keeps beating rob easily. what's the official way to make rob tougher, and easier for when his little sister plays?", A),
            ("2 player game: how do i explain the row of 4 neutral Trait Tiles to my girlfriend, and who can mimic them?", A),
            ("setup checklist for each player's personal board, what do i tell everyone to take?", A),
            ("how do i explain the Roadblock Tiles and when the locations open up?", A),
            ("my friend doesnt get interest tokens at all. simple explanation of how you leave them and cash them in?", A),
            ("how do i explain changing location with Frustration Tokens without scaring a newbie off? adjacent vs not adjacent", A),
            ("what do i say about bouncing off the end of a Mood Track, both to the right and to the left?", A),
            ("short version of teh Trait Bonus, the three choices, for a beginner", A),
            ("how do i explain mimicking someone else's Trait Tile? what friendship level do you need", A),
            ("the bus, how do i explain what happens at each stop and in what order?", A),
            ("how do i teach memory tokens, the three ways they can move a counter and when you can use one?", A),
            ("newbie asks: Memory or Presence, whats the difference in one sentence each?", A),
            ("whats the rule about sliding the mood counter 2 steps left after you spend motivation? people always forget it", A),
            ("when do you have to play a Parent Card? how do i put it simply", A),
            ("how do i explain Goal Tiles: when do you get to play them and how many can you score?", A),
            ("the type A goals say majority, so what do i tell people when two players are tied for it?", A),
            ("can you walk me through the rulebook example where the red player moves the die from location 4 to 6? i want to use it to teach", A),
            ("end of a normal year vs end of a round: short list of what we do, to read out", A),
            ("friendship bonus in a nutshell: a new character vs one already on your track, and how do you get to levels 5-7?", A),
            ("2 player teaching game: can i hand-pick the 4 neutral Trait Tiles for the row so my nephew sees easy ones first, instead of drawing them at random?", U),
            ("who actually moves the bus? my nephew wants to be the bus driver every stop. is that the first player's job in the rules or anyone's?", U),
            ("teaching solo to my daughter: can rob's Trait Tile pile be face up so she can see what he'll play next?", U),
            ("before i teach it, can i practise by running two colours myself instead of playing against rob? is there a rule for a two-handed game?", U),
        ],
        "es": [
            ("Mi abuela va a jugar por primera vez, ¿cómo le explico en dos frases de qué va el juego?", A),
            ("Jugando en solitario, ¿qué hace Rob en el paso B cuando su dado está en la ubicación donde para el Bus? quiero explicárselo a mi hijo", A),
            ("Disculpe, ¿cómo le explico a mi hijo la puntuación final de Rob en el solitario?", A),
            ("vale, en el solitario ¿cómo coloca Rob sus Fichas de Interés según sus dados, y qué pasa si se le acaban?", A),
            ("che, ¿cómo avanza Rob en su Registro de Realización Personal? vos sabés que se salta casillas, ¿no? ¿y si ya está al final?", A),
            ("¿Qué Fichas de Objetivo me tocan a mí en el solitario? quiero explicarlo bien antes de empezar", A),
            ("¿Cómo le explico a un novato lo de mover el dado a otra ubicación poniendo Fichas de Frustración?", A),
            ("tío, en una frase: ¿las ubicaciones de los dos extremos del tablero cuentan como adyacentes?", A),
            ("¿Qué le digo a un novato sobre cuántos VEP se cogen por un Recuerdo? lo de 3, luego 2, luego 1", A),
            ("si se paga un Recuerdo con 4 de Fuerza de Voluntad, ¿cuántos VEP se gana? para explicarlo en la mesa", A),
            ("como le explico a mi sobrino lo de las Presencias y cuantas puede poner en la partida", A),
            ("¿Cómo explico lo de superar una Ficha de Frustración? lo de gastar Fuerza de Voluntad y darle la vuelta", A),
            ("¿Qué pasa cuando un Contador de Estado de Ánimo rebota a la izquierda y en ese Registro ya hay una Ficha de Frustración? para contarlo en la mesa", A),
            ("Ahorita le estoy enseñando a mi primo: ¿cuántas Fichas de Rasgo puede tener en la mano y cuántas puede jugar en toda la partida?", A),
            ("¿Cómo explico el Rasgo Mimético en la variante de 2 jugadores, con los personajes neutrales de la fila?", A),
            ("¿Qué dados se reciben en cada ronda y qué ubicaciones se abren? lo quiero en una tabla para el novato", A),
            ("al acabar una ronda, ¿qué Registro de Ánimo se desbloquea y en qué orden? para explicárselo a mi sobrina", A),
            ("¿Qué cuenta como fichas sobrantes en la puntuación final y cuántos VEP dan? para explicarlo al final", A),
            ("¿Cómo le explico a mi hermana los 5 Registros de Ánimo? ¿cuáles son los dos extremos de cada uno?", A),
            ("Vale, explicadme la preparación general del tablero en pocas líneas, que me toca montarla a mí y enseñarla", A),
            ("¿Qué le digo a un novato sobre el Registro de Amistad y sus 8 niveles?", A),
            ("che, ¿cómo explico el ejemplo del Bus en la ubicación 6, donde el jugador rojo rebota dos veces a la derecha y paga el Recuerdo con fichas naranjas?", A),
            ("¿Cómo explico la bonificación pasiva de la última casilla de cada Registro de Ánimo?", A),
            ("¿Qué pide la Ficha de Rasgo Equilibrado (Balanced)? mi sobrino no la entiende", A),
            ("¿Cómo le explico las Fichas de Objetivo de tipo D, las que cuentan Fichas de Recuerdo?", A),
            ("En el solitario, cuando Rob gana una bonificación de Rasgo, ¿en qué orden intenta las tres cosas? para explicárselo a mi primo", A),
            ("Disculpe, cuando enseño, ¿puedo jugar yo con mis Cartas de Padres boca arriba para que los novatos vean cómo funcionan? ¿lo contempla el reglamento?", U),
            ("¿El tablero principal tiene otra cara más sencilla para novatos o para niños?", U),
            ("vale, para la primera partida ¿podemos poner las Fichas de Parada de Autobús en un orden que yo elija, en vez de al azar, para explicarlo mejor?", U),
            ("che, para mis sobrinos, ¿existe una versión de la variante de 2 con una fila más corta, de solo dos Fichas de Rasgo neutrales?", U),
        ],
    },
    "loop": {
        "en": [
            ("how do i explain to my nephew what he does on his turn? draw a FAVOUR then pick one of three things right?", A),
            ("in one line, how does someone win in Basic Mode?", A),
            ("whats the tie-break order in basic mode, short version to read out", A),
            ("solo setup, quick: which FAVOUR do i use, how many GOAL, and which CAREER are out?", A),
            ("solo: whats the burning MATERIAL thing at the end of each turn, and do i take the DEPLETION Penalty if the burn reveals it?", A),
            ("co-op in a nutshell for newbies: how do we win, and which penalties count before we check?", A),
            ("when do your face-down EVENT cards actually get flipped and resolved? short version for the table", A),
            ("CONTINUOUS vs IMMEDIATE EVENT, explain it like im 10", A),
            ("what's the welcoming gift when you APPLY for a CREDIT CARD? my friends love that part", A),
            ("what's the one thing new players always get wrong about the end of a competitive game? the penalties?", A),
            ("which CAREER should a beginner get? is there some easy/hard marking on them", A),
            ("setup for 3 players: how many MATERIAL sets do i take out and how many red FAVOUR does each seat start with?", A),
            ("how do i explain QUALITY to someone new, and how BUY decides it?", A),
            ("CONSUME explianed simply? like the DANCE example in the book", A),
            ("how do i explain GOALs, and that the same ACTIVITY can count for more than one GOAL?", A),
            ("HOBBY and CURIOSITY work differently from the other GOALs, how do i explain those two?", A),
            ("ACCEPT vs REJECT a FAVOUR, what do i tell a newbie?", A),
            ("how much REPUTATION do you get for accepting each FAVOUR? one line pls", A),
            ("the ways to spend REPUTATION, short list for the table", A),
            ("how do i explain SHARE with the example where the 2nd SHARE gets rejected?", A),
            ("when does the game end? explain the finish-the-round thing", A),
            ("the LANDFILL, how do i explain what goes in it and who can RECYCLE from it", A),
            ("how do i explain the Politician's bluffing ability to a newbie", A),
            ("explain the Tycoon's SALARY simply, it's weird", A),
            ("what do i tell people about the Not-For-Coop and Not-For-Solo icons on CAREER and EVENT cards?", A),
            ("who goes first, and who uses the golden side of the HAPPINESS token?", A),
            ("teaching competitive: can we all play with our FAVOUR hands open like co-op lets you? is that official?", U),
            ("for a first competitive game, can we shuffle out just the IMMEDIATE EVENTs and keep the CONTINUOUS ones?", U),
            ("when i teach, can the deals be whispered in private or does all the negotiating have to be out loud at the table?", U),
            ("we're 6 and half of us are new. can we split into two games of 3 with one box, is that allowed and are there enough cards?", U),
        ],
        "es": [
            ("Mi abuela va a jugar por primera vez de INTERN: ¿cómo le explico cuánto gana y cuánta HAPPINESS pierde con WORK?", A),
            ("¿Qué le digo a un novato sobre los FAVOUR en el cooperativo? ¿cuándo los recupera y se puede hacer REJECT?", A),
            ("Disculpe, ¿en qué se diferencia el BARTER azul del solitario del BARTER rojo? para explicárselo a mi hijo", A),
            ("che, ¿qué hace el RENEW del solitario? vos sabés que no está entre los rojos", A),
            ("¿Cómo se reparte la CAREER en el modo Competitive? lo de las dos cartas y elegir una o el INTERN", A),
            ("tío, ¿cómo explico lo de Forced into Debt, cuando tu única opción es WORK y no te queda HAPPINESS?", A),
            ("¿Qué es la DEPLETION Penalty y a quién le toca? pa explicarlo rápido", A),
            ("como se explica el REJECT, con que se paga", A),
            ("¿Cuántas ACTIVITY se pueden tener a la vez y qué pasa cuando completas la cuarta?", A),
            ("¿Cómo le explico a mi sobrino el ACQUIRE y el RESELL? ¿quién le paga la plata a quién?", A),
            ("¿Qué hace el RECYCLE rojo y por qué no se puede sacar UTILITY? para contarlo en la mesa", A),
            ("Al empezar el turno, ¿cuántos FAVOUR se roban y qué pasa si ya tienes 5 o más? para explicarlo", A),
            ("¿Cómo explico el EVENT Landfill Tax con su ejemplo del GLASS?", A),
            ("¿Cómo le explico Micro-Plastic a mi primo? no entiende lo de la FOOD", A),
            ("Vale, ¿qué hace el Craftsman con Forge, explicado en cristiano?", A),
            ("¿Cuál es la habilidad del Scavenger, explicada fácil para un novato?", A),
            ("¿Qué le digo a un novato sobre el INTERN, por qué no tiene ABILITY?", A),
            ("¿Cómo explico lo de las zonas de HAPPINESS con el ejemplo de pasar de 4 a 10?", A),
            ("¿Qué hago con un EVENT CONTINUOUS cuando sale otro? lo de dejarlo arriba o abajo del descarte", A),
            ("¿Cómo se explica el PAYOFF de la CREDIT CARD, lo de poner 1 o 2 COIN?", A),
            ("Ustedes cómo preparan el cooperativo: ¿qué FAVOUR recibe cada uno y qué CAREER se quitan?", A),
            ("¿Qué le digo a un novato de la HAPPINESS inicial según su CAREER, lo del marcador verde o rojo?", A),
            ("¿Cómo explico la regla de revelar un GOAL: es opcional, pero cuándo hay que hacerlo?", A),
            ("¿Cómo le cuento a un novato cuándo se reponen las cartas del tablero?", A),
            ("En el solitario, ¿qué es el SHARE azul? para agarrarle la mano antes de enseñarlo", A),
            ("¿Qué hace el Officer y quién lo puede frenar? para explicarlo en la primera partida competitiva", A),
            ("che, en el cooperativo con los pibes, ¿hay un nivel más fácil oficial, tipo que alcance con llegar todos a HAPPINESS 10?", U),
            ("vale, ¿hay un orden recomendado para ir añadiendo CAREER, EVENT y CREDIT CARD poco a poco, una cosa por partida?", U),
            ("Disculpe, para enseñarle el solitario a mi hijo, ¿hay una versión más fácil sin quemar MATERIAL al final de cada turno?", U),
            ("¿Hay un límite de tiempo por turno para que el novato no se eternice pensando?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how do i explain to my nephew what he does on his turn? the 4 steps in order", A),
            ("in one line, who wins when it's all over?", A),
            ("what's the one thing new players always get wrong about end scoring? walk me through the steps", A),
            ("tie on the combined score, what do i tell them?", A),
            ("teaching solo: what changes from the normal game during play, short list?", A),
            ("solo setup in a nutshell, what's different from a normal setup?", A),
            ("solo: how do i explain the Achievement cards and what you need to win?", A),
            ("solo market prices, the 1st 2nd and 3rd card, how do i say it simply", A),
            ("how do i explain the market: the leftmost card gives energy and the right ones cost something?", A),
            ("explain the 4 lower actions (Interview, Donate, Date, Meditate) in one line each", A),
            ("how do i explain the green cost to play bar, with the Grown Up icon and the Life icons in it?", A),
            ("the 'have played resources elsewhere' white box on some cards, how do i explain that? the Marathon example", A),
            ("how do i explain getting Promoted, what do you need?", A),
            ("getting Married, what do i tell a newbie it costs and needs?", A),
            ("what's a 'complete heart' and how do i explain it quickly", A),
            ("the Life Event spaces on the track: what do i tell people happens when they pass one?", A),
            ("Grown Up in one sentence? how do you become one", A),
            ("which cards end up in the Experience stack? i want to explain it without confusing anyone", A),
            ("what happens if somebody passes the end of a track? is there a 25 thing", A),
            ("energy tokens as time, how do i explain that to a newbi", A),
            ("Values in a nutshell: the face down ones, the one in your hand, how you swap them", A),
            ("how do i explain card actions with the arrow, like the Mall Walkers example?", A),
            ("setup checklist: what does each player get at the start?", A),
            ("how do i explain the first turn thing, that you can't play your Career card before spending your time?", A),
            ("what do the Unhappiness and Negative Impact tokens do, short version?", A),
            ("Partner cards: how do i explain you only get one at a time and what happens to the old one?", A),
            ("for kids, is there an official shorter version where the game just ends after a fixed number of rounds instead of waiting for the tracks to cross?", U),
            ("first game: can we leave out Promotions and Marriage completely to keep it simple? any official beginner rule like that?", U),
            ("my kid is 10, are there cards with grown-up stuff (the Shady ones) we should pull out? does the rulebook say which?", U),
            ("how do i explain what Impact actually stands for in the story? the rulebook never says what it means, right?", U),
        ],
        "es": [
            ("Mi abuela va a jugar por primera vez, ¿cómo le explico las cuatro categorías de su tablero y sus acciones de arriba?", A),
            ("¿Qué le digo a un novato sobre los Life Event en el solitario? ¿se roban al pasar las casillas o no?", A),
            ("Disculpe, en el solitario ¿qué hace la Meditate?", A),
            ("che, en el solitario ¿cuándo se vacía el mercado? vos sabés que no se repone a mitad de ronda, ¿no?", A),
            ("¿Qué puntos no cuentan al final del solitario? para explicárselo a mi primo", A),
            ("¿Cómo explico el marcador de Felicidad que va hacia la izquierda y el de Impacto que va hacia la derecha?", A),
            ("vale, ¿cuándo se acaba la partida exactamente? lo de terminar la ronda cuando se cruzan", A),
            ("que acciones del tablero se pueden tapar con cartas y cuales no se tapan nunca", A),
            ("¿Cuántas Career se pueden tener a la vez y qué pasa con la vieja? para contárselo a los novatos", A),
            ("¿Las Resources y las Traits tienen límite? ¿dónde se ponen?", A),
            ("¿Cómo le explico las cartas Community, Leisure y Wellness del mazo?", A),
            ("¿Qué es una carta de Experience y qué se hace con ella después de jugarla?", A),
            ("¿Se pierde el Promoted si cambias de Career? quiero avisar a los novatos", A),
            ("¿Se puede contar el icono de la propia Career para ascender? lo del ejemplo del Actor", A),
            ("¿Qué significa que una carta no tenga barra verde? para explicarlo rápido", A),
            ("¿Cómo explico el ejemplo de Overseas Vacation, la carta con iconos y sin flecha?", A),
            ("¿Cómo se reinicia todo al final del turno? el paso 4, para leerlo en voz alta", A),
            ("¿Puedo jugar una carta que acabo de agarrar del mercado en el mismo turno? para decírselo a mi sobrina", A),
            ("¿Se puede usar la acción nueva de una carta el mismo turno en que la pones?", A),
            ("¿Qué iconos de Life hay? quiero hacer una chuleta para la mesa", A),
            ("Ustedes cómo explican los Life Event que afectan a la ronda siguiente, ¿cómo se sabe cuáles son?", A),
            ("¿Cuántas cartas se ponen en el mercado al preparar y quién empieza? ahorita estoy montando la mesa", A),
            ("¿Se puede retroceder en las pistas de puntos durante la partida? para explicarlo bien", A),
            ("tío, ¿cuándo hay que colocar todo el tiempo, el dinero y la energía? después del paso 1 ya no se puede hacer nada más, ¿no?", A),
            ("¿Qué hace la acción de arriba de Wellness cuando todavía no tiene carta encima?", A),
            ("¿Qué componentes trae la caja? quiero revisarlos antes de enseñar a jugar", A),
            ("Para los peques, ¿hay alguna variante en la que se llegue antes a Grown Up o se empiece ya de Grown Up?", U),
            ("Disculpe, para la primera partida, ¿podemos jugar solo con la Value de la mano, sin las dos boca abajo? ¿hay algo así oficial?", U),
            ("¿El reglamento trae un ejemplo de un primer turno completo, paso a paso, para enseñar?", U),
            ("¿Cómo le explico a mi sobrino por qué la partida se acaba cuando se cruzan los marcadores? ¿qué significa eso en la historia?", U),
        ],
    },
    "cv": {
        "en": [
            ("how do i explain to my nephew what he does on his turn? its 5 phases right", A),
            ("one-liner for the newbie: how do you win this one?", A),
            ("tie-break at the end, what do i tell them?", A),
            ("the one thing new players get wrong about scoring: how do health, relationship and knowledge cards score?", A),
            ("walk me through Felix's scoring example so i can use it to teach", A),
            ("2 player setup: how do i prep the childhood cards?", A),
            ("whats the one 2-player rule change at cleanup?", A),
            ("how do i explain the childhood draft, the choose one and pass left thing", A),
            ("can you walk me through the Julius, Felix and Eric social assistance example? want to teach with it", A),
            ("public life goals: who gets the points, and what if two players tie for one?", A),
            ("rerolls: how many times can you reroll, in short?", A),
            ("3 good luck symbols, how do i explain what they do?", A),
            ("whats the 'slide the card a bit' and 'put your dice next to the cards' tip about? how do i explain it", A),
            ("the used car reroll example, can you walk me through it for teaching", A),
            ("if you buy an event card from the track, where does it go?", A),
            ("red slash on a card, how do i explain it to a newbie", A),
            ("two-colour cards, what do i tell poeple?", A),
            ("how do i explain 'active' cards, only the one on top counts?", A),
            ("tokens: how do i explain that they don't pile up like income?", A),
            ("health cards, what do they usually give? one line", A),
            ("how do the decks go in the game: young adulthood then middle age then old age?", A),
            ("phase 4, adding to your stacks: what do i tell a newbie about where the bought cards go?", A),
            ("who starts each round, and what's the bicycle token for?", A),
            ("how many cards sit on the track and how does the refill work at cleanup?", A),
            ("what are the six symbols on the dice? quick list for a newbie", A),
            ("possession cards, how do they score at the end?", A),
            ("what does the bicycle card stand for in the story? i want to tell the kids why the bike kid goes first", U),
            ("is there a family or kids version with simpler cards for my 7 year old?", U),
            ("teaching game: is there an official order to lay out the stacks on the table (health, relationship, knowledge...) so newbies don't get lost?", U),
            ("4 players, one newbie: does the rulebook say where the new player should sit compared to the bicycle player?", U),
        ],
        "es": [
            ("Mi abuela va a jugar por primera vez, ¿cómo le explico en pocas palabras de qué va el juego?", A),
            ("Disculpe, ¿cómo se preparan los mazos y el track al empezar?", A),
            ("che, ¿cuántos objetivos vitales se reparten a cada uno y cuántos van boca arriba en el tablero?", A),
            ("vale, con 3 jugadores, ¿cómo se preparan las cartas de infancia?", A),
            ("¿Cómo explico la limpieza al final de la ronda, lo de descartar la carta de la izquierda?", A),
            ("¿Puedo usar las fichas de dados que ya gasté para comprar cartas para pagar también la barra roja?", A),
            ("¿Cuántas cartas se pierden por la mala suerte? ¿se cuentan dados y fichas juntos? para explicarlo", A),
            ("¿Las cartas de salud, relación y conocimiento se pueden meter debajo de la pila? ¿y las de trabajo y posesión?", A),
            ("como se explica la ayuda social, quien la recibe", A),
            ("¿Cuántos dados se tiran al principio y cuántos como máximo?", A),
            ("¿Cómo explico que las cartas de evento se juegan en cualquier momento y no se quedan en el currículum?", A),
            ("¿Puedo usar una carta de evento para ayudar a pagar una carta del track? ¿y los símbolos que sobran?", A),
            ("Ustedes cómo le explican a un novato el final de la partida: ¿cuándo se acaba exactamente?", A),
            ("¿Cómo se cuentan al final los puntos del objetivo vital secreto?", A),
            ("tío, ¿qué hacen las cartas de Trabajo, en una frase?", A),
            ("¿Qué hacen las cartas de Relación? mi sobrino dice que dan suerte", A),
            ("¿Qué son las cartas de Conocimiento y para qué sirven? para explicarlo rápido", A),
            ("¿Cómo explico lo de que los dados de mala suerte se quedan congelados?", A),
            ("¿Se pueden coger 3 cartas del track en un turno? para aclararlo con los novatos", A),
            ("Si varios tienen derecho a la ayuda social, ¿en qué orden agarran su carta?", A),
            ("Ahorita se nos está acabando el mazo de vejez, ¿cómo explico cuándo termina la partida con las cartas que quedan?", A),
            ("¿Para qué sirve la plata en este juego? ¿qué cartas suelen pedir dinero?", A),
            ("¿Qué es una carta de objetivo vital y qué hace? para explicárselo a mi hermana", A),
            ("En la puntuación, ¿las posesiones cuentan por número de cartas o por los puntos impresos? para explicarlo", A),
            ("Con 3 símbolos de buena suerte, ¿hay que cumplir igualmente la condición especial de la carta?", A),
            ("Los componentes: ¿cuántos dados y fichas trae la caja? para revisar antes de enseñar", A),
            ("¿Hay un límite de tiempo para las dos tiradas de dados? mi primo se eterniza y quiero explicar una regla", U),
            ("¿El reglamento trae alguna partida de ejemplo completa, turno por turno, para enseñar?", U),
            ("Disculpe, para una partida de enseñanza, ¿puedo elegir yo a mano las cartas de infancia del novato para darle las más sencillas?", U),
            ("vale, para los niños, ¿hay una variante en la que la mala suerte cuente solo los dados y no las fichas?", U),
        ],
    },
}


def main() -> None:
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, by_lang in Q.items():
        rows = [(q, lang, ok) for lang in ("en", "es") for q, ok in by_lang[lang]]
        random.Random(SEEDS[game]).shuffle(rows)
        out = []
        for q, lang, ok in rows:
            named = bool(re.search(NAMES[game], q, re.I))
            got = ids.get(q, []) if ok else []
            lines = ["[[questions]]", f"q = {json.dumps(q, ensure_ascii=False)}", f'lang = "{lang}"', f'game = "{game}"',
                     f"names_game = {'true' if named else 'false'}", f"answerable = {'true' if ok else 'false'}"]
            if got:
                lines.append("ids = [")
                lines += [f'    "{i}",' for i in got]
                lines.append("]")
            else:
                lines.append("ids = []")
            out.append("\n".join(lines))
        (HERE / FILES[game]).write_text("\n\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
