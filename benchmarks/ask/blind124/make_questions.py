"""Write the blind124 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind124/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12401-12404), so the
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
SEEDS = {"coming-of-age": 12401, "loop": 12402, "adulthood": 12403, "cv": 12404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    'coming-of-age': {
        'en': [
            ('since we all start with two mood tracks, do both counters go on the far left space at the start?', A),
            ("once I've picked my die, what do I do with the other dice still sitting on the road?", A),
            ("moving my die to the location next door costs one Willpower token. what if I don't have any willpower?", A),
            ("locations 1 and 4 are at opposite ends so they're not adjacent, so going from 4 to 1 costs me two frustration tokens?", A),
            ('when i overcome a frustration with 4 willpower the token just goes back to my supply right? when am i even allowed to do that', A),
            ("I've got 3 Interest Tokens at the Arcade and I go there this year. I move up one step on fulfillment and leave the tokens there, yeah?", A),
            ('since i can flip as many memory tokens as i want in the experience phase, can i flip one halfway through the experience space icons?', A),
            ('my counter is already on the far right space and the location pushes it right again, so I lose 2 VEP?', A),
            ('bouncing left when the frustration token on that track is on the far left (the overcome side) still costs me 2 vep, right?', A),
            ('the trait hand limit is 3 so when i draw a 4th trait tile which one do i have to discard and where does it go', A),
            ("since there's no cap on how many trait tiles I can play, do I lose one if I stop meeting its requirement later on?", A),
            ("to put a mimic token on someone's third trait tile I just need their character on my friendship track at level 1, right?", A),
            ('the bus drives right to left and stops at every open location, so what happens at the ones nobody is at?', A),
            ("I have a die AND a presence at the same stop, so I get the bus stop bonus and the friendship with the other player's presence both?", A),
            ("my friend's token is sitting on level 4. a normal friendship bonus moves it up to 5 then?", A),
            ('paying 2 motivation tokens for a memory is 3 vep per token, so 6 vep plus the card stuff?', A),
            ('after I spend motivation the counter of that colour goes back 2 spaces, do i get the bonuses on the way back?', A),
            ('after playing a parent card i draw back up to 3 cards in hand?', A),
            ("round 3 is played with two eight-sided dice, so it's two turns long?", A),
            ("i've only played 2 trait tiles, so can i still score all 4 of my goal tiles if i meet them?", A),
            ('we tied on VEP. the one with more friends on their friendship track wins, right?', A),
            ('in the 2 player game i can play my own trait tiles onto the 4 tiles in the middle row?', A),
            ('solo: Rob gets goal tiles too so he scores them at the end like me?', A),
            ('rob is at the end of his fulfillment track, so any more advances he gets are just lost?', A),
            ('when rob takes a memory he pays with his motivation tokens, so he runs out fast, right?', A),
            ('beating rob is way too easy. since you make him harder with extra dice, how many do i give him?', A),
            ('still round 1 and a parent card wants to give me a pink motivation token, but the pink ones are in the unavailable supply. rob is allowed to take from there so i can too, right?', U),
            ("for the Family-Oriented goal, does the 'Parent Card bonus' I got off a Memory Card count as one of my played parent cards?", U),
            ("the example moves a die from location 4 to the 'adjacent' location 6. so adjacency isn't by number? which locations actually sit next to 4 on the board?", U),
            ('can I look through the rest of my own face-down parent card deck to plan which cards are still coming?', U),
        ],
        'es': [
            ('Como empezamos con el VEP en 0, ¿cuándo gano mis primeros puntos?', A),
            ('Vale, al principio se ponen los Contadores de Estado de Ánimo de los Registros rosa y naranja, ¿en qué casilla?', A),
            ('Como mover el dado a la ubicación de al lado es gratis, ¿cuánto cuesta ir a una que no está al lado?', A),
            ('Ya tengo una Ficha de Frustración en el extremo izquierdo de un Registro de Ánimo. ¿Puedo poner otra en el derecho de ese mismo registro para cambiar de ubicación?', A),
            ('che, cuando saco los dados que no elegí de la carretera, ¿dejo una sola Ficha de Interés por ubicación aunque saque dos dados de ahí?', A),
            ('Tengo 2 Fichas de Interés en la Pizzería y voy ahí. ¿Avanzo un solo paso en el Registro de Realización Personal?', A),
            ('ya que las Fichas de Recuerdo se pueden usar todas las que quiera, ¿cuándo las puedo girar?', A),
            ('Rebote a la izquierda: como tengo la Ficha de Frustración en el extremo derecho, ¿la puedo quitar y ganar 4 VEP?', A),
            ('Oye, la Bonificación de Rasgo solo sirve para robar una Ficha de Rasgo, ¿no? ¿Cuántas puedo tener en la mano?', A),
            ('Para poner un Rasgo Mimético en la Ficha de Rasgo de otro jugador, basta con cumplir el requisito de la ficha, ¿verdad?', A),
            ('¿Puedo imitar dos veces el mismo rasgo del mismo jugador si tengo dos Rasgos Miméticos libres?', A),
            ('El autobús para en todas las ubicaciones abiertas de izquierda a derecha, ¿y qué hacemos en cada parada?', A),
            ('Como conocer a un personaje nuevo no da nada, ¿para qué lo pongo en el nivel 0 del Registro de Amistad?', A),
            ('vos sabés si con una Bonificación de Amistad normal puedo pasar a un personaje del nivel 4 al 5?', A),
            ('Pagué el Recuerdo con 4 de Fuerza de Voluntad, así que no muevo ningún Contador, ¿pero cuántos VEP me llevo?', A),
            ('como gasté 2 Fichas de Motivación naranjas, el Contador naranja baja 4 pasos, ¿no?', A),
            ('si dos jugadores tenemos dado en la misma ubicación, solo el primero puede llevarse el Recuerdo, ¿no?', A),
            ('Tío, ya tengo mis 4 Presencias puestas, ¿no puedo poner ninguna más en toda la partida?', A),
            ('si no quiero ni Recuerdo ni Presencia, puedo no hacer nada en esa parada?', A),
            ('al final de la ronda 1 se abren las ubicaciones 5 y 6, ¿y con qué dados juego la ronda 2?', A),
            ('Como las Fichas de Frustración sin resolver restan 2 VEP al final, ¿cuánto me quitan tres?', A),
            ('al final, la Fuerza de Voluntad y la Motivación sobrantes valen 1 VEP cada una, ¿y las Fichas de Recuerdo?', A),
            ('ahorita en la variante de 2 jugadores, ¿las 4 Fichas de Rasgo del centro necesitan algún nivel de amistad para imitarlas?', A),
            ('En solitario Rob no usa dados, ¿cómo sabe a qué ubicación va?', A),
            ('Como Rob no tiene Contadores de Estado de Ánimo, ¿Rob gana VEP con los Recuerdos?', A),
            ('al final en solitario Rob pierde las Fichas de Rasgo que le quedan en su pila boca abajo, ¿verdad?', A),
            ('En la variante de 2 jugadores salió en la fila central una Ficha de Rasgo que ninguno puede cumplir nunca. ¿Se puede cambiar por otra de la pila?', U),
            ('Ya puse mi Ficha de Frustración para mover el dado a la ubicación de al lado y me arrepentí antes de que nadie revelara nada. ¿Puedo deshacerlo y recuperar la ficha?', U),
            ('Un amigo se tuvo que ir a mitad de partida. Como sus Presencias siguen en el tablero, ¿los demás podemos seguir haciendo amistad con su personaje ahí o se quitan?', U),
            ('Como las Cartas de Padres que juego van a mi descarte público, ¿tengo que enseñar cuál juego en el momento o la puedo revelar cuando todos hayan elegido?', U),
        ],
    },
    'loop': {
        'en': [
            ('4 players, so we take out 2 sets of MATERIAL before setup, right? which ones are left in?', A),
            ('everyone starts with 2 FAVOUR no matter where they sit?', A),
            ("i'm the INTERN so I start at HAPPINESS 3 like everybody, and what do i start with in my area?", A),
            ('i dont want to do anything this turn, so i just pass and draw a favour?', A),
            ("WORK gives 3 COIN and costs 1 HAPPINESS, but i'm at HAPPINESS 0 so i just get the 3 COIN without losing anything?", A),
            ('when i BUY, quality is random from the card so what do i pay per MATERIAL?', A),
            ("my GLASS hits QUALITY 0, so I flip it and keep it in my area until it's repaired?", A),
            ('I can keep 5 ACTIVITY in my area, so what happens when I complete a 6th?', A),
            ('since goals are optional, can i hold off revealing a goal until a later turn when it suits me?', A),
            ('HOBBY goal needs 2 ACTIVITY with the same PROPERTY, how many pairs are there?', A),
            ('since favours can only be played before your action, can I still play one after I CONSUME?', A),
            ("I'm at 2 REPUTATION already, so I can't accept any more FAVOURs?", A),
            ('spending REPUTATION on a BUY turn gives me an extra COIN, right?', A),
            ('my buddy promised me a SHARE next round if i give him a barter now, he has to honour that right?', A),
            ('i refill the board at the start of my turn before acting, right?', A),
            ('DEPLETION ends the game right away, so does the player who triggered it lose anything?', A),
            ('in basic mode ties go to whoever has more COIN?', A),
            ('competitive: i draw an EVENT every time my HAPPINESS changes?', A),
            ('continuous events hit everyone at the same time, so whose turn does it affect?', A),
            ('when i take a CREDIT CARD i get 5 COIN, and what else?', A),
            ("i have 2 CREDIT CARDs at the end that aren't paid off, how much HAPPINESS is that?", A),
            ('landfill penalty is 1 HAPPINESS for every material in it?', A),
            ('co-op: we all need HAPPINESS 12 to win, right?', A),
            ('co-op: when someone plays me a FAVOUR can i reject it with REPUTATION like usual?', A),
            ('solo: i draw 3 GOAL like normal and use the red FAVOURs?', A),
            ("solo RESELL: who pays me the COIN when there's no other player?", A),
            ('Economic Slowdown says lose 1 COIN in a WORK turn. I have 0 COIN when I WORK: do I lose it from the salary I just got, or is it taken before I get paid?', U),
            ("a GOAL's requirement gets met outside my CONSUME turn (an IMMEDIATE EVENT in between turns). since you must reveal it as soon as it's met, do i reveal it right then?", U),
            ('Buy More Earn More gives me 1 COIN back for every 3 COIN I spend. if I spend that COIN later the same turn, does it count towards the next 3?', U),
            ("BOGOF is active and as the Scientist I BUY a MATERIAL out of someone's LANDFILL. do I also have to take a QUALITY 1 one from the BUY AREA?", U),
        ],
        'es': [
            ('Como somos 2, sacamos solo 1 set de MATERIAL, ¿no?', A),
            ('Oye, ¿quién empieza en LOOP? ¿el más joven?', A),
            ('Che, en el básico puedo elegir cualquier CAREER, ¿cuál me conviene?', A),
            ('Si en mi turno tengo 5 FAVOUR en la mano, ¿igual robo uno?', A),
            ('Se acabó el mazo de FAVOUR, así que ya nadie roba más, ¿verdad?', A),
            ('Como hacer WORK da 3 COIN, ¿cuánta HAPPINESS pierdo?', A),
            ('Tío, pago 5 COIN por un MATERIAL para que tenga QUALITY 5, ¿vale?', A),
            ('Puedo usar REPUTATION sola para comprar un MATERIAL a QUALITY 1 sin pagar COIN, ¿no?', A),
            ('xq en CONSUME solo puedo hacer una ACTIVITY por turno, cuanta HAPPINESS gano?', A),
            ('Cuando el MATERIAL queda en QUALITY 0 va al LANDFILL del que lo usó con SHARE, ¿no?', A),
            ('Para cumplir un GOAL, ¿las ACTIVITY que uso se descartan después?', A),
            ('vos sabés si el GOAL CURIOSITY pide 5 ACTIVITY distintas?', A),
            ('Cuando alguien me juega un FAVOUR y lo acepto, ¿el FAVOUR se va al descarte?', A),
            ('Para rechazar un FAVOUR tengo que gastar 2 REPUTATION, ¿y si no tengo?', A),
            ('Con el ACQUIRE me llevo el MATERIAL de otro gratis, ¿verdad?', A),
            ('Disculpe, ¿gastar 2 REPUTATION en un turno de WORK me da 1 HAPPINESS?', A),
            ('cuando alguien llega a HAPPINESS 12 se termina la partida en ese mismo momento, no?', A),
            ('En el competitivo, ¿las EVENT que robo se resuelven en el acto?', A),
            ('Para pagar la CREDIT CARD pongo los 5 COIN de golpe, ¿no?', A),
            ('Si no tengo HAPPINESS para hacer WORK en el competitivo, ¿cojo 1 COIN y listo?', A),
            ('En el cooperativo robamos FAVOUR al empezar el turno como siempre, ¿no?', A),
            ('En cooperativo, ¿cuándo recupero los FAVOUR que ya jugué?', A),
            ('En solitario la DEPLETION que sale al quemar MATERIAL al final del turno me quita 1 HAPPINESS, ¿no?', A),
            ('jugando solo, el SHARE azul usa el MATERIAL de quién?', A),
            ('En solitario gano si llego a HAPPINESS 12, ¿no?', A),
            ('soy el Tycoon y tengo 0 COIN, si hago WORK cobro 3 como el INTERN?', A),
            ('Con Make It Rain activo, la Office Lady compra con Slack Off en su turno de WORK: ¿esos COIN cuentan para los 4 que hay que gastar?', U),
            ('en cooperativo, xq jugamos todos juntos, ¿le puedo pasar un MATERIAL a mi compa sin jugar ningún FAVOUR?', U),
            ('Ahorita con Collector activo, ¿si el Craftsman convierte con Forge un MATERIAL en el tipo que me falta, ya tengo los 5 tipos para ganar la HAPPINESS?', U),
            ('Collector da 1 HAPPINESS por turno si tengo los 5 tipos de MATERIAL. ¿Eso se mira al empezar mi turno o al terminarlo?', U),
        ],
    },
    'adulthood': {
        'en': [
            ('we each get 3 Career cards at setup and keep 2, right?', A),
            ('i can look at all 3 of my starting Values cards?', A),
            ('who goes first, the youngest?', A),
            ('the part-time job spot gives 1 money for 2 time, right?', A),
            ('interview costs 1 money and draws a career card?', A),
            ('donate is 2 money for one step on impact?', A),
            ('date is just 1 time and I get a Partner card in hand?', A),
            ('meditate costs 1 time and lets me look at a facedown value?', A),
            ("since each category only has one action, I can't use both the upper and lower spot in Career in the same turn?", A),
            ("i forgot to put a meeple on leisure, can I add it after I've already collected from my other spots?", A),
            ("energy can't stand in for time, it's only for paying costs, yeah?", A),
            ('taking the leftmost card in the market costs 1 energy?', A),
            ('I played a new Wellness card this turn, so I use its action right away?', A),
            ('since I can only draft one card a turn, I can only play one card a turn too?', A),
            ('Happiness moves right on the yellow track like impact does?', A),
            ('to be Grown Up I need to pass the Grown-Up spot on both tracks?', A),
            ('the life event I got when passing that icon, I resolve it right away in the middle of my turn?', A),
            ('I already have a Community card and play another one, the old one goes back to the discard?', A),
            ('family time needs a Family icon - do the icons in my experience stack count?', A),
            ('to get promoted i interview and also pay money, right?', A),
            ('i got married and then played a new partner, do i keep the married token?', A),
            ('at the end, 3 Family icons give 3 happy?', A),
            ("i married the partner matching my value, that's 4 happy at the end?", A),
            ('tie at the end - does the one with more money win?', A),
            ('solo: every card from the market costs 1 energy and 1 money?', A),
            ('solo: I still draw a Life Event whenever I pass the icon on the track?', A),
            ("a life event with the carry-over symbol affects 'the next round'. with 4 of us, does that mean only my next turn or until everyone has had a turn?", U),
            ("the Adulthood deck ran out, so the market can't be refilled anymore. do we reshuffle something or just keep playing with fewer cards?", U),
            ("one player had to leave halfway through. do we just drop her, and does 'the player before the first player' still decide when the last round ends?", U),
            ("a life event made me discard my Community card. does my board's basic Community spot (2 time for 1 impact) come back, and does the card go to my experience stack?", U),
        ],
        'es': [
            ('Al empezar cada uno tiene 6 meeples de tiempo, ¿no?', A),
            ('En la acción de arriba de Community gasto 2 tiempo y gano 1 de Happiness, ¿no?', A),
            ('Wellness de arriba: 1 tiempo por 1 energía, ¿verdad?', A),
            ('Oye, ¿puedo poner tiempo en la misma casilla de acción dos veces en un turno si tengo meeples de sobra?', A),
            ('Che, si agarro la carta de más a la derecha del mercado es gratis, ¿no?', A),
            ('en el primer turno juego primero la Career de mi mano y después uso las acciones, no?', A),
            ('Si juego una carta de Experience, ¿la descarto después de usarla?', A),
            ('Los Resources y Traits, ¿tengo un máximo de cuántos puedo tener?', A),
            ('Si ya tengo Partner y juego otro, ¿me quedo con los dos?', A),
            ('Las cartas de Values, ¿las tengo que mostrar cuando las pongo en la mano?', A),
            ('Al final del turno, ¿el tiempo y la plata gastados se quedan en el tablero?', A),
            ('Tío, ¿el mercado se rellena por la derecha sin mover las cartas?', A),
            ('como los marcadores pueden ir para atrás, ¿cuándo retrocedo en el track?', A),
            ('Pasé dos iconos de Life Event en un turno, ¿solo robo uno?', A),
            ('¿Una carta con el icono de Grown Up en la barra verde la puedo jugar antes de ser adulto si pago más?', A),
            ('una carta con barra verde vacía, o sea sin barra, cuesta 1 de plata?', A),
            ('Para casarme con mi Partner uso la acción Date y pago 2 de plata, ¿no?', A),
            ('Ustedes saben si cuando me ascienden puedo seguir usando la acción de la izquierda de la Career?', A),
            ('Para el ascenso, ¿cuenta el icono de la propia Career?', A),
            ('Cuando se cruzan los marcadores de alguien se acaba todo en ese turno, ¿no?', A),
            ('Al final, los tokens de Unhappiness me restan 2 cada uno, ¿no?', A),
            ('Si paso el final del track, ¿cuánto sumo?', A),
            ('En solitario, ¿se reparten Values igual que en el normal?', A),
            ('En solitario el mercado se repone cada vez que compro, ¿no?', A),
            ('jugando solo, el tercer card del mercado cuesta 1 energia y 1 plata?', A),
            ('en solitario gano si tengo mas puntos que la vez anterior, no?', A),
            ('Una carta me dice que gane una carta extra del mercado. Como no es mi robo normal, ¿igual pago el coste de la casilla si es de las de la derecha?', U),
            ('Se acabaron los tokens de energía de la reserva y una acción me da uno más. Como no hay, ¿lo pierdo o usamos otra cosa?', U),
            ('¿La plata y la energía que tengo son públicas o las puedo tener tapadas para que no sepan cuánto me queda?', U),
            ('¿Puedo tener dos copias del mismo Resource o Trait al lado del tablero y que sumen los dos efectos?', U),
        ],
    },
    'cv': {
        'en': [
            ('setup: we put out 6 early adulthood cards on the track, right?', A),
            ('everyone gets 2 life goal cards at the start?', A),
            ('3 player game: each of us just gets 3 random childhood cards from the whole deck?', A),
            ('after dealing childhood cards do we just keep all three we got?', A),
            ('i roll 5 dice at the start of my turn?', A),
            ('i can buy up to 3 cards from the track in a turn?', A),
            ('i played an event card to help buy something and had a symbol left over, do i keep it as a token?', A),
            ('3 good luck lets me take any card for free, including whatever special condition it has?', A),
            ('i rolled 2 bad luck and have 1 bad luck token, so nothing happens until i get 4?', A),
            ('I bought a knowledge card. It has to go on top of my knowledge pile?', A),
            ('new work card can go under my current job so the old one stays active?', A),
            ('all the cards in my possession pile give their effect, not just the top?', A),
            ('the red slash cost is paid once when i buy the card, right?', A),
            ("if I can't pay the red slash cost, the card goes back on the track?", A),
            ('the cards i used to buy with this turn, the tokens can also pay the red slash?', A),
            ('a card with two colours, i pick the type each turn?', A),
            ('event cards i buy, they go in my CV pile like everything else?', A),
            ('at cleanup we just fill the empty slots from the left, right?', A),
            ("the leftmost card gets discarded after every player's turn in a 3-player game?", A),
            ('my tokens pile up turn by turn like income, right?', A),
            ('social assistance happens at the end of every round?', A),
            ('social assistance: the player with the fewest cards gets one free card?', A),
            ('the game ends when the old age deck is completely empty?', A),
            ('scoring: every health card is worth 2 points?', A),
            ('public life goals: if two of us tie, we split the points?', A),
            ('final tie, the one with more cards in their CV wins?', A),
            ("game's over and i still have 2 event cards in my hand. since events give symbols, can i cash them in for points at scoring?", U),
            ('my marriage card gives me a 5th die. if i put a new relationship card on top of it this turn, do i lose the die right away or from next turn?', U),
            ('one player had to go home mid-game. do we remove their cards and keep going, and does the bicycle start order change?', U),
            ('an event card i bought this turn stays in my hand. can i already play it this same turn to help pay for my second card?', U),
        ],
        'es': [
            ('Al preparar, ¿cuántas metas de vida públicas se ponen boca arriba? ¿una por jugador?', A),
            ('Somos 2, así que el mazo de infancia es la bici más 8 cartas, ¿no?', A),
            ('Vale, el draft de infancia: elijo una y paso las otras a la derecha, ¿no?', A),
            ('Como empieza el que tiene más cartas de infancia, ¿quién empieza si empatamos?', A),
            ('Perdí mi carta de bicicleta por mala suerte, ¿ahora empieza otro la ronda?', A),
            ('Tiro 4 dados y puedo volver a tirar una sola vez, ¿no?', A),
            ('Los dados con mala suerte los puedo volver a tirar si pago algo?', A),
            ('Cuántos dados puedo tener como mucho? 6?', A),
            ('las cartas de evento que tengo en la mano solo se pueden jugar en mi fase de compra?', A),
            ('tengo 3 de mala suerte, ¿pierdo una carta de la mano?', A),
            ('con 6 de mala suerte pierdo solo una carta, no?', A),
            ('Las cartas de Posesión las puedo poner debajo de la pila para que no se me active el coste?', A),
            ('El coste de la barra roja se paga solo una vez, ¿no?', A),
            ('si no puedo pagar la barra roja la carta vuelve al mazo?', A),
            ('Una carta de dos colores, ¿puedo cambiarla de tipo más adelante?', A),
            ('Las cartas de evento que compro van a mi currículum, ¿no?', A),
            ('¿Las fichas se acumulan turno a turno como un sueldo?', A),
            ('En la limpieza, ¿se descarta la carta de la izquierda después de cada turno aunque seamos 4?', A),
            ('oye y a 2 jugadores la carta de la izquierda se quita solo al final de la ronda tambien?', A),
            ('Cuando se acaba el mazo de juventud, ¿el que tiene menos cartas recibe ayuda social?', A),
            ('con la ayuda social me llevo la carta pero igual tengo que pagarla con dados?', A),
            ('La partida termina cuando se acaba el mazo de vejez, ¿no?', A),
            ('Al final, las cartas de Posesión dan 1 punto cada una, ¿no?', A),
            ('Si dos empatamos en una meta pública, ¿nos repartimos los puntos?', A),
            ('ahorita empatamos en puntos, gana el que tenga más cartas en el currículum, ¿no?', A),
            ('Las metas de vida secretas se revelan apenas las cumplo, ¿no?', A),
            ('Con la ayuda social me llevo una carta gratis para mi currículum. ¿Puedo elegir una carta de evento, aunque esas no van al currículum?', U),
            ('en 2 jugadores, como la carta de la izquierda se descarta después de cada turno, ¿el final de partida también se mira después de cada turno?', U),
            ('Tengo una carta con barra roja que ya no me interesa. Aunque la pueda pagar, ¿puedo decidir no pagarla para que se vaya a la caja?', U),
            ('Si tengo una carta de dos colores, ¿puedo moverla más tarde a la otra pila para cumplir una meta de vida?', U),
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
