"""Write the blind159 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind159/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 15901-15904), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: THE DIFFERENCE BETWEEN TWO THINGS of one game, or whether two
things are the same (two actions, two kinds of card or token, two tracks, two
phases, two modes, one rule in two modes, a term and a near-synonym). The
unanswerable questions are mostly tables that mixed up two such things and now
ask how to put the game right, which no rulebook settles.
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
SEEDS = {"coming-of-age": 15901, "loop": 15902, "adulthood": 15903, "cv": 15904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("whats the difference between a memory card and a memory token?", A),
            ("is an interest token the same thing as a presence or r they different things", A),
            ("moving my die to the location next door vs one further away - how many frustration tokens is each?", A),
            ("are the two locations at the ends of the board neighbours too, or only the ones side by side?", A),
            ("bounce right vs bounce left, what actually happens in each case?", A),
            ("left bounce when my frustration token is on the right end vs when its on the left end - what's the difference?", A),
            ("at final scoring do overcome frustrations cost VEP like the unresolved ones do?", A),
            ("paying for a memory with 4 willpower instead of motivation tokens, do i get the same VEP?", A),
            ("i've got my die AND a presence at this stop. can i take the bus stop bonus and also the friendship with someone's presence, or just one?", A),
            ("friendship bonus vs intimacy bonus, what's the difference?", A),
            ("playing a trait tile vs putting a mimic trait token on someone elses tile - what do i need for each?", A),
            ("the far right spaces of the mood tracks, do they give their bonus the same way as the other spaces?", A),
            ("used memory tokens vs unused ones at the end of the game, what does each kind count for?", A),
            ("2 players: mimicking one of the neutral row tiles vs mimicking my opponent's tile - what friendship level do i need for each?", A),
            ("does rob have to meet the requirements when he plays or mimics a trait, like we do?", A),
            ("rob's friendship bonus vs a normal friendship bonus - how is his different?", A),
            ("does rob move up his personal fulfillment track the same way i do?", A),
            ("solo: do i still draw one goal tile of each letter like in a normal game?", A),
            ("final scoring, rob vs me: what does rob actually score at the end?", A),
            ("type A goals vs the other goals - how do ties work?", A),
            ("tied on VEP: do mimic tokens count the same as my own played trait tiles for the tiebreak?", A),
            ("turns vs rounds - how many of each are there?", A),
            ("end of the year when people still have dice vs when nobody has any dice left, what extra happens?", A),
            ("solo: rob doesnt put his dice on the road like us in phase 1, so what does he do with his roll?", A),
            ("is the Brilliant trait the same thing as having my counter on the brilliant end of the mediocre/brilliant track?", A),
            ("popular trait vs sociable goal, both sound like friends stuff. what does each one actually need?", A),
            ("ugh, my sister played the Brilliant trait two turns ago because her counter sat on the brilliant end, now we see it's about motivation tokens. does she hand back the tile and the VEP or do we just play on?", U),
            ("we treated the passive spaces at the right end like normal ones - took the bonus once when the counter landed there and never used it after. we're in round 3, do we owe anyone anything?", U),
            ("solo: for a couple of rounds, when the bus stop tile wasn't a character, we gave Rob the bus stop bonus itself (willpower and stuff) instead of a trait bonus. how do we sort out his VEP now?", U),
            ("solo, oops: at memory cards we gave Rob just 3 VEP no matter how many motivation tokens he had, not 3+2+1..., since round 2. do we add the missing VEP now or leave it?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre una Ficha de Frustración sin superar y una ya superada?", A),
            ("Vale, ¿la Bonificación de Superación hace lo mismo que pagar 4 de Fuerza de Voluntad?", A),
            ("En el paso B, ¿Recuerdo y Presencia se pueden hacer los dos o es uno u otro?", A),
            ("Che, ¿la Carta de Padres es lo mismo que una Carta de Recuerdo? ¿Cuándo se usa cada una?", A),
            ("¿El Contador de Estado de Ánimo baja igual si gasto 1 Ficha de Motivación que si gasto 3?", A),
            ("Disculpe, en un Recuerdo, ¿cuántos VEP da la primera Ficha de Motivación comparada con la tercera?", A),
            ("tio robar una Ficha de Rasgo o jugarla, q diferencia hay con el limite de 4", A),
            ("Rebotar a la derecha con una Ficha de Frustración tapando el icono, ¿da lo mismo que rebotar sin ficha?", A),
            ("¿Qué va primero, avanzar el Contador de Realización Personal o retirar los otros dados del camino?", A),
            ("¿Qué diferencia hay entre la reserva general y la reserva de componentes no disponibles?", A),
            ("¿Cuántos turnos dura cada ronda? ¿La del dado de 4 caras dura lo mismo que la de los de 10?", A),
            ("Oye, ¿las ubicaciones nuevas y el Registro de Ánimo nuevo se abren al final de cada año o solo al final de la ronda?", A),
            ("Si empatamos a VEP, ¿qué se mira antes, las Fichas de Rasgo y de Objetivo completadas o las Fichas de Personaje del Registro de Amistad?", A),
            ("las Fichas de Objetivo se juegan durante la partida como las de Rasgo o solo al final? cuantas puedo jugar", A),
            ("En solitario, ¿Rob usa Contadores de Estado de Ánimo y Fichas de Frustración como nosotros?", A),
            ("Jugando solo contra Rob, ¿él paga Motivación para poner una Presencia igual que yo?", A),
            ("En solitario, ¿qué cambia entre darle a Rob 1, 2 o 3 Fichas de Personaje?", A),
            ("En solitario, si la ubicación pide dos tipos de Motivación, ¿qué fichas gana Rob ahí?", A),
            ("A dos jugadores, ¿las 4 Fichas de Rasgo neutrales de la fila piden todas el mismo nivel de amistad?", A),
            ("¿Qué diferencia hay entre los niveles 1 a 4 del Registro de Amistad y los niveles 5 a 7?", A),
            ("¿Conocer a un personaje nuevo da lo mismo que subir de nivel a uno que ya tengo?", A),
            ("¿Qué diferencia hay entre los Rasgos Optimistic/Unmoved/Pessimistic y los Objetivos de tipo D en cuanto a las Fichas de Recuerdo?", A),
            ("Vosotros que lo sabéis: ¿el Rasgo Balanced y el Centered piden lo mismo?", A),
            ("¿El Rasgo Sad es lo contrario del Positive? ¿Qué pide cada uno?", A),
            ("¿El Rasgo Frustrated y el Resilient cuentan las mismas Fichas de Frustración?", A),
            ("Si el Espacio de Experiencia me manda mover un Contador de un Registro que todavía no tengo, ¿cuenta igual que si lo tuviera?", A),
            ("Ay, mi primo jugó el Rasgo Optimistic hace dos turnos con una Ficha de Recuerdo que ya había usado (girada), y ahora vemos que tiene que ser sin usar. ¿Se lo quitamos con sus VEP o lo dejamos?", U),
            ("Tío, en la puntuación final metimos las Fichas de Recuerdo usadas en los Elementos Sobrantes junto con las sin usar, y ya dijimos quién ganó. ¿Se recuenta o se queda así?", U),
            ("En solitario le pusimos a Rob su Ficha de Rasgo boca arriba en el primer hueco de su tablero nada más empezar, con sus VEP, en vez de dejarla boca abajo en su montón. Vamos por la ronda 2, ¿cómo lo arreglo?", U),
            ("Para el Rasgo Hoarder contamos también las Fichas de Recuerdo para llegar a 9, y mi hermana lo jugó hace un año. ¿Se lo quitamos o se queda?", U),
        ],
    },
    "loop": {
        "en": [
            ("is playing a FAVOUR one of my actions like WORK/BUY/CONSUME or is it extra on top?", A),
            ("ACCEPT vs REJECT - where does the FAVOUR card go in each case?", A),
            ("to REJECT can i either throw away a matching FAVOUR or pay a REPUTATION, or is it only one of those?", A),
            ("whats the difference between RECYCLE and RENEW", A),
            ("the red ACQUIRE vs the blue solo ACQUIRE, how are they different?", A),
            ("SHARE in solo vs SHARE in a normal game?", A),
            ("RESELL vs ACQUIRE - who pays who?", A),
            ("CONTINUOUS vs IMMEDIATE EVENT, whats the difference?", A),
            ("co-op vs solo: is the MATERIAL burn at the same time in both?", A),
            ("is winning co-op the same as winning solo?", A),
            ("DEPLETION penalty: when it shows up at someone's turn end vs when the burn reveals it, any difference?", A),
            ("debt penalty vs landfill penalty at game end, how much is each one?", A),
            ("INTERN vs the other CAREERs, whats different at the start?", A),
            ("basic mode vs competitive mode - what does competitive add?", A),
            ("golden side vs black side of the HAPPINESS token?", A),
            ("spending REPUTATION in a WORK turn vs a BUY turn vs a CONSUME turn, what do i get for it?", A),
            ("HOBBY and CURIOSITY - how are they different from the other GOALs?", A),
            ("ACTIVITY showing two of the same colour: 2 QUALITY off one MATERIAL or 1 off two?", A),
            ("lawyer's objection vs the officer's first FAVOUR - which one wins?", A),
            ("when Micro-Plastic is active can FOOD still be used as FOOD?", A),
            ("scientist vs scavenger - both take stuff from a LANDFILL, whats the diff?", A),
            ("craftsman forge vs engineer repair?", A),
            ("red FAVOUR vs blue FAVOUR - which modes use which?", A),
            ("waitress vs everyone else at start of turn: if she has 4 FAVOUR does she stop at 5?", A),
            ("HAPPINESS going up into a new zone vs dropping into one, do both make me draw an EVENT?", A),
            ("WORK with no HAPPINESS left: basic mode vs competitive, what happens in each?", A),
            ("we thought 5 FAVOUR in hand was a hand limit, so anyone holding 5 had to REJECT (card or REPUTATION) instead of ACCEPTing. a couple of rounds like that - how do we fix it?", U),
            ("Micro-Plastic was up and we used it both ways, PLASTIC as FOOD too, for two turns. what do we do about the ACTIVITY we got that way?", U),
            ("our Scientist thought she could only BUY out of other people's LANDFILLs, never her own, so hers is huge now. do we let her make up for it somehow?", U),
            ("at the end we took 2 HAPPINESS for every CREDIT CARD, even the ones already paid off, and wrote the scores down. recount or leave it?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre WORK, BUY y CONSUME? ¿Puedo hacer dos en el mismo turno?", A),
            ("Che, ¿la QUALITY de un MATERIAL es lo mismo que los COIN que pagué por él?", A),
            ("¿Qué diferencia hay entre un MATERIAL BROKEN y uno de QUALITY 1?", A),
            ("¿ACTIVITY y GOAL son lo mismo o cómo se relacionan?", A),
            ("Si completo una cuarta ACTIVITY, ¿cuál se va, la nueva o una de las viejas?", A),
            ("¿REPUTATION y HAPPINESS se pueden cambiar una por la otra?", A),
            ("¿El BARTER rojo y el azul del solitario funcionan igual?", A),
            ("¿Y el RESELL rojo y el azul, qué diferencia hay?", A),
            ("En cooperativo, ¿los FAVOUR se juegan igual que en el básico?", A),
            ("¿La preparación del cooperativo es igual que la del competitivo?", A),
            ("¿Qué cambia en la preparación del solitario respecto al competitivo?", A),
            ("¿Qué diferencia hay entre una CAREER con una cruz y una con tres?", A),
            ("¿Qué significa que una CAREER tenga dos escudos en vez de uno?", A),
            ("¿En qué se diferencia el Freelancer del Intern al hacer WORK?", A),
            ("¿El Tycoon cobra igual que los demás al hacer WORK?", A),
            ("Nurse y Soldier, los dos andan con FAVOUR de otros, ¿qué diferencia hay?", A),
            ("¿El Salesman gana su COIN igual con ACQUIRE que con RESELL?", A),
            ("con el Politician, que pasa si me pillan el farol y que pasa si era verdad", A),
            ("¿Qué diferencia hay entre APPLY y PAYOFF de una CREDIT CARD?", A),
            ("¿Pedir una CREDIT CARD en mi turno es lo mismo que pedirla por un IMMEDIATE EVENT?", A),
            ("¿Los EVENT se resuelven en cuanto los robo o después de terminar el turno?", A),
            ("¿El final por DEPLETION es igual que el final por llegar a HAPPINESS 12?", A),
            ("Con Economic Slowdown, ¿cuántos MATERIAL puedo comprar comparado con lo normal?", A),
            ("¿Disposable Culture y Micro-Plastic hacen lo mismo con el PLASTIC?", A),
            ("¿Qué diferencia hay entre Make It Rain y Buy More Earn More?", A),
            ("Ahorita salió Satan Santa; ¿se parece a Repurchase? ¿Qué hace cada uno?", A),
            ("En solitario jugaba el RENEW azul igual que el RECYCLE rojo y nunca saqué UTILITY del LANDFILL central. ¿Hay que compensar algo o sigo sin más?", U),
            ("En cooperativo quitamos también las CAREER con un solo escudo (creíamos que uno ya era Not-For-Coop), así que nadie pudo salir con el Banker. Vamos por la ronda 3, ¿hay que volver a repartir las CAREER o seguimos así?", U),
            ("Resolvíamos los IMMEDIATE EVENT empezando por el jugador siguiente y el que lo disparó iba el último; ya van tres así. ¿Hay que rehacer algo?", U),
            ("En cooperativo, al hacer WORK solo recuperábamos el último FAVOUR jugado y no todos los que teníamos a la izquierda del AREA. ¿Cómo seguimos ahora?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("upper vs lower action spots on my board - which ones can cards cover?", A),
            ("is interview the same thing as getting promoted?", A),
            ("date vs getting married, whats the difference?", A),
            ("meditate: pulling a facedown value into my hand vs swapping one out - how does each work?", A),
            ("is meditate in solo the same as in a normal game?", A),
            ("energy vs time meeples - can energy stand in for time?", A),
            ("experience card vs resource card, where does each one go once i play it?", A),
            ("traits vs resources, is there a limit on how many i can have?", A),
            ("donate vs the upper community spot, both give impact - whats different?", A),
            ("leftmost market card vs the ones on the right - whats the difference in cost?", A),
            ("solo market vs the normal market?", A),
            ("life events in solo vs a normal game?", A),
            ("how does a solo game end compared to a normal one?", A),
            ("happiness track vs impact track: which way does each marker go?", A),
            ("unhappiness token vs negative impact token?", A),
            ("grown up: do i need to pass the icon on both tracks or is one enough?", A),
            ("career card's first action vs the promoted one - can i use both once im promoted?", A),
            ("swapping my career vs swapping my partner - do i lose promoted / married?", A),
            ("3 family icons vs 4 at the end - how much happy is that?", A),
            ("having a partner that matches my value vs being married to them, which one gets the 4 impact?", A),
            ("grown up icon in the green cost bar vs a life icon in it - what does each mean?", A),
            ("the white box on the cost bar vs a normal cost, whats the difference", A),
            ("icons with an arrow vs icons without an arrow on a card?", A),
            ("a card i play this turn that has an action - can i use it right away or next turn?", A),
            ("first turn: do i spend my time first or play my career card first?", A),
            ("solo: 1st vs 2nd vs 3rd card from the market, what does each cost?", A),
            ("are traits and resources actually different rules-wise? like is there anything that only hits one of them, say a card that makes you discard a resource - does that touch my traits?", U),
            ("we forgot to hand out the Promoted marker when my friend got promoted, so she kept using the first action of her career for 3 turns. how do we make that right?", U),
            ("we mixed up the unhappiness and negative impact tokens - people just grabbed whichever, so nobody knows which of their tokens is which anymore. game's still going. how do we sort it?", U),
            ("we resolved life events the moment we passed the space instead of at the end of the turn, for a few rounds. anything we need to fix?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre poner una carta de Career y una de Community, Leisure o Wellness en el tablero?", A),
            ("¿El Partner se pone encima del tablero como una Leisure o al lado?", A),
            ("¿Puedo tener varias Resources a la vez? ¿Y varias Leisure?", A),
            ("¿Qué diferencia hay entre el Value de la mano y los dos boca abajo?", A),
            ("¿Qué diferencia hay entre una Experience y un Life Event?", A),
            ("Che, el Life Event ¿se resuelve al momento o al final del turno?", A),
            ("La acción de arriba de Wellness y la de Meditate, ¿en qué se diferencian?", A),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado comparada con la de más a la izquierda?", A),
            ("¿Qué diferencia hay entre el paso 1 y el paso 2 del turno? ¿Puedo añadir acciones en el 2?", A),
            ("El dinero y la energía que gasto, ¿vuelven al mismo sitio que el tiempo?", A),
            ("¿Qué diferencia hay entre Married y Promoted? ¿Cómo se consigue cada uno?", A),
            ("Para casarme, ¿hace falta ser Grown Up igual que para el ascenso?", A),
            ("¿El icono de la propia Career cuenta para su ascenso?", A),
            ("¿Las fichas de Negative Impact y las de Unhappiness restan lo mismo al final?", A),
            ("En solitario, ¿se reparten Values como en la partida normal?", A),
            ("En solitario, ¿el mercado se repone igual que en una partida normal?", A),
            ("¿Cuándo se acaba una partida normal y cuándo una de solitario?", A),
            ("En solitario, ¿cuento los corazones y los sets de iconos al final?", A),
            ("¿Cómo se gana en solitario comparado con la partida normal?", A),
            ("¿Qué diferencia hay entre el Scoring Board y el Market Board?", A),
            ("¿Qué diferencia hay entre la casilla de Life Event del track y la de Grown-Up?", A),
            ("Disculpe, si empatamos, ¿gana quien tenga más Happiness o se comparte la victoria?", A),
            ("una carta con la caja blanca de resources played elsewhere, la pago dos veces o que", A),
            ("¿Puedo usar las dos acciones de una misma categoría en el mismo turno?", A),
            ("¿En qué se diferencia la acción de arriba de Career de la Interview?", A),
            ("Al final, ¿qué va primero, restar por las fichas negativas o sumar los Values?", A),
            ("Vale, durante varias rondas no dejamos usar la energía como tiempo (creíamos que solo servía para pagar). ¿Se compensa a alguien o seguimos sin más?", U),
            ("Al cambiar de carta de Community o Wellness tirábamos la vieja al descarte en vez de a la pila de Experiencias, y se perdieron sus iconos. ¿Cómo lo arreglamos ahora?", U),
            ("Con la Cita poníamos el Partner directamente al lado del tablero, sin pasar por la mano ni pagar su coste, como si ya estuviera jugado. ¿Qué hacemos con los que ya están puestos?", U),
            ("Mi primo activó dos veces la misma casilla de Leisure en un turno poniendo 4 de tiempo, y así varias rondas. ¿Cómo lo arreglamos?", U),
        ],
    },
    "cv": {
        "en": [
            ("do event cards stay with my other cards after i use them, like the rest?", A),
            ("health, relationship and knowledge vs work and possession - where does a new card go in its stack?", A),
            ("the active card vs the ones under it - do the covered ones still do anything?", A),
            ("good luck vs bad luck symbols, what does each do?", A),
            ("can i reroll a bad luck die like the other dice?", A),
            ("3 good luck symbols to take a card for free - does that also cover a special condition on the card?", A),
            ("my secret life goal vs the public ones, how do they score differently?", A),
            ("2 players vs 3-4 players - when does the leftmost track card get thrown out?", A),
            ("childhood cards setup with 4 players vs with 2 or 3?", A),
            ("tokens vs dice symbols - do tokens pile up every turn like income?", A),
            ("red slash cost vs the price to buy the card - when do i pay each?", A),
            ("can dice i already used to buy a card also pay a red slash cost that turn?", A),
            ("two colour cards - which pile do they go in?", A),
            ("symbols on an event card vs symbols on my active cards, do i get tokens for the event ones?", A),
            ("tied on points: does fewer cards or more cards win?", A),
            ("two of us tie on a public life goal, who gets the points?", A),
            ("social assistance - who gets it?", A),
            ("early adulthood deck vs middle age vs old age, which order do they come out in?", A),
            ("game end: old age deck having fewer cards than players vs just running out - when exactly does it end?", A),
            ("bicycle card vs bicycle token, why both?", A),
            ("event cards i buy vs childhood cards, where do they go?", A),
            ("health cards vs knowledge cards - what are they usually good for?", A),
            ("work cards vs possession cards, whats the deal with each?", A),
            ("4 health cards vs 5, how many points?", A),
            ("how many dice do i roll at the start vs the most i can ever have?", A),
            ("do i get two rerolls in total or two per die?", A),
            ("we thought every new card had to go on top, so nobody ever slid a health or knowledge card under their stack to keep the old one active. can we make up for that or just start doing it?", U),
            ("we've been sliding new work and possession cards under the old ones like health cards, so old jobs stayed active. a few rounds in - how do we put that right?", U),
            ("someone's been rolling 8 dice for two rounds because two of her cards each gave an extra die. do we take anything back for those rounds?", U),
            ("we scored work cards with the same table as health (1, 3, 6, 10...) and wrote it down. recount?", U),
        ],
        "es": [
            ("En el reparto de infancia, ¿cuántas cartas me quedo, cuántas paso y a quién?", A),
            ("Disculpe, ¿la carta de la bicicleta se queda en la mano como las otras de infancia o va delante de mí?", A),
            ("¿Empieza el de la bici o el que tenga menos cartas?", A),
            ("Che, ¿la fase de mala suerte va antes o después de añadir las cartas al currículum?", A),
            ("Con la desgracia, ¿descarto cualquier carta de mi currículum o solo una activa?", A),
            ("Si meto una carta de Salud por debajo del montón, ¿está activa o no?", A),
            ("¿Las cartas de Posesión y de Trabajo pueden ir debajo del montón como las de Salud?", A),
            ("¿Las fichas de símbolo valen igual que los dados para comprar cartas?", A),
            ("¿Una carta de evento comprada se usa al momento o se queda en la mano?", A),
            ("¿Puedo jugar una carta de evento en el turno de otro?", A),
            ("¿La asistencia social es en cada ronda o solo cuando se acaba un mazo?", A),
            ("En la asistencia social, si hay varios, ¿quién coge primero?", A),
            ("¿Los puntos de Posesión se cuentan igual que los de Salud?", A),
            ("¿Con 3 cartas de Relación cuántos puntos son, y con 5?", A),
            ("Si empatamos en una meta pública, ¿cada uno se lleva la mitad o todo?", A),
            ("Si empatamos a puntos al final, ¿quién gana?", A),
            ("¿Cuántos dados tiro al principio y cuántas veces puedo relanzar?", A),
            ("un dado que sale mala suerte en el primer relanzamiento, queda congelado para el segundo igual que los de la primera tirada?", A),
            ("¿Tres de buena suerte en fichas valen igual que en dados para llevarse una carta gratis?", A),
            ("¿Qué diferencia hay entre una carta activa y las demás cartas de mi currículum?", A),
            ("¿Cuándo se acaba la partida exactamente?", A),
            ("¿Cuántas cartas puedo coger de la fila por turno?", A),
            ("Al final de la ronda, ¿la carta de la izquierda se descarta antes o después de añadir las nuevas?", A),
            ("En 2 jugadores, ¿cuántas metas públicas hay?", A),
            ("Al puntuar, ¿qué se cuenta primero, las cartas de Salud, Relación y Conocimiento o las Posesiones?", A),
            ("¿Una carta de dos colores cuenta para los dos tipos a la vez?", A),
            ("Oye, en la limpieza corríamos las cartas de la fila hacia la derecha y rellenábamos por la izquierda, al revés, así que al final de ronda se descartaba siempre la más nueva. ¿Cómo lo arreglamos?", U),
            ("Las cartas de dos colores las metíamos siempre en el tipo del color de la izquierda, sin dejar elegir. Vamos por la edad media, ¿cómo lo arreglamos?", U),
            ("En la limpieza de fin de ronda descartábamos la carta de la izquierda después de rellenar la fila, y la fila se quedaba con 4 cartas hasta el turno siguiente. ¿Hay que arreglar algo?", U),
            ("La asistencia social la dábamos al final de la ronda y no en el momento en que se acababa el mazo. ¿Cambia algo lo que ya se repartió?", U),
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
