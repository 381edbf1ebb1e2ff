//! The doctor's findings: what each check is about, its verdict (ok, warning, problem), what it
//! found and, when not ok, what to do; printed a line each as they come, then a summary, and
//! the exit code (a failure when any problem was found).

use std::process::ExitCode;

use crate::engine::english::english;
use crate::engine::wording::Wording;

/// How a check went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// As it should be.
    Ok,
    /// The bot runs, but something is off or will be.
    Warning,
    /// The bot cannot start, or games cannot go on somewhere.
    Problem,
}

impl Verdict {
    fn wording(self) -> Wording {
        Wording::new(match self {
            Verdict::Ok => "cli-doctor-ok",
            Verdict::Warning => "cli-doctor-warning",
            Verdict::Problem => "cli-doctor-problem",
        })
    }
}

/// What a finding is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    Configuration,
    Token,
    InstallContexts,
    Database,
    Migrations,
    /// The configured word lists (none configured).
    WordLists,
    /// The word list of that name under `[lexicons]`.
    WordList(String),
    /// A server channel with a game in progress.
    Channel {
        guild: u64,
        channel: u64,
    },
}

impl Check {
    fn wording(&self) -> Wording {
        match self {
            Check::Configuration => Wording::new("cli-doctor-check-configuration"),
            Check::Token => Wording::new("cli-doctor-check-token"),
            Check::InstallContexts => Wording::new("cli-doctor-check-install"),
            Check::Database => Wording::new("cli-doctor-check-database"),
            Check::Migrations => Wording::new("cli-doctor-check-migrations"),
            Check::WordLists => Wording::new("cli-doctor-check-word-lists"),
            Check::WordList(name) => Wording::new("cli-doctor-check-word-list").put("name", name),
            Check::Channel { guild, channel } => Wording::new("cli-doctor-check-channel")
                .put("channel", channel)
                .put("guild", guild),
        }
    }
}

/// One check's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub check: Check,
    pub verdict: Verdict,
    /// What was found.
    pub found: Wording,
    /// What to do (`None` when all is well).
    pub advice: Option<Wording>,
}

impl Finding {
    pub fn ok(check: Check, found: Wording) -> Self {
        Self {
            check,
            verdict: Verdict::Ok,
            found,
            advice: None,
        }
    }

    pub fn warning(check: Check, found: Wording, advice: Wording) -> Self {
        Self {
            check,
            verdict: Verdict::Warning,
            found,
            advice: Some(advice),
        }
    }

    pub fn problem(check: Check, found: Wording, advice: Wording) -> Self {
        Self {
            check,
            verdict: Verdict::Problem,
            found,
            advice: Some(advice),
        }
    }

    /// The finding as its line: the verdict (padded, so that checks line up), the check, what
    /// was found and what to do.
    pub fn line(&self) -> String {
        let verdict = format!("{:<7}", english(&self.verdict.wording()));
        let wording = match &self.advice {
            None => Wording::new("cli-doctor-line")
                .put("verdict", &verdict)
                .said("check", self.check.wording())
                .said("found", self.found.clone()),
            Some(advice) => Wording::new("cli-doctor-line-advice")
                .put("verdict", &verdict)
                .said("check", self.check.wording())
                .said("found", self.found.clone())
                .said("advice", advice.clone()),
        };
        english(&wording)
    }
}

/// The findings so far, printed as they come.
#[derive(Debug, Default)]
pub struct Report {
    warnings: usize,
    problems: usize,
}

impl Report {
    /// Prints `finding` and counts it.
    pub fn add(&mut self, finding: &Finding) {
        println!("{}", finding.line());
        match finding.verdict {
            Verdict::Ok => {}
            Verdict::Warning => self.warnings += 1,
            Verdict::Problem => self.problems += 1,
        }
    }

    /// The summary line.
    pub fn summary(&self) -> String {
        if self.warnings + self.problems == 0 {
            return english(&Wording::new("cli-doctor-all-ok"));
        }
        english(
            &Wording::new("cli-doctor-summary")
                .number("problems", self.problems)
                .number("warnings", self.warnings),
        )
    }

    /// Whether a problem was found.
    pub fn failed(&self) -> bool {
        self.problems > 0
    }

    /// Prints the summary; the exit code: a failure when there was a problem.
    pub fn finish(self) -> ExitCode {
        println!("{}", self.summary());
        if self.failed() {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_says_the_verdict_the_check_what_was_found_and_what_to_do() {
        let ok = Finding::ok(
            Check::Migrations,
            Wording::new("cli-doctor-migrations-ok").number("count", 22),
        );
        assert_eq!(ok.line(), "ok      migrations: all 22 applied");
        let problem = Finding::problem(
            Check::WordList("nwl".into()),
            Wording::new("cli-doctor-list-unreadable").put("error", &"gone"),
            Wording::new("cli-doctor-list-unreadable-fix"),
        );
        let line = problem.line();
        assert!(
            line.starts_with("problem word list nwl: gone. What to do: "),
            "{line}"
        );
        assert!(!line.contains('\n'), "one line: {line}");
    }

    #[test]
    fn only_a_problem_fails_the_run() {
        let mut report = Report::default();
        assert_eq!(report.summary(), "all ok");
        report.add(&Finding::warning(
            Check::InstallContexts,
            Wording::new("cli-doctor-install-no-user"),
            Wording::new("cli-doctor-install-no-user-fix"),
        ));
        assert_eq!(report.summary(), "0 problems, 1 warning");
        assert!(!report.failed());
        report.add(&Finding::problem(
            Check::Token,
            Wording::new("cli-doctor-token-missing"),
            Wording::new("cli-doctor-token-missing-fix"),
        ));
        assert_eq!(report.summary(), "1 problem, 1 warning");
        assert!(report.failed());
    }
}
