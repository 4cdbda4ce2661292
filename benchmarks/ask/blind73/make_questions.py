"""Write the blind73 question files from the lists below (questions first, ids after).

    python benchmarks/ask/blind73/make_questions.py

Each entry is (question, answerable). `names_game` is set by a regex on the
question's own game name; each file is written in a seeded shuffled order.
Expected ids come from `ids.json` (question text -> ids) when it exists.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

GAME_NAME = {
    "coming-of-age": re.compile(r"\bcoming of age\b|\bcoa\b", re.I),
    "loop": re.compile(r"\bloop\b", re.I),
    "adulthood": re.compile(r"\badulthood\b", re.I),
    "cv": re.compile(r"\bcv\b", re.I),
}
SEEDS = {"coming-of-age": 7301, "loop": 7302, "adulthood": 7303, "cv": 7304}
Y, N = True, False

QUESTIONS = {
    "coming-of-age": {
        "en": [
            ("ok so how many turns is a game of coming of age like nine or", Y),
            ("um at the start which locations get the road block tiles on them five to ten right", Y),
            ("so basically how many memory cards do we put out when we set up is it one on every open location or", Y),
            ("wait where does my vp counter start in coming of age is it zero or five or what", Y),
            ("how many mood counters go on my board at the beginning and um where do they go like the middle space", Y),
            ("i hate my roll can i like move my die to a different location", Y),
            ("if i move to a location that's not next to mine how many frustration tokens does that cost me", Y),
            ("is location one next to location four at the start like does it wrap around to the other end", Y),
            ("the dice i don't pick what happens to them do i leave something behind there", Y),
            ("i've got two interest tokens on the arcade and i'm going there now so what do i get", Y),
            ("coming of age experience space do we do the icons in any order we want or is it left to right", Y),
            ("my counter is already on the last space on the right and the location says move it right again what happens", Y),
            ("how do i get rid of a frustration token can i pay will power for it or something", Y),
            ("trait bonus i just drew a fifth trait tile um what's the hand limit on those", Y),
            ("can i copy another player's trait like what does the mimic thing need", Y),
            ("ok so in coa the bus like which way does it go and where does it actually stop cause we've been arguing about it for ten minutes and my friend says it stops everywhere", Y),
            ("when the bus stops where i've got my die can i take the bus stop bonus and also make friends with the guy who has a presence there", Y),
            ("friendship bonus with someone i never met before where does their token go and do i get points for it", Y),
            ("playing solo against rob bot in coming of age how many interest no wait character tokens does rob get", Y),
            ("two player coming of age what are the four trait tiles in the middle for", Y),
            ("if i spend three motivation tokens on one memory how many vp is that", Y),
            ("presence how many can i have and um can i move them around", Y),
            ("after i spend a motivation token does my mood counter move or something", Y),
            ("in coa when does the round end and like what do we unlock after it", Y),
            ("final scoring in coming of age how much do the frustrations i never fixed cost me", Y),
            ("so we've been doing the bus stop tiles wrong we took the one on the far left and put it on the right and slid the others left every year for like four years how do we fix that", N),
            ("my little brother pulled a memory card off the board and nobody remembers which location it was on what do we do", N),
            ("um at the end of round one we took the roadblocks off nine and ten instead of five and six and we already played two years there is that fixable", N),
            ("coming of age question one of my friends always waits to see where we put our dice before he picks his like every single year is there a penalty for that", N),
            ("so i've been flipping two memory tokens in the same turn for a few turns now no wait three turns do i lose something in coming of age", N),
        ],
        "es": [
            ("a ver tío cuántas fichas de frustracion tiene cada uno al empezar en coming of age", Y),
            ("este si el contador de estado de animo rebota a la izquierda y no tengo ficha de frustración ahí qué hago", Y),
            ("o sea si la ficha de frustracion está en el extremo izquierdo ya superada y reboto a la izquierda qué gano", Y),
            ("puedo poner una ficha de frustracion en un registro de animo que ya tiene una en la otra punta", Y),
            ("vale cuántas fichas de rasgo puedo tener en la mano como máximo", Y),
            ("oye cuantas fichas de rasgo puedo jugar en mi tablero en toda la partida de coming of age", Y),
            ("pues para poner un rasgo mi ético digo mimético qué nivel de amistad necesito con el otro jugador", Y),
            ("en coming of age el recuerdo lo puede coger más de un jugador o solo el primero que paga", Y),
            ("si pago el recuerdo con fuerza de voluntad cuantas necesito y cuantos vep me dan", Y),
            ("la bonificación de intimidad para qué sirve exactamente ahorita no le entiendo", Y),
            ("a ver una cosa que pasa con los dados que quedan en la ubicación después de que pasa el autobús porque mi hermano dice que se quedan para el año siguiente y yo creo que no", Y),
            ("al final del año qué se hace con las fichas de parada de autobús mano", Y),
            ("este qué pasa si no puedo pagar ni el recuerdo ni la presencia o sea me quedo sin nada", Y),
            ("las fichas de recuerdo pa qué sirven y cuándo las puedo usar", Y),
            ("al final antes de puntuar puedo usar una ficha de recuerdo que me queda", Y),
            ("en coming of age cuántos objetivos puedo puntuar al final y cuánto vale cada uno", Y),
            ("las fichas que me sobran de fuerza de voluntad y de motivacion dan puntos al final o no", Y),
            ("empate en coming of age cómo se desempata", Y),
            ("variante de dos jugadores de coming of age cómo se montan los rasgos neutrales del centro", Y),
            ("en solitario contra rob bot qué fichas de objetivo me quedo yo", Y),
            ("rob bot cómo coloca sus fichas de interés cuando tira los dados", Y),
            ("cuando rob avanza en la realización personal qué casillas se salta", Y),
            ("y rob al final del coming of age cómo puntúa sus rasgos que tiene boca abajo", Y),
            ("rob nos gana siempre che cómo lo hago más fácil", Y),
            ("cuando el autobús para donde rob tiene presencia y la parada muestra un personaje qué hace rob", Y),
            ("tío hemos puesto una ficha de frustración en un registro de ánimo que ya tenía otra superada en la izquierda y así cambiamos de ubicación tres veces cómo lo arreglamos", N),
            ("en el solitario de coming of age le hemos puesto a rob dos fichas de personaje en el nivel cero encima del vep durante varios turnos qué hacemos ahora", N),
            ("a ver ya apuntamos los puntos pero los elementos sobrantes los dividimos entre tres cada tipo por separado la fuerza de voluntad por un lado la motivación por otro y así vale o hay que rehacerlo", N),
            ("oye las cartas de padres que jugamos las hemos ido metiendo debajo de nuestro mazo en vez de en la pila de descarte y ya nos salieron otra vez qué hacemos", N),
            ("somos dos jugando coming of age y se nos olvidó poner la fila de cuatro rasgos neutrales ya vamos en la ronda tres pues cómo seguimos", N),
        ],
    },
    "loop": {
        "en": [
            ("ok how many sets of material do we take out with four players", Y),
            ("um who goes first in loop", Y),
            ("how many favour cards do i start with i'm in the third seat and there's four of us", Y),
            ("so basically what happiness does the intern start at", Y),
            ("can i just pass my turn if i don't wanna do anything", Y),
            ("when i buy material how does the quality thing work like if i pay three coins", Y),
            ("how many materials can i buy in one turn in loop", Y),
            ("this activity has two blue dots no wait two blue colours do i need two glass cards or is one enough", Y),
            ("what happens when my material gets down to zero quality like my glass is at one and i use it", Y),
            ("how many activities can i keep in my area", Y),
            ("do i have to show my goal right away when i complete it or can i wait till later", Y),
            ("can i play favours on my turn even if i'm working like before and after", Y),
            ("someone just played me a bar tour i mean barter can i say no to it", Y),
            ("what's the max reputation you can have in loop", Y),
            ("what can i spend reputation on when i work", Y),
            ("when does loop end exactly", Y),
            ("tie break in loop basic mode how does it go", Y),
            ("re cycle favour can i take from my own land fill", Y),
            ("what does the hobby goal need", Y),
            ("competitive mode in loop how many careers do i get to pick from", Y),
            ("when do i draw an event card in loop competitive", Y),
            ("credit card how does that work like what do i get when i apply", Y),
            ("landfill penalty at the end how much is it", Y),
            ("cooperative loop how do we win", Y),
            ("solo mode how do i win and what's the burn thing at the end of the turn", Y),
            ("loop question my buddy went to the bathroom and i wanna play a favour on him can somebody accept it for him or do we wait", N),
            ("um so we've been rejecting favours by throwing away any other favour card not the same kind the whole game what now", N),
            ("so i kept drawing a favour at the start of my turn even when i had like six in my hand for a few turns what do i do", N),
            ("how do you show a material's quality going down the dots are printed on the card do we turn it or put coins on it or what", N),
            ("in loop we paid three coins at once on our credit cards every turn for a while so they got cleared faster how do we fix it", N),
        ],
        "es": [
            ("al empezar el turno cuántas cartas de favour robo", Y),
            ("si se acaba el mazo de favor que hago tío", Y),
            ("en la preparación del loop dónde se ponen las monedas", Y),
            ("cuántos goal recibe cada jugador al principio", Y),
            ("cómo se pone la ficha de reputation al principio de qué lado", Y),
            ("con cuánto empieza el becario de monedas y material en loop", Y),
            ("oye si trabajo y no tengo felicidad que restar qué pasa", Y),
            ("puedo usar reputation para comprar material de calidad uno sin pagar monedas", Y),
            ("para ganar felicidad con reputation cuántas necesito", Y),
            ("si acepto un cher un share cuánta reputation gano", Y),
            ("oye güey los tratos que hacemos hablando en loop son obligatorios o no porque este me prometió dos monedas y ahora dice que no", Y),
            ("al final del turno se reponen las cartas o al principio del siguiente", Y),
            ("qué es el de pleción el depletion y cuándo pasa", Y),
            ("a quire acquire cómo funciona a quién le pago", Y),
            ("le puedo hacer un resell a alguien que no tiene monedas", Y),
            ("la meta curiosity qué pide", Y),
            ("los event boca abajo cuándo se activan en loop", Y),
            ("un evento continuo en loop cuánto dura parce", Y),
            ("el pay off de la tarjeta de crédito cuánto pago por turno", Y),
            ("si no termino de pagar la tarjeta al final del loop qué pierdo", Y),
            ("en cooperativo cuándo recupero los favour que jugué", Y),
            ("en cooperativo de loop cuándo se quema material", Y),
            ("en solitario cuántos goal tengo", Y),
            ("en solitario el resell azul qué hace po", Y),
            ("en solitario de loop qué career no puedo usar", Y),
            ("tío llevamos varios turnos gastando una sola reputation en consume para ganar una felicidad y ahora vemos que eran dos qué hacemos", N),
            ("este en el solitario de loop hice renew pagando solo las monedas normales no el doble como cinco turnos y ahora qué", N),
            ("en competitivo me dieron dos career y elegí una la otra qué hago me la quedo para después o va a la caja", N),
            ("en el cooperativo de loop repartimos cinco favour rojos al azar a cada uno en vez de uno de cada y ya vamos por la ronda tres cómo lo arreglamos", N),
            ("a ver se nos cayó el mazo de event al suelo y vimos varias cartas barajamos o seguimos así", N),
        ],
    },
    "adulthood": {
        "en": [
            ("how many time meeples does everybody get at the start", Y),
            ("um the values cards how many do i get and am i allowed to look at them", Y),
            ("we each got two career cards in adulthood do we keep both", Y),
            ("who goes first in adulthood", Y),
            ("how many cards go in the market at the start", Y),
            ("when does adulthood end like what's the trigger", Y),
            ("the top career spot what does it do before i have a career card", Y),
            ("what's the inner view i mean interview action", Y),
            ("donate how much money for one impact in adulthood", Y),
            ("the date thing what does it cost", Y),
            ("meditate what does that do in adulthood", Y),
            ("can i use energy instead of time meeples", Y),
            ("can i use the same action spot twice in one turn like two time on the upper one and then two more", Y),
            ("can i put down more time after i already started collecting my rewards", Y),
            ("if i take the left most card from the market do i get anything", Y),
            ("what happens to my old wellness card when i play a new one", Y),
            ("experience cards where do they go after i play them", Y),
            ("how do i become a grown up in adulthood", Y),
            ("life event spaces on the track what happens when i pass one", Y),
            ("the green strip above the card text what is that um is it like the price", Y),
            ("how do i get promoted in adulthood", Y),
            ("sets of life icons at the end how many happy do i get", Y),
            ("negative impact tokens what do they do at the end", Y),
            ("solo adulthood how many life events are in the deck", Y),
            ("solo market how much do the second and third cards cost", Y),
            ("so we've been using the action spots on cards we played that same turn for like three rounds is there a fix", N),
            ("solo adulthood i've been drawing a life event every time i passed the life event spaces and also the one at the end of the round for three rounds what now", N),
            ("um my friend has been using the top career spot with only three time meeples for a few rounds does that count or what", N),
            ("in adulthood i had two partners out at the same time and no open relationship for three rounds what do we do", N),
            ("so basically we all started with two energy and two money instead of one found out in round three how do we fix it", N),
        ],
        "es": [
            ("a ver cuánta energía y dinero tiene cada uno al empezar", Y),
            ("dónde se ponen los marcadores de puntuación al principio en adulthood", Y),
            ("puedo colocar mi tiempo antes de que llegue mi turno", Y),
            ("las cartas de la derecha del mercado cuánto cuestan tío", Y),
            ("puedo jugar una carta que acabo de coger del mercado en el mismo turno", Y),
            ("cuántas cartas puedo jugar por turno de la mano", Y),
            ("un recurso o un rasgo dónde se pone y cuántos puedo tener", Y),
            ("en adulthood solo puedo tener una pareja", Y),
            ("cómo me caso con mi pareja wey", Y),
            ("si cambio de carrera pierdo el ascenso", Y),
            ("el icono de adulto en la barra verde qué significa", Y),
            ("el icono de vida blanco y negro en la barra verde qué quiere decir", Y),
            ("los meeples de tiempo al final del turno adónde van", Y),
            ("el mercado de adulthood cómo se rellena", Y),
            ("los eventos vitales cuándo los resuelvo", Y),
            ("oye si paso del final del marcador qué pasa vuelvo a cero o me quedo ahí al final", Y),
            ("empate en adulthood qué pasa", Y),
            ("el corazón completo en adulthood cuánto da", Y),
            ("pues los valores al final cómo puntúan y en qué orden", Y),
            ("en solitario de adulthood se reparten valores", Y),
            ("los logros en solitario cómo se eligen", Y),
            ("en solitario la meditación qué hace", Y),
            ("en solitario de adulthood cuándo gano", Y),
            ("en solitario al final de cada ronda qué se hace", Y),
            ("en solitario el mercado se repone a mitad de ronda o no", Y),
            ("tío pensábamos que la casilla de adulto también daba un evento vital y hemos robado uno cada vez que alguien la pasaba cómo lo arreglamos", N),
            ("oye un evento vital de esos que afectan a la siguiente ronda lo hemos seguido aplicando tres rondas seguidas qué hacemos", N),
            ("este mi primo puso su carta de pareja encima del espacio de ocio como si fuera una carrera y lo tapó varias rondas y ahora qué", N),
            ("en adulthood un jugador se ha guardado los eventos vitales en la mano y los jugaba cuando le convenía durante tres rondas qué se hace", N),
            ("a ver hemos estado deslizando las cartas del mercado de adulthood hacia la derecha y rellenando por la izquierda toda la partida pasa algo", N),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll in cv", Y),
            ("how many times can i re roll", Y),
            ("the bad luck dice can i reroll those", Y),
            ("how many cards can i take from the track in one turn in cv", Y),
            ("three good luck what can i do with that", Y),
            ("how much bad luck until something bad happens", Y),
            ("event cards when can i play them", Y),
            ("what's the red line through the symbol on some cards", Y),
            ("if i can't pay that red cost what happens", Y),
            ("new health card does it have to go on top", Y),
            ("work card can i put it under my old one", Y),
            ("what does active mean in cv", Y),
            ("tokens do they add up every turn like money", Y),
            ("card with two colours which pile does it go in", Y),
            ("how do we set up the track at the start of cv", Y),
            ("how many life goals does everybody get and how many go face up", Y),
            ("childhood cards with three players how does that work", Y),
            ("who starts in cv", Y),
            ("when is the leftmost card thrown out", Y),
            ("two player cv when do we discard the leftmost card", Y),
            ("social assistance in cv who gets it", Y),
            ("when does the game end cause the old age deck has like three cards left and there's four of us so um is that it", Y),
            ("scoring for four health cards how many points", Y),
            ("tie in cv who wins like we both have sixty two points", Y),
            ("possession points how do they count", Y),
            ("so my friend had two cards that give an extra die and he rolled eight dice for a bunch of turns what do we do now", N),
            ("um we've been paying the red costs with the same dice we used to buy cards for three rounds is that fixable", N),
            ("so basically we took tokens for every card in our piles not only the top ones for three rounds in cv how do we fix it", N),
            ("one of the dice has a chipped side and we can't read the symbol what does it count as", N),
            ("we've been taking tokens for the symbols on event cards for a while no wait since round two what now", N),
        ],
        "es": [
            ("cuántas cartas de infancia con cuatro jugadores", Y),
            ("cómo se reparten las cartas de infancia a quién se pasan", Y),
            ("con dos jugadores cómo se arma el mazo de infancia en cv", Y),
            ("el que tiene la bici en cv recibe algo", Y),
            ("cuántos dados como máximo se pueden tirar en cv", Y),
            ("puedo usar las fichas para pagar cartas de la fila", Y),
            ("los símbolos que me sobran de una carta de evento se pierden", Y),
            ("me dan fichas por los símbolos de una carta de evento", Y),
            ("puedo sacar un poquito la carta de la fila para acordarme cuál quiero", Y),
            ("en la fase de mala suerte cuál carta pierdo", Y),
            ("las cartas de evento que compro van a mi cv o a la mano", Y),
            ("puedo usar los dados que usé para comprar para pagar los costes", Y),
            ("adónde va la carta que no pude pagar", Y),
            ("tengo tres de buena suerte y la carta tiene condición especial qué hago", Y),
            ("cuando se acaba un mazo qué se revisa", Y),
            ("en qué orden cogen las cartas los de asistencia social", Y),
            ("de qué mazo se rellena la fila cuando se acaba el primero", Y),
            ("cuándo termina la partida en cv", Y),
            ("a ver cuántos puntos dan tres cartas de relación en cv", Y),
            ("objetivos vitales públicos si empatamos quién se lo lleva", Y),
            ("el objetivo secreto cuándo se revela", Y),
            ("las cartas de trabajo para qué sirven en cv", Y),
            ("las de conocimiento en cv qué hacen", Y),
            ("las cartas de salud para qué son", Y),
            ("las relaciones qué dan normalmente che", Y),
            ("tío hemos ido pasando el primer jugador a la izquierda cada ronda en vez de empezar siempre el de la bici cómo seguimos", N),
            ("este hicimos la fase de mala suerte justo después de tirar antes de comprar varias rondas o sea perdíamos la carta activa antes de elegir de la fila qué hacemos", N),
            ("a ver los costes rojos los pagábamos solo al final de cada ronda y no en cada turno durante varias rondas en cv cómo se arregla", N),
            ("oye mi amigo tenía dos montones de trabajo con dos cartas activas a la vez durante tres rondas y ahora qué", N),
            ("descartamos la carta de la izquierda al acabar el turno del de la bici y no al final de la ronda pues qué hacemos", N),
        ],
    },
}


def _toml_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def main() -> None:
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, by_lang in QUESTIONS.items():
        rows = [(q, lang, ok) for lang, items in by_lang.items() for q, ok in items]
        random.Random(SEEDS[game]).shuffle(rows)
        out = []
        for q, lang, ok in rows:
            named = bool(GAME_NAME[game].search(q))
            expected = ids.get(q, []) if ok else []
            out.append("[[questions]]")
            out.append(f"q = {_toml_string(q)}")
            out.append(f'lang = "{lang}"')
            out.append(f'game = "{game}"')
            out.append(f"names_game = {'true' if named else 'false'}")
            out.append(f"answerable = {'true' if ok else 'false'}")
            if expected:
                out.append("ids = [")
                out.extend(f"    {_toml_string(i)}," for i in expected)
                out.append("]")
            else:
                out.append("ids = []")
            out.append("")
        (HERE / f"{game}.toml").write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
