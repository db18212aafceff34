package io.github.boardrules.tzaar;

import io.github.boardrules.core.Legality;

/** The checks of {@link Tzaar#check}, in the order of {@link TzaarReason}. */
final class TzaarLegality {
  private TzaarLegality() {}

  static Legality check(TzaarState state, TzaarMove move, boolean over) {
    if (over) {
      return Legality.illegal(TzaarReason.GAME_OVER, "The game is over: no move is legal");
    }
    TzaarColour mover = state.colourToMove();
    if (state.phase() == TzaarPhase.PLACEMENT) {
      return checkPlacement(state, move, mover);
    }
    return switch (move.kind()) {
      case PLACE -> Legality.illegal(
          TzaarReason.WRONG_PHASE, move + ": all pieces are placed; placements are over");
      case PASS, STACK -> state.phase().captureRequired()
          ? Legality.illegal(TzaarReason.CAPTURE_REQUIRED, captureRequired(state, move))
          : move.kind() == TzaarMove.Kind.PASS ? Legality.legal() : checkLine(state, move, mover);
      case CAPTURE -> checkLine(state, move, mover);
    };
  }

  private static String captureRequired(TzaarState state, TzaarMove move) {
    return state.phase() == TzaarPhase.OPENING
        ? move + ": WHITE's opening turn is a single capture"
        : move + ": the first action of a turn must be a capture";
  }

  private static Legality checkPlacement(TzaarState state, TzaarMove move, TzaarColour mover) {
    if (move.kind() != TzaarMove.Kind.PLACE) {
      return Legality.illegal(
          TzaarReason.WRONG_PHASE,
          move + ": the pieces are being placed; " + mover + " places one of his pieces, like "
              + TzaarPiece.of(mover, TzaarType.TOTT).letter() + "@E4");
    }
    TzaarPiece piece = move.placedPiece();
    TzaarPoint point = TzaarPoint.ofIndex(move.toIndex());
    if (piece.colour() != mover) {
      return Legality.illegal(
          TzaarReason.NOT_YOUR_PIECE,
          move + ": '" + piece.letter() + "' is a " + piece.colour() + " piece; " + mover
              + " is to place");
    }
    if (state.height(point) != 0) {
      return Legality.illegal(TzaarReason.POINT_OCCUPIED, move + ": " + point + " is not empty");
    }
    if (state.piecesInHand(mover, piece.type()) == 0) {
      return Legality.illegal(
          TzaarReason.NONE_LEFT,
          move + ": " + mover + " has placed all " + piece.type().count() + " pieces of type '"
              + piece.type().letter() + "'");
    }
    return Legality.legal();
  }

  private static Legality checkLine(TzaarState state, TzaarMove move, TzaarColour mover) {
    TzaarPoint from = TzaarPoint.ofIndex(move.fromIndex());
    TzaarPoint to = TzaarPoint.ofIndex(move.toIndex());
    if (state.height(from) == 0) {
      return Legality.illegal(TzaarReason.NO_STACK_THERE, move + ": " + from + " is empty");
    }
    if (state.colourAt(from.index()) != mover) {
      return Legality.illegal(
          TzaarReason.NOT_YOUR_STACK,
          move + ": the stack on " + from + " is " + mover.opponent() + "'s; " + mover + " is to move");
    }
    int direction = TzaarBoard.direction(from, to);
    if (direction < 0) {
      return Legality.illegal(
          TzaarReason.NOT_IN_LINE,
          from.equals(to)
              ? move + ": a stack must move to another point"
              : move + ": " + from + " and " + to + " are not on one line");
    }
    int x = from.x() + TzaarBoard.DX[direction];
    int y = from.y() + TzaarBoard.DY[direction];
    while (x != to.x() || y != to.y()) {
      int at = TzaarBoard.at(x, y);
      if (at == -2) {
        return Legality.illegal(
            TzaarReason.CENTRE_HOLE,
            move + ": the line from " + from + " to " + to + " crosses the centre hole E5");
      }
      if (state.height(TzaarPoint.ofIndex(at)) != 0) {
        return Legality.illegal(
            TzaarReason.PATH_BLOCKED,
            move + ": the stack on " + TzaarPoint.ofIndex(at) + " stands between " + from + " and "
                + to);
      }
      x += TzaarBoard.DX[direction];
      y += TzaarBoard.DY[direction];
    }
    int targetHeight = state.height(to);
    if (targetHeight == 0) {
      return Legality.illegal(
          TzaarReason.EMPTY_TARGET,
          move + ": " + to + " is empty; a stack moves to the first occupied point");
    }
    boolean own = state.colourAt(to.index()) == mover;
    if (move.kind() == TzaarMove.Kind.CAPTURE) {
      if (own) {
        return Legality.illegal(
            TzaarReason.OWN_STACK,
            move + ": the stack on " + to + " is " + mover + "'s own; " + from + ">" + to
                + " would stack on it");
      }
      int height = state.height(from);
      if (targetHeight > height) {
        return Legality.illegal(
            TzaarReason.TARGET_TOO_HIGH,
            move + ": the stack on " + to + " is " + targetHeight + " high, higher than the "
                + height + " of the stack on " + from);
      }
      return Legality.legal();
    }
    if (!own) {
      return Legality.illegal(
          TzaarReason.ENEMY_STACK,
          move + ": the stack on " + to + " is " + mover.opponent() + "'s; " + from + "x" + to
              + " would capture it");
    }
    return Legality.legal();
  }
}
