# Lexicord: Turniere und Ligen, Deutsch. Dieselben Nachrichten mit denselben Werten wie die englische Datei.

## Tabelle: die Antwort als Text und das Tabellenbild.

tournament-standings-heading-final = **{ $name }**: Endstand nach Runde { $after } von { $rounds }
tournament-standings-heading-before = **{ $name }**: Tabelle, bevor eine Runde abgeschlossen ist
tournament-standings-heading = **{ $name }**: Tabelle nach Runde { $after } von { $rounds }
tournament-standings-subtitle-final = Endstand nach Runde { $after } von { $rounds }
tournament-standings-subtitle-before = Tabelle, bevor eine Runde abgeschlossen ist
tournament-standings-subtitle = Tabelle nach Runde { $after } von { $rounds }
tournament-division = __Gruppe { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (zurückgezogen)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, noch { $left }
tournament-column-division = Gr.
tournament-column-player = Spieler
tournament-column-record = S-N
tournament-column-spread = Spread
tournament-column-left = Offen
tournament-table-withdrawn = { $player } (zurückgezogen)

## Paarungen: ein Brett als Zeile, die Paarungen einer Runde als Text und als Bild, und die
## eigenen Bretter eines Spielers (`/games`).

tournament-board-game = { $first } gegen { $second }
tournament-board-game-thread = { $first } gegen { $second } in { $thread }
tournament-board-withdrawn = { $player }: zurückgezogen
tournament-board-bye = { $player }: Freilos
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (bei Fristende entschieden)
tournament-board-score-director = { $board }: { $score }-{ $other } (von der Turnierleitung eingetragen)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (kampflos)
tournament-pairings-heading = **{ $name }**: Runde { $round } von { $rounds }
tournament-pairings-subtitle = Paarungen der Runde { $round } von { $rounds } (der erste Spieler beginnt)
tournament-column-first = Erster
tournament-column-second = Zweiter
tournament-column-result = Ergebnis
tournament-table-bye = Freilos
tournament-my-boards-title = **Deine Turnierpaarungen**
tournament-my-board = { $tournament } Runde { $round }: { $game }
tournament-my-board-opponent = gegen { $opponent }
tournament-my-board-opponent-thread = gegen { $opponent } in { $thread }
tournament-my-board-bye = Freilos
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (noch zu spielen)

## Die Zusammenfassung eines Turniers, unter jeder Antwort auf einen Befehl der Turnierleitung oder eines Spielers.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} ({ $schedule }), davon { $paired } gepaart; { $players } Spieler.
tournament-state-registration = Anmeldung offen
tournament-state-closed = Anmeldung geschlossen
tournament-state-running = läuft
tournament-state-paused = angehalten
tournament-state-finished = beendet

## Was die Turnierleitung oder der Spieler nach einem `/tournament`-Befehl erfährt.

tournament-created = Dein Turnier ist zur Anmeldung geöffnet.
tournament-joined = Du bist angemeldet.
tournament-left = Du bist nicht mehr angemeldet.
tournament-player-added = { $player } ist angemeldet.
tournament-player-removed = { $player } ist entfernt.
tournament-registration-closed = Die Anmeldung ist geschlossen.
tournament-started = Das Turnier hat begonnen: Runde 1 wird gepaart.
tournament-result-recorded = Das Ergebnis ist eingetragen.
tournament-round-paired = Die Runde ist gepaart: ihre Spiele öffnen sich in Threads.
tournament-paused = Das Turnier ist angehalten.
tournament-resumed = Das Turnier läuft wieder.
tournament-ended = Das Turnier ist vorbei; der Endstand folgt.
tournament-export = Das Turnier als tsh-`.t`-Datei und als CSV.
tournament-export-divisions = Das Turnier als tsh-`.t`-Datei, eine `.t`-Datei pro Gruppe (a, b, ...) und als CSV.
tournament-pairing-not-a-mention = { $word } ist keine Spielererwähnung (tippe @ und wähle den Spieler)
tournament-pairing-unreadable = { $part } ist weder zwei Spieler noch ein Spieler und `bye`

## Beiträge eines Turniers im Kanal: in der Sprache des Servers.

tournament-post-open = 🏆 Die Anmeldung für **{ $name }** ist offen: `/tournament join` zum Mitspielen, `/tournament leave` zum Abmelden.
tournament-post-closed = 🏆 Die Anmeldung für **{ $name }** ist geschlossen.
tournament-post-running = 🏆 **{ $name }** läuft: die Paarungen folgen.
tournament-post-paused = ⏸️ **{ $name }** ist angehalten: nichts wird gepaart oder entschieden, bis die Turnierleitung es fortsetzt.
tournament-post-ended-early = 🏁 **{ $name }** wurde von der Turnierleitung vorzeitig beendet.
tournament-post-over = 🏁 **{ $name }** ist vorbei.
tournament-post-joined = { $player } hat sich für **{ $name }** angemeldet ({ $count } angemeldet).
tournament-post-left = { $player } hat sich von **{ $name }** abgemeldet ({ $count } angemeldet).
tournament-post-pairings = 📋 **{ $name }**, Runde { $round } von { $rounds }: Ergebnisse sind fällig { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, Runde { $round }: { $first } gegen { $second }. { $starter } beginnt; das Spiel muss { $when } zu Ende sein (sonst verliert, wer am Zug ist, kampflos).
tournament-post-forfeit = ⏰ Runde { $round }: { $player } verliert kampflos. { $board }
tournament-post-settled = ✍️ Runde { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, Runde { $round }: das Spiel { $board } (Brett #{ $id }) kann noch nicht beginnen: { $why }. Ich versuche es weiter.
tournament-thread-refused = Discord lässt mich hier keine Threads erstellen (ich brauche in diesem Kanal die Berechtigungen „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“)
tournament-thread-failed = Discord hat mit einem Fehler geantwortet, als ich seinen Thread erstellen wollte
tournament-thread-clock-waits = Seine Uhr startet, wenn sein Thread öffnet: die Frist der Runde entscheidet es nicht vorher.
tournament-post-awaiting-director = 📋 **{ $name }**: Runde { $round } wartet auf `/tournament pair` der Turnierleitung.

## Ligasaisons: die Beiträge im Kanal, wenn eine Saison beginnt und endet.

league-post-season-started = 🏅 **{ $league }**, Saison { $season } hat begonnen: jeder gegen jeden in jeder Gruppe, { $games } Spiele gleichzeitig pro Spieler, in Threads dieses Kanals. Sie endet { $when }; ein dann noch laufendes Spiel verliert, wer am Zug ist, kampflos.
league-division = __Gruppe { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, Saison { $season } ist vorbei.
league-final-promoted = { $rank }. { $player } ⬆️ steigt auf
league-final-relegated = { $rank }. { $player } ⬇️ steigt ab
league-final-stays = { $rank }. { $player }
league-post-next-season = Alle gehen in Saison { $next } über (`/league leave` zum Aussetzen; `/league join` für Neue); ein Moderator startet sie mit `/league start`.

## Was der Spieler oder Moderator nach einem `/league`-Befehl erfährt, und die Zusammenfassung der Liga.

league-created = Deine Liga ist eröffnet: Saison 1 nimmt Anmeldungen an.
league-joined = Du bist für Saison { $season } angemeldet.
league-left = Du stehst nicht mehr auf der Liste für Saison { $season }.
league-started = Saison { $season } hat begonnen: ihre ersten Spiele öffnen sich in Threads.
league-no-season-yet = Es hat noch keine Saison begonnen: ein Moderator startet eine mit `/league start`.
league-summary = **{ $name }**: Saison { $registering } nimmt Anmeldungen an (`/league join`).
league-summary-playing = **{ $name }**: Saison { $playing } wird gespielt (`/league standings`); Saison { $registering } nimmt Anmeldungen an (`/league join`).
league-summary-settings = Saisons von { $days } Tagen, Gruppen von höchstens { $size }, { $games } Spiele gleichzeitig pro Spieler, { $movers } Auf- und Absteiger pro Gruppe; { $variant } mit { $lexicon }, { $time } pro Zug.
league-movers-default = einer von sechs
league-registered = Angemeldet ({ $count }): { $players }
league-registered-nobody = noch niemand
league-player-division = { $player } (Gr. { $division })
