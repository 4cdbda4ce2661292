"""Write the blind171 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind171/make_questions.py

Style of this set: a player types SEVERAL QUESTIONS IN ONE MESSAGE, two or
three related ones at once, as at a table where one person asks for everyone,
often with a bit of context first ("setting up for 3: how many MATERIAL sets
come out, and how many FAVOUR does each seat start with?", "¿quién empieza y
hacia qué lado se juega?"). The parts belong to one moment of play or one
area of the rules but may need different entries; the expected ids are the
entries that answer the parts, the one answering the first or main part
first, at most 3. An unanswerable question is one where NO part is answered
by the rulebooks. More than half of each game's questions go to the less
obvious parts of its rulebook: solo modes and bots, co-op and 2-player
variants, worked examples, card types and icons, end-game scoring and
tie-breaks, setup details and rarely used actions.

Each game's file is written in a seeded shuffled order (seeds 17101-17104), so the
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
SEEDS = {"coming-of-age": 17101, "loop": 17102, "adulthood": 17103, "cv": 17104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent on every part
A = True  # answerable: the rulebook answers at least one part

COA_EN = [
    ("setting up the main board: which locations get a roadblock tile, and how many memory cards do we flip out at the start?", A),
    ("ok individual setup, how many mood counters go on my board at the start and where exactly? and what happens to the other 3?", A),
    ("how many parent cards do we each draw at setup, and are we allowed to look at each other's hands?", A),
    ("where does my VEP counter start on the track, and which die do I begin the game with?", A),
    ("which goal tiles do we each get at setup, and what do we do with the goal and starting trait tiles nobody took?", A),
    ("two things about rolling: do we all roll at the same time, and can i wait to see where the others put their dice before i pick mine?", A),
    ("if i want to move my die to a location that isn't next door, what does it cost? and can i still do it if every open track already has a frustration token?", A),
    ("round 1, only 1-4 are open. is location 4 adjacent to location 1, like does the board wrap around? and what about when 5 and 6 open?", A),
    ("in the turn 5 example where red moves the 4 to location 6: why does red get a willpower token, and where does the other die go?", A),
    ("how do i get rid of a frustration token for good? and can i overcome one by paying willpower, how many?", A),
    ("my orange counter is already on the last space on the right and the location says move it right again. what do i get? and what if a frustration token is sitting on that icon?", A),
    ("memory tokens during the experience phase: how many can i flip in one trun, and is it before or after the location icons?", A),
    ("the experience space says move the pink counter but we're still in round 1 and I dont have it yet. what do i do? also do the icons go in any order?", A),
    ("quick trait question: whats my hand limit for trait tiles, and if i draw one too many where does the discarded one go?", A),
    ("to mimic someone's trait what friendship level do I need with them? and can two of us mimic the same tile?", A),
    ("the bus stops where I have both my die and a presence. do i get step A twice? and can I do the memory card step with just my presence there?", A),
    ("friendship track: what happens the first time I meet a character, and how do I get someone from level 4 up to 5?", A),
    ("all 4 of my character tokens are already out as presences. can I still place a new one somewhere, and can I put two in the same building?", A),
    ("two of us are at the same location and both want the memory. can we both take it? and how much VEP is 3 motivation tokens?", A),
    ("in the example where the bus stops at 6, how could red pay for the memory with orange tokens when it wanted turquoise or pink? and what happened to red's orange counter after?", A),
    ("round's over, nobody has dice left. which new counter comes in, which locations open, and what dice do we get for round 3?", A),
    ("end of the year with dice still left: what happens to the bus stop tiles and the bus? and do empty locations get new memory cards?", A),
    ("final scoring: how many VEP do I lose for each frustration still on the right, and how do leftover tokens turn into VEP?", A),
    ("we're tied on VEP at the end. how is it broken, and what if we're still tied after that?", A),
    ("2 player variant: what goes in the middle of the table at setup, and how do we use those tiles?", A),
    ("solo setup: which goal tiles do I take, and what does rob start with instead of a starting trait tile?", A),
    ("solo question: could I run two Rob Bots at once to make a 3-way game? and would both of them copy the location of my die?", U),
    ("when i take a friendship bonus off another player's presence, does that player get anything back, like VEP? and can they say no?", U),
    ("solo: which colour and personal board is rob supposed to use, one of the unused ones? and does his colour matter for anything?", U),
    ("first game for 3 of us: is there a recommended set of starting trait tiles to hand out, and a suggested set of goal tiles for beginners?", U),
]

COA_ES = [
    ("¿Con cuántas Fichas de Frustración empieza cada uno y con qué cara hacia arriba? ¿Y qué se hace con las que sobran en la caja?", A),
    ("Vale, tío, ¿cuántas Fichas de Interés tenemos cada uno y dónde se dejan al empezar? ¿Y las Fichas de Rasgo Mimético dónde van?", A),
    ("¿Cuántos turnos dura la partida y en cuántas rondas se divide? ¿Qué dado se usa en cada ronda?", A),
    ("Si me salen dos dados con el mismo número y no elijo esa ubicación, ¿dejo dos Fichas de Interés allí? ¿Y cuándo las recupero?", A),
    ("¿Qué pasa si llego al final del registro de Realización Personal y todavía me toca avanzar? ¿Y qué hace Rob en el mismo caso?", A),
    ("Disculpe, si reboto a la izquierda y la Ficha de Frustración de ese registro ya está superada, ¿qué gano? ¿Y qué hago después con la ficha?", A),
    ("si reboto dos veces a la izquierda en el mismo registro como se resuelve? pierdo 4 VEP de golpe o como?", A),
    ("La Ficha de Recuerdo que lleva el contador al centro, ¿qué bonificación da? ¿Y puedo usar dos Fichas de Recuerdo en el mismo turno?", A),
    ("Al terminar la partida, ¿puedo usar una Ficha de Recuerdo que me quedó sin usar? ¿Las usadas sirven para algo?", A),
    ("Para jugar una Ficha de Rasgo, ¿tengo que seguir cumpliendo el requisito después de jugarla? ¿Cuántas puedo jugar en toda la partida?", A),
    ("Cuando juego una Ficha de Rasgo, ¿en qué hueco de mi tablero va y qué gano además de los VEP?", A),
    ("Ahorita tengo la ficha del jugador amarillo en el nivel 2 de mi registro de amistad. ¿Puedo poner un Rasgo Mimético sobre su rasgo del tercer hueco? ¿Y sobre el del primero?", A),
    ("¿En qué orden recorre el autobús las ubicaciones y en cuáles se para?", A),
    ("Cuando para el autobús, ¿puedo hacer amistad con el personaje de otro jugador que tiene Presencia allí? ¿Y qué gano si es la primera vez que lo conozco?", A),
    ("Después de que pasa el autobús, ¿qué se hace con los dados que quedan en esa ubicación? ¿Y se vuelven a usar en la ronda?", A),
    ("¿La pila de descarte de Cartas de Padres la pueden mirar los demás? ¿Cuántas cartas tengo que tener en la mano siempre?", A),
    ("Si gasto 4 de Fuerza de Voluntad en vez de Fichas de Motivación para un Recuerdo, ¿cuántos VEP me dan? ¿Me dan igual la Ficha de Recuerdo y la bonificación de la carta?", A),
    ("vosotros cómo lo jugáis: ¿qué gana una Presencia en los turnos siguientes? ¿Y puedo poner dos Presencias en la misma ubicación?", A),
    ("Al acabar una ronda, ¿qué Contador de Estado de Ánimo se añade y en qué casilla va? ¿De dónde salen sus Fichas de Motivación?", A),
    ("En el ejemplo de la ubicación 6 con el jugador rojo, ¿por qué el contador verde al rebotar le da 4 VEP? ¿Y qué hace luego con la Ficha de Recuerdo amarilla?", A),
    ("Modo a dos: ¿cómo se asignan los personajes neutrales a las cuatro Fichas de Rasgo del medio? ¿Qué nivel de amistad necesito para la tercera?", A),
    ("Jugando solo contra Rob: ¿usa Contadores de Estado de Ánimo y Fichas de Frustración? ¿Cuántas fichas de personaje tiene?", A),
    ("Contra Rob, si no le quedan Fichas de Interés para todos sus dados, ¿cuáles pone primero? ¿Y si ya no tiene ninguna?", A),
    ("En solitario, cuando Rob tiene su dado en la ubicación, ¿qué hace en el paso B? ¿Gasta de verdad sus Fichas de Motivación?", A),
    ("che, en solitario ¿qué pasa con la carta de Recuerdo al final del turno si la sacó Rob o yo? ¿Y Rob puede agarrar Fichas de Motivación que todavía no están disponibles?", A),
    ("Objetivos tipo C: ¿qué piden Committed y Persistent y cuántos VEP dan?", A),
    ("¿Cómo se llaman en español los cinco Registros de Ánimo, lo de Bored / Having Fun y demás? ¿Y las ubicaciones Home, School, Pizzeria y Arcade?", U),
    ("¿Cuántas casillas tiene cada Registro de Ánimo de punta a punta? ¿Y cuántas hay a cada lado de la casilla central?", U),
    ("En solitario, ¿hay una tabla para saber si mi puntuación contra Rob es buena, tipo 'más de 80 VEP excelente'? ¿Y se apunta en algún sitio?", U),
    ("Somos dos y queremos meter a Rob como tercero, los tres en la misma partida. ¿Se puede? ¿Y Rob copiaría la ubicación del dado de cuál de los dos?", U),
]

LOOP_EN = [
    ("setting up for 3: how many sets of MATERIAL come out of the game, and how many FAVOUR does each seat start with?", A),
    ("where do all the COIN go at setup, and what does an INTERN start with in their AREA?", A),
    ("who goes first and which way do turns go? also does the first player get anything different on their mat?", A),
    ("start of my turn: do I always draw a FAVOUR? what if the FAVOUR deck and the discard are both empty?", A),
    ("can i skip my turn if i dont want to do anything? and can i WORK and BUY in the same turn?", A),
    ("BUY: how many MATERIAL can I take in one turn, and how does what I pay set the QUALITY?", A),
    ("this ACTIVITY shows two blue dots. do i take 2 QUALITY off one MATERIAL or 1 off two? and what if one hits 0?", A),
    ("i already keep 3 ACTIVITY and want to CONSUME another. can i, and what happens to the old ones? do i still get the HAPPINESS?", A),
    ("GOALs: do I have to reveal one as soon as I meet it? and can the same ACTIVITY count towards two different GOALs?", A),
    ("HOBBY and CURIOSITY work differently from the other GOALs right? what does each need?", A),
    ("someone just played me a FAVOUR i dont want. how do i REJECT it, and what if i can't?", A),
    ("i'm at 2 REPUTATION and someone plays me a SHARE. do i still have to take the card if i ACCEPT, and do i get any more REPUTATION? also does it stop my next draw?", A),
    ("spending REPUTATION when i BUY, how does it work? and can i use it to get a QUALITY 1 MATERIAL for free?", A),
    ("the SHARE example where the second SHARE gets REJECTed: what happens to the QUALITY of the first player's MATERIAL? and what REPUTATION does the one who ACCEPTed get?", A),
    ("RECYCLE: can i take a UTILITY out of someone's LANDFILL, and how is the QUALITY decided? can i RECYCLE from my own?", A),
    ("when does the game actually end once somebody hits HAPPINESS 12? and what exactly counts as DEPLETION?", A),
    ("tie for the highest HAPPINESS in basic mode. what decides it, in wich order?", A),
    ("competitive setup: how many CAREER do we each get, and can i just play the INTERN instead?", A),
    ("my HAPPINESS jumped from 4 to 10 in one turn. how many EVENT do i draw, and when do i flip them?", A),
    ("two CONTINUOUS EVENT got triggered at the same time, which one counts? and where does the old one go?", A),
    ("CREDIT CARD: what do i get when i APPLY, and how much can i PAYOFF per turn?", A),
    ("end game penalties in competitive: how much HAPPINESS for a CREDIT CARD I haven't paid off, and for 5 cards in my LANDFILL?", A),
    ("co-op: do we draw FAVOUR at the start of our turns? where do played FAVOUR go and when do we get them back?", A),
    ("co-op question: what do we all need to win, and if the burned MATERIAL at the end of a round causes DEPLETION does anyone take the penalty?", A),
    ("solo: which FAVOUR do i play with, and how does RENEW work, whats the price?", A),
    ("Lawyer vs Officer: the Officer plays me his first FAVOUR of the turn, can anyone still REJECT it? and can the Lawyer object to a FAVOUR aimed at someone else?", A),
    ("competitive setup: the CAREER I don't pick out of my 2, do I have to show it to the table? and does it go back in the box or into some pile?", U),
    ("where exactly are the lines between the 3 HAPPINESS zones, between which numbers? and is HAPPINESS 12 a zone of its own?", U),
    ("the rulebook keeps pointing to the quickstart guide. is there one per player, and does it list all the EVENT effects too?", U),
    ("are there any expansions with more EVENT cards? and would they work in solo mode too?", U),
]

LOOP_ES = [
    ("¿Cuántas cartas de MATERIAL hay de cada tipo y cuántos FAVOUR rojos de cada clase? ¿Y cuántos azules?", A),
    ("Vale, ¿qué es un set de MATERIAL y dónde se pone el primer set boca arriba al preparar? ¿El resto dónde va?", A),
    ("¿Hay límite de MATERIAL que pueda tener en mi AREA? ¿Y cuánta REPUTATION puedo tener como máximo?", A),
    ("Che, ¿los COIN de cada uno tienen que estar a la vista de todos? ¿Y si se acaban los COIN del juego qué hacemos?", A),
    ("Si hago CONSUME de tres ACTIVITY en un turno, ¿cuánta HAPPINESS gano? ¿Y cuándo puedo poner los GOAL logrados?", A),
    ("¿Cuándo se rellenan los huecos vacíos de MATERIAL y ACTIVITY? ¿Y si se vacía el mazo de ACTIVITY?", A),
    ("Con ACQUIRE, ¿a quién le pago y cuánto? ¿Puedo jugarlo contra alguien que no tiene MATERIAL?", A),
    ("BARTER: si cambio mi MATERIAL de QUALITY 3 por uno de QUALITY 1 del otro, ¿me devuelven la diferencia de algún modo? ¿Y al revés se puede?", A),
    ("RESELL: ¿se lo puedo jugar a alguien que no tiene COIN suficientes? ¿Cuánta REPUTATION gana si acepta?", A),
    ("Disculpe, los tratos que hacemos antes de jugar un FAVOUR, ¿son obligatorios? ¿Cuándo cuenta de verdad la jugada?", A),
    ("en turno de WORK como funciona gastar REPUTATION? con 2 REPUTATION cuantos COIN saca el INTERN?", A),
    ("¿Cuándo ocurre exactamente la DEPLETION si todavía quedan MATERIAL boca arriba? ¿Y qué le pasa a quien la provoca?", A),
    ("Modo competitivo: ¿qué indica la dificultad de una CAREER y qué significa el marcador verde o rojo para la HAPPINESS inicial?", A),
    ("Un EVENT IMMEDIATE, ¿a quién afecta y en qué orden se resuelve? ¿Y dónde se descarta después?", A),
    ("Si tengo que pagar un EVENT IMMEDIATE y no tengo COIN, ¿qué hago? ¿Y qué me dan al pedir la CREDIT CARD?", A),
    ("En competitivo, si solo puedo hacer WORK pero no me queda HAPPINESS, ¿qué pasa? ¿Puedo entonces hacer BUY?", A),
    ("Cooperativo: ¿con cuántos FAVOUR empieza cada uno? ¿Se pueden RECHAZAR con REPUTATION?", A),
    ("En cooperativo, ¿podemos jugar con las cartas a la vista? ¿Y qué CAREER y EVENT se quitan?", A),
    ("Solitario: cuando juego el ACQUIRE azul, ¿de dónde saco el MATERIAL y a dónde van los COIN que pago?", A),
    ("En solitario, ¿qué MATERIAL se quema al final de cada turno y qué pasa si eso provoca la DEPLETION?", A),
    ("Jugando solo, ¿cuántos GOAL robo al empezar? ¿Y cómo se gana, cuenta la penalización de LANDFILL?", A),
    ("El Chef, cuando compra FOOD, ¿cómo funciona su Supersize? ¿Vale también con RECYCLE?", A),
    ("vos sabés cómo va el Banker? ¿Qué hace Influence y cuántas veces por turno? ¿Se puede usar en solitario?", A),
    ("Soy la Office Lady: ¿puedo comprar en un turno de WORK? ¿Cuántos MATERIAL y a qué QUALITY?", A),
    ("Con Everything Is Online activo y sin CREDIT CARD, ¿puedo usar la habilidad del Investor? ¿Y hacer RECYCLE?", A),
    ("Landfill Tax: en el ejemplo P1 hace SHARE del GLASS de P3 a QUALITY 1. ¿Quién pierde el COIN y qué pasa si no puede pagarlo?", A),
    ("En cooperativo, ¿podemos repasar el descarte de MATERIAL durante la partida para planear? ¿Y el descarte de FAVOUR también?", U),
    ("En la edición en español, ¿cómo se llaman los EVENT, por ejemplo Satan Santa o Red Gown? ¿Y las CAREER?", U),
    ("¿Hay alguna app para llevar las cuentas de COIN y REPUTATION de cada uno? ¿O una hoja para apuntar?", U),
    ("Si el Politician juega un FAVOUR boca abajo y se le cae y se ve, ¿qué pasa? ¿Se anula la jugada?", U),
]

ADULT_EN = [
    ("setting up: what does each player get at the start, and how many of my Values am I allowed to look at?", A),
    ("we each got 2 Career cards. what do we do with them before the game starts, and who goes first?", A),
    ("where do our two score markers go at setup, and which way does the Happiness one move when I gain a happy?", A),
    ("can i use energy tokens as extra time? and can I use the same action spot twice in one turn if i have the time?", A),
    ("upper and lower spots in the same category, like both Wellness spots: can I do both in one turn? and can the lower ones ever get covered by a card?", A),
    ("Donate vs the upper Community spot, whats the difference? which one costs money?", A),
    ("Date: what does it cost, and what do I get if I'm not Grown Up yet? what changes once I am?", A),
    ("Meditate: what are my two options with it, and what does it cost?", A),
    ("can I play a card I just drafted from the market in the same turn? and can I use its action spot right away?", A),
    ("i played a new Leisure card but I already have one on that spot. where does the old one go, and do I keep its icons?", A),
    ("Experience cards: what do i do with them after i play them, and do thier icons count at the end?", A),
    ("the Family Time example: what does the Grown Up icon in the green bar mean, and the white and black Life icon?", A),
    ("the Marathon example with the white box on the cost bar: how does 'have played resources elsewhere' work?", A),
    ("how do I get Promoted, and can the icon on the Career card itself count towards the requirement? like the Actor example", A),
    ("if I swap my Partner for a new one, do I keep the Married token? where does the old Partner go?", A),
    ("after I'm Promoted can I still use the left action on my Career card?", A),
    ("passing a Life Event space on the track: when do I resolve the Life Event, and can I get two in the same turn?", A),
    ("what exactly triggers the end of the game, and does everyone get the same number of turns?", A),
    ("end scoring: how do sets of Life Icons score? like if I have 4 Family icons, what do I get?", A),
    ("what's a complete heart and how much is it worth at the end? does my Partner need to be Married for it?", A),
    ("my marker goes past the end of the track, what happens? and do the sad tokens move me back before that?", A),
    ("solo setup: what changes from the normal setup? how many market cards and how many Life Events?", A),
    ("solo market: how much do the 2nd and 3rd cards cost in a turn, and when does the market get refilled?", A),
    ("solo: how do I win, and when does the game end exactly?", A),
    ("solo: what does Meditate do differently, and do I still draw Life Events when I pass those spaces on the track?", A),
    ("solo achievements: how many do I draw and keep, and what are the levels on them for?", A),
    ("when I Meditate to bring up a facedown Value, do I pick which of my two facedown ones, or shuffle them first? and can I ever put one back facedown?", U),
    ("solo: one of my 8 Life Events talks about other players, like 'each other player'. how do I resolve that with nobody else at the table?", U),
    ("normal game: the market has had the same 5 cards forever because nobody wants them. can we wipe it and refill? is there a house rule in the book?", U),
    ("on which number of each scoring track is the Grown-Up space? is it the same number on both tracks?", U),
]

ADULT_ES = [
    ("¿Qué trae la caja para el modo solitario? ¿Hay un tablero aparte o es el reverso de otro?", A),
    ("Vale, ¿cuántas cartas se ponen en el mercado al empezar? ¿Y qué mazos se barajan por separado?", A),
    ("Che, ¿cuántos meeples de tiempo tiene cada uno al arrancar? ¿Y cuánta plata y energía?", A),
    ("¿Puedo colocar mis tiempos antes de que me toque? ¿Y puedo añadir alguna acción después de colocar?", A),
    ("Para ser Grown Up, ¿tengo que pasar la casilla en los dos tracks o basta con uno? ¿Qué marcador cojo?", A),
    ("Oigan, ¿alguna vez se retrocede en los tracks durante la partida? ¿Y las fichas negativas cuándo restan?", A),
    ("¿Qué hace la acción de arriba de Wellness y qué hace la de abajo? ¿Cuánto cuestan?", A),
    ("En el primer turno, ¿puedo jugar la Career que tengo en la mano antes de activar mis espacios?", A),
    ("Si cojo la carta de más a la derecha del mercado, ¿cuánto pago? ¿Y la de más a la izquierda da algo?", A),
    ("¿Cuántas cartas puedo jugar de la mano en un turno? ¿Hay que pagar su coste?", A),
    ("Al final de mi turno, ¿qué hago con los tiempos, el dinero y la energía que gasté? ¿Cómo se rellena el mercado?", A),
    ("Los Life Events que me tocaron este turno, ¿dónde los pongo al final del turno?", A),
    ("¿Puedo tener dos Partner a la vez? ¿Y para qué sirve el icono de corazón de la carta de Partner?", A),
    ("Para casarme, ¿qué acción uso y cuánto cuesta? ¿Qué pide la barra morada?", A),
    ("Disculpe, ¿cuántas cartas de Career puedo tener a la vez? ¿Y qué pasa con la vieja si consigo otra?", A),
    ("Las cartas de Values, ¿se juegan a la mesa? ¿Tienen coste para jugarlas?", A),
    ("Algunos Life Events llevan un símbolo de que afectan a la ronda siguiente, ¿qué significa? ¿Todos los Life Events son instantáneos?", A),
    ("Las fichas de Unhappiness y Negative Impact, ¿cuándo me las dan y cómo restan al final?", A),
    ("El ejemplo de Mall Walkers: ¿qué da su acción y cuánto tiempo hay que ponerle?", A),
    ("En el ejemplo de Overseas Vacation, ¿qué gano al jugarla y dónde la guardo después?", A),
    ("Al final de la partida, ¿en qué orden van los pasos de puntuación? ¿Cuándo se giran los Values?", A),
    ("Si empatamos en la suma de Happiness e Impact, ¿quién gana?", A),
    ("Solitario: ¿se reparten Values? ¿Cuántos Life Events lleva el mazo y qué se hace con los demás?", A),
    ("En solitario tengo una carta que me deja coger otra carta extra del mercado. ¿Cuánto me cuesta y sube el precio de las demás?", A),
    ("Jugando solo, al final ¿cuento el corazón y los sets de Life Icons? ¿Y las fichas negativas?", A),
    ("cuales son los iconos de vida que hay? y un Trait que da iconos extra cuenta durante la partida o solo al final?", A),
    ("¿Puedo regalarle a otro jugador una carta de mi mano, por ejemplo una Experience que a él le viene mejor? ¿Y prestarle plata?", U),
    ("¿Qué tipos de cartas de Values hay y cuántos puntos da cada una como máximo?", U),
    ("¿Cómo se llaman en español los Life Icons, por ejemplo Shady o Service? ¿Hay una chuleta oficial?", U),
    ("¿Puedo apartar una carta del mercado para cogerla en mi turno siguiente, que nadie más la coja? ¿Y pagar por reservarla?", U),
]

CV_EN = [
    ("how many dice do i roll at the start of my turn and how many times can i reroll? can i reroll the bad luck ones?", A),
    ("setting up for 3 players: how do the childhood cards work, which card gets mixed in and how many random ones?", A),
    ("childhood draft: how do we pass the cards around, and who starts the game after?", A),
    ("how many life goal cards does each of us get, and how many public ones go face up on the board with 4 players?", A),
    ("how many cards can i take from the track in one turn? and can i use event cards from my hand to help pay?", A),
    ("i've got 3 good luck symbols. what can i do with them, and do i still need to meet a card's special condition?", A),
    ("bad luck: how many symbols before misfortune hits, and what do I lose? what if I have 6?", A),
    ("in the Used car example why could the player reroll the relationship die but not the bad luck one? and how many dice did they have?", A),
    ("when I add a Health card can it go under the top card instead of on top? and what about Possessions and Work?", A),
    ("which card in a stack is the active one, and how many can be active per type?", A),
    ("cards with a red slash: when do I pay that, and what happens if I can't?", A),
    ("can the dice I used to buy a card this turn also pay a red slash cost? and can tokens?", A),
    ("two-colour cards: when do i decide which type it is, and where does it go?", A),
    ("event cards: when can i play one, and does it stay in my stacks after?", A),
    ("if i play an event card to help buy something, do i get tokens for its symbols? what happens to teh symbols i don't use?", A),
    ("cleanup: how does the track get refilled, and which deck do we use once early adulthood is empty?", A),
    ("do tokens pile up like income if I don't use them? how do I update them at the end of my turn?", A),
    ("social assistance: who qualifies and when do we check it?", A),
    ("in the social assistance example with Julius, Felix and Eric, why does Eric get a card and what happens next?", A),
    ("two of us qualify for social assistance at the same time. who picks first? and do we pay anything for the card?", A),
    ("health, relationship and knowledge cards at the end: how does the points table work, like 4 cards vs 5?", A),
    ("public life goals: if two of us tie for one, do we both get the points? like the Collector example", A),
    ("we're tied on points at the end. who wins, and what if it's still tied?", A),
    ("in the scoring example how do Felix's 63 points add up? where do the 19 come from?", A),
    ("what do knowledge cards usually do compared to relationship cards? which one helps with the dice?", A),
    ("what's in the box: how many dice, tokens and cards of each age?", A),
    ("the player reference cards: do they show the scoring table for health, knowledge and relationship counts? and is there one for each of us?", U),
    ("is there an official variant where everyone starts with all 7 dice for a quicker game? and does that change bad luck?", U),
    ("apart from the track and the deck spots, is anything printed on the board, like a score track or age names? and do the deck spots show how many cards go there?", U),
    ("which 8 life goal cards are in the deck, and what does each one need? are any of them only for 2 players?", U),
]

CV_ES = [
    ("¿Cuántos tipos de cartas hay y para qué sirven las life goal?", A),
    ("Che, ¿cuántos símbolos tiene cada dado? ¿Son todos los dados iguales?", A),
    ("Al preparar, ¿cuántas cartas de early adulthood se ponen en el track? ¿Y dónde van los mazos de middle age y old age?", A),
    ("Somos 2: ¿con cuántas cartas al azar se mezcla la bicicleta para la infancia? ¿Y qué se hace con las que no se reparten?", A),
    ("Vale, somos 4: ¿se reparte la infancia igual que con 3 o cambia algo? ¿Cuántas recibe cada uno?", A),
    ("¿Para qué sirve la ficha de bicicleta? ¿Qué pasa si pierdo la carta de la bicicleta?", A),
    ("¿Quién empieza cada ronda y en qué sentido se juega?", A),
    ("¿Puedo poner los dados al lado de las cartas del track para pensar? ¿Y sacar un poco la carta que quiero?", A),
    ("si en la primera tirada me salen 3 de mala suerte, puedo seguir tirando los otros? pierdo una carta ya?", A),
    ("Las cartas de Work, ¿qué suelen dar? ¿Y qué tienen de malo?", A),
    ("¿Cómo se consiguen normalmente las Possession y qué dan?", A),
    ("Cuando se acaba el mazo de middle age, ¿qué se comprueba? ¿Y con qué mazo se sigue rellenando?", A),
    ("Para la ayuda social, ¿qué significa que otro tenga el doble de cartas que yo? ¿Cuenta por jugador?", A),
    ("Al puntuar, ¿en qué orden se cuentan los puntos? ¿Cuándo se revelan las life goal personales?", A),
    ("En el ejemplo del objetivo Collector, ¿por qué Eric no puntúa y Felix y Julius sí?", A),
    ("Las cartas de evento que compro del track, ¿van a mi mano o a mi currículum?", A),
    ("¿Cuántos puntos dan 3 cartas de Knowledge? ¿Y 5?", A),
    ("Disculpe, si tengo una desgracia y debo descartar, ¿puedo elegir una carta de debajo de una pila o tiene que ser una de arriba?", A),
    ("En el ejemplo del Used car, ¿qué carta le da el quinto dado? ¿Cuántos dados puede llegar a tener alguien?", A),
    ("Somos dos: ¿cuándo se descarta la carta de la izquierda del track? ¿Es distinto que con más jugadores?", A),
    ("Las cartas de Health, ¿qué suelen hacer? ¿Ayudan contra la mala suerte?", A),
    ("Con la ayuda social, ¿cuántas cartas puedo agarrar del track? ¿Pago el coste?", A),
    ("¿Puedo jugar una carta de evento en el turno de otro jugador? ¿Y después qué hago con ella?", A),
    ("ustedes cuando se termina la partida? tiene que ser al final de una ronda?", A),
    ("Las cartas de Relationship, ¿qué suelen dar? ¿Puedo meter una nueva debajo de las otras?", A),
    ("Si compro dos cartas en mi turno, ¿cuándo las añado a mi currículum y cómo las apilo?", A),
    ("¿Las cartas de infancia se pueden perder por mala suerte como las demás? ¿Y cuentan para la tabla de puntos al final?", U),
    ("¿Hay cartas repetidas en los mazos, por ejemplo dos Used car? ¿Y se puede tener dos veces la misma Possession?", U),
    ("¿Hay algo para marcar en qué ronda vamos? ¿Y cuántas rondas suele durar cada edad?", U),
    ("¿Hay un modo para jugar varias partidas seguidas con la misma vida, tipo campaña? ¿Se guarda algo entre partidas?", U),
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
