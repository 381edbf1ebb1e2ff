# Lexicord: tornei e leghe, in italiano. Gli stessi messaggi, con gli stessi valori, del file inglese.

## Classifica: la risposta in testo e l'immagine della tabella.

tournament-standings-heading-final = **{ $name }**: classifica finale dopo il turno { $after } di { $rounds }
tournament-standings-heading-before = **{ $name }**: classifica prima che un turno sia concluso
tournament-standings-heading = **{ $name }**: classifica dopo il turno { $after } di { $rounds }
tournament-standings-subtitle-final = Classifica finale dopo il turno { $after } di { $rounds }
tournament-standings-subtitle-before = Classifica prima che un turno sia concluso
tournament-standings-subtitle = Classifica dopo il turno { $after } di { $rounds }
tournament-division = __Girone { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (ritirato)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, ancora { $left }
tournament-column-division = Gir.
tournament-column-player = Giocatore
tournament-column-record = V-S
tournament-column-spread = Spread
tournament-column-left = Restano
tournament-table-withdrawn = { $player } (ritirato)

## Abbinamenti: un tavolo in una riga, gli abbinamenti di un turno in testo e in immagine, e i
## tavoli di un giocatore (`/games`).

tournament-board-game = { $first } contro { $second }
tournament-board-game-thread = { $first } contro { $second } in { $thread }
tournament-board-withdrawn = { $player }: ritirato
tournament-board-bye = { $player }: riposo
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (deciso alla scadenza)
tournament-board-score-director = { $board }: { $score }-{ $other } (inserito dalla direzione)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (a tavolino)
tournament-pairings-heading = **{ $name }**: turno { $round } di { $rounds }
tournament-pairings-subtitle = Abbinamenti del turno { $round } di { $rounds } (inizia il primo giocatore)
tournament-column-first = Primo
tournament-column-second = Secondo
tournament-column-result = Risultato
tournament-table-bye = riposo
tournament-my-boards-title = **I tuoi abbinamenti nei tornei**
tournament-my-board = { $tournament } turno { $round }: { $game }
tournament-my-board-opponent = contro { $opponent }
tournament-my-board-opponent-thread = contro { $opponent } in { $thread }
tournament-my-board-bye = riposo
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (da giocare)

## Il riepilogo di un torneo, sotto ogni risposta a un comando di un direttore o di un giocatore.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
} ({ $schedule }), { $paired } già abbinati; { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}.
tournament-state-registration = iscrizioni aperte
tournament-state-closed = iscrizioni chiuse
tournament-state-running = in corso
tournament-state-paused = sospeso
tournament-state-finished = concluso

## Cosa viene risposto al direttore o al giocatore che ha usato un comando `/tournament`.

tournament-created = Il tuo torneo è aperto alle iscrizioni.
tournament-joined = Sei iscritto.
tournament-left = Non sei più iscritto.
tournament-player-added = { $player } è iscritto.
tournament-player-removed = { $player } è stato rimosso.
tournament-registration-closed = Le iscrizioni sono chiuse.
tournament-started = Il torneo è iniziato: si stanno facendo gli abbinamenti del turno 1.
tournament-result-recorded = Il risultato è registrato.
tournament-round-paired = Il turno è abbinato: le sue partite si aprono nei thread.
tournament-paused = Il torneo è sospeso.
tournament-resumed = Il torneo è di nuovo in corso.
tournament-ended = Il torneo è concluso; segue la classifica finale.
tournament-export = Il torneo come file `.t` di tsh e come CSV.
tournament-export-divisions = Il torneo come file `.t` di tsh, un file `.t` per girone (a, b, ...) e CSV.
tournament-pairing-not-a-mention = { $word } non è la menzione di un giocatore (scrivi @ e scegli il giocatore)
tournament-pairing-unreadable = { $part } non è né due giocatori né un giocatore e `bye`

## Messaggi di un torneo nel canale: nella lingua del server.

