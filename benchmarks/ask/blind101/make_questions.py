"""Write the blind101 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind101/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10101-10104), so the
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
SEEDS = {"coming-of-age": 10101, "loop": 10102, "adulthood": 10103, "cv": 10104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("I've got 2 Frustration Tokens still on the far right of my Tracks at the end. How many VEP do I lose for them?", A),
            ("Two of my frustations are overcome, flipped over to the far left. Do those cost me anything at final scoring?", A),
            ("Final count: 5 Willpower, 3 Motivation and 2 unused Memory Tokens left over. What's that worth?", A),
            ("do my used memory tokens count in the leftovers at the end or only the unused ones", A),
            ("I only played 2 Trait Tiles all game but I meet 3 of my Goal Tiles. How many Goals can I score, and for how much each?", A),
            ("We're tied on VEP after final scoring. Who wins?", A),
            ("Tied on VEP and tied on Traits plus Goals as well. What's the next tiebreak?", A),
            ("For the tie-break, do my Mimic Trait Tokens on other players' Traits count as completed Traits?", A),
            ("I spent 3 turquoise Motivation Tokens on one Memory. How much VEP is that?", A),
            ("I paid 4 Willpower Tokens for a Memory instead of Motivation. Do I still get the full VEP for it?", A),
            ("My Counter bounced left on a Track where the frustration is already overcome on the far left. What do I get?", A),
            ("My Counter has to bounce left twice on a Track with no Frustration Token on it. Is that -2 VEP or -4?", A),
            ("Just met a new character and put them on level 0 of my Friendship Track. Is that worth a VEP?", A),
            ("I've got 4 Trait Tiles on my board and a 5th in hand whose requirement I meet. Can I play it for the VEP?", A),
            ("When does the game end exactly, after the 9th turn or when someone reaches some VEP total?", A),
            ("Right before final scoring, can I still flip a Memory Token to move a Counter?", A),
            ("Can I spend 4 Willpower right before the final count to overcome a frustration and dodge the -3?", A),
            ("Saver goal: I have 8 Willpower and Motivation Tokens and so does Lucia, nobody has more. Does my Goal score?", A),
            ("Does the Nostalgic Goal (type D) count Memory Tokens I already used?", A),
            ("Solo: Rob finished with 7 Motivation Tokens. How many VEP does he get for them?", A),
            ("Rob Bot still has 2 face-down Trait Tiles in his pile at the end. Do they score for him?", A),
            ("Rob is on the last space of his Personal Fulfillment Track and should advance 2 more. What's that worth to him?", A),
            ("Playing solo, can I score a Saver or Sociable Goal against Rob?", A),
            ("2-player game: what Friendship level do I need to put a Mimic Trait Token on the third neutral Trait Tile in the middle row?", A),
            ("Coming of Age question: I put my Mimic Trait Token on someone else's Trait. Who gets the VEP, me or them?", A),
            ("I beat my brother by 2 VEP and he says a win by less than 5 doesn't really count. Does the rulebook say anything about winning margins?", U),
            ("I was the first one to fill all 4 Trait Tile slots on my board. Is there bonus VEP for getting there first?", U),
            ("Is there any VEP at the end for finishing with no Frustration Tokens at all on my Tracks, like a clean-sheet bonus?", U),
            ("We all counted our final scores at the same time and it got messy. Is there an official order for which player scores first?", U),
            ("at the end do my spare Character Tokens (the ones i never placed as Presences) score anything", U),
        ],
        "es": [
            ("Al final me quedan 3 Fichas de Frustración sin superar en el extremo derecho de mis registros. ¿Cuántos VEP pierdo?", A),
            ("Me sobran 4 de Fuerza de Voluntad, 2 Fichas de Motivación y 1 ficha de Recuerdo sin usar. ¿Cuántos VEP son?", A),
            ("Empatamos a VEP, ¿quién gana entonces?", A),
            ("Seguimos empatados después de contar Rasgos y Objetivos, y también tenemos las mismas fichas en el Registro de Amistad. ¿Y ahora qué?", A),
            ("Gasté 2 Fichas de Motivación rosas en un Recuerdo. ¿Cuántos VEP me llevo y qué pasa con mi Contador de Estado de Ánimo rosa?", A),
            ("¿Cuántos VEP vale cada Ficha de Objetivo que cumplo al final?", A),
            ("Jugué 3 Fichas de Rasgo en mi tablero. ¿Cuántas Fichas de Objetivo puedo puntuar al final?", A),
            ("Oye, tuve un rebote a la izquierda con mi Ficha de Frustración ya superada en el extremo izquierdo. ¿Cuánto gano?", A),
            ("Rebote a la izquierda en un Registro de Ánimo que tiene una Ficha de Frustración sin superar a la derecha: ¿qué pierdo?", A),
            ("Mi contador ya está en la última casilla de la derecha y tengo que moverlo otra vez a la derecha. ¿Gano VEP o qué me llevo?", A),
            ("Conocí a un personaje nuevo y lo puse en el nivel 0 del Registro de Amistad, ¿me da VEP?", A),
            ("Tengo 3 Fichas de Rasgo propias y 2 Rasgos Miméticos colocados en tableros de otros. ¿Cumplo el objetivo Amistoso?", A),
            ("En solitario Rob tiene 10 Fichas de Motivación al final. ¿Cuántos VEP le tocan?", A),
            ("¿Rob puntúa Fichas de Objetivo al final en el modo solitario?", A),
            ("Cuando Rob gana una bonificación de Amistad con un personaje, ¿cuántos VEP se lleva y dónde pone la ficha?", A),
            ("Che, si pago 4 de Fuerza de Voluntad para un Recuerdo en vez de Motivación, ¿cuántos VEP me dan?", A),
            ("¿Cuándo se acaba la partida? ¿Son 9 turnos en total?", A),
            ("Antes del recuento final, ¿puedo usar una ficha de Recuerdo que todavía no usé?", A),
            ("Para los objetivos tipo D, ¿cuentan las fichas de Recuerdo que ya usé?", A),
            ("Objetivo tipo A: empato con otro jugador en número de Presencias para el Versátil. ¿Lo cumplo igual?", A),
            ("Mi Contador de Realización Personal ya llegó al final y tengo 2 Fichas de Interés en la ubicación que elegí. ¿Qué gano?", A),
            ("Dos jugadores gastamos Motivación en el mismo Recuerdo en la misma ubicación. ¿Cobramos los dos los VEP?", A),
            ("Partida a 2: ¿qué nivel de amistad necesito para poner un Rasgo Mimético en la cuarta ficha de la fila neutral?", A),
            ("Rob me gana siempre por muchísimos VEP. ¿Hay alguna forma oficial de hacerlo más fácil?", A),
            ("Ya tengo mis 4 Presencias puestas en Coming of Age y quiero otra más para el objetivo Versátil, ¿puedo?", A),
            ("¿Hay VEP extra al final si dos jugadores nos tenemos mutuamente en el nivel 7 del Registro de Amistad?", U),
            ("¿Hay alguna penalización de VEP al final por haber jugado muchas Cartas de Padres?", U),
            ("¿Se puede jugar el solitario entre dos personas juntas contra Rob y sumar los VEP como equipo?", U),
            ("¿La Ficha de Rasgo inicial (la de reverso azul) vale doble al final por ser la heredada?", U),
            ("Vos sabés si se pueden apuntar los VEP en una libreta en lugar de mover el contador por el tablero?", U),
        ],
    },
    "loop": {
        "en": [
            ("Basic game's over: I'm on HAPPINESS 10 and Jo's on 11. Does Jo just win?", A),
            ("We both finished on HAPPINESS 12. Who wins?", A),
            ("Tied on HAPPINESS and on REPUTATION. What's the next tie-break?", A),
            ("Still tied after REPUTATION and the LANDFILL count. What comes after that?", A),
            ("I've got 5 MATERIAL in my LANDFILL at the end of a competitive game. How much HAPPINESS do I lose?", A),
            ("Two of my CREDIT CARDs weren't paid off when the game ended. What's the penalty?", A),
            ("I triggered DEPLETION at the end of my turn. Does that cost me anything?", A),
            ("Co-op final: we ended at 11, 12, 10 and 11 after all the penalties. Did we win?", A),
            ("Solo: I ended on HAPPINESS 12 but still have one CREDIT CARD not paid off. Did I win?", A),
            ("Someone just hit HAPPINESS 12. Does the game end right now or do we keep going?", A),
            ("I CONSUMEd 2 ACTIVITY this turn. How much HAPPINESS is that?", A),
            ("I achieved a GOAL. How much HAPPINESS do I get for it?", A),
            ("Can the same ACTIVITY count toward two different GOALs?", A),
            ("I have 2 REPUTATION on a CONSUME turn. Can I turn them into HAPPINESS?", A),
            ("does leftover reputation count for anything at the end", A),
            ("I already have 2 REPUTATION and ACCEPTed a SHARE. Do I go up to 4?", A),
            ("My HAPPINESS went from 4 to 10 in one turn. How many EVENTs do I draw?", A),
            ("Does the INTERN really start on HAPPINESS 4 when everyone else starts on 3?", A),
            ("Solo LOOP: how many GOAL do I start with?", A),
            ("In co-op the end-of-round burn emptied the MATERIAL deck. Does anyone take the DEPLETION Penalty?", A),
            ("2 MATERIAL in my LANDFILL at the end of a competitive game. Any penalty for that?", A),
            ("I've now put 5 COIN on one CREDIT CARD. Is it cleared, and what happens to those COIN?", A),
            ("Collector is the active EVENT and I have all 5 MATERIAL types in my AREA. What do I get?", A),
            ("Make It Rain is active and I spent 5 COIN on a BUY this turn. Do I get HAPPINESS?", A),
            ("The Gap came up: my COIN plus QUALITY adds up to 14 and the lowest player has 6. What happens?", A),
            ("Is there a bonus HAPPINESS for the player who triggered the end by reaching 12 first?", U),
            ("Do the MATERIAL still sitting in my AREA at game end count for anything, like their QUALITY as points?", U),
            ("how much HAPPINESS does the SOCIAL WELLBEING goal give", U),
            ("Is there a HAPPINESS bonus for finishing with your REPUTATION at 2, besides it winning tie-breaks?", U),
            ("Co-op: can a player who's at 12 pass some HAPPINESS to a teammate stuck on 10 before the final check?", U),
        ],
        "es": [
            ("¿Cómo se decide quién gana en el modo básico cuando termina la partida?", A),
            ("Empatamos a HAPPINESS 12, ¿quién gana?", A),
            ("Empate en HAPPINESS, en REPUTATION y en MATERIAL del LANDFILL. ¿Qué se mira después?", A),
            ("Tengo 6 MATERIAL en mi LANDFILL al final del modo competitivo. ¿Cuánta HAPPINESS pierdo?", A),
            ("Me quedó una CREDIT CARD sin pagar del todo al final. ¿Cuánto me resta?", A),
            ("Tío, provoqué la DEPLETION al final de mi turno, ¿pierdo algo?", A),
            ("En cooperativo, ¿qué HAPPINESS necesitamos para ganar?", A),
            ("Solitario: quedé en HAPPINESS 11 justo después de las penalizaciones. ¿Gané?", A),
            ("Si alguien llega a 12, ¿se termina ya o se juega la ronda entera?", A),
            ("Completé 3 ACTIVITY en este turno, ¿cuánta HAPPINESS gano?", A),
            ("¿Un mismo GOAL se puede lograr dos veces para sumar más HAPPINESS?", A),
            ("¿Puedo cambiar 2 de REPUTATION por 1 de HAPPINESS en un turno de WORK?", A),
            ("Tenía HAPPINESS 0 e hice WORK. ¿Qué pasa entonces?", A),
            ("Mi HAPPINESS cambió de zona al perder puntos por un EVENT fuera de mi turno. ¿Robo EVENT igual?", A),
            ("Acepté un ACQUIRE, ¿cuánta REPUTATION gano?", A),
            ("¿Cuánta REPUTATION da aceptar un RECYCLE?", A),
            ("Completé mi cuarta ACTIVITY pero solo se pueden tener 3. ¿Qué hago con la vieja?", A),
            ("En solitario, si la DEPLETION sale con el descarte del final del turno, ¿me quita HAPPINESS?", A),
            ("Economic Slowdown está activo: ¿cuántas ACTIVITY puedo CONSUMEr en mi turno?", A),
            ("Overtime está activo y hago WORK de INTERN. ¿Cuánto gano y cuánta HAPPINESS pierdo?", A),
            ("Con A Diamond Is For Business activo acabé el turno sin METAL. ¿Qué pasa?", A),
            ("Soy Tycoon, tengo 6 COIN y una CREDIT CARD y hago WORK. ¿Cómo quedo?", A),
            ("¿Qué necesito para lograr el GOAL HOBBY?", A),
            ("Soy Homemaker y solo tengo 1 MATERIAL en mi turno. ¿Gano REPUTATION?", A),
            ("En cooperativo, ¿la penalización de LANDFILL se aplica antes de ver si ganamos?", A),
            ("Terminé con los 5 tipos de MATERIAL en mi AREA pero sin el EVENT Collector activo. ¿Me dan algo al final?", U),
            ("¿Hay puntos extra por haber CONSUMEido 3 ACTIVITY de golpe en un solo turno, aparte de la HAPPINESS normal?", U),
            ("¿Existe alguna penalización por acabar la partida con menos COIN de los que tenía al empezar?", U),
            ("Disculpe, ¿se puede jugar una partida más larga, hasta HAPPINESS 15, con las mismas reglas de puntuación?", U),
            ("¿Hay un premio para el jugador con menos MATERIAL en la LANDFILL aunque no haya empate?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Game over: I'm on 14 Happiness and 12 Impact. What's my score?", A),
            ("I have 2 Unhappiness tokens and 1 Negative Impact token. How do they count at the end?", A),
            ("I've got 4 Family icons. How many happy is that worth at the end?", A),
            ("3 Education icons and 3 Social icons: what do I get for those?", A),
            ("I married a Partner whose heart matches one of my Values. What's the bonus?", A),
            ("My Partner's heart matches my Value but we never got Married. Do I still get the heart points?", A),
            ("My two facedown Values never got meditated into my hand. Do they still score at the end?", A),
            ("My Happiness marker went past the end of the track. How do I count that?", A),
            ("We're tied on combined score. Who wins?", A),
            ("My markers just crossed on my turn. Does the game stop right now?", A),
            ("What counts as crossed exactly? My markers are right next to each other.", A),
            ("Do the icons on the cards in my Experience stack count for the sets at the end?", A),
            ("A Trait gives me an extra Family icon. Does it count in the final sets?", A),
            ("Solo Adulthood: do I get points for sets of Life icons and for the heart?", A),
            ("Solo: I ended with my markers crossed but didn't finish any Achievement level. Did I win?", A),
            ("solo game, when does it actually end", A),
            ("I got an Unhappiness token mid-game. Do I move my marker back right away?", A),
            ("Does the order I score my Values in matter? can I pick?", A),
            ("I passed two Life Event spaces in one turn. Do I take both?", A),
            ("I passed the Grown-Up space on the Happiness track but not on Impact. Am I Grown Up yet?", A),
            ("I Donated 3 money. How far does that move me on Impact?", A),
            ("What's the first thing we do in final scoring?", A),
            ("I played Overseas Vacation. What does it give me and which icon does it leave?", A),
            ("Solo: where do I write down my final score?", A),
            ("Is scoring in Adulthood just Happiness plus Impact, or do cards add points too?", A),
            ("Do the leftover Time meeples I didn't place on my last turn count for anything at the end?", U),
            ("My friend and I both crossed on the final turn. Is there a bonus for whoever crossed by more spaces?", U),
            ("Is there an end-game bonus for the player who Donated the most over the game?", U),
            ("Is there a bonus for having the most Partner cards in my Experience stack, like for dating the most?", U),
            ("Is there an end bonus for staying Married to the same Partner the whole game?", U),
        ],
        "es": [
            ("Se acabó: tengo 18 de Happiness y 15 de Impact. ¿Cuál es mi puntuación?", A),
            ("Tengo 3 fichas de Negative Impact. ¿Qué hago con ellas al final?", A),
            ("Tengo 5 iconos de Luxury, ¿cuántos happy me dan?", A),
            ("Tengo 2 iconos de Family y 2 de Social. ¿Me dan algo al final?", A),
            ("Me casé con una Partner cuyo corazón encaja con uno de mis Values. ¿Cuánto gano?", A),
            ("Empatamos en la suma de Happiness e Impact, ¿quién gana?", A),
            ("Mi marcador de Impact pasó el final del track. ¿Cómo se cuenta eso?", A),
            ("Los marcadores de un jugador se cruzaron, ¿seguimos jugando o se acaba ya?", A),
            ("Al final, ¿se cuentan los Values boca abajo que nunca miré?", A),
            ("¿En qué orden se hacen los pasos de la puntuación final?", A),
            ("¿Las cartas de la pila de Experiencias cuentan para los sets de iconos?", A),
            ("¿Las Life Events que tengo en la pila de Experiencias cuentan para algo al final?", A),
            ("En solitario, ¿cuento los sets de Life Icons y el corazón?", A),
            ("En solitario, ¿cuándo termina la partida?", A),
            ("Solitario: ¿qué necesito para ganar?", A),
            ("¿Puedo retroceder en el track de Happiness durante la partida?", A),
            ("Pasé por una casilla de Life Event, ¿qué hago?", A),
            ("¿Con pasar el Grown Up en un solo track ya soy Grown Up?", A),
            ("Che, hice Donate con 3 money, ¿cuánto Impact me da?", A),
            ("¿Cuánto Happiness da la acción de arriba de Leisure?", A),
            ("Tengo 3 iconos Shady al final, ¿suman o restan?", A),
            ("Cambié de Partner y estaba Married con la anterior: ¿sigo casado para lo del corazón?", A),
            ("En solitario, ¿cuántas Life Events tiene el mazo y cuándo se roban?", A),
            ("¿Cuenta el icono de mi Career actual para los sets de iconos?", A),
            ("¿Las fichas de Unhappiness restan de Happiness o de Impact?", A),
            ("¿Hay algún bonus al final por casarse con una Partner que tenga el mismo Life Icon que tu Career?", U),
            ("¿Las cartas que quedan en el mercado al terminar la partida le dan algo a alguien?", U),
            ("¿Se gana algo al final por haber pasado más casillas de Life Event que nadie?", U),
            ("¿Hay que anunciar en voz alta los happy de cada Value al revelarlo o basta con mover el marcador?", U),
            ("Disculpe, ¿hay un bonus al final para quien termine con la Career más alta de la mesa estando Promoted?", U),
        ],
    },
    "cv": {
        "en": [
            ("I've got 4 Health cards at the end. How many points is that?", A),
            ("3 Relationship cards, what are they worth?", A),
            ("5 Knowledge cards: how many points?", A),
            ("How do my Possession cards score?", A),
            ("Two of us tied for a public life goal. Does each get the full points or do we split them?", A),
            ("We're tied on total points. Who wins?", A),
            ("Still tied after the card count too. Then what?", A),
            ("Do event cards still in my hand count as part of my life story at the end?", A),
            ("When exactly does the game end?", A),
            ("I've got 3 money tokens at the end of the game. Are they worth anything?", A),
            ("Do the older cards buried under my Health stack still count for points, or only the active one on top?", A),
            ("I lost a Relationship card to misfortune. Does it still count at the end?", A),
            ("When do we reveal our secret life goals?", A),
            ("I took a two-colour card as Health. Can I count it as Knowledge at the end instead?", A),
            ("Couldn't pay a red-slash cost, so the card went back in the box. Do I get any points from it?", A),
            ("Does a card I got from social assistance count in my stacks like a bought one?", A),
            ("4 players: how many public life goals are there to score?", A),
            ("Last round: does everybody still get their turn before we count?", A),
            ("2-player game: when does the leftmost track card get discarded, and does that make the game end sooner?", A),
            ("Public goal: Julius and I both have 5 possessions, Eric has 3. Who scores the Collector goal and how much?", A),
            ("My secret life goal is done. How many points does it give me?", A),
            ("Can I use 3 good luck symbols to buy a Possession for free?", A),
            ("I put a new Possession on top of an old one. Do both still score?", A),
            ("social assistance: I have 3 cards and someone has 6. do i get a free card", A),
            ("Quick one about CV: how many points for 5 Possession cards worth 3, 4, 4, 5 and 3?", A),
            ("If my secret life goal is met twice over, do I score it double?", U),
            ("Does a red-slash card still sitting in my stacks give penalty points at the end?", U),
            ("Is there an end bonus for the player who never needed social assistance?", U),
            ("Is there an end bonus for the player who used the most event cards during the game?", U),
            ("do the extra dice i got (5th, 6th) score anything at the end", U),
        ],
        "es": [
            ("Tengo 4 cartas de Relationship al final. ¿Cuántos puntos son?", A),
            ("Tengo 5 cartas de Health, ¿cuánto valen?", A),
            ("3 cartas de Knowledge, ¿cuántos puntos dan?", A),
            ("¿Cómo se cuentan las cartas de Possession al final?", A),
            ("Tres jugadores empatamos en un objetivo público. ¿Quién se lleva los puntos?", A),
            ("Empatamos en puntos, ¿quién gana?", A),
            ("Empatamos en puntos y en número de cartas. ¿Y ahora qué?", A),
            ("¿Las cartas de evento que me quedan en la mano cuentan al final?", A),
            ("¿Cuándo termina la partida exactamente?", A),
            ("¿Las fichas que tengo al final dan puntos?", A),
            ("¿Cuentan las cartas de abajo de la pila o solo la activa?", A),
            ("Perdí una carta por una desgracia (mala suerte). ¿Cuenta al final?", A),
            ("¿Una carta de dos colores puede contar para los dos tipos al final?", A),
            ("¿Cuántos objetivos públicos hay con 3 jugadores?", A),
            ("¿El objetivo secreto se enseña al final?", A),
            ("¿La carta que agarré por ayuda social cuenta para mis puntos?", A),
            ("En la última ronda, ¿juegan todos antes de contar los puntos?", A),
            ("Quiero poner una carta de Work nueva debajo de la vieja para no perder la activa, ¿puedo?", A),
            ("Con 2 jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("No pude pagar el coste de la barra roja de una carta, ¿qué pasa con ella?", A),
            ("¿Puedo usar 3 símbolos de buena suerte para llevarme una Possession gratis?", A),
            ("Tengo 3 símbolos de mala suerte, ¿pierdo una carta? ¿cuál?", A),
            ("¿Con cuántos dados como máximo puedo tirar?", A),
            ("Ayuda social: yo tengo 4 cartas y otro jugador tiene 8, ¿me toca?", A),
            ("¿En CV cuántas cartas de infancia recibe cada uno con 4 jugadores?", A),
            ("¿Hay puntos negativos por no tener ninguna carta de Health al final?", U),
            ("¿Hay un premio para quien tenga más cartas de infancia al final?", U),
            ("¿Las cartas de Work que perdí por no pagar su coste restan puntos al final?", U),
            ("Usted sabe si hay puntos extra por combinar una pareja y una casa?", U),
            ("¿Hay un bonus para el jugador que compró la última carta del mazo de vejez?", U),
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
