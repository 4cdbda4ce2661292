"""Write the blind176 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind176/make_questions.py

Style of this set: players describe their EXACT SITUATION IN NUMBERS (counts of
coins, cards, dice, tokens, track spaces, the round, the player count) and ask
what they may do or what they get. Some numbers match a rule's number, some do
not; the rule that decides the case is the expected answer either way. The
unanswerable questions are numeric situations the rulebooks leave open.

Each game's file is written in a seeded shuffled order (seeds 17601-17604), so the
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
SEEDS = {"coming-of-age": 17601, "loop": 17602, "adulthood": 17603, "cv": 17604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("setting up for 3 players: how many roadblock tiles go on the board and which location numbers do they cover?", A),
            ("its turn 6, how many dice do i roll and what kind are they?", A),
            ("round 3, i rolled a 2 and a 7 on my d8s. i keep the 2 but want it at location 5. how many frustration tokens does that cost me?", A),
            ("i've got frustration tokens on 2 of my 3 open mood tracks. can i still send my die to a location 3 spaces away?", A),
            ("round 1, only locations 1-4 are open. i rolled a 4 but i want location 1, does that count as next door?", A),
            ("i had 3 interest tokens sitting on location 6 and my die ends up there. how far does my fulfillment counter go?", A),
            ("rolled 3 d8s: 2, 2 and 5. i keep the 5, so how many interest tokens do i leave and where do they go?", A),
            ("my green counter is already on the far right space and the experience space says move green right twice. what do i get?", A),
            ("bounced left on a track that has an overcome frustration token on its left end. how many vep is that and what happens to the token?", A),
            ("i've got 3 unused memory tokens, can i flip 2 of them this turn to move two counters?", A),
            ("i'm holding 4 trait tiles and a trait bonus lets me draw a 5th. what now?", A),
            ("i want to mimic the 3rd trait tile on the yellow player's board but yellow's token is only on level 2 of my friendship track. allowed?", A),
            ("one of my friends is at level 4 on my friendship track and i get a normal friendship bonus with them, can i move them up to 5?", A),
            ("first time i meet the neutral orange kid from a bus stop, how many vep and where does the token go?", A),
            ("spending 3 pink motivation tokens on a memory card, how many vep do i get and what happens to my pink counter?", A),
            ("i got 8 willpower and no motivation, the location takes willpower for a memory. if i pay all 8 do i get 3+2 vep?", A),
            ("3 of us have dice on location 4 and two of us take the memory. do we both get the vep, and does the card stay for next year?", A),
            ("i already have presences in 4 diffrent locations and want one in a 5th, can i?", A),
            ("game over and i still have 2 unresolved frustrations on my tracks, how many vep do i lose?", A),
            ("i played 3 trait tiles and i meet the requirements on all 4 of my goal tiles. how many goals can i score and for how much?", A),
            ("end of game i have 5 willpower, 4 motivation and 2 memory tokens unused. how many vep is that?", A),
            ("i have both my die and my own presence at location 3 when the bus stops. do i get to pick 2 things in step A?", A),
            ("we just finished round 2. which locations open up, and how many dice of what kind do we each get?", A),
            ("2 players: we laid out the row of 4 trait tiles. to mimic the 3rd one, what level does my friendship with its neutral kid need to be?", A),
            ("solo: rob has 1 interest token left and rolled a 6, a 2 and an 8 on his d8s. where does it go?", A),
            ("solo: rob's die is at the location and he has 4 green motivation tokens, the card needs green. how many vep does he get and does he lose the tokens?", A),
            ("solo: i beat rob 58 to 41 with his normal 2 character tokens. is there a score table somewhere that says how good that is?", U),
            ("rob's still too easy for me with 3 character tokens. can we give him all 4 for an even harder game?", U),
            ("out of the 24 trait tiles in the draw pile, how many are worth 5 vep?", U),
            ("how many of the 10 bus stop tiles show a neutral character token instead of a bonus?", U),
        ],
        "es": [
            ("Somos 3, ¿cuántas Fichas de Frustración pone cada uno en su reserva al empezar?", A),
            ("Acabo de jugar una Carta de Padres y me queda 1 en la mano; ¿robo otra o sigo con una?", A),
            ("Empiezo con 7 Fichas de Interés y 4 Fichas de Personaje en mi reserva; ¿y las otras 3 Fichas de Personaje dónde van?", A),
            ("Ronda 1: tengo un solo dado de 4 caras, ¿cuántos turnos dura esa ronda?", A),
            ("ronda 4 con 3 dados de 10 caras y saco un 0, a que ubicacion va el dado", A),
            ("Tengo una Ficha de Frustración en cada uno de mis 4 Registros de Ánimo disponibles. ¿Puedo mover el dado a la ubicación de al lado?", A),
            ("Vale, tengo 4 Fichas de Fuerza de Voluntad: ¿puedo gastarlas ahora mismo para superar una frustración aunque no sea la fase de experiencia?", A),
            ("Mi Contador de Estado de Ánimo turquesa está en el extremo derecho y hay una Ficha de Frustración tapando el icono. Si rebota a la derecha, ¿qué gano?", A),
            ("Rebote a la izquierda en un registro que ya tiene una Ficha de Frustración sin superar a la derecha: tengo 6 VEP, ¿cuántos pierdo?", A),
            ("Gasto 2 Fichas de Motivación naranjas en un Recuerdo. ¿Cuántos pasos muevo el contador naranja, 2 o 4?", A),
            ("Si uso la Ficha de Recuerdo que manda el contador a la casilla central, ¿cuántas veces gano esa bonificación?", A),
            ("Tengo 2 contadores en el extremo izquierdo y 2 en el extremo derecho de los Registros de Ánimo: ¿cumplo el Rasgo Balanced?", A),
            ("Tengo 5 de Fuerza de Voluntad y 3 Fichas de Motivación, ¿me alcanza para el Rasgo Hoarder?", A),
            ("Tengo 3 Fichas de Interés repartidas por el tablero. ¿Puedo jugar el Rasgo Responsible?", A),
            ("Tengo 3 Fichas de Personaje en el nivel 0 del Registro de Amistad. ¿Eso cumple el Rasgo Completionist?", A),
            ("Objetivo Sociable: yo tengo 6 Fichas de Personaje en mi Registro de Amistad y otra jugadora también 6. ¿Lo cumplo?", A),
            ("Me falta 1 casilla para llegar al final del Registro de Realización Personal. ¿Puedo puntuar el Objetivo Persistent?", A),
            ("Tengo a un amigo en el nivel 6 del Registro de Amistad. ¿Me vale para el Objetivo Committed?", A),
            ("Disculpe, tengo Presencia en 2 de las 3 ubicaciones del Objetivo Gamer. ¿Cuántos VEP me da?", A),
            ("En solitario, Rob ya está en la última casilla de Realización Personal y le tocan 3 avances más. ¿Cuántos VEP gana?", A),
            ("Solitario: Rob ya tiene una Ficha de Personaje en el nivel 0 tapando el VEP y le sale otro personaje. ¿Dónde la pone?", A),
            ("Che, al final Rob tiene 8 Fichas de Motivación y 2 Fichas de Rasgo boca abajo en su pila. ¿Cuántos VEP suma con eso?", A),
            ("Contra Rob voy ganando por 25 VEP cada partida. ¿Con cuántas Fichas de Personaje tendría que empezar él para ponérmelo más difícil?", A),
            ("Somos dos: quiero poner mi Rasgo Mimético en la cuarta ficha neutral de la fila y tengo a su personaje neutral en el nivel 3. ¿Puedo?", A),
            ("Acabamos la ronda 1: ¿qué Contador de Estado de Ánimo se coloca ahora y qué Fichas de Motivación entran a la reserva general?", A),
            ("Empatamos a 47 VEP y también en Fichas de Rasgo y Objetivo completadas; yo tengo 5 Fichas de Personaje en mi Registro de Amistad y ella 4. ¿Quién gana?", A),
            ("Tengo 2 Fichas de Motivación verdes y mi dado está en la ubicación 8. ¿Qué tipos de Motivación pide esa ubicación para el Recuerdo?", U),
            ("¿Cuántos VEP da mi Ficha de Rasgo inicial, la de reverso azul, y qué requisito tiene?", U),
            ("Voy a la ubicación 9: ¿cuántos pasos y de qué Registros de Ánimo mueve su Espacio de Experiencia?", U),
            ("De las 11 Cartas de Padres de mi mazo, ¿cuántas dan una Bonificación de Rasgo?", U),
        ],
    },
    "loop": {
        "en": [
            ("we're 3 players, how many sets of MATERIAL come out before setup?", A),
            ("2 player game and i'm the 2nd player. how many FAVOUR do i start with?", A),
            ("solo setup: how many FAVOUR and how many GOAL do i start with?", A),
            ("i'm the INTERN at HAPPINESS 4 with 2 COIN and i WORK. where am i after?", A),
            ("i got 6 FAVOUR in hand cause i accepted 2 last round, do i still draw at the start of my turn?", A),
            ("i've got 9 COIN, can i BUY 4 MATERIAL in one turn at QUALITY 2 each?", A),
            ("can i pay 5 COIN for a single MATERIAL to get it at QUALITY 5?", A),
            ("an ACTIVITY shows 2 blue and i only have one GLASS at QUALITY 2. can i take 2 QUALITY off that one GLASS?", A),
            ("my PLASTIC is at QUALITY 1 and i use it for an ACTIVITY. what happens to it?", A),
            ("i have 3 ACTIVITY kept and just CONSUMEd a 4th, what happens?", A),
            ("i CONSUMEd 3 ACTIVITY this turn, how much HAPPINESS is that before any GOAL?", A),
            ("GOAL needs 2 HOUSE and 2 GROUP, my 3 kept ACTIVITY have 2 HOUSE and 1 GROUP. can i claim it?", A),
            ("i just achieved one GOAL with my 3 ACTIVITY. can the same 3 count for my 2nd GOAL this turn?", A),
            ("im at 2 REPUTATION and someone plays me a SHARE, if i ACCEPT how much REPUTATION do i get?", A),
            ("i have 0 REPUTATION and no BARTER in hand and someone plays BARTER on me, can i say no?", A),
            ("i'm the SCHOLAR, i WORK and spend 1 REPUTATION. how many COIN and how much HAPPINESS?", A),
            ("i have 1 COIN and 1 REPUTATION, can i BUY a MATERIAL at QUALITY 2? and 0 COIN plus 1 REPUTATION for QUALITY 1?", A),
            ("CONSUME turn and i have 1 REPUTATION, can i turn it into 1 HAPPINESS?", A),
            ("the MATERIAL deck just ran out and DEPLETION is showing but theres still 3 MATERIAL face up in the BUY AREA. does the game end?", A),
            ("4 of us, i'm seat 2 and just hit HAPPINESS 12. who still gets a turn?", A),
            ("game end, we both have HAPPINESS 10 and 1 REPUTATION. i have 2 MATERIAL in my LANDFILL, he has 4. who wins?", A),
            ("competitive: my HAPPINESS went from 4 to 10 in one turn, how many EVENT do i draw and when do i flip them?", A),
            ("i APPLY for a CREDIT CARD, what do i get? and my other card already has 4 COIN on it, can i put 2 more on it this turn?", A),
            ("game ends and i still have 2 CREDIT CARD not paid off. how much HAPPINESS do i lose?", A),
            ("competitive end: 7 MATERIAL in my LANDFILL. whats the penalty?", A),
            ("co-op with 4 of us, we end on 12, 11, 11 and 10 after penalties. win or lose?", A),
            ("we're 4 players, roughly how many rounds does a game go before DEPLETION shows up?", U),
            ("solo: i ended at HAPPINESS 12 with all 4 of my GOAL done. is there any bonus or higher score for getting all 4?", U),
            ("story campaign: how many new CAREER get unlocked after each chapter?", U),
            ("basic mode, 4 players: when DEPLETION ends it, what HAPPINESS does the winner usually have, like 9 or 10?", U),
        ],
        "es": [
            ("Somos 6, ¿vosotros quitáis algún set de MATERIAL antes de preparar?", A),
            ("Somos 4 y soy el tercero en jugar, ¿con cuántos FAVOUR empiezo?", A),
            ("modo basico, soy INTERN con 0 HAPPINESS y hago WORK, que pasa", A),
            ("Soy el Chef y pago 2 COIN por un FOOD. ¿A qué QUALITY lo recibo?", A),
            ("Soy Tycoon, tengo 6 COIN y una CREDIT CARD. Si hago WORK, ¿cuántos COIN gano y cuánta HAPPINESS pierdo?", A),
            ("Freelancer: si elijo el salario de 2 COIN, ¿cuánta HAPPINESS pierdo?", A),
            ("Che, soy Investor: pago 1 COIN y tiro dos veces; sale $ en una sola. ¿Cuánto gano?", A),
            ("Soy Artist y hago WORK: ¿qué me llevo en total?", A),
            ("Engineer: ¿puedo usar Repair para subir un UTILITY de QUALITY 2 a 3?", A),
            ("Homemaker: en mi turno tengo 1 solo MATERIAL. ¿Gano REPUTATION?", A),
            ("Scientist en turno de BUY: ¿puedo comprar un MATERIAL de mi propio LANDFILL?", A),
            ("Juego RESELL con un MATERIAL de QUALITY 3 a un jugador que tiene 2 COIN, ¿se puede?", A),
            ("Con ACQUIRE le quito a otro un METAL de QUALITY 3, ¿cuánto le pago y a quién?", A),
            ("Tengo un FOOD de QUALITY 2 y quiero hacer BARTER por un GLASS de QUALITY 3 de otro jugador, ¿vale?", A),
            ("Tío, quiero hacer RECYCLE de un UTILITY del LANDFILL de otro. ¿Se puede?", A),
            ("Juego 2 SHARE para una ACTIVITY: el primero lo aceptan y el segundo lo rechazan. ¿Pierde QUALITY el MATERIAL del primero?", A),
            ("Con Economic Slowdown activo quiero hacer BUY de 3 MATERIAL, ¿cuántos puedo?", A),
            ("Make It Rain activo: este turno gasté 4 COIN comprando. ¿Gano algo?", A),
            ("Sale The Gap: yo sumo 15 entre COIN y QUALITY, el que menos tiene suma 7. ¿Qué pasa?", A),
            ("Con The 2nd Semi Mid-Season Sales compro un GLASS a QUALITY 2 y un FOOD a QUALITY 4. ¿Cuánto pago?", A),
            ("Landfill Tax activo: en mi turno mandé 2 MATERIAL rotos a mi LANDFILL y tengo 1 COIN. ¿Qué pasa?", A),
            ("Con Overtime activo, soy INTERN y hago WORK: ¿cuántos COIN y cuánta HAPPINESS?", A),
            ("Cooperativo a 4: ¿cuántos FAVOUR tiene cada uno al empezar y robamos al inicio del turno?", A),
            ("En solitario queda 1 carta en el mazo de MATERIAL y la quemo al final del turno. Aparece la DEPLETION, ¿pierdo 1 HAPPINESS?", A),
            ("Solitario: con ACQUIRE azul me llevo un MATERIAL del BUY AREA que muestra 3 puntos blancos. ¿Cuánto pago y a dónde?", A),
            ("Solitario: RENEW de un MATERIAL del LANDFILL central a QUALITY 2, ¿cuántos COIN pago?", A),
            ("¿Cuántos Solo Mode Challenges hay y cuántas partidas dura cada uno?", U),
            ("Voy en HAPPINESS 7: ¿qué GOAL da más HAPPINESS y cuánta da?", U),
            ("Somos 6 y queremos una partida corta: ¿hay una regla para terminar al llegar a HAPPINESS 10?", U),
            ("En la campaña, al empezar la 2ª partida, ¿cuántos COIN y cuánta HAPPINESS arrastramos de la 1ª?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("3 of us, how many time meeples, energy and money does each player start with?", A),
            ("i got dealt 2 Career cards, do i keep both?", A),
            ("i got 3 Values at setup, which ones am i allowed to look at?", A),
            ("how many cards go face up in the market at the start? we put out 4", A),
            ("i have 8 time, can i use the part-time job spot twice for 2 money?", A),
            ("i have 1 time left and 1 energy and the upper Wellness spot costs 2 time. can i use the energy as the 2nd time?", A),
            ("i've got 6 money, can i Donate twice this turn for 2 impact?", A),
            ("i have 1 time but 0 money, can i still Date?", A),
            ("i have 2 facedown Values and 1 energy. what does Meditate do for me?", A),
            ("my Career needs 2 Fame icons to get Promoted. i have 1 Fame card in my tableau plus the Career's own Fame icon, can i Interview for the promotion?", A),
            ("if i take the left-most market card what do i get?", A),
            ("right-most market card, what does it cost me?", A),
            ("first turn, i want to play the Career card in my hand before placing my time. allowed?", A),
            ("i played a new Community card this turn with an action on it, can i use it right away?", A),
            ("i played Overseas Vacation, what do i get and where does the card go?", A),
            ("i already have a Leisure card on my board and play another Leisure card. what happens to the old one?", A),
            ("my impact marker goes past a Life Event space and the Grown-Up space in the same move. what happens?", A),
            ("i passed 2 Life Event spaces this turn, do i take both?", A),
            ("4 players, i'm 3rd in turn order and my markers just crossed. who still plays?", A),
            ("end of game i have 3 Unhappiness tokens. what do they do?", A),
            ("i have 5 Family icons at the end, how much happy do i get for that set?", A),
            ("i Married a Partner whose heart matches one of my Values, how much do i get at the end?", A),
            ("my happiness marker went past the end of the track, how do i count it?", A),
            ("we tied at 41 combined, who wins?", A),
            ("solo: i want 3 cards from the market this turn, how much do i pay in total?", A),
            ("solo: the game ended after the 8th Life Event and my markers crossed, but i didnt finish any level of my Achievement. did i win?", A),
            ("my impact marker is on space 9 and happiness on 4. have i passed the Grown-Up space yet?", U),
            ("just 2 of us, so 16 time meeples sit in the box. when a card gives me an extra time meeple can i take one of those?", U),
            ("i've got 4 Education icons, how much happy can my Values card give me at most?", U),
            ("solo: for the middle level of my Achievement, how many cards do i need?", U),
        ],
        "es": [
            ("Somos 4 y el mayor tiene 62 años: ¿empieza él?", A),
            ("Tengo 3 de dinero: ¿cuánto me da Donate?", A),
            ("Tengo 0 tiempo libre y 2 de energía: ¿puedo pagar la acción de arriba de Leisure (2 tiempo) con las 2 energías?", A),
            ("Meditate con 0 Values boca abajo: descarto 1 de la mano, ¿qué pasa?", A),
            ("Vos sabés cuánto cuesta casarse? Tengo un Partner y 1 de plata.", A),
            ("Estoy Promoted y cambio mi Career por otra: ¿qué pasa con mi marcador de Promoted?", A),
            ("Ya me ascendieron: ¿puedo seguir usando la acción de la izquierda de mi Career?", A),
            ("Voy en Impact 3 y no he pasado la casilla Grown Up; la carta tiene el icono Grown Up en la barra verde. ¿Puedo jugarla?", A),
            ("Una carta pide un icono Family en la barra verde y yo tengo 0 Family en mi tableau. ¿La puedo jugar?", A),
            ("Marathon: puse 3 tiempo en Wellness este turno. ¿Cumplo el coste?", A),
            ("Agarro la segunda carta del mercado empezando por la izquierda: ¿pago algo o gano energía?", A),
            ("¿Vosotros dejáis coger 2 cartas del mercado en el mismo turno?", A),
            ("Al final de mi turno tengo 8 meeples usados en mi tablero. ¿Qué hago con ellos y con la energía gastada?", A),
            ("Este turno pasé una casilla de Life Event. ¿Cuándo resuelvo la carta y cuándo va a la pila de Experiencia?", A),
            ("Tengo 5 Traits al lado de mi tablero. ¿Hay límite?", A),
            ("Ya tengo una carta de Community y juego otra. ¿Qué hago con la vieja?", A),
            ("Al final tengo 4 fichas de Negative Impact, ¿qué hago con ellas?", A),
            ("Al final tengo 6 iconos Social: ¿cuánto happy gano?", A),
            ("Mi Partner coincide con el corazón de mi Values pero no me casé. ¿Gano los 4 de impact?", A),
            ("Tengo un Trait que me da 2 iconos Life extra. ¿Cuentan para los sets al final?", A),
            ("Solitario: ¿se repone el mercado de 3 cartas a mitad de ronda si compro 2?", A),
            ("Solitario: paso una casilla de Life Event en la pista. ¿Robo Life Event?", A),
            ("En solitario, ¿qué hace Meditate?", A),
            ("Solitario: ya compré 1 carta gratis y una carta me deja coger otra extra del mercado. ¿Cuánto me cuesta la siguiente que compre?", A),
            ("Ahorita empiezo una partida en solitario: ¿cuántos Values me reparto y cuántos Life Events pongo en el mazo?", A),
            ("Solitario: al final tengo 4 iconos Family y un corazón completo. ¿Cuántos puntos me dan?", A),
            ("¿Cuántas de las cartas de Career piden un icono Fame para ascender?", U),
            ("¿Cuántas cartas de Values hay con cada tipo de corazón?", U),
            ("¿Cuántos Life Event dan fichas de Unhappiness y cuántas dan como mucho?", U),
            ("Solitario: ¿qué puntuación total se considera buena para el nivel más alto de un Achievement, unos 50?", U),
        ],
    },
    "cv": {
        "en": [
            ("2 players: how do we make the childhood deck and how many cards are in it?", A),
            ("3 of us, how many life goal cards go face up on the board?", A),
            ("we're 4, who starts round 1?", A),
            ("i rolled 4 dice and got 2 bad luck. can i reroll those two?", A),
            ("i have 7 dice and a card would give me another one. do i roll 8?", A),
            ("can i take 3 cards from the track in one turn if i have the symbols?", A),
            ("an event card gives me 2 money symbols but i only need 1. what happens to the other one?", A),
            ("i ended up with 6 bad luck symbols from dice and tokens. how many cards do i lose?", A),
            ("how many cards are face up on the track at the start?", A),
            ("i got a new Health card, do i have to put it on top of my health stack?", A),
            ("i bought a 2nd Work card, can i tuck it under my old job?", A),
            ("my card's red slash cost is 1 money each turn and i've got no money symbol on dice or tokens. what happens?", A),
            ("2 player game: when do we discard the leftmost card of the track?", A),
            ("4 players: is the leftmost track card discarded after every turn?", A),
            ("the young adult deck just ran out. i have 3 cards, julia has 6. do i get social assistance?", A),
            ("deck just ran out, i have 4 cards and the leader has 7. social assistance for me?", A),
            ("end of a round, 3 players, 2 old age cards left after the refill. is the game over?", A),
            ("i have 5 knowledge cards at the end, how many points?", A),
            ("how do possession cards score at the end? i have 4", A),
            ("for 3 rounds my active cards showed 1 money symbol. do i have 3 money tokens now?", A),
            ("i've got 3 relationship cards stacked, which ones give their effect?", A),
            ("my work card costs 1 health per turn, no health on my dice but i have 1 health token. can i pay with the token?", A),
            ("3 good luck symbols but the card i want also has a special condition i don't meet. can i still buy it?", A),
            ("social assistance: the card i want has a special condition, do i still need to meet it?", A),
            ("we tied at 70 points and both have 15 cards. who wins?", A),
            ("two-color card: i just bought one, which stack does it go in?", A),
            ("i'm by myself tonight, can i play solo? how many childhood cards would i get?", U),
            ("we ran out of good luck tokens and i need a 5th one for my active cards. what now?", U),
            ("how many of the 17 old age cards are possessions?", U),
            ("3 of us: roughly how many rounds does the middle age deck last?", U),
        ],
        "es": [
            ("Somos 3: ¿cuántas cartas tiene el mazo de infancia que preparamos?", A),
            ("Somos 4 y hay 12 cartas de infancia: ¿se reparten todas, 3 a cada uno?", A),
            ("Me reparten 3 cartas de infancia: ¿cuántas me quedo en cada pasada y a quién le paso el resto?", A),
            ("Tengo 5 dados y saco 2 de mala suerte. ¿Puedo volver a tirar esos dos?", A),
            ("Ya volví a tirar dos veces y me falta 1 dinero. ¿Puedo tirar una tercera vez?", A),
            ("Tengo 2 fichas de buena suerte y saco 1 buena suerte en los dados. ¿Qué puedo hacer con eso?", A),
            ("Tengo 2 dados de mala suerte y 1 ficha de mala suerte. ¿Qué me pasa?", A),
            ("Compré una carta de evento en el track. ¿Dónde la pongo, en mi currículum o en la mano?", A),
            ("¿Puedo jugar una carta de evento en el turno de otro jugador?", A),
            ("La carta tiene barra roja: ¿cuándo pago ese coste, cada turno o una sola vez?", A),
            ("Al final de mi turno tengo 2 fichas de dinero y mi nueva carta activa solo muestra 1 dinero. ¿Con cuántas me quedo?", A),
            ("Me compré una segunda Posesión: ¿la puedo poner debajo de la primera?", A),
            ("Se acaba el mazo de juventud: Ana tiene 2 cartas y Beto 5. ¿Ana recibe asistencia social?", A),
            ("Ustedes saben en qué orden toman carta los que reciben asistencia social si son dos?", A),
            ("Final de ronda: somos 3 y quedan 3 cartas en el mazo de vejez tras rellenar. ¿Se acaba?", A),
            ("Al final tengo 3 cartas de salud: ¿cuántos puntos son?", A),
            ("Objetivo público Collector: yo tengo 5 posesiones y otro también 5. ¿Quién se lleva los puntos?", A),
            ("Empatamos a 63 puntos; yo tengo 14 cartas en mi currículum y él 12. ¿Quién gana?", A),
            ("En la ronda 5 perdí la carta de la bicicleta. ¿Quién empieza ahora cada ronda?", A),
            ("cuando se acaba el mazo de juventud de que mazo salen las cartas del track", A),
            ("Compré 2 cartas y quedan 2 huecos en el track: ¿cómo se rellena?", A),
            ("Somos 4: ¿cuántos objetivos vitales hay en juego, cuántos secretos y cuántos públicos?", A),
            ("Compré una carta de 2 colores (salud y conocimiento). Ya tengo 3 de salud: ¿puedo decidir más tarde en qué pila va?", A),
            ("Tengo 6 dados y una carta me daría 2 más, ¿con cuántos tiro?", A),
            ("En la primera tirada me salen 3 malas suertes de 4 dados. ¿Pierdo una carta antes de volver a tirar?", A),
            ("Los dados que usé para comprar una carta, ¿me sirven también para pagar la barra roja de otra?", A),
            ("Mi objetivo vital secreto no es el del ejemplo de 8 puntos. ¿Cuántos puntos da el mío si lo cumplo?", U),
            ("¿Cuántas de las 12 cartas de infancia dan un dado extra?", U),
            ("¿Cuántas de las 26 cartas de juventud tienen barra roja de coste?", U),
            ("¿Cuántas cartas de posesión valen 5 puntos o más?", U),
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
