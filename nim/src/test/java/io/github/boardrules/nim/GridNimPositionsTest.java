package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

class GridNimPositionsTest {
  private final GridNim rules = GridNim.standard();
  private final PositionFormat<GridNimState> positions = rules.positions();

  @Test
  void writesRowsFromTheTopWithThePlayerToMove() {
    assertThat(positions.encode(rules.initialState())).isEqualTo("oooo/oooo/oooo/oooo 1");
    // a1 is bit 0 (bottom left), d1 bit 3 (bottom right), d4 bit 15 (top right).
    assertThat(positions.encode(rules.state(0b1001, Player.SECOND))).isEqualTo("..../..../..../o..o 2");
    assertThat(rules.state(1L << 15, Player.FIRST).toString()).isEqualTo("...o/..../..../.... 1");
    GridNim wide = GridNim.builder().rows(2).columns(3).build();
    assertThat(wide.positions().encode(wide.state(0b100_001, Player.FIRST))).isEqualTo("..o/o.. 1");
  }

  @Test
  void decodesAHandWrittenPosition() {
    // Round trips of random positions on several boards are in GridNimPositionsProperties.
    GridNimState decoded = positions.decode("o.../..../..o./.... 2");
    assertThat(decoded.hasBall(0, 3)).isTrue();
    assertThat(decoded.hasBall(2, 1)).isTrue();
    assertThat(decoded.ballCount()).isEqualTo(2);
    assertThat(decoded.toMove()).isEqualTo(Player.SECOND);
  }

  private void assertRefused(String input, int index, String reasonPart) {
    ParseErrors.assertRefused(positions::decode, "position", input, index, reasonPart);
  }

  @Test
  void refusesBadTextNamingTheOffendingCharacter() {
    assertRefused("", 0, "expected 'o' or '.'");
    assertRefused("oooo/oooo/oooo 1", 14, "only 3 rows; the board has 4");
    assertRefused("oooo/oooo/oooo", 14, "only 3 rows");
    assertRefused("oooo/oooo/oooo/oooo/oooo 1", 19, "more than 4 rows");
    assertRefused("ooo/oooo/oooo/oooo 1", 3, "has 3 points; the board has 4 columns");
    assertRefused("ooooo/oooo/oooo/oooo 1", 4, "more than 4 points");
    assertRefused("oooo/oooo/oooo/ooo 1", 18, "has 3 points");
    assertRefused("ooxo/oooo/oooo/oooo 1", 2, "found 'x'");
    assertRefused("oooo/oooo/oooo/oooo 3", 20, "1 or 2, not '3'");
    assertRefused("oooo/oooo/oooo/oooo 0", 20, "1 or 2");
    assertRefused("oooo/oooo/oooo/oooo", 19, "expected a space");
    assertRefused("oooo/oooo/oooo/oooo ", 20, "expected the player");
    assertRefused("oooo/oooo/oooo/oooo 1 ", 21, "unexpected text");
    assertRefused("oooo/oooo/oooo/oooo 12", 21, "unexpected text");
    assertRefused("oooo-oooo/oooo/oooo 1", 4, "expected '/'");
  }
}
