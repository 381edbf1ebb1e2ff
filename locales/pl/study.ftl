# Lexicord: study messages (pl). Same messages, same values, as the English file.

## `/word`

word-valid-one = Poprawne w { $lexicon }:
word-invalid-one = Niepoprawne w { $lexicon }:
word-all-valid = Wszystkie ({ $count }) poprawne w { $lexicon }:
word-some-invalid = { $invalid } z { $count } niepoprawne w { $lexicon }:
word-valid = poprawne
word-not-valid = niepoprawne
word-hooks = Przedłużenia **{ $word }** w { $lexicon }: z przodu { $before }; z tyłu { $after }.
word-no-hooks = brak
word-anagrams = { $count ->
    [one] { $count } anagram
    [few] { $count } anagramy
    [many] { $count } anagramów
   *[other] { $count } anagramu
} { $asked } w { $lexicon }:
word-no-anagrams = Brak anagramów { $asked } w { $lexicon }.
word-built = { $count ->
    [one] { $count } słowo
    [few] { $count } słowa
    [many] { $count } słów
   *[other] { $count } słowa
} z { $asked } w { $lexicon }:
word-none-built = Brak słów z { $asked } w { $lexicon }.
word-matching = { $count ->
    [one] { $count } słowo pasuje
    [few] { $count } słowa pasują
    [many] { $count } słów pasuje
   *[other] { $count } słowa pasuje
} do { $asked } w { $lexicon }:
word-none-matching = Żadne słowo nie pasuje do { $asked } w { $lexicon }.
word-attached = { $head } za dużo, by pokazać je tutaj, więc cała lista jest w załączniku (words.txt).

## `/score`

score-not-a-pool = { $pool } nie jest pulą rankingową: wybierz jedną z listy (wariant, słownik, tempo).
score-no-rated-in-pool = Na tym serwerze nie ma jeszcze gier rankingowych w { $pool }.
score-no-rated-games = Na tym serwerze nie ma jeszcze gier rankingowych: gry między ludźmi się liczą, chyba że otwarto je z `rated:False`.
score-record = **{ $player }** na tym serwerze: { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
}, { $wins } wygranych, { $losses } przegranych, { $draws } remisów; średnia { $average }, najlepsza gra { $best_game }, najlepszy ruch { $best_play }, { $bingos ->
    [one] { $bingos } skrabl
    [few] { $bingos } skrable
    [many] { $bingos } skrabli
   *[other] { $bingos } skrabla
}.
score-no-ratings = Brak gier rankingowych.
score-ratings = Rankingi (Glicko-2; `?` oznacza tymczasowy, odchylenie powyżej 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } gra rankingowa
    [few] { $games } gry rankingowe
    [many] { $games } gier rankingowych
   *[other] { $games } gry rankingowej
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (tymczasowy), { $games ->
    [one] { $games } gra rankingowa
    [few] { $games } gry rankingowe
    [many] { $games } gier rankingowych
   *[other] { $games } gry rankingowej
}
score-chart-title = { $player }: historia rankingu
score-chart-games = gry
score-board-title = Tabela rankingowa
score-board-subtitle = { $pool } · ? = tymczasowy
score-column-player = Gracz
score-column-rating = Ranking
score-column-deviation = RD
score-column-games = Gry
score-column-record = W-P
score-board-leader = { $player } prowadzi z wynikiem { $rating }.
score-board-head = **Tabela rankingowa**, { $pool }: { $players ->
    [one] { $players } gracz
    [few] { $players } graczy
    [many] { $players } graczy
   *[other] { $players } gracza
}.

## Scoreboard

status-lobby = poczekalnia
status-active = w toku
status-finished = zakończona
status-abandoned = porzucona
scoreboard-title = **Gra #{ $game }** ({ $status })
scoreboard-to-move = na ruchu
scoreboard-target = do { $target }
scoreboard-bag = Płytki w worku: { $tiles }

## `/review`

