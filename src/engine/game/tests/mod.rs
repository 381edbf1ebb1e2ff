//! Tests of the game state machine.
