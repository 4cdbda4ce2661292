"""Write the blind82 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind82/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8201-8204), so the
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
SEEDS = {"coming-of-age": 8201, "loop": 8202, "adulthood": 8203, "cv": 8204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent

Q = {
    "coming-of-age": {
        "en": [
            ("how many points does everybody start with on the points track in coming of age?", True),
            ("Mom says some places on the big board are covered up at the start. Which ones?", True),
            ("My son wants to know how many of the little wooden people he keeps at the start and where the other ones go", True),
            ("which dice do we get in the first year, just the little one?", True),
            ("do we all roll at the same time or take turns?? my daughter is slow and the others have to wait", True),
            ("i rolled 3 dice and picked one. what do i do with the other two", True),
            ("Is it fair that I can move my die to the place next door? What does it cost me?", True),
            ("are the two places at the ends of the big board next to each other?", True),
            ("When does my counter go up on the track on the right side of my board?", True),
            ("My happy track counter is already at the very end and I have to push it right again. What happens?", True),
            ("my counter is all the way on the left and has to go left again, do i lose points", True),
            ("What are the round memory tokens for, and can I use them whenever I want in coming of age?", True),
            ("the bus thing, which places does it stop at and in what order", True),
            ("When the bus stops where my die is, can I get the bus stop prize AND make friends with my sister, she has a wooden person there?", True),
            ("my friend is stuck at level 4 on my friendship track, how do i move him higher?", True),
            ("my sister has 5 trait tiles in her hand, is that cheating?", True),
            ("How do I copy somebody else's trait tile with my little copy token, what do I need?", True),
            ("We both paid for the same memory card at the same place. Do we both get it, or only who paid first?", True),
            ("i dont have the right tokens to pay at my place, what do i do then", True),
            ("Coming of Age: can everybody look at the parent cards I already played, or is my pile secret?", True),
            ("how many years (turns) does coming of age last and how many rounds is that?", True),
            ("what do we get at the end for all the tokens we didnt use", True),
            ("My son has four goal tiles. How many of them can he score at the end?", True),
            ("it's a tie on the points track at the end, who wins??", True),
            ("Rob Bot always beats my daughter when she plays alone. Is there a way to make him easier?", True),
            ("My little brother is 6 and can't roll all the dice himself. Can I roll his dice for him?", U),
            ("we lost the little bus!! can we use a coin to show where it is on the big board?", U),
            ("My son asks what happens if he has already put out all 7 of his interest tokens and has to leave another one behind.", U),
            ("Is there a special rule in Coming of Age so the youngest kid at the table gets something extra at the start?", U),
            ("Can I lend my little wooden person (my presence) to my sister for one turn so she gets the bonus at that place?", U),
        ],
        "es": [
            ("¿Cuántos muñequitos neutrales se ponen en la reserva general al preparar Coming of Age?", True),
            ("Mi hija pregunta cuántas Cartas de Padres se roban al empezar", True),
            ("¿Con qué Registros de Ánimo se empieza y dónde se pone el Contador de Estado de Ánimo?", True),
            ("¿Vale mover el dado a una ubicación que no está al lado? ¿Cuántas fichitas de frustración cuesta?", True),
            ("¿se puede poner una Ficha de Frustración en un registro que ya tiene otra en la otra punta?", True),
            ("¿Cómo se quita una Ficha de Frustración? ¿hay que pagar algo?", True),
            ("cuando gasto fichas de motivacion el contador se mueve a la izquierda?? cuanto", True),
            ("¿Cuántos puntitos (VEP) me da un Recuerdo si pago dos Fichas de Motivación?", True),
            ("En Coming of Age, ¿se puede pagar el Recuerdo con Fuerza de Voluntad? ¿Cuántas hacen falta?", True),
            ("¿Cuántas Presencias puedo poner como mucho y qué pasa si quiero poner otra más?", True),
            ("¿Para qué sirve dejar un muñequito (una Presencia) en un sitio?", True),
            ("En la fase de experiencia, ¿en qué orden se hacen los dibujitos de la casilla de abajo?", True),
            ("Si la casilla me dice que mueva un contador que todavía no tengo puesto, ¿qué hago?", True),
            ("¿Cuántas Fichas de Recuerdo puedo usar en un turno? mi hermano usó dos", True),
            ("¿Qué puedo hacer con una bonificación de Rasgo en Coming of Age?", True),
            ("¿cuántas Fichas de Rasgo se pueden jugar en toda la partida?", True),
            ("Mi hijo pregunta qué pasa con los dados que se quedan en un sitio después de que pasa el autobús", True),
            ("Al final de cada año, ¿qué se hace con las cartas de Recuerdo y con las fichas de parada de autobús?", True),
            ("Cuando acaba una ronda, ¿qué sitios se abren y qué dados nos dan en la ronda 3?", True),
            ("¿Cuántos puntitos se pierden al final por cada Ficha de Frustración que no superé?", True),
            ("Jugamos dos en Coming of Age, ¿qué es eso de las cuatro Fichas de Rasgo en fila entre los jugadores?", True),
            ("¿Con qué fichas de meta juego yo en el modo solitario contra el Rob Bot?", True),
            ("¿el Rob tira dados? ¿qué hace con ellos si no los pone?", True),
            ("¿Qué hace el Rob al final con las Fichas de Rasgo que le quedan en su montón?", True),
            ("¿Las Fichas de Motivación y de Fuerza de Voluntad se pueden acabar? tenemos pocas", True),
            ("¿Podemos jugar una versión más fácil para la peque, solo con dos Registros de Ánimo toda la partida?", U),
            ("Mi hijo pregunta: ¿cómo se juega contra el Rob Bot si somos dos niños a la vez contra él?", U),
            ("¿Vale darle la vuelta a una carta de Recuerdo para guardármela y que nadie la coja hasta mi próximo turno?", U),
            ("¿Qué pasa si alguien se enfada y se rinde a mitad de Coming of Age? ¿Se acaba la partida para todos?", U),
            ("¿Quién elige primero el personaje (el color)? Mis dos hijos quieren el mismo", U),
        ],
    },
    "loop": {
        "en": [
            ("how much money and how many cards does everyone start with in loop basic?", True),
            ("who goes first in loop?", True),
            ("My daughter got less FAVOUR cards than me at the start. Is that fair??", True),
            ("Do I have to do something on my turn or can I just pass?", True),
            ("what does WORK do? my son keeps losing happy points", True),
            ("when you BUY, how many cards can you get and how much do they cost?", True),
            ("What do the little white dots on top of the cards mean?", True),
            ("how do i CONSUME an ACTIVITY that shows two of the same colour", True),
            ("my MATERIAL went down to 0 dots, where does it go now", True),
            ("In LOOP, how many ACTIVITY cards can I keep? I have 4 now", True),
            ("When can I show my GOAL card and get the happy points for it?", True),
            ("what does the HOBBY goal need", True),
            ("at the start of my turn do i always get a new FAVOUR card?", True),
            ("My sister played a FAVOUR on me. Do I have to say yes?", True),
            ("how do I say no to a FAVOUR in loop", True),
            ("how many REPUTATION can I have at most?", True),
            ("what can I do with REPUTATION when I WORK?", True),
            ("Is it cheating if I promise my brother something for his FAVOUR and then I don't do it?", True),
            ("what happens at the end of my turn with the empty spaces where cards were?", True),
            ("When does loop end? My son thinks it stops right when someone gets to 12", True),
            ("whats the DEPLETION card and what happens to the one who turns it up", True),
            ("tie in loop basic mode, who wins?", True),
            ("In competitive mode how do we pick our CAREER?", True),
            ("What's a CREDIT CARD and how do you pay it back?", True),
            ("In the co-op mode what do we ALL need to win?", True),
            ("can my little brother be the bank and hand out the COIN to everybody?", U),
            ("My daughter wants to throw her broken cards out of her LANDFILL for good so she doesn't lose happy points at the end. Can she?", U),
            ("Can my son hand the golden happy token to his sister so she goes first instead?", U),
            ("is there a rule for who shuffles the cards and sets up the board? my kids fight about it every time", U),
            ("In LOOP can we let the littlest one have two turns in a row at the start so he can catch up?", U),
        ],
        "es": [
            ("¿Cuántos sets de MATERIAL se quitan si jugamos 3 a LOOP?", True),
            ("¿Dónde se ponen todas las COIN al preparar la partida?", True),
            ("Mi hijo es el Chef, ¿qué hace su habilidad?", True),
            ("¿El token de HAPPINESS dorado quién lo usa?", True),
            ("¿se pueden tener muchas MATERIAL en mi zona o hay un máximo?", True),
            ("¿Hay que enseñar la plata (las COIN) o se puede esconder?", True),
            ("¿Cuántas ACTIVITY puedo completar en un turno de CONSUME y cuánta felicidad da cada una?", True),
            ("¿Vale usar la misma ACTIVITY para dos GOAL distintos?", True),
            ("¿qué pide el GOAL CURIOSITY?", True),
            ("En LOOP, ¿cuántos FAVOUR puedo jugar en mi turno y cuándo?", True),
            ("¿Qué hace la carta ACQUIRE?", True),
            ("¿Qué hace la carta SHARE y cuánta REPUTATION da si dices que sí?", True),
            ("¿De qué LANDFILL se puede hacer RECYCLE? Mi hija quiere sacar de la suya propia", True),
            ("¿Vale gastar REPUTATION para que la MATERIAL salga con más puntitos cuando hago BUY?", True),
            ("¿Cuánta REPUTATION hace falta para ganar un HAPPINESS en un turno de CONSUME?", True),
            ("Si el mazo de FAVOUR se acaba, ¿qué hacemos?", True),
            ("¿si no me queda HAPPINESS para hacer WORK qué pasa?", True),
            ("¿Cuándo se saca una carta de EVENT en el modo competitivo de LOOP?", True),
            ("¿Cuándo se activan las cartas de EVENT que tengo boca abajo al lado de mi CAREER?", True),
            ("¿Qué pasa si al final me queda una CREDIT CARD sin pagar?", True),
            ("¿Cuánta felicidad se pierde al final por la basura (el LANDFILL)?", True),
            ("En el modo cooperativo, ¿se puede decir que no a un FAVOUR?", True),
            ("en cooperativo cuando recupero los FAVOUR que jugué??", True),
            ("Jugando solo a LOOP, ¿qué pasa al final de cada turno con el mazo de MATERIAL?", True),
            ("En solitario, ¿qué hace la carta azul RENEW?", True),
            ("¿Puede mi hija pedirle a su hermano que le preste su carta de CAREER un turno para usar su habilidad?", U),
            ("¿Se puede tapar el token de HAPPINESS para que los demás no sepan cuánta felicidad llevo?", U),
            ("¿Qué hacemos si se ha perdido una carta de MATERIAL y solo quedan 29 en la caja?", U),
            ("¿Vale que el que va último coja un FAVOUR extra cada turno para ayudarle un poco?", U),
            ("Mi hija pregunta si puede hacer el BUY por su hermano pequeño, que no llega a las cartas del tablero", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how many little wooden people (time) does each player get at the start of adulthood?", True),
            ("What else do we get at the start besides the meeples? My son only got 1 money", True),
            ("who goes first in adulthood?", True),
            ("my daughter has 2 career cards at the start, does she keep both??", True),
            ("how many cards go in the market at the start", True),
            ("What does the Donate spot do?", True),
            ("Can I use both spots of the same colour (like both Leisure spots) in one turn?", True),
            ("can i put meeples on the same spot two times in one turn", True),
            ("I forgot to place one meeple. Can I add it after I already started doing my actions?", True),
            ("can I use an energy token like a time meeple?", True),
            ("The card on the far left of the market, is it free? Do I get something for taking it?", True),
            ("how much does the card on the far right of the market cost", True),
            ("I just played a new card with an action on it, can I use it right away this turn?", True),
            ("In Adulthood, what happens to my old Wellness card when I play a new one?", True),
            ("how do you become Grown Up and what is it good for?", True),
            ("what happens when my marker goes over a Life Event space?", True),
            ("How do I get promoted in my job?", True),
            ("how do i get married to my partner in adulthood", True),
            ("If I change to a new partner, am I still married?", True),
            ("what is Meditate for?? my son doesnt get it", True),
            ("What are the sad tokens for? My sister has 3 of them.", True),
            ("When does adulthood end, right when someone's markers cross?", True),
            ("how do I get points for the little pictures (life icons) at the end", True),
            ("what happens if my marker goes past the end of the track?", True),
            ("Playing alone: how many cards does the market have and when does it change?", True),
            ("Can my daughter place my time meeples for me while I'm in the bathroom?", U),
            ("Can we play Adulthood without the Partner cards and the dating stuff? My kids think it's gross.", U),
            ("Can I hide my money tokens in my hand so my brother doesn't know how much I have?", U),
            ("can the youngest kid take two cards from the market on their first turn because they're little?", U),
            ("Is there a prize for the kid who gets the most Life Event cards by the end?", U),
        ],
        "es": [
            ("¿Cuántas cartas de Valores recibe cada uno y se pueden mirar?", True),
            ("¿Dónde se ponen los dos marcadores de puntos de cada jugador en Adulthood?", True),
            ("¿Qué hace el sitio de arriba de Carrera (Career) al principio de la partida?", True),
            ("¿Qué hace la acción de Entrevista (Interview)?", True),
            ("¿cuánto cuesta la Cita (Date) y qué me da?", True),
            ("¿Qué da el sitio de arriba de Ocio (Leisure)?", True),
            ("¿y el de Bienestar (Wellness) de arriba qué da?", True),
            ("¿Se pueden colocar los muñequitos antes de que llegue mi turno para ir más rápido?", True),
            ("En mi primer turno, ¿puedo jugar la carta de Carrera antes de usar las acciones?", True),
            ("¿Cuántas cartas puedo coger del mercado por turno en Adulthood?", True),
            ("¿Cuántas cartas de mi mano puedo jugar en un turno?", True),
            ("¿Puedo jugar la carta que acabo de coger del mercado en el mismo turno?", True),
            ("¿Qué significa la barra verde que tienen las cartas?", True),
            ("Mi hija tiene una carta con el dibujito de Grown Up en la barra verde, ¿puede jugarla ya?", True),
            ("¿Cuántas parejas (Partner) se pueden tener a la vez?", True),
            ("¿Puedo tener muchas cartas de Recursos y Rasgos o hay un límite?", True),
            ("Al final del turno, ¿qué se hace con las cartas del mercado?", True),
            ("¿Los marcadores pueden ir para atrás durante la partida?", True),
            ("¿Qué es el corazón de las cartas de pareja y cuántos puntitos da?", True),
            ("¿cuándo se enseñan las cartas de Valores y cuándo cuentan?", True),
            ("¿Y si empatamos en Adulthood quién gana?", True),
            ("En solitario, ¿se reparten cartas de Valores?", True),
            ("En el modo solitario de Adulthood, ¿cuánto cuesta la segunda carta que cojo del mercado?", True),
            ("¿Cuándo acaba la partida en solitario y cómo se gana?", True),
            ("¿Cuántos Logros (Achievement) se eligen para jugar solo?", True),
            ("¿Hay algún premio si llenas los cuatro huecos con una carta de Carrera, Comunidad, Ocio y Bienestar?", U),
            ("¿Se puede jugar con las cartas del mercado boca abajo, a ciegas, para que sea una sorpresa?", U),
            ("¿Se puede jugar el modo solitario con dos Logros a la vez para que dure más?", U),
            ("Mi hijo quiere saber si puede ponerle nombre a su personaje y a su pareja, ¿las cartas traen nombre?", U),
            ("¿Qué pasa si un jugador se queda dormido y no termina su turno? ¿Se le salta?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many cards go on the track at the start?", True),
            ("How many life goal cards do we get, and are some of them face up for everybody?", True),
            ("with 3 players how do we do the childhood cards in cv?", True),
            ("How does passing the childhood cards work?", True),
            ("who starts? my son has the bike card", True),
            ("how many dice do i roll and how many times can i reroll", True),
            ("Can I reroll the dice that show the bad luck face?", True),
            ("What's the most dice you can have in CV?", True),
            ("How many cards can I take from the track in one turn?", True),
            ("My daughter has 3 good luck symbols, what can she do with them?", True),
            ("can i use the event cards in my hand to help pay for a card", True),
            ("i got 3 bad luck. what happens now", True),
            ("Where do new health cards go in my pile, always on top?", True),
            ("I got a new work card, does it go on top or under the old one?", True),
            ("What is the red slash on some cards in cv?", True),
            ("if i can't pay the red slash cost what happens to the card", True),
            ("What happens to the track at the end of my turn?", True),
            ("When is the card on the far left of the track thrown away?", True),
            ("do my tokens pile up every turn like money in the bank?", True),
            ("What's social assistance? My little brother only has 3 cards and I have 7", True),
            ("when does cv end?", True),
            ("how many points do 4 health cards give?", True),
            ("How do the possession cards give points?", True),
            ("if two of us both did a public life goal, who gets the points?", True),
            ("It's a tie in CV, who wins?", True),
            ("the cards in my pile fell over and got mixed up, how do we know which one was on top?", U),
            ("In the childhood draft, can I tell my brother which cards I'm passing to him?", U),
            ("Can my brother use his knowledge card to reroll MY dice to help me?", U),
            ("Can the youngest pick their childhood card first in cv?", U),
            ("Can we keep our CV cards and carry on with the same person next game, like a longer life story?", U),
        ],
        "es": [
            ("¿Cuántos tipos de cartas distintas hay?", True),
            ("¿Cuántos símbolos tiene cada dado y son todos los dados iguales?", True),
            ("¿Qué son las cartas con dos colores en el título?", True),
            ("¿Qué es una carta de objetivo de vida y para qué sirve?", True),
            ("¿Cuándo puedo jugar una carta de evento?", True),
            ("Somos dos, ¿cómo se preparan las cartas de infancia?", True),
            ("Con 4 jugadores, ¿cuántas cartas de infancia se reparten a cada uno?", True),
            ("¿Para qué sirve la fichita de la bici si ya tengo la carta de la bici?", True),
            ("¿En qué sentido se juega y quién empieza cada ronda?", True),
            ("¿Puedo volver a tirar solo algunos dados y dejar los otros quietos?", True),
            ("¿Se puede apartar un poco la carta que quiero comprar para acordarme?", True),
            ("Con tres tréboles (buena suerte) se compra cualquier carta, ¿y si la carta pide algo especial?", True),
            ("¿Las fichitas de buena suerte cuentan junto con los dados para llegar a tres?", True),
            ("¿Qué carta pierdo si me toca la desgracia por la mala suerte?", True),
            ("¿Las fichas que usé para comprar sirven después para pagar la barra roja?", True),
            ("¿Cuándo se paga el coste de las cartas con la raya roja?", True),
            ("¿Cuál es la carta que funciona de cada montón?", True),
            ("¿Las cartas de evento que compro van al montón o a la mano?", True),
            ("Jugando dos, ¿cuándo se quita la carta de la izquierda de la fila?", True),
            ("Cuando se acaba el mazo de juventud, ¿de dónde salen las cartas nuevas?", True),
            ("En la ayuda social, ¿quién coge carta primero si hay varios pobrecitos?", True),
            ("Con la ayuda social, ¿me llevo la carta gratis aunque tenga una condición especial?", True),
            ("¿Cuántos puntos dan 5 cartas de conocimiento?", True),
            ("¿Cuándo se enseñan los objetivos de vida secretos?", True),
            ("¿Se acaba el CV cuando se acaba el mazo de vejez o antes?", True),
            ("¿Qué pasa si se pierde la fichita de la bici? ¿Cómo sabemos quién empezó?", U),
            ("¿Se pueden cambiar tres fichitas de buena suerte por un dado más?", U),
            ("¿Hay algún premio para el que consigue la primera carta de Trabajo de la partida?", U),
            ("Si mi hermano se cansa y deja la partida a la mitad, ¿qué pasa con sus cartas?", U),
            ("¿Hay alguna regla para jugar con niños pequeños, por ejemplo quitar las cartas de trabajo malas?", U),
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
