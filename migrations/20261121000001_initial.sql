-- The initial schema: servers, players, games with their seats, the move log (the truth from
-- which every game state is rebuilt), interaction outcomes (idempotency) and timed jobs.

create table servers (
    guild_id bigint primary key,
    challenge_rule text not null default 'double'
        check (challenge_rule in ('void', 'double', 'single', '5pt', '10pt')),
    turn_time_limit_secs integer not null default 86400
        check (turn_time_limit_secs between 3600 and 604800),
    rack_delivery text not null default 'dm' check (rack_delivery in ('dm', 'command')),
    lexicon text not null default 'enable',
    moderator_role_id bigint,
    updated_at timestamptz not null default now()
);

create table players (
    user_id bigint primary key,
    display_name text not null,
    reminders boolean not null default true,
    created_at timestamptz not null default now()
);

create table games (
    id bigserial primary key,
    guild_id bigint,
    channel_id bigint not null,
    status text not null default 'lobby'
        check (status in ('lobby', 'active', 'finished', 'abandoned')),
    variant text not null default 'classic',
    challenge_rule text not null
        check (challenge_rule in ('void', 'double', 'single', '5pt', '10pt')),
    adjustment text not null default 'rulebook' check (adjustment in ('rulebook', 'tournament')),
    lexicon text not null default 'enable',
    turn_time_limit_secs integer not null default 86400,
    seed bigint not null,
    max_players smallint not null default 4 check (max_players between 2 and 4),
    created_by bigint not null,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    -- number of entries in the move log; bumped by every command that changes the game
    version integer not null default 0,
    -- snapshot of what queries need without a replay (the log stays the truth)
    bag_count smallint not null default 0,
    to_move smallint,
    turn_started_at timestamptz,
    -- players who asked to end the game early; it ends when every human player has
    end_votes bigint[] not null default '{}'
);

-- One game in a channel at a time (finished and abandoned games do not count).
create unique index games_one_open_per_channel on games (channel_id)
    where status in ('lobby', 'active');
create index games_by_guild on games (guild_id, status);

create table seats (
    game_id bigint not null references games (id) on delete cascade,
    seat smallint not null check (seat between 0 and 3),
    user_id bigint references players (user_id),
    bot_level text check (bot_level in ('easy', 'medium', 'hard')),
    joined_at timestamptz not null default now(),
    score integer not null default 0,
    rack text not null default '',
    result text check (result in ('win', 'loss', 'draw')),
    -- filled in when the game ends, for player records
    high_play integer not null default 0,
    bingos integer not null default 0,
    primary key (game_id, seat),
    check ((user_id is null) <> (bot_level is null))
);

create unique index seats_one_per_user on seats (game_id, user_id) where user_id is not null;
create index seats_by_user on seats (user_id);

create table moves (
    game_id bigint not null references games (id) on delete cascade,
    seq integer not null,
    -- the seat that gave the command
    seat smallint not null,
    -- play, exchange, pass, timeout, challenge, resign
    kind text not null,
    -- the command in its stored form (store::command_text): replaying these rebuilds the game
    command text not null,
    -- what happened, for people ("HORN 8F for 14")
    summary text not null default '',
    -- net score change of the seat that gave the command
    score integer not null default 0,
    interaction_id bigint,
    created_at timestamptz not null default now(),
    primary key (game_id, seq)
);

create unique index moves_interaction on moves (interaction_id) where interaction_id is not null;

-- The outcome of every interaction that changed something, so a repeat returns it unchanged.
create table interactions (
    interaction_id bigint primary key,
    game_id bigint references games (id) on delete cascade,
    outcome text not null,
    created_at timestamptz not null default now()
);
