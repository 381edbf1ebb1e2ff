# Lexicord: study messages (de). Same messages, same values, as the English file.

## `/word`

word-valid-one = Gültig in { $lexicon }:
word-invalid-one = Nicht gültig in { $lexicon }:
word-all-valid = Alle { $count } gültig in { $lexicon }:
word-some-invalid = { $invalid } von { $count } nicht gültig in { $lexicon }:
word-valid = gültig
word-not-valid = nicht gültig
word-hooks = Anhänger von **{ $word }** in { $lexicon }: davor { $before }; danach { $after }.
word-no-hooks = keine
word-anagrams = { $count ->
    [one] { $count } Anagramm
   *[other] { $count } Anagramme
} von { $asked } in { $lexicon }:
word-no-anagrams = Keine Anagramme von { $asked } in { $lexicon }.
word-built = { $count ->
    [one] { $count } Wort
   *[other] { $count } Wörter
} aus { $asked } in { $lexicon }:
word-none-built = Keine Wörter aus { $asked } in { $lexicon }.
word-matching = { $count ->
    [one] { $count } Wort passt
   *[other] { $count } Wörter passen
} auf { $asked } in { $lexicon }:
word-none-matching = Keine Wörter passen auf { $asked } in { $lexicon }.
word-attached = { $head } zu viele, um sie hier zu zeigen, daher ist die ganze Liste angehängt (words.txt).

## `/score`

