"""Write the blind177 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind177/make_questions.py

Style of this set: players describe their EXACT SITUATION IN NUMBERS (their coins,
cards, dice, tokens, track spaces, the round, the player count) and ask what they
may do or what they get. Some numbers match a rule's number and some do not; the
rule that decides the case is still the answer. More than half of each game's
questions go to the less obvious parts of its rulebook: solo modes and bots, co-op
and 2-player variants, worked examples, card types and icons, end-game scoring and
tie-breaks, setup details and rarely used actions. The unanswerable questions are
numeric situations the rulebooks leave open, asked the same way.

Each game's file is written in a seeded shuffled order (seeds 17701-17704), so the
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
SEEDS = {"coming-of-age": 17701, "loop": 17702, "adulthood": 17703, "cv": 17704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("setting up for 3 of us. which location numbers get a roadblock tile at the start?", A),
            ("i've got 7 character tokens in my colour. how many stay in my supply and how many go to the general supply?", A),
            ("my vep counter starts on which space of the vep track, 0 or 5?", A),
            ("we're in round 3 now. how many turns is that round and which dice do i roll?", A),
            ("round 3, i rolled 8, 8 and 2 and kept one of the 8s. how many interest tokens do i leave and on which locations?", A),
            ("i want to move my chosen die from 4 to a location that isn't next to it, but 3 of my 4 mood tracks already have a frustration token on one end. can i?", A),
            ("only locations 1 to 6 are open and my die is on 1. is 6 adjacent, so the move costs just 1 frustration token?", A),
            ("got 9 willpower and 2 unresolved frustrations on my tracks. can i overcome both right now, in the middle of the bus phase?", A),
            ("my green counter is on the far left, there's an overcome frustration token on the far left end and the experience space moves it left twice. what do i get?", A),
            ("spent 3 pink motivation tokens on one memory. how many vep is that and how far does my pink counter move?", A),
            ("the location lets me pay 4 willpower for the memory instead of motivation. do i still get the 3+2+1 vep or less?", A),
            ("i paid 4 willpower instead of a motivation token for a memory. does any mood counter have to go 2 steps left?", A),
            ("i already have presences in 4 locations and want a 5th one at the arcade. how?", A),
            ("i've played 4 trait tiles already and get another trait bonus. can i play a 5th trait tile, or what can i still do with it?", A),
            ("her trait tile sits in the 3rd slot of her board and her token is on level 2 of my friendship track. can i mimic it?", A),
            ("end of game: 5 willpower, 4 motivation and 2 unused memory tokens left. how many vep is that?", A),
            ("i played 3 trait tiles and i meet the requirement on all 4 of my goal tiles. how many goals score and for how much?", A),
            ("tied at 58 vep. we both have 5 traits+goals counting mimics, i have 6 character tokens on my friendship track and she has 5. who wins?", A),
            ("2 player variant: the neutral kid on the 3rd tile of the row is at level 2 on my track. can i put a mimic token on that tile?", A),
            ("solo: rob rolled 3 d8 (2, 5 and 7) but he has only 1 interest token left. where does it go?", A),
            ("solo: rob is already on the last space of his fulfillment track and takes back 2 interest tokens. how much vep does he get?", A),
            ("solo: rob has a free mimic token. my level 2 tile is worth 4 vep and the neutral level 4 tile is worth 5. which one does he take, and does he need the friendship level for it?", A),
            ("solo: rob's die is at a location that takes orange or pink, and he has 4 orange and 2 pink motivation. how many vep does he score off the memory card and what else does he get?", A),
            ("solo setup: which goal tiles do i draw, and how many character tokens does rob get if he keeps beating me?", A),
            ("in the example the red player bounces orange twice, gets 2 orange tokens and spends them on a memory that wants turquoise or pink. how is that allowed, and how many vep did they get?", A),
            ("the Saver goal: i have 10 willpower+motivation tokens and another player has 10 as well. do i score the 5 vep?", A),
            ("we're 4 and the trait pile's run dry, 0 tiles left. my fulfillment track just gave me a trait bonus and all i want is to draw. what happens?", U),
            ("round 4, i've got one die on location 0 and one on location 1. does the bus stop at 0 first or last?", U),
            ("my memory token sends the pink counter to the centre so i get that space's bonus twice. what IS the pink centre bonus? our player aid got lost", U),
            ("moved the purple kid from level 5 to 6 with an intimacy bonus. what bonus does level 6 give me?", U),
        ],
        "es": [
            ("Vale, somos 4: ¿cuántas Fichas de Interés y cuántas Fichas de Frustración pongo en mi reserva al empezar?", A),
            ("Disculpe, en la ronda 4 ¿con cuántos dados de diez caras juego y qué ubicaciones se abren?", A),
            ("Che, estamos en la ronda 2 con 2 dados de seis caras: ¿cuántos turnos dura y qué Registro de Ánimo se suma?", A),
            ("Tengo Fichas de Frustración en los extremos de 2 de mis 3 Registros de Ánimo. ¿Puedo mover el dado a una ubicación no adyacente?", A),
            ("Gasto 2 Fichas de Motivación naranjas para un Recuerdo: ¿cuántos VEP gano y cuántos pasos muevo el Contador de Estado de Ánimo naranja?", A),
            ("El Contador rosa está en la última casilla de la derecha y tengo que moverlo 3 pasos más a la derecha. ¿Qué gano?", A),
            ("Tío, tengo una Ficha de Frustración sin superar en el extremo derecho del registro verde, el contador está a la izquierda del todo y me toca rebotar 1 vez a la izquierda. ¿Qué pasa?", A),
            ("Ya jugué 4 Fichas de Rasgo y me queda 1 Rasgo Mimético en la reserva. ¿Puedo usarlo todavía con una bonificación de Rasgo?", A),
            ("al final tengo 3 Fichas de Frustracion sin resolver, cuantos VEP pierdo", A),
            ("Me sobran 7 de Fuerza de Voluntad, 3 Fichas de Motivación, 1 Ficha de Recuerdo sin usar y otra usada. ¿Cuántos VEP saco?", A),
            ("Empate a 60 VEP: los dos con 6 Rasgos y Objetivos contando los miméticos y con 5 Fichas de Personaje en el Registro de Amistad. ¿Quién gana?", A),
            ("Variante de dos jugadores: ¿cuántas Fichas de Rasgo van entre los dos y qué nivel de amistad necesito con el personaje neutral de la cuarta?", A),
            ("En solitario, ¿con cuántas Fichas de Personaje empieza Rob y cuántas le dejo si me cuesta ganarle?", A),
            ("En solitario Rob tiene 2 Fichas de Interés en el edificio que elegí yo. ¿Cuánto avanza en su Registro de Realización Personal?", A),
            ("Ahorita la parada muestra un personaje y Rob ya tiene una ficha en el nivel 0 cubriendo VEP. ¿Dónde pone la nueva?", A),
            ("Final en solitario: a Rob le quedan 3 Fichas de Rasgo boca abajo en su pila y tiene 8 Fichas de Motivación. ¿Qué suma?", A),
            ("¿Cuántas Cartas de Padres y Fichas de Objetivo recibe Rob al preparar la partida en solitario?", A),
            ("El autobús para en la 6, donde tengo dado y Presencia a la vez. Vosotros, ¿cogéis las dos opciones del paso A en ese caso?", A),
            ("Tengo al personaje amarillo en el nivel 4 del Registro de Amistad y gano una bonificación de Amistad con él. ¿Sube al 5?", A),
            ("Volteo 1 Ficha de Recuerdo para llevar un contador a la casilla central: ¿cuántas veces gano esa bonificación?", A),
            ("Tengo las 4 Fichas de Personaje puestas como Presencias. ¿Puedo poner 2 en la misma ubicación?", A),
            ("Juego una Carta de Padres y me queda 1 en la mano: ¿cuántas robo?", A),
            ("Rasgo Equilibrado: tengo 2 contadores a la izquierda del todo y 2 a la derecha del todo. ¿Lo cumplo y cuántos VEP da?", A),
            ("Conozco a un personaje nuevo con una bonificación de Amistad: ¿en qué nivel va y cuántos VEP gano?", A),
            ("Vos sabés si en la ronda 1 tengo que mover el Contador naranja cuando el Espacio de Experiencia lo pide? Todavía no lo tengo puesto", A),
            ("En el ejemplo del turno 5 el jugador rojo saca un 2 y un 4 con dados de ocho caras y pasa el 4 a la ubicación 6 con una sola Ficha de Frustración. ¿Por qué solo una, y cuántas Fichas de Interés deja?", A),
            ("Oye, de las 36 Cartas de Recuerdo, ¿cuántas piden Fichas de Motivación azules? Vamos por la ronda 3 y el azul aún no se abre", U),
            ("Che, de las 10 Fichas de Parada de Autobús, ¿cuántas dan una Ficha de Recuerdo?", U),
            ("Disculpe, me tocó una Ficha de Rasgo inicial de dorso azul: ¿cuántos VEP da al jugarla?", U),
            ("tengo 3 fichas de rasgo en la mano, de las 24 del monton cuantas piden fichas de personaje en el registro de amistad", U),
        ],
    },
    "loop": {
        "en": [
            ("we're 3 players, how many sets of MATERIAL come out before setup?", A),
            ("2 player game and i'm in the 2nd seat. how many FAVOUR do i start with?", A),
            ("5 of us and i'm sitting 3rd, how many FAVOUR in my opening hand?", A),
            ("basic mode, i'm the INTERN at 0 HAPPINESS and i pick WORK. what happens?", A),
            ("buying with 2 REPUTATION and 3 COIN, what's the best QUALITY i can get on 2 MATERIAL?", A),
            ("tied on 12 HAPPINESS, both at 2 REPUTATION, i've got 4 MATERIAL in my LANDFILL and she has 2. who wins?", A),
            ("competitive, i ended with 7 MATERIAL in my LANDFILL. how much HAPPINESS do i lose?", A),
            ("game ends and i still have 2 CREDIT CARDs not paid off, one of them has 4 COIN on it already. whats the penalty?", A),
            ("i have 3 COIN sitting on a CREDIT CARD. can i drop 2 more on it this turn to clear it, and where do the 5 go?", A),
            ("i APPLY for a CREDIT CARD. what do i get exactly?", A),
            ("my HAPPINESS jumps from 4 to 10 in one turn. how many EVENTs do i draw and when do they flip?", A),
            ("2 CONTINUOUS EVENTs flipped at the end of my turn. which one is active?", A),
            ("i'm the TYCOON with 6 COIN and 1 CREDIT CARD and i WORK. how many COIN do i get and how much HAPPINESS do i lose?", A),
            ("i'm the FREELANCER sitting at 1 HAPPINESS. which salary can i pick when i WORK?", A),
            ("picking my CAREER: what does the SCHOLAR start with?", A),
            ("co-op, 4 of us end on 11, 12, 11 and 10 HAPPINESS after the penalties. did we win?", A),
            ("co-op: how many FAVOUR does each of us start with, and do we draw one every turn?", A),
            ("solo: how many GOAL do i get?", A),
            ("solo: i RENEW a MATERIAL out of the central LANDFILL and want it at QUALITY 3. how many COIN?", A),
            ("solo ACQUIRE: the MATERIAL in the BUY AREA shows 2 dots. what do i pay and who gets it?", A),
            ("Landfill Tax is active and 2 of my MATERIAL break this turn. i only have 1 COIN. now what?", A),
            ("The Gap: my COIN plus QUALITY adds to 12 and his adds to 4. what happens?", A),
            ("Economic Slowdown is active and i'm the INTERN doing WORK. how many COIN do i end up with from it?", A),
            ("Overtime is active and my INTERN is at 3 HAPPINESS. i WORK, where do i end up?", A),
            ("co-op with 4: after taking out the Not-For-Coop ones, how many EVENT cards are left in the deck?", A),
            ("the SENSE OF BELONGING example needs 2 HOUSE and 2 GROUP. my 3 ACTIVITY show 1 HOUSE and 3 GROUP between them. do i get it?", A),
            ("my CREDIT CARD has 4 COIN on it. can i put 2 more to clear it, and does the 6th COIN come back to me?", U),
            ("the MATERIAL deck has 1 card left and Overproduction flips, which removes the top 2. do we remove the 1 and is that DEPLETION?", U),
            ("DEPLETION showed 2 turns ago, then Combustion Energy puts 4 MATERIAL back into the deck. is the game still ending after this round?", U),
            ("im the tycoon with 5 COIN and Economic Slowdown is up. i WORK: do i double first and lose 1 (9) or lose 1 and then double (8)?", U),
        ],
        "es": [
            ("Somos 6: ¿cuántos sets de MATERIAL quitáis vosotros antes de preparar?", A),
            ("Che, somos 4 y soy el jugador inicial: ¿con cuántos FAVOUR arranco?", A),
            ("Juego solo: ¿con cuántos FAVOUR empiezo y de qué color?", A),
            ("Como INTERN, ¿con cuántas COIN, cuántos MATERIAL y cuánta HAPPINESS arranco?", A),
            ("Tengo 2 REPUTATION en un turno de WORK con el INTERN: ¿cuántas COIN saco como máximo?", A),
            ("Para la ACTIVITY DANCE tengo un GLASS con QUALITY 1 y un PLASTIC con QUALITY 2. ¿Cómo quedan después?", A),
            ("Tengo 6 FAVOUR en la mano y me juegan otro que acepto. ¿Me lo quedo? ¿Y robo al empezar mi turno?", A),
            ("Me juegan un BARTER, tengo 0 REPUTATION y ningún BARTER en la mano. ¿Puedo rechazarlo?", A),
            ("Somos 4 y el jugador 2 llega a 12 de HAPPINESS en su turno. ¿Cuántos turnos más se juegan?", A),
            ("Se vacía el mazo de MATERIAL al final de mi turno y quedan 3 boca arriba en el BUY AREA. ¿Se acaba la partida? ¿Pierdo algo?", A),
            ("Cooperativo, somos 3: ¿cuántos MATERIAL se queman y cuándo?", A),
            ("En cooperativo, ¿puedo rechazar un FAVOUR pagando 1 REPUTATION?", A),
            ("Solitario: termino con 11 de HAPPINESS, 1 CREDIT CARD sin saldar y 3 MATERIAL en mi LANDFILL. ¿Gano?", A),
            ("Solitario: hago el RESELL azul de un MATERIAL de QUALITY 3. ¿Cuánta plata me llevo y adónde va el MATERIAL?", A),
            ("Vulgarian está activo y tengo 3 COIN. ¿Puedo hacer CONSUME?", A),
            ("BOGOF activo y compro 2 MATERIAL. ¿Qué más me tengo que llevar?", A),
            ("Disposable Culture activo: quiero un PLASTIC pagando 3 COIN. ¿Se puede?", A),
            ("Sale Hidden Clause y tengo 2 CREDIT CARD con 3 COIN cada una. ¿Cómo quedan?", A),
            ("Soy el CHEF y pago 2 COIN por un FOOD. ¿Con qué QUALITY me queda?", A),
            ("Soy el ENGINEER: ¿puedo usar Repair para subirle 1 QUALITY a un UTILITY de otro jugador?", A),
            ("Para CURIOSITY: mis 3 ACTIVITY se hicieron entre todas con FOOD, GLASS, METAL, PLASTIC y UTILITY. ¿Vale?", A),
            ("Redeem Bonus: si pago 3 COIN, ¿qué me llevo?", A),
            ("tio, sale Insurance y decido tirar la moneda, que puedo ganar o perder", A),
            ("En solitario, ¿cuántas cartas de EVENT quedan al quitar las Not-For-Solo?", A),
            ("Soy la WAITRESS y empiezo el turno con 4 FAVOUR. ¿Cuántos robo?", A),
            ("Vos sabés si con Micro-Plastic activo puedo agarrar una ACTIVITY que pide FOOD usando mis 2 FOOD?", A),
            ("Cooperativo, somos 3: la quema al final de la ronda saca el último MATERIAL y aparece la DEPLETION. ¿Jugamos otra ronda entera o se acaba ya?", U),
            ("¿Cuántas ACTIVITY tienen la PROPERTY HOUSE? Necesito 2 HOUSE para SENSE OF BELONGING", U),
            ("Disculpe, compré los Solo Mode Challenges: ¿con cuántos GOAL empiezo en un desafío, 4 como en el solitario normal?", U),
            ("Ustedes saben: sale Redeem Bonus y, tras la DEPLETION, el BUY AREA tiene 0 MATERIAL. Si pago 3 COIN, ¿robo igual los 2 FAVOUR?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("setting up for 3 of us: how many time meeples, energy and money does each player get?", A),
            ("i got dealt 2 Career cards. how many do i keep, and how many Values do i get and which can i look at?", A),
            ("i put 4 time on the upper Career spot, what do i get?", A),
            ("taking the rightmost card from the market, what does it cost me?", A),
            ("end of game: i've got 3 Family icons and 5 Social icons. how much happy is that?", A),
            ("i have 2 negative impact tokens and 1 unhappiness token at the end. what happens to my score?", A),
            ("i'm Married to a Partner whose heart matches 1 of my Values. how many points is that?", A),
            ("my impact marker goes past the end of its track during final scoring. what do i do?", A),
            ("my markers crossed on my turn and i'm the 3rd of 4 players. who still gets a turn?", A),
            ("Interview to get Promoted: my Career needs 2 Fame icons, i have 1 Fame card plus the Fame icon on the Career itself. can i?", A),
            ("what does getting Married cost me? i have 2 time and 1 money left", A),
            ("i already have a Leisure card and i play a 2nd one. what happens to the first?", A),
            ("i passed 2 Life Event spaces this turn. how many Life Events do i get and when do i resolve them?", A),
            ("i've passed the Grown-Up space on Impact but not on Happiness. am i Grown Up?", A),
            ("Family Time to my Leisure slot: i'm Grown Up and have 1 energy but no Family icon yet. can i play it?", A),
            ("i played Mall Walkers this turn. can i use its action right away, and what does 2 time get me there?", A),
            ("whats Overseas Vacation give me when i play it?", A),
            ("solo: i want 3 cards from the market this turn. how much energy and money in total?", A),
            ("solo: how many Life Events go in the deck, and do i draw one when i pass a Life Event space?", A),
            ("solo: i drew 2 Achievement cards. how many do i keep?", A),
            ("solo: the 8th Life Event just got drawn. is the game over, and do my 3 Family icons give happy?", A),
            ("solo: my scores are crossed at the end and i finished level 1 of 3 on my Achievement. did i win?", A),
            ("Meditate with 1 energy: what are my 2 options?", A),
            ("first turn: i want to play the Career card in my hand before i place my 8 time. allowed?", A),
            ("does 3 time on Wellness cover the Marathon card's cost like in the rulebook example?", A),
            ("i got Promoted last turn. can i still use the 1st action spot on my Career?", A),
            ("we're 4, all 32 meeples are out plus the 1 spare in the supply, and a Resource gives me +1 time each turn. someone else's Trait grabbed the spare. where does mine come from?", U),
            ("solo: of the 16 solo-only cards, how many are Solo Achievement cards? i want to know how many different ones i can cycle through", U),
            ("on the Impact track, how many Life Event spaces are there between 0 and the Grown-Up space? i'm jumping from 6 to 10", U),
            ("Marathon wants 3 time on Wellness but the upper Wellness spot only costs 2 time. can i put 3 time there just to meet it?", U),
        ],
        "es": [
            ("Disculpe, ¿cuántas cartas pongo en el mercado al empezar una partida de 3?", A),
            ("Tengo 3 de tiempo: ¿qué me da la acción de arriba de Community y cuánto me sobra?", A),
            ("Con 4 de plata, ¿puedo hacer Donate? ¿Cuánto Impact gano?", A),
            ("Quiero hacer Date: tengo 1 tiempo y 0 plata. ¿Puedo?", A),
            ("Tengo 2 de energía: ¿puedo hacer Meditate dos veces en el mismo turno?", A),
            ("La acción de arriba de Wellness: ¿cuánto tiempo cuesta y qué da?", A),
            ("Al final tengo 4 iconos de Education y 2 de Shady. ¿Cuánta Happiness gano por sets?", A),
            ("Tengo 3 Values boca arriba al final: ¿en qué orden los cuento?", A),
            ("Estoy Married con un Partner cuyo corazón no coincide con ninguno de mis 3 Values. ¿Gano los 4 de Impact?", A),
            ("Vale, estoy Married y juego un Partner nuevo. ¿Qué pasa con el marcador Married?", A),
            ("Solitario: el mercado tiene 3 cartas y cojo 2. ¿Se repone a mitad de ronda?", A),
            ("Solitario: una carta me deja coger una carta extra del mercado y ya cogí 1. ¿Cuánto me cuesta y sube el precio de la siguiente?", A),
            ("Solitario: paso 2 casillas de Life Event en el track. ¿Robo alguna?", A),
            ("En solitario, ¿qué hace Meditate?", A),
            ("En solitario, ¿cuántas cartas de Values se reparten?", A),
            ("Solitario: al final tengo 2 fichas de Unhappiness. ¿Me restan?", A),
            ("Tengo 2 Resources y 3 Traits al lado del tablero. ¿Hay límite?", A),
            ("Una carta no tiene barra verde: ¿cuánto cuesta jugarla?", A),
            ("Che, una carta pide el icono de Service en la barra verde y yo tengo 0 de Service. ¿La puedo jugar pagando la energía?", A),
            ("Ya estoy Promoted: ¿puedo usar todavía la primera acción de mi Career?", A),
            ("No soy Grown Up todavía: ¿qué hace Interview con 1 tiempo?", A),
            ("Mi marcador de Happiness pasa del final del track: ¿qué hago con la puntuación?", A),
            ("Reset: las 2 fichas de energía y la de plata que gasté, ¿vuelven a mí o a la reserva?", A),
            ("en partida normal cuantas cartas del mercado puedo agarrar por turno", A),
            ("Tío, cojo una carta del mercado este turno: ¿puedo jugarla en el mismo turno?", A),
            ("Ustedes saben cuándo se resuelve la Life Event que tomé y adónde va la carta después?", A),
            ("Somos 4 y hacemos Interview casi cada turno: ¿cuántas cartas de Career trae el mazo?", U),
            ("Tengo el Value con el agujero de Service: ¿cuántos Partners traen el corazón de Service?", U),
            ("Vos sabés cuántas Life Events de todo el mazo tienen el símbolo de que el efecto sigue a la ronda siguiente?", U),
            ("¿Cuántas cartas de Resource y de Trait dan tiempo extra? Quiero saber si vale la pena esperar una", U),
        ],
    },
    "cv": {
        "en": [
            ("we're 3. how many childhood cards go into the draft deck?", A),
            ("just 2 of us: how do we build the childhood deck?", A),
            ("4 players: how many public life goals go face up?", A),
            ("rolled my 4 dice. how many rerolls do i get?", A),
            ("2 of my 4 dice show bad luck after the first roll. can i reroll those 2?", A),
            ("i've got 7 dice and a new card would give me another one. do i roll 8?", A),
            ("i have 2 good luck on my dice and 1 good luck token. what can i do with that?", A),
            ("6 bad luck symbols between dice and tokens. how many cards do i lose, and which ones?", A),
            ("can i take 3 cards from the track in one turn if i can pay for all 3?", A),
            ("new health card: can i tuck it under the 2nd card of my health stack?", A),
            ("i bought a new work card. can it go under my current work card so the old one stays active?", A),
            ("a card with 2 colours and 2 type icons: when do i choose which type it is?", A),
            ("i play an event card with 2 money symbols but i only need 1. what happens to the other, and do i get a token for it?", A),
            ("red slash upkeep: i used my 2 money dice to buy a card. can the same dice pay the upkeep this turn?", A),
            ("end of game: 4 health, 3 relationship and 5 knowledge cards. how many points is that?", A),
            ("social assistance: i have 3 cards and the others have 5 and 6. do i get help?", A),
            ("social assistance check: i have 4 cards, the most anyone has is 7. anything for me?", A),
            ("we're 3, it's the end of a round and after refilling the old age deck has 2 cards. game over?", A),
            ("2 players: when do we throw out the leftmost card on the track?", A),
            ("tied at 63 points. i have 14 cards in my stacks and she has 16. who wins?", A),
            ("public life goal Collector: 2 of us have 5 possessions each. who scores it?", A),
            ("in the rulebook example the player rolls 5 dice. where does the 5th die come from?", A),
            ("2 of my active cards show a health symbol each. how many health tokens do i have, and do they pile up each turn?", A),
            ("the early adulthood deck just ran out. wich deck fills the track next?", A),
            ("i had the bicycle but lost the card to misfortune. who starts the rounds now?", A),
            ("3 good luck symbols and the card i want also has a special condition i don't meet. can i still take it?", A),
            ("the Used car from the rulebook example: how many money symbols does it cost exactly? i have 2 money and 1 good luck", U),
            ("a knowledge card lets me change a die. can i use it on one of my 2 frozen bad luck dice?", U),
            ("how many possession cards are in the old age deck? 17 cards total right", U),
            ("how many of the 12 childhood cards are one-use events and how many give symbols every turn?", U),
        ],
        "es": [
            ("Che, somos 3: ¿cuántas metas de vida públicas se revelan?", A),
            ("Disculpe, somos 4: ¿cuántas cartas de infancia recibe cada uno?", A),
            ("¿Cuántas cartas se ponen boca arriba en el track al empezar?", A),
            ("Tiro 4 dados y 1 sale mala suerte: ¿cuántas veces puedo relanzar los otros 3?", A),
            ("Tengo 3 de buena suerte pero la carta que quiero pide además una condición especial que no cumplo. ¿Me la llevo?", A),
            ("Saco 3 de mala suerte: ¿qué carta pierdo?", A),
            ("Tengo 5 cartas de salud al final: ¿cuántos puntos son?", A),
            ("Tengo 5 posesiones al final: ¿cómo se cuentan sus puntos?", A),
            ("Compré una carta de evento: ¿dónde va y cuenta para mi currículum?", A),
            ("No me alcanzan los símbolos para la barra roja este turno: ¿qué pasa con la carta?", A),
            ("Ayuda social: tengo 2 cartas y otro jugador tiene 4. ¿Me toca?", A),
            ("Ayuda social: dos jugadores tenemos derecho. ¿En qué orden cogemos?", A),
            ("ayuda social: la carta que quiero tiene condicion especial, la tengo que cumplir?", A),
            ("Somos 4: ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("Tras rellenar al final de la ronda, el mazo de vejez tiene 3 cartas y somos 4. ¿Se acaba?", A),
            ("Empate a 50 puntos y los dos con 15 cartas. ¿Quién gana?", A),
            ("Las fichas de mis cartas activas, ¿se acumulan de turno en turno como ingresos?", A),
            ("¿Con cuántos dados empiezo a tirar?", A),
            ("Tengo 3 cartas de salud en la pila: ¿cuántas dan su efecto?", A),
            ("¿Cuándo revelo mi meta de vida personal?", A),
            ("Después del reparto de infancia, ¿con qué cartas empieza cada uno?", A),
            ("En el ejemplo de Julius, Felix y Eric, ¿por qué recibe ayuda Eric con 3 cartas?", A),
            ("Vos sabés si el dado tiene 2 caras de dinero? Saqué 3 dineros con 4 dados", A),
            ("Vale, somos 2: ¿cuántas cartas de la izquierda se descartan en cada ronda?", A),
            ("Con 3 de buena suerte me llevo una carta sin pagar. ¿Puedo agarrar otra pagándola normal en el mismo turno?", A),
            ("Relanzo un dado y sale mala suerte: ¿lo puedo volver a relanzar en la segunda tirada?", A),
            ("Tío, ¿cuántas cartas de Conocimiento del juego permiten cambiar el resultado de un dado?", U),
            ("¿Cuántas posesiones tienen barra roja de coste? Tengo 2 y me da miedo perderlas", U),
            ("Che, ¿cuántas cartas de Relación dan fichas de buena suerte? Tengo 2 de buena suerte y me falta 1 para las 3", U),
            ("Ustedes saben cuántas cartas de dos colores hay y de qué parejas de tipos?", U),
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
