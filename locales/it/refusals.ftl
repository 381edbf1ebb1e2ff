# Lexicord: rifiuti formulati secondo le regole delle varianti, le impostazioni, gli strumenti per le parole e i
# tornei, in italiano. Ognuno è detto in privato al giocatore che l'ha chiesto; non è stato cambiato
# nulla. I valori in { $name } li inserisce il bot; i nomi arrivano come testo semplice. I messaggi
# che iniziano con la minuscola sono parti di una frase: il bot aggiunge la maiuscola e il punto finale.

## Quando i pezzi propri di una variante rifiutano una mossa.

rule-unknown-player = in questa partita non c'è nessun giocatore { $player }
rule-blocked = su { $square } c'è un blocco: lì non si può giocare nessuna tessera
rule-no-blocker = non hai nessun blocco: copri una casella Blocco per prenderne uno
rule-role-takes-no-blockers = il ruolo { $role } non prende blocchi: li prendono solo rookie e standard
rule-blocker-off-board = un blocco va su una casella vuota del tabellone
rule-blocker-on-filled-square = { $square } non è vuota: un blocco va su una casella vuota
rule-closed-square = nessuna tessera può andare su { $square }: è la linea tra le due metà
rule-off-your-side = { $square } è nella metà del tuo avversario: le tue parole restano nella tua metà, colonne { $side }
rule-first-word-off-station = la tua prima parola deve coprire una casella della tua stazione spaziale nella riga in alto
rule-not-connected-to-your-side = la tua parola deve collegarsi a una parola che hai giocato nella tua metà
rule-yellow-blank-kept = i jolly gialli restano accanto al tuo leggio e non si possono cambiare
rule-no-exchange-with-dice = nel gioco dei dadi non ci sono cambi: gioca una parola o passa

## Free for All: tessere messe ovunque, parole lette lungo percorsi.

paths-outside-area = { $square } è fuori dall'area 9x9 al centro del tabellone (da D4 a L12)
paths-first-play-off-centre = la prima mossa deve coprire la casella centrale H8
paths-first-play-too-short = la prima mossa richiede almeno due tessere
paths-not-touching = la mossa deve toccare una tessera già sul tabellone (in orizzontale, in verticale o in diagonale)
paths-too-many-words = indica al massimo tre parole
paths-same-word-twice = indica ogni parola una sola volta
paths-no-words = indica almeno una parola, o chiedi le tre migliori
paths-cannot-read = { $word } non si può leggere lungo tessere adiacenti passando per una tessera che hai giocato
paths-tile-left-out = le tue parole lasciano fuori la tessera in { $square }: ogni tessera che giochi deve stare in una di esse
paths-no-word-through = nessuna parola di due o più lettere passa per le tessere che hai giocato
paths-not-a-word = { $word } non è una parola
paths-not-a-tile = { $token } non è una tessera: scrivi ognuna come SQUARE=LETTER, ad es. H8=D (minuscola per un jolly)
paths-no-tiles = indica le tessere che metti, ad es. `/place tiles:H8=D I8=O`

## Le opzioni di una variante, e ciò che una variante non ha.

variant-bad-target = { $given } non è un obiettivo di Finish Line: scegli un punteggio da { $min } a { $max }
variant-target-without-finish-line = solo Finish Line ha un punteggio obiettivo
variant-advanced-without-dice = il gioco avanzato è un'opzione solo del gioco dei dadi
variant-design-without-surprise = il disegno del tabellone è solo per le partite Surprise
variant-cards-without-hyper-race = il mazzo di carte è un'opzione solo di Hyper-Race
variant-rounds-without-free-for-all = le manche sono un'opzione solo di Free for All
variant-bad-rounds = { $given } manche: Free for All dura da { $min } a { $max } manche
design-unreadable = { $given } non è una minitavola: scrivi NUMBER SIDE @ SQUARE, ad es. 3b@F6 (tavole da 1 a 9, faccia a classica o b nuova, la casella in alto a sinistra; +10 per il bonus delle stelle), oppure un modello: { $presets }
design-twice = la minitavola { $board } è posata due volte: ce n'è una sola per tipo
design-off-board = una minitavola in { $square } uscirebbe dal tabellone: la sua casella in alto a sinistra va da A1 a K11
design-empty = posa almeno una minitavola
design-no-star = nessuna stella è visibile: ne serve almeno una da cui iniziare
feature-review-dice = Il gioco dei dadi non ha analisi: il suo tappeto viene rimescolato dopo ogni mossa e ogni lancio è nuovo, quindi non c'è una mossa migliore con cui confrontare.
feature-review-race = Una corsa non ha analisi: senza punti non c'è una mossa migliore per punteggio con cui confrontare.
feature-review-paths = Una partita di Free for All non ha analisi: le sue parole seguono percorsi che l'elenco delle mosse dell'analisi non conosce.
feature-review = Questa partita non ha analisi.
feature-gcg-paths = Una partita di Free for All non ha registrazione GCG: le sue parole seguono percorsi che un file GCG non sa scrivere.
feature-gcg = Questa partita non ha registrazione GCG.
feature-line-plays = In Free for All, metti le tessere con `/place tiles: words:`.
feature-path-plays = `/place` è per le partite di Free for All: qui usa `/play`.
feature-puzzles = Gli enigmi vengono solo da partite classiche.
feature-roles = Un ruolo (pro, rookie, intermediate) si sceglie solo in Blanks & Blockers: variant blanks-blockers.
feature-levels = Un livello si sceglie solo in Finish Line a livelli: variant finish-line senza obiettivo, in cui ogni giocatore gioca fino al punteggio del suo livello.
feature-exchanges = Questa partita non ha cambi.
feature-blockers = Questa partita non ha blocchi.
feature-timed-turns = Questa partita non ha un tempo per turno proprio.
feature-board-design = il disegno del tabellone è solo per le partite Surprise

