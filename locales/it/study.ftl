# Lexicord: study messages (it). Same messages, same values, as the English file.

## `/word`

word-valid-one = Valida in { $lexicon }:
word-invalid-one = Non valida in { $lexicon }:
word-all-valid = Tutte le { $count } valide in { $lexicon }:
word-some-invalid = { $invalid } su { $count } non valide in { $lexicon }:
word-valid = valida
word-not-valid = non valida
word-hooks = Agganci di **{ $word }** in { $lexicon }: prima { $before }; dopo { $after }.
word-no-hooks = nessuno
word-anagrams = { $count ->
    [one] { $count } anagramma
   *[other] { $count } anagrammi
} di { $asked } in { $lexicon }:
word-no-anagrams = Nessun anagramma di { $asked } in { $lexicon }.
word-built = { $count ->
    [one] { $count } parola
   *[other] { $count } parole
} da { $asked } in { $lexicon }:
word-none-built = Nessuna parola da { $asked } in { $lexicon }.
word-matching = { $count ->
    [one] { $count } parola corrisponde
   *[other] { $count } parole corrispondono
} a { $asked } in { $lexicon }:
word-none-matching = Nessuna parola corrisponde a { $asked } in { $lexicon }.
word-attached = { $head } troppe da mostrare qui, quindi l'elenco completo è allegato (words.txt).

## `/score`

score-not-a-pool = { $pool } non è una categoria di classifica: scegline una dall'elenco (variante, lessico, ritmo).
score-no-rated-in-pool = Ancora nessuna partita valida per la classifica in { $pool } su questo server.
score-no-rated-games = Ancora nessuna partita valida per la classifica su questo server: le partite tra persone contano, salvo se aperte con `rated:False`.
score-record = **{ $player }** su questo server: { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $wins } vinte, { $losses } perse, { $draws } pari; media { $average }, miglior partita { $best_game }, miglior mossa { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingo
}.
score-no-ratings = Ancora nessuna partita valida per la classifica.
score-ratings = Punteggi (Glicko-2; `?` è provvisorio, deviazione oltre 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } partita valida
   *[other] { $games } partite valide
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (provvisorio), { $games ->
    [one] { $games } partita valida
   *[other] { $games } partite valide
}
score-chart-title = { $player }: storico del punteggio
score-chart-games = partite
score-board-title = Classifica
score-board-subtitle = { $pool } · ? = provvisorio
score-column-player = Giocatore
score-column-rating = Punteggio
score-column-deviation = RD
score-column-games = Partite
score-column-record = V-S
score-board-leader = { $player } è in testa con { $rating }.
score-board-head = **Classifica**, { $pool }: { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}.

## Scoreboard

status-lobby = in attesa
status-active = in corso
status-finished = finita
status-abandoned = abbandonata
scoreboard-title = **Partita #{ $game }** ({ $status })
scoreboard-to-move = di turno
scoreboard-target = fino a { $target }
scoreboard-bag = Tessere nel sacchetto: { $tiles }

## `/review`

