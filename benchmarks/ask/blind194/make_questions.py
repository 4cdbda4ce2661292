"""Write the blind194 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind194/make_questions.py

Style of this set: questions from a FIRST-TIME or YOUNG player who has not
read the rules and does not know the game's words. They use everyday words
instead of the terms ("the little coins", "the sliders on my board", "the
pile in the middle", "the robot player" for the bot, "las fichitas", "el
tablerito", "el muñequito"), ask simply and directly ("what do I do now?",
"how do I win?", "why can't I take that one?", "¿cuándo se termina?", "¿y yo
qué hago con esto?"), are sometimes confused about what a thing is called or
what it is for, and are sometimes told by a parent on the child's behalf
("my son wants to know if ..."). The answer is still the rule that settles
it. Every part of each rulebook is covered, solo / co-op / 2-player modes
and bots included. The unanswerable questions ask, in the same plain way,
about a point the rulebooks never settle.

Each game's file is written in a seeded shuffled order (seeds 19401-19404), so the
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
SEEDS = {"coming-of-age": 19401, "loop": 19402, "adulthood": 19403, "cv": 19404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("how do i win this? whats the point of the game", A),
            ("my son wants to know why he can only go to 4 places at the start. the other places have covers on them", A),
            ("we rolled the little pointy dice. where do i put them now?", A),
            ("ok my dice are on the road bit. what do i do now?", A),
            ("why do i have to leave a little token behind when i take my other dice back?", A),
            ("i really want to go to the place right next to where my die landed. can i just move it there?", A),
            ("the place i want is far away, not next door. can i still go there?", A),
            ("why cant i move my die anymore?? my friend says all my tracks are taken", A),
            ("my daughter asks what happens when her slider is already all the way on the right and the place tells her to move it right again", A),
            ("my slider is all the way to the left and i have to move it left again. what happens to me?", A),
            ("what are the little round tokens with arrows that i flip over after using them?", A),
            ("can i use two of the flip-over tokens in the same year if i have them?", A),
            ("how do i get the card with the picture that sits at each place?", A),
            ("why did my slider go back 2 steps when i paid for the picture card? i didnt get anything for those steps", A),
            ("i dont have the right tokens to pay for anything where my die is. what do i do now?", A),
            ("can i leave one of my little people at a place so i keep getting stuff there every year?", A),
            ("i already put all 4 of my little people on the board and i want one at a new place. can i?", A),
            ("the little bus thing, where does it stop and what do i get when it stops where i am?", A),
            ("how do i make friends with the kids? what do i get the first time i meet one?", A),
            ("my friend token is on level 4 and it wont go any higher. why not?", A),
            ("how many of the square trait tiles can i keep in my hand? i just drew a 5th one", A),
            ("can i copy a trait that my brother already put on his board?", A),
            ("what does the 'hoarder' tile want me to have?", A),
            ("at the end do all my leftover tokens count for anything?", A),
            ("its just me and my wife, 2 players. is anything different?", A),
            ("i want to play by myself. who do i play against and which goal tiles do i get?", A),
            ("my son asks which colour slider is the bored / having fun one and which one is stressed / relaxed. does it say which track is which colour?", U),
            ("is there an easier way to play with little kids, like just leaving the frustration tokens out?", U),
            ("my daughter forgot to take her friendship step when the bus stopped at her place last year. can she still take it now?", U),
            ("there are just 2 of us but my kids want the robot player in too, so 2 people plus the robot. is there a rule for that?", U),
        ],
        "es": [
            ("¿Cuándo se termina? Mi hijo pregunta cuántos años hay que jugar", A),
            ("Vale, tío, ¿quién gana al final y qué pasa si empatamos?", A),
            ("¿Por qué los dados tienen formas tan distintas y cada ronda uso otros?", A),
            ("¿El primer sitio y el último del tablero cuentan como vecinos para mover el dado?", A),
            ("Che, ¿para qué sirven las fichitas de Fuerza de Voluntad? ¿Vos sabés?", A),
            ("¿Cómo me saco de encima una Ficha de Frustración? Mi hija tiene un montón", A),
            ("al final me quitan puntos por las fichitas de frustracion que me quedan?", A),
            ("¿Y yo qué hago con estas fichas de objetivo que me dieron al principio?", A),
            ("¿Por qué no puedo poner más Fichas de Rasgo en mi tablero? Ya tengo 4 puestas", A),
            ("Disculpe, para copiar el rasgo de otro jugador, ¿tengo que ser muy amigo de él?", A),
            ("¿Puedo copiar dos veces el mismo rasgo de otro jugador?", A),
            ("Cuando el autobús para donde tengo mi dado y también mi muñequito, ¿me llevo las dos cosas?", A),
            ("Si dos jugadores pagamos el mismo Recuerdo, ¿nos lo llevamos los dos?", A),
            ("¿Cuántos VEP me dan si pago tres Fichas de Motivación para un Recuerdo?", A),
            ("Ahorita no tengo Fichas de Motivación, ¿puedo pagar el Recuerdo con otra cosa?", A),
            ("las cartas de padres que ya jugue, las puede ver todo el mundo?", A),
            ("Después de jugar una carta de mis papás, ¿tengo que agarrar otra?", A),
            ("Al acabar la ronda, ¿qué cosas nuevas aparecen en el tablerito y en mi tablero?", A),
            ("¿Y qué pasa con el dado que usé este año? ¿Me lo quedo para el año que viene?", A),
            ("Mi hijo dice que la ficha de recuerdo que manda un contador al centro le da el premio dos veces, ¿es así?", A),
            ("Si llego al final de la fila de la derecha de mi tablero (la de Realización Personal) y me toca seguir avanzando, ¿qué pasa?", A),
            ("¿Tengo que esperar a ver qué dado elegís vosotros antes de elegir yo?", A),
            ("Jugando solo contra el robot, ¿el robot tira dados también? ¿Dónde pone su dado?", A),
            ("¿El robot usa cartas de padres o fichas de frustración como nosotros?", A),
            ("Contra el robot, ¿cómo cuenta él sus puntos al final?", A),
            ("El robot me gana siempre. ¿Lo puedo poner más fácil o más difícil?", A),
            ("Disculpe, se nos perdió el autobús de cartón. ¿Podemos usar otra cosa en su lugar?", U),
            ("Tío, si un jugador se tiene que ir a mitad de partida, ¿qué hacemos con sus muñequitos que quedan en el tablero?", U),
            ("¿Podemos poner las Fichas de Rasgo de la pila boca arriba, en una fila, para que los peques elijan cuál robar?", U),
            ("se nos cayo el tablero y nadie se acuerda de cuantos VEP tenia cada uno, que hacemos", U),
        ],
    },
    "loop": {
        "en": [
            ("how do i win? my son keeps asking what were even trying to do", A),
            ("what can i do on my turn? can i just skip it", A),
            ("how do i get more of the little coins?", A),
            ("my happiness is at 0 and i have to go to WORK. what happens?", A),
            ("how many cards from the row can i buy at once, and how do i pick how good they are?", A),
            ("what are the white dots on top of the cards for?", A),
            ("how do i get one of the cards with 2 colours on it in the middle?", A),
            ("the ACTIVITY has 2 of the same colour. do i take 2 dots off one of my cards?", A),
            ("my card ran out of dots. where does it go now?", A),
            ("i have 4 ACTIVITY cards now but there are only 3 spots??", A),
            ("what are the big cards with the little house and leaf and book pictures? how do i finish one?", A),
            ("can i use the same ACTIVITY for 2 different GOAL cards?", A),
            ("do i have to show my GOAL card right away when i finish it, or can i wait?", A),
            ("what are the red cards in my hand for and when can i play them?", A),
            ("someone gave me a red FAVOUR card. do i have to say yes?", A),
            ("what is the REPUTATION thing for, what can i spend it on?", A),
            ("how many REPUTATION can i have at most?", A),
            ("when do i get a new red card?", A),
            ("we made a deal and then he didnt do his part. is he allowed to do that??", A),
            ("when does the game end? is there a set number of rounds?", A),
            ("we're all on the same happiness at the end. who wins?", A),
            ("we're playing together as a team this time. how do we win?", A),
            ("playing on my own. which FAVOUR cards do i use and how many GOAL do i get?", A),
            ("whats the CREDIT CARD thing? how do i pay it back?", A),
            ("i got an EVENT card, when does it actualy happen?", A),
            ("who goes first in this one?", A),
            ("can i look through my friend's LANDFILL pile to see whats in it, or is it secret?", U),
            ("we lost the gold HAPPINESS token for the first player. can we use something else?", U),
            ("can i look through the FAVOUR discard pile to see which ones got played already?", U),
            ("we want to play 2 games in a row and add up the HAPPINESS like a match. is there a rule for that?", U),
        ],
        "es": [
            ("¿Qué hago si se acaban las monedas del banco?", A),
            ("Somos 4 y yo voy tercero. ¿Cuántas cartas rojas me tocan al principio?", A),
            ("¿Cuántas cartas de MATERIAL hay que quitar si jugamos 3?", A),
            ("¿Con qué empiezo? ¿Cuánta plata y qué cartas me dan?", A),
            ("Che, ¿qué es el SHARE? ¿Me llevo la carta del otro?", A),
            ("¿Qué hace la carta ACQUIRE? ¿A quién le pago?", A),
            ("Con BARTER, ¿puedo cambiar mi carta mala por una mejor de otro jugador?", A),
            ("¿De dónde saco las cosas con el RECYCLE? ¿Puedo sacar de mi propio LANDFILL?", A),
            ("¿Qué hace RESELL y a quién se lo puedo jugar?", A),
            ("¿Cuánta REPUTATION gano si acepto un SHARE?", A),
            ("¿Qué pasa cuando se acaba la pila del medio de las cartas de MATERIAL?", A),
            ("¿Qué es la carta de GOAL que se llama HOBBY? No tiene dibujitos como las otras", A),
            ("¿Qué pide la GOAL CURIOSITY?", A),
            ("Al terminar mi turno, ¿tengo que poner cartas nuevas en los huecos?", A),
            ("¿Puedo gastar REPUTATION para comprar un MATERIAL sin pagar nada de monedas?", A),
            ("Vale, ¿cómo consigo HAPPINESS gastando REPUTATION?", A),
            ("Me tocaron dos cartas de CAREER en el modo competitivo. ¿Cuál uso?", A),
            ("¿Cuándo tengo que agarrar una carta de EVENT?", A),
            ("Me salieron dos EVENT de esos que duran. ¿Cuál vale?", A),
            ("al final me quitan HAPPINESS por las cartas rotas de mi LANDFILL?", A),
            ("¿Y si al final no terminé de pagar una CREDIT CARD?", A),
            ("En el cooperativo, ¿cómo funcionan las cartas rojas? ¿Se pueden rechazar?", A),
            ("Jugando solo, ¿qué es eso de quemar un MATERIAL al final del turno?", A),
            ("En solitario, ¿qué hace la carta azul RENEW?", A),
            ("Ustedes saben si el INTERN tiene alguna habilidad especial?", A),
            ("Disculpe, ¿qué significa la ficha de HAPPINESS con el lado dorado?", A),
            ("Che, ¿podemos decidir quién empieza tirando una moneda en vez de lo de los 100 dólares?", U),
            ("Disculpe, compré un MATERIAL del color que no era. ¿Lo puedo devolver y recuperar mis monedas?", U),
            ("Che, para el Insurance no tenemos una moneda con el signo $. ¿Podemos tirar un dado en su lugar?", U),
            ("Oye, las cartas de GOAL que sobraron al repartir, ¿se pueden mirar o son secretas?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how do i win this one? what are the two lines on the board for", A),
            ("when is it over? how many turns do we play?", A),
            ("what do i do on my turn? there's so many spots on my board", A),
            ("can i put more of my little people out after i already started doing my actions?", A),
            ("can i use the same spot two times in one turn?", A),
            ("im out of little people, can i use the energy tokens instead?", A),
            ("how do i get money? my son has none", A),
            ("what does the Interview spot do?", A),
            ("how do i get a boyfriend or girlfriend card (Partner)?", A),
            ("how do i get married in this game?", A),
            ("what is Grown Up and how do i get it?", A),
            ("what are the secret cards i got at the start (Values)? can i look at them?", A),
            ("what does Meditate do?", A),
            ("which card from the row can i take for free?", A),
            ("i played a new Wellness card but i already had one there. what happens to the old one?", A),
            ("i just played a card with a new spot on it. can i use it right away?", A),
            ("why cant i play this card? it has a little picture of a grown up in the green bar", A),
            ("this card has no green bar at all. how much does it cost?", A),
            ("i got a sad face token. what does it do?", A),
            ("whats the heart on the Partner cards for?", A),
            ("can my marker ever go backwards on the score tracks?", A),
            ("my score went past the end of the track?? what now", A),
            ("what happens when i go past the little Life Event picture on the track?", A),
            ("playing by myself. what's different when i set up?", A),
            ("playing by myself, how do i win?", A),
            ("if i get a new Career, am i still Promoted?", A),
            ("can we play with the Values cards face up so my 8 year old understands what she's going for?", U),
            ("we want to play 2 games back to back and add up the scores. is there a rule for that?", U),
            ("playing by myself, can i keep both Achievement cards and try to do both for a harder game?", U),
            ("can we use the solo market rule (first card free, then pay more for the 2nd and 3rd) in a normal game with 3 people?", U),
        ],
        "es": [
            ("¿Quién empieza?", A),
            ("¿Con qué empiezo? Mi hijo pregunta qué le tienen que dar", A),
            ("Me dieron dos cartas de Career, ¿me quedo con las dos?", A),
            ("¿Cuántas cartas se ponen en el mercado al empezar?", A),
            ("¿Qué es Donate y cuánto cuesta?", A),
            ("¿Cómo subo la felicidad (Happiness)?", A),
            ("¿Cómo consigo fichas de energía?", A),
            ("En mi primer turno, ¿puedo jugar la Career que tengo en la mano antes de poner mis muñequitos?", A),
            ("¿Puedo tener dos Partner a la vez?", A),
            ("¿Puedo tener varias cartas de Career a la vez?", A),
            ("Vale, ¿y las cartas de Resource y de Trait, cuántas puedo tener?", A),
            ("¿Qué hago con las cartas de Experience después de jugarlas?", A),
            ("Al final, ¿cómo se cuentan los iconitos iguales de mis cartas?", A),
            ("¿Cuándo cuentan las Values al final?", A),
            ("¿Qué significa la flecha que tienen algunas cartas?", A),
            ("Si me caso y luego cambio de Partner, ¿sigo casado?", A),
            ("¿Qué necesito para que me asciendan (Promoted)?", A),
            ("Después de que me ascienden, ¿puedo seguir usando la acción de la izquierda de mi Career?", A),
            ("Si empatamos, ¿quién gana?", A),
            ("Si los marcadores de alguien se cruzan a mitad de ronda, ¿se acaba ya?", A),
            ("Jugando solo, ¿cuánto cuesta la segunda carta que cojo del mercado? ¿Y la tercera?", A),
            ("En solitario, ¿agarro Life Events al pasar por los dibujitos del tablero?", A),
            ("En solitario, ¿qué hace Meditate?", A),
            ("en solitario cuando se acaba la partida?", A),
            ("Che, ¿las Life Events que me tocan dónde van después?", A),
            ("¿Qué es ese cuadrito blanco que tienen algunas cartas en la barra verde?", A),
            ("Disculpe, ¿puedo jugar en solitario sin ninguna Achievement, solo para ver cuántos puntos hago?", U),
            ("¿Se puede jugar sin las fichas de dinero para los peques, que solo usen el tiempo?", U),
            ("Jugando solo, ¿puedo usar el mercado normal de 5 cartas en vez del de 3?", U),
            ("Oye, se nos perdieron los marcadores de Promoted y Married. ¿Podemos usar otra cosa para marcarlo?", U),
        ],
    },
    "cv": {
        "en": [
            ("how do i win this?", A),
            ("how many dice do i roll?", A),
            ("can i roll again if i dont like what i got?", A),
            ("why cant i reroll this die with the bad luck picture on it?", A),
            ("how many cards can i take from the row on my turn?", A),
            ("i got 3 good luck symbols. what can i do with them?", A),
            ("i have 3 bad luck symbols. what happens to me?", A),
            ("where do i put the cards i buy?", A),
            ("can i put my new health card under the other ones instead of on top?", A),
            ("the card has a red line across the picture. what does that mean?", A),
            ("this card has 2 colours on it. wich pile does it go in?", A),
            ("what are the event cards and when can i use them?", A),
            ("i used an event card to help buy something and didnt need all of it. do i keep the rest?", A),
            ("who gets to start?", A),
            ("what are the kid cards we get at the start and how do we pick them?", A),
            ("we're only 2 players. how do the kid cards work then?", A),
            ("what are the little tokens for? do i get more every turn?", A),
            ("when do new cards come onto the row?", A),
            ("just the 2 of us. when do we throw away the card on the left end?", A),
            ("my kid has way fewer cards than me. is there anything to help him catch up?", A),
            ("how do we know when the game is over?", A),
            ("how do we count the points at the end?", A),
            ("how many points do i get for 4 health cards?", A),
            ("whats the card i got at the start that says life goal? can the others see it?", A),
            ("we lost the bicycle card to bad luck. who starts now?", A),
            ("we both did one of the goals on the board the same. who gets the points?", A),
            ("can we play with two secret life goal cards each to make it easier for my son?", U),
            ("can we play a few games in a row and add up the points like a tournament?", U),
            ("one of the cards got ripped and we threw it away. can we still play without it?", U),
            ("can we just shuffle all the decks together into one big pile? it's easier for my kids", U),
        ],
        "es": [
            ("¿Cuántos dados puedo tener como máximo?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("¿Cuántas cartas de objetivo de vida se ponen en el tablero para todos?", A),
            ("¿Qué pasa si me salen 6 caras de mala suerte?", A),
            ("Con 3 tréboles de buena suerte, ¿puedo comprar una carta que además pide una condición especial?", A),
            ("¿Puedo poner los dados al lado de las cartas para pensar qué compro?", A),
            ("Si compro una carta de evento, ¿va a mi currículum?", A),
            ("¿Cuál es la carta que vale en cada montón?", A),
            ("¿Puedo tener dos cartas de trabajo funcionando a la vez?", A),
            ("Lo de la raya roja, ¿lo puedo pagar con los dados que ya usé para comprar?", A),
            ("que pasa si no me alcanza para pagar lo de la raya roja", A),
            ("¿Cuántos puntos dan las cartas de cosas (posesiones)?", A),
            ("Somos 3, ¿cómo se preparan las cartas de infancia?", A),
            ("¿En qué orden se juega?", A),
            ("¿De qué mazo salen las cartas nuevas de la fila?", A),
            ("Lo de la ayuda social, ¿quién la puede pedir y cuándo?", A),
            ("Con la ayuda social, si somos varios, ¿en qué orden cogemos?", A),
            ("¿Qué pasa si empatamos a puntos?", A),
            ("¿Cuántos puntos me dan 5 cartas de conocimiento?", A),
            ("Las fichitas, ¿se acumulan de un turno a otro?", A),
            ("¿Cuándo tengo que cambiar mis fichitas?", A),
            ("¿Cuándo puedo jugar una carta de evento? ¿Solo en mi turno?", A),
            ("Por mala suerte tengo que tirar una carta. ¿Puedo tirar una de las de abajo del montón?", A),
            ("¿Cuántas cartas hay en la fila del tablero?", A),
            ("¿Los tréboles de mis fichitas cuentan para llegar a 3 de buena suerte?", A),
            ("para la mala suerte cuentan tambien las fichas o solo los dados?", A),
            ("Mi hijo quiere ver todas las cartas de los mazos antes de empezar, para conocerlas. ¿Se puede?", U),
            ("Somos 2, ¿se puede jugar con la fila más corta, de 4 cartas?", U),
            ("Vale, ¿podemos empezar con 4 cartas de infancia cada uno para que sea más fácil?", U),
            ("Oye, las cartas de evento que compré, ¿tengo que esconderlas en la mano o las puedo dejar boca arriba delante de mí?", U),
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
