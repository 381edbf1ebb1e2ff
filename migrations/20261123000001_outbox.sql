-- The transactional outbox: every Discord side effect of a command (the board post with the next
-- player's mention, rack DMs, reminders, lobby and end-of-game notices) is a row written in the same transaction as the move.
-- The interaction's handler delivers its rows right after commit; any process's job runner
-- delivers what is left (after a crash or a Discord error), claiming rows with
-- `for update skip locked`, with retries and back-off. A computer seat's move is a job of its
-- own ('computer'), run in its own transaction after the human's command is committed.

create table outbox (
    id bigserial primary key,
    game_id bigint references games (id) on delete cascade,
    -- the channel the row is about (a DM's row names the game's channel, for notes)
    channel_id bigint not null,
    kind text not null check (kind in ('turn', 'rack', 'reminder', 'notice')),
    payload jsonb not null,
    created_at timestamptz not null default now(),
    due_at timestamptz not null default now(),
    attempts integer not null default 0,
    last_error text,
    -- set when delivered or given up
    done_at timestamptz,
    -- 'sent', 'dm-closed', 'noted' (a note in the channel), 'not-by-dm', 'given-up'
    outcome text,
    -- the Discord message the delivery created (or found by its nonce)
    message_id bigint
);

-- Claiming: pending rows in order (a game's channel posts, 'turn' and 'notice', one after another).
create index outbox_pending on outbox (id) where done_at is null;
create index outbox_pending_by_game on outbox (game_id, id) where done_at is null;
create index outbox_done on outbox (done_at) where done_at is not null;

alter table jobs drop constraint jobs_kind_check;
alter table jobs add constraint jobs_kind_check
    check (kind in ('reminder', 'timeout', 'computer'));
