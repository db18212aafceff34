package io.github.boardrules.colorfield;

import io.github.boardrules.core.Status;

/** The text diagram of a colour-field position, for people; see {@link ColorField#render}. */
final class ColorFieldDiagram {
  private ColorFieldDiagram() {}

  /** Draws a state made by its rules (see {@link ColorField#render} for the format). */
  static String draw(ColorFieldState state) {
    ColorFieldLayout layout = state.layout();
    int columns = layout.columns();
    int width = String.valueOf(layout.rows()).length();
    StringBuilder out = new StringBuilder();
    for (int row = layout.rows() - 1; row >= 0; row--) {
      String number = String.valueOf(row + 1);
      out.append(" ".repeat(width - number.length())).append(number);
      for (int column = 0; column < columns; column++) {
        int square = layout.squareAt(column, row);
        out.append(' ');
        if (square < 0) {
          out.append("  ");
          continue;
        }
        out.append(Character.toLowerCase(layout.color(square).letter()));
        boolean named = layout.column(square) == column && layout.row(square) == row;
        out.append(named ? ColorFieldPositions.pieceChar(state, square) : '+');
      }
      out.append('\n');
    }
    out.append(" ".repeat(width));
    for (int column = 0; column < columns; column++) {
      out.append(' ').append((char) ('a' + column)).append(' ');
    }
    out.append('\n').append("gates:");
    for (int g = 0; g < layout.gateCount(); g++) {
      out.append(g == 0 ? " " : ", ").append(layout.name(layout.squareCount() + g)).append(' ')
          .append(ColorFieldPositions.gateChar(state, g));
    }
    out.append('\n');
    Status status = state.cachedStatus();
    out.append(status.isOver() ? "game over, " + status : state.toMove() + " to move")
        .append(", ply ").append(state.plies()).append('\n');
    return out.toString();
  }
}
