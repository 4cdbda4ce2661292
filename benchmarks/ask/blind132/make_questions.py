"""Write the blind132 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind132/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13201-13204), so the
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
SEEDS = {"coming-of-age": 13201, "loop": 13202, "adulthood": 13203, "cv": 13204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

COA_EN = [
    ("so the game is 9 turns in total? how are they split over the 4 rounds", A),
    ("in coa how many turns is the first round, just one?", A),
    ("When exactly does the game end - after round 4, after turn 9, or when someone hits some VEP?", A),
    ("before final scoring can i still use a memory token? how many", A),
    ("do unresolved frustrations cost me anything at the end? how much each", A),
    ("I have a frustration token on the far left (overcome) when the game ends. does that one cost me the 3 VEP too?", A),
    ("i have 4 goal tiles but only played 2 trait tiles. how many goals can i score at the end", A),
    ("Do the goal tiles I couldn't complete cost me anything at the end?", A),
    ("leftover willpower, motivation and memory tokens at the end - worth anything?", A),
    ("do my used (flipped) memory tokens count in the leftover pile that gets divided by 3?", A),
    ("tie on VEP at the end, who wins?", A),
    ("still tied after comparing traits and goals. then what, do we share it?", A),
    ("Does a mimic trait token count as a played trait tile, so I can play one more goal tile at the end?", A),
    ("why do we only have one die on the last turn of every round?", A),
    ("which locations are open in the last round", A),
    ("what dice do we roll in round 4 and how many turns does it last", A),
    ("by the last round do we have all 5 mood tracks? which one unlocks last", A),
    ("solo: how does Rob score at the end of the game?", A),
    ("In solo, do the face-down trait tiles Rob still has in his pile score at the end even if he never met their requirements?", A),
    ("which goal tiles do i get in solo? want to know what i can score at the end", A),
    ("rob keeps winning by miles, is there a way to make him easier?", A),
    ("Committed goal, what exactly do I need by the end?", A),
    ("The Persistent goal: what do I need at the end?", A),
    ("i played my 4th trait tile in round 3. can i still play another one before the game ends?", A),
    ("Versatile at the end: me and another player both have 3 presences, the most. do I still score it?", A),
    ("Does the Type D goal count memory tokens I already used, or only the unused ones?", A),
]
COA_ES = [
    ("¿Cuántas rondas y cuántos turnos tiene la partida en total?", A),
    ("oye, ¿cuándo se acaba exactamente la partida?", A),
    ("Antes de la puntuación final, ¿puedo gastar alguna Ficha de Recuerdo que me quede sin usar?", A),
    ("¿Cuántos VEP pierdo al final por cada Ficha de Frustración que sigue en el extremo derecho de un Registro de Ánimo?", A),
    ("tio tengo 3 Fichas de Rasgo jugadas y 4 de Objetivo, cuantas objetivos puedo puntuar al final", A),
    ("¿Cuánto vale cada Ficha de Objetivo que cumplo al final?", A),
    ("che, las Fichas de Motivación y de Fuerza de Voluntad que me sobran al final, ¿sirven de algo?", A),
    ("Si al final tengo 8 fichas sobrantes entre Fuerza de Voluntad, Motivación y Recuerdo, ¿cuántos VEP son?", A),
    ("¿Cómo se desempata si dos terminamos con los mismos VEP?", A),
    ("para el desempate, ¿cuentan los Rasgos Miméticos que puse en los tableros de otros?", A),
    ("Si seguimos empatados después de contar rasgos, objetivos y personajes, ¿quién gana?", A),
    ("en la última ronda, ¿con qué dados jugamos y cuántos años dura?", A),
    ("¿Qué ubicaciones se abren al empezar la ronda 4?", A),
    ("¿Por qué el último turno de cada ronda se juega con un solo dado?", A),
    ("Al terminar una ronda, ¿qué Contador de Estado de Ánimo se añade y en qué casilla va?", A),
    ("¿Cuántas Fichas de Rasgo puedo jugar como máximo en toda la partida?", A),
    ("Robé una quinta Ficha de Rasgo en el último año, ¿qué hago con ella?", A),
    ("En solitario, ¿cómo puntúa Rob Bot al final?", A),
    ("En solitario, las Fichas de Rasgo que Rob tiene boca abajo en su montón al acabar, ¿le dan VEP?", A),
    ("Vale, en solitario ¿qué Fichas de Objetivo cojo yo?", A),
    ("Rob me gana siempre, güey. ¿Se le puede bajar la dificultad?", A),
    ("En solitario, si Rob ya está en la última casilla del Registro de Realización Personal y tiene que avanzar, ¿qué gana?", A),
    ("En solitario, en la última ronda, ¿Rob tira los mismos dados que yo?", A),
    ("Para el objetivo Comprometido, ¿qué nivel del Registro de Amistad tengo que alcanzar antes del final?", A),
    ("El objetivo Ahorrador: si al final empato con otro en fichas de Fuerza de Voluntad y Motivación, ¿lo cumplo?", A),
    ("En la variante de 2 jugadores, ¿cómo funciona la fila de cuatro Fichas de Rasgo neutrales?", A),
]

LOOP_EN = [
    ("what ends the game? just hitting happiness 12?", A),
    ("someone hit HAPPINESS 12 on their turn. does the game end right away or do we finish the round?", A),
    ("so who takes the last turn once the end is triggered?", A),
    ("does everyone get the same number of turns in the end?", A),
    ("When exactly does DEPLETION happen - when the last MATERIAL card is drawn even if there are still face-up MATERIAL in the BUY AREA?", A),
    ("i revealed DEPLETION when refilling at my turn end. is there a penalty for me?", A),
    ("basic mode: who wins at the end", A),
    ("tie on HAPPINESS in basic mode, what breaks it", A),
    ("How many sets of MATERIAL do we take out for a 3 player game? it changes how long the deck lasts", A),
    ("solo setup: how many MATERIAL sets do I remove", A),
    ("does the end game condition change between modes, or only how you win?", A),
    ("competitive: i still have a CREDIT CARD with 3 COIN on it when the game ends. what happens", A),
    ("landfill penalty at the end - how does it work, I've got 7 MATERIAL in my LANDFILL", A),
    ("Is there a LANDFILL penalty in the basic mode too?", A),
    ("coop: what do we need at the end to win?", A),
    ("co-op: do we burn a MATERIAL card every turn or once per round?", A),
    ("co-op: if the MATERIAL burn reveals DEPLETION, does somebody lose the 1 HAPPINESS?", A),
    ("solo mode: when exactly have I won?", A),
    ("solo: when does the game end, same as the others?", A),
    ("in solo do i burn a material card at the end of every turn", A),
    ("Solo: do the Debt and LANDFILL penalties count before checking if I made 11?", A),
    ("how many GOAL do I get in solo, and can I achieve each one more than once?", A),
    ("how much REPUTATION can i hold, and does it matter at the end?", A),
    ("my HAPPINESS token crossed into a new zone on the last player's turn - do i still draw an EVENT?", A),
    ("do continuous EVENTs stay active until the game ends?", A),
    ("I have no HAPPINESS left when I WORK in basic mode - what happens to my turn?", A),
]
LOOP_ES = [
    ("¿Cuándo se acaba la partida de LOOP?", A),
    ("Alguien llegó a HAPPINESS 12, ¿terminamos la ronda o se acaba ya?", A),
    ("¿La última ronda la juega todo el mundo?", A),
    ("che, ¿la DEPLETION salta aunque todavía queden MATERIAL boca arriba en la zona de compra?", A),
    ("el que provoca la DEPLETION, ¿pierde algo?", A),
    ("En el modo básico, ¿quién gana al final?", A),
    ("empatamos a HAPPINESS, como se desempata?", A),
    ("¿Cuántos sets de MATERIAL se quitan con 2 jugadores?", A),
    ("Con 5 o 6 jugadores, ¿se quita algún set de MATERIAL?", A),
    ("Al final de la partida tengo una CREDIT CARD sin pagar del todo. ¿Cuánto pierdo?", A),
    ("vos sabés cuánto te quita el LANDFILL al final? tengo 6 MATERIAL ahí", A),
    ("En el cooperativo, ¿cuándo ganamos?", A),
    ("En cooperativo, ¿cuándo se quema la carta de MATERIAL?", A),
    ("En cooperativo, si la quema de MATERIAL hace salir la DEPLETION, ¿se aplica la penalización?", A),
    ("En cooperativo, ¿la partida termina igual que en el básico?", A),
    ("modo solitario: ¿cuándo gano?", A),
    ("En solitario, ¿cuándo termina la partida?", A),
    ("en solitario se quema material cada turno o q", A),
    ("En solitario, ¿cuántos GOAL tengo?", A),
    ("¿Cada GOAL se puede cumplir más de una vez?", A),
    ("Disculpe, ¿cuántas ACTIVITY puedo tener guardadas y qué pasa si completo una cuarta?", A),
    ("¿Qué pasa si se acaba el mazo de FAVOUR y la pila de descarte también está vacía?", A),
    ("Si se acaba el mazo de ACTIVITY, ¿se acaba la partida?", A),
    ("¿Quién empieza la partida? Lo pregunto porque de eso depende quién juega el último turno", A),
    ("Tengo una CREDIT CARD, ¿cuánto tengo que pagar por turno y cuándo queda saldada?", A),
    ("Tío, en el competitivo, ¿cuántas EVENT robo si mi HAPPINESS pasa de 4 a 10 de golpe?", A),
]

AD_EN = [
    ("how does the game end?", A),
    ("my markers just crossed. does the game end right now or do we finish something?", A),
    ("what counts as 'crossed' exactly? do they have to pass each other?", A),
    ("do we all get the same number of turns?", A),
    ("end of game scoring: what are the steps, in order?", A),
    ("what do the negative impact and unhappiness tokens do at the end", A),
    ("I've got 5 Family icons at the end. how much happy is that?", A),
    ("Do the icons of the cards in my Experience stack count at the end?", A),
    ("Do Life icons from a Trait or Resource card count at the end for the sets?", A),
    ("complete heart at the end, what do i get", A),
    ("My marker went past the end of the Happiness track. what now?", A),
    ("who wins, and what if two of us have the same combined score?", A),
    ("when do we score the Values cards, and do they get revealed?", A),
    ("In which order do I score my Values cards?", A),
    ("can my markers move back before the game ends? like losing impact", A),
    ("solo: how does the game end?", A),
    ("solo: when have I won?", A),
    ("solo scoring: do I get the set bonus for life icons and the heart?", A),
    ("in solo do the unhappiness tokens still count at the end?", A),
    ("solo: how many Life Events are in the deck and when do I draw them?", A),
    ("In solo do I draw a Life Event when I pass a Life Event space on the track?", A),
    ("how many achievement cards do i keep in solo and what do i do with it at the end", A),
    ("solo market: what happens to the 3 cards at the end of each round?", A),
    ("Who goes first? Matters since the round has to finish at the end", A),
    ("i passed 2 life event spaces in my last turn, do i still get them?", A),
    ("Can I still play cards from my hand in the last round after somebody's markers crossed?", A),
]
AD_ES = [
    ("¿Cómo termina la partida?", A),
    ("Se me cruzaron los marcadores, ¿se acaba ya o seguimos?", A),
    ("¿Hasta quién se juega después de que alguien cruza los marcadores?", A),
    ("¿Todos jugamos el mismo número de turnos al final?", A),
    ("¿Qué pasos tiene la puntuación final?", A),
    ("Las fichas de Unhappiness y Negative Impact, ¿qué me hacen al final?", A),
    ("tengo 4 iconos de Family, cuánto happy me dan al final", A),
    ("¿Cuánto da el corazón completo al final?", A),
    ("Che, si paso el final del track de Impact, ¿qué hago?", A),
    ("¿Quién gana? ¿Se suma Happiness e Impact?", A),
    ("Si empatamos en la puntuación combinada, ¿quién gana?", A),
    ("Los Values, ¿cuándo se revelan y qué dan?", A),
    ("¿Las cartas del stack de Experience cuentan sus iconos al final?", A),
    ("¿Puedo retroceder en los tracks durante la partida?", A),
    ("En solitario, ¿cuándo se acaba la partida?", A),
    ("En solitario, ¿qué necesito para ganar?", A),
    ("En solitario, ¿cuento los sets de iconos y el corazón al final?", A),
    ("en solitario las fichas negativas cuentan al final??", A),
    ("En solitario, ¿cuántas Life Events uso y cuándo se roban?", A),
    ("en solitario, ¿se reparten Values?", A),
    ("En solitario, ¿cuántos Achievements cojo y dónde apunto la puntuación si gano?", A),
    ("En solitario, ¿qué pasa con el mercado al final de cada ronda?", A),
    ("En solitario, ¿cuánto cuesta coger una segunda y una tercera carta del mercado?", A),
    ("¿Quién arranca la partida en Adulthood? Importa para saber quién cierra la última ronda", A),
    ("Las Life Events que gano en mi último turno, ¿cuándo se resuelven?", A),
    ("Ustedes saben si los iconos de Life de un Trait cuentan para los sets del final?", A),
]

CV_EN = [
    ("when does the game end?", A),
    ("so the game ends right when the old age deck runs out, or do we finish the round?", A),
    ("Is the end checked after every player's turn or only at the end of a round?", A),
    ("who starts each round? trying to figure out who plays last", A),
    ("how do we score at the end, step by step", A),
    ("I've got 4 health cards at the end, how many points is that?", A),
    ("Do the older cards under the top one of a stack count for scoring at the end?", A),
    ("possession cards at the end: how are they scored?", A),
    ("do we reveal our secret life goal at the end?", A),
    ("the public life goals, who gets them at the end?", A),
    ("two of us tie for a public life goal. who gets the points?", A),
    ("tie on points at the end, who wins?", A),
    ("still tied after counting cards. now what?", A),
    ("how many public life goals are there with 3 players?", A),
    ("What happens when the early adulthood deck runs out?", A),
    ("social assistance - who gets it, and when?", A),
    ("If two players both get social assistance, who picks first?", A),
    ("with 2 players, when do we discard the leftmost card from the track?", A),
    ("at the end of a round what happens to the leftmost card on the track?", A),
    ("Do event cards I still hold become part of my CV?", A),
    ("a card with a red slash: when do I pay it, and what if I can't?", A),
    ("i got 6 bad luck symbols in my last turn, how many cards do i lose", A),
    ("How many dice can I have at most?", A),
    ("where does a card with two colours go, and can I change it at the end?", A),
    ("Childhood setup for 3 players: how many cards go in the deck?", A),
    ("my bicycle card got discarded, who starts the rounds now?", A),
]
CV_ES = [
    ("¿Cuándo se termina la partida?", A),
    ("Cuando se acaba el mazo de vejez, ¿se termina al momento o terminamos la ronda?", A),
    ("¿El final se comprueba después de cada turno o al final de la ronda?", A),
    ("¿Quién empieza cada ronda?", A),
    ("¿Cómo se cuentan los puntos al final?", A),
    ("tengo 5 cartas de conocimiento, cuántos puntos son?", A),
    ("Las cartas de salud que quedaron debajo de la pila, ¿puntúan al final?", A),
    ("Las posesiones, ¿cómo puntúan?", A),
    ("¿Mi objetivo vital secreto se revela al final?", A),
    ("¿Quién se lleva los objetivos vitales públicos?", A),
    ("Si empatamos en un objetivo público, ¿quién se lleva los puntos?", A),
    ("Si empatamos a puntos, ¿quién gana?", A),
    ("¿Y si seguimos empatados después del desempate?", A),
    ("¿Cuántos objetivos vitales públicos hay con 4 jugadores?", A),
    ("¿En qué orden se usan los mazos para rellenar la fila?", A),
    ("¿Quién puede recibir asistencia social?", A),
    ("Cuando se acaba un mazo y dos tienen derecho a asistencia social, ¿en qué orden eligen?", A),
    ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda?", A),
    ("Al final de la ronda, ¿qué se hace con la carta de más a la izquierda de la fila?", A),
    ("Las cartas de evento que tengo en la mano, ¿forman parte de mi currículum?", A),
    ("si no puedo pagar la barra roja de una carta, que pasa con ella", A),
    ("¿Qué pasa con cada 3 símbolos de mala suerte?", A),
    ("¿Cuántos dados se tiran al principio y cuántos se pueden tener como máximo?", A),
    ("¿Puedo usar 3 símbolos de buena suerte para comprar cualquier carta de la fila?", A),
    ("¿Cuántas cartas de infancia se usan a 2 jugadores?", A),
    ("Vale, ¿cuántas veces puedo volver a tirar los dados?", A),
]

COA_EN_U = [
    ("the Friendly goal tile: i fulfilled 5 traits counting my mimics but another player has 6. type A goals are supposed to be about having the majority - do i still score it?", U),
    ("For the Friendly goal (5 Trait Tiles fulfilled), do Trait Tiles still in my hand whose requirement I meet at the end count as fulfilled, or only the ones I played or mimicked?", U),
    ("how many spaces does level 7 of the friendship track have? if one of my friends is already up there can a second one still get to 7?", U),
    ("Versatile at the end: none of us placed a single Presence all game, 0 each. Is that a tie so the goal counts as fulfilled, or do I need at least one Presence?", U),
]
COA_ES_U = [
    ("Oye, el Objetivo Amistoso (Friendly) es de tipo A y esos van de tener la mayoría. Si cumplí 5 Fichas de Rasgo contando mis Rasgos Miméticos pero otro jugador llegó a 6, ¿lo puntúo igual?", U),
    ("Para el Objetivo Amistoso, ¿cuentan las Fichas de Rasgo que tengo en la mano y cuyo requisito cumplo al acabar, o solo las jugadas y las imitadas?", U),
    ("¿Cuántos huecos tiene el nivel 7 del Registro de Amistad? Si ya tengo un personaje ahí, ¿puede subir otro?", U),
    ("che, el objetivo Versátil: si nadie puso ni una Presencia en toda la partida, ¿ese empate a cero cuenta como cumplido?", U),
]
LOOP_EN_U = [
    ("solo: I hit HAPPINESS 12 in the middle of my CONSUME turn. does the game end right there, or do I finish the turn first (PAYOFF my CREDIT CARD, play FAVOURs, the burn)?", U),
    ("solo: Overproduction flips after my turn and takes the last 2 MATERIAL, so DEPLETION shows. is that like the burn (no penalty) or do I lose the 1 HAPPINESS?", U),
    ("solo: I reach HAPPINESS 12 in my turn, then A Diamond Is For Business drops me to 11 at my turn end. The solo rule says the game ends when you reach 12 - is it over, or do I keep going?", U),
    ("solo: the game ends at the end of my turn because DEPLETION showed. the face-down EVENTs I drew this turn, do they still flip and resolve before I check for 11?", U),
]
LOOP_ES_U = [
    ("En solitario llego a HAPPINESS 12 a mitad de mi turno de CONSUME. ¿Se acaba ahí mismo o termino el turno (pagar la CREDIT CARD, jugar FAVOUR, quemar el MATERIAL)?", U),
    ("Solitario: después de mi turno sale Overproduction, se lleva los 2 últimos MATERIAL y aparece la DEPLETION. ¿Pierdo la HAPPINESS de la penalización o cuenta como la quema?", U),
    ("En solitario llegué a HAPPINESS 12 en mi turno y al final del turno A Diamond Is For Business me bajó a 11. Si la regla dice que se acaba al llegar a 12, ¿terminó o sigo jugando?", U),
    ("en solitario cuando la partida se acaba al final de mi turno, los EVENT boca abajo q robe ese turno se resuelven antes de mirar si llegue a 11?", U),
]
AD_EN_U = [
    ("the Life Event i took on my very last turn never gets moved to my Experience stack (that happens at the next turn's reset). does its Life icon still count for the end-of-game sets?", U),
    ("One of my cards shows the same Life icon twice. For the end-of-game sets, is that 2 icons or 1?", U),
    ("I only pass the Grown-Up space during final scoring, while adding my Values. Does becoming Grown Up at that point change anything in the scoring?", U),
    ("do the basic action spots printed on my player board have Life icons that count for the sets at the end?", U),
]
AD_ES_U = [
    ("La Life Event que cogí en mi último turno nunca pasa a mi pila de Experience (eso se hace en el reset del turno siguiente). ¿Su icono de Life cuenta igual para los sets del final?", U),
    ("Tengo una carta con el mismo icono de Life dos veces. Para los sets del final, ¿cuenta como 2 iconos o como 1?", U),
    ("Che, si recién paso la casilla de Grown-Up durante la puntuación final, sumando los Values, ¿eso cambia algo en la puntuación?", U),
    ("Los espacios de acción básicos impresos en mi tablero de jugador, ¿tienen iconos de Life que cuenten para los sets del final?", U),
]
CV_EN_U = [
    ("the end-of-round refill empties the old age deck, so the game is over. do we still stop for social assistance first, so the player who qualifies takes a free card before scoring?", U),
    ("what public life goals come in the box, and how many points is each one worth at the end?", U),
    ("Social assistance right at the end of the game: the card the player takes has a red-slash cost. Since there's no next Add to CV phase, does he ever have to pay it, or does it just score?", U),
    ("If I qualify for social assistance on that last refill, can I take an event card from the track and still use it for something during final scoring?", U),
]
CV_ES_U = [
    ("Si al rellenar la fila al final de la ronda se acaba el mazo de vejez y con eso termina la partida, ¿todavía se da la asistencia social antes de contar puntos?", U),
    ("¿Qué objetivos vitales públicos trae la caja y cuántos puntos da cada uno?", U),
    ("Asistencia social justo al final: la carta que me llevo tiene barra roja. Como ya no hay otra fase de añadir al currículum, ¿la tengo que pagar o puntúa sin más?", U),
    ("vale, si me toca asistencia social en el último relleno, ¿puedo coger una carta de evento de la fila y usarla para algo en la puntuación final?", U),
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
