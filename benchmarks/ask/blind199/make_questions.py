"""Write the blind199 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind199/make_questions.py

Style of this set: STRATEGY and HYPOTHETICAL questions. A player weighs a
choice and asks whether it is worth it, allowed, or what it would cost ("is it
worth taking a CREDIT CARD just for the welcome gift?", "would I lose anything
by ...", "¿me conviene ...?", "¿vale la pena ...?", "¿y si no hago nada en mi
turno?"). Each answerable question turns on a rule or a number the rulebook
gives (a cost, a limit, a penalty, a scoring value, a timing). More than half
of each game's questions go to the less obvious parts of its rulebook: solo
modes and bots, co-op and 2-player variants, worked examples, card types,
end-game scoring and tie-breaks, setup details, rarely used actions. The
unanswerable questions ask, in the same way, about a point the rulebooks
leave open.

Each game's file is written in a seeded shuffled order (seeds 19901-19904), so the
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
SEEDS = {"coming-of-age": 19901, "loop": 19902, "adulthood": 19903, "cv": 19904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("is it worth moving my die to a location that isn't next door? what does that cost me, and can i still do it if only one of my mood tracks has no frustration token on it?", A),
            ("Should I save up Willpower to clear my frustrations? How many does it take to overcome one, and do I have to wait for a particular moment to do it?", A),
            ("thinking of dumping 4 motivation tokens into one memory card. how much VEP is that compared to just spending 2?", A),
            ("Is it worth paying 4 Willpower for a Memory when I don't have the right Motivation? What do I lose compared to paying with a Motivation Token?", A),
            ("if i spend 3 motivation tokens of the same colour on one memory, does that mood counter drop 6 steps? trying to work out if its worth it", A),
            ("my counter is already on the far left and i have to move it left again. which is the better deal, taking a frustration token or losing 2 VEP?", A),
            ("I've got an overcome frustration sitting on the far left of a track. Is it worth deliberately bouncing left on that track? What would I get?", A),
            ("my fulfillment counter is already on the last space. any point still leaving interest tokens around and coming back for them?", A),
            ("I've already played my 4th Trait Tile. Are Trait Bonuses useless for me now, or is there still something I can do with them?", A),
            ("want to mimic the yellow player's third trait tile but their character is only at level 2 on my friendship track. worth a shot or not allowed?", A),
            ("if i only ever manage to play 2 trait tiles, how many of my goal tiles can i actually score at the end, and what is each one worth?", A),
            ("should i spend my leftover willpower before the end or just sit on it? what are leftover tokns worth at final scoring", A),
            ("we're tied on VEP. do the traits i mimicked on other peoples boards help me in the tiebreak or only the tiles on my own board?", A),
            ("2 player game: is it worth levelling up the neutral characters? what do i need to put a mimic token on the third tile of the neutral row", A),
            ("Solo: if I pick a location where Rob has Interest Tokens, does he get to cash them in too? Should I steer clear of those spots?", A),
            ("rob bot keeps beating me by a mile, is there an official way to make him easier? and a harder setting for later?", A),
            ("Does Rob score the face-down Trait Tiles left in his pile at the end even though he never met them? Wondering whether I need to race him.", A),
            ("solo: do i still get one goal tile of each letter like in a normal game? planning which goals to chase", A),
            ("if i already have all 4 presences out on the board, is it worth placing another one? what happens to the old ones", A),
            ("the experience space at this location wants to move my blue counter but i haven't unlocked blue yet. do i lose out or get something else instead?", A),
            ("is the frustrated trait even worth chasing? i'd need unresolved frustrations and those cost me at the end", A),
            ("solo: rob's fulfillment counter is already at the end of his track. does it still matter if i let him take back his interest tokens?", A),
            ("solo, the bus stop tile at rob's location shows a character token. does rob go for a friendship there or a trait bonus?", A),
            ("Hoarder or Strong-Willed, which one is worth more if I'm stockpiling Willpower? What does each need?", A),
            ("if i end up tied with another player on character tokens for my Sociable goal, do i still score it?", A),
            ("is it worth having both my die and a presence at the same stop so i get the bus stop bonus AND a friendship bonus?", A),
            ("is it worth spending my orange tokens on a memory when the space two steps left of my orange counter is a trait bonus? i know i get nothing for the spaces passed, but do i get the bonus of the space it stops on?", U),
            ("how many trait tiles i'm holding, do i have to tell people if they ask? i'd like them to think i'm closer to my goals than i am", U),
            ("a memory card's bonus would make me bounce a counter left (frustration or lose 2 VEP). can i take the card's VEP and memory token but skip just that one bonus?", U),
            ("phase 2 is simultaneous and both me and another player get a trait bonus from our experience spaces, but there's only one tile left in the trait pile. who gets to draw it?", U),
        ],
        "es": [
            ("Oye, si mi Contador de Estado de Ánimo ya está al final por la derecha y me toca moverlo otra vez a la derecha, ¿gano algo? ¿Y si ese Registro de Ánimo tiene una Ficha de Frustración en el extremo derecho?", A),
            ("Si tengo que rebotar dos veces a la izquierda en el mismo registro, ¿decido lo de la Ficha de Frustración o los 2 VEP una sola vez para los dos rebotes?", A),
            ("me conviene gastar 4 de fuerza de voluntad para poner una presencia? se puede en cualquier ubicacion?", A),
            ("Che, si gasto Fichas de Motivación para poner una Presencia, ¿igual tengo que mover el Contador de Estado de Ánimo 2 pasos a la izquierda? ¿Cobro lo de las casillas que paso?", A),
            ("¿Vale la pena guardar varias Fichas de Recuerdo para usar dos o tres de golpe en el mismo año?", A),
            ("¿Vale la pena guardar las Fichas de Recuerdo ya usadas o al final no sirven para nada?", A),
            ("¿Puedo poner dos Rasgos Miméticos sobre la misma Ficha de Rasgo de otro jugador para cobrar el doble? ¿Y puede copiarla otro jugador también?", A),
            ("Si juego ahora la Ficha de Rasgo Triste y después subo mis contadores, ¿la pierdo? ¿Me conviene jugarla ya?", A),
            ("¿Cuántas Presencias necesito para un objetivo de tipo B como Gamer? ¿Me conviene repartirlas?", A),
            ("¿Vale la pena ir a por el objetivo Comprometido? ¿Qué nivel de amistad hay que alcanzar y qué hace falta para pasar del nivel 4?", A),
            ("Si empatamos en VEP y también en Rasgos y Objetivos completados, ¿qué desempata después? ¿Me conviene hacer más amigos por si acaso?", A),
            ("al final cuanto VEP pierdo por cada ficha de frustracion sin superar? me compensa dejarlas", A),
            ("Jugando contra Rob Bot, si Rob tiene menos Fichas de Interés que dados, ¿dónde las pone?", A),
            ("En solitario, si Rob tiene Fichas de Motivación del tipo que pide la ubicación, ¿me quita el Recuerdo? ¿Me conviene ir igual a coger esa carta?", A),
            ("¿Rob pone una Presencia cada vez que su dado está en una ubicación? Lo pregunto para saber si me conviene llevarlo a ciertos sitios", A),
            ("Vos sabés si en solitario Rob puede tener varias Fichas de Personaje en el nivel 0 de su Registro de Amistad?", A),
            ("Si juego una Ficha de Rasgo que da muchos VEP, ¿Rob me la copia con su Rasgo Mimético aunque no cumpla el requisito?", A),
            ("Si jugáis a dos, ¿cuántas Fichas de Rasgo se ponen en la fila del medio y qué personajes van con ellas?", A),
            ("¿Con cuántos VEP arranco la partida? ¿Me conviene perder 2 VEP en un rebote ya en el primer turno en vez de ponerme una Ficha de Frustración?", A),
            ("¿Cuándo se desbloquea el Registro de Ánimo naranja y me dan sus Fichas de Motivación? Quiero saber si me conviene esperar", A),
            ("Disculpe, ¿puedo mirar las Cartas de Padres que ya jugó otro jugador para saber si va a por el objetivo Familiar?", A),
            ("Para el objetivo Ahorrador, ¿cuentan juntas la Fuerza de Voluntad y las Fichas de Motivación? ¿Me conviene acumular las dos?", A),
            ("¿El autobús para en una ubicación donde solo tengo Presencia y ningún dado? Ustedes, ¿ponen Presencias por todas partes?", A),
            ("Con el Contador rosa en la casilla pasiva, ¿puedo agarrar Fichas de Motivación de cualquier color para pagar un Recuerdo, como en el ejemplo?", A),
            ("Tío, ¿vale la pena el Rasgo Competente? ¿Cuántos contadores en casillas pasivas pide y cuánto da?", A),
            ("ahorita tengo 4 Fichas de Rasgo en la mano, ¿me conviene robar otra? ¿qué pasa si me quedo con cinco?", A),
            ("Si pago el Recuerdo con 4 de Fuerza de Voluntad, ¿me conviene añadir además una Ficha de Motivación para cobrar los 2 VEP de la segunda ficha? ¿Se puede mezclar así?", U),
            ("Si dos jugadores en la misma parada queremos a la vez la última ficha que queda de un personaje neutral para la Bonificación de Amistad, ¿quién se la lleva?", U),
            ("¿Puedo mirar qué Fichas de Rasgo hay al fondo de la pila, las que se descartaron, antes de decidir si robo?", U),
            ("En solitario, si cambio mi dado de ubicación con una Ficha de Frustración, ¿Rob pone su dado en la ubicación que elegí al principio o en la que acabé?", U),
        ],
    },
    "loop": {
        "en": [
            ("is it worth taking a CREDIT CARD just for the welcome gift? what exactly do i get", A),
            ("if i take a credit card, can i PAYOFF all of it next turn in one go?", A),
            ("What happens if I just never PAYOFF my CREDIT CARD before the game ends?", A),
            ("how bad is the LANDFILL Penalty? trying to decide if it's worth breaking a bunch of MATERIAL", A),
            ("can i use 1 REPUTATION and 0 COIN to grab a QUALITY 1 material for free?", A),
            ("Should I ACCEPT a SHARE just for the REPUTATION? How does it compare to accepting the other FAVOURs?", A),
            ("i'm already at 2 REPUTATION. any point accepting favours now?", A),
            ("what happens if i WORK with 0 HAPPINESS left in the basic game", A),
            ("we'll probably tie on HAPPINESS. is it better to have more GOALs or fewer cards in my LANDFILL for the tiebreak?", A),
            ("is it bad to be the one who triggers DEPLETION? what does it cost me", A),
            ("co-op: do we all need to reach 12 to win or is 11 enough? and do the penalties count first?", A),
            ("coop question, when do i get my played FAVOURs back? is it worth WORKing just to get them?", A),
            ("In co-op can I REJECT a FAVOUR with REPUTATION if it would hurt me?", A),
            ("solo: is the blue ACQUIRE worth it? how much do i pay and who gets the COIN", A),
            ("solo RENEW: is it worth renewing a UTILITY out of the central LANDFILL? what does it cost", A),
            ("solo - should i rush since a MATERIAL gets burned every turn? if the burn triggers DEPLETION do i lose HAPPINESS", A),
            ("is it bad to jump from HAPPINESS 4 to 10 in one turn? how many EVENTs do i draw", A),
            ("two CONTINUOUS EVENTs got flipped at the end of my turn, wich one actually sticks?", A),
            ("is tycoon worth picking if i'll need CREDIT CARDs? what does WORK do for him", A),
            ("can i hold off revealing a GOAL until later so nobody sees it coming?", A),
            ("If WORK is my only option but I've got no HAPPINESS to lose, am I forced into a CREDIT CARD? Can I still WORK?", A),
            ("is CURIOSITY a realistic GOAL? what exactly do my ACTIVITY need", A),
            ("3 players: how many sets of MATERIAL get removed at setup? trying to guess how quick DEPLETION comes", A),
            ("if i cross into a new HAPPINESS zone in the middle of my turn, does the EVENT hit me right away or can i finish my turn first?", A),
            ("is the Artist worth it? what does she actually get when she WORKs", A),
            ("worth being first player in a 3 player game? how many FAVOURs does the first player start with compared to the others", A),
            ("Redeem Bonus came up and I'm taking option c (3 COIN for a MATERIAL at QUALITY 3 plus 2 FAVOUR). Is it worth adding a REPUTATION to make that MATERIAL QUALITY 4, or is that only allowed in a real BUY?", U),
            ("banker here. is Influence worth using on a player with 0 COIN: can i still push my REPUTATION on him, and what do i get back?", U),
            ("as the Scientist, does the MATERIAL I BUY out of a LANDFILL count toward my 3-MATERIAL BUY limit, and is its QUALITY just whatever COIN I pay?", U),
            ("co-op: we play open-handed anyway, so can i look at a teammate's face-down EVENTs before they flip them, to plan ahead?", U),
        ],
        "es": [
            ("¿Me conviene REJECT un FAVOUR tirando otro igual de la mano o gastando REPUTATION? ¿Y si no tengo ninguna de las dos cosas?", A),
            ("¿Vale la pena ACCEPT un RECYCLE? ¿Cuánta REPUTATION me da?", A),
            ("Vale, si ya tengo 5 FAVOUR en la mano y acepto otro, ¿pierdo algo?", A),
            ("¿Y si no hago nada en mi turno? ¿Puedo pasar?", A),
            ("¿Me conviene hacer CONSUME de 3 ACTIVITY en un turno? ¿Cuánta HAPPINESS gano?", A),
            ("Para una ACTIVITY con dos colores iguales, ¿puedo gastar 2 QUALITY del mismo MATERIAL y ahorrarme uno?", A),
            ("¿Vale la pena gastar REPUTATION en un turno de CONSUME? ¿Cuánta necesito para 1 HAPPINESS?", A),
            ("Modo básico: si llego primero a HAPPINESS 12, ¿gano ya o se sigue jugando?", A),
            ("¿Puedo usar las mismas ACTIVITY para cumplir dos GOAL a la vez?", A),
            ("Si hago dos SHARE para una ACTIVITY y me rechazan el segundo, ¿al primero le quito QUALITY igual?", A),
            ("BARTER: si cambio un MATERIAL de QUALITY 4 por uno de QUALITY 2, ¿me devuelven algo de la diferencia?", A),
            ("Che, ¿le puedo jugar un RESELL a alguien que no tiene plata suficiente para pagarme?", A),
            ("En solitario, ¿me conviene el SHARE azul? ¿De dónde saco la QUALITY y qué pasa si se rompe el MATERIAL?", A),
            ("en solitario el RESELL a donde va el material y quien me paga", A),
            ("En solitario, si acabo con HAPPINESS 11 pero tengo 2 CREDIT CARD sin pagar, ¿gano?", A),
            ("En cooperativo, ¿con cuántos FAVOUR empieza cada uno?", A),
            ("Jugando en cooperativo, ¿cuándo quemáis un MATERIAL del mazo? ¿Nos conviene darnos prisa?", A),
            ("¿Me conviene el Lawyer en cooperativo, o ni siquiera se puede usar?", A),
            ("Modo competitivo: ¿me conviene quedarme de INTERN en vez de las CAREER que me tocaron?", A),
            ("Con Bad Debt activo y una CREDIT CARD, ¿puedo hacer BUY?", A),
            ("Con Landfill Tax activo, si no tengo COIN para pagar, ¿qué pasa? ¿Me conviene evitar que me rompan MATERIAL?", A),
            ("Tío, sale Insurance: ¿me conviene tirar la moneda o perder 1 COIN? ¿Qué me juego?", A),
            ("Está activo The 2nd Semi Mid-Season Sales, ¿me conviene agarrar MATERIAL caro? ¿Cuánto me ahorro?", A),
            ("¿Vale la pena el Homemaker? ¿Cómo gana REPUTATION?", A),
            ("Disculpe, ¿la Waitress roba 2 FAVOUR siempre o solo si tiene menos de 5 en la mano?", A),
            ("¿Me conviene coger el Scientist? ¿Puede comprar del LANDFILL de otro o también del mío?", A),
            ("Che, en cooperativo, ¿le puedo pagar yo con mi plata la PAYOFF de la CREDIT CARD de mi compa para que no pierda HAPPINESS al final?", U),
            ("¿Me conviene jugarle un RECYCLE a alguien cuyo LANDFILL solo tiene UTILITY? ¿Se puede jugar igual, aunque no haya nada que llevarse?", U),
            ("Soy la Waitress y me toca robar 2 FAVOUR, pero entre el mazo y el descarte solo queda una carta. ¿Robo esa y ya, o no robo nada?", U),
            ("Soy el Chef y hago RECYCLE de un FOOD: ¿puedo gastar REPUTATION para subirle la QUALITY como en un BUY, y se dobla también esa QUALITY extra?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("is it worth grabbing the left-most market card just for the bonus? what do i get", A),
            ("the right-most market card costs what? is it worth it over a free one?", A),
            ("Is it ever worth spending 4 time on the basic Career spot? What does it pay?", A),
            ("is Donate worth it? how much mony per impact", A),
            ("can i get Promoted before i'm Grown Up? trying to plan my Interviews", A),
            ("If I take a new Career card, do I lose my Promotion?", A),
            ("I just played a Leisure card. Can I use its action this turn, or do I have to wait?", A),
            ("is it worth collecting 4 Family icons? what do sets give at the end", A),
            ("worth marrying a Partner whose heart matches one of my Values? how many points is it", A),
            ("what happens if my happiness marker goes past the end of the track", A),
            ("what happens if we tie on combined score", A),
            ("when someone's markers cross does the game end right away? should i rush to cross mine first", A),
            ("negative impact tokens: how bad are they at the end? trying to decide if an action that gives one is worth it", A),
            ("if i pass two Life Event spaces in one turn do i get both Life Events? when do i resolve them", A),
            ("does the Career card's own icon count toward its promotion requirement? debating whether to go for Actor", A),
            ("solo: is it worth buying a 3rd card from the market in one turn? what does it cost", A),
            ("solo: do i draw Life Events when i pass the Life Event spaces on the track?", A),
            ("solo, what's Meditate good for when there are no Values?", A),
            ("solo: how do i actually win? is crossing the markers enough", A),
            ("solo scoring: do my sets of life icons and a complete heart still score?", A),
            ("solo: if a card lets me take an extra card from the market, does that make my next purchase pricier?", A),
            ("A card has the Grown Up icon in its cost bar. Can I play it early if I'm willing to pay more?", A),
            ("what do i need to be able to play Family Time to my Leisure slot?", A),
            ("Marathon has that white box on its cost bar. Is the 3 time I put on Wellness this turn enough to play it?", A),
            ("is there a limit on how many Resources and Traits i can have out? thinking of going heavy on them", A),
            ("To be Grown Up, do I need to pass the Grown Up mark on both tracks or is one enough?", A),
            ("at the end, do the Values i never looked at (still facedown) give me happy too, or only the ones i meditated into my hand? is it worth meditating just to score them", U),
            ("i'm Grown Up now and want a better Partner. if i use Date, can i still just draw a new Partner card, or does Date only get me Married from now on?", U),
            ("my Career card turned out to be worse than the basic 4-time part-time work. can i take the Career off my board to get the basic spot back?", U),
            ("solo: the market is emptied 'at the end of each round'. is a round in solo just one of my turns, or something longer?", U),
        ],
        "es": [
            ("¿Me conviene hacer Date aunque todavía no sea Grown Up? ¿Cuánto cuesta y qué me da?", A),
            ("¿Cuánto cuesta casarse? ¿Qué más me puede pedir el Partner?", A),
            ("Si cambio de Partner estando casado, ¿pierdo el Married?", A),
            ("¿Vale la pena el Interview si no soy Grown Up? ¿Qué hace?", A),
            ("Disculpe, ¿puedo usar la misma acción dos veces en un turno si me sobra tiempo? ¿Y las dos de Community a la vez?", A),
            ("¿Puedo añadir acciones después de empezar a gastar? Se me olvidó poner tiempo en Wellness", A),
            ("Si juego una carta de Wellness nueva, ¿qué pasa con la que tenía? ¿Me conviene cambiarla?", A),
            ("¿Puedo jugar la carta que acabo de coger del mercado en el mismo turno?", A),
            ("Las cartas de Experience, ¿cuentan sus iconos al final aunque estén apiladas?", A),
            ("Las Life Event que me tocaron este turno, ¿a dónde van después de resolverlas?", A),
            ("¿Se retrocede alguna vez en los marcadores durante la partida? Me da miedo arriesgar", A),
            ("En qué orden se hace el recuento final? los Values van antes o despues de las fichas negativas?", A),
            ("¿Qué significa el símbolo de las Life Event que dice que el efecto sigue? ¿Cuánto dura?", A),
            ("Solitario: ¿cuántas cartas hay en el mercado y cuándo se repone?", A),
            ("En solitario, ¿cuántas Achievement elijo y cómo? ¿Me conviene ir a por el nivel más alto?", A),
            ("En solitario, ¿cuántas Life Event se usan y qué hago con las demás?", A),
            ("Solitario: ¿se reparten Values?", A),
            ("En solitario, ¿qué tablero de jugador y qué lado del mercado uso?", A),
            ("¿Cuántas cartas de Career recibo al empezar y con cuántas me quedo?", A),
            ("Mall Walkers: ¿qué me da y cuánto tiempo pide? ¿Vale la pena?", A),
            ("Overseas Vacation: ¿qué me da al jugarla?", A),
            ("¿Cuántos Partner puedo tener a la vez? ¿Y con Open Relationship?", A),
            ("¿Cuántas cartas del mercado puedo agarrar por turno en una partida normal?", A),
            ("¿Me conviene Meditate para cambiar un Values de la mano? ¿Cuánto cuesta y qué pasa con el nuevo?", A),
            ("Una carta con un icono de Life blanco y negro en la barra verde, ¿qué necesito para jugarla?", A),
            ("Vosotros, ¿colocáis el tiempo mientras juegan los demás? ¿Se puede hacer el paso 1 antes de mi turno?", A),
            ("Si mi marcador pasa el final del registro dos veces en la partida, ¿sumo 50 o lo de los 25 vale solo una vez?", U),
            ("Somos 4 y la caja trae 12 marcadores entre Grown Up, Promoted y Married. ¿Cuántos hay de cada uno? Si se acaban los de Promoted, ¿me conviene igual hacer Interview?", U),
            ("Tengo un Trait que ahora me perjudica. ¿Puedo deshacerme de él o pasarlo a mi pila de Experience para que deje de contar?", U),
            ("En solitario, al final de cada ronda, ¿se roba la Life Event antes o después de vaciar y reponer el mercado? Me importa si la Life Event me da una carta del mercado", U),
        ],
    },
    "cv": {
        "en": [
            ("is it worth rerolling a third time if i'm one symbol short?", A),
            ("can i reroll my bad luck dice to get rid of them?", A),
            ("I've got 2 bad luck showing and I need one more money. Is rerolling worth the risk? What happens on a third bad luck?", A),
            ("if i end up with 6 bad luck symbols between dice and tokens, how many cards do i lose", A),
            ("3 good luck symbols: can i grab a card that also has a special condition without meeting the condition?", A),
            ("is it worth trying to by 3 cards in one turn?", A),
            ("if i play an event card for its symbols, do the leftover symbols carry over to next turn? do i get tokens for them?", A),
            ("should i slide a new health card under my stack to keep my current active one on top? is that allowed?", A),
            ("can i put a new work card under my old one so i keep the old effect?", A),
            ("what happens if i can't pay a red slash cost this turn?", A),
            ("can i use the same dice to buy a card and then pay my red slash upkeep?", A),
            ("two-colour card: when do i pick which stack it goes in?", A),
            ("I have 3 cards and someone has 6. Do I get social assistance, and when?", A),
            ("when exactly does the game end? trying to figure out if there's time for one more big card", A),
            ("we're tied on points. would grabbing one more cheap card earlier have hurt me?", A),
            ("public life goal, two of us both met it. do we split the points?", A),
            ("is a 5th knowledge card worth it? 4 gives 10, how much does 5 give", A),
            ("2 player: does the track move faster? when does the leftmost card get discarded", A),
            ("setting up for 2 players, how do the childhood cards work", A),
            ("childhood draft: do i keep all 3 cards dealt to me?", A),
            ("if i lose my bicycle card to bad luck, do i stop being the start player?", A),
            ("is it worth keeping a card active just to stockpile its tokens turn after turn?", A),
            ("If I buy an event card off the track, where does it go and when can I use it?", A),
            ("how many public life goals are out in a 3 player game?", A),
            ("are possession cards worth it? how do they score at the end", A),
            ("social assistance: if the card i want has a special condition, do i still need to meet it?", A),
            ("can i play an event card in someone else's turn to give THEM the symbol they're missing, if they promise to leave me a card?", U),
            ("one event card in my hand has symbols for more than one card. if i play it, can i split its symbols between my two purchases this turn, or does it only help one card?", U),
            ("can i look through the covered cards in someone else's stacks to check what they have, or only at the titles that stick out?", U),
            ("do i have to say how many symbols the event cards in my hand have if someone asks? bluffing would help me keep a card on the track", U),
        ],
        "es": [
            ("¿Con cuántos dados empiezo a tirar? ¿Vale la pena buscar cartas que den más?", A),
            ("Si tengo 3 símbolos de mala suerte, ¿qué carta pierdo? ¿La elijo yo?", A),
            ("Los símbolos de mis fichas, ¿cuentan para la mala suerte aunque no salgan en los dados?", A),
            ("¿Puedo llevarme una carta del tablero con símbolos de buena suerte en vez de pagarla? ¿Cuántos hacen falta?", A),
            ("Los símbolos de una carta de evento, ¿me dan fichas para los turnos siguientes?", A),
            ("Si compro una carta de Relación, ¿puedo meterla debajo de otra en mi currículum para no cambiar la activa?", A),
            ("Una Posesión nueva, ¿va encima o puedo ponerla debajo?", A),
            ("¿Cuándo se paga el coste de la barra roja? ¿Cada turno?", A),
            ("si no me alcanza para la barra roja a donde va la carta", A),
            ("Ayuda social: si la reciben varios a la vez, ¿quién coge primero?", A),
            ("En el ejemplo de puntuación, ¿cuánto suma Felix en total y de dónde salen sus puntos?", A),
            ("¿Cuándo se enseña mi objetivo de vida personal?", A),
            ("Con 4 jugadores, ¿cuántas cartas de infancia recibo y cómo se preparan?", A),
            ("¿Puedo apartar un poco una carta del tablero que estoy pensando comprar?", A),
            ("Al final de cada ronda, ¿se descarta alguna carta del tablero?", A),
            ("¿De qué mazo salen las cartas cuando se acaba el de juventud?", A),
            ("Las cartas de evento que compro, ¿forman parte de mi currículum al final?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo?", A),
            ("Che, ¿me conviene guardar una carta de evento para jugarla en el turno de otro? ¿Se puede?", A),
            ("¿Qué ventaja tiene quedarme con la bicicleta en el draft de infancia?", A),
            ("En el ejemplo de los dados, ¿de dónde sale el quinto dado?", A),
            ("En el ejemplo de puntuación, ¿por qué Felix y Julius se llevan los dos los puntos de Collector?", A),
            ("Si pierdo una carta por desgracia, ¿me conviene elegir una de las que acabo de comprar este turno? ¿Se puede?", A),
            ("¿Cuándo se actualizan mis fichas y cuántas tengo que tener?", A),
            ("¿Me conviene relanzar solo algunos dados y guardar los buenos? ¿Cuántas veces puedo?", A),
            ("¿Me conviene meter cartas de Trabajo? ¿Qué suelen dar y qué piden a cambio?", A),
            ("Oye, ¿puedo mirar las cartas de infancia que se apartaron al preparar la partida a 3, para saber cuáles no van a salir?", U),
            ("¿Me conviene una segunda carta de Conocimiento? La tabla no está en el reglamento: ¿cuántos puntos dan 1 o 2 cartas de un tipo?", U),
            ("Las cartas de evento que juego, si traen un símbolo de mala suerte, ¿cuentan para la desgracia como los dados y las fichas?", U),
            ("¿Puedo jugar una carta de evento durante la limpieza para que no se descarte la carta de la izquierda del tablero?", U),
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
