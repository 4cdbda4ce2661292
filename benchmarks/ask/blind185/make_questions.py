"""Write the blind185 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind185/make_questions.py

Style of this set: players asking about an EDGE CASE — zero, nobody, everyone,
a tie, an empty deck or supply, the maximum, the last round, the very first
turn — and more than half of each game's questions go to the less obvious parts
of its rulebook (solo modes and bots, co-op and 2-player variants, the worked
examples, card types and icons, end-game scoring and tie-breaks, setup details,
rarely used actions). The unanswerable questions ask an edge case the rulebook
never settles, asked the same way.

Each game's file is written in a seeded shuffled order (seeds 18501-18504), so the
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
SEEDS = {"coming-of-age": 18501, "loop": 18502, "adulthood": 18503, "cv": 18504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what if two of my dice roll the same number and i dont pick either of them, how many interest tokens go on that location?", A),
            ("my counter's already on the last space on the right and i have to move it right again, but a frustration token is covering that motivation icon. do i get anything at all?", A),
            ("every mood track i have already got a frustration token on one end or the other. can i still move my die to another location?", A),
            ("very first turn, only locations 1 to 4 are open. i rolled a 4 but want location 1. is that adjacent or do i need 2 frustration tokens?", A),
            ("I've already played 4 Trait Tiles and now I meet the requirement of another one in my hand. Can I play a 5th?", A),
            ("hand's full with 4 trait tiles and i draw another one. can i ditch the one i just drew, and where does it go", A),
            ("my friend's token is already sitting on level 4 and I get a normal Friendship Bonus with them. does anything happen?", A),
            ("the next level up on my friendship track has no empty space left. can the token still move up?", A),
            ("all 4 of my character tokens are already out as presences and i want to leave a presence somewhere new. am i stuck?", A),
            ("two of us have dice at the same location and both pay motivation for the memory. does only the first one get it?", A),
            ("after the 9th turn is over, can i still use my unused memory tokens before we score? all of them or just one?", A),
            ("end of game i've got 8 willpower, motivation and memory tokens left over in total. how many VEP is that", A),
            ("we're tied on VEP and also on trait + goal tiles completed. who wins then, and what if that's tied as well?", A),
            ("I only managed to play 2 Trait Tiles all game but I meet the requirement on 3 of my Goal Tiles. How many goals can I score?", A),
            ("Sociable goal: me and another player have exactly the same number of character tokens and nobody has more. do I still score it?", A),
            ("Balanced trait: i have zero counters on the far left and zero on the far right, that's the same number, so it counts right?", A),
            ("solo: rob has fewer interest tokens left than the dice he rolled. which dice does he place them for?", A),
            ("solo: rob has no interest tokens left at all. what does he do in phase 1?", A),
            ("solo: rob is already on the last space of his personal fulfillment track and still has interest tokens to collect. what does he get?", A),
            ("solo: rob's die is at my location but both his character tokens are already out as presences. does he just skip the presence?", A),
            ("solo: rob has zero motivation tokens of the colour the location wants, and that colour isnt even unlocked yet. does he still get one?", A),
            ("2 player variant: what friendship level do i need with the neutral character on the 4th tile of the row?", A),
            ("solo: rob gets a friendship bonus from a character bus stop but there's already a token covering the VEP on his level 0. where does it go?", A),
            ("rob beats me every single game. is there an official way to make him easier?", A),
            ("round 1 and the experience space shows the blue counter, which i don't even have yet. what do i do with that icon?", A),
            ("can two of us both put a mimic trait token on the same trait tile of another player?", A),
            ("solo: i paid a frustration token to move my die to the location next door. does rob put his die where mine ended up or where i originally rolled it?", U),
            ("there's 3 of us playing. does anything in the setup change for 3 players, like fewer bus stop tiles or memory cards?", U),
            ("a parent card says move the blue mood counter but blue isnt unlocked yet. do i just ignore it like on the experience space, or move another counter?", U),
            ("at a bus stop can i just turn down both options in step A, so i take neither the bus stop bonus nor a friendship?", U),
        ],
        "es": [
            ("Tengo que mover un Contador de Estado de Ánimo a la izquierda, ya está en la última casilla y hay una Ficha de Frustración sin superar en el extremo derecho. ¿Qué me pasa?", A),
            ("Vale, tengo que rebotar dos veces a la derecha en el mismo Registro de Ánimo. ¿Cómo se resuelve eso?", A),
            ("Si solo me queda un Registro de Ánimo sin Ficha de Frustración, ¿puedo mover el dado a una ubicación que no es adyacente?", A),
            ("Che, si pago un Recuerdo con cuatro Fichas de Motivación, ¿cuántos VEP me dan la tercera y la cuarta?", A),
            ("Disculpe, si pago el Recuerdo con 4 de Fuerza de Voluntad en vez de Motivación, ¿cuántos VEP me llevo y recibo igual las demás bonificaciones?", A),
            ("En la ronda 4 saco un 0 en el dado de diez caras. ¿A qué ubicación va?", A),
            ("al final cuanto VEP pierdo por cada ficha de frustracion que no resolvi", A),
            ("Tío, ¿puedo superar una Ficha de Frustración pagando Fuerza de Voluntad en cualquier momento, aunque no sea mi fase?", A),
            ("Tengo al jugador amarillo en el nivel 1 de mi Registro de Amistad y su Ficha de Rasgo está en el segundo hueco de su tablero. ¿Puedo ponerle mi Rasgo Mimético?", A),
            ("Si un Registro de Ánimo tiene una Ficha de Frustración ya superada en el extremo izquierdo, ¿puedo ponerle otra en el derecho para cambiar de ubicación?", A),
            ("En solitario Rob saca una bonificación de Rasgo pero no tiene Rasgo Mimético libre ni Fichas de Rasgo en su pila. ¿Qué hace?", A),
            ("En solitario, ¿con qué Fichas de Objetivo empiezo yo? ¿Una de cada letra como siempre?", A),
            ("Al final de una partida en solitario, ¿qué pasa con las Fichas de Rasgo que Rob tiene boca abajo y con sus Fichas de Motivación?", A),
            ("En la variante de dos jugadores, ¿dónde van las 4 Fichas de Rasgo extra y qué necesito para imitarlas?", A),
            ("Tengo tres Fichas de Recuerdo sin usar. ¿Cuántas puedo gastar en una misma fase de Experiencia?", A),
            ("La Ficha de Recuerdo que lleva el contador a la casilla central: ¿cuántas veces gano la bonificación de esa casilla?", A),
            ("Si llego al final de mi Registro de Realización Personal y todavía me toca avanzar, ¿gano algo o se pierde?", A),
            ("Vosotros cómo lo hacéis: cuando el autobús se va de una ubicación, ¿qué pasa con los dados que quedan ahí?", A),
            ("Ahorita tengo dado y Presencia en la misma ubicación. ¿Puedo agarrar la bonificación de la parada y también la amistad con otro jugador?", A),
            ("No tengo ninguna Ficha de Motivación del color que pide la ubicación ni Fuerza de Voluntad. ¿Qué hago en el paso B?", A),
            ("Cuando se acaba la ronda, ¿qué Contador de Estado de Ánimo entra y en qué casilla lo pongo?", A),
            ("El Objetivo Nostálgico pide Fichas de Recuerdo: ¿cuentan también las que ya usé y di la vuelta?", A),
            ("tengo 3 fichas de personaje en el nivel 0 del registro de amistad, vale eso para Completista?", A),
            ("En el primer turno de la partida, ¿con qué dado juego y cuántas ubicaciones hay abiertas?", A),
            ("Si alguien se lleva el Recuerdo de una ubicación, ¿se pone otra Carta de Recuerdo enseguida para el siguiente que pase?", A),
            ("Disculpe, jugando en solitario, ¿puedo ganar el Objetivo Versátil si tengo más Presencias que Rob?", A),
            ("¿Puedo dejar una Presencia en una ubicación que se quedó sin Carta de Recuerdo porque se acabó el mazo?", U),
            ("En solitario, ¿en qué casilla empieza el Contador de Realización Personal de Rob? ¿En la de salida como el mío?", U),
            ("Cuando se desbloquea un Registro de Ánimo nuevo y pongo su Contador en la casilla central, ¿gano la bonificación de esa casilla?", U),
            ("Oye, la parada del autobús muestra un personaje neutral pero ya no quedan fichas de ese personaje en la reserva general. ¿Puedo hacer la amistad igual?", U),
        ],
    },
    "loop": {
        "en": [
            ("the FAVOUR deck is empty and so is the discard pile at the start of my turn. do i draw anything?", A),
            ("i've already got 5 FAVOUR in hand when my turn starts, do i still draw one?", A),
            ("basic mode, im at 0 HAPPINESS and want to WORK. what happens?", A),
            ("competitive: WORK is the only thing i can do but i have no HAPPINESS left to lose. now what?", A),
            ("im at 2 REPUTATION and someone plays me a SHARE. can i still accept it, and do i get anything?", A),
            ("someone plays me BARTER, i don't have another BARTER and i have 0 REPUTATION. can i say no?", A),
            ("can i play ACQUIRE on a player who has no MATERIAL at all?", A),
            ("the ACTIVITY deck ran out when I'm refilling at the end of my turn. what do we do?", A),
            ("tie on HAPPINESS, same REPUTATION and the same number of MATERIAL in our LANDFILL. what decides it next?", A),
            ("the MATERIAL deck just ran out and DEPLETION showed up in the middle of the round. does the game stop right now?", A),
            ("who loses HAPPINESS for DEPLETION, and how much?", A),
            ("I complete a 4th ACTIVITY but I've only got 3 slots. what happens to the old ones?", A),
            ("my HAPPINESS jumped from 4 to 10 in one go. how many EVENT do i draw?", A),
            ("two CONTINUOUS EVENT get flipped at the end of my turn at the same time. which one is active?", A),
            ("an IMMEDIATE EVENT makes me pay COIN but i have 0. what do i do?", A),
            ("game's over and i still have 2 CREDIT CARD not paid off. what does that cost me?", A),
            ("i end the game with 5 MATERIAL in my LANDFILL, how much HAPPINESS do i lose? and with only 2?", A),
            ("co-op: the MATERIAL we burn at the end of the round reveals DEPLETION. does anyone take the DEPLETION Penalty?", A),
            ("co-op: everybody finished on 11 or 12 except one of us on 10 after the penalties. do we win?", A),
            ("solo: when do i burn a MATERIAL, every turn or once per round?", A),
            ("solo: blue ACQUIRE, how much do i pay and who gets the COIN?", A),
            ("solo mode: can i pick the Banker as my CAREER?", A),
            ("Homemaker with 0 MATERIAL: does Minimalist still give me REPUTATION?", A),
            ("Investor: i pay the COIN, toss twice and neither lands on $. do i get anything?", A),
            ("Landfill Tax is up and someone SHAREs my GLASS at QUALITY 1 during their turn, not mine. do i still lose a COIN?", A),
            ("Tycoon has 0 COIN and WORKs. how much does he get?", A),
            ("Combustion Energy goes off after DEPLETION was already revealed, and the LANDFILL cards get shuffled back into the MATERIAL deck. is the game still ending, or is DEPLETION undone?", U),
            ("co-op: on my very last turn i drew an EVENT face down. does it still get flipped and resolved before we check if everyone is at 11?", U),
            ("Politician: my lie got called. do i lose a REPUTATION or anything else besides the FAVOUR itself?", U),
            ("chef buys a FOOD with The 2nd Semi Mid-Season Sales active: is the half price worked out on the QUALITY he gets (double) or on the COIN he pays?", U),
        ],
        "es": [
            ("Che, ¿puedo pasar el turno sin hacer WORK, BUY ni CONSUME?", A),
            ("Vale, la WORK AREA se ha quedado sin COIN y me toca cobrar. ¿Qué hacemos?", A),
            ("¿Puedo comprar 4 MATERIAL en el mismo turno si tengo plata de sobra?", A),
            ("Le hago SHARE a un MATERIAL de otro que está en QUALITY 1. ¿Qué pasa con esa carta y a qué LANDFILL va?", A),
            ("Juego dos SHARE para una misma ACTIVITY: el primero lo aceptan y el segundo lo rechazan. ¿Se le quita la QUALITY al primero?", A),
            ("¿Puedo gastar 1 REPUTATION y 0 COIN para comprar un MATERIAL a QUALITY 1?", A),
            ("En un turno de CONSUME tengo solo 1 REPUTATION. ¿Me sirve para sacar HAPPINESS?", A),
            ("¿Ustedes saben quién empieza la partida? ¿Hay alguna regla?", A),
            ("Disculpe, en solitario, ¿cuántos sets de MATERIAL se quitan al preparar?", A),
            ("Somos 6, ¿hay que quitar algún set de MATERIAL?", A),
            ("Somos 4 y yo me siento tercero, ¿con cuántos FAVOUR empiezo?", A),
            ("El GOAL HOBBY, ¿qué pide exactamente?", A),
            ("para CURIOSITY que necesito, que las 3 ACTIVITY tengan los 5 colores?", A),
            ("¿Puedo poner 3 COIN de golpe en una CREDIT CARD para liquidarla antes?", A),
            ("no me alcanza la plata para el PAYOFF de mi CREDIT CARD este turno, ¿qué hago?", A),
            ("En cooperativo, ¿se puede rechazar un FAVOUR gastando REPUTATION?", A),
            ("En cooperativo, ¿cuándo vuelven a mi mano los FAVOUR que ya jugué?", A),
            ("En solitario, ¿a dónde va el MATERIAL que vendo con el RESELL azul y quién me paga?", A),
            ("En solitario uso el SHARE azul sobre un MATERIAL de la BUY AREA que está a QUALITY 1. ¿A dónde va cuando se rompe?", A),
            ("En solitario, ¿con cuántos GOAL empiezo?", A),
            ("El Officer juega su primer FAVOUR del turno y el Lawyer quiere usar Objection. ¿Quién gana?", A),
            ("Soy Scientist: ¿puedo comprar un UTILITY de mi propio LANDFILL?", A),
            ("Sale The Gap y la diferencia más grande entre jugadores es justo 7. ¿Perdemos todos HAPPINESS?", A),
            ("Con Vulgarian activo tengo exactamente 4 COIN. ¿Puedo hacer CONSUME?", A),
            ("Con Bad Debt activo tengo una CREDIT CARD a medio pagar. ¿Puedo elegir BUY?", A),
            ("Sale Combustion Energy y dos empatamos con la HAPPINESS más baja. ¿A quién le toca?", A),
            ("Oye, soy el Scavenger y con Landfill Tax activo me llevo un MATERIAL del LANDFILL de otro. ¿A él le devuelven la COIN que pagó cuando se le rompió?", U),
            ("Soy Scientist y está activo Disposable Culture: ¿puedo comprar un METAL de un LANDFILL o solo PLASTIC?", U),
            ("Sale Satan Santa y yo no tenía ningún MATERIAL, pero el de antes me acaba de dar uno. ¿Tengo que dar ese?", U),
            ("Sale Repurchase y en los LANDFILL de los demás solo hay UTILITY. ¿Tengo que darle la COIN a alguien igual?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("first turn: can i use the action on the Career card in my hand before i play it?", A),
            ("what do i get for taking the left-most card in the market?", A),
            ("how much does the right-most market card cost me?", A),
            ("can i put time on the same action spot twice in one turn?", A),
            ("i'm out of time meeples but i still have energy. can i use energy as time?", A),
            ("can i play a card i drafted from the market this same turn?", A),
            ("i just played a new Community card. can i use its action right away this turn?", A),
            ("I already have a Wellness card on my board and play another one. what happens to the old one?", A),
            ("I'm Married and then play a new Partner. what happens to the old Partner and my Married token?", A),
            ("I'm Grown Up and I do the Interview. what does it do now, and is there anything else I need?", A),
            ("after i get Promoted can i still use the first action spot on my Career?", A),
            ("i passed the Grown-Up space on my Happiness track but not on Impact. am i Grown Up?", A),
            ("i passed two Life Event spaces in one turn. do i get both?", A),
            ("my two score markers are in boxes right next to each other, they haven't actually passed. is that crossed?", A),
            ("someone's markers just crossed. does the game end right now?", A),
            ("end scoring: i've got exactly 2 Family icons. any happy for that? and with 3?", A),
            ("my Partner's heart matches one of my Values but we never got Married. do I get the 4 impact?", A),
            ("we tied on combined score. who wins?", A),
            ("my marker runs past the end of the track. what now?", A),
            ("when do the negative and unhappiness tokens actually do anything?", A),
            ("solo: if i buy out the whole market mid-round, does it get refilled?", A),
            ("solo: i want a third market card this turn, what does it cost?", A),
            ("solo: i passed a Life Event space on the track. do i draw one?", A),
            ("solo: when does the game end?", A),
            ("solo: my markers crossed but i didn't finish any level of my Achievement. did i win?", A),
            ("meditate: i've already got a Value in hand i'll never fulfil. can i get rid of it?", A),
            ("the negative impact / unhappiness tokens have all been handed out and there are none left in the pool. what do we do when someone gets another?", U),
            ("to get Married, does my Partner card's own Life icon count toward the icons the upgrade bar asks for, like the Career one does for Promotion?", U),
            ("a Life Event tells me to pay money and i have none. what happens?", U),
            ("a Life Event with the carries-over-to-next-turn symbol comes up on the very last turn of the game. does its effect count at scoring?", U),
        ],
        "es": [
            ("¿Una carta sin barra verde cuesta algo?", A),
            ("La carta Marathon: ¿cómo cumplo ese coste del recuadro blanco?", A),
            ("Soy Actor y me falta un icono de Fame para el ascenso. ¿Cuenta el icono de la propia carta Career?", A),
            ("Quiero jugar Family Time en Leisure, ¿qué necesito además de la energía?", A),
            ("Che, Mall Walkers: ¿qué hace su acción una vez jugada?", A),
            ("Overseas Vacation: ¿qué me da y a dónde va la carta después?", A),
            ("Tío, ¿puedo retroceder en la pista de Happiness durante la partida por alguna carta?", A),
            ("¿Cuántos Values tengo al empezar y cuáles puedo mirar?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("En solitario, ¿qué hace Meditate?", A),
            ("En solitario, una carta me deja coger otra carta del mercado gratis. ¿Esa sube el precio de las siguientes?", A),
            ("En solitario, ¿qué pasa con las cartas del mercado al final de cada ronda?", A),
            ("En solitario, ¿cómo elijo el Achievement?", A),
            ("en solitario al final cuentan los corazones y los sets de iconos? y las fichas negativas?", A),
            ("¿Con cuántas Career empieza cada uno y qué hago con ellas?", A),
            ("Disculpe, ¿con qué recursos empieza cada jugador?", A),
            ("¿Quién empieza la partida?", A),
            ("Pasé por una casilla de Life Event a mitad de mi turno. ¿Cuándo la resuelvo?", A),
            ("Una Life Event con el símbolo de la ronda siguiente: ¿cuándo va a mi pila de Experience?", A),
            ("Ya tengo una Partner y me sale otra. ¿Puedo tener las dos?", A),
            ("Los iconos de una carta Experience que ya está en mi pila, ¿cuentan al final?", A),
            ("¿Cuántos Resources y Traits puedo tener a la vez?", A),
            ("Ahorita no tengo plata: ¿puedo hacer Donate igual?", A),
            ("Ya soy Grown Up y tengo una Partner. ¿Qué me cuesta casarme?", A),
            ("Un Trait me da un icono de Life extra. ¿Cuenta solo al final o también durante la partida?", A),
            ("en solitario mis marcadores estaban cruzados pero al final las fichas negativas los descruzan, gane o no?", A),
            ("Disculpe, en solitario, al usar Meditate para cambiar una carta del mercado, ¿la que quito va al descarte o al fondo del mazo?", U),
            ("Vale, en la preparación cada uno descarta una de sus dos Career: ¿esas vuelven al mazo o se quedan fuera de la partida?", U),
            ("En partida normal una carta me deja coger una carta extra del mercado. Si cojo la de más a la izquierda, ¿me dan también la energía?", U),
            ("Vos sabés si cuando jugamos dos personas cambia algo en la preparación o en el mercado?", U),
        ],
    },
    "cv": {
        "en": [
            ("i've already got 7 dice and a card would give me another one. do i roll 8?", A),
            ("can i reroll a die that's showing bad luck?", A),
            ("how many times can i reroll my dice in one turn?", A),
            ("can i take 3 cards from the track in one turn if i can pay for all of them?", A),
            ("i've got 3 good luck symbols. can i take a card that also has a special condition i don't meet?", A),
            ("i ended up with 6 bad luck symbols between dice and tokens. how many cards do i lose?", A),
            ("i can't pay the red slash cost on one of my cards this turn. what happens to it?", A),
            ("can i use the same dice symbols to buy a card and then to pay a red slash cost later in the turn?", A),
            ("i played an event card to help buy something but didn't need all its symbols. do i keep the rest as tokens?", A),
            ("new Health card: do I have to put it on top of the stack?", A),
            ("new Possession card: can I slide it under the one I already have?", A),
            ("i have 3 knowledge cards stacked. which one's effect do i get?", A),
            ("2 players: when do we throw away the leftmost card from the track?", A),
            ("setting up for 2 players, how many childhood cards go in the deck?", A),
            ("setting up for 3, how do we make the childhood deck?", A),
            ("how does the childhood draft work, who do i pass to?", A),
            ("i lost my bicycle card. who starts the round now?", A),
            ("who gets social assistance when a deck runs out?", A),
            ("two players get social assistance at once. who picks first?", A),
            ("when exactly does the game end?", A),
            ("we're tied on points. who wins, and what if that's tied too?", A),
            ("two of us tie on a public life goal. does one get it, or both, or neither?", A),
            ("in the scoring example, how does Felix get to 63?", A),
            ("how many public life goals go on the board with 4 players?", A),
            ("do my tokens pile up each turn like income?", A),
            ("can i play an event card in someone else's turn? and does it stay in my stacks?", A),
            ("i bought an event card as my first card this turn. can i play it straight away to help pay for my second card?", U),
            ("misfortune makes me discard my Marriage card, the one giving me a 5th die. the 5th die already rolled this turn: do its symbols still count for anything, and is it gone from next turn?", U),
            ("social assistance: once one player takes a free card, does that change whether the next player in line still qualifies?", U),
            ("can i choose to roll fewer dice than i have, so i risk less bad luck?", U),
        ],
        "es": [
            ("Che, con cuántos dados tiro al principio y cuántos puedo tener como máximo?", A),
            ("Tiré y saqué mala suerte en dos dados. ¿Los puedo volver a tirar?", A),
            ("¿Cuántas cartas puedo llevarme del track en un turno como máximo?", A),
            ("Vale, ¿puedo poner los dados y fichas al lado de las cartas mientras decido?", A),
            ("Si uso una carta de evento para comprar, ¿me dan fichas por sus símbolos?", A),
            ("Disculpe, con tres de mala suerte, ¿qué carta pierdo? ¿la elijo yo?", A),
            ("¿Tengo que pagar la barra roja de una carta que está debajo de la pila?", A),
            ("¿Cada cuánto se paga la barra roja?", A),
            ("Una carta de dos colores: ¿cuándo decido de qué tipo es?", A),
            ("¿Puedo meter una carta de Salud debajo de la pila en vez de encima?", A),
            ("Las cartas de evento que compro, ¿dónde van?", A),
            ("¿Cuándo se descarta la carta de la izquierda del track con 3 o 4 jugadores?", A),
            ("Cuando se acaba el mazo de adultez temprana, ¿de dónde salen las cartas nuevas?", A),
            ("Oye, ¿cuándo actualizo mis fichas?", A),
            ("Somos 4: ¿cuántas cartas de infancia recibe cada uno y de dónde salen?", A),
            ("¿Quién empieza cada ronda?", A),
            ("Julius tiene 5 cartas, Felix 6 y Eric 3 cuando se acaba un mazo. ¿Quién recibe asistencia social?", A),
            ("En la asistencia social, ¿hay que cumplir la condición especial de la carta?", A),
            ("¿Cuánto vale tener 4 cartas de Salud? ¿y 5?", A),
            ("Al final, ¿las Posesiones que quedan debajo de la pila, no activas, también suman sus puntos?", A),
            ("Empatamos en puntos y en número de cartas del currículum. ¿Qué pasa?", A),
            ("La meta pública la cumple mejor otro jugador; yo quedo segundo. ¿Me llevo algo?", A),
            ("En el ejemplo del Used car, ¿por qué el jugador tira 5 dados?", A),
            ("¿Cuándo se acaba la partida exactamente? ¿a mitad de ronda puede acabar?", A),
            ("Ahorita tengo 3 símbolos de buena suerte: ¿cubren también la condición especial de una carta?", A),
            ("¿Puedo jugar una carta de evento en cualquier momento, incluso fuera de mi turno?", A),
            ("Che, me toca asistencia social pero no me gusta ninguna carta del track. ¿Puedo renunciar?", U),
            ("Los símbolos de los dados que me sobran después de comprar, ¿se guardan para el siguiente turno?", U),
            ("Disculpe, la carta de bicicleta que tengo boca arriba delante, ¿cuenta como carta del currículum para el desempate y la asistencia social?", U),
            ("¿Puedo contar cuántas cartas quedan en el mazo de vejez en cualquier momento?", U),
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
