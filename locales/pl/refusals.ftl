# Lexicord: odmowy wynikające z zasad wariantów, ustawień, narzędzi słownikowych i turniejów, po polsku.
# Każda jest mówiona prywatnie graczowi, który o coś poprosił; nic nie zostało zmienione. Wartości w
# { $name } wstawia bot; nazwy przychodzą jako zwykły tekst. Komunikaty zaczynające się małą literą są
# częściami zdania: bot zmienia pierwszą literę na wielką i dodaje kropkę na końcu.

## Gdy własne elementy wariantu nie pozwalają na ruch.

rule-unknown-player = w tej grze nie ma gracza { $player }
rule-blocked = na polu { $square } stoi blokada: nie można tam położyć płytki
rule-no-blocker = nie masz blokady: przykryj pole Blokada, żeby ją wziąć
rule-role-takes-no-blockers = rola { $role } nie bierze blokad: biorą je tylko rookie i standard
rule-blocker-off-board = blokadę stawia się na pustym polu planszy
rule-blocker-on-filled-square = pole { $square } nie jest puste: blokadę stawia się na pustym polu
rule-closed-square = na polu { $square } nie można położyć płytki: to linia podziału między dwiema stronami
rule-off-your-side = pole { $square } jest po stronie przeciwnika: twoje słowa zostają po twojej stronie (kolumny { $side })
rule-first-word-off-station = twoje pierwsze słowo musi przykryć pole twojej stacji kosmicznej w górnym rzędzie
rule-not-connected-to-your-side = twoje słowo musi łączyć się z którymś z twoich wcześniejszych słów po twojej stronie
rule-yellow-blank-kept = żółte blanki leżą obok stojaka i nie można ich wymienić
rule-no-exchange-with-dice = w grze w kości nie ma wymian: ułóż słowo albo spasuj

## Free for All: płytki kładzione w dowolnym miejscu, słowa czytane wzdłuż ścieżek.

paths-outside-area = pole { $square } leży poza obszarem 9x9 na środku planszy (od D4 do L12)
paths-first-play-off-centre = pierwszy ruch musi przykryć środkowe pole H8
paths-first-play-too-short = pierwszy ruch wymaga co najmniej dwóch płytek
paths-not-touching = ruch musi stykać się z płytką, która już leży na planszy (poziomo, pionowo lub po skosie)
paths-too-many-words = podaj najwyżej trzy słowa
paths-same-word-twice = podaj każde słowo tylko raz
paths-no-words = podaj co najmniej jedno słowo albo poproś o trzy najlepsze
paths-cannot-read = słowa { $word } nie da się odczytać wzdłuż sąsiednich płytek, przechodząc przez płytkę, którą kładziesz
paths-tile-left-out = twoje słowa pomijają płytkę na polu { $square }: każda płytka, którą kładziesz, musi należeć do jednego z nich
paths-no-word-through = przez płytki, które kładziesz, nie przechodzi żadne słowo z co najmniej dwóch liter
paths-not-a-word = { $word } to nie jest słowo
paths-not-a-tile = { $token } to nie jest płytka: zapisz każdą jako SQUARE=LETTER, np. H8=D (mała litera dla blanka)
paths-no-tiles = podaj płytki, które kładziesz, np. `/place tiles:H8=D I8=O`

## Opcje wariantu i to, czego wariant nie ma.

