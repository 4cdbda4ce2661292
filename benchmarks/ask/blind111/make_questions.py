"""Write the blind111 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind111/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11101-11104), so the
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
SEEDS = {"coming-of-age": 11101, "loop": 11102, "adulthood": 11103, "cv": 11104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what do i get for the first motivation token i spend on a memory? and for the second one?", A),
            ("If I pay 4 Willpower for a Memory instead of a Motivation Token, do I still get the card's bonus and the Memory Token?", A),
            ("my counter is already on the last space on the right and the location tells me to move it right again. do i get anything?", A),
            ("I have to bounce left on a track where my Frustration Token is already overcome on the far left. What do I get?", A),
            ("what do i get the first time i meet a character?", A),
            ("The Bus stops where I only have a Presence, no die. What can I get there?", A),
            ("I've got my die AND a Presence at the same location. Do I get the Bus Stop bonus twice?", A),
            ("what does going back to a location with my interest tokens on it give me?", A),
            ("im already at the end of the personal fulfillment track and still have interest tokens to cash in, do i get anything for them", A),
            ("What do I get when I play a Trait Tile onto my board?", A),
            ("if i put a mimic trait token on someone elses trait, what do i get out of it and what do i need", A),
            ("my trait hand is full and a trait bonus makes me draw another tile. do i get to keep it?", A),
            ("When does the rightmost space of a Mood Track pay out? Do I get it the moment the counter lands there?", A),
            ("What do I get from playing a Parent Card, and do I get a new card afterwards?", A),
            ("at the end what are my leftover willpower, motivation and memory tokens worth?", A),
            ("how much is a goal tile worth at the end and how many of them can i actually score?", A),
            ("How many VEP do I lose at the end for each unresolved frustration?", A),
            ("If two of us end on the same VEP, who gets the win?", A),
            ("what new stuff do we get when a round ends in coming of age?", A),
            ("If I use a Memory Token to put a counter on the central space, what do I get?", A),
            ("2p game: what do I get for mimicking one of the 4 neutral trait tiles in the middle row, and what do I need for the level 3 one?", A),
            ("solo: Rob's die is at a location and he has motivation of the right type. what does he get from the memory card?", A),
            ("does rob get anything if he's already on the last space of the personal fulfillment track and has more tokens to cash in?", A),
            ("At final scoring, what does Rob score from his face-down trait tiles and his motivation tokens?", A),
            ("When I move a character up a level on my friendship track what do I get? and can I just keep going past level 4?", A),
            ("i rolled the same number on all three of my d8s this turn. is there any bonus for a triple like that?", U),
            ("My best friend has my character on level 7 of her track and I have hers on level 7 of mine. Do we get anything extra for that, like a mutual best friends bonus?", U),
            ("we'd been taking the bonus of each space when the counter slid 2 steps left after paying motivation, for like 3 turns. do we have to give those back?", U),
            ("2 player: if i manage to mimic all 4 neutral tiles in the row, is there a bonus for completing the whole row?", U),
            ("At the end of the game, do the Trait Tiles still sitting in my hand give any VEP, the way Rob's face-down ones do?", U),
        ],
        "es": [
            ("¿Qué me pasa si tengo que mover un Contador de Estado de Ánimo a la izquierda y ya está en la última casilla? ¿Pierdo algo?", A),
            ("Si gasto 3 Fichas de Motivación en un Recuerdo, ¿cuántos VEP me llevo?", A),
            ("Tío, si el otro jugador y yo tenemos dado en la misma ubicación, ¿los dos podemos llevarnos el Recuerdo?", A),
            ("¿Qué me da dejar una Presencia en una ubicación?", A),
            ("Cuando gasto Motivación para el Recuerdo y el Contador se mueve 2 pasos a la izquierda, ¿gano las bonificaciones de esas casillas?", A),
            ("¿qué puedo hacer con una bonificación de Rasgo?", A),
            ("vale, y si juego una Ficha de Rasgo en mi tablero, ¿qué me llevo además de los VEP?", A),
            ("¿Cuántos VEP vale cada Ficha de Objetivo cumplida y cuántas puedo jugar al final?", A),
            ("Che, si rebota a la derecha pero tengo una Ficha de Frustración tapando el icono, ¿gano algo?", A),
            ("¿Qué consigo si supero una Frustración gastando 4 de Fuerza de Voluntad?", A),
            ("Si no quiero ni Recuerdo ni Presencia en mi ubicación, ¿qué me toca?", A),
            ("al final las fichas de recuerdo que ya use valen algo?", A),
            ("¿Cuántos VEP pierdo al final por cada Ficha de Frustración sin superar?", A),
            ("¿Qué gano la primera vez que conozco a un personaje neutral en una parada de autobús?", A),
            ("Para subir a un personaje del nivel 4 al 5 del Registro de Amistad, ¿qué necesito y qué me da?", A),
            ("¿Con cuántos VEP empieza cada jugador?", A),
            ("Al preparar la partida, ¿qué fichas me llevo a mi reserva personal?", A),
            ("Si empatamos a VEP, ¿quién se lleva la victoria?", A),
            ("Tengo el Objetivo Sociable y empato con otro jugador en Fichas de Personaje. ¿Me dan los 5 VEP?", A),
            ("En solitario, cuando la parada del autobús no es un personaje, ¿qué gana Rob?", A),
            ("en el solitario cuando rob hace amistad con un personaje cuantos vep gana", A),
            ("¿Rob se lleva Fichas de Motivación? ¿De dónde las saca si ese color todavía no está en juego?", A),
            ("Disculpe, a dos jugadores, ¿qué gano si imito la loseta neutral de nivel 2 de la fila y qué amistad necesito?", A),
            ("Antes de la puntuación final, ¿puedo usar una Ficha de Recuerdo que me quede sin usar?", A),
            ("¿Qué dados nos dan al empezar la ronda 3?", A),
            ("Cuando acaba la ronda y coloco el Contador del nuevo Registro de Ánimo en la casilla central, ¿gano la bonificación de esa casilla?", U),
            ("¿Hay algún premio para el jugador que tiene el Contador de Realización Personal más avanzado al final?", U),
            ("Hace dos turnos tenía dado y Presencia en la misma ubicación y me llevé la bonificación de la parada y también la de amistad. ¿Me quedo con lo que gané o lo devuelvo?", U),
            ("¿Qué bonificación pasiva da exactamente la casilla de la derecha del Registro Estresado/Relajado?", U),
            ("güey, si le gano a Rob por un montón de VEP, ¿hay algún premio o nivel de victoria?", U),
        ],
    },
    "loop": {
        "en": [
            ("what do i get for WORK as the INTERN?", A),
            ("I'm at 0 HAPPINESS and I WORK. What do I get?", A),
            ("how much HAPPINESS do i get for each ACTIVITY i CONSUME?", A),
            ("When I achieve a GOAL, how much HAPPINESS do I get and when can I claim it?", A),
            ("What do I get for accepting a SHARE?", A),
            ("if i accept a RECYCLE do i get any reputation", A),
            ("I'm already at 2 REPUTATION. If I ACCEPT another FAVOUR, do I get more?", A),
            ("what does spending REPUTATION get me on a WORK turn?", A),
            ("If I spend 2 REPUTATION in my CONSUME turn, what do I get?", A),
            ("Someone plays ACQUIRE on me and I ACCEPT. What do I get for my MATERIAL?", A),
            ("BARTER: my MATERIAL has higher QUALITY than theirs. Do I get the difference back somehow?", A),
            ("what do i get when i apply for a CREDIT CARD?", A),
            ("When I PAYOFF a CREDIT CARD, where do the COIN go once it's cleared?", A),
            ("do i still draw a FAVOUR at the start of my turn if i already have 5?", A),
            ("If there's not enough COIN left in the WORK AREA, do I still get my full SALARY?", A),
            ("Who loses HAPPINESS when DEPLETION happens, and how much?", A),
            ("competitive: my HAPPINESS jumps from 4 to 10 in one turn. how many EVENT do i get?", A),
            ("How much HAPPINESS do I lose at the end for a CREDIT CARD I never paid off?", A),
            ("i end with 7 MATERIAL in my LANDFILL, what does that cost me", A),
            ("co-op: when do I get the FAVOUR I played back into my hand?", A),
            ("Solo mode: what do I get from the blue RESELL?", A),
            ("solo, blue ACQUIRE: who do I pay and what do I get?", A),
            ("I'm the Salesman. When exactly do I get my extra COIN?", A),
            ("what does the Investor get from Invest?", A),
            ("Basic mode, two of us end on the same HAPPINESS. Who wins?", A),
            ("If I achieve two GOAL in the same CONSUME turn, is there any extra HAPPINESS for the combo?", U),
            ("we just realized i'm not the Waitress but i've been drawing 2 FAVOUR every turn for 3 rounds. do i keep the extra cards?", U),
            ("Is there any reward for keeping 3 ACTIVITY that all share the same PROPERTY, like 3 LEAF, when none of my GOAL asks for it?", U),
            ("We miscounted the PROPERTY and I claimed a GOAL I didn't actually meet two turns ago. Do I keep the HAPPINESS?", U),
            ("if i hold one of each of the 5 FAVOUR types in my hand, do i get anything for the full set?", U),
        ],
        "es": [
            ("¿Con qué empiezo si juego de INTERN?", A),
            ("Somos 4 y voy tercero. ¿Cuántos FAVOUR me tocan al empezar?", A),
            ("Si pago 3 COIN por un MATERIAL, ¿con qué QUALITY me lo llevo?", A),
            ("Che, si gasto REPUTATION en un turno de BUY, ¿qué me da?", A),
            ("Si acepto un ACQUIRE, ¿cuánta REPUTATION gano y cuánto me pagan?", A),
            ("¿Y a mí qué me toca si acepto un RESELL?", A),
            ("Si rechazo un FAVOUR, ¿me lo quedo en la mano?", A),
            ("tengo ya 5 FAVOUR en la mano y me juegan otro, si lo acepto me lo quedo?", A),
            ("¿Cuántas COIN me dan al pedir una CREDIT CARD y de dónde salen?", A),
            ("Si llego a HAPPINESS 12, ¿se acaba la partida en ese momento o se sigue jugando?", A),
            ("En LOOP básico, ¿quién gana al final?", A),
            ("con Overtime activo cuantas COIN me llevo al hacer WORK", A),
            ("¿Qué me da el EVENT Collector y cuándo?", A),
            ("Con BOGOF activo, ¿qué me llevo además de lo que compro?", A),
            ("¿Qué gano con Make It Rain?", A),
            ("En el cooperativo, ¿cuándo ganamos todos?", A),
            ("Oye, en cooperativo, ¿robamos FAVOUR al principio del turno como siempre?", A),
            ("En solitario, ¿con cuántos GOAL empiezo?", A),
            ("¿Qué me da el RENEW azul en solitario y cuánto pago?", A),
            ("En solitario, ¿qué necesito para ganar?", A),
            ("Soy Chef y compro un FOOD pagando 2 COIN. ¿Con qué QUALITY me queda?", A),
            ("¿Qué gana el Homemaker con su habilidad y cada cuánto?", A),
            ("vos sabés qué puede comprar el Scientist del LANDFILL?", A),
            ("¿Cuántas ACTIVITY me puedo quedar en mi AREA? ¿Qué pasa cuando completo la cuarta?", A),
            ("Salió Hidden Clause y tengo 2 CREDIT CARD. ¿Qué pierdo?", A),
            ("¿Gano algo al final por las COIN que me sobran?", U),
            ("Si el otro rechaza mi FAVOUR pagando 1 REPUTATION, ¿esa REPUTATION me la llevo yo?", U),
            ("¿Hay algún premio por conseguir los 3 GOAL en la partida?", U),
            ("Si el Soldier me quita un FAVOUR de la mano, ¿me dan algo a cambio, REPUTATION o algo?", U),
            ("En solitario, los MATERIAL que me quedan en mi AREA al final, ¿suman algo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what do i get for the upper Career action before i have a Career card on it?", A),
            ("What does Donate give me?", A),
            ("what does the Date action get me?", A),
            ("whats meditate give me", A),
            ("What do I get from the Interview action?", A),
            ("If I take the left-most card in the market, do I get anything extra?", A),
            ("What does each player get at the start of the game?", A),
            ("I play an Experience card. When do I get its stuff?", A),
            ("a card gave me a Negative Impact token, what does that cost me?", A),
            ("Do I get anything for passing a Life Event space on the scoring track? When?", A),
            ("What do I get once I pass the Grown-Up space?", A),
            ("at the end what do i get for having 4 Family icons?", A),
            ("What's a complete heart worth at the end?", A),
            ("When do my Values cards actually give me Happiness?", A),
            ("My Happiness marker is about to pass the end of the track. Do I lose the extra?", A),
            ("If we tie on the combined score who wins?", A),
            ("I'm putting a new Leisure card over my old one. Do I lose what the old card gave me?", A),
            ("When can I first use the action on a card I just played?", A),
            ("if i swap my Career for a new one, do i keep my Promoted token?", A),
            ("Solo: how many cards can I take from the market in a turn and what do they cost?", A),
            ("solo mode - do I still get a Life Event when I pass the Life Event spaces?", A),
            ("What does Meditate do for me in the solo game?", A),
            ("In solo, do my sets of Life icons and a complete heart score at the end?", A),
            ("How do I win solo Adulthood?", A),
            ("What does the upper Wellness action give me?", A),
            ("Is there a bonus for collecting all 8 different Life icons?", U),
            ("Solo: the market gets emptied at the end of each round. Do I get anything for the cards that get thrown out?", U),
            ("we'd been giving 2 energy for the left-most market card for a few turns. do we take the extra back?", U),
            ("is there any bonus for sticking with the same Career the whole game?", U),
            ("My Happiness and Impact markers ended on exactly the same box. Any bonus for that?", U),
        ],
        "es": [
            ("¿Qué gano con la acción de arriba de Ocio?", A),
            ("¿Qué me da la acción de arriba de Comunidad?", A),
            ("Si me quedo la carta de más a la derecha del mercado, ¿qué tengo que pagar?", A),
            ("¿Qué gano al casarme?", A),
            ("¿Cómo consigo el ascenso (Promoted) y qué gano con él?", A),
            ("Si me toca una Life Event al pasar la casilla, ¿cuándo la resuelvo?", A),
            ("si paso dos casillas de Life Event en un mismo turno cojo dos cartas?", A),
            ("Al final de la partida, ¿cómo cuentan las fichas de Infelicidad?", A),
            ("¿Cuánta felicidad me dan 3 iconos de Vida iguales?", A),
            ("Si me caso con una Pareja que encaja con uno de mis Values, ¿qué gano?", A),
            ("¿Cuántas cartas de Trait o Resource puedo tener a la vez?", A),
            ("Si juego una Pareja nueva, ¿qué pasa con la anterior?", A),
            ("Ya me ascendieron. ¿Puedo seguir usando la acción de la izquierda de mi Career?", A),
            ("vos sabés si puedo coger una carta del mercado y jugarla en el mismo turno?", A),
            ("Las fichas de energía que gasto, ¿vuelven a mí al final del turno?", A),
            ("Cuando se cruzan los marcadores de alguien, ¿se acaba la partida en ese momento?", A),
            ("¿Quién gana: el que más Felicidad tiene o qué?", A),
            ("En solitario, ¿cuántas cartas hay en el mercado y cuándo se reponen?", A),
            ("en solitario al final cuentan las fichas negativas?", A),
            ("En solitario, ¿cuántas Life Events hay y cuándo termina la partida?", A),
            ("Oye, en el solitario, ¿cuántas cartas de Achievement cojo?", A),
            ("En solitario, si una carta me deja coger otra del mercado, ¿me la cobran?", A),
            ("¿Qué hace Meditar en una partida normal?", A),
            ("Al empezar me dan dos Career, ¿me quedo las dos?", A),
            ("Disculpe, ¿las fichas de energía pueden contar como tiempo?", A),
            ("¿Me dan algo extra si paso la casilla de Adulto en los dos tracks?", U),
            ("Si pongo una Community nueva encima de la vieja, ¿me devuelven algo de lo que pagué por la vieja?", U),
            ("Nos equivocamos y le dimos el marcador Grown Up a la Lucía al pasar una casilla de Life Event; ya jugó dos cartas de adulto. ¿Se queda con lo que ganó?", U),
            ("¿Hay alguna bonificación por casarme con mi primera Pareja, sin haber cambiado nunca de Pareja?", U),
            ("¿Qué me da exactamente la carta Crafting cuando la juego, aparte de lo que cuesta?", U),
        ],
    },
    "cv": {
        "en": [
            ("what do i get for 3 good luck symbols?", A),
            ("I've got 3 bad luck symbols. What do I lose?", A),
            ("How many dice do I start with, and can I get more?", A),
            ("how many cards can i take from the track in one turn?", A),
            ("If I use an event card's symbols to buy something, do I get tokens for the symbols I didn't use?", A),
            ("When do I get the tokens for a card I just bought?", A),
            ("do my tokens pile up from turn to turn like income?", A),
            ("What does social assistance give me, and who gets it?", A),
            ("How many points do my health, relationship and knowledge cards give at the end?", A),
            ("what are possession cards worth at the end", A),
            ("Two of us tie on a public life goal. Does each of us get the points?", A),
            ("When do I score my secret life goal card?", A),
            ("Do the cards underneath the top one in a stack still give me their effect?", A),
            ("A card has a red slash on its effect. When do I pay, and what if I can't?", A),
            ("I bought a card with two colours. Which stack does it go in?", A),
            ("who starts, and what's the bicycle token for?", A),
            ("We tie on points. Who wins?", A),
            ("When does the game end?", A),
            ("How many childhood cards do I end up with after the draft?", A),
            ("2 players: when does the leftmost card get thrown off the track?", A),
            ("can i play an event card during someone else's turn?", A),
            ("If I buy a new health card, can I tuck it under my stack instead of putting it on top?", A),
            ("Can I use dice I already spent on buying a card to pay a red slash cost?", A),
            ("3 players: how many public life goals go on the board?", A),
            ("If I have 3 good luck, do I still have to meet a card's special condition?", A),
            ("If I qualify for social assistance but nothing on the track is any use to me, do I get something else instead, like a token or a reroll?", U),
            ("is there a bonus for having at least one card of each type in my CV?", U),
            ("I rolled 4 good luck symbols. Does the 4th one get me anything on top of the free card?", U),
            ("we'd been letting tokens build up every turn like income for 3 rounds. do I keep the cards I bought with them?", U),
            ("Is there a bonus for whoever takes the very last card of the old age deck?", U),
        ],
        "es": [
            ("¿Qué pasa si junto 6 símbolos de mala suerte?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("Los dados con mala suerte, ¿se pueden volver a tirar?", A),
            ("¿Cuántos puntos me dan 4 cartas de Salud al final?", A),
            ("y 5 cartas de conocimiento cuanto dan", A),
            ("¿Qué me da la asistencia social y quién puede pedirla?", A),
            ("Si empatamos en un objetivo público, ¿quién se lleva los puntos?", A),
            ("¿Las cartas de Trabajo las puedo meter debajo de la pila?", A),
            ("Si compro una carta de evento, ¿va a mi currículum?", A),
            ("¿Cuándo pierdo una carta con tachón rojo?", A),
            ("Somos 3: ¿cómo se preparan las cartas de infancia?", A),
            ("¿Quién empieza cada ronda?", A),
            ("¿Cuándo se descarta la carta de la izquierda de la fila?", A),
            ("¿Cuándo se acaba la partida?", A),
            ("¿Cuántas cartas de objetivo vital me tocan al empezar?", A),
            ("las fichas se van acumulando de un turno a otro?", A),
            ("¿Las posesiones cuántos puntos dan al final?", A),
            ("¿Cuántos dados puedo tener como máximo?", A),
            ("Cuando pongo una carta encima de otra en mi pila, la de abajo ¿sigue contando al final?", A),
            ("¿Puedo usar cartas de evento para pagar una carta de la fila?", A),
            ("Si empatamos a puntos, ¿quién gana?", A),
            ("Ahorita se acabó un mazo y hay dos con derecho a asistencia social. ¿En qué orden cogen?", A),
            ("Si pierdo la carta de bicicleta por mala suerte, ¿sigo empezando yo?", A),
            ("¿Cuántas cartas me puedo llevar de la fila en un turno y qué tengo que pagar?", A),
            ("Con 3 de buena suerte, ¿qué carta puedo coger?", A),
            ("¿Las cartas de infancia dan puntos al final?", U),
            ("Si pierdo una posesión por mala suerte, ¿me devuelven algo?", U),
            ("¿Hay premio por tener la pila de Trabajo más alta al final?", U),
            ("¿Me dan algo si mantengo una carta con tachón rojo toda la partida sin perderla?", U),
            ("Las cartas que se descartan de la fila al final de la ronda, ¿le dan algo a alguien?", U),
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
