"""Write the blind75 question files (run from the repository root).

Questions were written from the rulebooks in /work/shared/seeds only.
A = answerable, U = the rulebook is silent. `ids.json` (question -> ids) is
read if present; otherwise every `ids` is empty.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEEDS = {"coming-of-age": 7501, "loop": 7502, "adulthood": 7503, "cv": 7504}
NAMES = {
    "coming-of-age": r"coming of age|\bcoa\b",
    "loop": r"\bloop\b",
    "adulthood": r"\badulthood\b",
    "cv": r"\bcv\b",
}

Q = {}

Q["coming-of-age"] = {
    "en": """
A|We each start with 2 Parent Cards in hand, right?
A|At the start of Coming of Age only locations 1 to 5 are open and the Roadblocks cover the rest, isn't it?
A|I'm pretty sure the Mood Counters start on the far left of the turquoise and green tracks?
A|Our VEP counters start on space 5 of the VEP track in Coming of Age, right?
A|In phase 1 we pick our locations one at a time, starting with the oldest player, correct?
A|When I take my other dice back from the road I leave one Interest Token for each die, yeah?
A|Moving my die to a location that isn't adjacent costs 2 Frustration Tokens on one Mood Track, right?
A|In CoA locations 1 and 4 count as adjacent in the first round because they're the open ends of the board, right?
A|Overcoming a frustration with Willpower costs 3 Willpower Tokens, doesn't it?
A|I can flip two Memory Tokens in the same turn to move two Counters, right?
A|If my Counter is already on the last space and I have to move it right again, I get the Motivation Token shown there instead, right?
A|I'm pretty sure you can hold up to 5 Trait Tiles in your hand in Coming of Age?
A|To mimic a Trait Tile in someone's second slot I need their Character Token at level 2 or higher on my Friendship Track, right?
A|In CoA the Bus stops at every open location, even where nobody has a die or a Presence, right?
A|If I have my die and a Presence at the same stop I get to take both options of step A, don't I?
A|A Memory pays 3 VEP for the first Motivation Token, 2 for the second and 1 for each one after that, correct?
A|The Mood Counter moves 2 steps left for every Motivation Token I spend, so 3 tokens means 6 steps, right?
A|If I can't take the Memory or leave a Presence I have to play a Parent Card and then draw back up to 2, right?
A|Round 3 of Coming of Age is played with three eight-sided dice, isn't it?
A|At the end of round 1 we add the blue Mood Counter first, then orange, then pink, right?
A|Each unresolved Frustration Token costs 2 VEP at final scoring, right?
A|In the Coming of Age two-player variant we lay out 4 random Trait Tiles between us and give each one a different neutral character, right?
A|In solo Rob Bot starts with 3 Character Tokens in his supply, right?
A|Solo Coming of Age: at a bus stop Rob resolves his steps after I do, right?
A|If Rob Bot is already at the end of his Personal Fulfillment Track he gets 4 VEP for every advance he can't make, yes?
U|The first player who takes the Memory of a location gets one extra VEP, right?
U|In a 2-player game of Coming of Age the fifth neutral character, the one not on a Trait Tile, is removed from the game, right?
U|For three turns we've been leaving an Interest Token for the die we chose as well, not only for the dice we took back. We just leave those tokens where they are, right?
U|At the end of Coming of Age whoever has the most Memory Tokens gets 3 bonus VEP, right?
U|The Memory Token that moves a Counter to the centre also takes the Frustration Token off that track, right?
""",
    "es": """
