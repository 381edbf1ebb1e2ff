//! The process's resident memory, as Linux reports it (`VmRSS` in `/proc/self/status`).

/// Resident bytes of this process, or `None` where `/proc` does not say (not Linux).
pub fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    resident_in(&status)
}

/// The `VmRSS:` line of a `/proc/<pid>/status` text, in bytes (the kernel writes kB).
fn resident_in(status: &str) -> Option<u64> {
    let line = status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?;
    let kib: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_resident_line_is_read_in_bytes() {
        let status = "Name:\tlexicord\nVmPeak:\t  900 kB\nVmRSS:\t   51234 kB\nThreads:\t9\n";
        assert_eq!(resident_in(status), Some(51_234 * 1024));
        assert_eq!(resident_in("Name:\tx\n"), None);
    }

    #[test]
    fn this_process_has_resident_memory() {
        if cfg!(target_os = "linux") {
            assert!(resident_bytes().is_some_and(|b| b > 1024 * 1024));
        }
    }
}
