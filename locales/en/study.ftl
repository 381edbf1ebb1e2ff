# Lexicord: what the bot says about words, scores and ratings, and study (reviews, puzzles,
# practice, replays), English (the reference: every other catalogue has the same messages with
# the same values, in the same order).

## `/word`: the dictionary's answers. Words are in capitals; the lexicon is the word list's name.

word-valid-one = Valid in { $lexicon }:
word-invalid-one = Not valid in { $lexicon }:
word-all-valid = All { $count } valid in { $lexicon }:
word-some-invalid = { $invalid } of { $count } not valid in { $lexicon }:
word-valid = valid
word-not-valid = not valid
word-hooks = Hooks of **{ $word }** in { $lexicon }: before { $before }; after { $after }.
word-no-hooks = none
word-anagrams = { $count ->
    [one] { $count } anagram
   *[other] { $count } anagrams
} of { $asked } in { $lexicon }:
word-no-anagrams = No anagrams of { $asked } in { $lexicon }.
word-built = { $count ->
    [one] { $count } word
   *[other] { $count } words
} from { $asked } in { $lexicon }:
word-none-built = No words from { $asked } in { $lexicon }.
word-matching = { $count ->
    [one] { $count } word
   *[other] { $count } words
} matching { $asked } in { $lexicon }:
word-none-matching = No words matching { $asked } in { $lexicon }.
word-attached = { $head } too many to show here, so the whole list is attached (words.txt).

## `/score`: a player's record and ratings, the rating leaderboard (text and picture).

