"""Write the blind138 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind138/make_questions.py

Style of this set: players asking WHAT A WORD MEANS (a rulebook term or a word
printed on a component: what it is, what it refers to on the table, what it
means in play). Each game's file is written in a seeded shuffled order (seeds
13801-13804), so the unanswerable questions are mixed in. `names_game` is
found by a regex on the question's own game name; `ids` come from ids.json
(question text -> ids) and are empty until that file is written.
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
SEEDS = {"coming-of-age": 13801, "loop": 13802, "adulthood": 13803, "cv": 13804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what's a 'bounce' on the mood tracks? my friend says my counter bounced", A),
            ("what exactly is a Presence", A),
            ("whats the road zone", A),
            ("what does VEP stand for", A),
            ("what's a mimic trait token?", A),
            ("what does 'passive bonus' mean? which spaces give one", A),
            ("whats an intimacy bonus", A),
            ("what is the personal fulfillment track for?", A),
            ("what are interest tokens", A),
            ("the book keeps saying 'unavailable components supply' - what is that", A),
            ("What's the Experience Space on a location?", A),
            ("what's the bus stop bonus?", A),
            ("what does 'unresolved' mean for a frustration token, vs 'overcome'?", A),
            ("what's a trait bonus exactly", A),
            ("goal tiles vs trait tiles, whats the difference", A),
            ("Who is Rob Bot?", A),
            ("2 player game: what are the 'levels' on the row of 4 trait tiles in the middle?", A),
            ("is a turn the same as a round here? the rules use both", A),
            ("what are 'leftover elements' in the final scoring", A),
            ("rules say a presence turns the activity into a 'hobby' - is a hobby a seperate thing with its own rules?", A),
            ("what's my 'personal supply', is that a spot on my board?", A),
            ("what do the roadblock tiles do", A),
            ("what does 'close friends' mean on the friendship track?", A),
            ("whats side B on a memory token", A),
            ("what's the pink track's passive bonus? the bus example mentions it", A),
            ("solo: what's the frustration token rob gets on his fulfillment track for?", A),
            ("the rules say available locations 'at the ends of the main board' count as adjacent. in round 1 only 1-4 are open - so is 4 an 'end' now and 1 and 4 are next to each other, or does that only kick in once the real last location is open?", U),
            ("optimistic / unmoved / pessimistic traits - what's an 'unmoved' memory token? is that the one that sends a counter to the centre?", U),
            ("how many memory cards give an overcoming bonus?", U),
            ("'Jovial' trait - jovial sounds like having fun, so is it the bored/having fun track? the list just says 'the indicated mood track'", U),
        ],
        "es": [
            ("¿Qué significa exactamente dejar una Presencia?", A),
            ("¿Qué es el Registro de Ánimo?", A),
            ("Oye, ¿qué son los VEP?", A),
            ("¿Qué es una Ficha de Rasgo Mimético y cuándo se desbloquea?", A),
            ("¿Para qué sirven las fichas de Fuerza de Voluntad?", A),
            ("Cuando dicen 'Recuerdo', ¿es la carta o la ficha?", A),
            ("que es rebotar a la izquierda en un registro", A),
            ("La hoja en español habla de una 'ficha de superación'. ¿Qué es eso?", A),
            ("¿Qué son las Fichas de Motivación y cuáles hay al empezar?", A),
            ("¿Qué es una Ficha de Frustración?", A),
            ("Che, ¿qué es el Registro de Amistad?", A),
            ("¿Qué es la bonificación de Superación?", A),
            ("Disculpe, ¿qué es una Bonificación de Amistad?", A),
            ("que significa 'Realización Personal'? como se avanza", A),
            ("¿Qué son las Fichas de Objetivo, las de las letras A, B, C y D?", A),
            ("En solitario, ¿qué es la 'pila de Rasgos' de Rob?", A),
            ("¿Qué son las Cartas de Padres?", A),
            ("¿Qué es la 'reserva general' y qué hay en ella?", A),
            ("¿Qué es la 'mano' de Fichas de Rasgo? ¿Cuántas puedo tener?", A),
            ("¿Qué son los personajes neutrales?", A),
            ("En la variante de dos jugadores, ¿qué es la fila de Fichas de Rasgo neutrales?", A),
            ("¿Qué es el Bus y para qué sirve?", A),
            ("Tío, ¿el Rasgo Strong y el Strong-Willed son lo mismo?", A),
            ("¿Qué es la pila de descarte de Cartas de Padres? ¿La pueden ver los demás?", A),
            ("¿Qué significa que una ubicación esté 'disponible'?", A),
            ("¿Qué quiere decir el Objetivo 'Persistent'?", A),
            ("¿Qué hace el Espacio de Experiencia de la ubicación 5, la primera que se abre en la ronda 2?", U),
            ("Vale, ¿qué color de Fichas de Motivación pide la ubicación 7 para conseguir su Recuerdo?", U),
            ("¿Cuántas Cartas de Recuerdo dan una bonificación de Carta de Padres?", U),
            ("¿Cuántas Cartas de Padres de cada mazo dan una Bonificación de Rasgo?", U),
        ],
    },
    "loop": {
        "en": [
            ("what's DEPLETION", A),
            ("what does BROKEN mean for a MATERIAL", A),
            ("whats a LANDFILL", A),
            ("what is QUALITY on a material card", A),
            ("what are the PROPERTY things, HOUSE LEAF BOOK etc", A),
            ("the HOBBY goal doesnt show any property - what does it want?", A),
            ("What does CURIOSITY need?", A),
            ("what's REPUTATION actually for", A),
            ("what does SHARE do", A),
            ("whats the WORK AREA", A),
            ("what's the BUY AREA - the cards around DEPLETION?", A),
            ("is INTERN a career? what's special about it", A),
            ("what's SALARY on the career card", A),
            ("difference between a CONTINUOUS and an IMMEDIATE event?", A),
            ("what does PAYOFF mean", A),
            ("whats the 'Welcoming Gift'", A),
            ("What's the Debt Penalty?", A),
            ("solo: what does 'burning' a material card mean", A),
            ("what's 'Exhibited QUALITY'?", A),
            ("what is RENEW? it isnt in the red favours", A),
            ("what do the shield marks on the careers mean", A),
            ("what do the little crosses on a CAREER card mean", A),
            ("what does 'Forced into Debt' mean", A),
            ("what's 'Non-binding Negotiation'", A),
            ("what does the golden side of the happiness token mean?", A),
            ("the WORK rule says you apply for a CREDIT CARD 'in advance modes' - which modes are those?", A),
            ("The 2nd Semi Mid-Season Sales says pay half the COIN 'for its QUALITY'. if i also spend a REPUTATION for +1 QUALITY on that same MATERIAL, is it half of the QUALITY or half of the COIN i actually pay?", U),
            ("basic mode, i'm at 0 HAPPINESS so WORK means take 1 COIN and 'end turn immediately'. does immediately mean i can't play any FAVOUR after that?", U),
            ("the 12 HAPPINESS are split into 3 zones - is HAPPINESS 0 in a zone at all? if i drop from 1 to 0 do i draw an EVENT?", U),
            ("BOGOF: 'take 1 MATERIAL at QUALITY 1 from the BUY AREA if there is any' - does 'if there is any' mean any MATERIAL left at all, or one that's already showing QUALITY 1?", U),
        ],
        "es": [
            ("¿Qué significa ACQUIRE?", A),
            ("¿Qué es BARTER?", A),
            ("¿Qué hace RECYCLE?", A),
            ("¿Qué es un RESELL?", A),
            ("¿Qué significa CONSUME?", A),
            ("¿Qué es una ACTIVITY?", A),
            ("¿Qué es un GOAL?", A),
            ("Che, ¿qué es la CAREER?", A),
            ("¿Qué es la ABILITY de una CAREER?", A),
            ("¿Qué significa el icono Not-For-Coop?", A),
            ("¿Qué es una CREDIT CARD en este juego?", A),
            ("¿Qué es la LANDFILL Penalty?", A),
            ("¿Qué es la 'DEPLETION Penalty'?", A),
            ("¿Qué es eso de 'quemar' una carta de MATERIAL en cooperativo?", A),
            ("En solitario, ¿qué es el LANDFILL central?", A),
            ("¿Qué significan ACCEPT y REJECT?", A),
            ("¿Qué es la pila de descarte de FAVOUR?", A),
            ("¿Qué hace el 'x2 COIN' del Tycoon?", A),
            ("¿Qué quiere decir el EVENT Micro-Plastic?", A),
            ("¿Qué hace el Scavenger?", A),
            ("¿Qué quiere decir llegar a la 'maximum HAPPINESS'?", A),
            ("¿Qué son los FAVOUR azules?", A),
            ("¿Qué es un 'set de MATERIAL'?", A),
            ("que significa BOGOF", A),
            ("¿A quién llaman 'EVENT triggerer'?", A),
            ("¿Qué es el 'Slack Off' de la Office Lady?", A),
            ("Con The 2nd Semi Mid-Season Sales activo, la Office Lady compra su MATERIAL de Slack Off en el turno de WORK: ¿también paga la mitad? El EVENT dice 'When BUY'.", U),
            ("Soy el Officer: mi primer FAVOUR del turno fue un SHARE que al final no usé y no se quitó QUALITY. ¿Ese cuenta como 'first played FAVOUR' o el siguiente pasa a ser el primero y no se puede rechazar?", U),
            ("Los EVENT imitan trucos de consumo reales. ¿A qué truco se refiere el nombre 'Red Gown'?", U),
            ("¿Cuántos de los 18 GOAL piden al menos un GROUP?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what's 'time' in this game - is it a thing on the board or just my turn?", A),
            ("what does Grown Up mean", A),
            ("whats Impact", A),
            ("what are Values cards", A),
            ("what does Meditate do", A),
            ("what is the Experience card stack", A),
            ("what does 'tableau' mean?", A),
            ("whats the green bar on the cards", A),
            ("what's the purple bar on careers and partners", A),
            ("What is a Life Event?", A),
            ("what are Life icons", A),
            ("what's a 'complete heart'", A),
            ("what is Donate", A),
            ("what's Date", A),
            ("what does Interview do", A),
            ("what does Promoted mean", A),
            ("what's the Market Board", A),
            ("what are Negative Impact and Unhappiness tokens", A),
            ("what's an action spot? upper and lower?", A),
            ("difference between a Resource card and a Trait card?", A),
            ("solo: what's an Achievement card", A),
            ("what's the white box on some cost bars", A),
            ("what does it mean when the score markers 'cross'", A),
            ("whats the hole icon on values cards", A),
            ("what's the Open Relationship trait", A),
            ("what's the beige arrow marker", A),
            ("how many partner cards have the Fame icon?", U),
            ("which careers have the Luxury icon, if any?", U),
            ("how many Leisure cards are in the deck?", U),
            ("what Life icon is on Mall Walkers?", U),
        ],
        "es": [
            ("¿Qué son las cartas de Experience?", A),
            ("¿Qué es una carta de Career?", A),
            ("¿Qué significa estar Married? ¿Cómo te casas?", A),
            ("¿Qué es la Happiness y hacia dónde se mueve?", A),
            ("¿Para qué sirve la energía?", A),
            ("¿Qué es el money en este juego y cómo se consigue?", A),
            ("¿Qué son las cartas de Partner?", A),
            ("¿Qué significa el símbolo que tienen algunas Life Events? Dice que afecta a la ronda siguiente", A),
            ("¿Qué es el mazo de Adulthood?", A),
            ("Una carta tiene un icono de vida blanco y negro en la barra verde, ¿qué significa?", A),
            ("¿Qué son las cartas de Community?", A),
            ("¿Qué es Leisure?", A),
            ("¿Qué es Wellness?", A),
            ("¿Qué es el Scoring Board?", A),
            ("¿Qué significa el icono de Grown-Up que hay en los tracks?", A),
            ("¿Qué son los 'sets' de Life icons del final?", A),
            ("¿Qué es un Trait?", A),
            ("¿Qué son los Resources?", A),
            ("Vale, ¿qué significa hacer 'draft' de una carta del mercado?", A),
            ("¿Qué es el 'cost to upgrade'?", A),
            ("¿Qué es el Solo Player Board?", A),
            ("¿Qué significa 'pasar el final del track' y eso de sumar 25?", A),
            ("¿Qué son los Values boca abajo?", A),
            ("En solitario, ¿qué es la Meditation nueva?", A),
            ("¿Qué es Luxury?", A),
            ("¿Qué significa la flecha en las acciones de las cartas?", A),
            ("¿Cuántas cartas de Wellness o de Community piden ser Grown Up para jugarlas?", U),
            ("¿Cuáles son las Careers que no piden ningún icono de vida para ascender?", U),
            ("¿Cuántas cartas de Resource dan energía?", U),
            ("¿Qué Values tienen el hueco de Creativity?", U),
        ],
    },
    "cv": {
        "en": [
            ("what does 'active card' mean", A),
            ("whats the track", A),
            ("what does 'frozen' mean for dice", A),
            ("what's misfortune", A),
            ("what's social assistance", A),
            ("what are good luck symbols for", A),
            ("what's a life goal - personal vs public?", A),
            ("what's the red slash on some cards", A),
            ("what are the cards with two colours", A),
            ("what's an event card", A),
            ("What are childhood cards?", A),
            ("what's the bicycle token for", A),
            ("what are the tokens for", A),
            ("what's a possession card", A),
            ("what's a work card", A),
            ("what happens in 'cleanup'", A),
            ("what are the early adulthood / middle age / old age decks", A),
            ("is the 'young adulthood' deck the same as the 'early adulthood' deck?", A),
            ("whats my CV exactly, the cards in my stacks?", A),
            ("what are health cards", A),
            ("what are knowledge cards", A),
            ("what's a relationship card", A),
            ("what's a 'round' and who starts it", A),
            ("what does reroll mean here, how many times", A),
            ("what does it mean to put a card 'under' a stack?", A),
            ("what does 'bad luck' do", A),
            ("how many health cards have a red slash cost?", U),
            ("how many possession cards are in the early adulthood deck?", U),
            ("the card layout bit of the rules is blank - which part of a card is the 'effect area'?", U),
            ("how many knowledge cards are there in the whole game?", U),
        ],
        "es": [
            ("¿qué significa que una carta esté 'activa'?", A),
            ("¿Qué es el currículum que vas armando?", A),
            ("¿Qué son los símbolos de mala suerte?", A),
            ("¿Qué es el 'misfortune'?", A),
            ("¿Qué es la ayuda social?", A),
            ("¿Qué son las cartas de infancia?", A),
            ("¿Para qué es la ficha de la bicicleta?", A),
            ("¿Qué son las cartas de evento?", A),
            ("¿Qué significa la barra roja en el efecto?", A),
            ("¿Qué son los objetivos vitales públicos?", A),
            ("¿Qué son las cartas de dos colores?", A),
            ("¿Para qué son las fichas?", A),
            ("¿Qué son las cartas de Posesión?", A),
            ("¿Qué son las cartas de Trabajo?", A),
            ("¿Qué significa que un dado esté 'congelado'?", A),
            ("¿Qué es el track?", A),
            ("¿Qué se hace en la fase de limpieza?", A),
            ("¿Qué son los mazos de juventud, mediana edad y vejez?", A),
            ("¿Para qué sirve la buena suerte?", A),
            ("¿Qué son las cartas de Salud?", A),
            ("¿Qué son las cartas de Conocimiento?", A),
            ("¿Qué son las cartas de Relaciones?", A),
            ("¿Qué es el objetivo vital secreto?", A),
            ("¿Qué es una 'ronda' y quién la empieza?", A),
            ("¿Qué es 'Añadir al currículum'?", A),
            ("¿Qué significa que las fichas 'no se acumulan'?", A),
            ("¿Cuántas cartas de evento hay en el mazo de mediana edad?", U),
            ("¿Cuántas cartas de Salud hay en el mazo de vejez?", U),
            ("¿Qué cartas de Trabajo tienen mala suerte en el coste?", U),
            ("¿Cuántos objetivos vitales puntúan cartas de Salud?", U),
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
