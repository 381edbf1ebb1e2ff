# Lexicord: tornejos i lligues, en català. Els mateixos missatges, amb els mateixos valors, que el fitxer anglès.

## Classificació: la resposta en text i la imatge de la taula.

tournament-standings-heading-final = **{ $name }**: classificació final després de la ronda { $after } de { $rounds }
tournament-standings-heading-before = **{ $name }**: classificació abans que s'acabi cap ronda
tournament-standings-heading = **{ $name }**: classificació després de la ronda { $after } de { $rounds }
tournament-standings-subtitle-final = Classificació final després de la ronda { $after } de { $rounds }
tournament-standings-subtitle-before = Classificació abans que s'acabi cap ronda
tournament-standings-subtitle = Classificació després de la ronda { $after } de { $rounds }
tournament-division = __Divisió { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (retirat)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, en queden { $left }
tournament-column-division = Div
tournament-column-player = Jugador
tournament-column-record = G-P
tournament-column-spread = Dif.
tournament-column-left = Queden
tournament-table-withdrawn = { $player } (retirat)

## Aparellaments: una taula en una línia, els aparellaments d'una ronda en text i en imatge, i
## les taules d'un jugador (`/games`).

tournament-board-game = { $first } contra { $second }
tournament-board-game-thread = { $first } contra { $second } a { $thread }
tournament-board-withdrawn = { $player }: retirat
tournament-board-bye = { $player }: descansa
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (resolta en acabar el termini)
tournament-board-score-director = { $board }: { $score }-{ $other } (introduït per la direcció)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (incompareixença)
tournament-pairings-heading = **{ $name }**: ronda { $round } de { $rounds }
tournament-pairings-subtitle = Aparellaments de la ronda { $round } de { $rounds } (comença el primer jugador)
tournament-column-first = Primer
tournament-column-second = Segon
tournament-column-result = Resultat
tournament-table-bye = descansa
tournament-my-boards-title = **Els teus aparellaments de torneig**
tournament-my-board = { $tournament } ronda { $round }: { $game }
tournament-my-board-opponent = contra { $opponent }
tournament-my-board-opponent-thread = contra { $opponent } a { $thread }
tournament-my-board-bye = descanses
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (per jugar)

## El resum d'un torneig, sota cada resposta a una ordre d'un director o d'un jugador.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondes
} ({ $schedule }), { $paired } ja aparellades; { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadors
}.
tournament-state-registration = inscripció oberta
tournament-state-closed = inscripció tancada
tournament-state-running = en joc
tournament-state-paused = en pausa
tournament-state-finished = acabat

## El que es respon al director o jugador que ha fet servir una ordre `/tournament`.

tournament-created = El teu torneig està obert a inscripcions.
tournament-joined = Estàs inscrit.
tournament-left = Ja no estàs inscrit.
tournament-player-added = { $player } està inscrit.
tournament-player-removed = { $player } ha estat tret.
tournament-registration-closed = La inscripció està tancada.
tournament-started = El torneig ha començat: s'està aparellant la ronda 1.
tournament-result-recorded = El resultat està registrat.
tournament-round-paired = La ronda està aparellada: les seves partides s'obren en fils.
tournament-paused = El torneig està en pausa.
tournament-resumed = El torneig torna a estar en joc.
tournament-ended = El torneig s'ha acabat; a continuació, la classificació final.
tournament-export = El torneig com a fitxer `.t` de tsh i com a CSV.
tournament-export-divisions = El torneig com a fitxer `.t` de tsh, un fitxer `.t` per divisió (a, b, ...) i CSV.
tournament-pairing-not-a-mention = { $word } no és una menció de jugador (escriu @ i tria el jugador)
tournament-pairing-unreadable = { $part } no és ni dos jugadors ni un jugador i `bye`

## Missatges d'un torneig al canal: en la llengua del servidor.

