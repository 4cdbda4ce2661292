"""Write the blind170 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind170/make_questions.py

Style of this set: SEVERAL QUESTIONS IN ONE MESSAGE. A player types two or three
related questions at once, as at a table where one person asks for everyone, often
with a bit of context first ("how many cards do we each get and can we look at
them?", "¿quién empieza y hacia qué lado se juega?"). The parts belong to one moment
of play or one area of the rules but may need different entries; the expected ids
are the entries that answer the parts, the one answering the first or main part
first, at most 3. An unanswerable question is one where NO part is answered by the
rulebooks.

Each game's file is written in a seeded shuffled order (seeds 17001-17004), so the
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
SEEDS = {"coming-of-age": 17001, "loop": 17002, "adulthood": 17003, "cv": 17004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent on every part
A = True  # answerable: the rulebook answers at least one part

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("setting up: how many parent cards do we each start with, and can the others see them?", A),
            ("which mood tracks do we start with and where do the counters go? what about the other 3 counters?", A),
            ("ok so how many turns is the whole game, how many rounds, and what dice do we roll in round 1?", A),
            ("i rolled a 2 but i really want location 4. can i move my die there, and what does it cost me since it's not next door?", A),
            ("are locations 1 and 4 adjacent in round 1 because they're at the ends of the open ones? so one frustration token is enough to go from 1 to 4?", A),
            ("I've got a frustration token on every track I have. can I still change location this turn? and how do I get rid of them again?", A),
            ("my die ended up at a place where I had 2 interest tokens. how far does my fulfillment counter go and do i get the tokens back?", A),
            ("when exactly do the interest tokens go down, before or after I move my fulfillment counter? and if I pull two dice off the same location do I leave two?", A),
            ("experience space: do we all do it at once, in any order we like? and what if it tells me to move a track I haven't opened yet?", A),
            ("can i flip two memory tokens in the same turn? and is it before or after the experience space?", A),
            ("my counter's already at the far right and i have to move it right again. what do i get, and what if theres a frustration token on that icon?", A),
            ("left bounce question: what happens if there's an overcome frustration token at the left end, and what if it's an unresolved one at the right?", A),
            ("trait bonus: how many trait tiles can i keep in my hand, and what if i draw one more than that? where does the discard go?", A),
            ("do I still have to meet a trait tile's requirement after I've played it, and how many can I play in the whole game?", A),
            ("what do i need to mimic the second trait tile on someone else's board? can two of us mimic the same one?", A),
            ("i have a die AND a presence at the same stop. do i get two choices there, and can i befriend the player whose presence is there instead of the bus stop?", A),
            ("friendship bonus: a kid already sits on level 4 of my track. can I push them to 5 with it, and how do I get to 6 and 7?", A),
            ("how much VEP do i get for spending 3 motivation tokens on one memory, and can i mix two colours in it?", A),
            ("paying a memory with willpower: how many do I need, how much VEP is it, and do I still get the card's bonus and memory token?", A),
            ("i spent two orange motivation tokens on a presence. how far does my orange counter move, and do i get the bonuses on the spaces it passes?", A),
            ("two of us had dice at the same location and both want the memory card. can we both take it? does a new card come out right away?", A),
            ("all 4 of my character tokens are out as presences. can i still place a new one somewhere, and can i put two in the same location?", A),
            ("end of a round: what unlocks, where do the new counters go, and what dice do we get for round 3?", A),
            ("final scoring: how much do unresolved frustrations cost, and how many goal tiles can i actually score?", A),
            ("two player: what's the row of 4 trait tiles between us for, and what friendship level do i need for the third one?", A),
            ("solo vs rob: which goal tiles do i draw, and what does rob get at setup?", A),
            ("game's over and we each get one last memory token before scoring. do we do that one at a time in turn order or all at once, and can i wait to see what the others move first?", U),
            ("we'd like to play with hidden scores. is the VEP track supposed to be open for everyone, and is it ok to keep our VEP on paper instead?", U),
            ("how many spaces long is the personal fulfillment track, and how much VEP can it give in total if i go all the way to the end?", U),
            ("do the four kids have names or a backstory, and are their personal boards the same apart from the colour?", U),
        ],
        "es": [
            ("Montando la partida: ¿qué ubicaciones se tapan con Fichas de Bloqueo y cuántas Cartas de Recuerdo se sacan al principio?", A),
            ("¿En qué casilla empieza cada uno su VEP y cuántas Fichas de Frustración nos quedamos? ¿Qué hacemos con las que sobran?", A),
            ("Vale, tío, ¿las Fichas de Fuerza de Voluntad y de Motivación se pueden acabar? ¿Y si hacen falta más de las que trae la caja?", A),
            ("¿La fase 1 y la 2 se juegan a la vez o por turnos? ¿Puedo esperar a ver dónde va el dado de los demás?", A),
            ("Si muevo mi dado a una ubicación que no está al lado, ¿cuántas Fichas de Frustración pongo y en qué Registros de Ánimo?", A),
            ("¿Cómo se supera una Ficha de Frustración? ¿Y hacia dónde se mueve cuando la supero?", A),
            ("¿Qué puedo hacer con una Ficha de Recuerdo? ¿Cuántos tipos de movimiento hay?", A),
            ("Una pregunta de rebotes: si me toca rebotar dos veces a la izquierda en el mismo Registro, ¿se resuelve cada rebote aparte? ¿Y si no tengo Ficha de Frustración ahí, qué elijo?", A),
            ("Al ganar una bonificación de Rasgo, ¿qué opciones tengo exactamente? ¿Puedo hacer dos de ellas?", A),
            ("Cuando juego una Ficha de Rasgo, ¿en qué hueco va, cuántos VEP gano y qué pasa con la Ficha de Rasgo Mimético de ese hueco?", A),
            ("Che, ¿en qué orden va el autobús por las ubicaciones y en cuáles para? ¿Se salta las que solo tienen Fichas de Interés?", A),
            ("Si la Parada de Autobús tiene un personaje neutral, ¿qué gano con él? ¿Y si ese personaje todavía no está en mi Registro de Amistad?", A),
            ("Conocí a un personaje por primera vez: ¿en qué nivel va su ficha y gano algo? ¿Puedo subirlo otra vez en el mismo turno si me toca otra bonificación de Amistad?", A),
            ("¿Cuántos VEP da un Recuerdo si gasto una sola Ficha de Motivación? ¿Y qué más me da la carta además del VEP?", A),
            ("Si pongo una Presencia, ¿qué gano en los años siguientes en esa ubicación? ¿Y cuánto cuesta ponerla con Fuerza de Voluntad?", A),
            ("Vos sabés si me puedo saltar el Recuerdo y la Presencia a propósito y jugar una Carta de Padres? ¿Los demás pueden ver las que ya jugué?", A),
            ("Después de que todos hacen los dos pasos en una parada, ¿qué pasa con los dados que quedan ahí antes de que siga el autobús?", A),
            ("Al final del año (sin acabar la ronda), ¿qué se hace con las Paradas de Autobús y con las ubicaciones sin Carta de Recuerdo?", A),
            ("¿Qué Registro de Ánimo se abre al final de cada ronda y en qué orden? ¿De dónde salen las Fichas de Motivación de ese color?", A),
            ("Los elementos sobrantes al final: ¿qué fichas cuentan y cómo se pasan a VEP?", A),
            ("Empatamos a VEP, ¿quién gana? ¿Cuentan los Rasgos Miméticos para el desempate?", A),
            ("Disculpe, ¿qué pide exactamente el Rasgo Equilibrado y cuántos VEP da? ¿Vale si no tengo ningún Contador en los extremos?", A),
            ("Las Fichas de Meta de tipo A, ¿cómo funcionan si empato con otro jugador? ¿Puntúa también el otro?", A),
            ("En solitario, ¿qué hace Rob en la fase 1 con sus dados? ¿Y si tiene menos Fichas de Interés que dados?", A),
            ("En solitario, cuando Rob consigue una bonificación de Rasgo, ¿qué hace primero? ¿Tiene que cumplir los requisitos?", A),
            ("solitario: al final que puntua rob de sus fichas de rasgo boca abajo y de sus fichas de motivacion? y si gana siempre como lo pongo mas facil?", A),
            ("Oye, ¿cómo se llaman en español las Fichas de Bloqueo y las Fichas de Parada de Autobús? ¿Hay un nombre oficial para el autobús?", U),
            ("Disculpe, ¿importa cómo nos sentemos alrededor de la mesa? ¿Hay alguna regla sobre quién se sienta al lado de quién o sobre quién se encarga de mover el autobús?", U),
            ("Che, se nos perdió una Ficha de Personaje neutral. ¿Con qué la reemplazamos? ¿La caja trae de repuesto?", U),
            ("al retirar mis dados del camino uno a uno, importa en que orden los quito? y las fichas de interes de varios jugadores en el mismo edificio van en algun sitio concreto?", U),
        ],
    },
    "loop": {
        "en": [
            ("setting up for 3: how many MATERIAL sets do we take out, and what counts as one set?", A),
            ("4 players: how many red FAVOUR does each seat start with, and where does the rest go?", A),
            ("who goes first, and what's the deal with the gold side of the HAPPINESS token?", A),
            ("start of my turn and i already have 5 FAVOUR. do i draw anyway? and what if the FAVOUR deck is empty?", A),
            ("can I pass my turn? and can I do WORK and BUY in the same turn?", A),
            ("how many MATERIAL can i BUY in one turn, and how does what i pay set the QUALITY?", A),
            ("this ACTIVITY shows two blue dots. do i need two MATERIALs for it or can one MATERIAL pay both? how much HAPPINESS do i get?", A),
            ("my GLASS just hit QUALITY 0. where does it go, and can anybody ever get it back?", A),
            ("i already keep 3 ACTIVITY and just finished a 4th. what happens to an old one, and do i pick which?", A),
            ("can one ACTIVITY count for two GOALs at once? and when do i have to show a GOAL i've met?", A),
            ("can i play FAVOURs on a turn when i WORK? how many can i play in one turn?", A),
            ("someone played me a SHARE. how much REPUTATION do i get for accepting, and what if i'm already at 2?", A),
            ("how do I REJECT a FAVOUR, and where does the rejected card go?", A),
            ("two things: can i spend REPUTATION for extra COIN when i WORK, and can REPUTATION pay for a whole QUALITY 1 MATERIAL?", A),
            ("my mate said he'd give me 2 COIN later if i accept his BARTER. does he have to pay up? are deals even allowed?", A),
            ("end of my turn: when do the empty card slots get filled, and what if the ACTIVITY deck has run out?", A),
            ("someone just hit HAPPINESS 12. does the game stop right now or do we finish the round? who plays last?", A),
            ("what is DEPLETION exactly, and what happens to whoever triggers it?", A),
            ("we tied on HAPPINESS in basic mode. who wins, and what if REPUTATION is tied too?", A),
            ("ACQUIRE vs RESELL: who pays who? can i RESELL to someone with no money?", A),
            ("competitive setup: how many CAREER cards do we get, and can we still pick INTERN?", A),
            ("when do i draw an EVENT, and when does it actually get flipped and resolved?", A),
            ("how do i get a CREDIT CARD and what's the welcoming gift? can i get one in the middle of my turn?", A),
            ("how much can i pay on a CREDIT CARD each turn, and when is it cleared?", A),
            ("co-op: do we draw FAVOUR at the start of the turn? how do the played FAVOURs come back?", A),
            ("solo: how many GOAL do i start with, and what do i need to win?", A),
            ("how does the Investor's toss work with the COIN: do i toss one of my own or one from the WORK AREA, and where does it end up?", U),
            ("can we look through the whole EVENT discard pile to see which EVENTs already came up, or only the one on top? and are we allowed to keep notes of them?", U),
            ("can we ask how many FAVOUR someone has in hand, and do they have to answer truthfully?", U),
            ("Politician just played me a face-down FAVOUR. how long do i get to decide whether to call the bluff, and can we put a timer on it?", U),
        ],
        "es": [
            ("¿Dónde van las COIN al montar la partida y cuántas hay en total? ¿Se pueden acabar?", A),
            ("Al empezar con el INTERN, ¿con cuántas COIN, MATERIAL y HAPPINESS arranco? ¿Y la REPUTATION?", A),
            ("Vale, tío, si hago WORK y no me queda HAPPINESS que restar, ¿qué pasa? ¿Y en el modo competitivo?", A),
            ("¿Cómo se hace un CONSUME? ¿Cuántas ACTIVITY puedo hacer en un turno?", A),
            ("Las ACTIVITY que guardo, ¿se gastan al cumplir un GOAL? ¿Puedo cumplir dos GOAL en el mismo turno con las mismas?", A),
            ("¿Qué pide el GOAL HOBBY y qué pide CURIOSITY? ¿Cuántos PROPERTY piden los otros?", A),
            ("Che, si gasto REPUTATION en un CONSUME, ¿cuánta necesito para 1 HAPPINESS? ¿Puedo gastar una ahora y otra el próximo turno?", A),
            ("Si acepto un FAVOUR, ¿a dónde va la carta y puedo jugarla después? ¿Y si ya tengo 5 en la mano?", A),
            ("Me juegan un RECYCLE: si lo acepto, ¿gano REPUTATION? ¿Y puedo rechazarlo sin tener otro RECYCLE?", A),
            ("¿Cómo funciona el BARTER? ¿Me devuelven algo si mi MATERIAL tiene más QUALITY que el que recibo?", A),
            ("Con RECYCLE, ¿puedo coger un UTILITY del LANDFILL de otro? ¿Y a quién le pago las COIN?", A),
            ("Si hago SHARE de dos MATERIAL para una ACTIVITY y me rechazan el segundo, ¿pierde QUALITY el primero?", A),
            ("Al final del turno se reponen las cartas, ¿y para qué lado sigue el turno?", A),
            ("¿Cuándo se acaba la partida exactamente? ¿Se juega hasta el final de la ronda aunque alguien ya tenga 12?", A),
            ("Disculpe, ¿qué diferencia hay entre un EVENT CONTINUOUS y uno IMMEDIATE? ¿Cuánto dura el CONTINUOUS?", A),
            ("Si se disparan dos EVENT CONTINUOUS a la vez, ¿cuál vale? ¿Y un IMMEDIATE lo reemplaza?", A),
            ("Si mi HAPPINESS salta de 4 a 10 de golpe, ¿cuántos EVENT robo? ¿Y si pierdo HAPPINESS en el turno de otro, también robo?", A),
            ("No me alcanza la plata para el PAYOFF de mi CREDIT CARD, ¿qué hago? ¿Y si al final no la pagué?", A),
            ("Al final, ¿cuánta HAPPINESS pierdo por el LANDFILL? ¿Con 5 MATERIAL allí cuánto es?", A),
            ("En cooperativo, ¿cuándo se quema una carta de MATERIAL y se aplica la penalización de DEPLETION si pasa entonces?", A),
            ("Cooperativo: ¿se puede hacer REJECT de un FAVOUR? ¿Dónde pongo los FAVOUR que juego?", A),
            ("Jugamos en cooperativo con mis primos: ¿cómo ganamos? ¿Las penalizaciones se cuentan antes de mirar la HAPPINESS?", A),
            ("En solitario, ¿cómo funciona el ACQUIRE azul y a dónde van las COIN que pago?", A),
            ("Ahorita tengo al Tycoon: cuando hago WORK, ¿cuántas COIN cojo y cuánta HAPPINESS pierdo si tengo dos CREDIT CARD?", A),
            ("El Lawyer y el Officer: ¿puede el Lawyer rechazar el primer FAVOUR del Officer? ¿Y tiene que ser contra él?", A),
            ("con el politician juego un favour boca abajo y me llaman la mentira pero era verdad, que gano? y si era mentira?", A),
            ("¿Qué representa cada tipo de MATERIAL en la vida real? ¿El UTILITY qué sería, la luz y el agua?", U),
            ("¿Cómo se llaman las CAREER en la edición en español? ¿La Office Lady tiene otro nombre?", U),
            ("¿Cuántas ACTIVITY tienen el PROPERTY LEAF? ¿Y cuántas tienen HEART?", U),
            ("Se nos mojó una carta de ACTIVITY y ahora se reconoce por detrás. ¿La podemos quitar o sustituir? ¿Trae cartas de repuesto la caja?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("setup: what does each of us get at the start, and which of the Values can we look at?", A),
            ("we each got 2 Career cards. do we keep both, and when can i actually play mine?", A),
            ("who goes first, and how many cards go in the market at the start?", A),
            ("what are the 8 action spots on my board, and can I use both spots in one category in the same turn?", A),
            ("can i use energy instead of time, and can i use the same action spot twice in a turn?", A),
            ("when do i have to place my time, can i do it before my turn, and can i add another action after i've started spending?", A),
            ("Interview: what does it cost, and what does it do if I'm already Grown Up?", A),
            ("how much is Donate and what do i get? can i Donate and do the upper Community spot in the same turn?", A),
            ("Date: what does it cost, and what happens if I Date when I'm Grown Up?", A),
            ("Meditate: what can I do with it, and what does it cost?", A),
            ("market: what's the bonus for taking the left card, and how much do the right ones cost?", A),
            ("can i play a card i just took from the market this turn? and can i use its action spot right away?", A),
            ("I played a new Wellness card but already have one there. what happens to the old one, and does it still count for anything?", A),
            ("new Partner while i already have one: what happens to the old Partner, and do i stay Married?", A),
            ("end of my turn: what do i reset, and how does the market get refilled?", A),
            ("when do i get a Life Event, and can i get more than one in a turn?", A),
            ("how do i become Grown Up, and do i need to pass the Grown Up mark on both tracks?", A),
            ("can my score ever go backwards during the game? what about the sad tokens?", A),
            ("a card has a Grown Up icon and a Family icon in its green bar. what do I need to play it, and does a card with no green bar cost anything?", A),
            ("how do i get Promoted, and does the icon on my own Career card count for the requirement?", A),
            ("once I'm Promoted can I still use the first action on my Career card? and what if I swap Careers later?", A),
            ("how does the game end, and does everyone get the same number of turns?", A),
            ("end scoring: what do the Life Icon sets give, and what if i have 4 Family icons?", A),
            ("what's a complete heart worth at the end, and how do i get one?", A),
            ("solo: how many cards does the market have, and how does buying a 2nd and 3rd card work?", A),
            ("solo: when does the game end, and how do i win?", A),
            ("can the others look through my Experience stack whenever they want, and am i allowed to reorder it?", U),
            ("solo: how many Achievement cards come in the box, and can i pick the same one again next game?", U),
            ("does the player whose markers cross first get any bonus for ending the game? and if two of us cross in the same round, does it matter who did it first?", U),
            ("is there a maximum number of rounds in case nobody's markers ever cross, or some rule to speed it up if it drags on?", U),
        ],
        "es": [
            ("¿Cuántas fichas de tiempo tenemos cada uno y cuánta energía y dinero al empezar?", A),
            ("Vosotros, al montar, ¿dónde ponéis los marcadores de puntuación? ¿Uno en cada track?", A),
            ("Vale, ¿qué hace la acción de arriba de Career si no tengo carta encima? ¿Y cuánto da?", A),
            ("¿La acción de arriba de Leisure qué da? ¿Y la de Wellness?", A),
            ("¿Puedo jugar varias cartas de mi mano en el mismo turno? ¿Tengo que pagar su coste al jugarlas?", A),
            ("Si juego una carta de Experience, ¿qué hago con ella después? ¿Sigue contando su icono al final?", A),
            ("¿Dónde pongo los Resources y los Traits? ¿Cuántos puedo tener?", A),
            ("¿Qué es una Life Event y cuándo se resuelve? ¿Dónde va la carta después?", A),
            ("Che, ¿los Values se enseñan alguna vez? ¿Cuándo se dan vuelta?", A),
            ("Si tengo el Partner que encaja con el hueco de uno de mis Values, ¿cuántos puntos gano? ¿Tengo que estar Married?", A),
            ("Disculpe, ¿cuánto cuesta casarse con mi Partner y qué acción uso? ¿Hay algún requisito más?", A),
            ("Una vez Married, ¿qué acciones de la carta de Partner puedo usar? ¿Pierdo el Married si cambio de Partner?", A),
            ("¿Qué significa la flecha en una acción de carta? ¿Y si solo hay iconos sin flecha?", A),
            ("Algunas cartas dicen 'have played resources elsewhere', ¿qué quiere decir? ¿Tengo que pagar otra vez?", A),
            ("¿Qué son las fichas de Negative Impact y Unhappiness? ¿Cuándo restan?", A),
            ("Si paso el final de un track, ¿qué hago con el marcador? ¿Cómo se suma eso?", A),
            ("Al final de la partida, ¿en qué orden se hacen los pasos de puntuación? ¿Los Values se puntúan en cualquier orden?", A),
            ("Empatamos en la suma de Happiness e Impact, ¿quién gana? ¿Hay desempate?", A),
            ("Los Traits y Resources que dan iconos de Life extra, ¿cuentan durante la partida o solo al final?", A),
            ("solitario: que cambia en el montaje? se reparten values?", A),
            ("En solitario, ¿qué son los Achievements y cuántos elijo? ¿Cuántos niveles tienen?", A),
            ("En solitario, ¿cuándo se repone el mercado? ¿Se rellena a mitad de ronda si cojo una carta?", A),
            ("En solitario, ¿qué hace Meditate? ¿Y se roban Life Events al pasar por sus casillas del track?", A),
            ("Ahorita en solitario: ¿al final cuento los sets de iconos y el corazón? ¿Y las fichas negativas?", A),
            ("Si una carta me deja agarrar otra carta extra del mercado en solitario, ¿la pago? ¿Sube el precio de las siguientes?", A),
            ("Una Life Event con el símbolo de 'carries over', ¿qué significa? ¿Cuándo la paso al montón de Experiences?", A),
            ("Tío, ¿hay cartas que castiguen tener iconos Shady? ¿Qué representa exactamente Shady?", U),
            ("La Career que descartamos al preparar, ¿vuelve al mazo de Career o sale de la partida? ¿Se baraja?", U),
            ("¿Puedo enseñar a los demás las cartas de Partner o de Career que tengo en la mano? ¿Y tengo que decir cuántas cartas tengo si me lo preguntan?", U),
            ("¿Cuántos marcadores hay de cada tipo, Grown-Up, Promoted y Married? ¿Qué hacemos si se acaban?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do we roll at the start of a turn, and what's the most we can ever have?", A),
            ("how many times can i reroll, and which dice am i not allowed to reroll?", A),
            ("how many cards can i take from the track in one turn, and how do i pay for them?", A),
            ("i've got 3 good luck symbols. can i take any card for free with them? what if the card has a special condition?", A),
            ("ugh, 3 bad luck symbols. what do i lose, and what if i have 6?", A),
            ("can i use symbols from an event card to buy from the track? do i get tokens for them, and what happens to the leftovers?", A),
            ("where do the cards i buy go, and which card in a stack is the active one?", A),
            ("can i slide a new Health card under an older one in my stack? what about Work cards?", A),
            ("what happens when a card has a red slash on its effect, when do i pay it, and what if i can't?", A),
            ("can I pay a red slash cost with dice I already used to buy a card this turn?", A),
            ("a card has two colours in the title. which stack does it go in, and who decides?", A),
            ("when can i play an event card, and does it stay in my stacks after?", A),
            ("cleanup: how does the track get refilled, and which deck do the new cards come from?", A),
            ("2 player game: when do we discard the leftmost card from the track? just at the end of the round?", A),
            ("how do the tokens work, do they pile up each turn like income?", A),
            ("setup: how many life goal cards does each of us get, and how many go face up on the board?", A),
            ("setup for 3 players: which childhood cards do we use, and how do we deal them?", A),
            ("the childhood draft: how do we pass the cards, and how many do we keep?", A),
            ("who starts, and what if the player with the bicycle loses that card later?", A),
            ("when does social assistance happen, and who gets it?", A),
            ("social assistance: if two people qualify, who takes first? do they still have to meet a card's special condition?", A),
            ("when does the game end exactly? does it matter how many cards are left in the old age deck?", A),
            ("scoring: how many points for 4 health cards, and what about 5 knowledge cards?", A),
            ("public life goals: who scores them, and what if two players tie on one?", A),
            ("we tied on points. who wins, and what if that's tied too?", A),
            ("can i look at the dice and tokens next to the track cards before buying, like line them up? and can i reserve a card?", A),
            ("when i buy two cards, do i have to say both before paying, or can i buy one, look again, and then pick the second? can i change my mind after sliding one out?", U),
            ("is there a way to play this alone, like a solo mode? how would the track cleanup work with one player?", U),
            ("if a card ever takes a die away from me and i drop below 4, do i still roll 4 at the start? is there a minimum number of dice?", U),
            ("the player who goes last in a round, do they get anything to make up for it, like an extra reroll? and does the first player have an edge?", U),
        ],
        "es": [
            ("¿Qué tipos de cartas hay en el juego? ¿Cuáles se quedan en mi currículum y cuáles no?", A),
            ("Al preparar, ¿cuántas cartas se ponen en el track y de qué mazo salen?", A),
            ("Vale, somos 2: ¿cómo se prepara el mazo de infancia? ¿Con cuántas cartas al azar va la bicicleta?", A),
            ("Somos 4, ¿cuántas cartas de infancia recibe cada uno? ¿Y cómo las elegimos?", A),
            ("¿Ustedes saben en qué sentido se juega y quién empieza cada ronda?", A),
            ("Che, ¿los dados con mala suerte se pueden volver a tirar? ¿Y cuántas veces puedo tirar en total?", A),
            ("Tengo 4 dados y la carta Marriage me da uno más, ¿hasta cuántos dados puedo llegar? ¿Qué pasa con el que sobre?", A),
            ("¿Puedo comprar dos cartas en el mismo turno? ¿Tengo que pagar las dos con los dados?", A),
            ("Con tres símbolos de buena suerte de dados y fichas, ¿qué puedo hacer? ¿Cubre también la condición especial de la carta?", A),
            ("Si saco tres de mala suerte, ¿qué carta pierdo? ¿La elijo yo?", A),
            ("Las cartas de evento que compro, ¿a dónde van? ¿Y cuándo las puedo usar?", A),
            ("Al usar una carta de evento para comprar, ¿me dan fichas por sus símbolos? ¿Qué pasa con los símbolos que no uso?", A),
            ("¿Cómo se apilan las cartas en mi currículum? ¿Se ven las de abajo?", A),
            ("Una carta de Posesión nueva, ¿puede ir debajo de otra? ¿Y una de Trabajo?", A),
            ("Disculpe, ¿cuándo se paga el coste de la barra roja y qué pasa si no tengo los símbolos?", A),
            ("¿Qué se hace al final de cada ronda con la carta de más a la izquierda del track? ¿Y con dos jugadores?", A),
            ("Después de mi turno, ¿cuántas fichas tengo que tener? ¿Se acumulan de un turno a otro?", A),
            ("Cuando se acaba un mazo, ¿qué se comprueba? ¿Quién puede recibir asistencia social?", A),
            ("Asistencia social: ¿la carta que se coge se paga? ¿En qué orden la cogen los jugadores?", A),
            ("¿Cuándo termina el juego? ¿Se termina la ronda o se para en seco?", A),
            ("Al final, ¿cómo se cuentan los puntos de las cartas de Salud, Relación y Conocimiento? ¿Con 3 de Relación cuántos son?", A),
            ("¿Cómo puntúan las cartas de Posesión al final? ¿Y mi meta vital secreta?", A),
            ("Si empatamos dos en una meta vital pública, ¿quién se lleva los puntos? ¿Los dos todos?", A),
            ("empate a puntos al final quien gana? y si siguen empatados?", A),
            ("En el ejemplo de puntuación de Felix, ¿de dónde salen los 63 puntos? ¿Cuánto da el Collector?", A),
            ("Si pierdo mi carta activa por mala suerte, ¿la de debajo pasa a ser la activa? ¿Y a dónde va la perdida?", A),
            ("Che, ¿qué cartas de vejez son las más fuertes? ¿Hay alguna otra que dé dados extra además de Marriage?", U),
            ("Ahorita que somos tres, ¿podemos usar la regla de dos jugadores de descartar tras cada turno para que el track se mueva más rápido? ¿Hay alguna variante oficial para acortar?", U),
            ("¿Hay cartas que hagan perder cartas o dados a otros jugadores, tipo ataque? ¿Se pueden bloquear?", U),
            ("Tío, a mitad de partida vimos que falta una carta en el mazo de mediana edad. ¿Podemos seguir así? ¿Hay que empezar de nuevo?", U),
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