review-judged-static = equity statyczne
review-judged-simulated = symulacja, { $rounds } rozgrywek
review-judged-exact = końcówka rozwiązana dokładnie
review-judged-unproven = końcówka nieudowodniona w ramach budżetu: najlepsza znaleziona linia, { $depth } ruchów w przód
review-judged-pre-endgame = końcówka po każdej z { $draws } płytek, które mogły być w worku, wszystkie rozwiązane dokładnie
review-judged-pre-endgame-unproven = końcówka po każdej z { $draws } płytek, które mogły być w worku, nie wszystkie udowodnione w ramach budżetu
review-note-equity = **-{ $lost }** equity
review-note-win = -{ $percent } szans na wygraną
review-missed-bingo = przegapiony skrabl { $play }
review-loss = - Tura { $turn }: { $played } za { $score }; najlepszy { $best } ({ $notes })
review-head = **Analiza gry #{ $game }**: { $players }.
review-how-judged = Tury ocenione według equity (punkty plus pozostawione płytki; symulacje i dokładnie rozwiązane końcówki tam, gdzie pozwolił budżet).
review-tail = Każda tura jest w `{ $file }`: wykonany ruch, najlepszy według equity, utracone equity i szanse na wygraną.
review-player = **{ $player }**: { $lost } equity straconego w { $turns ->
    [one] { $turns } turze
    [few] { $turns } turach
    [many] { $turns } turach
   *[other] { $turns } tury
}
review-missed-bingos = { $count ->
    [one] { $count } przegapiony skrabl
    [few] { $count } przegapione skrable
    [many] { $count } przegapionych skrabli
   *[other] { $count } przegapionego skrabla
}
review-file-head = Analiza gry #{ $game }: { $players }
review-file-equity = Equity mierzy się w każdej turze tak, jak tura została oceniona: statycznie (punkty plus pozostawione płytki), symulacją (punkty zdobyte w kolejnych turach, z odpowiedzią przeciwnika, plus pozostawione płytki: niższe niż statyczne) albo w dokładnie rozwiązanej końcówce (różnica do końca gry). Porównuj equity tury z equity najlepszego ruchu.
review-file-player = { $player }: { $lost } equity straconego w ocenionych turach: { $turns }, przegapione skrable: { $bingos }
review-file-by-loss = Największe straty najpierw
review-file-in-order = Tura po turze
review-challenged-off = cofnięty po sprawdzeniu
review-column-turn = tura
review-column-player = gracz
review-column-rack = stojak
review-column-played = ruch
review-column-score = punkty
review-column-equity = equity
review-column-best = najlepszy
review-column-best-equity = equity najlepszego
review-column-equity-lost = stracone equity
review-column-win-after = wygrana po
review-column-win-lost = stracona wygrana
review-column-judged = ocena
review-column-note = uwaga

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank }.
}
puzzle-legal-plays = { $count ->
    [one] { $count } dozwolonego ruchu
    [few] { $count } dozwolonych ruchów
    [many] { $count } dozwolonych ruchów
   *[other] { $count } dozwolonego ruchu
}
puzzle-or = lub
puzzle-to = do
puzzle-picture-you = Ty
puzzle-picture-opponent = Przeciwnik
puzzle-picture-opponent-n = Przeciwnik { $n }
puzzle-answer-best = { $play } za { $score }: jeden z najlepszych ruchów
puzzle-answer-ranked = { $play } za { $score }: miejsce { $rank } spośród { $plays }
puzzle-reveal = **Wczorajsza odpowiedź** ({ $day }, stojak `{ $rack }`): { $plays } za **{ $score }**{ $more }, najwyższy wynik spośród { $count }. Znalazło ją { $solved } z { $answered ->
    [one] { $answered } uczestnika
    [few] { $answered } uczestników
    [many] { $answered } uczestników
   *[other] { $answered } uczestnika
}.
puzzle-reveal-more = (i { $count } więcej)
puzzle-reveal-yours = Zagrałeś { $answer }.
puzzle-head = **Zagadka z { $day }** ({ $lexicon }): znajdź ruch z najwyższym wynikiem dla stojaka `{ $rack }`.
puzzle-from-game = Z gry #{ $game } na tym serwerze
puzzle-from-computer = Z gry komputera przeciwko samemu sobie
puzzle-position = { $from }; wyniki { $scores } (twój pierwszy), { $tiles ->
    [one] { $tiles } płytka
    [few] { $tiles } płytki
    [many] { $tiles } płytek
   *[other] { $tiles } płytki
} w worku; wybór spośród { $plays }.
puzzle-your-answer = Twoja dzisiejsza odpowiedź: { $answer }. Rozwiązanie pojawi się z jutrzejszą zagadką.
puzzle-how-to-answer = Odpowiedz poleceniem `/puzzle answer word: at:` jak w `/play`. Ruchy są szeregowane według punktów; liczy się twoja pierwsza odpowiedź dnia.
puzzle-record = seria { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
} (najdłuższa { $longest }), rozwiązane { $solved } z { $answered }
puzzle-practice-only = Tylko trening: liczy się twoja pierwsza dzisiejsza odpowiedź ({ $answer }).
puzzle-best = **Najlepszy ruch!** { $play } daje { $score }: żaden dozwolony ruch nie daje więcej
puzzle-tied = { $count ->
    [one] { $count } inny ruch daje
    [few] { $count } inne ruchy dają
    [many] { $count } innych ruchów daje
   *[other] { $count } innego ruchu daje
} tyle samo
puzzle-in-all = (spośród { $plays }).
puzzle-ranked = { $play } daje { $score }: zajmuje **{ $rank }** miejsce spośród { $plays } według punktów ({ $more ->
    [one] { $more } ruch daje
    [few] { $more } ruchy dają
    [many] { $more } ruchów daje
   *[other] { $more } ruchu daje
} więcej). To nie najlepszy: rozwiązanie pojawi się z jutrzejszą zagadką.
puzzle-your-record = Twoje zagadki: { $record }.
puzzle-top-head = **Rozwiązujący zagadki** (pierwsze odpowiedzi, które znalazły najlepszy ruch; seria to kolejne dni z rozwiązaniem)
puzzle-top-nobody = Nikt tu jeszcze nie rozwiązał zagadki.
puzzle-top-you = Ty: { $record }.
puzzle-top-never = Nie odpowiedziałeś tu jeszcze na żadną zagadkę: `/puzzle show`.

