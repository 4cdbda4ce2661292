"""Write the blind174 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind174/make_questions.py

Style of this set: players asking about ORDER AND TIMING - what comes first,
before or after, at which exact moment, whether something may be done during
something else, in which step of the turn, round or set-up something happens,
and what happens when two things fall at the same moment. Turns, rounds,
phases, set-up steps, the end of the game and scoring, solo and bot turns.
The unanswerable questions (U) are orders and moments the rulebooks leave open.

Each game's file is written in a seeded shuffled order (seeds 17401-17404), so the
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
SEEDS = {"coming-of-age": 17401, "loop": 17402, "adulthood": 17403, "cv": 17404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("do we all roll our dice at the same time or does somebody go first?", A),
            ("can i wait to see where the others put their dice before i pick mine? my brother always waits", A),
            ("When do I pick up my other dice from the road: before or after I move my Personal Fulfillment Counter?", A),
            ("i moved my die to the next location with a frustration token. do my interest tokens count at the place i rolled or where i ended up?", A),
            ("Can I flip my Memory Token in the middle of the Experience Space, like between the second and third icon?", A),
            ("the experience space has 4 icons, can i do them in whatever order suits me?", A),
            ("when a counter moves 2 steps do i get the bonus of the space i jump over too or only where it lands", A),
            ("My counter has to bounce left twice in one go. Do I resolve both bounces together or one after the other?", A),
            ("I just drew a fifth Trait Tile. Can I keep it till the end of the turn and discard then?", A),
            ("To play a Trait Tile, do I have to keep meeting its requirement afterwards, or only at the moment I play it?", A),
            ("phase 3: which location does the bus stop at first, and does it skip any?", A),
            ("At a bus stop, do we all finish step A before anyone does step B, or does each player do A and B in one go?", A),
            ("When do the dice at a location get taken off, after the whole bus route or right after that stop?", A),
            ("two of us paid motivation for the same memory card at the same stop. does only whoever paid first get it?", A),
            ("someone took the memory card at location 3. does a new one go there right away for the next stop?", A),
            ("I spent Motivation Tokens on a Memory. At what point do I move that Mood Counter back, and do I get bonuses on the way?", A),
            ("how do we know its the last turn of the round? round 3 has three turns right", A),
            ("end of the year: what do we do before the next turn starts, and where does the bus go back to?", A),
            ("When do locations 5 and 6 open up: at the start of round 2 or at the end of round 1?", A),
            ("when do i get my third mood track and which colour comes next", A),
            ("After the last turn, is there still a moment to use a Memory Token before we count points?", A),
            ("when exactly can i play my goal tiles, as soon as i meet them during the game?", A),
            ("Can I spend 4 Willpower to overcome a frustration in the middle of someone else's bus stop, or only on my own stuff?", A),
            ("2 player variant: at what point can i start putting mimic tokens on the neutral row tiles?", A),
            ("solo: when the bus stops where rob and i both are, who goes first, him or me?", A),
            ("solo: rob's die is in my location. when does that memory card leave the board if neither of us took it?", A),
            ("before we start, who picks their colour first? two of us want the same kid and the setup only says 'the character you've chosen'", U),
            ("last turn of the game: after the bus finishes in turn 9 do we still do the end of the year stuff (refill memory cards, slide the bus stop tiles) or go straight to scoring?", U),
            ("I got an Overcoming Bonus in phase 2 but the frustration I want to flip only gets placed later this same year at the bus stop. Can I hold the bonus until then?", U),
            ("solo final scoring: does rob flip his trait pile before i play my goal tiles or after?", U),
        ],
        "es": [
            ("¿Primero se elige el dado y luego se cambia de ubicación con la Ficha de Frustración, o se puede cambiar antes de elegir?", A),
            ("Vale, tío, ¿las Fichas de Interés las dejo al retirar cada dado del camino, uno por uno?", A),
            ("Che, ¿la Ficha de Frustración la puedo superar con Fuerza de Voluntad en cualquier momento o solo en mi fase?", A),
            ("¿En qué momento uso la Ficha de Recuerdo en la fase de Experiencia, antes o después de los iconos?", A),
            ("¿Puedo usar dos Fichas de Recuerdo en la misma fase de Experiencia, una antes y otra después de los iconos?", A),
            ("El espacio de Experiencia me manda mover un Contador de Estado de Ánimo que todavía no tengo. ¿Lo muevo cuando lo desbloquee?", A),
            ("Si mi contador rebota a la izquierda y ya tengo una Ficha de Frustración superada en ese Registro de Ánimo, ¿qué pasa en ese momento con la ficha?", A),
            ("¿Cuándo recibo la Ficha de Rasgo Mimético, al jugar mi Ficha de Rasgo? ¿La puedo usar en esa misma bonificación de Rasgo?", A),
            ("Ya jugué mi cuarta Ficha de Rasgo. ¿Puedo seguir jugando más después?", A),
            ("¿El autobús para en las ubicaciones donde solo hay Fichas de Interés?", A),
            ("Cuando para el autobús, ¿todos eligen a la vez entre la bonificación de la parada y la amistad, o va por turnos?", A),
            ("Tengo dado y Presencia en la misma ubicación. En esa parada, ¿hago el paso A dos veces, una con cada uno?", A),
            ("¿Primero va el paso A y después el B, o puedo hacer el Recuerdo antes que la bonificación de la parada?", A),
            ("Una Presencia que coloco en el paso B, ¿me da algo ya en esta misma parada o a partir del año que viene?", A),
            ("Ahorita gané Fichas de Motivación naranjas rebotando en el paso A. ¿Las puedo gastar en el paso B de la misma parada?", A),
            ("Si nadie consigue el Recuerdo este año, ¿la carta se queda para el año que viene o se cambia al final del año?", A),
            ("Cuando juego una Carta de Padres, ¿cuándo robo la nueva?", A),
            ("Oye, ¿en qué momento se pasa la Ficha de Parada de Autobús de la derecha al hueco de la izquierda?", A),
            ("al acabar la ronda que se hace primero, sacar el contador nuevo o coger los dados nuevos? o da igual", A),
            ("¿La ronda 1 es de un solo año? ¿Cuántos años dura cada ronda?", A),
            ("¿Cuándo se ponen Cartas de Recuerdo en las 2 ubicaciones nuevas que se abren?", A),
            ("En la puntuación final, ¿en qué orden se cuentan las frustraciones, los Objetivos y las fichas sobrantes?", A),
            ("Si empatamos a VEP al final, ¿qué se mira primero para desempatar?", A),
            ("Disculpe, en la variante de 2 jugadores, ¿en qué momento se colocan las 4 Fichas de Rasgo en fila y sus personajes neutrales?", A),
            ("En solitario, Rob tiene menos Fichas de Interés que dados: ¿en qué orden las coloca?", A),
            ("En solitario, en el paso B, ¿Rob primero pone Presencia, luego gana VEP y luego la Ficha de Motivación? ¿Y puede usar esa ficha nueva para los VEP?", A),
            ("En solitario, ¿las Fichas de Interés de Rob se ponen antes o después de que yo retire mis dados y deje las mías?", U),
            ("Me adelanté y retiré mis otros dados del camino antes de avanzar el contador de Realización Personal. ¿Pasa algo o hay que deshacerlo?", U),
            ("En la fase 2, que es a la vez para todos, ¿en qué momento tengo que enseñar la Ficha de Rasgo que juego, al instante o cuando acabe la fase?", U),
            ("si la pila de Fichas de Rasgo se queda vacia, en que momento vuelven las descartadas?", U),
        ],
    },
    "loop": {
        "en": [
            ("do i draw my FAVOUR before or after i do my action?", A),
            ("when during my turn do i have to PAYOFF my CREDIT CARD, right at the start?", A),
            ("Can I play FAVOUR both before and after my WORK in the same turn?", A),
            ("when do i refill the BUY AREA, right after i BUY or at the end of my turn?", A),
            ("Someone played me a FAVOUR in their turn and I ACCEPTed it. Can I use it right away?", A),
            ("can i achieve a GOAL in a BUY turn if my ACTIVITY already match it or only when i CONSUME?", A),
            ("I meet a GOAL in my CONSUME turn. Can I keep it hidden and reveal it next turn?", A),
            ("when a MATERIAL hits 0 QUALITY when does it go to the LANDFILL", A),
            ("Somebody reached HAPPINESS 12. Does the game end right now?", A),
            ("who gets the DEPLETION penalty and at what moment?", A),
            ("competitive: do i only draw an EVENT on my own turn?", A),
            ("When do my face-down EVENTs actually trigger, the moment I draw them?", A),
            ("I triggered a CONTINUOUS EVENT at my turn end. Does it hit me right away?", A),
            ("IMMEDIATE EVENT comes up, who resolves it first and when?", A),
            ("when am i allowed to APPLY for a CREDIT CARD, only in my own turn?", A),
            ("Can I put 3 COIN on a CREDIT CARD in one turn to clear it faster?", A),
            ("When do I get the 4 COIN and the MATERIAL for a new CREDIT CARD: right away or next turn?", A),
            ("debt penalty, when does it hit", A),
            ("co-op: when does the MATERIAL burn happen?", A),
            ("co-op: when do i get my played FAVOUR back into my hand?", A),
            ("solo: is the MATERIAL burn every turn or once a round?", A),
            ("solo: do i still draw a FAVOUR at the start of my turn?", A),
            ("Craftsman: how long does a Forged MATERIAL stay the new type?", A),
            ("office lady: during a WORK turn can i also BUY something?", A),
            ("who goes first, and which way do turns go after that?", A),
            ("can i skip my action this turn and just play FAVOUR?", A),
            ("nurse: can i use Care during another player's turn, like when they are about to play me something?", U),
            ("competitive: the game is over after the last player's turn, but i still have face-down EVENTs. do they flip and resolve before we check the winner?", U),
            ("someone plays me a FAVOUR and while I'm still deciding they play me another one. Can they do that before I answer the first?", U),
            ("Scavenger: can I take my QUALITY 1 MATERIAL from a LANDFILL before I draw my FAVOUR at the start of the turn, or does the draw come first?", U),
        ],
        "es": [
            ("Si tengo 5 FAVOUR en la mano al empezar mi turno, ¿robo igual?", A),
            ("El mazo de FAVOUR está vacío al empezar mi turno: ¿cuándo se baraja el descarte?", A),
            ("Vale, ¿puedo hacer WORK y BUY en el mismo turno?", A),
            ("¿En qué momento puedo gastar REPUTATION para sacar una COIN extra?", A),
            ("Para ganar HAPPINESS con REPUTATION, ¿tengo que gastar las 2 a la vez en el turno de CONSUME?", A),
            ("Si acepto un FAVOUR, ¿el efecto ocurre antes o después de que la tome en la mano?", A),
            ("Tengo 5 FAVOUR y acepto otra en el turno de otro jugador. ¿Qué pasa al principio de mi siguiente turno?", A),
            ("Si pactamos algo hablando, ¿vale desde que lo decimos o desde cuándo?", A),
            ("al terminar mi turno el mazo de ACTIVITY esta vacio, que hago para reponer", A),
            ("¿Cuándo tengo que descartar una ACTIVITY vieja?", A),
            ("En competitivo, si mi HAPPINESS cruza dos zonas de golpe, ¿robo uno o dos EVENT, y cuándo?", A),
            ("Se disparan dos CONTINUOUS EVENT a la vez al final de mi turno: ¿cuál vale?", A),
            ("El IMMEDIATE EVENT ya resuelto, ¿va encima o debajo del descarte? ¿Quita al CONTINUOUS que estaba activo?", A),
            ("¿Hay que hacer PAYOFF de todas las CREDIT CARD en cada turno?", A),
            ("Che, no me alcanza la plata para el PAYOFF este turno. ¿Qué hago en ese momento?", A),
            ("En competitivo me toca WORK pero tengo 0 HAPPINESS. ¿Qué hago en ese turno?", A),
            ("En cooperativo, ¿se roba FAVOUR al empezar el turno?", A),
            ("En cooperativo, ¿cuándo se mira si ganamos, antes o después de las penalizaciones?", A),
            ("En cooperativo la quema de MATERIAL revela la DEPLETION: ¿alguien pierde HAPPINESS en ese momento?", A),
            ("En solitario, cuando juego una FAVOUR azul, ¿en qué momento hace efecto?", A),
            ("Con el Freelancer, ¿en qué momento elijo cuál SALARY cobro?", A),
            ("Salesman: ¿la COIN extra la cobro en el momento en que aceptan mi ACQUIRE o al final del turno?", A),
            ("Politician: me llaman el farol y era verdad. ¿Qué pasa primero, la REPUTATION o la decisión de ACCEPT o REJECT?", A),
            ("Vos sabés si la Lawyer puede meter Objection en el turno de otro, contra un FAVOUR que ni siquiera es para ella?", A),
            ("Con Treat Yo Self activo, si pido una CREDIT CARD durante un IMMEDIATE EVENT en el turno de otro, ¿gano la HAPPINESS?", A),
            ("Con Skinner Box activo compro 3 MATERIAL: ¿el hueco se repone entre compra y compra?", A),
            ("Disculpe, con Hypebeast, ¿elijo al jugador objetivo antes o después de reponer las cartas del tablero al final del turno?", U),
            ("Si el jugador a la derecha del inicial dispara un IMMEDIATE EVENT en el último turno de la partida, ¿se resuelve antes de acabar o ya no?", U),
            ("Ustedes saben: pido una CREDIT CARD durante un IMMEDIATE EVENT entre turnos y me llevo el MATERIAL de regalo de la BUY AREA. ¿Cuándo se repone ese hueco?", U),
            ("en solitario con A Diamond Is For Business, el chequeo del METAL va antes o despues de quemar el MATERIAL del final del turno?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i put my time out before my turn starts?", A),
            ("After I've placed my time, can I add another action later in my turn?", A),
            ("step 2: do i have to activate my action spots in a set order?", A),
            ("can i play cards from my hand before i draft from the market?", A),
            ("can i play the card i just took from the market this same turn", A),
            ("I played a new Wellness card this turn. When can I use its action spot?", A),
            ("First turn: can I play the Career card in my hand before I place my time, so I can use it?", A),
            ("when do my time meeples come back to me?", A),
            ("when does the market slide and refill, after every turn or each round?", A),
            ("I passed a Life Event space in step 2. When do I resolve it?", A),
            ("when exactly do i become Grown Up, the moment i pass the spot?", A),
            ("If I cross the Grown-Up spot in step 2, can I then use the Interview I already put time on to get Promoted in that same step?", A),
            ("When do I lose my Promoted token?", A),
            ("our markers crossed on my turn. does the game end right now?", A),
            ("at the end of the game what order do we do the scoring steps in", A),
            ("When do we turn the Values cards face up?", A),
            ("when i take the left-most market card do i get the energy right then?", A),
            ("When do the Life Events I got go into my Experience stack?", A),
            ("i already have a Leisure card and play a new one. when does the old one go to my Experience stack?", A),
            ("Can I use both the upper and lower Career spots in the same turn?", A),
            ("solo: when does the market get restocked?", A),
            ("solo: when does the game actually end?", A),
            ("solo: do i draw a Life Event when i pass those spaces on the track?", A),
            ("solo: if I buy a second card from the market in the same turn, what does it cost?", A),
            ("The card says I need to have played resources elsewhere, like Marathon. Can I play it in step 3 because of the time I placed in step 1?", A),
            ("I passed two Life Event spaces in one turn. Do I take both?", A),
            ("I passed a Life Event space in step 2 and get to resolve the card at the end of my turn. Can I look at it right away to plan my step 3?", U),
            ("If I put time on my Career's first action and also on Interview to get Promoted, can I activate the first action before the promotion kicks in?", U),
            ("I resolve my Life Events at the end of my turn. Is that before or after I reset my board in step 4?", U),
            ("if a card effect (not the track) gives me a Life Event, do i resolve it right away or wait for the end of my turn like the track ones?", U),
        ],
        "es": [
            ("¿Cuándo se decide quién empieza la partida?", A),
            ("¿En qué paso de la preparación se descarta una de las dos Career?", A),
            ("Oye, ¿los Values boca abajo los puedo mirar antes de empezar?", A),
            ("¿Puedo usar una ficha de energía como tiempo en el paso 1?", A),
            ("Si en el paso 2 gano dinero con una acción, ¿lo puedo usar para pagar otra acción de ese mismo paso?", A),
            ("¿Puedo usar el mismo espacio de acción dos veces en el mismo turno?", A),
            ("Che, ¿el Interview lo tengo que hacer antes o después de la acción de Career de arriba?", A),
            ("Disculpe, el dinero que pongo en las acciones, ¿lo recupero al final del turno?", A),
            ("Si juego una Partner nueva teniendo otra, ¿cuándo sale la vieja?", A),
            ("Me casé y luego cambio de Partner: ¿el Married se pierde en ese momento?", A),
            ("¿Se pueden jugar cartas de la mano en el turno de otro jugador?", A),
            ("Una carta de Experience, ¿se resuelve al jugarla o al final de la partida?", A),
            ("Los iconos de Life de mis cartas, ¿cuentan ya durante la partida o solo al final?", A),
            ("¿Qué pasa si llego al final de la pista de Happiness en la puntuación final?", A),
            ("Cuando se activa el final, ¿quién juega el último turno?", A),
            ("En la puntuación final, ¿las fichas negativas se restan antes o después de sumar los Values?", A),
            ("Me casé en la última ronda con una Partner que encaja con mi Value. ¿Cuándo sumo lo del corazón?", A),
            ("¿En qué orden sumo mis Values al final?", A),
            ("Vale, ¿Meditate se hace en el paso 2 o puedo hacerlo en el 3 después de coger carta?", A),
            ("En solitario, ¿cuándo se roba la Life Event?", A),
            ("En solitario, ¿la carta extra que me da una carta sube el precio de las que compre después en ese turno?", A),
            ("en solitario que hace meditate y en que momento", A),
            ("En solitario, ¿cuándo sé si gané?", A),
            ("Una carta con el icono Grown Up en la barra de coste, ¿la puedo jugar antes de ser Grown Up?", A),
            ("Ya me ascendieron. ¿Puedo seguir usando la acción de la izquierda de mi Career?", A),
            ("Una Partner que juego este turno: ¿cuándo puedo usar su acción?", A),
            ("En solitario, ¿el Achievement se marca en el momento en que lo cumplo o solo se mira al final?", U),
            ("Tío, al final, ¿se restan las fichas de Negative Impact antes o después de sumar los 25 por dar la vuelta a la pista?", U),
            ("En solitario, al final de la ronda, ¿se roba la Life Event antes o después del reset del paso 4?", U),
            ("Si tengo dos efectos que me dan una carta extra del mercado, ¿en qué momento del paso 3 los uso, antes o después de mi carta normal?", U),
        ],
    },
    "cv": {
        "en": [
            ("who starts each round?", A),
            ("how many times can i reroll and can i reroll the bad luck dice", A),
            ("Do I roll first and then pick cards, or do I choose the card I want before rolling?", A),
            ("i end up with 3 bad luck after my rerolls. do i lose a card before or after i buy?", A),
            ("Can I play an event card in the middle of another player's turn?", A),
            ("When do I pay the red slash costs on my cards?", A),
            ("when do i decide which type a 2-colour card is?", A),
            ("I bought a new Health card. When do I decide whether it goes on top or under the others?", A),
            ("i bought an event card from the track. when can i use it?", A),
            ("When do I update my tokens?", A),
            ("cleanup: do we slide the cards left first or deal new ones first?", A),
            ("when is the leftmost card thrown away from the track?", A),
            ("The early adulthood deck is out. Which deck do we deal from next?", A),
            ("when does social assistance happen, at the end of the round?", A),
            ("Two players get social assistance at the same time. Who takes a card first?", A),
            ("When exactly does the game end?", A),
            ("at the end, in what order do we count the points?", A),
            ("Setup: when do we draft the childhood cards and which way do we pass them?", A),
            ("When are the public life goals put out, and how many?", A),
            ("when can i use 3 good luck symbols?", A),
            ("I played an event card to buy something and didn't need all its symbols. Can I keep the rest for later in the turn?", A),
            ("the bicycle player lost the bicycle card. who starts the next round?", A),
            ("2 players: when do we throw out the leftmost track card?", A),
            ("When is my turn over?", A),
            ("Do I get the tokens for a card the turn I add it, or do they build up every turn like income?", A),
            ("i got 6 bad luck symbols. how many cards do i lose in that phase?", A),
            ("the refill at the end of the round empties a deck. do we discard the leftmost card first or check social assistance first?", U),
            ("Before the very first turn, does anyone take tokens for their starting cards, or does nobody have tokens until their first cleanup?", U),
            ("I have two active cards with a red slash and dice for only one. Do I choose which one I pay first and which one I lose?", U),
            ("I got a card through social assistance in someone else's turn. Do I get its tokens right away or only at my next cleanup?", U),
        ],
        "es": [
            ("¿En qué momento se pone la carta de bicicleta boca arriba y se da la ficha de bicicleta?", A),
            ("En el reparto de infancia, ¿a quién le paso las cartas y cuántas veces?", A),
            ("¿Con cuántos dados tiro al empezar mi turno?", A),
            ("¿Puedo volver a tirar en la segunda tirada un dado que sacó mala suerte en la primera?", A),
            ("Mientras pienso qué comprar, ¿puedo ir marcando cartas de la fila antes de pagar?", A),
            ("¿Puedo jugar cartas de evento en la fase de selección para comprar?", A),
            ("Si tengo 3 símbolos de mala suerte, ¿en qué fase descarto la carta?", A),
            ("Si no puedo pagar la barra roja en la fase de añadir al currículum, ¿qué pasa en ese momento con la carta?", A),
            ("Los dados que usé para comprar, ¿me sirven después en ese mismo turno para pagar las barras rojas?", A),
            ("Una carta de evento de mi mano, ¿la puedo jugar en cualquier momento, incluso en plena fase de mala suerte?", A),
            ("Una carta de dos colores: ¿puedo decidir el tipo más tarde, cuando me convenga?", A),
            ("Al final de la ronda, ¿la carta de la izquierda se descarta antes o después de reponer?", A),
            ("Si se acaba un mazo mientras se repone la fila, ¿se para el juego en ese momento?", A),
            ("¿Cuándo se revelan los objetivos de vida personales?", A),
            ("Dos empatamos en un objetivo público: ¿quién se lo lleva?", A),
            ("Oye, si vosotros dos empatáis a puntos al final, ¿quién gana?", A),
            ("Che, mientras actualizo mis fichas en la limpieza, ¿el siguiente ya puede tirar los dados?", A),
            ("Una carta de Trabajo nueva, ¿va arriba de la pila o la puedo meter debajo?", A),
            ("¿Cuántas cartas puedo coger de la fila en mi turno?", A),
            ("Con 3 de buena suerte compro una carta que además tiene una condición especial: ¿tengo que cumplirla igual?", A),
            ("Con la ayuda social, ¿en qué orden cogemos si somos varios?", A),
            ("¿Los símbolos de mala suerte de las fichas cuentan también para la desgracia?", A),
            ("¿La carta de evento que uso se queda en mi currículum después?", A),
            ("Al reponer la fila, ¿de qué mazo salen las cartas al principio de la partida?", A),
            ("Disculpe, a 2 o 3 jugadores, ¿cuándo se prepara el mazo de infancia con la bicicleta?", A),
            ("somos 3, en que orden va el turno despues del que tiene la bici", A),
            ("¿En qué momento se aplica la ayuda contra la mala suerte de una carta de Salud: antes de contar los símbolos o después de perder la carta?", U),
            ("Si agarro una carta con barra roja por la ayuda social en el turno de otro, ¿la pago en mi próxima fase de añadir al currículum o en ese mismo momento?", U),
            ("Tío, ¿hay algún momento de la partida en que pueda cambiar mi objetivo de vida personal por otro?", U),
            ("Ustedes saben si puedo jugar una carta de evento durante la ayuda social, fuera de mi turno, para cumplir la condición especial de la carta que agarro?", U),
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
