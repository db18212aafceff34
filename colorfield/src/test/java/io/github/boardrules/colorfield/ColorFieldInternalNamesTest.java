package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.colorfield.internal.ColorFieldBoard;
import io.github.boardrules.colorfield.internal.ColorFieldEnding;
import io.github.boardrules.colorfield.internal.ColorFieldRefusal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine's own names and the public ones agree: its refusals and the reasons, its endings and
 * the terminations, and the teams, colours and locations of the tables the rules make from a
 * layout.
 */
class ColorFieldInternalNamesTest {

  private static List<String> names(Enum<?>[] constants) {
    return Arrays.stream(constants).map(Enum::name).toList();
  }

  @Test
  void theRefusalsAndTheReasonsHaveTheSameNamesInTheSameOrder() {
    assertThat(names(ColorFieldRefusal.values())).isEqualTo(names(ColorFieldReason.values()));
  }

  @Test
  void theEndingsAndTheTerminationsHaveTheSameNamesInTheSameOrder() {
    assertThat(names(ColorFieldEnding.values())).isEqualTo(names(ColorFieldTermination.values()));
  }

  @Test
  void theBoardOfALayoutNamesItsTeamsColoursAndLocationsAsTheLayoutDoes() {
    for (String text : List.of(Boards.SMALL_LAYOUT, Boards.MERGED_LAYOUT, Boards.BIG_LAYOUT)) {
      ColorFieldLayout layout = ColorFieldLayout.parse(text);
      ColorFieldBoard board = layout.board();
      for (Team team : Team.values()) {
        assertThat(board.teamName(team.index())).isEqualTo(team.name());
        assertThat(board.teamSize(team.index())).isEqualTo(layout.teamSize(team));
        assertThat(board.redCount(team.index())).isEqualTo(layout.redCount(team));
      }
      assertThat(board.colorCount()).isEqualTo(layout.colors().size());
      assertThat(board.colorName(ColorFieldBoard.RED)).isEqualTo(FieldColor.RED.name());
      assertThat(board.squareCount()).isEqualTo(layout.squareCount());
      assertThat(board.gateCount()).isEqualTo(layout.gateCount());
      for (int location = 0; location < board.locationCount(); location++) {
        assertThat(board.name(location)).isEqualTo(layout.name(location));
        assertThat(board.neighbours(location)).containsExactly(layout.neighbours(location));
      }
      for (int square = 0; square < layout.squareCount(); square++) {
        assertThat(board.colorName(board.squareColor(square))).isEqualTo(layout.color(square).name());
        assertThat(board.isCastle(square)).isEqualTo(layout.isCastle(square));
      }
      for (int gate = 0; gate < layout.gateCount(); gate++) {
        assertThat(board.gateTeam(gate)).isEqualTo(layout.gateTeam(gate).index());
      }
    }
  }
}
