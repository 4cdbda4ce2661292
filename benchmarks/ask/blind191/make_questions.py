"""Write the blind191 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind191/make_questions.py

Style of this set: players who MIX LANGUAGES. A table plays an English copy
with Spanish speakers (or the other way round): Spanish sentences with the
English names of cards, actions, resources and phases as printed ("si hago
WORK dos veces, ¿cobro doble?", "el Grown Up ese, ¿cuenta como Career?"),
English sentences with the odd Spanish word ("can i pay with plata... i mean
COIN?", "the ficha goes where?"), half-translated terms and false friends
("actualmente", "eventualmente", "carrera" for Career). Coming of Age Spanish
uses the terms of the Spanish answer sheet (Ficha de Frustración, Registro de
Ánimo, Contador de Estado de Ánimo, Fichas de Motivación, Fuerza de Voluntad,
Recuerdo, Presencia, Ficha de Rasgo, Rasgo Mimético, VEP). More than half of
each game's questions go to the less obvious parts of its rulebook: solo
modes and bots, co-op and 2-player variants, worked examples, card types and
icons, end-game scoring and tie-breaks, setup details, rarely used actions.
The unanswerable questions ask, in the same mixed way, about points the
rulebooks never settle.

Each game's file is written in a seeded shuffled order (seeds 19101-19104), so the
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
SEEDS = {"coming-of-age": 19101, "loop": 19102, "adulthood": 19103, "cv": 19104}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("solo question: rob bot rolls dice too? what does he do with them, he doesn't put the dados on the road like us?", A),
            ("solo: rob has fewer interest tokens left than dice he rolled. which dice get a ficha first?", A),
            ("does rob use mood counters or frustration tokens at all? my sobrino says he does", A),
            ("why do we put a frustration token on the 4 VEP side on rob's personal fulfillment track at setup, what's it for", A),
            ("rob's die goes to which location? does he pick his own like eventualmente the best one, or what", A),
            ("solo: the bus stop shows a neutral character. rob doesn't take a trait bonus then? what does he do with that kid token", A),
            ("can rob have two character tokens on level 0 of his friendship track?", A),
            ("rob has a mimic trait token free. which tile does he put it on and does he need to meet the requisito?", A),
            ("when rob scores a memory card with his motivation tokens does he actually discard them?", A),
            ("solo is too hard, rob wins every time lol. is there an official way to make him easier?", A),
            ("setting up solo: which goal tiles do I draw, still one of each letter?", A),
            ("2 players: those 4 trait tiles in the middle with the neutral kids on them, what friendship level do i need to mimic each one?", A),
            ("end of solo game, rob has a pile of face down trait tiles. do they score?", A),
            ("we tied on VEP, 41 each. who wins? and if it's still tied?", A),
            ("final scoring, i've got 5 willpower, 2 motivation and 2 unused memory tokens left over. how many VEP is that", A),
            ("how much does each unresolved frustración cost me at the end", A),
            ("i have 4 goal tiles but only played 2 trait tiles. how many goals can i score and for how much", A),
            ("the Saver goal, me and my hermana have the same number of tokens. does my goal still count?", A),
            ("Balanced trait: if i have zero counters on the far left and zero on the far right, is that 'the same number'?", A),
            ("the memory token that sends a counter to the central space, do i get the bonus once or twice", A),
            ("can i flip two memory tokens in the same turn, one before and one after the experience space?", A),
            ("setup: where does my vital experience point counter start, on 0?", A),
            ("i drew a 5th trait tile into my hand. what now, and where does the discarded one go?", A),
            ("in the rulebook example at location 6, the purple kid goes from level 3 to level 4 and the orange counter bounces twice. why do they get 2 orange motivation tokens?", A),
            ("i want to place a 5th presence but all 4 of my character tokens are already out. can i?", A),
            ("the memory card at my location was already taken by someone this year. does a new card come in right away?", A),
            ("is the number of Parent Cards left in my deck open info? my primo keeps asking me to count my pile", U),
            ("all 4 tokens of the purple neutral kid are already out, on our friendship tracks and on the 2-player row, and the bus stop shows purple. can i still befriend the purple kid?", U),
            ("2 players: after i mimic a row tile, does the neutral kid token assigned to it stay on the tile or come off?", U),
            ("my tía isn't playing, she just reads english for me. can she read my hidden trait and goal tiles to me, or is that against the hidden hand rule?", U),
        ],
        "es": [
            ("Che, en el modo solo, ¿Rob empieza con una Ficha de Rasgo inicial de las de reverso azul?", A),
            ("¿Rob recibe Goal Tiles o Parent Cards en el solitario?", A),
            ("Cuando el Bus para donde Rob tiene dado o Presencia, ¿quién resuelve primero, él o yo?", A),
            ("Si Rob tiene Fichas de Motivación de los dos tipos que pide la ubicación, ¿con cuál cuenta los VEP del Recuerdo?", A),
            ("¿Rob deja otra Presencia en una ubicación donde ya tiene una?", A),
            ("En solitario, ¿de dónde saca Rob la Ficha de Motivación que gana, puede coger de las que aún no están en juego?", A),
            ("En la variante de 2 jugadores, ¿cuántas Fichas de Rasgo se ponen en medio y qué se pone encima de cada una?", A),
            ("Disculpe, en la puntuación final, ¿cuántos VEP vale cada Goal Tile cumplida y cuántas puedo jugar?", A),
            ("Para el objetivo Friendly, ¿cuentan los Rasgos Miméticos que puse en las fichas de otros?", A),
            ("El objetivo Committed de tipo C, ¿a qué nivel del Friendship Track tiene que llegar un personaje?", A),
            ("Los objetivos de tipo D cuentan Fichas de Recuerdo: ¿valen también las ya usadas, las que están volteadas?", A),
            ("El Rasgo Hoarder pide 9 fichas: ¿se suman Fuerza de Voluntad y Fichas de Motivación juntas?", A),
            ("Al preparar la partida, ¿cuántas Fichas de Frustración pone cada jugador en su reserva y de qué lado?", A),
            ("¿Con qué Registros de Ánimo empiezo y en qué casilla van los Contadores de Estado de Ánimo?", A),
            ("Vale, tío, al acabar la ronda, ¿qué Registro de Ánimo se desbloquea después, y en qué orden van los demás?", A),
            ("En la ronda 3, ¿cuántos dados cogemos y de cuántas caras? ¿Y qué ubicaciones se abren?", A),
            ("El tablero pone 9 y 0 en la última fila de Roadblocks, ¿la 0 es la ubicación 10?", A),
            ("La Experience Space me dice mover un Contador de un Registro que todavía no tengo, ¿qué hago?", A),
            ("Si reboto a la izquierda y la Ficha de Frustración está ya superada en el extremo izquierdo, ¿gano o pierdo VEP?", A),
            ("¿Puedo gastar 4 de Fuerza de Voluntad para superar una Frustración cuando quiera, aunque no sea mi fase?", A),
            ("Ahorita saqué un Recuerdo pagando con Fuerza de Voluntad en vez de Motivación, ¿cuántos VEP me dan y me llevo lo demás de la carta?", A),
            ("si gasto 3 fichas de motivacion en el mismo recuerdo cuantos vep son", A),
            ("Para subir un personaje del nivel 4 al 5 del Friendship Track, ¿qué necesito?", A),
            ("En el ejemplo del libro el jugador rojo pone un Rasgo Mimético sobre la ficha de nivel 1 del amarillo teniendo al amarillo en nivel 2 de amistad. ¿Por qué le vale?", A),
            ("si tengo dado y presencia en la misma ubicacion puedo agarrar el bonus de la parada y tambien el de amistad", A),
            ("Las Parent Cards que voy jugando, ¿las pueden mirar los demás o es un descarte secreto?", A),
            ("Las Fichas de Rasgo que descarto van al fondo del montón: ¿boca arriba o boca abajo? ¿El siguiente puede ver cuál tiré?", U),
            ("Jugamos con la copia en inglés y la hoja en español: si la hoja y el reglamento dicen cosas distintas, ¿cuál manda? ¿Vosotros qué hacéis?", U),
            ("Al preparar se quitan del juego las Fichas de Objetivo que sobran: ¿se pueden mirar o van a la caja boca abajo?", U),
            ("¿Se pueden mirar las Cartas de Recuerdo que ya se retiraron del juego, para saber cuáles quedan en el mazo?", U),
        ],
    },
    "loop": {
        "en": [
            ("solo: how does the blue ACQUIRE work, who do i pay the COIN to and how much?", A),
            ("solo mode RENEW, can i take a UTILITY from the central LANDFILL? and how much plata... i mean COIN?", A),
            ("in solo do i still draw a FAVOUR at the start of my turn? how do i get them back?", A),
            ("solo: the burning MATERIAL at turn end flips the last card and DEPLETION shows up. do i lose the 1 HAPPINESS?", A),
            ("co-op: when exactly do we burn a MATERIAL card, every turn?", A),
            ("co-op win condition? do all of us need HAPPINESS 12?", A),
            ("co-op, can my compañera REJECT the FAVOUR i play on her?", A),
            ("co-op setup: how many FAVOUR does each of us start with, and which ones?", A),
            ("we're 3 players, how many sets of MATERIAL do we take out before setup?", A),
            ("4 players and i'm sitting 3rd, how many FAVOUR do i start with?", A),
            ("who goes first? we're arguing lol", A),
            ("basic mode, two of us end on the same HAPPINESS. what breaks the tie?", A),
            ("the HOBBY goal has no PROPERTY icons, how do i get it", A),
            ("CURIOSITY goal, what do my 3 ACTIVITY need?", A),
            ("the DANCE example in the book: which MATERIAL lose QUALITY and where does the GLASS go?", A),
            ("an ACTIVITY shows two of the same colour. can i take 2 QUALITY off one MATERIAL?", A),
            ("my HAPPINESS jumps from 4 to 10 in one go, how many EVENT do i draw?", A),
            ("when do my face-down EVENT cards actually flip?", A),
            ("two CONTINUOUS EVENT trigger for me at the same time. which one is actualmente in effect?", A),
            ("what's the welcoming gift when i APPLY for a CREDIT CARD?", A),
            ("PAYOFF: can i put 3 COIN on my CREDIT CARD in one turn to clear it faster?", A),
            ("game ends and i still have 2 CREDIT CARD not paid off. what does that cost me?", A),
            ("i end with 5 MATERIAL in my LANDFILL, how much HAPPINESS do i lose?", A),
            ("i'm the Tycoon with 5 COIN and 2 CREDIT CARD. i WORK. how much COIN do i get and how much HAPPINESS do i lose?", A),
            ("officer plays his first FAVOUR of the turn, i'm the lawyer. can i still stop it?", A),
            ("politician played a FAVOUR face down, i called the bluff and it was a lie. what happens to the card?", A),
            ("co-op: can i hand my compañero some COIN directly, like a gift, without playing any FAVOUR?", U),
            ("the Investor tosses twice: do we toss one of the game's COIN, and which face is the '$' side if ours look the same on both sides?", U),
            ("setup: do we deal the starting MATERIAL at QUALITY 2 before or after we flip the face-up MATERIAL around DEPLETION? it changes what's left in the deck", U),
            ("politician plays me a face-down FAVOUR, i don't call and i ACCEPT. it was a lie. whose effect happens, the one she claimed or the real card?", U),
        ],
        "es": [
            ("¿Cuándo se rellenan las cartas del board, al final de mi turno o en cuanto compro?", A),
            ("En el Basic Mode, si hago WORK sin HAPPINESS que quitar, ¿qué pasa?", A),
            ("Che, si gasto REPUTATION en el turno de WORK, ¿cuánto extra cobro?", A),
            ("¿Puedo pagar 0 COIN por un MATERIAL y poner una REPUTATION para que salga a QUALITY 1?", A),
            ("Para sacar 1 HAPPINESS con REPUTATION, ¿cuántas gasto y en qué turno?", A),
            ("Si me juegan un SHARE y lo acepto, ¿cuánta REPUTATION gano?", A),
            ("Ya tengo 2 REPUTATION y me ofrecen un BARTER. ¿Puedo aceptarlo? ¿Gano algo?", A),
            ("¿Cómo rechazo un FAVOUR si no tengo otro igual en la mano?", A),
            ("En el ejemplo del SHARE, si el segundo SHARE me lo rechazan, ¿se descuenta la QUALITY del primero?", A),
            ("¿Se puede hacer RECYCLE de mi propio LANDFILL?", A),
            ("Ustedes saben si un ACQUIRE se le puede jugar a alguien que no tiene MATERIAL?", A),
            ("En competitivo, ¿cuántas CAREER se reparten y puedo jugar de INTERN?", A),
            ("Vos sabés qué SALARY puede elegir el Freelancer cuando hace WORK?", A),
            ("El Scientist, ¿puede comprar del LANDFILL de otro, incluso una UTILITY?", A),
            ("Soy el Chef y pago 2 COIN por un FOOD: ¿con qué QUALITY me lo quedo?", A),
            ("El Forge del Craftsman, ¿puedo convertir un MATERIAL en FOOD?", A),
            ("La Office Lady, en su turno de WORK, ¿puede hacer BUY también?", A),
            ("¿El Banker se puede usar en el modo solo?", A),
            ("El EVENT Micro-Plastic: ¿puedo hacer una ACTIVITY que pide FOOD?", A),
            ("Landfill Tax activo y me rompen un MATERIAL pero no tengo COIN para pagar, ¿qué hago?", A),
            ("Cuando sale un IMMEDIATE EVENT, ¿quién lo resuelve primero?", A),
            ("insurance: que opciones hay y cuanto gano o pierdo", A),
            ("¿Dónde se descarta un IMMEDIATE EVENT y dónde un CONTINUOUS?", A),
            ("Aparece la DEPLETION: ¿se acaba la partida al momento? ¿Y al que la provoca le pasa algo?", A),
            ("En solo, ¿con cuántos GOAL empiezo?", A),
            ("En cooperativo, ¿cuándo recupero los FAVOUR que ya jugué?", A),
            ("En competitivo, ¿puedo enseñarle mi mano de FAVOUR a otro jugador para negociar un trato?", U),
            ("Vale, si un jugador se tiene que ir a mitad de partida, ¿su LANDFILL se queda en la mesa para que los demás sigan haciendo RECYCLE?", U),
            ("¿Hay límite de tiempo para negociar antes de jugar un FAVOUR? Uno de nosotros tarda un montón", U),
            ("El Scholar mira la carta de arriba del mazo de EVENT: ¿se lo puede contar a los demás en voz alta o tiene que callar?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("solo: how much do the 2nd and 3rd market cards cost me in the same turn?", A),
            ("solo mode, does the market refill after i take a card?", A),
            ("in solo what does Meditate do now?", A),
            ("solo: my marker passes a Life Event space. do i draw one?", A),
            ("solo game ends when exactly?", A),
            ("solo scoring: do my sets of life icons and the heart thing still count? what about the unhappiness tokens?", A),
            ("how do i actually win the solo?", A),
            ("solo achievement cards, how many do i draw and how many do i keep?", A),
            ("setup: the Values cards, which ones can i look at?", A),
            ("setup: i get 2 Career cards, do i keep both? carrera cards i mean", A),
            ("who goes first?", A),
            ("i take the leftmost card in the market, do i get something extra?", A),
            ("what does the rightmost market card cost me?", A),
            ("can i put energy on an action spot instead of a time meeple?", A),
            ("the Family Time card for my Leisure slot, what do i need to play it?", A),
            ("that white box on the cost bar, like on Marathon, what does it mean?", A),
            ("the Actor example: does the Actor card's own Fame icon count toward getting Promoted?", A),
            ("if i swap my Career for a new one do i keep my Promoted token?", A),
            ("after i'm Promoted can i still use the left action on my Career card?", A),
            ("end of game, i have 5 Social icons. how many happy do i get from that?", A),
            ("my happiness goes past the end of the track, what do i do", A),
            ("tied on the combined score at the end, who wins?", A),
            ("someone's markers crossed. does the game stop right now?", A),
            ("the heart icon on my Partner matches one of my Values, what do i get and when?", A),
            ("my old Careers went into the Experience stack, do their icons still count at the end?", A),
            ("the 2nd card from the left in the market, is that one free or do i pay?", A),
            ("solo: if i take the leftmost card of the 3-card market, do i still get the extra ficha of energy like in the normal game?", U),
            ("can i count how many cards are left in the market deck, or is that hidden?", U),
            ("can i show my hand of Values to my novia across the table? is table talk about Values allowed?", U),
            ("the heart icons come in several variations. does my Partner's heart have to match the hole on my Values exactly, same shape and colour, or just any heart?", U),
        ],
        "es": [
            ("Ya soy Grown Up: si hago Date, ¿qué pongo y qué consigo ahora?", A),
            ("Si hago Interview sin ser Grown Up, ¿qué consigo?", A),
            ("¿Cuánta plata cuesta Donate y qué me da?", A),
            ("¿Puedo usar las dos casillas de Wellness en el mismo turno?", A),
            ("Meditate: ¿qué opciones tengo exactamente?", A),
            ("¿Las casillas de abajo del tablero se pueden tapar con cartas?", A),
            ("En mi primer turno, ¿puedo jugar la Career de mi mano antes de poner el tiempo en las acciones?", A),
            ("Si juego una carta nueva de Leisure y ya tenía otra, ¿qué pasa con la vieja?", A),
            ("Para ser Grown Up, ¿hay que pasar el icono en los dos tracks o basta con uno?", A),
            ("Paso dos casillas de Life Event en el mismo turno, ¿cojo dos?", A),
            ("¿Cuándo se resuelve la Life Event que cogí?", A),
            ("¿Se puede retroceder en el track de Happiness o de Impact durante la partida?", A),
            ("Al final, ¿qué me restan las fichas de Unhappiness y Negative Impact?", A),
            ("¿Cuántas carreras, o sea Career, puedo tener a la vez?", A),
            ("¿Hay límite de Resources y Traits al lado de mi tablero?", A),
            ("La Overseas Vacation del ejemplo, ¿qué me da y dónde va la carta después?", A),
            ("Mall Walkers en el slot de Community: ¿cuánto tiempo pongo y qué me da?", A),
            ("Juego una carta con acción nueva, ¿la puedo usar en el mismo turno?", A),
            ("Los Values boca abajo, ¿cuándo se revelan y qué dan?", A),
            ("¿En qué orden se hacen los pasos del recuento final?", A),
            ("Si una carta no tiene barra verde, ¿cuánto cuesta jugarla?", A),
            ("La carta Crafting del ejemplo, ¿cuánto cuesta?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("en solitario cuantas life events se usan y que pasa con las demas", A),
            ("En solitario, las cartas que me dejan coger otra carta del mercado, ¿esa cuesta algo y sube el precio de las siguientes?", A),
            ("Para casarme con mi Partner, ¿qué tengo que hacer y pagar?", A),
            ("¿Puedo regalarle una ficha de energía a mi pareja de mesa para que le llegue a una acción?", U),
            ("¿Puedo regalarle a otro jugador una carta de mi mano, por ejemplo una Career que no voy a usar?", U),
            ("¿Se puede tener dos veces la misma Experience en el stack y que sumen los dos iconos?", U),
            ("Disculpe, ¿puedo poner en una acción más meeples de tiempo de los que pide, aunque no me dé nada más?", U),
        ],
    },
    "cv": {
        "en": [
            ("2 players: how do we build the childhood deck?", A),
            ("the childhood draft, how does the passing work exactly?", A),
            ("who starts? my hermano says youngest", A),
            ("i lost my bicycle card to bad luck. do i still start every round?", A),
            ("how many life goals go face up on the board with 3 players?", A),
            ("max number of dice? and how many do i start rolling?", A),
            ("rerolls: how many times, and can i reroll the bad luck ones?", A),
            ("3 good luck symbols: can they buy a card that also has a special condition?", A),
            ("for the misfortune count, do bad luck symbols on my tokens count too or only the dados?", A),
            ("i play an event card to help buy something and there's a symbol left over. do i keep it as a token?", A),
            ("when can i play an event card?", A),
            ("a card with 2 colours in the title, which stack does it go in?", A),
            ("can i put a new Health card under my stack instead of on top?", A),
            ("new Possession card, can it go under my other possessions?", A),
            ("how many cards can i take from the track in one turn?", A),
            ("2 players: when do we discard the leftmost card of the track?", A),
            ("when does the track switch from young adulthood cards to middle age?", A),
            ("social assistance, who qualifies?", A),
            ("two people qualify for social assistance, in what order do they take?", A),
            ("when does the game end exactly?", A),
            ("3 Relationship cards at the end, how many points?", A),
            ("tie at the end, who wins?", A),
            ("public life goal, two of us both did it. who gets the points?", A),
            ("tokens: do they pile up every turn like income?", A),
            ("red slash cost: can i pay it with dice i already used to buy a card this turn?", A),
            ("in the Felix scoring example, where do the 63 points come from?", A),
            ("public life goals: if nobody can reach one of them anymore, can we swap it for a new one from the deck?", U),
            ("can i trade one of my dados with another player's die if we both agree?", U),
            ("can i show my secret life goal to another player to make a deal, like 'i need possessions, leave me the car'?", U),
            ("can i cover my dados with my hand while i decide what to buy, or do the others get to see them?", U),
        ],
        "es": [
            ("¿Cuántos dados tiro al principio de la partida?", A),
            ("Los dados con el símbolo de mala suerte, ¿se pueden volver a tirar?", A),
            ("Somos 3 jugadores, ¿cómo se prepara el mazo de infancia?", A),
            ("A 4 jugadores, ¿cuántas cartas de infancia recibe cada uno?", A),
            ("Las event cards de un solo uso, ¿cuentan como cartas de mi currículum al final?", A),
            ("¿Cuántas cartas activas puede haber por tipo en el currículum?", A),
            ("Con tres símbolos de buena suerte, ¿puedo pagar cualquier carta del track?", A),
            ("El ejemplo del Used car: ¿por qué es arriesgado volver a tirar el dado que salió relación?", A),
            ("Con mala suerte pierdo una carta: ¿la elijo yo o cuál?", A),
            ("Al final de la ronda, ¿la carta de la izquierda se descarta antes o después de rellenar el track?", A),
            ("La asistencia social, ¿en qué momento se comprueba?", A),
            ("El ejemplo de Julius, Felix y Eric: ¿por qué Eric recibe la asistencia social y los otros no?", A),
            ("Con la asistencia social, ¿tengo que cumplir las condiciones especiales de la carta?", A),
            ("¿Cómo puntúan las cartas de Possession al final?", A),
            ("Mi life goal secreto, ¿cuándo se revela?", A),
            ("Vale, empatamos a puntos, ¿quién gana?", A),
            ("¿Cuántos puntos dan 5 cartas de Knowledge?", A),
            ("¿Puedo poner mis dados al lado de las cartas del track para pensar antes de comprar?", A),
            ("Una carta de Work nueva, ¿la puedo meter debajo de la pila?", A),
            ("Después del Cleanup, ¿cómo actualizo mis fichas?", A),
            ("¿Cómo consigo un quinto dado? En el ejemplo alguien tira 5", A),
            ("la carta con el tachon rojo hay que pagarla cada turno o solo una vez", A),
            ("¿En qué orden se usan los mazos del track: young adulthood, middle age, old age?", A),
            ("A 2 jugadores, ¿cuántos life goals públicos se ponen en el board?", A),
            ("¿Puedo coger una carta del track si no tengo todos los símbolos pero sí una event card que los da?", A),
            ("Ahorita tengo 3 símbolos de mala suerte en los dados: ¿qué pasa?", A),
            ("¿Puedo regalarle o cambiarle a otro jugador la carta de bicicleta para que empiece él?", U),
            ("Al final, ¿tengo que enseñar todas mis pilas a los demás o basta con decir mis puntos?", U),
            ("Con los peques, ¿se puede jugar sin la fase de mala suerte?", U),
            ("Ustedes saben si a 2 jugadores, después de una asistencia social, se descarta otra vez la carta de la izquierda del track?", U),
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
