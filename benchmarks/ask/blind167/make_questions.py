"""Write the blind167 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind167/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 16701-16704), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking what happens in an EDGE CASE (something runs
out, reaches its end or limit, is zero, ties, happens at the same time, in the
first or last turn, cannot be done or paid, or is noticed late).
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
SEEDS = {"coming-of-age": 16701, "loop": 16702, "adulthood": 16703, "cv": 16704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what if we run outta willpower tokens mid game", A),
            ("my fulfillment counter is already sitting on the last space and i pick up 2 interest tokens this year. what do i get?", A),
            ("counter's on the far right and the location pushes it right again, but my frustration token is covering that motivation icon. do i get anything?", A),
            ("I bounced left on a track where my overcome (flipped) frustration token sits on the left end. What happens to me and to the token?", A),
            ("location makes me move my green counter left twice, it's already at the end and there's no frustration on that track. one bounce or two, and what do i pay?", A),
            ("only one of my tracks is still free of frustration tokens. can i still send my die to a location that isnt next door?", A),
            ("round 1, only 1-4 are open. is 4 next to 1 if i want to shift my die over?", A),
            ("drew a 5th trait tile. do i have to ditch one right now, and can it be the one i just drew?", A),
            ("I met the requirement when I played my trait tile, but a year later I don't anymore. Do I lose the tile or the VEP?", A),
            ("my friend's token is at level 3 and every level 4 space on my friendship track is taken. can i still move them up with a friendship bonus?", A),
            ("two of us have dice at the same spot and we both pay motivation for the memory. does the first one take the card and the other gets nothing?", A),
            ("all 4 of my character tokens are already out as presences and i want a presence somewhere new. out of luck?", A),
            ("my die AND my presence are both at this stop. can i take the bus stop bonus and also befriend the other player whose presence is there?", A),
            ("end of year 9 and i still have 3 unused memory tokens. anything i can do with them before scoring, or are they dead?", A),
            ("i only played 2 trait tiles all game but i meet all 4 of my goal tiles. how many goals do i score?", A),
            ("solo: rob rolled 3 dice but he's only got 2 interest tokens left in his supply. where do they go?", A),
            ("solo - rob's fulfillment counter is already on the last space and he picks up another interest token. what does he get?", A),
            ("solo: rob gets a trait bonus but he has no mimic token free and nothing left in his face-down trait pile. what does he do?", A),
            ("2 player variant: what friendship level do i need with the neutral kid to mimic the third tile in the row?", A),
            ("if i pay 4 willpower instead of a motivation token for the memory, do i still get the card's bonus and the memory token?", A),
            ("rolled two dice on the same location number and picked one of them. does the interest token the other die leaves there already count for my fulfillment this turn?", A),
            ("solo: the location takes turquoise or pink, rob has 3 pink and 1 turquoise. how much vep does he get and does he lose the tokens?", A),
            ("solo, round 1: rob's location wants a colour whose motivation tokens are still in the unavailable supply. does he still get one?", A),
            ("can i flip my memory token halfway through the experience space, like between the 2nd and 3rd icon?", A),
            ("solo: game's over, rob has 8 motivation tokens and 3 tiles face down in his trait pile. how does he score those?", A),
            ("type A goal and the other player has exactly as many as me. do i still score it?", A),
            ("round 2 and the worked example calls location 6 'adjacent' to 4, so the board isnt in number order. if a spot that still has its roadblock sits between my die and an open location, is that open one next door (1 frustration) or two away (2)?", U),
            ("this location lets me pay 4 willpower instead of motivation for the memory. if i hand over 1 motivation token AND 4 willpower, does the willpower count as my second token for the extra 2 vep?", U),
            ("a friendship space says move a mood counter 2 steps to the right. can i split it, one step on two different tracks?", U),
            ("Persistent needs 'the final space' of the fulfillment track. the very end of my track has that bounce bonus spot rob's 4 VEP token sits on in solo. is that spot the final space, or the square just before it?", U),
        ],
        "es": [
            ("¿Qué hacéis vosotros si se acaban las Fichas de Motivación de la reserva general?", A),
            ("Vale, tengo que rebotar a la izquierda y en ese Registro de Ánimo no hay ninguna Ficha de Frustración. ¿Qué opciones tengo?", A),
            ("Tío, todos mis Registros de Ánimo ya tienen una Ficha de Frustración en algún extremo. ¿Puedo cambiar el dado a la ubicación de al lado?", A),
            ("El Espacio de Experiencia me pide mover el Contador de Estado de Ánimo azul y todavía no lo tengo puesto. ¿Qué hago con ese icono?", A),
            ("Ya jugué mis 4 Fichas de Rasgo y me sale otra Bonificación de Rasgo. ¿Puedo jugar una quinta?", A),
            ("mi personaje esta en el nivel 4 del registro de amistad y me toca una bonificacion de amistad normal, lo subo al 5?", A),
            ("Disculpe, en mi ubicación no tengo Fichas de Motivación del tipo que pide y tampoco quiero poner Presencia. ¿Qué me toca hacer?", A),
            ("Último año de la ronda: ¿con cuántos dados tiro?", A),
            ("Che, terminamos empatados a VEP. ¿Quién gana?", A),
            ("al final me sobran 4 de fuerza de voluntad, 3 fichas de motivacion y 1 ficha de recuerdo sin usar, cuantos VEP son", A),
            ("En solitario, Rob ya tiene una Ficha de Personaje tapando el VEP del nivel 0 y le toca otra Bonificación de Amistad. ¿Dónde la pone?", A),
            ("Jugando contra Rob: ya no le quedan Fichas de Personaje en su reserva y su dado está en la ubicación. ¿Qué hace en el paso B?", A),
            ("En solitario, la Carta de Recuerdo que nos llevamos Rob y yo en la misma ubicación, ¿cuándo se retira?", A),
            ("Rob me gana todas las partidas, ¿hay alguna forma oficial de ponérselo más fácil?", A),
            ("Si gasto 3 Fichas de Motivación del mismo color en un Recuerdo, ¿cuántos pasos baja el Contador? ¿Cobro las casillas por las que pasa?", A),
            ("Ahorita tengo un Objetivo de tipo A y empato con otro jugador justo en lo que pide. ¿Lo cumplo igual?", A),
            ("Me quedan 2 Fichas de Frustración sin superar al final. ¿Cuántos VEP pierdo?", A),
            ("Quiero poner un Rasgo Mimético sobre la Ficha de Rasgo del segundo hueco de otro jugador, pero su personaje lo tengo en el nivel 1 de mi Registro de Amistad. ¿Puedo?", A),
            ("Alguien se llevó la Carta de Recuerdo de una ubicación a mitad del año. ¿Se repone enseguida para el siguiente que llegue?", A),
            ("Se acaba la ronda y se abre un Registro de Ánimo nuevo: ¿de dónde salen sus Fichas de Motivación?", A),
            ("En la ronda 4, ¿qué ubicaciones se abren y con qué dados jugamos?", A),
            ("En solitario, cuando Rob avanza en su Registro de Realización Personal, ¿cobra todas las casillas como yo?", A),
            ("En solitario, cuando el Bus para donde estamos Rob y yo, ¿quién resuelve primero?", A),
            ("Tengo una Ficha de Frustración sin superar y justo 4 de Fuerza de Voluntad, pero no es mi fase de nada. ¿Puedo superarla ya o tengo que esperar?", A),
            ("Rebote doble a la izquierda: el Contador ya está en el extremo y no hay Frustración. Si en el primer rebote pongo la Ficha de Frustración, ¿qué pasa con el segundo?", A),
            ("En la variante de 2 jugadores, ¿qué necesito para poner un Rasgo Mimético sobre una Ficha de Rasgo neutral de la fila?", A),
            ("En solitario, al final del turno se retira la Carta de Recuerdo. ¿Solo la de la ubicación donde están mi dado y el de Rob, o también la de una ubicación donde Rob solo tiene Presencia?", U),
            ("Tengo 3 Fichas de Recuerdo usadas y 2 sin usar. ¿Me alcanza para el Objetivo Nostalgic? ¿Cuántas pide y de qué tipo?", U),
            ("el ejemplo dice que la 6 es adyacente a la 4. entonces el Bus, ¿para en orden de número (5 antes que 6) o en el orden en que están en el tablero?", U),
            ("Si descarto mi Ficha de Rasgo inicial al robar una quinta, va al fondo de la pila, y con su reverso azul todos ven cuándo va a salir. ¿Hay que esconderla o mezclarla de alguna forma?", U),
        ],
    },
    "loop": {
        "en": [
            ("what happens if the FAVOUR deck is empty at the start of my turn?", A),
            ("someone played me a FAVOUR and now i'm holding 6. do i still draw at the start of my next turn?", A),
            ("basic mode, i'm at 0 HAPPINESS and i pick WORK. what do i get?", A),
            ("competitive: I'm on 0 HAPPINESS and WORK is the only thing I could do. what now?", A),
            ("the WORK AREA has run out of COIN. what do we do?", A),
            ("can i just pass this turn? nothing good to do", A),
            ("finished a 4th ACTIVITY but i already keep 3. do i lose one?", A),
            ("im already at 2 REPUTATION and someone plays me a SHARE. do i get anything for accepting?", A),
            ("I want to REJECT but I've got no matching FAVOUR and 0 REPUTATION. can I still say no?", A),
            ("MATERIAL deck just ran out but the BUY AREA still has 3 cards. is that DEPLETION already?", A),
            ("two of us hit HAPPINESS 12 in the same round. when does it end and who wins?", A),
            ("my HAPPINESS jumped from 4 to 10 in one turn. how many EVENTs do i draw?", A),
            ("i flipped 2 CONTINUOUS EVENTs at once after my turn. wich one is active?", A),
            ("not enough COIN to PAYOFF my CREDIT CARD this turn. what happens?", A),
            ("can i put 3 COIN on a CREDIT CARD in one turn to clear it faster?", A),
            ("game over and one of my CREDIT CARDs has 4 of its 5 COIN paid. am i still penalised?", A),
            ("co-op: the burn at the end of the round flips the last MATERIAL and DEPLETION shows. does the last player lose 1 HAPPINESS?", A),
            ("solo: my blue SHARE takes the last QUALITY off a MATERIAL in the BUY AREA. where does it go?", A),
            ("can i play RESELL on someone who doesnt have enough COIN to pay me", A),
            ("I SHARE two MATERIAL for one ACTIVITY, the first gets ACCEPTed, the second REJECTed and I can't finish. does the first one still lose QUALITY?", A),
            ("tycoon with 0 COIN does WORK. how much does he actually get?", A),
            ("the lawyer wants to object to the officer's first FAVOUR of the turn, which is supposed to be unrejectable. who wins?", A),
            ("Combustion Energy comes up and two of us are tied for the least HAPPINESS. does it hit both?", A),
            ("BOGOF is active but there's no MATERIAL left in the BUY AREA for my free one. now what?", A),
            ("The Gap: the biggest difference between us is exactly 7. do we lose HAPPINESS?", A),
            ("investor here, both tosses land on $. 2 COIN or 4?", A),
            ("we ran out of COIN and are using poker chips as extras. the investor needs a $ on his toss but a chip has no $ side. what counts?", U),
            ("Combustion Energy puts LANDFILL MATERIAL back into the MATERIAL deck after DEPLETION was already showing. does the game still end after this round?", U),
            ("4 of us. how many FAVOUR does the 4th seat start with? that row of the table is blank past 3 players in our copy", U),
            ("Social Responsibility comes up after my turn but I'm the one with the most HAPPINESS, nobody is higher than me. what do I do?", U),
        ],
        "es": [
            ("¿Qué pasa si se acaba el mazo de ACTIVITY justo cuando hay que reponer?", A),
            ("Che, con un SHARE mi MATERIAL se queda en QUALITY 0. ¿Adónde va?", A),
            ("Sale un IMMEDIATE EVENT que me pide pagar COIN y no tengo ni una. ¿Qué hago?", A),
            ("Al final tengo 7 MATERIAL en mi LANDFILL. ¿Cuánta HAPPINESS pierdo?", A),
            ("Empatamos a HAPPINESS al final, ¿cómo se desempata?", A),
            ("Alguien llegó a HAPPINESS 12 a mitad de ronda: ¿se acaba ya o hasta cuándo seguimos?", A),
            ("En cooperativo, ¿puedo rechazar un FAVOUR que me juega un compañero?", A),
            ("Cooperativo: al final uno se queda en HAPPINESS 10 y los demás en 12. ¿Ganamos?", A),
            ("Vos sabés, en solitario, ¿cuándo termina la partida y qué necesito para ganar?", A),
            ("En solitario, la quema del final de mi turno deja el mazo vacío y sale la DEPLETION. ¿Pierdo HAPPINESS?", A),
            ("Con Economic Slowdown activo, ¿cuántas ACTIVITY puedo CONSUMIR en mi turno?", A),
            ("Está Micro-Plastic: ¿puedo hacer una ACTIVITY que pide FOOD?", A),
            ("Sale Satan Santa y yo no tengo ningún MATERIAL. ¿Qué pasa conmigo?", A),
            ("Pillé al Politician mintiendo con su FAVOUR boca abajo. ¿Qué pasa con esa carta?", A),
            ("no tengo ni una COIN, ¿puedo comprar un MATERIAL a QUALITY 1 pagando solo con REPUTATION?", A),
            ("Tengo 1 sola REPUTATION. ¿Me alcanza para ganar HAPPINESS en mi turno de CONSUME?", A),
            ("Soy el Craftsman y convierto con Forge un MATERIAL en METAL. ¿Hasta cuándo sigue siendo METAL?", A),
            ("Cumplí un GOAL en mi turno de CONSUME. ¿Puedo guardármelo y revelarlo otro turno?", A),
            ("¿La misma ACTIVITY me sirve para cumplir dos GOAL distintos?", A),
            ("Sale un IMMEDIATE EVENT que nos afecta a todos: ¿en qué orden lo resolvemos?", A),
            ("Ya resolvimos un IMMEDIATE EVENT. Al descartarlo, ¿quita el CONTINUOUS EVENT que estaba activo?", A),
            ("Soy la Homemaker y me quedé sin ningún MATERIAL. ¿Gano igual la REPUTATION?", A),
            ("Soy la Waitress y empiezo mi turno con 4 FAVOUR en la mano. ¿Cuántos robo?", A),
            ("Insurance: elijo tirar la moneda y no sale el '$'. ¿Cuánto pierdo?", A),
            ("¿Le puedo jugar un ACQUIRE a alguien que no tiene ningún MATERIAL?", A),
            ("Con Skinner Box activo compro un MATERIAL y el hueco se repone al momento. ¿Puedo coger el nuevo en ese mismo turno?", A),
            ("En solitario, en mi turno de BUY juego también el RENEW azul. ¿Puedo gastar REPUTATION para subirle la QUALITY al MATERIAL del RENEW?", U),
            ("En cooperativo juego un RESELL, pero la carta se queda a mi lado del AREA. ¿A quién le doy el MATERIAL y quién me paga las COIN?", U),
            ("Para el GOAL HOBBY, ¿qué otra ACTIVITY tiene el mismo nombre que DANCE?", U),
            ("En cooperativo la quema es al final del turno del último jugador. Si ese jugador se va a mitad de partida, ¿quién pasa a ser el último para la quema?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("my impact marker just ran off the end of the track. now what?", A),
            ("we tied on combined score, who wins", A),
            ("my markers crossed on my turn and i'm 2nd of 4 players. does the game stop right now?", A),
            ("I passed two Life Event spaces in one turn. Do I get both, and when do they happen?", A),
            ("i'm grown up on the impact track but not on happiness yet. can i play grown-up cards?", A),
            ("can anything push my happiness marker back during the game?", A),
            ("I end the game with 3 Unhappiness tokens. How does that hit my score?", A),
            ("i've got 5 luxury icons at the end, how much happy is that", A),
            ("my partner's heart matches one of my values but we never got married. do i still get the 4 impact?", A),
            ("i was promoted and then i played a new career card. do i keep my promoted token?", A),
            ("played a new wellness card this turn - can i use its action right away?", A),
            ("forgot to put time on an action in step 1. can i still do it in step 2?", A),
            ("i'm out of time meeples but i still have 2 energy. can i take another action?", A),
            ("I took the left-most market card. do I get anything extra?", A),
            ("can i play the card i just drafted from the market in the same turn?", A),
            ("interview when i'm not grown up yet - what does it do?", A),
            ("my career's promotion needs 2 fame icons and the career card itself shows 1 fame. does that one count?", A),
            ("after i get promoted can i still use the left-side action on my career?", A),
            ("can i use the same action spot twice in one turn if i have the time for it?", A),
            ("solo: i want all 3 market cards this round. what do they cost?", A),
            ("solo: i bought 2 cards and the market is down to one. does it refill before the next round?", A),
            ("solo: my marker passed a life event space on the track. do i draw one?", A),
            ("solo: a card lets me grab an extra card from the market. do i pay for it, and does it make my next card pricier?", A),
            ("solo game's over. do my sets of life icons and my heart count?", A),
            ("i play a second community card. what happens to the first one?", A),
            ("first turn, i've got my career card in hand. can i play it before i place my time?", A),
            ("solo: i want to Meditate to swap a market card but the main deck is empty. can i still do it just to get rid of a card?", U),
            ("a card's green cost bar shows a time icon and there's no white box. all my meeples went out in step 1, so how do i pay it in step 3?", U),
            ("the purple upgrade bar on my career shows two different life icons. do i need both, or is either one enough?", U),
            ("i have a trait that makes some cards cheaper to play. does it also make getting promoted or married cheaper?", U),
        ],
        "es": [
            ("Vale, paso una casilla de Life Event en mi turno. ¿Cuándo resuelvo la carta?", A),
            ("¿Qué hacen al final las fichas de Negative Impact?", A),
            ("Tengo 2 iconos de Family y 2 de Social al final. ¿Gano happy por sets?", A),
            ("Tengo 4 iconos de Creativity al final, ¿cuántos happy son?", A),
            ("Me casé con un Partner cuyo corazón coincide con uno de mis Values: ¿cuánto gano al final?", A),
            ("Si juego otro Partner estando casado, ¿pierdo el Married?", A),
            ("¿Puedo usar las dos acciones de Wellness, la de arriba y Meditate, en el mismo turno?", A),
            ("Che, me quedé sin meeples de tiempo. ¿La energía me sirve como tiempo?", A),
            ("Si agarro una de las tres cartas de la derecha del mercado y no tengo con qué pagar, ¿la puedo llevar igual?", A),
            ("Ya soy Grown Up: ¿qué hace ahora la Date y cuánto cuesta?", A),
            ("¿Qué hace exactamente Meditate?", A),
            ("No tengo los iconos de vida que pide la barra morada para ascender. ¿Puedo ascender igual?", A),
            ("Una carta pide un icono de vida en la barra verde y no lo tengo en mi tableau. ¿La puedo jugar?", A),
            ("Las cartas de Experience que ya jugué, ¿sus iconos cuentan al final?", A),
            ("Disculpe, en el paso 4 quedan huecos en el mercado. ¿Cómo se rellena?", A),
            ("Solitario: ¿cuántas cartas tiene el mercado y cuándo se renueva?", A),
            ("Solitario: ¿qué hace Meditar si no hay Values?", A),
            ("En solitario, ¿cuándo termina la partida?", A),
            ("En solitario acabé con los marcadores cruzados pero no cumplí ningún nivel del Achievement. ¿Gané?", A),
            ("En solitario, ¿me restan al final las fichas de Infelicidad?", A),
            ("¿Puedo tener dos Career jugadas a la vez?", A),
            ("Quiero Donar pero solo tengo 2 de plata. ¿Puedo igual?", A),
            ("Ya soy Grown Up y pongo un meeple en Interview. ¿Qué gano?", A),
            ("¿Puedo mirar mis dos Values boca abajo cuando quiera?", A),
            ("Al preparar me tocan 2 Career. ¿Me quedo las dos?", A),
            ("Si dos jugadores cruzan los marcadores en la misma ronda, ¿cambia algo?", A),
            ("Marathon pide 3 de tiempo en Wellness. ¿Pueden estar repartidos entre la acción de arriba de Wellness y otra carta de Wellness, o tienen que estar en una sola acción?", U),
            ("Tengo un Trait que abarata cartas. Si el descuento es mayor que el coste, ¿la carta sale gratis o me sobra algo?", U),
            ("Para casarme, la barra morada de mi Partner pide además un dinero. Si en el paso 2 no lo tengo, ¿pierdo la Date que ya pagué?", U),
            ("Cuando hago Interview para robar una Career, ¿robo la de arriba del mazo o puedo mirar unas cuantas y quedarme la que quiera?", U),
        ],
    },
    "cv": {
        "en": [
            ("im at 7 dice and another card would give me one more. do i roll 8?", A),
            ("can i reroll a die that's showing bad luck?", A),
            ("six bad luck symbols between my dice and tokens. what happens", A),
            ("3 good luck symbols: can I grab any card even if it has a special condition I don't meet?", A),
            ("can't pay the red slash cost this turn. what happens to that card?", A),
            ("used my money dice to buy a card. can those same symbols cover my red slash cost too?", A),
            ("two colour card: when do i decide which type it is?", A),
            ("played an event card for its symbols and didn't use them all. do i keep the rest as tokens?", A),
            ("can i slide a new health card under my current one instead of on top?", A),
            ("can a new work card go under my old one so the old one stays active?", A),
            ("end of the round: which card leaves the track?", A),
            ("2 players: when do we discard the leftmost track card?", A),
            ("the early adulthood deck just ran out while we were refilling. what now?", A),
            ("how do i know if i qualify for social assistance?", A),
            ("social assistance: the card i want has a special condition i don't meet. can i still take it?", A),
            ("two of us qualify for social assistance at the same time. who picks first?", A),
            ("when exacly does the game end?", A),
            ("tie on points at the end. who wins?", A),
            ("two of us tied for a public life goal. who gets the points?", A),
            ("i lost my bicycle card to misfortune. who starts the round now?", A),
            ("2 players: how do we set up the childhood cards?", A),
            ("how many points do 4 health cards give?", A),
            ("do my tokens pile up turn after turn like income?", A),
            ("can i take 3 cards in one turn if i have enough symbols?", A),
            ("can i play an event card during someone else's turn?", A),
            ("like in the rulebook example: my second reroll would give a 3rd bad luck. if that happens, can i still buy the card this turn?", A),
            ("I picked a card in Select Cards whose special condition I meet thanks to my active card, then the bad luck phase makes me discard that very card. does my purchase still go through?", U),
            ("does the Marriage card have a red slash cost i have to keep paying every turn, or is the 5th die free?", U),
            ("A healthy mind in a healthy body gave Felix 8. if i have way more health and knowledge cards than it needs, do i get more than 8?", U),
            ("a track card wants a bad luck symbol as part of its cost. if i pay it with my frozen bad luck dice, do those dice still count toward misfortune in the bad luck phase?", U),
        ],
        "es": [
            ("¿Cuántas veces puedo volver a tirar los dados en mi turno?", A),
            ("Los dados que sacan mala suerte en la primera tirada, ¿se quedan así para las dos relanzadas?", A),
            ("Somos 3: ¿cómo se preparan las cartas de infancia?", A),
            ("Con 4 jugadores, ¿cuántos objetivos vitales públicos se ponen?", A),
            ("¿Quién empieza cada ronda?", A),
            ("Tengo 3 de mala suerte. ¿Qué carta pierdo, la elijo yo?", A),
            ("¿Cuántos puntos dan 5 cartas de Conocimiento?", A),
            ("¿Y 3 cartas de Relación cuánto valen al final?", A),
            ("¿Cómo puntúan las Posesiones al final?", A),
            ("¿Puedo pagar una carta del track con fichas además de con dados?", A),
            ("Si no puedo pagar la barra roja, ¿la carta vuelve al mazo?", A),
            ("¿En qué momento se paga la barra roja?", A),
            ("Las cartas de evento que compro, ¿van al currículum?", A),
            ("¿Me dan fichas por los símbolos de las cartas de evento que juego?", A),
            ("Se acabó el mazo de la edad media. ¿Y ahora de dónde salen las cartas?", A),
            ("Con la asistencia social, ¿hay que pagar el coste de la carta?", A),
            ("¿Cuándo se mira si termina la partida?", A),
            ("Empatamos a puntos y también en número de cartas. ¿Qué pasa?", A),
            ("¿Ustedes saben con cuántos dados se tira al principio de la partida?", A),
            ("Con 4 jugadores, ¿cómo se reparten las cartas de infancia?", A),
            ("En el reparto de la infancia, ¿cuántas cartas paso y a quién?", A),
            ("En 2 jugadores, ¿cuántos objetivos vitales públicos hay?", A),
            ("Ejemplo del reglamento: Julius tiene 5 cartas, Felix 6 y Eric 3. ¿Quién recibe asistencia social?", A),
            ("Las Posesiones y los Trabajos, ¿los puedo meter debajo de la pila?", A),
            ("Al rellenar el track entra la última carta de un mazo. ¿Cuándo se mira la asistencia social?", A),
            ("En la limpieza, ¿cuántas fichas me tengo que quedar?", A),
            ("Para la asistencia social, ¿una carta de dos colores cuenta como una sola carta o como dos?", U),
            ("¿Puede una carta de dos colores ser mitad evento? Si la elijo como evento, ¿se va a la mano?", U),
            ("Solo tengo 2 cartas de Conocimiento. ¿Cuántos puntos dan? ¿Y si tengo 1?", U),
            ("Si pago con mis fichas de mala suerte una carta que pide mala suerte en su coste, ¿esas fichas dejan de contar para la desgracia de este turno?", U),
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
