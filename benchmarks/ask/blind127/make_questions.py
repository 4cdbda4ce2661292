"""Write the blind127 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind127/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12701-12704), so the
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
SEEDS = {"coming-of-age": 12701, "loop": 12702, "adulthood": 12703, "cv": 12704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q_CV_EN = [
    ("the cards have 5 different backs, what are they for at setup?", A),
    ("how many cards go face up on the track on the board at the start", A),
    ("Some life goal cards go face up on the board next to the track. How many do we put there?", A),
    ("we're 3 players, which childhood cards go in the deck? does the bicycle one have to be in it?", A),
    ("whats the little bicycle token for? i already have the bicycle card", A),
    ("One of my dice shows the bad luck face. Can I roll it again with the others?", A),
    ("how many dice do i roll, and is there a limit if cards give me more?", A),
    ("There's a red slash across the effect on my Work card. What does it mean?", A),
    ("this card has a title in two colours and two type icons, which pile does it go on", A),
    ("The tokens in front of me, are they income I collect every turn? They keep piling up.", A),
    ("i have 3 good luck symbols between dice and tokens, what can i do with them", A),
    ("My dice and tokens show 3 bad luck symbols after buying. What happens?", A),
    ("In my Health pile, which card's effect counts? I can see several titles.", A),
    ("i bought a knowledge card, can i slide it under my other knowledge cards instead of on top?", A),
    ("I used an event card's symbols to buy from the track. Do I get tokens for those symbols?", A),
    ("what happens to the card in the leftmost space of the track at the end of the round", A),
    ("The early adulthood pile on the board is empty. Where do new track cards come from now?", A),
    ("when does the game end? the old age deck is getting small", A),
    ("how do health, relationship and knowledge cards score at the end? is there a table?", A),
    ("The possession cards have a number printed on them. How are they scored?", A),
    ("Two of us did equally well on a public life goal card. Who gets the points?", A),
    ("tied on points at the end, who wins", A),
    ("can i play an event card from my hand during someone else's turn", A),
    ("Childhood draft: I got 3 cards. How many do I keep and who do I pass the others to?", A),
    ("When do we check for social assistance and who gets it?", A),
    ("who goes first each round, the person with the bike?", A),
]
Q_CV_ES = [
    ("¿Para qué sirve el bloc de notas que viene en la caja?", A),
    ("¿Cuántos dados trae y tienen todos los mismos símbolos?", A),
    ("Che, la carta de evento que usé, ¿queda en mi CV o se descarta?", A),
    ("Somos 2, ¿qué hago con las cartas de infancia que sobran?", A),
    ("si un dado me sale con el simbolo de mala suerte, lo puedo volver a tirar?", A),
    ("¿Cuántas veces puedo volver a tirar los dados en mi turno?", A),
    ("¿Cuántas cartas puedo coger de la fila del tablero en un turno?", A),
    ("Tío, ¿puedo sacar un poco una carta del track para acordarme de que la quiero comprar?", A),
    ("Las cartas de posesión, ¿van siempre encima del montón o puedo meterlas debajo?", A),
    ("Las fichas de símbolos, ¿se van acumulando de un turno a otro?", A),
    ("la carta tiene la barra roja y este turno no me salen los símbolos para pagarla, que pasa", A),
    ("Vale, ya usé una ficha para comprar una carta. ¿Me sirve también para pagar la barra roja?", A),
    ("En mi CV, ¿qué cartas cuentan como activas? Tengo varios montones.", A),
    ("con 6 simbolos de mala suerte entre dados y fichas cuantas cartas pierdo", A),
    ("Jugando a 2, ¿cuándo se descarta la carta de la izquierda de la fila?", A),
    ("Al final, ¿qué dan las cartas de objetivo vital que están boca arriba en el tablero?", A),
    ("¿Cuándo enseño mi carta de objetivo vital secreta?", A),
    ("Empatamos a puntos, ¿quién gana?", A),
    ("Las cartas de salud, ¿qué símbolos suelen dar y para qué más sirven?", A),
    ("¿Para qué sirven las cartas de conocimiento?", A),
    ("Y las cartas de relación, ¿qué aportan?", A),
    ("¿Cuántas cartas de objetivo vital se reparten a cada jugador al empezar?", A),
    ("En el draft de infancia me quedé con la carta de la bici, ¿qué hago con ella?", A),
    ("Disculpe, ¿cuándo termina la partida exactamente?", A),
    ("si varios tienen derecho a la asistencia social, quien elige primero?", A),
    ("¿Puedo usar los símbolos de mis cartas de evento para pagar una carta del track?", A),
]
Q_COA_EN = [
    ("what are the tiles covering locations 5 to 10 at the start for?", A),
    ("The tile at the bottom of each location with a bonus on it, sometimes a character picture. What do I get from it?", A),
    ("there are 4 trait tiles with a blue back, what are they", A),
    ("The frustration tokens have two sides. When do I flip one over?", A),
    ("i used a memory token, do i throw it away or keep it?", A),
    ("What's the motivation token icon at the far right end of each mood track for?", A),
    ("My counter is on the rightmost space of a mood track. Do I get that space's bonus every turn or only once?", A),
    ("the last 3 levels of the friendship track, 5 to 7, how do i get a token up there", A),
    ("My personal fulfillment counter is already on the last space and I have to advance again. What do I get?", A),
    ("what does the bus actually do? where does it stop?", A),
    ("Which dice do we get in round 3?", A),
    ("what are the little interest tokens for", A),
    ("A memory card shows some bonuses. What do I get if I take it?", A),
    ("Where do the parent cards I play go, and can other people look at them?", A),
    ("what's the mimic trait token on my board for?", A),
    ("Where does my VEP counter start on the main board?", A),
    ("goal tiles A B C D - when do i use them and how many can i play?", A),
    ("Locations 1 and 4 are at opposite ends of the board. Are they next to each other for moving my die?", A),
    ("The middle space of a mood track: what happens if a memory token sends my counter there?", A),
    ("which motivation tokens go in the supply at the start and which stay out?", A),
    ("2 players: what are the 4 trait tiles in a row between us with a character token on each?", A),
    ("Solo: why is there a frustration token on the end of Rob's fulfillment track?", A),
    ("rob's trait tile is face down next to his board, what happens with it", A),
    ("Where does Rob put a character token when he gets a friendship bonus?", A),
    ("Can I get rid of a frustration token with willpower tokens?", A),
    ("At the end, what are my leftover willpower, motivation and memory tokens worth?", A),
]
Q_COA_ES = [
    ("¿Para qué sirven las Fichas de Frustración cuando elijo dado?", A),
    ("Mi Contador de Estado de Ánimo ya está en la última casilla de la derecha y tengo que moverlo otra vez. ¿Qué pasa?", A),
    ("y si el Contador está en la última casilla de la izquierda y me toca moverlo a la izquierda?", A),
    ("Gasté dos Fichas de Motivación en un Recuerdo. ¿Cuánto se mueve el Contador de ese color?", A),
    ("Si pago el Recuerdo con 4 de Fuerza de Voluntad, ¿cuántos VEP me llevo?", A),
    ("¿Cuántas Presencias puedo poner en toda la partida? Ya usé todas mis fichas de personaje", A),
    ("Tengo 4 Fichas de Rasgo en la mano y robo otra, ¿qué hago?", A),
    ("Para poner un Rasgo Mimético sobre la ficha de otro, ¿qué nivel de amistad necesito?", A),
    ("las cartas de padres cuando se juegan?", A),
    ("Oye, los dados que quedan en una ubicación cuando el bus se va, ¿qué se hace con ellos?", A),
    ("En la ronda 4, ¿qué dados usamos y qué localizaciones se abren?", A),
    ("Al terminar la ronda, ¿qué Registro de Ánimo se desbloquea y en qué orden?", A),
    ("¿Qué pasa con la Ficha de Interés que dejé en una localización si vuelvo allí más tarde?", A),
    ("Las Fichas de Recuerdo, ¿qué hace cada tipo?", A),
    ("¿Cuántos VEP da un Recuerdo si gasto tres Fichas de Motivación del mismo tipo?", A),
    ("empate a VEP al final, quien gana?", A),
    ("¿Cuántas losetas de Objetivo puedo jugar al final y cuánto vale cada una?", A),
    ("Un personaje nuevo que conozco, ¿dónde pongo su ficha en el track de Amistad y qué gano?", A),
    ("Al final de la partida, ¿puedo usar todavía una Ficha de Recuerdo sin usar?", A),
    ("En solitario, ¿Rob tira dados y dónde pone sus Fichas de Interés?", A),
    ("Rob me gana siempre, ¿hay forma de hacerlo más fácil?", A),
    ("a 2 jugadores, para que son las fichas de rasgo que se ponen en fila entre los dos?", A),
    ("La Fuerza de Voluntad se acabó en la caja, ¿qué hacemos?", A),
    ("Vale, y al final de la partida, ¿qué hace Rob con las Fichas de Rasgo que le quedan en su pila?", A),
    ("Las losetas de parada de bus, ¿se mueven entre turnos?", A),
    ("Mis Cartas de Padres y losetas en la mano, ¿las tengo que enseñar o puedo agarrarlas sin que las vean?", A),
]
Q_LOOP_EN = [
    ("what do the white dots on top of a MATERIAL card mean", A),
    ("One HAPPINESS token has a gold side and a black side. Which side do I use?", A),
    ("The REPUTATION token starts black side up on the mat. How do I show I have 1 or 2 REPUTATION?", A),
    ("There's a little flag on HAPPINESS 12 of the mat. What happens when someone gets there?", A),
    ("what are the 5 blue FAVOUR cards for? the rest are red", A),
    ("the back of every CAREER card says INTERN, do i play that side?", A),
    ("What do the crosses on a CAREER card mean?", A),
    ("some CAREER cards have one or two shield marks, what do they mean", A),
    ("CAREER cards show a green or red marker next to the setup. What's the difference?", A),
    ("EVENT cards have either a warning triangle or a red circle. What's the difference?", A),
    ("the coin has a $ side, when do we toss it?", A),
    ("This ACTIVITY shows two squares of the same colour. Can I take 2 QUALITY from one MATERIAL?", A),
    ("what are the little house, group, leaf, book and heart icons on the ACTIVITY cards", A),
    ("What are the icons in the top right corner of a GOAL card?", A),
    ("the number in the bottom right of a GOAL card, what is it", A),
    ("There's a LANDFILL space on my mat. What goes there?", A),
    ("I already have 3 ACTIVITY on my mat and just completed a 4th. Where does it go?", A),
    ("what's the DEPLETION card under the MATERIAL deck for?", A),
    ("we're 3, how many MATERIAL sets do we take out before setup", A),
    ("4 players, I'm sitting 3rd. How many red FAVOUR do I start with?", A),
    ("What do I get when I take a CREDIT CARD?", A),
    ("my HAPPINESS track is split into zones, why?", A),
    ("Where do the COIN go at setup, and where do we pay COIN to?", A),
    ("the HOBBY goal card doesnt have property icons, how do i get it", A),
    ("tie at the end in basic mode, how do we break it", A),
    ("Co-op: where do I put a FAVOUR when I play it?", A),
]
Q_LOOP_ES = [
    ("¿Cuántas cartas de MATERIAL hay de cada tipo?", A),
    ("los puntitos blancos de arriba de la carta de MATERIAL, que indican?", A),
    ("¿Qué significa la bandera de la casilla 11 de HAPPINESS en el cooperativo?", A),
    ("Che, ¿la ficha de HAPPINESS con el lado dorado quién la usa?", A),
    ("¿Qué pone en la parte de atrás de las cartas de CAREER y cuándo se usa?", A),
    ("¿Cuántas cartas de FAVOUR robo al empezar mi turno?", A),
    ("Si acepto un SHARE, ¿cuánta REPUTATION gano?", A),
    ("Me juegan un FAVOUR que no quiero, ¿cómo lo rechazo?", A),
    ("¿Tengo que dejar mis COIN a la vista de todos?", A),
    ("Se acabaron las COIN de la caja, ¿con qué las reemplazamos?", A),
    ("Cuando compro MATERIAL, ¿de qué depende cuántos puntitos tiene?", A),
    ("¿Qué MATERIAL necesito para la actividad DANCE?", A),
    ("se acabo el mazo de ACTIVITY, de donde sacamos mas", A),
    ("Las cartas de EVENT que robo se quedan boca abajo junto a mi CAREER. ¿Cuándo se revelan?", A),
    ("Vos sabés cómo se paga una CREDIT CARD? ¿Cuántas monedas le pongo encima?", A),
    ("Al final, ¿cuánto resta cada CREDIT CARD sin pagar?", A),
    ("En el cooperativo, ¿cuándo ganamos?", A),
    ("En el coop no robamos FAVOUR, ¿cómo recupero los que ya jugué y están boca arriba?", A),
    ("En solitario, ¿qué hace la carta azul RENEW?", A),
    ("¿Con cuántos GOAL empiezo en solitario?", A),
    ("el TYCOON dice x2 en el salario, como funciona eso", A),
    ("¿Qué puede hacer el SCHOLAR con los mazos?", A),
    ("Salió el EVENT Micro-Plastic, ¿qué pasa con la comida?", A),
    ("ahorita quien empieza la partida?", A),
    ("¿Hasta cuántos tokens de REPUTATION puedo tener?", A),
    ("El lado de principiante del tablero de jugador muestra cuánta REPUTATION da cada FAVOUR, ¿cuánta da RECYCLE?", A),
]
Q_AD_EN = [
    ("what does the green bar on a card mean", A),
    ("And the purple bar on Career and Partner cards?", A),
    ("There's a Grown-Up icon inside a card's green bar. What does that mean?", A),
    ("a card has a black and white life icon in the green bar, what does that mean?", A),
    ("Some cards have a white box sitting on the green bar with resources in it. What's that?", A),
    ("how do i read the arrow on a card's action", A),
    ("What's the beige arrow marker for?", A),
    ("What are the Life Event icons printed on the scoring tracks for?", A),
    ("some life events have a symbol on them, what does it mean", A),
    ("What's the heart icon on a Partner card for?", A),
    ("Which way do the markers move on the yellow track and the blue track?", A),
    ("my board has upper and lower action spots in each category, whats the difference", A),
    ("I'm out of time meeples. Can an energy token stand in for one?", A),
    ("What's special about the left-most card in the market?", A),
    ("How much does the right-most market card cost?", A),
    ("The icon in the upper right corner of an Experience card: why does it matter?", A),
    ("I took a new Career. What happens to my Promoted token?", A),
    ("What do the Unhappiness and Negative Impact tokens do?", A),
    ("can i look at my 2 facedown values cards?", A),
    ("My marker goes past the end of the track. What now?", A),
    ("We have the same combined score at the end. Who wins?", A),
    ("solo: the achievement card has three levels, what do i need to win?", A),
    ("How many Life Events do I use in solo mode?", A),
    ("Solo market: how much do the second and third cards cost me in a turn?", A),
    ("I have 4 Family icons at the end. How much happy do I get?", A),
    ("Career cards have two action spots. Which one can I use?", A),
]
Q_AD_ES = [
    ("¿Qué significa la barra verde de las cartas?", A),
    ("¿Y la barra morada de las cartas de Carrera y Pareja?", A),
    ("¿Puedo usar una ficha de energía como si fuera un meeple de tiempo?", A),
    ("las cartas de Valores boca abajo, puedo mirarlas?", A),
    ("¿Para qué es la flecha beige?", A),
    ("Al empezar tengo 2 cartas de Carrera, ¿me quedo con las dos?", A),
    ("Tío, ¿qué gano si cojo la carta de más a la izquierda del mercado?", A),
    ("¿Qué hace la acción de Meditar del tablero de jugador?", A),
    ("¿Cuánto cuesta Donate y qué da?", A),
    ("La casilla Date de abajo en Leisure, ¿qué hace?", A),
    ("¿Qué hace Interview?", A),
    ("¿Cuánto cuesta casarse con mi Pareja?", A),
    ("¿Cuándo se acaba la partida? ¿Cuando se cruzan los marcadores?", A),
    ("¿Se puede retroceder en las pistas de Happiness o Impact durante la partida?", A),
    ("Pasé dos iconos de Life Event en el mismo turno, ¿cojo dos cartas?", A),
    ("¿Cuántas cartas de Recurso y Rasgo puedo tener al lado de mi tablero?", A),
    ("En solitario, ¿qué hace Meditar?", A),
    ("modo solo: cuando paso un icono de life event en la pista robo carta?", A),
    ("Ustedes saben cómo se gana en el modo solitario?", A),
    ("En solitario, ¿cuentan los corazones y los sets de iconos al final?", A),
    ("¿Cuántos meeples de tiempo me dan al empezar?", A),
    ("¿Puedo usar las dos casillas de Career en el mismo turno?", A),
    ("Jugué una carta de Wellness con una acción nueva, ¿la puedo usar ya este turno?", A),
    ("el icono de arriba a la derecha de las cartas que es", A),
    ("¿Con cuánta plata y energía empiezo, güey?", A),
    ("Si me caso con una Pareja cuyo corazón encaja con el hueco de mi carta de Valores, ¿qué gano?", A),
]
G_CV_EN = [
    ("my Marriage card gives me a 5th die. is there a token for that extra die, or do we just go by the card?", U),
    ("Apart from telling me which pile a card goes on, do the little card type icons count for anything, like for a life goal?", U),
    ("A card's effect area has a symbol under the red slash. Do I also take a token for that symbol when I update my tokens?", U),
    ("one of my active cards shows 2 money symbols. do i take 2 money tokens or is there a token with a 2 on it?", U),
]
G_CV_ES = [
    ("La carta Marriage me da un quinto dado. ¿Hay alguna ficha para ese dado o solo se mira la carta?", U),
    ("el simbolo que tiene la barra roja encima en la zona de efecto, me da ficha igual al actualizar?", U),
    ("Oye, los iconos de tipo que llevan las cartas, ¿sirven para algo más que para saber en qué montón van?", U),
    ("Mi carta activa muestra dos símbolos de salud: ¿cojo dos fichas o hay fichas que valen doble?", U),
]
G_LOOP_EN = [
    ("Solo: when I play one of the blue FAVOUR, do I gain REPUTATION like someone who ACCEPTs a red one?", U),
    ("The two ACTIVITY cards that share a name for HOBBY: do they show the same two MATERIAL colours, or can they differ?", U),
    ("who handles the COIN in the WORK AREA? does one of us act as the bank or does everyone just grab their own?", U),
    ("Co-op: we play open-handed. If the table disagrees with what I want to do on my turn, who has the final say?", U),
]
G_LOOP_ES = [
    ("En solitario, cuando juego un FAVOUR azul, ¿gano REPUTATION como el que acepta uno rojo?", U),
    ("Los GOAL que piden 5 PROPERTY, ¿dan más HAPPINESS que los que piden 3?", U),
    ("¿Quién maneja las COIN de la WORK AREA? ¿Uno hace de banca o cada uno coge las suyas?", U),
    ("En el cooperativo jugamos con las cartas a la vista. Si el grupo no está de acuerdo con mi jugada, ¿quién decide, yo o todos?", U),
]
G_AD_EN = [
    ("When I take one of the three right-most market cards, where does the money and energy I pay go?", U),
    ("who hands out the money and energy tokens? does one player act as the bank or does everyone help themselves?", U),
    ("We're 3. The 8 time meeples meant for a 4th player: do they go to the supply for cards that give extra time, or back in the box?", U),
    ("At the end, do we do the four scoring steps one player at a time, or step 1 for everybody, then step 2 and so on?", U),
]
G_AD_ES = [
    ("Cuando cojo una de las tres cartas de la derecha del mercado, ¿a dónde va el dinero y la energía que pago?", U),
    ("¿Quién reparte las fichas de dinero y energía? ¿Hay un banquero o cada uno coge lo suyo?", U),
    ("Somos 3, ¿los 8 meeples de tiempo que serían del cuarto jugador van a la reserva para las cartas que dan tiempo extra o a la caja?", U),
    ("Al final, ¿hacemos los cuatro pasos de puntuación jugador por jugador o el paso 1 todos, luego el 2, etc.?", U),
]
G_COA_EN = [
    ("Do the colours of the dice matter for anything besides showing whose die it is?", U),
    ("Phase 1 is simultaneous. Do we pick our die in secret and reveal together, like covering it with a hand, or just move it when ready?", U),
    ("who looks after the general supply of tokens? one player as banker or everyone takes their own?", U),
    ("When the Bus stops and we all choose between the Bus Stop bonus and a Friendship Bonus at once, do we announce our choices together or can I wait to hear the others?", U),
]
G_COA_ES = [
    ("El color de los dados, ¿importa para algo aparte de saber de quién es cada uno?", U),
    ("La fase 1 es simultánea: ¿elegimos el dado en secreto y lo mostramos todos a la vez, tapándolo con la mano, o cada uno lo mueve cuando quiere?", U),
    ("¿Quién se encarga de la reserva general de fichas? ¿Uno hace de banca o cada uno coge las suyas?", U),
    ("Cuando para el Bus y todos elegimos a la vez entre la bonificación de la parada y la de Amistad, ¿lo decimos todos juntos o puedo esperar a oír a los demás?", U),
]

Q = {
    "coming-of-age": {"en": Q_COA_EN + G_COA_EN, "es": Q_COA_ES + G_COA_ES},
    "loop": {"en": Q_LOOP_EN + G_LOOP_EN, "es": Q_LOOP_ES + G_LOOP_ES},
    "adulthood": {"en": Q_AD_EN + G_AD_EN, "es": Q_AD_ES + G_AD_ES},
    "cv": {"en": Q_CV_EN + G_CV_EN, "es": Q_CV_ES + G_CV_ES},
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
