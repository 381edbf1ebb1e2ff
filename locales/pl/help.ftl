# Lexicord: help messages (pl). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: krzyżówkowa gra w płytki**
help-rules-words = - Układaj słowa poziomo lub pionowo, połączone z płytkami na planszy; pierwsze przykrywa środkową gwiazdę dwiema lub więcej płytkami.
help-rules-premiums = - Jasnoniebieskie podwaja literę, ciemnoniebieskie ją potraja, różowe podwaja słowo, czerwone je potraja (premie liczą się raz). Punktuje każde słowo, które ułożysz lub przedłużysz.
help-rules-bingo = - Wyłóż wszystkie 7 płytek w jednej turze: +50.
help-rules-exchange = - Albo wymień płytki (w worku musi być 7 lub więcej), albo spasuj.
help-rules-challenge = - Ruch można sprawdzić, dopóki następny gracz nie wykona ruchu.
help-rules-end = - Gra kończy się, gdy worek jest pusty, a gracz zużyje ostatnią płytkę, albo po sześciu turach z rzędu bez punktów. Niewyłożone płytki liczą się przeciwko tobie.
help-rules-rack = - Twój stojak przychodzi w wiadomości prywatnej po każdej turze; `/rack` pokazuje go prywatnie.
help-commands-title = **Polecenia**
help-see-topics = zob. tematy
help-more = Więcej: `/help topic:`.

## Choices

