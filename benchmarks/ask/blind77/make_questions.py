"""Write the four question files of blind77 (seeded shuffle; ids from ids.json)."""
import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAME_NAMES = {
    "coming-of-age": r"\bcoming of age\b|\bcoa\b",
    "loop": r"\bloop\b",
    "adulthood": r"\badulthood\b",
    "cv": r"\bcv\b",
}
SEEDS = {"coming-of-age": 7701, "loop": 7702, "adulthood": 7703, "cv": 7704}
A, U = True, False

Q = {}

Q["coming-of-age"] = [
    # English, answerable
    ("en", A, "If two of my dice land on the same location and I pick one of them, the other goes back and leaves an Interest Token on that same building. Does that token already count for my Personal Fulfillment this turn?"),
    ("en", A, "coming of age: can I wait and see where the others put their die before I choose mine?"),
    ("en", A, "In Coming of Age, I moved my die to the next location with a Frustration Token. For Personal Fulfillment, do the Interest Tokens of the old location count or the ones of the new location?"),
    ("en", A, "My Counter is already on the last space on the right and the Experience Space tells me to move it right twice. What happens, once or twice?"),
    ("en", A, "What if I have to bounce left and the Frustration Token on that Track is already flipped on the far left?"),
    ("en", A, "Can I use my Memory Token in the middle of the Experience Space, between two of the icons?"),
    ("en", A, "The Experience Space just gave me a new Memory Token but I already flipped one this turn before resolving it. Can I flip the new one after?"),
    ("en", A, "coming of age: in round 1 the Experience Space shows the blue Counter, which I don't have yet. Do I place it or what?"),
    ("en", A, "Coming of Age: I spend 3 Motivation Tokens on one Memory. Does my Mood Counter go 2 steps left or 6?"),
    ("en", A, "When the Counter goes 2 left after spending Motivation, do I get the bonuses of the spaces it passes? And if it hits the end?"),
    ("en", A, "Me and another player both have a die on the same location with the Motivation. Who gets the Memory Card, the first one to say it?"),
    ("en", A, "I have a Die and a Presence on the same location when the Bus stops. Can I take the Bus Stop bonus and also the Friendship with the other player's Presence there?"),
    ("en", A, "I draw a fifth Trait Tile with a Trait Bonus. Can I throw away the one I just drew, and where does it go?"),
    ("en", A, "In Coming of Age, I met a Trait requirement when I played the Tile but two turns later I don't meet it anymore. Do I lose the Tile or the VEP?"),
    ("en", A, "coming of age: I already played my 4 Trait Tiles and get another Trait Bonus. Is it wasted or can I still do something with it?"),
    ("en", A, "I want to mimic the third Trait Tile on yellow's board but yellow is only at level 2 on my Friendship Track. Can I?"),
    ("en", A, "We tied on VEP at the end of Coming of Age, who wins?"),
    ("en", A, "The game is over after the ninth turn but I still have two unused Memory Tokens. Can I use them before scoring?"),
    ("en", A, "At the end of a round, in which order do we do things: Memory Cards, Bus Stop Tiles, the new Counter, the Dice and the Roadblocks?"),
    ("en", A, "All 4 of my Character Tokens are already Presences and I want a new one. Am I stuck?"),
    ("en", A, "coming of age: in solo, when the Bus stops where Rob Bot and I both have a die, who goes first?"),
    ("en", A, "Rob Bot rolls 3 dice but has only 2 Interest Tokens left. Which dice get the tokens?"),
    ("en", A, "Rob is already on the last space of Personal Fulfillment and has to advance again. What does he get?"),
    ("en", A, "Rob's Bus Stop is a Character Token but his Friendship Track level 0 VEP space is already taken. Where does the token go, and does he need an Intimacy Bonus for the top levels?"),
    ("en", A, "Coming of Age 2 players: what Friendship level do I need with the neutral character to mimic the third Tile of the row?"),
    # English, unanswerable
    ("en", U, "A Friendship Bonus moves my friend up to a level whose bonus is another Friendship Bonus. Can I use that second bonus on the same character right away and climb two levels in one go?"),
    ("en", U, "Solo: Rob Bot leaves his Presence in step B and only then I resolve my turn at the same stop. Can I use Rob's Presence for my Friendship Bonus, and which Character Token goes on my Track?"),
    ("en", U, "coming of age: phase 2 is simultaneous. If I play a Trait Tile there and the other player plays one at the same moment, can I put my new Mimic Trait Token on theirs straight away or only after phase 2?"),
    ("en", U, "Two players: do the Mimic Trait Tokens I put on the neutral row count for the Friendly goal (5 Trait Tiles fulfilled)?"),
    ("en", U, "Rob Bot is on a location that lets him pick between two Motivation types, and he has exactly 2 of each. Which one does he use for the Memory VEP?"),
    # Spanish, answerable
    ("es", A, "Tengo Fichas de Frustración en todos los Registros de Ánimo menos uno. ¿Puedo igual mover mi dado a una ubicación que no es adyacente?"),
    ("es", A, "En Coming of Age, oye, si en un Registro de Ánimo ya tengo una Ficha de Frustración superada en el extremo izquierdo, ¿puedo poner otra en ese registro para cambiar de ubicación?"),
    ("es", A, "¿La ubicación 1 y la última que está abierta cuentan como adyacentes para cambiar el dado?"),
    ("es", A, "Gasto tres Fichas de Motivación del mismo tipo en un Recuerdo, ¿cuántos VEP me llevo en total?"),
    ("es", A, "Coming of Age: en la ubicación me dejan elegir entre dos colores de Ficha de Motivación. ¿Puedo pagar el Recuerdo con una de cada color?"),
    ("es", A, "Si dos jugadores conseguimos el mismo Recuerdo, ¿la carta se repone en ese momento o cuándo?"),
    ("es", A, "Tengo que rebotar a la izquierda y en ese registro hay una Ficha de Frustración sin superar a la derecha. ¿Qué pasa, tío?"),
    ("es", A, "En Coming of Age, rebote a la derecha pero el icono de Motivación está tapado por una Ficha de Frustración: ¿gano algo?"),
    ("es", A, "En Coming of Age, ¿cuándo se abren las ubicaciones 7 y 8 y con qué dados se juega esa ronda?"),
    ("es", A, "Se acaba la ronda: ¿qué Contador de Estado de Ánimo pongo ahora y de dónde salen sus Fichas de Motivación?"),
    ("es", A, "Ya tengo 4 Fichas de Rasgo en la mano y una Bonificación de Rasgo me hace robar otra. ¿Qué hago con la quinta?"),
    ("es", A, "Coming of Age: ¿Puedo poner dos Fichas de Rasgo Mimético sobre el mismo rasgo de otra jugadora? ¿Y otro jugador también puede imitarlo?"),
    ("es", A, "Con un solo dado en la ubicación, ¿puedo hacer el Recuerdo y además dejar una Presencia en la misma parada?"),
    ("es", A, "Si no puedo pagar ni el Recuerdo ni la Presencia, ¿qué me toca hacer y cuántas Cartas de Padres me quedan en la mano después?"),
    ("es", A, "En Coming of Age, ¿el autobús para en una ubicación donde solo hay una Presencia y ningún dado?"),
    ("es", A, "Después de que el bus para, ¿qué pasa con los dados que quedaron en esa ubicación? ¿Los recupero?"),
    ("es", A, "¿Puedo subir a un personaje del nivel 4 al 5 de amistad con una Bonificación de Amistad normal?"),
    ("es", A, "Coming of Age: al final, ¿cuántos VEP resta cada Ficha de Frustración sin superar, y las superadas restan algo?"),
    ("es", A, "Coming of Age: al final me sobran Fuerza de Voluntad, Fichas de Motivación y Fichas de Recuerdo: ¿cómo se cuentan?"),
    ("es", A, "¿Cuántas Fichas de Meta puedo jugar al final si solo jugué 2 Fichas de Rasgo en mi tablero? ¿Cuentan los Rasgos Miméticos?"),
    ("es", A, "Tengo la meta de tipo A Sociable y empato con otro jugador en personajes. ¿La cumplo o no?"),
    ("es", A, "En solitario, ¿Rob Bot usa Contadores de Estado de Ánimo y Fichas de Frustración como yo?"),
    ("es", A, "Modo solitario de Coming of Age: si Rob y yo sacamos el mismo Recuerdo, ¿cuándo se quita la carta?"),
    ("es", A, "Rob tiene una Ficha de Rasgo Mimético libre. ¿Sobre cuál rasgo la pone, y tiene que cumplir el requisito?"),
    ("es", A, "Puntuación final de Rob: ¿qué hace con las Fichas de Rasgo que le quedan boca abajo y con sus Fichas de Motivación?"),
    # Spanish, unanswerable
    ("es", U, "Cuando gano un Recuerdo, ¿qué va primero: mover el Contador de Estado de Ánimo 2 pasos a la izquierda o cobrar la bonificación de la carta? Lo pregunto porque la carta me da justo una Bonificación de Superación para ese mismo registro."),
    ("es", U, "En solitario, Rob gana una Ficha de Motivación de un color que todavía está en la reserva no disponible. ¿Ese color pasa ya a la reserva general y lo puedo usar yo también?"),
    ("es", U, "Coming of Age: ya usé mis 4 Presencias y en el paso B muevo una de una ubicación a la que el autobús todavía no llegó este año. ¿Allí ya no cuenta para nadie este turno, ni para los que querían interactuar conmigo?"),
    ("es", U, "Variante de dos jugadores: las fichas de personaje neutrales que se asignan a la fila de Rasgos, ¿salen de la reserva general? Porque entonces queda una menos para la Bonificación de Amistad con ese personaje."),
    ("es", U, "En solitario cambio mi dado de ubicación con una Ficha de Frustración. Rob pone su dado 'en la ubicación que elegiste': ¿la que saqué con el dado o la final después del cambio?"),
]

