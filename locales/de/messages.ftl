# Lexicord: what the bot says privately, German.

## Ablehnungen: was ein Spieler wollte, die Regeln oder das Spiel aber nicht zulassen. Es wurde nichts geändert.

err-no-game-here = In diesem Kanal gibt es kein Spiel. Starte eines mit `/game new`.
err-channel-has-game = In diesem Kanal gibt es schon ein Spiel. Bring es zu Ende (oder bitte einen Moderator um `/game end`), bevor du ein neues startest.
err-not-a-player = Du spielst in diesem Spiel nicht mit.
err-not-started = Das Spiel hat noch nicht begonnen: `/game start` teilt die Steine aus.
err-already-started = Das Spiel hat schon begonnen.
err-already-joined = Du bist schon in diesem Spiel.
err-game-full = Das Spiel ist voll ({ $players } Spieler).
err-not-enough-players = Ein Spiel braucht 2 bis 4 Spieler (bisher am Tisch: { $seated }). Lade jemanden ein, mit `/game join` beizutreten, oder füge mit `/game add-bot` einen Computerspieler hinzu.
err-not-allowed-to-end = Nur ein Moderator oder alle Spieler gemeinsam können ein Spiel beenden.
err-not-a-moderator = Nur ein Moderator kann die Einstellungen des Servers ändern.
err-bad-tiles = Ich konnte die Steine { $tiles } nicht lesen: Tippe die Buchstaben auf deiner Bank und ? für einen Joker (zum Beispiel `AEI?`).
err-unknown-lexicon = Dieser Bot hat kein Lexikon { $name }. Verfügbar: { $available }.
err-word-list-gone = Die Wortliste dieses Spiels ({ $lexicon }) ist nicht mehr so auf dem Bot, wie sie zu Spielbeginn war, daher kann kein Zug, Tausch oder Einspruch geprüft werden. Der Betreiber des Bots kann die Liste wiederherstellen; ein Moderator kann das Spiel mit `/game end` beenden.
err-bad-square = `{ $square }` ist kein Feld: Schreib Spalte und Zeile, z. B. I8.
err-no-such-game = Es gibt kein Spiel #{ $game }.
err-panel-out-of-date = Dieses Panel ist veraltet: Das Spiel ist weitergegangen, seit es angezeigt wurde. Es wurde nichts geändert.
err-words-during-game = Du hast auf diesem Server ein laufendes Spiel ({ $channel }), und laut Regeln ist das Wörterbuch nur zum Anzweifeln erlaubt: `/word` antwortet dir wieder, wenn deine Spiele hier vorbei sind. Ein Moderator kann es mit `/settings server words_in_games:True` auch während der Spiele erlauben.
err-game-not-over = Dieses Spiel läuft noch: Die Analyse gibt es, wenn es vorbei ist.
err-replay-before-end = Dieses Spiel läuft noch: Das Replay gibt es, wenn es vorbei ist.
err-time-ran-out = Deine Zeit ist { $when } abgelaufen: Gleich ist der nächste Spieler an der Reihe, und dein Zug wurde nicht gespielt.
err-not-your-review = Auf diesem Server dürfen nur die Mitspieler ein Spiel analysieren (ein Moderator kann die Analysen mit `/settings server reviews:anyone` für alle öffnen).
err-puzzle-needs-server = Rätsel gehören zu einem Server: In Direktnachrichten gibt es keine. Nutze `/puzzle show` in einem Kanal eines Servers, auf dem der Bot ist.
err-no-puzzle-yet = Heute gibt es auf diesem Server noch kein Rätsel: `/puzzle show` holt es hervor, dann kannst du antworten.
err-no-practice-position = Du hast keine Übungsstellung zu lösen: `/practice` zeigt dir die nächste, dann antworte mit `/practice word: at:`.
err-practice-needs-both = Um deine Übungsstellung zu beantworten, gib `word:` und `at:` an, geschrieben wie bei `/play`; `/practice` allein zeigt die Stellung.
err-other-languages-tiles = Mit Wortlisten in anderen Sprachen gehen die Varianten classic, nine-tile und Finish Line: Wähle eine davon oder eine englische Wortliste.
err-internal = Entschuldigung, bei uns ist etwas schiefgegangen (Fehler-ID `{ $id }`).
err-unreadable-input = Ich konnte { $input } nicht lesen. Versuche `/help`.
err-unreadable-command = Ich konnte diesen Befehl nicht lesen. Versuche `/help`.
surprise-random-boards = ein bis vier zufällige Minibretter

