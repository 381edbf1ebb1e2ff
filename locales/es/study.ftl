# Lexicord: study messages (es). Same messages, same values, as the English file.

## `/word`

word-valid-one = Válida en { $lexicon }:
word-invalid-one = No válida en { $lexicon }:
word-all-valid = Las { $count } son válidas en { $lexicon }:
word-some-invalid = { $invalid } de { $count } no son válidas en { $lexicon }:
word-valid = válida
word-not-valid = no válida
word-hooks = Ganchos de **{ $word }** en { $lexicon }: delante { $before }; detrás { $after }.
word-no-hooks = ninguno
word-anagrams = { $count ->
    [one] { $count } anagrama
   *[other] { $count } anagramas
} de { $asked } en { $lexicon }:
word-no-anagrams = No hay anagramas de { $asked } en { $lexicon }.
word-built = { $count ->
    [one] { $count } palabra
   *[other] { $count } palabras
} con { $asked } en { $lexicon }:
word-none-built = No hay palabras con { $asked } en { $lexicon }.
word-matching = { $count ->
    [one] { $count } palabra coincide
   *[other] { $count } palabras coinciden
} con { $asked } en { $lexicon }:
word-none-matching = Ninguna palabra coincide con { $asked } en { $lexicon }.
word-attached = { $head } demasiadas para mostrarlas aquí, así que va adjunta la lista completa (words.txt).

## `/score`

