"""Write the blind179 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind179/make_questions.py

Style of this set: players who find out AFTER THE FACT that something may have
gone wrong and ask what the rule was, or whether what they did was allowed
("we've been drawing 2 cards every turn, was that right?", "el bot jugó antes
que yo, ¿estaba bien?"). More than half of each game's questions go to the less
obvious parts of its rulebook: solo modes and bots, co-op and 2-player
variants, worked examples, card types, end-game scoring and tie-breaks, setup
details, rarely used actions. The unanswerable ones are mistakes whose fix or
outcome the rulebook leaves open, or rules it never states, asked the same way.

Each game's file is written in a seeded shuffled order (seeds 17901-17904), so the
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
SEEDS = {"coming-of-age": 17901, "loop": 17902, "adulthood": 17903, "cv": 17904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("we put all 4 mimic trait tokens in our personal supply at setup. was that wrong? where do they start?", A),
            ("so we started everyone's VEP counter at 0 last night... was it supposed to start somewhere else?", A),
            ("we each drew 3 parent cards at the start, i think that was too many?", A),
            ("we put memory cards on all 10 locations at setup, even the ones under the roadblocks. what should we have done?", A),
            ("played solo vs rob yesterday and gave him mood counters and frustration tokens like a normal player. was that right?", A),
            ("solo: i dealt rob one of the blue starting trait tiles like everybody else. does he get one?", A),
            ("solo setup, i took one goal tile of each letter like in a normal game. was that ok?", A),
            ("rob ran out of interest tokens mid round and we just put his dice on the board instead. what was he supposed to do?", A),
            ("rob's fulfillment counter stopped on a willpower space and we gave him the willpower. i think we messed that up?", A),
            ("rob got two different neutral kids onto level 0 of his friendship track, both covering VEP. is he allowed that?", A),
            ("rob played his trait tile even tho he didnt meet the requirement, my gf said that's cheating. was it ok?", A),
            ("rob took the memory at the pizzeria and we made him discard his motivation tokens for it. was that right?", A),
            ("rob only had a presence at a location (no die there) and we still let him gain a motivation token there. correct?", A),
            ("rob beat me 3 times in a row so we gave him just 1 character token at setup. is that an actual rule or did we make it up?", A),
            ("2 player game: i mimicked the 3rd tile of the middle row with that tile's neutral kid at level 2 on my friendship track. legal?", A),
            ("we tied on vep and gave the win to whoever had more willpower left. whats the real tiebreak?", A),
            ("i scored 4 goal tiles at the end but only had 2 traits on my board. my friend says thats not allowed?", A),
            ("at the end we divided leftover willpower + motivation tokens by 2 for points. was that the right number?", A),
            ("i drew a 5th trait tile and just kept all 5 in my hand for a turn, whoops. what's the rule there?", A),
            ("in round 1 we didnt treat locations 1 and 4 as next to each other, so i paid 2 frustration tokens to go from 1 to 4. was that right?", A),
            ("i spent 3 orange motivation on one memory and moved my orange counter 6 steps left. did i overdo it?", A),
            ("i paid for a memory at a turquoise/pink spot with orange motivation because my pink counter was on its last space. my friend says no, who's right?", A),
            ("the bus stopped where i had my die AND a presence, and i took the bus stop bonus and also a friendship with sara's presence. was that ok?", A),
            ("we put a new memory card out right after someone took one, mid turn. should we have waited?", A),
            ("tom and i both had 3 presences at the end and i scored Versatile anyway. does a tie count for those type A goals?", A),
            ("i played Balanced with 0 counters on the far left and 0 on the far right, since 0 = 0. was that ok?", A),
            ("round 1 we had all the motivation colours mixed into the general supply and someone took a pink one from a bonus before pink was unlocked. we're in round 2 now, how do we fix it?", U),
            ("i dropped my trait tiles while drawing and the player next to me saw my whole hand. are we supposed to do anything about that?", U),
            ("we noticed in round 3 that back in round 1 one player flipped a frustration token to the overcome side without paying willpower or having the bonus. flip it back now or let it stand?", U),
            ("one player had to go home in round 3, so we took his presences off the board and kept playing. was there an official way to handle that?", U),
        ],
        "es": [
            ("Tío, ayer cambiamos el dado a una ubicación de al lado sin poner ninguna Ficha de Frustración. ¿Cuántas había que poner y dónde?", A),
            ("Che, al final de cada año no movíamos las fichas de parada del autobús. ¿Qué había que hacer con ellas?", A),
            ("Disculpe, en la ronda 2 quitamos los bloqueos de las ubicaciones 5, 6 y 7. ¿Cuáles se tenían que destapar?", A),
            ("nos olvidamos de poner el Contador de Estado de Animo rosa al acabar la primera ronda, cuando se tenia que poner y en que casilla?", A),
            ("Vale, en solitario dejamos que Rob pusiera su dado en la ubicación que le diera la gana. ¿Estaba bien?", A),
            ("En solitario, Rob cogió Fichas de Motivación rosas aunque todavía estaban en la reserva de componentes no disponibles. ¿Podía?", A),
            ("Al final de la partida en solitario, Rob reveló sus Fichas de Rasgo y solo le contamos las que cumplía. ¿Era así?", A),
            ("Al puntuar a Rob le dimos 1 VEP por cada 2 Fichas de Motivación. ¿Estaba bien?", A),
            ("vos sabés si en la variante de dos las 4 Fichas de Rasgo del centro piden todas el mismo nivel de amistad? nosotros pusimos nivel 1 para todas", A),
            ("Le puse un Rasgo Mimético a la misma Ficha de Rasgo de Lucía que ya había imitado antes. ¿Se podía?", A),
            ("Gasté 4 de Fuerza de Voluntad para dejar una Presencia en el colegio. ¿Eso vale en cualquier ubicación?", A),
            ("Conseguí un Recuerdo pagando 4 de Fuerza de Voluntad y me sumé 3 VEP, el bonus de la carta y la ficha de Recuerdo. ¿Lo hice bien?", A),
            ("Mi contador rebotó a la derecha pero el icono estaba tapado por una Ficha de Frustración, y me di la Ficha de Motivación igual. ¿Estaba mal?", A),
            ("Tenía una Ficha de Frustración superada en el extremo izquierdo, reboté a la izquierda y perdí 2 VEP. ¿Era eso lo que tocaba?", A),
            ("Superamos una Ficha de Frustración pagando 3 de Fuerza de Voluntad. ¿Cuántas eran en realidad?", A),
            ("Al final restamos 2 VEP por cada Ficha de Frustración sin superar. ¿Vosotros también lo hacéis así o era otra cantidad?", A),
            ("En la fase de Experiencia le di la vuelta a dos fichas de Recuerdo. ¿Se podía?", A),
            ("La Experiencia de la ubicación pedía mover el contador azul, que aún no tenía, así que moví el verde. ¿Estaba bien?", A),
            ("Llegué al final del registro de Realización Personal y los avances que me sobraban no me dieron nada. ¿Era así?", A),
            ("Retiré dos dados de la misma ubicación y solo dejé una Ficha de Interés. ¿Se ponía una por dado?", A),
            ("Ayer desempatamos por quién tenía más Presencias. ¿Cómo era el desempate de verdad?", A),
            ("Objetivo tipo D: solo contamos las fichas de Recuerdo sin usar. ¿Había que contar también las usadas?", A),
            ("Cumplí la Ficha de Rasgo Completista con 3 personajes en el nivel 0 de amistad. ¿Valía?", A),
            ("Jugué la Carta de Padres y la dejé boca abajo en mi descarte. ¿Tenía que ir boca arriba?", A),
            ("el autobus se salto una ubicacion donde solo tenia una Presencia (sin dado), tenia que parar ahi?", A),
            ("Antes de la puntuación final agarré y usé dos fichas de Recuerdo sin usar. ¿Cuántas se podían usar en ese momento?", A),
            ("Vale, en solitario se nos olvidó durante dos rondas darle a Rob la Ficha de Motivación del paso B. ¿Se las damos ahora de golpe o seguimos como si nada?", U),
            ("Che, uno movió sin querer el Contador de Estado de Ánimo de otro jugador y nadie se acuerda de dónde estaba. ¿Qué se hace?", U),
            ("Disculpe, a un jugador se le perdió un dado de diez caras y jugó la ronda 4 con solo dos. ¿Cómo se compensa eso?", U),
            ("ahorita vimos que una Carta de Recuerdo estuvo boca abajo en su ubicacion todo el año y nadie la pudo conseguir, se le da a alguien o se queda asi?", U),
        ],
    },
    "loop": {
        "en": [
            ("we played solo with the red FAVOUR last night, was that wrong?", A),
            ("solo: i drew a FAVOUR at the start of every turn like normal. was i supposed to?", A),
            ("solo: we never burned a MATERIAL at the end of turns. when was that supposed to happen?", A),
            ("solo - the burn revealed DEPLETION and i took the -1 HAPPINESS penalty. right?", A),
            ("i played RENEW in solo, took a UTILITY out of the central LANDFILL and paid the normal price for its QUALITY. was that ok?", A),
            ("co-op: my friend rejected a FAVOUR i played by spending a REPUTATION. can you even do that in co-op?", A),
            ("we played co-op and ended with two of us at 11 and one at 10, called it a win. was it?", A),
            ("co-op: we dealt everyone red FAVOUR by seat position like the normal game. oops?", A),
            ("we let someone play the Lawyer in our co-op game, is that CAREER allowed there?", A),
            ("im 2nd player in a 3 player game and took 3 FAVOUR to start, was that right?", A),
            ("we took out 2 sets of MATERIAL for our 3 player game, right amount?", A),
            ("basic mode: everyone started at HAPPINESS 3 including the INTERN. was that right?", A),
            ("i bought a METAL at QUALITY 1 paying just 1 REPUTATION and no COIN. was that allowed?", A),
            ("an ACTIVITY showed two FOOD colours and i took 2 QUALITY off a single FOOD. was that ok?", A),
            ("i met a GOAL during my CONSUME turn but waited until my next turn to reveal it. allowed?", A),
            ("we tied on HAPPINESS and gave the win to whoever had fewer cards in the LANDFILL. is that the first tiebreak?", A),
            ("i hit HAPPINESS 12 and we stopped the game right there, mid round. was that right?", A),
            ("my 2nd SHARE got rejected so i couldn't finish the ACTIVITY, but we still took the QUALITY off the 1st SHARE material. correct?", A),
            ("i went from HAPPINESS 4 to 10 in one turn and drew just 1 EVENT. should it have been more?", A),
            ("we flipped and resolved an EVENT the moment i drew it in the middle of my turn. was that right?", A),
            ("two CONTINUOUS EVENTs triggered together and we applied both of them. correct?", A),
            ("game ended with 2 unpaid CREDIT CARDs and we took off 1 HAPPINESS for each. right?", A),
            ("i applied for a CREDIT CARD and took 4 COIN plus a QUALITY 2 MATERIAL as the gift. was that right?", A),
            ("our Tycoon had 5 COIN, did WORK and only took 3 like the INTERN lol. what should he have taken?", A),
            ("competitive: i had no HAPPINESS left to lose so i did WORK and took 1 COIN like in basic. was that right?", A),
            ("with Micro-Plastic active i used a FOOD to do an ACTIVITY that needs FOOD. ok?", A),
            ("we played our first 3 games on the side of the player mat without the REPUTATION info printed on it. does that side change any rules?", U),
            ("the Scholar peeked at the top EVENT and then told the whole table what it was. was she allowed to say it?", U),
            ("my REPUTATION token fell off the mat during someone's turn and nobody remembers if it showed 1 or 2. what do we go with?", U),
            ("we found out after a few rounds that the top card of the ACTIVITY deck had been face up the whole time so everyone could see what was coming. do we reshuffle or just carry on?", U),
        ],
        "es": [
            ("Tío, jugamos en Competitive y nadie robó EVENT al cambiar de zona de HAPPINESS. ¿Cuándo había que robarlos?", A),
            ("Che, usamos la misma ACTIVITY para cumplir dos GOAL distintos en el mismo turno. ¿Se podía?", A),
            ("Disculpe, en cooperativo recuperé mis FAVOUR jugados al hacer BUY. ¿Estaba bien?", A),
            ("Acepté un SHARE y subí solo 1 REPUTATION. ¿Cuánto tocaba?", A),
            ("Ya tenía 2 REPUTATION, acepté un ACQUIRE y me puse 3. ¿Estaba bien?", A),
            ("Le jugué un ACQUIRE a uno que no tenía ningún MATERIAL. ¿Se puede?", A),
            ("vos sabés si se puede jugar RESELL a alguien que no tiene COIN para pagarte? ayer lo hicimos igual", A),
            ("Hice BARTER: di un MATERIAL de QUALITY 4 por uno de QUALITY 2 y me devolvieron 2 COIN de diferencia. ¿Era así?", A),
            ("Con RECYCLE cogí una UTILITY del LANDFILL de otro jugador. ¿Vale?", A),
            ("Quedamos en un trato antes de jugar un FAVOUR y después no lo cumplió. ¿Estaba obligado por las reglas?", A),
            ("rellenamos las cartas del tablero en medio del turno, cuando se tenian que reponer?", A),
            ("se acabo el mazo de ACTIVITY y no supimos que hacer, que se hacia?", A),
            ("El Engineer le subió 1 QUALITY a una UTILITY con Repair. ¿Estaba permitido?", A),
            ("El Craftsman convirtió un METAL en FOOD con Forge. ¿Se puede?", A),
            ("Ustedes saben si el Scientist puede comprar del LANDFILL propio? ahorita lo hizo y hubo bronca", A),
            ("La Nurse me dio un FAVOUR con Care y lo rechacé con REPUTATION. ¿Podía rechazarlo?", A),
            ("Soy Officer y me rechazaron el primer FAVOUR del turno gastando REPUTATION. ¿Estaba bien?", A),
            ("El Banker usó Influence dos veces en el mismo turno. ¿Vale?", A),
            ("El Investor pagó 1 COIN y tiró la moneda una sola vez. ¿Cuántas veces se tiraba?", A),
            ("En solitario hice ACQUIRE azul y pagué al LANDFILL. ¿A dónde tenía que ir la plata y cuánto?", A),
            ("En solitario usé el SHARE azul, el MATERIAL se rompió y lo puse en mi LANDFILL. ¿Estaba bien?", A),
            ("En solitario empecé con 3 GOAL como siempre. ¿Eran más?", A),
            ("Terminé la partida en solitario con HAPPINESS 10 y lo contamos como victoria. ¿Se gana así?", A),
            ("En cooperativo no quemamos ningún MATERIAL en toda la partida. ¿Cuándo había que hacerlo?", A),
            ("Con Economic Slowdown activo hice CONSUME de 2 ACTIVITY. ¿Vosotros lo jugáis así?", A),
            ("Agarré 5 COIN en un WORK de INTERN gastando 2 REPUTATION. ¿Está bien?", A),
            ("Tío, se nos olvidó quién empezó la partida porque el token dorado se dio la vuelta, y ahora no sabemos cuándo acaba la última ronda. ¿Cómo se decide?", U),
            ("Che, uno se tuvo que ir a mitad de partida y quedamos 3. ¿Había que quitar un set de MATERIAL o cambiar algo más?", U),
            ("Disculpe, el Soldier me quitó con su ABILITY un FAVOUR que yo acababa de aceptar y por el que gané REPUTATION. ¿Pierdo esa REPUTATION?", U),
            ("vale, al recoger un AREA se nos mezclaron sus ACTIVITY con el descarte y ya no sabemos cuales 3 tenia. como lo arreglamos?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("we each looked at our 2 facedown values at the start, was that allowed?", A),
            ("we kept both career cards from setup all game. were we meant to do something with them?", A),
            ("the youngest player went first yesterday, is that the rule?", A),
            ("we set up the market with 4 cards, was that right?", A),
            ("after playing cards in step 3 i went back and put more time on an action spot. was that ok?", A),
            ("first turn: i played my Career card and then used its action spot the same turn. was that ok?", A),
            ("took the left-most market card and didn't get anything extra. did i miss something?", A),
            ("i took the right-most market card for free, oops?", A),
            ("played a new Leisure card and threw the old one in the discard pile. right?", A),
            ("i switched Careers and kept my Promoted token. right?", A),
            ("i got Promoted with the Interview spot before i was Grown Up. allowed?", A),
            ("we counted the icon on the Career card itself toward its promotion requirement. is that ok?", A),
            ("after getting Promoted i kept using the left action on my Career card. was that allowed?", A),
            ("the game ended the moment someone's markers crossed, mid round. right?", A),
            ("at scoring i had 3 family icons and we gave me 3 happy. right?", A),
            ("i married a Partner who matched one of my Values hearts and we gave me 4 happy. correct?", A),
            ("we tied on total score and gave it to whoever had more money left. whats the actual rule?", A),
            ("i passed a Life Event space and resolved the card right away in step 2. right?", A),
            ("i played Family Time to my Leisure slot paying just the energy, no family icon anywhere. legal?", A),
            ("solo: we dealt Values like in a normal game, was that right?", A),
            ("solo: we restocked the market every time i took a card. correct?", A),
            ("solo: i bought 3 cards and paid 1 energy and 1 money for both the 2nd and the 3rd. right?", A),
            ("solo: i drew a Life Event when my marker passed a Life Event space on the track. right?", A),
            ("solo: i scored my heart and my life icon sets at the end. correct?", A),
            ("solo: i kept both Achievement cards and went for whichever was easier. allowed?", A),
            ("played Marathon because i had 3 time on Wellness, but didn't pay anything extra for it. was that ok?", A),
            ("we played the whole game with the market sliding to the right, so the free-energy card was at the wrong end. do we re-score anything?", U),
            ("a Life Event told me something happens next round but i forgot, and it's now two rounds later. do i still do it?", U),
            ("we found out at the end that one player had 9 time meeples all game (grabbed the one from the middle by mistake). do we take points off?", U),
            ("we'd shuffled the solo Achievement cards into the main deck by mistake in our 3-player game and someone bought one from the market. what now?", U),
        ],
        "es": [
            ("Vale, puse tiempo en la acción de arriba de Career y en Interview en el mismo turno. ¿Se puede?", A),
            ("Tío, usé Donate dos veces en el mismo turno para subir 2 de Impact. ¿Estaba bien?", A),
            ("Che, ayer usé una ficha de energía como si fuera un meeple de tiempo. ¿Se puede?", A),
            ("Disculpe, mi hijo jugó una carta con el icono de Grown Up antes de ser Grown Up. ¿Se podía?", A),
            ("Pensábamos que había que pasar los dos iconos de Grown Up para ser Grown Up. ¿Era así?", A),
            ("Me dieron una ficha de infelicidad y retrocedí al momento en el track de Happiness. ¿Estaba bien?", A),
            ("al puntuar pase el final del track de Impact y me quede ahi, que se hacia?", A),
            ("Me casé con la Date pagando solo el tiempo, sin plata. ¿Cuánto costaba?", A),
            ("Con Mall Walkers puse 2 tiempos y gané 1 energía y 1 de Impact. ¿Lo hice bien?", A),
            ("Cogí un Partner nuevo y lo dejé junto al viejo, los dos activos. ¿Se podía?", A),
            ("Con Meditate pagué 1 energía y pasé un Values de los boca abajo a mi mano. ¿Está bien?", A),
            ("Descarté un Values de mi mano con Meditate y robé otro directo a la mano. ¿Era así?", A),
            ("Los Life Events que cogí el turno pasado los dejamos sueltos a un lado. ¿Adónde iban?", A),
            ("Jugué un Experience y lo tiré al descarte. ¿No se guardaba?", A),
            ("Ustedes saben cuántos Resources y Traits se pueden tener? yo tenía 4 y me dijeron que máximo 1", A),
            ("Vos sabés si una carta sin barra verde cuesta algo? ayer le pagué una energía igual", A),
            ("Mi Partner pedía un icono de Life que no tenía para casarme y lo hicimos igual. ¿Se podía?", A),
            ("Cambié de Partner y me quedé con la ficha de Married. ¿Está bien?", A),
            ("En solitario jugamos con el mercado de 5 cartas. ¿Cuántas eran?", A),
            ("En solitario usamos todos los Life Events de la caja. ¿Cuántos había que usar?", A),
            ("En solitario usé la Meditate para mirar Values. ¿Qué hace la Meditate en solitario?", A),
            ("En solitario una carta me dejó coger otra del mercado y la pagué como si fuera la segunda. ¿Estaba bien?", A),
            ("En solitario terminé con los marcadores cruzados pero sin completar ningún nivel del Achievement. ¿Gané?", A),
            ("ahorita acabé en solitario y no contamos las fichas de Negative Impact, había que restarlas?", A),
            ("Agarré del mercado la segunda carta por la izquierda y pagué como si fuera la de la derecha. ¿Esa carta costaba algo?", A),
            ("¿Vosotros contáis al final los iconos de Life de las Experiences apiladas? Nosotros no los contamos.", A),
            ("Vale, durante varias rondas tiramos las Life Events al descarte en vez de guardarlas. ¿Cuentan sus iconos al final o se perdieron?", U),
            ("Che, se nos mezclaron Values descartados con el mazo y uno robó uno que ya había descartado antes. ¿Pasa algo?", U),
            ("Disculpe, en solitario se acabó el mazo de cartas del mercado antes de la octava Life Event. ¿Qué hacemos con el mercado?", U),
            ("en solitario el Achievement pedia algo que ya tenia antes de empezar la partida, cuenta desde el principio?", U),
        ],
    },
    "cv": {
        "en": [
            ("we all rolled 5 dice at the start, was that wrong?", A),
            ("i rerolled a die showing bad luck. is that allowed?", A),
            ("i rerolled three times in my turn, oops?", A),
            ("took 3 cards from the track in one turn, that ok?", A),
            ("used 3 good luck to grab a card and ignored its special condition too. right?", A),
            ("i had 6 bad luck symbols and only lost 1 card. right?", A),
            ("played an event card and kept the leftover symbols as tokens. allowed?", A),
            ("we put the event cards we played into our stacks like the other cards. right?", A),
            ("put my new work card under the old one so the old one stays active. allowed?", A),
            ("slid a new health card under my health stack instead of on top. was that ok?", A),
            ("took a 2-colour card and decided which type it was at the end of the game. right?", A),
            ("couldn't pay a red slash cost so i just kept the card and paid next turn. right?", A),
            ("i used my dice to buy a card and then the same dice to pay my red slash cost. ok?", A),
            ("we let our tokens pile up every turn like income. was that right?", A),
            ("2 players: we only discarded the leftmost track card at the end of each round. right?", A),
            ("2 players: we used all 12 childhood cards. how many should we have used?", A),
            ("3 players: we put out 3 public life goals. right number?", A),
            ("childhood: we each just drew 3 cards and kept them. hows the draft supposed to go?", A),
            ("we gave social assistance to someone with 4 cards because another player had 7. was that right?", A),
            ("social assistance: the card had a special condition and we ignored it. ok?", A),
            ("we scored 3 relationship cards as 3 points, is that right?", A),
            ("public goal tied between 2 players and we split the 5 points. right?", A),
            ("we added 1 point per possession card at the end, like 5 cards = 5 points. correct?", A),
            ("i combined good luck from my dice and my tokens to get to 3 and take a card free. allowed?", A),
            ("we passed the start to the next player every round like a rotating first player. was that right?", A),
            ("a relationship card gave me an 8th die. right?", A),
            ("one of the 7 dice went missing, so the player whose cards gave 7 dice only rolled 6 all game. is there an official fix?", U),
            ("we noticed a middle age card had been shuffled into the early adulthood deck and someone bought it in round 2. does he keep it?", U),
            ("one player saw another player's secret life goal by accident during setup. do we redeal it?", U),
            ("i played an event card during someone else's turn to use it on their roll, they say you can't touch other players' dice. who's right?", U),
        ],
        "es": [
            ("Tío, ayer pusimos 6 cartas de juventud boca arriba en el track al empezar. ¿Cuántas eran?", A),
            ("Che, repartimos una meta de vida a cada uno y ninguna pública en una partida de 4. ¿Estaba bien?", A),
            ("Disculpe, ¿qué jugador tenía que empezar? Nosotros empezamos por el más joven.", A),
            ("Vale, para la desgracia solo contamos la mala suerte de los dados, no la de las fichas. ¿Se cuentan las fichas?", A),
            ("Perdí la carta de la bici por mala suerte y la ronda siguiente empezó otro. ¿Estaba bien?", A),
            ("Nos olvidamos de descartar la carta de la izquierda al final de la ronda. ¿Cuándo se hacía exactamente?", A),
            ("Al reponer el track metimos las cartas nuevas por la izquierda. ¿Por dónde entraban?", A),
            ("Se acabó el mazo de juventud y seguimos con el de vejez. ¿Cuál tocaba?", A),
            ("Cuando se acabó un mazo nadie miró lo de la asistencia social. ¿En qué momento había que mirarlo?", A),
            ("En la asistencia social empezó a coger el jugador con menos cartas. ¿Quién empezaba?", A),
            ("Compré una carta de Posesión y la metí debajo de mi pila. ¿Se podía?", A),
            ("Tenía dos cartas de Salud activas a la vez, la de arriba y otra que dejé al lado. ¿Se puede?", A),
            ("La carta con la barra roja solo la pagamos al comprarla. ¿Había que pagarla más veces?", A),
            ("No pude pagar la barra roja y la carta la pusimos en el descarte. ¿O a dónde va?", A),
            ("Acabamos la partida cuando el mazo de vejez se vació del todo. ¿Cuándo terminaba de verdad?", A),
            ("ahorita contamos 4 cartas de Salud como 4 puntos, cuantos eran segun el ejemplo?", A),
            ("Empatamos a puntos y ganó el que tenía más cartas en el currículum. ¿Era así?", A),
            ("Enseñamos las metas de vida personales al principio. ¿Cuándo se revelan?", A),
            ("Cogí una carta de dos colores y la puse en las dos pilas a la vez. ¿Cómo va eso?", A),
            ("vos sabés si en la segunda tirada puedo volver a tirar dados que dejé quietos en la primera? yo lo hice", A),
            ("Jugué una carta de evento en el turno de otro jugador. ¿Se podía?", A),
            ("¿Para qué sirve la ficha de la bici? Nosotros la dejamos en la caja.", A),
            ("Pensábamos que las cartas de Trabajo eran las que dan puntos y las de Posesión la plata. ¿Era al revés?", A),
            ("¿Vosotros colocáis las cartas del currículum tapando las anteriores? Nosotros las poníamos todas sueltas.", A),
            ("Ustedes saben si las cartas de Relación dan buena suerte? jugamos toda la partida pensando que no", A),
            ("Un jugador sacó un poco una carta del track para acordarse y otro dijo que eso era reservarla. ¿Se puede hacer?", A),
            ("Tío, en el reparto de la infancia pasamos las cartas a la derecha sin querer. ¿Hay que repetirlo?", U),
            ("Che, después de la partida vimos que uno tenía dos cartas de Trabajo activas porque puso la nueva debajo. ¿Le quitamos puntos?", U),
            ("Disculpe, la carta de arriba del mazo de juventud estuvo boca arriba un par de turnos y todos sabían lo que venía. ¿Se baraja o seguimos?", U),
            ("uno se tuvo que ir a mitad de partida, sus cartas siguen contando para ver quien recibe asistencia social?", U),
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
