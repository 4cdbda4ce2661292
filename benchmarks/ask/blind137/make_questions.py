"""Write the blind137 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind137/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13701-13704), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking about UPKEEP AND HOUSEKEEPING between turns
and rounds (refilling, drawing back up, discarding, returning tokens or dice,
resetting, sliding rows, flipping, clearing spaces, who does each chore and in
what order). Per game: 30 English and 30 Spanish questions, in each language
26 the rulebook answers and 4 it does not (`U`).
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
SEEDS = {"coming-of-age": 13701, "loop": 13702, "adulthood": 13703, "cv": 13704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ok round's over. what do we have to set up before the next round starts?", A),
            ("end of the year, the die i visited with. do i get it back for next year or is it gone?", A),
            ("the dice i pull back off the road, where do they go and what do i leave behind on the board?", A),
            ("Someone just took the Memory at the Arcade. Does a new Memory Card go there straight away?", A),
            ("end of year refill: do we swap out every memory card or only fill the empty spots?", A),
            ("how do the bus stop tiles move at the end of each year again", A),
            ("where does the bus go once the year is done", A),
            ("which mood counter comes in after the first round, and where on the track does it go?", A),
            ("new track just unlocked. where do the motivation tokens of that colour come from?", A),
            ("what dice does everyone take for round 3, and from where?", A),
            ("wich roadblocks come off when round 3 ends?", A),
            ("when 5 and 6 open up do they get memory cards right away or only at the end of the next year", A),
            ("How many years does each round last? We lost track of when to switch dice.", A),
            ("i played a parent card. where does it go, and do i draw a new one?", A),
            ("drew my 5th trait tile, what do i do now", A),
            ("used a memory token this turn, do i hand it back to the supply?", A),
            ("I bounced left on a track where my frustration token is already overcome (it's on the left end). What happens to that token?", A),
            ("after the bus is done with a location, what do we do with the dice still sitting there?", A),
            ("year 9 just ended. anything left to do before we count final scores?", A),
            ("at the very end are the willpower, motivation and memory tokens i didnt use worth anything", A),
            ("all 4 of my character tokens are already out as presences. can i still leave a new presence?", A),
            ("solo: rob gets a trait bonus but has no free mimic token and nothing in his trait pile. what does he do?", A),
            ("solo: rob rolled 3 dice but only has 2 interest tokens left. which ones does he place?", A),
            ("playing vs rob: after he puts one of his dice on my location, what happens to his other dice?", A),
            ("2 player game: to put a mimic token on the third tile of the middle row, what do i need?", A),
            ("Solo, game over: what does Rob still score at the end?", A),
            ("we've been tossing our used memory tokens back in the supply instead of keeping them flipped by our boards. now one of us has a goal that counts used ones too. how do we fix that?", U),
            ("nobody noticed jess drew a fifth trait tile at the end of last year and she's had 5 in her hand ever since. does she just discard one to the bottom now, or does something get undone?", U),
            ("while we were doing the end of year stuff someone bumped my board and my frustration tokens fell off. i dont remember which tracks had them or which ones were overcome. what now?", U),
            ("We've been leaving our Interest Tokens in the road zone with the dice instead of on the buildings, so they got swept off every time we cleared the dice. How do we fix it?", U),
        ],
        "es": [
            ("Vale, se acabó el año pero todavía nos quedan dados. ¿Qué hay que preparar para el año siguiente?", A),
            ("Tío, cuando quito mis otros dados del camino, ¿tengo que dejar algo en esas ubicaciones?", A),
            ("Si elijo una ubicación donde ya tengo Fichas de Interés, ¿qué hago con esas fichas?", A),
            ("Che, cuando alguien se lleva la Carta de Recuerdo de una ubicación, ¿se pone otra en ese mismo momento?", A),
            ("Al terminar la ronda, ¿de dónde sacamos las Fichas de Motivación del Registro de Ánimo nuevo?", A),
            ("¿Qué dados nos tocan en la ronda 2 y cuántos años dura?", A),
            ("que ubicaciones se abren al acabar la primera ronda", A),
            ("Disculpe, ¿en qué orden se van desbloqueando los Registros de Ánimo que faltan?", A),
            ("Al final del año, ¿qué se hace con la Ficha de Parada de Autobús que está más a la derecha?", A),
            ("al acabar el año el bus donde se pone", A),
            ("Jugué una Carta de Padres: ¿la descarto boca abajo? ¿Y robo otra?", A),
            ("Robé una quinta Ficha de Rasgo. ¿Me puedo quedar con las cinco en la mano?", A),
            ("Oye, una Ficha de Recuerdo que ya usé, ¿la devuelvo a la reserva general o me la quedo?", A),
            ("Cuando supero una frustración, ¿qué hago con la Ficha de Frustración? ¿La quito del tablero?", A),
            ("Reboté a la izquierda y en ese Registro de Ánimo ya tengo una Ficha de Frustración sin superar a la derecha. ¿Qué pasa?", A),
            ("Se nos han acabado las fichas de Fuerza de Voluntad de la caja. ¿Qué hacéis vosotros, se puede usar otra cosa?", A),
            ("Los dados de las rondas que vienen, ¿dónde se dejan mientras tanto?", A),
            ("Ya terminó el último año. ¿Todavía puedo usar una Ficha de Recuerdo que no gasté?", A),
            ("Al final, ¿cuánto restan las Fichas de Frustración que siguen sin superar?", A),
            ("En solitario, ¿qué se hace con la Carta de Recuerdo de mi ubicación al final del turno?", A),
            ("Jugando contra Rob, ¿cuántos dados tira Rob cada año?", A),
            ("En solitario, ¿dónde pone Rob sus Fichas de Interés?", A),
            ("Vos sabés qué se pone entre los dos jugadores al preparar la variante de 2?", A),
            ("Al preparar, ¿qué ubicaciones se tapan con las Fichas de Bloqueo?", A),
            ("Al preparar, ¿qué hacemos con las Fichas de Frustración que sobran?", A),
            ("¿Mi mano de Fichas de Rasgo y Cartas de Padres es secreta? ¿Y mi pila de descarte de Cartas de Padres?", A),
            ("Oye, después de ganar los 4 VEP por rebotar a la izquierda no devolvimos la Ficha de Frustración superada a la reserva; se quedó en el registro y volví a cobrar 4 VEP con ella. ¿Cómo lo arreglamos?", U),
            ("Al empezar la ronda 3 mi prima cogió tres dados de diez caras en vez de los de ocho y ya jugó un año así. ¿Qué hacemos ahora?", U),
            ("Tenemos que dejarlo al acabar la ronda 2 y seguir el finde que viene. ¿Dicen algo las reglas de cómo guardar la partida a medias o qué hay que apuntar?", U),
            ("Se nos olvidó devolver el Bus a la izquierda al final del año y este año arrancó desde la ubicación 4, así que se saltó la 1 y la 2, donde había dados. ¿Volvemos atrás?", U),
        ],
    },
    "loop": {
        "en": [
            ("start of my turn, how many FAVOUR do i draw?", A),
            ("the FAVOUR deck is empty and it's the start of my turn. what now?", A),
            ("when do we flip new cards into the empty MATERIAL and ACTIVITY slots?", A),
            ("ACTIVITY deck ran out while we were refilling the slots, what do we do", A),
            ("just finished my 4th ACTIVITY. what happens to the older ones?", A),
            ("my GLASS hit QUALITY 0 in the middle of my turn. where does it go, and when?", A),
            ("someone REJECTed my FAVOUR, where does that card go", A),
            ("I ACCEPTed a SHARE. Where does the FAVOUR card end up?", A),
            ("my HAPPINESS dropped into a lower zone during somebody else's turn. do i draw and play an EVENT right now?", A),
            ("ive got 2 EVENT face down next to my CAREER. when do i flip them and how?", A),
            ("a new CONTINUOUS EVENT just got flipped. when does it kick in, and what happens to the old one?", A),
            ("where do we put resolved IMMEDIATE EVENTs vs CONTINUOUS ones?", A),
            ("An IMMEDIATE EVENT flipped after my turn. Who resolves it first, and when does the next player start?", A),
            ("how much do i have to put on my CREDIT CARD each turn?", A),
            ("finally paid 5 COIN onto a CREDIT CARD. what do i do with those coins?", A),
            ("DEPLETION came up when i refilled at the end of my turn. what happens to me and to the game?", A),
            ("co-op: when exactly do we burn the top MATERIAL?", A),
            ("co-op: i've played my FAVOURs face up next to my GOALs. when do i get them back?", A),
            ("solo: what do i do with the MATERIAL deck at the end of every turn?", A),
            ("solo RESELL: where does my MATERIAL go?", A),
            ("solo: my blue SHARE broke a card in the BUY AREA. where does it go?", A),
            ("im the Craftsman and forged a FOOD into METAL. is it still METAL next turn?", A),
            ("Skinner Box is active. when do the empty slots get refilled?", A),
            ("Combustion Energy just came up, what do we do with the LANDFILL cards?", A),
            ("overproduction flipped, what happens to the MATERIAL deck", A),
            ("Hidden Clause hit and I've got 2 CREDIT CARDs. What do I lose?", A),
            ("an IMMEDIATE EVENT flipped after tom's turn but we forgot to resolve it, and the next player had already done her BUY when we noticed. do we resolve it now, and does her turn still count?", U),
            ("while refilling at the end of my turn i knocked two LANDFILL piles together, mine and dev's, and now nobody knows whose broken MATERIAL is whose. how do we split them?", U),
            ("the COIN on my CREDIT CARD got knocked off while we were tidying up and i'm not sure if i'd paid 3 or 4 so far. how many do i put back?", U),
            ("just noticed ana's REPUTATION token has been on the wrong side for a few rounds, it showed 1 when she really had 2, or maybe the other way round, nobody's sure. how do we sort out her REPUTATION?", U),
        ],
        "es": [
            ("Vale, terminé mi turno. ¿A quién le toca, al de la izquierda o al de la derecha?", A),
            ("¿Quién empieza la partida?", A),
            ("¿Puedo reponer el hueco del BUY AREA a mitad de mi turno para comprar la carta nueva?", A),
            ("Empiezo el turno con 5 FAVOUR en la mano, ¿robo uno?", A),
            ("Acepté un FAVOUR y ya tengo 6 en la mano. ¿Tengo que descartar alguno?", A),
            ("Che, ¿cuánta REPUTATION puedo tener como mucho y cómo la marco en el tapete?", A),
            ("Rechacé un FAVOUR descartando otro igual de mi mano. ¿A dónde van las dos cartas?", A),
            ("Cuando completo una ACTIVITY, ¿dónde la pongo y cuántas me puedo quedar?", A),
            ("Los GOAL que cumplo, ¿dónde los dejo?", A),
            ("Me hicieron SHARE en el turno de otro y mi MATERIAL se rompió. ¿A qué LANDFILL va, a la mía o a la del que jugó el SHARE?", A),
            ("cuando se activan los EVENT que tengo boca abajo", A),
            ("Mi HAPPINESS pasó de golpe dos zonas, ¿cuántos EVENT robo?", A),
            ("Al final de mi turno salieron dos CONTINUOUS EVENT a la vez. ¿Cuál vale?", A),
            ("Disculpe, un CONTINUOUS EVENT activo, ¿me afecta también durante los turnos de los demás?", A),
            ("¿Dónde se deja el CONTINUOUS EVENT activo para que todos lo vean?", A),
            ("¿Puedo poner 3 COIN de una vez encima de mi CREDIT CARD para acabar antes?", A),
            ("No me alcanzan las COIN para el PAYOFF de la tarjeta este turno. ¿Qué hago?", A),
            ("Al final de la partida, ¿cuánto me quita cada CREDIT CARD sin pagar y cuánto la LANDFILL?", A),
            ("Salió la DEPLETION, ¿se termina ya la partida o seguimos?", A),
            ("En cooperativo, ¿robamos FAVOUR al principio del turno?", A),
            ("En cooperativo, ¿con qué FAVOUR empieza cada uno de ustedes?", A),
            ("ahorita en cooperativo la DEPLETION salio al quemar el MATERIAL, le quita HAPPINESS a alguien?", A),
            ("Solitario: ¿recupero mis FAVOUR azules al final de cada turno?", A),
            ("En solitario, ¿cuántos GOAL tengo y qué FAVOUR uso?", A),
            ("Con el Freelancer, ¿puedo cambiar un FAVOUR de mi mano por otro del mazo?", A),
            ("Soy Waitress, ¿cuántos FAVOUR robo al empezar el turno?", A),
            ("Soy Craftsman y se me olvidó que el MATERIAL que forjé vuelve a su tipo al acabar el turno; siguió siendo METAL dos turnos más y lo usé para una ACTIVITY. ¿Cómo se arregla?", U),
            ("Llevamos media partida volteando los EVENT boca abajo al principio de nuestro turno en vez de después de terminarlo. ¿Hay que corregir algo?", U),
            ("Se acabó el mazo de ACTIVITY y pusimos el descarte boca abajo sin barajar, así que van saliendo en el mismo orden en que se descartaron. ¿Lo barajamos ahora o seguimos así?", U),
            ("En solitario, el MATERIAL que quemaba al final de cada turno lo ponía debajo del mazo en vez de en el descarte, así que el mazo casi no bajaba. Voy por la mitad, ¿qué hago?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("ok my turn's done, what do i reset?", A),
            ("end of my turn, do my time meeples go back in the middle or back to me?", A),
            ("the money and enrgy i spent on my spots, where does it go at the end of the turn?", A),
            ("someone drafted a card. how does the market get filled back up?", A),
            ("i passed a life event space halfway through my turn, when do i resolve the card?", A),
            ("What do I do with my Life Event cards afterwards?", A),
            ("can i take my meeples off a spot once i've used it?", A),
            ("ive started spending my stuff, can i still put time on another action?", A),
            ("new wellness card, what happens to the one already sitting in that slot?", A),
            ("swapped to a new career. what happens to my old one and to my promoted token?", A),
            ("just played a community card with an action on it, can i use it this turn?", A),
            ("played an experience card, what do i do with it after?", A),
            ("why does everyone grab the leftmost market card?", A),
            ("how much is the rightmost card in the market", A),
            ("My markers just crossed on my turn. Do we stop right now?", A),
            ("game's over. what do we flip and in what order do we score?", A),
            ("my happiness marker went past the end of the track, now what", A),
            ("solo: when does the market get new cards?", A),
            ("solo: i want a second card from the market this turn, what does it cost? and a third?", A),
            ("solo: do i draw a life event when i pass those spaces on the track?", A),
            ("solo: when does the game end?", A),
            ("solo setup: whats different from a normal game?", A),
            ("solo: how many achievement cards do i keep?", A),
            ("setup: how many careers and values does everyone get?", A),
            ("who goes first", A),
            ("first turn, can i play the career in my hand before i spend my time?", A),
            ("for two rounds we resolved each Life Event the moment we passed its space, in the middle of spending our time, instead of at the end of the turn. do we need to fix anything?", U),
            ("sam left the money and energy he spent sitting on his action spots at the end of his turn and used them again on his next turn. what now?", U),
            ("solo: I forgot to discard one of my two Achievement cards and played the whole game going for both. Which one counts?", U),
            ("during the reset someone knocked my Experience stack into my neighbour's and now the two piles are mixed up. how do we work out whose cards are whose?", U),
        ],
        "es": [
            ("Al final de mi turno, la energía que usé como tiempo, ¿vuelve a mi reserva o a la general?", A),
            ("¿Puedo usar la misma casilla de acción dos veces en un turno?", A),
            ("Vale, ¿las acciones de abajo del tablero también se pueden tapar con cartas?", A),
            ("Tío, en el paso 3 ¿qué hago primero, coger del mercado o jugar cartas?", A),
            ("¿Cuántas cartas de Leisure puedo tener a la vez? Si juego otra, ¿qué pasa con la vieja?", A),
            ("Los Resources y Traits, ¿cuántos puedo tener y dónde los pongo?", A),
            ("Cuando me caso, ¿qué acciones de la Pareja puedo usar?", A),
            ("¿Cuándo puedo usar la acción de una Career que acabo de jugar?", A),
            ("Pasé dos casillas de Life Event en el mismo turno, ¿agarro las dos?", A),
            ("Disculpe, ¿qué significa el símbolo que tienen algunos Life Events?", A),
            ("se puede retroceder en el track de Impact durante la partida?", A),
            ("¿Cuándo soy Grown Up y qué tengo que coger?", A),
            ("Las fichas de Infelicidad, ¿cuándo me restan?", A),
            ("Al final, ¿cuántos puntos dan los iconos de vida repetidos?", A),
            ("¿Qué gano si me casé con una Pareja que coincide con uno de mis Valores?", A),
            ("Si empatamos al final, ¿quién gana?", A),
            ("En solitario, las cartas del mercado que no cogí, ¿se quedan para la ronda siguiente?", A),
            ("En solitario, ¿qué hace Meditar?", A),
            ("En solitario, al final de cada ronda, ¿qué se roba?", A),
            ("Solitario: una carta me deja agarrar otra del mercado, ¿la pago? ¿Sube el precio de las demás?", A),
            ("Solitario: al final, ¿cuento los corazones y los sets de iconos?", A),
            ("En solitario, ¿cuándo gano?", A),
            ("Preparando: ¿cuántas cartas van en el mercado?", A),
            ("¿Cuántos meeples de tiempo, cuánta energía y cuánta plata recibe cada uno al empezar?", A),
            ("¿Dónde van mis dos marcadores de puntuación al empezar?", A),
            ("Meditar en una partida normal, ¿qué hace exactamente?", A),
            ("Mi sobrino cogía sus meeples de una casilla en cuanto la activaba y los volvía a poner en otra acción en el mismo turno. Lo hizo varias rondas, ¿cómo lo arreglamos?", U),
            ("Vale, mi hermana cambió de Career hace tres turnos pero se quedó con el marcador de Promoted y siguió usando la acción de la derecha. ¿Qué hacemos?", U),
            ("Al deslizar el mercado en el paso 4 se me cayeron las cartas y ya no sabemos en qué orden estaban, o sea cuál es la de la izquierda. ¿Cómo las volvemos a poner?", U),
            ("En el paso 4 devolvía mi tiempo a mi reserva y me quedaba también el meeple extra del centro que me da una carta, varias rondas seguidas. ¿Se corrige?", U),
        ],
    },
    "cv": {
        "en": [
            ("my turn's done, what do i do with the track?", A),
            ("which deck do the new track cards come from?", A),
            ("end of the round, is there anything extra to do with the track?", A),
            ("2 players: when do we throw out the leftmost card?", A),
            ("when exactly does a round end?", A),
            ("do my tokens pile up every turn like income?", A),
            ("when do i update my tokens", A),
            ("card with a red slash, when do i pay for it?", A),
            ("cant pay the red slash this turn, what happens to the card", A),
            ("to pay a red slash cost, can i use my tokens or does it have to be dice symbols?", A),
            ("used an event card, where does it go?", A),
            ("my event card had symbols left over, do i keep them as tokens?", A),
            ("bought an event card off the track, where does it go?", A),
            ("rolled 3 bad luck, what do i lose?", A),
            ("how many dice do i roll, and whats the max?", A),
            ("can i reroll my bad luck dice", A),
            ("new health card: top of teh pile or underneath?", A),
            ("new work card, can i tuck it under the old one?", A),
            ("who starts each round?", A),
            ("lost my bicycle card to bad luck. do i still start the rounds?", A),
            ("the deck just ran out while refilling the track. do we need to check anything?", A),
            ("who gets social assistance and what do they get?", A),
            ("when does the game end?", A),
            ("setup: how many cards go on the track and from which deck?", A),
            ("setup: how do the life goal cards get dealt?", A),
            ("card with two coloured titles, when do i decide what type it is?", A),
            ("we've been sliding the track cards to the right and putting the new ones in at the left end for the whole young adulthood deck. does that change anything, and how do we fix it?", U),
            ("the player before me forgot to refill the track in cleanup and i already rolled and bought with only 3 cards out. what now?", U),
            ("for about 3 rounds we only paid red slash costs on the turn we bought the card, not every turn after. how do we fix that?", U),
            ("when the middle age deck ran out we forgot to check social assistance, and one of us clearly had less than half the cards of another. we noticed a round later. now what?", U),
        ],
        "es": [
            ("Tío, ¿cómo se rellena la fila al final de mi turno?", A),
            ("Se acabó el mazo de juventud, ¿de cuál sacamos ahora?", A),
            ("Al final de la ronda, la carta de la izquierda, ¿se descarta antes o después de poner las nuevas?", A),
            ("Somos cuatro: ¿descartamos la carta de la izquierda después de cada turno?", A),
            ("Che, ¿las fichas que tengo se van sumando turno a turno?", A),
            ("Después de actualizar, ¿qué fichas tengo que tener exactamente?", A),
            ("¿Cuándo se termina mi turno exactamente?", A),
            ("Si no puedo pagar la barra roja, ¿a dónde va la carta?", A),
            ("El coste de la barra roja, ¿se paga solo el turno en que compro la carta?", A),
            ("Disculpe, ¿las cartas de evento se quedan en mi currículum después de usarlas?", A),
            ("si uso una carta de evento para comprar y me sobran simbolos, me los guardo o q?", A),
            ("Somos tres: ¿qué hacemos con las cartas de infancia que sobran al preparar?", A),
            ("A dos jugadores, ¿cómo se preparan las cartas de infancia?", A),
            ("¿Cómo se reparten las cartas de infancia entre los jugadores?", A),
            ("¿Cuántos dados tiro y cuántas veces puedo volver a tirar?", A),
            ("Con 3 de mala suerte, ¿qué carta pierdo? ¿La elijo yo?", A),
            ("Una carta de Relación nueva, ¿la puedo meter debajo de la pila?", A),
            ("Las Possession nuevas, ¿van siempre arriba?", A),
            ("Con tres símbolos de buena suerte, ¿qué puedo hacer?", A),
            ("¿Cuántas cartas puedo agarrar de la fila por turno?", A),
            ("Ayuda social: ¿en qué orden cogen las cartas los que tienen derecho?", A),
            ("¿Cuándo se revisa si alguien tiene derecho a ayuda social?", A),
            ("Si empatamos a puntos, ¿quién gana?", A),
            ("Las metas públicas: si dos la cumplimos igual de bien, ¿quién puntúa?", A),
            ("Tengo 5 cartas de Conocimiento, ¿cuántos puntos dan?", A),
            ("¿Puedo sacar un poquito una carta de la fila para acordarme de que la quiero comprar?", A),
            ("Tenemos que irnos a mitad de partida. ¿Hay alguna forma oficial de guardar cómo está la fila y el currículum de cada uno para seguir otro día?", U),
            ("Un jugador actualizaba sus fichas contando también las cartas de evento que tenía en la mano, y así varios turnos. ¿Cómo lo corregimos?", U),
            ("Al preparar revelamos tantas metas públicas como jugadores, una de más, y ya vamos por la mitad. ¿Quitamos una? ¿Cuál?", U),
            ("Jugando a dos, al final de cada ronda descartábamos dos cartas de la izquierda: la del turno y otra más por fin de ronda. ¿Qué hacemos ahora?", U),
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