## Hinweise zu einer Ablehnung, wenn der Fehler in der Schreibweise eines Zugs oder seiner Steine lag.

hint-write-play = Schreib das Feld und dann das Wort: `/play word:HORN at:8F` geht waagerecht ab Zeile 8, Spalte F; `at:F8` geht senkrecht. Ein Kleinbuchstabe ist ein Joker; Steine, die schon auf dem Brett liegen, tippst du als ihre Buchstaben (oder `.`).
hint-rack = `/rack` zeigt deine Steine; tippe `?` oder einen Kleinbuchstaben für einen Joker.

## Vor dem Spiel: was der Spieler erfährt, der gefragt hat.

game-opened = Dein Spiel #{ $game } ist eröffnet.
game-joined = Du bist dem Spiel beigetreten.
game-left = Du hast das Spiel verlassen.
game-computer-seated = Der Computerspieler hat Platz genommen.
game-resigned = Du hast aufgegeben.
game-ended = Das Spiel ist beendet.
game-vote-counted = Deine Stimme wurde gezählt.
game-started = Das Spiel hat begonnen.

## Nach einem Zug: was der Spieler, der gezogen hat, außer seinem Zug noch erfährt.

done = Erledigt.
done-what = Erledigt: { $what }.
board-coming = Das Brett wird gleich im Kanal gepostet.
start-coming = Die Auslosung und das Brett werden gleich im Kanal gepostet.
board-coming-by-dm = Das Brett wird gleich jedem Spieler per Direktnachricht geschickt.
start-coming-by-dm = Die Auslosung und das Brett werden gleich jedem Spieler per Direktnachricht geschickt.
board-sent-by-dm = Das Brett wurde jedem Spieler per Direktnachricht geschickt.
start-sent-by-dm = Die Auslosung und das Brett wurden jedem Spieler per Direktnachricht geschickt.
new-rack-sent = Deine neue Buchstabenbank ist in deinen Direktnachrichten.
new-rack-dms-closed = Deine Direktnachrichten sind geschlossen, darum hier deine neue Buchstabenbank: `{ $tiles }`.
new-rack-by-command = Mit `/rack` siehst du deine neue Buchstabenbank.
new-rack-delayed = Deine neue Buchstabenbank kommt gleich per Direktnachricht (oder nutze `/rack`).
rack-sent = Deine Buchstabenbank ist in deinen Direktnachrichten.
rack-dms-closed = Deine Direktnachrichten sind geschlossen, darum hier deine Buchstabenbank: `{ $tiles }`.
rack-by-command = Mit `/rack` siehst du deine Buchstabenbank.
rack-delayed = Deine Buchstabenbank kommt gleich per Direktnachricht (oder nutze `/rack`).

## Nach dem ersten Katalog hinzugefügt.

notice-coming = Der Kanal erfährt es gleich.
challenge-upheld = Dein Anzweifeln des Zugs von { $player } war erfolgreich: { $outcome }.
challenge-failed = Dein Anzweifeln des Zugs von { $player } war erfolglos: { $outcome }.

## Beiträge im Kanal: in der Sprache des Servers (`/settings server language:`). Namen kommen
## maskiert an, Erwähnungen als `<@id>`, Zeiten als Discord-Zeitstempel (`<t:...:R>`).

