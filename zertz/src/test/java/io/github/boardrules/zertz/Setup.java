package io.github.boardrules.zertz;

import io.github.boardrules.core.Player;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Builds position texts for hand-made positions: rings removed, marbles placed and marbles held
 * are listed; the pool is what the marble set leaves, so that every test position conserves the
 * marbles.
 */
final class Setup {
  private final Zertz rules;
  private final Set<String> removed = new HashSet<>();
  private final Set<String> kept = new HashSet<>();
  private final Map<String, Character> marbles = new HashMap<>();
  private final int[][] held = new int[2][3];
  private int toMove = 1;
  private int quiet;
  private int passes;
  private boolean onlyKept;

  private Setup(Zertz rules) {
    this.rules = rules;
  }

  static Setup on(Zertz rules) {
    return new Setup(rules);
  }

  Setup removed(String... rings) {
    removed.addAll(Set.of(rings));
    return this;
  }

  /** Keeps only these rings (and those given marbles); every other ring is removed. */
  Setup onlyRings(String... rings) {
    onlyKept = true;
    kept.addAll(Set.of(rings));
    return this;
  }

  /** Puts marbles: {@code marble('w', "a1", "a2")}. */
  Setup marble(char colour, String... rings) {
    for (String r : rings) {
      marbles.put(r, colour);
    }
    return this;
  }

  Setup held(Player player, int white, int grey, int black) {
    held[player.ordinal()] = new int[] {white, grey, black};
    return this;
  }

  Setup toMove(Player player) {
    toMove = player.number();
    return this;
  }

  Setup quiet(int plies) {
    quiet = plies;
    return this;
  }

  Setup passes(int count) {
    passes = count;
    return this;
  }

  /** The pool of one colour: the set's marbles less those on the board and held. */
  private int pool(int colour, char symbol) {
    int count = rules.marbleSet().pool(Marble.values()[colour]) - held[0][colour] - held[1][colour];
    for (char c : marbles.values()) {
      if (c == symbol) {
        count--;
      }
    }
    return count;
  }

  String text() {
    ZertzBoard board = rules.board();
    StringBuilder cells = new StringBuilder();
    for (int x = 0; x < board.columnCount(); x++) {
      if (x > 0) {
        cells.append('/');
      }
      for (int row = 1; row <= board.columnLength(x); row++) {
        String name = "" + (char) ('a' + x) + row;
        boolean present = !removed.contains(name) && (!onlyKept || kept.contains(name) || marbles.containsKey(name));
        cells.append(!present ? '-' : marbles.getOrDefault(name, '.'));
      }
    }
    return board.ringCount() + " " + cells + " "
        + pool(0, 'w') + "," + pool(1, 'g') + "," + pool(2, 'b') + " "
        + held[0][0] + "," + held[0][1] + "," + held[0][2] + " "
        + held[1][0] + "," + held[1][1] + "," + held[1][2] + " "
        + toMove + " " + quiet + " " + passes;
  }

  ZertzState state() {
    return rules.positions().decode(text());
  }
}
