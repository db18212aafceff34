package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Winning sets, the all-rings-occupied case, the empty pool, passes and the no-progress draw. */
class ZertzEndTest {

  @Test
  void winningSetsOfBothMarbleSetsFollowTheRulesText() {
    // Basic: 3 white, or 4 grey, or 5 black, or 2 of each.
    MarbleSet basic = MarbleSet.BASIC;
    assertThat(basic.isWinning(3, 0, 0)).isTrue();
    assertThat(basic.isWinning(2, 3, 4)).as("2 of each").isTrue();
    assertThat(basic.isWinning(2, 3, 1)).isFalse();
    assertThat(basic.isWinning(1, 3, 4)).isFalse();
    assertThat(basic.isWinning(0, 4, 0)).isTrue();
    assertThat(basic.isWinning(0, 0, 5)).isTrue();
    assertThat(basic.isWinning(2, 2, 2)).isTrue();
    assertThat(basic.total()).isEqualTo(5 + 7 + 9);
    // Tournament: 4 white, or 5 grey, or 6 black, or 3 of each.
    MarbleSet tournament = MarbleSet.TOURNAMENT;
    assertThat(tournament.isWinning(3, 4, 5)).isTrue();
    assertThat(tournament.isWinning(3, 4, 2)).isFalse();
    assertThat(tournament.isWinning(2, 4, 5)).isFalse();
    assertThat(tournament.isWinning(4, 0, 0)).isTrue();
    assertThat(tournament.isWinning(0, 5, 0)).isTrue();
    assertThat(tournament.isWinning(0, 0, 6)).isTrue();
    assertThat(tournament.isWinning(3, 3, 3)).isTrue();
    assertThat(tournament.total()).isEqualTo(6 + 8 + 10);
  }

  /** FIRST jumps d4 over d5 to d6, taking the marble on d5. */
  private static Status afterJump(Zertz rules, char jumped, int white, int grey, int black) {
    return rules.status(jump(rules, jumped, white, grey, black, 0));
  }

  /** The position after FIRST's jump d4 over d5 to d6, with {@code quiet} quiet plies before it. */
  private static ZertzState jump(Zertz rules, char jumped, int white, int grey, int black, int quiet) {
    ZertzState state = Setup.on(rules).marble('b', "d4").marble(jumped, "d5")
        .held(Player.FIRST, white, grey, black).quiet(quiet).state();
    return rules.play(state, rules.notation().parse("xd4-d6"));
  }

  @Test
  void aCaptureThatCompletesASetWinsAtOnce() {
    Zertz basic = Zertz.standard();
    assertThat(afterJump(basic, 'w', 2, 0, 0).description()).isEqualTo("FIRST captured 3 white");
    assertThat(afterJump(basic, 'g', 0, 3, 0).description()).isEqualTo("FIRST captured 4 grey");
    assertThat(afterJump(basic, 'b', 0, 0, 4).description()).isEqualTo("FIRST captured 5 black");
    assertThat(afterJump(basic, 'b', 2, 2, 1).description()).isEqualTo("FIRST captured 2 of each colour");
    assertThat(afterJump(basic, 'b', 2, 3, 0).isOngoing()).isTrue();
    Zertz tournament = Zertz.tournament();
    assertThat(afterJump(tournament, 'w', 3, 0, 0).description()).isEqualTo("FIRST captured 4 white");
    assertThat(afterJump(tournament, 'g', 0, 4, 0).description()).isEqualTo("FIRST captured 5 grey");
    assertThat(afterJump(tournament, 'b', 0, 0, 5).description()).isEqualTo("FIRST captured 6 black");
    assertThat(afterJump(tournament, 'w', 2, 3, 3).description()).isEqualTo("FIRST captured 3 of each colour");
    assertThat(afterJump(tournament, 'w', 2, 0, 0).isOngoing()).as("3 white do not win the tournament game").isTrue();
    Status win = afterJump(tournament, 'g', 0, 4, 0);
    assertThat(win.winner()).contains(Player.FIRST);
    assertThat(win.termination()).contains(ZertzTermination.WINNING_SET);
  }

  @Test
  void whenEveryRingIsOccupiedTheLastMoverWins() {
    Zertz rules = Zertz.standard();
    // Three rings left: a1 white, a2 grey, b2 vacant. No jump: a3, c3 and c1 are gone.
    ZertzState state = Setup.on(rules).onlyRings("a1", "a2", "b2").marble('w', "a1").marble('g', "a2")
        .toMove(Player.SECOND).state();
    List<ZertzMove> moves = rules.legalMoves(state);
    assertThat(moves).hasSize(3).allMatch(m -> m.removedRing().isEmpty());
    ZertzState full = rules.play(state, rules.notation().parse("Bb2"));
    Status status = rules.status(full);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(ZertzTermination.BOARD_FULL);
    // The rules text, not boardspace: the marbles stay on the board; the last mover simply wins.
    assertThat(full.captured(Player.SECOND, Marble.WHITE)).isZero();
    assertThat(full.ringCount()).isEqualTo(3);
    assertThat(rules.legalMoves(full)).isEmpty();
  }

