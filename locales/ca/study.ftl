# Lexicord: study messages (ca). Same messages, same values, as the English file.

## `/word`

word-valid-one = Vàlida a { $lexicon }:
word-invalid-one = No vàlida a { $lexicon }:
word-all-valid = Totes { $count } vàlides a { $lexicon }:
word-some-invalid = { $invalid } de { $count } no vàlides a { $lexicon }:
word-valid = vàlida
word-not-valid = no vàlida
word-hooks = Ganxos de **{ $word }** a { $lexicon }: davant { $before }; darrere { $after }.
word-no-hooks = cap
word-anagrams = { $count ->
    [one] { $count } anagrama
   *[other] { $count } anagrames
} de { $asked } a { $lexicon }:
word-no-anagrams = Cap anagrama de { $asked } a { $lexicon }.
word-built = { $count ->
    [one] { $count } paraula
   *[other] { $count } paraules
} amb { $asked } a { $lexicon }:
word-none-built = Cap paraula amb { $asked } a { $lexicon }.
word-matching = { $count ->
    [one] { $count } paraula coincideix
   *[other] { $count } paraules coincideixen
} amb { $asked } a { $lexicon }:
word-none-matching = Cap paraula coincideix amb { $asked } a { $lexicon }.
word-attached = { $head } massa per mostrar-les aquí, així que la llista sencera va adjunta (words.txt).

## `/score`

