"""Write the blind114 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind114/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11401-11404), so the
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
SEEDS = {"coming-of-age": 11401, "loop": 11402, "adulthood": 11403, "cv": 11404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("how many dice do i roll in the first round?", A),
            ("starting round 2 now, which dice do we get and how many years does that round last?", A),
            ("round 3 is three d8s right? and what do we roll in round 4?", A),
            ("Do we all roll our dice at the same time or one player after another?", A),
            ("my d10 came up 0, which location does that die go to?", A),
            ("I rolled two dice and both show a 4. I'm only visiting one of them, what happens with the other die?", A),
            ("i hate my roll, is there any way to put my die in a different location than the one it shows?", A),
            ("when I shift my die to another location, do the two ends of the board count as next to each other?", A),
            ("how do the bus stop tiles get set up at the start, random?", A),
            ("Do the bus stop tiles ever change during the game or do they stay where they were dealt?", A),
            ("how many memory cards go face up at the start and where do they go", A),
            ("someone just took the memory card at location 3. does a new one get flipped out right away?", A),
            ("locations 5 and 6 just opened for round 2, do they get memory cards too?", A),
            ("do i get to choose my starting trait tile or is it random", A),
            ("are the goal tiles dealt at random? can i pick which ones i get?", A),
            ("Can the other players see the trait tiles and parent cards in my hand?", A),
            ("i drew a 5th trait tile, what now? and where does the one i throw away go, back in and shuffled?", A),
            ("parent cards: how many do i keep in hand and when do i draw a new one?", A),
            ("Can everyone look through the parent cards I've already played?", A),
            ("2 player game: how are the 4 trait tiles in the middle picked, and the characters on them?", A),
            ("solo: does Rob roll dice too? how many and which kind?", A),
            ("rob has fewer interest tokens than dice he rolled, which dice get a token?", A),
            ("does Rob get a starting trait tile like me, and can i see it?", A),
            ("When Rob draws a trait tile, where does it go, face up or face down?", A),
            ("end of a solo game, what happens with rob's face down trait tiles? do they need requirements met?", A),
            ("solo: Rob can mimic two tiles that are both worth the most VEP. which one does he pick, do we roll for it?", U),
            ("my friend's d10 landed and we can't tell if it's a 6 or a 9, is there an official way to read it?", U),
            ("is it ok if we use a dice roller app for the d10s? ours are really hard to read", U),
            ("two of us got a Trait bonus at the same bus stop and both want to draw from the trait pile. who draws the top tile first?", U),
            ("we all roll at once and my friend's die bumped into mine and turned it over. does mine count as it ended up or as it was before?", U),
        ],
        "es": [
            ("Oye, ¿los dados se tiran todos a la vez o cada uno en su turno?", A),
            ("en la ronda 3 cuantos dados tengo y de cuantas caras son?", A),
            ("¿Qué dados nos dan al empezar la ronda 4?", A),
            ("Che, saqué un 2 y no me gusta nada esa ubicación, ¿puedo mover el dado a otra?", A),
            ("Si quiero mandar mi dado a una ubicación que no está al lado, ¿cuántas Fichas de Frustración tengo que poner?", A),
            ("ya tengo una Ficha de Frustración en todos mis Registros de Ánimo, puedo cambiar el dado de ubicacion igual?", A),
            ("¿Qué pasa con los dados que no elijo? ¿Se vuelven a tirar más tarde?", A),
            ("Al final del año, ¿qué se hace con el dado que usé para visitar la ubicación?", A),
            ("Al preparar la partida, ¿cómo se ponen las cartas de Recuerdo? ¿Boca arriba en todas las ubicaciones?", A),
            ("Si dos conseguimos el mismo Recuerdo, ¿los dos nos llevamos los bonos? ¿y qué pasa luego con la carta?", A),
            ("¿Cuándo se reponen las cartas de Recuerdo que se llevaron?", A),
            ("¿Cómo se mueven las fichas de parada del autobús al final de cada año?", A),
            ("¿Cuántas Fichas de Rasgo puedo tener en la mano como máximo?", A),
            ("vale, y la Ficha de Rasgo que descarto va debajo del montón o se mezcla con las demás?", A),
            ("Las Fichas de Objetivo, ¿se reparten al azar? ¿cuántas le tocan a cada uno?", A),
            ("Si no consigo ni el Recuerdo ni la Presencia, ¿qué carta juego y cuántas tengo que tener en la mano después?", A),
            ("La pila de cartas de padres que ya jugué, ¿es secreta o la pueden mirar los demás?", A),
            ("¿Qué dado tengo al empezar la partida y de qué color es?", A),
            ("En la variante de 2 jugadores, para poner un Rasgo Mimético en la tercera ficha de la fila, ¿qué nivel de amistad necesito y con quién?", A),
            ("Jugando solo, ¿Rob también tira dados? ¿Los coloca en las ubicaciones como yo?", A),
            ("si Rob ya no tiene Fichas de Interés, que hace cuando tira los dados?", A),
            ("¿Dónde pone Rob el dado que usa para visitar?", A),
            ("Rob ya está en la última casilla de Realización Personal y le toca avanzar otra vez, ¿qué gana?", A),
            ("Disculpe, ¿qué Ficha de Rasgo recibe Rob al empezar? ¿una de las iniciales?", A),
            ("Si Rob no tiene Rasgo Mimético disponible ni Fichas de Rasgo en su montón, ¿qué hace con una bonificación de Rasgo?", A),
            ("Tío, al tirar los dados se me cayó uno encima del tablero y movió un Contador de Estado de Ánimo de otro jugador, ¿qué hacemos con el contador y con la tirada?", U),
            ("¿Cada uno tira los dados en su zona de la mesa o todos en el centro, encima del tablero?", U),
            ("al robar una Ficha de Rasgo se me dio vuelta y todos la vieron, hay q devolverla y barajar o me la quedo?", U),
            ("Robé una Ficha de Rasgo y venían dos pegadas, ya vi la de abajo. ¿La devuelvo arriba del montón, debajo, o se baraja?", U),
            ("Se me cayeron al suelo las cartas de padres de mi mazo y vi varias, ¿tengo que barajar otra vez o sigo así?", U),
        ],
    },
    "loop": {
        "en": [
            ("how many material sets do we take out with 3 players?", A),
            ("setup: is the MATERIAL deck shuffled, and where does it go on the board?", A),
            ("How many ACTIVITY cards get flipped face up at the start?", A),
            ("are the GOAL cards dealt at random? how many each, and what happens to the rest?", A),
            ("4 player game, how many FAVOUR does the 3rd player start with?", A),
            ("is my starting MATERIAL random? at what QUALITY?", A),
            ("favour deck is empty at the start of my turn, do we reshuffle something?", A),
            ("I already have 5 FAVOUR in hand, do I still draw one at the start of my turn?", A),
            ("the activity deck ran out and there's an empty slot to fill, what now", A),
            ("when do new MATERIAL cards get flipped into the BUY AREA? straight after i buy one?", A),
            ("the material deck just ran out and DEPLETION is showing. is the game over right away?", A),
            ("what does the player who flips up DEPLETION lose?", A),
            ("how does the investor coin toss work exactly?", A),
            ("Investor: if both my tosses land on $, do I get 4 COIN?", A),
            ("insurance event came up, do i have to toss the coin?", A),
            ("scholar can peek at the top card of which decks? how often?", A),
            ("soldier ability: can i choose which FAVOUR i take from someone's hand?", A),
            ("the Politician played me a FAVOUR face down. what are my options?", A),
            ("when do i draw EVENT cards in competitive mode?", A),
            ("my HAPPINESS jumped across two zones in one go, how many EVENTs do i draw?", A),
            ("I flipped two CONTINUOUS EVENTs at the end of my turn, which one counts?", A),
            ("combustion energy: what gets shuffled back into the material deck and whose?", A),
            ("co-op: when do we burn a MATERIAL card?", A),
            ("solo: when does the MATERIAL burn happen, and do I lose HAPPINESS if it reveals DEPLETION?", A),
            ("solo RESELL, where does the MATERIAL I sell end up?", A),
            ("the Politician called bluff came out true. is the FAVOUR shown to the whole table or only to the player who called it?", U),
            ("investor: can i just toss two coins at the same time instead of one coin twice?", U),
            ("I drew an EVENT and it landed face up so everybody saw it. does it still wait until my turn ends, or does it go back?", U),
            ("an IMMEDIATE EVENT made three of us change HAPPINESS zone at once, so we all have to draw an EVENT. who draws first from the deck?", U),
            ("basic mode: does it matter which CAREER card I flip to its INTERN side? can the front of it be anything?", U),
        ],
        "es": [
            ("¿Cuántos sets de MATERIAL quitamos si jugamos dos?", A),
            ("Tío, ¿cuántos GOAL le tocan a cada uno y se reparten al azar?", A),
            ("somos 3, cuantos FAVOUR tiene de salida cada uno?", A),
            ("Al inicio de mi turno, ¿cuántos FAVOUR robo?", A),
            ("Che, se acabó el mazo de FAVOUR, ¿se mezcla el descarte? ¿y si el descarte también está vacío?", A),
            ("El FAVOUR que rechazo, ¿adónde va? ¿vuelve al mazo?", A),
            ("¿Las cartas del BUY AREA se reponen al toque cuando alguien compra o al final del turno?", A),
            ("no quedan cartas en el mazo de ACTIVITY y hay hueco, q hacemos?", A),
            ("Salió la DEPLETION pero todavía quedan MATERIAL boca arriba para comprar. ¿Se termina la partida igual?", A),
            ("Alguien llegó a 12 de HAPPINESS, ¿se termina la partida ya mismo?", A),
            ("¿Cuántas veces por turno puedo usar la moneda del Investor?", A),
            ("Con Insurance, si tiro la moneda y sale mal, ¿cuánto pierdo?", A),
            ("¿El Scholar puede mirar también la carta de arriba del mazo de EVENT?", A),
            ("Las EVENT, ¿se roban boca arriba o boca abajo? ¿cuándo se dan vuelta?", A),
            ("Si me salen juntas una IMMEDIATE y una CONTINUOUS, ¿la IMMEDIATE tapa a la CONTINUOUS que estaba activa?", A),
            ("En cooperativo, ¿se roba FAVOUR al empezar el turno?", A),
            ("En cooperativo, ¿podemos enseñarnos las cartas de la mano?", A),
            ("en coop cada cuanto se quema una carta de MATERIAL y q pasa si sale la DEPLETION así?", A),
            ("Jugando solo, ¿cuántos GOAL robo al empezar?", A),
            ("En solitario, ¿qué FAVOUR se usan?", A),
            ("Solitario: con el ACQUIRE azul, ¿de dónde saco el MATERIAL y cuánto pago?", A),
            ("Oye, en solitario el RENEW, ¿de qué LANDFILL saca y cuánto cuesta?", A),
            ("Disculpe, en el modo competitivo, ¿cómo se reparten las CAREER?", A),
            ("Redeem Bonus: si pago 3 COIN, ¿qué me llevo?", A),
            ("El Freelancer, ¿puede cambiar un FAVOUR de la mano por otro del mazo? ¿cuántas veces?", A),
            ("Con el Soldier, ¿cómo se hace lo de 'al azar'? ¿el otro baraja su mano y me la ofrece boca abajo?", U),
            ("Las EVENT boca abajo, ¿se les nota por detrás si son IMMEDIATE o CONTINUOUS? ¿puedo mirar el reverso para saberlo antes de activarlas?", U),
            ("Con Combustion Energy barajamos el mazo de MATERIAL, ¿la DEPLETION tiene que quedar otra vez debajo del todo?", U),
            ("¿Tengo que decir cuántas EVENT boca abajo tengo al lado de mi CAREER si me lo preguntan?", U),
            ("vos sabés si la moneda del Investor la tiro yo o la tiene que tirar otro jugador para que no haya trampa?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("which decks do we shuffle at setup?", A),
            ("how many values cards do i get at the start, and which ones am i allowed to look at?", A),
            ("Do the other players ever get to see my Values?", A),
            ("how many career cards do we start with? do i keep both?", A),
            ("How many cards are face up in the market at the start?", A),
            ("after someone takes a card from the market, how does it get refilled?", A),
            ("taking the leftmost market card gives me anything?", A),
            ("what does the card on the far right of the market cost?", A),
            ("interview: do i just draw a random career off the deck?", A),
            ("the date action, does it draw a partner card from the deck?", A),
            ("meditate: how do I swap a value I don't like? does the new one come in face up?", A),
            ("can I use meditate to move one of my facedown values into my hand?", A),
            ("when do i get life event cards?", A),
            ("i passed two life event spaces in one turn, do i get one card or two?", A),
            ("When does a Life Event get resolved, right away when I pass the space?", A),
            ("some life events last into the next round? how do i know which ones", A),
            ("where do life events go once they're done?", A),
            ("who goes first in adulthood?", A),
            ("solo: how many life events are in the deck?", A),
            ("solo mode, do I still draw a life event when I pass those spaces on the track?", A),
            ("solo: so when do life events happen then?", A),
            ("solo: how many cards in the market, and when does it get refilled?", A),
            ("solo: how do I get my achievement, random?", A),
            ("playing solo, what does meditate do?", A),
            ("solo: when is the game over?", A),
            ("solo: when I meditate to get rid of a market card, where does that card go, discard or bottom of the deck?", U),
            ("in solo, is a round just one of my turns? so a life event after every turn?", U),
            ("at the end do we flip our Values one player at a time or everybody at once?", U),
            ("did a Date and two Partner cards came off the deck stuck together, I saw both. which one do I keep?", U),
            ("the Values I got rid of by meditating, do they get flipped at the end of the game too or stay hidden?", U),
        ],
        "es": [
            ("¿Cuántos Values me dan al empezar y cuáles puedo mirar?", A),
            ("Che, los Values boca abajo, ¿los puedo mirar en algún momento?", A),
            ("¿Qué mazos hay que barajar por separado al preparar?", A),
            ("¿Cuántas cartas de Career recibo al empezar y con cuántas me quedo?", A),
            ("¿Cuántas cartas hay en el mercado?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿gano algo?", A),
            ("cuanto cuesta coger la carta de la derecha del todo del mercado?", A),
            ("¿Cuándo se rellena el mercado y cómo?", A),
            ("Con la acción Date, ¿robo una Partner del mazo? ¿cuánto cuesta?", A),
            ("Meditate: ¿cambio un Value de la mano por otro? ¿el nuevo va a la mano o boca abajo?", A),
            ("¿Cuándo se roba una Life Event?", A),
            ("pase dos casillas de Life Event en el mismo turno, robo dos?", A),
            ("¿En qué momento se resuelve la Life Event que robé?", A),
            ("¿Hay Life Events que siguen haciendo efecto en la ronda siguiente?", A),
            ("¿Quién empieza la partida?", A),
            ("En solitario, ¿cuántas Life Event hay y cómo se prepara ese mazo?", A),
            ("Jugando solo, ¿robo Life Event al pasar esas casillas del marcador?", A),
            ("solitario: cuantas cartas hay en el mercado y cuando se repone?", A),
            ("En solitario, ¿cuánto cuestan la segunda y la tercera carta del mercado?", A),
            ("Oye, en solitario, ¿cómo se elige el Achievement?", A),
            ("En solitario, ¿qué hace Meditate?", A),
            ("¿Cuándo termina la partida en solitario?", A),
            ("Al final de la partida, ¿se dan vuelta todos los Values, también los dos boca abajo?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("Interview: ¿qué pasa si ya soy Grown Up?", A),
            ("¿Se puede volver a barajar el mazo de Adulthood a mitad de partida si solo salen cartas caras?", U),
            ("En solitario, si una Life Event me dice que robe otra Life Event, ¿la saco del mazo de 8 o de las que volvieron a la caja?", U),
            ("¿Cuántas cartas de Values hay en el mazo en total?", U),
            ("Después de Meditar me llega un Value nuevo boca abajo, ¿lo pongo mezclado con los otros o aparte para saber cuál es el nuevo?", U),
            ("Al preparar, ¿quién baraja y reparte las cartas? ¿cualquiera o hay alguna regla?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll on my turn?", A),
            ("how many rerolls do i get?", A),
            ("can i reroll a die that shows bad luck?", A),
            ("Can I reroll a die on my second reroll that I kept after the first one?", A),
            ("what's the most dice you can ever have?", A),
            ("i got 3 good luck symbols, what can i do with them?", A),
            ("how many bad luck symbols before I lose a card?", A),
            ("I ended up with 6 bad luck symbols. Do I lose 2 cards?", A),
            ("do bad luck symbols on my tokens count too, or only the dice?", A),
            ("when misfortune hits, do i pick the card i lose or is it random?", A),
            ("how many cards can i take from the track on my turn?", A),
            ("setup: which decks get shuffled?", A),
            ("how many early adulthood cards go face up at the start?", A),
            ("life goals: how many does each player get, and how many go face up on the board?", A),
            ("2 player game, how do we deal out the childhood cards?", A),
            ("how does the childhood draft work, what do we pass and to who?", A),
            ("Who goes first?", A),
            ("the early adulthood deck just ran out. what deck do we use now?", A),
            ("what is social assistance and when does it happen?", A),
            ("when does the leftmost card get thrown off the track?", A),
            ("when does the game end?", A),
            ("when can i play an event card?", A),
            ("i bought a card with two colours, which stack does it go in?", A),
            ("can i put a new health card under my stack instead of on top?", A),
            ("do the other players see my life goal card?", A),
            ("while i was rerolling, one of my dice knocked into my frozen bad luck die and flipped it to money. which one counts?", U),
            ("the 5 early adulthood cards we flipped at setup are all event cards. do we reshuffle and deal again?", U),
            ("one card in the middle age deck is bent and we can tell which one it is from the back. what do we do?", U),
            ("I accidentally rerolled my frozen bad luck die and it came up money. do we turn it back to bad luck?", U),
            ("my friend rerolled a third time without noticing and got the symbol she needed. does that roll stand?", U),
        ],
        "es": [
            ("¿Cuántos dados tiro al empezar mi turno?", A),
            ("Oye, ¿cuántas veces puedo volver a tirar los dados?", A),
            ("me salio mala suerte en un dado, lo puedo volver a tirar?", A),
            ("¿Hasta cuántos dados puedo llegar a tener?", A),
            ("Che, tengo 3 de buena suerte, ¿para qué me sirven?", A),
            ("Si con tres de buena suerte me llevo una carta que tiene una condición especial, ¿tengo que cumplirla igual?", A),
            ("¿Con cuántos símbolos de mala suerte pierdo una carta?", A),
            ("Las fichas también cuentan para la mala suerte o solo los dados?", A),
            ("Cuando me toca la desgracia, ¿qué carta pierdo? ¿la elijo yo?", A),
            ("¿Cuántas cartas puedo coger de la fila en mi turno?", A),
            ("¿Cómo se preparan los mazos al empezar?", A),
            ("¿Cuántas cartas de juventud se ponen boca arriba en la fila al principio?", A),
            ("Disculpe, ¿cuántas cartas de objetivo de vida se ponen boca arriba en el tablero?", A),
            ("somos 3, como se preparan las cartas de infancia?", A),
            ("¿Quién arranca cada ronda?", A),
            ("Se acabó el mazo de la edad media, ¿de dónde salen ahora las cartas?", A),
            ("Se acabó un mazo, ¿quién tiene derecho a la asistencia social?", A),
            ("¿Cuándo se descarta la carta de más a la izquierda de la fila? Somos dos", A),
            ("¿Cuándo se termina la partida?", A),
            ("¿Puedo jugar una carta de evento en cualquier momento? ¿y después qué pasa con ella?", A),
            ("Si uso una carta de evento para comprar y me sobran símbolos, ¿los guardo?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("Una carta de Possession nueva, ¿la puedo meter debajo de la pila?", A),
            ("las fichas se acumulan de un turno a otro como si fueran ingresos?", A),
            ("Si empatamos a puntos, ¿quién gana?", A),
            ("¿Se pueden tirar los dados con un cubilete o hay que tirarlos a mano sobre la mesa?", U),
            ("Mi primo vio sin querer mi objetivo vital secreto, ¿hay que cambiarlo por otro?", U),
            ("Antes de repartir los objetivos de vida, ¿alguien tiene que cortar el mazo?", U),
            ("Al rellenar la fila cogimos por error una carta del mazo de edad media cuando todavía quedaban de juventud, ¿la devolvemos encima, debajo o barajamos?", U),
            ("Cuando relanzo, ¿tengo que decir antes qué dados voy a relanzar o puedo ir cogiéndolos sin avisar?", U),
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
