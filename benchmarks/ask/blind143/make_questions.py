"""Write the blind143 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind143/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 14301-14304), so the
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
SEEDS = {"coming-of-age": 14301, "loop": 14302, "adulthood": 14303, "cv": 14304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

# Style of this set: WHAT IS PUBLIC AND WHAT IS SECRET -- what a player may look
# at, show, tell or keep hidden: hands, decks, face-down cards, goals, scores,
# other players' resources, discard piles, what is revealed and when, table talk,
# what a bot's cards show.
Q = {
    "coming-of-age": {
        "en": [
            ("can the others see the trait tiles in my hand?", A),
            ("are the goal tiles secret the whole game or do we put them face up at some point", A),
            ("how many of my goal tiles do i actually get to play at the end?", A),
            ("can i flip through someone elses parent card discard pile to see what they've played so far", A),
            ("do we all choose our location at the same time or can i wait and see where everyone else goes first?", A),
            ("the memory cards sitting on the locations, those are face up so everybody knows what each place gives, right?", A),
            ("somebody just took the memory at the arcade. does a new card get flipped there straight away?", A),
            ("is everyones VEP out in the open on the board or does each player keep their score hidden", A),
            ("once I play a trait tile onto my board, can the other players copy it?", A),
            ("what do i need to mimic the trait tile sitting in someone's third slot", A),
            ("can we see the bus stop bonuses before we roll, or are those tiles face down?", A),
            ("whats the point of the roadblock tiles, what are they covering up", A),
            ("solo: rob starts with a trait tile face down next to his board. do i ever get to see what it is?", A),
            ("when rob draws a trait tile does it go face up next to his board so i can see it?", A),
            ("does rob get goal tiles or parent cards like i do?", A),
            ("Playing solo, which Goal Tiles do I draw? Still one of each letter?", A),
            ("2 player game: the 4 trait tiles in the row between us, how do we copy those?", A),
            ("do i get to pick my starting trait tile or is it random?", A),
            ("i just drew a fifth trait tile, can i keep all 5 hidden in my hand?", A),
            ("what do i do with a memory token once ive used it, put it back in the supply?", A),
            ("at a bus stop do we all pick between the bus stop bonus and a friendship bonus together or one by one", A),
            ("after i play a parent card how many parent cards am i holding?", A),
            ("for the family-oriented goal how am i supposed to know how many parent cards the others have played", A),
            ("tie on VEP - do the mimic tokens i put on other peoples boards count for the tiebreak?", A),
            ("solo - where does rob put his die, does he get his own pick of location?", A),
            ("the interest tokens i leave on a building, do they just stay out on the board till i go back there?", A),
            ("is bluffing ok? like telling everyone i've got the saver goal when i really don't", U),
            ("my starting trait tile has that blue back, so everybody can tell i'm still holding it. are we supposed to hide the backs somehow or is that just how it is?", U),
            ("can i jot down on paper which trait tiles have come out so far, to guess whats still in the pile?", U),
            ("is it ok to look at the list of goal tiles in the rulebook during the game to work out what the others are probably going for?", U),
        ],
        "es": [
            ("¿Los demás pueden ver las Cartas de Padres que tengo en la mano?", A),
            ("La Carta de Padres que juego, ¿va boca arriba o boca abajo a mi descarte?", A),
            ("¿Tiramos los dados todos a la vez o cada uno en su turno?", A),
            ("Oye, ¿puedo esperar a ver qué ubicación elige mi hermano antes de elegir la mía?", A),
            ("el mazo de cartas de Recuerdo va boca abajo? y las de las ubicaciones?", A),
            ("Disculpe, ¿las Fichas de Objetivo se ponen boca arriba en algún momento de la partida o solo al final?", A),
            ("¿Con qué nivel de amistad puedo poner un Rasgo Mimético sobre la primera Ficha de Rasgo que jugó otro jugador?", A),
            ("Che, ¿puedo poner mi Rasgo Mimético sobre una Ficha de Rasgo que el otro todavía tiene en la mano?", A),
            ("Jugando solo, ¿cuándo se revelan las Fichas de Rasgo que Rob tiene boca abajo?", A),
            ("¿Para qué es la Ficha de Frustración que se le pone a Rob en su Registro de Realización Personal?", A),
            ("En solitario, ¿dónde pone Rob sus Fichas de Interés cuando tira los dados?", A),
            ("¿Qué se hace con las Fichas de Rasgo iniciales que no le tocan a nadie?", A),
            ("vale, tengo 5 Fichas de Rasgo en la mano. la que descarto, ¿a dónde va?", A),
            ("¿Con qué cara hacia arriba se ponen las Fichas de Frustración, y qué cambia cuando la supero?", A),
            ("En la partida a dos, ¿qué personaje neutral va con cada Ficha de Rasgo de la fila y qué nivel de amistad pide cada una?", A),
            ("Las Fichas de Recuerdo, ¿cómo se sabe si ya las usé o no?", A),
            ("En el paso B, ¿elegimos todos a la vez entre Recuerdo, Presencia o Carta de Padres?", A),
            ("Si mi primo y yo tenemos dado en la misma ubicación, ¿los dos podemos ganar el Recuerdo de esa carta?", A),
            ("En solitario, cuando Rob pone un Rasgo Mimético, ¿tiene que cumplir el requisito como yo?", A),
            ("Para el objetivo Sociable, ¿tengo que contar las Fichas de Personaje que tienen los demás en su Registro de Amistad?", A),
            ("tio empatamos a VEP, como se desempata?", A),
            ("Al final del año, ¿qué se hace con las losetas de Parada de Autobús?", A),
            ("¿Cuántas Cartas de Padres hay que tener siempre en la mano?", A),
            ("Al final, ¿cómo se cuentan las Fichas de Fuerza de Voluntad, de Motivación y de Recuerdo que me sobran?", A),
            ("En solitario, cuando Rob gana los VEP de un Recuerdo, ¿descarta sus Fichas de Motivación?", A),
            ("Las Fichas de Interés que dejamos en las ubicaciones, ¿son del color de cada jugador?", A),
            ("¿Puedo decir en voz alta qué Fichas de Objetivo tengo, sin enseñarlas? ¿O eso ya cuenta como enseñar la mano?", U),
            ("Mi novio no juega pero se sienta a mi lado, ve mis Fichas de Rasgo y me va aconsejando. ¿Eso está permitido?", U),
            ("Después de barajar mi mazo de Cartas de Padres, ¿otro jugador me lo puede cortar?", U),
            ("Al repartir las Fichas de Objetivo mi prima vio sin querer una de las mías. ¿Me toca robar otra de esa letra?", U),
        ],
    },
    "loop": {
        "en": [
            ("do my COIN have to be out where everybody can see them?", A),
            ("i met the requirement for one of my GOAL. can i hang on to it and reveal it a couple turns later?", A),
            ("co-op: are we allowed to show each other our hands?", A),
            ("in co-op when i play a FAVOUR where does it go, to the other player?", A),
            ("if someone agrees to a deal and then doesnt do their part, is that allowed?", A),
            ("politician question: when do i actually have to flip the face-down FAVOUR over?", A),
            ("scholar - which decks can i peek at the top card of, and how often?", A),
            ("the soldier takes a FAVOUR from my hand - does she get to choose which one?", A),
            ("when do the face-down EVENT next to my CAREER get turned over?", A),
            ("Which CONTINUOUS EVENT is in effect right now, and how is the table supposed to keep track of it?", A),
            ("how many GOAL does everyone get, and what happens to the leftover ones?", A),
            ("at setup which MATERIAL are face up and which are in the deck?", A),
            ("how do the others know how much REPUTATION ive got?", A),
            ("when i REJECT a favour where does the card go?", A),
            ("when i ACCEPT a FAVOUR does it go face up in my area or into my hand?", A),
            ("3 players and im in seat 3, how many FAVOUR do i start with in my hand?", A),
            ("solo: the blue FAVOUR i play, do they stay in my hand or go on the table?", A),
            ("Social Responsibility came up. whose hand do i take the FAVOUR from?", A),
            ("competitive setup: how many CAREER cards do we each get to look at?", A),
            ("The Gap: do the COIN sitting on my CREDIT CARD count towards my total?", A),
            ("status climb, who do i compare myself with and what do i compare?", A),
            ("is there a hand limit for FAVOUR cards?", A),
            ("Satan Santa: do we all give a MATERIAL at the same time or one after the other? can i see what the others gave first?", A),
            ("where do the GOAL i've achieved go, do i keep them in my hand?", A),
            ("co-op: we dont draw FAVOUR at the start of our turns, right? so how do we get the played ones back?", A),
            ("how many ACTIVITY can i keep in my area where people can see them?", A),
            ("outside the politician stuff, can i just lie about which FAVOUR cards i'm holding while we're negotiating?", U),
            ("game's over. do we turn over the GOAL cards nobody managed to achieve, or do they stay secret?", U),
            ("freelancer: when i use Freedom to ditch a FAVOUR, does it go face up on the discard pile so everyone sees it, or face down?", U),
            ("When the Nurse gives someone a FAVOUR with Care, does the whole table get to see which one it is, or only the player who gets it?", U),
        ],
        "es": [
            ("¿Puedo guardar mis COIN en la mano para que no se sepa cuántas tengo?", A),
            ("En cooperativo, ¿con qué FAVOUR empieza cada uno?", A),
            ("Le ofrecí algo a cambio de que acepte mi BARTER. ¿En qué momento queda cerrado el trato?", A),
            ("Con el Politician, si rechazo su FAVOUR boca abajo sin cantar farol, ¿se da vuelta la carta para ver qué era?", A),
            ("Si le canto el farol al Politician y resulta que decía la verdad, ¿qué pasa?", A),
            ("¿El Scholar puede mirar la carta de arriba de las CREDIT CARD?", A),
            ("¿Cuándo se roba un EVENT y dónde se pone?", A),
            ("Si mi HAPPINESS cambia de zona en el turno de otro, ¿robo EVENT igual?", A),
            ("Un IMMEDIATE EVENT ya resuelto, ¿a dónde va?", A),
            ("las CREDIT CARD y los EVENT del tablero van boca arriba o boca abajo?", A),
            ("En solitario, ¿cuántos GOAL me dan?", A),
            ("Salió Overproduction, ¿qué MATERIAL se quitan? ¿los de la zona de compra?", A),
            ("Combustion Energy: ¿qué pasa con el mazo de MATERIAL?", A),
            ("Jugando solo, el RESELL azul, ¿a dónde manda el MATERIAL?", A),
            ("Ahorita se acabó el mazo de FAVOUR, ¿qué hacemos?", A),
            ("Se acabó el mazo de ACTIVITY, ¿de dónde repongo las que faltan?", A),
            ("¿Qué significa el lado dorado de la ficha de HAPPINESS?", A),
            ("¿Cuántas ACTIVITY puedo tener en mi AREA?", A),
            ("Disculpe, en un empate del modo básico, ¿qué se mira para desempatar?", A),
            ("En cooperativo, ¿qué pasa al final de cada ronda con el mazo de MATERIAL?", A),
            ("Con la Nurse, ¿el otro puede rechazar el FAVOUR que le da?", A),
            ("cuantos FAVOUR robo al empezar mi turno?", A),
            ("Vos sabés si el Lawyer puede rechazar un FAVOUR que le juegan a otra persona?", A),
            ("¿Cuándo aparece la DEPLETION y qué pasa entonces?", A),
            ("¿Cómo se ve la QUALITY que le queda a un MATERIAL?", A),
            ("En cooperativo, ¿se puede rechazar un FAVOUR que me juegan?", A),
            ("Con Hypebeast activo, ¿tengo que decir a quién elijo de objetivo antes de terminar el turno o justo en el momento de comprobarlo?", U),
            ("En cooperativo, ¿nos podemos enseñar las dos CAREER que nos repartieron y decidir entre todos quién lleva cuál?", U),
            ("¿Puedo ir apuntando en un papel qué FAVOUR acepta cada uno, para saber qué tienen en la mano?", U),
            ("Lo de que empieza el que gastó más de 100 dólares más recientemente: ¿hay que demostrarlo o basta con decirlo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i look at my 2 face down values?", A),
            ("the value card in my hand, do i have to show it to anyone?", A),
            ("how do i get to see one of my face down values?", A),
            ("i hate the value in my hand. can i swap it for a different one?", A),
            ("when do everyones values get revealed?", A),
            ("at the end do my face down values count too, even the ones i never looked at?", A),
            ("can i just tell my friend what my value card is?", A),
            ("we each got 2 careers at setup, do we keep both?", A),
            ("how many cards are face up in the market and what do they cost to take?", A),
            ("can i put my time out before my turn comes round?", A),
            ("how much of each card shows in my experience stack?", A),
            ("traits and resources - do they go in the experience stack too or stay out where people can read them?", A),
            ("i passed a life event space. when do i actually do the life event?", A),
            ("when i Date does the partner card go straight onto the table?", A),
            ("interview gets me a new career card - where does it go, and when can i play it?", A),
            ("how does everyone know if i'm grown up yet?", A),
            ("the unhappiness and negative impact tokens, when do they actually take points off?", A),
            ("solo: do i get values cards?", A),
            ("solo achievement cards - do i get to see both before i choose one?", A),
            ("Solo: are the Life Events face up? How many are there?", A),
            ("solo market: when does it get refilled?", A),
            ("what does meditate do in solo?", A),
            ("if my partner matches one of my values, when do i get the points for it?", A),
            ("tie on total score, what happens?", A),
            ("someone's markers just crossed - does the game stop right there?", A),
            ("do values cards cost anything to play?", A),
            ("can i keep notes on what cards everyone plays, to try to work out their values?", U),
            ("i don't get what my value card means but it's supposed to be secret. how do i ask a rules question about it without showing it?", U),
            ("after the game's done can we go through the values deck to see which ones nobody had?", U),
            ("am i allowed to drop hints about my values, like 'i'm all about family this game', or does that break the secret?", U),
        ],
        "es": [
            ("Al empezar, ¿cuántos Values me dan y cuáles puedo mirar?", A),
            ("Disculpe, ¿los Values se enseñan en algún momento de la partida?", A),
            ("Si medito para cambiar el Value de la mano, ¿puedo mirar el nuevo que robo?", A),
            ("¿Qué tengo que pagar para pasar a la mano uno de mis Values boca abajo?", A),
            ("¿Cuándo elegimos qué Career descartamos?", A),
            ("En la preparación, ¿ya puedo mirar el Value de la mano antes de decidir qué Career descarto?", A),
            ("¿Cuántas cartas hay en el mercado y están a la vista?", A),
            ("Ya coloqué el tiempo en el paso 1. ¿Puedo añadir otra acción más tarde en el turno?", A),
            ("Las Life Events, ¿cómo quedan puestas en mi pila de Experiencias?", A),
            ("¿Puedo apilar mis Resources y Traits como las Experiencias para ahorrar sitio en la mesa?", A),
            ("cuando paso una casilla de Life Event que hago? y si paso dos en el mismo turno?", A),
            ("Vos, la Partner que saco con Date, ¿la puedo jugar en ese mismo turno?", A),
            ("Si me caso con una Partner que encaja con mi Value, ¿lo tengo que enseñar en ese momento para cobrar?", A),
            ("¿En qué orden se hace la puntuación final?", A),
            ("En solitario, ¿el corazón de mi Partner o los sets de iconos dan puntos al final?", A),
            ("En solitario, ¿cuánto dura la partida?", A),
            ("En solitario, ¿robo Life Event al pasar las casillas del track?", A),
            ("En solitario, ¿dónde apunto mi puntuación?", A),
            ("En solitario, ¿cuántas cartas tiene el mercado?", A),
            ("Al final, los Values, ¿en qué orden los puntúo?", A),
            ("Cuando cojo una Career nueva, ¿qué hago con la vieja?", A),
            ("Las cartas de mi pila de Experiencias que ya no se ven enteras, ¿sus iconos cuentan al final?", A),
            ("tío, ¿puedo tener la carta de Value de la mano boca arriba encima de la mesa?", A),
            ("Si alguien me pregunta qué Values tengo boca abajo, ¿se lo puedo decir?", A),
            ("Cuando ya se cruzaron los marcadores, ¿puedo mirar mis Values boca abajo para la última vuelta?", A),
            ("¿El mercado se repone en mi turno? ¿cómo?", A),
            ("¿Se pueden contar las cartas que quedan en el mazo de Values?", U),
            ("¿Otro jugador me puede cortar el mazo de Values antes de que se repartan?", U),
            ("Al final, ¿hay que enseñar también las cartas que me quedaron en la mano sin jugar?", U),
            ("¿Puedo hablar en privado con otro jugador, al oído, sobre qué carta del mercado va a coger?", U),
        ],
    },
    "cv": {
        "en": [
            ("is my life goal card secret from the others?", A),
            ("how many public life goals go out, and are they face up from the start?", A),
            ("when do we show our secret life goals?", A),
            ("i didn't meet my secret goal. do i still have to flip it over at the end?", A),
            ("two of us tied on a public life goal, who gets the points?", A),
            ("how does the childhood draft work exactly, what do i pass and to who", A),
            ("the bicycle card - do i keep it in my hand or does it go out on the table?", A),
            ("3 players: do we use all the childhood cards?", A),
            ("are the cards on the track face up?", A),
            ("while i'm deciding, can i put my dice next to the card i want?", A),
            ("when can i play an event card from my hand?", A),
            ("do event cards go into my cv when i play them?", A),
            ("how much of my older cards in a stack can the others see?", A),
            ("can i put a new relationship card under my stack so it doesnt become the active one?", A),
            ("do my tokens pile up every turn?", A),
            ("can i reroll a die showing bad luck?", A),
            ("i've got 3 bad luck, what happens?", A),
            ("3 good luck symbols, what can i do with them?", A),
            ("card with 2 colours - when do i pick which pile it goes on?", A),
            ("when do we check who gets social assistance?", A),
            ("how do we know the game is ending?", A),
            ("tied on points, what now?", A),
            ("cant pay a red slash cost - what happens to the card?", A),
            ("if i use an event card to help buy, do i get tokens for its symbols?", A),
            ("whats the max number of dice i can roll?", A),
            ("can i slide a card out of the track a bit to remember the one i want?", A),
            ("can i straight up lie about my secret life goal if someone asks me?", U),
            ("at the end someone flips their secret goal and says they made it. do the rest of us get to check, or do we just take their word?", U),
            ("if i notice someone forgot to pay their red slash cost, am i supposed to say something?", U),
            ("can i slide a card out of the track that i'm not actually going to buy, just to throw the others off?", U),
        ],
        "es": [
            ("¿Mi carta de meta de vida la enseño al principio o me la guardo?", A),
            ("Somos tres, ¿cuántas metas públicas se ponen?", A),
            ("Las metas públicas, ¿quién se lleva los puntos?", A),
            ("A cuatro, ¿cuántas cartas de infancia recibe cada uno?", A),
            ("Somos dos, ¿cómo se arma el mazo de infancia?", A),
            ("¿Quién empieza la partida?", A),
            ("Las cartas de evento que compro del track, ¿a dónde van?", A),
            ("Oye, ¿puedo usar una carta de evento fuera de mi turno?", A),
            ("¿Puedo sacar un poco una carta del track para acordarme de cuál quiero?", A),
            ("¿Cuál de las cartas de una pila está activa?", A),
            ("Una Posesión nueva, ¿la puedo meter debajo de la pila?", A),
            ("¿Cuándo actualizo mis fichas?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("si saco 6 de mala suerte entre dados y fichas cuantas cartas pierdo", A),
            ("Asistencia social: si somos dos con derecho, ¿quién agarra primero?", A),
            ("Si al rellenar el track al final de la ronda quedan en el mazo de vejez menos cartas que jugadores, ¿qué pasa?", A),
            ("Empate a puntos, ¿quién gana?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Las cartas de evento cuentan como parte de mi currículum?", A),
            ("Con 3 de buena suerte, ¿igual tengo que cumplir la condición especial de la carta?", A),
            ("Cuando compro una carta, ¿en qué momento la pongo en mi currículum?", A),
            ("¿La barra roja se paga cada turno o una sola vez?", A),
            ("¿Las fichas que ya usé para comprar sirven para pagar la barra roja?", A),
            ("En la limpieza, ¿de qué mazo salen las cartas nuevas del track?", A),
            ("¿Qué se anota en el bloc al final de la partida?", A),
            ("¿Cuántos puntos dan 3 cartas de Relación?", A),
            ("¿Se vale decir en voz alta cuál creo que es la meta secreta de otro jugador?", U),
            ("Si otro jugador me pregunta si ya cumplo mi meta secreta, ¿le tengo que contestar?", U),
            ("Cuando juego una carta de evento, ¿la tengo que enseñar a todos o basta con decir qué símbolos uso?", U),
            ("¿Le puedo pedir a otro jugador que me lea el texto de las cartas tapadas de sus pilas? ¿Está obligado?", U),
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
