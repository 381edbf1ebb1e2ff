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
err-word-list-gone = La lista di parole di questa partita ({ $lexicon }), com'era all'inizio della partita, non è più sul bot, quindi nessuna giocata, cambio o contestazione può essere verificata. L'operatore del bot può rimettere la lista; un moderatore può chiudere la partita con `/game end`.
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
err-unreadable-input = Non sono riuscito a leggere { $input }. Prova `/help`.
err-unreadable-command = Non sono riuscito a leggere quel comando. Prova `/help`.
surprise-random-boards = da una a quattro minitavole a caso

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
board-coming-by-dm = Il tabellone sarà inviato a ogni giocatore in messaggio diretto tra poco.
start-coming-by-dm = Il sorteggio e il tabellone saranno inviati a ogni giocatore in messaggio diretto tra poco.
board-sent-by-dm = Il tabellone è stato inviato a ogni giocatore in messaggio diretto.
start-sent-by-dm = Il sorteggio e il tabellone sono stati inviati a ogni giocatore in messaggio diretto.
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

## Messaggi nel canale: nella lingua del server (`/settings server language:`). I nomi arrivano
## con escape, le menzioni come `<@id>`, gli orari come timestamp di Discord (`<t:...:R>`).

post-total = totale { $total }
post-your-turn = { $player }, tocca a te.
post-final-challenge = { $player }: l'ultima mossa chiude la partita. Contestala con `/challenge`, o accettala con `/pass`.
post-time-runs-out = Il tempo scade { $when }.
post-game-over = **Partita finita.**
post-timed-out = { $player } ha esaurito il tempo: il turno passa al giocatore successivo ({ $missed } su { $limit } turni saltati di fila consentiti).
post-timed-out-forfeits = { $player } ha esaurito il tempo { $missed ->
    [one] { $missed } volta
   *[other] { $missed } volte
} di fila e perde la partita a tavolino.
standing-resigned = (abbandono)
standing-before = ({ $score } prima del conteggio delle tessere non giocate)
standing-draw = (pareggio)
standing-wins = (vince)
turn-play = { $word } in { $at } per { $score }
turn-play-bingo = { $word } in { $at } per { $score } (bingo +{ $bingo })
turn-exchange = cambio di { $tiles ->
    [one] { $tiles } tessera
   *[other] { $tiles } tessere
}
turn-pass = passa il turno
turn-time-out = tempo scaduto; il turno passa al successivo
turn-lost = perde questo turno
turn-lost-challenge = perde questo turno (contestazione respinta)
turn-challenged-off = mossa ritirata dopo la contestazione di { $by }: { $outcome }
turn-challenged = mossa contestata da { $by }: { $outcome }
turn-resigned = abbandona
turn-end-count = { $points } per le tessere rimaste { $racks }: { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] non è valida
   *[other] non sono valide
}; le tessere tornano sul leggio ({ $points })
challenge-loses-turn = tutte le parole sono valide; chi ha contestato perde un turno
challenge-bonus = tutte le parole sono valide; { $player } riceve { $points }
challenge-no-penalty = tutte le parole sono valide; nessuna penalità con questa regola
rack-owner = di { $name }
racks-one = sul leggio { $owner }
racks-many = sui leggii { $owners } e { $last }
racks-none = sugli altri leggii
lobby = Partita #{ $game }: { $variant }, regola di contestazione { $rule }, { $time } per turno, lessico { $lexicon }, { $rated }. Al tavolo ({ $seated } su { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (tessere: { $language })
lobby-rated = classificata
lobby-unrated = non classificata
seat-to-target = { $level }, fino a { $target }
seat-turn-time = { $time } per turno
language-english = inglese
language-french = francese
language-german = tedesco
language-spanish = spagnolo
language-italian = italiano
language-dutch = olandese
language-portuguese = portoghese
language-polish = polacco
language-norwegian = norvegese
language-swedish = svedese
language-catalan = catalano
seat-name-computer = Computer ({ $level })
seat-name-empty = Posto { $seat }
computer-level-easy = facile
computer-level-medium = medio
computer-level-hard = difficile
computer-level-expert = esperto
notice-opened = { $by } ha aperto una partita. Entra con `/game join` (o con il pulsante); qualsiasi giocatore può avviarla con `/game start`. { $lobby }
notice-joined = { $name } entra nella partita. { $lobby }
notice-left = { $name } lascia la partita. { $lobby }
notice-left-closed = { $name } se ne va; la partita è chiusa.
notice-computer-seated = Un giocatore computer ha preso posto. { $lobby }
notice-end-asked = { $by } chiede di chiudere la partita #{ $game }. Devono ancora accettare con `/game end`: { $waiting }.
notice-ended = La partita #{ $game } è stata chiusa senza risultato.
notice-word-list-gone = La partita #{ $game } è sospesa: la sua lista di parole ({ $lexicon }), com'era all'inizio della partita, non è più sul bot, quindi nessuna giocata, cambio o contestazione può essere verificata. Il tabellone, i leggii, `/score` e `/gcg` rispondono ancora. L'operatore del bot può rimettere la lista; un moderatore può chiudere la partita con `/game end`.
draw-title = Il sorteggio della prima mossa
draw-round = Giro { $round }: { $drawn }
draw-won = { $player } ha pescato la tessera più vicina alla A (un jolly batte ogni lettera) e comincia.
draw-first-play = Prima mossa
draw-given-first = Comincia { $player }, come previsto dall'abbinamento (nessun sorteggio per la prima mossa).
draw-then = { $before }, poi { $next }
draw-order = Ordine di gioco: { $order }.
rack-your-turn = Tocca a te!
rack-dms-closed-note = { $player }, non sono riuscito a inviarti il leggio in DM (i tuoi messaggi diretti sono chiusi). Usa `/rack` per vederlo.
reminder-in-channel = La partita #{ $game } in { $channel } ti aspetta: il tuo tempo scade { $when }. (`/settings reminders on:False` disattiva questi promemoria.)
reminder = La partita #{ $game } ti aspetta: il tuo tempo scade { $when }. (`/settings reminders on:False` disattiva questi promemoria.)
reminder-note = { $player }, la partita #{ $game } ti aspetta: il tuo tempo scade { $when }.
board-bag = sacchetto
board-cup = bussolotto
board-word = P
board-letter = L

