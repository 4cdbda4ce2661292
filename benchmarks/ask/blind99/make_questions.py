"""Write the blind99 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind99/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9901-9904), so the
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
SEEDS = {"coming-of-age": 9901, "loop": 9902, "adulthood": 9903, "cv": 9904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("oops, we set up Mood Counters on all five tracks. How many tracks are supposed to have a counter at the start?", A),
            ("We started everyone's VEP counter on 0. Which space was it meant to start on?", A),
            ("I only drew 1 Parent Card at setup, how many should I have in hand?", A),
            ("we left all 10 locations open from the start of Coming of Age, which ones should have been covered?", A),
            ("We just picked locations without rolling first. How is the first phase supposed to go?", A),
            ("I took my other dice back off the road before moving my chosen die with a Frustration Token. what's the right order?", A),
            ("I moved my die to a location that isn't next to it and only put down one Frustration Token. How many should that have cost?", A),
            ("i put a frustration token on a track that already had one on its left end, was that allowed?", A),
            ("We resolved the Experience Space from right to left all round. Which way is it done?", A),
            ("Ugh, I flipped two Memory Tokens in the same turn. How many am I allowed to use?", A),
            ("I drew a fifth Trait Tile and just kept it. whats the hand limit and what should I have done?", A),
            ("I met a Trait Tile's requirement earlier in the turn but not anymore when I played it. Did I play it wrong?", A),
            ("I mimicked a tile in someone's second slot but their token is only on level 1 of my Friendship Track. Was that a mistake?", A),
            ("We started the Bus at the rightmost location. Where does it start and which way does it go?", A),
            ("I had a die AND a Presence at the stop so I took the Bus Stop bonus and the Friendship Bonus from the other player. was that ok?", A),
            ("I moved a character from level 4 to level 5 with an ordinary Friendship Bonus. What do I actually need for that?", A),
            ("I spent 2 Motivation Tokens and moved that Mood Counter 4 steps left. how far should it move?", A),
            ("We put a new Memory Card out right after someone took one. When is it supposed to be refilled?", A),
            ("I played a Parent Card and didn't draw a new one. How many should I be holding?", A),
            ("we forgot to slide the Bus Stop Tiles at the end of the year, what were we meant to do with them?", A),
            ("End of round 1 and we forgot to add the third Mood Counter and its Motivation Tokens. what all happens at the end of a round?", A),
            ("We let everyone score all four Goal Tiles at the end. How many Goals can you actually score?", A),
            ("we tied on VEP and just called it a draw, is there a tiebreaker we missed?", A),
            ("2 players: we forgot to set out the row of 4 Trait Tiles, how is that supposed to work?", A),
            ("Solo: we gave Rob a Starting Trait Tile and Goal Tiles by mistake. What is Rob supposed to start with?", A),
            ("I took the Bus Stop bonus, the Bus already moved on, and then I realised I wanted the other player's Presence instead. Can I switch my choice now?", U),
            ("We shuffled the blue-backed Starting Trait Tiles into the Trait pile by accident and someone just drew one in round 3. Do we pull it out or let them keep it?", U),
            ("someone drew from another player's Parent Card deck (wrong colour) by mistake and already used the bonus. is there a fix or a penalty?", U),
            ("oops, I showed everyone the Trait Tiles in my hand. Is there a penalty for revealing your hand?", U),
            ("Solo: we forgot to take the Memory Card away after only Rob scored it, and I claimed it again the next year. Do I give back the VEP?", U),
        ],
        "es": [
            ("Creo que repartimos mal: ¿cuántas Fichas de Frustración se pone cada uno al inicio?", A),
            ("Empezamos la ronda 2 de Coming of Age con un solo dado de seis caras. ¿Cuántos dados tocan en cada ronda?", A),
            ("Al acabar la ronda 1 quitamos los bloqueos de la 9 y la 10. ¿Qué ubicaciones se abren en cada ronda?", A),
            ("Me equivoqué de fase, ¿qué va primero: la Experiencia en la ubicación o los beneficios del Autobús?", A),
            ("Avancé el Contador de Realización Personal un solo paso teniendo 2 Fichas de Interés allí. ¿Cuánto tenía que avanzar?", A),
            ("Rebote a la derecha: cogí la Ficha de Motivación aunque había una Ficha de Frustración tapando el icono. ¿Estaba bien?", A),
            ("Reboté a la izquierda en un Registro de Ánimo y no hice nada. ¿Qué tocaba hacer?", A),
            ("Superé una frustración con 4 de Fuerza de Voluntad pero dejé la ficha donde estaba. ¿Cómo se hace bien?", A),
            ("Gasté 3 Fichas de Motivación en un Recuerdo y me apunté 9 VEP. ¿Cuántos VEP eran?", A),
            ("Pagamos un Recuerdo con 4 de Fuerza de Voluntad y nos dimos 5 VEP, ¿cuánto se gana así?", A),
            ("Puse una quinta Presencia en el tablero. ¿Cuántas puedo tener y qué hago si quiero poner otra?", A),
            ("Jugué una quinta Ficha de Rasgo en mi tablero. ¿Cuántas se pueden jugar en toda la partida?", A),
            ("Puse un Rasgo Mimético sobre un Rasgo que ya había mimetizado antes. ¿Se puede repetir?", A),
            ("se nos olvidó reponer las Cartas de Recuerdo al acabar el año, qué había que hacer al final del año?", A),
            ("No gasté motivación ni puse Presencia y tampoco jugué Carta de Padres. ¿Era obligatorio jugarla?", A),
            ("Dejamos los dados en la ubicación después de que pasara el Autobús. ¿Qué se hace con ellos?", A),
            ("Al final se nos pasó usar la última Ficha de Recuerdo sin usar. ¿Se podía usar antes de puntuar?", A),
            ("La regamos con el puntaje: ¿cuánto se pierde al final por cada frustración sin resolver?", A),
            ("Contamos cada Ficha de Fuerza de Voluntad, de Motivación y de Recuerdo sobrante como 1 VEP. ¿Cómo se cuentan bien?", A),
            ("Mimeticé un Rasgo de la fila de 2 jugadores sin tener al personaje neutral en el nivel necesario. ¿Qué nivel hacía falta?", A),
            ("Solitario: Rob puso sus dados en las ubicaciones igual que yo. ¿Qué hace Rob con lo que tira?", A),
            ("Jugando contra Rob se nos olvidó cómo resuelve el paso B cuando tiene dado en la parada. ¿Qué hace exactamente?", A),
            ("Al terminar contra Rob no contamos las Fichas de Rasgo que le quedaban boca abajo. ¿Puntúan?", A),
            ("che, gané un amigo nuevo y no sumé nada. cuánto da poner un personaje nuevo en el Registro de Amistad?", A),
            ("Moví el dado a la ubicación de al lado aunque todos mis Registros de Ánimo ya tenían Ficha de Frustración. ¿Podía hacerlo?", A),
            ("Tío, al gastar una Ficha de Motivación moví el Contador de Estado de Ánimo del color equivocado y el Autobús ya siguió. ¿Se corrige o se queda así?", U),
            ("¿Hay alguna penalización si alguien ve sin querer las Fichas de Objetivo de otro jugador?", U),
            ("Un jugador se equivocó de color y puso como Presencia una Ficha de Personaje de otro jugador. ¿Cómo se arregla?", U),
            ("Superé una frustración con Fuerza de Voluntad y por despiste la pagué dos veces. ¿Me devuelven las 4 fichas de más?", U),
            ("Vos, ¿hay alguna penalización por agarrar una Ficha de Fuerza de Voluntad de más del suministro por error?", U),
        ],
    },
    "loop": {
        "en": [
            ("we forgot to take out MATERIAL sets for our 2 player game, how many sets were we supposed to remove?", A),
            ("oops we gave everyone 5 FAVOUR to start in a 3 player game. how many does each seat get?", A),
            ("We started the INTERN at HAPPINESS 3. Where is it supposed to start?", A),
            ("I drew 2 FAVOUR at the start of my turn, how many am I supposed to draw?", A),
            ("I skipped my turn because I didn't want to do anything. Is passing allowed?", A),
            ("I did WORK and then BUY in the same turn, was that wrong?", A),
            ("I bought 4 MATERIAL in one turn, what's the limit?", A),
            ("I paid 2 COIN and took the MATERIAL at QUALITY 3. How does QUALITY work when you buy?", A),
            ("I took 2 QUALITY off one PLASTIC for an ACTIVITY with two PLASTIC icons. was that right?", A),
            ("We put a BROKEN MATERIAL in the discard pile. Where should it have gone?", A),
            ("I kept 4 ACTIVITY cards in my AREA. what happens when you complete a 4th one?", A),
            ("I claimed a GOAL during my BUY turn. When can you actually achieve a GOAL?", A),
            ("I ACCEPTed a SHARE and only took 1 REPUTATION, how much should I have got?", A),
            ("I REJECTed by discarding a different FAVOUR. What do you need to REJECT?", A),
            ("I spent 1 REPUTATION for 1 HAPPINESS while CONSUMEing. how much REPUTATION does that cost?", A),
            ("we refilled the ACTIVITY slot right away after someone took one, when are the slots refilled?", A),
            ("We ended the game the moment someone hit 12. Should we have kept playing?", A),
            ("We forgot about the DEPLETION penalty. What is it?", A),
            ("tie at the end of a basic game and we just shared it, whats the tie-break?", A),
            ("I drew an EVENT and flipped it right away. When are you supposed to trigger them?", A),
            ("I put 3 COIN on my CREDIT CARD in one turn, how much can I pay per turn?", A),
            ("We forgot the LANDFILL Penalty at the end. how much is it?", A),
            ("co-op: we've been drawing FAVOUR at the start of our turns the whole time. How do FAVOUR work in Cooperative?", A),
            ("In LOOP solo I used the red FAVOUR by mistake. What do the blue ones do differently?", A),
            ("We only took the Banker's Influence once a turn but used Engineer's Repair twice. What's the limit on once-per-turn ABILITY?", A),
            ("I dropped a FAVOUR in the wrong player's AREA (meant it for Sam). Can I take it back before they choose ACCEPT or REJECT?", U),
            ("someone accidentally shuffled the EVENT discard pile back into the EVENT deck, active CONTINUOUS EVENT included. how do we sort that out?", U),
            ("I REJECTed with a REPUTATION and we found out later my token was already at 0. Does that FAVOUR now count as ACCEPTed after the fact?", U),
            ("Someone CONSUMEd an ACTIVITY that needed FOOD but used METAL, we noticed 2 turns later. Do they lose the ACTIVITY and the HAPPINESS?", U),
            ("I used the Craftsman's Forge on two MATERIAL this turn by accident and already CONSUMEd with them. do we undo the ACTIVITY?", U),
        ],
        "es": [
            ("Creo que empezamos mal: ¿con cuántas COIN y qué MATERIAL empieza el INTERN?", A),
            ("Se nos olvidó poner un set de MATERIAL alrededor de la DEPLETION al preparar. ¿Cómo se prepara esa parte del tablero?", A),
            ("Pusimos 4 ACTIVITY boca arriba al empezar. ¿Cuántas son?", A),
            ("Empezó el más joven y fuimos a la derecha. ¿Quién empieza y hacia dónde va el turno?", A),
            ("Robé FAVOUR teniendo 5 en la mano. ¿Cuándo se roba?", A),
            ("Se acabó el mazo de FAVOUR y dejamos de robar. ¿Qué había que hacer?", A),
            ("Hice WORK estando en HAPPINESS 0 y cobré 3 COIN igual. ¿Qué pasa si no tienes HAPPINESS para trabajar?", A),
            ("Gasté una REPUTATION al hacer WORK y me di 2 COIN extra. ¿Cuánto da?", A),
            ("Compré una MATERIAL de QUALITY 1 pagando solo con REPUTATION, ¿se puede?", A),
            ("Tenía 3 REPUTATION guardadas, me parece que no se puede. ¿Cuál es el máximo?", A),
            ("Cumplí la misma GOAL dos veces en la partida. ¿Cuántas veces se puede cumplir cada una?", A),
            ("Me di HOBBY con dos ACTIVITY de los mismos colores pero de nombre distinto. ¿Qué pide de verdad?", A),
            ("Acepté un FAVOUR teniendo 5 en la mano y lo descarté porque pensé que había límite. ¿Hay límite de mano?", A),
            ("Hicimos un trato y el otro no cumplió; ¿los acuerdos obligan?", A),
            ("Jugué un ACQUIRE y le pagué lo que me pareció. ¿Cuánto se paga?", A),
            ("Hice RECYCLE desde mi propio LANDFILL. ¿Se podía?", A),
            ("se nos olvidó robar EVENT al cambiar de zona de HAPPINESS, cuándo se roban?", A),
            ("Teníamos dos CONTINUOUS EVENT y aplicamos los dos a la vez. ¿Cuál vale?", A),
            ("Pedí una CREDIT CARD y no cogí nada más. ¿Qué te dan al pedirla?", A),
            ("Acabé con una CREDIT CARD sin pagar y no restamos nada. ¿Cuánto se pierde?", A),
            ("En cooperativo se nos olvidó quemar MATERIAL. ¿Cuándo se quema?", A),
            ("Cooperativo de LOOP: contamos que ganamos porque uno llegó a 12. ¿Cómo se gana de verdad?", A),
            ("En solitario empecé con 3 GOAL, ¿no eran más?", A),
            ("Solitario: quemamos MATERIAL solo al final de cada ronda, ¿cada cuánto se quema?", A),
            ("Usé el Forge del Craftsman y dejamos la MATERIAL cambiada para siempre. ¿Cuánto dura el cambio?", A),
            ("Robé un EVENT sin querer aunque no cambié de zona. ¿Lo devuelvo arriba del mazo, abajo o lo barajo?", U),
            ("¿Hay alguna penalización por jugar un FAVOUR cuando no es tu turno?", U),
            ("En cooperativo quemamos una MATERIAL de la BUY AREA en vez de la del mazo. ¿La devolvemos a su sitio?", U),
            ("Oye, un jugador cobró dos turnos con el SALARY de la CAREER del vecino por error. ¿Le quitamos las COIN de más?", U),
            ("Disculpe, ¿qué se hace si una carta de MATERIAL está doblada y se reconoce por detrás?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("oops we each took 2 energy and 2 money to start. what's the right starting stuff?", A),
            ("I kept both of my Career cards at setup. How many do you keep?", A),
            ("We only put 4 cards in the market at the start of our Adulthood game. How many go out?", A),
            ("the youngest went first by mistake, who is supposed to start?", A),
            ("I put down another meeple after I'd started collecting rewards. When do you have to place everything?", A),
            ("I used the same action spot twice in one turn, is that allowed?", A),
            ("I used the action on a card I played this same turn. was that ok?", A),
            ("I took the leftmost market card and forgot something about it. What do you get for taking that one?", A),
            ("I took the rightmost market card for free. What should it have cost?", A),
            ("I took 2 cards from the market in one turn, how many can you take?", A),
            ("we forgot to slide and refill the market after my turn, what's supposed to happen at the end of a turn?", A),
            ("I played a Leisure card and kept my old Leisure card next to it. What happens to the old card?", A),
            ("I've had two Partners out at once. How many are you allowed?", A),
            ("I played a card with the Grown Up icon before I was Grown Up. When can you play those?", A),
            ("We resolved a Life Event the moment I passed its space. When should it be resolved?", A),
            ("i got promoted without using the interview action, how are you supposed to get promoted?", A),
            ("I got Married paying just 1 time and no money. What does Marriage actually cost?", A),
            ("I replaced my Career and kept the Promoted token. Is that right?", A),
            ("I kept using the first action on my Career after getting Promoted. can you?", A),
            ("We ended the game the instant someone's markers crossed. How does the end actually work?", A),
            ("we forgot to take points off for the Unhappiness tokens at the end. what are the final scoring steps?", A),
            ("We didn't count sets of Life icons at the end. How much happy do sets give?", A),
            ("Someone's marker went past the end of the track and we just stopped it there. How do you count that?", A),
            ("we tied and argued about it, whats the tie-break?", A),
            ("Adulthood solo: we dealt Values and used the normal 5-card market. What's different in solo setup?", A),
            ("I discarded the wrong Career at setup; the one I meant to keep is in the discard. Can I swap back before my first turn?", U),
            ("Someone moved their Impact marker 2 spaces instead of 1 and took a Life Event because of it. Do we take the Life Event back?", U),
            ("is there a penalty for looking at the top card of the Life Event deck?", U),
            ("I Meditated and put 2 facedown Values in my hand by mistake. Which one goes back, do I choose or is it random?", U),
            ("We paid a card's money to the player next to me instead of the supply. Do they hand it back or does it stay with them?", U),
        ],
        "es": [
            ("Repartimos mal los Values: ¿cuántos se dan a cada uno y cuántos boca abajo?", A),
            ("Cada uno empezó con 6 time meeples. ¿Cuántos son en realidad?", A),
            ("Pusimos los dos marcadores de puntos en el mismo lado. ¿Dónde va cada uno?", A),
            ("Pagué la acción de arriba de Career con 2 time. ¿Cuánto cuesta?", A),
            ("Hice Donate pagando 2 money. ¿Cuánto es?", A),
            ("Usé Interview y no sabía bien qué hacía. ¿Qué hace esa acción?", A),
            ("Hice Meditate pagando con time. ¿Qué cuesta Meditate y qué hace?", A),
            ("Usé un energy como si fuera un time meeple. ¿Se puede?", A),
            ("Moví mi marcador de Happiness hacia atrás cuando un Life Event me quitó algo. ¿Se retrocede en los tracks?", A),
            ("Se me pasó coger el marcador de Grown Up. ¿Cuándo se es Grown Up?", A),
            ("Pasé dos casillas de Life Event en un turno y robé solo una. ¿Cuántas tocaban?", A),
            ("Jugué una carta de Experience y la tiré al descarte. ¿Dónde va?", A),
            ("Puse un Resource encima de un espacio de mi tablero. ¿Dónde van los Resource y los Trait?", A),
            ("Jugué una carta con el ícono de Life blanco y negro en la barra verde sin tener ese ícono. ¿Qué significaba?", A),
            ("Pagué algo por una carta que no tenía barra verde. ¿Cuesta algo jugarla?", A),
            ("Me casé sin cumplir los íconos del Partner. ¿Qué hace falta para el Married?", A),
            ("Puse la carta de Partner sobre el espacio de Leisure de mi tablero. ¿Dónde va?", A),
            ("Tomé una carta del mercado y no la jugué hasta el turno siguiente porque creí que no se podía. ¿Se podía jugar en el mismo turno?", A),
            ("No movimos los Life Events a la pila de Experiences. ¿Cuándo se hace?", A),
            ("No contamos el corazón completo al final. ¿Cuánto da?", A),
            ("Al final solo puntuamos el Value de la mano. ¿Se puntúan todos?", A),
            ("Solitario: repusimos el mercado cada vez que cogía una carta. ¿Cuándo se repone?", A),
            ("Solitario: pagué la primera carta del mercado. ¿Cuánto cuesta cada una?", A),
            ("Solitario: robamos Life Events al pasar las casillas del track. ¿Cómo van los Life Events en solitario?", A),
            ("En el modo solitario de Adulthood, ¿cuándo se acaba y cómo se gana? Creo que lo jugamos mal.", A),
            ("Un jugador puso más time después del paso 1, ya en el paso 2, y cobró la acción. ¿Hay penalización o solo se deshace?", U),
            ("Che, pagamos el Donate con energy en vez de money toda una ronda. ¿Hay que corregir algo?", U),
            ("Sin querer me quedé la Career vieja en la mano en vez de pasarla a la pila de Experiences y la volví a jugar. ¿Hay que quitarla?", U),
            ("Tío, nos dimos cuenta de que alguien robó 2 Partner con una sola Date. ¿Devuelve uno? ¿Elige él cuál?", U),
            ("Mezclamos sin querer las cartas de solitario con el mazo del mercado en una partida de 3. ¿Se sacan cuando salen?", U),
        ],
    },
    "cv": {
        "en": [
            ("oops we dealt 2 life goals to everyone, how many are you supposed to get?", A),
            ("We put out 4 public life goals in a 4-player game. How many should there be?", A),
            ("3 players: we used all 12 childhood cards. How should the childhood deck have been made?", A),
            ("we passed the childhood cards to the right. which way do they go and how does that draft work?", A),
            ("The track had 6 cards at the start. how many should it have?", A),
            ("We let the youngest start. Who is supposed to go first?", A),
            ("I rolled 5 dice without any card giving me an extra one. How many dice do you roll?", A),
            ("I rerolled three times, how many rerolls do you get?", A),
            ("i rerolled a die showing bad luck, can you do that?", A),
            ("I took 3 cards from the track in one turn. what's the limit?", A),
            ("I used 3 good luck to buy a card but ignored its special condition. Was that right?", A),
            ("We forgot the bad luck check. What happens when you have 3 bad luck?", A),
            ("I lost a card to misfortune that was under the top of its pile. Which card should go?", A),
            ("I put my new Possession under its pile. where is it supposed to go?", A),
            ("I put a Knowledge card under its stack but used its effect anyway. Which card counts?", A),
            ("we forgot to pay the red slash cost on my Work card, when is that paid?", A),
            ("I couldn't pay a red-slash cost and just kept the card. What was supposed to happen?", A),
            ("I paid a red-slash cost with dice I'd already used to buy a card. Is that allowed?", A),
            ("I kept the tokens from a card that got covered. How are tokens supposed to work?", A),
            ("We didn't discard the leftmost track card at the end of the round. When is that done?", A),
            ("2 players: we only discarded the leftmost card at the end of each round. is that right?", A),
            ("We started refilling from the old age deck while middle age still had cards. Which deck should we use?", A),
            ("we forgot social assistance when the first deck ran out, how does it work?", A),
            ("We ended when the old age deck was empty. When does the game actually end?", A),
            ("In CV we scored health, relationship and knowledge at 1 point per card. how are they scored?", A),
            ("I discarded the wrong active card on a misfortune (meant to lose my Work, lost my Health). Can I swap it back?", U),
            ("we found a middle age card shuffled into the old age deck halfway through. pull it out or play it?", U),
            ("Scores were written down and the box packed when we found a Possession nobody counted. Does the result stand?", U),
            ("Someone handed the dice to the next player before paying their red-slash cost. Do they still owe it next turn?", U),
            ("A player forgot to take a token for their new active card and couldn't buy a card last turn because of it. Do they get to buy it now?", U),
        ],
        "es": [
            ("Tío, empezamos con 2 cartas de infancia cada uno. ¿Cuántas se tienen al empezar?", A),
            ("Sacamos las cartas de la pista del mazo de mediana edad al empezar. ¿De qué mazo salen?", A),
            ("Con 2 jugadores repartimos el mazo de infancia entero. ¿Cómo se prepara?", A),
            ("El jugador de la bicicleta la perdió por una desgracia y no sabemos quién empieza ahora. ¿Qué se hace?", A),
            ("Volví a tirar los dados con mala suerte. ¿Cuáles no se pueden volver a tirar?", A),
            ("Tengo 8 dados por dos cartas. ¿Cuál es el máximo?", A),
            ("Guardé los símbolos que me sobraron de una carta de evento para la siguiente compra. ¿Se podía?", A),
            ("Me di fichas por los símbolos de una carta de evento. ¿Se dan?", A),
            ("Usé una carta de evento y me la quedé para otra vez. ¿Qué se hace con ella?", A),
            ("Compré una carta de evento y la puse en mi pila. ¿Dónde va?", A),
            ("Resolvimos la mala suerte antes de comprar. ¿En qué orden van las fases?", A),
            ("Con 6 símbolos de mala suerte solo perdí una carta. ¿Cuántas tocaban?", A),
            ("Tengo dos cartas de Trabajo activas. ¿Cuántas activas puede haber por tipo?", A),
            ("Puse una carta de dos colores en las dos pilas. ¿Cómo se hace bien?", A),
            ("No pude pagar la raya roja y puse la carta debajo del mazo. ¿A dónde va?", A),
            ("Pagamos la raya roja al principio del turno. ¿En qué fase se paga?", A),
            ("Rellenamos la pista sin mover las cartas a la izquierda. ¿Cómo se repone bien?", A),
            ("Con 3 jugadores descartamos la carta de la izquierda después de cada turno. ¿Cuándo se descarta?", A),
            ("La ayuda social se la dimos al que tenía menos cartas. ¿Quién tiene derecho de verdad?", A),
            ("Hicimos pagar con dados la carta de la ayuda social. ¿Hay que pagarla?", A),
            ("Dos jugadores tenían ayuda social y la cogieron en cualquier orden. ¿En qué orden se toma?", A),
            ("Puntuamos las Posesiones con la tabla de 1, 3, 6, 10. ¿Cómo se cuentan?", A),
            ("Empatamos un objetivo público y se lo dimos solo a uno. ¿Qué pasa con un empate?", A),
            ("Empate final y lo decidimos a suertes. ¿Quién gana de verdad?", A),
            ("Creo que terminamos la partida de CV demasiado pronto. ¿Cuándo se acaba exactamente?", A),
            ("¿Hay alguna penalización si alguien toca o mueve los dados de otro jugador mientras tira?", U),
            ("Oye, un jugador cogió una carta de la pista durante el turno de otro, antes de que le tocara. ¿Se la devuelve o vale?", U),
            ("Mezclamos por error una carta de evento ya usada de vuelta en el mazo de mediana edad. ¿La sacamos cuando salga?", U),
            ("Disculpe, ¿se puede repetir el reparto de infancia si un jugador eligió sin querer la carta que no quería?", U),
            ("Vos, si alguien se equivoca sumando símbolos y compra una carta que no podía, ¿hay castigo además de devolverla?", U),
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
