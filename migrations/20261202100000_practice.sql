-- Practice from your own games (issue 30): the positions of a player's finished games where
-- they gave up the most equity (the hard level's static measure: score plus leave), missed
-- bingos first, served one at a time until answered, and each player's streak of right
-- answers. Positions are computed when the player asks (`/practice`), a few games at a time.

-- A player's finished games already looked at for practice positions (with or without any).
create table practice_games (
    user_id bigint not null,
    game_id bigint not null references games (id) on delete cascade,
    analysed_at timestamptz not null,
    primary key (user_id, game_id)
);

create table practice_positions (
    id bigserial primary key,
    user_id bigint not null,
    game_id bigint not null references games (id) on delete cascade,
    -- the turn's index in the game's history
    turn integer not null,
    variant text not null,
    lexicon text not null,
    -- the position as one CGP line: the board then, the player's own rack (nobody else's), the
    -- scores (the player's first)
    position text not null,
    bag_count smallint not null,
    -- what the player did (`8H WORD`, `exchange 3`, `pass`) and its score and static equity
    made text not null,
    made_score integer not null,
    made_equity real not null,
    -- every play of the best static equity, one a line (`8H WORD`), its score and equity
    best_plays text not null,
    best_score integer not null,
    best_equity real not null,
    -- the best play earns the bingo bonus and the move made did not: served first
    missed_bingo boolean not null,
    -- best_equity less made_equity
    loss real not null check (loss > 0),
    -- when it was first shown; it is shown again until answered
    served_at timestamptz,
    -- the answer: the play (`8H WORD`), its score and equity, whether it was right, the streak
    -- after it, and the interaction (a repeat of it gets the same verdict)
    answered_at timestamptz,
    answer text,
    answer_score integer,
    answer_equity real,
    answer_right boolean,
    streak_after integer,
    interaction_id bigint,
    unique (user_id, game_id, turn),
    check ((answered_at is null) = (answer is null))
);

-- What to serve next: the player's unanswered positions in practice order.
create index practice_positions_open on practice_positions
    (user_id, missed_bingo desc, loss desc, game_id desc, turn) where answered_at is null;

create table practice_players (
    user_id bigint primary key,
    -- consecutive right answers, and the longest run
    streak integer not null default 0,
    longest integer not null default 0,
    answered integer not null default 0,
    answered_right integer not null default 0
);
