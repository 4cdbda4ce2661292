"""Write the blind135 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind135/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13501-13504), so the
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
SEEDS = {"coming-of-age": 13501, "loop": 13502, "adulthood": 13503, "cv": 13504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("at the start which mood counters go on my board and on what space", A),
            ("what space does my VEP counter start on", A),
            ("what happens when my mood counter is already all the way right and i have to move it right again?", A),
            ("my counter is on the far right and bounces but a frustration token is covering that end. do i still get the motivation token?", A),
            ("what happens when my mood marker is already all the way left and I lose more?", A),
            ("My counter has to bounce left twice in one go. Do I resolve that as one bounce or two?", A),
            ("i spend 3 motivation tokens of the same colour on a memory. does that mood counter go 3 steps left or what", A),
            ("when the counter goes 2 steps left for paying motivation, do i get the bonuses of the spaces it passes?", A),
            ("bounced left on a track that already has an unresolved frustration on its right end. what do i lose?", A),
            ("There's an overcome frustration token on the left end of my green track and the counter has to bounce left. What happens to the token?", A),
            ("when does a new mood track open up and where does its counter go", A),
            ("someone new goes on my friendship track, which level do they start at and do i get anything", A),
            ("can a normal friendship bonus push my friend from level 4 up to level 5?", A),
            ("the next level on my friendship track has no empty space left. can my friend skip to the level after?", A),
            ("i go back to a location with 2 of my interest tokens on it. how many spaces does my personal fulfilment counter move", A),
            ("My Personal Fulfillment counter is already at the end of its track and I still have 2 advances. Are they just lost?", A),
            ("drew a 5th trait tile, whats the hand limit again", A),
            ("all 4 trait slots on my board are full. can i still play another trait tile later?", A),
            ("to mimic the trait tile in someone's 3rd slot, what level does their character token need on my friendship track?", A),
            ("how many dice do we roll in each round, does it go up?", A),
            ("which locations unlock at the end of round 2", A),
            ("the bus stop tiles shift at the end of the year right? which way do they move", A),
            ("first motivation token on a memory is 3 VEP and the second 2, what does the 4th one give?", A),
            ("at the end how many vep do i lose for each frustration thats still on the right side", A),
            ("solo: rob is already on the last space of his fulfillment track and should advance 2 more. what does he get?", A),
            ("2 player game: for the 3rd tile in the middle row, what friendship level do i need with the neutral kid on it?", A),
            ("which end of the bored / having fun track is the having fun end, left or right? the rules just say it runs between two states", U),
            ("for the balanced trait, does a counter on the far right space count as far right if an unresolved frustration token is covering that end of the track?", U),
            ("my character token is on someone else's friendship track and they just pushed it to level 7. do i get anything for being their best friend?", U),
            ("we just realised that for the last two rounds we put each newly unlocked mood counter on the far left space instead of the centre. do we move them to the centre now, and what about the bonuses we got since?", U),
        ],
        "es": [
            ("¿Cuántos pasos a la izquierda muevo el Contador de Estado de Ánimo si gasto dos Fichas de Motivación en un Recuerdo?", A),
            ("Oye, si el Contador ya está en la última casilla de la derecha y tengo que moverlo otra vez a la derecha, ¿qué pasa?", A),
            ("Tío, tengo que mover un Contador a la izquierda y ya está en el extremo. ¿Qué me toca elegir?", A),
            ("¿Cuántas Fichas de Frustración pongo si cambio mi dado a una ubicación que no es adyacente?", A),
            ("¿Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el extremo izquierdo?", A),
            ("cuanta Fuerza de Voluntad cuesta superar una Ficha de Frustracion y a donde se mueve la ficha", A),
            ("¿Qué Registro de Ánimo se desbloquea al terminar la primera ronda y en qué casilla va su Contador?", A),
            ("¿En qué casilla del marcador de VEP empieza cada jugador?", A),
            ("Che, ¿cuántas casillas avanza mi Contador de Realización Personal si tengo tres Fichas de Interés en la ubicación?", A),
            ("Cuando avanzo en la Realización Personal, ¿qué hago con las Fichas de Interés de esa ubicación?", A),
            ("Tengo un personaje en el nivel 4 del Registro de Amistad, ¿qué necesito para subirlo al 5?", A),
            ("¿Cuántos VEP gano al poner una Ficha de Personaje nueva en el nivel 0?", A),
            ("robé la quinta Ficha de Rasgo, cual es el limite de la mano?", A),
            ("Disculpe, ¿cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida?", A),
            ("Para poner un Rasgo Mimético en la segunda Ficha de Rasgo de otro jugador, ¿en qué nivel tiene que estar su Ficha de Personaje en mi Registro de Amistad?", A),
            ("q dados usamos en la ronda 3 y cuantos son", A),
            ("¿Qué ubicaciones se abren al empezar la ronda 4?", A),
            ("Las losetas de parada del autobús, ¿se corren al final de cada año? ¿Hacia dónde?", A),
            ("Al final de la partida, ¿cuántos VEP pierdo por cada Ficha de Frustración sin superar?", A),
            ("¿Cómo se pasan a VEP las Fichas de Fuerza de Voluntad, Motivación y Recuerdo que me sobran al final?", A),
            ("En solitario, ¿cómo avanza Rob su Contador de Realización Personal? ¿Casilla por casilla como yo?", A),
            ("vos sabés si con una bonificación de Amistad puedo subir un personaje cuando el nivel siguiente está lleno?", A),
            ("Si gasto tres Fichas de Motivación en un Recuerdo, ¿cuántos VEP da la tercera?", A),
            ("En la variante de 2 jugadores, ¿qué nivel de amistad necesito con el personaje neutral para imitar la cuarta ficha de la fila?", A),
            ("Un Contador me rebota dos veces hacia la izquierda, ¿cómo se resuelve?", A),
            ("Si volteo una Ficha de Recuerdo para llevar un Contador a la casilla central, ¿qué gano?", A),
            ("Oigan, ¿la ubicación 0 está en el extremo izquierdo antes de la 1 o a la derecha después de la 9? Es para saber cuándo para el autobús ahí", U),
            ("Para el Rasgo Triste, ¿cuenta un Contador que está en la casilla de más a la izquierda si en ese extremo hay una Ficha de Frustración superada tapando el icono?", U),
            ("Nos dimos cuenta de que en la ronda 2 cada uno cogió solo un dado de seis caras en vez de dos, y ya estamos en la ronda 3. ¿Se compensa de alguna forma?", U),
            ("Hace dos turnos un jugador subió una Ficha de Personaje del nivel 4 al 5 de su Registro de Amistad sin tener Bonificación de Intimidad y ya usó ese bonus. ¿La bajamos y le quitamos lo que ganó?", U),
        ],
    },
    "loop": {
        "en": [
            ("what happiness does the INTERN start on", A),
            ("other careers start at what HAPPINESS?", A),
            ("how high does the happiness track go and what happens when someone gets there", A),
            ("i have to WORK but my happiness is already at 0, what happens", A),
            ("I'm at 1 REPUTATION and accept a SHARE. Do I go to 3?", A),
            ("how much reputation do i get for accepting each favour", A),
            ("when i CONSUME an activity how much QUALITY does each material lose", A),
            ("my material's quality hits 0. what happens to it?", A),
            ("whats the highest QUALITY i can BUY a material at", A),
            ("if i spend reputation during BUY how much does the quality go up", A),
            ("how much REPUTATION do I spend to get 1 HAPPINESS in a CONSUME turn?", A),
            ("i already have 3 activities and complete a 4th. what happens?", A),
            ("credit card: how many coin can I put on it per turn and when is it cleared?", A),
            ("competitive: when do i draw an EVENT as my happiness goes up?", A),
            ("My HAPPINESS jumped from 4 to 10 in one go. How many EVENTs do I draw?", A),
            ("if my happiness drops back into a lower zone do i draw an event too", A),
            ("two CONTINUOUS EVENTs got triggered at once, which one counts?", A),
            ("the material deck runs out. does the game end right away?", A),
            ("who loses happiness for DEPLETION and how much", A),
            ("landfill penalty: i end with 5 materials in my landfill, how much do i lose", A),
            ("how much happiness for each credit card not paid off at the end", A),
            ("coop mode: what happiness does everyone need at the end to win?", A),
            ("solo: if burning the top material triggers DEPLETION, do i take the depletion penalty?", A),
            ("tie on happiness in basic mode, what breaks it", A),
            ("i have 5 favours in hand, do i draw at the start of my turn", A),
            ("Tycoon: how much COIN do I get when I WORK, and how much HAPPINESS do I lose?", A),
            ("the coop rules say win at HAPPINESS 11 (flag) but basic says the flag marks 12. which space on the player mat actually has the flag?", U),
            ("competitive: an IMMEDIATE EVENT makes three of us lose HAPPINESS at once and we all drop into a lower zone. who draws their new EVENT from the deck first?", U),
            ("solo: after my blue SHARE takes 1 QUALITY off a MATERIAL in the BUY AREA and it isn't broken, how do we show its lower Exhibited QUALITY on the card for the next turns?", U),
            ("Competitive, final round: I'm the last player and my HAPPINESS crossed into a new zone this turn, so I have face-down EVENTs. Do they still trigger when I end my turn, or does the game just end?", U),
        ],
        "es": [
            ("¿En qué casilla de HAPPINESS empieza el INTERN y en cuál las otras CAREER?", A),
            ("Si alguien llega a HAPPINESS 12, ¿se acaba la partida en ese momento?", A),
            ("¿Cuántas REPUTATION puedo tener como máximo?", A),
            ("Vale, si acepto un SHARE teniendo ya 2 REPUTATION, ¿qué pasa?", A),
            ("Cuando hago WORK de INTERN, ¿cuánto bajo de HAPPINESS y cuánto cobro?", A),
            ("¿Cuántos COIN extra gano por cada REPUTATION que gasto en un turno de WORK?", A),
            ("se puede comprar un MATERIAL a QUALITY 5?", A),
            ("Para una ACTIVITY con dos colores iguales, ¿le resto 2 QUALITY al mismo MATERIAL?", A),
            ("che, si la QUALITY de mi MATERIAL llega a 0, ¿qué pasa con él?", A),
            ("¿Cuántas ACTIVITY puedo tener a la vez en mi AREA?", A),
            ("¿Cuántos EVENT robo si mi ficha de HAPPINESS cruza dos zonas de golpe?", A),
            ("¿Robo EVENT también cuando bajo de zona en la HAPPINESS?", A),
            ("Los EVENT que robo, ¿cuándo se activan?", A),
            ("¿Cuántos COIN puedo poner encima de una CREDIT CARD cada turno?", A),
            ("¿Cuándo queda saldada una CREDIT CARD y qué pasa con los COIN de encima?", A),
            ("¿Qué me dan al sacar una CREDIT CARD?", A),
            ("Al final, ¿cuánta HAPPINESS pierdo por cada CREDIT CARD sin pagar?", A),
            ("Tengo 7 MATERIAL en mi LANDFILL al acabar, ¿cuánta HAPPINESS pierdo?", A),
            ("¿Qué pasa cuando aparece la DEPLETION en el tablero?", A),
            ("En cooperativo, ¿cuándo se quema un MATERIAL del mazo?", A),
            ("En solitario, ¿cuándo descarto el MATERIAL de arriba del mazo?", A),
            ("En solitario, ¿a qué HAPPINESS tengo que llegar para ganar?", A),
            ("Con Economic Slowdown activo, ¿cuántas ACTIVITY puedo hacer en un turno de CONSUME?", A),
            ("Si tengo 5 FAVOUR en la mano, ¿robo al empezar el turno?", A),
            ("soy la Waitress, cuantos FAVOUR robo al empezar el turno?", A),
            ("Disculpe, cuando logro un GOAL, ¿cuánta HAPPINESS subo?", A),
            ("Cuando una CREDIT CARD ya tiene los 5 COIN pagados y devuelvo los COIN al WORK AREA, ¿la tarjeta vuelve al mazo o se queda en mi AREA?", U),
            ("En cooperativo se nos olvidó quemar el MATERIAL de arriba del mazo al final de tres rondas seguidas. ¿Quemamos tres de golpe ahora o seguimos sin más?", U),
            ("Che, vimos que el Tycoon estuvo perdiendo solo 1 HAPPINESS al hacer WORK aunque tiene 2 CREDIT CARD, durante varios turnos. ¿Le bajamos ahora la HAPPINESS que le faltó?", U),
            ("El Freelancer está en HAPPINESS 1 y quiere el SALARY de +7 COIN y -2 HAPPINESS. ¿Puede elegirlo y quedarse en 0, o no le está permitido?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("which way does the happiness marker move when i gain happy, left or right?", A),
            ("And the impact marker?", A),
            ("can my score marker ever go backwards during the game?", A),
            ("when am i grown up, do i need to pass the grown-up icon on both tracks", A),
            ("i passed a life event space, when do i resolve the card", A),
            ("What if I pass two Life Event spaces in one move?", A),
            ("when does the game end exactly", A),
            ("my markers crossed on my turn. does the game end right away?", A),
            ("end scoring: how far do i move back for each negative token", A),
            ("i have 4 family icons, how much happy do i get at the end", A),
            ("how much impact for marrying a partner that matches my values", A),
            ("what happens if a marker goes past the end of its track", A),
            ("community upper action: how many time for one step on impact?", A),
            ("donate costs what and moves me how far", A),
            ("Leisure's upper spot: how much time to move one step on Happiness?", A),
            ("how many time meeples do we each get, and do they come back", A),
            ("can energy tokens count as time?", A),
            ("after someone takes a market card do the cards move, and which way", A),
            ("the rightmost market card costs what", A),
            ("solo: how many life events are in the deck and when do i draw one?", A),
            ("solo: do the life event spaces on the score track still give me a card?", A),
            ("solo: what does the 2nd and 3rd market card cost me in one turn", A),
            ("solo game ends when?", A),
            ("solo: what do i need at the end to win", A),
            ("If I play a new Career, what happens to my Promoted token?", A),
            ("can i use the same action spot twice in one turn", A),
            ("solo: the 8th and last Life Event I draw has the symbol that it affects the next round. the game ends right there, so does it do anything at all?", U),
            ("we noticed one player has been moving their impact marker 2 spaces for every Donate instead of 1, for like four turns. markers never move back during the game, so how do we fix it?", U),
            ("solo: a card lets me take an extra card from the market for free, but this round the market is already empty (it isn't restocked mid-round). do I lose that extra card or get it later?", U),
            ("oops, for the first 3 rounds we moved the happiness marker to the right like the impact one. how do we put the scores right now?", U),
        ],
        "es": [
            ("¿Hacia qué lado se mueve el marcador de Happiness cuando gano happy?", A),
            ("¿Y el de Impact hacia dónde va?", A),
            ("¿Se puede retroceder en los tracks durante la partida?", A),
            ("Tío, ¿cuándo me hago Grown Up?", A),
            ("¿Qué pasa cuando mi marcador pasa una casilla de Life Event?", A),
            ("¿Cuándo termina la partida?", A),
            ("Si mis marcadores se cruzan en mi turno, ¿se acaba ya o seguimos?", A),
            ("Al final, ¿cuántas casillas retrocedo por cada ficha de Unhappiness?", A),
            ("¿Cuánto happy gano al final si tengo 5 iconos de Social?", A),
            ("si mi marcador pasa el final del track que pasa", A),
            ("¿Cuántos puntos de Impact da el corazón completo al final?", A),
            ("¿Cuánto cuesta avanzar una casilla de Impact con Donate?", A),
            ("cuanto tiempo gasto para avanzar 1 en Happiness con la accion de arriba de Leisure", A),
            ("¿Cuántos meeples de tiempo tengo cada turno y cuándo vuelven?", A),
            ("¿Puedo usar una ficha de energía como si fuera un meeple de tiempo?", A),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("¿Qué gano si cojo la carta de más a la izquierda del mercado?", A),
            ("Cuando alguien saca una carta del mercado, ¿cómo se rellena?", A),
            ("En solitario, ¿cuándo se roba una Life Event?", A),
            ("En solitario, ¿cuánto cuesta la tercera carta del mercado en el mismo turno?", A),
            ("En solitario, ¿cuándo se acaba la partida?", A),
            ("En solitario, ¿cuentan al final los sets de iconos y el corazón?", A),
            ("¿Pierdo el token de Married si cambio de Partner?", A),
            ("Disculpe, ¿qué tengo que hacer para que me asciendan (Promoted)?", A),
            ("Si empatamos en la suma de Happiness e Impact, ¿quién gana?", A),
            ("Si juego un Partner nuevo, ¿qué pasa con el anterior?", A),
            ("che, si mis dos marcadores quedan en la misma casilla exacta, ¿eso ya cuenta como cruzados para el final o tienen que pasarse uno al otro?", U),
            ("Si mi marcador de Impact pasa el final y vuelve a 0 sumando 25 a mitad de partida, ¿mis marcadores siguen contando como cruzados?", U),
            ("Llevamos media partida pagando Donate con 2 de dinero en vez de 3. ¿Cómo lo arreglamos, si los marcadores no pueden retroceder?", U),
            ("Vale, durante tres rondas nadie cogió la energía extra al llevarse la carta de más a la izquierda del mercado. ¿Se la damos ahora a los que la cogieron?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i start with and whats the max", A),
            ("how many times can i reroll", A),
            ("can i reroll a die showing bad luck?", A),
            ("i have 6 bad luck symbols, how many cards do i lose", A),
            ("3 good luck symbols, what do they do", A),
            ("how many cards can i take from the track each turn", A),
            ("After I buy, how does the track get refilled?", A),
            ("at the end of a round which card leaves the track", A),
            ("2 players: when does the leftmost card get discarded?", A),
            ("the young adulthood deck is empty, which deck fills the track now", A),
            ("when does the game end", A),
            ("social assistance: when do we check and who gets it", A),
            ("can i put a new health card under my other health cards", A),
            ("does a new work card have to go on top of the stack?", A),
            ("how many active cards can a stack have", A),
            ("when do i update my tokens and do they pile up turn to turn", A),
            ("red slash cost on a card, when do i pay and what if i can't", A),
            ("can dice tokens i used to buy cards also pay the red slash cost", A),
            ("how many points for 4 health cards? and for 5?", A),
            ("tie on points, who wins", A),
            ("two of us tied on a public life goal. who gets the points?", A),
            ("who starts each round and what if they lose the bicycle card", A),
            ("childhood cards at the start, how does the passing work", A),
            ("once i use an event card where does it go, does it stay in my cv", A),
            ("i took a card with 2 colours. which stack does it go in?", A),
            ("how many public life goals go face up on the board", A),
            ("we played 3 players and discarded the leftmost track card after every turn, like the 2 player rule, all through the young adulthood deck. how do we fix it now?", U),
            ("i put a new work card on top this turn, covering my old one. can i still use the old card's token to pay the new card's red slash cost in the same add to cv phase?", U),
            ("none of us really met one of the public life goals. does it still go to whoever is closest, or does nobody score it?", U),
            ("knowledge cards help manipulate the dice. if one turns my frozen bad luck die into another symbol, is it unfrozen for my second reroll?", U),
        ],
        "es": [
            ("¿Con cuántos dados tiro al principio y hasta cuántos puedo llegar a tener?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("Los dados que sacan mala suerte, ¿se pueden relanzar?", A),
            ("Si junto 3 símbolos de mala suerte, ¿qué pierdo?", A),
            ("Oye, ¿los tokens de mala suerte cuentan para esos 3?", A),
            ("¿Cuántas cartas puedo coger del track en mi turno?", A),
            ("¿Cómo se rellena el track después de comprar?", A),
            ("Al acabar la ronda, ¿qué carta se quita del track?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda?", A),
            ("¿De qué mazo salen las cartas cuando se acaba el de juventud?", A),
            ("¿Cuándo se termina la partida?", A),
            ("¿Quién puede recibir la asistencia social y en qué momento?", A),
            ("Si varios reciben asistencia social, ¿en qué orden cogen carta?", A),
            ("Una carta de Salud nueva, ¿la puedo meter debajo de la pila?", A),
            ("¿Y una carta de Trabajo nueva dónde va?", A),
            ("¿Cuántas cartas activas puede haber en cada pila?", A),
            ("¿Cuándo actualizo mis tokens?", A),
            ("los tokens se acumulan de un turno a otro como si fueran ingresos?", A),
            ("Si no puedo pagar la barra roja de una carta, ¿qué pasa con ella?", A),
            ("¿Cuántos puntos dan 3 cartas de Relaciones? ¿y 5?", A),
            ("Si empatamos a puntos, ¿quién gana?", A),
            ("¿Cuántos puntos da un objetivo público si lo empatamos dos?", A),
            ("¿Quién empieza cada ronda? ¿Y si pierdo la carta de la bici?", A),
            ("Che, con 3 símbolos de buena suerte, ¿qué puedo comprar?", A),
            ("Las cartas de evento que compro del track, ¿adónde van?", A),
            ("Una carta de dos colores, ¿en qué pila la pongo?", A),
            ("Empezamos la partida tirando 5 dados cada uno en vez de 4 y llevamos dos rondas. ¿Cómo lo corregimos?", U),
            ("En la fase de añadir al currículum, ¿pago primero las barras rojas de mis cartas activas y luego coloco las nuevas, o al revés? Cambia qué carta queda activa y qué pago", U),
            ("Jugando a dos, solo descartamos la carta de la izquierda al final de cada ronda y no después de cada turno. Ya vamos por el mazo de madurez, ¿qué hacemos?", U),
            ("¿Qué cartas de Relaciones dan un dado extra, solo el Marriage o hay más? Quiero saber hasta dónde puedo subir de 4 dados", U),
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
