"""Write the blind88 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind88/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8801-8804), so the
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
SEEDS = {"coming-of-age": 8801, "loop": 8802, "adulthood": 8803, "cv": 8804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("What's the difference between Motivation and Willpower tokens?", A),
            ("Is a Frustration the same as a bad-luck token?", A),
            ("whats the diff between a Memory Card and a Memory Token", A),
            ("Is a Presence the same thing as a Character Token or are they different?", A),
            ("What's the difference between a Trait Tile and a Goal Tile?", A),
            ("Is placing a Mimic Trait Token the same as playing a Trait Tile?", A),
            ("Friendship Bonus or Intimacy Bonus, which one do I need to move someone from level 4 to level 5?", A),
            ("Is the Overcoming Bonus the same as paying 4 Willpower to fix a frustration?", A),
            ("What's the difference between an unresolved frustration and an overcome one?", A),
            ("bouncing right vs bouncing left on a mood track, whats the difference", A),
            ("What's the difference between the road zone and the building of a location?", A),
            ("Interest Token vs Presence, aren't they both just me leaving something at a location?", A),
            ("Is the Personal Fulfillment Track the same as the VEP track?", A),
            ("What's the difference between a turn and a round in Coming of Age?", A),
            ("Bus Stop bonus or Friendship Bonus with the player who has a Presence there, can I take both if my die and my Presence are both at that location?", A),
            ("Is the Experience Space the same thing as the Bus Stop Tile?", A),
            ("whats the difference between immediate bonuses and passive bonuses on the mood tracks", A),
            ("Is the Starting Trait Tile any different from the other Trait Tiles?", A),
            ("Is discarding a Trait Tile the same as removing it from the game? where does it go", A),
            ("general supply vs unavailable components supply, what's the difference?", A),
            ("Do used and unused Memory Tokens count the same at the end?", A),
            ("Parent Card or Memory, which one do I use when I've got no Motivation Tokens?", A),
            ("In the 2 player variant, are the 4 Trait Tiles in the middle row the same as another player's traits for mimicking?", A),
            ("Is Rob Bot's Trait pile the same thing as my hand of Trait Tiles?", A),
            ("Is End of the Year the same as the end of a round?", A),
            ("Are the 'central spaces' of the Friendship Track for the Sentimental trait just levels 2 and 3, or is that something different?", U),
            ("whats the difference between the four-sided dice of each colour, do they have different numbers on them?", U),
            ("Is the neutral purple character tied to the purple Memory Tokens somehow, or is the colour just a coincidence?", U),
            ("Is the 4 VEP side of a Frustration Token the same as its overcome side, or is that a different side?", U),
            ("Is the Player Aid just a bigger Turn Summary, or do they show different things?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre las Fichas de Motivación y la Fuerza de Voluntad?", A),
            ("¿Es lo mismo el Ánimo que la Motivación?", A),
            ("¿Las Presencias y los meeples son lo mismo o no?", A),
            ("¿Es lo mismo una carta de Recuerdo que una ficha de Recuerdo?", A),
            ("¿Qué diferencia hay entre una Ficha de Rasgo y una Ficha de Rasgo Mimético?", A),
            ("¿En qué se diferencia una Ficha de Frustración sin resolver de una superada?", A),
            ("Oye, ¿el Contador de Estado de Ánimo y el Registro de Ánimo son lo mismo?", A),
            ("¿Es lo mismo el VEP que avanzar en el registro de Realización Personal?", A),
            ("¿Rebotar a la derecha y rebotar a la izquierda funcionan igual?", A),
            ("¿Qué diferencia hay entre mover el dado a una ubicación adyacente y a una que no lo es?", A),
            ("¿La ubicación 0 y la 10 son la misma?", A),
            ("¿Qué diferencia hay entre robar una Ficha de Rasgo y jugarla?", A),
            ("¿Es lo mismo el límite de mano de Rasgos que el máximo de Rasgos que puedo jugar?", A),
            ("Para el Recuerdo, ¿uso Fichas de Motivación o Fuerza de Voluntad? ¿Dan lo mismo?", A),
            ("¿Qué diferencia hay entre conseguir un Recuerdo y poner una Presencia?", A),
            ("¿Qué diferencia hay entre una ronda y un año en este juego?", A),
            ("¿Qué diferencia hay entre las ubicaciones tapadas y las disponibles?", A),
            ("¿En qué se diferencia el nivel 4 del nivel 5 del Registro de Amistad?", A),
            ("¿La bonificación de Amistad y la de Intimidad son lo mismo?", A),
            ("¿Qué tienen de distinto las Fichas de Meta de tipo A respecto a las otras?", A),
            ("En el desempate, ¿cuentan igual mis Rasgos que los Rasgos Miméticos que puse en otros tableros?", A),
            ("¿Es lo mismo Versátil que Ecléctica? Las dos van de Presencias, ¿no?", A),
            ("Che, ¿Rob gasta las Fichas de Motivación igual que yo cuando se lleva un Recuerdo?", A),
            ("¿La variante de dos jugadores y el modo solitario se preparan igual en Coming of Age?", A),
            ("Vos, ¿sabés si las fichas sobrantes y las Fichas de Recuerdo usadas puntúan igual al final?", A),
            ("¿Cómo se llaman en español las Fichas de Meta? ¿'Gamer' es lo mismo que 'Jugón'?", U),
            ("¿Las Fichas de Interés de Rob se distinguen de las mías en algo, aparte del color?", U),
            ("¿Qué diferencia hay entre jugar contra Rob con 1 Ficha de Personaje y con 3? ¿Le cambia algo más, como sus Fichas de Interés?", U),
            ("¿Las ubicaciones del final del tablero dan más que las del principio, o son igual de buenas?", U),
            ("Usted, ¿sabe si el Contador de VEP y el de Realización Personal tienen la misma forma? ¿En qué se diferencian?", U),
        ],
    },
    "loop": {
        "en": [
            ("is ACQUIRE just BUY with another name?", A),
            ("What's the difference between RECYCLE and RESELL?", A),
            ("Is a BROKEN MATERIAL the same as one in the LANDFILL?", A),
            ("What's the difference between QUALITY and the COIN I pay when I BUY?", A),
            ("Is spending REPUTATION when I WORK a separate action from WORK?", A),
            ("whats the diff between ACCEPT and REJECT, like what happens to the card", A),
            ("Is the FAVOUR Discard Pile the same as the LANDFILL?", A),
            ("What's the difference between an ACTIVITY and a GOAL?", A),
            ("Is PROPERTY the same as the MATERIAL colour on an ACTIVITY?", A),
            ("HOBBY vs CURIOSITY, how are they different from the other GOAL?", A),
            ("Is the WORK AREA the same as my AREA?", A),
            ("What's the difference between the BUY AREA and the CONSUME AREA?", A),
            ("What's the difference between DEPLETION and the DEPLETION Penalty?", A),
            ("Is SALARY the same thing as WORK?", A),
            ("whats the difference between CONTINUOUS and IMMEDIATE EVENT", A),
            ("Is APPLY for a CREDIT CARD the same as PAYOFF?", A),
            ("Debt Penalty vs LANDFILL Penalty, what's the difference?", A),
            ("does 'pay' mean the same as 'spend' on the RECYCLE card? do I pay the player or the WORK AREA?", A),
            ("What's the difference between Basic Mode and Competitive Mode?", A),
            ("Is INTERN a CAREER or just the back of the card?", A),
            ("Once-per-turn ABILITY vs Conditional ABILITY, what's the difference?", A),
            ("In co-op, is playing a FAVOUR the same as giving it to someone?", A),
            ("Are the blue FAVOUR the same as the red ones, just for solo?", A),
            ("Is winning in LOOP the same as ending the game by reaching 12?", A),
            ("what's the diff between end of round and end of turn here?", A),
            ("Is the central LANDFILL in solo the same pile as the Discard Pile I burn MATERIAL into?", U),
            ("What's the difference between the two sides of the REPUTATION token? Which side means 1 and which means 2?", U),
            ("Is the DEPLETION card a kind of MATERIAL? Can the Scholar peek at it like a MATERIAL?", U),
            ("Do the CAREER levels (the crosses) change anything at the end, like extra HAPPINESS for a Level 3 CAREER?", U),
            ("For Vulgarian, are the COIN sitting on my CREDIT CARD different from my own COIN or do they count toward the 4?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre ACQUIRE y BARTER?", A),
            ("¿Es lo mismo SHARE que BARTER?", A),
            ("¿El RENEW es lo mismo que el RECYCLE?", A),
            ("¿Qué diferencia hay entre la REPUTATION y la HAPPINESS?", A),
            ("¿Qué diferencia hay entre rechazar descartando un FAVOUR y rechazar gastando REPUTATION?", A),
            ("¿Es lo mismo un ACTIVITY completado que un GOAL logrado?", A),
            ("¿Los COIN del WORK AREA y los míos son lo mismo?", A),
            ("¿Qué diferencia hay entre la QUALITY de un MATERIAL y su tipo?", A),
            ("¿La ficha de HAPPINESS dorada y la negra son iguales?", A),
            ("¿En qué se diferencia ganar en el modo cooperativo y en el competitivo?", A),
            ("¿La DEPLETION es lo mismo que quedarse sin MATERIAL en el BUY AREA?", A),
            ("Oye, ¿el Burning MATERIAL del solitario es igual que el del cooperativo?", A),
            ("Si no me queda HAPPINESS, ¿qué uso, WORK o la CREDIT CARD?", A),
            ("¿Qué diferencia hay entre un EVENT boca abajo y uno activado?", A),
            ("¿Es lo mismo el Welcoming Gift que el PAYOFF?", A),
            ("¿Es lo mismo descartar una ACTIVITY que mandarla al LANDFILL?", A),
            ("¿El jugador inicial es el que gastó más de $100 o es otra cosa?", A),
            ("¿Qué diferencia hay entre los FAVOUR rojos y los azules?", A),
            ("¿Es lo mismo negociar que jugar un FAVOUR?", A),
            ("¿En qué se diferencia gastar REPUTATION en un BUY y en un CONSUME?", A),
            ("¿Qué diferencia hay entre descartar un EVENT CONTINUOUS y uno IMMEDIATE?", A),
            ("¿Qué diferencia hay entre el Banker y el Investor?", A),
            ("¿El Forge del Craftsman y el Repair del Engineer hacen lo mismo?", A),
            ("¿Es lo mismo el desempate por LANDFILL que el LANDFILL Penalty en LOOP?", A),
            ("Usted, ¿sabe si las FAVOUR de inicio dependen del asiento o son iguales para todos?", A),
            ("¿El Welcoming Gift de la CREDIT CARD cuenta como BUY para el BOGOF o el Red Gown, o es otra cosa?", U),
            ("En solitario, ¿qué diferencia hay entre el RENEW que el Scavenger juega como RESELL y un RESELL normal? Si no hay otro jugador, ¿a quién se lo juego?", U),
            ("¿La Discard Pile de FAVOUR y la de ACTIVITY están en el mismo sitio del tablero o son montones distintos?", U),
            ("Si el mazo de FAVOUR está vacío, ¿el Freelancer puede robar de la Discard Pile igual que al empezar el turno o es distinto?", U),
            ("Vos, ¿sabés si el BARTER azul del solitario da REPUTATION como el rojo?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("What's the difference between Impact and Happiness?", A),
            ("Is energy the same as time?", A),
            ("Do the Career card and the Job count as the same thing for scoring?", A),
            ("What's the difference between Interview and the upper Career action?", A),
            ("Date vs the upper Leisure action, whats the difference?", A),
            ("Donate vs the Community upper action, what's different?", A),
            ("Is putting a facedown Value in my hand the same as drawing a new Value when I Meditate?", A),
            ("What's the difference between an Experience card and a Resource?", A),
            ("Is a Trait card the same as a Values card?", A),
            ("Grown Up vs Promoted, same thing?", A),
            ("Promoted or Married, which one do I get from Date?", A),
            ("upper action spot vs lower action spot, whats the difference", A),
            ("What's the difference between the cost to play bar and the cost to upgrade bar?", A),
            ("Is the Experience card stack the same as a discard pile?", A),
            ("What's the difference between a Life Event and an Adulthood card?", A),
            ("Are the Life icons the same as the icons in the cost bar?", A),
            ("What's the difference between the market slots? Is the left one free and the others cost something?", A),
            ("Negative Impact token vs Unhappiness token?", A),
            ("What's the difference between having a Partner and being Married?", A),
            ("Is the end of the game the same as when the markers cross?", A),
            ("Is the heart on a Partner the same as the hole on a Values card?", A),
            ("Is a tie the same as both of us winning in Adulthood?", A),
            ("In solo, is the Achievement card the same as a Values card?", A),
            ("Is Meditate in solo the same as in the normal game?", A),
            ("Is a Resource the same as a possession, like a car?", A),
            ("Do Leisure and Wellness cards have different card backs, or how do I tell them apart in the Adulthood deck?", U),
            ("The Solo Achievement card says to record my score with a marker, is that a different marker from the Score Markers?", U),
            ("Are there as many Life Event spaces on the Happiness track as on the Impact track, or is one different?", U),
            ("Are the Grown-Up, Promoted and Married markers different shapes, or is only the Grown Up one the beige arrow?", U),
            ("Is the Happiness track the same length as the Impact track?", U),
        ],
        "es": [
            ("¿Es lo mismo la Felicidad que el Impacto?", A),
            ("¿Qué diferencia hay entre el dinero y la energía?", A),
            ("¿Qué diferencia hay entre Meditar y descartar un Valor?", A),
            ("¿Qué diferencia hay entre una carta de Carrera y una de Comunidad?", A),
            ("¿Ser Grown Up y estar Promocionado es lo mismo?", A),
            ("¿Pareja y Matrimonio son lo mismo?", A),
            ("¿Qué diferencia hay entre el mazo de Adulthood y el de Life Event?", A),
            ("Las Experiencias, ¿se descartan o se apilan? ¿Es lo mismo?", A),
            ("¿Qué diferencia hay entre Recursos y Rasgos?", A),
            ("¿La carta de más a la izquierda del mercado es distinta de las otras?", A),
            ("¿Es lo mismo el Grown-Up de la pista de Impacto que el de la de Felicidad?", A),
            ("¿Los Valores boca abajo y los de la mano son lo mismo para puntuar?", A),
            ("¿Qué diferencia hay entre el coste para jugar y el coste para ascender?", A),
            ("Oye, si tengo una carta encima del hueco de arriba, ¿cuál uso, la acción de la carta o la de abajo?", A),
            ("¿El corazón completo y el corazón de la Pareja son lo mismo?", A),
            ("¿Los iconos de Vida de las Experiencias cuentan igual que los de las cartas que tengo en el tablero?", A),
            ("¿Qué diferencia hay entre el fin de la partida y el fin de la ronda?", A),
            ("¿Qué diferencia hay entre las fichas de Infelicidad y las de Impacto Negativo?", A),
            ("¿Es lo mismo pasar el final de la pista que sumar 25 puntos?", A),
            ("¿El mercado en solitario funciona igual que en la partida normal?", A),
            ("¿Qué diferencia hay entre los Life Event en solitario y en la partida normal?", A),
            ("¿El primer turno es distinto de los demás?", A),
            ("¿Qué diferencia hay entre tomar una carta del mercado y jugarla?", A),
            ("¿La energía que uso como tiempo vuelve a mi reserva igual que un meeple?", A),
            ("Usted, ¿sabe si un empate es lo mismo que una victoria compartida?", A),
            ("En solitario, si el octavo Life Event afecta a la ronda siguiente, ¿qué diferencia hay con uno normal? ¿Se aplica?", U),
            ("¿Qué diferencia hay entre los Life Event buenos y los malos? ¿Cuántos hay de cada uno?", U),
            ("¿Las cartas de Pareja con el corazón relleno y con el corazón vacío son tipos distintos?", U),
            ("Che, ¿las cartas de Valores dan distinta Felicidad unas de otras o todas dan lo mismo?", U),
            ("Usted, ¿sabe si la carta Marathon es de Bienestar como Mall Walkers es de Comunidad, o es de otro tipo?", U),
        ],
    },
    "cv": {
        "en": [
            ("Is the early adulthood deck the same as the young adulthood deck?", A),
            ("What's the difference between the active card and the others in my stack?", A),
            ("Event cards vs childhood cards, what's the difference?", A),
            ("good luck vs bad luck symbols, whats the difference", A),
            ("Is a Possession's satisfaction the same thing as victory points?", A),
            ("What's the difference between a die and a token?", A),
            ("Is the bicycle token the same as the bicycle card?", A),
            ("What's the difference between my life goal and the public life goals?", A),
            ("Work vs Possession stacks, why can't I tuck a Work card under like the others?", A),
            ("What's the difference between how Health cards and Possession cards score?", A),
            ("Is a misfortune the same as a bad luck symbol?", A),
            ("Is a red slash cost the same as the normal cost to buy a card?", A),
            ("whats the diff between end of round and end of turn in cv", A),
            ("In 2 player, is discarding the leftmost card the same as with 3 or 4?", A),
            ("Is the 5th die I got from Marriage any different from the normal four?", A),
            ("What's the difference between rerolling and a frozen die?", A),
            ("A card with two colours, is it both types at once?", A),
            ("Is social assistance the same as buying with 3 good luck?", A),
            ("Is 'discarded' the same as 'goes to the box' when I can't pay the red slash cost?", A),
            ("does 'pay' mean the same as 'have' the symbols when I buy from the track?", A),
            ("What's the difference between the track and my CV?", A),
            ("Is a tie broken by CV cards or by points?", A),
            ("Childhood draft with 2 players vs 4 players, what's different?", A),
            ("Is the end of the game the same as the old age deck running out?", A),
            ("Is taking a card from the track the same as buying it?", A),
            ("The setup says 5 decks and then 6 decks, what's the difference, is there a sixth deck?", U),
            ("Do the tokens show symbols the dice don't have, or are they exactly the same 6 symbols?", U),
            ("On a two-colour card, does the colour on the left mean anything different from the one on the right?", U),
            ("Health cards 'help in dealing with bad luck', is that different from good luck? do they cancel bad luck symbols?", U),
            ("Is the bicycle token one of the 49 tokens or an extra piece?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre descartar una carta por desgracia y que vaya a la caja?", A),
            ("¿Los símbolos de buena suerte y los tokens de buena suerte son lo mismo?", A),
            ("¿Qué diferencia hay entre una carta de evento y una de posesión?", A),
            ("¿Qué diferencia hay entre la carta activa y las de abajo?", A),
            ("¿Es lo mismo congelar un dado que no relanzarlo?", A),
            ("¿Qué diferencia hay entre las cartas de Salud y las de Conocimiento?", A),
            ("¿La meta de vida secreta y las públicas puntúan igual?", A),
            ("¿Es lo mismo una ronda que un turno en CV?", A),
            ("¿Qué diferencia hay entre Trabajo y Posesión a la hora de apilar?", A),
            ("¿Qué diferencia hay entre tener 3 de buena suerte y la asistencia social?", A),
            ("¿Los tokens son como ingresos que se acumulan o no?", A),
            ("¿Es lo mismo el coste con barra roja que el precio de la carta?", A),
            ("¿La carta de bici y la ficha de bici son lo mismo?", A),
            ("¿Qué diferencia hay en el reparto de infancia con 3 jugadores y con 4?", A),
            ("¿Qué diferencia hay entre los mazos de adultez temprana, mediana edad y vejez?", A),
            ("¿Desgracia y mala suerte son lo mismo?", A),
            ("Para pagar la barra roja, ¿uso dados o tokens? ¿Da igual si ya compré con ellos?", A),
            ("¿Es lo mismo empatar una meta pública que ganarla?", A),
            ("¿Las cartas de dos colores son de los dos tipos a la vez?", A),
            ("¿Qué diferencia hay entre sacar un poco una carta del track y comprarla?", A),
            ("¿El quinto dado que da el Matrimonio es distinto de los otros?", A),
            ("¿Qué diferencia hay entre el fin de ronda y el fin de la partida?", A),
            ("¿Las cartas de evento compradas y las de infancia son lo mismo?", A),
            ("En el desempate, ¿gana el que tiene más cartas o menos?", A),
            ("Vos, ¿sabés si el símbolo de una carta de evento cuenta igual que el de un dado?", A),
            ("¿Qué diferencia hay entre las cartas de infancia y las de adultez temprana en el coste? ¿Las de infancia tienen coste?", U),
            ("¿Cómo se llaman las etapas en español? ¿La 'juventud' es lo mismo que la adultez temprana?", U),
            ("Las cartas de Trabajo que 'exigen sacrificios', ¿son las de barra roja o es otra cosa distinta?", U),
            ("¿Hay posesiones de dos colores, o eso solo pasa con las otras cartas?", U),
            ("Usted, ¿sabe qué diferencia hay entre el lado A y el lado B del tablero?", U),
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
