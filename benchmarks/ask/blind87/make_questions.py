"""Write the blind87 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind87/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8701-8704), so the
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
SEEDS = {"coming-of-age": 8701, "loop": 8702, "adulthood": 8703, "cv": 8704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("Why can't I put two of my dice on buildings? I rolled two good numbers", A),
            ("How come I have to leave an Interest Token for every die I take back off the road? That's annoying", A),
            ("Why did I get a frustration token just for moving my die one space over?", A),
            ("why cant i move my die, i still have frustration tokens left in my supply", A),
            ("What's the point of the Interest Tokens anyway?", A),
            ("Why do we all have to pick our die at the same time? I wanted to see where my friend went first", A),
            ("Why does the Experience Space make me move a counter to the left? Can't I just skip the bad icons?", A),
            ("Why did my Memory Token only work once? I thought I could keep using it", A),
            ("Why do I lose 2 VEP when my counter is already at the left end and has to move left again?", A),
            ("How come I got nothing when my counter bounced to the right? The icon had a token on it", A),
            ("Why do I have to discard a Trait Tile? I only drew one more", A),
            ("Why can't I play a 5th Trait Tile in Coming of Age? I meet the requirement", A),
            ("Why can't I copy my friend's trait with my mimic token? I meet the requirement on the tile", A),
            ("why does the bus skip location 3, i had interest tokens there", A),
            ("Why can't I take the Bus Stop bonus AND make friends with the player whose Presence is there? I have my die and a Presence there", A),
            ("Why can't I move my friend from level 4 up to level 5 on the Friendship Track?", A),
            ("Why did the Memory card vanish after my friend took it? I wanted it next turn", A),
            ("Why do I have to move my mood counter 2 steps left after paying a motivation token? I already paid!", A),
            ("What's the point of placing a Presence if my die leaves the location anyway?", A),
            ("why do i have to play a parent card, i dont even want its bonus", A),
            ("Why do we throw out the dice that are still sitting at a location after the bus leaves?", A),
            ("Why did I lose 3 VEP for each frustration at the end? I thought the flipped ones were fine", A),
            ("Why can I only score 2 of my 4 goal tiles at the end?", A),
            ("Why does only 1 VEP come from every 3 leftover tokens? Feels like a waste", A),
            ("That's not fair, why does Rob get to resolve the bus stop before me?", A),
            ("Why can't I make friends with Rob Bot? He only keeps 2 Character Tokens, so where do his others go, are they in the supply for me?", U),
            ("how come my mimic token cant go on the traits rob plays? can i mimic robs tiles or not", U),
            ("Why is there only one Player Aid in the box? Who's supposed to keep it?", U),
            ("Why is there no year marker on the board? How are we meant to know which of the 9 years we're in?", U),
            ("My four-sided die got lost, why can't I just use a d4 from another game? Is that allowed in coming of age?", U),
        ],
        "es": [
            ("¿Por qué no puedo poner dos Fichas de Frustración en el mismo Registro de Ánimo?", A),
            ("¿Cómo que tengo que poner dos Fichas de Frustración para ir a una ubicación que no está al lado?", A),
            ("¿Y por qué la primera y la última ubicación abiertas cuentan como adyacentes? No tiene sentido", A),
            ("¿Por qué empiezo con solo dos Registros de Ánimo? Los otros tres contadores no hacen nada", A),
            ("¿Para qué sirven las Fichas de Frustración superadas si ya no me quitan nada?", A),
            ("¿Por qué tengo que gastar 4 de Fuerza de Voluntad para superar una frustración? Es carísimo", A),
            ("¿Por qué la tercera Ficha de Motivación en un Recuerdo solo me da 1 VEP?", A),
            ("¿Cómo que si pago el Recuerdo con Fuerza de Voluntad solo gano 3 VEP?", A),
            ("¿Por qué no puedo poner una segunda Presencia en el mismo sitio?", A),
            ("Che, ya usé mis 4 Presencias, ¿por qué no me dan más fichas de personaje?", A),
            ("¿Por qué tengo que descartar el dado que usé al final del año?", A),
            ("Oye, ¿por qué en la última ronda se tiran dados de diez caras y no de ocho?", A),
            ("¿Por qué las ubicaciones 5 a 10 están tapadas al principio en Coming of Age?", A),
            ("¿Para qué sirve el Registro de Amistad si mi amigo no me tiene en el suyo?", A),
            ("¿Por qué solo me dan 1 VEP por conocer a alguien nuevo?", A),
            ("¿Para qué sirve la Ficha de Rasgo Mimético?", A),
            ("¿Por qué solo puedo tener 4 Fichas de Rasgo en la mano? Me hizo descartar una", A),
            ("¿Por qué no puedo jugar la Ficha de Rasgo ahora si el turno pasado sí cumplía el requisito?", A),
            ("¿Por qué el VEP empieza en 5 y no en cero?", A),
            ("¿Y para qué sirven las Fichas de Recuerdo usadas si ya no se pueden girar?", A),
            ("¿Por qué el empate lo gana el que completó más Fichas de Rasgo y Meta? Yo tenía más amigos", A),
            ("¿Por qué en dos jugadores hay una fila de cuatro Fichas de Rasgo en medio de la mesa?", A),
            ("¿Por qué Rob no usa Fichas de Frustración ni Contadores de Estado de Ánimo?", A),
            ("Rob me gana siempre, ¿no hay forma de ponerlo más fácil?", A),
            ("¿Por qué Rob se lleva el VEP del Recuerdo sin gastar sus Fichas de Motivación? Vaya trampa", A),
            ("¿Se puede jugar con uno de los personajes neutrales como si fuera un jugador más?", U),
            ("Mi hermano vio sin querer mis Fichas de Meta, ¿por qué no hay ninguna penalización por mirar la mano de otro?", U),
            ("En solitario, ¿quién tira los dados de Rob, yo mismo o alguien más? ¿Por qué no lo dice?", U),
            ("¿Por qué el reglamento no dice cómo se llaman las ubicaciones de la 5 a la 10? ¿Qué son?", U),
            ("Somos dos, ¿por qué tenemos que usar la variante de dos jugadores? ¿Es obligatoria?", U),
        ],
    },
    "loop": {
        "en": [
            ("Why can't I just pass my turn? I don't want to do anything this time", A),
            ("why do i lose happiness when i WORK, that makes no sense", A),
            ("How come I can only BUY 3 MATERIAL in a turn?", A),
            ("Why does paying more COIN give a better QUALITY? I just wanted a cheap one", A),
            ("Why did my GLASS go to the LANDFILL? I still wanted it", A),
            ("Why do I need two separate FOOD for that ACTIVITY? I had one FOOD with 2 QUALITY", A),
            ("Why do I have to throw away an ACTIVITY when I finish a 4th one?", A),
            ("Why couldn't I keep my GOAL hidden and reveal it next turn? I wanted to wait", A),
            ("What's the point of REPUTATION?", A),
            ("Why don't I get a 3rd REPUTATION when I ACCEPT a SHARE?", A),
            ("Why do I have to ACCEPT this FAVOUR? I don't want it", A),
            ("why didnt i draw a FAVOUR at the start of my turn", A),
            ("How come my friend's deal didn't count in loop? He promised me a BARTER and then didn't play it", A),
            ("Why can't I RECYCLE from my own LANDFILL?", A),
            ("Why do I get nothing back when I BARTER a better MATERIAL for a worse one?", A),
            ("Why did the game end before I got another turn? Someone hit 12", A),
            ("why does the whole game end just because the MATERIAL deck ran out", A),
            ("Why do I lose HAPPINESS for DEPLETION? I just bought the last card", A),
            ("We both had the same HAPPINESS, why does he win?", A),
            ("Why did I draw 2 EVENT at once?", A),
            ("Why do I have to keep paying my CREDIT CARD every single turn?", A),
            ("Why can't I put 3 COIN on my CREDIT CARD to pay it off faster?", A),
            ("Why did I lose HAPPINESS at the end for my LANDFILL? They're just broken cards", A),
            ("Why can't anyone REJECT in co-op?", A),
            ("In solo, why do I have to throw away a MATERIAL card every turn?", A),
            ("In co-op, why can't my teammate use the FAVOUR I already played face up next to my GOAL?", U),
            ("Why do the 5 ACTIVITY in the middle just sit there forever when nobody can do them? Can we swap them out?", U),
            ("I paid all 5 COIN on my CREDIT CARD, why do I still have the card? Does it go back or stay with me?", U),
            ("Why can't I just pay a friend a COIN so she lets me SHARE her MATERIAL?", U),
            ("Why isn't it said what to do when someone knocks the HAPPINESS tokens off the mats? We lost track", U),
        ],
        "es": [
            ("¿Por qué no puedo hacer WORK y BUY en el mismo turno?", A),
            ("¿Por qué tengo que tener mis COIN a la vista de todos?", A),
            ("¿Para qué sirve la carta de DEPLETION?", A),
            ("¿Cómo que si no me queda HAPPINESS cuando hago WORK solo me dan 1 COIN?", A),
            ("¿Por qué el jugador que empieza recibe menos FAVOUR?", A),
            ("¿Por qué empieza el que gastó más de 100 dólares hace menos tiempo? Qué regla más rara", A),
            ("¿Por qué no puedo jugar un FAVOUR en el turno de otro jugador?", A),
            ("¿Por qué para rechazar un FAVOUR tengo que descartar otro igual?", A),
            ("¿Por qué aceptar un RECYCLE no da REPUTATION?", A),
            ("¿Para qué sirve el SHARE si no me quedo con el MATERIAL?", A),
            ("¿Por qué no puedo jugarle un ACQUIRE a alguien que no tiene MATERIAL?", A),
            ("¿Por qué no puedo hacerle RESELL a quien no tiene COIN suficientes?", A),
            ("¿Para qué sirve el GOAL de HOBBY? No lleva propiedades", A),
            ("¿Por qué gastar 2 REPUTATION para 1 HAPPINESS solo vale en CONSUME?", A),
            ("¿Por qué no puedo comprar un MATERIAL a calidad 1 pagando solo con REPUTATION?", A),
            ("¿Por qué se reponen las cartas solo al final de mi turno?", A),
            ("¿Por qué en el modo básico de LOOP todos jugamos de INTERN?", A),
            ("¿Por qué un EVENT continuo deja de valer cuando sale otro?", A),
            ("¿Por qué el EVENT que robé no pasa hasta que termino el turno?", A),
            ("¿Por qué la tarjeta de crédito te regala un MATERIAL?", A),
            ("¿Por qué tuve que sacar una CREDIT CARD si no podía hacer WORK?", A),
            ("¿Por qué perdí 2 HAPPINESS al final por la tarjeta de crédito?", A),
            ("¿Por qué en cooperativo perdemos todos si uno se queda en 10?", A),
            ("¿Por qué en cooperativo solo recupero mis FAVOUR cuando hago WORK?", A),
            ("¿Por qué en solitario tengo 4 GOAL y no 3?", A),
            ("En cooperativo somos dos, ¿por qué no puede uno de nosotros llevar dos mats a la vez?", U),
            ("Pillé a uno escondiendo un COIN debajo del mat, ¿por qué no hay ningún castigo por hacer trampa?", U),
            ("Acepté un FAVOUR sin querer, ¿por qué no puedo cambiar a REJECT?", U),
            ("Si alguien me ayudó con un SHARE a cumplir un GOAL, ¿por qué no se lleva parte del HAPPINESS?", U),
            ("¿Por qué mi LANDFILL tiene que estar a la vista? ¿La puedo tener boca abajo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Why can't I add more time after I've started doing my actions?", A),
            ("Why can I only use each action spot once per turn?", A),
            ("What's the point of energy tokens?", A),
            ("Why do I have to wait until next turn to use the card I just played?", A),
            ("Why did my old Community card get moved aside? I wanted to keep both", A),
            ("Why do I have to pay for the cards on the right side of the market?", A),
            ("Why does taking the left card give me an extra energy?", A),
            ("Why can't I take two cards from the market?", A),
            ("Why can't I play this card yet? It has the Grown Up icon", A),
            ("Why can't I get Promoted? I used Interview", A),
            ("Why can't I use the first action on my Career anymore?", A),
            ("Why did I lose my Married token?", A),
            ("Why can't I look at my facedown Values?", A),
            ("What's the point of Meditate?", A),
            ("How come I got 2 Life Events in one turn?", A),
            ("Why does the Life Event wait until the end of my turn?", A),
            ("Why can't my marker ever move back on the track?", A),
            ("why does the game keep going after someones markers crossed", A),
            ("Why do the sad tokens only hurt me at the end?", A),
            ("Why do I only get happy for my 3rd Family icon and not the first two?", A),
            ("What's the point of the heart on the Partner card?", A),
            ("We tied in adulthood, why is there no tie-breaker?", A),
            ("Why does the oldest player go first?", A),
            ("In solo, why does the 2nd market card cost me energy and money?", A),
            ("Why do I have to finish an Achievement to win solo adulthood? My scores crossed", A),
            ("In solo, why can't I buy a 4th card from the market if I can pay for it?", U),
            ("Why can't I get Promoted a second time in the same Career?", U),
            ("If a card lets me take another market card and I take the left one again, why don't I get the energy twice?", U),
            ("Why is there no marker to remember I already passed the end of the track and got my 25?", U),
            ("If my marker moves back past a Life Event space during final scoring, why don't I draw one?", U),
        ],
        "es": [
            ("¿Por qué tengo que descartar una de mis dos cartas de Carrera al empezar?", A),
            ("¿Por qué la energía puede valer como tiempo? ¿Para qué sirve?", A),
            ("¿Para qué sirve Donar si cuesta 3 de dinero?", A),
            ("¿Por qué la acción de arriba de Carrera solo da 1 de dinero por 4 de tiempo?", A),
            ("¿Por qué la Entrevista me da una Carrera nueva en vez de un ascenso?", A),
            ("¿Cómo que para hacer Date tengo que pagar tiempo y dinero?", A),
            ("¿Para qué sirve ser Grown Up?", A),
            ("¿Por qué tengo que pasar las dos casillas de Grown Up para ser adulto?", A),
            ("¿Por qué la carta de Experiencia se va al montón en vez de quedarse en la mesa?", A),
            ("¿Para qué sirven los Recursos y Rasgos si no tienen acción?", A),
            ("¿Por qué no puedo tener dos Parejas a la vez?", A),
            ("¿Por qué mi pareja anterior va al montón de Experiencias? ¿O se descarta?", A),
            ("¿Cómo que no puedo jugar Family Time si ya soy Grown Up?", A),
            ("¿Por qué en el primer turno tengo que hacer mis acciones antes de jugar mi carta de Carrera?", A),
            ("¿Por qué se corren las cartas del mercado hacia la izquierda?", A),
            ("¿Por qué me devuelven los meeples de tiempo pero el dinero que gasté no?", A),
            ("¿Para qué sirven los iconos de vida de las cartas?", A),
            ("¿Por qué me hacen retroceder al final por las fichas de infelicidad?", A),
            ("¿Por qué el que pasa del final del track vuelve a 0?", A),
            ("¿Por qué los Valores solo me dan puntos al final?", A),
            ("¿Por qué en el modo solitario de Adulthood no hay Valores?", A),
            ("¿Por qué en solitario el mercado se vacía cada ronda?", A),
            ("¿Por qué en solitario no robo Life Event al pasar la casilla?", A),
            ("¿Cuándo se acaba la partida en solitario? ¿Por qué no al cruzarse los marcadores?", A),
            ("¿Por qué en solitario no cuentan los corazones ni los sets de iconos?", A),
            ("¿Por qué no hay premio para el primero que se casa?", U),
            ("¿Adónde va la carta de Carrera que descarto al empezar? ¿Vuelve al mazo o a la caja?", U),
            ("Cuando Medito, ¿por qué no puedo elegir cuál de mis dos Valores boca abajo paso a la mano?", U),
            ("Si una Life Event me da una carta al final del turno, ¿por qué no la puedo jugar en ese mismo turno?", U),
            ("Si una carta de otro jugador me hace pasar una casilla de Life Event en su turno, ¿cuándo la resuelvo?", U),
        ],
    },
    "cv": {
        "en": [
            ("Why can't I reroll the bad luck die?", A),
            ("Why do I only get 2 rerolls?", A),
            ("Why can't I take 3 cards in one turn?", A),
            ("What's the point of good luck symbols?", A),
            ("Why didn't 3 good luck let me take that card? It has some extra condition", A),
            ("Why did I have to throw away one of my cards? I only rolled bad luck three times", A),
            ("Why can't my new Work card go under my old one?", A),
            ("Why does only the top card in my stack do anything?", A),
            ("Why did I lose my job card? I couldn't pay the red slash thing", A),
            ("Why can't I use the same money token twice, to buy a card and then pay a cost?", A),
            ("Why did my event card disappear after I used it?", A),
            ("why dont i get tokens for the symbols on event cards", A),
            ("Why do my tokens go away each turn? I thought they piled up like income", A),
            ("Why does the leftmost card get thrown out at the end of the round?", A),
            ("Why do we throw out the leftmost card after every turn in our 2 player game?", A),
            ("Why does the player with the bicycle always go first?", A),
            ("Why does she keep starting even after she lost the bicycle card?", A),
            ("Why did Eric get a free card when the deck ran out? That's not fair", A),
            ("Why did the game end with cards still left in the old age deck?", A),
            ("We tied on points in cv, why does the one with fewer cards win?", A),
            ("Why do I get 10 points for 4 health cards but only 6 for 3?", A),
            ("Why do we both get full points for the public goal?", A),
            ("Why did I have to pass my childhood cards to the left?", A),
            ("Why are some childhood cards left out in our 3 player game?", A),
            ("Why do I have to decide right away what type a two-colour card is?", A),
            ("Why do we all share the same 7 dice? Do I pass them to the next player or does everyone roll their own?", U),
            ("One die has a symbol worn off, why doesn't the rulebook say what it counts as?", U),
            ("Why can't my friend pay the red slash cost of my card for me with her dice?", U),
            ("Where does the leftmost card go when it's thrown out of the track, a discard pile or the box?", U),
            ("Why don't I lose points if I miss my secret life goal?", U),
        ],
        "es": [
            ("¿Por qué no puedo tirar más de 7 dados?", A),
            ("¿Por qué los dados con mala suerte se quedan congelados?", A),
            ("¿Para qué sirven las fichas si no se acumulan?", A),
            ("¿Por qué tengo que pagar el coste de la carta cada turno?", A),
            ("¿Cómo que si no puedo pagar la carta se va a la caja?", A),
            ("¿Por qué las cartas de evento que compro se quedan en la mano?", A),
            ("¿Para qué sirven las cartas de evento si se descartan?", A),
            ("¿Por qué las cartas de Salud puedo ponerlas debajo y las de Trabajo no?", A),
            ("¿Para qué sirven las cartas de Posesión?", A),
            ("¿Para qué sirve la carta de objetivo de vida que me dieron?", A),
            ("¿Por qué mi objetivo de vida es secreto y hay otros boca arriba en el tablero?", A),
            ("¿Por qué con 4 jugadores se reparten 3 cartas de infancia a cada uno?", A),
            ("¿Por qué tengo que quedarme una carta de infancia y pasar las otras?", A),
            ("¿Por qué solo puede haber una carta activa por montón?", A),
            ("¿Por qué tuve que descartar dos cartas activas si saqué 6 de mala suerte?", A),
            ("¿Por qué la mala suerte de mis fichas también cuenta? Yo solo saqué un dado malo", A),
            ("¿Por qué se roba primero del mazo de adultez temprana y luego del de mediana edad?", A),
            ("¿Por qué se para el juego cuando se acaba un mazo?", A),
            ("¿Por qué Eric coge carta de ayuda social antes que yo si los dos la tenemos?", A),
            ("¿Cuándo se termina la partida? ¿Por qué no al acabarse el mazo de vejez?", A),
            ("¿Por qué puedo poner mis dados al lado de las cartas antes de comprar?", A),
            ("¿Por qué se pierden los símbolos que no uso de una carta de evento?", A),
            ("¿Por qué puedo sacar un poco una carta del track? ¿Para qué sirve?", A),
            ("¿Por qué con 2 jugadores se junta la bicicleta con 5 cartas al azar?", A),
            ("¿Por qué hay que actualizar las fichas al final del turno y no al principio?", A),
            ("¿Puedo enseñarle mi objetivo de vida secreto a otro jugador para hacer un pacto? ¿Por qué no lo dice?", U),
            ("¿Se puede jugar hasta un número de puntos en vez de esperar a que se acabe el mazo de vejez?", U),
            ("¿Por qué mi personaje no se muere en la vejez? ¿No hay ninguna carta de muerte?", U),
            ("¿Por qué no puedo usar mis propios dados de otro juego en lugar de los del juego?", U),
            ("¿Por qué no puedo guardar los símbolos de los dados que me sobran para el turno siguiente?", U),
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
