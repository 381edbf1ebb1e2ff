# Lexicord: help messages (de). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: das Kreuzwort-Legespiel**
help-rules-words = - Lege Wörter waagerecht oder senkrecht, verbunden mit den Steinen auf dem Brett; das erste deckt den Mittelstern mit zwei oder mehr Steinen ab.
help-rules-premiums = - Hellblau verdoppelt einen Buchstaben, Dunkelblau verdreifacht ihn, Rosa verdoppelt das Wort, Rot verdreifacht es (Prämien zählen einmal). Jedes Wort, das du bildest oder verlängerst, zählt.
help-rules-bingo = - Alle 7 Steine in einem Zug: +50.
help-rules-exchange = - Oder tausche Steine (im Beutel müssen 7 oder mehr sein), oder passe.
help-rules-challenge = - Ein Zug kann angezweifelt werden, bis der nächste Spieler zieht.
help-rules-end = - Das Spiel endet, wenn der Beutel leer ist und ein Spieler seinen letzten Stein legt, oder nach sechs punktlosen Zügen in Folge. Nicht gelegte Steine zählen gegen dich.
help-rules-rack = - Deine Buchstabenbank kommt nach jedem Zug per DM; `/rack` zeigt sie privat.
help-commands-title = **Befehle**
help-see-topics = siehe Themen
help-more = Mehr: `/help topic:`.

## Choices