## Nomi scelti da un elenco: «{ $given } non è un...: scegli { $valid }».

unknown-value = { $given } non è un valore valido: scegli { $valid }
unknown-variant = { $given } non è una variante: scegli { $valid }
unknown-free-for-all-rounds = { $given } non è una variante: scegli free-for-all o free-for-all-N (N round)
unknown-finish-line-target = { $given } non è una variante: scegli classic, nine-tile o finish-line-N (N punti per vincere)
unknown-challenge-rule = { $given } non è una regola di contestazione: scegli { $valid }
unknown-level = { $given } non è un livello: scegli { $valid }
unknown-role = { $given } non è un ruolo: scegli { $valid }
unknown-computer-level = { $given } non è un livello del computer: scegli { $valid }
unknown-language = { $given } non è una lingua: scegli { $valid }
unknown-rack-delivery = { $given } non è una modalità di consegna del leggio: scegli { $valid }
unknown-review-access = { $given } non è un accesso alle analisi: scegli { $valid }
unknown-pace = { $given } non è un ritmo: scegli { $valid }
unknown-pairing-method = { $given } non è un metodo di abbinamento: scegli { $valid }
unknown-end-convention = { $given } non è una convenzione di fine partita: scegli { $valid }
unknown-move-kind = { $given } non è un tipo di mossa: scegli { $valid }

## Gli strumenti per le parole: come si scrivono le lettere, i jolly e gli insiemi.

query-empty = niente da cercare: scrivi qualche lettera
query-not-a-letter = «{ $found }» non è una lettera
query-not-a-tile = «{ $found }» non è una lettera né `?` (un jolly)
query-not-in-pattern = «{ $found }» non è una lettera, `?`, `*` né `[...]`
query-too-long = { $len } lettere sono troppe: al massimo { $max }
query-too-many-blanks = { $count } jolly (`?`) sono troppi: al massimo { $max }
query-unclosed-set = una `[` non ha la `]` di chiusura
query-empty-set = `[]` deve contenere almeno una lettera
query-unopened-set = una `]` non ha la `[` di apertura

## Le impostazioni di una partita: il tempo per turno, i posti e l'orologio.

setting-turn-limit = Il tempo per turno deve essere tra 30 secondi e 7 giorni.
setting-player-count = Una partita ha da 2 a 4 giocatori.
setting-players-of-variant = { $variant } è un gioco per { $most } giocatori: scegli 1 avversario.
setting-reminder-points = I momenti dei promemoria sono percentuali del tempo per turno, da 1 a 99.
setting-too-many-reminders = Un turno può avere al massimo { $most } promemoria.
setting-missed-turns = Il numero di turni saltati di fila prima della sconfitta a tavolino va da 1 a { $most }.
setting-time-bank = La riserva di tempo deve essere tra zero e 30 giorni.
setting-turn-limit-unreadable = { $given } non è una durata come 24h, 90m, 3d o 30s.
setting-turn-limit-outside = { $given } è fuori dall'intervallo da 30s a 7d.

## Altri rifiuti del bot stesso.

err-use-slash-commands = Usa i comandi slash.
err-button-game-over = La partita #{ $game } è finita: questo pulsante non fa più nulla.
err-puzzle-tiles = { $reason }: il leggio dell'enigma di oggi è `{ $rack }`
err-practice-tiles = { $reason }: il tuo leggio di allenamento è `{ $rack }`

## Tornei e leghe: ciò che viene rifiutato a un giocatore o a un direttore.

