"""Write the blind175 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind175/make_questions.py

Style of this set: players asking about ORDER AND TIMING - what comes first,
before or after, at which exact moment, whether something may be done during
something else, in which step of the turn, round or set-up something happens,
and what happens when two things fall at the same moment. More than half of
each game's questions go to the less obvious parts of its rulebook: solo modes
and bots, co-op and 2-player variants, the worked examples, card types, end-game
scoring and tie-breaks, setup details and rarely used actions. The unanswerable
questions are orders and moments the rulebooks leave open, asked the same way.

Each game's file is written in a seeded shuffled order (seeds 17501-17504), so the
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
SEEDS = {"coming-of-age": 17501, "loop": 17502, "adulthood": 17503, "cv": 17504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("do we all roll and pick our location at the same time, or one player after another?", A),
            ("when exactly do i drop my interest tokens, before i settle on my final location or after?", A),
            ("if i pay frustation to move my die next door, do i advance personal fulfillment for the new spot or the one i rolled?", A),
            ("experience space icons: can i do them in any order i like or strictly left to right?", A),
            ("when the bus stops, what comes first, the bus stop bonus / friendship bit or the memory / presence bit?", A),
            ("where does the bus start each turn, and which locations does it skip?", A),
            ("dice left at a location after the bus stop there, do they go away right then or at the end of the turn?", A),
            ("are memory cards refilled every turn or only when a round ends?", A),
            ("end of the year, the bus stop tiles shift. which one moves and where does it go?", A),
            ("round 1 is only one turn since we only get the d4, right? how many turns do the other rounds have?", A),
            ("after round 1 which mood track opens up, and at what moment do i put the counter on it?", A),
            ("last turn is done. can i still use my leftover memory token before we score?", A),
            ("final scoring, in what order do we do frustrations, goals and the leftover tokens?", A),
            ("tied on VEP at the end, whats the first tie breaker and then the next one?", A),
            ("i drew a 5th trait tile. do i discard right now or can i wait till the end of the turn and play one first?", A),
            ("to play a trait tile do i only need the requirement at that moment, or still at the end of the game?", A),
            ("after i play a parent card, when do i draw the new one?", A),
            ("solo: at a bus stop where rob and i are both there, who goes first?", A),
            ("solo - rob has fewer interest tokens than dice, which dice get a token first?", A),
            ("solo: when is the memory card taken away, as soon as someone gets it or later?", A),
            ("solo: rob's step B at a location, in what order does he do the presence, the memory VEP and the motivation token?", A),
            ("solo: when does rob score the trait tiles still sitting in his pile?", A),
            ("2p variant: what friendship level with the neutral kid do i need before i can mimic the third tile in the row?", A),
            ("in the bus example the red player gets 2 orange tokens from a bounce in step A and spends them on the memory in step B at the same stop. so stuff i gain in step A can be used in B right away?", A),
            ("in the phase 1 example the red player gets a willpower token from fulfillment before pulling the other die off the road. is that the right order?", A),
            ("at set up do memory cards go on all 10 locations, or only on the open ones?", A),
            ("after the 9th turn do we still do the end of the year bits (refill memory cards, slide the bus stop tiles) or go straight to final scoring?", U),
            ("end of a round: do we slide the bus stop tiles before or after the roadblocks come off? it changes which tile counts as far right", U),
            ("i get an intimacy bonus in the experience phase but nobody is on level 4 yet, my friend only gets there at the bus stop later this turn. can i hang on to it till then?", U),
            ("can i flip my memory token back in phase 1, right after my fulfillment bonuses and before i take my other dice off the road?", U),
        ],
        "es": [
            ("Vale, tío, ¿el cambio de ubicación con Fichas de Frustración se hace antes o después de retirar los demás dados del camino?", A),
            ("En la ronda 2, ¿la ubicación 1 y la 6 cuentan como adyacentes para mover el dado con una sola Ficha de Frustración?", A),
            ("Si el Contador de Estado de Ánimo rebota a la izquierda y tengo la Ficha de Frustración superada en el extremo izquierdo, ¿en qué momento la devuelvo a mi reserva?", A),
            ("Cuando gasto Fichas de Motivación para el Recuerdo, ¿el Contador de Estado de Ánimo baja 2 pasos en ese momento y gano las bonificaciones de las casillas que pasa?", A),
            ("Che, ¿puedo gastar 4 de Fuerza de Voluntad para superar una Ficha de Frustración en cualquier momento, aunque no sea la fase de experiencia?", A),
            ("Cuando juego una Ficha de Rasgo, ¿en qué hueco va y en qué momento me llevo la Ficha de Rasgo Mimético?", A),
            ("Si alguien se lleva el Recuerdo de una ubicación, ¿la carta se repone enseguida o hay que esperar?", A),
            ("Ya usé mis 4 Fichas de Personaje en Presencias. ¿Puedo poner una Presencia nueva en otra ubicación durante el paso B?", A),
            ("¿En qué momento necesito la bonificación de Intimidad para subir a alguien en el Registro de Amistad?", A),
            ("¿Al final de qué ronda entra el Registro de Ánimo azul?", A),
            ("¿Cuándo se añaden al suministro general las Fichas de Motivación rosas?", A),
            ("cuando se abren las ubicaciones 9 y 0?", A),
            ("Al terminar cada turno, ¿qué hago con el dado con el que visité la ubicación?", A),
            ("En solitario, si Rob ya está en la última casilla de Realización Personal, ¿qué gana cuando le toca avanzar?", A),
            ("En solitario, cuando Rob gana una bonificación de Amistad, ¿en qué casilla de su Registro de Amistad pone la ficha?", A),
            ("En solitario, cuando a Rob le toca una bonificación de Rasgo, ¿qué hace primero: imitar con su Rasgo Mimético, jugar su Ficha de Rasgo o robar?", A),
            ("Disculpe, en solitario, ¿qué Fichas de Objetivo recibo al preparar la partida?", A),
            ("Al final de la partida, ¿las Fichas de Recuerdo ya usadas cuentan para los elementos sobrantes?", A),
            ("Si al final empato con otro jugador en la mayoría de mi Ficha de Objetivo tipo A, ¿la cumplo?", A),
            ("En el ejemplo de la ubicación 6, el jugador usa la Ficha de Recuerdo amarilla después de resolver el Espacio de Experiencia. ¿Podría haberla usado antes?", A),
            ("Si el Espacio de Experiencia me pide mover un Contador que todavía no tengo en el tablero, ¿qué hago con ese icono?", A),
            ("Si el Contador tiene que rebotar dos veces a la izquierda en el mismo movimiento, ¿lo resuelvo de una vez o cada rebote por separado?", A),
            ("¿Cuándo se puede jugar la Ficha de Rasgo Inicial: nada más empezar o hay que esperar a una bonificación de Rasgo?", A),
            ("Si tengo Presencia y también mi dado en la misma ubicación, ¿cuántas veces elijo en el paso A cuando para el Autobús?", A),
            ("Ustedes saben si al desbloquear un Registro de Ánimo nuevo al final de la ronda el Contador va a la casilla central o a un extremo?", A),
            ("Agarré una Ficha de Recuerdo en la fase 3. ¿Cuándo puedo usarla, todavía en este turno o en la fase 2 del siguiente?", A),
            ("Me sale una Bonificación de Rasgo en el segundo icono del Espacio de Experiencia, pero el requisito lo cumplo después del último icono. ¿Puedo esperar a terminar el espacio para usarla?", U),
            ("En solitario, si Rob me está ganando por mucho, ¿puedo quitarle una Ficha de Personaje a mitad de partida o el ajuste de dificultad solo vale en la preparación?", U),
            ("en solitario al final, rob revela sus fichas de rasgo antes o despues de que yo use mi ultima ficha de recuerdo?", U),
            ("Disculpe, en el Fin del Año repusimos también las Cartas de Recuerdo de las ubicaciones que aún tienen Bloqueo, y ya jugamos otro turno. ¿Las quitamos ahora?", U),
        ],
    },
    "loop": {
        "en": [
            ("do i draw my FAVOUR before or after i pick WORK, BUY or CONSUME?", A),
            ("when do the empty MATERIAL and ACTIVITY slots get refilled, right after i buy or at the end of my turn?", A),
            ("Skinner Box is active. when do the empty slots refill now?", A),
            ("can i still play FAVOUR after i've done my CONSUME, or only before it?", A),
            ("when can i put down an achieved GOAL? only during a CONSUME turn?", A),
            ("a MATERIAL hits QUALITY 0 halfway through my CONSUME. does it go to the LANDFILL right away?", A),
            ("DEPLETION shows up on my turn. do we stop right there or keep playing, and who plays last?", A),
            ("the DEPLETION penalty, at what moment do i lose the HAPPINESS?", A),
            ("my HAPPINESS crossed into a new zone mid turn. when do i flip the EVENT i drew?", A),
            ("two CONTINUOUS EVENTs flip at the end of my turn. which one is in effect?", A),
            ("IMMEDIATE EVENT: who resolves it first and when does it happen?", A),
            ("a CONTINUOUS EVENT i triggered, when does it start affecting people?", A),
            ("when in my turn do i pay my CREDIT CARD PAYOFF, and how much at a time?", A),
            ("can i APPLY for a CREDIT CARD on someone elses turn?", A),
            ("coop: do we check for HAPPINESS 11 before or after the DEPLETION, Debt and LANDFILL penalties?", A),
            ("solo: when do i burn the top MATERIAL card?", A),
            ("solo - if my end of turn burn reveals DEPLETION, do i take the penalty?", A),
            ("coop: is the MATERIAL burn after every player's turn or once per round?", A),
            ("solo: when do i get my played FAVOUR back into my hand?", A),
            ("who starts, and how do we mark the starting player?", A),
            ("Basic mode ends with a HAPPINESS tie. what do we check first, and then?", A),
            ("when i APPLY for a CREDIT CARD, when do i get the 4 COIN and the MATERIAL?", A),
            ("Politician: the other player calls my bluff and i was telling the truth. what happens, in what order?", A),
            ("Freelancer: at what point do i choose which SALARY i take?", A),
            ("Craftsman Forge: when does the MATERIAL turn back into its original type?", A),
            ("resolved EVENTs: which go on top of the discard pile and which go under?", A),
            ("Combustion Energy puts LANDFILL stuff back into the MATERIAL deck after DEPLETION already showed. is the game still ending after this round or is the end called off?", U),
            ("Red Gown is on and i BUY 3 MATERIAL in one turn. does the first one i buy raise the bar for the next two, or is it my highest from before the BUY?", U),
            ("Politician: if the other player blindly ACCEPTs my face-down FAVOUR without calling, when does it get turned face up, when it goes to his hand or when the effect happens?", U),
            ("i complete my 4th ACTIVITY in a CONSUME turn. can i claim a GOAL using all 4 before i discard the oldest, or does the discard come first?", U),
        ],
        "es": [
            ("Si el mazo de FAVOUR está vacío al empezar mi turno, ¿cuándo se baraja el descarte?", A),
            ("¿Puedo gastar REPUTATION para sacar HAPPINESS en un turno de BUY, o solo en CONSUME?", A),
            ("Las 2 REPUTATION para 1 HAPPINESS, ¿las tengo que gastar a la vez?", A),
            ("SHARE: si aceptan el primer SHARE y rechazan el segundo, ¿cuándo se descuenta la QUALITY del primero?", A),
            ("Cuando me juegan un FAVOUR y lo acepto, ¿primero va a mi mano o primero pasa el efecto?", A),
            ("Si acepto un FAVOUR en el turno de otro, ¿cuándo lo puedo jugar yo?", A),
            ("Tío, si acepto FAVOURs y me quedo con 6 en la mano, ¿robo al empezar mi siguiente turno?", A),
            ("Si negociáis un trato antes de jugar el FAVOUR, ¿en qué momento cuenta de verdad?", A),
            ("Alguien llega a HAPPINESS 12. ¿Quién es el último en jugar antes de que se acabe?", A),
            ("Si en un turno cruzo dos zonas de HAPPINESS de golpe, ¿cuántos EVENT robo y cuándo?", A),
            ("Si pierdo HAPPINESS por un EVENT fuera de mi turno y cambio de zona, ¿robo EVENT igual?", A),
            ("Con Landfill Tax, si no tengo COIN para pagar, ¿cuándo pido la CREDIT CARD?", A),
            ("En competitivo me toca WORK y no me queda HAPPINESS. ¿Qué hago en ese turno, agarro una CREDIT CARD?", A),
            ("Disculpe, en el modo competitivo, ¿se reparten las CAREER antes o después de montar el tablero?", A),
            ("Cooperativo: cuando juego un FAVOUR, ¿el efecto pasa al momento? ¿alguien lo puede rechazar?", A),
            ("En solitario, con el RESELL azul, ¿a dónde va el MATERIAL y de dónde saco la plata?", A),
            ("Solitario: ¿cuándo se termina la partida y en qué momento miro si gané?", A),
            ("En solitario, ¿con cuántas GOAL empiezo?", A),
            ("Office Lady: ¿puedo comprar algo durante mi turno de WORK?", A),
            ("Homemaker: ¿en qué momento tengo que tener solo 1 MATERIAL para ganar la REPUTATION?", A),
            ("Tycoon: al hacer WORK, ¿cuándo pierdo la HAPPINESS extra por las CREDIT CARD?", A),
            ("vos sabés si el Lawyer puede rechazar un FAVOUR en el turno de otro aunque no vaya para él?", A),
            ("A Diamond Is For Business: ¿en qué momento se mira si tengo METAL?", A),
            ("hypebeast cuando elijo al jugador objetivo?", A),
            ("Cuando completo la 4ª ACTIVITY, ¿cuándo descarto la más vieja y a dónde va?", A),
            ("Con Everything Is Online, ¿puedo pedir una CREDIT CARD al principio del turno y ya gastar COIN después?", A),
            ("Soy el Officer: si juego un FAVOUR antes de robar mi FAVOUR del inicio de turno, ¿ese ya cuenta como mi primero del turno?", U),
            ("Cooperativo: si la quema de MATERIAL del final de la ronda saca la DEPLETION, ¿jugamos otra ronda entera o se termina ya?", U),
            ("Con Treat Yo Self activo, si tengo que pedir una CREDIT CARD entre turnos por un EVENT IMMEDIATE, ¿gano la HAPPINESS?", U),
            ("Che, la Nurse usa Care 'una vez por turno'. ¿Puede usarlo también en el turno de otro jugador, o solo en el suyo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i set out my time before my turn actually comes round?", A),
            ("once i start activating stuff, can i still add another action?", A),
            ("do i have to activate my action spots in a set order?", A),
            ("can i play a card i drafted from the market on the same turn?", A),
            ("played a new Wellness card this turn. can i use its action right away?", A),
            ("first turn: do i activate my spots before or after playing the Career in my hand?", A),
            ("when does the market slide and get refilled?", A),
            ("i passed a Life Event space. when do i resolve it, and when does it go to my Experience stack?", A),
            ("passed two Life Event spaces in one turn, do i get both?", A),
            ("when do i become Grown Up, do i need to cross the spot on both tracks?", A),
            ("someone's markers crossed. does the game end right now?", A),
            ("end of game scoring: what order are the steps in?", A),
            ("at what point do the Values get flipped face up?", A),
            ("once im Promoted can i still use the left action on my Career?", A),
            ("when can i first use the actions on a Career card i just played?", A),
            ("i replace my Career while Promoted. what happens to the Promoted token?", A),
            ("solo: when does the market get emptied and refilled?", A),
            ("solo: when do i draw Life Events?", A),
            ("solo: when does the game end?", A),
            ("solo: i want a 2nd and a 3rd card this turn, what do they cost?", A),
            ("solo: a card lets me gain an extra card from the market. does that bump the price of the next card i buy?", A),
            ("solo: Meditate does something different, right? what and when?", A),
            ("an Experience card i play: what happens first, the effects or putting it in the stack?", A),
            ("Marathon wants time on Wellness. does that time have to be placed already when i play the card?", A),
            ("solo: when do i pick my Achievement card?", A),
            ("setup: at what point do i get rid of one of my 2 Career cards?", A),
            ("solo: at the end of a round, do i enact the Life Event before or after the market gets emptied and refilled?", U),
            ("do the Life icons on Experience cards in my stack count during the game for a card's requirement, or only at the end?", U),
            ("when i pass a Life Event space in step 2, do i flip the card and look right away, or keep it face down till the end of my turn?", U),
            ("solo: at the end of each round the market gets emptied. do those cards go to a discard pile or back under the deck?", U),
        ],
        "es": [
            ("¿Quién empieza la partida?", A),
            ("¿Las fichas de energía las puedo colocar como tiempo en el paso 1?", A),
            ("¿Puedo usar en el mismo turno la acción de arriba y la de abajo de Leisure?", A),
            ("En el paso 3, ¿qué va primero, coger del mercado o jugar cartas de la mano?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿cuándo me dan la energía?", A),
            ("¿En qué momento vuelven mis meeples de tiempo a mi reserva?", A),
            ("Para casarme con Date, ¿tengo que ser Grown Up antes? ¿y cuánta plata cuesta?", A),
            ("Los iconos de Life que da un Trait, ¿cuentan ya durante la partida o solo al final?", A),
            ("Al final, con 4 iconos de Family, ¿cuántos happy gano?", A),
            ("Para los 4 de impacto del corazón completo, ¿tengo que estar Married al final?", A),
            ("Cuando juego una Career nueva, ¿la vieja a dónde va y cuándo?", A),
            ("Si cambio de Partner estando Married, ¿qué pasa con el marcador?", A),
            ("Solitario: ¿se reparten Values al preparar?", A),
            ("En solitario, ¿gano si tengo los marcadores cruzados al final pero no completé ningún nivel del Achievement?", A),
            ("Solitario: ¿cuántas cartas hay en el mercado?", A),
            ("En solitario, ¿cuándo apunto mi puntuación en la carta de Achievement?", A),
            ("¿Cuándo restan las fichas de Unhappiness?", A),
            ("Para ascender con Interview, ¿cuenta el icono de la propia Career?", A),
            ("¿Puedo jugar una carta con el icono Grown Up en la barra verde antes de haber crecido?", A),
            ("Family Time: ¿necesito tener ya un icono de Family antes de jugarla?", A),
            ("¿Cuándo puedo mirar mis Values boca abajo?", A),
            ("vosotros cuando moveis los marcadores hacia atras? se puede retroceder en el track durante la partida?", A),
            ("Overseas Vacation: ¿cuándo gano la energía y los happy?", A),
            ("Disculpe, con Mall Walkers en Community, ¿qué consigo al ponerle dos meeples y desde cuándo?", A),
            ("Che, si agarro la carta de la izquierda y me dan energía, ¿la puedo usar para activar otra acción ese mismo turno?", A),
            ("Al preparar, ¿cuántos Values recibo boca abajo y cuántos en la mano?", A),
            ("Disculpe, llevamos tres rondas dando la energía extra al que coge la carta de más a la derecha del mercado en vez de la de la izquierda. ¿Lo corregimos ahora o seguimos así?", U),
            ("Coloqué tiempo en una acción en el paso 1 pero se me olvidó activarla en el paso 2 y ya estoy jugando cartas en el paso 3. ¿Puedo activarla todavía antes del reset?", U),
            ("Si tengo un Trait que hace algo al final del turno y además tengo que resolver un Life Event, ¿cuál va primero?", U),
            ("En partida normal, si un Life Event me da una carta del mercado al final del turno, ¿la cojo antes o después de que se deslice el mercado en el paso 4?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many times can i reroll, and which dice cant be rerolled?", A),
            ("do i pick my cards from the track before or after the bad luck check?", A),
            ("can i play an event card on someone else's turn?", A),
            ("the red slash on a card, in which phase do i pay it?", A),
            ("dice i used to buy cards earlier this turn, can they also pay a red slash cost later in the same turn?", A),
            ("two colour card: when do i decide which stack it goes in?", A),
            ("new health card, can i tuck it under the stack or must it go on top?", A),
            ("new work card - top of the pile, or can i slide it under?", A),
            ("when does the leftmost card on the track get thrown out?", A),
            ("when do i update my tokens?", A),
            ("who starts each round?", A),
            ("i lost my bicycle card to bad luck. who starts the rounds now?", A),
            ("childhood setup for 3 players: how many random cards go with the bicycle, and in what order do we pick and pass?", A),
            ("when does social assistance get checked?", A),
            ("a few people qualify for social assistance, who picks first?", A),
            ("when exactly does the game end?", A),
            ("final scoring: which do we count first?", A),
            ("tied on points, who wins?", A),
            ("in the reroll example the player risks the relationship die on the second reroll. so that was the last reroll he had?", A),
            ("an event card i bought from the track, when can i use it?", A),
            ("3 good luck symbols to grab a card free: do i still need to meet its special condition?", A),
            ("how many public life goals go face up at the start?", A),
            ("in the social assistance example, does eric take his card before the track is filled up from the middle age deck?", A),
            ("misfortune: can i pick one of the cards i just bought this turn as the one i lose?", A),
            ("when the young adulthood deck is gone, which deck feeds the track next, and after that?", A),
            ("if i cant pay a card's red slash, when is it lost and where does it go?", A),
            ("a card i bought needed a special condition. if later in the game i lose the card that met it, do i lose the card i bought too?", U),
            ("misfortune makes me discard an active card in the bad luck phase. can i still use its tokens to pay a red slash in phase 4, since tokens only update at cleanup?", U),
            ("my knowledge card lets me fiddle with the dice. can i still use it after we've counted bad luck, or only before the bad luck step?", U),
            ("i buy two possession cards in one turn. both must go on top, so which one ends up active?", U),
        ],
        "es": [
            ("¿Puedo jugar cartas de evento en la fase de elegir cartas para ayudar a pagar?", A),
            ("¿Los símbolos de mala suerte de mis fichas cuentan para la desgracia?", A),
            ("Si tengo 6 símbolos de mala suerte, ¿cuántas cartas pierdo?", A),
            ("Con la desgracia, ¿puedo descartar una carta que no esté encima de su pila?", A),
            ("Si pongo una carta de Relación debajo de la pila, ¿sigue activa la de arriba?", A),
            ("¿Cuándo dan puntos las cartas de Posesión?", A),
            ("Las fichas, ¿se acumulan de un turno a otro como ingresos?", A),
            ("En 2 jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("Preparación a 2: ¿con cuántas cartas de infancia se mezcla la bicicleta?", A),
            ("¿En qué momento se sabe quién empieza la partida?", A),
            ("¿Quién puede pedir asistencia social?", A),
            ("Con la asistencia social, ¿hay que cumplir las condiciones especiales de la carta?", A),
            ("¿Cuándo se revelan las metas de vida personales?", A),
            ("En el ejemplo de puntuación, Felix saca 10 por 4 cartas de salud. ¿Con 5 cartas de conocimiento cuántos serían?", A),
            ("¿Cuántas cartas puedo agarrar del track en un turno?", A),
            ("¿En qué momento gano el quinto dado de Marriage?", A),
            ("Las cartas de evento compradas, ¿quedan en mi currículum?", A),
            ("Disculpe, ¿puedo apartar un poco una carta del track mientras decido si la cojo?", A),
            ("¿Cuál es el máximo de dados que puedo llegar a tener?", A),
            ("Al final, si empatamos en una meta pública, ¿quién se lleva los puntos?", A),
            ("Tío, en la ronda, ¿quién juega después del de la bici, el de su izquierda o el de su derecha?", A),
            ("Che, ¿en la ronda cada jugador hace todas las fases antes de que pase al siguiente?", A),
            ("ustedes saben si la carta de evento se descarta despues de usarla?", A),
            ("¿Con cuántos dados empiezo a tirar?", A),
            ("Cuando se pasan las cartas de infancia, ¿a qué lado van y cuántas veces?", A),
            ("¿Las metas de vida públicas las puede cumplir cualquiera? ¿Cuándo se miran?", A),
            ("Si tengo dos cartas activas con barra roja y en la fase de añadir solo me alcanza para pagar una, ¿cuál pierdo?", U),
            ("Durante el reparto de infancia, ¿puedo cambiar la carta que elegí primero cuando veo las dos que me pasan?", U),
            ("Vale, ya cogí una carta del track, pero antes de la fase de mala suerte me arrepiento. ¿La puedo devolver?", U),
            ("Si juego una carta de evento para comprar la primera carta y me sobran símbolos, ¿se pierden ya o me sirven para la segunda carta del mismo turno?", U),
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
