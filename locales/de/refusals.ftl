# Lexicord: Ablehnungen nach den Regeln der Varianten, den Einstellungen, den Wortwerkzeugen und den
# Turnieren, Deutsch. Jede wird privat dem Spieler gesagt, der gefragt hat; es wurde nichts
# geändert. Werte in { $name } setzt der Bot ein; Namen kommen als reiner Text an. Nachrichten,
# die klein beginnen, sind Satzteile: Der Bot schreibt den Anfang groß und setzt den Punkt.

## Wo die eigenen Teile einer Variante einen Zug ablehnen.

rule-unknown-player = in diesem Spiel gibt es keinen Spieler { $player }
rule-blocked = auf { $square } liegt ein Blocker: Dort kann kein Stein gelegt werden
rule-no-blocker = du hast keinen Blocker: Bedecke ein Blocker-Feld, um einen zu nehmen
rule-role-takes-no-blockers = die Rolle { $role } nimmt keine Blocker: Das tun nur rookie und standard
rule-blocker-off-board = ein Blocker kommt auf ein leeres Feld des Bretts
rule-blocker-on-filled-square = { $square } ist nicht leer: Ein Blocker kommt auf ein leeres Feld
rule-closed-square = auf { $square } darf kein Stein: Das ist die Linie zwischen den beiden Seiten
rule-off-your-side = { $square } liegt auf der Seite deines Gegners: Deine Wörter bleiben auf deiner eigenen Seite, Spalten { $side }
rule-first-word-off-station = dein erstes Wort muss ein Feld deiner Raumstation in der obersten Reihe bedecken
rule-not-connected-to-your-side = dein Wort muss an ein Wort anschließen, das du auf deiner Seite gelegt hast
rule-yellow-blank-kept = gelbe Joker bleiben neben deiner Bank und können nicht getauscht werden
rule-no-exchange-with-dice = im Würfelspiel gibt es kein Tauschen: Lege ein Wort oder passe

## Free for All: Steine überall gelegt, Wörter entlang von Pfaden gelesen.

paths-outside-area = { $square } liegt außerhalb des 9x9-Bereichs in der Mitte des Bretts (D4 bis L12)
paths-first-play-off-centre = der erste Zug muss das Mittelfeld H8 bedecken
paths-first-play-too-short = der erste Zug braucht mindestens zwei Steine
paths-not-touching = der Zug muss einen Stein berühren, der schon auf dem Brett liegt (waagerecht, senkrecht oder diagonal)
paths-too-many-words = nenne höchstens drei Wörter
paths-same-word-twice = nenne jedes Wort nur einmal
paths-no-words = nenne mindestens ein Wort oder lass dir die besten drei geben
paths-cannot-read = { $word } lässt sich nicht entlang benachbarter Steine durch einen deiner gelegten Steine lesen
paths-tile-left-out = deine Wörter lassen den Stein auf { $square } aus: Jeder Stein, den du legst, muss in einem von ihnen vorkommen
paths-no-word-through = durch die Steine, die du gelegt hast, geht kein Wort aus zwei oder mehr Buchstaben
paths-not-a-word = { $word } ist kein Wort
paths-not-a-tile = { $token } ist kein Stein: Schreib jeden als SQUARE=LETTER, z. B. H8=D (Kleinbuchstabe für einen Joker)
paths-no-tiles = nenne die Steine, die du legst, z. B. `/place tiles:H8=D I8=O`

## Die Optionen einer Variante, und was eine Variante nicht hat.