A|Al principio de Coming of Age ponemos en la reserva general solo las Fichas de Motivación turquesa y verde, ¿verdad?
A|Me suena que cada jugador empieza con 7 Fichas de Frustración en su reserva, ¿no?
A|En Coming of Age se revela una Carta de Recuerdo en cada una de las 10 ubicaciones al preparar, ¿cierto?
A|Cada uno roba 4 Fichas de Objetivo, una de cada letra A, B, C y D, ¿no?
A|Si en la ubicación final tengo Fichas de Interés, las recupero y avanzo el Contador de Realización Personal un paso por cada una, ¿a que sí?
A|¿No era que no se puede poner una Ficha de Frustración en un Registro de Ánimo que ya tiene otra en cualquiera de sus extremos?
A|Tío, la Bonificación de Superación le da la vuelta a la Ficha de Frustración y la deja en el mismo extremo derecho, ¿verdad?
A|Si reboto a la izquierda y la Ficha de Frustración ya está superada en el extremo izquierdo, gano 4 VEP y la ficha vuelve a mi reserva, ¿no?
A|Me suena que si reboto a la izquierda con una Ficha de Frustración sin resolver a la derecha pierdo 3 VEP, ¿o no?
A|En Coming of Age, cuando conozco a un personaje nuevo lo pongo en el nivel 0 del Registro de Amistad y gano 1 VEP, ¿verdad?
A|Para subir un personaje del nivel 4 al 5 alcanza con una bonificación de amistad normal, ¿no es así?
A|En las ubicaciones que lo permiten, con 4 de Fuerza de Voluntad consigo el Recuerdo y me dan 3 VEP más 2 más por la segunda, como con las Fichas de Motivación, ¿cierto?
A|En CoA, una vez que alguien consigue el Recuerdo, la Carta de Recuerdo se retira y se repone al toque con otra del mazo, ¿verdad?
A|Tengo 4 Fichas de Personaje para Presencias y, si ya las usé todas, puedo mover una a la ubicación nueva, ¿no?
A|En Coming of Age se pueden jugar hasta 5 Fichas de Rasgo en el tablero en toda la partida, ¿no?
A|Para jugar una Ficha de Rasgo solo tengo que cumplir el requisito en ese momento, aunque después deje de cumplirlo, ¿cierto?
A|Al final de una partida de Coming of Age, Rob revela las Fichas de Rasgo de su pila y las puntúa sin requisitos, y gana 1 VEP por cada 2 Fichas de Motivación, ¿no?
A|Al final de cada año, la Ficha de Parada de Autobús de la izquierda pasa al extremo derecho y las demás se corren, ¿no?
A|En la ronda 4 de Coming of Age se abren las ubicaciones 9 y 10 y usamos tres dados de diez caras, ¿verdad?
A|Al final puedo jugar tantas Fichas de Objetivo como Fichas de Rasgo jugué, y cada una cumplida vale 5 VEP, ¿verdad?
A|En Coming of Age, las fichas de Fuerza de Voluntad, Motivación y Recuerdo que me sobran dan 1 VEP por cada 2, ¿no?
A|Vale, y si hay empate en VEP gana el que tenga más Fichas de Personaje en el Registro de Amistad, ¿a que sí?
A|En solitario yo robo una Ficha de Objetivo de cada letra, como siempre, ¿verdad?
A|En solitario, si Rob tiene menos Fichas de Interés que dados, las pone empezando por el dado más bajo, ¿cierto?
A|Si Rob Bot me gana con demasiada facilidad, le doy solo 1 Ficha de Personaje al preparar la partida, ¿no?
U|En Coming of Age, al final de cada ronda todas las Fichas de Interés que hay en el tablero vuelven a la reserva de cada uno, ¿verdad?
U|Llevamos tres años sin parar el autobús en las ubicaciones donde solo había una Presencia y ningún dado. Lo dejamos así y seguimos, ¿no?
U|Me suena que las Fichas de Recuerdo solo se pueden usar en la misma ubicación donde las conseguiste, ¿no?
U|En la variante de 2 jugadores de Coming of Age, cada vez que alguien pone un Rasgo Mimético en una Ficha de Rasgo neutral, ese personaje neutral sube gratis un nivel en su Registro de Amistad, ¿verdad?
U|En solitario, cuando Rob coloca una Presencia en una ubicación, mis Fichas de Interés de ahí vuelven a mi reserva, ¿cierto?
""",
}

Q["loop"] = {
    "en": """
