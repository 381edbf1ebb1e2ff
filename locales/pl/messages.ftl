# Lexicord: what the bot says privately, Polish.

## Odmowy: o co gracz poprosił, a na co nie pozwalają zasady lub gra. Nic nie zostało zmienione.

err-no-game-here = Na tym kanale nie ma gry. Rozpocznij ją poleceniem `/game new`.
err-channel-has-game = Na tym kanale już toczy się gra. Dokończ ją (albo poproś moderatora o `/game end`), zanim zaczniesz następną.
err-not-a-player = Nie grasz w tej grze.
err-not-started = Gra jeszcze się nie zaczęła: `/game start` rozdaje płytki.
err-already-started = Gra już się zaczęła.
err-already-joined = Już jesteś w tej grze.
err-game-full = W tej grze nie ma już wolnych miejsc ({ $players } graczy).
err-not-enough-players = Do gry potrzeba od 2 do 4 graczy (na razie przy stole: { $seated }). Zaproś kogoś, żeby dołączył przez `/game join`, albo dodaj gracza komputerowego przez `/game add-bot`.
err-not-allowed-to-end = Grę może zakończyć tylko moderator albo wszyscy gracze razem.
err-not-a-moderator = Tylko moderator może zmieniać ustawienia serwera.
err-bad-tiles = Nie udało mi się odczytać płytek { $tiles }: wpisz litery ze swojego stojaka i ? zamiast blanka (na przykład `AEI?`).
err-unknown-lexicon = Ten bot nie ma słownika { $name }. Dostępne: { $available }.
err-word-list-gone = Lista słów tej gry ({ $lexicon }) w wersji z początku gry nie jest już dostępna w bocie, więc nie da się sprawdzić żadnego ruchu, wymiany ani sprawdzenia słowa. Operator bota może przywrócić listę; moderator może zakończyć grę poleceniem `/game end`.
err-bad-square = `{ $square }` to nie jest pole: wpisz jego kolumnę i wiersz, np. I8.
err-no-such-game = Nie ma gry #{ $game }.
err-panel-out-of-date = Ten panel jest nieaktualny: od jego wyświetlenia gra poszła dalej. Nic nie zostało zmienione.
err-words-during-game = Masz trwającą grę na tym serwerze ({ $channel }), a zasady pozwalają korzystać ze słownika tylko przy sprawdzaniu ruchów: `/word` znów ci odpowie, gdy twoje gry tutaj się skończą. Moderator może na to zezwolić w trakcie gier poleceniem `/settings server words_in_games:True`.
err-game-not-over = Ta gra jeszcze trwa: analiza będzie dostępna, gdy się skończy.
err-replay-before-end = Ta gra jeszcze trwa: powtórka będzie dostępna, gdy się skończy.
err-time-ran-out = Twój czas minął { $when }: za chwilę kolej przejdzie na następnego gracza, a twój ruch nie został zagrany.
err-not-your-review = Na tym serwerze grę mogą analizować tylko jej gracze (moderator może udostępnić analizy wszystkim poleceniem `/settings server reviews:anyone`).
err-puzzle-needs-server = Zagadki należą do serwera: w wiadomościach prywatnych ich nie ma. Użyj `/puzzle show` na kanale serwera, na którym jest bot.
err-no-puzzle-yet = Na tym serwerze nie ma jeszcze dzisiejszej zagadki: `/puzzle show` ją pokaże, a potem możesz odpowiedzieć.
err-no-practice-position = Nie masz pozycji treningowej do rozwiązania: `/practice` pokaże następną, a potem odpowiedz poleceniem `/practice word: at:`.
err-practice-needs-both = Aby odpowiedzieć na pozycję treningową, podaj zarówno `word:`, jak i `at:`, zapisane jak w `/play`; samo `/practice` pokazuje pozycję.
err-other-languages-tiles = Z listami słów w innych językach można grać w warianty classic, nine-tile i Finish Line: wybierz jeden z nich albo angielską listę słów.
err-internal = Przepraszamy, coś poszło nie tak po naszej stronie (identyfikator błędu `{ $id }`).
err-unreadable-input = Nie udało mi się odczytać { $input }. Spróbuj `/help`.
err-unreadable-command = Nie udało mi się odczytać tego polecenia. Spróbuj `/help`.
surprise-random-boards = od jednej do czterech losowych miniplansz

