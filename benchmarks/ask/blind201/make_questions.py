"""Write the blind201 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind201/make_questions.py

Style of this set: players asking WHY or WHAT FOR. A player wants the purpose
of a rule, a component or an action, and the answer is the rule that says what
it does or when it matters ("what is Meditate even for?", "why would anyone take
a CREDIT CARD", "¿para qué sirve ...?", "¿qué sentido tiene ...?"). Some ask
plainly, some are puzzled or annoyed. More than half of each game's questions
go to the less obvious parts of its rulebook: solo modes and bots, co-op and
2-player variants, worked examples, card types and icons, end-game scoring and
tie-breaks, setup details, rarely used actions. The unanswerable questions ask,
in the same way, the purpose of something whose effect or use the rulebook
leaves open.

Each game's file is written in a seeded shuffled order (seeds 20101-20104), so the
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
SEEDS = {"coming-of-age": 20101, "loop": 20102, "adulthood": 20103, "cv": 20104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("why do i have to throw away the die i used at the end of every turn?", A),
            ("whats the point of leaving an interest token behind when i pull a die off the road", A),
            ("Why would I ever move my die to a different location when it costs me Frustration Tokens?", A),
            ("what are willpower tokens even for", A),
            ("Solo: why does Rob get a Frustration Token on his Personal Fulfillment Track when he doesn't use frustration at all?", A),
            ("whats the reason rob only starts with 2 character tokens? feels random", A),
            ("2 player game: what's the point of the 4 trait tiles sitting in a row between us?", A),
            ("why does each of those 4 middle tiles get a neutral character token put on it?", A),
            ("what is a mimic trait token for", A),
            ("What do the Goal Tiles actually do for me at the end, and why can't I just play all four?", A),
            ("this tie-break makes no sense to me, why do the traits i mimicked count when we're tied on VEP?", A),
            ("why bother hoarding willpower and motivation tokens at the very end of the game", A),
            ("what's the point of the last three levels of the friendship track?", A),
            ("In the example where red moves the 4 over to location 6, why do they get a Willpower Token?", A),
            ("in the bus example why does moving the orange counter 2 to the right give them 2 orange motivation tokens??", A),
            ("whats the roadblock tiles for at the start", A),
            ("Why do the two locations at the ends of the board count as next to each other?", A),
            ("what is the bus actually for", A),
            ("solo: why does rob get vep off a memory card without spending any of his motivation tokens?", A),
            ("Solo: what does Rob even do with the Motivation Tokens he collects if he never spends them?", A),
            ("why is there a hand limit on trait tiles, what happens if i draw a fifth one", A),
            ("The Balanced trait needs at least one counter on each side. Why does that matter if I've got zero on both sides?", A),
            ("why does the Sociable goal still count for me if im tied with someone?", A),
            ("whats the Persistent goal for, what do i need to do", A),
            ("why should i care about unresolved frustrations at the end", A),
            ("why would anyone pick losing 2 VEP instead of taking a frustration when a counter bounces left?", A),
            ("whats the icon on the far left end of each mood track for? an overcome frustration gets flipped onto it but nothing ever gives me anything from that end", U),
            ("why does the friendship track even have a left side and a right side? apart from the Fair trait is there any reason to put a kid on one side instead of the other", U),
            ("Why are the Memory Tokens different colours? Does a purple one do something a yellow one can't when I flip it, or is the colour only for traits and goals?", U),
            ("what's the passive bonus at the far right of the green track (Mediocre/Brilliant) for? the pink one lets me pay with any motivation but i cant find what the green one does", U),
        ],
        "es": [
            ("¿Por qué hay que mover el Contador de Estado de Ánimo 2 pasos a la izquierda cada vez que gasto Fichas de Motivación? ¿Da igual cuántas gaste?", A),
            ("¿Qué sentido tiene superar una Ficha de Frustración si se queda igualmente en el Registro de Ánimo?", A),
            ("¿Para qué sirven las Fichas de Recuerdo?", A),
            ("Tío, ¿de qué me sirve guardar las Fichas de Recuerdo que ya he usado?", A),
            ("Che, en solitario, ¿por qué Rob pone su dado en el mismo edificio que yo?", A),
            ("¿De qué le sirven a Rob las Fichas de Rasgo boca abajo que va acumulando?", A),
            ("¿Por qué en solitario yo robo Fichas de Objetivo de tipo B, C y D pero ninguna de tipo A?", A),
            ("En el ejemplo del Rasgo Mimético, ¿para qué necesita el jugador rojo tener al amarillo en el nivel 2 de su Registro de Amistad?", A),
            ("Si empatamos a VEP y también a Fichas de Rasgo y de Objetivo, ¿de qué sirve tener más personajes en el Registro de Amistad?", A),
            ("¿Por qué tengo que tirar todos los dados si solo voy a visitar una ubicación?", A),
            ("¿Para qué sirve dejar una Presencia?", A),
            ("¿Por qué me obligan a jugar una Carta de Padres si no hago Recuerdo ni Presencia?", A),
            ("¿Qué sentido tiene que la segunda Ficha de Motivación de un Recuerdo dé menos VEP que la primera?", A),
            ("¿De qué me sirve robar Fichas de Rasgo si ahora mismo no cumplo su requisito?", A),
            ("¿Para qué es la última casilla de la derecha de cada Registro de Ánimo?", A),
            ("En el ejemplo del autobús en la ubicación 6, ¿por qué el jugador rojo puede pagar el Recuerdo con fichas naranjas si la ubicación pedía turquesa o rosa?", A),
            ("¿Por qué se quitan los dados que quedan en la ubicación antes de que el autobús siga?", A),
            ("para que sirve el dado de 4 caras", A),
            ("¿Qué sentido tiene que al acabar cada ronda se abra un Registro de Ánimo nuevo?", A),
            ("¿Vos sabés de qué me sirve que otro jugador tenga una Presencia en la ubicación donde estoy yo?", A),
            ("Disculpe, ¿para qué sirve el Rasgo Frustrado si cada frustración sin resolver me quita VEP al final?", A),
            ("¿De qué sirve llegar al final de la partida con una Ficha de Recuerdo sin usar?", A),
            ("¿Para qué sirven las 3 Fichas de Personaje de mi color que van a la reserva general?", A),
            ("Vale, ¿y por qué Rob solo pone Fichas de Interés y no coloca sus dados en la carretera como nosotros?", A),
            ("¿Qué me pide la Ficha de Objetivo Versátil y para qué sirve?", A),
            ("Ahorita tengo mis 4 Presencias puestas. ¿De qué me sirve dejar otra si ya no me quedan Fichas de Personaje?", A),
            ("¿De qué me sirven las Fichas de Recuerdo moradas? ¿Qué Ficha de Objetivo o de Rasgo las pide, y cuántas?", U),
            ("¿De qué sirve que cada color tenga su propio mazo de Cartas de Padres? ¿Las de mi color dan bonificaciones distintas a las de los demás?", U),
            ("Oye, ¿para qué sirven los iconos del Espacio de Experiencia que no mueven Contadores? ¿Qué otros iconos puede haber ahí?", U),
            ("¿Para qué sirven las losetas de Parada de Autobús que no muestran un personaje? ¿Qué tipos de bonificación traen?", U),
        ],
    },
    "loop": {
        "en": [
            ("why would anyone take a CREDIT CARD", A),
            ("whats the point of REPUTATION?", A),
            ("Why do I lose HAPPINESS when I WORK? Seems backwards.", A),
            ("what's my LANDFILL actually for", A),
            ("why would i ever ACCEPT a FAVOUR someone plays on me", A),
            ("What is DEPLETION and why should I care about it?", A),
            ("why does the starting player get the golden side of the HAPPINESS token", A),
            ("solo: what's the point of burning a MATERIAL card every turn?", A),
            ("Solo: why do my blue FAVOURs only come back to my hand when I WORK?", A),
            ("solo, what's RENEW for", A),
            ("co-op: why do we put our FAVOURs face up next to our GOALs instead of giving them to each other?", A),
            ("Why do I get 4 GOAL in solo instead of 3?", A),
            ("what does the HOBBY goal want from me", A),
            ("What's the point of keeping ACTIVITY in my AREA after I CONSUME them?", A),
            ("why do i draw an EVENT just because my HAPPINESS went up?? makes no sense", A),
            ("Why do IMMEDIATE EVENTs go to the bottom of the discard pile but CONTINUOUS ones on top?", A),
            ("what's the point of playing the INTERN if it has no ability", A),
            ("why does the Tycoon lose extra HAPPINESS when he WORKs with CREDIT CARDs?", A),
            ("Politician: what's the point of playing a FAVOUR face down?", A),
            ("scavenger - why would i play RECYCLE as a RESELL", A),
            ("whats the Lawyer's Objection for if the FAVOUR isnt even aimed at me", A),
            ("Investor: what's the coin toss thing for?", A),
            ("Craftsman's Forge: why turn a MATERIAL into another type if it only lasts one turn?", A),
            ("why do we take sets of MATERIAL out of the game when there's only 2 of us", A),
            ("whats the point of paying off a CREDIT CARD at all, what happens to the ones i havent cleared at the end", A),
            ("We're tied on HAPPINESS. Why does having fewer MATERIAL in the LANDFILL matter?", A),
            ("whats the $ side of the COIN for apart from the Investor and Insurance tosses? does it matter which side up my coins sit", U),
            ("co-op: the burned MATERIAL go on a Discard Pile. what's that pile for, does anything ever bring those cards back?", U),
            ("competitive mode: what's the flag at HAPPINESS 11 for? it only seems to mean something in co-op and solo", U),
            ("What's the other side of the REPUTATION token for? Does its colour mean something, like 1 vs 2 REPUTATION?", U),
        ],
        "es": [
            ("¿Para qué sirve la WORK AREA? ¿Ahí va la plata que pago?", A),
            ("¿Qué sentido tiene aceptar un SHARE si el MATERIAL es mío y encima pierde QUALITY?", A),
            ("¿De qué me sirve un BARTER si no me devuelven la diferencia de QUALITY?", A),
            ("¿Para qué sirve el RESELL?", A),
            ("¿Para qué sirve el Influence del Banker?", A),
            ("Tío, ¿qué sentido tiene el Minimalist de la Homemaker?", A),
            ("¿De qué le sirve al Scholar mirar la carta de arriba de un mazo?", A),
            ("che para que sirve el Scientist", A),
            ("¿Para qué sirve el Care de la Nurse si el otro no puede rechazar el FAVOUR?", A),
            ("¿De qué sirve la Waitress?", A),
            ("¿Para qué sirve el Supersize del Chef?", A),
            ("¿Para qué sirve el Repair del Engineer?", A),
            ("¿Qué sentido tiene el Create del Artist si cobra tan poco en el WORK?", A),
            ("¿Para qué sirve el EVENT Everything Is Online?", A),
            ("¿Por qué alguien elegiría con el Freelancer el sueldo de +2 COIN y 0 HAPPINESS?", A),
            ("¿De qué va el EVENT Landfill Tax, para qué sirve?", A),
            ("¿Para qué sirve el EVENT Skinner Box?", A),
            ("¿Qué sentido tiene el EVENT Micro-Plastic?", A),
            ("En cooperativo, ¿por qué no robo FAVOUR al empezar el turno? ¿Cómo los recupero?", A),
            ("¿Ustedes saben de qué sirve llegar a HAPPINESS 11 en cooperativo si la partida termina en 12?", A),
            ("¿De qué me sirve tener 5 FAVOUR o más en la mano?", A),
            ("Disculpe, ¿por qué en el modo básico solo se juega con el INTERN?", A),
            ("¿Para qué son las cruces que tienen las CAREER?", A),
            ("¿Qué significan los escudos de las CAREER? ¿Para qué sirven?", A),
            ("¿Por qué hay que gastar 2 de REPUTATION a la vez en el CONSUME?", A),
            ("¿Sabéis vosotros por qué el primer jugador empieza con menos FAVOUR que los demás?", A),
            ("¿Para qué sirven los sets de MATERIAL que se quitan al preparar? ¿Vuelven a entrar en algún momento, por ejemplo con un EVENT?", U),
            ("tio para que sirven las GOAL que sobran al repartir, se usan en algun modo o se quedan en la caja", U),
            ("En solitario, ¿para qué sirve la pila de descarte de FAVOUR? ¿Los FAVOUR azules acaban alguna vez ahí?", U),
            ("En competitivo, ¿para qué sirven los puntos blancos de los MATERIAL boca arriba del BUY AREA, si la QUALITY la decide lo que pago?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what is Meditate even for?", A),
            ("why would I ever Donate", A),
            ("whats the point of Interview", A),
            ("What's the Date action for?", A),
            ("what does being Grown Up actually do for me", A),
            ("why do i get a free energy for taking the left-most card in the market?", A),
            ("What's energy for apart from the Wellness stuff?", A),
            ("what are the Life Event spaces on the scoring track for", A),
            ("Why is there a little heart icon on every Partner card?", A),
            ("why do i keep an Experience stack instead of just discarding cards i've used", A),
            ("what do life icons actually do", A),
            ("why do i get 2 face down Values i'm not even allowed to look at??", A),
            ("what's the point of the unhappiness tokens", A),
            ("Why do I have to put all my time down before I get to do anything? It's annoying.", A),
            ("what's the white box on the cost bar for, like on Marathon?", A),
            ("solo: what are the Achievement cards for?", A),
            ("Solo: what's Meditate for when there aren't any Values?", A),
            ("solo - why does the market get wiped out at the end of every round?", A),
            ("Why are there only 8 Life Events in solo?", A),
            ("what's the point of going past the end of a track? does it just stop", A),
            ("why bother getting Promoted if i lose the first action on my Career?", A),
            ("what's that symbol on some Life Events that says the effect carries over?", A),
            ("what's the Open Relationship trait for", A),
            ("In the Actor example, why am I allowed to count the Actor's own icon toward the promotion?", A),
            ("why can't I play Family Time yet? I'm already Grown Up", A),
            ("why does the game keep going after someone's markers cross? shouldn't it just end", A),
            ("solo: the left-most market card gives an extra energy, but in solo the first card is free anyway. what's that energy bonus for in solo, do i still get it?", U),
            ("when i get a new Partner my old one goes to the Experience stack. if we were Married, what's their heart good for then, does it still fill my Values hole for the 4 impact?", U),
            ("what's the point of unhappiness tokens if my Happiness marker is still at the start? does it go below zero?", U),
            ("solo: some Life Events give you 'a chance to meditate'. in solo is that the new market-swap meditate or the normal Values one? what's it for with no Values?", U),
        ],
        "es": [
            ("¿Para qué sirve la acción de arriba de Career si todavía no tengo ninguna carta de Career puesta?", A),
            ("¿Qué sentido tienen las acciones de abajo del tablero, las que nunca se tapan?", A),
            ("¿Por qué en el primer turno tengo que gastar el tiempo antes de poder jugar la Career que tengo en la mano?", A),
            ("¿Para qué se pasan las Life Event a la pila de Experience al resetear el tablero?", A),
            ("En el ejemplo de Mall Walkers, ¿de qué me sirve ponerlo en Community?", A),
            ("En el ejemplo de Overseas Vacation, ¿por qué se guarda la carta en la pila de Experiences después de usarla?", A),
            ("¿Para qué sirven las cartas de Resource y de Trait?", A),
            ("¿Qué sentido tiene el marcador Married?", A),
            ("Si cambio de Partner, ¿qué pasa con el Married? ¿Para qué sirve entonces casarse?", A),
            ("¿Para qué sirve el Wellness de arriba del tablero?", A),
            ("¿Por qué la Happiness avanza hacia la izquierda y el Impact hacia la derecha?", A),
            ("¿Para qué sirven los sets de Life Icons al final de la partida?", A),
            ("¿De qué me sirve el Value que tengo en la mano al final?", A),
            ("¿Para qué querría descartar un Value con Meditate?", A),
            ("En solitario, ¿por qué la primera carta del mercado es gratis y la tercera cuesta tanto?", A),
            ("En solitario, ¿de qué sirven las cartas que te dejan coger una carta extra del mercado?", A),
            ("En solitario, ¿para qué sirven los corazones de los Partners si no hay Values?", A),
            ("En solitario, ¿para qué sirven las fichas de Unhappiness y Negative Impact? ¿Cuentan igual?", A),
            ("Che, ¿qué gano completando el nivel más alto de un Achievement y no solo el primero?", A),
            ("¿Qué sentido tiene que un Trait me dé Life Icons extra? ¿Cuándo cuentan?", A),
            ("¿Por qué tengo que poner plata, 1 money, además del tiempo para casarme con Date?", A),
            ("¿Para qué hay un icono de Grown Up en cada pista si con pasar uno ya basta?", A),
            ("¿Por qué no puedo usar la acción de una carta el mismo turno en que la juego?", A),
            ("¿Para qué sirve poder hacer el paso 3 en cualquier orden?", A),
            ("¿Qué sentido tiene que solo pueda tener una Career a la vez? ¿Qué pasa con la vieja?", A),
            ("Disculpe, ¿para qué sirve la barra morada de las Career y los Partner?", A),
            ("¿De qué me sirve un Partner que llena el hueco de dos de mis Values a la vez? ¿Son 4 de Impact o 8?", U),
            ("¿Qué sentido tiene el icono de Luxury? ¿Qué cartas lo piden para algo?", U),
            ("En solitario, ¿de qué sirve que mis marcadores se crucen antes de la octava Life Event? ¿La partida sigue igual o se acaba?", U),
            ("Disculpe, el Icon Guide pone el hueco del corazón como coste para jugar o mejorar una carta. ¿Para qué sirve eso, hay cartas que cuestan un corazón?", U),
        ],
    },
    "cv": {
        "en": [
            ("what's the bicycle card for", A),
            ("why is there a bicycle token as well as the card?", A),
            ("What's my secret life goal card for?", A),
            ("why would i ever put a health card under my stack instead of on top", A),
            ("whats the point of the tokens if they don't pile up like income", A),
            ("What are event cards for?", A),
            ("what's the point of rolling 3 good luck symbols", A),
            ("why can't i reroll my bad luck dice?", A),
            ("What is social assistance for?", A),
            ("why does the leftmost card on the track get thrown out at the end of a round", A),
            ("2 players: why do we mix the bicycle card with only 5 random childhood cards?", A),
            ("why do we pass childhood cards around at the start instead of just dealing them", A),
            ("what's the red slash on some cards for", A),
            ("Why do some cards have two colours in the title?", A),
            ("why would i want possession cards if they need money", A),
            ("why would anyone take a work card when some of them have bad effects", A),
            ("what are knowledge cards good for", A),
            ("what do relationship cards do for me", A),
            ("in the reroll example, why does the player have 5 dice and not 4?", A),
            ("tie on points: why does the player with FEWER cards win? seems backwards", A),
            ("In the scoring example, why does Felix only get 10 points for his health cards?", A),
            ("in the example why do felix and julius both get the full 5 for Collector?", A),
            ("whats the point of getting more dice? is there a limit", A),
            ("why can't i use the same tokens to buy a card and then pay my red slash costs?", A),
            ("In the reroll example, why would the player risk rerolling the die that shows relationship?", A),
            ("Why are there three different age decks?", A),
            ("why does the game only check the old age deck at the end of a round? what if it runs dry halfway through a round and there are holes in the track?", U),
            ("whats a single good luck symbol good for if i don't get to 3? does it do anything on its own", U),
            ("what's the point of the two childhood cards in my hand that aren't the bike? do i ever play them or put them in my stacks?", U),
            ("what's the point of keeping the bicycle card face up in front of me once the token shows who started? does the card itself do anything else?", U),
        ],
        "es": [
            ("¿Para qué sirve deslizar un poco una carta fuera del track?", A),
            ("¿De qué sirve poner los dados y las fichas al lado de las cartas que estoy mirando?", A),
            ("¿Para qué son las dos tiradas extra?", A),
            ("¿De qué me sirven las cartas que quedan tapadas debajo de un montón de mi currículum?", A),
            ("¿Por qué las cartas de Posesión y de Trabajo tienen que ir siempre arriba del montón?", A),
            ("Si compro una carta de evento del track, ¿para qué me la quedo en la mano?", A),
            ("¿Para qué sirven los símbolos de una carta de evento cuando compro? ¿Me dan fichas?", A),
            ("En el ejemplo de la asistencia social, ¿por qué Eric recibe carta y Felix no?", A),
            ("¿Para qué sirven los objetivos de vida que se ponen boca arriba en el tablero?", A),
            ("Tío, ¿por qué pierdo una carta cuando junto 3 símbolos de mala suerte?", A),
            ("¿Por qué Felix gana 8 puntos con su objetivo secreto en el ejemplo de puntuación?", A),
            ("¿Por qué se acaba la partida cuando en el mazo de vejez quedan menos cartas que jugadores?", A),
            ("Con 3 de buena suerte compro cualquier carta gratis, ¿de qué me sirve eso si la carta tiene una condición especial?", A),
            ("¿Por qué la asistencia social empieza por el jugador que acaba de terminar su turno?", A),
            ("¿Por qué con 4 jugadores no hay que preparar el mazo de infancia como con 2 o 3?", A),
            ("¿Por qué las cartas de evento no se quedan en el currículum?", A),
            ("¿Para qué se revelan los objetivos personales al final y no antes?", A),
            ("para que sirve el bloc de notas", A),
            ("¿De qué me sirve poder jugar una carta de evento en cualquier momento?", A),
            ("¿Para qué sirve el mazo de mediana edad? ¿Cuándo entra en juego?", A),
            ("¿Para qué sirven los símbolos que saco en los dados?", A),
            ("Che, ¿de qué me sirve agarrar 2 cartas en un turno si solo una queda activa por montón?", A),
            ("Si no puedo pagar la barra roja, ¿para qué me sirvió la carta? ¿Qué pasa con ella?", A),
            ("¿Para qué sirven las cartas de Salud?", A),
            ("Disculpe, ¿puedo usar fichas y dados juntos para pagar? ¿Para qué sirven las fichas al comprar?", A),
            ("¿Para qué se pone boca arriba la carta de la bicicleta?", A),
            ("¿Qué sentido tiene que al limpiar se hable del mazo de 'young adulthood' si al preparar se dice 'early adulthood'? ¿Es otro mazo, para qué sirve?", U),
            ("Che, ¿de qué me sirven las cartas de Trabajo que quedan tapadas? ¿Cuentan para un objetivo de vida que pida trabajos o solo la de arriba?", U),
            ("Disculpe, ¿para qué sirve una Posesión que no tiene puntos impresos? ¿Hay Posesiones que valgan 0?", U),
            ("¿Para qué sirve guardar en secreto las cartas de infancia que me quedo? ¿Los demás pueden mirarlas?", U),
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