A|With 2 players in LOOP we remove 2 sets of MATERIAL before setting up, right?
A|In LOOP with 3 players we don't remove any MATERIAL sets, right?
A|There are 4 ACTIVITY face up at the start, right?
A|Everyone starts with 2 COIN and one random MATERIAL at QUALITY 2, yeah?
A|The INTERN in LOOP starts at HAPPINESS 3 like every other CAREER, right?
A|In a 2-player game the first player starts with 2 FAVOUR and the second with 3, correct?
A|I'm pretty sure the first player is whoever most recently spent over $50?
A|At the start of my turn I draw FAVOUR until I have 5 in hand, right?
A|In LOOP I can pass my turn if I don't want to WORK, BUY or CONSUME, can't I?
A|When I BUY, the COIN I pay for a MATERIAL is its QUALITY, from 1 up to 4, right?
A|In loop you can BUY up to 5 MATERIAL in one turn, right?
A|For an ACTIVITY with two of the same colour I can take 2 QUALITY from one MATERIAL of that colour, right?
A|When a MATERIAL hits QUALITY 0 it's BROKEN and goes to its owner's LANDFILL, right?
A|I can only keep 3 ACTIVITY, and the older one gets discarded when I complete a 4th, right?
A|In LOOP I can claim a GOAL in any turn, even when I WORK, right?
A|In loop if I ACCEPT a SHARE I get 2 REPUTATION, right?
A|To REJECT a FAVOUR I have to discard 2 FAVOUR of any kind, isn't it?
A|Spending 1 REPUTATION when I WORK gives me one extra COIN, right?
A|When the end of the game is triggered we stop right away, we don't finish the round, right?
A|The player who reveals DEPLETION loses 2 HAPPINESS, right?
A|The first tie-break in LOOP Basic Mode is whoever has more COIN, right?
A|In Competitive Mode I draw an EVENT every time my HAPPINESS token enters another zone, even outside my turn, right?
A|A CREDIT CARD gives you 4 COIN plus a QUALITY 1 MATERIAL from the BUY AREA as the Welcoming Gift, right?
A|In LOOP Solo Mode I burn the top MATERIAL of the deck at the end of every round, right?
A|In Cooperative we win if all of us end at HAPPINESS 11 or more after the penalties, right?
U|When my SHARE breaks someone's MATERIAL, I pay them 1 COIN as compensation, right?
U|In LOOP if I CONSUME 3 ACTIVITY in the same turn I get a bonus HAPPINESS on top, right?
U|Your REPUTATION goes down by 1 at the end of each round if you didn't ACCEPT any FAVOUR that round, right?
U|In our Competitive game we've been putting BROKEN MATERIAL in the MATERIAL discard pile instead of the LANDFILL for a few turns. We just leave them there, right?
U|Every time someone RECYCLEs a MATERIAL from my LANDFILL I get to draw a FAVOUR, right?
""",
    "es": """
A|En LOOP con 5 jugadores no se quita ningún set de MATERIAL, ¿verdad?
A|Al preparar, se pone un set de MATERIAL boca arriba alrededor del DEPLETION y el resto se baraja encima, ¿no?
A|En solitario, el RENEW cuesta el doble de COIN para fijar la QUALITY, ¿cierto?
A|Cada uno recibe 4 GOAL al empezar en el modo básico de LOOP, ¿no?
A|Me suena que la REPUTATION máxima que puedes tener es 3, ¿no?
A|Si acepto un RECYCLE no gano REPUTATION, ¿verdad?
A|¿No era que en LOOP si acepto un FAVOUR y ya tengo 5 en la mano, tengo que descartar uno?
A|Cuando hago WORK sin HAPPINESS que restar, tomo 1 COIN del WORK AREA y termino el turno, ¿cierto?
A|Gastar 2 REPUTATION para ganar 1 HAPPINESS lo puedo hacer en cualquier turno, no solo al CONSUME, ¿no?
A|Con REPUTATION puedo comprar un MATERIAL a QUALITY 1 sin pagar ninguna COIN, ¿verdad?
A|En LOOP los tratos entre jugadores son obligatorios una vez que se acuerdan, ¿no, che?
A|Al final de mi turno relleno los huecos de cartas y el turno pasa a la izquierda, ¿cierto?
A|Las ACTIVITY que tengo guardadas pueden servir para cumplir varios GOAL a la vez, ¿no?
A|Para el GOAL HOBBY de LOOP necesito dos ACTIVITY del mismo color, ¿verdad?
A|El Chef, cuando compra FOOD, consigue el doble de QUALITY que las COIN que paga, ¿cierto?
A|Con el RECYCLE puedo sacar cualquier MATERIAL, incluso UTILITY, del LANDFILL de otro jugador, ¿cierto?
A|En el modo Competitivo de LOOP se reparten 3 CAREER a cada uno y eliges una, ¿no?
A|Los EVENT que robo se activan al momento, apenas cambio de zona, ¿verdad?
A|Si se activan dos CONTINUOUS EVENT a la vez, solo vale el último, ¿no?
A|En LOOP, para saldar un CREDIT CARD pongo hasta 3 COIN por turno hasta llegar a 5, ¿verdad?
A|Al final pierdo 2 HAPPINESS por cada CREDIT CARD sin pagar, ¿cierto?
A|Tío, la penalización del LANDFILL es 1 HAPPINESS por cada 2 MATERIAL, ¿no?
A|En cooperativo cada uno empieza con 5 FAVOUR rojos, uno de cada tipo, y no robamos al inicio del turno, ¿verdad?
A|En LOOP solitario recupero los FAVOUR azules jugados solo cuando hago WORK, ¿no?
A|En solitario, el RESELL azul pone el MATERIAL encima del mazo de MATERIAL, ¿no es así?
U|En LOOP hay que hacer WORK al menos una vez cada tres turnos, ¿no?
U|En cooperativo, al final de cada ronda se roba un EVENT para todo el equipo, ¿verdad?
U|En el cooperativo de LOOP, cuando uno llega a HAPPINESS 12 los demás reciben 1 HAPPINESS extra, ¿no?
U|Llevamos tres rondas jugando en sentido antihorario. Seguimos así hasta el final y listo, ¿verdad?
U|Si completo una ACTIVITY usando un SHARE, el dueño del MATERIAL también cuenta esa ACTIVITY como completada para el desempate, ¿no?
""",
}

Q["adulthood"] = {
    "en": """
