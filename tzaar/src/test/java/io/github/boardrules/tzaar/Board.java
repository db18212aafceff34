package io.github.boardrules.tzaar;

import java.util.LinkedHashMap;
import java.util.Map;

/** Builds hand-made positions through the public position text: stacks by point name. */
final class Board {
  private final Map<String, String> stacks = new LinkedHashMap<>();

  static Board empty() {
    return new Board();
  }

  /**
   * Puts a stack on a point.
   *
   * @param point such as "D4"
   * @param pieces letters bottom to top, such as "cca" (WHITE) or "C" (BLACK)
   */
  Board put(String point, String pieces) {
    stacks.put(TzaarPoint.of(point).toString(), pieces);
    return this;
  }

  /** The position text with this board, the colour to move ("w" or "b") and the phase word. */
  String text(String colour, String phase) {
    StringBuilder out = new StringBuilder();
    char column = 'A';
    for (TzaarPoint p : TzaarPoint.all()) {
      if (p.column() != column) {
        out.append('/');
        column = p.column();
      }
      String s = stacks.getOrDefault(p.toString(), ".");
      out.append(s.length() > 1 ? "(" + s + ")" : s);
    }
    return out + " " + colour + " " + phase;
  }

  TzaarState state(String colour, String phase) {
    return Tzaar.fixedSetup().positions().decode(text(colour, phase));
  }
}
