# Lexicord: what the bot says privately, Portuguese.

## Recusas: o que um jogador pediu e as regras ou a partida não permitem. Nada foi alterado.

err-no-game-here = Não há nenhuma partida neste canal. Comece uma com `/game new`.
err-channel-has-game = Este canal já tem uma partida. Termine-a (ou peça a um moderador para usar `/game end`) antes de começar outra.
err-not-a-player = Você não está jogando nesta partida.
err-not-started = A partida ainda não começou: `/game start` distribui as peças.
err-already-started = A partida já começou.
err-already-joined = Você já está nesta partida.
err-game-full = A partida está cheia ({ $players } jogadores).
err-not-enough-players = Uma partida precisa de 2 a 4 jogadores (na mesa até agora: { $seated }). Convide alguém para entrar com `/game join`, ou adicione um jogador do computador com `/game add-bot`.
err-not-allowed-to-end = Só um moderador, ou todos os jogadores juntos, podem encerrar uma partida.
err-not-a-moderator = Só um moderador pode mudar as configurações do servidor.
err-bad-tiles = Não consegui ler as peças { $tiles }: digite as letras do seu suporte, e ? para um curinga (por exemplo `AEI?`).
err-unknown-lexicon = Este bot não tem o léxico { $name }. Disponíveis: { $available }.
err-word-list-gone = A lista de palavras desta partida ({ $lexicon }), tal como era no início da partida, já não está no bot, por isso nenhuma jogada, troca ou contestação pode ser verificada. O operador do bot pode repor a lista; um moderador pode encerrar a partida com `/game end`.
err-bad-square = `{ $square }` não é uma casa: escreva a coluna e a linha, por exemplo I8.
err-no-such-game = Não existe a partida #{ $game }.
err-panel-out-of-date = Este painel está desatualizado: a partida avançou desde que ele foi exibido. Nada foi alterado.
err-words-during-game = Você tem uma partida em andamento neste servidor ({ $channel }), e as regras só permitem o dicionário para contestações: `/word` volta a responder quando suas partidas aqui terminarem. Um moderador pode liberar o uso durante as partidas com `/settings server words_in_games:True`.
err-game-not-over = Essa partida ainda está em andamento: a revisão vem quando ela terminar.
err-replay-before-end = Essa partida ainda está em andamento: o replay vem quando ela terminar.
err-time-ran-out = Seu tempo acabou { $when }: a vez passa para o próximo jogador em instantes, e sua jogada não foi feita.
err-not-your-review = Neste servidor, só os jogadores de uma partida podem revisá-la (um moderador pode abrir as revisões para todos com `/settings server reviews:anyone`).
err-puzzle-needs-server = Os enigmas pertencem a um servidor: na DM não tem nenhum. Use `/puzzle show` em um canal de um servidor onde o bot está.
err-no-puzzle-yet = Ainda não tem enigma hoje neste servidor: `/puzzle show` revela o enigma, depois é só responder.
err-no-practice-position = Você não tem nenhuma posição de treino para responder: `/practice` mostra a próxima, depois responda com `/practice word: at:`.
err-practice-needs-both = Para responder à sua posição de treino, informe `word:` e `at:`, escritos como no `/play`; `/practice` sozinho mostra a posição.
err-other-languages-tiles = Listas de palavras de outros idiomas jogam partidas classic, nine-tile e Finish Line: escolha uma dessas variantes, ou uma lista de palavras em inglês.
err-internal = Desculpe, algo deu errado do nosso lado (id do erro `{ $id }`).
err-unreadable-input = Não consegui ler { $input }. Tente `/help`.
err-unreadable-command = Não consegui ler esse comando. Tente `/help`.
surprise-random-boards = de um a quatro minitabuleiros ao acaso

## Dicas somadas a uma recusa quando o erro estava no jeito de escrever uma jogada ou suas peças.

hint-write-play = Escreva a casa e depois a palavra: `/play word:HORN at:8F` vai na horizontal a partir da linha 8, coluna F; `at:F8` vai na vertical. Uma letra minúscula é um curinga; peças que já estão no tabuleiro são digitadas com a própria letra (ou `.`).
hint-rack = `/rack` mostra suas peças; digite `?` ou uma letra minúscula para um curinga.

## Antes da partida: o que o jogador que pediu fica sabendo.

