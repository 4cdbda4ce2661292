"""Write the blind89 question files from the lists below (and ids.json, once it exists).

    python benchmarks/ask/blind89/make_questions.py

Each game's file is written in a seeded shuffled order (seeds 8901-8904), so the
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
SEEDS = {"coming-of-age": 8901, "loop": 8902, "adulthood": 8903, "cv": 8904}
FILES = {"coming-of-age": "coming-of-age.toml", "loop": "loop.toml", "adulthood": "adulthood.toml", "cv": "cv.toml"}
U = False  # answerable = false: the rulebook is silent
A = True  # answerable


Q = {
    "coming-of-age": {
        "en": [
            ("What's the difference between Motivation Tokens and Willpower Tokens?", A),
            ("Is a Frustration the same as losing 2 VEP when I bounce left?", A),
            ("whats the diff between the general supply and my personal supply", A),
            ("Is a Presence just a Character Token? Same thing?", A),
            ("What's the difference between a Trait Tile and a Goal Tile?", A),
            ("Mimic Trait Token vs Trait Tile, which one do I use to copy someone's trait?", A),
            ("Is an Interest Token the same as a Presence? both sit in the building", A),
            ("What's the difference between a turn and a round in Coming of Age?", A),
            ("Is the Friendship Bonus the same as the Intimacy Bonus?", A),
            ("Road zone vs building, what's the difference when I place my die?", A),
            ("is an overcome frustration the same as a resolved one? do flipped ones still cost 3 VEP", A),
            ("What's the difference between the Bus Stop bonus and the Memory Card bonus?", A),
            ("Is the Personal Fulfillment Track the same as the Friendship Track?", A),
            ("whats the differnce between bouncing right and bouncing left", A),
            ("Is a Memory the same thing as a Memory Token?", A),
            ("Immediate vs passive bonus on the Mood Tracks, what's the difference?", A),
            ("Does an unused Memory Token and a used one count the same at the end?", A),
            ("What's the difference between an adjacent and a non-adjacent location change?", A),
            ("Is the Friendly goal the same as the Amicable trait? they sound the same", A),
            ("Is Loyal the same as Friendly? both are about trait tiles", A),
            ("Parent Card or Memory, which one do I use if I have no Motivation?", A),
            ("Is Rob Bot's Interest Token the same as mine, do his work the same way?", A),
            ("What's the difference between the 2-player variant and solo set-up?", A),
            ("Is the tie-break 'completed Trait and Goal Tiles' the same as just played Traits?", A),
            ("Is the Saver goal the same as the Hoarder trait?", A),
            ("Sentimental says central spaces of the Friendship Track, is that levels 2 and 3 or something else?", U),
            ("Does Rob Bot use a normal Personal Board in one of the colours, or is his board different from mine?", U),
            ("Are my 3 leftover Character Tokens that go to the general supply neutral characters now, or still mine?", U),
            ("Are the Frustration Tokens in player colours or all the same? can I tell mine from someone else's", U),
            ("In the 2-player game do the neutral row Traits I mimic count for Friendly like mimics on another player's board?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre las Fichas de Motivación y la Fuerza de Voluntad?", A),
            ("¿Es lo mismo una Ficha de Frustración que perder 2 VEP?", A),
            ("¿El Registro de Ánimo y el Contador de Estado de Ánimo son lo mismo?", A),
            ("¿Las Presencias y las Fichas de Personaje son lo mismo o no?", A),
            ("¿Qué diferencia hay entre un Recuerdo y una Ficha de Recuerdo?", A),
            ("¿Es lo mismo una Ficha de Rasgo que una Ficha de Rasgo Mimético?", A),
            ("Oye, ¿cuál es la diferencia entre descartar una Ficha de Rasgo y devolverla? ¿A dónde va?", A),
            ("¿Es lo mismo el Ánimo que la Motivación?", A),
            ("¿Qué diferencia hay entre una frustración resuelta y una sin resolver al final?", A),
            ("¿Las Fichas de Interés y las Presencias son lo mismo? Las dos van en el edificio", A),
            ("¿Qué diferencia hay entre el fin del año y el fin de la ronda?", A),
            ("¿Cuál es la diferencia entre rebotar a la derecha y rebotar a la izquierda?", A),
            ("¿Bonificación de Amistad o bonificación de Intimidad, cuál necesito para pasar del nivel 4 al 5?", A),
            ("¿Es lo mismo la Bonificación de Superación que gastar 4 de Fuerza de Voluntad?", A),
            ("¿Qué diferencia hay entre la reserva general y la reserva de componentes no disponibles?", A),
            ("¿La pila de descarte de Cartas de Padres es lo mismo que las Cartas de Padres jugadas para la Meta Family-Oriented?", A),
            ("¿Qué diferencia hay entre un Rasgo Inicial y los demás Rasgos?", A),
            ("¿Cuál es la diferencia entre Metas de tipo A y de tipo B?", A),
            ("¿El Recuerdo 'nostálgico' es otro tipo de Ficha de Recuerdo o qué es Nostalgic?", A),
            ("¿Es lo mismo la Presencia que una afición (hobby)?", A),
            ("Che, ¿qué diferencia hay entre el Dado de cuatro caras y los de seis, aparte de las caras?", A),
            ("¿Rob gana VEP del Recuerdo igual que yo o es distinto?", A),
            ("¿Es lo mismo el Rasgo Sad que tener contadores en Stressed?", A),
            ("¿Qué diferencia hay entre la partida en solitario fácil y difícil contra Rob?", A),
            ("¿Los VEP de la Realización Personal y los del Registro de Amistad son los mismos puntos?", A),
            ("¿Qué diferencia hay entre el Registro azul y el de Stressed/Relaxed? ¿Cuál color es cuál?", U),
            ("Al final del año, ¿la Ficha de Parada de Autobús 'de más a la derecha' es la de la ubicación 10 aunque tenga Bloqueo, o la de la última ubicación disponible?", U),
            ("¿El límite de 4 Fichas de Rasgo en la mano cuenta también para el montón boca abajo de Rob?", U),
            ("¿Hay diferencia entre las Cartas de Recuerdo de las ubicaciones nuevas y las del principio? ¿Las de la ronda 4 dan más?", U),
            ("A dos jugadores, ¿el personaje neutral asignado a una Ficha de Rasgo de la fila es la misma ficha física que sale en las Paradas de Autobús, o es otra?", U),
        ],
    },
    "loop": {
        "en": [
            ("is ACQUIRE just BUY with another name?", A),
            ("What's the difference between RECYCLE and RENEW?", A),
            ("Is a BROKEN MATERIAL the same as a MATERIAL in the LANDFILL?", A),
            ("What's the difference between ACCEPT and REJECT for my REPUTATION?", A),
            ("Is RESELL the opposite of ACQUIRE or something else?", A),
            ("What's the difference between BARTER and ACQUIRE?", A),
            ("does 'pay' mean the same as 'spend' on SHARE? SHARE says spend 1 QUALITY", A),
            ("Is HAPPINESS the same thing as points in LOOP?", A),
            ("Whats the difference between a CONTINUOUS EVENT and an IMMEDIATE EVENT", A),
            ("Is the WORK AREA the same as the bank?", A),
            ("What's the difference between PAYOFF and the Debt Penalty?", A),
            ("Is a PROPERTY the same as a MATERIAL colour on an ACTIVITY?", A),
            ("Is HOBBY the same as CURIOSITY? they both don't use PROPERTY", A),
            ("What's the difference between the DEPLETION Penalty and the LANDFILL Penalty?", A),
            ("Is QUALITY the same as the COIN I paid for it?", A),
            ("Red FAVOUR or blue FAVOUR, which one do I use in co-op?", A),
            ("What's the difference between the red SHARE and the blue SHARE?", A),
            ("Is 'Once-per-turn ABILITY' the same as once per round?", A),
            ("whats the difference between basic mode and competitive", A),
            ("What's the difference between winning in co-op and winning solo?", A),
            ("Is INTERN a CAREER or just the back of one?", A),
            ("Is the golden side of the HAPPINESS token the same as being the starting player?", A),
            ("Is discarding a FAVOUR the same as REJECTing it?", A),
            ("What's the difference between burning a MATERIAL and DEPLETION?", A),
            ("Is an achieved GOAL the same as a completed ACTIVITY?", A),
            ("Are all the CREDIT CARDs the same, or do some have a different Welcoming Gift?", U),
            ("In co-op can I show my GOAL too, or is open-handed only about the FAVOUR in my hand?", U),
            ("In solo is the MATERIAL Discard Pile (the burned cards) the same pile as the central LANDFILL?", U),
            ("whats the difference between a QUALITY 2 and a QUALITY 3 GLASS card, do they look different or do i turn the card", U),
            ("Are GOAL cards double-sided with an easy side and a hard side, or is it the same on both?", U),
        ],
        "es": [
            ("q diferencia hay entre WORK y BUY", A),
            ("¿Es lo mismo CONSUME que SHARE?", A),
            ("¿ACQUIRE y RESELL son lo mismo pero al revés?", A),
            ("¿Qué diferencia hay entre el LANDFILL y la pila de descarte?", A),
            ("¿Es lo mismo REPUTATION que HAPPINESS?", A),
            ("¿Cuál es la diferencia entre REJECT descartando un FAVOUR y REJECT pagando REPUTATION?", A),
            ("¿Qué diferencia hay entre el modo Competitivo y el Cooperativo?", A),
            ("¿Los COIN del WORK AREA y los que están sobre el logo de LOOP son el mismo sitio?", A),
            ("¿Es lo mismo un MATERIAL BROKEN que un MATERIAL con QUALITY 0?", A),
            ("¿Qué diferencia hay entre APPLY y PAYOFF de una CREDIT CARD?", A),
            ("¿El HEART de una ACTIVITY es lo mismo que HAPPINESS?", A),
            ("Oye, ¿la DEPLETION es una carta de MATERIAL o es otra cosa?", A),
            ("¿Qué diferencia hay entre un GOAL logrado y un GOAL revelado?", A),
            ("¿Los escudos Not-For-Coop y Not-For-Solo son el mismo icono?", A),
            ("¿Es lo mismo el jugador inicial que el jugador con la ficha dorada?", A),
            ("¿Qué diferencia hay entre los FAVOUR azules y los rojos?", A),
            ("¿En qué se diferencian el modo Solo y el Cooperativo con los FAVOUR que juego? ¿En los dos los recupero al hacer WORK?", A),
            ("¿Es lo mismo 'ronda' que 'turno' para saber cuándo termina la partida?", A),
            ("¿Qué diferencia hay entre RECYCLE del LANDFILL y lo que hace el Scientist?", A),
            ("¿La LANDFILL Penalty y la DEPLETION Penalty son lo mismo?", A),
            ("Che, ¿qué diferencia hay entre la Freelancer y la Waitress con los FAVOUR?", A),
            ("¿Es lo mismo el Lawyer que el Officer para los REJECT?", A),
            ("¿Usted sabe si el ACTIVITY con dos colores iguales gasta 2 QUALITY del mismo MATERIAL o de dos distintos?", A),
            ("¿El Welcoming Gift es lo mismo que la CREDIT CARD o es aparte?", A),
            ("¿Es lo mismo el Skinner Box que rellenar al final del turno?", A),
            ("¿Qué diferencia hay entre la cara negra y la otra cara de la ficha de REPUTATION? ¿Qué significa la otra cara?", U),
            ("¿Las cruces de nivel de una CAREER y los iconos de dificultad son lo mismo o son dos cosas distintas?", U),
            ("En cooperativo, ¿hay diferencia entre enseñar mi mano y que otro juegue mis FAVOUR por mí?", U),
            ("¿Qué diferencia hay entre una ABILITY 'Conditional' y una 'Once-per-turn'? ¿La Conditional se puede usar varias veces por turno?", U),
            ("Mientras se resuelve un EVENT IMMEDIATE entre turnos, ¿eso cuenta como mi turno para usar mi ABILITY de una vez por turno?", U),
        ],
    },
    "adulthood": {
        "en": [
            ("What's the difference between Impact and Happiness?", A),
            ("Is a Resource the same as a Trait? both sit next to my board", A),
            ("whats the difference between the upper and lower action spots", A),
            ("Is a Time token the same as a time meeple?", A),
            ("Is a sad token the same as an Unhappiness token?", A),
            ("What's the difference between Grown Up and Promoted?", A),
            ("Is Interview the same as getting Promoted?", A),
            ("Date vs Married, what's the difference?", A),
            ("Is an Experience card the same as a Life Event?", A),
            ("What's the difference between the green cost bar and the purple upgrade bar?", A),
            ("Energy or time, which one do I use for an action that shows time?", A),
            ("Is the Experience stack the same as discarding?", A),
            ("What's the difference between my hand of Values and the facedown ones?", A),
            ("Is Donate the same as the Community action?", A),
            ("Is the Market Board the same as the Scoring Board?", A),
            ("What's the difference between the left-most market card and the right-most?", A),
            ("Is 'tableau' the same as my Life for the Life icon requirement?", A),
            ("Does 'pay' mean the same as 'commit' for time on a card action?", A),
            ("What's the difference between a turn and a round in Adulthood?", A),
            ("Is a Partner the same as a Values card? both have a heart thing", A),
            ("Whats the difference between Meditate in solo and normal Meditate", A),
            ("Is the solo market the same as the normal market?", A),
            ("What's the difference between winning solo and winning a normal game?", A),
            ("Is a Wellness card the same as a Resource that gives energy?", A),
            ("Life icon or Grown Up icon in the cost bar, what's the difference?", A),
            ("Is a Leisure card the same as having a Luxury icon? do all Leisure cards count as Luxury?", U),
            ("What's the difference between good Life Events and bad ones, is there a mark on the card?", U),
            ("Are there Partners you can't marry, like ones with no Married side, or can every Partner be married?", U),
            ("If a card says to discard an Experience, does a Life Event in my Experience stack count as an Experience?", U),
            ("Is there any difference between the two Career cards I'm dealt, like is one always an entry-level job?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre Impact y Happiness?", A),
            ("¿Es lo mismo la energía que el tiempo?", A),
            ("¿Cuál es la diferencia entre Grown Up y Married?", A),
            ("¿Es lo mismo una carta de Career que el espacio de Career del tablero?", A),
            ("¿Qué diferencia hay entre Date e Interview?", A),
            ("¿Es lo mismo la pila de Experiencias que la pila de descarte?", A),
            ("¿Qué diferencia hay entre un Trait y una Experience?", A),
            ("¿Las fichas de Negative Impact y las de Unhappiness hacen lo mismo?", A),
            ("¿Es lo mismo Values que Life icons?", A),
            ("¿Cuál es la diferencia entre Meditate y Date?", A),
            ("¿Qué diferencia hay entre la acción de arriba y la de abajo de Wellness?", A),
            ("¿Es lo mismo Promoted que Grown Up para jugar cartas con el icono?", A),
            ("¿Qué diferencia hay entre el primer turno y los demás con la Career en la mano?", A),
            ("¿Es lo mismo una Life Event en solitario que en una partida normal?", A),
            ("Oye, ¿Partner y pareja casada son la misma carta o cambia algo?", A),
            ("¿Qué diferencia hay entre el 'cost to play' y el 'cost to upgrade'?", A),
            ("¿La Achievement del modo solitario es lo mismo que los Values?", A),
            ("¿Es lo mismo el corazón de la Partner que el agujero del Values?", A),
            ("¿Qué diferencia hay entre pagar con dinero y con energía en el mercado?", A),
            ("¿Es lo mismo Grown Up en la pista de Impact que en la de Happiness? ¿Necesito pasar las dos?", A),
            ("¿La Career de Actor es distinta de las demás para contar su propio icono al ascender?", A),
            ("¿El icono de 'efecto al siguiente turno' lo tienen también otras cartas o solo las Life Event?", A),
            ("¿Qué diferencia hay entre una carta Community y Donate, las dos dan Impact?", A),
            ("Vos sabés, ¿es lo mismo ganar que tener los marcadores cruzados?", A),
            ("¿Qué diferencia hay entre Resources y Traits a la hora de cuántos puedo tener?", A),
            ("En solitario, cuando Medito y descarto una carta del mercado, ¿eso es lo mismo que mandarla a la pila de Experiencias o va a otro sitio?", U),
            ("¿Los marcadores de Promoted y Married son la misma ficha por las dos caras o son fichas distintas?", U),
            ("¿Hay Values que valen más que otros, o todos dan la misma Happiness?", U),
            ("Si una carta dice 'toma una carta de Adulthood', ¿una Career cuenta como carta de Adulthood?", U),
            ("¿Hay diferencia entre las cartas del mazo de Adulthood del principio y las del final? ¿Se vuelven más caras?", U),
        ],
    },
    "cv": {
        "en": [
            ("What's the difference between an event card and the other card types?", A),
            ("Is the early adulthood deck the same as the young adulthood deck?", A),
            ("whats the diffrence between good luck and bad luck symbols", A),
            ("Is an active card the same as the top card of a stack?", A),
            ("What's the difference between a public life goal and my secret one?", A),
            ("Is misfortune the same as losing a card because I can't pay its cost?", A),
            ("Is the Marriage card a Relationship card or a Possession?", A),
            ("What's the difference between Possession cards and Work cards when I add them to my CV?", A),
            ("Is a token the same thing as a die symbol?", A),
            ("Is the bicycle token the same as the bicycle card?", A),
            ("What's the difference between a frozen die and one I just didn't reroll?", A),
            ("Does 'pay' mean the same as the red slash cost on a card?", A),
            ("Is social assistance the same as buying a card?", A),
            ("What's the difference between the end of a turn and the end of a round in CV?", A),
            ("Is a 2-colour card two cards for scoring?", A),
            ("Health, Relationship or Knowledge, which stack can I slide a card under?", A),
            ("Are Possession points the same as the table points for Health cards?", A),
            ("Is a 'round' the same as a turn in 2 players for the discard?", A),
            ("Is 3 good luck the same as a free card?", A),
            ("Whats the difference between the childhood draft for 4 players and for 3", A),
            ("Is a card in my hand part of my CV?", A),
            ("Are the 5th, 6th and 7th dice different from the first 4?", A),
            ("Is the tie-break 'fewer CV cards' the same as fewer points?", A),
            ("Is 'the track' the same as the board?", A),
            ("What's the difference between a card going to the box and a discarded card?", A),
            ("If an event card shows a bad luck symbol, is it the same as a bad luck die, does it freeze or count toward misfortune?", U),
            ("Are the life goal cards different for 2 players, like do you take some out?", U),
            ("Does a 2-colour card give the symbols of both types, or only of the stack I put it in?", U),
            ("Is a round the same as a year of my character's life, like does each round make him a year older?", U),
            ("Are there two car cards, like Used car and a new car, and do they count as the same possession?", U),
        ],
        "es": [
            ("¿Qué diferencia hay entre una carta de evento y una carta normal?", A),
            ("¿Es lo mismo descartar una carta que mandarla a la caja?", A),
            ("¿Qué diferencia hay entre buena suerte y mala suerte?", A),
            ("¿La buena suerte de una carta de Relación y la de un dado cuentan igual para las 3?", A),
            ("¿Es lo mismo una carta activa que la de arriba del montón?", A),
            ("¿Qué diferencia hay entre la meta de vida secreta y la personal?", A),
            ("¿Las metas públicas y la mía salen del mismo mazo?", A),
            ("¿Es lo mismo la desgracia que no poder pagar el coste?", A),
            ("¿Qué diferencia hay entre una carta de Salud y una de Conocimiento?", A),
            ("¿Las fichas y los símbolos de las cartas activas son lo mismo?", A),
            ("¿Es lo mismo el mazo de edad adulta temprana que el de juventud?", A),
            ("Oye, ¿qué diferencia hay entre meter una carta debajo del montón y ponerla encima?", A),
            ("¿Las cartas de Trabajo y de Posesión se colocan igual?", A),
            ("¿Qué diferencia hay entre congelar un dado y guardarlo?", A),
            ("¿Es lo mismo el fin de la ronda que el fin del turno para descartar la carta de la izquierda?", A),
            ("¿Qué diferencia hay entre los 7 dados? ¿Son todos iguales?", A),
            ("¿La asistencia social es lo mismo que comprar gratis con 3 de buena suerte?", A),
            ("¿Las cartas de dos colores cuentan como dos tipos a la vez?", A),
            ("Che, ¿el que empieza es el de la bici o el de la ficha de bici?", A),
            ("¿Qué diferencia hay entre las cartas de infancia a 2 jugadores y a 4?", A),
            ("¿Es lo mismo ganar puntos por Posesiones que por la tabla de Salud?", A),
            ("¿Qué diferencia hay entre el coste con barra roja y el coste normal de una carta?", A),
            ("¿Usted sabe si empatar una meta pública es lo mismo que ganarla?", A),
            ("¿Cuál es la diferencia entre el desempate y el empate final?", A),
            ("¿Las cartas de evento compradas y las de la infancia se guardan igual en la mano?", A),
            ("¿De qué color es cada tipo de carta? ¿Cuál es el de Salud y cuál el de Conocimiento?", U),
            ("¿Hay diferencia entre una carta de Trabajo de jornada completa y una de media jornada?", U),
            ("¿Las cartas de infancia se pueden usar como cartas de evento si están en la mano? ¿Son lo mismo?", U),
            ("¿Las cartas de Trabajo pagan distinto según la edad, las de vejez dan más dinero que las de juventud?", U),
            ("¿La ficha de bicicleta da puntos al final como la carta, o es solo un recordatorio?", U),
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