score-not-a-pool = { $pool } no és una categoria de classificació: tria'n una de la llista (variant, lèxic, ritme).
score-no-rated-in-pool = Encara no hi ha partides puntuables a { $pool } en aquest servidor.
score-no-rated-games = Encara no hi ha partides puntuables en aquest servidor: les partides entre persones compten, tret que s'obrin amb `rated:False`.
score-record = **{ $player }** en aquest servidor: { $games ->
    [one] { $games } partida
   *[other] { $games } partides
}, { $wins } guanyades, { $losses } perdudes, { $draws } empatades; mitjana { $average }, millor partida { $best_game }, millor jugada { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingos
}.
score-no-ratings = Encara no hi ha partides puntuables.
score-ratings = Puntuacions (Glicko-2; `?` és provisional, desviació de més de 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partides puntuables
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (provisional), { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partides puntuables
}
score-chart-title = { $player }: historial de puntuació
score-chart-games = partides
score-board-title = Classificació
score-board-subtitle = { $pool } · ? = provisional
score-column-player = Jugador
score-column-rating = Puntuació
score-column-deviation = RD
score-column-games = Partides
score-column-record = G-P
score-board-leader = { $player } lidera amb { $rating }.
score-board-head = **Classificació**, { $pool }: { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadors
}.

## Scoreboard

status-lobby = en espera
status-active = en curs
status-finished = acabada
status-abandoned = abandonada
scoreboard-title = **Partida #{ $game }** ({ $status })
scoreboard-to-move = li toca
scoreboard-target = fins a { $target }
scoreboard-bag = Fitxes a la bossa: { $tiles }

## `/review`

review-judged-static = equity estàtica
review-judged-simulated = simulada, { $rounds } simulacions
review-judged-exact = final resolt exactament
review-judged-unproven = final no demostrat dins del pressupost: la millor línia trobada, { $depth } torns endavant
review-judged-pre-endgame = final després de cadascuna de les { $draws } fitxes que podia tenir la bossa, tots resolts exactament
review-judged-pre-endgame-unproven = final després de cadascuna de les { $draws } fitxes que podia tenir la bossa, no tots demostrats dins del pressupost
review-note-equity = **-{ $lost }** d'equity
review-note-win = -{ $percent } de probabilitat de guanyar
review-missed-bingo = bingo perdut { $play }
review-loss = - Torn { $turn }: { $played } per { $score }; millor { $best } ({ $notes })
review-head = **Anàlisi de la partida #{ $game }**: { $players }.
review-how-judged = Torns jutjats per equity (punts més el romanent; simulats, i finals resolts exactament, on el pressupost ho va permetre).
review-tail = Cada torn és a `{ $file }`: la jugada feta, la millor per equity, l'equity i la probabilitat de guanyar perdudes.
review-player = **{ $player }**: { $lost } d'equity perduda en { $turns ->
    [one] { $turns } torn
   *[other] { $turns } torns
}
review-missed-bingos = { $count ->
    [one] { $count } bingo perdut
   *[other] { $count } bingos perduts
}
review-file-head = Anàlisi de la partida #{ $game }: { $players }
review-file-equity = L'equity es mesura per torn segons com es va jutjar el torn: estàtica (punts més el romanent), simulada (punts guanyats en els torns següents, comptant la resposta del rival, més el romanent: més baixa que l'estàtica) o final resolt exactament (la diferència fins al final). Compara l'equity d'un torn amb la de la seva millor jugada.
review-file-player = { $player }: { $lost } d'equity perduda en { $turns } torns jutjats, { $bingos } bingos perduts
review-file-by-loss = Primer les pèrdues més grans
review-file-in-order = Torn a torn
review-challenged-off = retirada després d'impugnació
review-column-turn = torn
review-column-player = jugador
review-column-rack = faristol
review-column-played = jugada
review-column-score = punts
review-column-equity = equity
review-column-best = millor
review-column-best-equity = equity millor
review-column-equity-lost = equity perduda
review-column-win-after = victòria després
review-column-win-lost = victòria perduda
review-column-judged = judici
review-column-note = nota

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank ->
        [1] 1r
        [2] 2n
        [3] 3r
        [4] 4t
       *[other] { $rank }è
    }
}
puzzle-legal-plays = { $count ->
    [one] { $count } jugada legal
   *[other] { $count } jugades legals
}
puzzle-or = o
puzzle-to = a
puzzle-picture-you = Tu
puzzle-picture-opponent = Rival
puzzle-picture-opponent-n = Rival { $n }
puzzle-answer-best = { $play } per { $score }: una millor jugada
puzzle-answer-ranked = { $play } per { $score }: { $rank } de { $plays }
puzzle-reveal = **Resposta d'ahir** ({ $day }, faristol `{ $rack }`): { $plays } per **{ $score }**{ $more }, la puntuació més alta de { $count }. { $solved } de { $answered ->
    [one] { $answered } participant
   *[other] { $answered } participants
} la van trobar.
puzzle-reveal-more = (i { $count } més)
puzzle-reveal-yours = Vas jugar { $answer }.
puzzle-head = **Enigma del { $day }** ({ $lexicon }): troba la jugada que puntua més amb el faristol `{ $rack }`.
puzzle-from-game = De la partida #{ $game } d'aquest servidor
puzzle-from-computer = D'una partida de l'ordinador contra si mateix
puzzle-position = { $from }; puntuacions { $scores } (la teva primer), { $tiles ->
    [one] { $tiles } fitxa
   *[other] { $tiles } fitxes
} a la bossa, { $plays }.
puzzle-your-answer = La teva resposta d'avui: { $answer }. La solució arriba amb l'enigma de demà.
puzzle-how-to-answer = Respon amb `/puzzle answer word: at:` com a `/play`. Les jugades es classifiquen per punts; la que compta és la teva primera resposta del dia.
puzzle-record = ratxa de { $days ->
    [one] { $days } dia
   *[other] { $days } dies
} (la més llarga { $longest }), { $solved } resolts de { $answered }
puzzle-practice-only = Només pràctica: la que compta és la teva primera resposta d'avui ({ $answer }).
puzzle-best = **Millor jugada!** { $play } fa { $score }: cap jugada legal fa més
puzzle-tied = { $count ->
    [one] { $count } altra jugada fa
   *[other] { $count } altres jugades fan
} el mateix
puzzle-in-all = ({ $plays } en total).
puzzle-ranked = { $play } fa { $score }: queda **{ $rank }** de { $plays } per punts ({ $more ->
    [one] { $more } jugada fa
   *[other] { $more } jugades fan
} més). No és la millor: la solució arriba amb l'enigma de demà.
puzzle-your-record = Els teus enigmes: { $record }.
puzzle-top-head = **Resoledors d'enigmes** (primeres respostes que van trobar una millor jugada; una ratxa són dies resolts seguits)
puzzle-top-nobody = Aquí encara ningú no ha resolt cap enigma.
puzzle-top-you = Tu: { $record }.
puzzle-top-never = Encara no has respost cap enigma aquí: `/puzzle show`.

## `/practice`

