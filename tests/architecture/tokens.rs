//! The few tokens the module graph needs from a Rust file: identifiers, `::`, punctuation and
//! string literals' text (for `#[path]`), with comments, chars and lifetimes left out.

#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    Ident(String),
    Str(String),
    PathSep,
    Punct(char),
}

/// The tokens of `source`, without comments; string literals keep their text, chars and
/// lifetimes are dropped.
pub fn tokens(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('#') || next == Some('"')) && raw_string_at(&chars, i) {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            let start = i + 2 + hashes;
            let mut end = start;
            while end < chars.len()
                && !(chars[end] == '"' && (1..=hashes).all(|k| chars.get(end + k) == Some(&'#')))
            {
                end += 1;
            }
            out.push(Token::Str(chars[start..end].iter().collect()));
            i = end + 1 + hashes;
        } else if c == '"' {
            let mut text = String::new();
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                text.push(chars[i]);
                i += 1;
            }
            out.push(Token::Str(text));
            i += 1;
        } else if c == '\'' {
            // A char literal ('x', '\n', '\u{1F600}') or a lifetime ('a): both dropped.
            if next == Some('\\') {
                i += 3;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
            }
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            // A byte string (b"...") is a string: its prefix is no identifier.
            if word != "b" || chars.get(i) != Some(&'"') {
                out.push(Token::Ident(word));
            }
        } else if c == ':' && next == Some(':') {
            out.push(Token::PathSep);
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(Token::Punct(c));
            }
            i += 1;
        }
    }
    out
}

fn raw_string_at(chars: &[char], i: usize) -> bool {
    let before_ok = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
    before_ok && chars.get(i + 1 + hashes) == Some(&'"')
}
