# Lexicord: what the bot says privately, Spanish.

## Rechazos: lo que un jugador pidió y las reglas o la partida no permiten. No se ha cambiado nada.

err-no-game-here = No hay ninguna partida en este canal. Empieza una con `/game new`.
err-channel-has-game = Este canal ya tiene una partida. Termínala (o pide a un moderador que use `/game end`) antes de empezar otra.
err-not-a-player = No juegas en esta partida.
err-not-started = La partida aún no ha empezado: `/game start` reparte las fichas.
err-already-started = La partida ya ha empezado.
err-already-joined = Ya estás en esta partida.
err-game-full = La partida está completa ({ $players } jugadores).
err-not-enough-players = Una partida necesita de 2 a 4 jugadores, y por ahora hay { $seated } en la mesa. Invita a alguien a unirse con `/game join`, o añade un jugador controlado por el ordenador con `/game add-bot`.
err-not-allowed-to-end = Solo un moderador, o todos los jugadores a la vez, pueden terminar una partida.
err-not-a-moderator = Solo un moderador puede cambiar los ajustes del servidor.
err-bad-tiles = No he podido leer las fichas { $tiles }: escribe las letras de tu atril, y ? para un comodín (por ejemplo `AEI?`).
err-unknown-lexicon = Este bot no tiene el léxico { $name }. Disponibles: { $available }.
err-word-list-gone = La lista de palabras de esta partida ({ $lexicon }), tal como era al empezar la partida, ya no está en el bot, así que no se puede comprobar ninguna jugada, cambio ni impugnación. El operador del bot puede volver a poner la lista; un moderador puede terminar la partida con `/game end`.
err-bad-square = `{ $square }` no es una casilla: escribe su columna y su fila, p. ej. I8.
err-no-such-game = No existe la partida #{ $game }.
err-panel-out-of-date = Este panel está desactualizado: la partida ha avanzado desde que se mostró. No se ha cambiado nada.
err-words-during-game = Tienes una partida en curso en este servidor ({ $channel }) y las reglas solo permiten el diccionario para impugnar: `/word` te volverá a responder cuando terminen tus partidas aquí. Un moderador puede permitirlo durante las partidas con `/settings server words_in_games:True`.
err-game-not-over = Esa partida sigue en juego: su revisión llegará cuando termine.
err-replay-before-end = Esa partida sigue en juego: su repetición llegará cuando termine.
err-time-ran-out = Se te acabó el tiempo { $when }: el turno pasa enseguida al siguiente jugador y tu jugada no cuenta.
err-not-your-review = En este servidor solo los jugadores de una partida pueden revisarla (un moderador puede abrir las revisiones a todos con `/settings server reviews:anyone`).
err-puzzle-needs-server = Los acertijos pertenecen a un servidor: en los MD no hay ninguno. Usa `/puzzle show` en un canal de un servidor donde esté el bot.
err-no-puzzle-yet = Todavía no hay acertijo hoy en este servidor: `/puzzle show` lo saca y luego ya puedes responderlo.
err-no-practice-position = No tienes ninguna posición de práctica por responder: `/practice` te muestra la siguiente; luego respóndela con `/practice word: at:`.
err-practice-needs-both = Para responder a tu posición de práctica indica `word:` y `at:`, escritos como en `/play`; `/practice` sin más muestra la posición.
err-other-languages-tiles = Las listas de palabras de otros idiomas se juegan en partidas classic, nine-tile y Finish Line: elige una de esas variantes, o una lista de palabras en inglés.
err-internal = Lo sentimos, algo ha fallado por nuestra parte (id del error `{ $id }`).
err-unreadable-input = No he podido leer { $input }. Prueba `/help`.
err-unreadable-command = No he podido leer ese comando. Prueba `/help`.
surprise-random-boards = de uno a cuatro minitableros al azar

## Consejos que se añaden a un rechazo cuando el error estaba en cómo se escribió una jugada o sus fichas.

hint-write-play = Escribe la casilla y luego la palabra: `/play word:HORN at:8F` va en horizontal desde la fila 8, columna F; `at:F8` va en vertical. Una letra minúscula es un comodín; las fichas que ya están en el tablero se escriben con su letra (o `.`).
hint-rack = `/rack` muestra tus fichas; escribe `?` o una letra minúscula para un comodín.

## Antes de la partida: lo que se le dice al jugador que lo pidió.