variant-bad-target = { $given } to nie jest cel w Finish Line: wybierz wynik od { $min } do { $max }
variant-target-without-finish-line = wynik docelowy ma tylko Finish Line
variant-advanced-without-dice = gra zaawansowana to opcja tylko gry w kości
variant-design-without-surprise = własny układ planszy jest tylko w grach Surprise
variant-cards-without-hyper-race = talia kart to opcja tylko Hyper-Race
variant-rounds-without-free-for-all = rundy to opcja tylko Free for All
variant-bad-rounds = liczba rund { $given } jest poza zakresem: Free for All trwa od { $min } do { $max } rund
design-unreadable = { $given } to nie jest miniplansza: zapisz NUMBER SIDE @ SQUARE, np. 3b@F6 (plansze od 1 do 9, strona a klasyczna lub b nowa, lewe górne pole; +10 za premię gwiazd), albo gotowy układ: { $presets }
design-twice = miniplansza { $board } jest położona dwa razy: każda jest tylko jedna
design-off-board = miniplansza na polu { $square } wystawałaby poza planszę: jej lewe górne pole może być od A1 do K11
design-empty = połóż co najmniej jedną miniplanszę
design-no-star = żadna gwiazda nie jest widoczna: co najmniej jedna musi być, żeby od niej zacząć
feature-review-dice = Gra w kości nie ma analizy: mata zmienia się po każdym ruchu, a każdy rzut jest nowy, więc nie ma najlepszego ruchu do porównania.
feature-review-race = Wyścig nie ma analizy: bez punktów nie ma najlepszego ruchu według wyniku do porównania.
feature-review-paths = Gra Free for All nie ma analizy: jej słowa biegną ścieżkami, których lista ruchów analizy nie zna.
feature-review = Ta gra nie ma analizy.
feature-gcg-paths = Gra Free for All nie ma zapisu GCG: jej słowa biegną ścieżkami, których plik GCG nie potrafi zapisać.
feature-gcg = Ta gra nie ma zapisu GCG.
feature-line-plays = W Free for All kładź płytki poleceniem `/place tiles: words:`.
feature-path-plays = `/place` służy do gier Free for All: tutaj użyj `/play`.
feature-puzzles = Zagadki pochodzą tylko z gier klasycznych.
feature-roles = Rolę (pro, rookie, intermediate) wybiera się tylko w Blanks & Blockers: variant blanks-blockers.
feature-levels = Poziom wybiera się tylko w Finish Line z poziomami: variant finish-line bez celu, gdzie każdy gracz gra do wyniku swojego poziomu.
feature-exchanges = W tej grze nie ma wymian.
feature-blockers = W tej grze nie ma blokad.
feature-timed-turns = Ta gra nie ma własnego limitu czasu na ruch.
feature-board-design = własny układ planszy jest tylko w grach Surprise

## Nazwy wybierane z listy: "{ $given } nie jest ...: wybierz { $valid }".

unknown-value = { $given } nie jest wartością: wybierz { $valid }
unknown-variant = { $given } nie jest wariantem: wybierz { $valid }
unknown-free-for-all-rounds = { $given } nie jest wariantem: wybierz free-for-all lub free-for-all-N (N rund)
unknown-finish-line-target = { $given } nie jest wariantem: wybierz classic, nine-tile lub finish-line-N (N punktów do wygranej)
unknown-challenge-rule = { $given } nie jest zasadą sprawdzania: wybierz { $valid }
unknown-level = { $given } nie jest poziomem: wybierz { $valid }
unknown-role = { $given } nie jest rolą: wybierz { $valid }
unknown-computer-level = { $given } nie jest poziomem komputera: wybierz { $valid }
unknown-language = { $given } nie jest językiem: wybierz { $valid }
unknown-rack-delivery = { $given } nie jest sposobem dostarczania stojaka: wybierz { $valid }
unknown-review-access = { $given } nie jest ustawieniem dostępu do analiz: wybierz { $valid }
unknown-pace = { $given } nie jest tempem: wybierz { $valid }
unknown-pairing-method = { $given } nie jest metodą kojarzenia: wybierz { $valid }
unknown-end-convention = { $given } nie jest zasadą rozliczania końca gry: wybierz { $valid }
unknown-move-kind = { $given } nie jest rodzajem ruchu: wybierz { $valid }

## Narzędzia słownikowe: jak wpisuje się litery, blanki i zbiory.