game-opened = Sua partida #{ $game } está aberta.
game-joined = Você entrou na partida.
game-left = Você saiu da partida.
game-computer-seated = O jogador do computador está na mesa.
game-resigned = Você desistiu.
game-ended = A partida foi encerrada.
game-vote-counted = Seu voto foi contado.
game-started = A partida começou.

## Depois de uma jogada: o que o jogador que jogou fica sabendo, além do que fez.

done = Feito.
done-what = Feito: { $what }.
board-coming = O tabuleiro será publicado no canal em instantes.
start-coming = O sorteio e o tabuleiro serão publicados no canal em instantes.
board-coming-by-dm = O tabuleiro será enviado a cada jogador por DM em instantes.
start-coming-by-dm = O sorteio e o tabuleiro serão enviados a cada jogador por DM em instantes.
board-sent-by-dm = O tabuleiro foi enviado a cada jogador por DM.
start-sent-by-dm = O sorteio e o tabuleiro foram enviados a cada jogador por DM.
new-rack-sent = Seu novo suporte está na sua DM.
new-rack-dms-closed = Sua DM está fechada, então aqui está seu novo suporte: `{ $tiles }`.
new-rack-by-command = Use `/rack` para ver seu novo suporte.
new-rack-delayed = Seu novo suporte chega por DM em instantes (ou use `/rack`).
rack-sent = Seu suporte está na sua DM.
rack-dms-closed = Sua DM está fechada, então aqui está seu suporte: `{ $tiles }`.
rack-by-command = Use `/rack` para ver seu suporte.
rack-delayed = Seu suporte chega por DM em instantes (ou use `/rack`).

## Adicionado depois do primeiro catálogo.

notice-coming = O canal vai ficar sabendo em instantes.
challenge-upheld = Sua contestação da jogada de { $player } foi aceita: { $outcome }.
challenge-failed = Sua contestação da jogada de { $player } foi rejeitada: { $outcome }.

## Mensagens no canal: no idioma do servidor (`/settings server language:`). Os nomes chegam
## escapados, as menções como `<@id>` e os horários como timestamps do Discord (`<t:...:R>`).