A|Each player gets 8 time meeples at the start of Adulthood, right?
A|We start with 2 energy and 2 money each, right?
A|We get 2 Career cards and keep both in hand, right?
A|In Adulthood I get three Values: two face down that I can't look at and one in my hand, right?
A|In Adulthood the youngest player goes first, right?
A|The basic Career spot is 4 time for 1 money, right?
A|Donate costs 2 money for one step on the Impact track, right?
A|Date is 1 time and 1 money to add a Partner card to my hand, right?
A|I'm pretty sure Meditate in Adulthood costs 1 time?
A|I can still add time to my action spots after I've started collecting rewards in step 2, right?
A|Energy tokens can be used as extra time meeples, right?
A|I can use the same action spot twice in a turn if I have enough time, right?
A|Taking the right-most market card costs one energy and one money, right?
A|In Adulthood, taking the left-most card from the market costs me an energy, doesn't it?
A|A card with action spots that I play this turn can be used right away in the same turn, right?
A|If I play a new Leisure card over an old one, the old one goes to my Experience stack, right?
A|In Adulthood a Life Event from passing a Life Event space is resolved the moment I pass it, right?
A|I only need to pass one of the Grown-Up spaces to be Grown Up, right?
A|To get Promoted I use Interview with 1 time, but only once I'm Grown Up, right?
A|If I replace my Partner I keep my Married token, right?
A|In Adulthood, when someone's markers cross, the game ends at once, right?
A|At the end I get 1 happy for each matching Life icon above 2, so 4 Family icons give 2 happy, right?
A|A complete heart, Married to a Partner that matches one of my Values, gives 4 happy, right?
A|In Adulthood solo the market only has 3 cards and it's emptied and replaced at the end of each round, right?
A|In solo, the second card I take from the market costs 2 energy and 2 money, right?
U|In Adulthood, once you're Grown Up you get a ninth time meeple, right?
U|In solo you have to take at least one market card every round or you lose 1 happy, right?
U|In Adulthood solo, if I finish the top tier of my Achievement before the eighth Life Event, the game ends right away, right?
U|Some cards can only be played before you're Grown Up, like childhood cards, right?
U|You can't have the same Experience twice in your stack, so a second Overseas Vacation can't be played, right?
""",
    "es": """