help-choices = **Opcje `/game new`**: wariant { $variants }; zasada sprawdzania { $rules }; poziom komputera { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` kończy grę, gdy gracz go osiągnie; bez celu każdy gracz wybiera poziom ({ $levels }) w `/game new` lub `/game join` i gra do wyniku, który przewiduje dla niego regulamin: 2 graczy { $two }, 3 graczy { $three }, 4 graczy { $four }. Wygrywa ten, kto pierwszy osiągnie własny wynik.
help-turn-time = **Czas na turę**: `turn_time:` od 30s do 7d dla gry; `my_turn_time:` w `/game new` lub `turn_time:` w `/game join` daje jednemu graczowi własny czas (handicap). Każdy post z turą odlicza czas do terminu gracza; ruch po nim jest odrzucany, a tura przechodzi dalej.

## Ratings and puzzles

help-ratings = **Rankingi**: Glicko-2 dla każdego serwera, słownika, wariantu i tempa (na żywo: tury poniżej godziny). Gry są rankingowe, chyba że otwarto je z `rated:False` lub z komputerem; gra zakończona przez `/game end` nie jest rankingowa. Ranking z odchyleniem powyżej 110 jest tymczasowy (`?`).
help-daily-puzzle = **Zagadka dnia**: jedna na serwer i dzień UTC, wybrana tak, by miała jedną wyraźną odpowiedź (najlepszy ruch według equity wyprzedza następny o największą różnicę); ruchy szeregowane według punktów; liczy się twoja pierwsza odpowiedź (kolejne próby to trening); rozwiązanie pojawia się następnego dnia.
help-practice = **Trening** (`/practice`): pozycje z twoich zakończonych gier, w których straciłeś najwięcej equity (punkty plus wartość zostawionych płytek w ocenie trudnego komputera), najpierw przegapione skrable; każda jest pokazywana, dopóki nie odpowiesz; dobre odpowiedzi z rzędu tworzą twoją serię.

## Tournaments and leagues

help-events-title = **Turnieje i ligi** (prowadzą je moderatorzy; gracze dołączają i grają w wątkach)
help-leagues = **Ligi**: dywizje według wyników poprzedniego sezonu (nowi według rankingu), w każdej system każdy z każdym, kilka gier naraz; górna szósta część awansuje, dolna spada.

## Dice

help-dice-title = **Gra w kości** (`/game new variant:dice`): 12 kości z literami na macie 9x9; wygrywa pierwszy, kto dojdzie do 200.
help-dice-first = - Rzut o pierwszy ruch: każdy gracz rzuca jedną kością; zaczyna ten, kto jest najbliżej A, a blank bije każdą literę.
help-dice-turn = - Twoja tura: bot losuje dla ciebie do 7 kości z kubka i nimi rzuca; twój rzut przychodzi w wiadomości prywatnej (`/rack` go pokazuje). Masz 60 sekund (chyba że gra ustawia inny `turn_time:`): ułóż słowo przez `/play` albo stracisz turę.
help-dice-words = - Słowa idą poziomo lub pionowo, jak w krzyżówce, i punktują z premiami maty (gwiazda podwaja słowo); wszystkie 7 kości: +50. Bez wymian.
help-dice-scrambled = - **Scrambled**: po każdym ruchu litery, które leżały na macie na początku twojej tury, wracają do kubka, oprócz tych w twoim nowym słowie. Jeśli tylko przedłużysz słowo (bez drugiego słowa), wracają wszystkie kości: następne słowo zaczyna się na gwieździe.
help-dice-challenges = - Sprawdzanie jak w klasycznej grze: niepoprawne słowo jest cofane, a jego gracz traci turę; nieudane sprawdzenie kosztuje sprawdzającego następną turę.
help-dice-advanced = - `advanced:True`: twoje niewykorzystane kości przechodzą odkryte do następnego gracza, który rzuca tylko nowymi.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): klasyczna gra na planszy z ośmioma polami Blank (żółty `?`) i ośmioma polami Blokada (`✖`).
help-blockers-blank = - Przykryj pole Blank: weź żółtego blanka ze stosu 12. Leży obok twoich siedmiu płytek i gra jak blank (wart 0); możesz zagrać kilka w jednej turze. Skrabl wymaga wszystkich siedmiu płytek ze stojaka: żółte blanki się do nich nie liczą.
help-blockers-blocker = - Przykryj pole Blokada: weź blokadę ze stosu 8. Postaw ją na dowolnym pustym polu przez `/blocker at:I8`, przed słowem lub zaraz po nim, w tej turze lub później; nie można na niej położyć płytki.
help-blockers-empty-pile = - Pusty stos nic nie daje. Ruch cofnięty po sprawdzeniu oddaje to, co wziął, zdejmując to z planszy, jeśli zostało postawione.
help-blockers-roles = - Role (`role:` w `/game new` lub `/game join`): `standard` bierze oba; `pro` gra według klasycznych zasad i nic nie bierze; `intermediate` bierze blanki, nie blokady; `rookie` bierze oba i może położyć płytkę na blokadzie, by ułożyć przez nią słowo (blokada wraca na stos).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): klasyczna gra na planszy, którą projektujesz, kładąc niektóre z 9 dwustronnych miniplansz 5x5 na klasycznej planszy, także zachodząc na siebie, byle jedna gwiazda była widoczna.
help-surprise-board = - `board:` wymienia elementy jako NUMER STRONA @ LEWE GÓRNE POLE, np. `3b@F6 7a@A1` (strona `a`: klasyczne premie; strona `b`: Wild, poczwórna litera 4L, poczwórne słowo 4W, gwiazdy); albo gotowy układ: { $presets }; albo `surprise me` (domyślnie) dla losowej planszy. Poczekalnia pokazuje planszę.
help-surprise-star = - Pierwsze słowo może przykryć dowolną gwiazdę; każda gwiazda podwaja słowo.
help-surprise-wild = - Przykryj pole Wild (żółty `?`): weź żółtego blanka ze stosu 12. Leży obok twoich siedmiu płytek i gra jak blank; najpierw używane są twoje beżowe blanki. Skrabl wymaga wszystkich siedmiu beżowych płytek; żółtych blanków nigdy się nie wymienia. Niepoprawne słowo cofnięte po sprawdzeniu oddaje swoje żółte blanki. Dodaj `+10` do planszy, by liczyć opcjonalne 10 punktów z regulaminu za ruch łączący płytki dwóch gwiazd.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 graczy, bez punktów): pierwszy gracz pędzi w dół kolumnami od A do G, drugi od I do O; kolumna H to przerwa między nimi.
help-race-first-word = - Twoje pierwsze słowo przykrywa gwiazdę stacji kosmicznej w górnym rzędzie; każde kolejne łączy się z twoimi słowami, jak w krzyżówce. Słowa są sprawdzane według zasady sprawdzania gry.
help-race-earth = - Wygrywa pierwszy gracz, który układając słowo, położy płytkę na polu ZIEMIA (dolny rząd).
help-race-comet = - KOMETA: weź żółtego blanka, który leży obok twoich siedmiu płytek i gra jak blank.
help-race-ufo = - UFO: dobierz wierzchnią kartę z talii 30 kart latającego spodka; bot ją odczytuje i robi, co każe (żółty blank, stracona tura albo nic). `cards:False` to krótsza gra bez talii. Ruch cofnięty po sprawdzeniu odkłada swoje karty i blanki.
help-race-draw = - Sześć pasów lub wymian z rzędu kończy remisem wyścig, w którym nikt nie może się ruszyć.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` od 3 do 10): płytki w dowolnym miejscu środkowego pola 9x9, pierwsza na H8. Słowa czyta się wzdłuż sąsiednich płytek poziomo, pionowo lub po skosie, bez powtarzania płytki. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` punktuje do trzech różnych słów (wartości płytek, +50 za siedem płytek), każde z nową płytką, a razem ze wszystkimi; pomiń `words:`, by dostać trzy najlepsze. Post pokazuje pola każdego słowa.
