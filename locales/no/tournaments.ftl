# Lexicord: turneringer og ligaer, på norsk bokmål. De samme meldingene, med de samme verdiene, som den engelske fila.

## Tabell: svaret som tekst og tabellen som bilde.

tournament-standings-heading-final = **{ $name }**: sluttabell etter runde { $after } av { $rounds }
tournament-standings-heading-before = **{ $name }**: tabell før noen runde er ferdig
tournament-standings-heading = **{ $name }**: tabell etter runde { $after } av { $rounds }
tournament-standings-subtitle-final = Sluttabell etter runde { $after } av { $rounds }
tournament-standings-subtitle-before = Tabell før noen runde er ferdig
tournament-standings-subtitle = Tabell etter runde { $after } av { $rounds }
tournament-division = __Divisjon { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (trukket seg)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, { $left } igjen
tournament-column-division = Div
tournament-column-player = Spiller
tournament-column-record = S-T
tournament-column-spread = Diff.
tournament-column-left = Igjen
tournament-table-withdrawn = { $player } (trukket seg)

## Oppsett: et brett som en linje, en rundes oppsett som tekst og som bilde, og en spillers egne
## brett (`/games`).

tournament-board-game = { $first } mot { $second }
tournament-board-game-thread = { $first } mot { $second } i { $thread }
tournament-board-withdrawn = { $player }: trukket seg
tournament-board-bye = { $player }: frirunde
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (avgjort ved fristen)
tournament-board-score-director = { $board }: { $score }-{ $other } (ført inn av turneringslederen)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (walkover)
tournament-pairings-heading = **{ $name }**: runde { $round } av { $rounds }
tournament-pairings-subtitle = Oppsett for runde { $round } av { $rounds } (den første spilleren begynner)
tournament-column-first = Første
tournament-column-second = Andre
tournament-column-result = Resultat
tournament-table-bye = frirunde
tournament-my-boards-title = **Dine turneringsoppsett**
tournament-my-board = { $tournament } runde { $round }: { $game }
tournament-my-board-opponent = mot { $opponent }
tournament-my-board-opponent-thread = mot { $opponent } i { $thread }
tournament-my-board-bye = frirunde
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (ikke spilt)

## En turnerings sammendrag, under hvert svar på en kommando fra en turneringsleder eller spiller.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } runde
   *[other] { $rounds } runder
} ({ $schedule }), { $paired } av dem satt opp; { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}.
tournament-state-registration = åpen for påmelding
tournament-state-closed = påmeldingen er stengt
tournament-state-running = pågår
tournament-state-paused = på pause
tournament-state-finished = over

## Hva turneringslederen eller spilleren som brukte en `/tournament`-kommando får til svar.

tournament-created = Turneringen din er åpen for påmelding.
tournament-joined = Du er påmeldt.
tournament-left = Du er ikke lenger påmeldt.
tournament-player-added = { $player } er påmeldt.
tournament-player-removed = { $player } er fjernet.
tournament-registration-closed = Påmeldingen er stengt.
tournament-started = Turneringen har startet: runde 1 settes opp.
tournament-result-recorded = Resultatet er registrert.
tournament-round-paired = Runden er satt opp: partiene åpnes i tråder.
tournament-paused = Turneringen er satt på pause.
tournament-resumed = Turneringen pågår igjen.
tournament-ended = Turneringen er over; sluttabellen følger.
tournament-export = Turneringen som tsh-fil `.t` og som CSV.
tournament-export-divisions = Turneringen som tsh-fil `.t`, én `.t`-fil per divisjon (a, b, ...) og CSV.
tournament-pairing-not-a-mention = { $word } er ikke en omtale av en spiller (skriv @ og velg spilleren)
tournament-pairing-unreadable = { $part } er verken to spillere eller en spiller og `bye`

## Turneringens innlegg i kanalen: på serverens språk.

tournament-post-open = 🏆 **{ $name }** er åpen for påmelding: `/tournament join` for å spille, `/tournament leave` for å trekke deg.
tournament-post-closed = 🏆 Påmeldingen til **{ $name }** er stengt.
tournament-post-running = 🏆 **{ $name }** er i gang: oppsettet kommer.
tournament-post-paused = ⏸️ **{ $name }** er på pause: ingenting settes opp eller avgjøres før en turneringsleder gjenopptar den.
tournament-post-ended-early = 🏁 **{ $name }** ble avsluttet tidlig av en turneringsleder.
tournament-post-over = 🏁 **{ $name }** er over.
tournament-post-joined = { $player } meldte seg på **{ $name }** ({ $count } påmeldt).
tournament-post-left = { $player } meldte seg av **{ $name }** ({ $count } påmeldt).
tournament-post-pairings = 📋 **{ $name }**, runde { $round } av { $rounds }: resultatene må være inne { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, runde { $round }: { $first } mot { $second }. { $starter } begynner; partiet må være ferdig { $when } (ellers taper den som er i trekket på walkover).
tournament-post-forfeit = ⏰ Runde { $round }: { $player } taper på walkover. { $board }
tournament-post-settled = ✍️ Runde { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, runde { $round }: partiet { $board } (brett #{ $id }) kan ikke åpnes ennå: { $why }. Jeg fortsetter å prøve.
tournament-thread-refused = Discord lar meg ikke lage tråder her (jeg trenger tillatelsene Opprett offentlige tråder og Send meldinger i tråder i denne kanalen)
tournament-thread-failed = Discord svarte med en feil da jeg prøvde å lage tråden
tournament-thread-clock-waits = Klokka starter når tråden åpnes: rundens frist avgjør ikke partiet før det.
tournament-post-awaiting-director = 📋 **{ $name }**: runde { $round } venter på `/tournament pair` fra en turneringsleder.

## Ligasesonger: innleggene i kanalen når en sesong starter og slutter.

league-post-season-started = 🏅 **{ $league }**, sesong { $season } har startet: alle mot alle i hver divisjon, { $games } partier om gangen per spiller, i tråder i denne kanalen. Den slutter { $when }; et parti som fortsatt pågår da, tapes på walkover av den som er i trekket.
league-division = __Divisjon { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, sesong { $season } er over.
league-final-promoted = { $rank }. { $player } ⬆️ rykker opp
league-final-relegated = { $rank }. { $player } ⬇️ rykker ned
league-final-stays = { $rank }. { $player }
league-post-next-season = Alle føres videre til sesong { $next } (`/league leave` for å stå over; `/league join` for nykommere); en moderator starter den med `/league start`.

## Hva spilleren eller moderatoren som brukte en `/league`-kommando får til svar, og ligaens sammendrag.

league-created = Ligaen din er åpen: sesong 1 tar imot påmeldinger.
league-joined = Du er påmeldt sesong { $season }.
league-left = Du er ikke lenger på lista for sesong { $season }.
league-started = Sesong { $season } har startet: de første partiene åpnes i tråder.
league-no-season-yet = Ingen sesong har startet ennå: en moderator starter en med `/league start`.
league-summary = **{ $name }**: sesong { $registering } tar imot påmeldinger (`/league join`).
league-summary-playing = **{ $name }**: sesong { $playing } spilles nå (`/league standings`); sesong { $registering } tar imot påmeldinger (`/league join`).
league-summary-settings = Sesonger på { $days } dager, divisjoner på høyst { $size }, { $games } partier om gangen per spiller, { $movers } opp og ned per divisjon; { $variant } med { $lexicon }, { $time } per trekk.
league-movers-default = én av seks
league-registered = Påmeldt ({ $count }): { $players }
league-registered-nobody = ingen ennå
league-player-division = { $player } (div { $division })
