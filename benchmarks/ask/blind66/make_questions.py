"""Write the blind66 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind66/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 6601-6604), so the
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
SEEDS = {"coming-of-age": 6601, "loop": 6602, "adulthood": 6603, "cv": 6604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}

# (question, answerable)
Q = {
    "coming-of-age": {
        "en": [
            ("I want play Coming of Age first alone against the Rob Bot. How many Character Tokens Rob gets at the start?", True),
            ("in solo which Goal Tiles I take? is different from normal game no?", True),
            ("rob bot also rolls dice? where he put them, he has not mood tracks", True),
            ("Rob has no more Interest Tokens in his supply but he rolled 3 dice, what happen?", True),
            ("why I put a Frustration Token on the personal fulfillment track of Rob at set up? he dont use frustration", True),
            ("At the end of a solo game, Rob scores the trait tiles in his pile? and his motivation tokens count for something?", True),
            ("in coming of age for 2 players, what is this row of 4 traits between us and how we mimic them?", True),
            ("What is the Roadblock tile for in Coming of Age, and on which locations I put them in the set up?", True),
            ("the 4 tiles with blue back, the starting traits, what I do with them at set-up?", True),
            ("how many VEP every player has at the start of coming of age? zero like in most of games?", True),
            ("Which two mood tracks are open at the beginning and where go the counters?", True),
            ("In what order come the dice? round 1 the four-sided, and after?", True),
            ("My friend says we choose the location one after the other like in Catan, is this correct in coming of age?", True),
            ("I rolled a 3 and a 3. Both dice go to the road of location 3? And the die I dont choose, it gives me something?", True),
            ("Can I move my die to other location if I dont like the number? it costs something?", True),
            ("is location 1 adjacent of the last open location, like a circle?", True),
            ("how I remove a frustration token in coming of age? it stays all the game?", True),
            ("What happens when a mood counter is already in the last space on the right and I have to move it again to the right?", True),
            ("CoA memory tokens: there is 3 different, what does each one? when I can use them?", True),
            ("how many trait tiles I can have in my hand? I just drew the fifth one", True),
            ("what is the Intimacy Bonus? why I cannot move my friend from the level 4 to the level 5?", True),
            ("In coming of age the bus stops on which locations? on all of them like a tour?", True),
            ("If I spend 3 motivation tokens of the same colour for a memory card, how much VEP I win?", True),
            ("At the end of the year the bus stop tiles move, in which sense?", True),
            ("How is the final scoring in coming of age, what do we count at the end?", True),
            ("Playing Coming of Age solo, I forgot that Rob places a Presence when his die is at the location. For two rounds he had zero Presences on the board. How I fix it now?", False),
            ("For many turns we put the new friends on level 1 of the friendship track, not level 0. We noticed now in round 3, what we do?", False),
            ("Each time my counter arrived on the rightmost space I took its bonus like an immediate bonus, all the first rounds. Is there a rule for repair this?", False),
            ("To play with my son of 8 years, can Rob Bot start with zero Character Tokens, even more easy than with one?", False),
            ("is there some story booklet or texts to read aloud each year, like a storybook game? the box has the characters with names", False),
        ],
        "es": [
            ("Vale, juego en solitario contra Rob Bot: cuando el autobús para donde estamos los dos, ¿quién resuelve primero?", True),
            ("¿Cómo decide Rob qué dado pone en una localización? ¿Va a la misma que yo?", True),
            ("Tío, si la Parada de Autobús muestra un personaje, ¿qué hace Rob con la amistad?", True),
            ("¿Rob Bot gana Fichas de Motivación? ¿Puede coger de las que todavía no están disponibles?", True),
            ("En Coming of Age en solitario, ¿qué pasa con la Carta de Recuerdo si la conseguimos Rob y yo en el mismo turno?", True),
            ("¿Me lo explicas? ¿Qué es una Presencia y cuántas puedo poner en toda la partida?", True),
            ("¿Y si no puedo pagar ni el Recuerdo ni la Presencia cuando para el autobús?", True),
            ("¿Cuántas Cartas de Padres tengo que tener en la mano en Coming of Age?", True),
            ("¿Con cuántas Fichas de Frustración empieza cada jugador en Coming of Age?", True),
            ("¿Puedo poner dos Fichas de Frustración en el mismo Registro de Ánimo para moverme más lejos?", True),
            ("Cuando gasto Fichas de Motivación para un Recuerdo, ¿le pasa algo a mi Contador de Estado de Ánimo?", True),
            ("Si tengo que mover un contador a la izquierda y ya está en la última casilla, ¿qué pasa?", True),
            ("En CoA, ¿cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida?", True),
            ("¿Qué necesito para poner un Rasgo Mimético sobre el Rasgo de otro jugador?", True),
            ("Al acabar una ronda en Coming of Age, ¿qué se desbloquea?", True),
            ("¿En qué ronda se abren las dos últimas localizaciones?", True),
            ("¿Cuántos VEP da cada Ficha de Objetivo al final y cuántas puedo jugar?", True),
            ("Oye, las fichas que me sobran al final (Fuerza de Voluntad, Motivación, Recuerdos), ¿puntúan algo?", True),
            ("Si empatamos a VEP en Coming of Age, ¿quién gana?", True),
            ("Los Objetivos de tipo A de Coming of Age van de mayorías: si empato con otro, ¿lo cumplo o no?", True),
            ("¿Qué hace la Bonificación de Amistad si ese personaje todavía no está en mi Registro de Amistad?", True),
            ("Cuando para el autobús y tengo dado y Presencia allí, ¿puedo coger la Parada y además la amistad del otro jugador?", True),
            ("¿Para qué sirve la Fuerza de Voluntad en Coming of Age? ¿Se puede acabar la reserva?", True),
            ("Si tengo Fichas de Interés en la localización a la que voy, ¿qué pasa con ellas?", True),
            ("En la variante de 2 jugadores de Coming of Age, ¿qué nivel de amistad necesito para mimetizar el tercer Rasgo de la fila?", True),
            ("En la preparación pusimos Cartas de Recuerdo en las 10 localizaciones, también debajo de los bloqueos, y nos hemos dado cuenta en la ronda 2. ¿Qué hacemos con ellas?", False),
            ("Jugando contra Rob, cada vez que puntuaba un Recuerdo le quitábamos sus Fichas de Motivación como si las gastara. Lo hemos visto en la ronda 3, ¿cómo lo arreglo?", False),
            ("¿Qué me recomiendas para aprender Coming of Age sola en casa, empezar contra Rob Bot o con la variante de 2 jugadores llevando yo las dos manos?", False),
            ("¿Viene alguna carta de ayuda con los pasos de Rob Bot para no tener que mirar el reglamento cada turno?", False),
            ("Mi colega avanzaba su Contador de Realización Personal también con las Fichas de Interés de los demás en la localización. Llevamos cuatro turnos así, ¿cómo lo corregimos?", False),
        ],
    },
    "loop": {
        "en": [
            ("I want try the solo mode first. Which FAVOUR cards I use, the blue ones?", True),
            ("in solo, at the end of each my turn i must flip a MATERIAL from the deck? why is that", True),
            ("solo loop: how many GOAL cards I start with?", True),
            ("how I win the solo mode of loop? there is no other players", True),
            ("what does RENEW in loop? i dont find it in the normal favours", True),
            ("In solo, when I play a FAVOUR where it goes, and how I take it back?", True),
            ("The rulebook say knowing Competitive Mode is required for solo. What Competitive adds to the basic game?", True),
            ("the LOOP logo on the WORK AREA, is the place for the coins?", True),
            ("with 2 players how many sets of MATERIAL I remove before the set up?", True),
            ("what means QUALITY and how I see it on the card?", True),
            ("In LOOP can I buy like 5 MATERIAL in one turn if I have enough money?", True),
            ("can I pass my turn if I dont want to make nothing?", True),
            ("I have 0 HAPPINESS and I want WORK, what happens?", True),
            ("To CONSUME an ACTIVITY with two times the same colour, I can take 2 QUALITY from one MATERIAL?", True),
            ("How many ACTIVITY I can keep in my AREA? and if I complete a 4th?", True),
            ("My GOAL needs 2 HOUSE and 2 GROUP. The ACTIVITY are used up when I do the goal, or I can use them again for another?", True),
            ("what is the HOBBY goal and the CURIOSITY? they are different from the others", True),
            ("somebody plays me an ACQUIRE. I can say no?", True),
            ("how much REPUTATION I receive when I accept a SHARE? and a RECYCLE?", True),
            ("what can I do with REPUTATION? it is like money?", True),
            ("When finish a game of loop? is it a number of rounds, or points like 10 in Catan?", True),
            ("tie in loop basic mode, who wins?", True),
            ("When I draw an EVENT card in competitive LOOP, and when it happens?", True),
            ("What is a CREDIT CARD in loop and how I pay it back?", True),
            ("in cooperative everybody must arrive to what to win? and we can show our cards?", True),
            ("Solo mode: I took back my played blue FAVOUR in my hand at the start of every turn, not only when WORK. Like 6 turns. What I do now?", False),
            ("we applied for CREDIT CARD three times but took only the 4 COIN, never the MATERIAL gift. How we correct it at the middle of the game?", False),
            ("my HAPPINESS jumped over 2 zones two times and I drew only 1 EVENT each time. is there a rule to fix this late?", False),
            ("in solo can i look in the discard pile of the burnt MATERIAL, to count what is still coming?", False),
            ("Solo loop: I reached HAPPINESS 12 but I continued playing until the DEPLETION. My result still counts or what?", False),
        ],
        "es": [
            ("Vale, empiezo con el becario (INTERN). ¿Con cuánta HAPPINESS empieza y qué recursos tiene?", True),
            ("¿Quién empieza en LOOP? He leído algo de gastar 100 dólares, ¿me lo explicas?", True),
            ("Con 3 jugadores, ¿cuántas FAVOUR le tocan al segundo jugador al empezar?", True),
            ("Al principio de mi turno, ¿robo una FAVOUR siempre?", True),
            ("¿Qué pasa cuando una MATERIAL llega a QUALITY 0?", True),
            ("¿Cuánta HAPPINESS gano en LOOP por cada ACTIVITY que completo?", True),
            ("¿Puedo jugar FAVOUR cuando quiera o solo en mi turno? ¿Cuántas?", True),
            ("Oye, los tratos entre jugadores, ¿obligan? Le prometí algo a mi colega y ahora no me mola", True),
            ("¿Cuándo se rellenan las cartas del tablero en LOOP?", True),
            ("¿Qué es el DEPLETION en LOOP y quién pierde HAPPINESS?", True),
            ("¿Qué hace la FAVOUR BARTER en LOOP? ¿Me devuelven la diferencia?", True),
            ("¿Puedo hacer RECYCLE de mi propio LANDFILL?", True),
            ("¿Cómo funciona SHARE si al final no uso la MATERIAL del otro?", True),
            ("En el modo competitivo de LOOP, ¿cómo se elige la CAREER?", True),
            ("¿Qué diferencia hay entre un EVENT CONTINUOUS y uno IMMEDIATE?", True),
            ("Si se me activan dos EVENT CONTINUOUS a la vez, ¿cuál vale?", True),
            ("¿Qué es el LANDFILL Penalty y cuándo se aplica?", True),
            ("¿Cuánta HAPPINESS se pierde al final por cada CREDIT CARD sin pagar?", True),
            ("En el cooperativo de LOOP, ¿se puede hacer REJECT de una FAVOUR?", True),
            ("En cooperativo, ¿cuándo se quema una MATERIAL del mazo?", True),
            ("¿Qué CAREER no se pueden usar en solitario en LOOP?", True),
            ("Mola el Chef de LOOP, ¿qué hace su habilidad exactamente?", True),
            ("¿Qué hace el EVENT Skinner Box?", True),
            ("¿Cómo cobra el Tycoon cuando hace WORK?", True),
            ("En solitario, ¿qué hace la ACQUIRE azul? ¿A quién le pago?", True),
            ("En solitario ponía la MATERIAL quemada en el LANDFILL central en vez del descarte, y luego la recuperaba con RENEW. ¿Cómo lo arreglo a mitad de partida?", False),
            ("Tío, llevamos varias rondas haciendo CONSUME de ACTIVITY con dos colores iguales quitando 2 de QUALITY a una sola MATERIAL. ¿Qué hacemos ahora?", False),
            ("Hemos jugado toda la partida cobrando el SALARY sin perder HAPPINESS al hacer WORK. ¿Cómo se corrige al final?", False),
            ("Nos olvidamos de hacer PAYOFF de las CREDIT CARD durante cuatro turnos. ¿Hay que pagarlo todo de golpe o qué?", False),
            ("¿En LOOP se puede cambiar de modo a mitad de partida, por ejemplo pasar del básico al competitivo si nos aburrimos?", False),
        ],
    },
    "adulthood": {
        "en": [
            ("I try first the solo mode. What changes in the set up for solo in adulthood?", True),
            ("what is the Achievement card of solo, and how I choose it?", True),
            ("solo: how much costs a card from the market? the first one is free?", True),
            ("When finish the solo game?", True),
            ("In solo, I take a Life Event when I pass the life event spaces on the track?", True),
            ("how I win alone in adulthood? there is a score to reach?", True),
            ("Meditate in the solo of adulthood, what does it do? I have no values", True),
            ("in solo, when the market receive new cards?", True),
            ("How many time meeples each player takes at the start of adulthood?", True),
            ("what I receive at the set up: money, energy, cards?", True),
            ("where go the two score markers, both on the same side of the board?", True),
            ("Who begins in adulthood? the youngest like in many games?", True),
            ("Adulthood is worker placement like Agricola? the other players can block my spots?", True),
            ("energy tokens I can use them like time meeples?", True),
            ("what is the spot with 4 time on career? it gives only 1 money?", True),
            ("How I become Grown Up in adulthood?", True),
            ("What happens when I pass a Life Event icon on the scoring track?", True),
            ("in the market the card at left is free and gives energy? and the cards at right cost what?", True),
            ("I played a Leisure card this turn. I can put time on it now?", True),
            ("what happens with my old Community card when I play a new one?", True),
            ("The green bar on the cards, what is it for?", True),
            ("how I get married with my partner?", True),
            ("What do the Unhappiness tokens at the end of adulthood?", True),
            ("end of the game: when it starts, and who plays again after?", True),
            ("what is a complete heart in adulthood? I read it in the scoring", True),
            ("Solo: I drew the Life Event at the start of each round and not at the end, for 4 rounds. How I repair this?", False),
            ("We played a Community card on top of the lower Donate spot, covering it, during several turns. Now what do we do?", False),
            ("For some turns we gave back the energy used as time to our own supply, like the time meeples, not to the general supply. how to correct?", False),
            ("The Values of Adulthood are like the tickets in Ticket to Ride? I lose points if I dont fill one at the end?", False),
            ("during several turns we put the old Career in the box and not in the Experience stack. We lost the icons. how we fix it?", False),
        ],
        "es": [
            ("Vale, ¿cuántas cartas hay en el mercado en una partida normal de Adulthood?", True),
            ("¿Puedo usar las dos acciones de una misma categoría en el mismo turno?", True),
            ("¿Para qué sirve la acción de Entrevista en Adulthood?", True),
            ("¿Qué hace Donar en Adulthood y cuánto cuesta?", True),
            ("La acción de arriba de Bienestar, ¿qué da?", True),
            ("¿Qué hace Meditar en una partida normal?", True),
            ("Tío, ¿puedo ir colocando el tiempo antes de que me toque?", True),
            ("¿Puedo hacer acciones nuevas después de colocar y pagar todo el tiempo?", True),
            ("En mi primer turno de Adulthood, ¿puedo jugar la carta de Carrera antes de usar mis acciones?", True),
            ("¿Puedo jugar en el mismo turno una carta que acabo de coger del mercado?", True),
            ("¿Cuántas cartas de mi mano puedo jugar por turno?", True),
            ("¿Qué hago con una carta de Experiencia cuando la juego?", True),
            ("¿Cuántas Parejas puedo tener a la vez en Adulthood?", True),
            ("¿Qué significa el icono de Grown Up en la barra verde de una carta?", True),
            ("Y el icono de Vida blanco y negro en la barra verde, ¿qué quiere decir?", True),
            ("¿Qué es el recuadro blanco con recursos en la barra de coste? No lo pillo", True),
            ("¿Pierdo el marcador de Ascendido si cambio de Carrera?", True),
            ("Una vez ascendido, ¿puedo seguir usando la acción de la izquierda de mi Carrera?", True),
            ("¿En Adulthood se puede retroceder en las pistas de puntuación durante la partida?", True),
            ("¿Qué pasa si me paso del final de la pista en Adulthood?", True),
            ("¿Cómo se puntúan los iconos de Vida al final de Adulthood?", True),
            ("¿En qué orden se hace la puntuación final?", True),
            ("Si empatamos, ¿quién gana en Adulthood?", True),
            ("Al final de mi turno, ¿qué se hace con el mercado?", True),
            ("En solitario, ¿se usan los Valores? ¿Y se puntúan los corazones al final?", True),
            ("Llevamos varias rondas cogiendo la carta del mercado antes de colocar el tiempo, o sea el paso 3 antes que el 1. ¿Cómo lo arreglamos?", False),
            ("Hemos puesto las cartas de Recurso encima del espacio de Ocio, tapándolo, durante tres rondas. ¿Qué hacemos ahora?", False),
            ("En Adulthood en solitario, ¿puedo mirar los Eventos Vitales que devuelvo a la caja, para saber cuáles no van a salir?", False),
            ("¿Con qué apunto la puntuación en la carta de Logro, lápiz o rotulador? ¿Se puede borrar luego?", False),
            ("Hemos jugado varias rondas pensando que solo se podía jugar una carta de la mano por turno. ¿Se corrige de alguna forma?", False),
        ],
    },
    "cv": {
        "en": [
            ("I want to learn first with 2 players. What is different in the set up for 2?", True),
            ("cv with 2 players: when we discard the leftmost card of the track?", True),
            ("how many dice I roll in cv and how many times I can reroll?", True),
            ("The dice with bad luck, I can reroll them?", True),
            ("Like in Yahtzee, I can keep some dice and reroll the others?", True),
            ("how many cards I can take from the track in one turn?", True),
            ("What I can do with 3 good luck symbols?", True),
            ("what happens with 3 bad luck in cv?", True),
            ("What is the bicycle card for in CV? And the bicycle token?", True),
            ("How works the childhood draft? we pass the cards to which side?", True),
            ("how many public life goals go on the board with 4 players?", True),
            ("what means the red slash on some cards?", True),
            ("Can I use the dice I used to buy a card also to pay the red slash cost?", True),
            ("a card with 2 colours in the title, where it goes?", True),
            ("Health cards: I must always put the new one on top of the pile?", True),
            ("Event cards: when I can play them? they stay with me after?", True),
            ("If I use an event card for buy and some symbols are left, I keep them like tokens?", True),
            ("What is an active card in cv?", True),
            ("the tokens, I receive more every turn like a salary?", True),
            ("When the track is refilled, from which deck come the cards?", True),
            ("what is the social assistance in cv and who receives it?", True),
            ("When finish a game of cv?", True),
            ("How we count the points of Health, Relationship and Knowledge? 4 health cards is how much?", True),
            ("tie at the end of cv, who wins?", True),
            ("a public life goal, if two players are equal, who takes the points?", True),
            ("For several rounds of CV we made a misfortune every 2 bad luck, not 3. Now we see the rule, how we fix the cards we lost?", False),
            ("At the start we put our childhood cards directly on the table in the piles like active cards, and played 3 rounds like this. What now?", False),
            ("My friend lost a card under his pile (not the one on top) for a misfortune two turns ago. Can we repair it?", False),
            ("we added the bought cards to our piles before the Bad Luck phase and one time a new card was lost by misfortune. We played like this many turns, what to do?", False),
            ("in cv, one money token can pay the red slash cost of two active cards at the same time?", False),
        ],
        "es": [
            ("¿Se puede tener más de cuatro dados en CV? ¿Hasta cuántos?", True),
            ("¿Qué tipos de cartas hay en CV?", True),
            ("¿Para qué sirven las cartas de Posesión en CV?", True),
            ("Las cartas de Trabajo, ¿qué dan?", True),
            ("¿Qué pasa si no puedo pagar el coste de una carta con barra roja?", True),
            ("Con 3 jugadores, ¿cómo se preparan las cartas de infancia de CV?", True),
            ("¿Cuántas cartas se ponen en la fila del tablero al principio y de qué mazo?", True),
            ("¿Cuántos objetivos vitales recibe cada uno y cuántos se ponen boca arriba?", True),
            ("¿Quién empieza cada ronda en CV?", True),
            ("¿Puedo poner los dados al lado de las cartas de la fila para pensar qué compro?", True),
            ("¿Puedo usar las cartas de evento para comprar cartas de la fila?", True),
            ("Si con 3 buenas suertes cojo una carta que tiene una condición especial, ¿la tengo que cumplir igual?", True),
            ("En CV la mala suerte, ¿cuenta también la de las fichas o solo la de los dados?", True),
            ("Con la desgracia, ¿qué carta pierdo? ¿La elijo yo?", True),
            ("¿Dónde pongo las cartas de evento que compro en CV?", True),
            ("Las cartas de Posesión y de Trabajo nuevas, ¿van encima o debajo del montón?", True),
            ("Al final de la ronda, ¿qué carta se descarta de la fila?", True),
            ("¿Qué es la asistencia social en CV y en qué orden cogen carta si son varios?", True),
            ("Con la asistencia social, ¿hay que pagar el coste de la carta?", True),
            ("¿Cómo se cuentan los puntos de las Posesiones al final?", True),
            ("¿Cuándo se enseñan los objetivos vitales personales?", True),
            ("¿Cuántos puntos dan 5 cartas de Conocimiento en CV?", True),
            ("Si se acaba el primer mazo justo cuando relleno la fila, ¿qué hago?", True),
            ("¿Cuándo actualizo mis fichas de símbolos?", True),
            ("Tío, al añadir una carta de Relación, ¿la puedo meter por debajo de las otras?", True),
            ("Pusimos las cartas de evento que comprábamos en un montón más, como las otras cartas, y las contamos para la asistencia social. ¿Cómo lo arreglamos ahora?", False),
            ("Vale, en CV hemos jugado tres rondas descartando al final de la ronda la carta de la derecha de la fila en vez de la de la izquierda. ¿Qué hacemos?", False),
            ("Durante dos rondas, el que recibía asistencia social pagaba el coste de la carta con sus dados. ¿Se le devuelve algo?", False),
            ("Con 4 jugadores le dimos la bici al más pequeño de la mesa, aparte del reparto de cartas de infancia, y llevamos tres rondas. ¿Cómo lo corregimos?", False),
            ("Llevamos toda la partida pagando el coste de barra roja de todas las cartas del montón, no solo de la de arriba. ¿Cómo lo arreglo?", False),
        ],
    },
}


def toml_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def main() -> None:
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, langs in Q.items():
        rows = []
        for lang, items in langs.items():
            assert len(items) == 30, (game, lang, len(items))
            assert sum(1 for _, a in items if not a) == 5, (game, lang)
            for text, answerable in items:
                rows.append((text, lang, answerable))
        random.Random(SEEDS[game]).shuffle(rows)
        out = []
        for text, lang, answerable in rows:
            named = bool(re.search(NAMES[game], text, re.IGNORECASE))
            got = ids.get(text, []) if answerable else []
            out.append("[[questions]]")
            out.append(f"q = {toml_string(text)}")
            out.append(f'lang = "{lang}"')
            out.append(f'game = "{game}"')
            out.append(f"names_game = {'true' if named else 'false'}")
            out.append(f"answerable = {'true' if answerable else 'false'}")
            if got:
                out.append("ids = [")
                out.extend(f"    {toml_string(i)}," for i in got)
                out.append("]")
            else:
                out.append("ids = []")
            out.append("")
        (HERE / FILES[game]).write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