A|En Adulthood cada jugador pone un marcador en el track de Impacto y el otro en el de Felicidad, ¿no?
A|Se ponen 5 cartas de Adulthood boca arriba en el mercado al empezar, ¿verdad?
A|El tablero de cada jugador tiene 8 espacios de acción, dos por categoría, ¿cierto?
A|Me suena que los espacios de acción de abajo también se pueden tapar con cartas, ¿no?
A|En Leisure, la acción de arriba es 2 de tiempo para avanzar uno en Felicidad, ¿verdad?
A|En Wellness de Adulthood, la acción de arriba da una energía por 3 de tiempo, ¿no?
A|Meditar sirve para pasar un Valor boca abajo a la mano, o descartar uno de la mano y robar uno nuevo boca abajo, ¿cierto?
A|En mi primer turno tengo que jugar la carta de Carrera antes de gastar mi tiempo, ¿no?
A|Solo puedo coger una carta del mercado por turno, ¿verdad?
A|Las cartas de Recurso y de Rasgo van encima de un espacio de acción del tablero, ¿no?
A|Solo puedo tener una carta de Comunidad a la vez; si juego otra, la vieja va a la pila de Experiencias, ¿cierto?
A|En Adulthood, al final de mi turno, el dinero y la energía gastados vuelven a mi reserva personal, ¿no?
A|Las cartas del mercado se corren hacia la derecha para rellenar los huecos, ¿verdad?
A|En Adulthood el marcador de Felicidad avanza hacia la izquierda y el de Impacto hacia la derecha, ¿no?
A|Una carta sin la barra verde de coste se juega gratis, ¿verdad?
A|Para jugar Family Time en Leisure basta con ser Grown Up, ¿no?
A|En Adulthood, para casarme uso Date con 1 de tiempo y pago 2 de dinero, ¿no es así?
A|Después de que me ascienden (Promoted) ya no puedo usar la primera acción de mi carta de Carrera, ¿verdad?
A|Solo se puede tener una Pareja activa a la vez, salvo con el rasgo Open Relationship, ¿cierto?
A|Al final, por cada ficha de Infelicidad retrocedes una casilla en Felicidad, ¿no?
A|En Adulthood, si alguien se pasa del final del track vuelve a 0 y suma 20, ¿verdad?
A|Vale, y en caso de empate gana el que tenga más Impacto, ¿no?
A|En solitario no se reparten Valores y se usan 8 Life Events boca abajo, ¿cierto?
A|En solitario se roba Life Event al pasar las casillas del track, como en la partida normal, ¿no?
A|En el modo solitario de Adulthood gano si mis marcadores se cruzan y completé al menos un nivel del Logro, ¿verdad?
U|En Adulthood, cada turno hay que poner por lo menos un meeple en Career, ¿no?
U|Al empezar, el jugador más joven elige primero el color de su tablero, ¿cierto?
U|Cuando cambio de Pareja, la antigua me deja una ficha de Infelicidad, ¿verdad?
U|En Adulthood, cuando alguien cruza sus marcadores, los demás ya no pueden coger cartas del mercado en esa última ronda, ¿no?
U|En solitario, si ya tienes experiencia puedes jugar con los dos Logros a la vez, ¿verdad?
""",
}

Q["cv"] = {
    "en": """
A|In CV we put the first 5 early adulthood cards face up on the track, right?
A|In CV with 4 players we reveal 4 public life goals, right?
A|With 4 players everyone is dealt 3 childhood cards straight away, right?
A|With 2 players the childhood deck is the bicycle plus 8 random cards, right?
A|In the childhood draft we keep one card and pass the other two to the right, right?
A|The player with the bicycle starts the game and takes the bicycle token, right?
A|In CV we roll 5 dice at the start of each turn, right?
A|I can reroll any of my dice twice, but the bad luck dice stay frozen, right?
A|In CV I can take up to 3 cards from the track in one turn, right?
A|3 good luck symbols let me take any card from the track without paying its symbol cost, right?
A|With 3 good luck I can ignore the card's special condition too, can't I?
A|Symbols from event cards that I don't use are lost, and I don't get tokens for them, right?
A|In CV you lose an active card for every 2 bad luck symbols, right?
A|In CV a new Work card can go under the old one in the Work pile, right?
A|Health cards can go on top of the pile or under any card in it, right?
A|The red-slash cost of an active card is paid at the start of my turn, before I roll, right?
A|If I can't pay a red-slash cost, the card goes back in the box, right?
A|The tokens pile up every turn like an income, right?
A|At the end of each round the leftmost track card is discarded before refilling, right?
A|In a 2-player game of CV the leftmost card is discarded only at the end of the round, right?
A|Social assistance is checked every time one of the three decks runs out, right?
A|In CV you get social assistance if someone has at least three times as many cards as you, right?
A|The game ends at the end of a round when, after refilling, the old age deck has fewer cards than there are players, right?
A|If we tie on points, the player with more cards wins, right?
A|Four Health cards score 10 points in CV, right?
U|In CV you can't buy event cards in the last round, right?
U|You have to buy at least one card every two turns, right?
U|When the middle age deck starts we do a second draft and pass a card to the left, like with the childhood cards, right?
U|Each card that goes to the box because we couldn't pay its red-slash cost counts as minus 2 points at the end, right?
U|The second card I take in a turn has to be a different type from the first, right?
""",
    "es": """
