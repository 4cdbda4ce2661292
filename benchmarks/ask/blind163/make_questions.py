"""Write the blind163 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind163/make_questions.py

Style of this set: players asking whether something is ALLOWED, FORBIDDEN OR
REQUIRED (may I, must I, can I refuse, can I do it twice, can I undo it, may the
bot ...). Each game's file is written in a seeded shuffled order (seeds
16301-16304), so the unanswerable questions are mixed in. `names_game` is found
by a regex on the question's own game name; `ids` come from ids.json (question
text -> ids) and are empty until that file is written.
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
SEEDS = {"coming-of-age": 16301, "loop": 16302, "adulthood": 16303, "cv": 16304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("is it ok if i wait to see where everyone else puts their die before i pick mine?", A),
            ("am i allowed to jump my die to a location that isnt next door? what do i have to put down for that", A),
            ("round 1, can i hop my die from 4 to 1 with just one frustration token or are those two not neighbours", A),
            ("every one of my mood tracks already has a frustration token on one end or the other. can i still move my die somewhere else?", A),
            ("two of my dice came up on the same location and i picked one of them. do i still have to drop an interest token there for the other one?", A),
            ("the first icon in the experience space gives me a memory token. can i flip it straight away, before i do the rest of the icons?", A),
            ("the experience space says move the blue counter but i havent got blue yet. do i have to move a different counter instead?", A),
            ("can i use my memory token to push a counter left on purpose, so it bounces and i cash in my overcome frustration for the 4 VEP?", A),
            ("bounced left and i really dont want another frustration token. can i just take the -2 VEP instead?", A),
            ("drew a 5th trait tile. do i have to ditch one right now, and am i allowed to ditch my blue-backed starting one?", A),
            ("ive already played 4 trait tiles. am i still allowed to use trait bonuses to draw tiles or place mimic tokens?", A),
            ("once a trait tile is on my board do i have to keep meeting its requirement, or can my tracks drift away after?", A),
            ("can i mimic someones trait if their character is only on level 0 of my friendship track?", A),
            ("my die and my presence are both at this stop. can i take the bus stop bonus AND a friendship with the other guy's presence?", A),
            ("can a normal friendship bonus bump my buddy from level 4 up to 5?", A),
            ("the friendship space says move a mood counter 2 steps right. can i split it, one step on two diffrent tracks?", A),
            ("all 4 of my character tokens are out on the board. am i still allowed to put down a presence somewhere new?", A),
            ("i could afford the memory but id rather take the parent card. thats allowed right?", A),
            ("can i pay for one memory with a green and a turquoise motivation token together?", A),
            ("i only got 2 trait tiles onto my board. can i still score 3 goal tiles if i meet all 3?", A),
            ("2 player game: can i put a mimic on the level 3 tile in the middle row if that tile's neutral kid is only level 2 on my track?", A),
            ("solo: is rob allowed to grab motivation tokens of colours that arent unlocked yet?", A),
            ("solo: when rob scores a memory card does he have to hand in his motivation tokens like we do?", A),
            ("solo: can rob have two character tokens sitting on the VEP space of level 0?", A),
            ("solo: rob has his die AND a presence at this stop. does he do the step A thing twice?", A),
            ("rob keeps crushing me. am i allowed to start him with only 1 character token?", A),
            ("the parent card im forced to play gives two things and the 2nd one would knock my counter off its passive space. can i just take the first half?", U),
            ("one of us is colourblind and cant tell the mood counters apart. are we allowed to put little stickers or pen marks on them?", U),
            ("solo: rob still wins with 1 character token. are we allowed to also switch off his 4 VEP per extra fulfillment step to make it easier?", U),
            ("my sister has to go after year 6. can the rest of us finish and score her as she stands, or does the whole game just stop?", U),
        ],
        "es": [
            ("¿Es obligatorio bajar el Contador de Estado de Ánimo 2 pasos aunque solo gaste una Ficha de Motivación?", A),
            ("Al bajar esos 2 pasos por pagar Motivación, ¿me dejan cobrar las casillas por las que paso?", A),
            ("¿Se vale pagar el Recuerdo con 4 de Fuerza de Voluntad en cualquier ubicación?", A),
            ("Si pago el Recuerdo con Fuerza de Voluntad, ¿igual me llevo la Ficha de Recuerdo y la bonificación de la carta?", A),
            ("vale, los dos tenemos dado en la misma ubicación: ¿podemos quedarnos los dos con el Recuerdo?", A),
            ("¿Hay que reponer la carta de Recuerdo en cuanto alguien la gana?", A),
            ("me puedo quedar con 3 cartas de padres en la mano?", A),
            ("Che, ¿puedo resolver los iconos del espacio de experiencia en el orden que más me convenga?", A),
            ("Disculpe, ¿se puede gastar Fuerza de Voluntad para superar una Ficha de Frustración en cualquier momento o solo en alguna fase?", A),
            ("tengo dos Fichas de Frustración sin superar, ¿elijo yo cuál supero?", A),
            ("Si reboto a la derecha y el icono de Motivación está tapado por una Ficha de Frustración, ¿me llevo la ficha igual?", A),
            ("¿Me dejan poner la Ficha de Rasgo en el hueco que yo quiera de mi tablero?", A),
            ("¿Se puede poner un Rasgo Mimético sobre un rasgo de otro jugador si su personaje ni siquiera está en mi Registro de Amistad?", A),
            ("Tío, en la parada del autobús, ¿puedo no elegir ninguna de las dos opciones y pasar?", A),
            ("¿El autobús tiene que parar en una ubicación donde solo hay una Presencia y ningún dado?", A),
            ("¿Puedo poner dos Presencias mías en la misma ubicación?", A),
            ("¿Se vale pagar el Recuerdo con Fichas de Motivación naranjas si mi Contador rosa está en su casilla pasiva?", A),
            ("En el recuento final, ¿hay que restar 3 VEP también por las Fichas de Frustración que ya superé?", A),
            ("¿Hay que avanzar el Contador de Realización Personal un paso por cada Ficha de Interés o puedo avanzar menos si quiero?", A),
            ("En solitario, ¿Rob resuelve la parada antes que yo o me dejan ir primero?", A),
            ("¿Rob tiene que cumplir los requisitos para jugar sus Fichas de Rasgo?", A),
            ("Si a Rob le quedan menos Fichas de Interés que dados, ¿se pueden poner empezando por el dado más alto?", A),
            ("¿Rob cobra las casillas de Realización Personal que no dan VEP o se las salta?", A),
            ("Jugando a dos, ¿se vale usar la Bonificación de Rasgo para poner un Rasgo Mimético en las fichas neutrales de la fila?", A),
            ("¿Puedo cambiar mi dado de ubicación después de haber recogido los otros dados?", A),
            ("Si empato con otro en la mayoría que pide mi Ficha de Objetivo de tipo A, ¿la puedo puntuar?", A),
            ("Voy a por el Rasgo Frustrado y necesito 3 Fichas de Frustración sin superar. Si me toca una Bonificación de Superación, ¿estoy obligado a usarla o puedo dejar la ficha como está?", U),
            ("che, si alguien quiere usar mi Presencia para la Bonificación de Amistad conmigo, ¿le puedo pedir algo a cambio, tipo una Ficha de Motivación?", U),
            ("Rob nos resulta fácil incluso con 3 Fichas de Personaje: ¿se vale darle también una Ficha de Rasgo extra al empezar para endurecerlo?", U),
            ("¿Podemos repartir dos Fichas de Rasgo iniciales a cada uno y que cada cual se quede con una?", U),
        ],
    },
    "loop": {
        "en": [
            ("ive got 5 FAVOUR in hand. do i still draw one at the start of my turn?", A),
            ("can i just pass this turn? i dont want to WORK, BUY or CONSUME", A),
            ("am i allowed to BUY 4 MATERIAL in one turn if ive got the COIN?", A),
            ("can i pay 5 COIN for one MATERIAL to get it at QUALITY 5?", A),
            ("this ACTIVITY shows two FOOD dots. can i take both QUALITY off the same FOOD card?", A),
            ("when i finish my 4th ACTIVITY do i get to pick which of the old ones goes to the discard?", A),
            ("can i play a FAVOUR on someone during THEIR turn?", A),
            ("somebody plays me a FAVOUR and i have no matching card and zero REPUTATION. can i still say no?", A),
            ("im already at 2 REPUTATION. am i still allowed to ACCEPT favours?", A),
            ("can i spend just 1 REPUTATION in my CONSUME turn for some HAPPINESS?", A),
            ("can i get a MATERIAL at QUALITY 1 by paying 1 REPUTATION and no COIN at all?", A),
            ("we agreed a deal before i played BARTER and now he wont go through with it. is he allowed to back out?", A),
            ("can i RESELL to a player who cant afford to pay me?", A),
            ("can i BARTER my QUALITY 1 GLASS for their QUALITY 3 METAL?", A),
            ("competitive: the two careers i got dealt are awful. can i just play INTERN?", A),
            ("can i put 3 COIN on one CREDIT CARD this turn to clear it faster?", A),
            ("took a CREDIT CARD last turn, am i allowed to skip paying it off this turn?", A),
            ("tycoon with 0 COIN: am i allowed to WORK, and do i get anything for it?", A),
            ("do i have to PAYOFF before i WORK, or can i use this turns salary to pay the card?", A),
            ("can i flip my face-down EVENTs in the middle of my turn?", A),
            ("co-op: am i allowed to REJECT a FAVOUR my teammate plays?", A),
            ("banker: can i use Influence twice in the same turn?", A),
            ("scientist: can i buy a MATERIAL out of my OWN LANDFILL?", A),
            ("lawyer here: can i block a FAVOUR thats being played to someone else?", A),
            ("Manners Makyth Man is up. can i still REJECT by discarding the same FAVOUR?", A),
            ("solo: do i get to draw a FAVOUR at the start of every turn?", A),
            ("after i refill the empty slots at my turn end, am i still allowed to play a FAVOUR or APPLY for a CREDIT CARD before i hand over?", U),
            ("co-op: the banker wants to swap a REPUTATION for my COIN with Influence. theres no REJECT in co-op, so do i have to go along with it?", U),
            ("The Gap is being checked between turns. can i quickly play a RESELL right then to move some COIN and shrink the gap?", U),
            ("the CREDIT CARDs have different banks printed on them. when i APPLY am i allowed to pick which one i take?", U),
        ],
        "es": [
            ("¿Se vale CONSUMIR 4 ACTIVITY en un mismo turno?", A),
            ("Si un MATERIAL se queda en QUALITY 0, ¿me lo puedo quedar en mi AREA?", A),
            ("¿Hay límite de MATERIAL en mi AREA? ¿Me dejan tener 10?", A),
            ("¿Puedo tapar mis COIN para que no vean cuántas tengo?", A),
            ("puedo hacer RECYCLE de un UTILITY del LANDFILL de otro?", A),
            ("Che, si acepto un SHARE, ¿me lo quedo en la mano y lo puedo jugar después?", A),
            ("¿Puedo rechazar un FAVOUR descartando uno distinto de mi mano?", A),
            ("Ya tengo 6 FAVOUR en la mano, ¿me dejan aceptar otro?", A),
            ("¿Se puede gastar REPUTATION en un turno de BUY para subir la QUALITY de un MATERIAL?", A),
            ("¿Está permitido reponer las cartas del tablero a mitad de mi turno?", A),
            ("Alguien llegó a HAPPINESS 12, ¿se acaba ya o hay que terminar la ronda?", A),
            ("¿Puedo pedir una CREDIT CARD aunque tenga COIN de sobra, solo por el regalo de bienvenida?", A),
            ("Disculpe, ¿se puede pagar la CREDIT CARD fuera de mi turno?", A),
            ("En competitivo no me queda HAPPINESS: ¿puedo hacer WORK igual?", A),
            ("¿Hay que robar EVENT aunque cambie de zona de HAPPINESS en el turno de otro?", A),
            ("¿Pueden estar activos dos CONTINUOUS EVENT a la vez?", A),
            ("En cooperativo, ¿puedo recuperar mis FAVOUR jugados sin hacer WORK?", A),
            ("¿Está permitido jugar con la Lawyer en cooperativo?", A),
            ("En solitario, ¿se puede jugar con el Banker?", A),
            ("Solitario: ¿me dejan usar el BARTER azul para cambiar mi MATERIAL por uno del BUY AREA con más QUALITY?", A),
            ("Con el Craftsman, ¿puedo convertir algo en FOOD con Forge?", A),
            ("vos sabés si el Engineer puede reparar un UTILITY?", A),
            ("Office Lady: ¿puedo comprar 2 MATERIAL con Slack Off en el turno de WORK?", A),
            ("Con Landfill Tax, ¿tengo que pagar si mi MATERIAL se rompe por un SHARE en el turno de otro?", A),
            ("Red Gown: ¿puedo comprar por debajo de la QUALITY de mi mejor MATERIAL?", A),
            ("Insurance: ¿puedo no tirar la moneda?", A),
            ("Soy el Officer. ¿Puedo dejar que me rechacen el primer FAVOUR del turno si a mí me conviene, o no se puede renunciar a la habilidad?", U),
            ("La Nurse me quiere dar con Care un ACQUIRE y yo no tengo ningún MATERIAL. ACQUIRE no se puede jugar a quien no tiene MATERIAL: ¿vale eso también para Care?", U),
            ("En cooperativo, ¿podemos jugar sumando la HAPPINESS de todo el equipo en vez de que cada uno tenga que llegar a 11?", U),
            ("Che, ¿se pueden usar las 5 FAVOUR azules del solitario en una partida cooperativa en lugar de las rojas?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i set my time out while the player before me is still going?", A),
            ("after step 1 am i allowed to slap more time on another action?", A),
            ("can i use the same action spot twice if i have spare meeples?", A),
            ("allowed to use both the upper and lower Wellness spots in one turn?", A),
            ("can an energy token stand in for the time on Interview?", A),
            ("first turn: can i play my career card first and use its action straight away?", A),
            ("i just played a Leisure card. can i use its action this turn?", A),
            ("can i take 2 cards from the market in one turn?", A),
            ("do i have to pay anything for the left-most card in the market?", A),
            ("can i play the card i just drafted this same turn?", A),
            ("can i have two Leisure cards out at once?", A),
            ("if one of my actions moves me past the Grown Up space in step 2, can i use Interview later in that same step to get promoted?", A),
            ("can i get promoted if im missing the life icons in the purple bar?", A),
            ("does the icon on my own career card count toward its promotion?", A),
            ("if i play a new career in step 3, can i still get promoted in it that same turn?", A),
            ("once im promoted can i still use the left action on my career?", A),
            ("can i get married before im grown up?", A),
            ("can i play Family Time if im grown up but dont have a family icon yet?", A),
            ("am i allowed to peek at my facedown values?", A),
            ("someones markers just crossed. do we stop right now?", A),
            ("do i have to be married to my partner to get the heart bonus?", A),
            ("solo: can i buy a 3rd card from the market?", A),
            ("solo: does the market get restocked mid-round if i empty it?", A),
            ("solo: do i draw a life event when i pass a life event space?", A),
            ("solo: am i allowed to keep both achievement cards?", A),
            ("solo: do my sets of life icons score at the end?", A),
            ("we ran out of unhappiness tokens. can we just keep count on paper, or is that the cap on how many anyone can get?", U),
            ("solo: before dealing the 8 life events can i take out the nastiest ones to make it easier?", U),
            ("in a normal game, can we house rule that Meditate can also swap out a market card like in solo?", U),
            ("can we all start already Grown Up for a shorter game?", U),
        ],
        "es": [
            ("¿Es obligatorio pagar todas las acciones antes de empezar a activarlas?", A),
            ("¿Puedo activar mis acciones en el orden que quiera?", A),
            ("¿Hay que dejar los meeples en las casillas hasta el final del turno o los puedo recoger antes?", A),
            ("Para el Date, ¿hay que pagar plata además del tiempo?", A),
            ("¿Me dejan agarrar una de las tres cartas de la derecha del mercado sin pagar su coste?", A),
            ("¿Puedo jugar cartas de mi mano antes de coger la del mercado?", A),
            ("se vale jugar tres cartas en el mismo turno?", A),
            ("Si juego un Community nuevo, ¿puedo tirar el viejo a la caja?", A),
            ("¿Hay que resolver el Life Event justo cuando paso la casilla?", A),
            ("¿Se pueden ganar dos Life Events en un mismo turno?", A),
            ("¿Hay que reponer el mercado al terminar mi turno?", A),
            ("Si paso del final del track, ¿puedo volver a 0 y sumar 25?", A),
            ("Con empate, ¿se vale compartir la victoria?", A),
            ("Cuando se cruzan los marcadores, ¿todos jugamos el mismo número de turnos?", A),
            ("¿Puedo meditar sin gastar energía?", A),
            ("Al meditar, ¿me dejan descartar un Value de la mano para robar otro boca abajo?", A),
            ("Para ascender con la Interview, ¿basta con 1 de tiempo?", A),
            ("Si cambio de Partner, ¿sigo casado?", A),
            ("Solitario: ¿se reparten Values?", A),
            ("Solitario: la primera carta del turno, ¿es gratis aunque esté a la derecha del todo?", A),
            ("Solitario: una carta que me deja coger otra extra del mercado, ¿me encarece la siguiente?", A),
            ("Solitario: ¿Meditar me deja cambiar una carta del mercado?", A),
            ("Solitario: si completo el Achievement pero mis marcadores no se cruzan, ¿gano igual?", A),
            ("Solitario: ¿cuentan las fichas negativas al final?", A),
            ("¿Puedo quedarme las dos Career del reparto inicial?", A),
            ("¿Se vale tener dos Partners a la vez?", A),
            ("En partida normal, ¿podemos jugar sin Life Events para que sea más tranquila?", U),
            ("Somos cuatro y se nos alarga: ¿se vale fijar un número de rondas, por ejemplo 10, y terminar ahí?", U),
            ("¿Podemos repartir una carta de Partner a cada uno al empezar para ir más rápido?", U),
            ("Con cuatro jugadores, ¿se permite repartir 3 Career y quedarse una, en vez de 2?", U),
        ],
    },
    "cv": {
        "en": [
            ("can i reroll a die showing bad luck?", A),
            ("can i reroll 3 times if i really need a money symbol?", A),
            ("am i allowed to reroll just one die and keep the rest?", A),
            ("can i grab 3 cards off the track this turn?", A),
            ("ive got 3 good luck. can i take a card whose special condition i dont meet?", A),
            ("can i use the symbols on an event card from my hand to help buy something?", A),
            ("leftover symbols on an event card i played, can i save them for later?", A),
            ("do i get tokens for the symbols on event cards?", A),
            ("is it ok to play an event card during someone elses turn?", A),
            ("6 bad luck between dice and tokens. do i have to throw away 2 cards?", A),
            ("misfortune: can i discard a card buried in my stack instead of the top one?", A),
            ("can i slip a new health card under my pile so the old one stays active?", A),
            ("can i slide my new work card under the old one?", A),
            ("do i have to pay a cards red slash every single turn?", A),
            ("can the dice i used to buy a card also pay my red slash?", A),
            ("a card would give me an 8th die. am i allowed 8?", A),
            ("social assistance: can i take a card whose special condition i cant meet?", A),
            ("social assistance: can i grab my free card before the player whose turn just ended?", A),
            ("childhood: am i allowed to keep all 3 childhood cards i get dealt?", A),
            ("lost my bicycle card to misfortune. do i still go first?", A),
            ("2 players: do we throw out the left card after every turn or just every round?", A),
            ("tie on a public life goal. do we both get full points?", A),
            ("bought an event card. do i have to add it to my stacks?", A),
            ("do my tokens pile up turn after turn like income?", A),
            ("can i buy a card this turn and then lose that same card to misfortune in this turn?", A),
            ("event cards in my hand, do they count as cards for the social assistance check?", A),
            ("house rule idea: can everyone just start with 5 dice so it goes faster?", U),
            ("can we house rule that leftover event cards in hand count as cards in your stacks at the end, so they score?", U),
            ("can we give social assistance at every round end too, to help whoever's behind?", U),
            ("kids version: can 3 good luck symbols cancel one misfortune instead of buying a card?", U),
        ],
        "es": [
            ("¿Se puede volver a tirar un dado que ya había dejado apartado en la primera repetición?", A),
            ("¿Es obligatorio repetir la tirada?", A),
            ("¿Las fichas cuentan para llegar a los 3 de buena suerte?", A),
            ("las fichas de mala suerte cuentan para la desgracia?", A),
            ("¿Puedo elegir yo qué carta activa pierdo por la desgracia?", A),
            ("Si no puedo pagar la barra roja, ¿me puedo quedar la carta?", A),
            ("¿Las Posesiones se pueden meter debajo de la pila?", A),
            ("¿Se pueden tener dos cartas activas del mismo tipo?", A),
            ("Una carta de evento que ya usé, ¿se queda en mi currículum?", A),
            ("Ayuda social: ¿me dejan coger una carta de la fila sin pagar?", A),
            ("Ayuda social: ¿hace falta que alguien tenga el doble de cartas que yo?", A),
            ("¿La ayuda social se mira cada vez que se acaba un mazo o solo una vez?", A),
            ("Con 2 o 3 jugadores, ¿se reparten todas las cartas de infancia?", A),
            ("¿Hay que descartar la carta de la izquierda de la fila al final de cada ronda?", A),
            ("Al reponer, ¿hay que pasar al mazo de edad media cuando se acaba el de juventud?", A),
            ("¿Se termina la partida en cuanto el mazo de vejez tiene menos cartas que jugadores?", A),
            ("¿Se suman los puntos de todas las posesiones o solo la de arriba?", A),
            ("¿Tengo que enseñar mi objetivo de vida antes del final?", A),
            ("Empate a puntos: ¿gana el que tiene menos cartas en el currículum?", A),
            ("¿Me dejan comprar 2 cartas en el mismo turno?", A),
            ("Carta de dos colores: ¿puedo decidir de qué tipo es al final de la partida?", A),
            ("¿Puedo apartar un poco una carta de la fila para acordarme de que la quiero?", A),
            ("Infancia: ¿se pueden pasar las cartas a la derecha?", A),
            ("¿Puedo tirar más de 4 dados desde el principio?", A),
            ("Las fichas: ¿hay que ajustarlas para que coincidan exactamente con mis cartas activas?", A),
            ("¿Es obligatorio pagar el coste al comprar una carta de la fila?", A),
            ("Somos dos: ¿podemos repartir las 12 cartas de infancia como a cuatro en vez de la bici y 5 más?", U),
            ("A dos jugadores se nos hace muy corto: ¿se vale descartar la carta de la izquierda solo al final de la ronda, como a 3 o 4?", U),
            ("Con los peques, ¿podemos darle los puntos de un objetivo público a todos los que lo cumplan, no solo al mejor?", U),
            ("¿Se vale jugar sin congelar los dados de mala suerte para los niños?", U),
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
