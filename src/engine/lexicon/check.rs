//! Checking a stored word graph's bytes before any walk reads them, so walks neither leave
//! the bytes nor loop.

use super::error::LexiconError;
use super::graph_builder::{HEADER_LEN, LETTER_MASK, MAGIC, NARROW_LETTERS, REF_SHIFT, ROOT_AT};

/// Whether `bytes` look like a stored word graph rather than a word list: they start with the
/// graph magic.
pub(super) fn is_graph_bytes(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC[..3])
}

/// Checks a graph's bytes: header and size; then every node reachable from the root, once
/// each: a letter set with exactly its arcs after it, in letter order, or a single arc; every
/// node lying wholly before the arc (or root reference) that leads to it. So walks neither leave
/// the bytes nor loop.
pub(super) fn check_graph(bytes: &[u8]) -> Result<(), LexiconError> {
    if bytes.len() < HEADER_LEN || bytes[..4] != MAGIC {
        if is_graph_bytes(bytes) {
            return Err(LexiconError::BadGraph(
                "an older graph format: build it again from the word list",
            ));
        }
        return Err(LexiconError::BadGraph("wrong header"));
    }
    let field = |i: usize| {
        let at = 4 + 4 * i;
        u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]) as usize
    };
    let (words, rest) = bytes[HEADER_LEN..].as_chunks::<4>();
    let words: Vec<u32> = words.iter().map(|&w| u32::from_le_bytes(w)).collect();
    if !rest.is_empty() || field(0) != words.len() || words.len() <= ROOT_AT {
        return Err(LexiconError::BadGraph("wrong size"));
    }
    let set_words = field(3);
    if words[0] != 0 || words[1] != 0 || !(1..=2).contains(&set_words) {
        return Err(LexiconError::BadGraph("wrong header"));
    }
    if words[ROOT_AT] & ((1 << REF_SHIFT) - 1) != 0 {
        return Err(LexiconError::BadGraph("bad root"));
    }
    // Nodes whose arcs are already checked.
    let mut checked = std::collections::HashSet::new();
    // (reference, where the arc leading to it is)
    let mut pending = vec![(words[ROOT_AT] >> REF_SHIFT, words.len())];
    while let Some((node, parent)) = pending.pop() {
        if node == 0 {
            continue;
        }
        let at = (node >> 1) as usize;
        let (letters, first) = if node & 1 != 0 {
            let letter = words.get(at).map_or(0, |arc| arc & LETTER_MASK);
            (1u64 << letter, at)
        } else {
            let low = u64::from(*words.get(at).unwrap_or(&0));
            let high = if set_words == 2 {
                u64::from(*words.get(at + 1).unwrap_or(&0))
            } else {
                0
            };
            (low | high << 32, at + set_words)
        };
        let count = letters.count_ones() as usize;
        if at <= ROOT_AT || count == 0 || first + count > words.len() {
            return Err(LexiconError::BadGraph("unterminated node"));
        }
        if first + count > parent {
            return Err(LexiconError::BadGraph("child after parent"));
        }
        if !checked.insert(node) {
            continue;
        }
        let mut left = letters;
        for (i, &arc) in words[first..first + count].iter().enumerate() {
            let letter = arc & LETTER_MASK;
            if left.trailing_zeros() != letter
                || (set_words == 1 && letter >= u32::from(NARROW_LETTERS))
            {
                return Err(LexiconError::BadGraph(
                    "arcs do not match their node's letters",
                ));
            }
            left &= left - 1;
            pending.push((arc >> REF_SHIFT, first + i));
        }
    }
    Ok(())
}