## `/practice`

practice-record = seria { $streak } (najdłuższa { $longest }), dobrze { $right } z { $answered }
practice-head = **Trening** z twojej gry #{ $game } (tura { $turn }, { $lexicon }): znajdź najlepszy ruch dla swojego stojaka `{ $rack }`.
practice-position = Wyniki { $scores } (twój pierwszy), { $tiles ->
    [one] { $tiles } płytka
    [few] { $tiles } płytki
    [many] { $tiles } płytek
   *[other] { $tiles } płytki
} w worku. W grze: { $made } ({ $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}).
practice-how-to-answer = Ruchy ocenia się według equity: punkty plus wartość płytek, które zostają, w ocenie trudnego komputera. Odpowiedz poleceniem `/practice word: at:` jak w `/play`.
practice-waiting = { $waiting ->
    [one] Czeka { $waiting } pozycja
    [few] Czekają { $waiting } pozycje
    [many] Czeka { $waiting } pozycji
   *[other] Czeka { $waiting } pozycji
}. Twój trening: { $record }.
practice-no-games = Nie masz jeszcze zakończonej gry do treningu. Dokończ grę (z komputerem przez `/game add-bot` albo ze znajomymi) i zapytaj ponownie.
practice-no-mistakes = Nie ma czego ćwiczyć: w { $games ->
    [one] twojej { $games } zakończonej grze
    [few] twoich { $games } zakończonych grach
    [many] twoich { $games } zakończonych grach
   *[other] twoich { $games } zakończonych grach
} każdy ruch był najlepszy według equity (z dokładnością do punktu) albo gra nie miała pozycji klasycznego typu.
practice-all-answered = Odpowiedziałeś na każdą pozycję z { $games ->
    [one] twojej { $games } zakończonej gry
    [few] twoich { $games } zakończonych gier
    [many] twoich { $games } zakończonych gier
   *[other] twoich { $games } zakończonych gier
}. Dokończ więcej gier, by dostać nowe. Twój trening: { $record }.
practice-right = **Dobrze!** { $play } daje { $score }, equity { $equity }: żaden ruch nie jest wart więcej.
practice-wrong = { $play } daje { $score }, equity { $equity }. **Nie najlepszy**: { $best } daje { $best_score }, equity **{ $best_equity }** (o { $gap } więcej)
practice-more-as-good = (i { $count } więcej równie dobrych)
practice-streak-again = Twoja seria zaczyna się od nowa.
practice-after-next = Twój trening: { $record }. { $waiting ->
    [one] Czeka { $waiting } pozycja
    [few] Czekają { $waiting } pozycje
    [many] Czeka { $waiting } pozycji
   *[other] Czeka { $waiting } pozycji
}: `/practice` pokaże następną.
practice-after-none = Twój trening: { $record }. { $waiting ->
    [one] Czeka { $waiting } pozycja
    [few] Czekają { $waiting } pozycje
    [many] Czeka { $waiting } pozycji
   *[other] Czeka { $waiting } pozycji
}.

