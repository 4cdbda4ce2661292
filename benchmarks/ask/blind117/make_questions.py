"""Write the blind117 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind117/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11701-11704), so the
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
SEEDS = {"coming-of-age": 11701, "loop": 11702, "adulthood": 11703, "cv": 11704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("just me tonight, how does solo set up for coming of age?", A),
            ("Playing solo, which Goal Tiles do I get? Still one of each letter?", A),
            ("How many Character Tokens does Rob start with, and can I change that if he keeps crushing me?", A),
            ("does rob bot use mood counters and frustration tokens like a normal player?", A),
            ("Does Rob get one of the blue-backed Starting Trait Tiles like me?", A),
            ("solo: rob rolled 3 dice but only has 2 interest tokens left. which dice get the tokens?", A),
            ("Where does Rob put his die each turn, does he pick his own location?", A),
            ("rob is already on the last space of his personal fulfillment track and has to advance again, what does he get", A),
            ("The bus stops at a location where both Rob and I have a die. Who resolves first?", A),
            ("Rob gets a Trait Bonus at a bus stop. What exactly does he do with it?", A),
            ("rob meets a character at the bus stop, where does that token go on his friendship track?", A),
            ("When Rob scores a Memory does he actually spend his Motivation Tokens?", A),
            ("Solo: Rob got the Memory at my location this year but I didn't. Does the card stay on the board for next year?", A),
            ("how does rob score at the end of a solo game", A),
            ("we're two, what's different in a 2-player game?", A),
            ("2 players: how do I put a Mimic Trait Token on one of the neutral tiles in the middle row?", A),
            ("We're 3. What do we do with the fourth player's board and pieces?", A),
            ("with 4 players does everyone really put 3 of their Character Tokens in the general supply? what for?", A),
            ("how many frustration tokens does each player start with? we're 3 and there's a pile left over", A),
            ("Do we pick our locations one after another or all at once? Can I wait to see where my friends go?", A),
            ("two of us have a die at the same location and both pay motivation, can we both take the memory card?", A),
            ("At a bus stop I have a die there and my friend has a Presence. Can I make friends with her character?", A),
            ("can two diffrent players mimic the same trait tile?", A),
            ("Sociable says more Character Tokens than any other player. There are 4 of us and I'm tied with one. Does it count?", A),
            ("end of game and 3 of us are tied on VEP. who wins?", A),
            ("Solo vs Rob: is there a chart that rates my final score, like how well I did against him?", U),
            ("We're 3 and my brother wants to run two personal boards himself so it plays like a 4-player game. Is that allowed?", U),
            ("4 players, one of us has played loads and the rest are new. is there a handicap for the strong player, like the Rob Character Token trick?", U),
            ("Does the main board have a separate side for 2 players, or do we use the same side as with 4?", U),
            ("we're 2 and want a longer evening. is there an official way to play 2 games back to back and add up the VEP as a match?", U),
        ],
        "es": [
            ("Somos dos, ¿qué se prepara distinto en la variante de dos jugadores?", A),
            ("A dos jugadores, para poner un Rasgo Mimético en una Ficha de Rasgo de la fila, ¿qué nivel de amistad necesito con el personaje neutral?", A),
            ("En solitario, ¿Rob recibe Fichas de Objetivo o Cartas de Padres?", A),
            ("Che, en solitario Rob me gana siempre, ¿se puede bajar la dificultad?", A),
            ("¿Rob tira los mismos dados que yo en solitario o usa otros?", A),
            ("en solitario, rob avanza en su registro de realizacion personal igual q yo? cobra todos los bonus?", A),
            ("Cuando Rob tiene su dado en una ubicación y la Parada de Autobús no es un personaje, ¿qué hace?", A),
            ("¿Rob puede poner su Rasgo Mimético en mis Fichas de Rasgo? ¿Tiene que cumplir el requisito?", A),
            ("En solitario, ¿Rob deja Presencia cuando su dado está en la ubicación?", A),
            ("¿De dónde saca Rob las Fichas de Motivación que gana? ¿Puede coger colores que todavía no están en juego?", A),
            ("Al final de la partida en solitario, ¿qué pasa con las Fichas de Rasgo boca abajo de Rob?", A),
            ("En el Registro de Amistad de Rob, ¿puede haber dos personajes en el nivel 0?", A),
            ("Vamos a jugar cuatro, ¿cuántas Fichas de Personaje se queda cada uno y cuántas van al suministro general?", A),
            ("jugamos tres, donde empieza cada contador de VEP?", A),
            ("¿La elección de ubicación se hace por turnos o todos a la vez? Somos cuatro y uno siempre espera a ver qué hacemos los demás.", A),
            ("Vale, si tres tenemos dado en la misma ubicación y todos gastamos Fichas de Motivación, ¿los tres conseguimos el Recuerdo?", A),
            ("Cuando el autobús para y hay varios jugadores en la ubicación, ¿en qué orden elegimos?", A),
            ("Para poner mi Rasgo Mimético sobre la Ficha de Rasgo de otro jugador, ¿qué necesito?", A),
            ("¿Cómo hago amistad con el personaje de otro jugador? ¿De dónde saco su ficha?", A),
            ("Tío, somos cuatro y se nos han acabado las fichas de Fuerza de Voluntad, ¿qué hacemos?", A),
            ("Ficha de Objetivo Versatile: 'más Presencias que cualquier otro jugador'. Si empato con otro, ¿la puntúo?", A),
            ("Empatamos a VEP dos jugadores al final. ¿Quién gana?", A),
            ("¿Cuántos turnos dura la partida? ¿Cambia según cuántos seamos?", A),
            ("al pasar a la ronda 3 cuantos dados agarra cada uno y de q tipo", A),
            ("Con lo que me sobra al final (Fuerza de Voluntad, Fichas de Motivación y Fichas de Recuerdo), ¿cuántos VEP saco?", A),
            ("Mi hermana se tiene que ir en la ronda 2 y su novio quiere seguir con su tablero y sus fichas. ¿Se puede cambiar de jugador a mitad de partida?", U),
            ("Uno de nosotros juega por videollamada con su propia caja. ¿Hay reglas para jugar a distancia con dos tableros principales?", U),
            ("Disculpe, somos dos y queremos añadir dos Rob Bots para que la mesa sea de cuatro. ¿A qué ubicación va cada Rob?", U),
            ("Somos ocho amigos con dos cajas: ¿hay reglas para jugar dos mesas de cuatro a la vez como un torneo y comparar VEP?", U),
            ("Jugamos a dos, ¿podemos llevar dos tableros personales cada uno para que sea como a cuatro?", U),
        ],
    },
    "loop": {
        "en": [
            ("we're 3, how many sets of MATERIAL come out before setup?", A),
            ("2 players: which MATERIAL do we take out of the game?", A),
            ("can loop go up to 6 players? do we remove any MATERIAL with 5 or 6?", A),
            ("just me tonight, how does solo set up?", A),
            ("3 players: how many FAVOUR does each seat start with?", A),
            ("2 player game, first player gets 2 FAVOUR and the second gets 3, right?", A),
            ("who goes first?", A),
            ("why does one of us get the golden side of the HAPPINESS token?", A),
            ("Someone just hit HAPPINESS 12. Does the game end right now or do the others still play?", A),
            ("5 players and DEPLETION gets triggered on the 3rd player's turn. do players 4 and 5 still get a turn?", A),
            ("An IMMEDIATE EVENT hits all 4 of us. In what order do we resolve it?", A),
            ("co-op: how many FAVOUR does each of us start with?", A),
            ("in co-op do we draw a FAVOUR at the start of the turn?", A),
            ("Coop: what's this burning MATERIAL card thing and when does it happen?", A),
            ("how do we win the cooperative game with 4 of us", A),
            ("solo: when do I burn a MATERIAL card?", A),
            ("Solo ACQUIRE: there's no other player, so who do I take the MATERIAL from?", A),
            ("solo, do the LANDFILL and Debt penalties still count at the end?", A),
            ("Which CAREERs can't we use in co-op?", A),
            ("can i play the Banker in solo?", A),
            ("The Gap with only 2 of us, how does it work?", A),
            ("Combustion Energy: two of us are tied for the least HAPPINESS. Who does it hit?", A),
            ("Competitive mode: how many CAREER cards does each player get dealt?", A),
            ("basic mode, 4 players, two of us finish on the same HAPPINESS. how is the tie broken?", A),
            ("We're 6 and the COIN ran out. What now?", A),
            ("we're only 2, is there a dummy player or bot to make the FAVOUR trading less dead?", U),
            ("We have 10 people and two copies of LOOP. Can we merge them into one big game?", U),
            ("Co-op with 3 of us: can one person run two player mats so it plays like 4?", U),
            ("we lost the co-op game. does the rulebook give a score so we can see how close we got?", U),
            ("Two of us want to play the solo rules side by side, each our own solo game, sharing one MATERIAL deck. Is there a rule for that?", U),
        ],
        "es": [
            ("Somos seis, ¿quitamos algún set de MATERIAL?", A),
            ("Jugamos 4, ¿cuántos sets de MATERIAL se sacan del juego?", A),
            ("En solitario, ¿cuántos sets de MATERIAL se quitan?", A),
            ("Si somos tres, ¿cuántos FAVOUR le tocan al segundo jugador?", A),
            ("Somos 5, ¿con cuántos FAVOUR empieza el primer jugador?", A),
            ("¿Quién empieza en LOOP? ¿Y después hacia qué lado sigue el turno?", A),
            ("Che, ¿en qué se diferencia el jugador inicial de los demás al preparar la partida?", A),
            ("Cuando alguien llega a HAPPINESS 12 jugando a cuatro, ¿quién sigue jugando y cuándo se termina?", A),
            ("En cooperativo, si la DEPLETION sale justo al quemar la carta de MATERIAL del final de la ronda, ¿alguien pierde HAPPINESS?", A),
            ("modo cooperativo: se puede hacer REJECT de un FAVOUR?", A),
            ("En cooperativo, ¿podemos enseñarnos las cartas de la mano?", A),
            ("En cooperativo, ¿dónde pongo el FAVOUR que juego, se lo doy a otro?", A),
            ("¿Cómo se gana en el modo cooperativo si somos tres?", A),
            ("en solitario q FAVOUR se usan", A),
            ("En solitario, ¿con cuántas GOAL empiezo?", A),
            ("Solitario: ¿qué hace el FAVOUR RENEW y de dónde saco el MATERIAL?", A),
            ("jugando solo, RESELL a quién le vendo si no hay nadie más?", A),
            ("En solitario, ¿cómo funciona SHARE sin otros jugadores?", A),
            ("¿Cuándo termina la partida en solitario y qué necesito para ganar?", A),
            ("¿Qué EVENT se quitan para jugar en solitario?", A),
            ("Satan Santa con 3 jugadores: ¿a quién le doy el MATERIAL? ¿Puede uno recibir dos?", A),
            ("Status Climb: ¿a qué jugador puedo elegir y qué pasa?", A),
            ("Social Responsibility: ¿de quién robo el FAVOUR?", A),
            ("¿Qué cambia del modo básico al competitivo?", A),
            ("Empatamos a HAPPINESS y a REPUTATION en el modo básico, ¿qué se mira después?", A),
            ("Somos dos y mi hermano quiere llevar dos jugadores él solo para que seamos tres. ¿Se puede?", U),
            ("Un amigo llega tarde, ¿puede entrar en la segunda ronda con lo que traería al empezar?", U),
            ("¿Se puede jugar LOOP con alguien que no juega y solo hace de banco, repartiendo las COIN de la WORK AREA?", U),
            ("¿Hay reglas para jugar LOOP por videollamada, cada uno con su propia caja?", U),
            ("Somos cinco pero uno es un nene de 8 años, ¿hay alguna ventaja oficial para él, como más COIN al empezar?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("just me tonight, how do i set up adulthood solo?", A),
            ("solo: do I get Values cards?", A),
            ("How many Life Events are in the solo deck?", A),
            ("solo market: how many cards and when does it refill?", A),
            ("Solo: I want to buy 3 cards from the market in one turn. What does each cost?", A),
            ("solo, do I draw a Life Event when I pass the Life Event spaces on the track?", A),
            ("What does Meditate do in solo mode?", A),
            ("when does a solo game end?", A),
            ("How do I win a solo game?", A),
            ("solo setup: how do the Achievement cards work, do i keep both?", A),
            ("In solo do my sets of Life icons and the heart score at the end? What about negative tokens?", A),
            ("who goes first with 4 of us", A),
            ("My markers just crossed. There are 3 of us. Does the game end right away?", A),
            ("What does each player start with?", A),
            ("With 4 players, when does the market get refilled?", A),
            ("tie for highest combined score, who wins?", A),
            ("can i get two Life Events in the same turn?", A),
            ("Can I place my time meeples while the others are still taking their turns?", A),
            ("what do i get for taking the left-most market card?", A),
            ("how much does the right-most card in the market cost?", A),
            ("Does everyone get the same number of turns?", A),
            ("I passed the end of the Happiness track. What now?", A),
            ("when do I get the 4 impact for the heart?", A),
            ("how many Values does each player get, and can the others see them?", A),
            ("At setup we each get 2 Career cards. Do we keep both?", A),
            ("we're only 2, is there a bot or dummy player for 2-player adulthood?", U),
            ("Our 4th friend is late. Can she join after round 2, and does she get anything to catch up?", U),
            ("A friend has to go home halfway. Can someone else take over her board and cards?", U),
            ("We're 3. Can one of us play two boards so it's a 4-player game?", U),
            ("Two tables of 3 at a party: is there an official way to compare scores between the tables like a tournament?", U),
        ],
        "es": [
            ("Voy a jugar solo, ¿qué cambia en la preparación?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("¿Cuántos Life Events van al mazo del solitario y qué pasa con el resto?", A),
            ("En solitario, ¿cuántas cartas hay en el mercado?", A),
            ("en solitario se repone el mercado cuando cojo una carta?", A),
            ("Solitario: ¿cuánto me cuesta la segunda carta del mercado en el mismo turno?", A),
            ("En solitario una carta me deja coger otra del mercado: ¿la pago? ¿Sube el precio de las demás?", A),
            ("En solitario, ¿qué pasa al final de cada ronda?", A),
            ("¿Cuándo se acaba la partida en solitario?", A),
            ("En solitario, ¿las fichas de Unhappiness y Negative Impact restan al final?", A),
            ("Somos tres, ¿quién empieza?", A),
            ("¿Con cuántas fichas de tiempo empieza cada uno?", A),
            ("Che, ¿cuántas cartas de Career se reparten a cada uno y con cuántas me quedo?", A),
            ("¿Cuántos Values recibe cada jugador y cuáles puedo mirar?", A),
            ("A cuatro, cuando se cruzan los marcadores de alguien, ¿se acaba ya la partida?", A),
            ("Empate al final, ¿quién gana?", A),
            ("jugando a 4, el mercado se desliza y se repone despues de cada turno o al final de la ronda?", A),
            ("Vale, en mi primer turno, ¿puedo jugar la Career de mi mano antes de usar mis espacios de acción?", A),
            ("¿Puedo ir colocando mis fichas de tiempo mientras juega otro?", A),
            ("Si paso del final del marcador de Impact, ¿qué hago?", A),
            ("Al final, ¿cómo se descuentan las fichas negativas?", A),
            ("¿Cuántos puntos dan los iconos de Life repetidos al final?", A),
            ("¿Qué hace falta para ser Grown Up y basta con un marcador?", A),
            ("¿Cuánto cuesta Donate y qué da?", A),
            ("¿Cuántas cartas del mercado puedo coger en mi turno cuando somos varios?", A),
            ("Somos dos, ¿puede cada uno llevar dos tableros de jugador para jugar como si fuéramos cuatro?", U),
            ("Somos dos y queremos jugar cada uno su partida en solitario a la vez y comparar puntos. ¿Hay reglas para eso?", U),
            ("A cuatro, ¿hay un límite de tiempo para colocar las fichas de tiempo?", U),
            ("Somos seis y tenemos dos copias de Adulthood, ¿podemos juntarlas para jugar todos?", U),
            ("Si uno se tiene que ir a mitad de partida, ¿qué hacemos con su tablero y sigue contando para saber quién juega el último turno?", U),
        ],
    },
    "cv": {
        "en": [
            ("can we play cv with 2? what changes?", A),
            ("3 players: how do we set up the childhood cards?", A),
            ("We're 4, how many childhood cards does everyone get?", A),
            ("how many public life goals go on the board with 3 players?", A),
            ("who starts?", A),
            ("what's the bicycle token for?", A),
            ("How does the childhood card pass work?", A),
            ("2 players: when is the leftmost card on the track thrown away?", A),
            ("with 4 of us, when does the leftmost card on the track get discarded?", A),
            ("When does the game end with 3 players?", A),
            ("social assistance, who gets it?", A),
            ("Two players qualify for social assistance at the same time. Who takes a card first?", A),
            ("Two of us tie on a public life goal. Who gets the points?", A),
            ("we tied on total points, who wins?", A),
            ("how many dice do i roll, and can i get more?", A),
            ("How many times can I reroll, and which dice can't I reroll?", A),
            ("i have 3 good luck symbols, what can i do with them", A),
            ("what happens with 3 bad luck symbols?", A),
            ("how many cards can I take from the track on my turn?", A),
            ("red slash on a card's effect, when do I pay it?", A),
            ("A card has two colours in its title. Which stack does it go in?", A),
            ("Can I slide a new Health card under the others in my stack?", A),
            ("how do event cards work, do they stay in my CV?", A),
            ("do tokens add up every turn like income?", A),
            ("what deck comes after the early adulthood deck runs out?", A),
            ("We have 8 people and two copies of CV. Can we play one big game together?", U),
            ("We're 3. Can one of us play two CVs so it's a 4-player game?", U),
            ("someone left our 4-player game halfway. for the end of the game, do we now compare the old age deck to 3 players or still 4?", U),
            ("My friend has to leave. Can her boyfriend take over her CV and keep playing it?", U),
            ("Do the player reference cards show the 2-player and 3-player childhood setup, or do we need the rulebook for that?", U),
        ],
        "es": [
            ("Somos dos, ¿cómo se preparan las cartas de infancia?", A),
            ("A tres jugadores, ¿cuántas cartas de infancia se mezclan?", A),
            ("Jugamos cuatro, ¿se usan todas las cartas de infancia?", A),
            ("¿Cuántos objetivos vitales públicos se ponen si somos cuatro?", A),
            ("¿Quién empieza cada ronda?", A),
            ("El que tenía la bicicleta la perdió por mala suerte. ¿Quién empieza ahora?", A),
            ("De las 3 cartas de infancia, ¿cuántas me quedo y a quién paso las otras?", A),
            ("a dos jugadores, cuando se descarta la carta de la izquierda del track?", A),
            ("Somos tres: ¿cuándo se termina la partida?", A),
            ("¿Quién puede pedir la asistencia social y cuándo se mira?", A),
            ("Si dos jugadores tienen asistencia social, ¿en qué orden cogen la carta?", A),
            ("Con la asistencia social, ¿pago el coste de la carta?", A),
            ("Empatamos dos en un objetivo vital público, ¿quién se lleva los puntos?", A),
            ("empate a puntos al final, quien gana?", A),
            ("Tío, ¿cuántos dados tiro al principio y cuántos puedo llegar a tener?", A),
            ("¿Puedo volver a tirar el dado con mala suerte?", A),
            ("Con 3 símbolos de buena suerte, ¿me llevo cualquier carta? ¿Y si la carta pide una condición especial?", A),
            ("tengo 3 de mala suerte entre dados y fichas, q pierdo?", A),
            ("¿Cuántas cartas puedo coger del track en mi turno?", A),
            ("Si no puedo pagar la barra roja de una carta, ¿qué pasa?", A),
            ("¿Puedo usar las fichas que ya usé para comprar para pagar el coste de la barra roja?", A),
            ("Una carta de Trabajo nueva, ¿la puedo meter debajo de mi pila?", A),
            ("Las cartas de evento, ¿cuándo se pueden jugar?", A),
            ("¿Cómo se cuentan los puntos al final?", A),
            ("¿Qué cartas de mi CV están activas?", A),
            ("A cuatro, uno de nosotros tuvo que salir y se perdió una ronda entera: ¿se salta su turno o lo esperamos?", U),
            ("Si somos dos, ¿puede cada uno llevar dos CV para que sea como a cuatro?", U),
            ("Hacemos un torneo con mesas de 3 y de 4 jugadores, ¿cómo se comparan los puntos entre mesas?", U),
            ("Disculpe, ¿se puede jugar con alguien que no juega y solo hace de banca, reponiendo el track y repartiendo?", U),
            ("Somos cuatro y se hace largo, ¿hay una variante para que todos tiremos los dados a la vez?", U),
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
