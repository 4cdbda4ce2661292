"""Write the blind90 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind90/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9001-9004), so the
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
SEEDS = {"coming-of-age": 9001, "loop": 9002, "adulthood": 9003, "cv": 9004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable



Q = {
    "coming-of-age": {
        "en": [
            ("ok I've rolled all my dice and they're on the roads, now what?", A),
            ("I picked the die I'm keeping, do I take the other dice back now or after the bus?", A),
            ("I moved my die one location over with a frustration token, what do I do next before taking my other dice back?", A),
            ("everyone has chosen a location, what happens next?", A),
            ("done with the experience space, can I still use a memory token now or is it too late?", A),
            ("experience phase is done for all of us, what now with the bus?", A),
            ("the bus just stopped at my location, what do I do first?", A),
            ("I took the bus stop bonus, is that it for this stop or is there another step?", A),
            ("I can't pay any motivation for the memory or a presence, what do I do now?", A),
            ("played my parent card, do I draw a new one right away?", A),
            ("we all finished at this stop, what happens to the dice here before the bus moves on?", A),
            ("bus got to the last locaton that has dice, what now?", A),
            ("end of the year and I still have dice next to my board, what do we set up before next year?", A),
            ("nobody has dice left next to their board, is the round over? what do we do?", A),
            ("end of round 1, which dice do we get for round 2?", A),
            ("end of round 2, which locations open now and what goes on them?", A),
            ("we just played the 9th year, is that the end of coming of age?", A),
            ("game's over, what do we count first for the final score?", A),
            ("we're tied on VEP at the end, what now?", A),
            ("I just got a trait bonus, what can I do with it right now?", A),
            ("drew a 5th trait tile, now waht?", A),
            ("solo: I've picked my location, what does Rob do now?", A),
            ("Rob and me both at the bus stop, who goes first?", A),
            ("there's 2 of us, what extra do we put out during setup?", A),
            ("boards are set up, what do I draw before we start playing?", A),
            ("solo, end of the year: Rob still has the dice he didn't put on my location. do they get thrown out like mine or does he keep them?", U),
            ("we roll at the same time, but who says go, and do we all reveal which die we kept together?", U),
            ("we have to stop after round 2 and finish tomorrow, is there an official way to note where we are?", U),
            ("end of the year and the memory card on location 3 is useless for everyone, can we swap it for a fresh one before next year?", U),
            ("I need the loo and the bus is about to stop at my location, can someone make my choice for me or does everyone wait?", U),
        ],
        "es": [
            ("Vale, ya tiré todos mis dados, ¿y ahora qué toca?", A),
            ("Elegí mi dado, ¿ahora recojo los demás o espero?", A),
            ("Quiero cambiar de ubicación el dado que elegí, ¿qué tengo que hacer?", A),
            ("Todos ya eligieron ubicación, ¿qué sigue?", A),
            ("¿Puedo usar una Ficha de Recuerdo ahora o tengo que esperar a acabar la Experiencia?", A),
            ("Terminamos la Experiencia, ¿cómo se mueve el autobús ahora?", A),
            ("El autobús paró donde tengo una Presencia pero no tengo dado, ¿qué hago?", A),
            ("Gasté Fichas de Motivación para el Recuerdo, ¿y ahora qué pasa con mi Contador de Estado de Ánimo?", A),
            ("Alguien ya se llevó el Recuerdo de esta ubicación, ¿se pone otra carta ya?", A),
            ("No tengo Motivación del color que pide la ubicación, ¿qué me toca hacer?", A),
            ("El autobús llegó a la última ubicación con dados, ¿terminó el año?", A),
            ("Acabó el año y todavía me quedan dados, ¿qué preparamos para el siguiente?", A),
            ("Ya nadie tiene dados al lado del tablero, ¿terminó la ronda? ¿qué hay que hacer?", A),
            ("Fin de la ronda 1: ¿qué Contador de Estado de Ánimo pongo ahora y dónde?", A),
            ("Empieza la ronda 4, ¿qué dados cogemos?", A),
            ("Se acabaron los nueve años, ¿y ahora qué hacemos?", A),
            ("¿En qué orden se cuenta la puntuación final? ¿Primero las Fichas de Frustración?", A),
            ("Oiga, empatamos en VEP, ¿quién gana?", A),
            ("Me tocó una bonificación de Rasgo, ¿qué puedo hacer ahora mismo?", A),
            ("ya jugué mi cuarta ficha de rasgo, puedo jugar otra?", A),
            ("Quiero poner un Rasgo Mimético en la ficha de otro jugador, ¿qué necesito?", A),
            ("Reboté a la izquierda en un Registro de Ánimo, ¿qué tengo que hacer ahora?", A),
            ("En solitario, ¿qué hace Rob después de que yo tiro mis dados?", A),
            ("Jugando contra Rob, al final del turno, ¿qué se hace con la carta de Recuerdo?", A),
            ("Oye, en Coming of Age, ¿cuándo se quitan las losetas de bloqueo de la 5 y la 6?", A),
            ("Se nos ha caído el café sobre el tablero y se movieron las Fichas de Interés, ¿qué hacemos ahora?", U),
            ("Acaba el año y hay que reponer las cartas de Recuerdo: ¿se baraja antes el mazo o se saca de arriba sin más?", U),
            ("Empieza la ronda 3 y no encontramos mi Contador de Estado de Ánimo naranja, ¿con qué lo sustituimos?", U),
            ("Terminé la ronda sin Fichas de Frustración en mi reserva personal, ¿me dan más para la siguiente?", U),
            ("Al desbloquear un registro nuevo, ¿quién saca las Fichas de Motivación a la reserva general, uno por todos o cada uno las suyas?", U),
        ],
    },
    "loop": {
        "en": [
            ("just finished setting up, who goes first?", A),
            ("it's my turn, what's the first thing I do?", A),
            ("drew my FAVOUR, now what? can I just pass?", A),
            ("I did WORK, can I still play FAVOUR after that or is my turn done?", A),
            ("I bought my MATERIAL, do I refill the BUY AREA now or at the end of my turn?", A),
            ("someone just played me a FAVOUR, what do I do now?", A),
            ("I accepted the FAVOUR, does it go in my hand or do I use it straight away?", A),
            ("my MATERIAL hit QUALITY 0 while consuming, what now?", A),
            ("completed my 4th ACTIVITY, what happens to the old ones?", A),
            ("my ACTIVITY now meet one of my GOAL, do I have to reveal it now?", A),
            ("done with my turn, who goes nxt?", A),
            ("ACTIVITY deck is empty at the end of my turn, what now?", A),
            ("the MATERIAL deck just ran out and DEPLETION showed up, is that the end of loop?", A),
            ("someone just hit HAPPINESS 12, is the game over right now?", A),
            ("game's over in basic mode, how do we decide who wins?", A),
            ("we're tied on happiness, what next?", A),
            ("my HAPPINESS token just went into a new zone, what now?", A),
            ("I have face-down EVENT next to my CAREER, when do I flip them?", A),
            ("flipped an IMMEDIATE EVENT, who resolves it first?", A),
            ("I've got a CREDIT CARD now, what do I have to do every turn?", A),
            ("I have to WORK but I'm at zero happiness, now what?", A),
            ("co-op: I played a FAVOUR face up, when do I get it back?", A),
            ("co-op, we finished a full round, anything to do before the next one?", A),
            ("solo, I ended my turn, anything else to do?", A),
            ("competitive setup: I got dealt 2 CAREER, now what?", A),
            ("last turn of the whole game: do I still refill the empty slots at the end of my turn or do we just stop?", U),
            ("two of us want to swap seats halfway through, does turn order follow the new seats?", U),
            ("we're running out of time, can we just score right now in the middle of the round?", U),
            ("someone hit 12 HAPPINESS, do we have to announce 'final round' or mark it somehow?", U),
            ("my turn's over and the next player stepped out, can the one after him go and he catches up later?", U),
        ],
        "es": [
            ("Acabamos de montar; disculpe, ¿sabe usted quién empieza?", A),
            ("Empieza mi turno, ¿robo un FAVOUR primero?", A),
            ("Ya robé, ¿y ahora qué toca? ¿Puedo pasar?", A),
            ("Hice WORK, ¿puedo jugar FAVOUR después todavía?", A),
            ("Terminé de comprar, ¿cuándo se reponen las cartas del tablero?", A),
            ("Me jugaron un SHARE, ¿qué tengo que hacer?", A),
            ("Quiero rechazar un FAVOUR pero no tengo otro igual, ¿qué hago?", A),
            ("Mi MATERIAL llegó a QUALITY 0, ¿a dónde va?", A),
            ("Ya tengo 3 ACTIVITY y completé otra, ¿qué hago con la vieja?", A),
            ("Cumplo un GOAL, ¿lo tengo que mostrar ya?", A),
            ("Che, ya terminé mi turno, ¿a quién le toca?", A),
            ("Salió la DEPLETION, ¿se acaba ya la partida de LOOP?", A),
            ("Alguien llegó a 12 de HAPPINESS, ¿seguimos jugando?", A),
            ("Se acabó la partida en modo competitivo, ¿qué penalizaciones aplicamos ahora?", A),
            ("Empate en HAPPINESS, ¿y ahora?", A),
            ("Mi HAPPINESS entró en otra zona, ¿robo EVENT ya?", A),
            ("Tengo EVENT boca abajo, ¿cuándo se activan?", A),
            ("Se activaron dos CONTINUOUS EVENT juntos, ¿cuál vale?", A),
            ("ya tengo un CREDIT CARD, cuanto pago por turno?", A),
            ("Pagué 5 COIN al CREDIT CARD, ¿y ahora qué?", A),
            ("En cooperativo, ¿robo FAVOUR al inicio del turno?", A),
            ("En cooperativo terminamos la ronda completa, ¿hay que hacer algo?", A),
            ("En solitario, termina mi turno, ¿qué hago con el mazo de MATERIAL?", A),
            ("En solitario, ¿cuándo gano?", A),
            ("El mazo de FAVOUR está vacío y me toca robar, ¿qué hago?", A),
            ("Al final de mi turno, ¿qué repongo primero, los MATERIAL o las ACTIVITY?", U),
            ("Se fue la luz a mitad de partida, ¿hay alguna forma oficial de apuntar cómo estábamos para seguir otro día?", U),
            ("Terminé mi turno; ¿el siguiente puede ir robando su FAVOUR mientras yo todavía repongo las cartas?", U),
            ("Al terminar mi turno, ¿le tengo que pasar algo al siguiente, como un marcador de turno?", U),
            ("Terminó la partida y queremos la revancha ya: ¿empieza el que ganó o volvemos a lo de los $100?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("setup's done, who starts?", A),
            ("my turn, what's the first thing I do?", A),
            ("placed all my time meeples, now what?", A),
            ("I activated all my spots, do I do cards now?", A),
            ("can i add another action after I started spending?", A),
            ("it's my first turn, when do I play my Career card?", A),
            ("I took the left-most card from the market, do I get anything?", A),
            ("I played a Career card and already had one, what do I do with the old one?", A),
            ("played a new Partner, what happens to my old one?", A),
            ("played an Experience card, where does it go after?", A),
            ("done with my cards, what now?", A),
            ("do I refill the market now or at the end of the round?", A),
            ("I passed a Life Event space, do I resolve it right now?", A),
            ("my Life Event is resolved, where does the card go?", A),
            ("my marker just passed the Grown-Up space, what now?", A),
            ("my markers crossed, is adulthood over right now?", A),
            ("the round's finished after someone crossed, what do we do now?", A),
            ("final scoring, what's the first step?", A),
            ("tied on the final score, who wins?", A),
            ("I used Interview and I'm Grown Up, what do I get?", A),
            ("I want to get married, what do I do?", A),
            ("solo: end of the round, what do we do?", A),
            ("solo: I just drew the eighth Life Event, is that it?", A),
            ("solo game's over, did I win?", A),
            ("solo: I took my first market card, how much is the next one?", A),
            ("final scoring: do we do step 1 for everyone, then step 2 for everyone, or does each player run all 4 steps one after the other?", U),
            ("who moves everyone's markers on the Scoring Board, each player or one scorekeeper?", U),
            ("between turns can I reorder the cards in my Experience stack?", U),
            ("it's my turn but the player before me is still resolving his Life Events, can I start my step 2 already?", U),
            ("I put money on a spot but never activated it in step 2 and now I'm at step 4, do I still get the reward or just the tokens back?", U),
        ],
        "es": [
            ("Ya repartimos todo, ¿quién empieza la partida?", A),
            ("Me toca, ¿qué hago primero?", A),
            ("Puse todos mis meeples de tiempo, ¿y ahora?", A),
            ("Ya activé mis acciones, ¿qué sigue?", A),
            ("¿Puedo colocar mis meeples antes de que me toque?", A),
            ("¿Primero cojo carta del mercado o juego mis cartas?", A),
            ("Cogí la carta de más a la derecha del mercado, ¿qué tengo que pagar?", A),
            ("Jugué una carta de Wellness y ya tenía una, ¿qué hago con la anterior?", A),
            ("Acabo de jugar una carta con acción, ¿la puedo usar ya?", A),
            ("Terminé de jugar cartas, ¿qué hago ahora?", A),
            ("¿Cuándo se desliza el mercado, ahora o al final de la ronda?", A),
            ("Pasé una casilla de Life Event, ¿la resuelvo ahora?", A),
            ("Crucé la casilla de Grown Up, ¿y ahora qué?", A),
            ("Se cruzaron mis marcadores, ¿se acaba ya la partida de Adulthood?", A),
            ("Terminó la última ronda, ¿qué hacemos con las cartas de Valores?", A),
            ("En la puntuación final, después de las fichas negativas, ¿qué sigue?", A),
            ("Empatamos en puntos, ¿quién gana?", A),
            ("Me pasé del final del marcador, ¿qué hago?", A),
            ("Cambié de Career, ¿pierdo el ascenso?", A),
            ("Quiero casarme con mi Partner, ¿qué tengo que hacer?", A),
            ("quiero meditar, que pasa?", A),
            ("En solitario se acaba la ronda, ¿qué toca?", A),
            ("En solitario paso por una casilla de Life Event, ¿robo carta?", A),
            ("Solitario: ¿cuándo termina la partida?", A),
            ("Vos que jugás solo: al empezar, ¿qué hacés con las cartas de Achievement?", A),
            ("Se cayeron las fichas de Unhappiness y de Negative Impact y se mezclaron, ¿cómo sabemos cuántas tenía cada uno?", U),
            ("Al reponer el mercado se vio por error la carta de debajo del mazo, ¿hay que barajar?", U),
            ("¿Se puede jugar por equipos de dos, sumando los puntos de cada pareja?", U),
            ("Se me perdió un meeple de tiempo, ¿juego con 7 o lo sustituyo por otra cosa?", U),
            ("Acabé mi turno, ¿tengo que decir en voz alta que ya está o el siguiente empieza cuando ve que devolví los meeples?", U),
        ],
    },
    "cv": {
        "en": [
            ("we've drafted our childhood cards, who starts?", A),
            ("my turn, what do I do first?", A),
            ("rolled, can I reroll now?", A),
            ("done rolling, now what?", A),
            ("I have 3 good luck symbols, what can I do with them?", A),
            ("I've bought my cards, now what?", A),
            ("got 3 bad luck, now what?", A),
            ("no misfortune this turn, what's next?", A),
            ("where do I put a new health card I just bought?", A),
            ("done adding my new cards to my stacks, now what?", A),
            ("I just took a card with a red slash, when do I pay it?", A),
            ("can't pay my red slash cost, what now?", A),
            ("cleanup: do I slide the track first or refill first?", A),
            ("end of the round in cv, what do we do with the track?", A),
            ("2 players: do we discard the leftmost card only at the end of the round?", A),
            ("finished cleanup, whose turn is it next?", A),
            ("early adulthood deck just ran out, what now?", A),
            ("someone qualifies for social assistance, what do they do?", A),
            ("old age deck has 2 cards left after refilling and there are 3 of us, is that the end?", A),
            ("game's over, how do we score?", A),
            ("tie on points at the end?", A),
            ("setup with 3 players, how do we prepare the childhood cards?", A),
            ("got my 3 childhood cards, now what?", A),
            ("I updated my tokens, is my turn over?", A),
            ("I want to play an event card, when can I?", A),
            ("end of the game: do we reveal our personal life goals all at once or one at a time?", U),
            ("to save time can the next player roll while I'm still doing cleanup?", U),
            ("game over: does having the bicycle token score anything?", U),
            ("while refilling the track a card from the deck got flipped by accident, do we put it back?", U),
            ("in the childhood draft someone passed the wrong way and one player ended up with 4 cards, what now?", U),
        ],
        "es": [
            ("Ya elegimos las cartas de infancia, ¿quién arranca?", A),
            ("Me toca, ¿cuántos dados tiro?", A),
            ("Tiré y me salió mala suerte en uno, ¿lo puedo volver a tirar?", A),
            ("Ya no quiero tirar más, ¿qué sigue?", A),
            ("Che, ¿vos sabés cuántas cartas puedo agarrar del track?", A),
            ("Compré mis cartas, ¿ahorita qué toca?", A),
            ("Saqué 3 de mala suerte, ¿qué hago?", A),
            ("Ya pasé la fase de mala suerte, ¿dónde pongo las cartas que compré?", A),
            ("Compré una carta de Work, ¿la puedo poner debajo de la pila?", A),
            ("¿Y las cartas de evento que compré van a mis pilas?", A),
            ("Tengo una carta con tachado rojo, ¿cuándo la pago?", A),
            ("No puedo pagar el coste de la carta con tachado rojo, ¿qué pasa?", A),
            ("Terminé de añadir cartas, ¿qué hago en la limpieza?", A),
            ("Se terminó la ronda, ¿qué se hace con el track antes de reponer?", A),
            ("Somos dos, ¿cuándo se descarta la carta de la izquierda?", A),
            ("ya actualice mis fichas, a quien le toca?", A),
            ("Se acabó el mazo de adultez temprana, ¿qué hacemos?", A),
            ("¿Quién puede pedir asistencia social?", A),
            ("Varios reciben asistencia social, ¿en qué orden?", A),
            ("Quedan pocas cartas de vejez, ¿cuándo se acaba la partida?", A),
            ("Terminó la partida, ¿qué contamos primero?", A),
            ("Empate a puntos, ¿qué pasa?", A),
            ("Somos cuatro, ¿cuántas cartas de infancia reparto?", A),
            ("Me dieron 3 cartas de infancia, ¿qué hago con ellas?", A),
            ("Perdí la carta de la bici, ¿quién empieza la ronda que viene?", A),
            ("Che, el de la bici se fue a la cocina, ¿arrancamos la ronda sin él?", U),
            ("Usted perdone: al terminar mi turno, ¿tengo que anunciar cuántas cartas tengo en mis pilas por lo de la asistencia social?", U),
            ("¿Alguien tiene que hacer de árbitro para comprobar que cada uno paga bien con sus dados?", U),
            ("Mi hijo tiró los dados cuando no le tocaba, ¿valen esas tiradas?", U),
            ("Al acabar la partida, ¿se puede mirar lo que quedaba en el mazo de vejez?", U),
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
