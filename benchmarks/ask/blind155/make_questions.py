"""Write the blind155 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind155/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 15501-15504), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: the STRUCTURE OF PLAY BY ITS PARTS -- a named phase, step,
stage, round or section (the End of the Year, step B at a bus stop, Rob's turn,
the reset step, End Turn, the cleanup phase, la fase de mala suerte ...): what
happens in it, what comes before or after it, what ends it, who acts in it,
what may be done in it, and how the parts differ between modes.
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
SEEDS = {"coming-of-age": 15501, "loop": 15502, "adulthood": 15503, "cv": 15504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what happens in the end of the year phase when we've all still got dice left?", A),
            ("explain the 4 phases of a turn, short version pls", A),
            ("which phases do we all play at the same time", A),
            ("what comes right after experience the location", A),
            ("in the gain the location benefits phase where does the bus start and where does it actually stop", A),
            ("step A at a bus stop: i've got my die AND a presence there. can i take the bus stop bonus and also befriend the player who has a presence there?", A),
            ("phase 1 order question: do i pull my other dice off the road and drop the interest tokens before or after i move my chosen die with frustration?", A),
            ("rolled two 3s, i keep one for location 3 and pull the other one off the road, so it leaves an interest token at 3. do i get to cash that token in this same turn?", A),
            ("explain rob's turn", A),
            ("what does rob do in his explore step if he's got fewer interest tokens than dice", A),
            ("rob's personal fulfillment track works diferently right? how exactly", A),
            ("bus stops at a location where rob has a die. who resolves the steps first, me or rob?", A),
            ("what does rob actually do in step B", A),
            ("rob has 4 green motivation tokens and his die is at a location that wants green. how much VEP does he get off the memory card, and does he lose the tokens?", A),
            ("rob's got his die and one of his presences at the same stop. does he do step A once or twice?", A),
            ("solo setup: which goal tiles do i get?", A),
            ("how does rob score at the end", A),
            ("what extra stuff happens at the end of the year when the round is over?", A),
            ("round 3: how many years is it and what dice do we use", A),
            ("first round we only get the d4. so how many turns is round 1?", A),
            ("before final scoring is there anything we can still do", A),
            ("walk me through final scoring", A),
            ("2 player variant: what's the deal with the row of 4 trait tiles and how do i use it", A),
            ("in the turn 5 example, why does red only roll 2 eight-sided dice when round 3 hands out 3?", A),
            ("bus stop example at location 6: how does red end up with 5 VEP from the memory card?", A),
            ("when in the turn can i flip a memory token, and how many?", A),
            ("do we all have to be done with phase 1 before anybody starts their experience space, or can i go ahead with phase 2 as soon as my die is set", U),
            ("my fulfillment counter jumps 3 spaces this year: a willpower, a trait bonus and an overcoming bonus. do i have to take them in track order or can i use them in whatever order i like?", U),
            ("solo: rob gets a trait bonus but he's got no free mimic token, his face-down pile is empty and the trait draw pile has run out too. what does he do then?", U),
            ("phase 2: the very first icon of my experience space gives me a trait bonus. can i sit on it till the other icons are done and play my tile after that?", U),
        ],
        "es": [
            ("¿Qué se hace en la fase de Experimentar la Ubicación?", A),
            ("explícame la fase 1, la de explorar nuevos intereses y elegir ubicación", A),
            ("Vale, y en el paso B de cada parada del autobús, ¿qué opciones tengo?", A),
            ("en que fase se mueve el autobus", A),
            ("Che, ¿cuándo termina el año? O sea, ¿qué hace que empiece el Final del Año?", A),
            ("Al acabar una ronda, ¿cómo entra el Registro de Ánimo nuevo y en qué orden se van abriendo los colores?", A),
            ("¿En qué ronda se abren las ubicaciones 9 y 10?", A),
            ("Disculpe, en el modo solitario, ¿cómo se prepara a Rob?", A),
            ("en el paso A de Rob, si la Parada de Autobús es un personaje neutral, ¿qué hace Rob con él?", A),
            ("Oigan, ¿Rob puede agarrar Fichas de Motivación que siguen en la reserva no disponible?", A),
            ("Si a Rob ya no le quedan Fichas de Interés, ¿qué hace en su fase 1? ¿nada?", A),
            ("En la puntuación final, ¿cuánto resto por cada Ficha de Frustración sin superar?", A),
            ("Variante de 2 jugadores: para imitar la tercera Ficha de Rasgo de la fila, ¿qué nivel de amistad necesito y con quién?", A),
            ("¿En qué momento de la fase 1 puedo cambiar de ubicación y qué me cuesta?", A),
            ("¿En qué fase se avanza el Contador de Realización Personal?", A),
            ("tío, en el paso A de la parada, ¿quién elige primero?", A),
            ("Cuando juego una Carta de Padres en el paso B, con cuantas cartas me quedo en la mano", A),
            ("¿Qué se hace en el Final del Año con las Fichas de Parada de Autobús?", A),
            ("En el ejemplo del turno 5, ¿por qué el jugador rojo gana una Fuerza de Voluntad?", A),
            ("Rob en el paso B: si la ubicación deja elegir entre dos tipos de Motivación, ¿con cuál calcula los VEP?", A),
            ("En el paso A de Rob, ¿dónde coloca su Ficha de Rasgo Mimético?", A),
            ("¿Rob puede tener mas de una ficha de personaje en el nivel 0 de su registro de amistad?", A),
            ("Vos sabés cómo se le baja la dificultad a Rob? me gana siempre", A),
            ("En la preparación general, ¿qué ubicaciones se tapan con Fichas de Bloqueo y en cuáles se pone Carta de Recuerdo al empezar?", A),
            ("En el ejemplo del autobús en la ubicación 6, ¿por qué el rojo puede pagar el Recuerdo con Fichas de Motivación naranjas?", A),
            ("En la fase 3, la Ficha de Motivación que gano en el paso A, ¿la puedo gastar ya en el paso B de esa misma parada?", A),
            ("En la fase 2 me sale una Bonificación de Amistad con cualquier personaje y quiero la del jugador amarillo, pero sus 3 fichas de la reserva general ya están en los registros de otros. ¿Elijo otro personaje o la pierdo?", U),
            ("Oye, si me llega una Ficha de Motivación naranja antes de que se abra el registro naranja y la gasto en un Recuerdo con la pasiva rosa, ¿qué Contador de Estado de Ánimo muevo 2 pasos a la izquierda si el naranja ni está puesto?", U),
            ("En solitario, ¿puedo poner un Rasgo Mimético sobre las Fichas de Rasgo que Rob ya tiene jugadas? ¿Con qué ficha de personaje de Rob se mira el nivel de amistad, si él solo tiene dos y son para sus Presencias?", U),
            ("Variante de 2 jugadores: la fila de cuatro Fichas de Rasgo neutrales, ¿se monta antes o después de que cada uno robe su Ficha de Rasgo inicial y sus Fichas de Objetivo?", U),
        ],
    },
    "loop": {
        "en": [
            ("what do i do at the very start of my turn", A),
            ("explain end turn, what gets refilled and who goes next", A),
            ("once DEPLETION shows up, when exactly does the game stop?", A),
            ("competitive: when do my face-down EVENTs actually go off", A),
            ("a CONTINUOUS EVENT just got triggered, from when does it start hitting people?", A),
            ("two CONTINUOUS EVENTs flip at the same time, which one counts", A),
            ("IMMEDIATE EVENT: when is it resolved and in what order do we go?", A),
            ("co-op: when do we burn a MATERIAL, and does that burn give anyone the DEPLETION Penalty?", A),
            ("solo: explain the burn at the end of the turn", A),
            ("can i play favours before i WORK in the same turn", A),
            ("during a BUY, can i play a FAVOUR in between my first and second MATERIAL?", A),
            ("when am i allowed to achieve a GOAL", A),
            ("what can REPUTATION do for me in a WORK turn", A),
            ("when can i APPLY for a CREDIT CARD", A),
            ("when in my turn do i PAYOFF credit cards and how much per card", A),
            ("co-op, do we still draw a FAVOUR at the start of each turn?", A),
            ("co-op: when do i get my played favours back in my hand", A),
            ("competitive setup, walk me through the CAREER part", A),
            ("whats different about setting up solo", A),
            ("co-op end: which penalties get counted before we check that everyone's at 11?", A),
            ("who takes the first turn", A),
            ("the DEPLETION penalty - who takes it and when?", A),
            ("can i just pass this turn?", A),
            ("my HAPPINESS jumps from 4 to 10 in one go, how many EVENTs do i draw?", A),
            ("in the DANCE example what happens to the GLASS and the PLASTIC", A),
            ("basic mode, i've got 0 HAPPINESS and i pick WORK. what happens?", A),
            ("while it's my turn can the other two make deals with each other, or can people only negotiate with whoever's turn it is?", U),
            ("between turns someone's IMMEDIATE EVENT is being resolved and it doesn't cost me anything. can i still APPLY for a CREDIT CARD right then just to grab the 4 COIN and the free MATERIAL?", U),
            ("2 IMMEDIATE EVENTs come up when i flip mine after my turn. does everybody resolve the first one before i start the second, or do i do both and then the others do both?", U),
            ("the next player drew her start-of-turn FAVOUR before i'd finished refilling the empty slots. do we undo anything or just carry on?", U),
        ],
        "es": [
            ("Si al empezar el turno ya tengo 5 FAVOUR en la mano, ¿robo igual?", A),
            ("explicame el fin de turno: que se repone y que pasa si no quedan ACTIVITY en el mazo", A),
            ("¿Cuándo termina la partida si alguien llega a HAPPINESS 12?", A),
            ("En solitario, ¿cuándo se acaba la partida y qué necesito para ganar?", A),
            ("¿Cuál es el orden del desempate en el modo básico?", A),
            ("Cuando alguien me juega un FAVOUR, ¿qué puedo hacer?", A),
            ("¿En qué momento se roba un EVENT? ¿también si no es mi turno?", A),
            ("Disculpe, en el modo competitivo, ¿cómo se prepara el tablero?", A),
            ("Al final, ¿cuánto pierdo por cada CREDIT CARD que no terminé de pagar?", A),
            ("¿Cuándo se aplica la LANDFILL Penalty y cuánto quita?", A),
            ("en el cooperativo, ¿cuándo ganamos?", A),
            ("en cooperativo se puede hacer REJECT?", A),
            ("en solitario, ¿qué hace el RENEW azul?", A),
            ("¿Cuántos GOAL tengo en solitario?", A),
            ("Somos tres, ¿cuántos FAVOUR recibe cada uno al empezar?", A),
            ("soy el Tycoon, ¿qué pasa con mis CREDIT CARD cuando hago WORK?", A),
            ("Vos sabés cuántas veces por turno puede usar el Banker su Influence?", A),
            ("Si cumplo los requisitos de un GOAL, ¿cuándo tengo que revelarlo?", A),
            ("Con Skinner Box activo, ¿cuándo se reponen los huecos del tablero?", A),
            ("¿Qué cambia en cada tipo de turno con Economic Slowdown?", A),
            ("¿En qué turno puedo cambiar REPUTATION por HAPPINESS y cuánta necesito?", A),
            ("Si se acaba el mazo de FAVOUR justo al empezar mi turno, ¿qué hago?", A),
            ("en solitario, ¿en qué se diferencia el BARTER azul del normal?", A),
            ("cooperativo: ¿cómo se reparten los FAVOUR al preparar?", A),
            ("en competitivo WORK es lo único que puedo hacer pero no me queda HAPPINESS, ¿qué hago ahorita?", A),
            ("¿Adónde van los EVENT IMMEDIATE ya resueltos y adónde el CONTINUOUS que está activo?", A),
            ("Cuando le juego un FAVOUR a alguien, ¿cuánto tiempo tiene para decidir si hace ACCEPT o REJECT? Mi primo se tira cinco minutos pensándolo.", U),
            ("En cooperativo, ¿podemos cambiar el orden de turno de una ronda a otra según le convenga al equipo, o siempre hacia la izquierda?", U),
            ("Al empezar mi turno tengo 5 FAVOUR en la mano: ¿puedo jugar uno antes del robo para quedarme con 4 y así robar?", U),
            ("En cooperativo, la quema de MATERIAL del final de la ronda, ¿va antes o después de que el último jugador reponga los huecos del tablero?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what are the 4 steps of a turn", A),
            ("can i do step 1 before my turn comes around?", A),
            ("after step 1 can i still add another action", A),
            ("step 2, what order do i fire my spots in", A),
            ("step 3: can i play the card i just drafted from the market?", A),
            ("what happens in step 4, the reset", A),
            ("first turn: do i play my career card before or after spending my time?", A),
            ("if i put down a new community card in step 3 can i use its action this turn", A),
            ("when do life events get resolved", A),
            ("someone's markers just crossed. how much longer does the game go", A),
            ("explain end of game scoring in order", A),
            ("setup step 6, what was it again", A),
            ("who goes first", A),
            ("solo setup - what changes?", A),
            ("solo: when does the market get refreshed", A),
            ("solo: what happens at the end of each round", A),
            ("solo: how does the game end", A),
            ("solo end: do hearts and life icon sets score?", A),
            ("solo achievements: how do i pick mine", A),
            ("solo: what does meditate do there", A),
            ("solo market: what do the first, second and third cards cost me?", A),
            ("solo: a card lets me take an extra card from the market for free and i take that one first. is the next card i buy my first (free) one or my second?", A),
            ("when exactly do i become grown up", A),
            ("marathon example: how did they meet the cost", A),
            ("interview in step 2 drew me a new Career. can i already play it in step 3 of this same turn?", A),
            ("i've got 2 Career cards in hand. can i play both in step 3 of the same turn? what happens to the first one?", A),
            ("reset step says return the spent time from my board. what about the meeples i put on my Partner card or a Trait sitting next to the board, same deal?", U),
            ("step 2: i paid time and money for Date in step 1 but now i'd rather not get a new Partner. can i just not activate it and leave the stuff sitting there?", U),
            ("i'm grown up and i put time on Date. do i have to say in step 1 if i'm drawing a partner or getting married, or can i decide when i activate it in step 2?", U),
            ("solo: can i complete the top level of my Achievement without having done the lower ones?", U),
        ],
        "es": [
            ("¿Qué se hace en el paso 3 del turno?", A),
            ("explícame el paso 4, el de resetear el tablero", A),
            ("¿Sabéis si se pueden usar en el mismo turno la acción de arriba y la de abajo de una misma categoría?", A),
            ("en el paso 1, la energia sirve como tiempo?", A),
            ("¿Cuándo se acaba la partida?", A),
            ("Disculpe, si empatamos al final, ¿quién gana?", A),
            ("en solitario, ¿cuántas cartas tiene el mercado?", A),
            ("en solitario, ¿robo Life Event al pasar las casillas del marcador?", A),
            ("¿Cómo se gana en solitario?", A),
            ("Che, en solitario ¿se reparten Values?", A),
            ("¿En qué paso del turno cobro lo que dan mis acciones?", A),
            ("¿Qué pasa con mis meeples de tiempo y con la energía gastada al final del turno?", A),
            ("si me llevo la carta de más a la izquierda del mercado, ¿gano algo?", A),
            ("¿Cuántas cartas se ponen en el mercado al preparar?", A),
            ("¿Cuándo se ponen boca arriba los Values?", A),
            ("¿Cómo me caso? ¿con qué acción y cuánta plata cuesta?", A),
            ("Si cambio de Career después de ascender, ¿qué pasa con el ascenso?", A),
            ("¿Cuándo puedo jugar una carta con el icono de Grown Up?", A),
            ("En el ejemplo de Mall Walkers, ¿qué da su acción?", A),
            ("Lo del Actor: ¿puedo contar el icono de la propia Career para ascender?", A),
            ("¿Se puede retroceder en los marcadores durante la partida?", A),
            ("ejemplo de Overseas Vacation, ¿qué pasa cuando la juego?", A),
            ("ejemplo de Family Time: ¿qué necesito para jugarla en el espacio de Leisure?", A),
            ("Oye, en la puntuación final, ¿cómo cuentan los sets de iconos de vida?", A),
            ("¿Cuántos puntos da el corazón completo al final y qué hace falta para tenerlo?", A),
            ("Al preparar, ¿cuántos Values recibo y cuáles puedo mirar?", A),
            ("En solitario, un Life Event con el símbolo de que afecta a la siguiente ronda: ¿dura solo mi siguiente turno o hasta el próximo Life Event de final de ronda?", U),
            ("Ya estoy Promoted en mi Career: ¿para qué me sirve entonces la Interview? ¿Puedo usarla para robar otra Career?", U),
            ("En solitario, si compro la carta de la derecha del mercado, ¿pago también su coste de posición además de lo que cuesta por ser la segunda o la tercera carta?", U),
            ("Una carta me deja coger una carta extra del mercado en partida normal, pero ahora no me interesa ninguna: ¿me puedo guardar ese derecho para otro turno?", U),
        ],
    },
    "cv": {
        "en": [
            ("what are the phases of a round, in order", A),
            ("roll the dice phase: how many rerolls do i get, and what can't i reroll?", A),
            ("select cards: how many cards can i take per turn", A),
            ("can i use event cards while buying in select cards? what about the symbols i don't use?", A),
            ("what do 3 good luck symbols get me", A),
            ("explain the bad luck phase", A),
            ("in the add to CV phase where does a new health card go", A),
            ("work and possession cards, where do they go when i get them", A),
            ("when do i pay the red slash cost on my cards", A),
            ("can dice i used to buy a card also pay a red slash cost that turn?", A),
            ("walk me through cleanup", A),
            ("2 players: what's different in cleanup", A),
            ("who starts each round", A),
            ("i lost my bicycle card to misfortune, who starts the rounds now?", A),
            ("social assistance, when do we check for it", A),
            ("who qualifies for social assistance", A),
            ("two people get social assistance, who takes first", A),
            ("when does the game end", A),
            ("final scoring, what order do we count things in", A),
            ("tiebreak?", A),
            ("3 players: how do we set up the childhood cards", A),
            ("explain the childhood draft", A),
            ("how many public life goals go face up", A),
            ("the used car example: how many money symbols does the used car need?", A),
            ("scoring example: where does felix's 63 come from", A),
            ("social assistance example: why does eric get a card and felix doesnt?", A),
            ("while i'm picking cards can the others tell me what to buy or point out combos, or do i have to decide on my own?", U),
            ("someone plays an event card and i want to play one of mine right back in response. is that allowed, and whose goes first?", U),
            ("can i use 2 good luck symbols as part payment, like covering 2 missing symbols on a card, or is it only the full 3 for a free card?", U),
            ("roll phase: do i have to roll all my dice at once the first time, or can i roll a couple, look, then roll the rest?", U),
        ],
        "es": [
            ("¿Qué se hace en la fase de limpieza?", A),
            ("explícame la fase de mala suerte", A),
            ("¿En qué fase se paga el coste de la barra roja?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("Los dados que sacan mala suerte, ¿se pueden volver a tirar?", A),
            ("¿Qué pasa con las cartas de evento que compro del track?", A),
            ("en la fase de añadir al currículum, ¿puedo meter una carta de salud debajo de otra?", A),
            ("¿Qué es la ayuda social y cuándo se mira?", A),
            ("con 2 jugadores, ¿qué cambia en la limpieza?", A),
            ("¿quién empieza cada ronda?", A),
            ("al final de la ronda, ¿qué carta del track se descarta?", A),
            ("¿ustedes saben cuándo se termina la partida?", A),
            ("¿cómo se desempata?", A),
            ("Somos dos: ¿cómo se preparan las cartas de infancia?", A),
            ("¿Cuántos objetivos vitales públicos se ponen en la mesa?", A),
            ("las fichas, ¿se acumulan de turno en turno?", A),
            ("¿puedo jugar una carta de evento cuando quiera?", A),
            ("con tres símbolos de buena suerte, ¿tengo que cumplir igual la condición especial de la carta?", A),
            ("¿de qué mazo salen las cartas del track al principio y después?", A),
            ("En el ejemplo de puntuación, ¿por qué Felix y Julius se llevan los dos los puntos del objetivo Coleccionista?", A),
            ("¿con cuántos dados empiezo y hasta cuántos puedo llegar a tener?", A),
            ("Con la ayuda social, ¿la carta que cojo hay que pagarla?", A),
            ("¿cuándo se elige el tipo de una carta de dos colores?", A),
            ("si tengo 6 símbolos de mala suerte, ¿cuántas cartas pierdo?", A),
            ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
            ("En el ejemplo del Used car, ¿por qué el jugador no vuelve a tirar el dado de mala suerte?", A),
            ("Si otro jugador juega una carta de evento mientras yo estoy eligiendo qué comprar, ¿tengo que parar y esperar a que la resuelva antes de pagar mis cartas?", U),
            ("¿Los tratos entre jugadores (tipo 'no compres esa y te dejo la otra') hay que cumplirlos o se pueden romper?", U),
            ("Si un jugador tarda muchísimo en su turno, ¿se le puede poner un límite o saltarle la compra?", U),
            ("Cuando se acaba un mazo y hay que mirar la ayuda social, ¿quién cuenta las cartas de todos, el que está jugando o cada uno las suyas? ¿Hay que decirlas en voz alta?", U),
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
