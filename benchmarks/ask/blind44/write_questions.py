"""Write the blind44 question files (ids left empty; filled in a later commit).

Each entry: (q, lang, names_game, answerable). Unanswerable ones are mixed in
with a seeded shuffle per game.
"""
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
A, U = True, False

COA = [
    # --- English, answerable
    ("how many roadblock tiles go on the board at setup and on which locations", "en", False, A),
    ("Coming of Age setup: do I start with all five mood counters on my board or only some of them?", "en", True, A),
    ("coming of age - how many parent cards do we hold at the start", "en", True, A),
    ("Can I wait and see which die the others pick before I choose mine?", "en", False, A),
    ("if i pull 2 dice back from the same location do i leave 2 interest tokens there??", "en", False, A),
    ("What does it cost to move my chosen die to a location that isn't next to it?", "en", False, A),
    ("round 1, is location 4 adjacent to location 1 for changing location?", "en", False, A),
    ("my fulfillment counter is already on the last space and I have another interest token to cash in, what do I get", "en", False, A),
    ("In the experience space can I do the icons in whatever order I like?", "en", False, A),
    ("can I flip two memory tokens in the same turn", "en", False, A),
    ("mood counter already at the far right and the location says move it right again. do i lose the move?", "en", False, A),
    ("CoA trait hand limit?", "en", True, A),
    ("To put a mimic token on my friend's trait tile, what do I need besides meeting the requirement?", "en", False, A),
    ("I've got my die AND a presence at the bus stop location, do I get the bonus twice?", "en", False, A),
    ("how do you get a character from friendship level 4 up to level 5", "en", False, A),
    ("Spent 3 motivation tokens of the right colour on the memory card - how much VEP is that?", "en", False, A),
    ("coming of age: all 4 of my character tokens are already out as presences and I want a new one, can I?", "en", True, A),
    ("does paying motivation tokens do anything to my mood tracks", "en", False, A),
    ("End of year in CoA, which bus stop tile moves and where does it go?", "en", True, A),
    ("new round starting - which mood track do we unlock next, and in what order after that?", "en", False, A),
    ("coa final scoring, how much do unresolved frustrations cost", "en", True, A),
    ("How many goal tiles am I allowed to score at the end?", "en", False, A),
    ("tied on VEP at the end of Coming of Age, who wins", "en", True, A),
    ("2 player coming of age, the row of 4 neutral traits - what friendship level do I need for the third one?", "en", True, A),
    ("playing solo: what does Rob actually do with his dice after rolling", "en", False, A),
    # --- English, unanswerable
    ("can i pay willpower to reroll one of my dice if the roll is bad?", "en", False, U),
    ("Coming of Age: is there a max number of memory tokens you can hold at once?", "en", True, U),
    ("coming of age: am I allowed to peek at the top trait tile of the pile before deciding whether to draw?", "en", True, U),
    ("whats the best player count for Coming of Age, is it any good with 2?", "en", True, U),
    ("A friend arrives during round 2 - is there an official way to let a new player join a game in progress?", "en", False, U),
    # --- Spanish, answerable
    ("¿Cuántas Fichas de Frustración pongo en mi reserva al empezar?", "es", False, A),
    ("¿Con qué dado se juega la primera ronda en Coming of Age?", "es", True, A),
    ("cuantos turnos dura la partida de coming of age", "es", True, A),
    ("Si voy a una ubicación donde ya tengo Fichas de Interés, ¿qué pasa con ellas?", "es", False, A),
    ("¿Puedo cambiar mi dado de ubicación si todos mis Registros de Ánimo ya tienen una Ficha de Frustración?", "es", False, A),
    ("como se supera una ficha de frustracion?", "es", False, A),
    ("Tengo que mover un Contador de Estado de Ánimo a la izquierda pero ya está en la última casilla, ¿qué hago?", "es", False, A),
    ("¿La Ficha de Recuerdo se puede usar antes de resolver la experiencia o solo después?", "es", False, A),
    ("La casilla del extremo derecho de un registro, ¿su bonificación la cobro al llegar o cómo va?", "es", False, A),
    ("en CoA, qué opciones me da una Bonificación de Rasgo", "es", True, A),
    ("¿Cuántas Fichas de Rasgo puedo jugar en mi tablero en toda la partida?", "es", False, A),
    ("Si robo una quinta Ficha de Rasgo, ¿a dónde va la que descarto?", "es", False, A),
    ("en CoA el autobús en qué orden va parando?", "es", True, A),
    ("en coming of age, ¿puedo hacer amistad con el personaje de otro jugador que tiene una Presencia en la parada?", "es", True, A),
    ("Si dos tenemos dado en la misma ubicación, ¿podemos llevarnos los dos el Recuerdo de la carta?", "es", False, A),
    ("¿Se puede pagar un Recuerdo con Fuerza de Voluntad? ¿y cuántos VEP da así?", "es", False, A),
    ("no quiero gastar motivación ni poner presencia, qué me toca hacer en el paso B", "es", False, A),
    ("¿La pila de descarte de Cartas de Padres es secreta o la pueden mirar los demás?", "es", False, A),
    ("Al acabar una ronda, ¿qué Fichas de Motivación se añaden a la reserva general?", "es", False, A),
    ("¿Cuándo se quitan los bloqueos de las ubicaciones 7 y 8 en Coming of Age?", "es", True, A),
    ("¿Las Fichas de Fuerza de Voluntad, Motivación y Recuerdo que me sobran dan VEP al final?", "es", False, A),
    ("¿Puedo usar una Ficha de Recuerdo al terminar la partida antes de puntuar?", "es", False, A),
    ("objetivos tipo A: si empato con otro jugador en la mayoria, lo cumplo o no?", "es", False, A),
    ("Coming of Age en solitario: ¿qué Fichas de Objetivo robo yo?", "es", True, A),
    ("Rob Bot me gana siempre, ¿hay forma de bajarle la dificultad?", "es", False, A),
    # --- Spanish, unanswerable
    ("¿Se puede cambiar una Ficha de Recuerdo ya usada por una Ficha de Fuerza de Voluntad?", "es", False, U),
    ("En Coming of Age, ¿hay algún premio para el primero que coloca sus 4 Presencias?", "es", True, U),
    ("¿Cuántas Cartas de Recuerdo dan Fuerza de Voluntad en CoA?", "es", True, U),
    ("al final de la partida, ¿hay bonus por tener los cinco Contadores de Estado de Ánimo en la casilla central?", "es", False, U),
    ("¿Cuántas casillas tiene el Registro de Realización Personal?", "es", False, U),
]

