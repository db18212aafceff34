package io.github.boardrules.pikkpakk.pushfour;

import io.github.boardrules.core.MoveNotation;

/** The move notation of {@link PushFourMove}: the entry point's name. */
final class PushFourNotation implements MoveNotation<PushFourMove> {
  static final PushFourNotation INSTANCE = new PushFourNotation();

  private PushFourNotation() {}

  @Override
  public String format(PushFourMove move) {
    return move.toString();
  }

  @Override
  public PushFourMove parse(CharSequence text) {
    return PushFourMove.parse(text);
  }
}
