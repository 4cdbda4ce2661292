"""Write the blind98 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind98/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9801-9804), so the
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
SEEDS = {"coming-of-age": 9801, "loop": 9802, "adulthood": 9803, "cv": 9804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("We set up with all 10 locations open. Which ones were supposed to be covered at the start?", A),
            ("oops, I put my VEP counter on 0 at setup, where does it actually start", A),
            ("We only revealed Memory Cards on two locations at the start. How many should be out?", A),
            ("I drew 3 Parent Cards at setup, how many are we meant to draw?", A),
            ("We each took 4 random Goal Tiles and I've got two B's. Is that right?", A),
            ("We put all five Mood Counters on the tracks at the start of Coming of Age. Which ones go on the board?", A),
            ("My friend waited to see which die I picked before choosing hers. Is that allowed?", A),
            ("I took my other dice off the road before moving my chosen die with a Frustration Token. What's the right order?", A),
            ("we forgot to leave Interest Tokens when we picked up the dice we didnt use, what were we supposed to do", A),
            ("I moved my die to a non-adjacent location and only put down one Frustration Token. How many should it have been?", A),
            ("I flipped two Memory Tokens in the same Experience phase. Is that allowed?", A),
            ("My counter was already at the far right and had to move right again, so I just ignored it. What should I have got?", A),
            ("I drew a fifth Trait Tile and kept all five in my hand, whats the rule", A),
            ("I mimicked the same trait twice on two different turns, is that ok?", A),
            ("We gave 2 VEP for the second Motivation Token and 2 for the third too. How does the VEP for a Memory go?", A),
            ("I spent 2 orange Motivation Tokens and moved my orange counter 4 steps left. How far should it have moved?", A),
            ("We put a new Memory Card on the location right after someone took one. When is it supposed to come back?", A),
            ("I had my die and a Presence at the same stop so I took the Bus Stop bonus AND the friendship. Wrong?", A),
            ("We forgot to slide the Bus Stop Tiles at the end of the year. How is that supposed to go?", A),
            ("At the end of round 1 we gave everyone 3 six-sided dice. How many dice is it for round 2?", A),
            ("we forgot to put the pink Motivation Tokens in the supply when the round ended, what should we have done", A),
            ("We took off 2 VEP per unresolved Frustration at the end. What's the real penalty?", A),
            ("Tied on VEP and we just flipped a coin, whats the actual tiebreak?", A),
            ("Solo: I gave Rob Goal Tiles and Parent Cards like a normal player. Does he get any?", A),
            ("2 players: we never set up the row of Trait Tiles between us. What were we supposed to do with it?", A),
            ("We put a friend's Character Token on the wrong level of my Friendship Track two turns ago and I've used the bonuses since. Do I give those back?", U),
            ("If two players disagree about whether someone picked their die after seeing the others', is there a rule for settling it?", U),
            ("Someone left a Presence by paying a Motivation Token that location doesn't take, and we only noticed three turns later. Does the Presence come off?", U),
            ("I forgot to take my Mimic Trait Token when I played my Trait Tile last round, can I just grab it now?", U),
            ("One of my Frustration Tokens has been overcome-side up since round 2 but I never actually overcame it. Do we flip it back and take away the VEP it gave me?", U),
        ],
        "es": [
            ("Nos equivocamos y tiramos dados de seis caras en la ronda 1. ¿Con qué dado se juega la primera ronda?", A),
            ("Creo que repartimos mal, ¿cuántas Fichas de Frustración tiene cada uno al empezar?", A),
            ("Puse en mi reserva todas mis Fichas de Personaje. ¿Cuántas van a la reserva personal y cuántas al suministro general?", A),
            ("Tío, repartimos las Fichas de Rasgo iniciales mezcladas con las demás. ¿Cómo se reparten las de reverso azul?", A),
            ("Moví mi dado a una ubicación adyacente sin poner ninguna Ficha de Frustración, ¿qué cuesta cambiar de ubicación?", A),
            ("Puse una Ficha de Frustración en un Registro de Ánimo que ya tenía una en el otro extremo. ¿Se puede?", A),
            ("Che, me olvidé de avanzar en el Registro de Realización Personal al llegar a una ubicación con mis Fichas de Interés. ¿Cuánto se avanzaba?", A),
            ("Aplicamos los bonos del Espacio de Experiencia en el orden que quisimos. ¿Hay un orden?", A),
            ("Devolví mis Fichas de Recuerdo usadas a la reserva, ¿había que guardarlas?", A),
            ("Me tocó rebotar a la izquierda y no hice nada, ¿qué tenía que pasar?", A),
            ("Rebotamos a la izquierda con una Ficha de Frustración superada en el registro y no sumamos nada. ¿Cuánto se gana?", A),
            ("Jugué una quinta Ficha de Rasgo en mi tablero, ¿hay límite?", A),
            ("Puse un Rasgo Mimético sobre la ficha de otro jugador sin tener su Ficha de Personaje en mi Registro de Amistad. ¿Qué nivel de amistad necesito?", A),
            ("movimos el bus de derecha a izquierda, en que sentido va y donde para", A),
            ("Subí a un personaje del nivel 4 al 5 con una bonificación de Amistad normal, ¿se puede?", A),
            ("Gasté 4 de Fuerza de Voluntad para el Recuerdo y me anoté 5 VEP. ¿Cuánto tocaba?", A),
            ("Puse dos Presencias en la misma ubicación, ¿está permitido?", A),
            ("No robé después de jugar una Carta de Padres y me quedé con una sola. ¿Cuántas hay que tener en la mano?", A),
            ("Dejamos los dados sobrantes en la ubicación después de que pasó el Bus. ¿Qué se hace con ellos?", A),
            ("La regamos al final de la ronda: no pusimos el Contador de Estado de Ánimo nuevo. ¿Cuál va y dónde?", A),
            ("Al acabar la ronda 1 quitamos los bloqueos de las ubicaciones 7 y 8. ¿Cuáles se abren en cada ronda?", A),
            ("Se nos olvidó usar la última Ficha de Recuerdo antes del recuento final de Coming of Age, ¿se podía?", A),
            ("Puntuamos todas las Fichas de Objetivo sin mirar cuántos Rasgos jugamos. ¿Cuántas puedo puntuar?", A),
            ("En solitario Rob puso su dado en otra ubicación que la mía. ¿Dónde tiene que poner Rob su dado?", A),
            ("A dos jugadores mimeticé la tercera ficha de la fila con un personaje en nivel 1. ¿Qué nivel hace falta?", A),
            ("Nos dimos cuenta de que las Paradas de Bus no se pusieron al azar, las colocamos en orden. ¿Hay que volver a mezclarlas a mitad de partida?", U),
            ("Moví mi Contador de Estado de Ánimo dos pasos cuando tocaba uno y ya cobré los bonos. Lo vimos un turno después, ¿qué hacemos?", U),
            ("Se me olvidó devolver mis Fichas de Interés a la reserva al avanzar en la Realización Personal y las volví a contar otro turno. ¿Cómo se corrige?", U),
            ("Uno tiró los dados antes que los demás y vio sus resultados, ¿hay que repetir la tirada de todos?", U),
            ("Vos sabés si hay alguna forma oficial de anotar lo que pasa cada año para poder deshacer un error?", U),
        ],
    },
    "loop": {
        "en": [
            ("we played a 2 player game with all the MATERIAL in, how many sets were we supposed to take out?", A),
            ("Oops, we only put 3 ACTIVITY face up at the start. How many should there be?", A),
            ("I dealt 5 GOAL to everyone in Basic Mode. How many do we each get?", A),
            ("I started as INTERN on HAPPINESS 3. Where does the INTERN start?", A),
            ("I drew 2 FAVOUR at the start of my turn, is that wrong?", A),
            ("The FAVOUR deck ran out and we just stopped drawing. What should we have done?", A),
            ("Someone passed their turn because they didn't want to do anything. Is that allowed?", A),
            ("I did WORK and then a BUY in the same turn, is that okay?", A),
            ("i bought 4 MATERIAL in one turn, whats the limit", A),
            ("I paid 5 COIN for one MATERIAL to get QUALITY 5. How much can you pay for one?", A),
            ("I took 2 QUALITY off one PLASTIC for an ACTIVITY showing two PLASTIC. Was that right?", A),
            ("I've got 4 ACTIVITY in my AREA now. What should I have done with the extra one?", A),
            ("I forgot to reveal a GOAL when I met it last turn, is that how it works?", A),
            ("I ACCEPTed a SHARE and only took 1 REPUTATION. How much should it be?", A),
            ("I already had 2 REPUTATION and took a third one from a FAVOUR. What's the max?", A),
            ("I REJECTed a FAVOUR without discarding anything or paying REPUTATION. How do you reject properly?", A),
            ("I spent 1 REPUTATION to BUY a MATERIAL at QUALITY 1 for 0 COIN. Can I do that?", A),
            ("We refilled the card slots in the middle of my turn. When are they supposed to be refilled?", A),
            ("We ended LOOP the moment DEPLETION came up. How does the end actually work?", A),
            ("tie on HAPPINESS and we called it a draw, whats the tiebreaker?", A),
            ("I flipped my EVENT cards as soon as I drew them. When are they meant to be triggered?", A),
            ("We had two CONTINUOUS EVENT in effect at once. Which one applies?", A),
            ("I put 3 COIN on my CREDIT CARD in one turn. How much can I pay at a time?", A),
            ("co-op: we've been drawing a FAVOUR every turn, is that right?", A),
            ("solo: we forgot to burn MATERIAL, when is that supposed to happen?", A),
            ("I mixed up two players' COIN piles because they were next to each other and we can't tell who had what. How do we sort it out?", U),
            ("I played a FAVOUR at the wrong player by mistake. Can I take it back before they ACCEPT or REJECT?", U),
            ("We found a red FAVOUR that had been left in the box all game. Do we shuffle it into the deck now?", U),
            ("Someone used a BROKEN MATERIAL from their LANDFILL to CONSUME an ACTIVITY last round. Does the ACTIVITY get taken away?", U),
            ("Someone's HAPPINESS got moved up by mistake and they drew an EVENT for crossing a zone. Does that EVENT go back into the deck?", U),
        ],
        "es": [
            ("Creo que repartimos mal: en Competitivo, ¿cuántas CAREER se reparten a cada uno?", A),
            ("Teníamos las COIN escondidas en la mano, ¿tienen que estar a la vista?", A),
            ("Se me olvidó poner la ficha de REPUTATION al empezar, ¿cómo se coloca?", A),
            ("Empezó el que llegó primero a la mesa. ¿Quién empieza en realidad?", A),
            ("Jugamos los turnos hacia la derecha, ¿hacia dónde pasa el turno?", A),
            ("Hice WORK sin HAPPINESS que restar y cobré el SALARY normal, ¿qué pasa en ese caso?", A),
            ("Hice CONSUME de 4 ACTIVITY en un turno, ¿cuál es el límite?", A),
            ("Oye, solo jugué FAVOUR antes de mi acción porque pensé que después no se podía. ¿Cuándo se pueden jugar?", A),
            ("Me jugaron una FAVOUR teniendo 5 en la mano y la rechacé porque pensé que había límite de mano, ¿lo hay?", A),
            ("Mandé el MATERIAL BROKEN a la LANDFILL de otro jugador, ¿a dónde va?", A),
            ("Hice RECYCLE de mi propia LANDFILL, ¿se puede?", A),
            ("Gasté 1 REPUTATION en CONSUME para ganar 1 HAPPINESS. ¿Cuánta REPUTATION era?", A),
            ("Le jugué un RESELL a alguien que no tenía plata suficiente. ¿Se puede?", A),
            ("Hice BARTER cambiando mi MATERIAL de QUALITY 1 por uno de QUALITY 3 de otro. ¿Vale?", A),
            ("Uno no cumplió lo que habíamos negociado y se armó lío, ¿los tratos obligan?", A),
            ("Mi HAPPINESS pasó de 4 a 10 y robé un solo EVENT. ¿Cuántos tocaban?", A),
            ("Resolvimos un IMMEDIATE EVENT solo para el que lo activó. ¿A quién afecta?", A),
            ("Pedí una CREDIT CARD y no me dieron nada más. ¿Qué se recibe al pedirla?", A),
            ("Terminamos sin restar nada por las CREDIT CARD sin pagar. ¿Cuánto se pierde?", A),
            ("El que provocó la DEPLETION no perdió nada. ¿Había penalización?", A),
            ("en cooperativo rechace una FAVOUR pagando REPUTATION, se puede?", A),
            ("En cooperativo recuperé mis FAVOUR jugadas al hacer BUY. ¿Cuándo se recuperan?", A),
            ("Jugamos LOOP en solitario con las FAVOUR rojas. ¿Cuáles se usan?", A),
            ("En solitario robé 3 GOAL como en las otras partidas. ¿Cuántas son?", A),
            ("Con el Craftsman dejé el MATERIAL transformado para el turno siguiente. ¿Cuánto dura el Forge?", A),
            ("¿Hay penalización por jugar una FAVOUR fuera de tu turno sin querer?", U),
            ("Uno dijo WORK pero todavía no había cogido las COIN; ¿puede cambiar a BUY o ya está decidido?", U),
            ("Al final vimos que un jugador llevaba toda la partida marcando 3 de REPUTATION. ¿Se le quita algo para el desempate?", U),
            ("Uno eligió su CAREER después de ver las de todos; ¿había que elegirlas a la vez y en secreto?", U),
            ("Un jugador empezó con 3 COIN en vez de 2 y lo vimos en la tercera ronda, ¿le quitamos una ahora?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("We each started with 6 time meeples, how many should it be?", A),
            ("oops, I kept both Career cards at the start, how many do we keep?", A),
            ("We dealt 3 Values face down to everybody. How are Values dealt?", A),
            ("We put 4 cards in the market at setup. How many go there?", A),
            ("The youngest player went first in our game of Adulthood. Who's supposed to start?", A),
            ("I put down more time meeples after I'd started activating my spots. Is that allowed?", A),
            ("I used the upper Leisure spot twice in one turn, can I?", A),
            ("I played a Wellness card and used its new action spot right away. Wrong?", A),
            ("On my first turn I played my Career card before activating my spots. Which order is right?", A),
            ("I took two cards from the market in one turn, is that ok?", A),
            ("I took the right-most market card for free. What does it cost?", A),
            ("i didnt get anything for taking the left-most market card, is there a bonus for it", A),
            ("We forgot to slide the market cards left at the end of the turn. How is the market refilled?", A),
            ("I moved my Happiness marker back when I got a sad token. Is that right?", A),
            ("I had two Community cards out at once. Is that allowed?", A),
            ("I kept my old Partner when I played a new one. What happens to it?", A),
            ("I played Family Time without having a Family icon. Could I?", A),
            ("I got Promoted just by paying the time. What do I actually need to get Promoted?", A),
            ("I kept using the first action on my Career after I got Promoted, is that ok?", A),
            ("I swapped Careers and kept my Promoted marker. Right?", A),
            ("We forgot to resolve the Life Event I picked up. When should it have been resolved?", A),
            ("The markers crossed and we stopped right there. How is the game supposed to end?", A),
            ("We didn't count sets of Life icons at the end. How do those score?", A),
            ("my score went past the end of the track and we didnt know what to do", A),
            ("solo: we put 5 cards in the market and restocked it after I bought one. What's the solo market rule?", A),
            ("Somebody put down their time after watching where I'd put mine. Is there a penalty for that?", U),
            ("The market got refilled from the Life Event deck by mistake and someone already bought that card. Do we undo it?", U),
            ("We can't remember if my Life Event from last turn got resolved. Is there an official way to keep track of that?", U),
            ("Someone said their markers had crossed but nobody checked, and two more turns went by. When does the game end now?", U),
            ("oops I put a Wellness card on my Leisure slot and used it for two turns. how do we fix that?", U),
        ],
        "es": [
            ("Creo que repartimos mal: ¿cuánto dinero y energía tiene cada uno al empezar?", A),
            ("Pusimos los dos marcadores en el mismo track. ¿Dónde va cada marcador?", A),
            ("Me quedé sin time meeples y no usé mis fichas de energía como tiempo. ¿Podía?", A),
            ("Hice la acción de arriba de Career con 3 de tiempo. ¿Cuánto cuesta?", A),
            ("Usé Donate pagando 2 de dinero, ¿cuánto era?", A),
            ("Me casé con Date sin ser Grown Up. ¿Qué hace Date exactamente?", A),
            ("La regamos con Meditate: lo usé sin gastar energía. ¿Cuánto cuesta y qué hace?", A),
            ("Jugué una carta de Experience y la dejé al lado del tablero como si fuera un Resource. ¿Dónde va?", A),
            ("Tengo tres Resources y pensé que había límite, ¿cuántos Resources y Traits puedo tener?", A),
            ("Pagué energía por una carta que no tenía barra verde. ¿Había que pagar algo?", A),
            ("Jugué una carta con el icono de Grown Up en la barra verde sin ser Grown Up, ¿se puede?", A),
            ("Al casarme no pagué dinero, ¿cuánto cuesta casarse?", A),
            ("Nos olvidamos de devolver las fichas de energía y dinero gastadas al final del turno. ¿A dónde van?", A),
            ("Pasé la casilla de Grown Up en Impact pero no en Happiness y no cogí el marcador. ¿Hace falta pasar las dos?", A),
            ("pase dos casillas de Life Event en un turno y solo tome una carta, cuantas van", A),
            ("Dejé los Life Events a un lado del tablero todo el rato, ¿cuándo van a la Experience stack?", A),
            ("Al final no restamos las fichas negativas. ¿Cómo se cuentan?", A),
            ("Sumamos 4 de Impact por el corazón sin estar casados, ¿cuándo se gana eso?", A),
            ("Empatamos y desempatamos por el Impact. ¿Cómo es el desempate en Adulthood?", A),
            ("Enseñé mis Values a mitad de partida, ¿eran secretos?", A),
            ("Vos, ¿sabés si podía tener dos Careers a la vez? Jugué una nueva y dejé la otra en su sitio", A),
            ("En solitario repartimos Values como siempre. ¿Se usan?", A),
            ("En solitario metimos todos los Life Events en el mazo. ¿Cuántos van?", A),
            ("En solitario usé Meditate para sacar un Value. ¿Qué hace Meditate en solitario?", A),
            ("En solitario terminamos y no sabíamos si había ganado. ¿Cuándo se gana?", A),
            ("¿Es obligatorio avisar a la mesa cuando pasas la casilla de Grown Up, o basta con coger el marcador?", U),
            ("Nos salió dos veces el mismo Life Event, creo que hay dos copias. ¿Hay que descartarlo y robar otro?", U),
            ("¿Hay alguna regla oficial para resolver una discusión en la mesa sobre cómo se lee una carta?", U),
            ("¿Se puede rehacer el paso 2 si me di cuenta de que activé las acciones en un orden que me perjudicó?", U),
            ("Tenía una carta de Resource tapada debajo de mi tablero y no usé su efecto en tres turnos. ¿Puedo reclamar lo que me habría dado?", U),
        ],
    },
    "cv": {
        "en": [
            ("We only put 3 cards on the track at the start. How many are revealed?", A),
            ("we dealt 2 life goals to each player by mistake, how many does each player get?", A),
            ("How many public life goals go face up? We put out 3 for a 3-player game", A),
            ("In a 3 player game we used all 12 childhood cards. How are they supposed to be prepared?", A),
            ("We just dealt the 3 childhood cards and kept them, no passing. How is it supposed to go?", A),
            ("The youngest started our game of CV. Who's supposed to start?", A),
            ("I rolled 5 dice at the start of my turn, how many do we roll?", A),
            ("I rerolled three times, how many rerolls do you get?", A),
            ("I rerolled a die showing bad luck. Is that allowed?", A),
            ("i took 3 cards from the track in one turn, whats the limit", A),
            ("I used 3 good luck to buy a card but ignored its special condition. Is that ok?", A),
            ("I kept the unused symbols from an event card for later. Can I?", A),
            ("I got tokens for the symbols on an event card I played. Wrong?", A),
            ("I had 3 bad luck and didn't discard anything. What was supposed to happen?", A),
            ("I put a new Work card under my Work stack. Is that right?", A),
            ("I put a Health card on top and regretted it. Could I have put it under the older ones?", A),
            ("I forgot to pay the red slash cost this turn. When is it paid and what happens if I can't?", A),
            ("I paid a red-slash cost with dice I'd already used to buy a card. OK?", A),
            ("I put a two-colour card in both stacks. How does that work?", A),
            ("We never discarded the leftmost track card at the end of the round. When does that happen?", A),
            ("2 players: we only discarded the leftmost card at the end of each round. Is that right?", A),
            ("I kept my tokens from last turn and added the new ones on top. Is that right?", A),
            ("The early adulthood deck ran out and we just kept going. What were we supposed to check?", A),
            ("We ended the game when the old age deck ran out completely. When does it actually end?", A),
            ("Tie on points and we said the one with more cards wins, is that right?", A),
            ("Someone bought a card last turn and we only now noticed they were one symbol short. Does the card go back on the track?", U),
            ("We put a Relationship card in the Health pile two rounds ago (it's not two-coloured). Do we just move it, and what about the tokens it gave since?", U),
            ("An event card got discarded by accident without anyone using it. Can the owner get it back?", U),
            ("Is there an official way to settle an argument about whether a card's special condition was met?", U),
            ("I picked up a card from the track to look at it and put it back. Am I now committed to buying it?", U),
        ],
        "es": [
            ("Creo que repartimos mal, ¿cuántas cartas de infancia recibe cada uno con 4 jugadores?", A),
            ("A dos jugadores mezclamos la bicicleta con 8 cartas de infancia. ¿Con cuántas era?", A),
            ("Perdí la carta de bicicleta por una desgracia. ¿Quién empieza ahora cada ronda?", A),
            ("Pusimos el mazo de vejez a salir primero. ¿En qué orden salen los mazos al track?", A),
            ("Tiré 8 dados porque tenía muchas cartas, ¿cuántos dados se pueden tener como máximo?", A),
            ("Me equivoqué y volví a tirar los dados de mala suerte, ¿se pueden relanzar?", A),
            ("Pagué solo con dados y me sobraron fichas. ¿Las fichas también sirven para pagar cartas?", A),
            ("Jugué una carta de evento fuera de mi turno y me dijeron que no se podía. ¿Cuándo se juegan?", A),
            ("Con 6 de mala suerte solo descarté una carta, ¿cuántas tocaban?", A),
            ("Por la desgracia descarté una carta de abajo de la pila. ¿Cuál hay que descartar?", A),
            ("Puse una carta de Posesión debajo de las otras, ¿se puede?", A),
            ("No pude pagar el coste de la raya roja y me quedé la carta igual. ¿Qué pasa si no puedes pagar?", A),
            ("Las cartas de evento que compré las puse en mi pila. ¿Dónde van?", A),
            ("Tuvimos dos cartas activas en la misma pila. ¿Cuántas activas puede haber?", A),
            ("Rellenamos el track sin mover las cartas a la izquierda. ¿Cómo se hace la limpieza?", A),
            ("nos olvidamos de actualizar las fichas, que fichas tengo que tener", A),
            ("Cuando se acabó el mazo, el de la ayuda social eligió carta pagando su coste. ¿Hay que pagar?", A),
            ("Le dimos la ayuda social al que tenía menos cartas sin más. ¿Quién puede pedirla?", A),
            ("Dos jugadores tenían ayuda social y no sabíamos quién elegía primero. ¿En qué orden eligen?", A),
            ("No puntuamos los objetivos de vida públicos porque empatamos. ¿Cómo se reparten si hay empate?", A),
            ("Sumamos mal las cartas de conocimiento: con 5 cartas, ¿cuántos puntos son?", A),
            ("Contamos las Posesiones como un set, igual que las de salud. ¿Cómo se puntúan?", A),
            ("Che, al final nadie reveló su objetivo de vida secreto, ¿cuándo se revela?", A),
            ("Empezó a jugar el de la derecha del de la bicicleta. ¿En qué sentido va el turno en CV?", A),
            ("Cortamos la partida con 2 cartas en el mazo de vejez y somos 3. ¿Tocaba terminar?", A),
            ("Sin querer dejamos las cartas del track boca abajo al rellenar y alguien compró una a ciegas. ¿Vale la compra?", U),
            ("Un jugador pagó con las fichas de otro sin darse cuenta y ya se llevó la carta. ¿Cómo se arregla?", U),
            ("Alguien tiró su carta de Work vieja a la caja en vez de dejarla en la pila. ¿La puede recuperar para la puntuación?", U),
            ("¿Se puede deshacer una relanzada si el jugador dice que tiró el dado equivocado?", U),
            ("Al final hubo discusión sobre quién tenía menos cartas para el desempate y ya habíamos recogido el juego. ¿Qué se hace?", U),
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