LOOP = [
    # --- English, answerable
    ("LOOP with 3 players, how many sets of MATERIAL do we take out?", "en", True, A),
    ("how many favour cards dose the 2nd player start with in a 4 player game", "en", False, A),
    ("Who goes first in LOOP?", "en", True, A),
    ("I have 5 FAVOUR already, do I still draw one at the start of my turn?", "en", False, A),
    ("can i just pass my turn in loop", "en", True, A),
    ("what happens if i WORK but my happiness is already 0", "en", False, A),
    ("How many MATERIAL can I buy in one turn and how is the quality decided?", "en", False, A),
    ("activity shows two blue (same colour) - can I take 2 quality off one card?", "en", False, A),
    ("What happens when a material gets down to quality 0?", "en", False, A),
    ("i completed a 4th activity, what do i do with the others", "en", False, A),
    ("LOOP Engineer ability - what does it do exactly?", "en", True, A),
    ("Do I have to reveal a GOAL the moment I meet it or can I hold it for later?", "en", False, A),
    ("how does the HOBBY goal work in loop", "en", True, A),
    ("Can I still play favours after I've done my WORK action this turn?", "en", False, A),
    ("someone played me a favour i dont want, how do i reject it", "en", False, A),
    ("what's the max reputation in LOOP?", "en", True, A),
    ("can I use reputation when buying to get a quality 1 material for 0 coin?", "en", False, A),
    ("2 SHAREs for one activity, the second gets rejected - does the first material still lose quality?", "en", False, A),
    ("can i RECYCLE something out of my own landfill", "en", False, A),
    ("Depletion just got revealed. Does the game end right now or do we finish the round?", "en", False, A),
    ("basic mode loop, tie on happiness, what's the tiebreak", "en", True, A),
    ("When do I actually flip and resolve the face-down EVENTs next to my career?", "en", False, A),
    ("how much do i have to pay on a credit card each turn", "en", False, A),
    ("LOOP co-op: what do we need to win?", "en", True, A),
    ("Solo LOOP - what's this about burning a material card every turn?", "en", True, A),
    # --- English, unanswerable
    ("Do I have to tell people how many FAVOUR cards I have in hand if they ask?", "en", False, U),
    ("loop: is there a limit on how many cards can sit in your landfill?", "en", True, U),
    ("In LOOP competitive, can I sell a MATERIAL back to the bank (WORK AREA) for coins like the solo RESELL?", "en", True, U),
    ("Can someone new join our Story Campaign halfway through, and what do they start with?", "en", False, U),
    ("the DEPLETION card got shuffled into the material deck by mistake and just came up in the middle, what now", "en", False, U),
    # --- Spanish, answerable
    ("¿Con cuántas monedas y qué material empieza el INTERN?", "es", False, A),
    ("El jugador inicial, ¿qué lado del token de HAPPINESS usa?", "es", False, A),
    ("¿Cuántas cartas GOAL recibe cada jugador en LOOP?", "es", True, A),
    ("hay limite de MATERIAL en mi AREA?", "es", False, A),
    ("Se acabaron las monedas en la WORK AREA, ¿qué usamos?", "es", False, A),
    ("En LOOP, ¿cuánto pago por un MATERIAL de calidad 3?", "es", True, A),
    ("¿Cuántas ACTIVITY puedo hacer con CONSUME en un solo turno?", "es", False, A),
    ("¿Cuánta HAPPINESS me da cada ACTIVITY completada?", "es", False, A),
    ("que pide la GOAL CURIOSITY", "es", False, A),
    ("¿Le puedo jugar ACQUIRE a alguien que no tiene ningún MATERIAL?", "es", False, A),
    ("En un BARTER doy un material de más calidad que el que recibo, ¿me compensan la diferencia?", "es", False, A),
    ("¿Puedo hacerle RESELL a un jugador que no tiene monedas suficientes?", "es", False, A),
    ("acepto un FAVOUR y ya tengo 5 en la mano, ¿igual lo agarro?", "es", False, A),
    ("En LOOP, si hacemos un trato entre jugadores, ¿es obligatorio cumplirlo?", "es", True, A),
    ("¿Cuándo se reponen las cartas vacías del tablero?", "es", False, A),
    ("¿Qué le pasa al jugador que provoca el DEPLETION?", "es", False, A),
    ("Modo competitivo: ¿cuántas CAREER me reparten para elegir?", "es", False, A),
    ("¿Cuándo tengo que robar una carta de EVENT?", "es", False, A),
    ("si se activan dos EVENT continuos a la vez, cuál cuenta?", "es", False, A),
    ("¿Qué me dan al pedir una CREDIT CARD en LOOP?", "es", True, A),
    ("¿Cuánta HAPPINESS pierdo al final por cada CREDIT CARD sin pagar?", "es", False, A),
    ("Penalización de LANDFILL al final de la partida, ¿cómo se calcula?", "es", False, A),
    ("En LOOP cooperativo, ¿se puede hacer REJECT de un FAVOUR?", "es", True, A),
    ("en solitario, cuanto cuesta el RENEW azul", "es", False, A),
    ("¿Qué hace la habilidad del Chef en LOOP?", "es", True, A),
    # --- Spanish, unanswerable
    ("En LOOP, ¿puedo pagar monedas para mirar la carta de arriba del mazo de ACTIVITY?", "es", True, U),
    ("¿La REPUTATION que te queda al final da algún punto además del desempate?", "es", False, U),
    ("Ya logré mis 3 GOAL en LOOP, ¿puedo comprar otra GOAL con monedas?", "es", True, U),
    ("¿Se puede gastar REPUTATION para que mi FAVOUR no se pueda rechazar?", "es", False, U),
    ("¿Cuál es la mejor estrategia para ganar en el modo cooperativo de LOOP?", "es", True, U),
]