post-total = total { $total }
post-your-turn = { $player }, é a sua vez.
post-final-challenge = { $player }: a última jogada encerra a partida. Conteste-a com `/challenge`, ou aceite-a com `/pass`.
post-time-runs-out = O tempo acaba { $when }.
post-game-over = **Fim de partida.**
post-timed-out = O tempo de { $player } acabou: a vez passa para o próximo jogador (vezes seguidas sem jogar: { $missed } de { $limit } permitidas).
post-timed-out-forfeits = { $player } estourou o tempo { $missed ->
    [one] { $missed } vez seguida
   *[other] { $missed } vezes seguidas
} e perde a partida.
standing-resigned = (desistiu)
standing-before = ({ $score } antes da contagem das peças não jogadas)
standing-draw = (empate)
standing-wins = (vence)
turn-play = { $word } em { $at } por { $score }
turn-play-bingo = { $word } em { $at } por { $score } (bingo +{ $bingo })
turn-exchange = troca de { $tiles ->
    [one] { $tiles } peça
   *[other] { $tiles } peças
}
turn-pass = passou a vez
turn-time-out = o tempo acabou; a vez passa para o próximo
turn-lost = perde a vez
turn-lost-challenge = perde a vez (contestação rejeitada)
turn-challenged-off = jogada retirada após a contestação de { $by }: { $outcome }
turn-challenged = jogada contestada por { $by }: { $outcome }
turn-resigned = desistiu
turn-end-count = { $points } pelas peças que sobraram { $racks }: { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] não é válida
   *[other] não são válidas
}; as peças voltam para o suporte ({ $points })
challenge-loses-turn = todas as palavras são válidas; quem contestou perde a vez
challenge-bonus = todas as palavras são válidas; { $player } ganha { $points }
challenge-no-penalty = todas as palavras são válidas; sem penalidade por esta regra
rack-owner = de { $name }
racks-one = no suporte { $owner }
racks-many = nos suportes { $owners } e { $last }
racks-none = nos outros suportes
lobby = Partida #{ $game }: { $variant }, regra de contestação { $rule }, { $time } por vez, léxico { $lexicon }, { $rated }. Na mesa ({ $seated } de { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (peças: { $language })
lobby-rated = ranqueada
lobby-unrated = não ranqueada
seat-to-target = { $level }, até { $target }
seat-turn-time = { $time } por vez
language-english = inglês
language-french = francês
language-german = alemão
language-spanish = espanhol
language-italian = italiano
language-dutch = neerlandês
language-portuguese = português
language-polish = polonês
language-norwegian = norueguês
language-swedish = sueco
language-catalan = catalão
seat-name-computer = Computador ({ $level })
seat-name-empty = Lugar { $seat }
computer-level-easy = fácil
computer-level-medium = médio
computer-level-hard = difícil
computer-level-expert = especialista
notice-opened = { $by } abriu uma partida. Entre com `/game join` (ou pelo botão); qualquer jogador pode começá-la com `/game start`. { $lobby }
notice-joined = { $name } entrou. { $lobby }
notice-left = { $name } saiu. { $lobby }
notice-left-closed = { $name } saiu; a partida foi encerrada.
notice-computer-seated = Um jogador do computador entrou na mesa. { $lobby }
notice-end-asked = { $by } pediu para encerrar a partida #{ $game }. Ainda precisam concordar com `/game end`: { $waiting }.
notice-ended = A partida #{ $game } foi encerrada sem resultado.
notice-word-list-gone = A partida #{ $game } está suspensa: a sua lista de palavras ({ $lexicon }), tal como era no início da partida, já não está no bot, por isso nenhuma jogada, troca ou contestação pode ser verificada. O tabuleiro, os suportes, `/score` e `/gcg` continuam a responder. O operador do bot pode repor a lista; um moderador pode encerrar a partida com `/game end`.
draw-title = O sorteio da primeira jogada
draw-round = Rodada { $round }: { $drawn }
draw-won = { $player } tirou a peça mais próxima do A (um curinga vence qualquer letra) e começa.
draw-first-play = Primeira jogada
draw-given-first = { $player } começa, conforme o emparceiramento (sem sorteio da primeira jogada).
draw-then = { $before }, depois { $next }
draw-order = Ordem de jogo: { $order }.
rack-your-turn = É a sua vez!
rack-dms-closed-note = { $player }, não consegui enviar seu suporte por DM (sua DM está fechada). Use `/rack` para vê-lo.
reminder-in-channel = A partida #{ $game } em { $channel } está esperando por você: seu tempo acaba { $when }. (`/settings reminders on:False` desativa estes lembretes.)
reminder = A partida #{ $game } está esperando por você: seu tempo acaba { $when }. (`/settings reminders on:False` desativa estes lembretes.)
reminder-note = { $player }, a partida #{ $game } está esperando por você: seu tempo acaba { $when }.
board-bag = saco
board-cup = copo
board-word = P
board-letter = L

## Recusas de uma jogada pelas regras, ou pelo jeito como foi escrita (ditas como uma frase: o bot
## põe a primeira letra em maiúscula e termina com um ponto final).

