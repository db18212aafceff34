package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The fixed standard position against the rules specification's lists and structure. */
class TzaarFixedSetupTest {
  /** The lists of the rules specification, verbatim. */
  private static final String[][] SPEC = {
    {"c", "A5 B1 B6 C1 C7 D1 D5 D8 E1 E4 F5 I2 I3 I4 I5"},
    {"b", "B5 C2 C6 D2 D7 E2 H3 H4 H5"},
    {"a", "C5 D3 D6 E3 G4 G5"},
    {"C", "A1 A2 A3 A4 D4 E6 E9 F1 F4 F8 G1 G7 H1 H6 I1"},
    {"B", "B2 B3 B4 E8 F2 F7 G2 G6 H2"},
    {"A", "C3 C4 E7 F3 F6 G3"},
  };

  private final TzaarState start = Tzaar.fixedSetup().initialState();

  private static Map<String, Character> specPieces() {
    Map<String, Character> pieces = new HashMap<>();
    for (String[] group : SPEC) {
      for (String point : group[1].split(" ")) {
        assertThat(pieces.put(point, group[0].charAt(0))).as("%s listed once", point).isNull();
      }
    }
    return pieces;
  }

  private char letterAt(String point) {
    TzaarStack stack = start.stack(TzaarPoint.of(point)).orElseThrow();
    assertThat(stack.height()).isEqualTo(1);
    return stack.toString().charAt(0);
  }

  @Test
  void matchesTheListsOfTheRulesText() {
    Map<String, Character> pieces = specPieces();
    assertThat(pieces).hasSize(60);
    for (TzaarPoint point : TzaarPoint.all()) {
      assertThat(letterAt(point.toString())).as("%s", point).isEqualTo(pieces.get(point.toString()));
    }
    assertThat(start.colourToMove()).isEqualTo(TzaarColour.WHITE);
    assertThat(start.phase()).isEqualTo(TzaarPhase.OPENING);
    assertThat(Tzaar.fixedSetup().initialState()).isEqualTo(start);
    assertThat(Tzaar.standardPosition()).isEqualTo(start);
  }

  @Test
  void hasEveryPieceOnce() {
    assertThat(start.stackCount()).isEqualTo(60);
    for (TzaarColour colour : TzaarColour.values()) {
      assertThat(start.stackCount(colour)).isEqualTo(30);
      assertThat(start.piecesOnBoard(colour, TzaarType.TZAAR)).isEqualTo(6);
      assertThat(start.piecesOnBoard(colour, TzaarType.TZARRA)).isEqualTo(9);
      assertThat(start.piecesOnBoard(colour, TzaarType.TOTT)).isEqualTo(15);
      assertThat(start.topCount(colour, TzaarType.TOTT)).isEqualTo(15);
      assertThat(start.piecesCaptured(colour, TzaarType.TOTT)).isZero();
    }
  }

  @Test
  void ringsHoldAlternatingGroupsOfOneTwoThreeAndFourPieces() {
    // Ring k around the hole: 6k points, types Tott, Tzaar, Tzarra, Tott, colours in runs of k.
    char[] typeOfRing = {' ', 'c', 'a', 'b', 'c'};
    for (int ring = 1; ring <= 4; ring++) {
      List<String> points = new ArrayList<>();
      for (TzaarPoint p : TzaarPoint.all()) {
        if (Hex.ring(p.toString()) == ring) {
          points.add(p.toString());
        }
      }
      assertThat(points).as("ring %d", ring).hasSize(6 * ring);
      points.sort(Comparator.comparingDouble(Hex::angle));
      StringBuilder letters = new StringBuilder();
      for (String point : points) {
        char letter = letterAt(point);
        assertThat(Character.toLowerCase(letter)).as("type on %s", point).isEqualTo(typeOfRing[ring]);
        letters.append(letter);
      }
      // Rotate so that the text starts where the colour changes, then cut it into runs.
      String cyclic = letters.toString();
      int shift = 0;
      while (Character.isUpperCase(cyclic.charAt(shift))
          == Character.isUpperCase(cyclic.charAt((shift + cyclic.length() - 1) % cyclic.length()))) {
        shift++;
      }
      String rotated = cyclic.substring(shift) + cyclic.substring(0, shift);
      List<Integer> runs = new ArrayList<>();
      int run = 1;
      for (int i = 1; i < rotated.length(); i++) {
        if (Character.isUpperCase(rotated.charAt(i)) == Character.isUpperCase(rotated.charAt(i - 1))) {
          run++;
        } else {
          runs.add(run);
          run = 1;
        }
      }
      runs.add(run);
      assertThat(runs).as("ring %d: %s", ring, rotated).containsExactly(ring, ring, ring, ring, ring, ring);
    }
  }

  @Test
  void aHalfTurnSwapsTheColours() {
    for (TzaarPoint p : TzaarPoint.all()) {
      String name = p.toString();
      String turned = Hex.name(8 - Hex.x(name), 16 - Hex.y(name));
      char letter = letterAt(name);
      char other = letterAt(turned);
      assertThat(Character.toLowerCase(other)).as("%s and %s", name, turned).isEqualTo(Character.toLowerCase(letter));
      assertThat(Character.isUpperCase(other)).as("%s and %s", name, turned).isNotEqualTo(Character.isUpperCase(letter));
    }
  }
}
