"""Write the blind172 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind172/make_questions.py

Style of this set: players who use GENERAL BOARD-GAME WORDS instead of the
game's own terms, the words of other games and of the hobby ("VP", "victory
points", "resources", "the bank", "the supply", "draw pile", "discard pile",
"hand limit", "first player marker", "worker placement", "upkeep", "end-game
trigger", "the market", "pawn", "tiebreaker", "mulligan", "draft"; Spanish
"PV", "puntos de victoria", "recursos", "la banca", "la reserva", "mazo de
robo", "pila de descarte", "límite de mano", "jugador inicial", "peón",
"el mercado", "desempate"), asking about a real rule of the game in those
words, sometimes mixed with one of the game's own terms. The unanswerable
questions are gaps of the rulebooks asked in the same words.

Each game's file is written in a seeded shuffled order (seeds 17201-17204), so the
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
SEEDS = {"coming-of-age": 17201, "loop": 17202, "adulthood": 17203, "cv": 17204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("how many VP do we start on? where does my marker go on the VP track", A),
            ("whats the hand limit on trait tiles, and what happens if i draw one over it?", A),
            ("how many rounds and turns untill the end-game trigger?", A),
            ("which dice do we roll each round? is it a d6 pool every round or does it change", A),
            ("when do the roadblock tokens come off the locations?", A),
            ("Is there a turn order for placing dice, or does everybody pick their location at the same time?", A),
            ("memory card slots on the board: when do the empty ones get refilled from the draw pile?", A),
            ("two of us are at the same location and both pay motivation for the memory. who gets it, is there a tiebreaker?", A),
            ("how many VP do i get if i dump 3 motivation tokens into one memory?", A),
            ("can i pay with willpower instead of motivation for a memory, and do i still get the full VP?", A),
            ("are leftover resources worth any VP at the end?", A),
            ("what's the tiebreaker if two players have the same VEP at the end?", A),
            ("end-game penalty for frustration tokens still sitting on the right end of a track?", A),
            ("i have 4 goal tiles in hand, how many of them can i actually score?", A),
            ("what does it cost me to move my die to the location right next door?", A),
            ("do the two locations at the ends of the board count as next to each other, like a wraparound?", A),
            ("my mood counter is already on the last space on the right and i have to move it right again, what do i get?", A),
            ("how does the bus work, does it stop at every location? whats the order?", A),
            ("i have my die AND my pawn (presence) at the same location. do i get the bus stop bonus twice?", A),
            ("how many presence pawns can i put on the board, and can i relocate one latr?", A),
            ("whats the hand size for parent cards and when do i draw back up?", A),
            ("the Hoarder trait wants 9 tokens. do memory tokens count as resources for that?", A),
            ("can i use more than one memory token per turn to push my mood counters around?", A),
            ("when do the pink, orange and blue mood tracks come into play, and where do their motivation tokens come from?", A),
            ("2 player game: what's different in setup? someone said there's a row of neutral traits", A),
            ("solo vs the bot: which goal tiles do i get?", A),
            ("is there an official draft for the starting trait tile and the goal tiles, instead of dealing them out at random?", U),
            ("we're 3 players, can we add rob bot as a 4th seat in a normal game? any rules for that?", U),
            ("do the different colour characters have their own special powers, or are all the personal boards the same?", U),
            ("solo: rob with 3 character tokens is still too easy for me. is there an expert setting beyond that?", U),
        ],
        "es": [
            ("¿Puedo mezclar Fichas de Motivación de dos colores en el mismo Recuerdo para sacar más PV?", A),
            ("Vale, si gasto 3 Fichas de Motivación para poner una Presencia, ¿cuántos pasos retrocede el Contador de Estado de Ánimo?", A),
            ("¿Qué pasa si mi Contador rebota a la izquierda y ya tengo una Ficha de Frustración superada en el extremo izquierdo de ese Registro de Ánimo?", A),
            ("¿Cuántas fichas de Fuerza de Voluntad de la reserva cuesta superar una Ficha de Frustración, y cuándo lo puedo hacer?", A),
            ("¿Cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida como máximo?", A),
            ("Che, para poner mi Rasgo Mimético sobre la Ficha de Rasgo de otro jugador, ¿en qué nivel tiene que estar su peón en mi Registro de Amistad?", A),
            ("¿Puedo poner dos Rasgos Miméticos sobre el mismo rasgo de otro jugador para cobrar los PV dos veces?", A),
            ("Si retiro dos dados de la misma ubicación, ¿cuántas Fichas de Interés dejo ahí?", A),
            ("Oye, cuando vuelvo a una ubicación donde había dejado Fichas de Interés, ¿qué gano?", A),
            ("¿Qué gano si el Contador de Realización Personal ya está al final del registro y todavía tengo que avanzar?", A),
            ("Disculpe, si hago una bonificación de Amistad con un personaje cuyo peón todavía no está en mi Registro de Amistad, ¿qué hago y cuántos PV gano?", A),
            ("¿Qué necesito para subir un peón del nivel 4 al nivel 5 del Registro de Amistad?", A),
            ("Si no puedo pagar ni el Recuerdo ni la Presencia, ¿qué hago? ¿Robo del mazo de robo de Cartas de Padres?", A),
            ("las fichas de recuerdo usadas sirven para algo al final o solo cuentan las sin usar", A),
            ("Si mi Contador rebota a la izquierda y ese Registro de Ánimo no tiene ninguna Ficha de Frustración, ¿qué opciones tengo?", A),
            ("Tío, al final de cada año, ¿cómo se mueven las Fichas de Parada de Bus?", A),
            ("¿Los demás pueden ver las Fichas de Rasgo y de Objetivo que tengo en la mano, o son secretas?", A),
            ("Pregunta de setup: ¿cuántas Cartas de Padres, Fichas de Objetivo y Fichas de Rasgo recibe cada uno en la mano inicial?", A),
            ("¿Qué fichas ponéis vosotros en la reserva general al empezar? ¿Ya van las Fichas de Motivación de todos los colores?", A),
            ("¿Se pueden acabar las fichas de Fuerza de Voluntad de la banca? ¿Qué hacemos si no quedan?", A),
            ("¿Puedo cambiar la ubicación de mi dado si todos mis Registros de Ánimo ya tienen una Ficha de Frustración en algún extremo?", A),
            ("En solitario, ¿cómo coloca Rob sus Fichas de Interés según los dados que tira? ¿Y si le faltan fichas?", A),
            ("En solitario, ¿Rob gasta de verdad sus Fichas de Motivación cuando cobra los PV de un Recuerdo?", A),
            ("En solitario, ¿qué puntúa Rob al final de la partida?", A),
            ("Ahorita el bot me gana siempre, ¿cómo le bajo la dificultad a Rob?", A),
            ("Para el objetivo Saver (más Fuerza de Voluntad y Motivación que nadie), si empato en recursos con otro jugador, ¿cuenta como cumplido?", A),
            ("Disculpe, ¿hay un máximo de Fichas de Interés de todos los jugadores juntas en un mismo edificio?", U),
            ("¿Hay alguna variante para partidas más largas, con más de 9 años?", U),
            ("Vale, ¿existe una variante familiar sin Registro de Amistad para jugar con críos?", U),
            ("¿El primero que juega sus 4 Fichas de Rasgo se lleva algún bonus de PV por llegar antes?", U),
        ],
    },
    "loop": {
        "en": [
            ("whats the hand limit for FAVOUR? i already have 6 in hand", A),
            ("how many actions do i get per turn, can i WORK and BUY in the same turn?", A),
            ("does the market (BUY AREA) refill right after i BUY or at the end of my turn?", A),
            ("what are the INTERN's starting resources?", A),
            ("who gets the first player marker? is that the golden HAPPINESS token thing?", A),
            ("how does the end-game trigger work, does the game stop immediately or do we finish the round?", A),
            ("tiebreaker in basic mode?", A),
            ("how much does a MATERIAL cost in the market, is the price fixed?", A),
            ("when a MATERIAL hits 0 QUALITY does it go to the discard pile?", A),
            ("how many ACTIVITY can i keep in my tableau at once?", A),
            ("can one ACTIVITY count towards 2 different GOALs?", A),
            ("is there a cap on REPUTATION?", A),
            ("someone played a FAVOUR on me and i dont want it. how do i say no?", A),
            ("what do i get for spending REPUTATION on a WORK turn?", A),
            ("the FAVOUR draw pile is empty, what now?", A),
            ("is a deal with another player binding? he promised to ACCEPT my SHARE", A),
            ("competitive: when do i draw EVENT cards?", A),
            ("i drew EVENT cards face down, when do they actually trigger?", A),
            ("what's the welcome bonus when i take a CREDIT CARD?", A),
            ("how much can i PAYOFF on a CREDIT CARD per turn, and when is it cleared?", A),
            ("LANDFILL penalty at game end, how much is it?", A),
            ("co-op: what do we all need to win?", A),
            ("co-op: can we play with open hands? and can we still REJECT a FAVOUR?", A),
            ("solo: how does the FAVOUR deck work, do i draw one every turn?", A),
            ("solo mode: when does the top MATERIAL card get burned, and if that reveals DEPLETION do i lose HAPPINESS?", A),
            ("Tycoon's SALARY says x2 COIN, how does that work, and what about CREDIT CARDs?", A),
            ("co-op: is there a harder setting for veterans, like burning 2 MATERIAL each round?", U),
            ("competitive: can i just hand COIN to another player as a gift, no FAVOUR involved?", U),
            ("Craftsman Forge on someone else's MATERIAL: can the owner refuse it like a FAVOUR?", U),
            ("is there a max number of CREDIT CARD one player can hold at once?", U),
        ],
        "es": [
            ("Somos tres, ¿cuántos FAVOUR recibe cada uno al empezar según el orden de turno?", A),
            ("¿Cuántos sets de MATERIAL se quitan al jugar a 2?", A),
            ("¿Puedo comprar un MATERIAL a QUALITY 4 pagando 3 COIN y 1 REPUTATION?", A),
            ("¿Cuántas ACTIVITY puedo CONSUME en un turno y cuánta HAPPINESS me da cada una?", A),
            ("Una ACTIVITY con dos colores iguales, ¿le quito 2 de QUALITY a un solo MATERIAL?", A),
            ("Vale, ¿cuándo tengo que revelar un GOAL cumplido? ¿Puedo guardármelo para más tarde?", A),
            ("¿Se roban más GOAL durante la partida o cada uno tiene los mismos todo el rato?", A),
            ("¿Cuánta REPUTATION gano si hago ACCEPT de un SHARE?", A),
            ("Che, ¿qué hace el FAVOUR BARTER? ¿Me devuelven la diferencia de QUALITY?", A),
            ("¿Puedo hacer RECYCLE de mi propio LANDFILL?", A),
            ("¿Cuál es la penalización de DEPLETION y a quién le toca?", A),
            ("Si hago WORK y no me queda HAPPINESS que restar, ¿qué pasa?", A),
            ("¿Cuántos EVENT robo si mi HAPPINESS salta dos zonas de golpe?", A),
            ("Si se activan dos CONTINUOUS EVENT a la vez, ¿cuál vale?", A),
            ("un IMMEDIATE EVENT resuelto va arriba o abajo de la pila de descarte", A),
            ("¿Qué pasa al final con las CREDIT CARD que no terminé de pagar?", A),
            ("Disculpe, en el modo cooperativo ¿cuántos FAVOUR recibe cada jugador al empezar?", A),
            ("En cooperativo, ¿cuándo recupero a la mano los FAVOUR que jugué?", A),
            ("En solitario, ¿con cuántos GOAL empiezo y qué CAREER no se pueden usar?", A),
            ("En solitario, ¿qué hace el FAVOUR azul RENEW y cuánto pago?", A),
            ("¿Cómo se elige la CAREER en el modo competitivo?", A),
            ("Con el Engineer, ¿le puedo subir QUALITY a un UTILITY?", A),
            ("tio el Lawyer puede rechazar un FAVOUR que no va para el?", A),
            ("Vos sabés qué pasa si el Politician juega un FAVOUR boca abajo y lo agarran mintiendo?", A),
            ("¿Cuánta plata (COIN) hay en la banca y qué hacemos si se acaba?", A),
            ("Con el EVENT Economic Slowdown, ¿cuántos MATERIAL puedo comprar en un turno de BUY?", A),
            ("Somos 4: ¿cuántos FAVOUR recibe el cuarto jugador al empezar? En la tabla no sale", U),
            ("¿Podemos jugar el modo Basic añadiendo solo las CREDIT CARD, sin CAREER ni EVENT?", U),
            ("En competitivo, ¿puedo elegir la CAREER que quiera de todo el mazo en vez de que me repartan 2?", U),
            ("¿El orden de asiento y el jugador inicial se pueden cambiar entre partidas de la campaña?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what are the starting resources? how many time meeples and tokens do we each get", A),
            ("who gets the first player marker?", A),
            ("can i use the same action spot twice in one turn, like in a worker placement game?", A),
            ("can energy tokens be used as extra workers?", A),
            ("the market: what does the leftmost card give you and what do the right ones cost?", A),
            ("how many cards can i take from the market each turn?", A),
            ("whats the end-game trigger, and does the round get finished?", A),
            ("can i play a card i just drafted from the market on the same turn?", A),
            ("i played a Wellness card with a new action this turn, can i use that action right away?", A),
            ("if i play a new Leisure card over my old one, does the old one go to the discard pile?", A),
            ("what does Interview do exactly?", A),
            ("Donate: whats the cost and what do i get?", A),
            ("Meditate: what can it do?", A),
            ("how do i get Married and what does it cost?", A),
            ("if I swap my Career for a new one, do I keep the Promoted token?", A),
            ("after getting Promoted can i still use the first action on my Career?", A),
            ("how many Partners can i have at once?", A),
            ("is there a limit on how many Resource and Trait cards i can have out?", A),
            ("end game: how do sets of Life icons score?", A),
            ("whats the heart bonus at the end?", A),
            ("where do Resource and Trait cards go when i play them, on my board slots?", A),
            ("what happens if i go past the end of the score track?", A),
            ("tiebreaker if two of us end with the same combined score?", A),
            ("i passed a Life Event icon on the track, when do i resolve it? can i get two in one turn?", A),
            ("solo: how much do the 2nd and 3rd market cards cost?", A),
            ("solo: when does the game end?", A),
            ("2 players: does the market get trimmed, or a card discarded each round, so it doesn't go stale?", U),
            ("what's the single Time meeple put in the general supply at setup actually for?", U),
            ("both my starting Careers are awful, is there a mulligan?", U),
            ("can i swap my Partner card with another player's Partner, like a trade?", U),
        ],
        "es": [
            ("¿Cómo me hago Grown Up? ¿Tengo que pasar la casilla en los dos tracks?", A),
            ("¿Qué significa el icono de Grown Up en la barra verde de coste de una carta?", A),
            ("¿Y el icono de vida blanco y negro en la barra verde, qué pide?", A),
            ("Vale, ¿qué es eso del recuadro blanco con recursos encima de la barra de coste?", A),
            ("¿Las cartas que no tienen barra verde son gratis?", A),
            ("¿Cuántas cartas de Values tengo al empezar y puedo mirar las que están boca abajo?", A),
            ("¿Se puede retroceder en el track de Happiness o de Impact durante la partida?", A),
            ("¿Qué da la acción de arriba de Career de mi tablero y cuánto cuesta?", A),
            ("¿Puedo colocar mis fichas de tiempo antes de que me toque el turno?", A),
            ("Tío, ¿puedo poner tiempo en una acción nueva después de empezar a cobrar las recompensas?", A),
            ("En mi primer turno, ¿puedo jugar la Career de mi mano antes de usar las acciones del tablero?", A),
            ("Disculpe, ¿qué hago con las Life Events al final de mi turno?", A),
            ("¿Cómo se repone el mercado al final del turno?", A),
            ("Las Experience que apilo, ¿cuentan sus iconos al final?", A),
            ("¿Los iconos de vida que dan las cartas de Trait cuentan durante la partida y también al final?", A),
            ("¿Puedo contar el icono de la propia Career para cumplir el requisito de Promoted?", A),
            ("¿Cuántas cartas de Career recibo al empezar y con cuántas me quedo?", A),
            ("Si una carta me da fichas de Unhappiness o Negative Impact, ¿qué hacen al final?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("en solitario que hace meditate", A),
            ("En solitario, ¿cuántas cartas de Achievement elijo?", A),
            ("En solitario, ¿robo Life Event al pasar las casillas del track de puntos?", A),
            ("En solitario, ¿cómo se gana?", A),
            ("¿Ustedes saben si en solitario el mercado se repone a mitad de ronda?", A),
            ("¿Puedo tener dos cartas de Wellness a la vez en mi tablero?", A),
            ("En solitario, ¿cuentan los sets de iconos y los corazones al final?", A),
            ("¿Puedo coger una carta del mercado solo para que no se la lleve otro y luego descartarla?", U),
            ("Vos sabés si con Open Relationship me puedo casar con las dos Partner?", U),
            ("Ahorita se nos acabaron las fichas de Unhappiness, ¿qué usamos?", U),
            ("¿Puedo tener dos copias de la misma carta de Resource a la vez?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i start with and whats the max?", A),
            ("how many rerolls do i get per turn?", A),
            ("can i reroll a die showing bad luck?", A),
            ("how many cards can i buy from the market track per turn?", A),
            ("3 good luck symbols work like a wild card right? does that also cover a card's special condition?", A),
            ("what happens when i get 3 bad luck symbols?", A),
            ("if i play an event card for its symbols and dont use them all, do the extras carry over?", A),
            ("when am i allowed to play event cards?", A),
            ("red slash upkeep cost: when do i pay it and what if i can't?", A),
            ("i used my money token to buy a card, can i use it again for an upkeep cost this turn?", A),
            ("while im thinking can i pull a card a bit out of the market row to mark it?", A),
            ("can i tuck a new health card under my stack instead of on top?", A),
            ("who's the first player, is there a first player marker?", A),
            ("when does the leftmost card on the track get discarded?", A),
            ("do tokens pile up each turn like income?", A),
            ("who qualifies for social assistance?", A),
            ("whats the end-game trigger?", A),
            ("whats the tiebreaker when two players have the same VP?", A),
            ("public life goal tie, do both players score it?", A),
            ("setup with 3 players: how many life goals are face up on the board?", A),
            ("2 players: how do we build the childhood deck?", A),
            ("how does the childhood draft work?", A),
            ("after the early adulthood deck is gone, which deck refills the track?", A),
            ("how many VP are 4 health cards worth?", A),
            ("possession cards, how many VP?", A),
            ("how many cards in each of my stacks actually do something?", A),
            ("can one money die pay for two cards at the same time if both cost 1 money?", U),
            ("to speed things up, can the next player roll his dice while i'm still doing my turn?", U),
            ("i paid for a card and took it, can i undo and put it back on the track before my turn ends?", U),
            ("does the last player in the round get anything to make up for going last?", U),
        ],
        "es": [
            ("¿Puedo poner los dados y fichas al lado de las cartas del track mientras decido qué comprar?", A),
            ("Che, las cartas de evento que compro, ¿van a mi currículum o a la mano?", A),
            ("¿Cuántos puntos de victoria dan 5 cartas de conocimiento?", A),
            ("Las cartas de posesión y de trabajo nuevas, ¿van encima o debajo de su montón?", A),
            ("Si pierdo la carta de bicicleta por mala suerte, ¿quién sigue siendo el jugador inicial?", A),
            ("Jugando a 2, ¿cuándo se descarta la carta de más a la izquierda del track?", A),
            ("¿En qué momento se mira si alguien recibe asistencia social?", A),
            ("Si varios reciben asistencia social, ¿en qué orden cogen carta?", A),
            ("Con la asistencia social, ¿me salto también las condiciones especiales de la carta?", A),
            ("¿Con cuántas cartas empieza cada uno la partida?", A),
            ("Jugando a 3, ¿cómo se prepara el mazo de infancia?", A),
            ("¿Quién se lleva los puntos de un objetivo vital público?", A),
            ("¿Los objetivos vitales personales se enseñan al final?", A),
            ("¿Los símbolos de buena suerte de las fichas cuentan para llegar a 3?", A),
            ("si saco 6 de mala suerte pierdo dos cartas?", A),
            ("Disculpe, ¿cuántos tipos de cartas hay en el juego?", A),
            ("Las cartas que quedan tapadas en un montón, ¿siguen dando su efecto?", A),
            ("¿La carta Marriage da un dado más?", A),
            ("¿Las cartas de evento de un solo uso cuentan como parte del currículum al final?", A),
            ("Vos sabés si puedo jugar una carta de evento en cualquier momento, aunque no sea mi turno?", A),
            ("Ahorita en el setup, ¿cuántas cartas se ponen boca arriba en el track?", A),
            ("¿Puedo pagar el coste de una carta con fichas en vez de dados?", A),
            ("Vale, ¿en qué orden se cuentan los puntos al final?", A),
            ("¿Cuántas cartas de objetivo vital hay y cuántas se usan con 4 jugadores?", A),
            ("¿Gana quien tiene más cartas o quien tiene más puntos de victoria?", A),
            ("Tío, si cojo una carta de dos colores, ¿puedo cambiarla de montón más tarde?", A),
            ("¿Le puedo prestar un dado o una ficha a otro jugador para que compre una carta?", U),
            ("¿Hay alguna variante corta, por ejemplo jugando sin el mazo de vejez?", U),
            ("¿Puedo cambiar mi objetivo vital secreto por otro del mazo pagando algo?", U),
            ("Disculpe, si un jugador abandona a mitad de partida, ¿sus cartas vuelven al mazo o se quitan del juego?", U),
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
