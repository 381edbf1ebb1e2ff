-- Turn clocks: per-game and per-server clock settings, each seat's time bank, the current turn's
-- deadline, and timed jobs (reminders and time-outs) with absolute due times. Jobs are claimed
-- with `for update skip locked`, so any number of bot processes may run them; each runs once.

alter table servers
    -- points of a player's time at which they are reminded, in percent
    add column reminder_percents smallint[] not null default '{50,90}',
    -- time-outs in a row after which a player forfeits
    add column missed_turn_limit smallint not null default 3
        check (missed_turn_limit between 1 and 10),
    -- extra time a player may use over the turn limit, over the whole game
    add column time_bank_secs integer not null default 0
        check (time_bank_secs between 0 and 2592000);

alter table games
    add column reminder_percents smallint[] not null default '{50,90}',
    add column missed_turn_limit smallint not null default 3
        check (missed_turn_limit between 1 and 10),
    add column time_bank_secs integer not null default 0
        check (time_bank_secs between 0 and 2592000),
    -- when the player to move times out (turn limit plus what is left of their bank)
    add column turn_due_at timestamptz;

alter table seats
    -- what is left of the seat's time bank
    add column bank_left_secs integer not null default 0;

create table jobs (
    id bigserial primary key,
    kind text not null check (kind in ('reminder', 'timeout')),
    game_id bigint not null references games (id) on delete cascade,
    seat smallint not null,
    -- the game version the job was scheduled for: a job for an older version does nothing
    game_version integer not null,
    due_at timestamptz not null,
    -- reminders: {"percent": 50}
    payload jsonb not null default '{}',
    attempts integer not null default 0,
    last_error text,
    done_at timestamptz,
    -- what running it did: 'reminded', 'timed-out', 'forfeited', 'stale', 'opted-out', 'late',
    -- 'failed'
    outcome text
);

-- Claiming: the earliest pending jobs first.
create index jobs_pending_by_due on jobs (due_at) where done_at is null;
-- Cancelling a game's pending jobs when its turn changes.
create index jobs_pending_by_game on jobs (game_id) where done_at is null;
-- Purging old finished jobs.
create index jobs_done on jobs (done_at) where done_at is not null;
