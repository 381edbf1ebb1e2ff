# Lexicord: les paraules pròpies de les variants per a les seves peces i jugades, en català: el
# que l'informe d'un torn diu d'una jugada (les bonificacions, un bloquejador posat, els cometes,
# plats voladors i cartes d'una cursa, fitxes posades a qualsevol lloc), el que un jugador guarda
# al costat del faristol, i les paraules d'una partida jugada amb daus. Un missatge que comença
# amb un espai ({" "}) o amb «;» segueix directament el text anterior.

## La jugada d'un torn en una publicació del canal.

turn-line = { $word } a { $at } per { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(estrelles unides +{ $points })
turn-passed-face-up = ; les lletres no utilitzades { $letters } passen cara amunt al jugador següent
turn-blocker = posa un bloquejador a { $square }
turn-race = { $word } a { $at }{ $extras }
turn-comet = ; l'empenta d'un cometa: un escarràs groc
turn-saucer = ; un plat volador! Carta: «{ $card }»
turn-earth = ; aterra a la Terra!
turn-placed = posa { $tiles } per { $score }{ $extras }

## Les cartes de plat volador de Hyper-Race, llegides en veu alta quan se'n treu una.

card-fuel-pod = Càpsula de combustible! La teva nau espacial reposta: agafa un escarràs groc.
card-friendly-alien = Un extraterrestre simpàtic et saluda i et dona una peça de recanvi: agafa un escarràs groc.
card-meteor-shower = Pluja de meteorits! Esperes que passi: perds el teu torn següent.
card-engine-trouble = Avaria al motor! Les reparacions porten una estona: perds el teu torn següent.
card-smooth-flying = Vol tranquil. Les estrelles passen volant: no passa res.
card-space-station = Saludes els astronautes d'una estació espacial que passa per allà: no passa res.

## El que un jugador guarda al costat del faristol, després del faristol en el seu missatge directe.

held-yellow-blanks = { $count ->
    [one] {" "}(un escarràs és un escarràs groc, que es queda al costat de les teves set fitxes)
   *[other] {" "}({ $count } escarrassos són escarrassos grocs, que es queden al costat de les teves set fitxes)
}
held-blockers = { $count ->
    [one] , i un bloquejador per posar amb `/blocker`
   *[other] , i { $count } bloquejadors per posar amb `/blocker`
}

## Les paraules del joc de daus per a les seves lletres.

scoreboard-cup = Daus al gobelet: { $tiles }
rack-yours-rolled = El teu faristol (els daus que has tirat)
rack-empty-rolled = ara no tens daus; tires quan comença el teu torn
draw-title-roll = La tirada per a la primera jugada
draw-won-roll = { $player } ha fet la tirada més propera a l'A (un escarràs guanya qualsevol lletra) i comença.

## Els rètols de la repetició animada d'una partida acabada (`/gcg replay:True`), en la llengua
## del canal: l'etiqueta de cada fotograma i la seva línia.

replay-start = Inici
replay-start-line = { $players }
replay-turn = Torn { $turn }
replay-final = Final
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = canvi de { $tiles ->
    [one] { $tiles } fitxa
   *[other] { $tiles } fitxes
}
replay-passed = passa
replay-time-out = se li ha acabat el temps
replay-lost-turn = perd el torn
replay-challenged-off = jugada retirada després de la impugnació de { $by }{ $points }
replay-challenge-stands = jugada impugnada per { $by }, i es manté{ $points }
replay-resigned = abandona
replay-no-result = partida acabada sense resultat
replay-no-winner = sense guanyador
replay-wins-by = { $player } guanya per { $margin }
replay-wins = { $player } guanya
replay-draw = empat: { $players }
