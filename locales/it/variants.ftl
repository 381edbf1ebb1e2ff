# Lexicord: le parole proprie delle varianti per i loro pezzi e le loro mosse, in italiano: cosa
# dice di una mossa il resoconto di un turno (i suoi bonus, un blocco piazzato, le comete, i dischi
# volanti e le carte di una corsa, tessere messe ovunque), cosa tiene un giocatore accanto al
# leggio, e le parole di una partita giocata con i dadi. Un messaggio che comincia con uno spazio
# ({" "}) o con «;» segue direttamente il testo che lo precede.

## La mossa di un turno in un messaggio del canale.

turn-line = { $word } in { $at } per { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(stelle collegate +{ $points })
turn-passed-face-up = ; le lettere non usate { $letters } passano scoperte al giocatore successivo
turn-blocker = mette un blocco su { $square }
turn-race = { $word } in { $at }{ $extras }
turn-comet = ; la spinta di una cometa: un jolly giallo
turn-saucer = ; un disco volante! Carta: «{ $card }»
turn-earth = ; atterra sulla Terra!
turn-placed = piazza { $tiles } per { $score }{ $extras }

## Le carte del disco volante di Hyper-Race, lette ad alta voce quando vengono pescate.

card-fuel-pod = Capsula di carburante! La tua astronave fa il pieno: prendi un jolly giallo.
card-friendly-alien = Un alieno amichevole ti saluta e ti passa un pezzo di ricambio: prendi un jolly giallo.
card-meteor-shower = Pioggia di meteoriti! Aspetti che passi: perdi il prossimo turno.
card-engine-trouble = Guasto al motore! Le riparazioni richiedono tempo: perdi il prossimo turno.
card-smooth-flying = Volo tranquillo. Le stelle sfrecciano via: non succede niente.
card-space-station = Saluti gli astronauti di una stazione spaziale di passaggio: non succede niente.

## Cosa tiene un giocatore accanto al leggio, dopo il leggio nel suo messaggio diretto.

held-yellow-blanks = { $count ->
    [one] {" "}(un jolly è un jolly giallo, tenuto accanto alle tue sette tessere)
   *[other] {" "}({ $count } jolly sono jolly gialli, tenuti accanto alle tue sette tessere)
}
held-blockers = { $count ->
    [one] , e un blocco da mettere con `/blocker`
   *[other] , e { $count } blocchi da mettere con `/blocker`
}

## Le parole del gioco dei dadi per le sue lettere.

scoreboard-cup = Dadi nel bussolotto: { $tiles }
rack-yours-rolled = Il tuo leggio (i dadi che hai lanciato)
rack-empty-rolled = per ora nessun dado; lanci quando comincia il tuo turno
draw-title-roll = Il lancio per la prima mossa
draw-won-roll = { $player } ha fatto il lancio più vicino alla A (un jolly batte ogni lettera) e comincia.

## Le didascalie del replay animato di una partita finita (`/gcg replay:True`), nella lingua del
## canale: l'etichetta di ogni fotogramma e la sua riga.

replay-start = Inizio
replay-start-line = { $players }
replay-turn = Turno { $turn }
replay-final = Fine
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = cambio di { $tiles ->
    [one] { $tiles } tessera
   *[other] { $tiles } tessere
}
replay-passed = passa il turno
replay-time-out = tempo scaduto
replay-lost-turn = perde il turno
replay-challenged-off = mossa ritirata dopo la contestazione di { $by }{ $points }
replay-challenge-stands = mossa contestata da { $by }, e resta valida{ $points }
replay-resigned = abbandona
replay-no-result = partita chiusa senza risultato
replay-no-winner = nessun vincitore
replay-wins-by = { $player } vince di { $margin }
replay-wins = { $player } vince
replay-draw = pareggio: { $players }
