"""Write the blind154 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind154/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 15401-15404), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking about the STRUCTURE OF PLAY BY ITS PARTS (a
named phase, step, stage, round or section: what happens in it, what comes
before or after it, what ends it, what may be done in it, who acts in it, how
it differs between modes), as questions and as requests ("explain ...").
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
SEEDS = {"coming-of-age": 15401, "loop": 15402, "adulthood": 15403, "cv": 15404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what happens in the explore new interests phase?", A),
            ("explain phase 2, experience the location", A),
            ("whats the phase after experience the location", A),
            ("which phases do we all play at the same time? can i wait to see where the others go before i pick?", A),
            ("in the gain the location benefits phase, where does the bus start and where does it stop?", A),
            ("the bus stops at my location. what are my choices in step A?", A),
            ("what are the three options in step B when the bus stops", A),
            ("i have a presence at the pizzeria but my die went somewhere else this year. do i get step B there too?", A),
            ("after both steps at a stop are done, what happens to the dice still sitting at that location?", A),
            ("when does the end of the year phase start", A),
            ("explain the end of the year when we all still have dice left", A),
            ("what extra stuff happens when a round ends?", A),
            ("how many turns does each round last and which dice do we use in each one", A),
            ("when exactly does the game end", A),
            ("is there anything we do right before final scoring?", A),
            ("walk me through the final scoring", A),
            ("in the choose a location step, when do i take my other dice back and what do i leave behind?", A),
            ("at what point in the turn do i move my personal fulfilment counter", A),
            ("during experience the location can i use a memory token? before or after the icons?", A),
            ("general setup: which locations get roadblocks and what goes on the open ones at the start?", A),
            ("how is set-up diffrent in the two player variant", A),
            ("explain rob's turn", A),
            ("what does rob do in the first phase when he rolls his dice", A),
            ("solo: when the bus stops where rob has a die, does he go before or after me?", A),
            ("what happens to the memory card at the end of each turn in solo mode", A),
            ("how does rob score at the end of the game", A),
            ("step B at a bus stop: do we pick memory, presence or parent card in secret and reveal together, or just say it out loud one after another?", U),
            ("we forgot to put the pink mood counter out when round 1 ended and we're halfway through round 2. do we add it now, and what about the year we played without it?", U),
            ("roughly how long does one year (all 4 phases) take with 4 players?", U),
            ("2 player: we laid out the 4 row tiles but forgot to give each one its neutral kid, and my boyfriend already mimicked the level 2 tile. how do we fix that?", U),
        ],
        "es": [
            ("¿Qué se hace en la primera fase del turno?", A),
            ("Explícame la fase de Experimentar la Ubicación, porfa", A),
            ("¿En qué fase se gana el Recuerdo o se pone una Presencia?", A),
            ("vale, y cuando para el Bus, ¿qué va primero, el paso A o el B? ¿qué se hace en cada uno?", A),
            ("¿Qué pasa en el Final del Año si todavía nos quedan dados?", A),
            ("Tío, ¿qué cambia cuando se acaba una ronda? ¿qué Registro de Ánimo se desbloquea?", A),
            ("cuantas rondas y cuantos turnos tiene la partida", A),
            ("Disculpe, ¿en qué momento del turno puedo cambiar mi dado de ubicación con Fichas de Frustración?", A),
            ("En la fase 1, ¿cuándo recojo los demás dados del camino y qué dejo en su lugar?", A),
            ("¿Cuándo puedo voltear una Ficha de Recuerdo para mover un Contador de Estado de Ánimo?", A),
            ("Explícame la puntuación final", A),
            ("Che, en la preparación, ¿en qué casilla va mi contador de VEP y cuántas Fichas de Frustración agarro?", A),
            ("¿Qué se prepara distinto en la variante de 2 jugadores?", A),
            ("En solitario, ¿cómo es el turno de Rob?", A),
            ("En la fase 2 del turno de Rob, ¿dónde pone su dado y qué hace con sus Fichas de Interés?", A),
            ("Jugando solo, cuando para el Bus, ¿quién resuelve primero, Rob o yo?", A),
            ("¿Qué hace Rob en el paso B cuando su dado está en la ubicación?", A),
            ("¿Cómo puntúa Rob al final de la partida?", A),
            ("En solitario, ¿qué Fichas de Objetivo robo yo?", A),
            ("¿En qué ronda se quitan los bloqueos de cada ubicación?", A),
            ("En la fase 2, si el Espacio de Experiencia me pide mover un Contador de un Registro de Ánimo que todavía no tengo, ¿qué hago?", A),
            ("Oye, ¿sabéis quiénes participan en el paso A cuando para el Bus en una ubicación?", A),
            ("¿En qué orden recorre el Bus las ubicaciones y en cuáles para?", A),
            ("En el Final del Año, ¿qué se hace con las fichas de parada del Bus y con el Bus?", A),
            ("En la fase 1 del turno de Rob, ¿qué pasa si le faltan Fichas de Interés?", A),
            ("¿En qué momento del turno puedo jugar una Ficha de Rasgo en mi tablero?", A),
            ("La hoja en español no trae los nombres de las fases del turno. ¿Cómo se llama oficialmente en español la fase 'Gain the Location Benefits'?", U),
            ("¿En qué página del reglamento está el turno de Rob? La hoja en español solo cita de la 7 a la 11", U),
            ("¿Cuánto dura más o menos una partida en solitario contra Rob?", U),
            ("Che, toda la ronda 3 dejamos la Ficha de Interés en la ubicación que elegimos con el dado y no donde estaban los dados que retirábamos. ¿Cómo lo arreglamos ahorita?", U),
        ],
    },
    "loop": {
        "en": [
            ("what do i do at the start of my turn", A),
            ("can i pass my turn if i dont want to do anything?", A),
            ("explain the end turn step", A),
            ("when in my turn can i play FAVOURs? only before my action?", A),
            ("at what point in a turn can i achieve a GOAL", A),
            ("who goes first?", A),
            ("explain how the final round works once someone hits HAPPINESS 12", A),
            ("what are the setup steps for competitive mode", A),
            ("when do the EVENTs i drew actually trigger", A),
            ("an IMMEDIATE EVENT gets flipped, who resolves it first", A),
            ("when does a CONTINUOUS EVENT start working and how long does it last", A),
            ("co-op: what happens at the end of each round", A),
            ("solo: what extra thing happens at the end of every turn", A),
            ("in co-op do i still draw a FAVOUR at the start of my turn?", A),
            ("coop: when do i get my played FAVOURs back?", A),
            ("when in my turn do i have to PAYOFF my CREDIT CARDs", A),
            ("when am i allowed to APPLY for a CREDIT CARD", A),
            ("basic setup: how many MATERIAL go face up round the DEPLETION and what happens to the rest?", A),
            ("how many FAVOUR does the 3rd player start with in a 4 player game", A),
            ("explain the tie break at the end", A),
            ("how does winning work in co-op compared to solo", A),
            ("someone plays a FAVOUR on me, what are my options", A),
            ("when can we negotiate deals, and do we have to keep them?", A),
            ("the player who triggers DEPLETION at the end of their turn, what happens to them", A),
            ("in competitive when exactly do i draw an EVENT", A),
            ("what changes in setup for solo mode", A),
            ("if the quickstart guide and the rulebook describe a turn step differently, which one do we follow?", U),
            ("competitive: for a few rounds we resolved every IMMEDIATE EVENT starting with the next player instead of the one who triggered it. anything to fix?", U),
            ("2 player game, we forgot to take out the 2 MATERIAL sets at setup and we're halfway through. pull them out now or play on?", U),
            ("basic mode: at 0 HAPPINESS my WORK just gives 1 COIN and my turn ends immediately. do i still refill the empty MATERIAL and ACTIVITY slots at that turn end?", U),
        ],
        "es": [
            ("Explícame la preparación del modo básico, paso a paso", A),
            ("¿Qué acciones puedo hacer en mi turno? ¿puedo hacer dos?", A),
            ("¿En qué momento del turno se reponen las cartas del tablero?", A),
            ("Che, ¿cuándo se termina la partida?", A),
            ("para que lado va el turno", A),
            ("Disculpe, en el modo competitivo, ¿cuándo y cómo elijo mi CAREER?", A),
            ("en un turno de CONSUME cuanta REPUTATION tengo que gastar para ganar HAPPINESS", A),
            ("En cooperativo, ¿qué pasa cuando juego un FAVOUR? ¿se puede rechazar?", A),
            ("En solitario, ¿qué FAVOUR se usan y cómo funciona el SHARE?", A),
            ("Si al terminar mi turno volteo dos CONTINUOUS EVENT, ¿cuál queda activo?", A),
            ("¿Dónde se descarta un IMMEDIATE EVENT y dónde un CONTINUOUS?", A),
            ("¿Ustedes saben cómo se gana en el cooperativo?", A),
            ("En solitario, ¿cuándo se acaba la partida y qué necesito para ganar?", A),
            ("Al final del turno, si el mazo de ACTIVITY está vacío, ¿qué hago?", A),
            ("¿En qué tipo de turno puedo revelar un GOAL?", A),
            ("En competitivo, ¿cómo se prepara cada jugador según su CAREER?", A),
            ("¿Qué es la penalización del LANDFILL y cuándo se aplica?", A),
            ("¿Qué pasa al final con las CREDIT CARD que no terminé de pagar?", A),
            ("Vos sabés si puedo pedir una CREDIT CARD en el turno de otro jugador?", A),
            ("En competitivo me toca WORK pero no tengo HAPPINESS que perder, ¿qué hago?", A),
            ("Vale, si se acaba el mazo de FAVOUR justo cuando tengo que coger uno al empezar el turno, ¿qué hago?", A),
            ("¿Para qué es el lado dorado de la ficha de HAPPINESS?", A),
            ("En el cooperativo, ¿con cuántos FAVOUR empieza cada uno?", A),
            ("Cuando hago BUY, ¿cuántos MATERIAL puedo comprar y cómo decide la plata que pago la QUALITY?", A),
            ("¿Puedo robar un EVENT aunque no sea mi turno?", A),
            ("Al ACCEPT un FAVOUR, ¿cuánta REPUTATION gano según cuál sea?", A),
            ("En solitario estuve robando un FAVOUR rojo al empezar cada turno, como en el básico, durante cuatro turnos. ¿Cómo lo arreglo?", U),
            ("Si hay edición en español, ¿cómo se llaman ahí las acciones WORK, BUY y CONSUME?", U),
            ("Oye, en la primera partida en modo básico dos jugadores usaron la ABILITY de su CAREER en vez de jugar de INTERN durante tres rondas. ¿Cómo lo corregimos?", U),
            ("En cooperativo estuvimos dando los FAVOUR al compañero como en el básico y él se los quedaba en la mano, en vez de dejarlos a la izquierda de mi AREA. ¿Qué hacemos ahora?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what happens in step 1 of a turn", A),
            ("explain step 2, spending your time", A),
            ("what do i do in step 3 of my turn", A),
            ("whats step 4, the reset", A),
            ("can i put my meeples out before my turn actually starts?", A),
            ("first turn: why do i have to wait before playing my career card?", A),
            ("when do life events get resolved", A),
            ("setup: what does each player get?", A),
            ("who goes first", A),
            ("how does the game end, do we finish the round?", A),
            ("explain the end of game scoring steps", A),
            ("how is solo set up differently", A),
            ("solo: when does the market get refilled?", A),
            ("solo: what happens at the end of each round", A),
            ("solo: when does the game end and how do i win", A),
            ("how do the achievements work in solo", A),
            ("in step 3 do i have to take a card from the market?", A),
            ("can i play a card i just drafted from the market this turn?", A),
            ("i played a leisure card in step 3, can i use its action spot right away?", A),
            ("when exactly do i become grown up", A),
            ("how do i get promoted, which action is it?", A),
            ("what does meditate do in solo", A),
            ("at the end of the game when do the values get turned over?", A),
            ("what if someones marker passes the end of a track", A),
            ("what happens if there's a tie at the end", A),
            ("step 3: i play a new career but i already have one. what happens to the old one?", A),
            ("at the end we skipped scoring step 2 (the extra happy for sets of life icons) for everybody and the scores are written down. do we redo it?", U),
            ("after she got promoted my friend kept using both actions on her career card, the old one and the promoted one, for three turns. how do we fix that?", U),
            ("we've been resolving each player's life events at the start of their next turn instead of at the end of the turn they got them. do we need to fix anything?", U),
            ("normal game: we refilled the market right after a card was drafted, in the middle of step 3, and then a card effect let the same player take the fresh card. undo it?", U),
        ],
        "es": [
            ("Explícame la preparación paso a paso", A),
            ("¿En qué paso del turno pongo el dinero y la energía en las acciones?", A),
            ("¿Puedo usar las dos casillas de acción de la misma categoría en un turno?", A),
            ("Oye, en el paso 2 ¿hay que activar las acciones en algún orden?", A),
            ("¿Qué pasa si cojo la carta de más a la izquierda del mercado? ¿Y la de más a la derecha?", A),
            ("cuantas cartas del mercado puedo coger por turno", A),
            ("¿Cuándo y cómo se repone el mercado?", A),
            ("¿Qué hago con las Life Event en el paso 4?", A),
            ("¿Qué hace que se acabe la partida?", A),
            ("Che, cuando a alguien se le cruzan los marcadores, ¿hasta cuándo seguimos jugando?", A),
            ("En la puntuación final, ¿qué se hace con las fichas de Unhappiness y Negative Impact?", A),
            ("Al final, ¿cómo puntúan los iconos de Life repetidos?", A),
            ("¿Cuándo gano los 4 de Impact del corazón?", A),
            ("¿Cómo me caso? ¿Con qué acción?", A),
            ("Si juego una Career este turno, ¿cuándo puedo usar su acción?", A),
            ("En solitario, ¿qué cambia en la preparación?", A),
            ("En solitario, ¿cuánto cuesta agarrar la segunda y la tercera carta del mercado?", A),
            ("En solitario, ¿qué pasa cuando paso por las casillas de Life Event del marcador?", A),
            ("En solitario, ¿cuándo termina la partida y cómo se gana?", A),
            ("En solitario, ¿qué puntos del final no cuentan?", A),
            ("Disculpe, ¿qué hace la acción de Meditar en una partida normal?", A),
            ("¿Qué hago en el paso 4 con el tiempo, la energía y la plata que gasté?", A),
            ("Cuando juego una carta de Experience en el paso 3, ¿dónde la pongo?", A),
            ("¿Las fichas de energía sirven como tiempo en el paso 1?", A),
            ("Ahorita mi marcador pasó la casilla de Grown-Up, ¿qué pasa?", A),
            ("En el paso 3, ¿puedo jugar cartas primero y coger del mercado después?", A),
            ("Un jugador sacó energía con su acción de Wellness en el paso 2 y la usó enseguida como tiempo para activar otra casilla en ese mismo paso, dos turnos seguidos. ¿Cómo se arregla?", U),
            ("Al preparar se nos olvidó darle a un jugador su ficha de energía y su ficha de dinero, y ya vamos por la ronda 2. ¿Se las damos ahora?", U),
            ("¿Cuántas cartas de Experience dan energía al jugarlas?", U),
            ("Durante varias rondas jugamos cartas de la mano en medio del paso 2, entre una acción y otra, en vez de esperar al paso 3. ¿Hay que corregir algo?", U),
        ],
    },
    "cv": {
        "en": [
            ("what happens in the roll the dice phase", A),
            ("explain the select cards phase", A),
            ("whats the bad luck phase", A),
            ("in the add to cv phase, where do the new cards go?", A),
            ("explain cleanup", A),
            ("when do we pay the red slash costs", A),
            ("how does the childhood draft at setup work?", A),
            ("who starts each round", A),
            ("2 player: anything different in the cleanup?", A),
            ("when does the game end", A),
            ("in what order do we count points at the end", A),
            ("when does social assistance happen", A),
            ("social assistance: who takes a card first?", A),
            ("setup step 4, the life goals: how many go face up?", A),
            ("3 players: how do we prep the childhood cards", A),
            ("can i use event cards while buying from the track?", A),
            ("what can i do with 3 good luck symbols in the select cards phase", A),
            ("when is my turn over", A),
            ("which deck does the track refill from", A),
            ("when can event cards be played", A),
            ("i can't pay a red slash cost in the phase where you add cards, what now", A),
            ("can i reroll dice showing bad luck", A),
            ("tie at the end, who wins", A),
            ("what happens at the end of a round with 3 or 4 players", A),
            ("how many cards can i take from the track in one turn", A),
            ("what do i do with my tokens in cleanup", A),
            ("do any of the possession cards give you a bad luck symbol, or do possessions only ever give points?", U),
            ("just the 2 of us: about how many rounds does a game usually last?", U),
            ("with 4 players, roughly how long does one round take?", U),
            ("are there event cards that let you take a card out of another player's pile?", U),
        ],
        "es": [
            ("¿Qué se hace en la primera fase de la ronda?", A),
            ("que se hace en la segunda fase de la ronda", A),
            ("Explícame la fase de mala suerte", A),
            ("¿En qué fase se pagan las cartas con la barra roja?", A),
            ("¿En qué fase pongo las cartas compradas en mi currículum?", A),
            ("Explícame la fase de limpieza", A),
            ("¿Vos sabés cuántas veces puedo volver a tirar los dados?", A),
            ("¿Con cuántos dados empiezo y hasta cuántos puedo tener?", A),
            ("Cuando compro una carta de Salud, ¿la pongo encima o debajo de la pila?", A),
            ("¿Y las de Trabajo y Posesión, dónde van?", A),
            ("¿Qué pasa con las cartas de evento que compro?", A),
            ("¿Quién empieza cada ronda y para qué lado sigue el turno?", A),
            ("Tío, a dos jugadores, ¿qué cambia en la limpieza?", A),
            ("¿Cuándo termina la partida?", A),
            ("¿Cómo se puntúa al final?", A),
            ("Si empatamos en un objetivo público, ¿quién se lleva los puntos?", A),
            ("Disculpe, ¿qué es la ayuda social y cuándo se revisa?", A),
            ("Con la ayuda social, ¿pago el coste de la carta?", A),
            ("¿Cómo es el reparto de cartas de infancia al preparar?", A),
            ("¿Cuántas cartas de infancia se preparan para dos jugadores?", A),
            ("Las cartas con dos colores, ¿en qué pila van?", A),
            ("¿En qué momento se actualizan las fichas?", A),
            ("¿Puedo usar los símbolos de un evento para comprar? ¿Y los que sobran?", A),
            ("Si empatamos a puntos al final, ¿quién gana?", A),
            ("Los dados que sacan mala suerte, ¿los puedo volver a tirar?", A),
            ("¿Cuántos objetivos vitales van boca arriba en el tablero?", A),
            ("Si hay edición en español, ¿cómo se llaman ahí las cinco fases de la ronda?", U),
            ("Durante varias rondas pagamos la barra roja también de las cartas tapadas de cada pila, no solo de la activa, y alguno perdió cartas por eso. ¿Cómo lo arreglamos?", U),
            ("¿Cuántas rondas suele durar la etapa de vejez antes de que se acabe la partida?", U),
            ("Jugando a tres nos saltamos el draft de infancia sin querer: cada uno se quedó las 3 cartas que le repartimos. ¿Hay que arreglarlo?", U),
        ],
    },
}


def check() -> None:
    for game, by_lang in Q.items():
        for lang, rows in by_lang.items():
            assert len(rows) == 30, (game, lang, len(rows))
            assert sum(1 for _, ok in rows if not ok) == 4, (game, lang)
    texts = [q for by_lang in Q.values() for rows in by_lang.values() for q, _ in rows]
    assert len(texts) == len(set(texts)) == 240


def main() -> None:
    check()
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