variant-bad-target = { $given } ist kein Ziel für Finish Line: Wähle eine Punktzahl von { $min } bis { $max }
variant-target-without-finish-line = nur Finish Line hat eine Zielpunktzahl
variant-advanced-without-dice = das fortgeschrittene Spiel gibt es nur als Option des Würfelspiels
variant-design-without-surprise = ein Brettdesign gibt es nur in Surprise-Spielen
variant-cards-without-hyper-race = den Kartenstapel gibt es nur als Option von Hyper-Race
variant-rounds-without-free-for-all = nur in Free for All lassen sich Runden einstellen
variant-bad-rounds = { $given } Runden: Free for All dauert { $min } bis { $max } Runden
design-unreadable = { $given } ist kein Minibrett: Schreib NUMBER SIDE @ SQUARE, z. B. 3b@F6 (Bretter 1 bis 9, Seite a klassisch oder b neu, das Feld oben links; +10 für den Sternbonus), oder eine Vorlage: { $presets }
design-twice = das Minibrett { $board } liegt zweimal: Es gibt jedes nur einmal
design-off-board = ein Minibrett auf { $square } würde über das Brett hinausragen: Sein Feld oben links liegt zwischen A1 und K11
design-empty = lege mindestens ein Minibrett
design-no-star = kein Stern ist sichtbar: Mindestens einer muss sichtbar bleiben, damit man darauf beginnen kann
feature-review-dice = Das Würfelspiel hat keine Analyse: Seine Matte wird nach jedem Zug durchgemischt und jeder Wurf ist neu, also gibt es keinen besten Zug zum Vergleich.
feature-review-race = Ein Rennen hat keine Analyse: Ohne Punkte gibt es keinen besten Zug nach Punkten zum Vergleich.
feature-review-paths = Ein Free-for-All-Spiel hat keine Analyse: Seine Wörter verlaufen entlang von Pfaden, die die Zugliste der Analyse nicht kennt.
feature-review = Dieses Spiel hat keine Analyse.
feature-gcg-paths = Ein Free-for-All-Spiel hat keine GCG-Aufzeichnung: Seine Wörter verlaufen entlang von Pfaden, die eine GCG-Datei nicht darstellen kann.
feature-gcg = Dieses Spiel hat keine GCG-Aufzeichnung.
feature-line-plays = In Free for All legst du Steine mit `/place tiles: words:`.
feature-path-plays = `/place` ist für Free-for-All-Spiele: Nutze hier `/play`.
feature-puzzles = Rätsel stammen nur aus klassischen Spielen.
feature-roles = Eine Rolle (pro, rookie, intermediate) wählt man nur in Blanks & Blockers: variant blanks-blockers.
feature-levels = Eine Stufe wählt man nur in Finish Line nach Stufen: variant finish-line ohne Ziel, wobei jeder Spieler bis zur Punktzahl seiner Stufe spielt.
feature-exchanges = In diesem Spiel gibt es kein Tauschen.
feature-blockers = In diesem Spiel gibt es keine Blocker.
feature-timed-turns = Dieses Spiel hat keine eigene Zugzeit.
feature-board-design = ein Brettdesign gibt es nur in Surprise-Spielen

## Namen aus einer Liste: „{ $given } ist kein ...: Wähle { $valid }“.

unknown-value = { $given } ist kein gültiger Wert: Wähle { $valid }
unknown-variant = { $given } ist keine Variante: Wähle { $valid }
unknown-free-for-all-rounds = { $given } ist keine Variante: Wähle free-for-all oder free-for-all-N (N Runden)
unknown-finish-line-target = { $given } ist keine Variante: Wähle classic, nine-tile oder finish-line-N (N Punkte zum Sieg)
unknown-challenge-rule = { $given } ist keine Zweifelregel: Wähle { $valid }
unknown-level = { $given } ist keine Stufe: Wähle { $valid }
unknown-role = { $given } ist keine Rolle: Wähle { $valid }
unknown-computer-level = { $given } ist keine Computerstufe: Wähle { $valid }
unknown-language = { $given } ist keine Sprache: Wähle { $valid }
unknown-rack-delivery = { $given } ist keine Zustellart für die Bank: Wähle { $valid }
unknown-review-access = { $given } ist keine Freigabe für Analysen: Wähle { $valid }
unknown-pace = { $given } ist kein Tempo: Wähle { $valid }
unknown-pairing-method = { $given } ist keine Paarungsmethode: Wähle { $valid }
unknown-end-convention = { $given } ist keine Regel für das Spielende: Wähle { $valid }
unknown-move-kind = { $given } ist keine Zugart: Wähle { $valid }

## Die Wortwerkzeuge: wie Buchstaben, Joker und Mengen getippt werden.

query-empty = nichts nachzuschlagen: Gib ein paar Buchstaben an
query-not-a-letter = „{ $found }“ ist kein Buchstabe
query-not-a-tile = „{ $found }“ ist weder ein Buchstabe noch `?` (ein Joker)
query-not-in-pattern = „{ $found }“ ist weder ein Buchstabe noch `?`, `*` oder `[...]`
query-too-long = { $len } Buchstaben sind zu viele: höchstens { $max }
query-too-many-blanks = { $count } Joker (`?`) sind zu viele: höchstens { $max }
query-unclosed-set = eine `[` hat keine schließende `]`
query-empty-set = `[]` muss mindestens einen Buchstaben enthalten
query-unopened-set = eine `]` hat keine öffnende `[`