Q["loop"] = [
    # English, answerable
    ("en", A, "In loop, the MATERIAL deck empties at the end of my turn and in the same turn I reach HAPPINESS 12. Does the game end at once?"),
    ("en", A, "I triggered DEPLETION at the end of my turn. Do I lose HAPPINESS before or after we finish the round, and can that draw an EVENT?"),
    ("en", A, "In LOOP, solo: the burn at the end of my turn flips the last MATERIAL and DEPLETION shows. Do I lose the 1 HAPPINESS?"),
    ("en", A, "I'm at HAPPINESS 0 and WORK is my only option. What happens?"),
    ("en", A, "Can I play a FAVOUR before I BUY and another one after, in the same turn?"),
    ("en", A, "Somebody played me a SHARE and I want to REJECT but I have no SHARE in hand and 0 REPUTATION. Can I refuse?"),
    ("en", A, "I accept a FAVOUR when I already have 6 in hand. Do I still take it, and do I draw next turn?"),
    ("en", A, "loop: I already have 2 REPUTATION and accept a SHARE. What do I get?"),
    ("en", A, "loop: SHARE 2 MATERIAL for one ACTIVITY, the first ACCEPTs, the second REJECTs. Does the first player still lose the QUALITY?"),
    ("en", A, "I complete a 4th ACTIVITY. Which one goes, and can I still use the old one for a GOAL in that turn?"),
    ("en", A, "My GOAL is met in the middle of my CONSUME turn. Can I wait and reveal it next turn?"),
    ("en", A, "In Competitive, my HAPPINESS goes from 4 to 10 in one turn. How many EVENTs, and when do I flip them?"),
    ("en", A, "Two CONTINUOUS EVENTs get triggered at the same time. Do both work?"),
    ("en", A, "In LOOP, an IMMEDIATE EVENT is resolved while a CONTINUOUS one is active. Does it replace it? Where does each card go?"),
    ("en", A, "loop: an IMMEDIATE EVENT makes me pay COIN and I have none. What must I do?"),
    ("en", A, "Can I PAYOFF 3 COIN on one CREDIT CARD in one turn to finish faster?"),
    ("en", A, "WORK is my only option but I have no HAPPINESS left, in Competitive. Do I take 1 COIN like in Basic?"),
    ("en", A, "Two players both reach HAPPINESS 12 in the same round in basic loop. Who wins?"),
    ("en", A, "The game ends and I still have a CREDIT CARD not paid off and 7 MATERIAL in my LANDFILL. What do I lose?"),
    ("en", A, "Coop: when I play a FAVOUR can the others REJECT it with REPUTATION?"),
    ("en", A, "loop: in Cooperative, when does the MATERIAL burn happen, and does DEPLETION then cost HAPPINESS?"),
    ("en", A, "In solo I played my blue ACQUIRE. When can I use it again?"),
    ("en", A, "Solo loop: with the blue ACQUIRE what do I pay for a MATERIAL from the BUY AREA, and to whom?"),
    ("en", A, "I'm the Lawyer and the Officer plays his first FAVOUR of the turn. Can I still REJECT it?"),
    ("en", A, "The Tycoon works while holding 2 CREDIT CARD. How much HAPPINESS does he lose?"),
    # English, unanswerable
    ("en", U, "Solo: my blue RESELL puts a MATERIAL at the bottom of the MATERIAL deck, but DEPLETION was already revealed this round. Does the deck count as not empty again, and does the game still end?"),
    ("en", U, "This is the final round and on the very last turn my HAPPINESS changes zone, so I draw an EVENT. The game ends as soon as that player completes his turn, but EVENTs trigger after you end turn. Do we still resolve it?"),
    ("en", U, "loop: I'm the Tycoon and I have 3 COIN on a CREDIT CARD as PAYOFF. When I WORK and double my COIN, do the COIN on the CREDIT CARD count as COIN I currently have?"),
    ("en", U, "Solo: at the end of my turn the MATERIAL deck has 1 card and the BUY AREA has an empty slot. What comes first, refilling the BUY AREA or burning the top MATERIAL?"),
    ("en", U, "The Banker's Influence is once per turn. Can he use it in another player's turn too, for example when an IMMEDIATE EVENT makes everyone pay COIN?"),
    # Spanish, answerable
    ("es", A, "En LOOP, si el mazo de MATERIAL se acaba justo al final de mi turno y otro jugador ya llegó a HAPPINESS 12, ¿se termina al momento o se completa la ronda?"),
    ("es", A, "¿Puedo comprar 3 MATERIAL en el mismo turno y además consumir una ACTIVITY?"),
    ("es", A, "En LOOP, gasto 2 REPUTATION y 2 COIN, ¿qué puedo comprar? ¿Puedo pagar un MATERIAL solo con REPUTATION?"),
    ("es", A, "En un turno de CONSUME, ¿puedo gastar 2 REPUTATION para 1 HAPPINESS y una tercera para otra cosa?"),
    ("es", A, "Che, una ACTIVITY que pide dos veces el mismo color, ¿le quito 2 QUALITY a un solo MATERIAL?"),
    ("es", A, "LOOP: si el MATERIAL de otro jugador queda en QUALITY 0 porque yo lo usé con SHARE, ¿a qué LANDFILL va?"),
    ("es", A, "¿Cuándo se reponen las cartas de MATERIAL y ACTIVITY del tablero, en medio del turno o al final?"),
    ("es", A, "Al empezar el turno tengo 4 FAVOUR y el mazo de FAVOUR está vacío. ¿Qué hago?"),
    ("es", A, "En LOOP, una misma ACTIVITY que tengo guardada, ¿sirve para cumplir dos GOAL distintos?"),
    ("es", A, "En LOOP competitivo, pierdo HAPPINESS por un EVENT que jugó otro jugador y cambio de zona. ¿Robo EVENT aunque no sea mi turno?"),
    ("es", A, "¿Cuándo empieza a tener efecto un CONTINUOUS EVENT que activé al terminar mi turno?"),
    ("es", A, "Un IMMEDIATE EVENT afecta a todos: ¿en qué orden lo resolvemos?"),
    ("es", A, "LOOP: ¿Puedo pedir una CREDIT CARD en medio de mi turno solo para tener 4 COIN más? ¿Qué más me dan?"),
    ("es", A, "No me alcanza el COIN para el PAYOFF de mi CREDIT CARD. ¿Qué tengo que hacer?"),
    ("es", A, "Tengo 5 MATERIAL en mi LANDFILL al final: ¿cuánta HAPPINESS pierdo?"),
    ("es", A, "En LOOP, en modo cooperativo, ¿cuándo ganamos? ¿Basta con que uno llegue a 12?"),
    ("es", A, "Modo cooperativo: ¿con cuántos FAVOUR empieza cada uno y robamos uno al inicio del turno?"),
    ("es", A, "En el modo solitario, ¿con cuántos GOAL empiezo y qué FAVOUR uso?"),
    ("es", A, "LOOP en solitario: ¿qué hace RENEW y cuánto cuesta sacar un MATERIAL del LANDFILL central?"),
    ("es", A, "En solitario, si con SHARE dejo un MATERIAL del BUY AREA en QUALITY 0, ¿a dónde va?"),
    ("es", A, "¿Cuándo gano en solitario si la partida se acaba por DEPLETION? ¿Cuentan las penalizaciones?"),
    ("es", A, "En LOOP, soy el Scientist: en mi turno de BUY, ¿puedo comprar un MATERIAL de mi propio LANDFILL?"),
    ("es", A, "Con la carrera Office Lady, ¿puedo hacer WORK y además comprar en el mismo turno?"),
    ("es", A, "Está activo Economic Slowdown: ¿cuántas ACTIVITY puedo consumir en un turno de CONSUME?"),
    ("es", A, "Hay un empate a HAPPINESS al final en el modo básico, ¿cómo se desempata?"),
    # Spanish, unanswerable
    ("es", U, "En solitario está activo Make It Rain y hago RENEW pagando el doble: ¿esas COIN cuentan para las 4 COIN, si el EVENT solo nombra ACQUIRE, BUY y RECYCLE?"),
    ("es", U, "Solitario con Red Gown activo: ¿el RENEW también me obliga a sacar el MATERIAL a la misma QUALITY o más que mi mejor MATERIAL, o eso es solo al comprar?"),
    ("es", U, "Sale Insurance y tengo 0 COIN. ¿Puedo elegir lanzar la moneda igual, o como no puedo perder 1 COIN tengo que pedir CREDIT CARD primero, vos qué decís?"),
    ("es", U, "En LOOP solitario, con el RESELL azul mando un MATERIAL de QUALITY 3 al fondo del mazo. Si vuelve a salir en el BUY AREA, ¿viene con sus 3 puntos de QUALITY o como uno nuevo?"),
    ("es", U, "Soy el Investor y sale el EVENT Insurance. ¿Puedo usar mi habilidad de lanzar dos veces para ese lanzamiento?"),
]