ADU = [
    # --- English, answerable
    ("how many time meeples does each player strat with", "en", False, A),
    ("Adulthood setup: how many Values cards do I get, and am I allowed to look at them?", "en", True, A),
    ("who goes first in adulthood", "en", True, A),
    ("what does the top career spot on my board do before i have a career card", "en", False, A),
    ("What does the Interview action do in Adulthood?", "en", True, A),
    ("how much does the date action cost", "en", False, A),
    ("Meditate - what exactly can I do with it?", "en", False, A),
    ("adulthood - can energy tokens be used as time?", "en", True, A),
    ("Can I use both the upper and the lower spot in Leisure in the same turn?", "en", False, A),
    ("i already started activating my spots, can I still put down one more meeple", "en", False, A),
    ("first turn of Adulthood, when can I play the career card from my hand?", "en", True, A),
    ("what do I pay to take the right-most card from the market", "en", False, A),
    ("Can I play a card I drafted from the market this same turn?", "en", False, A),
    ("just played a wellness card, can i use its action right away?", "en", False, A),
    ("where do experience cards go after I play them", "en", False, A),
    ("I play a new Leisure card but already have one there, what happens to the old one?", "en", False, A),
    ("how do you become grown up in adulthood?", "en", True, A),
    ("I passed a life event space on the track. When do I resolve the life event?", "en", False, A),
    ("card has a black and white life icon in the green bar, what does that mean", "en", False, A),
    ("What's the white box on some cost bars about?", "en", False, A),
    ("Does the Life icon on my own Career card count toward its promotion requirement?", "en", False, A),
    ("if i play a new partner do i keep my married token", "en", False, A),
    ("Adulthood: someone's markers just crossed. Does the game stop immediately?", "en", True, A),
    ("end scoring - how do sets of life icons give happiness", "en", False, A),
    ("Adulthood solo, what do the 2nd and 3rd market cards cost?", "en", True, A),
    # --- English, unanswerable
    ("Adulthood: is there a max on how many money tokens I can keep?", "en", True, U),
    ("does the experience stack have a size limit or can it grow forever", "en", False, U),
    ("Which way does turn order go in Adulthood, clockwise or counterclockwise?", "en", True, U),
    ("is there any catch-up rule for a player who falls way behind", "en", False, U),
    ("What's a good final score in a 4-player game of Adulthood?", "en", True, U),
    # --- Spanish, answerable
    ("¿Con cuántas fichas de dinero y de energía empiezo?", "es", False, A),
    ("En Adulthood, ¿cuántas cartas de Carrera me dan al empezar y cuántas me quedo?", "es", True, A),
    ("cuantas cartas hay en el mercado en una partida normal", "es", False, A),
    ("¿Qué hace la acción de Donar en Adulthood?", "es", True, A),
    ("La acción de arriba de Ocio (Leisure), ¿qué da?", "es", False, A),
    ("¿Qué hace la acción superior de Bienestar?", "es", False, A),
    ("¿Puedo colocar mi tiempo antes de que me toque?", "es", False, A),
    ("Si agarro la carta de más a la izquierda del mercado, ¿gano algo?", "es", False, A),
    ("cuantas cartas puedo tomar del mercado por turno en adulthood", "es", True, A),
    ("¿Hay límite de cartas de Rasgo y Recurso que puedo tener?", "es", False, A),
    ("En Adulthood ¿puedo tener dos Parejas a la vez?", "es", True, A),
    ("¿Los marcadores de puntuación retroceden alguna vez durante la partida?", "es", False, A),
    ("¿Se puede ganar más de un Evento de Vida en el mismo turno?", "es", False, A),
    ("Al final de mi turno, ¿qué hago con el tiempo y las fichas que gasté?", "es", False, A),
    ("¿Cómo se repone el mercado después de que alguien toma una carta?", "es", False, A),
    ("para que sirven las cartas de Valores?", "es", False, A),
    ("En Adulthood, ¿cuántos puntos da tener el corazón completo?", "es", True, A),
    ("¿Qué hacen las fichas de Infelicidad e Impacto Negativo al final?", "es", False, A),
    ("Si paso el final del track de puntuación, ¿cómo lo cuento?", "es", False, A),
    ("¿Qué pasa si empatamos en Adulthood?", "es", True, A),
    ("¿Cómo me caso con mi Pareja?", "es", False, A),
    ("ya me ascendieron, ¿todavía puedo usar la acción de la izquierda de mi Carrera?", "es", False, A),
    ("Adulthood en solitario: ¿cuántos Eventos de Vida se usan?", "es", True, A),
    ("en el modo solitario cuándo gano?", "es", False, A),
    ("¿Qué hace Meditar en el modo solitario?", "es", False, A),
    # --- Spanish, unanswerable
    ("¿Qué pasa si se acaba el mazo de Parejas en Adulthood?", "es", True, U),
    ("¿Hay cartas que te quiten fichas de Infelicidad?", "es", False, U),
    ("¿Existe alguna variante para aprender jugando con los Valores boca arriba?", "es", False, U),
    ("Un Evento de Vida me pide pagar dinero y no tengo nada, ¿qué hago?", "es", False, U),
    ("¿Hay una hoja oficial o liga para anotar las partidas de Adulthood?", "es", True, U),
]