  /** 22 rings: a1 vacant, 21 marbles on the others; no jump can land on a1 (a3, c3, c1 are gone). */
  private static Setup stuck(Zertz rules) {
    return Setup.on(rules)
        .onlyRings("a1")
        .marble('w', "a2", "b1", "b2", "b3", "b4")
        .marble('g', "b5", "c2", "c4", "c5", "c6", "d1", "d2")
        .marble('b', "d3", "d4", "d5", "d6", "d7", "e1", "e2", "e3", "e4");
  }

  @Test
  void aPlayerWithNothingToPlacePassesAndTwoPassesDraw() {
    Zertz rules = Zertz.standard();
    ZertzState state = stuck(rules).state();
    assertThat(state.poolSize()).isZero();
    assertThat(rules.legalMoves(state)).containsExactly(ZertzMove.pass(rules.board()));
    ZertzState once = rules.play(state, ZertzMove.pass(rules.board()));
    assertThat(rules.status(once).isOngoing()).isTrue();
    assertThat(once.passes()).isEqualTo(1);
    assertThat(rules.legalMoves(once)).containsExactly(ZertzMove.pass(rules.board()));
    ZertzState twice = rules.play(once, ZertzMove.pass(rules.board()));
    Status status = rules.status(twice);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(ZertzTermination.TWO_PASSES);
    assertThat(rules.legalMoves(twice)).isEmpty();
    assertThat(rules.check(rules.initialState(), ZertzMove.pass(rules.board())).reason())
        .contains(ZertzReason.PASS_NOT_ALLOWED);
  }

  @Test
  void withAnEmptyPoolAPlayerPlacesFromHisOwnCaptures() {
    Zertz rules = Zertz.standard();
    // Pool empty; FIRST holds 1 white, 3 grey, 4 black; SECOND 2 white, 3 grey, 1 black; the rest
    // (2 white, 1 grey, 4 black) stand apart on the board.
    ZertzState state = Setup.on(rules)
        .marble('w', "a1", "a4").marble('g', "c1").marble('b', "c6", "g1", "g4", "d4")
        .held(Player.FIRST, 1, 3, 4).held(Player.SECOND, 2, 3, 1).state();
    assertThat(state.poolSize()).isZero();
    // f3 touches no marble; a2 is free (off the board on two sides).
    ZertzState after = rules.play(state, rules.notation().parse("Wf3,a2"));
    assertThat(after.captured(Player.FIRST, Marble.WHITE)).isZero();
    assertThat(after.poolSize()).isZero();
    assertThat(after.quietPlies()).as("a ring was removed: progress").isZero();
    assertThat(rules.legalMoves(after)).as("SECOND holds white, grey and black")
        .extracting(ZertzMove::marble).containsOnly(Marble.WHITE, Marble.GREY, Marble.BLACK);
    ZertzState second = rules.play(after, rules.notation().parse("Gb3,g2"));
    assertThat(second.captured(Player.SECOND, Marble.GREY)).isEqualTo(2);
    // FIRST has no white left, but grey.
    assertThat(rules.check(second, rules.notation().parse("Wd6,f1")).reason())
        .contains(ZertzReason.MARBLE_NOT_AVAILABLE);
    assertThat(rules.isLegal(second, rules.notation().parse("Gd6,f1"))).isTrue();
  }

  @Test
  void ownCapturesMayBePlacedOnlyOnceTheWholePoolIsEmpty() {
    Zertz rules = Zertz.standard();
    // The pool holds only black; FIRST holds whites but may not place them.
    ZertzState state = Setup.on(rules)
        .marble('w', "a1", "a4").marble('g', "c1", "c6", "g1", "g4").marble('b', "a2", "a3", "c3", "e6")
        .held(Player.FIRST, 2, 3, 0).held(Player.SECOND, 1, 0, 4).state();
    assertThat(state.pool(Marble.BLACK)).isEqualTo(1);
    assertThat(state.poolSize()).isEqualTo(1);
    assertThat(rules.check(state, rules.notation().parse("We1,f1")).reason()).contains(ZertzReason.MARBLE_NOT_AVAILABLE);
    assertThat(rules.legalMoves(state)).allMatch(m -> m.marble() == Marble.BLACK);
  }