tournament-post-open = 🏆 **{ $name }** està obert a inscripcions: `/tournament join` per jugar, `/tournament leave` per retirar-se.
tournament-post-closed = 🏆 La inscripció a **{ $name }** està tancada.
tournament-post-running = 🏆 **{ $name }** ja està en marxa: ara venen els aparellaments.
tournament-post-paused = ⏸️ **{ $name }** està en pausa: no s'aparella ni es resol res fins que un director el reprengui.
tournament-post-ended-early = 🏁 Un director ha acabat **{ $name }** abans d'hora.
tournament-post-over = 🏁 **{ $name }** s'ha acabat.
tournament-post-joined = { $player } s'ha inscrit a **{ $name }** ({ $count ->
    [one] { $count } inscrit
   *[other] { $count } inscrits
}).
tournament-post-left = { $player } s'ha retirat de **{ $name }** ({ $count ->
    [one] { $count } inscrit
   *[other] { $count } inscrits
}).
tournament-post-pairings = 📋 **{ $name }**, ronda { $round } de { $rounds }: els resultats vencen { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, ronda { $round }: { $first } contra { $second }. Comença { $starter }; la partida ha d'acabar { $when } (si no, perd per incompareixença el jugador a qui toqui).
tournament-post-forfeit = ⏰ Ronda { $round }: { $player } perd per incompareixença. { $board }
tournament-post-settled = ✍️ Ronda { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, ronda { $round }: la partida { $board } (taula #{ $id }) encara no es pot obrir: { $why }. Continuo intentant-ho.
tournament-thread-refused = Discord no em deixa crear fils aquí (necessito els permisos Crear fils públics i Enviar missatges als fils en aquest canal)
tournament-thread-failed = Discord ha respost amb un error quan he intentat crear-ne el fil
tournament-thread-clock-waits = El seu rellotge comença quan s'obre el seu fil: el termini de la ronda no la resol abans.
tournament-post-awaiting-director = 📋 **{ $name }**: la ronda { $round } espera el `/tournament pair` d'un director.

## Temporades de lliga: els missatges del canal quan una temporada comença i acaba.

league-post-season-started = 🏅 **{ $league }**, la temporada { $season } ha començat: tots contra tots a cada divisió, { $games } partides alhora per jugador, en fils d'aquest canal. Acaba { $when }; una partida encara en joc aleshores la perd per incompareixença el jugador a qui toqui.
league-division = __Divisió { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, la temporada { $season } s'ha acabat.
league-final-promoted = { $rank }. { $player } ⬆️ puja
league-final-relegated = { $rank }. { $player } ⬇️ baixa
league-final-stays = { $rank }. { $player }
league-post-next-season = Tothom passa a la temporada { $next } (`/league leave` per no jugar-la; `/league join` per als nous); un moderador la comença amb `/league start`.

## El que es respon al jugador o moderador que ha fet servir una ordre `/league`, i el resum de la lliga.

league-created = La teva lliga està oberta: la temporada 1 admet inscripcions.
league-joined = Estàs inscrit a la temporada { $season }.
league-left = Ja no ets a la llista de la temporada { $season }.
league-started = La temporada { $season } ha començat: les seves primeres partides s'estan obrint en fils.
league-no-season-yet = Encara no ha començat cap temporada: un moderador en comença una amb `/league start`.
league-summary = **{ $name }**: la temporada { $registering } admet inscripcions (`/league join`).
league-summary-playing = **{ $name }**: s'està jugant la temporada { $playing } (`/league standings`); la temporada { $registering } admet inscripcions (`/league join`).
league-summary-settings = Temporades de { $days } dies, divisions de com a màxim { $size }, { $games } partides alhora per jugador, { $movers } pugen i baixen per divisió; { $variant } amb { $lexicon }, { $time } per torn.
league-movers-default = un de cada sis
league-registered = Inscrits ({ $count }): { $players }
league-registered-nobody = encara ningú
league-player-division = { $player } (div. { $division })
