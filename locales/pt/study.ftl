# Lexicord: study messages (pt). Same messages, same values, as the English file.

## `/word`

word-valid-one = Válida em { $lexicon }:
word-invalid-one = Não válida em { $lexicon }:
word-all-valid = As { $count } são válidas em { $lexicon }:
word-some-invalid = { $invalid } de { $count } não são válidas em { $lexicon }:
word-valid = válida
word-not-valid = não válida
word-hooks = Ganchos de **{ $word }** em { $lexicon }: antes { $before }; depois { $after }.
word-no-hooks = nenhum
word-anagrams = { $count ->
    [one] { $count } anagrama
   *[other] { $count } anagramas
} de { $asked } em { $lexicon }:
word-no-anagrams = Nenhum anagrama de { $asked } em { $lexicon }.
word-built = { $count ->
    [one] { $count } palavra
   *[other] { $count } palavras
} com { $asked } em { $lexicon }:
word-none-built = Nenhuma palavra com { $asked } em { $lexicon }.
word-matching = { $count ->
    [one] { $count } palavra corresponde
   *[other] { $count } palavras correspondem
} a { $asked } em { $lexicon }:
word-none-matching = Nenhuma palavra corresponde a { $asked } em { $lexicon }.
word-attached = { $head } são muitas para mostrar aqui, então a lista completa vai em anexo (words.txt).

## `/score`

score-not-a-pool = { $pool } não é uma categoria de rating: escolha uma da lista (variante, léxico, ritmo).
score-no-rated-in-pool = Ainda não há partidas com rating em { $pool } neste servidor.
score-no-rated-games = Ainda não há partidas com rating neste servidor: partidas entre pessoas contam, a menos que tenham sido abertas com `rated:False`.
score-record = **{ $player }** neste servidor: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins } vitórias, { $losses } derrotas, { $draws } empates; média { $average }, melhor partida { $best_game }, melhor jogada { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingos
}.
score-no-ratings = Ainda não há partidas com rating.
score-ratings = Ratings (Glicko-2; `?` é provisório, desvio acima de 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } partida com rating
   *[other] { $games } partidas com rating
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (provisório), { $games ->
    [one] { $games } partida com rating
   *[other] { $games } partidas com rating
}
score-chart-title = { $player }: histórico de rating
score-chart-games = partidas
score-board-title = Ranking de rating
score-board-subtitle = { $pool } · ? = provisório
score-column-player = Jogador
score-column-rating = Rating
score-column-deviation = RD
score-column-games = Partidas
score-column-record = V-D
score-board-leader = { $player } lidera com { $rating }.
score-board-head = **Ranking de rating**, { $pool }: { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}.

## Scoreboard

status-lobby = aguardando
status-active = em andamento
status-finished = encerrada
status-abandoned = abandonada
scoreboard-title = **Partida #{ $game }** ({ $status })
scoreboard-to-move = a jogar
scoreboard-target = até { $target }
scoreboard-bag = Peças no saco: { $tiles }

## `/review`