score-not-a-pool = { $pool } is not a rating pool: pick one from the list (variant, lexicon, pace).
score-no-rated-in-pool = No rated games in { $pool } on this server yet.
score-no-rated-games = No rated games on this server yet: games between people count unless opened with `rated:False`.
score-record = **{ $player }** on this server: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won, { $losses } lost, { $draws } drawn; average { $average }, best game { $best_game }, best play { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingos
}.
score-no-ratings = No rated games yet.
score-ratings = Ratings (Glicko-2; `?` is provisional, deviation over 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (provisional), { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
score-chart-title = { $player }: rating history
score-chart-games = games
score-board-title = Rating leaderboard
score-board-subtitle = { $pool } · ? = provisional
score-column-player = Player
score-column-rating = Rating
score-column-deviation = RD
score-column-games = Games
score-column-record = W-L
score-board-leader = { $player } leads with { $rating }.
score-board-head = **Rating leaderboard**, { $pool }: { $players ->
    [one] { $players } player
   *[other] { $players } players
}.

## The scoreboard of a game (`/score` in its channel, `/board`).

status-lobby = lobby
status-active = active
status-finished = finished
status-abandoned = abandoned
scoreboard-title = **Game #{ $game }** ({ $status })
scoreboard-to-move = to move
scoreboard-target = to { $target }
scoreboard-bag = Tiles in the bag: { $tiles }

## `/review`: a finished game judged by equity, the message and the file of every turn.

review-judged-static = static equity
review-judged-simulated = simulated, { $rounds } playouts
review-judged-exact = endgame solved exactly
review-judged-unproven = endgame not proven within the budget: its best line, { $depth } turns ahead
review-judged-pre-endgame = endgame after each of the { $draws } tiles the bag could hold, all solved exactly
review-judged-pre-endgame-unproven = endgame after each of the { $draws } tiles the bag could hold, not all proven within the budget
review-note-equity = **-{ $lost }** equity
review-note-win = -{ $percent } win
review-missed-bingo = missed bingo { $play }
review-loss = - Turn { $turn }: { $played } for { $score }; best { $best } ({ $notes })
review-head = **Review of game #{ $game }**: { $players }.
review-how-judged = Turns judged by equity (score plus leave; simulated, and endgames solved exactly, where the budget allowed).
review-tail = Every turn is in `{ $file }`: the play made, the best by equity, the equity and chance of winning given up.
review-player = **{ $player }**: { $lost } equity given up over { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
review-missed-bingos = { $count ->
    [one] { $count } missed bingo
   *[other] { $count } missed bingos
}
review-file-head = Review of game #{ $game }: { $players }
review-file-equity = Equity is measured per turn as the turn was judged: static (score plus leave), simulated (points gained over the next turns, the opponent's reply counted, plus the leave: lower than static) or the endgame solved exactly (the spread to the end). Compare a turn's equity with its best's.
review-file-player = { $player }: { $lost } equity given up over { $turns } turns judged, { $bingos } missed bingos
review-file-by-loss = Biggest losses first
review-file-in-order = Turn by turn
review-challenged-off = challenged off
review-column-turn = turn
review-column-player = player
review-column-rack = rack
review-column-played = played
review-column-score = score
review-column-equity = equity
review-column-best = best
review-column-best-equity = best equity
review-column-equity-lost = equity lost
review-column-win-after = win after
review-column-win-lost = win lost
review-column-judged = judged
review-column-note = note

## `/puzzle`: the daily puzzle, answers ranked by score, the solvers and their streaks.

# A rank: `$form` is English's ordinal form of `$rank` (one: 1st, 21st; two: 2nd; few: 3rd;
# other: 4th, 11th), for languages that need it.
puzzle-ordinal = { $form ->
    [one] { $rank }st
    [two] { $rank }nd
    [few] { $rank }rd
   *[other] { $rank }th
}
puzzle-legal-plays = { $count ->
    [one] { $count } legal play
   *[other] { $count } legal plays
}
# Between plays named one after another: "8D FOO or H8 BAR".
puzzle-or = or
# Between scores: "120 to 98".
puzzle-to = to
puzzle-picture-you = You
puzzle-picture-opponent = Opponent
puzzle-picture-opponent-n = Opponent { $n }
puzzle-answer-best = { $play } for { $score }: a best play
puzzle-answer-ranked = { $play } for { $score }: { $rank } of { $plays }
puzzle-reveal = **Yesterday's answer** ({ $day }, rack `{ $rack }`): { $plays } for **{ $score }**{ $more }, the top score of { $count }. { $solved } of { $answered ->
    [one] { $answered } solver
   *[other] { $answered } solvers
} found it.
puzzle-reveal-more = (and { $count } more)
puzzle-reveal-yours = You played { $answer }.
puzzle-head = **Puzzle of { $day }** ({ $lexicon }): find the highest-scoring play for the rack `{ $rack }`.
puzzle-from-game = From game #{ $game } on this server
puzzle-from-computer = From a game the computer played against itself
puzzle-position = { $from }; scores { $scores } (yours first), { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in the bag, { $plays }.
puzzle-your-answer = Your answer today: { $answer }. The answer comes with tomorrow's puzzle.
puzzle-how-to-answer = Answer with `/puzzle answer word: at:` as for `/play`. Plays are ranked by score; your first answer of the day is the one that counts.
puzzle-record = streak { $days ->
    [one] { $days } day
   *[other] { $days } days
} (longest { $longest }), { $solved } solved of { $answered }
puzzle-practice-only = Practice only: your first answer today ({ $answer }) is the one that counts.
puzzle-best = **Best play!** { $play } scores { $score }: no legal play scores more
puzzle-tied = { $count ->
    [one] { $count } other play scores
   *[other] { $count } other plays score
} the same
puzzle-in-all = ({ $plays } in all).
puzzle-ranked = { $play } scores { $score }: it ranks **{ $rank }** of { $plays } by score ({ $more ->
    [one] { $more } play scores
   *[other] { $more } plays score
} more). Not the best: the answer comes with tomorrow's puzzle.
puzzle-your-record = Your puzzles: { $record }.
puzzle-top-head = **Puzzle solvers** (first answers that found a best play; a streak is consecutive days solved)
puzzle-top-nobody = Nobody has solved a puzzle here yet.
puzzle-top-you = You: { $record }.
puzzle-top-never = You have not answered a puzzle here yet: `/puzzle show`.

## `/practice`: positions from the player's own games, judged by equity.

practice-record = streak { $streak } (longest { $longest }), { $right } right of { $answered }
practice-head = **Practice** from your game #{ $game } (turn { $turn }, { $lexicon }): find the best play for your rack `{ $rack }`.
practice-position = Scores { $scores } (yours first), { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in the bag. In the game: { $made } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
practice-how-to-answer = Plays are judged by equity: the score plus what the tiles you keep are worth, as the hard computer values them. Answer with `/practice word: at:` as for `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } position
   *[other] { $waiting } positions
} waiting. Your practice: { $record }.
practice-no-games = You have no finished game to practise from yet. Finish a game (against the computer with `/game add-bot`, or with friends), then ask again.
practice-no-mistakes = Nothing to practise: in your { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
} every play was the best by equity (within a point), or the game had no position of the classic kind.
practice-all-answered = You have answered every position from your { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
}. Finish more games for new ones. Your practice: { $record }.
practice-right = **Right!** { $play } scores { $score }, equity { $equity }: no play is worth more.
practice-wrong = { $play } scores { $score }, equity { $equity }. **Not the best**: { $best } scores { $best_score }, equity **{ $best_equity }** ({ $gap } more)
practice-more-as-good = (and { $count } more as good)
practice-streak-again = Your streak starts again.
practice-after-next = Your practice: { $record }. { $waiting ->
    [one] { $waiting } position
   *[other] { $waiting } positions
} waiting: `/practice` shows the next.
practice-after-none = Your practice: { $record }. { $waiting ->
    [one] { $waiting } position
   *[other] { $waiting } positions
} waiting.

## `/gcg replay:True`: a finished game as an animated picture.

replay-too-large = The replay of game #{ $game } is too large for Discord's upload limit.
replay-posted = The replay of game #{ $game } is posted in the channel.
replay-headline = Replay of game #{ $game }: { $players } ({ $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}).

## `/board`, `/history`, `/gcg` and `/games`: looking things up, answered privately.

board-posted = The board is posted.
board-not-posted = I could not post in this channel, so here is the board for you.
history-none = No moves yet.
history-as-file = The history is long: here it is as a file.
gcg-record = Game #{ $game } as a GCG record.
games-none = You have no games in progress. Open one with `/game new` in a server's channel or a group DM.
games-head = **Your games**
games-button = Game #{ $game }
games-your-turn = **your turn**
games-to-move = { $player } to move
games-nobody = nobody
games-line = Game #{ $game } in { $place }: { $turn }; you { $score } vs { $opponents }
games-time-runs-out = time runs out { $when }
games-place-some-channel = **{ $server }** › a channel
games-place-dm = a DM or group DM
games-place-gone = a server I no longer see

## A player's rack, shown privately (`/rack`, the panel, the rack DM).

rack-yours = Your rack
rack-empty = empty
rack-in-channel = in { $channel }
rack-caption = { $what }{ $place } (game #{ $game }): { $shown }{ $beside }

## The move panel: its answers and its forms (Discord allows 45 characters in a form's title
## and labels, 100 in a placeholder).

panel-fits-nowhere = { $word } fits nowhere on the board with the tiles on your rack. Nothing was played.
panel-places = Where { $word } can go, best first: choose one to see it before playing.
# "Confirm" is the button's label.
panel-press-confirm = Press Confirm to play it.
panel-game-ended = This game has ended (game #{ $game }): { $scores }. This button no longer does anything.
panel-no-longer-your-turn = It is no longer your turn: { $last }
panel-nothing-changed = Nothing was changed.
panel-out-of-date = This panel is out of date and nothing was changed. Since then: { $last }
panel-your-turn = It is your turn.
panel-waiting-for = Waiting for { $player } to move.
panel-not-your-turn = It is not your turn.
panel-form-play = Play a word
panel-form-word = Word (lower case = blank)
panel-form-word-example = for example HORN or hoRN
panel-form-square = Square of its first letter (or leave empty)
panel-form-square-empty = empty: I list where it can go
# `across` and `down` are what the form takes.
panel-form-direction = Direction: across or down
panel-form-exchange = Exchange tiles
panel-form-tiles = Tiles to exchange (? for a blank)
panel-form-tiles-example = for example QVU
panel-form-bad-direction = The direction is `across` or `down`: nothing was played.
panel-form-hint = In the form, type the word (a lower-case letter is a blank; tiles already on the board as their letters or `.`), the square of its first letter as a column letter and a row number on the board (for example H8), and the direction `across` or `down`.

## `/play preview:True` and the panel's preview: where the tiles go, not played.

preview-text = Preview (not played, words not checked): { $play } for { $score }{ $bingo }. Words: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Preview

## The charts of a review.

chart-win-title = Chance of winning: { $player }
chart-after-each-turn = after each turn
chart-big-loss = a turn that gave up 5% or more
chart-end = end
chart-turns = turns
chart-score-title = Score over the game
chart-moves = moves