## Wskazówki dodawane do odmowy, gdy błąd tkwił w zapisie ruchu lub jego płytek.

hint-write-play = Wpisz pole, a potem słowo: `/play word:HORN at:8F` idzie poziomo od wiersza 8, kolumny F; `at:F8` idzie pionowo. Mała litera oznacza blanka; płytki leżące już na planszy wpisuje się jako ich litery (lub `.`).
hint-rack = `/rack` pokazuje twoje płytki; wpisz `?` lub małą literę zamiast blanka.

## Przed grą: co słyszy gracz, który o coś poprosił.

game-opened = Twoja gra #{ $game } jest otwarta.
game-joined = Jesteś w grze.
game-left = Nie jesteś już w tej grze.
game-computer-seated = Gracz komputerowy zajął miejsce.
game-resigned = Poddanie przyjęte.
game-ended = Gra została zakończona.
game-vote-counted = Twój głos został policzony.
game-started = Gra się rozpoczęła.

## Po ruchu: co słyszy gracz, który wykonał ruch, poza tym, co zrobił.

done = Gotowe.
done-what = Gotowe: { $what }.
board-coming = Plansza za chwilę pojawi się na kanale.
start-coming = Losowanie i plansza za chwilę pojawią się na kanale.
board-coming-by-dm = Plansza za chwilę trafi do każdego gracza w wiadomości prywatnej.
start-coming-by-dm = Losowanie i plansza za chwilę trafią do każdego gracza w wiadomości prywatnej.
board-sent-by-dm = Plansza została wysłana każdemu graczowi w wiadomości prywatnej.
start-sent-by-dm = Losowanie i plansza zostały wysłane każdemu graczowi w wiadomości prywatnej.
new-rack-sent = Twój nowy stojak jest w wiadomościach prywatnych.
new-rack-dms-closed = Masz zamknięte wiadomości prywatne, więc oto twój nowy stojak: `{ $tiles }`.
new-rack-by-command = Użyj `/rack`, aby zobaczyć swój nowy stojak.
new-rack-delayed = Twój nowy stojak za chwilę przyjdzie w wiadomości prywatnej (albo użyj `/rack`).
rack-sent = Twój stojak jest w wiadomościach prywatnych.
rack-dms-closed = Masz zamknięte wiadomości prywatne, więc oto twój stojak: `{ $tiles }`.
rack-by-command = Użyj `/rack`, aby zobaczyć swój stojak.
rack-delayed = Twój stojak za chwilę przyjdzie w wiadomości prywatnej (albo użyj `/rack`).

## Dodane po pierwszym katalogu.

notice-coming = Kanał za chwilę się o tym dowie.
challenge-upheld = Twoje sprawdzenie ruchu gracza { $player } się powiodło: { $outcome }.
challenge-failed = Twoje sprawdzenie ruchu gracza { $player } się nie powiodło: { $outcome }.

## Wiadomości na kanale: w języku serwera (`/settings server language:`). Nazwy przychodzą
## z zabezpieczonym formatowaniem, wzmianki jako `<@id>`, czasy jako znaczniki czasu Discorda (`<t:...:R>`).

