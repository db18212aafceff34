package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.core.MoveNotation;

/** The move notation of the intarsia puzzles: {@link Rotation#toString()} and {@link Rotation#parse}. */
final class RotationNotation implements MoveNotation<Rotation> {
  static final RotationNotation INSTANCE = new RotationNotation();

  private RotationNotation() {}

  @Override
  public String format(Rotation move) {
    return move.toString();
  }

  @Override
  public Rotation parse(CharSequence text) {
    return Rotation.parse(text);
  }
}
