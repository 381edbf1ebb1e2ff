//! Tests against a real PostgreSQL: the store, the service layer and the bot end to end. They all
//! live in this one test binary so that a run needs one throwaway cluster.

mod clocks;
mod crash;
mod e2e_blockers;
mod e2e_dice;
mod e2e_errors;
mod e2e_finish_line;
mod e2e_game;
mod e2e_handicap;
mod e2e_help;
mod e2e_league;
mod e2e_limits;
mod e2e_outbox;
mod e2e_privacy;
mod e2e_puzzle;
mod e2e_ratings;
mod e2e_study;
mod e2e_support;
mod e2e_surprise;
mod e2e_texts;
mod e2e_timers;
mod e2e_tournament;
mod fake_discord;
mod local_postgres;
mod schema;
mod service_computer;
mod service_concurrency;
mod service_league;
mod service_lobby;
mod service_preview;
mod service_puzzles;
mod service_ratings;
mod service_tournament;
mod service_turns;
mod support;
mod throwaway_cluster;
