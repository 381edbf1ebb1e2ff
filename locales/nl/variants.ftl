# Lexicord: de eigen woorden van de varianten voor hun stukken en zetten, in het Nederlands: wat
# het verslag van een beurt over een zet zegt (de bonussen, een neergezette blokkade, de kometen,
# vliegende schotels en kaarten van een race, stenen die overal gelegd zijn), wat een speler naast
# het plankje houdt, en de woorden van een spel met dobbelstenen. Een bericht dat met een spatie
# ({" "}) of een ";" begint, sluit direct aan op de tekst ervoor.

## De zet van een beurt in een bericht in het kanaal.

turn-line = { $word } op { $at } voor { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(sterren verbonden +{ $points })
turn-passed-face-up = ; de ongebruikte letters { $letters } gaan open naar de volgende speler
turn-blocker = blokkade op { $square } gezet
turn-race = { $word } op { $at }{ $extras }
turn-comet = ; een duwtje van een komeet: een gele blanco
turn-saucer = ; een vliegende schotel! Kaart: “{ $card }”
turn-earth = ; landt op de Aarde!
turn-placed = gelegd: { $tiles } voor { $score }{ $extras }

## De vliegende-schotelkaarten van Hyper-Race, voorgelezen als ze getrokken worden.

card-fuel-pod = Brandstofcapsule! Je ruimteschip tankt bij: neem een gele blanco.
card-friendly-alien = Een vriendelijk buitenaards wezen zwaait en geeft je een reserveonderdeel: neem een gele blanco.
card-meteor-shower = Meteorenregen! Je wacht tot hij voorbij is: je verliest je volgende beurt.
card-engine-trouble = Motorpech! De reparatie duurt even: je verliest je volgende beurt.
card-smooth-flying = Rustige vlucht. De sterren schieten voorbij: er gebeurt niets.
card-space-station = Je zwaait naar de astronauten op een ruimtestation dat voorbijkomt: er gebeurt niets.

## Wat een speler naast het plankje houdt, na het plankje in de DM.

held-yellow-blanks = { $count ->
    [one] {" "}(één blanco is een gele blanco, die naast je zeven stenen blijft)
   *[other] {" "}({ $count } blanco's zijn gele blanco's, die naast je zeven stenen blijven)
}
held-blockers = { $count ->
    [one] , en een blokkade om neer te zetten met `/blocker`
   *[other] , en { $count } blokkades om neer te zetten met `/blocker`
}

## De woorden van het dobbelspel voor zijn letters.

scoreboard-cup = Dobbelstenen in de beker: { $tiles }
rack-yours-rolled = Je plankje (de dobbelstenen die je gooide)
rack-empty-rolled = nu geen dobbelstenen; je gooit als je beurt begint
draw-title-roll = De worp voor de eerste zet
draw-won-roll = { $player } heeft het dichtst bij de A gegooid (een blanco verslaat elke letter) en begint.

## De bijschriften van de bewegende herhaling van een afgelopen partij (`/gcg replay:True`), in
## de taal van het kanaal: het label van elk beeld en de regel erbij.

replay-start = Begin
replay-start-line = { $players }
replay-turn = Beurt { $turn }
replay-final = Einde
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = { $tiles ->
    [one] { $tiles } steen
   *[other] { $tiles } stenen
} geruild
replay-passed = gepast
replay-time-out = tijd om
replay-lost-turn = verliest de beurt
replay-challenged-off = zet teruggenomen na uitdaging door { $by }{ $points }
replay-challenge-stands = zet uitgedaagd door { $by }, en hij blijft staan{ $points }
replay-resigned = opgegeven
replay-no-result = partij beëindigd zonder uitslag
replay-no-winner = geen winnaar
replay-wins-by = { $player } wint met { $margin } verschil
replay-wins = { $player } wint
replay-draw = gelijkspel: { $players }
