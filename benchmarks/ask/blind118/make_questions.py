"""Write the blind118 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind118/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11801-11804), so the
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
SEEDS = {"coming-of-age": 11801, "loop": 11802, "adulthood": 11803, "cv": 11804}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q: dict[str, dict[str, list[tuple[str, bool]]]] = {}

Q["coming-of-age"] = {
    "en": [
        ("every one of my mood tracks already has a frustration token on it. can i still move my die to the location next door?", A),
        ("I've got no Motivation Token of the colour the location wants and not enough Willpower either. What am I supposed to do in step B?", A),
        ("Do I really have to play a Parent Card? I don't want either of the two in my hand, can I just take nothing?", A),
        ("my trait hand is already 4 tiles and i get a trait bonus, if i draw do i have to keep the new one?", A),
        ("The Experience Space wants me to move the orange counter but I haven't unlocked orange yet. Am I stuck or do I skip it?", A),
        ("My counter's already on the last space on the right and I have to move it right again, but a Frustration Token sits on the motivation icon. Do I get anything?", A),
        ("i have to bounce left and i really dont want to lose 2 VEP. is there any other way out?", A),
        ("I've already played four Trait Tiles. I meet the requirement of a fifth one in my hand, can I still play it?", A),
        ("all 4 of my character tokens are already out as presences. am i blocked from leaving another presence?", A),
        ("My friend's token is at level 4 on my Friendship Track and I get a plain Friendship Bonus. Can I move it up to 5?", A),
        ("the next level on my friendship track is full, no empty space. can i still move the token up?", A),
        ("Can I hold off picking my die until I see where everyone else goes?", A),
        ("Game's over and I still have one unused Memory Token. Can I use it now, or is it wasted?", A),
        ("I have both my die and a Presence at this stop. Can I take the bus stop bonus AND interact with another player's Presence?", A),
        ("i want to put my mimic token on a level 2 tile of my sister but her character is only level 1 on my friendship track. not allowed?", A),
        ("2 players: can I mimic one of the four tiles in the middle row if I have never met its neutral character?", A),
        ("Can I flip two Memory Tokens in the same Experience phase if I need to fix two tracks?", A),
        ("I only managed to play 2 Trait Tiles all game. Can I still score all 4 of my Goal Tiles at the end?", A),
        ("solo, rob has no interest tokens left in his supply when he rolls. what does he do?", A),
        ("Rob rolled three dice but only has two Interest Tokens left. Which dice get a token?", A),
        ("Playing solo: Rob's die is at a location where he already has a Presence. Does he still do the rest of step B?", A),
        ("Rob has no Motivation Tokens of the colour the location needs. Does he still score VEP from the Memory Card?", A),
        ("rob's fulfillment counter is already on the last space and he should advance again. what happens to those steps?", A),
        ("i never managed to get rid of two frustration tokens on the right side. what do they cost me at the end?", A),
        ("Can I leave my other dice sitting on the road so I don't have to leave Interest Tokens behind?", A),
        # unanswerable (rulebook silent)
        ("The Friendship level I just reached gives a bonus I can't use at all right now. Can I take a Willpower Token instead so it isn't wasted?", U),
        ("rob is crushing me, can i take one of his character tokens away now in round 3 instead of restarting the whole game?", U),
        ("What does the Bus Stop Tile with the two arrows on it give? We can't find it anywhere in the rulebook.", U),
        ("my fulfillment counter lands on a space that says move the blue counter but blue isnt unlocked yet. do i lose it or move a different one?", U),
        ("I already paid a Frustration Token to move my die next door and now I regret it. Can I pay another one to move it again, or back?", U),
    ],
    "es": [
        ("Todos mis Registros de Ánimo ya tienen una Ficha de Frustración. ¿Puedo igualmente mover el dado a otra ubicación?", A),
        ("no tengo Fichas de Motivación del color que pide la ubicación, q hago en el paso B?", A),
        ("Oye, ¿puedo no elegir ningún dado este año y saltarme el turno?", A),
        ("Si no puedo conseguir el Recuerdo ni poner Presencia, ¿tengo que jugar una Carta de Padres sí o sí?", A),
        ("Después de jugar la Carta de Padres me quedo con una sola en la mano, ¿me quedo así?", A),
        ("Che, tengo 5 Fichas de Rasgo porque robé una más. ¿Cuál descarto y adónde va?", A),
        ("¿Puedo jugar una Ficha de Rasgo si ya no cumplo el requisito? Lo cumplía el turno pasado", A),
        ("El contador ya está en la última casilla de la izquierda y tengo que moverlo otra vez a la izquierda. ¿Qué opciones tengo?", A),
        ("Si rebota a la izquierda y hay una Ficha de Frustración superada en el extremo izquierdo, ¿qué pasa?", A),
        ("no me alcanza para superar la frustracion con el bonus, puedo pagar con fuerza de voluntad? cuanto?", A),
        ("Tengo dos Fichas de Frustración sin superar, ¿puedo elegir cuál supero?", A),
        ("Quiero cambiar el dado a una ubicación que no es adyacente pero solo me queda un Registro de Ánimo libre. ¿Se puede?", A),
        ("¿Las ubicaciones de los extremos cuentan como adyacentes para cambiar de ubicación?", A),
        ("Si gasto Fichas de Motivación para la Presencia, ¿me puedo ahorrar mover el Contador de Estado de Ánimo 2 pasos a la izquierda?", A),
        ("Al mover el contador 2 a la izquierda por pagar, ¿cobro los bonus de las casillas que paso?", A),
        ("Disculpe, si no tengo ninguna Ficha de Motivación, ¿puedo pagar el Recuerdo con Fuerza de Voluntad en cualquier ubicación?", A),
        ("si gasto 4 de Fuerza de Voluntad para el Recuerdo, cuantos VEP me dan?", A),
        ("Ya tengo a ese personaje en nivel 4 y solo tengo Bonificación de Amistad normal, ¿no puedo subirlo?", A),
        ("¿Puedo poner un Rasgo Mimético sobre un rasgo que ya imité antes?", A),
        ("vos sabés si puedo poner Presencia en una ubicación donde ya tengo otra Presencia mía?", A),
        ("Al final me sobran Fuerza de Voluntad, Motivación y Fichas de Recuerdo sin usar, ¿sirven para algo?", A),
        ("Empatamos en VEP al final, ¿quién gana?", A),
        ("En solitario, ¿Rob usa Contadores de Estado de Ánimo o Fichas de Frustración?", A),
        ("jugando solo, rob no tiene ninguna Ficha de Rasgo Mimético ni fichas en su pila. que hace con la bonificacion de rasgo?", A),
        ("En solitario Rob me está ganando por goleada, ¿hay manera de hacerlo más fácil?", A),
        # unanswerable
        ("¿Puedo darle la vuelta a una Ficha de Recuerdo sin mover ningún contador, solo para que cuente como usada? No quiero mover nada.", U),
        ("¿Qué bonificación da exactamente la casilla 6 del Registro de Realización Personal de mi tablero?", U),
        ("Gané dos Bonificaciones de Superación a la vez pero solo tengo una Ficha de Frustración sin superar. ¿La segunda se pierde o la puedo guardar?", U),
        ("cuando elegimos dado a la vez, como se hace? lo tapamos con la mano y revelamos todos juntos o cada uno lo pone cuando quiere? uno siempre espera a ver", U),
        ("Voy perdiendo fatal contra Rob en la ronda 3, ¿hay alguna regla para rendirse en solitario o cuenta como derrota y ya?", U),
    ],
}

Q["loop"] = {
    "en": [
        ("can i just pass my turn? nothing on the board is any good for me", A),
        ("basic mode, I'm at 0 HAPPINESS and want to WORK. What happens?", A),
        ("Competitive: WORK is the only thing I could do but I have no HAPPINESS left. What now?", A),
        ("start of my turn, the FAVOUR deck is empty and so is the discard pile. do i just not draw?", A),
        ("I already have 5 FAVOURs in hand, do I still draw one at the start of my turn?", A),
        ("someone played me a SHARE and I don't have another SHARE and zero REPUTATION. Am I forced to ACCEPT?", A),
        ("im already at 2 reputation, can i still accept favours? do i get anything", A),
        ("I don't have enough COIN to PAYOFF my CREDIT CARD this turn, what am I supposed to do?", A),
        ("An IMMEDIATE EVENT wants me to pay COIN and I have none. How do I pay it?", A),
        ("can i buy a material at quality 1 paying just with reputation, no coin?", A),
        ("All 3 of my ACTIVITY slots are full and I complete another one. Do I have to throw one away?", A),
        ("My GOAL's requirement is met but I'd rather keep it secret for now. Can I wait to reveal it?", A),
        ("Can somebody play ACQUIRE on me when I have no MATERIAL at all?", A),
        ("I want to RESELL to a player who only has 1 COIN and my MATERIAL is QUALITY 3. Allowed?", A),
        ("My own LANDFILL is full of stuff, can I RECYCLE from it?", A),
        ("In co-op, can I REJECT a FAVOUR if I don't want it to happen?", A),
        ("co-op: all my FAVOURs are sitting face up next to my GOALs. how do i get them back into my hand?", A),
        ("Bad Debt is the active EVENT and I own a CREDIT CARD. Can I still choose BUY?", A),
        ("Vulgarian is active and I only have 3 COIN. Can I CONSUME?", A),
        ("Everything Is Online is up and I don't have a CREDIT CARD. Can I BUY anything?", A),
        ("Redeem Bonus came up, I don't want to pay for any of the options. Can I just do nothing?", A),
        ("BOGOF is on but there's no QUALITY 1 MATERIAL left in the BUY AREA. Do I still have to take a free one?", A),
        ("solo mode: do i draw a FAVOUR at the start of each turn?", A),
        ("I SHARE two MATERIAL for one ACTIVITY, the first is accepted but the second gets rejected and I can't finish. Does the first one still lose QUALITY?", A),
        ("The ACTIVITY deck is empty at the end of my turn and there are empty slots. what do we do?", A),
        # unanswerable
        ("solo: the central LANDFILL is completely empty. Can I still play my blue RENEW, or is it stuck in my hand?", U),
        ("Overtime is the active EVENT and I'm at 1 HAPPINESS. WORK would cost me 2. Can I still WORK, and do I still get the 4 extra COIN?", U),
        ("I'm the Scholar and the top EVENT card I just peeked at is a nasty one. Can I put it on the bottom of the deck so nobody gets it?", U),
        ("Which ACTIVITY cards need two METAL? I've got two METAL and want to know what to aim for.", U),
        ("I'm the Tycoon at 1 HAPPINESS with one CREDIT CARD, so WORK would cost me 2 HAPPINESS. Can I still WORK?", U),
    ],
    "es": [
        ("¿Puedo pasar el turno sin hacer nada? No me sirve ninguna acción", A),
        ("No tengo HAPPINESS que restar y quiero hacer WORK en el modo Basic, ¿qué pasa?", A),
        ("En competitivo estoy en HAPPINESS 0 y lo único que podría hacer es WORK. ¿Qué hago?", A),
        ("Si no tengo COIN para hacer PAYOFF de la CREDIT CARD, ¿pierdo algo?", A),
        ("Tío, ya tengo una CREDIT CARD y necesito más COIN, ¿puedo pedir otra?", A),
        ("che me jugaron un FAVOUR y no tengo otra igual ni REPUTATION, lo tengo q aceptar si o si?", A),
        ("¿Puedo rechazar un FAVOUR gastando REPUTATION aunque tenga otra igual en la mano?", A),
        ("Tengo 6 FAVOUR en la mano y me juegan otra, ¿hay límite de mano? ¿La tengo que coger?", A),
        ("Si acepto un FAVOUR y me quedo con 5 o más, ¿robo al inicio de mi turno?", A),
        ("Con Manners Makyth Man activo, ¿puedo rechazar descartando un FAVOUR igual?", A),
        ("Me obligan a pedir CREDIT CARD, ¿qué me dan al pedirla?", A),
        ("No tengo METAL al final de mi turno y está A Diamond Is For Business. ¿Qué pierdo?", A),
        ("Landfill Tax activo: me rompen un MATERIAL y no tengo COIN para pagar, ¿qué hago?", A),
        ("Con Economic Slowdown, ¿cuántos MATERIAL puedo comprar y cuántas ACTIVITY puedo hacer?", A),
        ("Sale Satan Santa y yo no tengo ningún MATERIAL. ¿Tengo que dar algo?", A),
        ("Social Responsibility: el jugador con más HAPPINESS que yo no tiene FAVOUR en la mano, ¿qué pasa?", A),
        ("Micro-Plastic está activo y la ACTIVITY que quiero pide FOOD. ¿La puedo hacer con mi FOOD?", A),
        ("Disposable Culture activo, quiero comprar PLASTIC a QUALITY 3. ¿Se puede?", A),
        ("en cooperativo no robo FAVOUR al principio del turno, verdad? y como las recupero", A),
        ("En cooperativo, ¿cuándo ganamos? Uno de nosotros se quedó en 10", A),
        ("Solitario: quiero usar el ACQUIRE azul pero no me alcanzan los COIN para la QUALITY que tiene el MATERIAL de la BUY AREA. ¿Puedo?", A),
        ("En solitario, ¿qué hago si hago DEPLETION al quemar la carta de MATERIAL al final del turno? ¿Pierdo HAPPINESS?", A),
        ("Al final tengo 2 CREDIT CARD sin pagar del todo, ¿cuánto me cuesta?", A),
        ("Tengo 7 MATERIAL en mi LANDFILL al acabar el competitivo, ¿cuánta HAPPINESS pierdo?", A),
        ("Me quedé sin COIN en la WORK AREA para cobrar el salario, ¿qué usamos?", A),
        # unanswerable
        ("No me conviene nada: ¿puedo elegir BUY y no comprar ningún MATERIAL, como si pasara el turno?", U),
        ("Nadie me acepta el RESELL. ¿Me lo puedo jugar a mí mismo para convertir un MATERIAL en COIN?", U),
        ("¿Cuántas ACTIVITY piden FOOD? Tengo tres FOOD y no sé si me van a servir", U),
        ("Satan Santa: el otro me quiere dar un MATERIAL que no quiero, ¿me puedo negar a recibirlo?", U),
        ("En cooperativo, a mi compañero le sale un IMMEDIATE EVENT que le hace pagar COIN y no tiene. ¿Puedo pagarlo yo en vez de que pida una CREDIT CARD?", U),
    ],
}

Q["adulthood"] = {
    "en": [
        ("I'm broke, no money and no energy. Can I still take a card from the market?", A),
        ("Do I have to take a card from the market every turn? Nothing there is useful to me", A),
        ("ran out of time meeples but i still have energy tokens. can i use those as time?", A),
        ("I forgot to put time on the Date spot. Can I add it during step 2 or 3?", A),
        ("can i use the same action spot twice if i have lots of time left?", A),
        ("I can't afford both Career spots this turn. Can I use just the lower one?", A),
        ("Just played a new Wellness card, can I use its action right away this turn?", A),
        ("This card has the Grown Up icon in its cost bar but I'm not Grown Up yet. Can I play it anyway if I pay?", A),
        ("Do I have to play all the cards in my hand? I'd rather keep some", A),
        ("I want to get Promoted but I don't have the Life icons on the purple bar. Any way around it?", A),
        ("Does the icon on my Career card itself count toward the Promotion requirement?", A),
        ("i already have a community card on my board and i want to play another. what happens to the old one, do i lose it?", A),
        ("I'm Married and I want to play a new Partner. Do I keep the Married token?", A),
        ("After Promotion, can I still use the first action on my Career if I can't afford the promoted one?", A),
        ("All my Values are already in my hand, no facedown ones left. Is Meditate useless now?", A),
        ("Can my score ever go backwards on the track during the game, like if I take a bad card?", A),
        ("solo: the market is empty halfway through the round, do we restock it?", A),
        ("Solo: I can't pay for a second card. Is the first card free?", A),
        ("In solo mode, do I draw a Life Event when I pass a Life Event space?", A),
        ("solo is over, 8th life event drawn, but my happiness and impact never crossed. did i lose?", A),
        ("someone crossed their markers on their turn. do the rest of us still get to play?", A),
        ("I have 3 Unhappiness tokens at the end. What do they do to my score?", A),
        ("First turn: I want to play my Career card before placing time so I can use it. Allowed?", A),
        ("I've got a Partner already and draw another from Date. Can I keep both active?", A),
        ("I've passed the end of the Happiness track. Where does my marker go?", A),
        # unanswerable
        ("I have two cards that each let me take an extra card from the market. Can I use both in the same turn?", U),
        ("I have Open Relationship and already two Partners out. If I play a third one, which of the two has to go, do I pick?", U),
        ("I'm not Grown Up and every card in the market needs Grown Up. Is there any way to refresh the market outside solo?", U),
        ("I took the left-most market card for the free energy, but it's a card I'll never afford. Can I put it back in the market?", U),
        ("I paid 1 time and 1 money for Date but the Partner deck is empty. Do I get my time and money back?", U),
    ],
    "es": [
        ("No tengo dinero ni energía, ¿puedo coger igual la carta de la izquierda del mercado?", A),
        ("Si cojo la carta de más a la izquierda del mercado, ¿qué gano?", A),
        ("Oye, la carta de más a la derecha me cuesta, ¿cuánto? No sé si me llega", A),
        ("No me quedan meeples de tiempo, ¿puedo usar energía como tiempo?", A),
        ("¿Puedo hacer Donate si solo tengo 2 de dinero?", A),
        ("che, ¿para hacer Date qué necesito pagar?", A),
        ("Quiero Meditar pero no tengo energía, ¿se puede hacer igual con tiempo?", A),
        ("No quiero usar las acciones de arriba, ¿puedo usar solo las de abajo del tablero?", A),
        ("vos sabés si puedo jugar una carta que pide un icono Family que no tengo en mi tablero?", A),
        ("Juego una carta nueva de Leisure y ya tengo una en ese hueco, ¿qué hago con la vieja?", A),
        ("Me cambio de Career, ¿pierdo el Promoted?", A),
        ("No cumplo los iconos del coste de mejora de mi Partner, ¿puedo casarme igual pagando más?", A),
        ("Para casarme, ¿qué tengo que pagar con la acción de Date?", A),
        ("¿Puedo tener dos Partners a la vez?", A),
        ("Pasé dos casillas de Life Event en un solo turno, ¿me llevo las dos?", A),
        ("Los Values que tengo boca abajo, ¿puedo mirarlos?", A),
        ("Al final de la partida, ¿cuánto me dan los iconos de vida repetidos?", A),
        ("Empatamos en puntos al final, ¿quién gana?", A),
        ("en solitario el segundo y tercer carta cuanto cuestan? no me alcanza", A),
        ("En solitario, ¿qué hace Meditar si no hay Values?", A),
        ("Jugando solo, ¿cuántas cartas hay en el mercado?", A),
        ("En solitario acabé la partida con los marcadores cruzados pero sin completar ningún nivel del Achievement. ¿Gané?", A),
        ("Solitario: al final, ¿cuento los puntos de los corazones y los sets de iconos?", A),
        ("Disculpe, ¿la carta que acabo de coger del mercado la puedo jugar en el mismo turno?", A),
        ("Si no tengo el dinero para jugar una carta de mi mano, ¿se queda en la mano o la pierdo?", A),
        # unanswerable
        ("Se acabó el mazo de Adulthood y en el mercado solo quedan 3 cartas. ¿Cuáles cuestan ahora y cuál me da la energía?", U),
        ("¿Qué icono de vida tiene la carta Marathon? Me falta uno para poder jugar otra carta", U),
        ("Pasé el final de la pista de Happiness y sumé 25, pero al final mis fichas de Infelicidad me hacen retroceder por debajo de ese 0. ¿Pierdo los 25?", U),
        ("Me ascendieron gracias al icono de mi Partner, y ahora cambié de Partner y ya no tengo ese icono. ¿Pierdo el Promoted?", U),
        ("No puedo pagar mi Career en toda la partida. ¿Puedo cambiarla por la que descarté al preparar la partida?", U),
    ],
}

Q["cv"] = {
    "en": [
        ("do i have to reroll at all? my first roll is fine and i dont want to risk bad luck", A),
        ("I rolled a bad luck symbol. Can I reroll that die to get rid of it?", A),
        ("Nothing on the track is affordable for me. Do I have to take a card?", A),
        ("I can't pay the red slash cost on my Work card this turn. What happens to it?", A),
        ("I used my money dice to buy a card. Can I use the same dice again to pay my red slash cost?", A),
        ("got 3 bad luck symbols after my rerolls, do i really have to lose a card?", A),
        ("I've got 6 bad luck symbols between dice and tokens. How many cards do I lose?", A),
        ("I don't have the symbols for the card I want but I have 3 good luck. Can I still take it?", A),
        ("The card I want has a special condition I don't meet, but I have 3 good luck. Does that cover it?", A),
        ("I played an event card to help buy something and didn't need all its symbols. Can I keep the rest for later?", A),
        ("Can I put my new Work card under the old one so my old Work card stays active?", A),
        ("my new health card is kind of bad, can i slide it under my other health cards instead of on top?", A),
        ("I have way fewer cards than everyone else. Is there anything that helps me catch up?", A),
        ("2 players: when is the leftmost card on the track thrown away?", A),
        ("The early adulthood deck just ran out while refilling. What do we fill the track from now?", A),
        ("My tokens are piling up from my cards every turn, right? Like income?", A),
        ("I lost my bicycle card to misfortune. Do I still go first each round?", A),
        ("Can I play an event card when it's not my turn?", A),
        ("If I use an event card, does it stay in my CV after?", A),
        ("When I have to discard a card for bad luck, who picks which one goes?", A),
        ("Do good luck tokens from my active cards count toward the 3 good luck for a free card, or only dice?", A),
        ("I'm already at 7 dice, and this card would give me another. Do I roll 8?", A),
        ("I took a card that has two colours. Where does it go?", A),
        ("I don't like any of the 3 childhood cards I was dealt. Do I have to keep one?", A),
        ("When does the game end? The old age deck is getting thin", A),
        # unanswerable
        ("I got 6 bad luck symbols but I only have one active card in my whole CV. Does the second misfortune carry over to my next turn?", U),
        ("I'm way ahead and my little brother has almost nothing. Can I just give him one of the cards from my piles so he can keep up?", U),
        ("I've got the bicycle, but I'd rather not start each round. Can I let someone else go first?", U),
        ("I lost my favourite card to misfortune. Where does it go, and can it ever come back into the game?", U),
        ("How many points do 7 Relationship cards score? The scoring table isn't in my rulebook", U),
    ],
    "es": [
        ("¿Tengo que relanzar los dados obligatoriamente o me puedo plantar con la primera tirada?", A),
        ("Me salió mala suerte en un dado, ¿lo puedo volver a tirar?", A),
        ("¿Cuántas veces puedo relanzar los dados en mi turno?", A),
        ("no me alcanza para ninguna carta del track, q hago? paso?", A),
        ("¿Cuántas cartas puedo coger del track como mucho en un turno?", A),
        ("Si no puedo pagar el coste de la barra roja, ¿qué pasa con la carta?", A),
        ("La barra roja, ¿se paga una vez al comprar o todos los turnos?", A),
        ("Tengo tres símbolos de mala suerte, ¿me libro de algún modo de perder una carta?", A),
        ("Vale, me toca desgracia, ¿tengo que quitar una carta de arriba o puedo quitar una de debajo de la pila?", A),
        ("Con tres de buena suerte, ¿puedo coger cualquier carta del track sin pagar?", A),
        ("Che, ¿puedo usar una carta de evento para pagar parte de una carta del track?", A),
        ("Las cartas de evento que compro, ¿van a mi currículum o a la mano?", A),
        ("¿Puedo poner la carta nueva de Posesión debajo de las otras para que no me tape la que tengo?", A),
        ("Una carta de Relación nueva, ¿la puedo meter debajo de la pila?", A),
        ("Con 2 jugadores, ¿cuándo se descarta la carta de la izquierda del track?", A),
        ("Tengo la mitad de cartas que otro jugador, ¿me dan algo cuando se acaba un mazo?", A),
        ("Si me toca asistencia social, ¿tengo que cumplir la condición especial de la carta?", A),
        ("¿Quién coge primero en la asistencia social si somos dos los que tenemos derecho?", A),
        ("Oye, ¿las fichas se acumulan turno a turno?", A),
        ("¿Cuántos dados puedo tener como máximo?", A),
        ("Empatamos a puntos al final, ¿quién gana?", A),
        ("¿Cómo se puntúan los objetivos públicos si dos jugadores lo cumplen igual?", A),
        ("Vos sabés cuándo termina la partida? Quedan pocas cartas de vejez", A),
        ("Disculpe, la carta de dos colores, ¿de qué tipo la pongo?", A),
        ("con 2 o 3 jugadores como se reparten las cartas de infancia? no hay para todos iguales", A),
        # unanswerable
        ("¿Una misma ficha me sirve para pagar la barra roja de dos cartas activas a la vez?", U),
        ("Mi objetivo vital secreto ya es imposible. ¿Lo puedo descartar y jugar el resto sin objetivo, para no mostrarlo al final?", U),
        ("¿Cuántas cartas de evento hay en el mazo de vejez? Quiero saber si me conviene esperar", U),
        ("Estamos todos cansados, ¿se puede terminar la partida antes si estamos de acuerdo? ¿Cómo se puntúa entonces?", U),
        ("Todas las cartas del track tienen barra roja que nunca podré pagar. ¿Puedo descartar una del track para que salga otra nueva?", U),
    ],
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
