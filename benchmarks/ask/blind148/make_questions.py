"""Write the blind148 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind148/make_questions.py

Style: players SETTING UP THE GAME AND PLAYING THE FIRST ROUND (what each player
takes, what goes in the middle, how decks are built, what changes with the
player count and in each mode, who goes first, what the first turn looks like).

Each game's file is written in a seeded shuffled order (seeds 14801-14804), so the
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
SEEDS = {"coming-of-age": 14801, "loop": 14802, "adulthood": 14803, "cv": 14804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ok box is open, how many parent cards does everyone start with?", A),
            ("where does my VEP counter go at the start?", A),
            ("which mood tracks do we start with and where do the counters go", A),
            ("which locations can we actually go to in the first year?", A),
            ("do the bus stop tiles go on all ten locations or only on the four that are open?", A),
            ("memory cards at setup: one on every location, or only the open ones?", A),
            ("how many goal tiles do i get, and can i pick which ones", A),
            ("what are the 4 trait tiles with the blue back for?", A),
            ("what goes in the general supply in the middle of the table?", A),
            ("do we start with any motivation or willpower tokens, or zero?", A),
            ("how many frustration tokens does each player get and which side faces up", A),
            ("i have 7 character tokens in my colour. what do i do with them at setup?", A),
            ("where do the mimic trait tokens go when we set up our boards?", A),
            ("which dice do we start with? the box has a whole pile per colour", A),
            ("how many turns is the first round? the table in the rules starts at round 2", A),
            ("who goes first?", A),
            ("first year, i rolled a 3 on my d4. what do i do with the die now", A),
            ("can i go somewhere other than the number my die shows in year 1? what does it cost?", A),
            ("the experience space where i went says move the orange counter but i dont have an orange one yet. what happens?", A),
            ("where does the bus start each year and where does it stop?", A),
            ("year one, the bus reaches my location and i have no motivation tokens at all. what do i do?", A),
            ("end of the first round, what do we set up for round 2?", A),
            ("2 players: what's the extra bit of setup for two?", A),
            ("playing solo vs rob for the first time, what does rob get at setup?", A),
            ("does rob roll dice in the first year too?", A),
            ("in year 1 will i be leaving any interest tokens behind?", A),
            ("do we have to sit in any order around the table, like by colour, or doesn't it matter where anyone sits?", U),
            ("solo: rob with 3 character tokens still loses every game. can i give him all 4 of his?", U),
            ("my 7 yr old and me want to play as one kid, sharing one board, in a 4 player game. is that allowed?", U),
            ("first time playing - can we flip through the memory cards face up to see what's in there, and then shuffle for setup?", U),
        ],
        "es": [
            ("¿Dónde van los Contadores de Estado de Ánimo al empezar la partida?", A),
            ("vale, ¿cuántas Fichas de Frustración coge cada uno al principio?", A),
            ("¿Qué ubicaciones se tapan con las losetas de Bloqueo (Roadblock) al preparar?", A),
            ("¿En qué casilla del marcador de VEP empezamos todos?", A),
            ("¿Cuántas Fichas de Interés tengo al empezar y dónde las dejo?", A),
            ("che, ¿cuántas fichas de Rasgo Mimético tengo y dónde se ponen al armar el tablero?", A),
            ("¿Qué Fichas de Motivación están en la reserva general al principio y cuáles no?", A),
            ("¿Las Fichas de Motivación y la Fuerza de Voluntad se pueden acabar? en la caja no hay tantas", A),
            ("¿Cuántas Fichas de Objetivo se reparte cada uno?", A),
            ("¿Cómo se prepara el mazo de Cartas de Recuerdo?", A),
            ("¿Qué dado usamos el primer año?", A),
            ("¿quién empieza la partida?", A),
            ("Disculpe, ¿puedo esperar a ver qué ubicación eligen los demás antes de elegir la mía?", A),
            ("Si quiero llevar mi dado a una ubicación que no está al lado, ¿cuántas Fichas de Frustración tengo que poner?", A),
            ("¿Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una en el otro extremo?", A),
            ("El primer año, cuando el autobús para donde está mi dado, ¿qué opciones tengo?", A),
            ("Si gasto dos Fichas de Motivación en el Recuerdo, ¿cuántos VEP me llevo?", A),
            ("tío, al acabar la primera ronda, ¿qué Registro de Ánimo se abre y dónde va su contador?", A),
            ("¿Qué dados nos dan para la segunda ronda y qué ubicaciones se abren?", A),
            ("A dos jugadores, ¿cómo se arma la fila de Fichas de Rasgo del medio?", A),
            ("En solitario, ¿cuántas Fichas de Personaje le doy a Rob? Me gana siempre", A),
            ("En solitario, ¿Rob usa Contadores de Estado de Ánimo o Fichas de Frustración?", A),
            ("en solitario rob recibe ficha de rasgo inicial o no", A),
            ("En solitario, ¿qué Fichas de Objetivo robo yo?", A),
            ("¿Dónde van las 3 Fichas de Personaje de mi color que no me quedo?", A),
            ("¿Cuántas Fichas de Rasgo puedo tener en la mano como máximo?", A),
            ("¿En qué página del reglamento está la preparación? La hoja en español solo cita las páginas 7 a 11", U),
            ("En solitario, ¿puedo jugar contra Rob sin poner la fila de cuatro Fichas de Rasgo neutrales?", U),
            ("Para tirar los dados a la vez, ¿lo hacemos todos a la cuenta de tres o cada uno cuando esté listo?", U),
            ("¿Cómo se llaman en español el Bus y las losetas de Roadblock? La hoja en español no lo dice", U),
        ],
    },
    "loop": {
        "en": [
            ("how many MATERIAL sets do we take out for 3 players?", A),
            ("what counts as one 'set' of MATERIAL when we remove them?", A),
            ("ok box is open, what do we put in the middle", A),
            ("how many GOAL cards does each player get?", A),
            ("2 player game, how many FAVOUR do we each start with?", A),
            ("4 of us: how many FAVOUR for the first, second and third seat?", A),
            ("where does the HAPPINESS token start on my mat?", A),
            ("whats the golden side of the happiness token for", A),
            ("how much REPUTATION do we start with and where does the token go?", A),
            ("what COIN and MATERIAL does everyone get at the start", A),
            ("so who takes the first turn?", A),
            ("first turn: do i draw a FAVOUR before i do anything?", A),
            ("can i just pass on my first turn if i dont know what to do yet", A),
            ("what do we do with the 5 blue FAVOUR cards?", A),
            ("which mode should we play for our very first game?", A),
            ("competitive: how do we get our CAREERs?", A),
            ("competitive: i picked the Engineer. what do i start with and at what HAPPINESS?", A),
            ("competitive setup, what do we do with the EVENT and CREDIT CARD decks", A),
            ("co-op: how many FAVOUR does each of us start with?", A),
            ("co-op: which CAREERs do we take out?", A),
            ("solo: how many GOAL do i get?", A),
            ("solo: can i play the Banker?", A),
            ("solo: what happens at the end of each of my turns that doesnt happen in a normal game?", A),
            ("5 players, do we remove any MATERIAL sets?", A),
            ("we're 6 and the COIN might run short. what do we do", A),
            ("do i have to keep my COIN where everyone can see it?", A),
            ("its just me tonight. the basic setup tables have a 1 player column (2 MATERIAL sets out, 5 blue FAVOUR), so can i play basic mode solo with just the INTERN, and how do i win?", U),
            ("6 of us and it's going to be long: can we burn a MATERIAL at the end of every round like in co-op, to speed it up?", U),
            ("my daughter and i want to play as one player sharing one mat in a 4 player game. fine?", U),
            ("before our first competitive game can we read through the EVENT deck face up so nobody gets surprised, then shuffle it?", U),
        ],
        "es": [
            ("¿Cuántos sets de MATERIAL se quitan para dos jugadores?", A),
            ("Somos 6, ¿se quita algún MATERIAL?", A),
            ("¿Cómo se arma el mazo de MATERIAL y qué va boca arriba?", A),
            ("¿Cuántas ACTIVITY se ponen boca arriba al empezar?", A),
            ("¿Dónde van todas las COIN al preparar?", A),
            ("che, ¿la plata inicial es la misma para todos?", A),
            ("Somos tres, ¿cuántos FAVOUR le tocan a cada uno?", A),
            ("¿Quién empieza?", A),
            ("En competitivo, ¿en qué HAPPINESS empieza el INTERN y en cuál las demás CAREER?", A),
            ("¿Los FAVOUR azules se usan en una partida normal?", A),
            ("En solitario, ¿cuántos GOAL me reparto?", A),
            ("En cooperativo, ¿cómo se reparten los FAVOUR?", A),
            ("En competitivo me tocaron dos CAREER que no me gustan, ¿puedo jugar de INTERN?", A),
            ("¿Con qué empieza el Artist?", A),
            ("¿Con qué empieza el Scientist?", A),
            ("Disculpe, ¿qué CAREER no se pueden usar en solitario?", A),
            ("¿El Banker se puede usar en cooperativo?", A),
            ("¿En qué sentido va el turno?", A),
            ("Al empezar mi turno, ¿cuántos FAVOUR robo?", A),
            ("¿Cuánta REPUTATION puedo tener como máximo?", A),
            ("vale, ¿qué se pone en el tablero en competitivo además de lo del básico?", A),
            ("¿Cuándo se acaba la partida?", A),
            ("En cooperativo, ¿robamos FAVOUR al empezar el turno?", A),
            ("En cooperativo, ¿cuándo se quema un MATERIAL del mazo?", A),
            ("En cooperativo, ¿qué tenemos que conseguir para ganar?", A),
            ("En solitario, ¿cuántos sets de MATERIAL se quitan?", A),
            ("En cooperativo, ¿podemos elegir las CAREER entre todos del mazo entero para armar un buen equipo, en vez de repartir dos a cada uno?", U),
            ("Mi hija de 7 años todavía no sabe leer, ¿puede jugar igual?", U),
            ("¿Podemos mirar todas las cartas GOAL antes de la primera partida para saber cuáles hay?", U),
            ("Primera partida en competitivo con novatos: ¿podemos sacar del mazo las CAREER de nivel 3 antes de repartir?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("ok box is open, what goes in the middle of the table?", A),
            ("how many time meeples does everyone get", A),
            ("what money and energy do we start with?", A),
            ("how many career cards do we get at the start and do we keep them all?", A),
            ("values cards at setup: how many, and can i look at them?", A),
            ("where do my two score markers go?", A),
            ("how many cards go in the market at the start", A),
            ("who starts, is there a first player rule?", A),
            ("my first turn: can i use the career card in my hand straight away?", A),
            ("do we start with a partner?", A),
            ("what can i do with the 8 spots on my board on the first turn", A),
            ("i'm one time short for an action, can i use my energy token as time?", A),
            ("market: which card gives me a free energy and which ones cost something?", A),
            ("is the second card from the left in the market free?", A),
            ("can i play the card i just took from the market this same turn?", A),
            ("how many market cards can i take per turn?", A),
            ("can i use both the upper and lower career spots on my first turn?", A),
            ("can i place my time before my turn comes around?", A),
            ("end of my turn, what do i reset?", A),
            ("solo: how is setup different?", A),
            ("solo: what do i do with the achievement cards?", A),
            ("solo: how much do market cards cost?", A),
            ("solo: do i draw a life event when i pass a life event space?", A),
            ("solo: when does the game end and how do i win?", A),
            ("can i play a card with the grown up icon on my first turn?", A),
            ("the crafting card costs one money and one energy. can i play it on my first turn with my starting tokens?", A),
            ("the market board faces one side of the table. the 'left-most' card is left from whose seat?", U),
            ("first game for all of us: can we play one practice round and then reset everything?", U),
            ("me and my partner want to share one player board as a single player in a 4 player game, ok?", U),
            ("before our first game can we go through the values deck to see what values there are, then shuffle it?", U),
        ],
        "es": [
            ("¿Cuántos meeples de tiempo nos toca a cada uno?", A),
            ("¿Con cuánto dinero y energía empezamos?", A),
            ("¿Cuántas cartas de Career se reparten y qué hago con ellas?", A),
            ("¿Puedo mirar mis Values boca abajo?", A),
            ("oye, ¿quién juega primero?", A),
            ("¿Cuántas cartas se ponen en el mercado al principio?", A),
            ("¿Dónde van los mazos al preparar?", A),
            ("¿Dónde pongo mis dos marcadores de puntuación?", A),
            ("¿Los marcadores de Grown Up, Promoted y Married dónde se dejan?", A),
            ("¿La energía sirve como tiempo?", A),
            ("En mi primer turno, ¿cuándo puedo jugar la Career que tengo en la mano?", A),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿qué gano?", A),
            ("¿Qué hace el Donate y cuánto cuesta?", A),
            ("che, ¿qué hace el Date?", A),
            ("¿Qué hace Meditate?", A),
            ("¿Puedo usar el mismo espacio de acción dos veces en un turno?", A),
            ("Cuando juego una carta con acción, ¿puedo usarla ese mismo turno?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("En solitario, ¿cuántas cartas hay en el mercado y cuándo se cambian?", A),
            ("En solitario, ¿cuánto cuesta la segunda carta que cojo del mercado?", A),
            ("En solitario, ¿cómo se prepara el mazo de Life Events?", A),
            ("¿Cuándo se vuelve uno Grown Up?", A),
            ("Al final de mi turno, ¿qué pasa con el mercado?", A),
            ("¿Cuándo termina la partida?", A),
            ("Disculpe, ¿cuántos meeples de tiempo trae la caja en total?", A),
            ("¿En qué página del reglamento está la preparación? Solo sé que el final de la partida está en la p. 10", U),
            ("Para la primera partida, ¿podemos quitar del mazo las cartas que piden Grown Up para que sea más sencillo?", U),
            ("¿Hay que sentarse por orden de edad, ya que empieza el más viejo?", U),
            ("Para la primera partida, ¿podemos repartir tres Career a cada uno y quedarnos con una, para tener más donde elegir?", U),
        ],
    },
    "cv": {
        "en": [
            ("ok box is open, what goes on the board?", A),
            ("how many life goal cards do we get", A),
            ("3 players: how many public life goals go face up?", A),
            ("4 of us, how many childhood cards does everyone get?", A),
            ("2 players: how do we make the childhood deck?", A),
            ("3 players childhood deck, which cards go in?", A),
            ("what do we do with the leftover childhood cards", A),
            ("how does the childhood draft work? we pass cards around?", A),
            ("who gets to go first", A),
            ("what's the bicycle token for?", A),
            ("how many dice do i roll on my first turn", A),
            ("how many rerolls do i get, and can i reroll the bad luck dice?", A),
            ("how many cards can i take from the track on my turn?", A),
            ("i rolled 3 good luck symbols, what can i do with them", A),
            ("what happens if i have 3 bad luck symbols?", A),
            ("where do the cards i buy go?", A),
            ("can a new health card go under my old one instead of on top?", A),
            ("i bought an event card, where does it go?", A),
            ("what do i do with my 3 childhood cards during the game, are they in front of me?", A),
            ("end of my turn, what happens to the track?", A),
            ("2 players: when do we throw away the leftmost track card?", A),
            ("when do i take tokens and how many?", A),
            ("which way does play go around the table?", A),
            ("can i put my dice next to the cards while i'm deciding what to buy?", A),
            ("a card has two colours and two type icons, which pile does it go in?", A),
            ("does the bicycle player start only the first round or every round?", A),
            ("first game for everyone, can we play a practice round and then reset?", U),
            ("how much table space do we need for 4 with the board and everyone's card piles?", U),
            ("two of us want to play as a single player, sharing one hand and one set of piles. ok?", U),
            ("before our first game can we flip through all the decks to learn the cards, then shuffle?", U),
        ],
        "es": [
            ("¿cómo se arma el mazo de infancia para dos jugadores?", A),
            ("Somos cuatro, ¿cuántas cartas de infancia se reparten?", A),
            ("¿Hacia dónde se pasan las cartas de infancia?", A),
            ("¿Cuántas cartas se destapan en el track al principio y de qué mazo?", A),
            ("¿Cuántos objetivos de vida públicos hay jugando cuatro?", A),
            ("¿Mi objetivo de vida lo ven los demás?", A),
            ("¿Quién empieza la partida?", A),
            ("¿Cuántos dados tiro en el primer turno?", A),
            ("¿Puedo volver a tirar un dado que salió con mala suerte?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("¿Cuántas cartas puedo comprar en mi turno?", A),
            ("Con tres de buena suerte, ¿qué puedo hacer?", A),
            ("¿Qué pasa si saco tres de mala suerte entre dados y fichas?", A),
            ("¿Dónde pongo una carta de Trabajo nueva?", A),
            ("¿Qué pasa con una carta de evento que compro?", A),
            ("¿Puedo usar una carta de evento para ayudarme a pagar una carta del track?", A),
            ("¿Qué se hace al final del turno con el track?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Cuántos dados puedo llegar a tener como máximo?", A),
            ("Las fichas, ¿se acumulan de un turno a otro?", A),
            ("¿Cuándo se pagan los costes de barra roja?", A),
            ("¿Qué carta de cada montón está activa?", A),
            ("¿Cuándo termina la partida, cómo sabemos que es la última ronda?", A),
            ("En tres jugadores, ¿cuántas cartas de infancia se mezclan con la bicicleta?", A),
            ("¿Qué se hace con las cartas de infancia que no se reparten?", A),
            ("vale, al final de la primera ronda, ¿se descarta alguna carta del track?", A),
            ("¿En qué página del reglamento está la preparación? Quiero enseñársela a mis amigos", U),
            ("¿Importa dónde se sienta cada uno antes del reparto de las cartas de infancia?", U),
            ("Somos dos, ¿podemos usar la preparación de tres (bici más 8 cartas) para tener más donde elegir en la infancia?", U),
            ("¿Podemos darle la bicicleta directamente al más pequeño de la mesa para que empiece él?", U),
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
