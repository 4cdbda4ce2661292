"""Write the blind169 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind169/make_questions.py

Style of this set: players who do not know (or do not use) the components'
names and DESCRIBE A COMPONENT BY ITS LOOK: its colour, shape, size, where it
lies, what is printed on it, or a rough word of their own ("the tiles with the
blue back", "the card sitting under the MATERIAL deck", "the beige arrow
marker", "la raya roja en el efecto", "la guita", "los puntitos blancos").
The question asks what it is for, when it is used, how many there are, or
what happens with it. Only looks, colours, shapes, icons and places that the
rulebooks state in words are used. More than half of each game's questions go
to the less obvious parts of its rulebook: solo modes and bots, co-op and
2-player variants, worked examples, card types and icons, end-game scoring and
tie-breaks, setup details, rarely used actions. The unanswerable questions
are gaps of the rulebooks asked the same way.

Each game's file is written in a seeded shuffled order (seeds 16901-16904), so the
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
SEEDS = {"coming-of-age": 16901, "loop": 16902, "adulthood": 16903, "cv": 16904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what are the tiles with the blue back for? do we each get one at setup", A),
            ("the tiles covering locations 5 to 10 at the start, when do they come off and which ones go first", A),
            ("that little tile at the bottom of each location, the bus stop one. sometimes it shows a neutral character. what do i get when the bus stops there", A),
            ("do the bus stop tiles ever move? ours have sat in the same spots for 3 turns", A),
            ("whats the tiny 4 sided die in my colour for, is it only for the first year?", A),
            ("how many of the ten sided dice do i get and in which round", A),
            ("the little character tokens in my colour, 7 of them, where do they all go at setup?", A),
            ("in the bus example the red player moves the neutral purple guy from level 3 to level 4. what does he get out of that?", A),
            ("where does my counter start on the point track on the main board?", A),
            ("the flat tokens that start frustrated side up - where do they go on my board and when do i flip them over?", A),
            ("when i pull my other dice off the road, what are the tokens i leave on the buildings for?", A),
            ("memory tokens, once i flip one to the used side is it worth anything at the end?", A),
            ("the card in the upper slot of a location got taken. when does a new one show up there?", A),
            ("the pink, orange and blue tokens that start off to the side in the unavailable pile. when do they come in?", A),
            ("2 player game: theres a row of 4 trait tiles between us with a neutral character on each one. how do i use them?", A),
            ("playing solo vs the bot - what dice does Rob roll, and does he put them on the road like we do?", A),
            ("solo setup says put a frustration token with the 4 VEP side up on the end of rob's fulfillment track. what's that for?", A),
            ("solo: rob has a face down pile of trait tiles next to his board. what happens to it at the end?", A),
            ("solo: the bus stop shows a character and rob is there. where does that character token go on rob's friendship track?", A),
            ("we both ended on the same space of the point track. who wins?", A),
            ("at the end do my leftover tokens give points? the willpower ones, the coloured ones, the memory ones", A),
            ("whats special about the last space on the right end of each mood track on my board", A),
            ("in the first example the red player rolls a 4 but ends up at location 6. how is that allowed, and why do they get a willpower token there?", A),
            ("are the two locations at the far ends of the board next to each other when i move my die?", A),
            ("the top 3 rows of my friendship track, how do i get a guy up there?", A),
            ("the goal tiles with the letter A: if me and another player tie for the most, does my goal still count?", A),
            ("the roadblock tiles we take off between rounds, do they go back in the box or get flipped over for something?", U),
            ("who is supposed to move the bus along the locations, any player, or one of us in charge of it?", U),
            ("can the others see how many willpower and coloured motivation tokens i have, or can i keep my personal supply covered?", U),
            ("we like it a lot, is there an official longer game with more than 9 years?", U),
        ],
        "es": [
            ("¿Para qué sirve la franja de abajo de cada ubicación, la de los iconos? ¿En qué orden se aplica?", A),
            ("Vale, tío, el autobús: ¿desde dónde lo arrancáis vosotros y en qué ubicaciones para?", A),
            ("Si el Contador de Estado de Ánimo ya está en la casilla del fondo a la derecha y tengo que moverlo otra vez a la derecha, ¿qué gano?", A),
            ("Las Fichas de Frustración, ¿encima de qué icono del Registro de Ánimo se ponen exactamente?", A),
            ("¿Qué pasa con los dados que se quedan en una ubicación cuando el autobús se va de ahí?", A),
            ("Las cartas de mi color, las de los padres: ¿cuántas tengo en la mano y cuándo tengo que jugar una?", A),
            ("Disculpe, la pila donde dejo las cartas de padres que ya jugué, ¿es secreta o la pueden mirar los demás?", A),
            ("El marcador de la columna de la derecha de mi tablero, el de realización personal: si ya está en la última casilla y tengo que avanzar, ¿qué pasa?", A),
            ("La columna de la izquierda de mi tablero, la de amistad: ¿cuántos niveles tiene y qué gano cuando pongo ahí a alguien por primera vez?", A),
            ("Cuando juego una Ficha de Rasgo, ¿en qué hueco de mi tablero va y qué recibo?", A),
            ("Las fichas de Rasgo Mimético que empiezan tapando los huecos de rasgos de mi tablero, ¿cuándo puedo usar una?", A),
            ("En la variante de dos, la tercera loseta de la fila del medio: ¿qué nivel de amistad necesito con su personaje neutral para imitarla?", A),
            ("Jugando solo contra el robot, ¿qué losetas de Objetivo cojo yo? ¿Una de cada letra?", A),
            ("El robot ese, ¿tiene Contadores de Estado de Ánimo y Fichas de Frustración como nosotros?", A),
            ("¿El robot gasta de verdad sus Fichas de Motivación cuando saca VEP de la carta de Recuerdo?", A),
            ("Si se me hace muy difícil ganarle a Rob, ¿hay forma de ponerlo más fácil?", A),
            ("Al final del solitario, ¿qué puntúa el robot aparte de lo que ya lleva?", A),
            ("En solitario, si el robot saca los VEP de la carta de Recuerdo pero yo no la cojo, ¿la carta se queda para el año que viene?", A),
            ("Tengo una Ficha de Frustración ya dada la vuelta en el extremo izquierdo de un registro y reboto a la izquierda en ese registro. ¿Qué pasa?", A),
            ("Al final de la partida, ¿cuánto VEP pierdo por cada Ficha de Frustración que sigue en el extremo derecho?", A),
            ("Las losetas de objetivo con la letra B, ¿qué piden?", A),
            ("Las losetas con la letra C, ¿cuáles hay y qué piden?", A),
            ("cuantas losetas de objetivo puedo jugar al final, todas las que cumpla?", A),
            ("Las fichas de Recuerdo de colores, ¿en qué momento del turno puedo gastar una? ¿Y al final de la partida?", A),
            ("En el ejemplo del autobús en la 6, el rojo paga con dos Fichas de Motivación naranjas aunque la ubicación pide turquesa o rosa. ¿Por qué puede?", A),
            ("Che, en el tablero hay una ubicación con el número 0, ¿cuándo se abre?", A),
            ("Vale, somos todos nuevos: ¿hay una preparación más sencilla para la primera partida, por ejemplo sin losetas de Objetivo?", U),
            ("En solitario, ¿qué tablero usa el robot? ¿Uno de los colores que sobran? ¿Y de qué color son sus fichas de personaje?", U),
            ("Las cartas de Recuerdo que salen en los últimos años, ¿son más fuertes que las del principio, o todo el mazo es igual?", U),
            ("los 5 personajes neutrales tienen nombre o historia? y su color sirve para algo?", U),
        ],
    },
    "loop": {
        "en": [
            ("what do the white dots on teh top of the MATERIAL cards mean", A),
            ("why is one HAPPINESS token gold side up and all the others black?", A),
            ("theres a card sitting under the MATERIAL deck on the board. what happens when it shows up?", A),
            ("solo: what does the blue RENEW card do? it's not in the red set", A),
            ("solo with the blue cards: who do i BARTER with, there's no other player", A),
            ("solo: every turn i flip the top MATERIAL off the deck into the discard? whats that about", A),
            ("co-op: where do my FAVOUR cards go after i play them, and when do i get them back?", A),
            ("co-op: does everyone have to be at the flag at 11 to win?", A),
            ("some EVENT cards have a little warning triangle and others a red circle. what's the difference", A),
            ("CAREER cards with two shield marks on them, can we use those in co-op?", A),
            ("what do the crosses on the CAREER cards mean", A),
            ("the green marker and the red marker on the CAREER cards, what do they stand for?", A),
            ("investor: the coin toss thing with the $ side, how does it work and what do i win?", A),
            ("tie at the end of a basic game, both on 12. who wins?", A),
            ("the icons in the top right corner of the GOAL, the houses and leaves and books, how do i read them", A),
            ("the GOAL that just wants two ACTIVITY with the same name, how many pairs like that are there?", A),
            ("the GOAL that needs all 5 colours of MATERIAL, where do the colours have to be?", A),
            ("the REPUTATION token: do i flip it or cover the icon? how many can i hold?", A),
            ("the empty card slots on the board, when do they get refilled?", A),
            ("3 players: how many MATERIAL do we pull out of the game at setup?", A),
            ("at setup, what are the 5 face-up MATERIAL laid around the card on the board for?", A),
            ("the HAPPINESS numbers on my mat are split into 3 zones? what happens when my token moves into a new one", A),
            ("the face down CREDIT CARD pile on the board: what do i get when i take one?", A),
            ("LANDFILL penalty: i have 7 broken cards in my LANDFILL at the end, how much HAPPINESS do i lose", A),
            ("the DANCE ACTIVITY example: which cards lose a dot and which one ends up in the LANDFILL?", A),
            ("politician: i play a FAVOUR face down and lie about what it is. what happens if they call it?", A),
            ("my player mat has a beginner side with the REPUTATION info on it. what's on the other side and when do we use it?", U),
            ("solo: the MATERIAL cards that get burned go to the discard pile. does anything ever take cards back out of that pile?", U),
            ("can i play a RECYCLE at a player whose LANDFILL is empty, just to get rid of the card?", U),
            ("the two ACTIVITY that share a name, do they also show the same two colours and the same PROPERTY icons?", U),
        ],
        "es": [
            ("Che, ¿cuánta guita hay en total y dónde se deja al empezar?", A),
            ("El marcador de HAPPINESS, ¿en qué número empieza si mi CAREER no es el INTERN?", A),
            ("Vale, ¿cuántas cartas rojas de FAVOUR me tocan si soy el tercero en una partida de cuatro?", A),
            ("En solitario, ¿cuántas GOAL me dan al empezar?", A),
            ("En solitario, la carta azul SHARE: ¿de dónde saco el punto de QUALITY?", A),
            ("La carta azul ACQUIRE jugando solo: ¿cuánto pago y a dónde va la plata?", A),
            ("Modo cooperativo: ¿con cuántas cartas de FAVOUR empieza cada uno?", A),
            ("En cooperativo, vos sabés si se puede rechazar una FAVOUR gastando REPUTATION?", A),
            ("Las cartas de EVENT con el triangulito, ¿a dónde van cuando se descartan?", A),
            ("Las EVENT que se me acumulan bocabajo al lado de mi CAREER, ¿cuándo se dan la vuelta?", A),
            ("La banderita del 12 en mi tablero: ¿se acaba la partida en ese mismo momento?", A),
            ("La CREDIT CARD: ¿cuántas monedas le puedo poner encima por turno?", A),
            ("Si al final me quedan CREDIT CARD sin pagar, ¿cuánta HAPPINESS pierdo?", A),
            ("Disculpe, ¿puedo hacer RECYCLE de la LANDFILL de mi propio tablero?", A),
            ("En competitivo me dan dos CAREER. ¿Puedo jugar con el INTERN que viene por detrás?", A),
            ("cuantas ACTIVITY puedo tener en mi zona y que pasa con la cuarta", A),
            ("Una ACTIVITY que muestra los dos colores iguales, ¿le quito 2 de QUALITY a un solo MATERIAL?", A),
            ("La CAREER del Chef con la FOOD: ¿cuánta QUALITY me da por lo que pago?", A),
            ("La CAREER de una sola cruz que transforma MATERIAL, el Craftsman: ¿puede convertir algo en FOOD?", A),
            ("El Engineer, ¿puede arreglar una UTILITY?", A),
            ("El Lawyer contra el Officer: ¿quién gana cuando el Officer juega su primera FAVOUR?", A),
            ("El Scientist, ¿puede comprar del LANDFILL de su propio tablero?", A),
            ("El Tycoon cuando hace WORK, ¿cuántos COIN gana?", A),
            ("Con la EVENT Micro-Plastic, ¿la FOOD cuenta como PLASTIC?", A),
            ("En el ejemplo de The 2nd Semi Mid-Season Sales, ¿por qué paga solo 2 COIN por un GLASS de 1 y una FOOD de 2?", A),
            ("En el ejemplo de Landfill Tax, el GLASS del P3 se rompe por un SHARE del P1. ¿Quién paga el COIN?", A),
            ("La ficha de REPUTATION empieza con el lado negro arriba. ¿De qué color es el otro lado?", U),
            ("hay una casilla 0 de HAPPINESS en el tablero de jugador? donde pongo la ficha si llego a 0", U),
            ("Las FAVOUR azules y las rojas, ¿tienen el mismo dorso? ¿Cómo las separo si se mezclan?", U),
            ("En competitivo, ¿puedo mirar las EVENT bocabajo que tengo acumuladas antes de que se activen?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("wats the beige arrow marker for", A),
            ("why does my marker on the yellow track move left? the other one goes right", A),
            ("what happens when my two wooden markers cross on the score board", A),
            ("theres a white and black icon inside the green bar on a card, what does that mean", A),
            ("the purple bar on Career cards, what is it", A),
            ("a card has a white box sitting on the green bar with resources in it. how do i pay that?", A),
            ("my Partner card has a heart and my Values card has a hole shape. what do i get if they match", A),
            ("why is the left-most card in the market row different from the others?", A),
            ("how much does the rightmost market card cost", A),
            ("some spaces on the score tracks have the Life Event icon. what happens when i pass one?", A),
            ("can i use an energy token as one of my little time people?", A),
            ("what do the sad tokens and the negative tokens do at the end", A),
            ("my marker went off the end of the track, now what?", A),
            ("tie on combined score, who wins", A),
            ("solo: the market only has 3 cards, when does it get refreshed?", A),
            ("solo: how much do the 2nd and 3rd cards from the market cost", A),
            ("solo: does Meditate do something different", A),
            ("solo: when does the game end", A),
            ("solo: how many achievement cards do i pick from", A),
            ("solo: do i still get points for sets of icons and the heart", A),
            ("the stack of Experience cards with only the icons showing, do those icons count at the end?", A),
            ("some Life Events have a symbol that says it carries over. what does it mean", A),
            ("the 2 face down Values cards i cant look at, how do i get them into my hand", A),
            ("in the Mall Walkers example what do i pay and what do i get", A),
            ("the Actor example: does the icon on the Career card itself count for getting Promoted?", A),
            ("i have 3 Family icons and 4 Social icons at the end, how many happy is that", A),
            ("can i throw away one of my Resource or Trait cards from beside my board if i dont want it anymore?", U),
            ("are some of the money tokens worth more than 1, like a 5? there are only 32 in the box", U),
            ("do the Life icons each have their own colour, or do you tell them apart only by the picture?", U),
            ("can another player's card or a Life Event take away one of my Resource or Trait cards?", U),
        ],
        "es": [
            ("¿Cuántos muñequitos de tiempo me dan al empezar?", A),
            ("Las dos cartas de Values bocabajo que me dan, ¿las puedo mirar?", A),
            ("¿Cuántas cartas de Career me reparten al principio y con cuántas me quedo?", A),
            ("El tablero del mercado, ¿cuántas cartas se ponen bocarriba al empezar?", A),
            ("quien empieza la partida", A),
            ("Los huecos de arriba de mi tablero: ¿qué pasa cuando les pongo una carta encima? ¿Y los de abajo?", A),
            ("El hueco de abajo en la zona de Career, el Interview, ¿para qué sirve?", A),
            ("Date: ¿cuánto cuesta y qué consigo si ya soy Grown Up?", A),
            ("Donate, el hueco de abajo de Community, ¿cuánta plata cuesta y qué da?", A),
            ("Si una carta no tiene la barra verde, ¿cuánto cuesta jugarla?", A),
            ("Che, si juego un Partner nuevo, ¿qué pasa con el que ya tenía?", A),
            ("¿Pierdo la ficha de Married si cambio de Partner?", A),
            ("Las Life Event que agarro al pasar esas casillas del marcador, ¿cuándo se resuelven?", A),
            ("En el ejemplo de Overseas Vacation, ¿qué gano y dónde va la carta después?", A),
            ("El ejemplo de Crafting: ¿cuánto cuesta jugarla?", A),
            ("El ejemplo de Family Time: ¿qué necesito para ponerla en el hueco de Leisure?", A),
            ("En solitario, ¿se reparten cartas de Values?", A),
            ("En solitario, ¿cuántas Life Event tiene el mazo y de dónde salen?", A),
            ("Jugando solo, ¿gano si al final mis dos marcadores no se han cruzado?", A),
            ("En solitario, las cartas que me dejan coger una carta extra del mercado, ¿cuánto pagan?", A),
            ("En solitario, ¿dónde apunto mi puntuación cuando gano?", A),
            ("Al final, ¿en qué orden se hacen los pasos de puntuación?", A),
            ("Disculpe, para ser Grown Up, ¿tengo que pasar la casilla marcada en las dos pistas o basta con una?", A),
            ("puedo usar ya este turno la accion de una carta que acabo de bajar a mi tablero?", A),
            ("Oigan, ¿ustedes saben si puedo jugar en el mismo turno la carta que acabo de coger del mercado?", A),
            ("¿Puedo usar el mismo hueco de acción dos veces en un turno?", A),
            ("En la preparación pone fichas de Happiness junto a las de Negative Impact. ¿Hay fichas que den Happiness?", U),
            ("Tío, somos dos: ¿hay algún jugador automático o bot para que la partida se parezca a una de cuatro?", U),
            ("¿Hay un límite de cartas de Values en la mano? Si medito varias veces, ¿puedo tener las tres en la mano?", U),
            ("para enseñarle a mi abuela podemos jugar con las Values bocarriba? hay variante de aprendizaje?", U),
        ],
    },
    "cv": {
        "en": [
            ("whats the bicycle token for if there's already a bicycle card", A),
            ("who goes first? the kid with the bike card?", A),
            ("how many life goal cards go face up on the board with 3 players", A),
            ("2 players: how do we make up the childhood deck", A),
            ("the childhood cards we pass around, how does the passing work", A),
            ("how many dice do i start rolling with, and whats the most i can have", A),
            ("dice showing the bad luck face, can i reroll them?", A),
            ("how many times can i rerol", A),
            ("i have three good luck faces between my dice and tokens. what can i do with them", A),
            ("three bad luck faces, what happens", A),
            ("the tokens i already used to buy a card earlier this turn, can they pay a red slash?", A),
            ("card with a title in two colours and two type icons. which pile does it go in?", A),
            ("event cards: do they stay on the table in my stacks after i use them?", A),
            ("when i use an event card's symbols to buy, do i get tokens for it, and what happens to the leftover symbols?", A),
            ("can i tuck a new health card under my older ones instead of putting it on top?", A),
            ("the leftmost card on the track, when does it get thrown out? we're 2 players", A),
            ("the tokens: do they pile up every turn like income?", A),
            ("one of the age decks just ran out. whats this social assistance thing?", A),
            ("in the social assistance example why does eric get a card and not felix?", A),
            ("when exactly does the game end? something about the old age deck", A),
            ("how many points is 4 health cards worth? the table isn't in my rulebook", A),
            ("the public life goals on the board: two of us tied for one. who gets the points?", A),
            ("tie on points, who wins", A),
            ("in the scoring example, how does felix get to 63", A),
            ("in the dice example why does that player roll 5 dice?", A),
            ("i bought an event card from the track, where does it go", A),
            ("how do we tell the early adulthood deck from the middle age one, whats on the backs?", U),
            ("can i play an event card during the bad luck step so i dont lose a card?", U),
            ("can i play one of my event cards in a friends turn to give them the symbols they need to buy?", U),
            ("is there an official shorter game, like ending when the middle age deck runs out?", U),
        ],
        "es": [
            ("¿Cuántos dados hay en la caja? ¿Son todos iguales?", A),
            ("¿Cuántos tipos de cartas hay y cuáles son?", A),
            ("Che, la raya roja en el efecto de una carta: ¿cuándo se paga y qué pasa si ahorita no tengo los símbolos?", A),
            ("¿Cuántas cartas de la fila del tablero puedo agarrar en mi turno?", A),
            ("Las cartas de la infancia, ¿cuántas se reparten con 4 jugadores?", A),
            ("¿En qué orden salen los mazos que van llenando la fila?", A),
            ("¿Qué cartas de mis montones están activas? ¿Solo la de arriba?", A),
            ("Las cartas de Posesión, ¿puedo ponerlas debajo de otra del montón?", A),
            ("Si varios jugadores tienen ayuda social a la vez, ¿en qué orden cogen carta?", A),
            ("Vale, ¿la ayuda social permite saltarse las condiciones especiales de la carta?", A),
            ("Para la ayuda social, ¿qué cuenta exactamente? ¿El doble de cartas de qué?", A),
            ("Al final, ¿en qué orden se cuentan los puntos?", A),
            ("Las cartas de Posesión, ¿cuántos puntos dan?", A),
            ("¿Y 5 cartas de conocimiento cuánto valen?", A),
            ("¿Para qué sirven las cartas de Salud aparte de los puntos?", A),
            ("Las cartas de Conocimiento, ¿qué suelen hacer?", A),
            ("Las cartas de Trabajo, ¿qué dan y qué piden?", A),
            ("Disculpe, ¿puedo jugar una carta de evento en el turno de otro jugador?", A),
            ("El bloc de notas y el lápiz que vienen en la caja, ¿para qué son?", A),
            ("¿Puedo sacar un poco una carta de la fila para acordarme de que la quiero?", A),
            ("En el ejemplo del coche usado, ¿por qué el jugador se arriesga a volver a tirar el dado que tenía relación?", A),
            ("Si saco 3 de buena suerte, ¿eso también me cubre la condición especial que pide la carta?", A),
            ("cuantas cartas hay en la fila del tablero", A),
            ("Las cartas de Relación, ¿qué suelen dar?", A),
            ("En el ejemplo de Julius, Felix y Eric: después de la ayuda, ¿con qué mazo se rellena la fila y quién juega?", A),
            ("La carta de objetivo de vida que me dan a mí, ¿la enseño o es secreta hasta el final?", A),
            ("Las cartas de objetivo de vida que sobran al repartir, ¿se pueden mirar o van a la caja sin enseñarlas?", U),
            ("¿En qué orden tengo que poner mis montones en la mesa? ¿Hay un sitio fijo para cada tipo?", U),
            ("Disculpe, si en la fila salen dos cartas con el mismo nombre, ¿se dejan así o se cambia una?", U),
            ("¿Qué significa el color del título de cada carta? ¿Cada tipo tiene su color?", U),
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
