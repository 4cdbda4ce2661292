"""Write the blind178 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind178/make_questions.py

Style of this set: players who find out AFTER THE FACT that something may have
gone wrong, and ask what the rule was or whether what they did was allowed
("we've been drawing a FAVOUR every turn even with 5 in hand, was that
right?", "nos olvidamos de robar la Carta de Padres, ¿cuándo se tenía que
hacer?", "rob went before me, was that ok?"). The answer is the rule that
says what should have happened. The unanswerable questions are mistakes whose
outcome or fix the rulebooks leave open, or rules they never state, asked the
same way.

Each game's file is written in a seeded shuffled order (seeds 17801-17804), so the
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
SEEDS = {"coming-of-age": 17801, "loop": 17802, "adulthood": 17803, "cv": 17804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("we all rolled and then waited to see where everyone else put their die before picking ours. is that how its supposed to go?", A),
            ("I pulled my other dice back off the road first and only then moved my chosen die to the next location with a frustration token. does the order matter?", A),
            ("took two of my dice off location 3 last year and only left one interest token there. should it have been two?", A),
            ("i moved my die to a location two spots away and only put down 1 frustration token, was that right?", A),
            ("round 1 we said the two open locations at the far ends of the board arent next to each other, so moving between them cost 2 frustration tokens. were we wrong?", A),
            ("my turquoise track already had an overcome frustration token on its left end and I put a new frustration token on its right end to change location. was that allowed?", A),
            ("when the experience moved my counter 2 steps we only gave me the bonus of the space it ended on. should i have got the one in between too?", A),
            ("i flipped two memory tokens in the same experience phase, one before and one after the icons. is that ok?", A),
            ("the experience space had a blue counter icon in round 1 and we moved my green counter instead. what were we meant to do?", A),
            ("my counter bounced left off the end of a track and we just took 2 VEP off me, nobody gave me a choice. is that the rule?", A),
            ("drew a 5th trait tile and kept all five in my hand until my next trait bonus. what should i have done?", A),
            ("I played a Trait Tile, then the next location moved my counters so I don't meet it anymore. my sister says it has to come off my board, is she right?", A),
            ("i put a mimic token on yellow's 3rd trait tile while yellow's character was only on level 2 of my friendship track. thats fine right?", A),
            ("had my die and a presence at the same stop, so i took the bus stop bonus AND a friendship bonus with the player who has a presence there. too much?", A),
            ("moved a character token from level 4 up to level 5 with a normal friendship bonus from a bus stop. was that ok?", A),
            ("spent 3 orange motivation tokens on a memory and moved my orange counter 6 steps left, one pair per token. correct?", A),
            ("the bus skipped a location that only had someone's presence and no dice. should it have stopped there?", A),
            ("round 3 started and we only took 2 eight-sided dice each. how many should it have been?", A),
            ("final scoring we took 3 VEP off for the overcome frustration tokens (the flipped ones on the left) as well. was that right?", A),
            ("i scored 3 goal tiles at the end but only ever played 2 trait tiles. my mate says thats one too many?", A),
            ("tie on VEP last night and we gave the win to whoever had more willpower left. what's the real tiebreak?", A),
            ("2 player game: i mimicked the third tile in the middle row with that tile's neutral kid only at level 1 on my track. was that ok?", A),
            ("solo: we gave rob mood counters and frustration tokens like a normal player for the first round. was that wrong?", A),
            ("solo: rob had 2 interest tokens left and 3 dice, so we put them on his two highest dice. which ones should get them?", A),
            ("solo: rob scored the memory card's VEP from his motivation tokens and we took the tokens off him. should we have?", A),
            ("my pink counter sits on its passive space and I paid for a memory with orange motivation tokens even though the location wants turquoise or pink. my friend says I cheated, did I?", A),
            ("when we refilled at the end of the year two Memory Cards ended up stacked on location 2 and I gained the memory there. do I get the bonuses of both cards?", U),
            ("solo: we always put Rob's highest die into the building of my location. does it matter which of his dice goes there?", U),
            ("my little cousin shuffled my parent card deck for me and saw the top few cards. do i have to reshuffle or is there some penalty?", U),
            ("one player was in the kitchen and rolled and picked her die after the rest of us had already placed ours. do we replay that year?", U),
        ],
        "es": [
            ("Mi hermano y yo gastamos Fichas de Motivación en la misma ubicación y dijimos que el Recuerdo era solo para el primero. ¿Estaba bien?", A),
            ("Oye, alguien ganó el Recuerdo y pusimos otra Carta de Recuerdo en esa ubicación al momento. ¿Había que esperar?", A),
            ("Se me olvidó robar después de jugar una Carta de Padres y seguí con una sola en la mano. ¿Cuándo tenía que robar?", A),
            ("Che, dejamos los dados que sobraban en la ubicación después de que pasó el autobús y al año siguiente los volvimos a usar. ¿Qué había que hacer con ellos?", A),
            ("Al final me quedó una Ficha de Recuerdo sin usar y la contamos solo como sobrante. ¿Podía usarla antes de puntuar?", A),
            ("Gasté 4 de Fuerza de Voluntad para superar una Ficha de Frustración mientras el autobús estaba en la parada de otro jugador. ¿Se podía en ese momento?", A),
            ("Mi Contador de Realización Personal ya estaba en la última casilla y tenía que avanzar dos más; dijimos que se perdían. ¿Es así?", A),
            ("Disculpe, pagué un Recuerdo con 4 de Fuerza de Voluntad y solo me dieron 3 VEP, sin la bonificación de la carta ni la Ficha de Recuerdo. ¿Lo hicimos bien?", A),
            ("Ya tenía mis 4 Fichas de Personaje como Presencias y quise poner otra, y me dijeron que no podía. ¿Tenían razón?", A),
            ("Empaté con otro jugador en tener más Presencias para el Objetivo Versátil y dijimos que no cuenta para ninguno. ¿Estaba bien?", A),
            ("En la ronda 4 el dado de diez caras sacó un 0 y lo volvimos a tirar. ¿Qué ubicación era ese 0?", A),
            ("al preparar pusimos el contador de VEP de todos en 0, en que casilla tenia que empezar", A),
            ("Vale, al acabar la ronda 1 colocamos el Contador de Estado de Ánimo rosa en el extremo izquierdo del registro. ¿Dónde tenía que ir?", A),
            ("Fui a una ubicación donde tenía dos Fichas de Interés y solo avancé un paso en Realización Personal. ¿Cuántos tocaban?", A),
            ("Con una sola Bonificación de Rasgo robé una Ficha de Rasgo y además jugué otra de mi mano. ¿Se podía hacer las dos cosas?", A),
            ("Tío, cuando descarté mi quinta Ficha de Rasgo la puse encima de la pila. ¿Vosotros sabéis dónde tenía que ir?", A),
            ("Conocí a un personaje nuevo, lo puse en el nivel 0 de mi Registro de Amistad y no cobré nada. ¿Me tocaba algo?", A),
            ("Gasté 3 Fichas de Motivación del mismo color en un Recuerdo y nos dimos 9 VEP, 3 por ficha. ¿Estaba bien?", A),
            ("Pagué un Recuerdo con una Ficha de Motivación turquesa y otra verde a la vez. ¿Se pueden mezclar colores?", A),
            ("Las Cartas de Padres que jugué las dejé boca abajo en mi descarte para que nadie las viera. ¿Era así?", A),
            ("Vos sabés que al final del año movimos la Loseta de Parada de Autobús de la izquierda al extremo derecho. ¿Era al revés?", A),
            ("Para los Elementos Sobrantes contamos solo la Fuerza de Voluntad y redondeamos hacia arriba. ¿Qué se tenía que contar y cómo se redondea?", A),
            ("En solitario Rob avanzó por la Realización Personal cobrando también las casillas sin VEP. ¿Cómo avanza él?", A),
            ("En solitario, Rob tenía una Ficha de Rasgo Mimético libre y aun así le hicimos jugar la Ficha de su pila. ¿Qué tenía que hacer primero?", A),
            ("En solitario me repartí una Ficha de Objetivo de cada letra, como en la partida normal. ¿Cuáles tocaban?", A),
            ("nos quedamos sin fichas de fuerza de voluntad en la caja y dejamos de cogerlas, estaba bien?", A),
            ("Disculpe, un jugador dejó una Presencia pagando 4 de Fuerza de Voluntad en una ubicación que no lo permite y lleva dos años cobrando su bonificación. ¿Cómo se corrige?", U),
            ("A dos jugadores pusimos solo tres Fichas de Rasgo en la fila del centro y ya vamos por la ronda 3. ¿Añadimos la cuarta ahora, y con qué personaje?", U),
            ("Mi prima puso una Ficha de Frustración en un Registro de Ánimo que todavía no tenía desbloqueado para cambiar de ubicación. Ya pasó el año, ¿qué hacemos con esa ficha?", U),
            ("Che, nos dimos cuenta de que dos jugadores tenían cambiados los contadores de VEP desde el principio y movíamos el del color equivocado. ¿Cómo lo arreglamos?", U),
        ],
    },
    "loop": {
        "en": [
            ("we've been drawing a FAVOUR every turn even when we already had 5 in hand. was that right?", A),
            ("the FAVOUR deck ran out so we just stopped drawing, even though the discard pile had cards in it. should we have done something?", A),
            ("i passed my turn last round cos i didnt want to do anything. is that even allowed?", A),
            ("I chose WORK at 0 HAPPINESS in a basic game and took my 3 COIN anyway. what should have happened?", A),
            ("bought 4 MATERIAL in one BUY turn, my friend says thats too many?", A),
            ("paid 5 COIN for a FOOD so it would be QUALITY 5. was that allowed?", A),
            ("for an ACTIVITY with two GLASS icons i took 2 QUALITY off one GLASS. was that ok?", A),
            ("my MATERIAL hit QUALITY 0 and I kept it in my AREA till the end of my turn. where should it have gone and when?", A),
            ("completed a 4th ACTIVITY and just kept all four in my AREA. is that right?", A),
            ("i had everything for a GOAL but waited a turn to reveal it so nobody noticed. allowed?", A),
            ("i played a RESELL after my BUY, not before. is that too late?", A),
            ("I ACCEPTed a FAVOUR when I already had 5 in hand, then drew another at the start of my turn. was the draw ok?", A),
            ("accepted a SHARE while already on 2 REPUTATION and moved up to 3. right?", A),
            ("i REJECTed a BARTER by discarding an ACQUIRE from my hand. was that a legal reject?", A),
            ("spent 1 REPUTATION to get 1 HAPPINESS in my CONSUME turn. is that the price?", A),
            ("she promised to ACCEPT my SHARE and then REJECTed it. can she do that?", A),
            ("we refilled the ACTIVITY slots straight after someone took one, mid turn. was that right?", A),
            ("someone reached HAPPINESS 12 and we stopped the game right there. should we have?", A),
            ("tie on HAPPINESS and we gave it to whoever had achieved more GOAL. whats the proper order?", A),
            ("i BARTERed my QUALITY 3 MATERIAL for her QUALITY 1 one and asked for 2 COIN back for the difference. allowed?", A),
            ("I RECYCLEd a UTILITY out of my friend's LANDFILL. is that ok?", A),
            ("competitive: my HAPPINESS went from 4 to 10 in one go and i drew 1 EVENT. how many should it be?", A),
            ("put 3 COIN on my CREDIT CARD in one turn to pay it off faster, was that ok?", A),
            ("co-op: someone played me a SHARE and i REJECTed it with my REPUTATION. is that a thing in co-op?", A),
            ("solo: we only burned a MATERIAL card at the end of each round, like co-op. when should it be?", A),
            ("as the Engineer I Repaired a UTILITY. my friend says I can't, who's right?", A),
            ("found out one guy had been keeping some of his COIN behind his player mat all game. is there a penalty for that?", U),
            ("when refilling i flipped two MATERIAL by mistake and everyone saw the second one. do we put it back on top or shuffle?", U),
            ("the Politician played me a face-down FAVOUR, said it was SHARE, i didnt call it and ACCEPTed. later we saw it was a RESELL. which one should have happened?", U),
            ("I played a RESELL to Ana during her turn and she ACCEPTed. now we know it should be in my turn, do we undo it?", U),
        ],
        "es": [
            ("Somos 2 y al preparar quitamos solo 1 set de MATERIAL. ¿Cuántos había que quitar?", A),
            ("El INTERN empezó en HAPPINESS 3 como los demás. ¿Estaba bien?", A),
            ("Oye, ayer empezó el más joven. ¿Quién tenía que empezar?", A),
            ("Disculpe, en una partida de 3 le dimos 2 FAVOUR a cada uno al empezar. ¿Cuántos le tocaban a cada asiento?", A),
            ("Pagué 0 COIN y 1 REPUTATION por un METAL de QUALITY 1. ¿Se podía?", A),
            ("Che, le jugué un RESELL a uno que tenía 1 COIN por un MATERIAL de QUALITY 3. ¿Podía?", A),
            ("Hice HOBBY con dos ACTIVITY distintas que tenían el mismo PROPERTY. ¿Cuenta?", A),
            ("Cuando jugué ACQUIRE le pagué los COIN al WORK AREA y no al jugador. ¿A quién iban?", A),
            ("Vale, en cooperativo uno llegó a HAPPINESS 12 y los demás acabamos en 10 y 11. Dijimos que ganamos todos. ¿Era así?", A),
            ("En solitario usé RENEW y pagué lo mismo que un RECYCLE normal. ¿Cuánto tocaba pagar?", A),
            ("salio un IMMEDIATE EVENT y cada uno lo resolvio cuando le tocaba su turno, estaba bien", A),
            ("Tío, no podía pagar la PAYOFF de mi CREDIT CARD y lo dejé para el siguiente turno. ¿Qué tenía que hacer?", A),
            ("Al final de la partida no perdimos nada por las CREDIT CARD sin pagar. ¿Había penalización?", A),
            ("Acabé con 5 MATERIAL en mi LANDFILL y perdí 2 HAPPINESS. ¿Cuánto tocaba?", A),
            ("Con el Tycoon hice WORK teniendo 2 CREDIT CARD y solo perdí 1 HAPPINESS. ¿Estaba bien?", A),
            ("Che, mi FAVOUR del Officer fue el primero del turno y aun así el otro lo rechazó con REPUTATION. ¿Podía?", A),
            ("Con la Office Lady hice WORK y compré 2 MATERIAL en el mismo turno. ¿Era legal?", A),
            ("Con el Craftsman convertí un METAL en FOOD para una ACTIVITY. ¿Se podía?", A),
            ("Soy el Chef: compré un FOOD pagando 2 COIN y le puse QUALITY 2. ¿Qué QUALITY le tocaba?", A),
            ("La Waitress robó solo 1 FAVOUR al principio de su turno con 3 en la mano. ¿Eran dos?", A),
            ("Con Micro-Plastic activo usé un FOOD para una ACTIVITY que pedía FOOD. ¿Estaba permitido?", A),
            ("Con Red Gown activo compré un MATERIAL de QUALITY 1 teniendo otro de QUALITY 3. ¿Valía?", A),
            ("Disculpe, salió un CONTINUOUS EVENT al terminar mi turno y lo aplicamos al resto de mi mismo turno. ¿Cuándo empieza a valer?", A),
            ("Ahorita me obligaron a pedir una CREDIT CARD porque solo me quedaba WORK y no tenía HAPPINESS. ¿Era así y qué hago después?", A),
            ("En cooperativo robamos un FAVOUR al principio de cada turno. ¿Se roba en ese modo?", A),
            ("provoque la DEPLETION al final de mi turno y no perdi nada, que tenia que pasar", A),
            ("Al preparar pusimos 6 ACTIVITY boca arriba en vez de 5 y ya llevamos tres rondas. ¿Quitamos una ahora o seguimos así?", U),
            ("Oye, el Freelancer usó Freedom dos veces en el mismo turno durante varias rondas. ¿Cómo se corrige eso ahora?", U),
            ("Cuando le hice SHARE a mi amiga y su MATERIAL se rompió, lo pusimos en mi LANDFILL en vez del suyo y ya pasaron tres turnos. ¿Qué hacemos?", U),
            ("Vos sabés, pusimos el CONTINUOUS EVENT activo debajo de la pila de descarte y ya no sabemos cuál era el que estaba activo. ¿Cómo lo resolvemos?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("we started everyone with 6 time meeples and no energy or money. what were we supposed to get?", A),
            ("i kept both of my starting Career cards in hand for the first turns. was I supposed to do something with one?", A),
            ("at setup we all looked at our 2 facedown Values. were we allowed to?", A),
            ("the youngest player went first last night, was that the rule?", A),
            ("we've been paying 2 time for 1 money on the Career spot. whats the real rate?", A),
            ("I used Donate by paying 2 time. is that how it works?", A),
            ("i did Date with just 1 time and no money, was that enough?", A),
            ("I Meditated by paying a time meeple instead of energy. allowed?", A),
            ("used the upper Leisure spot twice in one turn with 4 time. was that ok?", A),
            ("we've been using energy tokens as time meeples on action spots. is that legit or did we make it up?", A),
            ("played a card in step 3 and then went back to put more time on an action. was that allowed?", A),
            ("first turn I played my Career card before using my action spots. wrong order?", A),
            ("i took the left-most market card and didn't get anything extra. did I miss something?", A),
            ("took the right-most card from the market and paid nothing. what should it have cost?", A),
            ("drafted a card from the market and played it that same turn. my friend says no, who's right?", A),
            ("played a new Wellness card and used its action right away that turn. was that ok?", A),
            ("when I played a new Community card I threw the old one in the discard. where should it have gone?", A),
            ("we forgot to slide the market cards left before refilling last turn. what's the right order for the reset?", A),
            ("i passed two Life Event spaces in one turn and only took one Life Event. should it have been two?", A),
            ("we moved my Impact marker back a space to undo a mistake mid game. is moving back allowed?", A),
            ("I got Promoted and kept using the first action on my Career card too. was that ok?", A),
            ("i played a card with the Grown Up icon in its cost bar before I was Grown Up. was that allowed?", A),
            ("got Promoted with Interview without having the Life icon in the purple bar. we counted the icon on the Career itself. was that ok?", A),
            ("I played a new Partner and kept my Married token. right or wrong?", A),
            ("someone's markers crossed and we ended the game right after his turn. should we have kept going?", A),
            ("we only scored sets of Life icons from 4 of a kind. what should 3 of the same icon give?", A),
            ("at setup we put 6 cards in the market by mistake and have played two rounds like that. do we take one out now, and which one?", U),
            ("one player has been moving his Happiness marker the wrong way on the track for 3 turns. how do we fix the score?", U),
            ("we resolved a Life Event as soon as she passed the space, not at the end of her turn, and she already spent the money it gave her. do we undo that turn?", U),
            ("we've been paying 1 money for Interview instead of 1 time for a few rounds. how do we put that right?", U),
        ],
        "es": [
            ("Un jugador pasó de la casilla de Grown Up solo en el track de Happiness y le dijimos que tenía que pasar las dos. ¿Estaba bien?", A),
            ("Disculpe, hice Interview sin ser Grown Up y me dieron el marcador de Promoted. ¿Qué tenía que pasar?", A),
            ("Oye, tenía dos cartas de Resource y dos Traits al lado del tablero y me dijeron que solo podía tener una de cada. ¿Tenían razón?", A),
            ("Jugué una carta de Experience y la dejé boca arriba entera al lado del tablero. ¿Dónde tenía que ir?", A),
            ("Tío, dejamos las Life Events que nos salieron al lado del tablero toda la partida. ¿Qué se hacía con ellas?", A),
            ("Che, al cambiar de Partner tiramos el viejo al descarte. ¿Era así?", A),
            ("Tenía fichas de Unhappiness y al final no restamos nada por ellas. ¿Cuándo cuentan?", A),
            ("Jugué Marathon sin tener tiempo puesto en Wellness. ¿Lo podía jugar?", A),
            ("Me casé con la acción Date sin tener el icono de Life que pide la barra morada de mi Partner. ¿Podía?", A),
            ("Al final mi Partner casado coincidía con uno de mis Values y no sumamos nada extra. ¿Se gana algo?", A),
            ("Pasé el final del track de Impact y me quedé en la última casilla. ¿Qué tenía que hacer?", A),
            ("empatamos en la suma final y gano el de mas Impact, estaba bien", A),
            ("Vale, contamos los Values de todos antes de restar las fichas negativas. ¿Vosotros en qué orden puntuáis, o cuál es el orden que dice la regla?", A),
            ("En solitario repartimos Values como en la partida normal. ¿Se usan?", A),
            ("En solitario puse cinco cartas en el mercado. ¿Cuántas tocaban?", A),
            ("En solitario la segunda carta del mercado me la llevé gratis. ¿Cuánto costaba?", A),
            ("Ahorita en solitario una carta me dejó tomar otra del mercado y pagué como si fuera la segunda. ¿Tenía que pagar?", A),
            ("En solitario robé una Life Event al pasar la casilla del track. ¿Se hacía?", A),
            ("En solitario repusimos el mercado a mitad de ronda cuando se vació. ¿Estaba bien?", A),
            ("Mi Meditate en solitario lo usé para cambiar un Value. ¿Qué hace en ese modo?", A),
            ("Terminé la partida en solitario con los marcadores cruzados pero sin ningún nivel del Achievement y dije que gané. ¿Gané?", A),
            ("En solitario me quedé con las dos cartas de Achievement que robé. ¿Había que descartar una?", A),
            ("Al final del solitario sumé puntos por sets de Life icons. ¿Se hacía?", A),
            ("Vos sabés que el marcador de Happiness lo movíamos a la derecha como el de Impact. ¿Para dónde va?", A),
            ("Disculpe, jugué dos cartas de mi mano en el mismo turno y me dijeron que solo podía una. ¿Es así?", A),
            ("agarre la carta de la izquierda del mercado y ademas otra, se puede coger mas de una", A),
            ("Usé energía como si fuera plata para hacer Donate durante dos rondas. ¿Cómo lo arreglamos?", U),
            ("Che, cuando se cruzaron los marcadores de uno terminamos la partida en el acto y ya guardamos todo. ¿Vale el resultado o hay que repetir?", U),
            ("Che, mi primo puso una carta de Wellness encima de su casilla de Leisure y la estuvo usando dos rondas. ¿Cómo lo arreglamos?", U),
            ("Vale, en una partida de cuatro salió una carta que era solo de solitario porque estaba mezclada en el mazo y alguien ya la jugó. ¿Qué hacemos con ella?", U),
        ],
    },
    "cv": {
        "en": [
            ("we've been rerolling dice three times every turn. was that right?", A),
            ("I rerolled a die that was showing bad luck. my friend says I couldn't, who's right?", A),
            ("took 3 cards from the track in one turn, is that allowed?", A),
            ("i bought a card using the symbols on my tokens plus the dice. was that ok?", A),
            ("played an event card to help buy something and kept the leftover symbols for later. allowed?", A),
            ("used 3 good luck symbols to grab a card but i didnt meet its special condition. was that ok?", A),
            ("I had 4 bad luck symbols and discarded 2 cards. right number?", A),
            ("i put a new Health card under my older ones so the old one stays active. was that allowed?", A),
            ("put a new Work card at the bottom of my Work stack to keep my old job active. ok?", A),
            ("i bought an event card and put it into my stacks like a normal card. where should it go?", A),
            ("after my turn i refilled the track from the right without sliding the cards left. does it matter?", A),
            ("end of the round we didnt discard any card from the track. what should have happened?", A),
            ("2 player game, we only discarded the left card at the end of each round. is that right?", A),
            ("my tokens kept piling up each turn like income. is that how tokens work?", A),
            ("the early adulthood deck ran out and we just carried on with the middle age deck. did we skip something?", A),
            ("I had 4 cards and my friend had 7 when a deck ran out, and we gave me social assistance. was that right?", A),
            ("we stopped the game when the old age deck was empty in the middle of a round. when does it actually end?", A),
            ("scored 3 Health cards as 3 points at the end. what's the right count?", A),
            ("two of us tied on a public life goal and we split the points. right?", A),
            ("tied on points and we gave the win to the player with more cards. is that the tiebreak?", A),
            ("i took a card with two colours and decided its type only at the end of the game. ok?", A),
            ("couldn't pay my red slash cost and kept the card anyway. what should have happened?", A),
            ("my 2nd reroll turned up a 3rd bad luck and we said it doesnt count because it came from a reroll. was that right?", A),
            ("3 players and we shuffled all 12 childhood cards to deal. how should we have prepared them?", A),
            ("the bicycle player lost the bicycle card, so we let the next player start each round. was that right?", A),
            ("i had 8 dice from my cards and rolled all 8, is that ok?", A),
            ("we've been paying the red slash with dice tokens that we'd already used to buy cards that turn. now we know thats not allowed, do we take those cards back?", U),
            ("3 players and we only flipped 1 public life goal at setup. we're in middle age now, do we add one?", U),
            ("my friend played an event card and took tokens for its symbols, then kept them for 2 turns. how do we fix his tokens?", U),
            ("Marriage gave me a 5th die but I forgot and rolled 4 for three turns. do I get anything back?", U),
        ],
        "es": [
            ("Tiramos 5 dados al empezar porque éramos novatos. ¿Cuántos se tiran?", A),
            ("Oye, dejé las cartas que quería un poco sacadas de la fila mientras decidía y me dijeron que eso no se puede. ¿Quién tenía razón?", A),
            ("Disculpe, compré una carta sin tener los símbolos y dije que pagaría luego. ¿Se puede?", A),
            ("Jugué una carta de evento en el turno de otro jugador. ¿Estaba bien?", A),
            ("Al empezar pusimos solo 4 cartas boca arriba en la fila. ¿Cuántas tocaban?", A),
            ("Che, en la desgracia me hicieron descartar la carta que ellos eligieron. ¿Quién elige?", A),
            ("Vale, compré un Trabajo nuevo y lo puse encima, pero seguí usando también el efecto del Trabajo de abajo. ¿Se podía?", A),
            ("Tío, con la ayuda social uno se llevó una carta sin cumplir su condición especial. ¿Podía llevársela?", A),
            ("Para ir rápido, tirábamos los dados todos a la vez y cada uno compraba cuando podía. ¿Se juega así?", A),
            ("Al rellenar la fila usamos cartas del mazo de vejez antes que el de mediana edad. ¿Qué orden tiene?", A),
            ("En la limpieza del final de ronda rellenamos la fila y después descartamos la carta de la izquierda. ¿Era en ese orden?", A),
            ("Vos sabés que para llegar a 3 de buena suerte conté también la de mis fichas, no solo la de los dados. ¿Valía?", A),
            ("Para la desgracia contamos solo la mala suerte de los dados y no la de las fichas. ¿Estaba bien?", A),
            ("Con la ayuda social el jugador pagó el coste de la carta. ¿Tenía que pagar?", A),
            ("En la ayuda social empezó a elegir el jugador con menos cartas. ¿Quién empieza?", A),
            ("Ustedes hacen la mala suerte antes de comprar? Nosotros descartabamos primero y despues comprabamos", A),
            ("Contamos los puntos de las Posesiones por cantidad de cartas como la Salud. ¿Cómo se cuentan?", A),
            ("Al final no revelamos las metas de vida secretas. ¿Había que hacerlo?", A),
            ("Empatamos en una meta pública y se la dimos al que la cumplió primero. ¿Era así?", A),
            ("Una carta de dos colores la puse en Salud y luego la conté también como Conocimiento. ¿Se podía?", A),
            ("pague la barra roja en la fase de comprar y no en la de añadir, da igual?", A),
            ("Disculpe, la carta con barra roja que no pude pagar la puse en el descarte de la fila. ¿Adónde va?", A),
            ("Somos 2 y mezclamos la bici con 8 cartas de infancia. ¿Con cuántas tocaba?", A),
            ("En el reparto de infancia pasamos las cartas a la derecha. ¿Hacia qué lado era?", A),
            ("Repartimos una meta de vida a cada uno y ninguna pública siendo 3. ¿Cuántas públicas tocaban?", A),
            ("Ahorita el de la bici no empezó la segunda ronda, empezó el siguiente. ¿Quién empieza cada ronda?", A),
            ("Mi hermano puso una carta de dos colores en Salud y dos rondas después la pasó a Relación para una meta. ¿Cómo lo deshacemos?", U),
            ("Che, en la desgracia uno descartó una carta de debajo de su pila en vez de la activa y ya pasaron dos rondas. ¿Qué hacemos?", U),
            ("Al preparar se mezclaron unas cartas de mediana edad con el mazo de juventud y ya salieron dos en la fila. ¿Las quitamos o se pueden comprar?", U),
            ("perdi mi Trabajo por desgracia y en la fase de añadir pague la barra roja de otra carta con la ficha de dinero de ese Trabajo, valia?", U),
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
