"""Write the blind121 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind121/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12101-12104), so the
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
SEEDS = {"coming-of-age": 12101, "loop": 12102, "adulthood": 12103, "cv": 12104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("do we all pick our die at the same time or can i wait and see where the others go first?", A),
            ("Do I advance my Personal Fulfillment Counter before or after I pull my other dice off the road?", A),
            ("if i spend a frustration token to move my die next door and i have interest tokens there, do i get the fulfillment for the new spot or the one i rolled?", A),
            ("I rolled two 3s and picked one of them. The other one comes off the road and leaves an Interest Token on that same building: does that token give me fulfillment right now or only on a later visit?", A),
            ("can i flip my memory token in the middle of the experience space, like between the 2nd and 3rd icon?", A),
            ("When a Mood Counter moves several steps, do I get each space's bonus as it lands there or all at the end of the Experience Space?", A),
            ("the far right space of a track, do i get that bonus once when i land on it or how long does it last", A),
            ("Can I spend 4 Willpower to overcome a frustration whenever I want, even halfway through a bus stop?", A),
            ("i drew a 5th trait tile, do i have to discard right away or can i wait till the end of the turn and play one first?", A),
            ("I played a Trait Tile when I met its requirement. If later in the game I don't meet it anymore, do I lose the tile or its VEP?", A),
            ("After I play a Trait Tile and unlock its Mimic Trait Token, can I place that Mimic token straight away with the same Trait Bonus?", A),
            ("where does the bus start each turn and in what order does it stop?", A),
            ("At a bus stop, do I take the Bus Stop bonus before or after I choose Memory, Presence or Parent Card?", A),
            ("i bounced right at the bus stop and got 2 motivation tokens. can i spend them on the memory card at that same stop?", A),
            ("Someone took the Memory at a location this turn. When does a new Memory Card show up there?", A),
            ("when exactly do the dice at a location get taken off, at the end of the year or right after that stop?", A),
            ("when do the bus stop tiles get shifted and which one moves to the far left?", A),
            ("When do locations 5 and 6 open, right when the last die of round 1 is used or at some other point?", A),
            ("i just played a parent card. do i draw the new one now or at the end of the year?", A),
            ("At the very end, can I still use a Memory Token? Is that before or after the -3 VEP for frustrations?", A),
            ("the goal tiles, do i play them during the game when i meet them or only at the end?", A),
            ("Two player variant: when do the 4 extra Trait Tiles go out, and do they ever get replaced?", A),
            ("solo: at a bus stop, does rob do his stuff before me or after me?", A),
            ("Solo: Rob's die goes to my location and his Interest Tokens are there. Does he advance his Personal Fulfillment right then, and which spaces does he get?", A),
            ("solo vs rob: when do the face-down trait tiles in his pile get scored?", A),
            ("solo: at the end of the turn the Memory Card at my location gets removed from the game. do we do that before the End of the Year refill, so a fresh card goes there right away, or after it, so that location stays empty for a whole year?", U),
            ("Solo: when the Bus stops where Rob's die is, he scores the Memory Card VEP for the Motivation Tokens he has and he also gains a Motivation Token of that location's type. Does the token he gains at that stop already count for those VEP, or only from the next stop?", U),
            ("When I play a Parent Card, do I draw the replacement before or after I resolve the card's bonus? It matters when the bonus itself needs a Parent Card from my hand.", U),
            ("which locations let you pay 4 willpower instead of motivation for a memory or presence? is that printed somewhere i can check before i pick my die?", U),
            ("Phase 1 is simultaneous. If my Personal Fulfillment gives me a Trait Bonus and another player plays a Trait Tile off their own Fulfillment at the same moment, can I mimic it right then in phase 1 or only later?", U),
        ],
        "es": [
            ("Si uso una Ficha de Frustración para cambiar el dado de ubicación, ¿eso lo hago antes de avanzar el Contador de Realización Personal o después?", A),
            ("Vale, si el Contador rebota a la derecha, ¿la Ficha de Motivación me la dan en el momento?", A),
            ("che, si reboto dos veces a la izquierda en la misma experiencia, ¿cada rebote se resuelve por separado o cuenta como uno solo?", A),
            ("Cuando gasto Fichas de Motivación en un Recuerdo, el Contador de Estado de Ánimo de ese color se mueve 2 a la izquierda: ¿gano las bonificaciones de las casillas por las que pasa?", A),
            ("Si rebotando a la izquierda quito una Ficha de Frustración superada, ¿los 4 VEP los cobro ya o al final de la partida?", A),
            ("La Presencia que pongo hoy, ¿me da algo ya en este turno o a partir del siguiente?", A),
            ("Ya usé mis 4 Fichas de Personaje en Presencias. ¿Puedo mover una en el momento de poner la nueva?", A),
            ("¿Vosotros jugáis las Fichas de Rasgo cuando queréis? ¿o solo cuando se consigue una bonificación de Rasgo?", A),
            ("q pasa con mis fichas de interes cuando por fin visito esa ubicacion, las recupero en ese momento?", A),
            ("¿Cuándo se reponen las cartas de Recuerdo en las ubicaciones?", A),
            ("Oye, al acabar la ronda, ¿cuándo cogemos los dados nuevos y el Contador del Registro de Ánimo nuevo?", A),
            ("¿En qué ronda se abren las ubicaciones 7 y 8 y con qué dados se juega esa ronda?", A),
            ("¿Cuántos turnos dura cada ronda? La primera se me hizo cortisima, xq?", A),
            ("En la parada del autobús tengo dado y Presencia en la misma ubicación. ¿Puedo coger la bonificación de la parada y también la de amistad?", A),
            ("¿La Ficha de Recuerdo la puedo usar antes de resolver el espacio de experiencia o solo después?", A),
            ("Si el espacio de experiencia me pide mover un Contador de Estado de Ánimo que todavía no tengo, ¿qué hago?", A),
            ("ahorita tengo Ficha de Frustración en todos mis Registros de Ánimo, ¿puedo cambiar de ubicación igual?", A),
            ("¿En qué momento del turno me toca jugar una Carta de Padres? ¿Es obligatorio?", A),
            ("Disculpe, en la variante de 2 jugadores, ¿cuándo puedo poner un Rasgo Mimético en las Fichas de Rasgo neutrales del centro?", A),
            ("En solitario, ¿en qué momento pone Rob su dado y dónde?", A),
            ("En solitario, si solo Rob \"consiguió\" el Recuerdo de una ubicación y yo no, ¿cuándo se retira esa carta?", A),
            ("¿Cuándo termina la partida exactamente? ¿Después de cuántos turnos?", A),
            ("tio los VEP de una Ficha de Rasgo se cobran cuando la juego o al final?", A),
            ("En el paso B de la parada, ¿quién elige entre Recuerdo, Presencia o Carta de Padres, también los que solo tienen Presencia ahí?", A),
            ("Si gano una Ficha de Recuerdo en la parada del autobús, ¿la puedo usar ya en la siguiente parada de este mismo turno?", A),
            ("Cuando juego una Carta de Padres, ¿robo la nueva antes de aplicar su bonificación o después? Lo pregunto por si la bonificación me hace jugar otra Carta de Padres.", U),
            ("¿Qué bonificación da cada casilla del Registro de Realización Personal? ¿Viene en el tablero o en la ayuda de juego?", U),
            ("En solitario, ¿Rob hace su paso 2 (poner el dado y avanzar su Realización Personal) antes o después de que yo resuelva mi espacio de experiencia? ¿o da igual el orden?", U),
            ("las fichas de interes que dejo en el tablero se quedan ahi de una ronda a otra o se recogen al acabar la ronda?", U),
            ("En la fase 2, si el espacio de experiencia me da un Bonus de Amistad y elijo el Personaje de otro jugador, ¿lo muevo en mi registro al momento aunque ese jugador todavía esté resolviendo su fase 2?", U),
        ],
    },
    "loop": {
        "en": [
            ("do i draw my favour before or after i choose work, buy or consume?", A),
            ("Can I play FAVOURs before my action and then more after it in the same turn?", A),
            ("when do the empty MATERIAL and ACTIVITY slots get refilled, right after i buy or at the end of my turn?", A),
            ("Someone plays me a FAVOUR on their turn and I ACCEPT it. Can I play it right back at them straight away?", A),
            ("I ACCEPTed a FAVOUR and now I have 6 in hand. What happens at the start of my next turn?", A),
            ("when my MATERIAL hits quality 0 in the middle of a consume does it go to the landfill right then or at end of turn?", A),
            ("Can I claim a GOAL halfway through my CONSUME turn, between my 2nd and 3rd ACTIVITY?", A),
            ("my goal requirement is met during my consume turn. can i wait and reveal it next turn instead?", A),
            ("When I complete my 4th ACTIVITY, when do I have to get rid of one of the old ones?", A),
            ("can i spend reputation on someone else's turn for anything?", A),
            ("Someone just hit HAPPINESS 12. Does the game stop right now?", A),
            ("who loses happiness for DEPLETION and when?", A),
            ("Competitive: my HAPPINESS drops into another zone during someone else's turn because of an EVENT. Do I draw an EVENT right then?", A),
            ("when do my face-down EVENT cards actually get flipped and resolved?", A),
            ("I just triggered a CONTINUOUS EVENT. Does it already affect me in this turn?", A),
            ("when an IMMEDIATE EVENT goes off, at what point is it resolved and who does it first?", A),
            ("When am I allowed to APPLY for a CREDIT CARD?", A),
            ("how often do i have to pay off a credit card, every turn?", A),
            ("If a CREDIT CARD isn't fully paid when the game ends, what happens and when is it counted?", A),
            ("coop: when exactly is the top MATERIAL burned?", A),
            ("co-op: I played 3 FAVOURs face-up next to my GOALs. When do I get them back in my hand?", A),
            ("solo loop: do i burn a material card every turn or once a round?", A),
            ("As the Craftsman, how long does the MATERIAL I Forge stay the new type?", A),
            ("Salesman: when someone ACCEPTs my ACQUIRE, do I get my extra COIN right away?", A),
            ("Engineer here: a MATERIAL of mine just dropped to QUALITY 0. Can I Repair it before it goes to the LANDFILL?", A),
            ("The Lawyer can Objection a FAVOUR that isn't aimed at him. Does he have to do it before the target says ACCEPT or REJECT, or can he wait and jump in after the target has ACCEPTed?", U),
            ("Manners Makyth Man is the active EVENT, and CONTINUOUS EVENTs only affect a player during their own turn. But I only ever REJECT on someone else's turn. So when a FAVOUR is played to me, can I still REJECT by discarding the same FAVOUR?", U),
            ("office lady slack off: do i buy my 1 material before i take my work salary or after, can i pay it with the coins i just got from WORK?", U),
            ("The Nurse gives me a FAVOUR with Care and I must take it. Does that FAVOUR's effect happen right away like when I ACCEPT one, or does it just go into my hand?", U),
            ("Status Climb goes off and we resolve it one by one clockwise. Do I compare HAPPINESS and COIN as they were when it was flipped, or as they are when my turn to resolve comes, after the players before me already lost HAPPINESS?", U),
        ],
        "es": [
            ("¿Cuándo robo FAVOUR, al empezar mi turno? ¿Y si tengo 5?", A),
            ("Disculpe, si el mazo de FAVOUR está vacío al empezar mi turno, ¿qué hago?", A),
            ("che, ¿puedo hacer WORK y después BUY en el mismo turno?", A),
            ("Si se acaba el mazo de ACTIVITY, ¿cuándo se rebaraja el descarte?", A),
            ("La HAPPINESS de un GOAL, ¿la gano en el momento en que lo pongo o al final de la partida?", A),
            ("Me hicieron dos SHARE para una ACTIVITY y rechacé el segundo. ¿Cuándo se descuenta la QUALITY del primero?", A),
            ("¿En qué momento puedo gastar 2 REPUTATION para ganar 1 HAPPINESS?", A),
            ("Vale, si acepto un ACQUIRE, ¿gano la REPUTATION en el momento?", A),
            ("Pactamos un trato antes de jugar el FAVOUR. ¿Desde cuándo vale ese trato?", A),
            ("güey, si provoco la DEPLETION al final de mi turno, ¿se termina la partida ya o seguimos jugando?", A),
            ("empate al final de la partida, ¿qué se mira primero?", A),
            ("En el competitivo, si en un mismo turno paso de zona dos veces, ¿cuántos EVENT robo y cuándo?", A),
            ("Volteo dos CONTINUOUS EVENT a la vez al terminar mi turno. ¿Cuál se queda activo?", A),
            ("Cuando se resuelve un IMMEDIATE EVENT, ¿ese reemplaza al CONTINUOUS EVENT que estaba activo?", A),
            ("Agarro una CREDIT CARD, ¿cuándo recibo la plata, las 4 COIN, y el MATERIAL de regalo?", A),
            ("Cuando termino de pagar las 5 COIN de una CREDIT CARD, ¿qué hago con esas monedas?", A),
            ("La penalización del LANDFILL, ¿cuándo se cuenta y cuánto es?", A),
            ("en cooperativo robo FAVOUR al principio del turno como siempre?", A),
            ("En cooperativo, si la DEPLETION sale justo al quemar la carta de MATERIAL, ¿alguien pierde HAPPINESS?", A),
            ("En cooperativo, ¿cuándo se ve si ustedes ganan? ¿Antes o después de las penalizaciones?", A),
            ("solitario: cuando juego un FAVOUR azul, el efecto pasa al momento? y donde pongo la carta?", A),
            ("Soy Freelancer, ¿cuántas veces por turno puedo descartar un FAVOUR y robar otro?", A),
            ("Homemaker: ¿en qué momento tengo que tener 1 MATERIAL o menos para ganar la REPUTATION?", A),
            ("Soy Tycoon: al hacer WORK, ¿cuántas COIN me llevo, las que tengo en ese momento?", A),
            ("Con Skinner Box activo, ¿cuándo se rellenan los huecos de MATERIAL y ACTIVITY?", A),
            ("Con Make It Rain activo, ¿la HAPPINESS la gano en el momento en que llego a gastar 4 COIN o al final del turno?", U),
            ("BOGOF activo y compro 3 MATERIAL: ¿me llevo el MATERIAL de QUALITY 1 gratis después de cada compra o todos al final de la compra? Es que el gratis me puede quitar el que quería comprar después", U),
            ("Che, con Bad Debt activo elijo BUY sin tener CREDIT CARD y a mitad de la compra pido una para tener más COIN. ¿Puedo terminar la compra o ya no?", U),
            ("Con The 2nd Semi Mid-Season Sales, ¿en qué momento elijo el MATERIAL que pago a mitad, antes de empezar a comprar o cuando ya compré todo?", U),
            ("soy freelancer, puedo usar freedom (descartar y robar favour) antes del robo normal del principio del turno?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i put my time meeples out while the player before me is still playing?", A),
            ("Once I've started getting my rewards, can I still put a meeple on another action I forgot?", A),
            ("do i have to resolve my action spots in a set order, like career first?", A),
            ("I played a new Wellness card this turn. Can I use its action right now?", A),
            ("can i play a card i took from the market the same turn i took it", A),
            ("First turn: do I play my Career card before or after I spend my time?", A),
            ("When does the market slide over and get new cards?", A),
            ("If I take the left-most market card, when do I get the extra energy?", A),
            ("i passed a life event space during my actions. do i resolve it now or later?", A),
            ("When exactly do I become Grown Up? At the end of my turn?", A),
            ("My markers crossed in the middle of my turn. Does the game end right there?", A),
            ("Game end is triggered on the 2nd player's turn out of 4. Who still gets to play?", A),
            ("when do the unhappiness and negative impact tokens take away points, as i get them or at the end?", A),
            ("When do the Values cards get turned face up and scored?", A),
            ("I just got Promoted. Can I still use the first action on my Career card?", A),
            ("if i replace my career card do i keep my promoted token?", A),
            ("Can I play a card from my hand before I activate my action spots this turn?", A),
            ("I play an Experience card. Do I get its stuff right away or at the end of the game?", A),
            ("can i use both the upper and the lower wellness spot in the same turn?", A),
            ("I play a Partner card this turn. When can I use its first action?", A),
            ("solo: when does the market get cleared and new cards put out?", A),
            ("Solo: I want a second card from the market this turn. What does it cost me?", A),
            ("solo adulthood, when do i draw a life event?", A),
            ("Solo: when does the game end?", A),
            ("In solo, do I draw a Life Event when my marker passes one of those spaces on the track?", A),
            ("I'm going to get Promoted with Interview this turn. Can I already put time on my Career's promoted (right side) action in step 1 and use it after the Interview in the same step 2, or only next turn?", U),
            ("my happiness marker reaches the end of its track in the middle of the game. do i go back to 0 and add 25 right then, or does that only happen in final scoring?", U),
            ("Getting Promoted or Married can have a purple cost to upgrade bar. When do I pay that, do I have to put those tokens out in step 1 with the Interview/Date meeple?", U),
            ("One of my Resource cards gives me 1 energy every turn without any action. When do I get it: at the start of my turn before I place, during step 2, or at the end?", U),
            ("A Life Event I resolve at the end of my turn makes me Grown Up. Can I still play a Grown Up card from my hand that same turn?", U),
        ],
        "es": [
            ("¿Puedo usar una ficha de energía como si fuera un meeple de tiempo?", A),
            ("Oye, ¿puedo activar la acción de arriba y la de abajo de Career en el mismo turno?", A),
            ("¿Cuándo devuelvo los meeples de tiempo y las fichas que gasté?", A),
            ("Si juego un Partner este turno, ¿puedo casarme ya en este mismo turno con la Date?", A),
            ("Si saco varias Life Event en el mismo turno, ¿las resuelvo todas al final?", A),
            ("Las cartas de la derecha del mercado, ¿cuándo se paga su coste, al cogerlas?", A),
            ("Me hice Grown Up en el paso 2. ¿Puedo jugar ya en el paso 3 una carta con el icono de Grown Up?", A),
            ("Si se cruzan mis marcadores, ¿cuándo se acaba la partida?", A),
            ("al final de la partida en que orden se hace la puntuacion?", A),
            ("si paso el final del track q hago, sigo o vuelvo a 0?", A),
            ("Vos tenés dos Values boca abajo al empezar, ¿cuándo los podés mirar?", A),
            ("¿Puedo hacer la Interview para ascender en el mismo turno en que me hago Grown Up?", A),
            ("Oye tío, ¿el Promoted lo pierdo en el momento en que cambio de Career?", A),
            ("¿Cuándo pasan las Life Event a la pila de Experience?", A),
            ("En solitario, ¿se repone el mercado durante la ronda si compro una carta?", A),
            ("En solitario, ¿qué hace la Meditate?", A),
            ("En solitario, ¿cuándo elijo el Achievement y cuántos me quedo?", A),
            ("En solitario una carta me deja coger otra carta extra del mercado. ¿Me sube el precio de la siguiente que compre?", A),
            ("las fichas de unhappiness en que momento restan? ahorita o al final?", A),
            ("che, los puntos de los Values se suman en algún orden concreto?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿la energía extra la recibo al momento?", A),
            ("¿Cómo sé si una Life Event afecta a la ronda siguiente y no solo ahora?", A),
            ("Si sustituyo mi Wellness por una carta nueva, ¿qué pasa con la vieja?", A),
            ("En solitario, ¿cuándo gano? ¿Basta con que se crucen los marcadores en algún momento?", A),
            ("¿En qué paso del turno puedo coger una carta del mercado, antes o después de jugar mis cartas?", A),
            ("Juego un Trait en el paso 3 que abarata otras cartas. ¿Ese descuento vale ya para las cartas que juego después en ese mismo paso 3 o desde el turno siguiente?", U),
            ("El meeple de tiempo extra del centro que me da una carta, ¿cuándo lo devuelvo, en el paso 4 de este turno o me lo quedo?", U),
            ("En solitario, si una ronda no compro ninguna carta, ¿la carta gratis se acumula para la ronda siguiente?", U),
            ("¿Cuánto cuestan las cartas de la tercera y la cuarta posición del mercado? Solo sé lo de la de más a la derecha", U),
            ("Disculpe, en una partida de dos, si una Life Event dice que la Impact o la Happiness de \"todos\" cambia, ¿el otro jugador la aplica en ese momento o en su propio turno?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many times can i reroll and can i keep some dice?", A),
            ("I rolled a bad luck symbol on my first roll. Can I reroll that die on my second reroll?", A),
            ("when do I check for bad luck, before or after I take my cards?", A),
            ("Can I play an event card during someone else's turn?", A),
            ("when do i pay the red slash costs on my cards?", A),
            ("If I can't pay a card's red cost, what happens to it and when?", A),
            ("Can I use the dice I already spent on buying a card to pay my red slash costs afterwards?", A),
            ("i took a card with two colours. when do i have to decide which type it is?", A),
            ("When do the cards on the track slide left and get refilled?", A),
            ("at the end of a round when is the leftmost card thrown away, before or after refilling?", A),
            ("2 players: is the leftmost card discarded after every turn or only at the end of the round?", A),
            ("When do I update my tokens?", A),
            ("Misfortune hits in the bad luck phase. Can I discard one of the cards I just took this turn?", A),
            ("When is social assistance checked?", A),
            ("two players qualify for social assistance. who takes first?", A),
            ("When does the game end?", A),
            ("Who starts each round?", A),
            ("setup: when do we pick our childhood cards and how?", A),
            ("When do I show my secret life goal?", A),
            ("3 good luck symbols: in which phase do i use them, and do they also cover a card's special condition?", A),
            ("I just got a Health card. Does it have to go on top?", A),
            ("new work card, can i slide it under my old one so the old one stays active?", A),
            ("How many dice do I roll at the start, and how many can I end up with?", A),
            ("I bought an event card from the track. Where does it go?", A),
            ("If I use an event card to help buy and don't use all its symbols, can I keep the rest for later?", A),
            ("what do 2 knowledge cards score at the end? the table isnt in my rules", U),
            ("two of us want to play an event card at the same moment in someone else's turn. whose goes first?", U),
            ("Cleanup says refill the track and then update tokens. If I forgot to update my tokens before the next player started rolling, can I still do it during their turn?", U),
            ("I got a card from social assistance during someone else's turn. Do I put it into my CV right then (and pick top or under for a Health card), or wait for my own Add to CV phase?", U),
            ("Cleanup says the player moves the cards and refills the track, then updates tokens. If I forget to update my tokens before the next player starts rolling, can I still do it during their turn?", U),
        ],
        "es": [
            ("cuantas veces puedo volver a tirar los dados?", A),
            ("Los dados que sacan mala suerte, ¿los puedo volver a tirar después?", A),
            ("Saqué 3 de mala suerte en la primera tirada. ¿Pierdo una carta ya o más tarde?", A),
            ("¿En qué fase hay que pagar las cartas con la barra roja?", A),
            ("Las fichas que usé para comprar, ¿me sirven luego para pagar el coste rojo?", A),
            ("¿Cuándo decido de qué tipo es una carta de dos colores?", A),
            ("Vale, ¿las cartas de evento se pueden jugar en el turno de otro jugador?", A),
            ("Al final de la ronda, ¿se quita la carta de la izquierda antes o después de reponer el track?", A),
            ("En partida de dos, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Cuándo se actualizan las fichas de mis cartas activas?", A),
            ("¿Qué pasa cuando se acaba un mazo? Me hablaron de una ayuda social", A),
            ("¿Cuándo se termina la partida?", A),
            ("El que tiene la bici, ¿empieza cada ronda o solo la primera?", A),
            ("Si pierdo la carta de la bicicleta, ¿quién empieza las rondas?", A),
            ("Los objetivos de vida públicos, ¿se puntúan durante la partida o al final?", A),
            ("al final cuantos puntos me dan 4 cartas de salud?", A),
            ("Si empatamos en un objetivo público, ¿quién se lleva los puntos? ¿ustedes cómo lo hacen?", A),
            ("¿Cuántas cartas puedo comprar del track en un turno?", A),
            ("Las cartas de posesión y de trabajo, ¿van siempre arriba de la pila?", A),
            ("Las cartas de relación, ¿las puedo meter debajo de otras de la pila?", A),
            ("La ayuda social, ¿me deja coger una carta aunque tenga una condición especial?", A),
            ("cuando me toca la desgracia q carta pierdo y quien la elige", A),
            ("Tengo 6 símbolos de mala suerte entre dados y fichas, ¿cuántas cartas pierdo?", A),
            ("Disculpe, ¿cuándo se pasa del mazo de adultez temprana al de mediana edad?", A),
            ("¿Los símbolos de las cartas de evento me dan fichas?", A),
            ("¿Cuántos puntos dan 6 cartas de conocimiento al final? en mis reglas no está la tabla", U),
            ("Ayuda social: somos dos con derecho y cogemos en orden. Cuando el primero ya cogió su carta, ¿se vuelve a mirar si el segundo sigue teniendo derecho, o vale lo que había al acabarse el mazo?", U),
            ("Che, cuando una carta nueva tapa a mi carta activa del mismo tipo, ¿las fichas de la vieja las devuelvo en ese momento o recién en la limpieza? ¿Me sirven para pagar el coste rojo de este turno?", U),
            ("¿Cuándo es definitiva mi compra? Si ya cogí la primera carta, ¿puedo cambiar qué dados usé para pagarla antes de la fase de Añadir al CV?", U),
            ("si en añadir al CV no me llega para un coste rojo, puedo jugar ahi mismo una carta de evento para sacar el simbolo que me falta?", U),
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