score-not-a-pool = { $pool } no es una categoría de clasificación: elige una de la lista (variante, léxico, ritmo).
score-no-rated-in-pool = Todavía no hay partidas puntuables en { $pool } en este servidor.
score-no-rated-games = Todavía no hay partidas puntuables en este servidor: las partidas entre personas cuentan, salvo si se abren con `rated:False`.
score-record = **{ $player }** en este servidor: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins } ganadas, { $losses } perdidas, { $draws } empatadas; media { $average }, mejor partida { $best_game }, mejor jugada { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingos
}.
score-no-ratings = Todavía no hay partidas puntuables.
score-ratings = Clasificaciones (Glicko-2; `?` es provisional, desviación de más de 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (provisional), { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
}
score-chart-title = { $player }: historial de puntuación
score-chart-games = partidas
score-board-title = Clasificación
score-board-subtitle = { $pool } · ? = provisional
score-column-player = Jugador
score-column-rating = Puntuación
score-column-deviation = RD
score-column-games = Partidas
score-column-record = G-P
score-board-leader = { $player } lidera con { $rating }.
score-board-head = **Clasificación**, { $pool }: { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}.

## Scoreboard

status-lobby = en espera
status-active = en curso
status-finished = terminada
status-abandoned = abandonada
scoreboard-title = **Partida #{ $game }** ({ $status })
scoreboard-to-move = le toca
scoreboard-target = hasta { $target }
scoreboard-bag = Fichas en la bolsa: { $tiles }

## `/review`

review-judged-static = equity estática
review-judged-simulated = simulada, { $rounds } simulaciones
review-judged-exact = final resuelto con exactitud
review-judged-unproven = final no demostrado dentro del presupuesto: la mejor línea hallada, { $depth } turnos adelante
review-judged-pre-endgame = final tras cada una de las { $draws } fichas que podía tener la bolsa, todos resueltos exactamente
review-judged-pre-endgame-unproven = final tras cada una de las { $draws } fichas que podía tener la bolsa, no todos demostrados dentro del presupuesto
review-note-equity = **-{ $lost }** de equity
review-note-win = -{ $percent } de probabilidad de ganar
review-missed-bingo = bingo perdido { $play }
review-loss = - Turno { $turn }: { $played } por { $score }; mejor { $best } ({ $notes })
review-head = **Revisión de la partida #{ $game }**: { $players }.
review-how-judged = Turnos juzgados por equity (puntos más el remanente; simulados, y finales resueltos con exactitud, donde el presupuesto lo permitió).
review-tail = Cada turno está en `{ $file }`: la jugada hecha, la mejor por equity, la equity y la probabilidad de ganar perdidas.
review-player = **{ $player }**: { $lost } de equity perdida en { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}
review-missed-bingos = { $count ->
    [one] { $count } bingo perdido
   *[other] { $count } bingos perdidos
}
review-file-head = Revisión de la partida #{ $game }: { $players }
review-file-equity = La equity se mide por turno según cómo se juzgó el turno: estática (puntos más remanente), simulada (puntos ganados en los turnos siguientes, contando la respuesta del rival, más el remanente: más baja que la estática) o final resuelto con exactitud (la diferencia hasta el final). Compara la equity de un turno con la de su mejor jugada.
review-file-player = { $player }: { $lost } de equity perdida en { $turns } turnos juzgados, { $bingos } bingos perdidos
review-file-by-loss = Mayores pérdidas primero
review-file-in-order = Turno a turno
review-challenged-off = retirada tras impugnación
review-column-turn = turno
review-column-player = jugador
review-column-rack = atril
review-column-played = jugada
review-column-score = puntos
review-column-equity = equity
review-column-best = mejor
review-column-best-equity = equity mejor
review-column-equity-lost = equity perdida
review-column-win-after = victoria después
review-column-win-lost = victoria perdida
review-column-judged = juzgado
review-column-note = nota

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank }.º
}
puzzle-legal-plays = { $count ->
    [one] { $count } jugada legal
   *[other] { $count } jugadas legales
}
puzzle-or = o
puzzle-to = a
puzzle-picture-you = Tú
puzzle-picture-opponent = Rival
puzzle-picture-opponent-n = Rival { $n }
puzzle-answer-best = { $play } por { $score }: una mejor jugada
puzzle-answer-ranked = { $play } por { $score }: { $rank } de { $plays }
puzzle-reveal = **Respuesta de ayer** ({ $day }, atril `{ $rack }`): { $plays } por **{ $score }**{ $more }, la mejor puntuación de { $count }. { $solved } de { $answered ->
    [one] { $answered } participante
   *[other] { $answered } participantes
} la encontraron.
puzzle-reveal-more = (y { $count } más)
puzzle-reveal-yours = Jugaste { $answer }.
puzzle-head = **Acertijo del { $day }** ({ $lexicon }): encuentra la jugada que más puntúa con el atril `{ $rack }`.
puzzle-from-game = De la partida #{ $game } de este servidor
puzzle-from-computer = De una partida del ordenador contra sí mismo
puzzle-position = { $from }; puntuaciones { $scores } (la tuya primero), { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
} en la bolsa, { $plays }.
puzzle-your-answer = Tu respuesta de hoy: { $answer }. La solución llega con el acertijo de mañana.
puzzle-how-to-answer = Responde con `/puzzle answer word: at:` como en `/play`. Las jugadas se clasifican por puntos; la que cuenta es tu primera respuesta del día.
puzzle-record = racha de { $days ->
    [one] { $days } día
   *[other] { $days } días
} (la más larga { $longest }), { $solved } resueltos de { $answered }
puzzle-practice-only = Solo práctica: la que cuenta es tu primera respuesta de hoy ({ $answer }).
puzzle-best = **¡Mejor jugada!** { $play } suma { $score }: ninguna jugada legal suma más
puzzle-tied = { $count ->
    [one] { $count } otra jugada suma
   *[other] { $count } otras jugadas suman
} lo mismo
puzzle-in-all = ({ $plays } en total).
puzzle-ranked = { $play } suma { $score }: queda **{ $rank }** de { $plays } por puntos ({ $more ->
    [one] { $more } jugada suma
   *[other] { $more } jugadas suman
} más). No es la mejor: la solución llega con el acertijo de mañana.
puzzle-your-record = Tus acertijos: { $record }.
puzzle-top-head = **Resolvedores de acertijos** (primeras respuestas que encontraron una mejor jugada; una racha son días resueltos seguidos)
puzzle-top-nobody = Aquí nadie ha resuelto un acertijo todavía.
puzzle-top-you = Tú: { $record }.
puzzle-top-never = Todavía no has respondido a ningún acertijo aquí: `/puzzle show`.

## `/practice`

