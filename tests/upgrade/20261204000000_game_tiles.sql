-- The upgrade fixture of schema 20261204000000_game_tiles: made by tests/upgrade/generator/20261204000000_game_tiles.rs
-- run on commit 0eaa344857fea05c5da57808f6137acb3cf94030, dumped by scripts/upgrade-fixture.sh.
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

INSERT INTO public._sqlx_migrations VALUES (20261121000001, 'initial', '2026-11-28 23:34:52.826737+00', true, '\x694d1a24512b031ef6c7de8dc44d365d7fdae574c6a36f98f9e1b8c91a99a28b192dab3f910f3969ce8e0e7eab5d28eb', 70998004);
INSERT INTO public._sqlx_migrations VALUES (20261121000002, 'jobs', '2026-11-28 23:34:52.90169+00', true, '\x6209ddef9894e0791b6dd1fe041026a2a63eaeb0b2edd1758ba67f8f47addbec2d2b4560f0d18932a6074f0fff7e67b4', 20071006);
INSERT INTO public._sqlx_migrations VALUES (20261121000003, 'bag snapshot', '2026-11-28 23:34:52.925692+00', true, '\x3f7d3df3126291e684a01ca39974f25685cfa4de90d35ccb05ad22f34b6b66d11d067cc59e13b35df3d7473a8704436f', 3372519);
INSERT INTO public._sqlx_migrations VALUES (20261123000001, 'outbox', '2026-11-28 23:34:52.933704+00', true, '\x0e080e208be9bf28acf306b9f25a4c037aacd3910ebd0c36b5c1dd92a7755a3fe12beddde88ce7afb02c8ca5fc310a13', 24029100);
INSERT INTO public._sqlx_migrations VALUES (20261124000001, 'study settings', '2026-11-28 23:34:52.961702+00', true, '\x1eb41b6167ce08bf186b9265971889eff74ce657445cfebb647dc367e03428e18a455f66402d477d53b043679e037f49', 1673847);
INSERT INTO public._sqlx_migrations VALUES (20261125200000, 'ratings', '2026-11-28 23:34:52.963654+00', true, '\x436afcc6db23a81e3dca7816ff7cdef6a8b6909e927a5d07a7451070b5d354e5a3e7a25bdace37b8eab4b606606df36a', 34090812);
INSERT INTO public._sqlx_migrations VALUES (20261126000000, 'puzzles', '2026-11-28 23:34:53.001702+00', true, '\x5507b414e28ed9f82566792b06cac573ee70127533f810d4e3168c6f3c6536e762a7306f98d39b424553fc92072659e9', 24924541);
INSERT INTO public._sqlx_migrations VALUES (20261126100000, 'tournaments', '2026-11-28 23:34:53.029264+00', true, '\xd130e632b17875b3d1394ef15d2adb54e463f4db45a29dc8109dce1696fde0d3b517cf8e276ad80534dc222c6a73d23f', 64482124);
INSERT INTO public._sqlx_migrations VALUES (20261126150000, 'tournament divisions', '2026-11-28 23:34:53.097706+00', true, '\x63e4878cfeb80edacba267dbfa01ed21d6948eb0cb0116fb64cdde29aa4a99ab6dba8a8053e1a232ff100d9ed59b9b65', 3989702);
INSERT INTO public._sqlx_migrations VALUES (20261127000000, 'leagues', '2026-11-28 23:34:53.105689+00', true, '\x80c713a1ffc7e0017f69954fd89c0961e953cd46fc05e7a47814e8418c5831e0c9de3145a8607ca7633cb57e4586f9de', 20066358);
INSERT INTO public._sqlx_migrations VALUES (20261127100000, 'seat levels', '2026-11-28 23:34:53.12949+00', true, '\x7748f48de29dd4288d568f5699770bed852ff8474b8c188dd73ad81ef0559fbdf9b6ce176de7dfa6e4c1134c525334f3', 4234238);
INSERT INTO public._sqlx_migrations VALUES (20261128000000, 'seat roles', '2026-11-28 23:34:53.141714+00', true, '\xfeba11240acc7f416392560b8059ce57ca6a3f9daffe4c2d0c82fbaf717cf6fab772958fbbdafafd586c96e8fd7aaf45', 4026721);
INSERT INTO public._sqlx_migrations VALUES (20261129000000, 'outbox leases', '2026-11-28 23:34:53.153837+00', true, '\x58be603c52ea1a99aeef6d2135ae352f35d4064e4c7c35b6b581dea32592c23965e811fe2590f04f3cfaeeca3ba6c017', 7879246);
INSERT INTO public._sqlx_migrations VALUES (20261130000000, 'job leases', '2026-11-28 23:34:53.163829+00', true, '\xa9e63eccf0a234ad2870ce391687e34a69ef9638a2429587b2a4dfcbd9282ba96941e3c0142492de09248858b61ea2fb', 5912002);
INSERT INTO public._sqlx_migrations VALUES (20261130002700, 'first seat', '2026-11-28 23:34:53.176642+00', true, '\x688bcffc7191dec3b37cac833a34feb6772346f9fbb7a255e3d3f2326ff27082a026956e55207a649d807e9283a37952', 5233344);
INSERT INTO public._sqlx_migrations VALUES (20261201000000, 'answer routes', '2026-11-28 23:34:53.185707+00', true, '\xe6353b1a4d37684e43001d67bcbe31b64053645be167f7ed0ce1d8c63db0672d9bd440d36d4e300e57876c60f0f2aff9', 4003517);
INSERT INTO public._sqlx_migrations VALUES (20261202100000, 'practice', '2026-11-28 23:34:53.193688+00', true, '\x4e502a52341747453217280bbcbd6691294f1647c7daae1ea4cb31e56f8da42b78f2bba84788f4586772b55b7bf1df15', 36119842);
INSERT INTO public._sqlx_migrations VALUES (20261203000000, 'expert seats', '2026-11-28 23:34:53.237627+00', true, '\x2375bbcadafddbe2e7bc4e066a63c827d8903669b928a8b8f61be2af42e1491ef1da758e7ddec34cc8586fa6cf92f84b', 8639907);
INSERT INTO public._sqlx_migrations VALUES (20261204000000, 'game tiles', '2026-11-28 23:34:53.245762+00', true, '\x79932dc3e5a55e685402337852f6164c4eaeea1e82d33b83ca822f17dfab1f414fba4697a5955db585e9f44e9c94461a', 4007435);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES (8, 77, 1007, 'active', 'hyper-race', 'double', 'rulebook', 'enable', 86400, 5946729262009760715, 2, 11, '2026-11-28 23:34:55.241614+00', '2026-11-28 23:34:55.306339+00', NULL, 3, 66, 1, '2026-11-28 23:34:55.424159+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:55.424159+00', 'AAAAAABCDDEEEEEEEFFGGHHIIIIIJKLLLMNNNNOOOOOOOPPRRRSTTTUUUVWWXYYZ??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (3, 77, 1002, 'active', 'finish-line-150', 'double', 'rulebook', 'enable', 86400, 2321911130958647241, 4, 11, '2026-11-28 23:34:54.069808+00', '2026-11-28 23:34:54.09118+00', NULL, 3, 72, 1, '2026-11-28 23:34:54.140209+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:54.140209+00', 'AAAAABBCCDDEEEEEEEEEFFGHHIIIIIIILMMNNNNNOOOOOOOPPQRRRRRSSTTTTTUUUVWWYZ??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (1, 77, 1000, 'active', 'classic', 'double', 'rulebook', 'enable', 86400, 7650658277721951547, 4, 11, '2026-11-28 23:34:53.264705+00', '2026-11-28 23:34:53.358373+00', NULL, 5, 51, 1, '2026-11-28 23:34:53.802648+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:53.802648+00', 'AAAAAABCDDDEEEEEEEEFGGHHIIIIIJKLLMNNNNORRRSSTTUUVVX', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (5, 77, 1004, 'active', 'dice', 'double', 'rulebook', 'enable', 60, -3104401228657217678, 4, 11, '2026-11-28 23:34:54.44196+00', '2026-11-28 23:34:54.489755+00', NULL, 3, 0, 1, '2026-11-28 23:34:54.73902+00', '{}', '{50,90}', 3, 0, '2026-11-28 23:35:54.73902+00', '', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (7, 77, 1006, 'active', 'blanks-blockers', 'double', 'rulebook', 'enable', 86400, -3905869776501233045, 4, 11, '2026-11-28 23:34:54.973879+00', '2026-11-28 23:34:55.046873+00', NULL, 4, 53, 1, '2026-11-28 23:34:55.226507+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:55.226507+00', 'AAAABBCDDEEEEEEEEGHIIIIIJKLLMMNNOOOOOORRRSTTTUUUVVWX?', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (10, 77, 1009, 'active', 'free-for-all', 'double', 'rulebook', 'enable', 86400, -3306197254899096922, 4, 11, '2026-11-28 23:34:55.497877+00', '2026-11-28 23:34:55.534227+00', NULL, 4, 64, 2, '2026-11-28 23:34:55.881646+00', '{}', '{50,90}', 3, 0, NULL, 'AAAABBCDDDEEEEEEEEEEFFGGHHIIIIIIKLLLNNNNOOOOOQRRRSSSTTUUVWWXYYZ?', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (2, 77, 1001, 'active', 'nine-tile', 'double', 'rulebook', 'enable', 86400, -6778469024470352415, 4, 11, '2026-11-28 23:34:53.825646+00', '2026-11-28 23:34:53.881087+00', NULL, 3, 63, 0, '2026-11-28 23:34:54.064876+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:54.064876+00', 'AAAAABCCEEEEEEEEEFFGGHHIIIKLLLMMNNNOOOOPQRRRSSTTTTTTUUUUVVWXYY?', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (9, 77, 1008, 'active', 'hyper-race-no-cards', 'double', 'rulebook', 'enable', 86400, 1734471823499313195, 2, 11, '2026-11-28 23:34:55.437989+00', '2026-11-28 23:34:55.450546+00', NULL, 3, 70, 0, '2026-11-28 23:34:55.482019+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:55.482019+00', 'AAAAAAAABBCDDDEEEEEEFFGGHIIIIIIIIIKLLLMMNNOOOOOOOQRRRSSSTTTTTUUUVWXY??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (4, 77, 1003, 'active', 'finish-line', 'double', 'rulebook', 'enable', 86400, -7411322538261837354, 4, 11, '2026-11-28 23:34:54.149842+00', '2026-11-28 23:34:54.175645+00', NULL, 5, 56, 1, '2026-11-28 23:34:54.427113+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:54.427113+00', 'AAAAAABBCCEEEEEEEEFGGIIIIIIJLLLMNNNNOOOOPPRSSSTTTUUVXZ??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (6, 77, 1005, 'active', 'surprise:1b@A1,2b@K1,3b@A11,4b@K11', 'double', 'rulebook', 'enable', 86400, 5015702254480033271, 4, 11, '2026-11-28 23:34:54.769643+00', '2026-11-28 23:34:54.834526+00', NULL, 3, 71, 0, '2026-11-28 23:34:54.962948+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:54.962948+00', 'AAAAAABBCCDDDEEEEEEEEFFHHIIIIIIIJKLLLMMNNNNOOOOPPQRRRSSSSTTTUUUUWWYYZ??', true, NULL, NULL, NULL, 'english');
INSERT INTO public.games VALUES (11, 77, 3001, 'active', 'classic', 'double', 'tournament', 'enable', 86400, 5122630919369500143, 2, 1, '2026-11-28 23:34:56.038042+00', '2026-11-28 23:34:56.041417+00', NULL, 1, 81, 1, '2026-11-28 23:34:56.066939+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:34:56.066939+00', 'AAAAAAAAABBCCDDDDEEEEEEEEEEEFGGGHHIIIIIIJLMNNNNNNOOOOOOPPRRRRRSSTTTTUUUUVVWWXYYZ?', true, 0, NULL, NULL, 'english');


--
-- Data for Name: interactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.interactions VALUES (5000001, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:53.264705+00');
INSERT INTO public.interactions VALUES (5000002, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:53.285756+00');
INSERT INTO public.interactions VALUES (5000003, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:34:53.321777+00');
INSERT INTO public.interactions VALUES (5000004, 1, '{"lobby":{"game_id":1,"status":"active","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","T"],["upgrader12","O"],["Computer (medium)","E"]]],"first":"Computer (medium)","order":["Computer (medium)","upgrader11","upgrader12"],"report":{"game_id":1,"channel_id":1000,"events":[],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:53.345786+00');
INSERT INTO public.interactions VALUES (5000005, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"EMIT at 7G for 19","words":["EMIT 8","ET 3","ME 4","ID 4"],"score":19,"total":19,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995293},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:34:53.465789+00');
INSERT INTO public.interactions VALUES (5000006, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"TRICORN at F2 for 20","words":["TRICORN 13","REMIT 7"],"score":20,"total":20,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:34:53.666586+00');
INSERT INTO public.interactions VALUES (5000007, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"BUFfOONS at D8 for 76 (bingo +50)","words":["BUFfOONS 26"],"score":76,"total":95,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995293},"finished":null,"racks_changed":[11],"version":5}', '2026-11-28 23:34:53.781635+00');
INSERT INTO public.interactions VALUES (5000008, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:53.825646+00');
INSERT INTO public.interactions VALUES (5000009, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:53.865616+00');
INSERT INTO public.interactions VALUES (5000010, 2, '{"lobby":{"game_id":2,"status":"active","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","T"],["upgrader12","D"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":2,"channel_id":1001,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995293},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:53.880043+00');
INSERT INTO public.interactions VALUES (5000011, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"OEDIPEAn at 8H for 128 (bingo +50)","words":["OEDIPEAn 78"],"score":128,"total":128,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995293},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:34:53.966547+00');
INSERT INTO public.interactions VALUES (5000012, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ANODIZES at M2 for 108 (bingo +50)","words":["ANODIZES 58"],"score":108,"total":108,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:34:54.042628+00');
INSERT INTO public.interactions VALUES (5000013, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"JOWAR at 2J for 62","words":["JOWAR 62"],"score":62,"total":190,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:34:54.063883+00');
INSERT INTO public.interactions VALUES (5000014, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.069808+00');
INSERT INTO public.interactions VALUES (5000015, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.081933+00');
INSERT INTO public.interactions VALUES (5000020, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.149842+00');
INSERT INTO public.interactions VALUES (5000025, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"DOWERING at E7 for 26","words":["DOWERING 26"],"score":26,"total":26,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:34:54.344074+00');
INSERT INTO public.interactions VALUES (5000028, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.461629+00');
INSERT INTO public.interactions VALUES (5000030, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"XEnIC at 5A for 58","words":["XEnIC 58"],"score":58,"total":58,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795908954},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:34:54.573717+00');
INSERT INTO public.interactions VALUES (5000041, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:34:54.989727+00');
INSERT INTO public.interactions VALUES (5000043, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"DIPOLAR at 8B for 76 (bingo +50)","words":["DIPOLAR 26"],"score":76,"total":76,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:34:55.081637+00');
INSERT INTO public.interactions VALUES (5000045, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"SISTERLY at K2 for 72 (bingo +50)","words":["SISTERLY 22"],"score":72,"total":148,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11],"version":4}', '2026-11-28 23:34:55.222438+00');
INSERT INTO public.interactions VALUES (5000053, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:55.445833+00');
INSERT INTO public.interactions VALUES (5000055, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"UNWRAPS at M1; a comet''s boost: a yellow blank","words":["UNWRAPS"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:34:55.45531+00');
INSERT INTO public.interactions VALUES (5000057, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"aRPEN at L7","words":["aRPEN","aS"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:34:55.479011+00');
INSERT INTO public.interactions VALUES (5000064, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"placed G6=O H6=R I6=D for 37","words":["COVERUP 14 (F6 G6 F5 G5 F4 E4 D5)","CAVALERO 13 (F6 E5 F5 G4 H4 G5 H6 G6)","DROVER 10 (I6 H6 G6 F5 G5 F4)"],"score":37,"total":55,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":4}', '2026-11-28 23:34:55.869723+00');
INSERT INTO public.interactions VALUES (5000069, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:34:55.965111+00');
INSERT INTO public.interactions VALUES (5000016, 3, '{"lobby":{"game_id":3,"status":"active","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","C"],["upgrader12","L"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":3,"channel_id":1002,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:54.084558+00');
INSERT INTO public.interactions VALUES (5000022, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:34:54.165775+00');
INSERT INTO public.interactions VALUES (5000026, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"KEET at A12 for 24","words":["KEET 24"],"score":24,"total":59,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11],"version":5}', '2026-11-28 23:34:54.425629+00');
INSERT INTO public.interactions VALUES (5000035, 6, '{"lobby":{"game_id":6,"status":"active","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","I"],["upgrader12","G"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":6,"channel_id":1005,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:54.833825+00');
INSERT INTO public.interactions VALUES (5000039, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.973879+00');
INSERT INTO public.interactions VALUES (5000048, 8, '{"lobby":{"game_id":8,"status":"active","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","?"],["upgrader12","T"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":8,"channel_id":1007,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:55.303379+00');
INSERT INTO public.interactions VALUES (5000049, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"TIMBREL at C1; a comet''s boost: a yellow blank; a flying saucer! Card: \"Fuel pod! Your spaceship refuels: take a yellow blank.\"","words":["TIMBREL"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:34:55.353692+00');
INSERT INTO public.interactions VALUES (5000050, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"UNREAD at J1; a comet''s boost: a yellow blank","words":["UNREAD"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:34:55.397784+00');
INSERT INTO public.interactions VALUES (5000052, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:55.437989+00');
INSERT INTO public.interactions VALUES (5000056, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ELEGY at B1; a comet''s boost: a yellow blank","words":["ELEGY"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:34:55.46732+00');
INSERT INTO public.interactions VALUES (5000059, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:55.505898+00');
INSERT INTO public.interactions VALUES (5000068, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23]]}', '2026-11-28 23:34:55.950557+00');
INSERT INTO public.interactions VALUES (5000017, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"DEX at 8H for 22","words":["DEX 22"],"score":22,"total":22,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:34:54.115743+00');
INSERT INTO public.interactions VALUES (5000018, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"KALEYARD at H1 for 101 (bingo +50)","words":["KALEYARD 51"],"score":101,"total":101,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:34:54.131671+00');
INSERT INTO public.interactions VALUES (5000021, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.15777+00');
INSERT INTO public.interactions VALUES (5000029, 5, '{"lobby":{"game_id":5,"status":"active","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":200,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":200,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","?"],["upgrader12","T"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":5,"channel_id":1004,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795908954},"finished":null,"racks_changed":[11],"version":0}}', '2026-11-28 23:34:54.47362+00');
INSERT INTO public.interactions VALUES (5000034, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.8298+00');
INSERT INTO public.interactions VALUES (5000036, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"VEXT at 3B for 28","words":["VEXT 28"],"score":28,"total":28,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:34:54.890136+00');
INSERT INTO public.interactions VALUES (5000037, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"RATTLER at E1 for 28","words":["RATTLER 28"],"score":28,"total":28,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:34:54.926232+00');
INSERT INTO public.interactions VALUES (5000038, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"ANGORA at 1A for 28","words":["ANGORA 28"],"score":28,"total":56,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:34:54.961775+00');
INSERT INTO public.interactions VALUES (5000042, 7, '{"lobby":{"game_id":7,"status":"active","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","A"],["upgrader12","O"],["Computer (medium)","M"]]],"first":"upgrader11","order":["upgrader11","upgrader12","Computer (medium)"],"report":{"game_id":7,"channel_id":1006,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:55.046063+00');
INSERT INTO public.interactions VALUES (5000044, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"INURNINg at C3 for 68 (bingo +50)","words":["INURNINg 18"],"score":68,"total":68,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:34:55.165811+00');
INSERT INTO public.interactions VALUES (5000047, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:55.273966+00');
INSERT INTO public.interactions VALUES (5000061, 10, '{"lobby":{"game_id":10,"status":"active","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","L"],["upgrader12","A"],["Computer (medium)","C"]]],"first":"upgrader12","order":["upgrader12","Computer (medium)","upgrader11"],"report":{"game_id":10,"channel_id":1009,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:55.533795+00');
INSERT INTO public.interactions VALUES (5000065, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[]}', '2026-11-28 23:34:55.933816+00');
INSERT INTO public.interactions VALUES (5000019, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"GOUTY at 5D for 18","words":["GOUTY 18"],"score":18,"total":40,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:34:54.13951+00');
INSERT INTO public.interactions VALUES (5000023, 4, '{"lobby":{"game_id":4,"status":"active","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","P"],["upgrader12","J"],["Computer (medium)","A"]]],"first":"Computer (medium)","order":["Computer (medium)","upgrader11","upgrader12"],"report":{"game_id":4,"channel_id":1003,"events":[],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:54.175061+00');
INSERT INTO public.interactions VALUES (5000024, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"WHAMO at 9E for 35","words":["WHAMO 15","OW 5","UH 5","TA 3","HM 7"],"score":35,"total":35,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995294},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:34:54.215636+00');
INSERT INTO public.interactions VALUES (5000027, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.44196+00');
INSERT INTO public.interactions VALUES (5000031, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"SKEEING at B2 for 64","words":["SKEEING 64"],"score":64,"total":64,"challenger":null,"unscored":false}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795908954},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:34:54.665632+00');
INSERT INTO public.interactions VALUES (5000032, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"JO at A1 for 29","words":["JO 27","OS 2"],"score":29,"total":87,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795908954},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:34:54.734476+00');
INSERT INTO public.interactions VALUES (5000033, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.769643+00');
INSERT INTO public.interactions VALUES (5000040, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:54.982424+00');
INSERT INTO public.interactions VALUES (5000046, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:55.241614+00');
INSERT INTO public.interactions VALUES (5000051, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ADmITTeRS at B7; a comet''s boost: a yellow blank; a flying saucer! Card: \"A friendly alien waves and hands you a spare part: take a yellow blank.\"; lands on Earth!","words":["ADmITTeRS","AL"],"score":0,"total":0,"challenger":null,"unscored":true}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":true,"deadline":1795995295},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:34:55.423067+00');
INSERT INTO public.interactions VALUES (5000054, 9, '{"lobby":{"game_id":9,"status":"active","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","Y"],["upgrader12","I"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":9,"channel_id":1008,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:34:55.449774+00');
INSERT INTO public.interactions VALUES (5000058, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:34:55.497877+00');
INSERT INTO public.interactions VALUES (5000060, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles_language":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":"Computer (medium)","user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:34:55.521827+00');
INSERT INTO public.interactions VALUES (5000070, NULL, '{"id":1,"name":"Upgrade Open","state":"running","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:34:55.989765+00');
INSERT INTO public.interactions VALUES (5000062, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"placed D4=J E5=A F6=C G7=A H8=l for 18","words":["JACAl 13 (D4 E5 F6 G7 H8)","lAC 4 (H8 G7 F6)","Al 1 (G7 H8)"],"score":18,"total":18,"challenger":null,"unscored":false}],"next":{"seat":2,"player":"Computer (medium)","user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:34:55.730724+00');
INSERT INTO public.interactions VALUES (5000067, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22]]}', '2026-11-28 23:34:55.947423+00');
INSERT INTO public.interactions VALUES (5000063, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"placed D5=P F5=V G5=E for 39","words":["JAVA 14 (D4 E5 F5 G4)","JAUP 13 (D4 E5 E4 D5)","JUREL 12 (D4 E4 F4 G5 H4)"],"score":39,"total":39,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795995295},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:34:55.837656+00');
INSERT INTO public.interactions VALUES (5000066, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21]]}', '2026-11-28 23:34:55.941759+00');
INSERT INTO public.interactions VALUES (5000071, 11, '{"game_id":11,"channel_id":3001,"events":[{"seat":0,"player":"upgrader21","user_id":21,"kind":"play","text":"KeTOL at 8D for 26","words":["KeTOL 26"],"score":26,"total":26,"challenger":null,"unscored":false}],"next":{"seat":1,"player":"upgrader22","user_id":22,"final_challenge":false,"deadline":1795995296},"finished":null,"racks_changed":[21],"version":1}', '2026-11-28 23:34:56.066311+00');


--
-- Data for Name: jobs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.jobs VALUES (1, 'computer', 1, 2, 0, '2026-11-28 23:34:53.358373+00', '{}', 0, NULL, '2026-11-28 23:34:53.369686+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (8, 'computer', 1, 1, 2, '2026-11-28 23:34:53.496507+00', '{}', 0, NULL, '2026-11-28 23:34:53.589826+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (60, 'timeout', 5, 1, 3, '2026-11-28 23:35:54.73902+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (9, 'computer', 1, 2, 3, '2026-11-28 23:34:53.67476+00', '{}', 0, NULL, '2026-11-28 23:34:53.681729+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (13, 'timeout', 1, 1, 5, '2026-11-29 23:34:53.802648+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (14, 'reminder', 1, 1, 5, '2026-11-29 11:34:53.802648+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (15, 'reminder', 1, 1, 5, '2026-11-29 21:10:53.802648+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (16, 'computer', 1, 1, 5, '2026-11-28 23:34:53.802648+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (26, 'timeout', 2, 0, 3, '2026-11-29 23:34:54.064876+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (27, 'reminder', 2, 0, 3, '2026-11-29 11:34:54.064876+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (28, 'reminder', 2, 0, 3, '2026-11-29 21:10:54.064876+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (38, 'timeout', 3, 1, 3, '2026-11-29 23:34:54.140209+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (39, 'reminder', 3, 1, 3, '2026-11-29 11:34:54.140209+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (40, 'reminder', 3, 1, 3, '2026-11-29 21:10:54.140209+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (41, 'computer', 4, 2, 0, '2026-11-28 23:34:54.175645+00', '{}', 0, NULL, '2026-11-28 23:34:54.182084+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (48, 'computer', 4, 1, 2, '2026-11-28 23:34:54.229631+00', '{}', 0, NULL, '2026-11-28 23:34:54.26913+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (49, 'computer', 4, 2, 3, '2026-11-28 23:34:54.345282+00', '{}', 0, NULL, '2026-11-28 23:34:54.349748+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (53, 'timeout', 4, 1, 5, '2026-11-29 23:34:54.427113+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (54, 'reminder', 4, 1, 5, '2026-11-29 11:34:54.427113+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (55, 'reminder', 4, 1, 5, '2026-11-29 21:10:54.427113+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (56, 'computer', 4, 1, 5, '2026-11-28 23:34:54.427113+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (70, 'timeout', 6, 0, 3, '2026-11-29 23:34:54.962948+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (71, 'reminder', 6, 0, 3, '2026-11-29 11:34:54.962948+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (72, 'reminder', 6, 0, 3, '2026-11-29 21:10:54.962948+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (79, 'computer', 7, 1, 1, '2026-11-28 23:34:55.097883+00', '{}', 0, NULL, '2026-11-28 23:34:55.130344+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (80, 'computer', 7, 2, 2, '2026-11-28 23:34:55.166962+00', '{}', 0, NULL, '2026-11-28 23:34:55.173721+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (84, 'timeout', 7, 1, 4, '2026-11-29 23:34:55.226507+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (85, 'reminder', 7, 1, 4, '2026-11-29 11:34:55.226507+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (86, 'reminder', 7, 1, 4, '2026-11-29 21:10:55.226507+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (87, 'computer', 7, 1, 4, '2026-11-28 23:34:55.226507+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (97, 'timeout', 8, 1, 3, '2026-11-29 23:34:55.424159+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (98, 'reminder', 8, 1, 3, '2026-11-29 11:34:55.424159+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (99, 'reminder', 8, 1, 3, '2026-11-29 21:10:55.424159+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (109, 'timeout', 9, 0, 3, '2026-11-29 23:34:55.482019+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (110, 'reminder', 9, 0, 3, '2026-11-29 11:34:55.482019+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (111, 'reminder', 9, 0, 3, '2026-11-29 21:10:55.482019+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (127, 'timeout', 11, 1, 1, '2026-11-29 23:34:56.066939+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (115, 'computer', 10, 2, 1, '2026-11-28 23:34:55.731899+00', '{}', 0, NULL, '2026-11-28 23:34:55.741701+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (128, 'reminder', 11, 1, 1, '2026-11-29 11:34:56.066939+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (122, 'computer', 10, 1, 3, '2026-11-28 23:34:55.838565+00', '{}', 0, NULL, '2026-11-28 23:34:55.841702+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (123, 'computer', 10, 2, 4, '2026-11-28 23:34:55.881646+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (129, 'reminder', 11, 1, 1, '2026-11-29 21:10:56.066939+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);


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

INSERT INTO public.moves VALUES (1, 0, 2, 'play', 'play 2 across D8=B E8=u F8=N G8=T H8=E I8=D', 'Computer (medium): BuNTED at 8D for 22', 22, NULL, '2026-11-28 23:34:53.395392+00');
INSERT INTO public.moves VALUES (1, 1, 0, 'play', 'play 0 across G7=E H7=M I7=I J7=T', 'upgrader11: EMIT at 7G for 19', 19, 5000005, '2026-11-28 23:34:53.465789+00');
INSERT INTO public.moves VALUES (1, 2, 1, 'play', 'play 1 down F2=T F3=R F4=I F5=C F6=O F7=R', 'upgrader12: TRICORN at F2 for 20', 20, 5000006, '2026-11-28 23:34:53.666586+00');
INSERT INTO public.moves VALUES (1, 3, 2, 'play', 'play 2 across B3=W C3=A D3=T E3=E G3=Y', 'Computer (medium): WATERY at 3B for 32', 32, NULL, '2026-11-28 23:34:53.705739+00');
INSERT INTO public.moves VALUES (1, 4, 0, 'play', 'play 0 down D9=U D10=F D11=f D12=O D13=O D14=N D15=S', 'upgrader11: BUFfOONS at D8 for 76 (bingo +50)', 76, 5000007, '2026-11-28 23:34:53.781635+00');
INSERT INTO public.moves VALUES (2, 0, 1, 'play', 'play 1 across H8=O I8=E J8=D K8=I L8=P M8=E N8=A O8=n', 'upgrader12: OEDIPEAn at 8H for 128 (bingo +50)', 128, 5000011, '2026-11-28 23:34:53.966547+00');
INSERT INTO public.moves VALUES (2, 1, 0, 'play', 'play 0 down M2=A M3=N M4=O M5=D M6=I M7=Z M9=S', 'upgrader11: ANODIZES at M2 for 108 (bingo +50)', 108, 5000012, '2026-11-28 23:34:54.042628+00');
INSERT INTO public.moves VALUES (2, 2, 1, 'play', 'play 1 across J2=J K2=O L2=W N2=R', 'upgrader12: JOWAR at 2J for 62', 62, 5000013, '2026-11-28 23:34:54.063883+00');
INSERT INTO public.moves VALUES (3, 0, 0, 'play', 'play 0 across H8=D I8=E J8=X', 'upgrader11: DEX at 8H for 22', 22, 5000017, '2026-11-28 23:34:54.115743+00');
INSERT INTO public.moves VALUES (3, 1, 1, 'play', 'play 1 down H1=K H2=A H3=L H4=E H5=Y H6=A H7=R', 'upgrader12: KALEYARD at H1 for 101 (bingo +50)', 101, 5000018, '2026-11-28 23:34:54.131671+00');
INSERT INTO public.moves VALUES (3, 2, 0, 'play', 'play 0 across D5=G E5=O F5=U G5=T', 'upgrader11: GOUTY at 5D for 18', 18, 5000019, '2026-11-28 23:34:54.13951+00');
INSERT INTO public.moves VALUES (4, 0, 2, 'play', 'play 2 across D8=Y E8=O F8=U G8=T H8=H', 'Computer (medium): YOUTH at 8D for 30', 30, NULL, '2026-11-28 23:34:54.189779+00');
INSERT INTO public.moves VALUES (4, 1, 0, 'play', 'play 0 across E9=W F9=H G9=A H9=M I9=O', 'upgrader11: WHAMO at 9E for 35', 35, 5000024, '2026-11-28 23:34:54.215636+00');
INSERT INTO public.moves VALUES (4, 2, 1, 'play', 'play 1 down E7=D E10=E E11=R E12=I E13=N E14=G', 'upgrader12: DOWERING at E7 for 26', 26, 5000025, '2026-11-28 23:34:54.344074+00');
INSERT INTO public.moves VALUES (4, 3, 2, 'play', 'play 2 across A12=K B12=O C12=R D12=A', 'Computer (medium): KORAI at 12A for 28', 28, NULL, '2026-11-28 23:34:54.378432+00');
INSERT INTO public.moves VALUES (4, 4, 0, 'play', 'play 0 down A13=E A14=E A15=T', 'upgrader11: KEET at A12 for 24', 24, 5000026, '2026-11-28 23:34:54.425629+00');
INSERT INTO public.moves VALUES (5, 0, 0, 'play', 'play 0 across A5=X B5=E C5=n D5=I E5=C', 'upgrader11: XEnIC at 5A for 58', 58, 5000030, '2026-11-28 23:34:54.573717+00');
INSERT INTO public.moves VALUES (5, 1, 1, 'play', 'play 1 down B2=S B3=K B4=E B6=I B7=N B8=G', 'upgrader12: SKEEING at B2 for 64', 64, 5000031, '2026-11-28 23:34:54.665632+00');
INSERT INTO public.moves VALUES (5, 2, 0, 'play', 'play 0 down A1=J A2=O', 'upgrader11: JO at A1 for 29', 29, 5000032, '2026-11-28 23:34:54.734476+00');
INSERT INTO public.moves VALUES (6, 0, 1, 'play', 'play 1 across B3=V C3=E D3=X E3=T', 'upgrader12: VEXT at 3B for 28', 28, 5000036, '2026-11-28 23:34:54.890136+00');
INSERT INTO public.moves VALUES (6, 1, 0, 'play', 'play 0 down E1=R E2=A E4=T E5=L E6=E E7=R', 'upgrader11: RATTLER at E1 for 28', 28, 5000037, '2026-11-28 23:34:54.926232+00');
INSERT INTO public.moves VALUES (6, 2, 1, 'play', 'play 1 across A1=A B1=N C1=G D1=O F1=A', 'upgrader12: ANGORA at 1A for 28', 28, 5000038, '2026-11-28 23:34:54.961775+00');
INSERT INTO public.moves VALUES (7, 0, 0, 'play', 'play 0 across B8=D C8=I D8=P E8=O F8=L G8=A H8=R', 'upgrader11: DIPOLAR at 8B for 76 (bingo +50)', 76, 5000043, '2026-11-28 23:34:55.081637+00');
INSERT INTO public.moves VALUES (7, 1, 1, 'play', 'play 1 down C3=I C4=N C5=U C6=R C7=N C9=N C10=g', 'upgrader12: INURNINg at C3 for 68 (bingo +50)', 68, 5000044, '2026-11-28 23:34:55.165811+00');
INSERT INTO public.moves VALUES (7, 2, 2, 'play', 'play 2 across G7=F H7=E I7=W J7=E K7=R', 'Computer (medium): FEWER at 7G for 30', 30, NULL, '2026-11-28 23:34:55.179206+00');
INSERT INTO public.moves VALUES (7, 3, 0, 'play', 'play 0 down K2=S K3=I K4=S K5=T K6=E K8=L K9=Y', 'upgrader11: SISTERLY at K2 for 72 (bingo +50)', 72, 5000045, '2026-11-28 23:34:55.222438+00');
INSERT INTO public.moves VALUES (8, 0, 0, 'play', 'play 0 down C1=T C2=I C3=M C4=B C5=R C6=E C7=L', 'upgrader11: TIMBREL at C1; a comet''s boost: a yellow blank; a flying saucer! Card: "Fuel pod! Your spaceship refuels: take a yellow blank."', 0, 5000049, '2026-11-28 23:34:55.353692+00');
INSERT INTO public.moves VALUES (8, 1, 1, 'play', 'play 1 down J1=U J2=N J3=R J4=E J5=A J6=D', 'upgrader12: UNREAD at J1; a comet''s boost: a yellow blank', 0, 5000050, '2026-11-28 23:34:55.397784+00');
INSERT INTO public.moves VALUES (8, 2, 0, 'play', 'play 0 down B7=A B8=D B9=m B10=I B11=T B12=T B13=e B14=R B15=S', 'upgrader11: ADmITTeRS at B7; a comet''s boost: a yellow blank; a flying saucer! Card: "A friendly alien waves and hands you a spare part: take a yellow blank."; lands on Earth!', 0, 5000051, '2026-11-28 23:34:55.423067+00');
INSERT INTO public.moves VALUES (9, 0, 1, 'play', 'play 1 down M1=U M2=N M3=W M4=R M5=A M6=P M7=S', 'upgrader12: UNWRAPS at M1; a comet''s boost: a yellow blank', 0, 5000055, '2026-11-28 23:34:55.45531+00');
INSERT INTO public.moves VALUES (9, 1, 0, 'play', 'play 0 down B1=E B2=L B3=E B4=G B5=Y', 'upgrader11: ELEGY at B1; a comet''s boost: a yellow blank', 0, 5000056, '2026-11-28 23:34:55.46732+00');
INSERT INTO public.moves VALUES (9, 2, 1, 'play', 'play 1 down L7=a L8=R L9=P L10=E L11=N', 'upgrader12: aRPEN at L7', 0, 5000057, '2026-11-28 23:34:55.479011+00');
INSERT INTO public.moves VALUES (10, 0, 1, 'play', 'words 1 D4=J E5=A F6=C G7=A H8=l : JACAL LAC AL', 'upgrader12: placed D4=J E5=A F6=C G7=A H8=l for 18', 18, 5000062, '2026-11-28 23:34:55.730724+00');
INSERT INTO public.moves VALUES (10, 1, 2, 'play', 'words 2 E4=U F4=R G4=A H4=L : JURAL JURA JAR', 'Computer (medium): placed E4=U F4=R G4=A H4=L for 33', 33, NULL, '2026-11-28 23:34:55.770743+00');
INSERT INTO public.moves VALUES (10, 2, 0, 'play', 'words 0 D5=P F5=V G5=E : JAVA JAUP JUREL', 'upgrader11: placed D5=P F5=V G5=E for 39', 39, 5000063, '2026-11-28 23:34:55.837656+00');
INSERT INTO public.moves VALUES (10, 3, 1, 'play', 'words 1 G6=O H6=R I6=D : COVERUP CAVALERO DROVER', 'upgrader12: placed G6=O H6=R I6=D for 37', 37, 5000064, '2026-11-28 23:34:55.869723+00');
INSERT INTO public.moves VALUES (11, 0, 0, 'play', 'play 0 across D8=K E8=e F8=T G8=O H8=L', 'upgrader21: KeTOL at 8D for 26', 26, 5000071, '2026-11-28 23:34:56.066311+00');


--
-- Data for Name: outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.outbox VALUES (1, 1, 1000, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:53.264705+00', '2026-11-28 23:34:53.264705+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.264705+00', NULL, false);
INSERT INTO public.outbox VALUES (2, 1, 1000, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:53.285756+00', '2026-11-28 23:34:53.285756+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.285756+00', NULL, false);
INSERT INTO public.outbox VALUES (3, 1, 1000, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:53.321777+00', '2026-11-28 23:34:53.321777+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.321777+00', NULL, false);
INSERT INTO public.outbox VALUES (4, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [], "game_id": 1, "version": 0, "finished": null, "channel_id": 1000, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "Computer (medium)", "order": ["Computer (medium)", "upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "T"], ["upgrader12", "O"], ["Computer (medium)", "E"]]]}}', '2026-11-28 23:34:53.345786+00', '2026-11-28 23:34:53.345786+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.345786+00', NULL, false);
INSERT INTO public.outbox VALUES (5, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:34:53.345786+00', '2026-11-28 23:34:53.345786+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.345786+00', NULL, false);
INSERT INTO public.outbox VALUES (6, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:34:53.345786+00', '2026-11-28 23:34:53.345786+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.345786+00', NULL, false);
INSERT INTO public.outbox VALUES (7, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995293, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "BuNTED at 8D for 22", "score": 22, "total": 22, "words": ["BuNTED 22"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 1, "version": 1, "finished": null, "channel_id": 1000, "racks_changed": []}, "headline": null}', '2026-11-28 23:34:53.395392+00', '2026-11-28 23:34:53.395392+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.395392+00', NULL, false);
INSERT INTO public.outbox VALUES (8, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:34:53.395392+00', '2026-11-28 23:34:53.395392+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.395392+00', NULL, false);
INSERT INTO public.outbox VALUES (9, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995293, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "EMIT at 7G for 19", "score": 19, "total": 19, "words": ["EMIT 8", "ET 3", "ME 4", "ID 4"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 1, "version": 2, "finished": null, "channel_id": 1000, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:53.465789+00', '2026-11-28 23:34:53.465789+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.465789+00', NULL, false);
INSERT INTO public.outbox VALUES (10, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:34:53.465789+00', '2026-11-28 23:34:53.465789+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.465789+00', NULL, false);
INSERT INTO public.outbox VALUES (11, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:34:53.465789+00', '2026-11-28 23:34:53.465789+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.465789+00', NULL, false);
INSERT INTO public.outbox VALUES (12, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "TRICORN at F2 for 20", "score": 20, "total": 20, "words": ["TRICORN 13", "REMIT 7"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 1, "version": 3, "finished": null, "channel_id": 1000, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:53.666586+00', '2026-11-28 23:34:53.666586+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.666586+00', NULL, false);
INSERT INTO public.outbox VALUES (13, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:34:53.666586+00', '2026-11-28 23:34:53.666586+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.666586+00', NULL, false);
INSERT INTO public.outbox VALUES (14, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995293, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "WATERY at 3B for 32", "score": 32, "total": 54, "words": ["WATERY 32"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 1, "version": 4, "finished": null, "channel_id": 1000, "racks_changed": []}, "headline": null}', '2026-11-28 23:34:53.705739+00', '2026-11-28 23:34:53.705739+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.705739+00', NULL, false);
INSERT INTO public.outbox VALUES (15, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 4, "your_turn": true}', '2026-11-28 23:34:53.705739+00', '2026-11-28 23:34:53.705739+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.705739+00', NULL, false);
INSERT INTO public.outbox VALUES (122, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:34:55.449774+00', '2026-11-28 23:34:55.449774+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.449774+00', NULL, false);
INSERT INTO public.outbox VALUES (16, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995293, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "BUFfOONS at D8 for 76 (bingo +50)", "score": 76, "total": 95, "words": ["BUFfOONS 26"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 1, "version": 5, "finished": null, "channel_id": 1000, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:53.781635+00', '2026-11-28 23:34:53.781635+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.781635+00', NULL, false);
INSERT INTO public.outbox VALUES (17, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 5, "your_turn": false}', '2026-11-28 23:34:53.781635+00', '2026-11-28 23:34:53.781635+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.781635+00', NULL, false);
INSERT INTO public.outbox VALUES (18, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 5, "your_turn": true}', '2026-11-28 23:34:53.781635+00', '2026-11-28 23:34:53.781635+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.781635+00', NULL, false);
INSERT INTO public.outbox VALUES (21, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995293, "final_challenge": false}, "events": [], "game_id": 2, "version": 0, "finished": null, "channel_id": 1001, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "T"], ["upgrader12", "D"]]]}}', '2026-11-28 23:34:53.880043+00', '2026-11-28 23:34:53.880043+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.880043+00', NULL, false);
INSERT INTO public.outbox VALUES (22, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:34:53.880043+00', '2026-11-28 23:34:53.880043+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.880043+00', NULL, false);
INSERT INTO public.outbox VALUES (23, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:34:53.880043+00', '2026-11-28 23:34:53.880043+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.880043+00', NULL, false);
INSERT INTO public.outbox VALUES (34, 3, 1002, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.081933+00', '2026-11-28 23:34:54.081933+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.081933+00', NULL, false);
INSERT INTO public.outbox VALUES (47, 4, 1003, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.149842+00', '2026-11-28 23:34:54.149842+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.149842+00', NULL, false);
INSERT INTO public.outbox VALUES (58, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "DOWERING at E7 for 26", "score": 26, "total": 26, "words": ["DOWERING 26"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 4, "version": 3, "finished": null, "channel_id": 1003, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:54.344074+00', '2026-11-28 23:34:54.344074+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.344074+00', NULL, false);
INSERT INTO public.outbox VALUES (59, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:34:54.344074+00', '2026-11-28 23:34:54.344074+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.344074+00', NULL, false);
INSERT INTO public.outbox VALUES (66, 5, 1004, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 60}}}', '2026-11-28 23:34:54.461629+00', '2026-11-28 23:34:54.461629+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.461629+00', NULL, false);
INSERT INTO public.outbox VALUES (69, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795908954, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "XEnIC at 5A for 58", "score": 58, "total": 58, "words": ["XEnIC 58"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 5, "version": 1, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:54.573717+00', '2026-11-28 23:34:54.573717+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.573717+00', NULL, false);
INSERT INTO public.outbox VALUES (70, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:34:54.573717+00', '2026-11-28 23:34:54.573717+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.573717+00', NULL, false);
INSERT INTO public.outbox VALUES (91, 7, 1006, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": "standard", "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.989727+00', '2026-11-28 23:34:54.989727+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.989727+00', NULL, false);
INSERT INTO public.outbox VALUES (123, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:34:55.449774+00', '2026-11-28 23:34:55.449774+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.449774+00', NULL, false);
INSERT INTO public.outbox VALUES (19, 2, 1001, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:53.825646+00', '2026-11-28 23:34:53.825646+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.825646+00', NULL, false);
INSERT INTO public.outbox VALUES (24, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995293, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "OEDIPEAn at 8H for 128 (bingo +50)", "score": 128, "total": 128, "words": ["OEDIPEAn 78"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 2, "version": 1, "finished": null, "channel_id": 1001, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:53.966547+00', '2026-11-28 23:34:53.966547+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.966547+00', NULL, false);
INSERT INTO public.outbox VALUES (25, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:34:53.966547+00', '2026-11-28 23:34:53.966547+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.966547+00', NULL, false);
INSERT INTO public.outbox VALUES (26, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:34:53.966547+00', '2026-11-28 23:34:53.966547+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.966547+00', NULL, false);
INSERT INTO public.outbox VALUES (33, 3, 1002, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.069808+00', '2026-11-28 23:34:54.069808+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.069808+00', NULL, false);
INSERT INTO public.outbox VALUES (44, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "GOUTY at 5D for 18", "score": 18, "total": 40, "words": ["GOUTY 18"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 3, "version": 3, "finished": null, "channel_id": 1002, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:54.13951+00', '2026-11-28 23:34:54.13951+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.13951+00', NULL, false);
INSERT INTO public.outbox VALUES (45, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:34:54.13951+00', '2026-11-28 23:34:54.13951+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.13951+00', NULL, false);
INSERT INTO public.outbox VALUES (46, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:34:54.13951+00', '2026-11-28 23:34:54.13951+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.13951+00', NULL, false);
INSERT INTO public.outbox VALUES (50, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [], "game_id": 4, "version": 0, "finished": null, "channel_id": 1003, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "Computer (medium)", "order": ["Computer (medium)", "upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "P"], ["upgrader12", "J"], ["Computer (medium)", "A"]]]}}', '2026-11-28 23:34:54.175061+00', '2026-11-28 23:34:54.175061+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.175061+00', NULL, false);
INSERT INTO public.outbox VALUES (51, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:34:54.175061+00', '2026-11-28 23:34:54.175061+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.175061+00', NULL, false);
INSERT INTO public.outbox VALUES (52, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:34:54.175061+00', '2026-11-28 23:34:54.175061+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.175061+00', NULL, false);
INSERT INTO public.outbox VALUES (71, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795908954, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "SKEEING at B2 for 64", "score": 64, "total": 64, "words": ["SKEEING 64"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 5, "version": 2, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:54.665632+00', '2026-11-28 23:34:54.665632+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.665632+00', NULL, false);
INSERT INTO public.outbox VALUES (72, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:34:54.665632+00', '2026-11-28 23:34:54.665632+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.665632+00', NULL, false);
INSERT INTO public.outbox VALUES (75, 6, 1005, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.769643+00', '2026-11-28 23:34:54.769643+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.769643+00', NULL, false);
INSERT INTO public.outbox VALUES (100, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "FEWER at 7G for 30", "score": 30, "total": 30, "words": ["FEWER 19", "FA 9", "ER 2"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 7, "version": 3, "finished": null, "channel_id": 1006, "racks_changed": []}, "headline": null}', '2026-11-28 23:34:55.179206+00', '2026-11-28 23:34:55.179206+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.179206+00', NULL, false);
INSERT INTO public.outbox VALUES (101, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:34:55.179206+00', '2026-11-28 23:34:55.179206+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.179206+00', NULL, false);
INSERT INTO public.outbox VALUES (105, 8, 1007, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:55.241614+00', '2026-11-28 23:34:55.241614+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.241614+00', NULL, false);
INSERT INTO public.outbox VALUES (20, 2, 1001, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:53.865616+00', '2026-11-28 23:34:53.865616+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:56.865616+00', NULL, false);
INSERT INTO public.outbox VALUES (27, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "ANODIZES at M2 for 108 (bingo +50)", "score": 108, "total": 108, "words": ["ANODIZES 58"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 2, "version": 2, "finished": null, "channel_id": 1001, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:54.042628+00', '2026-11-28 23:34:54.042628+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.042628+00', NULL, false);
INSERT INTO public.outbox VALUES (28, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:34:54.042628+00', '2026-11-28 23:34:54.042628+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.042628+00', NULL, false);
INSERT INTO public.outbox VALUES (29, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:34:54.042628+00', '2026-11-28 23:34:54.042628+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.042628+00', NULL, false);
INSERT INTO public.outbox VALUES (30, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "JOWAR at 2J for 62", "score": 62, "total": 190, "words": ["JOWAR 62"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 2, "version": 3, "finished": null, "channel_id": 1001, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:54.063883+00', '2026-11-28 23:34:54.063883+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.063883+00', NULL, false);
INSERT INTO public.outbox VALUES (31, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:34:54.063883+00', '2026-11-28 23:34:54.063883+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.063883+00', NULL, false);
INSERT INTO public.outbox VALUES (32, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:34:54.063883+00', '2026-11-28 23:34:54.063883+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.063883+00', NULL, false);
INSERT INTO public.outbox VALUES (35, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995294, "final_challenge": false}, "events": [], "game_id": 3, "version": 0, "finished": null, "channel_id": 1002, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "C"], ["upgrader12", "L"]]]}}', '2026-11-28 23:34:54.084558+00', '2026-11-28 23:34:54.084558+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.084558+00', NULL, false);
INSERT INTO public.outbox VALUES (36, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:34:54.084558+00', '2026-11-28 23:34:54.084558+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.084558+00', NULL, false);
INSERT INTO public.outbox VALUES (37, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:34:54.084558+00', '2026-11-28 23:34:54.084558+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.084558+00', NULL, false);
INSERT INTO public.outbox VALUES (38, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "DEX at 8H for 22", "score": 22, "total": 22, "words": ["DEX 22"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 3, "version": 1, "finished": null, "channel_id": 1002, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:54.115743+00', '2026-11-28 23:34:54.115743+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.115743+00', NULL, false);
INSERT INTO public.outbox VALUES (39, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:34:54.115743+00', '2026-11-28 23:34:54.115743+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.115743+00', NULL, false);
INSERT INTO public.outbox VALUES (40, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:34:54.115743+00', '2026-11-28 23:34:54.115743+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.115743+00', NULL, false);
INSERT INTO public.outbox VALUES (41, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "KALEYARD at H1 for 101 (bingo +50)", "score": 101, "total": 101, "words": ["KALEYARD 51"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 3, "version": 2, "finished": null, "channel_id": 1002, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:54.131671+00', '2026-11-28 23:34:54.131671+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.131671+00', NULL, false);
INSERT INTO public.outbox VALUES (42, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:34:54.131671+00', '2026-11-28 23:34:54.131671+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.131671+00', NULL, false);
INSERT INTO public.outbox VALUES (43, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:34:54.131671+00', '2026-11-28 23:34:54.131671+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.131671+00', NULL, false);
INSERT INTO public.outbox VALUES (48, 4, 1003, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.15777+00', '2026-11-28 23:34:54.15777+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.15777+00', NULL, false);
INSERT INTO public.outbox VALUES (49, 4, 1003, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.165775+00', '2026-11-28 23:34:54.165775+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.165775+00', NULL, false);
INSERT INTO public.outbox VALUES (53, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "YOUTH at 8D for 30", "score": 30, "total": 30, "words": ["YOUTH 30"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 4, "version": 1, "finished": null, "channel_id": 1003, "racks_changed": []}, "headline": null}', '2026-11-28 23:34:54.189779+00', '2026-11-28 23:34:54.189779+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.189779+00', NULL, false);
INSERT INTO public.outbox VALUES (54, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:34:54.189779+00', '2026-11-28 23:34:54.189779+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.189779+00', NULL, false);
INSERT INTO public.outbox VALUES (55, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "WHAMO at 9E for 35", "score": 35, "total": 35, "words": ["WHAMO 15", "OW 5", "UH 5", "TA 3", "HM 7"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 4, "version": 2, "finished": null, "channel_id": 1003, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:54.215636+00', '2026-11-28 23:34:54.215636+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.215636+00', NULL, false);
INSERT INTO public.outbox VALUES (56, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:34:54.215636+00', '2026-11-28 23:34:54.215636+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.215636+00', NULL, false);
INSERT INTO public.outbox VALUES (57, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:34:54.215636+00', '2026-11-28 23:34:54.215636+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.215636+00', NULL, false);
INSERT INTO public.outbox VALUES (60, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "KORAI at 12A for 28", "score": 28, "total": 58, "words": ["KORAI 28"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 4, "version": 4, "finished": null, "channel_id": 1003, "racks_changed": []}, "headline": null}', '2026-11-28 23:34:54.378432+00', '2026-11-28 23:34:54.378432+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.378432+00', NULL, false);
INSERT INTO public.outbox VALUES (61, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 4, "your_turn": true}', '2026-11-28 23:34:54.378432+00', '2026-11-28 23:34:54.378432+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.378432+00', NULL, false);
INSERT INTO public.outbox VALUES (62, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "KEET at A12 for 24", "score": 24, "total": 59, "words": ["KEET 24"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 4, "version": 5, "finished": null, "channel_id": 1003, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:54.425629+00', '2026-11-28 23:34:54.425629+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.425629+00', NULL, false);
INSERT INTO public.outbox VALUES (63, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 5, "your_turn": false}', '2026-11-28 23:34:54.425629+00', '2026-11-28 23:34:54.425629+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.425629+00', NULL, false);
INSERT INTO public.outbox VALUES (64, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 5, "your_turn": true}', '2026-11-28 23:34:54.425629+00', '2026-11-28 23:34:54.425629+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.425629+00', NULL, false);
INSERT INTO public.outbox VALUES (65, 5, 1004, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 60}}}', '2026-11-28 23:34:54.44196+00', '2026-11-28 23:34:54.44196+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.44196+00', NULL, false);
INSERT INTO public.outbox VALUES (73, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795908954, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "JO at A1 for 29", "score": 29, "total": 87, "words": ["JO 27", "OS 2"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 5, "version": 3, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:54.734476+00', '2026-11-28 23:34:54.734476+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.734476+00', NULL, false);
INSERT INTO public.outbox VALUES (74, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:34:54.734476+00', '2026-11-28 23:34:54.734476+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.734476+00', NULL, false);
INSERT INTO public.outbox VALUES (77, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995294, "final_challenge": false}, "events": [], "game_id": 6, "version": 0, "finished": null, "channel_id": 1005, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "I"], ["upgrader12", "G"]]]}}', '2026-11-28 23:34:54.833825+00', '2026-11-28 23:34:54.833825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.833825+00', NULL, false);
INSERT INTO public.outbox VALUES (78, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:34:54.833825+00', '2026-11-28 23:34:54.833825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.833825+00', NULL, false);
INSERT INTO public.outbox VALUES (79, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:34:54.833825+00', '2026-11-28 23:34:54.833825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.833825+00', NULL, false);
INSERT INTO public.outbox VALUES (67, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795908954, "final_challenge": false}, "events": [], "game_id": 5, "version": 0, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "rolled", "draw_title": "The roll for first play", "draw_rounds": [[["upgrader11", "?"], ["upgrader12", "T"]]]}}', '2026-11-28 23:34:54.47362+00', '2026-11-28 23:34:54.47362+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.47362+00', NULL, false);
INSERT INTO public.outbox VALUES (68, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:34:54.47362+00', '2026-11-28 23:34:54.47362+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.47362+00', NULL, false);
INSERT INTO public.outbox VALUES (76, 6, 1005, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.8298+00', '2026-11-28 23:34:54.8298+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.8298+00', NULL, false);
INSERT INTO public.outbox VALUES (80, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "VEXT at 3B for 28", "score": 28, "total": 28, "words": ["VEXT 28"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 6, "version": 1, "finished": null, "channel_id": 1005, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:54.890136+00', '2026-11-28 23:34:54.890136+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.890136+00', NULL, false);
INSERT INTO public.outbox VALUES (81, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:34:54.890136+00', '2026-11-28 23:34:54.890136+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.890136+00', NULL, false);
INSERT INTO public.outbox VALUES (82, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:34:54.890136+00', '2026-11-28 23:34:54.890136+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.890136+00', NULL, false);
INSERT INTO public.outbox VALUES (83, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "RATTLER at E1 for 28", "score": 28, "total": 28, "words": ["RATTLER 28"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 6, "version": 2, "finished": null, "channel_id": 1005, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:54.926232+00', '2026-11-28 23:34:54.926232+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.926232+00', NULL, false);
INSERT INTO public.outbox VALUES (84, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:34:54.926232+00', '2026-11-28 23:34:54.926232+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.926232+00', NULL, false);
INSERT INTO public.outbox VALUES (85, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:34:54.926232+00', '2026-11-28 23:34:54.926232+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.926232+00', NULL, false);
INSERT INTO public.outbox VALUES (86, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995294, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "ANGORA at 1A for 28", "score": 28, "total": 56, "words": ["ANGORA 28"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 6, "version": 3, "finished": null, "channel_id": 1005, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:54.961775+00', '2026-11-28 23:34:54.961775+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.961775+00', NULL, false);
INSERT INTO public.outbox VALUES (87, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:34:54.961775+00', '2026-11-28 23:34:54.961775+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.961775+00', NULL, false);
INSERT INTO public.outbox VALUES (88, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:34:54.961775+00', '2026-11-28 23:34:54.961775+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.961775+00', NULL, false);
INSERT INTO public.outbox VALUES (92, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995295, "final_challenge": false}, "events": [], "game_id": 7, "version": 0, "finished": null, "channel_id": 1006, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12", "Computer (medium)"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "A"], ["upgrader12", "O"], ["Computer (medium)", "M"]]]}}', '2026-11-28 23:34:55.046063+00', '2026-11-28 23:34:55.046063+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.046063+00', NULL, false);
INSERT INTO public.outbox VALUES (93, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:34:55.046063+00', '2026-11-28 23:34:55.046063+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.046063+00', NULL, false);
INSERT INTO public.outbox VALUES (94, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:34:55.046063+00', '2026-11-28 23:34:55.046063+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.046063+00', NULL, false);
INSERT INTO public.outbox VALUES (98, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "INURNINg at C3 for 68 (bingo +50)", "score": 68, "total": 68, "words": ["INURNINg 18"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 7, "version": 2, "finished": null, "channel_id": 1006, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:55.165811+00', '2026-11-28 23:34:55.165811+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.165811+00', NULL, false);
INSERT INTO public.outbox VALUES (99, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:34:55.165811+00', '2026-11-28 23:34:55.165811+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.165811+00', NULL, false);
INSERT INTO public.outbox VALUES (121, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": false}, "events": [], "game_id": 9, "version": 0, "finished": null, "channel_id": 1008, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "Y"], ["upgrader12", "I"]]]}}', '2026-11-28 23:34:55.449774+00', '2026-11-28 23:34:55.449774+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.449774+00', NULL, false);
INSERT INTO public.outbox VALUES (89, 7, 1006, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.973879+00', '2026-11-28 23:34:54.973879+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.973879+00', NULL, false);
INSERT INTO public.outbox VALUES (107, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995295, "final_challenge": false}, "events": [], "game_id": 8, "version": 0, "finished": null, "channel_id": 1007, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "?"], ["upgrader12", "T"]]]}}', '2026-11-28 23:34:55.303379+00', '2026-11-28 23:34:55.303379+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.303379+00', NULL, false);
INSERT INTO public.outbox VALUES (108, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:34:55.303379+00', '2026-11-28 23:34:55.303379+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.303379+00', NULL, false);
INSERT INTO public.outbox VALUES (109, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:34:55.303379+00', '2026-11-28 23:34:55.303379+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.303379+00', NULL, false);
INSERT INTO public.outbox VALUES (110, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "TIMBREL at C1; a comet''s boost: a yellow blank; a flying saucer! Card: \"Fuel pod! Your spaceship refuels: take a yellow blank.\"", "score": 0, "total": 0, "words": ["TIMBREL"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 8, "version": 1, "finished": null, "channel_id": 1007, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:55.353692+00', '2026-11-28 23:34:55.353692+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.353692+00', NULL, false);
INSERT INTO public.outbox VALUES (111, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:34:55.353692+00', '2026-11-28 23:34:55.353692+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.353692+00', NULL, false);
INSERT INTO public.outbox VALUES (112, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:34:55.353692+00', '2026-11-28 23:34:55.353692+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.353692+00', NULL, false);
INSERT INTO public.outbox VALUES (113, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "UNREAD at J1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["UNREAD"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 8, "version": 2, "finished": null, "channel_id": 1007, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:55.397784+00', '2026-11-28 23:34:55.397784+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.397784+00', NULL, false);
INSERT INTO public.outbox VALUES (114, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:34:55.397784+00', '2026-11-28 23:34:55.397784+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.397784+00', NULL, false);
INSERT INTO public.outbox VALUES (115, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:34:55.397784+00', '2026-11-28 23:34:55.397784+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.397784+00', NULL, false);
INSERT INTO public.outbox VALUES (119, 9, 1008, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:55.437989+00', '2026-11-28 23:34:55.437989+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.437989+00', NULL, false);
INSERT INTO public.outbox VALUES (127, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "ELEGY at B1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["ELEGY"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 9, "version": 2, "finished": null, "channel_id": 1008, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:55.46732+00', '2026-11-28 23:34:55.46732+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.46732+00', NULL, false);
INSERT INTO public.outbox VALUES (128, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:34:55.46732+00', '2026-11-28 23:34:55.46732+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.46732+00', NULL, false);
INSERT INTO public.outbox VALUES (129, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:34:55.46732+00', '2026-11-28 23:34:55.46732+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.46732+00', NULL, false);
INSERT INTO public.outbox VALUES (134, 10, 1009, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:55.505898+00', '2026-11-28 23:34:55.505898+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.505898+00', NULL, false);
INSERT INTO public.outbox VALUES (151, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 3, "joined": true, "player": "upgrader23"}, "type": "tournament"}', '2026-11-28 23:34:55.950557+00', '2026-11-28 23:34:55.950557+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (90, 7, 1006, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:54.982424+00', '2026-11-28 23:34:54.982424+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:57.982424+00', NULL, false);
INSERT INTO public.outbox VALUES (116, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": true}, "events": [{"kind": "play", "seat": 0, "text": "ADmITTeRS at B7; a comet''s boost: a yellow blank; a flying saucer! Card: \"A friendly alien waves and hands you a spare part: take a yellow blank.\"; lands on Earth!", "score": 0, "total": 0, "words": ["ADmITTeRS", "AL"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 8, "version": 3, "finished": null, "channel_id": 1007, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:55.423067+00', '2026-11-28 23:34:55.423067+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.423067+00', NULL, false);
INSERT INTO public.outbox VALUES (117, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:34:55.423067+00', '2026-11-28 23:34:55.423067+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.423067+00', NULL, false);
INSERT INTO public.outbox VALUES (118, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:34:55.423067+00', '2026-11-28 23:34:55.423067+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.423067+00', NULL, false);
INSERT INTO public.outbox VALUES (135, 10, 1009, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "Computer (medium)", "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:55.521827+00', '2026-11-28 23:34:55.521827+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.521827+00', NULL, false);
INSERT INTO public.outbox VALUES (139, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "placed D4=J E5=A F6=C G7=A H8=l for 18", "score": 18, "total": 18, "words": ["JACAl 13 (D4 E5 F6 G7 H8)", "lAC 4 (H8 G7 F6)", "Al 1 (G7 H8)"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 10, "version": 1, "finished": null, "channel_id": 1009, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:55.730724+00', '2026-11-28 23:34:55.730724+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.730724+00', NULL, false);
INSERT INTO public.outbox VALUES (140, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:34:55.730724+00', '2026-11-28 23:34:55.730724+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.730724+00', NULL, false);
INSERT INTO public.outbox VALUES (150, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 2, "joined": true, "player": "upgrader22"}, "type": "tournament"}', '2026-11-28 23:34:55.947423+00', '2026-11-28 23:34:55.947423+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (95, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "DIPOLAR at 8B for 76 (bingo +50)", "score": 76, "total": 76, "words": ["DIPOLAR 26"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 7, "version": 1, "finished": null, "channel_id": 1006, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:55.081637+00', '2026-11-28 23:34:55.081637+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.081637+00', NULL, false);
INSERT INTO public.outbox VALUES (96, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:34:55.081637+00', '2026-11-28 23:34:55.081637+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.081637+00', NULL, false);
INSERT INTO public.outbox VALUES (97, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:34:55.081637+00', '2026-11-28 23:34:55.081637+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.081637+00', NULL, false);
INSERT INTO public.outbox VALUES (102, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "SISTERLY at K2 for 72 (bingo +50)", "score": 72, "total": 148, "words": ["SISTERLY 22"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 7, "version": 4, "finished": null, "channel_id": 1006, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:55.222438+00', '2026-11-28 23:34:55.222438+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.222438+00', NULL, false);
INSERT INTO public.outbox VALUES (103, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 4, "your_turn": false}', '2026-11-28 23:34:55.222438+00', '2026-11-28 23:34:55.222438+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.222438+00', NULL, false);
INSERT INTO public.outbox VALUES (104, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 4, "your_turn": true}', '2026-11-28 23:34:55.222438+00', '2026-11-28 23:34:55.222438+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.222438+00', NULL, false);
INSERT INTO public.outbox VALUES (120, 9, 1008, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:55.445833+00', '2026-11-28 23:34:55.445833+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.445833+00', NULL, false);
INSERT INTO public.outbox VALUES (124, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "UNWRAPS at M1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["UNWRAPS"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 9, "version": 1, "finished": null, "channel_id": 1008, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:55.45531+00', '2026-11-28 23:34:55.45531+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.45531+00', NULL, false);
INSERT INTO public.outbox VALUES (125, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:34:55.45531+00', '2026-11-28 23:34:55.45531+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.45531+00', NULL, false);
INSERT INTO public.outbox VALUES (126, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:34:55.45531+00', '2026-11-28 23:34:55.45531+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.45531+00', NULL, false);
INSERT INTO public.outbox VALUES (130, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "aRPEN at L7", "score": 0, "total": 0, "words": ["aRPEN", "aS"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 9, "version": 3, "finished": null, "channel_id": 1008, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:55.479011+00', '2026-11-28 23:34:55.479011+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.479011+00', NULL, false);
INSERT INTO public.outbox VALUES (131, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:34:55.479011+00', '2026-11-28 23:34:55.479011+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.479011+00', NULL, false);
INSERT INTO public.outbox VALUES (132, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:34:55.479011+00', '2026-11-28 23:34:55.479011+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.479011+00', NULL, false);
INSERT INTO public.outbox VALUES (141, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 2, "text": "placed E4=U F4=R G4=A H4=L for 33", "score": 33, "total": 33, "words": ["JURAL 12 (D4 E4 F4 G4 H4)", "JURA 11 (D4 E4 F4 G4)", "JAR 10 (D4 E5 F4)"], "player": "Computer (medium)", "user_id": null, "unscored": false, "challenger": null}], "game_id": 10, "version": 2, "finished": null, "channel_id": 1009, "racks_changed": []}, "headline": null}', '2026-11-28 23:34:55.770743+00', '2026-11-28 23:34:55.770743+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.770743+00', NULL, false);
INSERT INTO public.outbox VALUES (142, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:34:55.770743+00', '2026-11-28 23:34:55.770743+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.770743+00', NULL, false);
INSERT INTO public.outbox VALUES (146, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": "Computer (medium)", "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "seat": 1, "text": "placed G6=O H6=R I6=D for 37", "score": 37, "total": 55, "words": ["COVERUP 14 (F6 G6 F5 G5 F4 E4 D5)", "CAVALERO 13 (F6 E5 F5 G4 H4 G5 H6 G6)", "DROVER 10 (I6 H6 G6 F5 G5 F4)"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 10, "version": 4, "finished": null, "channel_id": 1009, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:34:55.869723+00', '2026-11-28 23:34:55.869723+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.869723+00', NULL, false);
INSERT INTO public.outbox VALUES (147, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 4, "your_turn": false}', '2026-11-28 23:34:55.869723+00', '2026-11-28 23:34:55.869723+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.869723+00', NULL, false);
INSERT INTO public.outbox VALUES (152, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 4, "joined": true, "player": "upgrader24"}, "type": "tournament"}', '2026-11-28 23:34:55.965111+00', '2026-11-28 23:34:55.965111+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (106, 8, 1007, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:55.273966+00', '2026-11-28 23:34:55.273966+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.273966+00', NULL, false);
INSERT INTO public.outbox VALUES (136, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": false}, "events": [], "game_id": 10, "version": 0, "finished": null, "channel_id": 1009, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "Computer (medium)", "upgrader11"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": [[["upgrader11", "L"], ["upgrader12", "A"], ["Computer (medium)", "C"]]]}}', '2026-11-28 23:34:55.533795+00', '2026-11-28 23:34:55.533795+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.533795+00', NULL, false);
INSERT INTO public.outbox VALUES (137, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:34:55.533795+00', '2026-11-28 23:34:55.533795+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.533795+00', NULL, false);
INSERT INTO public.outbox VALUES (138, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:34:55.533795+00', '2026-11-28 23:34:55.533795+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.533795+00', NULL, false);
INSERT INTO public.outbox VALUES (148, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "registration"}, "type": "tournament"}', '2026-11-28 23:34:55.933816+00', '2026-11-28 23:34:55.933816+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (153, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "running"}, "type": "tournament"}', '2026-11-28 23:34:55.989765+00', '2026-11-28 23:34:55.989765+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (157, NULL, 3001, 'tournament', '{"post": {"name": "Upgrade Open", "type": "board_opened", "first": ["upgrader21", 21], "round": 1, "second": ["upgrader22", 22], "deadline": 1796513696}, "type": "tournament"}', '2026-11-28 23:34:56.038042+00', '2026-11-28 23:34:56.038042+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (158, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader21", "user_id": 21, "deadline": 1795995296, "final_challenge": false}, "events": [], "game_id": 11, "version": 0, "finished": null, "channel_id": 3001, "racks_changed": [21, 22]}, "headline": {"type": "started", "first": "upgrader21", "order": ["upgrader21", "upgrader22"], "draw_verb": "drew", "draw_title": "The draw for first play", "draw_rounds": []}}', '2026-11-28 23:34:56.038042+00', '2026-11-28 23:34:56.038042+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:59.038042+00', NULL, false);
INSERT INTO public.outbox VALUES (159, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 0, "your_turn": true}', '2026-11-28 23:34:56.038042+00', '2026-11-28 23:34:56.038042+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:59.038042+00', NULL, false);
INSERT INTO public.outbox VALUES (160, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 0, "your_turn": false}', '2026-11-28 23:34:56.038042+00', '2026-11-28 23:34:56.038042+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:59.038042+00', NULL, false);
INSERT INTO public.outbox VALUES (161, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader22", "user_id": 22, "deadline": 1795995296, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "KeTOL at 8D for 26", "score": 26, "total": 26, "words": ["KeTOL 26"], "player": "upgrader21", "user_id": 21, "unscored": false, "challenger": null}], "game_id": 11, "version": 1, "finished": null, "channel_id": 3001, "racks_changed": [21]}, "headline": null}', '2026-11-28 23:34:56.066311+00', '2026-11-28 23:34:56.066311+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:59.066311+00', NULL, false);
INSERT INTO public.outbox VALUES (162, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 1, "your_turn": false}', '2026-11-28 23:34:56.066311+00', '2026-11-28 23:34:56.066311+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:59.066311+00', NULL, false);
INSERT INTO public.outbox VALUES (163, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 1, "your_turn": true}', '2026-11-28 23:34:56.066311+00', '2026-11-28 23:34:56.066311+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:59.066311+00', NULL, false);
INSERT INTO public.outbox VALUES (133, 10, 1009, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "tiles_language": null, "turn_time_limit_secs": 86400}}}', '2026-11-28 23:34:55.497877+00', '2026-11-28 23:34:55.497877+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.497877+00', NULL, false);
INSERT INTO public.outbox VALUES (143, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795995295, "final_challenge": false}, "events": [{"kind": "play", "seat": 0, "text": "placed D5=P F5=V G5=E for 39", "score": 39, "total": 39, "words": ["JAVA 14 (D4 E5 F5 G4)", "JAUP 13 (D4 E5 E4 D5)", "JUREL 12 (D4 E4 F4 G5 H4)"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 10, "version": 3, "finished": null, "channel_id": 1009, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:34:55.837656+00', '2026-11-28 23:34:55.837656+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.837656+00', NULL, false);
INSERT INTO public.outbox VALUES (144, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:34:55.837656+00', '2026-11-28 23:34:55.837656+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.837656+00', NULL, false);
INSERT INTO public.outbox VALUES (145, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:34:55.837656+00', '2026-11-28 23:34:55.837656+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:34:58.837656+00', NULL, false);
INSERT INTO public.outbox VALUES (149, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 1, "joined": true, "player": "upgrader21"}, "type": "tournament"}', '2026-11-28 23:34:55.941759+00', '2026-11-28 23:34:55.941759+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (154, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "pairings", "round": 1, "boards": [{"first": "upgrader21", "scores": null, "second": ["upgrader22", 22], "first_id": 21, "thread_id": null, "settled_by": null}, {"first": "upgrader23", "scores": null, "second": ["upgrader24", 24], "first_id": 23, "thread_id": null, "settled_by": null}], "rounds": 2, "deadline": 1796513696}, "type": "tournament"}', '2026-11-28 23:34:56.013847+00', '2026-11-28 23:34:56.013847+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (156, NULL, 2000, 'thread', '{"name": "R1 upgrader23 vs upgrader24 #2", "type": "thread", "board_id": 2, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:34:56.013847+00', '2026-11-28 23:34:56.013847+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (155, NULL, 2000, 'thread', '{"name": "R1 upgrader21 vs upgrader22 #1", "type": "thread", "board_id": 1, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:34:56.013847+00', '2026-11-28 23:34:56.013847+00', 0, NULL, '2026-11-28 23:34:56.054246+00', 'sent', NULL, 1, NULL, NULL, false);


--
-- Data for Name: players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.players VALUES (11, 'upgrader11', true, '2026-11-28 23:34:53.264705+00');
INSERT INTO public.players VALUES (12, 'upgrader12', true, '2026-11-28 23:34:53.285756+00');
INSERT INTO public.players VALUES (1, 'upgrader1', true, '2026-11-28 23:34:55.933816+00');
INSERT INTO public.players VALUES (21, 'upgrader21', true, '2026-11-28 23:34:55.941759+00');
INSERT INTO public.players VALUES (22, 'upgrader22', true, '2026-11-28 23:34:55.947423+00');
INSERT INTO public.players VALUES (23, 'upgrader23', true, '2026-11-28 23:34:55.950557+00');
INSERT INTO public.players VALUES (24, 'upgrader24', true, '2026-11-28 23:34:55.965111+00');


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

INSERT INTO public.seats VALUES (5, 0, 11, NULL, '2026-11-28 23:34:54.44196+00', 87, '', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (5, 1, 12, NULL, '2026-11-28 23:34:54.461629+00', 64, 'HIKNRUV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (6, 0, 11, NULL, '2026-11-28 23:34:54.769643+00', 28, 'EGGIOOV?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (6, 1, 12, NULL, '2026-11-28 23:34:54.8298+00', 56, 'DEINORT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 0, 11, NULL, '2026-11-28 23:34:53.264705+00', 95, 'GOOPUWY', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 1, 12, NULL, '2026-11-28 23:34:53.285756+00', 20, 'AIILLPS', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 2, NULL, 'medium', '2026-11-28 23:34:53.321777+00', 54, 'AEOOQRZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 0, 11, NULL, '2026-11-28 23:34:55.497877+00', 39, 'AAEMMOT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 1, 12, NULL, '2026-11-28 23:34:55.505898+00', 55, 'GPRSTTT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 2, NULL, 'medium', '2026-11-28 23:34:55.521827+00', 33, 'IIINNOU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 0, 11, NULL, '2026-11-28 23:34:53.825646+00', 108, 'AADEGINRR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 1, 12, NULL, '2026-11-28 23:34:53.865616+00', 190, 'BDIIILNOS', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 0, 21, NULL, '2026-11-28 23:34:56.038042+00', 26, 'ILOQRST', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 1, 22, NULL, '2026-11-28 23:34:56.038042+00', 0, 'EFIILMS', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 0, 11, NULL, '2026-11-28 23:34:54.069808+00', 40, 'AGIILNV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 1, 12, NULL, '2026-11-28 23:34:54.081933+00', 101, 'ADEJLSS', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 0, 11, NULL, '2026-11-28 23:34:54.973879+00', 148, 'AAADEGZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 1, 12, NULL, '2026-11-28 23:34:54.982424+00', 68, 'AFHNOPT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 2, NULL, 'medium', '2026-11-28 23:34:54.989727+00', 30, 'CGIQSTY', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 0, 11, NULL, '2026-11-28 23:34:55.241614+00', 0, 'CEIIQSV??', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 1, 12, NULL, '2026-11-28 23:34:55.273966+00', 0, 'AEEGNOS?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 0, 11, NULL, '2026-11-28 23:34:54.149842+00', 59, 'ADNRRTU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 1, 12, NULL, '2026-11-28 23:34:54.15777+00', 26, 'DIOQSVW', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 2, NULL, 'medium', '2026-11-28 23:34:54.165775+00', 58, 'DEFILRY', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 0, 11, NULL, '2026-11-28 23:34:55.437989+00', 0, 'CDEHNNO?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 1, 12, NULL, '2026-11-28 23:34:55.445833+00', 0, 'EEJRTVZ', NULL, 0, 0, 0, NULL, NULL, NULL);


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

INSERT INTO public.tournament_jobs VALUES (2, 'round-deadline', 1, 1, '2026-12-05 23:34:56.018063+00', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.tournament_jobs VALUES (1, 'pair-round', 1, 1, '2026-11-28 23:34:55.992347+00', 0, NULL, '2026-11-28 23:34:56.001746+00', 'paired', NULL, NULL);


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

INSERT INTO public.tournament_rounds VALUES (1, 1, 'swiss', '2026-12-05 23:34:56.018063+00', '2026-11-28 23:34:56.013847+00', NULL);


--
-- Data for Name: tournaments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournaments VALUES (1, 77, 2000, 'Upgrade Open', 1, 'running', 2, '{swiss,swiss}', 'classic', 'enable', 'double', 86400, 604800, 50, -50, 1, true, true, 1412166375605819243, NULL, '2026-11-28 23:34:55.933816+00', NULL, 1, NULL);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.games_id_seq', 11, true);


--
-- Name: jobs_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.jobs_id_seq', 129, true);


--
-- Name: leagues_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.leagues_id_seq', 1, false);


--
-- Name: outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.outbox_id_seq', 163, true);


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


