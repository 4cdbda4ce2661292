"""Write the blind65 question files (seeded shuffle per game); ids filled from ids.json."""
import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
NAME = re.compile(r"\b(coming of age|coa|loop|adulthood|cv)\b", re.I)
SEEDS = {"adulthood": 6501, "coming-of-age": 6502, "cv": 6503, "loop": 6504}

# (question, answerable)
Q = {}
Q["coming-of-age", "en"] = [
    ("ok so we just finished coming of age and Marta still had 3 frustration tokens on the right end of her tracks, we took 3 VEP off her total but she says its 3 per token so 9?? who's right", True),
    ("me and Dani ended coming of age tied on VEP, he says whoever has more friends wins, i say something else comes first. how does the tie break actually go", True),
    ("Leo scored 3 goal tiles at the end but he only ever played 2 trait tiles onto his own board, he says his mimic tokens on other peoples traits count too. do they", True),
    ("for the leftover tokens Sara split willpower motivation and memory into three piles and divided each one by 3 and got less than me adding them all up first. which way is it in coa", True),
    ("in coa Raf kept waiting to see where everyone put their dice before choosing his location, we let him but it felt wrong, is that allowed", True),
    ("last game i moved my die to a location that wasnt next to it and only put down one frustration token, my sister says that was illegal. was it", True),
    ("Ana wanted to change location but every open mood track she had already had a frustration token on one end or the other, she still did it, is that legal", True),
    ("coming of age: i had 2 interest tokens at the pizzeria and finally went there so i moved my fulfillment counter 2 spaces, Jo swears its only 1 per visit", True),
    ("bus stopped at 6 where I had my die AND one of my presences, I took the bus stop bonus and also made friends with the yellow presence there. Tom says I only get one of those, is he right?", True),
    ("coming of age question: the neutral purple guy was already at level 4 on my friendship track and i used a normal friendship bonus to move him to 5, everyone yelled. legal or not", True),
    ("me and Tom both had dice at the arcade and both spent motivation for the memory card, he says only the first one gets it and then its gone", True),
    ("I spent 3 motivation tokens of the same colour on one memory and took 6 VEP, Nico says it should be 9 because each token is 3. who did the math right", True),
    ("paid 4 willpower instead of motivation for a memory in coming of age at a place that allows it and only got 3 VEP, did I get shorted or is that right", True),
    ("after spending 2 orange motivation tokens on the memory I moved my orange counter 4 spaces left (2 per token) and grabbed the bonuses on the way, was any of that right", True),
    ("i had no motivation so i played a parent card and then didnt draw a new one, i had 1 card in hand rest of the game, the others say i was supposed to draw back up. were they right", True),
    ("at the end of round 2 we put the blue mood counter on everyones board but Kim says a different one opens first, which track comes next in coa", True),
    ("we played round 3 with two d8s each and the game felt short, how many dice is it actually in round 3 and 4", True),
    ("when round 1 ended we took the roadblocks off 5, 6 and 7, pretty sure thats one too many?", True),
    ("my counter bounced left on a track where i had an overcome frustration on the far left, i took 4 VEP and put the token back, Pat says I should have lost 2. who wins this one", True),
    ("Sam's counter bounced right but the motivation icon there was covered by a frustration token and he still took the motivation token. thats wrong right", True),
    ("i drew a trait tile and ended up with 5 in hand, Kai made me throw one away straight away and put it at the bottom, is that actually a rule or was he making it up", True),
    ("I put a mimic trait token on Ana's second trait tile while her character was only at level 1 on my friendship track, she says I needed level 2, is she right", True),
    ("2 player game of coming of age, for the row of 4 neutral traits in the middle, what friendship level do you need with the character on the third one before you can mimic it", True),
    ("coa solo vs rob bot, Rob rolled a 2 and a 5 but he only had one interest token left, we put it on the 5. should it have gone on the 2", True),
    ("rob bot beat me by 2 VEP and I think we scored him wrong, does he get points for the face down trait tiles he never played and for his leftover motivation", True),
    ("we thought locations 1 and 4 weren't next to each other so all game people paid 2 frustration tokens to go between them, we only found out after. do we take back the extra -3 VEP for those or leave the scores", False),
    ("end of the game and we realised nobody ever put their blue mood counter on the board in round 4, we just played with 4 tracks. does the final score still count or what do we do", False),
    ("we let everyone spend 4 willpower instead of motivation at every location the whole game, not just the ones that allow it, only saw it in the rules after. do we redo the memories or just leave it", False),
    ("played solo and all game when a location took two motivation colours we only gave Rob one token instead of one of each, found it when we read the rules after. does my win still count", False),
    ("my friend says if you never play your starting trait tile you lose VEP at the end, i never played mine and she took 3 off me, is there a penalty like that", False),
]
Q["coming-of-age", "es"] = [
    ("Che, terminamos el Coming of Age empatados en VEP, yo tengo mas Fichas de Rasgo jugadas y el tiene mas Rasgos Mimeticos puestos. ¿Como se desempata?", True),
    ("Mi amiga tenia el objetivo Sociable y empatamos en Fichas de Personaje en el Registro de Amistad, ella dice que igual lo cumple, ¿tiene razon?", True),
    ("Sofi dice que el que tenga mas Presencias en el tablero al final se lleva 5 VEP aunque no tenga el objetivo Versatile. ¿Es asi o solo lo cobra quien tiene ese objetivo?", True),
    ("en Coming of Age, para los objetivos tipo D, ¿cuentan las Fichas de Recuerdo que ya use (dadas vuelta) o solo las que no use?", True),
    ("llegue al final del registro de realizacion personal en el año 7 y despues segui avanzando, ¿igual me cuenta el objetivo Persistent?", True),
    ("Antes de la puntuacion final Juli uso dos Fichas de Recuerdo seguidas para acomodar contadores, ¿se podia?", True),
    ("Cuando gaste Fichas de Motivación para poner una Presencia, movi el Contador de Estado de Animo 2 pasos a la izquierda y cobre los bonus de las casillas. Fede dice que no se cobra nada, ¿quien tiene razon?", True),
    ("En el Coming of Age puse mi Presencia dos veces en la escuela en años distintos, el Tomi dice que no se puede repetir. ¿Es asi?", True),
    ("Ya tenia mis 4 Presencias puestas y quise poner otra en el parque, me dijeron que no podia. ¿De verdad no hay forma?", True),
    ("Use una Ficha de Recuerdo para mandar un Contador al centro y cobre el bonus del centro dos veces, ¿vale o me zarpé?", True),
    ("el Espacio de Experiencia me pedia mover el Contador azul en la ronda 2 y yo no lo tenia puesto todavia, ¿que se hacia ahi?", True),
    ("en Coming of Age, ¿cuantas Fichas de Rasgo se pueden jugar al tablero en toda la partida? mi primo jugo 5", True),
    ("Cuando jugue mi Ficha de Rasgo cumplia el requisito pero dos turnos despues ya no. Ahora dicen que me tienen que sacar esos VEP, ¿es asi?", True),
    ("para el rasgo Balanced tenia un contador en el extremo izquierdo y dos en el derecho, y lo jugue igual. ¿Estaba bien?", True),
    ("¿Para el rasgo Hoarder de Coming of Age cuentan las Fichas de Recuerdo? El Nico las sumo y llego a 9", True),
    ("Tenia 3 Fichas de Frustración sin resolver y jugue el rasgo Frustrated, ¿igual pierdo los VEP por esas fichas al final o el rasgo me salva?", True),
    ("¿Se puede superar una Ficha de Frustración pagando Fuerza de Voluntad en cualquier momento, o solo con la bonificacion? Discutimos media hora", True),
    ("armando el Coming of Age, ¿con cuantas Fichas de Frustración arranca cada uno? A la Ana le sobraban", True),
    ("pusimos el marcador de VEP de todos en 0 al empezar, el Fran dice que se arranca en otro numero, ¿en cual?", True),
    ("La Loseta de Parada tenia un personaje neutral, yo queria agarrar la bonificacion de la loseta pero me dijeron que era hacerme amigo del personaje. ¿Que se gana ahi?", True),
    ("¿En Coming of Age el autobus para en las ubicaciones donde solo hay Fichas de Interes? Lo hicimos parar en todas", True),
    ("al final del año, ¿que Loseta de Parada se mueve y para donde? las movimos todas a la izquierda", True),
    ("en la partida de a 2 de Coming of Age, ¿como se arma la fila de rasgos neutrales del medio? nosotros pusimos 3 y sin personajes", True),
    ("jugando contra Rob Bot, cuando Rob gana VEP del Recuerdo con sus Fichas de Motivacion, ¿las descarta como nosotros? dale que nos quedo la duda", True),
    ("Rob Bot paro en una Loseta con un personaje y ya tenia una ficha en el nivel 0, la pusimos en el nivel 0 igual. ¿Donde iba?", True),
    ("Toda la partida repusimos la carta de Recuerdo apenas alguien la ganaba, en el mismo turno, en vez de esperar al final del año. ¿Hay que recalcular algo o queda asi?", False),
    ("Nos dimos cuenta al final que dejamos mezclar Fichas de Motivación de colores distintos en un mismo Recuerdo todo el juego, ¿como se corrigen los VEP?", False),
    ("En solitario nos olvidamos de darle a Rob los 4 VEP por cada avance cuando ya estaba al final de su registro de realizacion, como tres veces. ¿Se los sumamos ahora o gane igual?", False),
    ("Mi primo dice que en Coming of Age si terminas con los 7 personajes en el Registro de Amistad te dan VEP extra. ¿Existe ese premio?", False),
    ("¿Hay bonus al final por tener Presencias en tres ubicaciones seguidas? el Martin dice que si y se sumo 5", False),
]

