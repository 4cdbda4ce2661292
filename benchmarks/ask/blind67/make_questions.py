"""Write the blind67 question files (blind: from the rulebooks only).

Each game file holds 60 questions (30 en, 30 es; in each language 25
answerable and 5 the rulebook does not answer), in a seeded shuffled order.
Expected ids are read from ids.json (question text -> ids) when it exists;
until then every `ids` is empty.
"""

import json
import random
import re
from pathlib import Path

HERE = Path(__file__).parent
NAME_RE = re.compile(r"\b(coming of age|coa|loop|adulthood|cv)\b", re.I)

# (question, answerable)
Q = {}

Q[("coming-of-age", "en")] = [
    ("In the setup, on which space of the VEP track I put my counter? My friend say on zero.", True),
    ("How much frustration tokens take each player at the beginning of coming of age, and the extra ones, we keep them near the board?", True),
    ("Which locations are closed with the Roadblock tiles when we start Coming of Age?", True),
    ("We roll the dice all in the same time or one after the other? Mein Sohn want to wait and see where I go first.", True),
    ("I have two dice on the road and I choose one of them. What I must do with the other die, I take it back just like that?", True),
    ("Is possible in Coming of Age to move my die to a location far away, not the one next to it? How much it costs?", True),
    ("in coa the location 1 and the last open location, they are neighbours or not, for moving the die?", True),
    ("I have three interest tokens on the Pizzeria and this year I go there. How many steps goes my fulfillment counter?", True),
    ("experience space of the location in CoA: I can do the icons in the order I like, or there is a fix order?", True),
    ("My mood counter is already on the last space at right and the location say move it right again. What I become?", True),
    ("When I bounce on the left side, I am obliged to take a frustration token or I can choose something else?", True),
    ("How many trait tiles I can hold in hand in Coming of Age? If eventually I draw a fifth one, what happens?", True),
    ("For place my mimic trait token on the tile of my friend, what I need exactly? I want to control if I can.", True),
    ("Bus arrive to a location where I have my die and also my presence. I can take the bus stop bonus and also the friendship with the other player who have presence there?", True),
    ("character token is on level 4 of my friendship track, a normal friendship bonus can move him to level 5?", True),
    ("If I pay three motivation tokens of same colour for the memory in Coming of Age, how many VEP I receive in total?", True),
    ("This location accept willpower. I pay 4 willpower for the memory, I get same VEP like with motivation token?", True),
    ("After me another player want the same memory card at the same stop. Is still possible for him, or the card is already gone?", True),
    ("I have already used all my 4 character tokens for presences. I can still make a new presence in other location?", True),
    ("I spent 2 orange motivation tokens for the memory. My orange counter go back 2 steps or 4 steps?", True),
    ("When a round is finished in Coming of Age, which new things arrive? tracks, dice, locations...?", True),
    ("End of game: I have 2 frustration tokens still on the right side, not overcome. How much this costs me?", True),
    ("I played only 2 trait tiles in the whole game. How many goal tiles I can score at the end?", True),
    ("We finish coming of age with the same VEP, who is winning?", True),
    ("solo against Rob Bot: what Rob does in the first phase, he put the dice on the road like us?", True),
    ("We made the final scoring and divided the leftover tokens by 2, not by 3, and already announced the winner. We must count again or the result stays?", False),
    ("Since three turns a player overcome his frustrations paying only 3 willpower, not 4. We noticed now. What we do with his tokens?", False),
    ("In solo, for three turns Rob moved on his fulfillment track space by space and took also the non-VEP bonuses, we forgot he skips them. How we correct it now?", False),
    ("Two player variant of Coming of Age: I can put one of my own trait tiles from hand into the neutral row, so there are 5 tiles?", False),
    ("At setup we revealed memory cards on all 10 locations, also under the roadblocks. Now in round 2 the roadblock of 5 and 6 goes away, the old cards stay there or we take new ones?", False),
]