practice-record = racha { $streak } (la más larga { $longest }), { $right } correctas de { $answered }
practice-head = **Práctica** de tu partida #{ $game } (turno { $turn }, { $lexicon }): encuentra la mejor jugada para tu atril `{ $rack }`.
practice-position = Puntuaciones { $scores } (la tuya primero), { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
} en la bolsa. En la partida: { $made } ({ $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}).
practice-how-to-answer = Las jugadas se juzgan por equity: los puntos más lo que valen las fichas que te quedas, según el ordenador difícil. Responde con `/practice word: at:` como en `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } posición pendiente
   *[other] { $waiting } posiciones pendientes
}. Tu práctica: { $record }.
practice-no-games = Todavía no tienes ninguna partida terminada con la que practicar. Termina una partida (contra el ordenador con `/game add-bot`, o con amigos) y vuelve a pedirlo.
practice-no-mistakes = Nada que practicar: en { $games ->
    [one] tu { $games } partida terminada
   *[other] tus { $games } partidas terminadas
} cada jugada fue la mejor por equity (con un punto de margen), o la partida no tenía ninguna posición de tipo clásico.
practice-all-answered = Has respondido todas las posiciones de { $games ->
    [one] tu { $games } partida terminada
   *[other] tus { $games } partidas terminadas
}. Termina más partidas para tener nuevas. Tu práctica: { $record }.
practice-right = **¡Correcto!** { $play } suma { $score }, equity { $equity }: ninguna jugada vale más.
practice-wrong = { $play } suma { $score }, equity { $equity }. **No es la mejor**: { $best } suma { $best_score }, equity **{ $best_equity }** ({ $gap } más)
practice-more-as-good = (y { $count } más igual de buenas)
practice-streak-again = Tu racha vuelve a empezar.
practice-after-next = Tu práctica: { $record }. { $waiting ->
    [one] { $waiting } posición pendiente
   *[other] { $waiting } posiciones pendientes
}: `/practice` muestra la siguiente.
practice-after-none = Tu práctica: { $record }. { $waiting ->
    [one] { $waiting } posición pendiente
   *[other] { $waiting } posiciones pendientes
}.

## `/gcg replay:True`

replay-too-large = La repetición de la partida #{ $game } supera el límite de subida de Discord.
replay-posted = La repetición de la partida #{ $game } está publicada en el canal.
replay-headline = Repetición de la partida #{ $game }: { $players } ({ $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = El tablero está publicado.
board-not-posted = No he podido publicar en este canal, así que aquí tienes el tablero.
history-none = Todavía no hay jugadas.
history-as-file = El historial es largo: aquí lo tienes como archivo.
gcg-record = La partida #{ $game } como registro GCG.
games-none = No tienes partidas en curso. Abre una con `/game new` en un canal de un servidor o en un MD de grupo.
games-head = **Tus partidas**
games-button = Partida #{ $game }
games-your-turn = **te toca**
games-to-move = le toca a { $player }
games-nobody = nadie
games-line = Partida #{ $game } en { $place }: { $turn }; tú { $score } contra { $opponents }
games-time-runs-out = el tiempo se acaba { $when }
games-place-some-channel = **{ $server }** › un canal
games-place-dm = un MD o MD de grupo
games-place-gone = un servidor que ya no veo

## Rack

rack-yours = Tu atril
rack-empty = vacío
rack-in-channel = en { $channel }
rack-caption = { $what }{ $place } (partida #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } no cabe en ningún sitio del tablero con las fichas de tu atril. No se ha jugado nada.
panel-places = Dónde puede ir { $word }, la mejor primero: elige una para verla antes de jugar.
panel-press-confirm = Pulsa Confirmar para jugarla.
panel-game-ended = Esta partida ha terminado (partida #{ $game }): { $scores }. Este botón ya no hace nada.
panel-no-longer-your-turn = Ya no es tu turno: { $last }
panel-nothing-changed = No se ha cambiado nada.
panel-out-of-date = Este panel está desactualizado y no se ha cambiado nada. Desde entonces: { $last }
panel-your-turn = Es tu turno.
panel-waiting-for = Esperando a que juegue { $player }.
panel-not-your-turn = No es tu turno.
panel-form-play = Jugar una palabra
panel-form-word = Palabra (minúscula = comodín)
panel-form-word-example = por ejemplo HORN o hoRN
panel-form-square = Casilla de su primera letra (o vacía)
panel-form-square-empty = vacía: te digo dónde puede ir
panel-form-direction = Dirección: across o down
panel-form-exchange = Cambiar fichas
panel-form-tiles = Fichas a cambiar (? para un comodín)
panel-form-tiles-example = por ejemplo QVU
panel-form-bad-direction = La dirección es `across` o `down`: no se ha jugado nada.
panel-form-hint = En el formulario, escribe la palabra (una minúscula es un comodín; las fichas que ya están en el tablero, con su letra o `.`), la casilla de su primera letra como letra de columna y número de fila del tablero (por ejemplo H8), y la dirección `across` o `down`.

## Preview

preview-text = Vista previa (no jugada, palabras sin comprobar): { $play } por { $score }{ $bingo }. Palabras: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Vista previa

## Charts

chart-win-title = Probabilidad de ganar: { $player }
chart-after-each-turn = tras cada turno
chart-big-loss = un turno que perdió un 5 % o más
chart-end = fin
chart-turns = turnos
chart-score-title = Puntuación a lo largo de la partida
chart-moves = jugadas
