"""Write the blind189 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind189/make_questions.py

Style: players who ask in the NEGATIVE ("can't I ...?", "isn't there a limit
on ...?", "don't we get ... back?", "doesn't the bot ...?", "what if I don't
...?", "¿no se puede ...?", "¿no hay que pagar ...?", "¿y si no quiero ...?",
"¿no era que ...?", "¿acaso no ...?"). The negation is only how the player
asks; the answer is the rule that says what may, must or must not be done.
More than half of each game's questions go to the less obvious parts of its
rulebook: solo modes and bots, co-op and 2-player variants, worked examples,
card types and icons, end-game scoring and tie-breaks, setup details, rarely
used actions. The unanswerable questions ask, in the same negative way, about
points the rulebooks never settle.

Each game's file is written in a seeded shuffled order (seeds 18901-18904), so the
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
SEEDS = {"coming-of-age": 18901, "loop": 18902, "adulthood": 18903, "cv": 18904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("we don't cover location 4 with a roadblock too? which locations are supposed to start blocked", A),
            ("isn't everybody supposed to start with all 5 mood counters on their board?", A),
            ("don't the pink, orange and blue motivation tokens go in the general supply at setup with the others?", A),
            ("my VEP counter doesn't start at zero?", A),
            ("can't I pick which starting trait tile I get instead of drawing one?", A),
            ("doesn't rob bot use mood counters or frustration tokens at all in solo?", A),
            ("rob doesn't put his dice on the road zones like we do? what does he actually do with his roll", A),
            ("solo: rob has fewer interest tokens left than dice. doesn't he still place all of them somehow?", A),
            ("rob's counter is already on the last space of his fulfillment track. doesn't he get anything for the extra advances?", A),
            ("doesn't rob have to meet the requirement of a tile before he puts a mimic token on it?", A),
            ("solo: rob scores the memory card VEP off his motivation tokens but doesn't he have to discard them like we do?", A),
            ("isn't rob allowed two character tokens on level 0 of his friendship track?", A),
            ("rob is way too easy to beat. isn't there a way to make him tougher?", A),
            ("in solo don't i get one goal tile of each letter like in a normal game?", A),
            ("2 player game: can't I mimic the third neutral tile in the row if I only have that neutral kid at level 2?", A),
            ("dont unresolved frustrations cost anything at the end of the game?", A),
            ("we're tied on VEP. isn't there a tiebreaker or do we just share it?", A),
            ("leftover willpower and motivation tokens aren't worth anything at the end, are they?", A),
            ("can't I flip a memory token after round 4 is over, right before final scoring?", A),
            ("balanced trait: don't i qualify with zero counters on both ends, since zero equals zero?", A),
            ("isn't a tie on a type A majority goal a fail for me?", A),
            ("in the turn 5 example, doesn't moving the 4 die to location 6 cost two frustration tokens?", A),
            ("can't I put a frustration token on a track that only has an overcome one on its left end?", A),
            ("don't I get the bonuses of the spaces my counter passes when it moves 2 left after paying motivation?", A),
            ("isnt there a hand limit on trait tiles?", A),
            ("if i can't get the memory or leave a presence, don't i just skip step B?", A),
            ("isn't it too late to pay 4 willpower and overcome a frustration once round 4 is over? can i still do it before the -3 per frustration is counted?", U),
            ("i need 4 interest tokens out for Responsible. if I visit a location where I have some, can't I just leave them there and not advance my fulfillment counter?", U),
            ("when someone plays a Trait Tile onto their own board, don't they have to show us they actually meet the requirement?", U),
            ("isn't the number of cards left in my parent card deck secret from the others?", U),
        ],
        "es": [
            ("Si tengo dado y Presencia en la misma localización, ¿no puedo coger las dos cosas en el paso A, la parada del autobús y la amistad con la Presencia de otro?", A),
            ("¿No se puede poner una segunda Presencia en una localización donde ya tengo una? ¿Y si ya usé mis 4 fichas?", A),
            ("¿Vosotros sabéis si no hace falta nada especial para subir un personaje del nivel 4 al nivel 5 de mi Registro de Amistad?", A),
            ("¿Las Cartas de Padres que juego no se quedan escondidas? ¿Y no robo otra después?", A),
            ("¿No se repone la carta de Recuerdo en cuanto alguien la consigue?", A),
            ("¿Acaso no gano el VEP completo si pago el Recuerdo con 4 de Fuerza de Voluntad en vez de con Fichas de Motivación?", A),
            ("¿No puedo superar una Ficha de Frustración cuando quiera pagando Fuerza de Voluntad?", A),
            ("Si reboto a la derecha y el icono está tapado por una Ficha de Frustración, ¿no gano la Ficha de Motivación igual?", A),
            ("Tío, si reboto a la izquierda y tengo la Ficha de Frustración superada en el extremo izquierdo, ¿no pierdo 2 VEP?", A),
            ("¿No puedo voltear dos Fichas de Recuerdo en el mismo año para mover dos Contadores de Estado de Ánimo?", A),
            ("La localización me manda mover un Contador de un Registro de Ánimo que todavía no tengo. ¿No lo coloco ya?", A),
            ("En la variante de dos jugadores, ¿no se reparten las 4 Fichas de Rasgo del centro entre los jugadores?", A),
            ("En solitario, ¿Rob no recibe una Ficha de Rasgo inicial como nosotros?", A),
            ("En solitario, ¿Rob no puede coger Fichas de Motivación que todavía están en la reserva no disponible?", A),
            ("En solitario, si la parada del autobús no muestra un personaje, ¿Rob no hace nada en el paso A?", A),
            ("Al final en solitario, ¿Rob no tiene que cumplir los requisitos de las Fichas de Rasgo que le quedan en la pila?", A),
            ("Che, en solitario, si solo Rob sacó el VEP del Recuerdo, ¿la carta no se queda en la localización?", A),
            ("¿Rob no pone Presencia si ya tiene una en esa localización?", A),
            ("¿No puedo puntuar las 4 Fichas de Objetivo si cumplo todas?", A),
            ("¿Y si seguimos empatados después de contar Rasgos y Objetivos? ¿No hay otro desempate?", A),
            ("¿La Ficha de Rasgo Resiliente no se cumple con frustraciones sin superar?", A),
            ("¿El Objetivo Comprometido no se cumple con llegar al nivel 5 de amistad?", A),
            ("En el ejemplo de la localización 6, ¿no tenía que gastar Fichas de Motivación turquesa o rosa para el Recuerdo? ¿Cómo vale gastar naranjas?", A),
            ("al acabar la ronda 2 no se abren las localizaciones 9 y 10?", A),
            ("¿No puedo poner mi Rasgo Mimético dos veces en el mismo rasgo, en jugadores distintos?", A),
            ("¿No son adyacentes la primera y la última localización disponibles del tablero?", A),
            ("En la variante de dos, ¿las 4 Fichas de Rasgo de la fila no van boca abajo hasta que alguien las imita?", U),
            ("Cuando se desbloquea un Registro de Ánimo nuevo, ¿no me dan la bonificación de la casilla central al poner el Contador?", U),
            ("Vale, si reboto a la izquierda y tengo 0 VEP, ¿no puedo elegir perder los 2 VEP igual en vez de poner la Ficha de Frustración?", U),
            ("Cuando mi personaje llega al nivel 7 del Registro de Amistad de otro jugador, ¿a mí no me da nada?", U),
        ],
    },
    "loop": {
        "en": [
            ("we don't take out any MATERIAL sets with 5 players?", A),
            ("3 player game, doesn't the 1st player get as many FAVOUR as the others?", A),
            ("isn't the starting player's HAPPINESS token on the black side like everyone else's?", A),
            ("doesn't the youngest player go first?", A),
            ("co-op: can't I REJECT a FAVOUR by paying a REPUTATION?", A),
            ("in co-op don't we draw a FAVOUR at the start of each turn?", A),
            ("co-op: dont we get our played FAVOUR back at the end of the round?", A),
            ("co-op: the MATERIAL burn at the end of the round flips DEPLETION. doesn't the last player take the DEPLETION penalty?", A),
            ("don't we all need HAPPINESS 12 to win co-op?", A),
            ("in solo don't I use the red FAVOUR like normal?", A),
            ("solo RENEW: can't I take a UTILITY out of the central LANDFILL?", A),
            ("solo BARTER - isn't it a swap with another player? there's nobody", A),
            ("in solo don't I start with 3 GOAL like everyone does?", A),
            ("can't I play the Freelancer in solo mode?", A),
            ("the Tycoon doesn't get a fixed SALARY like the others?", A),
            ("isn't the Officer's first FAVOUR unrejectable even against the Lawyer?", A),
            ("Micro-Plastic is up. can't I still CONSUME an ACTIVITY that needs FOOD?", A),
            ("when a new CONTINUOUS EVENT is triggered doesn't the old one stay active too?", A),
            ("my HAPPINESS went from 4 to 10 in one go. don't i draw just 1 EVENT?", A),
            ("don't i flip my EVENT as soon as i draw it?", A),
            ("can't i put 3 COIN on a CREDIT CARD at once to PAYOFF faster?", A),
            ("tied on HAPPINESS in basic mode - doesn't whoever achieved more GOAL win?", A),
            ("i ended with 2 MATERIAL in my LANDFILL. don't i lose HAPPINESS for those?", A),
            ("cant i just pass my turn if i dont want to do anything?", A),
            ("ACTIVITY with two of the same colour: can't I take 2 QUALITY off one MATERIAL?", A),
            ("i'm at 2 REPUTATION. can't i ACCEPT a FAVOUR anymore?", A),
            ("i'm the Waitress with 4 FAVOUR in hand. don't i stop at 5 instead of drawing 2 and going to 6?", U),
            ("i'm the Scientist and BUY a MATERIAL out of Tom's LANDFILL. doesn't Tom get the COIN, since it was his?", U),
            ("competitive: at the end, don't the Debt and LANDFILL Penalties come off before we check the tie-break, or is there a different tie-break in competitive?", U),
            ("competitive: can't two of us just swap a GOAL card each if we both agree?", U),
        ],
        "es": [
            ("¿No puedo hacer RECYCLE de mi propio LANDFILL?", A),
            ("Si acepto un SHARE, ¿no gano solo 1 REPUTATION como con los demás?", A),
            ("¿Y si no tengo otra FAVOUR igual ni REPUTATION? ¿No puedo hacer REJECT de ninguna forma?", A),
            ("Acepté un FAVOUR y ya tengo 6 en la mano. ¿No hay límite de mano?", A),
            ("¿Acaso no puedo gastar 1 REPUTATION en un BUY para llevarme un MATERIAL a QUALITY 1 sin pagar COIN?", A),
            ("¿No se puede gastar 1 sola REPUTATION en el turno de CONSUME?", A),
            ("Si pactamos algo antes de jugar un FAVOUR, ¿no estamos obligados a cumplirlo?", A),
            ("¿No se reponen las cartas del tablero en cuanto compro un MATERIAL?", A),
            ("¿No termina la partida justo cuando alguien llega a HAPPINESS 12?", A),
            ("El que provoca la DEPLETION al terminar su turno, ¿no pierde nada?", A),
            ("En modo básico, si no me queda HAPPINESS, ¿no puedo hacer WORK?", A),
            ("Ahorita en competitivo WORK es lo único que puedo hacer y no tengo HAPPINESS. ¿No hay otra salida?", A),
            ("¿No hay castigo por las CREDIT CARD sin pagar al final?", A),
            ("¿No se le puede jugar un ACQUIRE a alguien que no tiene MATERIAL?", A),
            ("¿Y no se le puede jugar un RESELL a alguien que no tiene plata suficiente?", A),
            ("Hice un BARTER con un MATERIAL de más QUALITY que el del otro. ¿No me devuelven la diferencia?", A),
            ("El GOAL HOBBY, ¿no pide PROPERTY como los demás?", A),
            ("che, curiosity no es con 5 activity distintas?", A),
            ("¿No puedo guardar 4 ACTIVITY en mi AREA?", A),
            ("Ya cumplo un GOAL, ¿no lo puedo guardar en secreto y revelarlo más tarde?", A),
            ("¿El Scientist no puede comprar de su propio LANDFILL?", A),
            ("Si la Nurse me da un FAVOUR con Care, ¿no lo puedo rechazar?", A),
            ("Si descubro el farol del Politician, ¿no pasa nada más?", A),
            ("En solitario, ¿el SHARE no se hace con el MATERIAL de otro jugador?", A),
            ("En solitario, ¿no se quema una carta de MATERIAL solo al final de la ronda, como en cooperativo?", A),
            ("Con Landfill Tax activo, otro jugador me rompió un MATERIAL con un SHARE. ¿No paga él la COIN?", A),
            ("¿No se puede voltear la CAREER a su lado INTERN a mitad de partida si me va mal?", U),
            ("Disculpe, ¿no se puede jugar el modo competitivo a solas, con las FAVOUR rojas, en vez del modo Solo?", U),
            ("vos sabés si se pueden contar las cartas que quedan en el mazo de EVENT? ¿no está prohibido?", U),
            ("Ustedes saben si la campaña no se puede jugar en modo cooperativo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("we don't get to look at our 2 facedown Values at the start?", A),
            ("don't we keep both Career cards we're dealt?", A),
            ("doesnt the youngest player go first?", A),
            ("don't we start with more than 1 energy and 1 money?", A),
            ("can't I use both the upper and lower Wellness spots in the same turn?", A),
            ("doesn't Meditate let me just look at my facedown Values for free?", A),
            ("I'm not Grown Up yet. can't Interview get me Promoted anyway?", A),
            ("Donate doesn't cost any time?", A),
            ("isn't Date free? it's just time", A),
            ("i've started spending my stuff. can't i still add one more action now?", A),
            ("energy tokens can't be used as time, right?", A),
            ("can't I use the action on a Wellness card I just played this same turn?", A),
            ("doesn't the left-most card in the market cost something?", A),
            ("can't I have two Leisure cards out at once?", A),
            ("isn't there a limit on how many Resources and Traits I can have?", A),
            ("don't Experience cards stay fully visible after I play them?", A),
            ("a card with no green bar, doesn't it still cost something to play?", A),
            ("can't I play Family Time before I'm Grown Up if I already have a Family icon?", A),
            ("can't i count the icon on my own Career card toward the Promotion?", A),
            ("after I'm Promoted, can't I still use the left action on my Career?", A),
            ("i took a new Partner. don't i keep my Married token?", A),
            ("someone's markers crossed. doesn't the game end right now?", A),
            ("3 Family icons at the end don't give me anything, right?", A),
            ("i passed the end of the Happiness track. don't i just stop there?", A),
            ("in solo don't I draw a Life Event when I pass a Life Event space?", A),
            ("solo: isn't the second card from the market free too?", A),
            ("i'm Grown Up now. can't i still use Interview just to draw a new Career instead of getting Promoted?", U),
            ("isn't there any way to get rid of a Resource or Trait sitting next to my board that I don't want anymore?", U),
            ("at final scoring my Values push my happy marker past a Life Event space. don't i draw a Life Event then?", U),
            ("my two markers only touch at a corner, diagonally. doesn't that count as crossed?", U),
        ],
        "es": [
            ("¿No se puede usar la misma casilla de acción dos veces en un turno?", A),
            ("¿Nunca se retrocede en los tracks durante la partida?", A),
            ("¿No hace falta pasar los dos iconos de Grown Up, uno en cada track?", A),
            ("Si paso dos casillas de Life Event en un turno, ¿no cojo solo una carta?", A),
            ("Las fichas de Unhappiness y Negative Impact, ¿no restan nada?", A),
            ("Disculpe, ¿el corazón completo no da puntos si no me casé con esa Partner?", A),
            ("Empatamos en la suma de Happiness e Impact. ¿No hay desempate?", A),
            ("¿Las tres cartas de la derecha del mercado no cuestan nada?", A),
            ("¿No puedo jugar la carta que acabo de coger del mercado en este mismo turno?", A),
            ("¿Los Life Events no se resuelven en el momento en que paso la casilla?", A),
            ("¿La acción de arriba de Career no da más que 1 de dinero?", A),
            ("¿El Date no sirve también para casarme?", A),
            ("¿No me puedo casar si me faltan iconos del coste de mejora aunque pague el tiempo y el dinero?", A),
            ("Una carta con un recuadro blanco en la barra verde, ¿no hay que pagar ese coste aparte?", A),
            ("Cuando juego una Career nueva, ¿la vieja no se descarta?", A),
            ("¿Los Values no se juegan en la mesa como las demás cartas?", A),
            ("¿las fichas de tiempo no vuelven al final del turno?", A),
            ("¿No se corren las cartas del mercado cuando alguien coge una?", A),
            ("En solitario, ¿no se reparten Values?", A),
            ("Che, en solitario, ¿el mercado no se repone a mitad de ronda?", A),
            ("¿Meditar no hace otra cosa en solitario?", A),
            ("En solitario, ¿la partida no acaba cuando se cruzan mis marcadores?", A),
            ("En solitario, ¿no basta con cruzar los marcadores para ganar?", A),
            ("En solitario, ¿no me quedo con las dos cartas de Achievement?", A),
            ("En solitario, una carta que me deja coger otra del mercado, ¿no sube el precio de la siguiente?", A),
            ("al final en solitario no cuentan los sets de iconos?", A),
            ("Disculpe, el que juega último ¿no recibe nada para compensar que empiece el mayor?", U),
            ("En solitario, si la octava Life Event dice que afecta a la ronda siguiente, ¿no se aplica, ya que no hay más rondas?", U),
            ("Vos sabés si el icono de una Life Event que ya está en mi Experience stack no cuenta para poder jugar una carta con ese icono en la barra verde?", U),
            ("Oye, ¿no hay Partners repetidas? Si dos queremos la misma Partner, ¿no la podemos tener los dos?", U),
        ],
    },
    "cv": {
        "en": [
            ("2 players: don't we use all 12 childhood cards?", A),
            ("4 players: don't we still have to add the bicycle to a few random childhood cards?", A),
            ("the childhood draft - don't we just keep the 3 cards we're dealt?", A),
            ("doesnt the youngest player start?", A),
            ("i lost my bicycle card to bad luck. don't i stop being the first player?", A),
            ("can't i reroll a die showing bad luck?", A),
            ("don't i get more than two rerolls?", A),
            ("isn't there a cap on how many dice I can roll?", A),
            ("can't I buy 3 cards from the track in one turn?", A),
            ("i have 3 good luck symbols. don't i skip the special condition on the card too?", A),
            ("the symbols I don't use from an event card, don't they stay for later?", A),
            ("can't I play an event card in someone else's turn?", A),
            ("i've got 4 bad luck symbols. don't i lose 2 cards?", A),
            ("can't i slide a new work card under my old one so the old one stays active?", A),
            ("a new health card can't go under the others in my stacks?", A),
            ("dont work cards have a downside?", A),
            ("if i can't pay a red slash cost one turn, doesn't the card just stay there inactive?", A),
            ("can't I reuse the dice I spent buying a card to pay the red slash?", A),
            ("knowledge cards don't do anything except give knowledge symbols?", A),
            ("2 player: isn't the leftmost card only discarded at the end of the round?", A),
            ("social assistance: doesn't the player still have to pay the symbols for the card?", A),
            ("in the Julius example, doesn't Felix get social assistance too?", A),
            ("public life goals - doesn't everybody who meets one get the points?", A),
            ("we're tied on points. doesn't the one with more cards win?", A),
            ("doesn't the game end as soon as the old age deck runs out?", A),
            ("felix gets 10 for 4 health cards in the example? isn't each card worth a fixed amount?", A),
            ("can't two of us put our dice together to buy one card from the track and share it somehow?", U),
            ("during the childhood draft can't i tell the player on my left which cards i'm passing them?", U),
            ("my secret life goal is hopeless. can't i swap it for one of the life goal cards that weren't dealt?", U),
            ("cant the others watch my rerolls and tell me which dice to keep?", U),
        ],
        "es": [
            ("¿No está prohibido sacar un poco una carta del track mientras me decido?", A),
            ("La mala suerte, ¿no cuenta solo los dados? ¿Las fichas también?", A),
            ("¿No elige otro jugador qué carta pierdo por la desgracia?", A),
            ("Si agarro una carta de evento del track, ¿no va a mi currículum?", A),
            ("¿No pueden estar activas dos cartas de Salud a la vez?", A),
            ("Somos 3: ¿no se descarta la carta de más a la izquierda después de cada turno?", A),
            ("Cuando se acaba el mazo de juventud, ¿no se sigue con el de vejez?", A),
            ("La asistencia social, ¿no se comprueba solo al final de la ronda?", A),
            ("En la asistencia social, ¿no empieza a coger el que tiene menos cartas?", A),
            ("¿No se ponen 6 cartas en el track al empezar?", A),
            ("¿No se enseña el objetivo de vida personal desde el principio?", A),
            ("En el ejemplo del Used car, ¿no se empezaba con 4 dados? ¿De dónde sale el quinto?", A),
            ("Si empatamos en un objetivo público, ¿no se reparten los puntos a medias?", A),
            ("¿Las fichas no se acumulan turno a turno como un sueldo?", A),
            ("Disculpe, ¿no se tiran los 7 dados desde el principio?", A),
            ("¿La barra roja no se paga solo una vez, al comprar la carta?", A),
            ("Una carta de dos colores, ¿no puedo decidir su tipo más tarde?", A),
            ("¿No se pueden volver a tirar en la segunda tirada los dados que aparté en la primera?", A),
            ("Las cartas de evento, ¿no se quedan en el currículum después de usarlas?", A),
            ("¿Las cartas de Relación no sirven para la suerte?", A),
            ("Las cartas de Salud, ¿no ayudan en nada contra la mala suerte?", A),
            ("Para comprar, ¿no valen las fichas? ¿Solo los dados?", A),
            ("Empatados en puntos y en número de cartas, ¿no hay un tercer desempate?", A),
            ("en el ejemplo de felix las posesiones no van por tabla como las de salud?", A),
            ("Che, ¿con 2 jugadores no se pone ningún objetivo de vida público?", A),
            ("¿No se termina de rellenar el track antes de dar la asistencia social?", A),
            ("Si a alguien le tocan 3 cartas de infancia malísimas, ¿no se puede repetir el reparto?", U),
            ("¿No puede otra persona tirar los dados por mí, por ejemplo mi hija pequeña?", U),
            ("Vale, ¿y no se puede jugar una carta de evento durante el draft de infancia?", U),
            ("Ustedes saben si, cuando se nos cae el mazo de vejez y se ven varias cartas, no hay que volver a barajarlo?", U),
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
