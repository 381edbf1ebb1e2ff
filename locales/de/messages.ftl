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
