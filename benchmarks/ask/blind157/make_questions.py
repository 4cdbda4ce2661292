"""Write the blind157 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind157/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 15701-15704), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players who tell what happened at the table (what they hold,
what was just rolled or played, where the markers are, what someone else did or
said) and then ask; 60 per game, 30 English and 30 Spanish, in each game and
language 26 the rulebook answers and 4 it does not.
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
SEEDS = {"coming-of-age": 15701, "loop": 15702, "adulthood": 15703, "cv": 15704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("first year, so only 1 to 4 are open. i rolled a 1 on my four-sider but i really want the arcade, which is 4. jake says 1 and 4 are three apart so it's non-adjacent and i'd need two frustration tokens. is he right or is it just one?", A),
            ("Round 1, my d4 came up 4 and I'm dying to go to location 5. It's literally the next spot along the board, it just still has its roadblock tile on it. If I pay one frustration token can I move my die in there?", A),
            ("so both my tracks already have a frustration token on them, turquoise has an unresolved one on the right end and green has one i overcame sitting on the left end. i rolled a 2 and want to slide over to 3. can i still do that?", A),
            ("Round 3, I rolled my three eight-sided dice and got 7, 7 and 2. I'm keeping the 2 and sending it to its building. When I pull the two 7s back off the road, do I leave one interest token at 7 or one for each die?", A),
            ("my personal fulfillment counter is already on the very last space of its track. this year i picked a location where i had 2 interest tokens waiting for me. do those 2 advances just go to waste since i can't move?", A),
            ("I've got three unused memory tokens. The pizzeria's experience space just finished and I want to flip two of them, one after the other, to push my green counter twice. Mia says it's only one a year. Is she right?", A),
            ("it's round 2 so i've got turquoise, green and pink out, orange is still sitting in the middle of my board. the experience space where my die is has an arrow for the orange track. what am i supposed to do with that icon?", A),
            ("My green counter is all the way on the left, and on that left end there's a frustration token I overcame a couple of years ago. Now the experience space pushes green left again. Do I lose VEP or what happens?", A),
            ("turquoise is already on the far right, but the frustration token i put there when i moved my die covers the motivation icon on that end. the bus stop bonus makes me move turquoise right once more. do i still get a turquoise motivation token?", A),
            ("I was holding 4 trait tiles and my trait bonus just made me draw a fifth one. Tom reckons I can keep all 5 until I play one next time. Can I, or what do I have to do right now?", A),
            ("I played Strong-Willed back when I had 6 willpower tokens. Next turn I spent 4 of them to flip a frustration. Now my sister says the tile has to come off my board since I'm down to 2 willpower. Does it?", A),
            ("yellow's got a trait tile in the 3rd slot from the left of her board and i totally meet what it asks for. her character token is on level 2 of my friendship track. can i stick one of my mimic tokens on it?", A),
            ("I've got my die AND a presence at the arcade this year. Leo has a presence there too. When the bus stops, can I take the bus stop bonus and also do the friendship bonus with Leo's character, since I'm there twice?", A),
            ("bus stop at the school shows the purple neutral kid. he's already sitting on level 4 of my friendship track. if i take that bus stop bonus does he go up to level 5?", A),
            ("the location my die's at lets you pay willpower instead of motivation for the memory. i'm sitting on 8 willpower and no motivation of the right colour. if i pay all 8 do i get 3 + 2 VEP like paying two motivation tokens would?", A),
            ("Paid two pink motivation tokens for the memory card here. Do I now move my pink counter two steps left for each token, so four, and do I collect the bonuses on the spaces it passes?", A),
            ("All 4 of my character tokens are already out as presences around the board. I'm at a new location with a spare motivation token of the right colour and I'd love a presence here as well. Am I allowed?", A),
            ("turn 3 just ended and nobody has any dice left next to their board. what changes now, like which locations open up, which dice we get and what happens to our mood tracks?", A),
            ("Final count. I've got 5 willpower, 3 motivation, 2 memory tokens I never used and 3 memory tokens I flipped during the game. My friend adds all 13 up for the leftovers. How many VEP do my leftovers really give me?", A),
            ("solo game, round 4. rob rolled his three ten-sided dice and got 3, 6 and 9, but he's only got 2 interest tokens left in his supply. where do they go?", A),
            ("Solo: Rob's personal fulfillment counter is already on the final space, and this year his die goes into my building where he has 2 interest tokens. What does he get for them?", A),
            ("playing solo. rob's die is at a stop whose bus stop tile is a willpower icon, not a character. he has an unused mimic token, my board has Competent (5 VEP) and Centered (3 VEP), and he hasn't mimicked either. what does rob do there in step A?", A),
            ("solo again. the bus stop where rob's die sits shows the green neutral kid and rob has never met green before. where does that token go on his friendship track?", A),
            ("two player game. the third tile in the middle row has the orange neutral kid on it. i meet the tile's requirement and orange is on level 2 of my friendship track. can i mimic it with my trait bonus?", A),
            ("My pink counter is on its passive space, so I can pay any type of motivation for memories. At a turquoise/pink location I paid with 2 orange tokens I'd just bounced into. Which of my counters moves 2 left now?", A),
            ("game's over and i only got 2 trait tiles onto my own board, though i mimicked 2 more on other boards. i meet the requirements of all 4 of my goal tiles. how many of them can i score?", A),
            ("ugh. three rounds ago my cousin played Extroverted, counting the character tokens on level 0 AND level 1 of her friendship track, but she only ever had 2 on level 0. she took the 4 VEP and unlocked a mimic token she's already put on someone's tile. we just caught it. do we pull the tile and the mimic back off, or leave it?", U),
            ("for the whole of round 2, when someone bounced left and chose the frustration token, we put it on the LEFT end, overcome side up, instead of on the right. so a later left bounce on that track gave them +4 VEP instead of costing them. we're in round 3 now, how do we fix the VEP?", U),
            ("we set up wrong: all four of us put our 4 mimic trait tokens straight into our supply instead of on the trait tile spaces, so people were mimicking before they'd played a single trait of their own. it's round 3 now. do those early mimics stay or come off, and what about the VEP?", U),
            ("last round my sister paid 8 willpower for one memory and we gave her 5 VEP, 3 + 2, like two motivation tokens. now we've read that willpower only ever gets you 3. she's already used the card's bonus to play a trait. do we just take 2 VEP off, or undo more?", U),
        ],
        "es": [
            ("Vale, saqué un 2 con el dado de seis y me quiero ir a la 5, que no está pegada a la 2. ¿Cuántas Fichas de Frustración me cuesta y dónde las pongo?", A),
            ("Tío, ya tengo mis cuatro Fichas de Rasgo jugadas en el tablero y me acaba de caer una bonificación de Rasgo. En la mano tengo otra Ficha de Rasgo cuyo requisito cumplo de sobra. ¿Puedo jugar una quinta?", A),
            ("Ahorita el Contador verde está en la última casilla de la izquierda y en ese Registro de Ánimo no hay ninguna Ficha de Frustración. La experiencia me lo vuelve a mover a la izquierda. ¿Qué me toca?", A),
            ("Tengo una Ficha de Frustración sin superar en el extremo derecho del registro rosa, y el Contador rosa está en la última casilla de la izquierda. Si la experiencia lo empuja otra vez a la izquierda, ¿qué pasa?", A),
            ("El nivel de amistad al que acabo de subir me deja mover un Contador 2 pasos a la derecha. Lo quiero usar en el naranja, pero ya está en la última casilla de la derecha y el icono está libre. ¿Cómo se resuelve?", A),
            ("Che, tengo 4 de Fuerza de Voluntad y una Ficha de Frustración sin superar en el rosa. Estamos en plena fase del bus y vos me decís que tengo que esperar a una bonificación de Superación. ¿La puedo superar ahora mismo?", A),
            ("tengo 4 fichas de motivacion turquesa y la ubicacion pide turquesa. las gasto todas de golpe en el recuerdo, cuantos VEP me llevo?", A),
            ("La ubicación pide turquesa o rosa y tengo una Ficha de Motivación de cada. Mi primo dice que las puedo pagar juntas para sacar 3 + 2 VEP. ¿Es así?", A),
            ("Ya tengo una Presencia en la Pizzería y este año mi dado vuelve a caer ahí, con una Ficha de Motivación de sobra. Vosotros decís que sí, pero ¿de verdad puedo poner una segunda Presencia en el mismo edificio?", A),
            ("Conozco a un personaje neutral nuevo gracias a la Parada de Autobús; todavía no está en mi Registro de Amistad. ¿Dónde pongo su ficha y qué gano?", A),
            ("Acabo de jugar mi primera Ficha de Rasgo en el primer hueco de la izquierda de mi tablero. ¿Qué pasa con la ficha de Rasgo Mimético que estaba puesta en ese hueco?", A),
            ("Disculpe, se terminó el año pero todavía nos quedan dados al lado del tablero. ¿Qué hacemos ahora con las Paradas de Autobús, el bus y las Cartas de Recuerdo?", A),
            ("Acabamos la ronda 1, ya nadie tiene dados al lado del tablero y tengo tres Contadores esperando en el centro de mi tablero. ¿Cuál saco ahora y en qué casilla va?", A),
            ("Al final de la partida me quedan dos Fichas de Frustración sin superar en el extremo derecho de dos registros, no me dio tiempo a juntar Fuerza de Voluntad. ¿Cuánto me quitan?", A),
            ("Tengo una Ficha de Recuerdo de las que mandan el Contador al centro y mi Contador verde está en la penúltima casilla de la derecha. ¿Qué hace exactamente si la volteo?", A),
            ("Tengo una Ficha de Objetivo de tipo D que pide Fichas de Recuerdo y ya volteé dos durante la partida. ¿Me cuentan las volteadas o solo las que siguen sin usar?", A),
            ("Juego en solitario por primera vez y estoy montando el tablero de Rob. ¿Rob lleva Contadores de Estado de Ánimo y Fichas de Frustración como yo, o cómo se le prepara?", A),
            ("Solitario: el dado de Rob cae donde él tenía 1 Ficha de Interés. La siguiente casilla de su Registro de Realización da Fuerza de Voluntad y no VEP. ¿Qué hace con su contador?", A),
            ("En solitario, el dado de Rob está en una ubicación que pide turquesa o rosa. Tiene 2 turquesas y 1 rosa. En el paso B, ¿qué hace Rob exactamente?", A),
            ("Jugando contra Rob, los dos tenemos dado en la misma ubicación y el bus para ahí. ¿Quién resuelve primero los pasos, él o yo?", A),
            ("Solitario: Rob cobró los VEP del Recuerdo de mi ubicación y yo también lo pagué con mis fichas. ¿La carta se queda para el año que viene o qué?", A),
            ("Ustedes que ya jugaron: somos dos y vamos a jugar la variante. ¿Qué se pone entre nosotros al preparar y para qué sirve?", A),
            ("Elegí la ubicación donde tenía 3 de mis Fichas de Interés esperando desde hace dos años. ¿Qué hago con ellas y con mi Registro de Realización?", A),
            ("Año 5: tiré mis dos dados de ocho caras, un 2 y un 4. Moví el 4 a la ubicación 6 pagando una Ficha de Frustración. ¿Y ahora qué hago con el dado del 2?", A),
            ("En solitario Rob ya tiene una ficha de personaje en el nivel 0 tapando el VEP y ahora le toca conocer a otro personaje por la parada. ¿Dónde va esa segunda ficha?", A),
            ("En la parada tengo mi dado y también está la Presencia de la jugadora amarilla. La bonificación de la parada no me sirve de nada. ¿Puedo agarrar la amistad con su personaje en vez de eso?", A),
            ("Oye, hace dos rondas mi hermana jugó el Rasgo Strong-Willed contando sus Fichas de Motivación como si fueran de Fuerza de Voluntad: tenía 3 de cada. Ya cobró los 3 VEP y desbloqueó su Rasgo Mimético, aunque no lo ha usado. ¿Le quitamos la ficha o lo dejamos así?", U),
            ("La hoja en español trae los nombres de las fichas pero no los de los Rasgos. Para apuntarlos bien, ¿cómo se llaman oficialmente en español Extroverted, Strong-Willed y Sentimental?", U),
            ("Tío, durante la ronda 2, cada vez que pagábamos dos Fichas de Motivación por un Recuerdo movíamos el Contador 2 pasos por ficha, o sea 4 a la izquierda, y alguno rebotó y perdió VEP por eso. Ya vamos por la ronda 3. ¿Cómo lo arreglamos?", U),
            ("Ya apuntamos la puntuación final y ganó mi cuñado por un VEP. Ahora vemos que en los Elementos Sobrantes contó también sus Fichas de Recuerdo ya volteadas. Está todo recogido, ¿se cambia el ganador o se queda así?", U),
        ],
    },
    "loop": {
        "en": [
            ("three of us setting up basic mode, cards all over the table and the box lid upside down. how many sets of MATERIAL are we supposed to pull out of the game before we shuffle the rest?", A),
            ("Just two of us tonight. My friend goes first because she bought a new phone last week, and she's already got her FAVOUR. I'm sitting second: how many red FAVOUR do I start with?", A),
            ("i ACCEPTed a pile of favours last round (a SHARE, an ACQUIRE and a BARTER) so i'm holding 6 now. its the start of my turn. do i still draw my 1 FAVOUR?", A),
            ("Basic mode, I'm down at 0 HAPPINESS and honestly WORK is the only thing that makes sense. What actually happens if I WORK?", A),
            ("that ACTIVITY wants two GLASS. i've only got one GLASS but it's at QUALITY 3. can i just knock 2 QUALITY off that one card?", A),
            ("Sam played SHARE on my last FOOD, which is at QUALITY 1. If I ACCEPT, what happens to my FOOD and what do I get out of it?", A),
            ("I'm already holding 3 ACTIVITY in my AREA and I just finished a 4th one in this CONSUME. What do I do with them?", A),
            ("mia played me a RESELL, she wants 3 COIN for her old METAL and i really dont want it. i don't have a RESELL in my hand and i'm at 0 REPUTATION. can i say no to it?", A),
            ("I'm already on 2 REPUTATION, both icons covered. Jo SHAREs my PLASTIC and I ACCEPT. Does my REPUTATION go up to 4?", A),
            ("it's my BUY turn, i'm out of COIN but i've got 1 REPUTATION. can i spend just the REPUTATION and get a QUALITY 1 MATERIAL for nothing?", A),
            ("Tom promised me 2 COIN next turn if I ACCEPTed his ACQUIRE. I did, and now he's laughing and won't pay. Can we make him?", A),
            ("jo just hit HAPPINESS 12 in the middle of the round. she says the game's over right now and she wins. is it?", A),
            ("I BUY two MATERIAL, and when I refill the empty slots at my turn end the MATERIAL deck runs out and DEPLETION shows. A couple of MATERIAL are still face up in the BUY AREA. Does anything happen to me?", A),
            ("Basic mode just ended because the MATERIAL ran out. Ana and I are both sitting on HAPPINESS 11 and she says whoever has more COIN wins. Who actually wins?", A),
            ("i SHAREd two MATERIAL from two different players for one ACTIVITY. the first one ACCEPTed, the second REJECTed, so i can't finish it. does the first guy still lose a QUALITY?", A),
            ("I BARTER my QUALITY 4 METAL for Lea's QUALITY 2 FOOD because I need FOOD right now. Do I get anything back for the 2 QUALITY difference?", A),
            ("competitive mode. this turn i went from HAPPINESS 4 to 10 in one go. how many EVENT do i draw and when do they go off?", A),
            ("I flipped my face-down EVENTs after my turn and two of them are CONTINUOUS. Which one is in force, and from when?", A),
            ("im broke and need COIN. what do i actually get when i APPLY for a CREDIT CARD, and how do i pay it back?", A),
            ("Competitive game is over. I've got 5 MATERIAL in my LANDFILL and one CREDIT CARD with only 3 COIN on it. How much HAPPINESS do I lose?", A),
            ("i'm the Tycoon, i have 5 COIN and 2 CREDIT CARDs. if i WORK this turn what happens exactly?", A),
            ("The Officer just played me a FAVOUR, her first one this turn, and she says it can't be REJECTed. I'm the Lawyer. Can I still get rid of it?", A),
            ("Landfill Tax is the active EVENT. P1 SHAREs my GLASS at QUALITY 1 and I ACCEPT. What happens to me?", A),
            ("setting up solo and i randomly drew the Banker as one of my 2 CAREER. can i play him?", A),
            ("Treat Yo Self is active. I'm at 0 HAPPINESS and WORK is my only option, so I APPLY for a CREDIT CARD and get the +1 HAPPINESS. Now that I have HAPPINESS again, can I just WORK?", A),
            ("My CONSUME turn and I'm sitting on 2 REPUTATION. Can I swap them for HAPPINESS now, and could I have done it last turn when I was BUYing?", A),
            ("so we misread the rules and thought you could only hold 3 MATERIAL in your AREA, like ACTIVITY. for three rounds anybody with a 4th had to dump one in their LANDFILL. now we see MATERIAL are unlimited. those LANDFILL cards count for the penalty and the tie-break later, do we give them back or just leave it?", U),
            ("last two rounds whenever someone RECYCLEd out of my LANDFILL they paid the COIN to me instead of to the WORK AREA. i've made like 5 COIN off it and already spent some. do i have to hand them back now?", U),
            ("We had the Homemaker taking 1 REPUTATION every turn, even on turns when she was holding 2 or 3 MATERIAL. She's used some of it to REJECT FAVOURs already. How do we sort that out?", U),
            ("Social Responsibility came up and we let each player draw a FAVOUR from someone with LOWER HAPPINESS instead of higher. Two turns have gone by and the cards got played. What do we do now?", U),
        ],
        "es": [
            ("Che, quiero hacer RECYCLE de un UTILITY que el Nico tiró a su LANDFILL. ¿Puedo? ¿Y a quién le pago la plata, a él?", A),
            ("Tengo guardadas en mi AREA dos ACTIVITY que se llaman igual, de pura casualidad. ¿Eso me sirve para algún GOAL?", A),
            ("Me salió el GOAL CURIOSITY en el reparto. Tengo tres ACTIVITY en mi AREA y una es DANCE. ¿Qué tienen que tener para cumplirlo?", A),
            ("Vamos a jugar competitivo por primera vez y nadie sabe cómo se reparten las CAREER. ¿Cómo es, y me puedo quedar de INTERN si no me gustan?", A),
            ("En cooperativo le juego un ACQUIRE a mi compañera. Ella no quiere darme su MATERIAL: ¿lo puede rechazar pagando una REPUTATION?", A),
            ("En cooperativo ya jugué mis cinco FAVOUR y los tengo a la izquierda de mi AREA. ¿Cuándo los recupero?", A),
            ("Disculpe, en solitario quiero sacar un UTILITY del LANDFILL central con el RENEW y quedármelo a QUALITY 2. ¿Se puede y cuánto pago?", A),
            ("Soy el Politician: jugué un FAVOUR boca abajo diciendo que era SHARE, pero era RESELL, y me cantaron el farol. ¿Qué pasa con la carta?", A),
            ("Vale, soy el Scavenger. ¿Puedo sacar con mi habilidad un UTILITY de QUALITY 1 del LANDFILL de otro jugador?", A),
            ("Está Micro-Plastic activo. Tengo dos FOOD y quiero hacer una ACTIVITY que pide FOOD y otra que pide PLASTIC. ¿Cuál puedo hacer?", A),
            ("Juego solo esta noche y estoy armando el mazo de EVENT. ¿Dejo Hypebeast o lo saco?", A),
            ("Salió Insurance después del turno del Pablo. Tengo 3 COIN. ¿Qué opciones tengo?", A),
            ("Con Combustion Energy, el Pablo y yo empatamos con la HAPPINESS más baja de la mesa. ¿A quién le toca devolver cosas del LANDFILL?", A),
            ("Competitivo: estoy a 0 de HAPPINESS y no tengo COIN para comprar ni MATERIAL para consumir, así que solo me quedaría WORK. Mi amigo dice que pase el turno. ¿Qué tengo que hacer?", A),
            ("En cooperativo vamos los cuatro bastante bien y la Caro ya está en 10. ¿Cuándo ganamos? ¿Basta con que uno llegue a 12?", A),
            ("En solitario, con el ACQUIRE azul me quiero llevar un METAL del BUY AREA que muestra 3 puntos. ¿Cuánto pago y a quién?", A),
            ("Soy el Craftsman y me falta un FOOD para una ACTIVITY. ¿Puedo convertir con Forge mi METAL en FOOD este turno?", A),
            ("con red gown activo mi mejor MATERIAL es un GLASS de QUALITY 3, y quiero un FOOD baratito a QUALITY 1. se puede?", A),
            ("Está Economic Slowdown. Mi idea era comprar tres MATERIAL este turno. ¿Cuántos puedo comprar, y qué me pasa si mejor hago WORK?", A),
            ("Soy el Scientist y en mi propio LANDFILL hay un UTILITY. En mi turno de BUY, ¿lo puedo volver a comprar?", A),
            ("En cooperativo, al final de la ronda se quema el último MATERIAL del mazo y aparece la DEPLETION. ¿Alguien pierde HAPPINESS?", A),
            ("Soy el Chef y solo me quedan 2 COIN. Compro un FOOD pagando las dos. ¿Con qué QUALITY me queda?", A),
            ("Vosotros que lo conocéis: vamos a jugar cooperativo. ¿Qué EVENT tenemos que sacar del mazo antes de empezar?", A),
            ("Soy INTERN y tengo 2 de REPUTATION guardadas. Si hago WORK y gasto las dos, ¿cuántas COIN me llevo?", A),
            ("Tengo 5 FAVOUR en la mano y el Leo me juega otro. Si hago ACCEPT, ¿me lo quedo igual y qué pasa al principio de mi turno?", A),
            ("Con The 2nd Semi Mid-Season Sales activo compro un GLASS a QUALITY 1 y un FOOD a QUALITY 2. ¿Cuántas COIN pago en total?", A),
            ("Che, con Repurchase el que lo sacó le dio la COIN a la WORK AREA y no al jugador al que le quitó el MATERIAL del LANDFILL. Ya pasaron dos turnos. ¿Se la devolvemos ahora al jugador?", U),
            ("Con Collector activo, mi primo, que tiene los 5 tipos de MATERIAL, ganó 1 HAPPINESS en el turno de cada jugador y no solo en el suyo, durante una ronda entera. ¿Cuánta le quitamos y qué hacemos con el EVENT que robó al cambiar de zona?", U),
            ("Salió Planned Obsolescence y solo el que la activó le quitó QUALITY a un MATERIAL suyo; los demás no hicimos nada. Ya jugaron dos personas más. ¿Lo hacemos ahora los que faltábamos o se deja?", U),
            ("Disculpe, con Combustion Energy el jugador con menos HAPPINESS devolvió al mazo también los UTILITY de su LANDFILL y barajamos. Después ya se compraron MATERIAL. ¿Cómo lo corregimos?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Setting up. Everyone's got their 2 Careers and now the Values cards are coming round. How many Values go in my hand and how many face down, and can I peek at the face-down ones?", A),
            ("I've got 2 time left and 3 money. Can I do the upper Community action and Donate in the same turn, or is it one spot per category?", A),
            ("first turns, no career card on my board yet, just the basic part-time job spot in Career. i've got 4 meeples i dont know what to do with. what does that spot actually give me?", A),
            ("I'm not Grown Up yet, both my markers are way back. I put a meeple on Interview anyway because my Career is bad. What happens when I activate it?", A),
            ("i've got only 5 meeples left to place but 2 energy tokens in front of me. can i stick the energy on action spots as if they were meeples?", A),
            ("It's step 2 and I just realised I never put anything on Meditate. Can I drop an energy on it now, before I start activating?", A),
            ("My very first turn. I've got the Career card I kept at setup in my hand and I want to play it first, so its action spot is there for my meeples. My dad says no. Who's right?", A),
            ("the left-most card in the market is the one i want. do i get anything for taking it, and what would the right-most one have cost me?", A),
            ("I just played a new Wellness card over my Wellness slot in step 3 and I've still got an energy lying around. Can I use its action this turn?", A),
            ("theres a Leisure card in the market i want and i've got the energy to play it. can i draft it and then play it from my hand in the same turn, or does it have to wait?", A),
            ("I'm playing a new Community card, but Mall Walkers is already on my Community slot and I've used it for ages. What happens to Mall Walkers?", A),
            ("My Happiness jumped past two Life Event spaces this turn. How many Life Events do I take and when do I resolve them?", A),
            ("my impact marker just went past the grown up space but my happiness marker is nowhere near the one on its track. am i grown up?", A),
            ("Got Promoted last turn. My old Career's first action was really good, can I still use that one as well as the new one?", A),
            ("This card shows a Family icon in its green bar. I don't have a single Family icon yet but I've got the energy to pay. Can I play it?", A),
            ("I put 3 time on Wellness this turn. I've got Marathon in my hand. Can I play Marathon now?", A),
            ("I'm the Actor. Promotion needs two Fame icons in the purple bar and I've only got one Fame icon on an Experience in my stack. Am I stuck?", A),
            ("I'm Married to my current Partner and I just drew a way cooler Partner from Date. If I play the new one, do I stay Married?", A),
            ("kai's markers crossed on his turn. he's the 2nd player of 4. does the game stop right now or when?", A),
            ("End scoring: I've got 4 Family icons across my board and my Experience stack. How much happy is that?", A),
            ("Final scoring, and my Impact marker just went past the very end of the Impact track, there's nowhere left to go. What now?", A),
            ("Solo. I already took my free card from the market this round and want a second and a third one. What will they cost me?", A),
            ("Solo: one of my cards lets me take an extra card from the market. Do I pay for it, and does it make the next card I buy cost more?", A),
            ("solo game, my happiness marker just went past one of the Life Event spaces on the track. in a normal game i'd grab a card. do i draw one here?", A),
            ("Solo, I'm on my eighth round. When exactly does the game end, and what do I need to win?", A),
            ("Scoring time. I picked up 2 Unhappiness tokens and 1 Negative Impact token from a couple of bad Experiences. What do they do to my score?", A),
            ("we just figured out you can use both spots in a category in the same turn. for the first 4 rounds we played it as one spot per category per turn, so nobody ever did Donate and the 2-time Impact action together. should anyone get something back, or do we just play it right from now on?", U),
            ("For a few rounds, when someone used an energy token as a time meeple, we gave the energy back to them at reset like the meeples instead of putting it in the general supply. A couple of us have a pile of energy now. How do we fix that?", U),
            ("whoops, my brother's been taking 1 money per meeple on the part-time job spot, so 4 time got him 4 money, three turns in a row. how do we undo that now that he's spent most of it?", U),
            ("ok so Lena has been Meditating by putting a time meeple on the spot instead of paying an energy, like 3 times, and swapped a Value each time. we caught it now. do her Value swaps stand?", U),
        ],
        "es": [
            ("Somos cuatro, ya repartimos tableros y cartas y nadie sabe quién empieza. Mi abuela dice que el más joven. ¿Quién juega primero?", A),
            ("tengo 3 de dinero de sobra este turno y no se en que gastarlo. que me da Donate y cuanto cuesta exactamente", A),
            ("Ya soy Grown Up y mi Partner me encanta, quiero formalizar. Si pongo un meeple en Date, ¿qué pasa y qué tengo que pagar?", A),
            ("Tengo una energía de sobra y el Value de mi mano no me convence nada. Quiero usar Meditate. ¿Qué opciones me da?", A),
            ("Cogí del mercado una carta que no tiene la barra verde por ningún lado, la miré dos veces. ¿Cuánto cuesta jugarla?", A),
            ("Ya tengo Mall Walkers en mi casilla de Community desde el turno pasado. ¿Qué hago con ella en mi turno?", A),
            ("Acabo de jugar Overseas Vacation, qué lujo. ¿Qué gano y dónde pongo la carta después?", A),
            ("Vale, quiero jugar Family Time en mi casilla de Leisure. ¿Qué me hace falta para poder bajarla?", A),
            ("Me casé con un Partner cuyo corazón encaja con el hueco del Value que tengo en la mano. ¿Cuánto vale eso al final?", A),
            ("Terminamos y el Pablo y yo tenemos la misma suma de Happiness e Impact, 41 cada uno. Él dice que gana porque le sobra más dinero. ¿Quién gana?", A),
            ("Voy a jugar en solitario esta tarde, nunca lo probé. ¿Qué cambia en la preparación respecto a la partida normal?", A),
            ("En solitario pongo una energía en Meditate, pero como no hay Values no entiendo para qué. ¿Qué hace ahí?", A),
            ("Solitario terminado y mis marcadores se cruzaron. ¿Cuento los puntos de los corazones y de los sets de iconos de vida como en la partida normal?", A),
            ("Empiezo un solitario y tengo el mazo de Achievement en la mano. ¿Qué hago con esas cartas?", A),
            ("Tengo ya cuatro Traits y dos Resources al lado del tablero y la mesa se queda chica. ¿Hay un máximo?", A),
            ("Tengo una carta de Leisure en mi casilla y ahora quiero jugar otra carta de Leisure. ¿Puedo tener las dos?", A),
            ("Se acabó mi turno y mi tablero es un desastre de meeples y fichas. ¿Qué hago con los meeples, las fichas gastadas y el mercado?", A),
            ("Che, me sobran meeples y la casilla de Leisure de arriba me encanta. ¿Puedo usar dos veces la misma casilla de acción en un turno?", A),
            ("Mi amigo me pregunta todo el rato qué Values tengo, para saber qué cartas coger. ¿Le tengo que enseñar la carta que tengo en la mano?", A),
            ("Ya me ascendieron en mi Career con la Interview del turno pasado. ¿Qué acciones de la carta puedo usar ahora?", A),
            ("Cuenta final: tengo tres iconos de Family y tres de Social entre el tablero y la pila de Experiencias. ¿Cuánta Happiness me dan?", A),
            ("Quiero cambiar de Career: tengo una nueva en la mano mucho mejor que la mía. ¿Qué pasa con la vieja si juego la nueva?", A),
            ("Quiero jugar una carta con el icono de Grown Up en la barra verde, pero todavía no pasé ninguna casilla de Grown Up. ¿Puedo?", A),
            ("Disculpe, en la cuenta final, ¿en qué orden se hacen las cosas: fichas negativas, sets, corazón y Values?", A),
            ("En solitario quedaron dos cartas en el mercado al terminar la ronda porque solo compré una. ¿Siguen ahí para la ronda siguiente?", A),
            ("Quiero ascender con la Interview, pero la barra morada de mi Career pide un icono de Education que no tengo. ¿Puedo igual?", A),
            ("Che, cuando hacíamos Date poníamos el Partner directamente al lado del tablero en vez de en la mano, sin pagar su coste. Ya van dos rondas así. ¿Qué hacemos con esos Partners?", U),
            ("Al final le sumamos los 4 de Impact del corazón completo a mi tía, que tenía un Partner que encajaba con su Value pero nunca se casó. Ya dijimos quién ganó. ¿Se recuenta o se queda?", U),
            ("Vale, durante tres turnos usé Mall Walkers y solo movía el Impact, se me olvidaba coger la energía. ¿Puedo coger ahora las tres energías que no cogí?", U),
            ("Disculpe, cuando jugué Overseas Vacation moví tres casillas el marcador de Impact en vez del de Happiness, y los marcadores no pueden ir hacia atrás. ¿Cómo se arregla?", U),
        ],
    },
    "cv": {
        "en": [
            ("Three of us setting up, the track's out and everyone's looking at their secret life goal. How many public life goals do we flip up on the board?", A),
            ("it's just me and my sister tonight. the rules say 3 childhood cards each for 4 players, but what do we do with the childhood cards with only 2 of us?", A),
            ("We've all done the childhood draft and I ended up with the bicycle card in my three. Who actually starts the game, and does that change each round?", A),
            ("first roll of my turn gave me a bad luck symbol and two money. can i throw the bad luck die again with my rerolls?", A),
            ("my first roll is meh, two health and two knowledge and i need money. how many times can i reroll, and do i have to reroll every die or just the ones i pick?", A),
            ("I'm already rolling 7 dice thanks to my cards and I just bought another card that gives a die. Do I roll 8 next turn?", A),
            ("the track has three cards i'd love and my roll is amazing, i've got teh symbols for all of them. can i grab all three this turn?", A),
            ("I played an event card from my hand to help pay for a Possession, and one of its symbols wasn't needed. Do I keep that symbol as a token?", A),
            ("Got 3 good luck between my dice and tokens. The card I want has a special condition that I already have a Work card, and I don't have one. Can the good luck get it for me anyway?", A),
            ("rough roll: after both rerolls i've got 6 bad luck symbols between my dice and my tokens. my friend says i lose everything lol. what actually happens?", A),
            ("I just bought a Health card and it's worse than the one I've got active. Do I have to put it on top of my Health pile, or can I tuck it underneath?", A),
            ("I bought a new Work card but my current Work card is better. Can I slide the new one under it so the old one stays active?", A),
            ("i bought an event card off the track this turn with my leftover dice. where does it go, and does it count as one of the cards in my piles?", A),
            ("My active Work card has a red slash cost and this turn I don't have the symbols to pay it. What happens?", A),
            ("I used my two money dice to buy a card this turn. Can I use the same money to pay the red slash on my Work card in Add to CV?", A),
            ("I just took a card whose title is in two colours, Health and Relationship, with both icons on it. Which pile does it go in, and when do I decide?", A),
            ("The player to the right of the bicycle player just finished his turn, so thats the round done. What do we do with the track now?", A),
            ("this turn my active Relationship card got covered by a new one i bought. when i update my tokens in cleanup, do i keep the old card's tokens too?", A),
            ("The early adulthood deck just ran out during a refill. I've got 3 cards in my piles and Felix has 6. Do I get anything?", A),
            ("we're 3. after refilling at the end of the round, the old age deck has 2 cards left. what now?", A),
            ("Scoring. I've got 4 Health cards, 3 Relationship and 5 Knowledge. How many points is that?", A),
            ("Ana and I both meet the public life goal about possessions, we've both got 5. Who gets the points?", A),
            ("We're tied on points at the end, 58 each. I've got 13 cards in my piles and Ana has 15. Wich of us wins?", A),
            ("Marriage gives me a 5th die. I kept my 2 money and the frozen bad luck, rerolled the other two and got a relationship and a second bad luck. I still need one more money for the Used car. If I reroll the relationship die and it comes up bad luck, what happens to me?", A),
            ("I've got 4 Possession cards stacked up, only the top one is active. At the end, do I score just the top one or all of them?", A),
            ("Setting up the board for the first time, decks sorted by their backs. How many cards go face up on the track at the start, and from which deck?", A),
            ("for our first few rounds we played that once you set your dice next to a card on the track, you have to buy it. my friend got stuck with a Work card with a nasty red slash because of that. now we read it's just to help you think. does she get to undo it?", U),
            ("For three rounds we played that a reroll means rerolling every die that isn't frozen, so you could never keep the ones you liked. Nobody bought much and one of us lost two cards to misfortune. Do we do anything about it now?", U),
            ("ok so Tom's been rolling 8 dice for two rounds because he bought another die card when he was already on 7. do we take anything off him?", U),
            ("Sara lost her active Work card to misfortune two turns ago but nobody updated her tokens, so she kept its money token and bought a card with it last turn. Fix?", U),
        ],
        "es": [
            ("Somos cuatro y ya repartimos 3 cartas de infancia a cada uno, todavía boca abajo. ¿Cómo se hace el draft?", A),
            ("Somos cuatro y es la primera vez. Antes de empezar, ¿cuántas cartas de infancia tiene cada uno al final del draft, y se usan todas las de la caja?", A),
            ("Tengo una carta de evento en la mano desde hace dos rondas. ¿La puedo jugar en cualquier momento o solo en mi turno de compra?", A),
            ("Tengo tres cartas de Conocimiento apiladas, una encima de otra, y se ven los títulos de las de abajo. ¿Cuál de las tres me da su efecto?", A),
            ("mientras pienso q comprar, puedo dejar los dados al lado de las cartas del track q me interesan? asi no me lio", A),
            ("Se acabó el mazo de adultez temprana justo en la limpieza y quedan huecos. ¿De dónde salen ahora las cartas para rellenar el track?", A),
            ("Se acabó un mazo al terminar el turno de la Caro, y tanto yo como el Eric tenemos derecho a asistencia social. ¿En qué orden agarramos la carta?", A),
            ("Me toca asistencia social y la carta que quiero pide tener una carta de Trabajo como condición especial; no tengo ninguna. ¿La puedo coger igual?", A),
            ("Somos dos nada más, mi novia y yo. ¿Cuándo se descarta la carta de la izquierda del track, al final de la ronda o cuándo?", A),
            ("Tengo una Posesión con raya roja activa, un coche que gasta lo suyo. ¿Cada cuánto hay que pagar ese coste?", A),
            ("Mi carta de Salud activa me da un símbolo de buena suerte y ayer tenía dos fichas. ¿Las fichas se van sumando turno a turno?", A),
            ("Al final tengo cuatro Posesiones apiladas y solo la de arriba está activa. ¿Cómo se cuentan los puntos de las cartas de Posesión?", A),
            ("Llegamos al final de la partida y nadie se acuerda. ¿Cuándo se revela mi objetivo vital secreto y qué me da?", A),
            ("Disculpe, en el ejemplo de puntuación del reglamento, Felix suma 63. ¿De dónde sale cada parte?", A),
            ("Saqué tres símbolos de buena suerte entre dados y fichas. ¿Puedo llevarme cualquier carta del track gratis, aunque sea de las caras?", A),
            ("Ahorita me toca una desgracia por tres de mala suerte. ¿Quién elige qué carta pierdo y de dónde sale?", A),
            ("Tengo dos dados con mala suerte y una ficha de mala suerte de una carta activa. ¿Eso cuenta como desgracia?", A),
            ("Tengo Marriage activa y tiro 5 dados. Si cubro Marriage con otra carta de Relación, ¿qué pasa con el quinto dado?", A),
            ("Me llevé una carta con título de dos colores, Conocimiento y Salud. Ya la puse como Conocimiento sin pensar. ¿Podía haber elegido la otra?", A),
            ("Hoy tiré de lujo y tengo símbolos de sobra. Quiero comprar tres cartas este turno. ¿Se puede?", A),
            ("Ya usé tres cartas de evento en la partida y estamos empatados. ¿Cuentan como cartas de mi currículum para el desempate?", A),
            ("Somos dos, mi novio y yo, y estamos preparando. ¿Cuántos objetivos vitales públicos se ponen en el tablero?", A),
            ("Terminé mi turno, compré dos cartas y hay dos huecos en el track. ¿Cómo se rellenan?", A),
            ("Somos cuatro y en la limpieza del final de ronda el mazo de vejez queda con 3 cartas. ¿Se juega otra ronda?", A),
            ("Empate a puntos con el Julius, 60 cada uno. Yo tengo 14 cartas en mis pilas y él 12. ¿Quién gana?", A),
            ("En el ejemplo de la asistencia social, Eric tiene 3 cartas y Felix 6. ¿Por qué le toca a Eric si Felix tiene justo el doble y no más?", A),
            ("Che, pensamos que el jugador inicial rotaba, así que cada ronda empezaba el siguiente a la izquierda, aunque la bici la tenía mi hermano. Ya vamos por la edad media. ¿Cómo seguimos?", U),
            ("Vale, mi primo puso una carta de Salud debajo de su pila pero siguió usando su efecto y sus fichas como si estuviera arriba, unas tres rondas. ¿Qué le quitamos?", U),
            ("Somos tres y seguimos jugando hasta vaciar del todo el mazo de vejez, en vez de parar cuando quedaban menos cartas que jugadores. Ya contamos los puntos. ¿Vale el resultado?", U),
            ("Disculpe, jugando a dos preparamos la infancia con la bici y 8 cartas, como si fuéramos tres, así que salieron cartas que no tocaban. Ya vamos por la segunda ronda. ¿Hay que corregir algo?", U),
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
