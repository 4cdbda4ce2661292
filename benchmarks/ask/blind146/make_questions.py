"""Write the blind146 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind146/make_questions.py

Style: players asking about MODES, VARIANTS AND DIFFICULTY (solo and its bot,
co-op, 2-player variants, campaign and challenges, optional rules, making the
game easier, harder, shorter or longer, what changes in set-up, turns and
scoring in each mode, how a mode is won or lost, house changes).

Each game's file is written in a seeded shuffled order (seeds 14601-14604), so the
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
SEEDS = {"coming-of-age": 14601, "loop": 14602, "adulthood": 14603, "cv": 14604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("how do we make the solo game harder?", A),
            ("rob bot wins every single time, is there an easier setting for him", A),
            ("whats actually different in the two player variant?", A),
            ("2p: what do i need to put one of my mimic tokens on the 3rd tile of the row between us", A),
            ("coming of age solo - which goal tiles do I draw, one of each letter like normal?", A),
            ("does rob get one of the blue backed starting trait tiles like we do?", A),
            ("does the bot score the same way we do at the end", A),
            ("solo: how many dice does rob roll and what kind", A),
            ("rob is out of interest tokens and rolled 3 dice this turn. what does he do in phase 1", A),
            ("In solo the bus stops where Rob's die is and the bus stop tile is just a bonus, not a kid. What does Rob do there?", A),
            ("when rob gets a character from a bus stop, where does it go on his friendship track", A),
            ("at a bus stop in solo who goes first, me or rob?", A),
            ("does rob actually discard his motivation tokens when he scores a memory card", A),
            ("rob's fulfillment counter is already on the last space and he picks up 2 interest tokens. what does he get?", A),
            ("solo: the location needs orange motivation but orange isnt unlocked yet. can rob still gain one?", A),
            ("how many turns and rounds is a full gmae", A),
            ("which dice do we get for round 3?", A),
            ("when do locations 9 and 10 open up", A),
            ("do we choose our dice one at a time round the table or everybody at once?", A),
            ("2 player game and we tied on VEP, who wins", A),
            ("3 players: me and another player tie for most presences on the board. do i still score my Versatile goal?", A),
            ("at the end how many goal tiles am i allowed to score", A),
            ("whats the hand limit for trait tiles and how many can i play in one game", A),
            ("moving my die to a location thats not next door, how many frustration tokens does that take", A),
            ("are the two locations at the ends of the board adjacent when i move my die?", A),
            ("we ran out of willpower tokens in the box, now what", A),
            ("playing with my kids - is there an official easier setup where everyone holds 3 parent cards instead of 2?", U),
            ("is there a kids version that leaves out the personal fulfillment track and the interest tokens completely?", U),
            ("first game for most of us. is there an official simpler way to play without the memory tokens, just taking the VEP and bonus off the memory card?", U),
            ("first game for 2 of us, can we play year 1 as a practice year and then reset everything and start for real?", U),
        ],
        "es": [
            ("Oye, ¿vosotros sabéis contra quién se juega en solitario?", A),
            ("che, ¿en solitario cuántas rondas son?", A),
            ("Disculpe, al preparar a Rob, ¿cuántas Fichas de Personaje le pongo en su reserva?", A),
            ("¿Rob tiene Contadores de Estado de Ánimo y Fichas de Frustración como nosotros?", A),
            ("Oye, ¿Rob recibe Fichas de Objetivo o Cartas de Padres?", A),
            ("En solitario, ¿dónde pone Rob sus Fichas de Interés?", A),
            ("vale, Rob tiene menos Fichas de Interés que dados, ¿cuáles coloca primero?", A),
            ("¿En qué ubicación pone Rob su dado en la fase 2?", A),
            ("¿Rob avanza en su Registro de Realización Personal igual que yo o cambia algo?", A),
            ("En solitario, si Rob tiene un Rasgo Mimético libre, ¿sobre qué Ficha de Rasgo lo pone?", A),
            ("Si Rob no tiene Rasgo Mimético disponible, ¿qué hace con la bonificación de Rasgo?", A),
            ("En el nivel 0 del Registro de Amistad de Rob, ¿cuántas fichas pueden tapar los VEP?", A),
            ("tío, cuando el dado de Rob está en una ubicación, ¿pone siempre una Presencia?", A),
            ("¿Rob gana Fichas de Motivación en el paso B? ¿de qué tipo?", A),
            ("En solitario, si Rob y yo ganamos la misma Carta de Recuerdo, ¿qué pasa con la carta?", A),
            ("al final del solitario, las Fichas de Motivación que le sobran a Rob, ¿le dan VEP?", A),
            ("En la variante de 2 jugadores, ¿cómo se prepara la fila de Fichas de Rasgo del centro?", A),
            ("A dos, ¿puedo poner un Rasgo Mimético en la primera ficha de la fila si tengo a su personaje neutral en el nivel 1 y cumplo el requisito?", A),
            ("¿El solitario usa también la fila de 4 Fichas de Rasgo neutrales de la variante a dos?", A),
            ("cuantos dados tiramos en la ronda 2", A),
            ("¿Cuándo se desbloquea un Registro de Ánimo nuevo y en qué orden van?", A),
            ("¿Qué pasa al final con la Fuerza de Voluntad, las Fichas de Motivación y las de Recuerdo que me sobarn?", A),
            ("¿Cuántos VEP da un Recuerdo si pago con 3 Fichas de Motivación del mismo tipo?", A),
            ("¿Puedo pagar el Recuerdo con 4 de Fuerza de Voluntad? ¿y cuántos VEP me da así?", A),
            ("Si gasto Fichas de Motivación para poner una Presencia, ¿qué le pasa a mi Contador de Estado de Ánimo?", A),
            ("¿Qué hace falta para subir a un personaje del nivel 4 al 5 en el Registro de Amistad?", A),
            ("Somos dos: ¿podemos repartir las Fichas de Objetivo como en solitario (una B, dos C y una D) y pasar de las de tipo A?", U),
            ("Para hacerlo más difícil, ¿vale prohibir que se pague con 4 de Fuerza de Voluntad en las ubicaciones que lo permiten?", U),
            ("A cuatro, para que haya más pique por las ubicaciones, ¿podemos jugar con solo 3 Fichas de Personaje para Presencias cada uno?", U),
            ("¿Podemos desbloquear los Registros de Ánimo en otro orden, por ejemplo el azul antes que el rosa, para variar?", U),
        ],
    },
    "loop": {
        "en": [
            ("which mode should we play for our very first game?", A),
            ("whats the difference between basic and competitive mode", A),
            ("which mode do the desingers actually recommend", A),
            ("how do we win in co-op?", A),
            ("co-op: do we still draw a FAVOUR at the start of each turn?", A),
            ("co-op: when i play a FAVOUR who gets the card", A),
            ("co-op, how do i get my played FAVOUR back into my hand", A),
            ("co-op setup: how many FAVOUR does everyone start with", A),
            ("can we show each other our hands in co-op?", A),
            ("what's the burning MATERIAL thing in co-op, when does it happen", A),
            ("solo: how does the game end and how do i win", A),
            ("solo: how many GOAL do i start with?", A),
            ("which FAVOUR cards do i use when i play alone", A),
            ("solo blue ACQUIRE: where do i take the MATERIAL from and who gets my COIN?", A),
            ("solo: what does RENEW do", A),
            ("solo, when does the top MATERIAL get burned", A),
            ("is there any way to make solo harder once i've got the hang of it?", A),
            ("can i play the Banker in solo", A),
            ("which careers are we not allowed to use in co-op?", A),
            ("competitive: how do i get my career card, do i pick it?", A),
            ("competitive with a newbie - which careers are easier to play?", A),
            ("2 players: how many MATERIAL sets do we take out", A),
            ("3 player game, how many red FAVOUR does each seat start with", A),
            ("basic mode: who wins and whats the tiebreak", A),
            ("does the game stop the moment someone hits HAPPINESS 12?", A),
            ("we ran out of COIN in the WORK AREA, can nobody WORK now?", A),
            ("house rule question: in co-op can we leave the Not-For-Coop careers in, like the Soldier or the Nurse, just for fun?", U),
            ("playing basic mode with kids, is there an official simpler version where every FAVOUR must be ACCEPTed (no REJECT at all)?", U),
            ("for little kids can a BROKEN MATERIAL just stay in their AREA at 0 instead of going to the LANDFILL? is that allowed", U),
            ("first competitive game - can we use the CAREER salaries and starting stuff but switch off all the ABILITIES?", U),
        ],
        "es": [
            ("¿el modo cooperativo tiene otra forma de ganar?", A),
            ("¿Cuántos modos de juego trae LOOP?", A),
            ("¿El final de la partida cambia según el modo?", A),
            ("En solitario, si la DEPLETION sale al quemar el MATERIAL, ¿pierdo HAPPINESS?", A),
            ("che, en solitario ¿qué hace el BARTER azul?", A),
            ("En solitario, el RESELL azul, ¿a quién le vendo?", A),
            ("¿Y el SHARE azul en solitario cómo funciona?", A),
            ("En solitario, ¿qué CAREER y EVENT se quitan?", A),
            ("Vale, en cooperativo, ¿se puede rechazar un FAVOUR gastando REPUTATION?", A),
            ("En cooperativo, ¿se juega con CREDIT CARD y EVENT?", A),
            ("¿Hace falta saberse el competitivo para jugar el cooperativo?", A),
            ("En el competitivo, ¿con cuánta HAPPINESS empiezo si no soy INTERN?", A),
            ("¿Qué es la LANDFILL Penalty y en qué modo entra?", A),
            ("Ahorita saqué una CREDIT CARD, ¿cuánta plata me dan y qué más?", A),
            ("¿Cuánto pierdo al final por cada CREDIT CARD sin pagar?", A),
            ("En el competitivo, ¿qué significan las cruces de las CAREER?", A),
            ("Somos 6, ¿cuántos sets de MATERIAL quitamos?", A),
            ("A cinco, ¿cuántos FAVOUR rojos le tocan al segundo jugador?", A),
            ("¿Quién empieza la partida?", A),
            ("Vamos a empezar la campaña, ¿con qué CAREER se juega al principio?", A),
            ("Disculpe, ¿cuántos EVENT se roban si la HAPPINESS cruza dos zonas de golpe?", A),
            ("¿Cuándo se activan los EVENT que robo?", A),
            ("tio en el basico que pasa si hago WORK y no me queda HAPPINESS", A),
            ("Y en el competitivo, si solo puedo hacer WORK y no tengo HAPPINESS, ¿qué hago?", A),
            ("¿Se pueden usar todas las CAREER en el competitivo?", A),
            ("¿El Scientist se puede usar en cooperativo y en solitario?", A),
            ("¿Podemos jugar el cooperativo usando también los FAVOUR azules del solitario para tener más opciones?", U),
            ("Somos cinco: ¿podemos repartir 2 FAVOUR a todos por igual en vez de usar la tabla por posición?", U),
            ("Con los peques, ¿vale jugar sin GOAL, solo sumando HAPPINESS con las ACTIVITY?", U),
            ("Jugando competitivo con amigos nuevos, ¿se puede quitar la DEPLETION Penalty si estamos todos de acuerdo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how do we set up for solo, whats different from normal?", A),
            ("solo: how many achievement cards do i get", A),
            ("how do i actually win a solo game", A),
            ("when does the solo game end", A),
            ("solo: what does the second card i take from the market cost me", A),
            ("solo: a card lets me gain an extra card from the market. do i pay for it, and does it push up the price of my next one?", A),
            ("solo: do i draw life events when i pass the life event spaces on the track?", A),
            ("in solo when do the life events happen then", A),
            ("what does meditate do in solo", A),
            ("in solo does the market get refilled after i take a card?", A),
            ("solo scoring: do i still get points for life icon sets and the heart?", A),
            ("solo got easy for me, whats the next challenge the rules give?", A),
            ("solo: where do i write down my score", A),
            ("solo tip: should i be grabbing lots of cards or only a few?", A),
            ("what triggers the end of a normal game", A),
            ("markers crossed on my turn, do we stop right there?", A),
            ("we tied on final score, who wins", A),
            ("who goes first", A),
            ("what does everybody start with", A),
            ("whats the order of the end of game scoring", A),
            ("i went past the end of the happiness track, now what", A),
            ("4 players: how many cards are in the market and which ones cost something", A),
            ("can i use energy instead of time meeples", A),
            ("when do i become grown up", A),
            ("when do you get a life event in a normal game", A),
            ("i played a new career card this turn. can i use its action straight away?", A),
            ("house rule: in a normal game could we draw a life event at the end of every round like solo instead of from the track spaces?", U),
            ("playing with the kids, can we just leave out the unhappiness and negative impact tokens? is there an official version like that", U),
            ("teaching game: can we all keep the career and partner cards in our hands face up (values still secret)? is that ok", U),
            ("to make it harder can we ban using energy as time meeples? is there an official hard mode like that", U),
        ],
        "es": [
            ("¿se puede jugar una partida en solitario? ¿qué cambia al preparar?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("¿Cuántas cartas tiene el mercado en solitario?", A),
            ("En solitario, ¿cuántos Life Events se usan y qué se hace con el resto?", A),
            ("Disculpe, ¿qué tablero de jugador se usa en solitario?", A),
            ("En solitario, ¿cuántos niveles tiene cada Achievement?", A),
            ("Si saco dos cartas de Achievement, ¿con cuál juego?", A),
            ("che, en solitario ¿la Meditación sirve para algo si no hay Values?", A),
            ("En solitario, ¿se gana solo con cruzar los marcadores?", A),
            ("en solitario las fichas de infelicidad restan al final?", A),
            ("¿Cuánto cuesta la tercera carta que compro en solitario?", A),
            ("En solitario, ¿qué pasa con las cartas del mercado al final de la ronda?", A),
            ("En una partida normal, ¿cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿me dan algo?", A),
            ("¿Puedo usar las dos casillas de acción de una categoría en el mismo turno?", A),
            ("¿Cuántas veces puedo usar la misma casilla de acción en un turno?", A),
            ("Para que me asciendan en la Career, ¿qué tengo que hacer?", A),
            ("Para casarme con mi Partner, ¿qué pago?", A),
            ("Si cambio de Partner estando casado, ¿pierdo el Married?", A),
            ("¿Cuántos puntos dan los sets de iconos de Vida al final?", A),
            ("¿Qué da el corazón completo al final?", A),
            ("vale, ¿los marcadores pueden retroceder durante la partida?", A),
            ("¿Cuántas cartas de la mano puedo jugar en un turno?", A),
            ("¿Puedo tener dos cartas de Community a la vez?", A),
            ("¿Ustedes saben cuántos Traits y Resources puedo tener?", A),
            ("¿Qué significa el icono de Grown Up en la barra verde de una carta?", A),
            ("Para los peques, ¿podemos pasar del requisito de icono de Vida de la barra verde y dejarles jugar cualquier carta?", U),
            ("Con novatos, ¿vale jugar con el mercado gratis, sin pagar las tres cartas de la derecha?", U),
            ("A cuatro, ¿podemos poner 6 cartas en el mercado para tener más donde elegir?", U),
            ("¿Hay alguna variante en la que el corazón completo cuente aunque no te hayas casado con esa Partner?", U),
        ],
    },
    "cv": {
        "en": [
            ("in a 2 player game what changes?", A),
            ("2 players: when exactly do we discard the leftmost track card", A),
            ("3 players: how do we set up the childhood cards", A),
            ("with 4 players how many childhood cards does everyone get", A),
            ("how many public life goals go out with 4 players", A),
            ("who starts the game", A),
            ("how many dice do we start with and what's the most you can have", A),
            ("how many rerolls do i get", A),
            ("i have 3 good luck symbols, what can i do with them", A),
            ("how does misfortune work", A),
            ("when does the game end", A),
            ("how long does a game go, like which decks do we go through", A),
            ("tie on points, who wins", A),
            ("what is social assistance and when does it happen", A),
            ("two of us get social assistance at the same time, who picks first", A),
            ("how many cards can i take from the track in one turn", A),
            ("event cards: when am i allowed to play them", A),
            ("do event cards stay in front of me as part of my life story after i use them?", A),
            ("i took a card with two colours. which pile does it go on", A),
            ("new health card - does it have to go on top of my health stack?", A),
            ("the red slash on a card, when do i pay that", A),
            ("4 health cards at the end, how many points is that", A),
            ("two of us tie on a public life goal, who gets the points", A),
            ("do my tokens carry over from turn to turn?", A),
            ("end of a round, what happens to the track", A),
            ("can i reuse the dice i spent on buying a card to pay a red slash cost", A),
            ("we're 3 - can we use all 12 childhood cards like at 4 players so everyone gets 4 to pick from?", U),
            ("for a first game can we play without the public life goals? is that allowed", U),
            ("to make it harder can we limit everyone to just 1 card from the track per turn? is there a rule like that", U),
            ("kids find the two-colour cards confusing, is there an official way to play with those taken out?", U),
        ],
        "es": [
            ("A dos jugadores, ¿cómo se preparan las cartas de infancia?", A),
            ("¿Cómo se hace el reparto de las cartas de infancia?", A),
            ("Somos dos, ¿cuántos objetivos vitales públicos salen?", A),
            ("¿Quién empieza cada ronda?", A),
            ("¿Y si el de la bici pierde la carta de la bicicleta? ¿cómo sabemos quién empezaba?", A),
            ("¿Cuántas cartas se ponen en la fila al empezar y de qué mazo?", A),
            ("¿Cuándo se pasa al mazo de la edad media?", A),
            ("Si al final de la ronda el mazo de vejez tiene justo tantas cartas como jugadores, ¿seguimos jugando?", A),
            ("¿Los dados de mala suerte se pueden volver a tirar?", A),
            ("che, ¿vos sabés cuántos dados puedo llegar a tener como mucho?", A),
            ("Si saco 6 símbolos de mala suerte, ¿cuántas cartas pierdo?", A),
            ("Con 3 de buena suerte, ¿igual tengo que cumplir la condición especial de la carta?", A),
            ("¿Las cartas de evento que uso me dan fichas?", A),
            ("Si agarro una carta de evento de la fila, ¿va al currículum o a la mano?", A),
            ("Una carta de Trabajo nueva, ¿puedo meterla debajo del montón?", A),
            ("¿Cuántas cartas activas puede haber de cada tipo?", A),
            ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
            ("Disculpe, ¿cuántos puntos dan 3 cartas de relaciones al final?", A),
            ("¿Cómo se puntúan las posesiones?", A),
            ("Mi objetivo vital secreto, ¿cuándo se enseña?", A),
            ("Con la asistencia social, ¿hay que cumplir la condición especial de la carta?", A),
            ("¿Cuáles son las fases de cada turno?", A),
            ("En la limpieza, ¿hacia dónde se corren las cartas de la fila?", A),
            ("mientras decido que comprar puedo poner los dados al lado de las cartas", A),
            ("Somos cuatro, ¿cuántas metas vitales recibe cada uno?", A),
            ("La carta Marriage, ¿qué me da?", A),
            ("Con los peques, ¿podemos ignorar las condiciones especiales de las cartas y que solo paguen los símbolos?", U),
            ("A dos se nos hace largo: ¿podemos descartar dos cartas de la izquierda después de cada turno para acelerar?", U),
            ("Partida para enseñar: ¿los veteranos pueden aconsejar en voz alta al novato qué cartas comprar, o no se permite?", U),
            ("Para arrancar más rápido con novatos, ¿podemos dar a cada uno una carta gratis de la fila antes de la primera ronda?", U),
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
