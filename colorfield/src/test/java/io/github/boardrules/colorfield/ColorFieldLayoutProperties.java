package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The layout parser on mutated layouts: a TextParseException naming the input, an index and a
 * reason, or a layout that round-trips, keeps the rules' promises about gates and teams, and plays
 * as the naive move generator says.
 */
class ColorFieldLayoutProperties {
  private static final String ALPHABET =
      "RGBYPOrgbyp. FULLEMPTY xX0123456789abcdefghijk\n#-size row gate start merge castle";

  private static final List<String> LAYOUTS = List.of(
      Boards.SMALL_LAYOUT, ColorFieldLayout.standard().toString(), Boards.HOLES_LAYOUT,
      Boards.CROSS_LAYOUT, Boards.MERGED_LAYOUT, Boards.SEVEN_COLOURS_LAYOUT);

  @Test
  void mutatedLayoutsAreReadOrRefusedWithAnIndexAndAReason() {
    Gen<String> texts = Gen.mutationsOf(Gen.oneOf(LAYOUTS), ALPHABET);
    ForAll.values("layout parser on mutated layouts", 400, texts, text -> {
      ColorFieldLayout layout;
      try {
        layout = ColorFieldLayout.parse(text);
      } catch (TextParseException e) {
        assertThat(e.kind()).isEqualTo("layout");
        assertThat(e.input()).isEqualTo(text);
        assertThat(e.errorIndex()).isBetween(0, text.length());
        assertThat(e.reason()).isNotBlank();
        return;
      }
      assertReadLayoutKeepsItsPromises(layout);
    });
  }

  @Test
  void theTestLayoutsKeepTheirPromises() {
    for (String text : LAYOUTS) {
      assertReadLayoutKeepsItsPromises(ColorFieldLayout.parse(text));
    }
  }

  private static void assertReadLayoutKeepsItsPromises(ColorFieldLayout layout) {
    ColorFieldLayout again = ColorFieldLayout.parse(layout.toString());
    assertThat(again).isEqualTo(layout);
    assertThat(again.toString()).isEqualTo(layout.toString());
    assertThat(layout.teamSize(Team.FULL)).isEqualTo(layout.teamSize(Team.EMPTY));
    assertThat(layout.colors().get(0)).isEqualTo(FieldColor.RED);
    // Each gate touches edge squares only; each team has a gate.
    for (int g = 0; g < layout.gateCount(); g++) {
      assertThat(layout.gateTouches(g)).isNotEmpty();
      for (int square : layout.gateTouches(g)) {
        assertThat(layout.isEdge(square)).as("gate %s touches %s", layout.name(layout.squareCount() + g),
            layout.name(square)).isTrue();
      }
    }
    assertThat(layout.redCount(Team.FULL)).isPositive();
    assertThat(layout.redCount(Team.EMPTY)).isPositive();
    // Being neighbours is mutual, and no square is its own neighbour.
    for (int s = 0; s < layout.squareCount(); s++) {
      for (int t : layout.neighbours(s)) {
        assertThat(t).isNotEqualTo(s);
        assertThat(layout.neighbours(t)).as("%s touches %s", layout.name(t), layout.name(s)).contains(s);
      }
    }
    // The castle is red and nobody starts on it.
    int castle = 0;
    for (int s = 0; s < layout.squareCount(); s++) {
      if (layout.isCastle(s)) {
        castle++;
        assertThat(layout.color(s)).isEqualTo(FieldColor.RED);
        assertThat(layout.startTeam(s)).isEmpty();
      }
    }
    assertThat(castle).isPositive();
    // Whatever was read can be played: the start holds every piece, its text reads back, and its
    // moves are the naive generator's.
    ColorField rules = ColorField.of(layout);
    ColorFieldState start = rules.initialState();
    for (Team team : Team.values()) {
      assertThat(start.piecesOnBoard(team) + start.piecesInGates(team)).isEqualTo(layout.teamSize(team));
      assertThat(start.piecesInGates(team)).isEqualTo(layout.redCount(team));
      assertThat(start.capturedPieces(team)).isZero();
    }
    assertThat(rules.positions().decode(start.toString())).isEqualTo(start);
    List<String> listed = new ArrayList<>();
    rules.legalMoves(start).forEach(m -> listed.add(m.toString()));
    if (rules.status(start).isOngoing()) {
      assertThat(listed).isEqualTo(ColorFieldMoveGenerationProperties.naiveMoves(start));
    } else {
      assertThat(listed).isEmpty();
    }
  }
}
