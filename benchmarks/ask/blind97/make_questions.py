"""Write the blind97 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind97/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9701-9704), so the
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
SEEDS = {"coming-of-age": 9701, "loop": 9702, "adulthood": 9703, "cv": 9704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("Do I have to use a Frustration Token to move my die somewhere else, or can I switch location for free?", A),
            ("If I spend the Motivation Token, is placing a Presence mandatory or can I take the Memory instead?", A),
            ("What if I just don't want the Memory or a Presence at my location? Can I skip both?", A),
            ("am I forced to discard when I draw a fifth trait tile", A),
            ("Do I have to apply every bonus in the Experience Space, even the ones I don't want?", A),
            ("Is flipping a Memory Token during phase 2 optional or do I have to use one?", A),
            ("My counter bounces to the left. Do I have to take a Frustration Token, or can I lose 2 VEP instead?", A),
            ("If I spend two Motivation Tokens at once, am I forced to move that Mood Counter 4 steps left?", A),
            ("Can I wait and see which die the others pick before I choose mine?", A),
            ("Do I have to leave an Interest Token for every die I take back off the road, even if I pull two from the same place?", A),
            ("I'm visiting a location where I have Interest Tokens. Can I choose not to advance my Personal Fulfillment and save the tokens for later?", A),
            ("I've got both my die and a Presence where the Bus stops. Can I take the Bus Stop bonus AND the friendship option?", A),
            ("Is it mandatroy to get rid of the die I used at the end of each turn?", A),
            ("Can a normal Friendship Bonus push a character from level 4 up to level 5, or do I need something special?", A),
            ("When I get a Trait Bonus, do I have to play a Trait Tile, or can I draw one instead?", A),
            ("in coming of age once ive played 4 trait tiles can i still play a 5th if i meet it", A),
            ("Do I have to keep meeting a Trait Tile's requirement after I've played it?", A),
            ("Before final scoring, do I have to use my last unused Memory Token or is it up to me?", A),
            ("At the end, am I allowed to score all four of my Goal Tiles, or is there a limit?", A),
            ("All 4 of my Character Tokens are already out as Presences. Am I allowed to move one to a new location?", A),
            ("Playing with just two of us, is the row of 4 neutral Trait Tiles between us part of the set-up?", A),
            ("Solo: does Rob have to leave a Presence every time his die is at a location?", A),
            ("After I play a Parent Card, do I have to draw a new one straight away?", A),
            ("Can I overcome a frustration with Willpower whenever I want, or only on my turn?", A),
            ("Is it mandatory to spend Motivation Tokens of the colour the location asks for, or can any colour do?", A),
            ("When I pull my other dice back off the road, do I have to do it in a set order, like lowest number first?", U),
            ("If someone mimics one of my Trait Tiles, do they have to prove to me that they meet the requirement, or can I demand to check?", U),
            ("Once my Mimic Trait Token is sitting on someone's tile, am I allowed to pick it up and move it to a different tile later?", U),
            ("Can I just take one of my Presences off the board without putting it anywhere new?", U),
            ("Does my Parent Card discard pile have to stay in the order I played the cards, or can I shuffle it around?", U),
        ],
        "es": [
            ("¿Es obligatorio tirar todos los dados que tengo en la ronda o me puedo guardar alguno?", A),
            ("¿Puedo cambiar el dado de ubicación sin gastar Fichas de Frustración?", A),
            ("Si ya tengo una Ficha de Frustración en un Registro de Ánimo, ¿puedo poner otra en ese mismo registro para cambiar de ubicación?", A),
            ("Oye, cuando gasto Fichas de Motivación, ¿es obligatorio mover el Contador de Estado de Ánimo hacia la izquierda?", A),
            ("¿Puedo pagar con 4 de Fuerza de Voluntad en vez de Motivación en cualquier ubicación?", A),
            ("¿Me puedo negar a jugar una Carta de Padres si no quiero ni Recuerdo ni Presencia?", A),
            ("Tío, si robo una quinta Ficha de Rasgo, ¿tengo que descartar una sí o sí?", A),
            ("¿El Rasgo Mimético lo puedo poner sobre el rasgo de cualquiera o necesito cierto nivel de amistad?", A),
            ("¿Puedo poner dos Rasgos Miméticos sobre el mismo rasgo?", A),
            ("Che, si reboto a la derecha y el icono está tapado por una Ficha de Frustración, ¿igual me llevo la Ficha de Motivación?", A),
            ("Cuando para el autobús, ¿es obligatorio elegir entre la bonificación de la parada y la de Amistad?", A),
            ("¿Puedo colocar dos Presencias mías en la misma ubicación?", A),
            ("Si reboto a la izquierda y tengo una Ficha de Frustración superada, ¿estoy obligado a devolverla a mi reserva?", A),
            ("¿Tengo que usar la Ficha de Recuerdo antes o después del Espacio de Experiencia, o la puedo meter en medio?", A),
            ("Al acabar la ronda, ¿es obligatorio poner el nuevo Contador de Estado de Ánimo en el centro del registro?", A),
            ("¿Tengo que enseñar mis Fichas de Rasgo y mis Cartas de Padres a los demás?", A),
            ("¿Estoy obligado a jugar todas mis Fichas de Meta al final o solo algunas?", A),
            ("¿Es obligatorio restar VEP por cada frustración sin resolver al final de la partida?", A),
            ("En solitario, ¿Rob tiene que tirar los mismos dados que yo?", A),
            ("En solitario, ¿Rob tiene que llevar Contadores de Estado de Ánimo y Fichas de Frustración como yo?", A),
            ("A dos jugadores, ¿puedo poner mi Rasgo Mimético en las fichas de la fila neutral sin tener amistad con su personaje?", A),
            ("Cuando el autobús para, ¿hay que elegir por turnos o todos a la vez?", A),
            ("¿Puedo quedarme en secreto las Cartas de Padres que ya jugué?", A),
            ("En Coming of Age, ¿es obligatorio quitar del juego los dados que quedan en la ubicación cuando se va el autobús?", A),
            ("Cuando ya se me acabaron las 4 Fichas de Personaje, ¿tengo que dejar de poner Presencias?", A),
            ("Cuando elijo la bonificación de la Parada de Autobús, ¿puedo cambiar de idea y pasarme a la de Amistad antes de que el autobús siga?", U),
            ("Si juego una Carta de Padres y me arrepiento enseguida, ¿puedo devolverla a la mano y jugar la otra?", U),
            ("¿Tenés que avisar a los demás antes de gastar 4 de Fuerza de Voluntad para superar una frustración fuera de tu turno?", U),
            ("¿Es obligatorio mover el autobús de verdad por el tablero o podemos ir diciendo dónde para y ya?", U),
            ("¿Puedo quitar una Ficha de Personaje de mi Registro de Amistad para dejar un hueco libre en ese nivel?", U),
        ],
    },
    "loop": {
        "en": [
            ("can i pass my turn?", A),
            ("Do I have to draw a FAVOUR at the start of my turn if I already have 5?", A),
            ("Someone played a FAVOUR on me. Am I forced to ACCEPT it?", A),
            ("What if I have no matching FAVOUR to discard and no REPUTATION, do I have to ACCEPT?", A),
            ("Is achieving a GOAL optional? Can I sit on it and reveal it a few turns later?", A),
            ("Do I have to refill the empty card slots at the end of my turn?", A),
            ("When I BUY with REPUTATION, am I still forced to pay at least 1 COIN per MATERIAL?", A),
            ("We made a deal while negotiating. Do I actually have to honour it?", A),
            ("do i have to keep my coins where everyone can see them", A),
            ("When I complete a 4th ACTIVITY, do I have to throw one of the others away?", A),
            ("If a MATERIAL's QUALITY hits 0, do I have to move it to my LANDFILL right away?", A),
            ("Can I play FAVOUR whenever I like, or only during my own turn?", A),
            ("WORK is my only option but I have no HAPPINESS left to lose. What am I forced to do?", A),
            ("Do I have to PAYOFF my CREDIT CARD evry single turn?", A),
            ("Can I put 3 COIN on a CREDIT CARD in one turn to clear it faster?", A),
            ("Is drawing an EVENT optional when my HAPPINESS moves into a new zone?", A),
            ("Can I flip my face-down EVENTs during my turn, or do I have to wait?", A),
            ("Am I allowed to spend REPUTATION for an extra COIN when I'm doing a BUY?", A),
            ("In co-op, can I REJECT a FAVOUR a teammate plays?", A),
            ("co-op: do we have to show our hands to each other?", A),
            ("Solo: do I still have to draw a FAVOUR every turn?", A),
            ("In solo LOOP, can I take my played blue FAVOUR back into my hand whenever I want?", A),
            ("Competitive: am I stuck with INTERN or can I pick one of the CAREER I was dealt?", A),
            ("The Nurse gave me a FAVOUR. Can I say no to it?", A),
            ("As the Tycoon, is taking double COIN when I WORK optional?", A),
            ("If I've played a FAVOUR on someone and they haven't answered yet, can I take it back?", U),
            ("When I REJECT by discarding the same FAVOUR, do I have to show it to the player who played it on me?", U),
            ("co-op: is it ok if one person basically decides everyone's moves, or does each player have to run their own turn?", U),
            ("Once I've put COIN on my CREDIT CARD to PAYOFF, can I take it back off later that same turn?", U),
            ("In Competitive, is there any rule that the players have to reveal their CAREER choice at the same time?", U),
        ],
        "es": [
            ("¿Estoy obligado a hacer una acción en mi turno o puedo pasar sin hacer nada?", A),
            ("¿Puedo hacer WORK y BUY en el mismo turno?", A),
            ("¿Hay un límite de MATERIAL que pueda comprar en un solo turno?", A),
            ("Si me juegan un FAVOUR y tengo otro igual en la mano, ¿puedo rechazarlo descartando el mío?", A),
            ("Si ya tengo 5 FAVOUR en la mano, ¿me puedo negar a aceptar otro por el límite de mano?", A),
            ("Para ganar 1 HAPPINESS con REPUTATION en un CONSUME, ¿tengo que gastar las 2 a la vez?", A),
            ("¿Se puede gastar REPUTATION para rechazar un FAVOUR?", A),
            ("¿El que provoca la DEPLETION se come la penalización sí o sí?", A),
            ("En competitivo, si no tengo COIN para pagar un IMMEDIATE EVENT, ¿estoy obligado a pedir una CREDIT CARD?", A),
            ("¿Puedo pedir una CREDIT CARD en cualquier momento de mi turno o solo cuando no tengo plata?", A),
            ("Si se activan dos EVENT CONTINUOUS a la vez, ¿tengo que aplicar los dos?", A),
            ("Con el Craftsman, ¿puedo usar Forge dos veces en el mismo turno?", A),
            ("Con la Office Lady, ¿puedo comprar más de un MATERIAL cuando hago WORK?", A),
            ("En cooperativo, ¿es obligatorio descartar una carta de MATERIAL al final de cada ronda?", A),
            ("En cooperativo, ¿tengo que robar FAVOUR al empezar mi turno?", A),
            ("En el modo solitario, ¿puedo usar los FAVOUR rojos?", A),
            ("En solitario, si la DEPLETION sale al quemar la carta de MATERIAL, ¿me toca la penalización?", A),
            ("¿Es obligatorio jugar la primera partida de LOOP en modo básico?", A),
            ("Al comprar, ¿la QUALITY del MATERIAL la elijo yo según lo que pague?", A),
            ("Para una ACTIVITY con dos colores iguales, ¿tengo que usar dos MATERIAL distintos o puedo quitarle 2 de QUALITY a uno?", A),
            ("puedo hacer RECYCLE de mi propio LANDFILL?", A),
            ("Con el Lawyer, ¿puedo rechazar un FAVOUR que no va dirigido a mí?", A),
            ("Si juego con el Politician y me pillan mintiendo, ¿qué tengo que hacer con ese FAVOUR?", A),
            ("Al final, ¿es obligatorio restar HAPPINESS por cada CREDIT CARD sin pagar?", A),
            ("Si ya tengo 2 REPUTATION, ¿puedo seguir aceptando FAVOUR aunque no gane más?", A),
            ("En competitivo, ¿tengo que enseñar a los demás la CAREER que no elegí?", U),
            ("Cuando alguien llega a HAPPINESS 12, ¿está obligado a anunciarlo en voz alta?", U),
            ("¿Mis ACTIVITY tienen que estar a la vista de todos o las puedo tener apiladas?", U),
            ("Si debo varias CREDIT CARD, ¿tengo que pagarlas en algún orden concreto dentro de mi turno?", U),
            ("¿Tengo que jugar mis FAVOUR boca arriba para que todos vean cuál es?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Do I have to place all my time meeples on action spots, or can I keep some back?", A),
            ("Once I've started step 2, can I still take a new action?", A),
            ("Can I use the same action spot twice in a turn if i have the tiem?", A),
            ("Am I allowed to use both the upper and the lower spot of the same category in one turn?", A),
            ("Do I have to take a card from the market every turn?", A),
            ("If I take the right-most card from the market, do I have to pay for it?", A),
            ("do i have to pay anything for the leftmost market card", A),
            ("Can I play a card I just drafted from the market in the same turn?", A),
            ("If I play a new Career while I already have one, do I have to get rid of the old one?", A),
            ("Can I use the action on a card I just played this turn?", A),
            ("Is paying the green cost bar mandatory, or can I play a card for free sometimes?", A),
            ("In Adulthood can I play a Grown Up card before I'm Grown Up if I pay extra?", A),
            ("To get Promoted, do I have to use the Interview spot?", A),
            ("After I'm Promoted, am I still allowed to use the first action on my Career card?", A),
            ("If I swap my Partner for a new one, do I lose my Married token?", A),
            ("Do I have to show my Values to anyone during the game?", A),
            ("am i allowed to peek at my 2 facedown values", A),
            ("On my first turn, must I activate my spots before I play my Career card?", A),
            ("I passed a Life Event space. Is taking the Life Event mandatory?", A),
            ("Can I choose to move backwards on the Happiness track so my markers don't cross yet?", A),
            ("When someone's markers cross, does the game stop right there?", A),
            ("At the end, do I have to move back for my negative tokens?", A),
            ("Am I allowed to use energy tokens in place of time meeples?", A),
            ("Solo: do I have to take a Life Event when I pass a Life Event space?", A),
            ("Solo: is the first market card free, and do I have to pay for a second one?", A),
            ("At set-up, do I have to show everyone which of my two Careers I'm discarding?", U),
            ("When my markers cross, am I obliged to announce it, or is it up to the others to notice?", U),
            ("Solo: do I have to declare which level of my Achievement I'm going for at the start?", U),
            ("Can I keep my step 1 placement covered so the others can't see where I put my time until my turn?", U),
            ("If I see another player forgot to take a Life Event when they passed the space, am I supposed to point it out?", U),
        ],
        "es": [
            ("¿El paso 1 lo tengo que hacer en mi turno o lo puedo hacer antes?", A),
            ("Para hacer Date, ¿tengo que pagar dinero además del tiempo?", A),
            ("¿Puedo hacer Donate si no tengo 3 de dinero?", A),
            ("¿Es obligatorio coger una carta del mercado en mi turno?", A),
            ("¿Puedo jugar todas las cartas que quiera en un mismo turno?", A),
            ("Si ya tengo una carta de Leisure, ¿tengo que quitarla para poner otra?", A),
            ("¿Puedo tener dos Partner a la vez?", A),
            ("¿Hay límite de Resources y Traits que puedo tener?", A),
            ("¿Tengo que tener el icono de Life de la barra verde para poder jugar la carta?", A),
            ("¿Es obligatorio devolver los meeples de tiempo al final del turno?", A),
            ("¿Hay que deslizar las cartas del mercado a la izquierda antes de reponer?", A),
            ("Los Life Events que agarro, ¿los tengo que resolver al momento o al final del turno?", A),
            ("¿Tengo que pasar los Life Events al montón de Experience?", A),
            ("Para casarme, ¿es obligatorio usar Date y pagar?", A),
            ("Si ya estoy Married, ¿puedo seguir usando la primera acción del Partner?", A),
            ("Al meditar, ¿tengo que pagar energía?", A),
            ("¿Puedo descartar un Values de la mano al meditar y robar otro?", A),
            ("Al final de la partida, ¿estoy obligado a enseñar mis Values?", A),
            ("¿Los puntos de los Values se suman en el orden que yo quiera?", A),
            ("Si me paso del final del marcador, ¿tengo que volver a 0?", A),
            ("En Adulthood, ¿empieza siempre el jugador más mayor?", A),
            ("En solitario, ¿hay que repartir Values?", A),
            ("En solitario, ¿el mercado se repone a mitad de ronda?", A),
            ("En solitario, ¿con Meditation puedo cambiar una carta del mercado?", A),
            ("Cuando una carta me da fichas de Unhappiness, ¿estoy obligado a cogerlas?", A),
            ("¿Puedo devolver al mercado una carta que ya cogí si luego veo que no me llega para jugarla?", U),
            ("Si me sale un Life Event que me viene fatal, ¿puedo pagar algo para no resolverlo?", U),
            ("Vos, ¿tenés que decir qué carta del mercado vas a agarrar antes de colocar tu tiempo?", U),
            ("En solitario, si no me gustan las dos cartas de Achievement, ¿puedo robar otras dos?", U),
            ("¿Estoy obligado a dejar que otro jugador revise mi montón de Experience para contar mis iconos?", U),
        ],
    },
    "cv": {
        "en": [
            ("Do I have to reroll, or can I just keep my first roll?", A),
            ("Can I reroll the dice showing bad luck?", A),
            ("do i have to buy a card evey turn", A),
            ("Can I take 3 cards from the track if I have the symbols?", A),
            ("If I use 3 good luck for a free card, do I still have to meet its special condition?", A),
            ("I've got 3 bad luck. Am I forced to discard a card, and which one?", A),
            ("Do I have to pay the red slash cost every turn?", A),
            ("What if I can't pay a red-slash cost? Can I keep the card and pay later?", A),
            ("Can I reuse the dice I spent buying a card to pay a card's red-slash cost?", A),
            ("Do I have to put a new Work card on top of my Work pile?", A),
            ("Can I put a new Health card under my active one instead of on top?", A),
            ("do i have to add event cards to my piles", A),
            ("Can I play an event card whenever I want, even in someone else's turn?", A),
            ("Can I keep the unused symbols from an event card for later?", A),
            ("Do I have to update my tokens every turn?", A),
            ("For a two-colour card, do I have to decide its type right away?", A),
            ("When a deck runs out, do we have to stop the game to check for social assistance?", A),
            ("If I get social assistance, do I still have to meet the card's special condition?", A),
            ("2 players: do we have to discard the leftmost track card after every turn?", A),
            ("In the childhood draft, do I have to pass the leftover cards to the left?", A),
            ("Does the player with the bicycle have to start every round?", A),
            ("At the end of a game of CV, do we have to reveal our personal life goals?", A),
            ("If two of us tie for a public life goal, do we have to split its points?", A),
            ("Am I allowed to roll more than 7 dice if my cards give me extra?", A),
            ("Is using the notepad for scoring compulsory?", A),
            ("Do I have to say which card I'm going for before I start rerolling?", U),
            ("When the old age deck is nearly out, does anyone have to announce that the game is about to end?", U),
            ("Do my piles have to be laid out in the same order as everyone else's, like Health first?", U),
            ("Are we allowed to write down which cards have already come out of the decks, or is note-taking off limits?", U),
            ("If I bought two cards this turn, do I have to add them to my piles in the order I bought them?", U),
        ],
        "es": [
            ("¿Puedo volver a tirar solo algunos dados o tengo que tirarlos todos?", A),
            ("cuantas veces puedo repetir la tirada? tengo que usar las dos?", A),
            ("Los dados con mala suerte, ¿me los tengo que quedar sí o sí?", A),
            ("¿Puedo pasar sin comprar ninguna carta en mi turno?", A),
            ("¿Puedo usar mis fichas además de los dados para pagar una carta?", A),
            ("Si saco 6 de mala suerte, ¿tengo que perder dos cartas?", A),
            ("Cuando me toca una desgracia, ¿tengo que descartar la carta de arriba o la que yo quiera?", A),
            ("¿Es obligatorio pagar el coste de la raya roja aunque no me convenga?", A),
            ("¿Puedo poner una carta de Posesión debajo de otra?", A),
            ("¿Estoy obligado a poner la carta nueva de Relación encima del montón?", A),
            ("Las cartas de evento que compro, ¿las tengo que jugar ya?", A),
            ("¿Me puedo quedar los símbolos que me sobran de una carta de evento?", A),
            ("¿Es obligatorio mover las cartas del track a la izquierda al final del turno?", A),
            ("Al final de la ronda, ¿hay que descartar la carta de más a la izquierda del track?", A),
            ("¿Las fichas que no uso se acumulan para el turno siguiente?", A),
            ("¿Puedo elegir de qué tipo es una carta de dos colores?", A),
            ("Con la asistencia social, ¿tengo que esperar a mi turno para coger la carta?", A),
            ("Si varios jugadores tienen asistencia social, ¿en qué orden tienen que coger la carta?", A),
            ("¿Tengo que elegir una carta de infancia y pasar las otras?", A),
            ("A 2 jugadores, ¿hay que meter la bici en el mazo de infancia?", A),
            ("El de la bici, ¿sigue empezando las rondas aunque pierda la carta?", A),
            ("En CV, si hay empate, ¿gana el que tiene más cartas?", A),
            ("¿Tengo que enseñar mi objetivo de vida personal antes del final?", A),
            ("¿Puedo tener más de 7 dados?", A),
            ("Disculpe, ¿es obligatorio tirar los 4 dados al empezar el turno o se puede tirar menos?", A),
            ("En el reparto de cartas de infancia, ¿se puede hablar de lo que uno pasa o hay que hacerlo en silencio?", U),
            ("Cuando elijo la carta de infancia, ¿tengo que esperar a que todos hayan elegido para pasar las otras?", U),
            ("Después de pagar una carta, ¿puedo recoger los dados o tengo que dejarlos en la mesa hasta la fase de Mala Suerte?", U),
            ("Si alguien me pregunta cuántos puntos llevo a mitad de partida, ¿estoy obligado a decírselo?", U),
            ("¿Hay que poner las fichas encima de cada carta activa o vale tenerlas todas juntas?", U),
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
