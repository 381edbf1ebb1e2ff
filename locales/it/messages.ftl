# Lexicord: what the bot says privately, Italian.

## Rifiuti: ciò che un giocatore ha chiesto e che le regole o la partita non consentono. Non è stato cambiato nulla.

err-no-game-here = Non c'è nessuna partita in questo canale. Iniziane una con `/game new`.
err-channel-has-game = Questo canale ha già una partita. Finiscila (o chiedi a un moderatore di usare `/game end`) prima di iniziarne un'altra.
err-not-a-player = Non stai giocando in questa partita.
err-not-started = La partita non è ancora iniziata: `/game start` distribuisce le tessere.
err-already-started = La partita è già iniziata.
err-already-joined = Fai già parte di questa partita.
err-game-full = La partita è al completo ({ $players } giocatori).
err-not-enough-players = Una partita richiede da 2 a 4 giocatori (per ora al tavolo: { $seated }). Invita qualcuno a entrare con `/game join`, o aggiungi un giocatore computer con `/game add-bot`.
err-not-allowed-to-end = Solo un moderatore, o tutti i giocatori insieme, possono chiudere una partita.
err-not-a-moderator = Solo un moderatore può cambiare le impostazioni del server.
err-bad-tiles = Non sono riuscito a leggere le tessere { $tiles }: scrivi le lettere del tuo leggio, e ? per un jolly (per esempio `AEI?`).
err-unknown-lexicon = Su questo bot non c'è il lessico { $name }. Disponibili: { $available }.
err-bad-square = `{ $square }` non è una casella: scrivi la colonna e la riga, ad es. I8.
err-no-such-game = Non esiste la partita #{ $game }.
err-panel-out-of-date = Questo pannello non è aggiornato: la partita è andata avanti da quando è stato mostrato. Non è stato cambiato nulla.
err-words-during-game = Hai una partita in corso su questo server ({ $channel }) e le regole consentono il dizionario solo per le contestazioni: `/word` ti risponderà di nuovo quando le tue partite qui saranno finite. Un moderatore può consentirlo durante le partite con `/settings server words_in_games:True`.
err-game-not-over = Quella partita è ancora in corso: l'analisi arriverà quando sarà finita.
err-replay-before-end = Quella partita è ancora in corso: il replay arriverà quando sarà finita.
err-time-ran-out = Il tuo tempo è scaduto { $when }: tra un attimo il turno passa al giocatore successivo, e la tua mossa non è stata giocata.
err-not-your-review = Su questo server solo i giocatori di una partita possono analizzarla (un moderatore può aprire le analisi a tutti con `/settings server reviews:anyone`).
err-puzzle-needs-server = Gli enigmi appartengono a un server: nei messaggi diretti non ce ne sono. Usa `/puzzle show` in un canale di un server in cui c'è il bot.
err-no-puzzle-yet = Oggi su questo server non c'è ancora un enigma: `/puzzle show` lo fa uscire, poi puoi rispondere.
err-no-practice-position = Non hai nessuna posizione di allenamento a cui rispondere: `/practice` ti mostra la prossima, poi rispondi con `/practice word: at:`.
err-practice-needs-both = Per rispondere alla tua posizione di allenamento indica sia `word:` sia `at:`, scritti come per `/play`; `/practice` da solo mostra la posizione.
err-other-languages-tiles = Le liste di parole in altre lingue si giocano nelle partite classic, nine-tile e Finish Line: scegli una di queste varianti, oppure una lista di parole inglese.
err-internal = Ci dispiace, qualcosa è andato storto da parte nostra (id errore `{ $id }`).

## Consigli aggiunti a un rifiuto quando l'errore era nel modo di scrivere una mossa o le sue tessere.

hint-write-play = Scrivi la casella e poi la parola: `/play word:HORN at:8F` va in orizzontale dalla riga 8, colonna F; `at:F8` va in verticale. Una lettera minuscola è un jolly; le tessere già sul tabellone si scrivono con la loro lettera (o `.`).
hint-rack = `/rack` mostra le tue tessere; scrivi `?` o una lettera minuscola per un jolly.

## Prima della partita: cosa viene detto al giocatore che ha chiesto.

game-opened = La tua partita #{ $game } è aperta.
game-joined = Ora fai parte della partita.
game-left = Hai lasciato la partita.
game-computer-seated = Il giocatore computer ha preso posto.
game-resigned = Hai abbandonato.
game-ended = La partita è chiusa.
game-vote-counted = Il tuo voto è stato contato.
game-started = La partita è iniziata.

## Dopo un turno: cosa viene detto al giocatore che ha mosso, oltre a ciò che ha fatto.

done = Fatto.
done-what = Fatto: { $what }.
board-coming = Il tabellone sarà pubblicato nel canale tra poco.
start-coming = Il sorteggio e il tabellone saranno pubblicati nel canale tra poco.
new-rack-sent = Il tuo nuovo leggio è nei tuoi messaggi diretti.
new-rack-dms-closed = I tuoi messaggi diretti sono chiusi, quindi ecco il tuo nuovo leggio: `{ $tiles }`.
new-rack-by-command = Usa `/rack` per vedere il tuo nuovo leggio.
new-rack-delayed = Il tuo nuovo leggio arriverà tra poco in DM (oppure usa `/rack`).
rack-sent = Il tuo leggio è nei tuoi messaggi diretti.
rack-dms-closed = I tuoi messaggi diretti sono chiusi, quindi ecco il tuo leggio: `{ $tiles }`.
rack-by-command = Usa `/rack` per vedere il tuo leggio.
rack-delayed = Il tuo leggio arriverà tra poco in DM (oppure usa `/rack`).

## Aggiunti dopo il primo catalogo.

notice-coming = Il canale ne sarà informato tra poco.
challenge-upheld = La tua contestazione della mossa di { $player } è stata accolta: { $outcome }.
challenge-failed = La tua contestazione della mossa di { $player } è stata respinta: { $outcome }.
