"""Write the blind165 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind165/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 16501-16504), so the
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
SEEDS = {"coming-of-age": 16501, "loop": 16502, "adulthood": 16503, "cv": 16504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ana says we start with all five mood counters on our tracks, ben says only turquoise and green go on and the other three wait in the middle of the board. who's right?", A),
            ("my brother thinks the VEP counter starts on 0, i say it starts on 5. settle it", A),
            ("we're arguing about year 1: mia says everyone rolls two dice, leo says it's just the four-sided die so round 1 is one single year. who's right?", A),
            ("round 1, only 1-4 are open. tom says 1 and 4 aren't adjacent, jess says the open ends count as next to each other so going from 4 to 1 costs one frustration token. who's right?", A),
            ("sam reckons moving my die to a non-adjacent location means 2 frustration tokens on the same track, i say one each on two different tracks. whos right", A),
            ("rolled three d8s: two 7s and a 2, and i'm going to the 2. kate says i leave only one interest token at 7 because it's one location, i say two. who's right?", A),
            ("jay says the rightmost space of a mood track gives its bonus the moment you land on it like any other space, i say it's passive and only works while the counter stays there. who's right?", A),
            ("right bounce, but there's an unresolved frustration token sitting on that motivation icon. ana says i still take the motivation token, ben says i get nothing. settle it pls", A),
            ("my counter is on the far left and the overcome frustration token is on that end. now i have to move it left again. my sister says -2 VEP, i say +4. who wins this one?", A),
            ("phase 2 argument: leo says you can flip as many memory tokens as you like, max says only one. who's right?", A),
            ("just drew a 5th trait tile. jo says i have to throw away the one i just drew and it goes on top of the pile, i say i pick any of the five and it goes to the bottom. who's right?", A),
            ("i've got yellow's character at level 2 on my friendship track and want to mimic her 3rd trait tile, i meet its requirement. she says no way, i say the requirement is all that matters. who's right?", A),
            ("ana says the bus stops at every open location, ben says it only stops where someone has a die or a presence. who's right?", A),
            ("I have my die AND a presence at the pizzeria. my friend says that gets me the bus stop bonus and a friendship bonus, i say just one of the two. who's right", A),
            ("spent 3 motivation tokens on one memory. tim says that's 9 VEP, 3 each, i say 6. which one", A),
            ("this location lets you pay willpower. ana says 4 willpower gets you the memory with the same VEP as a motivation token, ben says only 3 VEP but you still get the other stuff. who's right?", A),
            ("i paid 2 orange motivation tokens for a memory. my cousin says orange goes 4 steps left, 2 per token, and i collect the bonuses on the way. i say 2 steps total and no bonuses. settle it", A),
            ("mia wants a second presence in the arcade where she already has one, leo says no repeats. who's right? and what if she has used all 4 of her tokens already?", A),
            ("final scoring fight: sam says leftover tokens are divided by 2, i say by 3 rounding down. and do the memory tokens i already flipped count? we disagree on that too", A),
            ("tie on VEP. ana says whoever has most character tokens on the friendship track wins, ben says first it's whoever completed the most trait and goal tiles. who's right?", A),
            ("i only played 2 trait tiles but i meet all 4 of my goal tiles at the end. ana says i score all four, ben says just two. who's right?", A),
            ("2p game, the third tile in the neutral row: jo says any friendship with its kid is enough, leo says the kid has to be at level 3 or more on your track. who's right?", A),
            ("solo: rob gets a friendship bonus with a kid he already has on his track. my partner says he moves it up a level like we do, i say he drops it on the first free VEP-only space from the top. who's right?", A),
            ("solo: rob has 2 interest tokens left and 3 dice. tom says he places them starting from the highest die, i say from the lowest. who's right?", A),
            ("solo: my gf says rob loses VEP at the end for the frustration token on his board, i say it's just a reminder for his 4 VEP per extra advance. who's right?", A),
            ("solo final scoring: my brother says rob's face-down trait tiles are worth nothing since he never played them, i say he reveals and scores them all. who's right?", A),
            ("round 1 and my friend moved her die from 4 into location 5 with a frustration token even though 5 still had its roadblock on, and she took the memory there. ana says undo it all and she plays a parent card instead, ben says it's done, play on. who's right?", U),
            ("there are 3 of us and we set out the neutral trait row from the 2-player variant by mistake. two people already mimicked row tiles in round 2. ana says remove the row and take the VEP back, ben says keep it for the rest of the game. who's right?", U),
            ("solo: for two rounds rob kept putting his mimic tokens on the same stubborn tile of mine, two of his tokens on one tile, because it was worth the most. my dad says take the second one off with its VEP, i say leave it. how do we fix it?", U),
            ("solo: rob ended up with both his character tokens as presences in the school because we forgot the 'unless he already has presence there' part. mum says move one back to his supply, i say leave it. who's right?", U),
        ],
        "es": [
            ("Mi novia dice que puedo poner la Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el otro extremo; yo digo que no. ¿Quién tiene razón?", A),
            ("estamos discutiendo si al final cada Ficha de Frustracion sin resolver quita 2 VEP o 3", A),
            ("Che, uno dice que la Fuerza de Voluntad se acaba cuando se terminan las fichas de la caja y otro que es ilimitada. ¿Quién tiene razón?", A),
            ("Disculpe, mi hermano sostiene que un personaje nuevo entra en el nivel 1 del Registro de Amistad; yo digo que en el nivel 0 y que da 1 VEP. ¿Quién está en lo cierto?", A),
            ("Tío, Pablo dice que del nivel 4 al 5 se sube con cualquier Bonificación de Amistad y yo que hace falta la Bonificación de Intimidad. ¿Quién lleva razón?", A),
            ("uno dice que el Contador de Estado de Animo nuevo se pone al final de cada año y otro que al final de cada ronda. y en que orden salen los colores?", A),
            ("en la ronda 3 cuantos dados tenemos? mi primo dice 2 de ocho caras y yo digo 3", A),
            ("Marta dice que al empezar la ronda 3 se abren la 7 y la 8, Luis que la 9 y la 10. ¿Quién tiene razón?", A),
            ("Ella dice que si el Espacio de Experiencia me manda mover un contador que aún no tengo, lo coloco ya; yo digo que ese icono se ignora. ¿Quién tiene razón?", A),
            ("estamos discutiendo si la Ficha de Recuerdo se puede usar en medio del Espacio de Experiencia o solo antes o despues de resolverlo entero", A),
            ("¿La Ficha de Recuerdo que manda el Contador al centro da la bonificación una vez o dos? Mi amigo dice una y yo dos", A),
            ("Juan dice que con Rasgos Miméticos se puede acabar con más de 4 Fichas de Rasgo jugadas en el tablero; yo digo que solo se juegan 4 en toda la partida. ¿Quién tiene razón?", A),
            ("Mi cuñado dice que si después de jugar una Ficha de Rasgo dejo de cumplir el requisito, la pierdo; yo que solo cuenta en el momento de jugarla. ¿Quién acierta?", A),
            ("Che, mi hermana dice que como yo ya imité su Ficha de Rasgo, nadie más puede imitarla. ¿Es así o cualquiera puede?", A),
            ("Si dos conseguimos el mismo Recuerdo, Ana dice que la carta se repone enseguida y yo que se retira del juego. ¿Quién tiene razón?", A),
            ("Mi amiga dice que si no puedo pagar ni Recuerdo ni Presencia simplemente no hago nada; yo que me toca jugar una Carta de Padres. ¿Quién acierta?", A),
            ("mi colega no me deja mirar su monton de descarte de Cartas de Padres, dice que es secreto. yo digo que es publico. quien tiene razon", A),
            ("Vale, a ver si vosotros lo sabéis: en la fase 3, ¿el autobús empieza por la ubicación de más a la izquierda o por la del jugador que tenga más dados? Estamos discutiendo", A),
            ("Empatamos mi hermano y yo en Presencias para mi Objetivo Versátil. Él dice que así no lo cumplo, yo que el empate cuenta como cumplido. ¿Quién tiene razón?", A),
            ("En solitario mi hermana dice que Rob no tira dados y solo pone Fichas de Interés; yo que tira los mismos dados que yo. ¿Quién tiene razón?", A),
            ("En solitario, cuando el autobús para donde está Rob, mi novio dice que resuelvo yo primero y yo que Rob va antes. ¿Quién tiene razón?", A),
            ("Rob se lleva los VEP del Recuerdo: mi pareja dice que luego descarta sus Fichas de Motivación, yo que se las queda. ¿Quién acierta?", A),
            ("Rob ya está en la última casilla de Realización Personal y le tocan dos avances más: uno dice que no gana nada y otro que 4 VEP por avance. ¿Cuál es?", A),
            ("En solitario, ¿qué Fichas de Objetivo me tocan a mí? Mi novio dice que una de cada letra como siempre, yo que cambia", A),
            ("A dos jugadores, Pedro dice que la fila del medio lleva cinco Fichas de Rasgo, una por cada personaje neutral; yo digo que cuatro. ¿Quién tiene razón?", A),
            ("Rebote a la izquierda sin ninguna ficha en ese registro: mi amigo dice que pierdo 2 VEP sí o sí, yo que puedo elegir poner una Ficha de Frustración. ¿Quién acierta?", A),
            ("Disculpe, hace dos años mi cuñado colocó una Presencia pagando con una Ficha de Motivación de un color que esa ubicación no pide (no tenía el pasivo rosa) y ya ha cobrado bonificaciones con ella. Él dice que se queda, yo que se quita. ¿Cómo se arregla?", U),
            ("Tío, vamos por la ronda 3 y vemos que a Lucía le repartimos solo 3 Fichas de Objetivo, le faltaba la D. Ella quiere robar una D ahora y Pablo dice que juegue con tres. ¿Quién tiene razón?", U),
            ("che, toda la ronda 2 sacamos un Contador de Estado de Animo nuevo al final de cada año y no de cada ronda, ya tenemos el azul puesto. uno dice que los quitemos y otro que sigamos asi. como se arregla", U),
            ("Al preparar pusimos los cinco Contadores de Estado de Ánimo en sus registros desde el principio y ya vamos por la ronda 2. Mi primo dice que quitemos los tres de abajo, yo que sigamos. ¿Qué hacemos?", U),
        ],
    },
    "loop": {
        "en": [
            ("2 players: ana says we remove 1 set of MATERIAL, ben says 2 sets. who's right?", A),
            ("ben says whoever won last game goes first, ana says it's whoever most recently spent over $100. who's right?", A),
            ("i've got exactly 5 FAVOUR at teh start of my turn. tom says i still draw one, i say no. settle it", A),
            ("my friend says you can just pass a turn if you don't want to WORK, BUY or CONSUME. i say no. who's right?", A),
            ("the ACTIVITY shows two blue dots. mia says take 2 QUALITY off one MATERIAL, leo says 1 off each of two MATERIAL of that type. who's right?", A),
            ("just completed my 4th ACTIVITY. jo says i keep all four, sam says max 3 and an older one goes. who's right?", A),
            ("ana says you can sit on a GOAL you've met and reveal it a few turns later, ben says you have to reveal it that same turn. whos right?", A),
            ("i'm on 2 REPUTATION and someone plays me a SHARE. my brother says i can't ACCEPT because i'm maxed out, i say i can, i just don't get more. who's right?", A),
            ("tom says you can REJECT any FAVOUR for free, i say you need a matching FAVOUR to discard or you lose a REPUTATION. who's right?", A),
            ("i want to BUY a QUALITY 1 MATERIAL paying 0 COIN and 1 REPUTATION. my gf says that's fine, i'm not sure. who's right?", A),
            ("ana says a promise made while negotiating a FAVOUR is binding, ben says it isn't. who's right?", A),
            ("DEPLETION just got revealed at the end of my turn. ben says the game is over right now, ana says we finish the round and i lose a HAPPINESS. who's right?", A),
            ("basic mode tie on HAPPINESS. ana says fewer MATERIAL in the LANDFILL wins, ben says higher REPUTATION is checked first. who's right?", A),
            ("i played 2 SHAREs for one ACTIVITY, the first got ACCEPTed and the second REJECTed. tom says the first MATERIAL still loses a QUALITY, i say it doesn't. who's right?", A),
            ("competitive: my HAPPINESS jumped from 4 to 10 in one go. jo says that's 1 EVENT, mia says 2. who's right?", A),
            ("two CONTINUOUS EVENTs flip when i end my turn. leo says both apply, i say only the last one. settle it", A),
            ("ana wants to put 3 COIN on her CREDIT CARD this turn to clear it faster. ben says max 2 a turn. who's right?", A),
            ("game over and i still have one CREDIT CARD not paid off. ben says -1 HAPPINESS, ana says -2. who's right?", A),
            ("5 MATERIAL in my LANDFILL at the end of a competitive game. tom says -2 HAPPINESS, jo says -1. which one", A),
            ("co-op: mia says we all need HAPPINESS 12 to win, leo says 11 is enough once the penalties are done. who's right?", A),
            ("co-op: someone plays a FAVOUR and i want to REJECT it by paying a REPUTATION. my partner says there is no REJECT in co-op. who's right?", A),
            ("solo, blue RESELL: sam says the MATERIAL goes to the WORK AREA, i say it goes to the bottom of the MATERIAL deck and i take COIN equal to its QUALITY. who's right?", A),
            ("the tycoon WORKs with 0 COIN. ana says he still gets 3 COIN, ben says 0. who's right?", A),
            ("the officer plays me a FAVOUR as her first one this turn, but i'm the lawyer and want to REJECT it with Objection. she says it can't be rejected. who wins?", A),
            ("chef BUYs a FOOD paying 2 COIN. my bro says it's QUALITY 2, i say QUALITY 4. who's right?", A),
            ("engineer here: my gf says i can Repair her UTILITY. i say no. who's right?", A),
            ("for three turns nobody noticed Everything Is Online was the active EVENT, and two of us without a CREDIT CARD kept BUYing with COIN. ana says undo those buys, ben says just play it right from now. who's right?", U),
            ("Treat Yo Self was the active EVENT for a whole round and nobody took the +1 HAPPINESS when they APPLYed for a CREDIT CARD. my bro says add it now, i say too late. who's right?", U),
            ("Insurance came up last round, two people tossed and lost and we only took 1 COIN off each instead of 2. jo says take the other COIN now, mia says leave it. who's right?", U),
            ("Economic Slowdown was active for 3 turns and we let people CONSUME 2 or 3 ACTIVITY anyway. tom wants to undo the extra ACTIVITY and HAPPINESS, i say keep them. who's right?", U),
        ],
        "es": [
            ("Mi hermana dice que en solitario se usan los FAVOUR rojos como siempre; yo digo que los azules. ¿Quién tiene razón?", A),
            ("En solitario uno dice que se roban 3 GOAL como siempre y otro que 4. ¿Cuántos son?", A),
            ("Che, mi primo dice que el INTERN empieza en HAPPINESS 3 como todos; yo digo que en 4. ¿Quién tiene razón?", A),
            ("Estamos discutiendo: ¿el RECYCLE puede sacar un UTILITY del LANDFILL de otro? Pablo dice que sí", A),
            ("uno dice que se le puede jugar un RESELL a quien no tiene COIN suficientes y paga lo que tenga, otro que no se puede. quien tiene razon", A),
            ("BARTER: cambio mi MATERIAL de QUALITY 3 por uno de QUALITY 1. Mi novia dice que me devuelven la diferencia en COIN, yo que no. ¿Quién acierta?", A),
            ("Disculpe, con el ACQUIRE ¿los COIN van a la WORK AREA o al jugador al que le quito el MATERIAL? Mi marido y yo no nos ponemos de acuerdo", A),
            ("Mi colega dice que los EVENT que robo se resuelven al momento; yo que se quedan boca abajo hasta que termino mi turno. ¿Quién tiene razón?", A),
            ("Un IMMEDIATE EVENT: Lucía dice que solo afecta al que lo saca, yo que a todos empezando por él. ¿Quién acierta?", A),
            ("Ahorita Pedro dice que al pedir una CREDIT CARD te dan 5 COIN; yo digo 4 COIN y un MATERIAL. ¿Quién tiene razón?", A),
            ("En competitivo no me queda HAPPINESS para hacer WORK. Uno dice que cojo 1 COIN y termino el turno, otro que tengo que pedir una CREDIT CARD y hacer BUY o CONSUME. ¿Quién tiene razón?", A),
            ("Cooperativo: mi amiga dice que los FAVOUR jugados vuelven a la mano al final de la ronda, yo que solo cuando hago WORK. ¿Quién acierta?", A),
            ("en cooperativo se roba un FAVOUR al empezar el turno? uno dice que si como en el basico y el otro que no", A),
            ("En cooperativo, si la DEPLETION aparece al quemar el MATERIAL del final de la ronda, mi hermano dice que el último jugador pierde 1 HAPPINESS. Yo digo que nadie. ¿Quién tiene razón?", A),
            ("Solitario, RENEW: mi pareja dice que no puede sacar UTILITY y que se paga lo mismo que la QUALITY; yo digo que no es así. ¿Quién tiene razón?", A),
            ("Solitario, el SHARE azul: mi hermano dice que gasta QUALITY de mi propio MATERIAL; yo que de uno del BUY AREA. ¿Quién acierta?", A),
            ("Vale, el Scientist, ¿puede comprar de su propio LANDFILL? Ana dice que solo del de los demás", A),
            ("La Office Lady: uno dice que en su turno de WORK puede comprar hasta 3 MATERIAL, otro que solo 1. ¿Quién tiene razón?", A),
            ("Con Micro-Plastic activo mi primo dice que puede hacer una ACTIVITY que pide FOOD con su FOOD; yo que no. ¿Quién acierta?", A),
            ("Economic Slowdown: mi amigo dice que solo limita el BUY; yo que también pierdo 1 COIN al hacer WORK. ¿Quién tiene razón?", A),
            ("Landfill Tax: alguien me hace SHARE de mi GLASS de QUALITY 1 y se rompe. ¿Paga la COIN él o yo? estamos discutiendo", A),
            ("Combustion Energy: uno dice que todos devuelven su LANDFILL al mazo, otro que solo el que tiene menos HAPPINESS. ¿Quién tiene razón?", A),
            ("El GOAL HOBBY: mi novio dice que pide 2 ACTIVITY con la misma PROPERTY; yo que con el mismo nombre. ¿Quién acierta?", A),
            ("CURIOSITY: mi primo dice que basta con 5 PROPERTY distintas en mis ACTIVITY; yo que las 3 ACTIVITY tienen que sumar los 5 tipos de MATERIAL. ¿Quién tiene razón?", A),
            ("che, se puede usar el Lawyer en cooperativo? Martin dice que si porque es de nivel 3", A),
            ("El Investor: uno dice que paga 1 COIN, tira una vez y gana 2 si sale el $; otro que tira dos veces. ¿Quién tiene razón?", A),
            ("Salió Hidden Clause y, en vez de mandar a la WORK AREA 1 COIN de cada CREDIT CARD, se la devolvimos a la mano de cada jugador. Ya pasaron dos turnos. Mi hermano dice que se devuelvan ahora, yo que da igual. ¿Cómo se arregla?", U),
            ("Con Status Climb nos liamos: el que perdía la HAPPINESS era el jugador elegido y no el que resolvía el EVENT, y alguien cambió de zona por eso. Ana dice que se deshaga, Pedro que no. ¿Quién tiene razón?", U),
            ("Tío, con BOGOF activo solo cogíamos un MATERIAL gratis por turno aunque compráramos tres, y así dos rondas. Uno dice que hay que dar los que faltan, otro que no. ¿Qué hacemos?", U),
            ("Che, con Landfill Tax activo, cuando alguien me hacía SHARE y se me rompía el MATERIAL, pagaba la COIN el que jugaba el SHARE y no yo. Llevamos así varios turnos. ¿Se corrige o se deja?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("ana says we each start with 8 time, 2 energy and 2 money. ben says 1 energy and 1 money. who's right?", A),
            ("my brother says the youngest player goes first, i say the oldest. who's right?", A),
            ("jo says the basic career spot is 2 time for 1 money, mia says it's 4 time. who's right?", A),
            ("leo says Interview costs 1 money, i say it costs 1 time. who's right, and what does it actually give me?", A),
            ("donate: tom says it's 2 money for one impact, jess says 3 money. who's right?", A),
            ("Meditate: ana says you pay 1 time, ben says 1 energy. who's right?", A),
            ("my gf says energy tokens can't be placed as time meeples, i say they can. who's right?", A),
            ("my friend says only one spot per category per turn, so no Donate together with the 2-time impact spot. i say you can use both. who's right?", A),
            ("forgot to place a meeple in step 1. ana says i can stil add an action in step 3, ben says no. who's right?", A),
            ("first turn: tom says you play your Career card first and then spend your time, i say spend first and play the Career after. who's right?", A),
            ("just played a Wellness card with an action on it. mia says i can use it this turn, i say next turn. who's right?", A),
            ("market: jo says the left-most card costs 1 energy, leo says it's free and you get an energy. who's right?", A),
            ("ana says a card you draft from the market has to wait in your hand till next turn, ben says you can play it the same turn. who's right?", A),
            ("my brother says you have to pass the grown-up space on both tracks to be Grown Up, i say one is enough. who's right?", A),
            ("passed two Life Event spaces in one turn. ana says only one Life Event per turn, ben says two, both resolved at the end of the turn. who's right?", A),
            ("heart argument: ana says just having a Partner that matches one of my Values gives the 4, ben says you have to be Married. who's right?", A),
            ("promotion: my friend says the Career card's own Life icon can't count toward its promotion requirement, i say it can. who's right?", A),
            ("i switched Careers after getting Promoted. tom says i keep the Promoted token, jess says i lose it. who's right?", A),
            ("my markers crossed on my turn. ana says the game ends right now, ben says we finish the round first. who's right?", A),
            ("end scoring: i've got 4 Family icons. my friend says that's 1 happy, i say 2. who's right?", A),
            ("my happiness marker runs past the end of the track at scoring. mia says i'm stuck at the max, leo says back to 0 and add 25. who's right?", A),
            ("tie on combined score. ana says whoever has more money wins, ben says it's shared. who's right?", A),
            ("solo: jo says the second card i take from the market is free too, mia says it costs 1 energy and 1 money. who's right?", A),
            ("solo: my partner says i draw a Life Event whenever i pass a Life Event space like normal. i say no. who's right?", A),
            ("solo: my sister says i win just by having my markers crossed at the end, i say i also need a level of my Achievement. who's right?", A),
            ("Family Time for the Leisure slot: ana says she only needs to be Grown Up, ben says she also needs a Family icon already out. who's right?", A),
            ("for the last few rounds my cousin used one Date action to pull a new Partner into her hand and marry her straight away in the same action. ana says undo the marriages, ben says keep them. who's right?", U),
            ("we've been letting Interview draw two Career cards and keep the better one, for like 4 turns. my bro says shuffle the extras back, i say too late. who's right?", U),
            ("we treated Traits like Community cards, one at a time, so every new Trait pushed the old one into the Experience stack. tom says pull them back out next to the board now, jess says leave it. who's right?", U),
            ("my friend forgot to take his time meeples back at the reset for 2 turns, so he played with only 5. ana says give him the missed actions, ben says too bad. who's right?", U),
        ],
        "es": [
            ("Mi hermano dice que en la preparación cada uno se queda sus 2 Career; yo digo que se descarta una. ¿Quién tiene razón?", A),
            ("cuantas cartas van en el mercado al empezar? Marta dice 3 y Luis dice 5", A),
            ("Che, mi primo dice que la Date cuesta solo 1 tiempo; yo digo 1 tiempo y 1 de plata. ¿Quién tiene razón?", A),
            ("Disculpe, mi esposo dice que uno se puede casar sin ser Grown Up si ya tiene Partner. Yo creo que no. ¿Quién tiene razón?", A),
            ("Tío, Pablo dice que los espacios de abajo del tablero también se pueden tapar con cartas. Yo digo que no. ¿Quién lleva razón?", A),
            ("Meditate: uno dice que solo sirve para pasar un Value boca abajo a la mano, otro que también para cambiar uno de la mano por otro nuevo. ¿Quién acierta?", A),
            ("La carta de más a la derecha del mercado: uno dice que cuesta 2 de energía, otro que 1 de energía y 1 de dinero. ¿Cuánto es?", A),
            ("Mi novia dice que una carta sin barra verde no se puede jugar; yo que es gratis. ¿Quién tiene razón?", A),
            ("Marathon: mi amiga dice que hay que pagar 3 tiempos extra para jugarla; yo que basta con haber puesto 3 tiempos en Wellness ese turno. ¿Quién tiene razón?", A),
            ("Mall Walkers: uno dice que su acción da 1 energía y 1 de Impact por 2 tiempos, otro que da 1 de Happiness. ¿Quién acierta?", A),
            ("Overseas Vacation: mi hermano dice que al jugarla gano 3 de Impact. Yo digo otra cosa. ¿Qué da?", A),
            ("estamos discutiendo si las fichas de Unhappiness restan en el momento o al final de la partida", A),
            ("Uno dice que solo puedo tener un Resource y un Trait, como con las Community. Otro que todos los que quiera. ¿Quién tiene razón?", A),
            ("Mi colega dice que al casarte tienes que enseñar tus Values a todos. Yo digo que son secretos siempre. ¿Quién acierta?", A),
            ("Vale, uno dice que la carta de Experience se descarta después de resolverla y otro que va a una pila al lado del tablero. ¿Quién tiene razón?", A),
            ("Juego una Community nueva y ya tengo una: mi hermana dice que la vieja se descarta, yo que va a mi pila de Experiences. ¿Quién tiene razón?", A),
            ("Mi cuñado dice que se pueden tener dos Career a la vez si pagas las dos. Yo digo que solo una. ¿Quién acierta?", A),
            ("Ya estoy Married: uno dice que puedo usar las dos acciones de mi Partner, otro que solo la de la derecha. ¿Quién tiene razón?", A),
            ("despues de ascender mi hermana dice que todavia puede usar la accion de la izquierda de su Career. yo digo que no. quien tiene razon", A),
            ("En solitario, uno dice que el mercado tiene 5 cartas y se repone tras cada compra; otro que 3 y se cambia al final de la ronda. ¿Quién acierta?", A),
            ("Solitario: mi amigo dice que se reparten Values como siempre. Yo digo que no. ¿Quién tiene razón?", A),
            ("Solitario: ¿cuántas cartas de Achievement robo y cuántas me quedo? Mi primo dice que me quedo las dos", A),
            ("En solitario uno dice que la partida acaba en cuanto se cruzan los marcadores, otro que al sacar la octava Life Event. ¿Quién tiene razón?", A),
            ("Solitario: al final mi novio dice que cuentan los sets de iconos y el corazón como siempre. Yo digo que no. ¿Quién acierta?", A),
            ("En solitario, ¿para qué sirve Meditate? Uno dice que para mirar Values, otro que para otra cosa", A),
            ("Solitario: tengo una carta que me deja coger otra carta extra del mercado. Ustedes dicen que la pago y que encarece la siguiente, yo que no. ¿Quién tiene razón?", A),
            ("Disculpe, durante tres rondas dejamos una Life Event de las que afectan a la ronda siguiente al lado del tablero como si fuera un Resource, y mi hermano aplicó su efecto cada ronda. Él dice que ya está hecho, yo que hay que quitarle lo ganado. ¿Cómo lo corregimos?", U),
            ("Vale, estuvimos retrocediendo el marcador en cuanto alguien cogía una ficha de Unhappiness, en plena partida, y ahora al final no sabemos qué hacer. Uno dice que ya están restadas, otro que se resten otra vez. ¿Cómo se arregla?", U),
            ("Che, jugué en solitario con un tablero de jugador normal en vez del de solitario y ya voy por la ronda 5. Mi novia dice que empiece de nuevo, yo que siga. ¿Qué se hace?", U),
            ("Tío, cada vez que alguien ascendía con la Interview le hacíamos pagar otra vez la barra verde de su Career además de la morada. Ya ha pasado tres veces. ¿Se devuelve lo pagado o no? no nos ponemos de acuerdo", U),
        ],
    },
    "cv": {
        "en": [
            ("ana says we roll 5 dice at the start, ben says 4. who's right?", A),
            ("jo says you can build up to 8 dice, mia says 7 is the max. who's right?", A),
            ("leo says you get 3 rerolls, i say 2. who's right?", A),
            ("my brother rerolled his bad luck die. i say bad luck dice are frozen. who's right?", A),
            ("how many cards can i take from the track in one turn? tom says just 1, i say up to 2", A),
            ("event cards: jess says i get tokens for the symbols on an event card i play, i say no and any leftover symbols are lost. who's right?", A),
            ("3 good luck symbols: ana says you can grab any card free even if it has a special condition you don't meet, ben says the condition still applies. who's right?", A),
            ("i got 3 bad luck. my friend says i lose my newest card, i say i choose which active card goes. who's right?", A),
            ("6 bad luck symbols this turn. one card lost or two? we're arguing", A),
            ("do the bad luck symbols on my tokens count toward misfortune? mia says only the dice count", A),
            ("new health card: leo says it has to go on top of my health pile, i say i can slide it under any card. who's right?", A),
            ("new work card: my sister says i can slide it under my old job so the old one stays active. i say no. who's right?", A),
            ("bought an event card off the track. jo says it goes into my piles, sam says it stays in my hand. who's right?", A),
            ("2 players: ana says the leftmost card only drops off the track at the end of a round, ben says after every turn. who's right?", A),
            ("tokens: my cousin says they pile up every turn like income, i say they just match my active cards. who's right?", A),
            ("social assistance: tom says you qualify if someone simply has more cards than you, i say they need at least twice as many. who's right?", A),
            ("two of us qualify for social assistance. jess says the one with the fewest cards picks first, i say clockwise starting with the player finishing their turn. who's right?", A),
            ("game end: ana says it ends the moment the old age deck runs out, ben says at the end of a round when it has fewer cards left than players. who's right?", A),
            ("the scoring example with felix: ana says his total is 63, ben says 58 because the collector goal's 5 points only go to one of the tied players. who's right?", A),
            ("possessions: my friend says only the top possession in my pile scores, i say all of them do. who's right?", A),
            ("public life goal tied between two of us. leo says nobody gets it, i say both get the full points. who's right?", A),
            ("tie on points at the end. my brother says whoever has more cards wins, i say fewer. who's right?", A),
            ("red slash on my work card: mia says you pay it once when you buy it, jo says every turn when you add cards. who's right?", A),
            ("i used some dice to buy a card earlier this turn. my brother says those same dice can still pay my red slash. i say no. who's right?", A),
            ("card with two coloured titles: ana says its type is the first colour, ben says i choose when i take it. who's right?", A),
            ("childhood draft: tom says keep 2 and pass 1, i say pick 1 and pass the other 2 to the left. who's right?", A),
            ("there were 3 of us and we dealt the childhood cards from all 12 instead of the bicycle plus 8. we only noticed in round 2. ana says redo the childhood, ben says play on. who's right?", U),
            ("my cousin couldn't pay the red slash on his car so it should have gone to the box, but we forgot and he scored its points at the end. scores are written down. do we take them off? we're split", U),
            ("for 3 rounds we let people reroll again between buying their first and second card. tom says fix the cards that were bought, jess says just stop doing it. who's right?", U),
            ("when the early adulthood deck ran out we refilled the track with middle age cards first and then let eric pick his social assistance card from it, so he got a middle age card. ana says swap it, ben says leave it. who's right?", U),
        ],
        "es": [
            ("Mi hermana dice que a 2 jugadores se junta la bicicleta con 5 cartas de infancia al azar; yo que se reparten 3 a cada uno de todas. ¿Quién tiene razón?", A),
            ("A 3 jugadores, ¿cuántas cartas de infancia se juntan con la bici? uno dice 5 y otro 8", A),
            ("Che, ¿quién empieza? Mi primo dice que el más joven y yo que el que tiene la bicicleta", A),
            ("si pierdo la carta de la bici por mala suerte sigo empezando yo? mi primo dice que no", A),
            ("Vale, ¿cuántas cartas se ponen en la fila al empezar? Uno dice 5 y otro 6", A),
            ("A 4 jugadores, ¿cuántos objetivos vitales públicos se ponen? Marta dice 4, uno por jugador", A),
            ("Disculpe, las cartas de evento ¿se pueden jugar en cualquier momento o solo en mi turno? Mi marido dice que solo en el mío", A),
            ("Mi novio dice que las cartas de evento que uso se quedan en mi currículum. Yo digo que se descartan. ¿Quién tiene razón?", A),
            ("¿Dónde va una carta que pierdo por no pagar su barra roja? Uno dice al descarte, otro a la caja", A),
            ("En la limpieza, ¿las cartas de la fila se corren a la izquierda y se rellena por la derecha, o al revés? Estamos discutiendo", A),
            ("Cuando se acaba el mazo de juventud, mi amigo dice que se rellena con el de vejez. Yo digo que con el de mediana edad. ¿Quién tiene razón?", A),
            ("Ayuda social: uno dice que la carta que agarrás gratis no tiene que cumplir la condición especial. Otro que sí. ¿Quién acierta?", A),
            ("Ayuda social: mi cuñado dice que se mira al final de cada ronda. Yo que solo cuando se acaba un mazo. ¿Quién tiene razón?", A),
            ("Tengo 3 cartas y mi hermano 6. Él dice que no me toca ayuda social porque no tiene más del doble; yo que sí. ¿Quién tiene razón?", A),
            ("En el ejemplo del Used car, tras el primer relanzamiento sale relación y mala suerte. Mi primo dice que ya no puede volver a tirar el de relación; yo que le queda otro relanzamiento. ¿Quién tiene razón?", A),
            ("Con 3 de mala suerte entre dados y fichas, mi amiga dice que pierdo una carta de evento de la mano. Yo digo que una carta activa del currículum. ¿Quién acierta?", A),
            ("El objetivo vital secreto: uno dice que se queda oculto y no puntúa, otro que se revela al final y puntúa. ¿Quién tiene razón?", A),
            ("Posesiones: ¿cada una da los puntos impresos en la carta? Mi primo dice que dan puntos por cantidad como las de salud", A),
            ("Con 3 de buena suerte, uno dice que solo sirve para cartas baratas y otro que para cualquier carta de la fila. ¿Quién tiene razón?", A),
            ("¿Puedo volver a tirar solo algunos dados? Mi primo dice que o todos o ninguno", A),
            ("vos decis que se relanza una sola vez y yo que dos. quien tiene razon", A),
            ("Desgracia: mi hermana dice que la carta que pierdo la elige el de la derecha. Yo que la elijo yo. ¿Quién acierta?", A),
            ("Trabajo nuevo: mi colega dice que puede poner la carta de trabajo debajo de la vieja. Yo digo que siempre arriba. ¿Quién tiene razón?", A),
            ("Las cartas de posesión, ¿van siempre arriba del montón o se pueden meter debajo como las de salud? discutimos", A),
            ("Al final del turno, ¿las fichas se actualizan o se suman a las que ya tenía? Mi primo dice que se acumulan", A),
            ("Empate a puntos: uno dice que gana el que tiene menos cartas en el currículum, otro el que tiene más. ¿Quién tiene razón?", A),
            ("Che, con la ayuda social nos complicamos: exigimos que el otro tuviera MÁS del doble de cartas, así que a mi hermana con 3 contra 6 no le dimos nada. ¿Se la damos ahora? uno dice que sí y otro que ya pasó", U),
            ("Llevamos toda la partida usando cada símbolo de buena suerte como comodín para cualquier símbolo al comprar. Uno dice que hay que quitar cartas, otro que no. ¿Cómo se arregla?", U),
            ("Mi primo puso una carta de dos colores en salud pero cogía las fichas de los dos tipos durante varias rondas. Él dice que no pasa nada, yo que hay que quitarle algo. ¿Quién tiene razón?", U),
            ("Vale, las cartas que perdíamos por desgracia las metíamos debajo del mazo en vez de en la caja, y una volvió a salir en la fila y alguien la compró. ¿Qué hacemos con esa carta?", U),
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
