//! How an edition writes a letter it has no tile for: its one fold table. A letter with a
//! diacritic that is not a tile of the set is played as the letters it is written with (French
//! É is E, Œ is OE; Spanish Á is A; German ß is SS), while a letter that is a tile of its own is
//! never folded (Spanish Ñ, German Ä Ö Ü, Polish Ą ... Ż: typed N never matches Ñ). The same
//! table serves the reading of system word lists and every text a player types (plays, racks,
//! exchanges, word queries), so a word is typed as the list spells it. An edition may add its
//! own entries, taken before the shared Latin table (Norwegian plays Ä as Æ and Ö as Ø, Swedish
//! Æ as Ä and Ø as Ö, as their alphabets sort them), and an entry whose letters are not all
//! tiles of the set is left out (Italian has no Y tile, so Ý stays a letter it cannot play).

/// An entry of a fold table: an upper-case letter and the upper-case letters it is played as.
pub type Fold = (char, &'static str);

/// The Latin letters with diacritics (and the ligatures) of the languages the editions are
/// for, by the letters they are written with when a set has no tile of their own.
const LATIN: &[(&str, &str)] = &[
    ("ÀÁÂÃÄÅĀĂĄ", "A"),
    ("Æ", "AE"),
    ("ÇĆĈĊČ", "C"),
    ("ĎĐ", "D"),
    ("ÈÉÊËĒĔĖĘĚ", "E"),
    ("ĜĞĠĢ", "G"),
    ("ÌÍÎÏĨĪĬĮİ", "I"),
    ("Ĳ", "IJ"),
    ("ĹĻĽĿŁ", "L"),
    ("ÑŃŅŇ", "N"),
    ("ÒÓÔÕÖØŌŎŐ", "O"),
    ("Œ", "OE"),
    ("ŔŖŘ", "R"),
    ("ŚŜŞŠ", "S"),
    ("ẞ", "SS"),
    ("ŢŤ", "T"),
    ("ÙÚÛÜŨŪŬŮŰŲ", "U"),
    ("ÝŸ", "Y"),
    ("ŹŻŽ", "Z"),
];

/// The lower-case sharp s, which has no one-letter capital in common use: it is looked up as
/// the capital `ẞ`.
pub(super) const SHARP_S: char = 'ß';

/// The vowels of the Latin alphabet as the editions count them (Y with them: GYM, RYTM, TYP).
const VOWELS: &str = "AEIOUY";

/// The letter `c` (upper case) is written with in the shared Latin table, if it has a
/// diacritic or is a ligature.
fn latin(c: char) -> Option<&'static str> {
    LATIN
        .iter()
        .find(|(accented, _)| accented.contains(c))
        .map(|&(_, base)| base)
}

/// A set's fold table, sorted by letter: the edition's own entries, then the Latin table's,
/// leaving out the letters that are tiles of the set and the entries it cannot spell.
/// `is_tile` says whether a character is (in either case) a one-letter tile of the set.
pub(super) fn fold_table(is_tile: impl Fn(char) -> bool, own: &[Fold]) -> Vec<(char, String)> {
    let spellable = |letters: &str| letters.chars().all(&is_tile);
    let latin = LATIN
        .iter()
        .flat_map(|&(accented, base)| accented.chars().map(move |c| (c, base)));
    let mut table: Vec<(char, String)> = Vec::new();
    for (c, letters) in own.iter().copied().chain(latin) {
        if !is_tile(c) && spellable(letters) && table.iter().all(|&(seen, _)| seen != c) {
            table.push((c, letters.to_owned()));
        }
    }
    table.sort_unstable();
    table
}

/// Whether a letter labelled `label` is a vowel: one letter that is, or is written with (in the
/// Latin table), A E I O U or Y. Multi-letter tiles (CH, NY, QU, L·L) are not.
pub(super) fn is_vowel_label(label: &str) -> bool {
    let mut chars = label.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return false;
    };
    let base = latin(c).and_then(|b| b.chars().next()).unwrap_or(c);
    VOWELS.contains(base)
}

#[cfg(test)]
#[path = "fold_tests.rs"]
mod tests;