  @Test
  void theRulesKnowNoDrawButTwoPassesSoPlayGoesOnPastSixtyQuietPlies() {
    // The position: the only move xc4-e5 used to end the game as a 60-ply no-progress
    // draw; by the rules it goes on, with 150 legal moves (counted in the issue).
    Zertz rules = Zertz.standard();
    ZertzState state = rules.positions().decode(
        "37 ----/..---/-g.w--/w...b--/-....-/w--b-/---- 0,0,0 1,3,4 1,3,3 2 59 0");
    assertThat(rules.legalMoves(state)).extracting(m -> rules.notation().format(m)).containsExactly("xc4-e5");
    ZertzState after = rules.play(state, rules.notation().parse("xc4-e5"));
    assertThat(rules.status(after).isOngoing()).isTrue();
    assertThat(rules.legalMoves(after)).hasSize(150);
    assertThat(rules.plyBound()).isEmpty();
    assertThat(rules.noProgressDraw()).isEmpty();
    // With the option on, the same move draws the game.
    Zertz option = Zertz.builder().noProgressDraw(60).build();
    ZertzState drawn = option.play(option.positions().decode(
        "37 ----/..---/-g.w--/w...b--/-....-/w--b-/---- 0,0,0 1,3,4 1,3,3 2 59 0"),
        option.notation().parse("xc4-e5"));
    Status status = option.status(drawn);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(ZertzTermination.NO_PROGRESS);
    assertThat(status.description()).isEqualTo("60 plies without a marble from the pool or a ring removed");
  }

  @Test
  void aWinningCaptureOnTheNoProgressLimitsPlyWinsAndIsNoDraw() {
    // A capture takes no marble from the pool and removes no ring: a quiet ply. FIRST holds 2 white
    // and jumps d4 over the white on d5 at 59 quiet plies: the 60th, which reaches the limit, also
    // completes 3 white. The rules text ends the game first: a win, not a draw.
    Zertz rules = Zertz.builder().noProgressDraw(60).build();
    ZertzState after = jump(rules, 'w', 2, 0, 0, 59);
    assertThat(after.quietPlies()).isEqualTo(60);
    Status status = rules.status(after);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(ZertzTermination.WINNING_SET);
    // The same jump without the set (1 white held) reaches the limit and draws.
    assertThat(rules.status(jump(rules, 'w', 1, 0, 0, 59)).termination()).contains(ZertzTermination.NO_PROGRESS);
  }

  @Test
  void anIsolationCaptureIsProgress() {
    // Tournament set, pool empty, 8 rings: the flower c3 c4 d5 e4 e3 d3 around a vacant d4 (not
    // free: all six neighbours are there), and a1 alone, vacant. FIRST places a white from his
    // captures on a1: no ring is free to remove, and a1, wholly occupied and cut off while d4 is
    // vacant, goes to FIRST with its ring (8 rings -> 7). No marble came from the pool and no
    // ring was removed by the placement, but the isolation removed one: progress, the count
    // starts again. (It used to count on, and from 59 the option drew the game here.)
    Zertz rules = Zertz.builder().marbleSet(MarbleSet.TOURNAMENT).noProgressDraw(60).build();
    ZertzState state = Setup.on(rules).onlyRings("a1", "d4", "c3", "c4", "d5", "e4", "e3", "d3")
        .marble('w', "c3", "c4").marble('g', "d5", "e4").marble('b', "e3", "d3")
        .held(Player.FIRST, 2, 3, 4).held(Player.SECOND, 2, 3, 4).quiet(59).state();
    assertThat(state.poolSize()).isZero();
    assertThat(rules.legalMoves(state)).extracting(m -> rules.notation().format(m))
        .contains("Wa1").doesNotContain("Wa1,d4");
    ZertzState after = rules.play(state, rules.notation().parse("Wa1"));
    assertThat(after.ringCount()).isEqualTo(7);
    assertThat(after.captured(Player.FIRST, Marble.WHITE)).isEqualTo(2);
    assertThat(after.quietPlies()).isZero();
    assertThat(rules.status(after).isOngoing()).isTrue();
    // A capture is no progress: it counts on.
    assertThat(rules.play(Setup.on(rules).marble('b', "d4").marble('g', "d5").quiet(12).state(),
        rules.notation().parse("xd4-d6")).quietPlies()).isEqualTo(13);
  }

  @Test
  void thePlyBoundExistsOnlyWithTheNoProgressOption() {
    assertThat(Zertz.standard().plyBound()).isEmpty();
    // At most 36 ring removals and 21 pool marbles, 60 quiet plies around each.
    int progress = 36 + 21;
    assertThat(Zertz.builder().noProgressDraw(60).build().plyBound()).hasValue(progress + (progress + 1) * 60);
    assertThat(Zertz.builder().noProgressDraw(60).build())
        .isNotEqualTo(Zertz.standard())
        .hasToString("Zertz[37 rings, BASIC marbles, draw after 60 plies without progress]");
    assertThatThrownBy(() -> Zertz.builder().noProgressDraw(0)).isInstanceOf(IllegalArgumentException.class);
  }
}
