# Lexicord: the variants' own words for their pieces and plays, English (the reference): what
# a turn's report says of a play (its bonuses, a blocker put down, a race's comets, flying
# saucers and cards, tiles placed anywhere), what a player keeps beside the rack, and the words
# of a game played with dice. A message that starts with a space ({" "}) or a ";" follows the
# text before it directly.

## A turn's play in a channel post.

turn-line = { $word } at { $at } for { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(stars joined +{ $points })
turn-passed-face-up = ; the unused letters { $letters } pass face up to the next player
turn-blocker = put a blocker on { $square }
turn-race = { $word } at { $at }{ $extras }
turn-comet = ; a comet's boost: a yellow blank
turn-saucer = ; a flying saucer! Card: "{ $card }"
turn-earth = ; lands on Earth!
turn-placed = placed { $tiles } for { $score }{ $extras }

## The flying-saucer cards of Hyper-Race, read out when drawn.

card-fuel-pod = Fuel pod! Your spaceship refuels: take a yellow blank.
card-friendly-alien = A friendly alien waves and hands you a spare part: take a yellow blank.
card-meteor-shower = Meteor shower! You wait for it to pass: lose your next turn.
card-engine-trouble = Engine trouble! Repairs take a while: lose your next turn.
card-smooth-flying = Smooth flying. The stars rush by: nothing happens.
card-space-station = You wave to the astronauts on a passing space station: nothing happens.

## What a player keeps beside the rack, after the rack in its DM.

held-yellow-blanks = { $count ->
    [one] {" "}(one blank is a yellow blank, kept beside your seven tiles)
   *[other] {" "}({ $count } blanks are yellow blanks, kept beside your seven tiles)
}
held-blockers = { $count ->
    [one] , and a blocker to put down with `/blocker`
   *[other] , and { $count } blockers to put down with `/blocker`
}

## The dice game's words for its letters.

scoreboard-cup = Dice in the cup: { $tiles }
rack-yours-rolled = Your rack (the dice you rolled)
rack-empty-rolled = no dice now; you roll when your turn starts
draw-title-roll = The roll for first play
draw-won-roll = { $player } rolled nearest to A (a blank beats every letter) and goes first.

## The captions of a finished game's animated replay (`/gcg replay:True`), in the channel's
## language: each frame's label and its line.

replay-start = Start
replay-start-line = { $players }
replay-turn = Turn { $turn }
replay-final = Final
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = exchanged { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}
replay-passed = passed
replay-time-out = ran out of time
replay-lost-turn = loses the turn
replay-challenged-off = play challenged off by { $by }{ $points }
replay-challenge-stands = play challenged by { $by }, and it stands{ $points }
replay-resigned = resigned
replay-no-result = the game was ended without a result
replay-no-winner = no winner
replay-wins-by = { $player } wins by { $margin }
replay-wins = { $player } wins
replay-draw = a draw: { $players }
