"""Write the blind119 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind119/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 11901-11904), so the
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
SEEDS = {"coming-of-age": 11901, "loop": 11902, "adulthood": 11903, "cv": 11904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("in coa my die landed on a location i dont want to go to. can i move it somewhere else?", A),
            ("Every one of my Mood Tracks already has a Frustration Token at one end. Can I still move my die to a different location?", A),
            ("I've got no Motivation Tokens of the colours this location wants and not enough Willpower either. What am I supposed to do in step B?", A),
            ("can i just skip both the memory and the presence even if i could pay for one?", A),
            ("I drew a fifth Trait Tile and my hand's full. Do I have to get rid of one, and can it be the one I just drew?", A),
            ("I've already played 4 Trait Tiles. Can I play another one if I meet its requirement?", A),
            ("The Experience Space tells me to move a Mood Counter I don't even have on my board yet. Do I lose something for not doing it?", A),
            ("my counter is already on the last space on the left and the location tells me to move it left again, what happens", A),
            ("counter is on the far right, i have to move it right again but theres a frustration token on the motivation icon. do i get anything?", A),
            ("The character I meet at the bus stop is already at level 4 on my Friendship Track. Can a normal Friendship Bonus move it up?", A),
            ("There's no empty space on the next level of my Friendship Track. Can I still move that character up?", A),
            ("All 4 of my Character Tokens are already out as Presences and I want one somewhere new. Am I stuck?", A),
            ("I've got both my die and a Presence at this stop. Can I take the Bus Stop bonus AND a Friendship Bonus?", A),
            ("The bus stops where I only have a Presence and I don't like either option. Can I just take nothing at that stop?", A),
            ("do i have to use a memory token in the experience phase or can i hang on to it", A),
            ("Can I wait to see where the others put their dice before I pick mine? I can't decide.", A),
            ("I couldn't get rid of two frustrations before the game ended. How much do they cost me?", A),
            ("I only managed to play 2 Trait Tiles all game. Can I still score all four of my Goal Tiles?", A),
            ("got a pile of willpower and motivation left over at the end that i never spent, is it worth anything", A),
            ("2 player game and my opponent hasnt played any trait tiles yet. is there anything else i can put my mimic tokens on?", A),
            ("Solo: Rob rolled more dice than he has Interest Tokens left. What does he do with the extra dice?", A),
            ("Solo: Rob has no Character Tokens left in his supply. Does he still leave a Presence at my location?", A),
            ("Rob's Personal Fulfillment Counter is already on the last space and he has to advance again. Does he just get nothing?", A),
            ("solo: rob gets a trait bonus but he has no mimic token and no trait tile. what does he do then", A),
            ("My Personal Fulfillment Counter is already at the end of the track and I still have Interest Tokens to cash in. Do I lose those steps?", A),
            ("i flipped a memory token before resolving the experience space and now the experience moves make me bounce left. can i take that memory token move back?", U),
            ("can i spend a motivation token as if it were a willpower? im one willpower short of the 4 i need to overcome a frustration", U),
            ("Solo: I paid a Frustration Token to move my die to the next location. Does Rob's die go to the location I ended up at or to the one my die first rolled?", U),
            ("Which Parent Cards let me place a Presence when I can't pay any Motivation at all?", U),
            ("my purple neutral is stuck at level 4 and i have no intimacy bonus. with my next friendship bonus can i start a second purple token on level 0?", U),
        ],
        "es": [
            ("Si no tengo Fichas de Motivación del color que pide la ubicación, ¿pierdo el turno?", A),
            ("¿Me puedo saltar el Recuerdo y la Presencia aunque tenga fichas para pagarlos?", A),
            ("No me queda ningún Registro de Ánimo sin Ficha de Frustración. ¿Puedo cambiar mi dado de ubicación igual?", A),
            ("tio, el dado me cayo en una ubicacion que no me sirve nada y quiero ir a una que no es adyacente, cuantas Fichas de Frustración me cuesta?", A),
            ("El Contador de Estado de Ánimo ya está en la última casilla de la izquierda y tengo que moverlo otra vez a la izquierda. ¿Qué hago?", A),
            ("Ya tengo 4 Fichas de Rasgo en la mano y me toca robar otra. ¿Qué hago con la quinta?", A),
            ("Ya jugué mis 4 Fichas de Rasgo. ¿Puedo jugar una más si cumplo el requisito?", A),
            ("Quiero poner un Rasgo Mimético sobre una ficha de nivel 3 de otro jugador pero su personaje lo tengo en nivel 2 de amistad. ¿Puedo igual?", A),
            ("¿Puedo imitar dos veces el mismo rasgo con dos Rasgos Miméticos?", A),
            ("Che, el Espacio de Experiencia me pide mover un contador que todavía no tengo puesto. ¿Qué hago con ese icono?", A),
            ("Ya tengo mis 4 Presencias en el tablero y quiero poner otra en una ubicación nueva. ¿Puedo?", A),
            ("¿Puedo usar dos Fichas de Recuerdo en el mismo turno si me vienen bien?", A),
            ("No tengo Fichas de Motivación para el Recuerdo. ¿Puedo pagarlo con Fuerza de Voluntad?", A),
            ("Me quedó una Ficha de Frustración sin resolver al final de la partida. ¿Cuánto pierdo?", A),
            ("Solo conseguí jugar una Ficha de Rasgo en toda la partida. ¿Cuántas Fichas de Objetivo puedo puntuar?", A),
            ("al final de la partida todavia tengo una Ficha de Recuerdo sin usar, la puedo usar o ya no?", A),
            ("El personaje ya está en el nivel 4 de mi Registro de Amistad y no lo puedo subir. ¿Qué necesito?", A),
            ("En la parada del autobús ni la bonificación de la parada ni la amistad me sirven para nada. ¿Puedo pasar y no elegir ninguna?", A),
            ("Disculpe, en la variante de dos jugadores mi rival no ha completado ningún rasgo. ¿Dónde puedo colocar mis Rasgos Miméticos?", A),
            ("En solitario Rob ya no tiene Fichas de Interés. ¿Qué hace con los dados que tira?", A),
            ("En solitario Rob ya está en la última casilla del registro de Realización Personal y le toca avanzar. ¿Qué gana?", A),
            ("rob no tiene motivacion del tipo q pide la ubicacion, igual se lleva los VEP del Recuerdo?", A),
            ("Quiero quitarme de encima una Ficha de Frustración y no tengo bonificación de Superación. ¿Hay otra manera?", A),
            ("Moví mi dado elegido con Frustración a la ubicación donde estaba mi otro dado en el camino. Cuando retiro ese otro dado, ¿su Ficha de Interés cuenta ya para avanzar este turno?", A),
            ("Se me acabaron los dados de la ronda. ¿Qué pasa ahora, me quedo sin jugar?", A),
            ("Mis dos Cartas de Padres no me sirven para nada aquí. ¿Puedo mirar la carta de arriba de mi mazo de Padres antes de decidir cuál juego?", U),
            ("¿Puedo deshacer la Presencia que acabo de poner si me doy cuenta de que el Contador rebota y pierdo 2 VEP?", U),
            ("¿Puedo jugar una Carta de Padres de mi mano fuera del paso B, por ejemplo al final de la partida, solo para ganar su bonificación?", U),
            ("¿Qué Cartas de Recuerdo dan la bonificación de Intimidad? Tengo un personaje atascado en el nivel 4.", U),
            ("Una bonificación me da una Ficha de Motivación azul, pero el registro azul todavía no está desbloqueado y esas fichas siguen en la reserva no disponible. ¿La cojo igual?", U),
        ],
    },
    "loop": {
        "en": [
            ("can i just pass my turn in loop? nothing looks good", A),
            ("I've got no HAPPINESS left to lose. Can I still WORK in Basic Mode?", A),
            ("The FAVOUR deck is empty at the start of my turn. Do I still get to draw?", A),
            ("I already have 5 FAVOUR in hand. Do I draw one at the start of my turn?", A),
            ("Someone played me a FAVOUR and I've got no matching card and no REPUTATION. Can I still refuse it?", A),
            ("I'm already at 2 REPUTATION and someone plays me a SHARE. Do I have to take it, and do I get anything?", A),
            ("can i play ACQUIRE on a player who doesnt have any MATERIAL", A),
            ("She only has 1 COIN. Can I still RESELL her a MATERIAL at QUALITY 3?", A),
            ("I've got 0 COIN but 2 REPUTATION. Can I BUY a MATERIAL paying only with REPUTATION?", A),
            ("I don't have enough COIN to PAYOFF my CREDIT CARD this turn. Now what?", A),
            ("Competitive mode: WORK is the only thing I could do but I have no HAPPINESS to lose. What happens?", A),
            ("An IMMEDIATE EVENT makes me pay COIN and I have none. Am I out of luck?", A),
            ("I've got 3 ACTIVITY kept and just finished a 4th. Do I have to throw one out?", A),
            ("I meet a GOAL right now but I'd rather not reveal it yet. Can I sit on it?", A),
            ("the ACTIVITY deck ran out when refilling at the end of my turn. what now", A),
            ("Can I RECYCLE a MATERIAL out of my own LANDFILL since nobody else has anything in theirs?", A),
            ("Co-op: someone played a FAVOUR on my MATERIAL and I don't want it used. Can I REJECT it?", A),
            ("Solo: all my blue FAVOUR are face-up next to my GOAL. How do I get them back?", A),
            ("Everything Is Online is active and I don't have a CREDIT CARD. Can I still BUY?", A),
            ("Bad Debt is out and I own a CREDIT CARD. Am I allowed to BUY this turn?", A),
            ("Vulgarian is on and I only have 3 COIN. Can I CONSUME?", A),
            ("I only have 1 REPUTATION on my CONSUME turn. Can I spend it for half a HAPPINESS or something?", A),
            ("Redeem Bonus came up. I don't want to pay for anything, can I just do nothing?", A),
            ("Landfill Tax is active, my MATERIAL broke and went to my LANDFILL, and I've got no COIN to pay. What happens?", A),
            ("Co-op: I haven't played any FAVOUR back into my hand in ages because I never WORK. When exactly do they come back?", A),
            ("I'm the Engineer. Can I Repair a MATERIAL that's already at QUALITY 4 so it goes to 5?", U),
            ("Co-op: my friend can't PAYOFF his CREDIT CARD this turn. Can I put 2 of my COIN on his card for him?", U),
            ("I play BARTER on a player but every MATERIAL she has is higher QUALITY than mine. If she ACCEPTs, what happens?", U),
            ("Economic Slowdown is active and I'm at 0 HAPPINESS, so my WORK only takes 1 COIN from the WORK AREA. Do I lose that COIN again to the slowdown?", U),
            ("tycoon here, i WORK with 2 credit cards but only have 1 happiness left. what happens to the extra happiness i cant lose?", U),
        ],
        "es": [
            ("¿Puedo pasar el turno sin hacer nada? No me sirve ninguna acción.", A),
            ("No me queda HAPPINESS para restar y quiero hacer WORK en el modo básico. ¿Qué pasa?", A),
            ("Tengo 5 FAVOUR en la mano. ¿Robo otro al empezar mi turno?", A),
            ("El mazo de FAVOUR está vacío y la pila de descarte también. ¿Robo algo?", A),
            ("Me juegan un FAVOUR y no tengo otro igual ni REPUTATION. ¿Lo puedo rechazar?", A),
            ("Che, ¿puedo comprar un MATERIAL pagando solo con REPUTATION, sin poner ningún COIN?", A),
            ("Tengo solo 1 REPUTATION en mi turno de CONSUME. ¿Me sirve para algo de HAPPINESS?", A),
            ("No me llega la plata para pagar la CREDIT CARD este turno. ¿Qué hago?", A),
            ("Modo competitivo: lo único que podría hacer es WORK y no me queda HAPPINESS. ¿Qué me toca hacer?", A),
            ("Si un MATERIAL mío llega a QUALITY 0 porque alguien hizo SHARE, ¿qué pasa con él?", A),
            ("Ya tengo 3 ACTIVITY guardadas y completo una cuarta. ¿Tengo que soltar una?", A),
            ("Puedo no revelar un GOAL que ya cumplo y guardarlo para despues?", A),
            ("En cooperativo, ¿no puedo rechazar un FAVOUR ni gastando REPUTATION?", A),
            ("En cooperativo no robo FAVOUR al empezar el turno. ¿Cómo recupero los que ya jugué?", A),
            ("Me tocó el Banker y voy a jugar en solitario. ¿Lo puedo usar?", A),
            ("Soy el Scientist y no hay nada en los LANDFILL de los demás. ¿Puedo comprar de mi propio LANDFILL?", A),
            ("Está activo A Diamond Is For Business y al final de mi turno no tengo METAL. ¿Qué pasa?", A),
            ("Con Economic Slowdown activo, ¿cuántos MATERIAL puedo comprar en mi turno de BUY?", A),
            ("Red Gown está activo, mi mejor MATERIAL es QUALITY 4 y solo tengo 2 COIN. ¿Puedo comprar algo?", A),
            ("Con Micro-Plastic activo, ¿puedo consumir una ACTIVITY que pide FOOD?", A),
            ("Sale Satan Santa y yo no tengo ningún MATERIAL. ¿Tengo que dar algo?", A),
            ("Al final de la partida me quedan dos CREDIT CARD sin pagar. ¿Cuánto pierdo?", A),
            ("oye, sale Insurance y no quiero arriesgar, que opciones tengo?", A),
            ("¿Puedo pagar de golpe 3 o 4 COIN a una CREDIT CARD para quitármela antes?", A),
            ("El Nurse me da un FAVOUR con su Care. ¿Estoy obligado a cogerlo?", A),
            ("Soy el Homemaker y quiero quedarme con 1 solo MATERIAL. ¿Puedo tirar a propósito un MATERIAL a mi LANDFILL?", U),
            ("El Politician me juega un FAVOUR boca abajo, yo no tengo ni una carta igual ni REPUTATION para rechazarlo. ¿Puedo igual cantarle el farol?", U),
            ("Soy el Scavenger y quiero jugar un RECYCLE como RESELL a un jugador que no tiene COIN para pagarme. ¿Se puede?", U),
            ("Soy el Chef y compro un FOOD pagando 3 COIN. Con Supersize sería QUALITY 6, pero las cartas solo tienen 4 puntos. ¿Con qué QUALITY me queda?", U),
            ("En solitario mis MATERIAL rotos van a mi LANDFILL. ¿Puedo usar el RENEW azul sobre ellos o solo sobre el LANDFILL central?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("I don't have enough time meeples for the action I want. Can I use energy instead?", A),
            ("Can I put time on the same action spot twice this turn since I've got nothing else to do with it?", A),
            ("I forgot to place a meeple before I started resolving. Can I still add an action now?", A),
            ("do i have to take a card from the market every turn? nothing there i want", A),
            ("I want the right-most market card but I've got no energy. Can I still take it?", A),
            ("I'm not Grown Up yet. Can I play a card with the Grown Up icon in its cost bar?", A),
            ("The card I want needs a Life icon I don't have anywhere. Can I play it anyway?", A),
            ("I just played a Leisure card. Can I use its new action this turn?", A),
            ("I want to get Promoted but I don't have the Life icons on the upgrade bar. Any way around it?", A),
            ("I'm not Grown Up yet, so what does Interview actually do for me?", A),
            ("If I play a new Partner, do I keep my Married token?", A),
            ("I've got two Career cards in hand. Can I have both on my board?", A),
            ("I already have a Wellness card in that slot and want to play another. What happens to the old one?", A),
            ("do i have to play the cards in my hand? i'd rather hold them", A),
            ("I got a sad token. Do I have to move my Happiness marker back right now?", A),
            ("My Happiness marker went past the end of the track. What do I do?", A),
            ("It's my first turn and I want to play my Career card before placing time, can I?", A),
            ("I've got no time meeples left after placing. Can I still play cards from my hand this turn?", A),
            ("Solo: I emptied the market halfway through the round. Does it refill?", A),
            ("solo, ive got no money left. can i still take a second card from the market?", A),
            ("Solo: I passed a Life Event space on the track. Do I draw one?", A),
            ("Solo: there are no Values, so what does Meditate even do?", A),
            ("Solo: when does the game end?", A),
            ("Solo: my markers crossed but I didn't finish any level of my Achievement. Did I lose?", A),
            ("I put an energy token on an action and now I need it to pay for a card in step 3. Can I take it back off the action?", A),
            ("The energy supply is empty and I take the left-most market card. Do I just lose the free energy?", U),
            ("The Career deck ran out and I want to Interview. Can I still do it, or is it wasted?", U),
            ("What if nobody's Happiness and Impact markers ever cross? Does the game just keep going?", U),
            ("Can I pay money to the supply for an extra time meeple this turn? I'm one short for the action I need.", U),
            ("solo: the Achievement I kept turns out to be hopeless for me. Can I swap it for the one I discarded at setup?", U),
        ],
        "es": [
            ("No me alcanza el tiempo para la acción que quiero. ¿Puedo usar energía como si fuera tiempo?", A),
            ("¿Puedo usar la misma casilla de acción dos veces en un turno?", A),
            ("Ya empecé a resolver mis acciones (paso 2). ¿Puedo poner tiempo en otra acción que se me olvidó?", A),
            ("En Adulthood, ¿estoy obligado a coger una carta del mercado en mi turno?", A),
            ("No tengo nada de plata. ¿Qué cartas del mercado puedo agarrar sin pagar?", A),
            ("Todavía no soy Grown Up y quiero jugar una carta que tiene el icono de Grown Up. ¿Se puede?", A),
            ("Quiero ascender (Promoted) pero me faltan los iconos de la barra morada. ¿Hay forma?", A),
            ("No me queda plata. ¿Puedo hacer la acción Date igual?", A),
            ("Si cambio de Partner, ¿pierdo el Married?", A),
            ("Tengo dos cartas de Career. ¿Puedo tener las dos activas a la vez?", A),
            ("Me dieron fichas de infelicidad (Unhappiness). ¿Retrocedo ahora en el marcador?", A),
            ("Después de ascender, ¿puedo seguir usando la acción de la izquierda de mi Career si me conviene más?", A),
            ("Pasé dos casillas de Life Event en el mismo turno. ¿Cojo una o dos?", A),
            ("¿Cuándo se resuelve el Life Event que me tocó al pasar la casilla, ahora mismo?", A),
            ("Solitario: ya no quedan cartas en el mercado a mitad de ronda. ¿Se repone?", A),
            ("En solitario no me alcanza para la tercera carta del mercado. ¿Cuánto cuesta?", A),
            ("Solitario: ¿me toca Life Event cuando paso esas casillas del marcador?", A),
            ("En solitario, ¿cómo se gana?", A),
            ("Tengo una carta con la caja blanca de recursos jugados en otro lado, pero no puse nada en esa acción. ¿La puedo jugar igual?", A),
            ("Tengo el corazón del Partner que coincide con mi Value pero no me casé. ¿Me dan los 4 de Impact igual?", A),
            ("Los marcadores de un jugador se cruzaron en su turno. ¿Se acaba la partida ya mismo o qué?", A),
            ("Juego una carta de Community y ya tengo otra en ese espacio. ¿Qué hago con la vieja?", A),
            ("No me queda plata para la acción Donate. ¿Cuánto hace falta?", A),
            ("Ustedes saben si puedo jugar varias cartas de mi mano en el mismo turno si me alcanza para pagarlas?", A),
            ("¿Se puede jugar una carta del mercado el mismo turno que la cogí?", A),
            ("Se acabó el mazo de Partner y quiero hacer Date. ¿Pago el tiempo y la plata igual?", U),
            ("En solitario ya sé que no voy a cumplir ningún nivel del Achievement. ¿Puedo terminar la partida antes de la octava Life Event?", U),
            ("¿Qué retos traen las cartas de Achievement del modo solitario? No tengo ninguna que me salga.", U),
            ("Me falta una energía para pagar una carta. ¿Puedo pagar ese coste de energía con un meeple de tiempo?", U),
            ("No tengo energía y me falta una para jugar una carta. ¿Puedo cambiarle dinero a la reserva por energía?", U),
        ],
    },
    "cv": {
        "en": [
            ("i rolled bad luck on one die, can i reroll it with the others?", A),
            ("Can I reroll a third time? I still don't have the money symbol I need.", A),
            ("I don't want any card from the track this turn. Can I just take nothing?", A),
            ("I've got enough symbols for three cards. Can I take all three?", A),
            ("I can't pay a red slash cost this turn. What happens to that card?", A),
            ("ugh, 3 bad luck symbols. what do i lose?", A),
            ("I've got 6 bad luck between my dice and tokens. How many cards do I lose?", A),
            ("I can't match any card's cost but I rolled 3 good luck. Does that help?", A),
            ("The card I want has a special condition I don't meet. Do my 3 good luck symbols cover that too?", A),
            ("I used my tokens to buy a card. Can I use the same tokens again to pay my red slash cost this turn?", A),
            ("I played an event card to help pay for a card but only needed one of its symbols. Do I keep the rest?", A),
            ("My friend has twice as many CV cards as me. Do I get some kind of help?", A),
            ("I bought a Possession but I'd rather keep my old one active. Can I slide the new one under the stack?", A),
            ("I bought a Health card but I don't want to cover my current active one. Do I have to put it on top?", A),
            ("This card has two colours. Which stack does it go in?", A),
            ("I already roll 7 dice and get another card that gives a die. Do I roll 8?", A),
            ("The early adulthood deck ran out while refilling the track. Where do the new cards come from?", A),
            ("When does the game end? The old age deck is almost gone.", A),
            ("2 players: when do we discard the leftmost card from the track?", A),
            ("We tied on points at the end. Who wins?", A),
            ("do the symbols on my tokens pile up turn after turn if i don't use them?", A),
            ("I lost my bicycle card to bad luck. Do I still start each round?", A),
            ("Childhood draft: I don't like any of the 3 cards I got. Do I have to keep one?", A),
            ("Can I play an event card from my hand whenever I want, or only on my turn?", A),
            ("Misfortune: can I choose which of my active cards I lose?", A),
            ("My Work card's red slash cost needs a money symbol, and the only money I have is the money token that same Work card gives me. Can it pay for itself?", U),
            ("Bad luck makes me discard and my only active card is a two-colour card. Can I move it to its other type's stack instead of losing it?", U),
            ("I qualify for social assistance but every card on the track has a special condition I can't meet. Do I get anything else?", U),
            ("Can I buy a card with a red slash cost and just put it straight back in the box instead of my CV, so I'm not stuck paying for it?", U),
            ("My secret life goal is impossible for me now. Can I swap it for one of the public goals on the board?", U),
        ],
        "es": [
            ("Me salió mala suerte en un dado. ¿Lo puedo volver a tirar?", A),
            ("No me alcanza para el coste de la barra roja este turno. ¿Qué pasa con la carta?", A),
            ("Tengo tres malas suertes entre dados y fichas. ¿Qué pierdo?", A),
            ("No quiero comprar nada este turno, ¿puedo no coger ninguna carta?", A),
            ("no me sale ningun simbolo que sirva pero tengo 3 buenas suertes, con eso puedo comprar?", A),
            ("Jugué una carta de evento para pagar y me sobró un símbolo. ¿Me lo quedo como ficha?", A),
            ("Tengo la mitad de cartas que otro jugador. ¿Me toca algo?", A),
            ("¿La carta de Posesión nueva la puedo meter debajo para que siga activa la vieja?", A),
            ("Me tocó una carta de dos colores. ¿En qué pila la pongo?", A),
            ("Se acabó el mazo de adultez temprana. ¿De dónde salen las cartas ahora?", A),
            ("Somos dos jugadores. ¿Cuándo se descarta la carta de la izquierda del track?", A),
            ("¿Cuándo termina la partida? Quedan poquitas cartas de vejez.", A),
            ("Empatamos en puntos. ¿Quién gana?", A),
            ("Las fichas que no uso este turno, ¿se acumulan para el siguiente?", A),
            ("En el reparto de la infancia no me gusta ninguna carta. ¿Tengo que quedarme una igual?", A),
            ("Perdí la carta de la bicicleta por mala suerte. ¿Sigo empezando yo las rondas?", A),
            ("Ya tiro 7 dados y compro otra carta que da un dado. ¿Tiro 8?", A),
            ("¿Cuántas veces puedo volver a tirar los dados?", A),
            ("Usé mis fichas para comprar una carta. ¿Me sirven todavía para pagar el coste rojo?", A),
            ("Compré una carta de evento del track. ¿Va a mi CV o a la mano?", A),
            ("Cuántos puntos me dan 4 cartas de salud al final?", A),
            ("Con el otro jugador cumplimos igual un objetivo público. ¿Quién se lleva los puntos?", A),
            ("¿Cuántas cartas del track puedo coger en un turno como máximo?", A),
            ("Si meto una carta de Salud debajo de la pila, ¿sigue activa la de arriba?", A),
            ("Vos sabés si con 3 malas suertes puedo elegir yo qué carta activa pierdo?", A),
            ("Compré una carta usando la ficha de dinero de mi Trabajo y en la fase de mala suerte pierdo justo ese Trabajo. ¿Se anula la compra?", U),
            ("Tengo dos cartas de infancia en la mano que no me sirven para nada. ¿Las puedo descartar o me las tengo que quedar hasta el final?", U),
            ("¿Qué dice exactamente la carta de la bicicleta? ¿Da algún símbolo?", U),
            ("Ninguna carta del track me sirve ni la puedo pagar. ¿Puedo descartar una para que salga otra nueva?", U),
            ("Por mala suerte pierdo la carta que me daba una ficha de dinero. ¿Puedo seguir usando esa ficha este turno para pagar un coste rojo en Añadir al CV?", U),
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