Q["adulthood"] = [
    # English, answerable
    ("en", A, "In adulthood, my Happiness and Impact markers cross in the middle of the round. Does the game stop at once?"),
    ("en", A, "I pass a Life Event space on the track in step 2. When do I resolve the Life Event?"),
    ("en", A, "In Adulthood, if I pass two Life Event spaces in the same turn, do I take two cards?"),
    ("en", A, "I become Grown Up during step 2. Can I play a card with the Grown Up icon in step 3 of the same turn?"),
    ("en", A, "Can I place more time on an action after I already started step 2?"),
    ("en", A, "Can I use the same action spot twice in one turn if I have enough time?"),
    ("en", A, "I play a new Wellness card in step 3. Can I use its action right away this turn?"),
    ("en", A, "adulthood: I draft a card from the market in step 3. Can I play it this same turn?"),
    ("en", A, "On my very first turn, must I activate my spots before I play the Career card in my hand?"),
    ("en", A, "I play a new Career while I'm Promoted. What happens to the old Career and to my Promoted token?"),
    ("en", A, "Adulthood: after my Promotion, can I still use the first action spot on the Career card?"),
    ("en", A, "I want to get Promoted. Does the icon on my own Career card count for the Life icon requirement?"),
    ("en", A, "I get a new Partner while I'm Married. Where does the old Partner go and do I stay Married?"),
    ("en", A, "In Adulthood, how do I get Married to my Partner, what does it cost?"),
    ("en", A, "Can I use energy instead of a time meeple on an action?"),
    ("en", A, "I take the left-most card from the market. What's the bonus? And what does the right-most cost?"),
    ("en", A, "Do I need the Family icon on my board before I play a card with a white and black Family icon in its green bar?"),
    ("en", A, "The card says I must have played resources elsewhere. What does it mean?"),
    ("en", A, "Adulthood end of game: in which order do we do the negative tokens, the Life Icon sets, the heart and the Values?"),
    ("en", A, "adulthood: I have 4 Family icons at the end. How much happy do I get?"),
    ("en", A, "What happens if my marker goes past the end of the track?"),
    ("en", A, "Adulthood solo: the market has 3 cards. I take three in one turn, what do they cost?"),
    ("en", A, "In solo, a card lets me gain an extra card from the market. Is that one free, and does it make the next one cost more?"),
    ("en", A, "Solo: I pass a Life Event space on the track. Do I draw a Life Event like normal?"),
    ("en", A, "Solo adulthood: when does the game end and how do I know if I win?"),
    # English, unanswerable
    ("en", U, "To get Married, my Partner needs a Life icon I don't have. For Careers the rulebook says I can count the icon on the Career card itself. Can I count the icon on my Partner card the same way?"),
    ("en", U, "adulthood: at the end my negative tokens move my marker back past a Life Event space and the Grown-Up space. Does anything happen, do I draw a Life Event or lose Grown Up?"),
    ("en", U, "I'm Grown Up and use Interview. Can I choose to draw a new Career card instead of getting Promoted?"),
    ("en", U, "In a normal 4-player game, a card lets me gain an extra card from the market. Do I pay the market cost if I take it from the right-most slots? The solo rules say it's free but not the normal ones."),
    ("en", U, "I'm Grown Up but I have no Partner. When I use Date, do I draw a Partner card or is the action wasted because I can't get Married?"),
    # Spanish, answerable
    ("es", A, "En Adulthood, ¿puedo colocar mi tiempo antes de que me toque el turno?"),
    ("es", A, "¿Puedo usar la acción de arriba y la de abajo de Leisure en el mismo turno?"),
    ("es", A, "En Adulthood, juego una carta de Community y ya tenía otra en ese espacio. ¿Qué pasa con la vieja?"),
    ("es", A, "¿Cuántos Resources y Traits puedo tener a la vez?"),
    ("es", A, "Si juego una Experience, ¿dónde la pongo y para qué sirve al final?"),
    ("es", A, "¿Qué pasa con los Life Events que conseguí en mi último turno cuando reseteo el tablero?"),
    ("es", A, "Adulthood: al final del turno, ¿el tiempo y la energía vuelven a mi reserva o a la general?"),
    ("es", A, "¿Cómo se repone el mercado al final del turno, se deslizan las cartas o se rellena en el mismo sitio?"),
    ("es", A, "Cuando cruzan los marcadores de un jugador, ¿hasta cuándo seguimos jugando, güey?"),
    ("es", A, "¿Se puede retroceder en el track de Happiness durante la partida?"),
    ("es", A, "En Adulthood, ¿cuántos Grown-Up tengo que pasar para ser adulto, el de Impact y el de Happiness?"),
    ("es", A, "Meditar: gasto una energía, ¿qué puedo hacer con mis Values?"),
    ("es", A, "Tengo un Partner y un Value con el mismo corazón. ¿Cuánto me dan al final y hace falta estar casado?"),
    ("es", A, "¿Los tokens de Unhappiness restan al final o durante la partida?"),
    ("es", A, "Empate en el total al final de Adulthood, ¿quién gana?"),
    ("es", A, "Adulthood: ¿Puedo jugar todas las cartas de mi mano en un mismo turno o solo una?"),
    ("es", A, "¿Cuántas cartas puedo tomar del mercado por turno en una partida normal?"),
    ("es", A, "La acción de Interview, ¿me da una carta de Career o me asciende? ¿De qué depende?"),
    ("es", A, "Date: pago 1 tiempo y 1 dinero; ¿qué gano si ya soy Grown Up?"),
    ("es", A, "En Adulthood, para jugar una carta con el icono Grown Up en la barra verde, ¿basta pasar la casilla en uno de los dos tracks?"),
    ("es", A, "En el modo solitario de Adulthood, ¿se rellena el mercado a mitad de ronda?"),
    ("es", A, "Solitario: ¿cuántos Life Events hay en el mazo y qué hago con los demás?"),
    ("es", A, "Modo solo: ¿al final cuentan los corazones y los sets de iconos? ¿Y los tokens negativos?"),
    ("es", A, "En solitario, ¿qué hace Meditar?"),
    ("es", A, "Solitario: ¿cómo elijo la carta de Achievement y qué tengo que cumplir para ganar?"),
    # Spanish, unanswerable
    ("es", U, "Un Life Event con el símbolo de que afecta la siguiente ronda: en el paso 4 tengo que pasar los Life Events al stack de Experience. ¿Lo paso igual aunque todavía tenga que aplicarlo, o lo dejo visible?"),
    ("es", U, "Si un Life Event me hace perder mi carta de Career, ¿vuelvo a tener la acción de medio tiempo del tablero (4 tiempos por 1 dinero)?"),
    ("es", U, "Me casé con un Partner que hacía juego con mi Value y luego lo cambié por otro. Al final, ¿me dan los 4 de impacto por el corazón del Partner viejo que está en el stack de Experience?"),
    ("es", U, "Solitario de Adulthood: si en una partida completo dos niveles del Achievement, ¿apunto la puntuación en las dos casillas o solo en la más alta?"),
    ("es", U, "En Adulthood, saco en la última ronda un Life Event que dice que su efecto pasa a la ronda siguiente, pero ya no hay ronda siguiente. ¿Cuenta para algo en la puntuación?"),
]

