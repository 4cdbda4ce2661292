"""Write the blind81 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind81/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8101-8104), so the
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
SEEDS = {"coming-of-age": 8101, "loop": 8102, "adulthood": 8103, "cv": 8104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent

Q = {
    "coming-of-age": {
        "en": [
            ("In LOOP the starting player goes first and play goes clockwise. In Coming of Age, who picks a location first?", True),
            ("Like in CV, do I roll all my dice at once? And how many dice do I have in the first round?", True),
            ("LOOP has one HAPPINESS track. How many mood tracks are there here and how many do I start with?", True),
            ("Adulthood ends when your two markers cross. When does Coming of Age end?", True),
            ("What are the victory points called here, and on what space does my counter start?", True),
            ("Is there a limit to how far a friend can go up my friendship track? I heard the top levels are special", True),
            ("Coming from CV, where bad luck freezes dice: how does a Frustration Token let me move my die, and how many do I need for a far location?", True),
            ("Are location 1 and the last open location next to each other, so I can wrap around?", True),
            ("In LOOP the empty slots refill at the end of a turn. When do empty locations get a new Memory Card in coa?", True),
            ("Like the market prices in Adulthood, does each extra Motivation Token I spend on a Memory give less VEP?", True),
            ("In CV my tokens reset every turn. What happens to a Memory Token once I've used it?", True),
            ("Is there a hand limit like in Adulthood? How many Trait Tiles can I hold?", True),
            ("wat happens if a mood counter has to go right but its already at the end of the trak", True),
            ("When the Bus stops where I have both my die and a Presence, do I get the bonus twice?", True),
            ("In LOOP ties go to REPUTATION first. How are ties broken in Coming of Age?", True),
            ("How many Goal Tiles can I actually score at the end? Is it like the hidden Values in Adulthood?", True),
            ("Do leftover Willpower and Motivation Tokens count for anything at the end?", True),
            ("Is there a solo mode with a bot, like the Achievement solo in Adulthood? How is the bot set up?", True),
            ("Solo: what does Rob get when his Personal Fulfillment Counter is already on the last space?", True),
            ("How do I make the solo game against Rob easier or harder?", True),
            ("With 2 players, what is the row of four Trait Tiles between us for?", True),
            ("In CV the decks change with age. What changes in Coming of Age at the end of each round?", True),
            ("Can I copy another player's Trait, like taking someone's idea? What do I need to do it?", True),
            ("What happens to the dice I roll but don't pick? In LOOP nothing remembers what you didn't do", True),
            ("In Adulthood some cards need you to be Grown Up first. Are some locations closed at the start here?", True),
            ("Apart from the Goal Tiles, do Memory Tokens of the same colour give a set bonus at the end, like the Life icon sets in Adulthood?", U),
            ("In CV three good luck symbols buy anything. Can I hand in three Memory Tokens at once to get a Trait Bonus?", U),
            ("Does the VEP track have special spaces that give a bonus when you pass them, like the Life Event spaces in Adulthood?", U),
            ("In solo Rob only puts 2 Character Tokens in his supply. Do his other tokens go to the general supply so I can befriend him?", U),
            ("When another player uses my Presence to get a Friendship Bonus with my character, do I get anything too?", U),
        ],
        "es": [
            ("En LOOP cada uno juega su turno por orden; en Coming of Age, ¿tiramos los dados todos a la vez?", True),
            ("¿Cuántas Fichas de Frustración necesito para llevar mi dado a una ubicación que no es adyacente?", True),
            ("¿Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una en el otro extremo?", True),
            ("En CV puedes perder cartas; aquí, si un Contador de Estado de Ánimo tiene que ir a la izquierda y ya está al final, ¿qué pasa?", True),
            ("¿Cuántos VEP me da gastar tres Fichas de Motivación en un Recuerdo?", True),
            ("Si dos jugadores tenemos dado en la misma ubicación, ¿los dos podemos quedarnos el Recuerdo?", True),
            ("¿Cuántas Presencias puedo tener y qué pasa si ya puse las 4?", True),
            ("Oye, como en Adulthood la energía vale por tiempo, ¿la Fuerza de Voluntad sirve para poner una Presencia?", True),
            ("Cuando gasto Fichas de Motivación, ¿cuántos pasos muevo el Contador de Estado de Ánimo a la izquierda? ¿depende de cuántas gaste?", True),
            ("¿Qué hago si ya tengo 4 Fichas de Rasgo en la mano y robo otra?", True),
            ("¿Cuántas Fichas de Rasgo puedo jugar en toda la partida de Coming of Age?", True),
            ("Para poner un Rasgo Mimético sobre el Rasgo de otro jugador, ¿qué nivel de amistad necesito con él?", True),
            ("En CV siempre se usan los mismos dados. ¿Aquí qué dados tengo en cada ronda?", True),
            ("¿Qué ubicaciones se abren al empezar la ronda 3?", True),
            ("Al final, ¿cuántos VEP pierdo por cada Ficha de Frustración sin superar?", True),
            ("¿Cómo se supera una Ficha de Frustración? ¿Solo en mi turno?", True),
            ("¿Qué gano si el contador rebota a la izquierda y en ese registro hay una Ficha de Frustración ya superada?", True),
            ("Si no puedo sacar el Recuerdo ni poner Presencia, ¿qué pasa? En LOOP no hay nada así", True),
            ("Las Cartas de Padres que ya jugué, ¿las pueden ver los demás?", True),
            ("En coming of age, ¿en qué orden va parando el Bus?", True),
            ("En la variante de 2 jugadores, ¿cómo se arma la fila de Fichas de Rasgo?", True),
            ("En solitario contra Rob, ¿qué Fichas de Objetivo robo yo?", True),
            ("¿Rob tira dados como yo? ¿Qué hace con ellos en la fase 1?", True),
            ("¿Cómo puntúa Rob al final de la partida en CoA?", True),
            ("Tío, ¿las Fichas de Motivación y de Fuerza de Voluntad se pueden acabar?", True),
            ("¿Dos jugadores pueden llevar al mismo personaje neutral al nivel 7 de su Registro de Amistad a la vez?", U),
            ("¿Puedo dar la vuelta a una Ficha de Frustración superada para que cuente otra vez como no superada y así cumplir el Rasgo Frustrated?", U),
            ("Los dados que se descartan al final del turno, ¿hay alguna forma de recuperarlos, como sacar material del LANDFILL en LOOP?", U),
            ("En Adulthood una carta nueva tapa a la vieja. ¿Puedo jugar una Ficha de Rasgo encima de otra que ya jugué para cambiarla?", U),
            ("Como el ACQUIRE de LOOP, ¿puedo comprarle una Ficha de Recuerdo a otro jugador pagándole con VEP?", U),
        ],
    },
    "loop": {
        "en": [
            ("In Coming of Age everyone acts at once. In LOOP, how many actions do I get on my turn, and can I just pass?", True),
            ("Who starts? In Adulthood it's the oldest player", True),
            ("Like the Adulthood market, when do the empty MATERIAL and ACTIVITY slots get refilled?", True),
            ("Is the game a fixed number of rounds, like the 9 years of Coming of Age? What ends it?", True),
            ("How much does a MATERIAL cost when I BUY it, and how many can I buy in one go?", True),
            ("What happens to a MATERIAL when its QUALITY drops to 0?", True),
            ("Is there a hand limit on FAVOUR cards, like the 4 Trait Tiles in Coming of Age?", True),
            ("Can I turn down a FAVOUR someone plays on me?", True),
            ("How much REPUTATION can I hold in loop and what can I spend it on?", True),
            ("In CV only the top card of each stack is active. How many ACTIVITY can I keep at once?", True),
            ("Once an ACTIVITY helps me achieve one GOAL, can it still count toward another GOAL?", True),
            ("What do the HOBBY and CURIOSITY goals ask for? They don't show PROPERTY icons", True),
            ("How are ties broken at the end of a Basic game?", True),
            ("What does Competitive Mode add on top of the Basic game?", True),
            ("When do I draw an EVENT? Is it like the Life Event spaces on the Adulthood track?", True),
            ("When do my face-down EVENT cards actually take effect?", True),
            ("How does a CREDIT CARD work and how fast do I have to pay it back?", True),
            ("What happens at the end if I still have an unpaid CREDIT CARD?", True),
            ("how bad is the landfill penalty at the end", True),
            ("In Cooperative Mode, what do we all need to win?", True),
            ("Does Cooperative Mode throw away MATERIAL cards like the solo game does?", True),
            ("In solo, how many GOAL do I start with and which FAVOUR do I use?", True),
            ("What does the blue RENEW FAVOUR do in solo?", True),
            ("Which CAREER can't be used in Cooperative Mode?", True),
            ("Can I make deals with other players in loop, and do they have to keep them?", True),
            ("Like the Mimic Trait Tokens in Coming of Age, can I copy another player's CAREER ABILITY for one turn?", U),
            ("If I reach HAPPINESS 12 and an EVENT then drops me back to 11 before the round is over, does the game still end?", U),
            ("Is there a bonus for BUYing the last MATERIAL left in the BUY AREA, like clearing out the market?", U),
            ("In Adulthood solo you write your score on the Achievement card. Is there any score in loop's Cooperative Mode beyond win or lose?", U),
            ("Can I give one of my GOAL cards to another player who has a better chance of achieving it?", U),
        ],
        "es": [
            ("¿Qué pasa si se acaba el mazo de FAVOUR?", True),
            ("¿Cuántos sets de MATERIAL se quitan en LOOP si jugamos 3?", True),
            ("En Coming of Age empiezas con 5 VEP. ¿Con cuánta HAPPINESS se empieza en LOOP?", True),
            ("¿Con cuánto COIN y qué MATERIAL empieza el INTERN?", True),
            ("Para hacer CONSUME de una ACTIVITY con los dos colores iguales, ¿puedo quitarle 2 de QUALITY a un solo MATERIAL?", True),
            ("¿Cuántas ACTIVITY puedo consumir en un turno y cuánta HAPPINESS me dan?", True),
            ("¿Puedo jugar FAVOUR en el mismo turno en que hago WORK?", True),
            ("¿Cuánta REPUTATION gano si acepto un SHARE?", True),
            ("Con un SHARE, ¿me quedo el MATERIAL del otro jugador?", True),
            ("¿Para qué sirve RECYCLE y de qué LANDFILL puedo sacar?", True),
            ("Cuando cumplo un GOAL, ¿tengo que enseñarlo enseguida o me lo puedo guardar para después?", True),
            ("¿Puedo gastar REPUTATION al comprar para que el MATERIAL salga con más QUALITY?", True),
            ("¿Cuánta HAPPINESS me dan 2 REPUTATION en un turno de CONSUME?", True),
            ("¿Qué pasa cuando se acaba el mazo de MATERIAL? ¿Quién pierde algo?", True),
            ("En el modo Competitivo, ¿cómo se elige la CAREER?", True),
            ("Si se activan dos EVENT CONTINUOUS a la vez, ¿cuál vale?", True),
            ("¿Puedo pagar de golpe los 5 COIN de una CREDIT CARD en un turno?", True),
            ("¿Qué me dan al pedir una CREDIT CARD?", True),
            ("En cooperativo, ¿se roba FAVOUR al principio del turno?", True),
            ("En el modo cooperativo, ¿se puede rechazar un FAVOUR?", True),
            ("¿Podemos jugar con las cartas a la vista en el modo cooperativo, como en un juego de equipo?", True),
            ("En el modo Solo, ¿cómo funciona el ACQUIRE azul si no hay otros jugadores?", True),
            ("En LOOP en solitario, ¿qué necesito para ganar?", True),
            ("¿Qué hace el Engineer en loop? ¿Puede arreglar el MATERIAL de otro jugador?", True),
            ("¿El Lawyer puede rechazar un FAVOUR aunque no vaya dirigido a él?", True),
            ("¿Hay ACTIVITY bloqueadas hasta más adelante en la partida, como las cartas de Adulthood que piden ser Grown Up?", U),
            ("Como en Adulthood la energía vale por tiempo, ¿puedo descartar un FAVOUR para sacar COIN?", U),
            ("¿El LANDFILL se vacía en algún momento de la partida, por ejemplo cuando llega la DEPLETION?", U),
            ("En cooperativo, ¿hay un límite de FAVOUR boca arriba a la izquierda de mi AREA antes de hacer WORK?", U),
            ("Cuando termina la partida, ¿qué pasa con las EVENT boca abajo que alguien no llegó a activar?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Coming from Coming of Age: do we all play at the same time here, or one player at a time?", True),
            ("How many time meeples do I start with, and what else do I get at setup?", True),
            ("In LOOP the first player is whoever last spent over $100. Who goes first in Adulthood?", True),
            ("Can energy be used as time, the way Willpower can stand in for Motivation in Coming of Age?", True),
            ("Can I use both action spots of one category in the same turn in adulthood?", True),
            ("What does the basic Career spot give me before I have a Career card on it?", True),
            ("How do I get Promoted? In LOOP your CAREER never changes", True),
            ("What do I need to get Married?", True),
            ("How do the market prices work, which cards are free?", True),
            ("Does the market slide and refill, like LOOP's BUY AREA?", True),
            ("Can I play a card the same turn I take it from the market?", True),
            ("If I play a new Partner, what happens to the old one?", True),
            ("Is there a limit on Resources and Traits, like the 3 ACTIVITY limit in LOOP?", True),
            ("What happens when my score marker passes a Life Event icon?", True),
            ("How do I become Grown Up in Adulthood?", True),
            ("When does Adulthood end? Coming of Age just stops after 9 years", True),
            ("What are the final scoring steps, in order?", True),
            ("What happens if my marker runs past the end of its track?", True),
            ("How are ties broken? In CV the player with fewer cards wins", True),
            ("What do Values cards do, and can I change them during the game?", True),
            ("Is there a solo mode, like Rob Bot in Coming of Age? What changes in setup?", True),
            ("Solo: how much do the second and third market cards cost?", True),
            ("When does the solo game end and how do I win it?", True),
            ("What does a white and black Life icon in a card's green cost bar mean?", True),
            ("Can I use the action spot of a card I just played this turn?", True),
            ("Like the Mimic Trait Tokens in Coming of Age, can I copy a Trait card another player has played?", U),
            ("Can I put my time on another player's action spot if I pay them, like SHARE in LOOP?", U),
            ("In LOOP a MATERIAL loses QUALITY every time you use it. Do Resource cards wear out after some uses?", U),
            ("Is there a penalty at the end for never getting a Partner?", U),
            ("If I use the same action spot several turns in a row, do I get a bonus, like Interest Tokens paying off in Coming of Age?", U),
        ],
        "es": [
            ("¿Cuántas cartas de Career me dan al empezar en Adulthood y con cuántas me quedo?", True),
            ("¿Puedo mirar mis dos Valores boca abajo?", True),
            ("¿Qué hace la acción de Meditar en adulthood?", True),
            ("En Adulthood, ¿cuánto cuesta Donate y qué da?", True),
            ("¿Puedo colocar mis fichas antes de que me toque, mientras juega otro?", True),
            ("Después de colocar el tiempo, ¿puedo agregar otra acción más tarde en mi turno?", True),
            ("¿Qué pasa con el tiempo y las fichas de dinero y energía al final de mi turno?", True),
            ("¿Puedo tener dos cartas de Community a la vez?", True),
            ("¿Qué hago con una carta de Experience cuando la juego?", True),
            ("Los iconos de vida de mis Experience, ¿cuentan al final?", True),
            ("¿Se puede retroceder en la pista de Happiness durante la partida, como perder VEP en Coming of Age?", True),
            ("¿Qué pasa si en un mismo turno paso dos casillas de Life Event?", True),
            ("Si cambio de Career, ¿pierdo el ascenso?", True),
            ("Una vez que me ascienden, ¿puedo seguir usando la primera acción de la carta de Career?", True),
            ("¿Cuánto vale tener el corazón completo con mi Pareja?", True),
            ("¿Cómo se puntúan al final los iconos de vida repetidos?", True),
            ("Cuando alguien cruza sus marcadores, ¿se acaba la partida en ese momento?", True),
            ("¿Para qué sirven las fichas de Unhappiness y Negative Impact?", True),
            ("En solitario, ¿se usan los Valores?", True),
            ("En el modo solitario, ¿cuántas cartas hay en el mercado y cuándo se cambian?", True),
            ("Jugando solo, ¿robo Life Event al pasar las casillas de la pista?", True),
            ("En solitario, ¿Meditar hace lo mismo que en la partida normal?", True),
            ("¿Qué son los Achievements del modo solitario?", True),
            ("¿Cuesta algo agarrar la carta de más a la derecha del mercado?", True),
            ("¿Cuántas Parejas puedo tener a la vez? En CV solo vale la carta de arriba", True),
            ("En una partida normal, ¿puedo devolver una carta de mi mano al mercado para cambiarla por otra?", U),
            ("Con la acción de Date, ¿puedo quedarme una Pareja que otro jugador descartó en vez de robar del mazo?", U),
            ("¿Hay objetivos públicos para todos, como los objetivos vitales públicos de CV?", U),
            ("Cuando descarto un Valor al meditar, ¿a dónde va: al fondo del mazo, a una pila de descarte o a la caja?", U),
            ("¿Puedo volver a activar una carta de Experience que ya está en mi pila pagándola otra vez?", U),
        ],
    },
    "cv": {
        "en": [
            ("How many dice do I roll, and is there a cap, like the dice per round in Coming of Age?", True),
            ("can i reroll? how many times", True),
            ("How many cards can I take from the track on my turn?", True),
            ("What can 3 good luck symbols do?", True),
            ("What happens when I get 3 bad luck symbols?", True),
            ("In Adulthood a new card replaces the old one in its slot. Where does a new Health card go in CV?", True),
            ("Can I slide a new Work card under my old one?", True),
            ("Does only the top card of a stack do anything, like the single Partner in Adulthood?", True),
            ("What does the red slash on some CV cards mean?", True),
            ("Can the same token pay for a new card and for a red slash cost in one turn?", True),
            ("What are cards with two coloured titles?", True),
            ("Do event cards stay in my CV once I use them?", True),
            ("Does the track refill like LOOP's BUY AREA?", True),
            ("When is the leftmost card on the track thrown away?", True),
            ("Who starts? In LOOP it's whoever spent over $100 most recently", True),
            ("How does the childhood card draft work?", True),
            ("What's the bicycle token for?", True),
            ("How many life goals go face up on the board?", True),
            ("When does the game end? Is there a round limit like in Coming of Age?", True),
            ("How do Health, Relationship and Knowledge cards score at the end?", True),
            ("How are ties broken? In Adulthood tied players just share", True),
            ("What is social assistance? Is it like a catch-up rule?", True),
            ("With 3 players, how do I set up the childhood deck?", True),
            ("If two players tie on a public life goal, who gets the points?", True),
            ("Do my tokens pile up from turn to turn, like money saved up in Adulthood?", True),
            ("Can I set one die aside with its result and keep it for my next turn?", U),
            ("Like mimicking a Trait in Coming of Age, can I use the effect of another player's active card?", U),
            ("Can I take a card back from my CV into my hand to play it later?", U),
            ("Is there a bonus at the end for having cards from all three ages, early adulthood, middle age and old age?", U),
            ("Does the player who takes the last old age card get anything extra?", U),
        ],
        "es": [
            ("¿Los dados con mala suerte se pueden volver a tirar?", True),
            ("¿Puedo usar las fichas junto con los dados para pagar una carta?", True),
            ("¿Las cartas de evento se pueden jugar en cualquier momento, incluso en el turno de otro?", True),
            ("Si uso una carta de evento para pagar y me sobran símbolos, ¿me los guardo para después?", True),
            ("¿Me dan fichas por los símbolos de una carta de evento?", True),
            ("Con 3 de buena suerte, ¿igual tengo que cumplir la condición especial de la carta?", True),
            ("¿Cuántas cartas se ponen en el track al principio y de qué mazo?", True),
            ("Cuando se acaba el mazo de la juventud, ¿de dónde salen las cartas?", True),
            ("¿Qué pasa si no puedo pagar el coste de una carta con la barra roja?", True),
            ("Con la mala suerte, ¿qué carta pierdo? ¿La elijo yo?", True),
            ("Las cartas de evento que compro del track, ¿van a la mano o al CV?", True),
            ("Con 2 jugadores, ¿cuándo se descarta la carta de la izquierda del track?", True),
            ("¿Cómo se prepara la baraja de infancia para 2 jugadores?", True),
            ("¿Cuándo se mira si alguien tiene asistencia social?", True),
            ("Si varios jugadores tienen asistencia social, ¿en qué orden cogen carta?", True),
            ("Con la asistencia social, ¿me llevo la carta sin pagar nada?", True),
            ("¿Cuándo se acaba la partida de CV? En Adulthood se acaba al cruzar los marcadores", True),
            ("¿Cómo se puntúan las cartas de Possession?", True),
            ("¿Y los objetivos vitales públicos, quién se los lleva?", True),
            ("¿Cuántos dados trae el juego y son todos iguales?", True),
            ("¿Cuántos tipos de cartas hay?", True),
            ("¿Puedo sacar un poco una carta del track para acordarme de que la quiero?", True),
            ("¿Con cuántas cartas de infancia empiezo la partida?", True),
            ("Mi objetivo vital secreto, ¿se enseña durante la partida o al final?", True),
            ("Si tengo una carta de Health encima de otra, ¿las dos me dan su efecto?", True),
            ("¿Las fichas de mis cartas se pueden volver a tirar como si fueran dados?", U),
            ("¿Tengo que decir en voz alta qué carta quiero comprar antes de tirar los dados?", U),
            ("¿Hay un extra al final para quien tenga más símbolos de dinero, como las COIN en LOOP?", U),
            ("¿Hay un bonus por cumplir tu objetivo secreto y además todos los públicos?", U),
            ("Como el Scavenger de LOOP que saca cosas del LANDFILL, ¿puedo quedarme una carta que otro jugador perdió por mala suerte?", U),
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
