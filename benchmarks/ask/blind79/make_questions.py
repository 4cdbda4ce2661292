"""Write the blind79 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind79/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 7901-7904), so the
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
SEEDS = {"coming-of-age": 7901, "loop": 7902, "adulthood": 7903, "cv": 7904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent

Q = {
    "coming-of-age": {
        "en": [
            ("In Coming of Age how many victory points does everyone start with on the score track?", True),
            ("Coming of Age setup question: which spots on the main board are closed at the start and what covers them?", True),
            ("How many of my worker pawns (the character tokens) stay in my supply at the start, and where do the other three go?", True),
            ("How long is a game of coming of age, how many rounds and how many turns in total?", True),
            ("In coming of age do we go in turn order with a first player token, or does everybody roll and pick at the same time?", True),
            ("I rolled 3 dice and picked one. What happens with the two dice I don't use, do they just go back?", True),
            ("My die landed on a spot I don't want. Is there a way to move it to another location?", True),
            ("What is the coming of age end game penalty for frustration tokens still sitting on the right end of a track?", True),
            ("How do I get rid of a frustration token for good during the game?", True),
            ("My counter is already on the last space on the right and a bonus tells me to push it right again. What happens?", True),
            ("Coming of Age: in the bus phase can I take the bus stop bonus AND make friends with the guy who has a presence there?", True),
            ("In which order does the bus visit the locations and does it stop everywhere?", True),
            ("What is the hand size for trait tiles, and what if I draw one more?", True),
            ("coming of age: how many trait tiles can I put on my player board in the whole game?", True),
            ("I pay 3 motivation tokens for a memory card. How many VP is that?", True),
            ("Every time I spend motivation tokens something happens to my mood track, what exactly?", True),
            ("I have no tokens to pay for the memory or a presence at my location. What do I do then?", True),
            ("How many presences can I have on the board, and what if I want a fifth one?", True),
            ("In Coming of Age what are the one-shot memory tokens for and when can I use them?", True),
            ("How do I move a friend above level 4 on the friendship track?", True),
            ("In coming of age, how many goal tiles can I score at the end? All four?", True),
            ("End of game: how do leftover willpower and motivation tokens turn into victory points?", True),
            ("coming of age tie breaker: two players with the same VP, who wins?", True),
            ("Solo: what does the bot (Rob) get at setup, cards, workers, goals?", True),
            ("The solo bot wins too much. How do I make Rob easier or harder?", True),
            ("Coming of Age: can I hire one of the neutral characters as an extra worker, so I can place a second die on a building, like hiring in a worker placement game?", U),
            ("Can I kick a character off my friendship track to free a space, like trashing a card in a deck-builder?", U),
            ("Can I put one of my frustration tokens on a location to block it for the other players, like a blocker in worker placement?", U),
            ("Can I buy willpower tokens with my VP during the game, like converting points back into resources?", U),
            ("Can I cash in an unused memory token for 1 VP in the middle of the game instead of waiting for the end?", U),
        ],
        "es": [
            ("¿Con cuántos puntos de victoria (VEP) empieza cada jugador en Coming of Age?", True),
            ("¿Qué ficha se pone en cada ubicación abajo del tablero al preparar la partida, las de parada de autobús?", True),
            ("Montando Coming of Age: ¿qué cartas y fichas de mi mano recibo al empezar, cuántas Cartas de Padres y qué Fichas de Rasgo?", True),
            ("¿Cuántos dados tiro en Coming of Age en la primera ronda y cuántos en las demás?", True),
            ("¿Qué pasa con los Registros de Ánimo al principio? ¿Empiezo con los cinco Contadores de Estado de Ánimo puestos?", True),
            ("Si quiero mover el dado a una casilla que no está al lado, ¿cuántas Fichas de Frustración me cuesta?", True),
            ("¿Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene otra en la otra punta?", True),
            ("Tengo Fichas de Interés en la ubicación que elegí: ¿qué gano con ellas?", True),
            ("En la fase de experiencia, ¿en qué orden se aplican las bonificaciones de la casilla?", True),
            ("Si un Contador de Estado de Ánimo tiene que moverse a la izquierda y ya está en la última casilla, ¿qué pasa, pierdo puntos de victoria?", True),
            ("¿Cómo funciona la bonificación de Rasgo en Coming of Age? ¿Qué opciones tengo, tío?", True),
            ("Para poner mi Rasgo Mimético sobre la Ficha de Rasgo de otro, ¿qué nivel de amistad necesito?", True),
            ("¿Un amigo nuevo en qué nivel del registro de amistad entra y qué gano?", True),
            ("Coming of Age: si dos jugadores pagamos Fichas de Motivación en la misma ubicación, ¿los dos nos llevamos el Recuerdo?", True),
            ("¿Se puede pagar un Recuerdo con Fuerza de Voluntad en vez de Fichas de Motivación? ¿Cuántos VEP da así?", True),
            ("En Coming of Age, ¿para qué sirve tener una Presencia en una ubicación los turnos siguientes?", True),
            ("Cuando juego una Carta de Padres, ¿a dónde va, a la pila de descarte? ¿Los demás la pueden ver?", True),
            ("¿Qué pasa con los dados que quedan en una ubicación cuando el autobús ya ha pasado por ella?", True),
            ("Fin del año en Coming of Age: ¿qué se hace en la fase de limpieza si aún me quedan dados?", True),
            ("Al acabar la ronda, ¿qué ubicaciones se abren y qué Fichas de Motivación entran a la reserva general?", True),
            ("Coming of Age: ¿hay algún límite de Fichas de Fuerza de Voluntad o de Motivación en la reserva? ¿Qué hago si se acaban?", True),
            ("¿Cuántos VEP vale cada Objetivo al final y qué son los de tipo A?", True),
            ("Modo solitario de Coming of Age: ¿qué hace Rob cuando el autobús para donde él tiene dado y la parada no es un personaje?", True),
            ("En solitario, ¿cómo avanza Rob en su Contador de Realización Personal? ¿Se salta casillas?", True),
            ("Partida a dos en Coming of Age: ¿cómo se montan las cuatro Fichas de Rasgo neutrales del medio?", True),
            ("¿Se puede echar la Presencia de otro jugador de una ubicación, como en un juego de control de áreas?", U),
            ("¿Se pueden hacer apuestas de Fuerza de Voluntad entre jugadores, por ejemplo a que otro no consigue su Objetivo?", U),
            ("¿Puedo sacrificar una Ficha de Personaje de mi reserva para ganar puntos de victoria al momento?", U),
            ("¿Los amigos del registro de amistad se enfrían y bajan de nivel si no coincido con ellos en varias rondas?", U),
            ("¿Hay fase de mantenimiento al final del año en la que tenga que pagar Fuerza de Voluntad por cada Presencia que tengo en el tablero?", U),
        ],
    },
    "loop": {
        "en": [
            ("loop setup: how many sets of MATERIAL do we take out for 3 players?", True),
            ("In loop how many cards go face up in the market at the start, the ones around DEPLETION and the activities?", True),
            ("How much money do I start with as the INTERN, and what else?", True),
            ("Who is the first player in loop?", True),
            ("LOOP: at the start of my turn do I draw a card? What is the hand size?", True),
            ("Can I skip my turn in loop and do nothing, like passing?", True),
            ("How does WORK pay me, how much money and what does it cost me?", True),
            ("When I BUY, how do I decide the QUALITY of a MATERIAL?", True),
            ("How many activities can I take in one CONSUME turn?", True),
            ("What happens to a MATERIAL when its QUALITY hits 0?", True),
            ("I already have 3 activities in my tableau and finish a 4th one. What now?", True),
            ("In loop, when must I reveal a GOAL I have completed?", True),
            ("Can the same activity count for two different goals?", True),
            ("Somebody plays a FAVOUR on me. How can I say no?", True),
            ("What can I spend REPUTATION on during my own turn?", True),
            ("Cleanup at the end of my turn: what gets refilled?", True),
            ("What is the end trigger in loop, and does the game stop right away?", True),
            ("Tie breaker in basic mode of LOOP?", True),
            ("What does the RECYCLE favour do and can I take from my own LANDFILL?", True),
            ("What is the HOBBY goal?", True),
            ("In competitive loop when do I draw an EVENT card?", True),
            ("When does a face-down EVENT actually go off, and if two CONTINUOUS ones come out which one stays?", True),
            ("How do I pay back a CREDIT CARD and how much per turn?", True),
            ("In the coop mode of loop, when do we win?", True),
            ("Solo loop: what is the burn at the end of each turn?", True),
            ("In loop do the 3 ACTIVITY I keep give me income every turn, like buildings in an engine builder?", U),
            ("Can I BUY the top card of the MATERIAL draw pile blind, without it being face up?", U),
            ("Is there a bank trade, like turning in 3 FAVOUR cards for 1 REPUTATION?", U),
            ("Can I reserve a face-up ACTIVITY for a later turn, like reserving a card in Splendor?", U),
            ("Competitive mode: can I pay something to redraw my 2 CAREER cards, like a mulligan?", U),
        ],
        "es": [
            ("¿Cuántas cartas de FAVOUR recibe cada uno al empezar en LOOP a 4 jugadores?", True),
            ("¿Para qué sirve la ficha de HAPPINESS dorada al preparar la partida?", True),
            ("¿Cuántos GOAL me dan al principio en el modo básico y qué hago con los que sobran?", True),
            ("¿Cuál es el máximo de REPUTATION en LOOP que puedo tener?", True),
            ("¿Hay límite de cartas de MATERIAL en mi zona, tipo límite de almacén?", True),
            ("En LOOP, ¿el dinero de todos tiene que estar a la vista?", True),
            ("Si no me queda HAPPINESS y hago WORK, ¿qué pasa?", True),
            ("¿Cuántas MATERIAL puedo comprar como máximo en un turno y cuánto cuesta cada una?", True),
            ("En LOOP, ¿cómo se paga una ACTIVITY para CONSUME? ¿Qué se le resta a las cartas?", True),
            ("Para cumplir un GOAL, ¿qué tienen que tener mis ACTIVITY?", True),
            ("¿Puedo jugar varios FAVOUR en el mismo turno? ¿En qué momento?", True),
            ("Si acepto un FAVOUR, ¿cuánta REPUTATION gano con cada tipo?", True),
            ("¿Los tratos que hacemos hablando entre jugadores son obligatorios?", True),
            ("¿Qué hace el FAVOUR SHARE y qué pasa si al final no uso esa MATERIAL?", True),
            ("En LOOP, ¿cuándo se acaba la partida por agotamiento (DEPLETION) y quién pierde felicidad?", True),
            ("Modo competitivo de LOOP: ¿cómo elijo mi CAREER al empezar?", True),
            ("¿Qué pasa si tengo que pagar la tarjeta de crédito y no me llega el dinero?", True),
            ("¿Cuánta felicidad pierdo al final por cada CREDIT CARD sin pagar?", True),
            ("¿Cuánto se pierde al final por la basura acumulada en mi LANDFILL?", True),
            ("En el modo cooperativo, ¿se roban FAVOUR al empezar el turno? ¿Se puede rechazar?", True),
            ("Cooperativo de LOOP: ¿cuándo se quema una MATERIAL del mazo de robo?", True),
            ("En el modo solitario de LOOP, ¿qué FAVOUR uso y cuándo los recupero a la mano?", True),
            ("Solitario de LOOP: ¿qué hace el FAVOUR azul RENEW?", True),
            ("¿Cuántos GOAL tengo en solitario y con qué HAPPINESS gano?", True),
            ("¿Qué CAREER no puedo usar jugando solo?", True),
            ("¿Las ACTIVITY que nadie coge en varias rondas se descartan solas, como una limpieza del mercado?", U),
            ("¿Se puede pujar con COIN para ser el jugador inicial, en vez de lo de quién gastó más de 100 dólares?", U),
            ("¿Puedo pagar COIN para asegurar una MATERIAL y que no se rompa nunca?", U),
            ("¿Se pueden fusionar dos MATERIAL del mismo tipo en una sola con más QUALITY, como mejorar recursos?", U),
            ("En el cooperativo, ¿puedo regalar parte de mi HAPPINESS a un compañero que va atrasado?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Adulthood setup: what does every player get at the start, how many workers and tokens?", True),
            ("In adulthood how many Values do I get, and which of them can I look at?", True),
            ("Who is the first player in adulthood?", True),
            ("How many cards go in the market at setup?", True),
            ("What is the end trigger? Is there a round marker or a fixed number of rounds?", True),
            ("Worker placement: how many action slots are on my player board, and can I use both in a category?", True),
            ("What does the lower Career spot do, the interview one?", True),
            ("What does the Donate action cost and what does it give?", True),
            ("How does the Meditate action work in adulthood?", True),
            ("Can I use energy as a worker on an action slot?", True),
            ("Once I start spending my workers, can I still place more?", True),
            ("How much does it cost to take a card from the market? The first one is free?", True),
            ("A new Wellness card goes on my board, but I already have one there. What happens to the old one?", True),
            ("Can I use the action on a card the same turn I play it?", True),
            ("Cleanup phase in adulthood: what do I do at the end of my turn?", True),
            ("How does the score track work, which way do the markers move?", True),
            ("When do I become Grown Up and what does it let me do?", True),
            ("What are the Life Event spaces on the track for?", True),
            ("What is the green bar on an adulthood card?", True),
            ("How do I get Promoted and do I keep using the first action of my Career after?", True),
            ("How do I get Married in adulthood?", True),
            ("End scoring: in what order do we do the steps?", True),
            ("What happens if my marker goes past the end of the track?", True),
            ("Solo adulthood: how does the market work, how much do the 2nd and 3rd cards cost?", True),
            ("When does the solo game of adulthood end and how do I win?", True),
            ("In adulthood, is there a bonus during the game for the first player to collect 3 of the same Life icon, like a race for an achievement?", U),
            ("Is there an income phase where everyone gets money at the start of the round, like in Power Grid?", U),
            ("Can I trade energy for money with another player?", U),
            ("Can I steal another player's partner card if I pay more money than him?", U),
            ("When I become Grown Up do I lose one of my time meeples, like workers getting old?", U),
        ],
        "es": [
            ("En Adulthood, ¿cuántas cartas de Career me dan al principio y con cuántas me quedo?", True),
            ("¿Dónde se pone cada marcador de puntuación al empezar?", True),
            ("¿Qué hace la casilla de arriba de Carrera, la del trabajo a media jornada?", True),
            ("¿Qué da la acción de Ocio de arriba del tablero de jugador?", True),
            ("¿Cómo funciona la acción de Cita (Date) en Adulthood?", True),
            ("¿Puedo colocar mis trabajadores antes de que me toque?", True),
            ("¿En qué orden activo las casillas de acción una vez colocadas las fichas?", True),
            ("Si cojo la carta de más a la izquierda del mercado, ¿me dan algo?", True),
            ("¿Cuántas cartas puedo jugar de la mano en un turno en Adulthood?", True),
            ("¿Puedo jugar en el mismo turno una carta que acabo de coger del mercado?", True),
            ("¿Qué hago con una carta de Experiencia después de jugarla?", True),
            ("¿Cuántas cartas de Recurso y de Rasgo puedo tener delante?", True),
            ("Si juego una pareja nueva y ya tenía otra, ¿qué pasa con la anterior?", True),
            ("¿Qué pasa si cambio de Career estando ascendido (Promoted)?", True),
            ("¿Qué significa el icono de vida blanco y negro en la barra verde de coste?", True),
            ("En la fase de limpieza, ¿a dónde van las fichas de energía y dinero gastadas y el tiempo?", True),
            ("¿Cómo se rellena el mercado de Adulthood al final del turno?", True),
            ("Las fichas de infelicidad e impacto negativo, ¿cuándo restan?", True),
            ("Al final de Adulthood, ¿cuánta felicidad dan los iconos de vida repetidos?", True),
            ("En Adulthood, ¿qué es el corazón completo y cuántos puntos da?", True),
            ("¿Hay desempate en Adulthood?", True),
            ("¿Qué cambia al preparar el modo solitario de Adulthood?", True),
            ("Solitario de Adulthood: ¿qué son los Logros y cuántos me quedo?", True),
            ("En solitario, ¿cuándo se roba una Life Event?", True),
            ("En solitario, ¿qué hace Meditar?", True),
            ("¿Se pueden intercambiar cartas de la mano con otro jugador, como un trato?", U),
            ("¿Se pueden mejorar de nivel las cartas de Recurso pagando dinero, como subir un edificio?", U),
            ("¿Puedo pagar dinero para que otro jugador pierda felicidad, como una carta de ataque?", U),
            ("Al casarme, ¿mi pareja me da una ficha de tiempo más, como tener un hijo en el Agricola?", U),
            ("¿Hay un impuesto al final por acumular demasiadas monedas?", U),
        ],
    },
    "cv": {
        "en": [
            ("CV setup: how many cards go face up on the track at the start?", True),
            ("How many secret and public life goals are there?", True),
            ("How do the childhood cards work for 2 players?", True),
            ("Who is the first player in cv and how do we remember it?", True),
            ("How many dice do I roll in cv and how many rerolls do I get?", True),
            ("Can I reroll a die that shows the bad luck symbol?", True),
            ("What is the most dice I can have?", True),
            ("How many cards can I buy from the market row in one turn?", True),
            ("What does 3 good luck let me do in CV?", True),
            ("What are the event cards and do they stay in my tableau?", True),
            ("When do I lose a card to bad luck?", True),
            ("A card has a red slash on its effect. What does that mean?", True),
            ("Can I use the dice I spent buying cards to also pay the red slash upkeep?", True),
            ("A card has two colours in the title. Where does it go?", True),
            ("I bought a Health card. Can I slide it under my pile?", True),
            ("In cv, which card of a pile is the active one?", True),
            ("Cleanup in cv: how does the track get refilled and from which draw pile?", True),
            ("When is a card discarded from the market row at the end of the round?", True),
            ("In a 2 player game of cv what changes at cleanup?", True),
            ("Do my tokens pile up each turn, like income?", True),
            ("What is social assistance and when do we check it?", True),
            ("In cv, when does the game end?", True),
            ("How do Possessions give victory points?", True),
            ("How do the public life goals score if two players tie?", True),
            ("Tie breaker in cv?", True),
            ("In cv can I reserve a card on the track with one of my tokens so nobody else takes it?", U),
            ("Do cards that nobody buys get a bonus token put on them each round, like coins piling on races in Small World?", U),
            ("Can I spend 2 bad luck to make another player take a misfortune, like a take-that card?", U),
            ("Can I pass my turn without rolling the dice at all?", U),
            ("Can I upgrade a Possession, like handing in my Used car plus money for a better car?", U),
        ],
        "es": [
            ("¿Cuántos dados trae CV y cuántos símbolos distintos tiene cada dado?", True),
            ("¿Cuántos tipos de cartas hay en CV?", True),
            ("Para tres jugadores, ¿cómo se prepara el mazo de infancia?", True),
            ("En CV, ¿cómo se hace el draft de las cartas de infancia, a qué lado se pasan?", True),
            ("¿Quién empieza cada ronda en CV?", True),
            ("¿Se pueden usar las cartas de evento para pagar cartas de la fila? ¿Qué pasa con los símbolos que sobran?", True),
            ("Si una carta pide una condición especial, ¿la tres de buena suerte la cubre?", True),
            ("¿Puedo apartar un poco una carta de la fila para acordarme de cuál quiero?", True),
            ("Con 3 de mala suerte, ¿qué carta pierdo, la de arriba o la que quiera?", True),
            ("¿Las fichas cuentan para la mala suerte o solo los dados?", True),
            ("Si no puedo pagar el coste de la raya roja, ¿qué pasa con la carta?", True),
            ("¿Cuándo se paga en CV el coste de las cartas con raya roja?", True),
            ("¿Una carta de Trabajo nueva puede ir debajo de las otras de su pila?", True),
            ("¿Dónde se guardan las cartas de evento que compro, como las de infancia?", True),
            ("¿Qué mazo sale después del de adultez temprana en la fila?", True),
            ("En la fase de limpieza, ¿cuántas fichas tengo que tener?", True),
            ("En CV, ¿quién puede cobrar la ayuda social, la de los que tienen pocas cartas?", True),
            ("Con la ayuda social, ¿pago el coste de la carta? ¿Y en qué orden se cogen?", True),
            ("En CV, ¿cuándo se acaba la partida? ¿Con el mazo de vejez?", True),
            ("Al puntuar, ¿cuántos puntos dan cuatro cartas de salud?", True),
            ("¿Cuándo se revela mi objetivo vital secreto?", True),
            ("En CV, ¿qué pasa si pierdo la carta de la bici? ¿Sigo empezando yo?", True),
            ("¿La partida se juega en sentido horario?", True),
            ("¿Cuántas cartas de objetivo vital públicas salen en una partida de 4?", True),
            ("En CV a dos jugadores, ¿cuántas cartas de infancia se barajan con la bici?", True),
            ("¿Se puede comprar una carta de la pila de descarte de la fila, las que se quitaron por la izquierda?", U),
            ("¿Las Posesiones se deprecian con la edad y pierden puntos de victoria en la fase de mantenimiento?", U),
            ("¿Puedo cambiar una de mis cartas de infancia por una de la fila pagando dados?", U),
            ("Si un turno no compro nada, ¿puedo jugar dos turnos seguidos después?", U),
            ("¿Dos jugadores pueden comprar una carta de la fila a medias, pagando cada uno la mitad?", U),
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
