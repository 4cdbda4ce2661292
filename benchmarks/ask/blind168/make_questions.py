"""Write the blind168 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind168/make_questions.py

Style of this set: players who do not know (or do not use) the components'
names and DESCRIBE A COMPONENT BY ITS LOOK -- its colour, shape, size, where it
lies, what is printed on it, or a rough word of their own ("the tiles with
letters A B C D on them", "the round token with a golden side", "el dado de
cuatro caras de mi color", "la raya roja", "the beige arrow", "la plata").
They ask what it is for, when it is used, how many there are, or what happens
with it. Only looks, colours, shapes, icons and places the rulebooks state in
words are used. The unanswerable questions are gaps of the rulebooks asked
the same way.

Each game's file is written in a seeded shuffled order (seeds 16801-16804), so
the unanswerable questions are mixed in. `names_game` is found by a regex on
the question's own game name; `ids` come from ids.json (question text -> ids)
and are empty until that file is written.
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
SEEDS = {"coming-of-age": 16801, "loop": 16802, "adulthood": 16803, "cv": 16804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what are the tiles that cover locations 5 to 10 at the start, and when do they come off?", A),
            ("the tiles with the blue back that we set aside - what are they and how many do I get?", A),
            ("the little tiles with the letters A, B, C, D on them: how many do i start with and when do they score?", A),
            ("what do i do with the cards that get turned face up in the upper slot of each locaton?", A),
            ("the four-sided die in my colour, when do i stop using it and what do i roll after it?", A),
            ("after rolling, where do my dice go - on the road bit in front of the location or straight onto the building?", A),
            ("the tokens i leave on a building when i take a die back off the road, what do they do for me later?", A),
            ("the counter on the right side of my board that moves when i go back to a place: what happens when it's at the end and has to move again?", A),
            ("I moved my die next door. Where exactly does the token with the frustrated side go?", A),
            ("how do i get a frustration token turned over to its other side, and what does it cost me?", A),
            ("the memory tokens have a used side. once i flip one can i still get anything out of it?", A),
            ("can i flip two of those memory tokens in the same turn to push my counters around?", A),
            ("the row of icons at the bottom of each location, in what order do we do them, and what if one is for a counter i havent got on my board yet?", A),
            ("the spaces at the far right end of each mood track - do I get that bonus the moment I land there?", A),
            ("my counter is already on the last space on the right and the location says move it right again. what do i get?", A),
            ("what does the bus piece actually do? where does it start and where does it stop?", A),
            ("the tile in the slot at the bottom of a location shows one of the neutral characters. what do i get from it?", A),
            ("the column on the left side of my board with the character tokens in it: how many levels, and how do I get past level 4?", A),
            ("how many of my own character pieces can i put on locations as hobbies, and what if i want a fifth one?", A),
            ("the parent cards: how many do i hold, and is the pile i play them onto secret?", A),
            ("end of the year: what happens to the tile at the far right of the bottom row of slots?", A),
            ("when does the third mood counter, the one waiting in the middle of my board, go onto a track, and which track?", A),
            ("the counter in my colour on the VEP track of the big board: which space does it start on?", A),
            ("2 players: the 4 tiles in a row between us with a neutral character on each. how do i put a mimic token on one of them?", A),
            ("solo: why is there a frustration token sitting on rob's personal fulfillment track?", A),
            ("solo: the bus stop tile shows a character and rob has his die there. where in his left column does rob put that character?", A),
            ("the counter on the right-hand column of my board (personal fulfillment): where's its starting space, the top end or the bottom end, and which way does it climb?", U),
            ("are the willpower tokens all worth 1 each, or are some of them bigger ones worth more, like 5?", U),
            ("how many dice fit on one location's building? is there a max number that can sit there at once?", U),
            ("the tiles that cover locations 5-10 at the start: is anything printed on them, or are they just blank covers?", U),
        ],
        "es": [
            ("Oye, ¿qué son las losetas que van en el hueco de abajo de cada ubicación y para qué sirven?", A),
            ("Che, el dado de cuatro caras de mi color, ¿cuántos turnos lo uso?", A),
            ("¿Cuántas Fichas de Frustración tengo en mi reserva al empezar y qué se hace con las que sobran en la caja?", A),
            ("Disculpe, ¿el autobús para en todas las ubicaciones o solo en algunas?", A),
            ("cuando pongo una ficha de frustracion en la punta derecha del registro, que icono tapa?", A),
            ("Si la Ficha de Frustración ya está dada vuelta en la punta izquierda y reboto a la izquierda, ¿qué gano?", A),
            ("Tío, si reboto a la izquierda y no hay ninguna Ficha de Frustración en ese registro, ¿qué tengo que elegir?", A),
            ("¿Cuántas Fichas de Motivación hay de cada color? ¿Se pueden acabar?", A),
            ("Las Fichas de Rasgo Mimético que están en los huecos de mi tablero al empezar, ¿cuándo las puedo sacar de ahí?", A),
            ("Para poner un Rasgo Mimético sobre la ficha de otro jugador, ¿en qué nivel tiene que estar su personaje en la columna de amistad de mi tablero?", A),
            ("Vos sabés cuántas Fichas de Rasgo puedo tener en la mano? Me acaba de salir una quinta", A),
            ("¿Cuántas Fichas de Rasgo puedo bajar a mi tablero en toda la partida?", A),
            ("La carta de Recuerdo que está arriba de la ubicación: si dos la queremos, ¿la podemos coger los dos?", A),
            ("Si gasto tres Fichas de Motivación del mismo color en un Recuerdo, ¿cuántos VEP son?", A),
            ("¿Puedo pagar el Recuerdo con fichas de Fuerza de Voluntad? ¿Cuántas y qué pierdo?", A),
            ("Cuando gasto Fichas de Motivación para dejar una Presencia, ¿se mueve el Contador de Estado de Ánimo de ese color? ¿Cuánto?", A),
            ("No tengo motivación del color que pide esa ubicación, ¿qué hago? ¿me ayudan las cartas de mis viejos?", A),
            ("Después de que pasa el autobús, ¿qué pasa con los dados que quedaron en el edificio de esa ubicación?", A),
            ("ahorita quiero mover mi dado a una ubicación que no es la de al lado, ¿cuántas Fichas de Frustración pongo?", A),
            ("Las dos ubicaciones de las puntas del tablero grande, ¿cuentan como vecinas?", A),
            ("al final cuanto resta cada ficha de frustracion que quedo en la punta derecha", A),
            ("¿Cómo se desempata si terminamos con los mismos VEP?", A),
            ("En solitario, el Rob ese, ¿tira dados? ¿Y dónde pone sus Fichas de Interés?", A),
            ("Solitario: cuando el autobús para donde está el dado de Rob, ¿Rob deja Presencia? ¿Y gasta sus Fichas de Motivación?", A),
            ("Si Rob nos gana siempre, ¿se le puede bajar la dificultad?", A),
            ("Para dos jugadores, ¿cómo se preparan las cuatro Fichas de Rasgo en fila que van entre los dos?", A),
            ("¿Hay un máximo de Fichas de Motivación que pueda guardar en el centro de mi tablero?", U),
            ("¿Los cinco personajes neutrales tienen nombre? ¿Cómo se llama cada uno?", U),
            ("¿Puedo mirar las losetas de objetivo con letra que se quitaron del juego al preparar?", U),
            ("Las Fichas de Fuerza de Voluntad que tengo, ¿tienen que estar a la vista de todos o las puedo tapar con la mano?", U),
        ],
    },
    "loop": {
        "en": [
            ("the round token with a golden side and a black side - who uses which side?", A),
            ("what do the white dots on top of the cards mean?", A),
            ("where do all the COIN go at setup? the rules mention a logo on the board", A),
            ("the card lying under the MATERIAL deck with cards around it: what happens when it shows?", A),
            ("there are 5 blue FAVOUR cards in the box. when do we use those?", A),
            ("how many red FAVOUR do i start wiht if im sitting 3rd of 4 players", A),
            ("the little flag on the player mat at 12: what does reaching it do?", A),
            ("the back of the CAREER card says INTERN, what is that side for and where does it go?", A),
            ("the REPUTATION token starts black side up on the icon. how do i show i've got 2 REPUTATION?", A),
            ("where do the cards with no dots left go? the spot on my mat called LANDFILL?", A),
            ("how many ACTIVITY cards can i keep on my mat, theres 3 slots", A),
            ("the ACTIVITY shows two of the same colour. do i take 2 QUALITY off one MATERIAL?", A),
            ("the little pictures on the top right corner of the GOAL cards (house, leaf, book...) what are they", A),
            ("where on a GOAL card is the HAPPINESS I get for it?", A),
            ("the HOBBY goal doesnt show the little pictures like the others. how do i get it?", A),
            ("some EVENT cards have a warning triangle and some a red circle. whats the difference?", A),
            ("when do I draw one of those EVENT cards? something about zones on the HAPPINESS track?", A),
            ("CREDIT CARD: where do i put the COIN to pay it off and how many at once?", A),
            ("the CAREER cards have a red marker or a green marker at the start. what do they mean?", A),
            ("what do the crosses on the CAREER cards mean?", A),
            ("some CAREER cards have shield marks, one or two. what are those?", A),
            ("investor tosses a coin, whats the '$' side about?", A),
            ("co-op: the FAVOUR i play goes where? next to my GOAL?", A),
            ("solo: what happens to the top card of the MATERIAL deck at the end of each turn?", A),
            ("solo: the blue RENEW card talks about a central LANDFILL. what can i take from it and what do i pay?", A),
            ("we both ended on the same HAPPINESS. what decides it?", A),
            ("solo: which side of the round HAPPINESS token do i use, the golden one or the black one?", U),
            ("is there a 0 printed on the HAPPINESS track of the mat? where does my round token sit when i'm at 0?", U),
            ("where on the board does the ACTIVITY discard pile go, is there a printed spot for it?", U),
            ("the two colours on an ACTIVITY card: does it matter which colour is on the left?", U),
        ],
        "es": [
            ("Che, ¿cuántas cartas de MATERIAL saco del juego si somos 3?", A),
            ("¿Cuánta plata (COIN) trae el juego y qué hacemos si se acaba?", A),
            ("Vale, ¿las monedas las tengo que tener a la vista o las puedo esconder?", A),
            ("¿Qué hago al empezar mi turno con las cartas de FAVOUR, cuántas robo?", A),
            ("¿Se puede pasar el turno sin hacer nada?", A),
            ("si no me queda HAPPINESS para quitar cuando hago WORK que pasa", A),
            ("¿Cuántas MATERIAL puedo comprar por turno y cuánto pago por cada una?", A),
            ("¿Cuánta REPUTATION me dan si acepto un SHARE?", A),
            ("Me juegan un FAVOUR que no quiero. ¿Cómo lo rechazo?", A),
            ("Disculpe, ¿los tratos que hacemos entre jugadores son obligatorios?", A),
            ("al final del turno, los huecos vacíos de cartas en el tablero se rellenan?", A),
            ("¿Qué hace ACQUIRE y se lo puedo jugar a alguien que no tiene MATERIAL?", A),
            ("Con RECYCLE, ¿puedo agarrar un MATERIAL de mi propio LANDFILL?", A),
            ("La GOAL CURIOSITY, ¿qué pide?", A),
            ("En la preparación de una CAREER salen 2 iconos de MATERIAL, ¿qué significa eso?", A),
            ("Ustedes saben cómo se reparten las CAREER en el modo competitivo?", A),
            ("¿Cuándo se activan las cartas EVENT boca abajo que tengo al lado de mi CAREER?", A),
            ("Si se activan dos EVENT del círculo rojo a la vez, ¿cuál vale?", A),
            ("¿Qué regalo me dan al pedir una CREDIT CARD?", A),
            ("¿Cuánta HAPPINESS pierdo al final por cada CREDIT CARD que no terminé de pagar?", A),
            ("Tengo el LANDFILL lleno de cartas rotas, ¿me resta algo al final?", A),
            ("En cooperativo, ¿con cuántos FAVOUR empiezo y se pueden rechazar?", A),
            ("modo cooperativo: los FAVOUR que ya jugué y están al lado de mis GOAL, ¿cuándo los recupero?", A),
            ("¿Cómo se gana en solitario?", A),
            ("El TYCOON, ¿cuánta plata cobra cuando hace WORK?", A),
            ("Con Micro-Plastic activo, ¿los FOOD cuentan como PLASTIC?", A),
            ("¿Qué tiene el otro lado de la ficha de REPUTATION, el que no es negro?", U),
            ("las monedas COIN valen todas 1 o hay de distintos valores?", U),
            ("Los FAVOUR rojos que sobran y se dejan en el tablero al preparar, ¿van boca arriba o boca abajo?", U),
            ("En solitario, ¿dónde va el LANDFILL central? ¿Tiene un hueco impreso en el tablero?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what are the little wooden markers for? i get 2 in my colour", A),
            ("how many of the time meeples do I start with?", A),
            ("the beige arrow marker, when do i get one and what does it let me do?", A),
            ("the yellow track and the blue track - which way does each one move?", A),
            ("some spaces on the score tracks have the Life Event icon. what happens when i pass one?", A),
            ("the two face-down Values cards in front of me - can i look at them?", A),
            ("what's the green bar on the cards?", A),
            ("the purple bar on Career and Partner cards, what is it for?", A),
            ("some cards have a white box sitting on the green bar with resources in it. what does that mean?", A),
            ("there's a white and black Life icon in the green bar of a card. what does it ask for?", A),
            ("the card on the far left of the market - do i get anything extra for taking it?", A),
            ("the card on the far right of the markt, what does it cost me?", A),
            ("can i use the energy tokens as if they were time meeples?", A),
            ("the bottom spot in each section of my board, can a card ever cover it?", A),
            ("the top spot in the Career part of my board, what does it do before i have a Career card on it?", A),
            ("the heart icon on the Partner cards, what is it for?", A),
            ("the pile of old cards on the side where only the name and icon shows: does anything in it still count?", A),
            ("some Life Events have a symbol that says the effect carries over. when does that card go to my stack?", A),
            ("the Negative Impact and Unhappiness tokens, what do they do at the end?", A),
            ("what happens once someone's two markers cross on the score board?", A),
            ("my marker is about to run past the end of the track. what do i do?", A),
            ("i have 3 Family icons at the end of the game, what are they worth?", A),
            ("solo: which side of the market board do i use and how many cards go on it?", A),
            ("solo: the Achievement cards - how many do i draw and how many do i keep?", A),
            ("solo: how much do the 2nd and 3rd card from the market cost me?", A),
            ("solo: how does the game end?", A),
            ("does the reference tent card also show the solo mode changes?", U),
            ("the Grown-Up icon on the yellow track and on the blue track, are they on the same number on both tracks?", U),
            ("the icon guide says the hole in your heart icon has several variations. what are they?", U),
            ("the Career card i throw away at setup: face down to the bottom of the deck, or out of the game?", U),
        ],
        "es": [
            ("¿Cuántas fichas de energía y de dinero me dan al empezar?", A),
            ("¿Cuántas cartas de Career me reparten y qué hago con ellas?", A),
            ("¿Quién empieza la partida?", A),
            ("Las cartas de Values boca abajo que tengo delante, ¿cómo las paso a la mano?", A),
            ("Oye, la Date: ¿qué cuesta y qué me da?", A),
            ("¿Cómo consigo el marcador de Married?", A),
            ("Interview, el hueco de abajo de la parte de Career, ¿qué hace?", A),
            ("¿Cuánto cuesta Donate y qué consigo?", A),
            ("¿Puedo usar el mismo hueco de acción dos veces en un turno?", A),
            ("Después de colocar mis meeples y fichas, ¿puedo añadir otra acción más tarde en el turno?", A),
            ("¿Cuándo puedo usar la acción de una carta que acabo de poner sobre mi tablero?", A),
            ("Si pongo una carta de Wellness y ya tenía otra en ese hueco, ¿qué pasa con la vieja?", A),
            ("Me saqué un Partner nuevo, ¿qué pasa con el anterior?", A),
            ("al final del turno que hago con las fichas y los meeples que gaste", A),
            ("El mercado de cinco cartas: ¿cómo se rellena cuando alguien se lleva una?", A),
            ("Las cartas Life Event que me tocan, ¿cuándo se resuelven?", A),
            ("¿Cuántas cartas de Resource y de Trait puedo tener al lado del tablero?", A),
            ("¿Qué pasa con el marcador de Promoted si cambio de Career?", A),
            ("Después de ascender, ¿puedo seguir usando la acción de la izquierda de mi carta de Career?", A),
            ("Para ascender, ¿cuenta el icono de la propia carta de Career?", A),
            ("Disculpe, ¿los marcadores de puntuación pueden ir hacia atrás durante la partida?", A),
            ("Si empatamos al final, ¿qué pasa?", A),
            ("Solitario: ¿se reparten las cartas de Values?", A),
            ("Solitario: ¿qué hace Meditate?", A),
            ("Solitario: ¿cómo se gana?", A),
            ("Solitario: ¿el mercado de tres cartas se repone a mitad de ronda?", A),
            ("El símbolo de historia de los Life Event, el que queda visible en mi pila de Experiencias, ¿vale algo?", U),
            ("Las fichas de Negative Impact y las de Unhappiness, ¿son la misma ficha por las dos caras?", U),
            ("¿Hay un límite de fichas de energía que pueda guardar de un turno para otro?", U),
            ("Los dos marcadores de madera de mi color, ¿son iguales o hay uno distinto para Happiness y otro para Impact?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll and how many can i end up with?", A),
            ("the dice showing the bad luck symbol - can i reroll them?", A),
            ("how many rerolls do I get each turn?", A),
            ("some cards have a red line through the effect, what's that about", A),
            ("some cards have titles in 2 colours and 2 type icons. what do i do with those?", A),
            ("the bicycle card, who gets it, and what's the bicycle token for?", A),
            ("how many cards lie face up on the track on the board?", A),
            ("3 good luck symbols - what can i do with them?", A),
            ("what happens when i have 3 bad luck symbols showing?", A),
            ("the top card of each of my stacks, what's special about it?", A),
            ("i got a new health card, can i slide it under the other cards of that stack instead of on top?", A),
            ("a new possession card, does it go on top of the stack or under?", A),
            ("the tokens, what are they for? do they pile up every turn?", A),
            ("the leftmost card on the track gets thrown away - when?", A),
            ("the life goal card i get dealt at the start, what's it for?", A),
            ("the face-up life goal cards on the board, how do they score?", A),
            ("how many childhood cards do we get and how do we pick them?", A),
            ("2 players: how do we prepare the childhood cards?", A),
            ("when does the game end?", A),
            ("can i play an event card whenever i like?", A),
            ("social assitance, who gets it?", A),
            ("i have 4 health cards at the end, how many points is that?", A),
            ("possession cards, how are they scored at the end?", A),
            ("we're tied on points. who wins?", A),
            ("can i pay the red line cost with dice i already used to buy a card this turn?", A),
            ("the first deck runs out. which deck fills the track after that?", A),
            ("is there a printed spot on the board for the cards that drop off the track?", U),
            ("the symbols on the 7 dice: are they printed in colours that match the card types, or all one colour?", U),
            ("which title colour is which card type? like what colour are the health cards and what colour knowledge?", U),
            ("do the player reference cards have the points table for health, relationship and knowledge cards on them?", U),
        ],
        "es": [
            ("¿Cuántas cartas puedo agarrar del track por turno?", A),
            ("¿Puedo usar las fichas además de los dados para pagar una carta?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("¿Me dan fichas por los símbolos de las cartas de evento que juego?", A),
            ("si no tengo los simbolos para pagar la raya roja, la carta se va a la caja?", A),
            ("Tengo seis símbolos de mala suerte entre dados y fichas, ¿cuántas cartas pierdo?", A),
            ("Se acabó el mazo de juventud, ¿hay que hacer algo antes de seguir?", A),
            ("Asistencia social: si somos dos los que la reciben, ¿en qué orden agarramos?", A),
            ("Con la asistencia social, ¿me salto también la condición especial de la carta?", A),
            ("Los tres símbolos de buena suerte, ¿pagan también la condición especial?", A),
            ("¿Quién empieza cada ronda?", A),
            ("Si pierdo la carta de la bici, ¿quién empieza?", A),
            ("¿Cuántos dados trae la caja y son distintos entre sí?", A),
            ("En el reparto de las cartas de infancia, ¿a quién le paso las que no elijo?", A),
            ("¿Cuántas metas de vida se ponen boca arriba en el tablero?", A),
            ("Si empatamos en una meta de vida pública, ¿quién se lleva los puntos?", A),
            ("Una carta de Work nueva, ¿va encima o debajo de mi pila de Work?", A),
            ("¿Cuántas cartas activas puede tener cada pila?", A),
            ("La libreta que viene en la caja, ¿para qué es?", A),
            ("¿Puedo dejar los dados y las fichas al lado de las cartas del track mientras decido?", A),
            ("¿Puedo sacar un poquito una carta del track para acordarme de cuál quiero?", A),
            ("Al final, ¿cuántos puntos dan 3 cartas de Relationship?", A),
            ("¿Cuándo actualizo mis fichas?", A),
            ("La carta de Marriage, ¿me da un dado más?", A),
            ("Vosotros sabéis en qué dirección se juega?", A),
            ("¿Qué tipo de cartas suelen dar símbolos de dinero?", A),
            ("Vos sabés cuántas cartas de cada tipo (Health, Work, Possession...) trae el mazo de mediana edad?", U),
            ("¿Se puede ver cuántas cartas quedan en el mazo de mediana edad?", U),
            ("La libreta y el lápiz, ¿hay que ir anotando algo durante la partida o solo al final?", U),
            ("la meta de vida secreta se la puedo decir a los demas durante la partida?", U),
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
