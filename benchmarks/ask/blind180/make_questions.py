"""Write the blind180 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind180/make_questions.py

Style of this set: players QUOTE OR PARAPHRASE A SENTENCE OF THE RULEBOOK (as they
remember it, sometimes slightly off) and ask what it means or how it applies;
the question may reach past the quoted sentence to a case another rule settles.
The unanswerable questions quote a real sentence too and ask about a case the
rulebook never settles.

Each game's file is written in a seeded shuffled order (seeds 18001-18004), so the
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
SEEDS = {"coming-of-age": 18001, "loop": 18002, "adulthood": 18003, "cv": 18004}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("the book says 'at the end of each turn, you must discard the Die you used to visit a location'. so the other dice i pulled back off the road, i keep those for next year?", A),
            ("rules say available locations 'at the ends of the Main Board are considered adjacent to each other'. in round 1 is location 4 next to location 1 then, so 1 frustration token to jump 4 -> 1?", A),
            ("It says 'You cannot add a Frustration Token to a Track that already has one at either of its ends.' Both my tracks already have one in round 1. So I can't change my die's location at all?", A),
            ("the rightmost spaces give a passive bonus 'as long as the Counter remains in that position'. if a memory token pushes that counter one step left, the passive is just gone right away?", A),
            ("'you may flip one unused Memory Token (only one)' - is that one per turn or one for the whole game??", A),
            ("bouncing left says add a Frustration Token over the motivation icon 'or lose 2 VEP'. what if that track already has an unresolved frustration sitting on the right end?", A),
            ("hand limit is 'always 4 Trait Tiles'. i just drew a 5th, can the one i ditch be the one i just drew? and where does it go", A),
            ("To mimic, the book says the other player's Character Token must be on my Friendship Track 'at a level equal to or higher than the space occupied by that Tile'. Their tile sits in their 3rd slot, so I need them at level 3?", A),
            ("'Having both your Die and a Presence at a location does not allow you to choose both options' - so even with die + presence at one stop i only get one thing in step A?", A),
            ("friendship bonus says 'You cannot move it if it's already at level 4'. so how does anybody ever get a friend to level 5", A),
            ("the intimacy part says 'from level 5 up to level 7'. does one intimacy bonus carry my token from 5 all the way up to 7?", A),
            ("If I pay 4 Willpower for a Memory instead of Motivation, do I still have to move a Mood Counter 2 steps left like you do when you spend Motivation?", A),
            ("presences go in 'up to 4 different locations (no repeats)' - so 2 of my presences in the same building is a no?", A),
            ("parent card: 'After playing a Card, draw a new one'. right away or at the end of the year?", A),
            ("'all Dice remaining at the current location must be removed from the game' - does my presence in that building get removed too??", A),
            ("End of the Year: 'Refill all available locations without one with face-up Memory Cards.' So a Memory Card nobody took just stays where it is for next year?", A),
            ("at round end we place 'the Counter for the next Mood Track ... pink > orange > blue'. wich round does blue finally come in?", A),
            ("final scoring says lose 3 VEP 'for each unresolved Frustration'. do the flipped ones sitting on the left end cost me anything?", A),
            ("leftover elements: add unused willpower, motivation and memory tokens and 'divide the total by 3 (rounding down)'. i have 8 left, thats 2 VEP right", A),
            ("Tie-break is 'the most Trait and Goal Tiles, including those mimicked'. And if we're tied on that as well?", A),
            ("2 player variant: 'the first on the left requires level 1, the second level 2, and so on'. level with who though, the other player??", A),
            ("the goals bit says you can play 'as many Goal Tiles as the number of Trait Tiles they have played on their Personal Board'. do my mimic tokens on other people's boards count toward that?", A),
            ("Type A goals: 'only the player who owns the goal scores it. In case of a tie, the goal is considered fulfilled.' So I own Sociable and I'm tied for most Character Tokens, I still get the 5?", A),
            ("solo: rob 'rolls the same number and types of Dice as you' and puts out interest tokens 'starting with the lowest-value Die'. when does that lowest-first thing even matter?", A),
            ("Solo setup says Rob doesn't use Frustration Tokens, but then 'Place one Frustration Token showing the 4 VEP side' on his Personal Fulfillment Track. What's that one for?", A),
            ("solo: rob gets the memory card VEP 'as if he had spent them all, but he does not actually discard them'. so his motivation tokens just pile up all game? do they score at the end?", A),
            ("the 2 player variant puts '4 random Trait Tiles from the pile in a row between the two players'. there are 3 of us and we like that row, can we just use it too or is that not a thing?", U),
            ("Fair wants the same number of Character Tokens 'on the right side and left side' of the Friendship Track, levels 1-4. one of my tokens is in the middle space of level 2 - does it count for a side or for neither?", U),
            ("book says if you pay 4 willpower for a memory 'you only gain 3 VEP'. if i pay the 4 willpower AND one required motivation token on the same card, is that 3 and then 2 more like a second token?", U),
            ("the mimic rule says the player who mimics gains 'the VEP shown on that Tile'. when somebody mimics a trait tile i played, do i get anything for being copied?", U),
        ],
        "es": [
            ("La hoja dice que después de elegir un dado puedes moverlo a una ubicación adyacente colocando 1 Ficha de Frustración. ¿Y si lo quiero llevar tres ubicaciones más allá, cuánto pago?", A),
            ("Pone que al gastar Fichas de Motivación mueves el Contador de Estado de Ánimo 'exactamente 2 pasos hacia la izquierda'. Si gasto 3 fichas de golpe, ¿son 6 pasos?", A),
            ("Dice que en esos 2 pasos a la izquierda 'los rebotes siguen aplicándose'. ¿Y gano también las bonificaciones de las casillas por las que paso?", A),
            ("Pone que para jugar una Ficha de Rasgo tienes que cumplir su requisito. Si al turno siguiente ya no lo cumplo, ¿me la quitan del tablero?", A),
            ("Dice que cualquier jugador en la ubicación que gaste la Motivación requerida puede obtener el Recuerdo. Si estamos dos con dado en la misma ubicación, ¿lo ganamos los dos, cada uno con sus VEP?", A),
            ("vale, la carta de Recuerdo 'no se reemplaza inmediatamente'... entonces ¿cuándo se pone una nueva en esa ubicación?", A),
            ("Rebote a la derecha: 'ganas la Ficha de Motivación indicada (a menos que ese icono esté cubierto por una Ficha de Frustración)'. O sea, si está tapado, ¿no gano nada de nada?", A),
            ("Si reboto a la izquierda con una Ficha de Frustración superada en el extremo izquierdo gano 4 VEP. ¿Y la ficha adónde va después?", A),
            ("La hoja dice que la ronda 2 añade las ubicaciones 5–6 y dos dados de seis caras. ¿Cuántos turnos dura la ronda 2?", A),
            ("la hoja dice que la ronda 4 añade las ubicaciones 9-10 pero el dado de diez tiene un 0, el 0 es la 10?", A),
            ("El Rasgo Mimético se coloca 'si cumples su requisito y nivel de amistad'. ¿Puedo poner dos Rasgos Miméticos sobre el mismo rasgo en los tableros de dos jugadores distintos?", A),
            ("Che, dice que la Presencia te deja recibir una bonificación en esa ubicación 'en todos los turnos siguientes'. ¿Qué bonificación exactamente, y necesito tener un dado ahí?", A),
            ("Si ya coloqué mis 4 Presencias y quiero poner otra en una ubicación nueva, ¿qué hago?", A),
            ("Dice que si no puedes o no quieres Recuerdo ni Presencia, juegas una Carta de Padres. ¿Es obligatorio o puedo pasar sin hacer nada?", A),
            ("Pone que antes de la puntuación final cada uno puede usar una Ficha de Recuerdo sin usar. Tengo tres sin usar: ¿puedo gastar las tres?", A),
            ("El Objetivo Persistente pide haber llegado a la última casilla del Registro de Realización Personal. Si ya estoy ahí y me tocan más avances, ¿qué pasa con esos avances?", A),
            ("El Rasgo Acaparador pide 'al menos 9 fichas entre Fuerza de Voluntad y Fichas de Motivación'. ¿Cuentan también las Fichas de Recuerdo?", A),
            ("Competente: 'al menos 3 Contadores en casillas de bonificación pasiva'. ¿Esas casillas son las del extremo derecho de cada Registro de Ánimo?", A),
            ("Para el solitario pone 'prepara la partida con la variante de dos jugadores, con estas excepciones'. ¿Qué Fichas de Objetivo tengo que coger yo? ¿Una de cada letra como siempre?", A),
            ("En solitario Rob pone uno de sus dados en el mismo edificio que yo. Si ahí tiene Fichas de Interés, ¿avanza en su Registro de Realización igual que nosotros?", A),
            ("Disculpe, en solitario, cuando la parada del autobús no muestra una Ficha de Personaje, ¿qué hace Rob exactamente?", A),
            ("Pone que en el nivel 0 Rob 'solo puede tener una Ficha de Personaje cubriendo el VEP'. Si ya tiene una ahí y le toca otra Bonificación de Amistad, ¿dónde la pone?", A),
            ("En solitario, si la ubicación deja elegir entre dos tipos de Fichas de Motivación, ¿cuál gana Rob al final de su paso B?", A),
            ("al final del solitario rob puntua las fichas de rasgo que le quedan boca abajo en su pila? y cumpliendo requisito o no", A),
            ("Variante de 2 jugadores, tío: ¿cuántas Fichas de Rasgo van en la fila del medio y cómo se colocan?", A),
            ("Pone que 'las fases 1 y 2 se juegan simultáneamente'. ¿Puedo esperar a ver qué dado elige mi amiga antes de elegir el mío?", A),
            ("Pone que al final del año se reponen con Cartas de Recuerdo boca arriba las ubicaciones que no tengan. Si el mazo ya no da para todas, ¿qué ubicaciones se quedan sin carta y qué hacemos ahí con las Fichas de Motivación?", U),
            ("Dice que si Rob es muy fácil le des 3 Fichas de Personaje en vez de 2. Vale, ¿y si con 3 le sigo ganando sobrado, puedo darle 4 o eso ya no está previsto?", U),
            ("Rob coloca la ficha del personaje 'tenga o no ya esa Ficha de Personaje en su Registro de Amistad'. Cada personaje neutral trae 4 fichas: si ya no queda ninguna de ese personaje en la reserva general, ¿qué hace Rob?", U),
            ("En solitario, cuando el autobús para donde Rob tiene Presencia, puedo 'interactuar con la Ficha de Personaje de un jugador que tiene Presencia'. Pero Rob solo tiene 2 fichas y están en el tablero: ¿de dónde saco su ficha para mi Registro de Amistad?", U),
        ],
    },
    "loop": {
        "en": [
            ("setup table says remove sets of MATERIAL by player count. there's 3 of us, how many sets come out?", A),
            ("'Draw 1 and only 1 FAVOUR if you have less than 5 in hand' - I've got exactly 5, do I draw?", A),
            ("it says 'Passing a turn is not allowed.' what if i really dont want to do anything this turn", A),
            ("WORK says 'If you have no HAPPINESS to deduct, take 1 COIN from WORK AREA then end turn immediately'. in basic mode that's it, no credit card or anything?", A),
            ("'COIN you decide to pay for each MATERIAL (1 to 4) will determine and is equal to its QUALITY' - so 4 COIN gets QUALITY 4 and that's the max?", A),
            ("the book says an ACTIVITY with 2 of the same colour 'requires 2 separate MATERIAL'. can't i just take 2 QUALITY off one card?", A),
            ("'You can only keep up to 3 ACTIVITY' - when I finish a 4th one, which one has to go and where does it go?", A),
            ("it says ACTIVITY kept in your AREA 'can be used unlimited times to fulfil multiple GOAL'. so the same 3 activities can knock out 2 goals in one turn?", A),
            ("'Achieving GOAL is optional, but you must reveal it in the same turn as soon as its requirement is met.' so i can't sit on a finished goal and claim it next turn?", A),
            ("FAVOUR can be played 'anytime in your turn, before, during, and/or after'. can i also play one at someone during THEIR turn?", A),
            ("ACCEPT says 'there is no hand limit' and then 'you just cannot draw new FAVOUR at the beginning of your next turn'. so I keep all 6 in hand?", A),
            ("REJECT is 'by discarding another same FAVOUR from your hand; or by deducting 1 REPUTATION'. i have 0 REPUTATION and no matching card, then what", A),
            ("rulebook example: 'Spend 2 REPUTATION in WORK turn to gain 5 COIN (if you are an INTERN)'. so each REPUTATION is +1 COIN only while working?", A),
            ("'You cannot spend 1 REPUTATION to BUY 1 MATERIAL at QUALITY 1.' so REPUTATION can never make a MATERIAL free?", A),
            ("it says 'Spend 2 REPUTATION to get 1 HAPPINESS' - can i do that on a WORK turn or only CONSUME?", A),
            ("negotiation says agreements are 'not binded by rule'. he promised to ACCEPT my BARTER and then REJECTed it, tough luck for me?", A),
            ("End turn: 'flip over new MATERIAL and/or ACTIVITY to refill all empty card slots'. What if the ACTIVITY deck is empty by then?", A),
            ("the end game bit says the game ends 'when the player on the right to the starting player completes his turn'. so everybody always gets the same number of turns?", A),
            ("DEPLETION penalty: 'Player who triggers DEPLETION at turn end loses 1 HAPPINESS immediately'. who counts as the triggerer here?", A),
            ("BARTER: 'The difference in QUALITY will not be returned to you in any form.' I give a QUALITY 3 for his QUALITY 1 and get nothing back?", A),
            ("RECYCLE says pay COIN to the WORK AREA 'to determine its QUALITY'. can i RECYCLE a UTILITY out of someone's LANDFILL?", A),
            ("the SHARE example: 'The 1st SHARE is ACCEPTed but the 2nd one is REJECTed'. so does the first player's MATERIAL still lose the QUALITY or not?", A),
            ("HOBBY goal: '2 of the ACTIVITY you kept share the same name'. how many matching pairs are there in the deck?", A),
            ("competitive: 'You draw an EVENT whenever your HAPPINESS token enters into another zone.' If I jump from 4 to 10 in one go, how many EVENTs is that?", A),
            ("co-op: 'You will and only will take all your played FAVOUR back into your hand when you WORK.' so until i WORK those played FAVOURs just sit there?", A),
            ("solo RENEW says 'pay double the COIN to the WORK AREA to determine its QUALITY'. so a QUALITY 2 MATERIAL from the central LANDFILL is 4 COIN?", A),
            ("Office Lady's Slack Off: 'During your WORK turn, you may also BUY 1 and only 1 MATERIAL at any QUALITY.' Can I spend REPUTATION for extra QUALITY on that one MATERIAL, even though REPUTATION for QUALITY is 'Only when BUY'?", U),
            ("artist's Create: 'Only when WORK, take 1 face-up MATERIAL at QUALITY 4 from BUY AREA and 1 COIN'. if none of the face-up MATERIAL are any use to me, can i skip the MATERIAL and just take the 1 COIN?", U),
            ("politician plays a FAVOUR face-down 'and claim what that is'. she claims RESELL on a guy who doesn't have enough COIN to pay, nobody calls the bluff and he ACCEPTs. what happens then?", U),
            ("'Only trigger face-down EVENT(s) in your AREA after you end your turn.' Am I allowed to look at my own face-down EVENTs before then, or do they stay secret even from me?", U),
        ],
        "es": [
            ("Dice que en Competitive se reparten 2 CAREER a cada uno y eliges una o el INTERN. Si me quedo con el Chef, ¿con cuánta HAPPINESS empiezo?", A),
            ("Pone que los EVENT boca abajo se activan 'después de terminar tu turno'. Si en mi turno salen dos CONTINUOUS a la vez, ¿cuál se queda?", A),
            ("Un CONTINUOUS EVENT 'affects player only during their active turn'. ¿O sea que en el turno de los demás a mí no me afecta?", A),
            ("IMMEDIATE EVENT: dice que el efecto ocurre entre el turno del que lo dispara y el del siguiente. ¿En qué orden lo resolvemos todos?", A),
            ("che, sale un IMMEDIATE EVENT que me pide pagar y no tengo plata, ni una COIN. ¿Qué hago?", A),
            ("Al hacer APPLY de una CREDIT CARD dice que hay un 'Welcoming Gift'. ¿Qué me llevo exactamente?", A),
            ("Pone que hay que hacer PAYOFF de todas las CREDIT CARD en tu turno, 1 o 2 COIN en cada una. Si no me alcanza, ¿qué pasa?", A),
            ("Forced into Debt: si WORK es lo único que puedo hacer pero no tengo HAPPINESS, ¿qué me toca hacer?", A),
            ("LANDFILL Penalty: 'pierdes 1 HAPPINESS por cada 3 MATERIAL en tu LANDFILL al final'. ¿Eso también se aplica en el Basic Mode?", A),
            ("Pone que al final pierdes 2 HAPPINESS por cada CREDIT CARD sin PAYOFF. ¿Y una a la que ya le puse 3 COIN también cuenta?", A),
            ("Cooperativo: ¿con cuánta HAPPINESS tenemos que terminar todos para ganar, y cuentan las penalizaciones?", A),
            ("En cooperativo pone que no se roba FAVOUR al empezar el turno. ¿Con qué FAVOUR empieza cada uno entonces?", A),
            ("cooperativo, lo de 'Burning MATERIAL card' al final del turno del ultimo jugador, se quema una por turno de cada uno o una por ronda?", A),
            ("Solitario: pone 'Draw 4 random GOAL to start with instead of 3'. ¿Puedo cumplir los cuatro o solo tres como en las otras partidas?", A),
            ("En solitario, con el ACQUIRE azul pago 'COIN equal to its Exhibited QUALITY'. ¿A quién le pago y qué es eso de Exhibited?", A),
            ("Disculpe, en solitario, si con el SHARE azul un MATERIAL de la BUY AREA llega a QUALITY 0, ¿adónde va?", A),
            ("Pone que en solitario se quitan las CAREER con el icono Not-For-Solo. ¿Puedo jugar con la Waitress o el Lawyer?", A),
            ("Soy Freelancer: pone que al hacer WORK elijo entre varios SALARY. ¿Cuáles son?", A),
            ("Soy el Engineer: Repair 'add 1 QUALITY to 1 of your or other player's non-UTILITY MATERIAL'. ¿Cuántas veces por turno, y sirve con UTILITY?", A),
            ("Craftsman, Forge: el MATERIAL cambia de tipo 'for your entire turn'. ¿Cuándo vuelve a ser lo que era?", A),
            ("Soy Lawyer. Pone que mi Objection 'overrules OFFICER's ABILITY: Enforce'. ¿Entonces puedo rechazar el primer FAVOUR del Officer?", A),
            ("Politician: si me pillan el farol y era mentira, ¿qué pasa con el FAVOUR que jugué boca abajo?", A),
            ("Scavenger: pone que puedo jugar RECYCLE como RESELL. ¿Cómo puede rechazarlo el otro jugador?", A),
            ("Ustedes saben si el Scientist puede comprar de su propio LANDFILL? Pone 'from any LANDFILL, including your own'", A),
            ("Tío, con Micro-Plastic activo 'All FOOD MATERIAL cards are regarded as PLASTIC'. ¿Puedo hacer una ACTIVITY que pide FOOD?", A),
            ("economic slowdown dice que en un turno de BUY solo compro 1 MATERIAL, y en WORK que pasa?", A),
            ("Landfill Tax: 'A player loses 1 COIN per MATERIAL sent to his own LANDFILL'. Si Planned Obsolescence me rompe un MATERIAL entre turnos, ¿pago la tasa aunque no sea mi turno activo?", U),
            ("BOGOF: por cada MATERIAL que compro 'you must take 1 MATERIAL at QUALITY 1 from the BUY AREA'. Si compro 3, ¿los gratis cuentan para el límite de 3 MATERIAL por turno?", U),
            ("En cooperativo el FAVOUR se pone boca arriba a la izquierda de mi AREA y 'The effect must take place', sin ACCEPT. Si le hago SHARE a un compañero, ¿él gana las 2 REPUTATION igual que si lo aceptara?", U),
            ("Ahorita juego de Tycoon y pone que al hacer WORK pierdo '1 additional HAPPINESS per CREDIT CARD you owned'. Una CREDIT CARD que ya pagué entera (5 COIN) y sigue en mi AREA, ¿cuenta todavía?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("setup gives everyone '2 Facedown Values (which they may not look at)' plus one in hand. when do i ever get to look at the facedown ones?", A),
            ("'Each player reviews their Career cards and discards one.' So my Career starts in my hand, not on my board? When can I actually play it?", A),
            ("it says players may activate both the upper and lower action spots in a category 'as long as they can afford both'. so the 4-time job AND an Interview in the same turn is fine?", A),
            ("Interview: 'Spend 1 time to draw a new Career card, or get Promoted if you're Grown Up'. what else do i need for the promotion besides being grown up?", A),
            ("Donate says 'Spend 3 money to move ahead one space on the Impact track'. does it need a time meeple on it as well?", A),
            ("Date: 'Spend 1 time and 1 money to add a Partner card to your hand'. do i then pay again to actually play that partner?", A),
            ("meditate says discard a Values card from your hand 'to draw a new Values card, facedown'. so the new one comes in facedown and i can't look at it yet?", A),
            ("'You cannot take any new actions after step 1.' so if i realise halfway through my turn that i wanted to Date, it's too late?", A),
            ("'energy tokens can also be used as extra time meeples' - so with my 8 meeples and 2 energy i can cover 10 time worth of actions?", A),
            ("'You can only use each action spot once per turn' - can I stack 8 time on the 4-time job spot and get 2 money?", A),
            ("market: the left-most card gives 'one energy' and the three right-most cost something. what exactly does the right-most one cost me?", A),
            ("it says if a card has action spots 'you cannot use those new spots until your next turn'. even if i still have meeples sitting around unused?", A),
            ("Experience cards go in a stack 'so only the name and icon are visible'. do those icons still count during the game, like for a card that needs a Family icon?", A),
            ("If I play a new Wellness card the book says the old one moves to my Experiences stack. Does the old card's Life icon still count for me?", A),
            ("'Players will never move backwards on any track until the end of the game.' so an unhappiness token doesn't knock my marker back right away?", A),
            ("grown up: 'Players only need to pass one Grown-Up symbol to be Grown Up.' so either the impact one or the happiness one works?", A),
            ("Life Event spaces: you 'take a Life Event card and resolve it at the end of their turn'. if i zoom past two of them in one turn, two cards?", A),
            ("'You cannot use the first action spot on a Career card after you have been Promoted.' so after promotion the left action is just dead for me?", A),
            ("cost to play: 'if the card does not have this green bar, it is free to play'. so no green bar means zero cost, not even energy?", A),
            ("the promotion rule says 'you CAN count the icon on that Career card'. I'm the Actor, it wants 2 Fame, I have 1 other Fame card. Am I good to get Promoted?", A),
            ("'you'll lose your Married or Promoted token if you replace your Partner or Career card!' - so a new career puts me back to unpromoted?", A),
            ("end of game: 'Play continues until the end of the turn of the player before the first player'. if the last player in order crosses, does the game end straight away?", A),
            ("scoring: '1 happy for each matching Life Icons they have in sets above 2'. i have 5 Social icons, is that 3 happy?", A),
            ("'Gain 4 impact if you have a complete heart' - do i have to be Married to that Partner or is just having them out enough?", A),
            ("solo: the market only has three cards and 'the second costs 1 energy and 1 money ... the third one costs 2 energy and 2 money'. so the first card is totally free?", A),
            ("solo says 'Do not draw a Life Event when passing the Life Event sections'. so when do I get Life Events in solo, and when does the game end?", A),
            ("A Life Event is resolved 'at the end of their turn'. If the one I draw hands me a card, can I play it right then, or does it wait for step 3 of my next turn?", U),
            ("With Open Relationship I have two Partners out. Date says 'or get Married if you're Grown Up' - does one Date marry both of them, or do I pick one and pay again for the other?", U),
            ("the traits section says some Traits 'give you extra time'. at the reset, does that extra meeple go back into my own Time supply for good, or back to the middle of the table?", U),
            ("the icon guide lists 'what fills the hole in your heart' next to 'the cost to play a card, the cost to upgrade'. if my Partner's purple upgrade bar shows that heart hole, do i need the matching Value in my hand before i can get Married?", U),
        ],
        "es": [
            ("En la preparación pone que a cada jugador se le da un tablero y '8 time meeples'. ¿Y con cuánta energía y dinero empiezo?", A),
            ("Pone que se ponen 5 cartas del mazo en el mercado. ¿Cuándo se rellena el mercado y cómo?", A),
            ("La acción de arriba de Career es 'Spend 4 time to earn 1 money'. ¿Esa acción se puede tapar con una carta?", A),
            ("Pone que las acciones de abajo nunca se tapan. ¿Cuáles son y qué hace cada una?", A),
            ("Dice que la acción de arriba de Wellness 'represents exercising'. ¿Qué me da exactamente y cuánto cuesta?", A),
            ("Date cuando ya soy Grown Up: '...o casarte'. ¿Qué me cuesta casarme con mi Partner?", A),
            ("Vale, pone que 3A y 3B se hacen en cualquier orden. ¿Entonces puedo jugar en este turno la carta que acabo de coger del mercado?", A),
            ("Si una carta tiene el icono de Grown Up en la barra verde no la puedo jugar hasta ser Grown Up. ¿Y si lleva un icono de vida blanco y negro?", A),
            ("El ejemplo de Family Time dice que no la puedo jugar hasta tener 'a Grown Up token AND a Family icon'. ¿Hay que pagar algo más aparte de eso?", A),
            ("Resources y Traits van al lado del tablero. ¿Cuántos puedo tener a la vez?", A),
            ("Pone que solo puedes tener una carta de Community, Leisure y Wellness de cada a la vez. Si juego otra, ¿qué pasa con la vieja?", A),
            ("Los demás pueden ver mis Values? pone algo de que son secretos", A),
            ("Pone que algunas Life Event 'affect the next round' y llevan un símbolo. ¿Qué significa ese símbolo?", A),
            ("Hay cartas que dan fichas de Unhappiness o Negative Impact. ¿Cuándo restan, al momento o al final?", A),
            ("Para el final dice que los marcadores se cruzan cuando 'both score markers are in or past boxes that share a border'. ¿Qué cuenta exactamente como cruzarse?", A),
            ("En el paso 1 del final pone 'move back one space on the corresponding track' por cada ficha. ¿La de Unhappiness resta de Happiness y la de Negative Impact de Impact?", A),
            ("Al final hay que 'turn all Values cards face-up'. ¿Cuentan también los Values que siguen boca abajo y nunca medité?", A),
            ("Pone que si pasas el final de un track vuelves a 0 y sumas 25. ¿Cómo se apunta eso?", A),
            ("Pone 'Whoever has the highest combined score (Happiness and Impact) wins'. ¿Y si empatamos, hay desempate?", A),
            ("Para el solitario pone 'deal 8 facedown to a new Life Events deck'. ¿Cuándo se roba cada una de esas ocho?", A),
            ("En solitario pone 'Don't deal out Values'. ¿Entonces no hay puntos de corazón ni de sets al final?", A),
            ("Solitario: 'Meditation has a new effect'. ¿Qué hace Meditate en el solitario?", A),
            ("Ahorita juego solo y pone 'You win if your Happiness and Impact scores are crossed at the end of the game'. ¿Con eso basta o hace falta algo más?", A),
            ("En solitario, las cartas que te dejan ganar una carta extra del mercado, ¿cuestan algo? ¿y suben el precio de las demás?", A),
            ("El ejemplo de Mall Walkers: 'devote two time meeples to this action to get one energy and advance one spot on the Impact track'. ¿La puedo usar el mismo turno en que la juego?", A),
            ("Disculpe, la carta Marathon dice 'have played resources elsewhere'. ¿Qué significa ese recuadro blanco en la barra de coste?", A),
            ("En solitario, la Life Event con el símbolo de 'la próxima ronda': como en solitario cada ronda es solo mi turno, ¿el efecto dura mi turno siguiente entero o algo más?", U),
            ("Pone que en solitario 'Meditation has a new effect, letting you discard and replace a card in the market'. ¿Sigue costando 1 energy como el Meditate normal y puedo cambiar más de una carta?", U),
            ("Pone que algunas Life Events 'affect the next round'. Si saco una de esas en la última ronda, después de que alguien ya cruzó los marcadores, ¿se juega una ronda más para aplicarla o se pierde? ¿Vosotros cómo lo hacéis?", U),
            ("Oye, los Values se quedan secretos 'the entire game'. Si quiero, ¿puedo enseñarle uno de mis Values a otro jugador para hacer un trato?", U),
        ],
    },
    "cv": {
        "en": [
            ("'Then the player can reroll any number of the dice, two times.' so is it 2 rerolls total, or 2 per die?", A),
            ("dice with bad luck 'are frozen - they cannot be rerolled'. if a die turns into bad luck on my first reroll, is it stuck for the second one?", A),
            ("'the player can take 1 or 2 cards from the track' - so 2 is the max per turn no matter how good my roll is?", A),
            ("The book says 3 good luck symbols 'can be used to buy any card from the track, without paying the normal cost'. What if that card also has a special condition?", A),
            ("'For every 3 bad luck symbols ... the player must choose and discard one active card'. i've got 6 bad luck, so 2 cards gone?", A),
            ("bad luck says 'from dice and tokens'. do the bad luck tokens from my cards count toward the 3 too?", A),
            ("event cards: 'A player can play an event card at any moment'. if i only use half the symbols on it, do i keep the rest for later?", A),
            ("It says 'The player does not receive tokens for symbols on event cards'. So an event card never gives me a token at cleanup?", A),
            ("red slash cost: 'The cost must be paid each turn, in the Add To... phase'. is that every single turn the card sits on top?", A),
            ("'If the player cannot pay the cost ... then the card is lost and goes to the box.' to the box meaning it's just out of the game?", A),
            ("'Dice tokens which were used earlier in the player's turn to buy cards cannot be reused for paying costs.' so the money die I spent on a card can't also pay my red slash?", A),
            ("cards with 2 colours: 'At the moment such a card is taken, the player decides which type it will be'. do i decide when i buy it or later when scoring?", A),
            ("For Health, Relationship and Knowledge 'The card can go onto the top of the stack, or under any card in the stack.' why would I ever tuck one under?", A),
            ("'For cards of type Possession and Work, the new card must always go on top of the stack.' so a new job always replaces my current job's effect?", A),
            ("'Each type's stack can have only 1 active card at a time' - so only the top card of each of my stacks does anything?", A),
            ("cleanup: 'At the end of a round ... the leftmost card is discarded from the track'. we're 2 players, is that still only at round end?", A),
            ("tokens 'do not accumulate like income'. so if my active cards show 2 money, I have 2 money tokens, never more?", A),
            ("social assistance: 'A player is eligible if some other player has at least twice as many ... cards'. when do we even check that?", A),
            ("social assistance: players 'take their cards in clockwise order, starting with the player who is just finishing their turn'. so if that's me and i qualify, i pick first?", A),
            ("end of game: 'the old age deck has fewer cards remaining than the number of players'. checked when exactly, every turn?", A),
            ("scoring says 'First, count the points from the number of relationship, health and knowledge cards owned'. do possession cards get counted the same way by how many i have?", A),
            ("public life goals: 'If several players tied in achieving a goal, they both get full points'. so no splitting the points?", A),
            ("In case of a tie 'the player with fewer ... cards wins'. And if that's tied too?", A),
            ("childhood draft: 'each player chooses 1, then passes the other 2 to the player on the left'. then what?", A),
            ("for 2 players the book says combine 'the bicycle card with 5 random cards'. so only 6 childhood cards in play?", A),
            ("setup says the starter 'receives the bicycle token (to remember who started...)'. if i lose my bike card to bad luck, do i still start every round?", A),
            ("the scoring example stops at 5 cards (15 points). I ended with 7 health cards, how many points is that? the table's not in the text", U),
            ("'The player can set their dice and tokens next to cards being considered'. once I've parked my dice next to a card, am I locked into buying it, or can I still move them to another card?", U),
            ("Social assistance example: Eric takes a card 'and then the game continues: the track is refilled'. if 2 players qualify, does the second one pick from a track with a hole in it, or do we refill between them?", U),
            ("public goals: 'If several players tied in achieving a goal, they both get full points.' the public goal is about possessions and all three of us have zero. do we all 'tie' and get the points?", U),
        ],
        "es": [
            ("Pone que al empezar se tiran 4 dados y que 'se pueden ganar más, hasta un máximo de 7'. ¿Cómo consigo más dados?", A),
            ("Dice que los dados con mala suerte quedan congelados. Si al principio saco dos de mala suerte, ¿los puedo volver a tirar en la primera repetición?", A),
            ("Para comprar una carta del track tengo que tener los símbolos de su coste. ¿Puedo sumar dados y fichas para pagar?", A),
            ("Pone que puedo usar cartas de evento 'to help buy cards from the track'. ¿Me quedo con la carta después?", A),
            ("Pone que por cada 3 símbolos de mala suerte 'the player suffers misfortune'. ¿Qué pierdo exactamente y cuentan también las fichas?", A),
            ("Vos sabés qué significa 'Purchased event cards remain in a player's hand, like Childhood cards'? ¿No van a mi currículum?", A),
            ("Che, cuando agarro una carta de Salud, ¿la tengo que poner arriba del montón o puedo ponerla debajo?", A),
            ("Si pongo una carta de Posesión nueva encima de otra, ¿la de abajo sigue dando puntos al final?", A),
            ("Una carta con la raya roja: si no puedo pagar su coste en la fase de añadir, ¿qué pasa con ella?", A),
            ("las fichas que tengo, se suman turno a turno o se actualizan? pone algo de que no son como un sueldo", A),
            ("En la limpieza: ¿se mueven las cartas del track a la izquierda y luego se rellenan por la derecha?", A),
            ("Cuando se acaba el mazo de juventud, ¿de qué mazo salen las cartas nuevas del track?", A),
            ("Asistencia social: 'take any card from the track without paying the cost'. ¿Y si la carta tiene una condición especial?", A),
            ("Disculpe, pone que la partida acaba al final de una ronda si el mazo de vejez tiene menos cartas que jugadores. ¿Eso se mira antes o después de rellenar el track?", A),
            ("Pone 'First, count the points from the number of relationship, health and knowledge cards'. ¿Y después qué más se cuenta al final?", A),
            ("La meta de vida personal la tengo oculta. ¿Cuándo la enseño y cuántas metas públicas hay?", A),
            ("Pone 'For 4 players, deal 3 childhood cards to each player'. ¿Y me quedo con las tres que me dan o cómo va?", A),
            ("Con 3 jugadores pone que se junta la bici con 8 cartas al azar. ¿Qué se hace con las que sobran?", A),
            ("Pone que empieza 'the player who rode a bike as a child'. ¿Ese jugador empieza solo la primera ronda o todas?", A),
            ("Pone que con 3 de mala suerte hay que 'choose and discard one active (lying on top) card'. ¿Elijo yo cuál pierdo o la eligen los demás?", A),
            ("Tengo una carta de dos colores. ¿Cuenta para los dos tipos al final o solo para uno?", A),
            ("El ejemplo de Felix suma 10 + 6 + 15 + 19 + 8 + 5. ¿De dónde sale cada número?", A),
            ("Si una meta pública la cumplimos dos jugadores igual de bien, ¿cuántos puntos se lleva cada uno?", A),
            ("En el ejemplo de los dados, el jugador se arriesga a tirar el dado de relación otra vez. ¿Por qué es un riesgo?", A),
            ("Los dados que ya usé para comprar una carta, ¿los puedo usar otra vez para pagar la raya roja de otra carta?", A),
            ("Pone 'Note! In the 2-player game this should be done after each player's turn'. ¿Qué es exactamente lo que se hace después de cada turno?", A),
            ("Para la asistencia social pone 'twice as many ... cards'. Mis cartas de infancia que tengo en la mano, ¿cuentan como cartas de mi currículum para esa cuenta?", U),
            ("Las cartas que se descartan por la izquierda del track al final de la ronda, ¿se pueden recuperar con alguna regla, o la asistencia social solo mira lo que hay en el track?", U),
            ("Pone que una carta de evento se juega 'at any moment'. ¿Puedo jugarla en el turno de otro jugador para que él use sus símbolos y le ayude a comprar, a cambio de algo?", U),
            ("Al final 'players reveal their personal life goal cards' y se miran las metas públicas. Si mi meta secreta es la misma carta que una de las públicas, ¿cobro los puntos dos veces?", U),
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
