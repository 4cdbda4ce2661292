"""Write the blind96 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind96/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9601-9604), so the
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
SEEDS = {"coming-of-age": 9601, "loop": 9602, "adulthood": 9603, "cv": 9604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("Do I have to roll all my dice at the start of a turn, or can I keep one back for later?", A),
            ("Is changing my die's location optional? What does it cost me if I do it?", A),
            ("Can I still change location if every one of my Mood Tracks already has a Frustration Token on it?", A),
            ("do i have to put an interest token down for every die i take back off the road", A),
            ("If I have Interest Tokens at the location I end up at, am I forced to cash them in and advance my Personal Fulfillment Counter?", A),
            ("Are the Experience Space bonuses optional, or do I have to apply every one of them?", A),
            ("Is using a Memory Token in the Experience phase mandatory? And can I use two if I have them?", A),
            ("When my counter bounces left, am I forced to take a Frustration Token or can I choose to lose VEP instead?", A),
            ("If I draw a fifth Trait Tile, do I have to discard one right away? Can it be the one I just drew?", A),
            ("Once a Trait Tile is on my board, do I have to keep meeting its requirement?", A),
            ("I meet the requirement of a fifth Trait Tile. Am I allowed to play it?", A),
            ("To mimic someone's trait, what do I need? And can I mimic the same trait twice?", A),
            ("At a Bus stop where I have both my die and a Presence, can I take the Bus Stop bonus and the friendship option?", A),
            ("What if I just don't want to take a Memory or leave a Presence? Can I skip that step?", A),
            ("Do I have to play a Parent Card even if I'd rather not, when I can't pay for the Memory?", A),
            ("When I spend a Motivation Token to place a Presence, do I have to move that Mood Counter back?", A),
            ("I've already used all 4 of my Character Tokens for Presences. Am I allowed to place another one?", A),
            ("can i wait and see where everyone else puts their dice before i choose mine", A),
            ("Do I have to discard the die I used at the end of the turn, or does it come back?", A),
            ("At the end of the game, am I allowed to use one last Memory Token before scoring?", A),
            ("In Coming of Age, am I forced to play all my Goal Tiles at the end, or only some of them?", A),
            ("Two-player game: can I put my Mimic Trait Tokens on the row of neutral Trait Tiles?", A),
            ("Solo: does Rob have to follow the Trait Bonus order exactly, or do I get to pick what he does?", A),
            ("solo - does rob always have to leave a presence where his die is", A),
            ("Do we really have to cover locations 5 to 10 with Roadblock Tiles at set-up?", A),
            ("Can I take a Character Token off my Friendship Track if I don't want that friendship anymore?", U),
            ("Once I've put a Mimic Trait Token on someone's Trait Tile, can I take it back and move it to a different one?", U),
            ("do i have to tell everyone which memory token i flipped and which counter i moved, or can i just do it quietly", U),
            ("Does one player have to be in charge of moving the Bus and refilling the Memory Cards, or can anyone do it?", U),
            ("If the Player Aid and the rulebook ever say different things, which one are we supposed to follow?", U),
        ],
        "es": [
            ("¿Tengo que elegir sí o sí uno de mis dados para ir a una ubicación, o puedo no visitar ninguna este año?", A),
            ("¿Puedo mover mi dado a una ubicación que no es adyacente? ¿Cuántas Fichas de Frustración me cuesta?", A),
            ("Oye, ¿las ubicaciones de los extremos del tablero cuentan como adyacentes para cambiar de ubicación?", A),
            ("¿Estoy obligado a superar una Ficha de Frustración en cuanto junto 4 de Fuerza de Voluntad, o puedo esperar?", A),
            ("Si tengo varias Fichas de Frustración, ¿puedo elegir cuál supero o va en orden?", A),
            ("¿Es obligatorio resolver la casilla de Experiencia de izquierda a derecha, o puedo cambiar el orden?", A),
            ("Si la casilla de Experiencia me pide mover un Contador de un Registro que todavía no tengo, ¿qué tengo que hacer?", A),
            ("¿Puedo usar la Ficha de Recuerdo antes de resolver la casilla de Experiencia, o tiene que ser después?", A),
            ("En la parada del autobús, ¿estoy obligado a coger la bonificación de la parada, o me puedo hacer amigo del personaje de otro jugador que tiene Presencia ahí?", A),
            ("Con una bonificación de Rasgo, ¿estoy obligado a robar una Ficha de Rasgo o puedo jugar una de mi mano?", A),
            ("¿Tengo que colocar la Ficha de Rasgo en el primer hueco libre de la izquierda, o donde yo quiera?", A),
            ("¿Puedo poner una Ficha de Rasgo Mimético sobre el rasgo de otro jugador aunque no tenga su personaje en mi Pista de Amistad?", A),
            ("Para subir un personaje del nivel 4 al 5 de amistad, ¿me vale una bonificación de Amistad normal?", A),
            ("¿Puedo hacerme amigo del personaje neutral de la parada si ya lo tengo en el nivel 4?", A),
            ("Che, ¿todos los que tienen dado en la ubicación se pueden llevar el Recuerdo, o solo el primero?", A),
            ("¿Es obligatorio gastar Fichas de Motivación para el Recuerdo, o puedo pagar con Fuerza de Voluntad?", A),
            ("Si gasto varias Fichas de Motivación del mismo color, ¿tengo que mover el Contador de Estado de Ánimo 2 pasos por cada ficha?", A),
            ("¿Puedo poner dos Presencias en la misma ubicación?", A),
            ("Después de jugar una Carta de Padres, ¿estoy obligado a robar otra?", A),
            ("¿Puedo jugar la Carta de Padres boca abajo para que no se vea qué bonificación cogí?", A),
            ("Al final de la ronda, ¿es obligatorio poner el Contador del siguiente Registro de Ánimo, o lo puedo dejar en la reserva?", A),
            ("Si no gasto mis Fichas de Fuerza de Voluntad, ¿algo me obliga a usarlas, o cuentan al final?", A),
            ("En Coming of Age, si empatamos en VEP, ¿hay que compartir la victoria sí o sí?", A),
            ("En solitario, ¿Rob tiene que usar Fichas de Frustración o Contadores de Ánimo como yo?", A),
            ("en solitario si rob se queda sin fichas de interes que hace con el resto de dados", A),
            ("¿Puedo darle una de mis Fichas de Rasgo a otro jugador en vez de descartarla?", U),
            ("¿Es obligatorio que cada uno mueva su propio contador de VEP, o lo puede llevar un solo jugador para todos?", U),
            ("¿Tengo que retirar los dados del camino en algún orden concreto, o como yo quiera?", U),
            ("Vos, ¿podés contar cuántas Cartas de Recuerdo quedan en el mazo, o eso no se permite?", U),
            ("¿Mi pila de descarte de Cartas de Padres tiene que ir en el orden en que las jugué, o da igual cómo la apile?", U),
        ],
    },
    "loop": {
        "en": [
            ("Can I pass my turn if I don't want to WORK, BUY or CONSUME?", A),
            ("Do I have to draw a FAVOUR at the start of my turn? What if I already have 5?", A),
            ("The FAVOUR deck is empty. Do we have to reshuffle the discard pile, or do I just not draw?", A),
            ("Is achieving a GOAL optional? Can I hold off revealing it until a later turn?", A),
            ("Am I forced to play a FAVOUR every turn? How many am I allowed to play?", A),
            ("When someone plays a FAVOUR on me, can I just say no?", A),
            ("I'm already at 2 REPUTATION. Can I still ACCEPT a FAVOUR?", A),
            ("Am I allowed to pay 1 REPUTATION and no COIN for a MATERIAL?", A),
            ("Can I spend just 1 REPUTATION on a CONSUME turn to get some HAPPINESS?", A),
            ("If we shake on a deal while negotiating, is the other player forced to keep it?", A),
            ("Do I have to refill the empty card slots straight away, or only at the end of my turn?", A),
            ("When I complete a 4th ACTIVITY, am I forced to discard one of mine?", A),
            ("If a MATERIAL drops to QUALITY 0, do I have to move it to my LANDFILL right away?", A),
            ("do i still have to WORK if i have no happiness left to lose", A),
            ("Can I RECYCLE a MATERIAL out of my own LANDFILL?", A),
            ("Am I allowed to play ACQUIRE on someone who has no MATERIAL?", A),
            ("Competitive: is playing a CAREER mandatory, or can I just keep the INTERN?", A),
            ("Do I have to trigger my face-down EVENTs as soon as I draw them?", A),
            ("Is applying for a CREDIT CARD optional? When am I forced to take one?", A),
            ("Do I have to pay off my CREDIT CARD every turn? Can I put 3 COIN on it at once?", A),
            ("Can the Craftsman Forge a MATERIAL into FOOD?", A),
            ("Nurse: can the player I give a FAVOUR to with Care refuse it?", A),
            ("In LOOP co-op, can I REJECT a FAVOUR?", A),
            ("Co-op: can I take my played FAVOURs back into my hand whenever I want, or only when I WORK?", A),
            ("solo: is the MATERIAL burn at the end of each turn optional?", A),
            ("In co-op, can one player just decide what everybody does, or does each player have to choose their own action?", U),
            ("do i have to wait for them to accept or reject before i play my next favour", U),
            ("With the Craftsman, do I have to tell everyone what I Forge my MATERIAL into?", U),
            ("Do I have to lay out my ACTIVITY in the order I completed them so everyone can see which one is oldest?", U),
            ("Do I have to say out loud when my HAPPINESS moves into a new zone?", U),
        ],
        "es": [
            ("¿Puedo hacer WORK y BUY en el mismo turno?", A),
            ("¿Cuántas MATERIAL puedo comprar como mucho en un turno de BUY? ¿Tengo que comprar las 3?", A),
            ("¿Tengo que pagar lo mismo por todas las MATERIAL, o elijo la QUALITY de cada una?", A),
            ("Para hacer CONSUME de una ACTIVITY con dos colores iguales, ¿puedo quitarle 2 de QUALITY a la misma MATERIAL?", A),
            ("¿Tengo que revelar un GOAL en cuanto lo cumplo, o puedo esperar a otro turno?", A),
            ("¿Puedo jugar FAVOUR antes de hacer WORK, o solo después?", A),
            ("Si me juegan un FAVOUR y no tengo otro igual ni REPUTATION, ¿estoy obligado a aceptarlo?", A),
            ("¿Hay límite de mano de FAVOUR? ¿Me obligan a descartar si tengo más de 5?", A),
            ("¿Puedo gastar REPUTATION para sacar COIN extra en un turno de BUY?", A),
            ("Si acepto un SHARE, ¿pierdo QUALITY aunque al final no se use esa MATERIAL?", A),
            ("¿Me pueden jugar un RESELL si no tengo COIN para pagarlo?", A),
            ("Con BARTER, ¿puedo cambiar mi MATERIAL por otra de más QUALITY que la mía?", A),
            ("¿Quién tiene que empezar la partida? ¿Da igual?", A),
            ("Si provoco la DEPLETION al final de mi turno, ¿pierdo HAPPINESS sí o sí?", A),
            ("Cuando alguien llega a HAPPINESS 12, ¿se acaba al momento o hay que terminar la ronda?", A),
            ("En competitivo, ¿estoy obligado a robar un EVENT cuando cambio de zona de HAPPINESS aunque no sea mi turno?", A),
            ("Si se activan dos EVENT CONTINUOUS a la vez, ¿tengo que aplicar los dos?", A),
            ("¿Estoy obligado a pedir una CREDIT CARD si un IMMEDIATE EVENT me pide COIN y no tengo?", A),
            ("Si no tengo COIN para el PAYOFF, ¿qué tengo que hacer?", A),
            ("¿La LANDFILL Penalty es obligatoria en el modo básico de LOOP?", A),
            ("Con el Freelancer, ¿tengo que cobrar el SALARY de 7 COIN o puedo elegir otro?", A),
            ("Con el Tycoon, ¿es opcional coger las COIN dobles al hacer WORK?", A),
            ("La Office Lady, ¿puede comprar 2 MATERIAL en su turno de WORK?", A),
            ("En cooperativo, ¿es obligatorio enseñar la mano a los demás?", A),
            ("en solitario tengo que usar los FAVOUR rojos o los azules?", A),
            ("¿Me puedo negar a ser el jugador inicial aunque sea el que más gastó hace poco?", U),
            ("Con el Investor, ¿tengo que lanzar las dos veces aunque la primera ya haya salido \"$\"?", U),
            ("¿Podemos jugar el competitivo sin la LANDFILL Penalty si todos estamos de acuerdo?", U),
            ("¿Hay que jugar los Solo Mode Challenges en algún orden concreto?", U),
            ("¿Tiene que haber un jugador que haga de banco y reparta las COIN, o cada uno coge las suyas?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Do I have to place my time when my turn starts, or can I do it earlier?", A),
            ("Once I've started activating my spots, can I still add another action?", A),
            ("Can I use the same action spot twice in one turn?", A),
            ("Am I allowed to use both the upper and the lower Career spot in the same turn?", A),
            ("Can I use energy tokens as time meeples, or is that not allowed?", A),
            ("Is taking a card from the market mandatory every turn?", A),
            ("If I take one of the three right-most market cards, do I have to pay for it?", A),
            ("Can I take two cards from the market in one turn if I can afford them?", A),
            ("Do I have to play the cards in my hand? Is there a limit on how many I play in a turn?", A),
            ("If I play a new Community card, do I have to get rid of the one that's already there?", A),
            ("Can I use the action on a card I just played this turn?", A),
            ("first turn - can i play my career card before i activate my spots", A),
            ("Can I play a card with the Grown Up icon in its cost bar before I'm Grown Up?", A),
            ("Do I have to be Grown Up to get Promoted?", A),
            ("To get Married, do I have to pay money?", A),
            ("Can I keep my Promoted token if I switch to a new Career?", A),
            ("Am I allowed to keep two Partners at once?", A),
            ("I passed a Life Event space. Do I have to take the Life Event, or can I skip it?", A),
            ("Meditate: do I have to spend energy to do it?", A),
            ("am i allowed to look at my 2 facedown values", A),
            ("Once someone's markers cross, do we stop right away?", A),
            ("At the end of Adulthood, do I have to score my Values in a fixed order?", A),
            ("Do I have to slide the market and refill it at the end of my turn?", A),
            ("Solo: do I have to take a Life Event when I pass a Life Event space?", A),
            ("solo - if i take a second card from the market do i have to pay for it", A),
            ("Do I have to keep my Experience stack in the order I played the cards?", U),
            ("Can I take a Resource or Trait card off my board if I don't want it anymore?", U),
            ("Solo: once I've kept one Achievement card, can I switch to the other one later in the game?", U),
            ("Do we have to use the money tokens, or can we just write money down on paper?", U),
            ("Can I give up my Married marker on purpose and go back to my Partner's first action?", U),
        ],
        "es": [
            ("¿Puedo colocar el tiempo y los recursos durante el turno de otro jugador?", A),
            ("¿Es obligatorio pagar todas las acciones antes de empezar a activarlas?", A),
            ("¿Puedo activar mis acciones en el orden que quiera?", A),
            ("¿Puedo seguir usando la acción de arriba de Career (4 de tiempo por 1 de dinero) si ya tengo una carta de Career encima?", A),
            ("Para la Interview, ¿tengo que gastar tiempo? ¿Y me obliga a robar una Career nueva?", A),
            ("¿Cuánto cuesta Donate? ¿Tengo que poner tiempo también?", A),
            ("¿Es obligatorio coger la carta de más a la izquierda del mercado? ¿Qué gano si la cojo?", A),
            ("¿Puedo jugar en el mismo turno una carta que acabo de coger del mercado?", A),
            ("En solitario, ¿el mercado se repone a mitad de ronda si compro cartas?", A),
            ("Si una carta pide un icono de Vida en la barra verde, ¿la puedo jugar sin tenerlo?", A),
            ("¿Me puedo quedar con dos cartas de Career a la vez?", A),
            ("¿Puedo tener varias Resources y Traits a la vez, o tengo que descartar alguna?", A),
            ("Una Experience, ¿la tengo que apilar después de jugarla, o puedo dejarla en la mesa?", A),
            ("Para que me den el Promoted, ¿puedo contar el icono de la propia Career?", A),
            ("Después del Promoted, ¿puedo seguir usando la primera acción de la Career?", A),
            ("Si cambio de Partner, ¿pierdo el marcador de Married?", A),
            ("Las fichas de Unhappiness que me dan, ¿me las tengo que quedar hasta el final? ¿Qué hacen?", A),
            ("¿Tengo que resolver todas las Life Events que cojo en un turno, o solo una?", A),
            ("Una Life Event que afecta a la siguiente ronda, ¿cuándo la tengo que pasar a mi pila de Experiencia?", A),
            ("Al Meditar, ¿puedo descartar un Values de la mano en vez de girar uno boca abajo?", A),
            ("Al empezar, ¿es obligatorio descartar una de las dos Career?", A),
            ("Si alguien cruza sus marcadores, ¿tenemos que jugar todos el mismo número de turnos?", A),
            ("Che, si me paso del final del marcador, ¿tengo que volver a 0 y pierdo los puntos?", A),
            ("En solitario, ¿hay que repartir Values?", A),
            ("En Adulthood solitario, ¿es obligatorio completar el Achievement para ganar, o basta con cruzar los marcadores?", A),
            ("¿Tengo que ir diciendo en voz alta cada acción que activo para que los demás la puedan comprobar?", U),
            ("¿Es obligatorio volver a barajar en el mazo los Values que descarto al Meditar?", U),
            ("Si me equivoco y pongo un meeple de más en una acción, ¿lo pierdo o lo puedo recuperar?", U),
            ("¿Tengo que enseñar a los demás qué Career descarto al principio?", U),
            ("¿Puedo renunciar al Promoted y volver a usar la primera acción de mi Career?", U),
        ],
    },
    "cv": {
        "en": [
            ("Do I have to reroll, or can I just keep my first roll?", A),
            ("Can I reroll a die that shows bad luck?", A),
            ("Am I forced to take a card every turn, or can I take none?", A),
            ("Can I take 3 cards in one turn if I have the symbols for all of them?", A),
            ("If I use 3 good luck symbols to get a card, do I still have to meet its special condition?", A),
            ("When I use an event card to help me buy, do I get to keep the symbols I didn't use?", A),
            ("With 3 bad luck, am I forced to discard a card? Do I get to choose which one?", A),
            ("Do I have to pay the red-slash cost every turn? What if I can't?", A),
            ("Can I reuse dice I already spent on buying cards to pay a card's cost?", A),
            ("Two-colour card: can I decide later which type it is?", A),
            ("Can I put a new Work card under my old one so the old one stays active?", A),
            ("Health card: do I have to put it on top of the stack?", A),
            ("Do I have to add an event card I bought to my CV?", A),
            ("When am I allowed to play an event card? Only on my own turn?", A),
            ("At the end of the round, is discarding the leftmost card from the track mandatory?", A),
            ("2 player: do we have to discard the leftmost track card after every turn?", A),
            ("do i have to hand back tokens when my active card changes or do they pile up", A),
            ("Social assistance: is it optional? Do I have to take a card?", A),
            ("If I get social assistance, do I still have to meet the card's special conditions?", A),
            ("Who has to start each round? Can we rotate the first player?", A),
            ("In the childhood draft, do I get to choose which card I keep, or is it random?", A),
            ("Are we forced to include the bicycle card in a 2-player game of CV?", A),
            ("Is there a max number of dice I can roll?", A),
            ("Tie at the end: do we have to use fewer cards as the tie-break?", A),
            ("Public life goals: if two of us tie on one, do we have to split the points?", A),
            ("Do I have to reroll all the dice I'm rerolling at the same time, or can I do them one at a time and look in between?", U),
            ("Can I choose to roll just 3 dice instead of 4 so I get less bad luck?", U),
            ("Do the piles in my CV have to be laid out in a set order, like health always on the left?", U),
            ("Do I have to keep my life goal card face down on the table, or can I hold it in my hand?", U),
            ("Can we agree to skip social assistance if everyone at the table is fine with it?", U),
        ],
        "es": [
            ("¿Cuántos dados tengo que tirar al principio del turno?", A),
            ("¿Puedo volver a tirar más de dos veces si pago algo?", A),
            ("¿Estoy obligado a volver a tirar todos los dados, o puedo elegir cuáles?", A),
            ("¿Tengo que comprar las cartas del track en orden, o puedo coger cualquiera?", A),
            ("¿Puedo usar fichas además de los dados para pagar una carta?", A),
            ("Los 3 símbolos de buena suerte, ¿me obligan a coger una carta gratis o es opcional?", A),
            ("Si tengo 3 de mala suerte, ¿puedo descartar una carta de evento de la mano en vez de una de mi CV?", A),
            ("Con 6 símbolos de mala suerte, ¿pierdo dos cartas?", A),
            ("¿Una carta con la raya roja se paga cada turno aunque no la use?", A),
            ("Si no puedo pagar el coste, ¿la carta va a mi descarte o a la caja?", A),
            ("¿Puedo poner una carta de Possession debajo del montón?", A),
            ("Una carta de Relationship, ¿la puedo meter debajo de otra para no perder la que tengo activa?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("Las cartas de evento que compro, ¿tengo que ponerlas en el CV o se quedan en la mano?", A),
            ("¿Estoy obligado a reponer el track al final de mi turno?", A),
            ("¿Tengo que actualizar mis fichas al final del turno aunque no haya cambiado nada?", A),
            ("Cuando se acaba un mazo, ¿hay que parar la partida para la asistencia social aunque sea a mitad de turno?", A),
            ("Para recibir asistencia social, ¿el otro tiene que tener el doble de cartas que yo?", A),
            ("¿Quién coge primero si varios tienen asistencia social?", A),
            ("¿Estoy obligado a pasar las 2 cartas de infancia a la izquierda, o puedo elegir a quién?", A),
            ("¿Quién está obligado a empezar cada ronda?", A),
            ("¿Cuándo se acaba la partida? ¿Hay que terminar la ronda?", A),
            ("Disculpe, ¿el objetivo vital personal se enseña durante la partida o solo al final?", A),
            ("Con 2 jugadores, ¿cuántas cartas de infancia hay que usar?", A),
            ("¿Puedo poner mis dados al lado de las cartas para decidirme antes de comprar?", A),
            ("¿Puedo mirar las cartas que se fueron a la caja?", U),
            ("¿Es obligatorio que sea el de la bicicleta quien reparta las cartas de infancia, o puede repartir cualquiera?", U),
            ("Vos, ¿tenés que poner las fichas encima de la carta activa o las podés dejar en cualquier lado?", U),
            ("¿Tengo que tirar los cuatro dados a la vez, o los puedo ir tirando de uno en uno?", U),
            ("¿Tenés que decir qué dos cartas vas a coger antes de pagar, o podés pagar una y después decidir la otra?", U),
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