Q[("coming-of-age", "es")] = [
    ("Eu tengo que poner los dos Contadores de Estado de Ánimo al principio, en qué casilla? En el centro o al inicio del Registro de Ánimo?", True),
    ("¿Cuántas Fichas de Interés y cuántas Cartas de Padres recibe cada jugador al empezar Coming of Age?", True),
    ("la Fuerza de Voluntad se acaba? en la caja hay poquitas fichas y nosotros estamos cuatro", True),
    ("Quiero cambiar de ubicación pero todos mis Registros de Ánimo disponibles ya tienen una Ficha de Frustración en un extremo. ¿Puedo igual cambiar?", True),
    ("¿Cuántas Fichas de Recuerdo puedo usar en un turno y cuándo, antes o después del espacio de experiencia?", True),
    ("qué hace exactamente una Ficha de Recuerdo en CoA? solamente mover un contador a la derecha?", True),
    ("¿Cómo se supera una Ficha de Frustración? Mi amigo dice que se paga con 3 de Fuerza de Voluntad y ya.", True),
    ("Reboto a la izquierda en Coming of Age y ya tengo la Ficha de Frustración superada en el extremo izquierdo de ese Registro. ¿Qué pasa con ella?", True),
    ("¿Para qué sirve tener una Presencia en una ubicación de CoA si después yo no tengo dado ahí? No es muy claro para mí", True),
    ("Si no tengo Fichas de Motivación y no quiero Presencia, ¿estoy obligado de jugar una Carta de Padres? y después robo otra?", True),
    ("Los dados que ficam en la ubicación después que pasa el autobús, vuelven conmigo o se quitan?", True),
    ("¿En qué orden para el autobús? Empieza por la izquierda o por la ubicación que tiene más dados?", True),
    ("Al final del año en Coming of Age, ¿se reponen las cartas de Recuerdo? ¿Y qué se hace con las losetas de parada de autobús?", True),
    ("¿Qué dados se reciben en la ronda 3 de CoA y cuántos turnos tiene esta ronda?", True),
    ("Antes de contar los puntos finales, ¿se puede hacer algo todavía con las Fichas de Recuerdo que no usé?", True),
    ("las fichas que me sobran al final (Fuerza de Voluntad, Motivación y Recuerdo) valen algo o no?", True),
    ("Somos 2 en CoA. ¿Cómo se prepara la fila de Fichas de Rasgo neutrales y qué necesito para poner un Rasgo Mimético allí?", True),
    ("en el modo solitario, Rob usa Contadores de Estado de Ánimo o Fichas de Frustración como nosotros?", True),
    ("cuando Rob avanza en su Contador de Realización Personal, ¿para en todas las casillas como yo?", True),
    ("Rob tiene un dado en la parada del autobús, ¿qué hace en el paso B? gasta sus Fichas de Motivación de verdad?", True),
    ("es muy difícil ganar a Rob en CoA, ¿hay una forma oficial de bajarle el nivel?", True),
    ("Los objetivos de tipo A en Coming of Age, si estoy empatado con otro jugador en la mayoría, ¿lo cumplo o no?", True),
    ("¿Puedo poner un Rasgo Mimético sobre el mismo rasgo dos veces, en dos jugadores distintos?", True),
    ("para jugar una Ficha de Rasgo, el requisito tiene que seguir cumpliéndose hasta el final de la partida?", True),
    ("conocí un personaje nuevo en la parada del autobús. ¿Dónde lo pongo en mi Registro de Amistad y me da algo?", True),
    ("En Coming of Age repartimos 5 Fichas de Interés a cada uno y no 7, lo vimos en la ronda 3. ¿Ahora le damos las 2 que faltan o seguimos así?", False),
    ("Durante dos turnos, cuando cambiábamos de ubicación, pusimos la Ficha de Frustración en el extremo izquierdo, como ya superada. ¿Cómo se arregla ahora?", False),
    ("Jugando solo le dimos a Rob una de las Fichas de Rasgo iniciales de reverso azul en vez de una al azar del montón. ¿Hay que cambiarla a mitad de partida?", False),
    ("Un jugador puso 5 Fichas de Personaje en su reserva personal (no 4) y ya tiene 5 Presencias en el tablero. ¿Le quitamos una? ¿Cuál?", False),
    ("¿De qué tipo de Ficha de Motivación es el rasgo Cheerful y de cuál el Brilliant? En la regla solo pone 'del tipo indicado'.", False),
]

