# Lexicord: recusas ditas pelas regras das variantes, pelas configurações, pelas ferramentas de palavras e
# pelos torneios, em português. Cada uma é dita em privado ao jogador que pediu; nada foi alterado. Os valores
# em { $name } são inseridos pelo bot; os nomes chegam como texto simples. As mensagens que começam com
# minúscula são partes de uma frase: o bot acrescenta a maiúscula e o ponto final.

## Onde as peças próprias de uma variante recusam uma jogada.

rule-unknown-player = não há nenhum jogador { $player } nesta partida
rule-blocked = há um bloqueador em { $square }: nenhuma peça pode ser jogada ali
rule-no-blocker = você não tem nenhum bloqueador: cubra uma casa Bloqueio para pegar um
rule-role-takes-no-blockers = o papel { $role } não pega bloqueadores: só rookie e standard pegam
rule-blocker-off-board = um bloqueador vai numa casa vazia do tabuleiro
rule-blocker-on-filled-square = a casa { $square } não está vazia: um bloqueador vai numa casa vazia
rule-closed-square = nenhuma peça pode ir em { $square }: é a linha divisória entre os dois lados
rule-off-your-side = { $square } fica do lado do seu adversário: suas palavras ficam do seu próprio lado, colunas { $side }
rule-first-word-off-station = sua primeira palavra deve cobrir uma casa da sua estação espacial na fila de cima
rule-not-connected-to-your-side = sua palavra deve se ligar a uma palavra que você jogou do seu lado
rule-yellow-blank-kept = os curingas amarelos ficam ao lado do seu suporte e não podem ser trocados
rule-no-exchange-with-dice = o jogo de dados não tem trocas: jogue uma palavra ou passe

## Free for All: peças colocadas em qualquer lugar, palavras lidas ao longo de caminhos.

paths-outside-area = { $square } fica fora da área 9x9 no meio do tabuleiro (D4 a L12)
paths-first-play-off-centre = a primeira jogada deve cobrir a casa central H8
paths-first-play-too-short = a primeira jogada precisa de pelo menos duas peças
paths-not-touching = a jogada deve encostar em uma peça que já está no tabuleiro (na horizontal, na vertical ou na diagonal)
paths-too-many-words = indique no máximo três palavras
paths-same-word-twice = indique cada palavra uma só vez
paths-no-words = indique pelo menos uma palavra, ou peça as três melhores
paths-cannot-read = { $word } não pode ser lida ao longo de peças adjacentes passando por uma peça que você jogou
paths-tile-left-out = suas palavras deixam de fora a peça em { $square }: toda peça que você joga deve estar em uma delas
paths-no-word-through = nenhuma palavra de duas letras ou mais passa pelas peças que você jogou
paths-not-a-word = { $word } não é uma palavra
paths-not-a-tile = { $token } não é uma peça: escreva cada uma como SQUARE=LETTER, por exemplo H8=D (minúscula para um curinga)
paths-no-tiles = indique as peças que você coloca, por exemplo `/place tiles:H8=D I8=O`

## As opções de uma variante, e o que uma variante não tem.

variant-bad-target = { $given } não é um alvo de Finish Line: escolha uma pontuação de { $min } a { $max }
variant-target-without-finish-line = só Finish Line tem pontuação-alvo
variant-advanced-without-dice = o modo avançado é uma opção só do jogo de dados
variant-design-without-surprise = a montagem do tabuleiro é só para partidas Surprise
variant-cards-without-hyper-race = o baralho de cartas é uma opção só do Hyper-Race
variant-rounds-without-free-for-all = as rodadas são uma opção só do Free for All
variant-bad-rounds = { $given } rodadas: o Free for All dura de { $min } a { $max } rodadas
design-unreadable = { $given } não é um minitabuleiro: escreva NUMBER SIDE @ SQUARE, por exemplo 3b@F6 (tabuleiros de 1 a 9, lado a clássico ou b novo, a casa superior esquerda; +10 para o bônus das estrelas), ou um modelo: { $presets }
design-twice = o minitabuleiro { $board } foi colocado duas vezes: há só um de cada
design-off-board = um minitabuleiro em { $square } sairia do tabuleiro: sua casa superior esquerda vai de A1 a K11
design-empty = coloque pelo menos um minitabuleiro
design-no-star = nenhuma estrela está visível: pelo menos uma precisa estar, para começar nela
feature-review-dice = O jogo de dados não tem revisão: o tapete é remexido após cada jogada e cada lance é novo, então não há uma melhor jogada com que comparar.
feature-review-race = Uma corrida não tem revisão: sem pontos, não há uma melhor jogada por pontuação com que comparar.
feature-review-paths = Uma partida Free for All não tem revisão: suas palavras seguem caminhos que a lista de jogadas da revisão não conhece.
feature-review = Esta partida não tem revisão.
feature-gcg-paths = Uma partida Free for All não tem registro GCG: suas palavras seguem caminhos que um arquivo GCG não consegue escrever.
feature-gcg = Esta partida não tem registro GCG.
feature-line-plays = No Free for All, coloque as peças com `/place tiles: words:`.
feature-path-plays = `/place` é para partidas Free for All: aqui, use `/play`.
feature-puzzles = Os enigmas só vêm de partidas clássicas.
feature-roles = Um papel (pro, rookie, intermediate) só é escolhido no Blanks & Blockers: variant blanks-blockers.
feature-levels = Um nível só é escolhido no Finish Line por nível: variant finish-line sem alvo, em que cada jogador joga até a pontuação do seu nível.
feature-exchanges = Esta partida não tem trocas.
feature-blockers = Esta partida não tem bloqueadores.
feature-timed-turns = Esta partida não tem um tempo por vez próprio.
feature-board-design = a montagem do tabuleiro é só para partidas Surprise