help-choices = **Optionen für `/game new`**: Variante { $variants }; Anzweifel-Regel { $rules }; Computerstufe { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` beendet das Spiel, wenn ein Spieler es erreicht; ohne Ziel wählt jeder Spieler eine Stufe ({ $levels }) bei `/game new` oder `/game join` und spielt bis zur Punktzahl, die das Regelbuch dafür vorsieht: 2 Spieler { $two }, 3 Spieler { $three }, 4 Spieler { $four }. Wer zuerst seine eigene Punktzahl erreicht, gewinnt.
help-turn-time = **Zugzeit**: `turn_time:` 30s bis 7d für das Spiel; `my_turn_time:` bei `/game new` oder `turn_time:` bei `/game join` gibt einem Spieler seine eigene (ein Handicap). Jeder Zug-Post zählt bis zur Frist des Spielers herunter; ein Zug danach wird abgelehnt und der Zug geht weiter.

## Ratings and puzzles

help-ratings = **Wertungen**: Glicko-2 pro Server, Lexikon, Variante und Tempo (live: Züge unter einer Stunde). Spiele werden gewertet, außer sie wurden mit `rated:False` oder mit einem Computer eröffnet; ein mit `/game end` beendetes Spiel wird nicht gewertet. Eine Wertung mit einer Abweichung über 110 ist vorläufig (`?`).
help-daily-puzzle = **Tagesrätsel**: eins pro Server und UTC-Tag, gewählt für eine klare, einzige Lösung (der beste Zug nach Equity liegt mit dem größten Abstand vor dem nächsten); Züge nach Punkten gereiht; deine erste Antwort zählt (weitere Versuche sind Übung); die Lösung kommt am nächsten Tag.
help-practice = **Übung** (`/practice`): Stellungen aus deinen eigenen beendeten Spielen, in denen du am meisten Equity verloren hast (Punkte plus der Wert der behaltenen Steine laut schwerem Computer), verpasste Bingos zuerst; jede wird gezeigt, bis du sie beantwortest; richtige Antworten in Folge ergeben deine Serie.

## Tournaments and leagues

help-events-title = **Turniere und Ligen** (Moderatoren leiten sie; Spieler treten bei und spielen in Threads)
help-leagues = **Ligen**: Divisionen nach dem Abschneiden der letzten Saison (Neulinge nach Wertung), in jeder ein Rundenturnier, ein paar Spiele gleichzeitig; das oberste und unterste Sechstel steigt auf und ab.

## Dice

help-dice-title = **Das Würfelspiel** (`/game new variant:dice`): 12 Buchstabenwürfel auf einer 9x9-Matte; wer zuerst 200 hat, gewinnt.
help-dice-first = - Der Wurf um den ersten Zug: Jeder Spieler würfelt einen Würfel; wer A am nächsten ist, beginnt, ein Joker schlägt jeden Buchstaben.
help-dice-turn = - Dein Zug: Der Bot zieht für dich bis zu 7 Würfel aus dem Becher und würfelt sie; dein Wurf kommt per DM (`/rack` zeigt ihn). Du hast 60 Sekunden (außer das Spiel setzt eine andere `turn_time:`): Lege ein Wort mit `/play` oder verliere den Zug.
help-dice-words = - Wörter gehen waagerecht oder senkrecht wie im Kreuzworträtsel und zählen mit den Prämien der Matte (der Stern verdoppelt das Wort); alle 7 Würfel: +50. Kein Tauschen.
help-dice-scrambled = - **Scrambled**: Nach jedem Zug gehen die Buchstaben, die zu Beginn deines Zuges auf der Matte lagen, zurück in den Becher, außer denen in deinem neuen Wort. Verlängerst du nur das Wort (kein zweites Wort), geht jeder Würfel zurück: Das nächste Wort beginnt auf dem Stern.
help-dice-challenges = - Anzweifeln wie im klassischen Spiel: Ein ungültiges Wort wird zurückgenommen und sein Spieler verliert den Zug; ein fehlgeschlagenes Anzweifeln kostet den Zweifler seinen nächsten Zug.
help-dice-advanced = - `advanced:True`: Deine ungenutzten Würfel gehen offen an den nächsten Spieler, der nur die neuen würfelt.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): das klassische Spiel auf einem Brett mit acht Joker-Feldern (gelbes `?`) und acht Blocker-Feldern (`✖`).
help-blockers-blank = - Deckst du ein Joker-Feld ab, nimm einen gelben Joker vom Stapel mit 12. Er bleibt neben deinen sieben Steinen und wird wie ein Joker gespielt (Wert 0); spiele gern mehrere in einem Zug. Ein Bingo braucht alle sieben Steine der Bank: Gelbe Joker zählen nicht dazu.
help-blockers-blocker = - Deckst du ein Blocker-Feld ab, nimm einen Blocker vom Stapel mit 8. Setze ihn mit `/blocker at:I8` auf ein leeres Feld, vor deinem Wort oder direkt danach, in diesem Zug oder später; kein Stein darf darauf.
help-blockers-empty-pile = - Ein leerer Stapel gibt nichts. Ein nach Anzweifeln zurückgenommener Zug gibt zurück, was er nahm, vom Brett, falls es gesetzt wurde.
help-blockers-roles = - Rollen (`role:` bei `/game new` oder `/game join`): `standard` nimmt beides; `pro` spielt nach den klassischen Regeln und nimmt nichts; `intermediate` nimmt Joker, keine Blocker; `rookie` nimmt beides und darf einen Stein auf einen Blocker legen, um ein Wort hindurch zu bilden (der Blocker geht zurück auf den Stapel).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): das klassische Spiel auf einem Brett, das du gestaltest, indem du einige der 9 doppelseitigen 5x5-Minibretter auf das klassische Brett legst, gern überlappend, solange ein Stern sichtbar bleibt.
help-surprise-board = - `board:` listet Teile als NUMMER SEITE @ FELD OBEN LINKS, z. B. `3b@F6 7a@A1` (Seite `a`: klassische Prämien; Seite `b`: Wild, vierfacher Buchstabe 4L, vierfaches Wort 4W, Sterne); oder eine Vorlage: { $presets }; oder `surprise me` (Standard) für ein Zufallsbrett. Die Lobby zeigt das Brett.
help-surprise-star = - Das erste Wort darf jeden Stern abdecken; jeder Stern verdoppelt das Wort.
help-surprise-wild = - Deckst du ein Wild-Feld (gelbes `?`) ab, nimm einen gelben Joker vom Stapel mit 12. Er bleibt neben deinen sieben Steinen und wird wie ein Joker gespielt; deine eigenen beigen Joker werden zuerst verwendet. Ein Bingo braucht alle sieben beigen Steine; gelbe Joker werden nie getauscht. Ein nach Anzweifeln zurückgenommenes ungültiges Wort gibt seine gelben Joker zurück. Füge `+10` zum Brett hinzu für die optionalen 10 Punkte des Regelbuchs für einen Zug, der die Steine zweier Sterne verbindet.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 Spieler, ohne Punkte): Der erste Spieler rast die Spalten A bis G hinunter, der zweite I bis O; Spalte H ist die Lücke dazwischen.
help-race-first-word = - Dein erstes Wort deckt einen Raumstation-Stern in der obersten Reihe ab; jedes spätere Wort verbindet sich wie im Kreuzworträtsel mit deinen eigenen Wörtern. Wörter werden nach der Anzweifel-Regel des Spiels geprüft.
help-race-earth = - Wer zuerst beim Legen eines Wortes einen Stein auf ein ERDE-Feld (unterste Reihe) setzt, gewinnt.
help-race-comet = - KOMET: Nimm einen gelben Joker, der neben deinen sieben Steinen bleibt und wie ein Joker gespielt wird.
help-race-ufo = - UFO: Zieh die oberste Karte des Fliegende-Untertassen-Stapels mit 30 Karten; der Bot liest sie vor und tut, was sie sagt (ein gelber Joker, ein verlorener Zug oder nichts). `cards:False` spielt das kürzere Spiel ohne den Stapel. Ein nach Anzweifeln zurückgenommener Zug legt seine Karten und Joker zurück.
help-race-draw = - Sechs Passen oder Tauschen in Folge beenden ein Rennen, in dem niemand weiterkommt, unentschieden.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` 3 bis 10): Steine überall im 9x9-Zentrum, der erste auf H8. Wörter lesen sich entlang benachbarter Steine waagerecht, senkrecht oder diagonal, kein Stein doppelt. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` wertet bis zu drei verschiedene Wörter (Nennwerte, +50 für sieben Steine), jedes mit einem neuen Stein und zusammen mit allen; lass `words:` weg für die besten drei. Der Post zeigt die Felder jedes Wortes.
