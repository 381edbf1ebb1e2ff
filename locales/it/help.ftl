# Lexicord: help messages (it). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: il gioco di parole crociate con le tessere**
help-rules-words = - Forma parole in orizzontale o in verticale collegate alle tessere sul tabellone; la prima copre la stella centrale con due o più tessere.
help-rules-premiums = - L'azzurro raddoppia una lettera, il blu la triplica, il rosa raddoppia la parola, il rosso la triplica (i premi contano una volta). Ogni parola che formi o allunghi fa punti.
help-rules-bingo = - Gioca tutte e 7 le tessere in un turno: +50.
help-rules-exchange = - Oppure cambia tessere (il sacchetto deve averne 7 o più), o passa.
help-rules-challenge = - Una mossa può essere contestata finché il giocatore successivo non muove.
help-rules-end = - La partita finisce quando il sacchetto è vuoto e un giocatore usa la sua ultima tessera, o dopo sei turni di fila senza punti. Le tessere non giocate contano contro di te.
help-rules-rack = - Il tuo leggio arriva in messaggio diretto dopo ogni turno; `/rack` lo mostra in privato.
help-commands-title = **Comandi**
help-see-topics = vedi argomenti
help-more = Altro: `/help topic:`.

## Choices

help-choices = **Opzioni di `/game new`**: variante { $variants }; regola di contestazione { $rules }; livello del computer { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` termina la partita quando un giocatore lo raggiunge; senza obiettivo ogni giocatore sceglie un livello ({ $levels }) con `/game new` o `/game join` e gioca fino al punteggio che il regolamento gli assegna: 2 giocatori { $two }, 3 giocatori { $three }, 4 giocatori { $four }. Vince chi raggiunge per primo il proprio punteggio.
help-turn-time = **Tempo per turno**: `turn_time:` da 30s a 7d per la partita; `my_turn_time:` con `/game new` o `turn_time:` con `/game join` dà a un giocatore un tempo tutto suo (un handicap). Ogni messaggio di turno fa il conto alla rovescia fino alla scadenza del giocatore; una mossa dopo viene rifiutata e il turno passa.

## Ratings and puzzles

help-ratings = **Punteggi**: Glicko-2 per server, lessico, variante e ritmo (dal vivo: turni sotto l'ora). Le partite contano per la classifica salvo se aperte con `rated:False` o con un computer; una partita chiusa con `/game end` non conta. Un punteggio con deviazione oltre 110 è provvisorio (`?`).
help-daily-puzzle = **Enigma del giorno**: uno per server e giorno UTC, scelto per avere un'unica risposta chiara (la mossa migliore per equity precede la successiva con il distacco più ampio); mosse classificate per punti; conta la tua prima risposta (i tentativi successivi sono allenamento); la soluzione arriva il giorno dopo.
help-practice = **Allenamento** (`/practice`): posizioni delle tue partite finite in cui hai perso più equity (punti più il valore, secondo il computer difficile, delle tessere che tieni), prima i bingo mancati; ognuna viene mostrata finché non rispondi; le risposte giuste di fila fanno la tua serie.

## Tournaments and leagues

help-events-title = **Tornei e leghe** (li dirigono i moderatori; i giocatori si iscrivono e giocano nei thread)
help-leagues = **Leghe**: divisioni in base al piazzamento della stagione scorsa (i nuovi in base al punteggio), un girone all'italiana in ciascuna, poche partite alla volta; il sesto in alto sale e quello in basso scende.

## Dice

help-dice-title = **Il gioco dei dadi** (`/game new variant:dice`): 12 dadi con lettere su un tappeto 9x9; vince il primo a 200.
help-dice-first = - Il lancio per la prima mossa: ogni giocatore lancia un dado; comincia il più vicino alla A, un jolly batte qualsiasi lettera.
help-dice-turn = - Il tuo turno: il bot pesca per te fino a 7 dadi dal bussolotto e li lancia; il tuo lancio arriva in messaggio diretto (`/rack` lo mostra). Hai 60 secondi (salvo un altro `turn_time:` della partita): gioca una parola con `/play` o perdi il turno.
help-dice-words = - Le parole vanno in orizzontale o in verticale, come nei cruciverba, e fanno punti con i premi del tappeto (la stella raddoppia la parola); tutti e 7 i dadi: +50. Niente cambi.
help-dice-scrambled = - **Scrambled**: dopo ogni mossa, le lettere che erano sul tappeto all'inizio del tuo turno tornano nel bussolotto, tranne quelle della tua nuova parola. Se allunghi solo la parola (senza una seconda parola) tornano tutti i dadi: la parola successiva parte dalla stella.
help-dice-challenges = - Contestazioni come nel gioco classico: una parola non valida viene ritirata e il suo giocatore perde il turno; una contestazione sbagliata costa a chi contesta il turno successivo.
help-dice-advanced = - `advanced:True`: i tuoi dadi non usati passano scoperti al giocatore successivo, che lancia solo quelli nuovi.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): il gioco classico su un tabellone con otto caselle Jolly (`?` giallo) e otto caselle Blocco (`✖`).
help-blockers-blank = - Copri una casella Jolly: prendi un jolly giallo dalla pila di 12. Resta accanto alle tue sette tessere e si gioca come un jolly (vale 0); giocane più di uno in un turno se vuoi. Un bingo richiede tutte e sette le tessere del leggio: i jolly gialli non contano.
help-blockers-blocker = - Copri una casella Blocco: prendi un blocco dalla pila di 8. Mettilo su una casella vuota con `/blocker at:I8`, prima della tua parola o subito dopo, in quel turno o in uno successivo; nessuna tessera può andarci sopra.
help-blockers-empty-pile = - Una pila vuota non dà nulla. Una mossa ritirata dopo contestazione restituisce ciò che ha preso, togliendolo dal tabellone se era stato messo.
help-blockers-roles = - Ruoli (`role:` con `/game new` o `/game join`): `standard` prende entrambi; `pro` gioca con le regole classiche e non prende nulla; `intermediate` prende jolly, non blocchi; `rookie` prende entrambi e può mettere una tessera su un blocco per formare una parola che lo attraversa (il blocco torna nella pila).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): il gioco classico su un tabellone che disegni tu posando alcune delle 9 minitavole 5x5 a due facce sul tabellone classico, anche sovrapposte, purché resti visibile una stella.
help-surprise-board = - `board:` elenca i pezzi come NUMERO FACCIA @ CASELLA IN ALTO A SINISTRA, per es. `3b@F6 7a@A1` (faccia `a`: premi classici; faccia `b`: Jolly, lettera quadrupla 4L, parola quadrupla 4W, stelle); oppure un modello: { $presets }; oppure `surprise me` (predefinito) per un tabellone a caso. La sala d'attesa mostra il tabellone.
help-surprise-star = - La prima parola può coprire qualsiasi stella; ogni stella raddoppia la parola.
help-surprise-wild = - Copri una casella Jolly (`?` giallo): prendi un jolly giallo dalla pila di 12. Resta accanto alle tue sette tessere e si gioca come un jolly; i tuoi jolly beige si usano per primi. Un bingo richiede tutte e sette le tessere beige; i jolly gialli non si cambiano mai. Una parola non valida ritirata dopo contestazione restituisce i suoi jolly gialli. Aggiungi `+10` al tabellone per i 10 punti facoltativi del regolamento per una mossa che collega le tessere di due stelle.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 giocatori, senza punti): il primo giocatore corre giù per le colonne da A a G, il secondo da I a O; la colonna H è lo spazio tra loro.
help-race-first-word = - La tua prima parola copre una stella stazione spaziale nella riga in alto; ogni parola successiva si collega alle tue parole, come nei cruciverba. Le parole sono controllate secondo la regola di contestazione della partita.
help-race-earth = - Vince il primo giocatore che mette una tessera su una casella TERRA (riga in basso) formando una parola.
help-race-comet = - COMETA: prendi un jolly giallo, tenuto accanto alle tue sette tessere e giocato come un jolly.
help-race-ufo = - UFO: pesca la prima carta del mazzo di 30 carte del disco volante; il bot la legge e fa quello che dice (un jolly giallo, un turno perso o nulla). `cards:False` gioca la partita più breve senza il mazzo. Una mossa ritirata dopo contestazione rimette a posto le sue carte e i suoi jolly.
help-race-draw = - Sei passaggi o cambi di fila chiudono in pareggio una corsa in cui nessuno può muovere.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` da 3 a 10): tessere ovunque nel centro 9x9, la prima su H8. Le parole si leggono lungo tessere adiacenti in orizzontale, in verticale o in diagonale, senza usare due volte una tessera. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` fa punti con fino a tre parole diverse (valori delle tessere, +50 per sette tessere), ognuna con una tessera nuova e tutte insieme con tutte; ometti `words:` per le tre migliori. Il messaggio mostra le caselle di ogni parola.
