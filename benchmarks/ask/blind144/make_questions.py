"""Write the blind144 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind144/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 14401-14404), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: search-box queries of one to six words (a term and a
concern, a term alone with a question mark, a noun phrase, two terms side by
side, a half sentence), mostly lower case, a few typos.
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
SEEDS = {"coming-of-age": 14401, "loop": 14402, "adulthood": 14403, "cv": 14404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("frustation token max per track?", A),
            ("move die non adjacent cost", A),
            ("location 1 and 4 adjacent?", A),
            ("overcome frustration how many willpower", A),
            ("unresolved frustration end penalty", A),
            ("memory vep second motivation token", A),
            ("memory with 4 willpower vep?", A),
            ("presense limit how many", A),
            ("mood counter after spending motivation", A),
            ("bounce right but icon covered", A),
            ("left bounce what happens", A),
            ("trait tile hand limit", A),
            ("max trait tiles played?", A),
            ("mimic trait friendship level needed", A),
            ("how many goal tiles score", A),
            ("leftover tokens vep", A),
            ("tie breaker vep", A),
            ("round 3 dice?", A),
            ("locations 9 and 10 open when", A),
            ("fulfilment counter end of track", A),
            ("interst token when do i place", A),
            ("memory tokens per turn limit", A),
            ("rob bus stop before me?", A),
            ("rob level 0 friendship one token", A),
            ("2 player neutral trait tiles setup", A),
            ("intimacy bonus level 5", A),
            ("mood track spaces giving willpower", U),
            ("memory cards giving motivation tokens", U),
            ("friendship level 2 how many spaces", U),
            ("any experience space give vep?", U),
        ],
        "es": [
            ("Ficha de Frustración ubicación adyacente cuántas", A),
            ("vale, Fichas de Frustración al empezar?", A),
            ("Recuerdo tercera Ficha de Motivación VEP", A),
            ("che, dos jugadores mismo Recuerdo?", A),
            ("Presencia con Fuerza de Voluntad cuánto", A),
            ("rebote izquierda con frustración superada", A),
            ("Carta de Padres cuándo se juega", A),
            ("cuantas Cartas de Padres en mano", A),
            ("cogí quinta Ficha de Rasgo", A),
            ("Rasgo Mimético mismo rasgo dos veces", A),
            ("Disculpe, ¿Registro de Ánimo rosa cuándo?", A),
            ("VEP inicial cuántos", A),
            ("fin de partida cuando", A),
            ("Ficha de Recuerdo antes de puntuar", A),
            ("se acaban las Fichas de Motivación?", A),
            ("orden del bus ubicaciones", A),
            ("dado y Presencia misma parada ambas?", A),
            ("Bonificación de Amistad personaje nuevo VEP", A),
            ("rob cuantos dados tira", A),
            ("Rob sin Fichas de Interés", A),
            ("Rob Realización Personal se salta casillas", A),
            ("Rob puntuacion final que suma", A),
            ("tío, Rob es muy difícil", A),
            ("solitario qué Fichas de Objetivo robo", A),
            ("a dos, ficha nivel 3 requisito", A),
            ("bonificación pasiva cuándo se cobra", A),
            ("nivel 4 de Amistad cuántos huecos", U),
            ("Cartas de Recuerdo que mueven Contadores?", U),
            ("alguna Carta de Recuerdo da Presencia?", U),
            ("Disculpe, ¿Motivación de la ubicación 8?", U),
        ],
    },
    "loop": {
        "en": [
            ("work how much coin", A),
            ("work at 0 happiness", A),
            ("buy max material per turn", A),
            ("material quality cost", A),
            ("activity two same colour", A),
            ("quality 0 material where", A),
            ("activity slots max", A),
            ("goal acheive when", A),
            ("favour draw start of turn", A),
            ("reject favour how", A),
            ("reputation max?", A),
            ("reputation for happiness", A),
            ("accept share reputation", A),
            ("recycle utility?", A),
            ("barter quality difference back?", A),
            ("when does game end", A),
            ("depletion penalty", A),
            ("tie break order", A),
            ("who goes first", A),
            ("favour start 3 players", A),
            ("material sets remove 2 players", A),
            ("credit card welcoming gift", A),
            ("payoff max coin per turn", A),
            ("debt penalty end", A),
            ("landfill penalty", A),
            ("coop win condition", A),
            ("how many activity cards need glass", U),
            ("goals needing 4 property how many", U),
            ("activity cards with book and heart", U),
            ("which goal needs 3 leaf", U),
        ],
        "es": [
            ("ahorita, cuántos GOAL en solitario", A),
            ("FAVOUR azul vuelve a mano cuándo", A),
            ("quemar MATERIAL solitario cuándo", A),
            ("RENEW cuánto cuesta", A),
            ("cooperativo se puede hacer REJECT?", A),
            ("coop robo FAVOUR al empezar?", A),
            ("che, CAREER prohibidas en cooperativo", A),
            ("EVENT cuándo se roba", A),
            ("EVENT boca abajo cuándo se activa", A),
            ("dos CONTINUOUS EVENT a la vez", A),
            ("IMMEDIATE EVENT orden de resolver", A),
            ("sin plata para PAYOFF, qué hago", A),
            ("sin HAPPINESS para WORK competitivo", A),
            ("Tycoon WORK cuántas COIN", A),
            ("Lawyer contra Officer quién gana", A),
            ("oigan, Chef Supersize cómo funciona", A),
            ("Scientist compra de su LANDFILL?", A),
            ("Nurse Care se puede rechazar?", A),
            ("Waitress cuantos FAVOUR roba", A),
            ("Intern HAPPINESS inicial", A),
            ("competitivo cuántas CAREER reparto", A),
            ("Micro-Plastic qué hace", A),
            ("vos, Economic Slowdown qué limita", A),
            ("Manners Makyth Man rechazar cómo", A),
            ("The Gap cuándo pierden", A),
            ("Investor moneda como va", A),
            ("cuántas MATERIAL traen el sello SALE", U),
            ("cuántas ACTIVITY piden METAL", U),
            ("cuántos GOAL piden GROUP y HOUSE", U),
            ("qué ACTIVITY lleva PLASTIC y UTILITY", U),
        ],
    },
    "adulthood": {
        "en": [
            ("part time work action", A),
            ("interview cost", A),
            ("donate cost", A),
            ("date what do i get", A),
            ("meditate cost", A),
            ("energy instead of time?", A),
            ("same action spot twice", A),
            ("leftmost market card bonus", A),
            ("rightmost market card cost", A),
            ("new card action same turn?", A),
            ("cards from market per turn", A),
            ("second community card what happens", A),
            ("how to become grown up", A),
            ("life event when resolve", A),
            ("game end trigger", A),
            ("life icon sets points", A),
            ("complete heart bonus", A),
            ("negative tokens end of game", A),
            ("track past the end", A),
            ("tie who wins", A),
            ("who starts first turn", A),
            ("starting money and energy", A),
            ("promoted first career spot", A),
            ("lose married token when", A),
            ("card without green bar cost", A),
            ("life icon in cost bar", A),
            ("how many careers need grown up", U),
            ("community cards that give energy", U),
            ("partners needing icons to marry", U),
            ("leisure card that gives impact", U),
        ],
        "es": [
            ("solitario mercado cuántas cartas", A),
            ("solitario segunda carta cuánto cuesta", A),
            ("solitario cuántos Life Events", A),
            ("solitario se reparten Values?", A),
            ("meditar en solitario qué hace", A),
            ("solitario cuándo termina", A),
            ("solitario como se gana", A),
            ("solitario casillas de Life Event", A),
            ("Achievement cuántas robo", A),
            ("solitario puntos corazón y sets", A),
            ("puedo mirar mis Values boca abajo", A),
            ("¿descartáis una Career al empezar?", A),
            ("Career primer turno cuándo jugar", A),
            ("cuántas Career a la vez", A),
            ("cuántas Partner activas", A),
            ("ascender qué necesito", A),
            ("casarse cuanto cuesta", A),
            ("ascenso cuenta icono de la Career", A),
            ("límite de Traits y Resources", A),
            ("carta Experience qué hago", A),
            ("paso 4 qué se hace", A),
            ("puedo coger y jugar misma carta", A),
            ("marcador de Happiness hacia dónde", A),
            ("se puede retroceder en los tracks", A),
            ("varios Life Events mismo turno", A),
            ("acciones nuevas después del paso 1?", A),
            ("qué Traits dan dinero extra", U),
            ("qué cartas Wellness dan Happiness", U),
            ("qué Partners dan dinero", U),
            ("qué Careers piden Education para ascender", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice to start", A),
            ("max dice", A),
            ("how many rerolls", A),
            ("reroll bad luck dice?", A),
            ("how many cards per turn", A),
            ("3 good luck symbols", A),
            ("3 bad luck what happens", A),
            ("red slash cost when pay", A),
            ("cant pay red slash", A),
            ("tokens used to buy pay costs?", A),
            ("two colour card type", A),
            ("health card under stack?", A),
            ("work card goes where", A),
            ("event card when play", A),
            ("event card symbols leftover", A),
            ("who starts, bicycle?", A),
            ("childhood cards 2 players", A),
            ("childhood draft how", A),
            ("public life goals how many", A),
            ("deck order for the track", A),
            ("end of round leftmost card", A),
            ("2 player leftmost discard", A),
            ("social assistance who gets it", A),
            ("game over old age deck", A),
            ("4 knowledge cards points", A),
            ("tie fewer cards?", A),
            ("work cards in early adulthood deck", U),
            ("health cards that give money", U),
            ("knowledge cards with red slash", U),
            ("possessions costing 3 money symbols", U),
        ],
        "es": [
            ("cartas de infancia con 4 jugadores", A),
            ("infancia a 3 jugadores preparar", A),
            ("perdí la bicicleta quién empieza", A),
            ("fichas se acumulan?", A),
            ("carta activa cuál es", A),
            ("posesiones cuántos puntos", A),
            ("meta vital secreta cuándo se enseña", A),
            ("metas públicas empate", A),
            ("asistensia social orden", A),
            ("asistencia social condición especial", A),
            ("tres buena suerte condición especial", A),
            ("agarro carta de evento, dónde va", A),
            ("5 cartas de salud puntos", A),
            ("3 relaciones cuantos puntos", A),
            ("posesión nueva arriba o abajo", A),
            ("mala suerte antes de comprar?", A),
            ("6 de mala suerte cuántas pierdo", A),
            ("deslizar carta de la fila", A),
            ("pagar con fichas y dados juntos", A),
            ("se acaba un mazo qué pasa", A),
            ("cuando se acaba la partida", A),
            ("cuántas cartas en la fila", A),
            ("quién empieza cada ronda", A),
            ("sentido de los turnos", A),
            ("cartas compradas cuándo al currículum", A),
            ("infancia cartas sobrantes qué hago", A),
            ("relaciones en mazo de vejez cuántas", U),
            ("eventos con símbolo de dinero cuántos", U),
            ("conocimiento en mazo de mediana edad", U),
            ("cartas de conocimiento con buena suerte", U),
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
