-- Blanks & Blockers roles (rule book 004, issue 13): each seat's role decides who takes yellow
-- blanks and blockers and who may replace a blocker (null for other games; reads as standard).
alter table seats
    add column role text check (role in ('standard', 'pro', 'rookie', 'intermediate'));