query-empty = nie ma czego szukać: podaj jakieś litery
query-not-a-letter = '{ $found }' to nie jest litera
query-not-a-tile = '{ $found }' to nie jest litera ani `?` (blank)
query-not-in-pattern = '{ $found }' to nie jest litera, `?`, `*` ani `[...]`
query-too-long = { $len } to za dużo: najwyżej { $max } liter
query-too-many-blanks = { $count } to za dużo blanków (`?`): najwyżej { $max }
query-unclosed-set = `[` nie ma zamykającego `]`
query-empty-set = `[]` musi zawierać co najmniej jedną literę
query-unopened-set = `]` nie ma otwierającego `[`

## Ustawienia gry: limit czasu na ruch, miejsca i zegar.

setting-turn-limit = Limit czasu na ruch musi wynosić od 30 sekund do 7 dni.
setting-player-count = W grze bierze udział od 2 do 4 graczy.
setting-players-of-variant = { $variant } to gra dla { $most } graczy: wybierz 1 przeciwnika.
setting-reminder-points = Punkty przypomnień to procenty czasu na ruch, od 1 do 99.
setting-too-many-reminders = Najwyższa liczba przypomnień na jedną turę to { $most }.
setting-missed-turns = Liczba pominiętych kolejek z rzędu, po której gracz przegrywa walkowerem, wynosi od 1 do { $most }.
setting-time-bank = Bank czasu musi wynosić od zera do 30 dni.
setting-turn-limit-unreadable = { $given } to nie jest czas trwania w rodzaju 24h, 90m, 3d czy 30s.
setting-turn-limit-outside = { $given } wykracza poza zakres od 30s do 7d.

## Inne odmowy samego bota.

err-use-slash-commands = Używaj poleceń z ukośnikiem.
err-button-game-over = Gra #{ $game } się skończyła: ten przycisk już nic nie robi.
err-puzzle-tiles = { $reason }: stojak dzisiejszej zagadki to `{ $rack }`
err-practice-tiles = { $reason }: twój stojak treningowy to `{ $rack }`

## Turnieje i ligi: czego odmawia się graczowi lub sędziemu.

event-no-tournament-here = Na tym kanale nie ma turnieju. Sędzia otwiera go poleceniem `/tournament create`.
event-channel-has-tournament = Na tym kanale już jest turniej. Musi się zakończyć (albo sędzia musi go zakończyć poleceniem `/tournament end`), zanim będzie można otworzyć tu następny.
event-not-a-director = Może to zrobić tylko sędzia turnieju (moderator tego serwera).
event-registration-closed = Zapisy są zamknięte.
event-already-registered = Już jesteś zapisany.
event-player-already-registered = { $player } jest już zapisany.
event-not-registered = Nie jesteś zapisany na ten turniej.
event-no-such-player = Tego gracza nie ma w tym turnieju.
event-already-started = Turniej już się rozpoczął.
event-not-started = Turniej jeszcze się nie rozpoczął.
event-finished = Turniej się zakończył.
event-paused = Turniej jest wstrzymany: sędzia wznawia go poleceniem `/tournament resume`.
event-not-paused = Turniej nie jest wstrzymany.
event-too-few-players = Turniej wymaga co najmniej 2 graczy (na razie zapisanych: { $registered }).
event-too-few-for-divisions = Przy { $divisions } dywizjach potrzeba co najmniej { $needed } graczy, po 2 na dywizję (na razie zapisanych: { $registered }).
event-no-such-round = Runda { $round } nie jest jeszcze skojarzona.
event-no-such-board = W rundzie { $round } nie ma stołu gracza { $player }.
event-bye-has-no-scores = To jest pauza: jej wynikiem jest różnica za pauzę.
event-round-not-complete = Runda { $round } wciąż trwa: wszystkie wyniki muszą być znane (albo wpisane przez `/tournament result`), zanim zostanie skojarzona następna.
event-all-rounds-paired = Wszystkie rundy są już skojarzone (rund: { $rounds }).
event-round-started = Runda { $round } już się zaczęła (wykonano ruch): ponownie skojarzyć można tylko rundę, w której nikt nie wykonał ruchu.
event-not-latest-round = Runda { $round } nie jest ostatnią rundą; ponownie skojarzyć można tylko ostatnią.
event-bad-pairings = Te pary nie są możliwe: { $reason }.
event-too-many-repeats = { $first } i { $second } spotkaliby się więcej razy, niż pozwala ten turniej (najwyżej { $most }).
event-already-withdrawn = Ten gracz jest już wycofany.
event-no-league-here = Na tym kanale nie ma ligi. Moderator otwiera ją poleceniem `/league create`.
event-channel-has-league = Na tym kanale już jest liga.
event-already-in-league = Już jesteś zapisany na sezon { $season }.
event-not-in-league = Nie jesteś zapisany na sezon { $season }.
event-season-being-played = Sezon { $season } wciąż trwa: następny zacznie się, gdy ten się skończy.
event-too-few-for-season = Sezon wymaga co najmniej 2 graczy (na razie zapisanych: { $registered }).

