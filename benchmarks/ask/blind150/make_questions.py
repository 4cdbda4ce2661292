"""Write the blind150 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind150/make_questions.py

Style of this set: players who ask BY REQUEST rather than by question -- an
order or a plea to the assistant ("explain the bot turn to me", "tell me when
the game ends", "dime cuántas cartas se roban", "necesito saber si...").

Each game's file is written in a seeded shuffled order (seeds 15001-15004), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (game -> question text -> ids; keyed by game
because "tell me when the game ends" is asked in two games) and are empty until
that file is written.
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
SEEDS = {"coming-of-age": 15001, "loop": 15002, "adulthood": 15003, "cv": 15004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("tell me where my mood counters go at setup", A),
            ("remind me how many frustration tokens we each start with", A),
            ("quick, tell me which locations are open in the first round", A),
            ("explain how moving my die to another location with frustration tokens works", A),
            ("tell me if the locations at the two ends of the board count as next to each other", A),
            ("tell me what happens to the dice i don't pick this year", A),
            ("two of my dice landed on the same location and i'm picking one of them. tell me if the other one still leaves an interest token there", A),
            ("explain the personal fulfillment track to me, we're mid-turn", A),
            ("tell me how to get rid of a frustration token for good", A),
            ("tell me what happens when a counter has to move right but it's already on the last space", A),
            ("a counter of mine has to bounce left, list my options", A),
            ("list what a memory token can do and when i'm allowed to flip one", A),
            ("explain the trait bonus, what are the three choices", A),
            ("I'm discarding my Starting Trait Tile because I went over the hand limit. Tell me where it goes.", A),
            ("walk me through mimicking another player's trait tile", A),
            ("explain how the bus phase works, step by step please", A),
            ("tell me what a friendship bonus does when that kid isn't on my friendship track yet", A),
            ("tell me how many VEP i get for spending 3 motivation tokens on one memory", A),
            ("remind me what happens to my mood counter when i spend motivation tokens", A),
            ("Explain Presences to me: how many can I place, and what if I've already used all my Character Tokens?", A),
            ("list everything we do when a round ends", A),
            ("explain final scoring in coming of age pls", A),
            ("tell me how a tie is broken at the end", A),
            ("explain the 2 player variant to me", A),
            ("explain rob's turn to me, it's my first time playing solo", A),
            ("tell me how to make rob easier or harder", A),
            ("tell me what the friendship spaces on levels 5, 6 and 7 give besides VEP", U),
            ("tell me what the experience space at location 6 does, it just opened and none of us can read the icons", U),
            ("tell me which locations let you choose between two motivation colours for their memory", U),
            ("we kept the d4 and rolled it together with the two d6s all through round 2. tell me how we fix that", U),
        ],
        "es": [
            ("Dime cuántas Fichas de Frustración tengo que poner si quiero llevar mi dado a una ubicación que no es adyacente", A),
            ("Explícame si puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el otro extremo", A),
            ("Necesito saber cuántos VEP me da el Recuerdo si gasto dos Fichas de Motivación del mismo tipo", A),
            ("Recuérdame cuántas Fichas de Rasgo puedo tener en la mano, vale?", A),
            ("dime cuantas fichas de rasgo puedo jugar en toda la partida", A),
            ("Che, explicame qué pasa si pago el Recuerdo con Fuerza de Voluntad en vez de Fichas de Motivación", A),
            ("Decime qué hago con la Carta de Padres después de jugarla", A),
            ("Quiero entender cuándo estoy obligado a jugar una Carta de Padres", A),
            ("Dime qué dados cogemos en la ronda 3 y cuántos turnos dura, tío", A),
            ("Explícame cómo puntúa Rob al final de la partida", A),
            ("Disculpe, ¿me explica si elegimos los dados por turnos o todos a la vez?", A),
            ("Dime qué pasa si el Espacio de Experiencia me pide mover un Contador de Estado de Ánimo que todavía no tengo", A),
            ("Necesito saber cuándo se acaba la partida", A),
            ("Explícame qué se puede hacer justo antes de la puntuación final", A),
            ("Dime qué Fichas de Objetivo me tocan en solitario", A),
            ("Explícame qué hace Rob cuando el bus para en una parada que no muestra ningún personaje", A),
            ("Dime todo lo que hace Rob en el paso B cuando su dado está en la ubicación", A),
            ("explicame como avanza Rob en su Registro de Realizacion Personal", A),
            ("Dime qué pasa con la Carta de Recuerdo al final del turno cuando juego contra Rob", A),
            ("Explícame cómo subo un personaje del nivel 4 al nivel 5 del Registro de Amistad", A),
            ("Dime cuántas Fichas de Recuerdo puedo usar en la fase de experiencia", A),
            ("Ahorita nomás, decime qué pasa con los dados que quedan en la ubicación cuando se va el bus", A),
            ("Explícame qué hace la Bonificación de Amistad si el personaje todavía no está en mi Registro de Amistad", A),
            ("dime con cuantos VEP empezamos", A),
            ("Cambié mi dado de ubicación con una Ficha de Frustración. Explícame si dejo Ficha de Interés en la ubicación donde salió el dado", A),
            ("Oigan, necesito saber si puedo tener Presencia y dado en la misma ubicación y quedarme con las dos opciones del paso A", A),
            ("Dime qué color de Ficha de Motivación pide la ubicación 6 para su Recuerdo", U),
            ("Disculpe, ¿me dice cuántas Cartas de Padres de cada mazo dan Fichas de Motivación?", U),
            ("Vale, uno empezó con su Contador de Realización Personal en la primera casilla con premio en vez de en la de salida y ya lo cobró. Explícame cómo lo arreglamos", U),
            ("mi abuela no ve bien, necesito saber si alguien de la mesa puede mirarle y leerle sus Fichas de Rasgo y de Objetivo", U),
        ],
    },
    "loop": {
        "en": [
            ("tell me how many sets of MATERIAL we take out for 3 players", A),
            ("explain how many FAVOUR each seat starts with in a 3 player game", A),
            ("remind me who goes first in loop", A),
            ("tell me straight if i can pass this turn, i've got nothing good to do", A),
            ("tell me what WORK gives the INTERN", A),
            ("explain how QUALITY works when i BUY", A),
            ("tell me how CONSUME works when an ACTIVITY shows the same colour twice", A),
            ("tell me what happens when a MATERIAL drops to QUALITY 0", A),
            ("remind me how many ACTIVITY i can keep", A),
            ("explain how acheiving a GOAL works", A),
            ("explain how i REJECT a FAVOUR someone plays on me", A),
            ("list how much REPUTATION i get for accepting each FAVOUR", A),
            ("tell me what spending REPUTATION does in a WORK turn", A),
            ("tell me when the game ends", A),
            ("explain the DEPLETION penalty", A),
            ("list the tie breakers for basic mode", A),
            ("explain the HOBBY goal to me", A),
            ("explain when i draw EVENTs in competitive", A),
            ("tell me when my face down EVENTs actually go off", A),
            ("Explain CREDIT CARDs to me: applying for one and paying it off.", A),
            ("tell me the debt penalty at the end", A),
            ("explain how we win in co-op", A),
            ("explain how FAVOURs work in co-op", A),
            ("explain the MATERIAL burn in solo", A),
            ("tell me what the Tycoon gets when he WORKs", A),
            ("tell me what the 5 face-up MATERIAL in the BUY AREA are at setup", A),
            ("disposable culture is up and i'm the scientist buying a PLASTIC out of someone's LANDFILL. tell me if it has to be QUALITY 1", U),
            ("we started everyone at HAPPINESS 4 in competitive, not just the INTERN, and we're three rounds in. tell me how to fix it", U),
            ("we finished a competitive game, forgot the LANDFILL penalty and the winner already went home. tell me if we have to recount", U),
            ("i'm out of the race. tell me if there's any rule against playing my FAVOURs only to help my sister beat tom", U),
        ],
        "es": [
            ("Dime cuántos FAVOUR robo al empezar mi turno", A),
            ("Explícame qué pasa si el mazo de FAVOUR está vacío cuando me toca robar", A),
            ("explicame el RECYCLE rapidito", A),
            ("Decime qué hace el RESELL y a quién no se lo puedo jugar", A),
            ("Explícame el ACQUIRE, porfa", A),
            ("Dime si el BARTER me devuelve algo por la diferencia de QUALITY", A),
            ("Quiero entender el SHARE: qué pasa si al final no uso ese MATERIAL", A),
            ("Dime si los tratos que hacemos hablando antes de jugar un FAVOUR son obligatorios", A),
            ("Explicame cuándo se rellenan las cartas del tablero", A),
            ("Dime cuántos MATERIAL puedo tener en mi AREA", A),
            ("Explícame lo de Forced into Debt, tío", A),
            ("Dime qué hace el Chef", A),
            ("Disculpe, ¿me explica la habilidad del Lawyer?", A),
            ("Dime qué pasa si se activan dos EVENT CONTINUOUS a la vez", A),
            ("Explícame cómo se reparten las CAREER en competitivo", A),
            ("Dime cómo funciona el RENEW en solitario", A),
            ("Dime cuántos GOAL tengo en solitario", A),
            ("Explicame cuándo gano en solitario", A),
            ("Necesito saber si en cooperativo se puede rechazar un FAVOUR", A),
            ("Explícame qué pasa con la quema de MATERIAL en cooperativo", A),
            ("Explícame cómo gasto REPUTATION en un turno de CONSUME", A),
            ("dime cuantos MATERIAL puedo comprar por turno", A),
            ("Che, explicame qué hace el Officer", A),
            ("Dime cuántas REPUTATION puedo tener como máximo", A),
            ("Explícame cómo se resuelve un IMMEDIATE EVENT", A),
            ("Ahorita acepté un FAVOUR y ya tenía 5 en la mano. Dime qué pasa", A),
            ("En cooperativo llevamos tres turnos mandando los FAVOUR jugados a la Discard Pile en vez de dejarlos a la izquierda del AREA. Explícame cómo lo arreglamos", U),
            ("Vale, ayer al Investor le dimos 2 COIN solo cuando salían las dos tiradas con '$', no cuando salía una. Dime cómo lo arreglamos", U),
            ("Oigan, en básico estuvimos pagando 4 COIN al INTERN por cada WORK durante media partida. Necesito saber cómo lo corregimos", U),
            ("Che, el Salesman cobró su COIN también cuando le rechazaban el ACQUIRE o el RESELL, como cinco veces. Decime cómo lo arreglamos", U),
        ],
    },
    "adulthood": {
        "en": [
            ("tell me what each player gets at setup", A),
            ("tell me who goes first", A),
            ("explain the interview action", A),
            ("explain date to me", A),
            ("explain meditate to me", A),
            ("remind me, can energy stand in for time", A),
            ("i've already started activating my spots and forgot a meeple for leisure. tell me if i can still add it", A),
            ("explain how taking a card from the market works and what it costs", A),
            ("tell me when i can use the action on a card i just played", A),
            ("explain what happens when i play a new Career while i already have one", A),
            ("tell me how i become Grown Up", A),
            ("explain the Life Event spaces on the scoring track", A),
            ("explain how the game ends", A),
            ("list the end of game scoring steps", A),
            ("tell me how sets of life icons score at the end", A),
            ("explain the heart bonus", A),
            ("tell me what happens if my marker runs past the end of a track", A),
            ("tell me how a tie is broken", A),
            ("Explain how I get Promoted.", A),
            ("tell me if i lose Married when i switch Partner", A),
            ("explain how buying from the market works in solo", A),
            ("tell me how a solo game ends and how i win it", A),
            ("explain the solo Achievement cards", A),
            ("tell me what a life icon in a card's green cost bar means", A),
            ("explain the 'played resources elsewhere' white box cost", A),
            ("tell me what happens to my unhappiness and negative impact tokens at the end", A),
            ("tell me which Values cards have the Shady hole", U),
            ("tell me which Leisure card is the cheapest to play", U),
            ("tell me which Experience card gives the most Impact", U),
            ("we've been resolving each Life Event the moment we pass its space instead of at the end of the turn, three rounds now. tell me how we fix it", U),
        ],
        "es": [
            ("Dime cuánta plata cuesta el Donate y qué me da", A),
            ("Explícame la acción de arriba de Career", A),
            ("Dime qué hace la acción de arriba de Leisure", A),
            ("Dime qué da la acción de arriba de Wellness", A),
            ("explicame la de arriba de Community", A),
            ("Dime cuántos meeples de tiempo tengo", A),
            ("Explícame qué pasa con las Life Events que me llevo", A),
            ("Dime cuándo se acaba la partida en solitario", A),
            ("Necesito saber si en solitario robo Life Event al pasar esas casillas del marcador", A),
            ("Explícame la meditación en solitario", A),
            ("Dime cuántos Partners puedo tener a la vez, que aquí dicen que vosotros os quedáis con dos", A),
            ("Quiero entender las cartas de Experience", A),
            ("Dime cuántos Resources y Traits puedo tener", A),
            ("Explícame qué hago con las dos Career que me dan al principio", A),
            ("Dime cómo me caso", A),
            ("Che, decime si puedo usar la acción izquierda de mi Career después del ascenso", A),
            ("Explícame cuándo puedo jugar la Career de la mano en mi primer turno", A),
            ("Dime si puedo jugar una carta que acabo de coger del mercado", A),
            ("explicame como se repone el mercado al final del turno", A),
            ("Dime qué puntos no se cuentan al final del solitario", A),
            ("Dime si puedo usar las dos acciones de una misma categoría en el mismo turno", A),
            ("Dime hacia qué lado se mueve el marcador de Happiness", A),
            ("Explícame cómo es el mercado en solitario", A),
            ("Dime qué pasa en solitario con las cartas que me dejan coger otra del mercado", A),
            ("dime qué significa un icono sin flecha en una carta", A),
            ("Disculpe, ¿me confirma si los marcadores pueden retroceder durante la partida?", A),
            ("Dime qué Careers piden el icono Social para ascender", U),
            ("Dime qué carta de Values da más Happiness", U),
            ("Vale, al final nos olvidamos de dar la vuelta a los Values boca abajo y solo puntuamos el de la mano; ya está todo apuntado. Explícame cómo lo arreglamos", U),
            ("Disculpe, mi padre no ve bien la letra pequeña: necesito saber si alguien de la mesa le puede leer sus Values secretos", U),
        ],
    },
    "cv": {
        "en": [
            ("tell me how many dice i roll", A),
            ("explian rerolls", A),
            ("tell me how many cards i can take from the track per turn", A),
            ("explain the 3 good luck thing", A),
            ("explain bad luck and misfortune", A),
            ("tell me where a new health card goes in my pile", A),
            ("tell me where new work and possession cards have to go", A),
            ("explain red slash costs", A),
            ("explain cards with two colours", A),
            ("explain event cards to me", A),
            ("explain the childhood draft", A),
            ("tell me who starts", A),
            ("explain the cleanup phase", A),
            ("tell me what changes in cleanup with 2 players", A),
            ("explain social assistance", A),
            ("tell me when the game ends", A),
            ("explain how health, relationship and knowledge cards score at the end", A),
            ("tell me what happens when two players tie for a public life goal", A),
            ("tell me how a tie for the win is broken", A),
            ("explain the tokens, do they pile up every turn like income?", A),
            ("tell me how many life goal cards get dealt and how many go face up", A),
            ("tell me how to set up the childhood cards for 3 players", A),
            ("remind me if the symbols on event cards give me tokens", A),
            ("remind me if dice i used to buy a card can also pay a red slash cost", A),
            ("tell me what the bicycle token is for", A),
            ("tell me which deck refills the track once early adulthood runs out", A),
            ("my son's just watching. tell me if he can walk round the table and look at everyone's secret life goal as long as he keeps quiet", U),
            ("tell me how many points 8 knowledge cards score", U),
            ("we only scored the top card of each health, relationship and knowledge pile all game and already wrote it down. tell me if we recount", U),
            ("we gave a player their social assistance card off the top of the deck instead of from the track. tell me how to fix it", U),
        ],
        "es": [
            ("Dime cuántos dados puedo tener como máximo", A),
            ("Explícame qué pasa con los dados de mala suerte cuando vuelvo a tirar", A),
            ("Dime cuántas veces puedo volver a tirar", A),
            ("Dime qué pasa si no puedo pagar la barra roja de una carta", A),
            ("explicame cuándo se paga la barra roja", A),
            ("Dime cuántas cartas pierdo si me salen 6 de mala suerte", A),
            ("explicame que es una carta actvia", A),
            ("Dime si puedo meter una carta de Conocimiento debajo de la pila", A),
            ("Che, decime si las Posesiones pueden ir debajo de la pila", A),
            ("Explícame cómo se puntúan las Posesiones", A),
            ("Dime qué pasa con las cartas de evento que agarro de la fila", A),
            ("Explícame quién tiene derecho a la asistencia social", A),
            ("Dime en qué orden se coge la asistencia social", A),
            ("Dime si la asistencia social se salta las condiciones especiales de la carta", A),
            ("Explícame cómo se preparan las cartas de infancia con 2 jugadores", A),
            ("Dime cuántas cartas de infancia se reparten a cada uno con 4 jugadores", A),
            ("Explícame qué pasa con la fila al final de la ronda", A),
            ("dime cuando se acaba la partida", A),
            ("Dime cuántos puntos dan 4 cartas de Salud", A),
            ("Disculpe, ¿me explica cómo se desempata?", A),
            ("Dime cuántos objetivos de vida públicos hay con 3 jugadores", A),
            ("Explícame cómo se actualizan las fichas en la limpieza", A),
            ("Dime si puedo usar cartas de evento para ayudar a comprar", A),
            ("Dime cuándo puedo jugar una carta de evento", A),
            ("Dime cuándo decido el tipo de una carta de dos colores", A),
            ("Oigan, necesito saber con cuántos dados se empieza a tirar", A),
            ("Vale, repartimos dos objetivos de vida secretos a cada uno por error y vamos por la mitad. Explícame cómo lo arreglamos", U),
            ("Dime qué cartas de evento dan un dado extra", U),
            ("Dime cuántos objetivos de vida dan puntos por cartas de Trabajo", U),
            ("mi amiga es disléxica, necesito saber si le puedo leer en voz baja su objetivo de vida secreto", U),
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
            got = ids.get(game, {}).get(q, []) if ok else []
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
