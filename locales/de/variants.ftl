# Lexicord: die eigenen Wörter der Varianten für ihre Teile und Züge, Deutsch: was der Bericht
# eines Zuges über das Gelegte sagt (seine Boni, einen gesetzten Blocker, Kometen, fliegende
# Untertassen und Karten eines Rennens, überall gelegte Steine), was ein Spieler neben seiner Bank
# behält, und die Wörter eines Spiels mit Würfeln. Eine Nachricht, die mit einem Leerzeichen
# ({" "}) oder einem „;“ beginnt, schließt direkt an den Text davor an.

## Ein gespielter Zug in einem Post im Kanal.

turn-line = { $word } auf { $at } für { $score }{ $extras }
turn-bingo = {" "}(Bingo +{ $points })
turn-stars-joined = {" "}(Sterne verbunden +{ $points })
turn-passed-face-up = ; die ungenutzten Buchstaben { $letters } gehen offen an den nächsten Spieler
turn-blocker = Blocker auf { $square } gesetzt
turn-race = { $word } auf { $at }{ $extras }
turn-comet = ; Schub von einem Kometen: ein gelber Joker
turn-saucer = ; eine fliegende Untertasse! Karte: „{ $card }“
turn-earth = ; landet auf der Erde!
turn-placed = gelegt: { $tiles } für { $score }{ $extras }

## Die Fliegende-Untertassen-Karten von Hyper-Race, vorgelesen, wenn sie gezogen werden.

card-fuel-pod = Treibstoffkapsel! Dein Raumschiff tankt auf: Nimm einen gelben Joker.
card-friendly-alien = Ein freundlicher Außerirdischer winkt und reicht dir ein Ersatzteil: Nimm einen gelben Joker.
card-meteor-shower = Meteoritenschauer! Du wartest, bis er vorbei ist: Du setzt deinen nächsten Zug aus.
card-engine-trouble = Triebwerksschaden! Die Reparatur dauert: Du setzt deinen nächsten Zug aus.
card-smooth-flying = Ruhiger Flug. Die Sterne sausen vorbei: Nichts passiert.
card-space-station = Du winkst den Astronauten einer vorbeiziehenden Raumstation zu: Nichts passiert.

## Was ein Spieler neben seiner Bank behält, nach der Bank in seiner DM.

held-yellow-blanks = { $count ->
    [one] {" "}(ein Joker ist ein gelber Joker, der neben deinen sieben Steinen liegt)
   *[other] {" "}({ $count } Joker sind gelbe Joker, die neben deinen sieben Steinen liegen)
}
held-blockers = { $count ->
    [one] , dazu ein Blocker, den du mit `/blocker` setzt
   *[other] , dazu { $count } Blocker, die du mit `/blocker` setzt
}

## Die Wörter des Würfelspiels für seine Buchstaben.

scoreboard-cup = Würfel im Becher: { $tiles }
rack-yours-rolled = Deine Buchstabenbank (die Würfel, die du gewürfelt hast)
rack-empty-rolled = gerade keine Würfel; du würfelst, wenn dein Zug beginnt
draw-title-roll = Der Wurf um den ersten Zug
draw-won-roll = { $player } hat am nächsten an A gewürfelt (ein Joker schlägt jeden Buchstaben) und beginnt.

## Die Beschriftungen der animierten Wiederholung eines beendeten Spiels (`/gcg replay:True`),
## in der Sprache des Kanals: die Bezeichnung jedes Bildes und seine Zeile.

replay-start = Start
replay-start-line = { $players }
replay-turn = Zug { $turn }
replay-final = Ende
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = { $tiles ->
    [one] { $tiles } Stein
   *[other] { $tiles } Steine
} getauscht
replay-passed = gepasst
replay-time-out = Zeit abgelaufen
replay-lost-turn = setzt diesen Zug aus
replay-challenged-off = Zug zurückgenommen, angezweifelt durch { $by }{ $points }
replay-challenge-stands = Zug durch { $by } angezweifelt, und er bleibt gültig{ $points }
replay-resigned = aufgegeben
replay-no-result = Spiel ohne Ergebnis beendet
replay-no-winner = kein Gewinner
replay-wins-by = { $player } gewinnt mit { $margin } Vorsprung
replay-wins = { $player } gewinnt
replay-draw = unentschieden: { $players }
