"""Write the blind141 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind141/make_questions.py

Style of this set: questions dictated to a phone at the table (speech-to-text):
run-on lines without punctuation or capitals, filler words, a few sound-alike
mis-hearings ("role" for roll, "die's" for dice, "tira" for tirar), numbers as
words, self-corrections ("I mean", "digo") and the odd dictated punctuation
word ("question mark", "signo de interrogación").

Each game's file is written in a seeded shuffled order (seeds 14101-14104), so the
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
SEEDS = {"coming-of-age": 14101, "loop": 14102, "adulthood": 14103, "cv": 14104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("um so i rolled two die's on the same location but i picked a different one so i'm pulling both of them off do i leave two interest tokens there or just one", A),
            ("ok so basically how many dice does everybody get in round three the eight sided ones i mean how many each", A),
            ("wait which locations open up when round two starts like which roadblocks come off", A),
            ("so if i wanna move my die to the location right next door what does that cost me question mark", A),
            ("and if it's not next door like three spots over how many frustration tokens is that", A),
            ("how do i get rid of a frustration i mean overcome it can i just pay willpower for that and how many", A),
            ("what happens when my counter is already all the way on the right and something tells me to move it right again", A),
            ("and if its all the way on the left and it has to go left again what do i lose", A),
            ("so i spent two orange motivation tokens on a memory do i move my orange counter two steps left or four", A),
            ("like how much vep do i get if i spend three motivation tokens on the same memory card", A),
            ("if i pay with will power instead of motivation for the memory how many is that and do i still get all the vep", A),
            ("two of us have dice at the same location can we both get that memory card or just whoever goes first", A),
            ("how many presents i mean presences can i have in total and can two of mine be at the same place", A),
            ("i've got a presence and my die at the same stop can i take the bus stop bonus and the friendship one both question mark", A),
            ("um what if i cant pay for the memory or a presence do i just get nothing at that stop", A),
            ("whats the most trade tiles i mean trait tiles i can hold in my hand like the hand limit", A),
            ("how many trait tiles can i play onto my board the whole game", A),
            ("to mimic someone's trait tile that's sitting in their second slot what friendship level do i need with them", A),
            ("how do i get a friend from level four up to level five on the friendship track", A),
            ("one intimacy bonus can it take my friend from level five straight up to seven or is it just one level", A),
            ("at the end how much do i lose for each frustration token still sitting on the right side", A),
            ("how many goal tiles can i actually score at the end is it all four of them", A),
            ("so leftover willpower and motivation and memory tokens what are they worth at the very end", A),
            ("we're tied on vep at the end so uh who wins", A),
            ("two player game whats the deal with the four trait tiles in a row between us", A),
            ("playing solo against rob where does rob put his die each year", A),
            ("ok so rob mimics the trait tile worth the most vep that he hasnt mimicked yet right but if my stubborn tile and the neutral stubborn in the row are both out can he mimic both of them or is that the same trait twice", U),
            ("um are there any bus stop tiles that show one of our own kids like the yellow player's character or is it only ever the neutral characters on them question mark", U),
            ("so basically which locations have the blue mood counter on their experience space i need to get blue over to the right before the end", U),
            ("um if someone asks me what trait tiles or goal tiles ive got in my hand am i allowed to lie about it or do i have to tell the truth", U),
        ],
        "es": [
            ("oye tío cuántos dados de seis caras cogemos cada uno en la ronda dos", A),
            ("vale y en la ronda cuatro qué bloqueos quitamos digo qué ubicaciones se abren", A),
            ("este cuantos años dura la partida en total digo cuantos turnos y cuantas rondas", A),
            ("pues si ya no me queda ningún Registro de Ánimo sin Ficha de Frustración puedo cambiar el dado de ubicación igual", A),
            ("che si vuelvo a una ubicación donde tengo dos fichas de interés cuántos pasos avanzo en el registro de realización personal", A),
            ("o sea puedo usar dos fichas de recuerdo en el mismo año o solo una signo de interrogación", A),
            ("las fichas de recuerdo que ya use sirven para algo al final o las tiro", A),
            ("qué pasa si tengo que rebotar dos veces a la izquierda en el mismo registro", A),
            ("si el espacio de experiencia me dice que mueva un contador de un registro que todavia no tengo que hago", A),
            ("Disculpe, ¿en qué orden se resuelven los iconos del Espacio de Experiencia?", A),
            ("cuando gasto Fichas de Motivación para poner una Presencia también muevo el Contador de Estado de Ánimo dos pasos a la izquierda", A),
            ("cuántos VEP da el Recuerdo si gasto una sola Ficha de Motivación digo y si gasto dos", A),
            ("si ya tengo mis cuatro Presencias puestas y quiero poner otra qué hago", A),
            ("si robo una quinta Ficha de Rasgo que hago me la puedo quedar", A),
            ("para jugar una Ficha de Rasgo el requisito lo tengo que seguir cumpliendo después o solo en ese momento", A),
            ("me toca una bonificación de amistad con un personaje que todavía no tengo en el registro qué hago con él", A),
            ("la carta de padres que juego la dejo boca arriba o boca abajo y robo otra o no", A),
            ("ustedes saben cómo se mueven las fichas de parada de autobús al final del año", A),
            ("cuando se acaba la ronda qué Registro de Ánimo se desbloquea primero el rosa o el naranja", A),
            ("jugando solo Rob usa Contadores de Estado de Ánimo o Fichas de Frustración como nosotros", A),
            ("si Rob tiene menos fichas de interés que dados dónde las pone ahorita", A),
            ("cuando Rob tiene Fichas de Motivación del tipo de la ubicación las gasta para los VEP del Recuerdo o se las queda", A),
            ("si la parada de autobús no es un personaje qué hace Rob en el paso A", A),
            ("a dos jugadores que nivel de amistad necesito con el personaje neutral para imitar la tercera ficha de la fila", A),
            ("vos sabés cuántos VEP me da cada ficha de objetivo que cumplo al final", A),
            ("si dos de mis dados salen en la misma ubicación y elijo uno la ficha de interés que dejo al retirar el otro cuenta ya para avanzar este mismo año", A),
            ("oye tío alguna Carta de Padres da Fichas de Recuerdo me faltan dos moradas para mi ficha de objetivo signo de interrogación", U),
            ("che hay alguna carta de recuerdo que te dé fichas de interés o que te deje mover las que ya pusiste", U),
            ("vale y hay alguna carta o ficha que te haga retroceder el contador de realización personal digo que te lo baje", U),
            ("los tableros personales tienen algo por detras digo otra cara para jugar distinto o estan lisos", U),
        ],
    },
    "loop": {
        "en": [
            ("um so in basic mode how many COIN and stuff do we each start with", A),
            ("who goes first again is there like a rule for that", A),
            ("ok so basically when i WORK i lose one HAPPINESS and get three COIN but what if i'm already at zero HAPPINESS", A),
            ("how many MATERIAL can i BUY in one turn and how much does each one cost", A),
            ("can i spend REPUTATION to make a MATERIAL better when i BUY it", A),
            ("can i get a QUALITY one MATERIAL with just one REPUTATION and no COIN at all", A),
            ("what do i need to do the DANCE ACTIVITY", A),
            ("an ACTIVITY with two of the same colour do i take two QUALITY off one card or what", A),
            ("what happens when a MATERIAL gets down to zero QUALITY", A),
            ("how many ACTIVITY can i keep in my AREA i mean what happens when i finish a fourth one", A),
            ("can the same ACTIVITY count for two different GOAL", A),
            ("how many FAVOR do i draw at the start of my turn question mark", A),
            ("someone played me a SHARE if i ACCEPT it what do i get", A),
            ("how do i REJECT a FAVOUR like what does it cost me", A),
            ("whats the most REPUTATION i can hold", A),
            ("when does the game actually end like exactly", A),
            ("we're tied on HAPPINESS in basic mode who wins", A),
            ("what does the CURIOSITY GOAL need", A),
            ("with RECYCLE can i take a UTILITY out of someone's LANDFILL", A),
            ("RESELL who pays who and how much", A),
            ("competitive mode when do i draw an EVENT", A),
            ("how does a CREDIT CARD work i mean what do i get when i APPLY for one", A),
            ("i still have an unpaid CREDIT CARD when the game ends what happens", A),
            ("co op what do we all need to win", A),
            ("solo mode how many GOAL do i get", A),
            ("i'm the tie coon i mean the tycoon what happens when i WORK", A),
            ("um one of us has to leave halfway can somebody else just take over her player mat and her hand and keep playing", U),
            ("i'm the salesman and the nurse gives me a RESELL with her care thing so i have to take it does that count as me ACCEPTing so i get my extra COIN", U),
            ("um does the DEPLETION card itself have anything written on it like a rule or a penalty or is it just a picture", U),
            ("so we've been putting ACCEPTed FAVOUR in the discard pile instead of in the hand of whoever accepted them for like four rounds how do we fix that", U),
        ],
        "es": [
            ("oye cuántos sets de MATERIAL quitamos si somos dos", A),
            ("somos tres cuantos FAVOUR le tocan al segundo jugador", A),
            ("che cuántas GOAL le damos a cada uno al empezar en el básico", A),
            ("puedo pasar el turno sin hacer nada o tengo que hacer algo sí o sí", A),
            ("si hago WORK y gasto una REPUTATION cuánta plata extra me dan", A),
            ("en el turno de CONSUME puedo cambiar REPUTATION por japiness digo por HAPPINESS cuánta REPUTATION cuesta", A),
            ("cuando juego un ACQUIRE a quién le pago y cuánto", A),
            ("con el BARTER que MATERIAL puedo pedir a cambio del mio", A),
            ("el SHARE si al final no uso el MATERIAL del otro le quito la QUALITY igual", A),
            ("al terminar mi turno qué se rellena en el tablero", A),
            ("cuando sale la DEPLETION se acaba la partida al toque o qué", A),
            ("un FAVOUR que rechazo a dónde va", A),
            ("en competitivo cuántas CAREER nos reparten y qué hacemos con ellas", A),
            ("el EVENT que robo cuándo lo activo", A),
            ("si se me activan dos CONTINUOUS EVENT a la vez cuál vale", A),
            ("un IMMEDIATE EVENT quien lo resuelve primero", A),
            ("vale cuántas COIN puedo poner en una CREDIT CARD por turno", A),
            ("en competitivo no me queda HAPPINESS para hacer WORK qué hago", A),
            ("en cooperativo cuándo se quema un MATERIAL del mazo", A),
            ("en cooperativo puedo rechazar un FAVOUR", A),
            ("en solitario el RENEW azul cuánto cuesta", A),
            ("Disculpe, ¿en solitario qué HAPPINESS necesito para ganar?", A),
            ("soy el Chef qué pasa cuando compro FOOD", A),
            ("el Engineer puede reparar una UTILITY", A),
            ("con Landfill Tax activo qué pasa cuando se me rompe un MATERIAL", A),
            ("vale con Vulgarian activo puedo hacer CONSUME", A),
            ("che los tapetes de jugador son todos iguales o hay que elegir y quién elige primero cuál se queda cada uno", U),
            ("nos dimos cuenta de que llevamos tres rondas robando FAVOUR al empezar el turno hasta tener cinco en la mano en vez de robar solo uno qué hacemos con las que sobran", U),
            ("oigan se puede jugar el básico con las CAREER pero sin EVENT ni CREDIT CARD hay alguna variante oficial así", U),
            ("en la campaña en qué capítulo se pasa del modo básico al competitivo digo cuándo empiezan las CAREER", U),
        ],
    },
    "adulthood": {
        "en": [
            ("um how many time meeples does each of us get", A),
            ("so what does everybody start with like money and energy and cards", A),
            ("who goes first is there a rule or do we just pick", A),
            ("the top spot in my career row what does it do again", A),
            ("what does interview do exactly question mark", A),
            ("don't eight i mean donate how much does it cost and what do i get for it", A),
            ("ok how much does a date cost and what does it get me", A),
            ("meditate what does it do i mean what are the two options", A),
            ("can i use energy tokens instead of time meeples", A),
            ("can i use the same action spot twice in one turn if i've got enough time", A),
            ("can i put out more time after i've already started doing my actions", A),
            ("the left most card in the market do i get anything extra for taking it", A),
            ("and the card all the way on the right what does that one cost me", A),
            ("can i play the card i just took from the market in the same turn", A),
            ("i just played a new leisure card onto my board can i use its action right now or next turn", A),
            ("so how do i become grown up", A),
            ("what happens when my marker goes past a life event space", A),
            ("when does the game end like exactly when does it stop", A),
            ("i went past the end of the happiness track what do i do now", A),
            ("we're tied on total score who wins", A),
            ("i got a new carrier card i mean career what happens to the old one and my promoted token", A),
            ("how many partners can i have at once", A),
            ("if a card has no green bar on it what does it cost to play", A),
            ("to get promoted as the actor can i count the fame icon that's on the actor card itself", A),
            ("playing solo how much do the second and third market cards cost", A),
            ("at the end i've got four family icons how much happy is that", A),
            ("so the green bar on this card shows two life icons family and social do i need both of them in my tableau or just one of them", U),
            ("how many of the resource cards have their own action spot on them question mark", U),
            ("so basically how many experience cards have the family icon on them", U),
            ("is there a life event that takes away your married token without you losing your partner question mark", U),
        ],
        "es": [
            ("oye al preparar cuántas cartas de career nos dan y con cuántas nos quedamos", A),
            ("vale y los values cómo se reparten al empezar digo cuáles puedo mirar", A),
            ("este cuántas cartas ponemos en el mercado al empezar", A),
            ("che cuanto tiempo cuesta la acción de arriba de leisure y que da", A),
            ("y la de arriba de wellness qué da tío", A),
            ("la de arriba de community cuánto tiempo es y qué me da", A),
            ("puedo usar la acción de arriba y la de abajo de la misma categoría en el mismo turno", A),
            ("en qué orden van los pasos del turno digo primero pongo el tiempo y luego qué", A),
            ("cuando juego una career nueva y ya tenía otra dónde va la vieja", A),
            ("si cambio de pareja pierdo el marcador de married", A),
            ("qué necesito para casarme con mi partner signo de interrogación", A),
            ("una carta con el icono de grown up en la barra verde la puedo jugar si todavía no soy grown up", A),
            ("Disculpe, ¿cuántos Resources y Traits puedo tener al lado del tablero?", A),
            ("los values de los demás los puedo ver en algún momento", A),
            ("si agarro dos life events en el mismo turno qué pasa", A),
            ("cuándo resuelvo la life event que me toca ahorita o al final del turno", A),
            ("al final cuántos puntos me dan si me casé con una pareja que coincide con uno de mis values", A),
            ("las fichas de negative impact y unhappiness que hacen al final", A),
            ("los marcadores pueden ir para atras en los tracks durante la partida", A),
            ("en el paso cuatro qué hago con la plata y la energía que gasté", A),
            ("vosotros sabéis qué cambia al preparar el solitario", A),
            ("en solitario cuándo se termina la partida", A),
            ("en solitario como gano", A),
            ("en solitario la meditación qué hace digo meditar", A),
            ("en solitario puntúan los sets de iconos y el corazón al final", A),
            ("en el primer turno puedo jugar mi career antes de poner el tiempo", A),
            ("oye cuántas cartas de partner hay que piden ser grown up para jugarlas", U),
            ("vale y qué careers piden dos iconos en la barra morada para ascender", U),
            ("che hay alguna carta que te deje usar la misma casilla de acción dos veces en el mismo turno", U),
            ("hay alguna carta que te deje mirar los values boca abajo de otro jugador", U),
        ],
    },
    "cv": {
        "en": [
            ("um so how many dice do i role at the start of my turn", A),
            ("ok how many times can i re role and like can i re role all of them or just some", A),
            ("can i reroll a die that's showing bad luck or is it stuck", A),
            ("how many cards can i take off the track in one turn is it one or two or what", A),
            ("so basically what do three good luck symbols let me do", A),
            ("if i use three good luck on a card that also has a special condition do i still need the condition question mark", A),
            ("i got three bad luck symbols what happens now", A),
            ("wait i ended up with six bad luck do i lose two cards or just one", A),
            ("um what are the event cards for and when am i allowed to play them", A),
            ("if i use an event card to help buy something and i dont use all its symbols what happens to the rest of them", A),
            ("the cards with the red slash on them when do i pay that", A),
            ("what if i can't pay the red slash cost on my turn", A),
            ("can i use the same die's i bought a card with to pay my red slash cost too", A),
            ("the card with two colours in the title i mean two types what type is it then", A),
            ("can i put a new health card under my old one instead of on top", A),
            ("and a new work card can that go under the old one too", A),
            ("how many cards in each pile are actually active like working", A),
            ("how do the tokens work do they pile up every turn like income", A),
            ("after my turn how does the track refill", A),
            ("when does the left most card on the track get thrown out", A),
            ("playing two players is the track discard any different", A),
            ("whats social assistance and who gets it", A),
            ("so when does the game end exactly", A),
            ("how many points do four health cards give at the end", A),
            ("two of us tie for one of the public life goals who gets the points", A),
            ("we're tied on points at the end so who wins question mark", A),
            ("so basically which knowledge cards have a special condition on them besides the symbols", U),
            ("um how many cards have a bad luck symbol in their effect like as a downside question mark", U),
            ("how many of the life goal cards give you points for knowledge cards", U),
            ("which of the health cards give you a good luck symbol i mean in their effect", U),
        ],
        "es": [
            ("oye cuántos dados puedo llegar a tener como máximo", A),
            ("che con cuantos dados arranco", A),
            ("vale cómo se reparten las cartas de infancia si somos cuatro", A),
            ("y si somos tres cómo se prepara el mazo de infancia digo lo de la bici", A),
            ("este el draft de infancia como es cuantas paso y a quien", A),
            ("ustedes saben quién empieza la partida", A),
            ("Disculpe, si somos tres, ¿cuántos objetivos vitales se ponen a la vista?", A),
            ("mi objetivo vital es secreto o lo tengo que enseñar", A),
            ("cuántas cartas ponemos en la fila al empezar tío", A),
            ("puedo tirar de nuevo solo los dados que no me gustan o tengo que tira todos", A),
            ("para los tres de buena suerte cuentan también las fichas o solo los dados", A),
            ("las cartas de evento que compro dónde van a mi currículum o a la mano", A),
            ("si juego una carta de evento me dan fichas por sus símbolos", A),
            ("cuando tengo tres de mala suerte qué carta pierdo la elijo yo", A),
            ("las cartas de posesión las puedo meter debajo de la pila", A),
            ("puedo sacar un poquito una carta de la fila para acordarme de que la quiero", A),
            ("en qué momento actualizo mis fichas", A),
            ("se acabó el mazo de adultez temprana de dónde agarro las cartas ahora", A),
            ("la asistencia social cuándo se mira digo en qué momento", A),
            ("con la asistencia social puedo coger una carta con condición especial sin cumplirla", A),
            ("si varios tienen asistencia social en qué orden cogen", A),
            ("al final de la ronda qué pasa con la carta de más a la izquierda", A),
            ("cómo se puntúan las posesiones al final", A),
            ("cuántos puntos dan tres cartas de relación al final", A),
            ("y cinco cartas de conocimiento cuánto dan coma más o menos", A),
            ("los objetivos vitales públicos quién se los lleva al final", A),
            ("las cartas de posesión hacen algo más aparte de dar puntos por ejemplo dar fichas", U),
            ("vale cuántas cartas de evento traen símbolos de buena suerte", U),
            ("oye cuántas cartas de infancia dan símbolos de dinero", U),
            ("cuantas cartas del mazo de vejez tienen barra roja", U),
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