## Rifiuti di una mossa da parte delle regole, o per come è stata scritta (detti come una frase: il bot
## mette la maiuscola alla prima lettera e aggiunge il punto finale).

rule-game-over = la partita è finita
rule-resigned = hai abbandonato questa partita
rule-not-your-turn = non è il tuo turno
rule-awaiting-final-challenge = l'ultima mossa chiude la partita: contestala, o passa per accettarla
rule-invalid-words = fuori dal dizionario: { $words }
rule-exchange-nothing = scegli almeno una tessera da cambiare (o passa)
rule-exchange-bag-too-small = non puoi cambiare con solo { $in_bag ->
    [one] { $in_bag } tessera
   *[other] { $in_bag } tessere
} nel sacchetto (ne servono almeno { $needed })
rule-challenges-off = in questa partita le contestazioni sono disattivate: le parole vengono controllate quando si giocano
rule-nothing-to-challenge = non c'è nessuna mossa da contestare
rule-own-play = non puoi contestare la tua stessa mossa
rule-no-tiles = una mossa richiede almeno una tessera del tuo leggio
rule-off-board = { $square } è fuori dal tabellone
rule-occupied = la casella { $square } è già occupata
rule-same-square-twice = la casella { $square } è usata due volte in questa mossa
rule-not-in-line = tutte le tessere di una mossa devono stare in una sola riga o in una sola colonna
rule-gap = la mossa lascia un buco in { $square }: le tessere devono formare un'unica parola continua
rule-first-play-off-start = la prima mossa deve coprire la stella centrale ({ $square })
rule-first-play-too-short = la prima mossa richiede almeno due tessere
rule-not-connected = la mossa deve toccare una tessera già sul tabellone
rule-a-blank = un jolly
rule-tile-number = la tessera numero { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = non hai { $tiles } sul tuo leggio
rule-only-tiles = hai solo { $held } { $tile } sul tuo leggio, non { $wanted }
rule-only-blanks = hai solo { $held ->
    [one] un jolly
   *[other] { $held } jolly
} sul tuo leggio, non { $wanted }
rule-unreadable-square = { $square } non è una casella: scrivi la riga e poi la colonna per giocare in orizzontale (8D), la colonna e poi la riga per giocare in verticale (D8)
rule-square-off-board = { $square } è fuori dal tabellone
rule-empty-word = la mossa non contiene nessuna parola
rule-runs-off-board = { $word } non ci sta: da { $square } esce dal tabellone
rule-through-mismatch = sul tabellone in { $square } c'è { $board }, non { $written }
rule-nothing-to-play-through = in { $square } non c'è nessuna tessera su cui appoggiarsi
rule-unknown-letter = in questa partita non esiste la tessera { $letter }
rule-unbalanced-parentheses = le parentesi in { $play } non sono bilanciate
rule-no-new-tiles = la mossa non mette nessuna nuova tessera sul tabellone
rule-not-a-play = { $play } non è una mossa: scrivi la casella e poi la parola, come 8D QUIXOTE

## `/settings`: cosa è impostato ora, e i tuoi promemoria.

settings-describe = Nuove partite qui: lessico { $lexicon }, regola di contestazione { $rule }, { $time } per turno, leggii { $racks }; ruolo di moderatore: { $role }. `/word` durante una partita: { $words }. Analisi delle partite finite: { $reviews }. Messaggi nei canali: { $language }.
settings-racks-dm = in DM
settings-racks-command = solo con `/rack`
settings-no-role = nessuno (Gestisci server)
settings-words-allowed = consentito
settings-words-not-allowed = non consentito (il dizionario serve per le contestazioni)
settings-reviews-players = i giocatori della partita
settings-reviews-anyone = chiunque
settings-reminders-on = I promemoria sono attivi: ti avviserò quando una partita ti aspetta.
settings-reminders-off = I promemoria sono disattivati. Riattivali con `/settings reminders on:True`.

## `/settings show` per i moderatori, e l'avviso di un canale che rifiuta i messaggi del bot.

channels-all-well = Tutto a posto: Lexicord ha tutti i permessi che gli servono nei canali con partite ed eventi di qui ({ $channels } controllati).
channels-heading = Che cosa manca a Lexicord dove qui si giocano partite ed eventi:
channels-cannot-view = Lexicord non può vedere { $channel }: dagli «Visualizza canali» lì.
channels-cannot-send = Lexicord non può scrivere in { $channel }: dagli «Invia messaggi» lì.
channels-cannot-send-in-threads = Lexicord non può scrivere nel thread { $channel }: dagli «Invia messaggi nei thread» nel canale del thread.
channels-cannot-attach = Lexicord non può allegare file in { $channel }: dagli «Allega file» lì.
channels-cannot-open-threads = Lexicord non può aprire thread in { $channel }, dove tornei e leghe giocano le loro partite: dagli «Crea thread pubblici» e «Invia messaggi nei thread» lì.
channels-gone = { $channel } non esiste più: le partite di lì non possono proseguire.
channels-unknown = Discord non ha detto che cosa può fare Lexicord in { $channel }: riprova più tardi.
channels-server-unknown = Discord non ha detto che cosa può fare Lexicord in questo server: riprova più tardi.
alert-unreachable = Discord continua a rifiutare i messaggi di Lexicord in { $channel } (server { $server }) per mancanza di permessi: le partite di lì aspettano finché potrà scrivere di nuovo.
alert-unreachable-check = Controlla i permessi di Lexicord nelle impostazioni di quel canale (Permessi) e quelli del suo ruolo.

## Pulsanti sotto i messaggi e i pannelli, e un pulsante premuto troppo tardi.

button-pass = Passa
button-exchange = Cambia
button-challenge = Contesta
button-my-rack = Il mio leggio
button-join = Unisciti
button-start = Inizia
button-board = Tabellone
button-play = Gioca
button-confirm = Conferma
button-places = Scegli dove giocarla
button-game-not-played = La partita #{ $game } non è in corso: questo pulsante non fa più nulla.
