# Lexicord: as palavras próprias das variantes para as suas peças e jogadas, em português: o que
# o relato de um turno diz de uma jogada (os bônus, um bloqueador colocado, os cometas, discos
# voadores e cartas de uma corrida, peças colocadas em qualquer lugar), o que um jogador guarda ao
# lado do suporte, e as palavras de uma partida jogada com dados. Uma mensagem que começa com um
# espaço ({" "}) ou com ";" segue diretamente o texto anterior.

## A jogada de um turno num post do canal.

turn-line = { $word } em { $at } por { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(estrelas unidas +{ $points })
turn-passed-face-up = ; as letras não usadas { $letters } passam com a face para cima ao próximo jogador
turn-blocker = colocou um bloqueador em { $square }
turn-race = { $word } em { $at }{ $extras }
turn-comet = ; o impulso de um cometa: um curinga amarelo
turn-saucer = ; um disco voador! Carta: “{ $card }”
turn-earth = ; pousa na Terra!
turn-placed = colocou { $tiles } por { $score }{ $extras }

## As cartas de disco voador do Hyper-Race, lidas em voz alta quando são tiradas.

card-fuel-pod = Cápsula de combustível! Sua nave espacial reabastece: pegue um curinga amarelo.
card-friendly-alien = Um alienígena simpático acena e lhe entrega um parafuso de reserva: pegue um curinga amarelo.
card-meteor-shower = Chuva de meteoros! Você espera ela passar: você perde a sua próxima vez.
card-engine-trouble = Pane no motor! O conserto demora um pouco: você perde a sua próxima vez.
card-smooth-flying = Voo tranquilo. As estrelas passam zunindo: nada acontece.
card-space-station = Você acena para os astronautas de uma estação espacial que vai passando: nada acontece.

## O que um jogador guarda ao lado do suporte, depois do suporte na sua DM.

held-yellow-blanks = { $count ->
    [one] {" "}(um curinga é um curinga amarelo, guardado ao lado das suas sete peças)
   *[other] {" "}({ $count } curingas são curingas amarelos, guardados ao lado das suas sete peças)
}
held-blockers = { $count ->
    [one] , e um bloqueador para colocar com `/blocker`
   *[other] , e { $count } bloqueadores para colocar com `/blocker`
}

## As palavras do jogo de dados para as suas letras.

scoreboard-cup = Dados no copo: { $tiles }
rack-yours-rolled = Seu suporte (os dados que você lançou)
rack-empty-rolled = nenhum dado agora; você lança quando a sua vez começar
draw-title-roll = O lance da primeira jogada
draw-won-roll = { $player } fez o lance mais próximo do A (um curinga vence qualquer letra) e começa.

## As legendas do replay animado de uma partida terminada (`/gcg replay:True`), no idioma do
## canal: o rótulo de cada quadro e a sua linha.

replay-start = Início
replay-start-line = { $players }
replay-turn = Turno { $turn }
replay-final = Final
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = troca de { $tiles ->
    [one] { $tiles } peça
   *[other] { $tiles } peças
}
replay-passed = passou a vez
replay-time-out = o tempo acabou
replay-lost-turn = perde a vez
replay-challenged-off = jogada retirada após a contestação de { $by }{ $points }
replay-challenge-stands = jogada contestada por { $by }, e foi mantida{ $points }
replay-resigned = desistiu
replay-no-result = partida encerrada sem resultado
replay-no-winner = sem vencedor
replay-wins-by = { $player } vence por { $margin }
replay-wins = { $player } vence
replay-draw = empate: { $players }