Q["loop", "en"] = [
    ("Mia hit happiness 12 on her turn and we stopped the game right there, but Raf says we should have kept going till the player right of the starting player had played. who's right", True),
    ("tie at the end of basic loop, both of us on the same happiness and both with 2 reputation, whats the next thing we compare", True),
    ("depletion came up on Jay's turn end and we took 1 happiness off everybody, he says only he loses it, which is it", True),
    ("in loop Kim spent a reputation to get a quality 1 material and paid zero coin for it, that cant be right can it", True),
    ("for the DANCE activity Tom took 2 quality off one glass instead of one off the glass and one off something else. legal?", True),
    ("Lena claimed SENSE OF BELONGING on a BUY turn because she noticed she already had the activities, we allowed it but was it legal", True),
    ("i used the same 3 kept activities for two different goals in one turn and the table thinks thats double dipping, can you do that in loop", True),
    ("for CURIOSITY do the 3 activities need all 5 material colours between them or just different ones", True),
    ("what counts for HOBBY again, Gabi claimed it with two activities that both had HOUSE", True),
    ("loop favours: Ben rejected my BARTER by discarding a RESELL from his hand, thats not allowed right?", True),
    ("i accepted a RECYCLE and asked for reputation, everyone laughed, do you get any", True),
    ("Pedro played ACQUIRE on me when I had no material at all, we argued for ages, can he even do that", True),
    ("Sam played RESELL on Jo who only had 1 coin and the material was quality 3, was that allowed", True),
    ("i bartered my quality 4 metal for a quality 1 food and asked for the difference back in coins, do i get anything", True),
    ("intern at 0 happiness in a basic loop game chose WORK, we gave him 3 coin anyway, what should have happened", True),
    ("Lu drew a favour at the start of her turn while already holding 5, is there a rule against that", True),
    ("Nat kept 4 activities in front of her for a while, were we supposed to make her discard one when she did the 4th", True),
    ("competitive loop: my happiness went from 4 to 10 in one turn and i drew 2 events, Rob says only 1, who's right", True),
    ("Rob flipped his face-down events in the middle of his turn and the continuous one hit him straight away, when are they supposed to go off", True),
    ("ok so in loop a credit card gives you what exactly when you apply, we gave 5 coin and a random material", True),
    ("at the end we took 2 happiness for every credit card anyone ever took even the paid off ones, Emma says only unpaid ones count. who's right", True),
    ("Kai finished with 5 materials in his landfill and we took 2 happiness off him, is that right for the landfill penalty", True),
    ("loop coop game, we all got to 11 or more except Leo who ended on 10 after penalties, do we still win as a team or not", True),
    ("playing loop solo the deck burnt the last material and showed DEPLETION, i took the 1 happiness penalty. should I have?", True),
    ("me and Joe both at 12 happiness, same reputation, same landfill, same goals, who wins then", True),
    ("Overtime was active for like three turns and nobody took the extra happiness loss or the 4 coins when working, we only noticed at the end. how do we fix the final score", False),
    ("Pablo consumed 4 activities in one turn a couple of times and we only realised after the game was over, does his win still stand", False),
    ("Mateo says goals you achieved give their happiness again at the end of the game, like a bonus count. is that a thing in loop", False),
    ("competitive game, Nina was at 0 happiness and kept choosing WORK and taking 1 coin instead of a credit card for 3 turns, found it at scoring. what do we do with her score", False),
    ("all game when someone played RECYCLE we paid the coins to the owner of the landfill not the work area, does it change who won", False),
]
Q["loop", "es"] = [
    ("Che, jugamos LOOP a 3 y no sacamos ningun set de MATERIAL, el Santi dice que habia que sacar. ¿Cuantos eran?", True),
    ("en una partida de LOOP de 4, ¿cuantos FAVOUR le tocan al tercero? a la Caro le dimos 3 y se quejaron", True),
    ("¿Quien arranca en LOOP? Empezo la mas chica y despues nos dijeron que no era asi", True),
    ("¿El que empieza usa la ficha de HAPPINESS del lado dorado? lo pusimos al reves", True),
    ("El becario trabajo gastando 2 de REPUTATION y cobro 5 COIN, el Nacho dice que se paso. ¿Esta bien?", True),
    ("¿En un turno de CONSUME se puede cambiar REPUTATION por HAPPINESS? El Juan cambio 1 por 1", True),
    ("Me prometio que no me iba a hacer REJECT si le daba un FAVOUR y despues me lo rechazo igual. ¿Eso vale o tenia que cumplir?", True),
    ("se acabo el mazo de ACTIVITY al rellenar y no sabiamos que hacer, paramos el juego. ¿Que se hacia?", True),
    ("en el modo competitivo, ¿como se reparten las CAREER? a cada uno le dimos una al azar y listo", True),
    ("el Abogado uso su Objection contra el primer FAVOUR del Oficial, que dice que no se puede rechazar. ¿Quien gana?", True),
    ("El Político me jugo un FAVOUR boca abajo, le cante que mentia y era verdad. ¿Que pasa ahi?", True),
    ("vos podes elegir el sueldo del Freelancer cada vez que trabajas o es fijo? el Tomas eligio +2 sin perder HAPPINESS", True),
    ("¿Cómo cobra el Tycoon cuando trabaja? El Fede tenia 6 COIN y termino con 12, ¿esta bien?", True),
    ("Salio un IMMEDIATE EVENT y resolvimos en cualquier orden, ¿quien lo resuelve primero?", True),
    ("Teniamos dos CONTINUOUS EVENT activos a la vez y se aplicaban los dos, ¿es asi en LOOP?", True),
    ("jugando LOOP con Micro-Plastic activo, ¿puedo hacer una ACTIVITY que pide FOOD usando mi FOOD?", True),
    ("Con Economic Slowdown activo, ¿cuantos MATERIAL se pueden comprar y que pasa al trabajar?", True),
    ("¿En LOOP las CREDIT CARD hay que pagarlas todos los turnos o cuando uno quiere? el Rodri se las salto dos turnos", True),
    ("en el cooperativo de LOOP le hicimos REJECT a un FAVOUR con REPUTATION, ¿se podia?", True),
    ("jugando cooperativo, ¿cuando se recuperan los FAVOUR que ya jugue?", True),
    ("En el cooperativo, ¿cuando se quema la carta de MATERIAL del mazo? Nosotros lo hicimos en cada turno", True),
    ("jugando solo, ¿que hace el RENEW? lo use como un RECYCLE normal", True),
    ("en el solitario de LOOP, ¿con cuantos GOAL se empieza? arranque con 3", True),
    ("¿Se puede usar el Abogado en el modo cooperativo? lo elegi y nadie sabia", True),
    ("el Científico compro un MATERIAL de su propio LANDFILL, ¿puede?", True),
    ("Jugamos el competitivo y todos cobraban como becario (3 COIN, -1 HAPPINESS) sin importar la CAREER, nos dimos cuenta al final. ¿Vale el resultado?", False),
    ("Durante varias rondas el Lucho tuvo 3 de REPUTATION y la uso para desempatar, ¿que hacemos con eso ahora que termino?", False),
    ("Toda la partida de LOOP el Chef duplico la QUALITY de todo lo que compraba, no solo de FOOD. ¿Como corregimos la puntuacion?", False),
    ("Los MATERIAL que rompia un SHARE los poniamos en el LANDFILL del que jugo el SHARE, no del dueño, y eso cambio la penalidad final. ¿Se recalcula?", False),
    ("Los IMMEDIATE EVENT los resolvia solo el que los sacaba, no todos, durante toda la partida. ¿Hay que rehacer algo?", False),
]

