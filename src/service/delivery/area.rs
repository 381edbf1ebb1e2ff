//! The delivery area's type, over the shared handle.

crate::service::shared::area! {
    /// The outbox handed to Discord.
    Delivery
}