A|En CV hay 7 dados y nunca se puede tirar más de 7, ¿verdad?
A|Con 3 jugadores el mazo de infancia es la bici más 8 cartas al azar, ¿no?
A|Cada jugador recibe una carta de objetivo vital secreta al empezar, ¿cierto?
A|En CV me suena que el que tiene la bici empieza solo la primera ronda y después va rotando, ¿no?
A|Los dados que sacan mala suerte se pueden volver a tirar en la segunda tirada, ¿verdad?
A|Puedo dejar mis dados y fichas junto a las cartas que estoy mirando para decidirme, ¿no?
A|Las cartas de evento se pueden jugar en cualquier momento y después se descartan, ¿cierto?
A|En CV las cartas de evento que compro van a mi pila como las demás, ¿no?
A|Cuando sufro una desgracia, es el jugador de mi izquierda el que elige qué carta activa pierdo, ¿verdad?
A|Las Posesiones siempre van encima de su pila, ¿no?
A|Solo la carta de arriba de cada pila está activa, ¿cierto?
A|En CV, una carta de dos colores puedo decidir de qué tipo es al final de la partida, ¿no?
A|Las fichas de dados que ya usé para comprar no las puedo volver a usar para pagar los costes con barra roja, ¿verdad?
A|Al limpiar, las cartas de la fila se mueven a la derecha y las nuevas entran por la izquierda, ¿no?
A|En CV, cuando se acaba el mazo de juventud, se sigue con el de la vejez, ¿no?
A|En CV con 3 jugadores la carta de más a la izquierda se descarta después de cada turno, ¿verdad?
A|Al actualizar las fichas tengo que tener exactamente los símbolos de mis cartas activas, ¿cierto?
A|La asistencia social deja coger cualquier carta de la fila gratis, pero igual hay que cumplir su condición especial, ¿no?
A|En CV los que reciben asistencia social toman su carta empezando por el que tiene menos cartas, ¿no?
A|Al final, cada Posesión da los puntos que trae impresos, ¿verdad?
A|Si dos empatan en un objetivo vital público, se reparten los puntos a medias, ¿no?
A|Tres cartas de Relación dan 6 puntos, ¿cierto?
A|En CV cinco cartas de Conocimiento valen 12 puntos, ¿no?
A|Los objetivos vitales públicos se ponen boca arriba en el tablero desde el principio, ¿verdad?
A|En CV, si hay empate final y también empatan en número de cartas, gana el que tiene la bici, ¿no?
U|En CV el que recibe asistencia social tira 5 dados en su siguiente turno, ¿verdad?
U|Si compras una Posesión, tienes que pagar además un dinero por cada Posesión que ya tienes, ¿no?
U|Con 4 jugadores, el primer jugador (el de la bici) no puede comprar 2 cartas en su primer turno, ¿cierto?
U|Cuando se acaba el mazo de la edad media, cambia el sentido de juego, ¿no?
U|Ya anotamos los puntos y contamos las Posesiones con la tabla de 1, 3, 6, 10 como si fueran cartas de Salud, en vez de sumar sus puntos impresos. Lo dejamos así, ¿no?
""",
}


def toml_str(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def main() -> None:
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, langs in Q.items():
        rows = []
        for lang, block in langs.items():
            for line in block.strip().splitlines():
                flag, text = line.split("|", 1)
                rows.append(
                    {
                        "q": text.strip(),
                        "lang": lang,
                        "game": game,
                        "names_game": bool(re.search(NAMES[game], text, re.I)),
                        "answerable": flag == "A",
                    }
                )
        random.Random(SEEDS[game]).shuffle(rows)
        out = []
        for row in rows:
            out.append("[[questions]]")
            out.append(f"q = {toml_str(row['q'])}")
            out.append(f"lang = {toml_str(row['lang'])}")
            out.append(f"game = {toml_str(row['game'])}")
            out.append(f"names_game = {'true' if row['names_game'] else 'false'}")
            out.append(f"answerable = {'true' if row['answerable'] else 'false'}")
            row_ids = ids.get(row["q"], []) if row["answerable"] else []
            if row_ids:
                out.append("ids = [")
                out += [f"    {toml_str(i)}," for i in row_ids]
                out.append("]")
            else:
                out.append("ids = []")
            out.append("")
        (HERE / f"{game}.toml").write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