Q["adulthood", "en"] = [
    ("adulthood recap: Ben's markers crossed during his turn and we ended the game right there, Lia says we should have finished the round, who's right", True),
    ("we tied in adulthood on combined happiness + impact, is there a tiebreak or do we both win", True),
    ("I had 4 family icons and took 4 happy for the set, Max says its way less, how does the life icon sets thing work", True),
    ("Ana took the 4 impact for her partner's heart matching her value but she never actually got married, does that count", True),
    ("Jo never looked at her two facedown values in adulthood all game and at the end said they dont count since she didnt pick them, do they score or not", True),
    ("with the negative impact and unhappiness tokens at the end we just took the total off the combined score, is that how its done", True),
    ("my impact marker went past the end of the track, Tom says I just stay at the last space, I say something else happens", True),
    ("do the icons on cards in your experience stack count at the end or only the ones on your board", True),
    ("adulthood market: taking the leftmost card, do you get something for it, we never gave anything", True),
    ("Kai took the rightmost market card and paid nothing, what does it cost", True),
    ("I played a leisure card and put time on its new action the same turn, Sara says I have to wait, is she right", True),
    ("Max got a new career from interview and kept his promoted marker, that's not right is it", True),
    ("in adulthood once you're promoted can you still use the first action on the career card? Nico kept doing it", True),
    ("can the career card's own icon count toward its promotion requirement, Lu got promoted as an Actor with only one other fame card", True),
    ("what does getting married cost in adulthood, we did it for free with the date action", True),
    ("Jay passed the grown up spot on the impact track only and started playing grown up cards, we said he needs both tracks, who's right", True),
    ("i passed two life event spaces in one turn and only took one life event card, should it have been two? and when do you resolve them", True),
    ("can you use energy tokens as time meeples in adulthood, Ben did it the whole game and we're not sure it was legal", True),
    ("how much does donate cost, we had it at 2 money for 1 impact", True),
    ("Sara meditated and looked at both her face down values and picked the one she liked. what does meditate actually let you do", True),
    ("Rob used the donate spot twice in one turn paying 6 money, is there a limit", True),
    ("we had a big fight about whether you can use both the upper and lower action spot in the same category in one turn, can you", True),
    ("playing adulthood solo, the second card i took from the market i paid nothing, what should the second and third cost", True),
    ("solo game: markers crossed at the end and i finished my achievement at the lowest level, do i win or do i need the top tier", True),
    ("in solo i added the heart bonus and life icon sets at the end, my bf says those dont count in solo, who's right", True),
    ("we drew the solo life event at the start of every round instead of the end for the whole game, found out after, does my result count", False),
    ("Ana says whoever has the highest impact on its own gets a bonus 5 at the end of adulthood, we never heard of that, is it real", False),
    ("adulthood: Leo kept adding time meeples to action spots after he'd already collected the rewards, all game, we only realised at scoring. what do we do with his score", False),
    ("we passed the first player on to the left every round like in other games, the rules dont seem to say that, did that break anything", False),
    ("all game we put old careers back in the box instead of the experience stack so their icons never counted, can we count them now or is it too late", False),
]
Q["adulthood", "es"] = [
    ("en Adulthood, ¿cuantas cartas de Carrera se reparten al empezar y cuantas se tiran? el Nico se quedo con las dos", True),
    ("Nico arranco el Adulthood con 2 de energia y 2 de dinero, ¿con cuanto se empieza en realidad?", True),
    ("¿Quien empieza la partida? empezo el que gano la ultima vez", True),
    ("la Vale miro sus Valores boca abajo en la primera ronda, ¿se puede o no?", True),
    ("despues de tomar una carta del mercado, ¿se corre todo o se rellena el hueco ahi mismo?", True),
    ("Ya tenia un Partner y jugue otro, ¿que pasa con el viejo? lo deje en la mesa con los dos activos", True),
    ("¿En Adulthood se puede tener dos Partners a la vez? el Juanma dice que si con una carta especial", True),
    ("¿Hay limite de Recursos y Rasgos al costado del tablero? el Rodri tenia como 6", True),
    ("jugue una carta de Comunidad nueva encima de otra, ¿la vieja se tira o va a algun lado?", True),
    ("en Adulthood una carta que no tiene la barra verde, ¿cuanto cuesta jugarla? la pagamos con 1 energia", True),
    ("¿Se puede jugar una carta con el icono de Adulto en la barra verde si todavia no pasaste esa casilla?", True),
    ("¿Para jugar Family Time en el hueco de Ocio que necesitas?", True),
    ("la carta Marathon tiene un recuadro blanco con recursos en la barra verde, ¿que significa? la pagamos aparte", True),
    ("¿Las fichas de Infelicidad y de Impacto Negativo de Adulthood restan en algun momento?", True),
    ("el Juan queria mover su marcador de Felicidad para atras a proposito durante la partida, ¿se puede?", True),
    ("en Adulthood, ¿cuando se termina la partida exactamente? los marcadores del Lucas se tocaron pero no se pasaron", True),
    ("¿En que orden se hace la puntuacion final? nosotros sumamos los Valores primero", True),
    ("los Valores al final, ¿se cobran en un orden fijo o como uno quiera?", True),
    ("en el primer turno jugue la Carrera de la mano antes de gastar el tiempo, ¿estaba bien?", True),
    ("en Adulthood si cambio de Partner despues de casarme, ¿sigo casado? el Pablo se quedo con el marcador", True),
    ("jugando solo, ¿se reparten Valores y cuantas Life Events se usan?", True),
    ("en el solitario de Adulthood, ¿el Logro se elige o te toca uno al azar?", True),
    ("en solitario, ¿que hace Meditar? lo use para los Valores", True),
    ("en el solitario pasé por una casilla de Life Event en el marcador y saque una carta, ¿estaba bien?", True),
    ("en solitario, una carta me dejaba tomar otra carta del mercado, ¿la pago o es gratis?", True),
    ("En la ultima ronda la primera jugadora volvio a jugar otro turno mas despues de todos, nos dimos cuenta despues. ¿Se anula ese turno o queda?", False),
    ("Los marcadores del Tomi estaban cruzados desde el turno 3 y nadie se dio cuenta hasta 4 turnos despues. ¿Cuenta desde cuando se cruzaron o desde que lo vimos?", False),
    ("Mi cuñado dice que en Adulthood si estas casado al final la Felicidad vale doble. ¿Eso esta en las reglas?", False),
    ("Me case con un Partner cuyo corazon coincidia con un Valor que yo habia descartado antes meditando, ¿igual me dan los 4 de Impacto?", False),
    ("Al Pipe nunca le dimos el Valor de la mano en la preparacion, jugo toda la partida solo con los dos boca abajo y lo vimos al contar. ¿Le damos uno ahora o queda asi?", False),
]

