"""Write the blind182 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind182/make_questions.py

Style of this set: players who TEACH THE GAME to someone else and ask how to
explain a part of it, or ask for the short version of a rule to tell a
newcomer ("how do i explain to my nephew what he does on his turn?", "in one
line, how does someone win?", "¿Qué le digo a un novato sobre Rob en el
solitario?"). The answer is the rule or overview a teacher would read out.
The questions cover every part of each rulebook, the solo, co-op and
2-player modes and Rob Bot included. The unanswerable ones ask a teacher's
question the rulebooks leave open (a teaching variant, a simplification, a
card or board fact, a story detail), asked the same way.

Each game's file is written in a seeded shuffled order (seeds 18201-18204), so the
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
SEEDS = {"coming-of-age": 18201, "loop": 18202, "adulthood": 18203, "cv": 18204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("how do i explain to my nephew what he does on his turn? just the 4 phases in short", A),
            ("in one line, how does someone win?", A),
            ("setting up for newbies: which locations start covered, and what goes on the 4 open ones?", A),
            ("how many turns is a whole game and which dice do you use in each round? want to tell them up front", A),
            ("how do i explain the dice bit - everyone rolls, then what happens to the dice you dont pick?", A),
            ("whats the short version of moving your die to another location? the frustration token thing", A),
            ("how do i tell a new player to get rid of a frustration? like overcoming it", A),
            ("explain the personal fulfillment track in one sentence? how does it move forward", A),
            ("my kid wants to wait and see what everyone else picks first. how do i explain why he cant?", A),
            ("how do i explain the experience space at the bottom of a location, what order do you do the icons in?", A),
            ("quick way to explain memory tokens to a new player? what they do and when you can use one", A),
            ("how do i explain bouncing off the end of a mood track, both ways?", A),
            ("whats the one thing new players always get wrong about mimic trait tokens?", A),
            ("teaching the trait bonus: what are the three choices, short version?", A),
            ("how do i explain the bus phase to someone who's never played?", A),
            ("my sister asks: if i have my die AND a presence where the bus stops, do i get two bonuses there?", A),
            ("short version of the friendship bonus for a newbie? first time you meet someone vs after that", A),
            ("how do i explain friendship levels 5 to 7? my friend thinks any friendship bonus gets you there", A),
            ("memory vs presence vs parent card: how do i explain the choice at the bus stop in plain words?", A),
            ("how much VEP does a memory give if you spend 3 motivation tokens? want a worked example for my group", A),
            ("whats the catch with spending motivation tokens that beginners always forget?", A),
            ("presences: how many can you have and what if you want another one after that?", A),
            ("what do i tell them happens at the end of each year, and the extra stuff at the end of a round?", A),
            ("how do i explain final scoring quickly? frustrations, goals, leftovers", A),
            ("2 players: how do i set up the 4 extra trait tiles and how do we use them?", A),
            ("how do i explain the tie-break if two people end with the same VEP?", A),
            ("what are locations 5 to 10 called? i only know home, school, pizzeria and arcade and i want to tell it like a story", U),
            ("my 6 yr old wants to play as my partner on one board, deciding together. do the rules say anything about two people running one colour?", U),
            ("first game with newbies: does the rulebook say which goal letter (A, B, C or D) is the easiest to aim for?", U),
            ("is there an official score pad for VEP? the kids keep losing their place on the track", U),
        ],
        "es": [
            ("Mi abuela va a jugar por primera vez, ¿cómo le explico qué tiene que poner en su tablero personal al preparar?", A),
            ("¿Qué le digo a un novato sobre Rob en el solitario? La versión corta de cómo se prepara", A),
            ("¿Cómo le explico a mi hermano lo que hace Rob con sus dados y sus Fichas de Interés cada turno?", A),
            ("En una frase: ¿cómo avanza Rob en su registro de Realización Personal?", A),
            ("Vale, tío, ¿cómo explico lo que hace Rob cuando el autobús para donde tiene dado o Presencia? El primer paso", A),
            ("¿Y en el segundo paso qué hace Rob? ¿Gasta de verdad sus Fichas de Motivación?", A),
            ("Disculpe, ¿cómo se le explica a un principiante la puntuación final de Rob?", A),
            ("Che, si a mi sobrino le cuesta mucho ganarle a Rob, ¿qué ajuste propone el reglamento? ¿Y si le resulta muy fácil?", A),
            ("¿Cuántas Fichas de Rasgo puedo tener en la mano y cuántas puedo jugar en toda la partida? Es para decírselo a los nuevos", A),
            ("Para enseñar: ¿el requisito de una Ficha de Rasgo hay que seguir cumpliéndolo después de jugarla?", A),
            ("¿Cómo explico los Objetivos de tipo A? ¿Qué pasa si empato en la mayoría?", A),
            ("como le explico a mi primo que las ubicaciones de las puntas del tablero cuentan como adyacentes", A),
            ("¿Qué le digo a un novato que quiere cambiar de ubicación pero ya tiene Fichas de Frustración en todos sus Registros de Ánimo?", A),
            ("Si pago un Recuerdo con 4 de Fuerza de Voluntad, ¿cuántos VEP le digo que gana?", A),
            ("¿Cómo les explico qué pasa con la carta de Recuerdo cuando alguien la consigue? ¿Pueden cogerla dos a la vez?", A),
            ("Mis alumnos preguntan por las Cartas de Padres: ¿cuándo se juegan y con cuántas se queda uno en la mano?", A),
            ("¿Qué hay que hacer con los dados que quedan en una ubicación cuando el autobús termina allí?", A),
            ("Si la zona de Experiencia mueve un Registro de Ánimo que todavía no tengo abierto, ¿qué le digo al novato?", A),
            ("como explico los rebotes dobles? si tengo que rebotar dos veces a la derecha que pasa", A),
            ("Al terminar la ronda 4, ¿se puede usar todavía alguna Ficha de Recuerdo? Para avisarles antes de puntuar", A),
            ("¿Qué pasa si llego al final del registro de Realización Personal y aún me toca avanzar?", A),
            ("Ahorita le explico a mi primo lo de la Fuerza de Voluntad: ¿para qué sirve y se puede acabar?", A),
            ("¿Cómo resumo el objetivo del juego a alguien que no sabe nada? ¿Qué son los VEP?", A),
            ("¿Cuáles son los cinco Registros de Ánimo y en qué orden se van abriendo? Se lo quiero contar a mi hija", A),
            ("¿Qué le cuento a un novato de las Fichas de Motivación de colores que no están al principio?", A),
            ("En solitario, ¿qué se hace con la carta de Recuerdo al final del turno si la consiguió Rob o yo?", A),
            ("¿Qué bonificación dan los niveles 1, 2 y 3 del Registro de Amistad? Quiero hacerle una chuleta a mi sobrina", U),
            ("Disculpe, ¿qué muestra la zona de Experiencia de cada ubicación? Quisiera decirle a mi nieto a cuál ir para moverse hacia Activo", U),
            ("Oye, ¿las Cartas de Recuerdo traen algún texto o historia para leer en voz alta cuando alguien las gana?", U),
            ("che, ¿a qué edad de los personajes corresponde cada ronda? para contárselo a los pibes como una historia", U),
        ],
    },
    "loop": {
        "en": [
            ("whats the 10 second version of a turn? draw a FAVOUR then WORK, BUY or CONSUME?", A),
            ("in one line, how does the game end?", A),
            ("teaching Basic Mode to 3 friends: how many sets of MATERIAL do we take out, and what goes around the DEPLETION?", A),
            ("how do i explain who gets how many FAVOUR at the start? we're 4", A),
            ("how do i explain QUALITY when you BUY? like what does paying 3 COIN get you", A),
            ("how do i explain CONSUME to a newbie, with the two colours on the ACTIVITY?", A),
            ("whats the one thing new players get wrong when an ACTIVITY shows the same colour twice?", A),
            ("how do i explain BROKEN MATERIAL and the LANDFILL to my mum?", A),
            ("how many ACTIVITY can you keep? my friend thinks its unlimited", A),
            ("how do i explain GOAL in plain words, and when you have to reveal one", A),
            ("HOBBY and CURIOSITY work differently from the other GOAL, how do i explain them?", A),
            ("short version of FAVOUR for a newcomer: when can you play them and how many?", A),
            ("how do i explain ACCEPT vs REJECT when someone plays you a FAVOUR?", A),
            ("quick list for the table: how much REPUTATION for accepting each FAVOUR?", A),
            ("what can REPUTATION be spent on? making a cheat sheet", A),
            ("can deals between players be enforced? how do i explain the negotiating bit", A),
            ("what do we do at the end of a turn, card-wise?", A),
            ("how do i explain the tie-breaks in basic mode?", A),
            ("whats the difference between Basic and Competitive, in short, for someone moving up?", A),
            ("how do i explain EVENT drawing - when do you get one and when does it go off?", A),
            ("CONTINUOUS vs IMMEDIATE EVENT, how do i explain the difference?", A),
            ("how do i explain the CREDIT CARD to my dad: getting one and paying it off", A),
            ("what end of game penalties do i need to warn people about in competitive?", A),
            ("how do i teach the Cooperative win condition, and what changes with FAVOUR?", A),
            ("solo mode in one paragraph for a friend: what's different?", A),
            ("how do i explain the blue solo FAVOUR ACQUIRE and RENEW?", A),
            ("is there an official in-between step for teaching, like Basic Mode plus EVENT but no CAREER?", U),
            ("for the very first game can we use only ACQUIRE and RESELL and add the other FAVOUR later? is there a learning setup like that?", U),
            ("for the kids: whats on the other side of the COIN from the '$'? want to call it before the Investor tosses", U),
            ("teaching my 10 yr old: some EVENT names are a bit grown-up (Satan Santa, Hypebeast). does the rulebook say which ones to take out for kids?", U),
        ],
        "es": [
            ("¿Cómo le explico a mi nene quién empieza y hacia dónde sigue el turno?", A),
            ("En el modo básico, ¿qué le digo a un novato sobre la WORK? ¿Y si ya no le queda HAPPINESS?", A),
            ("Che, ¿cómo le explico la CAREER en competitivo: cuántas le reparten y cuál juega?", A),
            ("¿Qué les cuento de la dificultad de las CAREER? ¿Cuáles son más difíciles?", A),
            ("Disculpe, ¿cómo se explica la habilidad del Tycoon a alguien nuevo?", A),
            ("¿Cómo explico ACQUIRE y RESELL? Siempre los confunden", A),
            ("¿Qué le digo a un novato sobre BARTER? ¿Le devuelven la diferencia de QUALITY?", A),
            ("¿Cómo les explico RECYCLE? ¿Se puede sacar del LANDFILL de uno mismo?", A),
            ("SHARE: ¿cómo lo explico fácil? ¿Y si al final no se usa el MATERIAL?", A),
            ("cuando se acaba el mazo de FAVOUR que hago, como se lo explico a los nuevos", A),
            ("¿Qué es la DEPLETION y qué penalización trae? Versión corta", A),
            ("Ustedes que saben, ¿cómo explico lo de quemar una carta de MATERIAL en el cooperativo?", A),
            ("¿En el cooperativo se puede hacer REJECT de un FAVOUR? Para avisarle a mi grupo", A),
            ("En el solitario, ¿cuándo recupero los FAVOUR azules que ya jugué?", A),
            ("¿Cómo explico qué CAREER y EVENT se quitan en cooperativo y en solitario?", A),
            ("¿Cómo le explico a mi hermana la penalización de LANDFILL? Con un ejemplo", A),
            ("¿Qué pasa si no puedo hacer el PAYOFF de una CREDIT CARD? En una línea", A),
            ("¿Cuándo se puede pedir una CREDIT CARD y qué te dan al pedirla?", A),
            ("En competitivo, si solo puedo hacer WORK pero no me queda HAPPINESS, ¿qué le digo al novato?", A),
            ("¿Cómo explico el EVENT Micro-Plastic con un ejemplo?", A),
            ("¿Cómo le explico Economic Slowdown a un principiante?", A),
            ("¿Qué hace el Lawyer y cómo choca con el Officer? Para explicarlo rápido", A),
            ("Vos sabés cómo explicar la habilidad del Politician, lo de jugar FAVOUR boca abajo?", A),
            ("¿Qué le digo sobre el Scientist? ¿Puede comprar de cualquier LANDFILL?", A),
            ("Para enseñar el básico: ¿con qué empieza cada jugador (COIN, MATERIAL, HAPPINESS)?", A),
            ("¿Cuánta plata gana el Banker cuando hace WORK y qué es su habilidad Influence?", A),
            ("Disculpe, la campaña de historia: ¿dónde están sus reglas? Este reglamento no las trae y quisiera explicarla", U),
            ("¿Cuánta HAPPINESS suele dar un GOAL? Para decirle al novato si vale la pena ir a por uno", U),
            ("Para que los novatos no se aburran esperando, ¿pueden ir planeando su jugada durante el turno de otro? ¿El reglamento dice algo?", U),
            ("Mi sobrina pregunta por qué la DEPLETION castiga al que la provoca. ¿El reglamento explica la idea detrás?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how do i explain the 4 steps of a turn to my nephew? short version", A),
            ("in one line, when does the game end?", A),
            ("whats the setup per player? what do i hand each person", A),
            ("who starts? need to tell the table", A),
            ("how do i explain Values cards: the two face down vs the one in your hand?", A),
            ("the board has 8 action spots, how do i explain upper vs lower?", A),
            ("one line each for Interview, Donate, Date and Meditate?", A),
            ("how do i explain that energy can stand in for time?", A),
            ("what's the thing new players always get wrong about placing time? can you add actions later in the turn?", A),
            ("how do i explain the market? the leftmost card and the ones on the right", A),
            ("how do i explain what happens when you play a new Career over the old one?", A),
            ("Experience cards, how do i explain the stack next to your board?", A),
            ("how do i explain becoming Grown Up?", A),
            ("Life Event spaces on the track, quick explanation?", A),
            ("how do i explain getting Promoted in one line?", A),
            ("how do i explain getting Married?", A),
            ("if someone swaps Partner after getting Married, what do i tell them?", A),
            ("the green cost bar with icons in it - how do i explain the Grown Up and Life icon requirements?", A),
            ("'have played resources elsewhere', how do i explain the white box thing?", A),
            ("how do i explain Unhappiness and Negative Impact tokens?", A),
            ("how do i explain final scoring in the right order?", A),
            ("life icon sets: how many happy do you get for 4 of the same icon?", A),
            ("whats the heart thing and how do i explain it to a newbie?", A),
            ("what if somebody's marker goes past the end of a track?", A),
            ("solo: how do i explain the market and what the 2nd and 3rd card cost?", A),
            ("solo: how do you win? one line", A),
            ("teaching tip: does the rulebook suggest which of the 2 Career cards a first-timer should keep?", U),
            ("my niece asked why you can't look at your two face-down Values. does the rulebook explain the idea behind it?", U),
            ("the player boards: is each board meant to be a specific person with a name or backstory i can tell the kids?", U),
            ("solo: what kinds of challenges are on the Achievement cards, so i can tell my kid what hes aiming for?", U),
        ],
        "es": [
            ("¿Cómo le explico a mi abuela lo que se hace al final del turno para dejar todo listo?", A),
            ("Si juego una carta con acciones este turno, ¿ya puedo usar su casilla? ¿Qué le digo al novato?", A),
            ("En el primer turno, ¿la Career que tengo en la mano se juega antes o después de gastar el tiempo?", A),
            ("¿Cuántas cartas se pueden jugar por turno y cuántas agarrar del mercado?", A),
            ("¿Cómo explico que solo se puede tener una Career? ¿Qué pasa con la anterior?", A),
            ("¿Qué le digo a un novato sobre los Partner? ¿Puede tener dos a la vez?", A),
            ("¿Cómo le explico Resources y Traits? ¿Cuántos puede tener?", A),
            ("¿Cómo explico las dos acciones de una Career, antes y después de Promoted?", A),
            ("¿Cómo se explica Meditate con las cartas de Values?", A),
            ("Disculpe, ¿los marcadores de puntuación pueden retroceder durante la partida?", A),
            ("¿Cómo explico que en el tablero de puntuación Happiness va hacia la izquierda e Impact hacia la derecha?", A),
            ("Che, ¿cuándo se resuelve la Life Event que me toca al pasar una casilla?", A),
            ("¿Se puede recibir más de una Life Event en un turno? Para que no se sorprendan", A),
            ("¿Qué significa la flecha en las acciones de una carta? Explicación corta", A),
            ("¿Cuánta plata da la acción de arriba de Career si todavía no tengo carta?", A),
            ("¿Cuál es el desempate si dos empatan? ¿Vosotros cómo lo explicáis?", A),
            ("vale, ¿cómo explico la preparación del modo solitario?", A),
            ("¿Cómo funcionan los Achievement en solitario? Versión corta", A),
            ("En solitario, ¿el mercado se repone durante la ronda?", A),
            ("en solitario cuando se acaba la partida", A),
            ("En solitario, ¿se cuentan al final los sets de iconos y el corazón?", A),
            ("En solitario, ¿Meditate hace lo mismo? ¿Y se roban Life Event al pasar las casillas?", A),
            ("Para ascender (Promoted), ¿cuenta el icono de la propia Career para el requisito?", A),
            ("¿Dónde van las Life Events al final del turno?", A),
            ("¿Cómo le explico a mi hijo qué suelen dar las cartas de Community, Leisure y Wellness?", A),
            ("¿Puedo jugar una carta que acabo de coger del mercado en el mismo turno? ¿En qué orden van las dos cosas del paso 3?", A),
            ("vale, ¿se puede hacer una partida más corta que termine cuando alguien se hace Grown Up? Es para enseñar", U),
            ("Disculpe, ¿se puede jugar en pareja, dos personas con un mismo tablero, para enseñarle a mi nieto?", U),
            ("Che, ¿cuántas cartas de Resource y de Trait hay en total? Para decirle a mi hermano qué tan seguido salen", U),
            ("¿El reglamento trae un ejemplo de turno completo para leerlo con los novatos?", U),
        ],
    },
    "cv": {
        "en": [
            ("how do i explain to my nephew what he does on his turn? the phases, short", A),
            ("in one line how does someone win?", A),
            ("how do i explain rerolls? how many and what about the bad luck dice", A),
            ("whats the max number of dice someone can roll?", A),
            ("how do i explain buying from the track, 1 or 2 cards?", A),
            ("the 3 good luck trick, how do i explain it?", A),
            ("how do i explain bad luck and misfortune to a kid?", A),
            ("how do i explain laying out the stacks so you can still read the titles?", A),
            ("health, relationship and knowledge can go under the pile right? and the other types? how do i explain that", A),
            ("how do i explain the red slash cards?", A),
            ("two colour cards, how do i explain them?", A),
            ("event cards: when can you play one?", A),
            ("what are the tokens for? they dont pile up like money right?", A),
            ("when does the leftmost card on the track get thrown out?", A),
            ("2 players: whats different when cleaning up the track?", A),
            ("how do i explain the childhood draft at setup?", A),
            ("for 3 players how do we prep the childhood deck?", A),
            ("who starts, and whats the bicycle token for?", A),
            ("how do i explain social assistance in one line?", A),
            ("how many cards are on the track at the start and where do they come from?", A),
            ("what counts at scoring, in order? need to tell the table", A),
            ("public life goals: what if two people tie for one?", A),
            ("how many life goals go face up on the board with 3 players?", A),
            ("how do i explain the possession cards to newbies?", A),
            ("what do i tell a newbie the health, knowledge and relationship cards are each good for?", A),
            ("can dice i used to buy a card also pay a red slash cost later that turn? how do i explain it", A),
            ("which life goal card is the easiest one for a beginner to go for? does the rulebook say?", U),
            ("kids first game: can we turn off misfortune for the first round while they learn? any official rule like that?", U),
            ("does the rulebook want us to tell our character's life story at the end, reading out the stacks? or is that just a fan thing", U),
            ("my kid asked what ages the three decks stand for - early adulthood, middle age, old age. does the rulebook give the years?", U),
        ],
        "es": [
            ("¿Cómo le explico a mi abuela los siete tipos de cartas?", A),
            ("¿Qué le digo a un novato sobre las cartas de meta de vida, la secreta y las públicas?", A),
            ("Che, ¿cómo explico el ejemplo del coche usado, lo de arriesgar la segunda tirada?", A),
            ("¿Con cuántos dados empieza uno a tirar? Para decírselo a los nuevos", A),
            ("vale, ¿cómo explico que con 6 símbolos de mala suerte se pierden dos cartas?", A),
            ("Disculpe, ¿cómo se reparten las cartas de infancia con cuatro jugadores?", A),
            ("¿De qué mazo salen las cartas para rellenar la fila y en qué orden se usan los mazos?", A),
            ("en la asistencia social quien coge carta primero y tiene que cumplir las condiciones de la carta", A),
            ("¿Cómo explico cuántos puntos dan las cartas de salud, relación y conocimiento? ¿Hay algún ejemplo?", A),
            ("¿Qué pasa si uno no puede pagar el coste de la barra roja?", A),
            ("¿Qué pasa con los símbolos de una carta de evento que no uso al comprar? ¿Me dan fichas?", A),
            ("¿Cuándo se termina la partida exactamente? Quiero explicarlo bien", A),
            ("Con tres símbolos de buena suerte, ¿se saltan también las condiciones especiales de la carta?", A),
            ("Mi sobrino pregunta si la carta de evento que compra va al currículum o a la mano", A),
            ("¿Cuántas cartas activas puede haber de cada tipo en el currículum?", A),
            ("Ahorita le explico a mi primo qué hacen las cartas de Work: ¿qué le digo?", A),
            ("¿Y si empatan a puntos, quién gana?", A),
            ("En el ejemplo de puntuación de Felix, ¿cómo se llega a 63 puntos? Lo quiero usar para enseñar", A),
            ("¿Cómo explico que se puede apartar un poco una carta de la fila para acordarse?", A),
            ("¿Cómo se preparan los mazos en el tablero? Para montarlo con los nuevos", A),
            ("Vos sabés explicar lo de poner los dados al lado de las cartas para decidir qué comprar?", A),
            ("¿Cómo le resumo a un novato de qué va el juego? Lo del currículum de un personaje", A),
            ("¿Qué le digo al novato del ejemplo de asistencia social de Julius, Felix y Eric?", A),
            ("Las cartas de evento, ¿se quedan en el currículum después de usarlas?", A),
            ("Vale, ¿quién empieza cada ronda y hacia dónde se sigue?", A),
            ("¿Qué se hace con las cartas de infancia que sobran al preparar con 2 o 3 jugadores?", A),
            ("Mi hija de 6 años todavía no sabe leer: ¿el reglamento dice algo de jugar con quien no puede leer las cartas?", U),
            ("¿Hay una regla de aprendizaje para que en la primera ronda cada uno compre solo una carta?", U),
            ("che, ¿se puede jugar con la fila más larga, de 6 cartas, para que los novatos tengan más donde elegir?", U),
            ("Disculpe, ¿el reglamento aconseja en qué montón poner las cartas de dos colores? Para explicárselo a mi nieta", U),
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
