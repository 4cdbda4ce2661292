"""Write the blind192 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind192/make_questions.py

Style of this set: questions DICTATED BY VOICE to a phone at the table and sent
as the speech recogniser wrote them: little or no punctuation, run-on
sentences, filler words ("um so", "like", "o sea", "este", "bueno pues"),
numbers as words or digits, homophones and misheard game words ("can i by
three MATERIAL", "the rep station", "lets do the clean up face", "favor",
"hay que echo", "haber", "si" for "sí", "cuanto cuesta el dei"), words split
or merged ("hand full", "endgame"), names of cards and actions slightly
wrong, a word repeated ("the the"), a missing question mark. English is
casual and mostly lower case; Spanish mixes Spain (vale, tío, vosotros,
coger), Latin America (che, vos sabés, ustedes, ahorita, plata, agarrar),
usted ("Disculpe, ...") and fast lines without accents. The unanswerable
questions are dictated the same way, about points the rulebooks never settle.

Each game's file is written in a seeded shuffled order (seeds 19201-19204), so the
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
SEEDS = {"coming-of-age": 19201, "loop": 19202, "adulthood": 19203, "cv": 19204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("um so at the start of the game which locations can we actually go to like is five open yet", A),
            ("how many dice do we get in round three and what kind are they", A),
            ("so i pick my die and then i take my other two off the road and they were both on the arcade do i leave one interest token there or two", A),
            ("can i move my die to the location right next to it and what does that cost me", A),
            ("i already got a frustration token sitting on the left end of my green track the overcome one can i still put a new one on that track to change location", A),
            ("um when i bounce to the right and the motivation token icon is covered by a frustration token what do i get", A),
            ("my counter is already on the last space on the left and the experience says move it left again what are my options", A),
            ("the experience space has a icon for the blue track but we havent unlocked blue yet do i just skip it", A),
            ("the memory token that sends a counter to the middle what does it do exactly", A),
            ("i just drew a fifth trait tile what happens and where does the the discard go", A),
            ("once i played a trait tile do i still have to keep meeting its requirement later or is it safe", A),
            ("to mimic the trait tile in the yellow players third slot what level does their character token need to be on my friendship track", A),
            ("when the bus stops and i have both my die and a presence there can i take the bus stop bonus and the friendship bonus both", A),
            ("first time i meet a character where does the token go and do i get any VEP for it", A),
            ("my friend token is on level four can a normal friendship bonus bump it up to five", A),
            ("i spent 3 motivation tokens on one memory how many VEP is that total", A),
            ("this location lets me pay with willpower for the memory how many willpower is it and do i get the same VEP as with motivation", A),
            ("um so i want a new presence but all four of my character tokens are already out on the board what now", A),
            ("when i spend motivation tokens and my mood counter goes back two steps do i get the bonuses of the spaces it passes", A),
            ("ok lets do the end of the year face what do we do with the bus stop tiles and the memory cards", A),
            ("final scoring how much do i lose for each frustration token still on the right end of a track", A),
            ("we tied on VEP at the endgame whats the tie break", A),
            ("theres just two of us whats the deal with the four trait tiles in a row and the neutral characters", A),
            ("um solo game which goal tiles do i draw is it one of each letter like normal", A),
            ("solo when rob has less interest tokens than dice which dice get one", A),
            ("solo robs already at the end of his personal fulfillment track and has another advance what does he get", A),
            ("so what if i run out of interest tokens like all seven of mine are already sitting out on buildings and i still have to pick up another die", U),
            ("i get a trait bonus and want to draw but the trait tile pile is totally empty what happens then", U),
            ("is there like a limit on how many unused memory tokens i can be holding at once", U),
            ("were three players and we like the row of neutral trait tiles from the two player game can we use it with three or four players too is that allowed", U),
        ],
        "es": [
            ("oye tío si muevo el dado a una ubicación que no es adyacente cuántas Fichas de Frustración tengo que poner", A),
            ("a ver cómo me quito una Ficha de Frustración cuánta Fuerza de Voluntad hace falta y dónde va la ficha después", A),
            ("che si mi contador ya está al final del registro de realización personal y tengo que avanzar más qué gano", A),
            ("Disculpe, los iconos de la casilla de experiencia en qué orden se resuelven", A),
            ("bueno pues si gasto tres Fichas de Motivación para un Recuerdo cuántos pasos muevo el Contador de Estado de Ánimo a la izquierda", A),
            ("o sea si alguien ya se llevó el Recuerdo de esa ubicación la carta se repone enseguida o no", A),
            ("vos sabés si puedo pagar el Recuerdo mezclando Fichas de Motivación de dos colores distintos", A),
            ("este si no quiero ni Recuerdo ni Presencia qué tengo que hacer", A),
            ("las cartas de padres que ya juge las pueden ver los demas o son secretas", A),
            ("en la variante de dos jugadores qué nivel de amistad necesito con el personaje neutral de la segunda Ficha de Rasgo de la fila", A),
            ("cuándo consigo una ficha de Rasgo Mimético", A),
            ("cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida", A),
            ("el autobús para en una ubicación donde solo hay Fichas de Interés y ningún dado ni Presencia", A),
            ("al acabar la primera ronda qué ubicaciones se abren y qué dados nos dan", A),
            ("cuántos VEP da una ficha de objetivo si la cumplo al final", A),
            ("en solitario Rob usa Contadores de Estado de Ánimo o Fichas de Frustración como nosotros", A),
            ("en solitario dónde pone Rob su dado si él no elige ubicación", A),
            ("jugando contra Rob le sale una parada con un personaje dónde pone la ficha en su registro de amistad", A),
            ("ahorita en solitario Rob tiene dado en la ubicación y tiene Fichas de Motivación del tipo que pide las gasta o qué", A),
            ("vale y en solitario Rob puede coger Fichas de Motivación que todavía están en la reserva de no disponibles", A),
            ("al final de la partida en solitario qué puntúa Rob", A),
            ("puedo usar una ficha de recuerdo justo antes de la puntuacion final si no la use", A),
            ("si el contador rebota a la izquierda y tengo una Ficha de Frustración ya superada en el extremo izquierdo de ese registro qué pasa", A),
            ("la Ficha de Frustración la puedo superar con Fuerza de Voluntad en cualquier momento o solo en mi turno", A),
            ("qué hay que echo para cumplir el objetivo Comprometido el de Committed", A),
            ("al final de cada turno qué hago con el dado que usé para visitar la ubicación", A),
            ("che las Fichas de Motivación que voy juntando son secretas o las tengo que dejar a la vista de todos", U),
            ("Disculpe, en solitario yo puedo poner mi Rasgo Mimético sobre una Ficha de Rasgo que Rob ya jugó en su tablero", U),
            ("tío y el autobús quién lo mueve de ubicación en ubicación el que empezó o cualquiera de vosotros", U),
            ("puedo quitar una de mis Presencias del tablero y devolverla a mi reserva sin ponerla en otro sitio", U),
        ],
    },
    "loop": {
        "en": [
            ("um so how many COIN and what MATERIAL does the INTERN start with", A),
            ("were playing with two people how many sets of MATERIAL do we take out before setup", A),
            ("at the start of my turn i have five FAVOUR in my hand full do i still draw one", A),
            ("can i just pass my turn i dont want to do anything this round", A),
            ("i have zero HAPPINESS left and i want to WORK what happens", A),
            ("when i BUY how does the QUALITY work is it just what i pay", A),
            ("the ACTIVITY shows two green dots do i take two QUALITY off one FOOD or what", A),
            ("i just finished my fourth ACTIVITY what happens to the older ones", A),
            ("can the same ACTIVITY count for two different GOAL at once", A),
            ("somebody plays me a SHARE and i ACCEPT how much rep station do i get", A),
            ("i already have two REPUTATION can i still ACCEPT a favor and do i get more", A),
            ("how do i REJECT a FAVOUR what does it cost me", A),
            ("can i spend one REPUTATION and no COIN to BUY a QUALITY one MATERIAL", A),
            ("ok lets do the clean up face when do we refill the cards and what if the ACTIVITY deck is empty", A),
            ("DEPLETION just showed up does the game end right now", A),
            ("if i BARTER my QUALITY 3 for his QUALITY 1 do i get anything back for the difference", A),
            ("i SHARE two MATERIAL for one ACTIVITY and the second one gets REJECTed what happens to the QUALITY of the first one", A),
            ("my HAPPINESS went from four to ten in one go how many EVENT do i draw", A),
            ("when do the face down EVENT cards next to my CAREER get flipped", A),
            ("how do i APPLY for a CREDIT CARD and what do i get for it", A),
            ("how much can i PAYOFF on a CREDIT CARD each turn and when is it clear", A),
            ("co-op do we still draw a FAVOUR at the start of our turn", A),
            ("solo mode the blue ACQUIRE what do i pay and who gets the COIN", A),
            ("im the tycoon how many COIN do i get when i WORK", A),
            ("the lawyer wants to use objection on the officers first favour can he", A),
            ("micro plastic is on can i still use a FOOD for an ACTIVITY that needs FOOD", A),
            ("do i have to say how many FAVOUR cards im holding if someone asks or can i keep the number secret", U),
            ("is there like a max number of CREDIT CARDs one person can have at the same time", U),
            ("if i WORK with one HAPPINESS and drop to zero is there a zero spot on the mat and does that count as going into another zone for an EVENT", U),
            ("our new player wants to keep using the beginner side of the player mat in competitive while the rest of us flip ours is that ok", U),
        ],
        "es": [
            ("cuántos FAVOUR puedo jugar en un turno y en qué momento", A),
            ("en un turno de WORK gasto dos REPUTATION cuántas COIN saco si soy INTERN", A),
            ("cuántas REPUTATION hay que gastar para ganar una HAPPINESS y en qué turno se puede", A),
            ("oye hicimos un trato y el otro no cumplió vale el trato o no", A),
            ("quién pierde HAPPINESS cuando sale la DEPLETION", A),
            ("empatamos al final en modo básico cómo se desempata", A),
            ("puedo hacer RECYCLE de una UTILITY del LANDFILL de otro", A),
            ("si juego un RESELL a alguien que no tiene COIN suficientes se puede", A),
            ("qué pide exactamente el GOAL CURIOSITY", A),
            ("como se consigue el GOAL HOBBY", A),
            ("en competitivo cómo se reparten las CAREER y puedo jugar de INTERN si quiero", A),
            ("si se activan dos EVENT CONTINUOUS a la vez cuál vale", A),
            ("al final de la partida cuánta HAPPINESS pierdo por cada CREDIT CARD sin pagar", A),
            ("tengo siete MATERIAL en mi LANDFILL al final cuánta HAPPINESS pierdo", A),
            ("puedo by tres MATERIAL en un mismo turno o cuantos se pueden comprar", A),
            ("en cooperativo ustedes saben cómo se gana", A),
            ("Disculpe, en cooperativo cuándo recupero los FAVOUR que ya jugué", A),
            ("en solitario con cuántos GOAL empiezo", A),
            ("en solitario cuándo se quema el MATERIAL del mazo y si sale la DEPLETION ahí pierdo HAPPINESS", A),
            ("che el Freelancer qué salarios puede elegir cuando hace WORK", A),
            ("vos sabés si el Scientist puede comprar del LANDFILL de otro o del suyo", A),
            ("la Nurse me da un FAVOUR con Care lo puedo rechazar", A),
            ("si al Politician le dicen que miente y es verdad lo que dijo qué pasa", A),
            ("la Waitress cuántos FAVOUR roba al empezar el turno", A),
            ("con Economic Slowdown cuántos MATERIAL puedo comprar y qué pasa cuando hago WORK", A),
            ("ahorita salió Hidden Clause y tengo dos CREDIT CARD qué pierdo", A),
            ("se puede revisar la pila de descarte de FAVOUR para ver cuántos SHARE quedan", U),
            ("tío si el jugador que empezó la partida se tiene que ir quién cierra la ronda final", U),
            ("a ver ninguno de nosotros sabe quién gastó más de 100 dólares últimamente cómo elegimos quién empieza", U),
            ("oye la campaña se puede seguir con gente distinta en cada partida o tienen que ser siempre los mismos jugadores", U),
        ],
    },
    "adulthood": {
        "en": [
            ("um how many time meeples and money and energy do we each start with", A),
            ("we each got two Career cards what do we do with them at the start", A),
            ("can i look at my two face down Values cards", A),
            ("who goes first", A),
            ("can i use both the top spot and the bottom spot in Career on the same turn", A),
            ("what does Interview do if im not Grown Up yet", A),
            ("how much does Donate cost and what do i get", A),
            ("Meditate what are my two options with it", A),
            ("can i use an energy token as a time meeple", A),
            ("i placed all my meeples and started resolving and then i want one more action can i still add it", A),
            ("can i use the same action spot twice in one turn if i have enough time", A),
            ("if i take the leftmost market card do i get anything extra", A),
            ("how much does the rightmost card in the market cost to take", A),
            ("i just played a new Leisure card can i use its action right away this turn", A),
            ("i get a new Career but i already have one what happens to the old one", A),
            ("i crossed a Life Event space on the track when do i resolve the card", A),
            ("do we ever move backwards on the Happiness or Impact track during the game", A),
            ("how do i become Grown Up do i need to pass it on both tracks", A),
            ("to get Promoted what exactly do i need to do", A),
            ("if i replace my Career card do i keep my Promoted marker", A),
            ("what happens at the end with my sad tokens and negative impact tokens", A),
            ("how do the life icon sets score at the end like if i have four family icons", A),
            ("someones markers just crossed do we stop the game right now", A),
            ("solo how many cards are in the market", A),
            ("solo the second and third card i buy from the market what do they cost", A),
            ("solo how does the the game end", A),
            ("if the sad tokens and the negative impact tokens all run out what do we do do we use something else", U),
            ("the money tokens ran out in the supply what do we use now", U),
            ("its just two of us can we use the three card solo market in a normal game to make it faster", U),
            ("the grown up promoted and married markers is there one of each per player or can we run short if everybody gets married", U),
        ],
        "es": [
            ("cuanto cuesta el dei y que me da", A),
            ("cuántas cartas de Resources y Traits puedo tener a la vez", A),
            ("qué significa el icono de Grown Up en la barra verde de una carta", A),
            ("para el ascenso vale el icono de la propia carta de Career o tiene que ser de otras", A),
            ("una vez casado puedo seguir usando las acciones del lado izquierdo de mi Partner", A),
            ("qué gano si tengo el corazón completo al final", A),
            ("si paso el final del track qué hago con el marcador", A),
            ("y si empatamos al final quién gana", A),
            ("en solitario saco Life Event cuando paso esas casillas del track", A),
            ("en solitario para qué sirve Meditate", A),
            ("en solitario cómo se gana la partida", A),
            ("en solitario cómo se preparan las cartas de Achievement", A),
            ("en solitario al final cuentan los puntos de los corazones y de los sets de iconos", A),
            ("Disculpe, qué quiere decir la caja blanca en la barra de coste, lo de haber puesto recursos en otro sitio", A),
            ("si una Life Event me da una ficha triste qué hago con ella", A),
            ("en mi primer turno puedo jugar la carta de Career antes de usar las acciones", A),
            ("puedo jugar la carta que agarré del mercado en este mismo turno", A),
            ("che qué hago con una carta de Experience después de jugarla", A),
            ("cuándo se rellena el mercado y cómo", A),
            ("si ya sé lo de la barra verde pero una carta sin barra verde cuánto cuesta", A),
            ("vale la carta tiene un icono de vida blanco y negro en la barra verde qué necesito para jugarla", A),
            ("el corazón de la carta de Partner con los Values cómo funciona", A),
            ("cuántos Partners puedo tener a la vez", A),
            ("las cartas de Values cuestan algo para jugarlas", A),
            ("si pongo una carta de Community encima de mi espacio de arriba el de abajo también se tapa", A),
            ("vos sabés para qué lado se mueve el marcador de Happiness cuando gano un happy y el de Impact", A),
            ("si ya puse mis meeples en los espacios puedo moverlos de sitio antes de activar nada", U),
            ("puedo cambiar plata por energía en la reserva general tipo dos de dinero por una de energía", U),
            ("se puede mirar cuántas cartas quedan en el mazo principal del mercado", U),
            ("tío perdimos un meeple de tiempo podemos usar otra cosa en su lugar o juego con siete", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll at the start of my turn", A),
            ("how many times can i reroll my dice", A),
            ("the dice showing bad luck can i reroll those", A),
            ("how many cards can i take from the track in one turn", A),
            ("i got three good luck symbols what can i do with them", A),
            ("i got six bad luck symbols between my dice and tokens what happens", A),
            ("the leftover symbols on an event card i played do i keep them as tokens", A),
            ("the card with the red slash when do i pay for it", A),
            ("i cant pay the red slash cost this turn what happens to the card", A),
            ("the tokens i used to buy a card this turn can i use them again for a red slash cost", A),
            ("this card has two colours and two type icons how does that work", A),
            ("i just got a new health card can i slide it under my other health card instead of on top", A),
            ("does a new work card have to go on top of my work stack", A),
            ("how many cards in each of my stacks are active at once", A),
            ("were two players when do we throw away the leftmost card on the track", A),
            ("my tokens do they pile up every turn like income", A),
            ("um does social assistance happen when the old age deck runs out too or only the first two decks", A),
            ("when does the game end exactly", A),
            ("i have four health cards at the end how many points is that", A),
            ("two of us both met a public life goal who gets the points", A),
            ("we tied on points at the end whats the tie break", A),
            ("were two players how do we set up the childhood cards", A),
            ("who starts each round", A),
            ("bad luck misfortune which card do i have to lose", A),
            ("i bought an event card from the track where does it go", A),
            ("when do we switch from the young adulthood deck to the middle age deck", A),
            ("the life goal cards nobody got at setup the ones not dealt and not face up do they go back in the box unseen or can we look at them", U),
            ("later in the game can i rearrange my knowledge stack so a different card is on top not just when i add a new one", U),
            ("social assistance and three of us qualify but the track only has two cards left what happens to the third one", U),
            ("do event cards ever have bad luck symbols on them and if i play one does that bad luck count toward misfortune", U),
        ],
        "es": [
            ("la carta tiene una condición especial y la pago con tres de buena suerte igual tengo que cumplir la condición", A),
            ("las cartas de evento cuándo las puedo jugar", A),
            ("en la limpieza cómo se rellena el track y de qué mazo salen las cartas", A),
            ("en la ayuda social en qué orden cogen las cartas los que tienen derecho", A),
            ("en el reparto de la infancia cómo se eligen las cartas", A),
            ("para qué sirve la ficha de bicicleta", A),
            ("cuál es el máximo de dados que puedo tener", A),
            ("cuántas cartas de meta de vida se ponen boca arriba en el tablero al empezar", A),
            ("las posesiones que quedan tapadas debajo de la pila también dan puntos al final", A),
            ("las cartas de evento una vez jugadas se quedan en mi currículum", A),
            ("somos tres cuántas cartas de infancia se preparan", A),
            ("si tengo dos símbolos de mala suerte en los dados y uno en una ficha cuenta como tres", A),
            ("puedo poner los dados al lado de las cartas mientras pienso qué comprar", A),
            ("puedo sacar un poco la carta del track para acordarme de cuál quería", A),
            ("haber si meto una carta de conocimiento debajo de la pila cuál queda activa", A),
            ("si por la desgracia pierdo la carta de arriba de una pila qué pasa con la de debajo", A),
            ("Disculpe, al final las metas de vida personales se enseñan", A),
            ("bueno pues somos tres al final de la ronda se descarta la carta de la izquierda antes o después de rellenar", A),
            ("puedo usar las fichas de mis cartas activas para comprar cartas del track", A),
            ("en la ayuda social la carta que me llevo va directo a mi currículum sin pagar", A),
            ("qué tipo de carta da normalmente símbolos de dinero", A),
            ("che para qué sirven las cartas de salud además de dar símbolos de salud", A),
            ("qué pasa cuando se acaba el mazo de edad adulta temprana", A),
            ("vale uno tiene cinco cartas y el otro diez el de cinco recibe ayuda social", A),
            ("las cartas de posesion para que sirven", A),
            ("este la ronda termina después del turno de quién", A),
            ("Disculpe, en el reparto de la infancia las cartas que elijo las dejo boca abajo en secreto o se enseñan a los demás", U),
            ("la meta pública Collector pide tener cinco posesiones o tener más que nadie", U),
            ("oye si el de la bici se tiene que ir de la partida quién empieza las rondas ahora", U),
            ("cuántas cartas de cada tipo hay en el mazo de edad adulta temprana", U),
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
