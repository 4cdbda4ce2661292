"""Write the blind198 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind198/make_questions.py

Style of this set: STRATEGY and hypotheticals. A player weighs a choice and asks
whether it is worth it, allowed, or what it would cost ("is it worth taking a
CREDIT CARD just for the welcome gift?", "should I keep one memory token for the
end?", "what happens if I never bother with memories or presences?", "¿me
conviene ser el INTERN?", "¿vale la pena meditar?", "si me guardo todo hasta el
final, ¿qué pasa?"). Each answerable question turns on a rule or a number the
rulebook gives (a cost, a limit, a penalty, a scoring value, a timing); the
unanswerable ones ask, the same way, about a point the rulebooks leave open.

Each game's file is written in a seeded shuffled order (seeds 19801-19804), so the
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
SEEDS = {"coming-of-age": 19801, "loop": 19802, "adulthood": 19803, "cv": 19804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {
    "coming-of-age": {
        "en": [
            ("is it worth moving my die to a location that isn't next door? how many frustration tokens does that cost compared to an adjacent one", A),
            ("should i spend willpower to overcome a frustration or just eat the penalty at the end of the game? how much willpower and how much penalty", A),
            ("round 1, only locations 1 to 4 are open. is it worth hopping from 1 to 4 — does that count as adjacent for just one frustration token?", A),
            ("every one of my mood tracks already has a frustration token on one end. is there any way i can still switch my die to a better location this turn?", A),
            ("thinking of dumping 3 motivation tokens into one memory. is that worth it or do the extra ones barely give anything?", A),
            ("Is paying 4 Willpower for a Memory instead of a Motivation Token a bad trade? Do I still get the card's bonus and the Memory Token?", A),
            ("if i place a presence with a motivation token, do i still have to push that colour's mood counter back? trying to decide if its worth it", A),
            ("What happens if I never bother with Memories or Presences and just take the Parent Card every single time?", A),
            ("i already have presences in 4 different places. is it worth going for a 5th location or am i stuck", A),
            ("would it pay off to stack interest tokens on one location and visit it late? my fulfillment counter is already at the end of the track", A),
            ("should i keep drawing trait tiles with my trait bonus even though i already hold 4? what happens to the extra one", A),
            ("I meet a Trait Tile's requirement right now but probably won't next turn. Worth playing it now? Do I have to keep meeting it afterwards?", A),
            ("ive already played 4 traits on my board. is there any point taking more trait bonuses?", A),
            ("if i only ever play 2 trait tiles all game, how many of my goal tiles can i score at the end", A),
            ("is it worth hoarding willpower and motivation to the end? what are the leftover tokens worth in VEP", A),
            ("Should I keep one memory token unused until the end of the game? Does it do anything for me then?", A),
            ("could i flip two memory tokens in the same turn to fix two mood tracks at once?", A),
            ("my counter is on the far left and the location pushes it left again. which is cheaper for me, taking a frustration token or just losing the VEP?", A),
            ("i overcame a frustration on one track. is it actually good for me to bounce left on that track now?", A),
            ("if a counter is already maxed out on the right and i keep pushing it right, do i keep getting motivation tokens? what if a frustration token sits on that end", A),
            ("I have both my die and a Presence at this bus stop. Can I grab the bus stop bonus AND do a friendship with the other player who has a Presence there?", A),
            ("is it worth pouring everything into one friend to get them to level 7? what do i need to push them past level 4 and what does it score", A),
            ("i want to mimic a trait tile sitting in another player's 3rd slot. how high does their character need to be on my friendship track for that", A),
            ("we're heading for a VEP tie. would mimicking a couple more traits help me win the tie-break, and what comes after that?", A),
            ("two player game: are the 4 neutral trait tiles between us worth chasing? what do i need besides meeting the requirement", A),
            ("playing against rob bot: if i send my die to a place where rob has interest tokens, am i basically helping him? what does he get", A),
            ("is it worth dropping a presence in a building where another player already has theirs? or can only one player's token sit in each building", U),
            ("sometimes a friendship bonus would wreck my Completionist row. can i just decline it and do nothing, or do i have to move somebody?", U),
            ("i've already got Stubborn on my own board. is it worth mimicking another player's Stubborn tile too, or would that count as having the same trait twice?", U),
            ("bus stop: we choose at the same time and both of us want the last free token of the purple neutral kid to start a friendship. who gets it?", U),
        ],
        "es": [
            ("¿Me conviene esperar a ver qué ubicación eligen los demás antes de elegir mi dado?", A),
            ("Si saco dos dados con el mismo número y no visito esa ubicación, ¿dejo una o dos Fichas de Interés? ¿Vale la pena?", A),
            ("Tío, si gasto dos Fichas de Motivación en un Recuerdo, ¿el Contador de Estado de Ánimo retrocede el doble? Estoy viendo si me compensa", A),
            ("¿Me conviene coger el Recuerdo aunque otro jugador también tenga dado en esa ubicación? ¿Lo podemos sacar los dos?", A),
            ("Si mi contador tiene que rebotar a la derecha dos veces, ¿gano dos Fichas de Motivación o solo una?", A),
            ("Si ya tengo una Ficha de Frustración sin superar en ese Registro de Ánimo y el contador rebota a la izquierda, ¿qué pierdo?", A),
            ("Si uso una Ficha de Recuerdo para llevar un contador al centro, ¿gano la bonificación dos veces? ¿Me compensa más que moverlo un paso?", A),
            ("¿Puedo usar la Ficha de Recuerdo antes de resolver la Experiencia de la ubicación en vez de después? Es para planear el orden", A),
            ("Si la Experiencia de la ubicación me pide mover un Registro de Ánimo que todavía no tengo desbloqueado, ¿pierdo algo?", A),
            ("Con la bonificación de Rasgo, ¿me conviene más jugar una Ficha de Rasgo de la mano? ¿Qué gano además de los VEP?", A),
            ("Che, ¿vale la pena poner un Rasgo Mimético sobre una ficha que ya imitó otro jugador? ¿O solo la puede imitar uno?", A),
            ("Me sobran Rasgos Miméticos: ¿me conviene imitar dos veces el mismo Rasgo en tableros distintos?", A),
            ("Si conozco a un personaje por primera vez, ¿cuánto me da? ¿Me conviene meter a muchos en el nivel 0?", A),
            ("El siguiente nivel de mi Registro de Amistad está lleno, ¿puedo igual subir a mi amigo con la bonificación de Amistad?", A),
            ("¿Me conviene gastar pronto las Cartas de Padres? Si juego una, ¿me quedo con una sola en la mano?", A),
            ("Vale, ¿cuándo llega el Registro de Ánimo rosa con sus Fichas de Motivación? Es para saber si guardo la Fuerza de Voluntad", A),
            ("¿Cuántos dados tengo en la ronda 3 y cuántos turnos dura? Quiero planear cuántas Fichas de Interés voy dejando", A),
            ("En la última ronda, ¿qué ubicaciones se abren? ¿Vale la pena guardarme una Presencia para ellas?", A),
            ("me conviene dejar 3 frustraciones sin resolver para jugar el Rasgo Frustrado? cuanto gano con el rasgo y cuanto pierdo al final", A),
            ("Disculpe, jugando en solitario, ¿qué Fichas de Objetivo me tocan a mí? ¿Me conviene ir por las de tipo C?", A),
            ("En solitario, si Rob no gasta sus Fichas de Motivación, ¿igual gana los VEP del Recuerdo? ¿Y cuántas fichas gana él en esa ubicación?", A),
            ("Che, vos sabés si hay una forma oficial de hacer a Rob más fácil o más difícil? me gana siempre", A),
            ("Al final de la partida, ¿las Fichas de Rasgo que Rob tiene boca abajo le dan puntos? ¿Y sus Fichas de Motivación?", A),
            ("¿Me conviene ir por el Rasgo Competente? ¿Cuántos contadores en casillas de bonificación pasiva pide y cuántos VEP da?", A),
            ("Si dejo una Presencia en una ubicación donde luego no pongo dado, ¿el autobús para igual ahí y saco algo?", A),
            ("¿Me conviene gastar las Fichas de Recuerdo o guardarlas para la Ficha de Objetivo de tipo D? ¿Cuentan las usadas?", A),
            ("¿Me conviene gastar 4 de Fuerza de Voluntad para superar una Ficha de Frustración de otro jugador y fastidiarle el Rasgo Frustrado? ¿Se puede?", U),
            ("En solitario, ¿me conviene mirar la pila boca abajo de Fichas de Rasgo de Rob para saber cuánto va a puntuar al final? ¿Está permitido mirarla?", U),
            ("Tengo 4 Fichas de Rasgo en la mano y robo la quinta. Si descarto una, ¿tengo que enseñar cuál va debajo de la pila o la pongo boca abajo sin que la vean?", U),
            ("En la variante de 2, cuando imito una ficha de la fila neutral, ¿el personaje neutral asignado se queda en esa ficha o vuelve a la reserva general para hacer amistad con él?", U),
        ],
    },
    "loop": {
        "en": [
            ("is it worth just passing my turn when nothing good is on the board? like can i skip doing anything", A),
            ("should i WORK when i'm already at 0 HAPPINESS in basic mode? what do i actually get", A),
            ("would it be smarter to pay 4 COIN for one QUALITY 4 MATERIAL or spread it over two? whats the most i can BUY in one turn", A),
            ("Is it worth spending REPUTATION when I BUY? Could I get a QUALITY 1 MATERIAL for zero COIN with it?", A),
            ("i have 2 REPUTATION, is it worth burning both during CONSUME? what do i get for them", A),
            ("I'm at 2 REPUTATION already. Is it still worth accepting a SHARE for the REPUTATION, or is there a cap?", A),
            ("should i REJECT a FAVOUR or just take it? what does rejecting cost me", A),
            ("i've got 6 FAVOUR in hand after accepting a bunch. am i losing anything by holding that many?", A),
            ("is it worth completing a 4th ACTIVITY if that kicks out one i need for a GOAL? what happens to the old one", A),
            ("can i hold off revealing a GOAL until a later turn to hide what i'm going for?", A),
            ("can the same 3 ACTIVITY count toward two GOALs at once, or would that be wasting them?", A),
            ("is the CURIOSITY goal worth going for? what exactly do my kept activities need", A),
            ("If I trigger DEPLETION at the end of my turn, what does it cost me? Is ending the game that way worth it?", A),
            ("im about to hit HAPPINESS 12. does the game end right away or does everyone still get to finish the round?", A),
            ("tied on HAPPINESS at the end of a basic game. what should i have been building for the tie-break?", A),
            ("is it worth taking a CREDIT CARD just for the welcome gift? what do i get and what will i owe", A),
            ("can i pay off a CREDIT CARD faster by dumping 5 COIN on it in one go?", A),
            ("how bad is the LANDFILL penalty really? is it worth letting stuff break", A),
            ("if my HAPPINESS jumps from 4 to 10 in one turn, how many EVENTs do i draw? is a big jump worth it", A),
            ("two CONTINUOUS EVENTs flip at the end of my turn. wich one actually sticks?", A),
            ("co-op: should we burn through our FAVOURs early? how do we get them back", A),
            ("Solo: is RENEW worth playing? What does it cost compared with the normal RECYCLE, and what can I take with it?", A),
            ("as the Tycoon, is WORK even worth it while im holding 3 CREDIT CARDs?", A),
            ("is the Scientist worth picking? can she buy straight out of her own LANDFILL", A),
            ("Economic Slowdown is out. is BUY still worth doing this turn, whats the limit now", A),
            ("Everything Is Online is active and I have no CREDIT CARD. Should I take one just so I can BUY again?", A),
            ("Is it worth racing to HAPPINESS 12 if an EVENT could knock me back down? If I drop back under 12 before the round is over, does the game still end?", U),
            ("competitive: i'm the Banker. is Influence worth it if the other player doesnt want the swap, do they have to agree to trade their COIN for my REPUTATION?", U),
            ("once a CREDIT CARD is fully paid off, does the card itself go back to the deck or stay in my AREA? matters for the Tycoon's extra HAPPINESS loss per card", U),
            ("Artist with Economic Slowdown active: is WORK still worth it? does the lose 1 COIN also eat the 1 COIN from Create?", U),
        ],
        "es": [
            ("¿Me conviene jugar de INTERN o elegir la otra CAREER que me tocó? ¿Con cuánta HAPPINESS empieza cada uno?", A),
            ("Somos 3, ¿me conviene ser el primero? ¿Cuántos FAVOUR recibe cada asiento al empezar?", A),
            ("Si tengo 5 FAVOUR en la mano al empezar mi turno, ¿robo igual? ¿Me conviene gastar uno antes?", A),
            ("Si se acaba el mazo de FAVOUR, ¿vale la pena guardarlos? ¿Se rebaraja el descarte?", A),
            ("¿Me conviene gastar REPUTATION cuando hago WORK? ¿Cuántas COIN extra me da?", A),
            ("Una ACTIVITY con dos colores iguales: ¿puedo quitarle 2 QUALITY a un solo MATERIAL para ahorrarme cartas?", A),
            ("Si le hago SHARE a un MATERIAL de otro que está a QUALITY 1 y se rompe, ¿a qué LANDFILL va? ¿Me perjudica a mí?", A),
            ("Vale, si juego dos SHARE para una ACTIVITY y me rechazan el segundo, ¿el primero pierde QUALITY igual?", A),
            ("¿Me conviene jugar un ACQUIRE a alguien que no tiene MATERIAL para que pierda el turno?", A),
            ("Con BARTER, si cambio mi MATERIAL de QUALITY 3 por uno de QUALITY 1, ¿me devuelven la diferencia de alguna forma?", A),
            ("¿Vale la pena el RECYCLE? ¿Puedo sacar de mi propio LANDFILL o una UTILITY?", A),
            ("¿Qué FAVOUR me conviene más aceptar si quiero sumar REPUTATION?", A),
            ("Che, quiero hacerle RESELL a alguien que no tiene plata suficiente para pagarme, ¿puedo igual?", A),
            ("Disculpe, si un jugador me promete algo a cambio de que acepte su FAVOUR y después no cumple, ¿está obligado a cumplir?", A),
            ("Si compro un MATERIAL y queda un hueco en la BUY AREA, ¿se repone enseguida o solo al final de mi turno? ¿Me conviene esperar a ver qué sale?", A),
            ("En cooperativo, ¿cuándo ganamos? ¿Nos conviene que uno llegue rápido a 12?", A),
            ("Ustedes en cooperativo, ¿cómo hacen para rechazar un FAVOUR? ¿Se puede?", A),
            ("Jugando solo, ¿cuántas GOAL agarro al empezar y qué FAVOUR uso?", A),
            ("En solitario se quema un MATERIAL del mazo al final de cada turno. Si eso provoca la DEPLETION, ¿pierdo HAPPINESS?", A),
            ("¿Me conviene el ACQUIRE azul en solitario? ¿A quién le pago y cuánto?", A),
            ("Estoy pensando en jugar con el Banker en solitario, ¿se puede?", A),
            ("Con el Freelancer, ¿qué SALARY me conviene? ¿Cuáles puedo elegir?", A),
            ("Con el Chef, ¿vale la pena comprar FOOD? ¿Cuánta QUALITY me dan por lo que pago?", A),
            ("Con Bad Debt activo y una CREDIT CARD encima, ¿me conviene elegir BUY?", A),
            ("ahorita esta Landfill Tax y me rompen un MATERIAL cuando no tengo COIN, que pasa", A),
            ("Vamos a jugar 2, ¿cuántos sets de MATERIAL quitamos al preparar? ¿Queda menos para comprar?", A),
            ("En competitivo, ¿me conviene cambiarle una de mis GOAL a otro jugador por COIN? ¿Se pueden intercambiar GOAL?", U),
            ("En solitario, si juego el RESELL azul, hago WORK y lo recupero, ¿me conviene volver a jugarlo en ese mismo turno? ¿Se puede?", U),
            ("En cooperativo mi compañero va justo de COIN, ¿le conviene que yo le pague la PAYOFF de su CREDIT CARD con mis COIN?", U),
            ("Si un IMMEDIATE EVENT me obliga a pedir una CREDIT CARD entre turnos y me llevo el MATERIAL de regalo de la BUY AREA, ¿ese hueco se repone enseguida o queda vacío hasta que termine el turno del siguiente? ¿Me conviene?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("is it worth grabbing the left-most card in the market? what extra do i recieve for it", A),
            ("should i take the right-most market card? what does it cost me", A),
            ("is working the basic Career spot ever worth it? how much time for how much money", A),
            ("would i be better off with Donate or the upper Community spot for impact? what does each cost", A),
            ("If I'm short on time meeples, can I throw energy in instead? Is that worth it?", A),
            ("can i use the same action spot twice in one turn if i have spare time", A),
            ("i want to take a card from the market and play it this same turn. allowed, or do i have to wait", A),
            ("if i play a new Wellness card this turn, can i use its action right away?", A),
            ("Is it worth replacing my Leisure card with a better one? What happens to the old one?", A),
            ("first turn: should i play my Career card before placing time? what's the order", A),
            ("is getting Promoted worth it? what do i give up on the career card once i am", A),
            ("my promotion needs a Fame icon. does the Fame icon on my own Career card count toward it?", A),
            ("I'm Married and found a better Partner. What would I lose by switching?", A),
            ("does Meditate cost time or energy? is it worth doing on my very first turn", A),
            ("Grown Up: do i need to pass the icon on both tracks or is one enough", A),
            ("if i blow past two Life Event spaces in one turn, do i get both? when do they resolve", A),
            ("can a card that gives me unhappiness move my marker back on the track mid-game?", A),
            ("is taking a negative impact token for a big effect worth it? when does it actually hurt", A),
            ("should i stack lots of the same Life icon? what's a set of 4 worth at the end", A),
            ("Is marrying a Partner who matches one of my Values worth it? How much is that at the end?", A),
            ("my impact and happiness just crossed. does the game stop now or do the others still get a turn", A),
            ("if my score runs off the end of the track, do i lose the extra points?", A),
            ("tie on the final score: is there any tiebreaker worth planning for?", A),
            ("can i play Family Time to my Leisure slot before i'm Grown Up if i already have a Family icon?", A),
            ("is it worth collecting Resources and Traits? is there a limit on how many i can have", A),
            ("solo: is buying a 3rd card from the market in one turn worth it? what's the price", A),
            ("is it worth keeping my 2 facedown Values unlooked all game? at the end do the facedown ones even score, or only the ones in my hand?", U),
            ("if i put time or money on a spot in step 1 and then decide not to activate it in step 2, do i get those back to spend on cards instead?", U),
            ("worth using my Partner's first action in the same turn i get Married? like activate the left side first and then do Date to marry", U),
            ("im Grown Up and already Promoted. is the Interview spot still worth 1 time, does it do anything for me at that point?", U),
        ],
        "es": [
            ("¿Me conviene hacer Interview para sacar otra Career? ¿Cuánto cuesta y qué cambia si ya soy Grown Up?", A),
            ("Si hago Date, ¿cuánto pago? ¿Vale la pena antes de ser Grown Up?", A),
            ("Al empezar, ¿cuántos Values tengo y cuáles puedo mirar? ¿Vale la pena meditar para verlos?", A),
            ("¿Me conviene descartar un Values de la mano para robar otro? ¿El nuevo lo veo?", A),
            ("Tío, ¿me conviene coger la segunda carta desde la izquierda del mercado? ¿Se paga algo por ella?", A),
            ("¿Cuántas Career puedo tener a la vez? Si juego otra, ¿qué pasa con la vieja y con mi ascenso?", A),
            ("¿Me conviene tener dos Partners a la vez? ¿Se puede?", A),
            ("Una vez casado, ¿puedo seguir usando la acción de la izquierda del Partner? Quiero saber si me conviene casarme", A),
            ("Si juego una Experience, ¿qué pasa con la carta? ¿Me sirve de algo al final?", A),
            ("Las cartas con la caja blanca de 'haber jugado recursos en otro sitio', como Marathon, ¿cómo funcionan? ¿Qué tengo que haber hecho para que me convenga jugarla?", A),
            ("¿Puedo esperar a ver el mercado para decidir mis acciones? O sea, ¿puedo tomar acciones nuevas después de jugar cartas?", A),
            ("Al final de mi turno, ¿qué pasa con el dinero y la energía que puse en las acciones? ¿Los recupero?", A),
            ("¿Cuándo se resuelve una Life Event que agarré y adónde va después?", A),
            ("Al final, ¿en qué orden se cuenta todo? ¿Primero las fichas negativas o los Values? Quiero saber si me conviene arriesgar", A),
            ("¿Me conviene jugar Traits que dan iconos de vida extra? ¿Cuentan durante la partida y al final?", A),
            ("Disculpe, ¿me explica cómo se repone el mercado al final de cada turno? ¿Las cartas se corren a la izquierda?", A),
            ("Si tengo una carta de Community puesta, ¿puedo seguir usando Donate? ¿Me conviene tapar la acción?", A),
            ("¿Vale la pena poner Mall Walkers en Community? ¿Qué da su acción?", A),
            ("Overseas Vacation, ¿cuánto da? ¿Me conviene jugarla?", A),
            ("En solitario, ¿cuántas cartas tiene el mercado y cuándo se repone? Para saber si me conviene esperar", A),
            ("En solitario, ¿me salen Life Events al pasar las casillas del marcador? ¿Cuándo llegan?", A),
            ("En solitario, ¿para qué sirve meditar? ¿Vale la pena?", A),
            ("En solitario, si una carta me deja ganar una carta extra del mercado, ¿me sube el precio de las siguientes?", A),
            ("jugando solo, cuando termina la partida? gano aunque no complete ningun nivel del Achievement?", A),
            ("En solitario, ¿puntúo los sets de iconos y el corazón al final? ¿Y las fichas negativas restan?", A),
            ("Empieza el más viejo, ¿no tiene ventaja? ¿Vosotros sabéis si todos jugamos los mismos turnos?", A),
            ("Cuando medito y descarto un Values de la mano, ¿me conviene hacerlo a escondidas? ¿Los demás pueden ver cuál descarté?", U),
            ("¿Me conviene guardar Values en la mano en secreto? ¿Tengo que decir cuántos Values tengo si me preguntan?", U),
            ("En solitario, si cumplo dos niveles del Achievement, ¿en qué casilla apunto la puntuación, solo en la del nivel más alto? ¿Me conviene ir directo al tercero?", U),
            ("Si me caso con Date en el paso 2, ¿puedo usar ya la acción de la derecha del Partner ese mismo turno? ¿Me conviene casarme pronto por eso?", U),
        ],
    },
    "cv": {
        "en": [
            ("is it worth rerolling a bad luck die? can i even", A),
            ("how many times can i reroll in my turn? is a third try ever allowed", A),
            ("should i keep rerolling when i already have 2 bad luck showing? what happens at 3", A),
            ("is it worth taking a card that gives bad luck tokens? do tokens count toward misfortune or only dice", A),
            ("is it worth saving up 3 good luck to grab an expensive card? does that also skip the card's special condition?", A),
            ("should i take 1 or 2 cards from the track each turn? is 2 the max", A),
            ("is it worth playing an event card to help buy something? what happens to the symbols i dont use", A),
            ("Can I hold an event card and play it on someone else's turn?", A),
            ("is it worth taking a card with a red slash? when do i pay it, just once when i buy it?", A),
            ("I used my money tokens to buy a card this turn. Can those same tokens pay my red slash upkeep?", A),
            ("a card has two colours in the title. is it better to file it as one type or the other, and when do i have to decide", A),
            ("new knowledge card: should i put it on top of the stack or under it? what changes", A),
            ("can i slide a new Work card under my current Work card to keep the old one active?", A),
            ("is a 5th health card worth it? how many points does 5 give compared to 4", A),
            ("how do possession cards score? is it worth buying possessions instead of health cards", A),
            ("is it worth trying to get a 5th die? whats the max number of dice i can roll", A),
            ("would having fewer cards in my stacks help if we're tied on points at the end?", A),
            ("Two of us tie on a public life goal. Do we split the points?", A),
            ("is it worth staying small so i get social assistance? how does it work exactly", A),
            ("when does the game actually end? is it worth rushing through the old age deck", A),
            ("2 player game: do cards fall off the track faster than with more players?", A),
            ("2 player setup: how many childhood cards are in the draft, and is it worth fighting for the bicycle?", A),
            ("is it worth keeping the bicycle card safe? if i lose it, who starts the round", A),
            ("do my tokens pile up each round like income if i dont spend them?", A),
            ("if i hit misfortune, can i pick a card from under a stack to lose so my active one stays?", A),
            ("should i buy an event card off the track? where does it go", A),
            ("can i pay for a card partly with good luck and partly with the real symbols, like 2 good luck plus the money symbol it needs?", U),
            ("misfortune hits but i have no active cards in my stacks yet, only childhood cards in hand. do i have to give one of those up?", U),
            ("worth taking the social assistance card that needs something in my stacks that i only bought this turn — do cards i bought this turn count for its special condition?", U),
            ("is it worth tucking a knowledge card under my stack? once its covered can i still pick it up and read its full text later, or only the title?", U),
        ],
        "es": [
            ("¿Me conviene mostrar mi meta de vida? ¿Cuándo se revela?", A),
            ("¿Vale la pena ir por las metas de vida públicas? ¿Cuántas hay en una partida de 4?", A),
            ("Con 4 jugadores, ¿cuántas cartas de infancia me quedo y cómo se eligen? ¿Me conviene quedarme la bici?", A),
            ("Vamos a jugar 3, ¿cómo se prepara el mazo de infancia?", A),
            ("Si me toca la asistencia social, ¿me conviene agarrar una carta con condición especial? ¿Y quién elige primero?", A),
            ("¿Cuándo se revisa la asistencia social? ¿Me conviene tener pocas cartas justo cuando se acaba un mazo?", A),
            ("Las fichas de mis cartas activas, ¿cuándo se actualizan? ¿Me conviene cambiar la carta de arriba?", A),
            ("Si uso una carta de evento para comprar, ¿me dan fichas por sus símbolos?", A),
            ("Si junto 3 de mala suerte, ¿pierdo una carta de la mano o del currículum? ¿Cuál?", A),
            ("¿Cuántas cartas activas puedo tener de cada tipo? ¿Me conviene acumular cartas de Salud?", A),
            ("¿Me conviene meter una carta de Relación debajo de la pila para no perder la activa? ¿Cuenta igual para los puntos?", A),
            ("Al final de la ronda, ¿se descarta la carta de la izquierda del track antes o después de reponer? ¿Me conviene esperar a comprarla?", A),
            ("¿De qué mazo salen las cartas del track cuando se acaba el de adultez joven?", A),
            ("¿Las cartas de Trabajo para qué sirven? ¿Me conviene tener siempre un Trabajo activo?", A),
            ("Tengo 3 cartas de Relación y 3 de Conocimiento, ¿me conviene subir una de las dos a 4? ¿Cuánto da cada pila?", A),
            ("¿Quién empieza cada ronda? ¿Me conviene tener la bicicleta?", A),
            ("Si no puedo pagar el coste de una carta con barra roja, ¿la puedo recuperar después?", A),
            ("En la segunda tirada, ¿puedo volver a tirar un dado que guardé en la primera?", A),
            ("¿Puedo ir probando con los dados al lado de las cartas antes de decidir, o eso ya cuenta como compra?", A),
            ("Las cartas de evento que uso, ¿cuentan como cartas de mi currículum para el desempate?", A),
            ("Al empezar, ¿cuántas cartas se ponen en el track y de qué mazo?", A),
            ("si empatamos en puntos y en numero de cartas, hay otro desempate?", A),
            ("Disculpe, ¿las fichas de buena suerte de mis cartas activas cuentan junto con los dados para llegar a los 3 de buena suerte?", A),
            ("Si tengo una carta con barra roja tapada debajo de la pila, ¿la sigo pagando? ¿Me conviene taparla?", A),
            ("Las Posesiones que quedan tapadas debajo de la pila, ¿me siguen dando sus puntos al final? ¿Vale la pena comprar otra?", A),
            ("Siempre me sale mala suerte, ¿qué tipo de carta me conviene buscar para eso?", A),
            ("¿Me conviene esconder cuántas cartas de evento tengo? ¿Los demás tienen derecho a saber cuántas tengo en la mano?", U),
            ("Las cartas de infancia que se apartan al preparar la partida de 3, ¿se pueden mirar? ¿Me conviene saber cuáles quedaron fuera?", U),
            ("Puse una carta de Salud arriba de la pila y me arrepentí en el mismo turno. ¿Puedo pasarla debajo antes de terminar la fase?", U),
            ("Si la asistencia social me da una carta de Trabajo, ¿tengo que ponerla arriba aunque pierda mi trabajo activo, o por ser regalo puedo ponerla debajo?", U),
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