tournament-post-open = 🏆 **{ $name }** è aperto alle iscrizioni: `/tournament join` per giocare, `/tournament leave` per ritirarsi.
tournament-post-closed = 🏆 Le iscrizioni a **{ $name }** sono chiuse.
tournament-post-running = 🏆 **{ $name }** è iniziato: seguono gli abbinamenti.
tournament-post-paused = ⏸️ **{ $name }** è sospeso: nulla viene abbinato o deciso finché un direttore non lo riprende.
tournament-post-ended-early = 🏁 **{ $name }** è stato chiuso in anticipo da un direttore.
tournament-post-over = 🏁 **{ $name }** è concluso.
tournament-post-joined = { $player } si è iscritto a **{ $name }** ({ $count ->
    [one] { $count } iscritto
   *[other] { $count } iscritti
}).
tournament-post-left = { $player } ha lasciato **{ $name }** ({ $count ->
    [one] { $count } iscritto
   *[other] { $count } iscritti
}).
tournament-post-pairings = 📋 **{ $name }**, turno { $round } di { $rounds }: i risultati sono attesi { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, turno { $round }: { $first } contro { $second }. Inizia { $starter }; la partita deve finire { $when } (poi chi deve muovere perde a tavolino).
tournament-post-forfeit = ⏰ Turno { $round }: { $player } perde a tavolino. { $board }
tournament-post-settled = ✍️ Turno { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, turno { $round }: la partita { $board } (tavolo #{ $id }) non può ancora aprirsi: { $why }. Continuo a provare.
tournament-thread-refused = Discord non mi permette di creare thread qui (mi servono i permessi Crea thread pubblici e Invia messaggi nei thread in questo canale)
tournament-thread-failed = Discord ha risposto con un errore quando ho provato a creare il suo thread
tournament-thread-clock-waits = Il suo orologio parte quando il suo thread si apre: la scadenza del turno non la decide prima.
tournament-post-awaiting-director = 📋 **{ $name }**: il turno { $round } attende il `/tournament pair` di un direttore.

## Stagioni di lega: i messaggi del canale all'inizio e alla fine di una stagione.

league-post-season-started = 🏅 **{ $league }**, la stagione { $season } è iniziata: tutti contro tutti in ogni girone, { $games } partite alla volta per giocatore, nei thread di questo canale. Finisce { $when }; una partita ancora in corso a quel punto è persa a tavolino da chi deve muovere.
league-division = __Girone { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, la stagione { $season } è conclusa.
league-final-promoted = { $rank }. { $player } ⬆️ promosso
league-final-relegated = { $rank }. { $player } ⬇️ retrocesso
league-final-stays = { $rank }. { $player }
league-post-next-season = Tutti passano alla stagione { $next } (`/league leave` per saltarla; `/league join` per i nuovi); un moderatore la avvia con `/league start`.

## Cosa viene risposto al giocatore o al moderatore che ha usato un comando `/league`, e il riepilogo della lega.

league-created = La tua lega è aperta: la stagione 1 accetta iscrizioni.
league-joined = Sei iscritto alla stagione { $season }.
league-left = Non sei più nella lista della stagione { $season }.
league-started = La stagione { $season } è iniziata: le sue prime partite si stanno aprendo nei thread.
league-no-season-yet = Nessuna stagione è ancora iniziata: un moderatore ne avvia una con `/league start`.
league-summary = **{ $name }**: la stagione { $registering } accetta iscrizioni (`/league join`).
league-summary-playing = **{ $name }**: si sta giocando la stagione { $playing } (`/league standings`); la stagione { $registering } accetta iscrizioni (`/league join`).
league-summary-settings = Stagioni di { $days } giorni, gironi di al massimo { $size }, { $games } partite alla volta per giocatore, { $movers } promossi e retrocessi per girone; { $variant } con { $lexicon }, { $time } per mossa.
league-movers-default = uno su sei
league-registered = Iscritti ({ $count }): { $players }
league-registered-nobody = ancora nessuno
league-player-division = { $player } (gir. { $division })
