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
