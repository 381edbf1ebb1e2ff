-- Tournaments run on Discord (issue 15): the event and its settings, its players, its rounds, and
-- each round's boards (a game between two players in its own thread, or a bye) with the result.
-- Pairing a round and settling a round at its deadline are jobs claimed with
-- `for update skip locked`; a unique key per (tournament, round, kind) keeps a round from being
-- scheduled, and so paired, twice.

create table tournaments (
    id bigserial primary key,
    guild_id bigint not null,
    -- the channel whose threads hold the games, and where pairings and standings are posted
    channel_id bigint not null,
    name text not null,
    created_by bigint not null,
    state text not null default 'registration'
        check (state in ('registration', 'closed', 'running', 'paused', 'finished')),
    rounds smallint not null check (rounds between 1 and 40),
    -- the pairing method of each round, first round first
    schedule text[] not null,
    variant text not null default 'classic',
    lexicon text not null,
    challenge_rule text not null
        check (challenge_rule in ('void', 'double', 'single', '5pt', '10pt')),
    turn_time_limit_secs integer not null check (turn_time_limit_secs between 3600 and 604800),
    -- how long a round lasts from its pairing; an unfinished game is settled then
    round_secs integer not null check (round_secs between 3600 and 2592000),
    bye_spread integer not null default 50 check (bye_spread between 0 and 500),
    forfeit_spread integer not null default -50 check (forfeit_spread between -500 and 0),
    -- most times two players may meet (checked for hand-made pairings; Swiss avoids repeats)
    max_repeats smallint not null default 1 check (max_repeats between 0 and 40),
    gibsonize boolean not null default true,
    -- pair the next round when every result is in (otherwise the director's /tournament pair)
    auto_advance boolean not null default true,
    seed bigint not null,
    -- while paused: since when (resuming moves the round's deadline on by the pause)
    paused_at timestamptz,
    created_at timestamptz not null default now(),
    finished_at timestamptz
);

-- One tournament at a time in a channel.
create unique index tournaments_one_open_per_channel on tournaments (channel_id)
    where state <> 'finished';

create table tournament_players (
    -- sign-up order is the tsh file order
    id bigserial primary key,
    tournament_id bigint not null references tournaments (id) on delete cascade,
    user_id bigint not null references players (user_id),
    rating integer not null default 0,
    -- set when the director removes the player after the start: later rounds are forfeits
    removed boolean not null default false,
    unique (tournament_id, user_id)
);

create table tournament_rounds (
    tournament_id bigint not null references tournaments (id) on delete cascade,
    -- 1-based
    round smallint not null,
    method text not null,
    deadline_at timestamptz not null,
    paired_at timestamptz not null default now(),
    completed_at timestamptz,
    primary key (tournament_id, round)
);

create table tournament_boards (
    id bigserial primary key,
    tournament_id bigint not null,
    round smallint not null,
    -- the player who goes first; the second is null for a bye (or a withdrawn player's forfeit)
    first_player bigint not null references tournament_players (id),
    second_player bigint references tournament_players (id),
    -- the game's thread, recorded once created (a retry finds it here and creates no other)
    thread_id bigint,
    game_id bigint references games (id),
    first_score integer,
    second_score integer,
    -- how the result came: 'played', 'deadline', 'forfeit', 'bye', 'director'
    settled_by text check (settled_by in ('played', 'deadline', 'forfeit', 'bye', 'director')),
    foreign key (tournament_id, round) references tournament_rounds (tournament_id, round)
        on delete cascade,
    check ((first_score is null) = (settled_by is null))
);

create unique index tournament_boards_first on tournament_boards (tournament_id, round, first_player);
create unique index tournament_boards_game on tournament_boards (game_id) where game_id is not null;
create index tournament_boards_round on tournament_boards (tournament_id, round);

create table tournament_jobs (
    id bigserial primary key,
    kind text not null check (kind in ('pair-round', 'round-deadline')),
    tournament_id bigint not null references tournaments (id) on delete cascade,
    round smallint not null,
    due_at timestamptz not null,
    attempts integer not null default 0,
    last_error text,
    done_at timestamptz,
    outcome text
);

-- A round is paired (and settled) by one job only, however many processes try to schedule it.
create unique index tournament_jobs_once on tournament_jobs (tournament_id, round, kind);
create index tournament_jobs_pending on tournament_jobs (due_at) where done_at is null;

-- Tournament posts (pairings, standings) and thread creation go through the outbox too.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check
    check (kind in ('turn', 'rack', 'reminder', 'notice', 'tournament', 'thread'));
alter table outbox add column tournament_id bigint references tournaments (id) on delete cascade;
