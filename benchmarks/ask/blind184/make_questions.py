"""Write the blind184 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind184/make_questions.py

Style of this set: players asking about an EDGE CASE - zero, nobody, everyone,
a tie, an empty deck or supply, the maximum, the last round, the very first
turn. The answer is the rule that settles the case (a tie-break, a limit, a
refill, an end condition, a "nothing happens"). The unanswerable questions ask
an edge case the rulebooks never settle, asked the same way.

Each game's file is written in a seeded shuffled order (seeds 18401-18404), so the
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
SEEDS = {"coming-of-age": 18401, "loop": 18402, "adulthood": 18403, "cv": 18404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("i want to move my die 2 locations over but only one of my mood tracks is free of frustration tokens. can i still do it?", A),
            ("counter's already on the last space on the right and the experience space says move it right again. what happens", A),
            ("my counter is on the far left and i have to move it left one more time, what are my options", A),
            ("I bounce left on a track that already has an unresolved Frustration Token on its right end. What happens now?", A),
            ("I just drew a fifth Trait Tile. Do I have to get rid of one, and where does it go?", A),
            ("I've already played 4 Trait Tiles on my board and just got another Trait Bonus. Can I play a fifth one?", A),
            ("my fulfillment counter is already on the final space and i still have 2 interest tokens to cash in at this location. do i get anything for them?", A),
            ("two of us have a die at the same location and both want the Memory. does the first one take it and the other gets nothing?", A),
            ("i have zero motivation tokens and not enough willpower, so no memory and no presence for me. what do i do at that stop?", A),
            ("all 4 of my character tokens are already out as presences and i want a presence at this new place. am i stuck?", A),
            ("The Experience Space says move my blue counter but it's round 1 and blue isn't even on my board yet. what do i do with that icon?", A),
            ("we ended the game on the same VEP, who wins?", A),
            ("if i never played a single trait tile all game, can i score any of my goal tiles at the end?", A),
            ("final scoring: all i have left is 2 willpower tokens, nothing else. do they give me anything?", A),
            ("can i flip two memory tokens in the same year if i've got them?", A),
            ("got a friendship bonus but the friend i care about is already at level 4 and i have no intimacy bonus. can i move him up anyway?", A),
            ("round 1, only locations 1-4 are open. do 1 and 4 count as adjacent for moving my die?", A),
            ("solo: rob is already on the last space of his fulfillment track and gets 2 more advances. what does he get?", A),
            ("solo: rob rolled 3 dice but only has 2 interest tokens left. which dice get the tokens?", A),
            ("2 player game: the 3rd tile in the neutral row, what friendship level do i need with its character to mimic it?", A),
            ("the last year is over and the bus is done. is there anything i can still do before we count up?", A),
            ("I paid 3 Motivation Tokens of the same colour for one Memory. How far does that colour's counter go left, 2 steps or 6?", A),
            ("my friend's character is only at level 0 on my friendship track. can i mimic her leftmost trait tile?", A),
            ("i met the requirement when i played my trait tile but now i dont anymore. do i lose the tile or the vep?", A),
            ("the willpower tokens in the box ran out and i need more, what do we do", A),
            ("both my dice this year show a 3. i put one in building 3, do i leave an interest token at 3 for the other one?", A),
            ("end of the game, everyone gets to use one last memory token. if two of us get a trait bonus from it and there's only one tile left in the trait pile, who gets it?", U),
            ("the pink passive lets me spend any type of motivation. can i pay one memory with 1 orange + 1 blue token together, and which counters go 2 left then?", U),
            ("my level 0 row on the friendship track is full and i meet a brand new character at the bus stop. where does his token go?", U),
            ("a left bounce is about to cost me 2 VEP because of the unresolved frustration on that track. can i pay 4 willpower right then to flip it first, so the bounce gives me +4 instead?", U),
        ],
        "es": [
            ("¿Y si todos mis Registros de Ánimo ya tienen una Ficha de Frustración en algún extremo? ¿Puedo cambiar el dado de ubicación igual?", A),
            ("Oye, si el Contador rebota a la derecha pero el icono de Motivación está tapado por una Ficha de Frustración, ¿gano algo?", A),
            ("Si reboto a la izquierda y en el extremo izquierdo de ese Registro hay una Ficha de Frustración ya superada, ¿qué pasa?", A),
            ("Che, si nadie se llevó el Recuerdo de una ubicación este año, ¿la carta se queda ahí para el año siguiente?", A),
            ("¿Puedo poner una segunda Presencia en una ubicación donde ya tengo una?", A),
            ("Si el siguiente nivel del Registro de Amistad ya no tiene huecos libres, ¿puedo subir igual a mi personaje?", A),
            ("Empatamos en VEP, en Fichas de Rasgo y Objetivo completadas y también en Fichas de Personaje del Registro de Amistad. ¿Quién gana?", A),
            ("Objetivo de tipo A: si empato con otro jugador en la mayoría, ¿cuenta como cumplido?", A),
            ("En el último turno de cada ronda solo me queda un dado. ¿Dejo Fichas de Interés en algún sitio?", A),
            ("Al final tengo 3 Fichas de Frustración sin superar. ¿Cuánto VEP me quitan?", A),
            ("En solitario Rob ya no tiene Fichas de Interés en su reserva cuando tira. ¿Qué hace?", A),
            ("Che, vos sabés qué hace Rob si ya puso sus 2 Fichas de Personaje como Presencias? ¿Pone otra o mueve una?", A),
            ("La Ficha de Parada de Autobús muestra un personaje neutral que todavía no tengo en mi Registro de Amistad. ¿Qué gano?", A),
            ("En solitario, en el nivel 0 del Registro de Amistad de Rob ya hay una ficha tapando el VEP. ¿Dónde va la siguiente?", A),
            ("¿Puedo imitar el mismo rasgo dos veces, en tableros de jugadores distintos?", A),
            ("En solitario Rob no tiene Rasgo Mimético libre ni Fichas de Rasgo en su pila. ¿Qué hace con la Bonificación de Rasgo?", A),
            ("ahorita terminamos la ronda 4, ¿se juega otra ronda o ya se acaba?", A),
            ("Disculpe, ¿puedo mover mi dado a una ubicación que todavía tiene la loseta de Roadblock?", A),
            ("Tengo dos frustraciones sin superar y me llega una Bonificación de Superación. ¿Cuál se supera?", A),
            ("Tengo dado y Presencia en la misma ubicación. ¿Puedo coger la bonificación de la Parada y también la de Amistad?", A),
            ("En solitario, la ubicación pide dos tipos de Fichas de Motivación. ¿Qué gana Rob?", A),
            ("Si retiro dos dados de la misma ubicación, ¿pongo una Ficha de Interés o dos?", A),
            ("vale, el rasgo Equilibrado: si no tengo ningun Contador en los extremos, lo cumplo porque es 0 y 0?", A),
            ("Mi personaje ya está en el nivel 5 y me llega otra Bonificación de Intimidad. ¿A qué nivel sube?", A),
            ("¿Qué pasa si el Espacio de Experiencia me hace rebotar dos veces a la izquierda en el mismo Registro?", A),
            ("En solitario, Rob y yo tenemos dado en la misma ubicación. ¿Quién resuelve primero y qué pasa con la Carta de Recuerdo?", A),
            ("Si coloco una Presencia pagando 4 de Fuerza de Voluntad, ¿tengo que mover algún Contador de Estado de Ánimo 2 pasos a la izquierda? ¿Cuál?", U),
            ("Che, la pasiva del registro rosa, la de gastar Fichas de Motivación de cualquier tipo, ¿vale también para poner una Presencia o solo para el Recuerdo?", U),
            ("Disculpe, ¿hay un máximo de dados de distintos jugadores en el edificio de una misma ubicación?", U),
            ("Tío, elegí la bonificación de la Parada (Amistad con un personaje neutral) y resulta que ese personaje ya está en el nivel 4 de mi registro. ¿Puedo cambiar a la Amistad con la Presencia de otro jugador?", U),
        ],
    },
    "loop": {
        "en": [
            ("what if the FAVOUR deck is empty when i go to draw at the start of my turn", A),
            ("i'm at 0 HAPPINESS and want to WORK. what happens?", A),
            ("can i just pass my turn if i don't want to WORK, BUY or CONSUME", A),
            ("the WORK AREA ran out of COIN. where does my salary come from?", A),
            ("what's the most MATERIAL i can BUY in one turn?", A),
            ("I complete my 4th ACTIVITY. Where does it go and what happens to the ones I already have?", A),
            ("I already have 2 REPUTATION and I ACCEPT a SHARE. Do I get any more?", A),
            ("someone plays me a FAVOUR, i dont have the same FAVOUR and i have 0 REPUTATION. can i refuse it?", A),
            ("can i play ACQUIRE on a player who has no MATERIAL at all?", A),
            ("tie for the highest HAPPINESS at the end of a basic game, who wins?", A),
            ("we're tied on HAPPINESS and on REPUTATION too. whats next?", A),
            ("the MATERIAL deck is empty but there are still face-up MATERIAL in the BUY AREA. is the game ending?", A),
            ("someone just hit HAPPINESS 12. does the game stop right now?", A),
            ("the ACTIVITY deck is empty at the end of my turn, how do we refill the slots", A),
            ("can i spend 1 REPUTATION and no COIN to BUY a MATERIAL at QUALITY 1?", A),
            ("my HAPPINESS jumps from 4 to 10 in one go. how many EVENT do i draw?", A),
            ("I have no COIN and an IMMEDIATE EVENT wants me to pay. Now what?", A),
            ("i cant PAYOFF my CREDIT CARD this turn, not enough COIN. what happens", A),
            ("game ends and I still have 2 CREDIT CARD not paid off. How bad is it?", A),
            ("5 MATERIAL in my LANDFILL at the end, how much HAPPINESS do i lose?", A),
            ("co-op: one of us ends at HAPPINESS 10, everyone else is at 12. do we win?", A),
            ("solo: the burned MATERIAL card makes DEPLETION show up. do i take the DEPLETION Penalty?", A),
            ("Tycoon here and i have 0 COIN. if i WORK do i get anything?", A),
            ("Investor: both of my tosses land on the $ side. do I get 4 COIN?", A),
            ("two CONTINUOUS EVENT trigger at my turn end, which one applies?", A),
            ("a SHARE breaks my MATERIAL at QUALITY 1 down to 0. where does it go?", A),
            ("I'm the Engineer. If I Repair a MATERIAL that's already at QUALITY 4, does it go to QUALITY 5?", U),
            ("i SHARE two MATERIAL for one ACTIVITY. the 1st is ACCEPTed, the 2nd REJECTed, so no QUALITY comes off the first one. does that player still keep the 2 REPUTATION?", U),
            ("Overproduction comes up but theres only 1 MATERIAL card left in the deck (not solo). who takes the DEPLETION Penalty, if anyone?", U),
            ("co-op: I play 2 FAVOUR early in my turn and then WORK. do those 2 come back to my hand too, or only the ones from earlier turns?", U),
        ],
        "es": [
            ("Ya tengo 5 FAVOUR en la mano. ¿Robo uno al empezar el turno?", A),
            ("Si acepto un FAVOUR y ya tengo 5 o más en la mano, ¿qué pasa?", A),
            ("¿Cuántas ACTIVITY puedo CONSUMIR como máximo en un turno?", A),
            ("Si una ACTIVITY pide dos del mismo color, ¿puedo restar 2 de QUALITY a un mismo MATERIAL?", A),
            ("Disculpe, ¿hasta cuántas COIN puedo pagar por un solo MATERIAL?", A),
            ("Empatamos en HAPPINESS, en REPUTATION y en MATERIAL del LANDFILL. ¿Quién gana?", A),
            ("Se acabó el mazo de FAVOUR y la pila de descarte también está vacía. ¿Robo algo?", A),
            ("Si el que activa la DEPLETION es el jugador sentado a la derecha del inicial, ¿se juega otra ronda?", A),
            ("Che, si hago BARTER dando un MATERIAL de QUALITY 4 por uno de QUALITY 1, ¿me devuelven algo de la diferencia?", A),
            ("¿Puedo hacer RECYCLE de un MATERIAL de mi propio LANDFILL?", A),
            ("Si al final no uso el MATERIAL que me compartieron con SHARE, ¿se le quita QUALITY igual?", A),
            ("En cooperativo, ¿ustedes saben si puedo REJECT un FAVOUR?", A),
            ("En cooperativo, ¿cuándo recupero los FAVOUR que ya jugué?", A),
            ("En solitario, ¿gano si llego a HAPPINESS 11 después de las penalizaciones?", A),
            ("Acabo la partida con 3 MATERIAL en mi LANDFILL. ¿Pierdo algo?", A),
            ("No me queda HAPPINESS para hacer WORK y es lo único que puedo hacer. ¿Qué hago?", A),
            ("¿Puedo poner 3 COIN de golpe sobre una CREDIT CARD para pagarla antes?", A),
            ("Tío, sale Landfill Tax, se me rompe un MATERIAL y no tengo ni una COIN. ¿Qué pasa?", A),
            ("si pierdo HAPPINESS y bajo de zona, robo EVENT igual o solo al subir", A),
            ("Los EVENT que robo en mi turno, ¿se activan en ese momento?", A),
            ("El Officer me juega su primer FAVOUR del turno, que no se puede REJECT. ¿El Lawyer lo puede parar?", A),
            ("The Gap: la diferencia más grande entre nosotros es exactamente 7. ¿Perdemos HAPPINESS?", A),
            ("Status Climb: el jugador que elijo tiene exactamente las mismas COIN que yo. ¿Pierdo HAPPINESS?", A),
            ("Hypebeast: el jugador que elijo no tiene ningún MATERIAL. ¿Pierdo HAPPINESS?", A),
            ("Combustion Energy y dos jugadores empatados con la menor HAPPINESS: ¿a quién le toca?", A),
            ("Soy el Homemaker y no tengo ningún MATERIAL. ¿Gano la REPUTATION?", A),
            ("El Lawyer usa Objection para rechazar un FAVOUR que no iba para él. ¿Gana REPUTATION por eso?", U),
            ("Pagué las 5 COIN de una CREDIT CARD. ¿La tarjeta vuelve al mazo de CREDIT CARD o se queda en mi AREA?", U),
            ("Che, sale Repurchase y el jugador al que le quiero dar la COIN no tiene ningún MATERIAL que no sea UTILITY en su LANDFILL. ¿Qué hago?", U),
            ("En solitario soy el Scavenger: ¿puedo agarrar el MATERIAL de QUALITY 1 del LANDFILL central o solo del mío?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i use the same action spot twice in one turn if i have spare time meeples?", A),
            ("I'm out of time meeples but I've got 2 energy. Can the energy count as time?", A),
            ("my markers crossed on my turn. does the game end right away?", A),
            ("two of us end with the same combined score, who wins?", A),
            ("my happiness marker goes past the end of the track. what now", A),
            ("i passed two life event spaces in one turn. do i get both?", A),
            ("I passed the Grown-Up space on both tracks. Do I get two Grown Up markers or anything extra?", A),
            ("i play a new Career while i already have one and i'm Promoted. what happens to the old one and my promoted token?", A),
            ("once I'm Promoted can I still use the first action spot on my Career?", A),
            ("i just played a Leisure card with a new action. can i use it this same turn?", A),
            ("i already started spending my stuff and now i want to add another action. allowed?", A),
            ("very first turn: can i play the Career in my hand before i place my time?", A),
            ("what do i get for taking the left-most card in the market?", A),
            ("can i play a card i just took from the market this turn?", A),
            ("the card has a Grown Up icon in its cost bar and i'm not Grown Up yet. can i play it?", A),
            ("Can the Life icon on my own Career card count toward its Promotion requirement?", A),
            ("3 Family icons at the end. how much happy is that?", A),
            ("exactly 2 Family icons at the end, do they give anything?", A),
            ("solo: the 8th Life Event has just been drawn. is the game over?", A),
            ("solo: how much does the 3rd card i buy from the market in one turn cost?", A),
            ("solo: do i draw a Life Event when i pass the Life Event spaces?", A),
            ("i've got 3 Unhappiness tokens at the end. what do they do?", A),
            ("is there a limit on how many Resources and Traits i can have?", A),
            ("my Partner's heart matches one of my Values but we never got Married. do i get the 4 impact?", A),
            ("can't afford the cost in a card's green bar. can i play it anyway and pay later?", A),
            ("a card needs a Family icon in my tableau and i have none yet. can i still play it?", A),
            ("both of my Values match the heart of the Partner I married. Is that 4 impact once or 4 per Value?", U),
            ("during final scoring my happy gains push my marker past a Life Event space and the Grown-Up space. do i take a Life Event then?", U),
            ("I married a Partner who matched my Value, then replaced them with a new Partner. Does the old marriage still give me the complete heart at the end?", U),
            ("can i ever get rid of a Negative Impact token once i have it, like by paying money or energy?", U),
        ],
        "es": [
            ("Si el que cruza los marcadores es el último jugador de la ronda, ¿se juega otra ronda?", A),
            ("¿Puedo retroceder en los tracks de Impact o Happiness durante la partida?", A),
            ("Che, si ya estoy Married y juego un Partner nuevo, ¿qué pasa con el viejo y con el Married?", A),
            ("¿Cuánto me cuesta la carta de más a la derecha del mercado?", A),
            ("¿Puedo tener dos cartas de Wellness a la vez?", A),
            ("En solitario, si al final mis marcadores no se cruzaron, ¿qué pasa?", A),
            ("Ya pasé mis dos Values boca abajo a la mano. ¿Me sirve de algo seguir usando Meditate?", A),
            ("¿Puedo pagar con Energy los 4 de tiempo de la acción de arriba de Career?", A),
            ("En solitario no hay Values. ¿Qué hace entonces Meditate?", A),
            ("En solitario, ¿el mercado se repone cuando cojo una carta a mitad de ronda?", A),
            ("En solitario, una carta me deja ganar una carta extra del mercado. ¿Me sube el precio de las siguientes?", A),
            ("En solitario, ¿gano puntos al final por el corazón completo o por los sets de Life Icons?", A),
            ("Disculpe, si todavía no soy Grown Up, ¿qué hace la Date?", A),
            ("Y si no soy Grown Up, ¿para qué sirve el Interview?", A),
            ("Quiero casarme pero mi Partner pide iconos que no tengo en mi vida. ¿Puedo igual?", A),
            ("La Life Event que me llevo al pasar la casilla, ¿cuándo la resuelvo?", A),
            ("Tengo 4 iconos de Luxury al final. ¿Cuánto happy me dan?", A),
            ("Una carta tiene una cajita blanca en la barra verde con recursos. ¿Qué significa?", A),
            ("si una carta no tiene barra verde, cuanto cuesta jugarla", A),
            ("Mis Values boca abajo, ¿cuándo se enseñan?", A),
            ("Oye, ¿vosotros sabéis si estoy obligado a coger una carta del mercado cada turno?", A),
            ("¿Puedo jugar una carta de Values en mi tableau?", A),
            ("Tengo 6 de plata, digo, de dinero. ¿Puedo hacer Donate dos veces en el mismo turno?", A),
            ("Cuando juego una Experience, ¿los iconos cuentan al final aunque la carta quede apilada?", A),
            ("Después de casarme, ¿puedo seguir usando la acción de la izquierda del Partner?", A),
            ("ahorita terminé mi turno, la Energy que gasté vuelve a mí o se va?", A),
            ("Una Life Event me obliga a pagar dinero y no tengo nada. ¿Qué pasa?", U),
            ("Mis marcadores de Happiness e Impact acabaron exactamente en la misma casilla. ¿Cuenta como cruzados?", U),
            ("En solitario, la octava Life Event tiene el símbolo de que afecta a la ronda siguiente, pero ya no hay ronda siguiente. ¿Se aplica de alguna forma?", U),
            ("Vale, pasé el final del track, volví a 0 y sumé 25. ¿Vuelvo a sacar Life Event al pasar otra vez por esas casillas?", U),
        ],
    },
    "cv": {
        "en": [
            ("can i ever roll more than 7 dice?", A),
            ("a die shows bad luck after my roll, can i reroll it?", A),
            ("how many rerolls do i get in a turn", A),
            ("can i take 3 cards from the track in one turn", A),
            ("I have 3 good luck symbols. Can I take a card for free even if it has a special condition?", A),
            ("i have 6 bad luck symbols, how many cards do i lose?", A),
            ("what if i can't pay the red slash cost on one of my cards this turn?", A),
            ("the dice i used to buy a card this turn, can they also pay my red slash cost?", A),
            ("i bought a card with 2 colours. which stack does it go in?", A),
            ("new Possession card: can I slide it under my Possession stack instead of on top?", A),
            ("my event card had more symbols than i needed. do i keep the leftover ones?", A),
            ("do i get tokens for the symbols on an event card i played?", A),
            ("the young adulthood deck runs out while we're refilling the track. what now?", A),
            ("end of the round: what happens to the leftmost card on the track?", A),
            ("2 players: do we discard the leftmost card only at the end of a round?", A),
            ("when does someone get social assistance?", A),
            ("social assistance: the card I want has a special condition I don't meet. Can I still take it?", A),
            ("when exactly does the game end?", A),
            ("we're tied on points, who wins?", A),
            ("tied on points and tied on number of cards too. then what?", A),
            ("two players tie for a public life goal. who gets it?", A),
            ("the bicycle card got discarded by bad luck. who starts the rounds now?", A),
            ("3 players: how do we set up the childhood cards?", A),
            ("5 knowledge cards in my stacks, how many points is that?", A),
            ("do my symbol tokens pile up from turn to turn like income?", A),
            ("misfortune: can i discard a card that's under the top one in a stack?", A),
            ("I add a card with a red slash cost this turn. Do I already pay it this turn, or from my next turn?", U),
            ("social assistance check: does my face-down secret life goal card count as one of my cards when we compare who has twice as many?", U),
            ("an event card gives me an extra die in the middle of my turn. do i roll it right away or only next turn?", U),
            ("how many points do 7 health cards score? the example only goes up to 5", U),
        ],
        "es": [
            ("Si me salen tres símbolos de mala suerte y pierdo una carta, ¿la elijo yo?", A),
            ("Tengo 2 símbolos de mala suerte en los dados y 1 en una ficha. ¿Me toca desgracia?", A),
            ("Si no quiero coger ninguna carta del track, ¿puedo no coger nada?", A),
            ("Dos jugadores tienen asistencia social a la vez. ¿Quién elige primero?", A),
            ("Cuando se acaba el mazo de mediana edad, ¿también se mira lo de la asistencia social?", A),
            ("Somos 2: ¿cuántas cartas de infancia se usan y cómo?", A),
            ("Somos 4: ¿hay que preparar el mazo de infancia con la bici como a 2 o 3?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("¿Puedo poner una carta de Health debajo de mi pila en vez de encima?", A),
            ("Si pongo una carta de Relationship debajo de la pila, ¿funciona su efecto?", A),
            ("Tengo 3 cartas de Knowledge al final. ¿Cuántos puntos son?", A),
            ("Una carta con barra roja, ¿cuándo se paga?", A),
            ("Empatamos tres jugadores en una meta vital pública. ¿Quién se lleva los puntos?", A),
            ("Con 3 jugadores, ¿cuántas metas vitales públicas se ponen?", A),
            ("Al limpiar, si el track tiene huecos, ¿cómo se rellena?", A),
            ("Somos 3 y después de rellenar al final de la ronda quedan 2 cartas en el mazo de vejez. ¿Seguimos?", A),
            ("Desgracia: ¿puedo descartar una carta de evento de la mano en vez de una carta activa?", A),
            ("Las posesiones tapadas en la pila, ¿cuentan sus puntos al final?", A),
            ("Tío, ¿puedo apartar un poco una carta del track mientras me decido?", A),
            ("Yo tengo 4 cartas y otro jugador tiene 8 justas. ¿Me toca asistencia social?", A),
            ("Las cartas de infancia, ¿van al currículum o se quedan en la mano?", A),
            ("En el reparto de infancia me pasan 2 cartas. ¿Qué hago con ellas?", A),
            ("¿Puedo comprar una carta con 3 de buena suerte y otra pagando normal en el mismo turno?", A),
            ("con 3 jugadores, cuando se descarta la carta de la izquierda del track", A),
            ("La fase de mala suerte, ¿va antes o después de añadir las cartas al currículum?", A),
            ("Che, ¿y si saco 5 símbolos de mala suerte, cuántas cartas pierdo?", A),
            ("Mi carta de Relationship activa da una ficha de buena suerte y la tapo este turno con otra. ¿Pierdo la ficha ya este turno o en el siguiente?", U),
            ("Una meta pública es de 'tener más posesiones' y ninguno de nosotros tiene ninguna. ¿Empatamos todos y nos llevamos los puntos?", U),
            ("Disculpe, ¿puedo usar los símbolos de una carta de infancia para pagar la barra roja de una carta activa?", U),
            ("La condición especial de una carta pide tener cierto número de cartas. ¿Cuentan mis cartas de infancia?", U),
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