## Nomes escolhidos de uma lista: "{ $given } não é ...: escolha { $valid }".

unknown-value = { $given } não é um valor: escolha { $valid }
unknown-variant = { $given } não é uma variante: escolha { $valid }
unknown-free-for-all-rounds = { $given } não é uma variante: escolha free-for-all ou free-for-all-N (N rodadas)
unknown-finish-line-target = { $given } não é uma variante: escolha classic, nine-tile ou finish-line-N (N pontos para vencer)
unknown-challenge-rule = { $given } não é uma regra de contestação: escolha { $valid }
unknown-level = { $given } não é um nível: escolha { $valid }
unknown-role = { $given } não é um papel: escolha { $valid }
unknown-computer-level = { $given } não é um nível do computador: escolha { $valid }
unknown-language = { $given } não é um idioma: escolha { $valid }
unknown-rack-delivery = { $given } não é um modo de envio do suporte: escolha { $valid }
unknown-review-access = { $given } não é uma opção de acesso às revisões: escolha { $valid }
unknown-pace = { $given } não é um ritmo: escolha { $valid }
unknown-pairing-method = { $given } não é um método de emparceiramento: escolha { $valid }
unknown-end-convention = { $given } não é uma convenção de fim de partida: escolha { $valid }
unknown-move-kind = { $given } não é um tipo de jogada: escolha { $valid }

## As ferramentas de palavras: como se digitam letras, curingas e conjuntos.

query-empty = nada para consultar: informe algumas letras
query-not-a-letter = '{ $found }' não é uma letra
query-not-a-tile = '{ $found }' não é uma letra nem `?` (um curinga)
query-not-in-pattern = '{ $found }' não é uma letra, `?`, `*` nem `[...]`
query-too-long = { $len } letras são demais: no máximo { $max }
query-too-many-blanks = { $count } curingas (`?`) são demais: no máximo { $max }
query-unclosed-set = um `[` não tem o `]` de fechamento
query-empty-set = `[]` deve conter pelo menos uma letra
query-unopened-set = um `]` não tem o `[` de abertura

## As configurações de uma partida: o tempo por vez, os lugares e o relógio.

setting-turn-limit = O tempo por vez deve ficar entre 30 segundos e 7 dias.
setting-player-count = Uma partida tem de 2 a 4 jogadores.
setting-players-of-variant = { $variant } é um jogo para { $most } jogadores: escolha 1 adversário.
setting-reminder-points = Os pontos de lembrete são porcentagens do tempo por vez, de 1 a 99.
setting-too-many-reminders = Cada vez pode ter no máximo { $most } lembretes.
setting-missed-turns = Um jogador perde a partida após um limite de 1 a { $most } vezes seguidas sem jogar.
setting-time-bank = O banco de tempo deve ficar entre zero e 30 dias.
setting-turn-limit-unreadable = { $given } não é uma duração como 24h, 90m, 3d ou 30s.
setting-turn-limit-outside = { $given } está fora do intervalo de 30s a 7d.

## Outras recusas do próprio bot.

err-use-slash-commands = Use os comandos de barra.
err-button-game-over = A partida #{ $game } acabou: este botão não faz mais nada.
err-puzzle-tiles = { $reason }: o suporte do enigma de hoje é `{ $rack }`
err-practice-tiles = { $reason }: seu suporte de treino é `{ $rack }`

## Torneios e ligas: o que é recusado a um jogador ou a um diretor.

