//! The bundled fonts (`DejaVuSans.ttf`, `DejaVuSans-Bold.ttf`), parsed once on first use.

use std::sync::LazyLock;

use ab_glyph::FontRef;

static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans.ttf"))
        .expect("the bundled DejaVu Sans font parses")
});

static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans-Bold.ttf"))
        .expect("the bundled DejaVu Sans Bold font parses")
});

/// Which of the bundled faces to draw with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    Regular,
    Bold,
}

impl Face {
    pub(crate) fn font(self) -> &'static FontRef<'static> {
        match self {
            Face::Regular => &REGULAR,
            Face::Bold => &BOLD,
        }
    }
}
