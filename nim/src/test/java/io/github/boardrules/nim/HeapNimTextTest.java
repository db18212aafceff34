package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ParseErrors;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class HeapNimTextTest {
  private final HeapNim rules = HeapNim.triangle();

  @Test
  void movesRoundTrip() {
    assertThat(rules.notation().format(HeapNimMove.of(3, 2))).isEqualTo("h3:2");
    assertThat(rules.notation().parse("h3:2")).isEqualTo(HeapNimMove.of(3, 2));
    assertThat(rules.notation().parse("h8:100").count()).isEqualTo(100);
    for (HeapNimMove move : rules.legalMoves(rules.initialState())) {
      assertThat(rules.notation().parse(move.toString())).isEqualTo(move);
    }
  }

  @Test
  void positionsRoundTripAndAreValidatedAgainstTheStartingHeaps() {
    assertThat(rules.positions().encode(rules.initialState())).isEqualTo("1,2,3,4,5,6,7,8 1");
    HeapNimState state = rules.positions().decode("0,2,0,4,1,6,0,8 2");
    assertThat(state.heaps()).containsExactly(0, 2, 0, 4, 1, 6, 0, 8);
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    assertThat(state.totalBalls()).isEqualTo(21);
    assertThat(rules.positions().encode(state)).isEqualTo("0,2,0,4,1,6,0,8 2");
    HeapNim big = HeapNim.of(1_000_000_000, 7);
    assertThat(big.positions().decode("999999999,0 1").heap(1)).isEqualTo(999_999_999);
  }

  private static void assertRefused(
      Function<String, Object> reader, String kind, String input, int index, String reasonPart) {
    ParseErrors.assertRefused(reader, kind, input, index, reasonPart);
  }

  @Test
  void refusesBadMoves() {
    Function<String, Object> parse = rules.notation()::parse;
    assertRefused(parse, "move", "", 0, "starts with 'h'");
    assertRefused(parse, "move", "3:2", 0, "starts with 'h'");
    assertRefused(parse, "move", "h9:1", 1, "no heap 9; the heaps are numbered 1-8");
    assertRefused(parse, "move", "h0:1", 1, "1 or more");
    assertRefused(parse, "move", "h:1", 1, "expected a heap number");
    assertRefused(parse, "move", "h3", 2, "expected ':'");
    assertRefused(parse, "move", "h3-2", 2, "expected ':'");
    assertRefused(parse, "move", "h3:", 3, "expected the number of balls");
    assertRefused(parse, "move", "h3:0", 3, "1 or more");
    assertRefused(parse, "move", "h3:02", 3, "leading zero");
    assertRefused(parse, "move", "h3:2x", 4, "unexpected 'x'");
    assertRefused(parse, "move", "h3:99999999999", 3, "too large");
    assertRefused(parse, "move", "h99999999999:1", 1, "too large");
  }

  @Test
  void refusesBadPositions() {
    Function<String, Object> decode = rules.positions()::decode;
    assertRefused(decode, "position", "", 0, "expected the size of heap 1 of 8");
    assertRefused(decode, "position", "1,2,3 1", 5, "only 3 heaps; the game has 8");
    assertRefused(decode, "position", "1,2,3,4,5,6,7,8,9 1", 15, "more than 8 heaps");
    assertRefused(decode, "position", "1,2,4,4,5,6,7,8 1", 4, "heap 3 holds 4 balls; it starts with 3");
    assertRefused(decode, "position", "1,2,3,4,5,6,7,99999999999999 1", 14, "starts with 8");
    assertRefused(decode, "position", "1,2,3,4,5,6,7,8 3", 16, "1 or 2, not '3'");
    assertRefused(decode, "position", "1,2,3,4,5,6,7,8", 15, "expected a space");
    assertRefused(decode, "position", "1,2,3,4,5,6,7,8 1x", 17, "unexpected text");
    assertRefused(decode, "position", "1,02,3,4,5,6,7,8 1", 2, "leading zero");
    assertRefused(decode, "position", "1,,3,4,5,6,7,8 1", 2, "size of heap 2");
    assertRefused(decode, "position", "1;2,3,4,5,6,7,8 1", 1, "expected ','");
  }
}
