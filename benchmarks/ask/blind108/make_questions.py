"""Write the blind108 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind108/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10801-10804), so the
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
SEEDS = {"coming-of-age": 10801, "loop": 10802, "adulthood": 10803, "cv": 10804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("the setup says 'Your hand of Tiles and Cards is always hidden from other players'. does that mean my parent card discard pile is secret too?", A),
            ("What does 'adjacent' mean when I change location? In round 1, is location 4 adjacent to location 1?", A),
            ("It says the Frustration Token goes 'to the far right of an available Mood Track on your Personal Board that has none'. What if every track I have already has one, even an overcome one on the left end?", A),
            ("if i pull two dice off the same location do i leave one interest token there or two", A),
            ("experience space says 'resolving them strictly from left to right'. so i cant do the third icon first even if it would help me?", A),
            ("Experience Space tells me to move the blue counter but I haven't unlocked blue yet. what happens", A),
            ("what does 'passive (non-immediate) bonus' mean for the rightmost spaces? do i get something the moment my counter lands there?", A),
            ("bouncing to the left when my overcome frustration token is already sitting on the far left of that track, what do i get", A),
            ("rules say 'If you must bounce more than once ... resolve each bounce separately'. so a counter that bounces twice to the right gives me 2 motivation tokens?", A),
            ("Trait hand limit: 'If you draw a fifth, you must immediately discard one'. Can I discard the one I just drew, and where does it go?", A),
            ("'you only need to meet the requirement at that specific moment' - so if my counters move away after i played a trait tile i keep the VEP?", A),
            ("For a Mimic Trait Token the other player's Character Token must be at a level 'equal to or higher than the space occupied by that Tile'. What level is a tile?", A),
            ("in the location benefits phase where does the bus start and does it stop at every location?", A),
            ("my die and my presence are both at the same location. can i take the bus stop bonus AND a friendship bonus there?", A),
            ("Intimacy Bonus: 'from level 5 up to level 7' - does one Intimacy Bonus jump a token from 5 straight to 7?", A),
            ("two of us have dice at the same location and both pay motivation for the memory. do we both get it or only one of us", A),
            ("i want to leave a presence but all 4 of my character tokens are already on the board. am i stuck?", A),
            ("what happens to the dice that are still at a location after the bus has stopped there", A),
            ("whats the difference between a turn and a round? rules talk about 9 turns and 4 rounds", A),
            ("Before final scoring 'each player may use one unused Memory Token'. Only one, even if I still have three unused?", A),
            ("Leftover Elements: do my used (flipped) memory tokens go into the divide-by-3 too?", A),
            ("we tied on VEP. the tiebreak counts Trait and Goal Tiles 'including those mimicked on other players' boards'. what exactly do we count?", A),
            ("2 player game: how do the 4 trait tiles in the row between us work, what friendship level do i need for each one?", A),
            ("solo: Rob 'skips any space that does not grant VEP' on his personal fulfillment track. what if he's already on the last space?", A),
            ("rob bot keeps crushing me in coming of age solo, is there an official way to make him easier?", A),
            ("'You cannot mimic the same trait more than once' - Ana and Tom have both played a Stubborn tile. I already mimicked Ana's Stubborn. Can I mimic Tom's Stubborn too, or is that the same trait?", U),
            ("2 player setup says 'randomly assign a different neutral Character Token to each Tile'. does that token come out of the general supply, so theres one less of that character for us to befriend?", U),
            ("Friendship Bonus: 'move it to an empty space on the next level'. Level 2 has two empty spaces with different bonuses - do I get to pick which one?", U),
            ("The trait list says Jovial / Cool / Strong / Popular / Calm need the Counter on the passive space 'of the indicated Mood Track'. Which track is the Cool one?", U),
            ("End of the Year: 'Take the Bus Stop Tile at the far right, slide all the others one space to the right'. in round 1 locations 5-10 are still blocked, do we take the tile from location 10 or from the last open location?", U),
        ],
        "es": [
            ("Dice que puedo mover el dado a una ubicación adyacente 'colocando 1 Ficha de Frustración'. ¿Y si quiero ir a una que no está al lado?", A),
            ("Vale, gasté 3 Fichas de Motivación en un Recuerdo. ¿Muevo el Contador de Estado de Ánimo 6 pasos a la izquierda o cómo va?", A),
            ("¿Qué significa 'los rebotes siguen aplicándose' cuando muevo el Contador 2 pasos a la izquierda al pagar? ¿Gano las bonificaciones de las casillas por las que paso?", A),
            ("ya jugue mis 4 Fichas de Rasgo, para que me sirve ahora una bonificacion de Rasgo?", A),
            ("El Recuerdo 'se retira del juego y no se reemplaza inmediatamente'. Entonces, ¿cuándo vuelve a haber carta de Recuerdo en esa ubicación?", A),
            ("Si dos jugadores gastamos Motivación en el mismo Recuerdo, ¿el segundo también gana 3 VEP por su primera ficha o le toca menos?", A),
            ("Si un Contador tiene que moverse a la derecha y ya está en el último espacio, pero el icono de Motivación está tapado por una Ficha de Frustración, ¿gano algo?", A),
            ("rebote a la izquierda y ya tengo una Ficha de Frustración sin superar en la punta derecha de ese registro, q pasa?", A),
            ("¿Cómo se supera una frustración, che? ¿Y qué hago con la ficha cuando la supero?", A),
            ("Al final, ¿cuántos VEP resta cada Ficha de Frustración que no superé?", A),
            ("En la ronda 3, ¿cuántos dados recibe cada uno y de cuántas caras?", A),
            ("¿Cuántos turnos tiene cada ronda, tío? Me lío con lo de los 9 años.", A),
            ("Al terminar la ronda, ¿qué Contador de Ánimo pongo y en qué casilla?", A),
            ("Las Fichas de Motivación rosas, naranjas y azules, ¿de dónde salen y cuándo entran en juego?", A),
            ("¿Qué me da tener una Presencia en una ubicación en los años siguientes, aunque no tenga dado ahí?", A),
            ("Si conozco por primera vez al personaje de otro jugador, ¿dónde pongo su ficha y qué gano?", A),
            ("¿Cuántas Fichas de Objetivo puedo jugar al final y cuánto vale cada una?", A),
            ("tengo 7 de Fuerza de Voluntad, 3 Fichas de Motivación y 2 Fichas de Recuerdo sin usar, cuantos VEP me dan al final?", A),
            ("El reglamento dice que las fases 1 y 2 son simultáneas. ¿O sea que no puedo esperar a ver qué ubicación elige el otro?", A),
            ("En solitario, ¿Rob usa Contadores de Estado de Ánimo y Fichas de Frustración como yo?", A),
            ("En solitario Rob sacó más dados que Fichas de Interés le quedan. ¿Cuáles coloca?", A),
            ("¿Con cuántos VEP empieza cada jugador?", A),
            ("Disculpe, ¿qué pasa si en la ubicación que elegí tengo Fichas de Interés mías de turnos anteriores?", A),
            ("oigan, en la ronda 4 la tabla dice que se abren las ubicaciones '9 y 0'. ¿cuál es la 0?", A),
            ("¿Puede conseguir el Recuerdo un jugador que solo tiene Presencia en la ubicación pero no tiene dado ahí?", A),
            ("Las Fichas de Recuerdo mueven un Contador un paso a la derecha, un paso a la izquierda o al espacio central. ¿Eso lo elijo yo cada vez o depende del color de la ficha?", U),
            ("En solitario Rob guarda sus Fichas de Rasgo boca abajo en un montón. ¿Puedo mirarlas yo para saber qué va a jugar, o nadie las mira hasta el final?", U),
            ("Somos tres. ¿Podemos usar la fila de 4 Fichas de Rasgo neutrales de la variante a dos jugadores también a tres?", U),
            ("El pasivo del registro rosa me deja pagar un Recuerdo con cualquier tipo de Ficha de Motivación. Si pago con fichas rosas, el Contador rosa baja 2 pasos y sale del espacio pasivo: ¿ese pago vale igual?", U),
            ("ya use mis 4 Fichas de Personaje y muevo una Presencia a la ubicacion nueva. puedo sacarla de una ubicacion donde el autobus todavia no paro este turno?", U),
        ],
    },
    "loop": {
        "en": [
            ("setup says remove sets of MATERIAL by player count. we're 3 players, how many sets come out and what's a 'set'?", A),
            ("The rules say 'Draw 1 and only 1 FAVOUR if you have less than 5 in hand'. I have exactly 5, do I draw?", A),
            ("favour deck is empty at the start of my turn, what now", A),
            ("im at HAPPINESS 0 and want to WORK in basic mode, what happens", A),
            ("When I BUY, the 'COIN you decide to pay for each MATERIAL (1 to 4) ... is equal to its QUALITY'. so paying 3 coin gives me quality 3?", A),
            ("activity shows 2 of the same colour. can I take both QUALITY off the same MATERIAL?", A),
            ("what does BROKEN mean, and where does the broken card go?", A),
            ("i just completed a 4th ACTIVITY, what happens to the older ones", A),
            ("'Achieving GOAL is optional, but you must reveal it in the same turn as soon as its requirement is met' - so can I wait and claim a GOAL later?", A),
            ("when can i play favours, only before my action?", A),
            ("someone played me a FAVOUR, how do i REJECT it?", A),
            ("I already have 2 REPUTATION and I ACCEPT a SHARE. Do I go up to 4?", A),
            ("Spending REPUTATION when I BUY: 'Spend a REPUTATION to get an extra QUALITY'. can I pay 0 coin + 1 reputation for a quality 1?", A),
            ("we made a deal that he'd RESELL me a glass next turn and then he didn't. is that allowed?", A),
            ("when does the game end exactly? someone hit HAPPINESS 12 in the middle of the round", A),
            ("tie on HAPPINESS in basic mode, who wins?", A),
            ("BARTER says 'The difference in QUALITY will not be returned to you in any form'. so if i give a quality 3 for her quality 1 i get nothing back?", A),
            ("competitive mode: when do I draw an EVENT, and when does it actually happen?", A),
            ("how does PAYOFF on a CREDIT CARD work, how much can I pay per turn?", A),
            ("landfill penalty at the end of a loop game, how much do i lose?", A),
            ("co-op mode: what do we need to win?", A),
            ("solo: what's the 'Burning MATERIAL card' thing?", A),
            ("Scientist: can I buy a MATERIAL from my own LANDFILL?", A),
            ("tycoon WORK: how many COIN does he get?", A),
            ("Can I play FAVOURs when it's not my turn?", A),
            ("I have to APPLY for a CREDIT CARD but there are none left on the board. What happens?", U),
            ("I'm the Chef and APPLY for a CREDIT CARD. The Welcoming Gift is '1 MATERIAL at QUALITY 1' and I take a FOOD. Does Supersize make it QUALITY 2?", U),
            ("competitive setup: 'deal 2 to each player. Choose either one or the INTERN (back)'. the CAREER i didnt pick, does it go back in the box or could it come back later?", U),
            ("solo RENEW says 'pay double the COIN to the WORK AREA to determine its QUALITY'. what if i pay 3 coin, is that quality 1 and i lose the extra coin?", U),
            ("Artist in solo: Create takes 'face-up MATERIAL at QUALITY 4'. If the face-up card in the BUY AREA was put there by my blue BARTER with fewer dots showing, does it still become QUALITY 4?", U),
        ],
        "es": [
            ("¿Quién empieza en LOOP? ¿Lo de 'most recently spent over $100' va en serio?", A),
            ("Vale, somos 6. ¿Cuántos sets de MATERIAL quitamos al preparar?", A),
            ("¿Cuántas FAVOUR recibe el segundo jugador en una partida de 3?", A),
            ("che, con cuanta HAPPINESS arranca el INTERN y con cuanta las otras CAREER?", A),
            ("¿Cuántos MATERIAL puedo tener en mi AREA como máximo?", A),
            ("¿Cuántos MATERIAL puedo comprar en un turno de BUY?", A),
            ("Para la ACTIVITY 'DANCE', ¿qué MATERIAL gasto?", A),
            ("Si un MATERIAL llega a QUALITY 0 por un SHARE de otro, ¿a qué LANDFILL va, al mío o al del que lo usó?", A),
            ("¿Cuántos GOAL tiene cada jugador y se puede cumplir el mismo dos veces?", A),
            ("Dice 'Passing a turn is not allowed'. ¿Entonces siempre tengo que hacer WORK, BUY o CONSUME?", A),
            ("Si acepto un ACQUIRE, ¿cuánta REPUTATION gano? ¿y si acepto un RECYCLE?", A),
            ("si no tengo una FAVOUR igual ni REPUTATION, puedo rechazar igual?", A),
            ("RECYCLE: ¿a quién le pago los COIN y de qué LANDFILL puedo sacar?", A),
            ("RESELL: ¿se lo puedo jugar a alguien que no tiene COIN suficiente para pagarme?", A),
            ("SHARE: si me aceptan un SHARE y me rechazan el otro, ¿se le descuenta QUALITY al primero igual?", A),
            ("¿Qué piden exactamente los GOAL HOBBY y CURIOSITY?", A),
            ("¿Qué es exactamente la DEPLETION y cuándo se termina la partida por ella?", A),
            ("En el competitivo, si mi HAPPINESS salta dos zonas de golpe, ¿cuántos EVENT robo?", A),
            ("Si se activan dos CONTINUOUS EVENT al mismo tiempo, ¿cuál vale?", A),
            ("¿Cómo se saca una CREDIT CARD y qué me dan al sacarla?", A),
            ("Al final, ¿cuánta HAPPINESS pierdo por cada CREDIT CARD sin pagar?", A),
            ("En cooperativo, ¿cuándo recupero las FAVOUR que jugué?", A),
            ("Modo solitario: ¿cuántos GOAL tengo y qué FAVOUR uso?", A),
            ("¿Qué hace exactamente la habilidad del Engineer, vos sabés?", A),
            ("Craftsman: si convierto un PLASTIC en METAL con Forge, ¿cuánto dura el cambio?", A),
            ("En solitario, el ACQUIRE azul cobra la 'Exhibited QUALITY (its current No. of white dots shown on top)'. Una MATERIAL recién salida del mazo, ¿con cuántos puntos arriba se pone?", U),
            ("Red Gown: 'you must BUY at the same or higher QUALITY than your current highest QUALITY MATERIAL'. ¿Puedo llegar a esa QUALITY pagando menos COIN y poniendo REPUTATION encima?", U),
            ("En cooperativo la FAVOUR no se le da a nadie, se pone al lado de mis GOAL. Entonces un RECYCLE, ¿de qué LANDFILL saco el MATERIAL? ¿Puedo sacarlo del mío?", U),
            ("Investor: 'pay 1 COIN to toss twice'. ¿Puedo usar Invest en el turno de otro jugador, por ejemplo cuando sale un IMMEDIATE EVENT?", U),
            ("Everything Is Online dice que sin CREDIT CARD no puedo gastar COIN ni usar habilidades que usan COIN (Banker e Investor). Soy Tycoon y no tengo tarjeta: ¿puedo hacer WORK y duplicar igual?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("setup step 4: two facedown Values 'which they may not look at'. when do i ever get to see them?", A),
            ("Career upper action: 'Spend 4 time to earn 1 money'. can I use energy tokens for some of the 4 time?", A),
            ("what does Interview do, before and after I'm Grown Up?", A),
            ("donate: 3 money, how much impact do i get", A),
            ("Date: 'Spend 1 time and 1 money to add a Partner card to your hand'. Does the Partner go straight onto the table?", A),
            ("meditate - what are the two options exactly", A),
            ("'Important: You cannot take any new actions after step 1.' So if I get money from an action in step 2, can I put it on another spot?", A),
            ("on my first turn can i play my career card before i use my action spots?", A),
            ("Taking a card from the market: which ones cost something, and what do I get for the left-most one?", A),
            ("i drafted a card this turn. can i play it the same turn?", A),
            ("I just played a Leisure card over my Leisure slot. Can I use its action this turn?", A),
            ("whats the experience card stack for, do those icons still count?", A),
            ("when do I become Grown Up? do I need to pass the icon on both tracks?", A),
            ("I passed two Life Event spaces in one turn. Do I get two Life Events, and when do I resolve them?", A),
            ("Cost to play: what does the white and black Life icon in the green bar mean?", A),
            ("to get Promoted, can I count the icon on the Career card itself?", A),
            ("what do i need to get married, what does it cost", A),
            ("If I switch Partners after getting Married, do I keep the Married token?", A),
            ("when exactly does the game end? what counts as the markers 'crossing'?", A),
            ("end of game: I have 3 Family icons. How much happy is that?", A),
            ("the complete heart: do i have to be married to the partner, or is just having the partner card enough?", A),
            ("I went past the end of the Happiness track. what now?", A),
            ("solo: how does buying from the market work, what do the 2nd and 3rd card cost?", A),
            ("adulthood solo: when does the game end and how do I win?", A),
            ("what do the negative impact tokens do at the end?", A),
            ("The overview says players 'place all their time' on action spots each turn. Do I have to place all 8 meeples, or can I leave some unused?", U),
            ("Cost to play with a Life icon: 'you may not play it unless you already have one of those icons present'. Can the icon printed on the card I'm playing count, like the Career icon does for Promotion?", U),
            ("which space on the Impact track and which on the Happiness track has the Grown-Up icon?", U),
            ("I married a Partner who matched one of my Values, then later played a new Partner and lost the Married token. Do I still get the complete heart at the end?", U),
            ("I took a Life Event for passing a Life Event space. Resolving it at the end of my turn moves me past another Life Event space. Do I draw and resolve that one this turn too?", U),
        ],
        "es": [
            ("¿Con qué empieza cada jugador? ¿Cuántos meeples de tiempo, dinero y energía?", A),
            ("Al empezar me dan dos Career, ¿me quedo con las dos?", A),
            ("Oye, ¿la energía se puede usar como tiempo?", A),
            ("¿Puedo usar la acción de arriba y la de abajo de la misma categoría en el mismo turno?", A),
            ("¿Qué consigo con la acción de arriba de Leisure?", A),
            ("Wellness de arriba: ¿cuánto tiempo cuesta y qué da?", A),
            ("che, al final del turno que pasa con los meeples y las fichas que usé?", A),
            ("El mercado: después de que alguien coge una carta, ¿cómo se rellena?", A),
            ("¿Cuántas cartas del mercado puedo coger por turno en partida normal?", A),
            ("Un Life Event que me toca, ¿cuándo lo resuelvo y dónde va después?", A),
            ("Si juego una Career nueva teniendo ya una, ¿qué pasa con la vieja y con mi Promoted?", A),
            ("¿Cuántas Partner puedo tener a la vez?", A),
            ("¿Qué significa la barra verde de una carta? ¿Y si la carta no tiene barra?", A),
            ("¿Qué es la barra morada de 'cost to upgrade'?", A),
            ("Las cartas de Values, ¿se enseñan a los demás?", A),
            ("¿Cómo funciona Meditar exactamente, ahorita no me acuerdo?", A),
            ("¿Cuándo se acaba la partida? ¿Se termina al instante cuando se cruzan los marcadores?", A),
            ("las fichas de Unhappiness cuanto restan al final?", A),
            ("Al final, si tengo 5 iconos de Education, ¿cuántos happy gano?", A),
            ("¿Cómo se cuenta la puntuación final, se suman Happiness e Impact?", A),
            ("En solitario, ¿cuántos Life Events hay y cuándo se roban?", A),
            ("En solitario, ¿cuántas cartas hay en el mercado y se repone durante la ronda?", A),
            ("Jugando solo, ¿gano puntos por sets de iconos o por corazones al final?", A),
            ("¿Qué pasa con una carta de Experience cuando la juego?", A),
            ("Ya soy Grown Up. ¿Qué cambia con la acción Date?", A),
            ("Cuando pongo una Community nueva encima de la vieja, la vieja va al stack de Experience. Si la vieja tenía un efecto pasivo, ¿lo sigo teniendo?", U),
            ("Dice que si pasas el final de un track 'vuelves a 0 y sumas 25'. ¿Cómo se marca en el tablero que ya di la vuelta, si solo tengo un marcador por track?", U),
            ("Dos tenemos cartas que dan tiempo extra, pero en el centro solo hay 1 meeple de tiempo. ¿Quién se lo queda?", U),
            ("Dice que los Values se puntúan 'in any order you choose'. ¿Por qué importa el orden? ¿Cambia algo?", U),
            ("En el paso 2 tengo tiempo en la acción de la izquierda de mi Career y también en Interview para promocionarme. Si activo primero la de la izquierda y luego me promociono, ¿cobro las dos este turno?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll at the start and whats the max", A),
            ("How many times can I reroll, and can I reroll the bad luck dice?", A),
            ("'dice with the bad luck symbol are frozen' - do the frozen ones still count toward the 3 bad luck?", A),
            ("how many cards can i take from the track in one turn", A),
            ("3 good luck symbols let me 'buy any card from the track, without paying the normal cost'. does that also skip the special condition?", A),
            ("misfortune: which card do i have to throw away, can it be any card in my CV?", A),
            ("Event card has 2 symbols and I only need 1 to buy. Do I keep the other one for later?", A),
            ("'Dice tokens which were used earlier in the player's turn to buy cards cannot be reused for paying costs' - so if i used my money token to buy, it cant pay my upkeep too?", A),
            ("Card with 2 colours: when do I decide which type it is?", A),
            ("new health card: does it have to go on top of the stack or can I tuck it underneath?", A),
            ("new possession card, can i slide it under my old possession so the old one stays active?", A),
            ("where do bought event cards go?", A),
            ("what does 'active' card mean?", A),
            ("cleanup: which deck do the new track cards come from?", A),
            ("end of a round: which card gets thrown off the track, and is it different with 2 players?", A),
            ("tokens: do they pile up every turn like income?", A),
            ("Social assistance: when do we check it and who qualifies?", A),
            ("who starts, and what is the bicycle token for?", A),
            ("how does the childhood card draft work at setup?", A),
            ("setup with 3 players: which childhood cards do we use?", A),
            ("how many public life goals go on the board?", A),
            ("when does the game end?", A),
            ("scoring: what do we count and in which order?", A),
            ("two of us both did a public goal equally well. does only one get the points?", A),
            ("tie on points, who wins?", A),
            ("The old age deck ran out in the middle of a round and the track can't be filled back to 5. What now?", U),
            ("The bicycle card lies face up in front of me. Is it part of my CV - can I lose it to misfortune, and does it count as a CV card for social assistance?", U),
            ("'Purchased event cards remain in a player's hand, like Childhood cards.' so how do i actually use a childhood card, is it single use like an event?", U),
            ("i bought 2 work cards this turn. 'the new card must always go on top' - so which of the two ends up on top and active?", U),
            ("tiebreak says 'the player with fewer CV cards wins'. do the childhood cards still in my hand count as CV cards?", U),
        ],
        "es": [
            ("¿Cuántas cartas de infancia reparto a cada uno con 4 jugadores?", A),
            ("con 2 jugadores, como se prepara el mazo de infancia?", A),
            ("¿Quién recibe la ficha de bicicleta y para qué sirve?", A),
            ("¿Cuántos dados tiro al principio de mi turno?", A),
            ("Oye, ¿los dados con mala suerte se pueden volver a tirar?", A),
            ("Si junto 3 de buena suerte, ¿qué puedo hacer con ellos?", A),
            ("Con 3 símbolos de mala suerte, ¿qué carta pierdo? ¿La elijo yo?", A),
            ("¿Cuántas cartas puedo coger del track en mi turno?", A),
            ("Si uso una carta de evento para comprar, ¿me dan fichas por sus símbolos?", A),
            ("Las cartas con barra roja: ¿cuándo pago el coste?", A),
            ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
            ("una carta con el título en dos colores, ¿en qué pila la pongo?", A),
            ("¿Puedo meter una carta nueva de Relación debajo de otras en su pila?", A),
            ("¿Y una de Trabajo? ¿Puedo ponerla debajo de la que tengo?", A),
            ("¿Qué significa que una carta esté 'activa'? ¿Cuántas activas puedo tener por tipo?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("Al final de mi turno, ¿cómo se rellena el track?", A),
            ("En partida de 2, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Para qué sirven las fichas y cuántas tengo que tener?", A),
            ("¿Qué es la asistencia social y quién la recibe?", A),
            ("Si dos jugadores reciben asistencia social a la vez, ¿quién elige primero?", A),
            ("¿Cuándo termina la partida exactamente?", A),
            ("¿Cómo se puntúan las cartas de Posesión al final?", A),
            ("¿Qué pasa con los objetivos vitales públicos si dos jugadores empatan?", A),
            ("Si empatamos a puntos, ¿quién gana?", A),
            ("El reglamento no trae la tabla de puntos de Salud, Relación y Conocimiento. Con 7 cartas de Salud, ¿cuántos puntos son?", U),
            ("Para mi objetivo vital secreto, ¿cuentan también las cartas tapadas de una pila o solo las activas de arriba?", U),
            ("en la segunda tirada, puedo volver a tirar un dado que deje quieto en la primera?", U),
            ("Los objetivos públicos dan puntos 'a quien mejor lo haya conseguido'. Si es un objetivo de cumplir o no cumplir, ¿cómo se ve quién lo hizo mejor?", U),
            ("Somos 2 y solo sale 1 objetivo vital público. ¿Podemos sacar más objetivos públicos para que haya más pique, o eso no está previsto?", U),
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
