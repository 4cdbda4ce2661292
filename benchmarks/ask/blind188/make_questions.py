"""Write the blind188 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind188/make_questions.py

Style of this set: players who ask in the NEGATIVE ("can't I ...?", "isn't there
a limit on ...?", "don't we get ... back?", "doesn't the bot ...?", "what if I
don't / can't ...?", "what happens when nobody wants to ...?", "¿no se puede
...?", "¿no hay que pagar ...?", "¿y si no quiero ...?", "¿no era que ...?",
"¿acaso no ...?"). The negation is only how the player asks; the answer is the
rule that says what may, must or must not be done. The unanswerable questions
ask, in the same negative way, about points the rulebooks never settle.

Each game's file is written in a seeded shuffled order (seeds 18801-18804), so the
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
SEEDS = {"coming-of-age": 18801, "loop": 18802, "adulthood": 18803, "cv": 18804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("can't i just wait and see where everyone else puts their die before i pick mine?", A),
            ("isn't there a limit on how far i can move my die? can't i jump to a location that isn't next door?", A),
            ("every available mood track already has a frustration token on one end. can't i still change my die's location somehow?", A),
            ("locations 1 and 4 are at opposite ends of the open board, they're not adjacent, right? so moving between them costs 2 frustration?", A),
            ("my fulfillment counter is already on the last space and i still have 2 interest tokens to cash in. don't i get anything for them?", A),
            ("the experience space has an icon that moves my counter somewhere i don't want. can't i just skip that one icon?", A),
            ("the experience space says move the blue counter but i haven't unlocked blue yet. don't i have to move some other counter instead?", A),
            ("can't i flip two memory tokens in the same experience phase if i have them?", A),
            ("i just moved onto the rightmost space of a track. don't i get that bonus right away like the others?", A),
            ("counter's already on the far right and i have to move it right again, but there's a frustration token on the motivation icon. don't i still get the token?", A),
            ("i have to bounce left and i really don't want another frustration token. isn't there any other option?", A),
            ("bouncing left on a track where my frustration is already overcome on the far left, don't i lose vep like normal?", A),
            ("isn't there a hand limit on trait tiles? i keep drawing them", A),
            ("i played a trait tile when i met the requirement but now i don't anymore. don't i have to give the vep back?", A),
            ("i have a die AND a presence at the same bus stop. don't i get both the bus stop bonus and a friendship bonus?", A),
            ("my friend's character is at level 4 on my friendship track. can't i push it to level 5 with a normal friendship bonus?", A),
            ("none of us at the location has the motivation for the memory or wants a presence. don't we just get nothing?", A),
            ("i spent 3 motivation tokens of the same colour on a memory. doesn't my counter move 6 steps left then, 2 per token?", A),
            ("once someone grabs a memory card, doesn't a new one get flipped onto that location straight away?", A),
            ("all 4 of my character tokens are already out as presences. can't i place another presence anymore?", A),
            ("the bus left a location and my friend's die is still sitting there. don't we keep it for later?", A),
            ("at final scoring, don't i lose 3 vep for the overcome frustrations too, not just the ones still on the right?", A),
            ("i only played 2 trait tiles but i meet all 4 of my goal tiles. can't i score all four?", A),
            ("solo: doesn't rob need mood counters and frustration tokens like me?", A),
            ("doesn't everyone's vep counter start at 0?", A),
            ("solo: rob got the trait bonus but doesn't meet the requirement of the tile. doesn't he have to meet it like me?", A),
            ("all 7 of my interest tokens are already out on the board and i still have to pull another die off the road. can't i just take it back without leaving one?", U),
            ("isn't there a cap on how many unused memory tokens i can sit on at once?", U),
            ("the memory cards that got won are out of the game. can't i look back through them to work out what's still left in the deck?", U),
            ("solo: rob gets a friendship bonus but every space on his friendship track that gives only vep is already covered. doesn't he get anything at all?", U),
        ],
        "es": [
            ("¿No hay que poner ninguna Ficha de Frustración si muevo el dado solo a la ubicación de al lado?", A),
            ("¿No se puede superar una Ficha de Frustración gastando Fuerza de Voluntad en vez de esperar una bonificación?", A),
            ("Tío, se nos están acabando las Fichas de Fuerza de Voluntad y ya no hay de dónde coger. ¿No hay un límite?", A),
            ("Si retiro dos dados de la misma ubicación, ¿no pongo solo una Ficha de Interés allí?", A),
            ("¿No tengo que recoger primero mis otros dados del camino antes de avanzar el Contador de Realización Personal?", A),
            ("¿No me dan 3 VEP por cada Ficha de Motivación que gasto en el mismo Recuerdo?", A),
            ("Si pago el Recuerdo con 4 de Fuerza de Voluntad, ¿no me dan la bonificación de la carta ni la Ficha de Recuerdo?", A),
            ("¿No puedo mezclar Fichas de Motivación de los dos colores que pide la ubicación para el mismo Recuerdo?", A),
            ("¿No se pueden poner dos Presencias mías en la misma ubicación?", A),
            ("Después de jugar una Carta de Padres, ¿no hay que robar otra?", A),
            ("¿Acaso la pila de descarte de Cartas de Padres no es secreta?", A),
            ("¿El autobús no para en todas las ubicaciones disponibles, tenga dados o no?", A),
            ("¿No me dan nada por poner un personaje nuevo en el nivel 0 del registro de amistad?", A),
            ("Quiero subir un personaje de nivel pero en el siguiente nivel no queda hueco. ¿No lo puedo mover?", A),
            ("¿No se desbloquea un Registro de Ánimo nuevo en cada turno?", A),
            ("¿no nos dan dados nuevos al empezar cada ronda? cuantos y de que tipo", A),
            ("Al final del turno, ¿no me quedo el dado que usé para la ronda siguiente?", A),
            ("Antes de puntuar, ¿no se puede usar una Ficha de Recuerdo que me quede sin usar?", A),
            ("las fichas que me sobran al final no valen nada?", A),
            ("Si empatamos a VEP, ¿no se comparte la victoria directamente?", A),
            ("¿No se cumple la meta de tipo A de mayoría si empato con otro jugador?", A),
            ("Che, jugando de a dos, ¿no hace falta nivel de amistad con el personaje neutral para imitar las fichas de la fila?", A),
            ("En solitario, ¿Rob no recibe Ficha de Rasgo inicial como nosotros?", A),
            ("Disculpe, en solitario, si Rob tiene menos Fichas de Interés que dados, ¿no coloca ninguna?", A),
            ("En solitario, cuando Rob consigue un Recuerdo, ¿no descarta las Fichas de Motivación que 'gasta'?", A),
            ("Vale, Rob nos gana siempre. ¿No hay forma de ponerle el solitario más fácil?", A),
            ("En la variante de dos, las cuatro fichas de la fila neutral, ¿no dan VEP distintos según el nivel? ¿Cuántos da cada una?", U),
            ("¿La Fuerza de Voluntad que tengo no es información secreta? ¿Tengo que decir cuántas fichas tengo si me lo preguntan?", U),
            ("con 4 jugadores y 3 dados cada uno, no hay un maximo de dados que quepan en la zona de camino de una misma ubicacion?", U),
            ("Ayer uno aplicó el Espacio de Experiencia de derecha a izquierda y nos dimos cuenta dos años después. ¿No hay una regla para arreglarlo?", U),
        ],
    },
    "loop": {
        "en": [
            ("can't i just pass my turn if i don't want to WORK, BUY or CONSUME?", A),
            ("i've got 5 FAVOUR in hand. don't i still draw one at the start of my turn?", A),
            ("the FAVOUR deck is empty and so is the discard pile. don't i get to draw anything?", A),
            ("i have no HAPPINESS left to lose. can't i WORK at all then?", A),
            ("isn't there a limit on how many MATERIAL i can BUY in one turn?", A),
            ("can't i pay 5 COIN for a MATERIAL to get QUALITY 5?", A),
            ("the ACTIVITY shows two FOOD. can't i just take 2 QUALITY off the same FOOD?", A),
            ("i already have 3 ACTIVITY kept. can't i keep a 4th one?", A),
            ("achieving a GOAL is optional, so can't i keep it back for a later turn even tho i meet it now?", A),
            ("can't i play FAVOUR on other people's turns?", A),
            ("someone plays me a FAVOUR but i already have 5 or more in hand. don't i have to reject it?", A),
            ("Manners Makyth Man is active. can't i still REJECT by discarding the same FAVOUR?", A),
            ("no REPUTATION and no matching FAVOUR in hand. can't i REJECT anyway?", A),
            ("in a CONSUME turn can't i spend just 1 REPUTATION for 1 HAPPINESS?", A),
            ("can't i get a QUALITY 1 MATERIAL for free by paying 1 REPUTATION and 0 COIN?", A),
            ("we shook hands on a deal and then he didn't play the FAVOUR he promised. isn't the deal binding?", A),
            ("doesn't the BUY AREA refill right after i BUY a MATERIAL?", A),
            ("someone just hit HAPPINESS 12. doesn't the game end right now?", A),
            ("doesn't the player who empties the MATERIAL deck get punished somehow?", A),
            ("can't i RECYCLE a MATERIAL out of my own LANDFILL?", A),
            ("can't i BARTER my QUALITY 1 GLASS for his QUALITY 3 METAL?", A),
            ("my HAPPINESS dropped back into a lower zone. i don't draw an EVENT for going down, right?", A),
            ("i drew an EVENT in the middle of my turn. can't i flip it right away?", A),
            ("can't i put 3 COIN on my CREDIT CARD in one go to pay it off faster?", A),
            ("don't unpaid CREDIT CARDs just disappear at the end of the game?", A),
            ("co-op: can't i REJECT a FAVOUR my teammate plays?", A),
            ("co-op: i'm the Homemaker and Minimalist keeps giving me REPUTATION i can't use. can't i hand one to a teammate who needs it?", U),
            ("i'm the Craftsman, i Forge a PLASTIC into METAL, finish an ACTIVITY and reveal a GOAL with it. when it turns back at turn end, don't i lose the GOAL?", U),
            ("Red Gown is active and i'm the Scientist buying a MATERIAL out of someone's LANDFILL. doesn't the Red Gown QUALITY bar apply to that buy too?", U),
            ("co-op: i'm the Engineer. can't i Repair my teammate's MATERIAL during his turn, right before he CONSUMEs?", U),
        ],
        "es": [
            ("¿No hay que quitar sets de MATERIAL cuando jugamos 5?", A),
            ("¿El INTERN no empieza con HAPPINESS 3 como las demás CAREER?", A),
            ("Tío, ya tengo 2 REPUTATION. ¿No puedo aceptar más FAVOUR entonces?", A),
            ("En WORK, ¿no puedo gastar REPUTATION para sacar más COIN?", A),
            ("Me aceptaron el primer SHARE pero me rechazaron el segundo y no completé la ACTIVITY. ¿No le quito igual la QUALITY del primero?", A),
            ("¿No se le puede jugar ACQUIRE a alguien que no tiene ningún MATERIAL?", A),
            ("¿RECYCLE no sirve para sacar UTILITY del LANDFILL de otro?", A),
            ("Para HOBBY, ¿no hacen falta PROPERTY como en las otras GOAL?", A),
            ("¿Acaso CURIOSITY no pide los 5 tipos de MATERIAL?", A),
            ("Si uso con SHARE un MATERIAL de otro y se rompe, ¿no va a mi LANDFILL, que fui yo quien lo usó?", A),
            ("En el modo básico, ¿no se roban EVENT?", A),
            ("Si se activan dos CONTINUOUS EVENT a la vez, ¿no valen los dos?", A),
            ("¿Un IMMEDIATE EVENT no reemplaza el CONTINUOUS EVENT que está activo?", A),
            ("¿no me dan nada al sacar una CREDIT CARD? solo la deuda?", A),
            ("En competitivo no me queda HAPPINESS y WORK es lo único que puedo hacer. ¿No puedo hacer nada?", A),
            ("¿La penalización del LANDFILL no es 1 HAPPINESS por cada MATERIAL?", A),
            ("Ustedes que saben: en cooperativo, ¿no robamos FAVOUR al empezar el turno?", A),
            ("Che, en cooperativo, ¿no recupero los FAVOUR que jugué si no hago WORK?", A),
            ("En cooperativo, ¿no ganamos todos si uno solo llega a HAPPINESS 12?", A),
            ("Vale, en cooperativo al quemar el MATERIAL del final de la ronda sale la DEPLETION. ¿No hay penalización para nadie?", A),
            ("En solitario, ¿no se usan los FAVOUR rojos?", A),
            ("¿El RENEW de solitario no cuesta lo mismo que el RECYCLE?", A),
            ("En solitario, ¿no empiezo con 3 GOAL como siempre?", A),
            ("Disculpe, ¿el Banker no se puede usar jugando en solitario?", A),
            ("¿La habilidad del Officer no hace que su primer FAVOUR no se pueda rechazar nunca, pase lo que pase?", A),
            ("Che, vos sabés si el Tycoon no pierde HAPPINESS extra por las CREDIT CARD cuando hace WORK?", A),
            ("Con The 2nd Semi Mid-Season Sales activo, soy el Scientist y compro un MATERIAL del LANDFILL de otro. ¿No pago también la mitad por ese?", U),
            ("¿Los MATERIAL de mi LANDFILL no tienen que estar boca arriba? ¿Los demás no pueden mirar qué hay antes de jugarme un RECYCLE?", U),
            ("vale negociar antes de jugar un FAVOUR, pero no hay un tiempo maximo? uno se pasa 10 minutos regateando", U),
            ("Ahorita en cooperativo el Scholar miró la carta de arriba del mazo de EVENT. Como jugamos a mano abierta, ¿no se lo puede contar a los compañeros?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can't i place a few more time meeples after i've started activating spots?", A),
            ("can't i use the same action spot twice in one turn if i have the time?", A),
            ("i'm out of time meeples. can't i use energy tokens for time?", A),
            ("can't i use both the part-time work spot and Interview in the same turn?", A),
            ("doesn't the lower Interview spot get covered when i play a Career card?", A),
            ("i Interview but i'm not Grown Up yet. don't i get Promoted anyway?", A),
            ("isn't the left-most market card just free? don't i get anything for taking it?", A),
            ("the right-most market card isn't free, is it? what does it cost?", A),
            ("i just played a Wellness card with a new action. can't i use it this turn?", A),
            ("can't i play the card i just drafted from the market this same turn?", A),
            ("can't i keep two Partners out at the same time?", A),
            ("i play a new Community card. don't i just throw the old one away?", A),
            ("after getting Promoted, can't i still use the first action on my Career?", A),
            ("i switched to a new Partner. don't i keep the Married token?", A),
            ("can't i peek at my face-down Values?", A),
            ("this card has no green bar at all. doesn't it cost anything?", A),
            ("can't i play a card with the Grown Up icon before i'm Grown Up if i pay extra?", A),
            ("don't i need to pass the Grown Up space on both tracks to be Grown Up?", A),
            ("can't my score markers ever move back during the game?", A),
            ("our markers just crossed. doesn't the game end right now?", A),
            ("don't Unhappiness tokens only matter at the very end?", A),
            ("i have 2 Family icons. don't i get a happy for that set at the end?", A),
            ("the complete heart bonus is happy points, isn't it?", A),
            ("my Impact marker went past the end of the track. doesn't it just stay maxed out?", A),
            ("i passed a Life Event space this turn. don't i resolve it right away?", A),
            ("solo: don't i get Values cards like in the normal game?", A),
            ("a Life Event takes my Career card away and i don't play a new one. don't i keep my Promoted token?", U),
            ("step 1 can be done before my turn. can't i move my time around again after i see what the player before me takes from the market?", U),
            ("my new Career is worse than the old one. can't i bring the old Career back out of my Experience stack?", U),
            ("solo: the market deck runs out before the 8th Life Event. don't we just keep playing with no market?", U),
        ],
        "es": [
            ("¿No hay que pagar nada para hacer Donate?", A),
            ("¿La Date no cuesta solo tiempo?", A),
            ("Con Meditate, ¿no puedo cambiar un Values de mi mano por otro?", A),
            ("Para casarme, ¿no basta con tener el Partner jugado?", A),
            ("Para el ascenso, ¿no puedo contar el icono de la propia Career?", A),
            ("Si no tengo los iconos Life que pide la barra morada, ¿no me ascienden igual con la Interview?", A),
            ("¿No se pueden tener varios Resources y Traits a la vez?", A),
            ("Las Experience, después de jugarlas, ¿no se descartan?", A),
            ("Che, no tengo ningún icono Family. ¿No puedo jugar Family Time igual, pagando la energía?", A),
            ("Al jugar una Career nueva, ¿la vieja no se descarta sin más?", A),
            ("Al final del turno, ¿el tiempo no vuelve al suministro general con el dinero y la energía?", A),
            ("Cuando alguien agarra una carta del mercado, ¿no se pone la carta nueva en el mismo hueco?", A),
            ("¿Acaso no se puede ganar más de un Life Event en el mismo turno?", A),
            ("¿No hay que enseñar los Values al final?", A),
            ("Si empatamos, ¿no gana el que tenga más cartas?", A),
            ("Oye, vosotros empezáis por el más joven, ¿no? ¿No es así en las reglas?", A),
            ("¿No me quedo con las dos Career que me dan al principio?", A),
            ("En el primer turno, ¿no puedo jugar la Career de la mano antes de activar los espacios?", A),
            ("Ustedes saben si Marathon no se puede jugar sin pagar el tiempo aparte? Ya tengo 3 de tiempo en Wellness", A),
            ("En solitario, ¿no se repone el mercado a mitad de ronda?", A),
            ("en solitario la segunda carta del mercado no es gratis tambien?", A),
            ("En solitario, ¿no robo Life Event al pasar las casillas de Life Event del marcador?", A),
            ("Disculpe, en solitario, ¿Meditate no hace lo mismo que en la partida normal?", A),
            ("En solitario se me cruzaron los marcadores pero no completé ningún nivel del Achievement. ¿No gano igual?", A),
            ("En solitario, ¿no cuentan los corazones ni los sets de iconos al final?", A),
            ("Vale, en solitario saco dos Achievement. ¿No juego con las dos?", A),
            ("Tío, los Values que descarto con Meditate, ¿no vuelven al mazo de Values para que otro los pueda robar? ¿O van a un descarte?", U),
            ("En solitario, ¿el tablero de jugador de solo no cambia los espacios de acción? ¿Qué tiene distinto del normal?", U),
            ("Dos de mis Values puntúan con el icono Family. ¿No puedo contar los mismos iconos Family para los dos Values a la vez?", U),
            ("Ahorita me salieron dos Life Events iguales que afectan a la siguiente ronda. ¿No se suman los dos efectos?", U),
        ],
    },
    "cv": {
        "en": [
            ("can't i reroll a die that shows bad luck?", A),
            ("can't i reroll a third time if i still don't have what i need?", A),
            ("isn't there a limit on how many dice i can end up with?", A),
            ("can't i take 3 cards from the track if i have the symbols?", A),
            ("with 3 good luck can't i skip the special condition on a card too?", A),
            ("don't i get tokens for the symbols on the event cards i play?", A),
            ("can't i play an event card on someone else's turn?", A),
            ("3 bad luck — don't i get to discard any card i want, even one buried in a stack?", A),
            ("i've got 6 bad luck. don't i only lose one card?", A),
            ("can't i slide a new work card under my old one so the old one stays active?", A),
            ("can't i tuck a new health card under the others in the stack?", A),
            ("aren't all the cards in my relationship stack active?", A),
            ("don't i just pay a red slash cost once when i take the card?", A),
            ("can't i pay the red slash cost with the dice i already used to buy cards this turn?", A),
            ("i can't pay a card's cost. doesn't it just go to the discard pile?", A),
            ("a card with 2 colours — can't i decide which stack it goes in later?", A),
            ("i bought an event card off the track. doesn't it go in my stacks?", A),
            ("don't tokens pile up every turn like income?", A),
            ("2 player: don't we only discard the leftmost track card at the end of a round?", A),
            ("social assistance: isn't it enough that someone has more cards than me?", A),
            ("social assistance: doesn't the special condition get waived since it's free?", A),
            ("the old age deck just ran out. doesn't the game end right away?", A),
            ("me and another player tied on a public life goal. don't we split the points?", A),
            ("tied on points — doesn't the player with more cards win?", A),
            ("isn't it just 1 point per health card at the end?", A),
            ("isn't the starting player the youngest one?", A),
            ("can't i just throw away one of my active cards on purpose so the one under it becomes active?", U),
            ("don't my 3 childhood cards give me tokens right away on my first turn, before any cleanup?", U),
            ("can't i flip through another player's stacks to read the full text of the cards under the top one?", U),
            ("2 player: the childhood cards we set aside at setup, don't they ever come back into the game?", U),
        ],
        "es": [
            ("Con 2 jugadores, ¿no se reparten 3 cartas de infancia a cada uno directamente?", A),
            ("Con 3 jugadores, ¿no se mezclan todas las cartas de infancia?", A),
            ("¿No me quedo con las 3 cartas de infancia que me reparten?", A),
            ("¿No se pone una meta pública por jugador?", A),
            ("¿No se tiran 5 dados al empezar el turno?", A),
            ("Si pierdo la carta de la bici, ¿no cambia quién empieza la ronda?", A),
            ("¿No está prohibido poner los dados al lado de las cartas del track para pensar?", A),
            ("¿Las cartas de evento que juego no se quedan en mi currículum?", A),
            ("¿No se puede usar una carta de evento para pagar una carta del track?", A),
            ("Con 3 de mala suerte, ¿no pierdo una carta de la mano?", A),
            ("¿Las fichas no cuentan para la mala suerte, solo los dados?", A),
            ("¿Las fichas de buena suerte no suman para llegar a 3?", A),
            ("¿Acaso las cartas nuevas del track no se ponen por la izquierda?", A),
            ("Somos 3 y vosotros decís que se descarta la carta de la izquierda del track después de cada turno. ¿No era solo al final de la ronda?", A),
            ("Cuando se acaba el mazo de juventud, ¿no se pasa directamente al de vejez?", A),
            ("Disculpe, ¿la ayuda social no empieza por el jugador con menos cartas?", A),
            ("¿La ayuda social no se revisa solo al final de la partida?", A),
            ("¿Las posesiones no puntúan con la tabla, como las de salud?", A),
            ("¿No hay que enseñar la meta personal al principio?", A),
            ("si empatamos en puntos y en cartas no hay otro desempate?", A),
            ("¿No se puede sacar un poco una carta del track para acordarme de cuál quiero?", A),
            ("Che, ¿no pago el coste de la barra roja cuando compro la carta?", A),
            ("¿Con 3 símbolos de buena suerte no puedo agarrar una carta aunque no tenga la plata?", A),
            ("Con 5 cartas de conocimiento, ¿no son 10 puntos?", A),
            ("Vale, ¿la ronda no termina después del turno de cualquiera? ¿Cuándo se acaba?", A),
            ("¿No se actualizan mis fichas en cuanto pongo una carta nueva en el currículum?", A),
            ("Disculpe, ¿un mismo dado no puede servir para pagar las dos cartas que compro del track en el mismo turno?", U),
            ("¿No dice quién tiene que barajar y repartir los mazos al empezar? Siempre discutimos", U),
            ("Che, ¿no hay regla para si alguien puso una carta en la pila equivocada y se da cuenta turnos después?", U),
            ("Si una meta de vida pública ya no la puede cumplir nadie, ¿no se cambia por otra del mazo?", U),
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