post-total = gesamt { $total }
post-your-turn = { $player }, du bist dran.
post-final-challenge = { $player }: Der letzte Zug beendet das Spiel. Zweifle ihn mit `/challenge` an oder nimm ihn mit `/pass` an.
post-time-runs-out = Die Zeit läuft { $when } ab.
post-game-over = **Spiel vorbei.**
post-timed-out = { $player } hat die Zeit überschritten: Der nächste Spieler ist an der Reihe ({ $missed } von { $limit } erlaubten verpassten Zügen in Folge).
post-timed-out-forfeits = { $player } hat { $missed } Mal in Folge die Zeit überschritten und verliert das Spiel.
standing-resigned = (aufgegeben)
standing-before = ({ $score } vor Abrechnung der übrigen Steine)
standing-draw = (unentschieden)
standing-wins = (gewinnt)
turn-play = { $word } auf { $at } für { $score }
turn-play-bingo = { $word } auf { $at } für { $score } (Bingo +{ $bingo })
turn-exchange = { $tiles ->
    [one] { $tiles } Stein
   *[other] { $tiles } Steine
} getauscht
turn-pass = gepasst
turn-time-out = Zeit abgelaufen; der Nächste ist dran
turn-lost = setzt diesen Zug aus
turn-lost-challenge = setzt diesen Zug aus (Anzweifeln erfolglos)
turn-challenged-off = Zug nach Anzweifeln durch { $by } zurückgenommen: { $outcome }
turn-challenged = Zug durch { $by } angezweifelt: { $outcome }
turn-resigned = aufgegeben
turn-end-count = { $points } für die übrigen Steine auf { $racks }: { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] ist
   *[other] sind
} nicht zulässig; die Steine gehen zurück auf die Bank ({ $points })
challenge-loses-turn = alle Wörter sind zulässig; wer angezweifelt hat, setzt einen Zug aus
challenge-bonus = alle Wörter sind zulässig; { $player } bekommt { $points }
challenge-no-penalty = alle Wörter sind zulässig; nach dieser Regel keine Strafe
rack-owner = von { $name }
racks-one = der Bank { $owner }
racks-many = den Bänken { $owners } und { $last }
racks-none = den anderen Bänken
lobby = Spiel #{ $game }: { $variant }, Zweifelregel { $rule }, { $time } pro Zug, Lexikon { $lexicon }, { $rated }. Am Tisch ({ $seated } von { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (Steine: { $language })
lobby-rated = gewertet
lobby-unrated = nicht gewertet
seat-to-target = { $level }, bis { $target }
seat-turn-time = { $time } pro Zug
language-english = Englisch
language-french = Französisch
language-german = Deutsch
language-spanish = Spanisch
language-italian = Italienisch
language-dutch = Niederländisch
language-portuguese = Portugiesisch
language-polish = Polnisch
language-norwegian = Norwegisch
language-swedish = Schwedisch
language-catalan = Katalanisch
seat-name-computer = Computer ({ $level })
seat-name-empty = Platz { $seat }
computer-level-easy = leicht
computer-level-medium = mittel
computer-level-hard = schwer
computer-level-expert = Experte
notice-opened = { $by } hat ein Spiel eröffnet. Tritt mit `/game join` (oder dem Button) bei; jeder Spieler kann es mit `/game start` starten. { $lobby }
notice-joined = { $name } ist beigetreten. { $lobby }
notice-left = { $name } hat das Spiel verlassen. { $lobby }
notice-left-closed = { $name } hat das Spiel verlassen; das Spiel ist geschlossen.
notice-computer-seated = Ein Computerspieler hat Platz genommen. { $lobby }
notice-end-asked = { $by } möchte Spiel #{ $game } beenden. Mit `/game end` zustimmen müssen noch: { $waiting }.
notice-ended = Spiel #{ $game } wurde ohne Ergebnis beendet.
notice-word-list-gone = Spiel #{ $game } ruht: Seine Wortliste ({ $lexicon }) ist nicht mehr so auf dem Bot, wie sie zu Spielbeginn war, daher kann kein Zug, Tausch oder Einspruch geprüft werden. Brett, Bänkchen, `/score` und `/gcg` antworten weiterhin. Der Betreiber des Bots kann die Liste wiederherstellen; ein Moderator kann das Spiel mit `/game end` beenden.
draw-title = Die Auslosung für den ersten Zug
draw-round = Runde { $round }: { $drawn }
draw-won = { $player } hat den Stein gezogen, der dem A am nächsten ist (ein Joker schlägt jeden Buchstaben), und beginnt.
draw-first-play = Erster Zug
draw-given-first = { $player } beginnt, wie es die Paarung vorsieht (keine Auslosung für den ersten Zug).
draw-then = { $before }, dann { $next }
draw-order = Spielreihenfolge: { $order }.
rack-your-turn = Du bist dran!
rack-dms-closed-note = { $player }, ich konnte dir deine Buchstabenbank nicht per Direktnachricht schicken (deine Direktnachrichten sind geschlossen). Mit `/rack` siehst du sie.
reminder-in-channel = Spiel #{ $game } in { $channel } wartet auf dich: Deine Zeit läuft { $when } ab. (`/settings reminders on:False` schaltet diese Erinnerungen ab.)
reminder = Spiel #{ $game } wartet auf dich: Deine Zeit läuft { $when } ab. (`/settings reminders on:False` schaltet diese Erinnerungen ab.)
reminder-note = { $player }, Spiel #{ $game } wartet auf dich: Deine Zeit läuft { $when } ab.
board-bag = Beutel
board-cup = Becher
board-word = W
board-letter = B