## Die Einstellungen eines Spiels: die Zugzeit, die Plätze und die Uhr.

setting-turn-limit = Die Zugzeit muss zwischen 30 Sekunden und 7 Tagen liegen.
setting-player-count = Ein Spiel hat 2 bis 4 Spieler.
setting-players-of-variant = { $variant } ist ein Spiel für { $most } Spieler: Wähle 1 Gegner.
setting-reminder-points = Erinnerungszeitpunkte sind Prozentwerte der Zugzeit, von 1 bis 99.
setting-too-many-reminders = Ein Zug kann höchstens { $most } Erinnerungen haben.
setting-missed-turns = Spieler verlieren kampflos nach 1 bis { $most } verpassten Zügen in Folge.
setting-time-bank = Das Zeitkonto muss zwischen null und 30 Tagen liegen.
setting-turn-limit-unreadable = { $given } ist keine Dauer wie 24h, 90m, 3d oder 30s.
setting-turn-limit-outside = { $given } liegt nicht zwischen 30s und 7d.

## Weitere Ablehnungen des Bots selbst.

err-use-slash-commands = Nutze die Slash-Befehle.
err-button-game-over = Spiel #{ $game } ist vorbei: Dieser Knopf bewirkt nichts mehr.
err-puzzle-tiles = { $reason }: Die Bank des heutigen Rätsels ist `{ $rack }`
err-practice-tiles = { $reason }: Deine Übungsbank ist `{ $rack }`

## Turniere und Ligen: was einem Spieler oder der Turnierleitung verweigert wird.

event-no-tournament-here = In diesem Kanal gibt es kein Turnier. Die Turnierleitung eröffnet eines mit `/tournament create`.
event-channel-has-tournament = Dieser Kanal hat schon ein Turnier. Es muss erst zu Ende gehen (oder von der Turnierleitung mit `/tournament end` beendet werden), bevor hier ein neues beginnt.
event-not-a-director = Das kann nur die Turnierleitung (ein Moderator dieses Servers).
event-registration-closed = Die Anmeldung ist geschlossen.
event-already-registered = Du bist schon angemeldet.
event-player-already-registered = { $player } ist schon angemeldet.
event-not-registered = Du bist für dieses Turnier nicht angemeldet.
event-no-such-player = Dieser Spieler ist nicht in diesem Turnier.
event-already-started = Das Turnier hat schon begonnen.
event-not-started = Das Turnier hat noch nicht begonnen.
event-finished = Das Turnier ist vorbei.
event-paused = Das Turnier ist angehalten: Die Turnierleitung setzt es mit `/tournament resume` fort.
event-not-paused = Das Turnier ist nicht angehalten.
event-too-few-players = Ein Turnier braucht mindestens 2 Spieler: Bisher sind { $registered } angemeldet.
event-too-few-for-divisions = { $divisions } Gruppen brauchen mindestens { $needed } Spieler (2 pro Gruppe): Bisher sind { $registered } angemeldet.
event-no-such-round = Runde { $round } ist noch nicht gepaart.
event-no-such-board = { $player } hat in Runde { $round } kein Brett.
event-bye-has-no-scores = Das ist ein Freilos: Sein Ergebnis ist der Freilos-Spread.
event-round-not-complete = Runde { $round } wird noch gespielt: Alle Ergebnisse müssen vorliegen (oder mit `/tournament result` eingetragen sein), bevor die nächste gepaart wird.
event-all-rounds-paired = Alle Runden sind schon gepaart ({ $rounds } Runden).
event-round-started = Runde { $round } hat begonnen (ein Zug wurde gespielt): Nur eine Runde, in der noch niemand gezogen hat, kann neu gepaart werden.
event-not-latest-round = Runde { $round } ist nicht die letzte Runde; nur die letzte kann neu gepaart werden.
event-bad-pairings = Diese Paarungen funktionieren nicht: { $reason }.
event-too-many-repeats = { $first } und { $second } würden öfter aufeinandertreffen, als dieses Turnier erlaubt (höchstens { $most }-mal).
event-already-withdrawn = Der Spieler ist bereits zurückgezogen.
event-no-league-here = In diesem Kanal gibt es keine Liga. Ein Moderator eröffnet eine mit `/league create`.
event-channel-has-league = Dieser Kanal hat schon eine Liga.
event-already-in-league = Du bist schon für Saison { $season } angemeldet.
event-not-in-league = Du bist nicht für Saison { $season } angemeldet.
event-season-being-played = Saison { $season } wird noch gespielt: Die nächste beginnt, wenn sie vorbei ist.
event-too-few-for-season = Eine Saison braucht mindestens 2 Spieler: Bisher sind { $registered } angemeldet.

