"""Write the blind140 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind140/make_questions.py

Style of this set: questions DICTATED TO A PHONE at the table (speech-to-text):
run-on lines without punctuation or capitals, filler words, a few sound-alike
mis-hearings ("role" for roll, "die's" for dice, "tira" for tirar), numbers as
words, self-corrections ("I mean", "digo") and the odd dictated punctuation word
("question mark", "signo de interrogación").

Each game's file is written in a seeded shuffled order (seeds 14001-14004), so the
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
SEEDS = {"coming-of-age": 14001, "loop": 14002, "adulthood": 14003, "cv": 14004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("um so where does my VEP counter start like what space on the track question mark", A),
            ("ok so basically which locations get the roadblocks at the start i mean which ones are actually open the first year", A),
            ("how many frustration tokens go in my personal supply at setup", A),
            ("so if i role a four and i want the place next door instead what does that cost me", A),
            ("can i put a frustration token on a track that already has one of the flipped ones on the left end", A),
            ("wait the experience space tells me to move a counter on a track i havent even unlocked yet what do i do with that icon", A),
            ("um i rolled two threes with my two die's and put one in the building so the other one i take back do i still leave an interest token in that same building", A),
            ("when i spend two motivation tokens on a memory how far does that mood counter go left and do i get the bonuses of the spaces it goes past", A),
            ("how many VEP is three motivation tokens on one memory card question mark", A),
            ("if i pay the four willpower instead of motivation for the memory do i still get the memory token and the card bonus", A),
            ("my counters already on the last space on the right and the experience says move it right again so like what happens", A),
            ("bouncing left on a track where the flipped frustration token is sitting on the left end what do i get", A),
            ("how many memory tokens can i flip in one turn and when exactly before or i mean after the experience space", A),
            ("uh i just drew a fifth trait tile what do i do with it", A),
            ("is there a max on how many trait tiles i can play the whole game", A),
            ("to mimic the yellow players second trait tile what level does her kid need to be on my friendship track", A),
            ("so the bus stops where i have a presence and my die too can i take the bus stop bonus and the friendship bonus both", A),
            ("meeting a brand new kid with the friendship bonus how many VEP is that and where does the token go", A),
            ("how many presences can i have total and can i put two in the same place", A),
            ("ok so i cant pay for the memory or the presence what happens then", A),
            ("end of round two what opens up i mean which locations and what die's do we get for round three", A),
            ("at the end i have eleven willpower motivation and memory tokens left over how many VEP is that", A),
            ("we're tied on VEP who wins question mark", A),
            ("two player game how do we set up the row of trait tiles in the middle", A),
            ("solo against rob how many character tokens does he get and like what if he keeps beating me", A),
            ("playing by myself against the bot which goal tiles do i draw", A),
            ("um how many of the ten bus stop tiles give an intimacy bonus", U),
            ("so for the positive trait no counters on the two leftmost spaces do the counters still sitting in the middle of my board not on a track yet count or not", U),
            ("oh no we've been stopping the bus at locations that only had interest tokens no dice no presence and people took the bus stop bonus there for like two years how do we fix that", U),
            ("my friend paid four willpower for a memory at a location that i mean we just saw it doesnt even allow willpower and that was last year does she give back the VEP or what", U),
        ],
        "es": [
            ("oye cuantos dados tira uno en el primer año y de cuantas caras son", A),
            ("vale si ya tengo Ficha de Frustración en todos mis Registros de Ánimo abiertos puedo cambiar el dado de ubicación igual o no", A),
            ("che para mandar mi dado a una ubicación que no es adyacente cuántas Fichas de Frustración tenés que poner digo tengo", A),
            ("cuando supero una frustracion la ficha de frustracion donde va o sea la quito o la dejo", A),
            ("cuanta Fuerza de Voluntad hay que gastar para superar una frustracion y se puede en cualquier momento", A),
            ("al final de la partida cuántos VEP pierdo por cada Ficha de Frustración sin superar signo de interrogación", A),
            ("este el Contador de Estado de Ánimo tiene que ir a la izquierda pero ya está en la última casilla qué hago digo qué opciones tengo", A),
            ("y si rebota a la izquierda pero ya hay una Ficha de Frustración sin superar en el extremo derecho de ese registro", A),
            ("Disculpe, ¿la Ficha de Recuerdo que manda el contador a la casilla central da la bonificación dos veces?", A),
            ("las fichas de recuerdo ya usadas sirven pa algo al final o las tiro", A),
            ("tío cuando juego una Ficha de Rasgo en qué hueco va y qué me llevo", A),
            ("ustedes saben si puedo imitar el mismo rasgo dos veces con dos Rasgos Miméticos", A),
            ("pues si gasto tres Fichas de Motivación de golpe para un Recuerdo el Contador se mueve más pasos o siempre los mismos", A),
            ("cuando uno de nosotros se lleva el Recuerdo la carta se repone al toque o no", A),
            ("la pila de descarte de las Cartas de Padres la pueden mirar los demás o es secreta", A),
            ("al empezar la ronda cuatro qué ubicaciones se abren y cuántos dados cogéis cada uno digo cogemos", A),
            ("che el bus en qué ubicaciones para y en qué orden va", A),
            ("la fase uno y la dos se juegan a la vez o por turnos o sea puedo esperar a ver qué hace el otro", A),
            ("para subir a un personaje del nivel cuatro al cinco de mi Registro de Amistad qué necesito", A),
            ("cuantas Fichas de Objetivo puedo puntuar al final y cuanto vale cada una", A),
            ("en un Objetivo de tipo A si empato con otro jugador lo cumplo o no", A),
            ("el rasgo Frustrado que pide exactamente", A),
            ("para jugar una Ficha de Rasgo tengo que seguir cumpliendo el requisito después o solo en ese momento", A),
            ("jugando solo contra Rob él usa Contadores de Estado de Ánimo y Fichas de Frustración", A),
            ("ahorita en solitario Rob tiene menos Fichas de Interés que dados dónde las pone", A),
            ("si Rob ya está en la última casilla de Realización Personal y le toca avanzar qué gana", A),
            ("che ya anotamos los puntos y mi primo puntuó una Ficha de Objetivo cuyo requisito no cumplía o sea lo vimos después de decir quién ganó qué hacemos", U),
            ("vale al contar los puntos nos olvidamos de los Elementos Sobrantes la Fuerza de Voluntad la Motivación y los Recuerdos entre tres y ya dijimos quién ganó se recuenta", U),
            ("en el primer año mi prima tiró un dado de seis caras en vez del de cuatro y ya hizo su año así qué hacemos", U),
            ("cuántas Cartas de Padres de cada mazo dan una Bonificación de Amistad", U),
        ],
    },
    "loop": {
        "en": [
            ("um how many FAVOUR do we each get in a three player game like by seat", A),
            ("so basically with two players how many sets of MATERIAL do we pull out before setup", A),
            ("ok who goes first question mark", A),
            ("what does the INTERN start with and at what HAPPINESS", A),
            ("when i WORK as the INTERN what do i get", A),
            ("basic game im at zero HAPPINESS and i pick WORK what happens", A),
            ("how many MATERIAL can i buy in one turn and like how does the price work", A),
            ("can i spend one REPUTATION and one COIN to get a QUALITY two MATERIAL", A),
            ("this ACTIVITY shows two GLASS can i just take two QUALITY off one GLASS", A),
            ("how many ACTIVITY can i keep and what happens when i finish a fourth one", A),
            ("my MATERIAL just hit zero QUALITY from somebodys SHARE where does it go mine or theirs", A),
            ("do i have to show my GOAL the moment i meet it or can i wait", A),
            ("how much REPUTATION do i get for accepting a SHARE i mean what about an ACQUIRE", A),
            ("somebody plays me an ACQUIRE and i don't want it how do i say no", A),
            ("i've got six FAVOUR in my hand do i still draw at the start of my turn", A),
            ("the FAVOUR deck is empty and it's my turn to draw what now", A),
            ("when does the game end exactly like who gets the last turn", A),
            ("tie at the end in basic how do we break it", A),
            ("i'm the one who flipped the last MATERIAL and DEPLETION showed up do i lose something", A),
            ("can i play RECYCLE to grab something outta my own LANDFILL", A),
            ("can i play RESELL on someone who only has one COIN for a QUALITY three MATERIAL", A),
            ("can i spend two REPUTATION for a HAPPINESS when i'm WORKing", A),
            ("competitive how many CAREER do we get dealt and do we have to use one of them", A),
            ("what do i get when i APPLY for a CREDIT CARD", A),
            ("how much do i pay on my CREDIT CARD each turn and when is it done", A),
            ("how many cards in my LANDFILL before i lose HAPPINESS at the end", A),
            ("ok so we ran out of COIN and we're using bottle caps like the book says um when real COIN come back to the WORK AREA do we swap the caps out or just keep using them question mark", U),
            ("my COIN are out on the table but do i actually have to tell someone exactly how many i have if they ask or can i make them count", U),
            ("The Gap just came up and the difference is like nine can i APPLY for a CREDIT CARD right then to get four COIN and shrink the gap before we compare", U),
            ("i started a CONSUME turn played a SHARE and they rejected it so now i cant finish any ACTIVITY can i switch and do WORK instead", U),
        ],
        "es": [
            ("oye en el cooperativo cómo se gana o sea cuánta HAPPINESS necesitamos", A),
            ("en el cooperativo se puede rechazar un FAVOUR", A),
            ("en el cooperativo cuándo vuelvo a agarrar los FAVOUR que ya jugué", A),
            ("en cooperativo cuando se quema el MATERIAL de arriba del mazo", A),
            ("che en solitario con cuántos GOAL empiezo", A),
            ("en solitario qué FAVOUR uso y los robo al empezar el turno", A),
            ("el RENEW azul cuánto cuesta digo cuántas COIN pago por la QUALITY", A),
            ("si la DEPLETION sale por la quema del final de mi turno en solitario pierdo HAPPINESS", A),
            ("un CONTINUOUS EVENT cuanto dura y a quien afecta", A),
            ("Disculpe, ¿un IMMEDIATE EVENT quién lo resuelve primero?", A),
            ("mi HAPPINESS pasó de cuatro a diez cuántos EVENT robo signo de interrogación", A),
            ("cuándo se activan los EVENT que robé boca abajo", A),
            ("soy el Chef qué hace exactamente Supersize", A),
            ("el Engineer puede reparar un UTILITY", A),
            ("soy el Tycoon cuánta plata digo cuántas COIN cobro al hacer WORK y cuánta HAPPINESS pierdo", A),
            ("el MATERIAL que convierto con la Forge del Craftsman hasta cuándo dura", A),
            ("vale si al Politician le pillan el farol y era verdad qué gana", A),
            ("quién gana entre la Objection de la Lawyer y el Officer", A),
            ("soy el Scientist puedo comprar de mi propio LANDFILL", A),
            ("con Vulgarian activo puedo hacer CONSUME con tres COIN", A),
            ("con Micro-Plastic puedo hacer una ACTIVITY que pide FOOD", A),
            ("con Landfill Tax si no tengo COIN para pagar qué pasa", A),
            ("sale Hidden Clause y tengo dos CREDIT CARD cuántas COIN pierdo", A),
            ("en el competitivo no me queda HAPPINESS para hacer WORK qué hago digo qué me obliga la regla", A),
            ("el GOAL HOBBY qué pide", A),
            ("cuántas REPUTATION puedo tener como máximo y si ya tengo dos y acepto un SHARE qué pasa", A),
            ("oye con Disposable Culture activo soy el Scavenger puedo agarrar con mi habilidad un METAL de QUALITY 1 de un LANDFILL o solo PLASTIC porque cuenta como RECYCLE", U),
            ("con BOGOF activo la Office Lady compra con Slack Off su único MATERIAL en el turno de WORK tiene que llevarse también el de QUALITY 1 gratis si Slack Off dice solo uno", U),
            ("tío mientras negociamos puedo mentir sobre qué FAVOUR tengo en la mano o sea decir que tengo un BARTER y no tenerlo", U),
            ("el reglamento dice que los EVENT traen minijuegos reflexivos cuáles son esos minijuegos y hay que hacer algo aparte del efecto", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how many time meeples does everybody get", A),
            ("so basically what do we each start with money energy all that", A),
            ("um who goes first", A),
            ("can i use an energy token like a time meeple", A),
            ("can i use the same action spot twice in one turn like two donates", A),
            ("the part time job spot what does it pay", A),
            ("how much is donate and what do i get question mark", A),
            ("what does date do if i'm not grown up yet", A),
            ("meditate what does it cost and uh what does it do", A),
            ("interview what does it do once i'm grown up", A),
            ("taking the left most card from the market do i get anything", A),
            ("how much is the right most card in the market", A),
            ("i played a wellness card this turn can i use its action right away", A),
            ("i already have a leisure card and i play a new one what happens to the old one", A),
            ("how do i get grown up do i need it on both tracks", A),
            ("my marker went passed a life event space when do i resolve it", A),
            ("our markers just crossed does the game end right now", A),
            ("whats the order of the final scoring steps", A),
            ("i have three family icons how much happy is that at the end and what about four", A),
            ("my happiness goes past the end of the track what happens", A),
            ("tie on the combined score who wins", A),
            ("can i have two career cards out at the same time", A),
            ("after i get promoted can i still use the left action on my career", A),
            ("if i play a new partner do i stay married", A),
            ("the card has a life icon in the green bar what does that mean", A),
            ("ok random one who designed this game and who did the art", A),
            ("oops i took the left most market card two turns ago and forgot to take my energy can i take it now", U),
            ("my friend put a community card over her upper community spot but she kept using the old two time for one impact spot too for a few turns what now", U),
            ("um how many partner cards have the luxury icon on them", U),
            ("um the actor needs one more fame to get promoted does a fame icon on a life event in my experience stack count for that", U),
        ],
        "es": [
            ("oye jugando solo cuántas cartas hay en el mercado", A),
            ("en solitario la primera carta del mercado es gratis y la segunda cuánto cuesta y la tercera", A),
            ("che en el solitario se reparten Values o no", A),
            ("en solitario cuántas Life Events se usan y cuándo se roban", A),
            ("vale en solitario si paso una casilla de Life Event en el track robo una", A),
            ("en solitario cuándo termina la partida signo de interrogación", A),
            ("en solitario como gano o sea que tengo que cumplir", A),
            ("ustedes saben cuántas cartas de Achievement se roban en solitario y con cuántas me quedo", A),
            ("en solitario qué hace Meditate digo la acción de meditar", A),
            ("en solitario cuento los corazones y los sets de iconos al final", A),
            ("jugando solo si una carta me deja coger una carta extra del mercado la pago", A),
            ("en solitario el mercado se rellena a mitad de ronda", A),
            ("tío puedo colocar mis meeples antes de que empiece mi turno", A),
            ("después del paso uno puedo añadir otra acción si me sobra tiempo", A),
            ("en mi primer turno puedo jugar la Career de la mano antes de usar mis acciones", A),
            ("cuántas cartas de Resource y Trait puedo tener al lado del tablero", A),
            ("este qué pasa con las cartas de Experience cuando las juego", A),
            ("si me caso con un Partner que encaja con uno de mis Values cuánto gano al final", A),
            ("juego un Partner nuevo este turno puedo usar su acción ya o tengo que esperar", A),
            ("Disculpe, ¿los Values los pueden ver los demás jugadores?", A),
            ("una carta con un recuadro blanco encima de la barra verde qué significa", A),
            ("si una carta no tiene barra verde cuánto cuesta jugarla", A),
            ("las fichas de Infelicidad e Impacto Negativo que hacen al final", A),
            ("puedo retroceder en el track durante la partida o sea bajar puntos", A),
            ("vos sabés si para ascender en mi Career cuenta el icono de la propia Career", A),
            ("un Life Event con el símbolo ese de que sigue después qué significa", A),
            ("che llevamos tres turnos moviendo el marcador de Happiness hacia la derecha en vez de a la izquierda cómo lo arreglamos", U),
            ("vale empezó la más joven en vez del más viejo y ya vamos por la ronda tres cambia algo para el final de la partida", U),
            ("al meditar para cambiar un Value robé el nuevo boca arriba sin querer y lo vio todo el mundo qué hago", U),
            ("en solitario quiero usar Meditate para cambiar una carta del mercado pero el mercado ya está vacío esta ronda puedo", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i role at the start and whats the most i can ever have", A),
            ("how many times can i reroll and do i have to reroll all of them", A),
            ("i rolled a bad luck can i reroll that die", A),
            ("how many cards can i take off the track in one turn", A),
            ("um i've got three good luck symbols what can i do with them", A),
            ("i ended up with six bad luck between dice and tokens what happens", A),
            ("when can i play an event card and do i get tokens for it", A),
            ("i just bought a health card does it have to go on top of my health pile", A),
            ("and a work card can i tuck it under my old one", A),
            ("the card has a red slash on its effect what does that mean", A),
            ("i cant pay the red slash this turn what happens to the card", A),
            ("can i use the money token i already spent buying a card to pay a red slash cost later that turn", A),
            ("the card has two colours in the title which pile does it go in", A),
            ("cleanup what do we do with the track i mean the cards on the board", A),
            ("do my tokens pile up every turn like income question mark", A),
            ("when do we check for social assistance and who gets it", A),
            ("the social assistance card do i have to pay for it", A),
            ("when does the game end", A),
            ("how do we score at the end", A),
            ("two players tie on a public life goal who gets the points", A),
            ("tie on total points who wins", A),
            ("how many public life goals do we put out with four players", A),
            ("three players how do we make the childhood deck", A),
            ("the childhood draft how does the passing work", A),
            ("who goes first and whats the bicycle token for", A),
            ("which deck do we refill the track from after the first one runs out", A),
            ("so my buddys been paying his work cards red slash with the same money tokens he already used to buy cards that turn for like three turns how do we fix it", U),
            ("a relationship card i got from social assistance during someone elses cleanup gives an extra die do i roll it on my very next turn or only after my own cleanup", U),
            ("someone took a card with social assistance but didnt meet its special condition we only noticed a round later do they give it back", U),
            ("we counted the bad luck symbols on event cards toward misfortune and someone lost a card because of it what do we do now", U),
        ],
        "es": [
            ("oye cuantos dados tira uno al principio de su turno", A),
            ("puedo tirar otra vez solo algunos dados o tienen que ser todos", A),
            ("los dados con mala suerte se pueden volver a tirar", A),
            ("che puedo agarrar tres cartas del track en un turno", A),
            ("con tres símbolos de buena suerte compro cualquier carta gratis aunque tenga condición especial", A),
            ("cuántos símbolos de mala suerte hacen falta para perder una carta y cuál pierdo", A),
            ("las cartas de evento que compro van a mi currículum o a la mano", A),
            ("si uso una carta de evento para pagar y me sobran símbolos los guardo pa después", A),
            ("una carta de Salud nueva la puedo poner debajo de la pila", A),
            ("vale y una Posesión la puedo poner debajo también", A),
            ("cuántas cartas activas puede tener cada pila", A),
            ("el coste de la barra roja cuándo se paga", A),
            ("si no puedo pagar la barra roja adónde va la carta", A),
            ("una carta de dos colores cuándo decido de qué tipo es", A),
            ("al final de la ronda qué carta se descarta de la fila", A),
            ("a dos jugadores cuándo se descarta la carta de la izquierda", A),
            ("este las fichas se acumulan como ingresos o no", A),
            ("quién tiene derecho a la asistencia social", A),
            ("si dos tienen asistencia social en qué orden cogen", A),
            ("cuándo termina la partida con cuatro jugadores signo de interrogación", A),
            ("cómo se cuentan los puntos de las Posesiones", A),
            ("las metas públicas quién se lleva los puntos", A),
            ("si empatamos a puntos quién gana", A),
            ("a cuatro jugadores cuantas cartas de infancia le tocan a cada uno", A),
            ("Disculpe, ¿quién empieza la partida?", A),
            ("puedo sacar un poquito una carta de la fila para acordarme de que la quiero comprar", A),
            ("che en la asistencia social dejamos elegir primero al que tenía menos cartas y no al que terminaba su turno y los dos querían la misma carta cómo lo arreglamos", U),
            ("jugamos dos rondas con cuatro cartas en la fila en vez de cinco sin darnos cuenta qué hacemos", U),
            ("cuántas cartas de Salud hay en el mazo de mediana edad", U),
            ("cuántas cartas de Conocimiento hay en el mazo de vejez", U),
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
