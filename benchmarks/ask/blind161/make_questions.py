"""Write the blind161 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind161/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 16101-16104), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players state what they think the rule is and ask to have it
confirmed or corrected; about half of the beliefs are wrong the way real players
get them wrong, half are right.
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
SEEDS = {"coming-of-age": 16101, "loop": 16102, "adulthood": 16103, "cv": 16104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("we put roadblocks over 5 to 10 at setup so only 1-4 are open at the start, right?", A),
            ("we've been dealing 3 parent cards each at the start, that's right isn't it?", A),
            ("pretty sure it's fine to wait and see where the others put their die before i pick mine, yeah?", A),
            ("going to a spot that isn't next door costs 2 frustration tokens on 2 different tracks, right?", A),
            ("i thought you could flip as many memory tokens as you like during the experience bit?", A),
            ("my mate says i can flip my memory token in between two of the location's icons, like halfway through resolving them. thats ok?", A),
            ("to mimic a tile sitting in someone's 3rd slot, their kid has to be on level 3 or higher of my friendship track, correct?", A),
            ("if i've got my die AND a presence at the same stop i get the bus stop bonus and the friendship one too, right?", A),
            ("paying 4 motivation tokens for one memory is 3+2+1+1 = 7 VEP, yeah?", A),
            ("i spent 3 motivation tokens at once so my counter goes 6 steps left, right?", A),
            ("each unresolved frustration at the end costs 3 VEP, right?", A),
            ("a VEP tie goes to whoever has more kids on their friendship track, yes?", A),
            ("for 2 players we put 4 trait tiles in a row between us, each with its own neutral kid, and the first one needs friendship level 1 and the last one level 4, yeah?", A),
            ("solo: rob puts his die wherever his highest roll landed, right?", A),
            ("to make rob easier we give him 3 character tokens at setup instead of 2, correct?", A),
            ("i can score all 4 of my goal tiles at the end as long as i meet them, right?", A),
            ("i rolled two 3s, kept one there and pulled the other off the road, so the interest token it leaves on 3 moves my fulfillment counter this same turn, yeah?", A),
            ("in the rulebook example where red moves their 4 over to location 6, only location 2 gets an interest token, not location 4 where the chosen die started, right?", A),
            ("if the experience space wants my blue counter moved and i haven't unlocked blue yet, i have to take a frustration instead?", A),
            ("pretty sure rob does his bus stop stuff before i do mine, yes?", A),
            ("paying 4 willpower for a memory still gets me the card's bonus and its memory token, just only 3 VEP, correct?", A),
            ("if my fulfillment counter is already on the last space and i have to advance again, i just get nothing?", A),
            ("the pink track's passive lets you pay a memory with any colour of motivation, and then you move the counter of the colour you actually spent, right? like in the bus example", A),
            ("the Balanced trait works if i've got no counters on either end, since 0 equals 0, right?", A),
            ("rob doesn't get a starting trait tile, he just starts with a random one face down from the pile, yeah?", A),
            ("at the end you add up leftover willpower, motivation and unused memory tokens, divide by 3 and round down, right?", A),
            ("pretty sure if i draw a 5th trait tile and bin my blue-backed starting one, it just goes under the normal trait pile like any other discard, yeah?", U),
            ("i figure the two end locations count as next to each other just so nobody gets stuck out on the edge, that's the idea right?", U),
            ("2 player row: we just laid the 4 tiles out in the order they came off the pile, we don't have to sort them cheapest to priciest, right?", U),
            ("i reckon rob skips the non-VEP spaces on his fulfillment track because he couldn't use willpower and that stuff anyway, is that the reason?", U),
        ],
        "es": [
            ("Oye, el marcador de VEP de cada uno empieza en la casilla 5, ¿no?", A),
            ("¿La partida era de 10 años o de 9?", A),
            ("Creo que superar una Ficha de Frustración cuesta 4 de Fuerza de Voluntad, ¿me equivoco?", A),
            ("Si el Contador de Estado de Ánimo ya está en la última casilla de la derecha y tengo que moverlo otra vez a la derecha, no pasa nada, ¿verdad?", A),
            ("Mi hermano dice que en la mano se pueden tener 5 Fichas de Rasgo, ¿es así?", A),
            ("Che, el autobús solo para donde hay dados, las Presencias no cuentan, ¿no?", A),
            ("Para subir un personaje del nivel 4 al 5 hace falta una Bonificación de Intimidad, no vale una de Amistad normal, ¿verdad?", A),
            ("Cuando alguien se lleva la Carta de Recuerdo se pone otra nueva al momento, ¿no?", A),
            ("Si ya usé mis 4 Fichas de Personaje, ya no puedo poner más Presencias, ¿cierto?", A),
            ("En solitario Rob tira los mismos dados que yo pero en vez de ponerlos deja Fichas de Interés en las ubicaciones, ¿es así?", A),
            ("Mi primo dice que cuando Rob se lleva los VEP de un Recuerdo sí gasta sus Fichas de Motivación, ¿es así?", A),
            ("Rob avanza en su Registro de Realización Personal una casilla por ficha igual que nosotros, ¿verdad?", A),
            ("En solitario me toca 1 Ficha de Objetivo de tipo B, 2 de tipo C y 1 de tipo D, ¿no?", A),
            ("si en un objetivo de tipo A empato con otro cuenta como cumplido verdad?", A),
            ("Si reboto dos veces a la izquierda en el mismo movimiento, cada rebote va por separado, ¿no? O sea, primero los 4 VEP de la ficha superada y luego el segundo rebote aparte", A),
            ("Los dados que quedan en la ubicación cuando el autobús se va vuelven a nuestro tablero, ¿no?", A),
            ("Si a Rob no le llegan las Fichas de Interés, las pone empezando por el dado más alto, ¿verdad?", A),
            ("Rob puede coger Fichas de Motivación incluso de las que aún no están disponibles, ¿no?", A),
            ("Vale, las Fichas de Rasgo que se descartan van debajo del montón, ¿no?", A),
            ("Si la ubicación pide turquesa o rosa, puedo pagar el Recuerdo con una turquesa y una rosa juntas, ¿no?", A),
            ("Para el Rasgo Amicable cuentan también los personajes que tengo en los niveles 5 a 7, ¿verdad?", A),
            ("Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el extremo izquierdo, ¿no?", A),
            ("Si se acaban las fichas de Fuerza de Voluntad de la caja ya no se puede ganar más, ¿no?", A),
            ("Mi tía dice que la pila de descarte de Cartas de Padres es secreta, ¿es así?", A),
            ("Las dos ubicaciones disponibles de los extremos cuentan como adyacentes, ¿no?", A),
            ("Disculpe, la ronda 1 es un solo turno porque solo tenemos el dado de cuatro caras, ¿no es así?", A),
            ("La hoja en español no dice cómo se llama la Interest Token; yo creo que es 'Ficha de Interés', ¿ese es el nombre oficial?", U),
            ("Mi primo dice que Calm da 4 VEP y los otros de ese tipo 3 porque el registro azul es el último que se abre, ¿es por eso?", U),
            ("mi prima dice que hay Cartas de Recuerdo que te bajan un Contador de Estado de Animo o te quitan algo, es asi?", U),
            ("En solitario no hay Fichas de Objetivo de tipo A porque son de mayoría y Rob no tiene objetivos, ¿verdad? ¿o el motivo es otro?", U),
        ],
    },
    "loop": {
        "en": [
            ("with 3 players we pull 1 set of MATERIAL out before setup, right?", A),
            ("we flip 6 ACTIVITY face up at the start, or was it 5?", A),
            ("in competitive the INTERN starts on HAPPINESS 4 and the other CAREER on 3, yeah?", A),
            ("you only draw a FAVOUR at the start of your turn if you've got less than 5 in hand, right?", A),
            ("we've been letting people pass if they don't wanna do anything, that's fine?", A),
            ("an ACTIVITY showing two of the same colour takes 2 QUALITY off one MATERIAL, right?", A),
            ("accepting a SHARE gives 2 REPUTATION and accepting a RECYCLE gives none, yeah?", A),
            ("to REJECT i can discard any FAVOUR from my hand, right?", A),
            ("you can trade 1 REPUTATION for 1 HAPPINESS when you CONSUME?", A),
            ("when somebody hits HAPPINESS 12 we still finish the round so everyone's had the same number of turns, right?", A),
            ("first tie-break is fewer MATERIAL in the LANDFILL, isn't it?", A),
            ("with ACQUIRE i pay the COIN into the WORK AREA, yes?", A),
            ("in the SHARE example, if my 2nd SHARE gets rejected and i can't finish the ACTIVITY, the 1st one's QUALITY doesn't get taken off, right?", A),
            ("competitive: the EVENTs i draw when my HAPPINESS changes zone get flipped right away, yeah?", A),
            ("APPLYing for a CREDIT CARD gets you 5 COIN, right?", A),
            ("LANDFILL penalty is 1 HAPPINESS per 3 cards, so with 5 in there i lose 1, correct?", A),
            ("co-op: we all need to hit 12 to win, right?", A),
            ("co-op: we take our played FAVOUR back at the start of each of our turns?", A),
            ("solo: the top MATERIAL gets burned at the end of each of my turns, and if that shows DEPLETION there's no penalty, right?", A),
            ("solo ACQUIRE: i pay its exhibited QUALITY in COIN to the WORK AREA, right?", A),
            ("Tycoon loses an extra HAPPINESS for every CREDIT CARD he has when he WORKs, yeah?", A),
            ("the Lawyer's Objection beats the Officer's can't-be-rejected first FAVOUR, right?", A),
            ("Micro-Plastic is up: we can still do ACTIVITY that need FOOD, just using FOOD as FOOD, right?", A),
            ("competitive: if WORK's my only option and i've got no HAPPINESS i just take 1 COIN and end my turn like in basic?", A),
            ("Everything Is Online is up and i've got no CREDIT CARD, but i can still play my ACQUIRE since it's a FAVOUR not a BUY, yeah?", A),
            ("in competitive two of us both took the INTERN side of our CAREER, that's allowed?", A),
            ("i'm guessing UTILITY can't be RECYCLEd because it's like electronics you can't fix up, that's the reason right?", U),
            ("i figure the Tycoon loses an extra HAPPINESS per CREDIT CARD because debt stresses you out, that's the idea behind it?", U),
            ("i figure the Scientist gets to buy out of his own LANDFILL when RECYCLE can't because he's doing it for science, that's the idea?", U),
            ("i figure accepting a SHARE gives 2 REPUTATION cos they're eating into your own stuff, that's the thinking behind it?", U),
        ],
        "es": [
            ("Con 5 jugadores no se quita ningún set de MATERIAL, ¿no?", A),
            ("Empezamos con 2 COIN y un MATERIAL al azar a QUALITY 2, ¿verdad?", A),
            ("En el modo básico, si no me queda HAPPINESS ya no puedo hacer WORK, ¿cierto?", A),
            ("Che, ¿puedo pagar 5 COIN para que un MATERIAL me quede a QUALITY 5?", A),
            ("Creo que un GOAL lo puedo guardar para otro turno aunque ya lo cumpla, ¿me equivoco?", A),
            ("Los FAVOUR se pueden jugar en cualquier momento de mi turno, antes o después de la acción, ¿no?", A),
            ("Si acepto un RECYCLE gano 1 de REPUTATION, ¿verdad?", A),
            ("El máximo de REPUTATION es 2, ¿no? Y si acepto un FAVOUR teniendo 2 ya no gano más", A),
            ("Mi primo dice que los tratos que hacemos antes de jugar un FAVOUR obligan, ¿es así?", A),
            ("Los huecos de cartas se reponen al final de mi turno, no en el momento, ¿no?", A),
            ("Con BARTER, si mi MATERIAL tiene más QUALITY me devuelven la diferencia en COIN, ¿verdad?", A),
            ("se puede hacer RECYCLE de un UTILITY no?", A),
            ("Vale, la CREDIT CARD se paga poniendo 1 o 2 COIN encima cada turno hasta llegar a 5, ¿no?", A),
            ("El Debt Penalty es 1 HAPPINESS por cada CREDIT CARD sin pagar, ¿cierto?", A),
            ("Si me salen dos CONTINUOUS EVENT a la vez valen las dos, ¿no?", A),
            ("Si paso de HAPPINESS 4 a 10 de golpe robo dos EVENT, ¿es así?", A),
            ("En cooperativo también se puede hacer REJECT pagando REPUTATION, ¿no?", A),
            ("En cooperativo, si la DEPLETION sale al quemar el MATERIAL al final de la ronda, nadie pierde HAPPINESS, ¿verdad?", A),
            ("En solitario el RENEW cuesta el doble de COIN y vale también para UTILITY, ¿no?", A),
            ("Ahorita juego solo: se empieza con 4 GOAL en vez de 3, ¿no?", A),
            ("El Craftsman puede convertir un MATERIAL en FOOD, ¿verdad?", A),
            ("El Engineer puede reparar un UTILITY, ¿no?", A),
            ("El Banker solo queda fuera del solitario, ¿no? En cooperativo sí se puede usar", A),
            ("Con Landfill Tax pierdo 1 COIN por cada MATERIAL que va a parar a mi LANDFILL, ¿no?", A),
            ("Con The Gap, si la diferencia mayor es justo 7 perdemos todos 1 HAPPINESS, ¿verdad?", A),
            ("Disculpe, con Redeem Bonus, por 3 COIN me llevo un MATERIAL a QUALITY 3 y robo 2 FAVOUR, ¿es así?", A),
            ("Creo que la DEPLETION Penalty está para castigar al que vacía el mazo a propósito, ¿es esa la idea?", U),
            ("¿Por qué Overproduction no se usa en cooperativo pero en solitario sí? Yo creo que es porque en coop ya se quema MATERIAL cada ronda, ¿no?", U),
            ("Creo que hay dos ACTIVITY que piden dos PLASTIC, ¿es así?", U),
            ("En cooperativo se gana con 11 y no con 12 para que sea más fácil, ¿no? ¿o hay otra razón?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("each of us starts with 8 time, 1 energy and 1 money, right?", A),
            ("we keep both career cards we get dealt at the start, yeah?", A),
            ("youngest goes first, isn't it?", A),
            ("donate is 2 money for a step of impact?", A),
            ("meditate is 1 energy to pull one of my face-down values into my hand, or swap one, yeah?", A),
            ("can i still drop more time on spots after i've started cashing them in?", A),
            ("first turn i can play the career from my hand and use it straight away, right?", A),
            ("taking the leftmost card off the market costs an energy, yeah?", A),
            ("life events get resolved at the end of my turn, not the moment i pass the icon, right?", A),
            ("you only need to pass one of the two grown-up icons, right?", A),
            ("the game stops the instant someone's markers cross?", A),
            ("if i replace my partner i keep the married token, right?", A),
            ("3 family icons is 1 happy and 4 is 2 at the end, right?", A),
            ("a tie goes to whoever has more money left?", A),
            ("solo: the market refills every time i buy one, right?", A),
            ("solo: the 2nd card i buy costs 2 energy and 2 money?", A),
            ("solo: no life event when i pass those spaces, just the one at the end of each round, right?", A),
            ("solo: to win i just need my markers crossed at the end?", A),
            ("Mall Walkers in the rulebook: 2 time gets me an energy and one impact, right?", A),
            ("so to put Family Time on my Leisure slot i need to be grown up, already have a Family icon, and pay an energy, yes?", A),
            ("the Marathon example: the 3 time i put on Wellness counts as its 'resources played elsewhere' cost, right?", A),
            ("resources and traits are one at a time like community cards?", A),
            ("once i'm promoted i can still use the first action on my career?", A),
            ("i can peek at my face-down values whenever i want, yeah?", A),
            ("each negative or sad token moves me back one space on that track at the end, right?", A),
            ("the Actor needs one more Fame to get promoted, and the fame icon on the actor card itself counts, right?", A),
            ("i think taking the leftmost market card gives you an energy so cards don't go stale there, that's the idea right?", U),
            ("pretty sure new cards' action spots wait a turn to stop you chaining combos, that's why right?", U),
            ("i reckon only a couple of Wellness cards carry the Family icon, right?", U),
            ("pretty sure the Values card with the Education hole is worth the most happy at the end, right?", U),
        ],
        "es": [
            ("Oye, la Interview cuesta 2 de tiempo, ¿no?", A),
            ("La Date cuesta solo 1 de tiempo, ¿no?", A),
            ("La energía puede hacer de meeple de tiempo, ¿verdad?", A),
            ("Creo que un mismo espacio de acción se puede usar dos veces por turno si lo pago, ¿me equivoco?", A),
            ("Se pueden usar los dos espacios de una misma categoría en el mismo turno, ¿no?", A),
            ("La carta de más a la derecha del mercado sale gratis, ¿no?", A),
            ("Puedo jugar en el mismo turno la carta que acabo de agarrar del mercado, ¿no?", A),
            ("Si juego una Community nueva, la vieja se descarta, ¿no?", A),
            ("Los marcadores pueden ir hacia atrás durante la partida si pierdo Happiness, ¿no?", A),
            ("Si paso el final del track me quedo en la última casilla, ¿no?", A),
            ("Con el Trait Open Relationship puedo tener más de un Partner, ¿no?", A),
            ("Se pueden tener dos Careers a la vez, ¿no?", A),
            ("Para casarme: Date, 1 de tiempo y 1 de plata, y cumplir lo de la barra morada, ¿no?", A),
            ("Si me caso con un Partner que encaja con uno de mis Values son 4 de Happiness al final, ¿no?", A),
            ("En solitario no se reparten Values, ¿verdad?", A),
            ("En solitario el mazo de Life Events es de 8 y la partida acaba al robar el octavo, ¿no?", A),
            ("En solitario se roba un Achievement al azar y listo, ¿no?", A),
            ("en solitario al final no cuentan los corazones ni los sets de iconos verdad?", A),
            ("En solitario la Meditación sirve para descartar una carta del mercado y poner otra, ¿no?", A),
            ("En solitario, las cartas gratis que dan los efectos sí suben el precio de la siguiente, ¿no?", A),
            ("Overseas Vacation da 3 de Impact, ¿no?", A),
            ("En un mismo turno se pueden ganar varios Life Events, ¿verdad?", A),
            ("Las Experiences que apilo siguen contando sus iconos al final, ¿no?", A),
            ("Los iconos extra que dan los Traits cuentan durante la partida y también al final, ¿no?", A),
            ("Los espacios de acción de abajo del tablero nunca se tapan, ¿verdad?", A),
            ("Disculpe, los Values se puntúan en el orden que uno quiera, ¿no?", A),
            ("Creo que Donate cuesta 3 de dinero para que no salga mejor que el espacio de Community de 2 tiempos, ¿es por eso?", U),
            ("Creo que ninguna Career pide el icono Shady para ascender, ¿no?", U),
            ("Creo que casi todas las Careers dan dinero en la acción de después de ascender, ¿no?", U),
            ("Disculpe, ¿por qué al pasar el final del track se suman justo 25? Yo creo que es porque el track tiene 25 casillas, ¿es así?", U),
        ],
    },
    "cv": {
        "en": [
            ("you roll 4 dice and can build up to 8, right?", A),
            ("we get 2 rerolls each turn, right?", A),
            ("a die showing bad luck can be rerolled once, right?", A),
            ("you can take 1 or 2 cards off the track a turn, right?", A),
            ("3 good luck gets you any card for free, even one with a special condition, right?", A),
            ("event card symbols give you tokens too?", A),
            ("a new health card can go under my health pile instead of on top, right?", A),
            ("possession cards can be slid under the pile too?", A),
            ("the red slash cost is paid once when you buy the card?", A),
            ("if you can't pay the red slash the card goes to the discard?", A),
            ("dice i spent buying cards can still cover my red slash costs that turn, right?", A),
            ("two-colour cards: you pick which type it is when you take it, yeah?", A),
            ("2 players: bicycle plus 5 random childhood cards, shuffle and deal 3 each, right?", A),
            ("childhood draft: pick 1 and pass the other 2 to the right?", A),
            ("life goals: one each plus players minus one face up on the board, right?", A),
            ("whoever has the bicycle starts every round, not just the first, right?", A),
            ("end of round the leftmost track card gets thrown out before refilling, and with 2 players that's after every turn, right?", A),
            ("tokens pile up like income every turn?", A),
            ("social assistance: someone needs at least twice as many cards as me, right?", A),
            ("social assistance only happens at the end of the game?", A),
            ("4 health cards = 10 points, right?", A),
            ("public life goal tie: we split the points?", A),
            ("final tie: the one with more cards wins?", A),
            ("possessions: only the top one scores its points?", A),
            ("6 bad luck symbols means i lose 2 active cards, right?", A),
            ("bad luck on my tokens counts too, not just the dice, yeah?", A),
            ("i think the cap is 7 dice just so the turns don't take forever, that's the reason right?", U),
            ("pretty sure social assistance kicks in at twice the cards because that's where it gets unfair, is that the idea?", U),
            ("i think none of the old age possessions have a red slash, right?", U),
            ("i reckon the middle age deck has more work cards than the young adulthood one, right?", U),
        ],
        "es": [
            ("Con 4 jugadores se reparten 3 cartas de infancia a cada uno sin preparar nada, ¿no?", A),
            ("Con 3 jugadores la bici va con 8 cartas al azar, ¿verdad?", A),
            ("Creo que los objetivos vitales públicos son tantos como jugadores, ¿me equivoco?", A),
            ("Si pierdo la carta de la bici ya no empiezo yo, ¿no?", A),
            ("El track tiene 6 cartas, ¿no?", A),
            ("Mi primo dice que la mala suerte se mira antes de comprar, ¿es así?", A),
            ("Las cartas de evento se pueden jugar en cualquier momento, ¿no?", A),
            ("Las cartas de evento usadas se quedan en el currículum, ¿no?", A),
            ("Puede haber dos cartas activas del mismo tipo, ¿no?", A),
            ("Vale, los trabajos nuevos se pueden meter debajo del montón, ¿verdad?", A),
            ("Primero se usa el mazo de juventud, luego el de mediana edad y luego el de vejez, ¿no?", A),
            ("La ayuda social se mira cada vez que se acaba uno de los mazos, ¿verdad?", A),
            ("Con la ayuda social me llevo la carta gratis aunque tenga condición especial, ¿no?", A),
            ("En la ayuda social elige primero el que tenga menos cartas, ¿no?", A),
            ("En el ejemplo, Julius tiene 5, Felix 6 y Eric 3, y solo Eric recibe ayuda, ¿cierto?", A),
            ("La partida se acaba cuando se vacía el mazo de vejez, ¿no?", A),
            ("3 cartas de Relación son 5 puntos, ¿no?", A),
            ("5 cartas de Conocimiento dan 15, ¿no?", A),
            ("en el ejemplo de puntuacion felix hace 63 en total no?", A),
            ("El objetivo vital secreto se enseña al final, ¿no?", A),
            ("Si tengo 2 de buena suerte en los dados y 1 en fichas, me vale para llevarme cualquier carta, ¿no?", A),
            ("Che, con 6 de mala suerte pierdo solo una carta, ¿no?", A),
            ("En el ejemplo, el quinto dado sale de la carta de Relación Marriage que tiene activa, ¿no?", A),
            ("En la segunda tirada puedo volver a tirar dados que guardé en la primera, ¿no?", A),
            ("Los eventos que compro se quedan en la mano como las cartas de infancia, ¿no?", A),
            ("Disculpe, con 3 de mala suerte descarto una carta activa que elijo yo, ¿no?", A),
            ("¿Por qué se tira la carta de la izquierda del track al final de la ronda? Yo creo que es para que no se queden cartas muertas, ¿no?", U),
            ("Creo que hay más cartas de Salud que de Conocimiento en el mazo de juventud, ¿no?", U),
            ("Creo que las Posesiones de vejez dan más puntos que las de juventud, ¿no?", U),
            ("¿Por qué con 2 jugadores se tira la carta de la izquierda después de cada turno? Yo creo que es para que el track corra igual que con más gente, ¿no?", U),
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
