"""Write the blind147 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind147/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 14701-14704), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking about MODES, VARIANTS AND DIFFICULTY (solo
and its bot, co-op, 2-player and other player counts, campaign and challenge
modes, optional rules, making a game easier, harder, shorter or longer, what
changes in set-up, turns and scoring in each mode, how a mode is won or lost,
and whether a house change is allowed).
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
SEEDS = {"coming-of-age": 14701, "loop": 14702, "adulthood": 14703, "cv": 14704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("how do we make the solo game harder?", A),
            ("rob keeps crushing me. is there an easier setting for him?", A),
            ("first solo game - which goal tiles do i draw?", A),
            ("Does Rob get Parent Cards or Goal Tiles in solo?", A),
            ("solo: does rob use mood counters and frustration tokens like a normal player?", A),
            ("what's the frustration token on rob's personal fulfillment track for? it's showing 4 VEP", A),
            ("does rob get a starting trait tile like me?", A),
            ("solo: how many dice does rob roll, same as me?", A),
            ("Rob rolled 3 dice but he only has 2 Interest Tokens left. Which locations get them?", A),
            ("where does rob put his die each turn, does he pick a location of his own?", A),
            ("when rob moves up his personal fulfillment track does he take the willpower and other bonuses too?", A),
            ("The Bus stops where Rob has a Presence and the Bus Stop Tile isn't a character. What does Rob do?", A),
            ("bus stop shows a neutral kid and rob's there - how does his friendship bonus work?", A),
            ("solo: rob has motivation tokens of the colour the location wants. does he spend them on the memory?", A),
            ("in solo who resolves the bus stop first, me or the bot?", A),
            ("does the bot score the same way we do at the end?", A),
            ("in the 2 player version what changes in setup?", A),
            ("2p: what do i need to put a mimic token on one of the neutral tiles in the middle row?", A),
            ("two player game: the third tile in the neutral row, what friendship level do I need with its character?", A),
            ("how many turns is a whole game and how are they split into rounds?", A),
            ("round 3 - which dice do we get and how many turns dose it last?", A),
            ("when do locations 9 and 10 open up?", A),
            ("we just finished the last turn of round 1. what do we set up for round 2?", A),
            ("tie on VEP at the end, who wins?", A),
            ("last turn's over - can I still flip a memory token before we score?", A),
            ("end of game: how much do unresolved frustrations cost me?", A),
            ("we want it harder: can we cap Willpower Tokens at the 42 in the box instead of treating them as unlimited?", U),
            ("2 player, my girlfriend's new - can she mimic the neutral row tiles just by meeting the requirement, ignoring the friendship level?", U),
            ("we've all played loads. can we start with only 3 frustration tokens each so switching locations is tighter?", U),
            ("is there an advanced or expert mode once you know the game well?", U),
        ],
        "es": [
            ("En solitario, ¿gano si al final tengo más VEP que Rob?", A),
            ("che, ¿en solitario cuántas rondas son?", A),
            ("Disculpe, en el modo solitario, ¿con cuántas Fichas de Personaje empieza Rob?", A),
            ("ahorita Rob tiene una Presencia, ¿cuántas puede poner como mucho y cuándo las pone?", A),
            ("En solitario, ¿Rob gana Fichas de Motivación? ¿De qué tipo?", A),
            ("Rob tiene un Rasgo Mimético libre, ¿dónde lo pone?", A),
            ("Rob no tiene ningún Rasgo Mimético libre y su montón de Fichas de Rasgo está vacío. ¿Qué hace con la bonificación de Rasgo?", A),
            ("¿Rob puede tener dos Fichas de Personaje en el nivel 0 de su Registro de Amistad?", A),
            ("en solitario rob ya esta al final de su registro de realizacion personal y le toca avanzar, que gana", A),
            ("Al acabar el solitario, ¿qué hace Rob con las Fichas de Rasgo que le quedan en el montón?", A),
            ("Variante de 2 jugadores: ¿cuántas Fichas de Rasgo van en la fila del centro y de dónde salen?", A),
            ("A dos, cada Ficha de Rasgo de la fila lleva un personaje neutral, ¿cómo se reparten?", A),
            ("Vale, ¿cuánto cuesta cambiar mi dado a la ubicación de al lado?", A),
            ("¿Y si quiero ir a una ubicación que no es adyacente?", A),
            ("tío, ¿cuantas fichas de rasgo puedo tener en la mano?", A),
            ("¿Cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida?", A),
            ("Si pago un Recuerdo con tres Fichas de Motivación, ¿cuántos VEP me llevo?", A),
            ("¿Y si el Recuerdo lo pago con Fuerza de Voluntad en vez de Motivación?", A),
            ("Cuando gasto Fichas de Motivación, ¿qué le pasa a mi Contador de Estado de Ánimo?", A),
            ("Ya tengo mis 4 Presencias puestas y quiero poner otra, ¿puedo?", A),
            ("¿Vosotros sabéis cuándo hay que jugar una Carta de Padres?", A),
            ("Mi contador tiene que ir a la derecha pero ya está en la última casilla, ¿qué gano?", A),
            ("¿Vos sabés cómo se supera una Ficha de Frustración?", A),
            ("Al final, ¿cuántas Fichas de Objetivo puedo puntuar y cuánto vale cada una?", A),
            ("¿Qué valen al final la Fuerza de Voluntad, la Motivación y los Recuerdos que me sobran?", A),
            ("oye, ¿qué necesito para subir un personaje del nivel 4 al 5 del Registro de Amistad?", A),
            ("Para los peques, ¿podemos dejar que suban amigos a los niveles 5 a 7 sin la Bonificación de Intimidad?", U),
            ("Es nuestra primera partida: ¿podemos puntuar todas las Fichas de Objetivo que cumplamos aunque no hayamos jugado tantas Fichas de Rasgo?", U),
            ("vale, para novatos, ¿podemos subir el límite de la mano a 5 Fichas de Rasgo para no tener que descartar?", U),
            ("Somos dos: ¿podemos quitar las Fichas de Objetivo de tipo A y robar otra de tipo B, C o D como en el solitario?", U),
        ],
    },
    "loop": {
        "en": [
            ("how many game modes are there and which one do we play first?", A),
            ("whats the difference between basic and competitive mode?", A),
            ("which mode does the rulebook recommend?", A),
            ("how is the co-op mode won, do we all have to make it?", A),
            ("co-op: do we still draw a FAVOUR at the start of our turn?", A),
            ("co-op: who do i play my FAVOUR on, and can my teammate REJECT it?", A),
            ("coop, how do we get our played FAVOUR back into our hands?", A),
            ("co-op: which CAREER cards do we leave out?", A),
            ("co-op setup: how many FAVOUR does each player start with?", A),
            ("in co-op what gets burned at the end of every round?", A),
            ("solo: how do I win?", A),
            ("solo mode: how many GOAL do i start with?", A),
            ("Solo: which FAVOUR do I use, the red ones?", A),
            ("solo: what does the blue SHARE do?", A),
            ("solo: how does the blue RENEW work and what does it cost?", A),
            ("Solo: I play the blue ACQUIRE. Who do I pay and how much?", A),
            ("when does a solo game end?", A),
            ("solo: is there anything extra i do at the end of each of my turns?", A),
            ("want a tougher solo game - wich CAREER cards are harder to play?", A),
            ("competitive setup: how many CAREER do we each get?", A),
            ("competitive: when do i draw an EVENT?", A),
            ("how do i pay off a CREDIT CARD?", A),
            ("how much does the LANDFILL Penalty take off at the end?", A),
            ("we're 3 players - how many sets of MATERIAL come out before setup?", A),
            ("playing with 2, how many FAVOUR does each of us start with?", A),
            ("4 of us in basic mode: does the game stop the moment someone hits HAPPINESS 12?", A),
            ("we want a tighter economy: can we play with only the 54 COIN in the box and no substitutes when they run out?", U),
            ("people end up with giant FAVOUR hands. can we add a hand limit of 5 as a house rule?", U),
            ("for a lighter game can we just leave REPUTATION out completely - no gaining it, no rejecting with it?", U),
            ("the Tycoon wins every competitive game we play. is it ok to take that CAREER out of the deck?", U),
        ],
        "es": [
            ("¿En qué modo se juega la primera partida?", A),
            ("En el modo básico, ¿qué CAREER usamos?", A),
            ("¿Cuándo termina la partida? ¿Es igual en todos los modos?", A),
            ("En el básico, ¿quién gana?", A),
            ("Oye, en el cooperativo, ¿se puede rechazar un FAVOUR?", A),
            ("Che, en el cooperativo, ¿podemos mostrarnos las cartas de la mano?", A),
            ("En cooperativo, si la DEPLETION sale al quemar el MATERIAL al final de la ronda, ¿alguien pierde HAPPINESS?", A),
            ("¿el modo cooperativo tiene otra forma de ganar?", A),
            ("¿Qué hay que conocer antes de jugar el cooperativo o el solitario?", A),
            ("En solitario, ¿qué CAREER no se pueden usar?", A),
            ("solitario: robo FAVOUR al empezar mi turno?", A),
            ("En solitario, ¿cuándo vuelven a mi mano los FAVOUR azules que ya jugué?", A),
            ("¿Qué hace el BARTER azul en el solitario?", A),
            ("¿Y el RESELL azul? ¿Adónde va el MATERIAL?", A),
            ("Juego solo: ¿cuántos sets de MATERIAL hay que quitar?", A),
            ("En competitivo, ¿con cuánta HAPPINESS empiezo si no elijo el INTERN?", A),
            ("Vale, en competitivo, ¿cuándo se activan los EVENT que voy robando?", A),
            ("¿Qué diferencia hay entre un EVENT CONTINUOUS y uno IMMEDIATE?", A),
            ("En competitivo me quedé sin plata, ¿cuándo puedo pedir una CREDIT CARD y qué me dan?", A),
            ("Al final, ¿cuánta HAPPINESS me quita cada CREDIT CARD sin pagar?", A),
            ("En competitivo me toca WORK pero no tengo HAPPINESS para restar, ¿qué hago?", A),
            ("Disculpe, ¿qué CAREER son las más sencillas para alguien que empieza?", A),
            ("Somos 6, ¿cuántos FAVOUR reciben el primer y el segundo jugador?", A),
            ("empate en el basico, quien gana", A),
            ("Somos cinco, ¿hay que quitar algún set de MATERIAL?", A),
            ("¿El Nurse se puede usar en el cooperativo?", A),
            ("En competitivo, ¿podemos subir el máximo de REPUTATION a 3 como regla de la casa?", U),
            ("¿Se puede jugar sin negociar, o sea prohibido hablar de tratos, para que vaya más rápido?", U),
            ("Somos dos en competitivo: ¿podemos empezar cada uno con un FAVOUR rojo de cada tipo, como en el cooperativo, en vez de usar la tabla por posición?", U),
            ("Para los que empiezan, ¿podemos jugar con CAREER pero sin usar sus habilidades, solo el SALARY y lo de inicio?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how do you play solo, what changes in setup?", A),
            ("solo: how many life events go in the deck?", A),
            ("when does the solo game end?", A),
            ("how do i win the solo game?", A),
            ("solo: what does the second card from the market cost me?", A),
            ("solo - can i buy a third card in the same turn? how much?", A),
            ("solo: a card lets me take an extra card from the market. do i pay for it?", A),
            ("solo: do i draw a life event when i pass the life event spaces on the track?", A),
            ("what does meditate do in solo, since there are no values?", A),
            ("Solo: does the market refill after I take a card?", A),
            ("solo scoring: do hearts and sets of life icons count?", A),
            ("solo achievements - how do I pick which one I play?", A),
            ("where do i write my solo score?", A),
            ("how does a normal game end?", A),
            ("Someone's markers just crossed. Does everyone get the same number of turns?", A),
            ("what order do we do the end-of-game scoring in?", A),
            ("how many happy do I get for 4 Family icons at the end?", A),
            ("what do i get at the end for a complete heart?", A),
            ("tie at the end - who wins?", A),
            ("how do you become Grown Up?", A),
            ("what does each player start with?", A),
            ("who goes first?", A),
            ("what happens if i take the left-most card in the market?", A),
            ("can i use energy instead of time?", A),
            ("I just played a Community card with a new action. Can I use it this turn?", A),
            ("how do i get promoted in my Career?", A),
            ("we've all played a lot. to make it harder can we ban using energy as time?", U),
            ("is there an advanced or expert variant of this game?", U),
            ("the Open Relationship trait feels broken in our group. ok to take it out of the deck?", U),
            ("one guy hoards Resources and Traits. can we house rule a limit of 3 of them?", U),
        ],
        "es": [
            ("¿En solitario se reparten Values?", A),
            ("Solitario: ¿cuántas cartas hay en el mercado?", A),
            ("En solitario, ¿qué tablero de jugador uso?", A),
            ("Che, en solitario, ¿cuándo se roba la Life Event?", A),
            ("Solitario: ¿cuántos niveles de dificultad tiene cada Achievement?", A),
            ("En solitario, ¿las fichas de Unhappiness y Negative Impact restan al final?", A),
            ("En solitario, la primera carta que agarro del mercado, ¿cuánto cuesta?", A),
            ("¿Cómo se prepara el mazo de Life Events para jugar solo?", A),
            ("¿Con cuántos Values empieza cada uno y cuáles puede mirar?", A),
            ("¿Cómo puedo pasar a la mano uno de mis Values boca abajo?", A),
            ("¿Ustedes saben qué hace la acción Date?", A),
            ("¿Qué necesito para casarme con mi Partner?", A),
            ("Si cambio de Partner, ¿sigo Married?", A),
            ("¿Cuántas Careers puedo tener a la vez?", A),
            ("Vale, ¿qué hace Donate?", A),
            ("¿Puedo usar las dos casillas de una misma categoría en el mismo turno?", A),
            ("¿Puedo poner más tiempo en una acción después del paso 1?", A),
            ("En una partida normal, ¿qué pasa al pasar una casilla de Life Event?", A),
            ("si paso el final de un marcador que hago", A),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("Las fichas de Negative Impact, ¿cuándo restan?", A),
            ("¿Dónde van las Experiences después de jugarlas?", A),
            ("¿Puedo jugar una carta con el icono de Grown Up antes de ser adulto?", A),
            ("¿Cuántos Traits y Resources puedo tener?", A),
            ("Disculpe, ¿los marcadores retroceden alguna vez durante la partida?", A),
            ("¿Cuántas cartas se ponen en el mercado al empezar una partida normal?", A),
            ("Somos cuatro y se alarga: ¿podemos usar el mazo de 8 Life Events del solitario al final de cada ronda en vez de las casillas del marcador?", U),
            ("Para jugar con los peques, ¿podemos no contar las fichas de Unhappiness y Negative Impact?", U),
            ("En la primera partida, ¿podemos hacer que todas las cartas del mercado sean gratis para aprender?", U),
            ("Con los niños, ¿vale que asciendan y se casen sin tener los iconos de Life que pide la barra morada?", U),
        ],
    },
    "cv": {
        "en": [
            ("2 players: how do we set up the childhood cards?", A),
            ("we're 3, how is the childhood deck made?", A),
            ("4 players - do we need to prepare the childhood deck?", A),
            ("how many public life goals do we put out with 3 players?", A),
            ("in the 2 player game is the track handled differently?", A),
            ("who starts, and does the first player change every round?", A),
            ("how does the childhood draft work?", A),
            ("how many dice do i roll and whats the most i can have?", A),
            ("how many rerolls do I get, and can I reroll everything?", A),
            ("how many cards can I take from the track in one turn?", A),
            ("what do 3 good luck symbols do?", A),
            ("I've got 3 bad luck showing, what happens?", A),
            ("4 players: when does the game end?", A),
            ("2 player game, when is it over?", A),
            ("tie on points at the end, who wins?", A),
            ("public life goal: two of us did it equally well. who gets the points?", A),
            ("what's social assistance and who gets it?", A),
            ("where do I put a new knowledge card in my pile?", A),
            ("new possession card - can I slide it under my old one?", A),
            ("what does the red slash on some cards mean?", A),
            ("event cards: when can i play them?", A),
            ("Can I use an event card's symbols to buy a track card?", A),
            ("I took a card with two colours. Which stack does it go in?", A),
            ("end of the round: what happens to the track?", A),
            ("do my tokens build up from turn to turn?", A),
            ("early adulthood deck is empty, what refills the track now?", A),
            ("for the kids' first game, can we skip paying red slash costs during their first round?", U),
            ("we want it harder: can a free card need 4 good luck symbols instead of 3?", U),
            ("house rule idea: let Work cards go under the stack like Health, so you can dodge an old job's red slash. allowed?", U),
            ("my 8 year old can't meet the special conditions. can she ignore them and just pay the symbols?", U),
        ],
        "es": [
            ("Jugando a dos, ¿cuántas cartas lleva el mazo de infancia preparado?", A),
            ("Somos tres, ¿con qué cartas se prepara el mazo de infancia?", A),
            ("A cuatro, ¿hay que preparar el mazo de infancia con la bici?", A),
            ("Somos dos: ¿cuántos objetivos vitales públicos salen?", A),
            ("Con dos o tres jugadores, ¿qué se hace con las cartas de infancia que sobran?", A),
            ("Con dos jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Quién empieza cada ronda?", A),
            ("¿Se pueden relanzar los dados que salen con mala suerte?", A),
            ("si saco 6 de mala suerte cuantas cartas pierdo", A),
            ("¿Qué pasa si no puedo pagar la barra roja de una carta?", A),
            ("¿Puedo pagar la barra roja con fichas que ya usé para comprar en ese turno?", A),
            ("¿Cuántas cartas activas puede haber de cada tipo?", A),
            ("Cuando compro una carta de Salud, ¿tiene que ir encima del montón?", A),
            ("¿Una carta de evento comprada va a mi CV?", A),
            ("¿Me dan fichas por los símbolos de las cartas de evento?", A),
            ("¿Qué pasa cuando se acaba uno de los tres mazos?", A),
            ("Asistencia social: si la reciben varios, ¿en qué orden cogen?", A),
            ("Con la asistencia social, ¿hay que cumplir la condición especial de la carta?", A),
            ("Somos tres, ¿cuándo se acaba la partida?", A),
            ("Al final, ¿cómo se puntúan las posesiones?", A),
            ("che, empatamos a puntos, ¿quién gana?", A),
            ("Con tres de buena suerte, ¿me puedo llevar una carta con condición especial sin cumplirla?", A),
            ("¿Cuántas cartas hay boca arriba en el track?", A),
            ("¿Hasta cuántos dados puedo llegar a tener?", A),
            ("tío, en un objetivo público empatamos dos, ¿cómo se reparten los puntos?", A),
            ("¿Dónde van las cartas de evento después de usarlas?", A),
            ("¿Podemos quitar el máximo de 7 dados como regla de la casa? A mi sobrino le da rabia no poder tirar más.", U),
            ("Para los peques, ¿pueden guardar las cartas de evento después de usarlas y volver a usarlas?", U),
            ("Somos novatos: ¿vale jugar que las cartas de evento solo se usan en tu propio turno, para no liarnos?", U),
            ("Para que sea más suave, ¿la desgracia puede quitar una carta de debajo del montón en vez de la activa?", U),
        ],
    },
}


def check_counts() -> None:
    for game, by_lang in Q.items():
        for lang in ("en", "es"):
            rows = by_lang[lang]
            assert len(rows) == 30, (game, lang, len(rows))
            assert sum(1 for _, ok in rows if not ok) == 4, (game, lang)
            assert len({q for q, _ in rows}) == 30, (game, lang, "duplicate")


def main() -> None:
    check_counts()
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
