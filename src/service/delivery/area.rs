//! The delivery area's type, over the shared handle.

crate::service::shared::area! {
    /// The outbox handed to Discord.
    Delivery
}

impl Delivery {
    /// The games' tables as a delivery reads them (a reminder's buttons follow the game's
    /// state).
    pub fn tables(&self) -> crate::service::games::Tables {
        crate::service::games::Tables::over(self)
    }
}
