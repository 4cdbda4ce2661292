"""Write the blind196 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind196/make_questions.py

Style of this set: a RULES LAWYER asking. A precise, pedantic player who wants
the exact wording settled, often to win an argument at the table: long careful
sentences, exact conditions and edge cases ("strictly speaking", "does it say
'may' or 'must'?", "if I have exactly 0 ...", "at the moment ... or at the end
of the turn?", "is 'adjacent' wrapping around?", "según el texto literal",
"¿'hasta' incluye el número?", "en sentido estricto", "¿dice 'puede' o
'debe'?"), sometimes quoting or paraphrasing a rule sentence, sometimes naming
a page, sometimes two readings side by side. The unanswerable questions are
edge cases the rulebooks truly leave open, asked the same pedantic way.

Each game's file is written in a seeded shuffled order (seeds 19601-19604), so the
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
SEEDS = {"coming-of-age": 19601, "loop": 19602, "adulthood": 19603, "cv": 19604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("strictly speaking, at setup we cover locations 5 through 10 with Roadblock Tiles. so on turn 1 the only legal locations are 1 to 4, and nothing under a roadblock counts as 'available' for anything, correct?", A),
            ("my friend put his VEP counter on 0 at setup. the book says space 5 of the Vital Experience Point Track, doesn't it? I want the exact starting space settled before we begin", A),
            ("does the rule say my hand of Trait Tiles and Goal Tiles 'is always hidden', or is it just a suggestion? one guy keeps flashing his goals to make deals", A),
            ("phase 1 and phase 2 are 'played simultaneously'. strictly, am I allowed to wait and watch where the others put their die before I commit mine, or not?", A),
            ("order of operations in phase 1: after I pick my die, do I first retrieve the other dice and drop Interest Tokens, or first settle the final location and advance Personal Fulfillment? the text says 'only after' something, I want to know which comes first", A),
            ("if two of my dice rolled the same number and I pull both off that location's road, is it one Interest Token for the location or one per die?", A),
            ("is 'adjacent' circular? in round 1 with only 1-4 open, does location 4 count as adjacent to location 1 for a one-Frustration move?", A),
            ("a non-adjacent move costs 2 Frustration Tokens on 2 Mood Tracks 'that each have none'. if only ONE of my available tracks is free of frustration, can I still make the non-adjacent move by doubling up, or is it flatly impossible?", A),
            ("can a frustration be overcome only with the Overcoming Bonus, or also by paying 4 Willpower Tokens whenever I like? does the text literally say 'at any time'?", A),
            ("when I overcome a frustration, does the token leave my board, or does it flip and move to the other end of the same track? my group keeps just removing it", A),
            ("Experience Space: must I resolve the icons strictly left to right, or may I choose the order to dodge a bounce?", A),
            ("the memory token in phase 2: is it 'one unused Memory Token (only one)' per turn, and may I flip it in the middle of the Experience Space, between two icons, or only before or after all of them?", A),
            ("bouncing right when the Motivation Token icon at the end of that track is covered by an unresolved Frustration Token: do I get nothing at all, or something else instead?", A),
            ("counter already on the far left and the experience moves it left again, no frustration on that track. is it MY choice between adding a Frustration Token and losing 2 VEP, or is one of them forced?", A),
            ("I moved a counter onto the rightmost space of a track. do I get that bonus right away like every other step, or only as a passive while the counter stays there?", A),
            ("hand limit for Trait Tiles is 4. I drew a 5th and discarded one - does the discard go to the top or the bottom of the pile, and may I discard the one I just drew?", A),
            ("I met the requirement of a Trait Tile when I played it, then two turns later I no longer meet it. strictly, do I keep its VEP, or must I give it back?", A),
            ("mimic check: yellow's tile sits in the 3rd slot of her board and her character token is at level 2 on my Friendship Track. 'equal to or higher' means I can't mimic it yet, right?", A),
            ("does the Bus stop at a location that has only somebody's Presence and no dice at all, or does it skip it?", A),
            ("my die AND my presence are both at the location the bus stops at. do I get two step-A choices (bus stop bonus plus a friendship), or only one?", A),
            ("a plain Friendship Bonus on a character already at level 4: can it move them to level 5, or is it wasted unless I have the Intimacy Bonus?", A),
            ("memory with 3 motivation tokens of the same colour = 3+2+1 = 6 VEP? and if I had paid with 4 Willpower Tokens instead, strictly it's 3 VEP but I still get the card's bonus and memory token?", A),
            ("'up to 4 different locations (no repeats)' for presences. once all four character tokens are out and I want a presence somewhere new, may I move one of them, or am I simply done placing presences?", A),
            ("if I don't take the memory or a presence in step B, does the rule say I 'must' play a Parent Card, or may I just take nothing?", A),
            ("solo: rob rolls 'the same number and types of dice' as me. does he put his dice on the roads and choose like we do, or does he do something else with the results?", A),
            ("2-player variant: the neutral trait row, the tile in the 3rd position. I need friendship level 3 or more with the neutral character assigned to that tile, and I also need to meet the tile's requirement, both?", A),
            ("solo rob bot, step B: his bullets are 'place a presence', 'gain the VEP of the Memory Card as if he had spent all his Motivation Tokens of a required type', then 'gain one Motivation Token of the type required'. is that an order? strictly, does the token he gains in the last bullet already count for the VEP of the memory on that same stop, or only from the next stop on?", U),
            ("when the Experience Space shows an icon that gives a Motivation Token of a colour whose track isn't unlocked yet (those tokens are still in the unavailable supply), do I take it from there, or ignore it like an icon for a counter that isn't placed yet?", U),
            ("solo: when rob mimics, the text says he takes the tile that gives the most VEP and 'ignores all requirements'. strictly, is the friendship-level condition for mimicking (the owner's character token at a level equal or higher than the tile's slot) one of those 'requirements', or is it a separate condition he still has to meet? rob has no token of my character anywhere", U),
            ("Hoarder says 'at least 9 Tokens total, combining Willpower and Motivation Tokens'. does 'combining' mean I need at least one of each kind in the 9, or do 9 Willpower Tokens and zero Motivation Tokens satisfy it on their own?", U),
        ],
        "es": [
            ("Vosotros cómo lo leéis: según el texto literal del reparto, cada ronda se juega con un tipo de dado: ronda 1 un dado de cuatro caras, ronda 2 dos de seis, ronda 3 tres de ocho, ronda 4 tres de diez. ¿Eso da exactamente 9 turnos, y el último turno de cada ronda siempre se juega con un solo dado?", A),
            ("Vale, tío, al acabar una ronda, ¿qué Contador de Estado de Ánimo se coloca, en qué casilla, y qué Fichas de Motivación pasan a la reserva general? Quiero el orden exacto: rosa, naranja, azul.", A),
            ("En sentido estricto, ¿qué ubicaciones se desbloquean al empezar la ronda 3, y se les pone Carta de Recuerdo en ese momento?", A),
            ("Disculpe, al final del año, si todavía quedan dados junto a los tableros: ¿la Ficha de Parada de Bus de la derecha del todo pasa a la izquierda y las demás se corren un hueco? ¿Y se reponen las Cartas de Recuerdo que falten?", A),
            ("¿Se pueden cambiar de ubicación con Fichas de Frustración si ya tengo una Ficha de Frustración en los dos extremos de todos mis Registros de Ánimo disponibles? El texto dice 'no puedes añadir' pero no sé si hay otra forma.", A),
            ("Che, cuando gasto Fichas de Motivación para un Recuerdo, ¿el Contador de ese color se mueve 2 pasos a la izquierda por cada ficha o 2 pasos en total? ¿Y gano las bonificaciones de las casillas que paso?", A),
            ("Si pago el Recuerdo con 4 de Fuerza de Voluntad, ¿qué Contador muevo 2 pasos a la izquierda, si la Fuerza de Voluntad no tiene color? ¿La regla de mover el Contador habla solo de Fichas de Motivación?", A),
            ("En sentido estricto, si dos jugadores tenemos dado en la misma ubicación y los dos pagamos la Motivación, ¿ganamos los dos el Recuerdo completo? ¿Y la carta se repone enseguida?", A),
            ("Rebote a la izquierda con una Ficha de Frustración superada en el extremo izquierdo: ¿gano 4 VEP y la ficha vuelve a mi reserva personal? ¿Y si hay que rebotar dos veces, cada rebote se resuelve por separado?", A),
            ("Si la Ficha de Frustración está en el extremo derecho (sin superar) y reboto a la izquierda, ¿pierdo 2 VEP sin opción? ¿No puedo elegir otra cosa?", A),
            ("¿Las Fichas de Recuerdo usadas se tiran o me las quedo? Mi prima las devolvió a la caja y dice que ya no sirven para nada.", A),
            ("Las tres opciones de la Ficha de Recuerdo: un paso a la derecha, un paso a la izquierda, o al espacio central ganando esa bonificación dos veces. ¿Según el texto, la Ficha de Recuerdo mueve cualquier Contador disponible y gano la bonificación de la casilla?", A),
            ("vale, una bonificación de Rasgo: ¿puedo robar una Ficha de Rasgo Y jugar otra con la misma bonificación, o es una sola de las tres acciones?", A),
            ("¿Cuántas Fichas de Rasgo puedo jugar en toda la partida? Si ya jugué la cuarta y me sale otra bonificación de Rasgo, ¿puedo seguir poniendo Rasgos Miméticos?", A),
            ("Rasgo Mimético: ¿puedo imitar el mismo rasgo de otro jugador dos veces, y pueden dos jugadores distintos imitar la misma Ficha de Rasgo?", A),
            ("Para la Bonificación de Amistad con un personaje que todavía no está en mi Registro de Amistad: ¿lo pongo en el nivel 0 y gano 1 VEP, o directamente en el nivel 1?", A),
            ("Según el reglamento, ¿el paso B de la parada del autobús se resuelve antes de que todos terminen el paso A, o primero todos hacen el A y después el B? ¿Y qué pasa con los dados que quedan ahí antes de que el autobús siga?", A),
            ("En la puntuación final, ¿cuántos VEP pierdo por cada Ficha de Frustración sin superar? Y antes de puntuar, ¿se puede usar todavía una Ficha de Recuerdo sin usar?", A),
            ("Objetivos: 'tantas Fichas de Objetivo como Fichas de Rasgo hayas jugado en tu tablero'. Si jugué 2 Fichas de Rasgo, ¿puedo puntuar solo 2 objetivos aunque cumpla los 4? ¿Cuánto da cada uno?", A),
            ("Elementos sobrantes: sumo Fuerza de Voluntad, Fichas de Motivación y Fichas de Recuerdo sin usar, divido entre 3 y redondeo hacia abajo. ¿Es así, textual?", A),
            ("Desempate literal: si empatamos a VEP, ¿qué se mira primero, las Fichas de Rasgo y Objetivo completadas (contando las imitadas) o las Fichas de Personaje del Registro de Amistad? ¿Y si sigue el empate?", A),
            ("los objetivos de tipo A son de mayoria, si empato con otro jugador en el sociable se cumple o no", A),
            ("Oye, en la variante de 2 jugadores, ¿cuántas Fichas de Rasgo se ponen entre los dos jugadores, de dónde salen y qué personaje neutral se asigna a cada una?", A),
            ("En solitario, ¿qué Fichas de Objetivo cojo yo, y qué recibe Rob al empezar: Fichas de Personaje, Ficha de Rasgo inicial, objetivos, Cartas de Padres?", A),
            ("Modo solitario: cuando Rob avanza en su Registro de Realización Personal, ¿se salta las casillas que no dan VEP? ¿Y qué gana si ya está en la última casilla?", A),
            ("Si a Rob le resulta demasiado fácil ganarme, ¿el reglamento dice que le dé 3 Fichas de Personaje en vez de 2? ¿Y si me cuesta demasiado, 1?", A),
            ("En solitario, la preparación dice que Rob 'no usa Contadores de Ánimo ni Fichas de Frustración', y dos líneas después que se pone una Ficha de Frustración por el lado de 4 VEP en la bonificación de rebote de su Registro de Realización Personal. En sentido estricto, ¿de qué reserva sale esa ficha: de las 5 de Rob, de las mías o de las sobrantes que se retiran?", U),
            ("Disculpe, en solitario Rob roba Fichas de Rasgo y las pone boca abajo encima de su pila. ¿Tengo derecho a mirar esa pila de Rob durante la partida, o a saber cuántas tiene? Lo de 'tu mano siempre está oculta' habla de la mano de los jugadores, no de la pila de Rob.", U),
            ("Tío, la bonificación de Rasgo de Rob hace 'la primera de estas acciones que sea posible', y la segunda dice que juega la ficha de arriba de su pila en el primer hueco libre de su tablero '(si lo hay)'. Si sus 4 huecos ya están ocupados, ¿esa segunda acción cuenta como 'posible' y no hace nada, o se salta y pasa a robar una Ficha de Rasgo?", U),
            ("Según el texto literal, una frustración se supera con la Bonificación de Superación. Si me toca esa bonificación en un momento en que no tengo ninguna Ficha de Frustración sin superar en el tablero, ¿se pierde sin más o me la puedo guardar para cuando coloque una más adelante en la partida?", U),
        ],
    },
    "loop": {
        "en": [
            ("strictly speaking, with exactly 3 players how many sets of MATERIAL do we remove before setup, and what exactly is a 'set'?", A),
            ("2 players: the table on the setup page gives the 1st player 2 FAVOUR and the 2nd player 3. is that right, and who uses the golden side of the HAPPINESS token?", A),
            ("start of turn: 'Draw 1 and only 1 FAVOUR if you have less than 5 in hand'. if I have exactly 5, I draw nothing, correct? and if the deck AND the discard pile are empty?", A),
            ("does the rule literally say 'passing a turn is not allowed'? my mate wants to skip becuase all three actions are bad for him", A),
            ("WORK at exactly 0 HAPPINESS: the book says take 1 COIN from the WORK AREA and end turn immediately. is that the whole effect, no salary at all?", A),
            ("BUY: 'up to 3 MATERIAL in 1 turn', COIN paid per MATERIAL 1 to 4 equals its QUALITY. so paying 5 COIN for a QUALITY 5 MATERIAL is flatly illegal, yes?", A),
            ("an ACTIVITY showing two of the same colour: strictly, do I take 2 QUALITY off ONE MATERIAL, or 1 QUALITY each off two separate MATERIAL of that type?", A),
            ("when I complete a 4th ACTIVITY, do I have to discard the OLDEST one, or 'any older one' of my choice?", A),
            ("GOAL: 'Achieving GOAL is optional, but you must reveal it in the same turn as soon as its requirement is met'. so is it 'may' or 'must'? can I sit on a met GOAL until a later turn?", A),
            ("can the very same 3 ACTIVITY in my AREA be used to achieve two different GOAL in one CONSUME turn, or does each ACTIVITY only count once?", A),
            ("timing of FAVOUR: can I play them before AND after my WORK in the same turn, or only before the action?", A),
            ("I'm already at 2 REPUTATION and someone plays me a SHARE. can I still ACCEPT it, and do I gain anything?", A),
            ("REJECT: my only options are discarding another identical FAVOUR or paying 1 REPUTATION? if I have neither, am I forced to ACCEPT?", A),
            ("I have 6 FAVOUR in hand and someone plays me another. is there a hand limit that stops me taking it?", A),
            ("REPUTATION on a BUY: '+1 QUALITY per REPUTATION'. can I spend 1 REPUTATION and 0 COIN to get a QUALITY 1 MATERIAL for free?", A),
            ("the 2 REPUTATION for 1 HAPPINESS in a CONSUME turn: can I pay 1 REPUTATION now and the other one a turn later?", A),
            ("he promised me a BARTER if I let his SHARE through, then didn't do it. is a deal like that binding under the rules at all?", A),
            ("end of turn refill: when the ACTIVITY deck is empty, what do we refill from? and do we refill at my turn end only, not during my turn?", A),
            ("end of the game: when exactly does it end after someone hits HAPPINESS 12 - immediately, or when the player to the right of the starting player finishes his turn?", A),
            ("DEPLETION: does it count as occurring when the MATERIAL deck is empty even if there are still face-up MATERIAL left in the BUY AREA?", A),
            ("basic mode tie on HAPPINESS: what's the exact order of the tie-breaks?", A),
            ("RECYCLE: can I RECYCLE a UTILITY, or take something out of my own LANDFILL? and who do I pay the COIN to?", A),
            ("SHARE, two of them for one ACTIVITY: the 1st gets ACCEPTed, the 2nd REJECTed. is QUALITY still taken off the 1st SHARE's MATERIAL?", A),
            ("competitive: my HAPPINESS goes from 4 to 10 in one go. the text says draw an EVENT per zone entered, so 2 EVENT, right? and is that even if it isn't my turn?", A),
            ("CREDIT CARD PAYOFF: is it strictly 1 or 2 COIN per card per turn, never 3? and when is the debt cleared?", A),
            ("LANDFILL Penalty at the end: exactly 5 MATERIAL in my LANDFILL, is that 1 HAPPINESS lost or 2?", A),
            ("Politician plays me a face-down FAVOUR and claims it's a SHARE. I want to REJECT by 'discarding another same FAVOUR'. strictly, does my discarded card have to match the FAVOUR he claimed, or the card that's really face-down, which I haven't seen?", U),
            ("a CREDIT CARD is cleared when 5 COIN are paid and 'Return them all to the WORK AREA'. 'them' is the COIN. what happens to the card itself: does it leave my AREA, go to a discard pile or back under the CREDIT CARD deck, or stay with me?", U),
            ("Investor's Invest: 'pay 1 COIN to toss twice. Gain 2 COIN if either toss lands on the \"$\" side'. toss WHAT exactly - one of the COIN tokens, and whose? the text never says what gets tossed", U),
            ("I'm the Homemaker. Satan Santa hits between turns and someone hands me a MATERIAL, so I start my turn with 2 and give one away by RESELL later. did I have 'no more than 1 MATERIAL at any given time in your turn' or not? the text doesn't say which moment counts", U),
        ],
        "es": [
            ("Cooperativo, en sentido estricto: ¿empiezo con un juego de 5 FAVOUR rojos, uno de cada, y nunca robo FAVOUR al inicio del turno?", A),
            ("En cooperativo, cuando juego un FAVOUR, ¿se lo doy a un compañero o lo dejo boca arriba a la izquierda de mi AREA? ¿Y se puede REJECT?", A),
            ("Cooperativo: ¿cuándo recupero los FAVOUR que he jugado? El texto dice 'you will and only will'... ¿solo al hacer WORK?", A),
            ("Disculpe, en cooperativo ¿qué tienen que conseguir los jugadores para ganar, y se cuentan antes o después de las penalizaciones de DEPLETION, deuda y LANDFILL?", A),
            ("Cooperativo: la quema de MATERIAL al final del turno del último jugador. Si esa quema hace aparecer la DEPLETION, ¿alguien sufre la DEPLETION Penalty?", A),
            ("Solitario: ¿con cuántos GOAL empiezo y qué FAVOUR uso, los rojos o los azules?", A),
            ("vale, en solitario el ACQUIRE azul: ¿cojo un MATERIAL de la BUY AREA y pago a la WORK AREA según su Exhibited QUALITY, o según los puntos impresos?", A),
            ("Solitario, RENEW azul: ¿puedo sacar un UTILITY del LANDFILL central y cuánto pago por la QUALITY?", A),
            ("en solitario cuando gano? tengo que llegar a 12 o basta con 11 al final", A),
            ("Che, vos sabés si con la Lawyer Objection sirve para REJECT un FAVOUR que ni siquiera va contra mí? ¿Y le gana al Officer?", A),
            ("El Officer: 'su primer FAVOUR jugado por turno no se puede REJECT'. ¿Hay alguna excepción según el texto?", A),
            ("Politician: si me canta el farol y era verdad, ¿qué gano y qué pasa después con el FAVOUR? ¿Y si era mentira?", A),
            ("Scavenger: ¿puede coger una vez por turno un MATERIAL de QUALITY 1 de cualquier LANDFILL, incluido UTILITY? ¿Y lo de jugar RECYCLE como RESELL cómo va?", A),
            ("Tycoon al hacer WORK: ¿agarra tanta plata (COIN) de la WORK AREA como tiene ahora, y pierde 1 HAPPINESS extra por cada CREDIT CARD?", A),
            ("Según el texto, el Freelancer al hacer WORK ¿puede elegir +2 COIN y -0 HAPPINESS? ¿Y su descarte de FAVOUR es una vez por turno?", A),
            ("La Office Lady con Slack Off: ¿en su turno de WORK compra 1 y solo 1 MATERIAL, a cualquier QUALITY?", A),
            ("ustedes saben si el Chef con Supersize saca el doble de QUALITY tambien al hacer RECYCLE de FOOD, o solo al comprar", A),
            ("La Waitress, ¿roba 2 FAVOUR al empezar el turno si tiene menos de 5? ¿Aunque tenga 4?", A),
            ("En sentido estricto, un CONTINUOUS EVENT ¿afecta a todos todo el rato o solo al jugador durante su propio turno? ¿Y cuánto dura?", A),
            ("Cuando robo EVENT por cambiar de zona, ¿los activo al momento o después de terminar mi turno? ¿Y si activo dos CONTINUOUS a la vez?", A),
            ("IMMEDIATE EVENT: ¿cuándo se resuelve y en qué orden lo resuelven los jugadores?", A),
            ("Hidden Clause: ¿la COIN que pierdo sale de las COIN de mi AREA o de las que tengo puestas encima de cada CREDIT CARD?", A),
            ("Landfill Tax: si alguien hace SHARE con mi MATERIAL a QUALITY 1 y se rompe, ¿quién paga la COIN, yo o el que jugó el SHARE?", A),
            ("Micro-Plastic: todos los FOOD cuentan como PLASTIC. ¿Puedo seguir haciendo CONSUME de una ACTIVITY que pide FOOD?", A),
            ("Forced into Debt: si WORK es mi única opción pero no me queda HAPPINESS, ¿qué tengo que hacer según el reglamento?", A),
            ("Al final de la partida, ¿cuánta HAPPINESS pierdo por cada CREDIT CARD sin saldar del todo?", A),
            ("Soy el Freelancer y uso Freedom para descartar 1 FAVOUR y robar otro, pero el mazo de FAVOUR está vacío y en la pila de descarte sí hay cartas. ¿Se baraja el descarte para robar, incluido el FAVOUR que acabo de descartar, o esa regla de barajar es solo para el robo del inicio del turno?", U),
            ("Everything Is Online prohíbe usar 'ABILITY that uses COIN (Banker & Investor, P.16)'. En sentido estricto, ese paréntesis ¿es la lista completa? Porque la página 16 es la del modo cooperativo y las CAREER están en la 18: ¿hay otras habilidades que cuenten como 'que usan COIN'?", U),
            ("Con The 2nd Semi Mid-Season Sales pago 'la mitad de las COIN por su QUALITY' de un MATERIAL. Si lo que elijo es un MATERIAL de QUALITY 1, la mitad es media COIN, pero en otra parte dice que hay que pagar al menos 1 COIN por cada MATERIAL. En sentido estricto, ¿pago 1, pago 0, o no puedo elegir ese MATERIAL para la rebaja?", U),
            ("Soy la Office Lady y estoy en HAPPINESS 0. Si hago WORK, el texto dice que cojo 1 COIN de la WORK AREA y 'end turn immediately'. ¿Ese WORK cuenta igual como 'tu turno de WORK' para comprar mi único MATERIAL con Slack Off, o el fin inmediato del turno me lo impide?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("setup, to the letter: each player gets 8 time meeples, 1 energy, 1 money, 2 Career cards and how many Values - two facedown I can't look at plus one in hand I can look at?", A),
            ("strictly, at setup do I keep both Career cards or discard one? and which of us goes first?", A),
            ("my board has 8 action spots. may I use the upper AND the lower spot of the same category in one turn, and can I use one spot twice?", A),
            ("does the rule say energy 'can also be used as extra time meeples'? so 4 energy could pay the whole 4-time part-time job on the Career upper spot?", A),
            ("Interview: 1 time to draw a new Career card. when I'm Grown Up, is it 'or get Promoted' instead - and what exactly do I pay for the Promotion?", A),
            ("Donate is 3 money for one step on the Impact track - is that per activaton, once per turn max?", A),
            ("Date: 1 time and 1 money to add a Partner card to my hand. is that to my HAND, not straight onto the table?", A),
            ("Meditate, both options word for word: 1 energy to put a facedown Value in my hand, OR discard a Value from my hand to draw a new one facedown?", A),
            ("step 1 'important: you cannot take any new actions after step 1'. so if I forgot to place time on Donate, I can't add it during step 3, correct?", A),
            ("step 2: do I have to activate my spots in a fixed order (Career, Community, Leisure, Wellness) or any order I like?", A),
            ("market draft: leftmost card gives +1 energy, and the right-most costs 1 energy and 1 money. the middle one is free? and is drafting optional ('may')?", A),
            ("I play a Community card I drafted this very turn. can I use its new action spot right away, or only from next turn?", A),
            ("I already have a Leisure card on the slot and play another Leisure card. does the old one get discarded or go to my Experience stack?", A),
            ("I have a Partner and play a new Partner card. what happens to the old one, strictly?", A),
            ("step 4 reset: where do spent time, money and energy go, and does the market slide left before refilling?", A),
            ("when I pass a Life Event icon on the scoring track, do I resolve the Life Event immediately, or at the end of my turn?", A),
            ("Grown Up: do I need to pass the Grown-Up icon on BOTH tracks, or just one of them?", A),
            ("cost bar: a card with no green bar at all is free to play? and a Grown Up icon in the bar means I can't play it before I'm Grown Up?", A),
            ("'have played resources elsewhere' (the white box) - Marathon needs 3 time on Wellness. if I put 3 time on Wellness this turn, can I play Marathon AND still get the Wellness action?", A),
            ("Promotion requirements: the Actor needs Fame icons. does the Fame icon on the Actor card itself count toward it?", A),
            ("I replace my Career with a new one. do I keep my Promoted token? and the same if I replace a Partner while Married?", A),
            ("after I'm Promoted, can I still use the left (pre-promotion) action on my Career card?", A),
            ("end trigger: once someone's markers cross, does the game end instantly, or do we finish so everyone had the same number of turns?", A),
            ("final scoring, sets of Life icons: 3 Family icons = 1 happy, 4 = 2 happy? and do icons in my Experience stack count?", A),
            ("complete heart at the end: is it 4 impact for a Partner I married who matches my Value, or just for having the Partner?", A),
            ("final tie on combined score: any tie-breaker, or do we share the win?", A),
            ("the green cost bar with a white-and-black Life icon: 'you may not play it unless you already have one of those icons present on your board or tableau'. the card I'm playing shows that very icon itself. strictly, does its own icon count, the way the Career's own icon counts for Promotion, or does 'already' rule it out?", U),
            ("'If a player passes the end of a track, they can return to 0 and add 25 to their score.' 'can' - is it optional? and if I don't, does my marker just sit at the end and stop counting?", U),
            ("may I deliberately keep one time meeple off the board in step 1, so I still have it in step 3 to pay a time icon that's printed in a card's green cost bar?", U),
            ("open relationship, two Partners out: the one I'm Married to doesn't match any of my Values, but the second Partner (not married) does. strictly, is that a 'complete heart' for the 4 impact, or does the heart need the Married one?", U),
        ],
        "es": [
            ("Según el texto literal, el juego termina cuando los marcadores de Impact y Happiness de alguien se cruzan. ¿'Cruzarse' significa que los dos marcadores están en casillas que comparten borde o ya pasadas?", A),
            ("Vale, ¿el marcador de Happiness se mueve hacia la izquierda y el de Impact hacia la derecha? ¿Y puede moverse hacia atrás durante la partida?", A),
            ("Disculpe, ¿las Life Events que saqué en mi turno anterior cuándo pasan a mi pila de Experiencias? ¿En el paso 4 del turno siguiente?", A),
            ("¿Puedo ganar más de una Life Event en el mismo turno si paso dos iconos?", A),
            ("Che, las cartas de Career: ¿solo puedo tener una a la vez? Si consigo otra, ¿la vieja va a la pila de Experiencias?", A),
            ("¿Cuántos Partners puedo tener activos a la vez? ¿Hay alguna excepción en el reglamento?", A),
            ("Los Values: ¿son secretos toda la partida? ¿Y se juegan en la mesa alguna vez?", A),
            ("En sentido estricto, ¿cuántas cartas de Community, Leisure o Wellness puedo tener a la vez? ¿Y de Resources y Traits?", A),
            ("Las cartas de Experience: ¿aplico su efecto al momento y luego la apilo mostrando solo nombre e icono? ¿Esos iconos cuentan al final?", A),
            ("Según el reglamento, ¿dónde está la barra de coste en las cartas de Career y Partner, y cuál es la barra para ascender o casarse?", A),
            ("Para casarme: ¿uso la acción Date, pongo 1 tiempo, pago 1 dinero y cumplo lo de la barra morada? ¿Tengo que ser Grown Up?", A),
            ("Una vez casado, ¿solo puedo usar las acciones de la derecha de la carta de Partner?", A),
            ("tio las fichas de sad y negative impact al final que hacen exactamente, retrocedo una casilla por ficha?", A),
            ("Puntuación final, el orden literal: ¿fichas negativas, sets de iconos, corazón completo y Values? ¿Y los Values en el orden que yo elija?", A),
            ("Si mi marcador pasa del final del track, ¿vuelvo a 0 y sumo 25?", A),
            ("Mall Walkers en mi Community: ¿2 tiempos me dan 1 energía y un paso de Impact?", A),
            ("Overseas Vacation: ¿me da 1 energía y 3 pasos de Happiness al jugarla, y luego va a Experiencias por su icono de lujo?", A),
            ("Ustedes saben si Family Time en Leisure necesita ser Grown Up y ya tener un icono de Family, además de pagar la energía?", A),
            ("¿Es obligatorio jugar la Career de la mano en mi primer turno? El texto dice que hay que gastar el tiempo 'antes de jugar la carta de Career'.", A),
            ("Solitario: ¿qué cambia en la preparación? ¿Se reparten Values y cuántas Life Events van al mazo?", A),
            ("Modo solitario: ¿cuántos Achievements robo y con cuántos me quedo?", A),
            ("En solitario el mercado tiene 3 cartas. ¿Cuánto cuesta la primera, la segunda y la tercera carta que compro en un turno?", A),
            ("En solitario, ¿robo Life Event al pasar los iconos de Life Event de la pista? ¿Y cuándo se roban entonces?", A),
            ("Solitario: ¿qué hace el Meditate en este modo?", A),
            ("En solitario, ¿cuándo termina la partida y qué tengo que cumplir para ganar? ¿Cuentan corazones y sets de iconos?", A),
            ("En solitario, ¿se repone el mercado a mitad de ronda cuando compro una carta?", A),
            ("En solitario, una carta me deja ganar una carta extra del mercado 'gratis' y dice que no sube el precio de las demás. Si esa carta extra es la primera que cojo en el turno, ¿la siguiente que compro es ya 'la primera' (gratis) o 'la segunda' (1 energía y 1 dinero)?", U),
            ("Si ya di la vuelta a un track a mitad de partida (volví a 0 y sumé 25), para ver si mis marcadores 'se cruzan' y se acaba la partida, ¿se mira la posición física en el tablero o la puntuación real con los 25?", U),
            ("Disculpe, la caja trae 12 marcadores de Grown-Up, Promoted y Married en total. ¿Son 4 de cada? Si con 4 jugadores se necesitaran más marcadores de un tipo, ¿qué se usa?", U),
            ("En solitario, el Achievement tiene tres niveles y al final 'record your final score ... in the box on the Achievement card you completed'. Si cumplo el nivel más alto, ¿cuentan también los de abajo o solo se anota uno?", U),
        ],
    },
    "cv": {
        "en": [
            ("strictly speaking, how many dice do I roll at the start of my turn, and what's the absolute maximum I can ever have?", A),
            ("rerolls: 'the player can reroll any number of the dice, two times'. so two reroll rounds total, and each time I pick which dice?", A),
            ("a die shows bad luck after my first reroll. can I reroll it on my second reroll or is it frozen from then on?", A),
            ("'Each die has 6 different symbols. These are:' and then my copy lists nothing. from the rest of the text, which six symbols are they - and is each symbol exactly once per die?", A),
            ("select cards: is it 'may take 1 or 2 cards' or 'must'? can I take zero and just pass the phase?", A),
            ("can I use the symbols on my tokens AND my dice togther to pay one card's cost?", A),
            ("I play an event card from hand to help buy a card. if some of its symbols are left over, do I keep them as tokens for later?", A),
            ("3 good luck symbols: does that cover a card's ENTIRE cost, including a special condition printed on the card, or only the symbol cost?", A),
            ("bad luck: I end up with exactly 6 bad luck symbols between dice and tokens. is that 2 misfortunes, so 2 active cards discarded?", A),
            ("misfortune: who chooses which active card I lose, me or the other players? and must it be a card lying on top?", A),
            ("adding a Knowledge card to my stacks: may I slide it UNDER an existing card instead of on top? what about a Work card?", A),
            ("a bought event card: does it go into my stacks or stay in my hand?", A),
            ("red slash on a card's effect: when exactly do I pay it, and is it every turn while the card is active?", A),
            ("I can't pay a red slash cost this turn. does the card go to a discard pile, back to the deck, or out of the game?", A),
            ("can the dice I used earlier this turn to buy a card ALSO pay a red slash cost in the same turn?", A),
            ("card with two colours and two type icons: when do I decide its type, and does it then go into that stack?", A),
            ("cleanup: do I slide the track left and refill from the right, and from which deck when early adulthood is empty?", A),
            ("2 players: is the leftmost card discarded at the end of each round only, or after every single turn?", A),
            ("tokens: do they pile up turn after turn like income, or do I reset them to exactly what my active cards show?", A),
            ("social assistance: when is it checked, and what exactly is the 'twice as many cards' condition - whose cards are counted against whose?", A),
            ("social assistance: if two players qualify, who takes first?", A),
            ("end of game: is it checked after every turn or only at the end of a round, and against what number?", A),
            ("final scoring: my 4 health cards give 10, 3 give 6, 5 give 15 going by the worked example. do buried (non-active) cards in the stack count too?", A),
            ("public life goals: two of us both fulfil the same public goal. does it split, or do we both get the full points?", A),
            ("tie on points: who wins, and if still tied?", A),
            ("setup with 3 players: how many childhood cards are prepared, and how many public life goals are revealed?", A),
            ("my secret life goal: am I allowed to reveal it voluntarily during the game - e.g. show it to someone to make a point or strike a deal - or must it stay hidden until the end?", U),
            ("'The player may slide a card a little bit from the track to help remember which card they are considering buying.' if I slide one out, am I then bound to buy that card, or can I change my mind and buy another?", U),
            ("Work cards 'can cause various other good - or bad - effects. Work requires sacrifices.' strictly, can a bad effect on my active Work card ever hit the OTHER players, or does every Work effect only touch its owner? the text doesn't say", U),
            ("scoring table: the worked example only covers 3, 4 and 5 cards of a type (6, 10, 15). what does a stack of exactly 1 health card score - is a lone card worth anything at all?", U),
        ],
        "es": [
            ("En sentido estricto, ¿qué es una carta 'activa' y cuántas activas puede haber por tipo en mi currículum?", A),
            ("Vale, las cartas de Possession y Work: ¿siempre encima del montón? ¿No puedo meterlas debajo?", A),
            ("Che, las cartas de evento: ¿se pueden jugar en cualquier momento? ¿Y siguen contando como parte de mi currículum después de usarlas?", A),
            ("Si juego una carta de evento para comprar, ¿gano fichas por sus símbolos?", A),
            ("Disculpe, cuando el jugador tiene 3 de buena suerte, ¿puede comprar cualquier carta del track sin pagar? ¿Incluso una carta con condición especial?", A),
            ("mala suerte: cada 3 simbolos pierdo una carta activa, se cuentan dados y fichas juntos?", A),
            ("Según el ejemplo, con 5 dados (el quinto por la carta Marriage), ¿el dado de mala suerte se queda congelado mientras tiro los demás?", A),
            ("¿De dónde salen los dados extra por encima de 4? ¿Hay un máximo?", A),
            ("Tío, al final de cada ronda se descarta la carta de más a la izquierda del track. ¿Eso es antes o después de rellenar?", A),
            ("¿Cuándo termina exactamente la partida? Lo de 'menos cartas en el mazo de old age que jugadores', ¿se mira después de rellenar?", A),
            ("La asistencia social: ¿cada vez que se acaba uno de los 3 mazos? ¿Y la carta que cojo tiene que cumplir su condición especial?", A),
            ("Según el ejemplo de Julius, Felix y Eric, ¿quién recibe la asistencia social y quién empieza a coger?", A),
            ("Ustedes saben si en la puntuación se suman los puntos impresos de cada Possession, y aparte los de la tabla de salud, relaciones y conocimiento?", A),
            ("En el ejemplo de puntuación, Felix tiene 10 + 6 + 15 + 19 + 8 + 5 = 63. ¿De dónde sale cada número?", A),
            ("Si varios jugadores empatan en cumplir un objetivo vital público, ¿cada uno se lleva los puntos completos?", A),
            ("Desempate: si empatamos a puntos, ¿gana quien tiene más o menos cartas en su currículum?", A),
            ("Preparación para 2 jugadores: ¿con cuántas cartas de infancia se mezcla la bicicleta y cuántas recibe cada uno?", A),
            ("El draft de las cartas de infancia: ¿elijo 1 de 3 y paso 2 a la izquierda, luego 1 de 2 y paso la última?", A),
            ("¿Quién empieza la partida y cada ronda? ¿Y si el de la bicicleta pierde la carta de la bicicleta?", A),
            ("Ahorita vamos a preparar para 4: ¿cuántos objetivos vitales van boca arriba en el tablero, y cuántos recibe cada uno?", A),
            ("Las cartas con barra roja: ¿el coste se paga en la fase de añadir al currículum de cada turno mientras la carta esté activa?", A),
            ("Si compro dos cartas en el mismo turno, ¿puedo pagar una con 3 símbolos de buena suerte y la otra con el resto de mis símbolos normales?", A),
            ("La carta de dos colores: 'en el momento en que se coge, el jugador decide'. ¿Puedo cambiar de idea después?", A),
            ("Cuando pierdo una carta activa por mala suerte, ¿la de debajo pasa a ser activa?", A),
            ("Sobre las fichas: 'el jugador debe tener exactamente los símbolos de sus cartas activas'. ¿Eso se actualiza en la limpieza de mi turno?", A),
            ("Con 2 jugadores, al terminar mi turno, ¿descarto la carta de más a la izquierda del track aunque la ronda no haya terminado?", A),
            ("En sentido estricto, el texto dice que las cartas de Knowledge 'ayudan a manipular los resultados de los dados'. ¿En qué momento se usa ese efecto: entre las dos tiradas, después de la segunda, o en cualquier momento del turno?", U),
            ("Según el reglamento, ¿hay alguna carta de evento que se pueda usar contra otro jugador, por ejemplo para quitarle una carta activa de su currículum o hacerle perder fichas?", U),
            ("Si mi objetivo vital secreto y uno de los objetivos públicos del tablero piden exactamente lo mismo y lo cumplo, ¿puntúo los dos, o una misma condición cumplida solo puede dar puntos una vez?", U),
            ("che, en la fase de selección ya pagué una carta con mis dados y la aparté del track, pero antes de la fase de añadir al currículum me arrepiento. ¿Puedo devolverla al track y recuperar esos símbolos para comprar otra, o lo comprado ya no se deshace?", U),
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