review-judged-static = equity estática
review-judged-simulated = simulada, { $rounds } simulações
review-judged-exact = final resolvido com exatidão
review-judged-unproven = final não provado dentro do orçamento: a melhor linha encontrada, { $depth } turnos à frente
review-judged-pre-endgame = final após cada uma das { $draws } peças que o saco podia conter, todos resolvidos exatamente
review-judged-pre-endgame-unproven = final após cada uma das { $draws } peças que o saco podia conter, nem todos provados dentro do orçamento
review-note-equity = **-{ $lost }** de equity
review-note-win = -{ $percent } de chance de vitória
review-missed-bingo = bingo perdido { $play }
review-loss = - Turno { $turn }: { $played } por { $score }; melhor { $best } ({ $notes })
review-head = **Revisão da partida #{ $game }**: { $players }.
review-how-judged = Turnos julgados por equity (pontos mais o resto; simulados, e finais resolvidos com exatidão, onde o orçamento permitiu).
review-tail = Cada turno está em `{ $file }`: a jogada feita, a melhor por equity, a equity e a chance de vitória perdidas.
review-player = **{ $player }**: { $lost } de equity perdida em { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}
review-missed-bingos = { $count ->
    [one] { $count } bingo perdido
   *[other] { $count } bingos perdidos
}
review-file-head = Revisão da partida #{ $game }: { $players }
review-file-equity = A equity é medida por turno conforme o turno foi julgado: estática (pontos mais o resto), simulada (pontos ganhos nos turnos seguintes, contando a resposta do adversário, mais o resto: menor que a estática) ou final resolvido com exatidão (a diferença até o fim). Compare a equity de um turno com a da melhor jogada.
review-file-player = { $player }: { $lost } de equity perdida em { $turns } turnos julgados, { $bingos } bingos perdidos
review-file-by-loss = Maiores perdas primeiro
review-file-in-order = Turno a turno
review-challenged-off = retirada após contestação
review-column-turn = turno
review-column-player = jogador
review-column-rack = suporte
review-column-played = jogada
review-column-score = pontos
review-column-equity = equity
review-column-best = melhor
review-column-best-equity = equity da melhor
review-column-equity-lost = equity perdida
review-column-win-after = vitória depois
review-column-win-lost = vitória perdida
review-column-judged = julgamento
review-column-note = nota

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank }º
}
puzzle-legal-plays = { $count ->
    [one] { $count } jogada válida
   *[other] { $count } jogadas válidas
}
puzzle-or = ou
puzzle-to = a
puzzle-picture-you = Você
puzzle-picture-opponent = Adversário
puzzle-picture-opponent-n = Adversário { $n }
puzzle-answer-best = { $play } por { $score }: uma melhor jogada
puzzle-answer-ranked = { $play } por { $score }: { $rank } de { $plays }
puzzle-reveal = **Resposta de ontem** ({ $day }, suporte `{ $rack }`): { $plays } por **{ $score }**{ $more }, a maior pontuação de { $count }. { $solved } de { $answered ->
    [one] { $answered } participante
   *[other] { $answered } participantes
} acertaram.
puzzle-reveal-more = (e mais { $count })
puzzle-reveal-yours = Você jogou { $answer }.
puzzle-head = **Enigma de { $day }** ({ $lexicon }): encontre a jogada que mais pontua com o suporte `{ $rack }`.
puzzle-from-game = Da partida #{ $game } deste servidor
puzzle-from-computer = De uma partida do computador contra si mesmo
puzzle-position = { $from }; placar { $scores } (o seu primeiro), { $tiles ->
    [one] { $tiles } peça
   *[other] { $tiles } peças
} no saco, { $plays }.
puzzle-your-answer = Sua resposta de hoje: { $answer }. A solução vem com o enigma de amanhã.
puzzle-how-to-answer = Responda com `/puzzle answer word: at:` como no `/play`. As jogadas são classificadas por pontos; vale a sua primeira resposta do dia.
puzzle-record = sequência de { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} (maior { $longest }), { $solved } resolvidos de { $answered }
puzzle-practice-only = Só treino: vale a sua primeira resposta de hoje ({ $answer }).
puzzle-best = **Melhor jogada!** { $play } faz { $score }: nenhuma jogada válida faz mais
puzzle-tied = { $count ->
    [one] { $count } outra jogada faz
   *[other] { $count } outras jogadas fazem
} o mesmo
puzzle-in-all = ({ $plays } no total).
puzzle-ranked = { $play } faz { $score }: fica em **{ $rank }** de { $plays } por pontos ({ $more ->
    [one] { $more } jogada faz
   *[other] { $more } jogadas fazem
} mais). Não é a melhor: a solução vem com o enigma de amanhã.
puzzle-your-record = Seus enigmas: { $record }.
puzzle-top-head = **Solucionadores de enigmas** (primeiras respostas que acharam uma melhor jogada; uma sequência são dias seguidos resolvidos)
puzzle-top-nobody = Ninguém resolveu um enigma aqui ainda.
puzzle-top-you = Você: { $record }.
puzzle-top-never = Você ainda não respondeu a nenhum enigma aqui: `/puzzle show`.

## `/practice`

