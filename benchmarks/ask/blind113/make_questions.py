"""Write the blind113 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind113/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11301-11304), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (game -> question text -> ids: some
question texts recur in several games) and are empty until that file is written.
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
SEEDS = {"coming-of-age": 11301, "loop": 11302, "adulthood": 11303, "cv": 11304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ok so how do you win coming of age?", A),
            ("what's a turn look like, roughly? just the phases in order", A),
            ("how many turns and rounds is a whole game?", A),
            ("when exactly does the game end?", A),
            ("give me the short version of the solo mode", A),
            ("what's rob bot for, in short? how does he decide where to go?", A),
            ("quick rundown of the 2 player variant, what changes?", A),
            ("what do we do first at setup? just the big steps", A),
            ("what are the mood tracks for, in a nutshell?", A),
            ("explain the freindship track quickly", A),
            ("whats the personal fulfillment track about", A),
            ("Trait tiles vs goal tiles: what's each one for, short version?", A),
            ("what happens when a round ends?", A),
            ("final scoring in a nutshell?", A),
            ("what's the bus for?", A),
            ("do we all play at the same time or take turns one after another?", A),
            ("which dice do we use in each round?", A),
            ("what are memory tokens good for", A),
            ("Memory vs Presence: what's the difference, in one line each?", A),
            ("if i dont take a memory or leave a presence what happens instead", A),
            ("how are ties broken at the end?", A),
            ("Which locations are open at the start and how do the rest open up?", A),
            ("whats frustration about in this game, short version", A),
            ("in solo, how does rob score at the end of the game?", A),
            ("rob beats me every time, is there a way to make him easier? or harder?", A),
            ("roughly how many VEP does the winner usually end up with? is 40 good?", U),
            ("strategy q: spend frustration to switch locations early while its cheap, or save it for the later rounds?", U),
            ("there are 3 of us, can we run the 4th colour as a ghost player so the board feels busier?", U),
            ("is there an official variant that lets you play more than 4 trait tiles? that limit feels tight", U),
            ("is there a learn-to-play walkthrough, like a scripted first round for teaching new players?", U),
        ],
        "es": [
            ("¿De qué va esto, cómo se gana?", A),
            ("Resumime un turno, porfa: ¿qué fases tiene y en qué orden?", A),
            ("¿Cuándo se acaba la partida?", A),
            ("oye cuantas rondas y cuantos turnos son en total", A),
            ("¿Cómo funciona el modo solitario, en resumen?", A),
            ("¿Qué hace Rob en su turno, más o menos?", A),
            ("Che, ¿qué cambia en la variante de dos jugadores?", A),
            ("¿Qué hay que preparar antes de empezar? Dame solo lo básico.", A),
            ("¿Para qué sirven los Registros de Ánimo?", A),
            ("¿Qué es eso de la Presencia y para qué sirve?", A),
            ("¿Cómo se consigue un Recuerdo y qué te da?", A),
            ("explicame rapido las Fichas de Rasgo", A),
            ("¿Y las Fichas de Objetivo? ¿Cuándo se juegan y cuántas puedo jugar?", A),
            ("ahorita terminamos la primera ronda, ¿qué hay que hacer?", A),
            ("Al final de la partida, ¿cómo se puntúa? Resumen rápido.", A),
            ("¿Cómo lo hacéis: jugamos todos a la vez o cada uno en su turno?", A),
            ("para q sirve el autobus", A),
            ("¿Qué dados usamos en cada ronda?", A),
            ("¿Qué son las Fichas de Frustración y cómo se quitan?", A),
            ("¿Para qué sirve la Fuerza de Voluntad, así en general?", A),
            ("Si empatamos a VEP, ¿quién gana?", A),
            ("Disculpe, ¿cuántas Fichas de Rasgo puedo jugar en toda la partida?", A),
            ("¿Cómo puntúa Rob al final de la partida?", A),
            ("tío, Rob me gana siempre, ¿se puede bajar la dificultad?", A),
            ("¿Qué es el Rasgo Mimético, en dos palabras?", A),
            ("¿Qué conviene más: tener muchos amigos en nivel 0 o pocos amigos íntimos? ¿El juego recomienda algo?", U),
            ("Che, ¿cuántas Presencias suele tener en el tablero el que gana? Para saber si voy bien encaminado", U),
            ("¿Hay alguna variante sin el Autobús, resolviendo todas las ubicaciones a la vez para ir más rápido?", U),
            ("¿Cuántos VEP suele sacar Rob en una partida normal? Para saber si lo estoy haciendo bien", U),
            ("¿Con cuántos jugadores se disfruta más, a 2, a 3 o a 4?", U),
        ],
    },
    "loop": {
        "en": [
            ("ok so how do you win loop?", A),
            ("what can i do on my turn, short version", A),
            ("when does the game end?", A),
            ("whats the difference between the 4 modes, in a nutshell", A),
            ("give me the short version of the solo mode", A),
            ("how does co-op work overall, and how do we win it?", A),
            ("What does Competitive mode add on top of Basic?", A),
            ("what are FAVOURs for, roughly?", A),
            ("explain REPUTATION quickly", A),
            ("whats a GOAL card and how do you complete one", A),
            ("what's DEPLETION?", A),
            ("what do i start with as the INTERN?", A),
            ("who goes first?", A),
            ("Which mode should we play for our very first game?", A),
            ("what are EVENTs, in one line? when do you get one?", A),
            ("how do credit cards work, short verison", A),
            ("how does the tie break work?", A),
            ("what's the LANDFILL for?", A),
            ("what are CAREERs about, in short?", A),
            ("quick setup rundown: what goes where?", A),
            ("what happens at the end of my turn?", A),
            ("in solo, how are the blue FAVOURs different from the red ones?", A),
            ("whats this burning MATERIAL thing in co-op and solo?", A),
            ("how do i get HAPPINESS, basically?", A),
            ("what are the happiness zones on the mat for?", A),
            ("what player count is this best at?", U),
            ("does the game rank 2nd and 3rd place or only say who won?", U),
            ("which careers combo well together in co-op?", U),
            ("in competitive can we play with everyone's GOALs open from the start, as a variant?", U),
            ("roughly how many GOALs does a decent player finish in a basic game?", U),
        ],
        "es": [
            ("¿De qué va LOOP y cómo se gana?", A),
            ("resumime un turno", A),
            ("¿Cuándo se acaba la partida?", A),
            ("¿Qué modos de juego hay y en qué se diferencian?", A),
            ("¿Cómo funciona el modo solitario, en resumen?", A),
            ("En el cooperativo, ¿cómo ganamos?", A),
            ("¿Qué añade el modo competitivo respecto al básico?", A),
            ("¿Para qué sirven los FAVOUR?", A),
            ("¿Qué es la REPUTATION y para qué se usa?", A),
            ("¿Cómo se cumple un GOAL?", A),
            ("¿Qué es la DEPLETION?", A),
            ("Oye, ¿con qué empieza cada uno en el modo básico?", A),
            ("Vale, ¿y quién empieza?", A),
            ("¿Qué modo jugamos la primera vez?", A),
            ("¿Qué son los EVENT y cuándo se roban?", A),
            ("explicame rapido lo de las CREDIT CARD xq no entiendo nada", A),
            ("Si empatamos a HAPPINESS, ¿quién gana?", A),
            ("¿Para qué sirve el LANDFILL?", A),
            ("¿Qué son las CAREER y qué cambian?", A),
            ("¿Qué se hace al final del turno?", A),
            ("¿Qué cambia con los FAVOUR azules del solitario?", A),
            ("¿Puedo pasar el turno sin hacer nada?", A),
            ("q es la QUALITY de un MATERIAL y como se elige al comprar", A),
            ("güey como se consigue HAPPINESS en general", A),
            ("En el cooperativo, ¿cómo funcionan los FAVOUR?", A),
            ("¿Conviene más hacer WORK al principio o comprar MATERIAL de una? ¿Qué recomiendan?", U),
            ("¿Hay una variante oficial del competitivo sin EVENT, solo con CREDIT CARD y LANDFILL?", U),
            ("¿Cuántos EVENT suele robar cada jugador en una partida competitiva?", U),
            ("¿La campaña se puede jugar en solitario?", U),
            ("¿Qué PROPERTY pide exactamente el GOAL SOCIAL WELLBEING?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how do you win adulthood?", A),
            ("what's a turn, roughly?", A),
            ("when does the game end?", A),
            ("short version of the solo mode?", A),
            ("what are the values cards fro?", A),
            ("what are the 4 areas on my board for, one line each", A),
            ("what's Grown Up and what does it unlock?", A),
            ("what does each player get at setup?", A),
            ("who goes first?", A),
            ("how does the market work, quickly", A),
            ("what are life events, in short?", A),
            ("explain promotions and marriage in short", A),
            ("final scoring in a nutshell?", A),
            ("what do energy tokens do?", A),
            ("whats the experience stack for", A),
            ("Partner cards vs Career cards: how do they work, roughly?", A),
            ("solo achievements: what are they?", A),
            ("how does a solo game end and how do i win it?", A),
            ("how do the negative impact and unhappiness tokens count?", A),
            ("can i use both action spots of the same category in one turn?", A),
            ("what happens to the market at the end of my turn?", A),
            ("what are the life icons for?", A),
            ("in solo, what does meditate do?", A),
            ("what if we tie?", A),
            ("what happens if my score runs past the end of the track?", A),
            ("is getting married actually worth it, or should i just keep dating? whats the smart move", U),
            ("roughly what combined score usually wins a normal 4 player game?", U),
            ("any opening advice? what should i spend my 8 time on in the first turn?", U),
            ("whats the best player count for this game?", U),
            ("is there a variant without Partner cards for playing with younger kids?", U),
        ],
        "es": [
            ("¿De qué va Adulthood y cómo se gana?", A),
            ("resumime un turno", A),
            ("¿Cuándo termina la partida?", A),
            ("¿Cómo funciona el modo solitario, en resumen?", A),
            ("¿Para qué sirven las cartas de Values?", A),
            ("¿Qué son las cuatro zonas del tablero del jugador?", A),
            ("¿Qué significa ser Grown Up?", A),
            ("¿Con qué empieza cada uno? ¿Cuánta plata y energía tenés al principio?", A),
            ("¿Quién empieza la partida?", A),
            ("¿Cómo funciona el mercado, así rápido? ¿Qué carta puedo agarrar?", A),
            ("¿Qué son los Life Events?", A),
            ("Che, ¿cómo funciona lo de ascender y casarse?", A),
            ("¿Cómo se puntúa al final? Resumen rápido.", A),
            ("Oigan, ¿para qué sirve la energía?", A),
            ("¿Qué es la pila de Experiences?", A),
            ("¿Cuántas Partner puedo tener a la vez?", A),
            ("¿Qué son los Achievement del solitario?", A),
            ("en solitario cuando se acaba y como se gana", A),
            ("¿Las fichas de Negative Impact y Unhappiness qué hacen al final?", A),
            ("¿Qué pasa con el mercado al terminar mi turno?", A),
            ("¿Para qué sirven los iconos de Vida?", A),
            ("¿Puedo usar el time en las dos casillas de Career en el mismo turno?", A),
            ("Disculpe, ¿qué es la barra verde de las cartas?", A),
            ("Si empatamos, ¿quién gana?", A),
            ("¿Qué pasa si un marcador llega al final del track de puntos?", A),
            ("¿Cuántos Life Events le suelen tocar a cada uno en una partida?", U),
            ("¿Qué icono de Vida es más fácil de juntar en sets? ¿Cuál conviene?", U),
            ("¿Se decide el segundo puesto de alguna manera o solo cuenta quién gana?", U),
            ("¿Existe alguna variante para que la partida dure más, por ejemplo que se acabe cuando se cruzan los marcadores de dos jugadores?", U),
            ("En solitario, ¿qué puntuación se considera buena?", U),
        ],
    },
    "cv": {
        "en": [
            ("ok how do you win cv?", A),
            ("what's a round look like, roughly?", A),
            ("when does the game end?", A),
            ("what are the dice for, short version", A),
            ("what do the card types do, one line each", A),
            ("quick setup rundown?", A),
            ("who starts?", A),
            ("childhood cards: how are they handed out at the start?", A),
            ("what are life goals?", A),
            ("whats the bad luck thing abuot", A),
            ("what's 3 good luck good for?", A),
            ("how does scoring work at the end?", A),
            ("social assistance, whats that?", A),
            ("what's different in a 2 player game?", A),
            ("how do event cards work?", A),
            ("how many dice do i roll, and can i get more?", A),
            ("what does 'active card' mean?", A),
            ("what's the red slash on some cards?", A),
            ("what if we tie?", A),
            ("tokens: what are they for?", A),
            ("where do new cards on the track come from as the game goes on?", A),
            ("can i take more than one card per turn?", A),
            ("what about cards with two colours?", A),
            ("where does a new card go in my stacks?", A),
            ("how are the public life goals scored?", A),
            ("how's 2nd place decided, or does only the winner matter?", U),
            ("strategy: possessions or health/knowledge/relationship sets, which usually pays more?", U),
            ("can we play a variant where all life goals are public, no secret ones?", U),
            ("what player count is cv best at?", U),
            ("can we play with a longer track, like 7 cards face up, for more choice?", U),
        ],
        "es": [
            ("¿De qué va CV y cómo se gana?", A),
            ("resumime una ronda", A),
            ("¿Cuándo se acaba la partida?", A),
            ("¿Para qué son los dados?", A),
            ("¿Qué tipos de cartas hay y qué hace cada uno?", A),
            ("¿Cómo se prepara la partida? Lo básico.", A),
            ("¿Quién empieza? ¿Ustedes lo sortean o hay regla?", A),
            ("¿Cómo se reparten las cartas de infancia?", A),
            ("¿Qué son las metas de vida?", A),
            ("vale, y lo de la mala suerte como va?", A),
            ("¿Para qué sirven tres de buena suerte?", A),
            ("¿Cómo se puntúa al final?", A),
            ("¿Qué es la asistencia social?", A),
            ("Che, ¿qué cambia a dos jugadores?", A),
            ("¿Cómo funcionan las cartas de evento?", A),
            ("¿Cuántos dados tiro y cómo consigo más?", A),
            ("q significa que una carta este activa", A),
            ("¿Qué es la barra roja tachada de algunas cartas?", A),
            ("Si empatamos, ¿quién gana?", A),
            ("Vos que sabés: ¿para qué son las fichas?", A),
            ("¿De dónde salen las cartas nuevas de la fila?", A),
            ("¿Cuántas cartas puedo coger por turno?", A),
            ("¿Y las cartas de dos colores?", A),
            ("Disculpe, ¿puedo poner una carta nueva de salud debajo de las otras?", A),
            ("¿Cómo funcionan las metas de vida públicas?", A),
            ("¿Conviene guardar las cartas de evento para el final o usarlas cuanto antes?", U),
            ("¿Cuántos dados suele tener alguien al final de una partida?", U),
            ("¿Hay alguna variante sin asistencia social, para gente que ya sabe jugar?", U),
            ("¿Cuántas cartas de trabajo hay en el mazo de edad madura?", U),
            ("¿Se puede jugar con la regla de dos jugadores también a tres, para que vaya más rápido?", U),
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