game-opened = Tu partida #{ $game } está abierta.
game-joined = Te has unido a la partida.
game-left = Has salido de la partida.
game-computer-seated = El jugador del ordenador ya está en la mesa.
game-resigned = Te has rendido.
game-ended = La partida ha terminado.
game-vote-counted = Tu voto se ha contado.
game-started = La partida ha empezado.

## Después de un turno: lo que se le dice al jugador que ha jugado, además de lo que hizo.

done = Hecho.
done-what = Hecho: { $what }.
board-coming = El tablero se publicará en el canal en breve.
start-coming = El sorteo y el tablero se publicarán en el canal en breve.
board-coming-by-dm = El tablero se enviará a cada jugador por mensaje directo en breve.
start-coming-by-dm = El sorteo y el tablero se enviarán a cada jugador por mensaje directo en breve.
board-sent-by-dm = El tablero se ha enviado a cada jugador por mensaje directo.
start-sent-by-dm = El sorteo y el tablero se han enviado a cada jugador por mensaje directo.
new-rack-sent = Tu nuevo atril está en tus mensajes directos.
new-rack-dms-closed = Tienes los mensajes directos cerrados, así que aquí tienes tu nuevo atril: `{ $tiles }`.
new-rack-by-command = Usa `/rack` para ver tu nuevo atril.
new-rack-delayed = Tu nuevo atril te llegará en breve por MD (o usa `/rack`).
rack-sent = Tu atril está en tus mensajes directos.
rack-dms-closed = Tienes los mensajes directos cerrados, así que aquí tienes tu atril: `{ $tiles }`.
rack-by-command = Usa `/rack` para ver tu atril.
rack-delayed = Tu atril te llegará en breve por MD (o usa `/rack`).

## Añadido después del primer catálogo.

notice-coming = El canal se enterará en breve.
challenge-upheld = Tu impugnación de la jugada de { $player } ha prosperado: { $outcome }.
challenge-failed = Tu impugnación de la jugada de { $player } no ha prosperado: { $outcome }.

## Publicaciones en el canal: en el idioma del servidor (`/settings server language:`). Los nombres
## llegan escapados, las menciones como `<@id>` y las horas como marcas de tiempo de Discord (`<t:...:R>`).

