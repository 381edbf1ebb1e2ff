# Lexicord: toernooien en competities, in het Nederlands. Dezelfde berichten, met dezelfde waarden, als het Engelse bestand.

## Stand: het antwoord als tekst en de tabel als afbeelding.

tournament-standings-heading-final = **{ $name }**: eindstand na ronde { $after } van { $rounds }
tournament-standings-heading-before = **{ $name }**: stand voordat er een ronde af is
tournament-standings-heading = **{ $name }**: stand na ronde { $after } van { $rounds }
tournament-standings-subtitle-final = Eindstand na ronde { $after } van { $rounds }
tournament-standings-subtitle-before = Stand voordat er een ronde af is
tournament-standings-subtitle = Stand na ronde { $after } van { $rounds }
tournament-division = __Divisie { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (teruggetrokken)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, nog { $left }
tournament-column-division = Div
tournament-column-player = Speler
tournament-column-record = W-V
tournament-column-spread = Saldo
tournament-column-left = Nog
tournament-table-withdrawn = { $player } (teruggetrokken)

## Indeling: een bord als regel, de indeling van een ronde als tekst en als afbeelding, en de
## borden van een speler (`/games`).

tournament-board-game = { $first } tegen { $second }
tournament-board-game-thread = { $first } tegen { $second } in { $thread }
tournament-board-withdrawn = { $player }: teruggetrokken
tournament-board-bye = { $player }: bye
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (afgehandeld bij de deadline)
tournament-board-score-director = { $board }: { $score }-{ $other } (ingevoerd door de wedstrijdleiding)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (reglementair)
tournament-pairings-heading = **{ $name }**: ronde { $round } van { $rounds }
tournament-pairings-subtitle = Indeling van ronde { $round } van { $rounds } (de eerste speler begint)
tournament-column-first = Eerste
tournament-column-second = Tweede
tournament-column-result = Uitslag
tournament-table-bye = bye
tournament-my-boards-title = **Je toernooi-indelingen**
tournament-my-board = { $tournament } ronde { $round }: { $game }
tournament-my-board-opponent = tegen { $opponent }
tournament-my-board-opponent-thread = tegen { $opponent } in { $thread }
tournament-my-board-bye = bye
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (nog te spelen)

## De samenvatting van een toernooi, onder elk antwoord op een commando van een wedstrijdleider of speler.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} ({ $schedule }), waarvan { $paired } ingedeeld; { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}.
tournament-state-registration = inschrijving open
tournament-state-closed = inschrijving gesloten
tournament-state-running = bezig
tournament-state-paused = gepauzeerd
tournament-state-finished = afgelopen

## Wat de wedstrijdleider of speler die een `/tournament`-commando gaf te horen krijgt.

tournament-created = Je toernooi staat open voor inschrijving.
tournament-joined = Je bent ingeschreven.
tournament-left = Je bent niet meer ingeschreven.
tournament-player-added = { $player } is ingeschreven.
tournament-player-removed = { $player } is verwijderd.
tournament-registration-closed = De inschrijving is gesloten.
tournament-started = Het toernooi is begonnen: ronde 1 wordt ingedeeld.
tournament-result-recorded = De uitslag is vastgelegd.
tournament-round-paired = De ronde is ingedeeld: de partijen openen in threads.
tournament-paused = Het toernooi is gepauzeerd.
tournament-resumed = Het toernooi loopt weer.
tournament-ended = Het toernooi is afgelopen; de eindstand volgt.
tournament-export = Het toernooi als tsh-bestand `.t` en als CSV.
tournament-export-divisions = Het toernooi als tsh-bestand `.t`, één `.t`-bestand per divisie (a, b, ...) en CSV.
tournament-pairing-not-a-mention = { $word } is geen vermelding van een speler (typ @ en kies de speler)
tournament-pairing-unreadable = { $part } is geen twee spelers en ook geen speler met `bye`

## Berichten van een toernooi in het kanaal: in de taal van de server.

tournament-post-open = 🏆 **{ $name }** staat open voor inschrijving: `/tournament join` om mee te spelen, `/tournament leave` om je terug te trekken.
tournament-post-closed = 🏆 De inschrijving voor **{ $name }** is gesloten.
tournament-post-running = 🏆 **{ $name }** is begonnen: de indeling volgt.
tournament-post-paused = ⏸️ **{ $name }** is gepauzeerd: er wordt niets ingedeeld of afgehandeld tot een wedstrijdleider het hervat.
tournament-post-ended-early = 🏁 **{ $name }** is vroegtijdig beëindigd door een wedstrijdleider.
tournament-post-over = 🏁 **{ $name }** is afgelopen.
tournament-post-joined = { $player } heeft zich ingeschreven voor **{ $name }** ({ $count } ingeschreven).
tournament-post-left = { $player } heeft zich uitgeschreven voor **{ $name }** ({ $count } ingeschreven).
tournament-post-pairings = 📋 **{ $name }**, ronde { $round } van { $rounds }: de uitslagen moeten binnen zijn { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, ronde { $round }: { $first } tegen { $second }. { $starter } begint; de partij moet afgelopen zijn { $when } (daarna verliest wie aan zet is reglementair).
tournament-post-forfeit = ⏰ Ronde { $round }: { $player } verliest reglementair. { $board }
tournament-post-settled = ✍️ Ronde { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, ronde { $round }: de partij { $board } (bord #{ $id }) kan nog niet openen: { $why }. Ik blijf het proberen.
tournament-thread-refused = Discord laat me hier geen threads maken (ik heb in dit kanaal de rechten Openbare threads maken en Berichten versturen in threads nodig)
tournament-thread-failed = Discord antwoordde met een fout toen ik de thread probeerde te maken
tournament-thread-clock-waits = De klok start pas als de thread opent: de deadline van de ronde handelt de partij niet eerder af.
tournament-post-awaiting-director = 📋 **{ $name }**: ronde { $round } wacht op `/tournament pair` van een wedstrijdleider.

## Competitieseizoenen: de berichten in het kanaal als een seizoen begint en eindigt.

league-post-season-started = 🏅 **{ $league }**, seizoen { $season } is begonnen: een halve competitie in elke divisie, { $games } partijen tegelijk per speler, in threads van dit kanaal. Het eindigt { $when }; een partij die dan nog loopt, verliest wie aan zet is reglementair.
league-division = __Divisie { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, seizoen { $season } is afgelopen.
league-final-promoted = { $rank }. { $player } ⬆️ promoveert
league-final-relegated = { $rank }. { $player } ⬇️ degradeert
league-final-stays = { $rank }. { $player }
league-post-next-season = Iedereen gaat mee naar seizoen { $next } (`/league leave` om het over te slaan; `/league join` voor nieuwkomers); een moderator start het met `/league start`.

## Wat de speler of moderator die een `/league`-commando gaf te horen krijgt, en de samenvatting van de competitie.

league-created = Je competitie is geopend: seizoen 1 neemt inschrijvingen aan.
league-joined = Je bent ingeschreven voor seizoen { $season }.
league-left = Je staat niet meer op de lijst voor seizoen { $season }.
league-started = Seizoen { $season } is begonnen: de eerste partijen openen in threads.
league-no-season-yet = Er is nog geen seizoen begonnen: een moderator start er een met `/league start`.
league-summary = **{ $name }**: seizoen { $registering } neemt inschrijvingen aan (`/league join`).
league-summary-playing = **{ $name }**: seizoen { $playing } wordt gespeeld (`/league standings`); seizoen { $registering } neemt inschrijvingen aan (`/league join`).
league-summary-settings = Seizoenen van { $days } dagen, divisies van hoogstens { $size }, { $games } partijen tegelijk per speler, { $movers } promoveren en degraderen per divisie; { $variant } met { $lexicon }, { $time } per beurt.
league-movers-default = één op zes
league-registered = Ingeschreven ({ $count }): { $players }
league-registered-nobody = nog niemand
league-player-division = { $player } (div { $division })
