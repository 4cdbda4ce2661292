"""Write the blind85 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind85/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8501-8504), so the
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
SEEDS = {"coming-of-age": 8501, "loop": 8502, "adulthood": 8503, "cv": 8504}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent


Q = {
    "coming-of-age": {
        "en": [
            ("Is it worth hoarding willpower and motivation tokens till the end, or are they worth nothing at final scoring?", True),
            ("thinking of keeping one memory token unused for the very end, can i still cash it in before scoring or is it wasted?", True),
            ("My die landed two spots away from where I want to go. How much frustration does a jump like that cost me?", True),
            ("Is it smart to just leave my frustrations sitting there till the end, or does that hurt?", True),
            ("Worth spreading my dice around so I leave interest tokens everywhere? What do they actually do for me later?", True),
            ("can i hold my choice until i see where everyone else puts their die? would help a lot", True),
            ("Should I rush to play Trait Tiles early? Is there a cap on how many I get to put on my board?", True),
            ("ive got 4 trait tiles in hand allready, any point drawing another one?", True),
            ("I love the Arcade, can I stack two of my presences there to milk it?", True),
            ("All 4 of my presences are on the board. Is it even worth spending motivation on a fifth one, or can I not?", True),
            ("Better to dump 3 motivation tokens into one memory or spread them out? How many VEP does each extra token give?", True),
            ("Does spending a lot of motivation on one memory tank my mood track more than spending just one?", True),
            ("If I use willpower instead of motivation for a memory, what's the catch?", True),
            ("My neighbour has a presence where my die is going. Do I get the bus stop bonus AND to make friends with her, or pick one?", True),
            ("My counter is already at the far right of the track. Are extra moves that way just wasted?", True),
            ("in coa are locations 1 and 4 next to each other for a cheap one-frustration move at the start?", True),
            ("Is there any point pushing a friend to level 4 if I can't take them higher without something special?", True),
            ("How many Goal Tiles can I actually score at the end? Is it worth chasing all four?", True),
            ("We're neck and neck on VEP. For the tiebreak, am I better off with more friends or more traits?", True),
            ("2 player coming of age: are those neutral trait tiles in the middle worth chasing, what do I need to use them?", True),
            ("Rob Bot keeps crushing me in solo. Is there an official way to make him easier?", True),
            ("Can I just skip the parent cards if I don't want a memory or a presence at a location?", True),
            ("Want to copy another player's trait with my mimic token. What do I need besides meeting its requirement?", True),
            ("I have an overcome frustration on the left of a track. Is bouncing left on that track actually good for me now?", True),
            ("planning ahead for round 2, when do i get the new dice and which spots open up?", True),
            ("Planning to shuffle a friend from the left column to the right column of the same friendship level to set up a trait. Can I just slide them over?", U),
            ("If all the copies of one neutral kid are already on other people's friendship tracks, can I still meet him at his bus stop or is that bonus dead?", U),
            ("We're going through the yellow memory tokens fast. If they run out, do I get another colour instead?", U),
            ("Short one motivation token for a memory. Can I make up the difference with some willpower, mixing the two?", U),
            ("Is there a bonus for being the first player to visit one of the newly opened locations? Thinking of racing there in coming of age", U),
        ],
        "es": [
            ("¿Vale la pena acumular Fuerza de Voluntad hasta el final o no cuenta para nada?", True),
            ("Quiero mover mi dado a la ubicación de al lado, ¿cuántas Fichas de Frustración me cuesta?", True),
            ("Ya tengo una Ficha de Frustración en un Registro de Ánimo, ¿puedo usar ese mismo registro para volver a cambiar de sitio?", True),
            ("¿Me sale a cuenta gastar 4 de Fuerza de Voluntad para superar una frustración? ¿cuándo se puede hacer?", True),
            ("tengo 4 fichas de rasgo en la mano, me conviene robar otra o la pierdo?", True),
            ("¿Puedo copiar el mismo rasgo dos veces con Rasgos Miméticos para sumar más VEP?", True),
            ("Si otro jugador también tiene su dado en mi ubicación, ¿nos peleamos el Recuerdo o lo podemos sacar los dos?", True),
            ("¿Cuántos VEP saco si gasto tres Fichas de Motivación en un Recuerdo? Estoy viendo si me compensa", True),
            ("Si gasto dos Fichas de Motivación naranjas en vez de una, ¿el contador me baja el doble?", True),
            ("¿Me conviene dejar una Presencia en una ubicación? ¿Qué gano con eso en los turnos siguientes?", True),
            ("¿Puedo poner dos Presencias en la misma ubicación para asegurarme el bono?", True),
            ("Mi contador ya está al final por la izquierda y me toca bajar otra vez, ¿qué opciones tengo?", True),
            ("¿Cuántas Fichas de Recuerdo puedo usar por turno? Quería encadenar varias", True),
            ("¿Las Fichas de Recuerdo que ya usé sirven para algo al final o solo cuentan las que no usé?", True),
            ("¿Cuánto me resta cada frustración sin resolver al final de coming of age? ¿Me arriesgo?", True),
            ("¿En qué ronda me dan los dados de diez caras y qué sitios se abren entonces?", True),
            ("Che, ¿me conviene jugar las Fichas de Rasgo temprano o el requisito se vuelve a comprobar al final?", True),
            ("Jugando en solitario contra Rob, ¿qué Fichas de Meta me tocan a mí? ¿Vale la pena apuntar a las de tipo A?", True),
            ("¿Rob gasta sus Fichas de Motivación cuando saca VEP de un Recuerdo? Porque si no, va a juntar un montón", True),
            ("Si no visito un sitio que me salió en el dado, ¿me sirve de algo después?", True),
            ("Vamos empatados a VEP, ¿para el desempate me conviene más jugar otro rasgo o sumar amigos?", True),
            ("En la ronda 2, si saco un 5 con el dado de seis, ¿ese sitio ya está abierto o sigue bloqueado?", True),
            ("¿Qué pasa si no quiero gastar motivación en la ubicación? ¿Me quedo sin nada?", True),
            ("El bus para donde tengo mi dado y además una Presencia mía, ¿puedo coger el bono de la parada y también el de amistad?", True),
            ("¿Qué pasa si llego al final del Registro de Realización Personal y todavía tengo que avanzar? ¿Sigo ganando algo?", True),
            ("¿Dan algún premio si consigo tener los cinco Contadores de Estado de Ánimo en su espacio pasivo a la vez?", U),
            ("¿Puedo bajar de nivel a un amigo en mi Registro de Amistad para hacerle sitio a otro en el nivel de arriba?", U),
            ("Quiero el rasgo Frustrated: ¿puedo volver a dar la vuelta a una Ficha de Frustración superada para que cuente como sin resolver?", U),
            ("¿Puedo tener dos fichas del mismo personaje neutral en mi Registro de Amistad, en niveles distintos?", U),
            ("Si ya jugué mis 4 Fichas de Rasgo, ¿puedo quitar una del tablero para poner otra que da más VEP?", U),
        ],
    },
    "loop": {
        "en": [
            ("Thinking of buying 4 materials in one big turn to stock up. Is there a max per turn?", True),
            ("Is it worth paying 4 coins for a quality 4 material or does quality not really matter?", True),
            ("planning a huge CONSUME turn, how many ACTIVITY can i do in one go?", True),
            ("If I finish a 4th ACTIVITY, do I lose one of my old ones that I need for a GOAL?", True),
            ("Should I hold off on showing a GOAL I've met so nobody sees it coming?", True),
            ("Can I reuse the same kept activities for two different GOAL, or do they get used up?", True),
            ("Is it worth hoarding FAVOUR cards? Will I stop getting new ones?", True),
            ("Someone played SHARE on me. Better to accept for the reputation or reject it?", True),
            ("I'm already at 2 reputation, any point accepting more favours?", True),
            ("Should I spend reputation during WORK or save it for something better? What can it buy me?", True),
            ("Can I use 1 reputation and 0 coins to get a quality 1 material for free?", True),
            ("nothing good on the board, can i just pass this turn and wait for a refill?", True),
            ("My neighbour promised he'd accept my BARTER next turn. Can I hold him to it?", True),
            ("If I rush to 12 happiness does the game end right away, or do others get a last go?", True),
            ("who wins a tie in basic loop? trying to figure out if reputation or a clean landfill matters more", True),
            ("In competitive, what's the catch with just staying INTERN instead of picking a career?", True),
            ("Is there any downside to taking a CREDIT CARD just for the free coins?", True),
            ("Can I let my LANDFILL fill up, or does it cost me at the end?", True),
            ("If one big CONSUME turn takes me from happiness 4 to 10, how many EVENT do I draw?", True),
            ("When do my EVENT cards actually go off? Can I time them for a better moment?", True),
            ("Co-op loop: is it enough if one of us hits 12, or do we all need to get there?", True),
            ("In co-op can I say no to a favour someone else plays?", True),
            ("Solo: should I sit on my blue favours? When do I get them back after playing?", True),
            ("Want to trigger DEPLETION on purpose to end the game while I'm ahead. What's the catch?", True),
            ("Playing the Engineer, can I repair someone else's material so I can SHARE it?", True),
            ("I'm at 0 reputation but really want to REJECT a favour. Can I go into negative reputation and pay it back later?", U),
            ("If the BUY AREA is totally empty near the end, can I still pick BUY as my action just to dodge WORK?", U),
            ("Can I keep my completed activities face down so people can't see which PROPERTY I'm building toward?", U),
            ("Close to 12 but not winning yet: can I choose not to take the happiness from a CONSUME so the game doesn't end?", U),
            ("Is there any bonus for being the first to hit HAPPINESS 12 in loop, or is it only the end trigger?", U),
        ],
        "es": [
            ("¿Me conviene comprar materiales de calidad 1 porque son baratos, o se rompen enseguida?", True),
            ("¿Puedo sacar un material de mi propio LANDFILL con RECYCLE para no perderlo?", True),
            ("Estoy pensando en pedir una CREDIT CARD, ¿qué me dan exactamente al pedirla?", True),
            ("¿Cuántas monedas puedo poner por turno para pagar la CREDIT CARD? Quiero quitármela rápido", True),
            ("Si me quedo sin HAPPINESS y solo puedo trabajar, ¿qué pasa en el modo básico?", True),
            ("Me juegan un ACQUIRE, ¿me conviene aceptarlo o rechazarlo?", True),
            ("No quiero perder reputación, ¿de qué otra forma puedo rechazar un FAVOUR?", True),
            ("¿Cuándo puedo jugar los FAVOUR, antes o después de trabajar? Quiero armar un combo", True),
            ("Oye, ¿puedo cambiar un material malo mío por uno mejor de otro con BARTER?", True),
            ("¿Puedo jugarle un RESELL a alguien que no tiene plata para pagarme?", True),
            ("¿Cómo se consigue el GOAL HOBBY? ¿Vale la pena ir por él?", True),
            ("q pide exactamente el GOAL CURIOSITY? lo tengo casi", True),
            ("Quiero cerrar la partida por DEPLETION, ¿cuándo cuenta exactamente que ocurrió?", True),
            ("¿Quién empieza en loop? Nadie se acuerda de la regla", True),
            ("En el modo competitivo, ¿entre cuántas CAREER elijo al empezar?", True),
            ("¿Un CONTINUOUS EVENT me afecta también durante el turno de los demás?", True),
            ("Si se me activan dos CONTINUOUS EVENT a la vez, ¿cuál vale?", True),
            ("¿El Banker puede cambiar reputación por monedas con cualquiera todas las veces que quiera?", True),
            ("En cooperativo, ¿cuándo recupero los FAVOUR que ya jugué?", True),
            ("En solitario, ¿cuántos GOAL tengo y qué necesito para ganar?", True),
            ("En solitario, ¿se va descartando material del mazo cada turno? ¿Me tengo que apurar?", True),
            ("Pensaba juntar plata primero con el Tycoon, ¿cómo cobra exactamente al trabajar?", True),
            ("¿Vale la pena gastar 2 de reputación por 1 de HAPPINESS? ¿En qué turno se puede?", True),
            ("¿Hay límite de materiales que puedo tener en mi AREA o tengo que descartar?", True),
            ("Si alguien me hace SHARE y al final no usa mi material, ¿pierdo la calidad igual?", True),
            ("¿Le puedo jugar un FAVOUR a alguien que todavía no ha decidido si acepta el FAVOUR anterior?", U),
            ("¿Puedo descartar una ACTIVITY que tengo guardada sin completar otra, para dejar el hueco libre?", U),
            ("¿Se pueden intercambiar ACTIVITY completadas entre jugadores para cumplir GOAL?", U),
            ("Si después descarto una de las ACTIVITY que usé, ¿pierdo el GOAL que ya logré con ellas?", U),
            ("Antes de pedir una CREDIT CARD quiero saber si todas son iguales o algunas tienen peores condiciones, ¿vienen distintas?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("what's the catch with the leftmost card in the market? seems too good", True),
            ("Is it worth grabbing the rightmost market card? How much does it cost me?", True),
            ("If I draft a card this turn, can I play it straight away or does it have to wait?", True),
            ("Planning to play a new Community card. Can I use its action the same turn?", True),
            ("I'm short on time meeples this turn. Can energy fill in for them?", True),
            ("Can I hit the same Leisure spot twice in one turn to double up on happiness?", True),
            ("Is it worth rushing to Grown Up? What does it actually unlock?", True),
            ("Do I have to pass the Grown-Up space on both tracks, or is one enough?", True),
            ("Is chasing a Partner that matches one of my Values worth it? What do I get?", True),
            ("If I switch careers after getting promoted, do I keep the promotion?", True),
            ("My tracks are about to cross. Does the game end right away or does everyone get the same turns?", True),
            ("Are unhappiness tokens a real problem or just flavour?", True),
            ("How many points for piling up the same Life icon? Is going for 5 family icons worth it in adulthood?", True),
            ("I don't like the Value in my hand. Can I meditate to get rid of it?", True),
            ("Can I peek at my two face-down Values so I can plan around them?", True),
            ("If I date someone new, what happens to my current Partner?", True),
            ("is donate worth it? whats it cost", True),
            ("what's the interview spot for? thinking of using it instead of the 4-time job", True),
            ("If we tie at the end, is there a tiebreaker?", True),
            ("My impact is going to run off the end of the track, do I lose the extra?", True),
            ("Solo adulthood: is buying a third card from the market worth it, what does it cost?", True),
            ("When does the solo game end? I want to plan my last turns", True),
            ("In solo, do I still grab a Life Event when I pass those spaces on the track?", True),
            ("Can I place more time on actions after I've played my cards this turn?", True),
            ("Is there a cap on how many Resources and Traits I can have out?", True),
            ("If the energy tokens in the supply run out, can I still take energy from the leftmost card?", U),
            ("We have 4 players all rushing Grown Up. What if there aren't enough Grown-Up markers for everyone?", U),
            ("Can I take my Wellness card off the board on purpose to get the basic exercise action back?", U),
            ("Is there a max on how many energy tokens I can stockpile for a big turn later?", U),
            ("After meditating, can I put a Value from my hand back face down without drawing a new one?", U),
        ],
        "es": [
            ("¿Me conviene tomar siempre la carta de la izquierda del mercado? ¿Qué tiene de bueno?", True),
            ("Si compro la carta de más a la derecha del mercado, ¿cuánto me cuesta?", True),
            ("¿Puedo jugar en el mismo turno una carta que acabo de coger del mercado?", True),
            ("Si pongo una carta de Carrera nueva, ¿puedo usar su acción ya este turno?", True),
            ("Me falta tiempo, ¿puedo usar fichas de energía como si fueran meeples?", True),
            ("¿Puedo usar la acción de arriba y la de abajo de la misma categoría en un turno?", True),
            ("¿Vale la pena hacerse Grown Up rápido? ¿Qué puedo hacer después?", True),
            ("¿Cuánto cuesta casarse con mi Pareja? Estoy viendo si me conviene", True),
            ("Si cambio de Pareja después de casarme, ¿pierdo el Married?", True),
            ("¿Qué gano al final si me caso con una Pareja que encaja con uno de mis Valores?", True),
            ("Tengo muchas fichas de infelicidad, ¿cuánto me van a restar al final?", True),
            ("¿Me conviene ir por los iconos de Vida repetidos? ¿Cuántos puntos dan?", True),
            ("¿Cómo funciona Meditate? Quiero cambiar un Valor que no me sirve", True),
            ("¿Los Valores se los enseño a los demás o son secretos? No quiero que me lean el juego", True),
            ("Quiero hacer Donate seguido, ¿cuánto cuesta cada vez?", True),
            ("¿Para qué sirve la entrevista en adulthood? ¿Me consigue un ascenso?", True),
            ("Si paso por dos casillas de Evento de Vida en el mismo turno, ¿saco dos cartas?", True),
            ("¿Cuándo se resuelve un Evento de Vida que saqué? Quiero planear el turno", True),
            ("Si mis marcadores se cruzan, ¿se termina la partida en ese momento?", True),
            ("¿Se puede jugar una carta de Grown Up antes de llegar a esa casilla si pago más?", True),
            ("Quiero jugar Family Time en Ocio, ¿qué necesito además de la energía?", True),
            ("En solitario, ¿cómo se gana? ¿Basta con cruzar los marcadores?", True),
            ("En solitario, ¿el mercado se rellena durante la ronda?", True),
            ("Si tengo una carta de Comunidad y juego otra nueva, ¿qué pasa con la vieja?", True),
            ("¿Para ascender me sirve el icono de la propia carta de Carrera?", True),
            ("¿Se puede usar el lado de solitario del tablero de jugador en una partida normal de dos? Nos gusta más", U),
            ("Estoy a punto de cruzar los marcadores y no me conviene todavía, ¿puedo no avanzar en Felicidad cuando una acción me lo da?", U),
            ("Si otro jugador me promete no coger la carta que quiero del mercado, ¿eso es vinculante?", U),
            ("¿Los marcadores de Promoted y Married cuentan como iconos de Vida para los sets del final?", U),
            ("¿Las cartas de Valores tienen iconos de Vida que sumen para los sets, o solo dan puntos de Felicidad?", U),
        ],
    },
    "cv": {
        "en": [
            ("how many rerols do i get? trying to decide if i should chase a specific card", True),
            ("I rolled two bad luck. Should I reroll them and hope?", True),
            ("Should I go for two cards this turn? Can I take three if I roll great?", True),
            ("Is it worth saving up good luck? What do three of them get me?", True),
            ("What's the catch with cards that have a red slash on them?", True),
            ("If I can't cover a red slash cost one turn, what happens to the card?", True),
            ("Can I use the same dice to buy a card and then pay my upkeep with them?", True),
            ("Can I slip a new Health card under my stack to keep my current one active?", True),
            ("New Work card looks worse than my current job. Can I tuck it underneath?", True),
            ("What's 5 knowledge cards worth at the end? deciding whether to go deep on them", True),
            ("Is it worth hoarding event cards for one big turn? Are they gone after I use them?", True),
            ("If an event card has more symbols than I need, do I keep the rest as tokens?", True),
            ("I've got 6 bad luck showing between dice and tokens. Do I lose two cards?", True),
            ("Card with two colours in the title: do I get to pick which stack it goes in?", True),
            ("Playing 2 player cv. Does the track move faster than with more people?", True),
            ("Who goes first, and why does everyone fight over the bike?", True),
            ("Falling way behind on cards. Is there any catch-up rule?", True),
            ("When exactly does the game end? planning my last buys", True),
            ("If we tie on points, is it better to have more cards or fewer?", True),
            ("Public life goals: if two of us hit one, do we split the points?", True),
            ("Are possessions worth it? How do they score?", True),
            ("Can I get more dice later? What's the max?", True),
            ("Do my tokens pile up turn after turn like income?", True),
            ("Playing with 3, how do the childhood cards get dealt?", True),
            ("Is the card draft at the start random, or do we get to pick our childhood?", True),
            ("If someone would get social assistance, can they turn it down to keep fewer cards for the tiebreak?", U),
            ("We keep running out of money tokens. What do we use when the tokens run out?", U),
            ("Nobody can afford anything on the track for ages. Is there a way to flush it and deal new cards?", U),
            ("Bought a card I regret. Can I put it back on the track for someone else and take my dice back?", U),
            ("Is there a bonus for being the one whose turn ends the game?", U),
        ],
        "es": [
            ("¿Cuántas veces puedo volver a tirar? Quiero ir a por una carta concreta", True),
            ("Me salieron dos de mala suerte, ¿las puedo volver a tirar?", True),
            ("¿Cuántas cartas puedo comprar por turno? Estoy pensando en ir a por dos", True),
            ("¿Me conviene juntar tréboles de buena suerte? ¿Qué hago con tres?", True),
            ("¿Qué significa la raya roja en algunas cartas? Estoy viendo si me conviene esa carta", True),
            ("Si no puedo pagar el coste de la raya roja, ¿qué pasa con la carta?", True),
            ("¿Las fichas que usé para comprar me sirven después para pagar costes en el mismo turno?", True),
            ("Quiero meter una carta de Relación debajo de la pila para que no cambie la activa, ¿se puede?", True),
            ("Mi nuevo trabajo es peor que el que tengo, ¿lo puedo poner debajo de la pila?", True),
            ("¿Cuántos puntos dan 4 cartas de Salud al final? Estoy viendo si sigo por ahí", True),
            ("¿Las cartas de evento se quedan en mis pilas o se descartan al usarlas?", True),
            ("¿Cuándo puedo jugar una carta de evento? ¿Solo en mi turno?", True),
            ("Tengo tres de mala suerte entre dados y fichas, ¿qué pierdo?", True),
            ("Si pierdo una carta por mala suerte, ¿puedo elegir una de debajo de la pila?", True),
            ("En el juego de 2, ¿cuándo se descarta la carta de la izquierda del track?", True),
            ("si pierdo la carta de la bici sigo empezando yo?", True),
            ("Voy muy atrás en cartas, ¿existe ayuda social o algo así?", True),
            ("¿Cuándo termina la partida exactamente? Quiero calcular mis últimas compras", True),
            ("Si empatamos a puntos, ¿quién gana?", True),
            ("¿Cuántos objetivos públicos se ponen con cuatro jugadores?", True),
            ("¿Cuántos dados se tiran al principio y cuántos puedo llegar a tener?", True),
            ("¿Las fichas se acumulan de un turno a otro o se ajustan a las cartas activas?", True),
            ("¿Con tres buenas suertes también me libro de la condición especial de una carta?", True),
            ("¿Cómo se reparten las cartas de infancia con cuatro jugadores?", True),
            ("¿Puedo poner los dados al lado de las cartas para pensar antes de decidir?", True),
            ("¿Puedo cambiarle un dado a otro jugador si a él le sirve mi símbolo y a mí el suyo?", U),
            ("¿Puedo guardar tres tréboles de buena suerte de esta tirada para comprar en el turno siguiente?", U),
            ("¿La carta de la bici da puntos al final, como si fuera una posesión?", U),
            ("Si tengo dos cartas de Posesión iguales, ¿dan algún bonus por la pareja?", U),
            ("¿Hay un premio extra para quien tenga la pila más alta de todas, aparte de la tabla de puntos?", U),
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
