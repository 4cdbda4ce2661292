"""Write the blind139 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind139/make_questions.py

Style of this set: players asking WHAT A WORD MEANS (a term of the rulebook or
printed on a component: what it is, what it refers to on the table, what it
means in play).

Each game's file is written in a seeded shuffled order (seeds 13901-13904), so the
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
SEEDS = {"coming-of-age": 13901, "loop": 13902, "adulthood": 13903, "cv": 13904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("what's a 'bounce' in this game?", A),
            ("wait what does VEP stand for", A),
            ("whats the 'road zone'? is that a different thing from the building of a location?", A),
            ("what are interest tokens actually for", A),
            ("what's a mimic trait token?", A),
            ("the rulebook keeps saying 'passive bonus'. what is that exactly", A),
            ("What counts as an 'unresolved' frustration?", A),
            ("whats an intimacy bonus", A),
            ("what's the 'unavailable components supply'? is that just the box?", A),
            ("is the bus an actual piece on the board? what does it do", A),
            ("the rules talk about 'years' - is a year a round or a turn?", A),
            ("what are the 'leftover elements' in final scoring?", A),
            ("what's level 0 on the friendship track for?", A),
            ("solo setup says to put a frustration token on the 'bounce bonus' of rob's personal fulfillment track. what is the bounce bonus?", A),
            ("who's rob? the rules suddenly start talking about him", A),
            ("what does 'adjacent' mean for locations? are the ones at the two ends of the board next to each other?", A),
            ("the rules say to flip a used memory token to 'side B'. what's side B?", A),
            ("2 player rules: what are the 'level 1' to 'level 4' tiles in the middle of the table?", A),
            ("when the rules say my 'hand', do they mean trait tiles or parent cards?", A),
            ("what does 'Type A' mean on a goal tile?", A),
            ("whats the difference between a memory card and a memory token", A),
            ("what are 'close friends' on the friendship track?", A),
            ("what's the starting trait tile, the one with the blue back?", A),
            ("mood counter vs personal fulfillment counter, whats the difference", A),
            ("what does 'neutral' mean for a character token?", A),
            ("Completionist on a trait tile, what does that mean?", A),
            ("whats the bonus printed at the very end of the personal fulfillment track for a normal player? rob covers it with his 4 VEP token but what's under it for me", U),
            ("Loyal is listed under Type A goals, and Type A is 'about having a majority'. so does Loyal mean more played traits than everyone else, or just 4 played?", U),
            ("what's printed on the 4 trait tile spaces under the mimic tokens? do i get anything when a space is uncovered", U),
            ("the intro says you go from childhood to adolescence. do the four rounds have names, like childhood, preteen, teen?", U),
        ],
        "es": [
            ("¿Qué significa exactamente 'Presencia'?", A),
            ("Oye, cuando dice que una actividad se vuelve una afición (hobby), ¿eso qué es en el juego?", A),
            ("que es el 'extremo derecho' de un Registro de Ánimo y por que se tapa con fichas", A),
            ("¿Qué es la Bonificación de Amistad?", A),
            ("Disculpe, ¿qué es el Espacio de Experiencia de una ubicación?", A),
            ("che, ¿qué es la bonificación de la parada de autobús?", A),
            ("¿Qué son las Fichas de Bloqueo (Roadblock)?", A),
            ("¿Qué es la 'reserva personal'? ¿Dónde está?", A),
            ("que son las cartas de padres y cuando se usan", A),
            ("¿Qué es una Bonificación de Rasgo?", A),
            ("¿Qué tipos de Fichas de Recuerdo hay? ¿Qué hace cada una?", A),
            ("tío, ¿qué es un Registro de Ánimo?", A),
            ("¿Qué es el Registro de Realización Personal?", A),
            ("¿Qué son las Fichas de Objetivo?", A),
            ("En solitario pone que Rob gana 4 VEP por cada 'avance no realizado'. ¿Qué quiere decir eso?", A),
            ("¿Qué es el 'montón de Rasgos' de Rob?", A),
            ("¿Qué significa que un Registro de Ánimo esté 'disponible'?", A),
            ("¿Vosotros sabéis para qué sirve la Fuerza de Voluntad?", A),
            ("¿Qué son las Fichas de Motivación y de dónde salen?", A),
            ("la Ficha de Frustración tiene dos lados, ¿qué significa cada uno?", A),
            ("¿Qué pide el Rasgo Equilibrado?", A),
            ("¿Qué hace la Bonificación de Superación?", A),
            ("El Rasgo Centrado habla de 'casillas centrales'. ¿Qué significa?", A),
            ("¿Qué es 'obtener un Recuerdo' cuando para el autobús?", A),
            ("¿Qué es la reserva general y qué hay en ella?", A),
            ("que pide el objetivo Persistente", A),
            ("La hoja en español no dice cómo se llama la 'Bus Stop Tile'. ¿Cuál es su nombre oficial en español, Ficha de Parada de Autobús?", U),
            ("¿Qué hay impreso en el lado B (el usado) de las Fichas de Recuerdo? ¿Sale algún número de VEP?", U),
            ("¿De qué tres colores son las Fichas de Recuerdo? Solo veo nombradas la morada y la amarilla", U),
            ("vale, ¿y cómo es el icono de la Bonificación de Superación? No sé reconocerlo", U),
        ],
    },
    "loop": {
        "en": [
            ("what's DEPLETION?", A),
            ("what does BROKEN mean", A),
            ("what is QUALITY on a MATERIAL card?", A),
            ("whats the LANDFILL on my mat for", A),
            ("what's the WORK AREA?", A),
            ("what's a PROPERTY? the little icons on the activities?", A),
            ("what does the HOBBY goal mean by activities that 'share the same name'?", A),
            ("what is REPUTATION and how much of it can i hav", A),
            ("what's INTERN? is it a career?", A),
            ("solo rules say 'burning MATERIAL card'. what does burning mean?", A),
            ("whats a CONTINOUS EVENT", A),
            ("the rulebook keeps saying 'zones'. what is a zone on the HAPPINESS track?", A),
            ("what does PAYOFF mean", A),
            ("solo ACQUIRE talks about 'Exhibited QUALITY'. what's that?", A),
            ("what's the Not-For-Solo icon?", A),
            ("what's the golden side of the HAPPINESS token for?", A),
            ("what does 'Forced into Debt' mean", A),
            ("what does SHARE do exactly?", A),
            ("WORK says 'you apply for a CREDIT CARD instead in advance modes'. what are the advance modes?", A),
            ("the Lawyer card mentions the Officer's ability 'Enforce'. what's Enforce?", A),
            ("who is the 'EVENT triggerer'?", A),
            ("setup says remove 'sets' of MATERIAL. what's a set?", A),
            ("BOGOF?? what does that even stand for", A),
            ("what does Skinner Box do", A),
            ("Chef has 'Supersize'. what is it?", A),
            ("co-op says you may play 'open-handedly'. meaning?", A),
            ("what does 'Makyth' mean in Manners Makyth Man? is that a real word?", U),
            ("HOBBY pairs: do the two ACTIVITY that share a name also have the same PROPERTY icons, or is the name the only thing they share?", U),
            ("The 2nd Semi Mid-Season Sales: 'pay half the COIN for its QUALITY'. what's half for a QUALITY 3 MATERIAL, 1 or 2 COIN?", U),
            ("EVENTs are supposed to mimic 'consumerism tricks in the real world'. what trick is Red Gown about?", U),
        ],
        "es": [
            ("¿Qué pide la GOAL CURIOSITY?", A),
            ("¿Qué es el SALARY?", A),
            ("¿Qué es un IMMEDIATE EVENT?", A),
            ("¿Qué es el Welcoming Gift de la CREDIT CARD?", A),
            ("que es el Debt Penalty", A),
            ("¿y el LANDFILL Penalty qué es?", A),
            ("En solitario, ¿qué es el FAVOUR RENEW?", A),
            ("¿Qué significan las cruces que tienen las CAREER?", A),
            ("Disculpe, ¿qué es la BUY AREA?", A),
            ("vale, ¿qué es CONSUME exactamente?", A),
            ("¿Qué es la 'Non-binding Negotiation'?", A),
            ("En la tabla de modos pone 'Positional P.2' en los FAVOUR iniciales. ¿Qué significa 'Positional'?", A),
            ("Si hago ACCEPT de un FAVOUR, ¿qué significa eso? ¿qué gano?", A),
            ("que significa REJECT y como se hace", A),
            ("¿Qué es una ABILITY 'Once-per-turn'?", A),
            ("che, ¿qué es el EVENT Hypebeast?", A),
            ("vos sabés qué hace Vulgarian?", A),
            ("Micro-Plastic: ¿qué quiere decir que el FOOD cuenta como PLASTIC?", A),
            ("¿Qué es la Objection del Lawyer?", A),
            ("¿Qué es el Forge del Craftsman?", A),
            ("¿qué es Minimalist? lo tiene el Homemaker", A),
            ("¿Qué es Slack Off?", A),
            ("¿Qué es The Gap?", A),
            ("¿Qué hace Landfill Tax?", A),
            ("¿Qué significa que el CONTINUOUS EVENT va arriba de la Discard Pile y el IMMEDIATE abajo?", A),
            ("que es Treat Yo Self", A),
            ("¿Qué se supone que es la UTILITY como MATERIAL? ¿Electricidad, agua, internet?", U),
            ("El reglamento dice 'Play the 1st game and Campaign in Basic Mode', pero después avisa de spoilers de la campaña en las reglas de Competitivo. ¿Qué significa 'Campaign' ahí, la campaña entera se juega en modo Basic o no?", U),
            ("¿Qué truco de consumo de la vida real representa el EVENT 'Satan Santa'?", U),
            ("¿Cómo se llaman las tres zonas de HAPPINESS del tablero, tienen nombre o color cada una?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("the rulebook keeps saying 'time'. is that a thing on the board or just a turn?", A),
            ("what does grown up mean exactly", A),
            ("whats 'Promoted'", A),
            ("whats the intervew action", A),
            ("what does Date do", A),
            ("what's Donate?", A),
            ("what are Values cards", A),
            ("what's a Life Event?", A),
            ("what's the Experience card stack", A),
            ("what does 'tableau' mean here?", A),
            ("what's the green bar on the cards?", A),
            ("a card has a white box on its cost bar with resources in it. what does that mean", A),
            ("what is a 'complete heart'?", A),
            ("what does it mean when the score markers 'cross'?", A),
            ("what are 'sad' tokens", A),
            ("what's special about the left-most card in the market?", A),
            ("solo: what's an Achievement card?", A),
            ("what are the 'upper' and 'lower' action spots?", A),
            ("what does the Open Relationship trait do?", A),
            ("what's the little symbol on some life events that says the effect carries over?", A),
            ("what does 'add 25 to their score' mean when someone passes the end of a track?", A),
            ("what does the arrow on a card's action mean", A),
            ("'Resources' - is that a type of card or the money and energy?", A),
            ("what is Impact?", A),
            ("a card with no green bar at all, what does that mean", A),
            ("what does Mall Walkers do?", A),
            ("the components say '16 Negative Impact/Unhappiness tokens'. is that one token with a side for each, or 8 of each kind?", U),
            ("the Actor is the only career the rulebook names. what other Careers are there?", U),
            ("the box has '139 cards (including 16 cards used only for Solo play)'. what are those 16 solo cards, just the Achievement cards or something else too?", U),
            ("solo Achievement cards have 'three levels of difficulty'. what are the levels called, what's a level on the card?", U),
        ],
        "es": [
            ("¿Qué significa que la energía se puede usar como tiempo?", A),
            ("¿Qué es estar Married (casado)?", A),
            ("¿Qué es Meditate?", A),
            ("¿Qué son los iconos de vida (Life icons)?", A),
            ("¿Qué es la barra morada de las cartas?", A),
            ("¿Qué significa el icono de Grown Up en la barra verde de coste?", A),
            ("¿Qué es una carta de Partner?", A),
            ("Disculpe, ¿qué es una carta de Career?", A),
            ("¿qué es el espacio de Leisure?", A),
            ("que es Wellness", A),
            ("¿Qué es Community?", A),
            ("¿Qué es una carta de Experience?", A),
            ("¿Ustedes saben qué son los Traits?", A),
            ("¿Qué es una 'ronda'? ¿Cuándo termina?", A),
            ("che, ¿qué significa 'ganar un happy'? ¿Para dónde se mueve el marcador?", A),
            ("¿Qué es una ficha de Negative Impact?", A),
            ("En solitario, ¿qué hace Meditate?", A),
            ("¿Qué es el mazo de 8 Life Events del solitario?", A),
            ("¿Qué es la carta Family Time y qué pide para jugarla?", A),
            ("Ahorita salió Marathon en el mercado, ¿qué es eso?", A),
            ("¿Qué es Overseas Vacation?", A),
            ("En el ejemplo del Actor dice que solo le falta un Fame más para el ascenso. ¿Qué significa eso?", A),
            ("¿Qué quiere decir 'sets above 2' de iconos de vida?", A),
            ("¿Qué son los Values boca abajo?", A),
            ("¿Qué es el corazón que tienen las cartas de Partner?", A),
            ("¿Qué es el Market Board?", A),
            ("¿Qué tipos de Values hay? ¿Cómo se llaman las cartas, tipo 'Familia' o 'Dinero'?", U),
            ("¿Qué significa el icono de Luxury? ¿Qué representa?", U),
            ("¿Qué tipo de carta es Crafting? ¿Community, Leisure, Wellness, Trait…?", U),
            ("La guía de iconos dice 'el agujero en el corazón (varias variantes)'. ¿Cuántas variantes hay y qué significa cada una?", U),
        ],
    },
    "cv": {
        "en": [
            ("what does 'active card' mean?", A),
            ("what counts as my CV exactly?", A),
            ("whats bad luck", A),
            ("wat does 'frozen' mean for dice?", A),
            ("what's a misfortune", A),
            ("what does good luck do?", A),
            ("what is social assistance?", A),
            ("what's the red slash on some cards", A),
            ("what's a card with 2 colours?", A),
            ("what are event cards?", A),
            ("what are the tokens for", A),
            ("what is 'the track'?", A),
            ("whats the difference between my secret life goal and the ones on the board", A),
            ("what does 'play your childhood' mean in setup?", A),
            ("what's the bicycle token for?", A),
            ("what are work cards", A),
            ("possessions 'give you satisfaction'. is satisfaction a separate thing?", A),
            ("a card 'goes to the box' - meaning what?", A),
            ("what's a reroll here, how many do i get", A),
            ("what does 'stack' mean, how do the cards sit?", A),
            ("the example says a Marriage card gave a 5th die. what's that about?", A),
            ("whats the clean up phase?", A),
            ("round vs turn, what's the difference here", A),
            ("what's 'a healthy mind in a healthy body'? is that a card?", A),
            ("what's the 'select cards' phase", A),
            ("the token rule says they 'do not accumulate like income'. what does that mean?", A),
            ("what's the 'effect area' on a card? where on the card is it?", U),
            ("knowledge cards 'help manipulate the dice results'. what does manipulate mean, can i set a die to any face?", U),
            ("what are the other childhood cards besides the bicycle? what are they called?", U),
            ("what does the bad luck symbol look like on the dice? how do i tell it from good luck", U),
        ],
        "es": [
            ("que es una carta activa?", A),
            ("¿Qué son las cartas de Relación?", A),
            ("¿Qué es una Posesión y cuántos puntos da?", A),
            ("¿Qué símbolos tienen los dados?", A),
            ("¿Qué significa que se puede tener 'un máximo de 7' dados?", A),
            ("¿Qué significa poner una carta 'debajo' de la pila?", A),
            ("¿Qué son las cartas de Salud?", A),
            ("¿Qué son las cartas de Conocimiento?", A),
            ("¿Qué es el desempate por 'menos cartas'?", A),
            ("¿Qué pasa con el mazo de vejez, cuándo se acaba la partida?", A),
            ("¿Qué cambia a 2 jugadores en la limpieza?", A),
            ("¿Qué es el mazo de edad media?", A),
            ("¿Qué es la carta de la bicicleta que alguien agarra en el reparto?", A),
            ("En el ejemplo sale el objetivo 'Coleccionista' (Collector). ¿Qué es?", A),
            ("¿para qué sirven los símbolos de dinero, la plata?", A),
            ("¿Qué significa que los símbolos sobrantes de las cartas de evento 'se pierden'?", A),
            ("¿Qué es eso de 'deslizar' una carta del track?", A),
            ("¿Qué es la tabla de puntos de Salud, Relación y Conocimiento?", A),
            ("Disculpe, ¿qué es la carta de objetivo vital que se reparte al principio?", A),
            ("¿Qué quiere decir 'el doble de cartas' en la asistencia social?", A),
            ("¿Para qué es el bloc de notas?", A),
            ("che, ¿qué es una carta de Trabajo?", A),
            ("que quiere decir que un dado esta congelado", A),
            ("¿Qué es la barra roja?", A),
            ("¿Qué es una carta de dos colores?", A),
            ("¿Qué es la 'desgracia'?", A),
            ("En el ejemplo compran el 'Used car'. ¿Esa Posesión tiene barra roja, un gasto cada turno como la gasolina?", U),
            ("¿Cómo es el símbolo de Conocimiento en el dado, un libro, un birrete? Lo confundimos con el de Salud", U),
            ("¿Qué otras cartas de Relación hay además de Marriage? ¿Cómo se llaman?", U),
            ("¿A qué edad corresponde cada mazo? ¿La 'edad media' empieza a los 40?", U),
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
