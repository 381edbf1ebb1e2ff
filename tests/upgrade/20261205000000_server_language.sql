-- The upgrade fixture of schema 20261205000000_server_language: made by tests/upgrade/generator/20261205000000_server_language.rs
-- run on commit 76d97500725d7c241c40693d6f300e4e042dd459, dumped by scripts/upgrade-fixture.sh.
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: _sqlx_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public._sqlx_migrations (
    version bigint NOT NULL,
    description text NOT NULL,
    installed_on timestamp with time zone DEFAULT now() NOT NULL,
    success boolean NOT NULL,
    checksum bytea NOT NULL,
    execution_time bigint NOT NULL
);


--
-- Name: games; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.games (
    id bigint NOT NULL,
    guild_id bigint,
    channel_id bigint NOT NULL,
    status text DEFAULT 'lobby'::text NOT NULL,
    variant text DEFAULT 'classic'::text NOT NULL,
    challenge_rule text NOT NULL,
    adjustment text DEFAULT 'rulebook'::text NOT NULL,
    lexicon text DEFAULT 'enable'::text NOT NULL,
    turn_time_limit_secs integer DEFAULT 86400 NOT NULL,
    seed bigint NOT NULL,
    max_players smallint DEFAULT 4 NOT NULL,
    created_by bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    version integer DEFAULT 0 NOT NULL,
    bag_count smallint DEFAULT 0 NOT NULL,
    to_move smallint,
    turn_started_at timestamp with time zone,
    end_votes bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    reminder_percents smallint[] DEFAULT '{50,90}'::smallint[] NOT NULL,
    missed_turn_limit smallint DEFAULT 3 NOT NULL,
    time_bank_secs integer DEFAULT 0 NOT NULL,
    turn_due_at timestamp with time zone,
    bag text DEFAULT ''::text NOT NULL,
    rated boolean DEFAULT true NOT NULL,
    first_seat smallint,
    answer_token text,
    answer_token_at timestamp with time zone,
    tiles text DEFAULT 'english'::text NOT NULL,
    CONSTRAINT games_adjustment_check CHECK ((adjustment = ANY (ARRAY['rulebook'::text, 'tournament'::text]))),
    CONSTRAINT games_challenge_rule_check CHECK ((challenge_rule = ANY (ARRAY['void'::text, 'double'::text, 'single'::text, '5pt'::text, '10pt'::text]))),
    CONSTRAINT games_first_seat_check CHECK (((first_seat >= 0) AND (first_seat <= 3))),
    CONSTRAINT games_max_players_check CHECK (((max_players >= 2) AND (max_players <= 4))),
    CONSTRAINT games_missed_turn_limit_check CHECK (((missed_turn_limit >= 1) AND (missed_turn_limit <= 10))),
    CONSTRAINT games_status_check CHECK ((status = ANY (ARRAY['lobby'::text, 'active'::text, 'finished'::text, 'abandoned'::text]))),
    CONSTRAINT games_time_bank_secs_check CHECK (((time_bank_secs >= 0) AND (time_bank_secs <= 2592000)))
);


--
-- Name: games_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.games_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: games_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.games_id_seq OWNED BY public.games.id;


