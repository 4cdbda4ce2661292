"""Write the blind156 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind156/make_questions.py

Players who tell what happened at the table before they ask: a few sentences of
the situation (what they hold, what was rolled or played, where the markers are,
what someone else said), then one rules question. Written from the rulebooks
alone (see README.md). Each game's file is written in a seeded shuffled order
(seeds 15601-15604), so the unanswerable questions are mixed in. `names_game` is
found by a regex on the question's own game name; `ids` come from ids.json
(question text -> ids) and are empty until that file is written.
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
SEEDS = {"coming-of-age": 15601, "loop": 15602, "adulthood": 15603, "cv": 15604}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

# Per game and language: 26 answerable questions, then the 4 the rulebook does not answer.
Q = {
    "coming-of-age": {
        "en": [
            ("first game, 3 of us setting up. my friend already put all five of her Mood Counters on the middle spaces of her tracks 'to save time later'. isnt it only some of them at the start? what do we do with the rest", A),
            ("A while back I overcame the Frustration on my green track, so the token sits flipped on the far left end. Now the Memory Token I flip moves my green counter one step left, right onto that far-left space. Do I get the 4 VEP and give the token back, like Sara did last year?", A),
            ("solo game, the Bus stops where Rob has his die and the Bus Stop Tile shows a Willpower, not a character. Rob already played a Trait Tile so he has a Mimic Trait Token free. What does he do in step A?", A),
            ("I've got three Mood Tracks open and every one of them already has a Frustration Token on it: two unresolved ones on the right end and one I overcame sitting on the left end. My die is at 3 and I'd rather be at 4. Can I still switch?", A),
            ("rolled two d6 and both came up 5, lol. i'm putting one in the building at 5 and pulling the other back. do i leave an interest token at 5 for the one i pulled, and does that token move my fulfillment counter this same turn since i'm visiting 5 anyway?", A),
            ("My Personal Fulfillment Counter is already on the very last space and I just picked up 2 Interest Tokens at the Arcade. Sara says those two steps are just wasted because there's nowhere to go. Are they?", A),
            ("Year 3, so we have turquoise, green and pink out. The Experience Space where my die is says move the blue counter one to the right. Blue is still sitting in my supply. Do I put it out, move a different one, or what?", A),
            ("my green counter is on the far right already and the location pushes it right again, but there's an unresolved frustration token sitting over the motivation icon on that end. do i get anything?", A),
            ("orange counter is on the far left and there's no frustration anywhere on the orange track. the location says orange left, twice in a row. Tom says i just lose 4 VEP and that's it. how does it actually work out?", A),
            ("Bounce to the left on my green track, and the Frustration Token on green was already flipped over to the left end a few years ago. What happens to me and what happens to that token?", A),
            ("I'm sitting on 8 Willpower and two unresolved Frustrations, and no Overcoming Bonus anywhere in sight. Can I just pay Willpower to fix them, and can I do it right now in the middle of the bus phase or do I have to wait?", A),
            ("trait bonus, I draw, and now I'm holding 5 trait tiles. the one I just drew is actually good. can I throw away one of my older ones instead, and where does the tile I throw away go?", A),
            ("Lucia has three Trait Tiles on her board and I want to copy the one in her third slot with my Mimic Trait Token. I meet the requirement and her character is on level 2 of my Friendship Track. She says that's enough because 'you just need to know me'. Is it?", A),
            ("Bus stops at the Pizzeria and I've got my die there and also one of my Presences from an earlier year. I want the Bus Stop bonus AND to make friends through Tom's Presence, which is there too. Can I do both since I'm there twice?", A),
            ("Ana's character is on level 4 of my Friendship Track and at this stop I got an ordinary Friendship Bonus with her through her Presence. Can she move up to level 5 now?", A),
            ("ok so i'm spending 3 turquoise motivation tokens on this memory card. my brother says it's 3 VEP for every token so 9 VEP. is he right? what do i actually get", A),
            ("This location lets you pay with Willpower. I pay 4 Willpower for the Memory instead of a Motivation Token. Do I still get the card's bonus and the Memory Token, or is it just VEP then?", A),
            ("I paid 2 orange Motivation Tokens for a Presence. My friend says the orange counter now goes 4 steps left, 2 per token, and that I pick up the bonuses of the spaces on the way like always. Is that how it goes?", A),
            ("all four of my character tokens are already out as presences (home, school, the arcade and location 6) and now i want one at the pizzeria too. am i just stuck, or is there a way?", A),
            ("I have no Motivation Token for this Memory and I don't want a Presence here, so Parent Card it is. After I play it, do I draw another one, and are the others allowed to look at what I played?", A),
            ("The stop at location 3 is done and my die is still sitting in that building. Do I keep it next to my board for next year, or what happens to it?", A),
            ("round 2 just finished, both six-sided dice are gone and everyone has their pink track going already. which mood counter do we add now, which dice do we get for round 3 and which locations open up?", A),
            ("End of the game and I've got two Frustration Tokens still on the right ends of tracks and one that I overcame, flipped to the left end. How many VEP do I lose for those?", A),
            ("playing solo against Rob. he's only got 1 Interest Token left in his supply and this year he rolled two d6, a 5 and a 2. where does the token go?", A),
            ("just the two of us, with the row of 4 neutral Trait Tiles in the middle. i want to put a mimic token on the third tile of the row. what exactly do i need for that?", A),
            ("Solo game, year 6. The Bus stops at the Arcade, where both Rob and I have a die, and I really want the Memory there. Who resolves the stop first, me or Rob?", A),
            ("Ana has Cheerful on her board and Leo has Brilliant. They're the same line in the trait list (one Motivation Token of the indicated type), just a different colour. I already mimicked Ana's Cheerful last year. Can I also mimic Leo's Brilliant, or does that count as the same trait twice?", U),
            ("the bus stop gives me a Friendship Bonus with the neutral orange kid, who isn't on my track yet, but every space on level 0 of my Friendship Track is already taken (I was going for Extroverted). Can I still befriend him, and where would his token go?", U),
            ("Round 1, so 5 to 10 have the roadblocks on. Are the Bus Stop Tiles of those locations supposed to be hidden under the roadblocks too, or can we already look at what bonuses they give and plan for later years?", U),
            ("4 of us, last year, and I can't win anymore. At the last stop I could place a Presence just to stop Leo having the most Presences for his Versatile goal, which would hand the win to Ana. Is there any rule about a player who can't win deciding who wins?", U),
        ],
        "es": [
            ("Vale, a ver: saqué un 2 con el dado de seis caras y quiero irme a la 3, que está justo al lado. ¿Cuántas Fichas de Frustración me cuesta y dónde las pongo?", A),
            ("Oíd, quiero llevar mi dado de la ubicación 2 a la 5, que no está al lado. Mi primo dice que basta con poner dos Fichas de Frustración en el mismo Registro de Ánimo, el verde, que está vacío. ¿Es así?", A),
            ("Disculpe, estamos preparando la partida y hemos puesto todos el contador de VEP en el cero del marcador. ¿Es ahí donde empieza?", A),
            ("Tengo tres Fichas de Recuerdo sin usar y este año me vendría genial gastar dos en la fase de experiencia, una antes y otra después del Espacio de Experiencia. ¿Se puede?", A),
            ("Tío, tengo cuatro Fichas de Rasgo ya jugadas en mi tablero y en la mano me queda una cuyo requisito cumplo ahora mismo. Me acaba de salir una Bonificación de Rasgo. ¿La puedo jugar como quinta?", A),
            ("Es la primera vez que me cruzo con el personaje neutral morado, me sale en la Ficha de Parada de Autobús de la ubicación. ¿Dónde pongo su ficha y gano algo por ello?", A),
            ("En solitario: el Contador de Realización Personal de Rob ya está en la última casilla y ahora recupera 2 Fichas de Interés en mi ubicación. ¿Qué gana Rob con eso?", A),
            ("me acaba de salir una Bonificación de Rasgo por la Ficha de Recuerdo que giré. que opciones tengo exactamente? es mi primera partida", A),
            ("Oigan, mi Contador de Estado de Ánimo turquesa ya está en la última casilla de la derecha y la ubicación me dice que lo mueva otra vez a la derecha. No hay ninguna Ficha de Frustración en ese registro. ¿Qué pasa?", A),
            ("mi contador verde esta en la ultima casilla de la izquierda y el espacio de experiencia me lo manda otra vez a la izquierda, no tengo ninguna ficha de frustracion en el verde. que opciones tengo", A),
            ("Se acaba de terminar la ronda 1 (el año del dado de cuatro caras). ¿Qué Contador de Estado de Ánimo sale ahora, qué dados nos dan y qué ubicaciones se abren?", A),
            ("Che, terminamos la ronda 3 y ya pusimos el Contador azul. Arrancamos la ronda 4. ¿Cuántos años dura esta ronda, con qué dados tiramos y qué ubicaciones se destapan?", A),
            ("Somos dos y queremos jugar la variante de dos jugadores. ¿Cómo se prepara la fila de Fichas de Rasgo neutrales del medio?", A),
            ("Disculpe, voy a jugar en solitario contra Rob esta noche y ya monté la variante de dos jugadores. ¿Qué Fichas de Objetivo me tocan a mí y con qué empieza Rob?", A),
            ("En solitario el autobús para en la ubicación donde está el dado de Rob, y la Ficha de Parada de Autobús muestra una Ficha de Personaje neutral. ¿Qué hace Rob ahí en el paso A?", A),
            ("Solitario: Rob tiene 3 Fichas de Motivación turquesa y su dado está en una ubicación que pide turquesa para el Recuerdo. ¿Las gasta? ¿Qué gana exactamente?", A),
            ("Oye, Rob me ha ganado las cinco partidas en solitario por más de 20 VEP. ¿Hay alguna forma oficial de ponérmelo un poco más fácil?", A),
            ("Puntuación final: me quedan 7 Fichas de Fuerza de Voluntad, 4 Fichas de Motivación y 2 Fichas de Recuerdo sin usar. Mi hermana dice que es 1 VEP por cada ficha. ¿Cuántos VEP son de verdad?", A),
            ("Empatamos a VEP mi hermana y yo al final, 61 cada una, y mi padre quiere tirar una moneda. ¿Cómo se desempata según las reglas?", A),
            ("Tengo dos Fichas de Rasgo jugadas en mi tablero y al final cumplo los requisitos de tres de mis cuatro Fichas de Objetivo. ¿Puntúo las tres?", A),
            ("Tengo la Ficha de Objetivo Sociable (tipo A) y al final tengo 6 Fichas de Personaje en el Registro de Amistad, igual que Marta. ¿La puntúo o hace falta tener más que nadie?", A),
            ("Ahorita puse mi dado en el edificio de la ubicación 4, donde tengo 2 Fichas de Interés que dejé en años anteriores. ¿Qué hago con ellas?", A),
            ("Tengo una Presencia en el Arcade desde hace dos años y ahora también cayó mi dado ahí. En el paso B, ¿puedo coger el Recuerdo y además poner otra Presencia en el mismo Arcade?", A),
            ("Jugué el Rasgo Stubborn (Testarudo) cuando tenía 3 Fichas de Motivación naranjas, y justo después gasté dos de ellas en un Recuerdo. Mi primo dice que ahora tengo que devolver la Ficha de Rasgo. ¿Es así?", A),
            ("Cuando el autobús para en una ubicación donde solo tengo una Presencia, sin dado, ¿qué puedo hacer yo ahí? ¿Puedo gastar Fichas de Motivación para el Recuerdo?", A),
            ("Se acabó el año, todavía nos quedan dados. ¿Qué se hace con las Fichas de Parada de Autobús y con las Cartas de Recuerdo antes del año siguiente?", A),
            ("La hoja en español no dice cómo se llama el 'Personal Fulfillment Track' ni su contador. ¿Cuál es el nombre oficial en español? Lo necesito para explicárselo a mi abuela.", U),
            ("Disculpe, ¿en qué página del reglamento está la variante de dos jugadores? La hoja en español solo cita de la 7 a la 11 y no la encuentro.", U),
            ("Che, mi hermano se tiene que ir en la ronda 3 y seguimos los otros tres. ¿Qué hacemos con sus Fichas de Interés que quedan en los edificios? ¿Se quitan o se quedan ahí?", U),
            ("Para enseñar a jugar a mis sobrinos, ¿podemos jugar con las Fichas de Objetivo boca arriba, a la vista de todos? ¿Hay alguna variante de aprendizaje así en el reglamento?", U),
        ],
    },
    "loop": {
        "en": [
            ("three of us about to start our first basic game, cards all over the table. before we shuffle the MATERIAL, how many sets do we have to take out?", A),
            ("We're 3 and I'm sitting second from the starting player. Dana dealt me 3 red FAVOUR 'because that's fair'. How many should I actually start with?", A),
            ("I ACCEPTed two FAVOUR during other people's turns so I'm holding 6 now. It's my turn. Do I still draw my 1 FAVOUR at the start?", A),
            ("basic mode, my HAPPINESS is already at 0 and I really need money. if i choose WORK what happens, do i get my 3 COIN?", A),
            ("I want to BUY three MATERIAL this turn: a FOOD at QUALITY 4, a GLASS at QUALITY 2 and a PLASTIC at QUALITY 1. How much COIN is that in total, and could I grab a fourth one too?", A),
            ("this ACTIVITY needs METAL twice. I only have one METAL, but it's at QUALITY 3. can I just take 2 QUALITY off that one card and do the ACTIVITY?", A),
            ("I SHARE Dana's GLASS, which is down to QUALITY 1, to finish my ACTIVITY. Where does her GLASS go after that, mine or hers?", A),
            ("I've already got 3 ACTIVITY in my AREA and just completed a 4th one this CONSUME turn. Do I get to keep all four?", A),
            ("the 3 ACTIVITY i'm keeping happen to fulfil two of my GOAL at once (HOBBY and another one). can i score both this turn or does each ACTIVITY only count for one GOAL?", A),
            ("I'm sitting on 2 REPUTATION and this turn I'm doing WORK. Can I swap the 2 REPUTATION for 1 HAPPINESS now, to make up for the one I lose working?", A),
            ("Ben played me a SHARE and I'm going to ACCEPT. I already have 1 REPUTATION. How much REPUTATION do I end up with?", A),
            ("Leo just played ACQUIRE on me to take my UTILITY. I don't have an ACQUIRE in hand and my REPUTATION is at 0. Can I still refuse it?", A),
            ("i'm doing a BUY and i have 1 REPUTATION left. can i spend it to get a MATERIAL at QUALITY 1 without paying any COIN at all?", A),
            ("Mia promised me 2 COIN if I ACCEPTed her BARTER. I accepted, the swap happened, and now she just says no. Can I make her pay up, rules-wise?", A),
            ("DEPLETION just showed up at the end of my turn. I'm not the starting player, there are still two people after me before it gets back round. Do we stop right now? And do I lose anything?", A),
            ("basic mode, game over and both Ana and I are at HAPPINESS 12. she says we share it. how is the tie actually broken?", A),
            ("Competitive. A great CONSUME turn took my HAPPINESS token from 4 all the way to 10. How many EVENT do I draw, and when do I flip them?", A),
            ("Two of my face-down EVENT flipped after my turn and both were CONTINUOUS. Which one is in effect now, and from when?", A),
            ("First time APPLYing for a CREDIT CARD. What do I get when I take it, and how does paying it back work each turn?", A),
            ("game just ended. i've got one CREDIT CARD i never finished paying off and 7 MATERIAL sitting in my LANDFILL. how much HAPPINESS do i lose?", A),
            ("I'm the Tycoon with 5 COIN and one CREDIT CARD in my AREA. If I WORK this turn, what exactly do I get and lose?", A),
            ("I'm the Officer and the first FAVOUR I play this turn goes to Nina, who is the Lawyer. She says Objection lets her REJECT it anyway. Who's right?", A),
            ("Landfill Tax is the active EVENT. On my turn I SHARE Paul's GLASS at QUALITY 1 and it breaks into his LANDFILL. Who pays the COIN, me or him?", A),
            ("Micro-Plastic is the active EVENT and the ACTIVITY I want needs a FOOD and a PLASTIC. I've got two FOOD cards. Can I do it with those?", A),
            ("solo mode, I play my blue RENEW to grab a UTILITY from the central LANDFILL and want it at QUALITY 2. how much do I pay and to where?", A),
            ("co-op: I played three of my FAVOUR face-up next to my GOAL over the last few turns. When do they come back to my hand?", A),
            ("3 of us, competitive. Tom and Sara keep playing SHAREs and BARTERs to each other that they both ACCEPT, mostly to keep their REPUTATION topped up, and I'm getting left behind. Is there any rule against two players farming REPUTATION off each other like that?", U),
            ("I'm the Scientist and in my BUY turn I take a BROKEN GLASS out of Tom's LANDFILL. At what QUALITY do I get it and how much do I pay for it: 1 to 4 COIN like a normal BUY, or something else?", U),
            ("The Politician played me a face-down FAVOUR she called a SHARE and I ACCEPTed blind without calling. It turns out to be a RECYCLE. Do I get the 2 REPUTATION for the SHARE she claimed or 0 for the RECYCLE it really is?", U),
            ("the EVENT deck just ran out. the discard pile has the active CONTINUOUS EVENT on top and the IMMEDIATE ones under it. when we reshuffle to make a new deck, does the active one stay out so it keeps working, or does everything go back in?", U),
        ],
        "es": [
            ("Che, vamos a arrancar y nadie sabe quién empieza. ¿Cómo se decide el primer jugador, y qué tiene de distinto su ficha de HAPPINESS?", A),
            ("Primera partida en competitivo. Me repartieron dos CAREER y no me convence ninguna. ¿Tengo que quedarme con una de esas dos sí o sí?", A),
            ("Vale, jugamos cooperativo. Le juego un ACQUIRE a mi compañero para quitarle un METAL y me dice que lo rechaza pagando una REPUTATION. ¿Puede?", A),
            ("en cooperativo somos 3 y es la primera vez, ya tenemos las CAREER y los FAVOUR rojos. cuándo se gana y qué es eso de quemar MATERIAL, cada cuánto se hace", A),
            ("Disculpe, voy a jugar en solitario por primera vez. ¿Qué cambia en la preparación respecto al competitivo: cuántos GOAL, qué FAVOUR y qué CAREER uso?", A),
            ("En solitario, al final de mi turno quemo el MATERIAL de arriba del mazo y justo aparece la DEPLETION. ¿Pierdo 1 de HAPPINESS por la DEPLETION Penalty?", A),
            ("Jugando solo uso el SHARE azul sobre un GLASS de la BUY AREA que está a QUALITY 1. ¿Qué pasa con esa carta después?", A),
            ("Solitario: quiero usar el BARTER azul para cambiar mi PLASTIC de QUALITY 2 por un METAL de la BUY AREA. ¿Qué METAL puedo coger?", A),
            ("Soy la Office Lady y este turno elijo WORK porque me quedé sin COIN, pero en la BUY AREA hay un GLASS que necesito. ¿Puedo comprar algo igual? ¿Cuánto y a qué QUALITY?", A),
            ("Oye, soy el Scientist. En mi turno de BUY quiero sacar una UTILITY rota de mi propio LANDFILL. ¿Se puede?", A),
            ("Tío, soy el Chef y compro un FOOD pagando 2 COIN. ¿Con qué QUALITY me queda? ¿Y si compro un GLASS con 2 COIN?", A),
            ("Soy el Engineer y quiero usar Repair para subirle 1 de QUALITY a la UTILITY de mi vecina, que está en 1. ¿Puedo?", A),
            ("Soy el Craftsman y con Forge convierto mi GLASS en METAL para completar una ACTIVITY. ¿Puedo convertirlo en FOOD si lo necesito? ¿Y hasta cuándo sigue siendo METAL?", A),
            ("Che, soy el Freelancer, estoy en HAPPINESS 5 y necesito plata para la CREDIT CARD. Voy a hacer WORK. ¿Qué SALARY puedo elegir?", A),
            ("La Politician me jugó un FAVOUR boca abajo diciendo que era un RESELL. Le canté el farol, lo dio vuelta y era verdad, un RESELL. ¿Y ahora qué pasa?", A),
            ("Soy el Scavenger y en el LANDFILL de Rocío hay un METAL y una UTILITY rotos que me vendrían genial. ¿Qué puedo sacar con mi habilidad de los LANDFILL y a qué QUALITY me queda?", A),
            ("mi prima es la Waitress y empieza su turno con 3 FAVOUR en la mano porque jugó un montón la ronda pasada. cuantos roba?", A),
            ("Che, vos que sabés: soy el Investor y pago 1 COIN para Invest. Tiro dos veces: la primera sale '$' y la segunda no. ¿Gano algo?", A),
            ("Está activo Economic Slowdown. En mi turno de BUY quería comprar 3 MATERIAL como siempre. ¿Cuántos puedo comprar ahora y qué más cambia?", A),
            ("Con Make It Rain activo pago 2 COIN de PAYOFF de mi CREDIT CARD y compro un MATERIAL por 2 COIN más. ¿Gano la HAPPINESS?", A),
            ("Después de mi turno volteo un IMMEDIATE EVENT que afecta a todos. ¿En qué orden lo resolvemos y cuándo sigue la partida?", A),
            ("Ahorita salió The Gap. Tengo 2 COIN, una GLASS de QUALITY 3 y una CREDIT CARD con 3 COIN encima; mi primo tiene 12 COIN y nada más. ¿Perdemos HAPPINESS?", A),
            ("Me toca resolver Status Climb. Elijo a Lucía, que tiene menos HAPPINESS que yo pero 9 COIN, y yo tengo 4. ¿Qué me pasa?", A),
            ("Vale, Red Gown está activo y mi MATERIAL de más QUALITY es un METAL a 3. Quiero comprar un FOOD barato, a QUALITY 1. ¿Puedo?", A),
            ("salio Insurance despues del turno de Dani, tengo 5 COIN y no quiero perder nada. que opciones tengo exactamente", A),
            ("Quiero jugar un RECYCLE para sacar un METAL del LANDFILL de Marta. ¿Cuánto pago, a quién, y podría sacar una UTILITY en vez del METAL?", A),
            ("Si hay edición en español, ¿cómo se llaman los FAVOUR (ACQUIRE, BARTER, RECYCLE, RESELL, SHARE)? Mi abuela no lee inglés y quiero ponerle los nombres bien.", U),
            ("Sale Repurchase después de mi turno y a mí no me interesa ningún MATERIAL de los LANDFILL. ¿Estoy obligado a dar 1 COIN y llevarme uno, o puedo no hacer nada como en Redeem Bonus?", U),
            ("La Nurse me da un ACQUIRE con Care y me lo tengo que quedar. Si el efecto se aplica, ¿quién se lleva el MATERIAL y quién paga las COIN, ella o yo, y de quién es el MATERIAL?", U),
            ("Vale, sale Overproduction entre turnos y en el mazo de MATERIAL solo queda 1 carta. ¿Se quita esa y aparece la DEPLETION? ¿Y quién se come la DEPLETION Penalty, el que sacó el EVENT?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("dealing out now for 3 players. how many Values cards does each of us get, and which of them am I actually allowed to look at?", A),
            ("I've got time to spare this turn and I want to use both Leisure spots, the upper one and the Date one. Jen says one spot per category per turn. Is she right?", A),
            ("out of time meeples already, all 8 are placed, but I still have 2 energy tokens. can I put those on the Community spot that costs 2 time?", A),
            ("so i placed everything and resolved my spots, then in step 3 i drafted a Leisure card and played it on my board. can i still drop a meeple on its new action this turn since i have one left?", A),
            ("First turn of the game. I've got my Career card in hand and I want its action spot right away, so I'm playing it before I spend my time. Fine?", A),
            ("The market's full. I want the left-most card, and my friend wants the right-most one. What do we each pay or get for those?", A),
            ("In step 3 I want to draft a Wellness card from the market and play it straight onto my board in the same turn. Is that allowed, or does it have to wait in my hand?", A),
            ("I've had a Wellness card on my Wellness slot since round two, and now I drafted a better Wellness card and I'm playing it over that slot. My sister says the old one just goes back in the box. Where does the old card go?", A),
            ("I was Married to my Partner and this turn I played a new Partner card because it had a nicer action. Do I keep my Married marker?", A),
            ("I'm Grown Up and want to get Promoted as an Actor. What do I have to do, and does the Fame icon on the Actor card itself count toward the requirement?", A),
            ("ok so i finally crossed the grown-up space last turn and my partner card's been sitting next to my board for ages. i want to marry her this turn. what exactly does it cost me and is there anything else i need?", A),
            ("my happiness marker just passed the Grown-Up icon on the happiness track but my impact marker is nowhere near its one. am I Grown Up already or do I need both?", A),
            ("This turn my Happiness marker passed two Life Event spaces in one go. Do I get two Life Events, and when do I resolve them?", A),
            ("Sam says he can move his Impact marker back a space to avoid crossing and keep the game going longer. Can markers ever move backwards during the game?", A),
            ("Big Leisure turn and my Happiness and Impact markers just crossed. We're four and I'm the third player in the round, Dan started. Does the game end right now or do the others still play?", A),
            ("game's over, Lia's markers crossed and we finished the round, everyone just flipped their Values face up and there's tokens everywhere. in what order do we do the end scoring steps?", A),
            ("Final scoring. Counting everything, board cards, the stuff beside my board and my Experience stack, I've got 4 Family icons. Tom says that's 4 happy, one per icon. How much happy is that really?", A),
            ("My Happiness has been racing all game and two turns ago the marker went right past the end of the track. We just left it hanging off the edge. What am I supposed to do with it for the final score?", A),
            ("I want to play Family Time onto my Leisure slot. It has the Grown Up icon and a Family Life icon in its green bar. I'm Grown Up but I don't have any Family icon yet. Can I play it if I pay the energy?", A),
            ("A card in my hand has a white box with 3 time in its cost bar, for Wellness. This turn I committed 3 time meeples on my Wellness card's action. Does that let me play the card?", A),
            ("Trying the solo game for the first time tonight, I've got the box open and the normal setup half done. What do I have to change from the normal setup?", A),
            ("Solo, round 3. The market has three cards I actually want and I've saved up energy and money for it. If I take all three this turn, what does each one cost me?", A),
            ("Solo game, I just Donated and my Impact marker passed one of those Life Event spaces on the track. In the normal game I'd take a Life Event. Do I draw one now?", A),
            ("solo, last round done and i just drew and did the eighth Life Event from the little deck. is the game over now? and what do i need to have to count it as a win?", A),
            ("I've got 4 money sitting around and nothing to spend it on, and my Impact is lagging behind my Happiness. I want to Donate this turn. What does it cost and what do I get?", A),
            ("no Career card yet, so the upper Career spot is the basic one. how much time do I need there and what does it give?", A),
            ("3 of us and I can't catch up anymore. I could draft the card Mia needs just so Josh beats her, since Mia won the last three games. Is there any rule against a player who can't win deciding who wins?", U),
            ("Late in the game my Happiness marker went past the end of its track and my Impact marker went past the end of its track too, so both wrapped back round to 0 (+25 each). Are my markers crossed now or not?", U),
            ("Solo: I've got a Trait that makes some cards cheaper to play. Does it also make the solo market cheaper, like my second card costing less than 1 energy and 1 money?", U),
            ("I have Open Relationship and want to marry my second Partner too, but the other players already hold the other Married markers and I've got one on my first Partner. What do I use as a marker for the second marriage?", U),
        ],
        "es": [
            ("Che, estamos armando la primera partida, somos cuatro y nadie sabe quién arranca. ¿Quién empieza? Y me dieron dos Career: ¿me quedo con las dos o con cuántas?", A),
            ("Oye, ¿sabéis si puedo usar la misma acción de arriba de Community dos veces en el mismo turno si tengo tiempo de sobra? Tengo 6 meeples libres.", A),
            ("Me ascendieron (Promoted) el turno pasado. Ahora quiero usar otra vez la acción de la izquierda de mi Career, la de antes del ascenso, porque me conviene más. ¿Se puede?", A),
            ("Tío, mi primo llevaba toda la partida de Promoted en su Career y hoy le salió una Career mejor en el mercado, así que la jugó encima de la vieja. Él dice que el ascenso es suyo y lo conserva. ¿Lo conserva?", A),
            ("Vale, con un Overseas Vacation este turno mi marcador de Happiness pasó por dos casillas de Life Event seguidas. ¿Cuándo resuelvo esas Life Events y, cuando van a mi pila de Experiencias, qué tiene que quedar a la vista?", A),
            ("Disculpe, en el turno 4 mis marcadores se cruzaron. Somos cuatro y yo soy el segundo. ¿Cuántos turnos más se juegan?", A),
            ("Se cruzaron los marcadores de Ana, terminamos la ronda y ya vamos a contar. Yo tengo 2 fichas de Unhappiness y 1 de Negative Impact delante. ¿Qué hago con ellas ahora?", A),
            ("Hace tres rondas me casé con mi Partner y al dar la vuelta a los Values veo que su corazón coincide con el agujero de uno de ellos. ¿Cuánto me da eso al final?", A),
            ("Contamos todo y mi hermana y yo tenemos exactamente la misma puntuación combinada, 41. Mi padre quiere mirar quién tiene más cartas. ¿Quién gana según las reglas?", A),
            ("Tengo dos Traits y tres Resources jugados al lado del tablero y la mesa ya no da para más. Quiero jugar otro Resource que acabo de coger. ¿Hay algún límite de cuántos puedo tener?", A),
            ("Vale, tengo Mall Walkers en mi hueco de Community y me acaba de llegar otra Community que me gusta más. Si la juego, ¿qué pasa con Mall Walkers? ¿Puedo tener las dos?", A),
            ("En solitario, ¿cada cuánto se renueva el mercado? Hoy se me quedó con una sola carta a mitad de ronda", A),
            ("Solitario: una carta me deja coger una carta extra del mercado. Ya compré la primera gratis. ¿Cuánto pago por la extra y cuánto me cuesta luego la siguiente?", A),
            ("Estoy jugando solo y, como no se reparten Values, el hueco de Meditate de mi tablero me parece inútil. ¿Qué hace Meditate en este modo?", A),
            ("Oigan, en solitario ya robé la octava Life Event y se acabó. Tengo cuatro iconos de Family y me casé. ¿Cuento los puntos de los sets de iconos de vida y del corazón?", A),
            ("Tengo en la mano un Value que no voy a cumplir ni de broma y dos boca abajo que nunca he mirado. Quiero usar Meditate. ¿Qué cuesta y qué opciones tengo con mis Values?", A),
            ("Todavía no soy Grown Up, mis marcadores van por la mitad. Puse un meeple en Interview porque me sobraba tiempo. ¿Qué consigo con eso?", A),
            ("Voy a hacer Date: pongo 1 meeple de tiempo y 1 de money. No soy Grown Up todavía y no tengo ninguna Partner. ¿Qué gano con eso?", A),
            ("La carta Overseas Vacation no tiene flecha de acción, solo iconos. Cuando la juego, ¿qué pasa y dónde la pongo?", A),
            ("Me tocó una Life Event que me da una ficha de Unhappiness y mi prima ya me estaba moviendo el marcador de Happiness hacia atrás. ¿Eso me baja ya la Happiness en el marcador o qué?", A),
            ("Acabo de jugar mis cartas y cogí la segunda carta del mercado, así que hay un hueco. Ahora toca el paso 4 del turno. ¿Qué se devuelve y cómo se rellena el mercado?", A),
            ("Jugué Mall Walkers en mi Community el turno pasado y ahora quiero usarla. Tengo 8 meeples y una energía. ¿Cómo se usa su acción y qué me da?", A),
            ("Al final de la partida cuento 7 iconos de Education entre el tablero, las cartas de al lado y la pila de Experiencias. Mi amigo dice que es 1 por icono. ¿Cuánta happy me dan?", A),
            ("En solitario gané: mis marcadores están cruzados. Pero no completé ningún nivel de mi Achievement. ¿Gané o no?", A),
            ("Preparando el solitario robé dos cartas de Achievement y las dos me parecen interesantes. ¿Me quedo con los dos o qué hago?", A),
            ("Una carta pide en su barra verde un icono de Life de Social y yo tengo ese icono solo en una carta de mi pila de Experiencias. ¿Me vale para jugarla?", A),
            ("Si hay edición en español, ¿cómo se llaman ahí los marcadores de Grown Up, Promoted y Married? Quiero apuntarlo en una chuleta para mi padre.", U),
            ("En solitario, al vaciar y reponer el mercado al final de la ronda, en el mazo que rellena el mercado solo quedan 2 cartas. ¿Juego la ronda con 2 cartas en el mercado, o se baraja algo?", U),
            ("Che, en el paso 1 puse un meeple en Interview para que me asciendan, pero en el paso 2 veo que no tengo el icono que pide la barra morada. ¿Puedo usar ese mismo meeple para robar una Career nueva en su lugar?", U),
            ("Vale, en solitario, ¿elijo el Achievement antes o después de ver las tres primeras cartas del mercado? Mi primo dice que primero se mira el mercado.", U),
        ],
    },
    "cv": {
        "en": [
            ("first turn, I rolled my 4 dice and got two bad luck, a money and a health. I want to reroll everything except the money. Tom says I can reroll the bad luck ones too since it's only the first roll. Can I?", A),
            ("ok so i rerolled twice already, kept the two money and the knowledge, and i'm still one money symbol short for the Used car. my brother says just go again, nobody's counting. can i roll a third time?", A),
            ("I've got 3 good luck symbols between my dice and my tokens. The card I want on the track costs 2 money and 1 relationship and also has a special condition that I need a Work card, which I don't have. Can I take it for free with the good luck?", A),
            ("worst turn ever: after both rerolls I've got 4 bad luck dice frozen and 2 bad luck tokens from my cards, so 6. how many cards do i lose and which ones can i pick?", A),
            ("I just bought a Knowledge card and a Possession. My Knowledge stack already has two cards. Can I slide the new Knowledge card under the others so my current top card stays active? And the Possession?", A),
            ("my active relationship card is Marriage, which gives me my 5th die. this turn I bought a new relationship card and put it on top. do I still roll 5 dice next turn?", A),
            ("I played an event card from my hand to help pay for a card on the track, but I only needed one of its two symbols. Do I get a token for the one I didn't use, or keep the card?", A),
            ("I had leftover symbols so I bought an event card off the track this turn, the cheap one on the left. where does it go now, does it count as one of my résumé cards?", A),
            ("I have a Work card with a red slash on it. This turn I used all my money symbols to buy a Possession, and now I can't pay the red slash. What happens?", A),
            ("Tokens: last turn I had 2 money tokens from my active Work card and I didn't use them. This turn do I have 4 money tokens?", A),
            ("It's cleanup and I took the two left cards of the track. What do I do with the track now, and where do the new cards come from?", A),
            ("There are 4 of us. End of the round just happened, after the player to the right of the bicycle player. What happens to the track that doesn't happen after the other turns?", A),
            ("Just the two of us tonight, my partner and me, and we usually play with four. At four we throw out the leftmost track card at the end of each round. Is it the same with two?", A),
            ("The early adulthood deck just ran out while refilling the track. Felix has 6 cards in his piles, Julius 5 and I have 3. Do I get anything?", A),
            ("two of us qualify for social assistance at the same moment. who takes first, and do we have to meet the special conditions of the card we take?", A),
            ("we're 3, deep in the old age deck now and it's getting small, maybe 5 or 6 cards left under the track. how does the game end exactly?", A),
            ("End of the game: I have 4 health cards, 3 relationship cards and 5 knowledge cards. How many points is that from those three types?", A),
            ("Scoring time. One of the public life goals on the board, Felix and I both did it exactly as well, nobody did better. Who gets the points, one of us, both, or nobody?", A),
            ("we added everything on the notepad and me and Jonas both have 58 points. he wants a rematch to decide. how is the winner decided by the rules?", A),
            ("I just took a card off the track that has two colours in its title and both the health and relationship icons. My Health stack is tiny. Where does it go?", A),
            ("Setting up for 3 players, the 12 childhood cards are in a pile in front of me and I remember it's different from four players. How do we prepare the childhood cards?", A),
            ("Childhood draft, first time for everyone at the table. I've got my 3 childhood cards in hand and my friends are waiting. How does the choosing and passing work?", A),
            ("Childhood draft is done and everyone has 3 childhood cards and a life goal. Who starts the game, and who starts each round after that?", A),
            ("Setting up for 4, I've got the life goal deck shuffled in my hand. How many life goal cards does each of us get and how many go face up on the board?", A),
            ("I rolled 2 money, and I have 1 money token. I used the token and both dice to buy a Used car. My active Work card's red slash needs 1 money. Can I use that money token again for the red slash in the Add to CV phase?", A),
            ("I have Health cards buried under my top Health card. At the end, do only the top cards count for points, or all of them?", A),
            ("I can't win anymore, too far behind. On my turn I could grab the one card Felix needs for his life goal just so my sister beats him instead. Is there any rule about a player who can't win deciding who wins?", U),
            ("Are there any Possession cards worth negative points at the end, like a card that costs you points instead of giving them?", U),
            ("We just caught my cousin quietly rerolling a third time on purpose, twice this game, and he got the cards he wanted. Does the rulebook have any penalty for cheating like that, or do we just take the cards back?", U),
            ("The card layout part of the rules is empty. Where on a card is the special condition printed, and how do I tell it apart from the normal cost?", U),
        ],
        "es": [
            ("Oye, en la segunda tirada me salió mala suerte en un dado que había vuelto a tirar. ¿Ese dado ya no lo puedo tirar más aunque me quede otra tirada?", A),
            ("Me salió una tirada buenísima: tres dineros, un conocimiento, y fichas de salud y relación. Tengo símbolos de sobra para tres cartas del track. ¿Cuántas cartas puedo coger en mi turno?", A),
            ("Che, entre Marriage y otras cartas ya tiro 6 dados, y en el track hay otra carta que da un dado más. Antes de comprarla: ¿cuántos dados puedo llegar a tener como máximo?", A),
            ("Tengo dos cartas de evento en la mano desde la ronda pasada y ahora está tirando mi amiga. ¿Las puedo jugar en el turno de otro jugador o solo en el mío?", A),
            ("Tengo cuatro cartas de Salud apiladas y compré otra. No la quiero encima, pero tampoco al fondo del todo: quiero meterla debajo de la segunda. ¿Se puede meter en medio de la pila?", A),
            ("En la primera repetición dejé apartados dos dados de dinero y volví a tirar los otros dos. Ahora, para la segunda repetición, quiero volver a tirar también uno de los de dinero que había apartado. ¿Puedo?", A),
            ("Vale, he comprado una carta de Posesión. ¿Puedo ponerla debajo de mi otra Posesión para que siga activa la que ya tenía?", A),
            ("Mi sobrino tiene tres cartas de Salud en fila, una al lado de la otra, y dice que las tres están activas. ¿Cuántas cartas activas se pueden tener de cada tipo a la vez?", A),
            ("Acabo de poner en mi currículum una carta de Trabajo con barra roja que pide un símbolo de dinero, da buenas fichas pero tiene ese coste. ¿Cuándo tengo que pagarlo y con qué lo pago?", A),
            ("Vale, este turno gasté todo en comprar y no pude pagar la barra roja de mi carta de Relación activa. Mi hermana dice que va debajo de la pila. ¿Adónde va la carta?", A),
            ("Disculpe, en este turno compré una carta usando mis dos fichas de dinero. Ahora en la fase de añadir al CV tengo que pagar una barra roja de dinero. ¿Puedo volver a usar esas fichas?", A),
            ("Llegamos a la limpieza. Tenía dos fichas de dinero del turno pasado que no usé, y ahora mi carta activa de Trabajo me daría dos más. ¿Cómo actualizo mis fichas? ¿Sumo las nuevas a las que tenía?", A),
            ("Al rellenar el track después del turno de Pablo se acabó el mazo de edad media y hay que empezar con el de vejez. ¿Qué se hace antes de seguir?", A),
            ("Se acaba de terminar el mazo de juventud. Para la asistencia social: yo tengo 4 cartas en mi currículum y Marta tiene exactamente 8, ni una más. ¿Tengo derecho?", A),
            ("Somos 4 y al final de una ronda, tras rellenar el track, al mazo de vejez le quedan 3 cartas. ¿Seguimos jugando?", A),
            ("Se acabó la partida y estoy con el bloc de notas. Tengo 5 cartas de Salud y 3 de Conocimiento, ninguna de Relación. ¿Cuántos puntos me dan esas?", A),
            ("Tengo cinco Posesiones apiladas, solo se ve bien la de arriba. Mi novio dice que solo puntúa la activa. ¿Cómo se cuentan los puntos de las cartas de Posesión al final?", A),
            ("Somos dos, mi hermano y yo, y tenemos las 12 cartas de infancia en la mesa. ¿Cómo se preparan para dos jugadores?", A),
            ("Ya repartimos las cartas de infancia para dos jugadores y sobran un montón. Mi hermano quiere dejarlas al lado por si acaso. ¿Qué pasa con las que no se usan?", A),
            ("Empatamos a 52 puntos y además los dos tenemos 14 cartas en el currículum. Ya no sabemos qué mirar. ¿Quién gana?", A),
            ("Primera partida de mi abuela. Le toca empezar y agarra todos los dados. Al principio de cada turno, ¿cuántos dados se tiran?", A),
            ("Me llevo una carta de dos colores (Trabajo y Conocimiento) con la asistencia social. ¿Cuándo decido de qué tipo es?", A),
            ("Terminamos y toca mirar los dos objetivos públicos que estaban en el tablero desde el principio. ¿Quién se lleva los puntos de cada uno?", A),
            ("Las fichas de buena suerte de mis cartas activas, ¿cuentan junto con los dados para llegar a las 3 de buena suerte?", A),
            ("Al final de la partida, ¿las cartas de Trabajo dan puntos por cantidad, como la Salud o el Conocimiento?", A),
            ("Acabo de comprar dos cartas y hay dos huecos en el track. Mi prima ya está repartiendo cartas nuevas aunque es mi turno. ¿Quién desliza las cartas del track y reparte las nuevas en la limpieza?", A),
            ("Estoy explicando CV a mis tíos en español. ¿Cómo se llaman oficialmente en español las cartas de Possession y de Work, y la social assistance? El reglamento que tengo está en inglés.", U),
            ("Para enseñar a mis sobrinos, ¿podemos jugar con las metas vitales secretas boca arriba, a la vista de todos? ¿Hay alguna variante de aprendizaje así?", U),
            ("Con los peques, ¿podemos jugar a que la desgracia solo cuenta la mala suerte de los dados y no la de las fichas? ¿Hay alguna variante oficial así?", U),
            ("Dos jugadores se ponen de acuerdo: uno se queda a propósito con pocas cartas para recibir la asistencia social y el otro le deja la carta buena en el track. ¿Está permitido ese tipo de acuerdo?", U),
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