post-total = total { $total }
post-your-turn = { $player }, te toca.
post-final-challenge = { $player }: la última jugada termina la partida. Impúgnala con `/challenge`, o acéptala con `/pass`.
post-time-runs-out = El tiempo se acaba { $when }.
post-game-over = **Fin de la partida.**
post-timed-out = A { $player } se le acabó el tiempo: el turno pasa al siguiente jugador ({ $missed } de { $limit } turnos perdidos seguidos permitidos).
post-timed-out-forfeits = { $player } ha agotado el tiempo { $missed ->
    [one] { $missed } vez seguida
   *[other] { $missed } veces seguidas
} y pierde la partida.
standing-resigned = (abandono)
standing-before = ({ $score } antes del recuento de las fichas sin jugar)
standing-draw = (empate)
standing-wins = (gana)
turn-play = { $word } en { $at } por { $score }
turn-play-bingo = { $word } en { $at } por { $score } (bingo +{ $bingo })
turn-exchange = cambio de { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
}
turn-pass = pasa
turn-time-out = se le acabó el tiempo; el turno pasa al siguiente
turn-lost = pierde este turno
turn-lost-challenge = pierde este turno (impugnación fallida)
turn-challenged-off = jugada retirada tras la impugnación de { $by }: { $outcome }
turn-challenged = jugada impugnada por { $by }: { $outcome }
turn-resigned = abandona
turn-end-count = { $points } por las fichas que quedaban en { $racks }: { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] no es válida
   *[other] no son válidas
}; las fichas vuelven al atril ({ $points })
challenge-loses-turn = todas las palabras son válidas; quien impugnó pierde un turno
challenge-bonus = todas las palabras son válidas; { $player } recibe { $points }
challenge-no-penalty = todas las palabras son válidas; sin penalización con esta regla
rack-owner = de { $name }
racks-one = el atril { $owner }
racks-many = los atriles { $owners } y { $last }
racks-none = los demás atriles
lobby = Partida #{ $game }: { $variant }, regla de impugnación { $rule }, { $time } por turno, léxico { $lexicon }, { $rated }. En la mesa ({ $seated } de { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (fichas: { $language })
lobby-rated = puntuable
lobby-unrated = no puntuable
seat-to-target = { $level }, hasta { $target }
seat-turn-time = { $time } por turno
language-english = inglés
language-french = francés
language-german = alemán
language-spanish = español
language-italian = italiano
language-dutch = neerlandés
language-portuguese = portugués
language-polish = polaco
language-norwegian = noruego
language-swedish = sueco
language-catalan = catalán
seat-name-computer = Ordenador ({ $level })
seat-name-empty = Asiento { $seat }
computer-level-easy = fácil
computer-level-medium = medio
computer-level-hard = difícil
computer-level-expert = experto
notice-opened = { $by } ha abierto una partida. Únete con `/game join` (o con el botón); cualquier jugador puede empezarla con `/game start`. { $lobby }
notice-joined = { $name } se ha unido. { $lobby }
notice-left = { $name } ha salido de la partida. { $lobby }
notice-left-closed = { $name } ha salido de la partida; la partida se ha cerrado.
notice-computer-seated = Un jugador del ordenador se ha sentado a la mesa. { $lobby }
notice-end-asked = { $by } pide terminar la partida #{ $game }. Falta que acepten con `/game end`: { $waiting }.
notice-ended = La partida #{ $game } se ha terminado sin resultado.
notice-word-list-gone = La partida #{ $game } está en pausa: su lista de palabras ({ $lexicon }), tal como era al empezar la partida, ya no está en el bot, así que no se puede comprobar ninguna jugada, cambio ni impugnación. El tablero, los atriles, `/score` y `/gcg` siguen respondiendo. El operador del bot puede volver a poner la lista; un moderador puede terminar la partida con `/game end`.
draw-title = El sorteo de la primera jugada
draw-round = Ronda { $round }: { $drawn }
draw-won = { $player } ha sacado la ficha más cercana a la A (un comodín gana a cualquier letra) y empieza.
draw-first-play = Primera jugada
draw-given-first = { $player } empieza, según el emparejamiento (sin sorteo de la primera jugada).
draw-then = { $before }, luego { $next }
draw-order = Orden de juego: { $order }.
rack-your-turn = ¡Te toca!
rack-dms-closed-note = { $player }, no he podido enviarte tu atril por MD (tienes los mensajes directos cerrados). Usa `/rack` para verlo.
reminder-in-channel = La partida #{ $game } en { $channel } te espera: tu tiempo se acaba { $when }. (`/settings reminders on:False` desactiva estos recordatorios.)
reminder = La partida #{ $game } te espera: tu tiempo se acaba { $when }. (`/settings reminders on:False` desactiva estos recordatorios.)
reminder-note = { $player }, la partida #{ $game } te espera: tu tiempo se acaba { $when }.
board-bag = bolsa
board-cup = cubilete
board-word = P
board-letter = L

## Rechazos de una jugada por las reglas, o por cómo se escribió (dichos como una frase: el bot
## pone en mayúscula la primera letra y añade el punto final).

