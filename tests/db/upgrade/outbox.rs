//! Delivering every pending outbox row through today's delivery path, as `bot::delivery` does
//! up to the call to Discord: each row claimed with a lease, what it shows worked out (a turn's
//! table, a rack's view, a reminder's game, a board's thread recorded), then marked done.

use lexicord::service::{Delivered, Outgoing, RackToSend, Service};

/// Claims and delivers every due row; returns how many. Each must be readable and its view
/// drawable without an internal error.
pub async fn deliver_all(service: &Service, thread_ids: &mut i64) -> usize {
    let delivery = service.delivery();
    let mut delivered = 0;
    while let Some(claimed) = delivery.claim_outgoing(None).await.unwrap() {
        let id = claimed.id;
        match &claimed.outgoing {
            Outgoing::Turn { report, drawn, .. } => {
                let view = claimed
                    .public_view(drawn.as_ref(), report.game_id, report.version)
                    .await
                    .unwrap_or_else(|e| panic!("row {id}: the turn's table: {e:?}"));
                assert_eq!(view.game_id, report.game_id, "row {id}");
            }
            Outgoing::Rack {
                game_id,
                user_id,
                version,
                drawn,
                ..
            } => {
                let rack = claimed
                    .rack_to_send(drawn.as_ref(), (*game_id, *user_id, *version))
                    .await
                    .unwrap_or_else(|e| panic!("row {id}: the rack: {e:?}"));
                if let RackToSend::Send(view) = rack {
                    assert_eq!(view.public.game_id, *game_id, "row {id}");
                }
            }
            Outgoing::Reminder { game_id, drawn, .. } => {
                claimed
                    .public_view(drawn.as_ref(), *game_id, i32::MAX)
                    .await
                    .unwrap_or_else(|e| panic!("row {id}: the reminder's game: {e:?}"));
            }
            Outgoing::Thread { board_id, .. } => {
                *thread_ids += 1;
                claimed
                    .service()
                    .record_board_thread(*board_id, *thread_ids)
                    .await
                    .unwrap();
            }
            Outgoing::Notice { .. } | Outgoing::Tournament { .. } | Outgoing::Alert { .. } => {}
        }
        claimed.done(Delivered::Sent, Some(1)).await.unwrap();
        delivered += 1;
    }
    delivered
}
