-- The upgrade fixture of schema 20261203000000_expert_seats: made by tests/upgrade/generator/20261204000000_game_tiles.rs
-- run on commit 42109d382c87a6b71da7e0db0269b278a400df68, dumped by scripts/upgrade-fixture.sh.
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
    CONSTRAINT servers_challenge_rule_check CHECK ((challenge_rule = ANY (ARRAY['void'::text, 'double'::text, 'single'::text, '5pt'::text, '10pt'::text]))),
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

INSERT INTO public._sqlx_migrations VALUES (20261121000001, 'initial', '2026-11-28 23:52:20.990438+00', true, '\x694d1a24512b031ef6c7de8dc44d365d7fdae574c6a36f98f9e1b8c91a99a28b192dab3f910f3969ce8e0e7eab5d28eb', 79264934);
INSERT INTO public._sqlx_migrations VALUES (20261121000002, 'jobs', '2026-11-28 23:52:21.073719+00', true, '\x6209ddef9894e0791b6dd1fe041026a2a63eaeb0b2edd1758ba67f8f47addbec2d2b4560f0d18932a6074f0fff7e67b4', 32128326);
INSERT INTO public._sqlx_migrations VALUES (20261121000003, 'bag snapshot', '2026-11-28 23:52:21.10975+00', true, '\x3f7d3df3126291e684a01ca39974f25685cfa4de90d35ccb05ad22f34b6b66d11d067cc59e13b35df3d7473a8704436f', 4007334);
INSERT INTO public._sqlx_migrations VALUES (20261123000001, 'outbox', '2026-11-28 23:52:21.117796+00', true, '\x0e080e208be9bf28acf306b9f25a4c037aacd3910ebd0c36b5c1dd92a7755a3fe12beddde88ce7afb02c8ca5fc310a13', 32050641);
INSERT INTO public._sqlx_migrations VALUES (20261124000001, 'study settings', '2026-11-28 23:52:21.153747+00', true, '\x1eb41b6167ce08bf186b9265971889eff74ce657445cfebb647dc367e03428e18a455f66402d477d53b043679e037f49', 4052199);
INSERT INTO public._sqlx_migrations VALUES (20261125200000, 'ratings', '2026-11-28 23:52:21.161747+00', true, '\x436afcc6db23a81e3dca7816ff7cdef6a8b6909e927a5d07a7451070b5d354e5a3e7a25bdace37b8eab4b606606df36a', 25219303);
INSERT INTO public._sqlx_migrations VALUES (20261126000000, 'puzzles', '2026-11-28 23:52:21.189759+00', true, '\x5507b414e28ed9f82566792b06cac573ee70127533f810d4e3168c6f3c6536e762a7306f98d39b424553fc92072659e9', 28117365);
INSERT INTO public._sqlx_migrations VALUES (20261126100000, 'tournaments', '2026-11-28 23:52:21.221787+00', true, '\xd130e632b17875b3d1394ef15d2adb54e463f4db45a29dc8109dce1696fde0d3b517cf8e276ad80534dc222c6a73d23f', 68051431);
INSERT INTO public._sqlx_migrations VALUES (20261126150000, 'tournament divisions', '2026-11-28 23:52:21.297726+00', true, '\x63e4878cfeb80edacba267dbfa01ed21d6948eb0cb0116fb64cdde29aa4a99ab6dba8a8053e1a232ff100d9ed59b9b65', 4058400);
INSERT INTO public._sqlx_migrations VALUES (20261127000000, 'leagues', '2026-11-28 23:52:21.309709+00', true, '\x80c713a1ffc7e0017f69954fd89c0961e953cd46fc05e7a47814e8418c5831e0c9de3145a8607ca7633cb57e4586f9de', 36134299);
INSERT INTO public._sqlx_migrations VALUES (20261127100000, 'seat levels', '2026-11-28 23:52:21.349766+00', true, '\x7748f48de29dd4288d568f5699770bed852ff8474b8c188dd73ad81ef0559fbdf9b6ce176de7dfa6e4c1134c525334f3', 4000452);
INSERT INTO public._sqlx_migrations VALUES (20261128000000, 'seat roles', '2026-11-28 23:52:21.357857+00', true, '\xfeba11240acc7f416392560b8059ce57ca6a3f9daffe4c2d0c82fbaf717cf6fab772958fbbdafafd586c96e8fd7aaf45', 3948655);
INSERT INTO public._sqlx_migrations VALUES (20261129000000, 'outbox leases', '2026-11-28 23:52:21.365845+00', true, '\x58be603c52ea1a99aeef6d2135ae352f35d4064e4c7c35b6b581dea32592c23965e811fe2590f04f3cfaeeca3ba6c017', 8587138);
INSERT INTO public._sqlx_migrations VALUES (20261130000000, 'job leases', '2026-11-28 23:52:21.377773+00', true, '\xa9e63eccf0a234ad2870ce391687e34a69ef9638a2429587b2a4dfcbd9282ba96941e3c0142492de09248858b61ea2fb', 3981566);
INSERT INTO public._sqlx_migrations VALUES (20261130002700, 'first seat', '2026-11-28 23:52:21.385762+00', true, '\x688bcffc7191dec3b37cac833a34feb6772346f9fbb7a255e3d3f2326ff27082a026956e55207a649d807e9283a37952', 1448906);
INSERT INTO public._sqlx_migrations VALUES (20261201000000, 'answer routes', '2026-11-28 23:52:21.389742+00', true, '\xe6353b1a4d37684e43001d67bcbe31b64053645be167f7ed0ce1d8c63db0672d9bd440d36d4e300e57876c60f0f2aff9', 4038343);
INSERT INTO public._sqlx_migrations VALUES (20261202100000, 'practice', '2026-11-28 23:52:21.397801+00', true, '\x4e502a52341747453217280bbcbd6691294f1647c7daae1ea4cb31e56f8da42b78f2bba84788f4586772b55b7bf1df15', 32009071);
INSERT INTO public._sqlx_migrations VALUES (20261203000000, 'expert seats', '2026-11-28 23:52:21.431174+00', true, '\x2375bbcadafddbe2e7bc4e066a63c827d8903669b928a8b8f61be2af42e1491ef1da758e7ddec34cc8586fa6cf92f84b', 2591280);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES (5, 77, 1004, 'active', 'dice', 'double', 'rulebook', 'enable', 60, 5338097705986210484, 4, 11, '2026-11-28 23:52:21.961914+00', '2026-11-28 23:52:21.978199+00', NULL, 3, 0, 0, '2026-11-28 23:52:22.02907+00', '{}', '{50,90}', 3, 0, '2026-11-28 23:53:22.02907+00', '', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (3, 77, 1002, 'active', 'finish-line-150', 'double', 'rulebook', 'enable', 86400, 728962632259922697, 4, 11, '2026-11-28 23:52:21.742305+00', '2026-11-28 23:52:21.754988+00', NULL, 3, 72, 1, '2026-11-28 23:52:21.834916+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:21.834916+00', 'AAAAABBCCDDDDEEEEEEEEEEFGGGHHIIIIJKLLLMMNNNOOOOOOOPPRRRRSSSTTTUUVWWXYYZ?', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (10, 77, 1009, 'active', 'free-for-all', 'double', 'rulebook', 'enable', 86400, 5055532209038748637, 4, 11, '2026-11-28 23:52:22.333103+00', '2026-11-28 23:52:22.345226+00', NULL, 5, 60, 1, '2026-11-28 23:52:22.481295+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:22.481295+00', 'AAAAABCCDDDEEEEEEEFFGHIIIIIJLLMMNNNNNNOOOOOOPQRRSSSSTTTVWWY?', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (1, 77, 1000, 'active', 'classic', 'double', 'rulebook', 'enable', 86400, 2061768909537699510, 4, 11, '2026-11-28 23:52:21.455669+00', '2026-11-28 23:52:21.494607+00', NULL, 5, 56, 1, '2026-11-28 23:52:21.653986+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:21.653986+00', 'AAABBCDDDDEEEEEEFFGGHHIIIIIJLLLNNNOOOOOPPRRRSSSTTTVWXY??', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (7, 77, 1006, 'active', 'blanks-blockers', 'double', 'rulebook', 'enable', 86400, -559994131844146300, 4, 11, '2026-11-28 23:52:22.113897+00', '2026-11-28 23:52:22.135581+00', NULL, 5, 57, 1, '2026-11-28 23:52:22.229067+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:22.229067+00', 'AAABCCDEEEEEEEFFGGHIIIJLLLLMNNNOOOOOOPQRRRRSSTTUUUVVWWY??', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (9, 77, 1008, 'active', 'hyper-race-no-cards', 'double', 'rulebook', 'enable', 86400, 4222751372194597880, 2, 11, '2026-11-28 23:52:22.281796+00', '2026-11-28 23:52:22.29425+00', NULL, 3, 68, 1, '2026-11-28 23:52:22.325158+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:22.325158+00', 'AAAAABCCDDDEEEEEEEEEEFFGGGHIIIIIJKLMMNNNNOOOOQRRRRSSSTTTTUUVVWXYYZ??', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (4, 77, 1003, 'active', 'finish-line', 'double', 'rulebook', 'enable', 86400, -6045490507871221659, 4, 11, '2026-11-28 23:52:21.849957+00', '2026-11-28 23:52:21.870673+00', NULL, 4, 56, 2, '2026-11-28 23:52:21.951062+00', '{}', '{50,90}', 3, 0, NULL, 'AAAABCDDEEEEEEEEEEEGGHIIIIIIJKLMNNNOOOPPQRRSTTTUUUWXYYZ?', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (2, 77, 1001, 'active', 'nine-tile', 'double', 'rulebook', 'enable', 86400, -191986714873617956, 4, 11, '2026-11-28 23:52:21.657831+00', '2026-11-28 23:52:21.689375+00', NULL, 3, 60, 1, '2026-11-28 23:52:21.739737+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:21.739737+00', 'AAAABBCCDDDDEEEEEEEEGHHIIIIILLLMNNOOOOOPQRRRRSSSSTTTUUVWYYZ?', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (6, 77, 1005, 'active', 'surprise:1b@A1,2b@K1,3b@A11,4b@K11', 'double', 'rulebook', 'enable', 86400, -5912172348064733540, 4, 11, '2026-11-28 23:52:22.037202+00', '2026-11-28 23:52:22.057153+00', NULL, 3, 70, 0, '2026-11-28 23:52:22.097369+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:22.097369+00', 'AAAAAAAABBCCDDDEEEEEEEFFGGGHIIIIIJKLLLMNNNOOOOOOOPQRSTTTTTUUUVWWXYYZ??', true, NULL, NULL, NULL);
INSERT INTO public.games VALUES (11, 77, 3001, 'active', 'classic', 'double', 'tournament', 'enable', 86400, -2848832544271871058, 2, 1, '2026-11-28 23:52:22.583018+00', '2026-11-28 23:52:22.587991+00', NULL, 1, 81, 1, '2026-11-28 23:52:22.602916+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:22.602916+00', 'AAAAAAAABBCDDDDEEEEEEEEEFGGHIIIIIIIIIJKLLLLMMNNNNNOOOOOOPPQRRSSSSTTTTTTUUVWWXYY??', true, 0, NULL, NULL);
INSERT INTO public.games VALUES (8, 77, 1007, 'active', 'hyper-race', 'double', 'rulebook', 'enable', 86400, 8544031217048246, 2, 11, '2026-11-28 23:52:22.233881+00', '2026-11-28 23:52:22.242219+00', NULL, 3, 71, 1, '2026-11-28 23:52:22.277905+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:52:22.277905+00', 'AAAAAAABCDDDDEEEEEEEEEFGGGHIIIIIJKLMMNNNNNNOOOOOPQRRRRRRSSSTTTTTTUWWXYZ', true, NULL, NULL, NULL);


--
-- Data for Name: interactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.interactions VALUES (5000001, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.455669+00');
INSERT INTO public.interactions VALUES (5000002, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.477843+00');
INSERT INTO public.interactions VALUES (5000003, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:52:21.489845+00');
INSERT INTO public.interactions VALUES (5000004, 1, '{"lobby":{"game_id":1,"status":"active","variant":"classic","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","G"],["upgrader12","H"],["Computer (medium)","C"]]],"first":"Computer (medium)","order":["Computer (medium)","upgrader11","upgrader12"],"report":{"game_id":1,"channel_id":1000,"events":[],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:21.493852+00');
INSERT INTO public.interactions VALUES (5000005, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"LOONIEST at E4 for 82 (bingo +50)","words":["LOONIEST 32"],"score":82,"total":82,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:52:21.576025+00');
INSERT INTO public.interactions VALUES (5000006, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"QUIRE at F2 for 44","words":["QUIRE 36","LI 2","OR 2","OE 4"],"score":44,"total":44,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:52:21.627992+00');
INSERT INTO public.interactions VALUES (5000007, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"YAR at 7G for 22","words":["YAR 11","YE 9","AN 2"],"score":22,"total":104,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11],"version":5}', '2026-11-28 23:52:21.652825+00');
INSERT INTO public.interactions VALUES (5000008, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.657831+00');
INSERT INTO public.interactions VALUES (5000009, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.67614+00');
INSERT INTO public.interactions VALUES (5000010, 2, '{"lobby":{"game_id":2,"status":"active","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","D"],["upgrader12","R"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":2,"channel_id":1001,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:21.687815+00');
INSERT INTO public.interactions VALUES (5000011, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"AXONEME at 8C for 98 (bingo +50)","words":["AXONEME 48"],"score":98,"total":98,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:52:21.710608+00');
INSERT INTO public.interactions VALUES (5000012, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"OMNIRANGE at H7 for 89 (bingo +50)","words":["OMNIRANGE 39"],"score":89,"total":89,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:52:21.724018+00');
INSERT INTO public.interactions VALUES (5000013, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"VAPORING at 14A for 82 (bingo +50)","words":["VAPORING 32"],"score":82,"total":180,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:52:21.73855+00');
INSERT INTO public.interactions VALUES (5000014, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.742305+00');
INSERT INTO public.interactions VALUES (5000015, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.745942+00');
INSERT INTO public.interactions VALUES (5000022, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:52:21.865708+00');
INSERT INTO public.interactions VALUES (5000026, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"WHINED at N9 for 42","words":["WHINED 42"],"score":42,"total":116,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":true,"deadline":null},"finished":null,"racks_changed":[12],"version":4}', '2026-11-28 23:52:21.949632+00');
INSERT INTO public.interactions VALUES (5000033, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.037202+00');
INSERT INTO public.interactions VALUES (5000040, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.129646+00');
INSERT INTO public.interactions VALUES (5000045, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ISM at M7 for 34","words":["ISM 9","PI 5","EXERTS 13","EM 7"],"score":34,"total":56,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":5}', '2026-11-28 23:52:22.228327+00');
INSERT INTO public.interactions VALUES (5000052, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.281796+00');
INSERT INTO public.interactions VALUES (5000058, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.333103+00');
INSERT INTO public.interactions VALUES (5000066, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21]]}', '2026-11-28 23:52:22.504708+00');
INSERT INTO public.interactions VALUES (5000070, NULL, '{"id":1,"name":"Upgrade Open","state":"running","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:52:22.53786+00');
INSERT INTO public.interactions VALUES (5000016, 3, '{"lobby":{"game_id":3,"status":"active","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","E"],["upgrader12","Z"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":3,"channel_id":1002,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:21.754027+00');
INSERT INTO public.interactions VALUES (5000017, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"RUINER at 8D for 14","words":["RUINER 14"],"score":14,"total":14,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:52:21.794839+00');
INSERT INTO public.interactions VALUES (5000018, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"LINO at 7F for 16","words":["LINO 6","LI 2","IN 3","NE 2","OR 3"],"score":16,"total":16,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:52:21.814517+00');
INSERT INTO public.interactions VALUES (5000019, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"FIVER at D4 for 22","words":["FIVER 22"],"score":22,"total":36,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:52:21.833734+00');
INSERT INTO public.interactions VALUES (5000023, 4, '{"lobby":{"game_id":4,"status":"active","variant":"finish-line","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","I"],["upgrader12","I"],["Computer (medium)","O"]],[["upgrader11","Y"],["upgrader12","S"]]],"first":"upgrader12","order":["upgrader12","Computer (medium)","upgrader11"],"report":{"game_id":4,"channel_id":1003,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:21.869953+00');
INSERT INTO public.interactions VALUES (5000027, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.961914+00');
INSERT INTO public.interactions VALUES (5000034, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.053951+00');
INSERT INTO public.interactions VALUES (5000041, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:52:22.13281+00');
INSERT INTO public.interactions VALUES (5000044, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"NEED at 9G for 24","words":["NEED 7","NEE 3","AXE 11","ED 3"],"score":24,"total":24,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:52:22.207185+00');
INSERT INTO public.interactions VALUES (5000046, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.233881+00');
INSERT INTO public.interactions VALUES (5000053, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.285941+00');
INSERT INTO public.interactions VALUES (5000060, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:52:22.34192+00');
INSERT INTO public.interactions VALUES (5000062, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"placed E4=E F4=A for 19","words":["YEAR 7 (D4 E4 E5 F6)","YEA 6 (D4 E4 F4)","AYE 6 (E5 D4 E4)"],"score":19,"total":19,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:52:22.400193+00');
INSERT INTO public.interactions VALUES (5000020, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.849957+00');
INSERT INTO public.interactions VALUES (5000029, 5, '{"lobby":{"game_id":5,"status":"active","variant":"dice","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":200,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":200,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","N"],["upgrader12","L"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":5,"channel_id":1004,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795910001},"finished":null,"racks_changed":[12],"version":0}}', '2026-11-28 23:52:21.973889+00');
INSERT INTO public.interactions VALUES (5000030, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"AROID at 5E for 22","words":["AROID 22"],"score":22,"total":22,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795910001},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:52:21.993136+00');
INSERT INTO public.interactions VALUES (5000031, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"SYCONIA at G2 for 48","words":["SYCONIA 48"],"score":48,"total":48,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795910002},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:52:22.01931+00');
INSERT INTO public.interactions VALUES (5000032, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"PAIR at 8F for 24","words":["PAIR 24"],"score":24,"total":46,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795910002},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:52:22.028294+00');
INSERT INTO public.interactions VALUES (5000037, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"RERISEN at E2 for 28","words":["RERISEN 28"],"score":28,"total":28,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:52:22.091793+00');
INSERT INTO public.interactions VALUES (5000039, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.113897+00');
INSERT INTO public.interactions VALUES (5000048, 8, '{"lobby":{"game_id":8,"status":"active","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","G"],["upgrader12","U"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":8,"channel_id":1007,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:22.241797+00');
INSERT INTO public.interactions VALUES (5000049, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"OILCUP at B1; a comet''s boost: a yellow blank","words":["OILCUP"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:52:22.254995+00');
INSERT INTO public.interactions VALUES (5000050, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"AIrY at J1; a comet''s boost: a yellow blank","words":["AIrY"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:52:22.264482+00');
INSERT INTO public.interactions VALUES (5000051, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"anVILS at C6; a comet''s boost: a yellow blank; a flying saucer! Card: \"A friendly alien waves and hands you a spare part: take a yellow blank.\"","words":["anVILS","Pa"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:52:22.2772+00');
INSERT INTO public.interactions VALUES (5000056, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"PALLOR at J1; a comet''s boost: a yellow blank","words":["PALLOR"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:52:22.31469+00');
INSERT INTO public.interactions VALUES (5000057, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"fATUOUS at C6; a comet''s boost: a yellow blank","words":["fATUOUS","Ef"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:52:22.324498+00');
INSERT INTO public.interactions VALUES (5000061, 10, '{"lobby":{"game_id":10,"status":"active","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","U"],["upgrader12","O"],["Computer (medium)","E"]]],"first":"Computer (medium)","order":["Computer (medium)","upgrader11","upgrader12"],"report":{"game_id":10,"channel_id":1009,"events":[],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:22.344778+00');
INSERT INTO public.interactions VALUES (5000065, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[]}', '2026-11-28 23:52:22.493871+00');
INSERT INTO public.interactions VALUES (5000021, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.853908+00');
INSERT INTO public.interactions VALUES (5000024, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"GNAThIC at 8F for 74 (bingo +50)","words":["GNAThIC 24"],"score":74,"total":74,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:52:21.889712+00');
INSERT INTO public.interactions VALUES (5000025, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"FOSSAE at 13I for 26","words":["FOSSAE 26"],"score":26,"total":26,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996341},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:52:21.930537+00');
INSERT INTO public.interactions VALUES (5000028, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:21.965842+00');
INSERT INTO public.interactions VALUES (5000035, 6, '{"lobby":{"game_id":6,"status":"active","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","Q"],["upgrader12","I"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":6,"channel_id":1005,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:22.056591+00');
INSERT INTO public.interactions VALUES (5000036, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"ILEUS at 3C for 12","words":["ILEUS 12"],"score":12,"total":12,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:52:22.086541+00');
INSERT INTO public.interactions VALUES (5000038, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"REMINT at 8A for 27","words":["REMINT 27"],"score":27,"total":39,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:52:22.096732+00');
INSERT INTO public.interactions VALUES (5000042, 7, '{"lobby":{"game_id":7,"status":"active","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","E"],["upgrader12","O"],["Computer (medium)","D"]]],"first":"Computer (medium)","order":["Computer (medium)","upgrader11","upgrader12"],"report":{"game_id":7,"channel_id":1006,"events":[],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:22.135054+00');
INSERT INTO public.interactions VALUES (5000043, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"KANA at 7F for 22","words":["KANA 10","NE 2","AX 10"],"score":22,"total":22,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:52:22.178956+00');
INSERT INTO public.interactions VALUES (5000047, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.2378+00');
INSERT INTO public.interactions VALUES (5000054, 9, '{"lobby":{"game_id":9,"status":"active","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","P"],["upgrader12","R"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":9,"channel_id":1008,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:52:22.293804+00');
INSERT INTO public.interactions VALUES (5000055, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ALPINE at B1; a comet''s boost: a yellow blank","words":["ALPINE"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:52:22.303733+00');
INSERT INTO public.interactions VALUES (5000059, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:52:22.337807+00');
INSERT INTO public.interactions VALUES (5000063, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"placed D5=D F5=G G5=G H5=A for 30","words":["GRAYED 11 (F5 F6 E5 D4 E4 D5)","AGGRADE 10 (H5 G5 F5 F6 E5 D5 E4)","YEGG 9 (D4 E4 F5 G5)"],"score":30,"total":30,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:52:22.433671+00');
INSERT INTO public.interactions VALUES (5000064, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"placed D7=L E7=I F7=K H7=R for 38","words":["AVERAGED 13 (H5 H6 G7 H7 G6 F5 E4 D5)","OVERAGED 13 (I6 H6 G7 H7 G6 F5 E4 D5)","VAKIL 12 (H6 G6 F7 E7 D7)"],"score":38,"total":57,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[11],"version":5}', '2026-11-28 23:52:22.480315+00');
INSERT INTO public.interactions VALUES (5000068, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23]]}', '2026-11-28 23:52:22.521807+00');
INSERT INTO public.interactions VALUES (5000071, 11, '{"game_id":11,"channel_id":3001,"events":[{"seat":0,"player":"upgrader21","user_id":21,"kind":"play","text":"FROZE at 8D for 42","words":["FROZE 42"],"score":42,"total":42,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader22","user_id":22,"final_challenge":false,"deadline":1795996342},"finished":null,"racks_changed":[21],"version":1}', '2026-11-28 23:52:22.602254+00');
INSERT INTO public.interactions VALUES (5000067, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22]]}', '2026-11-28 23:52:22.508237+00');
INSERT INTO public.interactions VALUES (5000069, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:52:22.529836+00');


--
-- Data for Name: jobs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.jobs VALUES (1, 'computer', 1, 2, 0, '2026-11-28 23:52:21.494607+00', '{}', 0, NULL, '2026-11-28 23:52:21.501757+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (8, 'computer', 1, 1, 2, '2026-11-28 23:52:21.580134+00', '{}', 0, NULL, '2026-11-28 23:52:21.597769+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (9, 'computer', 1, 2, 3, '2026-11-28 23:52:21.629741+00', '{}', 0, NULL, '2026-11-28 23:52:21.632533+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (13, 'timeout', 1, 1, 5, '2026-11-29 23:52:21.653986+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (14, 'reminder', 1, 1, 5, '2026-11-29 11:52:21.653986+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (15, 'reminder', 1, 1, 5, '2026-11-29 21:28:21.653986+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (16, 'computer', 1, 1, 5, '2026-11-28 23:52:21.653986+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (26, 'timeout', 2, 1, 3, '2026-11-29 23:52:21.739737+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (27, 'reminder', 2, 1, 3, '2026-11-29 11:52:21.739737+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (28, 'reminder', 2, 1, 3, '2026-11-29 21:28:21.739737+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (38, 'timeout', 3, 1, 3, '2026-11-29 23:52:21.834916+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (39, 'reminder', 3, 1, 3, '2026-11-29 11:52:21.834916+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (40, 'reminder', 3, 1, 3, '2026-11-29 21:28:21.834916+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (44, 'computer', 4, 2, 1, '2026-11-28 23:52:21.894321+00', '{}', 0, NULL, '2026-11-28 23:52:21.903421+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (51, 'computer', 4, 1, 3, '2026-11-28 23:52:21.931463+00', '{}', 0, NULL, '2026-11-28 23:52:21.937762+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (52, 'computer', 4, 2, 4, '2026-11-28 23:52:21.951062+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (56, 'timeout', 5, 0, 3, '2026-11-28 23:53:22.02907+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (66, 'timeout', 6, 0, 3, '2026-11-29 23:52:22.097369+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (67, 'reminder', 6, 0, 3, '2026-11-29 11:52:22.097369+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (68, 'reminder', 6, 0, 3, '2026-11-29 21:28:22.097369+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (69, 'computer', 7, 2, 0, '2026-11-28 23:52:22.135581+00', '{}', 0, NULL, '2026-11-28 23:52:22.14217+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (76, 'computer', 7, 1, 2, '2026-11-28 23:52:22.17963+00', '{}', 0, NULL, '2026-11-28 23:52:22.189764+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (77, 'computer', 7, 2, 3, '2026-11-28 23:52:22.208357+00', '{}', 0, NULL, '2026-11-28 23:52:22.213775+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (81, 'timeout', 7, 1, 5, '2026-11-29 23:52:22.229067+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (82, 'reminder', 7, 1, 5, '2026-11-29 11:52:22.229067+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (83, 'reminder', 7, 1, 5, '2026-11-29 21:28:22.229067+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (84, 'computer', 7, 1, 5, '2026-11-28 23:52:22.229067+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (94, 'timeout', 8, 1, 3, '2026-11-29 23:52:22.277905+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (95, 'reminder', 8, 1, 3, '2026-11-29 11:52:22.277905+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (96, 'reminder', 8, 1, 3, '2026-11-29 21:28:22.277905+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (106, 'timeout', 9, 1, 3, '2026-11-29 23:52:22.325158+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (107, 'reminder', 9, 1, 3, '2026-11-29 11:52:22.325158+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (108, 'reminder', 9, 1, 3, '2026-11-29 21:28:22.325158+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (128, 'timeout', 11, 1, 1, '2026-11-29 23:52:22.602916+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (109, 'computer', 10, 2, 0, '2026-11-28 23:52:22.345226+00', '{}', 0, NULL, '2026-11-28 23:52:22.349747+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (129, 'reminder', 11, 1, 1, '2026-11-29 11:52:22.602916+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (116, 'computer', 10, 1, 2, '2026-11-28 23:52:22.401281+00', '{}', 0, NULL, '2026-11-28 23:52:22.413771+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (130, 'reminder', 11, 1, 1, '2026-11-29 21:28:22.602916+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (117, 'computer', 10, 2, 3, '2026-11-28 23:52:22.434544+00', '{}', 0, NULL, '2026-11-28 23:52:22.440748+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (121, 'timeout', 10, 1, 5, '2026-11-29 23:52:22.481295+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (122, 'reminder', 10, 1, 5, '2026-11-29 11:52:22.481295+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (123, 'reminder', 10, 1, 5, '2026-11-29 21:28:22.481295+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (124, 'computer', 10, 1, 5, '2026-11-28 23:52:22.481295+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);


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

INSERT INTO public.moves VALUES (1, 0, 2, 'play', 'play 2 across D8=M E8=I F8=Z G8=E H8=N', 'Computer (medium): MIZEN at 8D for 38', 38, NULL, '2026-11-28 23:52:21.513624+00');
INSERT INTO public.moves VALUES (1, 1, 0, 'play', 'play 0 down E4=L E5=O E6=O E7=N E9=E E10=S E11=T', 'upgrader11: LOONIEST at E4 for 82 (bingo +50)', 82, 5000005, '2026-11-28 23:52:21.576025+00');
INSERT INTO public.moves VALUES (1, 2, 1, 'play', 'play 1 down F2=Q F3=U F4=I F5=R F6=E', 'upgrader12: QUIRE at F2 for 44', 44, 5000006, '2026-11-28 23:52:21.627992+00');
INSERT INTO public.moves VALUES (1, 3, 2, 'play', 'play 2 across D4=C G4=N H4=G', 'Computer (medium): CLING at 4D for 20', 20, NULL, '2026-11-28 23:52:21.642789+00');
INSERT INTO public.moves VALUES (1, 4, 0, 'play', 'play 0 across G7=Y H7=A I7=R', 'upgrader11: YAR at 7G for 22', 22, 5000007, '2026-11-28 23:52:21.652825+00');
INSERT INTO public.moves VALUES (2, 0, 0, 'play', 'play 0 across C8=A D8=X E8=O F8=N G8=E H8=M I8=E', 'upgrader11: AXONEME at 8C for 98 (bingo +50)', 98, 5000011, '2026-11-28 23:52:21.710608+00');
INSERT INTO public.moves VALUES (2, 1, 1, 'play', 'play 1 down H7=O H9=N H10=I H11=R H12=A H13=N H14=G H15=E', 'upgrader12: OMNIRANGE at H7 for 89 (bingo +50)', 89, 5000012, '2026-11-28 23:52:21.724018+00');
INSERT INTO public.moves VALUES (2, 2, 0, 'play', 'play 0 across A14=V B14=A C14=P D14=O E14=R F14=I G14=N', 'upgrader11: VAPORING at 14A for 82 (bingo +50)', 82, 5000013, '2026-11-28 23:52:21.73855+00');
INSERT INTO public.moves VALUES (3, 0, 0, 'play', 'play 0 across D8=R E8=U F8=I G8=N H8=E I8=R', 'upgrader11: RUINER at 8D for 14', 14, 5000017, '2026-11-28 23:52:21.794839+00');
INSERT INTO public.moves VALUES (3, 1, 1, 'play', 'play 1 across F7=L G7=I H7=N I7=O', 'upgrader12: LINO at 7F for 16', 16, 5000018, '2026-11-28 23:52:21.814517+00');
INSERT INTO public.moves VALUES (3, 2, 0, 'play', 'play 0 down D4=F D5=I D6=V D7=E', 'upgrader11: FIVER at D4 for 22', 22, 5000019, '2026-11-28 23:52:21.833734+00');
INSERT INTO public.moves VALUES (4, 0, 1, 'play', 'play 1 across F8=G G8=N H8=A I8=T J8=h K8=I L8=C', 'upgrader12: GNAThIC at 8F for 74 (bingo +50)', 74, 5000024, '2026-11-28 23:52:21.889712+00');
INSERT INTO public.moves VALUES (4, 1, 2, 'play', 'play 2 down L7=S L9=A L10=R L11=A L12=B L13=S', 'Computer (medium): SCARABS at L7 for 22', 22, NULL, '2026-11-28 23:52:21.906995+00');
INSERT INTO public.moves VALUES (4, 2, 0, 'play', 'play 0 across I13=F J13=O K13=S M13=A N13=E', 'upgrader11: FOSSAE at 13I for 26', 26, 5000025, '2026-11-28 23:52:21.930537+00');
INSERT INTO public.moves VALUES (4, 3, 1, 'play', 'play 1 down N9=W N10=H N11=I N12=N N14=D', 'upgrader12: WHINED at N9 for 42', 42, 5000026, '2026-11-28 23:52:21.949632+00');
INSERT INTO public.moves VALUES (5, 0, 1, 'play', 'play 1 across E5=A F5=R G5=O H5=I I5=D', 'upgrader12: AROID at 5E for 22', 22, 5000030, '2026-11-28 23:52:21.993136+00');
INSERT INTO public.moves VALUES (5, 1, 0, 'play', 'play 0 down G2=S G3=Y G4=C G6=N G7=I G8=A', 'upgrader11: SYCONIA at G2 for 48', 48, 5000031, '2026-11-28 23:52:22.01931+00');
INSERT INTO public.moves VALUES (5, 2, 1, 'play', 'play 1 across F8=P H8=I I8=R', 'upgrader12: PAIR at 8F for 24', 24, 5000032, '2026-11-28 23:52:22.028294+00');
INSERT INTO public.moves VALUES (6, 0, 1, 'play', 'play 1 across C3=I D3=L E3=E F3=U G3=S', 'upgrader12: ILEUS at 3C for 12', 12, 5000036, '2026-11-28 23:52:22.086541+00');
INSERT INTO public.moves VALUES (6, 1, 0, 'play', 'play 0 down E2=R E4=R E5=I E6=S E7=E E8=N', 'upgrader11: RERISEN at E2 for 28', 28, 5000037, '2026-11-28 23:52:22.091793+00');
INSERT INTO public.moves VALUES (6, 2, 1, 'play', 'play 1 across A8=R B8=E C8=M D8=I F8=T', 'upgrader12: REMINT at 8A for 27', 27, 5000038, '2026-11-28 23:52:22.096732+00');
INSERT INTO public.moves VALUES (7, 0, 2, 'play', 'play 2 across H8=E I8=X J8=E K8=R L8=T', 'Computer (medium): EXERT at 8H for 26', 26, NULL, '2026-11-28 23:52:22.169718+00');
INSERT INTO public.moves VALUES (7, 1, 0, 'play', 'play 0 across F7=K G7=A H7=N I7=A', 'upgrader11: KANA at 7F for 22', 22, 5000043, '2026-11-28 23:52:22.178956+00');
INSERT INTO public.moves VALUES (7, 2, 1, 'play', 'play 1 across G9=N H9=E I9=E J9=D', 'upgrader12: NEED at 9G for 24', 24, 5000044, '2026-11-28 23:52:22.207185+00');
INSERT INTO public.moves VALUES (7, 3, 2, 'play', 'play 2 down L6=A L7=P L9=E L10=R L11=I L12=A', 'Computer (medium): APTERIA at L6 for 18', 18, NULL, '2026-11-28 23:52:22.218612+00');
INSERT INTO public.moves VALUES (7, 4, 0, 'play', 'play 0 down M7=I M8=S M9=M', 'upgrader11: ISM at M7 for 34', 34, 5000045, '2026-11-28 23:52:22.228327+00');
INSERT INTO public.moves VALUES (8, 0, 0, 'play', 'play 0 down B1=O B2=I B3=L B4=C B5=U B6=P', 'upgrader11: OILCUP at B1; a comet''s boost: a yellow blank', 0, 5000049, '2026-11-28 23:52:22.254995+00');
INSERT INTO public.moves VALUES (8, 1, 1, 'play', 'play 1 down J1=A J2=I J3=r J4=Y', 'upgrader12: AIrY at J1; a comet''s boost: a yellow blank', 0, 5000050, '2026-11-28 23:52:22.264482+00');
INSERT INTO public.moves VALUES (8, 2, 0, 'play', 'play 0 down C6=a C7=n C8=V C9=I C10=L C11=S', 'upgrader11: anVILS at C6; a comet''s boost: a yellow blank; a flying saucer! Card: "A friendly alien waves and hands you a spare part: take a yellow blank."', 0, 5000051, '2026-11-28 23:52:22.2772+00');
INSERT INTO public.moves VALUES (9, 0, 0, 'play', 'play 0 down B1=A B2=L B3=P B4=I B5=N B6=E', 'upgrader11: ALPINE at B1; a comet''s boost: a yellow blank', 0, 5000055, '2026-11-28 23:52:22.303733+00');
INSERT INTO public.moves VALUES (9, 1, 1, 'play', 'play 1 down J1=P J2=A J3=L J4=L J5=O J6=R', 'upgrader12: PALLOR at J1; a comet''s boost: a yellow blank', 0, 5000056, '2026-11-28 23:52:22.31469+00');
INSERT INTO public.moves VALUES (9, 2, 0, 'play', 'play 0 down C6=f C7=A C8=T C9=U C10=O C11=U C12=S', 'upgrader11: fATUOUS at C6; a comet''s boost: a yellow blank', 0, 5000057, '2026-11-28 23:52:22.324498+00');
INSERT INTO public.moves VALUES (10, 0, 2, 'play', 'words 2 D4=Y E5=A F6=R G7=E H8=R : YARER YARE YAR', 'Computer (medium): placed D4=Y E5=A F6=R G7=E H8=R for 21', 21, NULL, '2026-11-28 23:52:22.373799+00');
INSERT INTO public.moves VALUES (10, 1, 0, 'play', 'words 0 E4=E F4=A : YEAR YEA AYE', 'upgrader11: placed E4=E F4=A for 19', 19, 5000062, '2026-11-28 23:52:22.400193+00');
INSERT INTO public.moves VALUES (10, 2, 1, 'play', 'words 1 D5=D F5=G G5=G H5=A : GRAYED AGGRADE YEGG', 'upgrader12: placed D5=D F5=G G5=G H5=A for 30', 30, 5000063, '2026-11-28 23:52:22.433671+00');
INSERT INTO public.moves VALUES (10, 3, 2, 'play', 'words 2 E6=B G6=A H6=V I6=O : AVERAGED OVERAGED BRAGGED', 'Computer (medium): placed E6=B G6=A H6=V I6=O for 38', 38, NULL, '2026-11-28 23:52:22.453668+00');
INSERT INTO public.moves VALUES (10, 4, 0, 'play', 'words 0 D7=L E7=I F7=K H7=R : AVERAGED OVERAGED VAKIL', 'upgrader11: placed D7=L E7=I F7=K H7=R for 38', 38, 5000064, '2026-11-28 23:52:22.480315+00');
INSERT INTO public.moves VALUES (11, 0, 0, 'play', 'play 0 across D8=F E8=R F8=O G8=Z H8=E', 'upgrader21: FROZE at 8D for 42', 42, 5000071, '2026-11-28 23:52:22.602254+00');


--
-- Data for Name: outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.outbox VALUES (1, 1, 1000, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.455669+00', '2026-11-28 23:52:21.455669+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.455669+00', NULL, false);
INSERT INTO public.outbox VALUES (2, 1, 1000, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.477843+00', '2026-11-28 23:52:21.477843+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.477843+00', NULL, false);
INSERT INTO public.outbox VALUES (3, 1, 1000, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.489845+00', '2026-11-28 23:52:21.489845+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.489845+00', NULL, false);
INSERT INTO public.outbox VALUES (4, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [], "game_id": 1, "version": 0, "finished": null, "channel_id": 1000, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "Computer (medium)", "order": ["Computer (medium)", "upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "G"], ["upgrader12", "H"], ["Computer (medium)", "C"]]]}}', '2026-11-28 23:52:21.493852+00', '2026-11-28 23:52:21.493852+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.493852+00', NULL, false);
INSERT INTO public.outbox VALUES (5, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:52:21.493852+00', '2026-11-28 23:52:21.493852+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.493852+00', NULL, false);
INSERT INTO public.outbox VALUES (6, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:52:21.493852+00', '2026-11-28 23:52:21.493852+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.493852+00', NULL, false);
INSERT INTO public.outbox VALUES (7, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "MIZEN at 8D for 38", "score": 38, "total": 38, "words": ["MIZEN 38"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 1, "version": 1, "finished": null, "channel_id": 1000, "racks_changed": []}, "headline": null}', '2026-11-28 23:52:21.513624+00', '2026-11-28 23:52:21.513624+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.513624+00', NULL, false);
INSERT INTO public.outbox VALUES (8, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:52:21.513624+00', '2026-11-28 23:52:21.513624+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.513624+00', NULL, false);
INSERT INTO public.outbox VALUES (9, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "LOONIEST at E4 for 82 (bingo +50)", "score": 82, "total": 82, "words": ["LOONIEST 32"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 1, "version": 2, "finished": null, "channel_id": 1000, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.576025+00', '2026-11-28 23:52:21.576025+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.576025+00', NULL, false);
INSERT INTO public.outbox VALUES (10, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:52:21.576025+00', '2026-11-28 23:52:21.576025+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.576025+00', NULL, false);
INSERT INTO public.outbox VALUES (11, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:52:21.576025+00', '2026-11-28 23:52:21.576025+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.576025+00', NULL, false);
INSERT INTO public.outbox VALUES (12, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "QUIRE at F2 for 44", "score": 44, "total": 44, "words": ["QUIRE 36", "LI 2", "OR 2", "OE 4"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 1, "version": 3, "finished": null, "channel_id": 1000, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:21.627992+00', '2026-11-28 23:52:21.627992+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.627992+00', NULL, false);
INSERT INTO public.outbox VALUES (13, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:52:21.627992+00', '2026-11-28 23:52:21.627992+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.627992+00', NULL, false);
INSERT INTO public.outbox VALUES (14, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "CLING at 4D for 20", "score": 20, "total": 58, "words": ["CLING 20"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 1, "version": 4, "finished": null, "channel_id": 1000, "racks_changed": []}, "headline": null}', '2026-11-28 23:52:21.642789+00', '2026-11-28 23:52:21.642789+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.642789+00', NULL, false);
INSERT INTO public.outbox VALUES (15, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 4, "your_turn": true}', '2026-11-28 23:52:21.642789+00', '2026-11-28 23:52:21.642789+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.642789+00', NULL, false);
INSERT INTO public.outbox VALUES (79, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:52:22.086541+00', '2026-11-28 23:52:22.086541+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.086541+00', NULL, false);
INSERT INTO public.outbox VALUES (81, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:52:22.091793+00', '2026-11-28 23:52:22.091793+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.091793+00', NULL, false);
INSERT INTO public.outbox VALUES (16, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "YAR at 7G for 22", "score": 22, "total": 104, "words": ["YAR 11", "YE 9", "AN 2"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 1, "version": 5, "finished": null, "channel_id": 1000, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.652825+00', '2026-11-28 23:52:21.652825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.652825+00', NULL, false);
INSERT INTO public.outbox VALUES (17, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 5, "your_turn": false}', '2026-11-28 23:52:21.652825+00', '2026-11-28 23:52:21.652825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.652825+00', NULL, false);
INSERT INTO public.outbox VALUES (18, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 5, "your_turn": true}', '2026-11-28 23:52:21.652825+00', '2026-11-28 23:52:21.652825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.652825+00', NULL, false);
INSERT INTO public.outbox VALUES (30, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "VAPORING at 14A for 82 (bingo +50)", "score": 82, "total": 180, "words": ["VAPORING 32"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 2, "version": 3, "finished": null, "channel_id": 1001, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.73855+00', '2026-11-28 23:52:21.73855+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.73855+00', NULL, false);
INSERT INTO public.outbox VALUES (31, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:52:21.73855+00', '2026-11-28 23:52:21.73855+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.73855+00', NULL, false);
INSERT INTO public.outbox VALUES (32, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:52:21.73855+00', '2026-11-28 23:52:21.73855+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.73855+00', NULL, false);
INSERT INTO public.outbox VALUES (48, 4, 1003, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.853908+00', '2026-11-28 23:52:21.853908+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.853908+00', NULL, false);
INSERT INTO public.outbox VALUES (53, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "GNAThIC at 8F for 74 (bingo +50)", "score": 74, "total": 74, "words": ["GNAThIC 24"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 4, "version": 1, "finished": null, "channel_id": 1003, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:21.889712+00', '2026-11-28 23:52:21.889712+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.889712+00', NULL, false);
INSERT INTO public.outbox VALUES (54, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:52:21.889712+00', '2026-11-28 23:52:21.889712+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.889712+00', NULL, false);
INSERT INTO public.outbox VALUES (57, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "FOSSAE at 13I for 26", "score": 26, "total": 26, "words": ["FOSSAE 26"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 4, "version": 3, "finished": null, "channel_id": 1003, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.930537+00', '2026-11-28 23:52:21.930537+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.930537+00', NULL, false);
INSERT INTO public.outbox VALUES (58, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:52:21.930537+00', '2026-11-28 23:52:21.930537+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.930537+00', NULL, false);
INSERT INTO public.outbox VALUES (59, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:52:21.930537+00', '2026-11-28 23:52:21.930537+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.930537+00', NULL, false);
INSERT INTO public.outbox VALUES (63, 5, 1004, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 60}}}', '2026-11-28 23:52:21.965842+00', '2026-11-28 23:52:21.965842+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.965842+00', NULL, false);
INSERT INTO public.outbox VALUES (74, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [], "game_id": 6, "version": 0, "finished": null, "channel_id": 1005, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "Q"], ["upgrader12", "I"]]]}}', '2026-11-28 23:52:22.056591+00', '2026-11-28 23:52:22.056591+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.056591+00', NULL, false);
INSERT INTO public.outbox VALUES (75, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.056591+00', '2026-11-28 23:52:22.056591+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.056591+00', NULL, false);
INSERT INTO public.outbox VALUES (76, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:52:22.056591+00', '2026-11-28 23:52:22.056591+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.056591+00', NULL, false);
INSERT INTO public.outbox VALUES (77, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "ILEUS at 3C for 12", "score": 12, "total": 12, "words": ["ILEUS 12"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 6, "version": 1, "finished": null, "channel_id": 1005, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:22.086541+00', '2026-11-28 23:52:22.086541+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.086541+00', NULL, false);
INSERT INTO public.outbox VALUES (78, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:52:22.086541+00', '2026-11-28 23:52:22.086541+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.086541+00', NULL, false);
INSERT INTO public.outbox VALUES (19, 2, 1001, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.657831+00', '2026-11-28 23:52:21.657831+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.657831+00', NULL, false);
INSERT INTO public.outbox VALUES (24, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "AXONEME at 8C for 98 (bingo +50)", "score": 98, "total": 98, "words": ["AXONEME 48"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 2, "version": 1, "finished": null, "channel_id": 1001, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.710608+00', '2026-11-28 23:52:21.710608+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.710608+00', NULL, false);
INSERT INTO public.outbox VALUES (25, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:52:21.710608+00', '2026-11-28 23:52:21.710608+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.710608+00', NULL, false);
INSERT INTO public.outbox VALUES (26, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:52:21.710608+00', '2026-11-28 23:52:21.710608+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.710608+00', NULL, false);
INSERT INTO public.outbox VALUES (27, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "OMNIRANGE at H7 for 89 (bingo +50)", "score": 89, "total": 89, "words": ["OMNIRANGE 39"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 2, "version": 2, "finished": null, "channel_id": 1001, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:21.724018+00', '2026-11-28 23:52:21.724018+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.724018+00', NULL, false);
INSERT INTO public.outbox VALUES (28, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:52:21.724018+00', '2026-11-28 23:52:21.724018+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.724018+00', NULL, false);
INSERT INTO public.outbox VALUES (29, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:52:21.724018+00', '2026-11-28 23:52:21.724018+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.724018+00', NULL, false);
INSERT INTO public.outbox VALUES (33, 3, 1002, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.742305+00', '2026-11-28 23:52:21.742305+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.742305+00', NULL, false);
INSERT INTO public.outbox VALUES (47, 4, 1003, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.849957+00', '2026-11-28 23:52:21.849957+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.849957+00', NULL, false);
INSERT INTO public.outbox VALUES (64, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795910001, "final_challenge": false}, "events": [], "game_id": 5, "version": 0, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "rolled", "draw_title": "The roll for first play", "draw_rounds": [[["upgrader11", "N"], ["upgrader12", "L"]]]}}', '2026-11-28 23:52:21.973889+00', '2026-11-28 23:52:21.973889+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.973889+00', NULL, false);
INSERT INTO public.outbox VALUES (65, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:52:21.973889+00', '2026-11-28 23:52:21.973889+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.973889+00', NULL, false);
INSERT INTO public.outbox VALUES (66, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795910001, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "AROID at 5E for 22", "score": 22, "total": 22, "words": ["AROID 22"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 5, "version": 1, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.993136+00', '2026-11-28 23:52:21.993136+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.993136+00', NULL, false);
INSERT INTO public.outbox VALUES (67, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:52:21.993136+00', '2026-11-28 23:52:21.993136+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.993136+00', NULL, false);
INSERT INTO public.outbox VALUES (68, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795910002, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "SYCONIA at G2 for 48", "score": 48, "total": 48, "words": ["SYCONIA 48"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 5, "version": 2, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:22.01931+00', '2026-11-28 23:52:22.01931+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.01931+00', NULL, false);
INSERT INTO public.outbox VALUES (69, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:52:22.01931+00', '2026-11-28 23:52:22.01931+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.01931+00', NULL, false);
INSERT INTO public.outbox VALUES (70, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795910002, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "PAIR at 8F for 24", "score": 24, "total": 46, "words": ["PAIR 24"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 5, "version": 3, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.028294+00', '2026-11-28 23:52:22.028294+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.028294+00', NULL, false);
INSERT INTO public.outbox VALUES (71, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:52:22.028294+00', '2026-11-28 23:52:22.028294+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.028294+00', NULL, false);
INSERT INTO public.outbox VALUES (82, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:52:22.091793+00', '2026-11-28 23:52:22.091793+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.091793+00', NULL, false);
INSERT INTO public.outbox VALUES (20, 2, 1001, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.67614+00', '2026-11-28 23:52:21.67614+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.67614+00', NULL, false);
INSERT INTO public.outbox VALUES (35, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996341, "final_challenge": false}, "events": [], "game_id": 3, "version": 0, "finished": null, "channel_id": 1002, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "E"], ["upgrader12", "Z"]]]}}', '2026-11-28 23:52:21.754027+00', '2026-11-28 23:52:21.754027+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.754027+00', NULL, false);
INSERT INTO public.outbox VALUES (36, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:52:21.754027+00', '2026-11-28 23:52:21.754027+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.754027+00', NULL, false);
INSERT INTO public.outbox VALUES (37, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:52:21.754027+00', '2026-11-28 23:52:21.754027+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.754027+00', NULL, false);
INSERT INTO public.outbox VALUES (38, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "RUINER at 8D for 14", "score": 14, "total": 14, "words": ["RUINER 14"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 3, "version": 1, "finished": null, "channel_id": 1002, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.794839+00', '2026-11-28 23:52:21.794839+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.794839+00', NULL, false);
INSERT INTO public.outbox VALUES (39, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:52:21.794839+00', '2026-11-28 23:52:21.794839+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.794839+00', NULL, false);
INSERT INTO public.outbox VALUES (40, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:52:21.794839+00', '2026-11-28 23:52:21.794839+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.794839+00', NULL, false);
INSERT INTO public.outbox VALUES (41, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "LINO at 7F for 16", "score": 16, "total": 16, "words": ["LINO 6", "LI 2", "IN 3", "NE 2", "OR 3"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 3, "version": 2, "finished": null, "channel_id": 1002, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:21.814517+00', '2026-11-28 23:52:21.814517+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.814517+00', NULL, false);
INSERT INTO public.outbox VALUES (42, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:52:21.814517+00', '2026-11-28 23:52:21.814517+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.814517+00', NULL, false);
INSERT INTO public.outbox VALUES (43, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:52:21.814517+00', '2026-11-28 23:52:21.814517+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.814517+00', NULL, false);
INSERT INTO public.outbox VALUES (44, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "FIVER at D4 for 22", "score": 22, "total": 36, "words": ["FIVER 22"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 3, "version": 3, "finished": null, "channel_id": 1002, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:21.833734+00', '2026-11-28 23:52:21.833734+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.833734+00', NULL, false);
INSERT INTO public.outbox VALUES (45, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:52:21.833734+00', '2026-11-28 23:52:21.833734+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.833734+00', NULL, false);
INSERT INTO public.outbox VALUES (46, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:52:21.833734+00', '2026-11-28 23:52:21.833734+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.833734+00', NULL, false);
INSERT INTO public.outbox VALUES (50, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996341, "final_challenge": false}, "events": [], "game_id": 4, "version": 0, "finished": null, "channel_id": 1003, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "Computer (medium)", "upgrader11"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "I"], ["upgrader12", "I"], ["Computer (medium)", "O"]], [["upgrader11", "Y"], ["upgrader12", "S"]]]}}', '2026-11-28 23:52:21.869953+00', '2026-11-28 23:52:21.869953+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.869953+00', NULL, false);
INSERT INTO public.outbox VALUES (51, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:52:21.869953+00', '2026-11-28 23:52:21.869953+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.869953+00', NULL, false);
INSERT INTO public.outbox VALUES (52, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:52:21.869953+00', '2026-11-28 23:52:21.869953+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.869953+00', NULL, false);
INSERT INTO public.outbox VALUES (62, 5, 1004, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 60}}}', '2026-11-28 23:52:21.961914+00', '2026-11-28 23:52:21.961914+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.961914+00', NULL, false);
INSERT INTO public.outbox VALUES (80, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "RERISEN at E2 for 28", "score": 28, "total": 28, "words": ["RERISEN 28"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 6, "version": 2, "finished": null, "channel_id": 1005, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.091793+00', '2026-11-28 23:52:22.091793+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.091793+00', NULL, false);
INSERT INTO public.outbox VALUES (21, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996341, "final_challenge": false}, "events": [], "game_id": 2, "version": 0, "finished": null, "channel_id": 1001, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "D"], ["upgrader12", "R"]]]}}', '2026-11-28 23:52:21.687815+00', '2026-11-28 23:52:21.687815+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.687815+00', NULL, false);
INSERT INTO public.outbox VALUES (22, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:52:21.687815+00', '2026-11-28 23:52:21.687815+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.687815+00', NULL, false);
INSERT INTO public.outbox VALUES (23, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:52:21.687815+00', '2026-11-28 23:52:21.687815+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.687815+00', NULL, false);
INSERT INTO public.outbox VALUES (34, 3, 1002, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.745942+00', '2026-11-28 23:52:21.745942+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.745942+00', NULL, false);
INSERT INTO public.outbox VALUES (49, 4, 1003, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:21.865708+00', '2026-11-28 23:52:21.865708+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.865708+00', NULL, false);
INSERT INTO public.outbox VALUES (55, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996341, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "SCARABS at L7 for 22", "score": 22, "total": 22, "words": ["SCARABS 22"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 4, "version": 2, "finished": null, "channel_id": 1003, "racks_changed": []}, "headline": null}', '2026-11-28 23:52:21.906995+00', '2026-11-28 23:52:21.906995+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.906995+00', NULL, false);
INSERT INTO public.outbox VALUES (56, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:52:21.906995+00', '2026-11-28 23:52:21.906995+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.906995+00', NULL, false);
INSERT INTO public.outbox VALUES (60, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": true}, "events": [{"kind": "play", "seat": 1, "text": "WHINED at N9 for 42", "score": 42, "total": 116, "words": ["WHINED 42"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 4, "version": 4, "finished": null, "channel_id": 1003, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:21.949632+00', '2026-11-28 23:52:21.949632+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.949632+00', NULL, false);
INSERT INTO public.outbox VALUES (61, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 4, "your_turn": false}', '2026-11-28 23:52:21.949632+00', '2026-11-28 23:52:21.949632+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:24.949632+00', NULL, false);
INSERT INTO public.outbox VALUES (72, 6, 1005, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.037202+00', '2026-11-28 23:52:22.037202+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.037202+00', NULL, false);
INSERT INTO public.outbox VALUES (87, 7, 1006, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.129646+00', '2026-11-28 23:52:22.129646+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.129646+00', NULL, false);
INSERT INTO public.outbox VALUES (99, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "APTERIA at L6 for 18", "score": 18, "total": 44, "words": ["APTERIA 18"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 7, "version": 4, "finished": null, "channel_id": 1006, "racks_changed": []}, "headline": null}', '2026-11-28 23:52:22.218612+00', '2026-11-28 23:52:22.218612+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.218612+00', NULL, false);
INSERT INTO public.outbox VALUES (100, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 4, "your_turn": true}', '2026-11-28 23:52:22.218612+00', '2026-11-28 23:52:22.218612+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.218612+00', NULL, false);
INSERT INTO public.outbox VALUES (73, 6, 1005, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.053951+00', '2026-11-28 23:52:22.053951+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.053951+00', NULL, false);
INSERT INTO public.outbox VALUES (88, 7, 1006, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": "standard", "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.13281+00', '2026-11-28 23:52:22.13281+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.13281+00', NULL, false);
INSERT INTO public.outbox VALUES (92, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "EXERT at 8H for 26", "score": 26, "total": 26, "words": ["EXERT 26"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 7, "version": 1, "finished": null, "channel_id": 1006, "racks_changed": []}, "headline": null}', '2026-11-28 23:52:22.169718+00', '2026-11-28 23:52:22.169718+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.169718+00', NULL, false);
INSERT INTO public.outbox VALUES (93, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:52:22.169718+00', '2026-11-28 23:52:22.169718+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.169718+00', NULL, false);
INSERT INTO public.outbox VALUES (97, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "NEED at 9G for 24", "score": 24, "total": 24, "words": ["NEED 7", "NEE 3", "AXE 11", "ED 3"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 7, "version": 3, "finished": null, "channel_id": 1006, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:22.207185+00', '2026-11-28 23:52:22.207185+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.207185+00', NULL, false);
INSERT INTO public.outbox VALUES (98, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:52:22.207185+00', '2026-11-28 23:52:22.207185+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.207185+00', NULL, false);
INSERT INTO public.outbox VALUES (104, 8, 1007, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.233881+00', '2026-11-28 23:52:22.233881+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.233881+00', NULL, false);
INSERT INTO public.outbox VALUES (119, 9, 1008, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.285941+00', '2026-11-28 23:52:22.285941+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.285941+00', NULL, false);
INSERT INTO public.outbox VALUES (134, 10, 1009, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.34192+00', '2026-11-28 23:52:22.34192+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.34192+00', NULL, false);
INSERT INTO public.outbox VALUES (138, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "placed D4=Y E5=A F6=R G7=E H8=R for 21", "score": 21, "total": 21, "words": ["YARER 8 (D4 E5 F6 G7 H8)", "YARE 7 (D4 E5 F6 G7)", "YAR 6 (D4 E5 F6)"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 10, "version": 1, "finished": null, "channel_id": 1009, "racks_changed": []}, "headline": null}', '2026-11-28 23:52:22.373799+00', '2026-11-28 23:52:22.373799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.373799+00', NULL, false);
INSERT INTO public.outbox VALUES (139, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:52:22.373799+00', '2026-11-28 23:52:22.373799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.373799+00', NULL, false);
INSERT INTO public.outbox VALUES (83, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "REMINT at 8A for 27", "score": 27, "total": 39, "words": ["REMINT 27"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 6, "version": 3, "finished": null, "channel_id": 1005, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:22.096732+00', '2026-11-28 23:52:22.096732+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.096732+00', NULL, false);
INSERT INTO public.outbox VALUES (84, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:52:22.096732+00', '2026-11-28 23:52:22.096732+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.096732+00', NULL, false);
INSERT INTO public.outbox VALUES (85, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:52:22.096732+00', '2026-11-28 23:52:22.096732+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.096732+00', NULL, false);
INSERT INTO public.outbox VALUES (89, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [], "game_id": 7, "version": 0, "finished": null, "channel_id": 1006, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "Computer (medium)", "order": ["Computer (medium)", "upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "E"], ["upgrader12", "O"], ["Computer (medium)", "D"]]]}}', '2026-11-28 23:52:22.135054+00', '2026-11-28 23:52:22.135054+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.135054+00', NULL, false);
INSERT INTO public.outbox VALUES (90, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.135054+00', '2026-11-28 23:52:22.135054+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.135054+00', NULL, false);
INSERT INTO public.outbox VALUES (91, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.135054+00', '2026-11-28 23:52:22.135054+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.135054+00', NULL, false);
INSERT INTO public.outbox VALUES (94, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "KANA at 7F for 22", "score": 22, "total": 22, "words": ["KANA 10", "NE 2", "AX 10"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 7, "version": 2, "finished": null, "channel_id": 1006, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.178956+00', '2026-11-28 23:52:22.178956+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.178956+00', NULL, false);
INSERT INTO public.outbox VALUES (95, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:52:22.178956+00', '2026-11-28 23:52:22.178956+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.178956+00', NULL, false);
INSERT INTO public.outbox VALUES (96, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:52:22.178956+00', '2026-11-28 23:52:22.178956+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.178956+00', NULL, false);
INSERT INTO public.outbox VALUES (105, 8, 1007, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.2378+00', '2026-11-28 23:52:22.2378+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.2378+00', NULL, false);
INSERT INTO public.outbox VALUES (120, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [], "game_id": 9, "version": 0, "finished": null, "channel_id": 1008, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "P"], ["upgrader12", "R"]]]}}', '2026-11-28 23:52:22.293804+00', '2026-11-28 23:52:22.293804+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.293804+00', NULL, false);
INSERT INTO public.outbox VALUES (121, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:52:22.293804+00', '2026-11-28 23:52:22.293804+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.293804+00', NULL, false);
INSERT INTO public.outbox VALUES (122, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.293804+00', '2026-11-28 23:52:22.293804+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.293804+00', NULL, false);
INSERT INTO public.outbox VALUES (123, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "ALPINE at B1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["ALPINE"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 9, "version": 1, "finished": null, "channel_id": 1008, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.303733+00', '2026-11-28 23:52:22.303733+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.303733+00', NULL, false);
INSERT INTO public.outbox VALUES (124, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:52:22.303733+00', '2026-11-28 23:52:22.303733+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.303733+00', NULL, false);
INSERT INTO public.outbox VALUES (125, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:52:22.303733+00', '2026-11-28 23:52:22.303733+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.303733+00', NULL, false);
INSERT INTO public.outbox VALUES (133, 10, 1009, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.337807+00', '2026-11-28 23:52:22.337807+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.337807+00', NULL, false);
INSERT INTO public.outbox VALUES (86, 7, 1006, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.113897+00', '2026-11-28 23:52:22.113897+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.113897+00', NULL, false);
INSERT INTO public.outbox VALUES (106, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [], "game_id": 8, "version": 0, "finished": null, "channel_id": 1007, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "G"], ["upgrader12", "U"]]]}}', '2026-11-28 23:52:22.241797+00', '2026-11-28 23:52:22.241797+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.241797+00', NULL, false);
INSERT INTO public.outbox VALUES (107, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:52:22.241797+00', '2026-11-28 23:52:22.241797+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.241797+00', NULL, false);
INSERT INTO public.outbox VALUES (108, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.241797+00', '2026-11-28 23:52:22.241797+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.241797+00', NULL, false);
INSERT INTO public.outbox VALUES (109, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "OILCUP at B1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["OILCUP"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 8, "version": 1, "finished": null, "channel_id": 1007, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.254995+00', '2026-11-28 23:52:22.254995+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.254995+00', NULL, false);
INSERT INTO public.outbox VALUES (110, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:52:22.254995+00', '2026-11-28 23:52:22.254995+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.254995+00', NULL, false);
INSERT INTO public.outbox VALUES (111, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:52:22.254995+00', '2026-11-28 23:52:22.254995+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.254995+00', NULL, false);
INSERT INTO public.outbox VALUES (112, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "AIrY at J1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["AIrY"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 8, "version": 2, "finished": null, "channel_id": 1007, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:22.264482+00', '2026-11-28 23:52:22.264482+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.264482+00', NULL, false);
INSERT INTO public.outbox VALUES (113, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:52:22.264482+00', '2026-11-28 23:52:22.264482+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.264482+00', NULL, false);
INSERT INTO public.outbox VALUES (114, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:52:22.264482+00', '2026-11-28 23:52:22.264482+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.264482+00', NULL, false);
INSERT INTO public.outbox VALUES (115, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "anVILS at C6; a comet''s boost: a yellow blank; a flying saucer! Card: \"A friendly alien waves and hands you a spare part: take a yellow blank.\"", "score": 0, "total": 0, "words": ["anVILS", "Pa"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 8, "version": 3, "finished": null, "channel_id": 1007, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.2772+00', '2026-11-28 23:52:22.2772+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.2772+00', NULL, false);
INSERT INTO public.outbox VALUES (116, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:52:22.2772+00', '2026-11-28 23:52:22.2772+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.2772+00', NULL, false);
INSERT INTO public.outbox VALUES (117, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:52:22.2772+00', '2026-11-28 23:52:22.2772+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.2772+00', NULL, false);
INSERT INTO public.outbox VALUES (126, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "PALLOR at J1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["PALLOR"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 9, "version": 2, "finished": null, "channel_id": 1008, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:22.31469+00', '2026-11-28 23:52:22.31469+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.31469+00', NULL, false);
INSERT INTO public.outbox VALUES (127, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:52:22.31469+00', '2026-11-28 23:52:22.31469+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.31469+00', NULL, false);
INSERT INTO public.outbox VALUES (128, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:52:22.31469+00', '2026-11-28 23:52:22.31469+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.31469+00', NULL, false);
INSERT INTO public.outbox VALUES (129, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "fATUOUS at C6; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["fATUOUS", "Ef"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 9, "version": 3, "finished": null, "channel_id": 1008, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.324498+00', '2026-11-28 23:52:22.324498+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.324498+00', NULL, false);
INSERT INTO public.outbox VALUES (130, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:52:22.324498+00', '2026-11-28 23:52:22.324498+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.324498+00', NULL, false);
INSERT INTO public.outbox VALUES (131, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:52:22.324498+00', '2026-11-28 23:52:22.324498+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.324498+00', NULL, false);
INSERT INTO public.outbox VALUES (101, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "ISM at M7 for 34", "score": 34, "total": 56, "words": ["ISM 9", "PI 5", "EXERTS 13", "EM 7"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 7, "version": 5, "finished": null, "channel_id": 1006, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.228327+00', '2026-11-28 23:52:22.228327+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.228327+00', NULL, false);
INSERT INTO public.outbox VALUES (102, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 5, "your_turn": false}', '2026-11-28 23:52:22.228327+00', '2026-11-28 23:52:22.228327+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.228327+00', NULL, false);
INSERT INTO public.outbox VALUES (103, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 5, "your_turn": true}', '2026-11-28 23:52:22.228327+00', '2026-11-28 23:52:22.228327+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.228327+00', NULL, false);
INSERT INTO public.outbox VALUES (118, 9, 1008, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.281796+00', '2026-11-28 23:52:22.281796+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.281796+00', NULL, false);
INSERT INTO public.outbox VALUES (132, 10, 1009, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:52:22.333103+00', '2026-11-28 23:52:22.333103+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.333103+00', NULL, false);
INSERT INTO public.outbox VALUES (151, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 1, "joined": true, "player": "upgrader21"}, "type": "tournament"}', '2026-11-28 23:52:22.504708+00', '2026-11-28 23:52:22.504708+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (155, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "running"}, "type": "tournament"}', '2026-11-28 23:52:22.53786+00', '2026-11-28 23:52:22.53786+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (135, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [], "game_id": 10, "version": 0, "finished": null, "channel_id": 1009, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "Computer (medium)", "order": ["Computer (medium)", "upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "U"], ["upgrader12", "O"], ["Computer (medium)", "E"]]]}}', '2026-11-28 23:52:22.344778+00', '2026-11-28 23:52:22.344778+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.344778+00', NULL, false);
INSERT INTO public.outbox VALUES (136, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.344778+00', '2026-11-28 23:52:22.344778+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.344778+00', NULL, false);
INSERT INTO public.outbox VALUES (137, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.344778+00', '2026-11-28 23:52:22.344778+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.344778+00', NULL, false);
INSERT INTO public.outbox VALUES (143, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "placed D5=D F5=G G5=G H5=A for 30", "score": 30, "total": 30, "words": ["GRAYED 11 (F5 F6 E5 D4 E4 D5)", "AGGRADE 10 (H5 G5 F5 F6 E5 D5 E4)", "YEGG 9 (D4 E4 F5 G5)"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 10, "version": 3, "finished": null, "channel_id": 1009, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:52:22.433671+00', '2026-11-28 23:52:22.433671+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.433671+00', NULL, false);
INSERT INTO public.outbox VALUES (144, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:52:22.433671+00', '2026-11-28 23:52:22.433671+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.433671+00', NULL, false);
INSERT INTO public.outbox VALUES (147, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "placed D7=L E7=I F7=K H7=R for 38", "score": 38, "total": 57, "words": ["AVERAGED 13 (H5 H6 G7 H7 G6 F5 E4 D5)", "OVERAGED 13 (I6 H6 G7 H7 G6 F5 E4 D5)", "VAKIL 12 (H6 G6 F7 E7 D7)"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 10, "version": 5, "finished": null, "channel_id": 1009, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.480315+00', '2026-11-28 23:52:22.480315+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.480315+00', NULL, false);
INSERT INTO public.outbox VALUES (148, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 5, "your_turn": false}', '2026-11-28 23:52:22.480315+00', '2026-11-28 23:52:22.480315+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.480315+00', NULL, false);
INSERT INTO public.outbox VALUES (149, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 5, "your_turn": true}', '2026-11-28 23:52:22.480315+00', '2026-11-28 23:52:22.480315+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.480315+00', NULL, false);
INSERT INTO public.outbox VALUES (153, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 3, "joined": true, "player": "upgrader23"}, "type": "tournament"}', '2026-11-28 23:52:22.521807+00', '2026-11-28 23:52:22.521807+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (156, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "pairings", "round": 1, "boards": [{"first": "upgrader21", "scores": null, "second": ["upgrader22", 22], "first_id": 21, "thread_id": null, "settled_by": null}, {"first": "upgrader23", "scores": null, "second": ["upgrader24", 24], "first_id": 23, "thread_id": null, "settled_by": null}], "rounds": 2, "deadline": 1796514742}, "type": "tournament"}', '2026-11-28 23:52:22.565808+00', '2026-11-28 23:52:22.565808+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (158, NULL, 2000, 'thread', '{"name": "R1 upgrader23 vs upgrader24 #2", "type": "thread", "board_id": 2, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:52:22.565808+00', '2026-11-28 23:52:22.565808+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (157, NULL, 2000, 'thread', '{"name": "R1 upgrader21 vs upgrader22 #1", "type": "thread", "board_id": 1, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:52:22.565808+00', '2026-11-28 23:52:22.565808+00', 0, NULL, '2026-11-28 23:52:22.594102+00', 'sent', NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (163, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader22", "user_id": 22, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "FROZE at 8D for 42", "score": 42, "total": 42, "words": ["FROZE 42"], "player": "upgrader21", "user_id": 21, "unscored": false, "challenger": null}], "game_id": 11, "version": 1, "finished": null, "channel_id": 3001, "racks_changed": [21]}, "headline": null}', '2026-11-28 23:52:22.602254+00', '2026-11-28 23:52:22.602254+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.602254+00', NULL, false);
INSERT INTO public.outbox VALUES (164, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 1, "your_turn": false}', '2026-11-28 23:52:22.602254+00', '2026-11-28 23:52:22.602254+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.602254+00', NULL, false);
INSERT INTO public.outbox VALUES (165, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 1, "your_turn": true}', '2026-11-28 23:52:22.602254+00', '2026-11-28 23:52:22.602254+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.602254+00', NULL, false);
INSERT INTO public.outbox VALUES (140, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "placed E4=E F4=A for 19", "score": 19, "total": 19, "words": ["YEAR 7 (D4 E4 E5 F6)", "YEA 6 (D4 E4 F4)", "AYE 6 (E5 D4 E4)"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 10, "version": 2, "finished": null, "channel_id": 1009, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:52:22.400193+00', '2026-11-28 23:52:22.400193+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.400193+00', NULL, false);
INSERT INTO public.outbox VALUES (141, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:52:22.400193+00', '2026-11-28 23:52:22.400193+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.400193+00', NULL, false);
INSERT INTO public.outbox VALUES (142, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:52:22.400193+00', '2026-11-28 23:52:22.400193+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.400193+00', NULL, false);
INSERT INTO public.outbox VALUES (152, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 2, "joined": true, "player": "upgrader22"}, "type": "tournament"}', '2026-11-28 23:52:22.508237+00', '2026-11-28 23:52:22.508237+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (159, NULL, 3001, 'tournament', '{"post": {"name": "Upgrade Open", "type": "board_opened", "first": ["upgrader21", 21], "round": 1, "second": ["upgrader22", 22], "deadline": 1796514742}, "type": "tournament"}', '2026-11-28 23:52:22.583018+00', '2026-11-28 23:52:22.583018+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (160, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader21", "user_id": 21, "deadline": 1795996342, "final_challenge": false}, "events": [], "game_id": 11, "version": 0, "finished": null, "channel_id": 3001, "racks_changed": [21, 22]}, "headline": {"type": "started", "first": "upgrader21", "order": ["upgrader21", "upgrader22"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": []}}', '2026-11-28 23:52:22.583018+00', '2026-11-28 23:52:22.583018+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.583018+00', NULL, false);
INSERT INTO public.outbox VALUES (161, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 0, "your_turn": true}', '2026-11-28 23:52:22.583018+00', '2026-11-28 23:52:22.583018+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.583018+00', NULL, false);
INSERT INTO public.outbox VALUES (162, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 0, "your_turn": false}', '2026-11-28 23:52:22.583018+00', '2026-11-28 23:52:22.583018+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.583018+00', NULL, false);
INSERT INTO public.outbox VALUES (145, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795996342, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "placed E6=B G6=A H6=V I6=O for 38", "score": 38, "total": 59, "words": ["AVERAGED 13 (H5 H6 G7 F6 E5 F5 E4 D5)", "OVERAGED 13 (I6 H6 G7 F6 E5 F5 E4 D5)", "BRAGGED 12 (E6 F6 G6 G5 F5 E4 D5)"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 10, "version": 4, "finished": null, "channel_id": 1009, "racks_changed": []}, "headline": null}', '2026-11-28 23:52:22.453668+00', '2026-11-28 23:52:22.453668+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.453668+00', NULL, false);
INSERT INTO public.outbox VALUES (146, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 4, "your_turn": true}', '2026-11-28 23:52:22.453668+00', '2026-11-28 23:52:22.453668+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:52:25.453668+00', NULL, false);
INSERT INTO public.outbox VALUES (150, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "registration"}, "type": "tournament"}', '2026-11-28 23:52:22.493871+00', '2026-11-28 23:52:22.493871+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (154, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 4, "joined": true, "player": "upgrader24"}, "type": "tournament"}', '2026-11-28 23:52:22.529836+00', '2026-11-28 23:52:22.529836+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);


--
-- Data for Name: players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.players VALUES (11, 'upgrader11', true, '2026-11-28 23:52:21.455669+00');
INSERT INTO public.players VALUES (12, 'upgrader12', true, '2026-11-28 23:52:21.477843+00');
INSERT INTO public.players VALUES (1, 'upgrader1', true, '2026-11-28 23:52:22.493871+00');
INSERT INTO public.players VALUES (21, 'upgrader21', true, '2026-11-28 23:52:22.504708+00');
INSERT INTO public.players VALUES (22, 'upgrader22', true, '2026-11-28 23:52:22.508237+00');
INSERT INTO public.players VALUES (23, 'upgrader23', true, '2026-11-28 23:52:22.521807+00');
INSERT INTO public.players VALUES (24, 'upgrader24', true, '2026-11-28 23:52:22.529836+00');


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

INSERT INTO public.seats VALUES (5, 1, 12, NULL, '2026-11-28 23:52:21.965842+00', 46, '', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (6, 0, 11, NULL, '2026-11-28 23:52:22.037202+00', 28, 'ADEHNNR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (6, 1, 12, NULL, '2026-11-28 23:52:22.053951+00', 39, 'EIOPRSV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 0, 11, NULL, '2026-11-28 23:52:21.455669+00', 104, 'AAAAEOR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 1, 12, NULL, '2026-11-28 23:52:21.477843+00', 44, 'EIIKTUU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 2, NULL, 'medium', '2026-11-28 23:52:21.489845+00', 58, 'AEMTUVW', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 0, 11, NULL, '2026-11-28 23:52:22.333103+00', 57, 'EIRUUUZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 1, 12, NULL, '2026-11-28 23:52:22.337807+00', 30, 'EEIITT?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 2, NULL, 'medium', '2026-11-28 23:52:22.34192+00', 59, 'HLOPTUX', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 0, 11, NULL, '2026-11-28 23:52:21.657831+00', 180, 'AAEIIKTUW', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 1, 12, NULL, '2026-11-28 23:52:21.67614+00', 89, 'FFGJLTTU?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 0, 21, NULL, '2026-11-28 23:52:22.583018+00', 42, 'EHORUUV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 1, 22, NULL, '2026-11-28 23:52:22.583018+00', 0, 'ACEGNRR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 0, 11, NULL, '2026-11-28 23:52:21.742305+00', 36, 'AAAAIT?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 1, 12, NULL, '2026-11-28 23:52:21.745942+00', 16, 'INQSTTU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 0, 11, NULL, '2026-11-28 23:52:22.113897+00', 56, 'BHIITUY', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 1, 12, NULL, '2026-11-28 23:52:22.129646+00', 24, 'AAIINOT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 2, NULL, 'medium', '2026-11-28 23:52:22.13281+00', 44, 'DDGOSTZ??', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 0, 11, NULL, '2026-11-28 23:52:22.233881+00', 0, 'BEFHOOV??', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 1, 12, NULL, '2026-11-28 23:52:22.2378+00', 0, 'AEEILUU?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 0, 11, NULL, '2026-11-28 23:52:21.849957+00', 26, 'ILMORVV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 1, 12, NULL, '2026-11-28 23:52:21.853908+00', 116, 'LLORRTT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 2, NULL, 'medium', '2026-11-28 23:52:21.865708+00', 22, 'ADFNOOU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (5, 0, 11, NULL, '2026-11-28 23:52:21.961914+00', 48, 'DEEGOSU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 0, 11, NULL, '2026-11-28 23:52:22.281796+00', 0, 'BDEHIOR?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 1, 12, NULL, '2026-11-28 23:52:22.285941+00', 0, 'AIINOTW?', NULL, 0, 0, 0, NULL, NULL, NULL);


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

INSERT INTO public.tournament_jobs VALUES (2, 'round-deadline', 1, 1, '2026-12-05 23:52:22.566736+00', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.tournament_jobs VALUES (1, 'pair-round', 1, 1, '2026-11-28 23:52:22.539776+00', 0, NULL, '2026-11-28 23:52:22.549746+00', 'paired', NULL, NULL);


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

INSERT INTO public.tournament_rounds VALUES (1, 1, 'swiss', '2026-12-05 23:52:22.566736+00', '2026-11-28 23:52:22.565808+00', NULL);


--
-- Data for Name: tournaments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournaments VALUES (1, 77, 2000, 'Upgrade Open', 1, 'running', 2, '{swiss,swiss}', 'classic', 'enable', 'double', 86400, 604800, 50, -50, 1, true, true, -3282837496193990972, NULL, '2026-11-28 23:52:22.493871+00', NULL, 1, NULL);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.games_id_seq', 11, true);


--
-- Name: jobs_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.jobs_id_seq', 130, true);


--
-- Name: leagues_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.leagues_id_seq', 1, false);


--
-- Name: outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.outbox_id_seq', 165, true);


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


