//! One language's catalogue: a Fluent file read into a bundle, each message formatted with
//! its values; and, for the tests, each message's key and the values it puts in.

#[cfg(test)]
use std::collections::BTreeSet;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

use crate::kinds::Language;

/// One language's catalogue, read.
pub struct Catalogue {
    bundle: FluentBundle<FluentResource>,
}

impl Catalogue {
    /// Reads a catalogue's text; the error names what could not be read.
    pub fn parse(language: Language, text: &str) -> Result<Self, String> {
        let resource = FluentResource::try_new(text.to_owned())
            .map_err(|(_, errors)| format!("{} catalogue: {errors:?}", language.code()))?;
        let tag: LanguageIdentifier = language
            .code()
            .parse()
            .map_err(|e| format!("{}: {e}", language.code()))?;
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // Names and descriptions go to Discord as plain text: no bidirectional isolation marks.
        bundle.set_use_isolating(false);
        bundle
            .add_resource(resource)
            .map_err(|errors| format!("{} catalogue: {errors:?}", language.code()))?;
        Ok(Self { bundle })
    }

    /// The message `key`'s text (a command's or option's name).
    pub fn name(&self, key: &str) -> Option<String> {
        let pattern = self.bundle.get_message(key)?.value()?;
        Some(self.format(pattern))
    }

    /// The message `key`'s `.description`.
    pub fn description(&self, key: &str) -> Option<String> {
        let pattern = self
            .bundle
            .get_message(key)?
            .get_attribute("description")?
            .value();
        Some(self.format(pattern))
    }

    /// The message `key` with `args` put in, if the catalogue has it.
    pub fn text(&self, key: &str, args: &FluentArgs) -> Option<String> {
        let pattern = self.bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(args), &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    fn format(&self, pattern: &ast::Pattern<&str>) -> String {
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned()
    }
}

/// The key of each message of a catalogue's text, in the file's order.
pub fn message_keys(text: &str) -> Vec<String> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(resource, _)| resource);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

/// Each message of a catalogue's text, in the file's order, with the names of the values it
/// puts in (`$id` is `id`): what the tests hold every language to.
#[cfg(test)]
pub fn messages_of(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(resource, _)| resource);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => {
                let mut values = BTreeSet::new();
                if let Some(pattern) = &m.value {
                    pattern_variables(pattern, &mut values);
                }
                Some((m.id.name.to_owned(), values))
            }
            _ => None,
        })
        .collect()
}

#[cfg(test)]
fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

#[cfg(test)]
fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
    }
}

#[cfg(test)]
fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}
