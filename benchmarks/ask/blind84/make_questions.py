"""Write the blind84 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind84/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8401-8404), so the
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
SEEDS = {"coming-of-age": 8401, "loop": 8402, "adulthood": 8403, "cv": 8404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent



Q = {
    "coming-of-age": {
        "en": [
            ("Is it worth saving my Willpower Tokens for the end, or do leftovers count for nothing?", True),
            ("Thinking of dumping 4 motivation tokens into one Memory card to milk it, how much VEP is that actually?", True),
            ("If I skip a die and leave an Interest Token there, what do I actually get for going back to that location later?", True),
            ("Is moving my die to a far away location worth it? what does a non-adjacent move cost me", True),
            ("what's the catch with just leaving frustrations sitting on my tracks until the end?", True),
            ("Should I hoard Trait Tiles in my hand for later or is there a cap on how many I can hold?", True),
            ("Worth chasing a 5th Trait Tile late in the game, or is there a max on how many I can play?", True),
            ("Is there any point keeping all four Goal Tiles, how many of them can I actually score at the end?", True),
            ("I want to copy my friend's Brilliant trait with a mimic token, what do I need before I'm allowed?", True),
            ("The pizzeria memory card looks great, if two of us go there can we both get it or is it first come first served?", True),
            ("Should I flip my memory token before or after the location's effects, or can I hold it till the bus comes?", True),
            ("Is it better to have my die and a Presence in the same place so I get both bus options?", True),
            ("Planning to keep bouncing my counter off the right end of a track, do I keep getting motivation tokens every time?", True),
            ("When I bounce left and there's no frustration on that track, which is the better pick, and what are my choices exactly?", True),
            ("If I plan to spread Presences everywhere, what happens once all 4 of my character tokens are out?", True),
            ("Do I get anything from a Presence when the bus stops there even if I have no die in that location?", True),
            ("Is going for Amicable realistic? what exactly counts for it on the friendship track", True),
            ("if i dont want to spend my motivation, can i just play a parent card even when i could afford the memory?", True),
            ("In Coming of Age is it worth keeping used memory tokens around or are they dead once flipped?", True),
            ("If we tie on VEP, what breaks it? trying to decide if I should push traits or friends", True),
            ("Against Rob Bot, if I rush to a location, does Rob follow me there or pick his own spot?", True),
            ("Rob Bot keeps crushing me, is there an official way to make him easier?", True),
            ("In a 2 player game what do I need to mimic the third tile in the middle row?", True),
            ("Is there any VEP for the Character Tokens I never placed as Presences, or for Interest Tokens still in my supply?", True),
            ("when do new locations open up, every year or only every round? trying to plan my presences around 7 and 8", True),
            ("Is it worth grinding to end the game with zero unresolved frustrations? like is there a bonus for a clean board, or just no penalty?", U),
            ("If I'm the only player with a die at a location, do I get some bonus for having it all to myself?", U),
            ("If I manage to mimic a trait from every other player's board, is there an extra reward for that?", U),
            ("is there a bonus for having every other player's character on my friendship track? thinking of collecting them all", U),
            ("I have too many green motivation tokens, can I swap two of them for one turquoise at the general supply?", U),
        ],
        "es": [
            ("¿Me conviene guardar la Fuerza de Voluntad hasta el final o no suma nada?", True),
            ("Si muevo el dado a una ubicación adyacente, ¿qué me cuesta? ¿me renta?", True),
            ("¿Puedo cambiar de ubicación si ya tengo Fichas de Frustración en todos mis Registros de Ánimo?", True),
            ("Si gasto tres Fichas de Motivación en un Recuerdo, ¿el Contador de Estado de Ánimo se va seis pasos a la izquierda? Así no me compensa", True),
            ("¿Me conviene acumular Fichas de Rasgo? ¿Cuántas puedo tener en la mano?", True),
            ("Quiero copiar el rasgo de mi cuñado con una Ficha de Rasgo Mimético, ¿qué necesito tener?", True),
            ("¿Cuántos VEP saco si gasto dos Fichas de Motivación en el mismo Recuerdo?", True),
            ("Si mi contador ya está en la última casilla de la derecha y lo tengo que mover más, ¿gano algo o se pierde?", True),
            ("¿Rebotar a la izquierda cuando tengo una Ficha de Frustración superada me da puntos? Estoy pensando en buscarlo a propósito", True),
            ("¿En qué ronda se abren las ubicaciones 7 y 8? Quiero planear dónde dejar mis Presencias", True),
            ("¿Qué dados tengo en la ronda 3? ¿vale la pena esperar a tener más dados?", True),
            ("Che, las Fichas de Frustración sin superar al final, ¿cuánto restan?", True),
            ("¿Vale la pena dejar Presencias? ¿qué gano con ellas en los años siguientes?", True),
            ("Si tengo mi dado y una Presencia en el mismo lugar, ¿puedo agarrar las dos bonificaciones del autobús?", True),
            ("¿Cuántas Fichas de Objetivo puedo puntuar al final? ¿me conviene jugar más rasgos?", True),
            ("¿Vale la pena jugar muchas Cartas de Padres? ¿hay algún objetivo que lo premie?", True),
            ("En el modo solitario, ¿Rob Bot tiene Fichas de Objetivo o solo yo?", True),
            ("Para dos jugadores, ¿cómo funciona la fila de Fichas de Rasgo que va entre los dos?", True),
            ("¿Se puede usar más de una Ficha de Recuerdo por turno para mover contadores?", True),
            ("Empatamos en VEP en coming of age, ¿quién gana?", True),
            ("¿Puedo mirar el montón de descartes de Cartas de Padres de otro jugador para saber qué le queda?", True),
            ("¿Las ubicaciones de los extremos del tablero cuentan como adyacentes para cambiar el dado?", True),
            ("¿Puedo superar una Ficha de Frustración cuando quiera pagando Fuerza de Voluntad? ¿cuánta hace falta?", True),
            ("¿Con cuántos VEP empieza cada uno? Para saber cuánto puedo arriesgar", True),
            ("Vale la pena guardar Fichas de Rasgo Mimético sin usar hasta el final, ¿dan algo en la puntuación?", True),
            ("¿Hay algún premio por tener a todos los personajes neutrales en mi Registro de Amistad?", U),
            ("Si consigo tener un personaje en cada nivel del Registro de Amistad, del 0 al 7, ¿me dan algo extra?", U),
            ("Aparte de los objetivos, ¿hay algún premio por juntar una Ficha de Recuerdo de cada uno de los tres colores?", U),
            ("¿Me dan algo por no jugar ninguna Carta de Padres en toda la partida?", U),
            ("Si coloco mis cuatro Fichas de Rasgo Mimético, ¿hay bonificación por tenerlas todas puestas?", U),
        ],
    },
    "loop": {
        "en": [
            ("Should I WORK a lot early on? what's the catch", True),
            ("If I skip buying this turn, can I buy 6 materials next turn?", True),
            ("Is it better to buy cheap quality 1 stuff or pay more? what does paying 4 coins get me", True),
            ("can i bump the quality with reputation when buying so i save coins?", True),
            ("worth keeping 4 activities around for goals, or do I lose one?", True),
            ("Planning to use the same activities for two different goals at once, is that allowed?", True),
            ("I want to hold a goal back and reveal it later for timing, ok?", True),
            ("Is rejecting a FAVOUR worth it? what does it cost me", True),
            ("Should I accept a SHARE just for the reputation? how much do I get", True),
            ("If I'm already at 2 reputation, is there any point accepting more favours?", True),
            ("Can I still play favours on a turn where I WORK?", True),
            ("Planning to RECYCLE my own broken stuff back out of my landfill, can I?", True),
            ("what's the catch with a credit card? free 4 coins?", True),
            ("if I end with 5 cards in my landfill how bad is it", True),
            ("Should I race to 12 happiness, does the game end right there or does the round finish?", True),
            ("Tie on happiness in basic mode, what decides it? is reputation worth hoarding for that", True),
            ("Who goes first in LOOP, and does the seat order matter for when the game ends?", True),
            ("in co-op can I just show my hand so we plan together?", True),
            ("Co-op: when do I get my played favours back? trying to plan the timing", True),
            ("Solo loop, how many goals do I start with?", True),
            ("solo: what does the blue SHARE let me do?", True),
            ("Is Freelancer worth picking? what salary options does it have", True),
            ("Is there a downside to picking a CAREER instead of staying INTERN?", True),
            ("If my happiness jumps across two zones in one go, how many events do I draw?", True),
            ("Should I trigger DEPLETION myself to end it early? whats the penalty", True),
            ("Is there a bonus for holding one of each of the 5 FAVOUR types in my hand at the same time?", U),
            ("Can I just throw a FAVOUR I don't want into the discard pile so I get to draw again next turn?", U),
            ("Before I play RECYCLE can I dig through the other player's LANDFILL to see what's in there?", U),
            ("Can I ACQUIRE something now and pay the COIN later, like next turn, when I'm short?", U),
            ("Is there a reward at the end for never taking a CREDIT CARD all game?", U),
        ],
        "es": [
            ("¿Me conviene trabajar varios turnos seguidos o pierdo demasiada HAPPINESS?", True),
            ("¿Puedo pasar el turno para esperar a que salgan mejores cartas?", True),
            ("¿Vale la pena pagar 4 monedas por un MATERIAL? ¿qué gano con eso?", True),
            ("Para la actividad DANCE, ¿qué materiales necesito juntar?", True),
            ("Si una actividad pide dos del mismo color, ¿me sirve un solo material con calidad 2?", True),
            ("¿Qué pasa cuando un material llega a calidad 0? ¿lo pierdo?", True),
            ("¿Me conviene aceptar un BARTER? ¿cuánta reputación da?", True),
            ("¿Aceptar un RECYCLE me da reputación o no vale la pena?", True),
            ("Si tengo 5 FAVOUR en la mano, ¿robo al empezar mi turno?", True),
            ("¿Renta gastar 2 de reputación por 1 de felicidad? ¿cuándo se puede hacer?", True),
            ("¿Qué pasa si se acaba el mazo de FAVOUR?", True),
            ("En el desempate, ¿gana el que tiene menos material en el LANDFILL?", True),
            ("¿Cuándo se rellenan las cartas del tablero? ¿puedo esperar a ver qué sale antes de decidir?", True),
            ("¿Cuántas tarjetas de crédito puedo pedir y qué me dan al pedirla?", True),
            ("Si no termino de pagar una tarjeta de crédito, ¿cuánto pierdo al final?", True),
            ("En el modo cooperativo, ¿cómo se gana?", True),
            ("En el modo solitario, ¿qué es eso de quemar una carta de material?", True),
            ("¿Puedo elegir el Banker en loop solitario?", True),
            ("¿El Scientist puede comprar de su propio LANDFILL? me interesa para reciclar lo mío", True),
            ("Si está activo Economic Slowdown, ¿cuántos materiales puedo comprar?", True),
            ("¿Los EVENT continuos me afectan también en el turno de los demás?", True),
            ("¿Con cuánta plata empieza el INTERN?", True),
            ("¿Conviene ir por CURIOSITY? ¿qué pide exactamente?", True),
            ("Para HOBBY, ¿qué necesito tener?", True),
            ("Con 3 jugadores, ¿cuántos sets de MATERIAL se quitan?", True),
            ("En cooperativo, ¿hay algún premio o puntuación extra si todos llegamos a 12 en vez de a 11?", U),
            ("¿Hay bonificación por conseguir un GOAL solo con mis propios materiales, sin usar ningún SHARE?", U),
            ("¿Puedo pagar REPUTATION para descartar un EVENT boca abajo antes de que se active?", U),
            ("Si ya tengo 2 de reputación y acepto otro FAVOUR, ¿puedo cambiar esa reputación que sobra por monedas?", U),
            ("¿Hay premio para el jugador que más FAVOUR jugó en toda la partida?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Should I grab the leftmost card for the free energy, or is the far right one worth paying for?", True),
            ("If I skip the market this turn can I take two cards next turn?", True),
            ("Is it worth swapping my Career card for a new one, or do I lose my promotion?", True),
            ("Planning to interview a lot, what does Interview actually do for me?", True),
            ("can i use energy tokens as extra workers when im out of meeples?", True),
            ("what's the catch with the part-time work spot on my board?", True),
            ("Can I play a card I took from the market on the same turn?", True),
            ("If I play a new Community card, what happens to my old one, does it still count at the end?", True),
            ("Should I rush Grown Up? do I have to pass it on both tracks?", True),
            ("What's the catch with passing a Life Event space? should I avoid them", True),
            ("Is going for the heart match with my partner worth it? how many points", True),
            ("Should I get married or keep dating? what does marrying cost", True),
            ("If I switch to a new partner after marrying, do I keep the married marker?", True),
            ("Does stacking lots of Family icons pay off at the end?", True),
            ("Is Meditate worth the energy? what do I get from it", True),
            ("The end is triggered, does everybody get the same number of turns in adulthood?", True),
            ("If I go past the end of the happiness track do I lose the extra?", True),
            ("tie in adulthood, who wins?", True),
            ("Can I use both Leisure spots in the same turn?", True),
            ("Can I place my meeples while someone else is still playing to speed things up?", True),
            ("I just played a card with a new action spot, can I use it right away?", True),
            ("Solo adulthood: how much does a second market card cost me?", True),
            ("Solo: when does the game end? trying to pace myself", True),
            ("Solo: do I draw a Life Event when I pass those spaces on the track?", True),
            ("Are the unhappiness tokens a big deal? when do they actually hit", True),
            ("Is there a bonus for being the first player to get Married?", U),
            ("Is there a reward for having more Resource cards than anyone else?", U),
            ("Does a big Experience stack give any points on its own, like for having the most cards in it?", U),
            ("If all four upper spots on my board are covered by cards, do I get a bonus?", U),
            ("Thinking of sticking with the same Career the whole game, is there a bonus for that?", U),
        ],
        "es": [
            ("¿Me conviene coger la carta de la izquierda del mercado? ¿qué me da?", True),
            ("¿Cuánto cuesta la carta de más a la derecha del mercado?", True),
            ("Si consigo una pareja nueva, ¿qué pasa con la que tenía?", True),
            ("¿Donar sale a cuenta? ¿cuánta plata cuesta?", True),
            ("¿Cómo paso un Valor boca abajo a mi mano? ¿vale la pena?", True),
            ("¿Cuántos meeples de tiempo tengo al empezar?", True),
            ("¿Con qué empieza cada jugador en adulthood?", True),
            ("¿Cuántas cartas de Carrera me quedo al principio?", True),
            ("¿Quién empieza la partida?", True),
            ("¿Cuándo termina la partida? ¿al cruzarse los marcadores se acaba al tiro?", True),
            ("¿Los Life Events se resuelven en el momento o después?", True),
            ("¿Puedo sacar varios Life Events en un mismo turno?", True),
            ("¿Para qué sirve el marcador de Grown Up? ¿me conviene ir rápido?", True),
            ("Si una carta tiene el icono de Grown Up en la barra verde, ¿la puedo jugar igual antes?", True),
            ("¿Cuántos Recursos y Rasgos puedo tener a la vez?", True),
            ("¿Puedo tener dos cartas de Wellness a la vez?", True),
            ("¿Cómo me ascienden en el trabajo? ¿qué necesito?", True),
            ("Después del ascenso, ¿puedo seguir usando la acción de la izquierda de mi Carrera?", True),
            ("¿Cuánta felicidad dan los sets de iconos de Vida?", True),
            ("¿Los Valores se enseñan al final o quedan secretos?", True),
            ("¿Se puede retroceder en los tracks durante la partida si me sale algo malo?", True),
            ("En solitario, ¿cuántas cartas hay en el mercado?", True),
            ("En solitario, ¿cómo se gana?", True),
            ("En solo, ¿para qué sirve meditar?", True),
            ("¿Puedo usar la acción de Community de arriba y la de Donate en el mismo turno?", True),
            ("¿Dan algo extra por seguir con la misma Pareja toda la partida?", U),
            ("¿Hay premio por ser el primero en conseguir un ascenso (Promoted)?", U),
            ("Si pongo mis 8 meeples en 8 acciones distintas en un turno, ¿hay bonificación?", U),
            ("¿Hay un bonus por jugar una carta de Community, una de Leisure y una de Wellness en el mismo turno?", U),
            ("¿Hay premio para el que más veces usó Donate en la partida?", U),
        ],
    },
    "cv": {
        "en": [
            ("Is it worth rerolling everything twice, or am I stuck with the bad luck dice?", True),
            ("If I skip buying this turn can I take three cards next turn?", True),
            ("what's the catch with the cards that have a red slash?", True),
            ("Should I save up good luck for a free card? how many do I need", True),
            ("Planning to stack health cards, how do they score?", True),
            ("Is it better to put a new relationship card on top or slide it under the old one?", True),
            ("Can I slide a new possession under my old one to keep the old effect?", True),
            ("Can I bank the tokens from my cards turn to turn, like income?", True),
            ("Should I hold event cards for later? can I play them whenever?", True),
            ("if an event card gives me more symbols than I need, do I keep the extra as tokens?", True),
            ("How bad is it if I end up with 3 bad luck?", True),
            ("Who starts, does having the bicycle matter?", True),
            ("When does the game end? I want to plan my last round", True),
            ("Tie in CV, is it better to have more cards or fewer?", True),
            ("Public life goals: if two of us tie, do we both score?", True),
            ("In a 2 player game, how is the track cleanup different?", True),
            ("3 players: what goes in the childhood deck?", True),
            ("Falling behind on cards, is there any catch-up rule?", True),
            ("Whats the max number of dice I can roll?", True),
            ("Can 3 good luck skip a card's special condition too?", True),
            ("Cards with two colours, do I get to pick which stack?", True),
            ("If I can't pay a red slash cost, what happens to that card?", True),
            ("Can I use the dice I just bought with to also pay my red slash costs?", True),
            ("If I bury a card that has a red slash under a new card in the same stack, do I still have to keep paying it?", True),
            ("Which deck do new track cards come from once the early one is gone?", True),
            ("Is there a bonus for getting through the whole game without a single misfortune?", U),
            ("Can I pay extra to take an old age card early, before that deck is on the track?", U),
            ("Is there a bonus at the end for whoever has the most good luck symbols?", U),
            ("Is there a reward for being the first player to buy a Possession?", U),
            ("Does using a lot of event cards over the game give any points?", U),
        ],
        "es": [
            ("¿Me conviene relanzar los dados con mala suerte o no se puede?", True),
            ("Si no compro este turno, ¿puedo comprar tres cartas el siguiente?", True),
            ("¿Cuándo se paga el coste de las cartas con la raya roja? ¿me sale a cuenta?", True),
            ("¿Cuántos símbolos de buena suerte necesito para llevarme una carta gratis?", True),
            ("¿Cuántos puntos dan 4 cartas de Conocimiento? para saber si vale la pena apilarlas", True),
            ("¿Puedo poner una carta de Relación debajo de la pila en vez de arriba?", True),
            ("Las cartas de Trabajo, ¿se pueden poner debajo de la pila?", True),
            ("¿Las fichas se acumulan de un turno a otro si no las uso?", True),
            ("¿Puedo jugar una carta de evento en cualquier momento?", True),
            ("¿Las cartas de evento que compro van a mis pilas o las guardo en la mano?", True),
            ("¿Qué pasa si saco tres símbolos de mala suerte? ¿me conviene arriesgar la segunda tirada?", True),
            ("¿Quién empieza cada ronda?", True),
            ("¿Cuándo se acaba la partida de cv?", True),
            ("Empate a puntos, ¿quién gana?", True),
            ("Si nadie cumple mejor que yo un objetivo vital público, ¿me lo llevo entero aunque empate con otro?", True),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda del track?", True),
            ("Con 4 jugadores, ¿cuántas cartas de infancia reparte cada uno?", True),
            ("¿Qué es la ayuda social y quién la recibe?", True),
            ("¿Cuántos dados tiro al empezar?", True),
            ("Si una carta tiene una condición especial, ¿la puedo saltar con tres buenas suertes?", True),
            ("Una carta con dos colores, ¿en qué pila va?", True),
            ("Si no puedo pagar el coste de una carta activa, ¿qué pasa? ¿vuelve a la pista?", True),
            ("¿Cómo se reparten las cartas de infancia al principio, se eligen?", True),
            ("¿Cómo se puntúan las Posesiones al final?", True),
            ("¿Cuántos objetivos vitales públicos se ponen en el tablero?", True),
            ("¿Hay premio para quien compre la última carta del mazo de vejez?", U),
            ("¿Hay un límite de cartas en cada pila? Quiero apilar muchísimas de Salud", U),
            ("¿Hay bonificación por comprar dos cartas del mismo tipo en el mismo turno?", U),
            ("¿Dan algo al final por tener más cartas de infancia que los demás?", U),
            ("¿Hay premio para el primero que compre una carta de vejez?", U),
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