## Ustawienia turnieju lub ligi.

event-tournament-needs-server = Turnieje odbywają się na serwerze, nie w wiadomościach prywatnych.
event-league-needs-server = Ligi odbywają się na serwerze, nie w wiadomościach prywatnych.
event-rounds = Turniej ma od 1 do 40 rund.
event-schedule = Plan kojarzenia: { $reason }.
event-round-length = Runda trwa od 1 godziny do 30 dni.
event-repeats = Maksymalna liczba ponownych spotkań wynosi od 0 do 40.
event-divisions = Turniej ma od 1 do { $most } dywizji.
event-spreads = Różnica za pauzę wynosi od 0 do 500, a za walkower od -500 do 0.
event-tournament-name-controls = Nazwa turnieju nie może zawierać znaków sterujących.
event-league-name-controls = Nazwa ligi nie może zawierać znaków sterujących.
event-tournament-name-invisible = Nazwa turnieju musi zawierać co najmniej jeden widoczny znak.
event-league-name-invisible = Nazwa ligi musi zawierać co najmniej jeden widoczny znak.
event-name-length = Nazwa musi mieć od 1 do 60 znaków w jednej linii, bez ; ani #.
event-turn-limit = Limit czasu na ruch musi wynosić od 1 godziny do 7 dni.
event-season-length = Sezon trwa od 1 do 180 dni.
event-division-size = Dywizja liczy od 2 do 32 graczy.
event-games-at-once = Gracz ma naraz od 1 do 10 gier w toku.
event-movers = W każdej dywizji awansuje i spada od 0 do 16 graczy.

## Dlaczego nie da się odczytać planu albo skojarzyć rundy (części zdania).

schedule-count = { $given } to nie jest liczba powtórzeń: zapisz ją jak `2x swiss`
schedule-too-long = plan wymienia więcej rund ({ $listed }), niż ma turniej ({ $rounds })
schedule-empty = plan jest pusty: podaj co najmniej jedną metodę kojarzenia
pairing-by-hand = ta runda jest kojarzona ręcznie
pairing-different-divisions = { $first } i { $second } grają w różnych dywizjach
pairing-not-in-event = pary ręczne: { $player } nie występuje w turnieju
pairing-paired-twice = pary ręczne: { $player } występuje w więcej niż jednej parze
pairing-not-paired = pary ręczne: { $player } nie ma pary
pairing-too-many-repeats = { $first } i { $second } spotkaliby się więcej razy, niż pozwala turniej (najwyżej { $most })
pairing-no-players = nie ma graczy
pairing-round-robin-complete = system każdy z każdym kończy się po { $rounds } rundach
pairing-fontes-even-rounds = początkowy Fontes wymaga nieparzystej liczby rund, a nie { $rounds }
pairing-fontes-over = początkowy Fontes kojarzy tylko rundy od 1 do { $rounds }, a nie rundę { $round }
pairing-fontes-too-few = początkowy Fontes przy liczbie rund { $rounds } wymaga co najmniej { $needed } graczy, a nie { $players }
pairing-manual-unknown = pary ręczne: gracza { $player } nie ma w turnieju
pairing-manual-twice = pary ręczne: gracz { $player } występuje w więcej niż jednej parze
pairing-manual-missing = pary ręczne: gracz { $player } nie ma pary
