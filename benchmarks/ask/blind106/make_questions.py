"""Write the blind106 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind106/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10601-10604), so the
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
SEEDS = {"coming-of-age": 10601, "loop": 10602, "adulthood": 10603, "cv": 10604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("How much does it cost to move my chosen die to the location right next to it?", A),
            ("What do I pay if the location I want isn't adjacent to where my die landed?", A),
            ("all my mood tracks already have a frustration token on them, can i still pay to change location", A),
            ("In round 1 are locations 1 and 4 next to each other for the frustration cost, or is that the expensive non-adjacent move?", A),
            ("What does it cost to get rid of an unresolved frustration in the middle of the game?", A),
            ("I want the Memory. How many Motivation Tokens do I have to pay and how much VEP is each one worth?", A),
            ("The location takes turquoise or pink. Can I pay one turquoise and one pink for the same Memory?", A),
            ("If a location accepts Willpower, how many Willpower Tokens is a Memory and how much VEP do I get for it?", A),
            ("What's the price of leaving a Presence?", A),
            ("I've already used all 4 Character Tokens on Presences. Can I still pay for a new one somewhere else?", A),
            ("Is there a hidden extra cost when I spend Motivation Tokens, like on my Mood Tracks?", A),
            ("If I spend three orange tokens at once, does my orange counter go 6 steps left?", A),
            ("I can't afford the Memory or a Presence at my stop. What happens, do I lose VEP?", A),
            ("My counter is on the last space on the left and I have to move it left again. What do I pay?", A),
            ("Bouncing right on a track where a frustration token covers the motivation icon, do I get anything for it?", A),
            ("How much VEP do I get for meeting a brand new character?", A),
            ("What do I need to pay to move a friend from level 4 up to level 5?", A),
            ("To play a Trait Tile that says 'have 3 Motivation Tokens', do I have to spend those 3 tokens?", A),
            ("How many VEP does each unresolved frustration cost me at the end of coming of age?", A),
            ("What are my leftover tokens worth at the end, and do the used Memory Tokens count?", A),
            ("How much is a Goal Tile worth and how many am I allowed to score?", A),
            ("solo: when rob takes the memory VEP does he actually spend his motivation tokens?", A),
            ("Rob's Personal Fulfillment Counter is already on the last space. What does he get for each advance he can't make?", A),
            ("We're tied on VEP. Does anything we paid or saved break the tie?", A),
            ("Does it cost me anything to take the Bus Stop bonus where I have a Presence?", A),
            ("Is there a discount if I overcome two frustrations in one go, like 7 Willpower Tokens instead of 8?", U),
            ("can i pay willpower to turn one of my dice up or down by one so it lands on the location i want", U),
            ("Three of us have dice at the same location. Can we pool our Motivation Tokens so each of us pays less for the Memory?", U),
            ("Can I pay VEP to move a Mood Counter one step whenever I like, without a bonus telling me to?", U),
            ("In solo, can I spend Motivation Tokens to kick Rob's Presence out of a building?", U),
        ],
        "es": [
            ("Oye, para mover el dado a una ubicación que no es adyacente, ¿cuántas Fichas de Frustración tengo que poner?", A),
            ("¿Puedo pagar el cambio de ubicación poniendo dos Fichas de Frustración en el mismo Registro de Ánimo?", A),
            ("¿Con qué se supera una Ficha de Frustración? ¿Cuánta Fuerza de Voluntad hace falta?", A),
            ("Si gasto 3 Fichas de Motivación en un Recuerdo, ¿cuántos VEP me llevo en total?", A),
            ("¿Se puede pagar el Recuerdo con Fuerza de Voluntad en cualquier ubicación?", A),
            ("Che, ¿cuánto sale poner una Presencia?", A),
            ("Si gasto Fichas de Motivación para la Presencia, ¿también tengo que mover el Contador de Estado de Ánimo a la izquierda?", A),
            ("¿Cuántos pasos retrocede el Contador si gasto cuatro fichas del mismo color de golpe?", A),
            ("No me alcanza ni para el Recuerdo ni para la Presencia. ¿Qué hago?", A),
            ("Al jugar una carta de Padres, ¿tengo que robar otra? ¿Cuántas tengo que tener en la mano?", A),
            ("Si el contador ya está al final a la izquierda y tengo que moverlo otra vez, ¿pierdo VEP o pongo una Ficha de Frustración?", A),
            ("Reboto a la izquierda y tengo una Ficha de Frustración superada en el extremo izquierdo. ¿Qué gano y qué hago con la ficha?", A),
            ("En la parada del autobús, si tengo dado y Presencia, ¿puedo cobrar la bonificación de la parada y además la de amistad?", A),
            ("¿Cuánto vale cada Ficha de Objetivo al final y cuántas puedo jugar?", A),
            ("Al final de coming of age, ¿cuántos VEP pierdo por cada Ficha de Frustración sin resolver?", A),
            ("Las Fichas de Motivación y de Fuerza de Voluntad que me sobran al final, ¿valen algo?", A),
            ("Antes del recuento final, ¿puedo gastar una Ficha de Recuerdo sin usar?", A),
            ("¿Cuánto cuesta usar una Ficha de Recuerdo para mover un contador? ¿Puedo usar dos en el mismo turno?", A),
            ("Si vuelvo a una ubicación donde dejé Fichas de Interés, ¿qué me dan por ellas?", A),
            ("Para poner una Ficha de Rasgo Mimético sobre el Rasgo de otro jugador, ¿qué tengo que cumplir?", A),
            ("Con dos jugadores, ¿qué necesito para poner un Rasgo Mimético en la fila de Fichas de Rasgo del medio?", A),
            ("En solitario, ¿Rob paga Fichas de Motivación para poner una Presencia?", A),
            ("Modo solitario: ¿cuántos VEP saca Rob de sus Fichas de Motivación al final?", A),
            ("Si Rob me gana siempre, ¿cómo lo hago más fácil? ¿Con cuántas Fichas de Personaje empieza?", A),
            ("¿Qué hacemos si se acaban las fichas de Fuerza de Voluntad en la reserva?", A),
            ("¿Puedo pagar un Recuerdo con Fichas de Recuerdo ya usadas (las giradas) como si fueran Fichas de Motivación?", U),
            ("Si soy el primero en imitar el Rasgo de otro jugador, ¿gano VEP extra? ¿Y el segundo paga algo más?", U),
            ("Con dos jugadores, al poner mi Rasgo Mimético en la fila, ¿tengo que pagar bajando de nivel al personaje neutral de esa ficha?", U),
            ("¿Se puede pagar 1 VEP para cambiar una Ficha de Motivación de un color por otra de otro color?", U),
            ("¿Puedo pagar Fuerza de Voluntad para que mis Fichas de Interés de una ubicación cuenten doble?", U),
        ],
    },
    "loop": {
        "en": [
            ("How much does a MATERIAL cost when I BUY it from the BUY AREA?", A),
            ("How many MATERIAL can I BUY in one turn?", A),
            ("Can I use REPUTATION to pay for part of a MATERIAL's QUALITY?", A),
            ("What does spending REPUTATION get me on a WORK turn?", A),
            ("How much REPUTATION do I have to spend for 1 HAPPINESS?", A),
            ("What does it cost to REJECT a FAVOUR someone plays on me?", A),
            ("i want to reject but i have no reputation and no matching favour. what now", A),
            ("When I ACQUIRE someone's MATERIAL, how much do I pay and who gets the COIN?", A),
            ("BARTER: I give my QUALITY 3 GLASS for his QUALITY 1 GLASS. Do I get anything back for the difference?", A),
            ("With RECYCLE, who do I pay and how much?", A),
            ("Can I RESELL a QUALITY 3 MATERIAL to a player who only has 1 COIN?", A),
            ("I SHARE two MATERIAL for one ACTIVITY, the first is ACCEPTed and the second REJECTed. Does the first one still lose QUALITY?", A),
            ("The ACTIVITY shows two GLASS. Can I pay it by taking 2 QUALITY off one GLASS?", A),
            ("In basic mode I WORK but have no HAPPINESS left to lose. What do I get?", A),
            ("What do I get when I take a CREDIT CARD?", A),
            ("How much can I pay on a CREDIT CARD each turn? Can I put 3 COIN on it to clear it faster?", A),
            ("I've still got a CREDIT CARD that isn't paid off when the game ends. What does it cost me?", A),
            ("How much HAPPINESS do I lose at the end for the MATERIAL in my LANDFILL?", A),
            ("Investor: what does Invest cost and what can it pay out?", A),
            ("In Solo Mode, what does the blue ACQUIRE cost and where does the COIN go?", A),
            ("The WORK AREA ran out of COIN. What do we pay with now?", A),
            ("Redeem Bonus: what are the three prices and what do I get for each?", A),
            ("The Scientist BUYs a MATERIAL from a LANDFILL. What does she pay for it?", A),
            ("tie on HAPPINESS in loop, do leftover COIN count for anything?", A),
            ("As the Salesman, when do I get paid an extra COIN?", A),
            ("Is there a limit on how many COIN I can hold?", U),
            ("The LOOP rulebook says Solo Mode Challenges are available to purchase. How much do they cost?", U),
            ("Do I get a discount if I BUY 3 MATERIAL in the same turn?", U),
            ("Can I sell one of my completed ACTIVITY cards to another player for COIN?", U),
            ("Can I pay COIN to protect my MATERIAL from Planned Obsolescence?", U),
        ],
        "es": [
            ("¿Cuántas COIN me dan al hacer WORK con el INTERN y qué pierdo?", A),
            ("¿Cuánto cuesta un MATERIAL de QUALITY 4?", A),
            ("En modo competitivo me toca WORK pero no tengo HAPPINESS para restar. ¿Qué pasa?", A),
            ("¿Cuántas COIN hay que pagar en total para saldar una CREDIT CARD y adónde van después?", A),
            ("Si no tengo COIN para pagar un IMMEDIATE EVENT, ¿qué hago?", A),
            ("Cuando se revela la DEPLETION, ¿quién paga la penalización y cuánto?", A),
            ("En cooperativo, cuando se quema el MATERIAL al final de la ronda y salta la DEPLETION, ¿alguien pierde HAPPINESS?", A),
            ("¿Puedo RECHAZAR una FAVOUR en el modo cooperativo pagando REPUTATION?", A),
            ("En cooperativo, ¿cuándo recupero las FAVOUR que ya jugué?", A),
            ("En solitario, con la RESELL azul, ¿quién me paga las COIN?", A),
            ("Solitario: ¿cuánto cuesta RENEW?", A),
            ("Solitario: con BARTER contra el BUY AREA, ¿puedo cambiar mi MATERIAL por uno de más QUALITY?", A),
            ("¿Cuánto cobra el Banker por su habilidad y cada cuánto la puede usar?", A),
            ("Tycoon: ¿cuánto cobra al hacer WORK y qué pierde de más?", A),
            ("Con el Freelancer, ¿puedo cobrar 2 COIN sin perder HAPPINESS?", A),
            ("¿Cuánto cobra el Artist al trabajar y qué más se lleva?", A),
            ("Con The 2nd Semi Mid-Season Sales activo, ¿cuánto pago al comprar?", A),
            ("Hidden Clause: ¿qué me quitan y de dónde?", A),
            ("Everything Is Online y no tengo CREDIT CARD: ¿puedo gastar COIN?", A),
            ("Repurchase: ¿a quién le pago la COIN y qué me llevo?", A),
            ("La Office Lady, ¿puede comprar algo en un turno de WORK?", A),
            ("Scavenger: ¿cuánto le cuesta sacar un MATERIAL de un LANDFILL?", A),
            ("Si ACEPTO un SHARE, ¿cuánta REPUTATION gano?", A),
            ("Con Make It Rain, ¿cuentan las COIN que pongo en la CREDIT CARD para los 4 gastados?", A),
            ("¿El precio de los MATERIAL cambia según cuántos jugadores somos?", A),
            ("¿Se puede pagar COIN para elegir los GOAL en vez de que te los repartan al azar?", U),
            ("¿Se puede pagar COIN para ver las FAVOUR que otro jugador tiene en la mano?", U),
            ("¿Se puede pagar COIN para reservar un MATERIAL del BUY AREA hasta mi próximo turno?", U),
            ("¿Puedo gastar HAPPINESS para conseguir REPUTATION?", U),
            ("¿Hay que pagar un mantenimiento en COIN por cada MATERIAL que tengo guardado en mi AREA?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("What does the upper Career spot cost and what do I get for it?", A),
            ("How much is a Donate?", A),
            ("What do I have to pay to go on a Date?", A),
            ("How much does Meditate cost?", A),
            ("What does an Interview cost?", A),
            ("I'm out of time meeples. Can I pay with energy tokens instead?", A),
            ("Can I use the Donate spot twice in one turn, 6 money for 2 impact?", A),
            ("I forgot to put money on an action in step 1. Can I still pay for it during step 3?", A),
            ("Which card in the market is free and which ones do I have to pay for?", A),
            ("How much is the right-most card in the market?", A),
            ("The second card from the left in the market, do I pay anything for it?", A),
            ("This card has no green bar at all. What does it cost to play?", A),
            ("The card has the Grown Up icon in its cost bar. Can I pay extra to play it before I'm Grown Up?", A),
            ("What does it cost to get Promoted?", A),
            ("how much does getting married cost in adulthood", A),
            ("If I play a new Career, do I lose the Promotion I paid for?", A),
            ("Where do the money and energy I spent go at the end of my turn?", A),
            ("Can I take a card from the market and pay for it and play it in the same turn?", A),
            ("What do my Unhappiness and Negative Impact tokens cost me at the end?", A),
            ("How much is a complete heart worth at the end?", A),
            ("I have 4 Family icons. How many happy is that worth at the end?", A),
            ("solo: what do the 2nd and 3rd cards from the market cost in the same turn?", A),
            ("In solo, a card lets me gain an extra card from the market. Do I pay for it, and does it make the next one pricier?", A),
            ("We tied on the combined score. Does the one with more money left win?", A),
            ("How much money and energy does each player start with?", A),
            ("When I replace my Partner, is there a breakup cost, like money or an Unhappiness token?", U),
            ("Can I spend an energy to peek at the top card of the deck before I draft?", U),
            ("The right-most card has sat in the market for ages. Can I haggle and pay less for it?", U),
            ("Can a friend chip in one money so I can afford a card in adulthood?", U),
            ("Can I trade some of my Happiness points for money?", U),
        ],
        "es": [
            ("¿Cuánto cuesta la acción de arriba de Community y qué da?", A),
            ("¿Y la acción de arriba de Leisure, cuánto tiempo pide?", A),
            ("Wellness de arriba: ¿cuánto tiempo pago por una energía?", A),
            ("Oye, si cojo la carta de más a la izquierda del mercado, ¿me dan algo?", A),
            ("Al Meditar, ¿puedo cambiar una carta de Values de la mano por otra? ¿Cuánto cuesta?", A),
            ("¿Qué significa la caja blanca con recursos encima de la barra verde? ¿Lo pago dos veces?", A),
            ("En solitario, ¿para qué sirve Meditar?", A),
            ("¿Cuánto cuesta jugar la carta Crafting?", A),
            ("¿Qué necesito para poder jugar Family Time en Leisure?", A),
            ("Mall Walkers: ¿qué pago para usar su acción y qué me da?", A),
            ("Si la barra verde tiene un icono de Life en blanco y negro, ¿qué tengo que pagar?", A),
            ("Para el Promoted de mi Career piden un icono de Fame. ¿Cuenta el icono de la propia carta?", A),
            ("¿Puedo conseguir el Promoted con la Interview si todavía no soy Grown Up?", A),
            ("Si cambio de Partner, ¿pierdo el Married que pagué?", A),
            ("Al final del turno, ¿adónde vuelven los meeples de tiempo que gasté?", A),
            ("¿Puedo usar los dos espacios de una misma categoría en el mismo turno si puedo pagar los dos?", A),
            ("Si me paso del final del marcador, ¿qué pasa con mis puntos?", A),
            ("¿Los Values dan puntos al final? ¿Cuándo se enseñan?", A),
            ("Un Life Event me da un token de Unhappiness. ¿De dónde lo saco y cuándo me resta?", A),
            ("Solitario: ¿la primera carta que cojo del mercado cuesta algo?", A),
            ("En solitario de adulthood, ¿qué puntos del final no se cuentan?", A),
            ("¿Cuándo termina la partida en solitario?", A),
            ("¿Cuándo se acaba la partida normal? ¿Se juega la ronda entera?", A),
            ("Tengo 2 energías y nada de dinero. ¿Puedo coger la carta de más a la derecha del mercado?", A),
            ("Si juego una carta con acción este turno, ¿puedo pagar su acción ya mismo?", A),
            ("¿Puedo pagar la Meditación con dinero en vez de energía?", U),
            ("¿Se puede vender energía al suministro general a cambio de dinero?", U),
            ("¿Puedo pagar para tener un tercer espacio de acción en Wellness?", U),
            ("¿Cuánto cuesta bajar una carta de Partner a la mesa? ¿Todas las Partner cuestan lo mismo?", U),
            ("¿Le puedo pagar una energía a otro jugador para que no coja la carta que yo quiero?", U),
        ],
    },
    "cv": {
        "en": [
            ("How do I pay for a card on the track?", A),
            ("How many cards can I buy in one turn?", A),
            ("Can I use my tokens as well as my dice to pay for a card?", A),
            ("Can I use the symbols on an event card to pay, and what happens to the symbols I don't use?", A),
            ("If I play an event card to help buy, do I get tokens for its symbols?", A),
            ("I have 3 good luck symbols. Can I get any card off the track for free?", A),
            ("The card has a special condition on top of its symbol cost. Does 3 good luck cover the condition too?", A),
            ("What does the red slash on a card's effect mean? When do I pay it?", A),
            ("dont have the symbols for my red slash cost this turn, do i lose the card", A),
            ("Can the dice I just used to buy a card also pay my red slash cost this turn?", A),
            ("Do rerolls cost anything? How many do I get?", A),
            ("Can I pay to reroll a die that shows bad luck?", A),
            ("I ended up with 3 bad luck symbols. What do I lose?", A),
            ("What if I have 6 bad luck symbols from dice and tokens?", A),
            ("Social assistance: who gets it and do they pay for the card?", A),
            ("With social assistance, do I still have to meet a card's special condition?", A),
            ("I bought a card with two colours. Do I choose which pile it goes in?", A),
            ("How do Possession cards pay off at the end?", A),
            ("How many points are 4 Health cards worth at the end of cv?", A),
            ("Two of us have the same points. Who wins?", A),
            ("Two players tie on a public life goal. Do they split the points?", A),
            ("Does the game stop the moment the old age deck runs low, or do we finish something first?", A),
            ("whats the max number of dice i can roll", A),
            ("2 players: when do we discard the leftmost card from the track?", A),
            ("Do unused tokens pile up from turn to turn like income?", A),
            ("Can I hand one of my bad luck symbols to another player so I don't hit 3?", U),
            ("Are cards cheaper in a 2-player game?", U),
            ("Can two of us split the cost of one track card, each paying half the symbols?", U),
            ("Can I buy a good luck token outright, like paying 2 money symbols for one?", U),
            ("If I can't pay my red slash cost, can another player pay it for me so I keep the card?", U),
        ],
        "es": [
            ("¿Cuántos dados tiro al empezar el turno y cuántas veces puedo volver a tirar?", A),
            ("Che, ¿puedo comprar tres cartas en un turno si me alcanzan los símbolos?", A),
            ("¿Puedo dejar los dados al lado de las cartas para ver si me alcanza antes de decidir?", A),
            ("¿Se puede sacar un poco una carta del track para acordarme de que la quiero comprar?", A),
            ("¿Las 3 buenas suertes para llevarme una carta gratis tienen que salir de los dados o valen también los tokens?", A),
            ("Si una carta tiene barra roja, ¿cuándo la pago?", A),
            ("Me quedé sin símbolos para pagar la barra roja de mi Work. ¿La pierdo? ¿Adónde va?", A),
            ("¿Los dados que usé para comprar me sirven después para la barra roja?", A),
            ("¿Cuándo sufro una desgracia por mala suerte?", A),
            ("Con la desgracia, ¿qué carta pierdo? ¿Una de abajo o la activa?", A),
            ("Las cartas de evento que compro, ¿van al currículum o a la mano?", A),
            ("¿Tengo que pagar algo para jugar una carta de evento de la mano? ¿Cuándo la puedo usar?", A),
            ("Asistencia social: ¿cuándo se comprueba quién la recibe?", A),
            ("Si varios reciben asistencia social, ¿en qué orden cogen la carta gratis?", A),
            ("¿Cuánto dan 5 cartas de Knowledge al final?", A),
            ("¿Cómo puntúan las cartas de Possession?", A),
            ("Mi objetivo de vida secreto, ¿cuándo se enseña y qué me da?", A),
            ("Empate a puntos en cv, ¿quién gana?", A),
            ("Si a mitad de ronda el mazo de vejez tiene menos cartas que jugadores, ¿se acaba ya la partida?", A),
            ("Somos 2: ¿las cartas de infancia se pagan? ¿Cuántas hay en el mazo?", A),
            ("Con 3 jugadores, ¿cómo se prepara el mazo de infancia?", A),
            ("¿Cuántos objetivos de vida públicos se ponen en el tablero?", A),
            ("¿Quién empieza la ronda? ¿Hay que pagar algo por empezar?", A),
            ("Las Work y las Possession nuevas, ¿van siempre encima de la pila?", A),
            ("Una carta de Health nueva, ¿la puedo meter debajo de la pila para no tapar la activa?", A),
            ("¿Las cartas de vejez son más caras que las de juventud? ¿Hay una tabla de precios?", U),
            ("¿Puedo gastar los puntos de mis Possession para pagar una carta?", U),
            ("¿Cuánto cuestan las cartas de evento? ¿Son más baratas que las demás?", U),
            ("¿Hay que pagar algo por tener muchas Possession, como un impuesto al final?", U),
            ("¿Se puede comprar una carta del track para otro jugador y que él me la pague después con sus símbolos?", U),
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