post-total = razem { $total }
post-your-turn = { $player }, twój ruch.
post-final-challenge = { $player }: ostatni ruch kończy grę. Sprawdź go poleceniem `/challenge` albo zaakceptuj poleceniem `/pass`.
post-time-runs-out = Czas mija { $when }.
post-game-over = **Koniec gry.**
post-timed-out = Czas gracza { $player } minął: kolej przechodzi na następnego gracza (pominięte kolejki z rzędu: { $missed } z { $limit } dozwolonych).
post-timed-out-forfeits = { $player } przekracza limit czasu { $missed ->
    [one] { $missed } raz
    [few] { $missed } razy
    [many] { $missed } razy
   *[other] { $missed } razy
} z rzędu i przegrywa grę walkowerem.
standing-resigned = (poddanie)
standing-before = ({ $score } przed rozliczeniem niezagranych płytek)
standing-draw = (remis)
standing-wins = (wygrywa)
turn-play = { $word } na { $at } za { $score }
turn-play-bingo = { $word } na { $at } za { $score } (skrabl +{ $bingo })
turn-exchange = wymiana { $tiles ->
    [one] { $tiles } płytki
    [few] { $tiles } płytek
    [many] { $tiles } płytek
   *[other] { $tiles } płytek
}
turn-pass = pas
turn-time-out = czas minął; kolej przechodzi dalej
turn-lost = traci tę kolejkę
turn-lost-challenge = traci tę kolejkę (nieudane sprawdzenie)
turn-challenged-off = ruch cofnięty po sprawdzeniu przez gracza { $by }: { $outcome }
turn-challenged = ruch sprawdzony przez gracza { $by }: { $outcome }
turn-resigned = poddanie
turn-end-count = { $points } za płytki pozostałe { $racks }: { $tiles }
challenge-tiles-back = { $count ->
    [one] słowo { $words } jest niedopuszczalne
    [few] słowa { $words } są niedopuszczalne
    [many] słowa { $words } są niedopuszczalne
   *[other] słowa { $words } są niedopuszczalne
}; płytki wracają na stojak ({ $points })
challenge-loses-turn = wszystkie słowa są dopuszczalne; sprawdzający traci kolejkę
challenge-bonus = wszystkie słowa są dopuszczalne; { $player } dostaje { $points }
challenge-no-penalty = wszystkie słowa są dopuszczalne; ta zasada nie przewiduje kary
rack-owner = { $name }
racks-one = na stojaku gracza { $owner }
racks-many = na stojakach graczy { $owners } i { $last }
racks-none = na pozostałych stojakach
lobby = Gra #{ $game }: { $variant }, zasada sprawdzania { $rule }, { $time } na ruch, słownik { $lexicon }, { $rated }. Przy stole ({ $seated } z { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (płytki: { $language })
lobby-rated = rankingowa
lobby-unrated = nierankingowa
seat-to-target = { $level }, do { $target }
seat-turn-time = { $time } na ruch
language-english = angielski
language-french = francuski
language-german = niemiecki
language-spanish = hiszpański
language-italian = włoski
language-dutch = niderlandzki
language-portuguese = portugalski
language-polish = polski
language-norwegian = norweski
language-swedish = szwedzki
language-catalan = kataloński
seat-name-computer = Komputer ({ $level })
seat-name-empty = Miejsce { $seat }
computer-level-easy = łatwy
computer-level-medium = średni
computer-level-hard = trudny
computer-level-expert = ekspert
notice-opened = { $by } otwiera grę. Dołącz poleceniem `/game join` (albo przyciskiem); każdy gracz może ją rozpocząć poleceniem `/game start`. { $lobby }
notice-joined = { $name } dołącza do gry. { $lobby }
notice-left = { $name } opuszcza grę. { $lobby }
notice-left-closed = { $name } opuszcza grę; gra zostaje zamknięta.
notice-computer-seated = Gracz komputerowy zajmuje miejsce. { $lobby }
notice-end-asked = { $by } prosi o zakończenie gry #{ $game }. Zgody przez `/game end` wciąż brakuje od: { $waiting }.
notice-ended = Gra #{ $game } została zakończona bez wyniku.
notice-word-list-gone = Gra #{ $game } jest wstrzymana: jej lista słów ({ $lexicon }) w wersji z początku gry nie jest już dostępna w bocie, więc nie da się sprawdzić żadnego ruchu, wymiany ani sprawdzenia słowa. Plansza, stojaki, `/score` i `/gcg` nadal odpowiadają. Operator bota może przywrócić listę; moderator może zakończyć grę poleceniem `/game end`.
draw-title = Losowanie pierwszego ruchu
draw-round = Runda { $round }: { $drawn }
draw-won = { $player } wyciąga płytkę najbliższą A (blank wygrywa z każdą literą) i zaczyna.
draw-first-play = Pierwszy ruch
draw-given-first = Zaczyna { $player }, zgodnie z kojarzeniem par (bez losowania pierwszego ruchu).
draw-then = { $before }, potem { $next }
draw-order = Kolejność gry: { $order }.
rack-your-turn = Twój ruch!
rack-dms-closed-note = { $player }, nie udało mi się wysłać ci stojaka w wiadomości prywatnej (masz zamknięte wiadomości prywatne). Użyj `/rack`, aby go zobaczyć.
reminder-in-channel = Gra #{ $game } na kanale { $channel } czeka na ciebie: twój czas mija { $when }. (`/settings reminders on:False` wyłącza te przypomnienia.)
reminder = Gra #{ $game } czeka na ciebie: twój czas mija { $when }. (`/settings reminders on:False` wyłącza te przypomnienia.)
reminder-note = { $player }, gra #{ $game } czeka na ciebie: twój czas mija { $when }.
board-bag = worek
board-cup = kubek
board-word = S
board-letter = L

