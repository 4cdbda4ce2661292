"""Write the blind195 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind195/make_questions.py

Style of this set: a FIRST-TIME or YOUNG player who has not read the rules and
does not know the game's words, or a parent asking on the child's behalf
("my son wants to know ...", "mi hijo pregunta ..."). Everyday words stand in
for the terms ("the little tokens", "the sliders", "the robot guy", "the
grumpy face tokens", "los muñequitos", "la raya roja"), with the rulebook's
capitalised terms where a player reads them off a card. The questions are
simple and direct ("what do i do now?", "who wins then?", "¿cuándo se
termina?"). More than half of each game's questions go to the less obvious
parts of its rulebook (solo modes and bots, co-op and 2-player variants,
worked examples, card types and icons, end-game scoring and tie-breaks, setup
details, rarely used actions): those are marked `# odd` below. The
unanswerable questions ask, in the same plain way, about points the
rulebooks never settle.

Each game's file is written in a seeded shuffled order (seeds 19501-19504), so the
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
SEEDS = {"coming-of-age": 19501, "loop": 19502, "adulthood": 19503, "cv": 19504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("my daughter wants to know how you win this one. what are we even collecting?", A),
            ("ok we all rolled and the dice are sitting on the little road bits. what do i do now?", A),
            ("why do I have to put a little token on the places I didn't pick??", A),
            ("i want to go to the place right next to where my dice landed, can i just slide it over?", A),
            ("are place 1 and place 4 next to each other? they're at the two ends of the board", A),  # odd
            ("the place says move the pink slider but I don't even have a pink one on my board yet. what do I do?", A),  # odd
            ("my slider is already all the way on the right and it says move right again, what happens", A),
            ("My son keeps asking when he can flip his round memory token. Can he flip two in the same turn?", A),
            ("i drew a 5th trait tile, is that allowed? where does the extra one go", A),  # odd
            ("how do i copy another kid's trait tile with my little token? his is the second one on his board", A),  # odd
            ("the bus stopped where I have my die AND one of my little people. do I get the bus bonus twice?", A),  # odd
            ("if i pay 3 of the same coloured chips for the card at the place, how many points is that?", A),
            ("why does my orange slider have to go backwards when I paid with orange chips? it doesnt seem fair", A),
            ("my friend token is on 4 and wont go up to 5, why cant i move it?", A),  # odd
            ("do the tokens i have left over at the end count for anything?", A),  # odd
            ("we finished with the same points. who wins then?", A),  # odd
            ("i have 4 goal tiles but only played 2 traits, can i still score all 4 goals at the end?", A),  # odd
            ("playing by myself against the robot guy. does the robot roll dice too or what?", A),  # odd
            ("the robot's bus stop has a kid on it. where does the robot put that kid on his friend track?", A),  # odd
            ("my kid beats the robot every single time, how do we make the robot harder?", A),  # odd
            ("it's just me and my husband. what are the 4 tiles in a row between us for?", A),  # odd
            ("how many of the grumpy face tokens do we each start with?", A),  # odd
            ("in the example where red moves the 4 over to place 6, why does red get a willpower thing there?", A),  # odd
            ("what does the Balanced trait tile want from me exactly?", A),  # odd
            ("someone already took the card at the pizza place. does a new card come out straight away?", A),
            ("what do i get if i go to a place where i left those little tokens before? becuase i did", A),
            ("i ran out of my little interest tokens but i still have a die to take back off the road. what do i put down now?", U),
            ("can we give the robot all 4 of his little people at the start so he's super hard?", U),
            ("my sister saw my goal tiles while we were setting up. do i get to swap them for new ones?", U),
            ("the bus got knocked off the board and nobody remembers which place it was at. what do we do?", U),
        ],
        "es": [
            ("¿Cómo me quito una Ficha de Frustración para siempre? Mi hijo tiene una desde hace rato", A),  # odd
            ("¿Cuándo se termina la partida?", A),
            ("Vale, ¿y qué dados cogemos en la segunda ronda, tío?", A),
            ("¿Qué ubicaciones están abiertas al principio? Las otras tienen una tapa encima", A),  # odd
            ("Che, en el ejemplo del autobús el jugador rojo paga el Recuerdo con fichas naranjas aunque la ubicación pide otro color. ¿Cómo puede?", A),  # odd
            ("¿Puedo pagar con 4 fichitas de Fuerza de Voluntad en vez de la de Motivación? ¿Me dan los mismos VEP?", A),  # odd
            ("Ya tengo mis 4 muñequitos de Presencia en el tablero y quiero poner otro, ¿se puede?", A),  # odd
            ("¿Para qué son las cartas de los papás? ¿Cuándo tengo que jugar una?", A),
            ("¿Puedo mirar las cartas de papás que ya jugó mi hermana?", A),  # odd
            ("¿Jugamos por turnos o todos a la vez?", A),
            ("Al final, ¿cuántos VEP pierdo por cada Ficha de Frustración que me quedó a la derecha?", A),  # odd
            ("Disculpe, antes de contar los puntos del final, ¿todavía puedo usar una ficha de Recuerdo que no usé?", A),  # odd
            ("¿Qué pasa con los dados que se quedan en un sitio cuando el autobús se va?", A),
            ("el autobus de que lado empieza y en que sitios para", A),
            ("Mi hija tiene la ficha de objetivo Loyal, ¿qué tiene que hacer para que le cuente?", A),  # odd
            ("Vos sabés qué hace el robot cuando le toca un bonus de Rasgo y no tiene fichas de Rasgo Mimético?", A),  # odd
            ("¿El robot usa cartas de papás o fichas de objetivo?", A),  # odd
            ("¿Qué fichas de objetivo me tocan a mí cuando juego sola contra el robot?", A),  # odd
            ("El robot ya está en la última casilla de su registro de la derecha y le toca avanzar más, ¿qué gana?", A),  # odd
            ("Al robot le toca agarrar una Ficha de Motivación de un color que todavía no salió. ¿Puede?", A),  # odd
            ("Somos dos. ¿Cómo copio una de las 4 fichas de Rasgo del medio con mi Rasgo Mimético?", A),  # odd
            ("Mi hermana y yo tenemos las mismas fichas para el objetivo Saver, ¿a ella le cuenta igual?", A),  # odd
            ("¿Cuándo sale el siguiente Contador de Estado de Ánimo y dónde lo pongo?", A),  # odd
            ("Cuando muevo el dado a una ubicación que no está al lado, ¿cuántas Fichas de Frustración pongo?", A),
            ("ahorita mi contador verde esta a la izquierda del todo y me dicen que lo mueva a la izquierda, que hago", A),
            ("¿Cuántos VEP tengo al empezar y dónde pongo mi marcador?", A),  # odd
            ("Mi hijo tiene 7 años y juega con los mayores. ¿Le podemos dar unos VEP de ventaja al empezar?", U),
            ("Se nos perdió una ficha de Recuerdo morada, ¿podemos usar otra cosa en su lugar?", U),
            ("Mi hermanito y yo queremos jugar juntos con un solo tablero, como si fuéramos un jugador. ¿Se puede?", U),
            ("¿Puedo tirar los dados por mi hermanito de 5 años? Se le caen de la mano", U),
        ],
    },
    "loop": {
        "en": [
            ("how do i win this? whats the goal of the game", A),
            ("its my turn, what am i allowed to do?", A),
            ("can i just skip my turn? i dont want to do anything", A),
            ("how many of the FAVOUR cards do I pick up at the start of my turn?", A),
            ("my little brother put a FAVOUR card in front of me. do i have to take it?", A),
            ("how much do I pay for a MATERIAL? there's no price on it", A),
            ("the ACTIVITY card shows two blue blobs, can I use one blue MATERIAL twice for it?", A),
            ("my glass card has no dots left. where does it go now?", A),
            ("i have 4 ACTIVITY cards now but there are only 3 spaces??", A),
            ("can the same ACTIVITY count for two GOAL cards at once?", A),
            ("what's the HOBBY goal card? it doesn't have the little pictures on top", A),  # odd
            ("what does CURIOSITY need?", A),  # odd
            ("the pile of MATERIAL cards ran out and there's a DEPLETION card showing. is the game over right now?", A),  # odd
            ("we both have 10 HAPPINESS at the end. who wins?", A),  # odd
            ("what's the gold side of the smiley token for?", A),  # odd
            ("who goes first?", A),  # odd
            ("3 players - how many MATERIAL cards do we take out before we start?", A),  # odd
            ("playing by myself. why do i have blue FAVOUR cards and what does RENEW do?", A),  # odd
            ("solo: does something happen to a MATERIAL card at the end of every turn?", A),  # odd
            ("playing alone, how much HAPPINESS do I need to win?", A),  # odd
            ("we're playing together as a team. do we still draw FAVOUR cards at the start of the turn?", A),  # odd
            ("team mode: when do I get my played FAVOUR cards back?", A),  # odd
            ("what does the CREDIT CARD do, can i just take free COIN?", A),  # odd
            ("I drew an EVENT card face down. When do I turn it over?", A),  # odd
            ("my dad is the Investor. what happens with the coin flip thing?", A),  # odd
            ("At the end I have 7 cards in my LANDFILL, do I lose something?", A),  # odd
            ("we lost one of the blue FAVOUR cards for playing alone. can i use the red card with the same name instead?", U),
            ("my son forgot to flip his face-down EVENT cards when he ended his turn and i already started mine. do we flip them now?", U),
            ("do my MATERIAL cards have to be where everybody can see the dots, or can i keep them in a pile in front of me?", U),
            ("can i look at the GOAL cards we put back in the box at the start?", U),
        ],
        "es": [
            ("Me toca WORK pero ya no me queda HAPPINESS, ¿qué hago?", A),  # odd
            ("¿Cuántas REPUTATION puedo tener como máximo?", A),
            ("Mi prima me jugó un SHARE, ¿cuánta REPUTATION gano si lo acepto?", A),
            ("¿Cómo rechazo una carta FAVOUR que me juegan si no la quiero?", A),
            ("Oye tío, ¿puedo gastar REPUTATION para sacar más monedas cuando hago WORK?", A),
            ("¿Se puede comprar un MATERIAL de QUALITY 1 pagando solo con REPUTATION, sin monedas?", A),  # odd
            ("Mi hermano me prometió un trato y después no lo cumplió, ¿eso vale?", A),  # odd
            ("¿Cuándo se ponen cartas nuevas en los huecos del medio?", A),
            ("¿Cuántas ACTIVITY puedo hacer en un mismo turno?", A),
            ("con un RECYCLE puedo sacar algo de mi propio LANDFILL?", A),
            ("¿Se le puede jugar un ACQUIRE a alguien que no tiene ningún MATERIAL?", A),  # odd
            ("Si hago BARTER y mi MATERIAL tiene más puntitos que el suyo, ¿me devuelven algo?", A),  # odd
            ("Somos 5, ¿cuántas cartas FAVOUR le tocan al primero y al segundo al empezar?", A),  # odd
            ("Vale, jugamos todos juntos en el modo cooperativo, ¿qué tenemos que conseguir para ganar?", A),  # odd
            ("En el modo en equipo, ¿se tira alguna carta de MATERIAL del mazo cada ronda?", A),  # odd
            ("¿En el modo cooperativo se puede rechazar un FAVOUR?", A),  # odd
            ("Disculpe, ¿qué CAREER no se pueden usar cuando juego solo?", A),  # odd
            ("Jugando solo, ¿de dónde agarro el MATERIAL con el ACQUIRE azul y cuánto pago?", A),  # odd
            ("¿Con cuántas cartas GOAL empiezo si juego solo?", A),  # odd
            ("Che, ¿cuándo me toca robar una carta de EVENT?", A),  # odd
            ("¿Qué pasa si al final no terminé de pagar la CREDIT CARD?", A),  # odd
            ("Ahorita no tengo plata para pagar la CREDIT CARD en mi turno, ¿qué hago?", A),  # odd
            ("¿Qué hace la carta de EVENT Skinner Box?", A),  # odd
            ("Mi tío es el Tycoon, ¿cuántas monedas gana cuando hace WORK?", A),  # odd
            ("¿Cómo funciona la carta del Politician? ¿Puedo mentir?", A),  # odd
            ("si hay dos EVENT continuos sacados a la vez cual vale", A),  # odd
            ("Si mi hermano me pregunta cuántos FAVOUR tengo en la mano, ¿se lo tengo que decir?", U),
            ("¿Le puedo regalar una de mis ACTIVITY a mi hermana para que cumpla su GOAL?", U),
            ("¿Podemos escribir con lápiz en las cartas de MATERIAL para acordarnos de la QUALITY?", U),
            ("Le jugué un BARTER a mi prima y lleva un rato pensando si lo acepta. ¿Cuánto tiempo tiene para decidir?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how do you win? what are the two tracks for", A),
            ("what do i do on my turn? there's lots of steps", A),
            ("can I use the same spot on my board twice in one turn?", A),
            ("i ran out of little time people. can i use the energy tokens instead?", A),
            ("why can't I use the new card's spot right away? I just played it", A),
            ("does the card on the far left of the row give me something extra?", A),
            ("how much does the card on the far right of the row cost?", A),
            ("what does the green bar on a card mean?", A),  # odd
            ("there's a little grown-up picture in the green bar of my card, what does that mean?", A),  # odd
            ("what's Grown Up and how do I get it?", A),
            ("my Partner card wants a Family icon to get Married. how do i get married?", A),  # odd
            ("i got a new Career card but i was Promoted on the old one. do i keep my Promoted marker?", A),  # odd
            ("what happens to my old Partner if i get a new one?", A),  # odd
            ("what's the Meditate spot for?", A),  # odd
            ("my markers just crossed! does the game stop right now?", A),
            ("what are the sad face tokens for?", A),  # odd
            ("at the end how many points do i get for having 4 Family pictures?", A),  # odd
            ("what's the heart thing on the Partner card?", A),  # odd
            ("my score went past the end of the track, what now?", A),  # odd
            ("we have the same total, who wins?", A),  # odd
            ("playing alone: do i get Values cards?", A),  # odd
            ("playing alone: how much does the 2nd card from the market cost?", A),  # odd
            ("playing alone, when does the game stop?", A),  # odd
            ("solo: how do i win? is it just points?", A),  # odd
            ("the Marathon example: how can a card be paid with time i already put somewhere else?", A),  # odd
            ("can i have more than one Resource or Trait card out?", A),  # odd
            ("my little boy wants to put some of his time people on my board to help me. is that ok?", U),
            ("my daughter asks if her person in the game is a girl and what her name is. does the game say?", U),
            ("can we take the Shady cards out because my kids are little?", U),
            ("me and my little sister want to share one board and take turns putting the time people down. can we?", U),
        ],
        "es": [
            ("¿Qué hago con las dos cartas de Values boca abajo? ¿Las puedo mirar?", A),
            ("¿Cuántas cartas de Career me dan al principio y qué hago con ellas?", A),  # odd
            ("¿Quién empieza?", A),  # odd
            ("¿Cuántas cartas se ponen en el mercado al principio?", A),  # odd
            ("¿Cuántos muñequitos de tiempo me dan al empezar?", A),  # odd
            ("Oye, ¿vosotros sabéis cuánto cuesta hacer Donate y qué me da?", A),
            ("¿Qué hace Interview si ya soy Grown Up?", A),  # odd
            ("¿Qué me da Date si todavía no soy Grown Up?", A),
            ("¿Puedo tener dos cartas de Wellness puestas a la vez?", A),
            ("¿Qué pasa cuando mi marcador pasa por una casilla de Life Event?", A),
            ("¿Cuándo paso mis Life Event al montón de Experience?", A),  # odd
            ("Una carta de Experience, ¿dónde la pongo después de jugarla?", A),  # odd
            ("Che, ¿puedo jugar una carta que acabo de agarrar del mercado en el mismo turno?", A),
            ("¿Los marcadores pueden ir para atrás en el tablero de puntos?", A),
            ("Al final, ¿en qué orden se cuentan las cosas?", A),  # odd
            ("¿Cuántas casillas retrocedo por cada ficha de Negative Impact al final?", A),  # odd
            ("¿Qué hago con la carta de Career vieja cuando juego una nueva?", A),  # odd
            ("Juego sola, ¿cuántas cartas hay en el mercado y cuándo se cambian?", A),  # odd
            ("Jugando solo, ¿para qué sirve Meditate?", A),  # odd
            ("En solitario, ¿qué hago al final de cada ronda?", A),  # odd
            ("En solitario, ¿cuento los puntos de corazones y de iconos repetidos al final?", A),  # odd
            ("¿Cómo elijo la carta de Achievement en solitario?", A),  # odd
            ("Disculpe, en el ejemplo del Actor, ¿el icono de la propia carta cuenta para el Promoted?", A),  # odd
            ("¿Qué significa la flechita que hay en las cartas?", A),  # odd
            ("si una carta tiene iconos sin flecha que significa", A),  # odd
            ("Tengo la carta Mall Walkers, ¿qué me da?", A),  # odd
            ("¿Le puedo regalar a mi hermana una carta de Partner de mi mano?", U),
            ("Me falta un muñequito de tiempo, ¿mi hermana me puede prestar uno de los suyos?", U),
            ("Se me cayó el mazo grande del mercado y vimos las cartas de arriba. ¿Hay que barajarlo otra vez?", U),
            ("Vos sabés si podemos usar monedas de verdad si se acaban las fichas de dinero?", U),
        ],
    },
    "cv": {
        "en": [
            ("how do you win? what are we doing with all these cards", A),
            ("how many dice do i roll?", A),
            ("can i roll again if i dont like what i got?", A),
            ("why can't i reroll the dice with the bad luck picture on it?", A),
            ("how many cards can i take from the row on my turn?", A),
            ("i have 3 of the good luck things, what can i do with them?", A),
            ("i got 3 bad luck, what happens?", A),
            ("whats the card with the red line through it, do i pay every turn?", A),  # odd
            ("a card has 2 colours in its title, which pile does it go in?", A),  # odd
            ("can i put a new health card under the others instead of on top?", A),  # odd
            ("does my new job card have to go on top of the pile?", A),  # odd
            ("my son bought an event card. does he have to use it right away?", A),  # odd
            ("do i get the little tokens for the symbols on event cards?", A),  # odd
            ("what are the tokens for? do i keep collecting more every turn?", A),
            ("whats the bicycle for?", A),  # odd
            ("how many childhood cards do we get with 3 players?", A),  # odd
            ("how do we pick our childhood cards? my kids are confused", A),  # odd
            ("how many life goal cards go face up on the board with 4 players?", A),  # odd
            ("only 2 of us playing, when does the card on the left get thrown away?", A),  # odd
            ("what's this social help thing when a pile runs out?", A),  # odd
            ("when does the game end?", A),
            ("how many points are 4 health cards worth?", A),  # odd
            ("we tied on points, who wins?", A),  # odd
            ("the goals face up on the board - if two of us did it the same, who gets the points?", A),  # odd
            ("in the scoring example felix has 63, how does that add up?", A),  # odd
            ("in the used car example why does the player risk rerolling the die with the relationship symbol?", A),  # odd
            ("can we put 6 cards on the row instead of 5 so my little boy has more to pick from?", U),
            ("my little brother never has the right dice. can i buy a card off the row for him with my dice?", U),
            ("can my 6 year old just pick the life goal card she likes instead of getting a random one?", U),
            ("can my 5 year old reroll 3 times instead of 2 since he's little?", U),
        ],
        "es": [
            ("¿Puedo volver a tirar un dado que ya había dejado quieto en la primera tirada?", A),
            ("¿Qué pasa si no puedo pagar la raya roja de una carta?", A),  # odd
            ("¿Las fichas que usé para comprar me sirven para pagar la raya roja?", A),  # odd
            ("¿Puedo usar las cartas de evento para comprar cartas de la fila?", A),  # odd
            ("¿Con 3 símbolos de buena suerte puedo coger cualquier carta aunque tenga una condición especial?", A),  # odd
            ("¿Cuál es la carta activa de cada montón?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("la mala suerte de las fichas tambien cuenta para perder cartas?", A),
            ("¿Quién empieza cada ronda?", A),
            ("¿Y si el que tenía la bici la pierde en la partida?", A),  # odd
            ("Somos 2, ¿cuántas cartas de infancia barajamos?", A),  # odd
            ("¿Cuántas cartas se ponen en la fila al empezar y de qué mazo?", A),  # odd
            ("¿De qué mazo salen las cartas cuando se acaba el primero?", A),
            ("¿Al final de la ronda se tira alguna carta de la fila?", A),
            ("Vale, en la ayuda social, ¿tengo que pagar la carta o cumplir algo?", A),  # odd
            ("En la ayuda social, ¿en qué orden agarran las cartas?", A),  # odd
            ("En el ejemplo de la ayuda social, ¿por qué Eric recibe ayuda y Felix no?", A),  # odd
            ("¿Cuántos puntos dan 3 cartas de relaciones?", A),  # odd
            ("Las posesiones, ¿cómo se cuentan al final?", A),  # odd
            ("¿Cuándo enseño mi carta de objetivo de vida secreta?", A),  # odd
            ("Che, empatamos en puntos y también en cartas, ¿quién gana?", A),  # odd
            ("¿Para qué sirven las cartas de trabajo? Mi hija dice que dan plata", A),  # odd
            ("¿Qué son las cartas de posesión y por qué necesito dinero?", A),  # odd
            ("Disculpe, ¿las cartas de evento que uso quedan en mi currículum?", A),  # odd
            ("¿Cómo consigo más dados?", A),  # odd
            ("¿Ustedes mueven las cartas de la fila hacia la izquierda al final del turno? ¿Y cuándo se cambian las fichas?", A),
            ("¿Le podemos dar un dado de más al más pequeño para que tenga ventaja?", U),
            ("Mi hija pregunta si la persona de su currículum es chico o chica y cómo se llama. ¿Lo dice el juego?", U),
            ("Después de repartir las cartas de infancia, ¿puedo cambiar una con mi hermano?", U),
            ("¿Podemos quitar las cartas de trabajo? Mi hijo no entiende lo de pagar cada turno", U),
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
