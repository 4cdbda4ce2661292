"""Write the blind158 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind158/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 15801-15804), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking for the DIFFERENCE BETWEEN TWO THINGS of one
game, or whether two things are the same (two actions, two kinds of card or
token, two tracks, two phases, two modes, a rule in one mode and in another, a
term and a near-synonym players confuse). Per game 60 questions: 30 English and
30 Spanish, in each language 26 the rulebook answers and 4 it does not.
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
SEEDS = {"coming-of-age": 15801, "loop": 15802, "adulthood": 15803, "cv": 15804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("whats the difference between a memory card and a memory token?", A),
            ("Presence or Memory at my stop - what's the actual difference? both cost me a motivation token right?", A),
            ("Is putting down a Mimic Trait Token the same as playing one of my own Trait Tiles? does it fill one of my 4 slots?", A),
            ("moving my die to the location next door vs one further away, how many frustration tokens is each", A),
            ("bounce right vs bounce left on a mood track, what do i get or lose for each", A),
            ("unresolved frustration vs overcome frustration - whats the difference when we score at the end?", A),
            ("Is spending 4 Willpower Tokens the same as using an Overcoming Bonus to deal with a frustration?", A),
            ("Friendship Bonus or Intimacy Bonus, which one do I need to move a friend from level 4 to 5?", A),
            ("i have my die AND a presence at this stop. do i get the bus stop bonus and the friendship bonus, or only one?", A),
            ("What's the difference between the Personal Fulfillment Track and the Mood Tracks? What makes each one move?", A),
            ("trait tiles vs goal tiles, when do i actually score each?", A),
            ("step B: can I pick the Parent Card even if I could pay for the Memory, or is the parent card only for when I cant?", A),
            ("2 player game: is the setup any different from a normal game?", A),
            ("Solo against Rob: do I get the same four Goal Tiles as in a normal game?", A),
            ("does rob get mood counters and frustration tokens like a normal player?", A),
            ("Does Rob move on his Personal Fulfillment Track the same way I do?", A),
            ("experience space or bus stop bonus, which comes first in a year?", A),
            ("Phases 1 and 2 are simultaneous. Is phase 3 with the bus simultaneous too, or one player at a time?", A),
            ("used memory tokens vs unused ones, which ones count at the end and for what?", A),
            ("paying for a memory with 4 willpower vs with motivation tokens - do i get the same VEP?", A),
            ("whats the difference between a round and a turn in this game?", A),
            ("end of a round vs a normal end of year, what extra stuff do we do when the round ends?", A),
            ("we're tied on VEP. is there a tiebreak or do we just share the win?", A),
            ("does moving a counter with a memory token give me the space bonus the same way the experience space does?", A),
            ("Sad trait vs Positive trait, whats the difference?", A),
            ("type A goals vs the other goal types - is type A the only one thats about majorities?", A),
            ("we thought only the first player to claim a Memory Card got its Memory Token, so when two of us paid for the same card the second one only got VEP. did that for two years, how do we fix it?", U),
            ("we played the Type B goals like the Type A ones, so only whoever had the most Presences among the three locations scored Gamer. game's over, do we recount?", U),
            ("when someone met a new character we put the token on level 0 but never gave the 1 VEP, we thought level 0 was just 'met' with no bonus. all game long. how do we fix that?", U),
            ("Strong trait vs Popular trait - which mood track does each one need the counter on?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre colocar una Presencia y conseguir el Recuerdo? ¿Cuál me da VEP en el momento?", A),
            ("Vale, ¿cambiar el dado a una ubicación adyacente cuesta lo mismo que a una que no lo es?", A),
            ("che, las ubicaciones de las puntas del tablero cuentan como pegadas entre si para cambiar el dado?", A),
            ("Si reboto a la izquierda y ya tengo una Ficha de Frustración superada en ese registro, ¿pasa lo mismo que si no tuviera ninguna?", A),
            ("¿Qué diferencia hay entre superar una frustración con 4 de Fuerza de Voluntad y quitarla del todo?", A),
            ("Disculpe, la bonificación de Rasgo ¿me deja hacer varias cosas o solo una? ¿Qué diferencia hay entre robar y jugar una Ficha de Rasgo?", A),
            ("Si conozco a un personaje nuevo, ¿gano lo mismo que si subo de nivel a uno que ya tengo en el Registro de Amistad?", A),
            ("¿Cuál es la diferencia entre una Ficha de Rasgo y un Rasgo Mimético?", A),
            ("puedo imitar una ficha de rasgo de otro si su personaje esta en el nivel 0 de mi registro de amistad? el 0 cuenta como el 1?", A),
            ("Si gasto tres Fichas de Motivación en un Recuerdo en vez de una, ¿el Contador de Estado de Ánimo se mueve más o es igual?", A),
            ("¿Qué diferencia hay entre la fase de Experimentar la Ubicación y la de Ganar los Beneficios de la Ubicación?", A),
            ("Para los Objetivos de tipo D, ¿valen igual las Fichas de Recuerdo usadas que las no usadas?", A),
            ("En solitario, ¿Rob tira los mismos dados que vos o menos?", A),
            ("Oigan, ¿Rob agarra los Recuerdos igual que nosotros, gastando sus Fichas de Motivación?", A),
            ("En solitario, ¿quién resuelve antes en una parada del autobús, Rob o yo?", A),
            ("Variante a dos: ¿las Fichas de Rasgo de la fila se imitan igual que las de otro jugador?", A),
            ("¿Qué diferencia hay entre darle a Rob 1, 2 o 3 Fichas de Personaje al preparar?", A),
            ("Ahorita, ¿qué va primero: avanzar en el Registro de Realización Personal o dejar las Fichas de Interés de los otros dados?", A),
            ("¿Cuál es la diferencia entre la zona de carretera y el edifico de una ubicación?", A),
            ("¿Qué diferencia hay entre las bonificaciones inmediatas de un Registro de Ánimo y la pasiva de la última casilla?", A),
            ("¿Qué diferencia hay entre el límite de 4 Fichas de Rasgo en la mano y el máximo de Fichas de Rasgo que puedo jugar?", A),
            ("Al final, ¿cuántas Fichas de Objetivo puedo puntuar? ¿Tiene que ver con las Fichas de Rasgo que jugué?", A),
            ("¿Los dados de la ronda 3 son los mismos que los de la ronda 2?", A),
            ("Tío, ¿la Fuerza de Voluntad y las Fichas de Motivación se pueden acabar o son ilimitadas las dos?", A),
            ("En el desempate, ¿cuentan los Rasgos Miméticos igual que mis propias Fichas de Rasgo?", A),
            ("¿Por qué al empezar solo hay Fichas de Motivación turquesa y verde en la reserva? ¿Qué diferencia hay con las de los otros colores?", A),
            ("Che, confundimos la Presencia con las Fichas de Interés: cada vez que volvíamos a una ubicación donde teníamos Presencia avanzábamos en el Registro de Realización Personal. Ya van dos rondas, ¿cómo lo arreglamos?", U),
            ("Tratamos las casillas de la derecha del todo como las demás: dábamos su bonificación una sola vez al llegar, en vez de como pasiva mientras el Contador sigue ahí. ¿Cómo lo corregimos ahora?", U),
            ("Mi hermano ha puesto Rasgos Miméticos sobre sus propias Fichas de Rasgo, como si imitar fuera lo mismo que jugarlas, y cobró los VEP otra vez. ¿Cómo lo corregimos?", U),
            ("¿Cuántos huecos tiene el nivel 1 del Registro de Amistad? ¿Caben tantos como en el nivel 0?", U),
        ],
    },
    "loop": {
        "en": [
            ("whats the difference between BUY and CONSUME", A),
            ("can i WORK and BUY in the same turn or is it one or the other", A),
            ("ACCEPT vs REJECT, what's the difference for me when someone plays me a FAVOUR?", A),
            ("red FAVOUR vs blue FAVOUR, whats the difference", A),
            ("Is RENEW just the solo version of RECYCLE or does it work differently?", A),
            ("ACQUIRE vs RESELL - which way does the COIN go in each?", A),
            ("BARTER: if my MATERIAL has more QUALITY than the one I get, do I get the difference back?", A),
            ("SHARE vs ACQUIRE - with SHARE do i actually take their MATERIAL?", A),
            ("is BROKEN the same as QUALITY 0? where does it go?", A),
            ("kept ACTIVITY vs completed ACTIVITY, can i keep more than 3?", A),
            ("do i get HAPPINESS for an ACTIVITY and for a GOAL both, or just for the GOAL?", A),
            ("HOBBY and CURIOSITY work differently from the other GOALs right? how?", A),
            ("basic mode vs competitive mode, what does competitive add?", A),
            ("co-op vs solo: both burn a MATERIAL card, but when does each one do it?", A),
            ("how is winning in co-op different from basic, do we all need 12?", A),
            ("CONTINUOUS EVENT vs IMMEDIATE EVENT, whats the difference", A),
            ("do i resolve an EVENT the moment i draw it, or later?", A),
            ("APPLY vs PAYOFF a CREDIT CARD - when do i do each one?", A),
            ("Debt Penalty vs LANDFILL Penalty, how much HAPPINESS does each one cost?", A),
            ("spending REPUTATION on a WORK turn vs a BUY turn, what does each get me?", A),
            ("INTERN vs the other CAREERs: is the starting HAPPINESS different?", A),
            ("Once-per-turn ABILITY vs Conditional ABILITY, what's the difference?", A),
            ("a CAREER with two shield marks vs one with a single shield mark - what's the difference?", A),
            ("DEPLETION vs somebody reaching HAPPINESS 12: does the game end the same way?", A),
            ("the Scientist's LANDFILL buy vs a RECYCLE - can I get a UTILITY with either one?", A),
            ("co-op: do we still draw a FAVOUR at the start of our turn like in basic?", A),
            ("we thought the GOAL cards left over after dealing were public ones anybody could claim, and two people took an extra GOAL from that pile. how do we sort it out?", U),
            ("the MATERIAL deck ran out but we kept playing rounds until the BUY AREA was empty too, we thought that's when DEPLETION happens. game's over now, does the result count?", U),
            ("we mixed up the red RESELL with the solo one: the seller took the COIN from the WORK AREA instead of from the player who got the MATERIAL. for like 3 rounds. fix?", U),
            ("level 3 CAREER vs level 1 - is the harder one supposed to get anything extra at setup to make up for it?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre hacer WORK sin HAPPINESS en el modo básico y en el competitivo?", A),
            ("En el desempate, ¿qué se mira primero, la REPUTATION o el LANDFILL?", A),
            ("¿Es lo mismo rechazar un FAVOUR descartando otro igual que pagando una REPUTATION?", A),
            ("¿Adónde va un FAVOUR aceptado y adónde uno rechazado?", A),
            ("¿Qué diferencia hay entre el BARTER rojo y el azul del solitario?", A),
            ("Che, ¿el SHARE azul funciona igual que el rojo?", A),
            ("¿El ACQUIRE azul cobra igual que el rojo? ¿A quién le pago?", A),
            ("¿En el competitivo se gana igual que en el básico, o cambia algo?", A),
            ("¿Gano la misma REPUTATION aceptando un SHARE que un RECYCLE?", A),
            ("Si ya tengo 2 de REPUTATION, ¿aceptar un FAVOUR me sigue dando algo?", A),
            ("Gastar REPUTATION en un turno de CONSUME, ¿rinde lo mismo que en uno de WORK?", A),
            ("¿Una ACTIVITY con dos colores iguales se paga igual que una con dos colores distintos?", A),
            ("¿Puedo usar la misma ACTIVITY para dos GOAL distintos?", A),
            ("Para los GOAL, ¿cuentan igual las ACTIVITY que ya descarté que las que tengo guardadas?", A),
            ("En cooperativo, ¿los FAVOUR se juegan igual que en el competitivo?", A),
            ("En solitario, ¿empiezo con 3 GOAL como en los otros modos?", A),
            ("¿El cooperativo se prepara igual que el competitivo?", A),
            ("Un EVENT que robo en el turno de otro jugador, ¿lo activo igual que uno que robo en mi turno?", A),
            ("Si se activan dos CONTINUOUS EVENT a la vez, ¿valen los dos?", A),
            ("¿Dónde va un IMMEDIATE EVENT ya resuelto y dónde un CONTINUOUS?", A),
            ("¿La DEPLETION Penalty y la LANDFILL Penalty son lo mismo?", A),
            ("vos sabés si puedo pagar de golpe la plata de una CREDIT CARD, las 5 COIN, o solo de a poco?", A),
            ("¿Qué diferencia hay entre la habilidad del Craftsman y la del Engineer?", A),
            ("¿El INTERN es lo mismo que la parte de atrás de cualquier CAREER?", A),
            ("la QUALITY de un MATERIAL es lo mismo que las COIN que pague por el?", A),
            ("Ahorita, si chocan el Officer y el Lawyer, ¿quién gana?", A),
            ("Oye, jugamos el SHARE como si fuera un ACQUIRE: el que lo jugaba se llevaba el MATERIAL a su AREA después de usarle la QUALITY. Llevamos dos rondas, ¿qué hacemos?", U),
            ("Pensábamos que cada ACTIVITY guardada solo valía para un GOAL, así que mi prima no reclamó un segundo GOAL con las mismas tres. ¿Se puede arreglar ahora?", U),
            ("Confundimos el RECYCLE rojo con el RENEW azul y en el competitivo pagábamos el doble de COIN para fijar la QUALITY. ¿Cómo lo corregimos?", U),
            ("Para el modo solitario, ¿qué cara del tapete de jugador se usa, la de principiante o la otra? ¿Cambia algo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("whats the difference between the upper and lower action spots on my board", A),
            ("Donate vs the upper Community action, both move Impact, so what's the difference?", A),
            ("Date vs the upper Leisure action, what's each one for?", A),
            ("Interview vs the upper Career spot - what does each one give me?", A),
            ("Meditate vs the upper Wellness action, whats the difference", A),
            ("is an energy token the same as a time meeple? can i use one as the other?", A),
            ("Promoted vs Married - how do I get each one?", A),
            ("Do I need to pass the Grown-Up icon on both tracks or just on one?", A),
            ("Experience cards vs Resource cards, where does each go after I play it?", A),
            ("resource or trait - is there any actual rules difference?", A),
            ("Career card vs Partner card: do the two action spots work the same way before and after upgrading?", A),
            ("whats the difference between the green bar and the purple bar on a card", A),
            ("left-most market card vs right-most, what do I get or pay?", A),
            ("happiness track vs impact track, which way does each marker move?", A),
            ("negative impact tokens vs unhappiness tokens - what does each take off at the end?", A),
            ("Is a Life Event the same thing as an Experience card?", A),
            ("solo vs normal game: is the market the same size?", A),
            ("solo market: first card vs second vs third, how much does each cost?", A),
            ("in solo do I still draw a Life Event when I pass those spaces on the track?", A),
            ("solo scoring: do hearts and sets of life icons count like in a normal game?", A),
            ("how is winning solo different from winning a normal game?", A),
            ("step 1 vs step 2: can I put out more time once I've started activating spots?", A),
            ("play cards from my hand or draft from the market, which comes first?", A),
            ("When I play a new Career over my old one, does the old one get discarded or go to my Experience stack?", A),
            ("can i use a new card's action the same turn i play it, like the spots already on my board?", A),
            ("icons on a Trait vs icons in my Experience stack: do both count for the end-game sets?", A),
            ("we thought the upper and lower spots of a category were either/or, so nobody ever used both in one turn. do we need to fix anything or just start doing it?", U),
            ("we've been making people play a market card the same turn they draft it, nobody ever kept one in hand. 3 rounds in. fix?", U),
            ("my friend paid for Donate with 3 time instead of 3 money for a few turns, she thought it was like the upper Community action. how do we fix that?", U),
            ("is the solo scoring board on the back of the market board laid out like the normal one, with the Grown-Up and Life Event spaces in the same spots?", U),
        ],
        "es": [
            ("¿Qué pasa con la acción de arriba de Career cuando pongo una carta de Career encima? ¿Sigue valiendo?", A),
            ("¿Las acciones de abajo se pueden tapar con cartas igual que las de arriba?", A),
            ("¿Puedo usar la acción de arriba y la de abajo de una misma categoría en el mismo turno?", A),
            ("Che, ¿la energía sirve como tiempo y también como plata, o solo como tiempo?", A),
            ("¿Qué diferencia hay entre hacer Date antes de ser Grown Up y después?", A),
            ("¿La Interview hace lo mismo antes y después de ser Grown Up?", A),
            ("Disculpe, ¿casarse cuesta lo mismo que ascender?", A),
            ("¿Qué pierdo si cambio de Partner estando casado? ¿Y si cambio de Career estando ascendido?", A),
            ("Para el ascenso, ¿puedo contar el icono que trae la propia Career?", A),
            ("¿Qué diferencia hay entre una carta con barra verde y una sin barra?", A),
            ("¿Una carta con el icono Grown Up en la barra verde se juega igual que una con un icono de Life?", A),
            ("¿Las Experiences y las Life Events acaban en el mismo sitio?", A),
            ("¿Qué diferencia hay entre una carta de Wellness y un Resource? ¿Dónde va cada una?", A),
            ("Vale, ¿puedo tener dos cartas de Leisure a la vez, como con los Traits?", A),
            ("¿Mis Values boca abajo los puedo mirar como el que tengo en la mano?", A),
            ("¿El tiempo y la energía vuelven al mismo sitio al final del turno?", A),
            ("¿Puedo tener dos Partners a la vez, como con los Resources?", A),
            ("Al final, ¿qué va primero, restar por las fichas negativas o sumar los Values?", A),
            ("¿Tres iconos de Family dan lo mismo que cuatro?", A),
            ("En solitario, ¿el mercado se repone igual que en la partida normal?", A),
            ("En solitario, ¿Meditar hace lo mismo que en la partida normal?", A),
            ("en solitario se reparten values como siempre?", A),
            ("¿El solitario termina igual que la partida normal, cuando se cruzan los marcadores?", A),
            ("Cuando se cruzan los marcadores de alguien, ¿se corta ahí o jugamos todos el mismo número de turnos?", A),
            ("Si empatamos en la suma de Happiness e Impact, ¿hay desempate?", A),
            ("Una Life Event, ¿se resuelve en el momento en que paso la casilla o al final del turno?", A),
            ("Disculpe, mi cuñado jugó una carta de Values boca arriba al lado de su tablero como si fuera un Trait, pagando lo que él creía que costaba. ¿Cómo lo corregimos?", U),
            ("Tío, pensábamos que las cartas sin barra verde no se podían jugar porque no traen precio, y las dejamos en la mano toda la partida. ¿Hay que arreglar algo?", U),
            ("Vale, pusimos las Experiences al lado del tablero como los Resources y cobramos su efecto cada turno. Llevamos tres rondas, ¿qué hacemos?", U),
            ("Ya apuntamos los puntos y contamos los sets de iconos desde 2 (dos iguales = 1 happy). ¿Se recuenta?", U),
        ],
    },
    "cv": {
        "en": [
            ("whats the difference between an event card and the other card types", A),
            ("is a possession card the same as a work card for how it goes in my stack?", A),
            ("health, relationship and knowledge vs work: can i slide the first ones under my stack?", A),
            ("active card vs the ones underneath - do the ones underneath still do anything?", A),
            ("3 good luck vs 3 bad luck symbols, what does each do?", A),
            ("are bad luck dice rerollable like the others?", A),
            ("dice symbols vs tokens, can i pay with both?", A),
            ("event card symbols vs dice - do i get tokens for the symbols on an event card?", A),
            ("2 player vs 3 player childhood setup, how is it different?", A),
            ("2 players: is the track cleanup the same as with more players?", A),
            ("my secret life goal vs the public ones, how does each one score?", A),
            ("a card with two colours, can it count as both types?", A),
            ("red slash cost vs the normal cost on a card - what's the difference?", A),
            ("buying with 3 good luck vs paying normally - do I still need the special condition?", A),
            ("bad luck on my tokens vs on my dice, do both count toward the 3?", A),
            ("which comes first, bad luck or buying cards?", A),
            ("how many rerolls do i get, and can i reroll a die i kept the first time?", A),
            ("early adulthood vs middle age vs old age decks - when does each one come in?", A),
            ("social assistance vs a normal buy: do I pay the cost?", A),
            ("does the game end when the old age deck runs out, or before that?", A),
            ("how many cards can I take per turn? is it the same for event cards?", A),
            ("childhood cards vs event cards - do both stay in my hand?", A),
            ("are my tokens like income that piles up every turn, or something else?", A),
            ("possession cards vs health cards at the end - do they score the same way?", A),
            ("who starts each round, and what if the bicycle card gets lost?", A),
            ("how many dice do I roll at the start vs the most I can ever have?", A),
            ("we treated every card in a stack as active, not just the top one, and took tokens for all of them for two rounds. how do we fix it?", U),
            ("we thought health, relationship and knowledge cards had to go on top like work and possession, so nobody ever slid one underneath. do we need to fix anything?", U),
            ("we gave a public life goal's points to everyone who met it, not only to whoever did best. scores are written down, recount?", U),
            ("for social assistance we only compared the top (active) cards, not all the cards in everyone's stacks. the deck already changed. fix?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre una carta de Salud y una de Trabajo a la hora de apilarlas?", A),
            ("¿La carta activa es la de arriba o la de abajo del montón?", A),
            ("¿Las cartas de evento cuentan como parte de mi currículum?", A),
            ("¿Cuántas cartas de infancia me reparten y con cuántas me quedo al final del reparto?", A),
            ("Si saco 6 de mala suerte, ¿pierdo lo mismo que con 3?", A),
            ("¿Las fichas que usé para comprar cartas me sirven luego para pagar la barra roja?", A),
            ("¿Qué va antes, añadir al currículum o la limpieza?", A),
            ("Somos tres: ¿las cartas de infancia se preparan igual que a cuatro?", A),
            ("¿Cuántos objetivos vitales públicos se ponen? ¿Los mismos que jugadores?", A),
            ("Si dos empatamos en un objetivo público, ¿lo cobra uno solo o los dos?", A),
            ("Una carta de dos colores, ¿cuándo decido de qué tipo es?", A),
            ("¿Una Posesión puede ir debajo de otra, como las de Salud?", A),
            ("¿Las cartas de Salud que quedan tapadas siguen contando para los puntos del final?", A),
            ("¿La asistencia social es lo mismo que comprar con tres de buena suerte?", A),
            ("Che, ¿quién agarra primero en la asistencia social?", A),
            ("¿Cuándo se pasa del mazo de juventud al de mediana edad?", A),
            ("En el desempate, ¿gana el que tiene más cartas o el que tiene menos?", A),
            ("¿Qué diferencia hay entre la ficha de bicicleta y la carta de bicicleta?", A),
            ("¿Las cartas de evento que compro se quedan en la mano o van al currículum?", A),
            ("cuantas veces puedo volver a tirar, y todos los dados o solo algunos?", A),
            ("¿Qué pasa si no puedo pagar la barra roja de una carta activa? ¿Va al descarte o a la caja?", A),
            ("¿El final de la partida se mira en cualquier turno o solo al acabar la ronda?", A),
            ("Con la mala suerte, ¿elijo yo qué carta activa pierdo o se pierde cualquiera?", A),
            ("Vale, ¿puedo coger una o dos cartas de la fila, o tres si me alcanza?", A),
            ("En la limpieza, ¿las cartas nuevas entran por la izquierda o por la derecha de la fila?", A),
            ("¿La asistencia social pasa solo cuando se acaba el mazo de juventud o también con los otros?", A),
            ("Tío, pusimos todas las cartas del currículum en un solo montón, sin separar por tipo, así que solo teníamos una carta activa. Vamos por la mediana edad, ¿cómo lo arreglamos?", U),
            ("Dejamos los objetivos vitales públicos boca abajo hasta el final, como el secreto, y nadie sabía cuáles eran. ¿Hay que rehacer algo?", U),
            ("Empatamos en un objetivo público y se lo dimos solo al que lo cumplió primero. ¿Se corrige?", U),
            ("Pensábamos que las cartas de evento solo se podían jugar en el propio turno, como las compras. ¿Hay que compensar a alguien?", U),
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
