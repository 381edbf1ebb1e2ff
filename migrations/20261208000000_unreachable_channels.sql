-- Channels where Discord keeps refusing the bot's posts for lack of permissions (issue 46). A
-- row is written when a channel post is given up after its tries were refused so (403, Missing
-- Permissions or Missing Access), in the same transaction as one 'alert' outbox row that tells
-- the server's owner. The key makes "once" hold across processes and restarts: a second refusal
-- finds the row and tells nobody. A later post that goes through in the channel deletes it, so
-- a new breakage is told again.

create table unreachable_channels (
    channel_id bigint primary key,
    guild_id bigint not null,
    since timestamptz not null default now()
);

alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check
    check (kind in ('turn', 'rack', 'reminder', 'notice', 'tournament', 'thread', 'alert'));
