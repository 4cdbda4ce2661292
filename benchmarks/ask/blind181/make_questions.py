"""Write the blind181 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind181/make_questions.py

Style of this set: players QUOTE OR PARAPHRASE A SENTENCE OF THE RULEBOOK (as
they remember it, sometimes slightly off) and ask what it means or how it
applies; the question may reach past the quoted sentence to a case another
rule settles. More than half of each game's questions go to the less obvious
parts of its rulebook: solo modes and bots, co-op and 2-player variants, the
worked examples, card types and icons, end-game scoring and tie-breaks, setup
details, rarely used actions. The unanswerable questions quote a real
sentence and ask about a case the rulebook never settles.

Each game's file is written in a seeded shuffled order (seeds 18101-18104), so the
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
SEEDS = {"coming-of-age": 18101, "loop": 18102, "adulthood": 18103, "cv": 18104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("book says 'available locations at the ends of the main board are considered adjacent to each other'. so in round 1 is location 4 next to location 1?", A),
            ("it says 'you cannot add a Frustration Token to a Track that already has one at either of its ends'. both my tracks already have one, does that mean I just can't change location at all?", A),
            ("the rulebook goes 'the last turn of each round is always played with a single Die'. so on that turn i dont leave an interest token anywhere?", A),
            ("solo: Rob 'places one Interest Token per Die' but he has fewer tokens left than dice. which dice get one?", A),
            ("solo rules say Rob 'skips any space that does not grant VEP' on his fulfillment track. what does he get once he's already on the last space?", A),
            ("2 player variant says 'the first on the left requires level 1, the second level 2, and so on'. level 1 friendship with who exactly, the other player?", A),
            ("Balanced trait: 'the same number of Counters on the far left and far right'. i have none on either end, so 0 and 0, can i play it?", A),
            ("type A goals: 'In case of a tie, the goal is considered fulfilled'. so if i tie someone for most Presences i still score Versatile?", A),
            ("goal type D says memory tokens 'whether used or unused', but the leftover scoring only counts unused ones. what do my flipped memory tokens actually give me at the end?", A),
            ("before final scoring 'each player may use one unused Memory Token'. is that one per player or one of each colour?", A),
            ("tie on VEP, the book says the one who 'has completed the most Trait and Goal Tiles, including those mimicked' wins. so my mimic tokens on other boards count for that?", A),
            ("'Having both your Die and a Presence at a location does not allow you to choose both options' - so at a stop where i have both i still only get one step A pick?", A),
            ("in the long bus example the red player spends 2 orange tokens 'instead of one of the required colors' because of the pink track. whats the pink passive exactly?", A),
            ("after spending motivation you 'move the Mood Counter exactly 2 steps to the left' and get no bonuses from the spaces passed. but if the counter is already near the left end, do i still get hit by the bounce?", A),
            ("memory with willpower: 'you only gain 3 VEP'. do i still get the card's bonus and the memory token when i pay 4 willpower?", A),
            ("'You may only play 4 Trait Tiles during the game'. once i've played my 4th, what can a trait bonus still do for me?", A),
            ("mimic rule says 'different players may mimic the same trait'. so me and my sister can both put a mimic token on dad's Stubborn tile?", A),
            ("at the end of a round we add 'the Counter for the next Mood Track (pink > orange > blue)'. which space does it start on and what else comes with it?", A),
            ("it says willpower and motivation tokens 'are considered unlimited'. we literally ran out of willpower chips, now what", A),
            ("setup: roadblocks on 5 to 10 and memory cards only revealed on 1-4. when 5 and 6 open up, when do they get memory cards?", A),
            ("fulfillment example: 'Since location 6 previously had an Interest Token, the player recovers it'. recovers it to where, can i use it again later?", A),
            ("'If the Experience Space tells you to move a Mood Counter that isn't available yet ... simply ignore that icon' - so in round 1 a pink arrow just does nothing?", A),
            ("solo: Rob 'gains the VEP shown on the Memory Card (3, 2, 1...) as if he had spent them all'. he has 3 green tokens at a green location, how much is that?", A),
            ("solo final scoring: 'Rob reveals and scores all remaining Trait Tiles in his pile'. does he get anything for his leftover motivation too?", A),
            ("solo setup: for me '1 Goal Tile of type B, 2 of type C, and 1 of type D'. so no type A goals at all vs the bot?", A),
            ("rob keeps crushing me. the book says something about giving him fewer character tokens to make it easier?", A),
            ("the Fair trait says 'the same number of Character Tokens on the right side and left side of the Friendship Track, between levels 1 and 4'. one of my kids sits in the middle space of level 3. does he count for a side, or not at all?", U),
            ("that bus stop gave me a friendship bonus 'with any character'. i want the green player, but all 3 of his spare Character Tokens are already on other peoples tracks. can i still pick him?", U),
            ("book says a frustration can be overcome 'by spending 4 Willpower Tokens at any time'. once the 9th turn is over, can i still pay 4 willpower right before the -3 per unresolved Frustration is counted?", U),
            ("a memory card gives 'one Memory Token', the example even says 'one purple Memory Token'. but the tokens do different things (right, left, to the centre). does the card decide which kind i get or do i choose?", U),
        ],
        "es": [
            ("Pone que para cambiar de ubicación 'colocas 1 Ficha de Frustración en el extremo derecho de un Registro de Ánimo disponible'. ¿Y si quiero ir a una ubicación que no es adyacente?", A),
            ("Dice que al gastar Fichas de Motivación mueves el Contador de Estado de Ánimo 'exactamente 2 pasos a la izquierda'. Si gasto 3 fichas de golpe, ¿son 6 pasos?", A),
            ("Vale, el límite de la mano de Rasgos es 4. Si robo una quinta Ficha de Rasgo, ¿puedo descartar justo la que acabo de robar, y dónde va?", A),
            ("La hoja dice que el VEP por las fichas es '3 para la primera, 2 para la segunda y 1 por cada adicional'. Si gasto 4 Fichas de Motivación en un Recuerdo, ¿cuántos VEP son?", A),
            ("Si un marcador se pasa a la derecha 'más allá del último espacio' ganas la Ficha de Motivación indicada. ¿Y si ese icono tiene una Ficha de Frustración encima?", A),
            ("che, pone que retirar una ficha de superación 'otorga 4 VEP'. ¿y después qué hago con esa Ficha de Frustración?", A),
            ("Dice que en la ronda 3 te dan 'tres dados de ocho caras'. ¿Cuántos turnos tiene esa ronda y qué ubicaciones se abren?", A),
            ("Pone que el Rasgo Mimético va sobre 'la Ficha de Rasgo completada de otro jugador' si cumples su requisito y nivel de amistad. ¿Qué nivel necesito para imitar la segunda ficha de su tablero?", A),
            ("En solitario pone que Rob 'ignora todos los requisitos' al poner su Rasgo Mimético. ¿Sobre qué ficha lo pone?", A),
            ("Disculpe, en solitario, ¿qué hace Rob cuando la Parada de Autobús muestra un personaje neutral?", A),
            ("Pone que en el nivel 0 de su Registro de Amistad Rob 'solo puede tener una Ficha de Personaje cubriendo el VEP'. ¿Qué hace si ya hay una?", A),
            ("Rob 'coloca una de sus Fichas de Personaje para dejar una Presencia'. ¿Lo hace aunque ya tenga Presencia en esa ubicación?", A),
            ("En solitario, si Rob y yo ganamos los dos el Recuerdo de la misma ubicación, ¿qué se hace con esa Carta de Recuerdo al final del turno?", A),
            ("En la variante a dos pone 'coloca 4 Fichas de Rasgo al azar en fila entre los dos jugadores' con un personaje neutral en cada una. ¿Para qué sirven?", A),
            ("Al final 'pierdes 3 VEP por cada Frustración no resuelta'. ¿Las que ya superé, las del extremo izquierdo, también restan?", A),
            ("al final se suman fuerza de voluntad, motivacion y recuerdos sin usar y se divide entre 3 redondeando hacia abajo. tengo 5 de voluntad y 3 de motivacion, cuanto es", A),
            ("Las Fichas de Meta: 'puedes jugar tantas como Fichas de Rasgo hayas jugado en tu tablero'. ¿Los Rasgos Miméticos que puse en tableros ajenos cuentan para eso?", A),
            ("Pone que la meta 'Persistente' es llegar al espacio final del Registro de Realización Personal. ¿Y qué pide 'Comprometido'?", A),
            ("Tío, el rasgo Acaparador pide '9 fichas en total'. ¿Cuentan también las Fichas de Recuerdo?", A),
            ("Dice que en las fases 1 y 2 no se puede esperar a que los demás decidan. ¿En la fase del autobús las elecciones también son a la vez?", A),
            ("Pone que si el personaje 'ya está en tu Registro de Amistad' lo subes al siguiente nivel. ¿Y si ya está en el nivel 4 y no tengo Bonificación de Intimidad?", A),
            ("En la preparación cada uno coge 'el dado de cuatro caras de su color'. ¿Y el resto de dados dónde se quedan hasta que toquen?", A),
            ("pone que tiras y pones cada dado 'en la zona de carretera' de su ubicación. si saco dos veces el 3, ¿qué pasa con el dado que no elijo?", A),
            ("Dice que la Carta de Padres se pone 'en tu pila de descarte personal' y luego robas. ¿Cuántas tengo que tener siempre en la mano?", A),
            ("¿Vos sabés si Rob 'tira el mismo número y tipo de dados que tú' también en la ronda 2? ¿Tira dos dados de seis caras?", A),
            ("Ahorita tengo dos Fichas de Frustración sin resolver. Pone 'si tienes más de una para elegir, tú decides cuál superar', pero ¿con qué se supera una?", A),
            ("Disculpe, dice que la pila de descarte de Cartas de Padres 'es pública'. ¿Y cuántas cartas le quedan a otro jugador en su mazo de Padres, eso me lo tiene que decir si le pregunto?", U),
            ("El rasgo Equilibrado pide el mismo número de Contadores en el extremo izquierdo y en el derecho. Si en un registro mi Contador está en la casilla de la derecha y encima del icono hay una Ficha de Frustración sin resolver, ¿ese Contador cuenta como 'en el extremo derecho'?", U),
            ("Alegre / Brillante piden 'al menos una Ficha de Motivación del tipo indicado'. ¿De qué color es la que pide cada uno?", U),
            ("Dice que 'no puedes imitar el mismo rasgo más de una vez'. Si yo ya jugué Terco en mi propio tablero, ¿puedo poner un Rasgo Mimético sobre el Terco de otro jugador?", U),
        ],
    },
    "loop": {
        "en": [
            ("book says 'Draw 1 and only 1 FAVOUR if you have less than 5 in hand'. the FAVOUR deck is empty and so is the discard pile, now what?", A),
            ("rule: 'If you have no HAPPINESS to deduct, take 1 COIN from WORK AREA then end turn immediately'. does that still work like that in competitive mode?", A),
            ("'an ACTIVITY showing 2 same colour requires 2 separate MATERIAL' - so i cant take 2 QUALITY off my one METAL for a double metal ACTIVITY?", A),
            ("ACCEPT says 'there is no hand limit'. i accepted one and now hold 6 FAVOUR, do i still draw at the start of my next turn?", A),
            ("we tied on HAPPINESS and on REPUTATION too. what's the next tie-break after REPUTATION in the list?", A),
            ("it says 'The game ends immediately when the player on the right to the starting player completes his turn'. the 2nd player just hit HAPPINESS 12, do the rest of us still play?", A),
            ("solo: the burn 'flip over and discard the top MATERIAL' at the end of my turn just revealed DEPLETION. do i lose the 1 HAPPINESS?", A),
            ("coop: 'You will and only will take all your played FAVOUR back into your hand when you WORK'. so after a BUY turn they just stay on the table?", A),
            ("solo blue RENEW: 'pay double the COIN to the WORK AREA to determine its QUALITY'. 4 COIN gets me what QUALITY, and can it be a UTILITY?", A),
            ("solo blue ACQUIRE says pay 'its Exhibited QUALITY'. what is exhibited quality and who gets the COIN?", A),
            ("CREDIT CARD PAYOFF: 'place 1 or 2 COIN on top of it anytime during your turn (cannot pay more than 2)'. so the fastest i can clear one is 3 turns?", A),
            ("my HAPPINESS went from 4 to 10 in one turn, book says 'If your token moves across 2 zones' you draw 2 EVENT. when do i actually flip them?", A),
            ("'When 2 or more CONTINUOUS EVENT are triggered, only the latest one takes effect' - i flipped 2 continuous ones at my turn end, which one stays?", A),
            ("lawyer vs officer: the officer's first FAVOUR 'cannot be REJECT'. can the lawyer still stop it?", A),
            ("salesman: 'when others ACCEPT your played ACQUIRE or RESELL, you gain 1 COIN'. does that COIN come from the other player?", A),
            ("scientist says 'may BUY any 1 MATERIAL (including UTILITY) from any LANDFILL, including your own'. can i do that on a CONSUME turn?", A),
            ("artist Create: 'Only when WORK, take 1 face-up MATERIAL at QUALITY 4 from BUY AREA and 1 COIN'. is that on top of the normal SALARY?", A),
            ("craftsman Forge turns a MATERIAL 'into any non-FOOD MATERIAL for your entire turn'. can i forge someone elses MATERIAL, and when does it change back?", A),
            ("Landfill Tax example: 'P1 SHARE P3's GLASS at QUALITY 1 ... P3 loses 1 COIN'. so the owner pays, not the player who SHAREd?", A),
            ("Micro-Plastic: 'All FOOD MATERIAL cards are regarded as PLASTIC'. can i still CONSUME an ACTIVITY that needs FOOD while its up?", A),
            ("The 2nd Semi Mid-Season Sales example: 'Pay 2 COIN to BUY 1 GLASS at QUALITY 1 and 1 FOOD at QUALITY 2'. how does that add up to 2?", A),
            ("coop burning: 'At every turn end of the last player ... flip over and discard the top MATERIAL'. if that shows DEPLETION does anyone lose HAPPINESS?", A),
            ("setup table 'Sets of MATERIAL to remove': just 2 of us playing, how many sets come out?", A),
            ("SHARE example: 'The 1st SHARE is ACCEPTed but the 2nd one is REJECTed'. what happens to the QUALITY of the 1st MATERIAL then?", A),
            ("BARTER: 'The difference in QUALITY will not be returned to you in any form'. so can i swap a QUALITY 1 of mine for their QUALITY 4?", A),
            ("CURIOSITY says 'The 3 ACTIVITY you kept are completed with all 5 different types of MATERIAL'. is that about the colours on the ACTIVITY cards or the MATERIAL i actually spent?", A),
            ("solo blue RESELL: 'Move 1 MATERIAL from your AREA to the bottom of MATERIAL deck'. the deck sits on top of the DEPLETION card, so does my resold MATERIAL go above DEPLETION and push the end back a turn?", U),
            ("coop: when i play a FAVOUR 'place it face-up to the left of your AREA' instead of giving it to a player. can the effect use my own stuff, like SHARE my own MATERIAL or BARTER with myself?", U),
            ("politician plays a FAVOUR 'face-down to a player and claim what that is', and i'm the lawyer. if i use Objection on it, does the card get flipped so we see what it really was?", U),
            ("engineer Repair: 'add 1 QUALITY to 1 of your or other player's non-UTILITY MATERIAL'. my GLASS is already at QUALITY 4, all the dots. can Repair take it to 5?", U),
        ],
        "es": [
            ("Pone que los COIN que pagas por cada MATERIAL '(1 a 4)' determinan su QUALITY. ¿Puedo pagar 5 COIN por uno?", A),
            ("Dice que las ACTIVITY que tienes 'se pueden usar ilimitadas veces para varios GOAL'. ¿Las mismas 3 me sirven para dos GOAL en el mismo turno?", A),
            ("Pone que tenés que revelar el GOAL 'en el mismo turno en cuanto se cumpla el requisito'. ¿No me lo puedo guardar para más adelante?", A),
            ("Che, para hacer REJECT 'descartás otro FAVOUR igual o bajás 1 REPUTATION'. Si no tengo ninguna de las dos cosas, ¿qué pasa?", A),
            ("Pone 'gasta 2 REPUTATION para ganar 1 HAPPINESS'. ¿Lo puedo hacer en un turno de BUY?", A),
            ("dice que no puedes gastar 1 REPUTATION para comprar un MATERIAL a QUALITY 1. entonces la REPUTATION nunca sustituye la COIN?", A),
            ("Cooperativo: 'No hay REJECT'. Si le juego un SHARE a mi compañero, ¿simplemente pasa?", A),
            ("En cooperativo ganamos si 'todos llegan a HAPPINESS 11 o más' después de las penalizaciones. Si uno se queda en 10, ¿perdemos todos?", A),
            ("Solitario: pone que robás 4 GOAL en vez de 3. ¿Y los FAVOUR azules, los tengo en la mano desde el principio?", A),
            ("Debt Penalty: 'pierdes 2 HAPPINESS por cada CREDIT CARD sin PAYOFF al final'. ¿Una tarjeta a medio pagar cuenta entera?", A),
            ("LANDFILL Penalty: '1 HAPPINESS por cada 3 MATERIAL'. Con 5 en mi LANDFILL, ¿pierdo 1 o 2?", A),
            ("Un IMMEDIATE EVENT: 'el que lo dispara va primero y luego los demás en sentido horario'. ¿En qué momento exacto se resuelve?", A),
            ("Soy Homemaker: 'gana 1 REPUTATION si no tienes más de 1 MATERIAL en cualquier momento de tu turno'. ¿Cuántas veces por turno?", A),
            ("Freelancer: cuando hago WORK 'elijo uno de los SALARY'. ¿Cuáles son las opciones?", A),
            ("Scavenger: 'puedes jugar RECYCLE como RESELL'. Si el otro lo acepta, ¿qué puede hacer después con esa carta?", A),
            ("Everything Is Online: 'sin CREDIT CARD no puedes gastar COIN'. ¿Eso incluye la habilidad del Investor?", A),
            ("Treat Yo Self: 'ganas 1 HAPPINESS si aplicas una CREDIT CARD nueva este turno'. ¿La HAPPINESS la gano al momento o al final del turno?", A),
            ("Vale, somos tres. Según la tabla de 'FAVOUR para empezar', ¿cuántos coge cada uno?", A),
            ("Pone que el jugador inicial usa 'el lado dorado' del token de HAPPINESS. ¿Para qué sirve eso?", A),
            ("RECYCLE: 'No puedes hacer RECYCLE de tu propio LANDFILL'. ¿Y puedo agarrar una UTILITY del LANDFILL de otro?", A),
            ("RESELL: 'no se puede jugar a quien no tiene suficiente COIN para pagarte'. ¿Tiene que pagarme toda la QUALITY o lo que tenga de plata?", A),
            ("Modo competitivo: 'reparte 2 CAREER a cada jugador'. ¿Puedo quedarme con el INTERN en vez de esas dos?", A),
            ("Soy Tycoon: al hacer WORK 'tomas de la WORK AREA tantas COIN como tengas' y pierdo HAPPINESS extra por CREDIT CARD. Con 3 COIN y 1 tarjeta, ¿cómo me queda?", A),
            ("Politician: si me llaman el farol y era verdad, 'gano 1 REPUTATION'. ¿Después el otro todavía puede rechazar ese FAVOUR?", A),
            ("Nurse, 'Care': 'el jugador objetivo debe tomar ese FAVOUR'. ¿Y la Nurse qué gana con eso?", A),
            ("Salió Hidden Clause: 'mueve 1 COIN de cada CREDIT CARD a la WORK AREA'. ¿O sea que retrocedo en el PAYOFF de cada tarjeta?", A),
            ("Soy Scholar: pone que 'una vez por turno puede mirar la carta de arriba' de un mazo. Si miro la de EVENT, ¿se la puedo enseñar a los demás o decirles qué es?", U),
            ("Politician: si el FAVOUR boca abajo era mentira 'se descarta'. Pero el que me llamó el farol y acertó, ¿gana algo, tipo REPUTATION?", U),
            ("en solitario el RENEW dice 'paga el doble de COIN para determinar su QUALITY'. hay tope? si pago 10 COIN me queda a QUALITY 5?", U),
            ("Disculpe, en cooperativo pone que 'al final del turno del último jugador' se quema el MATERIAL de arriba del mazo, y además al terminar el turno se reponen los huecos de la BUY AREA. ¿Qué va primero, quemar o reponer?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("'energy tokens can also be used as extra time meeples' - so with my 8 meeples and 2 energy i can put down 10 time this turn?", A),
            ("book says 'You cannot take any new actions after step 1'. so money i make in step 2 can't pay for another action that turn?", A),
            ("market: 'if you take the right-most card from the market, you must pay one energy and one money'. what about the second card from the left, is that free?", A),
            ("it says if a new card has action spots 'you cannot use those new spots until your next turn'. even if i played it before step 2?", A),
            ("'You cannot use the first action spot on a Career card after you have been Promoted' - so once promoted i lose the left action for good?", A),
            ("the Actor example: 'As an Actor you only need one more Fame card to get Promoted'. so the Career card's own icon counts toward its promotion?", A),
            ("Grown-Up: 'Players only need to pass one Grown-Up symbol to be Grown Up'. so the impact track one is enough even if my happiness is way behind?", A),
            ("'They may gain more than one Life Event in one turn' - when do i resolve them, right away?", A),
            ("Family Time example: you need 'a Grown Up token AND a Family icon already in your tableau'. whats my tableau exactly?", A),
            ("the Marathon example: 'the player's 3 time on Wellness satisfies the cost to play'. so i dont pay the 3 time again?", A),
            ("Mall Walkers example says 'devote two time meeples to this action to get one energy and advance one spot on the Impact track'. can i use it the turn i play it?", A),
            ("Overseas Vacation: 'you immediately get one energy and advance your marker three spots on the Happiness track'. and then where does the card go?", A),
            ("end scoring: 'Gain 1 happy for each matching Life Icons they have in sets above 2'. i have 4 Family icons, how many happy?", A),
            ("'Gain 4 impact if you have a complete heart' - my partner matches one of my Values but we never got Married. do i get it?", A),
            ("end of game: 'Play continues until the end of the turn of the player before the first player'. i'm the one who crossed and i'm third of four, who still plays?", A),
            ("solo market: 'the second costs 1 energy and 1 money to buy, and the third one costs 2 energy and 2 money'. so three cards in one turn costs me 3 energy 3 money total?", A),
            ("solo end: 'Gain no end-of-game points from hearts or sets of Life Icons'. do the negative tokens still count though?", A),
            ("solo: 'You win if your Happiness and Impact scores are crossed at the end of the game and...' what's the second condition?", A),
            ("solo: 'Any cards that allow you to gain an extra card from the market allow you to gain the card for free'. does that extra card make my next market card pricier?", A),
            ("Interview: 'Spend 1 time to draw a new Career card, or get Promoted if you're Grown Up'. do i need anything else to get Promoted?", A),
            ("'You can have any number of Resources and Traits' - so unlike Wellness cards a new Trait never pushes an old one away?", A),
            ("'Players will never move backwards on any track until the end of the game' - so when a card gives me a sad token nothing moves yet?", A),
            ("first turn: 'you must do this before playing the Career card in your hand'. so on turn 1 i can't use the new career's action at all?", A),
            ("'If a card gives you extra Life icons, count those both during and at the end of the game' - so a Trait's Family icon helps me meet a card's icon requirement?", A),
            ("'If a player passes the end of a track, they can return to 0 and add 25 to their score' - how does that work at the final count?", A),
            ("end scoring step 1: 'For each negative or sad token you have, move back one space on the corresponding track'. which token goes with which track?", A),
            ("the white box rule: you may play the card 'IF you've committed those resources on the specified action'. if 1 of my 3 'time' on Wellness is an energy token used as time, does it still count?", U),
            ("market: 'If you take the left-most card, you also gain one energy'. a card lets me gain an extra card from the market. if that extra one is the left-most card, do i get the energy too?", U),
            ("Meditate: 'discard a Values card from your hand to draw a new Values card, facedown'. i keep doing that, can i end up with 3 or 4 facedown Values or is there a cap?", U),
            ("Meditate: 'put one of your facedown Values cards in your hand'. i have two facedown that i can't look at, do i pick one blind, shuffle them, or what?", U),
        ],
        "es": [
            ("Dice que 'solo puedes usar cada espacio de acción una vez por turno, pero puedes usar los dos de una categoría'. ¿Puedo hacer Donate y la acción de arriba de Community el mismo turno?", A),
            ("Pone que podés hacer 3A y 3B 'en cualquier orden', así que podés jugar una carta que tomaste del mercado este turno. ¿Pago igual su coste?", A),
            ("Para casarme: 'usar la acción Date comprometiendo un meeple de tiempo y pagando un dinero'. ¿Hace falta algo más?", A),
            ("Pone que 'pierdes el marcador de Married o Promoted si reemplazas tu Partner o tu Career'. Si cambio de Career, ¿vuelvo a usar la acción de la izquierda de la nueva?", A),
            ("Dice que si la carta no tiene barra verde 'es gratis de jugar'. ¿Aunque sea una Career?", A),
            ("Tío, si empatamos en la suma de Happiness e Impact, ¿quién gana?", A),
            ("En solitario: 'No robes una Life Event al pasar las secciones de Life Event'. ¿Entonces de dónde salen las Life Events?", A),
            ("En solitario: 'roba dos cartas de Solo Achievement, míralas, quédate una'. ¿Tengo que completar el nivel más alto para ganar?", A),
            ("Al preparar: 'dos Values boca abajo (que no pueden mirar) y uno en la mano'. ¿Cómo paso uno de los de boca abajo a la mano?", A),
            ("Donate: 'gasta 3 de dinero para avanzar un espacio en Impact'. ¿Puedo pagar parte con energía?", A),
            ("La acción de arriba de Career: 'gasta 4 de tiempo para ganar 1 de dinero'. ¿Qué pasa con esa acción cuando juego una carta de Career?", A),
            ("Pone que solo podés tener una carta de Community, Leisure y Wellness a la vez. Si juego otra de Wellness, ¿la vieja se descarta?", A),
            ("paso 4: 'mueve las Life Events que conseguiste en tu último turno a tu pila de Experiencias'. que queda visible de ellas?", A),
            ("Ahorita tengo una Partner jugada y me sale otra mejor. Pone que solo podés tener una Partner activa 'salvo que tengas el rasgo Open Relationship'. ¿Qué hago con la vieja?", A),
            ("Al empezar 'cada jugador revisa sus dos Career y descarta una'. ¿La que me quedo la juego ya?", A),
            ("Pone que los Values 'no tienen coste porque nunca se juegan'. ¿Entonces cómo puntúan al final?", A),
            ("Disculpe, en solitario pone que la Meditación 'tiene un efecto nuevo'. ¿Cuál es?", A),
            ("En solitario: 'el mercado solo tiene tres cartas y se vacía y se repone al final de cada ronda'. ¿Se repone cuando tomo una carta a mitad de ronda?", A),
            ("Preparación del solitario: 'baraja las Life Events y reparte 8 boca abajo'. ¿Qué se hace con las demás?", A),
            ("En solitario: 'No repartas Values'. ¿Entonces el corazón de la Partner sirve de algo al final?", A),
            ("Pone que si una carta tiene un icono de vida blanco y negro en la barra verde 'no puedes jugarla si no tienes ya ese icono'. ¿Vale un icono de una carta de mi pila de Experiencias?", A),
            ("Dice que cada happy mueve el marcador de Happiness 'un paso a la izquierda' y cada impact el de Impact 'a la derecha'. ¿Cuándo se acaba la partida con eso?", A),
            ("Pone que en el paso 3 'puedes tomar una carta del Market Board'. ¿Puedo tomar dos si tengo plata para las dos?", A),
            ("En el paso 4: 'devuelve el tiempo a tu reserva y la energía y el dinero a la reserva general'. ¿La energía que usé como tiempo vuelve a mí?", A),
            ("Para ascender pone que muchas Career piden 'un icono de vida en la barra morada de coste de mejora'. ¿Y si no lo tengo?", A),
            ("dice que las fichas sad y negative 'restan de tu puntuación final'. durante la partida no hacen nada?", A),
            ("Pone que la Life Event con el símbolo de 'el efecto sigue' afecta al turno siguiente, y que en el paso 4 se pasan a la pila de Experiencias las Life Events del último turno. ¿Esa la paso a la pila igual aunque su efecto siga activo?", U),
            ("Interview: 'roba una carta de Career nueva, o asciende si eres Grown Up'. Vosotros cuando ya sois Grown Up, ¿todavía podéis usar Interview solo para robar Career sin ascender?", U),
            ("Oye, pone que el dinero y la energía se ponen en los espacios de acción. ¿Se le puede prestar o regalar plata a otro jugador para que haga Donate?", U),
            ("Pone que solo podés tener una Partner activa 'salvo que tengas el rasgo Open Relationship'. Con ese rasgo y dos Partners jugadas, cuando hago Date para casarme, ¿con cuál me caso, o me caso con las dos?", U),
        ],
    },
    "cv": {
        "en": [
            ("it says 'dice with the bad luck symbol are frozen - they cannot be rerolled'. even on my second reroll?", A),
            ("'the player can reroll any number of the dice, two times' - can i reroll a die that i kept after the first reroll?", A),
            ("can i take 3 cards if i have the symbols? book says 'take 1 or 2 cards from the track'", A),
            ("'3 good luck symbols only covers the cost expressed in symbols' - the card also has a special condition, what then?", A),
            ("'Unused symbols from event cards are lost' - so an event with 2 money when i only need 1, the other is just gone?", A),
            ("'The player does not receive tokens for symbols on event cards' - and where does the event card go after?", A),
            ("misfortune: 'For every 3 bad luck symbols'. i have 6 between dice and tokens, how many cards do i lose and which ones can i pick?", A),
            ("the used car example: the player 'risks rerolling the die showing a relationship symbol'. why is that risky?", A),
            ("health, relationship, knowledge: 'The card can go onto the top of the stack, or under any card in the stack'. why would i ever put it under?", A),
            ("work and possession cards 'must always go on top of the stack'. so a new job always replaces my old job's effect?", A),
            ("'Purchased event cards remain in a player's hand' - when am i allowed to play them?", A),
            ("cleanup: 'At the end of a round ... the leftmost card is discarded from the track'. we're 2 players, when do we do it?", A),
            ("'Tokens do not accumulate like income' - so if i didn't use my money token this turn, i don't have 2 next turn?", A),
            ("social assistance: 'eligible if some other player has at least twice as many' cards. i have 3, the leader has 6, do i qualify?", A),
            ("two of us qualify for social assistance at the same time. who takes first?", A),
            ("the end: 'the old age deck has fewer cards remaining than the number of players'. when exactly do we check that?", A),
            ("scoring counts 'the number of relationship, health and knowledge cards owned'. do the cards covered under the top one in a stack count too?", A),
            ("scoring example: Felix ends with '10 + 6 + 15 + 19 + 8 + 5 = 63'. where does the 19 come from?", A),
            ("public goal: Felix and Julius both have 5 possessions for Collector. do they split the points?", A),
            ("red slash: 'the player has to pay the cost, as long as the card is active'. when in my turn do i pay it?", A),
            ("can the dice i used to buy a card this turn also pay the red slash of a card in my stacks?", A),
            ("'Cards with 2 colors' - when do i decide which type it is?", A),
            ("2 player setup: 'Combine the bicycle card with 5 random cards'. then how many childhood cards each?", A),
            ("the bicycle token is there 'in case the player loses their bicycle card'. who starts the round if i lost it?", A),
            ("setup: 'reveal several more (the number of players minus one)' life goals. so 3 players is 2 public goals?", A),
            ("'it's possible to gain more dice, to a maximum of 7'. how do you get more dice, the example has 5?", A),
            ("misfortune: 'choose and discard one active card'. i got 6 bad luck but i only have 1 card in my stacks. what happens with the second misfortune?", U),
            ("'If a player has 3 good luck symbols ... these can be used to buy any card from the track'. if i use them for one card, can i still buy a second card normally with my other dice that turn?", U),
            ("bad luck counts 'from dice and tokens'. if the first misfortune makes me discard the card that gave me a bad luck token, does that token still count toward the next 3?", U),
            ("red slash: 'The cost must be paid each turn, in the Add to' phase. the turn i buy a card with a red slash, do i already pay it that same turn?", U),
        ],
        "es": [
            ("Pone que se empieza tirando 4 dados 'y se pueden ganar más hasta un máximo de 7'. ¿Los dados extra salen de las cartas?", A),
            ("Dice que 'el jugador puede poner sus dados y fichas junto a las cartas que está pensando comprar'. ¿Eso ya cuenta como comprarlas?", A),
            ("Pone que podés 'deslizar un poco una carta del track'. ¿Eso la reserva para otro turno?", A),
            ("Las cartas de dos colores: ¿al puntuar cuentan para las dos pilas?", A),
            ("Empate a puntos: ¿quién gana?", A),
            ("Con 3 jugadores, ¿con cuántas cartas se arma el mazo de infancia?", A),
            ("Somos 4: pone 'reparte 3 cartas de infancia a cada jugador'. ¿Ustedes hacen también el draft de pasarlas a la izquierda, o con 4 no toca?", A),
            ("¿Quién empieza cada ronda? Pone algo de la bicicleta", A),
            ("Fase de limpieza: 'se corren las cartas a la izquierda y se reponen por la derecha'. ¿De qué mazo salen?", A),
            ("Asistencia social: pone que 'se interrumpe el juego cada vez que se acaba uno de los 3 mazos'. ¿Y en el ejemplo por qué Eric sí y Felix no?", A),
            ("Asistencia social: la carta gratis, ¿hay que cumplir sus condiciones especiales?", A),
            ("Metas públicas: 'da puntos a quien mejor la haya conseguido'. En el ejemplo Eric con 3 posesiones, ¿se lleva algo de Collector?", A),
            ("Pone que al final cada uno 'revela su meta de vida personal'. En el ejemplo, ¿cuánto le da a Felix la suya?", A),
            ("Posesiones: 'suma los puntos impresos en cada carta de posesión'. ¿Solo la activa de arriba o todas?", A),
            ("Pone que 'cada pila solo puede tener 1 carta activa'. ¿Las de abajo no hacen nada de nada?", A),
            ("Barra roja: 'si no puede pagar, la carta se pierde y va a la caja'. ¿Y si no quiero pagar aunque pueda?", A),
            ("pone que una carta de evento se puede jugar 'en cualquier momento'. en el turno de otro tambien?", A),
            ("Las cartas de evento usadas, ¿quedan en mi currículum?", A),
            ("Desgracia: 'debe elegir y descartar una carta activa'. ¿Puede ser de cualquier pila?", A),
            ("Buena suerte: '3 símbolos de buena suerte de dados y fichas'. ¿Las fichas de buena suerte cuentan?", A),
            ("Las fichas: 'exactamente los símbolos del área de efecto de las cartas activas'. ¿Cuándo las actualizo?", A),
            ("Dados: 'puede volver a tirar cualquier número de dados dos veces'. ¿Es obligatorio tirar de nuevo?", A),
            ("Somos 3 y al final de una ronda quedan 2 cartas en el mazo de vejez después de reponer. ¿Se acaba la partida?", A),
            ("El ejemplo dice que Felix 'gana 19 puntos de sus 5 cartas de posesión'. ¿Los puntos de posesión dependen de cuántas tengo, como los de salud?", A),
            ("En la preparación: 'revela las primeras 5 cartas del mazo de juventud'. ¿Todo el track sale de ese mazo al principio?", A),
            ("Vale, somos tres: la carta de la izquierda se descarta 'al final de la ronda'. ¿Después del turno de quién exactamente?", A),
            ("Pone que las cartas de la misma pila se apilan 'de modo que solo se vean los títulos de las anteriores'. ¿Puedo levantar mis propias cartas tapadas para leer su texto entero?", U),
            ("Pone que un jugador puede jugar una carta de evento 'en cualquier momento'. ¿Puedo jugar una mía en el turno de otro para que él use sus símbolos en su compra?", U),
            ("Che, si un dado se cae de la mesa al tirarlo, ¿vale lo que salió o se vuelve a tirar, y eso gasta una de mis dos relanzadas?", U),
            ("Posesiones: 'suma los puntos impresos en cada carta de posesión'. ¿Puedo tener dos posesiones con el mismo nombre y sumar las dos?", U),
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
