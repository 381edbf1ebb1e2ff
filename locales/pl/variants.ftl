# Lexicord: własne słowa wariantów na ich elementy i ruchy, po polsku: co relacja z tury mówi o
# ruchu (jego premie, postawiona blokada, komety, latające spodki i karty wyścigu, płytki położone
# gdziekolwiek), co gracz trzyma obok stojaka, i słowa gry w kości. Komunikat, który zaczyna się
# od spacji ({" "}) albo od „;”, następuje bezpośrednio po tekście przed nim.

## Ruch z tury w poście na kanale.

turn-line = { $word } na { $at } za { $score }{ $extras }
turn-bingo = {" "}(skrabl +{ $points })
turn-stars-joined = {" "}(połączone gwiazdy +{ $points })
turn-passed-face-up = ; niewykorzystane litery { $letters } przechodzą odkryte do następnego gracza
turn-blocker = stawia blokadę na polu { $square }
turn-race = { $word } na { $at }{ $extras }
turn-comet = ; dopalacz z komety: żółty blank
turn-saucer = ; latający spodek! Karta: „{ $card }”
turn-earth = ; ląduje na Ziemi!
turn-placed = kładzie { $tiles } za { $score }{ $extras }

## Karty latającego spodka z Hyper-Race, odczytywane na głos po dobraniu.

card-fuel-pod = Kapsuła z paliwem! Twój statek kosmiczny tankuje: weź żółtego blanka.
card-friendly-alien = Przyjazny kosmita macha do ciebie i wręcza ci część zamienną: weź żółtego blanka.
card-meteor-shower = Deszcz meteorów! Czekasz, aż przejdzie: tracisz następną turę.
card-engine-trouble = Awaria silnika! Naprawa trochę potrwa: tracisz następną turę.
card-smooth-flying = Spokojny lot. Gwiazdy mkną obok: nic się nie dzieje.
card-space-station = Machasz astronautom z przelatującej obok stacji kosmicznej: nic się nie dzieje.

## Co gracz trzyma obok stojaka, po stojaku w wiadomości prywatnej.

held-yellow-blanks = { $count ->
    [one] {" "}(jeden blank to żółty blank, leżący obok twoich siedmiu płytek)
    [few] {" "}({ $count } blanki to żółte blanki, leżące obok twoich siedmiu płytek)
    [many] {" "}({ $count } blanków to żółte blanki, leżące obok twoich siedmiu płytek)
   *[other] {" "}({ $count } blanka to żółte blanki, leżące obok twoich siedmiu płytek)
}
held-blockers = { $count ->
    [one] , a do tego blokada do postawienia przez `/blocker`
    [few] , a do tego { $count } blokady do postawienia przez `/blocker`
    [many] , a do tego { $count } blokad do postawienia przez `/blocker`
   *[other] , a do tego { $count } blokady do postawienia przez `/blocker`
}

## Słowa gry w kości na jej litery.

scoreboard-cup = Kości w kubku: { $tiles }
rack-yours-rolled = Twój stojak (wyrzucone kości)
rack-empty-rolled = na razie bez kości; rzucasz, gdy zaczyna się twoja tura
draw-title-roll = Rzut o pierwszy ruch
draw-won-roll = { $player } wyrzuca najbliżej A (blank wygrywa z każdą literą) i zaczyna.

## Podpisy animowanej powtórki zakończonej gry (`/gcg replay:True`) w języku kanału: etykieta
## każdej klatki i jej wiersz.

replay-start = Start
replay-start-line = { $players }
replay-turn = Tura { $turn }
replay-final = Koniec
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = wymiana { $tiles ->
    [one] { $tiles } płytki
    [few] { $tiles } płytek
    [many] { $tiles } płytek
   *[other] { $tiles } płytek
}
replay-passed = pas
replay-time-out = czas minął
replay-lost-turn = traci kolejkę
replay-challenged-off = ruch cofnięty po sprawdzeniu przez gracza { $by }{ $points }
replay-challenge-stands = ruch sprawdzony przez gracza { $by } i utrzymany{ $points }
replay-resigned = poddanie
replay-no-result = gra zakończona bez wyniku
replay-no-winner = brak zwycięzcy
replay-wins-by = { $player } wygrywa różnicą { $margin }
replay-wins = { $player } wygrywa
replay-draw = remis: { $players }