score-not-a-pool = { $pool } ist kein Wertungspool: Wähle einen aus der Liste (Variante, Lexikon, Tempo).
score-no-rated-in-pool = Noch keine gewerteten Spiele in { $pool } auf diesem Server.
score-no-rated-games = Noch keine gewerteten Spiele auf diesem Server: Spiele zwischen Menschen zählen, außer sie wurden mit `rated:False` eröffnet.
score-record = **{ $player }** auf diesem Server: { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins } gewonnen, { $losses } verloren, { $draws } unentschieden; Schnitt { $average }, bestes Spiel { $best_game }, bester Zug { $best_play }, { $bingos ->
    [one] { $bingos } Bingo
   *[other] { $bingos } Bingos
}.
score-no-ratings = Noch keine gewerteten Spiele.
score-ratings = Wertungen (Glicko-2; `?` ist vorläufig, Abweichung über 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (vorläufig), { $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
}
score-chart-title = { $player }: Wertungsverlauf
score-chart-games = Spiele
score-board-title = Wertungsrangliste
score-board-subtitle = { $pool } · ? = vorläufig
score-column-player = Spieler
score-column-rating = Wertung
score-column-deviation = RD
score-column-games = Spiele
score-column-record = S-N
score-board-leader = { $player } führt mit { $rating }.
score-board-head = **Wertungsrangliste**, { $pool }: { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}.

## Scoreboard

status-lobby = Lobby
status-active = läuft
status-finished = beendet
status-abandoned = abgebrochen
scoreboard-title = **Spiel #{ $game }** ({ $status })
scoreboard-to-move = am Zug
scoreboard-target = bis { $target }
scoreboard-bag = Steine im Beutel: { $tiles }

## `/review`

review-judged-static = statische Equity
review-judged-simulated = simuliert, { $rounds } Durchläufe
review-judged-exact = Endspiel exakt gelöst
review-judged-unproven = Endspiel nicht im Budget bewiesen: beste gefundene Linie, { $depth } Züge voraus
review-judged-pre-endgame = Endspiel nach jedem der { $draws } Steine, die im Beutel sein konnten, alle exakt gelöst
review-judged-pre-endgame-unproven = Endspiel nach jedem der { $draws } Steine, die im Beutel sein konnten, nicht alle im Budget bewiesen
review-note-equity = **-{ $lost }** Equity
review-note-win = -{ $percent } Gewinnchance
review-missed-bingo = verpasstes Bingo { $play }
review-loss = - Zug { $turn }: { $played } für { $score }; am besten { $best } ({ $notes })
review-head = **Analyse von Spiel #{ $game }**: { $players }.
review-how-judged = Züge nach Equity bewertet (Punkte plus Rest; simuliert und Endspiele exakt gelöst, wo das Budget reichte).
review-tail = Jeder Zug steht in `{ $file }`: der gespielte Zug, der beste nach Equity, die verlorene Equity und Gewinnchance.
review-player = **{ $player }**: { $lost } Equity verloren in { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}
review-missed-bingos = { $count ->
    [one] { $count } verpasstes Bingo
   *[other] { $count } verpasste Bingos
}
review-file-head = Analyse von Spiel #{ $game }: { $players }
review-file-equity = Die Equity wird pro Zug so gemessen, wie der Zug bewertet wurde: statisch (Punkte plus Rest), simuliert (in den nächsten Zügen gewonnene Punkte, die Antwort des Gegners mitgezählt, plus der Rest: niedriger als statisch) oder im exakt gelösten Endspiel (der Abstand bis zum Ende). Vergleiche die Equity eines Zuges mit der des besten.
review-file-player = { $player }: { $lost } Equity verloren in { $turns } bewerteten Zügen, { $bingos } verpasste Bingos
review-file-by-loss = Größte Verluste zuerst
review-file-in-order = Zug für Zug
review-challenged-off = nach Anzweifeln zurückgenommen
review-column-turn = Zug
review-column-player = Spieler
review-column-rack = Bank
review-column-played = gespielt
review-column-score = Punkte
review-column-equity = Equity
review-column-best = bester
review-column-best-equity = beste Equity
review-column-equity-lost = Equity verloren
review-column-win-after = Gewinn danach
review-column-win-lost = Gewinn verloren
review-column-judged = bewertet
review-column-note = Notiz

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank }.
}
puzzle-legal-plays = { $count ->
    [one] { $count } gültigen Zug
   *[other] { $count } gültigen Zügen
}
puzzle-or = oder
puzzle-to = zu
puzzle-picture-you = Du
puzzle-picture-opponent = Gegner
puzzle-picture-opponent-n = Gegner { $n }
puzzle-answer-best = { $play } für { $score }: ein bester Zug
puzzle-answer-ranked = { $play } für { $score }: Platz { $rank } von { $plays }
puzzle-reveal = **Gestrige Lösung** ({ $day }, Bank `{ $rack }`): { $plays } für **{ $score }**{ $more }, die höchste Punktzahl von { $count }. { $solved } von { $answered ->
    [one] { $answered } Teilnehmer
   *[other] { $answered } Teilnehmern
} fanden sie.
puzzle-reveal-more = (und { $count } weitere)
puzzle-reveal-yours = Du hast { $answer } gespielt.
puzzle-head = **Rätsel vom { $day }** ({ $lexicon }): Finde den Zug mit den meisten Punkten für die Bank `{ $rack }`.
puzzle-from-game = Aus Spiel #{ $game } auf diesem Server
puzzle-from-computer = Aus einem Spiel des Computers gegen sich selbst
puzzle-position = { $from }; Stand { $scores } (deiner zuerst), { $tiles ->
    [one] { $tiles } Stein
   *[other] { $tiles } Steine
} im Beutel, mit { $plays }.
puzzle-your-answer = Deine heutige Antwort: { $answer }. Die Lösung kommt mit dem Rätsel von morgen.
puzzle-how-to-answer = Antworte mit `/puzzle answer word: at:` wie bei `/play`. Züge werden nach Punkten gereiht; es zählt deine erste Antwort des Tages.
puzzle-record = Serie { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} (längste { $longest }), { $solved } gelöst von { $answered }
puzzle-practice-only = Nur Übung: Es zählt deine erste Antwort von heute ({ $answer }).
puzzle-best = **Bester Zug!** { $play } bringt { $score }: Kein gültiger Zug bringt mehr
puzzle-tied = { $count ->
    [one] { $count } anderer Zug bringt
   *[other] { $count } andere Züge bringen
} gleich viel
puzzle-in-all = (von insgesamt { $plays }).
puzzle-ranked = { $play } bringt { $score }: Platz **{ $rank }** von { $plays } nach Punkten ({ $more ->
    [one] { $more } Zug bringt
   *[other] { $more } Züge bringen
} mehr). Nicht der beste: Die Lösung kommt mit dem Rätsel von morgen.
puzzle-your-record = Deine Rätsel: { $record }.
puzzle-top-head = **Rätsellöser** (erste Antworten, die einen besten Zug fanden; eine Serie sind aufeinanderfolgende gelöste Tage)
puzzle-top-nobody = Hier hat noch niemand ein Rätsel gelöst.
puzzle-top-you = Du: { $record }.
puzzle-top-never = Du hast hier noch kein Rätsel beantwortet: `/puzzle show`.

## `/practice`

