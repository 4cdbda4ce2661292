"""Write the blind110 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind110/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11001-11004), so the
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
SEEDS = {"coming-of-age": 11001, "loop": 11002, "adulthood": 11003, "cv": 11004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("what do i get if my mood counter is already on the last space and i have to move it right again?", A),
            ("My Personal Fulfillment Counter is already at the end of the track and I still have Interest Tokens to cash in. Do I get anything for the extra steps?", A),
            ("first time i meet a character with a friendship bonus, what do i get for it?", A),
            ("How many VEP do I get if I spend 3 Motivation Tokens on one Memory?", A),
            ("If I pay 4 Willpower for the Memory instead of Motivation, do I still get the full VEP and the card's bonus?", A),
            ("I have to bounce left on a track where my Frustration Token is already flipped over on the far left. Do I gain or lose VEP?", A),
            ("What do I get when I play a Trait Tile onto my board?", A),
            ("do i get the VEP printed on the tile when i mimic another player's trait? can i do the same one twice?", A),
            ("What are my leftover Willpower, Motivation and Memory tokens worth at the end?", A),
            ("how many VEP is each goal tile worth and how many of them can i actually score", A),
            ("I can't afford the Memory or a Presence this year. What do I get instead, and do I draw a new Parent Card after?", A),
            ("My die and my Presence are both at the stop where the bus is. Do I get the bus stop bonus twice?", A),
            ("If I flip a Memory Token to send a counter to the central space, what do I get?", A),
            ("Two of us have a die at the same location and both pay for the Memory. Do we both get the card's bonuses, or only the first one?", A),
            ("when does the passive bonus on the far right of a track kick in? do i get it right away when i land there", A),
            ("the willpower tokens in the box ran out, do i still get the willpower the space gives me?", A),
            ("coa question, what do i get for the dice i dont pick?", A),
            ("New round is starting. What new stuff do we each get?", A),
            ("When I spend Motivation and my counter moves 2 steps left, do I get the bonuses of the spaces it passes?", A),
            ("in the 2 player game what do i get for putting a mimic token on one of the 4 tiles in the middle row, and what do i need for it?", A),
            ("Solo: the Bus Stop Tile where Rob's die is shows a neutral character. What does Rob get?", A),
            ("solo - does rob get the VEP from the memory card? does he have to throw away his motivation tokens like me?", A),
            ("At the end of a solo game what does Rob score on top of what he already has?", A),
            ("I already hold 4 Trait Tiles and a Trait Bonus lets me draw. Do I get to keep the new one?", A),
            ("I'm tied with another player for the most Presences on the board. Does my Versatile goal still give me the 5 VEP?", A),
            ("do the overcome frustration tokens (the flipped ones on the left end) still sitting on my tracks at the end give me any VEP?", U),
            ("Trait Tiles still in my hand when the game ends, if I meet their requirement then, do I get any VEP for them?", U),
            ("2 player: when I put my mimic token on one of the row tiles, do I also get a friendship step with the neutral kid assigned to it?", U),
            ("A Memory Card sat on the board all round and nobody took it. Does it build up extra VEP for whoever takes it later?", U),
            ("When someone mimics my Trait Tile, do the VEP they gain come out of my score, or do I get a share of them?", U),
        ],
        "es": [
            ("¿Qué gano si el rebote a la derecha cae en un Registro de Ánimo que tiene la Ficha de Frustración tapando el icono?", A),
            ("Si reboto a la izquierda y ese registro ya tiene una Ficha de Frustración sin resolver a la derecha, ¿qué pasa con mis VEP?", A),
            ("¿Qué me da una Bonificación de Intimidad y para qué la necesito?", A),
            ("Che, si tengo Fichas de Interés en la ubicación donde termino, ¿qué gano y qué hago con esas fichas?", A),
            ("¿Cuántos VEP me llevo si gasto 2 Fichas de Motivación en el mismo Recuerdo?", A),
            ("Una carta de Recuerdo, ¿qué cosas me da exactamente?", A),
            ("¿Qué me da tener una Presencia en una ubicación en los turnos siguientes?", A),
            ("Ya tengo mis 4 Presencias en el tablero y quiero poner otra, ¿puedo o cómo funciona?", A),
            ("Ya jugué 4 Fichas de Rasgo; si me sale otra Bonificación de Rasgo, ¿puedo jugar una quinta o qué me queda?", A),
            ("¿Cuánto me quita al final cada Ficha de Frustración sin resolver?", A),
            ("empate a VEP al final, ¿quien se lleva la partida?", A),
            ("¿Qué gano usando una Ficha de Recuerdo y cuándo la puedo usar?", A),
            ("Al acabar la ronda 4, ¿me dejan usar la Ficha de Recuerdo que no usé antes de contar?", A),
            ("Perdone, ¿con cuántos VEP empieza cada uno en Coming of Age?", A),
            ("Si la parada del autobús muestra un personaje neutral, ¿qué me llevo?", A),
            ("En la fase del autobús, ¿puedo hacer amistad con el personaje de otro jugador en vez de coger el bonus de la parada?", A),
            ("Si subo un personaje de nivel 2 a 3 en el Registro de Amistad, ¿qué gano? ¿y si el nivel siguiente está lleno?", A),
            ("En solitario, cuando la parada no es un personaje, ¿qué gana Rob?", A),
            ("En solitario, ¿Rob se lleva Fichas de Motivación? ¿De dónde las saca si ese color todavía no está en juego?", A),
            ("Si Rob ya está al final de su Registro de Realización Personal y le tocan más avances, ¿qué gana?", A),
            ("Jugando solo, ¿qué Fichas de Objetivo me tocan a mí ahorita al preparar?", A),
            ("Rob me gana siempre, tío. ¿Cuántas Fichas de Personaje le doy para que sea más fácil?", A),
            ("Si muevo mi dado a la ubicación de al lado con una Ficha de Frustración, ¿igual avanzo con las Fichas de Interés que tengo allí?", A),
            ("si reboto dos veces a la derecha en el mismo registro me llevo 2 fichas de motivacion?", A),
            ("Tengo el Objetivo Sociable y mi amiga tiene más personajes que nadie. ¿Ella también se lleva los 5 VEP de ese objetivo?", A),
            ("En solitario, si Rob pone su Rasgo Mimético sobre mi Ficha de Rasgo, ¿yo gano algo?", U),
            ("En la variante de 2, si consigo imitar las cuatro Fichas de Rasgo de la fila, ¿me llevo algún premio extra?", U),
            ("El año pasado me apunté 3 VEP por conocer a un personaje nuevo en vez de 1 y lo vimos ahora. ¿Me los quito o se quedan?", U),
            ("Si al final de un año tengo más Fichas de Interés repartidas por el tablero que nadie, ¿me dan algo?", U),
            ("¿Cuántas casillas tiene el Registro de Realización Personal y qué bonus da cada una?", U),
        ],
    },
    "loop": {
        "en": [
            ("what do i get for WORK as an intern in loop?", A),
            ("I'm at 0 HAPPINESS and still want to WORK in a basic game. What do I get?", A),
            ("if i spend REPUTATION on a WORK turn how much extra COIN does it give me?", A),
            ("How much HAPPINESS do I get for each ACTIVITY I CONSUME, and how many can I do in one turn?", A),
            ("When I achieve a GOAL, how much HAPPINESS do I get and when can I claim it?", A),
            ("what REPUTATION do i get for accepting a SHARE? and for a RECYCLE?", A),
            ("I already have 2 REPUTATION and someone plays me a RESELL. If I ACCEPT, do I get anything?", A),
            ("Somebody wants to ACQUIRE my METAL at QUALITY 3. What do I get for it if I accept?", A),
            ("BARTER: I give a QUALITY 4 and get a QUALITY 2 back. Do I get anything for the difference?", A),
            ("when i RECYCLE from someone's LANDFILL who gets my COIN and what QUALITY do i end up with?", A),
            ("The COIN in the WORK AREA ran out. Do I still get my SALARY?", A),
            ("start of my turn and i have 4 FAVOUR, do i get a card? what if the deck is empty", A),
            ("What happens to me when I'm the one who triggers DEPLETION?", A),
            ("Two of us end the basic game on the same HAPPINESS. Who gets the win?", A),
            ("competitive: my HAPPINESS jumped from 4 to 10 in one turn. How many EVENTs do I get, and when do they go off?", A),
            ("What do I get when I APPLY for a CREDIT CARD?", A),
            ("end of a competitive game I have 2 CREDIT CARDs not paid off and 7 MATERIAL in my LANDFILL, how much HAPPINESS do i lose?", A),
            ("coop: when do I get my played FAVOURs back into my hand?", A),
            ("In co-op do we all need HAPPINESS 12 to win?", A),
            ("solo: with the blue ACQUIRE who do I pay and how much?", A),
            ("Solo RESELL: where do my COIN come from and where does the MATERIAL go?", A),
            ("As the Artist, what do I get when I WORK?", A),
            ("Salesman here. When exactly do I get my bonus COIN, and from where?", A),
            ("Make It Rain is up. What do I get and what spending counts for it?", A),
            ("can the same ACTIVITY count for two of my GOALs so I get HAPPINESS from both?", A),
            ("If I achieve two GOALs in the same CONSUME turn, is there a combo bonus on top of their HAPPINESS?", U),
            ("The Scavenger played his RECYCLE on me as a RESELL and I accepted. Do I get 1 REPUTATION like a RESELL or 0 like a RECYCLE?", U),
            ("when someone ACCEPTs the FAVOUR i played, do i get any REPUTATION too or only them?", U),
            ("As the Engineer, do I get anything for using Repair on another player's MATERIAL, like a COIN or REPUTATION from them?", U),
            ("Last turn I forgot to take my 1 HAPPINESS for an ACTIVITY I completed. Can I still take it now?", U),
        ],
        "es": [
            ("¿Cuánto COIN saco con el Banker al hacer WORK y cuánta HAPPINESS pierdo?", A),
            ("En LOOP, con el Tycoon, ¿cuánta plata cobro cuando hago WORK?", A),
            ("¿Sabéis qué gana la Homemaker con su habilidad y cuántas veces?", A),
            ("Investor: si pago 1 COIN y tiro dos veces, ¿cuánto gano?", A),
            ("Che, con el Politician, si me llaman el farol y era verdad, ¿qué me llevo?", A),
            ("La Nurse, ¿qué gana cuando le da un FAVOUR a alguien?", A),
            ("Soy Chef y compro FOOD pagando 2 COIN, ¿con qué QUALITY me la llevo?", A),
            ("con el Scavenger que puedo agarrar gratis del LANDFILL?", A),
            ("Waitress: ¿cuántos FAVOUR robo al empezar el turno?", A),
            ("Con el Freelancer, ¿qué SALARY puedo elegir al hacer WORK?", A),
            ("Está Overtime activo, ¿cuánto gano y cuánto pierdo al hacer WORK?", A),
            ("El EVENT Collector, ¿qué me da y en qué turnos?", A),
            ("con Treat Yo Self activo q gano si pido una CREDIT CARD", A),
            ("Buy More Earn More: ¿cuánto COIN me devuelven y de dónde sale?", A),
            ("Me salió Insurance. Si lanzo la moneda, ¿cuánto gano o pierdo? ¿y si no la lanzo?", A),
            ("Con BOGOF activo, por cada MATERIAL que compro ¿qué me llevo además?", A),
            ("Redeem Bonus: ¿qué opciones tengo y qué me da cada una?", A),
            ("Salió Satan Santa, ¿puedo acabar recibiendo más de un MATERIAL?", A),
            ("¿Me podría decir cuánta HAPPINESS gano gastando REPUTATION en un turno de CONSUME?", A),
            ("Si gasto REPUTATION al hacer BUY, ¿qué me da? ¿me sale un MATERIAL gratis?", A),
            ("cuando acepto un FAVOUR me quedo la carta? y si ya tengo 5 en la mano?", A),
            ("En cooperativo, si la quema de MATERIAL del final de ronda provoca la DEPLETION, ¿alguien pierde HAPPINESS?", A),
            ("En solitario, con RENEW ¿qué me puedo llevar y cuánto pago?", A),
            ("Somos tres y soy el segundo jugador, ¿cuántos FAVOUR me tocan al empezar?", A),
            ("Si uso el SHARE de otro jugador y al final no uso ese MATERIAL, ¿igual pierde QUALITY?", A),
            ("Con el Politician, si digo la verdad y nadie me pilla el farol, ¿gano la REPUTATION igual?", U),
            ("Cuando rechazo un FAVOUR descartando otro igual de mi mano, ¿me dan algo por eso, REPUTATION o robar carta?", U),
            ("Ayer acepté un SHARE y se me olvidó mover mi REPUTATION. ¿La puedo cobrar ahora en mi turno?", U),
            ("Hicimos un SHARE con un MATERIAL que al final no se usó pero le quitamos la QUALITY igual y se rompió; ya está en la LANDFILL. ¿Le devolvemos algo al dueño?", U),
            ("Oigan, si en un mismo turno juego los cinco tipos de FAVOUR, ¿me dan algún premio?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what do i get for the basic career spot at the top of my board?", A),
            ("In Adulthood, what does Donate give me?", A),
            ("what does Date get me if i'm not Grown Up yet?", A),
            ("If I take the leftmost card from the market, do I get anything extra?", A),
            ("What do I get when my marker crosses the Grown-Up space?", A),
            ("I passed two Life Event spaces in one turn. Do I get two Life Events, and when do they happen?", A),
            ("End of game: what do I get for having 5 Family icons?", A),
            ("I married a partner whose heart matches one of my Values. What's that worth at the end?", A),
            ("if my happiness marker goes past the end of the track do i lose the extra?", A),
            ("When I play an Experience card, when do I get its stuff, and does it still count for anything later?", A),
            ("I just got a new Career card, do I keep my Promoted token?", A),
            ("can i use the action on a card the same turn i play it?", A),
            ("what does each player start with", A),
            ("I ran out of time meeples, can an energy token stand in for one?", A),
            ("We tied on the combined score. Who wins?", A),
            ("What do my Negative Impact and Unhappiness tokens do to me at the end?", A),
            ("solo: what do the 2nd and 3rd market cards cost me, and what about a card some effect lets me take?", A),
            ("Solo: do I still get a Life Event when I pass those spaces on the track?", A),
            ("Solo end of game: do I get the points for hearts and icon sets?", A),
            ("What does the Interview action get me once I'm Grown Up?", A),
            ("my trait gives me an extra life icon, does that count for the sets at the end or only during the game?", A),
            ("If I take the right-most card from the market, do I still get the energy bonus?", A),
            ("When someone's markers cross, do I still get my turn before the game ends?", A),
            ("What does Overseas Vacation give me when I play it?", A),
            ("I put Mall Walkers on my Community slot. What does its action get me?", A),
            ("if i don't take any card from the market this turn, do i get something for skipping it, like an energy?", U),
            ("I paid the energy and money for the right-most market card but I can't play it yet because I'm not Grown Up. Do I get that energy and money back?", U),
            ("Is there any bonus for playing three or more cards from my hand in the same turn?", U),
            ("When I take a new Career and lose my Promoted token, do I get anything back for the promotion I lost?", U),
            ("I have way more Social icons than anyone else at the table. Is there a majority bonus for that at the end?", U),
        ],
        "es": [
            ("¿Qué gano con el ocio de arriba del tablero?", A),
            ("¿Qué me da Interview si todavía no soy Grown Up?", A),
            ("Si hago Date ya siendo Grown Up, ¿qué consigo?", A),
            ("tengo 6 de dinero, ¿puedo hacer Donate dos veces en el mismo turno?", A),
            ("¿Qué gano con meditar en Adulthood?", A),
            ("que me llevo al pasar una casilla de Life Event y cuando la resuelvo", A),
            ("Al final, ¿cuánta felicidad me dan los iconos repetidos? Tengo 3 de Social", A),
            ("¿Cuándo me dan los puntos de mis cartas de Values?", A),
            ("Si cambio de Partner, ¿pierdo el Married?", A),
            ("Disculpe, ¿cuándo puedo usar las acciones del Partner que acabo de jugar?", A),
            ("Los tokens de tiempo que gasto, ¿los recupero?", A),
            ("Y el dinero y la energía que pongo en las acciones, ¿a dónde van al final del turno?", A),
            ("En solitario, ¿cómo se gana?", A),
            ("Solitario: ¿cuántas cartas hay en el mercado y cuándo se reponen?", A),
            ("En solitario, ¿qué Achievement me quedo?", A),
            ("jugando solo, ¿cuándo termina la partida?", A),
            ("Si juego otra carta de Community, ¿qué pasa con la vieja y sus iconos?", A),
            ("¿Cuántos Resources y Traits puedo tener a la vez?", A),
            ("Ya soy Grown Up por el track de Impact, ¿tengo que pasarlo también en el de Happiness?", A),
            ("Oye, ¿se puede retroceder en el track de Happiness o de Impact durante la partida?", A),
            ("¿La carta que cojo del mercado este turno la puedo jugar ya?", A),
            ("Después de que me asciendan, ¿sigo pudiendo usar la acción de la izquierda de mi Career?", A),
            ("Para el ascenso me piden un icono, ¿me cuenta el de la propia carta de Career?", A),
            ("¿Qué cobro con la acción de arriba de Career y cuánto tiempo me cuesta?", A),
            ("Una carta sin barra verde, ¿cuánto me cuesta jugarla?", A),
            ("Al final, si los Values me hacen pasar una casilla de Life Event en el track, ¿robo uno?", U),
            ("Si mi Partner coincide con un Value que sigue boca abajo porque nunca medité, ¿me dan los 4 de Impact?", U),
            ("Ayer un jugador se llevó 2 de energía por coger la carta de la izquierda y lo vimos hoy. ¿Se la quitamos?", U),
            ("Si en el paso 3 no juego ninguna carta de mi mano, ¿me dan algo a cambio?", U),
            ("Vos sabés si al que le toca un Life Event malo lo compensan con algo, una energía o lo que sea?", U),
        ],
    },
    "cv": {
        "en": [
            ("what do i get for 3 good luck symbols?", A),
            ("How do my health cards score at the end?", A),
            ("how do possession cards score?", A),
            ("Two of us tied on a public life goal. Who gets the points?", A),
            ("We're tied on points at the end. Who wins?", A),
            ("What do I get from social assistance?", A),
            ("when do i get social assistance? who counts as eligible", A),
            ("Do I recieve tokens for the symbols on an event card I play?", A),
            ("do my tokens pile up every turn like income?", A),
            ("How many dice can I have at most, and how many do I start with?", A),
            ("can i reroll a die thats showing bad luck", A),
            ("a card with the red slash, what happens if i can't pay it this turn?", A),
            ("I bought a card with two colours and two type icons. Which stack does it go to?", A),
            ("I got a new relationship card. Can I slip it under the stack so my old one stays active?", A),
            ("Does a new Work card have to go on top of my Work stack?", A),
            ("What does each player get at the start of the game?", A),
            ("whoever has the bicycle card, what do they get?", A),
            ("I bought an event card from the track. Do I keep it in my hand?", A),
            ("2 players: when does the leftmost card on the track get discarded?", A),
            ("when does a game of cv end?", A),
            ("Can the dice I used to buy a card also pay a red slash cost this turn?", A),
            ("i have 6 bad luck symbols this turn, how many active cards do i lose?", A),
            ("how many cards can i take from teh track in one turn?", A),
            ("When do I get the points for my secret life goal?", A),
            ("Can I play an event card during someone else's turn and get its effect?", A),
            ("A card would give me an 8th die but I already have 7. Do I get something else instead?", U),
            ("Do the good luck and money tokens I still have at the end of the game give me any points?", U),
            ("Besides going first, does having the bicycle give me anything, like an extra reroll?", U),
            ("For the tie-break on fewer cards, do my childhood cards count as CV cards?", U),
            ("If I take a card from the track with 3 good luck and I have a 4th good luck symbol left over, does that extra one get me anything?", U),
        ],
        "es": [
            ("Las cartas de salud que quedan tapadas debajo de la activa, ¿cuentan para los puntos del final?", A),
            ("Si tengo 3 símbolos de buena suerte, ¿me llevo gratis una carta que tiene una condición especial sin cumplirla?", A),
            ("¿Qué me pasa si saco 3 de mala suerte?", A),
            ("Los símbolos que me sobran de una carta de evento, ¿los guardo para el turno siguiente?", A),
            ("Con la ayuda social, si hay dos que la reciben, ¿quién elige primero?", A),
            ("Disculpe, ¿cuántas veces puedo volver a tirar los dados?", A),
            ("güey, ¿cómo consigo más dados?", A),
            ("Las cartas de posesión, ¿cuánto valen al final?", A),
            ("Los objetivos vitales públicos, ¿quién se lleva los puntos?", A),
            ("¿Las cartas de evento que uso cuentan como parte de mi currículum al final?", A),
            ("Si pierdo la carta de la bici por mala suerte, ¿quién empieza la ronda?", A),
            ("De todas las cartas de un tipo, ¿cuál me da su efecto?", A),
            ("Tengo una carta con barra roja, ¿cuándo tengo que pagarla?", A),
            ("¿Cuándo actualizo mis fichas?", A),
            ("Cuando se acaba el mazo de adultez temprana, ¿de qué mazo salen las cartas?", A),
            ("Al final de la ronda, ¿qué carta del track se descarta?", A),
            ("Somos 2, ¿cómo preparo las cartas de infancia?", A),
            ("y si somos 3 jugadores, cuantas cartas de infancia se mezclan con la bici?", A),
            ("¿Cuántos objetivos vitales públicos se ponen en la mesa?", A),
            ("Puedo poner una carta nueva de salud debajo de la que ya tengo activa?", A),
            ("¿Cuántos puntos dan 5 cartas de conocimiento?", A),
            ("La carta Marriage activa, ¿qué me da?", A),
            ("¿Puedo juntar dados y fichas para pagar una carta del track?", A),
            ("Con la ayuda social, ¿tengo que cumplir la condición especial de la carta?", A),
            ("¿Cómo se reparten las cartas de infancia? ¿Con cuántas me quedo?", A),
            ("Si la mala suerte me hace descartar una carta de posesión, ¿me dan algo a cambio?", U),
            ("Ayer alguien pagó la barra roja con fichas que ya había usado para comprar y lo vimos hoy. ¿Se queda la carta?", U),
            ("Si tengo más cartas de salud que nadie, ¿me llevo un premio aparte de la tabla?", U),
            ("Cuando termina la partida, las cartas que quedan en el track, ¿dan puntos a alguien?", U),
            ("Si en todo mi turno no me sale ninguna mala suerte, ¿me dan algún premio?", U),
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
