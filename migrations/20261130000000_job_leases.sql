-- Job leases, as the outbox has (20261129000000_outbox_leases.sql): a due job is claimed in one
-- short statement that sets `claimed_until` and a random `claim_token`, runs in its own
-- transaction, and is marked done there only while the token still matches (a runner whose
-- lease ran out and was taken over undoes its work). A lease that ran out (the process died
-- mid-job) makes the job claimable again. One queue implementation serves all three tables.
alter table jobs add column claimed_until timestamptz;
alter table jobs add column claim_token bigint;

alter table tournament_jobs add column claimed_until timestamptz;
alter table tournament_jobs add column claim_token bigint;
