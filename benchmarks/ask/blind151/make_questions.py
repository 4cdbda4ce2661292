"""Write the blind151 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind151/make_questions.py

Style of this set: players who ask BY REQUEST, not by question — an order or a
plea to the assistant ("explain how the bot plays", "tell me what happens
when...", "dime cuántas...", "necesito saber si..."). Each game's file is
written in a seeded shuffled order (seeds 15101-15104), so the unanswerable
questions are mixed in. `names_game` is found by a regex on the question's own
game name; `ids` come from ids.json (question text -> ids) and are empty until
that file is written.
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
SEEDS = {"coming-of-age": 15101, "loop": 15102, "adulthood": 15103, "cv": 15104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("explain how rob decides wich building his die goes in", A),
            ("rob rolled 3 dice but he's only got 2 interest tokens left. tell me which of his dice get one", A),
            ("remind me how rob moves up his personal fulfilment track, he doesnt do it like us right", A),
            ("walk me through rob's trait bonus when the bus stop tile isn't a character", A),
            ("the stop shows a neutral kid and rob is there. tell me where he puts that character on his friendship track", A),
            ("tell me everything rob scores at teh very end", A),
            ("rob keeps crushing me. tell me the official way to make him easier", A),
            ("explain which goal tiles i get when i play solo", A),
            ("tell me what happens to the memory card at my location at the end of a solo turn", A),
            ("explain the two player setup with the trait tiles in a row between us", A),
            ("i need to know what it costs to move my chosen die to a location that isn't next door", A),
            ("remind me if the locations at the two ends of the board count as next to each other", A),
            ("tell me what i get when a counter bounces right on a track that has an unresolved frustration on that end", A),
            ("explain what happens when i bounce left and there's an overcome frustration token sitting on the left end", A),
            ("i paid motivation and my counter slides 2 to the left. tell me if i get the bonus of the space it lands on", A),
            ("quick, we're mid-turn: tell me how many memory tokens i can flip this year and when", A),
            ("tell me what i do if i draw a fifth trait tile", A),
            ("explain the rulebook example where red moves the 4 over to location 6 - what did that cost and what did they get there", A),
            ("tell me how many vep i get if i spend 3 motivation tokens on one memory", A),
            ("tell me what happens to the dice still sitting at a location once everyone's done there", A),
            ("list the tiebreakers for me, we're tied on vep", A),
            ("explain how leftover willpower, motivation and memory tokens score at the end", A),
            ("tell me what the completionist trait needs", A),
            ("tell me what the committed goal tile asks for", A),
            ("explain what happens with a type A goal if i'm tied with someone for the most", A),
            ("i've got my die and a presence at the same stop. tell me if i get both step A options", A),
            ("tell me what the experience space at location 8 does, the icons on our board are rubbed off", U),
            ("tell me which motivation colour location 10, the 0 on the ten-sided die, wants for its memory", U),
            ("explain which locations sit right next to location 7 on the board, i need to know where one frustration token can take me", U),
            ("i need to know what the spaces on level 4 of the friendship track give", U),
        ],
        "es": [
            ("explicame cuantas fichas de frustracion me cuesta llevar el dado a la ubicacion de al lado", A),
            ("Necesito saber si puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el otro extremo", A),
            ("Dime qué le pasa al Contador de Estado de Ánimo cuando pago Fichas de Motivación por un Recuerdo", A),
            ("Recuérdame cuántos VEP da un Recuerdo si lo pago con 4 de Fuerza de Voluntad", A),
            ("Somos cuatro y no nos aclaramos: explicadnos qué pasa con la carta de Recuerdo si la cogemos dos en la misma parada", A),
            ("Vale, dime cuántas Presencias puedo tener y qué hago si ya usé las 4 fichas", A),
            ("Quiero entender la Presencia: explícame para qué me sirve en los años siguientes", A),
            ("Explícame las tres cosas que puedo hacer con una Bonificación de Rasgo", A),
            ("dime si tengo q seguir cumpliendo el requisito de una Ficha de Rasgo despues de jugarla", A),
            ("Explícame qué necesito para poner un Rasgo Mimético sobre la Ficha de Rasgo de otro jugador", A),
            ("Dime qué se desbloquea al empezar la ronda 3", A),
            ("Explícame qué pasa si un Contador rebota a la izquierda y ese registro no tiene ninguna Ficha de Frustración", A),
            ("Recuérdame cuánto resta al final cada Ficha de Frustración sin resolver", A),
            ("Ahorita me toca: dígame en qué orden va parando el autobús en la fase de beneficios", A),
            ("Tío, explícame qué hago si no puedo pagar ni Recuerdo ni Presencia", A),
            ("Necesito saber si los demás pueden mirar mi pila de descarte de Cartas de Padres", A),
            ("Explícame cómo avanzo en el Registro de Realización Personal", A),
            ("Che, decime qué pasa si llego al final del Registro de Realización y todavía me toca avanzar", A),
            ("Explícame qué hace Rob en el paso B cuando su dado está en la ubicación", A),
            ("Decime con cuántas Fichas de Personaje arranca Rob en su reserva", A),
            ("Dime cuándo se acaba la partida y qué puedo hacer justo antes de puntuar", A),
            ("Explícame cuántas Fichas de Objetivo puedo puntuar al final y cuánto vale cada una", A),
            ("dime que pide la Ficha de Rasgo Resilient", A),
            ("Explícame, en la variante a dos, qué nivel de amistad necesito para imitar la tercera ficha de la fila", A),
            ("Necesito saber si puedo superar una frustración pagando Fuerza de Voluntad cuando yo quiera", A),
            ("Disculpe, dígame qué Fichas de Motivación acepta la ubicación 6 según el ejemplo del autobús", A),
            ("Dime cuántas Cartas de Padres de mi mazo dan Fichas de Motivación", U),
            ("Explícame qué Fichas de Motivación pide la ubicación 5 para conseguir su Recuerdo", U),
            ("Necesito saber cuántas Cartas de Padres de mi mazo dan una Bonificación de Superación", U),
            ("dime cuantas ubicaciones dejan elegir entre dos tipos de Motivacion y cuales son", U),
        ],
    },
    "loop": {
        "en": [
            ("tell me how many FAVOUR i draw at the start of my turn", A),
            ("basic game, i'm at 0 HAPPINESS and want to WORK. tell me what happens", A),
            ("explain how QUALITY works when i BUY", A),
            ("tell me how to CONSUME an ACTIVITY that shows two of the same colour", A),
            ("list everything i can spend REPUTATION on", A),
            ("tell me how much REPUTATION i get for ACCEPTing each FAVOUR", A),
            ("explain the ways i'm allowed to REJECT a FAVOUR", A),
            ("tell me exactly when the game ends", A),
            ("list the tiebreakers in basic mode", A),
            ("explain HOBBY and CURIOSITY, they're the weird GOALs", A),
            ("i want to know if i can claim a GOAL on a BUY turn", A),
            ("my HAPPINESS jumps from 4 to 10 in one go. tell me how many EVENT i draw", A),
            ("remind me when my face-down EVENTs actually go off", A),
            ("walk me through APPLYing for a CREDIT CARD and paying it off", A),
            ("tell me what the Debt Penalty is at the end", A),
            ("explain the LANDFILL Penalty with numbers", A),
            ("explain how FAVOUR work in co-op", A),
            ("tell me how we win co-op", A),
            ("explain the MATERIAL burn in solo", A),
            ("explain teh blue RENEW", A),
            ("tell me how many GOAL i start with in solo", A),
            ("remind me what the Tycoon gets when he WORKs", A),
            ("explain what happens when someone calls the Politician's bluff", A),
            ("two CONTINUOUS EVENTs flip at my turn end, tell me which one counts", A),
            ("tell me if an IMMEDIATE EVENT cancels the CONTINUOUS one that's running", A),
            ("explain Forced into Debt", A),
            ("i'm the Lawyer and the Scavenger just played his RECYCLE on me as a RESELL. his ability says i can only REJECT it by discarding a RESELL or a REPUTATION. tell me if my Objection (discard any FAVOUR) still works on it", U),
            ("i had what i needed for a GOAL last CONSUME turn but didn't claim it. tell me if i can still claim it on a later CONSUME turn with the same ACTIVITY", U),
            ("the Scavenger plays his RECYCLE as a RESELL on someone else and i'm the Lawyer. tell me if my Objection has to throw away a RESELL like the target would, or any FAVOUR will do", U),
            ("solo and i'm the Scientist. tell me if my LANDFILL buy can come out of the central LANDFILL", U),
        ],
        "es": [
            ("Explícame cuánta HAPPINESS da cada ACTIVITY que completo", A),
            ("Dime cuántas ACTIVITY puedo guardar y qué pasa cuando completo la cuarta", A),
            ("Necesito saber qué pasa cuando un MATERIAL llega a QUALITY 0, ¿a dónde va?", A),
            ("Explícame el SHARE y cuándo se resta de verdad la QUALITY", A),
            ("Explíquenme qué pasa si al empezar el turno el mazo de FAVOUR está vacío", A),
            ("Explícame el BARTER: qué MATERIAL puedo pedir a cambio del mío", A),
            ("decime si puedo agarrar con RECYCLE algo de mi propio LANDFILL", A),
            ("Quiero entender la DEPLETION Penalty", A),
            ("Somos 3: explícame cuántos FAVOUR arranca cada uno", A),
            ("Dime cuántos sets de MATERIAL se quitan jugando 4", A),
            ("vale, explícame si los tratos que hacemos negociando son obligatorios", A),
            ("Necesito saber qué hace el Scholar", A),
            ("Dime qué hace el Engineer y con qué MATERIAL no puede", A),
            ("Explícame la habilidad del Chef", A),
            ("Che, decime qué hace la Waitress", A),
            ("Dime si el Banker se puede usar en cooperativo", A),
            ("Explícame el EVENT Micro-Plastic", A),
            ("dime que hace economic slowdown", A),
            ("Explícame Landfill Tax con el ejemplo del SHARE", A),
            ("Recuérdame cómo se reparten las CAREER al preparar el competitivo", A),
            ("Explícame el ACQUIRE azul del solitario, cuánta plata pago y a quién", A),
            ("Dime si alguien pierde HAPPINESS cuando la DEPLETION sale al quemar el MATERIAL en cooperativo", A),
            ("Explícame cuándo se reponen las cartas vacías del tablero", A),
            ("Dime quién empieza la partida", A),
            ("Explícame para qué es el lado dorado de la ficha de HAPPINESS", A),
            ("Disculpe, dígame cuánta REPUTATION puedo tener como máximo y si puedo aceptar FAVOUR estando al tope", A),
            ("Con BOGOF activo me llevo gratis el MATERIAL de QUALITY 1. Dime si puedo gastar REPUTATION para subirle la QUALITY como en una compra", U),
            ("Está Disposable Culture y me sale Redeem Bonus. Dime si con la opción de 3 COIN puedo sacar un PLASTIC a QUALITY 3 o solo a QUALITY 1", U),
            ("Soy el Banker y tengo CREDIT CARD, pero está Everything Is Online y el otro jugador no tiene tarjeta. Explícame si él puede darme su COIN a cambio de mi REPUTATION con Influence", U),
            ("Soy la Lawyer y la Nurse me da un FAVOUR con Care, que dice que tengo que quedármelo. Dime si puedo usar Objection para rechazar ese FAVOUR que me dan a mí", U),
        ],
    },
    "adulthood": {
        "en": [
            ("explain what the market cards cost depending on where they sit", A),
            ("tell me what the second card from the left in the market costs me", A),
            ("remind me if energy can stand in for time, i always forget", A),
            ("tell me what happens to my old Career and my Promoted token when i play a new Career", A),
            ("explain how i get Promoted", A),
            ("explain how getting Married works", A),
            ("tell me when the game actually ends once someone's markers cross", A),
            ("list the end scoring steps in order", A),
            ("i've got 4 Family icons. tell me what that's worth at the end", A),
            ("explain the complete heart bonus", A),
            ("tell me what happens if my marker runs off the end of a track", A),
            ("explain what changes in the setup for solo", A),
            ("tell me what the 2nd and 3rd market cards cost in solo", A),
            ("explain how Life Events work in solo", A),
            ("tell me how you win solo, theres no opponent so whats the goal", A),
            ("explain the Achievement cards", A),
            ("tell me what Meditate does in solo", A),
            ("i just played a card with an action spot on it. tell me when i can use it", A),
            ("explain the Life icon in a card's green cost bar", A),
            ("explain the white box cost, the one with the Marathon example", A),
            ("tell me how you become Grown Up", A),
            ("tell me what happens when my marker passes a Life Event space", A),
            ("list what i do on my turn, in order", A),
            ("tell me if i can use both Leisure spots in the same turn", A),
            ("explain the Actor example for getting Promoted", A),
            ("tell me what the sad and negative tokens do at the end", A),
            ("tell me how many Community cards carry the Service icon", U),
            ("tell me how many Partner cards show the Family icon", U),
            ("tell me how many Wellness cards give more than one energy", U),
            ("i need to know how much happy the Values card with the Fame hole gives at the end", U),
        ],
        "es": [
            ("Explícame la acción de Donar", A),
            ("Disculpe, dígame qué hace Meditate en una partida normal", A),
            ("Necesito saber si puedo mirar mis Values boca abajo", A),
            ("Explícame qué hago con las Career en la preparación", A),
            ("dime quien empieza, porfa", A),
            ("Explícame la acción de Interview", A),
            ("Dime qué da la acción de arriba de Career cuando todavía no tengo carta ahí", A),
            ("Vale, explícame la Date", A),
            ("Dime qué pasa con mi ficha de Married si juego otra Partner", A),
            ("Explícame el paso 4, cuando se resetea el tablero y el mercado", A),
            ("Dime cuántas cartas de Leisure puedo tener a la vez", A),
            ("Explícame cómo funcionan los Resources y los Traits", A),
            ("Dime qué hago con una Experience cuando la juego", A),
            ("Necesito saber si en el primer turno puedo jugar mi Career antes de gastar el tiempo", A),
            ("Tío, explícame qué pasa si empatamos", A),
            ("Dime qué da Overseas Vacation según el ejemplo", A),
            ("Explícame la acción de Mall Walkers", A),
            ("Dime qué pasa con las fichas de Unhappiness en el solitario", A),
            ("Explícame cuándo se acaba el solitario", A),
            ("Dime si en el solitario cuentan los corazones y los sets de iconos", A),
            ("Explícame qué pasa en el solitario con las cartas que te dejan coger una carta extra del mercado", A),
            ("Dime si en el solitario se repone el mercado a mitad de ronda", A),
            ("Explícame qué hace falta para jugar Family Time", A),
            ("Dime si puedo jugar en el mismo turno una carta que acabo de coger del mercado", A),
            ("Che, decime cuáles son los iconos de Life", A),
            ("Explíquenme si un marcador puede ir para atrás durante la partida", A),
            ("Dime cuántas cartas de Leisure dan energía además de happy", U),
            ("Dime cuántas Life Events te hacen pagar dinero", U),
            ("Necesito saber cuántas cartas de Career dan más de 1 de dinero en su acción antes de ascender", U),
            ("Dime cuántas cartas de Experience te dan fichas de Unhappiness", U),
        ],
    },
    "cv": {
        "en": [
            ("tell me how many dice i roll and the most i can ever have", A),
            ("explain rerolling", A),
            ("tell me how many cards i can take from the track in one turn", A),
            ("explain the 3 good luck thing", A),
            ("explain what bad luck does to me, i keep rolling it", A),
            ("tell me where a new possession card goes in my stacks", A),
            ("tell me where a new health card is allowed to go", A),
            ("explain red slash costs", A),
            ("explain the cards with two colours", A),
            ("tell me how event cards work", A),
            ("explain cleanup at the end of a turn", A),
            ("tell me what's different about cleanup with 2 players", A),
            ("explain social assistance", A),
            ("walk me through the social assistance example with julius, felix and eric", A),
            ("tell me exactly when the game ends", A),
            ("tell me how many points 4 health cards are worth", A),
            ("explain how public life goals score if we're tied on one", A),
            ("we tied on points. tell me the tiebreak", A),
            ("explain the childhood draft", A),
            ("tell me how to set up the childhood cards for 2 players", A),
            ("tell me who starts, and how do we remeber who it was", A),
            ("explain what the tokens are for", A),
            ("tell me how many public life goals go out with 3 players", A),
            ("i played an event for one symbol, tell me what happens to its other symbols", A),
            ("explain the used car example", A),
            ("i picked 2 cards off the track and then bad luck hit me in the same turn. tell me if one of those new cards can be the one i lose", A),
            ("tell me how many knowledge cards are in the early adulthood deck", U),
            ("tell me how many life goal cards score relationship cards", U),
            ("tell me how many relationship cards are in the middle age deck", U),
            ("tell me how many work cards in the old age deck pay out money", U),
        ],
        "es": [
            ("Explícame cómo se prepara el mazo de infancia si somos 3", A),
            ("Dime de qué mazo salen las cartas cuando se acaba el de juventud", A),
            ("Necesito saber si puedo volver a tirar un dado con mala suerte", A),
            ("Explícame qué es una carta activa", A),
            ("Dime cuántas cartas activas puedo tener de cada tipo", A),
            ("Explícame qué pasa si no puedo pagar la barra roja", A),
            ("Dime en qué fase se paga la barra roja", A),
            ("Explícame si las fichas que usé para comprar me sirven luego para pagar costes", A),
            ("Ahorita, en el turno de otro, decime si puedo jugar una carta de evento", A),
            ("Explícame de dónde salen los 63 puntos de Felix en el ejemplo", A),
            ("Dime cuántos puntos dan 5 cartas de conocimiento", A),
            ("Explícame cómo puntúan las posesiones al final", A),
            ("Dime qué hago con mi objetivo vital secreto al final", A),
            ("Explícame quién coge primero en la asistencia social si somos dos con derecho", A),
            ("Dime si con la asistencia social tengo que cumplir las condiciones especiales de la carta", A),
            ("Explícame qué hago con las cartas de evento que compro", A),
            ("Vale, dime si puedo meter una carta de Trabajo debajo de mi montón", A),
            ("Explícame qué se hace con la fila al final de la ronda antes de rellenar", A),
            ("Dime cuántas cartas hay boca arriba en la fila", A),
            ("Explícame para qué sirve la ficha de bicicleta", A),
            ("dime si las fichas cuentan para juntar los 3 simbolos de buena suerte", A),
            ("Tengo 6 símbolos de mala suerte: dime cuántas cartas pierdo", A),
            ("Explícame para qué sirven las cartas de objetivo vital", A),
            ("Disculpe, dígame cuántos objetivos públicos se ponen jugando 4", A),
            ("Explícame cómo se colocan las cartas de un mismo montón para que se vean", A),
            ("Che, decime cuántos dados tiraba el del ejemplo del coche usado y por qué", A),
            ("Dime cuántos objetivos vitales dan puntos por cartas de Trabajo", U),
            ("Dime cuántas Posesiones se pagan con un símbolo de conocimiento", U),
            ("Dime cuántas cartas de infancia dan símbolos de salud", U),
            ("Dime cuántas cartas de Relación dan fichas de mala suerte", U),
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
            # A text asked in two games ("tell me exactly when the game ends") is keyed "game|text".
            got = ids.get(f"{game}|{q}", ids.get(q, [])) if ok else []
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
