"""Write the blind133 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind133/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13301-13304), so the
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
SEEDS = {"coming-of-age": 13301, "loop": 13302, "adulthood": 13303, "cv": 13304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

COA_EN = [
    ("how many turns does a game of coming of age last?", A),
    ("So the game ends after round 4 - is that once everybody has used up all their dice?", A),
    ("how many turns is each round? someone said round 1 is shorter", A),
    ("in the last turn of a round do i really only roll one die? why?", A),
    ("Before the final count, can I still flip a Memory Token I never used? How many?", A),
    ("at the end how much vep do i lose for each frustration token still sitting on the right end of a track?", A),
    ("If my frustration was overcome (token on the left end), does it still cost me anything at the end?", A),
    ("how many of my goal tiles can i actually score at the end of the game?", A),
    ("What's a Goal Tile worth at the end if I meet it?", A),
    ("i finish with a pile of willpower, motivation and memory tokens. are they worth anything?", A),
    ("Do my used Memory Tokens count for the leftover VEP at the end too, or only the unused ones?", A),
    ("We're tied on VEP after the last turn. Who wins?", A),
    ("still tied after comparing trait and goal tiles, what's the next tiebreak? and if that's tied too?", A),
    ("What dice do we get for the final round, and how many turns does round 4 last?", A),
    ("which locations open up for the last round?", A),
    ("When exactly does a round end? Is it when nobody has dice left next to their board?", A),
    ("At the end of a round, which Mood Counter do I add and where does it go?", A),
    ("is there a cap on how many trait tiles i can play over the whole game?", A),
    ("Solo: how does Rob score at final scoring?", A),
    ("solo - rob keeps crushing me, can i make him easier?", A),
    ("In solo which Goal Tiles do I start with?", A),
    ("For a Type A goal like Sociable, if I'm tied with someone for the most, do I still score it?", A),
    ("does the Persistent goal need my fulfillment counter on the very last space of the track?", A),
    ("For the Type D memory goals, do the Memory Tokens have to be unused at the end?", A),
    ("In the 2-player game what are the 4 tiles in the middle for, and what friendship level do I need for the last one?", A),
    ("solo: at the end of the turn what happens to the memory card if only rob got it?", A),
]
COA_ES = [
    ("¿Cuántas rondas tiene la partida y cuántos turnos en total?", A),
    ("Vale, ¿la partida termina justo al acabar la ronda 4, cuando ya nadie tiene dados?", A),
    ("Antes del recuento final, ¿puedo usar una Ficha de Recuerdo que no gasté? ¿Cuántas?", A),
    ("¿Cuántos VEP pierdo al final por cada Ficha de Frustración que sigue en el extremo derecho de un Registro de Ánimo?", A),
    ("che, las Fichas de Motivación y de Fuerza de Voluntad que me sobran al final, ¿sirven de algo?", A),
    ("Tío, ¿cuántas Fichas de Objetivo puedo puntuar al final?", A),
    ("cuanto vale cada objetivo q cumplo al final", A),
    ("Si empatamos a VEP al final, ¿quién gana?", A),
    ("¿Y si seguimos empatados después del desempate por Fichas de Rasgo y de Objetivo?", A),
    ("¿Con qué dados se juega la última ronda y cuántos turnos dura?", A),
    ("¿Qué ubicaciones se abren para la ronda 3?", A),
    ("Al terminar una ronda, ¿qué Contador de Estado de Ánimo se añade y qué Fichas de Motivación entran en juego?", A),
    ("¿Cuántas Fichas de Rasgo puedo jugar como máximo en toda la partida?", A),
    ("En solitario, ¿cómo puntúa Rob al final de la partida?", A),
    ("Jugando contra Rob, ¿qué Fichas de Objetivo me tocan a mí?", A),
    ("Rob me gana siempre, güey. ¿Cómo lo hago más fácil?", A),
    ("¿Por qué el último turno de cada ronda se juega con un solo dado?", A),
    ("Si un Contador de Estado de Ánimo tiene que ir a la derecha y ya está en la última casilla, ¿qué gano?", A),
    ("Si reboto a la izquierda y la Ficha de Frustración está en el extremo izquierdo (superada), ¿qué pasa?", A),
    ("¿Cuántos VEP da la primera Ficha de Motivación que gasto en un Recuerdo? ¿y la segunda y las demás?", A),
    ("Para los objetivos de tipo D, ¿cuentan las Fichas de Recuerdo ya usadas?", A),
    ("Disculpe, ¿con cuántos VEP empieza cada jugador?", A),
    ("¿Cuántas Presencias puedo tener y qué hago si quiero poner otra cuando ya usé las cuatro?", A),
    ("A dos jugadores, ¿cómo funcionan las cuatro Fichas de Rasgo que se ponen entre los dos?", A),
    ("En solitario, si Rob ya está en la última casilla de su Realización Personal, ¿qué gana por cada avance que le falta?", A),
    ("si en mi registro de realización personal ya llegué al final y tengo que avanzar mas, q pasa?", A),
]
LOOP_EN = [
    ("so the game ends right when someone hits happiness 12, or do we finish the round?", A),
    ("Who plays the very last turn? When exactly does the game stop?", A),
    ("What counts as DEPLETION? The MATERIAL deck is empty but there's still face-up MATERIAL in the BUY AREA.", A),
    ("whoever triggers depletion loses something right?", A),
    ("basic mode loop, who wins at the end?", A),
    ("two of us finished on the same HAPPINESS. what's the tie-break order?", A),
    ("Competitive: I still have a CREDIT CARD that isn't paid off when the game ends. What's the penalty?", A),
    ("how much happiness do i lose for my landfill at game end? i have 5 cards in it", A),
    ("co-op: when exactly have we won?", A),
    ("coop - when the burned MATERIAL empties the deck and DEPLETION shows, does anyone take the DEPLETION Penalty?", A),
    ("in solo when exactly have I won?", A),
    ("Solo: when does the game end, and do I burn a MATERIAL every turn?", A),
    ("How many GOAL do I start with in solo, and in the other modes?", A),
    ("how many sets of MATERIAL do we take out with 3 players?", A),
    ("what's the max HAPPINESS?", A),
    ("I'm at 0 HAPPINESS and WORK is all I can do. What happens in Basic Mode?", A),
    ("can i just pass my turn near the end if nothing helps me?", A),
    ("How many ACTIVITY can I keep? What happens when I complete a 4th one?", A),
    ("do i have to reveal a GOAL the moment i meet it?", A),
    ("Can each GOAL be achieved more than once?", A),
    ("How do I PAYOFF a CREDIT CARD, and how many COIN can I put on it per turn?", A),
    ("favour deck and discard pile are both empty at the start of my turn, what do i draw?", A),
    ("The ACTIVITY deck is empty when I refill at turn end. What do we do?", A),
    ("When do I draw an EVENT, and how many if I jump from HAPPINESS 4 to 10?", A),
    ("when do my face-down EVENTs actually trigger?", A),
    ("In co-op, when do I get my played FAVOUR back into my hand?", A),
]
LOOP_ES = [
    ("¿La partida termina en cuanto alguien llega a HAPPINESS 12 o se acaba la ronda?", A),
    ("¿La última ronda la juega todo el mundo? ¿Quién juega el último turno?", A),
    ("Cuando se acaba el mazo de MATERIAL, ¿se termina aunque queden MATERIAL boca arriba en la BUY AREA?", A),
    ("¿Qué pierde el que provoca la DEPLETION?", A),
    ("En el modo básico, ¿quién gana al final?", A),
    ("Si empatamos en HAPPINESS, ¿cómo se desempata?", A),
    ("che, al final me quedó una CREDIT CARD sin pagar del todo, ¿cuánto pierdo?", A),
    ("¿Cuánta HAPPINESS quita la LANDFILL Penalty al final de la partida?", A),
    ("En cooperativo, ¿cuándo ganamos exactamente?", A),
    ("En cooperativo, ¿cuándo se quema una carta de MATERIAL del mazo?", A),
    ("En solitario, ¿cuándo se termina la partida y qué necesito para ganar?", A),
    ("en solitario si la depletion sale al quemar material pierdo happiness?", A),
    ("¿Cuántos GOAL tengo en solitario?", A),
    ("¿Qué FAVOUR se usan en solitario, los rojos o los azules?", A),
    ("Con 2 jugadores, ¿cuántos sets de MATERIAL se quitan antes de montar?", A),
    ("¿Con cuánta HAPPINESS empieza el INTERN y con cuánta las demás CAREER?", A),
    ("¿Puedo pasar turno si no me conviene hacer nada?", A),
    ("¿Cuántas ACTIVITY puedo guardar en mi AREA?", A),
    ("¿Los GOAL hay que mostrarlos en el mismo turno en que se cumplen?", A),
    ("Ustedes saben si un GOAL se puede cumplir dos veces?", A),
    ("¿Cuántas COIN puedo poner en una CREDIT CARD por turno y cuándo queda pagada?", A),
    ("En cooperativo, ¿cuándo recupero los FAVOUR que jugué?", A),
    ("¿Cuántos EVENT robo si paso de HAPPINESS 4 a 10?", A),
    ("¿Cuándo se activan los EVENT que tengo boca abajo?", A),
    ("¿Cuánta REPUTATION puedo tener como máximo?", A),
    ("Oye, ¿quién empieza la partida? Lo pregunto por saber quién cierra la última ronda", A),
]
AD_EN = [
    ("when does the game end?", A),
    ("Once someone's markers cross, do we all get the same number of turns?", A),
    ("What counts as 'crossed' exactly? Do the markers have to pass each other?", A),
    ("what's the order of the final scoring steps?", A),
    ("What do my Negative Impact and Unhappiness tokens do at the end?", A),
    ("how do sets of life icons score at the end? i have 4 family icons", A),
    ("What's a complete heart worth at game end?", A),
    ("my marker went past the end of the track, what now?", A),
    ("Tie on the combined score - who wins?", A),
    ("who wins, highest happiness or something else?", A),
    ("Solo: when does the game end?", A),
    ("in solo do i still score my sets of life icons and the heart?", A),
    ("Solo: how do I actually win?", A),
    ("How many Life Events are in the solo Life Event deck?", A),
    ("solo market: how many cards and when does it get refreshed?", A),
    ("Solo: what do the 2nd and 3rd card from the market cost in one turn?", A),
    ("What does Meditate do in solo?", A),
    ("in solo do i draw a life event when my marker passes a life event space?", A),
    ("Can my markers ever move backwards during the game?", A),
    ("What happens when I pass the Grown-Up space on a track?", A),
    ("I passed two Life Event spaces in one turn. Do I take both, and when do I resolve them?", A),
    ("how many time meeples and tokens do i start with?", A),
    ("Who goes first?", A),
    ("How many Values do I start with, and can the others see them?", A),
    ("When do the Life Events I got this turn go to my Experience stack?", A),
    ("if i play a new career do i lose my promoted token?", A),
]
AD_ES = [
    ("¿Cuándo se acaba una partida de Adulthood?", A),
    ("Cuando a alguien se le cruzan los marcadores, ¿todos jugamos el mismo número de turnos?", A),
    ("¿Qué significa exactamente que los marcadores se crucen?", A),
    ("¿En qué orden se hace la puntuación final?", A),
    ("¿Qué hacen al final las fichas de Unhappiness y Negative Impact?", A),
    ("che, ¿cómo puntúan los sets de iconos de Vida al final? tengo 3 de Family", A),
    ("¿Cuánto vale el corazón completo al final?", A),
    ("Mi marcador se pasó del final del track, ¿qué hago?", A),
    ("Si empatamos en la suma de Happiness e Impact, ¿quién gana?", A),
    ("¿Gana el que tiene más Happiness o se suman las dos?", A),
    ("En solitario, ¿cuándo termina la partida?", A),
    ("en solitario se cuentan los sets de iconos y el corazon al final?", A),
    ("En solitario, ¿qué necesito para ganar?", A),
    ("¿Cuántas Life Events hay en el mazo del solitario?", A),
    ("En solitario, ¿cuántas cartas tiene el mercado y cuándo se cambian?", A),
    ("En solitario, ¿cuánto cuesta la segunda carta del mercado en un turno? ¿y la tercera?", A),
    ("¿Qué hace Meditate en solitario?", A),
    ("En solitario, ¿robo Life Event al pasar por esas casillas del track?", A),
    ("¿Los marcadores pueden ir hacia atrás durante la partida?", A),
    ("¿Qué pasa cuando paso la casilla de Grown-Up?", A),
    ("Pasé dos casillas de Life Event en el mismo turno, ¿cojo las dos? ¿cuándo se resuelven?", A),
    ("¿Con cuántos meeples de tiempo y fichas empieza cada jugador?", A),
    ("Oigan, ¿quién empieza la partida?", A),
    ("¿Cuántos Values tengo al principio y los ven los demás?", A),
    ("¿Cuándo pasan las Life Events de este turno a mi pila de Experiencias?", A),
    ("si cambio de Partner pierdo el marcador de Married?", A),
]
CV_EN = [
    ("so the game ends when the old age deck runs low, or do we finish the round?", A),
    ("When exactly is the game over? Something about the old age deck and the number of players?", A),
    ("does everybody get the same number of turns at the end?", A),
    ("How are relationship, health and knowledge cards scored at the end?", A),
    ("what do possession cards give at the end?", A),
    ("When do we reveal our secret life goal cards?", A),
    ("two of us tied on a public life goal, who gets the points?", A),
    ("Tie on points at the end. Who wins?", A),
    ("still tied after the cv card count, what now?", A),
    ("How many public life goals are out in a 3-player game?", A),
    ("at the end of a round, when exactly is the leftmost track card thrown out, before or after the refill?", A),
    ("2 players: when do we discard the leftmost card from the track?", A),
    ("When do we check for social assistance, and who gets it?", A),
    ("If two players get social assistance, who takes a card first?", A),
    ("which deck refills the track once the young adulthood deck is empty?", A),
    ("how many dice can i have at most?", A),
    ("I rolled 3 bad luck symbols. What do I lose?", A),
    ("what if i can't pay the red slash cost on one of my cards?", A),
    ("How do cards with two colours work?", A),
    ("how do we set up the childhood cards for 2 players?", A),
    ("who starts each round?", A),
    ("I lost my bicycle card, do I still start the rounds?", A),
    ("Can 3 good luck symbols buy any card?", A),
    ("Where does a new health card go in my stack?", A),
    ("How many times can I reroll, and which dice can't be rerolled?", A),
    ("how many life goal cards does each player get?", A),
]
CV_ES = [
    ("¿La partida termina en cuanto se acaba el mazo de vejez o se termina la ronda?", A),
    ("¿Cuándo exactamente se acaba el juego?", A),
    ("¿la última ronda la juega todo el mundo?", A),
    ("¿Cómo se puntúan al final las cartas de salud, relaciones y conocimiento?", A),
    ("¿Qué dan al final las cartas de posesión?", A),
    ("¿Cuándo se enseña la carta de objetivo vital secreta?", A),
    ("Si dos empatamos en un objetivo vital público, ¿quién se lleva los puntos?", A),
    ("Si empatamos a puntos al final, ¿quién gana?", A),
    ("¿Y si seguimos empatados con las mismas cartas en el currículum?", A),
    ("¿Cuántos objetivos vitales públicos se ponen con 4 jugadores?", A),
    ("che, al final, ¿las cartas de posesión que quedaron tapadas por otras también suman sus puntos?", A),
    ("A dos jugadores, ¿cuándo se descarta la carta de más a la izquierda del track?", A),
    ("¿Cuándo se mira lo de la asistencia social y quién la recibe?", A),
    ("Si varios reciben asistencia social, ¿en qué orden cogen carta?", A),
    ("¿De qué mazo se rellena el track cuando se acaba el de juventud?", A),
    ("¿Cuántos dados puedo tener como máximo?", A),
    ("saque 3 simbolos de mala suerte, que pierdo?", A),
    ("¿Qué pasa si no puedo pagar el coste de la barra roja de una carta?", A),
    ("¿Cómo funcionan las cartas de dos colores?", A),
    ("¿Cómo se preparan las cartas de infancia para 3 jugadores?", A),
    ("¿Quién empieza cada ronda?", A),
    ("Perdí la carta de la bici, ¿sigo empezando yo las rondas?", A),
    ("¿Con 3 símbolos de buena suerte puedo comprar cualquier carta?", A),
    ("¿Dónde pongo una carta nueva de conocimiento en mi pila?", A),
    ("¿Cuántas veces puedo volver a tirar y qué dados no se pueden tirar otra vez?", A),
    ("Vos sabés cuántas cartas de objetivo vital recibe cada uno?", A),
]
COA_EN_U = [
    ("at the end when everyone uses their one last memory token, do we all do it at the same time or one after another? can i wait and see what the others pick first?", U),
    ("solo: at final scoring Rob reveals the trait tiles left in his pile. do those also unlock mimic trait tokens that he then gets to place for extra VEP?", U),
    ("2 players: at the end does the neutral trait row count as a rival for Type A goals like Sociable or Saver, or do I only compare with the other player?", U),
    ("Solo: if Rob and I are still tied after every tie-break, the rules say the tied players share the victory. Does that count as me beating Rob or not?", U),
]
COA_ES_U = [
    ("Para el desempate por Fichas de Rasgo y de Objetivo completadas, ¿cuenta una Ficha de Objetivo que juego al final aunque no cumpla su requisito?", U),
    ("¿Qué bonificación trae la última casilla del Registro de Realización Personal? Quiero saber si me conviene llegar antes de que acabe la partida", U),
    ("En solitario, antes del recuento final yo uso una última Ficha de Recuerdo. ¿Rob hace algo parecido en ese momento o pasa directo a puntuar?", U),
    ("A cuatro, si dos tenemos la misma Ficha de Objetivo de tipo A y al final empatamos en eso, ¿la puntuamos los dos?", U),
]
LOOP_EN_U = [
    ("competitive: the last player of the round flips Overproduction after his turn and it takes the last 2 MATERIAL, so DEPLETION shows between rounds. do we play one more full round or is the game over right there?", U),
    ("Solo: if DEPLETION shows when I refill the BUY AREA at my turn end, before I burn the MATERIAL, do I take the DEPLETION Penalty? The rule only waives it for the burn.", U),
    ("last turn, i'm the Scavenger. can my ability take a MATERIAL from my OWN landfill so i lose less to the LANDFILL Penalty?", U),
    ("Still tied after all four tie-breaks. Does the starting player's golden HAPPINESS token decide it, or anything else?", U),
]
LOOP_ES_U = [
    ("En cooperativo, si la DEPLETION sale al reponer la BUY AREA al final del turno del último jugador, y no al quemar el MATERIAL, ¿ese jugador se come la DEPLETION Penalty?", U),
    ("En cooperativo, cuando termina la partida, los FAVOUR que tenemos jugados boca arriba al lado de los GOAL, ¿cuentan para algo o restan?", U),
    ("En competitivo robé un EVENT en el turno de otro jugador (me cambió de zona de HAPPINESS) después de mi último turno. Se acaba la partida y sigue boca abajo: ¿se resuelve o se descarta?", U),
    ("Con el Scholar, ¿puedo usar lo de mirar la carta de arriba del mazo de MATERIAL en el turno de otro, para saber si en la última ronda va a salir la DEPLETION?", U),
]
AD_EN_U = [
    ("solo: the score I write on the Achievement card, is that Happiness plus Impact like a normal game, or something else?", U),
    ("The end rules say a player who passes the end of a track 'can' return to 0 and add 25. Is that optional? Would anyone ever not do it?", U),
    ("Solo: the eighth Life Event at the end of the last round gives me a card and some money. Do I get to use them before the game ends, or is it over right after I draw it?", U),
    ("If a Life Event in the last round gives someone an extra turn or makes them skip a turn, do we still stop at the player before the first player?", U),
]
AD_ES_U = [
    ("En partida normal, si en la última ronda mi marcador de Happiness pasa el final del track y vuelve a 0 (sumando 25), ¿eso cuenta para saber si mis marcadores se cruzaron?", U),
    ("En la puntuación final, si al sumar Happiness mi marcador pasa la casilla de Grown-Up y uno de mis Values pide ser Grown Up, ¿me cuenta?", U),
    ("Cuando alguien cruza los marcadores, ¿puede el jugador inicial, que ya no vuelve a jugar, hacer Meditate o algo fuera de turno antes de que acabe la ronda?", U),
    ("En la puntuación final, ¿hacemos cada paso todos a la vez o cada jugador hace sus cuatro pasos seguidos antes que el siguiente?", U),
]
CV_EN_U = [
    ("For the 'fewer CV cards' tie-break, do the cards buried under my top cards count the same as the active ones?", U),
    ("game's over: the 5 cards still face up on the track, does anybody score them, like whoever would have played next?", U),
    ("For the fewer-cards tie-break, does a 2-colour card count as one card or as two?", U),
    ("At the very end, before we count, can I still move a health card under another one in my stack so a different card is active?", U),
]
CV_ES_U = [
    ("Al final, para un objetivo vital que pide símbolos, ¿cuentan las fichas que tengo o solo las cartas del currículum?", U),
    ("Si en la última ronda a alguien le toca asistencia social y coge una carta con barra roja, ¿la tiene que pagar antes de puntuar o la puntúa sin pagar?", U),
    ("Las cartas de objetivo vital que sobraron en el mazo, ¿se pueden usar al final como objetivos extra?", U),
    ("¿Las cartas del mazo de vejez que quedan sin salir al terminar la partida se reparten o puntúan de alguna forma?", U),
]

Q = {
    "coming-of-age": {"en": COA_EN + COA_EN_U, "es": COA_ES + COA_ES_U},
    "loop": {"en": LOOP_EN + LOOP_EN_U, "es": LOOP_ES + LOOP_ES_U},
    "adulthood": {"en": AD_EN + AD_EN_U, "es": AD_ES + AD_ES_U},
    "cv": {"en": CV_EN + CV_EN_U, "es": CV_ES + CV_ES_U},
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
