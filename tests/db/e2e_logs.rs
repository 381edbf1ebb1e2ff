//! End to end, the log an operator collects with `log_format = "json"`: every line the bot writes
//! on stderr is one JSON object; a command's lines carry its interaction and game, a delivery's
//! its outbox row, a computer's move its job, so one command's lines are found together; and
//! neither the token nor a rack is ever written.

use serde_json::Value;
use sqlx::PgPool;

use crate::fake_discord::{BOT_TOKEN, Bot, FakeDiscord, Opt, database_url};
use crate::support::table::{Table, best_play};
use crate::support::waits;

/// The spans of a JSON log line (outermost first), as objects of their fields.
fn spans(line: &Value) -> Vec<&serde_json::Map<String, Value>> {
    line["spans"]
        .as_array()
        .map(|spans| spans.iter().filter_map(Value::as_object).collect())
        .unwrap_or_default()
}

#[sqlx::test]
async fn json_logs_carry_each_commands_ids_and_never_a_secret(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let url = database_url(&pool).await;
    let bot = Bot::start_with_env(&discord, &url, &[("LEXICORD_LOG_FORMAT", "json")]).await;
    let table = Table::with(discord, bot, pool);

    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table.seat_computer_and_start(&table.alice, "easy").await;
    let game_id = table.snapshot().await.game_id;
    let mut racks = Vec::new();
    for _ in 0..2 {
        let Some(game) = table.next_turn_of(&table.alice).await else {
            break;
        };
        racks.push(table.stored_rack(&table.alice).await);
        table
            .play_or_pass(&table.alice, &game, best_play(&game))
            .await;
    }
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;

    let log = table.bot.log();
    let mut lines = Vec::new();
    for text in log.lines().filter(|l| !l.starts_with("--- bot process")) {
        let line: Value = serde_json::from_str(text)
            .unwrap_or_else(|e| panic!("a log line that is not JSON ({e}): {text}"));
        assert!(
            line["level"].is_string() && line["fields"].is_object(),
            "{text}"
        );
        lines.push(line);
    }
    assert!(!log.contains(BOT_TOKEN), "the token was logged");
    for rack in racks.iter().filter(|r| r.len() >= 5) {
        assert!(
            !log.contains(rack.as_str()),
            "alice's rack {rack} was logged"
        );
    }

    let game = serde_json::json!(game_id);
    let applied: Vec<_> = lines
        .iter()
        .filter(|l| l["fields"]["message"] == "command applied")
        .collect();
    assert!(!applied.is_empty(), "no command was logged:\n{log}");
    for line in &applied {
        let command = spans(line)
            .into_iter()
            .find(|s| s["name"] == "command")
            .unwrap_or_else(|| panic!("a command's line outside its span: {line}"));
        let request = command["request"].as_str().unwrap_or_default();
        assert!(request.starts_with("interaction "), "{line}");
        assert!(
            request.contains(&format!("channel {}", table.channel())),
            "{line}"
        );
        assert_eq!(command["game_id"], game, "{line}");
    }
    let delivered = lines
        .iter()
        .filter(|l| l["fields"]["message"] == "row delivered")
        .flat_map(spans)
        .filter(|s| s.contains_key("outbox"))
        .count();
    assert!(delivered >= 2, "no delivery named its outbox row:\n{log}");
    assert!(
        lines
            .iter()
            .filter(|l| l["fields"]["message"] == "computer moves planned")
            .flat_map(spans)
            .any(|s| s.contains_key("job_id") && s["game_id"] == game),
        "no computer move named its job and game:\n{log}"
    );
}