## Ablehnungen eines Zugs durch die Regeln oder wegen seiner Schreibweise (als Satz gesagt: Der Bot
## schreibt den ersten Buchstaben groß und setzt einen Punkt ans Ende).

rule-game-over = das Spiel ist vorbei
rule-resigned = du hast dieses Spiel aufgegeben
rule-not-your-turn = du bist nicht dran
rule-awaiting-final-challenge = der letzte Zug beendet das Spiel: Zweifle ihn an oder passe, um ihn anzunehmen
rule-invalid-words = nicht im Wörterbuch: { $words }
rule-exchange-nothing = wähle mindestens einen Stein zum Tauschen (oder passe)
rule-exchange-bag-too-small = du kannst nicht tauschen, wenn nur noch { $in_bag ->
    [one] { $in_bag } Stein
   *[other] { $in_bag } Steine
} im Beutel { $in_bag ->
    [one] liegt
   *[other] liegen
} (mindestens { $needed } nötig)
rule-challenges-off = in diesem Spiel wird nicht angezweifelt: Die Wörter werden beim Legen geprüft
rule-nothing-to-challenge = es gibt keinen Zug, den du anzweifeln könntest
rule-own-play = du kannst deinen eigenen Zug nicht anzweifeln
rule-no-tiles = ein Zug braucht mindestens einen Stein von deiner Bank
rule-off-board = { $square } liegt außerhalb des Bretts
rule-occupied = auf { $square } liegt schon ein Stein
rule-same-square-twice = { $square } wird in diesem Zug zweimal benutzt
rule-not-in-line = alle Steine eines Zugs müssen in einer Zeile oder in einer Spalte liegen
rule-gap = der Zug lässt bei { $square } eine Lücke: Die Steine müssen ein lückenloses Wort bilden
rule-first-play-off-start = der erste Zug muss den Stern in der Mitte ({ $square }) bedecken
rule-first-play-too-short = der erste Zug braucht mindestens zwei Steine
rule-not-connected = der Zug muss an einen Stein anschließen, der schon auf dem Brett liegt
rule-a-blank = ein Joker
rule-tile-number = Stein Nummer { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = nicht auf deiner Bank: { $tiles }
rule-only-tiles = du hast nur { $held } { $tile } auf deiner Bank, nicht { $wanted }
rule-only-blanks = du hast nur { $held ->
    [one] einen Joker
   *[other] { $held } Joker
} auf deiner Bank, nicht { $wanted }
rule-unreadable-square = { $square } ist kein Feld: Schreib für waagerecht die Zeile und dann die Spalte (8D), für senkrecht die Spalte und dann die Zeile (D8)
rule-square-off-board = { $square } liegt außerhalb des Bretts
rule-empty-word = der Zug enthält kein Wort
rule-runs-off-board = { $word } passt nicht: Ab { $square } geht es über den Rand des Bretts hinaus
rule-through-mismatch = auf { $square } liegt { $board }, nicht { $written }
rule-nothing-to-play-through = auf { $square } liegt kein Stein, durch den du legen könntest
rule-unknown-letter = in diesem Spiel gibt es keinen Stein { $letter }
rule-unbalanced-parentheses = die Klammern in { $play } passen nicht zusammen
rule-no-new-tiles = der Zug legt keinen neuen Stein aufs Brett
rule-not-a-play = { $play } ist kein Zug: Schreib das Feld und dann das Wort, etwa 8D QUIXOTE

## `/settings`: was gerade eingestellt ist, und deine Erinnerungen.

settings-describe = Neue Spiele hier: Lexikon { $lexicon }, Zweifelregel { $rule }, { $time } pro Zug, Buchstabenbänke { $racks }; Moderatorrolle: { $role }. `/word` während eines Spiels: { $words }. Analysen beendeter Spiele: { $reviews }. Beiträge in den Kanälen: { $language }.
settings-racks-dm = per Direktnachricht
settings-racks-command = nur über `/rack`
settings-no-role = keine (Server verwalten)
settings-words-allowed = erlaubt
settings-words-not-allowed = nicht erlaubt (das Wörterbuch ist zum Anzweifeln da)
settings-reviews-players = die Mitspieler
settings-reviews-anyone = alle
settings-reminders-on = Erinnerungen sind an: Ich erinnere dich, wenn ein Spiel auf dich wartet.
settings-reminders-off = Erinnerungen sind aus. Schalte sie mit `/settings reminders on:True` wieder ein.

## `/settings show` für Moderatoren, und die Warnung zu einem Kanal, der die Beiträge des Bots ablehnt.

channels-all-well = Alles in Ordnung: Lexicord hat alle Berechtigungen, die es in den Kanälen mit Spielen und Veranstaltungen hier braucht ({ $channels } geprüft).
channels-heading = Was Lexicord dort fehlt, wo hier Spiele und Veranstaltungen laufen:
channels-cannot-view = Lexicord kann { $channel } nicht sehen: gib ihm dort „Kanäle ansehen“.
channels-cannot-send = Lexicord kann in { $channel } nichts posten: gib ihm dort „Nachrichten senden“.
channels-cannot-send-in-threads = Lexicord kann im Thread { $channel } nichts posten: gib ihm „Nachrichten in Threads senden“ im Kanal des Threads.
channels-cannot-attach = Lexicord kann in { $channel } keine Dateien anhängen: gib ihm dort „Dateien anhängen“.
channels-cannot-open-threads = Lexicord kann in { $channel }, wo Turniere und Ligen ihre Spiele austragen, keine Threads eröffnen: gib ihm dort „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“.
channels-gone = { $channel } gibt es nicht mehr: die Spiele dort können nicht weitergehen.
channels-unknown = Discord hat nicht gesagt, was Lexicord in { $channel } darf: versuche es später noch einmal.
channels-server-unknown = Discord hat nicht gesagt, was Lexicord auf diesem Server darf: versuche es später noch einmal.
alert-unreachable = Discord lehnt die Beiträge von Lexicord in { $channel } (Server { $server }) immer wieder wegen fehlender Berechtigungen ab: die Spiele dort warten, bis es wieder posten darf.
alert-unreachable-check = Prüfe die Berechtigungen von Lexicord in den Einstellungen dieses Kanals (Berechtigungen) und die seiner Rolle.

## Knöpfe unter Beiträgen und Panels, und ein zu spät gedrückter Knopf.

button-pass = Passen
button-exchange = Tauschen
button-challenge = Anfechten
button-my-rack = Meine Bank
button-join = Beitreten
button-start = Starten
button-board = Brett
button-play = Legen
button-confirm = Bestätigen
button-places = Wähle, wo du es legst
button-game-not-played = Spiel #{ $game } läuft nicht: Dieser Knopf bewirkt nichts mehr.
