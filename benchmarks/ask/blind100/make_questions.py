"""Write the blind100 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind100/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10001-10004), so the
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
SEEDS = {"coming-of-age": 10001, "loop": 10002, "adulthood": 10003, "cv": 10004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("End of the game and I've got 2 unresolved frustrations on the far right of my tracks. How many VEP do I lose?", A),
            ("One of my Frustration Tokens is flipped and sitting on the far left, overcome. Does that one cost me VEP at the final scoring?", A),
            ("I played 3 Trait Tiles and I meet the requirements of all 4 of my Goal Tiles. How many Goals can I score and what's each worth?", A),
            ("leftovers: 5 willpower, 3 motivation and 2 unused memory tokens. how many VEP is that", A),
            ("Do my used (flipped) Memory Tokens count towards the lefover VEP at the end?", A),
            ("We're tied on VEP at the end of coming of age. Who wins?", A),
            ("Still tied after counting Trait and Goal Tiles. What decides it now?", A),
            ("I spent 3 green Motivation Tokens on one Memory Card. How many VEP is that?", A),
            ("I paid 4 Willpower instead of a Motivation Token for a Memory. How many VEP do I get for it?", A),
            ("My green Counter has to bounce left twice and there's an overcome Frustration Token on the far left of that track. What do I score?", A),
            ("Bounced left on a track with no frustration on it and I don't want to place a Frustration Token. What does it cost me?", A),
            ("First time I meet a neutral character, what's that worth in VEP?", A),
            ("If I put a Mimic Trait Token on the yellow player's Trait, do I get that Trait's VEP too?", A),
            ("I've played 4 Trait Tiles already. Can I play a 5th one for its VEP?", A),
            ("My Personal Fulfillment Counter is already at the end of the track and I pick up 2 Interest Tokens. Do I get anything?", A),
            ("How many turns is the whole game, so I know when we tally?", A),
            ("Right before final scoring, can I still use a Memory Token I have left?", A),
            ("I have the Saver goal and I'm tied with another player on Willpower and Motivation Tokens. Does my goal count?", A),
            ("Solo game's over. How does Rob Bot score at the end?", A),
            ("Rob is already on the last space of his Fulfillment track and has 2 more advances to do. How many VEP does he get?", A),
            ("Rob finished with 7 Motivation Tokens, what are they worth to him?", A),
            ("In the 2-player game I want to mimic the third neutral Trait in the row. What friendship level do I need with its character?", A),
            ("Does the tie-break count the Traits I mimicked on other players' boards or only my own?", A),
            ("I played the Stubborn Trait when I had 3 green tokens, but I've spent them since. Do I lose its VEP?", A),
            ("Got the purple character up to level 7 on my Friendship Track. Which goal does that score and how much?", A),
            ("Is there a penalty at the end for Mood Counters stuck on the far left of their tracks?", U),
            ("Any VEP for the Memory Cards still face up on the board when the game ends? Does anyone get them?", U),
            ("Do the Parent Cards in my face-up discard pile score anything at the end, like a point per card?", U),
            ("Is there a bonus at the end for whoever has the fewest unresolved frustrations?", U),
            ("do my Mood Counters sitting on passive bonus spaces give me VEP at final scoring, besides the traits?", U),
        ],
        "es": [
            ("Al final tengo 4 Fichas de Frustración sin resolver. ¿Cuántos VEP pierdo?", A),
            ("¿Cuántos VEP da cada Ficha de Objetivo que cumplo al final?", A),
            ("Me sobraron 7 fichas de Fuerza de Voluntad y 4 Fichas de Motivación. ¿Cuánto valen al final?", A),
            ("Empatamos a VEP, ¿quién gana entonces?", A),
            ("¿En el desempate cuentan los Rasgos Miméticos que puse sobre Fichas de Rasgo de otros jugadores?", A),
            ("Seguimos empatados después de contar Rasgos y Objetivos. ¿Qué se mira ahora?", A),
            ("Gasté dos Fichas de Motivación en un Recuerdo. ¿Cuántos VEP me llevo?", A),
            ("Gasté 3 Fichas de Motivación rosas de golpe. ¿Cuántos pasos retrocede mi Contador de Estado de Ánimo rosa?", A),
            ("Tengo que rebotar a la izquierda y ya hay una Ficha de Frustración sin resolver a la derecha de ese Registro de Ánimo. ¿Qué pasa con mis VEP?", A),
            ("¿Cuánto da quitar una ficha de frustración superada al rebotar a la izquierda?", A),
            ("Mi contador ya está en la última casilla de la derecha y me toca moverlo otra vez a la derecha. ¿Gano algo?", A),
            ("Jugué la Ficha de Rasgo Hoarder. ¿Cuántos VEP da?", A),
            ("¿Cuántas Fichas de Rasgo puedo tener en la mano como maximo? porfa rápido", A),
            ("Solo he jugado 2 Fichas de Rasgo en mi tablero. ¿Cuántos Objetivos puedo puntuar al final?", A),
            ("Para el Objetivo tipo D, ¿cuentan las Fichas de Recuerdo que ya usé?", A),
            ("¿Con cuántos VEP empieza cada uno en coming of age?", A),
            ("¿Cuántos turnos tiene la última ronda y con qué dados se juega?", A),
            ("Solitario: al final, ¿qué hace Rob con las Fichas de Rasgo que le quedan en su pila?", A),
            ("En solitario Rob ya tiene un personaje en el nivel 0 de su Registro de Amistad. ¿Dónde pone el siguiente para sacar VEP?", A),
            ("Che, en solitario Rob tiene Fichas de Motivación del tipo que pide la ubicación. ¿Gana los VEP del Recuerdo y las gasta?", A),
            ("Rob me está ganando por mucho en solitario, ¿se puede bajar la dificultad?", A),
            ("Partida a dos: quiero poner un Rasgo Mimético en la segunda ficha neutral de la fila. ¿Qué nivel de amistad necesito?", A),
            ("Tengo el Objetivo Versatile y empato en Presencias con otro jugador. ¿Lo cumplo?", A),
            ("¿Cuántas Presencias necesito para un Objetivo tipo B?", A),
            ("Antes de contar, gasté 4 de Fuerza de Voluntad para superar una frustración. ¿Me ahorro los 3 VEP de esa ficha?", A),
            ("¿Las Fichas de Frustración que me quedaron en la reserva sin usar dan algo al final?", U),
            ("¿Cuenta algo al final tener a otro jugador en el nivel 4 de mi Registro de Amistad?", U),
            ("¿Hay premio para el primero que juega sus 4 Fichas de Rasgo?", U),
            ("Al dividir los sobrantes entre 3 me quedan 2 fichas sueltas. ¿Sirven para el desempate?", U),
            ("Oye, ¿hay bonus al final por tener Fichas de Recuerdo de los tres colores?", U),
        ],
    },
    "loop": {
        "en": [
            ("Basic game's over, I'm on HAPPINESS 10 and my friend is on 9. Who wins?", A),
            ("We both ended on HAPPINESS 11. Who wins?", A),
            ("Same HAPPINESS and we both have 2 REPUTATION. What's the next tie-break?", A),
            ("still tied after the landfill check, whats next", A),
            ("Tied on everything down to GOAL achieved. What's the last tie-break?", A),
            ("I've got 5 MATERIAL in my LANDFILL at the end of a competitive game. How much HAPPINESS do I lose?", A),
            ("Do we take off HAPPINESS for the LANDFILL in a Basic Mode game of loop?", A),
            ("I still have 2 CREDIT CARD not paid off when the game ends. What's the penalty?", A),
            ("One of my CREDIT CARD has 4 COIN on it at the end. Does it still count as unpaid?", A),
            ("I triggered DEPLETION at the end of my turn. What does that cost me?", A),
            ("Someone just hit HAPPINESS 12. Does the game end right now or do we keep going?", A),
            ("4 players, we're in the last round. Who takes the very last turn?", A),
            ("Co-op: what exactly do we need at the end to win?", A),
            ("In co-op the end-of-round burn just revealed DEPLETION. Does anyone lose HAPPINESS for it?", A),
            ("Solo game: what HAPPINESS do I need at the end to win?", A),
            ("I achieved a GOAL. How much HAPPINESS does it give me?", A),
            ("Can the same 3 ACTIVITY count for two different GOAL?", A),
            ("Can I achieve the same GOAL twice for double HAPPINESS?", A),
            ("How much HAPPINESS do I get for each ACTIVITY I CONSUME?", A),
            ("I spent 2 REPUTATION during my CONSUME turn. How much HAPPINESS is that?", A),
            ("My HAPPINESS went from 4 to 10 in one turn. How many EVENT do I draw?", A),
            ("Does the INTERN start on the same HAPPINESS as the other CAREER?", A),
            ("I have to WORK but I'm on HAPPINESS 0. What happens in a Basic game?", A),
            ("Competitive: WORK is my only option and I have no HAPPINESS to lose. What do I do?", A),
            ("I've completed 5 ACTIVITY this game. Do all 5 count toward my GOAL?", A),
            ("Does the golden start-player HAPPINESS token break a tie?", U),
            ("In co-op, do the REPUTATION tokens we have left at the end count for anything?", U),
            ("Does the QUALITY left on the MATERIAL in my AREA count for anything at game end?", U),
            ("Is there a penalty for ending the game with 0 COIN?", U),
            ("I paid off all my CREDIT CARD before the end. Do I get any bonus for good credit?", U),
        ],
        "es": [
            ("Terminamos: yo tengo HAPPINESS 11 y 2 de REPUTATION, mi colega 11 y 1 de REPUTATION. ¿Quién gana?", A),
            ("¿El desempate del modo Competitivo es el mismo que en el Básico?", A),
            ("Tengo 7 MATERIAL en mi LANDFILL al acabar. ¿Cuánta HAPPINESS pierdo?", A),
            ("Tengo 3 CREDIT CARD sin pagar al terminar. ¿Cuánto pierdo?", A),
            ("¿Cuántos COIN hay que poner para liquidar una CREDIT CARD y cuántos por turno?", A),
            ("Si pido una CREDIT CARD, ¿qué me dan al momento?", A),
            ("Se acabó el mazo de MATERIAL. ¿Se termina ya la partida?", A),
            ("En solitario la quema de MATERIAL provocó el DEPLETION. ¿Me quita HAPPINESS?", A),
            ("En cooperativo uno llegó a 12 y otro se quedó en 10. ¿Ganamos?", A),
            ("En solitario, ¿con cuántas GOAL empiezo?", A),
            ("Consumí 3 ACTIVITY en un turno. ¿Cuánta HAPPINESS gano?", A),
            ("¿Cuánta REPUTATION puedo tener como máximo?", A),
            ("Acepté un SHARE, ¿cuánta REPUTATION me llevo?", A),
            ("¿Cuánta REPUTATION da aceptar un RECYCLE?", A),
            ("¿Cuánta HAPPINESS me quita trabajar de INTERN?", A),
            ("Trabajé de INTERN y gasté 2 REPUTATION. ¿Cuántos COIN me llevo?", A),
            ("¿Qué necesito para la GOAL HOBBY?", A),
            ("¿Cómo se cumple la GOAL CURIOSITY?", A),
            ("¿Puedo revelar una GOAL en un turno de WORK para sumar la HAPPINESS?", A),
            ("Con el EVENT Collector activo, ¿cuánta HAPPINESS gano?", A),
            ("Con Overtime activo trabajé. ¿Cuánta HAPPINESS pierdo y cuántos COIN gano?", A),
            ("Soy Tycoon y tengo 2 CREDIT CARD. Trabajé, ¿cuánta HAPPINESS pierdo?", A),
            ("¿Vos sabés cuánta REPUTATION gano con la Homemaker si tengo un solo MATERIAL en mi turno?", A),
            ("Un EVENT en el turno de otro me bajó de zona de HAPPINESS. ¿Robo EVENT igual?", A),
            ("¿A cuánta HAPPINESS tiene que llegar alguien para que se acabe la partida de loop?", A),
            ("¿Las CAREER más difíciles dan HAPPINESS extra al final?", U),
            ("En solitario, ¿los FAVOUR azules que tengo jugados a la izquierda de mi AREA dan algo al final?", U),
            ("¿La HAPPINESS puede quedar por debajo de 0 con las penalizaciones del final?", U),
            ("¿Las GOAL conseguidas valen algo más al final, aparte de la HAPPINESS que dieron en su momento?", U),
            ("Tío, ¿hay bonus al final por tener MATERIAL de los 5 tipos en mi AREA, aunque no esté Collector?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Game's over: my Happiness is on 18 and my Impact on 20. What's my score before the end steps?", A),
            ("I have 3 Unhappiness tokens. What happens to them at scoring?", A),
            ("I've got 4 Family icons, how much happy is that?", A),
            ("5 Education icons and 3 Fame icons, what do the sets give me?", A),
            ("Do the icons of cards in my Experience stack count for the sets at the end?", A),
            ("I married a Partner whose heart matches one of my Values. How much is that worth?", A),
            ("My Partner matches my Value but we never got Married. Do I still get the heart points?", A),
            ("We're tied on combined score in adulthood. Who wins?", A),
            ("My Happines marker went past the end of the track. How do I count that?", A),
            ("Someone's markers crossed in the middle of the round. Does the game end right away?", A),
            ("What exactly counts as the markers crossing?", A),
            ("Do my facedown Values score at the end or only the one in my hand?", A),
            ("In what order do we do the end-of-game scoring?", A),
            ("Can I choose the order my Values cards score in?", A),
            ("solo: when does the game end", A),
            ("Solo adulthood: do I get happy for sets of Life icons and the heart?", A),
            ("Solo: do my Unhappiness tokens still count against me?", A),
            ("Solo: what do I need at the end to win?", A),
            ("Solo: where do I write down my final score?", A),
            ("I got an Unhappiness token mid-game. Do I move my Happiness marker back right away?", A),
            ("My Trait gives me an extra Life icon. Does it count at the end?", A),
            ("I swapped Partners. Do my old Partner's icons still count for my sets?", A),
            ("I passed two Life Event spaces in one turn. Do I get two Life Events?", A),
            ("What does it take to get Married so I can get the heart?", A),
            ("Can I count my Career card's own icon for the Promotion requirement?", A),
            ("Is it ok to keep the score on paper instead of moving the markers on the Scoring Board?", U),
            ("Is there a bonus for the player whose markers crossed first and triggered the end?", U),
            ("We ended with Promoted and Married markers. Do those give any points by themselves?", U),
            ("Does having a card on all four slots of my board (Career, Community, Leisure, Wellness) give anything at the end?", U),
            ("Any end-game bonus for the player who Donated the most money?", U),
        ],
        "es": [
            ("Acabamos: mi Happiness está en 15 y mi Impact en 22. ¿Cuántos puntos tengo?", A),
            ("Tengo 2 fichas de Negative Impact. ¿Qué hago con ellas al final?", A),
            ("Tengo 3 iconos de Social, ¿cuánto me dan al final?", A),
            ("Solo tengo 2 iconos de Luxury. ¿Dan algo?", A),
            ("¿Cuánto da el corazón completo al final?", A),
            ("Empatamos en la suma total. ¿Hay desempate?", A),
            ("¿Qué pasa si mi marcador de Impact se sale del final del track?", A),
            ("¿Cuándo se acaba exactamente la partida de adulthood?", A),
            ("Ya se cruzaron los marcadores de alguien. ¿Quién juega el último turno?", A),
            ("¿Los Values se enseñan al final o se quedan secretos?", A),
            ("Perdí un poco de Happiness por una carta. ¿Retrocede el marcador ya?", A),
            ("Pasé la casilla de Grown-Up en Happiness. ¿Tengo que pasarla también en Impact?", A),
            ("Estaba Promoted y cambié de Career. ¿Sigo Promoted?", A),
            ("¿Se pueden tener dos Partner a la vez?", A),
            ("En solitario, ¿se roban Life Events al pasar esas casillas del track?", A),
            ("En solitario, ¿cuánto cuesta la tercera carta que cojo del mercado en un turno?", A),
            ("En solitario, ¿cuántos Life Events hay y cuándo se roban?", A),
            ("¿Se reparten Values en solitario?", A),
            ("Agarré la carta de más a la izquierda del mercado. ¿Qué gano aparte de la carta?", A),
            ("¿Cuánto cuesta la carta de la derecha del todo del mercado?", A),
            ("Disculpe, ¿cuánto cuesta avanzar en Impact con Donate?", A),
            ("La acción de arriba de Leisure, ¿cuánto Happiness da y cuánto time cuesta?", A),
            ("¿Las cartas de Experience cuentan sus iconos al final?", A),
            ("Una carta tiene el icono Grown Up en la barra verde. ¿Cuándo la puedo jugar?", A),
            ("Tengo 6 iconos de Creativity, cuantos happy son?", A),
            ("¿Hay penalización al final por haber cambiado muchas veces de Career?", U),
            ("¿Los Resources que tengo al lado del tablero suman puntos al final aparte de sus iconos?", U),
            ("¿Hay bonus por haber usado las cuatro acciones de abajo (Interview, Donate, Date, Meditate) en la partida?", U),
            ("En solitario, ¿la Achievement que descarté al principio puntúa algo?", U),
            ("¿Hay premio al final para quien tenga más Life Events en su Experience stack?", U),
        ],
    },
    "cv": {
        "en": [
            ("I've got 4 Health cards at the end, how many points is that?", A),
            ("3 Relationship cards and 5 Knowledge cards, what's my total for those?", A),
            ("Do the covered cards in my stack count for scoring, or only the active one on top?", A),
            ("How do Possession cards score at the end?", A),
            ("When do I reveal my secret life goal card?", A),
            ("Two of us tie on a public life goal. Who gets the points?", A),
            ("We're tied on points, who wins?", A),
            ("Still tied after comparing how many cards we each have. Now what?", A),
            ("When exactly does the game end so we can add up?", A),
            ("Do event cards I bought and never used count for points?", A),
            ("Which pile does a card with two colours score in?", A),
            ("I lost a card to misfortune. Which card goes, and does it still score?", A),
            ("I ended up with 3 bad luck symbols this turn. What do I lose?", A),
            ("I couldn't pay a red-slash cost. What happens to that card?", A),
            ("Who can take social assistance when a deck runs out?", A),
            ("Can I slide a new Knowledge card under my stack instead of on top?", A),
            ("Do my tokens pile up every turn like income?", A),
            ("How many public life goals are face up in a 4-player game?", A),
            ("2 players: when does the leftmost card on the track get discarded?", A),
            ("whats the max number of dice", A),
            ("I've got 3 good luck symbols. What can I buy with them?", A),
            ("How many cards can I buy from the track in one turn?", A),
            ("At the end, what do we use to add up the points?", A),
            ("How many childhood cards does each player end up with after the draft?", A),
            ("Who starts each round?", A),
            ("If I meet 4 of the 5 things my secret life goal asks for, do I get part of its points?", U),
            ("Is there a penalty at the end for having no Health card at all?", U),
            ("Does an active Work card with a red-slash cost take points off at the end?", U),
            ("Is there a bonus at the end for having the most dice, like all 7?", U),
            ("Does taking social assistance cost you any points at the end?", U),
        ],
        "es": [
            ("Tengo 5 cartas de Conocimiento. ¿Cuántos puntos son?", A),
            ("Tengo 4 de Salud y 4 de Relaciones. ¿Cuánto suman?", A),
            ("Tengo 3 posesiones de 4, 5 y 6 puntos. ¿Cuánto sumo por ellas?", A),
            ("Empatamos a puntos, quien gana?", A),
            ("Empatamos a puntos y también tenemos el mismo número de cartas. ¿Y ahora?", A),
            ("Si empatamos en un objetivo público, ¿nos repartimos los puntos?", A),
            ("¿Cuándo se enseña el objetivo de vida secreto?", A),
            ("¿Cuándo termina la partida de cv?", A),
            ("¿Las cartas de evento que compré y no usé cuentan al final?", A),
            ("¿Una carta de dos colores cuenta en las dos pilas?", A),
            ("Saqué 3 símbolos de mala suerte. ¿Qué pierdo?", A),
            ("Entre dados y fichas tengo 6 malas suertes. ¿Cuántas cartas pierdo?", A),
            ("No pude pagar el coste de la barra roja. ¿Qué pasa con la carta?", A),
            ("¿Cuántos dados tiro al principio de mi turno?", A),
            ("cuantas veces puedo volver a tirar los dados?", A),
            ("¿Puedo usar para pagar un coste las fichas que ya gasté comprando cartas ese turno?", A),
            ("¿Cuándo se mira lo de la ayuda social?", A),
            ("La carta que me llevo por ayuda social, ¿hay que pagarla?", A),
            ("Con 2 jugadores, ¿cómo se preparan las cartas de infancia?", A),
            ("¿Cuántas cartas se ponen en la pista al principio?", A),
            ("¿Las cartas de Trabajo se pueden meter debajo de la pila?", A),
            ("Somos 3, ¿cuántos objetivos públicos se ponen?", A),
            ("Me sobraron símbolos de una carta de evento. ¿Me los guardo como fichas?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("El de la bicicleta la perdió por una desgracia. ¿Quién empieza la ronda ahora?", A),
            ("¿Hay puntos por tener más cartas que nadie?", U),
            ("¿Cuenta algo al final el número de desgracias que sufrí?", U),
            ("¿Hay bonus para quien tenga la pila de Conocimiento más alta, aparte de la tabla?", U),
            ("¿Hay bonificación por acabar con las pilas de Salud, Relaciones y Conocimiento con el mismo número de cartas?", U),
            ("Oye, ¿hay tope de puntos para las Posesiones?", U),
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