practice-record = ratxa { $streak } (la més llarga { $longest }), { $right } correctes de { $answered }
practice-head = **Pràctica** de la teva partida #{ $game } (torn { $turn }, { $lexicon }): troba la millor jugada per al teu faristol `{ $rack }`.
practice-position = Puntuacions { $scores } (la teva primer), { $tiles ->
    [one] { $tiles } fitxa
   *[other] { $tiles } fitxes
} a la bossa. A la partida: { $made } ({ $points ->
    [one] { $points } punt
   *[other] { $points } punts
}).
practice-how-to-answer = Les jugades es jutgen per equity: els punts més el que valen les fitxes que et quedes, segons l'ordinador difícil. Respon amb `/practice word: at:` com a `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } posició pendent
   *[other] { $waiting } posicions pendents
}. La teva pràctica: { $record }.
practice-no-games = Encara no tens cap partida acabada per practicar. Acaba una partida (contra l'ordinador amb `/game add-bot`, o amb amics) i torna-ho a demanar.
practice-no-mistakes = Res per practicar: a { $games ->
    [one] la teva { $games } partida acabada
   *[other] les teves { $games } partides acabades
} cada jugada va ser la millor per equity (amb un punt de marge), o la partida no tenia cap posició de tipus clàssic.
practice-all-answered = Has respost totes les posicions de { $games ->
    [one] la teva { $games } partida acabada
   *[other] les teves { $games } partides acabades
}. Acaba més partides per tenir-ne de noves. La teva pràctica: { $record }.
practice-right = **Correcte!** { $play } fa { $score }, equity { $equity }: cap jugada val més.
practice-wrong = { $play } fa { $score }, equity { $equity }. **No és la millor**: { $best } fa { $best_score }, equity **{ $best_equity }** ({ $gap } més)
practice-more-as-good = (i { $count } més igual de bones)
practice-streak-again = La teva ratxa torna a començar.
practice-after-next = La teva pràctica: { $record }. { $waiting ->
    [one] { $waiting } posició pendent
   *[other] { $waiting } posicions pendents
}: `/practice` mostra la següent.
practice-after-none = La teva pràctica: { $record }. { $waiting ->
    [one] { $waiting } posició pendent
   *[other] { $waiting } posicions pendents
}.

## `/gcg replay:True`

replay-too-large = La repetició de la partida #{ $game } supera el límit de pujada de Discord.
replay-posted = La repetició de la partida #{ $game } està publicada al canal.
replay-headline = Repetició de la partida #{ $game }: { $players } ({ $turns ->
    [one] { $turns } torn
   *[other] { $turns } torns
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = El tauler està publicat.
board-not-posted = No he pogut publicar en aquest canal, així que aquí tens el tauler.
history-none = Encara no hi ha jugades.
history-as-file = L'historial és llarg: aquí el tens com a fitxer.
gcg-record = La partida #{ $game } com a registre GCG.
games-none = No tens partides en curs. Obre'n una amb `/game new` en un canal d'un servidor o en un missatge directe de grup.
games-head = **Les teves partides**
games-button = Partida #{ $game }
games-your-turn = **et toca**
games-to-move = li toca a { $player }
games-nobody = ningú
games-line = Partida #{ $game } a { $place }: { $turn }; tu { $score } contra { $opponents }
games-time-runs-out = el temps s'acaba { $when }
games-place-some-channel = **{ $server }** › un canal
games-place-dm = un missatge directe o de grup
games-place-gone = un servidor que ja no veig

## Rack

rack-yours = El teu faristol
rack-empty = buit
rack-in-channel = a { $channel }
rack-caption = { $what }{ $place } (partida #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } no hi cap enlloc del tauler amb les fitxes del teu faristol. No s'ha jugat res.
panel-places = On pot anar { $word }, la millor primer: tria'n una per veure-la abans de jugar.
panel-press-confirm = Prem Confirmar per jugar-la.
panel-game-ended = Aquesta partida s'ha acabat (partida #{ $game }): { $scores }. Aquest botó ja no fa res.
panel-no-longer-your-turn = Ja no és el teu torn: { $last }
panel-nothing-changed = No s'ha canviat res.
panel-out-of-date = Aquest tauler de control està desactualitzat i no s'ha canviat res. Des d'aleshores: { $last }
panel-your-turn = És el teu torn.
panel-waiting-for = Esperant que jugui { $player }.
panel-not-your-turn = No és el teu torn.
panel-form-play = Jugar una paraula
panel-form-word = Paraula (minúscula = escarràs)
panel-form-word-example = per exemple HORN o hoRN
panel-form-square = Casella de la primera lletra (o buida)
panel-form-square-empty = buida: et dic on pot anar
panel-form-direction = Direcció: across o down
panel-form-exchange = Canviar fitxes
panel-form-tiles = Fitxes a canviar (? per a un escarràs)
panel-form-tiles-example = per exemple QVU
panel-form-bad-direction = La direcció és `across` o `down`: no s'ha jugat res.
panel-form-hint = Al formulari, escriu la paraula (una minúscula és un escarràs; les fitxes que ja són al tauler, amb la seva lletra o `.`), la casella de la primera lletra com a lletra de columna i número de fila del tauler (per exemple H8), i la direcció `across` o `down`.

## Preview

preview-text = Previsualització (no jugada, paraules sense comprovar): { $play } per { $score }{ $bingo }. Paraules: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Previsualització

## Charts

chart-win-title = Probabilitat de guanyar: { $player }
chart-after-each-turn = després de cada torn
chart-big-loss = un torn que va perdre un 5 % o més
chart-end = final
chart-turns = torns
chart-score-title = Puntuació al llarg de la partida
chart-moves = jugades
