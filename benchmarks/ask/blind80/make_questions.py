"""Write the blind80 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind80/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8001-8004), so the
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
SEEDS = {"coming-of-age": 8001, "loop": 8002, "adulthood": 8003, "cv": 8004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent

Q = {
    "coming-of-age": {
        "en": [
            ("In LOOP everybody starts on some HAPPINESS. What do we start on in Coming of Age, which space of the VEP track?", True),
            ("Which locations are closed at the start, and when do they open up?", True),
            ("Adulthood gives you 8 time meeples. In coming of age how many Character Tokens do I keep in my own supply at setup?", True),
            ("CV has you roll 4 dice every turn. How many dice do I get in each round of coming of age?", True),
            ("In LOOP turns go clockwise one player at a time. Here do we all roll and pick our location at the same time?", True),
            ("There are no rerolls like in CV, so if I don't like where my die landed how do I move it somewhere else?", True),
            ("the dice i dont pick, do i leave something on those locations? like a marker", True),
            ("Are the two locations at the far ends of the board next to each other, so it wraps around?", True),
            ("Coming of Age: how does the Personal Fulfillment Track move forward? Is it like the HAPPINESS track in LOOP?", True),
            ("When I resolve the Experience Space of my location, in what order do I do the icons?", True),
            ("What can a Memory Token do, and how many can I flip in one turn?", True),
            ("LOOP stops at HAPPINESS 12. What happens here when a Mood Counter has to go right but it's already at the end?", True),
            ("My Mood Counter must move left and it's already at the far left. Do I lose VEP like losing HAPPINESS in LOOP?", True),
            ("What are my choices when I get a Trait Bonus?", True),
            ("In LOOP you stop drawing FAVOUR at 5 in hand. Is there a hand limit on Trait Tiles in coming of age?", True),
            ("How many Trait Tiles can I play onto my board over the whole game?", True),
            ("To copy another player's trait with a Mimic Trait Token, what friendship level with that player do I need?", True),
            ("When the Bus stops where I have a die and a Presence, can I take both the Bus Stop bonus and a Friendship Bonus?", True),
            ("Which locations does the Bus stop at, and in what direction does it go?", True),
            ("I meet a character for the first time. Where does the token go on my Friendship Track and what do I get?", True),
            ("Coming of Age: how do I move a friend from level 4 up to level 5?", True),
            ("How many VEP do I get for a Memory if I spend 1, 2 or 3 Motivation Tokens?", True),
            ("In LOOP the first player to BUY a MATERIAL takes it. If two of us are at the same location, can we both take the Memory Card?", True),
            ("CV has secret life goal cards. How do Goal Tiles work in Coming of Age and how many can I score at the end?", True),
            ("In Adulthood a tie is shared. How is a tie broken in coming of age?", True),
            ("LOOP has a LANDFILL penalty at the end. Is there an end-of-game penalty in Coming of Age for having played lots of Parent Cards?", U),
            ("In LOOP you draw an EVENT when your HAPPINESS enters a new zone. Does anything happen when my VEP counter passes certain spaces of the VEP track?", U),
            ("Can I give one of my Interest Tokens to another player so they move up their Personal Fulfillment Track, like playing a FAVOUR on someone?", U),
            ("Adulthood has Life Event cards that shake up your plans. Is there a deck of random events drawn each year in coming of age?", U),
            ("In Adulthood you score extra for sets of 3 of the same Life icon. Do I get bonus VEP for having 3 Memory Tokens of the same colour?", U),
        ],
        "es": [
            ("En CV no hay modo solitario, ¿cómo se prepara a Rob Bot en Coming of Age? ¿Qué le doy?", True),
            ("Rob me gana siempre, ¿cómo lo hago más fácil?", True),
            ("En el turno de Rob, ¿qué hace con los dados que tira? ¿Los pone en el tablero como yo?", True),
            ("Si Rob ya está al final de su pista de Realización Personal y tiene que avanzar, ¿qué gana?", True),
            ("Coming of Age en solitario: ¿cómo puntúa Rob al final de la partida?", True),
            ("Jugando a dos, ¿qué es la fila de Fichas de Rasgo que se pone entre los jugadores y qué nivel de amistad pide cada una?", True),
            ("¿Cuántas Fichas de Frustración me cuesta llevar el dado a una ubicación que no está al lado?", True),
            ("¿Se puede poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una en la otra punta?", True),
            ("En Adulthood la energía vale por tiempo; aquí, ¿cómo supero una Ficha de Frustración? ¿Puedo pagarla con Fuerza de Voluntad?", True),
            ("Cuando gasto Fichas de Motivación para un Recuerdo, ¿qué le pasa a mi Contador de Estado de Ánimo de ese color?", True),
            ("Si pago el Recuerdo con 4 de Fuerza de Voluntad, ¿cuántos VEP me llevo?", True),
            ("¿Para qué sirve dejar una Presencia? ¿Da algo en los turnos siguientes, como las ACTIVITY que guardas en LOOP?", True),
            ("Coming of Age: ya tengo mis 4 Presencias puestas y quiero otra, ¿qué hago?", True),
            ("Si no puedo pagar ni el Recuerdo ni la Presencia, ¿qué me toca hacer?", True),
            ("La pila de descarte de Cartas de Padres, ¿la pueden ver los demás o es secreta?", True),
            ("Después de que para el autobús, ¿los dados se quedan en la ubicación para el año que viene?", True),
            ("Fin del año: ¿cómo se reponen las cartas de Recuerdo y qué se hace con las fichas de parada de autobús?", True),
            ("Al acabar una ronda en Coming of Age, ¿qué Registro de Ánimo se abre y qué Fichas de Motivación entran en juego?", True),
            ("¿Qué dados me dan en la ronda 3 y cuántos turnos dura?", True),
            ("¿Cuándo se acaba la partida? ¿Hay un número fijo de turnos o es como el DEPLETION de LOOP?", True),
            ("Puntuación final en Coming of Age: ¿cuántos VEP pierdo por cada Ficha de Frustración sin resolver?", True),
            ("¿Cuántas Fichas de Objetivo puedo puntuar al final y cuánto vale cada una?", True),
            ("Las fichas que me sobran al final, ¿dan VEP? ¿Cómo se cuentan, güey?", True),
            ("Empate a VEP en Coming of Age, ¿quién gana?", True),
            ("Antes de la puntuación final, ¿puedo usar una Ficha de Recuerdo que me quedó sin usar?", True),
            ("En Adulthood tienes pareja y te casas; en Coming of Age, ¿puedo hacerme pareja de un personaje de nivel 7 para que me dé algo cada turno?", U),
            ("¿Puedo pagar Fichas de Motivación para quitar un Roadblock antes de tiempo y abrir esa ubicación ya?", U),
            ("Como la Nurse de LOOP que regala FAVOUR, ¿puedo regalarle una Ficha de Rasgo de mi mano a otro jugador?", U),
            ("Como el Scavenger de LOOP que rebusca en la basura, ¿puedo coger una carta de Recuerdo que ya se retiró del juego?", U),
            ("En LOOP si no tienes nada pides una CREDIT CARD; en Coming of Age, ¿puedo pedir prestadas Fichas de Motivación a la reserva y devolverlas después?", U),
        ],
    },
    "loop": {
        "en": [
            ("Like Coming of Age leaving out components by player count, how many sets of MATERIAL do we remove in LOOP with 3 players?", True),
            ("How many FAVOUR does each seat start with in a 4-player game?", True),
            ("In Adulthood the oldest player goes first. Who starts in LOOP?", True),
            ("What's the golden side of the HAPPINESS token for?", True),
            ("At the start of my turn do I draw a FAVOUR, like drawing a Parent Card back up to 2 in Coming of Age?", True),
            ("In CV you can end up taking no card at all. In loop am I allowed to do nothing on my turn?", True),
            ("What happens if I choose WORK but I have no HAPPINESS left to lose?", True),
            ("How does BUY work, how do the COIN I pay set the QUALITY?", True),
            ("How many MATERIAL can I BUY in one turn, and can I pay 5 COIN for QUALITY 5?", True),
            ("An ACTIVITY shows two of the same colour. Can I take 2 QUALITY off one MATERIAL to pay it?", True),
            ("what happens when a MATERIAL gets to QUALITY 0", True),
            ("Coming of Age lets you play only 4 Trait Tiles. Is there a limit on how many ACTIVITY I keep in LOOP?", True),
            ("How do I achieve a GOAL and when do I have to reveal it?", True),
            ("What do the HOBBY and CURIOSITY GOAL need, since they don't show PROPERTY?", True),
            ("Somebody played a FAVOUR on me. How can I REJECT it?", True),
            ("How much REPUTATION can I hold, and how much do I get for accepting a SHARE?", True),
            ("What can I spend REPUTATION on during WORK, BUY and CONSUME?", True),
            ("In Adulthood the market refills at the end of your turn. When are empty card slots refilled in LOOP?", True),
            ("Is there a fixed number of rounds like the 9 years of Coming of Age, or what ends a game of loop?", True),
            ("What is the DEPLETION penalty and who takes it?", True),
            ("Basic mode tie-break: two players on the same HAPPINESS, who wins?", True),
            ("Competitive mode in loop: how do I get my CAREER at the start?", True),
            ("Adulthood gives you a Life Event when you pass certain spaces. When do I draw an EVENT in competitive LOOP?", True),
            ("How does a CREDIT CARD work and how do I pay it off?", True),
            ("How much HAPPINESS do I lose at the end for the MATERIAL in my LANDFILL?", True),
            ("In Adulthood some cards need you to be Grown Up. Are some ACTIVITY locked until I reach a certain HAPPINESS?", U),
            ("Can two players in Competitive mode team up like a married couple and share their kept ACTIVITY for GOAL?", U),
            ("In Adulthood the left-most market card gives a bonus energy. Does taking the first MATERIAL of the BUY AREA give me anything extra in LOOP?", U),
            ("Is there a promotion in loop like getting Promoted in Adulthood, so my CAREER SALARY goes up later in the game?", U),
            ("Do the EVENT cards I triggered score anything at the end of the game?", U),
        ],
        "es": [
            ("¿Cómo funciona el modo cooperativo de LOOP y cuándo ganamos?", True),
            ("En cooperativo, ¿con cuántos FAVOUR empieza cada uno?", True),
            ("En el cooperativo, ¿se puede hacer REJECT de un FAVOUR gastando REPUTATION?", True),
            ("Jugando en coop, ¿cuándo recupero los FAVOUR que ya jugué?", True),
            ("¿Qué es eso de quemar MATERIAL en el cooperativo y cuándo se hace?", True),
            ("Modo solitario de LOOP: ¿con qué FAVOUR juego y cuántas GOAL robo?", True),
            ("En solitario, ¿qué hace el FAVOUR RENEW?", True),
            ("En solo, ¿qué HAPPINESS necesito para ganar, como cuando juegas contra Rob en Coming of Age?", True),
            ("¿Qué CAREER no se pueden usar en el modo solitario?", True),
            ("¿Qué hace el FAVOUR ACQUIRE y a quién se lo puedo jugar?", True),
            ("Con BARTER, si doy una MATERIAL de más QUALITY, ¿me devuelven la diferencia?", True),
            ("¿Puedo hacer RECYCLE de mi propio LANDFILL?", True),
            ("Uso SHARE dos veces y me rechazan la segunda, ¿la primera MATERIAL pierde QUALITY igual?", True),
            ("¿Cuántos FAVOUR puedo jugar en mi turno y en qué momento?", True),
            ("Si acepto un FAVOUR y ya tengo 5 en la mano, ¿hay límite de mano?", True),
            ("¿Los tratos entre jugadores en LOOP son obligatorios, tipo contrato?", True),
            ("Un EVENT CONTINUOUS, ¿cuánto dura? ¿Y si salen dos a la vez?", True),
            ("Los EVENT IMMEDIATE, ¿a quién afectan y en qué orden se resuelven?", True),
            ("Tengo EVENT boca abajo al lado de mi CAREER, ¿cuándo se activan?", True),
            ("Si mi HAPPINESS pasa de 4 a 10 en un turno, ¿cuántos EVENT robo?", True),
            ("¿Cuánta HAPPINESS pierdo al final por cada CREDIT CARD sin pagar?", True),
            ("En competitivo solo puedo hacer WORK pero no me queda HAPPINESS, ¿qué hago?", True),
            ("Al pedir una CREDIT CARD, ¿qué regalo de bienvenida me dan?", True),
            ("¿Cuánto puedo pagar por turno a una CREDIT CARD y cuándo queda saldada?", True),
            ("¿Qué pasa si se acaban las COIN del WORK AREA, che?", True),
            ("¿Puedo intercambiar mi CAREER con la de otro jugador a mitad de partida?", U),
            ("¿Hay un límite de EVENT boca abajo que pueda acumular al lado de mi CAREER?", U),
            ("Si tengo las dos ACTIVITY con el mismo nombre, ¿me dan HAPPINESS extra aunque no tenga la GOAL HOBBY?", U),
            ("Como los dados iguales en CV, ¿hay algún premio por tener 3 MATERIAL del mismo tipo en mi AREA?", U),
            ("¿Se puede perder la CAREER por un EVENT o por tener muchas deudas, como que te despidan?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("In LOOP you start with 2 COIN. What does each player get at setup in Adulthood?", True),
            ("How many Career cards am I dealt, and how many do I keep?", True),
            ("Can I look at my two facedown Values cards?", True),
            ("CV has the bicycle card to pick the first player. Who goes first in adulthood?", True),
            ("What are the eight action spots on my player board?", True),
            ("Can I use both the upper and the lower spot of the same category in one turn?", True),
            ("The dice in Coming of Age are gone once used. Do my time meeples come back every turn?", True),
            ("can energy be used as time", True),
            ("In Coming of Age you can change location after choosing. Can I add more time to spots after I've started collecting rewards?", True),
            ("What does the left-most market card give, and what do the right-most cards cost?", True),
            ("Can I play a card I took from the market this same turn?", True),
            ("I just played a Wellness card with a new action. Can I use its action this turn?", True),
            ("Where does an Experience card go after I play it, and do its icons still count?", True),
            ("I play a second Leisure card. What happens to the first one?", True),
            ("In Coming of Age you can have lots of friends. How many Partners can I have in adulthood?", True),
            ("How do I get Promoted in my Career?", True),
            ("How do I get Married, what does it cost?", True),
            ("If I replace my Partner, do I keep the Married marker?", True),
            ("How do I become Grown Up, do I need to pass both Grown-Up spaces?", True),
            ("When I pass a Life Event space, when do I resolve the card?", True),
            ("In Coming of Age you can lose VEP. Can my markers ever move back during an adulthood game?", True),
            ("The markers crossed mid-round. Does the game end right away?", True),
            ("What are the final scoring steps, in order?", True),
            ("What if my marker goes past the end of a track?", True),
            ("A card has a black and white Life icon in its green cost bar. What does that mean?", True),
            ("Like the Friendship Track in Coming of Age, can I befriend another player in Adulthood and get bonuses from it?", U),
            ("In CV you reach old age. Does my Career stop paying when I retire at some point of the game?", U),
            ("Can I give a Partner card from my hand to another player?", U),
            ("CV has public life goals anyone can score. Are there public Values that all players can score in adulthood?", U),
            ("LOOP draws an EVENT at each new zone. Does anything happen when my Happiness marker reaches the middle of the track, besides Grown Up and Life Events?", U),
        ],
        "es": [
            ("¿Qué cambia en la preparación del modo solitario de Adulthood?", True),
            ("En solitario, ¿qué son los Logros y cuántos elijo?", True),
            ("Jugando solo, ¿cuánto cuesta la segunda y la tercera carta que cojo del mercado?", True),
            ("En solitario, ¿se repone el mercado a mitad de ronda como en LOOP?", True),
            ("En el modo solo, ¿qué hace Meditar?", True),
            ("¿Cuándo termina la partida en solitario y cómo gano?", True),
            ("En solo, ¿robo Life Event al pasar esas casillas de la pista?", True),
            ("¿Qué hace la acción de Entrevista del tablero?", True),
            ("¿Qué hace Donar y cuánto dinero cuesta?", True),
            ("La acción de Cita, ¿qué me da y cuánto cuesta?", True),
            ("¿Cómo funciona Meditar con las cartas de Valores?", True),
            ("En Adulthood, ¿cuántas cartas de Recurso y de Rasgo puedo tener?", True),
            ("¿Puedo tener dos Careers a la vez, como dos pilas en CV?", True),
            ("Si cambio de Career, ¿pierdo el Ascenso?", True),
            ("¿Qué son las fichas de Infelicidad e Impacto Negativo y cuándo restan?", True),
            ("¿Me dan puntos por tener iconos de vida repetidos? ¿Cuántos?", True),
            ("¿Cuántos puntos da el corazón completo?", True),
            ("Empate en Adulthood, ¿quién gana? ¿Hay desempate como en CV?", True),
            ("Después del Ascenso, ¿puedo seguir usando la primera acción de mi Career?", True),
            ("Al final de mi turno, ¿qué tengo que hacer con el tiempo, las fichas y el mercado?", True),
            ("Las cartas del mercado, ¿se corren a la izquierda cuando alguien coge una?", True),
            ("Una carta tiene el icono de Grown Up en la barra verde, ¿qué significa, wey?", True),
            ("¿Qué quiere decir una carta con un recuadro blanco de recursos en la barra de coste?", True),
            ("¿Cuántos Life Event puedo ganar en un mismo turno?", True),
            ("En Adulthood, ¿quién empieza y qué hago con las dos Careers del principio?", True),
            ("Como la penalización del LANDFILL en LOOP, ¿hay penalización al final por tener muchas cartas de Experiencia?", U),
            ("Como las Fichas de Interés de Coming of Age, si una acción me interesaba y no la hice, ¿gano algo más adelante?", U),
            ("¿Puedo intercambiar una carta de Valores con otro jugador?", U),
            ("Como el Politician de LOOP, ¿puedo mentir sobre mis Valores y hay castigo si me pillan?", U),
            ("¿Puedo devolver al mercado una carta que cogí este turno y coger otra?", U),
        ],
    },
    "cv": {
        "en": [
            ("Like LOOP removing MATERIAL sets by player count, how are the childhood cards prepared for 3 players in CV?", True),
            ("How does the childhood card draft work at the start?", True),
            ("LOOP starts with whoever spent over $100. Who starts a game of cv?", True),
            ("How many life goal cards does each player get, and how many are public?", True),
            ("How many cards go on the track at the start?", True),
            ("How many dice do I roll, and what is the most I can have?", True),
            ("How many rerolls do I get, and can I reroll the bad luck dice?", True),
            ("In Coming of Age I take one location per turn. How many cards can I take from the track in a cv turn?", True),
            ("What do 3 good luck symbols do?", True),
            ("Can I use the symbols on my event cards to buy a track card, and do I get tokens for them?", True),
            ("What happens when I have 3 bad luck symbols?", True),
            ("Where does a new Health card go in my stack, on top or under?", True),
            ("Do Possession and Work cards have to go on top of their stack?", True),
            ("Only the top card of a stack works, right? Like only your current Career in Adulthood?", True),
            ("A card has a red slash on its effect. What does that mean in cv?", True),
            ("Can dice I used to buy a card also pay a card's cost that turn?", True),
            ("A card has two colours in its title. Which stack does it go in?", True),
            ("Cleanup: how is the track refilled, and from which deck?", True),
            ("When is the leftmost track card thrown away, and is it different with 2 players?", True),
            ("Do my tokens build up turn after turn like Willpower Tokens in Coming of Age?", True),
            ("What is social assistance in CV and who gets it?", True),
            ("Two players qualify for social assistance. In what order do they take cards?", True),
            ("What ends the game? Is there a HAPPINESS target like in LOOP?", True),
            ("How many points do 4 relationship cards score?", True),
            ("cv tie at the end, who wins?", True),
            ("In Coming of Age you leave an Interest Token where you didn't go. Do I get anything in CV for a track card I considered but didn't buy?", U),
            ("Can I start a relationship with another player's character, like the Friendship Track in Coming of Age?", U),
            ("Is there a bonus at the end for having at least one card of each type in my CV?", U),
            ("Like the Nurse in LOOP giving FAVOUR, can I give one of my event cards to another player?", U),
            ("Can I buy a track card and give it to another player as a present?", U),
        ],
        "es": [
            ("Preparando CV para 2, ¿con cuántas cartas de infancia se mezcla la bici?", True),
            ("¿Cuántas cartas de infancia tengo al empezar y cómo las elijo?", True),
            ("¿Para qué es la ficha de bicicleta?", True),
            ("¿Quién empieza cada ronda? En LOOP se sigue a la izquierda sin más", True),
            ("¿Puedo volver a tirar un dado que salió con mala suerte?", True),
            ("¿Cuántas veces puedo relanzar los dados en mi turno?", True),
            ("¿Cuántas cartas de la fila puedo comprar por turno?", True),
            ("¿Puedo poner mis dados al lado de las cartas para pensar qué compro?", True),
            ("Con 3 símbolos de buena suerte compro cualquier carta, ¿pero tengo que cumplir la condición especial igual?", True),
            ("¿Cuándo puedo jugar las cartas de evento, solo en mi turno?", True),
            ("Las cartas de evento que compro, ¿van a mi CV o a la mano?", True),
            ("Me toca desgracia por la mala suerte, ¿qué carta pierdo?", True),
            ("En CV, ¿una carta de Salud nueva la puedo meter debajo de la pila?", True),
            ("Una carta con coste que ya no puedo pagar, ¿a dónde va?", True),
            ("¿Cada pila puede tener más de una carta activa?", True),
            ("En partida de dos, ¿cuándo se descarta la carta de la izquierda de la fila?", True),
            ("¿Qué mazo se usa cuando se acaba el de juventud?", True),
            ("Ayuda social en CV: ¿quién puede recibirla y cuándo se mira?", True),
            ("Con la ayuda social, ¿tengo que cumplir la condición especial de la carta?", True),
            ("¿Cuándo se acaba la partida? ¿Al vaciar el mazo de vejez?", True),
            ("¿Cómo se puntúan las posesiones al final?", True),
            ("Si empatamos en un objetivo público, ¿cuántos puntos se lleva cada uno?", True),
            ("Empate final en CV, ¿quién gana?", True),
            ("Mi objetivo vital secreto, ¿cuándo lo enseño?", True),
            ("¿Cuántas cartas de la fila se ven y cuántas pone cada mazo? Como el BUY AREA de LOOP", True),
            ("¿Los objetivos públicos del tablero se cambian por otros a mitad de partida?", U),
            ("¿Puedo usar 3 símbolos de mala suerte como comodín para pagar una carta, al revés que la buena suerte?", U),
            ("¿Hay algún premio por quedarme con el mismo Trabajo toda la partida, sin cambiarlo nunca?", U),
            ("Como en Adulthood cuando te haces mayor, ¿se pierden dados al llegar a la vejez?", U),
            ("¿El primero que junta 5 cartas de Salud gana algo extra en ese momento?", U),
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
