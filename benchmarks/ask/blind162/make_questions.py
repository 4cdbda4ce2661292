"""Write the blind162 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind162/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 16201-16204), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players asking whether something is ALLOWED, FORBIDDEN OR
REQUIRED (may I, must I, do I have to, can I refuse, can I do it twice, can I
undo it, can I give it to another player, may the bot ...).
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
SEEDS = {"coming-of-age": 16201, "loop": 16202, "adulthood": 16203, "cv": 16204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("do i have to roll all my dice or can i keep one back for a later year?", A),
            ("can i wait to see where everyone else puts their die before i pick mine?", A),
            ("end of the round: am i allowed to pick which new mood track i open, like blue before pink?", A),
            ("Every one of my mood tracks already has a frustration token on one end. Can I still change location?", A),
            ("round one, can i move my die from location 4 to location 1 for just one frustration token?", A),
            ("Do I have to leave an Interest Token for every die I pick back up, even when two of them were on the same location?", A),
            ("can i skip an icon on the experience space if i dont like what it does to my counter", A),
            ("can i score more goal tiles than the trait tiles ive played on my board?", A),
            ("am i allowed to flip my memory token in the middle of the experience space, between two of the icons?", A),
            ("when my counter bounces left am i allowed to just lose 2 VEP instead of taking a frustration token?", A),
            ("Can I pay Willpower to get rid of a frustration whenever I want, even during someone else's bus stop?", A),
            ("i drew a 5th trait tile. am i allowed to throw away one of my old ones instead of the new one?", A),
            ("can i put my new trait tile in whichever slot i like on my board?", A),
            ("Is it allowed to mimic the same trait on two different players' boards?", A),
            ("do i need the other players character on my friendship track before i can copy their trait tile?", A),
            ("the bus stops where i have both my die and a presence. can i take the bus stop bonus AND a friendship bonus?", A),
            ("am i allowed to move a friend from level 4 up to level 5 with an ordinary friendship bonus?", A),
            ("Two of us have dice at the same spot. Are we both allowed to take the Memory?", A),
            ("can i pay for one memory with a green and a turquoise motivation token together?", A),
            ("is it allowed to have two presences in the same location", A),
            ("all 4 of my presences are already out on the board. am i still allowed to place a new one?", A),
            ("ive got the motivation token but i dont want to spend it. do i have to play a parent card then?", A),
            ("are we allowed to look through each other's parent card discard piles?", A),
            ("at the very end, before we score, can i still flip one of my memory tokens?", A),
            ("2 player: can i put a mimic token on the level 3 tile in the middle row if that neutral kid is only at level 2 on my track?", A),
            ("solo: does rob have to hand in his motivation tokens when he scores the vep of a memory card?", A),
            ("used my trait bonus to draw and the tile's junk. can i change my mind and play a tile from my hand instead?", U),
            ("i already mimicked ana's stubborn tile. am i still allowed to play my own stubborn tile from my hand onto my board later?", U),
            ("solo: the bus stop gives rob a neutral kid whose token is sitting on one of the row tiles. is rob allowed to take that very token off the tile?", U),
            ("at a bus stop we said our step B choices out loud. i said memory, but now i'd rather leave a presence. can i switch before the bus moves on?", U),
        ],
        "es": [
            ("¿Se vale mover el dado a la ubicación de al lado poniendo la Ficha de Frustración en un Registro de Ánimo que ya tiene una superada en el otro extremo?", A),
            ("¿Es obligatorio mover el Contador de Estado de Ánimo 2 pasos a la izquierda aunque solo gaste una Ficha de Motivación?", A),
            ("Oye, cuando el contador baja esos 2 pasos por pagar Motivación, ¿me dejan cobrar los bonus de las casillas por las que pasa?", A),
            ("¿Puedo pagar un Recuerdo con 4 de Fuerza de Voluntad en cualquier ubicación? ¿Me dan los mismos VEP?", A),
            ("che, ¿tengo que cumplir el requisito de la Ficha de Rasgo todo el rato o solo cuando la juego?", A),
            ("¿Está permitido jugar una quinta Ficha de Rasgo en mi tablero si ya tengo cuatro?", A),
            ("¿Puedo poner mi Rasgo Mimético sobre una Ficha de Rasgo que otro jugador ya imitó?", A),
            ("En una parada donde otro jugador tiene Presencia, ¿se vale hacer amistad con su personaje si yo ahí solo tengo mi Presencia, sin dado?", A),
            ("Disculpe, ¿puedo poner a un personaje nuevo directamente en el nivel 1 del Registro de Amistad?", A),
            ("para el Recuerdo hay que gastar todas las Fichas de Motivación de golpe o vale con una sola?", A),
            ("¿Me dejan poner una Presencia pagando Fuerza de Voluntad en vez de Motivación?", A),
            ("Después de jugar una Carta de Padres, ¿es obligatorio robar otra?", A),
            ("Tío, ¿puedo dejar mi dado en la ubicación para usarlo el año que viene?", A),
            ("¿Puedo elegir no avanzar el Contador de Realización Personal aunque tenga Fichas de Interés en la ubicación donde acabó mi dado?", A),
            ("¿Se puede mover el dado con Frustración a una ubicación que todavía tiene el Roadblock puesto?", A),
            ("¿Me quitan VEP al final por las Fichas de Frustración que ya superé?", A),
            ("si empatamos a VEP, ¿compartimos la victoria sin más o hay que desempatar?", A),
            ("Variante de 2: ¿hay que poner un personaje neutral distinto en cada Ficha de Rasgo de la fila o se pueden repetir?", A),
            ("En solitario, ¿Rob tiene que cumplir el requisito de la ficha para poner su Rasgo Mimético?", A),
            ("En solitario, ¿Rob puede poner una Presencia en una ubicación donde ya tiene una?", A),
            ("en solitario a Rob le quedan menos Fichas de Interés que dados, puede ponerlas donde quiera?", A),
            ("Si no hay ningún hueco libre en el siguiente nivel del Registro de Amistad, ¿puedo subir igual al personaje?", A),
            ("¿Se vale usar la Ficha de Recuerdo para mover el contador de un Registro de Ánimo que aún no está desbloqueado?", A),
            ("Oye, si tengo varias Fichas de Frustración sin superar, ¿me dejan elegir cuál supero?", A),
            ("¿Estoy obligado a jugar una Carta de Padres si no puedo pagar ni el Recuerdo ni la Presencia?", A),
            ("En solitario, ¿es obligatorio que Rob ponga su dado en la misma ubicación que yo?", A),
            ("Robé con la Bonificación de Rasgo una Ficha de Rasgo idéntica a una que ya tengo en la mano. ¿Me dejan devolverla a la pila y robar otra?", U),
            ("¿Se vale avisarle a otro jugador de que se le olvidó cobrar un bonus, o cada uno se las apaña?", U),
            ("Somos 4 y a mi sobrino le cuesta: ¿se vale que solo él juegue sin Fichas de Objetivo?", U),
            ("Che, ¿puedo usar mi Bonificación de Amistad para que mi hermana suba a mi personaje en su Registro de Amistad, o sea regalársela a ella?", U),
        ],
    },
    "loop": {
        "en": [
            ("do i have to draw a FAVOUR at the start of my turn if i already have 5 in hand?", A),
            ("can i just pass my turn without doing WORK, BUY or CONSUME?", A),
            ("am i alowed to BUY 4 MATERIAL in one turn?", A),
            ("can i pay 5 COIN for one MATERIAL?", A),
            ("Can I use the same ACTIVITY for two different GOALs?", A),
            ("i met a GOAL's requirement this turn. can i wait and reveal it next turn?", A),
            ("am i allowed to achieve a GOAL on a WORK turn?", A),
            ("can i play FAVOURs before i decide whether to WORK, BUY or CONSUME?", A),
            ("someone played me a FAVOUR. can i refuse it without losing REPUTATION?", A),
            ("can i hold more than 2 REPUTATION?", A),
            ("is it allowed to spend just 1 REPUTATION for 1 HAPPINESS when i CONSUME?", A),
            ("Can I use a REPUTATION instead of COIN to BUY a MATERIAL at QUALITY 1?", A),
            ("we made a deal before he ACCEPTed my FAVOUR. does he have to keep his word?", A),
            ("can i RECYCLE from my own LANDFILL", A),
            ("Is it allowed to RECYCLE a UTILITY?", A),
            ("can i flip my face-down EVENTs in the middle of my turn to get them over with?", A),
            ("can i RESELL to a player who doesnt have enough COIN to pay me?", A),
            ("am i allowed to keep 4 ACTIVITY in my AREA?", A),
            ("can i refill the empty card slots in the middle of my turn?", A),
            ("competitive: can i pick the INTERN instead of either CAREER i was dealt?", A),
            ("competitive: do i really have to PAYOFF my CREDIT CARD every single turn?", A),
            ("can i put 3 COIN on one CREDIT CARD in one turn to clear it faster", A),
            ("co-op: can I REJECT a FAVOUR that gets played?", A),
            ("co-op: are we allowed to show each other our hands?", A),
            ("solo: can i use the red FAVOUR cards?", A),
            ("solo: can i take my played blue FAVOURs back without doing WORK?", A),
            ("the scholar peeked at the top EVENT and says it's a harmless one. is she allowed to lie about what she saw?", U),
            ("politician played me a face-down FAVOUR and i already said ACCEPT. am i still allowed to call her bluff before it resolves?", U),
            ("im the lawyer. can i use Objection on a FAVOUR i played myself, to cancel it once i see how the target reacts?", U),
            ("I'm the Craftsman and Forged my FOOD into UTILITY. Am I allowed to BARTER it away as a UTILITY this turn, even though it turns back into FOOD when my turn ends?", U),
        ],
        "es": [
            ("Si no me queda HAPPINESS, ¿puedo hacer WORK igual?", A),
            ("¿Se vale hacer CONSUME de 4 ACTIVITY en un mismo tueno?", A),
            ("Para una ACTIVITY con dos colores iguales, ¿puedo quitarle 2 de QUALITY al mismo MATERIAL?", A),
            ("¿Me dejan guardar en mi AREA un MATERIAL que ha llegado a QUALITY 0?", A),
            ("Si acepto un FAVOUR cuando ya tengo 5 en la mano, ¿me lo tengo que quedar?", A),
            ("Che, ¿puedo rechazar un FAVOUR pagando 1 REPUTATION?", A),
            ("¿Puedo gastar REPUTATION en un turno de WORK para cobrar COIN de más?", A),
            ("Si hago SHARE con el MATERIAL de otro y al final no lo uso, ¿se le quita la QUALITY igual?", A),
            ("al final de mi turno es obligatorio reponer los huecos vacios del tablero?", A),
            ("¿Quién empieza? ¿Se vale elegirlo a dedo?", A),
            ("Si el mazo de FAVOUR y su pila de descarte están vacíos, ¿puedo agarrar de algún otro lado ahorita?", A),
            ("¿Es obligatorio robar un EVENT cuando mi HAPPINESS cambia de zona aunque no sea mi turno?", A),
            ("¿Puedo pedir una CREDIT CARD durante el turno de otro jugador?", A),
            ("Si este turno no me llega para pagar la CREDIT CARD, ¿me la puedo saltar?", A),
            ("En cooperativo, ¿robo un FAVOUR al empezar mi turno?", A),
            ("En cooperativo, ¿vosotros jugáis con la mano a la vista? ¿Es obligatorio?", A),
            ("En solitario, ¿se puede jugar con el Banker?", A),
            ("En solitario, ¿el RENEW me deja sacar un UTILITY del LANDFILL central?", A),
            ("Soy el Chef, ¿el Supersize también vale cuando hago RECYCLE de un FOOD?", A),
            ("Soy el Craftsman: ¿puedo convertir un MATERIAL en FOOD con Forge?", A),
            ("Soy el Engineer, ¿me dejan reparar un UTILITY?", A),
            ("Soy el Soldier, ¿puedo quitar dos FAVOUR de manos ajenas en el mismo turno?", A),
            ("Con Manners Makyth Man activo, ¿se vale rechazar descartando un FAVOUR igual?", A),
            ("Con Bad Debt activo y una CREDIT CARD en mi AREA, ¿puedo hacer BUY?", A),
            ("Con BOGOF, ¿puedo no llevarme el MATERIAL de QUALITY 1 gratis?", A),
            ("Soy el Tycoon: ¿puedo coger menos COIN al hacer WORK?", A),
            ("Vale, ya no puedo ganar. ¿Se vale que juegue mis FAVOUR solo para que gane mi colega y no el que va primero?", U),
            ("En cooperativo, ¿se vale que un compañero me haga el turno él, moviendo mis cartas, si yo no sé qué hacer?", U),
            ("Soy el Politician: ¿puedo jugar un FAVOUR boca abajo diciendo solo que es 'uno bueno', sin decir cuál?", U),
            ("¿Puedo pedir que me enseñen el FAVOUR que otro rechazó antes de que vaya a la pila de descarte?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("can i look at my 2 facedown values cards?", A),
            ("Can I use both the upper and the lower Career spot in the same turn?", A),
            ("is it allowed to use the same action spot twice in one turn", A),
            ("ive started resolving my actions. can i still put out more time on another spot?", A),
            ("can i use an energy token as a time meeple?", A),
            ("can i use the action on a card i just played this turn?", A),
            ("do i have to take a card from the market every turn?", A),
            ("do i pay anyhting for the left-most market card?", A),
            ("am i allowed to play a card i drafted this same turn?", A),
            ("Can I have two Wellness cards on my board at once?", A),
            ("can i keep two partners out without open relationship?", A),
            ("can i play a card with the grown up icon in its cost bar before im grown up?", A),
            ("do i have to have the icons in the purple bar to get promoted?", A),
            ("does the icon on my career card itself count toward my promotion?", A),
            ("once i'm promoted, am i still allowed to use the first action on my career?", A),
            ("if i play a new partner do i get to keep my married marker?", A),
            ("can i move my score marker backwards so my markers don't cross yet?", A),
            ("do i need to pass both grown-up icons to count as grown up?", A),
            ("Can I get more than one Life Event in the same turn?", A),
            ("do i have to resolve a life event the moment i pass the icon?", A),
            ("am i allowed to show my values to the others?", A),
            ("is there a limit on how many cards i can play from my hand in one turn?", A),
            ("do i pay anything to play a card that has no green bar?", A),
            ("solo: am i allowed to buy a second card from the market?", A),
            ("solo: do i still draw a life event when my marker passes one of the life event spaces?", A),
            ("solo: can i keep both achievement cards?", A),
            ("the end has been triggered and it's my last turn. am i allowed to just pass and do nothing?", U),
            ("can i look through the values cards i discarded with meditate, later in the game?", U),
            ("someone played their turn before me by mistake. am i allowed to take two turns in a row to catch up?", U),
            ("our markers just crossed and we all agree: can we skip the rest of the round and score right away?", U),
        ],
        "es": [
            ("¿Puedo colocar mis meeples antes de que llegue mi turno?", A),
            ("¿Es obligatorio pagar algo si cojo una de las tres cartas de la derecha del mercado?", A),
            ("¿Se vale coger dos cartas del mercado en un mismo turno?", A),
            ("¿Hay un límite de Resources y Traits que pueda tener al lado del tablero?", A),
            ("Si pongo una Career nueva, ¿me quedo con el marcador de Promoted?", A),
            ("¿Hace falta ser Grown Up para casarse?", A),
            ("Para casarme, ¿es obligatorio pagar plata además del tiempo?", A),
            ("¿Me dejan jugar Family Time en Leisure sin tener ningún icono de Family?", A),
            ("¿Tengo que dejar los meeples y las fichas en las acciones hasta el final del turno?", A),
            ("En mi primer turno, ¿puedo jugar la Career de la mano antes de activar mis acciones?", A),
            ("¿Puedo meditar para pasar a la mano uno de mis Values boca abajo?", A),
            ("Cuando pongo una Community nueva, ¿me dejan devolver la vieja a la mano?", A),
            ("¿Es obligatorio coger las fichas de Unhappiness que me da una carta?", A),
            ("Al final, si me paso del final del marcador, ¿está permitido seguir contando?", A),
            ("Tíos, si empatamos al final, ¿compartimos la victoria o hay desempate?", A),
            ("¿Con dos iconos de Family ya gano happy al final?", A),
            ("Al final, ¿puedo puntuar mis Values en el orden que quiera?", A),
            ("en solitario se reparten values?", A),
            ("En solitario, ¿el mercado se repone a mitad de ronda cuando compro una carta?", A),
            ("En solitario, ¿basta con que se crucen los marcadores para ganar?", A),
            ("En solitario, ¿la Meditación me deja cambiar una carta del mercado?", A),
            ("Cuando un jugador cruza los marcadores, ¿se acaba la partida en el acto?", A),
            ("Si un Trait me da un icono de vida, ¿cuenta para los requisitos de otras cartas?", A),
            ("¿Puedo usar la acción de un Partner el mismo turno en que lo juego?", A),
            ("¿Es obligatorio pagar dinero para hacer Interview?", A),
            ("¿Se puede Donar con tiempo en vez de con dinero?", A),
            ("Disculpe, ¿me dejan deshacer la Meditación si el Value que paso a la mano no me gusta?", U),
            ("¿Se vale tachar con lápiz en la carta de Achievement lo que voy cumpliendo a mitad de partida?", U),
            ("Hice Interview y la Career que robé no me sirve para nada. Como sigo en el paso 2, ¿me dejan deshacerlo y devolverla al mazo?", U),
            ("Che, en solitario, ¿me dejan quedarme con la carta que saco del mercado al meditar en vez de tirarla?", U),
        ],
    },
    "cv": {
        "en": [
            ("can i reroll my dice a third time?", A),
            ("can i reroll a die that shows bad luck", A),
            ("am i allowed to take 3 cards from the track in one turn?", A),
            ("with 3 good luck can i grab a card whose special condition i don't meet?", A),
            ("can i keep the symbols i didnt use from an event card for later?", A),
            ("do i get tokens for the symbols on an event card?", A),
            ("Can I put my new Work card under the old one?", A),
            ("can i tuck a new health card under my other health cards so the active one stays on top?", A),
            ("can i have two active relationship cards at once?", A),
            ("do i have to pay a red slash cost every turn?", A),
            ("can i pay a card's upkeep with dice i already used to buy cards this turn?", A),
            ("is it allowed to play an event card in someone else's turn?", A),
            ("Can I wait until later to decide what type a two-colour card is?", A),
            ("bad luck makes me lose a card. do i get to choose which one?", A),
            ("for misfortune can i discard a card from underneath a stack instead of the top one?", A),
            ("do my tokens from last turn stack up with the new ones?", A),
            ("2 players: do we really discard the leftmost track card after every turn?", A),
            ("do i have to pass the childhood cards to the left?", A),
            ("can i keep all 3 childhood cards i'm dealt?", A),
            ("someone else's turn just emptied a deck and i qualify for social assistance. can i take my card right now?", A),
            ("does social assistance let me ignore a card's special condition?", A),
            ("am i allowed to slide a card out a bit to remember which one i want?", A),
            ("do we have to let the bike player start every round?", A),
            ("can i end up with more than 7 dice?", A),
            ("Can two of us both score the same public life goal if we tie for it?", A),
            ("tie on points: is it allowed to just share the win, or is there a tiebreak?", A),
            ("is it ok if i remind felix he forgot to pay the red slash on his work card, or is that his problem?", U),
            ("do i have to show the others which dice and tokens i'm using to pay, or can i just say i've paid?", U),
            ("is it allowed to take back a die i'd already set aside as kept and throw it with the others in the same reroll?", U),
            ("i forgot to use my 2 rerolls and already took a card. can i go back and reroll now?", U),
        ],
        "es": [
            ("¿Solo se tiran 4 dados o me dejan tirar más si una carta me da dados?", A),
            ("¿Puedo volver a tirar solo algunos de los dados y dejar los otros?", A),
            ("¿Se vale usar los símbolos de una carta de evento de mi mano para comprar en el track?", A),
            ("¿Las fichas de buena suerte cuentan junto con los dados para llegar a 3?", A),
            ("Si saco 3 de mala suerte, ¿es obligatorio descartar una carta activa?", A),
            ("La carta de evento que compro, ¿tengo que ponerla en mi currículum?", A),
            ("¿Puedo meter una Posesión nueva debajo de las otras?", A),
            ("¿Tengo que pagar la barra roja de una carta que ya quedó tapada en su montón?", A),
            ("Si no puedo pagar la barra roja, ¿me dejan quedarme la carta?", A),
            ("Con una carta de dos colores, ¿puedo elegir en qué montón va?", A),
            ("Che, ¿vos sabés si se vale poner los dados al lado de las cartas del track para pensarlo?", A),
            ("¿Hay que descartar la carta de la izquierda del track al final de cada ronda?", A),
            ("¿Es obligatorio actualizar las fichas al final de mi turno?", A),
            ("En la ayuda social, ¿puede elegir primero el que tiene menos cartas?", A),
            ("Si otro jugador tiene justo el doble de cartas que yo, ¿me toca ayuda social?", A),
            ("¿Ustedes miran los objetivos vitales públicos durante la partida? ¿Se puede?", A),
            ("A dos jugadores, ¿hay que meter la bici en el mazo de infancia?", A),
            ("Si pierdo la carta de la bici, ¿dejo de empezar las rondas?", A),
            ("¿Es obligatorio poner encima del montón la carta nueva de Salud?", A),
            ("¿Me dejan usar las fichas de mis cartas activas para comprar?", A),
            ("con 6 de mala suerte tengo que descartar dos cartas?", A),
            ("Al final de la ronda quedan en el mazo de vejez menos cartas que jugadores. ¿Se puede seguir jugando?", A),
            ("Con la Marriage activa, ¿me dejan tirar 5 dados?", A),
            ("En la limpieza, ¿es obligatorio correr las cartas del track a la izquierda antes de rellenar?", A),
            ("Las cartas de evento, ¿se quedan en mi currículum después de usarlas?", A),
            ("Al contar puntos, ¿solo vale la Posesión de arriba o se suman todas?", A),
            ("¿Se vale usar una app de dados en el móvil si se nos pierde uno de los dados?", U),
            ("¿Puedo negarme a que otro jugador use una carta de evento contra mí?", U),
            ("Si un jugador llega tarde, ¿se vale que empiece con las cartas de infancia que sobraron al preparar?", U),
            ("Disculpe, ¿puedo dejar que mi hijo de 6 años juegue con 5 dados para compensar?", U),
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
