package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Isolation captures on hand-built 37-ring positions, and the rules' figure-5 strategy example. */
class ZertzIsolationTest {
  private final Zertz rules = Zertz.standard();
  private final ZertzBoard board = rules.board();

  private ZertzState play(ZertzState state, String move) {
    return rules.play(state, rules.notation().parse(move));
  }

  private int cell(String name) {
    return board.cell(name);
  }

  @Test
  void removingTheLastLinkIsolatesASingleOccupiedRing() {
    // a1 (white) keeps one link, b2: a2, b1 and b3 are gone. b2 is free: a2 and b3, neighbours
    // 1 and 2 of b2, are both missing.
    ZertzState state = Setup.on(rules).marble('w', "a1").removed("a2", "b1", "b3").state();
    ZertzState after = play(state, "Bd4,b2");
    assertThat(after.hasRing(cell("a1"))).as("a1 captured with its ring").isFalse();
    assertThat(after.captured(Player.FIRST, Marble.WHITE)).isEqualTo(1);
    assertThat(after.marbleAt(cell("d4"))).contains(Marble.BLACK);
    assertThat(after.ringCount()).isEqualTo(37 - 3 - 2);
    assertThat(after.quietPlies()).isZero();
  }

  @Test
  void removingTheLastLinkIsolatesAGroupOfSeveralOccupiedRings() {
    // {a1 white, a2 grey} hang on b2 alone; b2 is free because b3 and c3 are gone.
    ZertzState state =
        Setup.on(rules).marble('w', "a1").marble('g', "a2").removed("b1", "b3", "a3", "c3").state();
    ZertzState after = play(state, "Bd4,b2");
    assertThat(after.hasRing(cell("a1"))).isFalse();
    assertThat(after.hasRing(cell("a2"))).isFalse();
    assertThat(after.captured(Player.FIRST, Marble.WHITE)).isEqualTo(1);
    assertThat(after.captured(Player.FIRST, Marble.GREY)).isEqualTo(1);
    assertThat(after.captured(Player.SECOND, Marble.WHITE)).isZero();
  }

  @Test
  void aCutOffGroupWithAVacantRingStaysAndIsCapturedWhenItsLastRingIsFilled() {
    ZertzState state = Setup.on(rules).marble('w', "a1").removed("b1", "b3", "a3", "c3").state();
    ZertzState cut = play(state, "Bd4,b2");
    // {a1 white, a2 vacant} is cut off but stays on the board, and playable.
    assertThat(cut.hasRing(cell("a1"))).isTrue();
    assertThat(cut.hasRing(cell("a2"))).isTrue();
    assertThat(cut.marbleAt(cell("a1"))).contains(Marble.WHITE);
    assertThat(cut.captured(Player.FIRST, Marble.WHITE)).isZero();
    assertThat(rules.legalMoves(cut)).contains(rules.notation().parse("Ga2,g1"));
    // SECOND fills a2, the group's last vacant ring: the group goes to SECOND.
    ZertzState filled = play(cut, "Ga2,g1");
    assertThat(filled.hasRing(cell("a1"))).isFalse();
    assertThat(filled.hasRing(cell("a2"))).isFalse();
    assertThat(filled.hasRing(cell("g1"))).isFalse();
    assertThat(filled.captured(Player.SECOND, Marble.WHITE)).isEqualTo(1);
    assertThat(filled.captured(Player.SECOND, Marble.GREY)).isEqualTo(1);
    assertThat(filled.captured(Player.FIRST, Marble.WHITE)).isZero();
  }

  /**
   * The rules' figure 5, rebuilt on the a-column corner. Player A (FIRST) holds 1 white, 2 grey
   * and 1 black, so one more white and one more black make "2 of each"; player B (SECOND) holds 1
   * grey and 3 black, so one more black does not win. A black marble stands on a3; b1, b2 and b3
   * are gone. A places black on a2 ("1") and removes a4 ("2"), so that B's only move is to jump
   * a3 over a2 to a1, taking the black. A then places white on a2 ("3") and removes a3 ("4"):
   * {a1 black, a2 white} is cut off and all occupied, so A takes both and wins.
   */
  @Test
  void figureFiveStrategyExample() {
    ZertzState state =
        Setup.on(rules)
            .marble('b', "a3")
            .removed("b1", "b2", "b3")
            .held(Player.FIRST, 1, 2, 1)
            .held(Player.SECOND, 0, 1, 3)
            .state();
    assertThat(rules.legalMoves(state)).allMatch(m -> m.kind() == ZertzMove.Kind.PLACEMENT);

    ZertzState forced = play(state, "Ba2,a4");
    assertThat(rules.legalMoves(forced)).as("B must capture the black").isEqualTo(
        List.of(rules.notation().parse("xa3-a1")));

    ZertzState taken = play(forced, "xa3-a1");
    assertThat(taken.captured(Player.SECOND, Marble.BLACK)).isEqualTo(4);
    assertThat(rules.status(taken).isOngoing()).as("4 black do not win").isTrue();

    ZertzState end = play(taken, "Wa2,a3");
    assertThat(end.captured(Player.FIRST, Marble.WHITE)).isEqualTo(2);
    assertThat(end.captured(Player.FIRST, Marble.GREY)).isEqualTo(2);
    assertThat(end.captured(Player.FIRST, Marble.BLACK)).isEqualTo(2);
    assertThat(end.hasRing(cell("a1"))).isFalse();
    assertThat(end.hasRing(cell("a2"))).isFalse();
    Status status = rules.status(end);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(ZertzTermination.WINNING_SET);
    assertThat(status.description()).isEqualTo("FIRST captured 2 of each colour");
    assertThat(rules.legalMoves(end)).isEmpty();
  }
}
