//! What every command can reach: the bot's state ([`Data`]) and poise's context over it.

use std::sync::Arc;

use crate::config::Config;
use crate::service::Service;

use super::errors::Error;

/// What every command can reach.
pub struct Data {
    pub service: Service,
    pub config: Arc<Config>,
}

pub type Context<'a> = poise::Context<'a, Data, Error>;
