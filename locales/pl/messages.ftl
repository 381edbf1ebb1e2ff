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
