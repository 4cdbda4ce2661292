"""Write the blind83 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind83/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8301-8304), so the
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
SEEDS = {"coming-of-age": 8301, "loop": 8302, "adulthood": 8303, "cv": 8304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent

Q = {
    "coming-of-age": {
        "en": [
            ("how many turns is coming of age? my son says its 10 because there are 10 places on the big board", True),
            ("What do we put on places 5 to 10 at the start, and why cant we go there?", True),
            ("my daughter wants to know why she only gets the little four-sided die at first. when do we get more dice and what kind?", True),
            ("Is it fair if my son waits to see where his sister puts her die before he picks his?", True),
            ("what happens to the dice i dont pick? do they just go back to me", True),
            ("My son put his die on the pizza place but he wants to go to the arcade next door. Can he still go there?", True),
            ("When she finally goes to a place where she left the little interest things before, what does she get?", True),
            ("The bottom part of each place with the little pictures, do we do all of it and in what order?", True),
            ("my sons counter is already at the very end on the right and the place says move it right again. what happens", True),
            ("My daughter has to move a counter left but it's already all the way left. She doesn't want to lose points, what can she do instead?", True),
            ("how do u get rid of the sad frustation tokens", True),
            ("Can I use two memory tokens in the same turn if I have them?", True),
            ("how many trait tiles can i hold? my son just drew a fifth one", True),
            ("Is it fair that my sister can copy my trait with her little mimic token? What does she need to do it?", True),
            ("wich way does the bus go and were does it stop", True),
            ("When the bus stops at my place can I take the bus stop bonus AND make friends with the kid who has his little wooden person there?", True),
            ("my son wants to move his friend from level 4 up to level 5 on the friendship track, how?", True),
            ("How many points do you get for the memory card if you pay with three motivation tokens?", True),
            ("My son has used all four of his little wooden people for presences. can he put one somewhere new?", True),
            ("What if my daughter can't get the memory and doesn't want a presence either?", True),
            ("when do we get a new mood track to play with?", True),
            ("At the end, how many points do you lose for each frustration token still on the right side?", True),
            ("my son has 4 goal tiles but only played 2 traits. how many goals can he score at the end?", True),
            ("My son wants to play coming of age by himself against the robot. What does Rob get at the start?", True),
            ("Rob beats us every single time. Is there a way to make him easier for the kids?", True),
            ("My son and his sister both have each other's little wooden person on their friendship tracks. Do they get something extra for being friends with each other?", False),
            ("Can I spend my own motivation token so my little sister gets the memory card at the place we both went to? She doesn't have the right colour.", False),
            ("can my daughter move her mimic token off one trait later and put it on a better one", False),
            ("Is it fair if the kid who is ahead gives some of her points to her brother who is last? Is there a rule for giving points away?", False),
            ("Can we cover the points track so the little ones don't see who's winning until the end?", False),
        ],
        "es": [
            ("mi hija pregunta cuantas rondas tiene el juego y cuantos años son en total", True),
            ("¿Qué se pone en el tablero grande al principio encima de cada ubicación, las cartas de en medio?", True),
            ("¿Cuántas cartas de padres se roba cada uno al empezar?", True),
            ("¿En qué casilla de los puntitos (VEP) empieza cada jugador?", True),
            ("¿Vale que mi hermano mueva su dado a la ubicación de al lado si no le gusta donde cayó?", True),
            ("¿Se puede poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una?", True),
            ("si cambio mi dado a una ubicacion que no esta al lado cuantas fichas de frustracion pongo", True),
            ("¿Cuántos pasos se mueve el Contador de Estado de Ánimo si gasto 3 Fichas de Motivación de golpe para el Recuerdo?", True),
            ("Mi hijo pregunta si gasta 4 de Fuerza de Voluntad para un Recuerdo, ¿le dan los mismos puntitos que con motivación?", True),
            ("¿Qué se puede hacer con una bonificación de Rasgo?", True),
            ("¿Cuántas Fichas de Rasgo puedo poner en mi tablero en toda la partida?", True),
            ("¿Qué necesito para copiar el rasgo de mi hermana con mi Rasgo Mimético?", True),
            ("¿Qué pasa si el contador está a la izquierda del todo, tengo que moverlo otra vez a la izquierda y ya hay una ficha de superación en ese lado?", True),
            ("¿Cuándo se abren las ubicaciones nuevas y qué dados nos dan en la ronda 3?", True),
            ("¿Para qué sirve poner el muñequito en el edificio? ¿Qué es la Presencia?", True),
            ("¿Vale poner dos Presencias mías en la misma ubicación?", True),
            ("¿la ficha de recuerdo se puede usar dos veces? que hace", True),
            ("¿Qué pasa con los dados que se quedan en una ubicación cuando el autobús se va?", True),
            ("Al final del juego, ¿las fichitas que me sobran valen algo?", True),
            ("¿Cuánto vale cada Ficha de Objetivo al final si cumplo lo que pide?", True),
            ("Empatamos en VEP mi hija y yo, ¿quién gana?", True),
            ("En el modo solitario, ¿qué hace Rob con los dados que tira?", True),
            ("Jugando dos en Coming of Age, ¿para qué son las 4 fichas de rasgo de la fila del medio con personajes neutrales?", True),
            ("¿Las cartas de padres que ya jugué se esconden o las puede ver todo el mundo?", True),
            ("¿Se acaban las fichas de Fuerza de Voluntad? Nos quedamos sin ninguna en la caja", True),
            ("¿Vale repetir el año entero si a todos nos salieron dados malísimos?", False),
            ("mi hijo quiere cambiar una Ficha de Rasgo de su mano por una de su hermana, ¿se puede intercambiar?", False),
            ("¿Puede mi hija regalarle su Presencia a su hermano, o sea que el muñequito de ella cuente como de él?", False),
            ("¿Vale que la más pequeña empiece con una Presencia ya puesta en Casa para que sea más justo?", False),
            ("¿Se puede coger una carta de padres del montón de descartes de mi hermano y usarla yo?", False),
        ],
    },
    "loop": {
        "en": [
            ("Who goes first in loop? My son says the oldest.", True),
            ("How much money does everyone start with and what else do we get?", True),
            ("can my daughter do two things in one turn, like work and then buy", True),
            ("Is it fair that when you work you get sadder? Why does the happy track go down?", True),
            ("What happens if my son works but he has no happiness left to lose?", True),
            ("How many material cards can I buy in one turn and how do I decide how many dots they have?", True),
            ("what do i need to pay to do the DANCE card", True),
            ("The card shows two blue things. can I take 2 dots off the same blue card?", True),
            ("What happens when a material card gets down to zero dots?", True),
            ("My son has done 4 activities now. does he keep all of them?", True),
            ("Can one activity count for two different goals at the same time?", True),
            ("My daughter forgot to show her goal when she got it. can she show it next turn?", True),
            ("My brother played a SHARE card on me, how do I say no?", True),
            ("how many stars of reputaton can you have at most", True),
            ("What can you do with reputation when you work?", True),
            ("If my sister promises to give me something later and then doesn't, is that cheating?", True),
            ("When do the new cards get put out on the board?", True),
            ("When does loop end? Does it stop right when someone gets to 12?", True),
            ("We tied on happiness in loop, who wins?", True),
            ("can i take a broken card out of my own trash with RECYCLE", True),
            ("My son wants to hide his coins in his hand so nobody knows how rich he is. Is that allowed?", True),
            ("We ran out of coins, what do we do?", True),
            ("In the harder game with careers, how do we each get our career card?", True),
            ("How does the credit card work and how much do I have to pay back each turn?", True),
            ("In the co-op game, how do we all win?", True),
            ("can the youngest get one extra FAVOUR card at the start because she's little", False),
            ("Is there extra happiness for the first player who finishes a particular GOAL before anybody else?", False),
            ("My daughter really danced when she finished the DANCE card. Can we give an extra happiness when you act out the ACTIVITY you finish?", False),
            ("Can my son give one of his FAVOUR cards to his sister as a present, without doing what the card says?", False),
            ("Is it fair if the player in last place gets to choose which new card goes into an empty slot, instead of flipping the top one?", False),
        ],
        "es": [
            ("mi hija pregunta cuántas cartas de MATERIAL se quitan si jugamos 3", True),
            ("¿Cuántos GOAL le tocan a cada uno al empezar?", True),
            ("¿Qué lado de la ficha de felicidad usa el que empieza?", True),
            ("Al empezar mi turno, ¿cuántas cartas de FAVOUR robo?", True),
            ("¿Se puede pasar el turno sin hacer nada si no quiero?", True),
            ("Si pago 4 de plata por una MATERIAL, ¿cuántos puntitos tiene?", True),
            ("¿Vale usar la REPUTATION para llevarme una MATERIAL de calidad 1 sin pagar ninguna moneda?", True),
            ("¿Cuántas ACTIVITY puedo hacer en un mismo turno y cuánta felicidad me dan?", True),
            ("¿Qué es el GOAL de HOBBY?", True),
            ("Mi hermano me jugó una ACQUIRE y no quiero, ¿qué puedo hacer?", True),
            ("¿Cuánta REPUTATION gano si acepto una SHARE?", True),
            ("tengo 6 FAVOUR en la mano, ¿vale o tengo que tirar alguna?", True),
            ("q hace la carta BARTER??", True),
            ("¿Cuándo se rellenan los huecos de las cartas de en medio?", True),
            ("¿Qué es la DEPLETION y quién pierde felicidad?", True),
            ("¿Cuándo termina exactamente la partida, al momento o se acaba la ronda?", True),
            ("¿Cuánta felicidad se pierde por la basura al final en el modo competitivo?", True),
            ("¿Cuánto se pierde al final por cada tarjeta de crédito sin pagar?", True),
            ("Si me mueven de zona de felicidad en el turno de otro, ¿también robo EVENT?", True),
            ("¿Cuándo se dan la vuelta los EVENT que tengo boca abajo?", True),
            ("En el cooperativo, ¿las FAVOUR se le dan a otro jugador o qué?", True),
            ("jugando solo a LOOP, cada cuanto se quema una MATERIAL del mazo?", True),
            ("En solitario, ¿cuántos GOAL se reparten?", True),
            ("¿Qué hace la carrera del Chef?", True),
            ("¿Vale que mi hijo pida una carrera en el modo básico? No le gusta el INTERN", True),
            ("¿Vale que mi hija y mi hijo se cambien un GOAL entre ellos a mitad de partida?", False),
            ("¿Hay un modo fácil para niños pequeños, por ejemplo empezando con más dinero?", False),
            ("¿Pueden los niños jugar en cooperativo entre ellos y yo jugar contra ellos en competitivo, en la misma partida?", False),
            ("¿Hay algún premio al final para el más buena gente, el que aceptó más FAVOUR?", False),
            ("¿Se puede esconder la felicidad tapando el tablero para que los demás no sepan cómo voy?", False),
        ],
    },
    "adulthood": {
        "en": [
            ("How many little wooden people does each player get?", True),
            ("My son says the youngest should go first in adulthood. What does the rule say?", True),
            ("what else do we each get at the start besides the board and the little people", True),
            ("can my daughter peek at her two face-down values cards", True),
            ("What does the Date spot on the board do?", True),
            ("What does Donate do?", True),
            ("what is meditate for", True),
            ("Is it fair to use an energy token as if it was one of the little wooden people?", True),
            ("can i put people on the same spot twice in one turn", True),
            ("After my son put all his little people down, he wants to add one more in the middle of his turn. can he?", True),
            ("Which card in the middle is free and which ones cost something?", True),
            ("Can I play the card I just took from the middle on the same turn?", True),
            ("My daughter played a card with a new spot on it. Can she use the new spot right away?", True),
            ("What happens to my old Community card when I play a new one on top?", True),
            ("How do you become a Grown Up?", True),
            ("When does a Life Event happen and when do you do what it says?", True),
            ("how do i get promted at my job", True),
            ("If my son gets a new partner card, does he stay married?", True),
            ("What do the sad tokens do at the end of the game?", True),
            ("How does adulthood end, and does everybody get the same number of turns?", True),
            ("My son has 4 Family icons at the end. How much extra happy does he get?", True),
            ("Whats the heart thing on the partner card and the values card?", True),
            ("What if your marker goes off the end of the track?", True),
            ("We tied in adulthood. Who wins?", True),
            ("My daughter wants to play alone. How many cards are in the middle and how much does the second one cost?", True),
            ("Can my son and his sister both date the same Partner card at the same time, like sharing it?", False),
            ("Can my daughter pay some money so she doesn't have to do the Life Event she just got?", False),
            ("can the youngest start with 2 money instead of 1 because she's little", False),
            ("Can my son lend his Grown Up marker to his little sister so she can play the grown-up cards too?", False),
            ("Can we hide the scoring board so the kids don't see who's winning until the end?", False),
        ],
        "es": [
            ("¿Cuántas cartas de Carrera se reparten y con cuántas me quedo?", True),
            ("¿Cuántas cartas de Valores recibe cada uno al empezar?", True),
            ("¿Cuántas cartas se ponen en medio al principio?", True),
            ("¿Cuánto tiempo cuesta la acción de arriba de Carrera y qué da?", True),
            ("¿Qué hace la Entrevista?", True),
            ("¿Qué me da la acción de arriba de Bienestar?", True),
            ("Tío, ¿vale usar las dos casillas de Ocio en el mismo turno? Mola mucho", True),
            ("¿Qué significa la barra verde de las cartas?", True),
            ("Mi hija pregunta si una carta que no tiene barra verde es gratis", True),
            ("¿Qué necesito para jugar la carta Family Time?", True),
            ("¿Cuántos Rasgos y Recursos puedo tener al lado de mi tablero?", True),
            ("Che, ¿vos podés tener dos Parejas a la vez?", True),
            ("¿Qué hago con las cartas de Experiencia después de jugarlas?", True),
            ("Para casarme, ¿qué tengo que pagar en la cita?", True),
            ("¿Puedo contar el icono de mi propia carta de Carrera para que me asciendan?", True),
            ("¿cuando se quitan los muñequitos y las fichas del tablero?", True),
            ("¿Cómo se rellenan las cartas de en medio cuando alguien coge una?", True),
            ("¿Cuándo se acaba la partida de Adulthood?", True),
            ("¿En qué orden se cuentan los puntitos al final?", True),
            ("¿Las cartas de Valores se enseñan al final?", True),
            ("¿Qué pasa si paso dos iconos de Evento de Vida en el mismo turno?", True),
            ("Jugando solo, ¿se usan cartas de Valores?", True),
            ("En solitario, ¿qué hace Meditar?", True),
            ("En el modo solitario, ¿qué son los Logros y cuántos me quedo?", True),
            ("Jugando solo, ¿cuándo se sacan los Eventos de Vida?", True),
            ("¿Vale que vuelva con mi pareja de antes sacándola de mi montón de Experiencias?", False),
            ("¿Hay una carta de Carrera de astronauta? Mi hijo quiere ser astronauta", False),
            ("¿Puede mi hijo usar la carta de Comunidad de su hermana si le paga una moneda?", False),
            ("¿Vale cambiar cartas de Experiencia con otro jugador?", False),
            ("¿se puede vender uno de mis muñequitos para sacar dinero?", False),
        ],
    },
    "cv": {
        "en": [
            ("How many dice do you roll at the start of your turn in cv?", True),
            ("how many times can you re roll the dice", True),
            ("Can I reroll the die that shows the bad luck face?", True),
            ("How many cards can I take from the cards in the middle in one turn?", True),
            ("My son got three good luck symbols. What can he do with them?", True),
            ("What happens if my daughter gets 3 bad luck?", True),
            ("What are event cards and when can you play them?", True),
            ("Are the leftover symbols from an event card saved for later?", True),
            ("Where does a new Work card go, on top of the old one or under?", True),
            ("Can I put my new Health card under my old one?", True),
            ("What does 'active' card mean?", True),
            ("whats the red line acros some of the cards", True),
            ("What happens if my son can't pay the red line cost?", True),
            ("Some cards have two colours in the title. which pile do they go in?", True),
            ("How does passing the childhood cards work at the start?", True),
            ("With only 2 of us playing cv, which childhood cards do we use?", True),
            ("Who starts, and what is the little bicycle token for?", True),
            ("When is the card on the far left of the track thrown away?", True),
            ("How do we know how many tokens to have? They keep changing", True),
            ("What is social assistance?", True),
            ("When does the game end?", True),
            ("my daughter has 4 health cards. how many points is that", True),
            ("If two of us both did a public life goal, who gets the points?", True),
            ("We tied on points, who wins?", True),
            ("Can the dice I used to buy a card also pay the red line costs?", True),
            ("My son wants to give one of his rerolls to his sister on her turn. is that allowed", False),
            ("Does the kid who has the bicycle card at the end get bonus points for it?", False),
            ("can the youngest roll 5 dice from the start because she's only 10", False),
            ("Is there a prize for the unluckiest player, the one who got the most bad luck?", False),
            ("Can my son and daughter trade Possession cards with each other?", False),
        ],
        "es": [
            ("¿Cuántos dados se pueden tener como máximo?", True),
            ("¿Vos sabés cuántas cartas de infancia recibe cada uno jugando 4?", True),
            ("Jugando 3, ¿con cuántas cartas se mezcla la bici?", True),
            ("¿Quién empieza cada ronda?", True),
            ("¿Qué hago con los dados que salen con mala suerte?", True),
            ("¿Vale comprar 3 cartas en un turno si tengo símbolos de sobra?", True),
            ("¿Los tres tréboles de buena suerte sirven para una carta con condición especial?", True),
            ("¿Las cartas de evento me dan fichitas?", True),
            ("¿Cuántas malas suertes hacen falta para perder una carta?", True),
            ("Cuando me toca la desgracia, ¿qué carta pierdo? ¿La elijo yo?", True),
            ("¿Las cartas de Posesión van arriba o abajo del montón?", True),
            ("¿Las cartas de evento que compro van a mis montones o se quedan en la mano?", True),
            ("¿Cuántas cartas activas puede haber en cada montón?", True),
            ("¿Las fichitas se juntan de un turno a otro como dinero?", True),
            ("¿Cómo se rellena la fila de cartas de en medio?", True),
            ("Jugando dos, ¿cuándo se tira la carta de la izquierda?", True),
            ("que pasa cuando se acaba un maso", True),
            ("¿Quién tiene derecho a la ayuda social?", True),
            ("si hay dos con ayuda social, ¿en qué orden cogen las cartas?", True),
            ("¿Cuándo termina la partida de CV?", True),
            ("¿Cómo se cuentan los puntos de las Posesiones?", True),
            ("¿Cuándo se enseña el objetivo de vida secreto?", True),
            ("Empatamos a puntos, ¿quién gana?", True),
            ("¿Puedo poner los dados al lado de las cartas para pensar cuál compro?", True),
            ("¿Cuándo se paga el coste de las cartas con la raya roja?", True),
            ("¿Podemos escribir el nombre y la historia de nuestro personaje en el bloc de notas?", False),
            ("¿Se puede proteger mi carta favorita para que la mala suerte no me la quite?", False),
            ("¿Vale que mi hija use las fichitas de su hermano si él la deja?", False),
            ("Si perdí una carta y se fue a la caja, ¿la puedo volver a comprar después?", False),
            ("¿Hay puntos extra por tener una carta de cada edad: joven, mediana y vieja?", False),
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