event-no-tournament-here = Não há nenhum torneio neste canal. Um diretor abre um com `/tournament create`.
event-channel-has-tournament = Este canal já tem um torneio. Ele precisa terminar (ou um diretor encerrá-lo com `/tournament end`) antes que outro seja aberto aqui.
event-not-a-director = Só o diretor do torneio (um moderador deste servidor) pode fazer isso.
event-registration-closed = As inscrições estão encerradas.
event-already-registered = Você já está inscrito.
event-player-already-registered = { $player } já está inscrito.
event-not-registered = Você não está inscrito neste torneio.
event-no-such-player = Esse jogador não está neste torneio.
event-already-started = O torneio já começou.
event-not-started = O torneio ainda não começou.
event-finished = O torneio terminou.
event-paused = O torneio está pausado: um diretor o retoma com `/tournament resume`.
event-not-paused = O torneio não está pausado.
event-too-few-players = Um torneio precisa de pelo menos 2 jogadores: inscritos até agora, { $registered }.
event-too-few-for-divisions = { $divisions } divisões precisam de pelo menos { $needed } jogadores (2 por divisão): inscritos até agora, { $registered }.
event-no-such-round = A rodada { $round } ainda não foi emparceirada.
event-no-such-board = Não há mesa de { $player } na rodada { $round }.
event-bye-has-no-scores = Isso é uma folga: o resultado dela é o saldo da folga.
event-round-not-complete = A rodada { $round } ainda está sendo jogada: todos os resultados precisam sair (ou ser lançados com `/tournament result`) antes que a próxima seja emparceirada.
event-all-rounds-paired = Todas as rodadas já estão emparceiradas ({ $rounds } rodadas).
event-round-started = A rodada { $round } já começou (uma jogada foi feita): só uma rodada em que ninguém jogou pode ser emparceirada de novo.
event-not-latest-round = A rodada { $round } não é a mais recente; só a mais recente pode ser emparceirada de novo.
event-bad-pairings = Esses emparceiramentos não funcionam: { $reason }.
event-too-many-repeats = { $first } e { $second } se enfrentariam mais vezes do que as { $most } que este torneio permite.
event-already-withdrawn = O jogador já desistiu.
event-no-league-here = Não há nenhuma liga neste canal. Um moderador abre uma com `/league create`.
event-channel-has-league = Este canal já tem uma liga.
event-already-in-league = Você já está inscrito na temporada { $season }.
event-not-in-league = Você não está inscrito na temporada { $season }.
event-season-being-played = A temporada { $season } ainda está em andamento: a próxima começa quando ela terminar.
event-too-few-for-season = Uma temporada precisa de pelo menos 2 jogadores: inscritos até agora, { $registered }.

## As configurações de um torneio ou de uma liga.

event-tournament-needs-server = Torneios acontecem em um servidor, não em DMs.
event-league-needs-server = Ligas acontecem em um servidor, não em DMs.
event-rounds = Um torneio tem de 1 a 40 rodadas.
event-schedule = A programação de emparceiramentos: { $reason }.
event-round-length = Uma rodada dura entre 1 hora e 30 dias.
event-repeats = O número máximo de reencontros vai de 0 a 40.
event-divisions = Um torneio tem de 1 a { $most } divisões.
event-spreads = O saldo da folga vai de 0 a 500, e o saldo do W.O. de -500 a 0.
event-tournament-name-controls = O nome de um torneio não pode conter caracteres de controle.
event-league-name-controls = O nome de uma liga não pode conter caracteres de controle.
event-tournament-name-invisible = O nome de um torneio precisa de pelo menos um caractere visível.
event-league-name-invisible = O nome de uma liga precisa de pelo menos um caractere visível.
event-name-length = O nome deve ter de 1 a 60 caracteres em uma só linha, sem ; nem #.
event-turn-limit = O tempo por vez deve ficar entre 1 hora e 7 dias.
event-season-length = Uma temporada dura de 1 a 180 dias.
event-division-size = Uma divisão tem de 2 a 32 jogadores.
event-games-at-once = Um jogador tem de 1 a 10 partidas em andamento ao mesmo tempo.
event-movers = De 0 a 16 jogadores sobem e descem por divisão.

## Por que uma programação não pode ser lida, ou uma rodada não pode ser emparceirada (partes de uma frase).

schedule-count = { $given } não é um número de repetições: escreva como `2x swiss`
schedule-too-long = a programação lista { $listed } rodadas, mais do que as { $rounds } do torneio
schedule-empty = a programação está vazia: indique pelo menos um método de emparceiramento
pairing-by-hand = esta rodada é emparceirada à mão
pairing-different-divisions = { $first } e { $second } jogam em divisões diferentes
pairing-not-in-event = emparceiramentos manuais: { $player } não está no torneio
pairing-paired-twice = emparceiramentos manuais: { $player } está emparceirado mais de uma vez
pairing-not-paired = emparceiramentos manuais: { $player } não está emparceirado
pairing-too-many-repeats = { $first } e { $second } se enfrentariam mais vezes do que as { $most } que o torneio permite
pairing-no-players = não há jogadores
pairing-round-robin-complete = o todos contra todos termina após { $rounds } rodadas
pairing-fontes-even-rounds = o Fontes inicial precisa de um número ímpar de rodadas, não { $rounds }
pairing-fontes-over = o Fontes inicial emparceira só as primeiras { $rounds } rodadas, não a rodada { $round }
pairing-fontes-too-few = o Fontes inicial em { $rounds } rodadas precisa de pelo menos { $needed } jogadores, não { $players }
pairing-manual-unknown = emparceiramentos manuais: o jogador { $player } não está no torneio
pairing-manual-twice = emparceiramentos manuais: o jogador { $player } está emparceirado mais de uma vez
pairing-manual-missing = emparceiramentos manuais: o jogador { $player } não está emparceirado
