"""Write the blind93 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind93/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 9301-9304), so the
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
SEEDS = {"coming-of-age": 9301, "loop": 9302, "adulthood": 9303, "cv": 9304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("Can I look at the Trait Tiles in my sister's hand?", A),
            ("do i have to show the others my Goal Tiles during the game", A),
            ("Can I check which Parent Cards Tom has already played?", A),
            ("We roll at the same time, right? Can I wait to see where the others put their die before I pick mine?", A),
            ("Ana and I both have a die at the same location. Can we both get the Memory Card or does the first one take it?", A),
            ("Ben has a Presence where my die is. Can I make friends with his character at that stop?", A),
            ("I have my die AND a Presence at the same stop, do I get to interact with two players?", A),
            ("What do I need to put a Mimic Trait Token on someone else's Trait Tile?", A),
            ("Leo already mimicked Ana's Cheerful tile. Can I mimic the same one too?", A),
            ("can i mimic the same trait of another player twice", A),
            ("My friend and I tie for most Presences. Does my Versatile goal still count?", A),
            ("Sociable goal: do I compare my Character Tokens with every other player?", A),
            ("we tied on VEP, who wins?", A),
            ("Two-player game: what's the row of tiles between us for and can we both use it?", A),
            ("Playing solo: can Rob Bot put his Mimic Trait Token on my Trait Tiles?", A),
            ("Solo, where does Rob put his die? Can he end up in my location?", A),
            ("When the Bus stops where both Rob and I are, who resolves first?", A),
            ("The Bus stopped at a location with three of us. Do we take turns choosing or all at once?", A),
            ("Someone else just took the last Willpower Tokens from the supply. Am I out of luck?", A),
            ("If another player gained the Memory at my location last year, is there a new card there for me this year?", A),
            ("Does Ana's Interest Token on location 3 count for me when I go there?", A),
            ("My character is at level 4 on Tom's Friendship Track but he's only level 0 on mine. Do they have to match?", A),
            ("Family-Oriented goal: whose Parent Cards do I compare with?", A),
            ("At the end, does everyone get to use one last Memory Token or only some of us?", A),
            ("In CoA where do the other players' Character Tokens come from when I befriend them?", A),
            ("Can I knock one of Lucia's Interest Tokens off a location so she doesn't get to cash it in later?", U),
            ("Sam wants to swap: I take his Bus Stop bonus and he takes my Memory Card bonus at the same stop. allowed?", U),
            ("Marco rolled his dice before the rest of us were ready and saw his numbers first. Does he have to reroll?", U),
            ("my little cousin keeps forgetting her Experience Space moves, can another player move her Mood Counters for her?", U),
            ("If a player peeks at which die I picked before choosing hers, is there a penalty?", U),
        ],
        "es": [
            ("¿Puedo ver las Fichas de Rasgo que tiene mi hermano en la mano?", A),
            ("¿Tengo que enseñar las Cartas de Padres que tengo en la mano?", A),
            ("¿La pila de descarte de Cartas de Padres de otro jugador se puede mirar?", A),
            ("¿Elegimos el dado por turnos o todos a la vez? ¿Puedo esperar a ver qué elige Ana?", A),
            ("Si dos jugadores tenemos dado en la misma ubicación, ¿los dos podemos obtener el Recuerdo?", A),
            ("Cuando alguien obtiene el Recuerdo, ¿la carta se repone enseguida para el siguiente?", A),
            ("Pablo tiene una Presencia donde está mi dado, ¿puedo hacerme amigo de su personaje?", A),
            ("¿Qué necesito para poner mi Ficha de Rasgo Mimético sobre la Ficha de Rasgo de otro jugador?", A),
            ("¿Dos jugadores pueden copiar con Rasgo Mimético la misma Ficha de Rasgo de un tercero?", A),
            ("¿Puedo copiar con Rasgo Mimético una Ficha de Rasgo que otro jugador todavía tiene en la mano?", A),
            ("oye, si tengo dado y Presencia en la misma parada, ¿elijo dos cosas?", A),
            ("En la parada del autobús, ¿quién elige primero, el que va ganando en VEP?", A),
            ("En la variante de dos, ¿qué hacemos con las 4 Fichas de Rasgo que van entre los dos jugadores?", A),
            ("En la variante de 2, ¿qué nivel de amistad necesito para copiar la tercera ficha de la fila?", A),
            ("Jugando solo, ¿Rob Bot me copia mis Fichas de Rasgo?", A),
            ("En solitario, ¿Rob resuelve la parada antes o después que yo?", A),
            ("Si Rob y yo ganamos el mismo Recuerdo, ¿qué pasa con la carta?", A),
            ("Che, ¿se pueden acabar las Fichas de Motivación del suministro si todos cogemos muchas?", A),
            ("Empatamos en VEP, ¿cómo se desempata?", A),
            ("Si empatamos en el Objetivo Sociable con otro jugador, ¿lo cumplo igual?", A),
            ("¿El Objetivo Saver me compara con los demás jugadores o es solo mío?", A),
            ("¿Cómo me hago amigo del personaje de otro jugador si su ficha no está en mi Registro de Amistad?", A),
            ("¿Puedo subir la ficha del personaje de Lucía del nivel 4 al 5 con una bonificación de amistad normal?", A),
            ("¿Las Fichas de Interés de los demás me sirven cuando visito esa ubicación en Coming of Age?", A),
            ("¿Cuántas Presencias puede tener cada jugador en el tablero?", A),
            ("¿Si a otro jugador se le acaban las Fichas de Frustración, le puedo prestar una de las mías?", U),
            ("¿Me puedo negar a que otro jugador use mi Presencia para su Bonificación de Amistad?", U),
            ("¿Podemos pactar dos jugadores que ninguno pone Rasgo Mimético sobre las fichas del otro?", U),
            ("Mi hermano cogió el Recuerdo sin gastar la Ficha de Motivación y el autobús ya siguió, ¿qué hacemos?", U),
            ("¿Los demás pueden contar cuántas Cartas de Padres me quedan en el mazo?", U),
        ],
    },
    "loop": {
        "en": [
            ("can I see how many COIN the others have", A),
            ("Can I play a FAVOUR on someone during their turn instead of mine?", A),
            ("Jen played ACQUIRE on me. Do I have to say yes?", A),
            ("I want to REJECT his FAVOUR but I don't have the same card. Any other way?", A),
            ("I have no REPUTATION and no matching FAVOUR. Can I still say no to her BARTER?", A),
            ("If I ACCEPT a FAVOUR someone played me, what happens to the card?", A),
            ("Already have 5 FAVOUR and someone plays me another. Do I still take it?", A),
            ("We made a deal and then he didn't do his part. Is that allowed?", A),
            ("Can I play ACQUIRE on a player who has no MATERIAL?", A),
            ("Can I RESELL to someone who only has 1 COIN for a QUALITY 3 MATERIAL?", A),
            ("can i RECYCLE from my own LANDFILL or only from other players", A),
            ("Someone SHAREd my MATERIAL at QUALITY 1. Where does it go?", A),
            ("Her SHARE got ACCEPTed but she didn't end up using my MATERIAL. Do I still lose the QUALITY?", A),
            ("An IMMEDIATE EVENT came up on Sam's turn. Does it hit all of us and in what order?", A),
            ("Does a CONTINUOUS EVENT that Tom triggered affect me too?", A),
            ("Tom's EVENT made me lose HAPPINESS on his turn and I changed zone. Do I draw an EVENT?", A),
            ("Co-op: can we show each other our FAVOUR cards?", A),
            ("In co-op can I REJECT a FAVOUR my teammate plays?", A),
            ("The Soldier is taking a FAVOUR from my hand. Does she pick it or is it random?", A),
            ("Can the Lawyer stop a FAVOUR that wasn't even played on him?", A),
            ("The Nurse gave me a FAVOUR, can I refuse it?", A),
            ("Can the Engineer fix up my MATERIAL, not just his own?", A),
            ("Who goes first in LOOP?", A),
            ("Two of us ended on the same HAPPINESS in basic mode. Who wins?", A),
            ("Game's ending, does everybody get the same number of turns?", A),
            ("Can I negotiate privately with one player, like whisper or step out, or does it have to be at the table?", U),
            ("She played me a BARTER and before I answered she wants to take it back. Can she?", U),
            ("The Politician played Tom a face-down FAVOUR. Can I call her bluff even though it's not aimed at me?", U),
            ("The Soldier just took a FAVOUR from me. Do I get to draw a replacement right away?", U),
            ("co-op question: can two of us take our turns at the same time to speed things up?", U),
        ],
        "es": [
            ("¿Los demás pueden ver cuánto COIN tengo?", A),
            ("¿Cómo le cambio un MATERIAL a Ana por uno suyo?", A),
            ("Me jugaron un FAVOUR, ¿qué opciones tengo?", A),
            ("Si hago REJECT, ¿a dónde va la carta del FAVOUR?", A),
            ("¿Cuánta REPUTATION gano si acepto un SHARE de otro jugador?", A),
            ("Acepté un FAVOUR, ¿lo puedo usar ya mismo en el turno del otro?", A),
            ("¿Puedo aceptar un FAVOUR y luego jugárselo a otra persona en mi turno?", A),
            ("¿Cuántos FAVOUR le puedo jugar a los demás en un turno?", A),
            ("¿Los tratos que hacemos entre jugadores son obligatorios?", A),
            ("Con BARTER, ¿puedo cambiar mi MATERIAL de calidad 1 por uno de calidad 3 de otro jugador?", A),
            ("Si uso RECYCLE sobre el LANDFILL de Pedro, ¿a quién le pago el COIN?", A),
            ("¿Puedo quitarle un FAVOUR de la mano a otro jugador?", A),
            ("Soy Banker, ¿puedo cambiar REPUTATION por COIN con cualquier jugador?", A),
            ("Con el Craftsman, ¿puedo transformar el MATERIAL de otro jugador?", A),
            ("Juego de Politician: ¿qué pasa si el otro me descubre la mentira?", A),
            ("¿El Officer puede jugarme un FAVOUR que no pueda rechazar?", A),
            ("Salió Satan Santa, ¿a quién le doy el MATERIAL?", A),
            ("Con Social Responsibility, ¿de quién robo el FAVOUR?", A),
            ("¿Si el EVENT The Gap sale, perdemos todos HAPPINESS o solo uno?", A),
            ("Salió Combustion Energy, ¿a quién le afecta?", A),
            ("En cooperativo, ¿cuándo ganamos? ¿Todos tienen que llegar?", A),
            ("En cooperativo, ¿a quién le juego los FAVOUR?", A),
            ("¿El jugador que provoca la DEPLETION pierde algo y los demás no?", A),
            ("Empatamos en HAPPINESS en modo básico, ¿quién gana?", A),
            ("¿Cuántos FAVOUR le tocan al segundo jugador al empezar con 4 jugadores en LOOP?", A),
            ("¿Puedo tapar mi REPUTATION para que los demás no vean cuánta tengo?", U),
            ("En el modo competitivo, ¿mi CAREER tiene que estar a la vista de todos o la puedo tener boca abajo?", U),
            ("Si el Scavenger coge un MATERIAL de mi LANDFILL, ¿me tiene que pedir permiso?", U),
            ("En competitivo, ¿puedo dejar que otro jugador vea mi mano de FAVOUR para negociar?", U),
            ("¿Puede el jugador inicial cederle el token dorado a otro para que empiece él?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Can I look at the other players' Values cards?", A),
            ("can i look at my own facedown Values", A),
            ("Do I have to show anyone the Value in my hand?", A),
            ("Can I place my time meeples while the player before me is still doing her turn?", A),
            ("Can I take a card from the market during someone else's turn?", A),
            ("The player before me took the card I wanted from the market. When do new cards come in?", A),
            ("If Sam takes the left-most market card, does he get something extra?", A),
            ("Who goes first?", A),
            ("Tom's markers just crossed. Does the game end right now for all of us?", A),
            ("game ending, does everyone get the same number of turns?", A),
            ("We tied on the combined score. Who wins?", A),
            ("Can the other players see my Experience cards?", A),
            ("Are the money and energy tokens shared by everyone?", A),
            ("Can my Resource and Trait cards be hidden from the others?", A),
            ("Can I take two cards from the market on my turn?", A),
            ("I passed a Life Event space on my turn. When do I resolve it, right away or later?", A),
            ("Is the market shared by all players or does each one get their own?", A),
            ("When do all of us reveal our Values?", A),
            ("Solo Adulthood: how many cards are in the market?", A),
            ("Playing alone, do I still draw Life Events when I pass those spaces?", A),
            ("In solo, how do I win?", A),
            ("Can I have two Partners at once like someone else at the table?", A),
            ("Does it count for me if another player is Grown Up, or do I need to pass the spot myself?", A),
            ("Do I have to pay for the right-most card in the market even if nobody else wants it?", A),
            ("When does the market slide and refill, after each player's turn?", A),
            ("My marker and Jo's marker end up on the same space of the Happiness track. Is that ok or do we stack?", U),
            ("Can two of us swap places in the turn order halfway through?", U),
            ("Do I have to keep my money and energy tokens where everyone can see them?", U),
            ("My Values card fell face up and everyone saw it. Do I get a new one?", U),
            ("I took the left-most card. Can I give its extra energy to the next player instead?", U),
        ],
        "es": [
            ("¿Puedo mirar las cartas de Values de mi pareja?", A),
            ("¿Tengo que decirle a alguien cuáles son mis Values?", A),
            ("¿Puedo colocar mis meeples de tiempo antes de que me toque?", A),
            ("¿Puedo coger una carta del mercado en el turno de otro jugador?", A),
            ("Si el de antes se lleva la carta que yo quería, ¿cuándo se repone el mercado?", A),
            ("¿Quién empieza la partida?", A),
            ("Al jugador de mi izquierda se le cruzaron los marcadores, ¿terminamos ya?", A),
            ("¿Todos jugamos la misma cantidad de turnos al final?", A),
            ("Empatamos en puntos, ¿hay desempate?", A),
            ("¿Las fichas de dinero y energía son de todos o cada uno tiene las suyas?", A),
            ("¿Los demás pueden ver mi pila de Experiencias?", A),
            ("¿Cuántas cartas del mercado puedo coger por turno?", A),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("¿Qué gana el que coge la carta de la izquierda del mercado?", A),
            ("¿Al final se revelan los Values de todos?", A),
            ("¿Cómo se reparte todo al principio, qué le toca a cada jugador?", A),
            ("¿Cuántas cartas de Carrera recibe cada uno y cuántas se quedan?", A),
            ("¿Puedo tener dos Partner a la vez?", A),
            ("Cuando paso por un Life Event, ¿cuándo lo resuelvo?", A),
            ("En solitario, ¿cómo funciona el mercado?", A),
            ("En Adulthood en solitario, ¿cuándo se acaba la partida?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("¿Mis cartas de Recurso están a la vista de todos?", A),
            ("¿Puedo usar las dos acciones de una misma categoría de mi tablero en un turno?", A),
            ("¿Qué pasa si me paso del final del marcador?", A),
            ("¿Qué pasa si se acaban las fichas de Negative Impact y Unhappiness del montón?", U),
            ("¿Tengo derecho a saber cuántas cartas tiene en la mano otro jugador?", U),
            ("¿El jugador más viejo le puede ceder el primer turno a otro?", U),
            ("¿Puedo descartar una carta del mercado solo para que el siguiente no la coja?", U),
            ("¿Se vale adivinar en voz alta los Values de otro jugador por lo que va jugando?", U),
        ],
    },
    "cv": {
        "en": [
            ("Can I look at the other players' life goal cards?", A),
            ("do I have to show my secret life goal at the end", A),
            ("In the childhood draft, which way do we pass the cards?", A),
            ("Who starts the game?", A),
            ("What's the bicycle token for if someone already has the bicycle card?", A),
            ("Which way does play go after the first player?", A),
            ("Can I play an event card when it's not my turn?", A),
            ("Two of us both did the Collector public goal equally. Do we split the points?", A),
            ("We tied on points, who wins?", A),
            ("Ben has twice as many CV cards as me. Do I get anything?", A),
            ("Two of us qualify for social assistance. Who picks a card first?", A),
            ("When do we check for social assistance?", A),
            ("Does social assistance let me take a card without meeting its special condition?", A),
            ("The player before me took the card I wanted from the track. When does it refill?", A),
            ("2 player game, is there anything different about the track?", A),
            ("3 players: how do we set up the childhood cards?", A),
            ("How many public life goals go on the board with 4 players?", A),
            ("If I get misfortune, do I discard someone else's card or mine?", A),
            ("Can I reroll my dice after the next player has started?", A),
            ("When does the game end, does everyone get the same number of turns?", A),
            ("Social assistance: is it the player with the fewest cards who gets it, compared to whom?", A),
            ("Do the other players see only the top card of my stacks?", A),
            ("Does the bicycle player start every round or just the first one?", A),
            ("At the end of a round, who discards the leftmost card from the track?", A),
            ("How do we score the public goals in CV?", A),
            ("During the childhood draft, can I look back at the cards I already passed to the left?", U),
            ("My little sister's turn takes forever, can I do her cleanup for her?", U),
            ("can I tell another player which card to buy so the leader doesn't get it?", U),
            ("Is it allowed to keep my CV cards in my hand instead of laid out on the table?", U),
            ("Someone's CV stacks are such a mess I can't read the titles. Can I make him spread them out?", U),
        ],
        "es": [
            ("¿Puedo ver el objetivo de vida secreto de otro jugador?", A),
            ("¿Qué objetivos de vida ve todo el mundo?", A),
            ("En el draft de infancia, ¿a quién le paso las cartas?", A),
            ("¿Quién tiene la bicicleta y para qué sirve?", A),
            ("¿En qué sentido se juega?", A),
            ("¿Puedo jugar una carta de evento en el turno de otro jugador?", A),
            ("Si dos cumplimos igual un objetivo público, ¿cuántos puntos se lleva cada uno?", A),
            ("Empatamos en puntos, ¿quién gana?", A),
            ("¿Cuándo me toca la ayuda social?", A),
            ("Si dos jugadores tienen ayuda social, ¿quién elige primero?", A),
            ("¿La ayuda social es gratis aunque la carta tenga una condición especial?", A),
            ("Si alguien pierde una carta de barra roja por no poder pagar, ¿los demás la podemos comprar?", A),
            ("El de antes me quitó la carta que quería del track, ¿cuándo se rellena?", A),
            ("Somos dos, ¿cambia algo al final de cada turno?", A),
            ("Somos tres, ¿cómo se preparan las cartas de infancia?", A),
            ("¿Cuántos objetivos de vida públicos se ponen con 3 jugadores?", A),
            ("Con la desgracia, ¿pierdo una carta mía o de otro?", A),
            ("¿Cuándo se acaba la partida de CV?", A),
            ("¿Se ven todas mis cartas del CV o solo la de arriba?", A),
            ("¿Las cartas de evento que compro me las quedo en la mano?", A),
            ("¿Quién descarta la carta de la izquierda del track al final de la ronda?", A),
            ("¿Puedo coger dos cartas del track en mi turno?", A),
            ("Che, ¿cuántas veces puedo volver a tirar los dados?", A),
            ("Al terminar el turno, ¿a quién le toca?", A),
            ("¿Cómo se cuentan los puntos de las cartas de Salud al final?", A),
            ("¿Podemos repartir a medias los puntos de un objetivo público empatado si nos ponemos de acuerdo?", U),
            ("Cuando a otro jugador le toca la desgracia, ¿los demás ganamos algo?", U),
            ("El de mi izquierda pasó las cartas del draft de infancia a la derecha por error, ¿repetimos el draft?", U),
            ("¿Se puede jugar con los objetivos públicos tapados hasta el final, como sorpresa?", U),
            ("¿Puedo dejar mis cartas de evento boca abajo en la mesa para que se vea cuántas tengo?", U),
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