Q["cv", "en"] = [
    ("final scoring argument: I had 5 health cards and wrote 10 points, Eva says its more, how many is 5 worth", True),
    ("tied on points in cv, Max has 18 cards and i have 16, who wins", True),
    ("me and Julia both had the most possessions for the public goal, we gave her the points because she got there first, was that wrong", True),
    ("cv scoring: do possession cards that are covered up in the pile still score or only the one on top", True),
    ("Bea used 3 good luck to grab a card for free but didnt meet its special condition, we let it go, should we have", True),
    ("I played an event card to buy something and had symbols left over, I kept them as tokens for next turn, Jo says they're gone", True),
    ("Tom played a cv event card in the middle of my turn, is that allowed or only on your own turn", True),
    ("Rafa couldnt pay the red slash cost on his work card so he just skipped it and kept the card, what should happen", True),
    ("Lu took a two colour card and only decided which pile it goes in at the end of the game, when are you supposed to choose", True),
    ("Kim put his new work card under his old one to keep the old effect active, allowed?", True),
    ("in cv can you put a new health card under the stack instead of on top", True),
    ("Nico kept his money tokens from last round and added the new ones, so he had loads, thats not how tokens work right", True),
    ("when exactly does the leftmost card get thrown out, we did it at the start of each players turn", True),
    ("2 player cv, do we discard the leftmost card every turn or just at the end of the round like with 4", True),
    ("who gets social assistance in cv, we gave it to the person with the fewest cards even though nobody had double", True),
    ("two of us got social assistance at the same time, who picks first", True),
    ("in cv the bicycle player lost the bike card to bad luck, we passed starting player to the next person, was that right", True),
    ("Ivan had 2 bad luck dice and 1 bad luck token and said he was safe cause tokens dont count for misfortune, do they", True),
    ("Joe bought 3 cards in one turn cause he had loads of symbols, how many can you actually take", True),
    ("3 player game of cv and we put out 3 public life goals, is that one too many", True),
    ("Pat only paid his work card's red slash cost the turn he bought it, he says after that its free. is he right", True),
    ("with social assistance do you still need to meet the card's special condition? Ana took one she shouldnt have been able to", True),
    ("when the early adulthood deck ran out we went straight to old age cards, was that right", True),
    ("for the fewer cards tiebreak Max counted the event cards in his hand, do those count", True),
    ("Dan rolled 4 dice and said thats all you ever get, but Sara got 5, whats the max", True),
    ("we found out at the end that Ben had been using the cards under the top of his stacks as if they were active too, for like 3 rounds. do we take something off his score", False),
    ("we only let everyone reroll once per turn the whole game, turns out its more. does anything need fixing or do the scores stand", False),
    ("we ended cv when the middle age deck ran out because we thought that was the end, just read that its later. can we count the scores or is the game void", False),
    ("Julia paid her red slash cost with her dice first and then used the rest to buy cards, every turn, we're not sure thats the right order, does her score count", False),
    ("Cris says if you end cv with no possession cards at all you lose points, I had none and she took 5 off, is that a rule", False),
]
Q["cv", "es"] = [
    ("Jugamos CV a 3 y armamos las cartas de infancia con la bici y 5 mas, el Mati dice que eran mas. ¿Cuantas son?", True),
    ("en el draft de infancia, ¿para que lado se pasan las cartas? las pasamos a la derecha", True),
    ("a 2 jugadores, ¿cuantos objetivos de vida publicos van en el tablero? pusimos 2", True),
    ("¿En CV con cuantos dados se tira al principio del turno? la Flor tiro 5 sin ninguna carta", True),
    ("¿Se pueden poner los dados al lado de las cartas del track mientras uno decide? el Juan se quejo", True),
    ("Jugando a 4 quedaron 3 cartas en el mazo de vejez al final de la ronda despues de rellenar, ¿se termina o seguimos?", True),
    ("¿Como se cuentan los puntos de las posesiones en CV? las contamos con la tabla de salud", True),
    ("¿Cuando se paga el costo de las cartas con la raya roja? lo pagabamos al tirar los dados", True),
    ("¿En que momento se revisa la asistencia social? nosotros lo haciamos al final de cada ronda", True),
    ("con asistencia social, ¿la carta se paga o es gratis? el Leo pago igual", True),
    ("en CV se termino el mazo de juventud, ¿despues viene el de vejez o el de edad media?", True),
    ("¿Quien empieza cada ronda de CV? fuimos rotando el primer jugador", True),
    ("al preparar CV, ¿cuantas cartas se ponen en el track y de que mazo?", True),
    ("Me toco mala suerte y el Rodri eligio cual carta tenia que descartar yo, ¿quien elige?", True),
    ("tengo 3 cartas de relacion, ¿cuantos puntos son? puse 3", True),
    ("empatamos en CV en puntos y en cantidad de cartas, el Santi dice que gana el que tiene la bici, ¿es asi?", True),
    ("¿Puedo usar una carta de evento de la mano para ayudarme a comprar una carta del track?", True),
    ("en las pilas de cartas de cada tipo, ¿se tiene que ver algo de las cartas de abajo o se tapan enteras?", True),
    ("¿Cuando se actualizan las fichas, al comprar o en otro momento? la Mica las cambiaba apenas compraba", True),
    ("¿Una carta de conocimiento nueva la puedo meter abajo de la pila o va arriba si o si?", True),
    ("para las 3 buenas suertes, ¿valen las de las fichas o solo las de los dados?", True),
    ("a 3 jugadores, ¿la carta de la izquierda del track se descarta despues de cada turno o al final de la ronda?", True),
    ("¿Como se reparten los puntos de los objetivos publicos? el Tomi dice que el que llego primero se lo lleva", True),
    ("el que tiene la bici, ¿la pone boca arriba o la guarda en la mano como las otras de infancia?", True),
    ("yo tengo 4 cartas jugadas y el Lucho tiene 8, se acabo el mazo, ¿me toca asistencia social?", True),
    ("Jugamos toda la partida sin congelar los dados de mala suerte, los volviamos a tirar. ¿Vale igual el resultado?", False),
    ("Mi amigo dice que si al final te quedan 3 fichas de mala suerte perdes puntos. ¿Es asi en CV?", False),
    ("Todo el juego descartamos una carta por cada simbolo de mala suerte, no cada 3. Ya termino, ¿como se corrige?", False),
    ("Jugando a 4 repartimos 4 cartas de infancia a cada uno por error y nadie se dio cuenta hasta el final, ¿cuenta la partida?", False),
    ("Jugando CV, por error el objetivo secreto de la Caro quedo boca arriba desde el principio, ¿igual lo cobra al final como secreto?", False),
]

IDS_PATH = HERE / "ids.json"


def main() -> None:
    ids = json.loads(IDS_PATH.read_text(encoding="utf-8")) if IDS_PATH.exists() else {}
    for game, seed in SEEDS.items():
        rows = []
        for lang in ("en", "es"):
            for entry in Q[game, lang]:
                q, answerable = entry[0], entry[1]
                names = entry[2] if len(entry) > 2 else bool(NAME.search(q))
                rows.append((q, lang, names, answerable))
        random.Random(seed).shuffle(rows)
        out = []
        for q, lang, names, answerable in rows:
            got = ids.get(q, []) if answerable else []
            lines = [
                "[[questions]]",
                f"q = {json.dumps(q, ensure_ascii=False)}",
                f'lang = "{lang}"',
                f'game = "{game}"',
                f"names_game = {str(names).lower()}",
                f"answerable = {str(answerable).lower()}",
            ]
            if got:
                lines.append("ids = [")
                lines += [f'    "{i}",' for i in got]
                lines.append("]")
            else:
                lines.append("ids = []")
            out.append("\n".join(lines))
        (HERE / f"{game}.toml").write_text("\n\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
