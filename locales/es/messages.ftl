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
