"""Write the blind125 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind125/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12501-12504), so the
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
SEEDS = {"coming-of-age": 12501, "loop": 12502, "adulthood": 12503, "cv": 12504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

COA = {
"en": [
("since the ends of the board aren't adjacent, moving my die from location 1 to 4 costs 2 frustration tokens right?", A),
("I already have a frustration token on the right of my green track, so I can put the second one there too when I change location, yeah?", A),
("we only start with locations 1 to 5 open, which ones get unlocked at the end of round 1?", A),
("when i pull my other dice off the road do i leave one interest token per die or one per location", A),
("I have 2 interest tokens on the arcade and I finally go there, I move up the fulfillment track 1 step since it's one visit right?", A),
("my counter is already at the far right and the experience space pushes it right again, I get the motivation token even though there's a frustration token on that icon?", A),
("bouncing left when there's already an overcome frustration on the left end, I lose 2 VEP like normal?", A),
("since memory tokens can be used any time, can I flip one in the middle of resolving the experience space?", A),
("i drew a 5th trait tile, i have to discard the new one right? where does it go", A),
("I've played 4 trait tiles, so my 5th one goes in the next slot and gives me another mimic token?", A),
("to mimic someone's trait I only need to meet the requirement on the tile, right? nothing about friendship", A),
("the bus starts from the rightmost location and goes left?", A),
("i have a die and a presence at the same place, so I get both the bus stop bonus and a friendship bonus?", A),
("a character is already at level 4 on my friendship track, a normal friendship bonus moves it to 5 right", A),
("I spent 3 motivation tokens at once on the memory, so I move that mood counter 6 steps left?", A),
("paying the memory with 4 willpower, I still get the full 3+2+1 VEP?", A),
("since the memory card stays until the end of the turn, can two of us both take it at the same stop?", A),
("I have all 4 presences out, can I still place a new one somewhere", A),
("after I play a parent card, do I draw back up right away or at the end of the round?", A),
("end of the year: we put a new memory card only on the locations where one was taken, and the bus stop tiles stay put?", A),
("unresolved frustrations at the end are -2 VEP each, same as the bounce?", A),
("at the end I can score all my goal tiles that I meet, 5 VEP each?", A),
("leftover tokens at the end: willpower, motivation and memory count 1 VEP each?", A),
("tie on VEP, the one with more VEP from traits wins?", A),
("2 players: the neutral trait tiles in the row, I just need the tile's requirement to put a mimic on them?", A),
("solo, rob rolls his dice and puts them on the locations like we do?", A),
("i flip the memory token that sends a counter to the central space. my counter is on the far left, so do i also collect the bonuses of the spaces it passes on the way, or only the centre one twice?", U),
("solo: rob rolled a 3 so he dropped an interest token on location 3 this turn, and that's exactly where I went. does he grab that fresh token straight back and move up his fulfillment track?", U),
("end of round 1 the pink counter goes on the middle space of its track, so I get the middle space bonus when I place it, right?", U),
("solo: rob's friendship bonus puts the character on his track even if he already has it, so he keeps taking more copies. what happens when that neutral character has no tokens left in the supply?", U),
],
"es": [
("Como la ronda 1 se juega con dos dados de 4 caras, ¿cuántos turnos tiene?", A),
("Oye, en la preparación, ¿cuántas Fichas de Frustración pongo en mi reserva? creo que eran 3", A),
("Che, el VEP arranca en 0 para todos, ¿no?", A),
("¿Cuántas Fichas de Objetivo roba cada uno al empezar? ¿Dos al azar?", A),
("Si muevo el dado a una ubicación no adyacente, pongo 2 Fichas de Frustración en el mismo Registro de Ánimo, ¿vale?", A),
("ya que la frustración solo se supera con la bonificación de superación, ¿cuándo puedo usarla?", A),
("Tengo la Ficha de Frustración superada en el extremo izquierdo y reboto a la izquierda: como pierdo 2 VEP, ¿la ficha se queda?", A),
("si el espacio de experiencia me dice que mueva un contador que todavia no tengo, lo muevo en otro registro no?", A),
("Una Ficha de Recuerdo que ya usé, ¿la devuelvo a la reserva o me la quedo?", A),
("Con la bonificación de Rasgo puedo robar una ficha Y jugarla en el mismo momento, ¿verdad?", A),
("Para jugar una Ficha de Rasgo, ¿tengo que seguir cumpliendo el requisito hasta el final de la partida?", A),
("Quiero colocar un Rasgo Mimético en la tercera ficha de otro jugador: ¿a qué nivel tiene que estar su personaje en mi Registro de Amistad?", A),
("¿Dos jugadores distintos pueden imitar el mismo rasgo de otro?", A),
("cuando conozco a un personaje por primera vez lo pongo en el nivel 1 y gano 1 VEP no?", A),
("Si saco un Recuerdo con 2 Fichas de Motivación, ¿cuántos VEP son? ¿6?", A),
("vos sabés si puedo poner dos Presencias en la misma ubicación para tener más bonus?", A),
("Si no puedo pagar ni Recuerdo ni Presencia, me quedo sin nada en esa ubicación, ¿no?", A),
("¿La pila de descarte de Cartas de Padres es secreta?", A),
("los dados que quedaron en la ubicación después de que para el bus, ¿vuelven al jugador para el siguiente turno?", A),
("Al terminar la ronda, ¿qué Contador de Ánimo se añade primero, el azul?", A),
("En la ronda 3 recibimos dos dados de ocho caras, ¿no?", A),
("al final del juego puedo usar todas las Fichas de Recuerdo que me quedan antes de puntuar?", A),
("Disculpe, ¿cuántos Objetivos puedo jugar al final? ¿todos los que cumpla?", A),
("Los Objetivos de tipo A, si empato con otro jugador, ¿nadie lo cumple, verdad?", A),
("En solitario contra Rob, yo robo un Objetivo de cada letra como siempre, ¿no?", A),
("Rob en solitario: como no tiene Registros de Ánimo, al final ¿cuántos VEP saca de sus Fichas de Motivación?", A),
("¿Cuántas Presencias caben en el edificio de una ubicación? En la Pizzería ya hay tres nuestras y la de Rob.", U),
("Jugando a dos, la ficha de nivel 4 de la fila neutral, como es la más difícil, ¿da VEP extra además de lo que pone la ficha?", U),
("En solitario, cuando Rob imita 'la Ficha de Rasgo disponible que más VEP da', ¿cuentan también las Fichas de Rasgo que tengo en la mano sin jugar?", U),
("Somos tres y nos gusta la fila neutral de la variante de 2 jugadores: como a 3 también hay personajes neutrales de sobra, ¿se puede usar igual?", U),
],
}

LOOP = {
"en": [
("4 players, so we take out 2 sets of MATERIAL before setup right?", A),
("since the starting player gets the most FAVOUR, how many does the 1st player get in a 3 player game", A),
("everyone starts at HAPPINESS 4 no matter what, so whats the point of the golden side", A),
("my hand has 5 FAVOUR so I skip the draw, but at 4 I draw back up to 5 at the start of my turn?", A),
("I have no HAPPINESS left to lose, so I just can't WORK at all this turn?", A),
("buying 3 MATERIAL this turn, I can pay 5 COIN for one to get QUALITY 5?", A),
("the ACTIVITY with two blue dots, I take 2 QUALITY off my one GLASS right", A),
("my PLASTIC hit QUALITY 0 when I consumed, it goes back to the BUY AREA?", A),
("i completed a 4th ACTIVITY, do i have to throw out the oldest one or can i pick", A),
("achieving a GOAL uses up the ACTIVITY I used for it, so I can't use them for another GOAL?", A),
("I met a GOAL's requirement but want to wait and reveal it next turn for a better moment, fine?", A),
("favours can only be played before my main action right?", A),
("I already have 2 REPUTATION and someone SHAREs my stuff, I can't accept it then?", A),
("to REJECT a FAVOUR I need to discard any FAVOUR card from my hand, right?", A),
("when I WORK I can spend REPUTATION for extra COIN, 2 COIN each?", A),
("can I spend just 1 REPUTATION on a CONSUME turn for half a HAPPINESS lol, or what does it get me", A),
("we made a deal that he'd SHARE me his FOOD next turn and he backed out. doesn't a deal have to be kept?", A),
("game ends the moment someone hits HAPPINESS 12?", A),
("tie on HAPPINESS in basic, whoever has more COIN wins?", A),
("RECYCLE from my own LANDFILL costs the same as from someone else's?", A),
("when I ACQUIRE from someone I pay the COIN to the WORK AREA?", A),
("competitive: I draw an EVENT every time I gain HAPPINESS?", A),
("i have 2 CONTINUOUS EVENTs face down and flip them at turn end, do both stay in effect", A),
("credit card: I pay off 3 COIN a turn so it's cleared in 2 turns?", A),
("co-op: we win if at least one of us reaches HAPPINESS 12, right?", A),
("solo I still draw a FAVOUR each turn like normal?", A),
("i just APPLYed for a CREDIT CARD this turn, and since every card has to be PAYOFF each turn, do I already owe 1-2 COIN on it this same turn?", U),
("solo Scavenger: the ability lets me play RENEW as RESELL, but there's no other player to target. what happens when I do that?", U),
("co-op: my ACTIVITY has 2 HOUSE and my teammate's has 2 GROUP, can we put them together to achieve SENSE OF BELONGING for one of us?", U),
("how many of the ACTIVITY cards need a FOOD?", U),
],
"es": [
("Somos 6, así que no sacamos ningún set de MATERIAL, ¿verdad?", A),
("¿Cuántos MATERIAL boca arriba se ponen alrededor de la DEPLETION al preparar?", A),
("Che, ¿quién arranca? el más joven, ¿no?", A),
("Como INTERN empiezo con 3 COIN y un MATERIAL a QUALITY 1, ¿no?", A),
("¿Puedo pasar el turno si no me conviene hacer nada?", A),
("Si compro un FOOD pagando 2 COIN, ¿qué QUALITY tiene?", A),
("en un turno de CONSUME cuantas ACTIVITY puedo completar como maximo", A),
("Tío, cada ACTIVITY que completo me da 2 de HAPPINESS, ¿verdad?", A),
("¿Cuántas REPUTATION puedo tener como máximo? ¿3?", A),
("Si acepto un RECYCLE, ¿cuánta REPUTATION gano?", A),
("no tengo otro FAVOUR igual ni REPUTATION, puedo rechazar igual?", A),
("El FAVOUR que rechazo, ¿vuelve a la mano del que lo jugó?", A),
("Con 1 REPUTATION y 0 COIN, ¿puedo comprar un MATERIAL a QUALITY 1 solo con la reputación?", A),
("Cuando juego BARTER, si mi MATERIAL tiene más QUALITY, ¿el otro me devuelve la diferencia en COIN?", A),
("¿Puedo hacer RESELL a alguien que no tiene suficiente COIN para pagarme?", A),
("vos sabés si al hacer RECYCLE puedo agarrar un UTILITY del LANDFILL de otro?", A),
("Cuando se acaba el mazo de ACTIVITY, ¿se termina la partida?", A),
("Si provoco la DEPLETION al final de mi turno, ¿pierdo algo?", A),
("Ustedes saben cómo se desempata en el modo básico si dos tienen la misma HAPPINESS?", A),
("Al final, ¿cuánta HAPPINESS pierdo si tengo 5 MATERIAL en mi LANDFILL? ¿2?", A),
("si no pago una CREDIT CARD al final, pierdo 1 HAPPINESS por tarjeta no?", A),
("Al pedir una CREDIT CARD, ¿qué me llevo de regalo?", A),
("Los EVENT IMMEDIATE, ¿los resuelve solo el que los sacó?", A),
("En cooperativo, ¿cuándo recupero los FAVOUR que ya jugué?", A),
("En solitario, ¿con cuántos GOAL empiezo? ¿3 como siempre?", A),
("En solitario, como se quema un MATERIAL al final de cada turno, si sale la DEPLETION así, ¿me aplica la penalización?", A),
("Con el Politician, si juega un FAVOUR boca abajo a otro, ¿puedo yo, que no soy el objetivo, llamarle el farol?", U),
("Está Landfill Tax y en el turno de otro me hacen SHARE y se me rompe un MATERIAL sin COIN para pagar: pido la CREDIT CARD, ¿y tengo que hacer PAYOFF ya en ese turno que no es mío?", U),
("Soy Scientist y compro un MATERIAL del LANDFILL de otro jugador: los COIN, ¿se los pago a él o van a la WORK AREA?", U),
("Che, ¿puedo revisar el LANDFILL de otro jugador para ver qué MATERIAL tiene ahí, o solo se ve la carta de arriba?", U),
],
}

ADU = {
"en": [
("everyone starts with 2 money and 2 energy right?", A),
("we each get 3 Career cards at setup and keep 2?", A),
("my two facedown Values, I can peek at them once at the start, yeah?", A),
("youngest player goes first?", A),
("the upper Career spot is 4 time for 1 money, can i use it twice in a turn if i have 8 time", A),
("Interview costs 1 money and gets me a new Career card?", A),
("donate is 2 money for one impact?", A),
("date: 1 time and 1 energy for a partner card?", A),
("since meditate costs time, how many meeples for it?", A),
("i'm out of time meeples, energy can't stand in for time right?", A),
("I placed my meeples, then after seeing the first rewards I want to add one more action, that's ok as long as I have time left?", A),
("taking the leftmost market card costs 1 energy?", A),
("the rightmost card in the market is free since it's the oldest one?", A),
("I played a new Wellness card this turn, can I use its action right away?", A),
("new Leisure card over my old one: the old one goes back to the bottom of the deck?", A),
("once I pass the Grown Up space on the Impact track I also need to pass it on Happiness to count as Grown Up?", A),
("passed 2 life event spaces in one turn, I only draw 1 life event?", A),
("Life Events I get, I resolve them right away when I pass the space?", A),
("the family icon requirement in the green bar, my experience stack doesn't count for it right?", A),
("to get promoted do I pay 1 money at the interview?", A),
("i switched careers after being promoted, i keep my Promoted token?", A),
("after I'm Married I can still use the first action spot on my Partner?", A),
("unhappiness tokens at the end take away 2 happy each?", A),
("end scoring: 3 of the same life icon gives me 3 happy?", A),
("the complete heart gives 4 happy at the end?", A),
("solo: market still has 5 cards and refills after each card I take?", A),
("when i go past 25 and wrap back to 0, do the grown up and life event spaces trigger again on the second lap?", U),
("my married partner's heart matches one of the two Values I still have facedown and never looked at. since it's facedown does the complete heart still count at the end?", U),
("two of us have cards that give an extra time meeple but there's only the one spare meeple in the middle. who gets it?", U),
("one of our players has to leave halfway through, do we just remove their stuff and keep going or does the game end?", U),
],
"es": [
("¿Cuántos meeples de tiempo recibe cada uno al empezar? ¿10?", A),
("En la preparación, ¿cuántas cartas se ponen en el mercado?", A),
("Oye, ¿los marcadores de Impacto y Felicidad se ponen juntos en el mismo extremo del tablero de puntuación?", A),
("¿Puedo usar la acción de arriba y la de abajo de Comunidad en el mismo turno?", A),
("Che, la acción de Leisure de arriba, ¿cuánto tiempo cuesta y qué da?", A),
("Como la acción de Wellness de arriba da 2 energías, ¿cuánto tiempo necesito?", A),
("Si medito, ¿qué puedo hacer exactamente con los Valores?", A),
("¿Las fichas de energía que no gasto se pierden al final del turno?", A),
("¿Puedo coger dos cartas del mercado en un turno si tengo plata?", A),
("La carta de más a la derecha del mercado cuesta 2 energías, ¿no?", A),
("en el primer turno juego la carta de Carrera antes de colocar el tiempo, no?", A),
("Si ya tengo una carta de Comunidad y juego otra, la vieja se descarta del todo, ¿verdad?", A),
("¿Cuántos Recursos y Rasgos puedo tener a la vez? ¿uno de cada?", A),
("El Grown Up se consigue cuando pasas la casilla en los dos marcadores, ¿verdad?", A),
("vos sabés si cuando el Impacto y la Felicidad se cruzan se termina ya mismo la partida?", A),
("Una carta sin barra verde, ¿cuánto cuesta jugarla?", A),
("La carta Marathon pide recursos puestos en otro lado, ¿los tengo que pagar otra vez?", A),
("Para casarme, ¿cuánto pago en la acción de Date?", A),
("si cambio de pareja después de casarme, sigo casado?", A),
("Puedo tener dos parejas a la vez si pago las dos, ¿no?", A),
("Al final, ¿las fichas de infelicidad me restan de la Felicidad o del Impacto?", A),
("Disculpe, ¿cómo se desempata si dos jugadores tienen la misma puntuación total?", A),
("Si paso del final del marcador, ¿me quedo en la última casilla?", A),
("En solitario ¿se reparten Valores como en la partida normal?", A),
("En solitario, ¿cuándo se acaba la partida?", A),
("En solitario, ¿sumo los puntos de los sets de iconos de vida al final?", A),
("¿En qué casillas de los tracks están los iconos de Life Event? Nuestro tablero está muy gastado.", U),
("¿Puedo revisar la pila de Experiencias de otro jugador carta por carta, o solo lo que queda visible (nombre e icono)?", U),
("Vale, mi pila de Experiencias ya está enorme: ¿puedo reordenarla o tiene que quedar en el orden en que jugué las cartas?", U),
("Tío, en solitario, el Logro que descarté al principio, ¿lo puedo recuperar más tarde meditando?", U),
],
}

CV = {
"en": [
("3 players: we deal 3 childhood cards each straight from the whole childhood deck?", A),
("how many public life goals go on the board with 4 players, 4?", A),
("in the childhood draft i pick 1 and pass 2 to the right?", A),
("the player with the bicycle goes first but the start player moves around each round right", A),
("i roll 5 dice at the start since thats the base number?", A),
("my bad luck die can be rerolled on the 2nd reroll, just not the first?", A),
("can i reroll as many times as i want until i get what i need", A),
("I can buy up to 3 cards from the track if I have the symbols?", A),
("I used an event card's 2 money symbols but only needed 1, do I get a token for the leftover?", A),
("with 3 good luck i get any card free, including its special condition?", A),
("I've got 4 bad luck symbols, so I lose 2 cards?", A),
("misfortune: I can pick any card in my CV to throw away, even an old one under the stack?", A),
("new possession card, I can slide it under my old one to keep the old one active?", A),
("a knowledge card can go under other cards in the stack if I want?", A),
("do bought event cards go into my CV like the others?", A),
("two-colour card: I decide the type at the end of the game when scoring?", A),
("the red slash cost, I pay it once when I buy the card?", A),
("can't pay the red slash cost, the card just turns off until I can pay?", A),
("can i use the same dice i bought with to pay a red slash cost", A),
("end of round: we discard the rightmost card on the track before refilling?", A),
("2 players: the leftmost track card only goes at the end of the round like normal?", A),
("my tokens pile up each turn like income right", A),
("social assistance: if someone has just 1 more card than me I qualify?", A),
("game ends when the old age deck is completely empty?", A),
("4 health cards score how many points?", A),
("tie on points, more CV cards wins?", A),
("I get social assistance and the best card on the track is an event card. since events don't go into the CV, can I even take it, and does it go to my hand?", U),
("my secret life goal is the same goal as one of the public ones. do I score it twice if I win the public one too?", U),
("which cards are the two-colour ones? only health/relationship combos?", U),
("one of us has to leave halfway through, do we remove her CV and keep playing?", U),
],
"es": [
("¿Cuántas cartas se ponen boca arriba en el track al empezar? ¿6?", A),
("Somos 2: ¿cuántas cartas de infancia se mezclan con la bicicleta?", A),
("Oye, ¿con cuántos dados empiezo a tirar?", A),
("¿Cuántos dados puedo llegar a tener como máximo?", A),
("vos sabés si puedo volver a tirar los dados con mala suerte?", A),
("¿Cuántas veces puedo volver a tirar? ¿Una sola?", A),
("Como máximo puedo coger una carta del track por turno, ¿no?", A),
("Che, ¿las fichas cuentan como símbolos para comprar cartas?", A),
("Si juego una carta de evento para comprar, ¿la guardo en mi CV después?", A),
("¿Cuándo puedo jugar una carta de evento? ¿solo en mi fase de comprar?", A),
("con 3 símbolos de buena suerte compro cualquier carta gratis y ademas me salto su condicion especial no?", A),
("Tengo 3 símbolos de mala suerte entre dados y fichas, ¿qué me pasa?", A),
("¿Cuántas cartas activas puedo tener de cada tipo? ¿Todas las de la pila?", A),
("Una carta de Trabajo nueva, ¿la puedo poner debajo de la pila?", A),
("Las cartas de Relación, ¿siempre van arriba de la pila?", A),
("si no puedo pagar el coste de la barra roja la carta vuelve al mazo?", A),
("La carta con dos colores, ¿puedo cambiar de tipo más adelante?", A),
("En la fase de limpieza, ¿las cartas del track se mueven a la derecha?", A),
("Cuando se acaba el mazo de edad adulta temprana, ¿se sigue con el de vejez?", A),
("Ustedes saben qué es la ayuda social y quién la recibe?", A),
("Con ayuda social tomo una carta gratis, ¿pero tengo que cumplir su condición especial?", A),
("¿Cuándo se termina la partida exactamente?", A),
("Las cartas de Posesión al final, ¿puntúan según la tabla como las de Salud?", A),
("El objetivo de vida secreto, ¿se revela al principio?", A),
("Si empatamos en un objetivo público, ¿se reparten los puntos a medias?", A),
("Disculpe, en caso de empate al final, ¿gana el que tiene más cartas en el CV?", A),
("Quiero comprar dos cartas en el mismo turno y la condición especial de la segunda es tener en el CV la primera, que estoy comprando ahora: ¿me vale o tiene que estar ya en mi CV?", U),
("un jugador se olvidó de actualizar sus fichas en la limpieza y lo nota al empezar su siguiente turno, q hacemos?", U),
("Oye, ¿se puede saltar el draft de infancia y repartir 3 cartas al azar a cada uno para ir más rápido?", U),
("¿Cuál es la carta de Trabajo que más dinero da?", U),
],
}

Q = {"coming-of-age": COA, "loop": LOOP, "adulthood": ADU, "cv": CV}


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
