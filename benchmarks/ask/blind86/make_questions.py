"""Write the blind86 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind86/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8601-8604), so the
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
SEEDS = {"coming-of-age": 8601, "loop": 8602, "adulthood": 8603, "cv": 8604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent

T = True  # answerable
Q = {
    "coming-of-age": {
        "en": [
            ("Why can't I just wait and see where everyone else puts their die before I pick mine?", T),
            ("how come I have to leave an interest token behind for every other die I pick up? so annoying", T),
            ("What's the point of the Interest Tokens anyway?", T),
            ("Why can't I move my die to the next location for free?", T),
            ("Why does going to a location that's not next door cost me TWO frustration tokens?", T),
            ("why cant i put a frustration token on a track that already has one at the other end", T),
            ("Why do I lose 3 VEP for every frustration at the end? I overcame most of mine!", T),
            ("I spent 3 motivation tokens on one memory, why does my counter move 2 steps left and not 6?", T),
            ("Why am I forced to play a parent card? I don't want to", T),
            ("I have my die AND a presence at this stop, why can't I take both the bus stop bonus and the friendship bonus?", T),
            ("Why can't I play a fifth trait tile? I meet the requirement on it", T),
            ("Why did I have to throw away a trait tile just because I drew one?", T),
            ("How come I can't mimic the same trait twice, it's on two different boards", T),
            ("Why can't I move my friend from level 4 up to level 5 with a normal friendship bonus?", T),
            ("Why did the memory card vanish after she took it? I wanted it next year", T),
            ("Why is the last turn of every round played with just one die?", T),
            ("Why do we only get new locations at the end of a round and not every year?", T),
            ("why does the bus skip locations, it went right past my interest token", T),
            ("Why do I only get 3 VEP when I pay with willpower for a memory?", T),
            ("My counter is already all the way left, why do I have to lose 2 VEP?", T),
            ("What's the point of memory tokens if you can only use one a turn?", T),
            ("Why can I only play 2 of my goal tiles at the end? I meet all four", T),
            ("rob bot ignores all the trait requirements?? how is that fair", T),
            ("Rob keeps crushing me in solo coming of age, why is he so strong, can I make him easier?", T),
            ("We tied on VEP, why does she win just because she has more traits and goals?", T),
            ("my sister got like 20 VEP in one turn, why is there no max on how much VEP you can get in a turn?", U),
            ("Why are the locations always in the same order on the board? Can we shuffle where they go so it's different each game?", U),
            ("How come I get nothing extra for being the only player at a location this year?", U),
            ("Why is there no bonus for having every other player's character on my Friendship Track?", U),
            ("why do the bus stop tiles just slide one space every year?? can we reshuffle them each round so it's less predictable", U),
        ],
        "es": [
            ("¿Por qué no puedo poner dos dados en el mismo sitio y visitar los dos?", T),
            ("¿Por qué tengo que dejar una Ficha de Interés por cada dado que retiro? No lo entiendo", T),
            ("¿Y para qué sirven las Fichas de Interés si luego hay que volver a esa ubicación?", T),
            ("¿Cómo que necesito una Ficha de Frustración para cambiar de ubicación? ¡Si está al lado!", T),
            ("¿Por qué no puedo cambiar el dado de sitio? Tengo Fichas de Frustración de sobra", T),
            ("¿Por qué pierdo 3 VEP por cada Ficha de Frustración al final? Pensaba que solo era 1", T),
            ("Gasté dos Fichas de Motivación naranjas, ¿por qué el contador se mueve 2 pasos a la izquierda? Es injusto", T),
            ("¿Y por qué el Contador de Estado de Ánimo no se mueve más allá del final del registro? ¿Qué gano?", T),
            ("Tío, ¿por qué tengo que elegir entre poner Ficha de Frustración o perder 2 VEP? Mi contador ya está a tope a la izquierda", T),
            ("¿Para qué sirve la Ficha de Frustración superada si se queda en el otro lado del registro?", T),
            ("¿Por qué no puedo jugar una Ficha de Rasgo cuando me dé la gana? Cumplo el requisito", T),
            ("¿Por qué no puedo tener más de 4 Fichas de Rasgo en la mano?", T),
            ("¿Por qué no puedo poner mi Rasgo Mimético en el rasgo de mi hermano? Cumplo el requisito", T),
            ("¿Cómo que la carta de Recuerdo se retira? Yo también quería el Recuerdo", T),
            ("¿Por qué solo dan 3 VEP si pago el Recuerdo con Fuerza de Voluntad?", T),
            ("¿Por qué no puedo poner dos Presencias en la misma ubicación?", T),
            ("¿Cómo que tengo que jugar una Carta de Padres? ¿Y si no quiero?", T),
            ("Che, ¿por qué al final del año se quitan los dados que quedan en la ubicación?", T),
            ("¿Por qué la ronda 2 se juega con dados de seis y no con los de cuatro?", T),
            ("¿Por qué empezamos solo con dos Registros de Ánimo? ¿Cuándo se abren los otros?", T),
            ("¿Para qué sirven las fichas que sobran al final? ¿Por qué se dividen entre 3?", T),
            ("¿Por qué Rob no tiene Cartas de Padres ni Objetivos? ¿No le ayudan sus padres?", T),
            ("En el modo de dos jugadores, ¿para qué sirve la fila de Fichas de Rasgo del medio?", T),
            ("¿Por qué no puedo usar dos Fichas de Recuerdo en el mismo turno?", T),
            ("¿Cómo que empate? ¿Por qué no gana el que tiene más VEP en Coming of Age si empatamos?", T),
            ("¿Y por qué no hay ningún premio por haber superado todas mis Fichas de Frustración?", U),
            ("Rob me resulta facilísimo. ¿Por qué no se le pueden dar Fichas de Recuerdo para que sea más difícil?", U),
            ("¿Por qué no me dan nada por no haber jugado nunca una Carta de Padres? Me independicé antes que nadie", U),
            ("¿Por qué no hay un premio por tener a todos los personajes neutrales en mi Registro de Amistad?", U),
            ("¿Por qué no me dan nada extra por ir a la misma ubicación dos años seguidos?", U),
        ],
    },
    "loop": {
        "en": [
            ("Why can't I just pass my turn? I don't want to do anything", T),
            ("why can I only draw one favour at the start of my turn", T),
            ("How come I can't draw a FAVOUR this turn? I only had 6 because he gave me one", T),
            ("Why do I lose happiness when I WORK? that's depressing", T),
            ("Why can't I buy 4 materials in one turn?", T),
            ("Why does DANCE take a point off two different cards instead of two points off my glass?", T),
            ("Why did my MATERIAL go to the landfill? it was still in my area", T),
            ("Why do I have to throw out my oldest ACTIVITY when I finish a 4th?", T),
            ("Why do I have to reveal my GOAL right away? I wanted to wait", T),
            ("What's the point of REPUTATION?", T),
            ("Why can't I reject this FAVOUR? I don't want it", T),
            ("Why do I get 0 reputation for accepting a RECYCLE but 2 for SHARE?", T),
            ("why cant i recycle from my own landfill, its my trash", T),
            ("He promised me a coin if I accepted his BARTER and then didn't pay, why doesn't the deal count??", T),
            ("Why do the new cards only come out at the end of the turn and not right away?", T),
            ("Why does the game keep going after she hit 12 happiness?", T),
            ("Why do I lose happiness for triggering DEPLETION? I just bought what was there", T),
            ("We're tied on happiness, why does reputation decide it?", T),
            ("Why do I keep drawing EVENT cards? I only moved up 2 happiness", T),
            ("Why can't I flip my EVENT now, during my turn?", T),
            ("Why can I only put 1 or 2 coins on a credit card a turn?", T),
            ("Why do I lose 2 happiness for my credit card at the end in loop?", T),
            ("In co-op why can't I reject the favour?", T),
            ("solo loop: why do I have to flip a material off the deck every single turn?", T),
            ("Why does the first player get the golden happiness token, does it do something?", T),
            ("Why do we have to take MATERIAL sets out with fewer players? can we keep them all in for a longer game?", U),
            ("Why doesn't whoever achieved the most GOAL get a bonus? it only counts for ties", U),
            ("why do we put rejected FAVOURs in the discard pile face down? or is it supposed to be face up?", U),
            ("Why is there no prize for the player who WORKs the most? I grinded all game", U),
            ("What if nobody ever reaches 12 and nobody buys anything, why doesn't the game have a round limit?", U),
        ],
        "es": [
            ("¿Por qué empieza el que gastó más de 100 dólares hace poco? Qué regla más rara", T),
            ("¿Por qué el segundo jugador empieza con más FAVOUR que el primero?", T),
            ("¿Por qué el INTERN empieza con 4 de HAPPINESS y los demás con 3?", T),
            ("¿Por qué en el modo básico solo puedo ser INTERN?", T),
            ("¿Cómo que la calidad del MATERIAL depende de lo que pague? ¿Por qué no puedo pagar 5?", T),
            ("¿Por qué tengo que pagar al menos 1 COIN por MATERIAL aunque gaste REPUTATION?", T),
            ("¿Por qué tengo que gastar 2 REPUTATION de golpe para conseguir 1 HAPPINESS?", T),
            ("¿Por qué no puedo tener más de 2 REPUTATION?", T),
            ("¿Por qué mis COIN tienen que estar a la vista de todos?", T),
            ("¿Para qué sirve el BARTER si pierdo calidad con el cambio?", T),
            ("¿Por qué no le puedo jugar un ACQUIRE a alguien que no tiene MATERIAL?", T),
            ("Oye, ¿por qué con el SHARE no me quedo con el MATERIAL del otro?", T),
            ("¿Por qué puedo usar las mismas ACTIVITY para varios GOAL? ¿No es trampa?", T),
            ("¿Para qué sirve el GOAL de HOBBY si no pide propiedades?", T),
            ("¿Por qué los EVENT CONTINUOUS solo afectan en el turno de cada uno?", T),
            ("¿Cómo que el último EVENT CONTINUOUS anula al anterior?", T),
            ("¿Por qué me dan 4 COIN y un MATERIAL al sacar una CREDIT CARD? Parece un regalo", T),
            ("¿Por qué tengo que sacar otra CREDIT CARD para pagar la primera? Es una trampa", T),
            ("¿Por qué pierdo HAPPINESS por tener 5 cosas en el LANDFILL? Solo debería perder 1", T),
            ("En cooperativo, ¿por qué no robo FAVOUR al empezar el turno?", T),
            ("¿Por qué en cooperativo tengo que WORK para recuperar mis FAVOUR?", T),
            ("¿Por qué en cooperativo hay que llegar todos a 11 y no basta con uno?", T),
            ("¿Por qué en solitario uso los FAVOUR azules y no los rojos?", T),
            ("¿Por qué en solitario me dan 4 GOAL en vez de 3?", T),
            ("¿Por qué la Tycoon pierde más HAPPINESS por cada CREDIT CARD?", T),
            ("¿Por qué no puedo pagar COIN para descartar un EVENT boca abajo antes de que se active?", U),
            ("¿Por qué mi CAREER nunca sube de nivel? ¿No hay ascensos en LOOP?", U),
            ("Somos 6, ¿por qué solo hay 5 ACTIVITY boca arriba? ¿No se pueden poner más?", U),
            ("¿Por qué no se puede jugar el modo competitivo sin CREDIT CARD? A mi grupo no le gustan las deudas", U),
            ("¿Por qué no se puede jugar en solitario en modo básico, sin EVENT ni CAREER?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Why can't I add more actions after I've placed my meeples?", T),
            ("Why can't I use the same action spot twice in one turn?", T),
            ("Why can't I use my new Career card's action right away?", T),
            ("Why do I have to pay energy and money for the right-most card in the market?", T),
            ("What's the point of taking the left-most market card?", T),
            ("How come I have to get rid of my old partner when I play a new one?", T),
            ("Why does my old Community card go to my experience stack instead of staying?", T),
            ("Why can't I play Family Time? I'm grown up already", T),
            ("Why can't I play the grown-up cards yet?", T),
            ("Why am I not allowed to look at my own face-down Values?", T),
            ("What's the point of Meditate?", T),
            ("Why did I lose my Married token? I only switched jobs", T),
            ("Why can't I get promoted? I put a meeple on Interview", T),
            ("Why do I have to take a life event just for moving along the track?", T),
            ("Why don't my score markers ever go back during the game, even when I get sad tokens?", T),
            ("Why does the game keep going after my markers crossed?", T),
            ("why did she get extra happy at the end for her family icons", T),
            ("What's the point of the heart on the Partner cards in adulthood?", T),
            ("Why does the oldest player get to go first?", T),
            ("Why do I have to throw away one of my two careers at the start?", T),
            ("Why does it take 4 time to earn just 1 money?", T),
            ("solo adulthood: why does the whole market get thrown out every round?", T),
            ("In solo why does the third card cost so much?", T),
            ("Why don't I get Life Events when I pass the life event spaces in solo?", T),
            ("My scores crossed in solo, why didn't I win?", T),
            ("Why can't I rearrange the cards in my Experience stack?", U),
            ("Why is there no bonus for staying with the same Partner the whole game?", U),
            ("Why is there no penalty when I run out of energy? shouldn't my guy burn out?", U),
            ("Why do we still get 8 time meeples each in a 2 player game, is there no adjustment?", U),
            ("Why can't two players' characters marry each other?", U),
        ],
        "es": [
            ("¿Por qué hay que colocar todos los muñecos de tiempo antes de hacer nada?", T),
            ("¿Por qué la energía sirve como tiempo pero no como dinero?", T),
            ("¿Por qué las acciones de abajo nunca se pueden tapar con cartas?", T),
            ("¿Por qué Donar cuesta 3 de dinero para solo un paso de Impacto?", T),
            ("¿Cómo que para Citas necesito dinero además de tiempo?", T),
            ("¿Por qué para casarme tengo que ser adulto?", T),
            ("¿Por qué tengo que cumplir iconos para que me asciendan? ¡Ya tengo la carrera!", T),
            ("¿Cómo que pierdo el ascenso si cambio de carrera?", T),
            ("¿Por qué las acciones de la izquierda de la carrera ya no se pueden usar cuando me ascienden?", T),
            ("¿Por qué solo puedo tener una pareja? Vos sabés que hay relaciones abiertas", T),
            ("¿Por qué no puedo tener dos cartas de Bienestar a la vez?", T),
            ("¿Por qué no hay límite de Recursos y Rasgos y de Bienestar sí?", T),
            ("¿Para qué sirven las cartas de Experiencia si se van al montón?", T),
            ("¿Por qué los Eventos de Vida se resuelven al final del turno y no al pasar la casilla?", T),
            ("¿Por qué los Valores son secretos? Quiero saber los de los demás", T),
            ("¿Por qué tengo que pagar energía para Meditar?", T),
            ("¿Por qué se juega hasta el final de la ronda si ya se cruzaron los marcadores?", T),
            ("¿Por qué las fichas de tristeza me restan al final? Pensaba que no contaban", T),
            ("¿Por qué tres iconos de Familia solo dan 1 de felicidad?", T),
            ("¿Por qué si paso del final del track vuelvo a 0?", T),
            ("¿Cómo que empate? ¿Por qué no hay desempate en Adulthood?", T),
            ("¿Por qué no puedo jugar la carta que acabo de coger del mercado este mismo turno?", T),
            ("¿Por qué en solitario no se reparten Valores?", T),
            ("¿Por qué en solitario hay que elegir un Logro?", T),
            ("¿Por qué en solitario Meditar hace otra cosa?", T),
            ("¿Por qué el mercado en solitario tiene solo 3 cartas? ¿Puedo jugar con 5 para que sea más fácil?", U),
            ("¿Por qué no podemos añadir más casillas de Evento de Vida para que la partida sea más loca?", U),
            ("¿Por qué no puedo cambiar energía por Felicidad directamente?", U),
            ("¿Por qué hay que reponer el mercado siempre? ¿No podemos dejar el hueco vacío si nadie quiere cartas nuevas?", U),
            ("¿Por qué no pierdo puntos si nunca tuve una carta de Carrera?", U),
        ],
    },
    "cv": {
        "en": [
            ("Why can't I reroll my bad luck dice?", T),
            ("Why can I only reroll twice?", T),
            ("Why can I only take 2 cards a turn?", T),
            ("Why did I lose a card? I only had 3 bad luck", T),
            ("Why do I have to pay for my job every single turn?", T),
            ("Why did my card go back in the box??", T),
            ("Why can't I use the dice I already spent on a card to pay my red slash cost too?", T),
            ("What's the point of event cards if they don't stay in my cv?", T),
            ("Why don't I get tokens for the symbols on an event card?", T),
            ("What's the point of good luck symbols?", T),
            ("I had 3 good luck, why do I still have to meet the card's special condition?", T),
            ("Why does only my top card do anything?", T),
            ("Why does my new work card have to go on top of the old one?", T),
            ("why dont my tokens pile up from turn to turn", T),
            ("Why does the leftmost card get thrown away at the end of the round?", T),
            ("In 2 player why is the leftmost card thrown away after every turn?", T),
            ("Why does the bicycle player always start?", T),
            ("Why did Eric get a free card? that's not fair", T),
            ("Why does the game end before the old age deck is even empty?", T),
            ("Why does the player with FEWER cards win the tie?", T),
            ("Why do we both get full points for the same public goal?", T),
            ("Why do I only start with 4 dice?", T),
            ("Why do we have to pass the childhood cards to the left?", T),
            ("Why is the bicycle always in the childhood cards with 3 players?", T),
            ("why can I put a health card under my pile but not a possession?", T),
            ("What if we run out of the symbol tokens? why aren't there more in the box?", U),
            ("Why is the track only 5 cards even with 4 players? can we put out 6?", U),
            ("why doesnt anyone have to announce the last round? we didnt know it was ending", U),
            ("Why do the age decks have to go in order? can we shuffle middle age and old age together?", U),
            ("Why don't we keep a running score during the game? are we supposed to only count at the end?", U),
        ],
        "es": [
            ("¿Por qué los dados con mala suerte se quedan congelados?", T),
            ("¿Por qué si tengo 6 de mala suerte pierdo dos cartas y no una?", T),
            ("¿Por qué la mala suerte de las fichas también cuenta? Solo saqué un dado malo", T),
            ("¿Por qué tengo que elegir yo qué carta pierdo con la mala suerte?", T),
            ("¿Por qué la buena suerte no se congela como la mala?", T),
            ("¿Por qué no puedo tirar más de 7 dados?", T),
            ("¿Por qué tengo que pagar el coste de la barra roja cada turno?", T),
            ("¿Cómo que si no puedo pagar pierdo la carta?", T),
            ("¿Por qué las cartas de dos colores no cuentan para los dos tipos?", T),
            ("¿Por qué las cartas de evento que compro se quedan en la mano?", T),
            ("¿Por qué no me sirven los símbolos que sobran de una carta de evento?", T),
            ("¿Por qué solo cuenta la carta de arriba de cada montón?", T),
            ("¿Por qué las fichas no se guardan de un turno a otro como ahorros?", T),
            ("¿Por qué se mueven las cartas del tablero a la izquierda?", T),
            ("¿Por qué el que tiene más cartas no recibe ayuda social?", T),
            ("¿Por qué la ayuda social solo se da cuando se acaba un mazo?", T),
            ("¿Por qué el que recibe ayuda social igual tiene que cumplir la condición especial de la carta?", T),
            ("¿Por qué cuatro cartas de Salud valen 10 y no 4?", T),
            ("¿Por qué las Posesiones dan puntos y las otras cartas no?", T),
            ("¿Por qué se revela la meta de vida secreta solo al final?", T),
            ("¿Por qué hay metas públicas? ¿Quién se las lleva?", T),
            ("Che, ¿por qué con 2 o 3 jugadores se mezcla la bici con otras cartas de infancia?", T),
            ("¿Por qué tengo que quedarme una carta de infancia y pasar las otras?", T),
            ("¿Por qué el que tiene la ficha de bici empieza aunque haya perdido la carta?", T),
            ("¿Por qué se acaba el CV cuando quedan menos cartas de vejez que jugadores?", T),
            ("¿Por qué no le dan nada al primero que compra una carta de vejez?", U),
            ("¿Por qué las cartas de evento usadas se descartan sin más? ¿No se pueden volver a barajar en un mazo?", U),
            ("¿Por qué no hay premio para el que tiene el montón más alto de un tipo?", U),
            ("¿Por qué no pierdo puntos si acabo sin ninguna carta de Relación?", U),
            ("¿Por qué no me dan algo extra por comprar dos cartas en el mismo turno?", U),
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
