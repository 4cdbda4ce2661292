"""Write the blind105 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind105/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10501-10504), so the
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
SEEDS = {"coming-of-age": 10501, "loop": 10502, "adulthood": 10503, "cv": 10504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("What are the Roadblock Tiles for?", A),
            ("what do the bus stop tiles at the bottom of each location do", A),
            ("What's the little Bus for?", A),
            ("What's the track on the right side of my Personal Board, the Personal Fulfillment one, for?", A),
            ("What is the Friendship Track on the left of my board for?", A),
            ("What are the Interest Tokens for?", A),
            ("Why do I only get the four-sided die at the start, what are the other dice for?", A),
            ("what are mimic trait tokens for", A),
            ("What are Frustration Tokens used for?", A),
            ("The Frustration Token has two sides. What's the flipped side for?", A),
            ("What do Memory Tokens do?", A),
            ("Memory Tokens that are already used (flipped to side B), are they good for anything?", A),
            ("What can I do with Willpower Tokens?", A),
            ("What are the Parent Cards for in Coming of Age?", A),
            ("The cards in the top slot of each location, the Memory Cards, what are they for?", A),
            ("What's the Vital Experience Point track on the main board for?", A),
            ("What are the Goal Tiles with the letters A, B, C, D for?", A),
            ("The 4 Trait Tiles with the blue back, what are those?", A),
            ("What is the Player Aid for?", A),
            ("What do the spaces at the far right end of each Mood Track do?", A),
            ("What is the Motivation Token icon at the end of a Mood Track for?", A),
            ("2 player game: what are the 4 Trait Tiles in a row between us for, and why is a neutral character on each?", A),
            ("Solo vs Rob: why does Rob get a Frustration Token on his Personal Fulfillment Track with the 4 VEP side up?", A),
            ("what is the road zone in front of each location for, vs the building", A),
            ("What are the Mood Counters for and why do we only place 2 at the start?", A),
            ("Do the pictures on the Parent Cards mean anything, like whether it's mum or dad helping you?", U),
            ("What do the little drawings on the Willpower Tokens mean? Does it matter which one I get?", U),
            ("Each Trait Tile has a little drawing of a kid doing something. Does the drawing matter or only the requirement?", U),
            ("Does the background colour of each location on the main board mean anything?", U),
            ("does the picture on the Mimic Trait Tokens mean anything or is it just decoration", U),
        ],
        "es": [
            ("¿Para qué sirve la Ficha de Frustración?", A),
            ("¿Qué son los Registros de Ánimo de mi tablero?", A),
            ("¿Para qué sirven las Fichas de Motivación?", A),
            ("¿Y las fichas de Fuerza de Voluntad qué hacen?", A),
            ("¿Qué es la Ficha de Rasgo Mimético y cuándo se usa?", A),
            ("¿Para qué sirven las Fichas de Rasgo?", A),
            ("Oye, ¿qué pasa cuando el Contador de Estado de Ánimo ya está al final del registro y tengo que moverlo más?", A),
            ("¿Para qué sirve dejar una Presencia en un edificio?", A),
            ("¿Los VEP para qué son?", A),
            ("¿Qué son las Cartas de Recuerdo que se ponen arriba de cada lugar?", A),
            ("¿Para qué es el autobús?", A),
            ("¿Y este dado de diez caras cuándo se usa?", A),
            ("¿Para qué sirven las losetas que tapan los lugares del 5 al 10?", A),
            ("Che, ¿las Fichas de Interés para qué son?", A),
            ("¿Las Cartas de Padres para qué sirven?", A),
            ("¿Para qué es la pila de descarte de Cartas de Padres? ¿La puede mirar cualquiera?", A),
            ("¿Qué significa el icono de Ficha de Motivación que hay en el extremo derecho de cada Registro de Ánimo?", A),
            ("¿Qué es el Registro de Amistad y las Fichas de Personaje que van ahí?", A),
            ("¿Para qué sirve el Contador de Realización Personal?", A),
            ("¿Las Fichas de Objetivo A, B, C y D para qué son en Coming of Age?", A),
            ("¿Qué es la reserva de componentes no disponibles?", A),
            ("¿Las Fichas de Recuerdo (las fichitas, no las cartas) para qué sirven?", A),
            ("Variante de 2: ¿para qué son las 4 Fichas de Rasgo en fila entre los dos jugadores?", A),
            ("En solitario, ¿para qué usa Rob sus Fichas de Interés?", A),
            ("¿Qué tiene de especial la casilla central de cada Registro de Ánimo?", A),
            ("¿Los dibujos de los edificios del tablero principal significan algo o son pura decoración?", U),
            ("¿El color del dorso de las Fichas de Objetivo quiere decir algo, aparte de la letra?", U),
            ("¿Qué quiere decir el dibujo del dorso de las Cartas de Recuerdo?", U),
            ("¿Las Fichas de Interés tienen un dibujito que signifique algo?", U),
            ("¿El nombre que tiene cada Carta de Recuerdo sirve para algo o es solo ambientación?", U),
        ],
    },
    "loop": {
        "en": [
            ("What is the DEPLETION card under the MATERIAL deck for?", A),
            ("What do the white dots on top of a MATERIAL card mean?", A),
            ("The HAPPINESS token has a golden side, what's that for?", A),
            ("What's the REPUTATION token for?", A),
            ("what is the LANDFILL on my mat for", A),
            ("What's the WORK AREA on the board?", A),
            ("What are the little icons on ACTIVITY cards, like the house and the leaf?", A),
            ("What do the two colours on an ACTIVITY card mean?", A),
            ("What are the GOAL cards for in LOOP?", A),
            ("What are the blue FAVOUR cards for?", A),
            ("What's the INTERN on the back of the CAREER cards?", A),
            ("What does SALARY on a CAREER card mean?", A),
            ("what do the crosses on a CAREER card mean", A),
            ("What does the shield icon on some CAREER cards mean?", A),
            ("The green and red markers on the CAREER cards, what do they show?", A),
            ("What's the warning triangle on some EVENT cards?", A),
            ("What does the red circle on an EVENT card mean?", A),
            ("What are CREDIT CARDs for?", A),
            ("What's the flag on the player mat for?", A),
            ("Why is the HAPPINESS track on the mat split into 3 zones?", A),
            ("What's the $ side of a COIN used for?", A),
            ("What's the Quickstart Guide for?", A),
            ("What are the ACTIVITY slots on my mat for, and how many can I fill?", A),
            ("In solo, what's the central LANDFILL?", A),
            ("Why does every FAVOUR card show a REPUTATION number?", A),
            ("The MATERIAL cards show different things, like a bottle or a jar. Does the object on the card matter or just its type?", U),
            ("Does the background colour of the CAREER cards mean anything?", U),
            ("Does the picture on an ACTIVITY card, like people dancing, matter for anything?", U),
            ("The EVENT cards have a little slogan on them. Is it just flavour or are we meant to do something with it?", U),
            ("There's a person drawn on each player mat in LOOP. Is each mat a different character with something special?", U),
        ],
        "es": [
            ("¿Para qué sirve la ficha de REPUTATION?", A),
            ("¿Qué significan los puntitos blancos de arriba de las cartas de MATERIAL?", A),
            ("¿Qué es el LANDFILL del tablero del jugador?", A),
            ("¿Para qué sirven las CREDIT CARD?", A),
            ("¿Qué significa el triángulo de advertencia que tienen algunas EVENT?", A),
            ("¿Y el círculo rojo en las EVENT qué quiere decir?", A),
            ("¿Para qué está la carta DEPLETION debajo del mazo de MATERIAL?", A),
            ("¿La ficha de HAPPINESS con el lado dorado para qué es?", A),
            ("¿Qué son los iconos de casa, grupo, hoja, libro y corazón de las ACTIVITY?", A),
            ("¿Para qué son las cartas GOAL?", A),
            ("¿Qué es la WORK AREA del tablero?", A),
            ("¿Para qué sirven las FAVOUR rojas?", A),
            ("¿Las EVENT para qué sirven y cuándo se roban?", A),
            ("¿Qué es el SALARY que viene en la CAREER?", A),
            ("¿Qué significan las cruces de las cartas de CAREER?", A),
            ("¿Y los escuditos en las CAREER qué significan?", A),
            ("¿Para qué es la BUY AREA?", A),
            ("¿La CONSUME AREA qué es?", A),
            ("¿Qué es la ABILITY de cada CAREER?", A),
            ("¿Para qué es la pila de descarte de FAVOUR del tablero?", A),
            ("¿Las COIN para qué son y por qué tienen que estar a la vista?", A),
            ("¿Las cartas de MATERIAL UTILITY tienen algo especial?", A),
            ("Jugando solo en LOOP, ¿para qué son las 5 FAVOUR azules y qué hace RENEW?", A),
            ("¿Qué es el espacio de GOAL conseguidas del tablero del jugador?", A),
            ("Modo cooperativo: ¿para qué sirve la bandera de HAPPINESS 11?", A),
            ("¿Qué significa el dibujo del reverso de las cartas FAVOUR?", U),
            ("¿Qué representan los dibujos de las cartas GOAL, las personas que salen?", U),
            ("¿El personaje dibujado en cada CAREER importa, por ejemplo si es hombre o mujer?", U),
            ("¿El logo de LOOP en el tablero tiene alguna función aparte de poner las COIN encima?", U),
            ("¿Qué quiere decir la carita dibujada junto a la HAPPINESS en el tablero del jugador?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("What are the time meeples for?", A),
            ("What's the beige arrow marker?", A),
            ("what are the Promoted and Married markers for", A),
            ("What are the Negative Impact tokens for?", A),
            ("Unhappiness tokens, what do they do?", A),
            ("What does the green bar on a card mean?", A),
            ("What's the purple bar on Career and Partner cards?", A),
            ("What does the little heart icon on a Partner card mean?", A),
            ("What does the Grown Up icon in a card's cost bar mean?", A),
            ("What does the white box sitting on the cost bar mean?", A),
            ("What does the arrow in the middle of an action mean?", A),
            ("What are the Values cards for in Adulthood?", A),
            ("What are Life Event cards?", A),
            ("Some Life Events are marked with a special symbol. What does it mean?", A),
            ("What are the Life Event icons along the scoring track for?", A),
            ("What's the yellow track for and why does my marker move left on it?", A),
            ("what's the blue track", A),
            ("What are energy tokens for?", A),
            ("What's the Market Board for, and why do the cards on the right cost something?", A),
            ("What's the Interview spot on my board for?", A),
            ("What's the Date spot for?", A),
            ("What does Meditate do?", A),
            ("What's the Donate spot for?", A),
            ("In Adulthood solo, what are the Solo Achievement cards for?", A),
            ("What do the Life icons like Fame and Family do?", A),
            ("What's the quote at the bottom of some cards for? Do we read it out?", U),
            ("Does the background colour of a market card mean anything?", U),
            ("Do the little drawings along the scoring tracks mean anything, apart from the Grown-Up and Life Event icons?", U),
            ("What's the art on the back of the Values cards supposed to mean?", U),
            ("do the player board colours mean anything, like is one colour for the oldest player", U),
        ],
        "es": [
            ("¿Para qué sirven los meeples de tiempo?", A),
            ("¿Para qué sirve ser Grown Up?", A),
            ("¿Las fichas de energía para qué son?", A),
            ("¿Y las fichas de dinero?", A),
            ("¿Qué significa la barra verde de las cartas?", A),
            ("¿La barra morada de las cartas de Career para qué es?", A),
            ("¿Qué es el corazón que tienen las cartas Partner?", A),
            ("¿Para qué sirven las cartas de Values?", A),
            ("¿Qué son las Life Event?", A),
            ("¿Para qué es el tablero de puntuación con las dos pistas?", A),
            ("¿Para qué es el tablero del mercado?", A),
            ("¿Para qué sirve la acción de Interview?", A),
            ("¿Qué hace el Date del tablero?", A),
            ("Che, ¿el Meditate qué hace?", A),
            ("¿Para qué es Donate?", A),
            ("¿Qué son las cartas de Experience y esa pila de Experience al lado del tablero?", A),
            ("¿Las cartas de Resource y de Trait para qué sirven?", A),
            ("¿Qué son las cartas de Community, Leisure y Wellness?", A),
            ("¿Para qué son las cartas de Career en Adulthood?", A),
            ("¿Qué significa el icono de Life blanco y negro en la barra verde?", A),
            ("¿Qué son las fichas de Unhappiness?", A),
            ("¿Para qué es el marcador de Married?", A),
            ("¿Qué es el lado de solitario del tablero del mercado?", A),
            ("Oye, en solitario, ¿para qué es el recuadro de la carta de Achievement?", A),
            ("¿Por qué hay dos espacios de acción en cada categoría de mi tablero de jugador?", A),
            ("¿Qué significan los dibujos de las cartas Partner?", U),
            ("¿El color de los marcadores de puntuación de madera tiene algún significado?", U),
            ("¿Qué representa el dibujo de las cartas de Achievement en solitario?", U),
            ("¿Tiene algún uso la otra cara del tablero de puntuación?", U),
            ("¿Qué significa el texto en cursiva de las cartas de Experience, hay que leerlo?", U),
        ],
    },
    "cv": {
        "en": [
            ("What are the tokens for?", A),
            ("What's the bicycle token for?", A),
            ("What's the notepad for?", A),
            ("What are the childhood cards?", A),
            ("What's my life goal card for?", A),
            ("The life goal cards face up on the board, what are they for?", A),
            ("What does the red slash on a card's effect mean?", A),
            ("What does it mean when a card's title has two colours?", A),
            ("What does the bad luck symbol on the dice do?", A),
            ("What's the good luck symbol for?", A),
            ("What's the row of cards on the board for?", A),
            ("what are event cards for", A),
            ("What are Health cards for?", A),
            ("What do Knowledge cards do?", A),
            ("What are Relationship cards good for?", A),
            ("What are Work cards for?", A),
            ("what are possession cards for", A),
            ("Why are there three age decks on the board in CV?", A),
            ("What does it mean that the card on top of a pile is active?", A),
            ("What's the bicycle card?", A),
            ("What's the money symbol on the dice for?", A),
            ("There are 7 dice but I roll 4. What are the other 3 for?", A),
            ("What's the points table for, the one for health, relationship and knowledge cards?", A),
            ("What do the card type icons next to a card's title mean in CV?", A),
            ("What's the old age deck for, does it do anything special?", A),
            ("What does the funny text on the cards mean? Is it just flavour?", U),
            ("Do the pictures on the board around the decks mean anything?", U),
            ("The childhood cards show kids of different ages. Does the age in the picture matter?", U),
            ("What's the picture on the back of the life goal cards mean?", U),
            ("Some cards have a special condition. What kinds of special conditions are there and what do their icons look like?", U),
        ],
        "es": [
            ("¿Para qué sirven las fichas?", A),
            ("¿Qué es la ficha de bicicleta?", A),
            ("¿El bloc de notas para qué es?", A),
            ("¿Qué son las cartas de infancia?", A),
            ("¿Para qué son las cartas de objetivo vital?", A),
            ("¿Qué significa la barra roja tachando el efecto de una carta?", A),
            ("¿Qué pasa con las cartas que tienen el título en dos colores?", A),
            ("¿Qué hace el símbolo de mala suerte del dado?", A),
            ("¿Y el símbolo de buena suerte para qué sirve?", A),
            ("¿Para qué sirve la fila de cartas del tablero?", A),
            ("¿Las cartas de evento para qué son?", A),
            ("¿Qué son las cartas de Salud?", A),
            ("¿Para qué sirven las cartas de Conocimiento?", A),
            ("¿Y las de Relaciones?", A),
            ("¿Las cartas de Trabajo qué hacen?", A),
            ("¿Para qué sirven las cartas de Posesión?", A),
            ("¿Qué son los mazos de juventud, mediana edad y vejez?", A),
            ("¿Qué quiere decir que una carta de mi currículum está activa?", A),
            ("¿Para qué sirve el símbolo de dinero de los dados?", A),
            ("Che, ¿por qué hay 7 dados si yo tiro 4?", A),
            ("¿Para qué sirven los objetivos vitales que están boca arriba en el tablero?", A),
            ("¿Qué significa que un dado con mala suerte queda congelado?", A),
            ("¿El mazo de vejez tiene algo especial en el CV?", A),
            ("¿Para qué sirve la carta de la bici?", A),
            ("¿Para qué sirven los símbolos de salud, conocimiento y relaciones de los dados?", A),
            ("¿Qué significan los dibujos de fondo de las cartas de infancia?", U),
            ("¿Qué quiere decir el dibujo del dorso de las cartas de vejez?", U),
            ("¿Qué significa el símbolo del reloj que tienen algunas cartas?", U),
            ("¿Las fichas vienen en colores distintos? ¿Qué significa cada color?", U),
            ("¿Qué representan los dibujos de las cartas de evento?", U),
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
