"""Write the blind145 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind145/make_questions.py

Style of this set: questions typed like a SEARCH BOX, short keyword queries
("frustration token max?", "empate quien gana"), written from the rulebooks
alone. Each game's file is written in a seeded shuffled order (seeds
14501-14504), so the unanswerable questions are mixed in. `names_game` is
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
SEEDS = {"coming-of-age": 14501, "loop": 14502, "adulthood": 14503, "cv": 14504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("frustation token max per track?", A),
            ("move die 2 locations away cost", A),
            ("location 1 and 4 adjacent?", A),
            ("bounce right but frustration on icon", A),
            ("bounce left options", A),
            ("overcome frustration willpower cost", A),
            ("memory tokens per turn how many", A),
            ("trait tile hand limit", A),
            ("mimic trait friendship level needed", A),
            ("die + presence same stop both bonuses?", A),
            ("friendship level 4 to 5 how", A),
            ("second motivation token vep", A),
            ("memory with willpower vep", A),
            ("max presences", A),
            ("spent motivation counter moves how far", A),
            ("parent cards in hand how many", A),
            ("dice round 3", A),
            ("which locations open round 4", A),
            ("unresolved frustration end penalty", A),
            ("leftover tokens vep", A),
            ("tie break vep", A),
            ("2 player neutral trait tiles", A),
            ("rob bot dice interest tokens", A),
            ("rob level 0 friendship one token?", A),
            ("rob too hard, easier?", A),
            ("starting vep space", A),
            ("any bus stop give overcoming bonus?", U),
            ("home location memory which motivation colour", U),
            ("location 0 experience space what it does", U),
            ("lost the player aid, printable pdf?", U),
        ],
        "es": [
            ("ficha de frustracion ubicacion no adyacente cuantas", A),
            ("dos Fichas de Frustración mismo registro, tío?", A),
            ("rebote a la derecha qué gano", A),
            ("rebotar a la izquierda con frustración superada", A),
            ("gastar Motivación cuánto baja el Contador", A),
            ("Recuerdo tercera ficha cuantos VEP", A),
            ("Recuerdo, lo cogen dos?", A),
            ("Disculpe, ¿Presencia con Fuerza de Voluntad?", A),
            ("Rasgo Mimético mismo rasgo dos veces", A),
            ("máximo de Fichas de Rasgo jugadas", A),
            ("dados ronda 2 cuales", A),
            ("ubicaciones nuevas ronda 3", A),
            ("fin de ronda, qué Contador entra", A),
            ("casilla del extremo derecho bonus pasivo", A),
            ("fichas de interes al quitar dados", A),
            ("Realización Personal al final y avanzo, che?", A),
            ("Carta de Padres cuándo la juego", A),
            ("autobús orden de paradas", A),
            ("dados que quedan después del autobús", A),
            ("Ficha de Recuerdo antes de puntuar?", A),
            ("empate en VEP quién gana", A),
            ("cuantas Fichas de Objetivo puntuo", A),
            ("Rob Fichas de Motivación VEP, las gasta?", A),
            ("Rob cuándo pone Presencia", A),
            ("solitario qué Fichas de Objetivo robo yo", A),
            ("Fuerza de Voluntad se acaba?", A),
            ("icono Bonificación de Intimidad cómo es", U),
            ("cuántos Recuerdos dan Motivación", U),
            ("nombres personajes de los jugadores", U),
            ("ayudar a mi hijo en su turno, se puede?", U),
        ],
    },
    "loop": {
        "en": [
            ("material sets to remove 3 players", A),
            ("who goes first", A),
            ("favour draw start of turn", A),
            ("can i pass my turn", A),
            ("work with 0 happiness basic mode", A),
            ("max MATERIAL buy per turn", A),
            ("quality = coins paid?", A),
            ("activity with 2 same colour", A),
            ("how many ACTIVITY can i keep", A),
            ("goal optional or must reveal", A),
            ("reputation max", A),
            ("reject a favour how", A),
            ("reputation in work turn extra coin", A),
            ("2 reputation for happiness when", A),
            ("depletion end game when", A),
            ("tie break basic mode", A),
            ("HOBBY goal requirement", A),
            ("curiosity goal what counts", A),
            ("event draw happiness zone", A),
            ("two continuous events which applies", A),
            ("credit card welcome gift", A),
            ("payoff max coins per turn", A),
            ("landfill penalty end", A),
            ("coop win condition", A),
            ("solo RENEW cost", A),
            ("tycoon salary", A),
            ("friend watching can give me advice?", U),
            ("office lady slack off with disposable culture", U),
            ("salesman blind accepts politician resell, +1 coin?", U),
            ("engineer repair during planned obsolescence", U),
        ],
        "es": [
            ("FAVOUR iniciales 2do jugador a 4", A),
            ("HAPPINESS inicial del INTERN", A),
            ("sin plata para el PAYOFF, qué hago", A),
            ("límite de mano de FAVOUR", A),
            ("aceptar SHARE cuánta REPUTATION", A),
            ("RECYCLE de mi propio LANDFILL?", A),
            ("ACQUIRE a alguien sin MATERIAL", A),
            ("SHARE rechazado, se descuenta la QUALITY?", A),
            ("MATERIAL a QUALITY 0 qué pasa", A),
            ("llego a HAPPINESS 12, se acaba ya?", A),
            ("penalización DEPLETION", A),
            ("tratos entre jugadores obligan?", A),
            ("reponer cartas cuándo", A),
            ("mazo de ACTIVITY vacío", A),
            ("salió un IMMEDIATE EVENT ahorita, orden?", A),
            ("CREDIT CARD sin pagar al final", A),
            ("che, WORK sin HAPPINESS en competitivo", A),
            ("cooperativo se puede rechazar FAVOUR?", A),
            ("cooperativo cuándo recupero mis FAVOUR", A),
            ("solitario cuántos GOAL", A),
            ("solitario quemar MATERIAL cuándo", A),
            ("Lawyer Objection qué hace", A),
            ("Craftsman Forge cuánto dura", A),
            ("Politician farol cómo va", A),
            ("Micro-Plastic FOOD cuenta como?", A),
            ("competitivo cuántas CAREER me dan", A),
            ("Chef con Redeem Bonus, Supersize duplica?", U),
            ("hay FAQ o fe de erratas oficial?", U),
            ("cuántos GOAL piden HOUSE", U),
            ("qué ACTIVITY tienen la PROPERTY HEART", U),
        ],
    },
    "adulthood": {
        "en": [
            ("starting stuff each player", A),
            ("first player who", A),
            ("part time job action", A),
            ("donate cost", A),
            ("date action cost", A),
            ("meditate what does it do", A),
            ("energy instead of time?", A),
            ("same action spot twice a turn", A),
            ("leftmost market card bonus", A),
            ("rightmost market card cost", A),
            ("new card action spot same turn?", A),
            ("replace leisure card, old one goes where", A),
            ("grown up how", A),
            ("life event when resolve", A),
            ("get promoted how", A),
            ("getting maried cost", A),
            ("new partner lose married?", A),
            ("promoted, first career action still?", A),
            ("game end trigger", A),
            ("life icon sets scoring", A),
            ("complete heart bonus", A),
            ("marker past end of track", A),
            ("tie who wins", A),
            ("solo market second card cost", A),
            ("solo game end when", A),
            ("solo win condition", A),
            ("which experience cards have service icon", U),
            ("coach my kid during her turn?", U),
            ("careers that need education to promote", U),
            ("community cards giving happy not impact", U),
        ],
        "es": [
            ("cuántos Values al empezar", A),
            ("Career al inicio cuántas me quedo", A),
            ("mercado cuántas cartas", A),
            ("Meditate para cambiar un Value", A),
            ("acciones nuevas después del paso 1?", A),
            ("primer turno con la Career en mano", A),
            ("ustedes saben, cuántas cartas por turno?", A),
            ("carta del mercado, la juego ya?", A),
            ("Experience card dónde va", A),
            ("límite de Traits y Resources", A),
            ("Partner nuevo, qué pasa con el viejo", A),
            ("carta sin barra verde", A),
            ("icono Grown Up en la barra verde", A),
            ("icono de vida en barra verde", A),
            ("fichas negativas al final", A),
            ("se puede retroceder en el track?", A),
            ("vale, varios Life Event en un turno?", A),
            ("fin del turno, el tiempo vuelve?", A),
            ("cómo reponéis el mercado vosotros", A),
            ("Career propia cuenta para ascenso?", A),
            ("solitario se reparten Values?", A),
            ("solitario Achievement cuántas", A),
            ("solitario Meditate qué hace", A),
            ("solitario mercado cuándo se repone", A),
            ("al final todos mismos turnos?", A),
            ("solitario carta gratis extra sube el precio?", A),
            ("qué Life Events te quitan la Career", U),
            ("qué Values tienen el hueco de Family", U),
            ("cuántos Traits dan iconos de vida extra", U),
            ("qué Partners piden Luxury para casarse", U),
        ],
    },
    "cv": {
        "en": [
            ("dice at start", A),
            ("max dice", A),
            ("rerols how many", A),
            ("reroll bad luck die?", A),
            ("cards per turn", A),
            ("3 good luck symbols", A),
            ("good luck free card special condition", A),
            ("3 bad luck what happens", A),
            ("event card when can i play", A),
            ("event card leftover symbols", A),
            ("health card under the stack?", A),
            ("possession card placement", A),
            ("two colour card which pile", A),
            ("red slash cost when pay", A),
            ("cant pay red slash", A),
            ("dice used to buy pay upkeep too?", A),
            ("tokens pile up each turn?", A),
            ("track refill which deck", A),
            ("2 player leftmost discard", A),
            ("social assistance who gets it", A),
            ("game end when", A),
            ("4 knowledge cards points", A),
            ("public life goal tie", A),
            ("tie break points", A),
            ("childhood cards 3 players setup", A),
            ("who starts", A),
            ("can i help my kid pick rerolls", U),
            ("who hands out the tokens", U),
            ("which work cards give extra die", U),
            ("how many relationship cards early adulthood deck", U),
        ],
        "es": [
            ("6 malas suertes cuántas cartas pierdo", A),
            ("carta de evento cuenta al final?", A),
            ("agarro un evento, a dónde va", A),
            ("carta de relación debajo del montón?", A),
            ("trabajo nuevo siempre encima?", A),
            ("carta de dos colores dónde va", A),
            ("coste con barra roja cuándo pago", A),
            ("no puedo pagar el coste qué pasa", A),
            ("fichas para qué sirven", A),
            ("se acaba el mazo de juventud", A),
            ("asistencia social requisito", A),
            ("asistencia social orden", A),
            ("cuándo termina la partida", A),
            ("3 cartas de relación cuántos puntos", A),
            ("posesiones cuántos puntos", A),
            ("objetivo personal cuándo se revela", A),
            ("empate qué pasa", A),
            ("perdí la bici, quién empieza", A),
            ("cartas de infancia a 2 jugadores", A),
            ("objetivos públicos cuántos", A),
            ("infancia elegir y pasar cómo", A),
            ("5 cartas de salud puntos", A),
            ("fichas de suerte cuentan para 3?", A),
            ("desgracia qué carta pierdo", A),
            ("vos, cartas tapadas dan efecto?", A),
            ("símbolos de evento dan fichas?", A),
            ("Conocimiento en mazo edad media cuántas", U),
            ("se rompió una carta, hay repuesto?", U),
            ("voy último, me puedo rendir?", U),
            ("cuántas cartas de trabajo tienen efectos malos", U),
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
