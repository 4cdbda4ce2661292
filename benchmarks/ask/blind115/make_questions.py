"""Write the blind115 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind115/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11501-11504), so the
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
SEEDS = {"coming-of-age": 11501, "loop": 11502, "adulthood": 11503, "cv": 11504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("how many dice do i roll on the very first turn of coming of age?", A),
            ("Do we all roll at the same time or does each player roll in turn?", A),
            ("Round 3 starts, what dice do I get and how many?", A),
            ("both my d6 came up the same number. do i leave two interest tokens there when i take the other one back?", A),
            ("I rolled a location I really don't want. Is there any way to end up somewhere other than what the die shows?", A),
            ("whats it cost to send my die to a location that isnt next to the one i rolled", A),
            ("Are the locations at the two ends of the board adjacent, like 1 and 4 in the first round?", A),
            ("The die I used this turn, do I get it back for next turn?", A),
            ("Are the Bus Stop Tiles placed at random? And do they stay on the same locations all game?", A),
            ("How is the Memory Card deck set up, face up or face down, and how many cards are showing at the start?", A),
            ("Someone took the Memory at location 2. Does a new card come out right away?", A),
            ("i drew a 5th trait tile. can i throw away the one i just drew, and where does it go?", A),
            ("Do I pick my Starting Trait Tile or is it a blind draw?", A),
            ("can the others see my parent cards?", A),
            ("2-player game: how are the 4 Trait Tiles in the middle row chosen, and which neutral character goes with which?", A),
            ("solo: does rob roll his own dice? how many?", A),
            ("Rob has fewer Interest Tokens left than dice he rolled. Which dice get a token?", A),
            ("the Trait Tiles Rob draws, face up or face down? when do they get revealed?", A),
            ("Rob keeps winning, is there an official way to make him easier?", A),
            ("Are my Goal Tiles dealt at random, and do I have to show them to the others?", A),
            ("When do locations 7 and 8 open up?", A),
            ("how many parent cards do i start with and what happens to my deck", A),
            ("Game's over, any last move before we count the points?", A),
            ("Rob's Personal Fulfillment counter is already at the end and he has to advance again, what does he get?", A),
            ("solo: the bus stops where Rob has his die and the Bus Stop Tile shows a character. what does Rob do?", A),
            ("my die knocked into my brother's die while rolling and turned it over to a different number. does his new number count or does he set it back?", U),
            ("someone bumped the table and one of my unused Memory Tokens flipped over to the used side. can I still use it?", U),
            ("we lost one of the d8s from the box. can that player just roll a d8 of another colour, or use a dice app?", U),
            ("solo: for my two type C goals I drew two copies of the same tile. do i keep both or draw again?", U),
            ("Do the others get to know how many Trait Tiles I'm holding, or is even the number secret?", U),
        ],
        "es": [
            ("¿Cuántos dados tiro en la ronda 2 y de qué tipo?", A),
            ("tiramos todos a la vez o por turnos?", A),
            ("Si no me gusta la ubicación que me salió en el dado, ¿puedo cambiarla? ¿Cuánto cuesta?", A),
            ("¿Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una en el otro extremo?", A),
            ("los dados que no elijo, q hago con ellos? dejo algo en la ubicacion?", A),
            ("Oye, el dado que usé este año, ¿lo recupero para el turno siguiente?", A),
            ("¿Cuántos turnos tiene cada ronda? Tío, nos liamos con los dados", A),
            ("Las Losetas de Parada de Autobús, ¿se colocan al azar? ¿Se mueven durante la partida?", A),
            ("Al principio, ¿cuántas Cartas de Recuerdo se ponen boca arriba y dónde?", A),
            ("Cuando alguien consigue un Recuerdo, ¿se repone la carta enseguida o hay que esperar?", A),
            ("Che, si robo una Ficha de Rasgo y ya tengo 4 en la mano, ¿qué pasa?", A),
            ("¿La Ficha de Rasgo Inicial se elige o se roba al azar?", A),
            ("Mis Cartas de Padres, ¿las ven los demás? ¿Y las que ya jugué?", A),
            ("despues de jugar una Carta de Padres robo otra? cuantas tengo que tener en la mano", A),
            ("A dos jugadores, ¿cómo se arma la fila de Fichas de Rasgo del medio?", A),
            ("En solitario, ¿Rob tira dados? ¿Cuántos y de qué tipo?", A),
            ("¿Dónde pone Rob sus Fichas de Interés y qué pasa si no le alcanzan?", A),
            ("En solitario, ¿cuál de sus dados pone Rob en una ubicación y en cuál?", A),
            ("Las Fichas de Rasgo de Rob están boca abajo, ¿cuándo se revelan y cuánto puntúan?", A),
            ("Vos sabés si se puede ajustar la dificultad de Rob? Me gana siempre", A),
            ("¿Cuántas Losetas de Objetivo me tocan al empezar y cómo se reparten?", A),
            ("En solitario, ¿qué Losetas de Objetivo robo yo?", A),
            ("¿Cuándo se quitan las losetas de bloqueo de las ubicaciones 9 y 10?", A),
            ("Al final de la partida, ¿puedo usar todavía una Ficha de Recuerdo sin usar?", A),
            ("Disculpe, si en una ubicación Rob y yo tenemos dado, ¿quién resuelve primero cuando para el Autobús?", A),
            ("En la fase 2 dos jugadores ganamos a la vez una Bonificación de Rasgo y queremos robar de la pila, ¿quién roba primero?", U),
            ("Se movió la mesa y una Ficha de Frustración mía se dio vuelta al lado superado. ¿La dejo así o la vuelvo a poner como estaba?", U),
            ("Se nos cayó el mazo de Cartas de Recuerdo y se vieron varias cartas. ¿Lo barajamos de nuevo o seguimos igual?", U),
            ("En solitario, Rob pone su Rasgo Mimético en la ficha que da más VEP, pero hay dos empatadas (una mía y una neutral). ¿Cuál elige?", U),
            ("al final las Losetas de Objetivo que no juego las tengo que enseñar o se quedan ocultas?", U),
        ],
    },
    "loop": {
        "en": [
            ("how do we set up the MATERIAL deck, shuffle everything?", A),
            ("How many ACTIVITY cards are flipped face up at the start?", A),
            ("How many GOAL cards do we get and what happens to the leftover ones?", A),
            ("Start of my turn, the FAVOUR deck is empty. Do we reshuffle the discards?", A),
            ("ACTIVITY deck ran out when refilling. now what?", A),
            ("the starting MATERIAL, do i pick it or is it random? what QUALITY?", A),
            ("who goes first? do we roll for it?", A),
            ("how does the Investor coin toss work exactly", A),
            ("Insurance came up. Do I have to toss the coin?", A),
            ("When I draw an EVENT, is it face up? When does it get revealed?", A),
            ("My HAPPINESS jumped from 4 to 10 in one go. How many EVENT do I draw?", A),
            ("Combustion Energy: what goes back into the MATERIAL deck and do we shuffle?", A),
            ("Scholar ability: which decks can she look at and how often?", A),
            ("Soldier: can he pick which FAVOUR he takes from my hand?", A),
            ("Politician played me a face-down FAVOUR. When does it get revealed?", A),
            ("solo mode, what happens to the MATERIAL deck at the end of each turn?", A),
            ("co-op: do we burn a MATERIAL card every turn too?", A),
            ("In co-op can we show each other our hands?", A),
            ("solo RESELL, where does the MATERIAL go?", A),
            ("Overproduction came up, what does it do to the MATERIAL deck?", A),
            ("Competitive: how are CAREER cards handed out?", A),
            ("Waitress, how many FAVOUR does she draw at the start of her turn?", A),
            ("I'm 2nd in a 3 player game, how many FAVOUR do I start with?", A),
            ("two CONTINUOUS EVENT flipped at my turn end. which one is in play?", A),
            ("do we refill empty MATERIAL slots right away when someone buys?", A),
            ("one of my face-down EVENT next to my CAREER got flipped face up by accident in the middle of my turn. do I resolve it now or still wait till my turn ends?", U),
            ("is there any way to know how many cards are left in the FAVOUR deck, or do we have to guess?", U),
            ("Insurance came up: can I wait and see how the other players' coin tosses went before I choose to toss or just lose 1 COIN?", U),
            ("soldier takes a random FAVOUR from my hand. how do we make it random, do i shuffle and fan them face down?", U),
            ("solo: we shuffled a Not-For-Solo EVENT into the EVENT deck by mistake and I just drew it. do I resolve it, discard it, or draw a new one?", U),
        ],
        "es": [
            ("¿Cuántos sets de MATERIAL se quitan jugando 4 y cómo se prepara el mazo?", A),
            ("En LOOP, ¿cuándo se acaba la partida si se vacía el mazo de MATERIAL?", A),
            ("si al principio del turno tengo 5 FAVOUR en la mano, robo igual?", A),
            ("Se acabó el mazo de FAVOUR y el descarte también, ¿qué pasa cuando me toca robar?", A),
            ("Oye, ¿cuándo se reponen las cartas del tablero, al momento o al final del turno?", A),
            ("El Investor, ¿cuántas veces por turno puede tirar la moneda?", A),
            ("Con Insurance, si lanzo la moneda y sale el lado \"$\", ¿cuánto gano?", A),
            ("Los EVENT que robo, ¿los miro enseguida o se quedan boca abajo?", A),
            ("¿Cuándo robo un EVENT? ¿Solo en mi turno?", A),
            ("Si me salen un IMMEDIATE y un CONTINUOUS a la vez, ¿dónde va cada uno al descartarlos?", A),
            ("con el Scholar puedo mirar la carta de arriba del mazo de FAVOUR?", A),
            ("¿El Freelancer puede cambiar un FAVOUR por otro del mazo?", A),
            ("Che, en el modo solitario, ¿robo FAVOUR al empezar el turno?", A),
            ("En solitario, ¿con qué FAVOUR juego y cuántas GOAL me tocan?", A),
            ("Si la DEPLETION sale por la quema de MATERIAL en solitario, ¿pierdo HAPPINESS?", A),
            ("En cooperativo, ¿cuántos FAVOUR tiene cada uno al empezar?", A),
            ("Redeem Bonus: ¿de dónde robo los FAVOUR y cuántos?", A),
            ("¿Qué hace Social Responsibility?", A),
            ("Skinner Box, ¿qué cambia en la reposición de cartas?", A),
            ("En competitivo, ¿me toca elegir CAREER o me la dan al azar?", A),
            ("Con el Politician, si me pillan el farol y era mentira, ¿qué pasa con el FAVOUR?", A),
            ("tio, la DEPLETION la saca uno al final de su turno, ¿tiene algún castigo?", A),
            ("Disculpe, ¿en el modo cooperativo se puede RECHAZAR un FAVOUR?", A),
            ("¿Quién resuelve primero un IMMEDIATE EVENT?", A),
            ("Si empate de HAPPINESS al final, ¿quién gana?", A),
            ("Cuando el Scholar mira la carta de arriba, ¿tiene que decir en voz alta de qué mazo la miró?", U),
            ("Vos, el IMMEDIATE EVENT hace que dos jugadores cambien de zona de HAPPINESS a la vez, ¿quién roba primero su EVENT del mazo?", U),
            ("Al repartir los FAVOUR rojos del inicio a uno le tocaron todos iguales, ¿se puede repartir de nuevo?", U),
            ("Jugando a 2 se quitan 2 sets de MATERIAL: ¿se eligen al azar o da igual cuáles?", U),
            ("Mientras barajábamos el mazo de MATERIAL se vio la carta de abajo. ¿Hay que barajar otra vez?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("which decks do we shuffle at setup in adulthood?", A),
            ("Can I look at my two facedown Values cards?", A),
            ("how do I get to see one of my facedown values", A),
            ("I hate the Value in my hand. Can I swap it for a different one?", A),
            ("Do the other players ever see my Values?", A),
            ("How many Career cards do we get at the start, and do we keep both?", A),
            ("interview: do i get a random career?", A),
            ("Meditate: when I swap out a Value, is the new one face up or facedown?", A),
            ("After someone takes a market card, how does the market get refilled?", A),
            ("what do i get for taking the left-most card in the market", A),
            ("When do I draw a Life Event, and when does it happen?", A),
            ("i passed two life event spaces in one turn, do i get both?", A),
            ("solo: how many life events are in the deck?", A),
            ("In solo do I still draw a Life Event when I pass those spaces on the track?", A),
            ("Solo: does the market get restocked when I take a card?", A),
            ("solo achievements, how many do I draw and keep?", A),
            ("Who goes first, do we draw for it?", A),
            ("Can I play a card I just took from the market this same turn?", A),
            ("How many cards are in the market at the start?", A),
            ("What does Meditate do in solo?", A),
            ("Some Life Events say they affect the next round. How do I know which ones?", A),
            ("Someone's markers crossed. Do we stop right away?", A),
            ("tie on total score, who wins?", A),
            ("Solo: when does the game end?", A),
            ("I get a new Career. What happens to my Promoted marker?", A),
            ("Can the other players see how many facedown Values I have, or can I keep that out of sight?", U),
            ("Solo, Meditate: the market card I throw out, does it go to the bottom of the Adulthood deck, a discard pile or back in the box?", U),
            ("two cards came out stuck together when we refilled the market. do we put the extra one back on top or shuffle it in?", U),
            ("At setup, do we all pick which Career to discard at the same time in secret, or one after another so the others see?", U),
            ("the market refills two empty slots at once: does the first card off the deck go into the leftmost empty slot, or do we pick?", U),
        ],
        "es": [
            ("¿Cuántos Values recibo al empezar y cuáles puedo mirar?", A),
            ("Al meditar, ¿qué puedo hacer con mis Values?", A),
            ("mis valores boca abajo los ve alguien alguna vez?", A),
            ("Tío, ¿cuándo se dan la vuelta todos los Values?", A),
            ("¿Cuántas cartas de Career nos dan al principio y qué hacemos con ellas?", A),
            ("Con la Interview, ¿qué consigo si todavía no soy Grown Up?", A),
            ("Oye, la Date, ¿qué cuesta y qué me da?", A),
            ("¿Cómo se repone el mercado al final del turno?", A),
            ("Si agarro una de las tres cartas de la derecha del mercado, ¿pago algo?", A),
            ("¿Cuándo saco un Life Event y cuándo lo resuelvo?", A),
            ("Che, ¿puedo sacar más de un Life Event en el mismo turno?", A),
            ("Al final de mi turno, ¿qué hago con los Life Events que saqué?", A),
            ("En solitario, ¿cómo se prepara el mazo de Life Events?", A),
            ("en solitario cuando saco life event?", A),
            ("En solitario, ¿cuánto cuesta la segunda carta del mercado? ¿Y la tercera?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("Disculpe, en solitario ¿cuántas cartas hay en el mercado y cuándo se cambian?", A),
            ("¿Cómo gano en el modo solitario?", A),
            ("¿Quién empieza la partida?", A),
            ("si tengo un Partner nuevo qué pasa con el anterior?", A),
            ("¿Qué pasa con los tokens negativos al final?", A),
            ("Con la Achievement del solitario, ¿elijo una de dos o me toca una al azar?", A),
            ("¿Los Values de la mano los puedo enseñar a los demás?", A),
            ("¿Puedo jugar una carta que acabo de agarrar del mercado?", A),
            ("¿Cómo se cuentan los puntos al final?", A),
            ("En solitario, los Life Events que vuelven a la caja, ¿puedo mirarlos para saber cuáles quedaron fuera?", U),
            ("¿Se puede volver a barajar el mazo de Adulthood a mitad de partida si el mercado está lleno de cartas que nadie quiere?", U),
            ("¿Se puede saber cuántas cartas quedan en el mazo de Life Events, o eso se mantiene oculto?", U),
            ("Al robar un Life Event se me cayeron dos y vi el segundo. ¿Lo devuelvo arriba o se baraja el mazo?", U),
            ("¿Cada Value tiene algún Partner en el mazo que le llene el corazón, o me puede tocar un Value que ningún Partner completa?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll at the start of my turn?", A),
            ("What's the most dice I can ever have?", A),
            ("How many times can I reroll?", A),
            ("can i reroll a die that shows bad luck?", A),
            ("I ended up with 3 bad luck symbols. What happens?", A),
            ("i got 6 bad luck between dice and tokens, how many cards do i lose", A),
            ("What do 3 good luck symbols let me do?", A),
            ("Do the bad luck symbols on my tokens count toward misfortune too?", A),
            ("2 players: how do we prepare the childhood cards?", A),
            ("How does the childhood draft work?", A),
            ("Life goals: how many do we get and which ones are public?", A),
            ("who starts the game in cv?", A),
            ("The early adulthood deck ran out. What now?", A),
            ("When does the game end?", A),
            ("At the end of a round, which card leaves the track?", A),
            ("2-player: when is the leftmost card discarded?", A),
            ("can i use an event card's symbols together with my dice to buy a card?", A),
            ("when can I play an event card?", A),
            ("Do my tokens pile up every turn like income?", A),
            ("Are all the dice the same?", A),
            ("who can get social assistance?", A),
            ("With 3 good luck, do I still need to meet the special condition on the card?", A),
            ("how does the track get refilled after I buy?", A),
            ("The red slash cost on my card, when do I pay it?", A),
            ("tie on points, who wins?", A),
            ("At setup, one of the public life goals that got flipped up is the same card as my secret one. Do we swap it out?", U),
            ("i rerolled a frozen bad luck die by accident along with the others and it came up money. does it count?", U),
            ("Can the others see how many event cards I'm holding, or can I keep even the number hidden?", U),
            ("someone bumped the table while I was rerolling and one of the dice I had kept aside flipped to another symbol. which one counts?", U),
            ("one die was still spinning and I stopped it with my hand. does that roll count?", U),
        ],
        "es": [
            ("¿Cuántos dados tiro al principio?", A),
            ("¿Puedo volver a tirar los dados? ¿Cuántas veces?", A),
            ("Los dados con mala suerte, ¿se pueden volver a tirar?", A),
            ("Si saco tres de mala suerte, ¿qué pierdo?", A),
            ("con tres de buena suerte puedo coger cualquier carta gratis?", A),
            ("¿Hasta cuántos dados puedo tener como máximo?", A),
            ("A tres jugadores, ¿cómo se preparan las cartas de infancia?", A),
            ("Che, el draft de infancia, ¿cómo se pasan las cartas?", A),
            ("El objetivo de vida que me dan, ¿es secreto? ¿Cuándo se enseña?", A),
            ("¿Quién empieza cada ronda?", A),
            ("Oye, ¿qué pasa cuando se acaba el mazo de edad media?", A),
            ("¿Cuándo termina la partida?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("¿Las cartas de evento dan fichas?", A),
            ("¿Cuántas cartas puedo coger del track por turno?", A),
            ("Asistencia social: ¿en qué orden eligen los jugadores?", A),
            ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
            ("¿Las fichas que usé para comprar me sirven luego para pagar costes?", A),
            ("las cartas de salud puedo ponerlas debajo del monton?", A),
            ("Disculpe, ¿cómo se cuentan al final los puntos de las cartas de posesión?", A),
            ("Una carta de dos colores, ¿cuándo decido de qué tipo es?", A),
            ("si empatamos a puntos quien gana", A),
            ("¿Qué se hace con las fichas al final del turno?", A),
            ("Vos sabés si en la asistencia social hay que cumplir la condición especial de la carta?", A),
            ("Las cartas que se descartan de la izquierda del track, ¿van boca arriba a un descarte que se puede mirar?", U),
            ("¿Se puede tirar con cubilete o hay que tirar los dados sobre la mesa?", U),
            ("Al repartir, alguien vio sin querer el objetivo vital secreto de otro. ¿Se reparte de nuevo?", U),
            ("¿Los dados extra (el quinto, sexto...) se tiran junto con los cuatro o aparte?", U),
            ("Un dado tiene una pegatina despegada y no se ve el símbolo, ¿cómo se lee?", U),
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
