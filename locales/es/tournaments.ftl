# Lexicord: torneos y ligas, en español. Los mismos mensajes, con los mismos valores, que el archivo inglés.

## Clasificación: la respuesta en texto y la imagen de la tabla.

tournament-standings-heading-final = **{ $name }**: clasificación final tras la ronda { $after } de { $rounds }
tournament-standings-heading-before = **{ $name }**: clasificación antes de que termine ninguna ronda
tournament-standings-heading = **{ $name }**: clasificación tras la ronda { $after } de { $rounds }
tournament-standings-subtitle-final = Clasificación final tras la ronda { $after } de { $rounds }
tournament-standings-subtitle-before = Clasificación antes de que termine ninguna ronda
tournament-standings-subtitle = Clasificación tras la ronda { $after } de { $rounds }
tournament-division = __División { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (retirado)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, quedan { $left }
tournament-column-division = Div
tournament-column-player = Jugador
tournament-column-record = G-P
tournament-column-spread = Dif.
tournament-column-left = Quedan
tournament-table-withdrawn = { $player } (retirado)

## Emparejamientos: una mesa en una línea, los emparejamientos de una ronda en texto y en imagen, y
## las mesas de un jugador (`/games`).

tournament-board-game = { $first } contra { $second }
tournament-board-game-thread = { $first } contra { $second } en { $thread }
tournament-board-withdrawn = { $player }: retirado
tournament-board-bye = { $player }: descansa
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (resuelta al vencer el plazo)
tournament-board-score-director = { $board }: { $score }-{ $other } (introducido por la dirección)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (incomparecencia)
tournament-pairings-heading = **{ $name }**: ronda { $round } de { $rounds }
tournament-pairings-subtitle = Emparejamientos de la ronda { $round } de { $rounds } (empieza el primer jugador)
tournament-column-first = Primero
tournament-column-second = Segundo
tournament-column-result = Resultado
tournament-table-bye = descansa
tournament-my-boards-title = **Tus emparejamientos de torneo**
tournament-my-board = { $tournament } ronda { $round }: { $game }
tournament-my-board-opponent = contra { $opponent }
tournament-my-board-opponent-thread = contra { $opponent } en { $thread }
tournament-my-board-bye = descansas
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (por jugar)

## El resumen de un torneo, bajo cada respuesta a un comando de un director o de un jugador.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} ({ $schedule }), { $paired } ya emparejadas; { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}.
tournament-state-registration = inscripción abierta
tournament-state-closed = inscripción cerrada
tournament-state-running = en juego
tournament-state-paused = en pausa
tournament-state-finished = terminado

## Lo que se responde al director o jugador que usó un comando `/tournament`.

tournament-created = Tu torneo está abierto a inscripciones.
tournament-joined = Estás inscrito.
tournament-left = Ya no estás inscrito.
tournament-player-added = { $player } está inscrito.
tournament-player-removed = { $player } ha sido quitado.
tournament-registration-closed = La inscripción está cerrada.
tournament-started = El torneo ha empezado: se está emparejando la ronda 1.
tournament-result-recorded = El resultado está registrado.
tournament-round-paired = La ronda está emparejada: sus partidas se abren en hilos.
tournament-paused = El torneo está en pausa.
tournament-resumed = El torneo vuelve a estar en juego.
tournament-ended = El torneo ha terminado; a continuación, la clasificación final.
tournament-export = El torneo como archivo `.t` de tsh y como CSV.
tournament-export-divisions = El torneo como archivo `.t` de tsh, un archivo `.t` por división (a, b, ...) y CSV.
tournament-pairing-not-a-mention = { $word } no es una mención de jugador (escribe @ y elige al jugador)
tournament-pairing-unreadable = { $part } no es ni dos jugadores ni un jugador y `bye`

## Mensajes de un torneo en el canal: en el idioma del servidor.

tournament-post-open = 🏆 **{ $name }** está abierto a inscripciones: `/tournament join` para jugar, `/tournament leave` para retirarse.
tournament-post-closed = 🏆 La inscripción a **{ $name }** está cerrada.
tournament-post-running = 🏆 **{ $name }** está en marcha: siguen los emparejamientos.
tournament-post-paused = ⏸️ **{ $name }** está en pausa: nada se empareja ni se resuelve hasta que un director lo reanude.
tournament-post-ended-early = 🏁 Un director ha terminado **{ $name }** antes de tiempo.
tournament-post-over = 🏁 **{ $name }** ha terminado.
tournament-post-joined = { $player } se ha inscrito en **{ $name }** ({ $count ->
    [one] { $count } inscrito
   *[other] { $count } inscritos
}).
tournament-post-left = { $player } se ha retirado de **{ $name }** ({ $count ->
    [one] { $count } inscrito
   *[other] { $count } inscritos
}).
tournament-post-pairings = 📋 **{ $name }**, ronda { $round } de { $rounds }: los resultados vencen { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, ronda { $round }: { $first } contra { $second }. Empieza { $starter }; la partida debe terminar { $when } (si no, pierde por incomparecencia el jugador al que le toque).
tournament-post-forfeit = ⏰ Ronda { $round }: { $player } pierde por incomparecencia. { $board }
tournament-post-settled = ✍️ Ronda { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, ronda { $round }: la partida { $board } (mesa #{ $id }) aún no puede abrirse: { $why }. Sigo intentándolo.
tournament-thread-refused = Discord no me deja crear hilos aquí (necesito los permisos Crear hilos públicos y Enviar mensajes en hilos en este canal)
tournament-thread-failed = Discord respondió con un error cuando intenté crear su hilo
tournament-thread-clock-waits = Su reloj empieza cuando se abre su hilo: el plazo de la ronda no la resuelve antes.
tournament-post-awaiting-director = 📋 **{ $name }**: la ronda { $round } espera el `/tournament pair` de un director.

## Temporadas de liga: los mensajes del canal al empezar y al terminar una temporada.

league-post-season-started = 🏅 **{ $league }**, la temporada { $season } ha empezado: todos contra todos en cada división, { $games } partidas a la vez por jugador, en hilos de este canal. Termina { $when }; una partida aún en curso entonces la pierde por incomparecencia el jugador al que le toque.
league-division = __División { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, la temporada { $season } ha terminado.
league-final-promoted = { $rank }. { $player } ⬆️ asciende
league-final-relegated = { $rank }. { $player } ⬇️ desciende
league-final-stays = { $rank }. { $player }
league-post-next-season = Todos pasan a la temporada { $next } (`/league leave` para no jugarla; `/league join` para los nuevos); un moderador la empieza con `/league start`.

## Lo que se responde al jugador o moderador que usó un comando `/league`, y el resumen de la liga.

league-created = Tu liga está abierta: la temporada 1 admite inscripciones.
league-joined = Estás inscrito en la temporada { $season }.
league-left = Ya no estás en la lista de la temporada { $season }.
league-started = La temporada { $season } ha empezado: sus primeras partidas se están abriendo en hilos.
league-no-season-yet = Aún no ha empezado ninguna temporada: un moderador empieza una con `/league start`.
league-summary = **{ $name }**: la temporada { $registering } admite inscripciones (`/league join`).
league-summary-playing = **{ $name }**: se está jugando la temporada { $playing } (`/league standings`); la temporada { $registering } admite inscripciones (`/league join`).
league-summary-settings = Temporadas de { $days } días, divisiones de { $size } como máximo, { $games } partidas a la vez por jugador, { $movers } suben y bajan por división; { $variant } con { $lexicon }, { $time } por turno.
league-movers-default = uno de cada seis
league-registered = Inscritos ({ $count }): { $players }
league-registered-nobody = nadie todavía
league-player-division = { $player } (div. { $division })