Q["cv"] = [
    # English, answerable
    ("en", A, "In CV, can I reroll a die that shows bad luck?"),
    ("en", A, "How many times can I reroll, and can I pick different dice each time?"),
    ("en", A, "In CV, I have 2 bad luck on the dice and 1 bad luck token. Do I have a misfortune?"),
    ("en", A, "I roll 6 bad luck symbols with dice and tokens together. How many cards do I lose?"),
    ("en", A, "I have 3 good luck. Can I take a card that also has a special condition without meeting it?"),
    ("en", A, "I used two money dice to buy a card. Can the same dice pay the red slash cost of my Work card this turn?"),
    ("en", A, "CV: a card has a red slash cost and I can't pay it this turn. What happens to the card?"),
    ("en", A, "When do I pay the red slash cost, before or after buying?"),
    ("en", A, "I buy a Health card. Must it go on top of my Health pile?"),
    ("en", A, "cv: a new Possession card: can I slide it under the others to keep my old one active?"),
    ("en", A, "A misfortune hits me. Can I choose a covered card to lose?"),
    ("en", A, "I bought an event card. Does it go to my CV?"),
    ("en", A, "Can I play an event card in another player's turn?"),
    ("en", A, "I use an event card's symbols to help buy a card but one symbol is left over. Do I keep it as a token?"),
    ("en", A, "A card has two colours. When do I decide which type it is?"),
    ("en", A, "cv 2 players: when do we discard the leftmost card of the track?"),
    ("en", A, "My tokens: do I get more each round, like income?"),
    ("en", A, "In CV, the early adulthood deck runs out while I refill the track. What do we do before I continue?"),
    ("en", A, "Two players both qualify for social assistance. Who takes first?"),
    ("en", A, "With social assistance, do I have to pay the card's special condition?"),
    ("en", A, "It's the end of a round and after the refill the old age deck has fewer cards than players. Is it over?"),
    ("en", A, "At the end of CV we are tied on points. Who wins?"),
    ("en", A, "Two players are tied on a public life goal. Who gets the points?"),
    ("en", A, "The player with the bicycle lost the bicycle card to a misfortune. Who starts the next round?"),
    ("en", A, "With 3 players how do we make the childhood deck?"),
    # English, unanswerable
    ("en", U, "The early adulthood deck runs out in the very first round and one player has 2 CV cards while another has 0. Twice 0 is 0, so is everybody eligible for social assistance, or nobody?"),
    ("en", U, "cv: can I play an event card from my hand in the Add to CV phase to pay the red slash cost of an active card, like I can use it to buy?"),
    ("en", U, "I have 6 good luck symbols. Can I take two cards from the track for free with them?"),
    ("en", U, "I bought a card whose special condition I met at that moment. Two rounds later I no longer meet the condition. Do I lose the card?"),
    ("en", U, "A player gets social assistance and after taking his card another player now has less than half of his cards. Does that second player also get social assistance in the same check?"),
    # Spanish, answerable
    ("es", A, "En CV, ¿cuántos dados tiro al empezar y cuántos puedo llegar a tener?"),
    ("es", A, "¿Puedo tomar tres cartas de la fila en el mismo turno si me alcanzan los símbolos?"),
    ("es", A, "En CV, tengo tres símbolos de buena suerte entre dados y fichas: ¿puedo llevarme cualquier carta de la fila sin pagar?"),
    ("es", A, "Si junto 3 de mala suerte, ¿qué carta pierdo? ¿Puede ser una que está debajo?"),
    ("es", A, "¿La mala suerte se cuenta antes o después de comprar las cartas?"),
    ("es", A, "Una carta con la raya roja: ¿cuándo se paga y cada cuánto?"),
    ("es", A, "No puedo pagar el coste de una carta activa con raya roja, ¿a dónde va la carta?"),
    ("es", A, "CV: las fichas que usé para comprar, ¿las puedo volver a usar para pagar la raya roja?"),
    ("es", A, "¿Puedo poner una carta nueva de Knowledge debajo de las que ya tengo en la pila?"),
    ("es", A, "Una carta de Work nueva, ¿tiene que ir arriba sí o sí?"),
    ("es", A, "¿Cuántas cartas activas puede haber en cada pila?"),
    ("es", A, "Me llevo una carta de evento de la fila, ¿la pongo en mi CV o me la quedo en la mano?"),
    ("es", A, "¿Los símbolos de una carta de evento me dan fichas?"),
    ("es", A, "En CV, al final de la ronda, ¿se descarta la carta de la izquierda antes o después de rellenar la fila?"),
    ("es", A, "Oye, ¿cuándo actualizo mis fichas y cuántas tengo que tener?"),
    ("es", A, "¿Cuándo se revisa la asistencia social y quién puede recibirla?"),
    ("es", A, "Con asistencia social, ¿me llevo la carta gratis y la pongo en mi CV?"),
    ("es", A, "Cuando se acaba el mazo de mediana edad, ¿de dónde sacamos las cartas?"),
    ("es", A, "¿Cuándo se termina una partida de CV?"),
    ("es", A, "Al final, ¿cuántos puntos dan 4 cartas de Health?"),
    ("es", A, "CV: ¿Cuántos objetivos vitales públicos hay en una partida de 4 jugadores?"),
    ("es", A, "Empatamos a puntos, ¿gana el que tiene más cartas o menos?"),
    ("es", A, "Jugamos 4: ¿cómo se reparten las cartas de infancia y se usa la bicicleta igual?"),
    ("es", A, "¿Quién empieza cada ronda en CV?"),
    ("es", A, "Reparto de infancia: elijo una de tres, ¿y las otras dos a quién se las paso?"),
    # Spanish, unanswerable
    ("es", U, "Me toca asistencia social pero no cumplo la condición especial de ninguna carta de la fila. ¿Me quedo sin nada o puedo tomar otra cosa?"),
    ("es", U, "En CV, el mazo de vejez se acaba a mitad de una ronda y ya no se puede rellenar la fila. ¿Seguimos jugando la ronda con huecos en la fila o se termina ahí?"),
    ("es", U, "Tengo 3 de mala suerte y mis únicas cartas son las de infancia en la mano. ¿La desgracia me quita una carta de infancia o no pasa nada?"),
    ("es", U, "¿Puedo pagar la raya roja de una carta con una ficha de buena suerte como si fuera comodín?"),
    ("es", U, "Oigan, si tengo 7 dados (el máximo) y pierdo por desgracia la carta que me daba uno, pero en la misma fase compro otra que da dado, ¿con cuántos tiro el próximo turno?"),
]


def main() -> None:
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, rows in Q.items():
        assert len(rows) == 60, (game, len(rows))
        for lang in ("en", "es"):
            mine = [r for r in rows if r[0] == lang]
            assert len(mine) == 30, (game, lang, len(mine))
            assert sum(1 for r in mine if not r[1]) == 5, (game, lang)
        order = list(rows)
        random.Random(SEEDS[game]).shuffle(order)
        out = []
        for lang, answerable, q in order:
            names = bool(re.search(GAME_NAMES[game], q, re.I))
            got = ids.get(q, []) if answerable else []
            lines = [
                "[[questions]]",
                f"q = {json.dumps(q, ensure_ascii=False)}",
                f'lang = "{lang}"',
                f'game = "{game}"',
                f"names_game = {'true' if names else 'false'}",
                f"answerable = {'true' if answerable else 'false'}",
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
