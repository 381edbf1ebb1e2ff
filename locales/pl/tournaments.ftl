# Lexicord: turnieje i ligi, po polsku. Te same komunikaty, z tymi samymi wartościami, co plik angielski.

## Tabela: odpowiedź tekstowa i obraz tabeli.

tournament-standings-heading-final = **{ $name }**: tabela końcowa po rundzie { $after } z { $rounds }
tournament-standings-heading-before = **{ $name }**: tabela, zanim zakończyła się jakakolwiek runda
tournament-standings-heading = **{ $name }**: tabela po rundzie { $after } z { $rounds }
tournament-standings-subtitle-final = Tabela końcowa po rundzie { $after } z { $rounds }
tournament-standings-subtitle-before = Tabela, zanim zakończyła się jakakolwiek runda
tournament-standings-subtitle = Tabela po rundzie { $after } z { $rounds }
tournament-division = __Dywizja { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (wycofany)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, do rozegrania: { $left }
tournament-column-division = Dyw.
tournament-column-player = Gracz
tournament-column-record = W-P
tournament-column-spread = Różnica
tournament-column-left = Zostało
tournament-table-withdrawn = { $player } (wycofany)

## Pary: stół w jednej linii, pary rundy jako tekst i jako obraz oraz stoły gracza (`/games`).

tournament-board-game = { $first } – { $second }
tournament-board-game-thread = { $first } – { $second } w { $thread }
tournament-board-withdrawn = { $player }: wycofany
tournament-board-bye = { $player }: pauza
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (rozstrzygnięte po terminie)
tournament-board-score-director = { $board }: { $score }-{ $other } (wpisane przez sędziego)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (walkower)
tournament-pairings-heading = **{ $name }**: runda { $round } z { $rounds }
tournament-pairings-subtitle = Pary rundy { $round } z { $rounds } (zaczyna pierwszy gracz)
tournament-column-first = Pierwszy
tournament-column-second = Drugi
tournament-column-result = Wynik
tournament-table-bye = pauza
tournament-my-boards-title = **Twoje pary w turniejach**
tournament-my-board = { $tournament } runda { $round }: { $game }
tournament-my-board-opponent = z { $opponent }
tournament-my-board-opponent-thread = z { $opponent } w { $thread }
tournament-my-board-bye = pauza
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (do rozegrania)

## Podsumowanie turnieju pod każdą odpowiedzią na polecenie sędziego lub gracza.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } runda
    [few] { $rounds } rundy
    [many] { $rounds } rund
   *[other] { $rounds } rundy
} ({ $schedule }), skojarzono { $paired }; { $players ->
    [one] { $players } gracz
    [few] { $players } gracze
    [many] { $players } graczy
   *[other] { $players } gracza
}.
tournament-state-registration = zapisy otwarte
tournament-state-closed = zapisy zamknięte
tournament-state-running = w toku
tournament-state-paused = wstrzymany
tournament-state-finished = zakończony

## Co słyszy sędzia lub gracz, który użył polecenia `/tournament`.

tournament-created = Twój turniej jest otwarty na zapisy.
tournament-joined = Jesteś zapisany.
tournament-left = Nie jesteś już zapisany.
tournament-player-added = { $player } jest zapisany.
tournament-player-removed = { $player } został usunięty.
tournament-registration-closed = Zapisy są zamknięte.
tournament-started = Turniej się rozpoczął: trwa kojarzenie rundy 1.
tournament-result-recorded = Wynik został zapisany.
tournament-round-paired = Runda jest skojarzona: jej gry otwierają się w wątkach.
tournament-paused = Turniej jest wstrzymany.
tournament-resumed = Turniej znów trwa.
tournament-ended = Turniej się zakończył; poniżej tabela końcowa.
tournament-export = Turniej jako plik `.t` programu tsh i jako CSV.
tournament-export-divisions = Turniej jako plik `.t` programu tsh, jeden plik `.t` na dywizję (a, b, ...) i CSV.
tournament-pairing-not-a-mention = { $word } nie jest wzmianką gracza (wpisz @ i wybierz gracza)
tournament-pairing-unreadable = { $part } to ani dwóch graczy, ani gracz i `bye`

## Wiadomości turnieju na kanale: w języku serwera.

