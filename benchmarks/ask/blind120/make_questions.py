"""Write the blind120 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind120/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12001-12004), so the
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
SEEDS = {"coming-of-age": 12001, "loop": 12002, "adulthood": 12003, "cv": 12004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("do we all roll our dice at the same time or one player after the other?", A),
            ("I moved my die next door with a Frustration Token. Do I advance Personal Fulfillment before or after I take my other dice back off the road?", A),
            ("when exactly do i put down the interest tokens, before i pick my final location or after?", A),
            ("can i flip a memory token in the middle of the experience space, like between the 2nd and 3rd icon?", A),
            ("The rightmost space on a Mood Track - do I get that bonus right away when my counter lands there or how does it work?", A),
            ("i drew a 5th trait tile. do i have to discard right away or can i wait til the end of the year?", A),
            ("If I play a Trait Tile now, do I still need to meet its requirement later on, like at the end of the game?", A),
            ("when the bus moves, where does it start and which locations does it stop at?", A),
            ("At a bus stop, do I take the Bus Stop bonus first and then do the Memory/Presence thing, or the other way round?", A),
            ("when are the dice left at a location taken off, before the bus goes on or at the end of the year?", A),
            ("Somebody took the Memory Card at the Arcade. Is a new card put there right away?", A),
            ("do new locations open at the end of every year or only when a round is over?", A),
            ("When do we get the next Mood Counter and its Motivation Tokens into play?", A),
            ("when i pay motivation for a memory and the counter goes 2 steps left, do i pick up the bonuses on the spaces it passes?", A),
            ("when do the bus stop tiles move along one space?", A),
            ("I just played a Parent Card. When do I draw the new one?", A),
            ("can i spend 4 willpower to overcome a frustration whenever i want, even in the middle of someone elses stuff?", A),
            ("the game just ended after the 9th year. can i still use a memory token before we score?", A),
            ("Solo: when does Rob put down his Interest Tokens, and in what order if he doesn't have enough?", A),
            ("solo - when does rob place his die, and where does it go?", A),
            ("Solo game: the Bus stops where both Rob and I have a die. Who resolves first?", A),
            ("solo: rob and i both got the memory at the same stop. when does the card go away?", A),
            ("2 player variant: when are the 4 trait tiles in the middle laid out, and when can I mimic them?", A),
            ("does the round end when I run out of dice or only when everybody has?", A),
            ("in phase 1 can I spend 4 willpower to overcome a frustration so that track is free again to move my die?", A),
            ("solo: in step B rob gains a motivation token of the location's type. does that brand-new token already count for the memory card VEP he scores at that same stop, or only from the next stop on?", U),
            ("My Personal Fulfillment advance gives me a Trait Bonus and I want to play Responsible (4 Interest Tokens on the locations). Do the Interest Tokens I'm collecting from this very location still count at that moment, or are they already back in my supply?", U),
            ("At a bus stop the yellow player plays a Trait Tile with her Bus Stop bonus, and I get a Trait Bonus at the same stop. Step A is simultaneous, so can I mimic the tile she's putting down right now or only from the next stop?", U),
            ("I pay 2 Motivation Tokens for a Memory and the card gives me a Trait Bonus. For Hoarder (9 Willpower + Motivation), do the 2 tokens I'm paying still count, or are they gone before I get the bonus?", U),
            ('how many of the memory cards give an intimacy bonus? trying to work out if aiming for levels 5-7 is even realistic', U),
        ],
        "es": [
            ("¿Cuándo se reponen las Cartas de Recuerdo de las ubicaciones?", A),
            ("Si cambio mi dado de ubicación con una Ficha de Frustración, ¿eso va antes o después de recoger los otros dados de la carretera?", A),
            ("¿La Ficha de Frustración la puedo superar con 4 de Fuerza de Voluntad en cualquier momento o solo en mi fase?", A),
            ("Oye, la Ficha de Recuerdo ¿la puedo girar a mitad de la zona de experiencia o tiene que ser antes o después de todo?", A),
            ("Vale, tío: cuando gasto Fichas de Motivación para un Recuerdo, el Contador de Estado de Ánimo va 2 pasos a la izquierda. ¿Gano las bonificaciones de las casillas por las que pasa?", A),
            ("Si tengo que rebotar dos veces en el mismo Registro de Ánimo, ¿se resuelve todo junto o cada rebote por separado?", A),
            ("che, con la Bonificación de Rasgo robé una quinta Ficha de Rasgo, ¿descarto ya o al final del turno?", A),
            ("¿Cuándo se desbloquea el Registro de Ánimo rosa?", A),
            ("¿En qué orden para el autobús en las ubicaciones?", A),
            ("En una parada, ¿primero elijo la bonificación de parada o primero el Recuerdo o la Presencia?", A),
            ("cuando se sacan los dados que quedan en una ubicacion? antes de que siga el autobus?", A),
            ("¿En qué momento se pasa la ficha de parada de autobús de la derecha a la izquierda?", A),
            ("Si alguien ya se llevó la Carta de Recuerdo de la Escuela, ¿se pone otra enseguida?", A),
            ("¿Cuándo me dan los dados de seis caras?", A),
            ("¿Cuándo se cuentan los VEP que pierdo por cada Ficha de Frustración sin superar?", A),
            ("Cuando juego una Carta de Padres, ¿cuándo robo la nueva?", A),
            ("¿El requisito de una Ficha de Rasgo lo tengo que cumplir solo en el momento de jugarla o siempre?", A),
            ("En solitario, ¿Rob resuelve antes o después que yo cuando el autobús para donde estamos los dos?", A),
            ("en solitario cuando se retira la carta de recuerdo si la gano yo o rob", A),
            ("¿Las Fichas de Objetivo se juegan durante la partida o al final?", A),
            ("ahorita empieza la ronda 4, ¿qué ubicaciones se abren y qué dados nos dan?", A),
            ("Acabo de jugar una Ficha de Rasgo: ¿puedo poner mi Rasgo Mimético en la de otro en ese mismo momento?", A),
            ("Disculpe, ¿los jugadores elegimos la ubicación a la vez o cada uno en su turno? ¿Puedo esperar a ver qué hacen los demás?", A),
            ("¿La bonificación pasiva de la casilla de la derecha se gana al llegar o vale mientras el contador siga ahí?", A),
            ("En la variante a dos, ¿cuándo puedo poner un Rasgo Mimético en las 4 Fichas de Rasgo del centro?", A),
            ("En solitario dice que Rob 'resuelve los 2 pasos habituales antes que tú'. ¿Rob hace el paso A y el B y luego yo los dos, o vamos alternando: A de Rob, mi A, B de Rob, mi B?", U),
            ("En solitario la Carta de Recuerdo se retira 'al final del turno'. ¿Eso va antes de reponer las Cartas de Recuerdo en el Final del Año, y la ubicación recibe carta nueva ya, o después, y se queda vacía todo el año siguiente?", U),
            ('¿Cuántas Cartas de Padres de cada mazo dan una Bonificación de Intimidad?', U),
            ('Después del año 9, ¿se hace igual el Final del Año (reponer Cartas de Recuerdo, correr las Fichas de Parada) antes de la puntuación final, o se pasa directo a puntuar?', U),
            ('Vale, la Carta de Recuerdo me da una Bonificación de Rasgo: ¿puedo jugar Experimentado (4 Fichas de Motivación) contando las fichas que estoy pagando por ese mismo Recuerdo, o ya se han ido?', U),
        ],
    },
    "loop": {
        "en": [
            ("when do i draw my FAVOUR, at the start of my turn?", A),
            ("Can I play a FAVOUR before I WORK, or only after?", A),
            ("when are the empty slots in the BUY AREA refilled, right after i buy?", A),
            ("I met a GOAL's requirement in the middle of my CONSUME. Do I have to reveal it now or can I wait?", A),
            ("my material just dropped to quality 0, when does it go to the landfill", A),
            ("someone hit HAPPINESS 12, does the game end right now?", A),
            ("DEPLETION happened at the end of my turn. When do I lose the HAPPINESS?", A),
            ("when does a new CONTINUOUS EVENT start to work?", A),
            ("i drew an EVENT in the middle of my turn when my HAPPINESS changed zone. when do i flip it?", A),
            ("IMMEDIATE EVENT: when does it happen and who resolves it first?", A),
            ("when do i have to PAYOFF my credit cards?", A),
            ("can i APPLY for a CREDIT CARD during someone else's turn?", A),
            ("When is the Debt Penalty applied?", A),
            ("co-op: when exactly is the top MATERIAL burned?", A),
            ("solo: when do I get my played blue FAVOUR back?", A),
            ("when does the LANDFILL Penalty count, during the game or only at the end?", A),
            ("if i ACCEPT a FAVOUR, does it go into my hand before or after its effect happens?", A),
            ("Someone played me a FAVOUR during their turn. Can I play it back at once?", A),
            ("scholar: when can I peek at the top card, and how often?", A),
            ("craftsman forge: when does the MATERIAL go back to its normal type?", A),
            ("I'm the Salesman. When do I get my COIN when someone accepts my RESELL?", A),
            ("waitress: when do I draw the 2 FAVOUR?", A),
            ("Skinner Box is active. When do we refill the slots?", A),
            ("cooperative mode: do I draw a FAVOUR at the start of my turn?", A),
            ("Treat Yo Self is out and I APPLY for a CREDIT CARD - when do I get the HAPPINESS?", A),
            ('Competitive: the DEPLETION Penalty at my turn end drops my HAPPINESS into a lower zone, so I draw an EVENT. Do I flip that one right away with my other face-down EVENTs, or does it wait until after my next turn?', U),
            ('Redeem Bonus came up after my turn and the next player took a face-up MATERIAL from the BUY AREA with it, in between turns. When does that empty slot get refilled?', U),
            ('BOGOF is active and I BUY 3 MATERIAL. Do I take each free QUALITY 1 MATERIAL right after each buy, or all of them at the end of my BUY?', U),
            ('i cant WORK (no HAPPINESS left) and i have nothing to BUY or CONSUME. do i have to APPLY for the CREDIT CARD at the very start of my turn, or can i play my FAVOUR first and see if that opens up a BUY or CONSUME?', U),
            ('At my turn end, do I refill the empty MATERIAL and ACTIVITY slots first or flip my face-down EVENTs first? With Overproduction it changes which MATERIAL come out.', U),
        ],
        "es": [
            ("¿Cuándo se reponen las cartas de MATERIAL y ACTIVITY del tablero?", A),
            ("¿Puedo jugar un FAVOUR en medio de mi CONSUME?", A),
            ("Si el mazo de FAVOUR está vacío al empezar mi turno, ¿qué hago?", A),
            ("¿La DEPLETION termina la partida en ese momento?", A),
            ("Che, los EVENT que robo cuando cambio de zona de HAPPINESS, ¿los activo ya o cuando termino el turno?", A),
            ("Si se me activan dos CONTINUOUS EVENT a la vez, ¿cuál vale?", A),
            ("¿Un IMMEDIATE EVENT reemplaza al CONTINUOUS EVENT que está activo?", A),
            ("Me sale un IMMEDIATE EVENT y no tengo COIN para pagarlo, ¿qué hago en ese momento?", A),
            ("¿Cuándo se aplica la penalización de LANDFILL?", A),
            ("En el cooperativo, ¿cuándo se quema la carta de MATERIAL?", A),
            ("en solitario cuando se quema el material", A),
            ("Si en el solitario la DEPLETION sale al quemar la carta, ¿pierdo la HAPPINESS?", A),
            ("¿Cuándo puedo gastar REPUTATION para sacar una COIN de más?", A),
            ("Para cambiar 2 REPUTATION por 1 HAPPINESS, ¿en qué momento lo hago?", A),
            ("Si otro me juega un FAVOUR en su turno y lo acepto, ¿cuándo lo puedo usar yo?", A),
            ("Soy el Engineer, ¿cuántas veces por turno puedo usar Repair?", A),
            ("¿El EVENT se roba también cuando cambio de zona fuera de mi turno?", A),
            ("Completé mi cuarta ACTIVITY, ¿cuándo tengo que descartar una de las viejas?", A),
            ("En el competitivo, ¿en qué momento elijo la CAREER?", A),
            ("vos sabés cuándo pierde el Tycoon la HAPPINESS extra por cada CREDIT CARD?", A),
            ("Si alguien llega a HAPPINESS 12 en su turno, ¿quiénes juegan todavía?", A),
            ("En el cooperativo, ¿cuándo recupero los FAVOUR que jugué?", A),
            ("¿Al pedir una CREDIT CARD cuándo me dan el regalo de bienvenida?", A),
            ("Homemaker: ¿en qué momento gano el REPUTATION de Minimalist?", A),
            ("¿Cuándo se gana la HAPPINESS al completar una ACTIVITY?", A),
            ('En competitivo, un IMMEDIATE EVENT que saqué yo se resuelve después de mi turno y me cambia de zona de HAPPINESS. El EVENT nuevo que robo, ¿lo activo ya o espera a que termine mi siguiente turno?', U),
            ('Soy Freelancer y empiezo el turno con 5 FAVOUR. ¿Puedo usar Freedom para descartar uno antes de robar y así quedarme con 4 y robar también el del inicio de turno?', U),
            ('Con la Office Lady, el MATERIAL extra de Slack Off, ¿lo puedo comprar con las COIN que me acaba de dar el SALARY o tiene que ser antes de cobrar?', U),
            ('La Lawyer quiere usar Objection contra un FAVOUR que le juegan a otro. ¿Tiene que decirlo antes de que el otro decida ACCEPT o REJECT, o puede esperar a ver qué decide?', U),
            ('vos sabés si el Scholar puede mirar la carta de arriba del mazo de FAVOUR antes de robar la del inicio de turno, o el robo va primero?', U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i put my time out before my turn actually starts?", A),
            ("I already started spending my time. Can I add one more action now?", A),
            ("In step 2, in what order do I activate my action spots?", A),
            ("i just played a new wellness card, can i use its action this turn?", A),
            ("Can I play a card I just drafted from the market in the same turn?", A),
            ("when does the market refill?", A),
            ("when do I resolve a Life Event I picked up by passing the icon?", A),
            ("somebody's markers just crossed. when does the game actually end?", A),
            ("When do we flip the Values cards face up?", A),
            ("I became Grown Up in the middle of my turn. Can I play Grown Up cards right away?", A),
            ("first turn: when can i play the career card in my hand?", A),
            ("when do my spent time meeples come back?", A),
            ("I played a Partner card. From when can I use its action?", A),
            ("got promoted. can i still use the left action on my career card?", A),
            ("when do the sad and negative impact tokens count against me?", A),
            ("When do I get the happy for having 3+ of the same Life icon?", A),
            ("when does a life event card go to my experience stack?", A),
            ("solo: when does the market get emptied and refilled?", A),
            ("Solo: when do I draw a Life Event? Also when I pass the icons on the track?", A),
            ("solo: when is the game over?", A),
            ("I play an Experience card. When do I get its effects?", A),
            ("when do i decide to use energy as extra time?", A),
            ("I played a new Community card. When does the old one go away?", A),
            ("i made money with my career action this turn. can i use it to donate in the same turn?", A),
            ("When do I get the extra energy for taking the left-most market card?", A),
            ('In step 3 I play a Trait whose ability makes some cards cheaper to play. Does the discount already work for the next card I play in that same step, or only from my next turn?', U),
            ("Normal game: a card lets me take an extra card from the market after I already drafted one. The market only slides in step 4, so there's a gap now. Is the extra card priced by the slot it sits in right now, or by where it would be after sliding?", U),
            ('Meditate has two options (a facedown Value into my hand, or swap one from my hand). Do I have to pick which one when I put my energy down in step 1, or can I decide when I activate it in step 2?', U),
            ("i resolve a life event at the end of my turn and it gives me money. do i keep that money, or does it go back to the supply with the step 4 reset since it's still my turn?", U),
            ('Solo: the Life Event I enact at the end of a round gives me a card for my hand. Can I play it right then, or do I have to wait for step 3 of my next round?', U),
        ],
        "es": [
            ("¿Puedo colocar mi tiempo antes de que empiece mi turno?", A),
            ("Ya empecé a activar las acciones, ¿puedo poner otro meeple en una acción nueva?", A),
            ("¿En qué orden resuelvo las acciones en el paso 2?", A),
            ("Jugué una carta de Leisure nueva, ¿puedo usar su acción ya en este turno?", A),
            ("¿La carta que cojo del mercado la puedo jugar en el mismo turno?", A),
            ("¿Cuándo se repone el mercado?", A),
            ("pasé una casilla de Life Event, cuando la resuelvo?", A),
            ("Se cruzaron los marcadores de un jugador, ¿se acaba ya o seguimos jugando?", A),
            ("¿Cuándo se revelan las cartas de Values?", A),
            ("Me hice Grown Up a mitad de turno, ¿puedo jugar ya cartas con el icono de Grown Up?", A),
            ("En el primer turno, ¿cuándo puedo jugar la carta de Career que tengo en la mano?", A),
            ("¿Cuándo vuelven los meeples de tiempo a mi reserva?", A),
            ("Jugué una Partner, ¿desde cuándo puedo usar su acción?", A),
            ("Si me ascienden, ¿puedo seguir usando la primera acción de la Career?", A),
            ("¿En qué momento restan las fichas de Unhappiness y Negative Impact?", A),
            ("¿Cuándo se cuentan los iconos de vida repetidos para la felicidad extra?", A),
            ("¿Cuándo paso el Life Event a mi pila de Experiences?", A),
            ("en solitario cuando se vacia y se repone el mercado", A),
            ("En solitario, ¿en qué momento se saca un Life Event?", A),
            ("En el modo solitario, ¿cuándo termina la partida?", A),
            ("Che, si juego una carta de Experience, ¿cuándo cobro lo que da?", A),
            ("Si juego una nueva Career, ¿cuándo pierdo el Promoted?", A),
            ("Con la plata que gano en el paso 2, ¿puedo pagar una acción de ese mismo turno?", A),
            ("¿Cuándo puedo usar la Meditate para cambiar un Values?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿cuándo me dan la energía?", A),
            ('Ya soy Grown Up y pongo un meeple en la Entrevista. ¿Tengo que decir si voy a robar Career o a ascender cuando lo coloco en el paso 1, o lo decido al activarla en el paso 2?', U),
            ('Si en el paso 3 cojo primero la carta de más a la izquierda del mercado, las demás no se deslizan hasta el paso 4. ¿La carta que está al lado pasa a dar la energía gratis si otra carta me deja coger una segunda?', U),
            ('En solitario compro la segunda carta (1 energía y 1 dinero). ¿Ese pago tiene que salir de lo que me quedó después del paso 1, o puedo usar la energía que me acaba de dar una Experience jugada en ese mismo paso 3?', U),
            ('Cuando paso una casilla de Life Event en el paso 2, ¿robo la carta en ese momento y la puedo leer para planear mi paso 3, o no se roba hasta el final del turno?', U),
            ('Disculpe, en partida normal si un Life Event al final de mi turno me da una Partner, ¿la puedo jugar en ese momento o me espero al paso 3 del turno siguiente?', U),
        ],
    },
    "cv": {
        "en": [
            ("how many times can i reroll, and which dice cant i reroll?", A),
            ("When do I pay the red slash cost on my cards?", A),
            ("when can I play an event card?", A),
            ("I got 3 bad luck symbols. When do I lose the card, right now during my rolls?", A),
            ("when do new cards come onto the track?", A),
            ("When is the leftmost card on the track thrown away?", A),
            ("when do i update my tokens?", A),
            ("When does social assistance happen?", A),
            ("social assistance: who takes a card first?", A),
            ("when does the game end?", A),
            ("when do i show my secret life goal?", A),
            ("Card with 2 colours: when do I decide which type it is?", A),
            ("who starts each round?", A),
            ("when do we pass the childhood cards around?", A),
            ("When can I use 3 good luck symbols to take a card for free?", A),
            ("i bought a health card, when do i choose where in the stack it goes?", A),
            ("I used an event card's symbols to buy something. Do I get tokens for them?", A),
            ("can dice i already used this turn to buy a card also pay the red slash costs?", A),
            ("When does the middle age deck start being used?", A),
            ("2 players: when do we discard the leftmost track card?", A),
            ("I bought an event card. When does it go into my CV?", A),
            ("when is my turn over?", A),
            ("when do the public life goals score?", A),
            ("i lost my bicycle card. who starts the round now?", A),
            ("When do bad luck dice freeze, right when I roll them?", A),
            ('cv question: the card I put on top in the Add to CV phase shows a money symbol. Can I already use that symbol to pay the red slash cost of my other active card in the same phase, or does it only count after cleanup?', U),
            ('End of the round: the last player just bought the leftmost track card, so the first slot is empty. Do we discard the leftmost card before sliding (so nothing goes) or after sliding (so the next card goes)?', U),
            ('Is there an event card that lets me change a frozen bad luck die in the middle of my rerolls?', U),
            ('In the Add to CV phase, do I pay the red slash costs of my old active cards first and then place my new cards, or place the new cards first and then pay?', U),
            ('I picked my 2 cards in Select Cards, then the Bad Luck phase took my active Work card. The cards only go into my CV in Add to CV, so can I still swap one of them for another track card now?', U),
        ],
        "es": [
            ("¿Cuántas veces puedo volver a tirar los dados y cuáles no?", A),
            ("¿En qué momento se paga el coste de la barra roja?", A),
            ("¿Cuándo puedo jugar una carta de evento?", A),
            ("¿En qué fase se mira la mala suerte?", A),
            ("¿Cuándo se ponen cartas nuevas en el track?", A),
            ("¿Cuándo se descarta la carta de más a la izquierda del track?", A),
            ("¿Cuándo actualizo mis fichas?", A),
            ("¿En qué momento se hace lo de la asistencia social?", A),
            ("Si dos jugadores tienen asistencia social, ¿quién coge carta primero?", A),
            ("¿Cuándo termina la partida?", A),
            ("¿Cuándo se enseña la carta de objetivo de vida secreta?", A),
            ("Con una carta de dos colores, ¿cuándo decido de qué tipo es?", A),
            ("¿Quién empieza cada ronda?", A),
            ("¿Cómo y cuándo se reparten las cartas de infancia?", A),
            ("Si tengo 3 símbolos de buena suerte, ¿cuándo los puedo usar?", A),
            ("Compré una carta de conocimiento, ¿la puedo meter debajo de la pila?", A),
            ("Si pago con los símbolos de una carta de evento, ¿qué pasa con los que sobran?", A),
            ("q pasa si no puedo pagar la barra roja en mi turno", A),
            ("¿Cuándo se empieza a usar el mazo de vejez?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda?", A),
            ("¿Las cartas de evento que compro van al currículum o a la mano?", A),
            ("Ahorita compré una carta de trabajo, ¿va encima o debajo de la pila?", A),
            ("¿Cuándo se puntúan los objetivos de vida públicos?", A),
            ("Tengo 6 símbolos de mala suerte, ¿cuántas cartas pierdo y cuándo?", A),
            ("¿En qué momento paso al siguiente jugador?", A),
            ('Si la primera carta que compro (una de relación, no de evento) da un símbolo de dinero, ¿ese símbolo ya me sirve para pagar la segunda carta del mismo turno?', U),
            ('Si en la fase de mala suerte pierdo mi carta activa de trabajo, ¿la de debajo ya da sus símbolos para pagar la barra roja en la fase de añadir al CV de este mismo turno?', U),
            ('A dos jugadores se descarta la carta de la izquierda después de cada turno: ¿se hace antes o después de deslizar las cartas para tapar los huecos?', U),
            ('La carta de la bicicleta que tengo boca arriba delante de mí, ¿da sus símbolos desde mi primer turno o solo después de actualizar fichas en mi primera limpieza?', U),
            ('¿Hay alguna carta de evento que se pueda jugar en el turno de otro jugador para quitarle una carta del track antes de que él compre?', U),
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
