"""Write the blind193 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind193/make_questions.py

Style of this set: questions DICTATED BY VOICE to a phone at the table and sent
as the speech recogniser wrote them: little or no punctuation, run-on
sentences, filler words ("um so", "like", "o sea", "este", "bueno pues"),
numbers as words or digits, homophones and misheard game words ("the rep
station track", "can I by", "favor", "hay que echo", "haber", "el dei"),
words split or merged, a word repeated, a missing question mark. More than
half of each game's questions are about the less obvious parts of its
rulebook: solo modes and bots, co-op and 2-player variants, worked examples,
card types and icons, end-game scoring and tie-breaks, setup details and
rarely used actions.

Each game's file is written in a seeded shuffled order (seeds 19301-19304), so the
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
SEEDS = {"coming-of-age": 19301, "loop": 19302, "adulthood": 19303, "cv": 19304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {}

Q["coming-of-age"] = {
    "en": [
        ("um so in solo mode does rob bot get a starting trait tile like me or something else", A),
        ("rob rolled three dice but he's only got two interest tokens left which dice does he put them on", A),
        ("when robs personal fulfillment counter moves does he take the willpower spaces too or does he skip them", A),
        ("okay rob is already on the last space of his fulfillment track and he has two interest tokens at my location how many vep does he get", A),
        ("the bus stop tile here is just a normal bonus not a kid so what does rob actually do there", A),
        ("can rob have like two character tokens on level zero of his friendship track or just the one", A),
        ("when rob scores a memory card does he actually spend his motivation tokens or does he keep them", A),
        ("the location lets you pick between two colours so which motivation token does rob get at the end of step b", A),
        ("um solo setup which goal tiles do i draw is it one of each letter like normal", A),
        ("rob keeps beating me by miles how do i make him easier", A),
        ("end of the solo game does rob score the trait tiles still sitting face down in his pile", A),
        ("two player variant how many trait tiles go in the row in the middle and what are the neutral kids on them for", A),
        ("2 player game the third tile in the neutral row what friendship level do i need with it's kid to mimic it", A),
        ("in the example where the orange counter bounces twice to the right how many orange tokens do they get and what do they do with them", A),
        ("so in that bus example they spend the 2 orange motivation tokens on the memory card thats five vep right three plus two", A),
        ("can i flip my memory token before i do the experience space or only after", A),
        ("the memory token that sends a counter to the middle space what do i get for that", A),
        ("we tied on vep at the end whats the tie break", A),
        ("leftover willpower motivation and memory tokens at the end how many vep are they worth", A),
        ("i've got two unresolved frustration tokens at the end how much does that cost me", A),
        ("i only played three trait tiles how many goal tiles can i score at the end", A),
        ("the saver goal is type a and me and my brother have exactly the same number of tokens does my goal count", A),
        ("whats needed for the committed goal tile", A),
        ("setup where does my vital experience point counter start on the track", A),
        ("um round 3 is starting which dice do we get and which locations open up", A),
        ("the trait tile says competent what do i need to play it", A),
        ("can i peek at rob's face down trait pile to see what he's got coming", U),
        ("is there like a score table for solo that tells me how good my win against rob was", U),
        ("we lost one of the the bus stop tiles can we just play with nine", U),
        ("at the bus stop can me and my friend make a deal like i befriend you and you befriend me next turn", U),
    ],
    "es": [
        ("bueno pues si cambio el dado a una ubicacion que no es adyacente cuantas fichas de frustracion tengo que poner", A),
        ("vale tío y si todos mis Registros de Ánimo ya tienen una Ficha de Frustración puedo cambiar el dado de ubicación igual", A),
        ("o sea las ubicaciones de las dos puntas del tablero cuentan como adyacentes o no", A),
        ("che cuando gasto dos Fichas de Motivación para el Recuerdo cuánto se mueve el Contador de Estado de Ánimo", A),
        ("Disculpe, ¿en qué casos puedo pagar una Presencia con Fuerza de Voluntad y cuántas fichas son?", A),
        ("haber si gano el Recuerdo con fuerza de voluntad en vez de motivacion cuantos VEP me dan", A),
        ("este ya he echo mis cuatro Presencias y quiero poner otra en una ubicacion nueva que hago", A),
        ("vos sabés si puedo tener Presencia dos veces en la misma ubicación", A),
        ("si no quiero ni Recuerdo ni Presencia que pasa y cuantas cartas de padres me quedan en la mano despues", A),
        ("la pila de descarte de mis Cartas de Padres la pueden mirar los demas o es secreta", A),
        ("reboto a la izquierda y tengo una Ficha de Frustración superada en el extremo izquierdo de ese registro que gano", A),
        ("tio si el contador rebota a la derecha pero el icono de motivacion esta tapado con una ficha de frustracion que me llevo", A),
        ("Disculpe, ¿cuántas Fichas de Rasgo puedo tener en la mano como máximo y qué pasa si robo una más?", A),
        ("para poner un Rasgo Mimético sobre la ficha del tercer hueco de otro jugador que nivel de amistad necesito con el", A),
        ("ahorita puedo imitar el mismo rasgo dos veces con dos Rasgos Miméticos", A),
        ("con cuatro fichas de Fuerza de Voluntad puedo superar una frustración cuando quiera y donde va la ficha", A),
        ("el bus en que orden va parando en las ubicaciones y para en todas", A),
        ("tengo dado y Presencia en la misma parada puedo coger la bonificación de la parada y también la de amistad", A),
        ("para subir un personaje del nivel cuatro al cinco del registro de amistad que hace falta", A),
        ("se termina la primera ronda que Registro de Ánimo se desbloquea y en que casilla pongo el contador", A),
        ("los dados que quedan en la ubicacion cuando el bus se va a la siguiente que pasa con ellos", A),
        ("se acabo la partida antes de puntuar puedo usar todavia una ficha de recuerdo", A),
        ("variante de dos jugadores podemos poner los dos un Rasgo Mimético en la misma ficha neutral de la fila", A),
        ("en solitario cuando Rob juega una Ficha de Rasgo de su pila tiene que cumplir el requisito", A),
        ("en solitario al final del turno que pasa con la carta de recuerdo de la ubicacion aunque nadie la haya cogido", A),
        ("las fichas de objetivo de tipo b como gamer o hedonist que piden", A),
        ("o sea un amigo que solo esta mirando la partida le puede dar consejos a un jugador mientras elegimos ubicacion a la vez", U),
        ("mi hija tiene seis años podemos jugar las dos juntas con un solo tablero como si fuéramos un jugador", U),
        ("vale en solitario ya vamos por la ronda tres y Rob va muy por detrás le puedo dar la tercera Ficha de Personaje ahora a mitad de partida", U),
        ("cuando muevo un contador y gano bonificaciones hay que decirlas en voz alta a los demás o cada uno las aplica callado", U),
    ],
}
Q["loop"] = {
    "en": [
        ("um so solo mode which favor cards do i use the red ones or the blue ones", A),
        ("solo blue ACQUIRE how much do i pay for the MATERIAL and who gets the COIN", A),
        ("in solo can renew take a UTILITY out of the central LANDFILL and what does it cost me", A),
        ("solo RESELL where does the MATERIAL go and how much COIN do i get", A),
        ("solo the burning MATERIAL card at the end of my turn just showed DEPLETION do i lose the HAPPINESS for that", A),
        ("how many GOAL cards do i start with playing solo", A),
        ("so how do you actually win the solo mode", A),
        ("co-op do we still draw a FAVOUR at the start of our turn", A),
        ("co op when do i get my played favours back in my hand", A),
        ("cooperative can i spend a REPUTATION to reject a favour my friend plays", A),
        ("co-op setup how many FAVOUR does each of us start with", A),
        ("in co op when exactly do we burn the top MATERIAL card", A),
        ("basic mode we both ended on the same HAPPINESS whats the tie break order", A),
        ("two players how many sets of MATERIAL do we take out before setup", A),
        ("three players im sitting second how many favour do i start with", A),
        ("who's supposed to go first", A),
        ("whats the most i can have on the rep station track", A),
        ("i accepted a share how much REPUTATION is that", A),
        ("can i by three MATERIAL in one turn and how do i pick the QUALITY", A),
        ("the dance ACTIVITY what do i have to take QUALITY from", A),
        ("this ACTIVITY shows two of the same colour can i take 2 QUALITY off one MATERIAL", A),
        ("what does the HOBBY GOAL need", A),
        ("the the TYCOON works how much COIN does he get", A),
        ("i went from HAPPINESS 4 to 10 in one go how many EVENT cards do i draw", A),
        ("how much can i PAYOFF on a CREDIT CARD each turn and when is it done", A),
        ("end of the game i've got 5 MATERIAL in my LANDFILL and one CREDIT CARD not paid off what do i lose", A),
        ("the CRAFTSMAN wants to Forge my MATERIAL into something else does he need my ok first", U),
        ("co-op with Vulgarian out can my teammate's COIN count toward my four so i can CONSUME", U),
        ("can we play the basic mode but just add the EVENT cards without the CAREER or CREDIT CARD", U),
        ("co op im the SCAVENGER and want to play my RECYCLE as a RESELL but theres no REJECT in co op so how does that work", U),
    ],
    "es": [
        ("cuanta plata o sea COIN me da el WORK si soy INTERN y que pierdo", A),
        ("vale tío y puedo pasar el turno sin hacer nada", A),
        ("al empezar mi turno cuantos FAVOUR robo", A),
        ("si acepto un RECYCLE cuánta REPUTATION gano", A),
        ("este me juegan un FAVOUR que no quiero como lo rechazo", A),
        ("en un BARTER doy un MATERIAL de QUALITY 3 por uno de QUALITY 1 me devuelven la diferencia", A),
        ("puedo jugar un RESELL a alguien que no tiene COIN para pagarme", A),
        ("juego dos SHARE para una ACTIVITY y el segundo me lo rechazan que pasa con la QUALITY del primero", A),
        ("Disculpe, ¿puedo usar una REPUTATION para comprar un MATERIAL de QUALITY 1 sin pagar ninguna COIN?", A),
        ("bueno pues en mi turno de CONSUME puedo cambiar REPUTATION por HAPPINESS cuanto cuesta", A),
        ("si quedamos de acuerdo en algo antes de jugar un FAVOUR y el otro no cumple que pasa", A),
        ("cuando pasa la DEPLETION y quien pierde HAPPINESS", A),
        ("llegue a HAPPINESS 12 se acaba la partida en ese mismo momento", A),
        ("modo competitivo cuantas CAREER me reparten y que hago con ellas", A),
        ("soy el CHEF y compro FOOD que QUALITY me queda", A),
        ("la OFFICE LADY puede comprar algo en su turno de WORK", A),
        ("ahorita soy el SCIENTIST puedo comprar un MATERIAL de mi propio LANDFILL", A),
        ("vos sabés qué pasa si al POLITICIAN le descubren el farol", A),
        ("che la WAITRESS cuantos FAVOUR roba al empezar el turno", A),
        ("está Micro-Plastic activo puedo usar un FOOD como PLASTIC y puedo hacer una ACTIVITY que pide FOOD", A),
        ("en el ejemplo de Landfill Tax el P1 hace SHARE del GLASS del P3 quien pierde la COIN", A),
        ("haber el ejemplo de The 2nd Semi Mid-Season Sales como sale que pago 2 COIN por el GLASS y el FOOD", A),
        ("sale un EVENT inmediato en que orden lo resolvemos", A),
        ("ya he echo la solicitud de una CREDIT CARD que me dan de regalo de bienvenida", A),
        ("con Bad Debt activo y una CREDIT CARD que puedo hacer en mi turno", A),
        ("en cooperativo podemos jugar con las cartas a la vista de todos", A),
        ("en cooperativo sale Insurance y no tengo COIN un compañero puede pagar la moneda por mí", U),
        ("¿Se puede jugar el modo cooperativo sin EVENT ni CREDIT CARD para principiantes?", U),
        ("oigan si el jugador que empezó la partida con la ficha dorada se tiene que ir a mitad cuando se acaba la última ronda", U),
        ("en la campaña la HAPPINESS con la que termino una partida cuenta para la siguiente", U),
    ],
}
Q["adulthood"] = {
    "en": [
        ("um playing solo do i still get values cards", A),
        ("solo how many life events are in the deck i use", A),
        ("solo how many cards are in the market and when does it get refreshed", A),
        ("solo mode i want a second card from the market what does it cost and the third one", A),
        ("solo a card lets me take an extra card from the market do i have to pay for it", A),
        ("solo do i draw a life event when my marker goes past the life event spaces", A),
        ("what does meditate do in solo mode", A),
        ("so how do i actually win a solo game", A),
        ("solo end of game do i get the bonus for sets of life icons or the hearts", A),
        ("solo achievement cards how many do i draw and how many do i keep", A),
        ("my markers just crossed do we stop right now or what", A),
        ("end of the game i have four family icons how much happy is that", A),
        ("what's a complete heart worth at the end", A),
        ("my happiness marker went past the end of the track what now", A),
        ("we ended with the exact same combined score who wins", A),
        ("theres a grown up icon in the green bar on this card what does that mean", A),
        ("the card has like a white and black life icon in the green cost bar can i play it", A),
        ("the family time card in the rulebook example what do i need to put it in my leisure slot", A),
        ("marathon has a white box on the cost bar how do i pay for that", A),
        ("so what does mall walkers give me once its on my community slot", A),
        ("i played overseas vacation what do i get and where does the card go", A),
        ("im an actor and need one more fame to get promoted does the actor card's own icon count", A),
        ("once im promoted can i still use the first action spot on my career", A),
        ("i take the left most card from the market do i get anything extra", A),
        ("i just played a wellness card with a new action can i use it this turn", A),
        ("how many resources and traits can i have out at the same time", A),
        ("my married partner's heart matches two of my values cards do i get the four impact twice", U),
        ("a card lets me take an extra card from the market and i take the left most one do i also get the free energy", U),
        ("the career card i discarded at setup where does it go bottom of the deck or a discard pile", U),
        ("my friend is just watching can she tell me where to put my time", U),
    ],
    "es": [
        ("cuánto cuesta el dei y que me da", A),
        ("cuanta plata cuesta el Donate y que gano", A),
        ("bueno pues que hace Meditate exactamente y cuanto cuesta", A),
        ("para que sirve el Interview y cuanto tiempo cuesta", A),
        ("la acción de arriba de Career sin carta que da", A),
        ("la acción de arriba de Wellness que me da si todavía no tengo carta", A),
        ("¿vosotros sabéis si puedo usar las dos acciones de Leisure en el mismo turno?", A),
        ("puedo usar la misma casilla de acción dos veces en un turno", A),
        ("al preparar cuantos Values me dan y cuales puedo mirar", A),
        ("al empezar cuantas cartas de Career me dan y que hago con ellas", A),
        ("che quién empieza la partida", A),
        ("para ser Grown Up tengo que pasar la casilla en los dos tracks o basta con uno", A),
        ("paso una casilla de Life Event cuando la resuelvo y puedo sacar dos en un turno", A),
        ("Disculpe, ¿cuánto cuesta la carta de más a la derecha del mercado?", A),
        ("puedo jugar en este mismo turno la carta que acabo de agarrar del mercado", A),
        ("juego una carta Experience que hago con ella despues", A),
        ("al final de la partida que hago con mis fichas de Unhappiness y Negative Impact", A),
        ("ya tengo una carta de Community y juego otra que pasa con la vieja", A),
        ("que necesito para casarme con mi Partner", A),
        ("o sea en mi primer turno puedo jugar la Career de la mano antes de colocar el tiempo", A),
        ("los marcadores de puntos pueden ir hacia atrás durante la partida", A),
        ("la carta no tiene barra verde cuanto cuesta jugarla", A),
        ("el corazon de la carta de Partner para que sirve", A),
        ("al final de mi turno que hago con el mercado", A),
        ("puedo usar fichas de energía como si fueran de tiempo", A),
        ("en solitario que tablero y que lado del mercado uso", A),
        ("vale y si se acaban las fichas de Unhappiness o de Negative Impact que usamos", U),
        ("somos dos queremos jugar el modo solitario a la vez compitiendo con el mismo mazo de ocho Life Events se puede", U),
        ("un Life Event me hace descartar mi Partner y estaba casado pierdo el marcador de Married aunque no haya puesto otra", U),
        ("en solitario se acabo el mazo y ya no se puede llenar el mercado con tres cartas se termina la partida", U),
    ],
}
Q["cv"] = {
    "en": [
        ("um two player setup how many childhood cards go in the deck we deal from", A),
        ("three players what do we do with the childhood cards before dealing", A),
        ("how many life goal cards go face up on the board with three of us", A),
        ("who starts the game and who starts each round after that", A),
        ("how many dice do i roll and whats the most i can ever have", A),
        ("how many times can i reroll and can i reroll the bad luck ones", A),
        ("i got three good luck symbols what can i do with them", A),
        ("i ended up with six bad luck symbols between my dice and tokens how many cards do i lose", A),
        ("when can i play an event card from my hand", A),
        ("if i use an event card to help buy something do i get tokens for its symbols and what about the leftover symbols", A),
        ("theres a red slash on my active cards effect when do i pay and what if i cant", A),
        ("i used my money dice to buy a card can i use the same dice to pay my red slash cost", A),
        ("this card has a title in two colours and two type icons where does it go", A),
        ("i bought a health card do i have to put it on top of my health stack", A),
        ("new work card can i tuck it under my old job", A),
        ("do my tokens pile up every turn like income", A),
        ("two player game when do we throw out the left most card on the track", A),
        ("who gets social assistance and what do they get", A),
        ("in the social assistance example why is it eric who gets the card and not felix", A),
        ("how does the game end", A),
        ("in the scoring example how does felix get to sixty three", A),
        ("two of us tied on a public life goal who gets the points", A),
        ("we tied on points at the end who wins", A),
        ("how many cards can i take off the track in one turn", A),
        ("in the used car example why do they keep the bad luck die on the table when they reroll", A),
        ("at the start how does the childhood draft work exactly", A),
        ("when i get social assistance can i save it and take my free card later when a better one shows up", U),
        ("the bicycle kid wants to let my youngest start instead is that allowed", U),
        ("we're all experienced is it ok to just play without the social assistance rule", U),
        ("the life goal cards nobody got at setup can we look at them or do they go back in the box", U),
    ],
    "es": [
        ("cuantas cartas de la pista se ponen al principio y de que mazo", A),
        ("cuantas metas de vida secretas tiene cada uno", A),
        ("somos cuatro cuantas cartas de infancia nos dan", A),
        ("para que sirve la ficha de la bicicleta si ya tengo la carta", A),
        ("Disculpe, ¿qué tipo de cartas son las de Posesión y para qué sirven?", A),
        ("las cartas de Work que suelen dar y tienen algo malo", A),
        ("las cartas de Health para que sirven", A),
        ("este las de Knowledge que hacen normalmente", A),
        ("y las de Relationship que dan", A),
        ("cual de mis cartas del currículum es la activa", A),
        ("puedo tener dos cartas activas de Health a la vez", A),
        ("en la limpieza como se rellena la pista", A),
        ("cuando se descarta la carta de la izquierda de la pista con tres jugadores", A),
        ("vale tío cuando se mira lo de la asistencia social", A),
        ("si dos jugadores reciben asistencia social a la vez quien coge primero", A),
        ("con la asistencia social me llevo una carta gratis pero tiene una condicion especial la tengo que cumplir", A),
        ("en el ejemplo de puntuacion cuantos puntos dan cuatro cartas de Health y cinco de Knowledge", A),
        ("como cuento los puntos de las cartas de posesion al final", A),
        ("ustedes saben quien se lleva los puntos de las metas de vida publicas", A),
        ("una carta de evento queda en mi currículum despues de usarla", A),
        ("puedo sacar un poco una carta de la pista para acordarme de que la quiero", A),
        ("che con tres de buena suerte compro una carta que tiene una condicion especial me salto la condicion tambien", A),
        ("ahorita las fichas con mala suerte de mis cartas cuentan para los tres de mala suerte", A),
        ("compro una carta de evento de la pista donde la pongo", A),
        ("haber en el ejemplo de los dados como tiene cinco dados el jugador", A),
        ("si al final seguimos empatados con las mismas cartas en el currículum que pasa", A),
        ("a mitad de ronda se acaba el ultimo mazo y la pista no se puede rellenar hasta cinco que hacemos", U),
        ("para mi hijo pequeño podemos jugar sin eso de que los dados de mala suerte se quedan congelados", U),
        ("las cartas de infancia que tengo en la mano se las tengo que enseñar a los demas durante la partida o las guardo en secreto", U),
        ("bueno pues si se tiene que ir el jugador que tiene la bicicleta quien empieza las rondas", U),
    ],
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
