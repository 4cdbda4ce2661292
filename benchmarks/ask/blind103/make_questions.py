"""Write the blind103 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind103/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10301-10304), so the
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
SEEDS = {"coming-of-age": 10301, "loop": 10302, "adulthood": 10303, "cv": 10304}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("Setting up Coming of Age: the Roadblock Tiles, which locations do they go on?", A),
            ("Do the Bus Stop Tiles go on the board face up or face down, and which ones get one?", A),
            ("where does the memory card deck go and do we flip any at the start", A),
            ("The 4 Trait Tiles with the blue back, where do those go at set-up?", A),
            ("Which Motivation Tokens go in the general supply at the start and where do the other colours wait?", A),
            ("My first two Mood Counters, which spaces do they start on? And the other three counters, where do I leave them?", A),
            ("Where does my Vital Experience Point Counter start?", A),
            ("I have 7 Character Tokens of my colour. How many stay with me and where do the rest go?", A),
            ("The dice we don't use in round 1, where do they sit until later?", A),
            ("after rolling, where exactly do i put each die on the board?", A),
            ("The dice I didn't pick this turn, where do they go, and do I leave anything behind where they were?", A),
            ("I picked a location that had 2 of my Interest Tokens on it. Where do those tokens go now?", A),
            ("I moved my die to the next location. Where does the Frustration Token go?", A),
            ("When I overcome a frustration, do I take the Frustration Token off or move it somewhere?", A),
            ("I bounced left on a Track whose Frustration Token was already overcome. Where does that token go after I score it?", A),
            ("Drew a fifth Trait Tile, so I have to ditch one. Where does it go, top or bottom of the pile?", A),
            ("When I play a Trait Tile, where on my board does it go, and where does the Mimic Trait Token it unlocks go?", A),
            ("I used a Memory Token. Do I hand it back to the supply?", A),
            ("I'm meeting a neutral character for the first time. Where do I get the token from and where does it go on my board?", A),
            ("Where does a Parent Card go after I play it? Face up or face down?", A),
            ("Two of us took the Memory Card at the Pizzeria. Where does the card go now, and does a new one come out straight away?", A),
            ("The Bus has finished at a location. What happens to the dice still sitting there?", A),
            ("End of the year in coa: where does the Bus Stop Tile on the far right go, and where does the Bus go?", A),
            ("2 player game: where do the 4 extra Trait Tiles go and what goes on them?", A),
            ("Solo: Rob gets a Frustration Token at set-up. Where does it go?", A),
            ("Where do the Motivation Tokens and Willpower Tokens I spend go? Back to the general supply or out of the game?", U),
            ("At the end, the Goal Tiles I do play, where do they go? On my board next to the Traits or just face up in front of me?", U),
            ("between games, do we have to store the 4 blue-backed Starting Trait Tiles separately from the other Trait Tiles?", U),
            ("At final scoring Rob reveals the rest of his Trait pile. Where do those tiles go if his 4 slots are already full?", U),
            ("Which side of the Main Board should the unavailable components supply go on, or can it just stay in the box lid?", U),
        ],
        "es": [
            ("¿En qué ubicaciones se ponen las Cartas de Recuerdo al empezar? ¿Boca arriba?", A),
            ("Al preparar, ¿cuántas Fichas de Frustración me quedo y qué hago con las que sobran?", A),
            ("¿Dónde van mis Fichas de Interés al principio de la partida?", A),
            ("¿Cuántas Fichas de Objetivo me tocan y de qué letras?", A),
            ("Se acabó la ronda: ¿de dónde saco el Contador de Estado de Ánimo nuevo y en qué casilla lo pongo?", A),
            ("Cuando se desbloquea un Registro de Ánimo nuevo, ¿de dónde salen sus Fichas de Motivación?", A),
            ("Oye, al empezar la ronda 3 ¿de dónde cogemos los dados nuevos y dónde se ponen?", A),
            ("Al terminar la ronda, ¿qué Roadblocks se quitan y qué se pone en esas ubicaciones?", A),
            ("¿Dónde se coloca la Presencia, en la carretera o en el edificio?", A),
            ("Ya tengo mis 4 Fichas de Personaje puestas como Presencia. ¿Puedo quitar una y ponerla en otra ubicación?", A),
            ("¿Dónde va la Ficha de Rasgo Mimético cuando la uso?", A),
            ("Elegí mi dado. ¿Lo dejo en la carretera o lo paso al edificio de la ubicación?", A),
            ("Final del año: ¿en qué ubicaciones se reponen las Cartas de Recuerdo?", A),
            ("¿A dónde vuelve el Autobús cuando termina el año?", A),
            ("En Coming of Age, al final, ¿qué fichas que me sobran se cuentan para VEP?", A),
            ("Al final, ¿cuántas Fichas de Objetivo puedo sacar de la mano para puntuar?", A),
            ("Modo solitario: ¿Rob coloca dados en las ubicaciones o qué pone en su lugar?", A),
            ("En solitario, ¿dónde pone Rob el dado que usa?", A),
            ("Solo: cuando Rob roba una Ficha de Rasgo, ¿dónde la pone? ¿boca arriba?", A),
            ("Rob gana una Ficha de Motivación de un color que aún está en la reserva de componentes no disponibles. ¿La puede coger de ahí?", A),
            ("En solitario la Carta de Recuerdo, ¿qué pasa con ella al acabar el turno si solo la consiguió Rob?", A),
            ("¿En qué casilla del Registro de Amistad pone Rob una Ficha de Personaje?", A),
            ("Reboté a la izquierda y no quiero perder 2 VEP. ¿Dónde pongo la Ficha de Frustración?", A),
            ("¿Qué hacemos con las Fichas de Rasgo Inicial que nadie eligió y los componentes de los colores que no juegan? ¿A la caja?", A),
            ("Acabo de jugar una Carta de Padres, ¿de dónde robo la siguiente y cuántas tengo que tener en la mano?", A),
            ("¿A qué lado de mi tablero van mi mazo de Cartas de Padres y mi pila de descarte, a la izquierda o a la derecha?", U),
            ("Las Cartas de Recuerdo que se retiran del juego, ¿se apilan boca arriba para que todos las puedan consultar o boca abajo?", U),
            ("¿Quién repone las Cartas de Recuerdo al final del año? ¿Le toca a un jugador en concreto?", U),
            ("Al final, las Fichas de Objetivo que no pude jugar, ¿se enseñan a todos o vuelven a la caja sin mostrarlas?", U),
            ("Al recoger, ¿hay que guardar por separado las Cartas de Padres de cada color o se pueden mezclar?", U),
        ],
    },
    "loop": {
        "en": [
            ("3 players in LOOP: how many MATERIAL sets come out, and what happens to them?", A),
            ("Where do the 5 face-up MATERIAL go at set-up?", A),
            ("And the rest of the MATERIAL deck, where does that pile go?", A),
            ("Where do all the COIN go at the start?", A),
            ("We dealt 3 GOAL each. What do we do with the GOAL cards left over?", A),
            ("Where does the INTERN card go on my player mat?", A),
            ("where does my HAPPINESS token start, and which side up?", A),
            ("How do I set up the REPUTATION token at the start?", A),
            ("Start of my turn, the FAVOUR deck is empty. Where do I draw from?", A),
            ("When I BUY, where do I take the MATERIAL from and where does it go?", A),
            ("I just completed my 4th ACTIVITY. Where does the new one go and what happens to an old one?", A),
            ("My GLASS hit QUALITY 0. Where does it go?", A),
            ("I met a GOAL. Where do I put the GOAL card?", A),
            ("To play a FAVOUR on someone, where do I put the card?", A),
            ("Where does a FAVOUR go once it's ACCEPTed, and where if it's REJECTed?", A),
            ("End of my turn: which empty slots get refilled and where do the new cards come from if the ACTIVITY deck is empty?", A),
            ("RECYCLE: whose LANDFILL can i take from, and where do the COIN I pay go?", A),
            ("My HAPPINESS token moved into a new zone and I drew an EVENT. Where do I put it?", A),
            ("After an EVENT is resolved, does it go on the top or the bottom of the EVENT Discard Pile?", A),
            ("When I APPLY for a CREDIT CARD, where do the Welcoming Gift COIN and MATERIAL come from?", A),
            ("When I PAYOFF a CREDIT CARD, where do the COIN go, and where do they end up once it's fully paid?", A),
            ("co-op: when I play a FAVOUR, where does it go, and when does it come back to my hand?", A),
            ("In LOOP solo, what happens to the top MATERIAL of the deck at the end of each turn?", A),
            ("Solo blue RESELL: where does the MATERIAL I sell go?", A),
            ("Combustion Energy came up. Where do the MATERIAL in my LANDFILL go?", A),
            ("Is the ACTIVITY Discard Pile face up or face down?", U),
            ("When the Investor pays 1 COIN to Invest, where does that COIN go?", U),
            ("A MATERIAL card got torn. Can we swap in one from the sets we removed at set-up?", U),
            ("between games do the 5 blue FAVOUR need to be kept apart from the red ones in the box?", U),
            ("Can I look through the EVENT Discard Pile to see which IMMEDIATE EVENT have already happened?", U),
        ],
        "es": [
            ("¿Cuántas ACTIVITY se ponen boca arriba al preparar y dónde va el resto?", A),
            ("En una partida normal, ¿qué se hace con las FAVOUR azules?", A),
            ("Somos 4. ¿Cuántas FAVOUR rojas le tocan al segundo jugador y dónde va el resto del mazo?", A),
            ("¿Con qué COIN y qué MATERIAL empieza el INTERN y de dónde salen?", A),
            ("Tengo que hacer WORK pero no me queda HAPPINESS. ¿De dónde saco la moneda?", A),
            ("¿Dónde tengo que dejar mis COIN? ¿Las puedo tener escondidas?", A),
            ("Le hice SHARE a un MATERIAL de otro jugador y quedó en QUALITY 0. ¿A qué LANDFILL va, al mío o al suyo?", A),
            ("Con ACQUIRE, ¿de dónde tomo el MATERIAL y a quién le pago las COIN?", A),
            ("En LOOP, con RESELL, ¿a quién le doy el MATERIAL y de dónde salen las COIN que cobro?", A),
            ("Rechacé una FAVOUR descartando otra igual. ¿Dónde van las dos cartas?", A),
            ("¿De dónde saca el Artist el MATERIAL de QUALITY 4 cuando hace WORK?", A),
            ("El Scientist, ¿de qué LANDFILL puede comprar? ¿También del suyo?", A),
            ("Overproduction: ¿a dónde van las 2 cartas de arriba del mazo de MATERIAL?", A),
            ("Modo competitivo: ¿cuántas CAREER me reparten y dónde pongo la que elijo?", A),
            ("¿Dónde se ponen las cartas de EVENT y de CREDIT CARD al preparar el modo competitivo?", A),
            ("¿Dónde queda la CONTINUOUS EVENT activa para que todos la vean?", A),
            ("Che, el Politician mintió y le cantaron el farol. ¿A dónde va la FAVOUR?", A),
            ("Cooperativo: ¿con qué FAVOUR empieza cada uno y qué se hace con las demás?", A),
            ("En cooperativo, ¿robo una FAVOUR al empezar mi turno?", A),
            ("En cooperativo, al terminar la ronda, ¿qué se hace con la carta de arriba del mazo de MATERIAL?", A),
            ("Solitario: ¿qué FAVOUR tengo en la mano y qué pasa con las rojas?", A),
            ("En solitario, el ACQUIRE azul, ¿de dónde saca el MATERIAL y a dónde van las COIN que pago?", A),
            ("Solo: con el SHARE azul el MATERIAL de la BUY AREA quedó roto. ¿A dónde va?", A),
            ("En solitario, con RENEW, ¿de dónde saco el MATERIAL y cuánto pago y a dónde?", A),
            ("El Scavenger, ¿de dónde puede sacar un MATERIAL gratis cada turno?", A),
            ("Cuando pido una CREDIT CARD, ¿la pongo en mi AREA boca arriba o boca abajo?", U),
            ("Con el Soldier, la FAVOUR que le robo de la mano a otro, ¿la tengo que enseñar o va directa a mi mano sin mostrarla?", U),
            ("Vale, ¿y en qué lado del tablero va la pila de descarte de FAVOUR, a la izquierda o a la derecha?", U),
            ("Disculpe, ¿las cartas de GOAL que se apartaron al preparar se pueden usar para reemplazar una GOAL que se manchó?", U),
            ("Oye, ¿al guardar el juego hay que separar las cartas de CAREER Not-For-Coop de las demás?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Where do the five decks go when we set up?", A),
            ("Where do my two score markers start?", A),
            ("I got dealt 2 Career cards. Do I keep both?", A),
            ("Where do my three Values cards go at set-up? Any of them in my hand?", A),
            ("Setting up the market in Adulthood: how many cards go out and face up or down?", A),
            ("where do i put my time meeples in step 1", A),
            ("After I activate an action, do I take the time and money off the spot straight away?", A),
            ("Step 4: where do my spent time meeples go, and the money and energy I spent?", A),
            ("someone took a market card, which way do the cards slide and where do new ones come from", A),
            ("I played an Experience card. Where does it go after the effect?", A),
            ("Where do Resource and Trait cards go when I play them?", A),
            ("I'm playing a new Wellness card but I already have one. What happens to the old one?", A),
            ("New Partner card, and I already have a Partner on the table. Where does the old Partner go?", A),
            ("I drew a new Career from an Interview and played it. Where does my old Career card go?", A),
            ("I passed a Life Event space. Where do I get the card from, and where does it end up?", A),
            ("At the end, what do I do with my Unhappiness and Negative Impact tokens?", A),
            ("If I replace my Career, does my Promoted token stay with me?", A),
            ("At the end of an Adulthood game, what happens to the facedown Values cards?", A),
            ("My Happiness marker went past the end of the track. Where does it go now?", A),
            ("Solo: which side of the boards do I use?", A),
            ("Solo set-up: what do I do with the Life Event cards?", A),
            ("In solo, what happens to the market cards at the end of each round?", A),
            ("Solo Achievement cards: how many do I draw and where does the other one go?", A),
            ("in solo, where does the end-of-round Life Event come from", A),
            ("To get Married, which spot do I put my meeple on and what do I pay?", A),
            ("Once I'm Grown Up, where do I put the Grown-Up marker? On my player board?", U),
            ("where do i keep the money and energy tokens i haven't spent yet, on my board or next to it?", U),
            ("Between games, do the 16 solo-only cards need to be stored apart from the rest?", U),
            ("Which side of my board does the Experience stack go on, left or right?", U),
            ("In solo, the Achievement card I don't keep: can I look at it again later, or does it go straight back in the box?", U),
        ],
        "es": [
            ("¿Dónde se dejan las fichas de dinero y de energía y el time meeple suelto al preparar?", A),
            ("¿Cuántos time meeples y cuántas fichas me dan al empezar?", A),
            ("Primer turno: tengo la Career en la mano. ¿Cuándo la pongo en el tablero y en qué espacio?", A),
            ("¿Dónde va una carta de Community cuando la juego?", A),
            ("Las cartas de Partner, ¿van encima del tablero o al lado?", A),
            ("Hice Interview. ¿De dónde saco la Career nueva?", A),
            ("Con la acción Date, ¿a dónde va la carta de Partner que robo?", A),
            ("Meditate: ¿qué carta de Values paso a la mano y de dónde sale la nueva si descarto una?", A),
            ("Hice Donate con 3 de dinero. ¿Ese dinero dónde se queda y cuándo vuelve?", A),
            ("Tomé la carta de más a la izquierda del mercado. ¿Me llevo algo más?", A),
            ("Agarré la carta de más a la derecha del mercado. ¿Qué pago?", A),
            ("¿Puedo jugar en el mismo turno la carta que acabo de sacar del mercado?", A),
            ("Usé una ficha de energía como si fuera un time meeple. Al final del turno, ¿vuelve a mi reserva de tiempo?", A),
            ("Las Life Events que saqué el turno pasado, ¿dónde van en el paso 4?", A),
            ("En la pila de Experience, ¿qué parte de cada carta tiene que quedar a la vista?", A),
            ("Al final de Adulthood, ¿qué pasa si me casé con un Partner que encaja con uno de mis Values?", A),
            ("¿Cuánto happy doy por tener 4 iconos de Family al final?", A),
            ("Empatamos en la suma de Happiness e Impact. ¿Quién gana?", A),
            ("Solitario: ¿se reparten cartas de Values?", A),
            ("En solitario, ¿qué hago con las Life Events que sobran después de hacer el mazo de 8?", A),
            ("Solo: el mercado está medio vacío a mitad de ronda. ¿Se repone?", A),
            ("En solitario, ¿qué hace Meditate con el mercado?", A),
            ("En solitario quiero una segunda y una tercera carta del mercado. ¿Cuánto cuestan?", A),
            ("Gané la partida en solitario. ¿Dónde apunto la puntuación?", A),
            ("Para el Promoted, ¿qué acción uso y qué ficha me llevo?", A),
            ("¿Dónde pongo la ficha de Married, encima de la carta de Partner o en el tablero?", U),
            ("Las fichas de Negative Impact que me dan, ¿van al lado de mi tablero o encima del track de Impact?", U),
            ("¿En qué parte de la mesa se deja el mazo de 8 Life Events del modo solitario?", U),
            ("Disculpe, las dos cartas de Values boca abajo, ¿se colocan debajo del tablero del jugador o al lado?", U),
            ("Che, los marcadores de puntuación de un color que nadie usa, ¿se quedan en la caja o se pueden usar de repuesto si se pierde uno?", U),
        ],
    },
    "cv": {
        "en": [
            ("Where do the three age decks go at set-up?", A),
            ("Where do the first 5 early adulthood cards go?", A),
            ("how many public life goals go out and where do they go", A),
            ("3 players: how do we build the childhood deck, and where do the cards we don't deal go?", A),
            ("Childhood draft: which way do I pass the 2 cards I didn't keep?", A),
            ("I got the bicycle. Where does that card go, and is there a token too?", A),
            ("I rolled a bad luck symbol. Can I pick that die up and reroll it?", A),
            ("I bought a card. Where does it go in front of me, in one pile or sorted somehow?", A),
            ("New Health card: does it have to go on top of my Health pile?", A),
            ("I bought a new Work card. Can I tuck it under my old Work card?", A),
            ("where does a new Possession card go, top or under?", A),
            ("This card has two colours in its title. Which pile does it go in?", A),
            ("I bought an event card off the track. Where does it go, into my piles or my hand?", A),
            ("I used an event card to pay and had a symbol left over. Can I keep it as a token?", A),
            ("I got 3 bad luck symbols. Which card do I lose, any card in my piles?", A),
            ("I can't pay the red slash cost on my active card. Where does that card go?", A),
            ("Cleanup: which way do the track cards slide, and where do the new ones come from?", A),
            ("In CV, at the end of a round, which track card gets thrown out and when?", A),
            ("With 2 players, is the leftmost track card discarded every round or every turn?", A),
            ("My tokens: do I keep adding new ones each turn like income?", A),
            ("Someone qualifies for social assistance. Where do they take the card from and what do they pay?", A),
            ("when does the game end, is it when the old age deck is empty?", A),
            ("Scoring: how many points are 4 Knowledge cards worth?", A),
            ("How do we score Possession cards at the end?", A),
            ("Two of us tied on a public life goal. Who gets the points?", A),
            ("After my turn, where do the tokens I no longer have symbols for go, and where do new tokens come from? Is there a supply in the middle?", U),
            ("Where does a used event card go, a discard pile by the board or back in the box?", U),
            ("between games, do I keep the bicycle card apart from the other childhood cards?", U),
            ("Do we roll the dice on the board or on the table next to it?", U),
            ("Where do I keep my secret life goal card, face down on the table in front of me or in my hand?", U),
        ],
        "es": [
            ("Somos 2. ¿Cómo se arma el mazo de cartas de infancia?", A),
            ("Con 4 jugadores, ¿cuántas cartas de infancia se reparten a cada uno?", A),
            ("Con 3 jugadores, las cartas de infancia que no se reparten, ¿qué se hace con ellas?", A),
            ("En el draft de infancia, la última carta que me queda, ¿a quién se la paso?", A),
            ("¿Dónde pongo los dados mientras decido qué carta comprar?", A),
            ("¿Puedo sacar un poco una carta de la pista para acordarme de cuál quiero?", A),
            ("Saqué 3 símbolos de buena suerte. ¿Qué carta de la pista me puedo llevar?", A),
            ("Una carta de Knowledge nueva, ¿la puedo meter debajo de otra en la pila?", A),
            ("¿Puedo poner una Relationship nueva en medio de mi pila de Relationship?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo y cuál es la activa?", A),
            ("Tengo una carta con coste de raya roja. ¿En qué fase lo pago y puedo usar los dados con los que ya compré?", A),
            ("Se acabó el mazo de early adulthood. ¿De qué mazo se rellena ahora la pista?", A),
            ("Asistencia social: varios jugadores la reciben. ¿En qué orden toman las cartas de la pista?", A),
            ("¿Quién puede recibir asistencia social?", A),
            ("Perdí la carta de la bici por una desgracia. ¿La ficha de bicicleta me la quedo o pasa a otro?", A),
            ("¿Quién empieza cada ronda en CV?", A),
            ("Al final de la ronda, la carta de la izquierda, ¿se quita antes o después de rellenar la pista?", A),
            ("Al final, ¿qué se hace con las life goal personales?", A),
            ("Empate a puntos. ¿Quién gana?", A),
            ("Las cartas de evento que compro, ¿las pongo en mi currículum o en la mano?", A),
            ("¿Cuántos dados como máximo puedo tirar y de dónde salen los de más?", A),
            ("¿Cuántas fichas tengo que tener después de actualizar?", A),
            ("Junté 3 de mala suerte entre dados y fichas. ¿Qué carta tengo que descartar, de dónde?", A),
            ("Al preparar, ¿a quién se le da la life goal y cuántas se ponen boca arriba en el tablero?", A),
            ("Compré una Work nueva. ¿Va encima aunque la de antes fuera mejor?", A),
            ("Al terminar mi turno, ¿los dados se los paso al jugador de la izquierda o se quedan en el centro de la mesa?", U),
            ("¿Mis fichas tienen que estar a la vista de todos o las puedo guardar en la mano?", U),
            ("Oye, las cartas de evento ya usadas, ¿se pueden mirar después?", U),
            ("Las cartas que se descartan de la pista al final de la ronda, ¿van boca arriba o boca abajo?", U),
            ("Si una carta de la pista se cae y se dobla, ¿la cambiamos por la siguiente del mazo?", U),
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