review-judged-static = equity statica
review-judged-simulated = simulata, { $rounds } simulazioni
review-judged-exact = finale risolto esattamente
review-judged-unproven = finale non dimostrato entro il budget: la linea migliore trovata, { $depth } turni avanti
review-judged-pre-endgame = finale dopo ciascuna delle { $draws } tessere che il sacchetto poteva contenere, tutti risolti esattamente
review-judged-pre-endgame-unproven = finale dopo ciascuna delle { $draws } tessere che il sacchetto poteva contenere, non tutti dimostrati entro il budget
review-note-equity = **-{ $lost }** di equity
review-note-win = -{ $percent } di probabilità di vittoria
review-missed-bingo = bingo mancato { $play }
review-loss = - Turno { $turn }: { $played } per { $score }; migliore { $best } ({ $notes })
review-head = **Analisi della partita #{ $game }**: { $players }.
review-how-judged = Turni giudicati per equity (punti più residuo; simulati, e finali risolti esattamente, dove il budget lo ha permesso).
review-tail = Ogni turno è in `{ $file }`: la mossa fatta, la migliore per equity, l'equity e la probabilità di vittoria perse.
review-player = **{ $player }**: { $lost } di equity persa in { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
}
review-missed-bingos = { $count ->
    [one] { $count } bingo mancato
   *[other] { $count } bingo mancati
}
review-file-head = Analisi della partita #{ $game }: { $players }
review-file-equity = L'equity è misurata per turno secondo come il turno è stato giudicato: statica (punti più residuo), simulata (punti guadagnati nei turni successivi, contando la risposta dell'avversario, più il residuo: più bassa della statica) o finale risolto esattamente (lo scarto fino alla fine). Confronta l'equity di un turno con quella della mossa migliore.
review-file-player = { $player }: { $lost } di equity persa in { $turns } turni giudicati, { $bingos } bingo mancati
review-file-by-loss = Prima le perdite più grandi
review-file-in-order = Turno per turno
review-challenged-off = ritirata dopo contestazione
review-column-turn = turno
review-column-player = giocatore
review-column-rack = leggio
review-column-played = giocata
review-column-score = punti
review-column-equity = equity
review-column-best = migliore
review-column-best-equity = equity migliore
review-column-equity-lost = equity persa
review-column-win-after = vittoria dopo
review-column-win-lost = vittoria persa
review-column-judged = giudizio
review-column-note = nota

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank }º
}
puzzle-legal-plays = { $count ->
    [one] { $count } mossa valida
   *[other] { $count } mosse valide
}
puzzle-or = o
puzzle-to = a
puzzle-picture-you = Tu
puzzle-picture-opponent = Avversario
puzzle-picture-opponent-n = Avversario { $n }
puzzle-answer-best = { $play } per { $score }: una mossa migliore
puzzle-answer-ranked = { $play } per { $score }: { $rank } su { $plays }
puzzle-reveal = **La risposta di ieri** ({ $day }, leggio `{ $rack }`): { $plays } per **{ $score }**{ $more }, il punteggio più alto su { $count }. { $solved } su { $answered ->
    [one] { $answered } partecipante
   *[other] { $answered } partecipanti
} l'hanno trovata.
puzzle-reveal-more = (e altre { $count })
puzzle-reveal-yours = Hai giocato { $answer }.
puzzle-head = **Enigma del { $day }** ({ $lexicon }): trova la mossa che fa più punti con il leggio `{ $rack }`.
puzzle-from-game = Dalla partita #{ $game } su questo server
puzzle-from-computer = Da una partita del computer contro sé stesso
puzzle-position = { $from }; punteggi { $scores } (il tuo per primo), { $tiles ->
    [one] { $tiles } tessera
   *[other] { $tiles } tessere
} nel sacchetto, { $plays }.
puzzle-your-answer = La tua risposta di oggi: { $answer }. La soluzione arriva con l'enigma di domani.
puzzle-how-to-answer = Rispondi con `/puzzle answer word: at:` come per `/play`. Le mosse sono classificate per punti; conta la tua prima risposta del giorno.
puzzle-record = serie di { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
} (la più lunga { $longest }), { $solved } risolti su { $answered }
puzzle-practice-only = Solo allenamento: conta la tua prima risposta di oggi ({ $answer }).
puzzle-best = **Mossa migliore!** { $play } fa { $score }: nessuna mossa valida fa di più
puzzle-tied = { $count ->
    [one] { $count } altra mossa fa
   *[other] { $count } altre mosse fanno
} lo stesso
puzzle-in-all = ({ $plays } in tutto).
puzzle-ranked = { $play } fa { $score }: è **{ $rank }** su { $plays } per punti ({ $more ->
    [one] { $more } mossa fa
   *[other] { $more } mosse fanno
} di più). Non è la migliore: la soluzione arriva con l'enigma di domani.
puzzle-your-record = I tuoi enigmi: { $record }.
puzzle-top-head = **Solutori di enigmi** (prime risposte che hanno trovato una mossa migliore; una serie sono giorni consecutivi risolti)
puzzle-top-nobody = Qui nessuno ha ancora risolto un enigma.
puzzle-top-you = Tu: { $record }.
puzzle-top-never = Non hai ancora risposto a nessun enigma qui: `/puzzle show`.

## `/practice`

