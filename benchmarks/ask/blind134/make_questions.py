"""Write the blind134 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind134/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13401-13404), so the
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
SEEDS = {"coming-of-age": 13401, "loop": 13402, "adulthood": 13403, "cv": 13404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("where do my two starting mood counters go at setup, and what about the other three?", A),
            ("which space does my VEP counter start on?", A),
            ("what happens when my mood counter is already all the way right and i have to move it right again?", A),
            ("my counter is already on the far left space and the location makes me go left again. what now?", A),
            ("Bouncing left but there's already a frustration token on the left end of that track, the flipped one. do I gain or lose?", A),
            ("if a counter has to bounce twice to the right in one go, do i get two motivation tokens?", A),
            ("when i spend 3 motivation tokens on a memory, does my counter go down 3 steps or 2?", A),
            ("the counter moves 2 left when i pay motivation. do i pick up the bonuses of the spaces it passes?", A),
            ("my counter sits on the rightmost space of a track. do i keep getting that bonus every turn or only when i land there?", A),
            ("When does a new mood track open up and where does its counter start?", A),
            ("the experience space tells me to move the blue counter but i don't have blue yet, what do i do", A),
            ("how many steps does my personal fulfillment counter go up when I visit a place with interest tokens?", A),
            ("Personal fulfillment counter is at the end of the track and I still have 2 steps to go. Do I lose them?", A),
            ("how many levels does the friendship track have and which ones need the intimacy bonus?", A),
            ("my friend's token is on level 4. can a normal friendship bonus push it to 5?", A),
            ("next level on my friendship track is full, can i still move the token up?", A),
            ("whats the most trait tiles I can hold in my hand? I just drew a fifth", A),
            ("I've played 4 trait tiles already, can i play a 5th if i meet it?", A),
            ("Which slot does a new trait tile go into on my board?", A),
            ("to mimic the 3rd trait tile on someone's board, what level does their character need to be on my friendship track?", A),
            ("how many dice do we each get in round 3, and what kind?", A),
            ("At the end of a round which locations get unlocked?", A),
            ("the bus stop tiles, do they shift every year? which way?", A),
            ("how much VEP do I lose for each unresolved frustration at the end?", A),
            ("leftover tokens at the end - how many do i need for 1 VEP?", A),
            ("solo: rob's fulfillment counter is at the end of his track and he has to advance again. what does he get?", A),
            # unanswerable
            ("how many spaces are there on friendship levels 5, 6 and 7? can two of my close friends sit on level 7 at the same time?", U),
            ("solo: rob skips the fulfillment spaces that don't give VEP. when he stops on a space that gives VEP plus something else, like a willpower or a trait bonus, does he take the extra thing too or only the VEP?", U),
            ("after the +4 VEP left bounce my frustration token goes back to my supply. which side up does it go back? could the next one i place on a track already be on its overcome side?", U),
            ("Balanced trait: my counter is on the rightmost space of a track whose right end is covered by an unresolved frustration token. Does that counter still count as being on the far right?", U),
        ],
        "es": [
            ("¿En qué casilla empieza el Contador de Realización Personal?", A),
            ("oye, si mi Contador de Estado de Ánimo ya está en la última casilla de la derecha y tengo que moverlo otra vez a la derecha, ¿qué pasa?", A),
            ("Che, si el contador ya está al tope de la izquierda y me toca moverlo a la izquierda, ¿qué opciones tengo?", A),
            ("si reboto a la izquierda y hay una Ficha de Frustración sin superar en el extremo derecho, cuantos VEP pierdo", A),
            ("Al rebotar a la derecha, si el icono de Motivación está tapado por una Ficha de Frustración, ¿gano algo?", A),
            ("¿Cuántos pasos se mueve el Contador de Estado de Ánimo cuando gasto Fichas de Motivación para una Presencia?", A),
            ("Tío, al mover el contador 2 pasos a la izquierda por pagar, ¿me llevo las bonificaciones de las casillas que paso?", A),
            ("¿En qué orden se van desbloqueando los Registros de Ánimo después del turquesa y el verde?", A),
            ("¿Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una en el otro extremo?", A),
            ("Cuando supero una frustración, ¿a dónde va la ficha?", A),
            ("¿Cuántas Fichas de Frustración tengo que poner para mover mi dado a una ubicación que no es adyacente?", A),
            ("vos sabés si las ubicaciones de las puntas del tablero cuentan como adyacentes?", A),
            ("¿Cuánto avanza el Contador de Realización Personal si tengo 3 Fichas de Interés en la ubicación a la que voy?", A),
            ("Una Ficha de Recuerdo, ¿cuántos pasos me deja mover un contador? ¿Puedo usar dos en el mismo turno?", A),
            ("la ficha de recuerdo q manda el contador al centro, cuantas veces me da la bonificacion de esa casilla", A),
            ("¿En qué nivel del Registro de Amistad entra un personaje que conozco por primera vez y qué gano?", A),
            ("Para pasar a un amigo del nivel 5 al 6, ¿me vale una Bonificación de Amistad normal?", A),
            ("¿Cuántas Fichas de Rasgo puedo tener en la mano como máximo?", A),
            ("Cuando saco una Ficha de Rasgo de más y tengo que descartar, ¿a dónde va la descartada?", A),
            ("¿Cuántos VEP da la primera Ficha de Motivación gastada en un Recuerdo, y la segunda, y la tercera?", A),
            ("Disculpe, ¿con cuántas Presencias como máximo puedo contar en el tablero y qué pasa si quiero poner una quinta?", A),
            ("¿Qué dados se usan en la ronda 4 y cuántos turnos dura?", A),
            ("Che, al final de la partida, ¿puedo usar una Ficha de Recuerdo antes de contar?", A),
            ("en la variante de 2 jugadores, que nivel de amistad necesito con el personaje neutral para la segunda ficha de la fila", A),
            ("En solitario, cuando Rob avanza en su Registro de Realización Personal, ¿se para en todas las casillas?", A),
            ("En solitario, Rob recibe una Bonificación de Amistad con un personaje: ¿en qué casilla del Registro de Amistad lo pone?", A),
            # unanswerable
            ("¿Qué color de Ficha de Motivación pide la Pizzería para conseguir su Recuerdo?", U),
            ("Para el Rasgo Centrado (al menos 2 Contadores en casillas centrales), ¿cuentan los Contadores que todavía esperan sin colocar en el área central de mi tablero?", U),
            ("En solitario, ¿en qué casilla del registro de VEP empieza Rob? ¿en la 5 como nosotros?", U),
            ("Para el Rasgo Triste (2 Contadores en el extremo izquierdo), si una Ficha de Frustración superada tapa el icono de ese extremo, ¿el Contador que está en esa casilla cuenta igual?", U),
        ],
    },
    "loop": {
        "en": [
            ("what HAPPINESS does the INTERN start at, and the other careers?", A),
            ("i have 0 happiness and want to WORK. what happens?", A),
            ("how many REPUTATION can I hold max? and if I'm at 2 and accept a SHARE?", A),
            ("how many rep do i get for accepting a RESELL", A),
            ("does my HAPPINESS go up for each ACTIVITY i consume, even if I do 3 in one turn?", A),
            ("When a MATERIAL's QUALITY drops to 0, where does it go?", A),
            ("if i pay 4 COIN for a MATERIAL what QUALITY is it? can i go higher by spending reputation?", A),
            ("I already have 3 ACTIVITY kept and I complete a 4th, what happens to the stack?", A),
            ("how many FAVOUR can I hold? I have 6 now because someone played me one, do I still draw at my turn start?", A),
            ("the FAVOUR deck is empty and so is the discard pile. do i draw?", A),
            ("At what HAPPINESS does the game end, and does it end right away?", A),
            ("What happens when the MATERIAL deck runs out and DEPLETION shows?", A),
            ("how many MATERIAL sets do we take out for a 3 player game", A),
            ("how many red FAVOUR does the 3rd player start with in a 4 player game?", A),
            ("Competitive: my HAPPINESS token crosses two zones in one go, how many EVENT do I draw?", A),
            ("do i draw an event when my happiness goes DOWN into another zone too?", A),
            ("two continuous events triggered at my turn end, which one is active?", A),
            ("how much do i put on a CREDIT CARD each turn and when is it paid off?", A),
            ("end of game, i still have 2 credit cards not paid off. how much happiness do i lose?", A),
            ("how many HAPPINESS do i lose for 7 MATERIAL in my landfill at the end?", A),
            ("co-op: what HAPPINESS do we all need at the end to win?", A),
            ("coop - when is the top MATERIAL burnt, every turn or every round?", A),
            ("solo: how many GOAL do i start with and which FAVOUR do i use?", A),
            ("solo: how often do I burn a MATERIAL from the deck?", A),
            ("Scholar WORKs: how much COIN and how much HAPPINESS does she lose?", A),
            ("freelancer working - what salary options do I have?", A),
            # unanswerable
            ("when I BUY and spend a REPUTATION for +1 QUALITY 'for any MATERIAL', can that +1 go on a MATERIAL I already had in my AREA instead of one I'm buying this turn?", U),
            ("competitive: the IMMEDIATE EVENT I triggered knocks my own HAPPINESS into another zone while we resolve it between turns. the EVENT I draw for that, does it flip in this same batch or only after my next turn?", U),
            ("i trigger DEPLETION at my turn end but i'm already at 0 HAPPINESS. what happens to the 1 HAPPINESS i'm supposed to lose?", U),
            ("Combustion Energy hits the player(s) with the least HAPPINESS. if the DEPLETION penalty of that same turn end is what dropped someone to the bottom, do we compare before or after the penalty?", U),
        ],
        "es": [
            ("¿En qué HAPPINESS empieza el jugador inicial y con qué lado del token?", A),
            ("oye, ¿cuántas REPUTATION puedo tener como máximo?", A),
            ("¿Cuánta REPUTATION gano si acepto un SHARE?", A),
            ("si acepto un RECYCLE cuanta reputacion gano", A),
            ("¿Cuántos COIN extra me da cada REPUTATION que gasto al hacer WORK?", A),
            ("¿Cuántas REPUTATION tengo que gastar en un turno de CONSUME para subir 1 HAPPINESS?", A),
            ("Che, ¿cuánta QUALITY le baja a cada MATERIAL cuando consumo una ACTIVITY con dos colores iguales?", A),
            ("¿Cuántas ACTIVITY puedo consumir como máximo en un turno?", A),
            ("¿Cuántos MATERIAL puedo comprar en un turno y cuántos puedo tener en mi AREA?", A),
            ("Tío, ¿a partir de qué HAPPINESS se acaba la partida y cuándo termina exactamente?", A),
            ("el que provoca la DEPLETION, cuanta HAPPINESS pierde", A),
            ("¿Cuántas cartas de FAVOUR robo al principio de mi turno si tengo 3 en la mano?", A),
            ("¿En qué orden se desempata en el modo básico?", A),
            ("Cuando mi HAPPINESS cambia de zona en el competitivo, ¿cuándo se dan vuelta los EVENT que robé?", A),
            ("¿Un CONTINUOUS EVENT dura hasta cuándo?", A),
            ("¿Cuántas COIN me dan al pedir una CREDIT CARD y qué más?", A),
            ("¿Cuántos COIN puedo poner como máximo en una CREDIT CARD por turno?", A),
            ("¿Cuántas COIN hay que pagar en total para saldar una CREDIT CARD?", A),
            ("Disculpe, ¿cuánta HAPPINESS se pierde por cada CREDIT CARD sin saldar al final?", A),
            ("Con 3 MATERIAL en mi LANDFILL al terminar, ¿pierdo HAPPINESS?", A),
            ("En cooperativo, ¿cuándo recupero los FAVOUR que jugué?", A),
            ("En cooperativo, si la quema de MATERIAL al final de la ronda provoca la DEPLETION, ¿alguien pierde HAPPINESS?", A),
            ("En solitario, ¿qué HAPPINESS necesito al final para ganar?", A),
            ("¿Con cuántos GOAL empiezo en solitario?", A),
            ("Soy el Tycoon, ¿cuánta HAPPINESS pierdo al hacer WORK si tengo 2 CREDIT CARD?", A),
            ("El Artist al hacer WORK, ¿cuánto gana y qué más hace?", A),
            # unanswerable
            ("En solitario llego a HAPPINESS 12 a mitad de mi turno. ¿Termino el turno, quemo el MATERIAL y volteo mis EVENT, o la partida se corta ahí mismo?", U),
            ("¿Cuántas cartas de ACTIVITY tienen la PROPERTY BOOK?", U),
            ("En solitario, si la quema del final de mi turno se lleva la última carta y aparece la DEPLETION, ¿la partida acaba ahí o juego otro turno más?", U),
            ("Soy el Scientist y compro un MATERIAL del LANDFILL de otro en mi turno de BUY: ¿puedo gastar REPUTATION para subirle la QUALITY como en una compra normal del BUY AREA?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("where do the two score markers go at setup?", A),
            ("which way does the happiness marker move when I gain a happy icon?", A),
            ("can my impact marker ever go backwards during the game?", A),
            ("when exactly does the game end once somebody's markers cross?", A),
            ("what counts as the markers 'crossing'? do they have to pass each other?", A),
            ("I passed the end of the happiness track at scoring, what do i do?", A),
            ("what happens when i pass a Grown Up space? do i need to pass it on both tracks?", A),
            ("my marker passed 2 life event spaces in one turn, do i get 2 life events?", A),
            ("when do i resolve a life event I picked up from the track?", A),
            ("at the end, how far back does each unhappiness token move me?", A),
            ("end of game: I have 5 family icons. how much happy is that?", A),
            ("how much impact do I get for a complete heart at the end?", A),
            ("how much does donate cost and how far does it move me", A),
            ("the upper community spot, how much time for one impact step?", A),
            ("How many time meeples does everyone start with?", A),
            ("can energy tokens stand in for time meeples?", A),
            ("can I use the same action spot twice in one turn?", A),
            ("taking the leftmost market card gives me what?", A),
            ("after my turn, how does the market get refilled?", A),
            ("i play a new wellness card over my old one, where does the old one go?", A),
            ("if i replace my career card do i keep my promoted marker?", A),
            ("How do I get promoted, what do I spend?", A),
            ("solo: how many cards in the market and when does it get refreshed?", A),
            ("solo: how much does the 3rd card from the market cost me in one turn?", A),
            ("solo: when does the game end?", A),
            ("solo: do I get life events when I pass the life event spaces on the track?", A),
            # unanswerable
            ("at setup, which box do the impact and happiness markers start on? the 0 at each end?", U),
            ("the rules say if you pass the end of a track you CAN return to 0 and add 25. is that optional, could I just leave my marker parked at the end?", U),
            ("I put time on my Career's first (unpromoted) action in step 1 and then Interview gets me Promoted earlier in step 2. Can I still activate the unpromoted action I already paid for this turn?", U),
            ("my happiness marker passes the end of its track mid-game and restarts at 0 (+25). now it's behind my impact marker again. do my markers still count as crossed for ending the game?", U),
        ],
        "es": [
            ("¿Dónde se colocan los marcadores al empezar, en qué track va cada uno?", A),
            ("Oye, ¿para qué lado se mueve el marcador de Impact cuando gano un icono de impacto?", A),
            ("¿Puede retroceder mi marcador de Happiness durante la partida por alguna carta?", A),
            ("Che, ¿cuándo se termina la partida si mis dos marcadores se cruzan en mi turno?", A),
            ("¿qué pasa si me paso del final del track al contar los puntos?", A),
            ("¿Cuántos espacios de Grown Up tengo que pasar para ser Grown Up?", A),
            ("si paso por un espacio de Life Event cuando resuelvo la carta", A),
            ("Al final, cada ficha de Infelicidad, ¿cuánto me hace retroceder y en qué track?", A),
            ("¿Cuánta felicidad gano con 4 iconos de Social al final?", A),
            ("Con 2 iconos iguales de Education, ¿gano algo al final?", A),
            ("¿Cuántos puntos da el corazón completo al terminar?", A),
            ("Disculpe, ¿cuánto cuesta Donate y cuántos espacios avanza?", A),
            ("¿Cuánto tiempo cuesta la acción de arriba de Leisure y cuánto me mueve?", A),
            ("Tío, ¿cuánto tiempo hay que poner en la acción básica de Career para ganar 1 dinero?", A),
            ("¿Cuántas veces por turno puedo usar cada espacio de acción?", A),
            ("¿Cuánta energía me llevo si cojo la carta de más a la izquierda del mercado?", A),
            ("¿Cuánto pago por la carta de más a la derecha del mercado?", A),
            ("Cuando se vacía un hueco del mercado, ¿cómo se rellena?", A),
            ("¿Cuántas Career puedo tener a la vez? Si saco otra, ¿qué hago con la vieja?", A),
            ("Si cambio de Partner, ¿pierdo el marcador de Married?", A),
            ("¿Cuándo puedo usar la acción de una carta que acabo de jugar en mi tablero?", A),
            ("Al final de la partida, ¿en qué orden se hacen los pasos: primero retroceder por las fichas negativas y luego sumar por los Values?", A),
            ("En solitario, ¿cuántos Life Events se usan y cuándo se sacan?", A),
            ("En solitario, ¿la segunda carta del mercado cuánto cuesta?", A),
            ("En solitario, ¿cuándo gano la partida?", A),
            ("En solitario, ¿se reponen las cartas del mercado a mitad de ronda?", A),
            # unanswerable
            ("En solitario, cuando medito y descarto una carta del mercado, ¿la nueva entra en el mismo hueco o se corren las cartas a la izquierda y entra por la derecha?", U),
            ("Puse tiempo en la acción de antes de casarme de mi Partner en el paso 1 y en el paso 2 me caso con Date antes de activarla. ¿Puedo activar igual esa acción que ya pagué?", U),
            ("¿Cuántas casillas hay desde el principio del track de Happiness hasta el primer espacio de Life Event?", U),
            ("Che, si una carta me hace avanzar en Impact y Happiness a la vez, ¿muevo primero uno y después el otro? Importa para ver si se cruzan antes de un Life Event", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll at the start and how many can i have at most?", A),
            ("how many times can I reroll?", A),
            ("can I reroll a die showing bad luck?", A),
            ("i have 3 bad luck between my dice and tokens, what happens?", A),
            ("6 bad luck symbols, how many cards do i lose?", A),
            ("what can i do with 3 good luck symbols?", A),
            ("how many cards can i take from the track in one turn?", A),
            ("how many cards are on the track at once?", A),
            ("when does the leftmost card on the track get thrown out?", A),
            ("2 players: when do we discard the leftmost track card?", A),
            ("after cards are bought, which way do the remaining track cards slide?", A),
            ("The early adulthood deck is empty, which deck refills the track next?", A),
            ("when does the game end exactly?", A),
            ("i got a new knowledge card, can i slide it under my active one?", A),
            ("new work card - can I tuck it under my current job?", A),
            ("how many active cards can one stack have?", A),
            ("what happens if i cant pay a red slash cost on my turn?", A),
            ("when do I update my tokens, and do they add up every turn?", A),
            ("what's social assistance and when is it checked?", A),
            ("who counts as eligible for social assistance?", A),
            ("whats the scoring for 4 health cards?", A),
            ("How many life goals are public in a 3 player game?", A),
            ("two players both tie for a public life goal - who gets the points?", A),
            ("tie on points at the end, who wins?", A),
            ("the player with the bicycle lost the bicycle card, who starts the round now?", A),
            ("how many childhood cards do we each end up with after the draft?", A),
            # unanswerable
            ("bad luck phase: can I pick one of the cards I bought this turn (not in my CV yet) as the card I lose to misfortune?", U),
            ("how many cards in the middle age deck give you an extra die?", U),
            ("if the deck runs out during MY cleanup and I qualify for social assistance, does that card count as one of my 1 or 2 cards for the turn?", U),
            ("end of round, old age deck nearly gone: two of us qualify for social assistance but there's only one card left on the track. what does the second player get?", U),
        ],
        "es": [
            ("¿Con cuántos dados empiezo a tirar y hasta cuántos puedo llegar a tener?", A),
            ("oye, ¿cuántas veces puedo volver a tirar los dados?", A),
            ("los dados con mala suerte se pueden volver a tirar?", A),
            ("Che, tengo tres símbolos de mala suerte, ¿qué pierdo?", A),
            ("¿Con 3 tréboles de buena suerte puedo comprar cualquier carta?", A),
            ("¿Cuántas cartas puedo coger de la fila en un turno?", A),
            ("¿Cuántas cartas hay en la fila del tablero?", A),
            ("¿Cuándo se descarta la carta de más a la izquierda de la fila?", A),
            ("A dos jugadores, ¿cada cuánto se descarta la carta de la izquierda?", A),
            ("Cuando alguien compra una carta de la fila, ¿hacia dónde se corren las demás?", A),
            ("Tío, se acabó el mazo de juventud, ¿de qué mazo se rellena ahora la fila?", A),
            ("¿Cuándo se termina la partida en CV?", A),
            ("Una carta de Health nueva, ¿la puedo meter debajo de la pila?", A),
            ("Las cartas de Possession, ¿van siempre arriba de la pila?", A),
            ("¿Cuántas cartas activas puede haber en cada pila?", A),
            ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
            ("¿Cuándo se paga el coste de las cartas con barra roja?", A),
            ("Las fichas, ¿se acumulan de un turno a otro como un sueldo?", A),
            ("¿Cuándo se mira si alguien recibe asistencia social?", A),
            ("Disculpe, ¿qué hace falta para recibir la asistencia social?", A),
            ("¿Cuántos puntos dan 3 cartas de Relationship al final?", A),
            ("¿Cuántas metas de vida públicas se ponen con 4 jugadores?", A),
            ("Si empatamos en puntos al final, ¿quién gana?", A),
            ("vos sabés cuántas cartas de infancia se reparten a cada uno con 4 jugadores", A),
            ("¿Las cartas de evento se quedan en mi currículum después de usarlas?", A),
            ("Una carta con dos colores, ¿en qué pila la pongo?", A),
            # unanswerable
            ("¿Qué hace la carta de la Bicicleta, aparte de decidir quién empieza?", U),
            ("Si pierdo mi carta de Work activa porque no puedo pagar su barra roja, la de debajo pasa a ser la activa: ¿tengo que pagar también su barra roja en esta misma fase?", U),
            ("¿Mi meta de vida personal puede ser la misma que una de las públicas? Si pasa, ¿cobro los puntos dos veces?", U),
            ("Cuando cambio del mazo de juventud al de edad media, ¿las cartas de juventud que siguen en la fila se quedan ahí hasta que alguien las compre o se descarten por la izquierda?", U),
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
