package io.github.boardrules.nim.catalog;

import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.HeapNimState;
import java.util.regex.Pattern;

/** Text diagrams of the NIM positions, whose states have only their one-line position text. */
final class NimDiagrams {
  private static final Pattern SLASH = Pattern.compile("/");
  private static final Pattern COMMA = Pattern.compile(",");
  private static final int LONGEST_HEAP_DRAWN = 40;

  private NimDiagrams() {}

  /**
   * Draws a grid with row numbers at the left and column letters below, as the notation names
   * the points ({@code a1} at the bottom left).
   *
   * @param rules the rules
   * @param state the position
   * @return the diagram, one line a row, top row first
   */
  static String grid(GridNim rules, GridNimState state) {
    String text = state.toString();
    String[] rows = SLASH.split(text.substring(0, text.indexOf(' ')), -1);
    int labelWidth = String.valueOf(rules.rows()).length();
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < rows.length; i++) {
      String label = String.valueOf(rows.length - i);
      out.append(" ".repeat(labelWidth - label.length())).append(label);
      for (char c : rows[i].toCharArray()) {
        out.append(' ').append(c);
      }
      out.append('\n');
    }
    out.append(" ".repeat(labelWidth));
    for (int c = 0; c < rules.columns(); c++) {
      out.append(' ').append((char) ('a' + c));
    }
    return out.append('\n').toString();
  }

  /**
   * Draws the heaps, one line each: {@code h3 ooo (3)}.
   *
   * @param state the position
   * @return the diagram
   */
  static String heaps(HeapNimState state) {
    String text = state.toString();
    String[] heaps = COMMA.split(text.substring(0, text.indexOf(' ')), -1);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < heaps.length; i++) {
      long size = Long.parseLong(heaps[i]);
      String balls = "o".repeat((int) Math.min(size, LONGEST_HEAP_DRAWN));
      out.append('h').append(i + 1).append(' ').append(balls)
          .append(size > LONGEST_HEAP_DRAWN ? "..." : "")
          .append(" (").append(size).append(")\n");
    }
    return out.toString();
  }
}