Q[("loop", "en")] = [
    ("How many MATERIAL sets we must remove when we play LOOP with 3 persons?", True),
    ("We are three. How many FAVOUR receives the player who sits third, it depends of the seat?", True),
    ("Who begins the game? In my country we don't use dollar, so is difficult to say...", True),
    ("At start of my turn I have already 5 FAVOUR in the hand. I can draw one more?", True),
    ("In LOOP is allowed to pass the turn when I don't want to do nothing?", True),
    ("I want to WORK but my HAPPINESS is at 0. What happen in basic mode?", True),
    ("when I BUY a material, the QUALITY of it, who decide it?", True),
    ("ACTIVITY with two same colour: I can take 2 QUALITY from only one MATERIAL? wo shi new player", True),
    ("My material goes to QUALITY 0. Where it goes now?", True),
    ("I complete the 4th ACTIVITY but there are only 3 places. What I do actually?", True),
    ("My GOAL is complete but I want to keep it secret for later, is it allowed in loop?", True),
    ("The same ACTIVITY can count for two different GOAL?", True),
    ("CURIOSITY goal, what it means exactly?", True),
    ("When I can play FAVOUR cards in LOOP, only before my action?", True),
    ("I accept a SHARE, how much REPUTATION I become?", True),
    ("Somebody play me ACQUIRE and I don't want it. How I can refuse it in loop?", True),
    ("We made a deal, he promised to give me a material next turn and then he don't do it. He is obliged?", True),
    ("I spend REPUTATION when I BUY, what I get exactly for it?", True),
    ("In loop competitive, when exactly I must draw an EVENT card?", True),
    ("The IMMEDIATE EVENT in LOOP, who resolve it first?", True),
    ("How I apply for a CREDIT CARD and what I receive?", True),
    ("The game finish in the moment somebody arrive to HAPPINESS 12? Eventually the others play again?", True),
    ("Cooperative LOOP: when we win together?", True),
    ("LOOP solo mode, what is this burning of MATERIAL, when I do it?", True),
    ("the Tycoon when he WORK, how many COIN he takes?", True),
    ("For few turns we took 2 QUALITY from one MATERIAL when ACTIVITY had two same colour. Now we know is wrong. We must give back something?", False),
    ("A player went from HAPPINESS 4 to 10 three times in this loop game and every time drew only one EVENT. How we correct it now?", False),
    ("At setup we forgot to put the 1 set of MATERIAL face-up around DEPLETION, all went in the deck. We are at half game, what we do?", False),
    ("Since several turns we had two CONTINUOUS EVENT active at same time, we applied both. We noticed just now, how to fix?", False),
    ("I forgot to PAYOFF my CREDIT CARD in my last two turns. Now I must pay double or what happens?", False),
]

Q[("loop", "es")] = [
    ("¿Con cuánta HAPPINESS empieza el becario (INTERN) y con cuánta las otras CAREER en LOOP?", True),
    ("eu não entendi: el token de HAPPINESS tiene dos lados, ¿cuál lado uso yo?", True),
    ("¿Qué recibo al principio, COIN y MATERIAL? y de qué QUALITY es el MATERIAL?", True),
    ("se acaba el mazo de FAVOUR, ¿qué hacemos ahora? es muy importante para nosotros porque está la primera vez", True),
    ("¿Cuántos MATERIAL posso comprar en un turno de LOOP y cuánto cuesta cada uno?", True),
    ("¿Cuántas ACTIVITY puedo hacer CONSUME en un turno? Y da HAPPINESS cada una?", True),
    ("qué quiere decir PROPERTY y cuántas hay en loop?", True),
    ("la GOAL HOBBY, cómo se cumple?", True),
    ("¿Cuánta REPUTATION puedo tener como máximo en LOOP? Y si ya estoy al máximo, puedo aceptar FAVOUR igual?", True),
    ("Cuando rechazo un FAVOUR, ¿a dónde va la carta? ¿se queda en mi mano? allora no entiendo", True),
    ("Con REPUTATION en el turno de WORK, ¿qué gano yo?", True),
    ("¿Puedo gastar una sola REPUTATION para tener una HAPPINESS en LOOP? Es muy caro si no", True),
    ("al final del turno, ¿se rellenan las cartas del tablero? y si el mazo de ACTIVITY está vacío?", True),
    ("qué pasa cuando sale la DEPLETION? el que la saca pierde algo?", True),
    ("Empate en el modo básico de loop, ¿quién gana?", True),
    ("el FAVOUR RECYCLE, ¿de dónde saco el MATERIAL y cuánto pago?", True),
    ("RESELL: ¿posso jugarlo a un jugador que no tiene dinero suficiente? o no?", True),
    ("¿Cuántas CAREER se reparte a cada uno en el modo competitivo de LOOP? ¿Y puedo jugar de becario igual?", True),
    ("Tengo 3 EVENT boca abajo al lado de mi CAREER. ¿Cuándo los activo?", True),
    ("¿Cuánto tengo que pagar de la CREDIT CARD cada turno, y cuándo está pagada?", True),
    ("al final de la partida tengo una CREDIT CARD sin pagar. ¿Qué pierdo?", True),
    ("tengo 7 MATERIAL en mi LANDFILL, ¿cuánta HAPPINESS pierdo al final en LOOP competitivo?", True),
    ("en el cooperativo, ¿los FAVOUR se juegan a otro jugador? ¿y cuándo los recupero?", True),
    ("¿Cuántas GOAL recibo en LOOP solitario y qué FAVOUR se usa?", True),
    ("El Lawyer, ¿puede rechazar un FAVOUR que no es para él?", True),
    ("Jugando solo en LOOP, la DEPLETION salió cuando quemé el MATERIAL al final del turno y me quité 1 HAPPINESS. Ya terminamos, ¿cambia el resultado?", False),
    ("Durante dos rondas nos olvidamos de sumar la HAPPINESS de cada ACTIVITY completada. ¿Se puede sumar ahora todo junto?", False),
    ("En el cooperativo, al hacer WORK no recuperamos los FAVOUR jugados, varias veces. ¿Los recuperamos todos ahora o se pierden?", False),
    ("En el competitivo repartimos 3 CAREER a cada uno en vez de 2 y ya elegimos. ¿Hay que repetir o se queda así?", False),
    ("La campaña de historia, ¿tiene un final? ¿Se puede perder la campaña entera?", False),
]