## Odmowy ruchu z powodu zasad albo sposobu, w jaki go zapisano (mówione jako zdanie: bot
## zmienia pierwszą literę na wielką i dodaje kropkę na końcu).

rule-game-over = gra się skończyła
rule-resigned = twoje poddanie w tej grze zostało już przyjęte
rule-not-your-turn = to nie jest twój ruch
rule-awaiting-final-challenge = ostatni ruch kończy grę: sprawdź go albo spasuj, aby go zaakceptować
rule-invalid-words = brak w słowniku: { $words }
rule-exchange-nothing = wybierz co najmniej jedną płytkę do wymiany (albo spasuj)
rule-exchange-bag-too-small = nie możesz wymieniać, gdy w worku { $in_bag ->
    [one] została tylko { $in_bag } płytka
    [few] zostały tylko { $in_bag } płytki
    [many] zostało tylko { $in_bag } płytek
   *[other] zostało tylko { $in_bag } płytki
} (potrzeba co najmniej { $needed })
rule-challenges-off = w tej grze nie ma sprawdzania ruchów: słowa są sprawdzane przy zagraniu
rule-nothing-to-challenge = nie ma ruchu do sprawdzenia
rule-own-play = nie możesz sprawdzić własnego ruchu
rule-no-tiles = ruch wymaga co najmniej jednej płytki z twojego stojaka
rule-off-board = { $square } leży poza planszą
rule-occupied = na polu { $square } leży już płytka
rule-same-square-twice = pole { $square } zostało użyte w tym ruchu dwa razy
rule-not-in-line = wszystkie płytki ruchu muszą leżeć w jednym wierszu albo w jednej kolumnie
rule-gap = ruch zostawia lukę na polu { $square }: płytki muszą tworzyć jedno ciągłe słowo
rule-first-play-off-start = pierwszy ruch musi przykryć gwiazdę na środku planszy ({ $square })
rule-first-play-too-short = pierwszy ruch wymaga co najmniej dwóch płytek
rule-not-connected = ruch musi stykać się z płytką, która już leży na planszy
rule-a-blank = blanka
rule-tile-number = płytki numer { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = nie masz na stojaku { $tiles }
rule-only-tiles = masz na stojaku tylko { $held } { $tile }, a nie { $wanted }
rule-only-blanks = masz na stojaku tylko { $held ->
    [one] jednego blanka
    [few] { $held } blanki
    [many] { $held } blanków
   *[other] { $held } blanka
}, a nie { $wanted }
rule-unreadable-square = { $square } to nie jest pole: przy ruchu poziomym wpisz wiersz, a potem kolumnę (8D), przy pionowym kolumnę, a potem wiersz (D8)
rule-square-off-board = { $square } leży poza planszą
rule-empty-word = ruch nie zawiera żadnego słowa
rule-runs-off-board = { $word } się nie mieści: od pola { $square } wychodzi poza planszę
rule-through-mismatch = na polu { $square } leży { $board }, a nie { $written }
rule-nothing-to-play-through = na polu { $square } nie ma płytki, przez którą można by zagrać
rule-unknown-letter = w tej grze nie ma płytki { $letter }
rule-unbalanced-parentheses = nawiasy w zapisie { $play } nie są sparowane
rule-no-new-tiles = ruch nie kładzie na planszy żadnej nowej płytki
rule-not-a-play = { $play } to nie jest ruch: wpisz pole, a potem słowo, np. 8D QUIXOTE

## `/settings`: co jest teraz ustawione, i twoje przypomnienia.

settings-describe = Nowe gry tutaj: słownik { $lexicon }, zasada sprawdzania { $rule }, { $time } na ruch, stojaki { $racks }; rola moderatora: { $role }. `/word` w trakcie gry: { $words }. Analizy zakończonych gier: { $reviews }. Wiadomości na kanałach: { $language }.
settings-racks-dm = w wiadomościach prywatnych
settings-racks-command = tylko przez `/rack`
settings-no-role = brak (Zarządzanie serwerem)
settings-words-allowed = dozwolone
settings-words-not-allowed = niedozwolone (słownik służy do sprawdzania ruchów)
settings-reviews-players = gracze danej gry
settings-reviews-anyone = każdy
settings-reminders-on = Przypomnienia są włączone: przypomnę ci, gdy gra będzie na ciebie czekać.
settings-reminders-off = Przypomnienia są wyłączone. Włącz je ponownie poleceniem `/settings reminders on:True`.

## `/settings show` dla moderatorów oraz ostrzeżenie o kanale, który odrzuca wiadomości bota.

channels-all-well = Wszystko w porządku: Lexicord ma wszystkie potrzebne uprawnienia na kanałach z grami i wydarzeniami tutaj (sprawdzono: { $channels }).
channels-heading = Czego brakuje Lexicordowi tam, gdzie toczą się tu gry i wydarzenia:
channels-cannot-view = Lexicord nie widzi kanału { $channel }: nadaj mu tam „Wyświetlanie kanałów”.
channels-cannot-send = Lexicord nie może pisać na kanale { $channel }: nadaj mu tam „Wysyłanie wiadomości”.
channels-cannot-send-in-threads = Lexicord nie może pisać w wątku { $channel }: nadaj mu „Wysyłanie wiadomości w wątkach” na kanale tego wątku.
channels-cannot-attach = Lexicord nie może załączać plików na kanale { $channel }: nadaj mu tam „Załączanie plików”.
channels-cannot-open-threads = Lexicord nie może otwierać wątków na kanale { $channel }, gdzie turnieje i ligi rozgrywają swoje gry: nadaj mu tam „Tworzenie wątków publicznych” i „Wysyłanie wiadomości w wątkach”.
channels-gone = Kanału { $channel } już nie ma: gry na nim nie mogą być kontynuowane.
channels-unknown = Discord nie podał, co Lexicord może robić na kanale { $channel }: spróbuj ponownie później.
channels-server-unknown = Discord nie podał, co Lexicord może robić na tym serwerze: spróbuj ponownie później.
alert-unreachable = Discord wciąż odrzuca wiadomości Lexicorda na kanale { $channel } (serwer { $server }) z powodu braku uprawnień: gry na nim czekają, aż znów będzie mógł pisać.
alert-unreachable-check = Sprawdź uprawnienia Lexicorda w ustawieniach tego kanału (Uprawnienia) i uprawnienia jego roli.

## Przyciski pod wiadomościami i panelami oraz przycisk naciśnięty za późno.

button-pass = Pas
button-exchange = Wymień
button-challenge = Sprawdź
button-my-rack = Mój stojak
button-join = Dołącz
button-start = Rozpocznij
button-board = Plansza
button-play = Zagraj
button-confirm = Potwierdź
button-places = Wybierz, gdzie to zagrać
button-game-not-played = Gra #{ $game } nie jest rozgrywana: ten przycisk już nic nie robi.
