"""Write the blind102 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind102/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10201-10204), so the
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
SEEDS = {"coming-of-age": 10201, "loop": 10202, "adulthood": 10203, "cv": 10204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("Setting up Coming of Age: where do the Roadblock Tiles go?", A),
            ("where do the Bus Stop Tiles go at the start, face up or face down?", A),
            ("The Memory Card deck, where does it sit and which locations get a card turned face up at the start?", A),
            ("What do we do with the blue-backed Starting Trait Tiles during setup, and where do the ones nobody takes end up?", A),
            ("Which of my 5 Mood Counters go on the board at the start and where do the other 3 sit?", A),
            ("where does my VEP counter start", A),
            ("I've got 7 Character Tokens in my colour. Which ones stay with me and where do the rest go?", A),
            ("At setup I keep the four-sided Die. Where do all the other Dice go until they're needed?", A),
            ("We just rolled. Where exactly do I put each Die?", A),
            ("The Dice I don't pick, when I take them off the road where do they go, and do I leave something behind?", A),
            ("I chose a location where I already have 2 Interest Tokens. Where do those tokens go now?", A),
            ("Changing location with frustration: where does the Frustration Token go on my board?", A),
            ("I overcame a frustration with 4 Willpower. Where does that Frustration Token go now?", A),
            ("Bounced left on a Track with an overcome Frustration Token on the far left. I get 4 VEP, but where does the token go?", A),
            ("I got a Memory Token. Where do I put it, and what happens to it after I use it?", A),
            ("Drew a fifth Trait Tile, so I have to discard one. Where does it go?", A),
            ("When I play a Trait Tile, where on my Personal Board does it go, and where does the Mimic Trait Token end up?", A),
            ("First time I meet a neutral character: where do I take the Character Token from and where does it go?", A),
            ("Where do I put a Parent Card after playing it? Can the others look at that pile?", A),
            ("The Bus is leaving a location and my leftover Die is still there. Where does it go?", A),
            ("Two of us took the Memory at the same location. Does the card go back in the deck or get replaced straight away?", A),
            ("End of the year: the Bus Stop Tile on the far right, where does it go?", A),
            ("Round's over. Where do the new Dice and the new Motivation Tokens come from, and where do they go?", A),
            ("Solo vs Rob Bot: where does the Frustration Token we give Rob at setup go?", A),
            ("Rob's turn: he rolled his Dice. Which building does one of them go to, and where do the others stay?", A),
            ("The Motivation Tokens I spend on a Memory Card, where do they go after? Back to the general supply or into the unavailable components supply?", U),
            ("Does the face-down Trait Tile pile go on the left or on the right side of the Main Board?", U),
            ("In solo, Rob keeps gaining Motivation Tokens but has no Mood Tracks. Do they sit on his Personal Board or next to it?", U),
            ("the unavailable components supply, is that a spot printed on the main board or just a pile somewhere on the table?", U),
            ("Memory Cards that somebody won get removed from the game. Do we keep them in a face-up pile people can look back at, or straight into the box?", U),
        ],
        "es": [
            ("¿Dónde van las Fichas de Bloqueo al preparar la partida? ¿Qué ubicaciones tapan?", A),
            ("Oye, ¿de dónde saco las Fichas de Parada de Autobús y dónde se ponen, boca arriba?", A),
            ("¿Qué va a la reserva general al empezar? ¿Todas las Fichas de Motivación?", A),
            ("¿Dónde se colocan las Fichas de Motivación de los colores que todavía no se usan?", A),
            ("¿En qué casilla empiezan los Contadores de Estado de Ánimo y en qué Registros de Ánimo?", A),
            ("¿Dónde pongo las 5 Fichas de Frustración al principio? ¿De qué lado?", A),
            ("¿Dónde van mis 4 Fichas de Rasgo Mimético al empezar?", A),
            ("Che, ¿las Fichas de Objetivo de dónde las saco? ¿Cuántas y de qué letra?", A),
            ("En Coming of Age, ¿dónde pongo mi mazo de Cartas de Padres y cuántas cartas robo al empezar?", A),
            ("Tío, los componentes de los colores que nadie eligió y las Fichas de Rasgo iniciales que sobran, ¿a dónde van?", A),
            ("Cuando cambio de ubicación a una no adyacente, ¿dónde van las 2 Fichas de Frustración?", A),
            ("¿Dónde dejo los dados que recupero de la carretera?", A),
            ("Si reboto hacia la izquierda y no tengo Ficha de Frustración en ese registro, ¿dónde pongo la ficha si decido no perder 2 VEP?", A),
            ("Con una bonificación de Rasgo robo una Ficha de Rasgo. ¿De dónde la robo y a dónde va?", A),
            ("¿Dónde se coloca mi Ficha de Rasgo Mimético cuando imito el rasgo de otro jugador?", A),
            ("Un personaje que ya está en mi Registro de Amistad: ¿a dónde muevo la ficha cuando gano otra bonificación de Amistad con él?", A),
            ("Gasté una Ficha de Motivación para dejar una Presencia. ¿Dónde pongo la ficha de Personaje?", A),
            ("Ya tengo mis 4 Presencias puestas y quiero poner otra. ¿De dónde saco la ficha?", A),
            ("Juego una Carta de Padres: ¿a dónde va la carta y de dónde saco la nueva?", A),
            ("¿Dónde se vuelve a poner el autobús al acabar el año?", A),
            ("Al acabar el año, ¿qué ubicaciones se rellenan con Cartas de Recuerdo y cómo, boca arriba?", A),
            ("Fin de la ronda: ¿de dónde sale el Contador de Estado de Ánimo nuevo y en qué casilla lo pongo?", A),
            ("Al final de la ronda se quitan Bloqueos. ¿Cuáles, y qué se pone en esas ubicaciones nuevas?", A),
            ("En la variante de 2 jugadores, ¿dónde se ponen las 4 Fichas de Rasgo extra y qué se pone encima de cada una?", A),
            ("Jugando en solitario, ¿cuándo se retira la Carta de Recuerdo de la ubicación si la ganó Rob y yo no?", A),
            ("¿Las 4 Fichas de Fuerza de Voluntad que gasto para superar una frustración a dónde van? ¿A la reserva general?", U),
            ("¿El mazo de Cartas de Padres va a la izquierda o a la derecha de mi tablero personal?", U),
            ("¿Las Fichas de Motivación que gano las pongo en el centro de mi tablero personal o al lado del tablero?", U),
            ("¿Se puede usar la tapa de la caja como reserva general para las fichas, o hay que dejarlas sueltas en la mesa?", U),
            ("En partida a 2, ¿las 4 Fichas de Rasgo de la fila central se quedan ahí toda la partida o vuelven a la pila en algún momento?", U),
        ],
    },
    "loop": {
        "en": [
            ("Setting up LOOP with 3 players: how many sets of MATERIAL come out and where do they go?", A),
            ("Where does the first set of MATERIAL go on the board, and where does the rest of the MATERIAL deck sit?", A),
            ("Where do all the COIN go at setup?", A),
            ("The GOAL cards nobody gets dealt, where do they go?", A),
            ("In a normal game, what do we do with the blue FAVOUR?", A),
            ("After dealing the starting FAVOUR, where does the rest of the FAVOUR deck go?", A),
            ("where does the INTERN card go on my mat", A),
            ("Where do my 2 starting COIN and my starting MATERIAL come from and where do I put them?", A),
            ("Where does the REPUTATION token go at the start, and which side up?", A),
            ("The FAVOUR deck is empty at the start of my turn. Where do I draw from?", A),
            ("I WORK with 0 HAPPINESS left. Where does my COIN come from?", A),
            ("Bought 2 MATERIAL. Where do they go?", A),
            ("My GLASS went to QUALITY 0 while CONSUMEing. Where does it go?", A),
            ("I SHARE my friend's PLASTIC at QUALITY 1 and it breaks. Whose LANDFILL does it go to, mine or hers?", A),
            ("I just completed my 4th ACTIVITY. Where does it go and what happens to one of the old ones?", A),
            ("Where do I put a GOAL once I achieve it?", A),
            ("Someone played me a FAVOUR. Where does the card go if I ACCEPT, and where if I REJECT?", A),
            ("RECYCLE: where do I take the MATERIAL from, and where do the COIN I pay go?", A),
            ("end of my turn, where do the new cards for the empty slots come from? the ACTIVITY deck ran out", A),
            ("I drew an EVENT because my HAPPINESS changed zone. Where does it go, face up?", A),
            ("Where does a resolved IMMEDIATE EVENT go, and where does the CONTINUOUS one go?", A),
            ("Applied for a CREDIT CARD. Where do the Welcoming Gift COIN and MATERIAL come from?", A),
            ("Where do I put the COIN when I PAYOFF a CREDIT CARD, and where do they go once 5 are paid?", A),
            ("Co-op: when I play a FAVOUR, where does the card go and when do I get it back?", A),
            ("Solo: I play the blue RESELL. Where does my MATERIAL go and where does my COIN come from?", A),
            ("When I use the Investor's Invest, where does the 1 COIN I pay go, and where do the 2 COIN I win come from?", U),
            ("The Artist's Create gives me 1 COIN too. Do I take it from the WORK AREA or from another player?", U),
            ("Do I keep my 3 GOAL cards in my hand with my FAVOUR, or face down on the table in front of me?", U),
            ("The CREDIT CARD I APPLY for, does it go face up in my AREA so everyone sees it, or face down?", U),
            ("how do we show a MATERIAL lost QUALITY, do we rotate the card so fewer dots are on top or put something on it?", U),
        ],
        "es": [
            ("¿Dónde se ponen las 5 cartas de ACTIVITY al preparar y dónde va el resto del mazo?", A),
            ("Con 6 jugadores, ¿se quita algún set de MATERIAL? ¿A dónde van?", A),
            ("Oye, ¿cuántos FAVOUR rojos le tocan al segundo jugador con 4 y de dónde salen?", A),
            ("¿La ficha de HAPPINESS dónde se pone al empezar y quién usa el lado dorado?", A),
            ("¿Quién empieza en LOOP y hacia dónde pasa el turno?", A),
            ("Al empezar mi turno, ¿de dónde robo el FAVOUR? Tengo 5 en la mano.", A),
            ("Hago WORK, ¿de dónde salen las COIN del SALARY?", A),
            ("Hago BUY: ¿de dónde cojo los MATERIAL y cuántos me puedo llevar a mi AREA en un turno?", A),
            ("Che, ¿y las ACTIVITY que completo dónde las pongo y cuántas me quedo?", A),
            ("Acepté un FAVOUR y ya tenía 5 en la mano. ¿Lo meto en la mano igual?", A),
            ("Rechazo un FAVOUR descartando uno igual de mi mano. ¿A dónde van las dos cartas?", A),
            ("Me hacen un ACQUIRE: ¿el MATERIAL se va de mi AREA a la suya y a quién se le pagan las COIN?", A),
            ("¿Con BARTER qué se cambia y a dónde va cada MATERIAL?", A),
            ("RESELL: ¿a quién le doy el MATERIAL y de dónde salen las COIN que cobro?", A),
            ("¿Puedo sacar MATERIAL con RECYCLE de mi propia LANDFILL?", A),
            ("Al terminar el turno, ¿se reponen las cartas de la BUY AREA y de ACTIVITY o se esperan?", A),
            ("Modo competitivo: ¿dónde se ponen los mazos de EVENT y CREDIT CARD al preparar?", A),
            ("Reparto de CAREER: me dan 2. ¿Cuál va a mi AREA y de qué lado?", A),
            ("¿Cuándo se giran los EVENT que tengo boca abajo al lado de mi CAREER?", A),
            ("Con Hidden Clause, ¿de dónde sale la COIN que pierdo y a dónde va?", A),
            ("Combustion Energy: ¿a dónde van los MATERIAL de la LANDFILL del que tiene menos HAPPINESS?", A),
            ("Cooperativo: al final de cada ronda se quema un MATERIAL. ¿De dónde sale y a dónde va?", A),
            ("En solitario, ¿de dónde saca el MATERIAL el ACQUIRE azul y a dónde van las COIN?", A),
            ("Solitario: hice SHARE de un MATERIAL de la BUY AREA y se rompió. ¿A qué LANDFILL va?", A),
            ("¿Y en solitario, de dónde saco un MATERIAL con RENEW y cuánto pago?", A),
            ("Con Economic Slowdown pierdo 1 COIN al hacer WORK. ¿Esa moneda va a la WORK AREA o sale del juego?", U),
            ("Landfill Tax: ¿la COIN que pierdo va a la WORK AREA o al jugador que me rompió el MATERIAL?", U),
            ("¿Dónde guardamos entre partidas las cartas de CAREER y EVENT de la campaña para no mezclarlas?", U),
            ("Redeem Bonus: ¿las COIN que pago van a la WORK AREA o a algún jugador?", U),
            ("Disculpe, con Insurance, si lanzo la moneda y pierdo, ¿las 2 COIN se devuelven a la WORK AREA?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Setting up Adulthood: where do all the decks go?", A),
            ("Where do the Money, Energy and Negative Impact tokens go at setup, and the Grown-Up, Promoted and Married markers?", A),
            ("What do I take for myself at the start? How many time meeples and tokens?", A),
            ("where do my two score markers go at the start", A),
            ("Values at setup: which ones go in my hand and which stay face down?", A),
            ("How many cards go in the market at the start, and from which deck?", A),
            ("Where do I put my time meeples on my turn?", A),
            ("End of my turn: where do my time meeples go back to, and the money and energy I spent?", A),
            ("I took the left-most card in the market. Do I get something extra with it?", A),
            ("Someone took a card from the middle of the market. How do the cards move and where does the new one come from?", A),
            ("I played a new Wellness card. Where does it go, and where does the old Wellness card go?", A),
            ("Where does an Experience card go after I play it?", A),
            ("Where do Resource and Trait cards go?", A),
            ("Got a new Partner. Where does it go, and what happens to the one I had?", A),
            ("I took a new Career. Where does the old Career go, and do I keep my Promoted token?", A),
            ("I passed a Life Event space. Where do I take the card from and where does it end up?", A),
            ("A card gave me an Unhappiness token. Where do I get it from?", A),
            ("Interview: where does the new Career card come from?", A),
            ("Meditate: where does the Value card go, and what if I swap one?", A),
            ("Date: what do I get and where does it go?", A),
            ("At the end, what happens to the Values cards?", A),
            ("My Happiness marker went past the end of the track. Where does it go?", A),
            ("Adulthood solo: the Life Events we don't deal into the solo deck, where do they go?", A),
            ("Solo: how many cards in the market, and when do they get cleared and replaced?", A),
            ("Solo Achievement cards: how many do I draw and what do I do with them?", A),
            ("Solo: the Life Event I draw at the end of each round, once I've done it, where does the card go?", U),
            ("I lost my Promoted marker because I took a new Career. Does it go back to the pile next to the board?", U),
            ("Where do I keep my 2 facedown Values, under my player board or just face down next to it?", U),
            ("When I get Married, does the Married marker go on the Partner card or on my player board?", U),
            ("Does the Experience card stack go on the left side or the right side of my board?", U),
        ],
        "es": [
            ("¿Dónde se pone el Market Board/Scoring Board al preparar?", A),
            ("¿Cuántas cartas de Career me dan al principio y qué hago con ellas?", A),
            ("Oye, ¿quién empieza la partida?", A),
            ("¿Dónde coloco las fichas de tiempo, dinero y energía en el paso 1? ¿Puedo ponerlas antes de mi turno?", A),
            ("¿Las fichas de energía se pueden poner en un sitio de acción como si fueran tiempo?", A),
            ("Che, ¿cuánto pago si me llevo la carta de más a la derecha del mercado?", A),
            ("Juego una carta de Community. ¿Dónde la pongo y cuándo puedo usar su acción?", A),
            ("Tengo ya una carta de Leisure y juego otra. ¿La vieja a dónde va?", A),
            ("¿Cómo se coloca la pila de Experiencias? ¿Qué parte de la carta se ve?", A),
            ("Mis cartas de Resource y de Trait, ¿van al lado del tablero o encima? ¿Cuántas puedo tener?", A),
            ("¿Dónde va la carta de Partner cuando la juego? ¿Encima del tablero?", A),
            ("Las Life Events que cogí este turno, ¿a dónde van al final del turno y qué se deja a la vista?", A),
            ("Tío, paso por la casilla de Grown-Up. ¿Qué cojo y de dónde?", A),
            ("¿Las fichas de Negative Impact de dónde salen y qué hacen al final?", A),
            ("Con Interview, ¿cómo consigo el Promoted token?", A),
            ("¿Dónde va la carta nueva de Career si ya tengo una? ¿La vieja se queda al lado?", A),
            ("Meditate: descarto un Value de la mano, ¿y el nuevo cómo me llega, boca arriba o boca abajo?", A),
            ("¿Los Values se enseñan en algún momento o siempre van escondidos?", A),
            ("Al final, ¿las fichas de Unhappiness me hacen mover el marcador hacia atrás?", A),
            ("¿Las cartas del mercado se rellenan en el paso 4 desde qué mazo y en qué dirección se deslizan?", A),
            ("Solitario: ¿qué lado del tablero de mercado y qué tablero de jugador uso?", A),
            ("Modo solitario: ¿cuántas Life Events van al mazo nuevo y qué pasa con el resto?", A),
            ("En solitario, ¿cuánto cuesta la segunda carta que compro del mercado?", A),
            ("Solitario: ¿qué hace Meditate con las cartas del mercado?", A),
            ("En solitario, ¿se roba Life Event al pasar las casillas de Life Event del marcador?", A),
            ("Una Life Event con el símbolo de que el efecto sigue al próximo turno, ¿la dejo fuera de la pila de Experiencias hasta que acabe?", U),
            ("¿Las fichas de Unhappiness y Negative Impact que me dan se ponen encima de mi tablero o al lado?", U),
            ("¿Dónde se deja la Reference Tent Card? ¿Hay una para toda la mesa y en qué sitio?", U),
            ("Disculpe, el marcador de Grown-Up, ¿se coloca en el tablero de jugador o en el Scoring Board junto al marcador?", U),
            ("¿El Market Board va a la izquierda o a la derecha del Scoring Board, o da igual?", U),
        ],
    },
    "cv": {
        "en": [
            ("Setting up CV: where do the early adulthood, middle age and old age decks go?", A),
            ("How many cards go face up on the track at the start, and from which deck?", A),
            ("Life goal cards: where do they go at setup? How many face up on the board?", A),
            ("3 players: which childhood cards go into the deck we deal from, and where do the leftovers go?", A),
            ("Childhood draft: I picked one, which way do the other two go?", A),
            ("I ended up with the bicycle card. Where does it go and what else do I get?", A),
            ("I bought a card from the track. Where does it go?", A),
            ("New Relationship card: does it go on top of my Relationship stack or can it go under?", A),
            ("Just bought a Work card. Can I tuck it under my old Work card so the old one stays active?", A),
            ("I bought an event card from the track. Where does it go?", A),
            ("used an event card to help buy something, where does it go after", A),
            ("This card has two colours on the title. Which stack do I put it in?", A),
            ("Got 3 bad luck symbols. Which card do I have to get rid of?", A),
            ("Couldn't pay my red-slash cost this turn. Where does the card go?", A),
            ("Cleanup: which way do the track cards slide and where do new cards come from?", A),
            ("The early adulthood deck ran out during refill. Where do the next track cards come from?", A),
            ("End of the round: which card gets removed from the track, and when?", A),
            ("two-player game: does the leftmost track card get discarded every turn or only at the end of the round?", A),
            ("Where do my tokens come from and how many should I have at the end of my turn?", A),
            ("Social assistance: where does the free card come from and where does it go?", A),
            ("Where do I put my dice while I'm deciding what to buy? Can I pull a card out of the track?", A),
            ("I rolled a bad luck symbol. Does that die stay on the table, or can I pick it back up to reroll?", A),
            ("End of the game: what do I do with my secret life goal card?", A),
            ("The public life goals on the board, who gets their points at the end if two of us tie?", A),
            ("Who takes the first turn each round, and where does the bicycle token go?", A),
            ("Do we all roll the same 7 dice, so I hand them to the next player when my turn ends?", U),
            ("The player reference cards: one each in front of us, or one in the middle of the table?", U),
            ("The 'leftmost' card of the track is left from whose seat? The board faces one player.", U),
            ("The dice I already used to buy a card, do I set them apart somewhere so I don't use them again for a cost?", U),
            ("After the game, do we put the cards back in the box sorted by age deck, or can they go in mixed?", U),
        ],
        "es": [
            ("¿Dónde se ponen las cartas de objetivo vital al preparar? ¿Cuántas boca arriba?", A),
            ("Con 2 jugadores, ¿cuántas cartas de infancia van al mazo y qué se hace con las que no se usan?", A),
            ("Con 4 jugadores, ¿cuántas cartas de infancia se reparten a cada uno?", A),
            ("Oye, en el draft de infancia, ¿a quién le paso las cartas que no me quedo?", A),
            ("¿Quién empieza en CV y hacia dónde sigue el turno?", A),
            ("¿Cuántos dados cojo para tirar y hasta cuántos puedo llegar a tener?", A),
            ("¿De dónde cojo las cartas que compro, y cuántas puedo llevarme por turno?", A),
            ("Compré una carta de Salud. ¿Va arriba de la pila o la puedo meter debajo de otra?", A),
            ("Che, ¿las cartas de Posesión nuevas van siempre encima?", A),
            ("¿Cómo se colocan las cartas de un mismo tipo en mi currículum? ¿Cuál queda activa?", A),
            ("¿Las cartas de evento que compro van a mi currículum o a la mano?", A),
            ("Usé una carta de evento para pagar. ¿Qué pasa con la carta y con los símbolos que me sobraron?", A),
            ("Tengo una carta con dos colores en el título. ¿En qué pila la pongo y cuándo decido?", A),
            ("Tío, saqué 3 de mala suerte. ¿Qué carta pierdo y de dónde la quito?", A),
            ("No puedo pagar el coste con la raya roja. ¿A dónde va la carta?", A),
            ("Los dados que ya usé para comprar, ¿los puedo volver a usar para pagar el coste de la raya roja?", A),
            ("En la limpieza, ¿hacia dónde se mueven las cartas del track y por qué lado entran las nuevas?", A),
            ("Se acabó el mazo de mediana edad. ¿De qué mazo sigo rellenando el track?", A),
            ("Al final de la ronda, ¿qué carta del track se descarta y cuándo exactamente?", A),
            ("Al actualizar las fichas, ¿me quedo con las de antes y sumo las nuevas?", A),
            ("Se acabó un mazo. ¿Quién puede coger carta gratis del track y en qué orden?", A),
            ("¿De dónde coge la carta el que recibe asistencia social? ¿Tiene que pagar algo?", A),
            ("Perdí la carta de bicicleta por una desgracia. ¿Quién empieza ahora cada ronda?", A),
            ("¿Cuándo termina la partida? ¿Mirando qué mazo?", A),
            ("Al final, ¿las cartas de objetivo vital secretas se enseñan?", A),
            ("En el draft de infancia, ¿las cartas que le paso al de la izquierda van boca abajo?", U),
            ("Al empezar, ¿las 5 cartas del track se ponen de izquierda a derecha en el orden en que salen del mazo?", U),
            ("Disculpe, ¿la ficha de bicicleta se coloca encima de la carta de bicicleta o en otro sitio delante del jugador?", U),
            ("¿Hay un sitio marcado en el tablero para las cartas de objetivo vital públicas o se ponen donde sea?", U),
            ("¿Las cartas de evento que se usan se ponen boca arriba en una pila de descarte al lado del tablero?", U),
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
