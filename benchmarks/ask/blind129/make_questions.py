"""Write the blind129 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind129/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12901-12904), so the
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
SEEDS = {"coming-of-age": 12901, "loop": 12902, "adulthood": 12903, "cv": 12904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("is there any way to change my die's location without taking a frustration token?", A),
            ("so if every one of my tracks already has a frustration token on one end, I just can't change location at all?", A),
            ("are the first and last open locations on the board adjacent or not", A),
            ("When I spend motivation and move the counter 2 left, do I get the bonuses of the spaces it passes? what about bounces?", A),
            ("is there any case where spending more motivation tokens moves the mood counter further than 2 steps?", A),
            ("i bounce right but the motivation icon at the end is covered by a frustration token. do i get anything?", A),
            ("can i ever keep 5 trait tiles in my hand, even just for a moment?", A),
            ("Once I've played four Trait Tiles, is there any way to play a fifth?", A),
            ("do i still need to meet a trait tile's requirement after its played, or only when i play it?", A),
            ("I have my die and a Presence at the same stop. can I take the Bus Stop bonus AND the friendship with someone else's Presence?", A),
            ("can a normal friendship bonus ever move a token from level 4 to level 5?", A),
            ("if nobody has a die or a presence at a location, does the bus still stop there?", A),
            ("Is there any way to get a Memory without spending Motivation Tokens?", A),
            ("is the vep the same if i pay the memory with willpower instead of motivation?", A),
            ("someone took the memory card at a stop - does a new one go there right away?", A),
            ("can I put a second Presence in a location where I already have one?", A),
            ("all 4 of my character tokens are out as presences. am i stuck, no more presences ever?", A),
            ("Is my Parent Card discard pile secret or can others look through it?", A),
            ("do I ever HAVE to play a parent card when I've got the right motivation tokens?", A),
            ("what happens to the dice left at a location after the bus has been there, do i get them back?", A),
            ("before final scoring can i use more than one memory token?", A),
            ("do my interest tokens left on the board count for the leftover vep at the end?", A),
            ("can i score more goal tiles than the number of trait tiles i played?", A),
            ("2 player: can i mimic a tile in the neutral row if my friendship with its character is lower than that tile's level?", A),
            ("Solo: Rob doesn't use mood counters or frustration tokens at all, right?", A),
            ("solo - when does rob NOT leave a presence at my location?", A),
            ("solo: when rob's 4 trait slots are full he keeps drawing trait tiles face down onto his pile. does the 4 tile hand limit apply to that pile or can it just keep growing?", U),
            ("once a character token sits on a space of my friendship track, can i ever slide it to another empty space on the same level, or is it stuck there until it moves up?", U),
            ("a bonus lets me pick any character for a Friendship Bonus. could i pick one of my OWN colour character tokens sitting in the general supply, or is that never allowed?", U),
            ("One of us has to leave halfway through. Is there a rule for what happens to their Presences and the Character Tokens of theirs that sit on our Friendship Tracks?", U),
        ],
        "es": [
            ("¿Hay alguna forma de cambiar de ubicación sin poner Fichas de Frustración?", A),
            ("o sea que si llevo el dado a una ubicación no adyacente necesito dos Registros de Ánimo libres, ¿no?", A),
            ("¿Puedo poner una Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el otro extremo?", A),
            ("Si gasto tres Fichas de Motivación de golpe, ¿el Contador de Estado de Ánimo baja más de 2 pasos?", A),
            ("cuando pago con 4 de Fuerza de Voluntad para poner una Presencia, tengo q mover algun contador 2 a la izquierda?", A),
            ("Vale, si reboto a la izquierda y no quiero poner Ficha de Frustración, ¿tengo otra opción?", A),
            ("¿Hay algún caso en que rebotar a la izquierda me dé VEP en vez de quitármelos?", A),
            ("che, ¿cuántas Fichas de Rasgo puedo tener en la mano? ¿nunca más de 4?", A),
            ("¿Se puede jugar una quinta Ficha de Rasgo en el tablero de alguna manera?", A),
            ("¿Puedo colocar un Rasgo Mimético sobre la ficha de otro jugador si no tengo a su personaje en mi registro de amistad?", A),
            ("Si tengo dado y Presencia en la misma ubicación, ¿puedo elegir las dos opciones del paso A?", A),
            ("¿Con una Bonificación de Amistad normal puedo pasar a alguien del nivel 4 al 5?", A),
            ("si varios conseguimos el Recuerdo en la misma parada, todos lo cobramos? y la carta se repone enseguida?", A),
            ("Oye, si pago el Recuerdo con Fuerza de Voluntad, ¿cuántos VEP me dan? ¿me llevo igual el resto de la carta?", A),
            ("¿Puedo tener dos Presencias mías en la misma ubicación?", A),
            ("Ya tengo mis 4 Presencias en el tablero. ¿Ya no puedo poner ninguna más?", A),
            ("Si tengo Fichas de Motivación, ¿igual puedo elegir jugar una Carta de Padres?", A),
            ("q pasa con los dados que quedan en la ubicacion despues del autobus, vuelven a mi tablero?", A),
            ("¿La Fuerza de Voluntad y las Fichas de Motivación se pueden acabar en la reserva?", A),
            ("al final, las Fichas de Frustración superadas también restan 3 VEP?", A),
            ("¿Hay algún tope de Fichas de Objetivo que pueda puntuar al final?", A),
            ("Disculpe, en el desempate ¿cuentan los Rasgos Miméticos que puse en tableros de otros jugadores?", A),
            ("En solitario Rob no tiene Cartas de Padres ni Fichas de Objetivo, ¿verdad?", A),
            ("En solitario, si a Rob ya no le quedan Fichas de Interés, ¿qué hace al tirar los dados?", A),
            ("¿Rob tiene que cumplir el requisito de la ficha para poner su Rasgo Mimético?", A),
            ("o sea que en solitario Rob nunca usa Contadores de Estado de Ánimo ni Fichas de Frustración, ¿no?", A),
            ("En solitario, Rob pone su Rasgo Mimético en la ficha que más VEP da. Si hay dos fichas con el mismo VEP, ¿cuál elige?", U),
            ("Si se acaba la pila de Fichas de Rasgo, ¿se vuelven a barajar las descartadas o ya no se puede robar más?", U),
            ("Tengo una Ficha de Frustración tapando el extremo derecho de un registro y mi contador está justo en esa última casilla, la del bonus pasivo. ¿Sigo teniendo el bonus pasivo o la ficha lo anula?", U),
            ("Tío, en la variante de 2, para el desempate ¿cuentan los Rasgos Miméticos que puse en las Fichas de Rasgo neutrales de la fila? El reglamento solo habla de los tableros de otros jugadores", U),
        ],
    },
    "loop": {
        "en": [
            ("is passing ever allowed if i dont want to work, buy or consume?", A),
            ("so i don't draw a FAVOUR at all if i already have 5 in hand?", A),
            ("the FAVOUR deck and the discard pile are both empty. do i still get to draw somehow?", A),
            ("I'm at 0 HAPPINESS in a basic game and WORK is all I can do. do I get nothing?", A),
            ("can i ever buy more than 3 MATERIAL in one turn?", A),
            ("an ACTIVITY shows two of the same colour. can i take both QUALITY off the same MATERIAL?", A),
            ("is there any way to keep a 4th ACTIVITY in my AREA?", A),
            ("Can I hold back a GOAL I've met and reveal it on a later turn instead?", A),
            ("can the same kept ACTIVITY count for two different GOALs?", A),
            ("someone plays me a FAVOUR and I already have 5 in hand. can I refuse to take it because of a hand limit?", A),
            ("when am i NOT allowed to reject a favour?", A),
            ("do i get any REPUTATION for accepting a RECYCLE?", A),
            ("I'm at 2 REPUTATION and accept a SHARE. do i go above 2?", A),
            ("can I spend 1 REPUTATION and 0 COIN to get a QUALITY 1 MATERIAL?", A),
            ("in a CONSUME turn can i spend just 1 REPUTATION for something?", A),
            ("we agreed on a deal before i played my FAVOUR and he broke it. is the deal binding by the rules?", A),
            ("can i RECYCLE a UTILITY, or from my own LANDFILL?", A),
            ("i SHAREd a material but in the end didn't use it for the ACTIVITY. does it still lose the QUALITY?", A),
            ("Solo: the end-of-turn burn reveals DEPLETION. Do I take the DEPLETION Penalty?", A),
            ("co-op: is there any way to REJECT a FAVOUR?", A),
            ("does the game stop the moment someone hits HAPPINESS 12?", A),
            ("basic mode - is there a LANDFILL penalty at the end or not?", A),
            ("Does a CONTINUOUS EVENT affect me during other players' turns?", A),
            ("can i put 3 COIN on a CREDIT CARD in one turn to clear it faster?", A),
            ("solo: do i draw a FAVOUR at the start of my turn like normal?", A),
            ("Is there any CAREER that can't be used in Competitive Mode?", A),
            ("tie-break says more ACTIVITY completed wins. do the ACTIVITY I had to discard when I completed a 4th still count as completed, or only the 3 I keep?", U),
            ("Salesman gets 1 COIN when someone ACCEPTs his ACQUIRE or RESELL. In co-op nobody ever ACCEPTs anything, so does the Salesman just never get that COIN there?", U),
            ("6 players loop: how many FAVOUR do the 5th and 6th players start with? the table in our rules stops at the 4th row", U),
            ("Tycoon doubles the COIN he has when he WORKs. Do the COIN sitting on my CREDIT CARD for PAYOFF count as COIN I have, or never?", U),
        ],
        "es": [
            ("¿Se puede pasar el turno si no me conviene hacer nada?", A),
            ("Si tengo 5 FAVOUR o más en la mano, ¿robo igual al empezar el turno?", A),
            ("che, ¿puedo hacer WORK y BUY en el mismo turno?", A),
            ("¿Hay alguna CAREER que sí pueda comprar algo durante su WORK?", A),
            ("¿Puedo jugar FAVOUR en el turno de otro jugador?", A),
            ("Si no tengo un FAVOUR igual ni REPUTATION, ¿hay alguna forma de rechazar?", A),
            ("el ACQUIRE se le puede jugar a alguien que no tiene MATERIAL?", A),
            ("¿Con RESELL puedo venderle a alguien que no tiene COIN suficientes para pagarme?", A),
            ("En un BARTER, si mi MATERIAL tenía más QUALITY, ¿me devuelven la diferencia de alguna forma?", A),
            ("Vale, si rechazo un FAVOUR, ¿a dónde va? ¿a mi mano?", A),
            ("¿Se puede gastar REPUTATION en un turno de WORK? ¿para qué?", A),
            ("las cartas que faltan en el tablero se reponen al momento o recién al final del turno?", A),
            ("¿Las ACTIVITY que descarto al completar la cuarta vuelven a salir en algún momento?", A),
            ("En el básico, si empatamos a HAPPINESS, ¿quién gana?", A),
            ("En el cooperativo, cuando el descarte de fin de ronda destapa la DEPLETION, ¿alguien pierde HAPPINESS?", A),
            ("En el cooperativo, ¿se puede usar REPUTATION para rechazar un FAVOUR?", A),
            ("En el cooperativo, ¿cuándo recupero los FAVOUR que ya jugué?", A),
            ("o sea que en solitario no se usan los FAVOUR rojos, ¿no?", A),
            ("En solitario, ¿puedo jugar con el Banker?", A),
            ("¿Qué CAREER no se pueden usar en el cooperativo?", A),
            ("Si se disparan dos EVENT continuos a la vez, ¿valen los dos?", A),
            ("Con Bad Debt activo y una CREDIT CARD, ¿hay alguna forma de hacer BUY?", A),
            ("En solitario, con el RENEW ¿puedo sacar también una UTILITY? ¿y cuánto pago?", A),
            ("Si la QUALITY de mi MATERIAL llega a 0 por un SHARE de otro, ¿a qué LANDFILL va?", A),
            ("Disculpe, ¿la penalización por DEPLETION la paga todo el mundo o solo quien la provoca?", A),
            ("¿Cuántas GOAL tengo en solitario? ¿las mismas 3 que en el resto de modos?", A),
            ("Ya pagué las 5 COIN de una CREDIT CARD. Con Bad Debt activo, ¿esa tarjeta pagada sigue contando como que tengo CREDIT CARD y no puedo hacer BUY?", U),
            ("Soy el Salesman en solitario: ahí nadie acepta mis FAVOUR azules. ¿Nunca cobro la COIN extra de su habilidad cuando juego ACQUIRE o RESELL?", U),
            ("con el EVENT Buy More Earn More activo en solitario, las COIN que pago por un RENEW cuentan? el EVENT solo nombra ACQUIRE, BUY y RECYCLE", U),
            ("Hidden Clause: si una de mis CREDIT CARD todavía no tiene ninguna COIN encima, ¿qué pasa con esa tarjeta?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("once my time is placed, can i still take a new action later in the turn?", A),
            ("can I use the same action spot twice in one turn?", A),
            ("can i use both career spots in the same turn?", A),
            ("are the lower action spots on my board ever covered by a card?", A),
            ("I just played a Leisure card - can I use its action right away this turn?", A),
            ("is there any market card i can take without paying anything?", A),
            ("Is there any way to move backwards on the Happiness or Impact track during the game?", A),
            ("do i need to pass both grown-up spaces to be grown up?", A),
            ("can i play a card with the grown up icon before i'm grown up if i pay extra?", A),
            ("can i have two Leisure cards out at once?", A),
            ("is there a limit on how many Resources and Traits I can have?", A),
            ("after I'm Promoted, can I still use the first action on my Career card?", A),
            ("do i keep my Married token if i switch to a new partner?", A),
            ("my Career needs a Life icon to get Promoted. does the icon on that Career card itself count?", A),
            ("do i ever have to show my Values cards to the others?", A),
            ("a card has no green bar at all. does it cost anything?", A),
            ("when someone's markers cross does the game end right away?", A),
            ("do Unhappiness tokens do anything before the end of the game?", A),
            ("how many of the same Life icon do i need before sets give me any happy?", A),
            ("do i have to be married to the partner for the 4 impact heart bonus, or is matching enough?", A),
            ("what if two players tie on the combined score?", A),
            ("solo: do i still draw a Life Event when i pass the Life Event spaces on the track?", A),
            ("Solo: do hearts and sets of Life icons score anything at the end?", A),
            ("solo: does the market get refilled in the middle of a round?", A),
            ("solo - a card effect gives me an extra market card. does it make the next card i buy more expensive?", A),
            ("solo: is there any case where I cross my scores and still lose?", A),
            ("I passed the Grown-Up space on Happiness and later also pass the one on Impact. Does passing the second one give me anything extra, or nothing?", U),
            ("Once I'm Grown Up, can I still use Date just to add a Partner card to my hand instead of getting Married?", U),
            ("is there any way to get rid of an Unhappiness or Negative Impact token before the end, like paying money or energy?", U),
            ("I've got a Life Event that affects the next round, and then someone's markers cross. If the game ends before that next round, does the effect still do anything at scoring?", U),
        ],
        "es": [
            ("¿Puedo colocar el tiempo antes de que me toque?", A),
            ("¿Se puede usar energía como si fuera tiempo?", A),
            ("¿El Donate cuesta tiempo o plata? ¿y qué me da?", A),
            ("Si ya soy Grown Up, ¿qué hace el Interview?", A),
            ("Si me llevo la carta de más a la derecha del mercado, ¿qué pago?", A),
            ("¿Puedo jugar en este mismo turno una carta que acabo de sacar del mercado?", A),
            ("¿Puedo tener dos Partner a la vez en algún caso?", A),
            ("¿Cuántas Career puedo tener a la vez?", A),
            ("Los Life Event, ¿se resuelven en el momento o al final del turno?", A),
            ("¿Puedo ganar más de un Life Event en un mismo turno?", A),
            ("Si paso el final del track, ¿me quedo ahí parado o qué?", A),
            ("En el primer turno, ¿puedo jugar mi Career antes de gastar el tiempo?", A),
            ("¿Puedo jugar Family Time solo con ser Grown Up, aunque no tenga ningún icono Family?", A),
            ("Meditate: ¿cuánto cuesta y qué puedo hacer con él?", A),
            ("Si hago Date sin ser Grown Up, ¿qué pasa?", A),
            ("¿Quién empieza la partida?", A),
            ("¿Cuántas Career me reparten y con cuántas me quedo?", A),
            ("Las fichas de energía y plata que gasto en las acciones, ¿vuelven a mí al final del turno?", A),
            ("¿Puedo mirar mis Values boca abajo cuando quiera?", A),
            ("Al final, ¿los Values que siguen boca abajo también puntúan?", A),
            ("Si cambio de Career después de ascender, ¿conservo el Promoted?", A),
            ("En solitario, ¿se reparten Values?", A),
            ("En solitario, ¿cuánto cuestan las cartas del mercado?", A),
            ("solitario: ¿cuándo se termina la partida?", A),
            ("En solitario, ¿puedo ganar aunque no complete ningún nivel del Achievement?", A),
            ("o sea que en solitario los tokens de Unhappiness sí restan al final, ¿no?", A),
            ("Ya soy Grown Up: ¿puedo seguir usando el Interview solo para robar una Career nueva, sin que me asciendan?", U),
            ("Se acabó el mazo y en el mercado quedan solo 3 cartas, así que la de más a la izquierda también es una de las tres de la derecha. ¿Me dan la energía, pago el coste, o las dos cosas?", U),
            ("¿Puedo dejar a mi Partner y quedarme sin pareja, sin jugar otra carta de Partner?", U),
            ("Me casé con un Partner cuyo corazón coincide con DOS de mis Values. ¿Me dan 4 de impact una vez o 4 por cada Value?", U),
        ],
    },
    "cv": {
        "en": [
            ("can i ever reroll a die showing bad luck?", A),
            ("how many times can i reroll in my turn, is there any way to get a third reroll?", A),
            ("whats the most dice i can ever roll?", A),
            ("can i take 3 cards from the track in one turn if i have the symbols?", A),
            ("I used an event card to buy something and had symbols left over. Do they carry over to next turn?", A),
            ("do i get tokens for the symbols on an event card?", A),
            ("with 3 good luck symbols do i skip the card's special condition too?", A),
            ("can dice tokens I already used to buy a card also pay a red slash cost later that turn?", A),
            ("what happens if i can't pay the red slash cost of one of my cards?", A),
            ("can i slide a new Work card under my stack so the old one stays active?", A),
            ("do single-use event cards stay in my CV after I play them?", A),
            ("can two cards in the same stack be active at the same time?", A),
            ("do tokens pile up from turn to turn like income?", A),
            ("2 players: is the leftmost card of the track only thrown away at the end of the round?", A),
            ("When does social assistance get checked, every turn?", A),
            ("social assistance lets me take a card for free - do i still have to meet its special condition?", A),
            ("i have 3 cards and the leader has 5. do i get social assistance?", A),
            ("tie on points and same number of cv cards. who wins?", A),
            ("two of us tie on a public life goal. does only one of us score it?", A),
            ("when exactly does the game end? is it when the old age deck is empty?", A),
            ("do bad luck symbols on my tokens count toward misfortune, or only dice?", A),
            ("I lost my bicycle card to misfortune. do I still start each round?", A),
            ("Is there any way to pay a card's red slash cost only once instead of every turn?", A),
            ("a card has a 2 colour title. can it count as both types for scoring?", A),
            ("3 players: how do we set up the childhood cards?", A),
            ("can a new Health card go under my stack instead of on top?", A),
            ("several of us get social assistance at the same time. is the track refilled after each one takes a card, or do we all pick from the same track?", U),
            ("The old age deck runs out in the middle of a round and the track can't be filled back to 5. What do we do until the round ends?", U),
            ("where does the leftmost card go when it drops off the track, a discard pile or back in the box? can it ever come back?", U),
            ("can i give one of my event cards to another player, or trade it, if we agree?", U),
        ],
        "es": [
            ("¿Los dados con mala suerte se pueden volver a tirar en la segunda tirada?", A),
            ("¿Con cuántos dados empiezo a tirar?", A),
            ("¿Puedo usar cartas de evento de mi mano para pagar una carta del track?", A),
            ("Las cartas de evento que compro, ¿van a mi CV o se quedan en la mano?", A),
            ("¿Puedo jugar un evento cuando no es mi turno?", A),
            ("Con 3 de buena suerte, ¿igual tengo que cumplir la condición especial de la carta?", A),
            ("Si junto 3 de mala suerte, ¿qué carta pierdo? ¿la elijo yo?", A),
            ("¿La desgracia me puede quitar una carta que no está activa, de las de abajo del montón?", A),
            ("Las Posesiones, ¿las puedo poner debajo del montón?", A),
            ("¿Cuándo se paga el coste de la barra roja?", A),
            ("si no puedo pagar la barra roja la carta vuelve al mazo?", A),
            ("¿Cuántas cartas hay en el track?", A),
            ("¿Cuándo se descarta la carta de la izquierda del track? ¿siempre al final de la ronda?", A),
            ("Cuando se acaba el mazo de joven adulto, ¿de dónde salen las cartas?", A),
            ("Ayuda social: ¿cuántas cartas tiene que tener el otro para que me toque?", A),
            ("Si varios tenemos ayuda social a la vez, ¿en qué orden cogemos?", A),
            ("Al final, ¿cómo puntúan las Posesiones?", A),
            ("Si empatamos a puntos, ¿quién gana?", A),
            ("¿Cuántas metas de vida públicas hay con 3 jugadores?", A),
            ("Con 4 jugadores, ¿también se prepara el mazo de infancia con la bicicleta y cartas al azar?", A),
            ("¿Cómo se reparten las cartas de infancia? ¿me quedo las 3 que me dan?", A),
            ("¿Quién empieza cada ronda?", A),
            ("¿Cuántos puntos dan 4 cartas de salud al final?", A),
            ("¿Puedo volver a tirar los dados una tercera vez?", A),
            ("che, las cartas de dos colores, ¿cuándo decido de qué tipo son?", A),
            ("o sea que con 7 dados ya no puedo conseguir más, ¿no?", A),
            ("Si un jugador tiene derecho a ayuda social pero en el track no hay ninguna carta cuya condición especial cumpla, ¿se le compensa de otra forma o se queda sin nada?", U),
            ("Para la ayuda social, ¿las cartas de infancia cuentan como cartas del CV? Lo digo para ver si el otro tiene el doble que yo", U),
            ("Puedo pagar la barra roja de mi carta de Trabajo, pero no quiero: ¿puedo decidir no pagarla para que la carta se vaya a la caja?", U),
            ("¿Puedo mirar la carta de arriba de los mazos de la edad siguiente para planificar?", U),
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
