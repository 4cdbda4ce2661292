"""Write the blind187 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind187/make_questions.py

Style of this set: players who explain what they mean BY COMPARING WITH ANOTHER
WELL-KNOWN GAME or an everyday thing (bridge, Monopoly, UNO, Catan, Pac-Man, a
bank, a sushi conveyor belt...) and then ask this game's rule. The other game is
only the player's frame; the answer is always this game's rule. More than half of
each game's questions go to the less obvious parts of its rulebook: solo modes
and bots, co-op and 2-player variants, worked examples, card types and icons,
end-game scoring and tie-breaks, setup details and rarely used actions. The
unanswerable questions ask, through such a comparison, about a point the
rulebook never settles.

Each game's file is written in a seeded shuffled order (seeds 18701-18704), so the
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
SEEDS = {"coming-of-age": 18701, "loop": 18702, "adulthood": 18703, "cv": 18704}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("is rob bot like the dummy in bridge? does he roll his own dice, and how many does he roll?", A),
            ("playing solo, rob is like the ghost car in mario kart following my line. where does his die go after i pick my location?", A),
            ("rob is an automa like the one in wingspan, right? when he gets a trait bonus what does he try first, and does he have to meet the requirements?", A),
            ("solo: rob's friendship track feels like chutes and ladders. when the bus stop shows a character token, where exactly does he put it?", A),
            ("Does Rob actually spend his Motivation Tokens when he scores a memory card, or is it like a free sample at Costco?", A),
            ("is there a difficulty slider for the bot like in a video game? rob keeps crushing me", A),
            ("end of a solo game, does rob flip his face down trait tiles like a poker showdown? what does he score at the end", A),
            ("2 player: the 4 trait tiles in the middle are like the levels of a video game. what friendship level do i need to mimic the third one, and with who?", A),
            ("tie for most VEP at the end, is there a countback like in golf? what decides it", A),
            ("leftover tokens at the end, like cashing in chips at a casino. how many vep do i get for them?", A),
            ("unresolved frustrations at game end, are they like penalty points in hearts? how much does each one cost me", A),
            ("goal tiles work like ticket to ride tickets? how many can i actually play at the end and what is each worth", A),
            ("do the ends of the board wrap around like pac-man? in the first round is location 1 next to location 4?", A),
            ("my counter is already on the last space and i have to move it right again. like hitting the wall in pong, what bounces back to me?", A),
            ("Memory Tokens feel like one-use potions in Zelda. Can I drink two of them in the same turn?", A),
            ("is the trait hand like the hand limit in magic? what happens if i draw a fifth tile", A),
            ("presences are like houses in monopoly that keep paying out. ive used all 4 of mine, can i still put one in a new place?", A),
            ("Versatile is a majority goal, like area control in El Grande. If I tie with someone for most Presences, do I still score it?", A),
            ("in the bus example at location 6 the red player gets 5 VEP from the memory card with 2 tokens. is that like a bulk discount? how is it counted", A),
            ("is the pink track's passive like a wild card in rummy? in the bus example the red player pays orange tokens for a memory that wants turquoise or pink", A),
            ("setup: the blue-backed starting trait tiles, is it like the starter deck in dominion? do we pick one or draw one, and what happens to the rest", A),
            ("round 3, how many dice do i get and what kind? kinda like king of tokyo adding dice as you go", A),
            ("parent cards are like chance cards in monopoly? do i always hold 2, and can people see the ones i already played?", A),
            ("is the bus like a school bus that stops at every corner, or does it skip empty locations? and which way does it drive", A),
            ("the competent trait, is it like having 3 engines running in a tableau game? how many counters on passive spaces does it want and what's it worth", A),
            ("once somebody claims a memory card is it gone like a bounty in red dead, or does a new one come out right away?", A),
            ("2 player: the Friendly goal wants 5 trait tiles fulfilled counting mimicked ones, like assists counting as goals. do my mimic tokens on the neutral row in the middle count toward the 5?", U),
            ("goal tiles are like secret missions in risk. halfway through, can i throw away one i know i will never make and draw a new one?", U),
            ("two of us get a trait bonus in the same simultaneous phase and the trait pile has only one tile left, like the last slice of pizza. who gets it?", U),
            ("the neutral kids come with 4 tokens each, like limited edition figures. if all 4 tokens of one kid are already on our friendship tracks and a bus stop shows that kid, what happens?", U),
        ],
        "es": [
            ("Vale, tío, cambiar de ubicación es como pagar peaje en la autopista: si me voy a una ubicación que no es adyacente, ¿cuántas Fichas de Frustración pongo y dónde?", A),
            ("Che, ¿la Fuerza de Voluntad es como los comodines del chinchón? ¿Cuántas fichas necesito para superar una frustración y cuándo puedo hacerlo?", A),
            ("Disculpe, en el modo en solitario Rob parece un jugador fantasma. ¿Qué componentes recibe en la preparación y cuáles no?", A),
            ("como en el monopoly cuando pasas por la salida: si rob ya esta en la ultima casilla de realizacion personal y tiene que avanzar, cuanto gana", A),
            ("En el solitario, si Rob y yo sacamos el mismo Recuerdo, ¿es como repartir el bote del bingo? ¿Qué pasa después con esa carta?", A),
            ("¿Rob puede coger Fichas de Motivación que todavía no están en juego, como quien se cuela en la fila del súper?", A),
            ("Si Rob tiene menos Fichas de Interés que dados, ¿por cuáles empieza? ¿Es como repartir por orden de llegada?", A),
            ("En la variante de 2 jugadores, las 4 Fichas de Rasgo del centro son como las cartas comunes del Texas Hold'em: ¿cómo se preparan y qué necesito para usarlas?", A),
            ("Rebotar a la izquierda es como tocar fondo en un ascensor: si el Contador de Estado de Ánimo ya está en la última casilla, ¿qué tengo que elegir?", A),
            ("Si reboto a la izquierda y en ese Registro de Ánimo tengo una Ficha de Frustración superada en el extremo izquierdo, ¿es como cobrar un premio? ¿Cuántos VEP gano y qué hago con la ficha?", A),
            ("Gastar Fichas de Motivación me mueve el Contador 2 pasos a la izquierda. ¿Es como una tarifa plana, da igual gastar una o tres fichas?", A),
            ("Che, pagar el Recuerdo con Fuerza de Voluntad, ¿es como pagar con vales de descuento? ¿Recibo los mismos VEP que con Motivación?", A),
            ("Las Presencias son como los hoteles del Monopoly que te dan renta: ¿puedo poner dos en la misma ubicación?", A),
            ("Vale, ¿puedo jugar una Carta de Padres aunque sí pueda pagar el Recuerdo, como pedirle ayuda a papá por pura comodidad?", A),
            ("Poner un Rasgo Mimético es como copiar en un examen. En el ejemplo el rojo copia una ficha de nivel 1 del amarillo teniendo al amarillo en nivel 2: ¿por qué le vale?", A),
            ("¿Cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida? ¿Hay un tope como el de las cartas en mano del Magic?", A),
            ("La bonificación de Intimidad es como la zona VIP de una discoteca: ¿para qué niveles del Registro de Amistad la necesito?", A),
            ("Ahorita tengo 3 Fichas de Frustración sin superar. ¿El Rasgo Frustrado es como el premio al peor jugador? ¿Qué pide exactamente y cuántos VEP da?", A),
            ("al final de ronda se abre un registro nuevo como desbloquear niveles en un videojuego: en que orden salen y que mas se agrega al suministro", A),
            ("Los objetivos de tipo D (Nostálgico, Agradecido...) cuentan Fichas de Recuerdo. ¿Valen también las que ya giré, como cromos ya pegados en el álbum?", A),
            ("El autobús es como el tren de la bruja: cuando se va de una ubicación, ¿qué pasa con los dados que quedan allí?", A),
            ("En la parada del autobús tengo dado y Presencia en la misma ubicación. ¿Cobro dos veces, como un doble en el parchís?", A),
            ("Si el Espacio de Experiencia me pide mover el Contador de un Registro de Ánimo que aún no he desbloqueado, ¿es como una casilla que no existe en la oca? ¿Qué hago?", A),
            ("Vosotros cómo lo hacéis con el Objetivo Persistente: ¿es como llegar a la meta en el juego de la oca? ¿Qué pide exactamente?", A),
            ("En el ejemplo del turno 5 el jugador rojo se lleva una Fuerza de Voluntad al cambiar de ubicación, como un bonus sorpresa del Mario. ¿De dónde sale esa ficha?", A),
            ("Saqué dos dados con el mismo número, como un doble en el parchís. Elijo uno para esa ubicación; ¿qué pasa con el otro dado que está en la misma ubicación?", A),
            ("Vale, el Registro de Amistad es como un parking con plazas por planta: ¿cuántas Fichas de Personaje caben en cada nivel?", U),
            ("Si tengo dos Fichas de Rasgo iguales en la mano (dos Terco, por ejemplo), ¿puedo jugar las dos en mi tablero, como bajar dos cartas repetidas en el chinchón?", U),
            ("¿Puedo cambiar Fichas de Motivación por Fuerza de Voluntad en la reserva, como cambiar divisas en el banco?", U),
            ("Che, ¿hay un máximo de Fichas de Motivación que puedo acumular delante de mí, como el límite de cartas en la mano?", U),
        ],
    },
    "loop": {
        "en": [
            ("in solo the blue FAVOUR are like a different tarot deck. what does the blue ACQUIRE do exactly?", A),
            ("solo: burning a MATERIAL every turn is like the countdown in pandemic. when does it happen, and does the DEPLETION penalty hit me if the burn empties the deck?", A),
            ("co-op: do we win or lose together like in pandemic? what HAPPINESS does everybody need at the end", A),
            ("co-op FAVOUR is like lending your neighbour a drill. can my teammate REJECT it?", A),
            ("co-op: i played all my FAVOUR, when do they come back to my hand, like returning library books?", A),
            ("3 players: how many sets of MATERIAL do we take out before setup? like pulling cards by player count in 7 wonders", A),
            ("we're 4, how many FAVOUR does the 2nd seat start with? like dealing poker but uneven", A),
            ("who goes first, is it like 'youngest player starts'?", A),
            ("tie on HAPPINESS, like goal difference in football. whats the order of the tie breaks?", A),
            ("is the HOBBY goal like a pair in poker? what does it need exactly", A),
            ("CURIOSITY is like collecting all the wedges in trivial pursuit? what counts for it", A),
            ("EVENT zones feel like levelling up in an rpg. if my HAPPINESS jumps from 4 to 10, how many EVENT do i draw?", A),
            ("two CONTINUOUS EVENT flip at once, like two weather cards in a wargame. which one is in effect?", A),
            ("CREDIT CARD PAYOFF is like paying a loan in instalments. how much can i put on it per turn and when is it cleared?", A),
            ("when i APPLY for a CREDIT CARD is there a sign-up bonus like a bank gives? what do i get", A),
            ("the LANDFILL penalty is like a littering fine. i finish a competitive game with 7 MATERIAL in my LANDFILL, how much HAPPINESS do i lose?", A),
            ("Tycoon WORK is like doubling your money at the casino? how does it work, and do my CREDIT CARDs matter?", A),
            ("the Politician bluffing is like liar's dice. if i call her bluff and the FAVOUR really is what she said, what happens?", A),
            ("lawyer vs officer, like a trump beating a normal card. which ABILITY wins?", A),
            ("the investor's coin toss is like double or nothing? how does Invest pay out", A),
            ("Micro-Plastic EVENT: is FOOD a joker for PLASTIC now? can i still do an ACTIVITY that needs FOOD?", A),
            ("REPUTATION is like a store coupon. can i use 1 REPUTATION to BUY a MATERIAL at QUALITY 1 without paying any COIN?", A),
            ("the Engineer's Repair is like a mechanic. can he fix a UTILITY too?", A),
            ("ACTIVITY slots are like a 3-slot inventory in a video game. what happens when i complete a 4th ACTIVITY?", A),
            ("solo blue RENEW is like buying second hand but pricier? how does it work", A),
            ("im broke like a student: competitive game, 0 HAPPINESS, and WORK is the only thing i can do. what now?", A),
            ("the Craftsman's Forge is like a Cinderella spell that ends when my turn ends. if the forged MATERIAL hits QUALITY 0 during my turn, does it land in the LANDFILL as the forged type or snap back right away?", U),
            ("Red Gown is active and the Artist uses Create to grab a QUALITY 4 MATERIAL. does that count as a BUY for Red Gown, like a free gift at the till still counting as a purchase?", U),
            ("co-op: can i hand one of my completed ACTIVITY to a teammate who needs it for a GOAL, like passing a trophy down the line?", U),
            ("Bad Debt is on and my only CREDIT CARD already has its 5 COIN paid, like a closed account still in my wallet. does it still count as owning a CREDIT CARD?", U),
        ],
        "es": [
            ("¿El WORK es como fichar en el curro? Con el INTERN, ¿cuánto gano y cuánto pierdo?", A),
            ("Como cuando compras en el Catan: ¿cuántos MATERIAL puedo BUY en un turno y cómo se decide su QUALITY?", A),
            ("che, una ACTIVITY con dos colores iguales es como pagar con dos billetes: ¿le saco 2 de QUALITY a un solo MATERIAL o necesito dos?", A),
            ("Cuando un MATERIAL llega a QUALITY 0 es como tirarlo a la basura: si era de otro jugador y lo usé con SHARE, ¿a qué LANDFILL va?", A),
            ("Vale, hacer REJECT de un FAVOUR es como devolver un regalo: ¿de qué maneras puedo rechazarlo y qué pasa si no puedo?", A),
            ("Si ya tengo 2 REPUTATION es como una hucha llena: ¿puedo seguir haciendo ACCEPT de un SHARE? ¿Gano algo?", A),
            ("Los tratos son como los del Monopoly entre amigos: si prometo algo a cambio de que me acepten un FAVOUR, ¿la regla me obliga a cumplirlo?", A),
            ("El tablero se repone como la barra de un bar: ¿cuándo se rellenan los huecos de MATERIAL y ACTIVITY?", A),
            ("En el modo Competitivo, ¿elegimos CAREER como en un draft? ¿Cuántas me reparten y qué opciones tengo?", A),
            ("Disculpe, un EVENT IMMEDIATE, ¿se resuelve como una ronda de chupitos, empezando por quien lo provocó? ¿En qué momento exactamente?", A),
            ("ahorita tengo 2 CREDIT CARD sin pagar y se acaba la partida, es como una multa de transito, cuanta HAPPINESS pierdo", A),
            ("La Waitress es como el que agarra dos servilletas: ¿cuántos FAVOUR roba al empezar su turno y con qué condición?", A),
            ("El Soldier es como un carterista: ¿qué puede quitar, cada cuánto, y en qué modos se juega?", A),
            ("El Scavenger puede colar un RECYCLE como si fuera un RESELL, tipo farol del póker. Si yo lo acepto, ¿qué pasa con esa carta?", A),
            ("El Chef con FOOD es como un 2x1 del súper: ¿cómo funciona Supersize exactamente?", A),
            ("La Office Lady se escaquea como en la oficina: ¿puede hacer algo más durante su turno de WORK?", A),
            ("En solitario, el BARTER azul es como cambiar cromos con la tienda: ¿por qué MATERIAL lo puedo cambiar?", A),
            ("Modo solitario: ¿con cuántos GOAL empiezo? ¿Es como tener una mano extra?", A),
            ("Ustedes que juegan en cooperativo: quemar MATERIAL es como la cuenta atrás de una bomba. ¿Cuándo se quema y hay penalización si aparece la DEPLETION así?", A),
            ("Vosotros en cooperativo, ¿repartís los FAVOUR por posición o cada uno recibe un juego completo como un kit de bienvenida?", A),
            ("Economic Slowdown es como una crisis económica: ¿qué limita en cada tipo de turno?", A),
            ("The 2nd Semi Mid-Season Sales es como las rebajas: en el ejemplo, ¿por qué se pagan solo 2 COIN por un GLASS de QUALITY 1 y un FOOD de QUALITY 2?", A),
            ("Landfill Tax es como la tasa de basuras: si mi GLASS se rompe porque otro jugador me hizo SHARE, ¿quién paga?", A),
            ("Los GOAL son como misiones: ¿puedo usar las mismas ACTIVITY para cumplir varios GOAL a la vez?", A),
            ("Satan Santa es como el amigo invisible: ¿tengo que dar un MATERIAL sí o sí, y puedo recibir varios?", A),
            ("vos sabés si puedo agarrar con RECYCLE de mi propio LANDFILL, como sacar algo de mi propio tacho? y un UTILITY?", A),
            ("The Gap suma las COIN y la QUALITY de los MATERIAL del AREA de cada uno. ¿Cuentan los MATERIAL del LANDFILL, como contar la basura como patrimonio?", U),
            ("En cooperativo, ¿un compañero puede hacer PAYOFF de mi CREDIT CARD con su plata, como un amigo que te paga la cuota?", U),
            ("Si logro un GOAL y después descarto una de las ACTIVITY que usé (al completar la cuarta), ¿pierdo el GOAL, como quitarle el título a un campeón?", U),
            ("Con el Politician, si le cantan el farol y era mentira, el FAVOUR va al descarte. ¿Pierde algo más, como una multa por mentir?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("is the market like the river in century spice road, leftmost is free with a bonus? what do i get for taking the leftmost card", A),
            ("can energy tokens stand in for time meeples, like a wildcard worker in agricola?", A),
            ("the grown up spot is like levelling up in an rpg. do i need to pass it on both tracks?", A),
            ("life event spaces are like chance squares in monopoly. if i pass two in one turn do i get two, and when do i resolve them?", A),
            ("someone's markers just crossed. is it like the last lap in mario kart where everyone finishes? when does the game stop exactly", A),
            ("are life icon sets scored like sets in sushi go? how much happy do 4 family icons give me", A),
            ("the heart thing is like matching socks? what do i get for a Partner heart that fits a Values hole, and what do i have to do for it", A),
            ("my score goes past the end of the track, like lapping someone in a race. what now?", A),
            ("tie at the end, is there sudden death or something?", A),
            ("solo: is the market like a conveyor belt at a sushi place? when does it get refreshed", A),
            ("solo: the 2nd and 3rd card cost more, like surge pricing. what does the third card cost me?", A),
            ("solo achievements are like xbox achievements with tiers? how do i pick which one i play", A),
            ("solo: when does the game end, is there a turn limit like in a puzzle game?", A),
            ("solo win condition: is it a high score thing or do i need something specific to win?", A),
            ("in solo do hearts and life icon sets still score like in the normal game? what about the negative tokens", A),
            ("Meditate in solo, is it like a mulligan for the market?", A),
            ("a Career is like a real job, can i have two at once? what happens to the old one", A),
            ("the Open Relationship trait, like being poly, does it let me keep more than one Partner?", A),
            ("Experience cards are like souvenirs on a shelf? what happens after i play one and do they matter at the end", A),
            ("the green cost bar is like a price tag. a card with no green bar at all, is it free?", A),
            ("the white box on the cost bar is like a loyalty card requirement? how does Marathon get paid for in the rulebook example", A),
            ("getting Promoted is like getting a raise. can i still use the first action spot on my Career after?", A),
            ("if i swap my Partner is it like a divorce, do i lose the Married token?", A),
            ("the Actor example: does the Career card's own icon count for its Promotion, like voting for yourself?", A),
            ("sad and negative tokens at the end are like demerit points? what do they do exactly", A),
            ("setup: Values are like hidden objectives in risk. how many do i get and which ones am i allowed to look at?", A),
            ("is there a hand limit for Values like in magic? can i keep piling Values into my hand with Meditate?", U),
            ("setup: everyone drops one of their 2 Careers, like a draft pick. does the dropped one get shuffled back into the Career deck or leave the game?", U),
            ("solo: the Achievement card has a box to record my final score, like an arcade high score table. is that score Happiness plus Impact like the normal game, or something else?", U),
            ("with Open Relationship and two Partners, can i get Married to both of them, like a sitcom bigamist?", U),
        ],
        "es": [
            ("¿Las acciones de cada categoría son como las casillas de trabajador del Agricola? ¿Puedo usar la de arriba y la de abajo en el mismo turno?", A),
            ("Vale, tío, el Donate es como dar a una ONG: ¿cuánto dinero cuesta cada paso de Impact?", A),
            ("Che, el Date es como una cita de Tinder: ¿qué cuesta y qué me da si ya soy Grown Up?", A),
            ("Meditate es como barajar tus cartas de misión: ¿qué opciones tengo y qué pago?", A),
            ("El Interview es como mandar el currículum: ¿qué hace si todavía no soy Grown Up?", A),
            ("En mi primer turno, ¿puedo jugar mi Career antes de poner el tiempo, como fichar antes de entrar a trabajar?", A),
            ("Una carta de acción nueva es como una herramienta recién comprada: ¿puedo usar su espacio de acción el mismo turno en que la juego?", A),
            ("Si juego una carta de Community y ya tenía otra, ¿es como cambiar de coche? ¿Qué pasa con la vieja?", A),
            ("Los Resources y Traits son como objetos en un inventario: ¿cuántos puedo tener a la vez?", A),
            ("El icono de Life en blanco y negro en la barra verde es como un requisito de nivel: ¿qué necesito para jugar Family Time en el ejemplo?", A),
            ("Las flechas de acción son como una receta de cocina: ¿qué significan? ¿Qué da Mall Walkers en el ejemplo?", A),
            ("Overseas Vacation es como unas vacaciones pagadas: ¿qué me da al jugarla y dónde la pongo después?", A),
            ("Disculpe, ¿los marcadores pueden retroceder en las pistas durante la partida, como en el juego de la oca?", A),
            ("la pista de Happiness va a la izquierda y la de Impact a la derecha como dos trenes que se cruzan: cuando se considera que se cruzaron", A),
            ("Al final, ¿en qué orden se puntúa, como el recuento de votos de unas elecciones?", A),
            ("¿Cuáles son los iconos de Life, como los palos de la baraja?", A),
            ("En la preparación, ¿cuántas Career me dan y me quedo con todas, como en un draft?", A),
            ("Al final del turno, ¿las cartas del mercado se corren a la izquierda como en una cinta de sushi?", A),
            ("Algunos Life Events afectan la ronda siguiente, como un 'continuará'. ¿Cómo los distingo?", A),
            ("Los Life Events que gané en mi turno, ¿qué hago con ellos al final, como guardar fotos en un álbum?", A),
            ("En solitario, ¿los Life Events de la pista de puntos funcionan como las casillas de la oca o no?", A),
            ("en solitario no se reparten Values? es como jugar sin misiones secretas", A),
            ("En solitario, las cartas que dejan coger otra carta del mercado, ¿son como un 2x1 o suben el precio de las siguientes?", A),
            ("Ahorita quiero el Promoted, que es como un ascenso en la oficina: ¿qué pago y qué requisito hay?", A),
            ("Casarse con mi Partner es como una boda de verdad: ¿cuánto cuesta y qué hace falta?", A),
            ("¿Con qué empiezo en la preparación, como el dinero inicial del Monopoly? ¿Cuánto tiempo, energía y plata?", A),
            ("¿Hay tope de plata que puedo guardar de un turno a otro, como el límite de una cuenta en el banco?", U),
            ("En solitario el mercado se vacía al final de cada ronda: ¿las cartas que salen van al fondo del mazo, a un descarte o a la caja, como los platos que vuelven a la cocina?", U),
            ("Che, si se acaban las fichas de Unhappiness y Negative Impact, ¿las anotamos en papel como deudas?", U),
            ("Si dos Life Events me dan efectos para la ronda siguiente, como dos hechizos que se acumulan, ¿se aplican los dos?", U),
        ],
    },
    "cv": {
        "en": [
            ("is rerolling like yahtzee? how many rerolls do i get and can i reroll the bad luck dice?", A),
            ("like king of tokyo, can i get more dice than 4? whats the max", A),
            ("three good luck symbols are like a golden ticket? can they buy any card, even one with a special condition?", A),
            ("3 bad luck is like 3 strikes in baseball? what exactly do i lose", A),
            ("the used car example is like pushing your luck in can't stop. why was rerolling the relationship die risky?", A),
            ("the childhood card draft is like passing cards in 7 wonders? how does it go exactly", A),
            ("2 players: how do we prep the childhood deck? like taking cards out for player count in love letter", A),
            ("who starts, is it like 'whoever rode a bike most recently'? how is the first player picked", A),
            ("if i lose my bicycle card, do i lose first player too, like handing over the conch?", A),
            ("stacks are like a deck face up on the table, only the top card works? can i slide a new health card under older ones", A),
            ("event cards are like instant spells in magic? when can i play them and do they stay in my stacks", A),
            ("i play an event card to help buy something. do i get tokens for the symbols i didnt use, like change at a shop?", A),
            ("end of a round, the old age deck has exactly as many cards left as there are players, like the last train of the night. do we keep playing?", A),
            ("can i use the same dice for buying a card and for paying red slash costs, like spending the same dollar twice?", A),
            ("two-colour cards are like hybrid cards in magic? which stack does one go in", A),
            ("the track is like a conveyor belt sushi. when is the leftmost card thrown away?", A),
            ("are tokens like income in monopoly that pile up every turn?", A),
            ("social assistance is like welfare? who qualifies for it", A),
            ("in the social assistance example why does eric get it and not julius?", A),
            ("scoring health cards, is it like the triangle numbers in bowling pins? 4 health cards give how many points", A),
            ("public life goals: if we tie for one, is it like a split pot in poker?", A),
            ("tie at the end, is it like golf where fewer is better? who wins", A),
            ("felix's final score in the example is like adding up a receipt. how does he get to 63?", A),
            ("setup with 3 players: how many life goals go face up, like the open objectives in other games?", A),
            ("can i take 3 cards in one turn, like a shopping spree?", A),
            ("do possession cards work like properties in monopoly? what do i need to buy them and what do they give", A),
            ("can i hold one of my dice over from last turn instead of rolling all of them again, like saving dice between rounds in farkle?", U),
            ("i put a two-colour card in my health stack. later can i move it to relationship, like switching teams mid-season?", U),
            ("can i look through the life goal cards that weren't dealt, like peeking at the kitty in a card game?", U),
            ("my marriage card gives me a 5th die and i lose it to misfortune this turn. do i lose the die straight away, like a player sent off mid-match?", U),
        ],
        "es": [
            ("Vale, ¿la pila de cartas funciona como el mazo del solitario, solo cuenta la de arriba? ¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("Che, las cartas de Posesión son como las propiedades del Monopoly: ¿qué me dan al final y cómo se cuentan?", A),
            ("Las cartas de Trabajo, ¿qué suelen dar, como un sueldo? ¿Tienen algún problema?", A),
            ("Disculpe, para 3 jugadores, ¿con cuántas cartas de infancia se mezcla la bicicleta, como cuando se quitan cartas según el número de jugadores?", A),
            ("Con 4 jugadores, ¿las cartas de infancia se reparten directamente como en el mus o hay que preparar algo?", A),
            ("¿Cuántos objetivos de vida públicos hay con 4 jugadores, como las misiones comunes de otros juegos?", A),
            ("A 2 jugadores, ¿la carta de más a la izquierda del track se tira en cada turno, como un reloj de arena?", A),
            ("La ayuda social es como el paro: ¿en qué momento se comprueba quién la recibe?", A),
            ("¿La ayuda social es gratis del todo, como un regalo de cumpleaños, o hay que cumplir algo?", A),
            ("Si varios reciben ayuda social a la vez, ¿en qué orden cogen, como la cola del pan?", A),
            ("¿Puedo elegir en qué sitio de mi pila de Relación meto una carta nueva, como intercalar una foto en un álbum?", A),
            ("¿Las fichas cuentan para los 3 símbolos de buena suerte, como un comodín más?", A),
            ("¿Las fichas con mala suerte cuentan para los 3 de la desgracia, como acumular tarjetas amarillas?", A),
            ("En el ejemplo del Used car el jugador tira 5 dados. ¿De dónde sale el quinto, como un regalo de bodas?", A),
            ("ahorita tengo 3 cartas de Relacion y 5 de Conocimiento, cuantos puntos son? como la tabla de triangulos de los bolos", A),
            ("El objetivo secreto de Felix en el ejemplo es como una misión del Risk: ¿cuántos puntos le da?", A),
            ("Al final, ¿en qué orden contamos los puntos, como el escrutinio de unas elecciones?", A),
            ("Cuando se acaba el mazo de juventud, ¿se sigue con otro como cambiar de temporada en una serie? ¿Con cuál?", A),
            ("Las cartas de evento que compro del track, ¿van a la mano o al currículum, como las de infancia?", A),
            ("¿Puedo dejar los dados al lado de las cartas que quiero comprar, como apartar ropa en la tienda?", A),
            ("Las cartas de Salud, ¿para qué sirven aparte de dar símbolos? ¿Son como un seguro?", A),
            ("Las de Conocimiento, ¿sirven para trucar los dados como un tahúr?", A),
            ("Para agarrar cartas del track, ¿pago con los símbolos de los dados como pagar en efectivo, o con qué?", A),
            ("Vosotros con las cartas de barra roja: es como una suscripción de Netflix, ¿en qué fase se paga y cada cuánto?", A),
            ("si no puedo pagar la barra roja la carta va a la caja o al descarte como en el UNO", A),
            ("¿Cuándo actualizo mis fichas, como cuadrar la caja al cerrar la tienda? ¿Cuántas tengo que tener?", A),
            ("Si me toca ayuda social en el turno de otro, ¿las fichas de la carta nueva me llegan ya, como un sueldo adelantado?", U),
            ("Che, ¿un jugador puede rendirse y retirarse a mitad de partida, como abandonar en el ajedrez? ¿Qué pasa con sus cartas?", U),
            ("Disculpe, ¿hay alguna forma oficial de jugar con el objetivo de vida a la vista, como jugar a cartas vistas para enseñar a los niños?", U),
            ("¿Para qué sirven las 4 cartas de referencia, como la chuleta de otros juegos? ¿Traen alguna regla que no esté en el reglamento?", U),
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