--
-- Name: interactions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.interactions (
    interaction_id bigint NOT NULL,
    game_id bigint,
    outcome text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: jobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.jobs (
    id bigint NOT NULL,
    kind text NOT NULL,
    game_id bigint NOT NULL,
    seat smallint NOT NULL,
    game_version integer NOT NULL,
    due_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    done_at timestamp with time zone,
    outcome text,
    claimed_until timestamp with time zone,
    claim_token bigint,
    CONSTRAINT jobs_kind_check CHECK ((kind = ANY (ARRAY['reminder'::text, 'timeout'::text, 'computer'::text])))
);


--
-- Name: jobs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: jobs_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.jobs_id_seq OWNED BY public.jobs.id;


--
-- Name: league_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.league_entries (
    league_id bigint NOT NULL,
    season integer NOT NULL,
    user_id bigint NOT NULL,
    placed_division smallint,
    placed_key integer,
    joined_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: league_seasons; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.league_seasons (
    league_id bigint NOT NULL,
    season integer NOT NULL,
    tournament_id bigint,
    CONSTRAINT league_seasons_season_check CHECK ((season >= 1))
);


--
-- Name: leagues; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.leagues (
    id bigint NOT NULL,
    guild_id bigint NOT NULL,
    channel_id bigint NOT NULL,
    name text NOT NULL,
    created_by bigint NOT NULL,
    season_days smallint NOT NULL,
    division_size smallint NOT NULL,
    games_at_once smallint NOT NULL,
    movers smallint,
    variant text DEFAULT 'classic'::text NOT NULL,
    lexicon text NOT NULL,
    challenge_rule text NOT NULL,
    turn_time_limit_secs integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT leagues_challenge_rule_check CHECK ((challenge_rule = ANY (ARRAY['void'::text, 'double'::text, 'single'::text, '5pt'::text, '10pt'::text]))),
    CONSTRAINT leagues_division_size_check CHECK (((division_size >= 2) AND (division_size <= 32))),
    CONSTRAINT leagues_games_at_once_check CHECK (((games_at_once >= 1) AND (games_at_once <= 10))),
    CONSTRAINT leagues_movers_check CHECK (((movers >= 0) AND (movers <= 16))),
    CONSTRAINT leagues_season_days_check CHECK (((season_days >= 1) AND (season_days <= 180))),
    CONSTRAINT leagues_turn_time_limit_secs_check CHECK (((turn_time_limit_secs >= 3600) AND (turn_time_limit_secs <= 604800)))
);


--
-- Name: leagues_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.leagues_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: leagues_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.leagues_id_seq OWNED BY public.leagues.id;


--
-- Name: moves; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.moves (
    game_id bigint NOT NULL,
    seq integer NOT NULL,
    seat smallint NOT NULL,
    kind text NOT NULL,
    command text NOT NULL,
    summary text DEFAULT ''::text NOT NULL,
    score integer DEFAULT 0 NOT NULL,
    interaction_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.outbox (
    id bigint NOT NULL,
    game_id bigint,
    channel_id bigint NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    due_at timestamp with time zone DEFAULT now() NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    done_at timestamp with time zone,
    outcome text,
    message_id bigint,
    tournament_id bigint,
    claimed_until timestamp with time zone,
    claim_token bigint,
    followup_tried boolean DEFAULT false NOT NULL,
    CONSTRAINT outbox_kind_check CHECK ((kind = ANY (ARRAY['turn'::text, 'rack'::text, 'reminder'::text, 'notice'::text, 'tournament'::text, 'thread'::text])))
);


--
-- Name: outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: outbox_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.outbox_id_seq OWNED BY public.outbox.id;


--
-- Name: players; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.players (
    user_id bigint NOT NULL,
    display_name text NOT NULL,
    reminders boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: practice_games; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.practice_games (
    user_id bigint NOT NULL,
    game_id bigint NOT NULL,
    analysed_at timestamp with time zone NOT NULL
);


--
-- Name: practice_players; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.practice_players (
    user_id bigint NOT NULL,
    streak integer DEFAULT 0 NOT NULL,
    longest integer DEFAULT 0 NOT NULL,
    answered integer DEFAULT 0 NOT NULL,
    answered_right integer DEFAULT 0 NOT NULL
);


--
-- Name: practice_positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.practice_positions (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    game_id bigint NOT NULL,
    turn integer NOT NULL,
    variant text NOT NULL,
    lexicon text NOT NULL,
    "position" text NOT NULL,
    bag_count smallint NOT NULL,
    made text NOT NULL,
    made_score integer NOT NULL,
    made_equity real NOT NULL,
    best_plays text NOT NULL,
    best_score integer NOT NULL,
    best_equity real NOT NULL,
    missed_bingo boolean NOT NULL,
    loss real NOT NULL,
    served_at timestamp with time zone,
    answered_at timestamp with time zone,
    answer text,
    answer_score integer,
    answer_equity real,
    answer_right boolean,
    streak_after integer,
    interaction_id bigint,
    CONSTRAINT practice_positions_check CHECK (((answered_at IS NULL) = (answer IS NULL))),
    CONSTRAINT practice_positions_loss_check CHECK ((loss > (0)::double precision))
);


--
-- Name: practice_positions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.practice_positions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: practice_positions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.practice_positions_id_seq OWNED BY public.practice_positions.id;


--
-- Name: puzzle_answers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.puzzle_answers (
    puzzle_id bigint NOT NULL,
    user_id bigint NOT NULL,
    display_name text NOT NULL,
    play text NOT NULL,
    score integer NOT NULL,
    rank integer NOT NULL,
    best boolean NOT NULL,
    interaction_id bigint,
    answered_at timestamp with time zone NOT NULL
);


--
-- Name: puzzles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.puzzles (
    id bigint NOT NULL,
    guild_id bigint NOT NULL,
    day date NOT NULL,
    variant text NOT NULL,
    lexicon text NOT NULL,
    "position" text NOT NULL,
    bag_count smallint NOT NULL,
    source text NOT NULL,
    source_game_id bigint,
    source_turn integer,
    best_score integer NOT NULL,
    best_plays text NOT NULL,
    play_count integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    CONSTRAINT puzzles_check CHECK (((source = 'game'::text) = (source_turn IS NOT NULL))),
    CONSTRAINT puzzles_source_check CHECK ((source = ANY (ARRAY['game'::text, 'self-play'::text])))
);


--
-- Name: puzzles_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.puzzles_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: puzzles_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.puzzles_id_seq OWNED BY public.puzzles.id;


--
-- Name: rating_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rating_history (
    game_id bigint NOT NULL,
    user_id bigint NOT NULL,
    guild_id bigint NOT NULL,
    lexicon text NOT NULL,
    variant text NOT NULL,
    pace text NOT NULL,
    rating double precision NOT NULL,
    deviation double precision NOT NULL,
    rated_at timestamp with time zone NOT NULL,
    CONSTRAINT rating_history_pace_check CHECK ((pace = ANY (ARRAY['live'::text, 'correspondence'::text])))
);


--
-- Name: ratings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ratings (
    guild_id bigint NOT NULL,
    user_id bigint NOT NULL,
    lexicon text NOT NULL,
    variant text NOT NULL,
    pace text NOT NULL,
    rating double precision NOT NULL,
    deviation double precision NOT NULL,
    volatility double precision NOT NULL,
    games integer DEFAULT 0 NOT NULL,
    rated_at timestamp with time zone NOT NULL,
    CONSTRAINT ratings_pace_check CHECK ((pace = ANY (ARRAY['live'::text, 'correspondence'::text])))
);


--
-- Name: seats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seats (
    game_id bigint NOT NULL,
    seat smallint NOT NULL,
    user_id bigint,
    bot_level text,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    score integer DEFAULT 0 NOT NULL,
    rack text DEFAULT ''::text NOT NULL,
    result text,
    high_play integer DEFAULT 0 NOT NULL,
    bingos integer DEFAULT 0 NOT NULL,
    bank_left_secs integer DEFAULT 0 NOT NULL,
    level text,
    turn_time_limit_secs integer,
    role text,
    CONSTRAINT seats_bot_level_check CHECK ((bot_level = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text, 'expert'::text]))),
    CONSTRAINT seats_check CHECK (((user_id IS NULL) <> (bot_level IS NULL))),
    CONSTRAINT seats_level_check CHECK ((level = ANY (ARRAY['beginner'::text, 'intermediate'::text, 'expert'::text]))),
    CONSTRAINT seats_result_check CHECK ((result = ANY (ARRAY['win'::text, 'loss'::text, 'draw'::text]))),
    CONSTRAINT seats_role_check CHECK ((role = ANY (ARRAY['standard'::text, 'pro'::text, 'rookie'::text, 'intermediate'::text]))),
    CONSTRAINT seats_seat_check CHECK (((seat >= 0) AND (seat <= 3))),
    CONSTRAINT seats_turn_time_limit_secs_check CHECK (((turn_time_limit_secs >= 30) AND (turn_time_limit_secs <= 604800)))
);


--
-- Name: servers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.servers (
    guild_id bigint NOT NULL,
    challenge_rule text DEFAULT 'double'::text NOT NULL,
    turn_time_limit_secs integer DEFAULT 86400 NOT NULL,
    rack_delivery text DEFAULT 'dm'::text NOT NULL,
    lexicon text DEFAULT 'enable'::text NOT NULL,
    moderator_role_id bigint,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    reminder_percents smallint[] DEFAULT '{50,90}'::smallint[] NOT NULL,
    missed_turn_limit smallint DEFAULT 3 NOT NULL,
    time_bank_secs integer DEFAULT 0 NOT NULL,
    words_in_games boolean DEFAULT false NOT NULL,
    review_access text DEFAULT 'players'::text NOT NULL,
    language text DEFAULT 'english'::text NOT NULL,
    CONSTRAINT servers_challenge_rule_check CHECK ((challenge_rule = ANY (ARRAY['void'::text, 'double'::text, 'single'::text, '5pt'::text, '10pt'::text]))),
    CONSTRAINT servers_language_check CHECK ((language = ANY (ARRAY['english'::text, 'french'::text, 'german'::text, 'spanish'::text, 'italian'::text, 'dutch'::text, 'portuguese'::text, 'polish'::text, 'norwegian'::text, 'swedish'::text, 'catalan'::text]))),
    CONSTRAINT servers_missed_turn_limit_check CHECK (((missed_turn_limit >= 1) AND (missed_turn_limit <= 10))),
    CONSTRAINT servers_rack_delivery_check CHECK ((rack_delivery = ANY (ARRAY['dm'::text, 'command'::text]))),
    CONSTRAINT servers_review_access_check CHECK ((review_access = ANY (ARRAY['players'::text, 'anyone'::text]))),
    CONSTRAINT servers_time_bank_secs_check CHECK (((time_bank_secs >= 0) AND (time_bank_secs <= 2592000))),
    CONSTRAINT servers_turn_time_limit_secs_check CHECK (((turn_time_limit_secs >= 30) AND (turn_time_limit_secs <= 604800)))
);


--
-- Name: tournament_boards; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tournament_boards (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    round smallint NOT NULL,
    first_player bigint NOT NULL,
    second_player bigint,
    thread_id bigint,
    game_id bigint,
    first_score integer,
    second_score integer,
    settled_by text,
    opened_at timestamp with time zone,
    CONSTRAINT tournament_boards_check CHECK (((first_score IS NULL) = (settled_by IS NULL))),
    CONSTRAINT tournament_boards_settled_by_check CHECK ((settled_by = ANY (ARRAY['played'::text, 'deadline'::text, 'forfeit'::text, 'bye'::text, 'director'::text])))
);


--
-- Name: tournament_boards_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tournament_boards_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tournament_boards_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tournament_boards_id_seq OWNED BY public.tournament_boards.id;


--
-- Name: tournament_jobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tournament_jobs (
    id bigint NOT NULL,
    kind text NOT NULL,
    tournament_id bigint NOT NULL,
    round smallint NOT NULL,
    due_at timestamp with time zone NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    done_at timestamp with time zone,
    outcome text,
    claimed_until timestamp with time zone,
    claim_token bigint,
    CONSTRAINT tournament_jobs_kind_check CHECK ((kind = ANY (ARRAY['pair-round'::text, 'round-deadline'::text])))
);


--
-- Name: tournament_jobs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tournament_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tournament_jobs_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tournament_jobs_id_seq OWNED BY public.tournament_jobs.id;


--
-- Name: tournament_players; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tournament_players (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    user_id bigint NOT NULL,
    rating integer DEFAULT 0 NOT NULL,
    removed boolean DEFAULT false NOT NULL,
    division smallint DEFAULT 1 NOT NULL,
    CONSTRAINT tournament_players_division_check CHECK (((division >= 1) AND (division <= 8)))
);


--
-- Name: tournament_players_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tournament_players_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tournament_players_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tournament_players_id_seq OWNED BY public.tournament_players.id;


--
-- Name: tournament_rounds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tournament_rounds (
    tournament_id bigint NOT NULL,
    round smallint NOT NULL,
    method text NOT NULL,
    deadline_at timestamp with time zone NOT NULL,
    paired_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone
);


--
-- Name: tournaments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tournaments (
    id bigint NOT NULL,
    guild_id bigint NOT NULL,
    channel_id bigint NOT NULL,
    name text NOT NULL,
    created_by bigint NOT NULL,
    state text DEFAULT 'registration'::text NOT NULL,
    rounds smallint NOT NULL,
    schedule text[] NOT NULL,
    variant text DEFAULT 'classic'::text NOT NULL,
    lexicon text NOT NULL,
    challenge_rule text NOT NULL,
    turn_time_limit_secs integer NOT NULL,
    round_secs integer NOT NULL,
    bye_spread integer DEFAULT 50 NOT NULL,
    forfeit_spread integer DEFAULT '-50'::integer NOT NULL,
    max_repeats smallint DEFAULT 1 NOT NULL,
    gibsonize boolean DEFAULT true NOT NULL,
    auto_advance boolean DEFAULT true NOT NULL,
    seed bigint NOT NULL,
    paused_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    divisions smallint DEFAULT 1 NOT NULL,
    games_at_once smallint,
    CONSTRAINT tournaments_bye_spread_check CHECK (((bye_spread >= 0) AND (bye_spread <= 500))),
    CONSTRAINT tournaments_challenge_rule_check CHECK ((challenge_rule = ANY (ARRAY['void'::text, 'double'::text, 'single'::text, '5pt'::text, '10pt'::text]))),
    CONSTRAINT tournaments_divisions_check CHECK (((divisions >= 1) AND (divisions <= 8))),
    CONSTRAINT tournaments_forfeit_spread_check CHECK (((forfeit_spread >= '-500'::integer) AND (forfeit_spread <= 0))),
    CONSTRAINT tournaments_games_at_once_check CHECK (((games_at_once >= 1) AND (games_at_once <= 10))),
    CONSTRAINT tournaments_max_repeats_check CHECK (((max_repeats >= 0) AND (max_repeats <= 40))),
    CONSTRAINT tournaments_round_secs_check CHECK (((round_secs >= 3600) AND (round_secs <= 15552000))),
    CONSTRAINT tournaments_rounds_check CHECK (((rounds >= 1) AND (rounds <= 40))),
    CONSTRAINT tournaments_state_check CHECK ((state = ANY (ARRAY['registration'::text, 'closed'::text, 'running'::text, 'paused'::text, 'finished'::text]))),
    CONSTRAINT tournaments_turn_time_limit_secs_check CHECK (((turn_time_limit_secs >= 3600) AND (turn_time_limit_secs <= 604800)))
);


--
-- Name: tournaments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tournaments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tournaments_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tournaments_id_seq OWNED BY public.tournaments.id;


--
-- Name: games id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.games ALTER COLUMN id SET DEFAULT nextval('public.games_id_seq'::regclass);


--
-- Name: jobs id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs ALTER COLUMN id SET DEFAULT nextval('public.jobs_id_seq'::regclass);


--
-- Name: leagues id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.leagues ALTER COLUMN id SET DEFAULT nextval('public.leagues_id_seq'::regclass);


--
-- Name: outbox id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox ALTER COLUMN id SET DEFAULT nextval('public.outbox_id_seq'::regclass);


--
-- Name: practice_positions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practice_positions ALTER COLUMN id SET DEFAULT nextval('public.practice_positions_id_seq'::regclass);


--
-- Name: puzzles id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.puzzles ALTER COLUMN id SET DEFAULT nextval('public.puzzles_id_seq'::regclass);


--
-- Name: tournament_boards id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_boards ALTER COLUMN id SET DEFAULT nextval('public.tournament_boards_id_seq'::regclass);


--
-- Name: tournament_jobs id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_jobs ALTER COLUMN id SET DEFAULT nextval('public.tournament_jobs_id_seq'::regclass);


--
-- Name: tournament_players id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_players ALTER COLUMN id SET DEFAULT nextval('public.tournament_players_id_seq'::regclass);


--
-- Name: tournaments id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournaments ALTER COLUMN id SET DEFAULT nextval('public.tournaments_id_seq'::regclass);


--
-- Data for Name: _sqlx_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public._sqlx_migrations VALUES (20261121000001, 'initial', '2026-11-28 23:23:30.767313+00', true, '\x694d1a24512b031ef6c7de8dc44d365d7fdae574c6a36f98f9e1b8c91a99a28b192dab3f910f3969ce8e0e7eab5d28eb', 70525872);
INSERT INTO public._sqlx_migrations VALUES (20261121000002, 'jobs', '2026-11-28 23:23:30.840357+00', true, '\x6209ddef9894e0791b6dd1fe041026a2a63eaeb0b2edd1758ba67f8f47addbec2d2b4560f0d18932a6074f0fff7e67b4', 26894912);
INSERT INTO public._sqlx_migrations VALUES (20261121000003, 'bag snapshot', '2026-11-28 23:23:30.87097+00', true, '\x3f7d3df3126291e684a01ca39974f25685cfa4de90d35ccb05ad22f34b6b66d11d067cc59e13b35df3d7473a8704436f', 2786645);
INSERT INTO public._sqlx_migrations VALUES (20261123000001, 'outbox', '2026-11-28 23:23:30.877747+00', true, '\x0e080e208be9bf28acf306b9f25a4c037aacd3910ebd0c36b5c1dd92a7755a3fe12beddde88ce7afb02c8ca5fc310a13', 24064235);
INSERT INTO public._sqlx_migrations VALUES (20261124000001, 'study settings', '2026-11-28 23:23:30.905783+00', true, '\x1eb41b6167ce08bf186b9265971889eff74ce657445cfebb647dc367e03428e18a455f66402d477d53b043679e037f49', 4023866);
INSERT INTO public._sqlx_migrations VALUES (20261125200000, 'ratings', '2026-11-28 23:23:30.913863+00', true, '\x436afcc6db23a81e3dca7816ff7cdef6a8b6909e927a5d07a7451070b5d354e5a3e7a25bdace37b8eab4b606606df36a', 29461796);
INSERT INTO public._sqlx_migrations VALUES (20261126000000, 'puzzles', '2026-11-28 23:23:30.953649+00', true, '\x5507b414e28ed9f82566792b06cac573ee70127533f810d4e3168c6f3c6536e762a7306f98d39b424553fc92072659e9', 35760059);
INSERT INTO public._sqlx_migrations VALUES (20261126100000, 'tournaments', '2026-11-28 23:23:30.993875+00', true, '\xd130e632b17875b3d1394ef15d2adb54e463f4db45a29dc8109dce1696fde0d3b517cf8e276ad80534dc222c6a73d23f', 112093406);
INSERT INTO public._sqlx_migrations VALUES (20261126150000, 'tournament divisions', '2026-11-28 23:23:31.109753+00', true, '\x63e4878cfeb80edacba267dbfa01ed21d6948eb0cb0116fb64cdde29aa4a99ab6dba8a8053e1a232ff100d9ed59b9b65', 30807279);
INSERT INTO public._sqlx_migrations VALUES (20261127000000, 'leagues', '2026-11-28 23:23:31.145878+00', true, '\x80c713a1ffc7e0017f69954fd89c0961e953cd46fc05e7a47814e8418c5831e0c9de3145a8607ca7633cb57e4586f9de', 124028740);
INSERT INTO public._sqlx_migrations VALUES (20261127100000, 'seat levels', '2026-11-28 23:23:31.271114+00', true, '\x7748f48de29dd4288d568f5699770bed852ff8474b8c188dd73ad81ef0559fbdf9b6ce176de7dfa6e4c1134c525334f3', 42781313);
INSERT INTO public._sqlx_migrations VALUES (20261128000000, 'seat roles', '2026-11-28 23:23:31.317794+00', true, '\xfeba11240acc7f416392560b8059ce57ca6a3f9daffe4c2d0c82fbaf717cf6fab772958fbbdafafd586c96e8fd7aaf45', 3985724);
INSERT INTO public._sqlx_migrations VALUES (20261129000000, 'outbox leases', '2026-11-28 23:23:31.325818+00', true, '\x58be603c52ea1a99aeef6d2135ae352f35d4064e4c7c35b6b581dea32592c23965e811fe2590f04f3cfaeeca3ba6c017', 12012553);
INSERT INTO public._sqlx_migrations VALUES (20261130000000, 'job leases', '2026-11-28 23:23:31.341762+00', true, '\xa9e63eccf0a234ad2870ce391687e34a69ef9638a2429587b2a4dfcbd9282ba96941e3c0142492de09248858b61ea2fb', 8053221);
INSERT INTO public._sqlx_migrations VALUES (20261130002700, 'first seat', '2026-11-28 23:23:31.353872+00', true, '\x688bcffc7191dec3b37cac833a34feb6772346f9fbb7a255e3d3f2326ff27082a026956e55207a649d807e9283a37952', 18377685);
INSERT INTO public._sqlx_migrations VALUES (20261201000000, 'answer routes', '2026-11-28 23:23:31.373968+00', true, '\xe6353b1a4d37684e43001d67bcbe31b64053645be167f7ed0ce1d8c63db0672d9bd440d36d4e300e57876c60f0f2aff9', 3937755);
INSERT INTO public._sqlx_migrations VALUES (20261202100000, 'practice', '2026-11-28 23:23:31.385819+00', true, '\x4e502a52341747453217280bbcbd6691294f1647c7daae1ea4cb31e56f8da42b78f2bba84788f4586772b55b7bf1df15', 80137103);
INSERT INTO public._sqlx_migrations VALUES (20261203000000, 'expert seats', '2026-11-28 23:23:31.469816+00', true, '\x2375bbcadafddbe2e7bc4e066a63c827d8903669b928a8b8f61be2af42e1491ef1da758e7ddec34cc8586fa6cf92f84b', 2535796);
INSERT INTO public._sqlx_migrations VALUES (20261204000000, 'game tiles', '2026-11-28 23:23:31.473159+00', true, '\x79932dc3e5a55e685402337852f6164c4eaeea1e82d33b83ca822f17dfab1f414fba4697a5955db585e9f44e9c94461a', 8644244);
INSERT INTO public._sqlx_migrations VALUES (20261205000000, 'server language', '2026-11-28 23:23:31.501858+00', true, '\x7b955acb05f1474f71d4cfff7f7c10c04b00cc79ece71d43265796e89a17cd0eac171321330849729c151a08a07e156d', 3913309);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES (5, 77, 1004, 'active', 'dice', 'double', 'rulebook', 'enable', 60, -501647936080632093, 4, 11, '2026-11-28 23:23:32.200604+00', '2026-11-28 23:23:32.225974+00', NULL, 3, 0, 1, '2026-11-28 23:23:32.301268+00', '{}', '{50,90}', 3, 0, '2026-11-28 23:24:32.301268+00', '', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (3, 77, 1002, 'active', 'finish-line-150', 'double', 'rulebook', 'enable', 86400, -5876089579184956833, 4, 11, '2026-11-28 23:23:31.875698+00', '2026-11-28 23:23:31.919342+00', NULL, 3, 72, 1, '2026-11-28 23:23:31.989846+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:23:31.989846+00', 'AAAAAABBCCDDDDEEEEEEEEEEFFGGGHHIIIIIIIJLLLLMMNNNNOOOOOPRRRRRRSSSTTTUVVWZ', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (1, 77, 1000, 'active', 'classic', 'double', 'rulebook', 'enable', 86400, 2764202196987905692, 4, 11, '2026-11-28 23:23:31.52708+00', '2026-11-28 23:23:31.599103+00', NULL, 4, 64, 2, '2026-11-28 23:23:31.785371+00', '{}', '{50,90}', 3, 0, NULL, 'AAAAAAABBCCDDEEEEEEEFFGGHHIIIIIIIJKLLLLMNNNNOOOOQRRRRSTTUUUVVY??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (7, 77, 1006, 'active', 'blanks-blockers', 'double', 'rulebook', 'enable', 86400, -7395404537306302881, 4, 11, '2026-11-28 23:23:32.460659+00', '2026-11-28 23:23:32.515088+00', NULL, 4, 61, 2, '2026-11-28 23:23:32.936898+00', '{}', '{50,90}', 3, 0, NULL, 'AAAAAAADDDEEEEEEFGHIIIIIIKLLLLMNNNOOOOOOPRRSSSSTTTTTUUVWWYYZ?', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (2, 77, 1001, 'active', 'nine-tile', 'double', 'rulebook', 'enable', 86400, 6645756165736245480, 4, 11, '2026-11-28 23:23:31.802172+00', '2026-11-28 23:23:31.824617+00', NULL, 3, 64, 1, '2026-11-28 23:23:31.865373+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:23:31.865373+00', 'AAAAAABBCDDEEEEEEFFGGHIIIIIIJLLLMMNNNOOOOOPQRRSSSSTTTTUUUVVWWY??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (4, 77, 1003, 'active', 'finish-line', 'double', 'rulebook', 'enable', 86400, -3702758449996957096, 4, 11, '2026-11-28 23:23:31.997964+00', '2026-11-28 23:23:32.034841+00', NULL, 4, 63, 2, '2026-11-28 23:23:32.184805+00', '{}', '{50,90}', 3, 0, NULL, 'AAABBCDDEEEEEEEFFGHIIIIIJLLMMNNNNNOOOOOOPPQRRRRRSSSTTTUUVVWXZ??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (6, 77, 1005, 'active', 'surprise:1b@A1,2b@K1,3b@A11,4b@K11', 'double', 'rulebook', 'enable', 86400, -5085390862392320371, 4, 11, '2026-11-28 23:23:32.30588+00', '2026-11-28 23:23:32.32267+00', NULL, 3, 70, 1, '2026-11-28 23:23:32.36679+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:23:32.36679+00', 'AAAAAAABCCDDEEEEEEEEGGGHIIIIIIIJKLLLMMNNNNNNOOOPPQRRRRSSTTTTTUUUVWYYZ?', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (10, 77, 1009, 'active', 'free-for-all', 'double', 'rulebook', 'enable', 86400, 1377458523088776455, 4, 11, '2026-11-28 23:23:33.195772+00', '2026-11-28 23:23:33.247301+00', NULL, 4, 54, 2, '2026-11-28 23:23:33.676307+00', '{}', '{50,90}', 3, 0, NULL, 'AAAABCDEEEEEEEFFGGHHIIIIIIJKLLLMNNNOOOOQRRRSTTUUVVWXYZ', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (9, 77, 1008, 'active', 'hyper-race-no-cards', 'double', 'rulebook', 'enable', 86400, -508098141374377025, 2, 11, '2026-11-28 23:23:33.066201+00', '2026-11-28 23:23:33.112776+00', NULL, 3, 70, 0, '2026-11-28 23:23:33.188025+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:23:33.188025+00', 'AAAAAAAABCDDEEEEEEEFFGGHIIIIIIIIIJKLLLLMNNNNOOOOOPQRRRRSSTTTUUUVWWXY??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (8, 77, 1007, 'active', 'hyper-race', 'double', 'rulebook', 'enable', 86400, -8125383853496669176, 2, 11, '2026-11-28 23:23:32.954136+00', '2026-11-28 23:23:32.98303+00', NULL, 3, 68, 0, '2026-11-28 23:23:33.047154+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:23:33.047154+00', 'AAAAABCDDDEEEEEEEFGGGHHIIIIIIJLLLMNNNNOOOPPQRRSSSSTTTTTUUUUVVWXYYZ??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (11, 77, 3001, 'active', 'classic', 'double', 'tournament', 'enable', 86400, 6802027975184294530, 2, 1, '2026-11-28 23:23:33.812692+00', '2026-11-28 23:23:33.831377+00', NULL, 1, 83, 1, '2026-11-28 23:23:33.858796+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:23:33.858796+00', 'AAAAAAABCCDDDDEEEEEEEEFGGHHIIIIIIIIJKLLLLMMNNNNNNOOOOOOPQRRRRRSSSSTTTTUUUUVVWWYYZ??', true, 0, NULL, NULL, 'english');


--
-- Data for Name: interactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.interactions VALUES (5000001, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:31.52708+00');
INSERT INTO public.interactions VALUES (5000002, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:31.547682+00');
INSERT INTO public.interactions VALUES (5000003, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:23:31.567469+00');
INSERT INTO public.interactions VALUES (5000004, 1, '{"lobby":{"game_id":1,"status":"active","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","U"],["upgrader12","E"],["Computer (medium)","E"]],[["upgrader12","T"],["Computer (medium)","X"]]],"first":"upgrader12","order":["upgrader12","Computer (medium)","upgrader11"],"report":{"game_id":1,"channel_id":1000,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:31.597722+00');
INSERT INTO public.interactions VALUES (5000005, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"PYX at 8H for 30","words":["PYX 30"],"score":30,"total":30,"challenger":null,"unscored":false,"said":{"said":"play","word":"PYX","at":"8H","score":30,"bingo":0}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:23:31.66332+00');
INSERT INTO public.interactions VALUES (5000006, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"WOES at K4 for 25","words":["WOES 14","TO 4","WE 5","IS 2"],"score":25,"total":25,"challenger":null,"unscored":false,"said":{"said":"play","word":"WOES","at":"K4","score":25,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:23:31.713348+00');
INSERT INTO public.interactions VALUES (5000007, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"DAZE at L1 for 42","words":["DAZE 32","WE 10"],"score":42,"total":72,"challenger":null,"unscored":false,"said":{"said":"play","word":"DAZE","at":"L1","score":42,"bingo":0}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":4}', '2026-11-28 23:23:31.783969+00');
INSERT INTO public.interactions VALUES (5000008, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:31.802172+00');
INSERT INTO public.interactions VALUES (5000009, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:31.814112+00');
INSERT INTO public.interactions VALUES (5000010, 2, '{"lobby":{"game_id":2,"status":"active","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","D"],["upgrader12","E"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":2,"channel_id":1001,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:31.823631+00');
INSERT INTO public.interactions VALUES (5000011, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"EXITED at 8C for 44","words":["EXITED 44"],"score":44,"total":44,"challenger":null,"unscored":false,"said":{"said":"play","word":"EXITED","at":"8C","score":44,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:23:31.841001+00');
INSERT INTO public.interactions VALUES (5000012, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"OOTHECAE at C1 for 78 (bingo +50)","words":["OOTHECAE 28"],"score":78,"total":78,"challenger":null,"unscored":false,"said":{"said":"play","word":"OOTHECAE","at":"C1","score":78,"bingo":50}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:23:31.853687+00');
INSERT INTO public.interactions VALUES (5000013, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ORNERY at 1C for 30","words":["ORNERY 30"],"score":30,"total":74,"challenger":null,"unscored":false,"said":{"said":"play","word":"ORNERY","at":"1C","score":30,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:23:31.864557+00');
INSERT INTO public.interactions VALUES (5000014, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:31.875698+00');
INSERT INTO public.interactions VALUES (5000017, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"TUNA at 8E for 8","words":["TUNA 8"],"score":8,"total":8,"challenger":null,"unscored":false,"said":{"said":"play","word":"TUNA","at":"8E","score":8,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:23:31.94403+00');
INSERT INTO public.interactions VALUES (5000018, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"YAUPINg at 7H for 68 (bingo +50)","words":["YAUPINg 13","YA 5"],"score":68,"total":68,"challenger":null,"unscored":false,"said":{"said":"play","word":"YAUPINg","at":"7H","score":68,"bingo":50}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:23:31.962388+00');
INSERT INTO public.interactions VALUES (5000021, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.009909+00');
INSERT INTO public.interactions VALUES (5000024, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"TYEE at 8E for 14","words":["TYEE 14"],"score":14,"total":14,"challenger":null,"unscored":false,"said":{"said":"play","word":"TYEE","at":"8E","score":14,"bingo":0}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:23:32.092793+00');
INSERT INTO public.interactions VALUES (5000026, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"OCAS at 9C for 19","words":["OCAS 7","TA 2","YAYS 10"],"score":19,"total":33,"challenger":null,"unscored":false,"said":{"said":"play","word":"OCAS","at":"9C","score":19,"bingo":0}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":4}', '2026-11-28 23:23:32.183486+00');
INSERT INTO public.interactions VALUES (5000029, 5, '{"lobby":{"game_id":5,"status":"active","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":200,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":200,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","E"],["upgrader12","N"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":5,"channel_id":1004,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795908272},"finished":null,"racks_changed":[11],"version":0}}', '2026-11-28 23:23:32.22505+00');
INSERT INTO public.interactions VALUES (5000030, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"BITTY at 5E for 38","words":["BITTY 38"],"score":38,"total":38,"challenger":null,"unscored":false,"said":{"said":"play","word":"BITTY","at":"5E","score":38,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795908272},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:23:32.250181+00');
INSERT INTO public.interactions VALUES (5000034, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.314034+00');
INSERT INTO public.interactions VALUES (5000040, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.475479+00');
INSERT INTO public.interactions VALUES (5000043, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"VENGE at 8D for 26","words":["VENGE 26"],"score":26,"total":26,"challenger":null,"unscored":false,"said":{"said":"play","word":"VENGE","at":"8D","score":26,"bingo":0}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:23:32.528087+00');
INSERT INTO public.interactions VALUES (5000046, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.954136+00');
INSERT INTO public.interactions VALUES (5000052, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:33.066201+00');
INSERT INTO public.interactions VALUES (5000057, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"ObVERT at K5; a comet''s boost: a yellow blank","words":["ObVERT","TO"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"ObVERT"}],["at",{"text":"K5"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:23:33.187229+00');
INSERT INTO public.interactions VALUES (5000015, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:31.90142+00');
INSERT INTO public.interactions VALUES (5000019, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"AYE at 9G for 20","words":["AYE 8","NA 3","YAY 9"],"score":20,"total":28,"challenger":null,"unscored":false,"said":{"said":"play","word":"AYE","at":"9G","score":20,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:23:31.988643+00');
INSERT INTO public.interactions VALUES (5000022, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:23:32.025912+00');
INSERT INTO public.interactions VALUES (5000025, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"YEN at 6F for 40","words":["YEN 14","YAY 17","EWE 6","NAE 3"],"score":40,"total":40,"challenger":null,"unscored":false,"said":{"said":"play","word":"YEN","at":"6F","score":40,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:23:32.155624+00');
INSERT INTO public.interactions VALUES (5000028, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.214149+00');
INSERT INTO public.interactions VALUES (5000032, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"HURRAY at 2D for 44","words":["HURRAY 44"],"score":44,"total":82,"challenger":null,"unscored":false,"said":{"said":"play","word":"HURRAY","at":"2D","score":44,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795908272},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:23:32.300172+00');
INSERT INTO public.interactions VALUES (5000035, 6, '{"lobby":{"game_id":6,"status":"active","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","?"],["upgrader12","I"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":6,"channel_id":1005,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:32.321917+00');
INSERT INTO public.interactions VALUES (5000037, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"ADIOS at E3 for 24","words":["ADIOS 24"],"score":24,"total":24,"challenger":null,"unscored":false,"said":{"said":"play","word":"ADIOS","at":"E3","score":24,"bingo":0}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:23:32.352765+00');
INSERT INTO public.interactions VALUES (5000039, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.460659+00');
INSERT INTO public.interactions VALUES (5000042, 7, '{"lobby":{"game_id":7,"status":"active","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","E"],["upgrader12","B"],["Computer (medium)","V"]]],"first":"upgrader12","order":["upgrader12","Computer (medium)","upgrader11"],"report":{"game_id":7,"channel_id":1006,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:32.514244+00');
INSERT INTO public.interactions VALUES (5000045, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"AXE at G12 for 42","words":["AXE 18","MA 4","EX 17","DE 3"],"score":42,"total":68,"challenger":null,"unscored":false,"said":{"said":"play","word":"AXE","at":"G12","score":42,"bingo":0}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":4}', '2026-11-28 23:23:32.936003+00');
INSERT INTO public.interactions VALUES (5000049, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"OORIE at J1; a comet''s boost: a yellow blank","words":["OORIE"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"OORIE"}],["at",{"text":"J1"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:23:33.01045+00');
INSERT INTO public.interactions VALUES (5000016, 3, '{"lobby":{"game_id":3,"status":"active","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","E"],["upgrader12","M"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":3,"channel_id":1002,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994611},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:31.918175+00');
INSERT INTO public.interactions VALUES (5000020, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:31.997964+00');
INSERT INTO public.interactions VALUES (5000023, 4, '{"lobby":{"game_id":4,"status":"active","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","S"],["upgrader12","?"],["Computer (medium)","H"]]],"first":"upgrader12","order":["upgrader12","Computer (medium)","upgrader11"],"report":{"game_id":4,"channel_id":1003,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:32.034064+00');
INSERT INTO public.interactions VALUES (5000027, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.200604+00');
INSERT INTO public.interactions VALUES (5000031, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"TYPEY at I1 for 48","words":["TYPEY 48"],"score":48,"total":48,"challenger":null,"unscored":false,"said":{"said":"play","word":"TYPEY","at":"I1","score":48,"bingo":0}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795908272},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:23:32.263078+00');
INSERT INTO public.interactions VALUES (5000033, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.30588+00');
INSERT INTO public.interactions VALUES (5000036, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"AWASH at 3C for 30","words":["AWASH 30"],"score":30,"total":30,"challenger":null,"unscored":false,"said":{"said":"play","word":"AWASH","at":"3C","score":30,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:23:32.340349+00');
INSERT INTO public.interactions VALUES (5000038, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"FEATUrED at C1 for 62 (bingo +50)","words":["FEATUrED 12"],"score":62,"total":92,"challenger":null,"unscored":false,"said":{"said":"play","word":"FEATUrED","at":"C1","score":62,"bingo":50}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:23:32.36581+00');
INSERT INTO public.interactions VALUES (5000041, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:23:32.494099+00');
INSERT INTO public.interactions VALUES (5000044, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"QAT at C7 for 33","words":["QAT 23","AVENGE 10"],"score":33,"total":33,"challenger":null,"unscored":false,"said":{"said":"play","word":"QAT","at":"C7","score":33,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:23:32.598017+00');
INSERT INTO public.interactions VALUES (5000047, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:32.974328+00');
INSERT INTO public.interactions VALUES (5000048, 8, '{"lobby":{"game_id":8,"status":"active","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","X"],["upgrader12","T"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":8,"channel_id":1007,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994612},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:32.982202+00');
INSERT INTO public.interactions VALUES (5000050, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"WEENIE at B1; a comet''s boost: a yellow blank","words":["WEENIE"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"WEENIE"}],["at",{"text":"B1"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:23:33.026032+00');
INSERT INTO public.interactions VALUES (5000051, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"ADuMBRAL at I5; a flying saucer! Card: \"A friendly alien waves and hands you a spare part: take a yellow blank.\"","words":["ADuMBRAL","AE"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"ADuMBRAL"}],["at",{"text":"I5"}],["extras",{"parts":[{"key":"turn-saucer","values":[["card",{"said":{"key":"card-friendly-alien","values":[]}}]]}]}]]}}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:23:33.045799+00');
INSERT INTO public.interactions VALUES (5000060, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:23:33.225425+00');
INSERT INTO public.interactions VALUES (5000063, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"placed D6=E E7=G F8=A H10=S for 38","words":["IMPRESSED 14 (D4 E5 F6 G7 H8 I9 H10 G10 G11)","PROWESS 12 (F6 G7 G8 G9 H8 I9 H10)","SEWERAGE 12 (H10 G10 G9 H8 G7 F8 E7 D6)"],"score":38,"total":38,"challenger":null,"unscored":false,"said":{"said":"worded","wording":{"key":"turn-placed","values":[["tiles",{"text":"D6=E E7=G F8=A H10=S"}],["score",{"number":38}],["extras",{"parts":[]}]]}}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:23:33.462335+00');
INSERT INTO public.interactions VALUES (5000066, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21]]}', '2026-11-28 23:23:33.698253+00');
INSERT INTO public.interactions VALUES (5000070, NULL, '{"id":1,"name":"Upgrade Open","state":"running","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:23:33.757826+00');
INSERT INTO public.interactions VALUES (5000053, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:33.094401+00');
INSERT INTO public.interactions VALUES (5000058, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:33.195772+00');
INSERT INTO public.interactions VALUES (5000064, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"placed J4=C J5=I J6=T J7=E J8=h J9=T J11=B for 85 (bingo +50)","words":["NARROWEST 12 (G4 G5 G6 G7 G8 G9 H8 I9 J9)","PROWEST 12 (F6 G7 G8 G9 H8 I9 J9)","BAThETIC 11 (J11 J10 J9 J8 J7 J6 J5 J4)"],"score":85,"total":160,"challenger":null,"unscored":false,"said":{"said":"worded","wording":{"key":"turn-placed","values":[["tiles",{"text":"J4=C J5=I J6=T J7=E J8=h J9=T J11=B"}],["score",{"number":85}],["extras",{"parts":[{"key":"turn-bingo","values":[["points",{"number":50}]]}]}]]}}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":4}', '2026-11-28 23:23:33.674597+00');
INSERT INTO public.interactions VALUES (5000068, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23]]}', '2026-11-28 23:23:33.726834+00');
INSERT INTO public.interactions VALUES (5000071, 11, '{"game_id":11,"channel_id":3001,"events":[{"seat":0,"player":"upgrader21","user_id":21,"kind":"play","text":"PEA at 8F for 10","words":["PEA 10"],"score":10,"total":10,"challenger":null,"unscored":false,"said":{"said":"play","word":"PEA","at":"8F","score":10,"bingo":0}}],"next":{"seat":1,"player":"upgrader22","user_id":22,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[21],"version":1}', '2026-11-28 23:23:33.857815+00');
INSERT INTO public.interactions VALUES (5000054, 9, '{"lobby":{"game_id":9,"status":"active","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","O"],["upgrader12","E"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":9,"channel_id":1008,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:33.110234+00');
INSERT INTO public.interactions VALUES (5000055, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"UNMET at J1; a comet''s boost: a yellow blank","words":["UNMET"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"UNMET"}],["at",{"text":"J1"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:23:33.144866+00');
INSERT INTO public.interactions VALUES (5000056, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"SHEENY at B1; a comet''s boost: a yellow blank","words":["SHEENY"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"SHEENY"}],["at",{"text":"B1"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:23:33.162526+00');
INSERT INTO public.interactions VALUES (5000059, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:23:33.222113+00');
INSERT INTO public.interactions VALUES (5000065, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[]}', '2026-11-28 23:23:33.682749+00');
INSERT INTO public.interactions VALUES (5000069, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:23:33.745646+00');
INSERT INTO public.interactions VALUES (5000061, 10, '{"lobby":{"game_id":10,"status":"active","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","R"],["upgrader12","A"],["Computer (medium)","A"]],[["upgrader12","O"],["Computer (medium)","O"]],[["upgrader12","?"],["Computer (medium)","C"]]],"first":"upgrader12","order":["upgrader12","Computer (medium)","upgrader11"],"report":{"game_id":10,"channel_id":1009,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795994613},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:23:33.246165+00');
INSERT INTO public.interactions VALUES (5000062, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"placed D4=I E5=M F6=P G7=R H8=E I9=S J10=A for 75 (bingo +50)","words":["IMPRESA 11 (D4 E5 F6 G7 H8 I9 J10)","IMP 7 (D4 E5 F6)","PRESA 7 (F6 G7 H8 I9 J10)"],"score":75,"total":75,"challenger":null,"unscored":false,"said":{"said":"worded","wording":{"key":"turn-placed","values":[["tiles",{"text":"D4=I E5=M F6=P G7=R H8=E I9=S J10=A"}],["score",{"number":75}],["extras",{"parts":[{"key":"turn-bingo","values":[["points",{"number":50}]]}]}]]}}}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:23:33.313734+00');
INSERT INTO public.interactions VALUES (5000067, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22]]}', '2026-11-28 23:23:33.708133+00');


--
-- Data for Name: jobs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.jobs VALUES (62, 'timeout', 6, 1, 3, '2026-11-29 23:23:32.36679+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (4, 'computer', 1, 2, 1, '2026-11-28 23:23:31.665395+00', '{}', 0, NULL, '2026-11-28 23:23:31.673965+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (63, 'reminder', 6, 1, 3, '2026-11-29 11:23:32.36679+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (11, 'computer', 1, 1, 3, '2026-11-28 23:23:31.715357+00', '{}', 0, NULL, '2026-11-28 23:23:31.769699+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (12, 'computer', 1, 2, 4, '2026-11-28 23:23:31.785371+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (22, 'timeout', 2, 1, 3, '2026-11-29 23:23:31.865373+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (23, 'reminder', 2, 1, 3, '2026-11-29 11:23:31.865373+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (24, 'reminder', 2, 1, 3, '2026-11-29 20:59:31.865373+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (34, 'timeout', 3, 1, 3, '2026-11-29 23:23:31.989846+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (35, 'reminder', 3, 1, 3, '2026-11-29 11:23:31.989846+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (36, 'reminder', 3, 1, 3, '2026-11-29 20:59:31.989846+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (64, 'reminder', 6, 1, 3, '2026-11-29 20:59:32.36679+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (40, 'computer', 4, 2, 1, '2026-11-28 23:23:32.094197+00', '{}', 0, NULL, '2026-11-28 23:23:32.101846+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (47, 'computer', 4, 1, 3, '2026-11-28 23:23:32.156419+00', '{}', 0, NULL, '2026-11-28 23:23:32.169929+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (48, 'computer', 4, 2, 4, '2026-11-28 23:23:32.184805+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (52, 'timeout', 5, 1, 3, '2026-11-28 23:24:32.301268+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (68, 'computer', 7, 2, 1, '2026-11-28 23:23:32.528874+00', '{}', 0, NULL, '2026-11-28 23:23:32.541826+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (75, 'computer', 7, 1, 3, '2026-11-28 23:23:32.607316+00', '{}', 0, NULL, '2026-11-28 23:23:32.655784+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (76, 'computer', 7, 2, 4, '2026-11-28 23:23:32.936898+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (86, 'timeout', 8, 0, 3, '2026-11-29 23:23:33.047154+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (87, 'reminder', 8, 0, 3, '2026-11-29 11:23:33.047154+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (88, 'reminder', 8, 0, 3, '2026-11-29 20:59:33.047154+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (98, 'timeout', 9, 0, 3, '2026-11-29 23:23:33.188025+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (99, 'reminder', 9, 0, 3, '2026-11-29 11:23:33.188025+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (100, 'reminder', 9, 0, 3, '2026-11-29 20:59:33.188025+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (104, 'computer', 10, 2, 1, '2026-11-28 23:23:33.324287+00', '{}', 0, NULL, '2026-11-28 23:23:33.361932+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (111, 'computer', 10, 1, 3, '2026-11-28 23:23:33.46594+00', '{}', 0, NULL, '2026-11-28 23:23:33.480737+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (112, 'computer', 10, 2, 4, '2026-11-28 23:23:33.676307+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (116, 'timeout', 11, 1, 1, '2026-11-29 23:23:33.858796+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (117, 'reminder', 11, 1, 1, '2026-11-29 11:23:33.858796+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (118, 'reminder', 11, 1, 1, '2026-11-29 20:59:33.858796+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);


--
-- Data for Name: league_entries; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: league_seasons; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: leagues; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: moves; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.moves VALUES (1, 0, 1, 'play', 'play 1 across H8=P I8=Y J8=X', 'upgrader12: PYX at 8H for 30', 30, 5000005, '2026-11-28 23:23:31.66332+00');
INSERT INTO public.moves VALUES (1, 1, 2, 'play', 'play 2 down J5=T J6=W J7=I J9=T', 'Computer (medium): TWIXT at J5 for 23', 23, NULL, '2026-11-28 23:23:31.695508+00');
INSERT INTO public.moves VALUES (1, 2, 0, 'play', 'play 0 down K4=W K5=O K6=E K7=S', 'upgrader11: WOES at K4 for 25', 25, 5000006, '2026-11-28 23:23:31.713348+00');
INSERT INTO public.moves VALUES (1, 3, 1, 'play', 'play 1 down L1=D L2=A L3=Z L4=E', 'upgrader12: DAZE at L1 for 42', 42, 5000007, '2026-11-28 23:23:31.783969+00');
INSERT INTO public.moves VALUES (2, 0, 0, 'play', 'play 0 across C8=E D8=X E8=I F8=T G8=E H8=D', 'upgrader11: EXITED at 8C for 44', 44, 5000011, '2026-11-28 23:23:31.841001+00');
INSERT INTO public.moves VALUES (2, 1, 1, 'play', 'play 1 down C1=O C2=O C3=T C4=H C5=E C6=C C7=A', 'upgrader12: OOTHECAE at C1 for 78 (bingo +50)', 78, 5000012, '2026-11-28 23:23:31.853687+00');
INSERT INTO public.moves VALUES (2, 2, 0, 'play', 'play 0 across D1=R E1=N F1=E G1=R H1=Y', 'upgrader11: ORNERY at 1C for 30', 30, 5000013, '2026-11-28 23:23:31.864557+00');
INSERT INTO public.moves VALUES (3, 0, 0, 'play', 'play 0 across E8=T F8=U G8=N H8=A', 'upgrader11: TUNA at 8E for 8', 8, 5000017, '2026-11-28 23:23:31.94403+00');
INSERT INTO public.moves VALUES (3, 1, 1, 'play', 'play 1 across H7=Y I7=A J7=U K7=P L7=I M7=N N7=g', 'upgrader12: YAUPINg at 7H for 68 (bingo +50)', 68, 5000018, '2026-11-28 23:23:31.962388+00');
INSERT INTO public.moves VALUES (3, 2, 0, 'play', 'play 0 across G9=A H9=Y I9=E', 'upgrader11: AYE at 9G for 20', 20, 5000019, '2026-11-28 23:23:31.988643+00');
INSERT INTO public.moves VALUES (4, 0, 1, 'play', 'play 1 across E8=T F8=Y G8=E H8=E', 'upgrader12: TYEE at 8E for 14', 14, 5000024, '2026-11-28 23:23:32.092793+00');
INSERT INTO public.moves VALUES (4, 1, 2, 'play', 'play 2 across F7=A G7=W H7=A I7=R J7=E', 'Computer (medium): AWARE at 7F for 29', 29, NULL, '2026-11-28 23:23:32.138913+00');
INSERT INTO public.moves VALUES (4, 2, 0, 'play', 'play 0 across F6=Y G6=E H6=N', 'upgrader11: YEN at 6F for 40', 40, 5000025, '2026-11-28 23:23:32.155624+00');
INSERT INTO public.moves VALUES (4, 3, 1, 'play', 'play 1 across C9=O D9=C E9=A F9=S', 'upgrader12: OCAS at 9C for 19', 19, 5000026, '2026-11-28 23:23:32.183486+00');
INSERT INTO public.moves VALUES (5, 0, 0, 'play', 'play 0 across E5=B F5=I G5=T H5=T I5=Y', 'upgrader11: BITTY at 5E for 38', 38, 5000030, '2026-11-28 23:23:32.250181+00');
INSERT INTO public.moves VALUES (5, 1, 1, 'play', 'play 1 down I1=T I2=Y I3=P I4=E', 'upgrader12: TYPEY at I1 for 48', 48, 5000031, '2026-11-28 23:23:32.263078+00');
INSERT INTO public.moves VALUES (5, 2, 0, 'play', 'play 0 across D2=H E2=U F2=R G2=R H2=A', 'upgrader11: HURRAY at 2D for 44', 44, 5000032, '2026-11-28 23:23:32.300172+00');
INSERT INTO public.moves VALUES (6, 0, 0, 'play', 'play 0 across C3=A D3=W E3=A F3=S G3=H', 'upgrader11: AWASH at 3C for 30', 30, 5000036, '2026-11-28 23:23:32.340349+00');
INSERT INTO public.moves VALUES (6, 1, 1, 'play', 'play 1 down E4=D E5=I E6=O E7=S', 'upgrader12: ADIOS at E3 for 24', 24, 5000037, '2026-11-28 23:23:32.352765+00');
INSERT INTO public.moves VALUES (6, 2, 0, 'play', 'play 0 down C1=F C2=E C4=T C5=U C6=r C7=E C8=D', 'upgrader11: FEATUrED at C1 for 62 (bingo +50)', 62, 5000038, '2026-11-28 23:23:32.36581+00');
INSERT INTO public.moves VALUES (7, 0, 1, 'play', 'play 1 across D8=V E8=E F8=N G8=G H8=E', 'upgrader12: VENGE at 8D for 26', 26, 5000043, '2026-11-28 23:23:32.528087+00');
INSERT INTO public.moves VALUES (7, 1, 2, 'play', 'play 2 down F7=U F9=F F10=O F11=r F12=M F13=E F14=D', 'Computer (medium): UNFOrMED at F7 for 69 (bingo +50)', 69, NULL, '2026-11-28 23:23:32.559926+00');
INSERT INTO public.moves VALUES (7, 2, 0, 'play', 'play 0 down C7=Q C8=A C9=T', 'upgrader11: QAT at C7 for 33', 33, 5000044, '2026-11-28 23:23:32.598017+00');
INSERT INTO public.moves VALUES (7, 3, 1, 'play', 'play 1 down G12=A G13=X G14=E', 'upgrader12: AXE at G12 for 42', 42, 5000045, '2026-11-28 23:23:32.936003+00');
INSERT INTO public.moves VALUES (8, 0, 1, 'play', 'play 1 down J1=O J2=O J3=R J4=I J5=E', 'upgrader12: OORIE at J1; a comet''s boost: a yellow blank', 0, 5000049, '2026-11-28 23:23:33.01045+00');
INSERT INTO public.moves VALUES (8, 1, 0, 'play', 'play 0 down B1=W B2=E B3=E B4=N B5=I B6=E', 'upgrader11: WEENIE at B1; a comet''s boost: a yellow blank', 0, 5000050, '2026-11-28 23:23:33.026032+00');
INSERT INTO public.moves VALUES (8, 2, 1, 'play', 'play 1 down I5=A I6=D I7=u I8=M I9=B I10=R I11=A I12=L', 'upgrader12: ADuMBRAL at I5; a flying saucer! Card: "A friendly alien waves and hands you a spare part: take a yellow blank."', 0, 5000051, '2026-11-28 23:23:33.045799+00');
INSERT INTO public.moves VALUES (9, 0, 1, 'play', 'play 1 down J1=U J2=N J3=M J4=E J5=T', 'upgrader12: UNMET at J1; a comet''s boost: a yellow blank', 0, 5000055, '2026-11-28 23:23:33.144866+00');
INSERT INTO public.moves VALUES (9, 1, 0, 'play', 'play 0 down B1=S B2=H B3=E B4=E B5=N B6=Y', 'upgrader11: SHEENY at B1; a comet''s boost: a yellow blank', 0, 5000056, '2026-11-28 23:23:33.162526+00');
INSERT INTO public.moves VALUES (9, 2, 1, 'play', 'play 1 down K5=O K6=b K7=V K8=E K9=R K10=T', 'upgrader12: ObVERT at K5; a comet''s boost: a yellow blank', 0, 5000057, '2026-11-28 23:23:33.187229+00');
INSERT INTO public.moves VALUES (10, 0, 1, 'play', 'words 1 D4=I E5=M F6=P G7=R H8=E I9=S J10=A : IMPRESA IMP PRESA', 'upgrader12: placed D4=I E5=M F6=P G7=R H8=E I9=S J10=A for 75 (bingo +50)', 75, 5000062, '2026-11-28 23:23:33.313734+00');
INSERT INTO public.moves VALUES (10, 1, 2, 'play', 'words 2 G4=N G5=A G6=R G8=O G9=W G10=E G11=D : NARROWED ARROWED NARROW', 'Computer (medium): placed G4=N G5=A G6=R G8=O G9=W G10=E G11=D for 82 (bingo +50)', 82, NULL, '2026-11-28 23:23:33.429736+00');
INSERT INTO public.moves VALUES (10, 2, 0, 'play', 'words 0 D6=E E7=G F8=A H10=S : IMPRESSED PROWESS SEWERAGE', 'upgrader11: placed D6=E E7=G F8=A H10=S for 38', 38, 5000063, '2026-11-28 23:23:33.462335+00');
INSERT INTO public.moves VALUES (10, 3, 1, 'play', 'words 1 J4=C J5=I J6=T J7=E J8=h J9=T J11=B : NARROWEST PROWEST BATHETIC', 'upgrader12: placed J4=C J5=I J6=T J7=E J8=h J9=T J11=B for 85 (bingo +50)', 85, 5000064, '2026-11-28 23:23:33.674597+00');
INSERT INTO public.moves VALUES (11, 0, 0, 'play', 'play 0 across F8=P G8=E H8=A', 'upgrader21: PEA at 8F for 10', 10, 5000071, '2026-11-28 23:23:33.857815+00');


--
-- Data for Name: outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.outbox VALUES (1, 1, 1000, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.52708+00', '2026-11-28 23:23:31.52708+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.52708+00', NULL, false);
INSERT INTO public.outbox VALUES (2, 1, 1000, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.547682+00', '2026-11-28 23:23:31.547682+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.547682+00', NULL, false);
INSERT INTO public.outbox VALUES (3, 1, 1000, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.567469+00', '2026-11-28 23:23:31.567469+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.567469+00', NULL, false);
INSERT INTO public.outbox VALUES (4, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994611, "final_challenge": false}, "events": [], "game_id": 1, "version": 0, "finished": null, "channel_id": 1000, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "Computer (medium)", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "U"], ["upgrader12", "E"], ["Computer (medium)", "E"]], [["upgrader12", "T"], ["Computer (medium)", "X"]]]}}', '2026-11-28 23:23:31.597722+00', '2026-11-28 23:23:31.597722+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.597722+00', NULL, false);
INSERT INTO public.outbox VALUES (5, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:23:31.597722+00', '2026-11-28 23:23:31.597722+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.597722+00', NULL, false);
INSERT INTO public.outbox VALUES (6, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:23:31.597722+00', '2026-11-28 23:23:31.597722+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.597722+00', NULL, false);
INSERT INTO public.outbox VALUES (7, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8H", "said": "play", "word": "PYX", "bingo": 0, "score": 30}, "seat": 1, "text": "PYX at 8H for 30", "score": 30, "total": 30, "words": ["PYX 30"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 1, "version": 1, "finished": null, "channel_id": 1000, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:31.66332+00', '2026-11-28 23:23:31.66332+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.66332+00', NULL, false);
INSERT INTO public.outbox VALUES (8, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:23:31.66332+00', '2026-11-28 23:23:31.66332+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.66332+00', NULL, false);
INSERT INTO public.outbox VALUES (9, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "J5", "said": "play", "word": "TWIXT", "bingo": 0, "score": 23}, "seat": 2, "text": "TWIXT at J5 for 23", "score": 23, "total": 23, "words": ["TWIXT 23"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 1, "version": 2, "finished": null, "channel_id": 1000, "racks_changed": []}, "headline": null}', '2026-11-28 23:23:31.695508+00', '2026-11-28 23:23:31.695508+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.695508+00', NULL, false);
INSERT INTO public.outbox VALUES (10, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:31.695508+00', '2026-11-28 23:23:31.695508+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.695508+00', NULL, false);
INSERT INTO public.outbox VALUES (11, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "K4", "said": "play", "word": "WOES", "bingo": 0, "score": 25}, "seat": 0, "text": "WOES at K4 for 25", "score": 25, "total": 25, "words": ["WOES 14", "TO 4", "WE 5", "IS 2"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 1, "version": 3, "finished": null, "channel_id": 1000, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:31.713348+00', '2026-11-28 23:23:31.713348+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.713348+00', NULL, false);
INSERT INTO public.outbox VALUES (12, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:23:31.713348+00', '2026-11-28 23:23:31.713348+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.713348+00', NULL, false);
INSERT INTO public.outbox VALUES (13, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:31.713348+00', '2026-11-28 23:23:31.713348+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.713348+00', NULL, false);
INSERT INTO public.outbox VALUES (14, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "L1", "said": "play", "word": "DAZE", "bingo": 0, "score": 42}, "seat": 1, "text": "DAZE at L1 for 42", "score": 42, "total": 72, "words": ["DAZE 32", "WE 10"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 1, "version": 4, "finished": null, "channel_id": 1000, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:31.783969+00', '2026-11-28 23:23:31.783969+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.783969+00', NULL, false);
INSERT INTO public.outbox VALUES (15, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 4, "your_turn": false}', '2026-11-28 23:23:31.783969+00', '2026-11-28 23:23:31.783969+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.783969+00', NULL, false);
INSERT INTO public.outbox VALUES (18, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994611, "final_challenge": false}, "events": [], "game_id": 2, "version": 0, "finished": null, "channel_id": 1001, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "D"], ["upgrader12", "E"]]]}}', '2026-11-28 23:23:31.823631+00', '2026-11-28 23:23:31.823631+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.823631+00', NULL, false);
INSERT INTO public.outbox VALUES (19, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:23:31.823631+00', '2026-11-28 23:23:31.823631+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.823631+00', NULL, false);
INSERT INTO public.outbox VALUES (20, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:23:31.823631+00', '2026-11-28 23:23:31.823631+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.823631+00', NULL, false);
INSERT INTO public.outbox VALUES (24, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "C1", "said": "play", "word": "OOTHECAE", "bingo": 50, "score": 78}, "seat": 1, "text": "OOTHECAE at C1 for 78 (bingo +50)", "score": 78, "total": 78, "words": ["OOTHECAE 28"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 2, "version": 2, "finished": null, "channel_id": 1001, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:31.853687+00', '2026-11-28 23:23:31.853687+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.853687+00', NULL, false);
INSERT INTO public.outbox VALUES (25, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:23:31.853687+00', '2026-11-28 23:23:31.853687+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.853687+00', NULL, false);
INSERT INTO public.outbox VALUES (26, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:31.853687+00', '2026-11-28 23:23:31.853687+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.853687+00', NULL, false);
INSERT INTO public.outbox VALUES (31, 3, 1002, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.90142+00', '2026-11-28 23:23:31.90142+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.90142+00', NULL, false);
INSERT INTO public.outbox VALUES (41, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "9G", "said": "play", "word": "AYE", "bingo": 0, "score": 20}, "seat": 0, "text": "AYE at 9G for 20", "score": 20, "total": 28, "words": ["AYE 8", "NA 3", "YAY 9"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 3, "version": 3, "finished": null, "channel_id": 1002, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:31.988643+00', '2026-11-28 23:23:31.988643+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.988643+00', NULL, false);
INSERT INTO public.outbox VALUES (42, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:23:31.988643+00', '2026-11-28 23:23:31.988643+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.988643+00', NULL, false);
INSERT INTO public.outbox VALUES (43, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:31.988643+00', '2026-11-28 23:23:31.988643+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.988643+00', NULL, false);
INSERT INTO public.outbox VALUES (46, 4, 1003, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.025912+00', '2026-11-28 23:23:32.025912+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.025912+00', NULL, false);
INSERT INTO public.outbox VALUES (54, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994612, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "6F", "said": "play", "word": "YEN", "bingo": 0, "score": 40}, "seat": 0, "text": "YEN at 6F for 40", "score": 40, "total": 40, "words": ["YEN 14", "YAY 17", "EWE 6", "NAE 3"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 4, "version": 3, "finished": null, "channel_id": 1003, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:32.155624+00', '2026-11-28 23:23:32.155624+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.155624+00', NULL, false);
INSERT INTO public.outbox VALUES (55, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:23:32.155624+00', '2026-11-28 23:23:32.155624+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.155624+00', NULL, false);
INSERT INTO public.outbox VALUES (56, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:32.155624+00', '2026-11-28 23:23:32.155624+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.155624+00', NULL, false);
INSERT INTO public.outbox VALUES (60, 5, 1004, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 60}}}', '2026-11-28 23:23:32.214149+00', '2026-11-28 23:23:32.214149+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.214149+00', NULL, false);
INSERT INTO public.outbox VALUES (16, 2, 1001, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.802172+00', '2026-11-28 23:23:31.802172+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.802172+00', NULL, false);
INSERT INTO public.outbox VALUES (17, 2, 1001, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.814112+00', '2026-11-28 23:23:31.814112+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.814112+00', NULL, false);
INSERT INTO public.outbox VALUES (21, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8C", "said": "play", "word": "EXITED", "bingo": 0, "score": 44}, "seat": 0, "text": "EXITED at 8C for 44", "score": 44, "total": 44, "words": ["EXITED 44"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 2, "version": 1, "finished": null, "channel_id": 1001, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:31.841001+00', '2026-11-28 23:23:31.841001+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.841001+00', NULL, false);
INSERT INTO public.outbox VALUES (22, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:23:31.841001+00', '2026-11-28 23:23:31.841001+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.841001+00', NULL, false);
INSERT INTO public.outbox VALUES (23, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:23:31.841001+00', '2026-11-28 23:23:31.841001+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.841001+00', NULL, false);
INSERT INTO public.outbox VALUES (27, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "1C", "said": "play", "word": "ORNERY", "bingo": 0, "score": 30}, "seat": 0, "text": "ORNERY at 1C for 30", "score": 30, "total": 74, "words": ["ORNERY 30"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 2, "version": 3, "finished": null, "channel_id": 1001, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:31.864557+00', '2026-11-28 23:23:31.864557+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.864557+00', NULL, false);
INSERT INTO public.outbox VALUES (28, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:23:31.864557+00', '2026-11-28 23:23:31.864557+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.864557+00', NULL, false);
INSERT INTO public.outbox VALUES (29, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:31.864557+00', '2026-11-28 23:23:31.864557+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.864557+00', NULL, false);
INSERT INTO public.outbox VALUES (30, 3, 1002, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.875698+00', '2026-11-28 23:23:31.875698+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.875698+00', NULL, false);
INSERT INTO public.outbox VALUES (32, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994611, "final_challenge": false}, "events": [], "game_id": 3, "version": 0, "finished": null, "channel_id": 1002, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "E"], ["upgrader12", "M"]]]}}', '2026-11-28 23:23:31.918175+00', '2026-11-28 23:23:31.918175+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.918175+00', NULL, false);
INSERT INTO public.outbox VALUES (33, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:23:31.918175+00', '2026-11-28 23:23:31.918175+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.918175+00', NULL, false);
INSERT INTO public.outbox VALUES (34, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:23:31.918175+00', '2026-11-28 23:23:31.918175+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.918175+00', NULL, false);
INSERT INTO public.outbox VALUES (35, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8E", "said": "play", "word": "TUNA", "bingo": 0, "score": 8}, "seat": 0, "text": "TUNA at 8E for 8", "score": 8, "total": 8, "words": ["TUNA 8"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 3, "version": 1, "finished": null, "channel_id": 1002, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:31.94403+00', '2026-11-28 23:23:31.94403+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.94403+00', NULL, false);
INSERT INTO public.outbox VALUES (36, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:23:31.94403+00', '2026-11-28 23:23:31.94403+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.94403+00', NULL, false);
INSERT INTO public.outbox VALUES (37, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:23:31.94403+00', '2026-11-28 23:23:31.94403+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.94403+00', NULL, false);
INSERT INTO public.outbox VALUES (38, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994611, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "7H", "said": "play", "word": "YAUPINg", "bingo": 50, "score": 68}, "seat": 1, "text": "YAUPINg at 7H for 68 (bingo +50)", "score": 68, "total": 68, "words": ["YAUPINg 13", "YA 5"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 3, "version": 2, "finished": null, "channel_id": 1002, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:31.962388+00', '2026-11-28 23:23:31.962388+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.962388+00', NULL, false);
INSERT INTO public.outbox VALUES (39, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:23:31.962388+00', '2026-11-28 23:23:31.962388+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.962388+00', NULL, false);
INSERT INTO public.outbox VALUES (40, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:31.962388+00', '2026-11-28 23:23:31.962388+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.962388+00', NULL, false);
INSERT INTO public.outbox VALUES (45, 4, 1003, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.009909+00', '2026-11-28 23:23:32.009909+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.009909+00', NULL, false);
INSERT INTO public.outbox VALUES (50, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8E", "said": "play", "word": "TYEE", "bingo": 0, "score": 14}, "seat": 1, "text": "TYEE at 8E for 14", "score": 14, "total": 14, "words": ["TYEE 14"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 4, "version": 1, "finished": null, "channel_id": 1003, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:32.092793+00', '2026-11-28 23:23:32.092793+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.092793+00', NULL, false);
INSERT INTO public.outbox VALUES (51, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:23:32.092793+00', '2026-11-28 23:23:32.092793+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.092793+00', NULL, false);
INSERT INTO public.outbox VALUES (52, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994612, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "7F", "said": "play", "word": "AWARE", "bingo": 0, "score": 29}, "seat": 2, "text": "AWARE at 7F for 29", "score": 29, "total": 29, "words": ["AWARE 13", "AY 5", "WE 9", "AE 2"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 4, "version": 2, "finished": null, "channel_id": 1003, "racks_changed": []}, "headline": null}', '2026-11-28 23:23:32.138913+00', '2026-11-28 23:23:32.138913+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.138913+00', NULL, false);
INSERT INTO public.outbox VALUES (53, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:32.138913+00', '2026-11-28 23:23:32.138913+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.138913+00', NULL, false);
INSERT INTO public.outbox VALUES (57, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "9C", "said": "play", "word": "OCAS", "bingo": 0, "score": 19}, "seat": 1, "text": "OCAS at 9C for 19", "score": 19, "total": 33, "words": ["OCAS 7", "TA 2", "YAYS 10"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 4, "version": 4, "finished": null, "channel_id": 1003, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:32.183486+00', '2026-11-28 23:23:32.183486+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.183486+00', NULL, false);
INSERT INTO public.outbox VALUES (58, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 4, "your_turn": false}', '2026-11-28 23:23:32.183486+00', '2026-11-28 23:23:32.183486+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.183486+00', NULL, false);
INSERT INTO public.outbox VALUES (61, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795908272, "final_challenge": false}, "events": [], "game_id": 5, "version": 0, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "draw-won-roll", "draw_title": "draw-title-roll", "draw_rounds": [[["upgrader11", "E"], ["upgrader12", "N"]]]}}', '2026-11-28 23:23:32.22505+00', '2026-11-28 23:23:32.22505+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.22505+00', NULL, false);
INSERT INTO public.outbox VALUES (62, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:23:32.22505+00', '2026-11-28 23:23:32.22505+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.22505+00', NULL, false);
INSERT INTO public.outbox VALUES (63, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795908272, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "5E", "said": "play", "word": "BITTY", "bingo": 0, "score": 38}, "seat": 0, "text": "BITTY at 5E for 38", "score": 38, "total": 38, "words": ["BITTY 38"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 5, "version": 1, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:32.250181+00', '2026-11-28 23:23:32.250181+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.250181+00', NULL, false);
INSERT INTO public.outbox VALUES (64, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:23:32.250181+00', '2026-11-28 23:23:32.250181+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.250181+00', NULL, false);
INSERT INTO public.outbox VALUES (70, 6, 1005, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.314034+00', '2026-11-28 23:23:32.314034+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.314034+00', NULL, false);
INSERT INTO public.outbox VALUES (84, 7, 1006, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.475479+00', '2026-11-28 23:23:32.475479+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.475479+00', NULL, false);
INSERT INTO public.outbox VALUES (44, 4, 1003, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:31.997964+00', '2026-11-28 23:23:31.997964+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:34.997964+00', NULL, false);
INSERT INTO public.outbox VALUES (47, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994612, "final_challenge": false}, "events": [], "game_id": 4, "version": 0, "finished": null, "channel_id": 1003, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "Computer (medium)", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "S"], ["upgrader12", "?"], ["Computer (medium)", "H"]]]}}', '2026-11-28 23:23:32.034064+00', '2026-11-28 23:23:32.034064+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.034064+00', NULL, false);
INSERT INTO public.outbox VALUES (48, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:23:32.034064+00', '2026-11-28 23:23:32.034064+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.034064+00', NULL, false);
INSERT INTO public.outbox VALUES (49, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:23:32.034064+00', '2026-11-28 23:23:32.034064+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.034064+00', NULL, false);
INSERT INTO public.outbox VALUES (59, 5, 1004, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 60}}}', '2026-11-28 23:23:32.200604+00', '2026-11-28 23:23:32.200604+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.200604+00', NULL, false);
INSERT INTO public.outbox VALUES (65, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795908272, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "I1", "said": "play", "word": "TYPEY", "bingo": 0, "score": 48}, "seat": 1, "text": "TYPEY at I1 for 48", "score": 48, "total": 48, "words": ["TYPEY 48"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 5, "version": 2, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:32.263078+00', '2026-11-28 23:23:32.263078+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.263078+00', NULL, false);
INSERT INTO public.outbox VALUES (66, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:32.263078+00', '2026-11-28 23:23:32.263078+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.263078+00', NULL, false);
INSERT INTO public.outbox VALUES (69, 6, 1005, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.30588+00', '2026-11-28 23:23:32.30588+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.30588+00', NULL, false);
INSERT INTO public.outbox VALUES (74, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994612, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "3C", "said": "play", "word": "AWASH", "bingo": 0, "score": 30}, "seat": 0, "text": "AWASH at 3C for 30", "score": 30, "total": 30, "words": ["AWASH 30"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 6, "version": 1, "finished": null, "channel_id": 1005, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:32.340349+00', '2026-11-28 23:23:32.340349+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.340349+00', NULL, false);
INSERT INTO public.outbox VALUES (75, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:23:32.340349+00', '2026-11-28 23:23:32.340349+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.340349+00', NULL, false);
INSERT INTO public.outbox VALUES (76, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:23:32.340349+00', '2026-11-28 23:23:32.340349+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.340349+00', NULL, false);
INSERT INTO public.outbox VALUES (80, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994612, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "C1", "said": "play", "word": "FEATUrED", "bingo": 50, "score": 62}, "seat": 0, "text": "FEATUrED at C1 for 62 (bingo +50)", "score": 62, "total": 92, "words": ["FEATUrED 12"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 6, "version": 3, "finished": null, "channel_id": 1005, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:32.36581+00', '2026-11-28 23:23:32.36581+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.36581+00', NULL, false);
INSERT INTO public.outbox VALUES (81, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:23:32.36581+00', '2026-11-28 23:23:32.36581+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.36581+00', NULL, false);
INSERT INTO public.outbox VALUES (82, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:32.36581+00', '2026-11-28 23:23:32.36581+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.36581+00', NULL, false);
INSERT INTO public.outbox VALUES (85, 7, 1006, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": "standard", "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.494099+00', '2026-11-28 23:23:32.494099+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.494099+00', NULL, false);
INSERT INTO public.outbox VALUES (67, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795908272, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "2D", "said": "play", "word": "HURRAY", "bingo": 0, "score": 44}, "seat": 0, "text": "HURRAY at 2D for 44", "score": 44, "total": 82, "words": ["HURRAY 44"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 5, "version": 3, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:32.300172+00', '2026-11-28 23:23:32.300172+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.300172+00', NULL, false);
INSERT INTO public.outbox VALUES (68, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:32.300172+00', '2026-11-28 23:23:32.300172+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.300172+00', NULL, false);
INSERT INTO public.outbox VALUES (71, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994612, "final_challenge": false}, "events": [], "game_id": 6, "version": 0, "finished": null, "channel_id": 1005, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "?"], ["upgrader12", "I"]]]}}', '2026-11-28 23:23:32.321917+00', '2026-11-28 23:23:32.321917+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.321917+00', NULL, false);
INSERT INTO public.outbox VALUES (72, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:23:32.321917+00', '2026-11-28 23:23:32.321917+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.321917+00', NULL, false);
INSERT INTO public.outbox VALUES (73, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:23:32.321917+00', '2026-11-28 23:23:32.321917+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.321917+00', NULL, false);
INSERT INTO public.outbox VALUES (77, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994612, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "E3", "said": "play", "word": "ADIOS", "bingo": 0, "score": 24}, "seat": 1, "text": "ADIOS at E3 for 24", "score": 24, "total": 24, "words": ["ADIOS 24"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 6, "version": 2, "finished": null, "channel_id": 1005, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:32.352765+00', '2026-11-28 23:23:32.352765+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.352765+00', NULL, false);
INSERT INTO public.outbox VALUES (78, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:23:32.352765+00', '2026-11-28 23:23:32.352765+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.352765+00', NULL, false);
INSERT INTO public.outbox VALUES (79, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:32.352765+00', '2026-11-28 23:23:32.352765+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.352765+00', NULL, false);
INSERT INTO public.outbox VALUES (83, 7, 1006, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.460659+00', '2026-11-28 23:23:32.460659+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.460659+00', NULL, false);
INSERT INTO public.outbox VALUES (86, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994612, "final_challenge": false}, "events": [], "game_id": 7, "version": 0, "finished": null, "channel_id": 1006, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "Computer (medium)", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "E"], ["upgrader12", "B"], ["Computer (medium)", "V"]]]}}', '2026-11-28 23:23:32.514244+00', '2026-11-28 23:23:32.514244+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.514244+00', NULL, false);
INSERT INTO public.outbox VALUES (87, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:23:32.514244+00', '2026-11-28 23:23:32.514244+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.514244+00', NULL, false);
INSERT INTO public.outbox VALUES (88, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:23:32.514244+00', '2026-11-28 23:23:32.514244+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.514244+00', NULL, false);
INSERT INTO public.outbox VALUES (96, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "G12", "said": "play", "word": "AXE", "bingo": 0, "score": 42}, "seat": 1, "text": "AXE at G12 for 42", "score": 42, "total": 68, "words": ["AXE 18", "MA 4", "EX 17", "DE 3"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 7, "version": 4, "finished": null, "channel_id": 1006, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:32.936003+00', '2026-11-28 23:23:32.936003+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.936003+00', NULL, false);
INSERT INTO public.outbox VALUES (97, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 4, "your_turn": false}', '2026-11-28 23:23:32.936003+00', '2026-11-28 23:23:32.936003+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.936003+00', NULL, false);
INSERT INTO public.outbox VALUES (103, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "OORIE"}], ["at", {"text": "J1"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 1, "text": "OORIE at J1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["OORIE"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 8, "version": 1, "finished": null, "channel_id": 1007, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:33.01045+00', '2026-11-28 23:23:33.01045+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.01045+00', NULL, false);
INSERT INTO public.outbox VALUES (104, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:23:33.01045+00', '2026-11-28 23:23:33.01045+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.01045+00', NULL, false);
INSERT INTO public.outbox VALUES (105, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:23:33.01045+00', '2026-11-28 23:23:33.01045+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.01045+00', NULL, false);
INSERT INTO public.outbox VALUES (89, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8D", "said": "play", "word": "VENGE", "bingo": 0, "score": 26}, "seat": 1, "text": "VENGE at 8D for 26", "score": 26, "total": 26, "words": ["VENGE 26"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 7, "version": 1, "finished": null, "channel_id": 1006, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:32.528087+00', '2026-11-28 23:23:32.528087+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.528087+00', NULL, false);
INSERT INTO public.outbox VALUES (90, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:23:32.528087+00', '2026-11-28 23:23:32.528087+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.528087+00', NULL, false);
INSERT INTO public.outbox VALUES (91, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994612, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "F7", "said": "play", "word": "UNFOrMED", "bingo": 50, "score": 69}, "seat": 2, "text": "UNFOrMED at F7 for 69 (bingo +50)", "score": 69, "total": 69, "words": ["UNFOrMED 19"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 7, "version": 2, "finished": null, "channel_id": 1006, "racks_changed": []}, "headline": null}', '2026-11-28 23:23:32.559926+00', '2026-11-28 23:23:32.559926+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.559926+00', NULL, false);
INSERT INTO public.outbox VALUES (92, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:32.559926+00', '2026-11-28 23:23:32.559926+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.559926+00', NULL, false);
INSERT INTO public.outbox VALUES (93, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994612, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "C7", "said": "play", "word": "QAT", "bingo": 0, "score": 33}, "seat": 0, "text": "QAT at C7 for 33", "score": 33, "total": 33, "words": ["QAT 23", "AVENGE 10"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 7, "version": 3, "finished": null, "channel_id": 1006, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:32.598017+00', '2026-11-28 23:23:32.598017+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.598017+00', NULL, false);
INSERT INTO public.outbox VALUES (94, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:23:32.598017+00', '2026-11-28 23:23:32.598017+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.598017+00', NULL, false);
INSERT INTO public.outbox VALUES (95, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:32.598017+00', '2026-11-28 23:23:32.598017+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.598017+00', NULL, false);
INSERT INTO public.outbox VALUES (98, 8, 1007, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.954136+00', '2026-11-28 23:23:32.954136+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.954136+00', NULL, false);
INSERT INTO public.outbox VALUES (99, 8, 1007, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:32.974328+00', '2026-11-28 23:23:32.974328+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.974328+00', NULL, false);
INSERT INTO public.outbox VALUES (112, 9, 1008, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:33.066201+00', '2026-11-28 23:23:33.066201+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.066201+00', NULL, false);
INSERT INTO public.outbox VALUES (114, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994613, "final_challenge": false}, "events": [], "game_id": 9, "version": 0, "finished": null, "channel_id": 1008, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "O"], ["upgrader12", "E"]]]}}', '2026-11-28 23:23:33.110234+00', '2026-11-28 23:23:33.110234+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.110234+00', NULL, false);
INSERT INTO public.outbox VALUES (115, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:23:33.110234+00', '2026-11-28 23:23:33.110234+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.110234+00', NULL, false);
INSERT INTO public.outbox VALUES (116, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:23:33.110234+00', '2026-11-28 23:23:33.110234+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.110234+00', NULL, false);
INSERT INTO public.outbox VALUES (117, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "UNMET"}], ["at", {"text": "J1"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 1, "text": "UNMET at J1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["UNMET"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 9, "version": 1, "finished": null, "channel_id": 1008, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:33.144866+00', '2026-11-28 23:23:33.144866+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.144866+00', NULL, false);
INSERT INTO public.outbox VALUES (118, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:23:33.144866+00', '2026-11-28 23:23:33.144866+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.144866+00', NULL, false);
INSERT INTO public.outbox VALUES (119, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:23:33.144866+00', '2026-11-28 23:23:33.144866+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.144866+00', NULL, false);
INSERT INTO public.outbox VALUES (100, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994612, "final_challenge": false}, "events": [], "game_id": 8, "version": 0, "finished": null, "channel_id": 1007, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "X"], ["upgrader12", "T"]]]}}', '2026-11-28 23:23:32.982202+00', '2026-11-28 23:23:32.982202+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.982202+00', NULL, false);
INSERT INTO public.outbox VALUES (101, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:23:32.982202+00', '2026-11-28 23:23:32.982202+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.982202+00', NULL, false);
INSERT INTO public.outbox VALUES (102, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:23:32.982202+00', '2026-11-28 23:23:32.982202+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:35.982202+00', NULL, false);
INSERT INTO public.outbox VALUES (113, 9, 1008, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:33.094401+00', '2026-11-28 23:23:33.094401+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.094401+00', NULL, false);
INSERT INTO public.outbox VALUES (126, 10, 1009, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:33.195772+00', '2026-11-28 23:23:33.195772+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.195772+00', NULL, false);
INSERT INTO public.outbox VALUES (139, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "J4=C J5=I J6=T J7=E J8=h J9=T J11=B"}], ["score", {"number": 85}], ["extras", {"parts": [{"key": "turn-bingo", "values": [["points", {"number": 50}]]}]}]]}}, "seat": 1, "text": "placed J4=C J5=I J6=T J7=E J8=h J9=T J11=B for 85 (bingo +50)", "score": 85, "total": 160, "words": ["NARROWEST 12 (G4 G5 G6 G7 G8 G9 H8 I9 J9)", "PROWEST 12 (F6 G7 G8 G9 H8 I9 J9)", "BAThETIC 11 (J11 J10 J9 J8 J7 J6 J5 J4)"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 10, "version": 4, "finished": null, "channel_id": 1009, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:33.674597+00', '2026-11-28 23:23:33.674597+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.674597+00', NULL, false);
INSERT INTO public.outbox VALUES (140, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 4, "your_turn": false}', '2026-11-28 23:23:33.674597+00', '2026-11-28 23:23:33.674597+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.674597+00', NULL, false);
INSERT INTO public.outbox VALUES (144, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 3, "joined": true, "player": "upgrader23"}, "type": "tournament"}', '2026-11-28 23:23:33.726834+00', '2026-11-28 23:23:33.726834+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (147, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "pairings", "round": 1, "boards": [{"first": "upgrader21", "scores": null, "second": ["upgrader22", 22], "first_id": 21, "thread_id": null, "settled_by": null}, {"first": "upgrader23", "scores": null, "second": ["upgrader24", 24], "first_id": 23, "thread_id": null, "settled_by": null}], "rounds": 2, "deadline": 1796513013}, "type": "tournament"}', '2026-11-28 23:23:33.790112+00', '2026-11-28 23:23:33.790112+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (149, NULL, 2000, 'thread', '{"name": "R1 upgrader23 vs upgrader24 #2", "type": "thread", "board_id": 2, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:23:33.790112+00', '2026-11-28 23:23:33.790112+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (148, NULL, 2000, 'thread', '{"name": "R1 upgrader21 vs upgrader22 #1", "type": "thread", "board_id": 1, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:23:33.790112+00', '2026-11-28 23:23:33.790112+00', 0, NULL, '2026-11-28 23:23:33.845335+00', 'sent', NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (154, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader22", "user_id": 22, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8F", "said": "play", "word": "PEA", "bingo": 0, "score": 10}, "seat": 0, "text": "PEA at 8F for 10", "score": 10, "total": 10, "words": ["PEA 10"], "player": "upgrader21", "user_id": 21, "unscored": false, "challenger": null}], "game_id": 11, "version": 1, "finished": null, "channel_id": 3001, "racks_changed": [21]}, "headline": null}', '2026-11-28 23:23:33.857815+00', '2026-11-28 23:23:33.857815+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.857815+00', NULL, false);
INSERT INTO public.outbox VALUES (155, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 1, "your_turn": false}', '2026-11-28 23:23:33.857815+00', '2026-11-28 23:23:33.857815+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.857815+00', NULL, false);
INSERT INTO public.outbox VALUES (156, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 1, "your_turn": true}', '2026-11-28 23:23:33.857815+00', '2026-11-28 23:23:33.857815+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.857815+00', NULL, false);
INSERT INTO public.outbox VALUES (106, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "WEENIE"}], ["at", {"text": "B1"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 0, "text": "WEENIE at B1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["WEENIE"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 8, "version": 2, "finished": null, "channel_id": 1007, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:33.026032+00', '2026-11-28 23:23:33.026032+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.026032+00', NULL, false);
INSERT INTO public.outbox VALUES (107, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:23:33.026032+00', '2026-11-28 23:23:33.026032+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.026032+00', NULL, false);
INSERT INTO public.outbox VALUES (108, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:23:33.026032+00', '2026-11-28 23:23:33.026032+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.026032+00', NULL, false);
INSERT INTO public.outbox VALUES (109, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "ADuMBRAL"}], ["at", {"text": "I5"}], ["extras", {"parts": [{"key": "turn-saucer", "values": [["card", {"said": {"key": "card-friendly-alien", "values": []}}]]}]}]]}}, "seat": 1, "text": "ADuMBRAL at I5; a flying saucer! Card: \"A friendly alien waves and hands you a spare part: take a yellow blank.\"", "score": 0, "total": 0, "words": ["ADuMBRAL", "AE"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 8, "version": 3, "finished": null, "channel_id": 1007, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:33.045799+00', '2026-11-28 23:23:33.045799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.045799+00', NULL, false);
INSERT INTO public.outbox VALUES (110, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:23:33.045799+00', '2026-11-28 23:23:33.045799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.045799+00', NULL, false);
INSERT INTO public.outbox VALUES (111, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:23:33.045799+00', '2026-11-28 23:23:33.045799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.045799+00', NULL, false);
INSERT INTO public.outbox VALUES (128, 10, 1009, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:33.225425+00', '2026-11-28 23:23:33.225425+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.225425+00', NULL, false);
INSERT INTO public.outbox VALUES (134, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "G4=N G5=A G6=R G8=O G9=W G10=E G11=D"}], ["score", {"number": 82}], ["extras", {"parts": [{"key": "turn-bingo", "values": [["points", {"number": 50}]]}]}]]}}, "seat": 2, "text": "placed G4=N G5=A G6=R G8=O G9=W G10=E G11=D for 82 (bingo +50)", "score": 82, "total": 82, "words": ["NARROWED 12 (G4 G5 G6 G7 G8 G9 G10 G11)", "ARROWED 11 (G5 G6 G7 G8 G9 G10 G11)", "NARROW 9 (G4 G5 G6 G7 G8 G9)"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 10, "version": 2, "finished": null, "channel_id": 1009, "racks_changed": []}, "headline": null}', '2026-11-28 23:23:33.429736+00', '2026-11-28 23:23:33.429736+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.429736+00', NULL, false);
INSERT INTO public.outbox VALUES (135, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:23:33.429736+00', '2026-11-28 23:23:33.429736+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.429736+00', NULL, false);
INSERT INTO public.outbox VALUES (136, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "D6=E E7=G F8=A H10=S"}], ["score", {"number": 38}], ["extras", {"parts": []}]]}}, "seat": 0, "text": "placed D6=E E7=G F8=A H10=S for 38", "score": 38, "total": 38, "words": ["IMPRESSED 14 (D4 E5 F6 G7 H8 I9 H10 G10 G11)", "PROWESS 12 (F6 G7 G8 G9 H8 I9 H10)", "SEWERAGE 12 (H10 G10 G9 H8 G7 F8 E7 D6)"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 10, "version": 3, "finished": null, "channel_id": 1009, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:33.462335+00', '2026-11-28 23:23:33.462335+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.462335+00', NULL, false);
INSERT INTO public.outbox VALUES (137, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:23:33.462335+00', '2026-11-28 23:23:33.462335+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.462335+00', NULL, false);
INSERT INTO public.outbox VALUES (138, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:23:33.462335+00', '2026-11-28 23:23:33.462335+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.462335+00', NULL, false);
INSERT INTO public.outbox VALUES (142, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 1, "joined": true, "player": "upgrader21"}, "type": "tournament"}', '2026-11-28 23:23:33.698253+00', '2026-11-28 23:23:33.698253+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (146, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "running"}, "type": "tournament"}', '2026-11-28 23:23:33.757826+00', '2026-11-28 23:23:33.757826+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (120, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "SHEENY"}], ["at", {"text": "B1"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 0, "text": "SHEENY at B1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["SHEENY"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 9, "version": 2, "finished": null, "channel_id": 1008, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:23:33.162526+00', '2026-11-28 23:23:33.162526+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.162526+00', NULL, false);
INSERT INTO public.outbox VALUES (121, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:23:33.162526+00', '2026-11-28 23:23:33.162526+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.162526+00', NULL, false);
INSERT INTO public.outbox VALUES (122, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:23:33.162526+00', '2026-11-28 23:23:33.162526+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.162526+00', NULL, false);
INSERT INTO public.outbox VALUES (127, 10, 1009, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:23:33.222113+00', '2026-11-28 23:23:33.222113+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.222113+00', NULL, false);
INSERT INTO public.outbox VALUES (141, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "registration"}, "type": "tournament"}', '2026-11-28 23:23:33.682749+00', '2026-11-28 23:23:33.682749+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (145, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 4, "joined": true, "player": "upgrader24"}, "type": "tournament"}', '2026-11-28 23:23:33.745646+00', '2026-11-28 23:23:33.745646+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (123, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795994613, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "ObVERT"}], ["at", {"text": "K5"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 1, "text": "ObVERT at K5; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["ObVERT", "TO"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 9, "version": 3, "finished": null, "channel_id": 1008, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:33.187229+00', '2026-11-28 23:23:33.187229+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.187229+00', NULL, false);
INSERT INTO public.outbox VALUES (124, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:23:33.187229+00', '2026-11-28 23:23:33.187229+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.187229+00', NULL, false);
INSERT INTO public.outbox VALUES (125, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:23:33.187229+00', '2026-11-28 23:23:33.187229+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.187229+00', NULL, false);
INSERT INTO public.outbox VALUES (129, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795994613, "final_challenge": false}, "events": [], "game_id": 10, "version": 0, "finished": null, "channel_id": 1009, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "Computer (medium)", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "R"], ["upgrader12", "A"], ["Computer (medium)", "A"]], [["upgrader12", "O"], ["Computer (medium)", "O"]], [["upgrader12", "?"], ["Computer (medium)", "C"]]]}}', '2026-11-28 23:23:33.246165+00', '2026-11-28 23:23:33.246165+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.246165+00', NULL, false);
INSERT INTO public.outbox VALUES (130, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:23:33.246165+00', '2026-11-28 23:23:33.246165+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.246165+00', NULL, false);
INSERT INTO public.outbox VALUES (131, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:23:33.246165+00', '2026-11-28 23:23:33.246165+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.246165+00', NULL, false);
INSERT INTO public.outbox VALUES (132, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "D4=I E5=M F6=P G7=R H8=E I9=S J10=A"}], ["score", {"number": 75}], ["extras", {"parts": [{"key": "turn-bingo", "values": [["points", {"number": 50}]]}]}]]}}, "seat": 1, "text": "placed D4=I E5=M F6=P G7=R H8=E I9=S J10=A for 75 (bingo +50)", "score": 75, "total": 75, "words": ["IMPRESA 11 (D4 E5 F6 G7 H8 I9 J10)", "IMP 7 (D4 E5 F6)", "PRESA 7 (F6 G7 H8 I9 J10)"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 10, "version": 1, "finished": null, "channel_id": 1009, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:23:33.313734+00', '2026-11-28 23:23:33.313734+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.313734+00', NULL, false);
INSERT INTO public.outbox VALUES (133, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:23:33.313734+00', '2026-11-28 23:23:33.313734+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.313734+00', NULL, false);
INSERT INTO public.outbox VALUES (143, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 2, "joined": true, "player": "upgrader22"}, "type": "tournament"}', '2026-11-28 23:23:33.708133+00', '2026-11-28 23:23:33.708133+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (150, NULL, 3001, 'tournament', '{"post": {"name": "Upgrade Open", "type": "board_opened", "first": ["upgrader21", 21], "round": 1, "second": ["upgrader22", 22], "deadline": 1796513013}, "type": "tournament"}', '2026-11-28 23:23:33.812692+00', '2026-11-28 23:23:33.812692+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (151, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader21", "user_id": 21, "deadline": 1795994613, "final_challenge": false}, "events": [], "game_id": 11, "version": 0, "finished": null, "channel_id": 3001, "racks_changed": [21, 22]}, "headline": {"type": "started", "first": "upgrader21", "order": ["upgrader21", "upgrader22"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": []}}', '2026-11-28 23:23:33.812692+00', '2026-11-28 23:23:33.812692+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.812692+00', NULL, false);
INSERT INTO public.outbox VALUES (152, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 0, "your_turn": true}', '2026-11-28 23:23:33.812692+00', '2026-11-28 23:23:33.812692+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.812692+00', NULL, false);
INSERT INTO public.outbox VALUES (153, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 0, "your_turn": false}', '2026-11-28 23:23:33.812692+00', '2026-11-28 23:23:33.812692+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:23:36.812692+00', NULL, false);


--
-- Data for Name: players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.players VALUES (11, 'upgrader11', true, '2026-11-28 23:23:31.52708+00');
INSERT INTO public.players VALUES (12, 'upgrader12', true, '2026-11-28 23:23:31.547682+00');
INSERT INTO public.players VALUES (1, 'upgrader1', true, '2026-11-28 23:23:33.682749+00');
INSERT INTO public.players VALUES (21, 'upgrader21', true, '2026-11-28 23:23:33.698253+00');
INSERT INTO public.players VALUES (22, 'upgrader22', true, '2026-11-28 23:23:33.708133+00');
INSERT INTO public.players VALUES (23, 'upgrader23', true, '2026-11-28 23:23:33.726834+00');
INSERT INTO public.players VALUES (24, 'upgrader24', true, '2026-11-28 23:23:33.745646+00');


--
-- Data for Name: practice_games; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: practice_players; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: practice_positions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: puzzle_answers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: puzzles; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rating_history; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: ratings; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: seats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.seats VALUES (6, 0, 11, NULL, '2026-11-28 23:23:32.30588+00', 92, 'EFILRRX', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (6, 1, 12, NULL, '2026-11-28 23:23:32.314034+00', 24, 'BEOOOOV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 0, 11, NULL, '2026-11-28 23:23:33.195772+00', 38, 'ADEOTTU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 1, 12, NULL, '2026-11-28 23:23:33.222113+00', 160, 'DLNOOSY', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 0, 11, NULL, '2026-11-28 23:23:31.52708+00', 25, 'EEGMNRU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 1, 12, NULL, '2026-11-28 23:23:31.547682+00', 72, 'ENOPSTT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 2, NULL, 'medium', '2026-11-28 23:23:31.567469+00', 23, 'ADIOORS', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 2, NULL, 'medium', '2026-11-28 23:23:33.225425+00', 82, 'AINPRU?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 0, 21, NULL, '2026-11-28 23:23:33.812692+00', 10, 'ABEGIOR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 0, 11, NULL, '2026-11-28 23:23:31.802172+00', 74, 'EIIKLNNRU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 1, 12, NULL, '2026-11-28 23:23:31.814112+00', 78, 'AADEGOPRZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 1, 22, NULL, '2026-11-28 23:23:33.812692+00', 0, 'EEFOTTX', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 0, 11, NULL, '2026-11-28 23:23:32.460659+00', 33, 'CEHINPR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 1, 12, NULL, '2026-11-28 23:23:32.475479+00', 68, 'BCGIRRU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 2, NULL, 'medium', '2026-11-28 23:23:32.494099+00', 69, 'BEIJNOR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 0, 11, NULL, '2026-11-28 23:23:31.875698+00', 28, 'EIOTUW?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 1, 12, NULL, '2026-11-28 23:23:31.90142+00', 68, 'KOOQSTX', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 0, 11, NULL, '2026-11-28 23:23:32.954136+00', 0, 'AACIORT?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 1, 12, NULL, '2026-11-28 23:23:32.974328+00', 0, 'EFKNOOR?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 0, 11, NULL, '2026-11-28 23:23:31.997964+00', 40, 'ADHIIIL', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 1, 12, NULL, '2026-11-28 23:23:32.009909+00', 33, 'AAEITUU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 2, NULL, 'medium', '2026-11-28 23:23:32.025912+00', 29, 'DGGKLOT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 0, 11, NULL, '2026-11-28 23:23:33.066201+00', 0, 'BDEOORT?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (5, 0, 11, NULL, '2026-11-28 23:23:32.200604+00', 82, '', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (5, 1, 12, NULL, '2026-11-28 23:23:32.214149+00', 48, 'AAGIPU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 1, 12, NULL, '2026-11-28 23:23:33.094401+00', 0, 'ACDGPSZ?', NULL, 0, 0, 0, NULL, NULL, NULL);


--
-- Data for Name: servers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: tournament_boards; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournament_boards VALUES (2, 1, 1, 3, 4, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.tournament_boards VALUES (1, 1, 1, 1, 2, 3001, 11, NULL, NULL, NULL, NULL);


--
-- Data for Name: tournament_jobs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournament_jobs VALUES (2, 'round-deadline', 1, 1, '2026-12-05 23:23:33.791203+00', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.tournament_jobs VALUES (1, 'pair-round', 1, 1, '2026-11-28 23:23:33.760958+00', 0, NULL, '2026-11-28 23:23:33.776364+00', 'paired', NULL, NULL);


--
-- Data for Name: tournament_players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournament_players VALUES (1, 1, 21, 0, false, 1);
INSERT INTO public.tournament_players VALUES (2, 1, 22, 0, false, 1);
INSERT INTO public.tournament_players VALUES (3, 1, 23, 0, false, 1);
INSERT INTO public.tournament_players VALUES (4, 1, 24, 0, false, 1);


--
-- Data for Name: tournament_rounds; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournament_rounds VALUES (1, 1, 'swiss', '2026-12-05 23:23:33.791203+00', '2026-11-28 23:23:33.790112+00', NULL);


--
-- Data for Name: tournaments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournaments VALUES (1, 77, 2000, 'Upgrade Open', 1, 'running', 2, '{swiss,swiss}', 'classic', 'enable', 'double', 86400, 604800, 50, -50, 1, true, true, 6786449909455149970, NULL, '2026-11-28 23:23:33.682749+00', NULL, 1, NULL);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.games_id_seq', 11, true);


--
-- Name: jobs_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.jobs_id_seq', 118, true);


--
-- Name: leagues_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.leagues_id_seq', 1, false);


--
-- Name: outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.outbox_id_seq', 156, true);


--
-- Name: practice_positions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.practice_positions_id_seq', 1, false);


--
-- Name: puzzles_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.puzzles_id_seq', 1, false);


--
-- Name: tournament_boards_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tournament_boards_id_seq', 2, true);


--
-- Name: tournament_jobs_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tournament_jobs_id_seq', 2, true);


--
-- Name: tournament_players_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tournament_players_id_seq', 4, true);


--
-- Name: tournaments_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tournaments_id_seq', 1, true);


--
-- Name: _sqlx_migrations _sqlx_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._sqlx_migrations
    ADD CONSTRAINT _sqlx_migrations_pkey PRIMARY KEY (version);


--
-- Name: games games_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);


--
-- Name: interactions interactions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.interactions
    ADD CONSTRAINT interactions_pkey PRIMARY KEY (interaction_id);


--
-- Name: jobs jobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);


--
-- Name: league_entries league_entries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.league_entries
    ADD CONSTRAINT league_entries_pkey PRIMARY KEY (league_id, season, user_id);


--
-- Name: league_seasons league_seasons_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.league_seasons
    ADD CONSTRAINT league_seasons_pkey PRIMARY KEY (league_id, season);


--
-- Name: leagues leagues_channel_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.leagues
    ADD CONSTRAINT leagues_channel_id_key UNIQUE (channel_id);


--
-- Name: leagues leagues_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.leagues
    ADD CONSTRAINT leagues_pkey PRIMARY KEY (id);


--
-- Name: moves moves_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moves
    ADD CONSTRAINT moves_pkey PRIMARY KEY (game_id, seq);


--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (id);


--
-- Name: players players_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.players
    ADD CONSTRAINT players_pkey PRIMARY KEY (user_id);


--
-- Name: practice_games practice_games_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practice_games
    ADD CONSTRAINT practice_games_pkey PRIMARY KEY (user_id, game_id);


--
-- Name: practice_players practice_players_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practice_players
    ADD CONSTRAINT practice_players_pkey PRIMARY KEY (user_id);


--
-- Name: practice_positions practice_positions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practice_positions
    ADD CONSTRAINT practice_positions_pkey PRIMARY KEY (id);


--
-- Name: practice_positions practice_positions_user_id_game_id_turn_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practice_positions
    ADD CONSTRAINT practice_positions_user_id_game_id_turn_key UNIQUE (user_id, game_id, turn);


--
-- Name: puzzle_answers puzzle_answers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.puzzle_answers
    ADD CONSTRAINT puzzle_answers_pkey PRIMARY KEY (puzzle_id, user_id);


--
-- Name: puzzles puzzles_guild_id_day_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.puzzles
    ADD CONSTRAINT puzzles_guild_id_day_key UNIQUE (guild_id, day);


--
-- Name: puzzles puzzles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.puzzles
    ADD CONSTRAINT puzzles_pkey PRIMARY KEY (id);


--
-- Name: rating_history rating_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_pkey PRIMARY KEY (game_id, user_id);


--
-- Name: ratings ratings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_pkey PRIMARY KEY (guild_id, lexicon, variant, pace, user_id);


--
-- Name: seats seats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_pkey PRIMARY KEY (game_id, seat);


--
-- Name: servers servers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.servers
    ADD CONSTRAINT servers_pkey PRIMARY KEY (guild_id);


--
-- Name: tournament_boards tournament_boards_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_boards
    ADD CONSTRAINT tournament_boards_pkey PRIMARY KEY (id);


--
-- Name: tournament_jobs tournament_jobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_jobs
    ADD CONSTRAINT tournament_jobs_pkey PRIMARY KEY (id);


--
-- Name: tournament_players tournament_players_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_players
    ADD CONSTRAINT tournament_players_pkey PRIMARY KEY (id);


--
-- Name: tournament_players tournament_players_tournament_id_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_players
    ADD CONSTRAINT tournament_players_tournament_id_user_id_key UNIQUE (tournament_id, user_id);


--
-- Name: tournament_rounds tournament_rounds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_rounds
    ADD CONSTRAINT tournament_rounds_pkey PRIMARY KEY (tournament_id, round);


--
-- Name: tournaments tournaments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournaments
    ADD CONSTRAINT tournaments_pkey PRIMARY KEY (id);


--
-- Name: games_by_guild; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX games_by_guild ON public.games USING btree (guild_id, status);


--
-- Name: games_one_open_per_channel; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX games_one_open_per_channel ON public.games USING btree (channel_id) WHERE (status = ANY (ARRAY['lobby'::text, 'active'::text]));


--
-- Name: jobs_done; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_done ON public.jobs USING btree (done_at) WHERE (done_at IS NOT NULL);


--
-- Name: jobs_pending_by_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_pending_by_due ON public.jobs USING btree (due_at) WHERE (done_at IS NULL);


--
-- Name: jobs_pending_by_game; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_pending_by_game ON public.jobs USING btree (game_id) WHERE (done_at IS NULL);


--
-- Name: league_seasons_tournament; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX league_seasons_tournament ON public.league_seasons USING btree (tournament_id) WHERE (tournament_id IS NOT NULL);


--
-- Name: moves_interaction; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX moves_interaction ON public.moves USING btree (interaction_id) WHERE (interaction_id IS NOT NULL);


--
-- Name: outbox_done; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_done ON public.outbox USING btree (done_at) WHERE (done_at IS NOT NULL);


--
-- Name: outbox_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_pending ON public.outbox USING btree (id) WHERE (done_at IS NULL);


--
-- Name: outbox_pending_by_channel; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_pending_by_channel ON public.outbox USING btree (channel_id, id) WHERE (done_at IS NULL);


--
-- Name: outbox_pending_by_game; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_pending_by_game ON public.outbox USING btree (game_id, id) WHERE (done_at IS NULL);


--
-- Name: practice_positions_open; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX practice_positions_open ON public.practice_positions USING btree (user_id, missed_bingo DESC, loss DESC, game_id DESC, turn) WHERE (answered_at IS NULL);


--
-- Name: puzzle_answers_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX puzzle_answers_by_user ON public.puzzle_answers USING btree (user_id);


--
-- Name: rating_history_by_player; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rating_history_by_player ON public.rating_history USING btree (guild_id, user_id, rated_at);


--
-- Name: ratings_by_player; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ratings_by_player ON public.ratings USING btree (guild_id, user_id);


--
-- Name: seats_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX seats_by_user ON public.seats USING btree (user_id);


--
-- Name: seats_one_per_user; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX seats_one_per_user ON public.seats USING btree (game_id, user_id) WHERE (user_id IS NOT NULL);


--
-- Name: tournament_boards_first; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX tournament_boards_first ON public.tournament_boards USING btree (tournament_id, round, first_player);


--
-- Name: tournament_boards_game; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX tournament_boards_game ON public.tournament_boards USING btree (game_id) WHERE (game_id IS NOT NULL);


--
-- Name: tournament_boards_round; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tournament_boards_round ON public.tournament_boards USING btree (tournament_id, round);


--
-- Name: tournament_jobs_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX tournament_jobs_once ON public.tournament_jobs USING btree (tournament_id, round, kind);


--
-- Name: tournament_jobs_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tournament_jobs_pending ON public.tournament_jobs USING btree (due_at) WHERE (done_at IS NULL);


--
-- Name: tournaments_one_open_per_channel; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX tournaments_one_open_per_channel ON public.tournaments USING btree (channel_id) WHERE (state <> 'finished'::text);


--
-- Name: interactions interactions_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.interactions
    ADD CONSTRAINT interactions_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: jobs jobs_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs
    ADD CONSTRAINT jobs_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: league_entries league_entries_league_id_season_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.league_entries
    ADD CONSTRAINT league_entries_league_id_season_fkey FOREIGN KEY (league_id, season) REFERENCES public.league_seasons(league_id, season) ON DELETE CASCADE;


--
-- Name: league_entries league_entries_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.league_entries
    ADD CONSTRAINT league_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.players(user_id);


--
-- Name: league_seasons league_seasons_league_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.league_seasons
    ADD CONSTRAINT league_seasons_league_id_fkey FOREIGN KEY (league_id) REFERENCES public.leagues(id) ON DELETE CASCADE;


--
-- Name: league_seasons league_seasons_tournament_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.league_seasons
    ADD CONSTRAINT league_seasons_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES public.tournaments(id);


--
-- Name: moves moves_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moves
    ADD CONSTRAINT moves_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: outbox outbox_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: outbox outbox_tournament_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES public.tournaments(id) ON DELETE CASCADE;


--
-- Name: practice_games practice_games_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practice_games
    ADD CONSTRAINT practice_games_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: practice_positions practice_positions_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.practice_positions
    ADD CONSTRAINT practice_positions_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: puzzle_answers puzzle_answers_puzzle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.puzzle_answers
    ADD CONSTRAINT puzzle_answers_puzzle_id_fkey FOREIGN KEY (puzzle_id) REFERENCES public.puzzles(id) ON DELETE CASCADE;


--
-- Name: puzzles puzzles_source_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.puzzles
    ADD CONSTRAINT puzzles_source_game_id_fkey FOREIGN KEY (source_game_id) REFERENCES public.games(id) ON DELETE SET NULL;


--
-- Name: rating_history rating_history_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: rating_history rating_history_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.players(user_id);


--
-- Name: ratings ratings_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.players(user_id);


--
-- Name: seats seats_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;


--
-- Name: seats seats_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.players(user_id);


--
-- Name: tournament_boards tournament_boards_first_player_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_boards
    ADD CONSTRAINT tournament_boards_first_player_fkey FOREIGN KEY (first_player) REFERENCES public.tournament_players(id);


--
-- Name: tournament_boards tournament_boards_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_boards
    ADD CONSTRAINT tournament_boards_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: tournament_boards tournament_boards_second_player_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_boards
    ADD CONSTRAINT tournament_boards_second_player_fkey FOREIGN KEY (second_player) REFERENCES public.tournament_players(id);


--
-- Name: tournament_boards tournament_boards_tournament_id_round_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_boards
    ADD CONSTRAINT tournament_boards_tournament_id_round_fkey FOREIGN KEY (tournament_id, round) REFERENCES public.tournament_rounds(tournament_id, round) ON DELETE CASCADE;


--
-- Name: tournament_jobs tournament_jobs_tournament_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_jobs
    ADD CONSTRAINT tournament_jobs_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES public.tournaments(id) ON DELETE CASCADE;


--
-- Name: tournament_players tournament_players_tournament_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_players
    ADD CONSTRAINT tournament_players_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES public.tournaments(id) ON DELETE CASCADE;


--
-- Name: tournament_players tournament_players_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_players
    ADD CONSTRAINT tournament_players_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.players(user_id);


--
-- Name: tournament_rounds tournament_rounds_tournament_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tournament_rounds
    ADD CONSTRAINT tournament_rounds_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES public.tournaments(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


