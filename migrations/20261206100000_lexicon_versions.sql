-- Games survive the operator's changes to word lists (issue 43). A game keeps the version of
-- its word list it was opened with: `lexicon_version` is that version's identity (a hash of the
-- list's content, its tile set and how lists are read; see src/cli/lexicons.rs). Games stored
-- before this migration have none: the first start after the upgrade gives each the version of
-- its list loaded then (the list they were being judged against), see
-- `Service::adopt_unversioned_games`.
alter table games add column lexicon_version text;

-- Whether the game's channel was told that its word list's version is gone (said once; cleared
-- when a start finds the version again).
alter table games add column lexicon_missing_told boolean not null default false;

-- A challenge's judgement (rule 8), kept so that a replay never judges words again: the words
-- that took the play back, empty when the play stood. Null for every other command, and for a
-- challenge logged before this migration (a replay judges those against the game's version).
alter table moves add column refuted text[];

create index games_by_lexicon_version on games (lexicon, lexicon_version)
    where status in ('lobby', 'active');
