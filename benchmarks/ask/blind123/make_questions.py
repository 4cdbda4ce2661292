"""Write the blind123 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind123/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12301-12304), so the
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
SEEDS = {"coming-of-age": 12301, "loop": 12302, "adulthood": 12303, "cv": 12304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

COA_EN = [
    ("do i lose points for frustration tokens still sitting on my tracks at the end?", A),
    ("my counter has to go left but its already on the last space. what do i lose?", A),
    ("I bounce left on a track that already has an unresolved Frustration Token on the far right. What happens to me?", A),
    ("If I can't pay for the Memory or a Presence at my location, what am I stuck doing?", A),
    ("every one of my mood tracks already has a frustration token on it. am i still allowed to move my die somewhere else?", A),
    ("how bad is it to send my die to a location that isnt next door? what does it cost", A),
    ("I drew a fifth Trait Tile. Do I lose one? Which one and where does it go?", A),
    ("i spent 3 motivation tokens of the same colour on a memory. does my counter drop 6 spaces now??", A),
    ("When the Motivation I spend drags my counter 2 steps left and it runs off the end, do I get punished with a bounce?", A),
    ("the player before me at the same stop took the memory. is it gone for me too or can i still get it?", A),
    ("I've got both my die and a Presence at this stop. Can I take the Bus Stop bonus AND a Friendship Bonus, or do I lose one?", A),
    ("all 4 of my character tokens are already out as presences. am i blocked from placing a new one?", A),
    ("What happens to the dice still sitting at a location after the Bus leaves it?", A),
    ("my friend's character is on level 4 and my friendship bonus won't move it up. why, what am I missing", A),
    ("I played a Trait Tile when I met its requirement, but now I don't meet it anymore. Do I lose the VEP?", A),
    ("can i mimic the same trait tile twice to get its vep again", A),
    ("the next level on my friendship track is full. what happens to my friendship bonus then?", A),
    ("Experience Space tells me to move a counter on a track I haven't unlocked yet. Do I get penalised?", A),
    ("my motivation icon is covered by a frustration token and the counter bounces right. do i get nothing?", A),
    ("If two of us end on the same VEP, who loses?", A),
    ("what do my leftover willpower and motivation tokens give me at the end? are the extras just lost?", A),
    ("I only played 2 Trait Tiles all game. How many of my 4 Goal Tiles can I still score?", A),
    ("Another player has as many characters as me on their track. Do I lose my Sociable goal because it isn't a majority?", A),
    ("Solo: if I'm about to take a Memory and Rob is on that location too, does he take it away from me?", A),
    ("rob keeps crushing me in solo. is there a way to make him weaker?", A),
]
COA_ES = [
    ("¿Cuántos VEP pierdo al final por cada Ficha de Frustración sin superar?", A),
    ("Si el Contador de Estado de Ánimo tiene que ir a la izquierda y ya está en la última casilla, ¿qué me quita?", A),
    ("oye, si reboto a la izquierda y ya tengo una Ficha de Frustración superada en el extremo izquierdo, ¿pierdo algo o gano?", A),
    ("Che, ¿puedo cambiar el dado de ubicación si todos mis Registros de Ánimo ya tienen una Ficha de Frustración?", A),
    ("¿Qué me cuesta mandar el dado a una ubicación que no es adyacente?", A),
    ("Si no tengo Fichas de Motivación para el Recuerdo ni para la Presencia, ¿qué me toca hacer sí o sí?", A),
    ("gastar fichas de motivacion me baja el contador? cuantos pasos", A),
    ("Vale, y si al bajar esos 2 pasos el contador se sale por la izquierda, ¿me toca rebote?", A),
    ("Mi mano de Fichas de Rasgo ya tiene 4 y robo otra, ¿qué hago, pierdo una?", A),
    ("¿Puedo jugar una quinta Ficha de Rasgo en mi tablero o ya me quedo bloqueado?", A),
    ("Si otro jugador en mi misma ubicación gasta Motivación y se lleva el Recuerdo, ¿yo ya no puedo conseguirlo?", A),
    ("Ya usé mis 4 Presencias, ¿no puedo poner ninguna más?", A),
    ("Disculpe, ¿qué pasa con los dados que quedan en una ubicación cuando el autobús se va?", A),
    ("Si dejo de cumplir el requisito de una Ficha de Rasgo que ya jugué, ¿me quitan los VEP?", A),
    ("¿Puedo poner dos Rasgos Miméticos sobre la misma Ficha de Rasgo de otro jugador?", A),
    ("no me dejan poner mi Rasgo Mimético sobre la ficha de otro jugador, que me falta?", A),
    ("Al final, ¿cuántos VEP me dan la Fuerza de Voluntad y las Fichas de Motivación que me sobran?", A),
    ("Empatamos a VEP al final, ¿quién pierde?", A),
    ("Solo jugué 1 Ficha de Rasgo en toda la partida, ¿cuántas Fichas de Objetivo puedo puntuar?", A),
    ("En solitario, ¿Rob gasta sus Fichas de Motivación cuando se lleva los VEP del Recuerdo?", A),
    ("Jugando contra Rob, ¿qué hace si se queda sin Fichas de Interés?", A),
    ("tío, Rob me gana siempre, ¿se puede bajar la dificultad?", A),
    ("A dos jugadores, ¿mi rival me puede bloquear una ficha de rasgo neutral si la copia antes que yo?", A),
    ("¿Cuántas Fichas de Fuerza de Voluntad me cuesta superar una frustración?", A),
    ("Si el icono de Motivación está tapado por una Ficha de Frustración y reboto a la derecha, ¿no gano nada?", A),
]
LOOP_EN = [
    ("what happens if i have to WORK but my HAPPINESS is already 0?", A),
    ("Can I just pass my turn so I don't have to lose HAPPINESS working?", A),
    ("my MATERIAL just hit QUALITY 0. do i lose it?", A),
    ("Someone SHAREd my MATERIAL that was at QUALITY 1. What happens to my card?", A),
    ("I completed a 4th ACTIVITY. Do I have to throw one of my old ones away?", A),
    ("How do I say no to a FAVOUR someone plays on me, and what does it cost me?", A),
    ("i have 0 reputation and no matching favour. do i have to accept that ACQUIRE?", A),
    ("Can another player just take my MATERIAL? Do I at least get paid for it?", A),
    ("barter got me a worse MATERIAL than the one i gave. do i get the difference back somehow?", A),
    ("Can somebody RESELL me a MATERIAL when I'm nearly broke and can't pay for it?", A),
    ("whats the penalty for the player who triggers depletion", A),
    ("Do I lose HAPPINESS for the junk in my LANDFILL at the end of a competitive game?", A),
    ("how bad is it if i still have an unpaid CREDIT CARD when the game ends", A),
    ("I don't have enough COIN to PAYOFF my CREDIT CARD this turn. What now?", A),
    ("Insurance came up. What's the worst it can do to me?", A),
    ("Bad Debt is the active EVENT and I own a CREDIT CARD. What am I blocked from?", A),
    ("A Diamond Is For Business is active. What happens if I have no METAL at my turn end?", A),
    ("Planned Obsolescence: what do I lose?", A),
    ("landfill tax is active and my glass breaks. what do i pay, and what if i can't?", A),
    ("Hidden Clause just flipped. What does it take from me?", A),
    ("co-op loop: how do we lose?", A),
    ("In co-op can I REJECT a FAVOUR my teammate plays?", A),
    ("solo: what counts as losing?", A),
    ("in solo the burned MATERIAL card reveals DEPLETION at my turn end. do i lose the happiness?", A),
    ("I'm the Tycoon with two CREDIT CARDs. How much HAPPINESS do I lose when I WORK?", A),
]
LOOP_ES = [
    ("En el modo básico, si hago WORK y ya no me queda HAPPINESS, ¿qué pasa?", A),
    ("En el competitivo, si WORK es lo único que puedo hacer pero no tengo HAPPINESS para restar, ¿qué hago?", A),
    ("¿Puedo pasar el turno? No quiero perder nada esta ronda", A),
    ("Si un MATERIAL mío llega a QUALITY 0, ¿lo pierdo?", A),
    ("che, ¿los otros me pueden sacar MATERIAL de mi AREA? ¿me pagan algo?", A),
    ("¿Cómo rechazo un FAVOUR que me juegan y qué me cuesta?", A),
    ("Tengo 0 REPUTATION y ningún FAVOUR igual en la mano, ¿tengo que aceptar sí o sí?", A),
    ("con el BARTER me dieron un MATERIAL de menos QUALITY, me devuelven la diferencia?", A),
    ("¿Cuánta HAPPINESS pierde el que provoca la DEPLETION?", A),
    ("¿Cuánta HAPPINESS pierdo al final por cada CREDIT CARD que no terminé de pagar?", A),
    ("No me alcanza la plata para el PAYOFF de mi CREDIT CARD este turno, ¿qué hago?", A),
    ("cuanta basura en el LANDFILL me quita HAPPINESS al final", A),
    ("Si completo una cuarta ACTIVITY, ¿pierdo alguna de las que tenía?", A),
    ("Empatamos en HAPPINESS, ¿quién pierde?", A),
    ("En cooperativo, ¿perdemos todos si uno solo no llega?", A),
    ("En solitario, ¿cuándo pierdo la partida?", A),
    ("¿El Soldier me puede quitar un FAVOUR de la mano?", A),
    ("Está activo Bad Debt y tengo una CREDIT CARD, ¿qué no puedo hacer?", A),
    ("Everything Is Online y no tengo CREDIT CARD, ¿qué me bloquea?", A),
    ("Con Economic Slowdown, ¿pierdo COIN al hacer WORK?", A),
    ("Overtime activo: ¿cuánta HAPPINESS de más me cuesta trabajar?", A),
    ("Social Responsibility: ¿quién me puede quitar un FAVOUR de la mano?", A),
    ("Status Climb, ¿en qué caso pierdo HAPPINESS?", A),
    ("Sale The Gap, ¿perdemos todos HAPPINESS? ¿cuándo?", A),
    ("Satan Santa: ¿tengo que regalar un MATERIAL aunque no quiera?", A),
]
AD_EN = [
    ("do negative impact tokens cost me anything at the end?", A),
    ("can my score markers ever go backwards during the game?", A),
    ("If I take a new Career do I lose my promotion?", A),
    ("if i play a new partner card do i lose being married?", A),
    ("What happens to my old Partner when I play a new one?", A),
    ("i cant afford the rightmost card in the market. can i take it anyway and pay later?", A),
    ("I forgot to put time on an action. Can I add it after I've started spending?", A),
    ("can i use the same action spot twice in one turn if i have the time?", A),
    ("I played a new Wellness card on my board. Is my old one just gone?", A),
    ("why can't i play this card, it has the grown up icon and im not grown up yet?", A),
    ("I used the Interview action but they say I can't get Promoted. Why not?", A),
    ("After I get promoted, can I still use the first action on my Career card?", A),
    ("I just played a Community card, why can't I use its action this turn?", A),
    ("I passed a Life Event space and the card is a bad one. Do I have to take it?", A),
    ("Someone's markers crossed. Do the rest of us lose our turn this round or do we keep playing?", A),
    ("if i go past the end of the happiness track do i lose the extra points?", A),
    ("tie on the final score, who loses?", A),
    ("I have no time meeples left. Am I done or can I still pay for actions somehow?", A),
    ("solo adulthood: how do i lose?", A),
    ("In solo do my unhappiness tokens still cost me at the end?", A),
    ("solo: do I still get the 4 impact for a complete heart, or the happy for sets of life icons?", A),
    ("solo market: how much does the third card cost me?", A),
    ("In solo I passed a Life Event space. Do I draw one?", A),
    ("I can't play Family Time even though I'm Grown Up. What's blocking me?", A),
    ("How many Leisure cards can I keep? If I play another, what happens to the first?", A),
]
AD_ES = [
    ("¿Las fichas de Negative Impact me restan al final? ¿cuánto?", A),
    ("¿Y las de Unhappiness? ¿cuánto me quitan?", A),
    ("Si cambio de Career, ¿pierdo el Promoted?", A),
    ("Si juego otra Partner, ¿pierdo el Married?", A),
    ("¿Se puede retroceder en el track de Happiness o de Impact durante la partida?", A),
    ("Che, si agarro la carta de más a la derecha del mercado, ¿qué me cobra?", A),
    ("¿Puedo hacer acciones nuevas después de colocar mi tiempo, o ya no?", A),
    ("¿Puedo usar dos veces la misma casilla de acción en un turno?", A),
    ("Si juego una carta de Leisure nueva, ¿qué pasa con la anterior? ¿la pierdo?", A),
    ("¿Por qué no me deja hacer Interview para ascender? Tengo el tiempo puesto", A),
    ("Ya me casé: ¿puedo seguir usando la acción de la izquierda de mi Partner?", A),
    ("Me tocó un Life Event malo, ¿lo tengo que resolver sí o sí? ¿cuándo?", A),
    ("¿Puedo tener dos Partners a la vez o pierdo la primera?", A),
    ("Cuando a alguien se le cruzan los marcadores, ¿se acaba ya o seguimos jugando?", A),
    ("Empatamos al final, ¿quién pierde?", A),
    ("Si me paso del final del track, ¿pierdo los puntos que sobran?", A),
    ("¿Puedo jugar una carta con el icono de Grown Up si todavía no lo soy?", A),
    ("no tengo tiempo (meeples) suficiente, puedo usar energia en vez?", A),
    ("En solitario, ¿cuándo pierdo?", A),
    ("En solitario, ¿cuánto me cuesta la tercera carta del mercado?", A),
    ("Solitario: ¿se vacía el mercado al final de la ronda? ¿pierdo esas cartas?", A),
    ("En solitario, ¿me dan los 4 de Impact por el corazón completo?", A),
    ("En solitario, ¿saco Life Event al pasar esas casillas del track?", A),
    ("¿Cuántas Career puedo tener? Si me llega otra, ¿qué pasa con la vieja?", A),
    ("Si agarro una carta del mercado que no puedo pagar, ¿me la puedo quedar igual?", A),
]
CV_EN = [
    ("what happens when i get 3 bad luck symbols?", A),
    ("i have 6 bad luck symbols, how many cards do i lose", A),
    ("Can I reroll a die that shows bad luck?", A),
    ("if i cant pay the red slash cost what happens to the card", A),
    ("Can I use the dice I already spent buying cards to pay my upkeep costs?", A),
    ("When exactly do I have to pay the red slash cost?", A),
    ("Do bad luck symbols on my tokens count toward misfortune too, or only dice?", A),
    ("If I buy a new Work card, does my old one stop working?", A),
    ("Can I slide a new Possession under my stack so my current one stays active?", A),
    ("I only have 3 cards and someone else has 7. Do I get any help?", A),
    ("Using 3 good luck to get a card for free, do I still have to meet its special condition?", A),
    ("i used an event card for its symbols but didnt need them all. do i keep the rest?", A),
    ("do i get tokens for the symbols on an event card?", A),
    ("After I use an event card, does it stay in my CV?", A),
    ("we tied on points. who loses?", A),
    ("Two of us tied on a public life goal. Do we both lose it?", A),
    ("when does the game end? what if the old age deck gets low?", A),
    ("What happens to the leftmost card on the track at the end of the round?", A),
    ("2 player game: when does the leftmost track card get thrown out?", A),
    ("The bicycle player lost the bicycle card. Who starts now?", A),
    ("What's the most dice I can roll? Can I lose dice?", A),
    ("How many times can I reroll before I'm stuck with what I have?", A),
    ("can i buy 3 cards in one turn if i have the symbols", A),
    ("Do my tokens pile up from turn to turn like income?", A),
    ("Are the event cards in my hand safe from misfortune, or can I lose one of those too?", A),
]
CV_ES = [
    ("¿Qué pasa si saco 3 símbolos de mala suerte?", A),
    ("Tengo 6 de mala suerte entre dados y fichas, ¿cuántas cartas pierdo?", A),
    ("¿Puedo volver a tirar un dado que salió con mala suerte?", A),
    ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
    ("¿Cuándo hay que pagar el coste de la barra roja?", A),
    ("los dados que ya use para comprar me sirven para pagar el coste de la barra roja?", A),
    ("¿Las fichas de mala suerte de mis cartas también cuentan para la desgracia?", A),
    ("Si compro un nuevo trabajo, ¿el anterior deja de funcionar?", A),
    ("¿Puedo meter una posesión nueva debajo de la pila para no perder el efecto de la de arriba?", A),
    ("Tengo muy pocas cartas en mi currículum y otro tiene el doble, ¿me ayudan en algo?", A),
    ("Con 3 de buena suerte me llevo cualquier carta, ¿pero tengo que cumplir la condición especial?", A),
    ("Si juego una carta de evento y me sobran símbolos, ¿los guardo?", A),
    ("¿La carta de evento que usé queda en mi currículum?", A),
    ("Empate a puntos, ¿quién gana?", A),
    ("Dos empatamos en un objetivo público, ¿lo perdemos los dos?", A),
    ("¿Cuándo se termina la partida?", A),
    ("al final de la ronda que pasa con la carta de la izquierda del track", A),
    ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda?", A),
    ("El de la bici perdió la carta de la bicicleta, ¿quién empieza ahora?", A),
    ("¿Cuántos dados puedo tener como máximo?", A),
    ("¿Cuántas veces puedo volver a tirar?", A),
    ("¿Puedo comprar 3 cartas en un turno?", A),
    ("Las fichas, ¿se acumulan de un turno a otro como un sueldo?", A),
    ("Cuando me toca la desgracia, ¿puedo elegir qué carta pierdo o es al azar?", A),
    ("Las cartas de trabajo que me cuestan algo, ¿las puedo poner debajo de la pila para no pagar?", A),
]
COA_EN += [
    ("can a parent card ever hurt me? like take vep away or push one of my counters left?", U),
    ("At final scoring I put down a Goal Tile and then realise I don't meet it. Does that cost me VEP, or have I just burnt one of my goal plays?", U),
    ("Solo: neither Rob nor I took the Memory at a location this turn. Is that card still thrown out at the end of the turn?", U),
    ("The Experience Space has an icon I can't carry out at all (not one of the Mood Counter moves). Do I lose the icons after it too, or just skip that one?", U),
    ("if a player has to leave partway through, do i lose the VEP from my mimic trait token on their tile, or their character on my friendship track?", U),
]
COA_ES += [
    ("¿Alguna Ficha de Parada de Autobús te puede perjudicar, tipo quitarte VEP o bajarte un Contador de Estado de Ánimo?", U),
    ("Si me toca una Ficha de Recuerdo pesimista, ¿solo la puedo usar para bajar un contador a la izquierda? ¿me obliga a eso?", U),
    ("Un jugador, al gastar Fichas de Motivación, bajaba su contador 2 pasos pero cobraba las bonificaciones de las casillas que pasaba. Lo vimos tres turnos después. ¿Pierde esos extras?", U),
    ("Un jugador siguió usando la bonificación pasiva de su Registro de Ánimo rosa dos turnos después de que su contador saliera de la última casilla. ¿Pierde algo ahora?", U),
    ("al puntuar se nos olvido restar los 3 VEP por cada Ficha de Frustracion sin superar y ya dijimos quien gano, q hacemos", U),
]
LOOP_EN += [
    ("I'm forced into debt (no HAPPINESS left to WORK), so I APPLY for a CREDIT CARD, but Bad Debt is active so I can't BUY, and I can't complete any ACTIVITY either. What happens to my turn?", U),
    ("we lost a game of the story campaign. do we have to replay that chapter or do we just move on?", U),
    ("Someone offered me 2 COIN on the side if I ACCEPT his BARTER. Is he even allowed to hand COIN straight to me outside a FAVOUR?", U),
    ("we just noticed one player has been sitting on 3 REPUTATION for a few rounds. does he lose the extra one, or more?", U),
    ("A player drew a FAVOUR at the start of his turn while already holding 5, twice. What's the penalty?", U),
]
LOOP_ES += [
    ("Si fallo uno de los Solo Mode Challenges que se venden aparte, ¿qué pasa? ¿hay castigo o lo repito?", U),
    ("Al final, con el Debt Penalty y la LANDFILL Penalty me quedaría en HAPPINESS negativa. ¿Se puede bajar de 0 o me quedo en 0?", U),
    ("Che, cumplí un GOAL en mi turno de CONSUME y me olvidé de mostrarlo. ¿Lo perdí para siempre o lo puedo bajar en el siguiente turno?", U),
    ("En la campaña, el que queda último en una partida, ¿arrastra alguna penalización para la siguiente?", U),
    ("¿Hay algún GOAL que te quite algo al cumplirlo, tipo descartar ACTIVITY o perder COIN?", U),
]
AD_EN += [
    ("I'm one space before a Life Event spot and really don't want another one. Can I skip part of my happy gain so my marker stops short?", U),
    ("Are there any Careers or Partners whose action hands you an Unhappiness or Negative Impact token every time you use it?", U),
    ("I put a time on Interview to get Promoted, then found I don't have the Life icons for it. Is that time just wasted?", U),
    ("we noticed my friend played two cards last turn and never paid their cost. does she lose the cards now or just pay late?", U),
    ("Someone took the right-most market card for free by mistake a few turns ago. What's the fix, does he lose the card?", U),
]
AD_ES += [
    ("Dejé a mi Partner por otra y me arrepiento. ¿Puedo recuperar la vieja de mi pila de Experiencias y volver a casarme con ella?", U),
    ("Este turno pasé por dos casillas de Life Event y las dos son malas. ¿Puedo elegir en qué orden las resuelvo?", U),
    ("¿Hay algún Life Event que te quite un meeple de tiempo para el resto de la partida?", U),
    ("¿Puedo no avanzar en Impact a propósito para que no se me crucen los marcadores y la partida no se acabe?", U),
    ("Un jugador jugó una carta de Wellness y usó su acción nueva en el mismo turno, varias veces ya. ¿Qué hacemos, pierde algo?", U),
]
CV_EN += [
    ("can a misfortune make me throw away my secret life goal card?", U),
    ("Can a card ever make me roll fewer than 4 dice, like a Work card that takes one of my dice away?", U),
    ("Last turn I had 3 bad luck symbols and forgot to discard a card. We noticed now. Do I lose one now, or two?", U),
    ("my friend used an event card to buy something but kept it in his hand and used it again two turns later. what does he lose?", U),
    ("A player put a bought event card into his CV like an active card and used its symbols as tokens for a few turns. How do we fix it?", U),
]
CV_ES += [
    ("¿Hay cartas de evento que otro jugador pueda jugar contra mí para quitarme cartas o dados?", U),
    ("Un jugador se olvidó de pagar el coste de la barra roja el turno pasado y nadie se dio cuenta. ¿Pierde la carta ahora o paga doble?", U),
    ("Le dimos ayuda social a uno que no tenía derecho (no había nadie con el doble de cartas). ¿Le quitamos la carta?", U),
    ("Vimos que un jugador lleva varios turnos pagando la barra roja con un símbolo distinto del que pide la carta. ¿Pierde la carta?", U),
    ("Con 4 de mala suerte un jugador descartó dos cartas activas por error. ¿Recupera una?", U),
]

Q = {
    "coming-of-age": {"en": COA_EN, "es": COA_ES},
    "loop": {"en": LOOP_EN, "es": LOOP_ES},
    "adulthood": {"en": AD_EN, "es": AD_ES},
    "cv": {"en": CV_EN, "es": CV_ES},
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
