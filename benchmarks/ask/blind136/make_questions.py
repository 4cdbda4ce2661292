"""Write the blind136 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind136/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13601-13604), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking about upkeep and housekeeping between turns
and rounds (refilling, drawing back up, discarding, returning tokens and dice,
resetting, sliding rows, who does each chore and in what order, what is kept
and what goes back).
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
SEEDS = {"coming-of-age": 13601, "loop": 13602, "adulthood": 13603, "cv": 13604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ok year's over and we still have dice left, what do we do before the next year?", A),
            ("do the dice go back in the middle at the end of my turn or do i keep them", A),
            ("round's over, nobody has any dice next to their board. what do we reset before the next round?", A),
            ("which mood track gets unlocked at the end of round 1, and where does its counter go?", A),
            ("how many dice does everyone get for round 3 and what kind", A),
            ("which locations open up when round 2 ends?", A),
            ("Nobody took the Memory Card at the Arcade this year. Does it get swapped for a fresh one at the end of the year?", A),
            ("someone just got the memory at the pizzeria, do we put a new card there straight away?", A),
            ("bus stop tiles at the end of the year: wich one moves and where does it go?", A),
            ("where does the bus go after its last stop of the year?", A),
            ("My stop is done. Does my die stay on the building until the end of the year?", A),
            ("i played a parent card, where does it go and do i draw another one", A),
            ("drew a 5th trait tile. which one do i get rid of and where does it go?", A),
            ("what do i do with a memory token once i've used it, toss it back in the supply?", A),
            ("do unused memory tokens carry over to the next round or do they expire", A),
            ("after i pull my other dice off the road, where do they go and what do i leave behind?", A),
            ("I finally went to the location where I had 2 Interest Tokens. What happens to them now?", A),
            ("a left bounce just got rid of my overcome frustration token. where does the token go?", A),
            ("Last year is done and the Bus made its last stop. Anything left to do before we count the final score?", A),
            ("solo: at the end of the turn what happens to the memory card where my die was?", A),
            ("solo - rob draws a trait tile with his trait bonus, where does it go?", A),
            ("Solo: Rob only has 2 Interest Tokens left but rolled 3 dice. Which dice get a token?", A),
            ("2 players: how do we lay out the extra trait tiles between us at setup?", A),
            ("end of the round: do the new motivation tokens go to each player or in the general supply?", A),
            ("can i pay 4 willpower to overcome a frustration at the end of the year, like between turns?", A),
            ("i played a trait tile onto my board, what do i do with the mimic token that was in that slot?", A),
            ("end of the year refill: do we put the new memory cards out from location 1 going right, or does it not matter which empty location gets the top card? my friend wants to choose", U),
            ("two years ago Mia moved her die to the location next door and forgot to put a frustration token on a track. we only noticed now at the end of the round, what do we do about it?", U),
            ("at the end of the year who is supposed to slide the bus stop tiles, one person for the whole table or whoever finished their stop last?", U),
            ("we've been dealing the new memory cards face down at the end of each year and only flipping them when the bus got there. whole round like that, does anything need fixing?", U),
        ],
        "es": [
            ("¿Qué dado tengo que descartar al final del turno, y qué hago con los que me quedan?", A),
            ("Al acabar la ronda, ¿dónde coloco el Contador de Estado de Ánimo nuevo?", A),
            ("Vale, terminó la ronda 2. ¿Qué Registro de Ánimo se desbloquea ahora?", A),
            ("¿Cuántos dados de seis caras nos dan para la ronda 2 y cuántos años dura esa ronda?", A),
            ("Che, ¿qué ubicaciones se abren para la última ronda y con qué dados jugamos?", A),
            ("Al terminar la ronda, las Fichas de Motivación del registro nuevo, ¿de dónde salen y a dónde van?", A),
            ("Las dos ubicaciones que se desbloquean al final de la ronda, ¿reciben Carta de Recuerdo enseguida?", A),
            ("Si nadie se llevó el Recuerdo de una ubicación, ¿se cambia esa carta al final del año?", A),
            ("Dos ganamos el mismo Recuerdo en la misma parada. ¿Qué se hace con la carta, se repone ya?", A),
            ("Al final del año, ¿cómo se mueven las Fichas de Parada de Autobús?", A),
            ("Disculpe, ¿dónde se coloca el autobús cuando termina el año?", A),
            ("Después de jugar una Carta de Padres, ¿dónde la dejo? ¿Robo otra?", A),
            ("¿Los demás pueden mirar mi pila de descarte de Cartas de Padres?", A),
            ("Robé una quinta Ficha de Rasgo, ¿puedo descartar justo la que acabo de robar? ¿A dónde va?", A),
            ("cuando gasto una ficha de recuerdo la devuelvo a la reserva o me la quedo?", A),
            ("¿Puedo usar dos Fichas de Recuerdo en el mismo año para mover dos contadores?", A),
            ("Las Fichas de Interés que dejé en una ubicación, ¿cuándo vuelven a mi reserva?", A),
            ("Al recoger los dados que no elegí, ¿qué dejo en cada ubicación? ¿Y si saco dos dados del mismo sitio?", A),
            ("Cuando supero una frustración, ¿qué hago con la Ficha de Frustración, la quito?", A),
            ("Al final de la partida, antes de contar, ¿se puede usar todavía alguna Ficha de Recuerdo?", A),
            ("Las fichas que me sobran al final (Fuerza de Voluntad, Motivación, Recuerdo), ¿valen algo?", A),
            ("En solitario, ¿de dónde agarra Rob sus Fichas de Motivación si ese color todavía no está en juego?", A),
            ("En solitario, al final, ¿qué pasa con las Fichas de Rasgo que le quedan a Rob en su pila?", A),
            ("Tío, a dos jugadores, las cuatro Fichas de Rasgo de la fila, ¿qué nivel tiene cada una y qué pide?", A),
            ("Ahorita nos queda un solo dado a cada uno: ¿es el último año de la ronda?", A),
            ("Al colocar una Ficha de Rasgo en mi tablero, ¿qué hago con el Rasgo Mimético de ese hueco?", A),
            ("Mi prima, al superar una Ficha de Frustración con 4 de Fuerza de Voluntad, la devolvió a su reserva en vez de girarla al otro extremo del registro, y luego la volvió a usar para cambiar de ubicación. ¿Cómo lo arreglamos?", U),
            ("Jugando en solitario se me olvidó durante toda la ronda 2 poner las Fichas de Interés de Rob según sus dados. ¿Se las coloco ahora o sigo sin más?", U),
            ("Al reponer las Cartas de Recuerdo al final del año se nos mezclaron en el mazo las que ya se habían ganado, y acaba de salir una repetida. ¿La dejamos en la ubicación o la cambiamos por otra?", U),
            ("En solitario a Rob ya no le quedan Fichas de Interés en la reserva. Al acabar la ronda, ¿recupera las que tiene repartidas por el tablero o sigue sin poner hasta que su dado caiga en esas ubicaciones?", U),
        ],
    },
    "loop": {
        "en": [
            ("start of my turn, do i always draw a FAVOUR?", A),
            ("favour deck is empty at the start of my turn, now what", A),
            ("ok i'm done with my turn, what do i refill?", A),
            ("The ACTIVITY deck ran out while I was refilling the slots. What now?", A),
            ("can i refill the BUY AREA right after i buy so i can grab the new card too?", A),
            ("just completed my 4th ACTIVITY. what happens to the ones i already had?", A),
            ("my GLASS just hit QUALITY 0, where does it go?", A),
            ("someone REJECTed my FAVOUR, does the card come back to my hand?", A),
            ("i ACCEPTed a favour and now i have 6 in hand, do i have to discard down?", A),
            ("who plays after me, left or right?", A),
            ("Paid the 5th COIN on my CREDIT CARD. What happens to the coins sitting on it?", A),
            ("how much do i have to put on my credit card each turn", A),
            ("when do my face-down EVENTs actually go off?", A),
            ("where do EVENT cards go after they're resolved? we keep losing track of which one is active", A),
            ("an IMMEDIATE EVENT just flipped between turns. who resolves it first?", A),
            ("co-op: is there an extra chore at the end of every round?", A),
            ("Co-op: do we draw a FAVOUR at the start of the turn? And where do the FAVOUR we play go?", A),
            ("solo: what do i do at the end of each turn besides refilling the slots?", A),
            ("solo: the blue RESELL, where does the MATERIAL go and where do the COIN come from?", A),
            ("craftsman here: does the MATERIAL i Forged stay that type into my next turn?", A),
            ("DEPLETION just showed up. does the game stop right now?", A),
            ("who loses HAPPINESS when DEPLETION shows, and when?", A),
            ("whats the golden side of the HAPPINESS token for", A),
            ("Skinner Box is the active EVENT. when do empty slots get refilled?", A),
            ("I'm the Waitress, how many FAVOUR do I draw at the start of my turn?", A),
            ("Overproduction came up, where do the 2 MATERIAL go?", A),
            ("when i BUY, where do the COIN i pay actually go? back into the WORK AREA or out of the game? the rules only say it for RECYCLE", U),
            ("co-op: at the end of every round somebody flips and burns the top MATERIAL. who's supposed to do that, the last player or the starting player?", U),
            ("we just noticed Dan had 2 face-down EVENT next to his CAREER for like 3 turns and never flipped them after his turn. do we flip them now or throw them out?", U),
            ("whenever someone SHAREd my MATERIAL and it BROKE, we put it in their LANDFILL instead of mine. a few times now. how do we fix the landfills?", U),
        ],
        "es": [
            ("¿Cuándo se reponen las cartas del BUY AREA y las ACTIVITY boca arriba?", A),
            ("Al acabar mi turno quedan huecos de MATERIAL en el tablero, ¿quién los repone?", A),
            ("Si tengo 5 FAVOUR en la mano al empezar el turno, ¿robo igual?", A),
            ("Se acabó el mazo de FAVOUR y el descarte también está vacío. ¿Qué hago al empezar mi turno?", A),
            ("¿A dónde van las FAVOUR que se rechazan con REJECT?", A),
            ("Completo la cuarta ACTIVITY: ¿cuál descarto y a dónde va?", A),
            ("¿Las ACTIVITY que guardo se gastan si las uso para un GOAL, o sirven para otro?", A),
            ("¿Dónde pongo los GOAL que cumplo?", A),
            ("¿Cuántos MATERIAL puedo tener en mi AREA? ¿Hay que descartar al final del turno?", A),
            ("¿Cuánta REPUTATION puedo guardar como máximo?", A),
            ("¿Tengo que dejar mis COIN a la vista de todos?", A),
            ("Vos que sabés: ¿cada cuánto hay que pagar las CREDIT CARD y cuántas COIN se ponen encima?", A),
            ("Robé un EVENT en el turno de otro porque cambié de zona. ¿Cuándo lo activo?", A),
            ("Che, ¿desde cuándo vale un CONTINUOUS EVENT que acabo de activar?", A),
            ("Ya había un CONTINUOUS EVENT activo y ahora activo otro nuevo. ¿Qué pasa con el viejo y dónde lo pongo?", A),
            ("En cooperativo, ¿qué pasa con el mazo de MATERIAL al final de cada ronda?", A),
            ("En cooperativo, ¿cuándo recupero las FAVOUR que jugué?", A),
            ("En cooperativo, las FAVOUR que juego, ¿van a la mano del compañero?", A),
            ("En solitario, ¿robo FAVOUR al empezar mi turno?", A),
            ("En solitario, cuando el SHARE azul rompe un MATERIAL del BUY AREA, ¿a dónde va?", A),
            ("Con Landfill Tax activo, ¿cuándo pago y qué pasa si no tengo COIN?", A),
            ("¿Se puede pasar el turno sin hacer WORK, BUY ni CONSUME?", A),
            ("Alguien llegó a HAPPINESS 12. ¿Se acaba ya la partida o seguimos?", A),
            ("Al final de la partida en competitivo, ¿qué penalizaciones se restan?", A),
            ("no quedan COIN en la WORK AREA, que hacemos?", A),
            ("Soy Freelancer, ¿puedo cambiar una FAVOUR de la mano por otra del mazo?", A),
            ("Durante varias rondas pusimos las ACTIVITY descartadas debajo del mazo de ACTIVITY en vez de en su pila de descarte, y ya volvió a salir una. ¿Qué hacemos?", U),
            ("En solitario estuve tirando mis FAVOUR azules jugadas a la pila de descarte en vez de dejarlas a la izquierda de mi AREA, así que ya no me vuelven a la mano al hacer WORK. ¿Cómo sigo?", U),
            ("Oye, el Craftsman se olvidó de devolver a su tipo original el MATERIAL que convirtió con Forge y lo siguió usando como METAL dos turnos más. ¿Qué hacemos?", U),
            ("Con Skinner Box activo, entre turnos sale Redeem Bonus y alguien se lleva un MATERIAL del BUY AREA. ¿Ese hueco se repone al momento o espera al final del turno siguiente?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("end of my turn, what do i reset?", A),
            ("do my time meeples stay on the spots till the end of my turn or do i pick them up after using them?", A),
            ("the money i spent on Donate, does it come back to me next turn?", A),
            ("I used an energy token as an extra time meeple. At the end of my turn, where does it go?", A),
            ("someone took the middle card from the market, how do we refill it", A),
            ("passed a life event space on the happiness track, when do i resolve it?", A),
            ("where does a life event card end up after its resolved", A),
            ("took a new Career, what happens to my old one and my Promoted token?", A),
            ("New Leisure card on my board. The old one goes where?", A),
            ("i played a new community card this turn, can i use its action straight away?", A),
            ("experience card: what do i do with it after playing it?", A),
            ("Resources and Traits, where do they go and how many can I have?", A),
            ("can i put my time out before my turn comes round?", A),
            ("after step 1, can i add another action if i change my mind?", A),
            ("someone's markers just crossed. does the game end right away?", A),
            ("end of the game, what do we do before adding up?", A),
            ("solo: when does the market get refilled?", A),
            ("solo: what happens at the end of every round?", A),
            ("solo: how many life events do we use and what happens to the rest?", A),
            ("solo: do i take a life event when my marker passes those spaces on the track?", A),
            ("When do I take the Grown Up marker?", A),
            ("do score markers ever move back during the game", A),
            ("Meditate: can I get rid of a Values card I don't want?", A),
            ("who goes first", A),
            ("got a new Partner, what happens to my Married token?", A),
            ("my happiness marker went past the end of the track, what do i do?", A),
            ("Tom switched to a new Career three turns ago but kept his Promoted token and has been using the promoted action on the new card. what now?", U),
            ("solo game: i set up the normal 5-card side of the market instead of the solo side with 3 and played two rounds like that. how do i fix it?", U),
            ("We just noticed Priya has been drafting two cards from the market every turn (paying for the second one). It's been four turns, what do we do?", U),
            ("when i play a card from my hand and pay the green cost bar, does that money and energy go back to the general supply or somewhere else?", U),
        ],
        "es": [
            ("Al acabar mi turno, ¿los meeples de tiempo vuelven a mi reserva?", A),
            ("La plata que puse en Donate y la energía de Meditate, ¿me las devuelven al final del turno?", A),
            ("¿El mercado se repone después de cada turno o al final de la ronda? Vosotros lo hacíais al final, ¿no?", A),
            ("¿Hacia qué lado se corren las cartas del mercado cuando queda un hueco?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿gano algo?", A),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado?", A),
            ("Si paso dos casillas de Life Event en un mismo turno, ¿cojo dos?", A),
            ("¿Cuándo paso las Life Events a mi pila de Experiencias?", A),
            ("Si juego una nueva carta de Wellness, ¿qué pasa con la anterior?", A),
            ("Cambié de Career, ¿conservo el marcador de Promoted?", A),
            ("¿Cuántas cartas de Community puedo tener a la vez?", A),
            ("La Partner que acabo de jugar, ¿puedo usar su acción este mismo turno?", A),
            ("Mientras juega el de mi derecha, ¿puedo ir colocando mi tiempo y mi energía?", A),
            ("¿La energía se puede usar como si fuera tiempo?", A),
            ("¿En qué orden van los pasos de mi turno?", A),
            ("Alguien cruzó sus marcadores de Happiness e Impact, ¿hasta cuándo seguimos jugando?", A),
            ("Al final, ¿qué hago con las fichas de Infelicidad e Impacto Negativo?", A),
            ("¿Cuándo se dan la vuelta los Values que tenemos boca abajo?", A),
            ("En solitario, ¿cuántas cartas hay en el mercado y cuándo se cambian?", A),
            ("En solitario, ¿cuándo se acaba la partida?", A),
            ("En solitario, ¿para qué sirve Meditar?", A),
            ("En solitario, una carta me deja agarrar otra del mercado. ¿Cuánto me cuesta?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("En solitario, ¿cuántas cartas de Achievement se usan?", A),
            ("Disculpe, ¿cuántos meeples de tiempo tiene cada jugador?", A),
            ("las cartas de experiencia que ya jugue, cuentan sus iconos al final?", A),
            ("Hemos estado metiendo las Life Events boca abajo en la pila de Experiencias, sin que se vea nada. ¿Hay que darles la vuelta y recontar algo?", U),
            ("Tío, al resetear el tablero alguien devolvió a la reserva general también la energía que no había gastado. ¿Se la devolvemos ahora?", U),
            ("Estuvimos dando el marcador de Grown Up solo al pasar la casilla del track de Impact, no la del de Happiness, y Marta no pudo jugar cartas de adulto dos turnos. ¿Cómo lo arreglamos?", U),
            ("En solitario, durante tres rondas robé y apliqué la Life Event de final de ronda antes de vaciar el mercado, y la carta que me daba la cogí del mercado viejo. ¿Hay que corregir algo?", U),
        ],
    },
    "cv": {
        "en": [
            ("end of my turn, what do i tidy up?", A),
            ("which deck do we refill the track from?", A),
            ("End of the round. Anything extra to do on the track?", A),
            ("2 players: when does the leftmost track card get dropped?", A),
            ("do my tokens build up from turn to turn?", A),
            ("when exactly do i update my tokens?", A),
            ("can i use dice i already spent on buying a card to pay a red slash cost?", A),
            ("when do i pay the red slash costs on my cards", A),
            ("Can't pay a red slash cost this turn. What happens to the card?", A),
            ("bought an event card, where does it go?", A),
            ("used an event card to buy something, what happens to it now and do i keep the leftover symbols?", A),
            ("new work card: top or bottom of my pile?", A),
            ("new health card, does it have to go on top?", A),
            ("who starts each round?", A),
            ("whats the bicycle token for", A),
            ("the deck ran out while we were refilling the track. what now?", A),
            ("Two of us qualify for social assistance. Who picks first?", A),
            ("when does the game end?", A),
            ("rolled 3 bad luck, what do i lose?", A),
            ("can i reroll my bad luck dice?", A),
            ("how many rerolls do i get?", A),
            ("how many dice do i roll, and can that go up?", A),
            ("how many cards can i take from the track per turn?", A),
            ("tie at the end, who wins?", A),
            ("how many public life goals go out at setup, and what if two of us tie on one?", A),
            ("a card with two colours, which pile does it go in?", A),
            ("we've been updating our tokens only once a round (after the last player) instead of in each player's cleanup. three rounds in, how do we fix it?", U),
            ("For a few rounds, when someone lost a card to misfortune, we also threw away every card under it in that pile. How do we fix that?", U),
            ("for a few rounds we kept bad luck dice frozen into the player's next turn too instead of rolling all 4 fresh. what do we do now?", U),
            ("4 of us. After one player's refill the old age deck had only 3 cards left and we ended the game right there, mid-round. Scores are written down. Should we have finished the round, and can we fix it?", U),
        ],
        "es": [
            ("Al acabar mi turno, ¿hacia dónde se corren las cartas del track y por dónde entran las nuevas?", A),
            ("¿Qué mazo se usa cuando se acaba el de juventud?", A),
            ("Al final de la ronda, ¿qué carta del track se descarta y en qué momento?", A),
            ("¿Después del turno de quién termina la ronda?", A),
            ("Somos dos, ¿el descarte de la carta de la izquierda se hace solo al final de la ronda?", A),
            ("Las fichas, ¿me las quedo de un turno a otro como ingresos?", A),
            ("Si tapo mi carta activa de Relación con otra nueva, ¿qué fichas me quedan?", A),
            ("¿En qué fase se paga la barra roja?", A),
            ("Si no puedo pagar la barra roja, ¿a dónde va la carta?", A),
            ("Las fichas que ya usé para comprar una carta, ¿me sirven después para la barra roja?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("Después de usar una carta de evento, ¿qué hago con ella?", A),
            ("si juego una carta de evento para comprar y me sobran simbolos, los guardo para despues?", A),
            ("Una carta de Posesión nueva, ¿la puedo poner debajo de la vieja?", A),
            ("Una carta de Conocimiento nueva, ¿dónde va en la pila?", A),
            ("¿Cuántas cartas activas puede haber de cada tipo?", A),
            ("Si el de la bici pierde la carta de bicicleta, ¿sigue empezando él las rondas?", A),
            ("Vale, se acabó un mazo al reponer el track. ¿Qué hacemos?", A),
            ("¿Quién tiene derecho a la asistencia social?", A),
            ("La carta que se coge con la asistencia social, ¿se paga?", A),
            ("Al final de la ronda, después de reponer, quedan 2 cartas en el mazo de vejez y somos 3. ¿Seguimos jugando?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("Me salió mala suerte en un dado, ¿lo puedo relanzar?", A),
            ("Con 6 de mala suerte entre dados y fichas, ¿cuántas cartas pierdo?", A),
            ("Ahorita tengo 3 de buena suerte, ¿qué puedo hacer con eso?", A),
            ("Oigan, ¿cómo se reparten las cartas de infancia al empezar?", A),
            ("Mi hermana, cuando perdió una carta por no poder pagar la barra roja, se quedó las fichas de esa carta hasta su turno siguiente y las usó para comprar. ¿Qué hacemos?", U),
            ("Estuvimos haciendo la limpieza del track antes de la fase de añadir al currículum, así que salían cartas nuevas antes de pagar las barras rojas. ¿Cambia algo?", U),
            ("Con la asistencia social, a mi hermano le dejamos coger dos cartas del track en vez de una. ¿Se le quita una ahora?", U),
            ("Durante dos rondas, cuando alguien sufría una desgracia, le dejábamos descartar una de las cartas que acababa de comprar en vez de una activa. ¿Cómo lo arreglamos?", U),
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
