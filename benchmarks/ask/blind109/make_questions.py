"""Write the blind109 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind109/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 10901-10904), so the
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
SEEDS = {"coming-of-age": 10901, "loop": 10902, "adulthood": 10903, "cv": 10904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("Setup says cover locations 5 through 10 with a Roadblock Tile \"hiding the number\". So at the start only 1-4 have Memory Cards on them?", A),
            ("the rulebook says Willpower and Motivation Tokens \"are considered unlimited\" - so if the bag runs dry we just use coins or whatever?", A),
            ("What does \"Both phase 1 and phase 2 are played simultaneously\" mean in practice, can I watch where the others move their dice first?", A),
            ("it says \"Available locations (without the Roadblock Tile) at the ends of the Main Board are considered adjacent\" - in round 1 is 4 next to 1 then?", A),
            ("The rule is I add a Frustration Token \"to the far right of an available Mood Track that has none\". My green track has an overcome one on the left end. Does that count as having one?", A),
            ("\"If you remove multiple Dice from a location, place one Interest Token for each Die.\" so two dice pulled off the Arcade = two tokens on the Arcade?", A),
            ("i moved my die to a place where i had 2 interest tokens. do i step the fulfillment counter twice and take both bonuses?", A),
            ("What does \"If you reach the end of the Track and must advance your Counter, you gain the bonus indicated for each step\" mean for the Personal Fulfillment Track?", A),
            ("The Experience Space says \"resolving them strictly from left to right\". Can I do the last icon first if it suits me better?", A),
            ("experience space tells me to move the orange counter but its only round 2 and orange isnt on my board yet, what do i do", A),
            ("\"you may flip one unused Memory Token (only one)\" - is that one per year or one for the whole game?", A),
            ("whats the actual difference between bouncing to the right and bouncing to the left on a mood track in coa", A),
            ("Two steps left on a counter that's already at the left end and no Frustration Token on that track. The rule says \"resolve each bounce separately\" - what exactly happens?", A),
            ("Trait hand limit is \"always 4 Trait Tiles\". I drew a fifth, can I throw away the one I just drew, and where does it go?", A),
            ("\"you only need to meet the requirement at that specific moment\" - so if my counters move later and I no longer fit the Trait, I keep the VEP?", A),
            ("For a Mimic Trait Token it says the Character Token must be \"at a level equal to or higher than the space occupied by that Tile\". Their tile is in the third slot, so I need their token at level 3?", A),
            ("Does the bus stop at a location that only has Interest Tokens on it, nobody's die or presence?", A),
            ("I've got my die AND a presence on the same location. Do I get the bus stop bonus twice when the bus stops there?", A),
            ("what is an Intimacy Bonus and when do i need it instead of a normal friendship bonus", A),
            ("\"For the first Motivation Token spent: gain 3 VEP. For the second: gain 2 VEP.\" so if I dump 4 tokens into one memory how much is that", A),
            ("Once someone takes the Memory the card \"is removed from the game. It is not immediately replaced.\" So when does that spot get a new card?", A),
            ("Presences go in \"up to 4 different locations (no repeats)\". So I cant stack two of my presences on the school?", A),
            ("what happens to the dice still sitting on a location after the bus moves on", A),
            ("at the end of round 1 which mood track do we unlock, and where does its counter start?", A),
            ("Rob's rule says \"If he has fewer Tokens than Dice, place those that he can, starting with the lowest-value Die\". What does that look like?", A),
            # silent
            ("Frustrations can be overcome \"by spending 4 Willpower Tokens at any time\". Does any time stretch to after the last turn, so I pay 4 Willpower right before the -3 VEP for unresolved frustrations gets counted?", U),
            ("I've used all 4 Character Tokens so I move one to my new Presence. Can I take it from a location the Bus hasn't reached yet this year, and what happens to the player whose die is waiting there to interact with it?", U),
            ("Solo: Rob gets a Friendship Bonus for a character he already has and puts it \"on the first available space that grants only VEP\". Does the space that token just left count as available again later?", U),
            ("At a stop the only Presence belongs to a player whose character is already at level 4 on my Friendship Track, and I have no Intimacy Bonus. Am I even allowed to pick the Friendship option there, just to skip the Bus Stop bonus?", U),
            ("the round 4 table says locations \"9 and 0\" open up. so a 0 on the ten-sided die means location 10? nothing in the rules actually says it", U),
        ],
        "es": [
            ("El reglamento dice que puedo mover el dado a una ubicación adyacente poniendo 1 Ficha de Frustración \"en el extremo derecho de un Registro de Ánimo disponible\". ¿Y si quiero ir a una que no es adyacente?", A),
            ("\"no puedes añadir una Ficha de Frustración a un registro que ya tenga una en cualquiera de sus extremos\": ¿y si todos mis registros ya tienen una, me quedo donde salió el dado?", A),
            ("Che, ¿qué significa \"superar\" una frustración y cómo se hace?", A),
            ("Si un Contador de Estado de Ánimo tiene que ir a la derecha y ya está en la última casilla, ¿qué gano?", A),
            ("y si rebota a la izquierda y la Ficha de Frustración está en el extremo izquierdo? me dan 4 VEP y q pasa con la ficha", A),
            ("Cuando gasto 2 Fichas de Motivación para un Recuerdo, ¿el contador se mueve 2 pasos o 4 a la izquierda?", A),
            ("Al mover el contador 2 pasos a la izquierda por gastar Motivación, ¿gano las bonificaciones de las casillas por las que pasa?", A),
            ("Vale, si otro jugador ya se lleva el Recuerdo en la misma ubicación, ¿yo también lo puedo coger ese turno o ya no?", A),
            ("\"el VEP por las fichas gastadas es de 3 para la primera, 2 para la segunda\": si pago con 4 de Fuerza de Voluntad, ¿cuántos VEP me llevo?", A),
            ("¿Qué diferencia hay entre conseguir el Recuerdo y dejar una Presencia? Las dos piden Motivación, no?", A),
            ("Tengo ya las 4 Presencias puestas en el tablero, ¿puedo poner otra en una ubicación nueva?", A),
            ("La bonificación de Rasgo, ¿qué opciones me da exactamente?", A),
            ("dice q el limite de la mano de Rasgos es de 4: si robo la quinta a donde va la que descarto", A),
            ("¿Puedo poner dos Rasgos Miméticos míos sobre la misma Ficha de Rasgo de otro jugador? ¿Y otro jugador puede imitar la misma que yo?", A),
            ("¿Qué nivel de amistad necesito con otro jugador para imitar la segunda Ficha de Rasgo de su tablero?", A),
            ("Entre rondas, ¿qué dados nos dan para la ronda 3 y cuántos turnos dura?", A),
            ("¿En qué ronda se desbloquean las ubicaciones 9 y 10?", A),
            ("al acabar la ronda q Contador de Ánimo se añade y en q casilla lo pongo", A),
            ("Oye, ¿para qué sirven las Fichas de Interés que voy dejando en los edificios?", A),
            ("En la parada del autobús, si la ficha muestra un personaje neutral, ¿qué puedo hacer con él?", A),
            ("Tengo un personaje en el nivel 4 del Registro de Amistad y me sale otra Bonificación de Amistad con él. ¿Lo subo al 5?", A),
            ("Si no tengo Motivación ni ganas de gastarla, ¿estoy obligado a jugar una Carta de Padres? ¿Y luego robo?", A),
            ("Al final de la partida, ¿cuántos VEP pierdo por cada Ficha de Frustración que no superé?", A),
            ("¿Cuántas Fichas de Objetivo puedo jugar al final? Tengo 4 en la mano", A),
            ("Disculpe, en el modo solitario contra Rob, ¿qué Fichas de Objetivo recibo yo?", A),
            # silent
            ("Dice que las Presencias van en \"hasta 4 ubicaciones distintas (sin repetir) durante la partida\". Si muevo mi Presencia de la Escuela a otra ubicación, ¿más adelante puedo volver a poner una Presencia en la Escuela?", U),
            ("Tengo la Ficha de Objetivo Ahorrador (más Fuerza de Voluntad y Motivación que nadie). Si al final gasto 4 de Fuerza de Voluntad para superar una Ficha de Frustración, ¿el Ahorrador se mira antes o después de ese gasto?", U),
            ("¿Cuántos VEP da cada casilla del Registro de Realización Personal? En el reglamento solo pone que ganas la bonificación de cada casilla", U),
            ("Dice que hay que retirar el resto de los dados del camino \"uno por uno\". ¿Importa en qué orden los retiro, o el orden de las Fichas de Interés da igual?", U),
            ("oye, las Fichas de Recuerdo que tengo al lado del tablero, ¿son información pública o las puedo tapar como las Fichas de Rasgo de la mano?", U),
        ],
    },
    "loop": {
        "en": [
            ("Setup says \"Remove sets of MATERIAL from the game according to the number of players\". We're 3, how many sets come out?", A),
            ("what does \"Place 1 set of MATERIAL face-up surrounding the DEPLETION\" mean, is that the BUY AREA?", A),
            ("im the 2nd player in a 4 player game, how many FAVOUR do i start with", A),
            ("It says \"Draw 1 and only 1 FAVOUR if you have less than 5 in hand\". I have exactly 5, do I draw?", A),
            ("\"Passing a turn is not allowed.\" What if I really don't want to do anything this turn?", A),
            ("WORK says \"If you have no HAPPINESS to deduct, take 1 COIN from WORK AREA then end turn immediately\". Does that mean I can't CONSUME or anything after?", A),
            ("\"COIN you decide to pay for each MATERIAL (1 to 4) will determine and is equal to its QUALITY\" so a FOOD I pay 3 for is QUALITY 3?", A),
            ("an ACTIVITY shows 2 green. can i take 2 QUALITY off one FOOD or do i need two FOODs", A),
            ("what does BROKEN mean and where does the card go", A),
            ("I just completed my 4th ACTIVITY. Which one do I get rid of and where does it go?", A),
            ("\"ACTIVITY that are kept in your AREA can be used unlimited times to fulfil multiple GOAL\" - so one ACTIVITY can count for two GOAL in the same turn?", A),
            ("Achieving GOAL is \"optional\" but then it says \"you must reveal it in the same turn as soon as its requirement is met\". Which is it?", A),
            ("can I play a FAVOUR during someone elses turn or only mine", A),
            ("When I ACCEPT a FAVOUR it says \"there is no hand limit\". So I just keep adding them to my hand even past 5?", A),
            ("How much REPUTATION do I get for accepting each kind of FAVOUR?", A),
            ("what are the ways to REJECT a FAVOUR", A),
            ("\"You must spend 2 REPUTATION at the same time in the CONSUME turn\" - what does at the same time mean here?", A),
            ("can i use 1 REPUTATION and 0 COIN to buy a QUALITY 1 MATERIAL", A),
            ("Another player promised me a COIN if I accept his RESELL and then didn't give it. Can I make him?", A),
            ("\"you will only refill cards at your turn end\" - so if I BUY 3 MATERIAL, the slots stay empty for the rest of my turn?", A),
            ("someone just hit HAPPINESS 12. does the game stop right now or do the rest of us get a turn", A),
            ("what's the tie-break in basic mode", A),
            ("What's a CONTINUOUS EVENT vs an IMMEDIATE EVENT?", A),
            ("\"Forced into Debt\" - what does that mean exactly?", A),
            ("in solo how does ACQUIRE work, there's no other player to take from", A),
            # silent
            ("\"When 2 or more CONTINUOUS EVENT are triggered, only the latest one takes effect\" - but I flip them all at once at my turn end. Which one counts as the latest, and who decides the order?", U),
            ("co-op: the MATERIAL burn at the end of the last player's turn reveals DEPLETION. does the game end right there or do we still play one more full round?", U),
            ("BARTER is \"Exchange 1 MATERIAL with another player which has the same or less QUALITY than yours\". Does it have to be the same type of MATERIAL, or can I swap my METAL for her FOOD?", U),
            ("Forced into Debt says I APPLY for a CREDIT CARD \"and choose to BUY or CONSUME instead\". What if even with the card I can't CONSUME anything and the BUY AREA is empty?", U),
            ("In co-op we play open-handed. Can we also peek at each other's face-down EVENT cards before they get triggered at turn end?", U),
        ],
        "es": [
            ("Somos 5, ¿cuántos sets de MATERIAL hay que quitar al preparar?", A),
            ("¿Con cuánta HAPPINESS arranca el INTERN y qué lado del token usa el jugador inicial?", A),
            ("Al empezar, ¿qué recursos le dan al INTERN? ¿COIN y MATERIAL de qué QUALITY?", A),
            ("Tío, ¿cuántas REPUTATION puedo tener como máximo en LOOP?", A),
            ("el reglamento pone que las COIN \"must be visible to all players at all time\": ¿no las puedo tener en la mano?", A),
            ("Si el mazo de FAVOUR está vacío al empezar mi turno, ¿qué hago?", A),
            ("¿Cuántas MATERIAL puedo comprar en un mismo turno con BUY?", A),
            ("Para CONSUMIR la ACTIVITY \"DANCE\", ¿qué MATERIAL necesito y cuánta QUALITY le quito a cada una?", A),
            ("¿Cuántas ACTIVITY puedo CONSUMIR en un turno y cuánta HAPPINESS gano por cada una?", A),
            ("¿Qué significa que un GOAL pide \"PROPERTY\"? ¿Son los colores de las MATERIAL?", A),
            ("che, el GOAL HOBBY que pide exactamente?", A),
            ("¿Y CURIOSITY? Dice algo de los 5 colores", A),
            ("Me jugaron un BARTER y mi MATERIAL tiene más QUALITY que la suya. ¿Me devuelven la diferencia de alguna forma?", A),
            ("Con RECYCLE, ¿puedo sacar una MATERIAL de mi propio LANDFILL?", A),
            ("¿Se puede jugar RESELL a alguien que no tiene suficientes COIN para pagarme?", A),
            ("Un SHARE aceptado y otro rechazado para la misma ACTIVITY: si al final no la completo, ¿se le quita QUALITY a la MATERIAL del primero?", A),
            ("Un FAVOUR rechazado, ¿a dónde va? ¿Y uno aceptado?", A),
            ("Cuando hago WORK, ¿puedo gastar REPUTATION para ganar más COIN? ¿Cuánto?", A),
            ("Disculpe, en modo Competitive, ¿cuándo se roba una EVENT?", A),
            ("si tengo activas 2 EVENT CONTINUOUS, se aplican las dos?", A),
            ("¿Cómo se pide una CREDIT CARD y qué regalo de bienvenida dan?", A),
            ("¿Cuánto se pierde al final por cada CREDIT CARD que no terminé de pagar?", A),
            ("En el cooperativo, ¿cuándo recupero los FAVOUR que jugué?", A),
            ("En cooperativo ¿qué es eso de quemar una MATERIAL al final de cada ronda?", A),
            ("en solitario cuantos GOAL tengo y que FAVOUR uso", A),
            # silent
            ("ACQUIRE es coger 1 MATERIAL de otro \"and pay him COIN equal to its QUALITY\". ¿Puedo jugarlo si no tengo COIN suficientes para pagarle? Para RESELL sí pone que no se puede", U),
            ("Fuera de los FAVOUR, ¿le puedo regalar una MATERIAL o unas COIN a otro jugador en el modo competitivo, porque sí?", U),
            ("¿Puede haber dos jugadores con el mismo GOAL en la mano? Y si los dos lo cumplen, ¿los dos suman la HAPPINESS?", U),
            ("Al CONSUMIR tengo dos PLASTIC, una en QUALITY 1 y otra en QUALITY 3. ¿Elijo yo de cuál quito la QUALITY o hay alguna regla?", U),
            ("Las COIN que ya puse encima de una CREDIT CARD y todavía no llegan a 5, ¿las puedo volver a coger si me hacen falta para comprar?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Setup says 2 Values facedown \"which they may not look at\" and one more in hand. So I only know one of my three Values at the start?", A),
            ("we each got 2 Career cards at setup, do we keep both?", A),
            ("who goes first in adulthood", A),
            ("\"Players may activate both the upper and lower action spots in a category in the same turn\" - so I can do the 4-time job AND Interview in one turn?", A),
            ("What does Interview do exactly? It says \"draw a new Career card, or get Promoted if you're Grown Up\".", A),
            ("how much is Donate and what do I get for it", A),
            ("Date costs what, and what do I get if I'm not Grown Up yet?", A),
            ("Meditate has two options right? what are they", A),
            ("\"Important: You cannot take any new actions after step 1.\" What does that mean in practice?", A),
            ("can i use energy tokens as time meeples?", A),
            ("first turn: \"you must do this before playing the Career card in your hand\" - so my Career card isnt usable on turn 1?", A),
            ("If I take the left-most card in the market I get an energy? And which market cards cost something?", A),
            ("I played a Leisure card with a new action this turn. Can I use that action right away?", A),
            ("what is the Experience card stack and what goes in it", A),
            ("I already have a Community card on my board and play a new one. What happens to the old one?", A),
            ("The rulebook says \"Players will never move backwards on any track until the end of the game.\" So negative tokens don't move me back during play?", A),
            ("do i have to pass the Grown-Up space on both tracks to be Grown Up or just one", A),
            ("when i pass a Life Event icon on the track, when do i resolve the Life Event card", A),
            ("A card with no green bar - is it free to play?", A),
            ("What does a white and black Life icon in the green cost bar mean?", A),
            ("What does \"have played resources elsewhere\" mean on the cost bar?", A),
            ("For Promotion, can the Life icon on the Career card itself count toward the requirement?", A),
            ("if i get a new Partner after getting Married, do i stay Married?", A),
            ("\"both score markers are in or past boxes that share a border\" - is that what ending the game means? what happens then", A),
            ("In solo the market has 3 cards. What do the 2nd and 3rd card I take in a turn cost?", A),
            # silent
            ("I passed two Life Event spaces in one turn. One of the cards has the symbol that it carries over to next turn. Do I choose the order I resolve them at the end of my turn?", U),
            ("The Partner rules contradict each other: one part says \"discard the previous Partner\", another says \"move the older card to the Experience card stack\". Which is it? It matters for the Life icons.", U),
            ("Step 1 \"can be done before your turn\". If I set my time out early, can I still move meeples around after I see which market card the player before me took?", U),
            ("A Life Event moves my marker forward and it passes another Life Event space. Do I take that second Life Event right away in the same end of turn, or next turn?", U),
            ("What does the heart-shaped hole icon mean when it shows up in a card's green cost bar? The icon guide just says \"what fills the hole in your heart\"", U),
        ],
        "es": [
            ("¿Qué le damos a cada jugador al empezar? ¿Cuántos meeples de tiempo y fichas?", A),
            ("Oye, ¿dónde va cada marcador de puntuación al empezar?", A),
            ("¿Cuántas cartas se ponen en el mercado al preparar la partida?", A),
            ("La acción de arriba de Career: \"Spend 4 time to earn 1 money\". ¿Eso es todo lo que da?", A),
            ("¿Qué da la acción de arriba de Community y la de Leisure?", A),
            ("La acción de arriba de Wellness, ¿qué me da?", A),
            ("¿Puedo usar el mismo espacio de acción dos veces en un turno si tengo tiempo de sobra?", A),
            ("che, los recursos que pongo en las acciones ¿se quedan ahí hasta cuándo?", A),
            ("El paso 3, ¿tengo que coger carta del mercado antes de jugar cartas de mi mano o da igual el orden?", A),
            ("¿Puedo jugar una carta que acabo de coger del mercado ese mismo turno?", A),
            ("¿Cuántas cartas puedo coger del mercado por turno?", A),
            ("Tengo una Partner y juego otra nueva, ¿qué pasa con la vieja?", A),
            ("¿Cuántos Resources y Traits puedo tener a la vez?", A),
            ("¿Cuántos Career puedo tener al mismo tiempo?", A),
            ("Al resetear, ¿a dónde van el dinero y la energía gastados? ¿Y los meeples de tiempo?", A),
            ("El reglamento dice que los Values son \"secret from everyone else the entire game\". ¿Ni al final se enseñan?", A),
            ("¿Qué significa la flecha en las acciones de las cartas?", A),
            ("Si una carta tiene iconos sin flecha, ¿qué hago? ¿Los gano sin más?", A),
            ("¿Para qué sirven las fichas de Unhappiness y Negative Impact que me dan algunas cartas?", A),
            ("Para casarme con mi Partner, ¿qué tengo que hacer y cuánto cuesta?", A),
            ("Vos sabés si después de Promoted puedo seguir usando la acción de la izquierda del Career?", A),
            ("al final cuanta felicidad me dan los iconos de vida repetidos? tengo 4 de Family", A),
            ("¿Qué pasa si un marcador se pasa del final del track?", A),
            ("Si hay empate al final, ¿quién gana?", A),
            ("En el modo solitario, ¿cuándo termina la partida y cómo se gana?", A),
            # silent
            ("Me casé con una Partner cuyo corazón coincide con uno de mis Values, y luego la cambié por otra. Al final, ¿la vieja que está en mi pila de Experience me sigue dando los 4 de impact?", U),
            ("Ya soy Grown Up por el track de Impact. Cuando paso también el Grown-Up del track de Happiness, ¿me dan algo más?", U),
            ("Si una carta del mercado no la coge nadie, se va deslizando a la izquierda y ahí se queda. ¿Se descarta alguna vez o se queda para siempre?", U),
            ("Una Life Event me da la posibilidad de meditar. ¿Esa Meditación me cuesta 1 energía como la del tablero o es gratis?", U),
            ("En la puntuación final, si al retroceder o al sumar los Values mi marcador pasa por una casilla de Life Event, ¿robo una Life Event?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many dice do i roll at the start and whats the most i can ever have", A),
            ("\"the player can reroll any number of the dice, two times\" - is that two rerolls per die or two rerolls in total?", A),
            ("What does it mean that bad luck dice are \"frozen\"?", A),
            ("how many cards can I take from the track in one turn", A),
            ("If I play an event card to help pay for a track card, what happens to the symbols I don't use?", A),
            ("\"If a card's cost also includes some special condition, the player must still fulfill it.\" so 3 good luck doesn't skip that part?", A),
            ("i have 3 bad luck symbols between my dice and tokens, what happens exactly", A),
            ("New Health card: does it have to go on top of my Health stack?", A),
            ("and a new Work card, can i tuck it under my old job?", A),
            ("What does \"active\" mean for a card in my CV?", A),
            ("cleanup: which deck do the new track cards come from?", A),
            ("\"the leftmost card is discarded from the track before adding new cards\" - when does that happen, every turn?", A),
            ("It says tokens \"do not accumulate like income\". So what are the tokens for exactly?", A),
            ("What is social assistance and who gets it?", A),
            ("when does the game end", A),
            ("How does the end scoring work, what gets counted?", A),
            ("Two of us are tied for the most on a public life goal. Who gets the points?", A),
            ("tie on total points, who wins?", A),
            ("Setup for 3 players: what do we do with the childhood cards?", A),
            ("How does the childhood draft work? Pass left or right?", A),
            ("The bicycle player lost the bicycle card during the game. Who starts the round now?", A),
            ("how many life goal cards go face up on the board", A),
            ("A card has a red slash on its effect. When do I pay that and what if I can't?", A),
            ("Can I use the same dice I bought a card with to pay the red slash cost too?", A),
            ("A card has two colours in the title. Which stack does it go in?", A),
            # silent
            ("It says \"Dice tokens which were used earlier in the player's turn to buy cards cannot be reused for paying costs.\" What's a \"dice token\"? The dice, the tokens, or both?", U),
            ("I bought two Work cards in the same turn and both \"must always go on top of the stack\". Do I pick which one ends up on top and active?", U),
            ("can 3 good luck symbols pay a red slash cost in the add to cv phase, or is that only for buying from the track", U),
            ("Misfortune: I have to discard one active card. Can I pick my bicycle card, the one lying face up in front of me?", U),
            ("6 bad luck = 2 misfortunes. Can I discard the top Health card and then the Health card that just became active under it, or does it have to be two different stacks?", U),
        ],
        "es": [
            ("Al preparar, ¿cuántas cartas de la etapa joven se ponen boca arriba en el track?", A),
            ("¿Cuántas cartas de objetivo de vida recibe cada uno y cuántas se ponen públicas? Somos 4", A),
            ("Con 2 jugadores, ¿cómo se preparan las cartas de infancia?", A),
            ("¿Quién empieza cada ronda?", A),
            ("Tío, ¿cuántas veces puedo volver a tirar los dados?", A),
            ("si saco un dado con mala suerte, ¿lo puedo volver a tirar?", A),
            ("¿Puedo poner los dados al lado de las cartas para pensar qué compro?", A),
            ("¿Puedo usar las fichas además de los dados para pagar una carta?", A),
            ("Con 3 símbolos de buena suerte, ¿puedo comprar cualquier carta del track?", A),
            ("Tengo 6 símbolos de mala suerte, ¿cuántas cartas pierdo?", A),
            ("¿Qué son las cartas de evento y cuándo se pueden jugar?", A),
            ("Las cartas de evento que compro del track, ¿van a mi CV?", A),
            ("dice que la carta de Relationship puede ir \"debajo de cualquier carta del montón\". ¿Para qué serviría eso?", A),
            ("Las Possession y los Work, ¿siempre encima del montón?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("Che, cuando se acaba el mazo de la etapa joven, ¿de dónde salen las cartas nuevas?", A),
            ("En 2 jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Cuándo se actualizan las fichas y cuántas tengo que tener?", A),
            ("¿Cuándo se revisa la asistencia social?", A),
            ("Con la asistencia social, ¿la carta que cojo me la dan gratis aunque tenga condición especial?", A),
            ("Si varios jugadores tienen asistencia social, ¿en qué orden cogen?", A),
            ("¿Cuándo se acaba la partida exactamente?", A),
            ("¿Cómo se puntúan las cartas de Possession al final?", A),
            ("mi objetivo de vida personal lo enseño al final o durante la partida?", A),
            ("Disculpe, si tengo una carta con coste (la barra roja) y no puedo pagarla, ¿a dónde va la carta?", A),
            # silent
            ("Si en este turno compro una carta que me da un dado más, ¿lo tiro ya en este turno o a partir del siguiente?", U),
            ("Al final, las cartas de infancia, ¿cuentan en la tabla de puntos de Health, Relationship y Knowledge?", U),
            ("Si la primera carta que compro este turno es una carta de evento, ¿la puedo jugar enseguida para pagar la segunda carta del mismo turno?", U),
            ("¿De qué tipo es la carta de la bicicleta? ¿Va en algún montón del CV?", U),
            ("Pongo una carta de evento al lado para ayudar a pagar y al final no compro nada. ¿La carta de evento se descarta igual o vuelve a mi mano?", U),
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
