package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Capture chains on a hand-built 37-ring position: white d4, grey d5, black e3 and e5, every
 * other ring vacant. Worked out by hand with the doubled-row coordinates (d4 = (3,6), d5 =
 * (3,8), e3 = (4,5), e5 = (4,9)):
 *
 * <ul>
 *   <li>d4 jumps d5 to d6, then must jump e5 to f4 (then stuck): {@code xd4-d6-f4};
 *   <li>d4 jumps e3 to f2 (then stuck): {@code xd4-f2};
 *   <li>d5 jumps e5 to f5 (stuck): {@code xd5-f5}; d5 jumps d4 to d3, then must jump e3 to f3:
 *       {@code xd5-d3-f3};
 *   <li>e3 jumps d4 to c4; from c4 only d5 is adjacent, and e5 behind it is occupied: {@code
 *       xe3-c4};
 *   <li>e5 jumps d5 to c4; from c4 d4 is adjacent, but e3 behind it is occupied: {@code xe5-c4}.
 * </ul>
 */
class ZertzCaptureTest {
  private final Zertz rules = Zertz.standard();
  private final ZertzState state =
      Setup.on(rules).marble('w', "d4").marble('g', "d5").marble('b', "e3", "e5").state();

  private ZertzMove move(String text) {
    return rules.notation().parse(text);
  }

  @Test
  void everyCompleteChainIsListedAndNoPartialOne() {
    List<ZertzMove> expected =
        List.of(move("xd4-d6-f4"), move("xd4-f2"), move("xd5-f5"), move("xd5-d3-f3"), move("xe3-c4"), move("xe5-c4"));
    // Order (Decision): by starting cell index (d4 < d5 < e3 < e5), then by direction at each jump.
    assertThat(rules.legalMoves(state)).isEqualTo(expected);
    assertThat(rules.legalMoves(state)).noneMatch(m -> m.equals(move("xd4-d6")) || m.equals(move("xd5-d3")));
  }

  @Test
  void aChainThatStopsEarlyIsRejected() {
    Legality legality = rules.check(state, move("xd4-d6"));
    assertThat(legality.reason()).contains(ZertzReason.CHAIN_NOT_FINISHED);
    assertThat(legality.message()).contains("d6 can jump again");
    assertThat(rules.check(state, move("xd5-d3")).reason()).contains(ZertzReason.CHAIN_NOT_FINISHED);
  }

  @Test
  void capturesAreCompulsoryAndMalformedChainsAreNamed() {
    assertThat(rules.check(state, move("Bg1,a1")).reason()).contains(ZertzReason.CAPTURE_REQUIRED);
    assertThat(rules.check(state, move("pass")).reason()).contains(ZertzReason.PASS_NOT_ALLOWED);
    assertThat(rules.check(state, move("xa1-a3")).reason()).contains(ZertzReason.NO_JUMPING_MARBLE);
    assertThat(rules.check(state, move("xd4-d5")).reason()).contains(ZertzReason.NOT_A_JUMP);
    assertThat(rules.check(state, move("xd4-b2")).reason()).contains(ZertzReason.NOTHING_TO_JUMP);
    assertThat(rules.check(state, move("xd4-d6-f4-d5")).reason()).contains(ZertzReason.NOT_A_JUMP);
    assertThat(rules.check(state, move("xe3-c4-e5")).reason()).contains(ZertzReason.LANDING_NOT_VACANT);
  }

  @Test
  void theLongerChainIsNotRequired() {
    assertThat(rules.isLegal(state, move("xd4-f2"))).isTrue();
    assertThat(rules.isLegal(state, move("xd4-d6-f4"))).isTrue();
  }

  @Test
  void aChainTakesEveryJumpedMarbleAndMovesTheJumper() {
    ZertzState after = rules.play(state, move("xd4-d6-f4"));
    ZertzBoard b = rules.board();
    assertThat(after.captured(Player.FIRST, Marble.GREY)).isEqualTo(1);
    assertThat(after.captured(Player.FIRST, Marble.BLACK)).isEqualTo(1);
    assertThat(after.marbleAt(b.cell("f4"))).contains(Marble.WHITE);
    assertThat(after.marbleAt(b.cell("d4"))).isEmpty();
    assertThat(after.marbleAt(b.cell("d5"))).isEmpty();
    assertThat(after.marbleAt(b.cell("e5"))).isEmpty();
    assertThat(after.marbleAt(b.cell("e3"))).contains(Marble.BLACK);
    assertThat(after.ringCount()).as("a capture removes no ring").isEqualTo(37);
    assertThat(after.toMove()).isEqualTo(Player.SECOND);
    assertThat(after.quietPlies()).as("a capture is a quiet ply").isEqualTo(1);
  }

  @Test
  void aChainMayReturnToItsStartingRing() {
    // Directions 2, 4 and 0 are 120 degrees apart, so three jumps can close a triangle:
    // d4 (3,6) over d5 (3,8) to d6 (3,10); d6 over e5 (4,9) to f4 (5,8); f4 over e4 (4,7) back
    // to d4, which the jumping marble left empty.
    ZertzState triangle =
        Setup.on(rules).marble('w', "d4").marble('g', "d5", "e5", "e4").state();
    List<ZertzMove> moves = rules.legalMoves(triangle);
    assertThat(moves).contains(move("xd4-d6-f4-d4"));
    ZertzState after = rules.play(triangle, move("xd4-d6-f4-d4"));
    assertThat(after.marbleAt(rules.board().cell("d4"))).contains(Marble.WHITE);
    assertThat(after.captured(Player.FIRST, Marble.GREY)).isEqualTo(3);
  }
}
