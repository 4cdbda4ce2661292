"""Write the blind92 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind92/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9201-9204), so the
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
SEEDS = {"coming-of-age": 9201, "loop": 9202, "adulthood": 9203, "cv": 9204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("Can I look at the Trait Tiles my sister is holding?", A),
            ("Do I have to show the others my Goal Tiles during the game?", A),
            ("We all roll at once. Can I wait and see where Tom puts his die before I choose mine?", A),
            ("Am I allowed to go through my brother's played Parent Cards to see what he's used?", A),
            ("Tom and I both have a die at the Pizzeria. Can we both get the Memory there, or only one of us?", A),
            ("Ana got the Memory at the School this year. Is that card gone for me too?", A),
            ("The yellow player has a Presence where my die is. What can I get out of her being there?", A),
            ("What do I need to put a Mimic Trait Token on my friend's Trait Tile?", A),
            ("Jess already mimicked one of Leo's Trait Tiles. Can I mimic that same tile too?", A),
            ("When someone makes friends with my character, where does that Character Token come from?", A),
            ("At a bus stop where three of us have dice, who picks first?", A),
            ("Mia's die and mine are both on the Arcade. What happens to our dice there once the Bus has stopped?", A),
            ("Sociable goal: Mia and I have the same number of Character Tokens. Does my goal still count?", A),
            ("we're tied on VEP at the end of coming of age, who wins", A),
            ("Tied on VEP and on Trait and Goal Tiles too. What breaks it now?", A),
            ("Two of us playing: what goes in the middle between us that we can both use?", A),
            ("2 player game: can my girlfriend and I both put a Mimic Trait Token on the same neutral tile in the row?", A),
            ("Solo: Rob and I are at the same location. Who goes first there, me or Rob?", A),
            ("Solo: can Rob put his Mimic Trait Token on one of MY Trait Tiles?", A),
            ("Where does Rob Bot send his die, does he just follow me?", A),
            ("the wilpower tokens ran out and three of us still need some, wat do we do", A),
            ("Can I spend 4 Willpower to get rid of a frustration while the others are still busy, or only at a set moment?", A),
            ("Do we each play our whole year one after the other, or do we all do it at the same time?", A),
            ("Rob keeps beating me every time. Can I make him weaker?", A),
            ("If Tom has more Presences on the board than me at the end, does that matter for my Versatile goal?", A),
            ("Leo and I both got the same neutral character up to level 7. Does whoever got there first get anything extra?", U),
            ("Is it OK to tell another player which location I think she should pick?", U),
            ("Leo keeps changing his mind about his die after everyone has picked. Is there a rule for when a choice is final?", U),
            ("Tom miscounted his VEP two years ago and we only noticed now. Can we fix it or does it stand?", U),
            ("I don't need my Friendship Bonus this time. Can I give it to my brother instead?", U),
        ],
        "es": [
            ("¿Puedo ver las Fichas de Rasgo que tiene mi hermano en la mano?", A),
            ("¿Tengo que enseñarles a los demás mis Fichas de Objetivo?", A),
            ("Tiramos todos a la vez... ¿puedo esperar a ver dónde pone Ana su dado antes de elegir el mío?", A),
            ("¿Puedo mirar las cartas de Padres que ya jugó mi prima?", A),
            ("Si Lucía y yo estamos en la misma ubicación, ¿las dos podemos llevarnos el Recuerdo?", A),
            ("Pablo se llevó el Recuerdo de la escuela. ¿Esa carta ya no está para mí?", A),
            ("Oye, ¿qué gano si en mi ubicación hay una Presencia de otro jugador?", A),
            ("¿Qué necesito para poner una Ficha de Rasgo Mimético sobre el Rasgo de mi amiga?", A),
            ("Si Marta ya imitó un Rasgo de Juan, ¿yo también puedo imitar ese mismo?", A),
            ("¿Cómo hago amistad con el personaje de otro jugador? ¿De dónde saco su ficha?", A),
            ("Cuando el autobús para y hay varios con dado ahí, ¿quién elige primero?", A),
            ("¿Qué pasa con los dados que quedan en una ubicación cuando ya terminamos ahí?", A),
            ("Objetivo Sociable: si empato con otro en Fichas de Personaje, ¿lo cumplo igual?", A),
            ("empatamos en VEP quien gana", A),
            ("Si el empate sigue después de contar Rasgos y Objetivos, ¿qué se mira?", A),
            ("Somos dos jugadores, ¿qué se pone entre los dos al preparar?", A),
            ("En la variante de 2, ¿qué nivel de amistad necesito con el personaje neutral para imitar el tercer Rasgo de la fila?", A),
            ("En solitario, ¿Rob resuelve antes o después que yo en la parada?", A),
            ("Jugando solo, ¿Rob puede poner su Rasgo Mimético sobre mis Fichas de Rasgo?", A),
            ("¿Rob elige su ubicación o va a donde voy yo?", A),
            ("Se acabaron las Fichas de Motivación de la caja y las necesitamos varios, ¿qué hacemos?", A),
            ("¿Puedo superar una Ficha de Frustración con 4 de Fuerza de Voluntad en cualquier momento, aunque sea mientras los demás juegan?", A),
            ("¿Jugamos cada año por turnos, uno detrás de otro, o todos a la vez?", A),
            ("Che, Rob me gana siempre, ¿hay forma de hacerlo más fácil?", A),
            ("Al final, ¿podemos usar todos una Ficha de Recuerdo antes de puntuar o solo el que va ganando?", A),
            ("¿Puedo pedirle a Lucía que espere para usar su Ficha de Recuerdo hasta que yo use la mía?", U),
            ("Mi prima fue al baño. ¿Le puedo tirar yo los dados y que elija ella cuando vuelva?", U),
            ("¿Podemos apostarnos VEP entre nosotros, tipo 'si llego antes al nivel 4 me das 2'?", U),
            ("¿Tengo que decir en voz alta cuántos VEP gano cada vez o basta con mover mi contador?", U),
            ("Mi hermano movió sin querer mi Contador de Estado de Ánimo y no sabemos dónde estaba, ¿qué hacemos?", U),
        ],
    },
    "loop": {
        "en": [
            ("Can I see how many COIN the others have, or can they keep it hidden?", A),
            ("Tom played a FAVOUR on me. Do I have to take it?", A),
            ("How do I say no to a FAVOUR someone plays at me?", A),
            ("I already have 5 FAVOUR and Ana plays me one. Do I still have to take it into my hand?", A),
            ("Can I make a deal with Ben, like I ACCEPT his BARTER if he doesn't ACQUIRE from me? Does he have to keep it?", A),
            ("Can I play a FAVOUR on someone during HIS turn?", A),
            ("She SHAREd my MATERIAL at QUALITY 1. Whose LANDFILL does it go to?", A),
            ("Can I RECYCLE something from my own LANDFILL or only from other people's?", A),
            ("Can I play ACQUIRE on a player who has no MATERIAL at all?", A),
            ("cn i RESELL to someone whos broke", A),
            ("Who starts in loop, and which way does it go after that?", A),
            ("I'm third to play. Do I start with more FAVOUR than the first player?", A),
            ("Ana reached HAPPINESS 12 on her turn. Do the rest of us still get a turn?", A),
            ("Two of us finish with the same HAPPINESS. Who wins?", A),
            ("Someone triggered an IMMEDIATE EVENT. Does it hit me too, and when do I resolve it?", A),
            ("Tom's CONTINUOUS EVENT just flipped. Does it affect me on my turn?", A),
            ("Another player's EVENT made me lose HAPPINESS on his turn and I crossed a zone. Do I draw an EVENT?", A),
            ("Co-op: can we show each other our hands?", A),
            ("In co-op, can I REJECT a FAVOUR?", A),
            ("Co-op: one of us is at 12 and another at 9 when it ends. Did we win?", A),
            ("The Soldier keeps taking FAVOUR out of my hand. Can he take any one he likes?", A),
            ("The Lawyer just REJECTed a FAVOUR I played on someone else. Can he do that?", A),
            ("Can the Engineer fix MY MATERIAL on his turn?", A),
            ("A Politician played me a FAVOUR face down. What can I do?", A),
            ("The Nurse gave me a FAVOUR. Can I REJECT it?", A),
            ("Can two of us chip in COIN together to BUY one MATERIAL and share it?", U),
            ("Can I make a side bet with Tom on who hits HAPPINESS 12 first?", U),
            ("Can I keep my REPUTATION token covered with my hand so the others can't tell if I'm able to REJECT?", U),
            ("Can I show just one of my FAVOUR to Tom to prove I have a BARTER before we make a deal?", U),
            ("Ana plays a SHARE on me. Can Ben offer his MATERIAL instead so I keep mine?", U),
        ],
        "es": [
            ("¿Tengo que dejar mis COIN a la vista de todos?", A),
            ("Me jugaron un FAVOUR, ¿lo tengo que aceptar sí o sí?", A),
            ("¿Cómo rechazo un FAVOUR que me juega otro jugador?", A),
            ("Si ya tengo 5 FAVOUR en la mano y me juegan otro, ¿lo cojo igual?", A),
            ("¿Puedo hacer tratos con otro jugador? ¿Está obligado a cumplirlos?", A),
            ("¿Le puedo jugar un FAVOUR a alguien cuando no es mi turno?", A),
            ("Hice SHARE con un MATERIAL de Juan y se rompió, ¿a qué LANDFILL va?", A),
            ("¿Puedo hacer RECYCLE de mi propio LANDFILL?", A),
            ("¿Le puedo jugar un ACQUIRE a alguien que no tiene MATERIAL?", A),
            ("Che, ¿le puedo hacer RESELL a uno que no tiene COIN para pagarme?", A),
            ("¿Quién empieza y hacia qué lado sigue el turno?", A),
            ("¿Cuántos FAVOUR recibe cada uno al empezar si somos 3?", A),
            ("Pedro llegó a HAPPINESS 12. ¿Se termina ya o jugamos los demás?", A),
            ("Empatamos en HAPPINESS, ¿cómo se desempata?", A),
            ("Otro jugador activó un EVENT inmediato, ¿me afecta a mí también? ¿En qué orden lo resolvemos?", A),
            ("¿Un EVENT continuo que activó otro jugador me afecta en mi turno?", A),
            ("Perdí HAPPINESS por un EVENT de otro en su turno y cambié de zona. ¿Robo EVENT igual?", A),
            ("En cooperativo, ¿podemos enseñarnos las cartas?", A),
            ("En modo cooperativo, ¿puedo rechazar un FAVOUR?", A),
            ("Cooperativo: ¿ganamos si solo algunos llegamos a HAPPINESS 11?", A),
            ("¿El Soldier me puede quitar el FAVOUR que quiera de la mano?", A),
            ("¿El Lawyer puede rechazar un FAVOUR que no es para él?", A),
            ("¿El Banker puede cambiarme REPUTATION por COIN?", A),
            ("En solitario, ¿a quién le juego los FAVOUR si no hay nadie más?", A),
            ("Otro jugador me hace BARTER, ¿le puedo dar un MATERIAL de más QUALITY que el suyo?", A),
            ("En modo competitivo, ¿podemos jugar todos con la mano de FAVOUR abierta si estamos de acuerdo?", U),
            ("Si empatamos en HAPPINESS, REPUTATION, LANDFILL, GOAL y ACTIVITY, ¿quién gana?", U),
            ("¿Hay algún premio para el que más FAVOUR aceptó en toda la partida?", U),
            ("Si en un RESELL alguien me paga COIN de más sin querer y ya pasó el turno, ¿se corrige?", U),
            ("¿Puedo venderle una carta de EVENT boca abajo a otro jugador?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Can I look at the Values cards the other players are holding?", A),
            ("Am I allowed to tell my friends which Values I've got?", A),
            ("Can I even look at my own two face-down Values?", A),
            ("Can I place my time while the player before me is still taking her turn?", A),
            ("Tom just took the card I wanted from the market. When does a new card show up?", A),
            ("If the player before me takes the left-most card, does the rest of the market move?", A),
            ("Can I use an action spot on my friend's board if she isn't using it?", A),
            ("who goes frist in adulthood", A),
            ("Tom's markers crossed on his turn. Do the rest of us get to finish the round?", A),
            ("Two of us have the same combined score at the end. Who wins?", A),
            ("At the end, do we all have to show our Values?", A),
            ("Can other players see the Traits and Resources I've played?", A),
            ("Are the money and energy tokens shared by everybody or does each of us have our own?", A),
            ("Can I take a card from the market when it's not my turn?", A),
            ("How many market cards can I take on my turn?", A),
            ("Does another player being Grown Up let me play Grown Up cards?", A),
            ("Is the Partner deck shared by everyone, or do I get my own Partners?", A),
            ("My Partner matches one of my Values. Do I have to tell anyone before the end?", A),
            ("Solo: do I still get Values?", A),
            ("Playing solo, how do I win?", A),
            ("Solo: when do Life Events happen if I'm not drawing them from the track?", A),
            ("Can more than one Life Event hit me on the same turn?", A),
            ("How many Values does everyone start with, and can the others see them?", A),
            ("I meditate. Can the others see which Value I put in my hand?", A),
            ("Can I pay for the right-most market card with energy only?", A),
            ("Tom has to take a phone call. Can he skip his turn and take it later in the round?", U),
            ("Can I pay the money for a card another player wants to play?", U),
            ("When someone draws a Life Event, does she have to read it to the table or can she keep it to herself?", U),
            ("Is there a penalty if someone peeks at my face-down Values?", U),
            ("We want to stop before anyone crosses. Can we just score it as it stands?", U),
        ],
        "es": [
            ("¿Puedo ver los Valores de los demás?", A),
            ("¿Le puedo decir a mi pareja qué Valores tengo?", A),
            ("¿Puedo mirar mis dos Valores boca abajo?", A),
            ("¿Puedo ir colocando mis meeples de tiempo mientras juega el de antes?", A),
            ("Ana se llevó la carta que yo quería del mercado, ¿cuándo sale otra?", A),
            ("Si el de antes toma la carta de la izquierda, ¿se corren las demás?", A),
            ("¿Puedo usar un espacio de acción del tablero de otro jugador?", A),
            ("quien empiesa la partida", A),
            ("Se cruzaron los marcadores de Juan, ¿seguimos jugando los demás?", A),
            ("Empatamos en puntos al final, ¿quién gana?", A),
            ("Al terminar, ¿hay que enseñar los Valores?", A),
            ("¿Los demás pueden ver mis cartas de Rasgo y Recurso?", A),
            ("¿El dinero y la energía son de un montón común o cada uno tiene el suyo?", A),
            ("¿Puedo agarrar una carta del mercado fuera de mi turno?", A),
            ("¿Cuántas cartas del mercado me puedo llevar en mi turno?", A),
            ("Si otro jugador ya es Grown Up, ¿yo puedo jugar cartas de adulto?", A),
            ("¿Las cartas de Partner salen de un mazo común para todos?", A),
            ("En adulthood, ¿cómo se sabe cuándo termina la partida para todos?", A),
            ("En solitario, ¿se reparten Valores?", A),
            ("Jugando solo, ¿cómo gano?", A),
            ("Solo: ¿cuándo robo un Life Event?", A),
            ("¿Me pueden tocar dos Life Events en el mismo turno?", A),
            ("¿Con cuántos Valores empieza cada uno?", A),
            ("Si medito, ¿los demás ven qué Valor meto en la mano?", A),
            ("Disculpe, ¿me podría decir cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("¿Puedo decirle a otro jugador qué carta del mercado le conviene?", U),
            ("¿Puede otro jugador pagarme para que no me case con cierto Partner?", U),
            ("Si alguien se puso Grown Up por error antes de tiempo y ya jugó cartas de adulto, ¿qué hacemos?", U),
            ("¿Podemos jugar sin fin por cruce, hasta que todos se crucen?", U),
            ("¿Hay premio para el que tiene más Experiencias al final?", U),
        ],
    },
    "cv": {
        "en": [
            ("Can I see the other players' secret life goals?", A),
            ("Is my life goal card secret until the end?", A),
            ("Who starts each round in CV?", A),
            ("After my turn, who goes next?", A),
            ("In the childhood draft, who do I pass the cards to?", A),
            ("Tom lost his bicycle card. Who starts the round now?", A),
            ("The player before me took the card I wanted. Is it gone for good?", A),
            ("When does the track get refilled, after each player or after the round?", A),
            ("2 players: when do we throw away the left-most track card?", A),
            ("When a deck runs out, who can get social assistance?", A),
            ("Two of us get social assistance at the same time. Who picks first?", A),
            ("Does social assistance cost the player anything?", A),
            ("Public life goal: Tom and I both did it. Who gets the points?", A),
            ("We're tied on points. Who wins?", A),
            ("Still tied after counting CV cards, what now?", A),
            ("I got 3 bad luck. Do the other players pick which card I lose?", A),
            ("Can I play an event card when it's someone else's turn?", A),
            ("Can the other players see the cards under the top one in my stacks?", A),
            ("I slid a card out to think about it. Is it mine now?", A),
            ("When is the game over for everybody?", A),
            ("with 3 players how many childhood cards do we deal and whats the bicycle for", A),
            ("How many public life goals go on the board if we're 4?", A),
            ("Can I reroll my dice more than twice?", A),
            ("When the middle age deck runs out in the middle of someone's turn, do we stop right then to check social assistance?", A),
            ("Do I get to keep the event cards I bought, or do they go into my CV?", A),
            ("Can I tell Tom which dice to reroll when it's his turn?", U),
            ("Can I give one of the cards in my CV to another player?", U),
            ("Tom lost his Work card to the box because he couldn't pay its cost. Can I ask to look at it and see what it was?", U),
            ("Can I swap places in the turn order with the player after me for one round?", U),
            ("Do the others have to tell me how many points their possessions are worth if I ask mid-game?", U),
        ],
        "es": [
            ("¿Puedo ver el objetivo secreto de los demás?", A),
            ("¿Cuándo se enseñan los objetivos personales?", A),
            ("¿Quién empieza cada ronda?", A),
            ("termine mi turno a quien le toca", A),
            ("En el draft de infancia, ¿a quién le paso las cartas?", A),
            ("Ana perdió la carta de bicicleta, ¿quién empieza la ronda ahora?", A),
            ("El de antes se llevó la carta que yo quería del track, ¿ya no vuelve?", A),
            ("¿El track se rellena después de cada jugador o al final de la ronda?", A),
            ("Vale, somos dos, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Quién puede pedir asistencia social y cuándo?", A),
            ("Si a dos nos toca asistencia social, ¿quién elige primero?", A),
            ("¿Con la asistencia social hay que pagar el costo de la carta?", A),
            ("Meta pública: Juan y yo la cumplimos igual, ¿quién se lleva los puntos?", A),
            ("Empatamos en puntos, ¿quién gana?", A),
            ("Si seguimos empatados, ¿qué pasa?", A),
            ("Saqué 3 de mala suerte, ¿los demás eligen qué carta pierdo?", A),
            ("¿Puedo jugar una carta de evento en el turno de otro?", A),
            ("¿Los demás pueden ver las cartas de debajo en mis montones del CV?", A),
            ("Aparté un poco una carta del track para pensarlo, ¿ya es mía?", A),
            ("¿Cuándo se acaba la partida?", A),
            ("Somos 3, ¿cuántas cartas de infancia se reparten y qué pasa con la bicicleta?", A),
            ("¿Cuántas metas públicas se ponen si somos 4?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("Oye, ¿con 3 de buena suerte puedo comprar la carta que quiera del track?", A),
            ("Las cartas de evento que compro, ¿van al CV o me las quedo en la mano?", A),
            ("¿Gana algo el que tiene la carta de bicicleta al final de la partida?", U),
            ("¿Le puedo dar a otro jugador la carta gratis que me toca por asistencia social?", U),
            ("¿Se pierde algo por recibir asistencia social, tipo puntos al final?", U),
            ("¿Puedo pedirle a otro jugador que me preste su carta de trabajo una ronda?", U),
            ("Vos que sabés, ¿puede el que va ganando renunciar a una meta pública para que otro se lleve los puntos?", U),
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
