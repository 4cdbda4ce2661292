"""Write the blind131 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind131/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 13101-13104), so the
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
SEEDS = {"coming-of-age": 13101, "loop": 13102, "adulthood": 13103, "cv": 13104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("at the end, do interest tokens count in the leftover tokens you divide by 3?", A),
            ("What counts as an unresolved frustration for the -3 VEP at the end? Do the flipped ones on the left side count too?", A),
            ("Balanced trait: if I have zero counters on both far ends, is that 'the same number'?", A),
            ("positive trait - which spaces are the ones i cant have counters on", A),
            ("For Amicable, do my character tokens up at levels 5-7 count toward the 4?", A),
            ("Completionist says 3 tokens on the same level. Does level 0 count as a level for that?", A),
            ("Sociable goal: do neutral characters and the ones sitting at level 0 count?", A),
            ("if me and another player have the same number of presences, does my Versatile goal still count as done?", A),
            ("the type D memory goals, do memory tokens i already flipped still count", A),
            ("For Friendly, do the traits I mimicked on other people's boards count toward the 5?", A),
            ("We tied on VEP. For the tiebreak, do mimic tokens on other players' tiles count as completed traits?", A),
            ("hoarder: is it 9 willpower and 9 motivation, or both kinds added togehter?", A),
            ("Does a location with only my Presence and no dice count as a stop for the bus?", A),
            ("Do locations 1 and 4 count as adjacent when I move my die with a frustration token?", A),
            ("my die and my presence are both at the same location. do they count as two picks in step A?", A),
            ("For the Personal Fulfillment advance, which interest tokens count, only the ones at the location I finally chose?", A),
            ("If I pay a Memory with 4 willpower instead of motivation, what VEP do I get, same as one motivation token?", A),
            ("I spent 3 motivation tokens on one memory, does that count as 3 moves of 2 steps left for my mood counter?", A),
            ("to mimic a trait, what counts as the level of the tile i'm copying?", A),
            ("does the trait tile I just drew count toward my hand limit if it's my fifth?", A),
            ("solo vs rob: which goal tiles do i get, any type A?", A),
            ("Solo: when Rob advances on Personal Fulfillment, do the spaces without VEP count as steps for him?", A),
            ("at the end of a solo game, what does rob score for his motivation tokens and his leftover trait tiles?", A),
            ("2 player variant: what friendship level counts for the third neutral trait tile?", A),
            ("Is money... sorry, is willpower a kind of motivation token for paying a location that asks for motivation?", A),
            ("does the last space on a mood track count as a normal step bonus or is it passive?", A),
            ("solo: rob keeps drawing trait tiles face down onto his pile. does that pile count as a hand, so he has to discard down to 4 like me?", U),
            ("Tiebreak counts completed Trait and Goal Tiles. I meet the requirement of a Goal Tile but can't play it because I only played 2 Traits - does it still count as completed for the tie?", U),
            ("2 player game, tie on VEP: do my mimic tokens on the neutral row count as completed traits for the tiebreak, or only mimics on the other player's board?", U),
            ("Do my memory tokens count as part of my hidden hand, or do they have to stay visible to everyone like the parent discard pile?", U),
        ],
        "es": [
            ("Al final, ¿las Fichas de Interés cuentan para las fichas sobrantes que se dividen entre 3?", A),
            ("¿Qué cuenta como frustración sin resolver para perder 3 VEP al final? ¿Las que ya di la vuelta también?", A),
            ("Para el Rasgo Equilibrado, ¿vale tener cero Contadores en los dos extremos o hace falta al menos uno en cada lado?", A),
            ("oye, el Rasgo Positivo, ¿qué casillas son las que no pueden tener Contadores?", A),
            ("Para Amigable, ¿cuentan las Fichas de Personaje que tengo en los niveles 5 a 7 del Registro de Amistad?", A),
            ("Completista pide 3 fichas en el mismo nivel: ¿el nivel 0 vale?", A),
            ("Objetivo Sociable: ¿se cuentan los personajes neutrales y los que están en el nivel 0?", A),
            ("Si empato con otro jugador en Presencias, ¿mi objetivo Versátil cuenta como cumplido?", A),
            ("Objetivos tipo D: ¿valen las Fichas de Recuerdo que ya usé o solo las que no?", A),
            ("che, para el objetivo Amistoso ¿cuentan los Rasgos Miméticos que puse en tableros de otros?", A),
            ("empatamos a VEP, pa desempatar ¿se cuentan los Rasgos Miméticos como Fichas de Rasgo completadas?", A),
            ("Acaparador: ¿se suman Fuerza de Voluntad y Fichas de Motivación o tienen que ser 9 de cada?", A),
            ("¿Una ubicación donde solo tengo Presencia y ningún dado cuenta como parada del autobús?", A),
            ("Ustedes saben si las ubicaciones de los extremos del tablero cuentan como adyacentes para mover el dado con una Ficha de Frustración?", A),
            ("Tengo dado y Presencia en la misma ubicación, ¿cuenta como dos elecciones en el paso A?", A),
            ("pa avanzar en el Registro de Realización Personal, ¿q Fichas de Interés cuentan? solo las de la ubicación final?", A),
            ("Si pago un Recuerdo con 4 de Fuerza de Voluntad, ¿cuántos VEP me dan? ¿igual que con una Ficha de Motivación?", A),
            ("Gasté 3 Fichas de Motivación en un Recuerdo: ¿el Contador de Estado de Ánimo se mueve 2 pasos por ficha o 2 en total?", A),
            ("Para colocar un Rasgo Mimético, ¿qué cuenta como el nivel de la Ficha de Rasgo que copio?", A),
            ("Si robo una quinta Ficha de Rasgo, ¿esa cuenta para el límite de mano? ¿puedo descartar justo esa?", A),
            ("En solitario contra Rob, ¿qué Fichas de Objetivo me tocan? ¿Hay alguna de tipo A?", A),
            ("En solitario, cuando Rob avanza en su Registro de Realización Personal, ¿cuentan las casillas que no dan VEP?", A),
            ("Al final de una partida en solitario, ¿qué puntúa Rob por sus Fichas de Motivación y por las Fichas de Rasgo que le quedan?", A),
            ("Variante a 2: ¿qué nivel de amistad cuenta para la tercera Ficha de Rasgo neutral?", A),
            ("Disculpe, ¿la Fuerza de Voluntad cuenta como Ficha de Motivación para pagar la Presencia en cualquier ubicación?", A),
            ("la ultima casilla de un Registro de Animo, cuenta como bonificacion inmediata o es pasiva?", A),
            ("En solitario empatamos Rob y yo a VEP. Las Fichas de Rasgo que Rob revela y puntúa al final, ¿cuentan como completadas para el desempate?", U),
            ("pa el segundo desempate contra Rob, ¿se cuentan todas sus Fichas de Personaje aunque tenga repetido el mismo personaje varias veces en su Registro de Amistad?", U),
            ("En solitario, ¿la Presencia de Rob cuenta como la de un jugador para que yo gane una Bonificación de Amistad con su personaje en el paso A?", U),
            ("Tío, si hay una Ficha de Frustración sin resolver en el extremo derecho de un Registro de Ánimo y mi Contador está en la última casilla, ¿sigue contando la bonificación pasiva?", U),
        ],
    },
    "loop": {
        "en": [
            ("does teh DANCE activity count as needing 2 materials or 1?", A),
            ("an activity with 2 of the same colour, does that count as 2 QUALITY off one card or 1 off 2 cards?", A),
            ("which FAVOUR gives the most REPUTATION when i accept it? does RECYCLE count for anything", A),
            ("I'm at 2 REPUTATION already. Does accepting another SHARE still count for anything?", A),
            ("for a GOAL, do only the 3 ACTIVITY kept in my AREA count, or every ACTIVITY I ever completed?", A),
            ("can the same ACTIVITY count toward two different GOAL at once?", A),
            ("What counts for HOBBY? two activities with the same name?", A),
            ("CURIOSITY - what does it count, the materials on the activities or what I own?", A),
            ("do materials in my LANDFILL count against me at the end in basic mode?", A),
            ("tie on HAPPINESS. what's counted first for the tiebreak?", A),
            ("is a MATERIAL at QUALITY 0 still mine or does it count as broken?", A),
            ("if someone SHAREs my MATERIAL at QUALITY 1, whose LANDFILL does it count in?", A),
            ("does DEPLETION count as happening if the BUY AREA still has face-up MATERIAL?", A),
            ("Does the DEPLETION Penalty count in co-op when it's the burned card that empties the deck?", A),
            ("co-op: what HAPPINESS counts as a win, 12 for everyone?", A),
            ("For the LANDFILL Penalty, how many MATERIAL count for each HAPPINESS lost?", A),
            ("if I move 2 zones at once does that count as 1 EVENT or 2?", A),
            ("The Gap event: do the COIN on my CREDIT CARD count in my total?", A),
            ("Make It Rain says spend 4 COIN. Does paying off a CREDIT CARD count toward the 4?", A),
            ("Micro-Plastic is out. Does my FOOD count as PLASTIC for an ACTIVITY that needs PLASTIC? and for one that needs FOOD?", A),
            ("solo: how many GOAL do I start with?", A),
            ("in solo, does RENEW count UTILITY as allowed? the red RECYCLE doesn't", A),
            ("which careers count as not allowed in solo mode? is the Banker out?", A),
            ("Does an IMMEDIATE EVENT replace the CONTINUOUS one that's active?", A),
            ("Is the Freelancer's 'discard 1 FAVOUR and draw' counted as his once-per-turn ability, along with choosing the salary?", A),
            ("Debt Penalty: do credit cards that are fully paid off still count?", A),
            ("For the Hypebeast EVENT, does a MATERIAL type that's only in my target's LANDFILL count as a type he owns?", U),
            ("Hypebeast is active and I'm the Craftsman. If I Forge a MATERIAL into the type my target has, does it count as a type I own at my turn end, or has it already turned back?", U),
            ("Everything Is Online: I paid off my only CREDIT CARD (5 COIN on it, all returned). Do I still count as a player with a CREDIT CARD?", U),
            ("solo with Buy More Earn More active: does the COIN I pay for the blue RENEW count as spent toward the 3, like RECYCLE does?", U),
        ],
        "es": [
            ("¿La ACTIVITY DANCE cuenta como que pide un GLASS y un PLASTIC?", A),
            ("Una ACTIVITY con dos colores iguales, ¿cuenta como 2 de QUALITY de una misma carta o 1 de cada una de dos cartas?", A),
            ("Tío, ¿cuánta REPUTATION me da aceptar un SHARE y cuánta un RECYCLE?", A),
            ("Ya tengo 2 REPUTATION. ¿Puedo seguir aceptando FAVOUR aunque ya no me cuente REPUTATION?", A),
            ("Para cumplir un GOAL, ¿cuentan solo las ACTIVITY que tengo en mi AREA o todas las que completé?", A),
            ("Güey, ¿una misma ACTIVITY puede contar para dos GOAL distintos?", A),
            ("che, ¿qué cuenta para HOBBY? ¿dos ACTIVITY con el mismo nombre?", A),
            ("¿CURIOSITY cuenta los colores de las ACTIVITY o los MATERIAL que tengo?", A),
            ("En el modo básico, ¿los MATERIAL de mi LANDFILL restan algo al final?", A),
            ("Empatamos en HAPPINESS, ¿qué se mira primero para desempatar?", A),
            ("un MATERIAL que se queda en QUALITY 0, cuenta como BROKEN? a donde va", A),
            ("Si alguien hace SHARE de mi MATERIAL de QUALITY 1 y se rompe, ¿a qué LANDFILL va?", A),
            ("¿Cuenta como DEPLETION si el mazo de MATERIAL se vacía pero quedan MATERIAL boca arriba en el BUY AREA?", A),
            ("Disculpe, en cooperativo, ¿cuenta la penalización de DEPLETION si se vacía al quemar la carta de MATERIAL?", A),
            ("En cooperativo, ¿qué HAPPINESS cuenta como victoria? ¿todos a 12?", A),
            ("Penalización de LANDFILL: ¿cuántos MATERIAL hacen falta por cada HAPPINESS que pierdo?", A),
            ("si paso de golpe dos zonas de HAPPINESS, ¿cuenta como un EVENT o dos?", A),
            ("Con The Gap, ¿la plata que puse encima de la CREDIT CARD cuenta en mi total?", A),
            ("Make It Rain: ¿cuenta el PAYOFF de la CREDIT CARD para llegar a gastar 4 COIN?", A),
            ("Con Micro-Plastic, ¿mi FOOD cuenta como PLASTIC? ¿y puedo usarla para una ACTIVITY que pide FOOD?", A),
            ("En solitario, ¿con cuántos GOAL empiezo?", A),
            ("en solitario el RENEW, vale tambien para UTILITY? xq el RECYCLE rojo no", A),
            ("¿Qué CAREER cuentan como prohibidas en solitario? ¿El Banker se puede usar?", A),
            ("vos sabés si un IMMEDIATE EVENT reemplaza al CONTINUOUS EVENT que está activo?", A),
            ("Deuda al final: ¿las CREDIT CARD que ya pagué enteras cuentan para perder HAPPINESS?", A),
            ("el Engineer puede reparar un UTILITY? cuenta como MATERIAL normal para Repair?", A),
            ("En solitario con Make It Rain, ¿las COIN que pago por el RENEW azul (el doble) cuentan para llegar a las 4?", U),
            ("Disposable Culture dice que solo se compra y se hace RECYCLE de PLASTIC a QUALITY 1. En solitario, ¿el RENEW de un PLASTIC cuenta también y tiene que ser a QUALITY 1?", U),
            ("Ahorita salió Hidden Clause. Tengo una CREDIT CARD ya pagada del todo: ¿cuenta como CREDIT CARD para perder 1 COIN?", U),
            ("soy el Chef y sale Repurchase: el FOOD que saco del LANDFILL de otro pagando 1 COIN, cuenta como RECYCLE para el Supersize y me queda a QUALITY 2?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("do the cards in my experiance stack count for life icon sets at the end?", A),
            ("For the end-of-game sets, do I get anything for only 2 of the same Life icon?", A),
            ("how much happy do 5 Family icons count for at the end?", A),
            ("What counts as a complete heart for the 4 impact? Do I have to be Married?", A),
            ("Do negative impact tokens count against me at the end, and how?", A),
            ("Does the icon on my current Career card count toward its own Promotion requirement?", A),
            ("For a Life icon requirement in the cost bar, do icons on cards in my hand count?", A),
            ("Do the extra Life icons from a Trait count during the game or only at the end?", A),
            ("Is energy counted as time? Can I put an energy token on a time spot?", A),
            ("does passing one grown-up symbol count, or do i need both tracks?", A),
            ("what counts as the markers 'crossing' for the end of the game?", A),
            ("If I go past the end of a track what does it count as?", A),
            ("Tie on the combined score. Is there a tiebreak?", A),
            ("How many Career cards can count as active at once?", A),
            ("Do Resources and Traits count toward a limit like the Leisure slot does?", A),
            ("does the grown up icon on a card count as met if I only passed the grown-up space on the happiness track?", A),
            ("Which market cards count as costing something? the leftmost is free?", A),
            ("does the card i drafted this turn count as playable this same turn?", A),
            ("Does a card with no green bar count as free to play?", A),
            ("Can the 2 upper and lower spots in one category both count in the same turn?", A),
            ("solo: do life icon sets and hearts count at the end?", A),
            ("In solo, what counts as a win?", A),
            ("solo market: how much does the 2nd and 3rd card count as costing?", A),
            ("In solo, does a card that lets me gain an extra market card count toward the price of the next one?", A),
            ("Do life events count as experiences in my stack? Where do they go?", A),
            ("do I get promoted by just paying 1 time at Interview, or does the Career's purple bar count too?", A),
            ("I have Open Relationship and two Partners. Does each Partner's heart count, so I could get two complete hearts at the end?", U),
            ("solo end: do the negative tokens count before we check if my markers are crossed, or is the crossing checked first?", U),
            ("If two of my Values cards both match the same Partner's heart, does that count as two complete hearts (8 impact)?", U),
            ("A Life Event I got last turn only goes to my Experience stack in step 4 of this turn. Does its Life icon already count for a card I play in step 3?", U),
        ],
        "es": [
            ("¿Las cartas de mi pila de Experiencias cuentan para los sets de iconos al final?", A),
            ("Si solo tengo 2 iconos iguales, ¿cuentan para algo al final?", A),
            ("¿Cuánta felicidad me dan 4 iconos de Family al final?", A),
            ("¿Qué cuenta como corazón completo? ¿Tengo que estar Married con el Partner?", A),
            ("los tokens de Negative Impact, como cuentan al final?", A),
            ("¿El icono de mi propia Career cuenta para el requisito de Promotion?", A),
            ("Para un icono de vida en la barra verde, ¿valen las cartas que tengo en la mano?", A),
            ("Los iconos extra que da un Trait, ¿cuentan durante la partida o solo al final?", A),
            ("¿La energía cuenta como tiempo? ¿Puedo poner un token de energía donde va un meeple?", A),
            ("Para ser Grown Up, ¿basta con pasar un símbolo o hacen falta los dos tracks?", A),
            ("¿Qué cuenta como que los marcadores se cruzaron para terminar la partida?", A),
            ("Si me paso del final de un track, ¿cómo se cuenta?", A),
            ("Empatamos en el total, ¿vosotros sabéis si hay desempate?", A),
            ("¿Cuántas Career pueden contar como activas a la vez?", A),
            ("vale, ¿los Resources y Traits tienen límite como los slots de Leisure?", A),
            ("Si solo pasé el símbolo de Grown-Up en el track de Impact, ¿ya cuento como Grown Up para las cartas que lo piden?", A),
            ("¿Qué cartas del mercado cuestan algo? ¿La de la izquierda es gratis?", A),
            ("La carta que cogí del mercado este turno, ¿la puedo jugar el mismo turno?", A),
            ("una carta sin barra verde cuenta como gratis?", A),
            ("¿Puedo usar los dos espacios de una categoría, el de arriba y el de abajo, en el mismo turno?", A),
            ("En solitario, ¿cuentan los sets de iconos y los corazones al final?", A),
            ("en solitario q cuenta como ganar?", A),
            ("Solitario: ¿cuánto cuestan la segunda y la tercera carta del mercado?", A),
            ("Ustedes saben si en solitario una carta que te deja coger otra del mercado cuenta para subir el precio de la siguiente?", A),
            ("¿Los Life Events cuentan como experiencias? ¿Dónde se ponen?", A),
            ("Para el Promotion, ¿basta con la Interview o cuenta también la barra morada de la Career?", A),
            ("Si me casé con un Partner y luego lo reemplazo por otro, ¿ese primer matrimonio sigue contando para el corazón completo al final?", U),
            ("En solitario, ¿cambiar una carta del mercado con la Meditation cuenta como la acción Meditate de siempre, con su coste de 1 energía?", U),
            ("Che, ¿qué cuenta exactamente como que el corazón del Partner encaja con el agujero de mi Value? ¿Tiene que ser el mismo dibujo o vale el color?", U),
            ("Con Open Relationship y dos Partners, ¿puedo contar el icono de vida del Partner nuevo para casarme con el otro?", U),
        ],
    },
    "cv": {
        "en": [
            ("does a card with 2 colours count for both types at the end?", A),
            ("what counts for the health/relationship/knowledge scoring, all cards in the stack or just the active one?", A),
            ("Does an event card count as part of my CV?", A),
            ("do symbols on an event card count as tokens for me?", A),
            ("Do tokens count toward the 3 good luck for a free card?", A),
            ("3 good luck - does that count for a card's special condition too?", A),
            ("what counts toward the 3 bad luck, dice only or tokens too?", A),
            ("i have 6 bad luck symbols, does that count as 2 misfortunes?", A),
            ("Are dice with bad luck counted as frozen for rerolls?", A),
            ("How many dice max can count?", A),
            ("What counts as 'active' card in my CV?", A),
            ("Does the bicycle card count for who starts even if I lose it?", A),
            ("can i put a new knowledge card under the stack so it doesn't count as active?", A),
            ("Does a new possession count as active straight away? Can I slide it underneath?", A),
            ("For social assistance, what counts as 'twice as many'?", A),
            ("Do the dice I used to buy a card still count for paying a red-slash cost that turn?", A),
            ("if I can't pay a red slash cost, does the card still count in my CV?", A),
            ("do ties on a public life goal count for both players?", A),
            ("what counts for the end of the game, the old age deck size?", A),
            ("in 2 player, when does the leftmost card on the track get discarded?", A),
            ("How many cards can I take from the track in one turn?", A),
            ("tie on points, what's counted for the tiebreak?", A),
            ("Do my tokens count like income, piling up each turn?", A),
            ("How many childhood cards do I get with 3 players, and is the bicycle counted in?", A),
            ("how many public life goals are there with 4 players?", A),
            ("possession points at the end, where do they come from?", A),
            ("Social assistance check: do my 3 childhood cards count as CV cards when we compare who has twice as many?", U),
            ("misfortune: does a childhood card count as an active card i can pick to discard, or only cards i bought?", U),
            ("how many points do 6 relationship cards count for? the book only shows the 3, 4 and 5 card examples", U),
            ("does a symbol under a red slash on my active card count as one of my tokens, like for the 3 bad luck?", U),
        ],
        "es": [
            ("¿Una carta de dos colores cuenta para los dos tipos al final?", A),
            ("Para puntuar salud, relaciones y conocimiento, ¿cuentan todas las cartas del montón o solo la activa?", A),
            ("¿Una carta de evento cuenta como parte de mi currículum?", A),
            ("¿Los símbolos de una carta de evento cuentan como fichas para mí?", A),
            ("che, ¿las fichas cuentan para los 3 de buena suerte?", A),
            ("Con 3 de buena suerte, ¿se cubre también la condición especial de la carta?", A),
            ("¿Qué cuenta para los 3 de mala suerte, solo los dados o también las fichas?", A),
            ("tengo 6 de mala suerte, cuenta como 2 desgracias?", A),
            ("¿Los dados con mala suerte cuentan como congelados para volver a tirar?", A),
            ("¿Cuántos dados puedo tener como máximo?", A),
            ("¿Qué cuenta como carta activa en mi currículum?", A),
            ("Si pierdo la carta de la bici, ¿sigo contando como el que empieza?", A),
            ("¿Puedo meter una carta de conocimiento debajo del montón para que no sea la activa?", A),
            ("Una posesión nueva, ¿cuenta como activa al momento? ¿Se puede meter debajo?", A),
            ("Para la asistencia social, ¿qué cuenta como 'el doble'?", A),
            ("Los dados que usé para comprar, ¿sirven también para pagar la barra roja ese turno?", A),
            ("si no puedo pagar la barra roja, la carta sigue contando en mi curriculum?", A),
            ("Si empatamos en un objetivo público, ¿cuenta para los dos?", A),
            ("¿Qué se mira para saber si termina la partida?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de más a la izquierda del track?", A),
            ("¿Cuántas cartas del track puedo agarrar en un turno?", A),
            ("Empate a puntos, ¿qué se cuenta para desempatar?", A),
            ("Las fichas, ¿se acumulan cada turno como un sueldo?", A),
            ("Disculpe, ¿cuántas cartas de infancia se reparten con 3 jugadores y cuenta la bici entre ellas?", A),
            ("¿Cuántos objetivos de vida públicos hay con 4 jugadores?", A),
            ("los puntos de las posesiones al final de donde salen?", A),
            ("La carta de la bici, ¿de qué tipo es? ¿Cuenta como posesión para los puntos y los objetivos?", U),
            ("Para la asistencia social, ¿mi carta de objetivo vital secreta cuenta como carta de mi currículum al comparar quién tiene el doble?", U),
            ("Vos sabés si las cartas de infancia que elegí cuentan para la puntuación de salud, relaciones y conocimiento?", U),
            ("Si juego una carta de evento durante el turno de otro jugador, ¿sus símbolos cuentan para algo o solo valen para comprar en mi turno?", U),
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
