//! The names settings are stored and typed with: challenge rules, end conventions, levels.

use crate::engine::game::{ChallengeRule, EndAdjustment};

use super::errors::UserError;

pub fn challenge_rule(name: &str) -> Result<ChallengeRule, UserError> {
    Ok(match name.trim().to_ascii_lowercase().as_str() {
        "void" => ChallengeRule::Void,
        "double" => ChallengeRule::Double,
        "single" => ChallengeRule::Single,
        "5pt" | "5" | "five" => ChallengeRule::FivePoint,
        "10pt" | "10" | "ten" => ChallengeRule::TenPoint,
        _ => return Err(UserError::UnknownChallengeRule(name.to_owned())),
    })
}

pub fn challenge_rule_name(rule: ChallengeRule) -> &'static str {
    match rule {
        ChallengeRule::Void => "void",
        ChallengeRule::Double => "double",
        ChallengeRule::Single => "single",
        ChallengeRule::FivePoint => "5pt",
        ChallengeRule::TenPoint => "10pt",
    }
}

pub fn adjustment(name: &str) -> Option<EndAdjustment> {
    match name {
        "rulebook" => Some(EndAdjustment::RuleBook),
        "tournament" => Some(EndAdjustment::Tournament),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for rule in [ChallengeRule::Void, ChallengeRule::Double, ChallengeRule::Single, ChallengeRule::FivePoint, ChallengeRule::TenPoint] {
            assert_eq!(challenge_rule(challenge_rule_name(rule)), Ok(rule));
        }
        assert_eq!(adjustment("rulebook"), Some(EndAdjustment::RuleBook));
        assert_eq!(adjustment("tournament"), Some(EndAdjustment::Tournament));
        assert_eq!(adjustment("other"), None);
        assert!(challenge_rule("triple").is_err());
    }
}
