"""Write the four question files of blind74 (seeded shuffle); ids from ids.json if present."""
import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
NAMES = {
    "coming-of-age": r"coming of age|\bcoa\b",
    "loop": r"\bloop\b",
    "adulthood": r"adulthood",
    "cv": r"\bcv\b",
}
SEEDS = {"coming-of-age": 7401, "loop": 7402, "adulthood": 7403, "cv": 7404}

# (question, answerable); 30 en then 30 es per game
Q = {}
Q["coming-of-age"] = {
"en": [
("In Coming of Age we all start with our VEP counter on space 5, right?", True),
("At setup everyone draws 3 Parent Cards, don't they?", True),
("In Coming of Age only locations 1 to 3 are open at the start and the rest get Roadblocks, right?", True),
("The first two Mood Counters go on the turquoise and green Tracks, in the middle space, correct?", True),
("I'm pretty sure each player gets 4 Frustration Tokens at setup.", True),
("In coming of age we roll our dice one player at a time, going clockwise, yeah?", True),
("When I don't pick one of my dice, I leave an Interest Token on the building where that die was, right?", True),
("Moving my chosen die to a location that is not adjacent costs just one Frustration Token, doesn't it?", True),
("In coming of age, location 1 and the last open location count as adjacent, right?", True),
("Overcoming a frustration costs 3 Willpower Tokens, right?", True),
("I can flip up to two Memory Tokens per turn around the Experience Space, can't I?", True),
("When I bounce to the left with no Frustration Token on that Track, I have to lose 2 VEP, there's no other choice, right?", True),
("My hand limit for Trait Tiles in Coming of Age is 5, isn't it?", True),
("To mimic someone's Trait Tile, their Character Token must be on my Friendship Track at least at the level of that Tile's slot, right?", True),
("In CoA the Bus goes from right to left, starting at the highest open location, right?", True),
("If I have both my Die and a Presence at a stop, I get the Bus Stop bonus and also the friendship with the Presence owner, right?", True),
("I remember a character I meet for the first time goes on level 0 and gives me 1 VEP. Is that it?", True),
("Spending Motivation moves that colour's Mood Counter one step left for each token I spend, right?", True),
("Round 3 of coming of age is played with three eight-sided dice, right?", True),
("At the end of the game every unresolved frustration costs 2 VEP, doesn't it?", True),
("A tie in Coming of Age goes to whoever has more Character Tokens on the Friendship Track, right?", True),
("In the two-player variant, the neutral Trait Tiles of the row need Friendship levels 1, 2, 3 and 4 with their neutral character, right?", True),
("In Coming of Age solo, Rob Bot starts with 3 Character Tokens, right?", True),
("In solo, Rob resolves his bus stop steps after me, right?", True),
("At final scoring Rob reveals his face-down Trait Tiles and scores all of them, ignoring the requirements, right?", True),
("We forgot to put 3 of our Character Tokens in the general supply at setup, so for two rounds nobody could befriend another player's character. We just add them now and carry on, right?", False),
("Twice in round 2 I moved my die to a non-adjacent location paying only one Frustration Token. We just leave it as it is, right?", False),
("At final scoring we also took 3 VEP off for the overcome (flipped) Frustration Tokens and already wrote down the winner. The result still stands, right?", False),
("The Coming of Age box comes with a cloth bag to draw the Trait Tiles from, doesn't it?", False),
("In my solo game Rob put a new character on level 0 of his Friendship Track every time, so he had three tokens there covering VEP for two rounds. I just move the extra ones up now, right?", False),
],
"es": [
("En Coming of Age cada jugador empieza con 7 Fichas de Interés, ¿no?", True),
("Me suena que al empezar Coming of Age se roban solo 2 Fichas de Objetivo, ¿verdad?", True),
("¿No era que para ir a una ubicación adyacente pones 1 Ficha de Frustración en el extremo izquierdo de un Registro de Ánimo?", True),
("Si un Registro de Ánimo ya tiene una Ficha de Frustración en un extremo, igual le puedo poner otra para cambiar de ubicación, ¿verdad?", True),
("Cuando visito una ubicación donde tengo Fichas de Interés, avanzo el Contador de Realización Personal un paso por ficha, ¿cierto?", True),
("Las Fichas de Recuerdo se pueden usar dos veces, una por cada cara, ¿no, tío?", True),
("Con la bonificación de Rasgo puedo robar una Ficha de Rasgo, jugar una o poner un Rasgo Mimético, ¿no?", True),
("En Coming of Age se pueden jugar hasta 5 Fichas de Rasgo en el tablero durante la partida, ¿verdad?", True),
("En Coming of Age, para subir un personaje del nivel 4 al 5 del Registro de Amistad basta una bonificación de amistad normal, ¿no?", True),
("Cuando alguien consigue el Recuerdo, la carta se repone enseguida con otra del mazo, ¿verdad?", True),
("Vale, tengo 4 Fichas de Personaje para Presencias y no puedo poner dos en la misma ubicación, ¿cierto?", True),
("Si ya usé mis 4 Fichas de Personaje como Presencia, ya no puedo poner más en todo el juego, ¿no?", True),
("Si no consigo Recuerdo ni Presencia, juego una Carta de Padres y la dejo boca abajo en mi descarte para que nadie la vea, ¿verdad?", True),
("Al final del año, la loseta de parada de autobús de más a la derecha pasa al hueco de la izquierda y las demás se corren, ¿no?", True),
("Al acabar la ronda 1 en coming of age se abren las ubicaciones 5 y 6 y cada uno recibe dos dados de seis caras, ¿no?", True),
("Oye, en coming of age cada Ficha de Objetivo cumplida vale 3 VEP al final, ¿no?", True),
("Puedo puntuar tantas Fichas de Objetivo como Fichas de Rasgo haya jugado en mi tablero, ¿cierto?", True),
("En los objetivos de tipo A, si empato con otro jugador el objetivo no cuenta, ¿verdad?", True),
("En Coming of Age a dos, las 4 Fichas de Rasgo neutrales van en fila entre los dos, cada una con un personaje neutral al azar, ¿no?", True),
("En solitario Rob Bot recibe Fichas de Objetivo y Cartas de Padres como yo, ¿no?", True),
("En el modo solitario de Coming of Age yo robo una Ficha de Objetivo de cada letra, ¿verdad?", True),
("Si no me equivoco, Rob tira los mismos dados que yo, pero en vez de colocarlos pone una Ficha de Interés por dado, ¿no?", True),
("Si Rob tiene menos Fichas de Interés que dados, las coloca empezando por el dado más alto, ¿verdad?", True),
("Me suena que si Rob Bot me gana muy fácil, al preparar le doy solo 1 Ficha de Personaje, ¿no?", True),
("En la puntuación final de coming of age Rob gana 1 VEP por cada 2 Fichas de Motivación, ¿verdad?", True),
("Jugando a Coming of Age, al superar las frustraciones volteamos las Fichas de Frustración pero las dejamos en el extremo derecho durante dos rondas. Ahora las pasamos a la izquierda y seguimos, ¿no?", False),
("En solitario, durante dos rondas Rob robó una Ficha de Rasgo cada vez en lugar de poner primero su Rasgo Mimético. Lo dejamos así y seguimos, ¿verdad?", False),
("Los tres primeros años cada uno elegía su ubicación después de ver la de los demás, por turnos. Seguimos igual y no pasa nada, ¿no?", False),
("Las Cartas de Padres jugadas las metíamos debajo de nuestro mazo en vez de en el descarte público. Ahora las sacamos y contamos las que recordemos, ¿vale?", False),
("Me suena que en una ubicación que se ha quedado sin Carta de Recuerdo tampoco se puede poner Presencia hasta que se reponga, ¿no?", False),
],
}
Q["loop"] = {
"en": [
("In a 3-player game of LOOP we remove 2 sets of MATERIAL before setup, right?", True),
("Each player gets 4 GOAL in the basic game, yeah?", True),
("The INTERN starts at HAPPINESS 4 with 2 COIN and one random MATERIAL at QUALITY 2, correct?", True),
("The player who most recently spent over $100 goes first in loop, right?", True),
("At the start of my turn I draw FAVOUR until I have 5 in hand, isn't it?", True),
("I'm pretty sure in LOOP I can pass my turn if I don't want to WORK, BUY or CONSUME.", True),
("When I BUY, the COIN I pay for each MATERIAL (1 to 4) is its QUALITY, and I can BUY up to 3 per turn, right?", True),
("An ACTIVITY with two icons of the same colour can take 2 QUALITY from one MATERIAL, right?", True),
("I can keep up to 4 ACTIVITY in my AREA in LOOP, right?", True),
("Achieving a GOAL is optional, so I can wait and reveal it a few turns later, can't I?", True),
("In LOOP, accepting a SHARE gives 2 REPUTATION, right?", True),
("To REJECT a FAVOUR I can discard any FAVOUR from my hand, right?", True),
("In a CONSUME turn I can spend 2 REPUTATION for 1 HAPPINESS, right?", True),
("When DEPLETION is revealed, the game ends right away, doesn't it?", True),
("In Basic Mode of LOOP, a tie goes to the higher REPUTATION first, right?", True),
("RECYCLE lets me take a MATERIAL from my own LANDFILL, right?", True),
("In Competitive Mode every player is dealt 3 CAREER and keeps one, yeah?", True),
("I draw an EVENT every time my HAPPINESS token goes into another zone, even on someone else's turn, right?", True),
("With PAYOFF I can put up to 3 COIN on a CREDIT CARD in one turn, right?", True),
("The LANDFILL Penalty is 1 HAPPINESS for every 3 MATERIAL in my LANDFILL, no?", True),
("In cooperative loop we burn a MATERIAL after every single turn, right?", True),
("In loop solo I start with the 5 blue FAVOUR and 4 GOAL, and I win with HAPPINESS 11 or more, right?", True),
("The solo RENEW costs the same COIN as the QUALITY I want, right?", True),
("In loop the Tycoon's SALARY doubles his COIN when he WORKs, right?", True),
("When two CONTINUOUS EVENT trigger together, both stay active, right?", True),
("We set up the REPUTATION token uncovered, so everybody started with 1 REPUTATION. We're four turns in, we just take it away now, right?", False),
("In LOOP we gave 1 REPUTATION for accepting RECYCLE for half the game. We just keep the REPUTATION we have, right?", False),
("We left the 5 COIN on our paid-off CREDIT CARDs instead of returning them to the WORK AREA for a few rounds. We just put them back now, right?", False),
("In my solo game I burnt 2 MATERIAL at the end of each turn for several turns. I just carry on with the smaller deck, right?", False),
("For three turns we forgot the 1 HAPPINESS for each completed ACTIVITY. We just add it now, no EVENT, right?", False),
],
"es": [
("En LOOP se empieza con el token de HAPPINESS en 4 y el jugador inicial usa el lado dorado, ¿no?", True),
("En LOOP con 2 jugadores, el primero recibe 3 FAVOUR y el segundo 2, ¿verdad?", True),
("Al hacer WORK el becario pierde 1 HAPPINESS y gana 3 COIN, ¿no?", True),
("Si no tengo HAPPINESS para hacer WORK, igual cobro mis 3 COIN, ¿verdad?", True),
("Si una MATERIAL llega a QUALITY 0, se queda en mi AREA hasta el final del turno, ¿no?", True),
("Che, puedo jugar todos los FAVOUR que quiera en mi turno, antes, durante o después de la acción, ¿verdad?", True),
("Si acepto un FAVOUR teniendo ya 5 en la mano, tengo que descartar uno, ¿no?", True),
("Me suena que aceptar un RECYCLE da 1 de REPUTATION, ¿cierto?", True),
("En un BUY puedo gastar 1 REPUTATION para llevarme una MATERIAL de QUALITY 1 sin pagar COIN, ¿no?", True),
("Los tratos que hacemos entre nosotros en loop no obligan a nada, ¿verdad, che?", True),
("RESELL se lo puedo jugar a alguien aunque no tenga COIN para pagarme, ¿no?", True),
("HOBBY es tener dos ACTIVITY con el mismo nombre, ¿verdad?", True),
("En loop se puede tener como máximo 3 de REPUTATION, ¿no?", True),
("En el modo competitivo de LOOP un CONTINUOUS EVENT dura solo hasta el final de mi turno, ¿no?", True),
("Los EVENT que robo los resuelvo en el momento en que los robo, ¿verdad?", True),
("Si no tengo COIN para el PAYOFF, tengo que pedir otra CREDIT CARD, ¿no?", True),
("Una CREDIT CARD queda saldada cuando tiene 5 COIN encima, ¿cierto?", True),
("En el cooperativo sí se puede hacer REJECT gastando REPUTATION, ¿no?", True),
("En LOOP cooperativo ganamos si todos llegamos a HAPPINESS 12, ¿verdad?", True),
("En loop en solitario quemo la MATERIAL de arriba del mazo al final de cada turno y, si así sale la DEPLETION, no hay penalización, ¿no?", True),
("En solitario, el ACQUIRE azul me hace pagar el doble de COIN, ¿no?", True),
("En solitario recupero los FAVOUR jugados solo cuando hago WORK, ¿verdad?", True),
("Quien provoca la DEPLETION pierde 2 HAPPINESS, ¿no?", True),
("La Waitress roba 2 FAVOUR al empezar su turno si tiene menos de 5, ¿no?", True),
("Para el modo solitario de LOOP se quitan las CAREER con el icono Not-For-Solo, ¿verdad?", True),
("Durante tres turnos resolvimos los EVENT en cuanto los robábamos, sin esperar al final del turno. Seguimos así hasta acabar, ¿no?", False),
("En LOOP el becario estuvo cobrando 4 COIN en cada WORK toda la partida. Ya no lo corregimos, ¿verdad?", False),
("Cuando alguien rechazaba descartando un FAVOUR igual, le devolvíamos el FAVOUR rechazado a quien lo jugó. Lo dejamos así, ¿no?", False),
("En el cooperativo de LOOP cada uno empezó con 5 FAVOUR rojos al azar en vez de uno de cada. Seguimos con esas manos, ¿vale?", False),
("Hemos jugado con los CONTINUOUS EVENT afectando a todos en todos los turnos, no solo al jugador activo. Lo corregimos a partir de ahora y ya, ¿no?", False),
],
}
Q["adulthood"] = {
"en": [
("Everyone starts Adulthood with 8 time meeples, 1 energy and 1 money, right?", True),
("We each get 3 Career cards and discard one, right?", True),
("Values: 2 face down and 1 in my hand that I can look at, correct?", True),
("The youngest player goes first in adulthood, isn't it?", True),
("The upper Career action is 4 time for 1 money, right?", True),
("In Adulthood, Donate is 2 money for one step on the Impact track, right?", True),
("Date is 1 time and 1 money to add a Partner card to my hand, right?", True),
("Meditate in adulthood costs 1 time meeple, doesn't it?", True),
("I can still place more time meeples after I've started resolving my actions, right?", True),
("Energy tokens can be used as extra time meeples, right?", True),
("I can use the same action spot twice in one turn if I pay twice, right?", True),
("I'm pretty sure taking the left-most market card gives me one energy.", True),
("In Adulthood the right-most market card costs 2 energy and 1 money, doesn't it?", True),
("A card I play that has an action spot can be used the same turn, right?", True),
("If I play a new Community card, the old one goes to my Experience stack, right?", True),
("The Happiness marker moves to the right on its track, like Impact, isn't it?", True),
("Once I pass one Grown-Up icon I'm Grown Up, I don't need both tracks, right?", True),
("When I pass a Life Event space, I resolve the Life Event right away, right?", True),
("Cards without the green bar are free to play in adulthood, right?", True),
("If I replace my Career card I keep my Promoted token, right?", True),
("In Adulthood getting Married costs 1 time and 2 money on the Date spot, right?", True),
("The game ends immediately when someone's two markers cross, right?", True),
("Sets of Life icons: 3 Family icons give 1 happy and 4 give 2, right?", True),
("At the end of Adulthood a complete heart gives 4 impact, right?", True),
("If there is a tie, the one with more Impact wins, right?", True),
("Playing Adulthood, for three rounds we moved our markers back right away whenever we got an Unhappiness token. We just leave the markers where they are now, right?", False),
("We used the action of a newly played Wellness card in the same turn for several turns. We just keep our energy, right?", False),
("One of us kept two Community cards side by side for three rounds and used both actions. We move one to the Experience stack now and that's it, right?", False),
("At setup in adulthood we all looked at our 2 face-down Values. We just go on playing, right?", False),
("We threw played Experience cards in a discard pile instead of the Experience stack and only noticed at scoring. We just count the icons we remember, right?", False),
],
"es": [
("En Adulthood cada jugador pone un marcador en el track de Impact y el otro en el de Happiness, ¿no?", True),
("Al preparar se ponen 4 cartas del mazo Adulthood en el mercado, ¿verdad?", True),
("Los Values boca abajo no los puedo mirar hasta que medite, ¿no?", True),
("La acción de arriba de Community es 2 time por un paso de Impact, ¿cierto?", True),
("La acción de arriba de Leisure es 3 time por un paso de Happiness, ¿no?", True),
("Interview: gasto 1 time para robar una Career nueva, o ascender si ya soy Grown Up, ¿no?", True),
("En Adulthood los espacios de acción de abajo también se pueden tapar con cartas, ¿no?", True),
("Al final del turno, la energy y el money gastados vuelven a mi reserva, ¿no?", True),
("En adulthood el mercado se corre a la izquierda y se rellena al final de cada turno, ¿verdad?", True),
("Vos solo podés tener un Partner a la vez, salvo con el rasgo Open Relationship, ¿no?", True),
("De Resource y Trait puedo tener como máximo 3, ¿no?", True),
("Una carta con el icono Grown Up en la barra verde la puedo jugar antes de ser adulto si pago más, ¿no?", True),
("¿No era que las fichas de Unhappiness restan al final, un paso atrás por cada una?", True),
("En adulthood, si paso el final de un track vuelvo a 0 y sumo 20, ¿no?", True),
("Para ascender también hay que tener los iconos de la barra morada, y cuenta el icono de la propia Career, ¿verdad?", True),
("En el primer turno puedo jugar la Career de mi mano antes de gastar el time, ¿no?", True),
("En Adulthood en solitario se usan 8 Life Events y el resto vuelve a la caja, ¿no?", True),
("En solitario el mercado tiene 5 cartas como siempre, ¿verdad?", True),
("En solitario la segunda carta del mercado cuesta 1 energy y 1 money, y la tercera 2 y 2, ¿cierto?", True),
("En solitario robo un Life Event cuando paso por las casillas de Life Event, ¿no?", True),
("En el solitario de adulthood Meditate sirve para descartar y reponer una carta del mercado, ¿verdad?", True),
("En solitario se reparten Values igual que en la partida normal, ¿no?", True),
("En solitario la partida termina al robar el sexto Life Event, ¿no?", True),
("En solitario gano solo si mis marcadores están cruzados y completé al menos un nivel del Achievement, ¿verdad?", True),
("En el modo solitario de Adulthood saco 3 Achievement y me quedo con uno, ¿no?", True),
("Cuando se cruzaron los marcadores terminamos la partida en ese mismo turno, sin acabar la ronda, y ya apuntamos los puntos. Vale así, ¿no?", False),
("Dos turnos jugamos cartas con el icono Grown Up en la barra verde sin ser adultos todavía. Las dejamos en la mesa y seguimos, ¿verdad?", False),
("Durante tres rondas corrimos el mercado a la derecha y rellenamos por la izquierda. No hace falta arreglar nada, ¿no?", False),
("En Adulthood nos casamos pagando solo el time en Date, sin el money. Nos quedamos casados igual, ¿verdad?", False),
("En Adulthood repartimos 3 Career a cada uno y descartamos 2. Ya vamos por la mitad, así que seguimos, ¿no?", False),
],
}
Q["cv"] = {
"en": [
("In CV each player rolls 4 dice at the start of the turn, right?", True),
("In CV I can reroll up to three times, right?", True),
("Dice showing bad luck can be rerolled like the others, can't they?", True),
("The most dice I can ever have in cv is 6, right?", True),
("I can take up to 2 cards from the track in my turn, right?", True),
("3 good luck symbols buy any card on the track for free, special conditions included, right?", True),
("Every 2 bad luck symbols is a misfortune, right?", True),
("With a misfortune I choose which of my active cards I discard, right?", True),
("Health, Relationship and Knowledge cards can go under other cards in their stack, right?", True),
("Work cards can also go under the stack, can't they?", True),
("In CV only the top card of each pile is active, isn't it?", True),
("A red-slash cost is paid only once, when I buy the card, right?", True),
("If I can't pay a red-slash cost, the card goes back to the track, right?", True),
("Event cards are single-use and don't stay in my CV, correct?", True),
("My tokens pile up every turn like income, right?", True),
("The leftmost card of the track is discarded at the end of the round, before refilling, right?", True),
("In a 2-player game of CV the leftmost card is discarded only at the end of the round too, right?", True),
("The player with the bicycle starts every round, right?", True),
("The public life goals are the number of players plus one, right?", True),
("With 3 players we mix the bicycle with 5 random childhood cards, right?", True),
("In the childhood draft I keep 1 and pass 2 to the player on my right, right?", True),
("Social assistance: I'm eligible if someone has at least twice as many CV cards as me, right?", True),
("The game of cv ends when the old age deck is completely empty, right?", True),
("Tie at the end: the player with more CV cards wins, right?", True),
("If I remember right, 4 health cards are worth 10 points?", True),
("For three rounds we put the two-colour cards in both stacks, so they counted as both types. We just leave them, right?", False),
("In CV we forgot the social assistance check when the early adulthood deck ran out, and now we're in middle age. We just skip it, right?", False),
("In our 3-player game we discarded the leftmost track card after every player's turn. We just switch to the normal way now, right?", False),
("We paid the red-slash costs at the start of the turn, before rolling, for several rounds. No need to fix anything, right?", False),
("At setup we revealed 6 cards on the track instead of 5, and we're three rounds in. We just take one away, right?", False),
],
"es": [
("En CV con 4 jugadores se reparten 3 cartas de infancia a cada uno, sin preparar mazo, ¿no?", True),
("Con 2 jugadores se mezcla la bicicleta con 5 cartas de infancia al azar, ¿verdad?", True),
("En CV cada jugador recibe 2 objetivos vitales secretos, ¿no?", True),
("El que tiene la bicicleta empieza y también se lleva la ficha de bicicleta, ¿cierto?", True),
("En cv se juega en sentido antihorario, ¿no?", True),
("Puedo usar los símbolos de las cartas de evento para comprar y los que sobran me los guardo como fichas, ¿no?", True),
("¿Ahorita puedo dejar los dados junto a las cartas que estoy pensando comprar, verdad?", True),
("Me suena que las cartas de evento se pueden jugar en cualquier momento, ¿no?", True),
("Las cartas de evento compradas se quedan en la mano, como las de infancia, ¿cierto?", True),
("Las cartas de Posesión las puedo meter debajo de la pila si quiero, ¿no?", True),
("En cv cada pila puede tener dos cartas activas, ¿no?", True),
("Los dados que usé para comprar me sirven también para pagar los costes con raya roja, ¿no?", True),
("El coste de la raya roja se paga en la fase de Añadir al CV, ¿verdad?", True),
("Al final de mi turno actualizo las fichas para que coincidan con mis cartas activas, ¿no?", True),
("Cuando se acaba el mazo de edad adulta temprana se sigue con el de vejez, ¿no?", True),
("En CV la asistencia social se revisa cada vez que se acaba uno de los 3 mazos, ¿cierto?", True),
("Con la asistencia social te llevas la carta gratis y sin cumplir las condiciones especiales, ¿no?", True),
("Ustedes que ya jugaron: los que reciben asistencia social eligen empezando por el que tiene menos cartas, ¿no?", True),
("Si dos empatan en un objetivo público, se reparten los puntos a la mitad, ¿verdad?", True),
("En CV las posesiones dan los puntos impresos en cada carta, ¿no?", True),
("3 cartas de conocimiento son 6 puntos, ¿verdad?", True),
("5 cartas de salud valen 12 puntos, ¿no?", True),
("Al rellenar el track, las cartas se corren a la derecha y las nuevas entran por la izquierda, ¿no?", True),
("Para la mala suerte solo cuentan los dados, no las fichas, ¿no?", True),
("El juego CV trae 7 dados, todos iguales, ¿no?", True),
("El de la bicicleta no la puso boca arriba y la tuvo en la mano dos rondas. Ahora la bajamos y seguimos, ¿verdad?", False),
("Repartimos 2 objetivos vitales secretos a cada uno y ya vamos por la edad madura. Puntuamos los dos al final, ¿no?", False),
("En CV nos guardamos como fichas los símbolos sobrantes de las cartas de evento durante tres rondas. Las quitamos ahora y listo, ¿vale?", False),
("Con 3 símbolos de buena suerte compramos cartas sin cumplir su condición especial, dos veces. Nos quedamos esas cartas, ¿no?", False),
("En el draft de infancia de CV pasamos las cartas a la derecha en vez de a la izquierda. Como ya empezamos, no pasa nada, ¿verdad?", False),
],
}


