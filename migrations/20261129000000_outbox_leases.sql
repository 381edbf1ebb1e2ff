-- Delivery leases: a row is claimed in a short transaction that sets `claimed_until` and a
-- random `claim_token`, delivered with no transaction open (rendering, Discord calls), and
-- marked done or failed in a second short transaction that only applies while the token still
-- matches (a late finisher cannot mark a row another process re-claimed). A lease that ran out
-- (the process died mid-delivery) makes the row claimable again; the row's nonce keeps the
-- retry from posting twice.
alter table outbox add column claimed_until timestamptz;
alter table outbox add column claim_token bigint;

-- Order per channel: a channel's pending posts (turns, notices, tournament posts), oldest first.
create index outbox_pending_by_channel on outbox (channel_id, id) where done_at is null;
