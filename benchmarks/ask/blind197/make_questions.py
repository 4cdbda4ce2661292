"""Write the blind197 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind197/make_questions.py

Style of this set: a RULES LAWYER, a precise and pedantic player who wants the
exact wording settled, often to win an argument at the table. Long careful
sentences, exact conditions and edge cases ("strictly speaking", "does the rule
say 'may' or 'must'?", "if I have exactly 0 ...", "at the moment ... or at the
end of the turn?", "does 'each' mean per player or per card?", "según el texto
literal", "¿'hasta' incluye el número?", "en sentido estricto", "¿el reglamento
dice 'puede' o 'debe'?"), sometimes quoting or paraphrasing a rule sentence or
a worked example and asking what it means, sometimes two readings side by side.
More than half of each game's questions go to the less obvious parts of its
rulebook: solo modes and bots (Rob Bot, the LOOP solo FAVOURs, the Adulthood
solo market and Achievements), co-op and 2-player variants, worked examples,
card types and icons, end-game scoring and tie-breaks, setup details and
rarely used actions. The unanswerable questions are edge cases the rulebooks
truly leave open, asked the same pedantic way.

Each game's file is written in a seeded shuffled order (seeds 19701-19704), so
the unanswerable questions are mixed in. `names_game` is found by a regex on the
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
SEEDS = {"coming-of-age": 19701, "loop": 19702, "adulthood": 19703, "cv": 19704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

COA_EN = [
    ("strictly speaking, in the first round only locations 1 to 4 are open. is location 4 'adjacent' to location 1 when i change my die's location, so it costs one Frustration Token and not two?", A),
    ("My green track has a flipped (overcome) Frustration Token on its far LEFT end. The rule says you cannot add a Frustration Token to a Track that already has one 'at either of its ends'. Read literally, does that left-end token still stop me from using green to pay for a location change?", A),
    ("the experience space tells me to move the blue counter but we're only in round 2 and i havent got a blue counter out yet. do i get anything for that icon or is it just ignored, full stop?", A),
    ("On Memory Tokens the rule says I may flip one 'either before or after resolving all the effects of the Experience Space'. Read literally, does that forbid flipping it in the middle, between two icons? And is it strictly one per turn, not one per icon?", A),
    ("bounce to the left with no frustration token on that track: does the rulebook say i 'must' choose between adding a Frustration Token and losing 2 VEP, or can i decline both? and may i pick the 2 VEP loss even with tokens in my supply?", A),
    ("Pedantic one about the Bus example: a bonus tells me to move a counter 2 steps right and it is already on the last space. Is that one bounce or two separate bounces, i.e. one Motivation Token or two?", A),
    ("I drew a fifth Trait Tile. Strictly, may the one I discard be the very tile I just drew, and does the discard go to the top or the bottom of the pile?", A),
    ("When I played Stubborn I had 3 Motivation Tokens of one type; a turn later I spent them. Does the rule require me to keep meeting the requirement, or only at the moment of playing the tile?", A),
    ("Mimic Trait Token: her tile sits in the second slot of her board and her Character Token is at exactly level 2 on my Friendship Track. Is 'equal to or higher than the space occupied by that Tile' satisfied, or is the slot number counted some other way?", A),
    ("does the bus stop at a location that only has interest tokens, no dice and no presence? the text says 'stopping only at those that have at least one Die and/or one Presence' and i want that settled before my brother argues again", A),
    ("I have both my die and a Presence at the same location. Does that give me two choices in step A (the Bus Stop bonus AND a Friendship Bonus with someone's Presence), or strictly one?", A),
    ("my purple character token is at level 4 and a bus stop gives me a plain Friendship Bonus. can i move it up to level 5 with that, or does it have to be an Intimacy Bonus specifically?", A),
    ("Memory VEP: if I spend 4 Motivation Tokens of the same type on one Memory, is it 3 + 2 + 1 + 1 = 7 VEP? And 'of the same type', does that mean I may not mix the two colours a location allows on one Memory?", A),
    ("if i pay 4 willpower for a memory at a location that allows it, do i get the full 3-2-1 VEP or just 3, and do i still get the card's bonus and the memory token?", A),
    ("Does 'move the Mood Counter exactly 2 steps to the left' apply per token or per payment? I spent 3 orange Motivation Tokens on one Memory. And do I collect the bonuses of the spaces I pass on the way?", A),
    ("All 4 of my Character Tokens are already out as Presences. Is a fifth Presence flatly impossible, or may I move one? And can two of my own Presences ever share one location?", A),
    ("End of the Year pedantry: the Bus Stop Tile at the far right goes to the far left and the rest slide one space right, yes? And is that done only while players still have dice, or also at the end of a round?", A),
    ("Final scoring, Leftover Elements: do my USED (flipped) Memory Tokens count in the total I divide by 3, or only the unused ones? And is it rounded down even at 2 left over?", A),
    ("Goals: 'as many Goal Tiles as the number of Trait Tiles they have played on their Personal Board'. Do my Mimic Trait Tokens sitting on other players' tiles raise that number, or only tiles on my own board?", A),
    ("Type A goal Sociable: I'm exactly tied with another player for the most Character Tokens. Strictly 'more than any other player' fails, so does the tie count as fulfilled or not?", A),
    ("we tied on VEP and also on traits + goals completed. whats the next tie-break, does it count character tokens at every level of the friendship track, and what if that's tied too?", A),
    ("2-player variant: the neutral Trait Tile in the third position of the middle row. What Friendship level with its neutral character do I need to mimic it, and do I also have to meet the tile's requirement?", A),
    ("Solo setup against Rob: do I still draw one Goal Tile of each letter, or a different mix? I want the exact letters.", A),
    ("solo: rob rolled 3 dice but only has 2 interest tokens left. which dice get a token, does 'starting with the lowest-value Die' mean the highest one is the one he skips?", A),
    ("Solo, Rob's Personal Fulfillment: he 'skips any space that does not grant VEP'. If he is already on the final space and gets 2 advances, is it 4 VEP per advance, so 8, as the Frustration Token reminder suggests?", A),
    ("Rob's Trait Bonus: if he has a Mimic Trait Token available AND a Trait Tile in his pile, which does he do? Strictly only the first possible action on the list, or more than one?", A),
    ("Strictly speaking, when I flip a Memory Token to move a counter and that step gives me a Trait Bonus, is the token already 'used' at the moment I take the bonus? I want to play Optimistic (at least one unused Memory Token of that type) and the token I'm flipping is my only one of that type.", U),
    ("i drew a 5th trait tile and the one i want to get rid of is my Starting Trait Tile, the blue-backed one. discarded tiles 'always go to the bottom of the pile', but that one has a different back so everyone will see it coming. does it really go into the normal pile, or out of the game?", U),
    ("The frustration rule says I can overcome one by spending 4 Willpower Tokens 'at any time'. Does 'any time' include the moment after the last turn but before Final Scoring takes 3 VEP per unresolved Frustration? I'd trade 4 Willpower to save 3 VEP.", U),
    ("Two of us are at the same bus stop and both take a Trait Bonus to draw, mid-game, but only one Trait Tile is left in the pile. Step A is simultaneous, so who strictly gets that last tile?", U),
]

COA_ES = [
    ("En sentido estricto, ¿puedo gastar 4 de Fuerza de Voluntad para superar una Ficha de Frustración en cualquier momento, incluso durante la fase de otro jugador? ¿Y a qué extremo del Registro de Ánimo va la ficha cuando le doy la vuelta?", A),
    ("Si reboto a la izquierda y la Ficha de Frustración de ese registro está en el extremo izquierdo (ya superada), ¿gano 4 VEP y la ficha vuelve a mi reserva? ¿Y si estuviera en el extremo derecho, qué pasa exactamente?", A),
    ("Puntuación final: ¿cuántos VEP pierdo por cada Ficha de Frustración sin resolver? ¿Cuentan también las que están superadas en el extremo izquierdo, sí o no?", A),
    ("Che, el Registro de Realización Personal: si ya estoy en la última casilla y me toca avanzar dos más, ¿gano la bonificación indicada por cada paso que no puedo dar, o nada?", A),
    ("Según el texto literal, ¿las fases 1 y 2 se juegan a la vez? Vosotros dejáis esperar a ver dónde pone su dado el primo antes de decidir el propio, pero ¿el reglamento lo permite?", A),
    ("Vale, tío, pregunta tiquismiquis: la Ficha de Rasgo Equilibrado pide el mismo número de Contadores en el extremo izquierdo y en el derecho. Si tengo cero en cada lado, ¿'el mismo número' me vale o hace falta algo más?", A),
    ("Para el Rasgo Amigable (Amicable) pone 'niveles 1 a 4 (inclusive)'. ¿Un personaje en el nivel 5 del Registro de Amistad cuenta o no cuenta?", A),
    ("En la preparación, ¿en qué casilla de VEP empieza cada uno y cuántas Fichas de Frustración me quedo? ¿Las que sobran se quedan a mano o se retiran del juego?", A),
    ("Disculpe, en la preparación ¿cuántas Cartas de Padres roba cada jugador al principio? ¿Y la mano de Fichas de Rasgo y de Objetivo se enseña o se mantiene oculta?", A),
    ("En solitario, ¿Rob usa Contadores de Estado de Ánimo o Fichas de Frustración? ¿Para qué sirve exactamente la Ficha de Frustración que se le pone en la preparación?", A),
    ("En la ronda 1 solo tengo el dado de cuatro caras. ¿Cuántos turnos dura cada ronda y qué dados recibo exactamente al empezar la ronda 3?", A),
    ("Cuando se acaba una ronda, ¿qué Contador de Estado de Ánimo pongo, en qué orden van los colores y en qué casilla lo coloco? ¿Y qué Fichas de Motivación entran a la reserva general?", A),
    ("Si tengo Fichas de Interés en la ubicación que saqué con el dado, pero lo muevo con una Ficha de Frustración a otra ubicación, ¿avanzo por las fichas de la ubicación original o solo por las de la ubicación final?", A),
    ("Retiro dos dados que estaban en la carretera de la misma ubicación. ¿Dejo una Ficha de Interés por cada dado o una sola por ubicación? ¿Y los retiro antes o después de avanzar mi Realización Personal?", A),
    ("¿El reglamento dice 'puede' o 'debe'? Si no consigo el Recuerdo ni pongo Presencia, ¿estoy obligado a jugar una Carta de Padres? ¿Y puedo elegir la Carta de Padres aunque sí pudiera pagar el Recuerdo?", A),
    ("Cuando dos jugadores tienen dado en la misma ubicación y los dos pagan las Fichas de Motivación, ¿los dos se llevan el Recuerdo completo? ¿Y cuándo se repone esa carta?", A),
    ("Los dados que quedan en una ubicación después de que el Autobús pare allí, ¿se retiran del juego o vuelven junto a mi tablero?", A),
    ("En el ejemplo del Autobús en la ubicación 6, el jugador rojo paga un Recuerdo que pide turquesa o rosa con fichas naranjas. ¿De dónde sale ese permiso, y por qué mueve el Contador naranja 2 pasos a la izquierda y no el rosa?", A),
    ("Variante de 2 jugadores: ¿cuántas Fichas de Rasgo se ponen en la fila entre los dos y cómo se decide qué personaje neutral va con cada una?", A),
    ("En solitario, cuando Rob cae en una ubicación cuya Parada muestra un personaje que ya tiene en su Registro de Amistad, ¿lo sube de nivel como nosotros o lo coloca en otro sitio? ¿Dónde exactamente?", A),
    ("En solitario, la ubicación pide turquesa o rosa y Rob tiene 2 rosas y 1 turquesa. ¿Cuántos VEP gana, descarta las fichas o no, y qué Fichas de Motivación gana después?", A),
    ("En solitario, ¿la Carta de Recuerdo de una ubicación donde solo estuvo Rob se retira al final del turno, o se queda para el año siguiente?", A),
    ("Rob al final de la partida: ¿puntúa todas las Fichas de Rasgo boca abajo que le quedan en su montón sin mirar requisitos? ¿Y cuánto le dan sus Fichas de Motivación?", A),
    ("Rob me gana siempre, ahorita no sé qué hacer. ¿El reglamento permite hacerlo más fácil o más difícil? ¿Qué cambia exactamente en la preparación?", A),
    ("en solitario rob ya no tiene fichas de personaje en su reserva. sigue poniendo presencia o no? y si ya tiene presencia en esa ubicacion?", A),
    ("Nivel 0 del Registro de Amistad de Rob: ¿puede tener dos personajes cubriendo VEP ahí o solo uno? Si ya hay uno, ¿adónde va el siguiente?", A),
    ("La Parada de Autobús con un personaje neutral dice que 'puedes' ganar una Bonificación de Amistad con ese personaje. En sentido estricto, si no quiero esa amistad, ¿gano alguna otra bonificación de la Parada o me quedo sin nada?", U),
    ("El Rasgo Sentimental pide personajes 'en espacios centrales' del Registro de Amistad. Si un nivel tiene un número par de huecos, ¿cuál es el espacio central según el texto?", U),
    ("El Rasgo Completista pide 3 Fichas de Personaje en el mismo nivel (excepto el 0). ¿Los niveles 5 a 7 tienen siquiera tres huecos, o ese rasgo solo se puede cumplir entre el 1 y el 4?", U),
    ("Mis Fichas de Fuerza de Voluntad y de Motivación, ¿tienen que estar a la vista de todos? ¿Puedo taparlas para que nadie sepa si voy a por el Ahorrador?", U),
]

LOOP_EN = [
    ("WORK with exactly 0 HAPPINESS: strictly, do i still get my SALARY COIN, or only the 1 COIN from the WORK AREA before my turn ends?", A),
    ("the rule says draw '1 and only 1 FAVOUR if you have less than 5 in hand'. with exactly 5 i draw nothing, right? and if the deck and the discard pile are both empty?", A),
    ("BUY: does 'up to 3 MATERIAL in 1 turn' mean 3 cards total, and is the price of each card exactly equal to the QUALITY I choose, from 1 to 4?", A),
    ("Spending REPUTATION on a BUY: the rule says 'You must pay at least 1 COIN for each MATERIAL'. So REPUTATION may add QUALITY but never replace the whole price, is that the correct reading?", A),
    ("an ACTIVITY showing two of the same colour: 2 separate MATERIAL with 1 QUALITY off each, or may i take 2 QUALITY off a single card? i want the exact wording", A),
    ("When I complete a 4th ACTIVITY the rule says 'discard any older one'. Do I choose which of the three older ones goes, or must it strictly be the oldest?", A),
    ("GOAL: the rulebook says achieving a GOAL is optional but also 'you must reveal it in the same turn as soon as its requirement is met'. Which is it, may or must? And can I achieve one in a WORK turn?", A),
    ("Per the yellow and grey lines example, may the same kept ACTIVITY be counted for two different GOAL in the same turn?", A),
    ("FAVOUR timing: may I play FAVOURs both before and after my WORK in the same turn, and is there any limit on how many per turn?", A),
    ("If I ACCEPT a FAVOUR while already at 2 REPUTATION, do I still have to take the card into my hand? And if that puts me at 5 or more, what happens to my next draw?", A),
    ("REJECT: are my only two ways to reject discarding a same FAVOUR or deducting 1 REPUTATION? And if I can do neither, is ACCEPT forced on me?", A),
    ("She promised me a BARTER during negotiation and then played something else. Does any rule make that promise binding, or is only the played card legal?", A),
    ("At my turn end I flip the last MATERIAL off the deck and DEPLETION shows. Does the game end right now or after the round, and do I personally lose HAPPINESS for it?", A),
    ("basic mode tie on HAPPINESS: whats the exact tie-brake order?", A),
    ("Competitive setup: I am dealt 2 CAREER. May I play either of them or the INTERN on the back, and where does my starting HAPPINESS come from then?", A),
    ("EVENT draw: my HAPPINESS goes from 4 to 10 in one go. Is that 2 EVENT? And do I also draw when HAPPINESS drops into another zone, or when it changes outside my own turn?", A),
    ("two CONTINUOUS EVENT get triggered at my turn end. only the latest one takes effect, ok, but where does each card go in the EVENT discard pile, and where does an IMMEDIATE one go?", A),
    ("CREDIT CARD PAYOFF: strictly, can I put more than 2 COIN on one card in a turn? How many COIN clear it, and where do those COIN go when it's cleared?", A),
    ("End of game in Competitive: I have 5 MATERIAL in my LANDFILL and 2 CREDIT CARD not paid off. How much HAPPINESS is that exactly, 'for every 3' rounded how?", A),
    ("co-op: do we win if everyone ends at 11 or above, and is that checked before or after the DEPLETION, Debt and LANDFILL penalties?", A),
    ("Co-op FAVOUR: there's no REJECT at all? And I get my played FAVOURs back only when I WORK, never otherwise?", A),
    ("Solo blue ACQUIRE: I pay COIN equal to the 'Exhibited QUALITY'. Does that mean the white dots currently showing, and who gets the COIN, the WORK AREA?", A),
    ("Solo blue RENEW versus the red RECYCLE: may RENEW take a UTILITY, from which LANDFILL exactly, and how much do I pay per QUALITY?", A),
    ("solo: how many GOAL do i start with, and when exactly is the top MATERIAL burned? if the burn reveals DEPLETION do i take the penalty?", A),
    ("Lawyer vs Officer: the Officer's first FAVOUR each turn cannot be REJECTed. Does the Lawyer's Objection still stop it, and can the Lawyer object to a FAVOUR aimed at someone else?", A),
    ("Politician: I claimed my face-down FAVOUR was a SHARE, it was called, and it really was a SHARE. What do I get, and does the target still choose ACCEPT or REJECT afterwards?", A),
    ("Banker's Influence says 'exchange 1 REPUTATION with any player for his 1 COIN or vice versa'. Strictly, does the other player have to agree, or can the Banker force the swap on him?", U),
    ("office lady at exactly 0 HAPPINESS: WORK then means take 1 COIN and 'end turn immediately'. does Slack Off still let her BUY her 1 MATERIAL in that WORK turn, or has the turn already ended?", U),
    ("The Nurse's Care: 'give 1 FAVOUR to any player... The targeted player must take that FAVOUR.' Does the effect of that FAVOUR then take place, as with an ACCEPT, or does it only go into his hand?", U),
    ("setup says the player who most recently spent over $100 starts first. strictly, in a rematch straight after, is it that same player again, or does the rulebook give any other way to pick the starting player for game two?", U),
]

LOOP_ES = [
    ("Preparación con 3 jugadores: ¿cuántos sets de MATERIAL se quitan y qué es exactamente un set?", A),
    ("Con 3 jugadores, ¿cuántos FAVOUR recibe cada uno al empezar según su posición? Quiero los números exactos de la tabla.", A),
    ("¿Quién empieza según el reglamento, y para qué sirve que el jugador inicial use la ficha de HAPPINESS del lado dorado?", A),
    ("Según el texto literal, ¿el INTERN empieza en HAPPINESS 4 y el resto de CAREER en 3? ¿Con qué recursos empieza el INTERN?", A),
    ("¿Puedo tener MATERIAL ilimitados en mi AREA? ¿Y de ACTIVITY el máximo es 3, sí o sí?", A),
    ("En el ejemplo del SHARE, el primer SHARE se ACEPTA y el segundo se RECHAZA. ¿Se descuenta QUALITY del MATERIAL del primero o no, y por qué?", A),
    ("BARTER: si cambio mi MATERIAL de QUALITY 3 por uno de QUALITY 1, ¿me devuelven la diferencia de alguna forma?", A),
    ("RECYCLE: ¿puedo hacerlo sobre mi propio LANDFILL? ¿Y puedo sacar una UTILITY? ¿A quién le pago la QUALITY?", A),
    ("Disculpe, ¿se puede jugar un RESELL a un jugador que no tiene COIN suficientes para pagarme? ¿Y un ACQUIRE a alguien sin MATERIAL?", A),
    ("¿'Hasta 3' incluye el 3? Me refiero a CONSUME: ¿puedo completar 3 ACTIVITY en un turno y gano 1 HAPPINESS por cada una?", A),
    ("Los GOAL HOBBY y CURIOSITY no piden PROPERTY. ¿Qué pide exactamente cada uno según el reglamento?", A),
    ("Forced into Debt: si WORK es mi única opción pero no tengo HAPPINESS para descontar, ¿qué tengo que hacer exactamente?", A),
    ("Vale, al pedir una CREDIT CARD, ¿qué regalo de bienvenida recibo exactamente y de dónde sale cada cosa?", A),
    ("Un EVENT IMMEDIATE: ¿cuándo se resuelve exactamente y en qué orden lo resolvemos los jugadores?", A),
    ("En sentido estricto, un EVENT CONTINUOUS, ¿me afecta también durante el turno de los demás o solo en mi turno activo? ¿Hasta cuándo dura?", A),
    ("Con Everything Is Online activo y sin CREDIT CARD, ¿qué no puedo hacer exactamente? ¿Afecta a las habilidades de CAREER?", A),
    ("Landfill Tax: en el ejemplo P1 hace SHARE del GLASS de P3 a QUALITY 1. ¿Quién paga la COIN, P1 o P3? ¿Y si no puede pagar?", A),
    ("Con Micro-Plastic, ¿puedo usar un FOOD como PLASTIC y también como FOOD para una ACTIVITY que pide FOOD?", A),
    ("Economic Slowdown: ¿qué limita exactamente en cada tipo de turno, BUY, CONSUME y WORK?", A),
    ("Che, con Manners Makyth Man activo, ¿cómo se puede hacer REJECT? ¿Sigue valiendo descartar un FAVOUR igual?", A),
    ("En cooperativo, ¿con cuántos FAVOUR empieza cada uno y cuáles? ¿Se roba FAVOUR al empezar el turno?", A),
    ("Oigan, en cooperativo, ¿cuándo se quema el MATERIAL de arriba del mazo? Si con eso aparece la DEPLETION, ¿alguien pierde HAPPINESS?", A),
    ("En solitario, el BARTER azul: ¿con qué cambio mi MATERIAL y qué límite de QUALITY hay? ¿Y el SHARE azul, adónde va el MATERIAL si se rompe?", A),
    ("en solitario puedo ser el banker o el freelancer? cuales CAREER estan excluidas y como se sabe", A),
    ("Soy el Craftsman: si con Forge convierto el MATERIAL de otro jugador en otro tipo, ¿cuánto dura el cambio? ¿Y puedo convertir algo en FOOD?", A),
    ("Tycoon con 3 COIN: al hacer WORK, ¿cuántas COIN agarro de la WORK AREA y cuánta HAPPINESS pierdo si tengo 2 CREDIT CARD?", A),
    ("Freelancer con Freedom: descarto 1 FAVOUR y robo uno nuevo, pero el mazo está vacío, así que se baraja el descarte y puede salir justo el que acabo de descartar. ¿Vale eso o hay que volver a robar?", U),
    ("Investor: paga 1 COIN para 'lanzar dos veces' y gana si sale la cara '$'. ¿Qué se lanza exactamente, una de mis COIN? ¿Y vuelve a mi reserva después?", U),
    ("Politician: si me pillan el farol, se descarta el FAVOUR falso. ¿El jugador que me pilló gana algo por acertar, REPUTATION o lo que sea?", U),
    ("En solitario hago RESELL azul y mi MATERIAL va al fondo del mazo con la QUALITY que le quedaba. Cuando vuelva a salir al BUY AREA, ¿su QUALITY es la que tenía o la de los puntos impresos?", U),
]

ADULT_EN = [
    ("Step 1 says 'You cannot take any new actions after step 1.' Strictly, if I draft a card in step 3 that I'd like to use, can I still place time on anything then, or is it locked?", A),
    ("energy as time: may energy tokens stand in for time meeples on ANY action, including the lower ones like Interview or Date?", A),
    ("'You can only use each action spot once per turn, but may use both spots in a category.' So Career upper and Interview in the same turn is fine, but the upper Leisure twice is not, right?", A),
    ("Interview: 'Spend 1 time to draw a new Career card, or get Promoted if you're Grown Up.' Once I'm Grown Up, is the 'or' my choice, or does Interview then only promote?", A),
    ("Date before I'm Grown Up: 1 time and 1 money gets me a Partner card into my hand, and getting Married strictly needs Grown Up. Correct reading?", A),
    ("Meditate costs 1 energy and gives two options. Exactly what are they, and may I do both with one Meditate?", A),
    ("market: the left-most card gives +1 energy and the three right-most cost something. the second card from the left then is free with no bonus, yes? and what does the right-most cost?", A),
    ("'because you may execute 3A and 3B in any order' — so I can draft a card and play it in the very same turn? And its new action spot, usable now or next turn?", A),
    ("On my first turn, must I activate my action spots before I'm allowed to play the Career card in my hand, or may I play it first?", A),
    ("Experience cards: after resolving, how exactly are they stacked, and at game end do all the icons in the stack count or only the visible ones?", A),
    ("If I play a new Career while Promoted, what happens to the old Career card and to my Promoted token, strictly?", A),
    ("The rulebook says in one place to 'discard the previous Partner' and elsewhere to 'move the older card to the Experience card stack'. When I replace my Partner, which is it?", A),
    ("Family Time needs a Grown Up token AND a Family icon. Does 'present on your board or tableau' mean all the cards I've played, including my Experience stack?", A),
    ("the 'have played resources elsewhere' white box, the Marathon example: do my 3 time on Wellness just have to be committed there this turn, or do I pay them again to play the card?", A),
    ("Promotion: can I count the Life icon printed on the Career card itself toward its own purple upgrade requirement, like the Actor example?", A),
    ("Once I'm Promoted, may I still use the left-side action of my Career when it suits me, or strictly only the right side from then on?", A),
    ("I pass two Life Event icons in one move. Do I take two Life Events, and do I resolve them immediately or at the end of my turn?", A),
    ("Grown Up: do I have to pass the Grown-Up icon on BOTH tracks, or is one enough?", A),
    ("End trigger: 'both score markers are in or past boxes that share a border'. Once that happens on my turn, who still plays, exactly?", A),
    ("end scoring: 3 Family icons gives 1 happy, 4 gives 2. so 2 icons give nothing, and every icon type counts separately?", A),
    ("The heart: 'Gain 4 impact if you have a complete heart (you married a Partner who matches one of your Values).' Does a matching Partner I never Married still count?", A),
    ("If a player passes the end of a track, the rule says they 'can' return to 0 and add 25. Is that optional or automatic, and does it work on both tracks?", A),
    ("Solo market: first card free, second 1 energy and 1 money, third 2 and 2. And a card that gives an extra market card, does it raise those costs?", A),
    ("Solo: the market is 'not restocked mid-round', yet solo Meditation lets me 'discard and replace a card in the market'. Isn't that a mid-round restock? Which wins?", A),
    ("solo end: when exactly does the game end, and what do i need to win? markers crossed AND at least one Achievement level?", A),
    ("Solo setup, strictly: which Market Board side, which Player Board, do I get Values at all, and how many Life Events go in the deck?", A),
    ("Getting Married via Date: the Date costs 1 time and 1 money, and my Partner's purple bar also shows a money. Do I pay both the Date money and the bar's money, or does the bar's money replace the Date's?", U),
    ("A Life Event gives me 'a chance to meditate', but I already used my Meditate spot this turn and each spot is once per turn. Can I still take that meditation?", U),
    ("Meditate: 'put one of your facedown Values cards in your hand'. I have two facedown. Do I choose which one (blind), shuffle them, or is there a rule?", U),
    ("In step 2 I activate the left-side action of my Career and then, in the same step, use Interview to get Promoted. The rule says I cannot use the first spot 'after you have been Promoted'. Does that undo the action I already resolved?", U),
]

ADULT_ES = [
    ("Preparación: ¿con cuántas Career, Values, tiempo, dinero y energía empieza cada jugador? ¿Y cuántas Career me quedo?", A),
    ("Disculpe, ¿quién empieza la partida según el reglamento, y cuántas cartas se ponen boca arriba en el mercado al principio?", A),
    ("¿Los Values se pueden enseñar? ¿Y los que tengo boca abajo los puedo mirar yo durante la partida?", A),
    ("Si una carta no tiene la barra verde de coste, ¿se juega gratis? ¿Y los Values tienen coste?", A),
    ("Carta con el icono Grown Up en la barra verde: en sentido estricto, ¿me impide solo JUGARLA o también cogerla del mercado antes de ser Grown Up?", A),
    ("Vale, tío: ¿cuántas cartas de Community, Leisure y Wellness puedo tener a la vez? ¿Y de Resources y Traits?", A),
    ("Si juego una Wellness nueva y ya tengo una en ese hueco, ¿qué pasa con la vieja? ¿Sus iconos siguen contando?", A),
    ("¿Una acción con flecha quiere decir 'paga lo de la izquierda para recibir lo de la derecha'? En el ejemplo de Mall Walkers, ¿qué pago y qué recibo exactamente?", A),
    ("Overseas Vacation no tiene flecha. ¿Qué quiere decir eso según el reglamento y qué gano al jugarla?", A),
    ("Las fichas de Unhappiness y Negative Impact, ¿cuándo restan exactamente? ¿Me muevo hacia atrás durante la partida?", A),
    ("Vos sabés cuánta plata cuesta casarse con Date? ¿Qué requisitos de iconos puede pedir el Partner, y puedo casarme sin ser Grown Up?", A),
    ("Si cambio de Partner estando casado, ¿pierdo el marcador Married? ¿Y si cambio de Career estando ascendido?", A),
    ("Las acciones de un Partner, ¿las puedo usar el mismo turno que lo juego o el siguiente? ¿Y las de después de casarme?", A),
    ("Un Trait que me da iconos de vida extra, ¿esos iconos cuentan durante la partida (para costes) y al final, o solo al final?", A),
    ("En el paso 4, ¿qué hago con el tiempo, la energía y el dinero gastados, y cómo se rellena el mercado exactamente?", A),
    ("che, las Life Events que saqué este turno, en el paso 4 a dónde van y qué parte tiene que quedar visible?", A),
    ("En sentido estricto, ¿puedo jugar cualquier número de cartas de mi mano en un turno si puedo pagarlas? ¿Y los Values se juegan?", A),
    ("Ustedes saben si los marcadores de Happiness e Impact se mueven alguna vez hacia atrás durante la partida? El texto dice algo de 'hasta el final'.", A),
    ("Puntuación final: ¿en qué orden se hacen los cuatro pasos y los Values se puntúan en el orden que yo quiera?", A),
    ("Si al final empatamos en la suma de Happiness e Impact, ¿hay desempate o compartimos la victoria?", A),
    ("Ahorita en solitario: ¿cuántas cartas tiene el mercado, cuándo se vacía y se repone, y se repone a mitad de ronda?", A),
    ("Solitario: ¿saco Life Event al pasar las casillas de Life Event del track? ¿Entonces cuándo se roban las Life Events?", A),
    ("Solitario, Achievements: ¿cuántas saco, con cuántas me quedo y qué niveles tienen? ¿Qué hago si gano?", A),
    ("En solitario, al final, ¿gano puntos por corazones y por sets de iconos de vida? ¿Y las fichas negativas restan?", A),
    ("Si consigo una carta extra del mercado con un efecto de carta en solitario, ¿me cuesta algo? ¿Sube el precio de las demás que coja este turno?", A),
    ("¿Cuántos jugadores admite el juego y qué componentes son solo para solitario (tablero, mercado, cartas)?", A),
    ("La carta que pide 'recursos jugados en otro sitio' (Marathon, 3 de tiempo en Wellness): si uso esos 3 de tiempo para cumplir el coste, ¿la acción de Wellness donde están me da igual su recompensa normal?", U),
    ("El símbolo de historia de los Life Events que queda visible en la pila de Experiencias, ¿cuenta como icono de vida para la barra de coste de otra carta, tipo 'necesitas un icono Family'?", U),
    ("El Icon Guide dice que 'the hole in your heart' tiene 'varias variaciones'. Si un Value muestra dos huecos de corazón, ¿necesito un Partner que los llene los dos para los 4 de impact?", U),
    ("Partida normal: una Life Event me quita el Partner. Según el texto literal, ¿ese Partner va a mi pila de Experiencias con sus iconos de vida, o a un descarte y pierdo sus iconos?", U),
]

CV_EN = [
    ("Rerolls: 'the player can reroll any number of the dice, two times.' May a die I kept on the first reroll be rerolled on the second, and are bad luck dice frozen for both rerolls?", A),
    ("How many dice do I start with and what is the hard maximum? If my active cards would give me an 8th die, what happens?", A),
    ("Select Cards: strictly 1 or 2 cards from the track per turn, paid with dice symbols. Can tokens be mixed with dice for one card's cost?", A),
    ("3 good luck symbols buy 'any card from the track, without paying the normal cost'. If the card also has a special condition, do I still have to meet it?", A),
    ("event cards: i play one to help buy from the track. do i get tokens for its symbols, and what happens to the symbols i dont use?", A),
    ("Event cards are 'single-use' and can be played 'at any moment'. Once played, does the card stay in my stacks in any way, or is it gone?", A),
    ("Bad Luck: 'For every 3 bad luck symbols' I discard one active card. With 6 symbols is that two cards, and do bad luck symbols on my tokens count toward the 3?", A),
    ("When I add a Health, Relationship or Knowledge card to my stacks, may I put it under older cards instead of on top? And Possession and Work?", A),
    ("Only the top card of each stack is 'active'. Does a card buried under another one give me its effect at all?", A),
    ("Red slash cost: if I cannot pay it in the Add phase, where does the card go, and in which phase is that cost paid?", A),
    ("I used two dice to buy a card this turn. Strictly, can those same dice then help pay a red slash cost later in the turn?", A),
    ("Cards with 2 colours: when do I decide which type it is, and can I change my mind later?", A),
    ("Cleanup: do the cards slide left first and then get refilled from the right? Which deck comes after the early adulthood deck runs out?", A),
    ("end of a round: the leftmost card of the track is discarded before refilling. with 2 players is that after every single turn instead?", A),
    ("Tokens: the rule says they 'do not accumulate like income'. So after cleanup I hold exactly the symbols on my active cards, no leftovers from last turn?", A),
    ("Social assistance: exactly when is it checked, who is eligible ('at least twice as many' cards), and does the eligible player pay for the card taken?", A),
    ("In the social assistance example, Julius 5, Felix 6, Eric 3. Why does only Eric get help, and who takes a card first if several qualify?", A),
    ("End of the game: is it checked only at the end of a round, and what exactly must be true about the old age deck?", A),
    ("Final scoring per the Felix example: 4 health cards gave 10, 3 relationship gave 6, 5 knowledge gave 15. So what do 2 cards of one type score on the same pattern?", A),
    ("Public life goals: if two players tie for the best result, do they split the points or do both get the full amount?", A),
    ("Tie on points at the end: what's the tie-break, and if that ties too?", A),
    ("Setup: how many life goal cards are dealt to each player, and how many are placed face up on the board with 3 players?", A),
    ("2-player setup of the childhood cards: bicycle plus how many random ones, and how many does each player get?", A),
    ("childhood draft: i choose 1 of my 3 and pass the other 2 to the left, then choose 1 of 2 and pass the last. do i end with 3 childhood cards?", A),
    ("Who starts each round, and what is the bicycle token for if the bicycle card itself gets lost?", A),
    ("In the Used car example, the player risks rerolling a relationship die. Why would a 3rd bad luck symbol have been a problem there, and why could the bad luck die not be rerolled?", A),
    ("Social assistance, clockwise: the first eligible player takes a free card, which raises his count. Is eligibility then rechecked for the next player in order, or fixed by the check at the moment the deck ran out?", U),
    ("The 3 childhood cards each player keeps after the draft: strictly, do they go into my stacks as active cards from the start, or stay in my hand like event cards?", U),
    ("I take a Work card with a red slash for free with 3 good luck symbols. '3 good luck symbols only covers the cost expressed in symbols' — does that free purchase also cover its red slash cost in this turn's Add phase?", U),
    ("Tie-break says the player with fewer cards in their stacks wins. Do my childhood cards count in that number, or only cards bought from the track?", U),
]

CV_ES = [
    ("Según el texto literal, ¿se tiran 4 dados al empezar y se puede volver a tirar dos veces? ¿Los dados de mala suerte se pueden volver a tirar o no?", A),
    ("Disculpe, ¿cuántas cartas puedo coger del track en un turno y cómo se paga su coste exactamente?", A),
    ("Che, si tengo 3 símbolos de buena suerte entre dados y fichas, ¿me llevo cualquier carta sin pagar? ¿Y las condiciones especiales de la carta?", A),
    ("Si juego una carta de evento para ayudar a comprar, ¿los símbolos que sobran se guardan para después o se pierden? ¿Me dan fichas?", A),
    ("Vale, mala suerte: tengo 3 símbolos de mala suerte. ¿Cuántas cartas descarto y cuáles: las que yo elija o las de arriba de las pilas?", A),
    ("En la fase de mala suerte, una carta que compré este mismo turno, ¿ya está en mi currículum y la podría perder, o todavía no?", A),
    ("Para Salud, Relación y Conocimiento, ¿la carta nueva puede ir debajo de otra de la pila? ¿Y una de Trabajo o Posesión?", A),
    ("¿Cuántas cartas activas puede haber por pila? ¿Las de debajo dan algún efecto o solo cuenta el título?", A),
    ("Las cartas con barra roja: ¿cuándo se paga ese coste y qué pasa si no tengo los símbolos? ¿La carta va a la caja o a un descarte?", A),
    ("Las fichas que usé para comprar cartas este turno, ¿me sirven luego para pagar el coste de la barra roja en la fase de añadir?", A),
    ("Una carta de dos colores: ¿cuándo decido de qué tipo es? ¿En qué pila la pongo?", A),
    ("Las cartas de evento que compro, ¿van a mi currículum o a la mano? ¿Cuentan para los puntos al final?", A),
    ("En la limpieza, ¿en qué orden se hace todo: deslizar, rellenar, descartar la de la izquierda y actualizar fichas?", A),
    ("en partida de 2 jugadores la carta de la izquierda se descarta despues de cada turno o solo al final de la ronda?", A),
    ("Las fichas, ¿se acumulan de un turno a otro como un ingreso, o siempre tengo exactamente los símbolos de mis cartas activas?", A),
    ("Asistencia social: ¿cuándo se comprueba exactamente, qué significa 'al menos el doble de cartas', y la carta que cojo la pago o no?", A),
    ("Si varios jugadores tienen derecho a asistencia social, ¿en qué orden cogen carta y quién empieza?", A),
    ("Fin de la partida: ¿cuándo se termina exactamente y qué se mira del mazo de vejez?", A),
    ("En el ejemplo de Felix, ¿cómo salen los 63 puntos? ¿Qué le dan 5 cartas de conocimiento y cuánto el objetivo Collector?", A),
    ("Objetivos vitales públicos: si empatamos dos jugadores en el mejor resultado, ¿nos repartimos los puntos o los dos nos llevamos todos?", A),
    ("Empate a puntos al final: ¿qué desempate hay, y si sigue el empate?", A),
    ("Preparación: ¿cuántas cartas se ponen en el track al empezar y de qué mazo salen? ¿Cuántos objetivos públicos hay con 4 jugadores?", A),
    ("Ustedes jugaron a 3? ¿Cómo se prepara el mazo de infancia para 3 jugadores, cuántas cartas al azar van con la bici?", A),
    ("El reparto de infancia: ¿cuántas cartas recibo, cuántas elijo y a quién le paso el resto?", A),
    ("¿Quién empieza cada ronda y en qué sentido se juega? ¿Y para qué es la ficha de bici?", A),
    ("¿Cuántos tipos de cartas hay y qué suele dar cada uno? ¿Qué tipo da puntos directamente?", A),
    ("Una carta de evento jugada 'en cualquier momento' durante el turno de otro jugador: ¿sus símbolos me sirven a mí para algo fuera de mi turno de compra, o solo su efecto escrito?", U),
    ("En la fase de añadir compro una carta de Trabajo nueva que va encima de mi Trabajo activo con barra roja. En sentido estricto, ¿pago este turno el coste de la vieja antes de taparla, o ya no porque deja de estar activa?", U),
    ("Una carta de Conocimiento que ayuda a manipular los dados: ¿puedo cambiar con ella un dado de mala suerte congelado justo antes de la fase de mala suerte, para no llegar a 3 y evitar la desgracia?", U),
    ("La asistencia social interrumpe la partida justo en mi propia limpieza. ¿Actualizo mis fichas antes o después de coger la carta gratis? Si es después, ¿sus símbolos ya me dan fichas este turno?", U),
]

Q = {
    "coming-of-age": {"en": COA_EN, "es": COA_ES},
    "loop": {"en": LOOP_EN, "es": LOOP_ES},
    "adulthood": {"en": ADULT_EN, "es": ADULT_ES},
    "cv": {"en": CV_EN, "es": CV_ES},
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
