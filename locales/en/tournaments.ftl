# Lexicord: tournaments and leagues, English (the reference: every other catalogue has the same
# messages, in the same order, with the same values). Names of tournaments, leagues and players
# come in escaped; mentions come as `<@id>`, channel links as `<#id>`, times as Discord
# timestamps (`<t:...:R>`). Scores, wins and spreads come written (`400-350`, `1.5`, `+120`).

## Standings: the text answer and the table picture.

tournament-standings-heading-final = **{ $name }**: final standings after { $after } of { $rounds } rounds
tournament-standings-heading-before = **{ $name }**: standings before any round is complete
tournament-standings-heading = **{ $name }**: standings after round { $after } of { $rounds }
tournament-standings-subtitle-final = Final standings after { $after } of { $rounds } rounds
tournament-standings-subtitle-before = Standings before any round is complete
tournament-standings-subtitle = Standings after round { $after } of { $rounds }
tournament-division = __Division { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (withdrawn)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, { $left } left
tournament-column-division = Div
tournament-column-player = Player
tournament-column-record = W-L
tournament-column-spread = Spread
tournament-column-left = Left
tournament-table-withdrawn = { $player } (withdrawn)

## Pairings: a board as a line, a round's pairings as text and as a table picture, and a
## player's own boards (`/games`).

tournament-board-game = { $first } vs { $second }
tournament-board-game-thread = { $first } vs { $second } in { $thread }
tournament-board-withdrawn = { $player }: withdrawn
tournament-board-bye = { $player }: bye
tournament-board-score = { $board }: { $score }-{ $other }
tournament-board-score-deadline = { $board }: { $score }-{ $other } (settled at the deadline)
tournament-board-score-director = { $board }: { $score }-{ $other } (entered by the director)
tournament-board-score-forfeit = { $board }: { $score }-{ $other } (forfeit)
tournament-pairings-heading = **{ $name }**: round { $round } of { $rounds }
tournament-pairings-subtitle = Pairings of round { $round } of { $rounds } (the first player goes first)
tournament-column-first = First
tournament-column-second = Second
tournament-column-result = Result
tournament-table-bye = bye
tournament-my-boards-title = **Your tournament pairings**
tournament-my-board = { $tournament } round { $round }: { $game }
tournament-my-board-opponent = vs { $opponent }
tournament-my-board-opponent-thread = vs { $opponent } in { $thread }
tournament-my-board-bye = bye
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (to play)

## A tournament's summary, under each answer to a director's or player's command.

tournament-summary = **{ $name }** ({ $state }): { $rounds } rounds ({ $schedule }), { $paired } of them paired; { $players } players.
tournament-state-registration = open for registration
tournament-state-closed = registration closed
tournament-state-running = running
tournament-state-paused = paused
tournament-state-finished = over

## What the director or player who gave a `/tournament` command is told.

tournament-created = Your tournament is open for registration.
tournament-joined = You are registered.
tournament-left = You are no longer registered.
tournament-player-added = { $player } is registered.
tournament-player-removed = { $player } is removed.
tournament-registration-closed = Registration is closed.
tournament-started = The tournament has started: round 1 is being paired.
tournament-result-recorded = The result is recorded.
tournament-round-paired = The round is paired: its games open in threads.
tournament-paused = The tournament is paused.
tournament-resumed = The tournament is running again.
tournament-ended = The tournament is over; the final standings follow.
tournament-export = The tournament as a tsh `.t` file and as CSV.
tournament-export-divisions = The tournament as a tsh `.t` file, one `.t` file per division (a, b, ...) and CSV.
tournament-pairing-not-a-mention = { $word } is not a player mention (type @ and pick the player)
tournament-pairing-unreadable = { $part } is neither two players nor a player and `bye`

## Channel posts of a tournament: said in the server's language.

tournament-post-open = 🏆 **{ $name }** is open for registration: `/tournament join` to play, `/tournament leave` to withdraw.
tournament-post-closed = 🏆 Registration for **{ $name }** is closed.
tournament-post-running = 🏆 **{ $name }** is on: pairings follow.
tournament-post-paused = ⏸️ **{ $name }** is paused: nothing is paired or settled until a director resumes it.
tournament-post-ended-early = 🏁 **{ $name }** was ended early by a director.
tournament-post-over = 🏁 **{ $name }** is over.
tournament-post-joined = { $player } joined **{ $name }** ({ $count } registered).
tournament-post-left = { $player } left **{ $name }** ({ $count } registered).
tournament-post-pairings = 📋 **{ $name }**, round { $round } of { $rounds }: results are due { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, round { $round }: { $first } vs { $second }. { $starter } goes first; the game must end { $when } (then the player on move forfeits).
tournament-post-forfeit = ⏰ Round { $round }: { $player } forfeits. { $board }
tournament-post-settled = ✍️ Round { $round }: { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, round { $round }: the game { $board } (board #{ $id }) cannot open yet: { $why }. I keep trying.
tournament-thread-refused = Discord does not let me make threads here (I need the Create Public Threads and Send Messages in Threads permissions in this channel)
tournament-thread-failed = Discord answered with an error when I tried to make its thread
tournament-thread-clock-waits = Its clock starts when its thread opens: the round's deadline does not settle it before.
tournament-post-awaiting-director = 📋 **{ $name }**: round { $round } waits for a director's `/tournament pair`.

## League seasons: the channel's posts when a season starts and ends.

league-post-season-started = 🏅 **{ $league }**, season { $season } has started: a round robin in each division, { $games } games at a time per player, in threads of this channel. It ends { $when }; a game still going then is forfeited by the player on move.
league-division = __Division { $division }__: { $players }
league-post-season-over = 🏅 **{ $league }**, season { $season } is over.
league-final-promoted = { $rank }. { $player } ⬆️ promoted
league-final-relegated = { $rank }. { $player } ⬇️ relegated
league-final-stays = { $rank }. { $player }
league-post-next-season = Everyone is carried into season { $next } (`/league leave` to sit it out; `/league join` for newcomers); a moderator starts it with `/league start`.

## What the player or moderator who gave a `/league` command is told, and the league's summary.

league-created = Your league is open: season 1 takes registrations.
league-joined = You are registered for season { $season }.
league-left = You are off the list for season { $season }.
league-started = Season { $season } has started: its first games are opening in threads.
league-no-season-yet = No season has started yet: a moderator starts one with `/league start`.
league-summary = **{ $name }**: season { $registering } takes registrations (`/league join`).
league-summary-playing = **{ $name }**: season { $playing } is being played (`/league standings`); season { $registering } takes registrations (`/league join`).
league-summary-settings = Seasons of { $days } days, divisions of at most { $size }, { $games } games at once per player, { $movers } up and down per division; { $variant } with { $lexicon }, { $time } per turn.
league-movers-default = one in six
league-registered = Registered ({ $count }): { $players }
league-registered-nobody = nobody yet
league-player-division = { $player } (div { $division })
