"""Write the blind116 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind116/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11601-11604), so the
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
SEEDS = {"coming-of-age": 11601, "loop": 11602, "adulthood": 11603, "cv": 11604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

COA_EN = [
    ("just me tonight, how do i set up coa solo against rob bot?", A),
    ("We're two. Is there anything extra we put out at set-up compared to a normal game?", A),
    ("2 player: what friendship level do i need with the neutral kid to mimic the third tile of the row?", A),
    ("In the two-player row, how do the neutral characters get matched to the 4 Trait Tiles?", A),
    ("We have 4 people and I only see 4 Personal Boards in the box. Is 4 the most players?", A),
    ("we're 3, what do we do with the fourth player's color stuff - parent cards, dice, tokens?", A),
    ("With 4 at the table, who goes first when we choose locations?", A),
    ("three of us have a die at the same location when the bus gets there. in what order do we pick bus stop bonus or friendship?", A),
    ("Me and another player both spend Motivation on the same Memory Card. Can we both get it, and what happens to the card?", A),
    ("4 players: I have the Sociable goal and I'm tied with someone for the most Character Tokens. Does it still count?", A),
    ("Two of us finished with teh same VEP. Who wins?", A),
    ("can two different players put mimic tokens on the same trait tile?", A),
    ("How many of my Character Tokens do I keep and how many go to the general supply at set-up?", A),
    ("solo: which goal tiles do i draw?", A),
    ("How many Character Tokens does Rob get, and does he use Mood Counters?", A),
    ("Rob rolled 3 dice but has only 2 Interest Tokens left. Which dice get a token?", A),
    ("solo: when the bus stops where both me and Rob have something, who resolves first?", A),
    ("Rob gets a Trait Bonus. What exactly does he do with it?", A),
    ("does rob actualy spend his motivation tokens when he scores a memory?", A),
    ("Playing solo, when does the Memory Card leave the board?", A),
    ("How does Rob score at the end of a solo game?", A),
    ("rob is crushing me every game lol. how do i make him easier?", A),
    ("We're 4 and we ran out of Willpower Tokens. Now what?", A),
    ("Solo: can I use the two-player row of neutral Trait Tiles against Rob too?", A),
    ("Playing with my kid, can we show each other our Trait Tiles and Parent Cards in hand to help her?", A),
    ("solo: do rob's dice come from his own colour set or does he roll mine again?", U),
    ("we're only 2, do we HAVE to use the two-player variant row or can we just play the normal rules?", U),
    ("4 players: can two players end up with the same Type A goal, or is every goal tile different?", U),
    ("we're just 2 - is there a smaller side of the Main Board for fewer players or is it always the same board?", U),
    ("2-player variant: at the end of the game do the four neutral row tiles score anything, like for a neutral player?", U),
]
COA_ES = [
    ("Juego sola contra Rob Bot: ¿dónde empieza su Ficha de Frustración y para qué sirve?", A),
    ("En solitario, ¿Rob recibe una Ficha de Rasgo inicial como yo?", A),
    ("¿Rob tiene Fichas de Objetivo o Cartas de Padres?", A),
    ("En solitario, ¿cuántos dados tira Rob en cada ronda?", A),
    ("Rob tiene Fichas de Interés en la ubicación que yo elegí. ¿Cómo avanza su Contador de Realización Personal?", A),
    ("Rob ya está en la última casilla de su Registro de Realización Personal y le toca avanzar otra vez, ¿qué gana?", A),
    ("En solitario la Parada de Autobús muestra un personaje, ¿dónde pone Rob esa Ficha de Personaje?", A),
    ("Rob ya tiene una Ficha de Personaje en el nivel 0 sobre los VEP, ¿puede poner otra ahí?", A),
    ("Si Rob tiene su dado en una ubicación, ¿deja una Presencia siempre?", A),
    ("che, en solitario Rob gana Fichas de Motivacion? de que color si la ubicacion pide dos tipos?", A),
    ("Jugando contra Rob, ¿él pone su Rasgo Mimético respetando los requisitos y la amistad como yo?", A),
    ("Vale, jugamos a dos con la variante: ¿cómo uso un Rasgo Mimético sobre las Fichas de Rasgo neutrales de la fila?", A),
    ("somos dos, cuantas fichas de rasgo neutrales van en la fila y de donde salen?", A),
    ("Somos cuatro, ¿si hay dados de varios en la misma ubicación todos podéis llevaros el Recuerdo pagando Fichas de Motivación? o solo uno", A),
    ("¿Cuántos VEP gana cada jugador por las Fichas de Motivación que gasta en un Recuerdo? ¿Se reparten entre los que van?", A),
    ("a cuatro quien juega primero la fase de elegir ubicacion? hay turnos?", A),
    ("Para colocar mi Rasgo Mimético en la Ficha de Rasgo de otro jugador, ¿qué nivel de amistad necesito con su personaje?", A),
    ("En una ubicación hay Presencias de otros dos jugadores y mi dado. ¿Puedo hacer amistad con los dos personajes en esa parada?", A),
    ("Disculpe, quedamos tres empatados a VEP, ¿cómo se desempata?", A),
    ("Somos tres: la Ficha de Objetivo Family-Oriented pide más Cartas de Padres jugadas que nadie. ¿Puedo mirar las que jugaron los demás?", A),
    ("Ahorita vamos a empezar: ¿con cuántos VEP arranca cada jugador y cuántas Fichas de Frustración le tocan a cada uno?", A),
    ("¿Cuántos dados nos dan a cada uno en la ronda 3, y se abre alguna ubicación nueva?", A),
    ("¿Cuándo termina la partida de Coming of Age? ¿Todos jugamos el mismo número de años?", A),
    ("Antes del recuento final, ¿cada jugador puede usar una Ficha de Recuerdo más?", A),
    ("güey, en solitario Rob me gana siempre, ¿cómo lo hago más fácil? ¿y si quiero que sea más difícil?", A),
    ("En solitario, ¿los dados de Rob son de su color o usa los míos?", U),
    ("Somos dos: ¿podemos llevar cada uno dos personajes, cuatro tableros, para jugar como a cuatro?", U),
    ("A cuatro, ¿puede haber dos jugadores con la misma Ficha de Objetivo de tipo A?", U),
    ("Somos dos: ¿el Tablero Principal tiene una cara para menos jugadores o siempre es el mismo?", U),
    ("Somos tres y el cuarto llega tarde: ¿puede jugar con Rob Bot los primeros años y luego tomar él el tablero de Rob?", U),
]

LOOP_EN = [
    ("we're 3, how many MATERIAL sets do we take out before setting up?", A),
    ("Playing with 6, do we remove any MATERIAL?", A),
    ("2 players: how many FAVOUR does each of us start with?", A),
    ("We're three. The first player gets 1 FAVOUR, right? What do the other two get?", A),
    ("just me tonight. how many FAVOUR do I start with and which ones?", A),
    ("who goes first in loop?", A),
    ("What's the golden side of the HAPPINESS token for?", A),
    ("Someone hit HAPPINESS 12 in the middle of the round. Does the game stop right away or do the others still play?", A),
    ("We're 4 and two of us tied on HAPPINESS at the end. How is it broken?", A),
    ("Co-op with 3: how many FAVOUR does each of us get at the start?", A),
    ("co-op: do we draw a FAVOUR at the start of the turn like normal?", A),
    ("In co-op, when does a MATERIAL get burned from the deck?", A),
    ("co-op, can somebody REJECT a FAVOUR I play?", A),
    ("How do we win the cooperative game? Do all of us need 12?", A),
    ("Solo: how many GOAL do I draw?", A),
    ("in solo the top MATERIAL gets discarded every turn or every round?", A),
    ("Solo: my blue ACQUIRE, who do I take the MATERIAL from since there's no other player?", A),
    ("Which CAREER can't be used in solo?", A),
    ("Competitive with 4: how many CAREER are dealt to each player and what do we do with them?", A),
    ("An IMMEDIATE EVENT affects everyone. In what order do we resolve it with 5 players?", A),
    ("The Gap EVENT came up with 5 of us. How does it work?", A),
    ("Combustion Energy: two of us are tied for the least HAPPINESS. Who puts MATERIAL back?", A),
    ("6 players and the COIN ran out in the WORK AREA. what now?", A),
    ("Which EVENT cards do we take out for co-op?", A),
    ("In co-op if DEPLETION shows up when we burn the MATERIAL, who loses the HAPPINESS?", A),
    ("How many players can play the Story Campaign? Can we do it with 6?", U),
    ("solo: the Scholar can peek at the top of the FAVOUR deck, but there's no FAVOUR deck in solo. can I peek at something else instead?", U),
    ("Solo as the Engineer: there's no other player, so can my Repair add QUALITY to a MATERIAL in the BUY AREA?", U),
    ("co-op: my teammate can't PAYOFF his CREDIT CARD this turn. can i put my COIN on his card for him?", U),
    ("co-op: the Engineer repairs a teammate's MATERIAL. can he do it during the teammate's turn, when it's needed?", U),
]
LOOP_ES = [
    ("Somos dos, ¿cuántos sets de MATERIAL se quitan?", A),
    ("jugando solo cuantos sets de material saco del juego", A),
    ("Vamos a ser cinco, ¿se quita algún MATERIAL del juego?", A),
    ("A cuatro, ¿cuántos FAVOUR reciben el primero, el segundo y el tercero?", A),
    ("Somos cinco, ¿cuántos FAVOUR le tocan al primero y al segundo jugador?", A),
    ("Che, somos dos: ¿quién arranca y en qué sentido sigue el turno?", A),
    ("¿Cuándo termina la última ronda? ¿Todos jugamos el mismo número de turnos?", A),
    ("¿Cuántos GOAL recibe cada jugador en el modo básico y qué se hace con los que sobran?", A),
    ("Oye, ¿con qué HAPPINESS empieza cada uno y qué cara del token usa el que no empieza?", A),
    ("En cooperativo, ¿cómo se reparten los FAVOUR al empezar si somos cuatro?", A),
    ("en cooperativo cuando recupero los FAVOUR que jugué", A),
    ("En el cooperativo, ¿podemos enseñarnos la mano?", A),
    ("Cooperativo: ¿qué CAREER quitamos?", A),
    ("En cooperativo, ¿ganamos si todos llegamos a HAPPINESS 11 antes de las penalizaciones del final?", A),
    ("Jugando en solitario, ¿qué hace el RENEW azul?", A),
    ("En solitario, ¿el SHARE azul de quién usa el MATERIAL?", A),
    ("En solitario, ¿robo FAVOUR al empezar el turno?", A),
    ("¿Cómo se gana en el modo solitario?", A),
    ("¿Qué EVENT no se usan jugando solo?", A),
    ("Somos seis y alguien saca Satan Santa, ¿cómo se reparte el MATERIAL?", A),
    ("Hypebeast: jugando a tres, ¿a quién tengo que comparar mis MATERIAL?", A),
    ("Con la Nurse, ¿puedo darle un FAVOUR a cualquiera de la mesa? ¿puede rechazarlo?", A),
    ("El Soldier de quién puede agarrar un FAVOUR?", A),
    ("En competitivo, ¿podemos hacer tratos entre jugadores? ¿Obligan?", A),
    ("Disculpe, en el modo competitivo, ¿el Banker puede cambiar REPUTATION con cualquier jugador?", A),
    ("En solitario con el Craftsman, ¿puedo usar Forge sobre un MATERIAL de la BUY AREA, ya que no hay otro jugador?", U),
    ("En cooperativo, si soy Salesman y un compañero recibe el efecto de mi ACQUIRE, como no hay ACCEPT, ¿gano igual mi COIN?", U),
    ("En cooperativo, ¿le puedo pasar uno de mis GOAL a un compañero que lo tiene casi hecho?", U),
    ("¿La campaña de historia cambia algo según cuántos jugadores seamos?", U),
    ("Jugando solo con el Scholar, como no hay mazo de FAVOUR, ¿puedo mirar otro mazo en su lugar?", U),
]

AD_EN = [
    ("we're 4, what does each player get at setup?", A),
    ("Who goes first?", A),
    ("How many cards go in the market, does it change with more players?", A),
    ("Someone's markers crossed on their turn. Do the rest of us still get to play?", A),
    ("two of us have the same combined score at the end. who wins?", A),
    ("just me tonight, how does solo setup differ?", A),
    ("solo: do I get Values cards?", A),
    ("In solo how many Life Events are there and where do they come from?", A),
    ("Playing solo, what's the Achievement card and how do I pick one?", A),
    ("Solo market: when does it get refilled?", A),
    ("solo: i want to buy 3 cards from the market this turn, what do they cost?", A),
    ("Solo: a card lets me gain an extra card from the market. Does it cost me anything or push up the price of the next one?", A),
    ("Do I draw a Life Event when I pass a Life Event space in solo?", A),
    ("What does Meditate do in solo mode?", A),
    ("How does a solo game end?", A),
    ("how do i win solo?", A),
    ("solo: do I score the heart and the sets of Life icons at the end?", A),
    ("Can I place my Time while the other players are still taking their turns?", A),
    ("with 4 of us, can I take a card from the market during someone else's turn?", A),
    ("How many Career cards does each player get at the start, and do we keep both?", A),
    ("Can the other players see my Values?", A),
    ("When does the market get refilled when we're 3 - after each player's turn or after the round?", A),
    ("what's the most players adulthood takes? I count 4 player boards", A),
    ("I passed two Life Event spaces in one turn. Do I get both?", A),
    ("At the end, do we each go through the scoring steps before the winner is declared?", A),
    ("Can we use the solo Achievement cards as extra goals in a 4-player game?", U),
    ("solo: can I look again at the Achievement card I discarded at setup?", U),
    ("we're 4 and there aren't enough Money tokens left in the supply. what do we use?", U),
    ("4 players: can two players' score markers sit on the same space of a track?", U),
    ("Solo: a Life Event tells me to draw another Life Event. From my 8-card deck or from the ones I put back in the box?", U),
]
AD_ES = [
    ("Somos tres: el que empieza, ¿se elige al azar?", A),
    ("A cuatro, ¿cuántos meeples de tiempo, energía y dinero recibe cada uno al principio?", A),
    ("¿Cuántas cartas de Values recibe cada jugador y cuáles puedo mirar?", A),
    ("Cuando se cruzan los marcadores de uno, ¿la partida termina ahí mismo?", A),
    ("vale, si se cruzan los marcadores del último jugador de la ronda, ¿se acaba ya?", A),
    ("Empatamos a puntos totales dos jugadores, ¿hay desempate?", A),
    ("Voy a jugar solo: ¿qué tablero y qué lado del mercado uso?", A),
    ("En solitario, ¿cuántas cartas pone el mercado?", A),
    ("En solitario, ¿la primera carta que compro del mercado me cuesta algo?", A),
    ("Jugando solo, ¿cuándo saco un Life Event?", A),
    ("En solitario, ¿qué pasa al final de cada ronda con las cartas que quedan en el mercado?", A),
    ("¿Cuándo termina la partida en solitario?", A),
    ("En solitario, ¿las fichas de Unhappiness y Negative Impact restan al final?", A),
    ("Jugando solo, ¿cuántos niveles tiene cada Logro y tengo que completar el más alto para ganar?", A),
    ("En solitario, ¿puedo hacer Meditar para cambiar una carta del mercado?", A),
    ("Che, somos cuatro: si me toca cuando el mercado ya está lleno, ¿cuántas cartas puedo agarrar por turno?", A),
    ("Disculpe, ¿cuánto cuesta tomar la carta de más a la derecha del mercado?", A),
    ("Si tomo la carta de la izquierda del mercado, ¿gano algo?", A),
    ("q pasa con los Life Events que saco en mi turno, cuando se resuelven?", A),
    ("¿Las cartas de Values las puede ver alguien más durante la partida?", A),
    ("Al principio cada uno recibe dos Career, ¿con cuántas me quedo?", A),
    ("Somos dos, ¿cuándo se termina la ronda final si el que cruza es el segundo?", A),
    ("Si paso el final del track, ¿cuánto sumo?", A),
    ("¿Mientras juegan los demás ya puedo ir colocando mis meeples?", A),
    ("¿Con dos jugadores se usan los mismos pasos de puntuación al final que con cuatro?", A),
    ("Somos cuatro, ¿la energía y el dinero de cada uno tienen que estar a la vista o se pueden tapar?", U),
    ("En solitario, ¿el Achievement que descarto se puede volver a mirar después?", U),
    ("A cuatro, ¿los marcadores de puntuación de dos jugadores pueden compartir casilla?", U),
    ("Somos cuatro: ¿el dinero y la energía del suministro son ilimitados o hay que arreglarse si se acaban?", U),
    ("Vosotros que sabéis: a cuatro, cuando alguien cruza los marcadores, ¿tiene que avisarlo en voz alta o cada uno lo vigila?", U),
]

CV_EN = [
    ("we're 2, how do we set up the childhood cards?", A),
    ("3 players: which childhood cards go in the deck?", A),
    ("With 4 players, how many childhood cards does everyone get? Do we use the bicycle trick?", A),
    ("How does the childhood draft work, who do I pass to?", A),
    ("how many public life goals do we put out with 3 players?", A),
    ("Who starts the game?", A),
    ("The bicycle card got discarded to misfortune. Who starts the rounds now?", A),
    ("2 player game: when do we throw away the leftmost card of the track?", A),
    ("we're 4. is the leftmost track card discarded after every turn or only at the end of the round?", A),
    ("Who can get social assistance?", A),
    ("Two players qualify for social assistance at the same time. Who takes a card first?", A),
    ("4 players: when exactly does the game end?", A),
    ("Two of us both best fulfilled a public life goal. Who gets the points?", A),
    ("tie on points at the end, who wins?", A),
    ("how many dice do i roll on my turn and whats the most i can have?", A),
    ("Which way does play go after the first player?", A),
    ("what do we do with the childhood cards nobody got in a 2 player game?", A),
    ("Can I play an event card when it's not my turn?", A),
    ("How many cards can I take from the track on my turn?", A),
    ("Social assistance: do I still have to meet a card's special condition when I take it for free?", A),
    ("2-player: the old age deck has only 1 card left after my turn's refill, but it's not the end of the round. Does the game end?", A),
    ("Does social assistance get checked every time any of the 3 decks runs out, or only at the end?", A),
    ("When the game ends, in what order do we count the points?", A),
    ("My secret life goal, do I show it during the game or only at the end?", A),
    ("How many life goal cards does each player get at the start?", A),
    ("2-player game: can we look at the childhood cards that were set aside?", U),
    ("we're 4 with my 7 year old. can she skip the childhood draft and just get 3 random childhood cards while we draft?", U),
    ("we're 4, so one life goal card is left over in the deck after setup. can anyone look at it?", U),
    ("we're 4, do i have to keep my symbol tokens out in the open or can i hide them from the others?", U),
    ("we're 4, after the game how do we rank 2nd, 3rd and 4th?", U),
]
CV_ES = [
    ("Somos dos, ¿cuántas cartas de infancia se usan y cómo se reparten?", A),
    ("Somos tres, ¿con cuántas cartas se mezcla la bicicleta?", A),
    ("a cuatro cuantas cartas de infancia van a cada uno", A),
    ("En el draft de infancia, ¿cuántas cartas me quedo de las que me pasan?", A),
    ("Somos cuatro: ¿cuántos objetivos vitales públicos se ponen boca arriba?", A),
    ("Jugando de a dos, ¿cuántos objetivos públicos hay?", A),
    ("¿Quién empieza cada ronda y en qué sentido se sigue?", A),
    ("¿Para qué sirve la ficha de bicicleta?", A),
    ("Jugando de a dos, ¿cambia algo en la limpieza del track?", A),
    ("Tío, a tres, ¿cuándo se descarta la carta de la izquierda del track?", A),
    ("¿Cuándo tengo derecho a la asistencia social? Tengo 3 cartas y otro tiene 6", A),
    ("Con la asistencia social, ¿pago la carta que tomo?", A),
    ("Si varios reciben asistencia social, ¿en qué orden eligen?", A),
    ("Somos tres, ¿cuándo se acaba la partida? ¿Cuántas cartas tienen que quedar en el mazo de vejez?", A),
    ("Che, ¿la partida puede terminar a mitad de ronda?", A),
    ("Si dos empatamos en un objetivo público, ¿nos lo repartimos?", A),
    ("empate a puntos al final q pasa", A),
    ("¿Cuántos dados tiro al empezar y cuántas veces puedo volver a tirar?", A),
    ("¿Los dados con mala suerte se pueden volver a tirar?", A),
    ("Disculpe, si tengo tres símbolos de buena suerte, ¿qué puedo hacer con ellos?", A),
    ("Si saco 3 de mala suerte, ¿qué pierdo?", A),
    ("¿De qué mazo salen las cartas del track cuando se acaba el de juventud?", A),
    ("En el ejemplo de puntuación, ¿cuántos puntos da el objetivo público Collector a los que lo cumplen?", A),
    ("Las cartas de evento que compro, ¿van a mi CV o a la mano?", A),
    ("¿Cuántas cartas pongo boca arriba en el track al preparar, seamos los que seamos?", A),
    ("Somos tres y uno es novato: ¿hay alguna regla de hándicap para que empiece tirando 5 dados?", U),
    ("Somos tres y uno se quedó sin ninguna carta en su CV por la mala suerte, ¿sigue jugando normal o queda eliminado?", U),
    ("Jugando a dos sobran seis cartas de objetivo vital: ¿alguien puede mirarlas?", U),
    ("Somos tres: al final, ¿los objetivos vitales secretos se revelan todos a la vez o uno por uno en orden?", U),
    ("Somos cuatro, ¿cómo se decide quién queda segundo y tercero?", U),
]

Q = {
    "coming-of-age": {"en": COA_EN, "es": COA_ES},
    "loop": {"en": LOOP_EN, "es": LOOP_ES},
    "adulthood": {"en": AD_EN, "es": AD_ES},
    "cv": {"en": CV_EN, "es": CV_ES},
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