## Die Einstellungen eines Turniers oder einer Liga.

event-tournament-needs-server = Turniere laufen auf einem Server, nicht in Direktnachrichten.
event-league-needs-server = Ligen laufen auf einem Server, nicht in Direktnachrichten.
event-rounds = Ein Turnier hat 1 bis 40 Runden.
event-schedule = Der Paarungsplan: { $reason }.
event-round-length = Eine Runde dauert zwischen 1 Stunde und 30 Tagen.
event-repeats = Die Höchstzahl erneuter Begegnungen liegt zwischen 0 und 40.
event-divisions = Ein Turnier hat 1 bis { $most } Gruppen.
event-spreads = Der Freilos-Spread liegt zwischen 0 und 500, der Spread einer kampflosen Niederlage zwischen -500 und 0.
event-tournament-name-controls = Ein Turniername darf keine Steuerzeichen enthalten.
event-league-name-controls = Ein Liganame darf keine Steuerzeichen enthalten.
event-tournament-name-invisible = Ein Turniername braucht mindestens ein sichtbares Zeichen.
event-league-name-invisible = Ein Liganame braucht mindestens ein sichtbares Zeichen.
event-name-length = Der Name muss 1 bis 60 Zeichen lang sein, auf einer Zeile, ohne ; oder #.
event-turn-limit = Die Zugzeit muss zwischen 1 Stunde und 7 Tagen liegen.
event-season-length = Eine Saison dauert 1 bis 180 Tage.
event-division-size = Eine Gruppe hat 2 bis 32 Spieler.
event-games-at-once = Ein Spieler hat 1 bis 10 Spiele gleichzeitig.
event-movers = 0 bis 16 Spieler steigen pro Gruppe auf und ab.

## Warum ein Paarungsplan nicht lesbar ist oder eine Runde nicht gepaart werden kann (Satzteile).

schedule-count = { $given } ist keine Wiederholungszahl: Schreib sie wie `2x swiss`
schedule-too-long = der Plan nennt { $listed } Runden, mehr als die { $rounds } des Wettbewerbs
schedule-empty = der Plan ist leer: Nenne mindestens eine Paarungsmethode
pairing-by-hand = diese Runde wird von Hand gepaart
pairing-different-divisions = { $first } und { $second } spielen in verschiedenen Gruppen
pairing-not-in-event = manuelle Paarungen: { $player } nimmt nicht am Wettbewerb teil
pairing-paired-twice = manuelle Paarungen: { $player } ist mehr als einmal gepaart
pairing-not-paired = manuelle Paarungen: { $player } ist nicht gepaart
pairing-too-many-repeats = { $first } und { $second } würden öfter aufeinandertreffen, als der Wettbewerb erlaubt (höchstens { $most }-mal)
pairing-no-players = es gibt keine Spieler
pairing-round-robin-complete = nach { $rounds } Runden hat jeder gegen jeden gespielt
pairing-fontes-even-rounds = das anfängliche Fontes braucht eine ungerade Rundenzahl, nicht { $rounds }
pairing-fontes-over = das anfängliche Fontes paart nur die ersten { $rounds } Runden, nicht Runde { $round }
pairing-fontes-too-few = das anfängliche Fontes über { $rounds } Runden braucht mindestens { $needed } Spieler, nicht { $players }
pairing-manual-unknown = manuelle Paarungen: Spieler { $player } nimmt nicht am Wettbewerb teil
pairing-manual-twice = manuelle Paarungen: Spieler { $player } ist mehr als einmal gepaart
pairing-manual-missing = manuelle Paarungen: Spieler { $player } ist nicht gepaart