CV = [
    # --- English, answerable
    ("how many dice do you roll at the start in CV", "en", True, A),
    ("What's the most dice you can ever have in CV?", "en", True, A),
    ("how many times can I reroll", "en", False, A),
    ("CV: can I reroll a die that came up bad luck?", "en", True, A),
    ("how many cards can i take off the track in one turn", "en", False, A),
    ("What do 3 good luck symbols let you do in CV?", "en", True, A),
    ("If I buy a card with 3 good luck, do I still have to meet its special condition?", "en", False, A),
    ("i ended up with 3 bad luck, what happens", "en", False, A),
    ("When am I allowed to play an event card?", "en", False, A),
    ("event card symbols I didn't use - do they stay for later?", "en", False, A),
    ("card with a red slash on its effect, when do I pay that?", "en", False, A),
    ("What if I can't pay the red slash cost of one of my cards?", "en", False, A),
    ("this card has two colours in the title, which stack does it go in", "en", False, A),
    ("Can I put a new Health card underneath the old one instead of on top?", "en", False, A),
    ("cv - new work card, top or bottom of my work pile?", "en", True, A),
    ("Which card in a stack is actually working, all of them?", "en", False, A),
    ("How does cleanup refill the track, and which deck is used after the early adulthood one?", "en", False, A),
    ("end of a round, what happens to the leftmost card on the track", "en", False, A),
    ("2 player CV, is there anything different about discarding the leftmost card?", "en", True, A),
    ("Do my tokens add up each turn like income?", "en", False, A),
    ("who gets social assistance in cv", "en", True, A),
    ("When does a game of CV end?", "en", True, A),
    ("how many poitns for 4 health cards", "en", False, A),
    ("Two of us tie for a public life goal, who gets the points?", "en", False, A),
    ("tie on points at the end of cv, who wins", "en", True, A),
    # --- English, unanswerable
    ("In CV is there a limit to how many cards one stack can hold, like max 5 health cards?", "en", True, U),
    ("can two players make a deal, like I leave you a card and you pay me back later?", "en", False, U),
    ("Roughly how many cards does a CV have by the end of a normal game?", "en", True, U),
    ("Is there any card that lets you grab a card from the old age deck early?", "en", False, U),
    ("if I don't have any work card, do I get some basic money every turn?", "en", False, U),
    # --- Spanish, answerable
    ("¿Cómo se reparten las cartas de infancia con 3 jugadores en CV?", "es", True, A),
    ("En el draft de infancia, ¿a quién se pasan las cartas?", "es", False, A),
    ("quien empieza la partida en CV?", "es", True, A),
    ("¿Cuántos objetivos públicos se ponen en el tablero con 4 jugadores?", "es", False, A),
    ("¿Cuántas cartas hay boca arriba en el track al empezar?", "es", False, A),
    ("¿Puedo sacar un poquito una carta del track mientras decido si la compro?", "es", False, A),
    ("los dados con mala suerte se pueden volver a tirar?", "es", False, A),
    ("En CV, ¿cuántas veces puedo relanzar los dados?", "es", True, A),
    ("¿Qué pasa si junto 3 símbolos de mala suerte entre dados y fichas?", "es", False, A),
    ("Las fichas que usé para comprar, ¿me sirven después para pagar la barra roja?", "es", False, A),
    ("¿Las cartas de evento forman parte de mi CV?", "es", False, A),
    ("compré una carta de evento, dónde la pongo", "es", False, A),
    ("¿Puedo poner una carta de Relación debajo de la que ya tengo?", "es", False, A),
    ("Una Posesión nueva, ¿va arriba o abajo de la pila?", "es", False, A),
    ("¿Para qué sirven las cartas de Posesión en CV?", "es", True, A),
    ("¿Cuántas cartas activas puedo tener de cada tipo?", "es", False, A),
    ("cuando se acaba el mazo de juventud, de qué mazo se repone el track", "es", False, A),
    ("¿Qué es la asistencia social en CV y quién la recibe?", "es", True, A),
    ("Si varios reciben asistencia social, ¿en qué orden toman carta?", "es", False, A),
    ("¿Cuándo termina la partida en CV?", "es", True, A),
    ("¿Cuántos puntos dan 5 cartas de Conocimiento?", "es", False, A),
    ("¿Cómo se cuentan los puntos de las Posesiones?", "es", False, A),
    ("el objetivo secreto cuando se revela", "es", False, A),
    ("Empatamos dos en un objetivo público, ¿nos lo repartimos?", "es", False, A),
    ("¿Cuál es el desempate final en CV?", "es", True, A),
    # --- Spanish, unanswerable
    ("¿Hay alguna carta en CV que te deje robar dados de otro jugador?", "es", True, U),
    ("Si el jugador que tiene la ficha de bicicleta se va de la partida, ¿quién empieza ahora?", "es", False, U),
    ("Me toca asistencia social pero no hay ninguna carta del track cuya condición especial pueda cumplir, ¿qué pasa?", "es", False, U),
    ("¿Se pierde algo al final si todas mis cartas son de un solo tipo?", "es", False, U),
    ("¿Hay alguna variante oficial para una partida más larga de CV, rebarajando el mazo de vejez?", "es", True, U),
]


def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def write(game, rows, seed):
    assert len(rows) == 60, (game, len(rows))
    for lang in ("en", "es"):
        sub = [r for r in rows if r[1] == lang]
        assert len(sub) == 30, (game, lang, len(sub))
        assert sum(1 for r in sub if not r[3]) >= 5, (game, lang)
    rows = list(rows)
    random.Random(seed).shuffle(rows)
    out = []
    for q, lang, names, ans in rows:
        out.append("[[questions]]")
        out.append(f'q = "{esc(q)}"')
        out.append(f'lang = "{lang}"')
        out.append(f'game = "{game}"')
        out.append(f"names_game = {'true' if names else 'false'}")
        out.append(f"answerable = {'true' if ans else 'false'}")
        out.append("ids = []")
        out.append("")
    (HERE / f"{game}.toml").write_text("\n".join(out), encoding="utf-8")
    print(game, len(rows), "names", sum(r[2] for r in rows), "unans", sum(not r[3] for r in rows))


write("coming-of-age", COA, 4401)
write("loop", LOOP, 4402)
write("adulthood", ADU, 4403)
write("cv", CV, 4404)