## `/gcg replay:True`

replay-too-large = Powtórka gry #{ $game } przekracza limit przesyłania Discorda.
replay-posted = Powtórka gry #{ $game } jest opublikowana na kanale.
replay-headline = Powtórka gry #{ $game }: { $players } ({ $turns ->
    [one] { $turns } tura
    [few] { $turns } tury
    [many] { $turns } tur
   *[other] { $turns } tury
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = Plansza jest opublikowana.
board-not-posted = Nie mogłem opublikować na tym kanale, więc oto plansza dla ciebie.
history-none = Jeszcze nie ma ruchów.
history-as-file = Historia jest długa: oto ona jako plik.
gcg-record = Gra #{ $game } jako zapis GCG.
games-none = Nie masz trwających gier. Otwórz grę poleceniem `/game new` na kanale serwera albo w grupowej wiadomości prywatnej.
games-head = **Twoje gry**
games-button = Gra #{ $game }
games-your-turn = **twój ruch**
games-to-move = ruch: { $player }
games-nobody = nikt
games-line = Gra #{ $game } w { $place }: { $turn }; ty { $score } przeciw { $opponents }
games-time-runs-out = czas mija { $when }
games-place-some-channel = **{ $server }** › kanał
games-place-dm = wiadomość prywatna lub grupowa
games-place-gone = serwer, którego już nie widzę

## Rack

rack-yours = Twój stojak
rack-empty = pusty
rack-in-channel = na { $channel }
rack-caption = { $what }{ $place } (gra #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } nie mieści się nigdzie na planszy z płytkami z twojego stojaka. Nic nie zagrano.
panel-places = Gdzie może pójść { $word }, najlepsze najpierw: wybierz miejsce, by zobaczyć je przed zagraniem.
panel-press-confirm = Naciśnij Potwierdź, aby to zagrać.
panel-game-ended = Ta gra się skończyła (gra #{ $game }): { $scores }. Ten przycisk już nic nie robi.
panel-no-longer-your-turn = To już nie twój ruch: { $last }
panel-nothing-changed = Nic nie zostało zmienione.
panel-out-of-date = Ten panel jest nieaktualny i nic nie zostało zmienione. Od tego czasu: { $last }
panel-your-turn = Twój ruch.
panel-waiting-for = Czekamy na ruch gracza { $player }.
panel-not-your-turn = To nie twój ruch.
panel-form-play = Zagraj słowo
panel-form-word = Słowo (mała litera = blank)
panel-form-word-example = na przykład HORN lub hoRN
panel-form-square = Pole pierwszej litery (lub puste)
panel-form-square-empty = puste: pokażę, gdzie może pójść
panel-form-direction = Kierunek: across lub down
panel-form-exchange = Wymień płytki
panel-form-tiles = Płytki do wymiany (? dla blanka)
panel-form-tiles-example = na przykład QVU
panel-form-bad-direction = Kierunek to `across` lub `down`: nic nie zagrano.
panel-form-hint = W formularzu wpisz słowo (mała litera oznacza blanka; płytki leżące już na planszy jako ich litery lub `.`), pole pierwszej litery jako literę kolumny i numer wiersza planszy (na przykład H8) oraz kierunek `across` lub `down`.

## Preview

preview-text = Podgląd (nie zagrano, słów nie sprawdzono): { $play } za { $score }{ $bingo }. Słowa: { $words }.
preview-bingo = (skrabl +{ $bonus })
preview-picture-name = Podgląd

## Charts

chart-win-title = Szansa na wygraną: { $player }
chart-after-each-turn = po każdej turze
chart-big-loss = tura, która kosztowała 5% lub więcej
chart-end = koniec
chart-turns = tury
chart-score-title = Wynik w trakcie gry
chart-moves = ruchy