Q[("adulthood", "en")] = [
    ("At setup, what receive every player? My friend say 10 time meeples each.", True),
    ("Where we put the two score markers at the beginning of adulthood?", True),
    ("We got 2 Career cards each, we keep both of them?", True),
    ("Who starts in Adulthood? The youngest one?", True),
    ("The upper action in Career, how it works when I don't have a Career card there?", True),
    ("Donate: what I pay and what I receive? Sorry my english, I am from Brazil", True),
    ("The Meditate action in adulthood, for what it is good?", True),
    ("In adulthood I can use energy like a time meeple?", True),
    ("I can use the Leisure upper spot two times in same turn if I have 4 time?", True),
    ("After I placed my time, can I add still one more action later in the turn? Actually I have 2 energy free.", True),
    ("In the market the card at left side, it costs something?", True),
    ("The card on the right end of the market, how much I must pay for it?", True),
    ("I played a Wellness card this turn. Can I use its action already now?", True),
    ("I play a new Leisure card but I have already one there. The old one goes where?", True),
    ("When the score markers of somebody cross, the game finish immediately in Adulthood?", True),
    ("What happen when I pass the Grown-Up space on the track?", True),
    ("I passed a Life Event space on the track, when I resolve the card?", True),
    ("The green bar on a card with a Grown Up icon, what it means?", True),
    ("How I get promoted in my Career in Adulthood?", True),
    ("I married and then I play a new Partner. I stay married?", True),
    ("At the end I have 4 Family icons. How many happy this gives me?", True),
    ("My Values card have a heart. How I get the 4 impact?", True),
    ("If my marker goes past the end of the track in adulthood, what happens?", True),
    ("adulthood solo: how many cards are in the market and it refills during the round?", True),
    ("Solo mode, when the game ends and how I win?", True),
    ("At final scoring we gave 1 happy for every icon in sets of 3 or more, so 3 Family gave 3 happy. Winner already written. We must recount in Adulthood?", False),
    ("When the markers of my wife crossed we stopped the game at once, the last two players didn't play their turns. Is the result valid?", False),
    ("One player passed the end of the Impact track but we forgot to add the 25 and wrote his score. Can we correct after?", False),
    ("Two rounds ago I played Overseas Vacation but I forgot to move my Happiness 3 spaces. Can I take them now?", False),
    ("Is Adulthood playable for a colour-blind person, the player colours and icons?", False),
]

