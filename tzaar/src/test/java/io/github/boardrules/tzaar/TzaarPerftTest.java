package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Perft;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Move counts from the fixed setup to depth 2 — WHITE's single opening capture, then BLACK's first
 * action, which is a capture too — against a count made here independently: a map of point names
 * to stacks and a walk along the six lines from the rules text ({@link Hex}).
 */
class TzaarPerftTest {
  private final Tzaar rules = Tzaar.fixedSetup();

  /** The fixed setup as point name to piece letters, read from the position text by hand rules. */
  private static Map<String, String> board(TzaarState state) {
    Map<String, String> board = new HashMap<>();
    for (TzaarPoint p : TzaarPoint.all()) {
      state.stack(p).ifPresent(s -> board.put(p.toString(), s.toString()));
    }
    return board;
  }

  private static boolean white(String stack) {
    return Character.isLowerCase(stack.charAt(0));
  }

  /** Every capture of one colour, written "from x to". */
  private static List<String> captures(Map<String, String> board, boolean whiteMoves) {
    List<String> captures = new ArrayList<>();
    for (Map.Entry<String, String> own : board.entrySet()) {
      if (white(own.getValue()) != whiteMoves) {
        continue;
      }
      String from = own.getKey();
      for (int[] step : Hex.STEPS) {
        int x = Hex.x(from) + step[0];
        int y = Hex.y(from) + step[1];
        String at = Hex.name(x, y);
        while (at != null && !board.containsKey(at)) {
          x += step[0];
          y += step[1];
          at = Hex.name(x, y);
        }
        if (at == null) {
          continue; // the edge or the hole
        }
        String target = board.get(at);
        if (white(target) != whiteMoves && target.length() <= own.getValue().length()) {
          captures.add(from + "x" + at);
        }
      }
    }
    return captures;
  }

  private static Map<String, String> afterCapture(Map<String, String> board, String capture) {
    Map<String, String> after = new HashMap<>(board);
    String from = capture.substring(0, 2);
    String to = capture.substring(3);
    after.put(to, after.remove(from));
    return after;
  }

  @Test
  void depthOneIsWhitesCaptures() {
    Map<String, String> board = board(rules.initialState());
    int expected = captures(board, true).size();
    assertThat(Perft.count(rules, rules.initialState(), 1)).isEqualTo(expected);
    List<String> listed = new ArrayList<>();
    rules.legalMoves(rules.initialState()).forEach(m -> listed.add(m.toString()));
    assertThat(listed).containsExactlyInAnyOrderElementsOf(captures(board, true));
  }

  @Test
  void depthTwoAddsBlacksFirstCapture() {
    Map<String, String> board = board(rules.initialState());
    Map<String, Long> expected = new LinkedHashMap<>();
    long total = 0;
    for (String capture : captures(board, true)) {
      // One WHITE capture leaves BLACK 29 pieces of all three types: the game goes on.
      long count = captures(afterCapture(board, capture), false).size();
      expected.put(capture, count);
      total += count;
    }
    assertThat(Perft.count(rules, rules.initialState(), 2)).isEqualTo(total);
    Map<String, Long> divided = new HashMap<>();
    Perft.divide(rules, rules.initialState(), 2).forEach((m, n) -> divided.put(m.toString(), n));
    assertThat(divided).isEqualTo(expected);
  }

  @Test
  void theIndependentCountSeesOnlyNeighboursOnTheFullBoard() {
    // On the full board every line ends at the next point, so each capture joins neighbours:
    // a sanity check of the walk above, worked by hand for D5 (WHITE Tott, ring 1): its
    // neighbours are D6 (a), E6 (C), D4 (C), C4 (A), C5 (a) and the hole; it takes E6, D4, C4.
    List<String> fromD5 = new ArrayList<>();
    for (String c : captures(board(rules.initialState()), true)) {
      if (c.startsWith("D5")) {
        fromD5.add(c);
      }
    }
    assertThat(fromD5).containsExactlyInAnyOrder("D5xE6", "D5xD4", "D5xC4");
  }
}
