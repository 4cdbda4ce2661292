"""Write the blind200 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind200/make_questions.py

Style of this set: WHY and WHAT FOR. A player wants the purpose of a rule, a
component or an action, and the answer is the rule that says what it does or
when it matters ("what's the point of the interest tokens I leave behind?",
"why would anyone take a CREDIT CARD?", "what is Meditate even for?",
"¿para qué sirve ...?", "¿por qué hay que ...?", "¿qué sentido tiene ...?").
Some ask plainly, some are puzzled or annoyed. The unanswerable questions ask,
in the same way, the purpose of something whose effect or use the rulebooks
leave open.

Each game's file is written in a seeded shuffled order (seeds 20001-20004), so the
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
SEEDS = {"coming-of-age": 20001, "loop": 20002, "adulthood": 20003, "cv": 20004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("why do the roadblock tiles cover locations 5 to 10 at the start?", A),
            ("whats the point of the interest tokens i leave behind when i take my other dice back?", A),
            ("What is the Personal Fulfillment Track even for?", A),
            ("why would i ever spend a frustration token just to move my die somewhere else", A),
            ("whats the point of overcoming a frustration if the token just flips to the other end of the same track?", A),
            ("what are memory tokens for? i have three and no clue when to use them", A),
            ("Why should I keep my used Memory Tokens instead of putting them back in the box?", A),
            ("what does the space at the far right end of a mood track actually do for me?", A),
            ("whats the point of the mimic trait tokens", A),
            ("why does my friendship level with someone matter when i want to mimic their trait?", A),
            ("what is the intimacy bonus for, isn't a normal friendship bonus enough?", A),
            ("why would I leave a Presence instead of just taking the Memory card?", A),
            ("I have a Presence at a location where my die isn't this turn. What does it do for me when the bus gets there?", A),
            ("why do i always have to draw back up to 2 parent cards after playing one?", A),
            ("this rule makes no sense, why does my mood counter go 2 steps left every time i spend motivation tokens?", A),
            ("whats the bus for? why cant we all just resolve our locations at once", A),
            ("why do the bus stop tiles shift one space to the right at the end of every year?", A),
            ("what do the goal tiles do for me at the end, and why can't I score all four of them?", A),
            ("whats the reason to save up willpower tokens, what are they even good for", A),
            ("why do we all roll and pick a location at the same time? can't i wait and see what the others do first?", A),
            ("two player game: what are the 4 trait tiles in a row between us with the neutral kids on them for?", A),
            ("why does Rob get a frustration token on his fulfillment track when he doesn't even use frustration?", A),
            ("solo: what's the point of Rob's interest tokens, he never puts dice on the road?", A),
            ("why do i have to throw away the die i used at the end of every turn?", A),
            ("why would i push a mood counter right when its already on the last space? does that do anything", A),
            ("why do 3 of my character tokens go into the general supply at setup?", A),
            ("solo: rob's interest tokens still sitting in the buildings when the game ends, are they worth anything to him?", U),
            ("what's the green track's centre space good for? what bonus do i get when a memory token sends my counter there", U),
            ("whats the road zone for besides showing where the dice landed? if my die and someone else's sit on the same road does that do anything", U),
            ("solo: how much are the vep spaces on rob's fulfillment track worth? what is he actually getting when he jumps between them", U),
        ],
        "es": [
            ("¿Para qué sirve el Registro de Ánimo nuevo que se pone al acabar cada ronda?", A),
            ("¿Por qué hay que poner una Ficha de Frustración para cambiar el dado de ubicación? ¿Qué sentido tiene?", A),
            ("Oye, ¿de qué me sirve gastar 4 de Fuerza de Voluntad en una Ficha de Frustración?", A),
            ("¿Qué sentido tiene perder 2 VEP cuando el Contador de Estado de Ánimo rebota a la izquierda? ¿No hay otra opción?", A),
            ("¿Para qué sirve tener una Ficha de Frustración superada en el extremo izquierdo del registro?", A),
            ("¿Para qué sirven las Fichas de Motivación?", A),
            ("¿Por qué la primera Ficha de Motivación da 3 VEP y las siguientes menos? ¿Vale la pena gastar más de una en un Recuerdo?", A),
            ("Vale, ¿y por qué la carta de Recuerdo desaparece en cuanto alguien la coge? ¿No la repone nadie?", A),
            ("Tío, ¿vosotros sabéis para qué sirve la bonificación de Rasgo?", A),
            ("¿Por qué no puedo tener más de 4 Fichas de Rasgo en la mano? ¿Qué hago con la quinta?", A),
            ("¿Para qué sirve la Ficha de Rasgo inicial que robo al principio?", A),
            ("Che, ¿para qué sirve el Registro de Amistad? ¿Qué gano subiendo a alguien de nivel?", A),
            ("¿Para qué sirve mover una Presencia a otra ubicación? ¿Cuándo me toca hacerlo?", A),
            ("¿Para qué sirve la parada de autobús que muestra un personaje neutral?", A),
            ("Disculpe, ¿por qué tengo que jugar una carta de Padres si no consigo ni Recuerdo ni Presencia?", A),
            ("¿Por qué se quitan del juego los dados que quedan en una ubicación antes de que siga el autobús?", A),
            ("¿De qué me sirve tener muchas Fichas de Interés repartidas por los edificios?", A),
            ("¿Para qué me dan dados de ocho caras en la ronda 3? ¿Por qué cambian los dados cada ronda?", A),
            ("¿De qué me sirve guardar Fichas de Motivación y de Fuerza de Voluntad hasta el final?", A),
            ("¿Qué sentido tiene el objetivo Persistente? ¿Para qué llego al final del registro de Realización Personal?", A),
            ("¿Por qué pierdo VEP al final por las Fichas de Frustración que me quedan a la derecha?", A),
            ("para que sirve la ficha de recuerdo que manda el contador al espacio central", A),
            ("Si empatamos en VEP, ¿de qué sirven los Rasgos y Objetivos que completé?", A),
            ("En solitario, ¿para qué sirve la Ficha de Rasgo boca abajo que Rob tiene al lado de su tablero?", A),
            ("¿Por qué Rob gana una Ficha de Motivación en cada ubicación donde tiene dado? ¿Para qué la usa?", A),
            ("¿Para qué sirve que el Contador rosa llegue al espacio pasivo del final?", A),
            ("¿Para qué se empieza con el marcador de VEP en la casilla 5 y no en 0? ¿Es para poder perder VEP sin bajar de cero?", U),
            ("¿Qué sentido tiene que la Ficha de Rasgo inicial sea 'heredada de tus padres'? ¿Tiene algo que ver con mis cartas de Padres?", U),
            ("¿Para qué sirve subir a un amigo al nivel 2 del Registro de Amistad? ¿Qué bonificaciones hay en ese nivel?", U),
            ("¿Para qué sirven los lados derecho e izquierdo del Registro de Amistad, aparte del Rasgo Justo?", U),
        ],
    },
    "loop": {
        "en": [
            ("why do we take whole sets of MATERIAL out of the game before setup when there are fewer of us?", A),
            ("whats the point of the DEPLETION card sitting under the MATERIAL deck?", A),
            ("what is REPUTATION actually good for", A),
            ("why would i ever ACCEPT a FAVOUR someone plays on me?", A),
            ("whats the point of holding a second copy of the same FAVOUR in my hand?", A),
            ("why can I only keep 3 ACTIVITY, and what are the ones in my AREA even for?", A),
            ("what's QUALITY for? why would anyone pay 4 COIN for one MATERIAL", A),
            ("what does the LANDFILL do? why do my broken MATERIAL have to go there", A),
            ("what's the point of the GOAL cards", A),
            ("why does it matter which 2 colours are on an ACTIVITY?", A),
            ("why can I only draw a FAVOUR at the start of my turn when I have less than 5?", A),
            ("what's the WORK AREA for?", A),
            ("whats RECYCLE even for? who would ACCEPT it for 0 REPUTATION", A),
            ("why is SHARE worth 2 REPUTATION when the others give 1?", A),
            ("whats the point of negotiating if none of the deals are binding??", A),
            ("why would anyone take a CREDIT CARD?", A),
            ("what's PAYOFF for, what happens if I just never pay my CREDIT CARD off?", A),
            ("what are EVENT cards for, and why do I draw one just because my HAPPINESS moved?", A),
            ("why do my EVENTs have to wait face-down until i end my turn?", A),
            ("why does a CONTINUOUS EVENT go on top of the discard pile but an IMMEDIATE one at the bottom?", A),
            ("co-op: why do we burn a MATERIAL card every round?", A),
            ("co-op: whats the point of playing a FAVOUR face up next to my GOAL if nobody gets it? when do i get it back", A),
            ("solo: what is RENEW for?", A),
            ("solo: why do i get 4 GOAL instead of 3?", A),
            ("the INTERN has no ABILITY at all. what's the point of picking it?", A),
            ("in basic mode why does having fewer MATERIAL in my LANDFILL matter?", A),
            ("co-op: what's the FAVOUR discard pile even for in co-op, when we always take our played FAVOUR back on WORK?", U),
            ("whats the story campaign for? do new CAREER or EVENT cards get unlocked as we play through it", U),
            ("Repurchase: what's it for when every LANDFILL is empty? do i still have to hand someone a COIN?", U),
            ("what are the dots printed on a MATERIAL for while it sits in the BUY AREA, if i pick its QUALITY by what i pay?", U),
        ],
        "es": [
            ("¿Para qué sirve tener 2 de REPUTATION si no puedo guardar más?", A),
            ("¿De qué me sirve gastar REPUTATION cuando hago WORK?", A),
            ("¿Por qué tengo que pagar al menos 1 COIN por cada MATERIAL aunque gaste REPUTATION?", A),
            ("¿Qué sentido tiene hacer REJECT de un FAVOUR? ¿Por qué lo haría?", A),
            ("¿Para qué sirve BARTER si la diferencia de QUALITY no me la devuelven?", A),
            ("¿Para qué sirve ACQUIRE?", A),
            ("y el RESELL para que es", A),
            ("¿Por qué el DEPLETION Penalty le quita HAPPINESS justo al que lo provoca?", A),
            ("¿Para qué sirven los símbolos HOUSE, GROUP, LEAF, BOOK y HEART de las ACTIVITY?", A),
            ("¿Qué sentido tiene el GOAL CURIOSITY?", A),
            ("¿Por qué la partida no termina en cuanto alguien llega a HAPPINESS 12?", A),
            ("¿Por qué robé 2 EVENT de golpe si solo subí de HAPPINESS 4 a 10?", A),
            ("¿Para qué sirve el regalo de bienvenida de la CREDIT CARD?", A),
            ("¿Por qué no puedo poner más de 2 COIN por turno en la PAYOFF de una CREDIT CARD?", A),
            ("¿Para qué sirve el LANDFILL Penalty del modo competitivo?", A),
            ("¿Para qué sirven los iconos de dificultad de las CAREER?", A),
            ("Che, ¿para qué sirve el Lawyer? Vos sabés qué hace Objection?", A),
            ("¿De qué me sirve ser Officer?", A),
            ("¿Para qué sirve que el Politician juegue FAVOUR boca abajo?", A),
            ("¿Para qué sirve el Scientist? ¿Comprar del LANDFILL de quién?", A),
            ("Oigan, en cooperativo ¿por qué no hay REJECT? ¿Qué pasa entonces cuando juego un FAVOUR?", A),
            ("En cooperativo, ¿para qué sirve jugar con la mano abierta?", A),
            ("En solitario, ¿para qué sirve el BARTER azul?", A),
            ("En solitario, ¿para qué sirve el LANDFILL central?", A),
            ("¿Para qué sirve el EVENT Hidden Clause?", A),
            ("Vale, ¿para qué sirve el Forge del Craftsman si la MATERIAL vuelve a ser lo que era?", A),
            ("En solitario, ¿para qué sirve que el Scholar mire la carta de arriba del mazo de FAVOUR, si en solitario no se roban FAVOUR?", U),
            ("En solitario, varias ABILITY hablan de 'otro jugador' (Engineer, Craftsman). ¿Para qué sirven esas partes en solitario? ¿Hay una regla general?", U),
            ("Cuando sale un IMMEDIATE EVENT entre turnos, ¿de qué me sirve mi ABILITY de una vez por turno? ¿Puedo usarla en ese hueco o no cuenta como mi turno?", U),
            ("Si salen dos CONTINUOUS EVENT a la vez, ¿para qué sirve el orden en que las resuelvo? ¿Elijo yo cuál queda activa?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what's the point of the part-time job spot, 4 time for 1 money seems awful", A),
            ("What is Interview for?", A),
            ("why would i Donate when the upper community spot is free money-wise?", A),
            ("whats Date for", A),
            ("what is Meditate even for?", A),
            ("why are two of my Values face down, and what are they for if I can't look at them?", A),
            ("why does the leftmost card in the market give me an energy?", A),
            ("whats the point of energy tokens", A),
            ("why do I even need to be Grown Up?", A),
            ("what are the Life Event spaces on the scoring track for?", A),
            ("why do Career cards have two action spots?", A),
            ("why get Married, what does it actually do for me?", A),
            ("whats the heart icon on Partner cards for?", A),
            ("why do I stack my experiences so only the name and icon show?", A),
            ("what do life icons do for me at the end?", A),
            ("what are the unhappiness tokens for?", A),
            ("this makes no sense, why can't i use the action spot on a card i just played this turn?", A),
            ("whats the white box on the green cost bar for?", A),
            ("why did taking the right-most market card cost me an energy and a money?", A),
            ("what happens when my impact and happiness markers cross, why does that matter?", A),
            ("what's the point of going past the end of a track?", A),
            ("what are Resources and Traits for?", A),
            ("solo: what are the Achievement cards for?", A),
            ("why do I have to place everything before step 2? why can't I take another action after that", A),
            ("solo: why is the third card from the market so expensive?", A),
            ("why do i lose my Promoted token when i switch Career?", A),
            ("solo: what's the extra time meeple in the middle for, there's nobody to race me for it. do i just get it whenever a card says so?", U),
            ("solo: what's the story symbol on life events for, when the 8 life events come from their own deck at the end of each round?", U),
            ("what are negative impact tokens for if my impact is already at 0 when we score? do i go below zero?", U),
            ("with the open relationship trait, what's the Married token for? which partner is it on, and can both be married?", U),
        ],
        "es": [
            ("¿Para qué sirve el Donate si ya tengo la acción de arriba de Community?", A),
            ("¿De qué me sirve la acción de arriba de Wellness? 2 de tiempo por una energía me parece poco", A),
            ("¿Para qué sirve el icono de Grown Up en la barra verde de una carta?", A),
            ("¿Para qué sirve el icono de vida blanco y negro en la barra de coste?", A),
            ("¿Para qué sirve la barra morada de las Career y los Partner?", A),
            ("¿De qué me sirve tener tres iconos Family?", A),
            ("¿De qué me sirve un Partner si no me caso con él?", A),
            ("¿Por qué el Partner anterior se va a la pila de Experience cuando juego otro?", A),
            ("¿Para qué sirven las cartas de Community, Leisure y Wellness del mercado?", A),
            ("¿Para qué se deslizan las cartas del mercado hacia la izquierda?", A),
            ("Che, ¿para qué sirve el marcador de Married?", A),
            ("¿Por qué los Life Event se resuelven al final del turno y no en el momento?", A),
            ("¿Por qué se sigue jugando hasta el jugador anterior al primero cuando se cruzan los marcadores?", A),
            ("¿Para qué sirven los Values al final de la partida?", A),
            ("¿Qué sentido tiene descartar un Values de la mano con Meditate?", A),
            ("En solitario, ¿por qué no se reparten Values?", A),
            ("En solitario, ¿para qué sirven los 8 Life Event que se separan?", A),
            ("solo: pa que sirve que la primera carta del mercado sea gratis", A),
            ("En solitario, ¿de qué me sirve una carta que me deja coger una carta extra del mercado?", A),
            ("¿Para qué sirve descartar una de las 2 Career del principio?", A),
            ("Ahorita tengo puros iconos Shady, ¿para qué sirven?", A),
            ("¿Por qué los marcadores nunca pueden ir hacia atrás?", A),
            ("¿Para qué sirven las fichas de Negative Impact?", A),
            ("Disculpe, ¿para qué sirve poner el tiempo, la plata y la energía antes de mi turno?", A),
            ("¿Para qué sirve el Experience card stack al final?", A),
            ("¿Qué sentido tiene que una Life Event lleve un símbolo de que el efecto pasa a la siguiente ronda?", A),
            ("En solitario, ¿para qué sirve el símbolo de que el efecto pasa al siguiente turno en una Life Event, si se roban al final de la ronda?", U),
            ("En solitario, ¿de qué sirve anotar la puntuación en la carta de Achievement? ¿Se usa para algo en la siguiente partida?", U),
            ("Jugando sola, ¿qué cuenta como una ronda? ¿Para qué sirve entonces que el mercado no se reponga a mitad de ronda?", U),
            ("¿Para qué sirven las cartas que me quedan en la mano al final? ¿Cuentan sus iconos de vida para los sets?", U),
        ],
    },
    "cv": {
        "en": [
            ("why cant i reroll the dice showing bad luck?", A),
            ("what are event cards for if they don't even stay in my stacks?", A),
            ("whats the point of 3 good luck symbols?", A),
            ("why do I lose a card when I get 3 bad luck?", A),
            ("what are the life goal cards for?", A),
            ("what are possession cards good for?", A),
            ("why do work cards always have to go on top of their stack?", A),
            ("why would i ever slide a new health card under my stack instead of putting it on top?", A),
            ("what's the point of the red slash on some cards?", A),
            ("why can't I use the dice tokens I already spent on buying to pay my card costs?", A),
            ("what are tokens for, and why do I update them at cleanup?", A),
            ("what's the bicycle card for?", A),
            ("why does the leftmost card get thrown away at the end of a round?", A),
            ("2 players: why do we discard the leftmost card after every single turn?", A),
            ("what is social assistance for?", A),
            ("why do we pass the childhood cards to the left at the start?", A),
            ("what do the face-up life goals on the board do?", A),
            ("why does it matter how many relationship cards i have at the end?", A),
            ("cards with two colours: whats the point of choosing which type it is?", A),
            ("what do knowledge cards actually do for me during the game?", A),
            ("what do relationship cards give me besides points?", A),
            ("why would i take a work card if work requires sacrifices?", A),
            ("what's the point of playing an event card while buying?", A),
            ("what do the cards under the top one in a stack still do?", A),
            ("why do we switch to the middle age deck partway through?", A),
            ("what's counting everyone's cards for at the end?", A),
            ("what are the tokens of a card i just lost to misfortune for? do i still have them until cleanup to pay my red slash costs?", U),
            ("what are the player reference cards for, is there anything on them that isnt in the rulebook?", U),
            ("whats the bicycle card itself for, does it do anything besides showing who starts?", U),
            ("what are event cards i bought and never played for? do they count as my cards when we check for social assistance?", U),
        ],
        "es": [
            ("¿Para qué sirven los dados extra que se consiguen?", A),
            ("¿Para qué sirve poner los dados al lado de las cartas que quiero?", A),
            ("¿Por qué hay que pagar el coste de la barra roja cada turno?", A),
            ("¿Qué sentido tiene que la carta se vaya a la caja si no puedo pagarla?", A),
            ("¿Para qué sirven las cartas de salud?", A),
            ("¿Para qué sirve sacar un poco una carta del track?", A),
            ("¿Por qué el que tiene la bici empieza todas las rondas?", A),
            ("¿Para qué sirve el mazo de vejez? ¿Qué pasa cuando se acaba?", A),
            ("¿Qué sentido tiene la asistencia social?", A),
            ("¿Para qué sirven las cartas de evento al pagar? ¿Me dan fichas?", A),
            ("Si pierdo la carta de la bicicleta, ¿para qué sirve la ficha de bici?", A),
            ("¿Por qué un objetivo público da los puntos enteros a los dos si empatamos?", A),
            ("¿De qué me sirven los símbolos de buena suerte de mis fichas?", A),
            ("¿Qué sentido tiene que con mala suerte solo se pierdan cartas activas?", A),
            ("¿Para qué sirve el bloc de notas?", A),
            ("Jugando de a dos, ¿para qué se mezcla la bici con solo 5 cartas de infancia?", A),
            ("¿De qué me sirven las posesiones si no dan símbolos?", A),
            ("¿Para qué sirven las cartas de trabajo?", A),
            ("Vale, ¿para qué sirve el segundo relanzamiento si me puede salir otra mala suerte?", A),
            ("¿Para qué sirve el objetivo de vida secreto que me reparten al principio?", A),
            ("¿Por qué las cartas de posesión y de trabajo no se pueden meter debajo del montón?", A),
            ("¿Para qué sirven las cartas de relación en mi currículum?", A),
            ("Ustedes saben para que sirven los 7 dados si empiezo tirando 4?", A),
            ("¿Para qué sirve elegir cuál de las 3 cartas de infancia me quedo?", A),
            ("¿De qué me sirve tener 5 cartas de conocimiento al final?", A),
            ("¿Para qué agarrar 2 cartas del track en vez de 1?", A),
            ("¿Para qué sirven las cartas que se descartan de la fila al final de la ronda? ¿Van a un descarte que se usa luego o a la caja?", U),
            ("¿Para qué sirve el símbolo de mala suerte en una carta de evento? Si la juego para comprar, ¿cuenta para mis 3 de mala suerte?", U),
            ("¿Qué sentido tiene que las cartas de trabajo 'requieran sacrificios'? ¿Es la barra roja o hay otro coste aparte?", U),
            ("¿Para qué sirven las 49 fichas? ¿Qué hago si no me alcanzan las de un símbolo?", U),
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