rule-game-over = la partida ha terminado
rule-resigned = te has rendido en esta partida
rule-not-your-turn = no es tu turno
rule-awaiting-final-challenge = la última jugada termina la partida: impúgnala, o pasa para aceptarla
rule-invalid-words = fuera del diccionario: { $words }
rule-exchange-nothing = elige al menos una ficha para cambiar (o pasa)
rule-exchange-bag-too-small = no puedes cambiar con solo { $in_bag ->
    [one] { $in_bag } ficha
   *[other] { $in_bag } fichas
} en la bolsa (hacen falta al menos { $needed })
rule-challenges-off = en esta partida no hay impugnaciones: las palabras se comprueban al jugarlas
rule-nothing-to-challenge = no hay ninguna jugada que impugnar
rule-own-play = no puedes impugnar tu propia jugada
rule-no-tiles = una jugada necesita al menos una ficha de tu atril
rule-off-board = { $square } está fuera del tablero
rule-occupied = la casilla { $square } ya está ocupada
rule-same-square-twice = la casilla { $square } se usa dos veces en esta jugada
rule-not-in-line = todas las fichas de una jugada deben estar en una misma fila o en una misma columna
rule-gap = la jugada deja un hueco en { $square }: las fichas deben formar una sola palabra continua
rule-first-play-off-start = la primera jugada debe cubrir la estrella central ({ $square })
rule-first-play-too-short = la primera jugada necesita al menos dos fichas
rule-not-connected = la jugada debe tocar alguna ficha que ya esté en el tablero
rule-a-blank = un comodín
rule-tile-number = la ficha número { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = no tienes { $tiles } en tu atril
rule-only-tiles = solo tienes { $held } { $tile } en tu atril, no { $wanted }
rule-only-blanks = solo tienes { $held ->
    [one] { $held } comodín
   *[other] { $held } comodines
} en tu atril, no { $wanted }
rule-unreadable-square = { $square } no es una casilla: escribe la fila y luego la columna para jugar en horizontal (8D), y la columna y luego la fila para jugar en vertical (D8)
rule-square-off-board = { $square } está fuera del tablero
rule-empty-word = la jugada no forma ninguna palabra
rule-runs-off-board = { $word } no cabe: desde { $square } se sale del tablero
rule-through-mismatch = en { $square } el tablero tiene { $board }, no { $written }
rule-nothing-to-play-through = no hay ninguna ficha en { $square } que aprovechar
rule-unknown-letter = en esta partida no hay ninguna ficha { $letter }
rule-unbalanced-parentheses = los paréntesis de { $play } no están bien emparejados
rule-no-new-tiles = la jugada no pone ninguna ficha nueva en el tablero
rule-not-a-play = { $play } no es una jugada: escribe la casilla y luego la palabra, como 8D QUIXOTE

## `/settings`: lo que está configurado ahora, y tus recordatorios.

settings-describe = Partidas nuevas aquí: léxico { $lexicon }, regla de impugnación { $rule }, { $time } por turno, atriles { $racks }; rol de moderador: { $role }. `/word` durante una partida: { $words }. Revisiones de partidas terminadas: { $reviews }. Publicaciones en los canales: { $language }.
settings-racks-dm = por mensaje directo
settings-racks-command = solo con `/rack`
settings-no-role = ninguno (Gestionar servidor)
settings-words-allowed = permitido
settings-words-not-allowed = no permitido (el diccionario es para las impugnaciones)
settings-reviews-players = los jugadores de la partida
settings-reviews-anyone = cualquiera
settings-reminders-on = Los recordatorios están activados: te avisaré cuando una partida te espere.
settings-reminders-off = Los recordatorios están desactivados. Vuelve a activarlos con `/settings reminders on:True`.

## `/settings show` para los moderadores, y el aviso de un canal que rechaza las publicaciones del bot.

channels-all-well = Todo bien: Lexicord tiene todos los permisos que necesita en los canales con partidas y eventos de aquí ({ $channels } revisados).
channels-heading = Lo que le falta a Lexicord donde se juegan partidas y eventos aquí:
channels-cannot-view = Lexicord no puede ver { $channel }: dale «Ver canales» allí.
channels-cannot-send = Lexicord no puede publicar en { $channel }: dale «Enviar mensajes» allí.
channels-cannot-send-in-threads = Lexicord no puede publicar en el hilo { $channel }: dale «Enviar mensajes en hilos» en el canal del hilo.
channels-cannot-attach = Lexicord no puede adjuntar archivos en { $channel }: dale «Adjuntar archivos» allí.
channels-cannot-open-threads = Lexicord no puede abrir hilos en { $channel }, donde torneos y ligas juegan sus partidas: dale «Crear hilos públicos» y «Enviar mensajes en hilos» allí.
channels-gone = { $channel } ya no existe: las partidas de allí no pueden continuar.
channels-unknown = Discord no dijo qué puede hacer Lexicord en { $channel }: inténtalo más tarde.
channels-server-unknown = Discord no dijo qué puede hacer Lexicord en este servidor: inténtalo más tarde.
alert-unreachable = Discord sigue rechazando las publicaciones de Lexicord en { $channel } (servidor { $server }) por falta de permisos: las partidas de allí esperan hasta que pueda volver a publicar.
alert-unreachable-check = Revisa los permisos de Lexicord en los ajustes de ese canal (Permisos) y los de su rol.

## Botones bajo los mensajes y paneles, y un botón pulsado demasiado tarde.

button-pass = Pasar
button-exchange = Cambiar
button-challenge = Impugnar
button-my-rack = Mi atril
button-join = Unirse
button-start = Empezar
button-board = Tablero
button-play = Jugar
button-confirm = Confirmar
button-places = Elige dónde jugarla
button-game-not-played = La partida #{ $game } no está en juego: este botón ya no hace nada.
