-- Games outside a server (a group DM or a DM between users, where a user-installed app may only
-- answer interactions) are announced through the latest interaction made in their channel:
-- its token lets the bot post follow-ups for 15 minutes (issue 28). Null for server games.
alter table games
    add column answer_token text,
    add column answer_token_at timestamptz;

-- A follow-up has no nonce: once one was tried for a row, a retry goes by DM instead, so the
-- conversation never sees the same post twice.
alter table outbox
    add column followup_tried boolean not null default false;