practice-record = Serie { $streak } (längste { $longest }), { $right } richtig von { $answered }
practice-head = **Übung** aus deinem Spiel #{ $game } (Zug { $turn }, { $lexicon }): Finde den besten Zug für deine Bank `{ $rack }`.
practice-position = Stand { $scores } (deiner zuerst), { $tiles ->
    [one] { $tiles } Stein
   *[other] { $tiles } Steine
} im Beutel. Im Spiel: { $made } ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}).
practice-how-to-answer = Züge werden nach Equity bewertet: die Punkte plus der Wert der behaltenen Steine, wie ihn der schwere Computer schätzt. Antworte mit `/practice word: at:` wie bei `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } Stellung wartet
   *[other] { $waiting } Stellungen warten
}. Deine Übung: { $record }.
practice-no-games = Du hast noch kein beendetes Spiel zum Üben. Beende ein Spiel (gegen den Computer mit `/game add-bot` oder mit Freunden) und frag dann nochmal.
practice-no-mistakes = Nichts zu üben: In { $games ->
    [one] deinem { $games } beendeten Spiel
   *[other] deinen { $games } beendeten Spielen
} war jeder Zug der beste nach Equity (bis auf einen Punkt), oder das Spiel hatte keine Stellung der klassischen Art.
practice-all-answered = Du hast jede Stellung aus { $games ->
    [one] deinem { $games } beendeten Spiel
   *[other] deinen { $games } beendeten Spielen
} beantwortet. Beende weitere Spiele für neue. Deine Übung: { $record }.
practice-right = **Richtig!** { $play } bringt { $score }, Equity { $equity }: Kein Zug ist mehr wert.
practice-wrong = { $play } bringt { $score }, Equity { $equity }. **Nicht der beste**: { $best } bringt { $best_score }, Equity **{ $best_equity }** ({ $gap } mehr)
practice-more-as-good = (und { $count } weitere gleich gute)
practice-streak-again = Deine Serie beginnt von vorn.
practice-after-next = Deine Übung: { $record }. { $waiting ->
    [one] { $waiting } Stellung wartet
   *[other] { $waiting } Stellungen warten
}: `/practice` zeigt die nächste.
practice-after-none = Deine Übung: { $record }. { $waiting ->
    [one] { $waiting } Stellung wartet
   *[other] { $waiting } Stellungen warten
}.

## `/gcg replay:True`

replay-too-large = Die Wiederholung von Spiel #{ $game } ist zu groß für Discords Upload-Grenze.
replay-posted = Die Wiederholung von Spiel #{ $game } ist im Kanal gepostet.
replay-headline = Wiederholung von Spiel #{ $game }: { $players } ({ $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = Das Brett ist gepostet.
board-not-posted = Ich konnte in diesem Kanal nicht posten, also hier das Brett für dich.
history-none = Noch keine Züge.
history-as-file = Der Verlauf ist lang: Hier ist er als Datei.
gcg-record = Spiel #{ $game } als GCG-Aufzeichnung.
games-none = Du hast keine laufenden Spiele. Eröffne eines mit `/game new` im Kanal eines Servers oder in einer Gruppen-DM.
games-head = **Deine Spiele**
games-button = Spiel #{ $game }
games-your-turn = **du bist am Zug**
games-to-move = { $player } am Zug
games-nobody = niemand
games-line = Spiel #{ $game } in { $place }: { $turn }; du { $score } gegen { $opponents }
games-time-runs-out = Zeit läuft ab { $when }
games-place-some-channel = **{ $server }** › ein Kanal
games-place-dm = eine DM oder Gruppen-DM
games-place-gone = ein Server, den ich nicht mehr sehe

## Rack

rack-yours = Deine Buchstabenbank
rack-empty = leer
rack-in-channel = in { $channel }
rack-caption = { $what }{ $place } (Spiel #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } passt mit den Steinen auf deiner Bank nirgends aufs Brett. Es wurde nichts gespielt.
panel-places = Wo { $word } hinpasst, das Beste zuerst: Wähle eine Stelle, um sie vor dem Spielen zu sehen.
panel-press-confirm = Drück Bestätigen, um es zu spielen.
panel-game-ended = Dieses Spiel ist vorbei (Spiel #{ $game }): { $scores }. Dieser Knopf tut nichts mehr.
panel-no-longer-your-turn = Du bist nicht mehr am Zug: { $last }
panel-nothing-changed = Es wurde nichts geändert.
panel-out-of-date = Dieses Panel ist veraltet und es wurde nichts geändert. Seitdem: { $last }
panel-your-turn = Du bist am Zug.
panel-waiting-for = Warten auf den Zug von { $player }.
panel-not-your-turn = Du bist nicht am Zug.
panel-form-play = Ein Wort spielen
panel-form-word = Wort (Kleinbuchstabe = Joker)
panel-form-word-example = zum Beispiel HORN oder hoRN
panel-form-square = Feld des ersten Buchstabens (oder leer)
panel-form-square-empty = leer: Ich zeige, wo es hinpasst
panel-form-direction = Richtung: across oder down
panel-form-exchange = Steine tauschen
panel-form-tiles = Steine zum Tauschen (? für einen Joker)
panel-form-tiles-example = zum Beispiel QVU
panel-form-bad-direction = Die Richtung ist `across` oder `down`: Es wurde nichts gespielt.
panel-form-hint = Im Formular tippst du das Wort (ein Kleinbuchstabe ist ein Joker; Steine, die schon auf dem Brett liegen, als ihre Buchstaben oder `.`), das Feld des ersten Buchstabens als Spaltenbuchstaben und Zeilennummer auf dem Brett (zum Beispiel H8) und die Richtung `across` oder `down`.

## Preview

preview-text = Vorschau (nicht gespielt, Wörter nicht geprüft): { $play } für { $score }{ $bingo }. Wörter: { $words }.
preview-bingo = (Bingo +{ $bonus })
preview-picture-name = Vorschau

## Charts

chart-win-title = Gewinnchance: { $player }
chart-after-each-turn = nach jedem Zug
chart-big-loss = ein Zug, der 5 % oder mehr abgab
chart-end = Ende
chart-turns = Züge
chart-score-title = Punkte im Lauf der Partie
chart-moves = Züge
