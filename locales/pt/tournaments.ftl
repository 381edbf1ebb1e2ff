# Lexicord: torneios e ligas, em português. As mesmas mensagens, com os mesmos valores, do arquivo em inglês.

## Classificação: a resposta em texto e a imagem da tabela.

tournament-standings-heading-final = **{ $name }**: classificação final após a rodada { $after } de { $rounds }
tournament-standings-heading-before = **{ $name }**: classificação antes de qualquer rodada terminar
tournament-standings-heading = **{ $name }**: classificação após a rodada { $after } de { $rounds }
tournament-standings-subtitle-final = Classificação final após a rodada { $after } de { $rounds }
tournament-standings-subtitle-before = Classificação antes de qualquer rodada terminar
tournament-standings-subtitle = Classificação após a rodada { $after } de { $rounds }
tournament-division = __Divisão { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (desistiu)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, faltam { $left }
tournament-column-division = Div
tournament-column-player = Jogador
tournament-column-record = V-D
tournament-column-spread = Saldo
tournament-column-left = Faltam
tournament-table-withdrawn = { $player } (desistiu)

## Emparceiramentos: uma mesa numa linha, os emparceiramentos de uma rodada em texto e em imagem, e
## as mesas de um jogador (`/games`).

tournament-board-game = { $first } x { $second }
tournament-board-game-thread = { $first } x { $second } em { $thread }
tournament-board-withdrawn = { $player }: desistiu
tournament-board-bye = { $player }: folga
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (decidida no prazo)
tournament-board-score-director = { $board }: { $score }-{ $other } (lançado pela direção)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (W.O.)
tournament-pairings-heading = **{ $name }**: rodada { $round } de { $rounds }
tournament-pairings-subtitle = Emparceiramentos da rodada { $round } de { $rounds } (o primeiro jogador começa)
tournament-column-first = Primeiro
tournament-column-second = Segundo
tournament-column-result = Resultado
tournament-table-bye = folga
tournament-my-boards-title = **Seus emparceiramentos de torneio**
tournament-my-board = { $tournament } rodada { $round }: { $game }
tournament-my-board-opponent = x { $opponent }
tournament-my-board-opponent-thread = x { $opponent } em { $thread }
tournament-my-board-bye = folga
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (a jogar)

## O resumo de um torneio, abaixo de cada resposta a um comando de um diretor ou jogador.

tournament-summary = **{ $name }** ({ $state }): { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
} ({ $schedule }), { $paired } já emparceiradas; { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}.
tournament-state-registration = inscrições abertas
tournament-state-closed = inscrições encerradas
tournament-state-running = em andamento
tournament-state-paused = pausado
tournament-state-finished = encerrado

## O que o diretor ou jogador que usou um comando `/tournament` recebe como resposta.

tournament-created = Seu torneio está aberto para inscrições.
tournament-joined = Você está inscrito.
tournament-left = Você não está mais inscrito.
tournament-player-added = { $player } está inscrito.
tournament-player-removed = { $player } foi removido.
tournament-registration-closed = As inscrições estão encerradas.
tournament-started = O torneio começou: a rodada 1 está sendo emparceirada.
tournament-result-recorded = O resultado foi registrado.
tournament-round-paired = A rodada foi emparceirada: suas partidas abrem em tópicos.
tournament-paused = O torneio está pausado.
tournament-resumed = O torneio está em andamento de novo.
tournament-ended = O torneio terminou; segue a classificação final.
tournament-export = O torneio como arquivo `.t` do tsh e como CSV.
tournament-export-divisions = O torneio como arquivo `.t` do tsh, um arquivo `.t` por divisão (a, b, ...) e CSV.
tournament-pairing-not-a-mention = { $word } não é uma menção a um jogador (digite @ e escolha o jogador)
tournament-pairing-unreadable = { $part } não é nem dois jogadores nem um jogador e `bye`

## Mensagens de um torneio no canal: no idioma do servidor.

tournament-post-open = 🏆 **{ $name }** está aberto para inscrições: `/tournament join` para jogar, `/tournament leave` para desistir.
tournament-post-closed = 🏆 As inscrições para **{ $name }** estão encerradas.
tournament-post-running = 🏆 **{ $name }** começou: os emparceiramentos vêm a seguir.
tournament-post-paused = ⏸️ **{ $name }** está pausado: nada é emparceirado nem resolvido até um diretor retomá-lo.
tournament-post-ended-early = 🏁 **{ $name }** foi encerrado antes do previsto por um diretor.
tournament-post-over = 🏁 **{ $name }** terminou.
tournament-post-joined = { $player } entrou em **{ $name }** ({ $count ->
    [one] { $count } inscrito
   *[other] { $count } inscritos
}).
tournament-post-left = { $player } saiu de **{ $name }** ({ $count ->
    [one] { $count } inscrito
   *[other] { $count } inscritos
}).
tournament-post-pairings = 📋 **{ $name }**, rodada { $round } de { $rounds }: os resultados vencem { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, rodada { $round }: { $first } x { $second }. { $starter } começa; a partida deve terminar { $when } (depois, quem estiver na vez perde por W.O.).
tournament-post-forfeit = ⏰ Rodada { $round }: { $player } perde por W.O. { $board }
tournament-post-settled = ✍️ Rodada { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, rodada { $round }: a partida { $board } (mesa #{ $id }) ainda não pode abrir: { $why }. Continuo tentando.
tournament-thread-refused = O Discord não me deixa criar tópicos aqui (preciso das permissões Criar tópicos públicos e Enviar mensagens em tópicos neste canal)
tournament-thread-failed = O Discord respondeu com um erro quando tentei criar o tópico dela
tournament-thread-clock-waits = O relógio dela começa quando o tópico abrir: o prazo da rodada não a resolve antes disso.
tournament-post-awaiting-director = 📋 **{ $name }**: a rodada { $round } aguarda o `/tournament pair` de um diretor.

## Temporadas de liga: as mensagens do canal quando uma temporada começa e termina.

league-post-season-started = 🏅 **{ $league }**, a temporada { $season } começou: todos contra todos em cada divisão, { $games } partidas ao mesmo tempo por jogador, em tópicos deste canal. Ela termina { $when }; uma partida ainda em andamento nessa hora é perdida por W.O. por quem estiver na vez.
league-division = __Divisão { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, a temporada { $season } terminou.
league-final-promoted = { $rank }. { $player } ⬆️ sobe
league-final-relegated = { $rank }. { $player } ⬇️ desce
league-final-stays = { $rank }. { $player }
league-post-next-season = Todos seguem para a temporada { $next } (`/league leave` para ficar de fora; `/league join` para novatos); um moderador a inicia com `/league start`.

## O que o jogador ou moderador que usou um comando `/league` recebe como resposta, e o resumo da liga.

league-created = Sua liga está aberta: a temporada 1 aceita inscrições.
league-joined = Você está inscrito na temporada { $season }.
league-left = Você saiu da lista da temporada { $season }.
league-started = A temporada { $season } começou: suas primeiras partidas estão abrindo em tópicos.
league-no-season-yet = Nenhuma temporada começou ainda: um moderador inicia uma com `/league start`.
league-summary = **{ $name }**: a temporada { $registering } aceita inscrições (`/league join`).
league-summary-playing = **{ $name }**: a temporada { $playing } está em andamento (`/league standings`); a temporada { $registering } aceita inscrições (`/league join`).
league-summary-settings = Temporadas de { $days } dias, divisões de no máximo { $size }, { $games } partidas ao mesmo tempo por jogador, { $movers } sobem e descem por divisão; { $variant } com { $lexicon }, { $time } por jogada.
league-movers-default = um em cada seis
league-registered = Inscritos ({ $count }): { $players }
league-registered-nobody = ninguém ainda
league-player-division = { $player } (div. { $division })
