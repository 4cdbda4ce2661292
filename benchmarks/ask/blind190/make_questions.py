"""Write the blind190 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind190/make_questions.py

Style of this set: players who MIX LANGUAGES at the table (an English copy of the
game played with Spanish speakers, or the other way round). Spanish sentences keep
the English names of cards, actions, resources and phases as printed ("si hago WORK
dos veces, ¿cobro doble?", "el Grown Up ese...", "la Bus Stop Tile"); English
sentences carry the odd Spanish word ("my mano", "la plata", "the ficha"); some
terms are half translated and some are false friends ("eventualmente", "actualmente",
"carrera" for Career). Coming of Age Spanish uses the Spanish answer sheet's terms
(Ficha de Frustración, Registro de Ánimo, Contador de Estado de Ánimo, Fichas de
Motivación, Fuerza de Voluntad, Recuerdo, Presencia, Ficha de Rasgo, Rasgo Mimético,
VEP) next to the English names the sheet does not translate (Bus, Bus Stop Tile,
Parent Card, Goal Tile, Interest Token, Friendship Track). Spanish mixes Spain,
Latin America, usted and fast lines without accents. 60 questions per game, 30
English and 30 Spanish, each 26 answerable and 4 that the rulebook does not answer.

Each game's file is written in a seeded shuffled order (seeds 19001-19004), so the
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
SEEDS = {"coming-of-age": 19001, "loop": 19002, "adulthood": 19003, "cv": 19004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ok so how many turns is the whole partida, and how many rounds is that split into?", A),
            ("setup: where do my 7 Character Tokens go? all of them infront of me?", A),
            ("i wanna move my die to the location de al lado. what does that cost me?", A),
            ("can i send my die to a location that's NOT next to it? cuánto cuesta", A),
            ("are the two end locations adjacent to each other? like does the board wrap around", A),
            ("every one of my open Mood Tracks already has a Frustration Token on one end. can i still change location?", A),
            ("the dice i don't pick, where does the Interest Token go exactly", A),
            ("I had 2 Interest Tokens waiting at the place i finally chose. what happens with them?", A),
            ("my Personal Fulfillment Counter is already on the last space and i have to advance again, do i just lose the step?", A),
            ("do i get to pick the order of the icons in the Experience Space or is it fixed?", A),
            ("the Experience Space wants me to move the blue Counter but i don't even have blue yet lol", A),
            ("can i flip 2 Memory Tokens in the same turn to move two Counters?", A),
            ("my Counter is already all the way right and i have to move it right again. what do i get? and if a frustración covers that icon?", A),
            ("bouncing left on a track where my frustration is already overcome, on the far left. do i lose VEP?", A),
            ("how do i get rid of a Frustration Token, can i pay it off with Willpower?", A),
            ("i have 4 Trait Tiles in my mano and a bonus lets me draw a fifth. what now", A),
            ("do i need to keep meeting a Trait Tile's requirement after i play it, or only at the moment i play it?", A),
            ("to mimic a trait on my buddy's board, what friendship level do i need with his character?", A),
            ("the Bus stops where i have my die AND a Presence. two bonuses then?", A),
            ("how do i get a kid from level 4 up to level 5 on the Friendship Track?", A),
            ("i spend 3 Motivation Tokens of the same type on a Memory. how much VEP is that?", A),
            ("all 4 of my Character Tokens are already out as Presences. can i still put a new one somewhere?", A),
            ("what are my leftover fichas worth at the end? i got 4 willpower, 3 motivation and 2 unused memory tokens", A),
            ("2 player game: what goes in the middle at setup, and what's special about those tiles?", A),
            ("solo: which Goal Tiles do i draw when i play against Rob Bot?", A),
            ("rob bot keeps crushing me, is there an easier setting? and a harder one for later?", A),
            ("can i move one of my kids back DOWN a level on my Friendship Track, or take him off it completely, to free up a space?", U),
            ("someone used my Presence to put my character on their Friendship Track. do i get anything out of that, like a thank-you VEP?", U),
            ("solo: rob puts 'one of the Dice he just rolled' in my building. which one, the lowest? does the number even matter?", U),
            ("can i count how many cards are left in someone else's Parent Card deck, or is that private?", U),
        ],
        "es": [
            ("¿Cuántas Fichas de Frustración tengo en mi suministro al empezar y de qué lado van?", A),
            ("¿Cuántas Parent Cards tengo en la mano, y qué pasa después de jugar una?", A),
            ("en la primera ronda con que dados se juega y cuantos turnos son", A),
            ("Vale, ¿eventualmente se abren todas las ubicaciones? ¿Cuáles se desbloquean en cada ronda?", A),
            ("Los dados, ¿los tiráis por turnos o todos a la vez? ¿Puedo esperar a ver qué elegís los demás antes de elegir yo?", A),
            ("Al final del año, ¿qué se hace con la Bus Stop Tile de más a la derecha?", A),
            ("Cuando acaba la ronda, ¿qué Registro de Ánimo se abre después del verde, y en qué orden siguen?", A),
            ("¿En qué orden va parando el Bus? ¿Para en todas las ubicaciones?", A),
            ("Si tengo una Presencia en una ubicación pero ningún dado, cuando para el Bus ¿puedo coger el Recuerdo?", A),
            ("Si dos gastamos Fichas de Motivación en la misma carta de Recuerdo, ¿la ganamos los dos?", A),
            ("La carta de Recuerdo que alguien se llevó, ¿se repone enseguida? ¿cuándo?", A),
            ("Si pago 4 de Fuerza de Voluntad en vez de Fichas de Motivación, ¿cuántos VEP me da el Recuerdo?", A),
            ("¿Puedo poner dos Presencias mías en la misma ubicación?", A),
            ("Disculpe, ¿para qué sirve exactamente una Presencia en los turnos siguientes?", A),
            ("Mi Contador de Estado de Ánimo está en la casilla de más a la izquierda y me toca moverlo otra vez a la izquierda. ¿Qué opciones tengo?", A),
            ("¿Puedo gastar Fichas de Motivación de dos tipos distintos en el mismo Recuerdo, una de cada?", A),
            ("¿Qué hace la Ficha de Recuerdo de mover al centro? ¿Y cuándo la puedo usar?", A),
            ("¿Cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida?", A),
            ("¿Puedo copiar con Rasgo Mimético un rasgo que ya copié en el tablero de otro jugador?", A),
            ("Al final, ¿cuántas Goal Tiles puedo jugar y cuánto vale cada una?", A),
            ("¿Cuántos VEP pierdo por cada Ficha de Frustración sin resolver al final?", A),
            ("En solitario, ¿cómo pone Rob sus Interest Tokens si tiene menos fichas que dados?", A),
            ("En solitario, ¿Rob gasta de verdad sus Fichas de Motivación cuando se lleva los VEP del Recuerdo?", A),
            ("ahorita en solitario la Bus Stop Tile muestra un personaje, ¿qué hace Rob con eso?", A),
            ("Al final de una partida contra Rob, ¿qué puntúa él?", A),
            ("Empatamos a VEP, ¿quién gana?", A),
            ("Oye tío, los personajes neutrales (el morado y los demás), ¿tienen algo distinto entre ellos o da igual con cuál haga amistad?", U),
            ("¿Se pueden mirar las cartas de Recuerdo que ya se retiraron del juego, para saber cuáles quedan en el mazo?", U),
            ("che, las Fichas de Motivación que gasto en un Recuerdo o en una Presencia, ¿vuelven al suministro general o salen del juego?", U),
            ("Al preparar, pongo los Contadores turquesa y verde en la casilla central. ¿Gano ya la bonificación de esa casilla?", U),
        ],
    },
    "loop": {
        "en": [
            ("we're 3 players, how many MATERIAL sets do we take out before setup?", A),
            ("who goes first? the one who most recently spent over $100, lol, is that for real?", A),
            ("i'm sitting 3rd in a 4 player game, how many FAVOUR do i start with?", A),
            ("i already have 5 FAVOUR in my mano at the start of my turn, do i still draw one?", A),
            ("can i just pass my turn if i don't wanna WORK, BUY or CONSUME?", A),
            ("BUY: how many MATERIAL max in one turn, and how is the QUALITY decided?", A),
            ("the ACTIVITY shows two of the same colour. can i take 2 QUALITY off one MATERIAL?", A),
            ("what happens when a MATERIAL gets down to QUALITY 0?", A),
            ("i just completed my 4th ACTIVITY, where does one of the old ones go?", A),
            ("i meet a GOAL in my CONSUME turn, can i wait and reveal it later, like next turn?", A),
            ("can the same ACTIVITY count for two GOALs at once?", A),
            ("what does CURIOSITY need exactly?", A),
            ("can i play a FAVOUR in the middle of my BUY, or only before it?", A),
            ("someone plays me a SHARE. how much REPUTATION if i accept?", A),
            ("i have 2 REPUTATION already, can i still ACCEPT a FAVOUR?", A),
            ("how do i REJECT a FAVOUR, what does it cost me?", A),
            ("my primo promised me a BARTER if i play him a SHARE first. is that deal binding?", A),
            ("when do the new MATERIAL and ACTIVITY cards get flipped into the empty slots?", A),
            ("DEPLETION shows up during my turn, does the game stop right there?", A),
            ("competitive: how many CAREER do i get dealt, and can i play INTERN instead?", A),
            ("my HAPPINESS goes from 4 to 10 in one turn. how many EVENT do i draw?", A),
            ("when do my face-down EVENTs actually go off?", A),
            ("APPLY for a CREDIT CARD: what do i get?", A),
            ("how much COIN can i put on a CREDIT CARD per turn for the PAYOFF, and when is it cleared?", A),
            ("co-op: are we allowed to show each other our cards?", A),
            ("the Tycoon's WORK, how does that even work? the plata doubles?", A),
            ("co-op: can my teammate drop some of his COIN on MY CREDIT CARD to do the PAYOFF for me?", U),
            ("Artist question: Create gives '1 COIN' and the SALARY also says +1 COIN. is that the same coin or do i get 2 when i WORK?", U),
            ("i'm at 0 HAPPINESS so WORK just gives me 1 COIN and ends my turn. can i still spend REPUTATION for extra COIN on that WORK?", U),
            ("politician plays me a face-down FAVOUR, i call the bluff and it was true. do i lose anything for calling wrong, besides him getting the REPUTATION?", U),
        ],
        "es": [
            ("¿Con cuántos COIN y qué MATERIAL empieza el INTERN en el Basic Mode?", A),
            ("Si el mazo de FAVOUR está vacío al empezar mi turno, ¿de dónde robo?", A),
            ("si hago WORK dos veces, ¿cobro doble?", A),
            ("¿Cuántas ACTIVITY puedo hacer en un CONSUME y cuánta HAPPINESS me dan?", A),
            ("¿Cuántas veces se puede lograr el mismo GOAL? ¿Y cuántos GOAL tengo en toda la partida?", A),
            ("¿Qué pide el GOAL HOBBY?", A),
            ("Che, ¿le puedo jugar un ACQUIRE a alguien que no tiene ningún MATERIAL?", A),
            ("Si hago BARTER dando un MATERIAL de QUALITY 3 por uno de QUALITY 1, ¿me devuelven la diferencia?", A),
            ("¿Puedo hacer RECYCLE de un UTILITY del LANDFILL de otro? ¿Y de mi propio LANDFILL?", A),
            ("¿Puedo jugar un RESELL a alguien que no tiene plata suficiente para pagarme?", A),
            ("¿Puedo comprar un MATERIAL de QUALITY 1 pagando solo con REPUTATION, sin COIN?", A),
            ("Disculpe, ¿cuánta REPUTATION hay que gastar para ganar 1 HAPPINESS y en qué turno se puede?", A),
            ("Cuando alguien llega a HAPPINESS 12, ¿se termina la partida en ese momento?", A),
            ("El que dispara la DEPLETION al final de su turno, ¿pierde algo?", A),
            ("Las IMMEDIATE EVENT, ¿a quién afectan y en qué orden se resuelven?", A),
            ("¿Cuándo puedo pedir (APPLY) una CREDIT CARD?", A),
            ("En Competitive no me queda HAPPINESS y solo podría hacer WORK, ¿qué hago?", A),
            ("al final tengo 2 CREDIT CARD sin pagar y 7 MATERIAL en mi LANDFILL, cuanta HAPPINESS pierdo", A),
            ("En cooperativo, ¿cuándo ganamos?", A),
            ("En cooperativo, ¿se puede hacer REJECT de un FAVOUR gastando REPUTATION?", A),
            ("En solitario, ¿cuántos GOAL tengo y qué FAVOUR uso?", A),
            ("En solitario, el ACQUIRE azul: ¿de dónde agarro el MATERIAL y cuánto pago?", A),
            ("Soy el Chef y compro un FOOD pagando 2 COIN, ¿con qué QUALITY queda?", A),
            ("Con la Office Lady, ¿puedo comprar algo en mi turno de WORK?", A),
            ("Está Landfill Tax y me mandan un MATERIAL roto a mi LANDFILL, pero no tengo COIN. ¿Qué pasa?", A),
            ("Vale, está activo Bad Debt y tengo una CREDIT CARD. ¿Puedo hacer BUY?", A),
            ("Si pido una CREDIT CARD en mi turno de BUY, ¿puedo gastar REPUTATION para subirle la QUALITY al MATERIAL del Welcoming Gift?", U),
            ("En solitario el RENEW cuesta el doble. Si pago 10 COIN, ¿el MATERIAL queda en QUALITY 5 o el máximo sigue siendo 4?", U),
            ("Ustedes saben si se puede revisar entera la pila de descarte de EVENT, o solo ver la de arriba?", U),
            ("Cuando termino de pagar una CREDIT CARD, la carta ¿vuelve al tablero o me la quedo en mi AREA?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what do i start with? how many time meeples and fichas do i recieve?", A),
            ("setup: do i keep both of my Career cards?", A),
            ("can i peek at my 2 facedown Values?", A),
            ("who goes first?", A),
            ("can i use both the upper and the lower spot of Career in the same turn?", A),
            ("the upper Career spot with no card on it, what does it do?", A),
            ("Interview before i'm Grown Up, what does it do?", A),
            ("the lower spots like Donate, can a card ever cover them?", A),
            ("can i put out more time after i start resolving my actions?", A),
            ("can i use an energy token as time?", A),
            ("can i use the same action spot twice in one turn?", A),
            ("market: what do i get for taking the left-most card?", A),
            ("how much is the right-most card in the market?", A),
            ("i just played a Wellness card, can i use its action this turn?", A),
            ("can i play the card i drafted from the market in the same turn?", A),
            ("i play a second Leisure card, what happens to the first one?", A),
            ("when do Life Events get resolved?", A),
            ("can my score markers ever move backwards during the game?", A),
            ("how do i become Grown Up, do i need to pass both icons?", A),
            ("a card has a black and white Life icon in the green bar, what does that mean?", A),
            ("once i'm Promoted can i still use the left action of my Career?", A),
            ("if i swap my Partner after getting Married, do i keep the Married token?", A),
            ("someone's markers just crossed. when does the game end exactly?", A),
            ("i have 5 Family icons at the end, how many happy is that?", A),
            ("what is the complete heart worth at the end?", A),
            ("solo: what do i need to win?", A),
            ("when i Meditate and discard a Values card from my hand, where does it go? a discard pile, bottom of the deck, the box? can someone draw it later?", U),
            ("my old Wellness card got moved to my Experience stack when i played a new one. does its ongoing effect still work from there?", U),
            ("i'm Grown Up now. can i still use Date just to grab another Partner card instead of getting Married?", U),
            ("is there a limit on how much money and energy i can save up from one turn to the next? like a max in front of me", U),
        ],
        "es": [
            ("El Meditate, ¿cuánta energy cuesta y qué opciones tiene?", A),
            ("Para casarme con mi Partner, ¿qué tengo que hacer y cuánto cuesta?", A),
            ("¿Cómo consigo el Promoted? ¿Cuenta el icono de la propia Career?", A),
            ("¿Cuántas Career puedo tener a la vez? Si me sale otra carrera, ¿qué pasa con la actual?", A),
            ("¿Puedo tener dos Partner a la vez?", A),
            ("¿Qué hago con las Experience cards después de jugarlas?", A),
            ("Las Life Event que gané, ¿cuándo pasan al Experience stack?", A),
            ("¿Cuándo y cómo se repone el mercado?", A),
            ("Una carta sin la barra verde, ¿cuesta algo jugarla?", A),
            ("La carta Marathon dice que hay que 'haber jugado recursos en otro lado', ¿qué significa eso?", A),
            ("Si un Trait me da Life icons extra, ¿cuentan al final?", A),
            ("Las fichas de Unhappiness, ¿qué hacen al final?", A),
            ("¿Cuántas cartas de la mano puedo jugar por turno?", A),
            ("¿El paso 1 lo puedo hacer antes de que me toque?", A),
            ("En mi primer turno, ¿puedo jugar la Career de mi mano antes de usar mis acciones?", A),
            ("Si paso dos casillas de Life Event en un mismo turno, ¿cojo dos?", A),
            ("en solitario se usan las Values o no", A),
            ("En solitario, ¿cuántas cartas tiene el mercado y cuándo se renueva?", A),
            ("En solitario, ¿qué hace el Meditate?", A),
            ("En solitario, ¿robo Life Event al pasar esas casillas del marcador?", A),
            ("En solitario, ¿cuántas Achievement elijo?", A),
            ("En solitario, al final, ¿cuentan los corazones y los sets de Life icons?", A),
            ("En solitario, una carta que me deja coger otra carta extra del mercado, ¿la pago?", A),
            ("Che, el Community de arriba, sin carta encima, ¿cuánto tiempo cuesta y qué da?", A),
            ("Disculpe, ¿en qué orden se hacen los pasos de la puntuación final?", A),
            ("¿Qué significa exactamente que los marcadores se 'cruzan'? Actualmente los míos están en casillas vecinas", A),
            ("Si mi marcador cae justo en la casilla de Life Event, sin pasarla, ¿robo Life Event o tengo que pasarla?", U),
            ("¿Los iconos que salen en mis Values cuentan para los sets de Life icons al final?", U),
            ("En solitario, si completo el nivel 1 y también el 3 de mi Achievement, ¿apunto la puntuación en los dos recuadros o solo en el más alto?", U),
            ("Vos sabés si puedo quitarme un Trait o un Resource que ya jugué, porque ahora me molesta?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll at the start, and whats the max?", A),
            ("how many rerolls do i get?", A),
            ("can i reroll a die showing bad luck?", A),
            ("what do 3 good luck symbols let me do?", A),
            ("i got 3 bad luck between my dice and tokens, what happens? and with 6?", A),
            ("event cards: when am i allowed to play them?", A),
            ("i'm using an event card to help buy something. do i get tokens for its symbols, and what about the leftover ones?", A),
            ("can i use dice i already spent on buying a card to pay a red slash cost?", A),
            ("i can't pay the red slash on my active card this turn, what happens?", A),
            ("a card with two colours in the title, which stack does it go in?", A),
            ("new Health card: does it have to go on top of my Health stack?", A),
            ("can i slide a new Work card under my current Work card?", A),
            ("where do event cards i buy from the track go?", A),
            ("do tokens pile up every turn like income?", A),
            ("end of a round: which card leaves the track?", A),
            ("2 players: is the leftmost card discarded only at the end of the round?", A),
            ("social assistance: when do we check it?", A),
            ("when does the game end?", A),
            ("do the cards under the top card of my Knowledge stack count for points at the end?", A),
            ("public life goal: two of us tie for it. who gets the points?", A),
            ("tie on points at the end, then what?", A),
            ("setup for 2 players: how do we deal the childhood cards?", A),
            ("the childhood draft, how does it go?", A),
            ("the kid with the bicycle lost the card. who starts the rounds now?", A),
            ("how many cards can i take from the track in one turn?", A),
            ("i need 1 more money for the Used car, i have a frozen bad luck die. if i reroll and get a 3rd bad luck what happens?", A),
            ("refilling the track empties the young adulthood deck and then the middle age deck right after. do we check social assistance once or twice?", U),
            ("can the same possession cards count for my secret life goal and for a public life goal at the same time?", U),
            ("my active card has a red slash cost symbol. at cleanup do i get a token for that too, like a minus token, or only for the normal symbols?", U),
            ("can i look at the text of the cards under the top one in my own stacks, or just the titles?", U),
        ],
        "es": [
            ("¿Cuántas metas de vida recibe cada uno y cuántas se ponen boca arriba con 4 jugadores?", A),
            ("Las Possession, ¿cómo puntúan al final?", A),
            ("¿Las fichas cuentan junto con los dados para los 3 de mala suerte?", A),
            ("Los 3 de buena suerte, ¿cubren también la condición especial de la carta?", A),
            ("¿Cuál es la carta 'activa' de una pila? ¿Puede haber dos activas del mismo tipo?", A),
            ("Ayuda social: si la reciben dos jugadores, ¿en qué orden cogen las cartas?", A),
            ("Con la ayuda social, ¿tengo que pagar el coste de la carta que cojo?", A),
            ("Con 4 jugadores, ¿cuántas cartas de infancia se reparten a cada uno?", A),
            ("¿Cuántos puntos valen 3 cartas de Relationship?", A),
            ("¿Con qué puedo pagar la barra roja? ¿Valen las fichas además de los dados?", A),
            ("la barra roja en que fase se paga y cada cuanto", A),
            ("Cuando se acaba el mazo de early adulthood, ¿con qué mazo se rellena el track?", A),
            ("Oye, ¿puedo poner mis dados y fichas al lado de las cartas mientras decido qué comprar?", A),
            ("Tengo 4 cartas en mi currículum y el que más tiene tiene 7. Si se acaba un mazo, ¿me toca ayuda social?", A),
            ("Por mala suerte tengo que perder una carta, ¿puedo elegir una de debajo de la pila en vez de la de arriba?", A),
            ("¿Cómo consigo tirar más dados? ¿Hay un máximo?", A),
            ("El dado con mala suerte que se queda congelado, ¿cuenta para los 3 de mala suerte?", A),
            ("Con 3 jugadores, ¿cómo se prepara el mazo de cartas de infancia?", A),
            ("Cuando juego una carta de evento, ¿se queda en mi currículum?", A),
            ("¿La ronda la empieza siempre el mismo jugador?", A),
            ("Che, ¿puedo volver a tirar un dado que salió con buena suerte?", A),
            ("¿En qué momento se corren las cartas del track a la izquierda y se rellenan?", A),
            ("Después de que alguien coge su carta de la ayuda social, ¿el track se sigue rellenando?", A),
            ("Vale, ¿cuándo termina exactamente mi turno?", A),
            ("¿Qué tipo de cartas dan dinero, sobre todo?", A),
            ("Disculpe, con 3 jugadores, ¿después del turno de quién se termina la ronda?", A),
            ("Al preparar salieron dos metas de vida públicas iguales. ¿Se deja así o se cambia una?", U),
            ("¿Puedo enseñarle mi meta de vida secreta a otro jugador durante la partida, o tiene que ser secreta hasta el final?", U),
            ("¿Puedo jugar una carta de evento de mi mano para que otro jugador use sus símbolos y compre una carta?", U),
            ("¿Puedo no comprar nada a propósito varios turnos, para tener pocas cartas y cobrar la ayuda social?", U),
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
