"""Write the blind107 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind107/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10701-10704), so the
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
SEEDS = {"coming-of-age": 10701, "loop": 10702, "adulthood": 10703, "cv": 10704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("How much does it cost to move my die to the location next door?", A),
            ("what does it cost to move my die to a location that isn't adjacent", A),
            ("Every available Mood Track I have already has a Frustration Token on it. Can I still pay to change my die's location?", A),
            ("Moving my die from location 1 to the last open location on the other end: is that 1 Frustration Token or 2?", A),
            ("How many Willpower Tokens do I pay to overcome a frustration, and can I do it whenever I want?", A),
            ("What do I get for each Motivation Token I spend on a Memory? Is the third one worth less than the first?", A),
            ("Can I pay for a Memory with Willpower instead of Motivation? Do I get the same VEP?", A),
            ("If I spend 3 Motivation Tokens on a Memory instead of 1, does my Mood Counter go further left?", A),
            ("Can I pay for one Memory with a turquoise and a green Motivation Token together?", A),
            ("What does it cost to leave a Presence at a location?", A),
            ("All 4 of my Character Tokens are already out as Presences. Can I still pay for a Presence somewhere new?", A),
            ("I can't afford the Memory or a Presence this turn. What happens, do I just get nothing?", A),
            ("Bouncing left on a Mood Track in Coming of Age: what do I have to pay?", A),
            ("I bounced right but the Motivation icon at that end is covered by a Frustration Token. Do I still get the token?", A),
            ("At the end, how many VEP do I lose for each frustration I never overcame?", A),
            ("Do the frustrations I overcame (flipped to the left end) cost me anything at final scoring?", A),
            ("What are my leftover Willpower, Motivation and Memory Tokens worth at the end?", A),
            ("how many goal tiles can i cash in at the end and how much is each worth", A),
            ("The Hoarder trait needs 9 tokens. Do I have to spend them to play the tile?", A),
            ("What do I need to put a Mimic Trait Token on someone else's Trait Tile, and what do I get for it?", A),
            ("playing solo vs rob, does he actually spend his motivation tokens when he scores a memory", A),
            ("Rob needs a Motivation Token of a colour that's still in the unavailable supply. Can he take it anyway?", A),
            ("I moved my die to a location where I already had 2 Interest Tokens. What do I get and do I keep the tokens?", A),
            ("We ran out of Willpower Tokens in the box. Can we keep gaining and paying them?", A),
            ("2-player CoA: what does it take to put my Mimic Trait Token on the tiles in the row between us?", A),
            ("Can I spend 4 Willpower just to grab the Memory Token from a Memory Card, without the VEP or the other bonus?", U),
            ("In solo, can I pay Willpower to knock Rob's Interest Tokens off a location before he collects them?", U),
            ("can i trade 4 willpower tokens for a motivation token of the colour i need", U),
            ("How much does Coming of Age cost in a shop?", U),
            ("Can I pay the 4 Willpower to overcome a frustration in two goes, 2 now and 2 next year?", U),
        ],
        "es": [
            ("¿Cuánto me cuesta mover el dado a una ubicación adyacente?", A),
            ("Si quiero llevar el dado a una ubicación que no está al lado, ¿cuántas Fichas de Frustración pago?", A),
            ("¿Puedo poner la Ficha de Frustración del cambio de ubicación en un Registro de Ánimo que ya tiene una en el otro extremo?", A),
            ("¿Cuánta Fuerza de Voluntad hay que gastar para superar una frustración?", A),
            ("¿Cuántos VEP da cada Ficha de Motivación que gasto en un Recuerdo?", A),
            ("Si pago el Recuerdo con 4 de Fuerza de Voluntad, ¿cuántos VEP me llevo?", A),
            ("Oye, si gasto dos Fichas de Motivación en vez de una, ¿el Contador de Estado de Ánimo se mueve 4 pasos a la izquierda?", A),
            ("¿Cuánto cuesta poner una Presencia en una ubicación?", A),
            ("¿Puedo poner dos Presencias en la misma ubicación pagando dos veces?", A),
            ("Che, no tengo Fichas de Motivación ni para el Recuerdo ni para la Presencia. ¿Qué hago?", A),
            ("Si otro jugador ya pagó el Recuerdo de esa ubicación, ¿yo también lo puedo pagar en la misma parada del autobús?", A),
            ("Si reboto a la izquierda en un registro, ¿pierdo VEP o pongo una Ficha de Frustración?", A),
            ("Reboto a la izquierda y la Ficha de Frustración está en el extremo izquierdo, ya superada. ¿Pago algo?", A),
            ("Reboto a la derecha pero el icono está tapado por una Ficha de Frustración, ¿gano la Ficha de Motivación?", A),
            ("¿Cuántos VEP me quitan al final por cada Ficha de Frustración sin superar?", A),
            ("al final cuanto valen las fichas que me sobran", A),
            ("¿Cuántas Fichas de Objetivo puedo jugar al final y cuánto vale cada una?", A),
            ("Para jugar una Ficha de Rasgo, ¿tengo que gastar algo o basta con cumplir el requisito?", A),
            ("¿Qué necesito para poner una Ficha de Rasgo Mimético sobre el rasgo de otro jugador y qué gano?", A),
            ("Robé una quinta Ficha de Rasgo. ¿Puedo pagar algo para quedármelas todas?", A),
            ("En solitario, ¿Rob gasta sus Fichas de Motivación cuando se lleva los VEP de un Recuerdo?", A),
            ("¿Qué gana Rob cuando ya está al final de su Contador de Realización Personal y le toca avanzar más?", A),
            ("Se acabaron las fichas de Fuerza de Voluntad de la caja, ¿qué hacemos?", A),
            ("Al empezar la ronda 3, ¿cuántos dados nos tocan y de dónde salen?", A),
            ("En la variante de 2 jugadores de Coming of Age, ¿qué nivel de amistad necesito con el personaje neutral para imitar la tercera ficha de la fila?", A),
            ("¿Puedo pagar con Fichas de Motivación para que el autobús pare dos veces en mi ubicación?", U),
            ("¿Puedo pagar 4 de Fuerza de Voluntad para reponer ya la Carta de Recuerdo de una ubicación vacía, sin esperar al final del año?", U),
            ("¿Se puede pagar un Recuerdo entre dos jugadores, uno pone una Ficha de Motivación y el otro otra, y nos repartimos los VEP?", U),
            ("¿Puedo venderle a la reserva mis Fichas de Recuerdo ya usadas a cambio de Fuerza de Voluntad?", U),
            ("Las Fichas de Frustración que me sobran en la reserva personal, ¿las puedo cambiar por algo, VEP o Fuerza de Voluntad?", U),
        ],
    },
    "loop": {
        "en": [
            ("How much does a MATERIAL cost when I BUY it?", A),
            ("Can I pay 5 COIN to BUY a MATERIAL at QUALITY 5?", A),
            ("Can I pay for a MATERIAL with REPUTATION only, no COIN at all?", A),
            ("what does WORK pay me as an INTERN", A),
            ("I have no HAPPINESS left to lose. Can I still WORK, and what do I get?", A),
            ("What does it cost me to REJECT a FAVOUR?", A),
            ("Someone ACQUIREs my MATERIAL. How much do they have to pay me?", A),
            ("Can I play RESELL on a player who only has 1 COIN if my MATERIAL is QUALITY 3?", A),
            ("RECYCLE: who do I pay, and how much?", A),
            ("BARTER: my MATERIAL is QUALITY 3 and theirs is QUALITY 1. Do I get anything back for the difference?", A),
            ("What does spending REPUTATION in a WORK turn get me?", A),
            ("How much REPUTATION does 1 HAPPINESS cost in a CONSUME turn?", A),
            ("What do I get when I APPLY for a CREDIT CARD?", A),
            ("How much can I PAYOFF on a CREDIT CARD in one turn, and do I have to pay every turn?", A),
            ("I don't have enough COIN to PAYOFF my CREDIT CARD this turn. Now what?", A),
            ("What does an unpaid CREDIT CARD cost me at game end?", A),
            ("Does my LANDFILL cost me anything at the end of a LOOP game?", A),
            ("who pays the depletion penalty and how much is it", A),
            ("The WORK AREA is out of COIN. What do we do?", A),
            ("What does it cost to CONSUME an ACTIVITY that shows two of the same colour?", A),
            ("Do I have to keep my COIN where everyone can see them?", A),
            ("In solo, what does the blue ACQUIRE cost and who gets the COIN?", A),
            ("Solo RENEW: how much do I pay for the QUALITY I want?", A),
            ("In cooperative mode can I spend a REPUTATION to refuse a FAVOUR?", A),
            ("Landfill Tax is active and I can't pay the COIN when my MATERIAL breaks. What happens?", A),
            ("Can I pay a COIN to skip drawing an EVENT when my HAPPINESS token enters a new zone?", U),
            ("When someone REJECTs my FAVOUR by deducting a REPUTATION, do I get that REPUTATION?", U),
            ("Insurance: I tossed and lost. Can I pay another COIN to toss again?", U),
            ("With A Diamond Is For Business active and no METAL, can I pay a COIN instead of losing the HAPPINESS?", U),
            ("Can the Nurse charge the other player a COIN for the FAVOUR she gives with Care?", U),
        ],
        "es": [
            ("¿Cuántos COIN cuesta un MATERIAL de QUALITY 3?", A),
            ("¿Puedo comprar más de 3 MATERIAL en el mismo turno si me sobran COIN?", A),
            ("¿Puedo gastar REPUTATION para subir la QUALITY de lo que compro? ¿Cuánto sube?", A),
            ("¿Cuánto cobra el Tycoon cuando hace WORK?", A),
            ("¿Cuánto le cuesta al Investor tirar la moneda y cuánto puede ganar?", A),
            ("Con el Banker, ¿a cuánto se cambia la REPUTATION por COIN?", A),
            ("¿El Chef paga menos cuando compra FOOD?", A),
            ("Redeem Bonus: ¿qué puedo comprar y cuánto pago por cada opción?", A),
            ("Con The 2nd Semi Mid-Season Sales, ¿cuánto pago por lo que compro?", A),
            ("Con Economic Slowdown activo, ¿cuánto cobro al hacer WORK?", A),
            ("Make It Rain: ¿cuánto tengo que gastar en un turno para ganar HAPPINESS y qué cuenta?", A),
            ("Con Buy More Earn More, ¿me devuelven algo de lo que gasto?", A),
            ("¿Puedo pagar 3 COIN de golpe en una CREDIT CARD para acabar antes?", A),
            ("Cuando termino de pagar una CREDIT CARD, ¿qué pasa con los 5 COIN?", A),
            ("Salió Hidden Clause. ¿Cuánto pierdo de mis CREDIT CARD?", A),
            ("Si no tengo COIN para pagar un IMMEDIATE EVENT, ¿qué pasa?", A),
            ("Modo competitivo: solo puedo hacer WORK pero no me queda HAPPINESS. ¿Qué hago?", A),
            ("Cuando juego ACQUIRE, ¿a quién le pago los COIN?", A),
            ("En solitario, con RESELL, ¿quién me paga?", A),
            ("Con RECYCLE, ¿puedo sacar un MATERIAL de mi propio LANDFILL pagando?", A),
            ("Con Manners Makyth Man, ¿cómo pago el REJECT?", A),
            ("Vulgarian: ¿tengo que gastar los 4 COIN para poder hacer CONSUME?", A),
            ("Everything Is Online: si no tengo CREDIT CARD, ¿puedo gastar COIN?", A),
            ("Insurance en LOOP: ¿qué me toca pagar?", A),
            ("con el scientist puedo comprar del landfill de otro? cuanto pago", A),
            ("¿Cuánto cuestan los Solo Mode Challenges?", U),
            ("Tuve que descartar mi ACTIVITY más vieja al completar la cuarta. ¿Puedo pagar COIN para recuperarla de la pila de descarte?", U),
            ("Salió Satan Santa y le doy un MATERIAL a otro jugador. ¿Él me tiene que pagar algo por ese MATERIAL?", U),
            ("Con Combustion Energy, ¿se puede pagar COIN para no tener que devolver los MATERIAL de mi LANDFILL al mazo?", U),
            ("Con el Craftsman, ¿le puedo cobrar COIN a otro jugador por usar Forge en su MATERIAL?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("What does it cost to take the left-most card from the market?", A),
            ("How much is the right-most card in the market?", A),
            ("A card has no green bar on it. Do I pay anything to play it?", A),
            ("What does the Crafting card cost to play?", A),
            ("What do I need to pay to play Family Time on my Leisure slot?", A),
            ("Can I pay energy instead of time meeples for an action?", A),
            ("What does the basic Career action pay?", A),
            ("how much does donate cost", A),
            ("What does a Date cost me?", A),
            ("How much does Meditate cost?", A),
            ("What does an Interview cost?", A),
            ("What does it cost to get Promoted?", A),
            ("What do I have to pay to get Married to my Partner?", A),
            ("Can I pay for another action after step 1 if I get more money later in the turn?", A),
            ("Where does the money and energy I spent go at the end of my turn?", A),
            ("Do I get my time meeples back after paying for actions?", A),
            ("Can I use the same action spot twice in a turn if I pay for it twice?", A),
            ("Mall Walkers is on my Community slot. What do I pay to use it and what do I get?", A),
            ("Marathon has resources in a white box on its cost bar. Do I pay those on top of my Wellness action?", A),
            ("Do Values cards cost anything to play in Adulthood?", A),
            ("What do my Negative Impact and Unhappiness tokens cost me at the end?", A),
            ("solo: how much do the 2nd and 3rd market cards cost", A),
            ("In solo a card lets me take an extra card from the market. Do I pay for it, and does it make the next card dearer?", A),
            ("If I replace my Career, do I lose the Promoted token I paid for?", A),
            ("Overseas Vacation: what does it give me when I play it?", A),
            ("How much does a Partner card cost to play?", U),
            ("The rulebook says the right-most market card costs 1 energy and 1 money. What do the other two paid slots cost?", U),
            ("Can money tokens be used as time meeples the way energy can?", U),
            ("can i pay for a card over two turns, half now and half next turn", U),
            ("Can I pay something to clear the market and deal five new cards if I don't like any of them?", U),
        ],
        "es": [
            ("¿Cuánto cuesta coger la carta de más a la izquierda del mercado?", A),
            ("¿Cuánto se paga por la carta de más a la derecha del mercado?", A),
            ("Si una carta no tiene barra verde, ¿la puedo jugar gratis?", A),
            ("¿Puedo pagar el tiempo de una acción con fichas de energía?", A),
            ("¿Cuánto cuesta Donate y qué me da?", A),
            ("¿Cuánto cuesta la Date y qué consigo?", A),
            ("¿Cuánta energía gasto en Meditate?", A),
            ("¿Cuánto tiempo cuesta la acción de arriba de Wellness y qué da?", A),
            ("¿Qué se paga en la acción de arriba de Leisure?", A),
            ("¿Cuánto cuesta la acción de arriba de Community?", A),
            ("Una carta tiene el icono de Grown Up en la barra verde. ¿La puedo pagar antes de ser Grown Up?", A),
            ("Una carta tiene un icono de Life blanco y negro en la barra de coste. ¿Qué tengo que tener para pagarla?", A),
            ("Para ascender con Interview, ¿cuánto pago?", A),
            ("¿Cuánto cuesta casarse con mi Partner?", A),
            ("Si cambio de Partner, ¿pierdo el Married que ya pagué?", A),
            ("¿Puedo pagar más acciones después del paso 1?", A),
            ("El dinero y la energía que gasto, ¿a dónde van?", A),
            ("¿Puedo jugar en el mismo turno la carta que acabo de sacar del mercado, pagando su coste?", A),
            ("Acabo de pagar y poner una carta de Community. ¿Ya puedo gastar tiempo en su acción este turno?", A),
            ("¿Dónde está el coste en las cartas de Career y de Partner?", A),
            ("En solitario de Adulthood, ¿la primera carta del mercado me sale gratis?", A),
            ("En solitario, ¿cuánto cuesta la tercera carta que compro en el turno?", A),
            ("Jugando solo, ¿qué hace Meditate?", A),
            ("Al final, ¿cuánto me restan las fichas de Unhappiness?", A),
            ("Fin de partida: ¿qué me dan por tener el corazón completo?", A),
            ("Si una carta de Values no se cumple al final, ¿me resta puntos?", U),
            ("¿Hay forma de pagar dinero para quitarme una ficha de Negative Impact antes del final?", U),
            ("¿Cuánto cuesta jugar la carta Open Relationship?", U),
            ("¿Cuesta algo quitar mi carta de Career del tablero para volver a la acción básica de 4 de tiempo por 1 de dinero?", U),
            ("En solitario, si una ronda no cojo ninguna carta, ¿la ronda siguiente puedo coger dos gratis?", U),
        ],
    },
    "cv": {
        "en": [
            ("How do I pay for a card on the track?", A),
            ("How many cards can I buy in one turn?", A),
            ("Can I use my tokens as well as my dice to pay for a card?", A),
            ("What does having 3 good luck symbols let me do?", A),
            ("The card I want has a special condition. Does paying with 3 good luck cover that too?", A),
            ("Can I use an event card's symbols to help pay for a track card?", A),
            ("I played an event card to pay and one of its symbols was left over. Do I keep it?", A),
            ("The red slash on a card's effect: when do I pay it?", A),
            ("What happens if I can't pay a red-slash cost?", A),
            ("Can I pay a red-slash cost with the dice I already used to buy a card this turn?", A),
            ("What do 3 bad luck symbols cost me?", A),
            ("i have 6 bad luck symbols, how many cards do i lose", A),
            ("Does rerolling cost anything, and how many times can I do it?", A),
            ("Social assistance: do I have to pay for the card I take?", A),
            ("Who gets social assistance?", A),
            ("Do my tokens pile up every turn like income?", A),
            ("When I buy a two-colour card, do I choose its type when I take it?", A),
            ("How many points do Health, Relationship and Knowledge cards give?", A),
            ("How do possession cards score?", A),
            ("Two players tie on a public life goal. Who gets the points?", A),
            ("Tie at the end of CV, who wins?", A),
            ("Do I pay anything for my childhood cards?", A),
            ("How do I get a fifth die, and is there a limit?", A),
            ("Can I reroll a die that shows bad luck?", A),
            ("If I buy an event card from the track, does it go into my CV?", A),
            ("Are the old age cards more expensive than the early adulthood ones?", U),
            ("Do cards that sit on the track for a long time get cheaper?", U),
            ("Does the bicycle card have a cost I have to keep paying, like the red-slash cards?", U),
            ("Can I discard one of my CV cards to cover a symbol I'm missing when buying?", U),
            ("Do I have to pay anything to keep event cards in my hand from turn to turn?", U),
        ],
        "es": [
            ("¿Cómo se paga una carta del track?", A),
            ("¿Puedo comprar tres cartas en un turno?", A),
            ("¿Con 3 de buena suerte me llevo cualquier carta gratis?", A),
            ("¿La buena suerte también paga la condición especial de la carta?", A),
            ("Si uso una carta de evento para pagar y me sobra un símbolo, ¿lo guardo para después?", A),
            ("¿Las cartas de evento que compro cuentan para el currículum?", A),
            ("¿Cuándo se paga el coste de la barra roja?", A),
            ("Si no puedo pagar la barra roja, ¿qué pasa con la carta?", A),
            ("Los dados que usé para comprar, ¿me sirven después para pagar la barra roja?", A),
            ("¿Cuánta mala suerte hace falta para perder una carta?", A),
            ("¿Los dados con mala suerte se pueden volver a tirar?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("¿Cuántos dados puedo llegar a tener como máximo?", A),
            ("Asistencia social: ¿quién la recibe y tiene que pagar la carta?", A),
            ("Si varios reciben asistencia social a la vez, ¿en qué orden cogen?", A),
            ("¿Las fichas se acumulan de un turno a otro como un sueldo?", A),
            ("¿Cuántos puntos dan 4 cartas de salud?", A),
            ("¿Cómo puntúan las cartas de posesión?", A),
            ("Si empatamos en un objetivo público, ¿nos repartimos los puntos?", A),
            ("Empate al final, ¿quién gana?", A),
            ("Somos 2, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("Con 3 jugadores, ¿cómo se reparten las cartas de infancia?", A),
            ("Si compro una Work nueva, ¿sigo pagando la barra roja de la anterior?", A),
            ("Una carta de Salud nueva con barra roja, ¿la puedo meter debajo del montón para no pagar su coste?", A),
            ("vos sabés cuándo se termina la partida de CV? cuando se acaba qué mazo?", A),
            ("¿Puedo pagarle algo a otro jugador para que no coja esa carta del track en su turno?", U),
            ("Si pierdo una carta por no poder pagar la barra roja, ¿me restan puntos al final?", U),
            ("¿Se puede pedir prestado un símbolo a la reserva y devolverlo el turno siguiente?", U),
            ("¿Cuántas cartas de posesión cuestan solo dinero?", U),
            ("Disculpe, el que recibe asistencia social, ¿tiene que devolver algo después?", U),
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