rule-game-over = a partida acabou
rule-resigned = você desistiu desta partida
rule-not-your-turn = não é a sua vez
rule-awaiting-final-challenge = a última jogada encerra a partida: conteste-a, ou passe para aceitá-la
rule-invalid-words = fora do dicionário: { $words }
rule-exchange-nothing = escolha pelo menos uma peça para trocar (ou passe)
rule-exchange-bag-too-small = você não pode trocar com apenas { $in_bag ->
    [one] { $in_bag } peça
   *[other] { $in_bag } peças
} no saco (são necessárias pelo menos { $needed })
rule-challenges-off = as contestações estão desativadas nesta partida: as palavras são verificadas ao serem jogadas
rule-nothing-to-challenge = não há nenhuma jogada para contestar
rule-own-play = você não pode contestar a sua própria jogada
rule-no-tiles = uma jogada precisa de pelo menos uma peça do seu suporte
rule-off-board = { $square } está fora do tabuleiro
rule-occupied = a casa { $square } já está ocupada
rule-same-square-twice = a casa { $square } é usada duas vezes nesta jogada
rule-not-in-line = todas as peças de uma jogada devem ficar em uma mesma linha ou em uma mesma coluna
rule-gap = a jogada deixa um buraco em { $square }: as peças devem formar uma única palavra contínua
rule-first-play-off-start = a primeira jogada deve cobrir a estrela central ({ $square })
rule-first-play-too-short = a primeira jogada precisa de pelo menos duas peças
rule-not-connected = a jogada deve encostar em uma peça que já está no tabuleiro
rule-a-blank = um curinga
rule-tile-number = a peça número { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = você não tem { $tiles } no seu suporte
rule-only-tiles = você só tem { $held } { $tile } no seu suporte, não { $wanted }
rule-only-blanks = você só tem { $held ->
    [one] { $held } curinga
   *[other] { $held } curingas
} no seu suporte, não { $wanted }
rule-unreadable-square = { $square } não é uma casa: escreva a linha e depois a coluna para jogar na horizontal (8D), e a coluna e depois a linha para jogar na vertical (D8)
rule-square-off-board = { $square } está fora do tabuleiro
rule-empty-word = a jogada não forma nenhuma palavra
rule-runs-off-board = { $word } não cabe: a partir de { $square }, sai do tabuleiro
rule-through-mismatch = em { $square } o tabuleiro tem { $board }, não { $written }
rule-nothing-to-play-through = não há nenhuma peça em { $square } para aproveitar
rule-unknown-letter = não existe peça { $letter } nesta partida
rule-unbalanced-parentheses = os parênteses em { $play } não estão balanceados
rule-no-new-tiles = a jogada não coloca nenhuma peça nova no tabuleiro
rule-not-a-play = { $play } não é uma jogada: escreva a casa e depois a palavra, como 8D QUIXOTE

## `/settings`: o que está configurado agora, e seus lembretes.

settings-describe = Novas partidas aqui: léxico { $lexicon }, regra de contestação { $rule }, { $time } por vez, suportes { $racks }; cargo de moderador: { $role }. `/word` durante uma partida: { $words }. Revisões de partidas terminadas: { $reviews }. Publicações nos canais: { $language }.
settings-racks-dm = por DM
settings-racks-command = só pelo `/rack`
settings-no-role = nenhum (Gerenciar servidor)
settings-words-allowed = permitido
settings-words-not-allowed = não permitido (o dicionário é para contestações)
settings-reviews-players = os jogadores da partida
settings-reviews-anyone = qualquer pessoa
settings-reminders-on = Os lembretes estão ativados: vou avisar você quando uma partida estiver esperando por você.
settings-reminders-off = Os lembretes estão desativados. Ative-os de novo com `/settings reminders on:True`.

## `/settings show` para os moderadores, e o aviso de um canal que recusa as publicações do bot.

channels-all-well = Tudo certo: o Lexicord tem todas as permissões de que precisa nos canais com partidas e eventos daqui ({ $channels } verificados).
channels-heading = O que falta ao Lexicord onde se jogam partidas e eventos aqui:
channels-cannot-view = O Lexicord não consegue ver { $channel }: dê-lhe «Ver canais» lá.
channels-cannot-send = O Lexicord não consegue publicar em { $channel }: dê-lhe «Enviar mensagens» lá.
channels-cannot-send-in-threads = O Lexicord não consegue publicar no tópico { $channel }: dê-lhe «Enviar mensagens em tópicos» no canal do tópico.
channels-cannot-attach = O Lexicord não consegue anexar arquivos em { $channel }: dê-lhe «Anexar arquivos» lá.
channels-cannot-open-threads = O Lexicord não consegue abrir tópicos em { $channel }, onde torneios e ligas jogam as suas partidas: dê-lhe «Criar tópicos públicos» e «Enviar mensagens em tópicos» lá.
channels-gone = { $channel } já não existe: as partidas de lá não podem continuar.
channels-unknown = O Discord não disse o que o Lexicord pode fazer em { $channel }: tente de novo mais tarde.
channels-server-unknown = O Discord não disse o que o Lexicord pode fazer neste servidor: tente de novo mais tarde.
alert-unreachable = O Discord continua a recusar as publicações do Lexicord em { $channel } (servidor { $server }) por falta de permissões: as partidas de lá esperam até que ele possa publicar de novo.
alert-unreachable-check = Verifique as permissões do Lexicord nas configurações desse canal (Permissões) e as do seu cargo.

## Botões sob as mensagens e os painéis, e um botão apertado tarde demais.

button-pass = Passar
button-exchange = Trocar
button-challenge = Contestar
button-my-rack = Meu suporte
button-join = Entrar
button-start = Começar
button-board = Tabuleiro
button-play = Jogar
button-confirm = Confirmar
button-places = Escolha onde jogá-la
button-game-not-played = A partida #{ $game } não está em andamento: este botão não faz mais nada.
