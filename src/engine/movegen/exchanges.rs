//! The exchanges a rack allows (rule 7): every different set of its tiles it could put back.

use crate::engine::rack::Rack;

/// Every different set of tiles the rack could put back in an exchange (rule 7), each as rack
/// tiles (0 = blank); whether an exchange is allowed now (enough tiles in the bag) is the
/// game's call.
pub fn exchanges(rack: &Rack) -> Vec<Vec<u8>> {
    let counts = rack.counts();
    let mut found = vec![Vec::new()];
    for (tile, &count) in counts.iter().enumerate() {
        let mut next = Vec::with_capacity(found.len() * (usize::from(count) + 1));
        for partial in &found {
            for n in 0..=count {
                let mut with = partial.clone();
                with.extend(std::iter::repeat_n(tile as u8, usize::from(n)));
                next.push(with);
            }
        }
        found = next;
    }
    found.retain(|e| !e.is_empty());
    found
}
