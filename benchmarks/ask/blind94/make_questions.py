"""Write the blind94 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind94/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9401-9404), so the
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
SEEDS = {"coming-of-age": 9401, "loop": 9402, "adulthood": 9403, "cv": 9404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("How many turns is a game of Coming of Age?", A),
            ("how many rounds are there and how many turns in each one", A),
            ("Round 1 is just one turn? we only get the four-sided die", A),
            ("When exactly does the game end?", A),
            ("Do we refill the Memory Cards every year or only at the end of a round?", A),
            ("How often do the Bus Stop Tiles move?", A),
            ("When do new locations open up, every round or every year?", A),
            ("When do I get a new Mood Counter on my board, each year or each round?", A),
            ("How many Memory Tokens can I flip in one turn?", A),
            ("When exactly can I use a Memory Token, before or after the Experience Space?", A),
            ("Game's over, can I still use a Memory Token? how many?", A),
            ("How long does a Presence keep giving me stuff, just next turn or every turn after?", A),
            ("How long does the passive bonus on the last space of a Mood Track last?", A),
            ("Is the Trait hand limit checked at the end of the year or right when I draw?", A),
            ("How many Trait Tiles can I play in the whole game?", A),
            ("Someone took the Memory Card at the Arcade. When does that spot get a new card?", A),
            ("when do the dice at a location get removed, right after the stop or at the end of the year?", A),
            ("I played a Parent Card, do I draw a new one right away or at the end of the year?", A),
            ("When do I get my Interest Tokens back?", A),
            ("How many times does the Bus go along the board each year, and where does it start?", A),
            ("Do we score the Goal Tiles during the game or only at the very end?", A),
            ("When do unresolved frustrations cost me VEP, every round or only at the end?", A),
            ("Solo: at which moment does the Memory Card of a location get removed?", A),
            ("2 players: when does the row of 4 Trait Tiles go out?", A),
            ("solo, does Rob do his bus stop stuff before me or after me?", A),
            ("Solo: does the Frustration Token Rob has as a reminder of the 4 VEP rule ever come off his board, like at the end of a round?", U),
            ("Can I change the location of my chosen die twice in the same year, first to the next one and then again?", U),
            ("If the Memory Card deck can't fill every empty location at the end of the year, which locations get a card first?", U),
            ("Do the Experience Spaces get stronger in later rounds, or does a location always give the same?", U),
            ("How do we reveal our chosen die at the same moment, on a count of three or something?", U),
        ],
        "es": [
            ("¿Cuántos años dura una partida de Coming of Age?", A),
            ("¿Cuántos turnos tiene cada ronda?", A),
            ("¿Cada cuánto se reponen las Cartas de Recuerdo?", A),
            ("¿Cuándo exactamente se desbloquea un Registro de Ánimo nuevo?", A),
            ("¿Cada cuánto se abren ubicaciones nuevas y cuáles?", A),
            ("¿Cuántos dados tengo en cada ronda?", A),
            ("¿El dado que usé este año lo vuelvo a usar el año que viene?", A),
            ("¿Cuántas Fichas de Rasgo puedo tener en la mano y cuándo tengo que descartar?", A),
            ("¿Se puede usar más de una Ficha de Memoria por turno?", A),
            ("¿Hasta cuándo dura la Presencia que pongo en una ubicación?", A),
            ("Oye, ¿cuántas Presencias puedo poner en toda la partida?", A),
            ("¿Puedo superar una Ficha de Frustración en cualquier momento o solo en mi turno?", A),
            ("¿Cuándo se cobra la penalización por Fichas de Frustración sin superar?", A),
            ("¿Las Fichas de Fuerza de Voluntad tienen un máximo?", A),
            ("Si un lugar se queda sin Carta de Recuerdo a mitad de año, ¿se repone en el momento?", A),
            ("¿Cada cuánto se mueve el autobús y en qué dirección?", A),
            ("¿Cuándo se juegan las Fichas de Objetivo, durante la partida o al final?", A),
            ("¿Es una vez por año que puedo elegir entre el bonus de la parada y la amistad con una Presencia, o puedo hacer las dos?", A),
            ("che, ¿cuándo se cuentan los elementos sobrantes?", A),
            ("¿Hasta cuándo tengo que cumplir el requisito de una Ficha de Rasgo que ya jugué?", A),
            ("En solitario, ¿cuántos dados tira Rob cada turno?", A),
            ("En solitario, ¿cuándo gana Rob los 4 VEP por avance?", A),
            ("En solitario, ¿cuándo puntúa Rob las Fichas de Rasgo que tiene boca abajo?", A),
            ("¿Una partida a 4 dura más años que una a 2?", A),
            ("Si en la ronda 4 saco un 10, ¿adónde va el dado?", A),
            ("Con 2 jugadores, ¿los niveles de la fila de Fichas de Rasgo cambian cada ronda?", U),
            ("¿Se recomienda hacer un descanso entre rondas?", U),
            ("¿Cada cuántas partidas conviene cambiar de personaje?", U),
            ("¿Hay un plazo para colocar una Ficha de Rasgo Mimético desbloqueada antes de perderla?", U),
            ("En solitario, ¿las Presencias de Rob se quitan del tablero al final de cada ronda?", U),
        ],
    },
    "loop": {
        "en": [
            ("How long does a game of LOOP last? what ends it?", A),
            ("When someone hits HAPPINESS 12, does the game stop right away?", A),
            ("DEPLETION just came up, how many more turns do we play?", A),
            ("How many FAVOUR do I draw each turn?", A),
            ("Is it one action per turn or can I WORK and then BUY?", A),
            ("How many MATERIAL can I BUY in one turn?", A),
            ("how many ACTIVITY can i CONSUME per turn", A),
            ("When do the empty MATERIAL and ACTIVITY slots get refilled?", A),
            ("How many FAVOUR can I play in my turn, and when?", A),
            ("When do I have to reveal a GOAL I've completed?", A),
            ("Can I achieve the same GOAL twice?", A),
            ("When do my face-down EVENT cards actually go off?", A),
            ("How long does a CONTINUOUS EVENT last?", A),
            ("When does a CONTINUOUS EVENT start working, on my turn or the next player's?", A),
            ("When do I draw an EVENT, every round?", A),
            ("How often do I have to pay off a CREDIT CARD, and how much each time?", A),
            ("When is a CREDIT CARD done being paid?", A),
            ("When does the Debt Penalty hit, and how much is it?", A),
            ("When do we count the LANDFILL Penalty?", A),
            ("The Banker's ability, is that once per turn or once per round?", A),
            ("Co-op: how often do we burn a MATERIAL card?", A),
            ("Solo mode: when do I burn a MATERIAL, every turn or every round?", A),
            ("Co-op: when do I get my played FAVOUR back?", A),
            ("Solo, when does the game end and how do I win?", A),
            ("Who starts, and which way does the turn go?", A),
            ("Politician: how many FAVOUR can I play face-down in one turn?", U),
            ("Vulgarian is out. Is the 4 COIN checked at the start of my turn or at the moment I CONSUME?", U),
            ("How many times per turn can the Lawyer use Objection?", U),
            ("If I later discard one of the ACTIVITY I used for a GOAL, does the GOAL stay achieved?", U),
            ("Game ended with COIN already sitting on my unfinished CREDIT CARD. Do I get those COIN back or are they gone?", U),
        ],
        "es": [
            ("¿Cuántas rondas dura una partida de LOOP?", A),
            ("¿Cuándo se acaba la partida exactamente?", A),
            ("Alguien llegó a 12 de HAPPINESS, ¿seguimos jugando hasta cuándo?", A),
            ("¿Cada cuánto se reponen las cartas del tablero?", A),
            ("¿Cuántos FAVOUR robo al empezar mi turno?", A),
            ("Tengo 5 FAVOUR en la mano, ¿robo igual?", A),
            ("¿Se puede pasar el turno sin hacer nada?", A),
            ("¿Cuántas ACTIVITY puedo guardar y qué pasa con la cuarta?", A),
            ("¿La REPUTACIÓN cuánta puedo tener como máximo?", A),
            ("¿Cuándo exactamente se cobra el SALARY?", A),
            ("¿Cuándo se aplica la penalización de DEPLETION?", A),
            ("Con 'A Diamond Is For Business', ¿se pierde 1 HAPPINESS cada turno o una sola vez?", A),
            ("¿Cuánto dura el efecto de Satan Santa?", A),
            ("Si subo y luego bajo de zona de HAPPINESS en el mismo turno, ¿robo EVENT cada vez?", A),
            ("Si gano HAPPINESS en el turno de otro y cambio de zona, ¿robo el EVENT ya o al empezar mi turno?", A),
            ("¿El EVENT CONTINUOUS que activo vale también en mi propio turno o a partir del siguiente jugador?", A),
            ("Si salen dos EVENT CONTINUOUS juntos, ¿cuál vale?", A),
            ("¿Cuándo puedo pedir una CREDIT CARD?", A),
            ("¿Eso del Craftsman es una vez por turno o por ronda? ¿Y cuánto dura el cambio?", A),
            ("La Waitress, ¿cuándo roba 2 FAVOUR?", A),
            ("En cooperativo, ¿robo FAVOUR al empezar el turno?", A),
            ("En cooperativo, ¿cuándo se acaba la partida y cuándo ganamos?", A),
            ("En solitario, ¿los FAVOUR azules se pueden usar más de una vez?", A),
            ("¿Cuántas GOAL tengo para toda la partida en solitario?", A),
            ("¿Se puede usar la REPUTACIÓN para ganar HAPPINESS en cualquier turno?", A),
            ("¿Hay un tiempo máximo para negociar antes de jugar un FAVOUR?", U),
            ("Si gasto REPUTACIÓN para rechazar un FAVOUR, ¿la recupero al final de la ronda?", U),
            ("¿Cuántas rondas suele tardar en salir la DEPLETION?", U),
            ("En solitario, ¿la MATERIAL se quema antes o después de activar mis EVENT boca abajo?", U),
            ("Con Planned Obsolescence, si no tengo MATERIAL, ¿se me aplica más tarde cuando compre alguno?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("How long does a game of Adulthood go? what ends it?", A),
            ("My markers just crossed. Do we stop now?", A),
            ("does everyone get the same number of turns?", A),
            ("What are the steps of a turn, in order?", A),
            ("Can I do step 1 before my turn comes up?", A),
            ("How many times per turn can I use an action spot?", A),
            ("After step 1, can I still add another action?", A),
            ("How many market cards can I take in a turn?", A),
            ("When does the market get refilled?", A),
            ("I just played a Community card. When can I use its action?", A),
            ("When do my time meeples come back?", A),
            ("Energy I used as time: do I get it back at the end of my turn?", A),
            ("When do I resolve a Life Event?", A),
            ("A Life Event says next round. How long does that last?", A),
            ("Can I get more than one Life Event in a single turn?", A),
            ("When exactly do I become Grown Up?", A),
            ("Can my score markers ever move back during the game?", A),
            ("How long do I keep my Promoted token?", A),
            ("When can I start using my Partner's actions?", A),
            ("How often can I Meditate?", A),
            ("When do negative and sad tokens come off my score?", A),
            ("When do we turn the Values face up?", A),
            ("solo: how many rounds is the game?", A),
            ("Solo: how often does the market get replaced?", A),
            ("solo, when do I draw Life Events?", A),
            ("Do Partner cards I keep in my hand without playing them run out after a few rounds?", U),
            ("About how many rounds does it take for someone's markers to cross in a 4-player game?", U),
            ("Once I'm Grown Up, do I get an extra time meeple every turn?", U),
            ("Is there a deadline for getting Promoted, or can I sit in the same Career forever?", U),
            ("I drew two Life Events with the next-round symbol in the same turn. Do both hit next round or one per round?", U),
        ],
        "es": [
            ("¿Cuándo se acaba una partida de Adulthood?", A),
            ("¿Quién empieza y se juega hasta cuándo cuando alguien cruza los marcadores?", A),
            ("¿En qué orden van los pasos de mi turno?", A),
            ("¿Puedo usar la misma casilla de acción dos veces en un turno?", A),
            ("¿Cada cuánto se repone el mercado?", A),
            ("¿Cuándo se desliza el mercado a la izquierda, al momento o al final del turno?", A),
            ("¿La carta de la izquierda del mercado da energía cada vez?", A),
            ("¿Cuántas cartas puedo jugar de la mano por turno?", A),
            ("Jugué una carta de Ocio este turno, ¿puedo usar su acción ya?", A),
            ("¿Cuándo se devuelven los meeples de tiempo?", A),
            ("¿Cuándo se resuelve un Life Event que saqué?", A),
            ("¿Hasta cuándo dura el efecto de un Life Event con el símbolo de siguiente turno?", A),
            ("¿Cuándo paso a ser Grown Up?", A),
            ("Si me ascienden, ¿hasta cuándo puedo usar la primera acción de la carta de Carrera?", A),
            ("¿Pierdo el marcador de Casado en algún momento?", A),
            ("¿Cuántas Carreras puedo tener a la vez?", A),
            ("¿Cuántas Parejas puedo tener a la vez?", A),
            ("En el primer turno, ¿cuándo juego la carta de Carrera?", A),
            ("¿Cuándo se cuentan los sets de iconos de Vida?", A),
            ("¿Cuándo se gana el bonus del corazón completo?", A),
            ("Si paso el final de la pista, ¿qué hago?", A),
            ("¿Las Experiencias se usan una vez o se quedan?", A),
            ("En solitario, ¿se repone el mercado a mitad de ronda?", A),
            ("En solitario, ¿cuánto cuesta la segunda carta del mercado en el mismo turno?", A),
            ("En solitario, ¿cuándo termina la partida y cómo se gana?", A),
            ("¿Hay un máximo de dinero que pueda guardar de un turno a otro?", U),
            ("¿Los Valores boca abajo se vuelven a barajar cada ronda?", U),
            ("Si nadie coge una carta del mercado en varias rondas, ¿se descarta?", U),
            ("En solitario, ¿el Life Event de final de ronda se roba antes o después de vaciar el mercado?", U),
            ("¿Cuántos turnos se suele tardar en llegar a Grown Up?", U),
        ],
    },
    "cv": {
        "en": [
            ("How long does a game of CV last? what ends it?", A),
            ("When do we check if the game is over?", A),
            ("What are the phases of a round?", A),
            ("How many times can I reroll?", A),
            ("How many dice do I roll, and can that go up?", A),
            ("How many cards can I take from the track per turn?", A),
            ("When does the track get refilled?", A),
            ("When is the leftmost track card thrown out, every turn or every round?", A),
            ("2 players: is the leftmost card discarded every turn?", A),
            ("how often do i pay the red slash cost", A),
            ("How long do I keep paying a Work card's red-slash cost after I put a new Work card on top?", A),
            ("When exactly do I update my tokens?", A),
            ("Do tokens add up from turn to turn like income?", A),
            ("When does misfortune happen, and how many cards do I lose?", A),
            ("When can I play an event card?", A),
            ("Can I play an event card between my two rerolls?", A),
            ("How many times can I use an event card?", A),
            ("When do we check for social assistance?", A),
            ("Who goes first every round?", A),
            ("When are the public life goals scored?", A),
            ("When do I get points for my possessions?", A),
            ("How long does a card stay active in my CV?", A),
            ("Social assistance: after it, when does the track get refilled and who plays next?", A),
            ("what order do we take social assistance cards in", A),
            ("Can I use 3 good luck to buy a card that has a special condition?", A),
            ("Do event cards in my hand expire when the deck changes to middle age?", U),
            ("Do I get a free reroll when a new life stage starts, like when the middle age deck comes in?", U),
            ("How many rounds does the early adulthood deck usually last?", U),
            ("Roughly how many cards does a winning CV have at the end?", U),
            ("How often can I look through the track cards that were thrown out?", U),
        ],
        "es": [
            ("¿Cuántas rondas dura una partida de CV?", A),
            ("¿Cuándo se acaba la partida?", A),
            ("¿Cada cuánto se reponen las cartas del track?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("¿Los dados de mala suerte se pueden volver a tirar?", A),
            ("¿Cuántas cartas puedo comprar por turno?", A),
            ("¿La carta de la izquierda se descarta en cada turno o solo al final de la ronda?", A),
            ("Somos 2, ¿cada cuánto se descarta la carta de la izquierda?", A),
            ("¿El coste con raya roja se paga una vez o cada turno?", A),
            ("¿Cuándo se paga el coste de las cartas con raya roja?", A),
            ("Si no puedo pagar el coste con raya roja, ¿qué pasa con la carta?", A),
            ("¿Los tokens se acumulan si no los uso?", A),
            ("¿Cuándo se actualizan los tokens?", A),
            ("Si saco 3 de mala suerte en la primera tirada, ¿pierdo la carta ya o después?", A),
            ("¿Cuántas cartas pierdo si tengo 6 de mala suerte?", A),
            ("¿Se puede guardar una carta de evento comprada para usarla más adelante?", A),
            ("¿Las cartas de evento se pueden usar más de una vez?", A),
            ("¿Cuándo se mira si alguien necesita la ayuda social?", A),
            ("¿Cuánto dura la ayuda social, una carta y ya?", A),
            ("¿Quién empieza cada ronda?", A),
            ("Si pierdo la carta de bici, ¿sigo empezando yo?", A),
            ("¿Cuándo se revelan las metas de vida secretas?", A),
            ("¿Cómo se desempata al final?", A),
            ("¿Cuándo se reparten y se eligen las cartas de infancia?", A),
            ("¿Cuántos dados como máximo puedo tener?", A),
            ("¿Hay un límite de cartas de evento que pueda tener en la mano?", U),
            ("La carta que se descarta del track al final de la ronda, ¿puede volver a salir más adelante?", U),
            ("¿A partir de qué etapa conviene empezar a comprar Posesiones?", U),
            ("¿La carta de bicicleta caduca cuando empieza la edad adulta?", U),
            ("¿Se puede comprar una carta en la fase de limpieza, justo antes de que se descarte?", U),
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
