"""Write the blind164 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind164/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 16401-16404), so the
unanswerable questions are mixed in. `names_game` is found by a regex on the
question's own game name; `ids` come from ids.json (question text -> ids) and
are empty until that file is written.

Style of this set: players who are ARGUING about a rule and ask the assistant to
settle it, naming both (or all) readings and often who said what.
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
SEEDS = {"coming-of-age": 16401, "loop": 16402, "adulthood": 16403, "cv": 16404}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

Q = {
    "coming-of-age": {
        "en": [
            ("Ana says we roll our dice one at a time and place each one before rolling the next, Ben says everyone rolls all their dice at once. who's right?", A),
            ("my brother thinks rob goes first at every bus stop, i think i do. settle it", A),
            ("Jo says moving my chosen die to a far (not adjacent) location costs one Frustration Token per space I skip, Sam says it's always 2 however far. Who's right?", A),
            ("sam says a far move can put both frustration tokens on the same mood track, i say they have to go on 2 different tracks that have none. who's right", A),
            ("Lena says the only way to get rid of a frustration is the Overcoming Bonus, Max says you can also pay 4 Willpower whenever you like. Which is it?", A),
            ("my sister says bouncing left on a track with an overcome frustration on its left end costs me 2 VEP, I say I gain 4. who's right?", A),
            ("Tom thinks a right bounce still gives me the Motivation Token even when a Frustration Token covers the icon. I say I get nothing. who wins this one", A),
            ("Priya says you can flip as many Memory Tokens as you like in the Experience phase, I say only one. who's right?", A),
            ("kim says i can hold 5 trait tiles as long as i play one next turn, i say the limit is 4 and the extra goes to the bottom of the pile straight away. settle it pls", A),
            ("Dan reckons you can keep playing Trait Tiles onto your board as long as you meet them, Eva says 4 max for the whole game. Who's right?", A),
            ("Mia says I can mimic the trait in her second slot because her character is at level 1 on my Friendship Track and I meet the requirement. I say I need level 2. who's right", A),
            ("I have my die AND a Presence at the same stop. Joe says I get the Bus Stop bonus and also a Friendship Bonus off another player's Presence, I say only one of them. Who's right?", A),
            ("tom says 3 motivation tokens on one memory = 9 VEP (3 each), i say 3+2+1 = 6. whos right", A),
            ("Ana says if you pay 4 Willpower for a Memory you only get VEP and lose the card's bonus and the Memory Token. Ben says you get 3 VEP and the rest as usual. Who's right?", A),
            ("Sara says only the first player to claim a Memory Card gets it, I say everybody with a die there who pays can take it. who's right?", A),
            ("bob says spending 2 orange motivation on a memory moves my orange counter 4 steps left (2 per token), i say its 2 steps total. who's right", A),
            ("Lucy says once all 4 of my Character Tokens are out as Presences I can't make another Presence. I say I can move one of them. Who's right?", A),
            ("my dad thinks you only draw a new parent card at the end of the round, i say straight after playing one so you always hold 2. who's right", A),
            ("My friend says any Friendship Bonus can push a character from level 4 to level 5. I say you need an Intimacy Bonus. who's right?", A),
            ("how many dice do we get in round 3? ana says 2 eight-sided, ben says 3. and how many years is that round?", A),
            ("end of round 1: Leo says the blue mood track opens next, Kai says pink. who's right?", A),
            ("End of game: Nico says each unresolved frustration costs 2 VEP like a bounce, Ali says 3. Who's right?", A),
            ("I've played 2 Trait Tiles. Jen says I can still score all 4 of my goals if I meet them, I say only 2. who's right?", A),
            ("leftover tokens at the end: kim says 1 VEP each, i say add up willpower, motivation and unused memory tokens and divide by 3. who's right", A),
            ("Tie on VEP. Ana says whoever has more friends on their track wins, Ben says first you compare Trait and Goal Tiles including mimicked ones. Who's right?", A),
            ("2 player game: my partner says the 4 neutral trait tiles in the middle only need the requirement met, I say we also need friendship with their neutral kid at the tile's level. who's right?", A),
            ("4 of us at the arcade stop. me and jo both take the Friendship Bonus with the purple neutral kid, but there's only one purple token left in the general supply (we put out just the 5 neutral tokens, like the setup says). jo says he's first in seat order so it's his, i say it's simultaneous so we both get one from the box. who's right?", U),
            ("Solo, and both my type C goal tiles turned out to be Committed. Ana says my one friend at level 7 scores both tiles, Ben says the second tile needs a different character at level 7. Who's right?", U),
            ("For two years Kim checked her mimics against her own Friendship Track (where my token sits) instead of mine: she mimicked my level 3 tile while she's only at level 1 on my track. Ana says we pull her Mimic Trait Token off and take the VEP back, Kim says it stays. who's right?", U),
            ("2 player game: halfway through round 2 we saw that one of the 4 row tiles is a blue-backed Starting Trait Tile that slipped in at setup, and my partner already mimicked it. Leo says swap it for a tile from the pile and undo the mimic, Mia says leave it all. who's right?", U),
        ],
        "es": [
            ("Mi novio dice que en la fase 1 puedo esperar a ver dónde pone él su dado antes de elegir el mío; yo digo que es simultáneo. ¿Quién tiene razón?", A),
            ("Vale, discusión: al retirar dos dados de la misma ubicación, Marta dice que se deja una sola Ficha de Interés y yo digo que una por dado. ¿Quién tiene razón?", A),
            ("Che, mi hermano dice que cuando llego al final del Registro de Realización Personal ya no gano nada por los pasos que sobran; yo digo que gano la bonificación indicada por cada paso. ¿Quién tiene razón?", A),
            ("Estamos discutiendo: Lucía dice que los iconos del Espacio de Experiencia se resuelven en el orden que cada uno quiera, yo digo que estrictamente de izquierda a derecha. ¿Quién tiene razón?", A),
            ("uno dice que si el Espacio de Experiencia manda mover un Contador de Estado de Ánimo que todavia no tengo, lo coloco ya; otro dice que ese icono se ignora. quien tiene razon?", A),
            ("Disculpe, mi cuñado dice que si reboto dos veces a la izquierda en el mismo Registro de Ánimo se resuelve como un solo rebote; yo digo que cada rebote va por separado. ¿Quién tiene razón?", A),
            ("el autobus para en todas las ubicaciones abiertas segun Lucia, yo digo que solo donde hay un dado o una Presencia. quien tiene razon", A),
            ("Tío, Pablo dice que los dados que quedan en una ubicación después de pasar el autobús vuelven a mi tablero; yo digo que se retiran del juego. ¿Quién tiene razón?", A),
            ("Fin de año: mi prima dice que las Fichas de Parada de Autobús se barajan y se vuelven a repartir; yo digo que la de la derecha del todo pasa a la izquierda y las demás se corren. ¿Quién tiene razón?", A),
            ("Cuando alguien se lleva un Recuerdo, Juan dice que se pone otra Carta de Recuerdo enseguida; yo digo que no se repone hasta el final del año. ¿Quién tiene razón?", A),
            ("Mi amiga dice que el contador de VEP empieza en 0 y yo que en la casilla 5. ¿Quién tiene razón?", A),
            ("¿Con cuántas Fichas de Frustración empieza cada uno y de qué lado? Sofi dice 4 del lado superado, yo digo 5 del lado frustrado.", A),
            ("antes de la puntuacion final mi hermano dice que ya no se puede usar ninguna Ficha de Recuerdo; yo digo que cada uno puede usar una sin usar. quien tiene razon", A),
            ("En solitario, Ana dice que robo una Ficha de Objetivo de cada letra como siempre y yo digo que son 1 B, 2 C y 1 D. ¿Quién tiene razón?", A),
            ("Objetivos de tipo A: si empato con otro en Sociable, Mateo dice que no lo cumple nadie y yo digo que se considera cumplido. ¿Quién tiene razón?", A),
            ("Vale, tengo una Ficha de Frustración en cada uno de mis dos Registros de Ánimo, pero la del verde ya está superada en el extremo izquierdo. Mi hermana dice que puedo cambiar el dado de ubicación poniendo la nueva en el verde; yo digo que no. ¿Quién tiene razón?", A),
            ("Cuando supero una frustración, Luis dice que la ficha vuelve a mi reserva y yo digo que se le da la vuelta y se pone en el otro extremo del mismo registro. ¿Quién acierta?", A),
            ("¿Cuántos años dura la primera ronda? Yo digo uno solo, con el dado de 4 caras; mi novia dice dos.", A),
            ("En solitario, mi hermano dice que Rob coloca sus dados en las ubicaciones como nosotros; yo digo que en vez de eso pone Fichas de Interés. ¿Quién tiene razón?", A),
            ("Che, cuando Rob avanza en su Registro de Realización Personal, mi viejo dice que pisa todas las casillas; yo digo que se salta las que no dan VEP. ¿Quién tiene razón?", A),
            ("Rob y los Rasgos Miméticos: mi amigo dice que Rob tiene que cumplir los requisitos como yo; yo digo que los ignora. ¿Quién tiene razón?", A),
            ("Puntuación final de Rob: Mati dice que las Fichas de Rasgo que le quedan en la pila no cuentan; yo digo que las revela y las puntúa. ¿Y qué pasa con sus Fichas de Motivación?", A),
            ("Si Rob nos gana siempre, mi pareja dice que le quitemos Fichas de Motivación; yo digo que la regla es darle solo 1 Ficha de Personaje. ¿Quién tiene razón?", A),
            ("Rob tiene menos Fichas de Interés que dados: uno dice que empieza a ponerlas por el dado más alto y otro que por el más bajo. ¿Quién tiene razón?", A),
            ("mi hermano dice q las cartas de padres que jugue son secretas y yo q mi pila de descarte es publica. quien tiene razon", A),
            ("Terminada la fase 2, ¿puedo girar una Ficha de Recuerdo cuando para el autobús? Mi colega dice que sí, yo que solo antes o después de resolver el Espacio de Experiencia.", A),
            ("En solitario, para mi Ficha de Rasgo Responsable (4 Fichas de Interés colocadas en las ubicaciones) mi novio dice que cuentan también las Fichas de Interés de Rob que hay en el tablero, y yo digo que solo las mías. ¿Quién tiene razón?", U),
            ("Hace dos turnos usé una Bonificación de Intimidad como si fuera una Bonificación de Amistad normal para subir a un personaje del nivel 2 al 3. Mi hermana dice que hay que bajarlo y quitarme lo que gané; yo digo que ya está hecho y seguimos. ¿Quién tiene razón?", U),
            ("Vale, durante dos rondas, al pagar una Presencia con Fichas de Motivación no movíamos el Contador de Estado de Ánimo 2 pasos a la izquierda (solo lo hacíamos con los Recuerdos). Pablo dice que hay que moverlos ahora todos de golpe; Lucía dice que desde ahora y ya. ¿Quién tiene razón?", U),
            ("Che, hace dos años mi primo pagó un Recuerdo con una Ficha de Motivación de un color que esa ubicación no pide (y no tenía la pasiva rosa). Uno dice que le quitemos los VEP y la Ficha de Recuerdo, otro que ya pasó. ¿Quién tiene razón?", U),
        ],
    },
    "loop": {
        "en": [
            ("Ana says whoever is oldest goes first, Ben says it's whoever most recently spent over $100. who's right?", A),
            ("my brother thinks you draw a FAVOUR at the start of every turn no matter what, i think only when you have less than 5. settle it", A),
            ("we're arguing: can you just pass your turn if you don't want to WORK, BUY or CONSUME? Leo says yes, Mia says no", A),
            ("basic mode, I'm at 0 HAPPINESS and pick WORK. Sam says I can't WORK at all, Jo says I take 1 COIN and my turn ends. who's right?", A),
            ("buying: tom says every MATERIAL costs a flat 2 COIN, i say whatever i pay (1 to 4) is its QUALITY. whos right", A),
            ("my friend says an ACTIVITY showing 2 of the same colour takes 2 QUALITY off one MATERIAL. i say it needs 2 separate MATERIAL. who's right", A),
            ("kim says you can keep a 4th ACTIVITY if you need it for a GOAL, i say 3 max and completing the 4th pushes an older one out. who's right", A),
            ("Micro-Plastic is up. Dan says since FOOD counts as PLASTIC I can still CONSUME an ACTIVITY that needs FOOD with my FOOD card, Eva says no ACTIVITY needing FOOD at all. Who's right?", A),
            ("someone played me a FAVOUR and i already have 5 in hand. Eva says i can't take it, i say there's no hand limit. who's right", A),
            ("Ana says every ACCEPT gives 1 REPUTATION, Ben says SHARE gives 2 and RECYCLE gives 0. Who's right?", A),
            ("I'm at 2 REPUTATION. Jo says I can't ACCEPT FAVOURs anymore, I say I can, I just get no more REPUTATION. who's right?", A),
            ("REJECT: Sam says you can always just say no, Max says you need to discard the same FAVOUR or pay 1 REPUTATION. who's right", A),
            ("lena says i can BUY a QUALITY 1 MATERIAL with 0 COIN and 1 REPUTATION, i say i need at least 1 COIN for each one. who's right", A),
            ("Ana says 1 REPUTATION buys 1 HAPPINESS when you CONSUME, I say it's 2 for 1. who's right?", A),
            ("he promised me a BARTER next turn if i ACCEPTed his SHARE, then didn't do it. Tom says deals are binding. are they?", A),
            ("nico says the game ends the second someone hits HAPPINESS 12, ali says we finish the round first. who's right?", A),
            ("tie on HAPPINESS in basic mode. Lily says fewest MATERIAL in the LANDFILL wins, Max says REPUTATION comes first. who's right?", A),
            ("BARTER: I gave a QUALITY 3 and got a QUALITY 1 back. my friend says he owes me 2 COIN for the difference. does he?", A),
            ("Jo says I can RECYCLE out of my own LANDFILL, Sam says only from someone else's. who's right? and can it be a UTILITY?", A),
            ("SHARE: the 2nd SHARE got REJECTed so I never finished the ACTIVITY. Ana says the 1st player's MATERIAL still loses 1 QUALITY. who's right?", A),
            ("competitive: my HAPPINESS went from 4 to 10 in one go. Ben says I draw 1 EVENT, I say 2. who's right?", A),
            ("eva says you flip an EVENT the moment you draw it, i say only after your turn ends. who's right", A),
            ("CREDIT CARD: Max says I can pay off all 5 COIN in one go, Leo says only 1 or 2 a turn. who's right?", A),
            ("co-op: my friend says we all win if any one of us reaches HAPPINESS 12, I say every one of us needs 11 or more at the end. who's right?", A),
            ("Tycoon here. My mate says WORK gives me a flat 3 COIN like the Intern, I say I take as many COIN as I already have. who's right?", A),
            ("Landfill Tax is up and my GLASS just broke with 0 COIN in my pocket. Sara says I'm let off, I say I have to APPLY for a CREDIT CARD right away. who's right?", A),
            ("Satan Santa came up. I had no MATERIAL when it was flipped, but the triggerer gave me one before my turn to resolve. Ana says now I have to give one away too, Ben says I had none when it flipped so I'm out. who's right?", U),
            ("for three rounds our Lawyer used Objection by paying 1 REPUTATION instead of discarding a FAVOUR. Sam says we hand the objected FAVOURs back to the players who played them, Jo says we just play it right from now on. who's right?", U),
            ("For two rounds we let people REJECT the Officer's first FAVOUR each turn. he says we should now replay those FAVOURs as ACCEPTed, we say too late. who's right?", U),
            ("we paid the Investor 2 COIN for each $ toss, so 4 when both hit, for a few turns. Kim says take the extra COIN back, the Investor says he already spent it so it stays. who's right?", U),
        ],
        "es": [
            ("Tío, mi hermana dice que a 2 jugadores se quitan 2 sets de MATERIAL y yo digo que ninguno. ¿Quién tiene razón?", A),
            ("Somos 3: el tercero, ¿con cuántos FAVOUR empieza? Uno dice 1 y otro dice 3. ¿Quién tiene razón?", A),
            ("Che, ¿con cuánta HAPPINESS arranca el INTERN? Mi primo dice 3 como todos, yo digo 4.", A),
            ("Discutimos: si se acaba el mazo de FAVOUR, Juan dice que ya no se roba más; yo digo que se baraja el descarte. ¿Quién tiene razón?", A),
            ("Un MATERIAL de mi amiga llega a QUALITY 0 por un SHARE mío. Ella dice que va a mi LANDFILL porque lo usé yo; yo digo que al suyo. ¿Quién tiene razón?", A),
            ("Soy la Waitress: mi novio dice que robo 2 FAVOUR al empezar el turno aunque tenga 4 en la mano, yo creía que solo hasta llegar a 5. ¿Quién tiene razón?", A),
            ("¿Cuántas ACTIVITY puedo CONSUMIR en un turno? Ana dice 1 y yo digo hasta 3. ¿Y cuánta HAPPINESS da cada una?", A),
            ("Si cumplo un GOAL, mi novio dice que lo puedo guardar y revelarlo otro turno; yo digo que hay que mostrarlo ese mismo turno. ¿Quién tiene razón?", A),
            ("REPUTATION en WORK: mi hermano dice que cada REPUTATION da 2 COIN extra, yo digo que 1. ¿Quién tiene razón?", A),
            ("Disculpe, ¿cuándo se reponen las cartas del tablero? Mi suegro dice que apenas queda un hueco; yo digo que al final del turno.", A),
            ("DEPLETION: Luis dice que la partida termina en el acto y yo que se acaba la ronda. ¿Y quién pierde HAPPINESS por eso?", A),
            ("Soy el Scientist. Mi amigo dice que solo puedo comprar del LANDFILL de otros, como con RECYCLE; yo digo que también del mío. ¿Quién tiene razón?", A),
            ("CURIOSITY: mi prima dice que basta con tener 3 ACTIVITY cualesquiera; yo digo que entre las 3 tienen que salir los 5 colores de MATERIAL. ¿Quién tiene razón?", A),
            ("HOBBY: uno dice que son 2 ACTIVITY con la misma PROPERTY y otro que con el mismo nombre. ¿Cuál es?", A),
            ("Competitivo: me reparten 2 CAREER y no me gusta ninguna. Mi viejo dice que tengo que jugar una; yo digo que puedo jugar de INTERN. ¿Quién tiene razón?", A),
            ("sale un CONTINUOUS EVENT nuevo: Mati dice que se suma al que ya estaba y yo que lo reemplaza. quien tiene razon", A),
            ("IMMEDIATE EVENT: ¿quién lo resuelve primero? Yo digo que el que lo sacó y después en sentido horario; mi hermana dice que empieza el siguiente jugador.", A),
            ("CREDIT CARD: Pablo dice que al pedirla te dan 5 COIN; yo digo 4 COIN y un MATERIAL de QUALITY 1. ¿Quién tiene razón?", A),
            ("No me queda HAPPINESS para hacer WORK y es lo único que puedo hacer. Uno dice que pierdo el turno; otro que pido CREDIT CARD y hago BUY o CONSUME. ¿Quién tiene razón?", A),
            ("Al final, ¿cuánto quita cada CREDIT CARD sin pagar del todo? Uno dice 1 HAPPINESS y otro 2.", A),
            ("LANDFILL Penalty: tengo 5 MATERIAL en mi LANDFILL. Mi amigo dice que pierdo 2 HAPPINESS y yo que 1. ¿Quién tiene razón?", A),
            ("Cooperativo: ¿se roba FAVOUR al empezar el turno? Y los que juego, ¿cuándo los recupero? Estamos discutiendo.", A),
            ("cooperativo: mi novia dice que podemos rechazar un FAVOUR pagando REPUTATION, yo digo que ahi no hay REJECT. quien tiene razon", A),
            ("Solitario: con el ACQUIRE azul, ¿a quién le pago y cuánto? Mi amigo dice que no se paga a nadie.", A),
            ("Solitario: el RENEW, ¿cuesta lo mismo que el RECYCLE? Mi amigo dice que se paga el doble.", A),
            ("Soy la Lawyer y el Officer me juega su primer FAVOUR del turno. Él dice que no se puede rechazar; yo digo que mi Objection sí puede. ¿Quién tiene razón?", A),
            ("Tío, la Artist lleva cuatro turnos de WORK cogiendo el MATERIAL de QUALITY 4 con Create pero sin la COIN extra. Ella dice que se la demos toda ahora, su hermano dice que lo olvidado, olvidado. ¿Quién tiene razón?", U),
            ("El Engineer estuvo reparando MATERIAL de tipo UTILITY varias veces durante dos rondas. Mi hermano dice que les bajemos esa QUALITY ahora; yo digo que ya se usaron y seguimos. ¿Quién tiene razón?", U),
            ("Che, el Salesman cobraba su COIN extra también cuando le aceptaban un RECYCLE o un BARTER. Él dice que se la queda; nosotros que la devuelva a la WORK AREA. ¿Quién tiene razón?", U),
            ("Che, el Scavenger estuvo sacando MATERIAL de QUALITY 2 de los LANDFILL con su habilidad en vez de QUALITY 1. Él dice que se quedan como están; nosotros que les bajemos la QUALITY. ¿Quién tiene razón?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("Ana says the youngest player goes first, Ben says the oldest. who's right?", A),
            ("setup argument: my brother says we keep both our Career cards, I say we each discard one. settle it", A),
            ("Values at setup: Leo says all 3 go in hand, Mia says 2 stay facedown and we can't even look at them. who's right?", A),
            ("Sam says you can only use one spot per category each turn, I say I can use both the upper and lower Career spots in the same turn if I pay for both. who's right?", A),
            ("tom says the part-time work spot (upper Career) is 2 time for 1 money, i say 4 time. who's right", A),
            ("Donate: jo says 3 money = 1 Impact, sam says 1 money = 1 Impact. who's right?", A),
            ("my gf thinks Date costs just 1 time, I think 1 time and 1 money. who's right?", A),
            ("Meditate: Kim says it costs 1 time and draws a new Career, I say it costs 1 energy and is about Values. who's right?", A),
            ("can energy tokens stand in for time meeples? Dan says no, Eva says yes. who's right", A),
            ("In step 2 my Career action gave me money and I want to Donate it now. Ana says I can add it to Donate right away, Ben says everything had to be placed in step 1. who's right?", A),
            ("first turn: Nico says I can play my Career card first and use its action right away, Ali says my action spots get activated before I play it. who's right?", A),
            ("market: Lily says the second card from the left costs energy and money like the others, Max says only the three right-most cost anything. who's right?", A),
            ("I took the left-most market card. Jo says I get an energy for it, Sam says that bonus is only in solo. who's right?", A),
            ("i played a new Community card this turn. Lena says i can use its action this same turn, i say from next turn. who's right", A),
            ("I drafted a card from the market this turn. can I play it right away? my brother says it has to sit in my hand until next turn", A),
            ("My new Leisure card goes over the old one. Ana says the old one gets discarded, Ben says it goes to my Experience stack. who's right?", A),
            ("Grown Up: Tom says you have to pass the Grown-Up space on both tracks, I say one is enough. who's right?", A),
            ("Max says when my Happiness and Impact markers cross the game ends right away, Lily says we finish the round. who's right?", A),
            ("Life Event: Eva says you resolve it the moment you pass the icon, Dan says at the end of your turn. who's right?", A),
            ("sets at the end: I have 4 Family icons. Kim says that's 4 happy, I say 2. who's right?", A),
            ("complete heart: my Partner matches my Value but we never got Married. Sam says I still get the 4 impact, Jo says no. who's right?", A),
            ("My marker went past the end of its track. Leo says it just stops there, Mia says it goes back to 0 and I add 25. who's right?", A),
            ("tie at the end: Ana says most Impact wins, Ben says we share the win. who's right?", A),
            ("I'm the Actor and need one more Fame icon to get Promoted. Nico says the Fame icon on the Actor card itself counts, Ali says it doesn't. who's right?", A),
            ("I swapped my Partner for a new one. Tom says I stay Married, I say I lose the Married token. who's right?", A),
            ("solo: my friend says i still get 3 Values in solo, i say there are no Values at all. who's right", A),
            ("solo: I finished both the middle and the top tier of my Achievement. my sister says I write my score in both boxes, I say only in the top one. who's right?", U),
            ("A Life Event takes my married Partner away and I don't play a new one. Jo says I keep the Married token for my next Partner, Sam says it went with the old one. who's right?", U),
            ("For two rounds Jo paid for Donate with energy tokens instead of money. Ana says take his Impact back, Ben says markers never move back so we leave it. who's right?", U),
            ("Tom put 2 meeples on his upper Leisure spot to use it twice a turn, for three turns. Leo says we move his Happiness marker back, Mia says we just stop it now. who's right?", U),
        ],
        "es": [
            ("Estamos discutiendo: en solitario, ¿cuántas cartas tiene el mercado? Yo digo 3, mi hermano dice 5.", A),
            ("Solitario: la segunda carta que compro en el mismo turno, ¿cuánto cuesta? Uno dice gratis y otro 1 energía y 1 dinero. ¿Quién tiene razón?", A),
            ("En solitario, ¿se roban Life Events al pasar los iconos del marcador? Mi novia dice que sí y yo que no.", A),
            ("Che, en solitario, ¿cuándo termina la partida? Yo digo que tras el octavo Life Event, mi amigo dice que al cruzar los marcadores.", A),
            ("Solitario: mi amigo dice que al final cuentan los corazones y los sets de iconos como siempre; yo digo que no. ¿Quién tiene razón?", A),
            ("solitario: mi hermana dice que gano solo con cruzar los marcadores, yo digo que tambien hace falta un nivel del Achievement. quien tiene razon", A),
            ("En solitario, Meditate, ¿sigue sirviendo para los Values? Mi primo dice que sí; yo digo que sirve para cambiar una carta del mercado.", A),
            ("Solitario: mi pareja dice que el mercado se repone en cuanto compro una carta; yo digo que solo al final de la ronda. ¿Quién tiene razón?", A),
            ("Logros en solitario: ¿se roban dos y me quedo uno, o juego con los dos? Discutimos.", A),
            ("En solitario, una carta me deja coger otra del mercado. Mi amigo dice que la pago como segunda carta; yo digo que es gratis y no encarece las demás. ¿Quién tiene razón?", A),
            ("Vale, ¿cuántos meeples de tiempo recibe cada uno al empezar? Marta dice 6, yo digo 8.", A),
            ("¿Puedo usar el mismo espacio de acción dos veces en un turno si tengo tiempo de sobra? Mi hermano dice que sí, yo que no.", A),
            ("Disculpe, mi cuñado dice que con las fichas negativas el marcador retrocede en el momento; yo digo que durante la partida nunca se retrocede. ¿Quién tiene razón?", A),
            ("Fichas de Unhappiness: uno dice que restan al recibirlas, otro que al final de la partida. ¿Quién tiene razón?", A),
            ("Al final, ¿en qué orden se puntúan los Values? Mi madre dice que en el orden en que los robé; yo digo que como yo quiera.", A),
            ("Values boca abajo que nunca miré: mi novio dice que al final no puntúan; yo digo que se dan la vuelta y cuentan. ¿Quién tiene razón?", A),
            ("¿Puedo jugar una carta con el icono de Grown Up en la barra verde antes de serlo? mi amigo dice que pagando mas si", A),
            ("Family Time: uno dice que basta con pagar la energía, otro que además hace falta ser Grown Up y tener un icono de Family. ¿Quién tiene razón?", A),
            ("Marathon pide 3 de tiempo en Wellness: Pedro dice que esos 3 hay que pagarlos aparte, yo que basta con haberlos puesto ahí. ¿Quién tiene razón?", A),
            ("Ascenso: mi hermana dice que puedo pedir Promoted con Interview sin ser Grown Up; yo digo que no. ¿Quién tiene razón?", A),
            ("Tras el ascenso, Pablo dice que puedo seguir usando la acción de la izquierda de mi Career; yo digo que solo la de la derecha. ¿Quién tiene razón?", A),
            ("Partner: mi novia dice que puedo tener dos a la vez si los pago; yo digo que solo uno salvo con Open Relationship. ¿Quién tiene razón?", A),
            ("Cartas de Resource y Trait: uno dice que solo se puede tener una de cada, otro que las que quieras. ¿Quién tiene razón?", A),
            ("¿Se pueden recibir dos Life Events en un mismo turno? Mi primo dice que como mucho uno.", A),
            ("Overseas Vacation: mi amigo dice que solo da felicidad; yo digo que también una energía. ¿Qué da exactamente?", A),
            ("Mall Walkers en Community: ¿cuánto tiempo pide y qué da? Uno dice 1 tiempo por 1 impact, otro 2 tiempos por energía e impact.", A),
            ("Hace dos rondas mi prima se ascendió con Interview sin tener el icono de Life que pedía la barra morada de su Career. Ella dice que ya se queda ascendida; yo digo que pierde el marcador de Promoted. ¿Quién tiene razón?", U),
            ("Durante una ronda dejamos coger 2 cartas del mercado por turno. Marta dice que hay que devolver las de más al mazo; yo digo que las ya jugadas se quedan. ¿Quién tiene razón?", U),
            ("Oye, mi novia estuvo mirando sus Values boca abajo cuando quería durante varios turnos. Ella dice que no pasa nada; yo digo que hay que barajarlos y darle otros. ¿Quién tiene razón?", U),
            ("Che, Jo robó 2 cartas de Career con cada Interview durante un rato. Uno dice que descarte las de más, otro que se las quede porque ya jugó una. ¿Quién tiene razón?", U),
        ],
    },
    "cv": {
        "en": [
            ("Ana says whoever is oldest starts, Ben says the player with the bicycle card. who's right?", A),
            ("how many dice do we roll at the start of a turn? my brother says 5, i say 4. settle it", A),
            ("Leo says you can reroll as many times as you like, Mia says only twice. who's right?", A),
            ("i rolled bad luck on 2 dice. Sam says i can reroll them, Jo says they're frozen. who's right", A),
            ("Kim says you can take up to 3 cards from the track per turn, I say 1 or 2. who's right?", A),
            ("3 good luck symbols: Dan says that buys any card for free including its special condition, Eva says it only covers the symbol cost. who's right?", A),
            ("I have 6 bad luck symbols between dice and tokens. Nico says I lose 1 card, Ali says 2. who's right?", A),
            ("Tom says only the dice count toward 3 bad luck, I say the bad luck tokens from my cards count too. who's right?", A),
            ("New Health card: Lily says it has to go on top, Max says I can slide it under any card in the pile. who's right?", A),
            ("new Work card: my friend says I can put it under the old one like a Health card, I say it must go on top. who's right", A),
            ("i bought an event card from the track. Sara says it goes into my pile with the others, i say it stays in my hand. who's right", A),
            ("Can I play an event card during someone else's turn? Leo says only on my own turn, Mia says any moment. who's right?", A),
            ("I played an event card to help buy and one symbol wasn't used. my friend says I keep it as a token, I say it's lost. who's right?", A),
            ("Tokens: Mia says they pile up every turn like income, Sam says they just show what my active cards give. who's right?", A),
            ("red slash cost: Jo says you pay it once when you buy the card, Kim says every turn while it's active. who's right?", A),
            ("can't pay the red slash: Ana says I just skip it this turn, Ben says the card goes to the box. who's right?", A),
            ("I used my money tokens to buy a card. Tom says I can use the same tokens for my red slash cost, I say no. who's right?", A),
            ("two-coloured card: Eva says I can decide later which pile it's in, Dan says when I take it. who's right?", A),
            ("end of round: Nico says we throw out the rightmost card of the track, Ali says the leftmost. and is it different with 2 players?", A),
            ("game end: Lily says when the old age deck is empty, Max says when it has fewer cards than players at the end of a round. who's right?", A),
            ("scoring: Sara says each Health card is worth 2 points, I say it goes by a table where 4 cards are 10. who's right?", A),
            ("Possessions: Leo says only the top Possession card scores, Mia says all of them. who's right?", A),
            ("public life goal tie: Jo says nobody gets it, Kim says both get the full points. who's right?", A),
            ("final tie on points: Ana says most cards wins, Ben says fewer cards wins. who's right?", A),
            ("social assistance: Tom says you qualify when you're just behind the leader, I say someone must have at least twice as many cards as you. who's right?", A),
            ("social assistance card: Dan says you still pay its cost, Eva says it's free but any special condition still applies. who's right?", A),
            ("for three rounds we let everyone reroll three times instead of two. Ana says we take back the cards bought after a 3rd reroll, Ben says just play right from now. who's right?", U),
            ("We let people take 3 cards from the track each turn for two rounds. Kim says everyone hands back their 3rd cards, Tom says keep them. who's right?", U),
            ("We forgot to freeze bad luck dice and rerolled them for two rounds. Leo says whoever dodged a misfortune that way loses a card now, Mia says leave it. who's right?", U),
            ("For two rounds we let 2 good luck symbols buy any card instead of 3. Ana says everyone who did it hands that card back, Ben says keep them and play right from now. who's right?", U),
        ],
        "es": [
            ("A 3 jugadores, ¿cuántas cartas de infancia se mezclan con la bicicleta? Uno dice 5 y otro 8. ¿Quién tiene razón?", A),
            ("Draft de infancia: mi novio dice que me quedo 1 y paso 2 a la derecha; yo digo que a la izquierda. ¿Quién tiene razón?", A),
            ("A 4 jugadores, ¿se usan todas las cartas de infancia? Mi hermano dice que se quitan algunas como a 2 y 3.", A),
            ("¿Cuántos objetivos vitales públicos se ponen? Mi novia dice que uno por jugador, yo digo que jugadores menos uno.", A),
            ("Che, ¿el que tiene la bici empieza solo la primera ronda o todas? Mi primo dice que después rota.", A),
            ("Si pierdo la carta de la bicicleta, mi hermana dice que deja de empezar el turno; yo digo que para eso está la ficha de bici. ¿Quién tiene razón?", A),
            ("¿Cuántos dados como máximo? Uno dice 6, otro 7.", A),
            ("Vale, ¿puedo poner los dados al lado de las cartas mientras decido? Mi primo dice que eso es trampa.", A),
            ("La mala suerte: uno dice que se mira antes de comprar y otro que después de elegir las cartas. ¿Quién tiene razón?", A),
            ("mi amiga dice que puedo tener dos cartas de trabajo activas a la vez, yo que solo una por tipo. quien tiene razon", A),
            ("Cartas de Posesión: mi primo dice que las puedo meter debajo de la pila como las de Salud; yo digo que van siempre encima. ¿Quién tiene razón?", A),
            ("Limpieza: mi hermano dice que las cartas del track se corren a la derecha y se rellena por la izquierda; yo digo al revés. ¿Quién tiene razón?", A),
            ("Cuando se acaba el mazo de juventud, uno dice que se rellena con el de vejez y otro que con el de edad media. ¿Quién tiene razón?", A),
            ("A dos jugadores, ¿cuándo se descarta la carta de la izquierda? Uno dice al final de la ronda como siempre, otro después de cada turno.", A),
            ("Asistencia social: Pablo dice que se comprueba al final de cada ronda; yo digo que cada vez que se acaba uno de los mazos. ¿Quién tiene razón?", A),
            ("Asistencia social: dos jugadores la reciben a la vez, ¿en qué orden cogen? Mi prima dice que empieza el que tiene menos cartas.", A),
            ("Puntuación: tengo 5 cartas de Conocimiento. Mi novio dice que valen 10, yo digo 15. ¿Quién tiene razón?", A),
            ("Objetivo vital secreto: mi hermano dice que hay que revelarlo al final para puntuarlo; yo digo que puntúa sin enseñarlo. ¿Quién tiene razón?", A),
            ("Empate a puntos y con las mismas cartas: uno dice que gana el de la bici y otro que queda empate. ¿Quién tiene razón?", A),
            ("Cartas de evento: ¿forman parte del currículum al final? Mi tío dice que sí.", A),
            ("Tres de buena suerte: mi amigo dice que sirven para una carta con condición especial sin cumplirla; yo digo que la condición hay que cumplirla. ¿Quién tiene razón?", A),
            ("Asistencia social: mi hermana dice que el que la recibe coge 2 cartas del track; yo digo que una. ¿Quién tiene razón?", A),
            ("Carta de dos colores: Mati dice que cuenta para los dos tipos al puntuar; yo digo que solo para el tipo que elegí al cogerla. ¿Quién tiene razón?", A),
            ("Fichas de símbolos: ¿cuándo se actualizan? Uno dice al principio del turno y otro en la limpieza.", A),
            ("La barra roja: mi pareja dice que se paga al tirar los dados y yo que en la fase de añadir las cartas. ¿Quién tiene razón?", A),
            ("Si tengo 3 de mala suerte, ¿elijo yo qué carta activa descarto o la elige el de mi izquierda? Estamos discutiendo.", A),
            ("Un turno nos olvidamos de la limpieza: no se deslizó el track ni se actualizaron fichas, y el siguiente jugador ya compró. Uno dice que deshagamos su compra; otro que lo arreglemos ahora y sigamos. ¿Quién tiene razón?", U),
            ("Dimos asistencia social a un jugador cuando el otro tenía solo una vez y media sus cartas, no el doble. Mi primo dice que devuelva esa carta al track; yo digo que ya está en su pila y se queda. ¿Quién tiene razón?", U),
            ("Pusimos boca arriba sin querer los objetivos vitales secretos de todos. Mi hermana dice que repartamos otros nuevos; yo digo que sigamos con todo a la vista. ¿Quién tiene razón?", U),
            ("Jugando a dos, en el draft de infancia mi novia se quedó con 4 cartas y yo con 2 porque pasamos mal. Ya vamos por la segunda ronda. Ella dice que sigamos; yo que me pase una. ¿Quién tiene razón?", U),
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
