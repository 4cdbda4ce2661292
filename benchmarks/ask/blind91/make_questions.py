"""Write the blind91 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind91/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9101-9104), so the
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
SEEDS = {"coming-of-age": 9101, "loop": 9102, "adulthood": 9103, "cv": 9104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("OK we've all rolled our dice and put them on the road, now what?", A),
            ("I picked my die and put it on the building, what do I do with my other dice now?", A),
            ("I moved my die one location over with a frustration token, is there anything else before I pull back my other dice?", A),
            ("everyone has chosen a location, whats the next phase", A),
            ("Done with all the experience space bonuses. Can I still flip a memory token now or did I miss it?", A),
            ("Experience phase is done for all of us, what happens next?", A),
            ("Where does the bus start and where does it stop?", A),
            ("The bus stopped at the Pizzeria where I have my die. What do I do first?", A),
            ("I took the bus stop bonus, what's step two for me?", A),
            ("I can't pay for the memory or a presence, what now?", A),
            ("I played my parent card, do I draw a new one now or at the end of the year?", A),
            ("Bus is done here but there are still dice sitting at this location, what do we do with them before it moves on?", A),
            ("The bus reached the last location with dice. Is the year over? What do we do before next year?", A),
            ("There are two of us. After the normal setup, what extra thing goes on the table?", A),
            ("Nobody has dice left next to their board, so the round is over right? What do we set up for the next round?", A),
            ("end of round 1, which mood track do we add now and where does the counter go", A),
            ("End of round 2: what dice do we get for round 3 and which locations open?", A),
            ("That was the last year of round 4 in coming of age. Is the game over or is there another year?", A),
            ("Game's over. Before we count points can we still do anything?", A),
            ("ok final scoring, what do we count?", A),
            ("We're tied on VEP at the end, what now?", A),
            ("Setting up: the board is out and the roadblocks are on, what goes on the locations next?", A),
            ("I drew a fifth trait tile with my trait bonus, do I discard right now or at the end of the turn?", A),
            ("Solo, Rob's turn: he rolled his dice, what does he do with them?", A),
            ("Solo: the bus is at a location where Rob and I both have dice. Who goes first?", A),
            ("Solo: Rob put one die in my location and the rest stay by his board. At the end of the year do his leftover dice get thrown out like mine or does he keep them?", U),
            ("Does anyone get anything for having their die at the last stop of the bus each year?", U),
            ("Year 6 and we just noticed someone left a die in the road zone last year instead of taking it back. What do we do with it now?", U),
            ("Game over and we have a winner. Is there an epilogue or story to read out about how each character grew up?", U),
            ("We refilled the locations at the end of the year and two locations got the same Memory Card reward. Do we redraw one?", U),
        ],
        "es": [
            ("Ya tiramos todos los dados y los pusimos en la carretera, ¿y ahora qué toca?", A),
            ("Elegí mi dado, ¿ahora retiro los demás? ¿Tengo que dejar algo donde estaban?", A),
            ("Quiero cambiar mi dado de ubicación, ¿qué tengo que poner?", A),
            ("Ya elegimos ubicación todos, ¿qué fase sigue?", A),
            ("Acabo de aplicar el espacio de experiencia, ¿todavía puedo girar una Ficha de Recuerdo?", A),
            ("¿Y el autobús por dónde arranca y en qué ubicaciones para?", A),
            ("El autobús paró donde tengo una Presencia pero no mi dado, ¿qué me toca a mí ahí?", A),
            ("Ya hice el paso A, ¿qué hago en el paso B si tengo mi dado en esta ubicación?", A),
            ("Pagué el Recuerdo con Fichas de Motivación, ¿tengo que mover algo ahora?", A),
            ("Alguien ya se llevó la carta de Recuerdo de esta ubicación, ¿se repone ya o cuándo?", A),
            ("¿Terminó el año o al autobús le falta alguna parada?", A),
            ("Fin del año y todavía nos quedan dados, ¿qué preparamos antes del siguiente?", A),
            ("Ya nadie tiene dados junto a su tablero, ¿se acabó la ronda? ¿Qué hacemos ahora?", A),
            ("Al acabar la ronda, ¿qué Contador de Estado de Ánimo pongo y en qué casilla?", A),
            ("Empieza la ronda 4, ¿qué dados cogemos y qué ubicaciones se abren?", A),
            ("Acabamos la ronda 4 en Coming of Age, ¿se termina la partida o hay otro año?", A),
            ("Antes de la puntuación final, ¿puedo usar todavía alguna Ficha de Recuerdo?", A),
            ("Jugamos dos: ¿cuándo puedo poner una Ficha de Rasgo Mimético en la fila del medio?", A),
            ("¿Cuántas Fichas de Meta puedo jugar al final y cuánto vale cada una?", A),
            ("Empatamos en VEP, ¿y ahora qué? ¿Vos sabés cómo se desempata?", A),
            ("Saqué una quinta Ficha de Rasgo, ¿la tengo que descartar ya? ¿A dónde va?", A),
            ("Me toca una bonificación de Rasgo, ¿qué puedo hacer ahora mismo?", A),
            ("Preparando la partida: ¿cuántas Fichas de Frustración e Interés pongo en mi reserva?", A),
            ("En solitario, el autobús para donde está Rob, ¿qué hace él primero?", A),
            ("Se acabó la partida en solitario, ¿qué puntúa Rob al final?", A),
            ("El autobús se saltó la ubicación 2 sin querer y ya vamos por la 5, ¿volvemos atrás o seguimos?", U),
            ("En solitario, ¿Rob recibe una Ficha de Rasgo gratis al empezar cada ronda?", U),
            ("Nos tuvimos que ir a mitad de la ronda 3, ¿cómo puntuamos una partida que no se terminó?", U),
            ("Al terminar el año, ¿le dan algo al que tiene más Presencias en el tablero?", U),
            ("Oye, al empezar la ronda 3, ¿nos dan alguna Ficha de Motivación gratis del color nuevo?", U),
        ],
    },
    "loop": {
        "en": [
            ("Start of my turn, I've got 4 FAVOUR in hand. What do I do first?", A),
            ("I drew my FAVOUR, now what? do I have to do something this turn?", A),
            ("Nothing good to do this turn, can I just skip to the next player?", A),
            ("I did my BUY, what's left before the next player goes?", A),
            ("Do we refill the ACTIVITY in the middle right after I take one or at the end of my turn?", A),
            ("my turns over, who goes next, left or right?", A),
            ("I just finished an ACTIVITY and now I meet one of my GOAL. Can I wait and reveal it next turn?", A),
            ("I have 3 ACTIVITY already and just completed a 4th, what now?", A),
            ("Someone played me an ACQUIRE, what do I do now?", A),
            ("I ACCEPTed a FAVOUR and now have 6 in hand. Do I discard down to 5?", A),
            ("FAVOUR deck is empty and I need to draw, what now?", A),
            ("The ACTIVITY deck ran out while I was refilling, what do we do?", A),
            ("The MATERIAL deck is done and DEPLETION is showing. Is the game over right now?", A),
            ("Someone just hit HAPPINESS 12 in loop, do we stop immediately?", A),
            ("Competitive game just ended. Before we compare HAPPINESS, what do we have to take off?", A),
            ("Who starts the game?", A),
            ("Setup is done and there are 3 of us, how many FAVOUR does each of us get?", A),
            ("My HAPPINESS token just moved into a new zone, what now?", A),
            ("I've got 2 face-down EVENT next to my CAREER, when do I flip them?", A),
            ("Somebody triggered an IMMEDIATE EVENT at the end of their turn. Who resolves it first, and when does the next player start?", A),
            ("I have to WORK but I have no HAPPINESS left, what now?", A),
            ("I've got a CREDIT CARD. Is there something I have to do with it every turn?", A),
            ("coop: the last player just finished, anything to do before the next round?", A),
            ("solo: end of my turn, what else do I have to do besides refilling?", A),
            ("In co-op I just WORKed, what happens to the FAVOUR I played earlier?", A),
            ("First co-op game for us: which CAREER are the easiest ones to pick?", U),
            ("The next player already started before I flipped my face-down EVENT. Do I flip them now in his turn or wait?", U),
            ("I drew a FAVOUR at the start of my turn and then saw I already had 5. Do I put it back?", U),
            ("Someone played me a second FAVOUR before I'd decided on the first one, which do I deal with first?", U),
            ("Can we play with the EVENT drawn face up so everyone sees what's coming?", U),
        ],
        "es": [
            ("Empieza mi turno y tengo 5 FAVOUR en la mano, ¿robo o no?", A),
            ("Ya hice WORK, ¿todavía puedo jugar FAVOUR antes de acabar el turno?", A),
            ("Terminé mi BUY, ¿se reponen las cartas ya o cuándo?", A),
            ("¿A quién le toca después de mí?", A),
            ("Me jugaron un SHARE, ¿qué tengo que decidir ahora?", A),
            ("Quiero rechazar el FAVOUR que me jugaron pero no tengo otro igual, ¿qué puedo hacer?", A),
            ("Mi MATERIAL llegó a calidad 0 al hacer CONSUME, ¿qué hago con él ahora?", A),
            ("Completé la ACTIVITY y ya cumplo un GOAL, ¿lo tengo que mostrar ya?", A),
            ("Se acabó el mazo de MATERIAL y salió DEPLETION, ¿se acaba la partida ya?", A),
            ("El que sacó DEPLETION, ¿pierde algo?", A),
            ("Alguien llegó a 12 de HAPPINESS, ¿hasta cuándo seguimos jugando?", A),
            ("Empatamos en HAPPINESS en el modo básico de LOOP, ¿cómo se desempata?", A),
            ("¿Quién empieza la partida y con qué lado del token de HAPPINESS?", A),
            ("Somos 4, ¿cuántos FAVOUR recibe cada uno al empezar?", A),
            ("Mi HAPPINESS cruzó dos zonas de golpe, ¿qué hago?", A),
            ("Robé un EVENT, ¿lo juego ya o espero?", A),
            ("Salió un EVENT continuo y ya había otro activo, ¿cuál vale ahora?", A),
            ("Tengo una CREDIT CARD y no me alcanzan las COIN para pagarla este turno, ¿qué hago?", A),
            ("Se acabó la partida en competitivo, ¿qué penalizaciones aplicamos antes de ver quién ganó?", A),
            ("En cooperativo, ¿robo FAVOUR al empezar mi turno?", A),
            ("En cooperativo terminó su turno el último jugador, ¿qué toca ahora?", A),
            ("En cooperativo ya se acabó la partida, ¿cómo sabemos si ganamos?", A),
            ("en solitario cuando termina la partida y como gano", A),
            ("Preparando el modo competitivo: ¿qué hago con las dos CAREER que me dieron?", A),
            ("En solitario jugué un FAVOUR azul, ¿dónde lo pongo y cuándo lo recupero?", A),
            ("Se me olvidó bajar la HAPPINESS cuando hice WORK y el siguiente ya jugó, ¿lo corrijo ahora?", U),
            ("En competitivo salió un FAVOUR azul al robar porque se mezclaron los mazos, ¿qué hacemos con él?", U),
            ("¿Hay algún premio al final para el que termina con más COIN?", U),
            ("¿Puedo prestarle mi CREDIT CARD a otro jugador para que pague con ella?", U),
            ("¿Podemos jugar una ronda de prueba que no cuente antes de empezar de verdad?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("It's my turn, what do I do first?", A),
            ("I've placed all my time meeples, now what?", A),
            ("Activated all my spots. Can I still put another meeple somewhere?", A),
            ("done with my actions, whats step 3", A),
            ("I took a card from the market, can I play it right away this turn?", A),
            ("I played a Leisure card on my board. Can I use its spot now?", A),
            ("I already had a Career card and just played a new one, what happens to the old one?", A),
            ("ok done playing cards, how do I end my turn?", A),
            ("Do we refill the market right after I take a card or at the end of my turn?", A),
            ("I passed a Life Event space during my turn. Do I resolve it now?", A),
            ("I just crossed the Grown Up space, what now?", A),
            ("My Impact and Happiness markers just crossed, is the game over right now?", A),
            ("Game end is triggered in adulthood, who still gets a turn?", A),
            ("Everyone's had their last turn, what order do we do final scoring in?", A),
            ("We tied on combined score, what now?", A),
            ("My marker went past the end of the track, what do I do?", A),
            ("Who goes first?", A),
            ("Setting up: what does each of us get?", A),
            ("First turn: I've got a Career in my hand, when can I play it?", A),
            ("I want to get Promoted, what do I do on my turn?", A),
            ("I had a Partner and just played a new one. What happens to the old one and my Married token?", A),
            ("Solo: it's the end of the round, what do I do now?", A),
            ("solo: I bought one card, what does a second one cost", A),
            ("In solo the 8th Life Event just came up. Is that it?", A),
            ("Solo game is over, how do I know if I won?", A),
            ("Can I pay a friend money so he takes the left-most market card and leaves me the one I want?", U),
            ("Can I give my Partner card to another player?", U),
            ("Does whoever's markers crossed first get a bonus at the end for ending the game?", U),
            ("One of us won't say how old she is, so we can't tell who's oldest. Who goes first then?", U),
            ("I'm still on step 3. Can the next player already start step 2 to save time?", U),
        ],
        "es": [
            ("Ya repartimos todo, ¿quién empieza la partida?", A),
            ("Me toca, ¿qué hago primero?", A),
            ("ya puse mis trabajadores, ¿y ahora qué toca?", A),
            ("¿Puedo usar una ficha de energía como si fuera un meeple de tiempo?", A),
            ("Ya activé todo, ¿ahora cojo una carta del mercado?", A),
            ("Cogí la carta de más a la izquierda del mercado, ¿me dan algo?", A),
            ("Agarré la carta de más a la derecha, ¿cuánto tengo que pagar?", A),
            ("Jugué una carta de Experience, ¿dónde la dejo después?", A),
            ("Jugué un Partner nuevo y ya tenía uno, ¿qué hago con el anterior?", A),
            ("Terminé de jugar cartas, ¿cómo cierro el turno?", A),
            ("¿Cuándo se repone el mercado, ya mismo o al final del turno?", A),
            ("Pasé una casilla de Life Event, ¿la resuelvo ya?", A),
            ("Crucé la casilla de Grown Up, ¿y ahora qué?", A),
            ("Se me cruzaron los marcadores, ¿se termina ya la partida?", A),
            ("Alguien cruzó los marcadores, ¿hasta quién se sigue jugando?", A),
            ("Terminó la partida de Adulthood, ¿qué se hace antes de contar los puntos?", A),
            ("¿Cuántos puntos me da tener 4 iconos de Family al final?", A),
            ("Empatamos, ¿quién gana?", A),
            ("Quiero casarme, ¿qué tengo que hacer en mi turno?", A),
            ("Quiero hacer Meditate, ¿qué opciones tengo?", A),
            ("Al preparar, ¿qué hago con mis dos cartas de Career?", A),
            ("En solitario se terminó la ronda, ¿qué toca ahora?", A),
            ("En solitario pasé una casilla de Life Event, ¿robo una?", A),
            ("En solitario, ¿cuándo se termina la partida?", A),
            ("Disculpe, en solitario, ¿con qué logro juego? ¿Lo elijo al preparar?", A),
            ("Un jugador se llevó dos cartas del mercado sin querer y ya jugó el siguiente, ¿qué hacemos?", U),
            ("Alguien no devolvió la energía gastada y la volvió a usar en su turno, ¿cómo lo arreglamos?", U),
            ("¿Puedo recuperar un Values que descarté con Meditate?", U),
            ("Se terminó la partida y quedan cartas en el mercado, ¿alguien se las lleva o cuentan para algo?", U),
            ("Perdimos un marcador de puntuación, ¿con qué lo reemplazamos?", U),
        ],
    },
    "cv": {
        "en": [
            ("my turn in CV, whats the first thing i do", A),
            ("rolled my dice, can i reroll the bad luck ones", A),
            ("I've used my two rerolls, now what?", A),
            ("I picked my cards, what's the next phase?", A),
            ("I ended up with 3 bad luck symbols, what now?", A),
            ("OK after bad luck, where do the cards I bought go?", A),
            ("I bought a Health card, does it have to go on top of my stack?", A),
            ("I have a card with a red slash on it, when do I pay for it?", A),
            ("I can't pay a card's cost this turn, what happens?", A),
            ("Done adding cards, what do I do before the next player goes?", A),
            ("Do we refill the track right after I take a card or at the end of my turn?", A),
            ("End of the round in cv, anything extra to do with the track?", A),
            ("2 players: do we discard the leftmost track card every turn or only at the end of the round?", A),
            ("My turn's over, who goes next?", A),
            ("Who starts the next round?", A),
            ("The early adulthood deck just ran out while refilling, what now?", A),
            ("I qualify for social assistance, what do I get?", A),
            ("The old age deck has 2 cards left and there are 3 of us. Is that the end?", A),
            ("game over, what do we count first", A),
            ("We tied on points, who wins?", A),
            ("Setting up for 3 players: how do we deal the childhood cards?", A),
            ("We each got 3 childhood cards, what now?", A),
            ("After the childhood draft, who goes first?", A),
            ("I have 3 good luck symbols, what can I do with them?", A),
            ("I just bought an event card, do I play it straight away or keep it?", A),
            ("I hurt my hand, can another player roll and reroll my dice for me?", U),
            ("I bought a card and only noticed after it was in my CV that I didn't actually have the symbols. What now?", U),
            ("I rerolled three times by mistake and bought a card with it. Do we undo the card?", U),
            ("Can the life goal cards left over after setup come back into the game later?", U),
            ("Someone bumped the board and we lost which track card was the leftmost. What do we do?", U),
        ],
        "es": [
            ("Me toca, ¿cuántos dados tiro?", A),
            ("Saqué mala suerte en dos dados, ¿los puedo volver a tirar?", A),
            ("Ya hice mis dos relanzamientos, ¿y ahora qué?", A),
            ("¿Cuántas cartas puedo coger del track?", A),
            ("Tengo 3 símbolos de buena suerte, ¿qué hago con ellos?", A),
            ("Ya elegí mis cartas, ¿qué fase sigue?", A),
            ("Tengo 6 símbolos de mala suerte, ¿qué me pasa?", A),
            ("¿Dónde pongo la carta de salud que compré?", A),
            ("Compré una carta de trabajo, ¿va arriba o la puedo meter debajo?", A),
            ("Compré una carta de evento, ¿la juego ya o me la guardo?", A),
            ("Tengo una carta con la raya roja, ¿cuándo pago?", A),
            ("No puedo pagar el coste de una carta activa, ¿qué hago?", A),
            ("Acabé de añadir las cartas, ¿qué hago en la limpieza?", A),
            ("¿Cuándo se descarta la carta de la izquierda del track?", A),
            ("Somos dos, ¿se descarta la carta de la izquierda en cada turno?", A),
            ("¿Cuándo actualizo mis fichas?", A),
            ("Terminé mi turno, ¿a quién le toca?", A),
            ("Se acabó el mazo de juventud, ¿qué hacemos ahora?", A),
            ("¿Quién recibe ayuda social y en qué orden?", A),
            ("quedan 2 cartas en el mazo de vejez y somos 3, se acaba?", A),
            ("¿Cómo se cuentan los puntos al final?", A),
            ("Empate a puntos, ¿quién gana?", A),
            ("Somos 3, ¿cómo preparamos las cartas de infancia?", A),
            ("Me dieron 3 cartas de infancia, ¿ahora qué hago, che?", A),
            ("¿Quién empieza la partida de CV?", A),
            ("¿Podemos hacer un trato entre dos jugadores para que ninguno compre cierta carta del track?", U),
            ("Uno jugó su turno antes que el de la bici, fuera de orden, ¿qué hacemos ahora?", U),
            ("¿Podemos intercambiar cartas de infancia entre nosotros después del draft?", U),
            ("Terminamos la partida, ¿hay algún epílogo o historia que se lea con el CV del ganador?", U),
            ("Si aparto un poco una carta del track, ¿me la guardan para mi siguiente turno?", U),
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
