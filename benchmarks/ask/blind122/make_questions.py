"""Write the blind122 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind122/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 12201-12204), so the
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
SEEDS = {"coming-of-age": 12201, "loop": 12202, "adulthood": 12203, "cv": 12204}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable

# Style: players asking about the BAD THINGS that can happen to them (penalties, losses,
# running out, being blocked or taken from, losing the game).

COA_EN = [
    ("do i lose VEP at the end for frustration tokens still sitting on the rigth side of my tracks?", A),
    ("My counter is already on the last space on the left and I have to move it left again. What do I lose?", A),
    ("I bounced left on a track that already has an unresolved Frustration Token on the right. What happens to me?", A),
    ("if my counter bounces right but theres a frustration token over the motivation icon, do i still get the token?", A),
    ("Every available Mood Track already has a Frustration Token on it. Can I still move my die to the location next door?", A),
    ("how many frustration tokens does it cost me to move my die to a location that isnt next to it", A),
    ("I don't have the Motivation Token the location needs. Am I forced to play a Parent Card then?", A),
    ("When I spend motivation tokens for a memory my counter gets pushed left, how far? and do i get the bonuses on the way?", A),
    ("The Experience Space would make my counter bounce left. Can I just skip that icon?", A),
    ("Another player is at my location and takes the same Memory. Do I lose it, or can we both get it?", A),
    ("i drew a 5th trait tile, do i have to throw one away? where does it go", A),
    ("I've already played 4 Trait Tiles. Am I locked out of playing any more?", A),
    ("My friend is only at level 1 on my Friendship Track. Can I still mimic her level 3 Trait Tile?", A),
    ("a character is stuck at level 4 on my friendship track and a normal friendship bonus wont move it up. why?", A),
    ("wat happens to my dice that are still sitting at a location after the bus leaves? do i get them back?", A),
    ("I have my die and a Presence at the same bus stop. Do I get both options or do I lose one?", A),
    ("All 4 of my Character Tokens are already out as Presences. Can I still leave another one?", A),
    ("are leftover willpower and motivation tokens just wasted at the end or do they give me anything", A),
    ("I played only 2 Trait Tiles all game. How many of my Goal Tiles can I score?", A),
    ("We ended on teh same VEP. Who loses the tie?", A),
    ("solo: rob gets VEP for his face-down trait tiles at the end even if he doesn't meet them??", A),
    ("Rob Bot is crushing me every game of coming of age. Is there a way to make him weaker?", A),
    ("Solo: if Rob takes the Memory Card at my location, is it gone for me too?", A),
    ("i'm already at the end of the personal fulfillment track and still have steps to advance, do i lose them?", A),
    ("The Experience Space moves a Mood Counter I haven't unlocked yet. Do I get a penalty for that?", A),
]
COA_ES = [
    ("¿Cuántos VEP pierdo al final por cada Ficha de Frustración que siga sin superar?", A),
    ("Si rebota a la izquierda y ya está en la última casilla, ¿qué me toca, poner una Ficha de Frustración o perder VEP?", A),
    ("Oye, si reboto a la izquierda y en ese Registro de Ánimo ya hay una Ficha de Frustración superada, ¿pierdo algo?", A),
    ("tio, si todos mis Registros de Ánimo ya tienen Ficha de Frustración, ¿puedo cambiar el dado de ubicación igual?", A),
    ("¿Cuántas Fichas de Frustración me cuesta mandar el dado a una ubicación que no es adyacente?", A),
    ("Che, si no tengo Fichas de Motivación para el Recuerdo ni quiero la Presencia, ¿estoy obligado a jugar una Carta de Padres?", A),
    ("Cuando gasto 3 Fichas de Motivación del mismo color, ¿el Contador de Estado de Ánimo retrocede más pasos que si gasto una?", A),
    ("¿Se pierde algo si pago el Recuerdo con 4 de Fuerza de Voluntad en vez de Motivación?", A),
    ("si otro jugador tambien esta en la ubicacion y se lleva el Recuerdo, yo ya no lo puedo coger?", A),
    ("¿Qué hago si robo una quinta Ficha de Rasgo? ¿Tengo que descartar una?", A),
    ("Vos sabés si hay un límite de Fichas de Rasgo que puedo jugar en toda la partida?", A),
    ("¿Puedo poner un Rasgo Mimético en la Ficha de Rasgo de otro si su personaje lo tengo en nivel 1 y la ficha está en el tercer hueco?", A),
    ("Tengo un personaje en el nivel 4 del Registro de Amistad y no sube con la Bonificación de Amistad normal, ¿por qué?", A),
    ("¿Ustedes saben qué pasa con los dados que quedan en la ubicación cuando se va el autobús? ¿Los recupero?", A),
    ("Ya tengo las 4 Presencias en el tablero. ¿Puedo poner otra o me quedo sin poder?", A),
    ("Las Fichas de Fuerza de Voluntad y Motivación que me sobran al final, ¿se pierden o valen algo?", A),
    ("Disculpe, ¿cuántos puntos vale cada Ficha de Objetivo y cuántas puedo jugar si solo completé dos Fichas de Rasgo?", A),
    ("si empatamos a VEP quien gana? y si seguimos empatados?", A),
    ("En solitario, ¿Rob pierde algo cuando usa sus Fichas de Motivación para el Recuerdo o se las queda?", A),
    ("En solitario, ¿qué hace Rob si ya no le quedan Fichas de Interés para poner?", A),
    ("Jugando solo contra Rob, cuando está al final del Registro de Realización Personal y tiene que avanzar más, ¿gana algo?", A),
    ("Al final de la partida, ¿Rob puntúa las Fichas de Rasgo que tiene boca abajo aunque no cumpla el requisito?", A),
    ("En la variante de 2 jugadores, ¿qué necesito para poner mi Rasgo Mimético en las fichas neutrales del centro?", A),
    ("Mis Fichas de Recuerdo ya usadas, ¿las tengo que tirar o me sirven para algo al final?", A),
    ("Si un efecto me dice que mueva un Contador de un Registro que todavía no tengo, ¿pierdo algo?", A),
]

LOOP_EN = [
    ("I have 0 HAPPINESS and I have to WORK. What happens?", A),
    ("whats the penalty for triggering depletion, do i loose anything", A),
    ("If a MATERIAL's QUALITY drops to 0 when somebody SHAREs it, do I lose the card?", A),
    ("I got a 4th ACTIVITY but I can only keep 3. What happens to the old one?", A),
    ("can i say no to a favour someone plays on me? what does it cost", A),
    ("I have no REPUTATION and no matching FAVOUR in hand. Can I still REJECT an ACQUIRE?", A),
    ("Can someone just take a MATERIAL off me with ACQUIRE? Do I get anything for it?", A),
    ("If I accept a favour when I already have 5 in hand, do I lose my draw next turn?", A),
    ("Somebody agreed to a deal with me and then didn't do it. Are they bound by it?", A),
    ("What happens at the end if I still have CREDIT CARDs not paid off?", A),
    ("i cant afford to payoff my credit card this turn, what now", A),
    ("how much HAPPINESS do i lose for stuff in my landfill at the end", A),
    ("Can another player RECYCLE stuff out of my LANDFILL?", A),
    ("In LOOP co-op, what happens if one of us finishes below HAPPINESS 11?", A),
    ("Solo: when do I lose? Is it just about HAPPINESS 11 at the end?", A),
    ("In co-op can the others REJECT the favour I play?", A),
    ("how often can the Soldier take a FAVOUR out of my hand, and does he get to pick which one?", A),
    ("Bad Debt is active and I have a CREDIT CARD. Am I blocked from buying?", A),
    ("What does Hidden Clause do to my CREDIT CARDs?", A),
    ("Landfill Tax is out and I can't pay the COIN for a broken MATERIAL. Now what?", A),
    ("Insurance event: what's the worst that can happen if I toss?", A),
    ("Status Climb: when do I lose HAPPINESS from it?", A),
    ("I've already put 4 of the 5 COIN on a CREDIT CARD when the game ends. Do I still lose the full 2 HAPPINESS for it?", A),
    ("Can the Politician lie about the FAVOUR he plays me? What happens if I catch him?", A),
    ("A Diamond Is For Business is active. When do I lose HAPPINESS?", A),
]
LOOP_ES = [
    ("Si tengo 0 de HAPPINESS y me toca hacer WORK, ¿qué pasa?", A),
    ("¿Quién pierde HAPPINESS cuando sale la DEPLETION y cuánta?", A),
    ("Si me hacen SHARE de un MATERIAL con QUALITY 1, ¿lo pierdo?", A),
    ("Oye, ¿puedo rechazar un FAVOUR que me juegan? ¿Qué me cuesta?", A),
    ("Si no tengo REPUTATION ni otro FAVOUR igual en la mano, ¿estoy obligado a aceptar?", A),
    ("Che, si alguien me juega ACQUIRE, ¿me puede sacar cualquier MATERIAL? ¿Me paga algo?", A),
    ("Si acepto un FAVOUR y ya tengo 5 en la mano, ¿me quedo sin robar al empezar mi turno?", A),
    ("Hicimos un trato y el otro no cumplió. ¿Está obligado por las reglas?", A),
    ("¿Cuánta HAPPINESS pierdo al final por cada CREDIT CARD sin pagar?", A),
    ("no me alcanza la plata para el PAYOFF de la CREDIT CARD este turno, q hago", A),
    ("¿Cuánta HAPPINESS me quita el LANDFILL al final de la partida?", A),
    ("Si en cooperativo uno de nosotros termina con 10 de HAPPINESS, ¿perdemos todos?", A),
    ("Güey, en solitario ¿cómo se pierde la partida?", A),
    ("¿Qué me puede quitar la Planned Obsolescence?", A),
    ("¿Cómo funciona el Economic Slowdown cuando hago WORK? ¿Pierdo COIN?", A),
    ("Con el Everything Is Online activo y sin CREDIT CARD, ¿puedo gastar COIN?", A),
    ("La Overproduction, ¿qué quita exactamente?", A),
    ("Vulgarian: ¿por qué no puedo hacer CONSUME?", A),
    ("Hypebeast está activo, ¿cuándo pierdo HAPPINESS?", A),
    ("Con el Tycoon, ¿pierdo más HAPPINESS por tener CREDIT CARDs cuando hago WORK?", A),
    ("Che, ¿el Officer puede jugarme un FAVOUR que no pueda rechazar? ¿Y el Lawyer lo frena?", A),
    ("Con la Social Responsibility, ¿me pueden robar un FAVOUR de la mano? ¿Quién puede?", A),
    ("Vale, ¿qué pasa si no tengo COIN para pagar un IMMEDIATE EVENT?", A),
    ("Si me quedo sin HAPPINESS para el WORK en el modo competitivo, ¿qué tengo que hacer?", A),
    ("en el modo cooperativo cuando se quema el MATERIAL y sale la DEPLETION, alguien pierde HAPPINESS?", A),
]

ADU_EN = [
    ("what do negative impact tokens do to me at the end", A),
    ("Can my Happiness or Impact marker ever go backwards during the game?", A),
    ("If I replace my Partner, do I lose my Married token?", A),
    ("I got a new Career card. What happens to my Promoted status and the old Career?", A),
    ("I got promoted. Can I still use the first action spot on my Career card?", A),
    ("Can I add more actions after I've placed my time, or am I stuck?", A),
    ("i took a card from the right end of the market, what do i have to pay", A),
    ("Can I play a card with the Grown Up icon before I'm Grown Up?", A),
    ("I don't have the Family icon in my tableau. Can I still play Family Time?", A),
    ("I have a Leisure card already and play a new one. Do I lose the old card's action?", A),
    ("Can I use the action on a card I just played this turn?", A),
    ("What happens if the end of the game is triggered before I get my last turn? Do I miss out?", A),
    ("If I married a Partner that doesn't match any of my Values, do I miss any points?", A),
    ("the promotion needs a life icon i don't have. can i still get promoted?", A),
    ("Life Events - are they always bad? When do I resolve them?", A),
    ("We tied on combined score. Who wins?", A),
    ("Solo: how do I lose?", A),
    ("solo mode - do i still lose points for unhappiness tokens at the end", A),
    ("In solo, the third card I take from the market this turn costs what?", A),
    ("Solo: do I lose the cards in the market at the end of the round?", A),
    ("In solo do I get the heart bonus or the set bonus at the end?", A),
    ("If I meditate by throwing away a Values card from my hand, what do i get back for it?", A),
    ("Can I use one action spot twice in a turn if I have enough time?", A),
    ("my score marker went past the end of the track, do i lose those points?", A),
    ("Can I play cards I cant afford yet and pay later?", A),
]
ADU_ES = [
    ("¿Qué me hacen las fichas de Impacto Negativo al final?", A),
    ("¿Las fichas de Infelicidad me restan Felicidad durante la partida o solo al final?", A),
    ("Si cambio de pareja, ¿pierdo el marcador de Casado?", A),
    ("Vale, si juego una carrera nueva, ¿qué pasa con el ascenso que tenía?", A),
    ("Una vez ascendido, ¿puedo seguir usando la acción de la izquierda de mi Career?", A),
    ("Después de colocar mis meeples de tiempo, ¿puedo hacer otra acción más tarde en el turno?", A),
    ("Che, ¿cuánto me cuesta agarrar la carta de más a la derecha del mercado?", A),
    ("¿Se puede jugar una carta con el icono de Grown Up si todavía no soy adulto?", A),
    ("Si juego una carta de Community nueva, ¿qué pasa con la que ya tenía?", A),
    ("La carta que acabo de jugar, ¿puedo usar su acción este mismo turno?", A),
    ("¿Mis marcadores pueden retroceder en el tablero de puntuación durante la partida?", A),
    ("Cuando alguien cruza los marcadores, ¿se acaba ahí mismo o puedo jugar mi turno?", A),
    ("Si mi pareja no coincide con ninguno de mis Values, ¿me pierdo algo?", A),
    ("no tengo el icono de vida que pide el ascenso, puedo ascender igual?", A),
    ("Si saco un Life Event malo, ¿cuándo me afecta?", A),
    ("si empatamos en puntos quien gana?", A),
    ("En Adulthood solitario, ¿cuándo pierdo la partida?", A),
    ("Jugando solo, ¿me restan puntos las fichas de Infelicidad y de Impacto Negativo al final?", A),
    ("En solitario, ¿cuánto cuesta la segunda carta del mercado? ¿Y la tercera?", A),
    ("Modo solitario: si no compro las cartas del mercado, ¿se pierden al final de la ronda?", A),
    ("En solitario, ¿cuántos Life Events hay y cuándo termina la partida?", A),
    ("Al empezar me dan dos cartas de Career, ¿tengo que descartar una?", A),
    ("¿Sabéis si se puede usar la misma casilla de acción dos veces en un turno?", A),
    ("Disculpe, ¿qué pasa si mi marcador se pasa del final del track? ¿Pierdo esos puntos?", A),
    ("Si no me alcanza la energía para pagar una carta, ¿la puedo jugar igual y pagar después?", A),
]

CV_EN = [
    ("i rolled 3 bad luck symbols, wat do i lose", A),
    ("I have 6 bad luck symbols between dice and tokens. How many cards do I lose?", A),
    ("Can I reroll a die that shows bad luck?", A),
    ("I can't pay the red-slash cost on my Work card this turn. What happens to it?", A),
    ("Can I use dice I already spent buying a card to pay a red-slash cost?", A),
    ("When I lose a card to misfortune, who picks which one goes?", A),
    ("I lost my bicycle card. Do I still go first?", A),
    ("If I use an event card's symbols to buy something, do I keep the leftover symbols?", A),
    ("Does an event card stay in my CV after I use it?", A),
    ("can i put a new work card under my old one so the bad effect doesnt become active?", A),
    ("I have way fewer cards than everyone else. Do I get any help?", A),
    ("With social assistance, do I still have to meet a card's special condition?", A),
    ("With 3 good luck symbols, do I still have to meet the card's special condition?", A),
    ("How many dice can I have at most in CV?", A),
    ("We tied on points. Who wins?", A),
    ("Do I lose the public life goal if someone else ties me on it?", A),
    ("what happens to the leftmost card on the track at the end of a round", A),
    ("In a 2-player game, when is the leftmost card thrown out?", A),
    ("When does the game end? Can it end before I get another turn?", A),
    ("If a new card goes on top of my stack, does the old one stop working?", A),
    ("do my tokens pile up every turn like income or do i loose them", A),
    ("Can the card I just bought this turn be the one I lose to misfortune?", A),
    ("Does a card I lost to misfortune still count for my health/relationship/knowledge points at the end?", A),
    ("Do I get tokens for the symbols on event cards?", A),
    ("If I'm eligible for social assistance, when do I get my free card?", A),
]
CV_ES = [
    ("Si saco 3 símbolos de mala suerte, ¿qué pierdo?", A),
    ("Tengo 6 de mala suerte entre dados y fichas, ¿cuántas cartas me toca descartar?", A),
    ("xq no puedo volver a tirar un dado que salio con mala suerte? o si se puede", A),
    ("Si no puedo pagar la barra roja de una carta, ¿qué pasa con ella?", A),
    ("Oye, los dados que ya usé para comprar, ¿me sirven para pagar el coste de la barra roja?", A),
    ("Con la desgracia, ¿quién elige la carta que se descarta, yo o los demás?", A),
    ("Perdí la carta de la bicicleta, ¿sigo empezando yo la ronda?", A),
    ("si uso una carta de evento para comprar, los simbolos q sobran se pierden?", A),
    ("¿Las cartas de evento se quedan en mi currículum después de usarlas?", A),
    ("Che, ¿puedo meter un trabajo nuevo debajo de la pila para que no se active?", A),
    ("Tengo muchas menos cartas que los demás, ¿hay alguna ayuda?", A),
    ("Con la asistencia social, ¿hay que cumplir la condición especial de la carta?", A),
    ("Con 3 símbolos de buena suerte, ¿me libro también de la condición especial?", A),
    ("¿Cuántos dados puedo tener como máximo?", A),
    ("Si empatamos a puntos, ¿quién gana?", A),
    ("Si empato con otro en un objetivo público, ¿alguno se queda sin puntos?", A),
    ("¿Qué pasa con la carta de más a la izquierda al final de la ronda?", A),
    ("En partida de dos, ¿cuándo se descarta la carta de la izquierda del track?", A),
    ("¿Cuándo se acaba la partida?", A),
    ("Si pongo una carta encima de mi pila, ¿la de abajo deja de funcionar?", A),
    ("Vos sabés si las fichas se acumulan turno a turno o se pierden?", A),
    ("¿Puedo jugar una carta de evento en el turno de otro jugador?", A),
    ("Si pierdo una carta por la desgracia, ¿todavía cuenta para los puntos del final?", A),
    ("Oiga, ¿las cartas de salud, de relación y de conocimiento pueden ir debajo de la pila?", A),
    ("¿Cuándo recibo la carta gratis de la asistencia social?", A),
]

# Questions the rulebook does not answer (answerable = false).
COA_EN_G = [
    ("are there any Memory Cards whose bonus actually hurts you, like pushing a counter left or costing VEP?", U),
    ("Solo: the Memory Card deck ran out, so there's no card at the location where Rob's die is. He normally scores the card's VEP off his Motivation Tokens. Does he just get nothing there?", U),
    ("Setup says to put 'the 5 neutral Character Tokens' in the supply, but the box has 4 of each neutral kid. If only 5 go out, does the first player who befriends a kid lock everyone else out of him?", U),
    ("i moved one of my presences to a new location. do i get the motivation token i paid for the old one back, or is it just gone?", U),
    ("Once my Mimic Trait Token is on another player's Trait Tile, can anything knock it off or take those VEP back from me?", U),
]
COA_ES_G = [
    ("¿Hay Cartas de Padres que te perjudiquen, que te muevan un Contador a la izquierda o te quiten VEP?", U),
    ("Jugando contra Rob se acabó el mazo de cartas de Recuerdo y donde está su dado no hay carta. ¿Rob se queda sin los VEP de sus Fichas de Motivación o los cobra igual?", U),
    ("Si traslado una de mis Presencias a otra ubicación, ¿pierdo la Ficha de Motivación que pagué por la vieja o me la devuelven?", U),
    ("Che, el reglamento dice que en la reserva van 'las 5 fichas de personaje neutral', pero la caja trae 4 de cada uno. Si ponemos solo 5, ¿el primero que se hace amigo de un neutral deja a los demás sin poder?", U),
    ("Una vez puesto mi Rasgo Mimético sobre la Ficha de Rasgo de otro, ¿hay algo que me lo pueda quitar o hacerme perder esos VEP?", U),
]
LOOP_EN_G = [
    ("Social Responsibility: the player who drew it wants to take a FAVOUR from my hand. Can I REJECT that by discarding the same FAVOUR or paying a REPUTATION?", U),
    ("landfill tax made me pay a coin for every broken material going to my landfill, then combustion energy sent them all back to the deck. do i get those coins back?", U),
    ("Insurance: I've only got 1 COIN. If I toss and lose, I owe 2. Do I pay the 1 and APPLY for a CREDIT CARD for the rest, or do I just lose what I have?", U),
    ("The Lawyer used Objection to REJECT a SHARE somebody played on me, and I wanted those 2 REPUTATION. Can I fight the Objection somehow, like discarding a FAVOUR myself?", U),
    ("co-op: can i just give some of my COIN straight to a teammate who's about to go into debt, without playing a FAVOUR?", U),
]
LOOP_ES_G = [
    ("Con Social Responsibility el otro me quiere sacar un FAVOUR de la mano. ¿Lo puedo rechazar descartando uno igual o pagando una REPUTATION?", U),
    ("Pagué Landfill Tax por cada MATERIAL roto que fue a mi LANDFILL y después Combustion Energy los devolvió todos al mazo. ¿Me devuelven esos COIN?", U),
    ("sale Insurance y tengo 1 sola COIN, si tiro y pierdo debo 2: pago la que tengo y saco CREDIT CARD por la otra o pierdo solo lo q tengo?", U),
    ("El Lawyer me rechazó con Objection un SHARE que me jugaron y yo quería esas 2 REPUTATION. ¿Puedo contraatacar de alguna forma, descartando yo un FAVOUR?", U),
    ("Vale, en cooperativo, ¿le puedo pasar COIN directamente a un compañero que va a entrar en deuda, sin jugar ningún FAVOUR?", U),
]
ADU_EN_G = [
    ("i want to meditate and swap a value i'll never fulfil, but the values deck is empty. am i just stuck with it?", U),
    ("Which Life Events are the worst? How many Unhappiness or Negative Impact tokens can a single one give you?", U),
    ("Solo: I hit the first level of my Achievement mid-game, but by the end I don't meet it anymore. Did I lose it?", U),
    ("A Life Event I got this turn carries over to next turn, but my turn was the last one before the game ends. Does its bad effect just vanish or does it hit my score somehow?", U),
    ("If I end the game with my Happiness or my Impact still at 0, is there some extra penalty, like not being allowed to win?", U),
]
ADU_ES_G = [
    ("Quiero meditar para cambiar un Value que no voy a cumplir, pero el mazo de Values está vacío. ¿Me quedo con él sí o sí?", U),
    ("¿Cuántas fichas de Infelicidad o de Impacto Negativo te puede dar como mucho una sola carta de Experience?", U),
    ("En solitario cumplí el primer nivel del Achievement a mitad de partida, pero al final ya no lo cumplo. ¿Lo pierdo?", U),
    ("Me tocó un Life Event que sigue al turno siguiente, pero era mi último turno de la partida. ¿Ese efecto malo desaparece o me afecta la puntuación?", U),
    ("Si termino la partida con la Felicidad o el Impacto en 0, ¿hay alguna penalización extra, tipo que ya no puedo ganar?", U),
]
CV_EN_G = [
    ("is there any card that protects you from misfortune, or do you always lose a card at 3 bad luck no matter what?", U),
    ("Nothing on the track is any good for me this turn. Am I allowed to take zero cards, or do I have to take at least one?", U),
    ("Is there a minimum number of dice? Can anything push me below the 4 dice I start with?", U),
    ("apart from social assistance, is there anything that helps the player in last place catch up?", U),
    ("Is there any way for the rest of us to slow down a runaway leader, like making them lose a card?", U),
]
CV_ES_G = [
    ("¿Cuál es la carta de trabajo con el sacrificio más duro? ¿Qué es lo peor que te puede pedir?", U),
    ("Si en el track no hay nada que me sirva, ¿puedo no coger ninguna carta o estoy obligado a coger al menos una?", U),
    ("¿Hay un mínimo de dados? ¿Algo me puede dejar con menos de los 4 dados del principio?", U),
    ("Aparte de la asistencia social, ¿hay algo que ayude al que va último a remontar?", U),
    ("Vos sabés si los demás tenemos alguna forma de frenar al que va ganando, tipo hacerle perder una carta?", U),
]

Q = {
    "coming-of-age": {"en": COA_EN + COA_EN_G, "es": COA_ES + COA_ES_G},
    "loop": {"en": LOOP_EN + LOOP_EN_G, "es": LOOP_ES + LOOP_ES_G},
    "adulthood": {"en": ADU_EN + ADU_EN_G, "es": ADU_ES + ADU_ES_G},
    "cv": {"en": CV_EN + CV_EN_G, "es": CV_ES + CV_ES_G},
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
