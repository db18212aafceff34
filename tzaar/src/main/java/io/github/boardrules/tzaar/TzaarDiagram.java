package io.github.boardrules.tzaar;

import io.github.boardrules.tzaar.internal.TzaarBoard;
import io.github.boardrules.tzaar.internal.TzaarStacks;

/** Draws a position as text; see {@link TzaarState#diagram()}. */
final class TzaarDiagram {
  private static final int WIDTH = 4;

  private TzaarDiagram() {}

  static String draw(TzaarState state) {
    StringBuilder out = new StringBuilder(1024);
    StringBuilder header = new StringBuilder();
    for (int x = 0; x < 9; x++) {
      pad(header, "" + (char) ('A' + x));
    }
    String columns = header.toString().stripTrailing();
    out.append(columns).append('\n');
    for (int y = 16; y >= 0; y--) {
      StringBuilder line = new StringBuilder();
      for (int x = 0; x < 9; x++) {
        int at = TzaarBoard.at(x, y);
        if (at == -2) {
          pad(line, "*");
        } else if (at < 0) {
          pad(line, "");
        } else {
          long content = state.content(at);
          if (content == 0) {
            pad(line, ".");
          } else {
            int height = TzaarStacks.height(content);
            char letter =
                TzaarPiece.of(state.colourAt(at), TzaarType.ofCode(TzaarStacks.topCode(content)))
                    .letter();
            pad(line, height == 1 ? "" + letter : "" + letter + height);
          }
        }
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    out.append(columns).append('\n');
    out.append(state.colourToMove()).append(" to move, ").append(phaseText(state.phase()));
    return out.append('\n').toString();
  }

  private static String phaseText(TzaarPhase phase) {
    return switch (phase) {
      case PLACEMENT -> "placing a piece";
      case OPENING -> "opening capture";
      case CAPTURE -> "first action (capture)";
      case SECOND_ACTION -> "second action (capture, stack or pass)";
    };
  }

  private static void pad(StringBuilder line, String cell) {
    line.append(cell);
    for (int i = cell.length(); i < WIDTH; i++) {
      line.append(' ');
    }
  }
}
