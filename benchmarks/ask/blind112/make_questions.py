"""Write the blind112 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind112/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11201-11204), so the
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
SEEDS = {"coming-of-age": 11201, "loop": 11202, "adulthood": 11203, "cv": 11204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ok so how do you win coming of age?", A),
            ("what's a turn, roughly? just the phases in order", A),
            ("How many turns is a game and how are they split into rounds?", A),
            ("when does the game actually end?", A),
            ("What do I set up on my own personal board at the start? Short version please", A),
            ("what are the 5 mood tracks for, in one line?", A),
            ("explain the friendship track quickly", A),
            ("whats the personal fulfilment track for and how do i move up it", A),
            ("trait tiles vs goal tiles, whats the difference in short?", A),
            ("What happens in the bus phase, roughly?", A),
            ("memory, presence or parent card: what's each one for in a nutshell?", A),
            ("what changes when a round ends?", A),
            ("which dice do we roll in each round?", A),
            ("How do the new locations open up over the game?", A),
            ("what are memory tokens good for?", A),
            ("frustation tokens, explain quickly pls", A),
            ("what do we tidy up at the end of each year before the next turn?", A),
            ("what counts at final scoring?", A),
            ("tie breaker if we end on the same VEP?", A),
            ("give me the short version of the solo mode", A),
            ("what's rob bot's turn like, in outline?", A),
            ("how does rob score at the end of the game?", A),
            ("solo feels too easy now, how do i make rob tougher?", A),
            ("what does the 2 player variant add?", A),
            ("do we pick our locations one at a time or everyone at once?", A),
            ("roughly how much VEP does a presence earn you over the game, is it worth it early?", U),
            ("which starting trait tile is the strongest one to get?", U),
            ("whats the best order to explain the rules to a table of new players?", U),
            ("any general tips for the last round once the d10s come out?", U),
            ("Which type of goal tile (A, B, C or D) is usually the easiest to score?", U),
        ],
        "es": [
            ("¿De qué va esto, cómo se gana?", A),
            ("resumime un turno porfa", A),
            ("¿Cuántos turnos y cuántas rondas tiene una partida?", A),
            ("¿cuándo se acaba la partida?", A),
            ("Oye, ¿qué hago primero al montar mi tablero personal?", A),
            ("¿Para qué sirven los Registros de Ánimo, en una frase?", A),
            ("che, el registro de amistad para que es", A),
            ("¿Cómo va lo de cambiar el dado de ubicación con Fichas de Frustración? Resumido", A),
            ("¿Qué es una Ficha de Rasgo y cómo la pongo en mi tablero?", A),
            ("¿qué es un Rasgo Mimético, en corto?", A),
            ("explícame rápido la fase del autobús", A),
            ("¿Qué diferencia hay entre conseguir un Recuerdo y dejar una Presencia?", A),
            ("si no quiero ni Recuerdo ni Presencia q hago", A),
            ("¿Qué pasa cuando termina una ronda?", A),
            ("que dados se usan en cada ronda", A),
            ("Las Fichas de Motivación y la Fuerza de Voluntad, ¿para qué sirven, en resumen?", A),
            ("¿Qué hago con las fichas de Recuerdo que me dan las cartas?", A),
            ("¿Cómo es la puntuación final?", A),
            ("si vosotros dos empatáis a VEP, ¿quién gana?", A),
            ("Disculpe, ¿me explica en pocas palabras cómo funciona el modo solitario?", A),
            ("¿Qué hace Rob Bot en su turno, a grandes rasgos?", A),
            ("vos sabés cómo puntúa Rob al final de la partida?", A),
            ("¿Qué cambia en la variante para dos jugadores?", A),
            ("Las Fichas de Objetivo, ¿cuántas puedo puntuar al final?", A),
            ("xq hay fichas de interes, para q sirven?", A),
            ("¿Alguna estrategia general para ganarle a Rob Bot en solitario?", U),
            ("¿Cuántos VEP suele sacar el que gana? Para saber si jugamos bien o no", U),
            ("¿Coming of Age tiene relación con Adulthood? ¿Se pueden jugar seguidos como una misma historia?", U),
            ("¿Algún consejo para la primera ronda, cuando solo hay dos Registros de Ánimo y el dado de 4?", U),
            ("En la variante a dos, ¿conviene más imitar las Fichas de Rasgo neutrales o las del rival?", U),
        ],
    },
    "loop": {
        "en": [
            ("how do you win basic mode?", A),
            ("whats a turn look like, quick version", A),
            ("When does the game end?", A),
            ("WORK, BUY, CONSUME - one line each?", A),
            ("what's the point of the FAVOUR cards?", A),
            ("how do GOALs work, short version", A),
            ("What is REPUTATION for?", A),
            ("what do i start with in basic mode?", A),
            ("who goes first", A),
            ("which mode should we play first?", A),
            ("What are the 4 modes and how do they differ, roughly?", A),
            ("explain competitve mode quickly", A),
            ("in the coop mode how do we win?", A),
            ("give me the short version of solo mode", A),
            ("EVENTs - what are they, in short?", A),
            ("credit cards, how do they work in a nutshell", A),
            ("what's the LANDFILL penalty?", A),
            ("Tie in basic mode, who wins?", A),
            ("what do CAREERs do?", A),
            ("what do i do at the end of my turn?", A),
            ("what is DEPLETION?", A),
            ("what happens at the very start of my turn?", A),
            ("how are the blue solo favours different from the normal ones?", A),
            ("whats QUALITY on a material?", A),
            ("whats this burning MATERIAL thing in coop and solo?", A),
            ("is it worth taking a credit card early on purpose?", U),
            ("when the game ends do we rank 2nd and 3rd place too, or is there only a winner?", U),
            ("any tips for the final round after someone hits 12 happiness?", U),
            ("can i play solo by running two player mats myself (two-handed) instead of using the solo rules?", U),
            ("any advice on when to hoard MATERIAL versus consuming straight away?", U),
        ],
        "es": [
            ("¿De qué va LOOP y cómo se gana en el modo básico?", A),
            ("resumime un turno", A),
            ("¿Cuándo se acaba la partida?", A),
            ("WORK, BUY y CONSUME: explicámelos en una línea cada uno", A),
            ("¿para qué sirven las FAVOUR?", A),
            ("¿Cómo se consiguen los GOAL?", A),
            ("¿Para qué sirve la REPUTATION?", A),
            ("¿con qué empieza cada uno en el modo básico?", A),
            ("¿Quién empieza la partida?", A),
            ("vale, ¿qué modo se juega primero según el reglamento?", A),
            ("¿Ustedes saben en qué se diferencian los cuatro modos, a grandes rasgos?", A),
            ("explicame rapido el modo competitivo", A),
            ("En el cooperativo, ¿cómo se gana?", A),
            ("Disculpe, ¿me resume el modo solitario?", A),
            ("¿Qué son los EVENT?", A),
            ("las CREDIT CARD, ¿cómo van en resumen?", A),
            ("¿Qué es la penalización del LANDFILL?", A),
            ("si empatamos en el básico, ¿quién gana?", A),
            ("¿Para qué sirven las CAREER? ¿solo para ganar más plata?", A),
            ("¿Qué hago al terminar mi turno?", A),
            ("q es la DEPLETION", A),
            ("¿qué se hace al principio de cada turno?", A),
            ("En solitario, ¿qué tienen de distinto las FAVOUR azules?", A),
            ("¿Qué es la QUALITY de un MATERIAL?", A),
            ("en cooperativo, ¿cómo funcionan las FAVOUR, tío?", A),
            ("En el modo básico, ¿conviene más ir a por los GOAL o sumar HAPPINESS con ACTIVITY sueltas?", U),
            ("¿Cuántos GOAL suele conseguir alguien en una partida normal?", U),
            ("¿Cuántos jugadores hacen falta como mínimo para jugar el modo cooperativo?", U),
            ("¿Qué modo es más difícil de ganar, el solitario o el cooperativo?", U),
            ("¿Cuál es la FAVOUR más útil en competitivo? Para saber cuál guardar", U),
        ],
    },
    "adulthood": {
        "en": [
            ("ok how do you win adulthood?", A),
            ("whats a turn, roughly?", A),
            ("so when does it end?", A),
            ("what does each player get at setup?", A),
            ("the 8 action spots on my board, quick rundown?", A),
            ("how does the market work?", A),
            ("What are Values cards for?", A),
            ("what are life events, in short?", A),
            ("what does being Grown Up mean?", A),
            ("promotion and mariage, short version", A),
            ("what card types are there?", A),
            ("solo mode in a nutshell?", A),
            ("what are the solo achievement cards?", A),
            ("how do you win solo?", A),
            ("What happens at final scoring, step by step?", A),
            ("who goes first?", A),
            ("can energy be used as time?", A),
            ("whats the experience stack for?", A),
            ("what's the deal with the heart icon on partners?", A),
            ("what does the green bar on a card mean?", A),
            ("how is the solo market different?", A),
            ("what's the reset at the end of my turn?", A),
            ("do matching life icons score anything at the end?", A),
            ("tie at the end, then what?", A),
            ("what does meditate do in solo?", A),
            ("is it worth rushing to Grown Up as fast as possible?", U),
            ("do we rank everyone at the end, 2nd and 3rd place, or only the winner counts?", U),
            ("is there an easier solo setup for beginners, like playing without an achievement card?", U),
            ("whats the best order to explain adulthood to new players?", U),
            ("can we play with values face up for a teaching game?", U),
        ],
        "es": [
            ("¿De qué va esto y cómo se gana?", A),
            ("resumime un turno, ¿qué pasos tiene?", A),
            ("¿Cuándo se termina la partida?", A),
            ("¿Qué recibe cada jugador al preparar la partida?", A),
            ("¿para qué sirven las ocho casillas de acción de mi tablero?", A),
            ("¿Cómo funciona el mercado? ¿cuántas cartas puedo agarrar?", A),
            ("¿Para qué son las cartas de Values?", A),
            ("¿Qué son los Life Events?", A),
            ("¿Qué significa ser Grown Up?", A),
            ("el ascenso (Promoted) y casarse (Married), explicámelo corto", A),
            ("¿qué tipos de cartas hay?", A),
            ("dame la versión corta del modo solitario", A),
            ("¿Qué son las cartas de Achievement del solitario?", A),
            ("¿Cómo se gana en solitario?", A),
            ("¿Cómo va la puntuación final, paso a paso?", A),
            ("quien empieza", A),
            ("¿La energía se puede usar como tiempo?", A),
            ("¿Para qué sirve la pila de Experiencias?", A),
            ("¿Qué es eso del corazón en las cartas de Partner?", A),
            ("¿qué significa la barra verde de una carta?", A),
            ("Disculpe, ¿qué cambia en el mercado cuando se juega en solitario?", A),
            ("ahorita terminé mi turno, ¿qué tengo que devolver y reponer?", A),
            ("los iconos de vida repetidos dan puntos al final?", A),
            ("si empatamos, ¿quién gana?", A),
            ("en solitario, ¿qué hace Meditate?", A),
            ("¿Es mejor ir a por Resources y Traits o llenar las casillas del tablero con cartas de acción?", U),
            ("Che, ¿vale la pena casarse pronto o es mejor ir cambiando de Partner?", U),
            ("¿Qué Achievement del solitario es el más fácil para empezar?", U),
            ("Juego contra mi hermano que nunca ha jugado, ¿hay alguna ventaja oficial para el novato?", U),
            ("¿Puede incorporarse un jugador a mitad de partida?", U),
        ],
    },
    "cv": {
        "en": [
            ("how do you win cv?", A),
            ("what are the phases of a round?", A),
            ("when's the game over?", A),
            ("quick setup rundown?", A),
            ("how does the childhood card thing work at the start?", A),
            ("who starts?", A),
            ("how many dice do i roll and how many rerolls do i get?", A),
            ("whats good luck for?", A),
            ("What does bad luck do?", A),
            ("card types, one line each?", A),
            ("how do event cards work?", A),
            ("life goals: private vs public, whats the deal?", A),
            ("how do we score at the end?", A),
            ("what's social assistance?", A),
            ("tie at the end?", A),
            ("2 player: anything different?", A),
            ("red slash cards, in short?", A),
            ("what about the cards with 2 colours?", A),
            ("What are the tokens for?", A),
            ("how do cards stack in my pile?", A),
            ("which deck do the track cards come from over the game?", A),
            ("health cards, what are they for", A),
            ("work cards, what do they do in short", A),
            ("possesions - what are they for?", A),
            ("how do we set up the childhood cards with 3 players?", A),
            ("are event cards worth buying or is it better to spend everything on cv cards?", U),
            ("do we rank 2nd and 3rd place at the end or only the winner?", U),
            ("whats the best order to explain cv to new players?", U),
            ("is there a variant with a longer track, like 6 or 7 cards?", U),
            ("is it worth chasing extra dice, or are 4 enough?", U),
        ],
        "es": [
            ("¿De qué va CV y cómo se gana?", A),
            ("¿cuáles son las fases de una ronda?", A),
            ("¿Cuándo termina la partida?", A),
            ("¿cómo se prepara? rápido", A),
            ("¿Cómo va lo de coger las cartas de infancia al principio?", A),
            ("¿Quién empieza?", A),
            ("¿Cuántos dados tiro y cuántas veces puedo volver a tirar?", A),
            ("¿para qué sirve la buena suerte?", A),
            ("¿Qué pasa con la mala suerte?", A),
            ("tipos de cartas, uno por línea", A),
            ("¿Cómo funcionan las cartas de evento?", A),
            ("Metas vitales: ¿cuál es secreta y cuál pública?", A),
            ("¿Cómo se puntúa al final?", A),
            ("güey, ¿qué es la asistencia social?", A),
            ("empate al final, q pasa", A),
            ("a dos jugadores, ¿cambia algo?", A),
            ("¿Las cartas con el efecto tachado en rojo qué son?", A),
            ("¿Y las cartas de dos colores?", A),
            ("¿para qué son las fichas?", A),
            ("¿Cómo se apilan las cartas en mi currículum?", A),
            ("¿De qué mazo salen las cartas del track a lo largo de la partida?", A),
            ("¿Cuántos dados puedo llegar a tener como máximo?", A),
            ("las cartas de relación, para que sirven en resumen", A),
            ("¿Las posesiones para qué sirven?", A),
            ("Disculpe, ¿qué se hace en la fase de limpieza al final del turno?", A),
            ("¿Vale la pena juntar muchas cartas de relación por la buena suerte?", U),
            ("¿Hay alguna variante con otra tabla de puntos para salud, relaciones y conocimiento?", U),
            ("¿Qué carta de infancia conviene quedarse primero en el reparto?", U),
            ("¿Hay alguna regla para jugar con dos metas vitales secretas y quedarse con una?", U),
            ("Tío, cuando me toca la desgracia por la mala suerte, ¿qué tipo de carta conviene descartar?", U),
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