Q[("adulthood", "es")] = [
    ("¿Cuántas cartas hay en el mercado al empezar una partida normal de Adulthood?", True),
    ("El dinero y la energía que se tiene al inicio, ¿cuánto es?", True),
    ("No entiendo los Values de Adulthood: ¿cuántos tengo y cuáles puedo mirar yo?", True),
    ("¿La acción de Interview para qué sirve si todavía no soy Grown Up?", True),
    ("La acción Date de Adulthood, ¿cuánto cuesta y qué me da? Estoy confuso con la regla", True),
    ("El espacio de Wellness de arriba, ¿qué hace antes de tener una carta encima? yo tengo que pagar o no?", True),
    ("¿Puedo usar las dos acciones de Community (la de arriba y Donate) en el mismo turno?", True),
    ("en el primer turno de Adulthood, ¿juego primero la Career que tengo en la mano o activo las acciones?", True),
    ("En el paso 3, ¿tengo que tomar la carta del mercado antes de jugar cartas de la mano?", True),
    ("cuando juego una carta de Experience, dónde la pongo después?", True),
    ("¿Cuántos Resources y Traits puedo tener al lado del tablero?", True),
    ("Al final de mi turno, ¿qué hago con el mercado?", True),
    ("La Happiness se mueve hacia la izquierda o hacia la derecha en el track de Adulthood?", True),
    ("mi amiga dice que con las fichas de Unhappiness el marcador va para atrás durante la partida, es así?", True),
    ("¿Qué significa el icono de Life blanco y negro en la barra verde del coste?", True),
    ("La carta Marathon tiene una caja blanca en el coste, qué quiere decir eso?", True),
    ("¿Cuántas cartas de Partner puedo tener activas al mismo tiempo? Is it one?", True),
    ("Para casarme con mi Partner en Adulthood, ¿qué tengo que pagar?", True),
    ("después de ser Promoted, ¿puedo seguir usando la primera acción de la Career?", True),
    ("Las fichas de Unhappiness y Negative Impact, ¿cuándo cuentan y cómo?", True),
    ("¿Puedo usar el icono de la misma carta Career para el requisito de su ascenso?", True),
    ("Empate al final en Adulthood, ¿quién gana?", True),
    ("En solitario, ¿cuánto cuestan la segunda y la tercera carta del mercado?", True),
    ("En el modo solo de Adulthood, ¿para qué sirve Meditate?", True),
    ("¿Cómo se gana en solitario? ¿Hay que completar el Achievement?", True),
    ("En la puntuación final le dimos a un jugador los 4 de impact del corazón completo, pero su Partner no estaba Married. Ya lo anotamos, ¿se quita?", False),
    ("Jugando Adulthood en solitario se nos olvidó sacar la Life Event al final de una ronda. ¿Ahora sacamos dos juntas o la partida dura una ronda más?", False),
    ("En la cuenta final movimos el marcador de Impact hacia atrás por las fichas de Unhappiness, no el de Happiness. ¿Se puede arreglar si ya guardamos el juego?", False),
    ("Las cartas de Partner, ¿hay hombres y mujeres o son neutros? Mi novia pregunta.", False),
    ("¿Cuál es la puntuación máxima posible en Adulthood?", False),
]

Q[("cv", "en")] = [
    ("How many dice there are in the box and how many I throw in the beginning of my turn?", True),
    ("How many times I can throw again the dice in CV? All of them?", True),
    ("the dice with bad luck symbol, I can throw them again?", True),
    ("Maximum how much dice a player can have in CV?", True),
    ("How many cards I can take from the track in one turn of CV?", True),
    ("I have 3 good luck symbols, what I can do with them in cv?", True),
    ("I used an event card to help buying. The symbols I didn't use, I keep them as token?", True),
    ("What means the red slash on a card of CV?", True),
    ("A card have titles with two colours. Where I put it?", True),
    ("I have 3 bad luck from dice and tokens together. What happens to me?", True),
    ("New Knowledge card, I must put it on top of the stack?", True),
    ("And a new Work card, can I put it under the old Work card? ja oder nein", True),
    ("only the top card of the stack is working or all of them?", True),
    ("My tokens: I had a money token last turn and I get again this turn, they sum up?", True),
    ("After my turn, how the track is refilled?", True),
    ("End of round: a card is thrown away from the track? Which one and when?", True),
    ("Playing CV with two persons, something is different in the cleanup?", True),
    ("Social assistance in CV, what is it and who can get it?", True),
    ("Two players need social assistance in the same moment, who takes first?", True),
    ("When the game is finish? We are playing since two hours", True),
    ("How much points I get for 4 health cards?", True),
    ("Public life goals: if two players are equal, who takes the points?", True),
    ("Tie in total points, who wins in CV?", True),
    ("In 2 player game how we prepare the childhood cards?", True),
    ("Who starts the game of cv and what is the bicycle token for?", True),
    ("My cousin had 3 bad luck and we let him discard a card from the track, not from his own cards. This was two rounds ago. What we do now?", False),
    ("By mistake I put a Possession card in my Health stack, it covered my active Health card for 3 rounds. How we correct this in CV?", False),
    ("For two rounds at the end of the round we discarded the rightmost card of the track, not the leftmost. It changes something now?", False),
    ("The life goal cards, they are double-sided, one side for public and one for secret?", False),
    ("The rulebook finish with 'Continue Reading'. There are more rules or a FAQ somewhere?", False),
]

