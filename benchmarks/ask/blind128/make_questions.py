"""Write the blind128 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind128/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12801-12804), so the
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
SEEDS = {"coming-of-age": 12801, "loop": 12802, "adulthood": 12803, "cv": 12804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("is there any way to move my die to another location if every open mood track already has a frustration token on one end?", A),
            ("the two ends of the board count as next to each other right? even when the last one still has a roadblock on it?", A),
            ("When my counter moves onto a space, is there any space where I DON'T get the bonus right away?", A),
            ("experience space tells me to move the orange counter but i havent unlocked orange yet. do i have to move a different one instead?", A),
            ("can i flip two memory tokens in the same experience phase if i have them?", A),
            ("I bounced right but there's a frustration token sitting on that motivation icon. do I still get the token?", A),
            ("Is there ever a case where bouncing left gives me VEP instead of costing me?", A),
            ("so nothing ever lets you hold more than 4 trait tiles in your hand?", A),
            ("already played my 4th trait tile. if i meet the requirement of another one later can i still play it?", A),
            ("to play Stubborn i need 3 motivation tokens of the same type. do i have to spend them, or just have them?", A),
            ("I've got both my die and a presence at this stop. Can I take the bus stop bonus AND do a friendship with someone's presence?", A),
            ("my friend token is on level 4, does a normal friendship bonus move it to 5 or not", A),
            ("when i spend 3 motivation tokens for one memory, does my counter go 2 steps left per token?", A),
            ("moving the counter 2 left after paying motivation, do i get the bonuses of the spaces it passes over?", A),
            ("If I pay a Memory with 4 willpower instead of motivation, do I still get the 3/2/1 VEP scale?", A),
            ("can i put two of my presences in the same location to get double the bonus?", A),
            ("all 4 of my character tokens are already out as presences. is there no way to get a presence in a new spot now?", A),
            ("I don't want the memory or a presence this time. Can I just skip and not play a parent card either?", A),
            ("End of a year but I still have dice left - do we unlock a new mood track now or not yet?", A),
            ("does an overcome frustration (flipped to the left end) still cost me 3 VEP at the end?", A),
            ("do mimic tokens i placed count towards how many goal tiles i'm allowed to play at the end?", A),
            ("do used memory tokens count for the leftover points at the end or only unused ones", A),
            ("both my dice rolled a 3 so they sit on the same road. i visit with one and pull the other off - does the interest token i leave there count for my fulfillment right now?", A),
            ("solo: rob never uses mood counters or frustration tokens, right? so he never loses VEP from bouncing?", A),
            ("Playing solo: when Rob mimics a trait, does he need to meet the requirement like I do?", A),
            ("if rob has run out of interest tokens, does he still do anything in phase 1?", A),
            ("solo: neither rob nor me actually got the memory at my location this year (no matching motivation for either of us). is that memory card still removed at the end of the turn?", U),
            ("can i refuse when another player wants to use my presence to make friends with my character?", U),
            ("two of us got a trait bonus in the same experience phase and we both want the last tile in the trait pile. who gets it?", U),
            ("whats supposed to happen if my VEP goes past the last space of the VEP track on the main board?", U),
        ],
        "es": [
            ('¿Hay algún caso en que no pueda cambiar mi dado de ubicación aunque me queden Fichas de Frustración en la reserva?', A),
            ('o sea que para ir a una ubicación no adyacente no hay forma de hacerlo con una sola Ficha de Frustración, ¿no?', A),
            ('Oye, el dado que elijo y muevo al edificio, ¿deja también Ficha de Interés en la carretera de donde salió o solo los que retiro?', A),
            ('si el contador ya esta en la ultima casilla de la derecha y me toca moverlo otra vez a la derecha q pasa', A),
            ('¿La Ficha de Recuerdo que manda el contador al centro da la bonificación una sola vez?', A),
            ('Che, las Fichas de Recuerdo usadas, ¿las tiro o me las quedo para algo?', A),
            ('¿Hay algún momento en que NO pueda superar una Ficha de Frustración pagando 4 de Fuerza de Voluntad?', A),
            ('tengo dos Fichas de Frustración sin superar y una Bonificación de Superación, ¿puedo elegir yo cuál supero o va en orden?', A),
            ('Al jugar una Ficha de Rasgo, ¿tengo que seguir cumpliendo el requisito después o da igual si luego lo dejo de cumplir?', A),
            ('¿Puedo poner dos Rasgos Miméticos míos sobre la misma Ficha de Rasgo de otro jugador?', A),
            ('Para poner mi Rasgo Mimético en la tercera Ficha de Rasgo de otro jugador, ¿no me alcanza con tener su personaje en el nivel 2 de amistad?', A),
            ('¿hay alguna forma de subir un personaje del nivel 4 al 5 sin Bonificación de Intimidad?', A),
            ('Si el siguiente nivel del Registro de Amistad ya está lleno, ¿hay alguna manera de mover igual el personaje?', A),
            ('En el paso B, si tengo dado y Presencia en la misma ubicación, ¿puedo agarrar el Recuerdo con el dado y también algo por la Presencia?', A),
            ('Vale, si dos pagamos el mismo Recuerdo en la misma parada, ¿lo conseguimos los dos o solo el primero?', A),
            ('Disculpe, ¿la carta de Recuerdo que alguien consigue se repone enseguida o no?', A),
            ('Si gasto Fichas de Motivación para poner una Presencia, ¿me libro de mover el Contador de Estado de Ánimo 2 pasos a la izquierda?', A),
            ('¿Las Cartas de Padres que voy jugando son secretas o las puede mirar todo el mundo?', A),
            ('cuando termina un año, el dado que usé me lo quedo para el siguiente o se va del juego?', A),
            ('Al final, antes del recuento, ¿se puede usar más de una Ficha de Recuerdo?', A),
            ('Tío, ¿hay alguna forma de jugar más Fichas de Objetivo que Fichas de Rasgo tengo en mi tablero?', A),
            ('Si empato con otro en tener más Presencias, ¿el Objetivo Versátil no me cuenta?', A),
            ('A dos jugadores, ¿puedo poner mi Rasgo Mimético en la fila de Fichas de Rasgo neutrales sin tener a ese personaje neutral en mi Registro de Amistad?', A),
            ('en solitario Rob no recibe Fichas de Objetivo ni Cartas de Padres, ¿verdad?', A),
            ('Jugando solo contra Rob, ¿él gasta de verdad sus Fichas de Motivación cuando gana los VEP de un Recuerdo?', A),
            ('Si Rob ya está en la última casilla del Registro de Realización Personal, ¿los avances que le sobran no le dan nada?', A),
            ('¿Puedo colocar mi Rasgo Mimético sobre una Ficha de Rasgo que otro jugador está jugando en la misma fase 2, a la vez que yo?', U),
            ('¿Hay algún límite de tiempo para elegir ubicación en la fase 1, o cada uno puede pensar lo que quiera?', U),
            ('En solitario, si Rob tiene las mismas Fichas de Motivación de los dos tipos que pide la ubicación, ¿con cuál cuenta los VEP?', U),
            ('En solitario Rob tiene que elegir entre mi Ficha de Rasgo y una neutral que dan los mismos VEP, ¿cuál imita?', U),
        ],
    },
    "loop": {
        "en": [
            ("can i just pass my turn if none of the 3 actions helps me?", A),
            ("I already have 5 FAVOUR in hand at the start of my turn. Do I still draw one?", A),
            ("favour deck is empty and so is the discard pile. what do i draw at the start of my turn", A),
            ("so nothing lets you BUY more than 3 MATERIAL in one turn, right?", A),
            ("Can I spend 1 REPUTATION on its own to get a MATERIAL at QUALITY 1 for zero COIN?", A),
            ("this activity shows GLASS twice. can i take both QUALITY off the same GLASS if it has quality 2?", A),
            ("is there any way to keep more than 3 ACTIVITY in my area?", A),
            ("I met a GOAL's requirement this turn. Can I wait and reveal it next turn instead?", A),
            ("can i play a FAVOUR during someone else's turn?", A),
            ("I accepted a FAVOUR and now have 6 cards. Do I have to discard down to 5?", A),
            ("Which FAVOUR gives me no REPUTATION at all when I accept it?", A),
            ("i'm already at 2 REPUTATION, am i still allowed to ACCEPT a SHARE?", A),
            ("can i use reputation for extra coin on a BUY turn?", A),
            ("Is anything we agree at the table actually binding, like if he promises to ACCEPT my BARTER?", A),
            ("can i RECYCLE a utility out of someone's LANDFILL?", A),
            ("Can I play RESELL to a player who doesn't have enough COIN to pay me?", A),
            ("SHARE: if i end up not finishing the ACTIVITY, does her MATERIAL still lose the quality?", A),
            ("DEPLETION just got revealed. Does the game stop right now?", A),
            ("in basic mode do we use the landfill penalty at the end?", A),
            ("A CONTINUOUS EVENT is active. Does it hit me during other players' turns too?", A),
            ("Two continuous events triggered at once for me. Do both of them apply?", A),
            ("can i pay 3 COIN on a CREDIT CARD in one turn to clear it faster?", A),
            ("co-op: can we still REJECT a favour by spending reputation?", A),
            ("In co-op, if the MATERIAL burn at the end of the round reveals DEPLETION, does anyone lose HAPPINESS?", A),
            ("solo: is there any career i can't pick?", A),
            ("as the Engineer can I Repair a UTILITY?", A),
            ("Everything Is Online is the active event and I've got no CREDIT CARD. Redeem Bonus comes up between turns - can I pay COIN for one of its options, or does Online still block me even though it's not my turn?", U),
            ('after DEPLETION the BUY AREA is totally empty and i have to APPLY for a CREDIT CARD. do i still get the 4 COIN, and what about the welcoming MATERIAL?', U),
            ('treat yo self is active and i APPLY for 2 CREDIT CARDs in the same turn. is that 1 HAPPINESS or 2?', U),
            ("Status Climb says I lose 1 HAPPINESS but I'm already at 0. What happens?", U),
        ],
        "es": [
            ('¿Hay algún caso en que hacer WORK no me quite HAPPINESS?', A),
            ('No me queda HAPPINESS para WORK en el modo básico. ¿Pierdo el turno o qué?', A),
            ('En competitivo, si solo puedo hacer WORK pero no tengo HAPPINESS, ¿qué pasa?', A),
            ('oye, ¿hay alguna forma de hacer CONSUME de más de 3 ACTIVITY en un turno?', A),
            ('si una MATERIAL llega a QUALITY 0 la puedo seguir usando o va si o si al LANDFILL', A),
            ('¿Una ACTIVITY que ya usé para un GOAL no me sirve para otro GOAL?', A),
            ('¿Puedo cumplir el mismo GOAL dos veces en la partida?', A),
            ('Che, ¿hay alguna forma de tener más GOAL que los del principio?', A),
            ('Si no tengo un FAVOUR igual para descartar ni REPUTATION, ¿no hay manera de hacer REJECT?', A),
            ('¿Hay algún límite de REPUTATION o puedo juntar todas las que quiera?', A),
            ('En el turno de CONSUME, ¿puedo gastar solo 1 REPUTATION para sacar algo?', A),
            ('Los FAVOUR que rechazo, ¿me los quedo en la mano?', A),
            ('Disculpe, ¿no hay forma de hacer RECYCLE de mi propio LANDFILL?', A),
            ('vos sabés si se puede jugar ACQUIRE a alguien que no tiene MATERIAL?', A),
            ('En BARTER, si doy una MATERIAL de más QUALITY, ¿no me devuelven la diferencia de ninguna forma?', A),
            ('se reponen las MATERIAL y ACTIVITY a mitad del turno o solo al final?', A),
            ('Cuando alguien llega a HAPPINESS 12, ¿se acaba la partida en ese momento?', A),
            ('si empatamos en HAPPINESS en básico, ¿cómo se desempata?', A),
            ('¿Un IMMEDIATE EVENT reemplaza al CONTINUOUS EVENT que está activo?', A),
            ('Si mi HAPPINESS cambia de zona fuera de mi turno, ¿no robo EVENT?', A),
            ('¿Los EVENT boca abajo los disparo en cuanto los robo o hay que esperar?', A),
            ('Ahorita tengo una CREDIT CARD a medio pagar y se acaba la partida, ¿me cuesta algo?', A),
            ('En cooperativo, ¿robamos FAVOUR al principio del turno como siempre?', A),
            ('en cooperativo, ¿hace falta que todos lleguen a 12 para ganar?', A),
            ('Jugando en solitario, ¿hay alguna forma de recuperar los FAVOUR jugados que no sea hacer WORK?', A),
            ('En solitario, si la DEPLETION sale al quemar la MATERIAL del final del turno, ¿pierdo HAPPINESS?', A),
            ('En cooperativo soy el Scavenger y juego un RECYCLE como si fuera RESELL. Como no hay REJECT ni ACCEPT, ¿qué pasa con esa carta?', U),
            ('Con Landfill Tax activo, Planned Obsolescence me rompe una MATERIAL entre turnos. ¿Pago la COIN o no cuenta porque no es mi turno?', U),
            ('Con el EVENT Hypebeast activo, ¿me puedo elegir a mí mismo como objetivo?', U),
            ('En solitario soy Chef, ¿el Supersize me duplica la QUALITY también con el RENEW azul?', U),
        ],
    },
    "adulthood": {
        "en": [
            ("do the lower action spots on my board ever get covered by a card?", A),
            ("Can I use both the upper and the lower spot in Leisure in the same turn?", A),
            ("can i put time on the same action spot twice in one turn?", A),
            ("Once I've started resolving my actions, can I still add time to another spot?", A),
            ("energy can be used as time. can money be used as time too?", A),
            ("i just played a new wellness card, can i use its action this turn?", A),
            ("If I take the left-most card from the market, do I pay anything?", A),
            ("Is the second card from the left free or do I have to pay for it?", A),
            ("is there any way to take 2 cards from the market in one turn?", A),
            ("If I replace my Career with a new one, do I keep my Promoted token?", A),
            ("Once I'm Promoted, can I still use the first action spot on my Career?", A),
            ("can i play a card with the grown up icon before i'm grown up if i pay extra?", A),
            ("do i have to pass the grown up space on BOTH tracks to be grown up?", A),
            ("Can a score marker ever move backwards during the game?", A),
            ("can i peek at my two face-down values?", A),
            ("Is there any way to have two partners active at the same time?", A),
            ("a card with no green bar at all, is it really free to play?", A),
            ("Does the icon printed on my Career card count toward its own Promotion requirement?", A),
            ("can i get more than one life event in a single turn?", A),
            ("do 2 matching life icons give any happy at the end or do i need more?", A),
            ("Is there a limit on how many Resources and Traits I can have?", A),
            ("first turn: can i play my career card before spending my time?", A),
            ("Solo: do I draw a Life Event when I pass a Life Event space on the track?", A),
            ("solo mode, does the market refill during the round when i take a card?", A),
            ("In solo, do I still get the 4 impact for a complete heart at the end?", A),
            ("Solo: my markers crossed. Does the game end now?", A),
            ("we've used up all 16 negative impact / unhappiness tokens and someone needs another one. how do we keep track?", U),
            ("My married partner's heart matches TWO of my values cards. Do I get the 4 impact twice?", U),
            ('solo: do i still get the extra energy for taking the left-most card in the market?', U),
            ("the adulthood deck ran out so the market can't refill anymore. do we reshuffle something or just play on with fewer cards?", U),
        ],
        "es": [
            ('¿Hay alguna forma de usar dos veces la misma casilla de acción en un turno?', A),
            ('Si pongo 4 de tiempo en la acción de arriba de Career, ¿me da algo más que 1 de dinero?', A),
            ('¿Puedo hacer Interview para ascender si todavía no soy Grown Up?', A),
            ('Donate: ¿no se puede pagar con energía en vez de plata?', A),
            ('Vale, si todavía no soy adulto, ¿Date me sirve para algo?', A),
            ('¿Meditar tiene algún uso si ya no me quedan Valores boca abajo?', A),
            ('Tío, ¿las fichas de energía sirven como tiempo en cualquier acción o hay excepciones?', A),
            ('¿Se puede colocar tiempo en otra acción después del paso 1?', A),
            ('¿Puedo jugar en este mismo turno una carta que acabo de coger del mercado?', A),
            ('Si la carta es de Experience, ¿se queda en mi tablero o adónde va?', A),
            ('si ya tengo una carta de Community y juego otra, ¿me quedo con las dos?', A),
            ('En el mercado, ¿qué carta no cuesta nada y encima te da energía?', A),
            ('Güey, ¿si tomo la segunda carta del mercado contando desde la izquierda tengo que pagar?', A),
            ('Che, ¿puedo jugar Family Time sin tener ningún icono de Family en mi mesa?', A),
            ('Perdone, ¿puedo ascender en mi Career si no tengo los iconos de Life que pide la barra morada?', A),
            ('Si me caso y después juego otra Partner, ¿sigo casado?', A),
            ('¿Hay forma de tener dos cartas de Career a la vez?', A),
            ('¿Las fichas negativas me restan durante la partida o solo al final?', A),
            ('Cuando se cruzan los marcadores de alguien, ¿se termina la partida en ese mismo momento?', A),
            ('Si paso el final de un track, ¿me quedo ahí parado y pierdo lo que sobra?', A),
            ('Oíd, si empatamos en puntos, ¿no hay ningún desempate?', A),
            ('¿Los iconos de las cartas de Experience no cuentan al final para los sets?', A),
            ('En solitario, ¿se reparten Valores igual que en la partida normal?', A),
            ('en solitario, ¿la primera carta que agarro del mercado cuesta algo? ¿y la tercera?', A),
            ('Jugando solo, ¿las fichas de infelicidad y de impacto negativo me restan igual?', A),
            ('en solitario, una carta que me deja coger otra del mercado, ¿sube el precio de las demás?', A),
            ('En solitario, la Meditación nueva para descartar y reponer una carta del mercado, ¿sigue costando 1 de energía?', U),
            ('¿Para qué sirve el meeple de tiempo suelto que se deja en el centro de la mesa?', U),
            ('Quiero hacer Interview pero el mazo de Career está vacío. ¿Puedo hacerlo igual o se pierde?', U),
            ('¿Qué tiene de diferente el tablero de jugador de solitario respecto al normal?', U),
        ],
    },
    "cv": {
        "en": [
            ("can i reroll a die showing bad luck?", A),
            ("Is there any way to reroll more than 2 times?", A),
            ("so nothing ever lets you roll more than 7 dice?", A),
            ("can I take 3 cards from the track in one turn if I can pay for all of them?", A),
            ("3 good luck symbols: does that also cover a special condition printed on the card?", A),
            ("I used an event card's symbols to buy something and had some left over. Do I keep the extras?", A),
            ("do i get tokens for the symbols on an event card i play?", A),
            ("Does an event card I played stay in my CV afterwards?", A),
            ("i have 5 bad luck symbols. do i lose 1 card or 2?", A),
            ("can a new Work card go under my old Work card so it's not active?", A),
            ("Can I put a new Health card under the others in my Health stack?", A),
            ("is there any way to have two active cards of the same type?", A),
            ("red slash card: do I only pay the cost once when I get it?", A),
            ("Can I reuse the dice I used to buy a card to pay a red slash cost later that turn?", A),
            ("what if i can't pay a red slash cost, do i just owe it?", A),
            ("Do tokens pile up from turn to turn like income?", A),
            ("2-player: is the leftmost card discarded only at the end of the round?", A),
            ("Social assistance: who is allowed to take a free card?", A),
            ("with social assistance do i still have to meet the special condition on the card?", A),
            ("Two of us tied on a public life goal. Does only one get the points?", A),
            ("If we tie on total points, is there any tie-breaker?", A),
            ("I lost my bicycle card. Do I still start each round?", A),
            ("can I play an event card on someone else's turn?", A),
            ("Where does an event card I buy from the track go, my CV or my hand?", A),
            ("does the game end the moment the old age deck gets low?", A),
            ("For a 2 player game do we use all 12 childhood cards?", A),
            ('a red slash card costs the same symbol it gives me. can its own token pay its cost?', U),
            ('bad luck hits but i have no active cards in my CV at all. what happens?', U),
            ('Do event cards still in my hand at the end of the game score anything, or cost me anything?', U),
            ('nothing on the track helps me this turn. can i take zero cards?', U),
        ],
        "es": [
            ('¿Hay algún caso en que no pueda volver a tirar un dado?', A),
            ('¿Puedo volver a tirar más de dos veces si no me gusta lo que sale?', A),
            ('¿Hay alguna forma de tirar más de 7 dados?', A),
            ('Vale, ¿puedo coger tres cartas del track si me llegan los símbolos?', A),
            ('Con 3 de buena suerte, ¿me salto también la condición especial de la carta?', A),
            ('Los símbolos que me sobran de una carta de evento, ¿no los puedo guardar para después?', A),
            ('¿Las cartas de evento se quedan en mi currículum después de usarlas?', A),
            ('Si tengo 6 símbolos de mala suerte, ¿cuántas cartas pierdo?', A),
            ('La mala suerte de las fichas, ¿no cuenta? ¿solo la de los dados?', A),
            ('Cuando pierdo una carta por mala suerte, ¿puedo elegir una que no esté encima de su pila?', A),
            ('che, una carta de Possession nueva, ¿la puedo meter debajo de la pila para que no sea la activa?', A),
            ('¿Puedo poner una carta de Relationship debajo de otra para que no sea la activa?', A),
            ('¿Hay forma de tener dos cartas activas del mismo tipo?', A),
            ('La barra roja, ¿se paga solo al comprar la carta?', A),
            ('Si no puedo pagar la barra roja, ¿me dejan deberla?', A),
            ('Una carta de dos colores, ¿cuenta para los dos tipos a la vez?', A),
            ('las cartas de evento que compro del track, ¿van al curriculum o a la mano?', A),
            ('Tío, ¿las fichas se acumulan de un turno a otro como un sueldo?', A),
            ('A dos jugadores, ¿la carta de más a la izquierda se descarta solo al final de la ronda?', A),
            ('¿Cualquiera puede pedir la asistencia social o hay que cumplir algo?', A),
            ('Con asistencia social, ¿hay que pagar algo por la carta?', A),
            ('La mala suerte de este turno, ¿me puede quitar la carta que acabo de comprar?', A),
            ('¿Sabéis si al empatar al final gana el que tiene más cartas?', A),
            ('¿Las metas de vida públicas, si empatan dos, se reparten los puntos?', A),
            ('Si pierdo mi carta de bicicleta, ¿dejo de empezar las rondas?', A),
            ('Ustedes saben si la partida se termina justo cuando el mazo de vejez tiene pocas cartas, o hay que acabar la ronda?', A),
            ('¿Las cartas que pierdo por mala suerte van a la caja o a un descarte?', U),
            ('Las cartas de infancia que tengo en la mano, ¿cuentan como cartas del currículum para ver quién recibe asistencia social?', U),
            ('Si la primera carta que compro en el turno es de evento, ¿la puedo jugar enseguida para pagar la segunda?', U),
            ('Si nadie cumple una meta de vida pública, ¿alguien se lleva sus puntos igual?', U),
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
