"""Write the blind160 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind160/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 16001-16004), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players who state what they think the rule is and ask to
have it confirmed or corrected ("we've been ..., right?", "creo que ..., ¿me
equivoco?"); about half of the beliefs are wrong the way real players get it
wrong, half are right.
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
SEEDS = {"coming-of-age": 16001, "loop": 16002, "adulthood": 16003, "cv": 16004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("we've been starting everybody's VEP counter on 0, that's right isn't it?", A),
            ("pretty sure you only start with the turquoise and green mood counters, both on the middle space, yes?", A),
            ("i thought the whole game is 10 turns, or was it 9?", A),
            ("first round everyone just has the one four-sided die, right?", A),
            ("when we change location we've been putting the frustration token on the far left of a mood track, correct?", A),
            ("i think you can flip as many memory tokens as you like in the experience step, yeah?", A),
            ("if the experience space says to move a counter i haven't unlocked yet i just skip that icon, right?", A),
            ("bouncing off the left end of a track just means lose 2 VEP, no other option, yes?", A),
            ("so for a trait tile you only need the requirement at the moment you play it, doesnt matter if you lose it next turn, right?", A),
            ("we've been letting whoever has a die AND a presence at a stop take the bus stop bonus and a friendship bonus both, thats fine right?", A),
            ("if i pay 4 willpower for a memory i still get the card's bonus and the memory token, just less VEP, right?", A),
            ("once somebody takes a memory card we flip a new one onto that spot straight away, yes?", A),
            ("leftover willpower, motivation and unused memory tokens: add them up, divide by 3, round down. that right?", A),
            ("at the end you can score all 4 of your goal tiles if you meet them, right?", A),
            ("solo: pretty sure rob doesnt use mood counters or frustration tokens at all, yes?", A),
            ("rob has fewer interest tokens than dice, so he places them starting from his highest die, right?", A),
            ("we've been waiting to see which die the others pick before choosing ours, that's allowed right?", A),
            ("end of the year we take the leftmost bus stop tile and move it to the right end, yes?", A),
            ("at the end rob just scores the trait tiles left in his pile, nothing for his motivation tokens, correct?", A),
            ("type A goals: a tie for the most still counts as done, yes?", A),
            ("you can't put a frustration token on a track that already has one at either end, so if every track has one i can't move my die at all, right?", A),
            ("max 4 presences, and once all 4 are out you can move one to the new place, yeah?", A),
            ("my mate says two players can't both mimic the same trait tile, is that so?", A),
            ("solo: if rob is already on the last fulfillment space he gets 4 VEP for each step he can't move, right?", A),
            ("rob gets one of the blue starting trait tiles like us, doesnt he", A),
            ("the bus goes left to right and stops at every open location even the empty ones, right?", A),
            ("whats the bonus for getting a friend all the way up to level 7? im guessing just VEP, right?", U),
            ("whats on the far left space of the turquoise track? i figured its just an empty space, right?", U),
            ("my fulfillment counter lands on a trait bonus in phase 1. pretty sure i can hang on to it and use it later at the bus stop, yeah?", U),
            ("pretty sure a few of the parent cards just give VEP straight up. how many in each deck?", U),
        ],
        "es": [
            ("Mi primo dice que llevar el dado a una ubicación que no es adyacente cuesta solo una Ficha de Frustración, ¿es así?", A),
            ("Creo que superar una frustración cuesta 3 de Fuerza de Voluntad y solo se puede hacer en tu turno, ¿me equivoco?", A),
            ("Oye, si el Contador de Estado de Ánimo ya está en la última casilla de la derecha y tiene que ir otra vez a la derecha, gano la Ficha de Motivación de ese icono, ¿no?", A),
            ("tio el limite de fichas de rasgo en la mano es 5 no?", A),
            ("Che, para pasar un personaje del nivel 4 al 5 del Registro de Amistad alcanza con una bonificación de Amistad común, ¿no?", A),
            ("¿Era que el Recuerdo da 3 VEP por la primera Ficha de Motivación, 2 por la segunda y 1 por cada una más?", A),
            ("Si gasto tres Fichas de Motivación en un Recuerdo, el Contador de ese color baja 6 pasos a la izquierda, dos por ficha, ¿verdad?", A),
            ("Creo que al final cada Ficha de Frustración sin superar resta 3 VEP, ¿me equivoco?", A),
            ("Vale, si empatamos a VEP gana el que tenga más Presencias, ¿no?", A),
            ("Somos dos: ponemos 4 Fichas de Rasgo al azar en fila entre los dos y un personaje neutral distinto en cada una, ¿así es?", A),
            ("Disculpe, tengo entendido que si Rob es demasiado difícil se le da una sola Ficha de Personaje al preparar, ¿es correcto?", A),
            ("los dados que quedan en una ubicacion cuando se va el autobus vuelven a nuestra reserva para el año siguiente no?", A),
            ("Si retiro dos dados de la misma ubicación dejo dos Fichas de Interés ahí, una por dado, ¿verdad?", A),
            ("¿En la ronda 4 cada uno coge tres dados de diez caras o eran dos?", A),
            ("En solitario, cuando Rob cobra los VEP de un Recuerdo se descarta sus Fichas de Motivación como nosotros, ¿no?", A),
            ("¿Vosotros en solitario robáis una Ficha de Objetivo de cada letra, A, B, C y D? Yo creo que sí, como siempre", A),
            ("Justo antes de la puntuación final cada uno puede usar una Ficha de Recuerdo sin usar que le quede, ¿es así?", A),
            ("Ahorita se acabaron las fichas de Fuerza de Voluntad de la caja, así que ya nadie puede ganar más, ¿cierto?", A),
            ("¿Ustedes cuentan como adyacentes las ubicaciones de los dos extremos del tablero? Yo creo que no", A),
            ("Si no puedo o no quiero hacer Recuerdo ni Presencia juego una Carta de Padres y luego robo para volver a tener 2, ¿no?", A),
            ("Para poner un Rasgo Mimético en la segunda Ficha de Rasgo de otro jugador necesito su personaje en nivel 2 o más de mi Registro de Amistad, además de cumplir el requisito, ¿verdad?", A),
            ("Cuando conozco a un personaje nuevo lo pongo directamente en el nivel 1 y gano 1 VEP, ¿no?", A),
            ("En solitario Rob puede tener varias Fichas de Personaje tapando VEP en el nivel 0, ¿no?", A),
            ("Si en la ubicación final tengo dos Fichas de Interés, avanzo el Contador de Realización Personal un paso por cada una, ¿no?", A),
            ("Si reboto a la izquierda y tengo una Ficha de Frustración ya superada en el extremo izquierdo, gano 4 VEP y la devuelvo a mi reserva, ¿así era?", A),
            ("mi primo dice que el que solo tiene Presencia, sin dado, tambien puede llevarse el Recuerdo, ¿es asi?", A),
            ("¿Cuántas Fichas de Parada de Autobús dan Fichas de Motivación? Creo que casi todas, ¿no?", U),
            ("Creo que la casilla central del Registro naranja da una Ficha de Motivación naranja, ¿me equivoco?", U),
            ("Oye, ¿cuántas Cartas de Recuerdo dan Fichas de Motivación como bonificación? Diría que ninguna", U),
            ("Che, ¿cuántas Paradas de Autobús dan una Bonificación de Amistad con cualquier personaje? Me parece que una sola", U),
        ],
    },
    "loop": {
        "en": [
            ("basic mode we each get 3 GOAL, right?", A),
            ("my friend says in solo you start with 3 GOAL too, yes?", A),
            ("i only draw a FAVOUR at the start of my turn if i've got less than 5 in hand, right?", A),
            ("pretty sure you can just pass your turn if you don't wanna WORK BUY or CONSUME, yes?", A),
            ("intern WORK: lose 1 HAPPINESS, get 3 COIN, right?", A),
            ("we've been paying 2 COIN per QUALITY when we BUY, thats right?", A),
            ("can only BUY up to 3 MATERIAL in one turn, yes?", A),
            ("an ACTIVITY with two of the same colour, we take 2 QUALITY off one MATERIAL, right?", A),
            ("i thought you can keep 4 ACTIVITY in your AREA, or was it 3?", A),
            ("GOAL: once i meet it i can hold off and reveal it a few turns later, right?", A),
            ("accepting a SHARE gives 1 REPUTATION like the others, yes?", A),
            ("to REJECT you can discard any FAVOUR from your hand, right?", A),
            ("max REPUTATION is 2 right?", A),
            ("spending 2 REPUTATION in a CONSUME turn gets me 1 HAPPINESS, yeah?", A),
            ("game ends right away when someone hits HAPPINESS 12, right?", A),
            ("tie break is higher REPUTATION first, then fewer MATERIAL in LANDFILL, yes?", A),
            ("RECYCLE can grab a UTILITY out of someones LANDFILL too right?", A),
            ("competitive: going from HAPPINESS 4 to 10 in one go means drawing 2 EVENT, right?", A),
            ("a CONTINUOUS EVENT hits everybody the moment it's flipped, right?", A),
            ("credit card welcome gift is 4 COIN plus a QUALITY 1 MATERIAL from the BUY AREA, yes?", A),
            ("PAYOFF: i can stick up to 3 COIN a turn on a CREDIT CARD, right?", A),
            ("coop: we win only if everybody's at 12 at the end, right?", A),
            ("solo RENEW: you pay the same COIN as the QUALITY you want, yes?", A),
            ("2 players: the starting player gets 2 FAVOUR and the other one gets 3, right?", A),
            ("tycoon just doubles his COIN when he WORKs, no extra HAPPINESS loss for credit cards, right?", A),
            ("the officer's first FAVOUR each turn can't be REJECTed, unless the lawyer objects, right?", A),
            ("how many ACTIVITY cards need a PLASTIC? i reckon about 10", U),
            ("how many ACTIVITY cards use a UTILITY and a FOOD together? im sitting on both", U),
            ("whats the real life trick behind Treat Yo Self? i figured its those store credit cards, right?", U),
            ("we're running two tables of this at our club night. is there an official tournament format, like comparing HAPPINESS across tables?", U),
        ],
        "es": [
            ("Somos cuatro, ¿quitamos un set de MATERIAL o eran dos?", A),
            ("Empieza el que más recientemente se gastó más de 100 dólares, ¿verdad?", A),
            ("Che, el INTERN arranca con HAPPINESS 4 y las otras CAREER con 3, ¿no?", A),
            ("la ficha de HAPPINESS del lado dorado es para el que juega ultimo no?", A),
            ("Si no me queda HAPPINESS para restar al hacer WORK, en el básico no puedo trabajar y pierdo el turno, ¿es así?", A),
            ("Con ACQUIRE le pago al otro tanta plata, o sea COIN, como la QUALITY del MATERIAL que me llevo, ¿no?", A),
            ("Con BARTER, si mi MATERIAL tiene más QUALITY que el suyo, él me devuelve la diferencia en COIN, ¿verdad?", A),
            ("Tengo entendido que no se le puede jugar RESELL a alguien que no tiene COIN suficiente para pagarme, ¿es correcto?", A),
            ("Mi primo dice que si me aceptan un SHARE y me rechazan el segundo, igual se descuenta la QUALITY del primero. ¿Es así?", A),
            ("Cuando acepto un FAVOUR y ya tengo 5 en la mano no me lo puedo quedar, ¿verdad?", A),
            ("Vale, al comprar pago 1 REPUTATION y me llevo un MATERIAL de QUALITY 1 gratis, sin COIN, ¿así es?", A),
            ("El que provoca la DEPLETION pierde 1 de HAPPINESS, ¿no?", A),
            ("Creo que la DEPLETION solo cuenta cuando ya no queda ningún MATERIAL boca arriba en el BUY AREA, ¿me equivoco?", A),
            ("En competitivo nos reparten 2 CAREER y me quedo con una o juego de INTERN con el reverso, ¿verdad?", A),
            ("Los EVENT que robo los resuelvo en el momento, aunque sea a mitad de mi turno, ¿no?", A),
            ("Si se activan dos CONTINUOUS EVENT a la vez solo vale el último, ¿cierto?", A),
            ("La Debt Penalty es perder 1 HAPPINESS por cada CREDIT CARD sin pagar, ¿no?", A),
            ("LANDFILL Penalty: 1 HAPPINESS por cada 3 MATERIAL en mi LANDFILL, o sea que con 5 pierdo 1, ¿no?", A),
            ("Disculpe, si mi única opción es WORK y no tengo HAPPINESS, en competitivo tengo que pedir una CREDIT CARD y hacer BUY o CONSUME, ¿es así?", A),
            ("En cooperativo se pueden rechazar FAVOUR gastando REPUTATION, ¿no, tío?", A),
            ("En cooperativo los FAVOUR que jugué vuelven a mi mano al final de cada ronda, ¿verdad?", A),
            ("En cooperativo cada uno empieza con un set de 5 FAVOUR rojos, uno de cada, ¿no?", A),
            ("Solitario: al final de cada turno se descarta el MATERIAL de arriba del mazo y si así sale la DEPLETION no hay penalización, ¿es así?", A),
            ("¿Vosotros en solitario usáis los FAVOUR rojos como en el básico? Yo creo que sí", A),
            ("El Scientist puede comprar MATERIAL de cualquier LANDFILL menos del suyo, ¿verdad?", A),
            ("ahorita la Office Lady en su turno de WORK puede comprar hasta 3 MATERIAL como en un BUY, no?", A),
            ("¿Cuántas ACTIVITY tienen la PROPERTY LEAF? Creo que unas seis, ¿no?", U),
            ("¿A qué truco de consumo se refiere el EVENT Hidden Clause? Supongo que a la letra pequeña, ¿no?", U),
            ("cuantas ACTIVITY piden GLASS y METAL juntos? tengo los dos", U),
            ("Disculpe, ¿cuántos GOAL piden solo 3 PROPERTY? Me parece que son la mayoría", U),
        ],
    },
    "adulthood": {
        "en": [
            ("each of us starts with 8 time, 1 energy and 1 money, right?", A),
            ("we deal 3 career cards and you keep one, yes?", A),
            ("youngest player goes first, right?", A),
            ("the basic career spot is 4 time for 1 money, yeah?", A),
            ("donate is 2 money for 1 impact isnt it", A),
            ("meditate costs 1 time, right?", A),
            ("pretty sure energy tokens can stand in for time meeples, yes?", A),
            ("you can't use the same action spot twice in one turn even with spare time, right?", A),
            ("we've been placing a couple more meeples after we see what our cards give us, thats fine right?", A),
            ("taking the leftmost market card costs 1 energy, yes?", A),
            ("a card i play this turn with an action on it, i can use that action right away, right?", A),
            ("the happiness marker moves to the right along the yellow track, yeah?", A),
            ("you only need to pass one grown-up icon, not both, right?", A),
            ("game ends the moment someone's markers cross, right?", A),
            ("4 family icons at the end = 2 happy, yes?", A),
            ("a complete heart is worth 4 impact at the end, right?", A),
            ("if you go off the end of a track you go back to 0 and add 25, right?", A),
            ("tie goes to whoever has more money left, right?", A),
            ("to get promoted i interview with 1 time and need the icons, and the career's own icon counts, right?", A),
            ("if i swap my career for a new one i keep my Promoted token, yes?", A),
            ("once promoted i can still use the career's first action if i want, yeah?", A),
            ("a card with no green bar is free to play, yes?", A),
            ("solo: the market has 5 cards like normal, right?", A),
            ("solo: second card costs 1 energy 1 money, third costs 2 and 2, right?", A),
            ("solo you still draw a life event when you pass those spaces on the track, right?", A),
            ("solo game ends after the 8th life event, yes?", A),
            ("how many partner cards have the creativity icon? i think just 2", U),
            ("how many careers need a Service icon to get promoted? pretty sure only one", U),
            ("how many life events give you an unhappiness token? id guess about half", U),
            ("how many resource cards give you an extra life icon?", U),
        ],
        "es": [
            ("Cada uno recibe 2 Values boca abajo que no puede mirar y 1 en la mano, ¿verdad?", A),
            ("Che, el Date sale 1 de tiempo y 1 de plata y te da un Partner, ¿no?", A),
            ("Tengo entendido que una carta de Community también puede tapar la acción de Donate, ¿es así?", A),
            ("Creo que puedo usar la acción de arriba y la de abajo de Leisure en el mismo turno si me alcanza, ¿me equivoco?", A),
            ("Meditate sirve para pasar un Value de boca abajo a la mano, o descartar uno de la mano y robar otro nuevo boca abajo, ¿no?", A),
            ("la carta de mas a la derecha del mercado cuesta 2 de energia no?", A),
            ("Si paso una casilla de Life Event la resuelvo en el momento, ¿verdad?", A),
            ("Los marcadores nunca van para atrás durante la partida, solo al final con las fichas negativas, ¿así es?", A),
            ("Vale, si juego una Career nueva la vieja va a la pila de descarte, ¿no?", A),
            ("¿Vosotros sabéis si solo se puede tener una carta de Wellness a la vez? Creo que sí", A),
            ("Mi primo dice que Resources y Traits como mucho puedes tener 3, ¿es así?", A),
            ("Para casarme uso el Date con 1 de tiempo y 1 de dinero, y si cambio de Partner pierdo el Married, ¿verdad?", A),
            ("Creo que para jugar una carta con un icono de Life en la barra verde basta con pagar el coste, no hace falta tener ese icono, ¿me equivoco?", A),
            ("Una carta con el icono de Grown Up en la barra verde la puedo jugar antes de ser adulto si pago de más, ¿no?", A),
            ("¿Puedo jugar en el mismo turno una carta que acabo de agarrar del mercado? Creo que sí", A),
            ("En la puntuación final primero se retrocede por las fichas negativas y de tristeza, ¿así es?", A),
            ("Disculpe, los Values se puntúan al final en el orden que uno quiera, ¿correcto?", A),
            ("Con 3 iconos de Familia gano 3 de felicidad al final, ¿verdad?", A),
            ("En solitario se reparten Values como siempre, ¿no?", A),
            ("En solitario saco 2 cartas de Achievement y me quedo con las dos, ¿no?", A),
            ("En solitario la primera carta que cojo del mercado es gratis, ¿verdad?", A),
            ("En solitario el mercado se vacía y se repone al final de cada ronda y no se repone a mitad, ¿no?", A),
            ("En solitario Meditate sirve para descartar y reemplazar una carta del mercado, ¿no?", A),
            ("En solitario al final también cuentan los corazones y los sets de iconos, ¿no?", A),
            ("ustedes en solitario ganan con tener los marcadores cruzados y ya, ¿no?", A),
            ("Las fichas de energía gastadas vuelven a mi reserva al final del turno, ¿no?", A),
            ("¿Cuántas cartas de Leisure piden ser Grown Up para jugarlas? Creo que casi todas", U),
            ("¿Qué Values tienen el hueco de Education? Creo que son dos", U),
            ("che, ¿cuántas Life Events te dan energía?", U),
            ("Vale, ¿cuántos Partners piden el icono de Family para casarse?", U),
        ],
    },
    "cv": {
        "en": [
            ("we roll 5 dice at the start of the turn, right?", A),
            ("you get 3 rerolls, yes?", A),
            ("bad luck dice can't be rerolled, right?", A),
            ("up to 2 cards from the track per turn, yeah?", A),
            ("3 good luck symbols = any card for free, but you still need to meet any special condition, right?", A),
            ("every 3 bad luck symbols i lose an active card, right?", A),
            ("when i use an event card to pay, i get tokens for its symbols too, right?", A),
            ("health cards always have to go on top of the stack, yes?", A),
            ("work and possession cards always go on top though, right?", A),
            ("an event card i buy goes straight onto my pile like the others, right?", A),
            ("red slash cost you only pay once when you take the card, right?", A),
            ("if you can't pay the red slash cost the card goes to the discard pile, right?", A),
            ("dice i already used to buy a card can also pay a red slash cost later that turn, right?", A),
            ("2-colour card: you pick which type it is when you take it, yes?", A),
            ("childhood draft: keep 1 and pass 2 to the right, yeah?", A),
            ("whoever has the bicycle card starts every round, right?", A),
            ("in 2 player the leftmost card only goes at the end of the round, right?", A),
            ("tokens add up every turn like income, right?", A),
            ("social assistance is when someone has at least twice as many cards as you, right?", A),
            ("social assistance only happens when the old age deck runs out, right?", A),
            ("game ends as soon as the old age deck is empty, right?", A),
            ("tie: fewer cards wins, right?", A),
            ("public life goal tied: we split the points, right?", A),
            ("3 players: we shuffle the bicycle with 8 random childhood cards, yes?", A),
            ("max dice is 7 right?", A),
            ("with 3 players there are 2 public life goals on the board, yes?", A),
            ("how many possessions have a red slash cost? id guess just the cars, right?", U),
            ("how many event cards have bad luck symbols on them? i figured none", U),
            ("how many relationship cards have a special condition to buy them? i think just marriage, right?", U),
            ("how many of the early adulthood cards are events? we keep flipping them", U),
        ],
        "es": [
            ("Tío, con 4 jugadores se reparten 3 cartas de infancia a cada uno, ¿no?", A),
            ("Somos dos, vale: mezclamos la bici con 8 cartas al azar, ¿verdad?", A),
            ("Se reparte una carta de objetivo de vida a cada uno y se ponen boca arriba tantas como jugadores, ¿no?", A),
            ("Al empezar salen 5 cartas del mazo de juventud en el track, ¿verdad?", A),
            ("Che, el que tiene la bici se lleva también la ficha de bicicleta por si pierde la carta, ¿no?", A),
            ("¿Puedo agarrar 3 cartas del track si me alcanzan los símbolos? Creo que sí", A),
            ("Para pagar una carta puedo usar dados y fichas juntos, ¿verdad?", A),
            ("Disculpe, con 6 símbolos de mala suerte pierdo dos cartas activas, ¿es correcto?", A),
            ("Las cartas de Relación van siempre arriba del montón, ¿no?", A),
            ("Solo la carta de arriba de cada montón está activa y da su efecto, ¿no?", A),
            ("ustedes las cartas de evento que compran se las quedan en la mano, como las de infancia, ¿verdad?", A),
            ("Los eventos solo se pueden jugar en la fase de elegir cartas, ¿verdad?", A),
            ("los simbolos de un evento que no uso los guardo pal siguiente turno no?", A),
            ("El coste de barra roja se paga cada turno en la fase de añadir cartas, mientras la carta esté activa, ¿no?", A),
            ("el track se rellena por la izquierda no?", A),
            ("¿Vosotros cuando se acaba el mazo de juventud pasáis directamente al de vejez? Creo que es así", A),
            ("Las fichas se actualizan al final del turno para que coincidan con las cartas activas, ¿no?", A),
            ("En la asistencia social la carta es gratis pero igual hay que cumplir la condición especial, ¿no?", A),
            ("La asistencia social empieza por el jugador que tiene menos cartas, ¿no?", A),
            ("Al final se cuentan primero Relación, Salud y Conocimiento, después las Posesiones y después los objetivos, ¿así?", A),
            ("El orden es tirar dados, elegir cartas, mala suerte, añadir las cartas y limpieza, ¿no?", A),
            ("Los objetivos públicos solo los puntúa el que mejor los cumple, y si empatan nadie, ¿no?", A),
            ("La partida termina al final de la ronda si al rellenar quedan en el mazo de vejez menos cartas que jugadores, ¿no?", A),
            ("Si empatamos gana el que tiene más cartas jugadas, ¿no?", A),
            ("Al final de la ronda se descarta la carta de más a la derecha del track, ¿no?", A),
            ("Con 3 de mala suerte pierdo una carta activa y la elijo yo, ¿verdad?", A),
            ("¿Cuántas cartas de Conocimiento tienen dos colores?", U),
            ("¿Hay Posesiones que den símbolos de buena suerte? Creo que ninguna", U),
            ("¿Cuántas cartas de evento te dejan volver a tirar un dado?", U),
            ("¿Cuántas cartas de Trabajo dan fichas de mala suerte en su efecto?", U),
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
