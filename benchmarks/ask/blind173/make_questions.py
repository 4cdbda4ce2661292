"""Write the blind173 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind173/make_questions.py

Style of this set: players who use GENERAL BOARD-GAME WORDS instead of the
game's own terms -- the words of other games and of the hobby ("VP", "the
bank", "the supply", "draw pile", "discard pile", "hand limit", "first player
marker", "worker placement", "upkeep", "end-game trigger", "the market",
"meeple", "tiebreaker"; "puntos de victoria", "recursos", "la banca", "la
reserva", "pila de descarte", "límite de mano", "jugador inicial", "el
mercado", "desempate", "ronda final") -- asking about real rules of the game in
those words. More than half of each game's questions go to the less obvious
parts of its rulebook: solo modes and bots, co-op and 2-player variants, the
worked examples, card types and icons, end-game scoring and tie-breaks, setup
details, rarely used actions. The unanswerable questions are gaps of the
rulebooks asked in the same words.

Each game's file is written in a seeded shuffled order (seeds 17301-17304), so the
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
SEEDS = {"coming-of-age": 17301, "loop": 17302, "adulthood": 17303, "cv": 17304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("how many VP does everyone start with? is it 0 like most games?", A),
            ("whats the hand limit for trait tiles, and if i go over where does the discarded one go, the discard pile?", A),
            ("solo: does rob bot use mood counters or frustration tokens at all?", A),
            ("Rob Bot has no Interest Tokens left in his supply when he rolls. What does he do with his dice results?", A),
            ("solo setup: do I still get one goal tile of each letter A-D like in a normal game?", A),
            ("the bot keeps beating me by like 20 VP, is there a difficulty setting?", A),
            ("2p variant: those 4 trait tiles in the row in the middle, what do i need to put a mimic token on the 3rd one?", A),
            ("Tiebreaker if two of us end on the same VP?", A),
            ("do leftover resources score anything at game end? i've got a pile of willpower and motivation tokens", A),
            ("end game: is there a penalty for frustration tokens still sitting on the right end of a track?", A),
            ("I only played 2 trait tiles all game. can I still score all 4 of my goal tiles at the end?", A),
            ("is there turn order when we pick locations or do we all go at once? can i wait to see where my friend puts his die?", A),
            ("setup: which motivation tokens go in the general supply and which ones stay out?", A),
            ("we ran out of willpower tokens in the bank, are they limited?", A),
            ("End of round upkeep: what exactly do we do when nobody has dice left?", A),
            ("Do the Bus Stop tiles rotate between turns or stay put all game?", A),
            ("someone took the memory card at location 3. does a new card come off the draw pile right away?", A),
            ("In the bus stop example the orange counter bounces twice and they get 2 orange motivation tokens. so each bounce is resolved separately and gives a token?", A),
            ("solo: when rob scores the VP from a memory card does he actually spend his motivation tokens?", A),
            ("does rob bot get the leftover-tokens VP at the end like we do? anything else he scores at the end?", A),
            ("rob's friendship track: can he put a second meeple on level 0?", A),
            ("can i mimic the same trait twice if i have 2 spare mimic tokens?", A),
            ("all 4 of my character meeples are already out as presences. can i still place a new presence?", A),
            ("Type A goals are majorities. If I tie with someone for the most Presences, does my Versatile still count?", A),
            ("what does the Strong-Willed trait tile need and how many VP is it?", A),
            ("solo: rob has a spare mimic token. which trait tile does he put it on?", A),
            ("the trait tile draw pile ran out and i get a trait bonus. can i still pick 'draw'? and if im at 5 tiles where does the discard go with no pile left?", U),
            ("any bonus for the first player to fill all 4 trait slots on their board? like a race bonus?", U),
            ("is the number of interest tokens left in my personal supply open info, or can i hide it behind my board?", U),
            ("do my presence meeples still on the board at the end score anything, like 1 VP each?", U),
        ],
        "es": [
            ("¿Cuántos puntos de victoria (VEP) da cada Ficha de Motivación que gasto en un Recuerdo?", A),
            ("Vale, tío, en solitario Rob coge Fichas de Motivación: ¿las puede coger de la reserva de componentes no disponibles?", A),
            ("Che, en solitario, ¿en qué ubicación pone Rob su dado?", A),
            ("Disculpe, en la variante de dos jugadores, ¿cuántas Fichas de Rasgo se ponen en fila entre los jugadores y qué hace falta para poner un Rasgo Mimético en ellas?", A),
            ("¿Con cuántas fichas de Fuerza de Voluntad supero una Ficha de Frustración y en qué momento puedo hacerlo?", A),
            ("cuando el autobus para en una ubicacion hay orden de turno o eligen todos a la vez?", A),
            ("¿Qué pasa con los dados que quedan en una ubicación después de que el autobús haya parado allí?", A),
            ("Tengo Presencia y también mi dado en la misma ubicación, ¿puedo agarrar el bonus de la parada y además la amistad?", A),
            ("En solitario Rob ya está en la última casilla de su Realización Personal, ¿qué gana por cada avance que le sobra?", A),
            ("En solitario, si Rob y yo sacamos el Recuerdo de la misma ubicación, ¿qué pasa con la carta?", A),
            ("¿Cuántas cartas de Padres roba cada uno al preparar la partida y cuántas se tienen siempre en la mano?", A),
            ("¿Ustedes saben en qué ronda se abren las ubicaciones 9 y 0 y con qué dados se juega?", A),
            ("¿Cuántos VEP da la Ficha de Rasgo Competente y qué pide?", A),
            ("¿Qué hay que hacer para cumplir el Objetivo Persistente?", A),
            ("Los Objetivos de tipo D, ¿cuentan las Fichas de Recuerdo ya usadas?", A),
            ("En el ejemplo del turno 5, el jugador rojo mueve el dado del 4 a la ubicación 6. ¿Por qué gana una Fuerza de Voluntad?", A),
            ("¿Puedo usar más de una Ficha de Recuerdo en el mismo año para mover Contadores de Estado de Ánimo?", A),
            ("¿El límite de mano de 4 es solo para las Fichas de Rasgo o también cuentan las Fichas de Objetivo?", A),
            ("Si pago el Recuerdo con Fuerza de Voluntad en vez de Fichas de Motivación, ¿cuántos VEP me llevo?", A),
            ("ahorita en el paso B no quiero Recuerdo ni Presencia, ¿qué me toca hacer?", A),
            ("En solitario, ¿Rob recibe Objetivos, cartas de Padres o Ficha de Rasgo inicial?", A),
            ("Vos sabés qué hace Rob cuando la parada de autobús muestra una ficha de personaje?", A),
            ("Al montar la partida, ¿cuántas Fichas de Frustración tengo en mi reserva y con qué cara?", A),
            ("Si en el desempate también empatamos en Fichas de Rasgo y de Objetivo completadas, ¿qué se mira después?", A),
            ("Si reboto a la izquierda y no quiero poner una Ficha de Frustración, ¿cuántos VEP pierdo?", A),
            ("¿Sabéis si puedo poner un Rasgo Mimético en la Ficha de Rasgo de otro si su personaje está en mi Registro de Amistad a un nivel más bajo que la posición de esa ficha?", A),
            ("¿Existe alguna variante oficial sin las Cartas de Padres, para jugadores más mayores?", U),
            ("Las Fichas de Objetivo que sobran al repartir, ¿se pueden mirar antes de devolverlas a la caja?", U),
            ("¿Hay alguna variante para jugar con todas las ubicaciones abiertas desde el principio, sin Fichas de Bloqueo?", U),
            ("¿Hay alguna forma de conseguir una quinta Ficha de Objetivo durante la partida?", U),
        ],
    },
    "loop": {
        "en": [
            ("3 player game: how many sets of MATERIAL do we pull out of the game before setup?", A),
            ("how many FAVOUR does the 3rd seat start with in a 3 player game?", A),
            ("who gets the first player marker? the golden HAPPINESS token thing", A),
            ("is there a hand limit for FAVOUR? someone keeps dumping favours on me", A),
            ("end-game trigger: someone just hit HAPPINESS 12, do we stop right now?", A),
            ("tiebreaker in basic mode when 2 players finish on the same HAPPINESS?", A),
            ("The FAVOUR draw pile is empty and so is the discard pile. What happens at the start of my turn?", A),
            ("solo: what does the blue RENEW favour do, and what does it cost?", A),
            ("co-op: do we still draw a FAVOUR every turn? and how do we get played ones back?", A),
            ("How do we win in co-op? does everyone need to hit 12?", A),
            ("solo: if the MATERIAL card i burn at the end of my turn reveals DEPLETION, do i lose the 1 HAPPINESS?", A),
            ("EVENT discard pile: where do CONTINUOUS and IMMEDIATE EVENTs go when they're done?", A),
            ("My HAPPINESS went from 4 to 10 in one turn. How many EVENT cards do I draw?", A),
            ("when do the face-down EVENTs i collected actually flip and take effect?", A),
            ("CREDIT CARD: what do I get when I apply? is there like a welcome bonus?", A),
            ("how much can i put on a CREDIT CARD per turn and when is it paid off?", A),
            ("end game: whats the penalty for an unpaid CREDIT CARD?", A),
            ("7 cards in my LANDFILL at the end of a competitive game, how much HAPPINESS do i lose?", A),
            ("Tycoon WORK: how many COIN do I take from the bank?", A),
            ("can I play the Banker in solo?", A),
            ("lawyer objection vs the officer's first FAVOUR that can't be rejected, who wins?", A),
            ("Politician: someone called my face-down FAVOUR and I was telling the truth. What happens now?", A),
            ("the market (BUY AREA): do empty MATERIAL slots refill right away when someone buys, or later?", A),
            ("what do I need for the HOBBY goal?", A),
            ("the bank ran out of COIN, what do we do?", A),
            ("basic mode: i WORK but i have 0 HAPPINESS to lose. what happens?", A),
            ("Scholar in co-op: after she peeks at the top EVENT, can she tell the rest of the team what's coming?", U),
            ("politician: someone calls my bluff and i was telling the truth. does the caller lose anything, besides me getting the REPUTATION?", U),
            ("The 2nd Semi Mid-Season Sales: half price on a QUALITY 3 MATERIAL would be 1.5 COIN. round up or down?", U),
            ("can i choose CONSUME and complete zero ACTIVITY, just to claim a GOAL i already meet?", U),
        ],
        "es": [
            ("¿Cuántos recursos recibe el INTERN al empezar?", A),
            ("Che, ¿hay límite de ACTIVITY que puedo tener en mi AREA?", A),
            ("Disculpe, en modo solitario, ¿con cuántos GOAL empiezo?", A),
            ("Vale, tío, ¿cuántas MATERIAL puedo comprar en un turno de BUY y cuánto cuesta cada una?", A),
            ("¿Cuánta REPUTATION gano si hago ACCEPT de un SHARE?", A),
            ("Para hacer REJECT de un FAVOUR, ¿qué tengo que pagar?", A),
            ("En cooperativo, ¿se puede hacer REJECT de un FAVOUR?", A),
            ("En cooperativo, ¿con qué FAVOUR empieza cada jugador?", A),
            ("En cooperativo, ¿cuándo se quema una carta de MATERIAL del mazo de robo?", A),
            ("desempate si empatamos en happiness y en reputation que se mira despues", A),
            ("¿Qué pasa cuando se acaba el mazo de MATERIAL y sale la DEPLETION? ¿Se termina la partida en ese momento?", A),
            ("¿Qué pide el GOAL CURIOSITY?", A),
            ("En solitario, ¿qué hace el ACQUIRE azul? ¿A quién le pago la plata?", A),
            ("En solitario, con el SHARE azul, ¿de qué MATERIAL sale la QUALITY y qué pasa si se rompe?", A),
            ("Ahorita me salió el EVENT Economic Slowdown, ¿qué cambia?", A),
            ("¿Qué hace el EVENT Micro-Plastic?", A),
            ("Con el EVENT Hidden Clause, ¿qué pierdo?", A),
            ("¿Cómo se calcula el EVENT The Gap?", A),
            ("Soy el Scientist: ¿puedo agarrar MATERIAL de mi propio LANDFILL?", A),
            ("¿Cuántos FAVOUR roba la Waitress al empezar su turno?", A),
            ("¿Cómo funciona la habilidad del Investor con la moneda?", A),
            ("Con el Craftsman, ¿puedo convertir una MATERIAL en FOOD con Forge?", A),
            ("¿Sabéis cómo se elige la CAREER en el modo competitivo?", A),
            ("En competitivo, si me toca WORK y no tengo HAPPINESS que restar, ¿qué hago?", A),
            ("¿Ustedes saben si el Nurse puede obligar a alguien a coger un FAVOUR?", A),
            ("¿Vos sabés qué pasa con el EVENT Landfill Tax si no tengo plata para pagar?", A),
            ("¿La HAPPINESS puede bajar de 0 en mitad de la partida por un EVENT, como A Diamond Is For Business?", U),
            ("Los GOAL que no cumplo, ¿restan HAPPINESS al final?", U),
            ("¿Puedo elegir BUY y no comprar ninguna MATERIAL, como si pasara el turno?", U),
            ("¿La ficha de HAPPINESS dorada le da algo al jugador inicial en el modo cooperativo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("do Values cards score VP at the end even if i never Meditated them into my hand?", A),
            ("tiebreaker if two players have the same combined score?", A),
            ("who gets the first player marker?", A),
            ("the market: what does it cost to take the right-most card?", A),
            ("can i use energy tokens as extra workers?", A),
            ("end-game trigger: my Happiness and Impact markers just crossed. is it game over right now?", A),
            ("my score went past the end of the track, what now?", A),
            ("solo: how much do the 2nd and 3rd cards from the market cost?", A),
            ("solo: do I draw a Life Event when I pass the Life Event spaces on the track?", A),
            ("solo: what does Meditate do differently?", A),
            ("solo: when does the game end, and what scoring do I skip?", A),
            ("solo: what do I need to actually win?", A),
            ("solo setup: achievement cards, how many do i draw and keep?", A),
            ("worker placement: can i put meeples on the same action spot twice in one turn?", A),
            ("I just played a new Wellness card. Can I use its action this turn?", A),
            ("Experience cards: do they still count for set collection at the end of the game?", A),
            ("does getting Promoted need Grown Up? what does the Interview cost for it?", A),
            ("what's the bonus for a complete heart at the end?", A),
            ("do I have to pass the Grown Up spot on both tracks to be Grown Up?", A),
            ("Life Event cards: when do I resolve them and where do they go after?", A),
            ("negative impact / unhappiness tokens at the end: how do they score?", A),
            ("what does the white box on a card's cost bar mean? like the Marathon example", A),
            ("The Actor promotion example: does the Career's own Fame icon count toward the promotion?", A),
            ("upkeep/reset step: where do spent money, energy and time meeples go?", A),
            ("setup: how many Careers does each player get and keep?", A),
            ("what does the 'effect carries over to next turn' icon mean and which cards have it?", A),
            ("solo: if i reach two levels of my Achievement, do i record my score in both boxes or just the highest one?", U),
            ("do players later in turn order get anything to make up for going after the oldest player, like extra money?", U),
            ("are the Career and Partner cards in my hand hidden from the others, or open info?", U),
            ("worker placement: can i put my time meeples on an action spot of a card in another player's tableau?", U),
        ],
        "es": [
            ("¿Cuántos recursos (tiempo, dinero, energía) recibe cada jugador al empezar?", A),
            ("Che, ¿cuánto cuesta Donate y qué da?", A),
            ("Disculpe, ¿qué necesito para casarme (Married) con mi Partner?", A),
            ("Vale, tío, si cambio de Career, ¿pierdo el Promoted?", A),
            ("¿Qué hace exactamente Meditate?", A),
            ("¿La acción de arriba de Career, sin carta encima, cuánto da?", A),
            ("¿Cuántas cartas hay en el mercado y cómo se repone?", A),
            ("Si cojo la carta de más a la izquierda del mercado, ¿gano algo?", A),
            ("En solitario, ¿cuántas cartas tiene el mercado y cuándo se repone?", A),
            ("En solitario, una carta que me deja coger otra carta extra del mercado: ¿cuánto cuesta esa carta y sube el precio de las demás?", A),
            ("¿Sabéis si en solitario se reparten Values?", A),
            ("En solitario, ¿cuántas Life Event se usan y qué se hace con el resto?", A),
            ("Al final de una partida en solitario, ¿cuentan los puntos de sets de iconos y del corazón?", A),
            ("¿Puedo tener dos Partner a la vez?", A),
            ("¿Cuántas cartas de Wellness puedo tener en juego a la vez? ¿Qué pasa con la vieja?", A),
            ("ronda final: cuando se cruzan los marcadores, quien juega todavia?", A),
            ("¿Qué pasa si paso dos casillas de Life Event en el mismo turno?", A),
            ("¿Qué significa el icono de Grown Up en la barra verde de coste de una carta?", A),
            ("¿Qué significa un icono de Life blanco y negro en la barra verde?", A),
            ("Puntuación final: ¿en qué orden se hacen los pasos?", A),
            ("Ahorita tengo 4 iconos de Family, ¿cuántos happy me dan al final?", A),
            ("¿Ustedes saben cómo se apilan las cartas de Experience?", A),
            ("¿Puedo jugar en el mismo turno una carta que acabo de agarrar del mercado?", A),
            ("¿Vos sabés si puedo usar las dos acciones de una misma categoría, la de arriba y la de abajo, en el mismo turno?", A),
            ("¿La plata que gasto en las acciones vuelve a la reserva o a mí?", A),
            ("¿Los iconos de Life extra que da un Trait cuentan al final?", A),
            ("¿Qué pasa si se acaban las fichas de dinero de la banca?", U),
            ("Un Partner que descarto, ¿va a una pila de descarte que se baraja cuando se acaba el mazo de Partner?", U),
            ("¿Hay alguna variante para principiantes en la que se juegue con los Values boca arriba?", U),
            ("¿Los meeples de tiempo extra que dan algunas cartas son permanentes o solo para ese turno?", U),
        ],
    },
    "cv": {
        "en": [
            ("how do health, relationship and knowledge cards score VP at the end?", A),
            ("tiebreaker when two players have the same points?", A),
            ("who gets the first player marker, is that the bicycle token?", A),
            ("how many dice do i roll each turn?", A),
            ("can 3 good luck symbols from my tokens and dice count as a wild to buy anything?", A),
            ("bad luck: does misfortune make me discard any card from my stacks, or only a top one?", A),
            ("the upkeep cards with the red slash: if i can't pay the upkeep does the card go to the discard pile?", A),
            ("Can dice I already used to buy a card this turn also pay upkeep?", A),
            ("two-colour cards: which stack do they go in?", A),
            ("can I tuck a new Health card under my stack instead of on top?", A),
            ("what are Possession cards for?", A),
            ("2 player: when do we discard the leftmost card of the track?", A),
            ("the market: how many cards are on the track and how is it refilled?", A),
            ("Social assistance: when does it trigger and who qualifies?", A),
            ("social assistance: if 2 people qualify, who picks first?", A),
            ("what's the end-game trigger?", A),
            ("public life goals: if two of us tie for one, do we split the points?", A),
            ("how many public life goals are face up?", A),
            ("setup for 3 players: what do we do with the childhood cards?", A),
            ("event cards: can I use their symbols to buy, and do I get tokens for them?", A),
            ("Bought event cards: do they go into my stacks?", A),
            ("In the scoring example, how does Felix get to 63?", A),
            ("can I play an event card during someone else's turn?", A),
            ("how many cards can i take from the track in one turn?", A),
            ("which deck refills the market after the young adulthood deck runs out?", A),
            ("In the reroll example, why doesn't the player reroll the bad luck die?", A),
            ("for the 'twice as many cards' social assistance check, do the childhood cards still in my hand count?", U),
            ("can i turn 2 money symbols into 1 of another symbol i need, like a conversion at the bank?", U),
            ("is there any way to get a card back from the box once it's been lost?", U),
            ("can an event card be played in the bad luck phase to cancel a misfortune?", U),
        ],
        "es": [
            ("En el ejemplo de la tirada, el jugador tira 5 dados. ¿De dónde sale el quinto dado?", A),
            ("Che, si pierdo la carta de la bicicleta, ¿sigo siendo el jugador inicial?", A),
            ("Disculpe, ¿cuántas cartas de infancia se reparten con 4 jugadores?", A),
            ("Vale, tío, con 2 jugadores, ¿qué cartas de infancia se usan? ¿Lo sabéis?", A),
            ("¿Cómo funciona el draft de las cartas de infancia?", A),
            ("¿El objetivo de vida personal es secreto hasta el final?", A),
            ("¿Los objetivos de vida públicos dan puntos a quién?", A),
            ("¿Puedo juntar fichas y dados para pagar una carta del mercado?", A),
            ("Las cartas de evento, ¿se quedan en mi currículum?", A),
            ("¿Cuántas cartas activas puede haber en cada pila?", A),
            ("¿Qué suelen dar las cartas de Relationship?", A),
            ("Al final de mi turno, ¿cómo actualizo mis fichas?", A),
            ("Mala suerte: con 3 símbolos de mala suerte, ¿qué pierdo?", A),
            ("¿Puedo dejar una carta un poco sacada del mercado para acordarme de que la quiero?", A),
            ("Ayuda social: ¿se puede coger cualquier carta del mercado gratis?", A),
            ("En el ejemplo de la ayuda social, ¿por qué Eric recibe la ayuda y Felix no?", A),
            ("¿En qué orden se cuentan los puntos al final, con el bloc?", A),
            ("Ahorita tengo 3 símbolos de buena suerte, ¿puedo agarrar una carta con condición especial sin cumplirla?", A),
            ("¿Qué se hace con las cartas de infancia que no se usan al preparar?", A),
            ("¿Qué suelen dar las cartas de Knowledge?", A),
            ("¿Qué suelen dar las cartas de Health?", A),
            ("¿Las cartas con coste (la barra roja) en qué fase se pagan?", A),
            ("ronda final: despues del ultimo turno de la ronda cuantas cartas tiene que tener el mazo de vejez para seguir jugando", A),
            ("Al final de la ronda se descarta la carta de la izquierda del mercado: ¿antes o después de reponer?", A),
            ("¿Ustedes saben si las Possession se compran con plata, o sea con símbolos de dinero?", A),
            ("¿Vos sabés cuántas veces puedo volver a tirar los dados?", A),
            ("¿Las fichas que tengo por mis cartas activas se pueden prestar a otro jugador para que compre?", U),
            ("Si nadie puede cumplir un objetivo de vida público, ¿se puede cambiar por otro?", U),
            ("Las cartas de infancia que se apartan al preparar, ¿se pueden mirar?", U),
            ("¿Hay algún premio por tener cartas de los cinco tipos en el currículum?", U),
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
