package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

class ZertzPositionsTest {
  private final Zertz rules = Zertz.standard();
  private final PositionFormat<ZertzState> positions = rules.positions();

  /** The 37-ring columns a-g hold 4,5,6,7,6,5,4 rings, all vacant at the start. */
  private static final String EMPTY_37 = "..../...../....../......./....../...../....";

  @Test
  void writesTheStartAndAPositionAfterAPlacement() {
    assertThat(positions.encode(rules.initialState()))
        .isEqualTo("37 " + EMPTY_37 + " 5,7,9 0,0,0 0,0,0 1 0 0");
    assertThat(Zertz.tournament().initialState().toString())
        .isEqualTo("37 " + EMPTY_37 + " 6,8,10 0,0,0 0,0,0 1 0 0");
    ZertzState after = rules.play(rules.initialState(), rules.notation().parse("Bd4,a1"));
    // a1 removed: '-' first in column a; d4 is the 4th ring of column d.
    assertThat(after.toString()).isEqualTo("37 -.../...../....../...b.../....../...../.... 5,7,8 0,0,0 0,0,0 2 0 0");
    assertThat(positions.decode(after.toString())).isEqualTo(after);
  }

  @Test
  void decodesHandWrittenPositions() {
    ZertzState state = positions.decode("37 w-../...../....../......./....../...../.... 4,7,9 0,0,0 0,0,0 2 3 0");
    ZertzBoard board = rules.board();
    assertThat(state.marbleAt(board.cell("a1"))).contains(Marble.WHITE);
    assertThat(state.hasRing(board.cell("a2"))).isFalse();
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    assertThat(state.quietPlies()).isEqualTo(3);
    assertThat(state.pool(Marble.WHITE)).isEqualTo(4);
  }

  @Test
  void refusesMalformedAndInconsistentPositions() {
    ParseErrors.assertRefused(positions::decode, "position", "48 " + EMPTY_37 + " 5,7,9 0,0,0 0,0,0 1 0 0", 0,
        "played on the 37-ring board");
    ParseErrors.assertRefused(positions::decode, "position", "37 ..../.../....../......./....../...../.... 5,7,9 0,0,0 0,0,0 1 0 0", 11,
        "column b has 3 rings");
    ParseErrors.assertRefused(positions::decode, "position", "37 ..x./...../....../......./....../...../.... 5,7,9 0,0,0 0,0,0 1 0 0", 5,
        "found 'x'");
    ParseErrors.assertRefused(positions::decode, "position", "37 " + EMPTY_37 + " 5,7,8 0,0,0 0,0,0 1 0 0", 47,
        "black marbles: 8 in the pool");
    ParseErrors.assertRefused(positions::decode, "position", "37 " + EMPTY_37 + " 5,7,9 0,0,0 0,0,0 3 0 0", 65,
        "1 or 2");
    ParseErrors.assertRefused(positions::decode, "position", "37 " + EMPTY_37 + " 5,7,9 0,0,0 0,0,0 1 61234 0", 67,
        "too many digits");
    ParseErrors.assertRefused(Zertz.builder().noProgressDraw(60).build().positions()::decode, "position",
        "37 " + EMPTY_37 + " 5,7,9 0,0,0 0,0,0 1 61 0", 67, "at most 60");
    ParseErrors.assertRefused(positions::decode, "position", "37 " + EMPTY_37 + " 5,7,9 0,0,0 0,0,0 1 1 1", 69,
        "only when the pool is empty");
    ParseErrors.assertRefused(positions::decode, "position", "37 " + EMPTY_37 + " 5,7,9 0,0,0 0,0,0 1 0 0 x", 70,
        "unexpected text");
    // FIRST to move but holding 3 white: only the player who just moved can hold a winning set.
    ParseErrors.assertRefused(positions::decode, "position", "37 " + EMPTY_37 + " 2,7,9 3,0,0 0,0,0 1 0 0", 53,
        "holds a winning set but is to move");
    // a1 and a2 occupied and cut off (b1, b2, b3, a3 gone) while other rings are vacant.
    ParseErrors.assertRefused(positions::decode, "position", "37 wg-./---../....../......./....../...../.... 4,6,9 0,0,0 0,0,0 1 0 0", 3,
        "a1 a2 are cut off");
  }
}