event-no-tournament-here = In questo canale non c'è nessun torneo. Un direttore ne apre uno con `/tournament create`.
event-channel-has-tournament = Questo canale ha già un torneo. Deve finire (o un direttore deve chiuderlo con `/tournament end`) prima che qui se ne apra un altro.
event-not-a-director = Solo il direttore del torneo (un moderatore di questo server) può farlo.
event-registration-closed = Le iscrizioni sono chiuse.
event-already-registered = Sei già iscritto.
event-player-already-registered = { $player } è già iscritto.
event-not-registered = Non sei iscritto a questo torneo.
event-no-such-player = Quel giocatore non è in questo torneo.
event-already-started = Il torneo è già iniziato.
event-not-started = Il torneo non è ancora iniziato.
event-finished = Il torneo è concluso.
event-paused = Il torneo è sospeso: un direttore lo riprende con `/tournament resume`.
event-not-paused = Il torneo non è sospeso.
event-too-few-players = Un torneo richiede almeno 2 giocatori: finora gli iscritti sono { $registered }.
event-too-few-for-divisions = { $divisions } gironi richiedono almeno { $needed } giocatori (2 per girone): finora gli iscritti sono { $registered }.
event-no-such-round = Il turno { $round } non è ancora abbinato.
event-no-such-board = { $player } non ha un tavolo nel turno { $round }.
event-bye-has-no-scores = È un turno di riposo: il suo risultato è lo spread del riposo.
event-round-not-complete = Il turno { $round } è ancora in corso: ogni risultato deve essere arrivato (o inserito con `/tournament result`) prima di abbinare il successivo.
event-all-rounds-paired = Tutti i turni sono già abbinati ({ $rounds } turni).
event-round-started = Il turno { $round } è iniziato (è stata giocata una mossa): si può riabbinare solo un turno in cui nessuno ha ancora mosso.
event-not-latest-round = Il turno { $round } non è l'ultimo; solo l'ultimo può essere riabbinato.
event-bad-pairings = Quegli abbinamenti non vanno bene: { $reason }.
event-too-many-repeats = { $first } e { $second } si incontrerebbero più volte di quanto consente questo torneo (al massimo { $most }).
event-already-withdrawn = Il giocatore è già ritirato.
event-no-league-here = In questo canale non c'è nessuna lega. Un moderatore ne apre una con `/league create`.
event-channel-has-league = Questo canale ha già una lega.
event-already-in-league = Sei già iscritto alla stagione { $season }.
event-not-in-league = Non sei iscritto alla stagione { $season }.
event-season-being-played = La stagione { $season } è ancora in corso: la successiva inizia quando sarà finita.
event-too-few-for-season = Una stagione richiede almeno 2 giocatori: finora gli iscritti sono { $registered }.

## Le impostazioni di un torneo o di una lega.

event-tournament-needs-server = I tornei si giocano su un server, non nei messaggi diretti.
event-league-needs-server = Le leghe si giocano su un server, non nei messaggi diretti.
event-rounds = Un torneo ha da 1 a 40 turni.
event-schedule = Il programma degli abbinamenti: { $reason }.
event-round-length = Un turno dura tra 1 ora e 30 giorni.
event-repeats = Il numero massimo di rivincite va da 0 a 40.
event-divisions = Un torneo ha da 1 a { $most } gironi.
event-spreads = Lo spread del riposo va da 0 a 500 e quello della sconfitta a tavolino da -500 a 0.
event-tournament-name-controls = Il nome di un torneo non può contenere caratteri di controllo.
event-league-name-controls = Il nome di una lega non può contenere caratteri di controllo.
event-tournament-name-invisible = Il nome di un torneo deve avere almeno un carattere visibile.
event-league-name-invisible = Il nome di una lega deve avere almeno un carattere visibile.
event-name-length = Il nome deve avere da 1 a 60 caratteri su una sola riga, senza ; o #.
event-turn-limit = Il tempo per mossa deve essere tra 1 ora e 7 giorni.
event-season-length = Una stagione dura da 1 a 180 giorni.
event-division-size = Un girone ha da 2 a 32 giocatori.
event-games-at-once = Un giocatore ha da 1 a 10 partite in corso alla volta.
event-movers = Da 0 a 16 giocatori salgono e scendono per girone.

## Perché un programma non si può leggere, o un turno non si può abbinare (parti di una frase).

schedule-count = { $given } non è un numero di ripetizioni: scrivilo come `2x swiss`
schedule-too-long = il programma elenca { $listed } turni, più dei { $rounds } della competizione
schedule-empty = il programma è vuoto: indica almeno un metodo di abbinamento
pairing-by-hand = questo turno è abbinato a mano
pairing-different-divisions = { $first } e { $second } giocano in gironi diversi
pairing-not-in-event = abbinamenti manuali: { $player } non partecipa alla competizione
pairing-paired-twice = abbinamenti manuali: { $player } è abbinato più di una volta
pairing-not-paired = abbinamenti manuali: { $player } non è abbinato
pairing-too-many-repeats = { $first } e { $second } si incontrerebbero più volte di quanto consente la competizione (al massimo { $most })
pairing-no-players = non ci sono giocatori
pairing-round-robin-complete = il girone all'italiana è completo dopo { $rounds } turni
pairing-fontes-even-rounds = il Fontes iniziale richiede un numero dispari di turni, non { $rounds }
pairing-fontes-over = il Fontes iniziale abbina solo i primi { $rounds } turni, non il turno { $round }
pairing-fontes-too-few = il Fontes iniziale su { $rounds } turni richiede almeno { $needed } giocatori, non { $players }
pairing-manual-unknown = abbinamenti manuali: il giocatore { $player } non partecipa alla competizione
pairing-manual-twice = abbinamenti manuali: il giocatore { $player } è abbinato più di una volta
pairing-manual-missing = abbinamenti manuali: il giocatore { $player } non è abbinato