practice-record = sequência { $streak } (maior { $longest }), { $right } certas de { $answered }
practice-head = **Treino** da sua partida #{ $game } (turno { $turn }, { $lexicon }): encontre a melhor jogada para o seu suporte `{ $rack }`.
practice-position = Placar { $scores } (o seu primeiro), { $tiles ->
    [one] { $tiles } peça
   *[other] { $tiles } peças
} no saco. Na partida: { $made } ({ $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}).
practice-how-to-answer = As jogadas são julgadas por equity: os pontos mais o valor das peças que você guarda, segundo o computador difícil. Responda com `/practice word: at:` como no `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } posição aguardando
   *[other] { $waiting } posições aguardando
}. Seu treino: { $record }.
practice-no-games = Você ainda não tem nenhuma partida encerrada para treinar. Termine uma partida (contra o computador com `/game add-bot`, ou com amigos) e peça de novo.
practice-no-mistakes = Nada para treinar: { $games ->
    [one] na sua { $games } partida encerrada
   *[other] nas suas { $games } partidas encerradas
} cada jogada foi a melhor por equity (com margem de um ponto), ou a partida não tinha nenhuma posição do tipo clássico.
practice-all-answered = Você respondeu todas as posições { $games ->
    [one] da sua { $games } partida encerrada
   *[other] das suas { $games } partidas encerradas
}. Termine mais partidas para ter novas. Seu treino: { $record }.
practice-right = **Certo!** { $play } faz { $score }, equity { $equity }: nenhuma jogada vale mais.
practice-wrong = { $play } faz { $score }, equity { $equity }. **Não é a melhor**: { $best } faz { $best_score }, equity **{ $best_equity }** ({ $gap } a mais)
practice-more-as-good = (e mais { $count } igualmente boas)
practice-streak-again = Sua sequência recomeça.
practice-after-next = Seu treino: { $record }. { $waiting ->
    [one] { $waiting } posição aguardando
   *[other] { $waiting } posições aguardando
}: `/practice` mostra a próxima.
practice-after-none = Seu treino: { $record }. { $waiting ->
    [one] { $waiting } posição aguardando
   *[other] { $waiting } posições aguardando
}.

## `/gcg replay:True`

replay-too-large = O replay da partida #{ $game } é grande demais para o limite de upload do Discord.
replay-posted = O replay da partida #{ $game } foi publicado no canal.
replay-headline = Replay da partida #{ $game }: { $players } ({ $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = O tabuleiro foi publicado.
board-not-posted = Não consegui publicar neste canal, então aqui está o tabuleiro para você.
history-none = Nenhuma jogada ainda.
history-as-file = O histórico é longo: aqui está ele como arquivo.
gcg-record = A partida #{ $game } como registro GCG.
games-none = Você não tem partidas em andamento. Abra uma com `/game new` em um canal de servidor ou em uma DM em grupo.
games-head = **Suas partidas**
games-button = Partida #{ $game }
games-your-turn = **sua vez**
games-to-move = vez de { $player }
games-nobody = ninguém
games-line = Partida #{ $game } em { $place }: { $turn }; você { $score } contra { $opponents }
games-time-runs-out = o tempo acaba { $when }
games-place-some-channel = **{ $server }** › um canal
games-place-dm = uma DM ou DM em grupo
games-place-gone = um servidor que não vejo mais

## Rack

rack-yours = Seu suporte
rack-empty = vazio
rack-in-channel = em { $channel }
rack-caption = { $what }{ $place } (partida #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } não cabe em lugar nenhum do tabuleiro com as peças do seu suporte. Nada foi jogado.
panel-places = Onde { $word } pode ir, a melhor primeiro: escolha uma para vê-la antes de jogar.
panel-press-confirm = Aperte Confirmar para jogá-la.
panel-game-ended = Esta partida terminou (partida #{ $game }): { $scores }. Este botão não faz mais nada.
panel-no-longer-your-turn = Não é mais a sua vez: { $last }
panel-nothing-changed = Nada foi alterado.
panel-out-of-date = Este painel está desatualizado e nada foi alterado. Desde então: { $last }
panel-your-turn = É a sua vez.
panel-waiting-for = Esperando { $player } jogar.
panel-not-your-turn = Não é a sua vez.
panel-form-play = Jogar uma palavra
panel-form-word = Palavra (minúscula = curinga)
panel-form-word-example = por exemplo HORN ou hoRN
panel-form-square = Casa da primeira letra (ou vazio)
panel-form-square-empty = vazio: eu listo onde pode ir
panel-form-direction = Direção: across ou down
panel-form-exchange = Trocar peças
panel-form-tiles = Peças a trocar (? para um curinga)
panel-form-tiles-example = por exemplo QVU
panel-form-bad-direction = A direção é `across` ou `down`: nada foi jogado.
panel-form-hint = No formulário, digite a palavra (uma minúscula é um curinga; peças que já estão no tabuleiro com a própria letra ou `.`), a casa da primeira letra como letra da coluna e número da linha do tabuleiro (por exemplo H8), e a direção `across` ou `down`.

## Preview

preview-text = Prévia (não jogada, palavras não verificadas): { $play } por { $score }{ $bingo }. Palavras: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Prévia

## Charts

chart-win-title = Chance de vencer: { $player }
chart-after-each-turn = após cada turno
chart-big-loss = um turno que perdeu 5% ou mais
chart-end = fim
chart-turns = turnos
chart-score-title = Pontuação ao longo da partida
chart-moves = jogadas
