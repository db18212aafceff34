package io.github.boardrules.tzaar;

import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The positions games start from: the standard position of the fixed setup, the empty board of
 * the tournament setup, and the shuffles of the random setup. {@link Tzaar} documents each.
 */
final class TzaarStartPositions {
  private static final String[][] STANDARD_PIECES = {
    {"c", "A5 B1 B6 C1 C7 D1 D5 D8 E1 E4 F5 I2 I3 I4 I5"},
    {"b", "B5 C2 C6 D2 D7 E2 H3 H4 H5"},
    {"a", "C5 D3 D6 E3 G4 G5"},
    {"C", "A1 A2 A3 A4 D4 E6 E9 F1 F4 F8 G1 G7 H1 H6 I1"},
    {"B", "B2 B3 B4 E8 F2 F7 G2 G6 H2"},
    {"A", "C3 C4 E7 F3 F6 G3"},
  };

  static final TzaarState STANDARD = makeStandardPosition();
  static final TzaarState EMPTY_BOARD =
      TzaarState.of(new long[TzaarPoint.COUNT], 0, TzaarColour.WHITE, TzaarPhase.PLACEMENT);

  private TzaarStartPositions() {}

  /**
   * Returns the random setup a generator draws: the 60 pieces shuffled onto the 60 points by a
   * Fisher-Yates shuffle of the pieces in point order.
   */
  static TzaarState shuffled(RandomGenerator random) {
    TzaarPiece[] pieces = new TzaarPiece[TzaarPoint.COUNT];
    int next = 0;
    for (TzaarPiece piece : TzaarPiece.values()) {
      for (int i = 0; i < piece.type().count(); i++) {
        pieces[next++] = piece;
      }
    }
    for (int i = pieces.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      TzaarPiece swap = pieces[i];
      pieces[i] = pieces[j];
      pieces[j] = swap;
    }
    return fromPieces(pieces);
  }

  private static TzaarState fromPieces(@Nullable TzaarPiece[] pieces) {
    long[] stacks = new long[TzaarPoint.COUNT];
    long white = 0;
    for (int p = 0; p < pieces.length; p++) {
      TzaarPiece piece = pieces[p];
      if (piece == null) {
        throw new IllegalStateException("No piece for point " + TzaarPoint.ofIndex(p));
      }
      stacks[p] = piece.type().code();
      if (piece.colour() == TzaarColour.WHITE) {
        white |= 1L << p;
      }
    }
    return TzaarState.of(stacks, white, TzaarColour.WHITE, TzaarPhase.OPENING);
  }

  private static TzaarState makeStandardPosition() {
    @Nullable TzaarPiece[] pieces = new TzaarPiece[TzaarPoint.COUNT];
    for (String[] group : STANDARD_PIECES) {
      TzaarPiece piece = TzaarPiece.ofLetter(group[0].charAt(0));
      for (String name : group[1].split(" ", -1)) {
        pieces[TzaarPoint.of(name).index()] = piece;
      }
    }
    return fromPieces(pieces);
  }
}