tournament-post-open = 🏆 Zapisy na **{ $name }** są otwarte: `/tournament join`, by zagrać, `/tournament leave`, by się wycofać.
tournament-post-closed = 🏆 Zapisy na **{ $name }** są zamknięte.
tournament-post-running = 🏆 **{ $name }** trwa: pary za chwilę.
tournament-post-paused = ⏸️ **{ $name }** jest wstrzymany: nic nie jest kojarzone ani rozstrzygane, dopóki sędzia go nie wznowi.
tournament-post-ended-early = 🏁 Sędzia zakończył **{ $name }** przed czasem.
tournament-post-over = 🏁 **{ $name }** się zakończył.
tournament-post-joined = { $player } zapisuje się na **{ $name }** (zapisanych: { $count }).
tournament-post-left = { $player } wypisuje się z **{ $name }** (zapisanych: { $count }).
tournament-post-pairings = 📋 **{ $name }**, runda { $round } z { $rounds }: termin na wyniki { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, runda { $round }: { $first } – { $second }. Zaczyna { $starter }; gra musi się skończyć { $when } (potem gracz na ruchu przegrywa walkowerem).
tournament-post-forfeit = ⏰ Runda { $round }: { $player } przegrywa walkowerem. { $board }
tournament-post-settled = ✍️ Runda { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, runda { $round }: gra { $board } (stół #{ $id }) nie może się jeszcze otworzyć: { $why }. Próbuję dalej.
tournament-thread-refused = Discord nie pozwala mi tu tworzyć wątków (potrzebuję na tym kanale uprawnień Tworzenie wątków publicznych i Wysyłanie wiadomości w wątkach)
tournament-thread-failed = Discord odpowiedział błędem, gdy próbowałem utworzyć jej wątek
tournament-thread-clock-waits = Jej zegar rusza, gdy otworzy się jej wątek: termin rundy nie rozstrzyga jej wcześniej.
tournament-post-awaiting-director = 📋 **{ $name }**: runda { $round } czeka na `/tournament pair` od sędziego.

## Sezony ligi: wiadomości na kanale, gdy sezon się zaczyna i kończy.

league-post-season-started = 🏅 **{ $league }**, sezon { $season } się rozpoczął: każdy z każdym w każdej dywizji, { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
} naraz na gracza, w wątkach tego kanału. Kończy się { $when }; gra, która wtedy jeszcze trwa, jest przegrana walkowerem przez gracza na ruchu.
league-division = __Dywizja { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, sezon { $season } się zakończył.
league-final-promoted = { $rank }. { $player } ⬆️ awans
league-final-relegated = { $rank }. { $player } ⬇️ spadek
league-final-stays = { $rank }. { $player }
league-post-next-season = Wszyscy przechodzą do sezonu { $next } (`/league leave`, by go opuścić; `/league join` dla nowych); moderator rozpoczyna go poleceniem `/league start`.

## Co słyszy gracz lub moderator, który użył polecenia `/league`, oraz podsumowanie ligi.

league-created = Twoja liga jest otwarta: sezon 1 przyjmuje zapisy.
league-joined = Jesteś zapisany na sezon { $season }.
league-left = Nie ma cię już na liście sezonu { $season }.
league-started = Sezon { $season } się rozpoczął: jego pierwsze gry otwierają się w wątkach.
league-no-season-yet = Żaden sezon jeszcze się nie rozpoczął: moderator rozpoczyna go poleceniem `/league start`.
league-summary = **{ $name }**: sezon { $registering } przyjmuje zapisy (`/league join`).
league-summary-playing = **{ $name }**: trwa sezon { $playing } (`/league standings`); sezon { $registering } przyjmuje zapisy (`/league join`).
league-summary-settings = Sezon trwa { $days ->
    [one] { $days } dzień
   *[other] { $days } dni
}, dywizje najwyżej po { $size }, gry naraz na gracza: { $games }, awansujący i spadający na dywizję: { $movers }; { $variant } z { $lexicon }, { $time } na ruch.
league-movers-default = jeden na sześciu
league-registered = Zapisani ({ $count }): { $players }
league-registered-nobody = jeszcze nikt
league-player-division = { $player } (dyw. { $division })
