//! Issue 26 in the service layer: a tournament or league name with nothing visible once
//! invisible characters are trimmed (only U+202E, only zero-width spaces) or holding control
//! characters (NUL included) is refused with its reason and writes nothing; an accepted name is
//! stored without its bidi and zero-width characters; a player a director adds is stored with a
//! plain name.

use lexicord::service::{LeagueOptions, TournamentError, TournamentOptions, UserError};
use sqlx::PgPool;

use crate::support::{request, service};

const CHANNEL: i64 = 700;

fn moderator() -> lexicord::service::Request {
    let mut r = request(1, CHANNEL);
    r.moderator = true;
    r
}

/// The refusal's text, checked to be a bad setting (a private answer, not an internal error).
fn refusal<T: std::fmt::Debug>(result: Result<T, lexicord::service::ServiceError>) -> String {
    match result.unwrap_err().user().cloned() {
        Some(UserError::Tournament(TournamentError::BadSetting(setting))) => setting.to_string(),
        other => panic!("not a refused setting: {other:?}"),
    }
}

const BLANK: [&str; 4] = [
    "\u{202E}",
    " \u{200B}\u{FEFF} ",
    "\u{2066}\u{2069}\u{200D}",
    "",
];
const CONTROL: [&str; 4] = ["Cup\u{0}", "\u{0}", "Cup\u{7}", "Cup\u{1B}[31m"];

/// How many tournaments (leagues run on one too) the database holds.
async fn events(pool: &PgPool) -> i64 {
    sqlx::query_scalar("select (select count(*) from tournaments) + (select count(*) from leagues)")
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn tournament_names_need_a_visible_character_and_no_control_characters(pool: PgPool) {
    let service = service(pool.clone());
    let named = |name: &str| TournamentOptions {
        name: name.into(),
        rounds: 1,
        schedule: "swiss".into(),
        ..TournamentOptions::default()
    };
    for name in BLANK {
        assert_eq!(
            refusal(
                service
                    .events()
                    .create_tournament(&moderator(), &named(name))
                    .await
            ),
            "A tournament name needs at least one visible character.",
            "{name:?}"
        );
    }
    for name in CONTROL {
        assert_eq!(
            refusal(
                service
                    .events()
                    .create_tournament(&moderator(), &named(name))
                    .await
            ),
            "A tournament name cannot hold control characters.",
            "{name:?}"
        );
    }
    assert_eq!(events(&pool).await, 0, "refusals write nothing");
    let view = service
        .events()
        .create_tournament(&moderator(), &named(" @here ```Cup\u{202E}\u{200B} "))
        .await
        .unwrap();
    assert_eq!(view.name, "@here ```Cup");
    // A director adds a member whose display name is only hidden characters around a name.
    service
        .events()
        .add_to_tournament(&moderator(), 42, "\u{202E}<@1>\u{200B}")
        .await
        .unwrap();
    let stored: String = sqlx::query_scalar("select display_name from players where user_id = 42")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, "<@1>");
}

#[sqlx::test]
async fn league_names_need_a_visible_character_and_no_control_characters(pool: PgPool) {
    let service = service(pool.clone());
    let named = |name: &str| LeagueOptions {
        name: name.into(),
        ..LeagueOptions::default()
    };
    for name in BLANK {
        assert_eq!(
            refusal(
                service
                    .events()
                    .create_league(&moderator(), &named(name))
                    .await
            ),
            "A league name needs at least one visible character.",
            "{name:?}"
        );
    }
    for name in CONTROL {
        assert_eq!(
            refusal(
                service
                    .events()
                    .create_league(&moderator(), &named(name))
                    .await
            ),
            "A league name cannot hold control characters.",
            "{name:?}"
        );
    }
    assert_eq!(events(&pool).await, 0, "refusals write nothing");
    let view = service
        .events()
        .create_league(&moderator(), &named("\u{2067}||Monday||\u{2069}"))
        .await
        .unwrap();
    assert_eq!(view.name, "||Monday||");
}
