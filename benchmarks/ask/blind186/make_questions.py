"""Write the blind186 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind186/make_questions.py

Style of this set: players who explain what they mean by comparing with another
well-known game or an everyday thing, then ask the rule ("is the bot like a dummy
player in bridge?", "como en el UNO, ...?"). The other game is only the player's
frame; the answer is this game's rule. The unanswerable questions ask, through
such a comparison, about a point the rulebooks never settle.

Each game's file is written in a seeded shuffled order (seeds 18601-18604), so the
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
SEEDS = {"coming-of-age": 18601, "loop": 18602, "adulthood": 18603, "cv": 18604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("is the bus like a school bus doing its route? does it go left to right and skip places where nobody has anything?", A),
            ("like yahtzee, do we all roll our dice at the same time or one after another, and can i wait to see what others pick?", A),
            ("the roadblocks feel like locked levels in a video game. when do locations 5 and 6 open up?", A),
            ("does the board wrap around like pac-man, so the two end locations count as next to each other?", A),
            ("is frustration kinda like a penalty card in uno? how many tokens do i need to move my die to a location that isnt next door", A),
            ("interest tokens feel like a rain check at a restaurant. if i go back to that location later what do i actually get?", A),
            ("memory tokens are like one-use potions right? how many can i drink in one turn", A),
            ("when my counter is already at the right edge and has to go right again, is it like hitting the wall in snake, do i just lose the move?", A),
            ("bouncing left off the end, is that like going to jail in monopoly? whats the penalty", A),
            ("is the trait hand limit like the 7 card limit in catan? what happens if i draw one too many", A),
            ("can i keep playing traits like building an engine in wingspan or is there a cap on how many go on my board?", A),
            ("mimic trait tokens sound like copying someones homework lol. what do i need to copy a trait another player already played?", A),
            ("the friendship track is like leveling up friends in stardew valley. how do i get a kid past level 4?", A),
            ("do memories pay out like diminishing returns? if i spend 3 motivation tokens of one colour how much vep is that", A),
            ("is paying 4 willpower for a memory the same deal as paying a motivation token, like cash vs card?", A),
            ("a presence is like putting a house on a monopoly property? what does it do for me in later years", A),
            ("how many presences can i have out? like hotels in monopoly being limited", A),
            ("parent cards are like a fallback option? when exactly am i forced to play one", A),
            ("after i spend motivation tokens, do i lose mood like paying mana? which counter moves and how far", A),
            ("the bus stop tiles shift like a conveyor belt at the end of the year? how do they move exactly", A),
            ("leftover stuff at the end, is it worth something like leftover money in power grid?", A),
            ("tie breaker like in ticket to ride? who wins if we have the same vep", A),
            ("2 players: the 4 trait tiles in the middle are like the nobles in splendor? how do i get one", A),
            ("solo: is rob bot like the automa in scythe, does he roll his own dice and place them?", A),
            ("rob keeps crushing me, is there a difficulty setting like easy/hard in a video game?", A),
            ("unresolved frustrations at the end, is that like getting stuck with cards in your hand in rummy? how much do they cost", A),
            ("are the four personal boards like different characters in smash bros with their own stats or bonuses, or is it only the colour that changes?", U),
            ("the passive space at the right end of the green track, like a legend on a map, what does that bonus actually do?", U),
            ("like checking a friend's profile: am i allowed to look at the other players' friendship tracks and used memory tokens whenever i want, or is that private?", U),
            ("can two of us play together against rob, like two players teaming up against the computer in a video game?", U),
        ],
        "es": [
            ("Vale, ¿los dados de cada ronda son como subir de nivel en Dice Forge? ¿Qué dados tengo en la ronda 3 y cuántos turnos dura?", A),
            ("Che, como en el parchís que si sacás dos veces el mismo número... si dos de mis dados caen en la misma ubicación, ¿cuántas Fichas de Interés dejo al retirarlos?", A),
            ("¿La Ficha de Frustración es como una tarjeta amarilla? ¿Puedo poner una en un Registro de Ánimo que ya tiene otra en el otro extremo?", A),
            ("Tío, ¿superar una frustración es como curarse en un videojuego? ¿Cómo se hace y dónde queda la ficha?", A),
            ("Si reboto a la izquierda y ya tengo una Ficha de Frustración superada en ese registro, ¿es como un bonus de combo? ¿Qué gano?", A),
            ("Disculpe, ¿el espacio de experiencia se resuelve como una receta, en orden, o puedo elegir el orden de los iconos?", A),
            ("Si el espacio de experiencia me manda mover un Contador de Estado de Ánimo que todavía no tengo, ¿es como una casilla vacía del Monopoly? ¿Qué hago?", A),
            ("como un comodin del uno: la bonificacion de amistad que deja elegir cualquier personaje, puedo elegir el de un jugador que no tiene presencia ahi?", A),
            ("¿La Bonificación de Intimidad es como el pase VIP? ¿Para qué niveles del Registro de Amistad hace falta?", A),
            ("Vos sabés si, como en el truco que no podés cantar dos veces, en una parada puedo agarrar la bonificación de la parada y además la amistad si tengo dado y Presencia ahí?", A),
            ("Cuando varios sacamos el mismo Recuerdo, ¿es como un premio compartido o solo lo gana el primero? ¿Y qué pasa con la carta?", A),
            ("Oye, como en el Monopoly que mueves la ficha de casa: si ya tengo las 4 fichas de personaje como Presencia, ¿puedo poner una nueva?", A),
            ("La pila de descarte de Cartas de Padres, ¿es secreta como la mano en el póker o la puede mirar todo el mundo?", A),
            ("¿Cuántas Cartas de Padres tengo siempre en la mano, como en el UNO que robas después de jugar?", A),
            ("Al final de la ronda, ¿se abre un Registro de Ánimo nuevo como un nivel nuevo? ¿En qué orden salen los contadores?", A),
            ("como en el risk que las cartas se cambian al final: ¿cuando acaba la partida puedo usar una ficha de recuerdo mas?", A),
            ("¿Las Fichas de Objetivo son como las misiones secretas del Risk? ¿Cuántas puedo puntuar al final y cuánto vale cada una?", A),
            ("Che, los objetivos de tipo A son de mayoría como el camino más largo del Catan. Si empato con otro, ¿lo cumplo?", A),
            ("Vale, la Ficha de Rasgo Equilibrado, ¿es como una balanza? ¿Qué me pide exactamente?", A),
            ("Ustedes saben si el Rasgo Mimético es como copiar en un examen: si otro jugador ya imitó esa Ficha de Rasgo, ¿yo también la puedo imitar?", A),
            ("Como el tablero del ajedrez con casillas numeradas: ¿qué ubicaciones están abiertas al principio y cómo se llaman?", A),
            ("En solitario, ¿Rob coloca dados como un jugador normal o pone Fichas de Interés? ¿Y si tiene menos fichas que dados?", A),
            ("En solitario, cuando Rob avanza en su Registro de Realización, ¿es como una escalera que se salta peldaños?", A),
            ("En solitario, ¿Rob paga sus Fichas de Motivación como yo o es como jugar con dinero del Monopoly que nunca se gasta?", A),
            ("Al preparar el solitario, ¿qué Fichas de Objetivo cojo yo? ¿Es como repartir un mazo trucado?", A),
            ("Al final, ¿Rob puntúa las Fichas de Rasgo que tiene boca abajo como si fueran cartas reveladas al final de una mano de póker?", A),
            ("¿Las Fichas de Parada de Autobús son todas distintas como las cartas del Dixit, o hay algunas repetidas con la misma bonificación?", U),
            ("Disculpe, la Carta de Recuerdo da 'una bonificación específica', como un premio sorpresa de un huevo Kinder: ¿qué bonificaciones distintas pueden traer esas cartas?", U),
            ("Che, como en el Catan que se ve lo que junta cada uno: ¿tengo que dejar mis Fichas de Motivación y de Fuerza de Voluntad a la vista o las puedo tapar con la mano?", U),
            ("vale, como en el mus que no se puede hablar de las cartas: en las fases que se juegan a la vez, ¿podemos comentar en voz alta a que ubicacion vamos a ir antes de decidir?", U),
        ],
    },
    "loop": {
        "en": [
            ("is FAVOUR like wood in catan, can we just trade it 1 for 1 between us?", A),
            ("like some games pick the first player by who last did something, how do we decide who starts here?", A),
            ("does the market slide down like ticket to ride's cards, or do empty slots just get refilled where they are? and when?", A),
            ("WORK is like taking a shift in the game of life? what do i gain and lose as the INTERN", A),
            ("buying MATERIAL feels like an auction where i pick the price. what does paying more coin actually do", A),
            ("can i buy as many MATERIAL as i want in one go, like a shopping spree?", A),
            ("an ACTIVITY with two of the same colour, can i use one MATERIAL twice like a double shot?", A),
            ("my ACTIVITY slots are like a hand limit? what happens when i complete a 4th ACTIVITY", A),
            ("goals are like melds in rummy, can one ACTIVITY count for two different GOAL?", A),
            ("is REPUTATION like a shield? how do i use it to block a FAVOUR somebody plays on me", A),
            ("whats the max REPUTATION, like the coin cap in coup?", A),
            ("can we make deals like in monopoly, and do they have to be kept?", A),
            ("like running out of the draw pile in uno, what happens when the FAVOUR deck is empty?", A),
            ("is the end like the last round in ticket to ride, does everyone get one more turn?", A),
            ("final tie, who wins? like the coin tiebreak in 7 wonders", A),
            ("HAPPINESS zones drawing EVENT, is it like crossing checkpoints in a racing game? if i jump two zones do i draw 2?", A),
            ("CREDIT CARD here works like a real one? what do i get when i APPLY", A),
            ("how do i PAYOFF a CREDIT CARD, like monthly installments?", A),
            ("the LANDFILL penalty is like a garbage tax? how much do i lose at the end", A),
            ("co-op mode like pandemic, what do we all need to win?", A),
            ("in solo is there a dummy player like in bridge, or is it just me against the deck?", A),
            ("blue ACQUIRE in solo: is it like buying from a shop instead of taking from another player? what do i pay?", A),
            ("the Politician is like bluffing in coup? how does calling the bluff work", A),
            ("Tycoon salary is like double or nothing at a casino? what exactly happens when i WORK", A),
            ("micro-plastic EVENT, is FOOD now like a wild card that counts as PLASTIC?", A),
            ("scientist can dig through the trash like a raccoon? which LANDFILL can she BUY from", A),
            ("the ACTIVITY names come in pairs like a memory game. which 15 ACTIVITY names are the pairs?", U),
            ("the HAPPINESS zones are like levels in a video game. exactly which HAPPINESS numbers belong to each of the 3 zones?", U),
            ("are the 6 MATERIAL cards of one type all identical like the cards of a suit, or do their pictures differ and matter for anything?", U),
            ("co-op too easy for us. is there a harder setting, like the epidemic cards you add in pandemic?", U),
        ],
        "es": [
            ("¿Esto es como el Monopoly, que cobras algo al empezar tu turno? ¿Qué hago al principio de mi turno?", A),
            ("Como en el UNO que no podés pasar... ¿puedo pasar turno sin hacer nada?", A),
            ("Vale, ¿la QUALITY es como las estrellas de un hotel? ¿Cómo sé la QUALITY de un MATERIAL?", A),
            ("Che, si un MATERIAL llega a QUALITY 0, ¿es como una criatura que muere en Magic y va al cementerio? ¿A dónde va?", A),
            ("Disculpe, ¿cuántos GOAL tiene cada jugador? ¿Se roban más como los billetes de destino del Ticket to Ride?", A),
            ("¿El GOAL HOBBY es como hacer parejas en el juego de memoria?", A),
            ("CURIOSITY es como completar todos los quesitos del Trivial, ¿no? ¿Qué pide exactamente?", A),
            ("Tío, cuando vosotros aceptáis un FAVOUR, ¿es como aceptar un regalo en el amigo invisible? ¿Qué gana el que lo acepta y qué pasa con la carta?", A),
            ("¿Puedo rechazar un FAVOUR como en el UNO cuando respondes un +2 con otro +2?", A),
            ("La REPUTATION, ¿es como tener puntos de fidelidad? ¿En qué la puedo gastar cuando hago WORK?", A),
            ("al comprar, la REPUTATION funciona como un cupon de descuento? puedo llevarme un MATERIAL a QUALITY 1 pagando solo con REPUTATION?", A),
            ("Como en el Catan que negociás en tu turno: ¿en qué momento puedo jugar FAVOUR y cuántos?", A),
            ("Cuando juego RESELL, ¿es como vender en un mercadillo? ¿A quién no se lo puedo jugar?", A),
            ("SHARE es como pedirle una taza de azúcar a la vecina. Si al final no uso su MATERIAL, ¿le resta QUALITY igual?", A),
            ("RECYCLE es como rebuscar en la basura del vecino: ¿puedo reciclar de mi propio LANDFILL, o un UTILITY?", A),
            ("La DEPLETION, ¿es como cuando se acaba el mazo en el Carcassonne? ¿Cuándo se termina la partida y quién pierde algo?", A),
            ("Oye, las CAREER son como elegir personaje en el Mario Kart? ¿Cómo se reparten en Competitive?", A),
            ("Un EVENT CONTINUOUS, ¿es como una regla de la casa que dura siempre? ¿Hasta cuándo dura y a quién afecta?", A),
            ("Un EVENT IMMEDIATE es como una carta de Suerte del Monopoly: ¿a quién afecta y en qué orden se resuelve?", A),
            ("Como las cartas boca abajo del Dixit: los EVENT que robo, ¿cuándo se dan vuelta?", A),
            ("Si no tengo COIN para pagar un EVENT inmediato, ¿es como hipotecar en el Monopoly? ¿Qué tengo que hacer?", A),
            ("¿Las CREDIT CARD sin pagar al final restan como las deudas del Juego de la Vida? ¿Cuánto?", A),
            ("En cooperativo, ¿es como el Hanabi, se puede enseñar la mano? ¿Y se pueden rechazar los FAVOUR?", A),
            ("en cooperativo como recupero los FAVOUR que ya jugue? es como recargar en un shooter?", A),
            ("Como en el póker que escondés las fichas: ¿puedo tener mis COIN tapados para que no vean cuántos tengo?", A),
            ("El Engineer arregla cosas como un mecánico: ¿puede reparar un UTILITY?", A),
            ("¿Los COIN son como los billetes del Monopoly, con valores distintos (de 1, de 5...), o cada COIN vale siempre 1?", U),
            ("Ahorita con The 2nd Semi Mid-Season Sales, si el MATERIAL que elijo es de QUALITY 3, la mitad es 1,5: ¿se redondea hacia arriba o hacia abajo como en el súper?", U),
            ("Tío, como cuando en el parchís vuelves a casa: con Combustion Energy, si la DEPLETION ya estaba revelada y vuelven MATERIAL al mazo, ¿se anula el final de la partida?", U),
            ("Disculpe, la Office Lady compra su MATERIAL con Slack Off en el turno de WORK: ¿puede gastar REPUTATION para subirle la QUALITY, como un cupón en una compra normal?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("is it like agricola, can i put my workers on someone elses action spots to block them?", A),
            ("is energy like a joker? can i use energy tokens instead of time meeples?", A),
            ("the market is like sushi go's conveyor? which card gives a bonus and which ones cost extra", A),
            ("does the market refill right away after someone drafts, like ticket to ride, or only later?", A),
            ("the Interview is like drawing a new job in the game of life? what does it cost and what does it do", A),
            ("Date is like swiping on a dating app lol. what does it cost and what do i get", A),
            ("Meditate sounds like peeking at your hidden tickets in ticket to ride, how does it work exactly?", A),
            ("Donate is like buying points? how much does it cost", A),
            ("can i use the same action spot twice like reusing a worker in lords of waterdeep?", A),
            ("the two scoring tracks go opposite ways like a tug of war? when does the game end", A),
            ("Grown Up is like evolving in pokemon? how do i become Grown Up", A),
            ("the Life Event spaces on the track are like chance squares in monopoly? what happens when i pass one", A),
            ("can you go backwards on the tracks during the game, like sliding down a snake in snakes and ladders?", A),
            ("Experience cards stack like a trophy shelf? what happens to them after i play one", A),
            ("if i play a new Leisure card over my old one, like replacing a card in a deck builder, where does the old one go?", A),
            ("only one Partner at a time like monogamy in the game of life? any exceptions?", A),
            ("the hole in the heart thing sounds like matching socks. what is it worth at the end", A),
            ("getting Promoted is like passing a level in a job sim? what do i need", A),
            ("if i switch Career, do i keep my promotion like seniority?", A),
            ("the green cost bar is like a price tag? what if a card has no green bar at all", A),
            ("some cards need resources 'played elsewhere', like a combo in a fighting game? how does that work", A),
            ("sad tokens are like penalty cards in hearts? when do they hurt me", A),
            ("sets of life icons are like sets in sushi go? how many happy do 4 family icons give", A),
            ("going past the end of a track, like lapping the score track in carcassonne?", A),
            ("solo: is there a bot like an automa, or am i just racing the life events?", A),
            ("solo market is like a store with rising prices? how much do the 2nd and 3rd card cost", A),
            ("can two players swap their Partner cards, like a partner swap in a dating show?", U),
            ("are the Partner cards like dating sim characters with a gender, and does gender matter for Date or getting Married?", U),
            ("are there duplicate copies of some of the market cards (Community, Leisure, Wellness, Experiences...), like having two of the same pokemon card?", U),
            ("the Grown Up spaces on the tracks, like a checkpoint in a race: which exact space number is Grown Up on the Happiness and on the Impact track?", U),
        ],
        "es": [
            ("¿Como en el Monopoly, que empieza el que saca más? ¿Quién empieza aquí?", A),
            ("Vale, al empezar ¿cuánto tiempo y recursos tengo, como los peones del Agricola?", A),
            ("Las Values son como las misiones secretas del Risk? Cuantas tengo y las puedo mirar?", A),
            ("Che, la acción de arriba de Career es como un laburo de medio tiempo, ¿cuánta plata paga y cuánto tiempo cuesta?", A),
            ("Como en el Carcassonne que colocás y ya: ¿puedo poner más tiempo en acciones después de empezar a cobrarlas?", A),
            ("Disculpe, ¿puedo colocar mis fichas antes de que llegue mi turno, como preparar la jugada en el ajedrez mientras piensa el otro?", A),
            ("¿Puedo jugar la carta que acabo de coger del mercado en el mismo turno, como en el Dominion?", A),
            ("Si pongo una carta nueva de Wellness, ¿puedo usar su acción ya, como una criatura con prisa en Magic?", A),
            ("En el primer turno, ¿por qué no puedo usar ya mi Career? ¿Es como el mareo de invocación?", A),
            ("¿Los Resources y Traits tienen límite, como los objetos equipados en un RPG?", A),
            ("La Life Event que me toca, ¿la resuelvo al momento como una carta de Suerte? ¿Y si paso dos en un turno?", A),
            ("¿Qué pasa con mi Career vieja si juego otra? ¿Es como cambiar de trabajo en el Juego de la Vida?", A),
            ("Después del ascenso, ¿puedo seguir usando la acción de antes de la Career, como tener dos turnos en el curro?", A),
            ("Para casarme con el Partner, ¿es como comprar el anillo? ¿Qué me cuesta?", A),
            ("Si cambio de Partner estando Married, ¿pierdo el Married como en un divorcio?", A),
            ("El icono de vida blanco y negro en la barra verde, ¿es como un requisito de nivel en un RPG?", A),
            ("Family Time en Leisure: ¿qué necesito para jugarla? ¿Es como una carta con requisitos del Hearthstone?", A),
            ("la flecha de Mall Walkers es como una receta del Minecraft? que pongo y que saco", A),
            ("Overseas Vacation, ¿es como un viaje en el Juego de la Vida? ¿Qué me da y dónde la pongo?", A),
            ("Al final, ¿todos jugamos los mismos turnos, como los hoyos en el golf?", A),
            ("Al final, ¿en qué orden se puntúa, como el recuento del Carcassonne?", A),
            ("Ustedes saben si hay desempate, como los penaltis en el fútbol?", A),
            ("Vale, ¿hay alguna carta que haga retroceder a otro jugador en los tracks, como el caparazón azul del Mario Kart?", A),
            ("En solitario, ¿el mercado es como un buffet que se repone? ¿Cuándo se vacía y se rellena?", A),
            ("en solitario cuando paso por la Life Event del marcador, robo como en el Monopoly?", A),
            ("En solitario, ¿cómo gano? ¿Es como un modo historia donde basta con cruzar los marcadores?", A),
            ("Tío, como el banco del Monopoly que nunca se queda sin billetes: si se acaban las fichas de Unhappiness o Negative Impact, ¿qué hacemos?", U),
            ("Che, como las cartas de Suerte del Monopoly: ¿cuántas Life Events trae el juego en total?", U),
            ("Oye, como cuando en el Monopoly te toca ir a la cárcel, ¿hay alguna Life Event que te haga perder un turno entero?", U),
            ("Disculpe, como las casas de cambio: ¿hay alguna carta que convierta energía en dinero?", U),
        ],
    },
    "cv": {
        "en": [
            ("like yahtzee, how many rerolls do i get and can i keep some dice each time?", A),
            ("in yahtzee you can reroll anything. here, which dice am i NOT allowed to reroll?", A),
            ("how many dice do i start with, like the dice pool in king of tokyo, and whats the max?", A),
            ("3 good luck symbols are like a wild card? what can i buy with them", A),
            ("3 bad luck symbols is like three strikes in baseball? what happens to me", A),
            ("how many cards can i take from the track per turn, like the 2 card draw in ticket to ride?", A),
            ("the card track slides left like ticket to ride's... when do new cards come in?", A),
            ("2 player game: is the leftmost-card discard like a round clock that ticks every turn?", A),
            ("stacking health cards is like a deck where only the top card counts?", A),
            ("is the health/knowledge scoring like triangle numbers? how many points for 4 health cards", A),
            ("are tokens like income in catan, do they pile up every turn?", A),
            ("event cards are like instants in magic? can i play one during someone else's turn", A),
            ("cards with a red slash are like upkeep in magic. when do i pay and what if i cant?", A),
            ("can i double dip, using the same die symbols to buy a card and also to pay upkeep?", A),
            ("cards with two colours are like hybrid mana? which stack do they go in", A),
            ("social assistance is like a welfare rule in monopoly? who gets it and when", A),
            ("who starts? like the dealer button in poker", A),
            ("the childhood draft works like passing cards in 7 wonders? how does it go", A),
            ("when does the game end, like when the deck runs out in carcassonne?", A),
            ("public life goals are like longest road in catan? if we tie do we both get the points", A),
            ("if i use an event card to buy something, do i get tokens for its symbols like with normal cards? and what about symbols i dont use", A),
            ("can i line up my dice next to the cards i want, like planning a move in chess before committing?", A),
            ("possessions are like victory point cards in catan? how do they score at the end", A),
            ("work cards: can i tuck a new job under the old one like hiding an old job on a resume?", A),
            ("3 players: which childhood cards do we use? like removing cards in love letter for fewer players", A),
            ("if i buy an event card from the track does it go into my stacks or into my hand?", A),
            ("like the secret missions in risk: what life goals are in the life goal deck and what does each one ask for?", U),
            ("like the letters on a boggle die: what are the six symbols on the dice, is there a blank face?", U),
            ("like deeds in monopoly, how many points do possession cards give, whats the highest one?", U),
            ("like poker chips in a set: how many tokens of each symbol come in the box?", U),
        ],
        "es": [
            ("Como en el Yahtzee, en la segunda relanzada ¿puedo volver a tirar un dado que guardé en la primera?", A),
            ("Vale, ¿cómo consigo más dados, como comprar dados en el King of Tokyo?", A),
            ("Si tengo 6 símbolos de mala suerte, ¿pierdo dos cartas, como dos strikes?", A),
            ("¿Las fichas de mala suerte cuentan para la desgracia igual que los dados?", A),
            ("la carta que pierdo por mala suerte la elijo yo o el de al lado, como el ladron del catan?", A),
            ("¿Puedo poner la nueva carta de Relationship debajo de la pila, como guardar una carta para después?", A),
            ("¿Las Possession se apilan igual que las otras? ¿Al final cuentan todas o solo la de arriba?", A),
            ("¿Qué pasa cuando se acaba el mazo de adultez temprana, como cambiar de era en el Through the Ages?", A),
            ("Che, la asistencia social es como un plan del gobierno: ¿puedo tomar una carta con condición especial sin cumplirla?", A),
            ("Si varios cobran la asistencia social a la vez, ¿en qué orden, como los turnos del bingo?", A),
            ("Las cartas de evento usadas, ¿cuentan luego para mi currículum como los caballeros jugados del Catan?", A),
            ("Las cartas de infancia, ¿son como las cartas en mano del UNO o van a la mesa?", A),
            ("El que tiene la bici pierde la carta por mala suerte: ¿deja de empezar, como cuando pierdes el saque en el tenis?", A),
            ("¿Los objetivos de vida son secretos como las misiones del Risk? ¿Cuántos hay a la vista?", A),
            ("¿Cuántos puntos dan 5 cartas de Knowledge? ¿Es como una escalera de puntos?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo? ¿Una por ranura como el equipo en un RPG?", A),
            ("Los símbolos que me sobran de una carta de evento, ¿me los guardo como el vuelto en una tienda?", A),
            ("¿Cuántas cartas hay en el track, como las 5 cartas a la vista del Ticket to Ride?", A),
            ("A cuatro jugadores, ¿cuántas cartas de infancia se reparten? ¿Como repartir una mano de cartas?", A),
            ("¿El final se mira a mitad de ronda o al terminar la ronda, como en el fútbol que se juega hasta el pitido?", A),
            ("Empate: ¿gana el que tiene más cartas en el currículum, como en el Catan el de más puntos?", A),
            ("Disculpe, como cuando uno marca la página de un libro: ¿puedo sacar un poco una carta del track para acordarme de cuál quiero comprar?", A),
            ("La barra roja es como pagar el alquiler cada mes: ¿en qué fase la pago y con qué?", A),
            ("ahorita, en el ejemplo de la asistencia social Eric tiene 3 cartas y Felix 6: ¿por qué cobra Eric, es como un umbral de pobreza?", A),
            ("Vos sabés en qué orden se hace la limpieza del track, como barrer antes de trapear: ¿primero se corren las cartas o primero se reponen?", A),
            ("Como cuando ves el puntaje en la pizarra: en el ejemplo, ¿cuántos puntos se llevan Felix y Julius por Collector y por qué Eric no?", A),
            ("Tío, las cartas del mazo de vejez, ¿traen más mala suerte, como el último nivel de un videojuego que es más difícil?", U),
            ("Che, ¿hay cartas de evento que sirvan para fastidiar a otro jugador, como el caparazón azul del Mario Kart?", U),
            ("Disculpe, ¿cuántas cartas de cada tipo (Health, Knowledge, Relationship...) trae el juego, como los palos de una baraja?", U),
            ("vale, como pagar el alquiler, hay cartas de Work con barra roja? cuales?", U),
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
