# Lexicord: help messages (pt). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: o jogo de palavras cruzadas com peças**
help-rules-words = - Forme palavras na horizontal ou na vertical ligadas às peças do tabuleiro; a primeira cobre a estrela central com duas ou mais peças.
help-rules-premiums = - Azul-claro dobra uma letra, azul-escuro a triplica, rosa dobra a palavra, vermelho a triplica (os prêmios contam uma vez). Toda palavra que você forma ou estende pontua.
help-rules-bingo = - Jogue as 7 peças em um turno: +50.
help-rules-exchange = - Ou troque peças (o saco precisa ter 7 ou mais), ou passe.
help-rules-challenge = - Uma jogada pode ser contestada até o próximo jogador jogar.
help-rules-end = - A partida termina quando o saco está vazio e um jogador usa a última peça, ou após seis turnos seguidos sem pontos. Peças não jogadas contam contra você.
help-rules-rack = - Seu suporte chega por DM após cada turno; `/rack` o mostra em privado.
help-commands-title = **Comandos**
help-see-topics = veja os tópicos
help-more = Mais: `/help topic:`.

## Choices

help-choices = **Opções do `/game new`**: variante { $variants }; regra de contestação { $rules }; nível do computador { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` encerra a partida quando um jogador o alcança; sem alvo, cada jogador escolhe um nível ({ $levels }) no `/game new` ou no `/game join` e joga até a pontuação que o livro de regras dá para ele: 2 jogadores { $two }, 3 jogadores { $three }, 4 jogadores { $four }. Vence quem alcançar primeiro a própria pontuação.
help-turn-time = **Tempo por turno**: `turn_time:` de 30s a 7d para a partida; `my_turn_time:` no `/game new` ou `turn_time:` no `/game join` dá a um jogador um tempo próprio (um handicap). Cada post de turno faz a contagem regressiva até o prazo do jogador; uma jogada depois dele é recusada e o turno passa.

## Ratings and puzzles

help-ratings = **Ratings**: Glicko-2 por servidor, léxico, variante e ritmo (ao vivo: turnos de menos de uma hora). As partidas valem rating, a menos que abertas com `rated:False` ou com um computador; uma partida encerrada com `/game end` não vale rating. Um rating com desvio acima de 110 é provisório (`?`).
help-daily-puzzle = **Enigma do dia**: um por servidor e dia UTC, escolhido por ter uma única resposta clara (a melhor jogada por equity supera a seguinte pela maior diferença); jogadas classificadas por pontos; vale a sua primeira resposta (novas tentativas são treino); a solução vem no dia seguinte.
help-practice = **Treino** (`/practice`): posições das suas próprias partidas encerradas em que você perdeu mais equity (pontos mais o valor, segundo o computador difícil, das peças que você guarda), bingos perdidos primeiro; cada uma é mostrada até você responder; respostas certas seguidas formam a sua sequência.

## Tournaments and leagues

help-events-title = **Torneios e ligas** (os moderadores os conduzem; os jogadores entram e jogam em tópicos)
help-leagues = **Ligas**: divisões conforme a classificação da temporada passada (novatos pelo rating), um todos contra todos em cada uma, poucas partidas de cada vez; o sexto de cima sobe e o de baixo desce.

## Dice

help-dice-title = **O jogo de dados** (`/game new variant:dice`): 12 dados de letras num tapete de 9x9; vence o primeiro a chegar a 200.
help-dice-first = - O lance para começar: cada jogador lança um dado; começa quem ficar mais perto do A, e um curinga vence qualquer letra.
help-dice-turn = - Sua vez: o bot tira para você até 7 dados do copo e os lança; seu lance chega por DM (`/rack` o mostra). Você tem 60 segundos (a menos que a partida defina outro `turn_time:`): jogue uma palavra com `/play` ou perca a vez.
help-dice-words = - As palavras vão na horizontal ou na vertical, como em palavras cruzadas, e pontuam com os prêmios do tapete (a estrela dobra a palavra); os 7 dados: +50. Sem trocas.
help-dice-scrambled = - **Scrambled**: após cada jogada, as letras que estavam no tapete no início do seu turno voltam ao copo, exceto as da sua nova palavra. Se você só estender a palavra (sem segunda palavra), todos os dados voltam: a próxima palavra começa na estrela.
help-dice-challenges = - Contestações como no jogo clássico: uma palavra inválida é retirada e o jogador perde a vez; uma contestação errada custa ao contestador o próximo turno.
help-dice-advanced = - `advanced:True`: seus dados não usados passam com a face para cima ao próximo jogador, que lança só os novos.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): o jogo clássico num tabuleiro com oito casas Curinga (`?` amarelo) e oito casas Bloqueio (`✖`).
help-blockers-blank = - Cubra uma casa Curinga: pegue um curinga amarelo da pilha de 12. Ele fica ao lado das suas sete peças e é jogado como um curinga (vale 0); jogue vários num turno se quiser. Um bingo exige as sete peças do suporte: curingas amarelos não contam.
help-blockers-blocker = - Cubra uma casa Bloqueio: pegue um bloqueador da pilha de 8. Coloque-o em qualquer casa vazia com `/blocker at:I8`, antes da sua palavra ou logo depois, nesse turno ou num posterior; nenhuma peça pode ficar sobre ele.
help-blockers-empty-pile = - Uma pilha vazia não dá nada. Uma jogada retirada após contestação devolve o que pegou, tirando do tabuleiro se já tiver sido colocado.
help-blockers-roles = - Papéis (`role:` no `/game new` ou no `/game join`): `standard` pega os dois; `pro` joga pelas regras clássicas e não pega nada; `intermediate` pega curingas, não bloqueadores; `rookie` pega os dois e pode pôr uma peça sobre um bloqueador para formar uma palavra através dele (o bloqueador volta à pilha).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): o jogo clássico num tabuleiro que você monta colocando alguns dos 9 minitabuleiros 5x5 de dois lados sobre o tabuleiro clássico, sobrepostos se quiser, desde que uma estrela fique visível.
help-surprise-board = - `board:` lista peças como NÚMERO LADO @ CASA SUPERIOR ESQUERDA, p. ex. `3b@F6 7a@A1` (lado `a`: prêmios clássicos; lado `b`: Curinga, letra quádrupla 4L, palavra quádrupla 4W, estrelas); ou um modelo: { $presets }; ou `surprise me` (o padrão) para um tabuleiro aleatório. A sala de espera mostra o tabuleiro.
help-surprise-star = - A primeira palavra pode cobrir qualquer estrela; toda estrela dobra a palavra.
help-surprise-wild = - Cubra uma casa Curinga (`?` amarelo): pegue um curinga amarelo da pilha de 12. Ele fica ao lado das suas sete peças e é jogado como um curinga; seus próprios curingas bege são usados primeiro. Um bingo exige as sete peças bege; curingas amarelos nunca são trocados. Uma palavra inválida retirada após contestação devolve os seus curingas amarelos. Acrescente `+10` ao tabuleiro para os 10 pontos opcionais do livro de regras por uma jogada que une as peças de duas estrelas.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 jogadores, sem pontos): o primeiro jogador corre pelas colunas A a G, o segundo pelas I a O; a coluna H é o espaço entre eles.
help-race-first-word = - Sua primeira palavra cobre uma estrela de estação espacial na fila de cima; cada palavra seguinte se liga às suas próprias palavras, como em palavras cruzadas. As palavras são verificadas pela regra de contestação da partida.
help-race-earth = - Vence o primeiro jogador que puser uma peça numa casa TERRA (fila de baixo) ao formar uma palavra.
help-race-comet = - COMETA: pegue um curinga amarelo, guardado ao lado das suas sete peças e jogado como um curinga.
help-race-ufo = - ÓVNI: tire a carta de cima do baralho de 30 cartas de disco voador; o bot a lê e faz o que ela diz (um curinga amarelo, uma vez perdida ou nada). `cards:False` joga a partida mais curta sem o baralho. Uma jogada retirada após contestação devolve as suas cartas e curingas.
help-race-draw = - Seis passes ou trocas seguidos encerram empatada uma corrida em que ninguém consegue avançar.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` de 3 a 10): peças em qualquer lugar do centro 9x9, a primeira em H8. As palavras são lidas ao longo de peças adjacentes na horizontal, na vertical ou na diagonal, sem repetir peça. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` pontua até três palavras diferentes (valores das peças, +50 por sete peças), cada uma usando uma peça nova e todas juntas usando todas; omita `words:` para as três melhores. O post mostra as casas de cada palavra.
