//! Board, rack, chart and table pictures as PNG, and a game's replay as an animated GIF, drawn
//! from engine data with the bundled fonts (`fonts/`).

mod animation;
mod board;
mod canvas;
mod chart;
mod error;
mod fonts;
mod header;
pub(crate) mod palette;
mod rack;
mod replay;
mod table;
mod text;
mod tile;
mod win_chart;

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

pub use board::{BoardLabels, BoardView, render_board, render_board_labelled};
pub use chart::{LineChart, ScoreLine, render_line_chart, render_score_chart};
pub use error::RenderError;
pub use header::PlayerLine;
pub use rack::render_rack;
pub use replay::{
    Caption, FRAME_DELAY_CS, LAST_FRAME_DELAY_CS, ReplayFrame, render_replay_frame, replay_gif,
};
pub use table::{Align, Column, TablePicture, render_table};
pub use win_chart::{WinChart, WinWords, render_win_chart};

/// Encodes a picture as PNG with fast compression (flat colours compress well anyway).
pub fn encode_png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let mut png = Vec::with_capacity(128 * 1024);
    PngEncoder::new_with_quality(&mut png, CompressionType::Fast, FilterType::Adaptive)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )?;
    Ok(png)
}

/// The board picture as PNG bytes, ready to attach to a message.
pub fn board_png(view: &BoardView<'_>) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_board(view))
}

/// The board picture as PNG bytes, its words in `labels`.
pub fn board_png_labelled(
    view: &BoardView<'_>,
    labels: &BoardLabels,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_board_labelled(view, labels))
}

/// The score chart of a game review as PNG bytes, with its title and the horizontal axis's
/// caption.
pub fn score_chart_png(
    lines: &[ScoreLine],
    title: &str,
    x_axis: &str,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_score_chart(lines, title, x_axis))
}

/// The chance-of-winning chart of a game review as PNG bytes.
pub fn win_chart_png(chart: &WinChart<'_>) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_win_chart(chart))
}

/// A line chart (a rating history, ...) as PNG bytes.
pub fn line_chart_png(chart: &LineChart<'_>) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_line_chart(chart))
}

/// A table (a leaderboard, standings) as PNG bytes.
pub fn table_png(table: &TablePicture) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_table(table))
}

/// The rack picture as PNG bytes, ready to send by DM.
pub fn rack_png(
    tiles: &crate::engine::tiles::TileSet,
    rack: &[u8],
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_rack(tiles, rack))
}

#[cfg(test)]
mod label_tests;
#[cfg(test)]
mod tests;

/// Where squares are drawn and in which colours, for tests elsewhere that look at pixels.
#[cfg(test)]
pub(crate) mod testing {
    pub(crate) use super::board::geometry_of;
    pub(crate) use super::palette;
}
