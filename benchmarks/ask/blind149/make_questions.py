"""Write the blind149 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind149/make_questions.py

Style of this set: players SETTING UP THE GAME AND PLAYING THE FIRST ROUND
(what each player takes, what goes in the middle, what changes with the
player count and in each mode, who starts, what the first turn looks like).

Each game's file is written in a seeded shuffled order (seeds 14901-14904), so the
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
SEEDS = {"coming-of-age": 14901, "loop": 14902, "adulthood": 14903, "cv": 14904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("ok box is open. which locations get covered with roadblock tiles at the start?", A),
            ("bus stop tiles - face up or face down, and do the blocked locations get one too?", A),
            ("how many memory cards do we flip during setup and where do they go", A),
            ("what are the 4 trait tiles with the blue back for? do they just go in the pile with the others?", A),
            ("which colours of motivation tokens are out at the start, and what do we do with the rest of them?", A),
            ("setting up my board: which mood counters go on the tracks and on what space?", A),
            ("where does my VEP marker start", A),
            ("i've got 7 kid tokens in my colour. do i keep all of them in front of me?", A),
            ("theres like 36 dice in here, which ones do we actualy take at setup", A),
            ("can the others see my goal tiles and my parent cards?", A),
            ("we're 3, so one of the starting trait tiles is left over. what happens to it?", A),
            ("first turn: do we roll one after another or all at once? can i wait and see where everyone goes?", A),
            ("which places can we even go to in the first year", A),
            ("so round 1 is just one turn because we only have the d4? how many turns is the whole game", A),
            ("the experience space on my first location has an arrow for the pink counter but i dont have a pink counter yet. what do i do with it", A),
            ("first year i rolled a 2 but i want the place next door, 3. what does that cost me?", A),
            ("in round one we only have one die each, so nobody leaves interest tokens anywhere, right?", A),
            ("first bus phase - where does the bus start and where does it stop?", A),
            ("its just the 2 of us. whats the extra setup with trait tiles in the middle of the table", A),
            ("playing solo vs rob, which goal tiles do i draw", A),
            ("how many character tokens does rob start with?", A),
            ("why does rob get a frustration token on his fulfillment track at setup, what's it for", A),
            ("rob is way too easy for me. how do i make him tougher when i set up the next game?", A),
            ("solo: what dice does rob roll on the first turn?", A),
            ("end of round 1, what opens up for round 2?", A),
            ("first turn i couldnt pay for the memory or a presence. do i have to play a parent card, and then what", A),
            ("do we shuffle each letter's pile of goal tiles before we all draw, or just take the top one as they came out of the box?", U),
            ("normal 4 player game: my brother ended up with two B goal tiles and no A at setup, we only noticed after the first year. does he swap one now or just keep going?", U),
            ("solo: i set rob up with 4 character tokens like a normal player instead of 2, noticed at the end of round 1 and he already has 2 presences out. do i pull them back or leave it?", U),
            ("first game for most of us. whats the thing new players most often forget or get wrong in the first year?", U),
        ],
        "es": [
            ("¿Cuántas Fichas de Frustración coge cada uno al preparar, y por qué lado van?", A),
            ("Vale, pongo el turquesa y el verde en el centro; ¿y los otros tres Contadores de Estado de Ánimo dónde los dejo?", A),
            ("¿Dónde va el Contador de Realización Personal al empezar?", A),
            ("¿Qué hago con mis 4 Fichas de Rasgo Mimético en la preparación?", A),
            ("che, ¿cuántas Fichas de Interés tiene cada uno al arrancar?", A),
            ("cuantas cartas de padres se roba cada uno al principio", A),
            ("Las Fichas de Objetivo, ¿se mezclan todas juntas? ¿Cuántas me tocan a mí?", A),
            ("¿Dónde se pone el bus antes del primer año?", A),
            ("Disculpe, ¿qué Registros de Ánimo estan en juego en la primera ronda?", A),
            ("¿Empezamos con alguna Ficha de Motivación o de Fuerza de Voluntad, o arrancamos sin nada?", A),
            ("saqué un 2 con el dado de cuatro caras y quiero ir a la 4, ¿cuántas Fichas de Frustración me cuesta?", A),
            ("Primer turno: ya puse una Ficha de Frustración en el Registro turquesa para cambiar de sitio. ¿Puedo poner la segunda en ese mismo registro?", A),
            ("¿Puedo pagar el cambio de ubicación poniendo la Ficha de Frustración en el registro rosa aunque todavía no esté en juego?", A),
            ("¿Qué dados se usan en la segunda ronda y cuántos años dura?", A),
            ("Al acabar la primera ronda, ¿qué Contador de Estado de Ánimo entra y en qué casilla va?", A),
            ("Somos dos: ¿qué nivel de amistad necesito con el personaje neutral para imitar la tercera Ficha de Rasgo de la fila?", A),
            ("Jugando a dos, ¿cómo decidimos qué personaje neutral va con cada Ficha de Rasgo de la fila?", A),
            ("En solitario, ¿Rob empieza con Ficha de Rasgo inicial como yo?", A),
            ("¿Rob usa Contadores de Estado de Ánimo o Fichas de Frustración?", A),
            ("En solitario, ¿a Rob le damos Fichas de Objetivo o Cartas de Padres?", A),
            ("si Rob tiene menos fichas de interes que dados, cuales pone", A),
            ("Solitario, primer año: ¿dónde pone Rob su dado, y deja una Presencia ahí?", A),
            ("Jugando contra Rob, cuando para el bus, ¿quién resuelve primero, él o yo?", A),
            ("Oigan, en solitario, ¿la carta de Recuerdo se quita aunque solo Rob se haya llevado sus VEP?", A),
            ("¿En qué orden se aplican los iconos del Espacio de Experiencia?", A),
            ("Mi Ficha de Rasgo inicial pide tener al menos 2 Contadores en casillas centrales y ya los tengo desde el principio. ¿La puedo jugar antes del primer turno?", A),
            ("Tío, al preparar nos dejamos los Rasgos Miméticos en la caja. En el primer año mi hermana jugó una Ficha de Rasgo y no desbloqueó ninguno, y luego quiso imitar un rasgo y no pudo. ¿Le dejamos imitar ahora con efecto atrás o solo le damos la ficha?", U),
            ("Al preparar pusimos el Contador de Realización Personal en la primera casilla (la que da Fuerza de Voluntad) en vez de en la inicial, y mi primo se quedó esa ficha. Ya pasó el primer año, ¿se la quitamos y lo bajamos?", U),
            ("Che, en la preparación pusimos Fichas de Parada de Autobús solo en las ubicaciones 1 a 4 y al final del primer año ya las corrimos a la derecha. ¿Ponemos ahora al azar las que faltan o rehacemos todas?", U),
            ("Disculpe, olvidamos poner las Fichas de Bloqueo al preparar, y en el primer año uno sacó un 4 y pagó una Ficha de Frustración para irse a la ubicación 5. ¿Cómo se corrige?", U),
        ],
    },
    "loop": {
        "en": [
            ("4 of us. how many MATERIAL sets come out of the box before we set up?", A),
            ("what counts as one 'set' of MATERIAL?", A),
            ("are the 5 face-up MATERIAL at the start just random cards off the deck?", A),
            ("how many ACTIVITY do we turn face up at the start", A),
            ("where do all the COIN go during setup", A),
            ("3 players, how many FAVOUR does each seat get", A),
            ("2 player game - how many FAVOUR each to start?", A),
            ("blue FAVOUR cards, do we use them in a 4 player game?", A),
            ("happiness token: gold side or black side?", A),
            ("where does the REPUTATION token go at the start", A),
            ("what does the INTERN start with", A),
            ("ok who goes first in this one", A),
            ("my first turn and i've got 2 FAVOUR in hand. do i draw one?", A),
            ("nothing looks good on my first turn, can i just pass", A),
            ("first turn, all i have is my one starting MATERIAL. can i CONSUME anything with it?", A),
            ("when do the empty slots get refilled, right when someone takes a card?", A),
            ("first time any of us has played. which mode should we start with?", A),
            ("competitive setup: how many CAREER do we get and do we have to play one of them?", A),
            ("competitive, what goes on the board that basic doesnt use", A),
            ("competitive and i got the Scientist. what do i start with?", A),
            ("wait, the Engineer starts with zero COIN?", A),
            ("co-op: what FAVOUR do we each start with?", A),
            ("solo, how many GOAL do i get", A),
            ("solo: when do i burn a MATERIAL card?", A),
            ("who plays the last turn of the game? is that what the gold token is for", A),
            ("i'm the Homemaker and i start with just 1 MATERIAL. do i get the REPUTATION on my very first turn?", A),
            ("co-op: we're one team anyway, can we swap GOAL cards among us right after the deal so everyone gets ones that fit their CAREER?", U),
            ("competitive: my friend picked the INTERN side but also took the Scholar's starting stuff off the front, so she has the REPUTATION too. she's already had her first turn. fix?", U),
            ("competitive setup: when we put our HAPPINESS tokens on 3 or 4, does that count as entering a zone, so everybody draws an EVENT before the first turn?", U),
            ("co-op: we forgot to take out the Not-For-Coop EVENTs and Overproduction just got triggered in round 1. resolve it, discard it, or draw another?", U),
        ],
        "es": [
            ("Somos seis, ¿hay que quitar algún set de MATERIAL?", A),
            ("Somos 3, ¿cuántos sets de MATERIAL sacamos antes de preparar?", A),
            ("Jugando solo, ¿cuántos sets de MATERIAL quito?", A),
            ("¿Dónde va el resto del mazo de MATERIAL después de poner los que van boca arriba?", A),
            ("¿Y las ACTIVITY que no se dan vuelta, dónde van?", A),
            ("Disculpe, ¿cuántos GOAL recibe cada jugador en el modo básico y qué se hace con los demás?", A),
            ("¿Qué hacemos con los FAVOUR rojos que sobran después de repartir?", A),
            ("A cuatro, ¿cuántos FAVOUR reciben el primero, el segundo y el tercero?", A),
            ("¿En qué HAPPINESS empieza una CAREER que no sea el INTERN?", A),
            ("¿Cuánta REPUTATION puedo tener como máximo?", A),
            ("Competitivo: ¿qué significan el marcador verde y el rojo en la CAREER?", A),
            ("Oye, en competitivo, ¿vosotros preparáis el tablero igual que en el básico o cambia algo?", A),
            ("Cooperativo: ¿qué CAREER y qué EVENT se sacan?", A),
            ("En cooperativo, los FAVOUR rojos que no se reparten, ¿van al tablero como siempre?", A),
            ("En cooperativo, ¿podemos jugar con las cartas a la vista?", A),
            ("En cooperativo, ¿cuándo se quema la carta de MATERIAL?", A),
            ("En solitario, ¿uso los FAVOUR rojos o los azules?", A),
            ("solo: robo FAVOUR al empezar mi turno?", A),
            ("Solitario: ¿qué CAREER no puedo usar?", A),
            ("Che, con el Chef ¿con qué arranco?", A),
            ("¿Con cuánta plata arranca el Investor, vos sabés?", A),
            ("¿La Waitress cuántos FAVOUR roba al inicio del turno?", A),
            ("Las COIN de cada uno, ¿tienen que estar a la vista de todos?", A),
            ("Primer turno: ¿puedo comprar y consumir en el mismo turno?", A),
            ("¿Puedo jugar FAVOUR en mi primer turno aunque haga WORK?", A),
            ("primer turno BUY: cuantos MATERIAL puedo comprar y como se decide la QUALITY", A),
            ("Somos dos y repartimos los FAVOUR al revés: el que empieza se llevó 3 y el segundo 2. Ya jugamos la primera ronda, ¿cómo lo arreglamos?", U),
            ("Competitivo: nos olvidamos de poner el mazo de CREDIT CARD en el tablero. En la primera ronda el Engineer quiso APPLY por el regalo de bienvenida y le dijimos que no. ¿Le compensamos algo ahora?", U),
            ("En cooperativo, ¿le puedo pasar a un compañero uno de los FAVOUR de mi mano para que lo juegue él?", U),
            ("Somos todos nuevos: ¿qué es lo que más suelen hacer mal los principiantes al preparar o en la primera ronda, para tener cuidado?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("how many time meeples does everyone get", A),
            ("starting money and energy?", A),
            ("we each got 2 career cards. do we keep both?", A),
            ("values cards: which ones am i allowed to look at?", A),
            ("where do the two score markers go at setup", A),
            ("how many cards go in the market at the start", A),
            ("who takes the first turn?", A),
            ("theres one lonely time meeple left over. what do we do with it at setup?", A),
            ("where do all the decks go", A),
            ("first turn: can i play my Career card before i put my meeples out, so i can use its action straight away?", A),
            ("what does the top career spot do before i have a career card on it", A),
            ("can i use an energy token as an extra worker on turn one?", A),
            ("can i put workers on the same action spot twice in one turn", A),
            ("taking the leftmost market card, do i pay anything?", A),
            ("whats the rightmost card in the market cost", A),
            ("is the 2nd card from the left free or do i pay for it?", A),
            ("how many market cards can i grab each turn", A),
            ("i just drafted a card, can i play it this same turn", A),
            ("passed a life event space on my first turn. when do i deal with it", A),
            ("can i set out my meeples before my turn comes round, to save time?", A),
            ("solo setup: which boards do i use", A),
            ("solo: do i get any values?", A),
            ("solo: how many life events go in the deck", A),
            ("solo: how do the achievement cards work at setup", A),
            ("solo market: what do the 2nd and 3rd cards cost", A),
            ("turn 1 i want to Donate but i only have 1 money. can the 1 money from the career spot pay for it in the same turn?", A),
            ("when we each discard one of our 2 Careers at setup, is that face down or do we show everyone which one we ditched?", U),
            ("we dealt 2 Partner cards to everybody instead of 2 Careers and played the whole first round like that. how do we fix it?", U),
            ("solo: do i pick my Achievement before or after i've seen my Careers and the 3 market cards? can i wait and keep the one that fits my start?", U),
            ("whats the thing first-timers usually mess up on their very first turn? want to warn my friends", U),
        ],
        "es": [
            ("¿Qué se pone al alcance de todos al preparar?", A),
            ("¿Los Values de la mano se pueden enseñar a los demás?", A),
            ("Disculpe, ¿cuántos marcadores de puntuación recibe cada jugador y de qué color son?", A),
            ("En el primer turno, ¿puedo usar Date? ¿Qué pago y qué consigo?", A),
            ("¿Cuánto cuesta el Donate y qué da?", A),
            ("Vale, ¿qué hace Meditate exactamente?", A),
            ("¿Qué hace el Interview al principio, si todavía no soy Grown Up?", A),
            ("che, la acción de arriba de Community, ¿qué da?", A),
            ("¿Y la de arriba de Leisure?", A),
            ("y la de arriba de wellness que da", A),
            ("¿Puedo usar las dos acciones de la misma categoría en el mismo turno?", A),
            ("Primer turno: juego una carta de Leisure que tapa el espacio de arriba. ¿Puedo usar su acción ya?", A),
            ("Al acabar mi turno, ¿qué hago con los meeples y las fichas que gasté?", A),
            ("¿Ustedes saben cuándo se repone el mercado?", A),
            ("Cuando a alguien se le cruzan los marcadores, ¿se acaba la partida en ese momento?", A),
            ("En solitario, ¿se roba Life Event al pasar las casillas del marcador?", A),
            ("Solitario: ¿Meditate hace lo mismo que en la partida normal?", A),
            ("En solitario, ¿cuándo se repone el mercado?", A),
            ("En solitario, ¿qué pasa al final de cada ronda?", A),
            ("Solitario: ¿cómo se gana?", A),
            ("En solitario, ¿cuentan los puntos por sets de iconos y por el corazón completo?", A),
            ("Solitario: una carta me deja agarrar otra del mercado, ¿cuánto me cuesta?", A),
            ("Si juego una Career nueva y ya tengo una puesta en el espacio, ¿qué pasa con la vieja?", A),
            ("¿Cuántos espacios de acción tengo al empezar?", A),
            ("¿Cuándo me dan el marcador de Grown Up?", A),
            ("Primer turno: quiero Meditate y pensaba pagarlo con la energía que me da la acción de Wellness en ese mismo turno, ¿se puede?", A),
            ("Al preparar repartimos los Values al revés: dos en la mano y uno boca abajo. Ya jugamos la primera ronda, ¿cómo se arregla?", U),
            ("Vale, al preparar le dimos a cada uno un marcador de Grown-Up como si fuera una pieza suya, y en el primer turno uno jugó una carta que pide Grown Up. ¿Se la quitamos?", U),
            ("Disculpe, las 16 fichas de Negative Impact/Unhappiness: ¿cada ficha tiene una cara de cada, o al preparar hay que separarlas en dos montones?", U),
            ("Abrimos la caja nueva y se nos olvidó barajar el mazo de Career: a todos nos tocaron Careers muy parecidas. Ya jugamos la primera ronda, ¿repartimos de nuevo?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll on my first turn", A),
            ("how many rerolls do i get", A),
            ("can i reroll a die showing bad luck", A),
            ("how many cards go on the track at the start, and from which deck", A),
            ("life goal cards: how many each, and how many go face up on the board?", A),
            ("4 players, how many childhood cards does everyone get dealt?", A),
            ("3 players, how do we make the childhood deck", A),
            ("just 2 of us, what's the childhood setup", A),
            ("how does the childhood card passing work", A),
            ("who starts?", A),
            ("whats the bicycle token for if the bike card already shows who started", A),
            ("which way does play go, and who starts round 2?", A),
            ("first turn, how many cards can i take from the track", A),
            ("i rolled 3 good luck on my first roll. what can i do with that", A),
            ("2 players: when does the leftmost card on the track get thrown out", A),
            ("3 or 4 players: when does the leftmost card go?", A),
            ("i bought an event card, where does it go", A),
            ("end of my first turn: how do the tokens work, do they pile up every turn?", A),
            ("whats the most dice i can ever roll", A),
            ("just bought a health card. top of the pile or can i tuck it underneath", A),
            ("bought a work card, can i slide it under my current job", A),
            ("card with two coloured titles, which pile does it go in", A),
            ("the red slash on a card's effect, when do i pay it and what if i cant", A),
            ("can i line my dice up next to the cards while i think?", A),
            ("whats the order of a turn again", A),
            ("when does the game end", A),
            ("we're 3 and i built the childhood deck with the bike + 5 like the 2 player rule, so everyone only got 2. first round's over. how do we fix that?", U),
            ("just the 2 of us: instead of 5 random childhood cards with the bike we hand-picked the 5 we liked best. does that break anything or do we redo it?", U),
            ("first game for both of us. what do new players usually get wrong in the first round?", U),
            ("my daughter's the youngest, can we just hand her the bicycle card so she starts, instead of it coming out of the draft?", U),
        ],
        "es": [
            ("¿Cuántas cartas de infancia tiene cada uno al terminar el reparto?", A),
            ("Somos tres, ¿cuántas cartas de infancia se usan en total?", A),
            ("A dos jugadores, ¿qué se hace con las cartas de infancia que sobran?", A),
            ("¿Hacia qué lado se pasan las cartas de infancia?", A),
            ("¿Dónde pone la carta de la bici el que la tiene?", A),
            ("Somos dos: si en el reparto me llega la bici y no quiero empezar, ¿la puedo pasar?", A),
            ("¿Cuántos objetivos de vida públicos hay con 4 jugadores?", A),
            ("A dos, ¿cuántos objetivos públicos se ponen?", A),
            ("mi objetivo de vida se enseña o es secreto", A),
            ("¿De qué mazo salen las cartas del track al principio, y cuál viene después?", A),
            ("Ahorita tengo 3 símbolos de mala suerte, ¿qué pierdo?", A),
            ("¿Y si junto 6 de mala suerte?", A),
            ("Las cartas de evento que compro, ¿cuentan en mi currículum?", A),
            ("¿Cuándo se puede jugar una carta de evento?", A),
            ("Si uso un evento para comprar y me sobran símbolos, ¿me los guardo?", A),
            ("¿Me dan fichas por los símbolos de un evento?", A),
            ("¿Puedo pagar la barra roja con los dados que ya usé para comprar?", A),
            ("¿Las cartas de Posesión van arriba o las puedo meter debajo?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("Asistencia social: ¿cuándo se revisa?", A),
            ("¿Quién recibe asistencia social?", A),
            ("¿Cuántos puntos dan 4 cartas de salud al final?", A),
            ("Si empatamos a puntos, ¿quién gana?", A),
            ("Con 3 de buena suerte compro gratis, pero ¿me salto también la condición especial de la carta?", A),
            ("¿En qué orden agarran sus cartas los que reciben asistencia social?", A),
            ("En el ejemplo de los dados, ¿de dónde sale el quinto dado?", A),
            ("Al preparar mezclamos sin querer las cartas de infancia que sobraban con el mazo de juventud y en la primera ronda salió una en el track. ¿Se puede comprar o la quitamos?", U),
            ("Somos dos y solo hay un objetivo vital público: ¿lo podemos elegir entre los que quedan en vez de sacarlo al azar?", U),
            ("Para el reparto de infancia a tres, ¿podemos poner las 9 cartas boca arriba y elegir por turnos en vez de irlas pasando?", U),
            ("Disculpe, al repartir los objetivos vitales, ¿se puede robar dos y quedarse uno, como en otros juegos?", U),
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
