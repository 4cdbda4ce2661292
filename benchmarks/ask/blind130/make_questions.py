"""Write the blind130 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind130/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13001-13004), so the
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
SEEDS = {"coming-of-age": 13001, "loop": 13002, "adulthood": 13003, "cv": 13004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("for Hoarder do memory tokens count toward the 9 or only willpower and motivation?", A),
            ("At the end, do the Memory Tokens I already flipped still count for the leftover VEP, the divide by 3 thing?", A),
            ("Nostalgic goal: does a memory token I've already used still count toward it?", A),
            ("Amicable says 4 character tokens on levels 1 to 4. My best friend is up on level 6, does she count?", A),
            ("Sociable goal - do the neutral characters on my friendship track count, or only the other players' kids?", A),
            ("which frustration tokens count against me at the end, the flipped over ones too?", A),
            ("For the Resilient trait, what counts as an overcome frustration token?", A),
            ("Competent needs 3 counters on passive bonus spaces. which spaces are those exactly?", A),
            ("We tied on VEP. For the tie-break, do my mimic tokens on other people's tiles count as completed traits?", A),
            ("does a mimic token count as one of the 4 trait tiles for the Loyal goal?", A),
            ("How many goal tiles can I score at the end? Do the traits I mimicked count toward that number?", A),
            ("I have a Presence at this location but my die is somewhere else. Does the Presence count for the Memory / Presence / Parent Card step?", A),
            ("the bus: does a location with only somebody's presence on it (no dice) count as a stop?", A),
            ("Do location 1 and the last open location count as adjacent when I change location with a frustration token?", A),
            ("I have two dice on the same location and pick one of them. The other one leaves an interest token there - does that token count for my fulfillment advance this same turn?", A),
            ("2 player variant: for the neutral trait tile in the 3rd spot of the row, what friendship level counts as enough to mimic it?", A),
            ("to mimic a tile sitting in another player's 2nd slot, is their character at level 2 on my track enough?", A),
            ("solo: which spaces count for Rob when he moves on his personal fulfillment track?", A),
            ("Rob at final scoring: which of his tokens count for VEP, does he get the leftover thing like us?", A),
            ("Experienced trait, 4 motivation tokens of any type - can they be mixed colours?", A),
            ("stubborn needs 3 of the same type. does willpower count as a type for that?", A),
            ("Do the Trait Tiles already on my board count toward my hand limit of 4?", A),
            ("Family-Oriented: what counts as a played parent card, the ones in my discard pile?", A),
            ("if i pay 4 willpower for a memory instead of motivation, how much VEP does that count as?", A),
            ("Type B goal like Gamer - do I need presences on all 3 of the listed locations or do 2 count?", A),
            ("a character at level 0 on my track, does that count as friendship enough to mimic a level 1 tile?", A),
            ("Solo: the bus stop tile here gives a Friendship Bonus with any character, not one specific neutral kid. For Rob, does that count as a Character Token bus stop, and then who would he pick?", U),
            ("Tie-break question: I meet the requirement of one more Goal Tile, but I couldn't play it since I only had 2 Trait Tiles on my board. Does it still count as a completed Goal for the tie?", U),
            ("solo: Rob keeps drawing trait tiles onto his face-down pile. does my hand limit of 4 count for his pile too, or can it grow forever?", U),
            ("2 players: my mimic tokens on the neutral trait row - do they count for the VEP tie-break like mimics on the other player's board?", U),
        ],
        "es": [
            ("¿Las Fichas de Recuerdo cuentan para el Rasgo Acaparador (9 fichas) o solo Fuerza de Voluntad y Fichas de Motivación?", A),
            ("al final, para los elementos sobrantes, ¿que fichas cuentan? ¿las de Interés tambien?", A),
            ("Oye, ¿una Ficha de Frustración que ya superé (la del extremo izquierdo) me quita VEP al final?", A),
            ("Para el Objetivo Sociable, ¿cuentan las Fichas de Personaje del nivel 0 o solo las de niveles altos?", A),
            ("¿Qué cuenta como 'Rasgo completado' para el desempate: solo mis Fichas de Rasgo o también mis Rasgos Miméticos?", A),
            ("Che, el Objetivo Leal pide 4 Fichas de Rasgo jugadas. ¿Cuentan los Rasgos Miméticos que puse en tableros de otros?", A),
            ("Disculpe, ¿cuántas Fichas de Objetivo puedo puntuar al final? ¿De qué depende ese número?", A),
            ("¿Cuánto VEP cuenta cada Ficha de Motivación que gasto en un Recuerdo? ¿La tercera vale lo mismo que la primera?", A),
            ("Si pago un Recuerdo con 4 de Fuerza de Voluntad, ¿tengo que mover algún Contador de Estado de Ánimo 2 pasos a la izquierda?", A),
            ("tío, si gasto 3 Fichas de Motivación del mismo color para un Recuerdo, ¿el Contador baja 2 pasos por cada ficha o 2 en total?", A),
            ("¿Qué cuenta como registro 'disponible' para poner una Ficha de Frustración al cambiar de ubicación?", A),
            ("¿Cuenta como adyacente una ubicación que sigue tapada por el bloqueo?", A),
            ("Para el Rasgo Competente, ¿las casillas de bonificación pasiva son las del extremo derecho del Registro de Ánimo?", A),
            ("Rasgo Centrado: ¿cuenta el Contador de un registro recién desbloqueado que acabo de poner en el centro?", A),
            ("El Rasgo Equilibrado, ¿cuenta si tengo cero Contadores en los dos extremos? vos sabés, cero igual a cero", A),
            ("Rasgo Resiliente: ¿qué fichas cuentan, las Fichas de Frustración superadas que están en el extremo izquierdo?", A),
            ("¿Una Ficha de Rasgo Mimético cuenta para mi límite de 4 Fichas de Rasgo jugadas?", A),
            ("Con 2 jugadores, ¿qué nivel de amistad cuenta para poner un Rasgo Mimético en la primera Ficha de Rasgo neutral de la fila?", A),
            ("En solitario, ¿qué Fichas de Objetivo me tocan a mí? ¿Cuántas de cada tipo?", A),
            ("En solitario, ¿Rob usa Contadores de Estado de Ánimo o Fichas de Frustración?", A),
            ("solitario: cuando Rob gana VEP de un Recuerdo, ¿cuenta como si gastara todas sus Fichas de Motivación? ¿las pierde?", A),
            ("En solitario, ¿en qué nivel del Registro de Amistad cuenta la Ficha de Personaje que gana Rob?", A),
            ("Para los objetivos de tipo D, ¿cuentan las Fichas de Recuerdo ya usadas?", A),
            ("¿Los Objetivos de tipo A cuentan como cumplidos si empato con otro jugador?", A),
            ("Con la Presencia de otro jugador en la ubicación, ¿cuenta como opción para la Bonificación de Amistad con su personaje?", A),
            ("¿El dado que quito de una ubicación sin visitarla cuenta para algo? ¿qué dejo ahí?", A),
            ("En solitario, Rob acaba de poner una Ficha de Interés en la ubicación que yo elegí (su dado salió justo ahí). Cuando coloca su dado en ese edificio, ¿esa ficha recién puesta cuenta ya para que avance en su Registro de Realización?", U),
            ("Tengo una Ficha de Frustración sin superar en el extremo derecho de un registro y el Contador está justo en la última casilla. Para el Rasgo Competente, ¿esa casilla cuenta igual como bonificación pasiva?", U),
            ("Tengo Presencia en la ubicación y también mi dado ahí. Para la Bonificación de Amistad, ¿cuenta mi propia Presencia como la de 'un jugador' con quien interactuar?", U),
            ("Se me acabó el mazo de Cartas de Padres y no puedo hacer Recuerdo ni Presencia. ¿Eso cuenta como que no tengo opción y no hago nada, o rebarajo mi descarte?", U),
        ],
    },
    "loop": {
        "en": [
            ("does a BROKEN material still count as mine for anything, or is it just landfill now?", A),
            ("For a GOAL, do the ACTIVITY I discarded earlier still count toward the PROPERTY?", A),
            ("Sense of belonging needs 2 HOUSE. can two different ACTIVITY with one HOUSE each count for that?", A),
            ("An ACTIVITY with two of the same colour - does one MATERIAL count for both dots?", A),
            ("what counts as CURIOSITY? the materials I own or the colours on my 3 kept activities?", A),
            ("HOBBY goal: what counts as 'same name'? two ACTIVITY with the same name among the ones I keep?", A),
            ("tie at the end in basic mode. what counts first, reputation or landfill?", A),
            ("For the LANDFILL Penalty how many materials count for 1 happiness lost?", A),
            ("Does a CREDIT CARD with 3 COIN paid still count for the Debt Penalty at game end?", A),
            ("The Gap: do the COIN sitting on my CREDIT CARD count in my total?", A),
            ("Make It Rain - does paying off a credit card count toward the 4 COIN?", A),
            ("Buy More Earn More, which payments count? does RESELL money count?", A),
            ("What counts as a zone change for drawing EVENT - does it count if I lose HAPPINESS on someone else's turn?", A),
            ("if 2 continuous events get triggered at my turn end, which one counts?", A),
            ("co-op: does a player at exactly HAPPINESS 11 count as reaching the goal?", A),
            ("solo: does the DEPLETION Penalty count when the burned MATERIAL card reveals DEPLETION?", A),
            ("solo, how many GOAL do I start with?", A),
            ("In solo, which CAREER count as allowed? the ones with one shield too?", A),
            ("does FAVOUR I accept count toward my 5 in hand for the draw at the start of turn?", A),
            ("ACCEPTing a RECYCLE, does that count for any REPUTATION?", A),
            ("i already have 2 reputation and accept a SHARE, does the extra count somehow?", A),
            ("When I CONSUME, what counts as a completed ACTIVITY for the 1 HAPPINESS?", A),
            ("the Engineer's Repair, does UTILITY count as a material it can fix?", A),
            ("Homemaker's Minimalist, how often does it count and what do I get from it?", A),
            ("Does DEPLETION count as happening if there are still face-up MATERIAL in the BUY AREA?", A),
            ("With Micro-Plastic active, can a FOOD count as PLASTIC for an ACTIVITY that needs PLASTIC?", A),
            ("Co-op: I'm Forced into Debt because I can't WORK, so I APPLY and BUY instead. Does that turn count as a WORK turn for taking my played FAVOUR back?", U),
            ("Economic Slowdown is active and I'm the Scientist. Does my one MATERIAL bought from a LANDFILL count as the 1 MATERIAL I'm allowed this BUY turn, or is it on top?", U),
            ("competitive: intern starts at happiness 4. which zone does that count as, and does my first +1 count as entering a new zone?", U),
            ("I APPLY for a CREDIT CARD but the BUY AREA has no face-up MATERIAL left. Does the Welcoming Gift still count as given, or do I get something else?", U),
        ],
        "es": [
            ("¿Los MATERIAL del LANDFILL cuentan para la penalización de LANDFILL aunque sean UTILITY?", A),
            ("Para ganar en cooperativo, ¿cuentan las penalizaciones de DEPLETION, deuda y LANDFILL antes de mirar la HAPPINESS 11?", A),
            ("che, en solitario ¿qué HAPPINESS cuenta como victoria?", A),
            ("¿Cuántas ACTIVITY puedo tener a la vez en mi AREA? ¿la cuarta cuenta?", A),
            ("¿Una misma ACTIVITY cuenta para dos GOAL distintos a la vez?", A),
            ("Para el desempate, ¿cuenta más tener menos MATERIAL en el LANDFILL o tener más GOAL?", A),
            ("¿Cuánta REPUTATION cuenta como máximo? ¿puedo tener 3?", A),
            ("Vale, si rechazo un FAVOUR, ¿qué cuenta como pago? ¿descartar cualquier FAVOUR o uno igual?", A),
            ("¿Cuenta como pasar turno si no hago ni WORK ni BUY ni CONSUME?", A),
            ("En turno de BUY, ¿cuántos MATERIAL cuentan como máximo?", A),
            ("la QUALITY de un MATERIAL, ¿cuenta según los COIN que pago?", A),
            ("¿Un MATERIAL a QUALITY 0 cuenta todavía como mío para CONSUME?", A),
            ("Con SHARE, ¿el MATERIAL del otro cuenta como si fuera mío para la ACTIVITY?", A),
            ("¿RECYCLE puede contar un UTILITY del LANDFILL de otro?", A),
            ("Chef: con Supersize, ¿cuántas QUALITY cuentan por cada COIN al comprar FOOD?", A),
            ("Soy Tycoon, ¿qué COIN cuentan para duplicar cuando hago WORK?", A),
            ("Con Everything Is Online, ¿qué cuenta como gastar COIN? ¿ACQUIRE también?", A),
            ("Con Hypebeast, ¿qué cuenta para no perder HAPPINESS?", A),
            ("¿La Debt Penalty cuenta por cada CREDIT CARD sin pagar? ¿cuánto es?", A),
            ("¿Cuántos COIN cuentan para saldar una CREDIT CARD?", A),
            ("En cooperativo, ¿cuándo cuentan como devueltos mis FAVOUR jugados?", A),
            ("En solitario el RENEW azul, ¿cuenta también para UTILITY?", A),
            ("En solitario, ¿el SHARE azul cuenta con los MATERIAL de la BUY AREA?", A),
            ("¿Cuándo cuenta que se acaba la partida? ¿al llegar a HAPPINESS 12 se para al instante?", A),
            ("Combustion Energy: ¿qué jugadores cuentan como los de menos HAPPINESS si hay empate?", A),
            ("¿Los MATERIAL de QUALITY 1 del Welcoming Gift de la CREDIT CARD cuentan como de la BUY AREA?", A),
            ("En solitario estoy en HAPPINESS 0 y me toca hacer WORK, así que saco una CREDIT CARD y hago BUY. ¿Ese turno cuenta como WORK para recuperar mis FAVOUR azules jugados?", U),
            ("Con Disposable Culture activo, ¿solo cuenta el PLASTIC? O sea, ¿puedo seguir comprando FOOD o METAL a la QUALITY que quiera, o solo puedo comprar PLASTIC?", U),
            ("Collector está activo y tengo 4 tipos en mi AREA; el quinto está roto en mi LANDFILL. ¿Cuenta para tener los 5 tipos?", U),
            ("Hidden Clause: tengo una CREDIT CARD ya saldada (5 COIN pagados) que sigue en mi AREA. ¿Cuenta como tarjeta para perder 1 COIN?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("does the life icon on my career card count toward its own promotion requirement?", A),
            ("At the end, do the cards in my Experience stack count for the life icon sets?", A),
            ("life icon sets - how many family icons do i need before it counts for any happy?", A),
            ("A Trait that gives me an extra Life icon: does that count during the game too, or only at the end?", A),
            ("what counts as my 'tableau' when a card needs a life icon to be played?", A),
            ("Does a Partner I dated but never married count for the complete heart?", A),
            ("do energy tokens count as time for actions?", A),
            ("The white box thing on Marathon - does the time I already put on Wellness count as paying it?", A),
            ("Grown Up: do I have to pass the Grown-Up space on both tracks, or does one count?", A),
            ("which market cards count as costing something, and what do I get for the left-most one?", A),
            ("after I get Promoted, does the first action on my Career card still count as usable?", A),
            ("Do negative impact tokens count against me during the game or only at the end?", A),
            ("What counts as the markers crossing for the end of the game?", A),
            ("if my happiness marker goes past the end of the track at scoring, what does that count as?", A),
            ("We tied on combined score. What counts as the tiebreaker?", A),
            ("How many Career cards count as mine at once?", A),
            ("is there a limit to how many Resources and Traits count in front of me?", A),
            ("When I play a new Leisure card over my old one, does the old one still count for its life icon?", A),
            ("Can I use the upper and the lower Wellness spots in one turn, or does that count as using Wellness twice?", A),
            ("I just played a Community card with a new action. does it count this turn already?", A),
            ("solo: do the life event spaces on the track still count for drawing a life event?", A),
            ("Solo: do my life icon sets and hearts count at the end?", A),
            ("solo - what counts as a win?", A),
            ("solo market, which card counts as free and what do the next ones cost?", A),
            ("In solo, does a card I get from an 'extra card' effect count toward the price of my next market card?", A),
            ("does Donate count as a way to get impact, and how much money does it take?", A),
            ("When a card's green cost bar asks for a Life icon, does the icon printed on that same card count toward it when I play it?", U),
            ("Do the Life icons on the Life Events in my Experience stack count during the game, for a card that needs a Life icon in my tableau?", U),
            ("With the Open Relationship trait I have two Partners out, and both match one of my Values and both are Married. Does each one count for 4 impact?", U),
            ("A Partner's heart matches a Values card I swapped away with Meditate earlier. Does that old Value still count for the complete heart?", U),
        ],
        "es": [
            ("¿Los iconos de Vida de mi pila de Experiencias cuentan al final para los sets?", A),
            ("Para los sets de iconos de Vida, ¿cuántos iconos iguales cuentan para ganar 1 de Felicidad? ¿y con 4?", A),
            ("Che, ¿una Pareja con la que no me casé cuenta para el corazón completo?", A),
            ("¿Cuánto Impacto cuenta el corazón completo al final?", A),
            ("Al final, ¿qué cuenta primero, las fichas negativas o los Valores?", A),
            ("¿Las fichas de energía cuentan como tiempo?", A),
            ("Para ascender, ¿cuenta el icono que trae la misma carta de Carrera?", A),
            ("¿Qué cuenta como ser Adulto (Grown Up)? ¿Hay que pasar la casilla en los dos marcadores?", A),
            ("tío, si paso dos casillas de Life Event en un turno, ¿cuentan las dos?", A),
            ("¿Cuántas Carreras pueden contar como mías a la vez? ¿y Parejas?", A),
            ("¿Qué pasa con mi ficha de Ascendido si cambio de Carrera? ¿sigue contando?", A),
            ("Disculpe, ¿qué cuenta como 'tableau' para el requisito de icono de Vida de una carta?", A),
            ("Con el ascenso, ¿la primera acción de la Carrera sigue contando?", A),
            ("¿Las cartas de Recurso y Rasgo cuentan para algún límite?", A),
            ("Si me paso del final del marcador de Felicidad, ¿cuánto cuenta?", A),
            ("¿Qué cuenta como que se crucen los marcadores para terminar la partida?", A),
            ("empate en la suma, ¿qué cuenta para desempatar?", A),
            ("¿Cuenta la carta de más a la izquierda del mercado con algún extra?", A),
            ("¿Las fichas de Infelicidad cuentan durante la partida o solo al final?", A),
            ("Meditar: ¿cuenta como gastar energía? ¿qué me deja hacer?", A),
            ("La Cita (Date), ¿qué cuenta como pago y qué me da si ya soy Adulto?", A),
            ("en solitario ¿cuántas cartas cuentan en el mercado y cuándo se reponen?", A),
            ("En solitario, ¿qué cuenta para ganar?", A),
            ("en solitario las Life Events ¿cuando cuentan? ¿al pasar la casilla o al final de ronda?", A),
            ("En solitario, ¿las fichas negativas cuentan al final?", A),
                        ("Jugué una Life Event que me da Felicidad extra el turno siguiente. Si la partida termina antes de ese turno, ¿cuenta igual para la puntuación?", U),
            ("En solitario no se reparten Valores. Entonces, ¿cuenta para algo el icono de corazón de mi Pareja, por ejemplo para el Achievement?", U),
            ("¿Puedo contar una ficha de energía como dinero para Donar o para la Cita?", U),
            ("Al final, si tengo 2 iconos de un tipo en cartas y un Rasgo que me da otro más, ¿cuenta el del Rasgo para llegar al set de 3?", A),
            ("Se acabaron las fichas de Infelicidad de la reserva (solo hay 16 entre las dos clases). Las que me tocarían ahora, ¿igual cuentan al final?", U),
        ],
    },
    "cv": {
        "en": [
            ("do the covered cards in my stacks count for the health/knowledge/relationship points or only the active one?", A),
            ("If I have 4 knowledge cards, how many points does that count for?", A),
            ("do possession cards under the top one still count their points?", A),
            ("Does an event card I bought count as part of my CV?", A),
            ("two-colour card: does it count as both types at the end?", A),
            ("what counts toward the 3 good luck for a free card, dice only or tokens too?", A),
            ("3 good luck symbols - does that also count as meeting a card's special condition?", A),
            ("bad luck: do tokens count toward the 3, or only the dice?", A),
            ("i have 6 bad luck symbols, how many cards does that count as losing?", A),
            ("Do the frozen bad luck dice count toward my 2 rerolls?", A),
            ("What counts as an 'active' card in my CV?", A),
            ("does a red slash cost count if the card is covered by a newer one?", A),
            ("can dice tokens I used to buy a card this turn also count for paying a red slash cost?", A),
            ("Can a health card count if I slide it under my stack instead of on top?", A),
            ("Does a new Work card have to go on top, or can it count from under the stack?", A),
            ("social assistance: what counts as having twice as many CV cards?", A),
            ("Which decks running out count for social assistance?", A),
            ("does a card taken through social assistance count even if i can't meet its special condition?", A),
            ("tie at the end: what counts for the tie-break?", A),
            ("public life goal tie, does everyone tied count for full points?", A),
            ("when does the game end, what counts as the old age deck being low?", A),
            ("how many dice can count for my roll at most?", A),
            ("2 players: when does the leftmost card get discarded from the track?", A),
            ("Do the symbols on an event card count toward buying a card from the track? What happens to the unused ones?", A),
            ("do i get tokens for the symbols on event cards i play?", A),
            ("What counts as my tokens after cleanup, do they add up turn to turn?", A),
            ("At the end, do my Work cards count for any points on their own, like the health or knowledge cards do?", U),
            ("A card says it gives a symbol 'each turn'. If I use that token to buy and then lose the card to misfortune in the same turn, does the purchase still count?", U),
            ("An event card gives me an extra die this turn. Does that die count toward the maximum of 7?", U),
            ("Public goal: I have 6 possessions and my friend has 5, and the goal needs 5. Do we both count as achieving it, or only me as the best?", U),
        ],
        "es": [
            ("¿Las cartas tapadas de mis pilas cuentan para los puntos de Salud, Relación y Conocimiento?", A),
            ("Con 5 cartas de Relación, ¿cuántos puntos cuentan?", A),
            ("¿Y 3 cartas de Salud cuánto cuentan?", A),
            ("¿Las posesiones tapadas cuentan sus puntos al final?", A),
            ("las cartas de evento que tengo en la mano, ¿cuentan como parte de mi currículum?", A),
            ("Vale, una carta de dos colores, ¿cuenta para las dos pilas o solo para una?", A),
            ("¿Las fichas cuentan para los 3 símbolos de buena suerte o solo los dados?", A),
            ("¿Con 3 de buena suerte cuenta como pagada también una condición especial de la carta?", A),
            ("q cuenta para la desgracia? los dados con mala suerte y tambien las fichas?", A),
            ("Si tengo 3 de mala suerte, ¿cuántas cartas pierdo y cuáles cuentan como activas?", A),
            ("¿Cuenta como activa una carta que está debajo de otra en la pila?", A),
            ("el coste rojo, ¿cuenta cada turno o solo al comprar?", A),
            ("si no puedo pagar la barra roja, ¿qué pasa con la carta? ¿cuenta todavía?", A),
            ("¿Los dados que usé para comprar cuentan para pagar el coste rojo ese mismo turno?", A),
            ("Una carta de Salud nueva, ¿puede contar desde abajo de la pila?", A),
            ("¿Una Posesión nueva cuenta si la meto debajo de la pila?", A),
            ("Asistencia social: ¿qué cuenta como tener el doble de cartas?", A),
            ("¿En qué orden cuentan los jugadores que reciben asistencia social?", A),
            ("Empate en puntos, ¿qué cuenta para desempatar?", A),
            ("Oye, si dos empatan en un objetivo público, ¿los dos cuentan los puntos enteros?", A),
            ("¿Cuándo cuenta que se acaba la partida?", A),
            ("¿Cuántos dados como máximo cuentan para mi tirada?", A),
            ("¿Los símbolos de una carta de evento cuentan como fichas para mí después?", A),
            ("En 2 jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Cuántas cartas del track puedo comprar por turno? ¿cuentan las de evento?", A),
            ("¿Quién cuenta como jugador inicial si perdí la carta de la bicicleta?", A),
            ("Si juego dos cartas de evento con símbolos de buena suerte, ¿cuentan sumados con mis dados para llegar a los 3 de buena suerte?", U),
            ("¿Las cartas de infancia que elegí al principio cuentan para la asistencia social como cartas del currículum?", U),
            ("¿La carta de bicicleta cuenta como carta del currículum para el desempate por tener menos cartas?", U),
            ("Para el objetivo público, ¿cuenta una carta que perdí por desgracia si la tuve activa durante la partida?", U),
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
