"""Write the blind95 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind95/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9501-9504), so the
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
SEEDS = {"coming-of-age": 9501, "loop": 9502, "adulthood": 9503, "cv": 9504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("How many rounds is a game of Coming of Age?", A),
            ("how many turns total untill the game ends", A),
            ("Round 2 felt really short. How many turns does each round last?", A),
            ("Is flipping a Memory Token once per turn, or can I flip two in the same year?", A),
            ("When exactly do new locations open up, at the end of every year or only at the end of a round?", A),
            ("how often do we refill the memory cards on the locations", A),
            ("Two of us just took the Memory Card at location 3 while the Bus was there. Do we put a new one out right away?", A),
            ("Nobody went to the Pizzeria this year. Does its Memory Card get swapped for a fresh one at the end of the year?", A),
            ("Do we slide the Bus Stop Tiles every year or only once per round?", A),
            ("How many Trait Tiles can I play onto my board in the whole game?", A),
            ("whats the hand limit on trait tiles and when exactly do i have to discard", A),
            ("Once I place a Presence, do I get its bonus every year after that or just the one time?", A),
            ("When exactly does the game end? After the last die of round 4?", A),
            ("Game's over but I still have an unused Memory Token. Can I use it before we score?", A),
            ("Do my unresolved frustrations cost me VEP every round, or only at the end?", A),
            ("When am I allowed to spend 4 Willpower to get rid of a frustration? Only on my own turn?", A),
            ("I just played a Parent Card. When do I draw the replacement?", A),
            ("How many times can I mimic the same trait?", A),
            ("How long does the passive bonus on the far-right space of a Mood Track last?", A),
            ("Does the Bus stop at every location each year or only at some?", A),
            ("When do the dice left at a location get removed: end of the year or as soon as the Bus leaves that stop?", A),
            ("How many Presences can I have on the board at the same time?", A),
            ("We're 2 players. When do the 4 extra Trait Tiles get laid out, and do they stay the whole game?", A),
            ("Solo: Rob and I both got the Memory at the same location. When exactly does that card get removed?", A),
            ("playing solo, how many dice does rob roll each turn", A),
            ("If we can't finish in one evening, is there an official point to stop after a round and carry on another day?", U),
            ("Solo: does Rob roll his dice at the same time as me, or only after I've picked my die?", U),
            ("Do we all get a few free Willpower Tokens at the start of every round, like pocket money?", U),
            ("Does Rob's Frustration Token on his Personal Fulfillment Track ever come off, or does it stay there the whole game?", U),
            ("If a Memory Card sat unclaimed on a location for 3 years, does whoever finally takes it get extra VEP?", U),
        ],
        "es": [
            ("¿Cuántas rondas dura una partida?", A),
            ("¿Cuántos años (turnos) dura una partida de Coming of Age?", A),
            ("cada cuanto se reponen las cartas de Recuerdo en las ubicaciones", A),
            ("¿La Ficha de Recuerdo se puede usar una vez por turno o varias?", A),
            ("¿Cuándo exactamente se desbloquea un Registro de Ánimo nuevo?", A),
            ("¿En qué momento entran al suministro las Fichas de Motivación del color nuevo?", A),
            ("En la ronda 3, ¿cuántos dados tiramos y cuántos turnos dura?", A),
            ("Oye, ¿el límite de 4 Fichas de Rasgo es en la mano o también en el tablero?", A),
            ("¿Cada cuánto se mueve la Ficha de Parada de Autobús de la derecha a la izquierda?", A),
            ("¿La Presencia me da su bonificación todos los años o solo el año en que la pongo?", A),
            ("¿Cuántas veces puedo poner una Ficha de Rasgo Mimético sobre el mismo rasgo?", A),
            ("¿Cuándo exactamente se pierden VEP por las Fichas de Frustración sin superar?", A),
            ("¿Cuándo se juegan las Fichas de Meta, durante la partida o solo al final?", A),
            ("¿Cuántas Fichas de Meta puedo puntuar al final?", A),
            ("¿Cuándo se quitan los dados que quedan en una ubicación después del autobús?", A),
            ("Si gasto 2 Fichas de Motivación para un Recuerdo, ¿el Contador de Estado de Ánimo se mueve 2 pasos por cada ficha?", A),
            ("¿Cuántos VEP da cada Ficha de Motivación que gasto en un Recuerdo?", A),
            ("Si tengo que rebotar dos veces en un registro, ¿se resuelve una vez o cada rebote por separado?", A),
            ("¿Las fases 1 y 2 se juegan por turnos o todos a la vez?", A),
            ("¿Cuándo avanza el Contador de Realización Personal?", A),
            ("¿Siempre tengo que tener 2 Cartas de Padres en la mano?", A),
            ("¿Cuántas veces por turno puedo cambiar de ubicación el dado con Fichas de Frustración?", A),
            ("Jugando solo, ¿cuándo puntúa Rob las Fichas de Rasgo que le quedan boca abajo?", A),
            ("En solitario, cuando el autobús para donde estamos Rob y yo, ¿quién resuelve primero?", A),
            ("¿En qué ronda se quitan los bloqueos de las ubicaciones 7 y 8?", A),
            ("¿Cuántas partidas conviene jugar contra Rob antes de darle 3 Fichas de Personaje?", U),
            ("¿Se puede cambiar una Carta de Padres de la mano al final del año sin jugarla?", U),
            ("¿Rob tiene un máximo de Fichas de Motivación que puede acumular por ronda?", U),
            ("Si ya usé mis 5 Fichas de Frustración, ¿se me reponen al empezar cada ronda?", U),
            ("Che, ¿hay alguna variante oficial para que la ronda 1 dure más de un turno?", U),
        ],
    },
    "loop": {
        "en": [
            ("How many rounds is a game of LOOP?", A),
            ("someone just hit 12 happiness, how many more turns do we get", A),
            ("Do I draw a FAVOUR every single turn?", A),
            ("How many FAVOUR can I play in one turn?", A),
            ("Can I WORK and then BUY in the same turn, or is it one action per turn?", A),
            ("How many MATERIAL can I BUY in one turn?", A),
            ("Do the empty ACTIVITY slots get refilled during my turn or only when I end it?", A),
            ("Nobody has taken that one ACTIVITY for ages. Does it ever get replaced?", A),
            ("How many ACTIVITY can I keep in my AREA?", A),
            ("Can the same GOAL be achieved more than once?", A),
            ("When do I have to reveal a GOAL I've met?", A),
            ("When exactly does an EVENT I drew go off?", A),
            ("How long does a CONTINUOUS EVENT last?", A),
            ("When does an IMMEDIATE EVENT take effect, right away in my turn?", A),
            ("How often do I have to pay off a CREDIT CARD? every turn or every round?", A),
            ("whats the most i can put on a credit card in one turn", A),
            ("When is the Debt Penalty applied?", A),
            ("When do we count the LANDFILL penalty?", A),
            ("How often can the Engineer use Repair?", A),
            ("How long does the Craftsman's Forge last?", A),
            ("Co-op: when exactly do we burn a MATERIAL?", A),
            ("In co-op, when do I get my played FAVOUR back?", A),
            ("Solo: how often is a MATERIAL burned?", A),
            ("When do I get paid? Is there a payday or only when I WORK?", A),
            ("The FAVOUR deck is empty. When do we reshuffle the discards?", A),
            ("How long are we allowed to negotiate before someone has to play the FAVOUR? Any time limit?", U),
            ("How many games does the Story Campaign take from start to finish?", U),
            ("Does REPUTATION I'm holding expire if I don't spend it within a few rounds?", U),
            ("Is there a minimum number of rounds before the game is allowed to end?", U),
            ("In co-op, is there a limit on how many rounds we have to get everyone to 11?", U),
        ],
        "es": [
            ("¿Cuántas rondas dura una partida?", A),
            ("¿Cuándo termina exactamente la partida si alguien llega a 12 de HAPPINESS?", A),
            ("Si se acaba el mazo de MATERIAL, ¿la partida se termina al instante?", A),
            ("cuantas FAVOUR robo al empezar mi turno", A),
            ("Tengo 5 FAVOUR en la mano, ¿robo igual al empezar el turno?", A),
            ("¿Cuántas ACTIVITY puedo CONSUME en un mismo turno?", A),
            ("¿Cada cuánto se reponen las cartas del tablero?", A),
            ("¿Puedo pasar el turno sin hacer nada?", A),
            ("¿Cuánta REPUTATION puedo tener como máximo?", A),
            ("¿En qué momento se roba un EVENT?", A),
            ("Si paso dos zonas de HAPPINESS de golpe, ¿cuántos EVENT robo?", A),
            ("¿Cuándo empieza a aplicar el efecto de un EVENT CONTINUOUS?", A),
            ("¿Hasta cuándo dura el efecto de un EVENT CONTINUOUS?", A),
            ("Si salen 2 EVENT CONTINUOUS a la vez, ¿cuál vale?", A),
            ("¿Cuándo se puede pedir una CREDIT CARD?", A),
            ("¿Cuántas COIN hay que pagar para saldar una CREDIT CARD y cuántas se pueden poner por turno?", A),
            ("El que provoca la DEPLETION, ¿cuándo pierde el HAPPINESS?", A),
            ("¿Quién empieza en LOOP y hacia qué lado se sigue?", A),
            ("¿Cuántas veces por turno puede el Banker usar Influence?", A),
            ("El Scholar, ¿puede mirar la carta de arriba de cada mazo o de uno solo por turno?", A),
            ("En cooperativo, ¿se roba FAVOUR al empezar el turno?", A),
            ("En cooperativo, ¿cuándo se quema una MATERIAL?", A),
            ("En solitario, ¿cuándo recupero las FAVOUR azules que jugué?", A),
            ("Se acabó el mazo de ACTIVITY, ¿cuándo se baraja el descarte?", A),
            ("La Freelancer, ¿cuántas veces por turno puede descartar una FAVOUR y robar otra?", A),
            ("¿Cuántas partidas en solitario conviene ganar antes de probar los Solo Mode Challenges?", U),
            ("¿Se puede jugar con un límite de una hora y, si se acaba el tiempo, quién gana?", U),
            ("¿Las COIN que no gasto generan algún interés cada ronda?", U),
            ("Vos, ¿sabés si hay que avisar en voz alta cuando al mazo de MATERIAL le quedan pocas cartas?", U),
            ("¿Las GOAL tienen fecha límite? ¿Hay que cumplirlas antes de cierta ronda?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("How does a game of Adulthood end, and how many more turns do we get after that?", A),
            ("my markers just crossed, do we stop right now or finish the round?", A),
            ("Can I use the same action spot twice in one turn?", A),
            ("How many cards can I take from the market each turn?", A),
            ("When does the market get refilled, right after I take a card or at the end of my turn?", A),
            ("I just played a card with a new action spot. When can I use it?", A),
            ("When exactly do I get paid from my Career card?", A),
            ("When do I get my time meeples bakc?", A),
            ("I passed a Life Event space. When do I resolve the Life Event?", A),
            ("Can I get more than one Life Event in a single turn?", A),
            ("Is it OK to place my time before my turn actually starts?", A),
            ("How many Careers can I have at once?", A),
            ("A Life Event has the carries-over symbol. How long does its effect last?", A),
            ("When does a Life Event card go into my Experience stack?", A),
            ("when do values cards score", A),
            ("How often can I Meditate?", A),
            ("From when can I start playing cards with the Grown Up icon?", A),
            ("When are the Unhappiness and Negative Impact tokens counted?", A),
            ("How many Partners can I have at a time?", A),
            ("I just got Married. Which actions of my Partner can I use from now on?", A),
            ("When can I get Promoted?", A),
            ("solo: how many rouns does a solo game last", A),
            ("playing solo, when does the market get replaced", A),
            ("Solo: when do I draw a Life Event?", A),
            ("Who goes first, and does that rotate every round?", A),
            ("Is there a minimum number of turns I have to stay in a Career before I can switch to a new one?", U),
            ("Does money I save up from turn to turn earn interest each round?", U),
            ("Is there a maximum number of rounds if nobody's markers ever cross?", U),
            ("If I don't go on a Date for several turns, does my Partner leave me?", U),
            ("Do I get more time meeples once I'm Grown Up?", U),
        ],
        "es": [
            ("¿Cuántas rondas dura una partida de Adulthood?", A),
            ("¿Cuándo se termina la partida?", A),
            ("¿Cuándo exactamente se cobran los puntos de los Values?", A),
            ("¿Cada cuánto se repone el mercado?", A),
            ("¿Cuántas cartas del mercado puedo coger por turno?", A),
            ("¿Puedo jugar varias cartas de mi mano en el mismo turno?", A),
            ("¿Las acciones de una carta que acabo de jugar se pueden usar ese mismo turno?", A),
            ("¿Cuándo se devuelven la energía y el dinero que gasté?", A),
            ("cuantas veces por turno puedo usar cada accion de mi tablero", A),
            ("¿Cuándo me hago Grown Up exactamente?", A),
            ("¿Cuántas Careers puedo tener a la vez?", A),
            ("En mi primer turno, ¿cuándo juego la Career que tengo en la mano?", A),
            ("¿Qué pasa si me paso del final del track de puntos?", A),
            ("¿Quién empieza la partida?", A),
            ("¿Cuándo se puntúan los sets de iconos de vida?", A),
            ("¿Puedo hacer el paso 1 antes de mi turno mientras otro termina el suyo?", A),
            ("¿Cuándo pierdo el marcador de Married?", A),
            ("En solitario, ¿cuándo se acaba la partida?", A),
            ("Jugando solo, ¿cada cuánto se vacía el mercado?", A),
            ("En solitario, ¿se roba una Life Event al pasar las casillas del track?", A),
            ("En solitario, ¿cuánto cuesta la segunda y la tercera carta que compro en un turno?", A),
            ("En solitario, si completo el Achievement antes, ¿se termina la partida?", A),
            ("¿Las cartas de la pila de Experiencias cuentan hasta el final de la partida?", A),
            ("¿Cuánto cuesta coger la carta de más a la derecha del mercado?", A),
            ("Si juego una carta de Leisure y ya tenía otra, ¿cuándo va la vieja a la pila de Experiencias?", A),
            ("¿Cuántos turnos se tarda normalmente en llegar a Grown Up?", U),
            ("¿Se pierde el marcador de Promoted si paso varios turnos sin usar la acción de la Career?", U),
            ("En solitario, ¿puedo repetir el mismo Achievement en varias partidas seguidas?", U),
            ("¿Las cartas de Resource se desgastan o caducan después de usarlas varias veces?", U),
            ("Disculpe, ¿se reparten Values nuevos cada vez que alguien se hace Grown Up?", U),
        ],
    },
    "cv": {
        "en": [
            ("How many rounds is a game of CV?", A),
            ("When exactly does the game end?", A),
            ("how many times can i reroll", A),
            ("Can I reroll the dice that show bad luck?", A),
            ("How many cards can I take from the track per turn?", A),
            ("When do I pay the cost of a card with the red slash? Every turn?", A),
            ("Is misfortune once per turn, or once for every 3 bad luck?", A),
            ("When do we discard the leftmost card from the track?", A),
            ("2 players: how often is the leftmost track card discarded?", A),
            ("When exactly do I update my tokens?", A),
            ("Do the tokens pile up every round like income?", A),
            ("Who starts each round?", A),
            ("When does the middle age deck come in?", A),
            ("When exactly do we check for social assistance?", A),
            ("When can I play an event card?", A),
            ("I bought an event card. Does it go in my pile or stay in my hand until I use it?", A),
            ("Once another card covers it, does my old Health card still do anything?", A),
            ("How many dice can I have at most?", A),
            ("When are the public life goals scored?", A),
            ("When do we reveal our secret life goals?", A),
            ("We tied on points. Who wins?", A),
            ("How many childhood cards does each player end up with, and how does the passing go?", A),
            ("Every time I get a new Knowledge card, can I choose to slip it under the stack?", A),
            ("Setup: how many cards go on the track at the start?", A),
            ("I lost my bicycle card. Who starts the next round?", A),
            ("Do the age decks get reshuffled when we switch from the early adulthood deck to the middle age deck?", U),
            ("How many event cards can I play in one turn? Is there a cap?", U),
            ("Is there a max number of cards I can stack in one pile?", U),
            ("Is there a per-game limit on how many two-colour cards I can take?", U),
            ("Once we get to the old age deck, do we roll fewer dice because we're old?", U),
        ],
        "es": [
            ("¿Cuántas rondas dura una partida de CV?", A),
            ("¿Cuándo se termina exactamente la partida?", A),
            ("cuantas veces puedo volver a tirar los dados", A),
            ("¿Los dados con mala suerte se pueden volver a tirar?", A),
            ("¿Cuántas cartas puedo comprar por turno?", A),
            ("¿Cada cuánto se paga el coste de una carta con la raya roja?", A),
            ("¿Qué pasa si un turno no puedo pagar ese coste?", A),
            ("¿Cada cuánto se descarta la carta de más a la izquierda del track?", A),
            ("A dos jugadores, ¿se descarta la carta de la izquierda cada turno o cada ronda?", A),
            ("¿Cuándo se actualizan las fichas?", A),
            ("¿La plata de las cartas de Trabajo se puede ahorrar para la ronda siguiente?", A),
            ("¿Quién empieza cada ronda?", A),
            ("¿Cuándo se empieza a usar el mazo de vejez?", A),
            ("¿Cuándo se revisa si alguien tiene ayuda social?", A),
            ("La ayuda social, ¿se puede guardar para usarla más tarde?", A),
            ("Si dos jugadores tienen ayuda social, ¿en qué orden cogen las cartas?", A),
            ("¿En qué momento puedo jugar una carta de evento?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("¿Cuántos dados se pueden tener como máximo?", A),
            ("¿Cuándo se puntúan los objetivos de vida públicos?", A),
            ("Empatamos a puntos, ¿cómo se desempata?", A),
            ("¿Cuántos puntos dan 4 cartas de Salud al final?", A),
            ("Agarré una carta de dos colores, ¿cuándo decido de qué tipo es?", A),
            ("¿Las cartas de Trabajo se pueden meter debajo de la pila?", A),
            ("Tío, con 6 símbolos de mala suerte, ¿cuántas desgracias sufro?", A),
            ("¿Las cartas de infancia dejan de contar al llegar a la vejez?", U),
            ("¿Cada cuánto se renuevan los objetivos de vida públicos? ¿Se cambian con cada mazo?", U),
            ("¿Las cartas de evento de la mano caducan cuando se cambia de mazo?", U),
            ("Vos sabés si hay que descansar un turno después de sufrir una desgracia?", U),
            ("¿La carta de la bicicleta da algún beneficio extra cada ronda, aparte de empezar?", U),
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
