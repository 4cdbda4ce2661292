"""Write the blind104 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind104/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10401-10404), so the
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
SEEDS = {"coming-of-age": 10401, "loop": 10402, "adulthood": 10403, "cv": 10404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("What are the Roadblock Tiles for?", A),
            ("what's the bus for? does it actually do anything or is it just a marker", A),
            ("What do the Bus Stop Tiles at the bottom of each location do?", A),
            ("Some bus stop tiles have a character picture on them instead of a bonus. What's the character for?", A),
            ("What's the four-sided die in my colour for, and why is it the only die I get at the start?", A),
            ("Why are there four kinds of dice in Coming of Age, d4, d6, d8 and d10?", A),
            ("What are the Interest Tokens for?", A),
            ("What's the track down the right side of my personal board, the Personal Fulfillment one, for?", A),
            ("the frustration tokens, the two-sided ones, what are they for", A),
            ("What are the Mood Counters for, and why do only two go on my board at the start?", A),
            ("There are memory tokens in three colours. What do they do?", A),
            ("What's my VEP counter on the main board for?", A),
            ("What are the Motivation Tokens used for?", A),
            ("Willpower tokens, what are they good for?", A),
            ("I've got 7 character tokens in my colour. What are they for?", A),
            ("What's the Friendship Track on the left of my board for?", A),
            ("What are the Mimic Trait Tokens sitting in the spaces on my board for?", A),
            ("what r the trait tiles for", A),
            ("What are the four tiles with the blue back for?", A),
            ("What are the Goal Tiles with the letters A, B, C and D for?", A),
            ("Parent cards: what are they for and when do I play one?", A),
            ("What are the Memory Cards in the top slot of each location for?", A),
            ("What does the Experience Space at the bottom of a location do?", A),
            ("Solo vs Rob: why does a Frustration Token go on his Personal Fulfillment Track at setup?", A),
            ("2 players: what's the row of 4 Trait Tiles between us for?", A),
            ("What do the little sun and moon drawn at the two ends of the road on the main board mean?", U),
            ("the trait tiles have tiny animal pictures on them. does the animal matter for anything?", U),
            ("Each Memory Card has a coloured stripe along the top. Does the stripe colour mean anything?", U),
            ("I found a small wooden backpack piece in my Coming of Age box that isn't in the component list. What's it for?", U),
            ("Some Parent Cards have a line from mum or dad in italics at the bottom. Does that text do anything in the game?", U),
        ],
        "es": [
            ("¿Para qué sirve la Ficha de Frustración?", A),
            ("¿Qué son los Registros de Ánimo del tablero personal y para qué sirven?", A),
            ("¿Y el Contador de Estado de Ánimo que se pone en el centro del registro qué hace?", A),
            ("¿Para qué sirven las Fichas de Motivación de colores?", A),
            ("las fichas de Fuerza de Voluntad para q son?", A),
            ("¿Qué es una Presencia? ¿Para qué pongo una Ficha de Personaje en un edificio?", A),
            ("¿Para qué sirven las Cartas de Recuerdo que están arriba de cada ubicación?", A),
            ("¿Qué es la Ficha de Rasgo Mimético y cuándo se usa?", A),
            ("Oye, ¿las Fichas de Rasgo para qué son?", A),
            ("¿Y este dado de cuatro caras de mi color qué hace?", A),
            ("¿Para qué es la zona de la carretera de cada ubicación?", A),
            ("¿Qué son las losetas que tapan las ubicaciones de la 5 a la 10?", A),
            ("Che, ¿el autobús para qué sirve?", A),
            ("¿Qué son los VEP y para qué está el registro del tablero principal?", A),
            ("¿Las Fichas de Interés para qué sirven?", A),
            ("¿Y las fichitas de Recuerdo, las que se dan vuelta cuando las usás, qué hacen?", A),
            ("¿Qué son las Cartas de Padres y cuándo se juegan en Coming of Age?", A),
            ("¿Para qué son las Fichas de Objetivo con letras?", A),
            ("El registro de la derecha del tablero personal, el de Realización Personal, ¿eso para qué es?", A),
            ("¿Qué significa el icono de Ficha de Motivación que hay en el extremo derecho de cada Registro de Ánimo?", A),
            ("¿Qué hace la casilla de más a la derecha de un Registro de Ánimo? Dicen que es pasiva.", A),
            ("En solitario, ¿para qué usa Rob sus Fichas de Interés si no pone dados?", A),
            ("¿Para qué es la reserva de componentes no disponibles?", A),
            ("Somos dos. ¿Para qué es la fila de 4 Fichas de Rasgo entre los jugadores, con una Ficha de Personaje neutral en cada una?", A),
            ("¿Para qué sirven las Fichas de Personaje neutrales de la reserva general?", A),
            ("¿Para qué sirve el año (tipo 1998) que sale abajo en cada Carta de Recuerdo?", U),
            ("¿Para qué es el código QR que trae la tapa de la caja?", U),
            ("Oye, al lado del registro de VEP del tablero principal hay una casilla con una medalla dibujada. ¿Para qué sirve?", U),
            ("¿Cambia algo cuál de mis 7 Fichas de Personaje pongo como Presencia? Cada una tiene una pose distinta.", U),
            ("¿Qué significa la huella de zapato dibujada en la zona de carretera de algunas ubicaciones?", U),
        ],
    },
    "loop": {
        "en": [
            ("What's DEPLETION on the board for?", A),
            ("what does the golden side of the HAPPINESS token mean", A),
            ("What's the REPUTATION token for, and why does it start black side up?", A),
            ("What do the white dots on top of a MATERIAL card mean?", A),
            ("What are the two colours on an ACTIVITY card for?", A),
            ("What do the little house, group, leaf, book and heart symbols on the ACTIVITY cards mean?", A),
            ("On a GOAL card, what are the icons at the top right and the number at the bottom right?", A),
            ("What's the LANDFILL on my player mat for?", A),
            ("What's the WORK AREA on the board, where the coins sit on the LOOP logo, for?", A),
            ("What's the little flag on the player mat for?", A),
            ("the blue FAVOUR cards are for what exactly?", A),
            ("What's the INTERN card? It's printed on the back of the CAREER cards.", A),
            ("What do the crosses on a CAREER card mean?", A),
            ("What do the shield marks on some CAREER and EVENT cards mean?", A),
            ("What does the warning triangle on an EVENT card mean?", A),
            ("What does the red circle icon on an EVENT card mean?", A),
            ("What are the CREDIT CARD cards for in LOOP?", A),
            ("What's the \"$\" side of a COIN for? When do we flip coins?", A),
            ("What are the ACTIVITY slots on the player mat for? I only have 3.", A),
            ("What's the SALARY on a CAREER card?", A),
            ("What do the green and red markers on a CAREER card mean?", A),
            ("What's the FAVOUR Discard Pile on the board used for?", A),
            ("What's on the beginner side of the player mat?", A),
            ("the happiness track on my mat is split into 3 zones, what are the zones for", A),
            ("What's the Quickstart Guide for?", A),
            ("What does the little skull icon on a few EVENT cards mean?", U),
            ("What's the barcode printed at the bottom of each ACTIVITY card for?", U),
            ("the CREDIT CARD cards have different bank names and card numbers printed on them, does the number or the bank matter?", U),
            ("The GOAL cards have a portrait of a person on them. Is that person tied to one of the CAREER cards?", U),
            ("What does the drawing of the Earth in the middle of the LOOP board mean?", U),
        ],
        "es": [
            ("¿Para qué sirven las cartas FAVOUR rojas?", A),
            ("¿Qué es eso de DEPLETION que está debajo del mazo de MATERIAL?", A),
            ("¿Para qué sirve la LANDFILL de mi tablero de jugador?", A),
            ("¿Qué son las cartas GOAL?", A),
            ("¿Qué significan los puntitos blancos de arriba de las cartas MATERIAL?", A),
            ("¿Para qué es la BUY AREA del tablero?", A),
            ("¿Y la CONSUME AREA qué es?", A),
            ("¿Para qué sirve la ficha de REPUTATION?", A),
            ("¿Qué es el HAPPINESS token y por qué uno usa la cara dorada?", A),
            ("¿Las cartas CAREER para qué sirven?", A),
            ("¿Qué es la ABILITY de una CAREER?", A),
            ("¿Para qué están las cartas EVENT?", A),
            ("¿Qué son las CREDIT CARD y cuándo se usan?", A),
            ("¿Qué significa el triangulito de advertencia en una carta EVENT?", A),
            ("¿Para qué son las FAVOUR azules?", A),
            ("¿Para qué se lanzan las COIN? ¿Qué pasa con el lado del \"$\"?", A),
            ("¿Qué significa la bandera del tablero de jugador en HAPPINESS 12?", A),
            ("¿Para qué son los escudos que traen algunas CAREER?", A),
            ("¿Qué significan los símbolos HOUSE, GROUP, LEAF, BOOK y HEART?", A),
            ("¿Para qué está la pila de descarte de ACTIVITY?", A),
            ("Vale, ¿y la WORK AREA para qué sirve?", A),
            ("En solitario, ¿qué es la LANDFILL central y para qué se usa?", A),
            ("Dos ACTIVITY con el mismo nombre, ¿eso sirve para algo?", A),
            ("En cooperativo, ¿para qué es el hueco a la izquierda de mi AREA, al lado de las GOAL?", A),
            ("¿Qué indica el número de abajo a la derecha de una GOAL?", A),
            ("¿Qué significa la frase en cursiva que hay abajo de cada carta EVENT?", U),
            ("¿Qué significan los números romanos (I, II, III) impresos en algunas cartas MATERIAL?", U),
            ("¿Qué significa el sello de \"SALE\" que tienen algunas cartas MATERIAL?", U),
            ("¿Para qué sirve el peón negro que viene en la caja de LOOP?", U),
            ("Che, las cartas CAREER traen un edificio dibujado de fondo. ¿Eso indica algo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("What's the green bar on the cards?", A),
            ("what does the purple bar on a career card mean", A),
            ("What's the heart icon on a Partner card for?", A),
            ("What's the hole icon on a Values card?", A),
            ("What does the arrow in the middle of an action mean?", A),
            ("What's the white box sitting on the green cost bar of some cards for?", A),
            ("What's the beige arrow marker for?", A),
            ("What are the Promoted and Married markers for?", A),
            ("What are the Negative Impact tokens for?", A),
            ("What do the energy tokens do? Can they stand in for time?", A),
            ("What are the time meeples for?", A),
            ("What's the Life Event icon on some spaces of the scoring track for?", A),
            ("There's a Grown-Up icon on each track. What's it for?", A),
            ("What are the Values cards for in Adulthood?", A),
            ("What do the Career cards do?", A),
            ("What's the Interview spot at the bottom of the Career area on my board?", A),
            ("the Date spot under Leisure, whats it for", A),
            ("What does the Meditate spot do?", A),
            ("What's Donate for?", A),
            ("What are the Solo Achievement cards for?", A),
            ("What does the symbol on some Life Events that says the effect carries over mean?", A),
            ("What are the little icons like Family, Fame or Education on the cards for?", A),
            ("What's the market board for, and why do some of its slots have a cost?", A),
            ("What's different about the solo side of the Market Board?", A),
            ("What are Experience cards for?", A),
            ("What do the ages (20, 30, 40...) printed along the Scoring Track mean?", U),
            ("Some Experience cards have a row of 1 to 3 little stars. What are the stars?", U),
            ("There's a little moon printed on the Leisure spots of my board. Does it mean anything?", U),
            ("The Partner cards show a name and an age under the portrait. Does the Partner's age matter for anything?", U),
            ("My Adulthood box has two blank round tokens with nothing printed on them. Are they spares or do they have a use?", U),
        ],
        "es": [
            ("¿Para qué sirve el tablero de puntuación?", A),
            ("¿Qué es el track azul de Impact?", A),
            ("¿Para qué es el track amarillo de Happiness?", A),
            ("¿Para qué son los dos marcadores de puntuación de mi color?", A),
            ("¿Qué son las cartas de Partner?", A),
            ("¿Qué son las cartas de Life Event y cuándo se roban?", A),
            ("¿Para qué sirven las fichas de dinero?", A),
            ("¿Qué son las cartas de Resource y de Trait?", A),
            ("¿Para qué sirven las cartas de Community, Leisure y Wellness?", A),
            ("¿Para qué es la pila de Experience al lado del tablero?", A),
            ("¿Qué significa el icono de Grown Up en la barra verde de una carta?", A),
            ("¿Qué significa el icono de Life en blanco y negro dentro de la barra verde?", A),
            ("¿Qué hace la acción de arriba de Career, la de gastar 4 de tiempo?", A),
            ("¿Para qué sirven los huecos de acción de arriba del tablero de jugador?", A),
            ("¿Qué son las dos cartas de Values boca abajo que me dan al principio?", A),
            ("¿Para qué es la ficha de Unhappiness?", A),
            ("¿Y el lado de solitario del tablero de jugador, para qué es?", A),
            ("Jugando solo, ¿para qué es el mazo de 8 Life Events?", A),
            ("¿Para qué sirve la barra morada de las cartas de Partner?", A),
            ("Disculpe, ¿qué significa el icono de energía en una carta?", A),
            ("¿Por qué la carta de más a la izquierda del mercado da energía? ¿Para qué es ese hueco?", A),
            ("En solitario, ¿para qué es la casilla de la carta de Achievement donde se anota?", A),
            ("¿Para qué sirve el icono del tiempo en las acciones?", A),
            ("¿Qué son los marcadores de Promoted y Married y cuándo se pierden?", A),
            ("¿Cuál es la gracia de la carta de Career, para qué sirve la primera acción y la de la derecha?", A),
            ("¿Qué significa el número del 1 al 8 que tiene cada carta de Life Event debajo del nombre?", U),
            ("¿Para qué es el código de barras que tienen las cartas de Career abajo?", U),
            ("¿Qué significan las frases en cursiva debajo del dibujo de las cartas de Experience?", U),
            ("Las cartas de Career traen el nombre de una ciudad abajo. ¿Importa en algo?", U),
            ("¿Para qué sirve el trofeo dibujado en el tablero del mercado, al lado de la última casilla?", U),
        ],
    },
    "cv": {
        "en": [
            ("What's the bicycle token for?", A),
            ("What's the bicycle card for?", A),
            ("what are the 49 tokens for", A),
            ("What does the bad luck symbol on the dice do?", A),
            ("What's the good luck symbol for?", A),
            ("What does the red slash on a card's effect mean?", A),
            ("What are the cards with a title in two colours?", A),
            ("What are event cards for?", A),
            ("What are life goal cards?", A),
            ("What are the face-up life goals on the board for?", A),
            ("What's the row of 5 cards on the board for?", A),
            ("What are Health cards for?", A),
            ("knowledge cards do what?", A),
            ("What do Relationship cards give you?", A),
            ("What are Work cards for?", A),
            ("What do Possession cards give?", A),
            ("What's the notepad for?", A),
            ("What are the childhood cards for?", A),
            ("What are the early adulthood, middle age and old age decks for?", A),
            ("What's an active card, the one on top of a pile?", A),
            ("What's the money symbol on the dice used for?", A),
            ("Why does it matter how many cards are left in the old age deck?", A),
            ("What are the two type icons on some cards for?", A),
            ("In CV, what's the table for the Health, Relationship and Knowledge cards?", A),
            ("What's the cost on a track card for?", A),
            ("What are the years printed along the track on the board (like 1990, 2000)? Do they matter?", U),
            ("Some cards have a little portrait of a person in a circle. Whose is it, does it matter?", U),
            ("there's a short funny sentence at the bottom of each card. is it just for fun or does it do something", U),
            ("What's the small number printed next to each card's title, like 23 or 41?", U),
            ("What does the skull drawn on some old age cards mean?", U),
        ],
        "es": [
            ("¿Para qué sirve la ficha de bicicleta?", A),
            ("¿Y la carta de la bici para qué es?", A),
            ("¿Para qué son las fichas?", A),
            ("¿Qué hace el símbolo de mala suerte en los dados?", A),
            ("¿Qué significa la raya roja que tacha el efecto de algunas cartas?", A),
            ("¿Para qué sirven las cartas de evento?", A),
            ("¿Qué son las cartas de objetivo vital?", A),
            ("¿Las cartas de objetivo que quedan boca arriba en el tablero para qué son?", A),
            ("¿Para qué sirve la libreta que trae el CV?", A),
            ("¿Qué son las cartas de infancia?", A),
            ("¿Qué significan las cartas con el título en dos colores?", A),
            ("¿Para qué sirven las cartas de Salud?", A),
            ("Las cartas de Conocimiento, ¿qué hacen?", A),
            ("¿Qué dan las cartas de Relaciones?", A),
            ("¿Y las de Trabajo, para qué son?", A),
            ("¿Para qué son las cartas de Posesión?", A),
            ("¿Qué significa el símbolo de buena suerte?", A),
            ("¿Para qué es la fila de 5 cartas del tablero?", A),
            ("¿Los mazos de adultez temprana, mediana edad y vejez para qué están?", A),
            ("¿Qué es la carta activa de cada pila?", A),
            ("¿Para qué sirve el símbolo de dinero de los dados?", A),
            ("¿Para qué es la tabla de puntos de las cartas de Salud, Relaciones y Conocimiento?", A),
            ("¿Qué significan los iconos de tipo de carta que tienen algunas con dos?", A),
            ("¿Por qué hay 7 dados si se tiran 4?", A),
            ("¿Vos sabés para qué es el coste de una carta de la fila?", A),
            ("¿Qué significa el sol que está dibujado encima del mazo de vejez en el tablero?", U),
            ("Algunas fichas tienen el borde dorado. ¿Valen más?", U),
            ("¿Para qué sirve el marcador de cartón con forma de currículum que viene en la caja?", U),
            ("¿Qué quiere decir la edad que aparece junto al personaje en las cartas de vejez (65, 70...)?", U),
            ("El dibujo de la mochila en las cartas de infancia, ¿significa algo?", U),
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
