//! Which open games use each word-list version, asked of the configured database for
//! `lexicord lexicons`.

use std::collections::BTreeMap;

use crate::config::Config;
use crate::engine::english::english;
use crate::engine::wording::Wording;
use crate::store::lexicon_versions;

/// Where games that recorded no version yet are listed.
pub const UNRECORDED: &str = "unrecorded";

/// Open games by the version of their list: version → (list name, game ids). A game that
/// recorded no version yet is listed under [`UNRECORDED`]. `Err` says why the database was not
/// asked (none configured, or it did not answer).
pub fn open_games_by_version(
    config: &Config,
) -> Result<BTreeMap<String, (String, Vec<i64>)>, String> {
    let (url, _cluster) = super::database::in_use(config)?;
    let url = url.as_str();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(url)
            .await
            .map_err(|e| english(&Wording::new("cli-cannot-connect").put("error", &e)))?;
        let games = lexicon_versions::open_games(&mut conn)
            .await
            .map_err(|e| english(&Wording::new("cli-cannot-read-games").put("error", &e)))?;
        let mut by_version: BTreeMap<String, (String, Vec<i64>)> = BTreeMap::new();
        for game in games {
            let version = game
                .lexicon_version
                .unwrap_or_else(|| UNRECORDED.to_owned());
            by_version
                .entry(version)
                .or_insert_with(|| (game.lexicon.clone(), Vec::new()))
                .1
                .push(game.id);
        }
        Ok(by_version)
    })
}
