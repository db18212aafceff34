package io.github.boardrules.zertz;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An independent model of the board geometry, written from the rules specification's table and
 * "doubled row" formula with coordinates and sets instead of bit masks, to check the rules' tables
 * and results against.
 */
final class Geometry {
  /** The spec's offsets of the six neighbours, in cyclic order. */
  static final int[][] DIRECTIONS = {{-1, -1}, {-1, 1}, {0, 2}, {1, 1}, {1, -1}, {0, -2}};

  final int[] lengths;
  final int[] first;

  private Geometry(int[] lengths, int[] first) {
    this.lengths = lengths;
    this.first = first;
  }

  /** The spec's table: column lengths and first doubled rows. */
  static Geometry of(ZertzBoard board) {
    switch (board) {
      case RINGS_37:
        return new Geometry(new int[] {4, 5, 6, 7, 6, 5, 4}, new int[] {3, 2, 1, 0, 1, 2, 3});
      case RINGS_48:
        return new Geometry(new int[] {5, 6, 7, 8, 7, 6, 5, 4}, new int[] {3, 2, 1, 0, 1, 2, 3, 4});
      default:
        return new Geometry(new int[] {5, 6, 7, 8, 9, 8, 7, 6, 5}, new int[] {4, 3, 2, 1, 0, 1, 2, 3, 4});
    }
  }

  /** Every ring as a name like "d4". */
  List<String> names() {
    List<String> names = new ArrayList<>();
    for (int x = 0; x < lengths.length; x++) {
      for (int row = 1; row <= lengths[x]; row++) {
        names.add("" + (char) ('a' + x) + row);
      }
    }
    return names;
  }

  /** The neighbour position of a ring in a direction, as a name, or null when off the board. */
  String neighbour(String name, int direction) {
    int x = name.charAt(0) - 'a';
    int row = Integer.parseInt(name.substring(1));
    int y = 2 * (row - 1) + first[x];
    int nx = x + DIRECTIONS[direction][0];
    int ny = y + DIRECTIONS[direction][1];
    if (nx < 0 || nx >= lengths.length) {
      return null;
    }
    int offset = ny - first[nx];
    if (offset < 0 || offset % 2 != 0 || offset / 2 >= lengths[nx]) {
      return null;
    }
    return "" + (char) ('a' + nx) + (offset / 2 + 1);
  }

  /** The spec's free-ring test on a set of rings and a set of occupied rings. */
  boolean isFree(String ring, Set<String> rings, Set<String> occupied) {
    if (!rings.contains(ring) || occupied.contains(ring)) {
      return false;
    }
    for (int d = 0; d < 6; d++) {
      String a = neighbour(ring, d);
      String b = neighbour(ring, (d + 1) % 6);
      if ((a == null || !rings.contains(a)) && (b == null || !rings.contains(b))) {
        return true;
      }
    }
    return false;
  }

  /** The free rings. */
  Set<String> free(Set<String> rings, Set<String> occupied) {
    Set<String> free = new HashSet<>();
    for (String r : rings) {
      if (isFree(r, rings, occupied)) {
        free.add(r);
      }
    }
    return free;
  }

  /** The groups of connected rings. */
  List<Set<String>> groups(Set<String> rings) {
    List<Set<String>> groups = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (String start : rings) {
      if (seen.contains(start)) {
        continue;
      }
      Set<String> group = new HashSet<>();
      List<String> todo = new ArrayList<>(List.of(start));
      while (!todo.isEmpty()) {
        String r = todo.remove(todo.size() - 1);
        if (!group.add(r)) {
          continue;
        }
        for (int d = 0; d < 6; d++) {
          String n = neighbour(r, d);
          if (n != null && rings.contains(n) && !group.contains(n)) {
            todo.add(n);
          }
        }
      }
      seen.addAll(group);
      groups.add(group);
    }
    return groups;
  }

  /** The rings of a state, by name. */
  static Set<String> rings(ZertzState state) {
    Set<String> rings = new HashSet<>();
    for (int c = 0; c < state.board().ringCount(); c++) {
      if (state.hasRing(c)) {
        rings.add(state.board().cellName(c));
      }
    }
    return rings;
  }

  /** The occupied rings of a state, by name. */
  static Set<String> occupied(ZertzState state) {
    Set<String> occupied = new HashSet<>();
    for (int c = 0; c < state.board().ringCount(); c++) {
      if (state.marbleAt(c).isPresent()) {
        occupied.add(state.board().cellName(c));
      }
    }
    return occupied;
  }
}
