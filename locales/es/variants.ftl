# Lexicord: las palabras propias de las variantes para sus piezas y jugadas, en español: lo que
# el informe de un turno dice de una jugada (sus bonificaciones, un bloqueador colocado, los
# cometas, platillos volantes y cartas de una carrera, fichas colocadas en cualquier lugar), lo
# que un jugador guarda junto al atril, y las palabras de una partida jugada con dados. Un mensaje
# que empieza con un espacio ({" "}) o con «;» sigue directamente al texto anterior.

## La jugada de un turno en una publicación del canal.

turn-line = { $word } en { $at } por { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(estrellas unidas +{ $points })
turn-passed-face-up = ; las letras sin usar { $letters } pasan boca arriba al siguiente jugador
turn-blocker = pone un bloqueador en { $square }
turn-race = { $word } en { $at }{ $extras }
turn-comet = ; el impulso de un cometa: un comodín amarillo
turn-saucer = ; ¡un platillo volante! Carta: «{ $card }»
turn-earth = ; ¡aterriza en la Tierra!
turn-placed = coloca { $tiles } por { $score }{ $extras }

## Las cartas de platillo volante de Hyper-Race, que se leen en voz alta al sacarlas.

card-fuel-pod = ¡Cápsula de combustible! Tu nave espacial reposta: toma un comodín amarillo.
card-friendly-alien = Un extraterrestre amistoso te saluda y te da una pieza de repuesto: toma un comodín amarillo.
card-meteor-shower = ¡Lluvia de meteoritos! Esperas a que pase: pierdes tu próximo turno.
card-engine-trouble = ¡Avería en el motor! Las reparaciones llevan su tiempo: pierdes tu próximo turno.
card-smooth-flying = Vuelo tranquilo. Las estrellas pasan volando: no pasa nada.
card-space-station = Saludas a los astronautas de una estación espacial que pasa por allí: no pasa nada.

## Lo que un jugador guarda junto al atril, tras el atril en su MD.

held-yellow-blanks = { $count ->
    [one] {" "}(un comodín es un comodín amarillo, que se queda junto a tus siete fichas)
   *[other] {" "}({ $count } comodines son comodines amarillos, que se quedan junto a tus siete fichas)
}
held-blockers = { $count ->
    [one] , y un bloqueador para poner con `/blocker`
   *[other] , y { $count } bloqueadores para poner con `/blocker`
}

## Las palabras del juego de dados para sus letras.

scoreboard-cup = Dados en el cubilete: { $tiles }
rack-yours-rolled = Tu atril (los dados que has tirado)
rack-empty-rolled = ahora no tienes dados; tiras cuando empieza tu turno
draw-title-roll = La tirada para la primera jugada
draw-won-roll = { $player } ha sacado la tirada más cercana a la A (un comodín gana a cualquier letra) y empieza.

## Los rótulos de la repetición animada de una partida terminada (`/gcg replay:True`), en el
## idioma del canal: la etiqueta de cada fotograma y su línea.

replay-start = Inicio
replay-start-line = { $players }
replay-turn = Turno { $turn }
replay-final = Final
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = cambio de { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
}
replay-passed = pasa
replay-time-out = se le acabó el tiempo
replay-lost-turn = pierde el turno
replay-challenged-off = jugada retirada tras la impugnación de { $by }{ $points }
replay-challenge-stands = jugada impugnada por { $by }, y se mantiene{ $points }
replay-resigned = abandona
replay-no-result = partida terminada sin resultado
replay-no-winner = sin ganador
replay-wins-by = { $player } gana por { $margin }
replay-wins = { $player } gana
replay-draw = empate: { $players }
