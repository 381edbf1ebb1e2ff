//! A map for keys no one chooses (hashes already, or letters packed exactly): hashed with at
//! most a multiply, since a keyed hash would only cost time where no input is hostile.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A [`HashMap`] hashing its keys with [`KeyHasher`].
pub type KeyMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// Takes a `u64` key as its own hash (the key is a hash already) and folds a `u128` key (an
/// exact packing) with two multiplies.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }

    fn write_u128(&mut self, n: u128) {
        let folded = (n as u64) ^ ((n >> 64) as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        self.0 = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
    }
}
