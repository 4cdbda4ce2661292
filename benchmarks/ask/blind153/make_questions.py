"""Write the blind153 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind153/make_questions.py

Style: questions sent as a chat message to the table's group, typed in a hurry
(shorthand, dropped letters, "??", "lol", "jaja", "xd"). Each game's file is written
in a seeded shuffled order (seeds 15301-15304), so the unanswerable questions are
mixed in. `names_game` is found by a regex on the question's own game name; `ids`
come from ids.json (question text -> ids) and are empty until that file is written.
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
SEEDS = {"coming-of-age": 15301, "loop": 15302, "adulthood": 15303, "cv": 15304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("wait whats my VEP counter start on?? 0 or sth else", A),
            ("round 1 is literally 1 turn w the d4 right?? lol", A),
            ("how many dice do i roll on turn 5? the example in the book has 2 eight sided ones", A),
            ("round 1 only 1-4 are open. can i go from 1 to 4 w just 1 frustration token or is that 2 bc theyre far apart", A),
            ("all my open tracks already got a frustration on one end :( can i still switch location at all?", A),
            ("can i wait n see where every1 puts their die b4 i pick mine", A),
            ("moved my chosen die next door to where my other die is still sitting on the road. when i pick that one up do i still drop an interest token there??", A),
            ("2 of my d6s rolled the same number, how many interest tokens do i leave on that building", A),
            ("can i flip 2 memory tokens in the same year if i do 1 b4 n 1 after the experience space?", A),
            ("counter already on the last space on the right n the exp space says move it right again. what do i get", A),
            ("had 2 bounce left twice on the same track, 1st time i put a frustration on the right end. what happens w the 2nd bounce??", A),
            ("bounced left n theres an overcome frustration sitting on the left end, what do i get?", A),
            ("drew a 5th trait tile, do i have 2 ditch the one i just drew or any of them? n where does it go", A),
            ("to mimic some1s 3rd trait tile, what lvl does their kid need on my friendship track?", A),
            ("can 2 of us put a mimic token on the same tile? or first come first served", A),
            ("my die AND my presence are at this stop. can i take the bus stop bonus and ALSO the friendship w the other guys presence?", A),
            ("paid 3 motivation for a memory, how much VEP is that", A),
            ("paid 4 willpower instead of motivation for the memory, do i still get the card bonus n the memory token?", A),
            ("after paying motivation my counter slides 2 left, do i grab the bonuses of the spaces it passes??", A),
            ("do my mimic tokens on other ppls boards count toward how many goal tiles i can score at the end?", A),
            ("end of game i got 8 willpower, 3 motivation n 2 unused memory tokens. how much VEP is that", A),
            ("2p: the neutral tile in the 3rd spot of the row, what friendship lvl do i need w its kid?", A),
            ("solo: rob has 1 interest token left but rolled 3 dice, which die gets it?", A),
            ("solo: rob is already on the last space of his fulfillment track n has 2 more advances. what does he get", A),
            ("solo: robs die is at a place that takes 2 motivation types n he has some of both. which does he score w, and does he lose them?", A),
            ("rob is way too easy lol how do i make him harder", A),
            ("uh we forgot 2 discard the die we used each year, so in round 3 we rolled all 3 d8s again every turn for 2 yrs lol. how do we fix that??", U),
            ("solo: just noticed i never gave rob his random trait tile face down at setup, its round 2 now. add it now or play on?", U),
            ("oops we counted mimic levels from the RIGHT end of the board (rightmost tile = lvl 1) for 2 rounds n a couple mimics went on like that. undo them??", U),
            ("solo q: for 2 rounds i put robs die where HE rolled it, not in my location. do i fix his VEP or just carry on?", U),
        ],
        "es": [
            ("cuantas Fichas de Frustracion tenemos cada uno al empezar?", A),
            ("oye, ¿qué Registro de Ánimo se desbloquea al acabar la ronda 1 y dónde pongo su Contador?", A),
            ("en la ronda 3 q ubicaciones se abren y con q dados jugamos??", A),
            ("pa cambiar mi dado a una ubicacion q no es adyacente cuantas Fichas de Frustracion pongo?", A),
            ("¿Cuánta Fuerza de Voluntad cuesta superar una Ficha de Frustración y cuándo lo puedo hacer?", A),
            ("che, cuando supero una frustracion la ficha adonde va?", A),
            ("la Ficha de Recuerdo q manda el contador al centro, el bonus lo gano 1 o 2 veces?", A),
            ("en q orden resuelvo los iconos del espacio de experiencia?? lo hacemos todos a la vez o x turnos", A),
            ("si el espacio de experiencia me dice q mueva un contador q todavia no tengo desbloqueado q hago", A),
            ("un personaje nuevo en mi Registro de Amistad, en q nivel va y cuantos VEP da?", A),
            ("tengo un personaje en el nivel 4, con una Bonificacion de Amistad normal lo subo al 5??", A),
            ("para jugar una Ficha de Rasgo tengo q seguir cumpliendo el requisito despues o solo en ese momento?", A),
            ("ya jugue mi 4a Ficha de Rasgo, puedo jugar una 5a mas adelante? :(", A),
            ("el autobus para en una ubicacion donde solo hay una Presencia y ningun dado?", A),
            ("Disculpe, ¿qué se hace con los dados que quedan en una ubicación después de la parada del autobús?", A),
            ("dos jugadores en la misma parada gastamos Fichas de Motivacion pal Recuerdo, lo cobramos los 2??", A),
            ("ya tengo mis 4 Presencias puestas y quiero otra nueva, q hago", A),
            ("si no puedo hacer ni Recuerdo ni Presencia q me toca? y cuantas Cartas de Padres tengo q tener en la mano", A),
            ("en el ejemplo el rojo paga el Recuerdo con fichas naranjas aunque la ubicacion pide turquesa o rosa, como es eso posible?", A),
            ("al final del año q se hace con las fichas de parada del autobus?", A),
            ("Vale, ¿cuándo se acaba la partida exactamente? ¿hay algo que hacer antes de contar?", A),
            ("cuantos VEP pierdo x cada Ficha de Frustracion sin superar al final?", A),
            ("empate a VEP, quien gana?? jaja", A),
            ("en solitario con cuantas Fichas de Personaje empieza Rob? usa Contadores de Estado de Animo?", A),
            ("solitario: cuando Rob gana una Bonificacion de Rasgo q hace exactamente?", A),
            ("en solitario, al final q puntua Rob?", A),
            ("tio, al final puntuamos cada Ficha de Objetivo a 3 VEP en vez de 5 y ya dijimos quien gano jaja, se recuenta o se queda asi??", U),
            ("che, durante 2 rondas cuando gastabamos Fichas de Motivacion pa un Recuerdo moviamos el Contador de Estado de Animo 2 pasos a la DERECHA en vez de a la izquierda xd. como lo arreglamos?", U),
            ("vale, mi hermana ha usado sus Fichas de Recuerdo para mover un Contador 2 pasos en vez de 1 varias veces... se lo quitamos o q?", U),
            ("Disculpe, un jugador tuvo 2 Presencias en la misma ubicación durante dos rondas y cobró por las dos. ¿Cómo lo corregimos?", U),
        ],
    },
    "loop": {
        "en": [
            ("2 players how many MATERIAL sets do we pull out b4 setup?", A),
            ("3p game, how many FAVOUR does the 3rd seat start w?", A),
            ("can i just pass this turn?? nothing good 2 do", A),
            ("basic mode, im at 0 HAPPINESS n want to WORK. what happens", A),
            ("this activity needs 2 of the same colour, can i just take 2 QUALITY off 1 GLASS?", A),
            ("does the same ACTIVITY count for 2 diff GOALs at once?", A),
            ("im at 2 REPUTATION n some1 plays me a SHARE, can i still ACCEPT? do i get anything", A),
            ("can i spend 1 REPUTATION to BUY a QUALITY 1 MATERIAL for 0 COIN?", A),
            ("when exactly does the game end after some1 hits 12", A),
            ("tie on HAPPINESS, whats the tie break order pls", A),
            ("SHAREd 2 materials for 1 activity, 1st accepted 2nd rejected. does the 1st still lose QUALITY?", A),
            ("how many ACTIVITY share a name for HOBBY? like are they all in pairs", A),
            ("competitive: my HAPPINESS goes 4 -> 10 in one go, how many EVENTs do i draw?", A),
            ("when do my face down EVENTs actually go off?", A),
            ("applied for a CREDIT CARD, what do i get?", A),
            ("can i PAYOFF 3 COIN on a credit card in 1 turn to finish it faster?", A),
            ("end of game i have 5 MATERIAL in my LANDFILL, how much HAPPINESS do i lose", A),
            ("co-op: do we draw FAVOUR at the start of our turn? n when do we get played ones back?", A),
            ("co-op: whats the actual win condition", A),
            ("solo: how many GOAL do i start w", A),
            ("solo blue RENEW, where does it take from n how much do i pay?", A),
            ("solo: DEPLETION shows up from the end of turn burn, do i still lose 1 HAPPINESS?", A),
            ("Lawyer vs Officer: can the Lawyer stop the Officers first FAVOUR?", A),
            ("Tycoon WORKs w 2 CREDIT CARDs, how much HAPPINESS does he lose", A),
            ("Landfill Tax is up n i cant pay the COIN, what now", A),
            ("Micro-Plastic active, can i still CONSUME an activity that needs FOOD?", A),
            ("we've been sending each PAYOFF coin straight back 2 the WORK AREA instead of stacking them on the CREDIT CARD till 5. nobody knows how much anyone paid now :( fix??", U),
            ("last round some1 played RESELL on a guy who didnt have enough COIN n we let him owe the rest. do we undo it now or what", U),
            ("for like 3 rounds we let ppl play FAVOUR during other players turns, not just their own. do we need to undo stuff?", U),
            ("our Craftsman's been forging stuff into FOOD all game lol (we missed the non-FOOD bit). does the result stand?", U),
        ],
        "es": [
            ("¿Con cuánta HAPPINESS empieza el INTERN? ¿y las otras CAREER?", A),
            ("cuanta REPUTATION puedo tener como maximo?", A),
            ("cuantos MATERIAL puedo comprar x turno y como se decide la QUALITY?", A),
            ("si un MATERIAL llega a QUALITY 0 q pasa", A),
            ("cuantas ACTIVITY puedo tener guardadas? q pasa con la 4a", A),
            ("oye, para rechazar un FAVOUR qué opciones tengo?", A),
            ("cuanta REPUTATION gano si acepto un RECYCLE? y un SHARE?", A),
            ("los tratos entre jugadores son obligatorios? el otro me prometio algo y no cumplio jaja", A),
            ("cuando se acaba el mazo de FAVOUR q hacemos?", A),
            ("BARTER: cambio mi MATERIAL de QUALITY 3 x uno de 1, me devuelven la diferencia?", A),
            ("puedo hacer RECYCLE de mi propio LANDFILL? y de un UTILITY?", A),
            ("¿Qué pide el GOAL CURIOSITY?", A),
            ("la DEPLETION cuando cuenta, y quien pierde HAPPINESS?", A),
            ("competitivo: cuantas CAREER me reparten y q hago con ellas?", A),
            ("sale un IMMEDIATE EVENT, en q orden lo resolvemos?", A),
            ("Che, al final ¿cuánta HAPPINESS pierdo por cada CREDIT CARD sin pagar?", A),
            ("no me queda HAPPINESS pa hacer WORK en competitivo, q hago?", A),
            ("cooperativo: se puede rechazar un FAVOUR pagando REPUTATION?", A),
            ("cooperativo: cuando se quema el MATERIAL de arriba y q pasa si sale la DEPLETION?", A),
            ("solitario: el ACQUIRE azul cuanto cuesta y a quien le pago?", A),
            ("solitario: q hago con el MATERIAL q rompo con el SHARE azul?", A),
            ("Disculpe, ¿qué CAREER no se pueden usar en el cooperativo?", A),
            ("el Freelancer q salarios puede elegir cuando hace WORK?", A),
            ("Investor: como funciona lo de tirar la moneda?", A),
            ("la 2nd Semi Mid-Season Sales como se paga? el ejemplo no lo pillo xd", A),
            ("con Everything Is Online activo y sin CREDIT CARD puedo usar la habilidad del Banker?", A),
            ("tio, el Artist ha usado Create tb en sus turnos de BUY y de CONSUME, no solo en WORK, como 4 turnos. q hacemos?", U),
            ("che, mi primo se anoto el mismo GOAL dos veces (la HAPPINESS dos veces) hace 2 rondas... se la sacamos?", U),
            ("Disculpe, el Scientist estuvo comprando 2 MATERIAL de los LANDFILL en cada turno de BUY. ¿Cómo lo corregimos a estas alturas?", U),
            ("ya acabo la partida y vimos q jugamos un turno de mas: despues del de la derecha del jugador inicial, el jugador inicial volvio a jugar y llego a 12. vale o no??", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how many time meeples do we each get", A),
            ("who goes first?", A),
            ("whats the upper career spot give again", A),
            ("donate costs what", A),
            ("can i use both spots in wellness in the same turn?", A),
            ("no meeples left but i got energy, can energy be time?", A),
            ("can i add another action after ive put all my stuff out?? forgot the date spot lol", A),
            ("first turn: can i use the career in my hand right away?", A),
            ("took the leftmost card in the market, do i get sth?", A),
            ("can i play the card i just drafted this same turn", A),
            ("played a new community card but i already have one there, where does the old one go", A),
            ("happy icon, which way does my marker go", A),
            ("do i need to pass the grown up space on both tracks?", A),
            ("passed 2 life event spaces in 1 turn, do i take 2? n when do i resolve them", A),
            ("got promoted, can i still use the first action on my career?", A),
            ("card has a grown up icon in the green bar, what does that mean", A),
            ("Marathons white box thing, what does it mean", A),
            ("Mall Walkers is on my community slot, what does its action do (the book example)", A),
            ("does the icon on my own career card count for the promotion?", A),
            ("i swap my married partner for a new one, do i stay married?", A),
            ("end of game: i have 4 family icons, how many happy", A),
            ("marker goes past the end of the track, what happens", A),
            ("tied combined score, who wins??", A),
            ("solo: market costs? 1st 2nd 3rd card", A),
            ("solo: do i draw life events when passing the spaces?", A),
            ("solo: how do i actually win", A),
            ("we've been resolving life events the second we passed the space, not at the end of the turn... 3 rounds. does it matter / fix?", U),
            ("oops whenever some1 Donated we moved their Happiness marker instead of Impact, for a few rounds. how do we fix it now that markers cant go back?", U),
            ("my bro has been putting time on the action of a card still in his HAND (never played it) for 2 turns lol. what do we do", U),
            ("i put a Leisure card on my Wellness spot by mistake n used it 3 turns. do i move it now n give stuff back?", U),
        ],
        "es": [
            ("¿Con qué empieza cada jugador? dinero, energía, cartas...", A),
            ("la accion de Interview q hace exactamente?", A),
            ("la Date cuanto cuesta y q consigo?", A),
            ("Meditate: q opciones tengo?", A),
            ("puedo usar la misma casilla de accion 2 veces x turno?", A),
            ("el paso 1 lo puedo hacer antes de q me toque?", A),
            ("cuanto cuesta la carta de mas a la derecha del mercado?", A),
            ("cuantas cartas puedo jugar de mi mano x turno?", A),
            ("q hago con una carta de Experience despues de jugarla?", A),
            ("cuantos Traits y Resources puedo tener?", A),
            ("en el paso 4 q se hace?", A),
            ("puedo retroceder en el marcador durante la partida?", A),
            ("cuantas Career puedo tener a la vez?", A),
            ("cuantos Partner puedo tener a la vez?", A),
            ("los Values se pueden enseñar a los demas?", A),
            ("una carta sin barra verde cuanto cuesta?", A),
            ("Family Time en Leisure, q necesito pa jugarla? (sale en el reglamento)", A),
            ("Overseas Vacation q me da? (el ejemplo)", A),
            ("las fichas de Unhappiness y Negative Impact q hacen?", A),
            ("cuando se acaba la partida?", A),
            ("corazon completo cuanto vale?", A),
            ("solitario: q cambia en la preparacion?", A),
            ("solitario: los Achievements como van?", A),
            ("solitario: una carta me deja agarrar otra del mercado, cuanto cuesta?", A),
            ("solitario: Meditar hace lo mismo q siempre?", A),
            ("solitario: cuando se acaba y cuentan el corazon y los sets?", A),
            ("vale, al preparar le dimos solo 1 Career a cada uno (sin elegir) y ya vamos x la ronda 3. hay q arreglar algo?", U),
            ("che, las cartas q agarrabamos de las 3 de la derecha del mercado las jugabamos sin pagar la barra verde, como si el precio del mercado fuera su coste. como lo arreglamos?", U),
            ("tio se nos olvido dar la ficha de energia y la de dinero del inicio a todos, vamos x la ronda 2, se las damos ahora??", U),
            ("Disculpe, al preparar le dimos los tres Values boca abajo a cada uno, ninguno en la mano. Ya jugamos la ronda 1, ¿cómo seguimos?", U),
        ],
    },
    "cv": {
        "en": [
            ("4 of us, how many childhood cards each n how do we pick", A),
            ("just 2 of us, how do we set up the childhood cards", A),
            ("how many public life goals go face up w 3 players", A),
            ("who starts", A),
            ("max dice??", A),
            ("can i reroll my bad luck dice", A),
            ("how many cards can i take from the track per turn", A),
            ("event card symbols left over after paying, do i keep them?", A),
            ("3 good luck symbols, what can i do w them", A),
            ("6 bad luck symbols, how many cards do i lose :(", A),
            ("new health card, does it have to go on top", A),
            ("bought an event card from the track, where does it go", A),
            ("card w 2 colours in the title, what stack does it go in", A),
            ("red slash on a card, when do i pay it", A),
            ("cant pay the red slash, what happens", A),
            ("can i pay the red slash w a token i already used to buy a card this turn", A),
            ("end of round, what happens to the leftmost track card", A),
            ("my tokens, do they build up every turn?", A),
            ("when does social assistance happen", A),
            ("who gets social assistance", A),
            ("social example: julius 5, felix 6, eric 3. who gets it n why", A),
            ("when does the game end", A),
            ("how many points for 4 health cards", A),
            ("2 of us both hit a public goal, do we split it?", A),
            ("tie on points, who wins", A),
            ("in the book example they already have 2 bad luck n still reroll the relationship die. whats the risk there", A),
            ("we forgot to score the public life goals at the end n already said who won lol. recount??", U),
            ("at scoring we gave Ana her secret life goal points but we just saw she didnt actually meet it. games packed away. change the winner?", U),
            ("for 2 rounds when some1 got a misfortune we let the player on their left pick which card they lost. how do we fix that", U),
            ("playing w my 8yo, can we house rule 3 rerolls for her instead of 2? is that ok", U),
        ],
        "es": [
            ("somos 3, como preparamos las cartas de infancia?", A),
            ("como es el draft de infancia? a quien le paso las cartas?", A),
            ("el de la bici q hace y pa q sirve la ficha de bici?", A),
            ("cuantos dados tiro al principio?", A),
            ("cuantas veces puedo volver a tirar?", A),
            ("puedo usar cartas de evento pa comprar? me dan fichas?", A),
            ("con 3 de buena suerte compro cualquier carta, tb si pide condicion especial?", A),
            ("las fichas de mala suerte cuentan pa la desgracia o solo los dados?", A),
            ("cuando me toca desgracia q carta pierdo?", A),
            ("Trabajo y Posesion pueden ir debajo de la pila?", A),
            ("cuantas cartas activas puedo tener x tipo?", A),
            ("las cartas de evento q compro van al curriculum?", A),
            ("las cartas de evento cuando se pueden jugar?", A),
            ("la barra roja cada cuanto se paga?", A),
            ("limpieza: como se rellena la fila y de q mazo?", A),
            ("a dos jugadores q cambia en la limpieza?", A),
            ("las fichas: cuales tengo q tener despues de actualizar?", A),
            ("ayuda social: la carta gratis tiene q cumplir la condicion especial?", A),
            ("ayuda social: si hay 2 con derecho en q orden cogen?", A),
            ("q mazos hay y en q orden salen a la fila?", A),
            ("al final q se cuenta y en q orden?", A),
            ("cuanto valen 5 cartas de Conocimiento?", A),
            ("los objetivos de vida publicos quien se los lleva?", A),
            ("empate final, quien gana?", A),
            ("en el ejemplo de puntuacion cuanto saca Felix en total?", A),
            ("puedo dejar mis dados y fichas al lado de las cartas q estoy pensando comprar?", A),
            ("che, jugamos los objetivos publicos como carrera: el primero q lo cumplia se llevaba la carta y salia otra nueva. ya vamos x la mitad, q hacemos?", U),
            ("empatamos a puntos y dijimos q ganabamos los dos, sin mirar quien tenia menos cartas, ya recogimos todo jaja. se cambia?", U),
            ("tio durante 3 rondas jugamos sin volver a tirar nada, una sola tirada x turno... se arregla algo?", U),
            ("Disculpe, al empezar pusimos las tres cartas de infancia directamente en las pilas del currículum como activas y cogimos sus fichas. ¿Cómo lo arreglamos?", U),
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
