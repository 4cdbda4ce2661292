"""Write the blind142 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind142/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 14201-14204), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking what is public and what is secret (what a
player may look at, show, tell or keep hidden; when something is revealed).
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
SEEDS = {"coming-of-age": 14201, "loop": 14202, "adulthood": 14203, "cv": 14204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("are the trait tiles in my hand secret or do the others get to see them?", A),
            ("the 4 goal tiles i got at setup, do i keep those hidden till the end or put them out on the table?", A),
            ("can i look thru the pile of parent cards someone else already played?", A),
            ("when i play a parent card does it go face up or face down", A),
            ("how many parent cards am i meant to be holding? do i draw a new one right after i play one", A),
            ("is the trait tile draw pile face up so we can pick one, or face down?", A),
            ("i got a trait bonus and drew a tile. does it go straight on my board or in my hand?", A),
            ("i have 4 trait tiles in hand and just drew a 5th. what do i do and where does the one i ditch go", A),
            ("once i play a trait tile onto my board, can the other players use it somehow?", A),
            ("are the memory cards on the locations face up? can i see what each place gives before i choose", A),
            ("nobody took the memory card at the pizzeria this year. does it stay there face up or get replaced?", A),
            ("my friend just won the memory at the arcade. does a new card get flipped there straight away?", A),
            ("starting trait tile: do we each pick the one we like or draw one blind?", A),
            ("which locations are under roadblocks at the start and when do they open up?", A),
            ("can i wait and see wich dice the others keep before i pick mine?", A),
            ("coming of age: do we all roll at the same time or go one by one?", A),
            ("when i pull my other dice off the road, where do the interest tokens go? on the board where everyone sees?", A),
            ("bus stops at my location: do we all pick bus stop bonus or friendship at the same time, or one after another", A),
            ("is the VEP score out in the open on the main board or does everyone keep their own count?", A),
            ("i used a memory token. do i give it back to the supply or keep it?", A),
            ("solo: does rob get goal tiles and parent cards too?", A),
            ("solo - rob has trait tiles face down by his board. when do they actually get turned face up?", A),
            ("solo: when rob draws a trait tile, face up or face down, and where does it go?", A),
            ("2 player game: what are the 4 trait tiles lying in a row between us for?", A),
            ("i have the Saver goal. if another player has exactly as many tokens as me, does it still count?", A),
            ("right before final scoring can i still use an unused memory token i kept?", A),
            ("my starting trait tile has that blue back, so while i hold it everyone can tell it's still my starting one. do i have to hide the back somehow or is that just how it is?", U),
            ("is bluffing allowed? like telling the table i've got a trait tile i don't really have so they change their plans", U),
            ("can we lift the roadblock tiles and peek at the locked locations before they open?", U),
            ("are we allowed to count how many trait tiles are left in the face-down pile?", U),
        ],
        "es": [
            ("Oye, las Cartas de Padres que tengo en la mano, ¿las tengo que enseñar o son secretas?", A),
            ("¿Puedo revisar cuando quiera la pila de Cartas de Padres que ya jugó otro jugador?", A),
            ("Disculpe, ¿cuántas Fichas de Rasgo puedo tener en la mano como máximo?", A),
            ("si me paso del limite y descarto una ficha de rasgo va arriba o al fondo de la pila", A),
            ("¿Para jugar una Ficha de Rasgo tengo que cumplir el requisito todo el rato o solo en ese momento?", A),
            ("¿Puedo poner un Rasgo Mimético en una Ficha de Rasgo que otro todavía tiene en la mano?", A),
            ("Che, para imitar el Rasgo de otro jugador, ¿qué necesito además de cumplir el requisito?", A),
            ("¿Cuándo se sacan las Fichas de Objetivo? ¿Se enseñan en algún momento de la partida?", A),
            ("al final cuantas fichas de objetivo puedo jugar y cuanto vale cada una", A),
            ("¿Las Cartas de Recuerdo nuevas se ponen boca arriba o boca abajo al final del año?", A),
            ("El mazo de Cartas de Recuerdo, ¿va boca arriba o boca abajo?", A),
            ("Si vosotros y yo tenemos dado en la misma ubicación, ¿podemos coger todos el Recuerdo o solo uno?", A),
            ("Tío, en la fase 1 ¿cada uno elige su dado cuando le da la gana o todos a la vez?", A),
            ("En la fase 2, ¿puedo esperar a ver qué hacen los demás antes de usar mi Ficha de Recuerdo?", A),
            ("Cuando para el autobús, en el paso B ¿elegimos Recuerdo, Presencia o Carta de Padres por turnos o todos a la vez?", A),
            ("Cuando supero una Ficha de Frustración, ¿le doy la vuelta? ¿Dónde se queda?", A),
            ("Al cambiar el dado de ubicación, ¿en qué Registro de Ánimo pongo la Ficha de Frustración?", A),
            ("En solitario, ¿Rob usa Contadores de Estado de Ánimo y Fichas de Frustración como yo?", A),
            ("jugando solo, la ficha de rasgo con la que empieza rob va boca arriba o boca abajo?", A),
            ("En solitario, al acabar, ¿qué pasa con las Fichas de Rasgo que Rob tiene boca abajo?", A),
            ("¿Para qué es la Ficha de Frustración que se pone en el tablero de Rob al preparar?", A),
            ("Ahorita en solitario solo Rob ganó el Recuerdo. ¿La Carta de Recuerdo se quita igual?", A),
            ("Vale, en la variante de 2, ¿qué nivel de amistad necesito con el personaje neutral para imitar la tercera Ficha de la fila?", A),
            ("Tengo el Objetivo Familiar. ¿Puedo contar cuántas Cartas de Padres han jugado los demás?", A),
            ("Las Fichas de Interés que dejo, ¿se quedan a la vista en el edificio de la ubicación?", A),
            ("¿Las Paradas de Autobús se ponen boca arriba en las 10 ubicaciones desde el principio, también en las bloqueadas?", A),
            ("¿Puedo apuntar en un papel qué Fichas de Rasgo mando al fondo de la pila, para saber cuáles no van a salir pronto?", U),
            ("Al final, cuando juego mis Fichas de Objetivo, ¿los demás pueden exigir que les demuestre que cumplo cada requisito o se fían de mí?", U),
            ("Somos tres y sobra una Ficha de Rasgo inicial que se quita del juego. ¿Alguien la puede mirar o va a la caja sin verla?", U),
            ("al acabar tengo que enseñar las cartas de padres que me quedan en la mano o se guardan sin mostrar", U),
        ],
    },
    "loop": {
        "en": [
            ("do my COIN have to stay where everyone can see them?", A),
            ("i just met a GOAL on my CONSUME turn, do i have to show it now or can i keep it quiet for a turn", A),
            ("where do i put a GOAL once i've achieved it?", A),
            ("co-op: are we allowed to show each other our hands?", A),
            ("co-op: when i play a FAVOUR it doesn't go to anybody, so where does it go?", A),
            ("in co-op can somebody REJECT the FAVOUR i play?", A),
            ("solo: how many GOAL do i start with?", A),
            ("solo, i played a blue FAVOUR. where does it go and do i ever get it back?", A),
            ("someone said he'd give me 2 COIN if i accepted his BARTER, i did, and now he won't pay. is he allowed to do that?", A),
            ("the Politician face-down thing, how does it work exactly?", A),
            ("if i just REJECT the Politician's face-down FAVOUR without calling the bluff, does anyone get to see what it was?", A),
            ("Soldier: whose hand can she take from, and does she get to pick the card?", A),
            ("when i draw an EVENT do i read it straight away?", A),
            ("how do we keep track of which CONTINUOUS EVENT is active right now?", A),
            ("what do i do with an IMMEDIATE EVENT once its resolved?", A),
            ("are the EVENT and CREDIT CARD decks face up or face down on the board?", A),
            ("how do i actually play a FAVOUR on someone? hand it to them?", A),
            ("i REJECTed a FAVOUR. where does the card go?", A),
            ("FAVOUR deck is empty and i need to draw. what now?", A),
            ("how can everyone tell what QUALITY a MATERIAL is at?", A),
            ("how do the others know how much REPUTATION i've got?", A),
            ("setup q: which MATERIAL go face up around the DEPLETION?", A),
            ("The Gap just came up. do the COIN sitting on my CREDIT CARD count?", A),
            ("co-op: does everyone start with a different hand of FAVOUR?", A),
            ("an IMMEDIATE EVENT hits everybody. who resolves it first?", A),
            ("Scholar: which decks can she peek at and how often?", A),
            ("the Nurse gives me a FAVOUR with Care. does she have to show the table which one it is, or can she slide it over face down?", U),
            ("Politician: when she claims what her face-down FAVOUR is, does she say it out loud to everyone or just to the player she plays it on?", U),
            ("when someone plays SHARE on me, do they have to tell me which ACTIVITY they're going to CONSUME before i decide to ACCEPT or REJECT?", U),
            ("in a deal can i lie about which FAVOUR i have in my hand? like say i've got no BARTER when i do", U),
        ],
        "es": [
            ("¿Cuántas GOAL le tocan a cada uno y qué se hace con las que sobran?", A),
            ("En cooperativo, ¿es obligatorio jugar con la mano abierta o cada uno decide?", A),
            ("En cooperativo, ¿cuándo recupero los FAVOUR que ya jugué?", A),
            ("Che, en el cooperativo, ¿cuándo se quema un MATERIAL y cuál, el de arriba del mazo?", A),
            ("En solitario, ¿el MATERIAL se quema cada turno o cada ronda?", A),
            ("Con el Politician, si le canto el farol y decía la verdad, ¿qué pasa?", A),
            ("y si le pillo el farol al politician y era mentira q pasa con la carta", A),
            ("Soy el Scholar: ¿cuántas veces por turno puedo mirar la carta de arriba de un mazo?", A),
            ("Social Responsibility: ¿de la mano de quién puedo sacar un FAVOUR?", A),
            ("Las EVENT que robo, ¿cuándo se les da la vuelta?", A),
            ("Vos, si cambio de zona de HAPPINESS en el turno de otro, ¿robo EVENT igual?", A),
            ("Ya tengo 5 FAVOUR y alguien me juega otro. Si lo acepto, ¿me lo quedo en la mano igual?", A),
            ("Al empezar mi turno, ¿cuántos FAVOUR robo?", A),
            ("¿Cómo se rechaza un FAVOUR?", A),
            ("Oye, los tratos que hacemos hablando, ¿son obligatorios?", A),
            ("Al terminar mi turno, ¿se reponen los MATERIAL y las ACTIVITY boca arriba?", A),
            ("¿Cuántas ACTIVITY se ponen boca arriba al preparar?", A),
            ("¿Cómo sabemos quién fue el jugador inicial?", A),
            ("Disculpe, ¿dónde van los MATERIAL BROKEN y quién los puede usar después?", A),
            ("En competitivo, ¿cómo se elige la CAREER?", A),
            ("La Lawyer, ¿puede rechazar un FAVOUR que no va para ella?", A),
            ("el freelancer puede cambiar un favour de la mano por otro del mazo?", A),
            ("Hypebeast: ¿cuándo elijo al jugador y qué le miro?", A),
            ("Si hay empate al final, ¿qué se mira primero?", A),
            ("En cooperativo, ¿ganamos si solo uno llega a 11?", A),
            ("¿Cuándo aparece la DEPLETION y qué pasa entonces?", A),
            ("¿Puedo ir apuntando en un papel qué FAVOUR acepta cada uno, para saber qué tiene en la mano?", U),
            ("Al final, los GOAL que no cumplí, ¿hay que enseñarlos a todos o se quedan secretos?", U),
            ("Cuando la Lawyer usa Objection y descarta un FAVOUR, ¿tiene que enseñar cuál descarta?", U),
            ("Soy el Officer. ¿Tengo que avisar de que mi primer FAVOUR del turno no se puede rechazar, o es cosa del otro saberlo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("in adulthood can i peek at my two face down values?", A),
            ("the value card in my hand, can the other players see it?", A),
            ("my daughter wants to show me her values so i can help her. is that allowed?", A),
            ("how do i get to see one of my face down values during the game?", A),
            ("when i meditate to swap a value, do i get to look at the new one i draw?", A),
            ("when do the values get shown to everyone?", A),
            ("do values ever get played onto the table like the other cards?", A),
            ("markers just crossed. do we flip our values right now?", A),
            ("in my experience stack how much of each card is supposed to show?", A),
            ("traits and resources, do they get tucked away or stay fully visible?", A),
            ("how many careers do we start with, and do we keep both?", A),
            ("how many market cards are face up?", A),
            ("can i put out my time while the person before me is still playing?", A),
            ("after i activate a spot, do the time and money stay on it?", A),
            ("life events: when do i resolve them and where do they go after?", A),
            ("where do unhappiness and negative impact tokens come from and when do they count?", A),
            ("solo: do i get values cards?", A),
            ("solo: do i get to look at both achievement cards before picking one?", A),
            ("solo, the life events - face up or face down, and how many?", A),
            ("solo: what happens to the market cards at the end of a round?", A),
            ("solo: do i take a life event when i pass the life event spaces on the track?", A),
            ("solo: where do i write down my score?", A),
            ("does being married to a partner that matches one of my values get me anything?", A),
            ("how does everyone see the score? one marker for happiness and one for impact?", A),
            ("when do i get the grown up marker?", A),
            ("i played an experience card. where does it go after i use it?", A),
            ("end of the game, do we have to show the cards still in our hands that we never played, or do they go back in the box unseen?", U),
            ("can i keep notes on paper of which cards each player takes and which values they throw away, to guess what they're going for?", U),
            ("do my unhappiness and negative impact tokens have to sit where everyone can see them, or can i keep them under my board till the end?", U),
            ("can i tell the others which partner cards i've got in my hand, like just announce it, or is that against the rules?", U),
        ],
        "es": [
            ("¿Cuántos Values le tocan a cada uno al empezar y cuáles puedo mirar?", A),
            ("¿Mis Values los puede ver alguien durante la partida?", A),
            ("Disculpe, ¿qué se puede hacer con la acción de Meditar?", A),
            ("cuanto cuesta meditar", A),
            ("¿En qué orden se hace la puntuación final y cuándo se enseñan los Values?", A),
            ("Se cruzaron mis marcadores. ¿Se acaba ya la partida o seguimos jugando?", A),
            ("Las cartas de Experience, ¿se ven enteras en la pila o solo una parte?", A),
            ("Los Life Events que ya resolví, ¿dónde los pongo y qué tiene que verse?", A),
            ("¿Cuántos Traits y Resources puedo tener delante a la vez?", A),
            ("En el primer turno, ¿juego la Career de la mano antes o después de gastar el tiempo?", A),
            ("Tío, ¿puedo cambiar dónde puse el tiempo después del paso 1?", A),
            ("Las cartas del mercado están boca arriba: ¿cuánto cuesta agarrar cada una según dónde esté?", A),
            ("¿Qué hace la Date y cuánta plata cuesta?", A),
            ("¿Qué hace la Interview?", A),
            ("En solitario no se reparten Values; ¿qué hace Meditar entonces?", A),
            ("En solitario, ¿cuántas Life Events se usan y cómo se ponen?", A),
            ("En solitario, ¿cuándo se termina la partida?", A),
            ("En solitario, ¿cuánto cuestan las cartas del mercado?", A),
            ("en solitario como se gana", A),
            ("Las fichas de Infelicidad que tengo, ¿cuándo me restan?", A),
            ("¿Cómo funcionan los sets de iconos de Vida al final?", A),
            ("Si empatamos, ¿quién gana?", A),
            ("Che, ¿qué pasa si mi marcador pasa el final del track?", A),
            ("¿Puedo usar fichas de energía como si fueran tiempo?", A),
            ("¿Quién empieza la partida?", A),
            ("Para jugar una carta con el icono de Grown Up en la barra verde, ¿qué necesito?", A),
            ("¿Puedo decirles a los demás, de verdad, qué Value tengo en la mano, para que no me quiten las cartas que necesito?", U),
            ("En solitario, las cartas que quito del mercado al final de la ronda, ¿las puedo volver a mirar después?", U),
            ("¿Se pueden contar las cartas que quedan en el mazo que rellena el mercado?", U),
            ("Si un jugador se tiene que ir a mitad de partida, ¿se enseñan sus Values o se retiran sin mirarlos?", U),
        ],
    },
    "cv": {
        "en": [
            ("is my life goal secret? when does everybody find out what it is?", A),
            ("how many public life goals go face up on the board?", A),
            ("two of us tied on a public life goal. who gets the points?", A),
            ("childhood draft: how does the passing work?", A),
            ("the bicycle card, do i keep it hidden like the other childhood cards?", A),
            ("3 players: what happens with the childhood cards nobody gets dealt?", A),
            ("bought an event card from the track. does it go in my cv or in my hand?", A),
            ("can i play an event card during someone elses turn?", A),
            ("i used an event card, do i keep it in front of me?", A),
            ("how much of the older cards in my stacks is supposed to show?", A),
            ("can i tuck a new health card under my others so my current one stays on top?", A),
            ("a card with 2 colours - when do i have to decide what type it is?", A),
            ("which dice can i reroll and how many times?", A),
            ("can i put my dice next to a card on the track while i'm deciding?", A),
            ("im thinking about buying a card, can i pull it out of the row a bit to remember?", A),
            ("i got 3 bad luck. what happens?", A),
            ("do my tokens pile up from turn to turn?", A),
            ("when does the leftmost card on the track get thrown out?", A),
            ("social assistance: who gets it and what do they get?", A),
            ("when exactly does the game end?", A),
            ("at the end what order do we count points in?", A),
            ("tie on points, who wins?", A),
            ("red slash on a card, when do i pay it?", A),
            ("3 good luck symbols, can i just take any card?", A),
            ("who starts each round?", A),
            ("do i get tokens for the symbols on event cards i play?", A),
            ("can i lie about which event cards i'm holding? like say i've got a good luck one to scare someone off a card", U),
            ("game over: do i have to show the event cards and childhood cards still in my hand, or can they stay hidden?", U),
            ("are we allowed to count how many cards are left in the early adulthood deck?", U),
            ("after the childhood draft i know two of the cards my neighbour ended up with. am i allowed to tell everyone what she has?", U),
        ],
        "es": [
            ("¿Cuándo se enseñan las metas de vida personales?", A),
            ("¿Cuántas metas públicas se ponen boca arriba si somos 4?", A),
            ("¿Quién se lleva los puntos de una meta pública?", A),
            ("¿Cuántas cartas hay boca arriba en el track al empezar y de qué mazo salen?", A),
            ("A 2 jugadores, ¿cómo se preparan las cartas de infancia?", A),
            ("En el draft de infancia, ¿a quién le paso las cartas?", A),
            ("¿Qué hago con la carta de la bici si me toca?", A),
            ("Las cartas de evento que compro, ¿van a mi currículum?", A),
            ("¿Cuándo puedo jugar una carta de evento?", A),
            ("los simbolos de una carta de evento me dan fichas?", A),
            ("Che, de las cartas de abajo de mis pilas, ¿qué se ve?", A),
            ("¿Puedo meter una Posesión o un Trabajo debajo de la pila?", A),
            ("¿Los dados con mala suerte se pueden volver a tirar?", A),
            ("¿Cuántas veces puedo relanzar los dados?", A),
            ("¿Cuántas cartas puedo agarrar del track en mi turno?", A),
            ("Con tres de buena suerte, ¿me salto también la condición especial de la carta?", A),
            ("Si junto 6 de mala suerte entre dados y fichas, ¿cuántas cartas pierdo?", A),
            ("¿Las fichas se van acumulando de un turno a otro?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Quién tiene derecho a la asistencia social?", A),
            ("Con asistencia social, si somos varios, ¿en qué orden cogemos?", A),
            ("Cuando se acaba el mazo de adultez temprana, ¿de dónde salen las cartas nuevas?", A),
            ("¿Cuántos puntos dan 4 cartas de Salud al final?", A),
            ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
            ("¿Con cuántos dados tiro al principio?", A),
            ("Ustedes saben para qué sirve la ficha de la bicicleta?", A),
            ("¿Puedo pedirle a otro jugador que me deje comprobar que sus fichas coinciden con sus cartas activas?", U),
            ("Cuando se mira la asistencia social, ¿los demás tienen que enseñar las cartas que tienen en la mano para contarlas?", U),
            ("Si juego una carta de evento, ¿la tengo que enseñar a todos o basta con decir qué símbolos me da?", U),
            ("Terminado el draft de infancia, ¿puedo volver a mirar las cartas que le pasé al de la izquierda?", U),
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
