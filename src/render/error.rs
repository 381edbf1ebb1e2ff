//! Why a picture could not be produced: the one error type of the pictures, in its own
//! file so the files that draw and encode stand on it and not on the folder that re-exports them.

/// Why a picture could not be produced. Internal: players see a short apology, not this.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("could not encode the picture as PNG: {0}")]
    Encode(#[from] image::ImageError),
    #[error("could not encode the animation as GIF: {0}")]
    Gif(#[from] gif::EncodingError),
    #[error("an animation needs at least one frame")]
    NoFrames,
    #[error("the frames of an animation must share one size, at most 65535 pixels a side")]
    FrameSize,
}