def main():
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, langs in Q.items():
        rows = []
        for lang in ("en", "es"):
            qs = langs[lang]
            assert len(qs) == 30, (game, lang, len(qs))
            assert sum(1 for _, a in qs if not a) == 5, (game, lang)
            for q, answerable in qs:
                rows.append(dict(q=q, lang=lang, game=game,
                                 names_game=bool(re.search(NAMES[game], q, re.I)),
                                 answerable=answerable, ids=ids.get(q, []) if answerable else []))
        random.Random(SEEDS[game]).shuffle(rows)
        out = []
        for r in rows:
            out.append("[[questions]]")
            out.append("q = " + json.dumps(r["q"], ensure_ascii=False))
            out.append(f'lang = "{r["lang"]}"')
            out.append(f'game = "{r["game"]}"')
            out.append("names_game = " + ("true" if r["names_game"] else "false"))
            out.append("answerable = " + ("true" if r["answerable"] else "false"))
            if r["ids"]:
                out.append("ids = [")
                out += [f'    "{i}",' for i in r["ids"]]
                out.append("]")
            else:
                out.append("ids = []")
            out.append("")
        (HERE / f"{game}.toml").write_text("\n".join(out), encoding="utf-8")
        named = [r for r in rows if r["names_game"]]
        print(game, len(rows), "named", len(named), "en", sum(r["lang"] == "en" for r in named),
              "es", sum(r["lang"] == "es" for r in named))


if __name__ == "__main__":
    main()
