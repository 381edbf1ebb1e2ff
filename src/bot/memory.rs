//! The bot process's memory: how glibc's allocator is set up for it, and handing memory freed
//! by a large answer back to the system. A `/word pattern *` answer is a few megabytes (every
//! word of the lexicon, as text and as the upload's body); by default glibc serves such blocks
//! from per-thread arenas once one of that size was freed (its mmap threshold rises with the
//! largest block freed), and keeps the freed memory there, so a burst of those answers left the
//! bot hundreds of megabytes larger for good.
#![allow(unsafe_code)]

/// Blocks this large or larger are mapped on their own and unmapped as soon as they are freed.
const OWN_MAPPING_FROM: i32 = 256 * 1024;

/// Sets the allocator up for a long-running bot: large blocks always in mappings of their own
/// (a fixed threshold, which also stops glibc from raising it), so their memory goes back to
/// the system when they are freed. Call once, before any thread is started.
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt takes no pointers and only sets a glibc allocator parameter.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, OWN_MAPPING_FROM);
    }
}

/// Hands the free memory of every arena back to the system (after a large answer: the small
/// blocks it used are freed by then, and the pages they leave empty are returned).
pub fn give_back() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes no pointers; it walks glibc's own arenas under their locks.
    unsafe {
        libc::malloc_trim(0);
    }
}
