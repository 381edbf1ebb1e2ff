-- The upgrade fixture of schema 20261206100000_lexicon_versions: made by tests/upgrade/generator/20261206100000_lexicon_versions.rs
-- run on commit abfa6d70757cd6fb87a54d7781f02c28655d2a33, dumped by scripts/upgrade-fixture.sh.
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
    lexicon_version text,
    lexicon_missing_told boolean DEFAULT false NOT NULL,
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
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    refuted text[]
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

INSERT INTO public._sqlx_migrations VALUES (20261121000001, 'initial', '2026-11-28 23:07:33.11626+00', true, '\x694d1a24512b031ef6c7de8dc44d365d7fdae574c6a36f98f9e1b8c91a99a28b192dab3f910f3969ce8e0e7eab5d28eb', 88855536);
INSERT INTO public._sqlx_migrations VALUES (20261121000002, 'jobs', '2026-11-28 23:07:33.209971+00', true, '\x6209ddef9894e0791b6dd1fe041026a2a63eaeb0b2edd1758ba67f8f47addbec2d2b4560f0d18932a6074f0fff7e67b4', 26116318);
INSERT INTO public._sqlx_migrations VALUES (20261121000003, 'bag snapshot', '2026-11-28 23:07:33.237787+00', true, '\x3f7d3df3126291e684a01ca39974f25685cfa4de90d35ccb05ad22f34b6b66d11d067cc59e13b35df3d7473a8704436f', 4077005);
INSERT INTO public._sqlx_migrations VALUES (20261123000001, 'outbox', '2026-11-28 23:07:33.245768+00', true, '\x0e080e208be9bf28acf306b9f25a4c037aacd3910ebd0c36b5c1dd92a7755a3fe12beddde88ce7afb02c8ca5fc310a13', 28135319);
INSERT INTO public._sqlx_migrations VALUES (20261124000001, 'study settings', '2026-11-28 23:07:33.277911+00', true, '\x1eb41b6167ce08bf186b9265971889eff74ce657445cfebb647dc367e03428e18a455f66402d477d53b043679e037f49', 8062388);
INSERT INTO public._sqlx_migrations VALUES (20261125200000, 'ratings', '2026-11-28 23:07:33.289955+00', true, '\x436afcc6db23a81e3dca7816ff7cdef6a8b6909e927a5d07a7451070b5d354e5a3e7a25bdace37b8eab4b606606df36a', 32059698);
INSERT INTO public._sqlx_migrations VALUES (20261126000000, 'puzzles', '2026-11-28 23:07:33.325882+00', true, '\x5507b414e28ed9f82566792b06cac573ee70127533f810d4e3168c6f3c6536e762a7306f98d39b424553fc92072659e9', 28038018);
INSERT INTO public._sqlx_migrations VALUES (20261126100000, 'tournaments', '2026-11-28 23:07:33.357877+00', true, '\xd130e632b17875b3d1394ef15d2adb54e463f4db45a29dc8109dce1696fde0d3b517cf8e276ad80534dc222c6a73d23f', 88235579);
INSERT INTO public._sqlx_migrations VALUES (20261126150000, 'tournament divisions', '2026-11-28 23:07:33.448351+00', true, '\x63e4878cfeb80edacba267dbfa01ed21d6948eb0cb0116fb64cdde29aa4a99ab6dba8a8053e1a232ff100d9ed59b9b65', 5578920);
INSERT INTO public._sqlx_migrations VALUES (20261127000000, 'leagues', '2026-11-28 23:07:33.455664+00', true, '\x80c713a1ffc7e0017f69954fd89c0961e953cd46fc05e7a47814e8418c5831e0c9de3145a8607ca7633cb57e4586f9de', 34216967);
INSERT INTO public._sqlx_migrations VALUES (20261127100000, 'seat levels', '2026-11-28 23:07:33.497405+00', true, '\x7748f48de29dd4288d568f5699770bed852ff8474b8c188dd73ad81ef0559fbdf9b6ce176de7dfa6e4c1134c525334f3', 6082701);
INSERT INTO public._sqlx_migrations VALUES (20261128000000, 'seat roles', '2026-11-28 23:07:33.50675+00', true, '\xfeba11240acc7f416392560b8059ce57ca6a3f9daffe4c2d0c82fbaf717cf6fab772958fbbdafafd586c96e8fd7aaf45', 7168689);
INSERT INTO public._sqlx_migrations VALUES (20261129000000, 'outbox leases', '2026-11-28 23:07:33.517882+00', true, '\x58be603c52ea1a99aeef6d2135ae352f35d4064e4c7c35b6b581dea32592c23965e811fe2590f04f3cfaeeca3ba6c017', 8008367);
INSERT INTO public._sqlx_migrations VALUES (20261130000000, 'job leases', '2026-11-28 23:07:33.529882+00', true, '\xa9e63eccf0a234ad2870ce391687e34a69ef9638a2429587b2a4dfcbd9282ba96941e3c0142492de09248858b61ea2fb', 3984893);
INSERT INTO public._sqlx_migrations VALUES (20261130002700, 'first seat', '2026-11-28 23:07:33.541644+00', true, '\x688bcffc7191dec3b37cac833a34feb6772346f9fbb7a255e3d3f2326ff27082a026956e55207a649d807e9283a37952', 6316187);
INSERT INTO public._sqlx_migrations VALUES (20261201000000, 'answer routes', '2026-11-28 23:07:33.54655+00', true, '\xe6353b1a4d37684e43001d67bcbe31b64053645be167f7ed0ce1d8c63db0672d9bd440d36d4e300e57876c60f0f2aff9', 7307087);
INSERT INTO public._sqlx_migrations VALUES (20261202100000, 'practice', '2026-11-28 23:07:33.55593+00', true, '\x4e502a52341747453217280bbcbd6691294f1647c7daae1ea4cb31e56f8da42b78f2bba84788f4586772b55b7bf1df15', 33997948);
INSERT INTO public._sqlx_migrations VALUES (20261203000000, 'expert seats', '2026-11-28 23:07:33.593911+00', true, '\x2375bbcadafddbe2e7bc4e066a63c827d8903669b928a8b8f61be2af42e1491ef1da758e7ddec34cc8586fa6cf92f84b', 3938516);
INSERT INTO public._sqlx_migrations VALUES (20261204000000, 'game tiles', '2026-11-28 23:07:33.601884+00', true, '\x79932dc3e5a55e685402337852f6164c4eaeea1e82d33b83ca822f17dfab1f414fba4697a5955db585e9f44e9c94461a', 7975095);
INSERT INTO public._sqlx_migrations VALUES (20261205000000, 'server language', '2026-11-28 23:07:33.613853+00', true, '\x7b955acb05f1474f71d4cfff7f7c10c04b00cc79ece71d43265796e89a17cd0eac171321330849729c151a08a07e156d', 8026130);
INSERT INTO public._sqlx_migrations VALUES (20261206100000, 'lexicon versions', '2026-11-28 23:07:33.629904+00', true, '\xf1987841c47ec5e3a6668ffecd965386f7b163469ed586264dfa845393ec49c70e33982fa7f6767f9627d372902dd1a2', 11959978);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES (4, 77, 1003, 'active', 'finish-line', 'double', 'rulebook', 'enable', 86400, 1493330043093842958, 4, 11, '2026-11-28 23:07:33.970166+00', '2026-11-28 23:07:33.992785+00', NULL, 5, 59, 1, '2026-11-28 23:07:34.080344+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:34.080344+00', 'AAAABCDEEEEEEEFFGHIIIIIIKLLLMMNNNOOOPQRRRSSSSTTTTTUUUVVWWY?', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (3, 77, 1002, 'active', 'finish-line-150', 'double', 'rulebook', 'enable', 86400, 5955577555091174252, 4, 11, '2026-11-28 23:07:33.898264+00', '2026-11-28 23:07:33.915635+00', NULL, 3, 71, 0, '2026-11-28 23:07:33.963118+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:33.963118+00', 'AAAAAABCDDDEEEEEEEEEFFGGGHHIIIIIILLMMNNNOOOOOPPQRRRRSSTTTTTUUUUVVWXYZ??', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (1, 77, 1000, 'active', 'classic', 'double', 'rulebook', 'enable', 86400, 3526488355203469612, 4, 11, '2026-11-28 23:07:33.649635+00', '2026-11-28 23:07:33.686838+00', NULL, 4, 56, 1, '2026-11-28 23:07:33.779336+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:33.779336+00', 'AAAAACDEEEEEEEFGGGHIIIKLLLLMNNNNOOOOOOPRRRRRSSTTTTTUUWXY', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (8, 77, 1007, 'active', 'hyper-race', 'double', 'rulebook', 'enable', 86400, 852196364299758680, 2, 11, '2026-11-28 23:07:34.247963+00', '2026-11-28 23:07:34.257026+00', NULL, 3, 70, 0, '2026-11-28 23:07:34.295823+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:34.295823+00', 'AAAAAAAABBCDDDEEEEEEEEEFFGGHHIIIIIIIIJKLMNNNNNNOOOOOPPQRRRRTTTUUUUVVWY', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (5, 77, 1004, 'active', 'dice', 'double', 'rulebook', 'enable', 60, 7331727228583298776, 4, 11, '2026-11-28 23:07:34.090168+00', '2026-11-28 23:07:34.097241+00', NULL, 3, 0, 0, '2026-11-28 23:07:34.118201+00', '{}', '{50,90}', 3, 0, '2026-11-28 23:08:34.118201+00', '', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (2, 77, 1001, 'active', 'nine-tile', 'double', 'rulebook', 'enable', 86400, 2035434435671975182, 4, 11, '2026-11-28 23:07:33.793703+00', '2026-11-28 23:07:33.813134+00', NULL, 3, 60, 0, '2026-11-28 23:07:33.88905+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:33.88905+00', 'AAAABBCDDDEEEEEEEFFGGIIIIIJKLMNNNNOOOOOOPQRRRSSSTTTTUUUVVWXY', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (7, 77, 1006, 'active', 'blanks-blockers', 'double', 'rulebook', 'enable', 86400, -5271308855522491835, 4, 11, '2026-11-28 23:07:34.17415+00', '2026-11-28 23:07:34.190838+00', NULL, 4, 57, 2, '2026-11-28 23:07:34.241329+00', '{}', '{50,90}', 3, 0, NULL, 'AAAABBCDDDEEEEEEGGHIIIIIIIILLLNNNNOOOPPQRRRRTTTTUUVWWYYZ?', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (11, 77, 3001, 'active', 'classic', 'double', 'tournament', 'enable', 86400, -173035936580622935, 2, 1, '2026-11-28 23:07:34.547973+00', '2026-11-28 23:07:34.551574+00', NULL, 1, 80, 1, '2026-11-28 23:07:34.566018+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:34.566018+00', 'AAAAAAABCDDDEEEEEEEEEEFGGHHIIIIIIIJKLLLLMMNNNNOOOOOOPQRRRRRRSSSTTTTTTUUUVWWXYYZ?', true, 0, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (6, 77, 1005, 'active', 'surprise:1b@A1,2b@K1,3b@A11,4b@K11', 'double', 'rulebook', 'enable', 86400, -5640519142688904767, 4, 11, '2026-11-28 23:07:34.126146+00', '2026-11-28 23:07:34.133697+00', NULL, 3, 74, 1, '2026-11-28 23:07:34.167025+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:34.167025+00', 'AAAAAAAABCCDDDDEEEEEEEEGGHHIIIIIILLLLMMNNNNOOOOOPPRRRRSSSSTTTTUUUUVWWXYY??', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (9, 77, 1008, 'active', 'hyper-race-no-cards', 'double', 'rulebook', 'enable', 86400, 4971157625257834754, 2, 11, '2026-11-28 23:07:34.306172+00', '2026-11-28 23:07:34.317128+00', NULL, 3, 68, 0, '2026-11-28 23:07:34.355139+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:34.355139+00', 'AAAAAAABBDDEEEEEEEFFGGGHIIIIIIJKLLLLMNNOOOOOOPPQRRRSSSTTTTTUUUVVWXYZ', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);
INSERT INTO public.games VALUES (10, 77, 1009, 'active', 'free-for-all', 'double', 'rulebook', 'enable', 86400, 1355323766661092780, 4, 11, '2026-11-28 23:07:34.362055+00', '2026-11-28 23:07:34.379016+00', NULL, 4, 61, 1, '2026-11-28 23:07:34.467418+00', '{}', '{50,90}', 3, 0, '2026-11-29 23:07:34.467418+00', 'AAAAAAACCDDDDEEEEEGGGHHIIIIIJKLLMNNNOOOOOPPQRRRRRSSTTUUUVWY??', true, NULL, NULL, NULL, 'english', '5e58a544ee638333e818', false);


--
-- Data for Name: interactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.interactions VALUES (5000001, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.649635+00');
INSERT INTO public.interactions VALUES (5000002, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.669732+00');
INSERT INTO public.interactions VALUES (5000003, 1, '{"game_id":1,"status":"lobby","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:07:33.682031+00');
INSERT INTO public.interactions VALUES (5000004, 1, '{"lobby":{"game_id":1,"status":"active","variant":"classic","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","?"],["upgrader12","I"],[{"computer":"medium"},"A"]]],"first":"upgrader11","order":["upgrader11","upgrader12",{"computer":"medium"}],"report":{"game_id":1,"channel_id":1000,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:33.685799+00');
INSERT INTO public.interactions VALUES (5000005, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"HAWED at 8D for 32","words":["HAWED 32"],"score":32,"total":32,"challenger":null,"unscored":false,"said":{"said":"play","word":"HAWED","at":"8D","score":32,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:07:33.709972+00');
INSERT INTO public.interactions VALUES (5000006, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"SUBVENeD at G4 for 68 (bingo +50)","words":["SUBVENeD 18"],"score":68,"total":68,"challenger":null,"unscored":false,"said":{"said":"play","word":"SUBVENeD","at":"G4","score":68,"bingo":50}}],"next":{"seat":2,"player":{"computer":"medium"},"user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:07:33.741491+00');
INSERT INTO public.interactions VALUES (5000007, 1, '{"game_id":1,"channel_id":1000,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"OEUVRES at 4A for 22","words":["OEUVRES 22"],"score":22,"total":54,"challenger":null,"unscored":false,"said":{"said":"play","word":"OEUVRES","at":"4A","score":22,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[11],"version":4}', '2026-11-28 23:07:33.775277+00');
INSERT INTO public.interactions VALUES (5000008, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.793703+00');
INSERT INTO public.interactions VALUES (5000009, 2, '{"game_id":2,"status":"lobby","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.806038+00');
INSERT INTO public.interactions VALUES (5000010, 2, '{"lobby":{"game_id":2,"status":"active","variant":"nine-tile","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":9,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","I"],["upgrader12","?"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":2,"channel_id":1001,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:33.81131+00');
INSERT INTO public.interactions VALUES (5000011, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"MOLLIES at 8D for 74 (bingo +50)","words":["MOLLIES 24"],"score":74,"total":74,"challenger":null,"unscored":false,"said":{"said":"play","word":"MOLLIES","at":"8D","score":74,"bingo":50}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:07:33.831604+00');
INSERT INTO public.interactions VALUES (5000012, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"TRIUMpHAL at D4 for 102 (bingo +50)","words":["TRIUMpHAL 52"],"score":102,"total":102,"challenger":null,"unscored":false,"said":{"said":"play","word":"TRIUMpHAL","at":"D4","score":102,"bingo":50}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:07:33.868819+00');
INSERT INTO public.interactions VALUES (5000013, 2, '{"game_id":2,"channel_id":1001,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"WARPING at 7I for 79 (bingo +50)","words":["WARPING 18","WE 9","AS 2"],"score":79,"total":153,"challenger":null,"unscored":false,"said":{"said":"play","word":"WARPING","at":"7I","score":79,"bingo":50}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:07:33.886767+00');
INSERT INTO public.interactions VALUES (5000014, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.898264+00');
INSERT INTO public.interactions VALUES (5000017, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"EELY at 8G for 14","words":["EELY 14"],"score":14,"total":14,"challenger":null,"unscored":false,"said":{"said":"play","word":"EELY","at":"8G","score":14,"bingo":0}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:07:33.929731+00');
INSERT INTO public.interactions VALUES (5000020, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.970166+00');
INSERT INTO public.interactions VALUES (5000023, 4, '{"lobby":{"game_id":4,"status":"active","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":100,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","T"],["upgrader12","E"],[{"computer":"medium"},"E"]],[["upgrader12","O"],[{"computer":"medium"},"I"]]],"first":{"computer":"medium"},"order":[{"computer":"medium"},"upgrader11","upgrader12"],"report":{"game_id":4,"channel_id":1003,"events":[],"next":{"seat":2,"player":{"computer":"medium"},"user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:33.991526+00');
INSERT INTO public.interactions VALUES (5000027, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.090168+00');
INSERT INTO public.interactions VALUES (5000030, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"BIOS at 5C for 18","words":["BIOS 18"],"score":18,"total":18,"challenger":null,"unscored":false,"said":{"said":"play","word":"BIOS","at":"5C","score":18,"bingo":0}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795907314},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:07:34.104609+00');
INSERT INTO public.interactions VALUES (5000031, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"MAIZE at 4E for 42","words":["MAIZE 36","MO 4","AS 2"],"score":42,"total":42,"challenger":null,"unscored":false,"said":{"said":"play","word":"MAIZE","at":"4E","score":42,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795907314},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:07:34.110118+00');
INSERT INTO public.interactions VALUES (5000034, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.130102+00');
INSERT INTO public.interactions VALUES (5000037, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"JOKIER at E5 for 68","words":["JOKIER 68"],"score":68,"total":68,"challenger":null,"unscored":false,"said":{"said":"play","word":"JOKIER","at":"E5","score":68,"bingo":0}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:07:34.15446+00');
INSERT INTO public.interactions VALUES (5000040, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.182209+00');
INSERT INTO public.interactions VALUES (5000043, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"JOINED at 8D for 44","words":["JOINED 44"],"score":44,"total":44,"challenger":null,"unscored":false,"said":{"said":"play","word":"JOINED","at":"8D","score":44,"bingo":0}}],"next":{"seat":2,"player":{"computer":"medium"},"user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:07:34.200682+00');
INSERT INTO public.interactions VALUES (5000047, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.253909+00');
INSERT INTO public.interactions VALUES (5000050, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"DOLTs at J1; a comet''s boost: a yellow blank","words":["DOLTs"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"DOLTs"}],["at",{"text":"J1"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}},{"seat":0,"player":"upgrader11","user_id":11,"kind":"lost-turn","text":"loses this turn","words":[],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"lost_turn","to_challenge":false}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:07:34.286065+00');
INSERT INTO public.interactions VALUES (5000058, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.362055+00');
INSERT INTO public.interactions VALUES (5000015, 3, '{"game_id":3,"status":"lobby","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.907457+00');
INSERT INTO public.interactions VALUES (5000018, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"DOWNS at F4 for 25","words":["DOWNS 17","SEELY 8"],"score":25,"total":25,"challenger":null,"unscored":false,"said":{"said":"play","word":"DOWNS","at":"F4","score":25,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:07:33.945392+00');
INSERT INTO public.interactions VALUES (5000021, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:33.981751+00');
INSERT INTO public.interactions VALUES (5000024, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ADZE at 7K for 33","words":["ADZE 24","AX 9"],"score":33,"total":33,"challenger":null,"unscored":false,"said":{"said":"play","word":"ADZE","at":"7K","score":33,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:07:34.025278+00');
INSERT INTO public.interactions VALUES (5000025, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"TOPAZ at M3 for 32","words":["TOPAZ 32"],"score":32,"total":32,"challenger":null,"unscored":false,"said":{"said":"play","word":"TOPAZ","at":"M3","score":32,"bingo":0}}],"next":{"seat":2,"player":{"computer":"medium"},"user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:07:34.052127+00');
INSERT INTO public.interactions VALUES (5000026, 4, '{"game_id":4,"channel_id":1003,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"BENDY at N6 for 35","words":["BENDY 25","AB 10"],"score":35,"total":68,"challenger":null,"unscored":false,"said":{"said":"play","word":"BENDY","at":"N6","score":35,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":5}', '2026-11-28 23:07:34.078979+00');
INSERT INTO public.interactions VALUES (5000029, 5, '{"lobby":{"game_id":5,"status":"active","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":200,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":200,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","V"],["upgrader12","H"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":5,"channel_id":1004,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795907314},"finished":null,"racks_changed":[12],"version":0}}', '2026-11-28 23:07:34.096438+00');
INSERT INTO public.interactions VALUES (5000032, 5, '{"game_id":5,"channel_id":1004,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"CYPRiAN at 5A for 107 (bingo +50)","words":["CYPRiAN 46","Mi 6","AA 2","IN 3"],"score":107,"total":125,"challenger":null,"unscored":false,"said":{"said":"play","word":"CYPRiAN","at":"5A","score":107,"bingo":50}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795907314},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:07:34.116867+00');
INSERT INTO public.interactions VALUES (5000035, 6, '{"lobby":{"game_id":6,"status":"active","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","A"],["upgrader12","N"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":6,"channel_id":1005,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:34.132736+00');
INSERT INTO public.interactions VALUES (5000038, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"OF at F5 for 35","words":["OF 13","JO 9","OF 13"],"score":35,"total":87,"challenger":null,"unscored":false,"said":{"said":"play","word":"OF","at":"F5","score":35,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:07:34.163111+00');
INSERT INTO public.interactions VALUES (5000041, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:07:34.185993+00');
INSERT INTO public.interactions VALUES (5000044, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"FOVEA at 6B for 28","words":["FOVEA 21","AMI 7"],"score":28,"total":28,"challenger":null,"unscored":false,"said":{"said":"play","word":"FOVEA","at":"6B","score":28,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":3}', '2026-11-28 23:07:34.215941+00');
INSERT INTO public.interactions VALUES (5000045, 7, '{"game_id":7,"channel_id":1006,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"EASES at 9F for 28","words":["EASES 7","AMIE 6","ANA 4","HES 6","ODE 5"],"score":28,"total":72,"challenger":null,"unscored":false,"said":{"said":"play","word":"EASES","at":"9F","score":28,"bingo":0}}],"next":{"seat":2,"player":{"computer":"medium"},"user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":4}', '2026-11-28 23:07:34.240047+00');
INSERT INTO public.interactions VALUES (5000016, 3, '{"lobby":{"game_id":3,"status":"active","variant":"finish-line-150","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":150,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","E"],["upgrader12","C"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":3,"channel_id":1002,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:33.914195+00');
INSERT INTO public.interactions VALUES (5000019, 3, '{"game_id":3,"channel_id":1002,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"DAIRIES at 4F for 18","words":["DAIRIES 18"],"score":18,"total":32,"challenger":null,"unscored":false,"said":{"said":"play","word":"DAIRIES","at":"4F","score":18,"bingo":0}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993653},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:07:33.961612+00');
INSERT INTO public.interactions VALUES (5000022, 4, '{"game_id":4,"status":"lobby","variant":"finish-line","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":"intermediate","role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:07:33.986021+00');
INSERT INTO public.interactions VALUES (5000028, 5, '{"game_id":5,"status":"lobby","variant":"dice","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":60,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.09309+00');
INSERT INTO public.interactions VALUES (5000033, 6, '{"game_id":6,"status":"lobby","variant":"surprise:1b@A1,2b@K1,3b@A11,4b@K11","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.126146+00');
INSERT INTO public.interactions VALUES (5000036, 6, '{"game_id":6,"channel_id":1005,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"ZINEB at 8D for 52","words":["ZINEB 52"],"score":52,"total":52,"challenger":null,"unscored":false,"said":{"said":"play","word":"ZINEB","at":"8D","score":52,"bingo":0}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:07:34.144453+00');
INSERT INTO public.interactions VALUES (5000039, 7, '{"game_id":7,"status":"lobby","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.17415+00');
INSERT INTO public.interactions VALUES (5000042, 7, '{"lobby":{"game_id":7,"status":"active","variant":"blanks-blockers","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":"standard","turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","I"],["upgrader12","D"],[{"computer":"medium"},"I"]]],"first":"upgrader12","order":["upgrader12",{"computer":"medium"},"upgrader11"],"report":{"game_id":7,"channel_id":1006,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:34.189935+00');
INSERT INTO public.interactions VALUES (5000046, 8, '{"game_id":8,"status":"lobby","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.247963+00');
INSERT INTO public.interactions VALUES (5000049, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"bORAXES at C1; a comet''s boost: a yellow blank; a flying saucer! Card: \"Engine trouble! Repairs take a while: lose your next turn.\"","words":["bORAXES"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"bORAXES"}],["at",{"text":"C1"}],["extras",{"parts":[{"key":"turn-comet","values":[]},{"key":"turn-saucer","values":[["card",{"said":{"key":"card-engine-trouble","values":[]}}]]}]}]]}}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:07:34.274752+00');
INSERT INTO public.interactions VALUES (5000052, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.306172+00');
INSERT INTO public.interactions VALUES (5000055, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"TRUANCY at M1; a comet''s boost: a yellow blank","words":["TRUANCY"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"TRUANCY"}],["at",{"text":"M1"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[12],"version":1}', '2026-11-28 23:07:34.32417+00');
INSERT INTO public.interactions VALUES (5000048, 8, '{"lobby":{"game_id":8,"status":"active","variant":"hyper-race","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","A"],["upgrader12","T"]]],"first":"upgrader11","order":["upgrader11","upgrader12"],"report":{"game_id":8,"channel_id":1007,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:34.256135+00');
INSERT INTO public.interactions VALUES (5000051, 8, '{"game_id":8,"channel_id":1007,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"aLLEY at I5; a flying saucer! Card: \"You wave to the astronauts on a passing space station: nothing happens.\"","words":["aLLEY","as"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"aLLEY"}],["at",{"text":"I5"}],["extras",{"parts":[{"key":"turn-saucer","values":[["card",{"said":{"key":"card-space-station","values":[]}}]]}]}]]}}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:07:34.294419+00');
INSERT INTO public.interactions VALUES (5000054, 9, '{"lobby":{"game_id":9,"status":"active","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true},"draw_rounds":[[["upgrader11","A"],["upgrader12","A"]],[["upgrader11","Y"],["upgrader12","R"]]],"first":"upgrader12","order":["upgrader12","upgrader11"],"report":{"game_id":9,"channel_id":1008,"events":[],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:34.316292+00');
INSERT INTO public.interactions VALUES (5000057, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"aNSERiNE at N7; a comet''s boost: a yellow blank","words":["aNSERiNE","Ya"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"aNSERiNE"}],["at",{"text":"N7"}],["extras",{"parts":[{"key":"turn-comet","values":[]}]}]]}}}],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[12],"version":3}', '2026-11-28 23:07:34.353716+00');
INSERT INTO public.interactions VALUES (5000060, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false}', '2026-11-28 23:07:34.36993+00');
INSERT INTO public.interactions VALUES (5000064, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"placed D6=E E6=M G6=X H6=A I6=T for 44","words":["TAXIMEN 16 (I6 H6 G6 F5 E6 F6 G5)","TAXEME 15 (I6 H6 G6 F6 E6 D6)","BOWMEN 13 (D4 E4 E5 E6 F6 G5)"],"score":44,"total":62,"challenger":null,"unscored":false,"said":{"said":"worded","wording":{"key":"turn-placed","values":[["tiles",{"text":"D6=E E6=M G6=X H6=A I6=T"}],["score",{"number":44}],["extras",{"parts":[]}]]}}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":4}', '2026-11-28 23:07:34.465762+00');
INSERT INTO public.interactions VALUES (5000067, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22]]}', '2026-11-28 23:07:34.502131+00');
INSERT INTO public.interactions VALUES (5000070, NULL, '{"id":1,"name":"Upgrade Open","state":"running","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:07:34.521664+00');
INSERT INTO public.interactions VALUES (5000053, 9, '{"game_id":9,"status":"lobby","variant":"hyper-race-no-cards","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":2,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.313983+00');
INSERT INTO public.interactions VALUES (5000056, 9, '{"game_id":9,"channel_id":1008,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"IMID at C1","words":["IMID"],"score":0,"total":0,"challenger":null,"unscored":true,"said":{"said":"worded","wording":{"key":"turn-race","values":[["word",{"text":"IMID"}],["at",{"text":"C1"}],["extras",{"parts":[]}]]}}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":2}', '2026-11-28 23:07:34.335379+00');
INSERT INTO public.interactions VALUES (5000059, 10, '{"game_id":10,"status":"lobby","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":0,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":true}', '2026-11-28 23:07:34.365854+00');
INSERT INTO public.interactions VALUES (5000062, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":0,"player":"upgrader11","user_id":11,"kind":"play","text":"placed E5=W F6=E G7=E H8=N for 18","words":["WEEN 7 (E5 F6 G7 H8)","WEE 6 (E5 F6 G7)","WE 5 (E5 F6)"],"score":18,"total":18,"challenger":null,"unscored":false,"said":{"said":"worded","wording":{"key":"turn-placed","values":[["tiles",{"text":"E5=W F6=E G7=E H8=N"}],["score",{"number":18}],["extras",{"parts":[]}]]}}}],"next":{"seat":1,"player":"upgrader12","user_id":12,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11],"version":1}', '2026-11-28 23:07:34.395554+00');
INSERT INTO public.interactions VALUES (5000063, 10, '{"game_id":10,"channel_id":1009,"events":[{"seat":1,"player":"upgrader12","user_id":12,"kind":"play","text":"placed D4=B E4=O F4=F G4=F H4=O I4=S for 39","words":["BOFFOS 14 (D4 E4 F4 G4 H4 I4)","BOFFO 13 (D4 E4 F4 G4 H4)","BOFF 12 (D4 E4 F4 G4)"],"score":39,"total":39,"challenger":null,"unscored":false,"said":{"said":"worded","wording":{"key":"turn-placed","values":[["tiles",{"text":"D4=B E4=O F4=F G4=F H4=O I4=S"}],["score",{"number":39}],["extras",{"parts":[]}]]}}}],"next":{"seat":2,"player":{"computer":"medium"},"user_id":null,"final_challenge":false,"deadline":null},"finished":null,"racks_changed":[12],"version":2}', '2026-11-28 23:07:34.425799+00');
INSERT INTO public.interactions VALUES (5000066, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21]]}', '2026-11-28 23:07:34.49402+00');
INSERT INTO public.interactions VALUES (5000069, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23],["upgrader24",24]]}', '2026-11-28 23:07:34.513968+00');
INSERT INTO public.interactions VALUES (5000061, 10, '{"lobby":{"game_id":10,"status":"active","variant":"free-for-all","challenge_rule":"double","lexicon":"enable","tiles":null,"turn_time_limit_secs":86400,"max_players":4,"seats":[{"seat":0,"name":"upgrader11","user_id":11,"computer":null,"score":0,"to_move":true,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":1,"name":"upgrader12","user_id":12,"computer":null,"score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null},{"seat":2,"name":{"computer":"medium"},"user_id":null,"computer":"medium","score":0,"to_move":false,"resigned":false,"tiles_on_rack":7,"target":null,"level":null,"role":null,"turn_time_limit_secs":null}],"rated":false},"draw_rounds":[[["upgrader11","R"],["upgrader12","S"],[{"computer":"medium"},"W"]]],"first":"upgrader11","order":["upgrader11","upgrader12",{"computer":"medium"}],"report":{"game_id":10,"channel_id":1009,"events":[],"next":{"seat":0,"player":"upgrader11","user_id":11,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[11,12],"version":0}}', '2026-11-28 23:07:34.378088+00');
INSERT INTO public.interactions VALUES (5000065, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[]}', '2026-11-28 23:07:34.482106+00');
INSERT INTO public.interactions VALUES (5000068, NULL, '{"id":1,"name":"Upgrade Open","state":"registration","rounds":2,"paired":0,"schedule":"2x swiss","variant":"classic","lexicon":"enable","auto_advance":true,"players":[["upgrader21",21],["upgrader22",22],["upgrader23",23]]}', '2026-11-28 23:07:34.509147+00');
INSERT INTO public.interactions VALUES (5000071, 11, '{"game_id":11,"channel_id":3001,"events":[{"seat":0,"player":"upgrader21","user_id":21,"kind":"play","text":"EVItED at 8C for 26","words":["EVItED 26"],"score":26,"total":26,"challenger":null,"unscored":false,"said":{"said":"play","word":"EVItED","at":"8C","score":26,"bingo":0}}],"next":{"seat":1,"player":"upgrader22","user_id":22,"final_challenge":false,"deadline":1795993654},"finished":null,"racks_changed":[21],"version":1}', '2026-11-28 23:07:34.564676+00');


--
-- Data for Name: jobs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.jobs VALUES (7, 'computer', 1, 1, 1, '2026-11-28 23:07:33.711966+00', '{}', 0, NULL, '2026-11-28 23:07:33.725863+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (8, 'computer', 1, 2, 2, '2026-11-28 23:07:33.742833+00', '{}', 0, NULL, '2026-11-28 23:07:33.753961+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (12, 'timeout', 1, 1, 4, '2026-11-29 23:07:33.779336+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (13, 'reminder', 1, 1, 4, '2026-11-29 11:07:33.779336+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (14, 'reminder', 1, 1, 4, '2026-11-29 20:43:33.779336+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (15, 'computer', 1, 1, 4, '2026-11-28 23:07:33.779336+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (25, 'timeout', 2, 0, 3, '2026-11-29 23:07:33.88905+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (26, 'reminder', 2, 0, 3, '2026-11-29 11:07:33.88905+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (27, 'reminder', 2, 0, 3, '2026-11-29 20:43:33.88905+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (37, 'timeout', 3, 0, 3, '2026-11-29 23:07:33.963118+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (38, 'reminder', 3, 0, 3, '2026-11-29 11:07:33.963118+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (39, 'reminder', 3, 0, 3, '2026-11-29 20:43:33.963118+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (59, 'timeout', 5, 0, 3, '2026-11-28 23:08:34.118201+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (40, 'computer', 4, 2, 0, '2026-11-28 23:07:33.992785+00', '{}', 0, NULL, '2026-11-28 23:07:33.998662+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (47, 'computer', 4, 1, 2, '2026-11-28 23:07:34.026484+00', '{}', 0, NULL, '2026-11-28 23:07:34.033946+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (48, 'computer', 4, 2, 3, '2026-11-28 23:07:34.058852+00', '{}', 0, NULL, '2026-11-28 23:07:34.065909+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (52, 'timeout', 4, 1, 5, '2026-11-29 23:07:34.080344+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (53, 'reminder', 4, 1, 5, '2026-11-29 11:07:34.080344+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (54, 'reminder', 4, 1, 5, '2026-11-29 20:43:34.080344+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (55, 'computer', 4, 1, 5, '2026-11-28 23:07:34.080344+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (69, 'timeout', 6, 1, 3, '2026-11-29 23:07:34.167025+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (70, 'reminder', 6, 1, 3, '2026-11-29 11:07:34.167025+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (71, 'reminder', 6, 1, 3, '2026-11-29 20:43:34.167025+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (75, 'computer', 7, 2, 1, '2026-11-28 23:07:34.201489+00', '{}', 0, NULL, '2026-11-28 23:07:34.203781+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (82, 'computer', 7, 1, 3, '2026-11-28 23:07:34.217144+00', '{}', 0, NULL, '2026-11-28 23:07:34.221845+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (83, 'computer', 7, 2, 4, '2026-11-28 23:07:34.241329+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (93, 'timeout', 8, 0, 3, '2026-11-29 23:07:34.295823+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (94, 'reminder', 8, 0, 3, '2026-11-29 11:07:34.295823+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (95, 'reminder', 8, 0, 3, '2026-11-29 20:43:34.295823+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (105, 'timeout', 9, 0, 3, '2026-11-29 23:07:34.355139+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (106, 'reminder', 9, 0, 3, '2026-11-29 11:07:34.355139+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (107, 'reminder', 9, 0, 3, '2026-11-29 20:43:34.355139+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (126, 'timeout', 11, 1, 1, '2026-11-29 23:07:34.566018+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (114, 'computer', 10, 1, 1, '2026-11-28 23:07:34.396396+00', '{}', 0, NULL, '2026-11-28 23:07:34.405877+00', 'stale', NULL, NULL);
INSERT INTO public.jobs VALUES (127, 'reminder', 11, 1, 1, '2026-11-29 11:07:34.566018+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (115, 'computer', 10, 2, 2, '2026-11-28 23:07:34.426894+00', '{}', 0, NULL, '2026-11-28 23:07:34.433968+00', 'moved', NULL, NULL);
INSERT INTO public.jobs VALUES (119, 'timeout', 10, 1, 4, '2026-11-29 23:07:34.467418+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (120, 'reminder', 10, 1, 4, '2026-11-29 11:07:34.467418+00', '{"percent": 50}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (121, 'reminder', 10, 1, 4, '2026-11-29 20:43:34.467418+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (122, 'computer', 10, 1, 4, '2026-11-28 23:07:34.467418+00', '{}', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.jobs VALUES (128, 'reminder', 11, 1, 1, '2026-11-29 20:43:34.566018+00', '{"percent": 90}', 0, NULL, NULL, NULL, NULL, NULL);


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

INSERT INTO public.moves VALUES (1, 0, 0, 'play', 'play 0 across D8=H E8=A F8=W G8=E H8=D', 'upgrader11: HAWED at 8D for 32', 32, 5000005, '2026-11-28 23:07:33.709972+00', NULL);
INSERT INTO public.moves VALUES (1, 1, 1, 'play', 'play 1 down G4=S G5=U G6=B G7=V G9=N G10=e G11=D', 'upgrader12: SUBVENeD at G4 for 68 (bingo +50)', 68, 5000006, '2026-11-28 23:07:33.741491+00', NULL);
INSERT INTO public.moves VALUES (1, 2, 2, 'play', 'play 2 down D7=C D9=I D10=M D11=B D12=S', 'Computer (medium): CHIMBS at D7 for 30', 30, NULL, '2026-11-28 23:07:33.759825+00', NULL);
INSERT INTO public.moves VALUES (1, 3, 0, 'play', 'play 0 across A4=O B4=E C4=U D4=V E4=R F4=E', 'upgrader11: OEUVRES at 4A for 22', 22, 5000007, '2026-11-28 23:07:33.775277+00', NULL);
INSERT INTO public.moves VALUES (2, 0, 1, 'play', 'play 1 across D8=M E8=O F8=L G8=L H8=I I8=E J8=S', 'upgrader12: MOLLIES at 8D for 74 (bingo +50)', 74, 5000011, '2026-11-28 23:07:33.831604+00', NULL);
INSERT INTO public.moves VALUES (2, 1, 0, 'play', 'play 0 down D4=T D5=R D6=I D7=U D9=p D10=H D11=A D12=L', 'upgrader11: TRIUMpHAL at D4 for 102 (bingo +50)', 102, 5000012, '2026-11-28 23:07:33.868819+00', NULL);
INSERT INTO public.moves VALUES (2, 2, 1, 'play', 'play 1 across I7=W J7=A K7=R L7=P M7=I N7=N O7=G', 'upgrader12: WARPING at 7I for 79 (bingo +50)', 79, 5000013, '2026-11-28 23:07:33.886767+00', NULL);
INSERT INTO public.moves VALUES (3, 0, 1, 'play', 'play 1 across G8=E H8=E I8=L J8=Y', 'upgrader12: EELY at 8G for 14', 14, 5000017, '2026-11-28 23:07:33.929731+00', NULL);
INSERT INTO public.moves VALUES (3, 1, 0, 'play', 'play 0 down F4=D F5=O F6=W F7=N F8=S', 'upgrader11: DOWNS at F4 for 25', 25, 5000018, '2026-11-28 23:07:33.945392+00', NULL);
INSERT INTO public.moves VALUES (3, 2, 1, 'play', 'play 1 across G4=A H4=I I4=R J4=I K4=E L4=S', 'upgrader12: DAIRIES at 4F for 18', 18, 5000019, '2026-11-28 23:07:33.961612+00', NULL);
INSERT INTO public.moves VALUES (4, 0, 2, 'play', 'play 2 across H8=c I8=R J8=U K8=X', 'Computer (medium): cRUX at 8H for 20', 20, NULL, '2026-11-28 23:07:34.007924+00', NULL);
INSERT INTO public.moves VALUES (4, 1, 0, 'play', 'play 0 across K7=A L7=D M7=Z N7=E', 'upgrader11: ADZE at 7K for 33', 33, 5000024, '2026-11-28 23:07:34.025278+00', NULL);
INSERT INTO public.moves VALUES (4, 2, 1, 'play', 'play 1 down M3=T M4=O M5=P M6=A', 'upgrader12: TOPAZ at M3 for 32', 32, 5000025, '2026-11-28 23:07:34.052127+00', NULL);
INSERT INTO public.moves VALUES (4, 3, 2, 'play', 'play 2 down K5=H K6=O K9=E K10=R', 'Computer (medium): HOAXER at K5 for 32', 32, NULL, '2026-11-28 23:07:34.071687+00', NULL);
INSERT INTO public.moves VALUES (4, 4, 0, 'play', 'play 0 down N6=B N8=N N9=D N10=Y', 'upgrader11: BENDY at N6 for 35', 35, 5000026, '2026-11-28 23:07:34.078979+00', NULL);
INSERT INTO public.moves VALUES (5, 0, 1, 'play', 'play 1 across C5=B D5=I E5=O F5=S', 'upgrader12: BIOS at 5C for 18', 18, 5000030, '2026-11-28 23:07:34.104609+00', NULL);
INSERT INTO public.moves VALUES (5, 1, 0, 'play', 'play 0 across E4=M F4=A G4=I H4=Z I4=E', 'upgrader11: MAIZE at 4E for 42', 42, 5000031, '2026-11-28 23:07:34.110118+00', NULL);
INSERT INTO public.moves VALUES (5, 2, 1, 'play', 'play 1 across A5=C B5=Y C5=P D5=R E5=i F5=A G5=N', 'upgrader12: CYPRiAN at 5A for 107 (bingo +50)', 107, 5000032, '2026-11-28 23:07:34.116867+00', NULL);
INSERT INTO public.moves VALUES (6, 0, 0, 'play', 'play 0 across D8=Z E8=I F8=N G8=E H8=B', 'upgrader11: ZINEB at 8D for 52', 52, 5000036, '2026-11-28 23:07:34.144453+00', NULL);
INSERT INTO public.moves VALUES (6, 1, 1, 'play', 'play 1 down E5=J E6=O E7=K E9=E E10=R', 'upgrader12: JOKIER at E5 for 68', 68, 5000037, '2026-11-28 23:07:34.15446+00', NULL);
INSERT INTO public.moves VALUES (6, 2, 0, 'play', 'play 0 down F5=O F6=F', 'upgrader11: OF at F5 for 35', 35, 5000038, '2026-11-28 23:07:34.163111+00', NULL);
INSERT INTO public.moves VALUES (7, 0, 1, 'play', 'play 1 across D8=J E8=O F8=I G8=N H8=E I8=D', 'upgrader12: JOINED at 8D for 44', 44, 5000043, '2026-11-28 23:07:34.200682+00', NULL);
INSERT INTO public.moves VALUES (7, 1, 2, 'play', 'play 2 across F7=M G7=A H7=H I7=O J7=U K7=T', 'Computer (medium): MAHOUT at 7F for 29', 29, NULL, '2026-11-28 23:07:34.209786+00', NULL);
INSERT INTO public.moves VALUES (7, 2, 0, 'play', 'play 0 across B6=F C6=O D6=V E6=E F6=A', 'upgrader11: FOVEA at 6B for 28', 28, 5000044, '2026-11-28 23:07:34.215941+00', NULL);
INSERT INTO public.moves VALUES (7, 3, 1, 'play', 'play 1 across F9=E G9=A H9=S I9=E J9=S', 'upgrader12: EASES at 9F for 28', 28, 5000045, '2026-11-28 23:07:34.240047+00', NULL);
INSERT INTO public.moves VALUES (8, 0, 0, 'play', 'play 0 down C1=b C2=O C3=R C4=A C5=X C6=E C7=S', 'upgrader11: bORAXES at C1; a comet''s boost: a yellow blank; a flying saucer! Card: "Engine trouble! Repairs take a while: lose your next turn."', 0, 5000049, '2026-11-28 23:07:34.274752+00', NULL);
INSERT INTO public.moves VALUES (8, 1, 1, 'play', 'play 1 down J1=D J2=O J3=L J4=T J5=s', 'upgrader12: DOLTs at J1; a comet''s boost: a yellow blank; upgrader11: loses this turn', 0, 5000050, '2026-11-28 23:07:34.286065+00', NULL);
INSERT INTO public.moves VALUES (8, 2, 1, 'play', 'play 1 down I5=a I6=L I7=L I8=E I9=Y', 'upgrader12: aLLEY at I5; a flying saucer! Card: "You wave to the astronauts on a passing space station: nothing happens."', 0, 5000051, '2026-11-28 23:07:34.294419+00', NULL);
INSERT INTO public.moves VALUES (9, 0, 1, 'play', 'play 1 down M1=T M2=R M3=U M4=A M5=N M6=C M7=Y', 'upgrader12: TRUANCY at M1; a comet''s boost: a yellow blank', 0, 5000055, '2026-11-28 23:07:34.32417+00', NULL);
INSERT INTO public.moves VALUES (9, 1, 0, 'play', 'play 0 down C1=I C2=M C3=I C4=D', 'upgrader11: IMID at C1', 0, 5000056, '2026-11-28 23:07:34.335379+00', NULL);
INSERT INTO public.moves VALUES (9, 2, 1, 'play', 'play 1 down N7=a N8=N N9=S N10=E N11=R N12=i N13=N N14=E', 'upgrader12: aNSERiNE at N7; a comet''s boost: a yellow blank', 0, 5000057, '2026-11-28 23:07:34.353716+00', NULL);
INSERT INTO public.moves VALUES (10, 0, 0, 'play', 'words 0 E5=W F6=E G7=E H8=N : WEEN WEE WE', 'upgrader11: placed E5=W F6=E G7=E H8=N for 18', 18, 5000062, '2026-11-28 23:07:34.395554+00', NULL);
INSERT INTO public.moves VALUES (10, 1, 1, 'play', 'words 1 D4=B E4=O F4=F G4=F H4=O I4=S : BOFFOS BOFFO BOFF', 'upgrader12: placed D4=B E4=O F4=F G4=F H4=O I4=S for 39', 39, 5000063, '2026-11-28 23:07:34.425799+00', NULL);
INSERT INTO public.moves VALUES (10, 2, 2, 'play', 'words 2 D5=T F5=I G5=N : BOFFIN BOWFIN TOFF', 'Computer (medium): placed D5=T F5=I G5=N for 38', 38, NULL, '2026-11-28 23:07:34.442801+00', NULL);
INSERT INTO public.moves VALUES (10, 3, 0, 'play', 'words 0 D6=E E6=M G6=X H6=A I6=T : TAXIMEN TAXEME BOWMEN', 'upgrader11: placed D6=E E6=M G6=X H6=A I6=T for 44', 44, 5000064, '2026-11-28 23:07:34.465762+00', NULL);
INSERT INTO public.moves VALUES (11, 0, 0, 'play', 'play 0 across C8=E D8=V E8=I F8=t G8=E H8=D', 'upgrader21: EVItED at 8C for 26', 26, 5000071, '2026-11-28 23:07:34.564676+00', NULL);


--
-- Data for Name: outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.outbox VALUES (1, 1, 1000, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.649635+00', '2026-11-28 23:07:33.649635+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.649635+00', NULL, false);
INSERT INTO public.outbox VALUES (2, 1, 1000, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.669732+00', '2026-11-28 23:07:33.669732+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.669732+00', NULL, false);
INSERT INTO public.outbox VALUES (3, 1, 1000, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": {"computer": "medium"}, "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 1, "lexicon": "enable", "variant": "classic", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.682031+00', '2026-11-28 23:07:33.682031+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.682031+00', NULL, false);
INSERT INTO public.outbox VALUES (4, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993653, "final_challenge": false}, "events": [], "game_id": 1, "version": 0, "finished": null, "channel_id": 1000, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12", {"computer": "medium"}], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "?"], ["upgrader12", "I"], [{"computer": "medium"}, "A"]]]}}', '2026-11-28 23:07:33.685799+00', '2026-11-28 23:07:33.685799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.685799+00', NULL, false);
INSERT INTO public.outbox VALUES (5, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:07:33.685799+00', '2026-11-28 23:07:33.685799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.685799+00', NULL, false);
INSERT INTO public.outbox VALUES (6, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:07:33.685799+00', '2026-11-28 23:07:33.685799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.685799+00', NULL, false);
INSERT INTO public.outbox VALUES (7, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8D", "said": "play", "word": "HAWED", "bingo": 0, "score": 32}, "seat": 0, "text": "HAWED at 8D for 32", "score": 32, "total": 32, "words": ["HAWED 32"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 1, "version": 1, "finished": null, "channel_id": 1000, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:33.709972+00', '2026-11-28 23:07:33.709972+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.709972+00', NULL, false);
INSERT INTO public.outbox VALUES (8, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:07:33.709972+00', '2026-11-28 23:07:33.709972+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.709972+00', NULL, false);
INSERT INTO public.outbox VALUES (9, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:07:33.709972+00', '2026-11-28 23:07:33.709972+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.709972+00', NULL, false);
INSERT INTO public.outbox VALUES (10, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": {"computer": "medium"}, "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "G4", "said": "play", "word": "SUBVENeD", "bingo": 50, "score": 68}, "seat": 1, "text": "SUBVENeD at G4 for 68 (bingo +50)", "score": 68, "total": 68, "words": ["SUBVENeD 18"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 1, "version": 2, "finished": null, "channel_id": 1000, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:33.741491+00', '2026-11-28 23:07:33.741491+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.741491+00', NULL, false);
INSERT INTO public.outbox VALUES (11, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:07:33.741491+00', '2026-11-28 23:07:33.741491+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.741491+00', NULL, false);
INSERT INTO public.outbox VALUES (12, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "D7", "said": "play", "word": "CHIMBS", "bingo": 0, "score": 30}, "seat": 2, "text": "CHIMBS at D7 for 30", "score": 30, "total": 30, "words": ["CHIMBS 30"], "player": {"computer": "medium"}, "user_id": null, "unscored": false, "challenger": null}], "game_id": 1, "version": 3, "finished": null, "channel_id": 1000, "racks_changed": []}, "headline": null}', '2026-11-28 23:07:33.759825+00', '2026-11-28 23:07:33.759825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.759825+00', NULL, false);
INSERT INTO public.outbox VALUES (13, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:07:33.759825+00', '2026-11-28 23:07:33.759825+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.759825+00', NULL, false);
INSERT INTO public.outbox VALUES (14, 1, 1000, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "4A", "said": "play", "word": "OEUVRES", "bingo": 0, "score": 22}, "seat": 0, "text": "OEUVRES at 4A for 22", "score": 22, "total": 54, "words": ["OEUVRES 22"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 1, "version": 4, "finished": null, "channel_id": 1000, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:33.775277+00', '2026-11-28 23:07:33.775277+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.775277+00', NULL, false);
INSERT INTO public.outbox VALUES (15, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 11, "version": 4, "your_turn": false}', '2026-11-28 23:07:33.775277+00', '2026-11-28 23:07:33.775277+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.775277+00', NULL, false);
INSERT INTO public.outbox VALUES (16, 1, 1000, 'rack', '{"type": "rack", "game_id": 1, "user_id": 12, "version": 4, "your_turn": true}', '2026-11-28 23:07:33.775277+00', '2026-11-28 23:07:33.775277+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.775277+00', NULL, false);
INSERT INTO public.outbox VALUES (19, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993653, "final_challenge": false}, "events": [], "game_id": 2, "version": 0, "finished": null, "channel_id": 1001, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "I"], ["upgrader12", "?"]]]}}', '2026-11-28 23:07:33.81131+00', '2026-11-28 23:07:33.81131+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.81131+00', NULL, false);
INSERT INTO public.outbox VALUES (20, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:07:33.81131+00', '2026-11-28 23:07:33.81131+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.81131+00', NULL, false);
INSERT INTO public.outbox VALUES (21, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:07:33.81131+00', '2026-11-28 23:07:33.81131+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.81131+00', NULL, false);
INSERT INTO public.outbox VALUES (28, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "7I", "said": "play", "word": "WARPING", "bingo": 50, "score": 79}, "seat": 1, "text": "WARPING at 7I for 79 (bingo +50)", "score": 79, "total": 153, "words": ["WARPING 18", "WE 9", "AS 2"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 2, "version": 3, "finished": null, "channel_id": 1001, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:33.886767+00', '2026-11-28 23:07:33.886767+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.886767+00', NULL, false);
INSERT INTO public.outbox VALUES (29, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:07:33.886767+00', '2026-11-28 23:07:33.886767+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.886767+00', NULL, false);
INSERT INTO public.outbox VALUES (30, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:07:33.886767+00', '2026-11-28 23:07:33.886767+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.886767+00', NULL, false);
INSERT INTO public.outbox VALUES (33, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993653, "final_challenge": false}, "events": [], "game_id": 3, "version": 0, "finished": null, "channel_id": 1002, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "E"], ["upgrader12", "C"]]]}}', '2026-11-28 23:07:33.914195+00', '2026-11-28 23:07:33.914195+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.914195+00', NULL, false);
INSERT INTO public.outbox VALUES (34, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:07:33.914195+00', '2026-11-28 23:07:33.914195+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.914195+00', NULL, false);
INSERT INTO public.outbox VALUES (35, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:07:33.914195+00', '2026-11-28 23:07:33.914195+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.914195+00', NULL, false);
INSERT INTO public.outbox VALUES (42, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "4F", "said": "play", "word": "DAIRIES", "bingo": 0, "score": 18}, "seat": 1, "text": "DAIRIES at 4F for 18", "score": 18, "total": 32, "words": ["DAIRIES 18"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 3, "version": 3, "finished": null, "channel_id": 1002, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:33.961612+00', '2026-11-28 23:07:33.961612+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.961612+00', NULL, false);
INSERT INTO public.outbox VALUES (43, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:07:33.961612+00', '2026-11-28 23:07:33.961612+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.961612+00', NULL, false);
INSERT INTO public.outbox VALUES (44, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:07:33.961612+00', '2026-11-28 23:07:33.961612+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.961612+00', NULL, false);
INSERT INTO public.outbox VALUES (47, 4, 1003, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": {"computer": "medium"}, "role": null, "seat": 2, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.986021+00', '2026-11-28 23:07:33.986021+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.986021+00', NULL, false);
INSERT INTO public.outbox VALUES (64, 5, 1004, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 60}}}', '2026-11-28 23:07:34.09309+00', '2026-11-28 23:07:34.09309+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.09309+00', NULL, false);
INSERT INTO public.outbox VALUES (73, 6, 1005, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.126146+00', '2026-11-28 23:07:34.126146+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.126146+00', NULL, false);
INSERT INTO public.outbox VALUES (17, 2, 1001, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.793703+00', '2026-11-28 23:07:33.793703+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.793703+00', NULL, false);
INSERT INTO public.outbox VALUES (22, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8D", "said": "play", "word": "MOLLIES", "bingo": 50, "score": 74}, "seat": 1, "text": "MOLLIES at 8D for 74 (bingo +50)", "score": 74, "total": 74, "words": ["MOLLIES 24"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 2, "version": 1, "finished": null, "channel_id": 1001, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:33.831604+00', '2026-11-28 23:07:33.831604+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.831604+00', NULL, false);
INSERT INTO public.outbox VALUES (23, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:07:33.831604+00', '2026-11-28 23:07:33.831604+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.831604+00', NULL, false);
INSERT INTO public.outbox VALUES (24, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:07:33.831604+00', '2026-11-28 23:07:33.831604+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.831604+00', NULL, false);
INSERT INTO public.outbox VALUES (31, 3, 1002, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.898264+00', '2026-11-28 23:07:33.898264+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.898264+00', NULL, false);
INSERT INTO public.outbox VALUES (36, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8G", "said": "play", "word": "EELY", "bingo": 0, "score": 14}, "seat": 1, "text": "EELY at 8G for 14", "score": 14, "total": 14, "words": ["EELY 14"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 3, "version": 1, "finished": null, "channel_id": 1002, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:33.929731+00', '2026-11-28 23:07:33.929731+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.929731+00', NULL, false);
INSERT INTO public.outbox VALUES (37, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:07:33.929731+00', '2026-11-28 23:07:33.929731+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.929731+00', NULL, false);
INSERT INTO public.outbox VALUES (38, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:07:33.929731+00', '2026-11-28 23:07:33.929731+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.929731+00', NULL, false);
INSERT INTO public.outbox VALUES (45, 4, 1003, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.970166+00', '2026-11-28 23:07:33.970166+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.970166+00', NULL, false);
INSERT INTO public.outbox VALUES (48, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": {"computer": "medium"}, "user_id": null, "deadline": null, "final_challenge": false}, "events": [], "game_id": 4, "version": 0, "finished": null, "channel_id": 1003, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": {"computer": "medium"}, "order": [{"computer": "medium"}, "upgrader11", "upgrader12"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "T"], ["upgrader12", "E"], [{"computer": "medium"}, "E"]], [["upgrader12", "O"], [{"computer": "medium"}, "I"]]]}}', '2026-11-28 23:07:33.991526+00', '2026-11-28 23:07:33.991526+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.991526+00', NULL, false);
INSERT INTO public.outbox VALUES (49, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:07:33.991526+00', '2026-11-28 23:07:33.991526+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.991526+00', NULL, false);
INSERT INTO public.outbox VALUES (50, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:07:33.991526+00', '2026-11-28 23:07:33.991526+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.991526+00', NULL, false);
INSERT INTO public.outbox VALUES (51, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8H", "said": "play", "word": "cRUX", "bingo": 0, "score": 20}, "seat": 2, "text": "cRUX at 8H for 20", "score": 20, "total": 20, "words": ["cRUX 20"], "player": {"computer": "medium"}, "user_id": null, "unscored": false, "challenger": null}], "game_id": 4, "version": 1, "finished": null, "channel_id": 1003, "racks_changed": []}, "headline": null}', '2026-11-28 23:07:34.007924+00', '2026-11-28 23:07:34.007924+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.007924+00', NULL, false);
INSERT INTO public.outbox VALUES (52, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:07:34.007924+00', '2026-11-28 23:07:34.007924+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.007924+00', NULL, false);
INSERT INTO public.outbox VALUES (63, 5, 1004, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 5, "lexicon": "enable", "variant": "dice", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 60}}}', '2026-11-28 23:07:34.090168+00', '2026-11-28 23:07:34.090168+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.090168+00', NULL, false);
INSERT INTO public.outbox VALUES (129, 10, 1009, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.362055+00', '2026-11-28 23:07:34.362055+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.362055+00', NULL, false);
INSERT INTO public.outbox VALUES (18, 2, 1001, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 2, "lexicon": "enable", "variant": "nine-tile", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.806038+00', '2026-11-28 23:07:33.806038+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.806038+00', NULL, false);
INSERT INTO public.outbox VALUES (25, 2, 1001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "D4", "said": "play", "word": "TRIUMpHAL", "bingo": 50, "score": 102}, "seat": 0, "text": "TRIUMpHAL at D4 for 102 (bingo +50)", "score": 102, "total": 102, "words": ["TRIUMpHAL 52"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 2, "version": 2, "finished": null, "channel_id": 1001, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:33.868819+00', '2026-11-28 23:07:33.868819+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.868819+00', NULL, false);
INSERT INTO public.outbox VALUES (26, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:07:33.868819+00', '2026-11-28 23:07:33.868819+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.868819+00', NULL, false);
INSERT INTO public.outbox VALUES (27, 2, 1001, 'rack', '{"type": "rack", "game_id": 2, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:07:33.868819+00', '2026-11-28 23:07:33.868819+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.868819+00', NULL, false);
INSERT INTO public.outbox VALUES (32, 3, 1002, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 3, "lexicon": "enable", "variant": "finish-line-150", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.907457+00', '2026-11-28 23:07:33.907457+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.907457+00', NULL, false);
INSERT INTO public.outbox VALUES (39, 3, 1002, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993653, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "F4", "said": "play", "word": "DOWNS", "bingo": 0, "score": 25}, "seat": 0, "text": "DOWNS at F4 for 25", "score": 25, "total": 25, "words": ["DOWNS 17", "SEELY 8"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 3, "version": 2, "finished": null, "channel_id": 1002, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:33.945392+00', '2026-11-28 23:07:33.945392+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.945392+00', NULL, false);
INSERT INTO public.outbox VALUES (40, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:07:33.945392+00', '2026-11-28 23:07:33.945392+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.945392+00', NULL, false);
INSERT INTO public.outbox VALUES (41, 3, 1002, 'rack', '{"type": "rack", "game_id": 3, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:07:33.945392+00', '2026-11-28 23:07:33.945392+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.945392+00', NULL, false);
INSERT INTO public.outbox VALUES (46, 4, 1003, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": "intermediate", "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 4, "lexicon": "enable", "variant": "finish-line", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:33.981751+00', '2026-11-28 23:07:33.981751+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:36.981751+00', NULL, false);
INSERT INTO public.outbox VALUES (53, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "7K", "said": "play", "word": "ADZE", "bingo": 0, "score": 33}, "seat": 0, "text": "ADZE at 7K for 33", "score": 33, "total": 33, "words": ["ADZE 24", "AX 9"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 4, "version": 2, "finished": null, "channel_id": 1003, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.025278+00', '2026-11-28 23:07:34.025278+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.025278+00', NULL, false);
INSERT INTO public.outbox VALUES (54, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:07:34.025278+00', '2026-11-28 23:07:34.025278+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.025278+00', NULL, false);
INSERT INTO public.outbox VALUES (55, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:07:34.025278+00', '2026-11-28 23:07:34.025278+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.025278+00', NULL, false);
INSERT INTO public.outbox VALUES (56, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": {"computer": "medium"}, "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "M3", "said": "play", "word": "TOPAZ", "bingo": 0, "score": 32}, "seat": 1, "text": "TOPAZ at M3 for 32", "score": 32, "total": 32, "words": ["TOPAZ 32"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 4, "version": 3, "finished": null, "channel_id": 1003, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.052127+00', '2026-11-28 23:07:34.052127+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.052127+00', NULL, false);
INSERT INTO public.outbox VALUES (57, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:07:34.052127+00', '2026-11-28 23:07:34.052127+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.052127+00', NULL, false);
INSERT INTO public.outbox VALUES (58, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "K5", "said": "play", "word": "HOAXER", "bingo": 0, "score": 32}, "seat": 2, "text": "HOAXER at K5 for 32", "score": 32, "total": 52, "words": ["HOAXER 32"], "player": {"computer": "medium"}, "user_id": null, "unscored": false, "challenger": null}], "game_id": 4, "version": 4, "finished": null, "channel_id": 1003, "racks_changed": []}, "headline": null}', '2026-11-28 23:07:34.071687+00', '2026-11-28 23:07:34.071687+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.071687+00', NULL, false);
INSERT INTO public.outbox VALUES (59, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 4, "your_turn": true}', '2026-11-28 23:07:34.071687+00', '2026-11-28 23:07:34.071687+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.071687+00', NULL, false);
INSERT INTO public.outbox VALUES (60, 4, 1003, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "N6", "said": "play", "word": "BENDY", "bingo": 0, "score": 35}, "seat": 0, "text": "BENDY at N6 for 35", "score": 35, "total": 68, "words": ["BENDY 25", "AB 10"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 4, "version": 5, "finished": null, "channel_id": 1003, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.078979+00', '2026-11-28 23:07:34.078979+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.078979+00', NULL, false);
INSERT INTO public.outbox VALUES (61, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 11, "version": 5, "your_turn": false}', '2026-11-28 23:07:34.078979+00', '2026-11-28 23:07:34.078979+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.078979+00', NULL, false);
INSERT INTO public.outbox VALUES (62, 4, 1003, 'rack', '{"type": "rack", "game_id": 4, "user_id": 12, "version": 5, "your_turn": true}', '2026-11-28 23:07:34.078979+00', '2026-11-28 23:07:34.078979+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.078979+00', NULL, false);
INSERT INTO public.outbox VALUES (65, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795907314, "final_challenge": false}, "events": [], "game_id": 5, "version": 0, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "draw-won-roll", "draw_title": "draw-title-roll", "draw_rounds": [[["upgrader11", "V"], ["upgrader12", "H"]]]}}', '2026-11-28 23:07:34.096438+00', '2026-11-28 23:07:34.096438+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.096438+00', NULL, false);
INSERT INTO public.outbox VALUES (66, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:07:34.096438+00', '2026-11-28 23:07:34.096438+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.096438+00', NULL, false);
INSERT INTO public.outbox VALUES (71, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795907314, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "5A", "said": "play", "word": "CYPRiAN", "bingo": 50, "score": 107}, "seat": 1, "text": "CYPRiAN at 5A for 107 (bingo +50)", "score": 107, "total": 125, "words": ["CYPRiAN 46", "Mi 6", "AA 2", "IN 3"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 5, "version": 3, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.116867+00', '2026-11-28 23:07:34.116867+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.116867+00', NULL, false);
INSERT INTO public.outbox VALUES (72, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:07:34.116867+00', '2026-11-28 23:07:34.116867+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.116867+00', NULL, false);
INSERT INTO public.outbox VALUES (75, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [], "game_id": 6, "version": 0, "finished": null, "channel_id": 1005, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "A"], ["upgrader12", "N"]]]}}', '2026-11-28 23:07:34.132736+00', '2026-11-28 23:07:34.132736+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.132736+00', NULL, false);
INSERT INTO public.outbox VALUES (76, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:07:34.132736+00', '2026-11-28 23:07:34.132736+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.132736+00', NULL, false);
INSERT INTO public.outbox VALUES (77, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:07:34.132736+00', '2026-11-28 23:07:34.132736+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.132736+00', NULL, false);
INSERT INTO public.outbox VALUES (84, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "F5", "said": "play", "word": "OF", "bingo": 0, "score": 35}, "seat": 0, "text": "OF at F5 for 35", "score": 35, "total": 87, "words": ["OF 13", "JO 9", "OF 13"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 6, "version": 3, "finished": null, "channel_id": 1005, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.163111+00', '2026-11-28 23:07:34.163111+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.163111+00', NULL, false);
INSERT INTO public.outbox VALUES (85, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:07:34.163111+00', '2026-11-28 23:07:34.163111+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.163111+00', NULL, false);
INSERT INTO public.outbox VALUES (86, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:07:34.163111+00', '2026-11-28 23:07:34.163111+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.163111+00', NULL, false);
INSERT INTO public.outbox VALUES (89, 7, 1006, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": {"computer": "medium"}, "role": "standard", "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.185993+00', '2026-11-28 23:07:34.185993+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.185993+00', NULL, false);
INSERT INTO public.outbox VALUES (67, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795907314, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "5C", "said": "play", "word": "BIOS", "bingo": 0, "score": 18}, "seat": 1, "text": "BIOS at 5C for 18", "score": 18, "total": 18, "words": ["BIOS 18"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 5, "version": 1, "finished": null, "channel_id": 1004, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.104609+00', '2026-11-28 23:07:34.104609+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.104609+00', NULL, false);
INSERT INTO public.outbox VALUES (68, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:07:34.104609+00', '2026-11-28 23:07:34.104609+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.104609+00', NULL, false);
INSERT INTO public.outbox VALUES (69, 5, 1004, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795907314, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "4E", "said": "play", "word": "MAIZE", "bingo": 0, "score": 42}, "seat": 0, "text": "MAIZE at 4E for 42", "score": 42, "total": 42, "words": ["MAIZE 36", "MO 4", "AS 2"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 5, "version": 2, "finished": null, "channel_id": 1004, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.110118+00', '2026-11-28 23:07:34.110118+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.110118+00', NULL, false);
INSERT INTO public.outbox VALUES (70, 5, 1004, 'rack', '{"type": "rack", "game_id": 5, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:07:34.110118+00', '2026-11-28 23:07:34.110118+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.110118+00', NULL, false);
INSERT INTO public.outbox VALUES (74, 6, 1005, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 6, "lexicon": "enable", "variant": "surprise:1b@A1,2b@K1,3b@A11,4b@K11", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.130102+00', '2026-11-28 23:07:34.130102+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.130102+00', NULL, false);
INSERT INTO public.outbox VALUES (81, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "E5", "said": "play", "word": "JOKIER", "bingo": 0, "score": 68}, "seat": 1, "text": "JOKIER at E5 for 68", "score": 68, "total": 68, "words": ["JOKIER 68"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 6, "version": 2, "finished": null, "channel_id": 1005, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.15446+00', '2026-11-28 23:07:34.15446+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.15446+00', NULL, false);
INSERT INTO public.outbox VALUES (82, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:07:34.15446+00', '2026-11-28 23:07:34.15446+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.15446+00', NULL, false);
INSERT INTO public.outbox VALUES (83, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:07:34.15446+00', '2026-11-28 23:07:34.15446+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.15446+00', NULL, false);
INSERT INTO public.outbox VALUES (88, 7, 1006, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": "standard", "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.182209+00', '2026-11-28 23:07:34.182209+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.182209+00', NULL, false);
INSERT INTO public.outbox VALUES (93, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": {"computer": "medium"}, "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8D", "said": "play", "word": "JOINED", "bingo": 0, "score": 44}, "seat": 1, "text": "JOINED at 8D for 44", "score": 44, "total": 44, "words": ["JOINED 44"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 7, "version": 1, "finished": null, "channel_id": 1006, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.200682+00', '2026-11-28 23:07:34.200682+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.200682+00', NULL, false);
INSERT INTO public.outbox VALUES (94, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:07:34.200682+00', '2026-11-28 23:07:34.200682+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.200682+00', NULL, false);
INSERT INTO public.outbox VALUES (95, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "7F", "said": "play", "word": "MAHOUT", "bingo": 0, "score": 29}, "seat": 2, "text": "MAHOUT at 7F for 29", "score": 29, "total": 29, "words": ["MAHOUT 13", "MI 4", "AN 3", "HE 5", "OD 4"], "player": {"computer": "medium"}, "user_id": null, "unscored": false, "challenger": null}], "game_id": 7, "version": 2, "finished": null, "channel_id": 1006, "racks_changed": []}, "headline": null}', '2026-11-28 23:07:34.209786+00', '2026-11-28 23:07:34.209786+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.209786+00', NULL, false);
INSERT INTO public.outbox VALUES (96, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 2, "your_turn": true}', '2026-11-28 23:07:34.209786+00', '2026-11-28 23:07:34.209786+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.209786+00', NULL, false);
INSERT INTO public.outbox VALUES (103, 8, 1007, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.253909+00', '2026-11-28 23:07:34.253909+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.253909+00', NULL, false);
INSERT INTO public.outbox VALUES (78, 6, 1005, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8D", "said": "play", "word": "ZINEB", "bingo": 0, "score": 52}, "seat": 0, "text": "ZINEB at 8D for 52", "score": 52, "total": 52, "words": ["ZINEB 52"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 6, "version": 1, "finished": null, "channel_id": 1005, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.144453+00', '2026-11-28 23:07:34.144453+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.144453+00', NULL, false);
INSERT INTO public.outbox VALUES (79, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:07:34.144453+00', '2026-11-28 23:07:34.144453+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.144453+00', NULL, false);
INSERT INTO public.outbox VALUES (80, 6, 1005, 'rack', '{"type": "rack", "game_id": 6, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:07:34.144453+00', '2026-11-28 23:07:34.144453+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.144453+00', NULL, false);
INSERT INTO public.outbox VALUES (87, 7, 1006, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": "standard", "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 7, "lexicon": "enable", "variant": "blanks-blockers", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.17415+00', '2026-11-28 23:07:34.17415+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.17415+00', NULL, false);
INSERT INTO public.outbox VALUES (90, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [], "game_id": 7, "version": 0, "finished": null, "channel_id": 1006, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", {"computer": "medium"}, "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "I"], ["upgrader12", "D"], [{"computer": "medium"}, "I"]]]}}', '2026-11-28 23:07:34.189935+00', '2026-11-28 23:07:34.189935+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.189935+00', NULL, false);
INSERT INTO public.outbox VALUES (91, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:07:34.189935+00', '2026-11-28 23:07:34.189935+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.189935+00', NULL, false);
INSERT INTO public.outbox VALUES (92, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:07:34.189935+00', '2026-11-28 23:07:34.189935+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.189935+00', NULL, false);
INSERT INTO public.outbox VALUES (102, 8, 1007, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 8, "lexicon": "enable", "variant": "hyper-race", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.247963+00', '2026-11-28 23:07:34.247963+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.247963+00', NULL, false);
INSERT INTO public.outbox VALUES (107, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "bORAXES"}], ["at", {"text": "C1"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}, {"key": "turn-saucer", "values": [["card", {"said": {"key": "card-engine-trouble", "values": []}}]]}]}]]}}, "seat": 0, "text": "bORAXES at C1; a comet''s boost: a yellow blank; a flying saucer! Card: \"Engine trouble! Repairs take a while: lose your next turn.\"", "score": 0, "total": 0, "words": ["bORAXES"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 8, "version": 1, "finished": null, "channel_id": 1007, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.274752+00', '2026-11-28 23:07:34.274752+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.274752+00', NULL, false);
INSERT INTO public.outbox VALUES (108, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:07:34.274752+00', '2026-11-28 23:07:34.274752+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.274752+00', NULL, false);
INSERT INTO public.outbox VALUES (109, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:07:34.274752+00', '2026-11-28 23:07:34.274752+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.274752+00', NULL, false);
INSERT INTO public.outbox VALUES (115, 9, 1008, 'notice', '{"type": "notice", "notice": {"by": "upgrader11", "type": "opened", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.306172+00', '2026-11-28 23:07:34.306172+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.306172+00', NULL, false);
INSERT INTO public.outbox VALUES (120, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "TRUANCY"}], ["at", {"text": "M1"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 1, "text": "TRUANCY at M1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["TRUANCY"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 9, "version": 1, "finished": null, "channel_id": 1008, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.32417+00', '2026-11-28 23:07:34.32417+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.32417+00', NULL, false);
INSERT INTO public.outbox VALUES (121, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 1, "your_turn": false}', '2026-11-28 23:07:34.32417+00', '2026-11-28 23:07:34.32417+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.32417+00', NULL, false);
INSERT INTO public.outbox VALUES (122, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 1, "your_turn": true}', '2026-11-28 23:07:34.32417+00', '2026-11-28 23:07:34.32417+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.32417+00', NULL, false);
INSERT INTO public.outbox VALUES (97, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "6B", "said": "play", "word": "FOVEA", "bingo": 0, "score": 28}, "seat": 0, "text": "FOVEA at 6B for 28", "score": 28, "total": 28, "words": ["FOVEA 21", "AMI 7"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 7, "version": 3, "finished": null, "channel_id": 1006, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.215941+00', '2026-11-28 23:07:34.215941+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.215941+00', NULL, false);
INSERT INTO public.outbox VALUES (98, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 11, "version": 3, "your_turn": false}', '2026-11-28 23:07:34.215941+00', '2026-11-28 23:07:34.215941+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.215941+00', NULL, false);
INSERT INTO public.outbox VALUES (99, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 3, "your_turn": true}', '2026-11-28 23:07:34.215941+00', '2026-11-28 23:07:34.215941+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.215941+00', NULL, false);
INSERT INTO public.outbox VALUES (100, 7, 1006, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": {"computer": "medium"}, "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "9F", "said": "play", "word": "EASES", "bingo": 0, "score": 28}, "seat": 1, "text": "EASES at 9F for 28", "score": 28, "total": 72, "words": ["EASES 7", "AMIE 6", "ANA 4", "HES 6", "ODE 5"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 7, "version": 4, "finished": null, "channel_id": 1006, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.240047+00', '2026-11-28 23:07:34.240047+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.240047+00', NULL, false);
INSERT INTO public.outbox VALUES (101, 7, 1006, 'rack', '{"type": "rack", "game_id": 7, "user_id": 12, "version": 4, "your_turn": false}', '2026-11-28 23:07:34.240047+00', '2026-11-28 23:07:34.240047+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.240047+00', NULL, false);
INSERT INTO public.outbox VALUES (104, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [], "game_id": 8, "version": 0, "finished": null, "channel_id": 1007, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "A"], ["upgrader12", "T"]]]}}', '2026-11-28 23:07:34.256135+00', '2026-11-28 23:07:34.256135+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.256135+00', NULL, false);
INSERT INTO public.outbox VALUES (105, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:07:34.256135+00', '2026-11-28 23:07:34.256135+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.256135+00', NULL, false);
INSERT INTO public.outbox VALUES (106, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:07:34.256135+00', '2026-11-28 23:07:34.256135+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.256135+00', NULL, false);
INSERT INTO public.outbox VALUES (112, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "aLLEY"}], ["at", {"text": "I5"}], ["extras", {"parts": [{"key": "turn-saucer", "values": [["card", {"said": {"key": "card-space-station", "values": []}}]]}]}]]}}, "seat": 1, "text": "aLLEY at I5; a flying saucer! Card: \"You wave to the astronauts on a passing space station: nothing happens.\"", "score": 0, "total": 0, "words": ["aLLEY", "as"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 8, "version": 3, "finished": null, "channel_id": 1007, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.294419+00', '2026-11-28 23:07:34.294419+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.294419+00', NULL, false);
INSERT INTO public.outbox VALUES (113, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:07:34.294419+00', '2026-11-28 23:07:34.294419+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.294419+00', NULL, false);
INSERT INTO public.outbox VALUES (114, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:07:34.294419+00', '2026-11-28 23:07:34.294419+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.294419+00', NULL, false);
INSERT INTO public.outbox VALUES (117, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [], "game_id": 9, "version": 0, "finished": null, "channel_id": 1008, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader12", "order": ["upgrader12", "upgrader11"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "A"], ["upgrader12", "A"]], [["upgrader11", "Y"], ["upgrader12", "R"]]]}}', '2026-11-28 23:07:34.316292+00', '2026-11-28 23:07:34.316292+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.316292+00', NULL, false);
INSERT INTO public.outbox VALUES (118, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 0, "your_turn": false}', '2026-11-28 23:07:34.316292+00', '2026-11-28 23:07:34.316292+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.316292+00', NULL, false);
INSERT INTO public.outbox VALUES (119, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 0, "your_turn": true}', '2026-11-28 23:07:34.316292+00', '2026-11-28 23:07:34.316292+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.316292+00', NULL, false);
INSERT INTO public.outbox VALUES (126, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "aNSERiNE"}], ["at", {"text": "N7"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 1, "text": "aNSERiNE at N7; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["aNSERiNE", "Ya"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}], "game_id": 9, "version": 3, "finished": null, "channel_id": 1008, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.353716+00', '2026-11-28 23:07:34.353716+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.353716+00', NULL, false);
INSERT INTO public.outbox VALUES (127, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 3, "your_turn": false}', '2026-11-28 23:07:34.353716+00', '2026-11-28 23:07:34.353716+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.353716+00', NULL, false);
INSERT INTO public.outbox VALUES (128, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:07:34.353716+00', '2026-11-28 23:07:34.353716+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.353716+00', NULL, false);
INSERT INTO public.outbox VALUES (110, 8, 1007, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "DOLTs"}], ["at", {"text": "J1"}], ["extras", {"parts": [{"key": "turn-comet", "values": []}]}]]}}, "seat": 1, "text": "DOLTs at J1; a comet''s boost: a yellow blank", "score": 0, "total": 0, "words": ["DOLTs"], "player": "upgrader12", "user_id": 12, "unscored": true, "challenger": null}, {"kind": "lost-turn", "said": {"said": "lost_turn", "to_challenge": false}, "seat": 0, "text": "loses this turn", "score": 0, "total": 0, "words": [], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 8, "version": 2, "finished": null, "channel_id": 1007, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.286065+00', '2026-11-28 23:07:34.286065+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.286065+00', NULL, false);
INSERT INTO public.outbox VALUES (111, 8, 1007, 'rack', '{"type": "rack", "game_id": 8, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:07:34.286065+00', '2026-11-28 23:07:34.286065+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.286065+00', NULL, false);
INSERT INTO public.outbox VALUES (116, 9, 1008, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 9, "lexicon": "enable", "variant": "hyper-race-no-cards", "max_players": 2, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.313983+00', '2026-11-28 23:07:34.313983+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.313983+00', NULL, false);
INSERT INTO public.outbox VALUES (123, 9, 1008, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-race", "values": [["word", {"text": "IMID"}], ["at", {"text": "C1"}], ["extras", {"parts": []}]]}}, "seat": 0, "text": "IMID at C1", "score": 0, "total": 0, "words": ["IMID"], "player": "upgrader11", "user_id": 11, "unscored": true, "challenger": null}], "game_id": 9, "version": 2, "finished": null, "channel_id": 1008, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.335379+00', '2026-11-28 23:07:34.335379+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.335379+00', NULL, false);
INSERT INTO public.outbox VALUES (124, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 11, "version": 2, "your_turn": false}', '2026-11-28 23:07:34.335379+00', '2026-11-28 23:07:34.335379+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.335379+00', NULL, false);
INSERT INTO public.outbox VALUES (125, 9, 1008, 'rack', '{"type": "rack", "game_id": 9, "user_id": 12, "version": 2, "your_turn": true}', '2026-11-28 23:07:34.335379+00', '2026-11-28 23:07:34.335379+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.335379+00', NULL, false);
INSERT INTO public.outbox VALUES (130, 10, 1009, 'notice', '{"type": "notice", "notice": {"name": "upgrader12", "type": "joined", "lobby": {"rated": true, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.365854+00', '2026-11-28 23:07:34.365854+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.365854+00', NULL, false);
INSERT INTO public.outbox VALUES (135, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "E5=W F6=E G7=E H8=N"}], ["score", {"number": 18}], ["extras", {"parts": []}]]}}, "seat": 0, "text": "placed E5=W F6=E G7=E H8=N for 18", "score": 18, "total": 18, "words": ["WEEN 7 (E5 F6 G7 H8)", "WEE 6 (E5 F6 G7)", "WE 5 (E5 F6)"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 10, "version": 1, "finished": null, "channel_id": 1009, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.395554+00', '2026-11-28 23:07:34.395554+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.395554+00', NULL, false);
INSERT INTO public.outbox VALUES (136, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 1, "your_turn": false}', '2026-11-28 23:07:34.395554+00', '2026-11-28 23:07:34.395554+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.395554+00', NULL, false);
INSERT INTO public.outbox VALUES (137, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 1, "your_turn": true}', '2026-11-28 23:07:34.395554+00', '2026-11-28 23:07:34.395554+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.395554+00', NULL, false);
INSERT INTO public.outbox VALUES (138, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 2, "player": {"computer": "medium"}, "user_id": null, "deadline": null, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "D4=B E4=O F4=F G4=F H4=O I4=S"}], ["score", {"number": 39}], ["extras", {"parts": []}]]}}, "seat": 1, "text": "placed D4=B E4=O F4=F G4=F H4=O I4=S for 39", "score": 39, "total": 39, "words": ["BOFFOS 14 (D4 E4 F4 G4 H4 I4)", "BOFFO 13 (D4 E4 F4 G4 H4)", "BOFF 12 (D4 E4 F4 G4)"], "player": "upgrader12", "user_id": 12, "unscored": false, "challenger": null}], "game_id": 10, "version": 2, "finished": null, "channel_id": 1009, "racks_changed": [12]}, "headline": null}', '2026-11-28 23:07:34.425799+00', '2026-11-28 23:07:34.425799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.425799+00', NULL, false);
INSERT INTO public.outbox VALUES (139, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 2, "your_turn": false}', '2026-11-28 23:07:34.425799+00', '2026-11-28 23:07:34.425799+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.425799+00', NULL, false);
INSERT INTO public.outbox VALUES (131, 10, 1009, 'notice', '{"type": "notice", "notice": {"type": "computer_seated", "lobby": {"rated": false, "seats": [{"name": "upgrader11", "role": null, "seat": 0, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 11, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": "upgrader12", "role": null, "seat": 1, "level": null, "score": 0, "target": null, "to_move": false, "user_id": 12, "computer": null, "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}, {"name": {"computer": "medium"}, "role": null, "seat": 2, "level": null, "score": 0, "target": null, "to_move": false, "user_id": null, "computer": "medium", "resigned": false, "tiles_on_rack": 0, "turn_time_limit_secs": null}], "tiles": null, "status": "lobby", "game_id": 10, "lexicon": "enable", "variant": "free-for-all", "max_players": 4, "challenge_rule": "double", "turn_time_limit_secs": 86400}}}', '2026-11-28 23:07:34.36993+00', '2026-11-28 23:07:34.36993+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.36993+00', NULL, false);
INSERT INTO public.outbox VALUES (142, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader12", "user_id": 12, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "D6=E E6=M G6=X H6=A I6=T"}], ["score", {"number": 44}], ["extras", {"parts": []}]]}}, "seat": 0, "text": "placed D6=E E6=M G6=X H6=A I6=T for 44", "score": 44, "total": 62, "words": ["TAXIMEN 16 (I6 H6 G6 F5 E6 F6 G5)", "TAXEME 15 (I6 H6 G6 F6 E6 D6)", "BOWMEN 13 (D4 E4 E5 E6 F6 G5)"], "player": "upgrader11", "user_id": 11, "unscored": false, "challenger": null}], "game_id": 10, "version": 4, "finished": null, "channel_id": 1009, "racks_changed": [11]}, "headline": null}', '2026-11-28 23:07:34.465762+00', '2026-11-28 23:07:34.465762+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.465762+00', NULL, false);
INSERT INTO public.outbox VALUES (143, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 4, "your_turn": false}', '2026-11-28 23:07:34.465762+00', '2026-11-28 23:07:34.465762+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.465762+00', NULL, false);
INSERT INTO public.outbox VALUES (144, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 4, "your_turn": true}', '2026-11-28 23:07:34.465762+00', '2026-11-28 23:07:34.465762+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.465762+00', NULL, false);
INSERT INTO public.outbox VALUES (147, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 2, "joined": true, "player": "upgrader22"}, "type": "tournament"}', '2026-11-28 23:07:34.502131+00', '2026-11-28 23:07:34.502131+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (150, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "running"}, "type": "tournament"}', '2026-11-28 23:07:34.521664+00', '2026-11-28 23:07:34.521664+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (132, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [], "game_id": 10, "version": 0, "finished": null, "channel_id": 1009, "racks_changed": [11, 12]}, "headline": {"type": "started", "first": "upgrader11", "order": ["upgrader11", "upgrader12", {"computer": "medium"}], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": [[["upgrader11", "R"], ["upgrader12", "S"], [{"computer": "medium"}, "W"]]]}}', '2026-11-28 23:07:34.378088+00', '2026-11-28 23:07:34.378088+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.378088+00', NULL, false);
INSERT INTO public.outbox VALUES (133, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 0, "your_turn": true}', '2026-11-28 23:07:34.378088+00', '2026-11-28 23:07:34.378088+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.378088+00', NULL, false);
INSERT INTO public.outbox VALUES (134, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 12, "version": 0, "your_turn": false}', '2026-11-28 23:07:34.378088+00', '2026-11-28 23:07:34.378088+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.378088+00', NULL, false);
INSERT INTO public.outbox VALUES (145, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "state", "early": false, "state": "registration"}, "type": "tournament"}', '2026-11-28 23:07:34.482106+00', '2026-11-28 23:07:34.482106+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (148, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 3, "joined": true, "player": "upgrader23"}, "type": "tournament"}', '2026-11-28 23:07:34.509147+00', '2026-11-28 23:07:34.509147+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (158, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 1, "player": "upgrader22", "user_id": 22, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"at": "8C", "said": "play", "word": "EVItED", "bingo": 0, "score": 26}, "seat": 0, "text": "EVItED at 8C for 26", "score": 26, "total": 26, "words": ["EVItED 26"], "player": "upgrader21", "user_id": 21, "unscored": false, "challenger": null}], "game_id": 11, "version": 1, "finished": null, "channel_id": 3001, "racks_changed": [21]}, "headline": null}', '2026-11-28 23:07:34.564676+00', '2026-11-28 23:07:34.564676+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.564676+00', NULL, false);
INSERT INTO public.outbox VALUES (159, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 1, "your_turn": false}', '2026-11-28 23:07:34.564676+00', '2026-11-28 23:07:34.564676+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.564676+00', NULL, false);
INSERT INTO public.outbox VALUES (160, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 1, "your_turn": true}', '2026-11-28 23:07:34.564676+00', '2026-11-28 23:07:34.564676+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.564676+00', NULL, false);
INSERT INTO public.outbox VALUES (140, 10, 1009, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader11", "user_id": 11, "deadline": 1795993654, "final_challenge": false}, "events": [{"kind": "play", "said": {"said": "worded", "wording": {"key": "turn-placed", "values": [["tiles", {"text": "D5=T F5=I G5=N"}], ["score", {"number": 38}], ["extras", {"parts": []}]]}}, "seat": 2, "text": "placed D5=T F5=I G5=N for 38", "score": 38, "total": 38, "words": ["BOFFIN 14 (D4 E4 F4 G4 F5 G5)", "BOWFIN 14 (D4 E4 E5 F4 F5 G5)", "TOFF 10 (D5 E4 F4 G4)"], "player": {"computer": "medium"}, "user_id": null, "unscored": false, "challenger": null}], "game_id": 10, "version": 3, "finished": null, "channel_id": 1009, "racks_changed": []}, "headline": null}', '2026-11-28 23:07:34.442801+00', '2026-11-28 23:07:34.442801+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.442801+00', NULL, false);
INSERT INTO public.outbox VALUES (141, 10, 1009, 'rack', '{"type": "rack", "game_id": 10, "user_id": 11, "version": 3, "your_turn": true}', '2026-11-28 23:07:34.442801+00', '2026-11-28 23:07:34.442801+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.442801+00', NULL, false);
INSERT INTO public.outbox VALUES (146, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 1, "joined": true, "player": "upgrader21"}, "type": "tournament"}', '2026-11-28 23:07:34.49402+00', '2026-11-28 23:07:34.49402+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (149, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "registration", "count": 4, "joined": true, "player": "upgrader24"}, "type": "tournament"}', '2026-11-28 23:07:34.513968+00', '2026-11-28 23:07:34.513968+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (151, NULL, 2000, 'tournament', '{"post": {"name": "Upgrade Open", "type": "pairings", "round": 1, "boards": [{"first": "upgrader21", "scores": null, "second": ["upgrader22", 22], "first_id": 21, "thread_id": null, "settled_by": null}, {"first": "upgrader23", "scores": null, "second": ["upgrader24", 24], "first_id": 23, "thread_id": null, "settled_by": null}], "rounds": 2, "deadline": 1796512054}, "type": "tournament"}', '2026-11-28 23:07:34.538049+00', '2026-11-28 23:07:34.538049+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (153, NULL, 2000, 'thread', '{"name": "R1 upgrader23 vs upgrader24 #2", "type": "thread", "board_id": 2, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:07:34.538049+00', '2026-11-28 23:07:34.538049+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (154, NULL, 3001, 'tournament', '{"post": {"name": "Upgrade Open", "type": "board_opened", "first": ["upgrader21", 21], "round": 1, "second": ["upgrader22", 22], "deadline": 1796512054}, "type": "tournament"}', '2026-11-28 23:07:34.547973+00', '2026-11-28 23:07:34.547973+00', 0, NULL, NULL, NULL, NULL, 1, NULL, NULL, false);
INSERT INTO public.outbox VALUES (155, 11, 3001, 'turn', '{"type": "turn", "report": {"next": {"seat": 0, "player": "upgrader21", "user_id": 21, "deadline": 1795993654, "final_challenge": false}, "events": [], "game_id": 11, "version": 0, "finished": null, "channel_id": 3001, "racks_changed": [21, 22]}, "headline": {"type": "started", "first": "upgrader21", "order": ["upgrader21", "upgrader22"], "draw_verb": "draw-won", "draw_title": "draw-title", "draw_rounds": []}}', '2026-11-28 23:07:34.547973+00', '2026-11-28 23:07:34.547973+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.547973+00', NULL, false);
INSERT INTO public.outbox VALUES (156, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 21, "version": 0, "your_turn": true}', '2026-11-28 23:07:34.547973+00', '2026-11-28 23:07:34.547973+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.547973+00', NULL, false);
INSERT INTO public.outbox VALUES (157, 11, 3001, 'rack', '{"type": "rack", "game_id": 11, "user_id": 22, "version": 0, "your_turn": false}', '2026-11-28 23:07:34.547973+00', '2026-11-28 23:07:34.547973+00', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-28 23:07:37.547973+00', NULL, false);
INSERT INTO public.outbox VALUES (152, NULL, 2000, 'thread', '{"name": "R1 upgrader21 vs upgrader22 #1", "type": "thread", "board_id": 1, "guild_id": 77, "tournament_id": 1}', '2026-11-28 23:07:34.538049+00', '2026-11-28 23:07:34.538049+00', 0, NULL, '2026-11-28 23:07:34.558394+00', 'sent', NULL, 1, NULL, NULL, false);


--
-- Data for Name: players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.players VALUES (11, 'upgrader11', true, '2026-11-28 23:07:33.649635+00');
INSERT INTO public.players VALUES (12, 'upgrader12', true, '2026-11-28 23:07:33.669732+00');
INSERT INTO public.players VALUES (1, 'upgrader1', true, '2026-11-28 23:07:34.482106+00');
INSERT INTO public.players VALUES (21, 'upgrader21', true, '2026-11-28 23:07:34.49402+00');
INSERT INTO public.players VALUES (22, 'upgrader22', true, '2026-11-28 23:07:34.502131+00');
INSERT INTO public.players VALUES (23, 'upgrader23', true, '2026-11-28 23:07:34.509147+00');
INSERT INTO public.players VALUES (24, 'upgrader24', true, '2026-11-28 23:07:34.513968+00');


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

INSERT INTO public.seats VALUES (5, 1, 12, NULL, '2026-11-28 23:07:34.09309+00', 125, '', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (6, 0, 11, NULL, '2026-11-28 23:07:34.126146+00', 87, 'EEGINQT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (6, 1, 12, NULL, '2026-11-28 23:07:34.130102+00', 68, 'AFIORTV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 0, 11, NULL, '2026-11-28 23:07:33.649635+00', 54, 'AEEIIY?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 1, 12, NULL, '2026-11-28 23:07:33.669732+00', 68, 'AINOPQZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (1, 2, NULL, 'medium', '2026-11-28 23:07:33.682031+00', 30, 'ADFIIJT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 0, 11, NULL, '2026-11-28 23:07:34.362055+00', 62, 'EELLTUV', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 1, 12, NULL, '2026-11-28 23:07:34.365854+00', 39, 'AEEORSZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (10, 2, NULL, 'medium', '2026-11-28 23:07:34.36993+00', 38, 'BIIINTY', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 0, 11, NULL, '2026-11-28 23:07:33.793703+00', 102, 'ACDEHNRYZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (2, 1, 12, NULL, '2026-11-28 23:07:33.806038+00', 153, 'AAEEEIOT?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 0, 21, NULL, '2026-11-28 23:07:34.547973+00', 26, 'ACGNOPU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (11, 1, 22, NULL, '2026-11-28 23:07:34.547973+00', 0, 'ABFINOS', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 0, 11, NULL, '2026-11-28 23:07:33.898264+00', 25, 'ABIKNOT', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (3, 1, 12, NULL, '2026-11-28 23:07:33.907457+00', 32, 'ACJLNOR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 0, 11, NULL, '2026-11-28 23:07:34.17415+00', 28, 'AACFNOU?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 1, 12, NULL, '2026-11-28 23:07:34.182209+00', 72, 'GLORSSX', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (7, 2, NULL, 'medium', '2026-11-28 23:07:34.185993+00', 29, 'EEKMRT?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 0, 11, NULL, '2026-11-28 23:07:34.247963+00', 0, 'EIRSSST?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (8, 1, 12, NULL, '2026-11-28 23:07:34.253909+00', 0, 'CGMOTWZ', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 0, 11, NULL, '2026-11-28 23:07:33.970166+00', 68, 'AAGNOOR', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 1, 12, NULL, '2026-11-28 23:07:33.981751+00', 32, 'AEIIIJO', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (4, 2, NULL, 'medium', '2026-11-28 23:07:33.986021+00', 52, 'CDEEGLN', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (5, 0, 11, NULL, '2026-11-28 23:07:34.090168+00', 42, 'AALNU', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 0, 11, NULL, '2026-11-28 23:07:34.306172+00', 0, 'EEHIRW?', NULL, 0, 0, 0, NULL, NULL, NULL);
INSERT INTO public.seats VALUES (9, 1, 12, NULL, '2026-11-28 23:07:34.313983+00', 0, 'ACDENOO?', NULL, 0, 0, 0, NULL, NULL, NULL);


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

INSERT INTO public.tournament_jobs VALUES (2, 'round-deadline', 1, 1, '2026-12-05 23:07:34.53906+00', 0, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.tournament_jobs VALUES (1, 'pair-round', 1, 1, '2026-11-28 23:07:34.525109+00', 0, NULL, '2026-11-28 23:07:34.529828+00', 'paired', NULL, NULL);


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

INSERT INTO public.tournament_rounds VALUES (1, 1, 'swiss', '2026-12-05 23:07:34.53906+00', '2026-11-28 23:07:34.538049+00', NULL);


--
-- Data for Name: tournaments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tournaments VALUES (1, 77, 2000, 'Upgrade Open', 1, 'running', 2, '{swiss,swiss}', 'classic', 'enable', 'double', 86400, 604800, 50, -50, 1, true, true, -4510886997532095278, NULL, '2026-11-28 23:07:34.482106+00', NULL, 1, NULL);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.games_id_seq', 11, true);


--
-- Name: jobs_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.jobs_id_seq', 128, true);


--
-- Name: leagues_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.leagues_id_seq', 1, false);


--
-- Name: outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.outbox_id_seq', 160, true);


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
-- Name: games_by_lexicon_version; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX games_by_lexicon_version ON public.games USING btree (lexicon, lexicon_version) WHERE (status = ANY (ARRAY['lobby'::text, 'active'::text]));


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


