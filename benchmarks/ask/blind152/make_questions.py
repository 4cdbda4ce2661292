"""Write the blind152 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind152/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 15201-15204), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: questions sent as a chat message to the table's group, typed
in a hurry like a text (shorthand, digits, dropped accents, "lol", "jaja", "xd").
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
SEEDS = {"coming-of-age": 15201, "loop": 15202, "adulthood": 15203, "cv": 15204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("how many VEP do we start w/ again?? forgot lol", A),
            ("wait do we roll at the same time or go round the table?? ppl r waiting on me", A),
            ("can i move my die 2 a spot thats not next 2 it? how many frustration tokens is that", A),
            ("all my open tracks already have a frustration token on them, can i still change location??", A),
            ("pulled 2 dice off the same location, do i leave 2 interest tokens or just 1", A),
            ("i had 3 interest tokens where i went so i move 3 on fulfillment? n do i get every bonus on the way", A),
            ("counter's already on the far right n i gotta move it right again, wat happens", A),
            ("how many memory tokens can i flip per turn and when", A),
            ("hand limit on trait tiles pls, i just drew a 5th :(", A),
            ("what friendship level do i need w/ her to mimic her 3rd trait tile", A),
            ("i have a die AND a presence at this stop, can i take the bus stop bonus and a friendship w/ someone else both??", A),
            ("how do u get a friend from level 4 to 5 lol stuck", A),
            ("paying 3 motivation for a memory, how many vep is that", A),
            ("if i pay the memory w 4 willpower instead do i still get the card bonus + memory token?", A),
            ("do i move the counter 2 left per motivation token or just once", A),
            ("all 4 of my character tokens r out as presences, can i still place another one??", A),
            ("when do the memory cards get refilled, right after some1 takes one?", A),
            ("end of the year, what do we do w the bus stop tiles again", A),
            ("round 3 how many dice n what kind", A),
            ("unresolved frustrations at the end cost how much", A),
            ("leftover willpower motivation n memory tokens, how many vep do they give", A),
            ("tie on vep, who wins??", A),
            ("2 players: whats the deal w the 4 trait tiles in the middle, what do i need 2 mimic the 2nd one", A),
            ("solo: which goal tiles do i draw?? not 1 of each right", A),
            ("solo: does rob get mood counters n frustration tokens or not", A),
            ("rob is crushing me lol how do i make him easier", A),
            ("omg we've been giving the memory token only 2 whoever took the memory 1st at a spot, not every1 who took it. 2 rounds like that, how do we fix it??", U),
            ("we had a die AND a presence at the same stop a few times n took BOTH the bus stop bonus and a friendship bonus each time lol. round 3 now, fix?", U),
            ("solo: i miscounted n rob rolled 1 more die than me all of round 3 lol, do i take back his extra interest tokens or just keep going", U),
            ("we forgot 2 unlock the pink track after round 1 n played all of round 2 w just 2 tracks. now what", U),
        ],
        "es": [
            ("cuantas Fichas de Frustracion pongo en mi reserva al preparar??", A),
            ("Oye, ¿puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el otro extremo?", A),
            ("como se supera una Ficha de Frustracion?? con 4 de Fuerza de Voluntad y ya?", A),
            ("che, si rebota a la izquierda y tengo una Ficha de Frustración superada en ese extremo, ¿qué pasa?", A),
            ("el Contador de Estado de Animo en la casilla de mas a la derecha me da la bonificacion todos los turnos o solo al llegar?", A),
            ("si el Espacio de Experiencia me pide mover un Contador de un registro q aun no tengo q hago xd", A),
            ("Vale, me toca una Bonificación de Rasgo: ¿qué opciones tengo?", A),
            ("¿Cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida?", A),
            ("si juego una Ficha de Rasgo tengo q seguir cumpliendo el requisito despues??", A),
            ("¿Cuánto VEP me da meter un personaje nuevo en el nivel 0 del Registro de Amistad?", A),
            ("¿Puedo subir a un personaje de nivel si el siguiente nivel ya está lleno?", A),
            ("Si dos gastamos Fichas de Motivación en el mismo Recuerdo, ¿lo ganamos los dos?", A),
            ("Disculpe, ¿qué tres cosas da una Carta de Recuerdo?", A),
            ("puedo poner 2 Presencias mias en la misma ubicacion?", A),
            ("cuando juego una Carta de Padres robo otra?? cuantas tengo q tener en la mano", A),
            ("donde para el autobus, en todas las ubicaciones abiertas?", A),
            ("Fin de ronda: ¿qué Contador de Estado de Ánimo añado y en qué casilla lo pongo?", A),
            ("q ubicaciones se abren en la ronda 4??", A),
            ("cuantos turnos dura la partida en total jaja", A),
            ("Al final, ¿cuántas Fichas de Objetivo puedo puntuar y cuánto vale cada una?", A),
            ("los objetivos de tipo A, si empato con otro jugador, cuentan?", A),
            ("Antes de la puntuación final, ¿se puede usar alguna Ficha de Recuerdo?", A),
            ("En solitario, ¿cómo pone Rob sus Fichas de Interés?", A),
            ("en solitario Rob avanza en el Registro de Realizacion Personal igual q yo?", A),
            ("Ahorita jugando solo: si la Parada de Autobús es una Ficha de Personaje, ¿qué hace Rob?", A),
            ("¿Qué puntúa Rob al final de la partida?", A),
            ("Tío, la ronda 1 la jugamos con dos dados de cuatro caras cada uno (cogimos también el de otro color sin querer). ¿Cómo lo arreglamos ahora?", U),
            ("Durante dos rondas, cada vez que alguien superaba una Ficha de Frustración con 4 de Fuerza de Voluntad le dábamos también 4 VEP, como en el rebote. ¿Se los quitamos?", U),
            ("che al final de cada año pusimos Carta de Recuerdo nueva tambien encima de las que nadie habia agarrado, y asi dos rondas jaja, q hacemos con las de abajo??", U),
            ("Disculpe, durante la ronda 2 jugamos con tres Cartas de Padres en la mano porque robábamos dos después de jugar una. ¿Cómo se corrige?", U),
        ],
    },
    "loop": {
        "en": [
            ("how many MATERIAL sets do we take out w 3 ppl", A),
            ("who goes first lol", A),
            ("do i draw a FAVOUR every turn even if i have 5 already?", A),
            ("can i just pass this turn?? nothing good 2 do", A),
            ("WORK but im at 0 HAPPINESS, what happens", A),
            ("max MATERIAL i can BUY in 1 turn? n how does the price work", A),
            ("activity shows 2 of the same colour, can i take 2 QUALITY off one MATERIAL", A),
            ("QUALITY hit 0, where does the card go", A),
            ("how many ACTIVITY can i keep in my AREA", A),
            ("can 1 ACTIVITY count for 2 GOAL at the same time?", A),
            ("what does HOBBY need again", A),
            ("some1 played me SHARE, how much REPUTATION if i ACCEPT", A),
            ("how do i REJECT a FAVOUR", A),
            ("can i go over 2 REPUTATION", A),
            ("spend REP in a WORK turn, what do i get", A),
            ("can i use 1 REP to BUY a MATERIAL for 0 COIN at QUALITY 1", A),
            ("we made a deal n he broke it, is that legal??", A),
            ("DEPLETION just showed up, does the game end right now?", A),
            ("tie on HAPPINESS, tiebreak?", A),
            ("BARTER: do i get anything back for the QUALITY difference", A),
            ("im the Tycoon, how does my WORK work", A),
            ("competitive: how many CAREER do we get 2 pick from", A),
            ("when do i draw an EVENT", A),
            ("CREDIT CARD how much can i PAYOFF per turn", A),
            ("unpaid CREDIT CARD at the end, penalty?", A),
            ("solo: what HAPPINESS do i need 2 win", A),
            ("we let ppl PAYOFF 3 COIN a turn on a CREDIT CARD for like 4 rounds, fix??", U),
            ("we've been giving only 1 REPUTATION for ACCEPTing SHARE the whole game, how do we fix it now", U),
            ("gotta stop halfway n finish 2moro, is there an official way to save the game state?", U),
            ("competitive: we drew an EVENT every time someone's HAPPINESS changed, not just on entering a new zone, 3 rounds in. fix?", U),
        ],
        "es": [
            ("¿Con cuántas FAVOUR empieza el 2º jugador en una partida de 3?", A),
            ("con q HAPPINESS empieza el INTERN y con cual las demas CAREER?", A),
            ("hay limite de MATERIAL en mi AREA?", A),
            ("Si el mazo de FAVOUR está vacío al empezar mi turno, ¿qué hago?", A),
            ("cuantas ACTIVITY puedo completar en un turno de CONSUME y cuanta HAPPINESS dan", A),
            ("Vale, cumplo un GOAL: ¿lo tengo que mostrar en el mismo turno?", A),
            ("¿Puedo jugar FAVOUR en el turno de otro jugador?", A),
            ("si acepto un FAVOUR teniendo ya 5 en la mano me lo quedo??", A),
            ("¿Cuánta REPUTATION hace falta para sacar 1 HAPPINESS en CONSUME?", A),
            ("se le puede jugar ACQUIRE a alguien q no tiene MATERIAL?", A),
            ("RESELL: ¿qué pasa si el otro no tiene COIN para pagarme?", A),
            ("SHARE: si al final no uso ese MATERIAL, ¿le quitan QUALITY igual?", A),
            ("CURIOSITY q pide??", A),
            ("¿Cuándo se reponen las cartas del tablero?", A),
            ("quien pierde HAPPINESS x la DEPLETION?", A),
            ("Disculpe, ¿cómo se gana en el modo básico?", A),
            ("¿Cuánto dura un CONTINUOUS EVENT?", A),
            ("cuando se resuelve un IMMEDIATE EVENT", A),
            ("Che, ¿qué me dan cuando pido una CREDIT CARD?", A),
            ("¿Cuánto resta la LANDFILL Penalty al final?", A),
            ("En cooperativo, ¿se puede REJECT?", A),
            ("en cooperativo cuando recupero las FAVOUR q jugue?", A),
            ("En cooperativo, ¿cuándo ganamos?", A),
            ("En solitario, ¿cuántos GOAL me reparto?", A),
            ("en solitario como funciona el RENEW", A),
            ("Con Economic Slowdown activo, ¿cuántos MATERIAL puedo comprar?", A),
            ("Al final desempatamos mirando primero los GOAL y después la REPUTATION, y ya le dimos la victoria a mi primo. ¿Cómo lo arreglamos?", U),
            ("Che, en la de 4 le dimos 2 FAVOUR a cada uno al empezar en vez de según la posición. ¿Cómo lo compensamos?", U),
            ("con The Gap solo comparamos las COIN, sin sumar la QUALITY de los MATERIAL, y perdimos todos 1 HAPPINESS :( se corrige??", U),
            ("oye al saldar una CREDIT CARD nos quedabamos las 5 COIN en vez de devolverlas al WORK AREA, dos veces ya, q hacemos", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how many time meeples do we each start w", A),
            ("how many career cards do we keep at setup", A),
            ("can i use energy as time?", A),
            ("can i use both career spots in the same turn", A),
            ("what does the top career spot do if i have no career card yet", A),
            ("donate costs what", A),
            ("date: what do i pay n what do i get", A),
            ("meditate does what again", A),
            ("can i put out more meeples after i start collecting rewards", A),
            ("leftmost market card gives what", A),
            ("just played a new leisure card, when can i use its action", A),
            ("got a new career, where does the old one go", A),
            ("do i lose promoted if i switch careers", A),
            ("how do i become grown up", A),
            ("passed a life event space, when do i resolve it", A),
            ("can my markers ever go backwards", A),
            ("card has a white n black life icon in the green bar, what does that mean", A),
            ("how many resources n traits can i have out", A),
            ("what do unhappiness tokens do", A),
            ("when exactly does the game end", A),
            ("i have 4 family icons at the end, how much happy is that", A),
            ("complete heart worth what", A),
            ("passed the end of a track at scoring?? what now", A),
            ("tie, who wins", A),
            ("solo: how many cards in the market n what do the 2nd n 3rd cost", A),
            ("solo: when does it end n how do i win", A),
            ("gotta stop at halftime n finish tmrw, any official way 2 save a game like this?", U),
            ("we've been charging 1 energy 1 money for the 2nd card from the left too, 4 turns in, how do we fix it", U),
            ("at the end we scored sets as 1 happy per icon (3 family = 3 happy), winner already left lol, recount?", U),
            ("we forgot to slide the market left for a few turns, just filled the gaps where they were. fix??", U),
        ],
        "es": [
            ("quien empieza??", A),
            ("¿Cuántas cartas de Values me dan y cuáles puedo mirar?", A),
            ("Disculpe, ¿dónde se ponen los marcadores de puntuación al empezar?", A),
            ("hacia donde se mueve el marcador de Felicidad", A),
            ("¿Puedo usar la misma casilla de acción dos veces en un turno?", A),
            ("para q sirve la Entrevista", A),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("puedo jugar la carta q acabo de agarrar del mercado en el mismo turno?", A),
            ("Vale, juego una carta de Experiencia, ¿qué hago con ella luego?", A),
            ("¿Puedo tener dos cartas de Community a la vez?", A),
            ("como me caso jaja", A),
            ("Ya me ascendieron, ¿puedo seguir usando la acción de la izquierda de mi Career?", A),
            ("¿Cuándo puedo usar las acciones de mi Partner?", A),
            ("para ascender cuenta el icono de la propia Career?", A),
            ("¿Qué significa la caja blanca en la barra de coste?", A),
            ("cuantas cartas de la mano puedo jugar en un turno", A),
            ("Al final del turno, ¿qué pasa con el mercado?", A),
            ("¿Me puedo llevar más de una Life Event en un turno?", A),
            ("que quiere decir el simbolo q tienen algunas Life Events", A),
            ("¿En qué orden se hace la puntuación final?", A),
            ("¿Cuándo pierdo el token de Married?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("en solitario robo Life Event al pasar esas casillas?", A),
            ("En solitario, ¿qué hace Meditar?", A),
            ("En solitario, ¿cómo se elige el Achievement?", A),
            ("en solitario cuentan los corazones y los sets de iconos??", A),
            ("¿Los marcadores de puntuación tienen algún símbolo para daltónicos o solo el color?", U),
            ("Disculpe, a mi hija no le dimos el marcador de Grown Up cuando pasó la casilla y estuvo dos turnos sin poder casarse ni ascender. ¿Cómo se lo compensamos?", U),
            ("al final gano el q tenia mas Impacto, sin sumar la Felicidad. ya se fueron todos, cambia algo??", U),
            ("Tío, hemos estado dando la Felicidad de los sets de iconos durante la partida, en cuanto alguien juntaba 3 iguales, en vez de al final. ¿Cómo lo arreglamos?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do we start w", A),
            ("whats the max dice", A),
            ("how many rerolls do i get", A),
            ("can i reroll the bad luck dice", A),
            ("how many cards can i take per turn", A),
            ("3 good luck symbols do what", A),
            ("does good luck also cover the special condition on a card", A),
            ("how many bad luck b4 i lose a card", A),
            ("can i use an event card's symbols to help buy", A),
            ("do event cards stay in front of me after i use them", A),
            ("red slash on a card, what does that mean", A),
            ("cant pay the red slash, what happens", A),
            ("can dice i used to buy also pay the red slash", A),
            ("card w 2 colours in the title, which pile does it go in", A),
            ("new health card, top or bottom?", A),
            ("can a work card go under my pile", A),
            ("which card in a pile gives its effect", A),
            ("do tokens pile up every turn like income", A),
            ("cleanup: what happens to the track", A),
            ("we're 3, end of round what about the leftmost track card", A),
            ("when does the game end", A),
            ("when do we do social assistance", A),
            ("tie on points, who wins", A),
            ("2 ppl tie on a public life goal", A),
            ("3 players, how do we set up the childhood cards", A),
            ("who starts", A),
            ("we're 3 n we just shuffled all 12 childhood cards instead of the bicycle + 8, already drafted, fix?", U),
            ("misfortune: we made ppl discard an event card from their hand instead of an active card for 2 rounds lol, what now", U),
            ("we've been paying the red slash of every card in the pile, not just the top one, 3 rounds. fix??", U),
            ("we're 3 n never discarded the leftmost card at round end for the whole early adulthood deck, how do we fix it", U),
        ],
        "es": [
            ("¿Cuántas metas de vida se reparten?", A),
            ("como es el draft de infancia", A),
            ("Somos 2, ¿cómo se preparan las cartas de infancia?", A),
            ("si el de la bici pierde su carta de bicicleta quien empieza??", A),
            ("¿De qué mazo salen las cartas al principio y en qué orden van?", A),
            ("puedo poner mis dados al lado de las cartas para pensar?", A),
            ("Para la mala suerte, ¿cuentan también las fichas?", A),
            ("Desgracia: ¿quién elige qué carta pierdo?", A),
            ("¿Cuántos tipos de cartas hay?", A),
            ("para q sirven las posesiones", A),
            ("¿Cuándo se pueden jugar las cartas de evento?", A),
            ("Si compro una carta de evento, ¿dónde va?", A),
            ("cuales son las fases de cada turno??", A),
            ("Una carta de Relación, ¿la puedo poner debajo de la pila?", A),
            ("cuantos puntos dan 4 cartas de salud", A),
            ("Posesiones al final: ¿solo cuenta la de arriba?", A),
            ("Metas públicas: ¿quién se lleva los puntos?", A),
            ("a 4 jugadores cuantas metas publicas hay", A),
            ("Asistencia social: ¿cuántas cartas puedo coger y pago algo?", A),
            ("asistencia social: en q orden agarran las cartas?", A),
            ("¿Puedo apartar un poco una carta de la fila para acordarme de que la quiero?", A),
            ("¿Cuándo se paga el coste de la barra roja?", A),
            ("no tengo los simbolos en los dados para la barra roja, puedo pagar con fichas?", A),
            ("Disculpe, ¿en qué orden se cuentan los puntos al final?", A),
            ("a 2, cuando se descarta la carta de la izquierda de la fila", A),
            ("¿Cuántos símbolos distintos tienen los dados?", A),
            ("Cuando se acabó el mazo de adultez temprana, en vez de pasar al de mediana edad rebarajamos las cartas descartadas de la fila y seguimos con ellas dos rondas. ¿Cómo seguimos?", U),
            ("Cuando el de la bici perdió su carta de bicicleta, pasamos el turno inicial al de su izquierda las dos rondas siguientes. ¿Cómo seguimos ahora?", U),
            ("che en la asistencia social agarramos las cartas empezando por el de la bici y no por el q terminaba su turno, hay q deshacer algo?", U),
            ("Vale, estuvimos anulando una mala suerte por cada buena suerte y así nadie perdió cartas en tres rondas. ¿Cómo lo arreglamos?", U),
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
