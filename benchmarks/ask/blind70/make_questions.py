"""Write the four TOML files of blind70 from the lists below (ids from ids.json if present)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEEDS = {"adulthood": 7001, "coming-of-age": 7002, "cv": 7003, "loop": 7004}
NAMES = {
    "coming-of-age": re.compile(r"coming of age|\bcoa\b", re.I),
    "loop": re.compile(r"\bloop\b", re.I),
    # "Adulthood deck" / "Adulthood card(s)" are component names, not the game's name
    "adulthood": re.compile(r"\badulthood\b(?! (deck|cards?)\b)", re.I),
    "cv": re.compile(r"\bcv\b", re.I),
}

# (lang, answerable, question)
Q: dict[str, list[tuple[str, bool, str]]] = {}

Q["coming-of-age"] = [
    # ---- English, answerable
    ("en", True, "Right, we've just unboxed it and my flatmate Tom is laying out the main board while I sort the tiles. Which locations get a Roadblock at the start, and do the Memory Cards go on all ten locations or just some?"),
    ("en", True, "So I'm doing my personal board and I've got five Mood Counters in my hand, one of each colour. Which ones actually go on the board at the start, and on which space?"),
    ("en", True, "My daughter Mia (she's 12, very keen) just put her VEP counter on zero on the main board. Is that where it starts in Coming of Age, or somewhere else?"),
    ("en", True, "Jess rolled her two six-siders, a 3 and a 5. She's going to the 5 and just picked the other die back up off location 3 without leaving anything there. Doesn't she have to put something down on 3?"),
    ("en", True, "I rolled a 2 but I really, really want the Arcade on 4, and I've got Frustration Tokens sitting in my supply. How does moving my die there work, how many tokens do I need and where do they go?"),
    ("en", True, "We're in the first year, only 1 to 4 are open. My die says 1 and my brother reckons I can't hop over to 4 with a single Frustration Token because it's on the other side of the board. Who's right?"),
    ("en", True, "Both of the Mood Tracks I've got open already have a Frustration Token on their right end, from earlier turns. I hate the location my die landed on. Can I still change location this year?"),
    ("en", True, "Okay so this is our second game of Coming of Age. Last year I left two Interest Tokens at the Pizzeria because I went elsewhere, and this year my die finally lands there and I pick it. What happens with the two tokens and what do I get?"),
    ("en", True, "My wife is doing the Experience Space of location 6 and wants to do the last icon first because it lines up better with her counters. Are we allowed to pick the order the icons are resolved in?"),
    ("en", True, "My turquoise counter just landed on the very last space on the right. Do I get that space's bonus right now like the others, or how does it work? And what if it moves off it later?"),
    ("en", True, "Third game of Coming of Age for us. I've got two unused Memory Tokens next to my board from earlier years. Can I flip both of them this turn to shove two counters around, before the experience stuff?"),
    ("en", True, "Quick one, we're mid-turn: my green counter is already sitting on the far right and the location tells me to move it right again. Do I get anything for that?"),
    ("en", True, "Dad's orange counter is on the far left and the Experience Space says move it left again. He really doesn't want to lose VEP. What are his options?"),
    ("en", True, "I just got a Trait Bonus and I'm already holding four Trait Tiles in my hand. I want to draw anyway. Can I, and what happens to the extra one?"),
    ("en", True, "Sam has played a Trait Tile in his first slot and I'd like to copy it with one of my Mimic Trait Tokens. I do meet its requirement. Is there anything else I need before I can put it on?"),
    ("en", True, "The bus is at the School. I have a die there and Lucy has a Presence there too. Can I take the Bus Stop bonus and also make friends with Lucy's character, since I'm there anyway?"),
    ("en", True, "Just met the neutral purple kid for the first time through the bus stop tile, he's not on my Friendship Track yet. Where does his token go and do I get anything for it?"),
    ("en", True, "My friendship with Kate's character is up to level 4, and the bus just gave me a normal Friendship Bonus with her again. Can I push her token up to level 5?"),
    ("en", True, "I'm at the Arcade with my die and I've got three green Motivation Tokens that the Memory there accepts. If I spend all three on the Memory, how many VEP is that, and what else comes with it?"),
    ("en", True, "We're in round 4 of Coming of Age and all four of my Presences are already out on the board, and now I'd like one at location 7 where my die is. Am I stuck, or is there a way?"),
    ("en", True, "I just spent a turquoise Motivation Token to leave a Presence. My mate says my turquoise counter now has to go back. How far, and do I get the bonuses of the spaces it goes through?"),
    ("en", True, "Game's over, our first full Coming of Age! I've still got two Frustration Tokens on the right-hand ends of my tracks and a big pile of leftover Willpower and Motivation. How does the final scoring go, step by step?"),
    ("en", True, "Ella and I are both on 61 VEP at the end of Coming of Age. She says it's a draw, I say there's a tie-break. Who wins?"),
    ("en", True, "It's just me and my boyfriend tonight, first time at two players. What's different about the set-up for two in Coming of Age?"),
    ("en", True, "Playing solo against Rob Bot tonight while the kids are asleep. How do I set Rob up, what does he get and what doesn't he use?"),
    # ---- English, the rulebook is silent
    ("en", False, "Ugh. We're in round 2 of Coming of Age and just realised everyone drew a second Trait Tile at set-up on top of their Starting Trait Tile, so we all had two from the very start and Priya has already played both. Do we take something back or just carry on?"),
    ("en", False, "My son Leo grabbed three six-sided dice at the start of round 2 instead of two and played three years with them, nobody noticed until now. We're about to start round 3. How do we fix his extra turn?"),
    ("en", False, "Okay, confession: for the whole of round 3 we only refilled the Memory Cards at the end of the round, not at the end of every year, so some locations sat empty for two turns. What should we do now about the Memories people missed?"),
    ("en", False, "My cousin picked up her other dice and dropped her Interest Tokens first, then paid a Frustration Token to move her chosen die to a location where she'd just put an Interest Token, and advanced her Personal Fulfillment Counter with it. That was two turns ago. Do we undo it somehow?"),
    ("en", False, "Bit embarrassing: in round 1 we all rolled our d4 a second time and played two years with it instead of one, so we've had an extra turn each. We're in round 2 now. Do we drop a turn somewhere or just keep going?"),
    # ---- Spanish, answerable
    ("es", True, "Vale, a ver: estamos en la ronda 2 y en la Pizzería el Espacio de Experiencia me manda mover el Contador de Estado de Ánimo azul, pero yo todavía no lo tengo puesto en el tablero. ¿Qué hago con ese icono?"),
    ("es", True, "Oye, jugando Coming of Age con mis primos: en esta ubicación se puede pagar con Fuerza de Voluntad y yo traigo justo 4 fichas de Fuerza de Voluntad. Si las gasto en el Recuerdo, ¿me dan lo mismo que si pagara con Fichas de Motivación?"),
    ("es", True, "Ya pues, no tengo Fichas de Motivación del tipo que pide la ubicación ni Fuerza de Voluntad suficiente. Mi hermano dice que paso nomás y ya. ¿Qué me toca hacer cuando el autobús para ahí?"),
    ("es", True, "Acabamos el año en Coming of Age y a los cuatro nos quedan dados al lado del tablero. ¿Qué hay que preparar en el tablero antes del siguiente turno?"),
    ("es", True, "Che, se nos terminaron los dados de la ronda 2. ¿Qué cambia para la ronda 3: qué Contador de Estado de Ánimo se agrega, qué dados agarramos y qué ubicaciones se abren?"),
    ("es", True, "Chamo, estoy jugando Coming of Age solo contra Rob Bot. Tiré mis dados y ahora le toca a Rob la fase 1. ¿Qué hace él con sus dados, los pone en el camino como yo?"),
    ("es", True, "Juego en solitario y a Rob solo le quedan 2 Fichas de Interés en su reserva, pero ha sacado 3 dados de ocho caras. ¿Cuáles pone y dónde?"),
    ("es", True, "Elegí la ubicación 6 con mi dado. ¿Dónde pone Rob su dado, y qué pasa si él ya tiene Fichas de Interés en ese edificio?"),
    ("es", True, "Partida contra Rob: su Contador de Realización Personal ya está en la última casilla y le tocan dos avances más por dos Fichas de Interés. ¿Qué gana?"),
    ("es", True, "Ya, el autobús para donde Rob tiene su dado y la loseta de parada muestra una Ficha de Personaje neutral. ¿Qué hace Rob exactamente con ese personaje en su Registro de Amistad?"),
    ("es", True, "En la parada no sale personaje y Rob tiene un Rasgo Mimético libre en su reserva. ¿Sobre qué Ficha de Rasgo lo pone y tiene que cumplir el requisito como yo?"),
    ("es", True, "Chamo, en el paso B Rob tiene dos Fichas de Motivación verdes y la ubicación pide verde. ¿Cuántos VEP se lleva y las gasta o se las queda?"),
    ("es", True, "Partida en solitario: al final del turno, el Recuerdo de la ubicación lo ganó Rob y yo no. ¿La carta de Recuerdo se queda ahí para el año que viene o qué?"),
    ("es", True, "Terminamos la partida contra Rob en Coming of Age, mi sobrino y yo jugando a medias. ¿Cómo puntúa Rob al final?"),
    ("es", True, "Mi novio dice que Rob Bot le resulta facilísimo y que ya le ha ganado tres veces. ¿Hay alguna forma oficial de ponérselo más difícil?"),
    ("es", True, "Somos dos, mi prima y yo, en el Coming of Age que le regalaron. En la fila de cuatro Fichas de Rasgo neutrales entre las dos, quiero poner mi Rasgo Mimético en la tercera. ¿Qué necesito además de cumplir el requisito?"),
    ("es", True, "Tengo la Ficha de Rasgo Stubborn en la mano y ahora mismo tengo 3 Fichas de Motivación verdes. ¿Cuántos VEP da, y si la juego ya y luego me gasto las fichas, la pierdo?"),
    ("es", True, "Che, ya jugué mi cuarta Ficha de Rasgo en el tablero y me acaba de salir otra bonificación de Rasgo. Tengo otra Ficha de Rasgo en la mano que cumplo. ¿Puedo jugar una quinta?"),
    ("es", True, "Al final de la partida tengo 2 Fichas de Rasgo jugadas en mi tablero y mis 4 Fichas de Objetivo. ¿Cuántos objetivos puedo puntuar y cuánto vale cada uno?"),
    ("es", True, "Me ha tocado el objetivo Sociable, el de tipo A, y al final empato con Marta en Fichas de Personaje en el Registro de Amistad. ¿Lo cumplo o no?"),
    ("es", True, "Oye, ya se acabó la cuarta ronda y me queda una Ficha de Recuerdo sin usar. Antes de contar, ¿la puedo usar todavía?"),
    ("es", True, "Estoy preparando mi tablero personal de Coming of Age con mi hija, que es su primera vez. ¿Cuántas Cartas de Padres robo, cuántas Fichas de Frustración y cuántas Fichas de Interés pongo en mi reserva?"),
    ("es", True, "Mi Contador rebotó a la izquierda y en ese registro ya tengo una Ficha de Frustración superada en el extremo izquierdo. ¿Qué pasa, gano o pierdo algo?"),
    ("es", True, "Che, tengo tres Fichas de Frustración sin resolver y me sobran 4 de Fuerza de Voluntad. ¿Puedo superar una ahora mismo aunque estemos en el autobús, y cómo queda la ficha?"),
    ("es", True, "Vamos por la ronda 3 y mi hermano tiene el Contador de Estado de Ánimo rosa en la casilla pasiva del extremo derecho. ¿Eso qué le deja hacer con las Fichas de Motivación?"),
    # ---- Spanish, the rulebook is silent
    ("es", False, "Vale, qué desastre: llevamos tres rondas jugando contra Rob Bot y le hemos puesto Contadores de Estado de Ánimo y Fichas de Frustración como a un jugador más, rebotes incluidos, y hasta le hemos quitado VEP por ellos. ¿Cómo lo arreglamos ahora?"),
    ("es", False, "Oye, ahorita nos dimos cuenta de que mi tío ganó el Recuerdo en la Pizzería en la ronda 2 y nunca le dimos su Ficha de Recuerdo. Ya vamos en la ronda 3. ¿Se la damos ahora o ya fue?"),
    ("es", False, "Chamo, en el conteo final de Coming of Age mi pana puntuó 4 Fichas de Objetivo: tenía 2 Fichas de Rasgo en su tablero pero contó también sus 2 Rasgos Miméticos puestos en tableros ajenos. Ya anotamos todo y se fue. ¿Le quitamos esos VEP?"),
    ("es", False, "Che, desde la ronda 1 mi hermana usó sus Rasgos Miméticos sin haber jugado ninguna Ficha de Rasgo propia, como si estuvieran libres desde el principio. Ya puso tres. ¿Qué hacemos con esos VEP y con las fichas?"),
    ("es", False, "Ya pues, hace dos turnos mi pata subió una Ficha de Personaje de nivel 0 a nivel 2 de golpe con una sola bonificación de Amistad, saltándose el nivel 1, y se llevó la bonificación del 2. ¿Cómo lo corregimos ahora?"),
]

Q["loop"] = [
    # ---- English, answerable
    ("en", True, "Right, four of us about to start our first LOOP game, cards everywhere. How many sets of MATERIAL do we pull out for four, and what goes around the DEPLETION?"),
    ("en", True, "Okay I'm sitting third in a 3-player game and my sister in the first seat only got one FAVOUR. How many FAVOUR do I start with, and why is it different?"),
    ("en", True, "Just handed everyone their INTERN side. What HAPPINESS do we start on, and what does the starting player do differently with the HAPPINESS token?"),
    ("en", True, "We're arguing about who goes first, my husband says the youngest like every other game. What does the rulebook say?"),
    ("en", True, "Second round of LOOP and it's my turn. I've already got 5 FAVOUR in my hand from people playing them on me. Do I still draw one at the start?"),
    ("en", True, "I'm stuck at HAPPINESS 0 in Basic mode LOOP and I really need COIN. Can I still WORK, and what happens if I do?"),
    ("en", True, "I want to BUY a UTILITY at QUALITY 4 and a FOOD at QUALITY 1 in one turn, my buddy says I can grab even more. How much does that cost me, and is there a limit?"),
    ("en", True, "The DANCE ACTIVITY needs GLASS and PLASTIC. My GLASS is at QUALITY 1 and my PLASTIC at 2. What happens to each of them after I CONSUME it?"),
    ("en", True, "This ACTIVITY shows two dots of the same colour and I've only got one FOOD, but it's at QUALITY 3. Can I just knock 2 off that one card?"),
    ("en", True, "Just completed my fourth ACTIVITY and my three slots are already full. What do I do with the old ones?"),
    ("en", True, "My GOAL needs 2 HOUSE and 2 GROUP and my three kept ACTIVITY have them. If I use them for this GOAL, can the same three ACTIVITY count for another GOAL as well?"),
    ("en", True, "Marco just played me an ACQUIRE to take my METAL and I really don't want to give it up. How can I say no?"),
    ("en", True, "My little brother played a SHARE on me. If I ACCEPT it, what do I get out of it, and what does it cost me?"),
    ("en", True, "I've got 2 REPUTATION and I'm about to WORK as the INTERN. Can I cash them in for extra COIN, and how much would I end up with?"),
    ("en", True, "Honestly, my mate promised he'd ACCEPT my BARTER if I helped him last turn, then he REJECTed it. Is that even allowed?"),
    ("en", True, "I've just ended my turn and two MATERIAL slots and one ACTIVITY slot are empty. When do they get refilled, and what if the ACTIVITY deck is empty?"),
    ("en", True, "Big moment in our LOOP game: Lisa just hit HAPPINESS 12 on her turn, she's in seat two of four. Does the game end right now, or do the rest of us still play?"),
    ("en", True, "The MATERIAL deck just ran out and DEPLETION showed up at the end of my turn. Does anything bad happen to me in particular?"),
    ("en", True, "Basic mode LOOP, just finished: Jake and I both ended on 11 HAPPINESS. How do we break the tie?"),
    ("en", True, "Third turn in LOOP and I've got a RECYCLE in my hand. What does it actually do? My flatmate has loads of stuff in her LANDFILL and I've got a PLASTIC in mine. Can I use it on either?"),
    ("en", True, "I've got CURIOSITY as one of my GOAL and I can't work out what it wants. What does it need?"),
    ("en", True, "We've played Basic twice and want to try Competitive LOOP next week. What gets added compared to Basic, and how do we pick our CAREER?"),
    ("en", True, "Competitive game, my HAPPINESS just jumped from 4 to 10 in one CONSUME turn. How many EVENT do I draw, and when do they actually happen?"),
    ("en", True, "I'm completely broke, no COIN at all, and an IMMEDIATE EVENT says I lose a COIN. What now?"),
    ("en", True, "I've had a CREDIT CARD sitting in my AREA for a couple of turns. How do I pay it off, and what happens if it's still not paid at the end?"),
    # ---- English, the rulebook is silent
    ("en", False, "Competitive LOOP, four of us. For a whole round we had A Diamond Is For Business making everyone without METAL lose 1 HAPPINESS at every player's turn end, not just their own. A couple of people lost 3 or 4 HAPPINESS. How do we put it right?"),
    ("en", False, "Make It Rain is the active EVENT. For three turns Sophie counted the COIN she put on her CREDIT CARD PAYOFF towards the 4 COIN and took a HAPPINESS each time. Do we take them back, and what about the EVENT she drew when she changed zone?"),
    ("en", False, "Solo game on my kitchen table: I've been putting the MATERIAL from my blue RESELL on the top of the MATERIAL deck instead of the bottom for about five turns, so they kept coming back. How should I fix my game?"),
    ("en", False, "We finished and counted the LANDFILL Penalty as 1 HAPPINESS per 2 MATERIAL, so Ben lost to me by one. Now my girlfriend reads it again. He's already gone home. Does the result stand?"),
    ("en", False, "Solo again: whenever my blue SHARE broke a MATERIAL in the BUY AREA I dropped it in my own LANDFILL, not the central one. Six turns in. What do I do with those cards now?"),
    # ---- Spanish, answerable
    ("es", True, "Vale, hoy probamos el modo cooperativo de LOOP mis dos compis de piso y yo. ¿Qué cambia en la preparación, sobre todo con los FAVOUR?"),
    ("es", True, "Oye, en el LOOP cooperativo le quiero jugar un FAVOUR a mi carnal para ayudarlo. ¿Dónde pongo la carta y él puede rechazarlo?"),
    ("es", True, "Estamos en cooperativo y ya jugué todos mis FAVOUR, tengo la mano vacía. ¿Cuándo los recupero?"),
    ("es", True, "Cooperativo con mi vieja y mi hermano, vamos por la mitad. ¿Cuándo ganamos exactamente?"),
    ("es", True, "Chamo, en el cooperativo, ¿cuándo hay que quemar el MATERIAL de arriba del mazo? ¿Y si sale la DEPLETION por eso, alguien pierde felicidad?"),
    ("es", True, "Esta noche juego solo a LOOP, que mi pareja está de viaje. ¿Qué cambia en la preparación respecto al competitivo?"),
    ("es", True, "Jugando en solitario, al terminar cada turno, ¿qué le pasa al mazo de MATERIAL? ¿Y si sale la DEPLETION así, pierdo HAPPINESS?"),
    ("es", True, "En solitario tengo el FAVOUR azul RENEW en la mano. ¿De dónde saco el MATERIAL y cuántas COIN pago por su QUALITY?"),
    ("es", True, "Llevo seis turnos de LOOP en solitario y voy en HAPPINESS 7. ¿Qué HAPPINESS necesito para ganar y cuándo se acaba la partida?"),
    ("es", True, "Che, el ACQUIRE azul del solitario, ¿a quién le pago y cuánto? No hay otro jugador."),
    ("es", True, "Chamo, me repartieron dos CAREER en el competitivo, el Chef y el Tycoon, y ninguno me convence. ¿Puedo jugar de INTERN, y con qué HAPPINESS arranco en cada caso?"),
    ("es", True, "Mi prima es la Engineer. ¿Puede reparar un MATERIAL mío en vez del suyo, y uno de UTILITY?"),
    ("es", True, "Soy el Tycoon y ahorita tengo 6 COIN y una CREDIT CARD. Si hago WORK, ¿cuánto me llevo y cuánta HAPPINESS pierdo?"),
    ("es", True, "Ya pues, tengo a la Office Lady. En mi turno de WORK, ¿puedo comprar algo también?"),
    ("es", True, "Partida de LOOP competitivo con mis colegas del curro: ha salido el EVENT Micro-Plastic y tengo una ACTIVITY que pide FOOD que quería CONSUME. ¿Puedo?"),
    ("es", True, "Che, acabo mi turno y tengo dos EVENT boca abajo junto a mi CAREER; al darlos vuelta los dos son CONTINUOUS. ¿Cuál vale?"),
    ("es", True, "Chamo, ¿dónde se descarta un EVENT inmediato y dónde uno continuo? Tenemos la pila hecha un lío."),
    ("es", True, "Vale, voy a pedir una CREDIT CARD porque no llego. ¿Qué me dan al momento?"),
    ("es", True, "Oye, en el LOOP de anoche tengo una CREDIT CARD y ya le puse 4 COIN encima en turnos anteriores. Si le pongo 1 más, ¿qué pasa con la tarjeta y las monedas?"),
    ("es", True, "Ya pues, estamos en el competitivo, solo me queda hacer WORK pero no tengo HAPPINESS para restar. ¿Qué hago?"),
    ("es", True, "Se acaba el LOOP competitivo y tengo 7 MATERIAL en mi LANDFILL, mi hermana tiene 2. ¿Cuánta HAPPINESS pierdo yo y cuánta ella?"),
    ("es", True, "Che, mi primo juega con la Politician. ¿Cómo funciona eso de jugar FAVOUR boca abajo y qué pasa si lo pillo mintiendo?"),
    ("es", True, "Mi hermano me acaba de jugar un FAVOUR que no quiero. No tengo uno igual en la mano pero tengo 1 REPUTATION. ¿Me alcanza para rechazarlo?"),
    ("es", True, "Estoy en mi turno de CONSUME y tengo 2 REPUTATION guardadas. ¿Para qué me sirven ahí?"),
    ("es", True, "Oye, BARTER: mi MATERIAL es QUALITY 3 y el de ella es QUALITY 1. ¿Me devuelven algo por la diferencia?"),
    # ---- Spanish, the rulebook is silent
    ("es", False, "Madre mía: en el competitivo de LOOP solo sacábamos EVENT cuando la HAPPINESS subía de zona, nunca cuando bajaba. Llevamos toda la partida así y Pablo ha bajado de zona dos veces. ¿Cómo lo arreglamos ahora?"),
    ("es", False, "Oye, cada vez que pedimos CREDIT CARD tomamos el MATERIAL de regalo de arriba del mazo de MATERIAL y no de los 5 boca arriba del BUY AREA. Van como cuatro tarjetas. ¿Qué hacemos?"),
    ("es", False, "Che, el Debt Penalty lo contamos como 1 HAPPINESS por CREDIT CARD sin pagar y no 2; ya anotamos y ganó mi viejo. ¿Vale igual o hay que rehacer?"),
    ("es", False, "Chamo, mi hermana se anotó el GOAL HOBBY con dos ACTIVITY que tenían los mismos colores pero distinto nombre, hace tres turnos, y eso la hizo cambiar de zona. ¿Se lo quitamos?"),
    ("es", False, "Ya pues, en el competitivo mi pata jugó varios BARTER en los que se llevó un MATERIAL de más QUALITY que el suyo, y nadie dijo nada. Ya van cuatro rondas. ¿Cómo deshacemos eso?"),
]

Q["adulthood"] = [
    # ---- English, answerable
    ("en", True, "Okay, four of us, first time with Adulthood, we're counting meeples on the floor. What does each player get at the start?"),
    ("en", True, "My uncle Ray was dealt two Career cards and likes both, he wants to keep them. Can he?"),
    ("en", True, "We're arguing about who starts in Adulthood. Jamie reckons the youngest, like in most games. Who goes first?"),
    ("en", True, "First turn of Adulthood: I've got my 8 time meeples out and one energy token left. Can I stick the energy on a spot that wants time?"),
    ("en", True, "I've got loads of time this turn and the upper Leisure spot is my favourite. Can I use it twice in one turn?"),
    ("en", True, "No Career card on my board yet. What does the upper Career spot give me?"),
    ("en", True, "What does the Interview spot do? I'm not Grown Up yet and my brother is."),
    ("en", True, "My mum wants to Donate. What does it cost and what does she get?"),
    ("en", True, "I want a Partner. How does the Date spot work, how much does it cost, and what changes once I'm Grown Up?"),
    ("en", True, "Meditate in Adulthood confuses me. I've got two face-down Values and one in my hand. What can I do with it?"),
    ("en", True, "It's my very first turn and I've got a Career card in my hand I'm dying to play. Can I play it and use its spot straight away?"),
    ("en", True, "I placed all my meeples, took my money, and now realise I wanted another action. Can I add one more now?"),
    ("en", True, "Our second Adulthood game. In the market the left-most card looks rubbish, but Anna says there's a perk for taking it. What is it, and what do the other slots cost?"),
    ("en", True, "I just played an Experience card and did what it says. Where does it go now?"),
    ("en", True, "I've already got a Community card on my board and I just bought another Community card. What happens to the old one?"),
    ("en", True, "I got a Leisure card this turn with a cool new action on it. Can I use it this turn?"),
    ("en", True, "My Happiness marker just went past a Life Event icon on the track. What do I do, and when?"),
    ("en", True, "The card I want has the Grown Up icon in its green bar. What does that mean for me?"),
    ("en", True, "Family Time has a Family icon in its green bar. I haven't got any Family icons yet. Can I still play it if I pay the energy?"),
    ("en", True, "How do I get Promoted in my Career? The card has a Fame icon in the purple bar and the Career itself shows Fame."),
    ("en", True, "I'm Married to my Partner and I've just drawn a new Partner I like better. What happens if I play the new one?"),
    ("en", True, "Sarah's markers just crossed in the middle of the round in Adulthood, she's third of four. Does the game end right now?"),
    ("en", True, "End of our Adulthood game: I've got 4 Social icons and 3 Luxury icons across my cards. How much happy do I get from those?"),
    ("en", True, "What's a complete heart and what's it worth at the end? I've got a Partner with a heart on it."),
    ("en", True, "Playing Adulthood solo tonight after work. What's different in the set-up?"),
    # ---- English, the rulebook is silent
    ("en", False, "Final scoring just happened in Adulthood. We flipped only the Value each of us had in hand and forgot the two face-down ones, so nobody scored those. Everyone's written their totals down and Kev has left. Does the result stand?"),
    ("en", False, "Liam played Marathon three turns ago without having 3 time on Wellness that turn, he just misread the white box, and he's had its benefit since. What should we do now?"),
    ("en", False, "Whenever we Meditated to swap a Value, we drew the new Value straight into our hand instead of face down. We've done it four or five times each. How do we fix our hands now?"),
    ("en", False, "At the end we only counted the Life icons on the cards on our boards and beside them, not the ones in the Experience stacks. The winner's already been announced in the group chat. Do we have to redo it?"),
    ("en", False, "Finished a solo game and counted points for my sets of Life icons and my heart, then wrote the score on the Achievement card with a marker. Now I see solo gives no points for those. Can I fix the card, and did I even win?"),
    # ---- Spanish, answerable
    ("es", True, "Vale, acabamos de montar Adulthood en casa de mi tía. ¿Cuántas cartas se ponen en el mercado al principio y cómo se reparten los Values?"),
    ("es", True, "Oye, ya tengo mis dos marcadores de puntuación de mi color. ¿Dónde va cada uno?"),
    ("es", True, "Ya pues, en Adulthood tengo la carta de Career jugada y me acaban de dar el marcador de Promoted. ¿Puedo seguir usando la primera acción de la carta?"),
    ("es", True, "Che, para casarme con mi Partner, ¿qué necesito y cuánto pago?"),
    ("es", True, "Chamo, mi Partner tiene un corazón igual al agujero de uno de mis Values. ¿Qué me da eso y cuándo?"),
    ("es", True, "He cogido una carta de Resource del mercado. ¿Dónde la pongo y cuántas puedo tener?"),
    ("es", True, "Oye, vamos por la ronda 4 de Adulthood y ya tengo una carta de Wellness puesta y me llega otra de Wellness que está mejor. ¿Puedo tener las dos?"),
    ("es", True, "Ya pues, pasé dos iconos de Life Event en la pista en el mismo turno. ¿Robo dos cartas, y cuándo las resuelvo?"),
    ("es", True, "Che, al final de mi turno, ¿qué hago con el tiempo, la energía y la plata que puse en las acciones?"),
    ("es", True, "Chamo, me llevé la carta del medio del mercado y quedó un hueco. ¿Cómo se rellena?"),
    ("es", True, "¿Cómo sé que ya soy Grown Up? Mi chaval dice que hay que pasar el icono en las dos pistas."),
    ("es", True, "Oye, me salió una carta que da fichas de Unhappiness. ¿Qué hacen esas fichas?"),
    ("es", True, "Ya pues, mi marcador de Happiness llegó al final de la pista y todavía me faltan puntos por sumar. ¿Qué pasa?"),
    ("es", True, "Primera partida de Adulthood y tengo dos Values boca abajo desde el principio y me pica la curiosidad. ¿Puedo mirarlos durante la partida?"),
    ("es", True, "Che, al final empatamos en puntos mi vieja y yo. ¿Quién gana en Adulthood?"),
    ("es", True, "Chamo, a mi primo se le cruzaron los marcadores. ¿Hasta cuándo seguimos jugando?"),
    ("es", True, "Voy a jugar en solitario. ¿Cuántas cartas de Life Event uso y qué hago con el resto?"),
    ("es", True, "Oye, jugando Adulthood en solitario, ¿cuánto cuesta sacar cartas del mercado?"),
    ("es", True, "Ya pues, en solitario, cuando paso por los iconos de Life Event en la pista, ¿robo carta o no?"),
    ("es", True, "Che, en el solitario, ¿qué hace Meditar si no hay Values?"),
    ("es", True, "Chamo, en el solitario, ¿cuándo se acaba la partida y cómo gano?"),
    ("es", True, "Preparando el solitario: ¿qué son las cartas de Achievement y cuántas me quedo?"),
    ("es", True, "Oye, se acaba la partida de Adulthood, los marcadores de mi hermana se cruzaron y ya jugamos la ronda. ¿En qué orden se hace el conteo final?"),
    ("es", True, "Ya pues, las acciones de las cartas tienen iconos, una flecha y más iconos. ¿Cómo se lee eso?"),
    ("es", True, "Esta carta que me ha tocado no tiene barra verde. ¿Cuánto cuesta jugarla?"),
    # ---- Spanish, the rulebook is silent
    ("es", False, "En solitario preparé el mazo de Life Events con 10 cartas en vez de 8 y jugué 10 rondas. ¿Vale la partida para el Achievement o qué hago?"),
    ("es", False, "Oye, toda la partida pagamos el coste de la segunda carta del mercado, la de al lado de la izquierda, como si fuera de las tres de la derecha. Vamos por la ronda 6. ¿Cómo lo compensamos?"),
    ("es", False, "Che, pasé dos espacios de Life Event en el mismo turno y solo robé una carta, y ya me pasó otras dos veces. ¿Robo ahora las que faltan?"),
    ("es", False, "Chamo, en Adulthood mi pana jugó Family Time en su espacio de Leisure sin tener ningún icono de Family, hace tres turnos, y la ha usado desde entonces. ¿Qué hacemos?"),
    ("es", False, "Ya pues, en el conteo final nos olvidamos de retroceder por las fichas de Negative Impact y de Unhappiness; ya anotamos y mi cuñado ganó por poquito. ¿Se recuenta?"),
]

Q["cv"] = [
    # ---- English, answerable
    ("en", True, "Alright, setting up CV for three of us at my nan's. How do we do the childhood cards for three?"),
    ("en", True, "We're four and we've just dealt three childhood cards each. Who gets the bicycle, and what's it for?"),
    ("en", True, "My son doesn't get the passing bit with the childhood cards. We each have three. How does it work, step by step?"),
    ("en", True, "Four of us. How many life goals go face up on the board, and do I show mine to everyone?"),
    ("en", True, "Setting up the track now. Which deck do the first five cards come from?"),
    ("en", True, "Round 4 of CV with my niece and nephew. Who starts each round? My niece had the bicycle card but she lost it to bad luck last round."),
    ("en", True, "First turn of CV ever: I rolled my four dice and got two bad luck. Can I reroll those two?"),
    ("en", True, "How many times can I reroll, and do I have to reroll all of the dice each time?"),
    ("en", True, "Good news, I've got three good luck symbols between my dice and my tokens. What can I do with them? The card I want also says I need a Work card."),
    ("en", True, "I'd like to grab cards from the track this turn and I can afford three. How many can I take?"),
    ("en", True, "I've got an event card in my hand with two money symbols. Can I use it to help buy from the track, and what happens to the symbols I don't need?"),
    ("en", True, "Ugh, CV hates me: I've ended up with four bad luck symbols this turn between dice and tokens. What happens to me?"),
    ("en", True, "Just bought a Health card. Does it have to go on top of my Health pile?"),
    ("en", True, "I bought a new Work card but I'd rather keep my old one active. Can I slide the new one under it?"),
    ("en", True, "What does 'active' mean for my cards? I've got three Knowledge cards in one pile."),
    ("en", True, "This card I'm eyeing has a red slash on its effect. What does that mean, and what if I can't pay it on some turn?"),
    ("en", True, "I used my money token to help buy a Possession earlier this turn. Can I use it again for the red slash cost of my Work card?"),
    ("en", True, "I just bought an event card off the track. Where does it go?"),
    ("en", True, "Playing CV with my flatmates. The card I just took has two colours in the title, Health and Relationship. Where do I put it?"),
    ("en", True, "Just finished buying. What exactly do I do in cleanup?"),
    ("en", True, "It's the end of the round in our three-player game. Does anything extra happen with the track?"),
    ("en", True, "Last turn I had two money tokens from my Work card. Do I keep them and add new ones this turn, like income?"),
    ("en", True, "Big CV night, four of us: the early adulthood deck just ran out while we were refilling. Someone mentioned social assistance. How does that work?"),
    ("en", True, "We're deep into the old age deck. When does CV actually end?"),
    ("en", True, "Final scoring: I've got 4 Health cards, 3 Relationship and 5 Knowledge, plus some Possessions. How do I count it all? And what if we tie?"),
    # ---- English, the rulebook is silent
    ("en", False, "When Tom couldn't pay the red slash on his Work card, we put it at the bottom of the middle age deck instead of the box. It came back up on the track and Anna bought it. What now?"),
    ("en", False, "In CV we only added up the points on the top Possession of each player's pile at the end, not all of them. Scores are on the notepad and the winner has gone home. Do we recount?"),
    ("en", False, "My brother had six bad luck symbols on one turn two rounds ago and only lost one card. Should he lose another now?"),
    ("en", False, "I put a new Knowledge card under my pile, but we kept using its effect as if it were the active one for two rounds. How do we sort out the tokens and what I bought with them?"),
    ("en", False, "Three of us, and we've been discarding the leftmost track card after every turn, like the two-player rule, for the whole middle age deck. What should we do now?"),
    # ---- Spanish, answerable
    ("es", True, "Vale, vamos a jugar al CV mi hermana y yo. ¿Cómo se preparan las cartas de infancia para dos?"),
    ("es", True, "Oye, somos dos jugando al CV y la fila ya tiene las cinco cartas. ¿Cuándo se descarta la carta de más a la izquierda de la fila?"),
    ("es", True, "Ya pues, partida de dos con mi enamorada. ¿Cuántos objetivos vitales públicos se ponen en el tablero?"),
    ("es", True, "Che, vamos a jugar al CV con mi hermano y mi vieja, o sea tres. ¿Cómo armo el mazo de infancia?"),
    ("es", True, "Chamo, es mi primer turno de CV y tengo los dados en la mano. ¿Cuántos dados tiro al empezar y cuántos puedo llegar a tener?"),
    ("es", True, "Tengo el bloc de notas y el lápiz de la caja. ¿Para qué se usan?"),
    ("es", True, "Oye, ¿qué tipos de cartas hay y para qué sirve cada uno? Mi primo no entiende las de Trabajo."),
    ("es", True, "Ya pues, me compré una carta de evento. ¿Se queda en mi currículum como las otras o se descarta?"),
    ("es", True, "Che, compré una carta de Posesión. ¿Va arriba o abajo de la pila?"),
    ("es", True, "Chamo, ¿puedo jugar una carta de evento cuando quiera, aunque no sea para comprar?"),
    ("es", True, "Mi carta de Trabajo activa tiene una raya roja. ¿En qué fase pago y con qué?"),
    ("es", True, "Oye, en el CV de anoche no me alcanzaban los símbolos para pagar la raya roja de mi carta activa. ¿Qué pasa con la carta?"),
    ("es", True, "Ya pues, con tres símbolos de buena suerte, ¿puedo llevarme cualquier carta de la fila? ¿Y si la carta tiene una condición especial?"),
    ("es", True, "Che, tengo tres de mala suerte entre dados y fichas. ¿Qué carta pierdo, la de abajo o la de arriba, y quién elige?"),
    ("es", True, "Chamo, ¿en qué orden van las fases de cada turno?"),
    ("es", True, "Acabo de coger una carta con dos colores en el título. ¿Puedo decidir más tarde de qué tipo es?"),
    ("es", True, "Oye, cuando se acaba el mazo de adultez temprana, ¿de dónde salen las cartas para la fila?"),
    ("es", True, "Ya pues, mi hermano tiene 6 cartas en su currículum y yo solo 3. Justo se acaba un mazo. ¿Me toca algo?"),
    ("es", True, "Che, con la ayuda social, ¿tengo que pagar el coste de la carta que agarro?"),
    ("es", True, "Chamo, dos jugadores califican para la ayuda social a la vez. ¿Quién elige primero?"),
    ("es", True, "Queda poquito en el mazo de vejez y somos cuatro. ¿Cuándo se termina la partida de CV?"),
    ("es", True, "Oye, al final, ¿cómo cuento los objetivos vitales públicos si empatamos dos?"),
    ("es", True, "Ya pues, terminamos el CV y empate en puntos con mi cuñado: 58 cada uno. ¿Quién gana?"),
    ("es", True, "Che, estoy dudando entre dos cartas de la fila. ¿Puedo moverlas un poquito para acordarme de cuál quería?"),
    ("es", True, "Chamo, ¿para qué sirven las cartas de Relación y de Salud? Mi pana dice que solo dan puntos."),
    # ---- Spanish, the rulebook is silent
    ("es", False, "En la partida de dos hemos estado descartando la carta de la izquierda después de cada turno y además otra al final de cada ronda, o sea dos por ronda. ¿Cómo lo arreglamos?"),
    ("es", False, "Oye, cuando a mi carnal le tocó desgracia por tres de mala suerte, tiró una carta de evento de su mano en vez de una carta activa. Lo hizo dos veces. ¿Qué hacemos?"),
    ("es", False, "Che, al final de ronda revisábamos el fin de partida antes de rellenar la fila y terminamos una ronda antes. Ya anotamos los puntos. ¿Vale igual?"),
    ("es", False, "Chamo, nadie agarró la ficha de bicicleta al empezar y a mi hermana le tocó perder la carta de bicicleta por desgracia. Ahora nadie se acuerda de quién empezó. ¿Qué hacemos?"),
    ("es", False, "Ya pues, somos tres: se acabó el mazo de adultez temprana, dimos la ayuda social y nos olvidamos de rellenar la fila con el mazo de edad media, así que jugamos dos turnos con tres cartas. ¿Cómo seguimos?"),
]


def main() -> None:
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, rows in Q.items():
        assert len(rows) == 60, (game, len(rows))
        for lang in ("en", "es"):
            assert sum(1 for l, _, _ in rows if l == lang) == 30, (game, lang)
            assert sum(1 for l, a, _ in rows if l == lang and not a) == 5, (game, lang)
        order = list(rows)
        random.Random(SEEDS[game]).shuffle(order)
        out = []
        for lang, answerable, q in order:
            names = bool(NAMES[game].search(q))
            these = ids.get(q, []) if answerable else []
            lines = ["[[questions]]", f"q = {json.dumps(q, ensure_ascii=False)}", f'lang = "{lang}"',
                     f'game = "{game}"', f"names_game = {'true' if names else 'false'}",
                     f"answerable = {'true' if answerable else 'false'}"]
            if these:
                lines.append("ids = [")
                lines += [f'    "{i}",' for i in these]
                lines.append("]")
            else:
                lines.append("ids = []")
            out.append("\n".join(lines))
        (HERE / f"{game}.toml").write_text("\n\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
