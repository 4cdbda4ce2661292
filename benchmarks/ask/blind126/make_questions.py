"""Write the blind126 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind126/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12601-12604), so the
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
SEEDS = {"coming-of-age": 12601, "loop": 12602, "adulthood": 12603, "cv": 12604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what are the tiles covering locations 5 to 10 at the start for?", A),
            ("the little bus next to the board, what does it actually do", A),
            ("where does my VEP counter start on the big track around the board?", A),
            ("the dice come in 4 sizes, which ones do i roll in round 3 and how many", A),
            ("i rolled a 0 on the ten sided die, which location is that", A),
            ("what does a frustration token sitting on the far right end of a mood track cost me at the end of the game?", A),
            ("the frustration tokens have two sides, when do i flip one over to the other side?", A),
            ("my counter is already on the last space on the right and the experience space says move it right again. what do i get", A),
            ("what do the spaces at the far right of each mood track do, i don't get anything when i land there?", A),
            ("when do i put those little interest tokens on a location", A),
            ("the track on the right side of my board, how do i move my counter up it?", A),
            ("the friendship track has levels 5 6 7 at the top, how do i get a character token up there", A),
            ("the 4 round tokens sitting in the trait spaces of my board at setup, when do i get to use them?", A),
            ("the goal tiles with A B C D on the back, how many of them can i score at the end", A),
            ("how many trait tiles can i keep in my hand? i just drew a 5th", A),
            ("spent 2 motivation tokens on the memory card, how many VEP is that", A),
            ("this location lets me pay with the willpower tokens instead of motivation, how many do i need and do i still get all the card's bonuses", A),
            ("i paid an orange motivation token for a presence, why does my orange mood counter have to go back left?", A),
            ("the parent cards in my hand, when am i forced to play one", A),
            ("my memory tokens have a used side, do the flipped ones still count for anything at the end?", A),
            ("we're tied on VEP at the end, who wins?", A),
            ("2 players: what are the 4 trait tiles in a row between us with the neutral characters on them", A),
            ("solo: why does Rob have a frustration token on the end of his personal fulfillment track?", A),
            ("solo mode, which goal tiles do i draw? the normal one of each letter?", A),
            ("rob keeps crushing me, can i make him easier?", A),
            ("in coming of age can i place a presence with my character token on a location where i already have one", A),
            # unanswerable
            ('when i overcome a frustration the token goes over the icon at the far left end of that mood track. what is that left-end icon for, does it do anything when nothing is covering it?', U),
            ("solo: rob's friendship bonus goes on 'the first available space that grants only VEP, starting from the top'. is the top the level 7 end of his track or the level 0 end?", U),
            ('the Saver goal tile says more willpower and motivation tokens than any other player. is that both kinds added together, or do i need more of each kind separately?', U),
            ("playing solo, is there a turn summary card for Rob's turn too, or do i have to keep the rulebook open for his steps?", U),
        ],
        "es": [
            ("¿Cuántas Cartas de Padres roba cada uno al preparar la partida?", A),
            ("Los 3 Contadores de Estado de Ánimo que quedan en el centro de mi tablero, ¿cuándo se ponen en juego y en qué orden?", A),
            ("Al principio, ¿qué colores de Fichas de Motivación van a la reserva general y dónde van las demás?", A),
            ("las ubicaciones de los extremos del tablero, ¿cuentan como adyacentes?", A),
            ("Quiero llevar mi dado a una ubicación que no está al lado. ¿Cuántas Fichas de Frustración me cuesta?", A),
            ("che, ¿cuánta Fuerza de Voluntad tengo que pagar para superar una Ficha de Frustración?", A),
            ("Tengo el Contador al tope izquierdo y la Ficha de Frustración ya superada en el extremo izquierdo de ese Registro, y me toca mover a la izquierda. ¿Qué pasa?", A),
            ("la ficha de recuerdo que manda el contador al centro, q bonus me da", A),
            ("El espacio de experiencia tiene un icono de un Registro de Ánimo que todavía no tengo desbloqueado. ¿Qué hago con eso?", A),
            ("Ya puse mis 4 fichas de personaje como Presencia. ¿Puedo poner una quinta Presencia?", A),
            ("la parada de bus muestra un personaje neutral, ¿qué gano ahí?", A),
            ("Cuando meto a un personaje nuevo en el nivel 0 de mi Registro de Amistad, ¿gano algo?", A),
            ("Para poner mi Ficha de Rasgo Mimético sobre una Ficha de Rasgo de otro jugador, ¿qué nivel de amistad necesito con él?", A),
            ("tio, robé una quinta Ficha de Rasgo, ¿qué hago con ella y dónde va la que descarto?", A),
            ("¿Cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida?", A),
            ("el autobus para en todas las ubicaciones o solo en algunas?", A),
            ("Los dados que quedan en la ubicación después de que para el bus, ¿qué se hace con ellos?", A),
            ("Cuando alguien se lleva el Recuerdo de una ubicación, ¿se pone otra carta de Recuerdo enseguida?", A),
            ("Antes del recuento final, ¿puedo usar todavía una Ficha de Recuerdo que no usé?", A),
            ("Las metas de tipo A son de mayoría, ¿qué pasa si empato con otro jugador?", A),
            ("Las fichas que me sobran al final (Fuerza de Voluntad, Motivación y Recuerdo), ¿valen VEP?", A),
            ("jugando solo, Rob no pone dados en el tablero? q hace con lo q tira", A),
            ("Rob avanza en su Registro de Realización Personal, ¿se salta algunas casillas?", A),
            ("En solitario, cuando Rob consigue un Recuerdo con sus Fichas de Motivación, ¿las gasta?", A),
            ("Al final de la partida en solitario, ¿cómo puntúa Rob las Fichas de Rasgo que tiene boca abajo?", A),
            ("A dos jugadores, para poner mi Rasgo Mimético en la tercera ficha de la fila, ¿qué nivel de amistad necesito con el personaje neutral?", A),
            # unanswerable
            ('La Ficha de Rasgo Responsable pide al menos 4 Fichas de Interés colocadas por las ubicaciones. ¿Tienen que estar en 4 ubicaciones distintas o valen varias en el mismo edificio?', U),
            ('¿Cuántas Fichas de Recuerdo de cada color pide la Ficha de Objetivo Nostálgico?', U),
            ('el rasgo Experimentado dice 4 Fichas de Motivacion de cualquier tipo, ¿tienen q ser de colores distintos o pueden ser todas del mismo?', U),
            ('Para el Rasgo Desequilibrado (ningún Contador en las casillas centrales), los Contadores que todavía esperan en el centro de mi tablero personal sin colocar, ¿cuentan como si estuvieran en el centro?', U),
        ],
    },
    "loop": {
        "en": [
            ("what are the 5 blue favour cards for? do we shuffle them in", A),
            ("the happiness token is gold on one side and black on the other, which side do i use", A),
            ("the reputation token starts black side up on the icon, how do i show i have 2 reputation", A),
            ("what do the little white dots on top of a material card mean", A),
            ("the card under the material deck says DEPLETION, what happens when it shows up", A),
            ("what's the little flag at happiness 12 on my mat?", A),
            ("where do broken materials go on my mat", A),
            ("there are only 3 activity slots on my mat, i just completed a 4th activity. now what", A),
            ("an activity card shows two of the same colour, can i take 2 quality off one material?", A),
            ("what are the house / group / leaf / book / heart icons on the activity cards for", A),
            ("the icons in the top right corner of a goal card, what do they mean", A),
            ("the number on the bottom right of a goal card?", A),
            ("what does the salary box on my career card mean", A),
            ("what's on the back of the career cards", A),
            ("the little crosses on a career card, what do they mean?", A),
            ("some career cards have one shield mark and some have two, whats the difference", A),
            ("event cards: some have a warning triangle, some a red circle. difference?", A),
            ("when do i draw an event card, it says something about zones on the happiness track", A),
            ("how many coins do i need to put on a credit card to get rid of it, and can i put 3 at once", A),
            ("what do i get when i take a credit card", A),
            ("investor ability: i toss a coin, what does the $ side do", A),
            ("where do the coins start, the middle of the board?", A),
            ("coop: where do my played favours go and when do i get them back", A),
            ("solo: why am i flipping a material card off the deck every turn", A),
            ("solo renew card, what landfill do i take from and how much does it cost", A),
            ("in loop how many sets of material do we take out with 2 players", A),
            # unanswerable
            ('co-op: my FAVOUR just goes face-up next to my own GOALs instead of to another player. so can i aim it at myself, like SHARE one of my own MATERIAL or ACQUIRE from my own AREA?', U),
            ('what happens when the CREDIT CARD deck runs out and somebody has to APPLY for one?', U),
            ('what happens if the EVENT deck runs out and someone has to draw an EVENT?', U),
            ("i'm at happiness 11 and i'm about to complete 3 activities. can my happiness go past 12 on the mat?", U),
        ],
        "es": [
            ("¿Cuántas FAVOUR robo al principio de mi turno?", A),
            ("Puedo pasar el turno sin hacer WORK, BUY ni CONSUME?", A),
            ("Si hago WORK y ya no me queda HAPPINESS para restar, ¿qué pasa?", A),
            ("Cuando hago BUY, ¿cuántas MATERIAL puedo comprar y cuánto pago por cada una?", A),
            ("¿Puedo gastar REPUTATION para comprar una MATERIAL con más QUALITY?", A),
            ("vale, y si gasto 2 REPUTATION en un turno de CONSUME, ¿qué me dan?", A),
            ("Me juegan una FAVOUR y no la quiero. ¿Cómo la rechazo?", A),
            ("¿Cuánta REPUTATION gano si acepto un SHARE?", A),
            ("Tengo 6 FAVOUR en la mano y me dan otra. ¿Hay límite de mano?", A),
            ("cuando se reponen las cartas de MATERIAL y ACTIVITY del tablero?", A),
            ("Se acabó el mazo de ACTIVITY, ¿de dónde sacamos más?", A),
            ("El que destapa el DEPLETION, ¿pierde algo?", A),
            ("che, el SCIENTIST puede comprar del LANDFILL de otro jugador?", A),
            ("¿Qué hace el CHEF cuando compra FOOD?", A),
            ("Un EVENT CONTINUOUS, ¿a quién afecta y cuánto dura?", A),
            ("Cuando sale un EVENT IMMEDIATE, ¿en qué orden lo resolvemos?", A),
            ("Al final me quedaron 2 CREDIT CARD sin pagar. ¿Cuánta HAPPINESS pierdo?", A),
            ("Tengo 7 MATERIAL en mi LANDFILL al terminar. ¿Me penaliza?", A),
            ("En cooperativo, ¿qué HAPPINESS tenemos que tener todos para ganar?", A),
            ("En cooperativo, ¿se pueden rechazar las FAVOUR?", A),
            ("jugando solo cuantas GOAL tengo", A),
            ("En solitario, con la ACQUIRE azul, ¿cuánto pago por la MATERIAL del BUY AREA?", A),
            ("Somos 3. ¿Cuántas FAVOUR recibe cada uno al empezar según el asiento?", A),
            ("Empatamos en HAPPINESS al final. ¿Quién gana?", A),
            ("¿Quién empieza la partida?", A),
            ("el evento Hidden Clause que hace con mis CREDIT CARD", A),
            # unanswerable
            ('Acepté un SHARE pero al final el que lo jugó no usó mi MATERIAL para la ACTIVITY. ¿Me quedo igual con las 2 REPUTATION?', U),
            ('¿Qué pasa si se acaba el mazo de ACTIVITY y la pila de descarte de ACTIVITY también está vacía?', U),
            ('al final, con la Debt Penalty y la LANDFILL Penalty, ¿la HAPPINESS de alguien puede quedar por debajo de 0?', U),
            ('¿Hay un máximo de COIN que pueda acumular en mi AREA?', U),
        ],
    },
    "adulthood": {
        "en": [
            ("what are the 8 spots on my player board", A),
            ("the top spots on my board get covered by cards, what about the bottom ones?", A),
            ("what's the green bar on a card", A),
            ("this card has no green bar at all. what does it cost", A),
            ("there's a grown up icon in the green bar, what does that mean", A),
            ("what does a white and black life icon in the green bar mean?", A),
            ("what is the little white box with resources sitting on the cost bar of some cards", A),
            ("whats the purple bar on career and partner cards", A),
            ("the arrow on an action, what do the icons on each side mean", A),
            ("a card has icons in the text box but no arrow, what do i do with those", A),
            ("what's the beige arrow marker for", A),
            ("some spaces on the scoring track have a life event icon, what happens when i pass one", A),
            ("the yellow track and the blue track, which way do the markers go?", A),
            ("if i take the leftmost card from the market do i get anything", A),
            ("how much does the rightmost card in the market cost", A),
            ("i'm out of time meeples, can i use my energy tokens as time?", A),
            ("the heart icon on a partner card, what's it for?", A),
            ("at the end what do the sad and negative tokens do", A),
            ("life icons at the end: i have 4 family icons, what do i get", A),
            ("my marker went past the end of the happiness track. now what", A),
            ("solo: how much do the second and third market card cost", A),
            ("solo: when does the game end", A),
            ("solo: what are the achievement cards and how many do i keep", A),
            ("what does meditate do in solo mode", A),
            ("some life events have a special symbol, what does it mean", A),
            ("in adulthood, how do i stack my experience cards and why", A),
            # unanswerable
            ("some life events say they carry over to the next turn. does that hit just me on my next turn, or everyone's next turn?", U),
            ('where does the beige grown up arrow go once i take it, on my player board or somewhere on the scoring track?', U),
            ('i use interview but the career deck is empty. what happens?', U),
            ("what happens when the adulthood deck runs out and the market can't be refilled?", U),
        ],
        "es": [
            ("¿Cuántos meeples de tiempo y qué fichas recibe cada jugador al empezar?", A),
            ("Los dos Valores boca abajo del principio, ¿los puedo mirar?", A),
            ("Me dan 2 cartas de Carrera al comenzar, ¿me quedo con las dos?", A),
            ("¿Cuántas cartas se ponen en el mercado al preparar la partida?", A),
            ("quien empieza?", A),
            ("¿Cuánto cuesta la acción de Date y para qué sirve?", A),
            ("Meditar, ¿cuánto cuesta y qué hace?", A),
            ("el hueco de arriba de Career en mi tablero, ¿qué da si pongo tiempo?", A),
            ("¿Puedo usar el mismo hueco de acción dos veces en un turno?", A),
            ("Es mi primer turno y tengo una Carrera en la mano. ¿La juego antes o después de usar mis acciones?", A),
            ("Si agarro una carta del mercado, ¿la puedo jugar en el mismo turno?", A),
            ("Acabo de jugar una carta de Wellness con una acción nueva. ¿La puedo usar ya este turno?", A),
            ("Ya tengo una carta de Leisure en mi tablero y juego otra. ¿Qué pasa con la vieja?", A),
            ("¿Cuántos Resources y Traits puedo tener al lado del tablero?", A),
            ("que cuesta casarse con mi Partner", A),
            ("Si cambio de Career después de ser Promoted, ¿conservo el marcador de Promoted?", A),
            ("Una vez Promoted, ¿puedo seguir usando la acción de la izquierda de mi Career?", A),
            ("Para ser Promoted me piden un icono de Fame. ¿Cuenta el icono de la propia carta de Career?", A),
            ("Mis marcadores de Happiness e Impact se cruzaron. ¿Se acaba la partida ya?", A),
            ("empatamos en puntos, quien gana?", A),
            ("Paso dos casillas de Life Event en el mismo turno. ¿Robo dos? ¿Cuándo se resuelven?", A),
            ("Al final de mi turno, ¿cómo se repone el mercado?", A),
            ("En solitario, ¿robo Life Event al pasar esas casillas del marcador?", A),
            ("En solitario, ¿cómo se gana?", A),
            ("Jugando solo, al final ¿cuento los corazones y los sets de iconos de vida?", A),
            ("Oiga, ¿se puede retroceder en los marcadores durante la partida?", A),
            # unanswerable
            ('¿Qué pasa si se acaban las fichas de energía de la reserva general?', U),
            ('¿Hay un límite de cartas que pueda tener en la mano?', U),
            ('¿Hay un orden para resolver varios Life Events que saco en el mismo turno, o elijo yo cuál va primero?', U),
            ('En una partida normal, ¿qué pasa si se acaba el mazo de Life Events?', U),
        ],
    },
    "cv": {
        "en": [
            ("what does the red slash on a card's effect mean", A),
            ("this card title has 2 colours and 2 icons, which stack does it go in?", A),
            ("what does the bad luck face on the dice do when i reroll", A),
            ("i have 3 good luck symbols between my dice and tokens, what can i do with them", A),
            ("rolled 3 bad luck symbols, what happens", A),
            ("what are the tokens for? do they pile up every turn", A),
            ("what's the bicycle token for", A),
            ("who goes first", A),
            ("how do we hand out the childhood cards with 3 players", A),
            ("how many life goal cards go face up on the board", A),
            ("how many dice do i roll at the start and whats the max", A),
            ("how many rerolls do i get", A),
            ("how many cards can i take from the track in one turn", A),
            ("can i use the symbols on an event card to pay for a card? what about leftover ones", A),
            ("can i put a new health card under the old one in my cv instead of on top", A),
            ("i bought a new work card, can i tuck it under my old job", A),
            ("which card in a stack actually does something", A),
            ("when does the leftmost card on the track get thrown away", A),
            ("2 players: when do we discard the leftmost card", A),
            ("what's social assistance", A),
            ("when does the game end", A),
            ("how do possession cards score", A),
            ("tie on points, who wins", A),
            ("two of us did the public life goal equally well, who gets it", A),
            ("which deck refills the track after the early adulthood one runs out", A),
            ("end of the game, what do we count first and what comes after?", A),
            # unanswerable
            ('a card with 2 colours that i put in my health stack - for a life goal that counts relationship cards, can it count as relationship too?', U),
            ('the old age deck runs out halfway through refilling the track, before the round is over. what now?', U),
            ('can i rearrange the order of the cards under the top one in my knowledge stack later in the game?', U),
            ('i bought 2 work cards in the same turn. both have to go on top of my work stack, so which one ends up active?', U),
        ],
        "es": [
            ("¿Qué significa la barra roja sobre el efecto de una carta?", A),
            ("Si no puedo pagar el coste de una carta con la barra roja, ¿qué pasa?", A),
            ("Las fichas que usé para comprar cartas, ¿me sirven luego para pagar el coste de la barra roja?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("el dado con mala suerte, lo puedo volver a tirar?", A),
            ("Con 3 símbolos de buena suerte, ¿puedo llevarme cualquier carta del track?", A),
            ("Si la carta tiene una condición especial, ¿los 3 de buena suerte la cubren también?", A),
            ("saqué 3 de mala suerte, q pierdo", A),
            ("Las cartas de evento, ¿cuándo las puedo jugar?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("¿Cuántos dados se pueden tener como máximo?", A),
            ("Una carta de Relationship nueva, ¿la pongo arriba o debajo del montón?", A),
            ("Las cartas de Possession, ¿van siempre arriba?", A),
            ("¿Qué carta de cada montón está activa?", A),
            ("¿Cuántas cartas de childhood reparte cada uno con 4 jugadores?", A),
            ("A 2 jugadores, ¿cómo se prepara el mazo de childhood?", A),
            ("el que tiene la bici empieza cada ronda?", A),
            ("Perdí mi carta de bicicleta. ¿Quién empieza la ronda ahora?", A),
            ("¿Qué es la ayuda social y cuándo se mira?", A),
            ("Si varios tienen ayuda social, ¿en qué orden cogen carta?", A),
            ("¿Cuándo se termina la partida?", A),
            ("Al final, ¿cómo se puntúan las cartas de Possession?", A),
            ("empate a puntos, quien gana?", A),
            ("Las cartas de life goal públicas, ¿quién se lleva los puntos?", A),
            ("¿Cuántas cartas hay en el track al empezar y de qué mazo salen?", A),
            ("¿Para qué sirve el bloc de notas de la caja?", A),
            # unanswerable
            ('Las cartas de childhood que me quedan en la mano, ¿cuándo se juegan y para qué sirven?', U),
            ('¿Qué pasa si no quedan fichas de un símbolo en la reserva cuando tengo que actualizar las mías?', U),
            ('¿Puedo mirar cuántas cartas quedan en el mazo de old age para saber si se acaba la partida?', U),
            ('Cuando una carta de Work nueva tapa a la vieja, ¿el efecto de la vieja se pierde ese mismo turno o en la limpieza?', U),
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
