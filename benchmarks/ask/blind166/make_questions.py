"""Write the blind166 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind166/make_questions.py

Style: players asking what happens in an EDGE CASE (something runs out, is at
its end or limit, is zero, ties, happens at the same time, in the first or the
last turn, cannot be paid, or was forgotten and noticed later).

Each game's file is written in a seeded shuffled order (seeds 16601-16604), so the
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
SEEDS = {"coming-of-age": 16601, "loop": 16602, "adulthood": 16603, "cv": 16604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what happens if my mood counter is already on the last space on the right and something makes me move it right again?", A),
            ("counter's already at the far left end and i have to move it left, what now", A),
            ("I have to bounce left on a track that already has an unresolved Frustration Token on its right end. What happens then?", A),
            ("bounced left on a track where my frustration token is already flipped over on the left end, what do i get", A),
            ("The level 4 friendship space tells me to move a counter 2 steps right, but that counter is already on the last space. Do I get one Motivation Token or two?", A),
            ("if all my available tracks already have a frustration token on them can i still move my die to a different location", A),
            ("experience space says move a counter on a track i havent unlocked yet. what do i do with that icon", A),
            ("My Personal Fulfillment Counter is already at the end of its track and I still have 2 Interest Tokens at this location. Are those steps just lost?", A),
            ("drew a 5th trait tile, whoops. what now", A),
            ("I've already played my 4th Trait Tile and then get another Trait Bonus. Can I play a fifth one?", A),
            ("i played a trait tile and a turn later i dont meet its requirement anymore. do i lose the VEP?", A),
            ("all 4 of my character tokens are already out as presences and i want one somewhere new. am i stuck?", A),
            ("My friend's token is on level 4 of my Friendship Track and I get a normal Friendship Bonus with them. Can it go up to level 5?", A),
            ("two of us have a die at the same location and both pay for the memory. does only one of us get it?", A),
            ("the memory card at my location got taken this turn. does a new one come out straight away?", A),
            ("I can't pay for the Memory and I don't want to place a Presence either. What happens?", A),
            ("we're tied on VEP at the end, who wins?", A),
            ("what if we run out of willpower tokens", A),
            ("I meet the requirements of 3 Goal Tiles but I only played 2 Trait Tiles. Can I score all 3?", A),
            ("versatile goal: me and another player have the same number of presences. does it still count for me?", A),
            ("game's over and i still have 2 frustration tokens sitting on the right ends of my tracks. what do they cost me", A),
            ("My other die is still in the road at the location I moved my chosen die to. Does the Interest Token it leaves there count for my Fulfillment this turn?", A),
            ("solo: rob rolled 3 dice but only has 1 interest token left. which location gets it?", A),
            ("solo: rob's fulfillment counter is already on the final space and he'd have to advance two more times", A),
            ("Solo: both of Rob's Character Tokens are already out as Presences. Does he move one to the new location like we can?", A),
            ("solo: rob gets a trait bonus but has no free mimic token and all 4 of his trait slots are full. what does he do?", A),
            ("wait, last year my orange counter bounced off the right end twice and i never took the 2 motivation tokens. can i still grab them now?", U),
            ("Two years ago I bounced left on my green track and nobody made me take a Frustration Token or lose 2 VEP. Do I pick one now or is it too late?", U),
            ("solo: we just realised that for two rounds rob played the top tile of his trait pile even when he still had a free mimic token. do we undo that?", U),
            ("I moved onto a Personal Fulfillment space two turns ago and forgot to take its bonus. Can I still take it now?", U),
        ],
        "es": [
            ("Vale, el Contador de Estado de Ánimo ya está en la última casilla de la derecha y me toca moverlo otra vez a la derecha, pero esa Ficha de Motivación está tapada por una Ficha de Frustración. ¿Gano algo?", A),
            ("Che, gasté 3 Fichas de Motivación del mismo color en un Recuerdo. ¿El contador baja 6 pasos o cuántos?", A),
            ("Disculpe, si pago el Recuerdo con 4 de Fuerza de Voluntad en vez de Fichas de Motivación, ¿cuántos VEP me llevo?", A),
            ("Si pongo una Presencia pagando 4 de Fuerza de Voluntad, ¿igual tengo que bajar 2 pasos algún Contador de Estado de Ánimo?", A),
            ("me salieron dos dados con el mismo numero y solo visito con uno, que pasa con el otro", A),
            ("Tío, ¿puedo mover mi dado desde la primera ubicación disponible hasta la última pagando una sola Ficha de Frustración?", A),
            ("¿Y si quiero ir a una ubicación no adyacente pero solo me queda un Registro de Ánimo sin Ficha de Frustración?", A),
            ("Cuando para el autobús tengo dado y Presencia en la misma ubicación. ¿Me llevo las dos bonificaciones del paso A?", A),
            ("¿Qué pasa con los dados que quedan en una ubicación cuando el autobús ya terminó ahí?", A),
            ("Tengo dos Fichas de Frustración sin superar y consigo una superación. ¿Cuál volteo?", A),
            ("Oye, ¿puedo gastar 4 de Fuerza de Voluntad para superar una frustración en cualquier momento, aunque no sea en la fase de experiencia?", A),
            ("Tengo al personaje de otro jugador en el nivel 0 de mi Registro de Amistad y su Ficha de Rasgo está en la primera posición. ¿Le puedo poner mi Rasgo Mimético?", A),
            ("Otro jugador ya puso su Rasgo Mimético sobre esa Ficha de Rasgo. ¿Yo también la puedo imitar?", A),
            ("al final me sobran 8 fichas entre Fuerza de Voluntad, Motivacion y Recuerdos sin usar, cuantos VEP son", A),
            ("Empatamos en VEP y también en Fichas de Rasgo y de Objetivo completadas. ¿Y ahora qué se mira?", A),
            ("Ya nadie tiene dados junto a su tablero al acabar el año. ¿Qué hay que hacer además de lo de siempre?", A),
            ("¿Por qué en el último turno de cada ronda solo me queda un dado? ¿Hicimos algo mal?", A),
            ("En el primer año, ¿cuántos dados tiro cada uno?", A),
            ("¿Qué pasa si se acaban las Fichas de Motivación verdes de la reserva?", A),
            ("En solitario la ubicación deja elegir entre dos tipos de Fichas de Motivación. ¿Con cuál cuenta Rob los VEP del Recuerdo?", A),
            ("En solitario, ¿Rob puede llevarse una Ficha de Motivación de un color cuyo registro todavía no está desbloqueado?", A),
            ("En solitario yo jugué una Carta de Padres y solo Rob sacó VEP del Recuerdo. ¿La carta de Recuerdo se queda ahí para el año que viene?", A),
            ("En solitario, cuando Rob pone un Rasgo Mimético, ¿tiene que cumplir el requisito de la Ficha de Rasgo y el nivel de amistad?", A),
            ("Rob me gana siempre, ahorita no hay manera. ¿Se le puede bajar la dificultad?", A),
            ("Variante de 2: ¿qué nivel de amistad necesito con el personaje neutral para imitar la cuarta Ficha de Rasgo de la fila?", A),
            ("Al final de la partida, ¿todavía puedo usar una Ficha de Recuerdo que no usé?", A),
            ("Se nos olvidó bajar 2 pasos el Contador de Estado de Ánimo cuando gasté una Ficha de Motivación en una Presencia, y ya pasó un año. ¿Lo bajamos ahora, con los rebotes que toquen, o se deja?", U),
            ("Vale, mi primo se saltó entero su Espacio de Experiencia el año pasado y nadie se dio cuenta hasta que pasó el autobús. ¿Lo resuelve ahora o lo dejamos?", U),
            ("Al puntuar, mi cuñado jugó 3 Fichas de Objetivo teniendo solo 2 Fichas de Rasgo en su tablero, y ya dijimos quién ganó. ¿Se vuelve a contar?", U),
            ("Disculpe, al final del año pasado nos olvidamos de reponer las Cartas de Recuerdo en las ubicaciones vacías y ya tiramos los dados. ¿Las ponemos ahora?", U),
        ],
    },
    "loop": {
        "en": [
            ("what if the FAVOUR deck is empty when im supposed to draw at the start of my turn", A),
            ("basic game, I'm at 0 HAPPINESS and want to WORK. What happens?", A),
            ("competitive: WORK is my only option but my HAPPINESS is too low to pay my SALARY. now what?", A),
            ("what if the WORK AREA runs out of COIN", A),
            ("my GLASS is at QUALITY 1 and i use it for an ACTIVITY. what happens to it", A),
            ("I just completed my 4th ACTIVITY but I can only keep 3. What do I do?", A),
            ("the MATERIAL deck just ran out but there are still cards in the BUY AREA. does the game end?", A),
            ("i was the one who triggered DEPLETION at my turn end. does anything happen to me", A),
            ("What if two of us reach HAPPINESS 12 in the same round?", A),
            ("i hit HAPPINESS 12 in the middle of the round, does the game stop right now?", A),
            ("we're tied on HAPPINESS at the end of a basic game, who wins?", A),
            ("i already have 2 REPUTATION and someone plays me a SHARE. do i get anything if i accept?", A),
            ("Someone plays me a FAVOUR, I have no matching FAVOUR and 0 REPUTATION. Can I still REJECT it?", A),
            ("I already have 6 FAVOUR in hand and someone plays me another one. Is there a hand limit?", A),
            ("can i play ACQUIRE on a player who has no MATERIAL", A),
            ("I want to RESELL a QUALITY 3 MATERIAL to a player who only has 1 COIN. Allowed?", A),
            ("my 2nd SHARE got rejected so i can't finish the ACTIVITY. does the first player still lose the QUALITY?", A),
            ("I only have 1 REPUTATION in my CONSUME turn. Can I turn it into HAPPINESS?", A),
            ("not enough COIN to PAYOFF my CREDIT CARD this turn, what happens", A),
            ("an IMMEDIATE EVENT makes me pay COIN and I have 0. then what", A),
            ("game's over and i still have a CREDIT CARD that isnt paid off. what does it cost me", A),
            ("my HAPPINESS jumped from 4 to 10 in one turn, how many EVENT do i draw?", A),
            ("Two CONTINUOUS EVENTs get flipped at once after my turn. Which one is active?", A),
            ("co-op: DEPLETION shows up from the burn at the end of a round. does anyone lose HAPPINESS?", A),
            ("solo: what if the burn at the end of my turn reveals DEPLETION?", A),
            ("Can I just pass my turn if I don't want to WORK, BUY or CONSUME?", A),
            ("someone ACQUIREd my METAL two turns ago and never paid me the COIN for it. we just noticed, does he pay now?", U),
            ("We finished a competitive game and forgot the Debt Penalty for an unpaid CREDIT CARD. The scores are already written down. Do we recount?", U),
            ("weve been playing BARTER backwards for a few rounds, swapping low QUALITY MATERIAL for higher ones. how do we fix it now?", U),
            ("One player spent a REPUTATION to REJECT a FAVOUR but never moved her REPUTATION token, so she used it again later. What do we do?", U),
        ],
        "es": [
            ("Oye, si el mazo de ACTIVITY se acaba al final de mi turno, ¿cómo relleno los huecos?", A),
            ("¿Puedo poner 3 COIN de golpe en una CREDIT CARD para terminar de pagarla antes?", A),
            ("Che, ¿puedo gastar una REPUTATION en vez de la COIN para comprar un MATERIAL a QUALITY 1?", A),
            ("Disculpe, se cumplió el requisito de mi GOAL en este turno de CONSUME. ¿Puedo esperar y revelarlo en otro turno?", A),
            ("En cooperativo un compañero usa mi MATERIAL con un SHARE. ¿Lo puedo rechazar pagando una REPUTATION?", A),
            ("En cooperativo llegamos todos a HAPPINESS 11, pero con la Debt Penalty uno baja a 9. ¿Ganamos igual?", A),
            ("En solitario, ¿el RENEW azul puede sacar un UTILITY del LANDFILL central? ¿Cuánto pago?", A),
            ("Soy el Lawyer y el Officer me juega su primer FAVOUR del turno. ¿Lo puedo rechazar con Objection?", A),
            ("soy el Tycoon y tengo 0 COIN cuando hago WORK, cobro algo?", A),
            ("Está Landfill Tax y se me rompe un MATERIAL, pero no tengo ni una COIN. ¿Qué hago?", A),
            ("Sale Combustion Energy y empatamos dos con la menor HAPPINESS. ¿A quién le toca?", A),
            ("Sale Satan Santa y yo no tengo ningún MATERIAL. ¿Tengo que dar algo?", A),
            ("Social Responsibility: el único con más HAPPINESS que yo no tiene FAVOUR en la mano. ¿Le robo a otro?", A),
            ("Status Climb: elijo a uno con menos HAPPINESS que yo y tenemos las mismas COIN. ¿Pierdo HAPPINESS?", A),
            ("Sale Redeem Bonus y no quiero gastar nada. ¿Puedo no hacer nada?", A),
            ("Soy la Waitress y empiezo el turno con 4 FAVOUR en la mano. ¿Robo 2 y me quedo con 6?", A),
            ("Tenemos activo Economic Slowdown y al acabar mi turno sale BOGOF. ¿Se aplican los dos a la vez?", A),
            ("Vulgarian activo y solo tengo 3 COIN. ¿Puedo hacer CONSUME?", A),
            ("Sale Hidden Clause y mi CREDIT CARD tiene 2 COIN de PAYOFF encima. ¿Qué pasa?", A),
            ("mi HAPPINESS baja y entra en otra zona, tambien robo EVENT cuando pierdo?", A),
            ("Con Skinner Box activo, ¿cuándo se rellenan los huecos del BUY AREA?", A),
            ("Everything Is Online está activo y no tengo CREDIT CARD. ¿Puedo usar el Invest del Investor?", A),
            ("En solitario termino en HAPPINESS 11 después de todas las penalizaciones. ¿Gano?", A),
            ("Soy el último de la ronda y al final de mi turno aparece la DEPLETION. ¿Jugamos otra ronda entera?", A),
            ("Somos 6 jugadores, ¿hay que quitar algún set de MATERIAL?", A),
            ("Soy el Homemaker, ya tengo 2 REPUTATION y cumplo Minimalist. ¿Gano otra?", A),
            ("Me olvidé de coger el regalo de bienvenida (las 4 COIN y el MATERIAL) cuando pedí la CREDIT CARD el turno pasado. ¿Lo cojo ahora?", U),
            ("Oye, ayer hice CONSUME y se me olvidó quitarle la QUALITY a uno de los dos MATERIAL. ¿Se la quito ahora aunque ya jugaron los demás?", U),
            ("Che, hace dos rondas uno hizo RECYCLE de un UTILITY de mi LANDFILL y recién lo vimos. ¿Qué hacemos con ese MATERIAL?", U),
            ("El Soldier estuvo quitando dos FAVOUR por turno (uno a cada jugador) durante tres turnos. ¿Cómo lo arreglamos?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("someone's happiness and impact markers just crossed. does the game end right now?", A),
            ("what if my marker goes past the end of the track", A),
            ("we're tied on combined score at the end, who wins?", A),
            ("Can my marker ever go backwards on a track during the game?", A),
            ("I get a new Career card while I'm Promoted on my old one. What happens to the promotion?", A),
            ("i just played a leisure card with an action on it. can i use it this turn?", A),
            ("out of time meeples but i still want to activate one more action", A),
            ("can i use the same action spot twice in one turn if i have the time for it?", A),
            ("My marker passes two Life Event spaces in one move. Do I take both?", A),
            ("card has the Grown Up icon in its cost bar and im not grown up yet. can i play it?", A),
            ("I'm one Fame icon short to get Promoted. Does the Fame icon on my Career card itself count?", A),
            ("once im promoted can i still use the left action on my career card?", A),
            ("First turn: can I play the Career card from my hand before I spend my time?", A),
            ("i already started spending in step 2 and now i want to put a meeple on another action. too late?", A),
            ("I want the right-most market card but can't pay the energy and money for it. Can I still take it?", A),
            ("I already have a Wellness card on my board and play a new one. What happens to the old one?", A),
            ("is there a limit to how many traits and resources i can have out?", A),
            ("game over and I have 3 unhappiness tokens. what do they do?", A),
            ("i have 5 family icons at the end, how much happy is that", A),
            ("I married a Partner but their heart doesn't match any of my Values. Do I still get the 4 impact?", A),
            ("two of my values are still face down at the end because i never meditated. do they still score?", A),
            ("solo: the market is empty halfway through the round. does it refill?", A),
            ("solo: when exactly does the game end?", A),
            ("Solo: my marker passes a Life Event space on the track. Do I draw one?", A),
            ("solo: my markers crossed but i didnt complete any level of my achievement. did i win?", A),
            ("solo: a card lets me take an extra card from the market. do i pay for it, and does it make my next card pricier?", A),
            ("we just noticed my friend got Promoted through Interview two turns before she was even Grown Up. what now?", U),
            ("solo: for three rounds I took my second market card each turn for free, forgot the 1 energy and 1 money. how do i fix that?", U),
            ("Solo: there's already a score written in the box for this Achievement level from an earlier game. Do I write over it or keep the higher one?", U),
            ("My brother got Married last turn but we forgot to give him the Married marker, so he kept using his Partner's first action. How do we fix that?", U),
        ],
        "es": [
            ("Disculpe, en solitario quiero una tercera carta del mercado en el mismo turno. ¿Cuánto cuesta?", A),
            ("En solitario, ¿al final cuentan el corazón y los sets de iconos de Vida? ¿Y las fichas de Infelicidad?", A),
            ("Estoy Married y juego un Partner nuevo. ¿Sigo casado?", A),
            ("¿Puedo jugar en este mismo turno la carta que acabo de coger del mercado?", A),
            ("¿Puedo usar en el mismo turno la acción de arriba y la de abajo de Leisure?", A),
            ("Che, si agarro la carta de más a la izquierda del mercado, ¿me dan algo?", A),
            ("En el paso 2 gané energía con Wellness. ¿La puedo usar ya como tiempo para otra acción este mismo turno?", A),
            ("Mi Career pide un icono de Fame para ascender y no lo tengo. ¿Puedo ascender igual con la Interview?", A),
            ("mi Partner pide un icono de Family para casarme y no tengo ninguno, que pasa si hago Date", A),
            ("Cambié de Career y el viejo se fue a la pila de Experiencias. ¿Sus iconos de Vida siguen contando al final?", A),
            ("Los marcadores de un jugador se cruzaron en el turno del primer jugador. ¿Quiénes juegan todavía?", A),
            ("¿Puedo jugar una carta con el icono de Grown Up en el mismo turno en que paso la casilla de Grown Up?", A),
            ("Tengo 7 iconos de Education al final. ¿Cuántos happy gano?", A),
            ("¿Me puedo casar en el primer turno?", A),
            ("Si no me queda energía, ¿puedo Meditar igual?", A),
            ("Pasé dos casillas de Life Event en el mismo movimiento. ¿Cuándo resuelvo esas cartas?", A),
            ("Ya tengo una carta de Community en el tablero y juego otra. ¿Qué pasa con la vieja?", A),
            ("¿Cuántos Partners puedo tener a la vez si no tengo Open Relationship?", A),
            ("Me casé con un Partner cuyo corazón coincide con uno de mis Values. ¿Qué gano al final?", A),
            ("En solitario no hay Values. ¿Entonces para qué sirve Meditar?", A),
            ("En solitario, ¿qué pasa con las tres cartas del mercado al final de la ronda?", A),
            ("En solitario, ¿cuándo se roban las Life Events?", A),
            ("Al final tengo 2 fichas de Negative Impact. ¿Qué hacen?", A),
            ("¿Puedo usar la acción de una carta de Partner el mismo turno en que la juego?", A),
            ("Perdí el Married al cambiar de Partner. ¿Me puedo casar con el nuevo?", A),
            ("Esta carta no tiene barra verde. ¿Cuánto cuesta jugarla?", A),
            ("Para ascender contamos un icono de Fame de una carta que mi primo tenía en la mano sin jugar. Ya usó la acción de ascendido dos turnos. ¿Qué hacemos?", U),
            ("Durante dos rondas a mi hermana le dimos una Life Event cada vez que pasaba la casilla de Grown Up, además del marcador. ¿Se las quitamos?", U),
            ("Vale, puse un Career encima de mi hueco de Career y seguí usando también la acción impresa de 4 de tiempo por 1 de dinero. ¿Cómo lo corregimos?", U),
            ("Che, mi amigo estuvo pagando Donate con fichas de energía en vez de plata varias rondas. ¿Qué hacemos ahora?", U),
        ],
    },
    "cv": {
        "en": [
            ("cant pay the red slash cost on my card this turn, what happens", A),
            ("can i use the same dice i just bought a card with to pay my red slash cost?", A),
            ("I have 3 good luck symbols but the card also has a special condition I don't meet. Can I still take it?", A),
            ("rolled 6 bad luck symbols between dice and tokens, how many cards do i lose", A),
            ("can i reroll a die that's showing bad luck", A),
            ("I already have 7 dice and a new card would give me another one. Do I get an 8th?", A),
            ("played an event card for its symbols but didnt need all of them. can i keep the rest for later?", A),
            ("what happens when the young adulthood deck runs out", A),
            ("how do we know if someone gets social assistance", A),
            ("Two players qualify for social assistance at the same time. Who picks first?", A),
            ("when exactly does the game end", A),
            ("we're tied on points at the end, who wins?", A),
            ("Two of us tie on a public life goal. Who gets the points?", A),
            ("i lost my bicycle card to bad luck. do i still start each round?", A),
            ("2 players: when do we discard the leftmost card from the track?", A),
            ("This card has two colours. Can it count as both types at the end?", A),
            ("can i slide my new work card under my old one so the old one stays active?", A),
            ("I got a new Health card. Do I have to put it on top of the stack?", A),
            ("can i take 3 cards from the track if i have the symbols for all of them", A),
            ("do my tokens pile up every turn like income?", A),
            ("I bought an event card from the track. Where does it go?", A),
            ("3 bad luck symbols: can I pick which card I lose?", A),
            ("my second reroll gave me a third bad luck symbol after i'd already picked what to buy. what happens?", A),
            ("can i use an event card during someone else's turn", A),
            ("My red-slash card is now under another card in its stack. Do I still pay its cost every turn?", A),
            ("if i get misfortune this turn can i throw away the card i'm buying right now instead of an old one?", A),
            ("3 bad luck and my friend threw away a card from under his Health stack instead of an active one. we noticed two turns later, what now?", U),
            ("We scored health, relationship and knowledge as 1 point per card and already said who won. Do we have to recount?", U),
            ("we've been putting the leftmost card that drops off the track back under its deck, and one just came out again. what do we do now?", U),
            ("For a few rounds we shuffled the cards lost to misfortune back into the deck they came from, and one got bought again. How do we fix that?", U),
        ],
        "es": [
            ("Disculpe, ¿puedo volver a tirar los dados una tercera vez?", A),
            ("Con la ayuda social, ¿la carta que cojo tiene que cumplir su condición especial?", A),
            ("Somos 2, ¿cuántos objetivos vitales públicos se ponen?", A),
            ("Se acabó el mazo de edad media mientras rellenaba la pista. ¿Qué hago ahora?", A),
            ("uno tiene 3 cartas en su curriculum y otro 6, hay ayuda social?", A),
            ("Che, empatamos a puntos y tenemos las mismas cartas en el currículum. ¿Quién gana?", A),
            ("Tengo 3 de buena suerte. ¿Puedo llevarme cualquier carta de la pista sin pagar?", A),
            ("¿Puedo volver a tirar un dado que sacó mala suerte?", A),
            ("Tengo 9 símbolos de mala suerte entre dados y fichas. ¿Cuántas cartas pierdo?", A),
            ("Ya tengo 7 dados y me llevo una carta de relación que da otro. ¿Tiro 8?", A),
            ("¿Me puedo guardar los símbolos de la carta de evento que no usé?", A),
            ("¿Puedo meter mi nueva carta de Possession debajo del montón?", A),
            ("¿Puedo meter la carta de Knowledge nueva debajo de la que tengo activa?", A),
            ("Vosotros sabéis si puedo llevarme tres cartas de la pista en un turno si me llega?", A),
            ("Al final de la ronda, ¿qué carta de la pista se descarta?", A),
            ("Somos 2: ¿la carta de la izquierda se descarta solo al final de la ronda?", A),
            ("Quedan 3 cartas en el mazo de vejez al final de la ronda y somos 4. ¿Seguimos jugando?", A),
            ("Si no puedo pagar la barra roja de mi carta de trabajo este turno, ¿qué pasa?", A),
            ("¿Las fichas se acumulan de un turno para otro?", A),
            ("Si el de la bici pierde esa carta por mala suerte, ¿quién empieza la ronda?", A),
            ("Mala suerte: ¿puedo descartar una carta de debajo del montón en vez de la de arriba?", A),
            ("Una carta de dos colores: ¿cuándo decido de qué tipo es?", A),
            ("Compré una carta de evento de la pista. ¿Va a mi currículum?", A),
            ("Dos empatamos en un objetivo público. ¿Quién se lleva los puntos?", A),
            ("Dos tenemos derecho a asistencia social a la vez. ¿En qué orden cogemos?", A),
            ("Somos 3 y hay que preparar las cartas de infancia: ¿cuántas mezclo con la bici?", A),
            ("Al final de la partida uno pasó una carta de dos colores del montón de Health al de Knowledge para sumar más. Ya está todo apuntado, ¿se corrige?", U),
            ("Uno estuvo pagando la barra roja con un dado que ya había usado para comprar. Lo vimos dos rondas después. ¿Cómo se arregla?", U),
            ("Al preparar nadie hizo el draft de infancia: nos quedamos las 3 cartas que nos tocaron. Vamos por la mitad, ¿qué hacemos?", U),
            ("Vale, en la fase de mala suerte solo contábamos los dados y no las fichas, y así nadie perdió cartas. ¿Cómo lo arreglamos?", U),
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