practice-record = serie { $streak } (la più lunga { $longest }), { $right } giuste su { $answered }
practice-head = **Allenamento** dalla tua partita #{ $game } (turno { $turn }, { $lexicon }): trova la mossa migliore per il tuo leggio `{ $rack }`.
practice-position = Punteggi { $scores } (il tuo per primo), { $tiles ->
    [one] { $tiles } tessera
   *[other] { $tiles } tessere
} nel sacchetto. Nella partita: { $made } ({ $points ->
    [one] { $points } punto
   *[other] { $points } punti
}).
practice-how-to-answer = Le mosse sono giudicate per equity: i punti più quanto valgono le tessere che tieni, secondo il computer difficile. Rispondi con `/practice word: at:` come per `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } posizione in attesa
   *[other] { $waiting } posizioni in attesa
}. Il tuo allenamento: { $record }.
practice-no-games = Non hai ancora una partita finita su cui allenarti. Finisci una partita (contro il computer con `/game add-bot`, o con gli amici), poi chiedi di nuovo.
practice-no-mistakes = Niente da allenare: { $games ->
    [one] nella tua { $games } partita finita
   *[other] nelle tue { $games } partite finite
} ogni mossa è stata la migliore per equity (entro un punto), oppure la partita non aveva posizioni di tipo classico.
practice-all-answered = Hai risposto a tutte le posizioni { $games ->
    [one] della tua { $games } partita finita
   *[other] delle tue { $games } partite finite
}. Finisci altre partite per averne di nuove. Il tuo allenamento: { $record }.
practice-right = **Giusto!** { $play } fa { $score }, equity { $equity }: nessuna mossa vale di più.
practice-wrong = { $play } fa { $score }, equity { $equity }. **Non è la migliore**: { $best } fa { $best_score }, equity **{ $best_equity }** ({ $gap } in più)
practice-more-as-good = (e altre { $count } altrettanto buone)
practice-streak-again = La tua serie riparte da capo.
practice-after-next = Il tuo allenamento: { $record }. { $waiting ->
    [one] { $waiting } posizione in attesa
   *[other] { $waiting } posizioni in attesa
}: `/practice` mostra la prossima.
practice-after-none = Il tuo allenamento: { $record }. { $waiting ->
    [one] { $waiting } posizione in attesa
   *[other] { $waiting } posizioni in attesa
}.

## `/gcg replay:True`

replay-too-large = Il replay della partita #{ $game } supera il limite di caricamento di Discord.
replay-posted = Il replay della partita #{ $game } è pubblicato nel canale.
replay-headline = Replay della partita #{ $game }: { $players } ({ $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = Il tabellone è pubblicato.
board-not-posted = Non sono riuscito a pubblicare in questo canale, quindi ecco il tabellone per te.
history-none = Ancora nessuna mossa.
history-as-file = La cronologia è lunga: eccola come file.
gcg-record = La partita #{ $game } come registrazione GCG.
games-none = Non hai partite in corso. Aprine una con `/game new` nel canale di un server o in un messaggio diretto di gruppo.
games-head = **Le tue partite**
games-button = Partita #{ $game }
games-your-turn = **tocca a te**
games-to-move = tocca a { $player }
games-nobody = nessuno
games-line = Partita #{ $game } in { $place }: { $turn }; tu { $score } contro { $opponents }
games-time-runs-out = il tempo scade { $when }
games-place-some-channel = **{ $server }** › un canale
games-place-dm = un messaggio diretto o di gruppo
games-place-gone = un server che non vedo più

## Rack

rack-yours = Il tuo leggio
rack-empty = vuoto
rack-in-channel = in { $channel }
rack-caption = { $what }{ $place } (partita #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } non entra da nessuna parte sul tabellone con le tessere del tuo leggio. Non è stato giocato nulla.
panel-places = Dove può andare { $word }, prima la migliore: scegline una per vederla prima di giocare.
panel-press-confirm = Premi Conferma per giocarla.
panel-game-ended = Questa partita è finita (partita #{ $game }): { $scores }. Questo pulsante non fa più nulla.
panel-no-longer-your-turn = Non è più il tuo turno: { $last }
panel-nothing-changed = Non è cambiato nulla.
panel-out-of-date = Questo pannello non è aggiornato e non è cambiato nulla. Da allora: { $last }
panel-your-turn = Tocca a te.
panel-waiting-for = In attesa della mossa di { $player }.
panel-not-your-turn = Non è il tuo turno.
panel-form-play = Gioca una parola
panel-form-word = Parola (minuscola = jolly)
panel-form-word-example = per esempio HORN o hoRN
panel-form-square = Casella della prima lettera (o vuota)
panel-form-square-empty = vuota: ti dico dove può andare
panel-form-direction = Direzione: across o down
panel-form-exchange = Cambia tessere
panel-form-tiles = Tessere da cambiare (? per un jolly)
panel-form-tiles-example = per esempio QVU
panel-form-bad-direction = La direzione è `across` o `down`: non è stato giocato nulla.
panel-form-hint = Nel modulo, scrivi la parola (una minuscola è un jolly; le tessere già sul tabellone con la loro lettera o `.`), la casella della prima lettera come lettera di colonna e numero di riga del tabellone (per esempio H8), e la direzione `across` o `down`.

## Preview

preview-text = Anteprima (non giocata, parole non verificate): { $play } per { $score }{ $bingo }. Parole: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Anteprima

## Charts

chart-win-title = Probabilità di vincere: { $player }
chart-after-each-turn = dopo ogni turno
chart-big-loss = un turno che ha perso il 5% o più
chart-end = fine
chart-turns = turni
chart-score-title = Punteggio nel corso della partita
chart-moves = mosse
