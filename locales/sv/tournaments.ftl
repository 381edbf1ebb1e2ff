# Lexicord: turneringar och ligor, på svenska. Samma meddelanden, med samma värden, som den engelska filen.

## Tabell: svaret som text och tabellen som bild.

tournament-standings-heading-final = **{ $name }**: sluttabell efter rond { $after } av { $rounds }
tournament-standings-heading-before = **{ $name }**: tabell innan någon rond är klar
tournament-standings-heading = **{ $name }**: tabell efter rond { $after } av { $rounds }
tournament-standings-subtitle-final = Sluttabell efter rond { $after } av { $rounds }
tournament-standings-subtitle-before = Tabell innan någon rond är klar
tournament-standings-subtitle = Tabell efter rond { $after } av { $rounds }
tournament-division = __Division { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (har dragit sig ur)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, { $left } kvar
tournament-column-division = Div
tournament-column-player = Spelare
tournament-column-record = V-F
tournament-column-spread = Diff
tournament-column-left = Kvar
tournament-table-withdrawn = { $player } (har dragit sig ur)

## Lottning: ett bord som en rad, en ronds lottning som text och som bild, och en spelares egna
## bord (`/games`).

tournament-board-game = { $first } mot { $second }
tournament-board-game-thread = { $first } mot { $second } i { $thread }
tournament-board-withdrawn = { $player }: har dragit sig ur
tournament-board-bye = { $player }: frirond
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (avgjort vid deadline)
tournament-board-score-director = { $board }: { $score }-{ $other } (inmatat av tävlingsledaren)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (WO)
tournament-pairings-heading = **{ $name }**: rond { $round } av { $rounds }
tournament-pairings-subtitle = Lottning för rond { $round } av { $rounds } (den första spelaren börjar)
tournament-column-first = Första
tournament-column-second = Andra
tournament-column-result = Resultat
tournament-table-bye = frirond
tournament-my-boards-title = **Dina turneringslottningar**
tournament-my-board = { $tournament } rond { $round }: { $game }
tournament-my-board-opponent = mot { $opponent }
tournament-my-board-opponent-thread = mot { $opponent } i { $thread }
tournament-my-board-bye = frirond
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (ej spelat)

## En turnerings sammanfattning, under varje svar på ett kommando från en tävlingsledare eller spelare.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } rond
   *[other] { $rounds } ronder
} ({ $schedule }), { $paired } av dem lottade; { $players } spelare.
tournament-state-registration = öppen för anmälan
tournament-state-closed = anmälan stängd
tournament-state-running = pågår
tournament-state-paused = pausad
tournament-state-finished = slut

## Vad tävlingsledaren eller spelaren som använde ett `/tournament`-kommando får till svar.

tournament-created = Din turnering är öppen för anmälan.
tournament-joined = Du är anmäld.
tournament-left = Du är inte längre anmäld.
tournament-player-added = { $player } är anmäld.
tournament-player-removed = { $player } är borttagen.
tournament-registration-closed = Anmälan är stängd.
tournament-started = Turneringen har startat: rond 1 lottas.
tournament-result-recorded = Resultatet är registrerat.
tournament-round-paired = Ronden är lottad: dess partier öppnas i trådar.
tournament-paused = Turneringen är pausad.
tournament-resumed = Turneringen pågår igen.
tournament-ended = Turneringen är slut; sluttabellen följer.
tournament-export = Turneringen som tsh-fil `.t` och som CSV.
tournament-export-divisions = Turneringen som tsh-fil `.t`, en `.t`-fil per division (a, b, ...) och CSV.
tournament-pairing-not-a-mention = { $word } är inte ett omnämnande av en spelare (skriv @ och välj spelaren)
tournament-pairing-unreadable = { $part } är varken två spelare eller en spelare och `bye`

## Turneringens inlägg i kanalen: på serverns språk.

tournament-post-open = 🏆 **{ $name }** är öppen för anmälan: `/tournament join` för att spela, `/tournament leave` för att dra dig ur.
tournament-post-closed = 🏆 Anmälan till **{ $name }** är stängd.
tournament-post-running = 🏆 **{ $name }** är igång: lottningen följer.
tournament-post-paused = ⏸️ **{ $name }** är pausad: inget lottas eller avgörs förrän en tävlingsledare återupptar den.
tournament-post-ended-early = 🏁 **{ $name }** avslutades i förtid av en tävlingsledare.
tournament-post-over = 🏁 **{ $name }** är slut.
tournament-post-joined = { $player } anmälde sig till **{ $name }** ({ $count } anmälda).
tournament-post-left = { $player } lämnade **{ $name }** ({ $count } anmälda).
tournament-post-pairings = 📋 **{ $name }**, rond { $round } av { $rounds }: resultaten ska vara inne { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, rond { $round }: { $first } mot { $second }. { $starter } börjar; partiet måste vara slut { $when } (annars förlorar den som står på drag på WO).
tournament-post-forfeit = ⏰ Rond { $round }: { $player } förlorar på WO. { $board }
tournament-post-settled = ✍️ Rond { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, rond { $round }: partiet { $board } (bord #{ $id }) kan inte öppnas än: { $why }. Jag fortsätter försöka.
tournament-thread-refused = Discord låter mig inte skapa trådar här (jag behöver behörigheterna Skapa offentliga trådar och Skicka meddelanden i trådar i den här kanalen)
tournament-thread-failed = Discord svarade med ett fel när jag försökte skapa dess tråd
tournament-thread-clock-waits = Dess klocka startar när dess tråd öppnas: rondens deadline avgör det inte dessförinnan.
tournament-post-awaiting-director = 📋 **{ $name }**: rond { $round } väntar på `/tournament pair` från en tävlingsledare.

## Ligasäsonger: inläggen i kanalen när en säsong börjar och slutar.

league-post-season-started = 🏅 **{ $league }**, säsong { $season } har börjat: alla möter alla i varje division, { $games } partier åt gången per spelare, i trådar i den här kanalen. Den slutar { $when }; ett parti som fortfarande pågår då förloras på WO av den som står på drag.
league-division = __Division { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, säsong { $season } är slut.
league-final-promoted = { $rank }. { $player } ⬆️ flyttas upp
league-final-relegated = { $rank }. { $player } ⬇️ flyttas ned
league-final-stays = { $rank }. { $player }
league-post-next-season = Alla förs vidare till säsong { $next } (`/league leave` för att stå över; `/league join` för nykomlingar); en moderator startar den med `/league start`.

## Vad spelaren eller moderatorn som använde ett `/league`-kommando får till svar, och ligans sammanfattning.

league-created = Din liga är öppen: säsong 1 tar emot anmälningar.
league-joined = Du är anmäld till säsong { $season }.
league-left = Du står inte längre på listan för säsong { $season }.
league-started = Säsong { $season } har börjat: dess första partier öppnas i trådar.
league-no-season-yet = Ingen säsong har börjat än: en moderator startar en med `/league start`.
league-summary = **{ $name }**: säsong { $registering } tar emot anmälningar (`/league join`).
league-summary-playing = **{ $name }**: säsong { $playing } spelas (`/league standings`); säsong { $registering } tar emot anmälningar (`/league join`).
league-summary-settings = Säsonger på { $days } dagar, divisioner med högst { $size }, { $games } partier åt gången per spelare, { $movers } upp och ned per division; { $variant } med { $lexicon }, { $time } per drag.
league-movers-default = en av sex
league-registered = Anmälda ({ $count }): { $players }
league-registered-nobody = ingen än
league-player-division = { $player } (div { $division })