Q[("cv", "es")] = [
    ("¿Cuántas cartas de infancia recibe cada uno cuando somos 4 en CV?", True),
    ("¿Cómo se hace el reparto de las cartas de infancia? ¿Se pasan a la derecha?", True),
    ("¿Cuántos objetivos de vida públicos se ponen en la mesa si somos 3 en CV?", True),
    ("¿Cuántas cartas se ponen en la pista al principio y de qué mazo salen?", True),
    ("¿Cuántos tipos de cartas hay en CV?", True),
    ("las cartas de evento, cuándo se pueden jugar y qué pasa con ellas después?", True),
    ("Para las cartas de Possession, ¿normalmente qué se necesita?", True),
    ("¿Para qué sirven las cartas de Health en CV?", True),
    ("Las cartas de Relationship, ¿qué suelen dar? Prendo sempre estas cartas", True),
    ("Knowledge cards, para qué son buenas? Estoy aprendiendo el CV", True),
    ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", True),
    ("¿Puedo usar los dados que ya usé para comprar para pagar también el coste de la barra roja?", True),
    ("¿En qué fase del turno se realiza el pago del coste de la barra roja?", True),
    ("¿Puedo poner mis dados al lado de las cartas para pensar antes de comprar?", True),
    ("¿Se puede tener dos cartas activas del mismo tipo? Eu acho que no", True),
    ("Las cartas de evento que compro, ¿van a la mesa con las otras o a la mano?", True),
    ("Cuando se acaba el mazo de juventud, ¿de qué mazo salen las cartas?", True),
    ("ayuda social: el jugador que la recibe, ¿tiene que pagar el coste de la carta?", True),
    ("¿cuándo un jugador tiene derecho a la ayuda social en CV?", True),
    ("¿Cómo se cuentan los puntos al final de CV? ¿Qué se cuenta primero?", True),
    ("Con 5 cartas de Knowledge, ¿cuántos puntos son en CV?", True),
    ("¿El objetivo de vida secreto se enseña al final a todos?", True),
    ("¿El jugador con la bicicleta empieza solo la primera ronda de CV o todas las rondas?", True),
    ("Con 3 jugadores, ¿cuántas cartas de infancia se mezclan?", True),
    ("Si pierdo la carta de la bicicleta durante la partida, ¿quién empieza la ronda?", True),
    ("Un jugador tuvo 3 de mala suerte y descartó la carta de abajo de su montón, no la de arriba. Fue hace dos rondas, ¿qué hacemos?", False),
    ("Mi primo compraba cartas normales (no de evento) y se las guardaba en la mano, y las ponía en su CV más tarde, durante varias rondas. ¿Cómo se arregla?", False),
    ("Durante dos rondas, cuando alguien tenía 3 de mala suerte, el jugador de su izquierda elegía la carta activa que perdía. ¿Eso cambia algo ahora?", False),
    ("¿Por qué en el empate gana el que tiene MENOS cartas? Me parece raro, ¿hay una explicación?", False),
    ("Se nos cayó el mazo de mediana edad y vimos varias cartas. ¿Hay que barajar otra vez o seguimos?", False),
]

SEEDS = {"coming-of-age": 6701, "loop": 6702, "adulthood": 6703, "cv": 6704}


def toml_str(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text()) if ids_path.exists() else {}
    for game, seed in SEEDS.items():
        rows = []
        for lang in ("en", "es"):
            qs = Q[(game, lang)]
            assert len(qs) == 30, (game, lang, len(qs))
            assert sum(1 for _, a in qs if not a) == 5, (game, lang)
            for q, a in qs:
                rows.append((q, lang, a))
        random.Random(seed).shuffle(rows)
        out = []
        for q, lang, a in rows:
            got = ids.get(q, []) if a else []
            out.append("[[questions]]")
            out.append(f"q = {toml_str(q)}")
            out.append(f'lang = "{lang}"')
            out.append(f'game = "{game}"')
            out.append(f"names_game = {'true' if NAME_RE.search(q) else 'false'}")
            out.append(f"answerable = {'true' if a else 'false'}")
            if got:
                out.append("ids = [")
                out.extend(f"    {toml_str(i)}," for i in got)
                out.append("]")
            else:
                out.append("ids = []")
            out.append("")
        (HERE / f"{game}.toml").write_text("\n".join(out))


if __name__ == "__main__":
    main()
