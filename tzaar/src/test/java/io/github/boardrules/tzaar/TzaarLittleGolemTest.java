package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ParseErrors;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The two real LittleGolem games, and the reader's coordinates and errors. */
class TzaarLittleGolemTest {
  private final Tzaar rules = Tzaar.randomSetup(2026);

  private static String resource(String name) throws IOException {
    try (InputStream in = TzaarLittleGolemTest.class.getResourceAsStream("littlegolem/" + name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Counts the actions of a record from its text alone: one per turn, two with a '-'. */
  private static int actions(String text) {
    Matcher turns = Pattern.compile(";[WB]\\[([^\\]]*)\\]").matcher(text);
    int count = 0;
    while (turns.find()) {
      count += turns.group(1).contains("-") ? 2 : 1;
    }
    return count;
  }

  @Test
  void gameWhereBlackCannotCaptureReplaysToItsEnd() throws IOException {
    String text = resource("game2552914.txt");
    GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(text);
    assertThat(record.tags()).containsEntry("PW", "Michael Reitz").containsEntry("PB", "ivyed_seer ?")
        .containsEntry("VA", "RANDOM").containsEntry("FF", "TZAAR");
    assertThat(record.moves()).hasSize(actions(text));
    // W[npmq]: np is x = -1, y = 1, column D, row 1 - max(-4, -3) + 1 = 5; mq is x = -2, y = 2, C5.
    assertThat(record.moves().get(0)).hasToString("D5xC5");
    // POS starts "cB": A1 is a WHITE Tott, A2 a BLACK Tzarra.
    assertThat(record.start().stack(TzaarPoint.of("A1")).orElseThrow()).hasToString("c");
    assertThat(record.start().stack(TzaarPoint.of("A2")).orElseThrow()).hasToString("B");
    Replay<TzaarState, TzaarMove> replay = record.replay(rules);
    assertThat(replay.isComplete()).isTrue();
    Status status = rules.status(replay.finalState());
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(TzaarTermination.CANNOT_CAPTURE);
    assertThat(replay.finalState().colourToMove()).isEqualTo(TzaarColour.BLACK);
    // Every earlier state was still being played.
    for (int i = 0; i < replay.states().size() - 1; i++) {
      assertThat(rules.status(replay.states().get(i)).isOngoing()).as("after move %d", i).isTrue();
    }
  }

  @Test
  void gameWhereBlackLostATypeReplaysToItsEnd() throws IOException {
    String text = resource("game2558925.txt");
    GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(text);
    assertThat(record.tags()).containsEntry("PW", "ivyed_seer ?").containsEntry("PB", "SlowBrain");
    assertThat(record.moves()).hasSize(actions(text));
    // B[osoq-pass]: the pass is read as a pass.
    assertThat(record.moves()).contains(TzaarMove.pass());
    Replay<TzaarState, TzaarMove> replay = record.replay(rules);
    assertThat(replay.isComplete()).isTrue();
    TzaarState end = replay.finalState();
    Status status = rules.status(end);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(TzaarTermination.LOST_A_TYPE);
    boolean lacks = false;
    for (TzaarType type : TzaarType.values()) {
      lacks |= end.topCount(TzaarColour.BLACK, type) == 0;
    }
    assertThat(lacks).isTrue();
  }

  @Test
  void recordsReadFromLittleGolemWriteAndReadInTheLibrarysFormat() throws IOException {
    GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(resource("game2558925.txt"));
    String mine = record.write(rules.notation(), rules.positions());
    assertThat(GameRecord.read(mine, rules.notation(), rules.positions())).isEqualTo(record);
  }

  @Test
  void mapsCoordinatesAsTheRulesTextSays() {
    // column = A + (x + 4), row = y - max(-4, -4 - x) + 1, with k = -4, o = 0, s = 4.
    assertThat(TzaarLittleGolem.point("ko")).hasToString("A1"); // x -4, y 0: row 0 - 0 + 1
    assertThat(TzaarLittleGolem.point("ks")).hasToString("A5"); // x -4, y 4
    assertThat(TzaarLittleGolem.point("ok")).hasToString("E1"); // x 0, y -4: row -4 + 4 + 1
    assertThat(TzaarLittleGolem.point("os")).hasToString("E9");
    assertThat(TzaarLittleGolem.point("on")).hasToString("E4");
    assertThat(TzaarLittleGolem.point("op")).hasToString("E6");
    assertThat(TzaarLittleGolem.point("sk")).hasToString("I1"); // x 4, y -4: row -4 + 4 + 1
    assertThat(TzaarLittleGolem.point("so")).hasToString("I5");
    assertThat(TzaarLittleGolem.point("np")).hasToString("D5");
    assertThatThrownBy(() -> TzaarLittleGolem.point("oo")).hasMessageContaining("hole");
    assertThatThrownBy(() -> TzaarLittleGolem.point("kk")).hasMessageContaining("off the board");
    assertThatThrownBy(() -> TzaarLittleGolem.point("ta")).hasMessageContaining("k to s");
  }

  private static final String POS = "cBbCbcBCCBBcabaBbCcCbbbCCACAcbcbcBccBCCBaAAacCCcaacCACcCccAB";

  private static void assertRefused(String input, int index, String reasonPart) {
    ParseErrors.assertRefused(TzaarLittleGolem::read, "LittleGolem record", input, index, reasonPart);
  }

  @Test
  void refusesMalformedRecordsNamingTheIndex() {
    assertRefused("", 0, "starts with \"(;\"");
    assertRefused("(;FF[TZAAR])", 11, "POS property");
    assertRefused("(;FF[GO]POS[" + POS + "])", 5, "not a TZAAR record");
    assertRefused("(;POS[cB])", 6, "POS has 2 letters");
    assertRefused("(;POS[x" + POS.substring(1) + "])", 6, "not 'x' (point A1)");
    assertRefused("(;POS[" + POS + "];B[npmq])", 68, "WHITE is to move, not BLACK");
    assertRefused("(;POS[" + POS + "];W[npmq-prqq])", 74, "opening turn is a single capture");
    assertRefused("(;POS[" + POS + "];W[npoo])", 72, "oo is the centre hole");
    assertRefused("(;POS[" + POS + "];W[npmq]", 75, "or ')' at the end");
    assertRefused("(;POS[" + POS + "];W[npmq]) x", 77, "after the record");
    assertRefused("(;POS[" + POS + "];X[npmq])", 68, "expected W[...] or B[...]");
  }

  @Test
  void anIllegalActionIsAnIllegalMoveExceptionWithItsNumberAndReason() throws IOException {
    // Move 1 from D5 (np, a WHITE Tzarra) to F3 (pm: x 1, y -2, a BLACK Tzarra) is along no line.
    String text = "(;POS[" + POS + "];W[nppm])";
    IllegalMoveException cause = org.assertj.core.api.Assertions.catchThrowableOfType(
        IllegalMoveException.class, () -> TzaarLittleGolem.read(text));
    assertThat(cause).isNotNull();
    assertThat(cause.reason()).isEqualTo(TzaarReason.NOT_IN_LINE);
    assertThat(cause.moveNumber()).hasValue(1);
    assertThat(cause.move()).isEqualTo(TzaarMove.capture(TzaarPoint.of('D', 5), TzaarPoint.of('F', 3)));
    // The real game's first turns, with BLACK passing instead of his second action: 3 moves.
    GameRecord<TzaarState, TzaarMove> record =
        TzaarLittleGolem.read("(;POS[" + POS + "];W[npmq];B[prqq-pass])");
    assertThat(record.moves()).hasSize(3);
    assertThat(record.moves().get(2)).isEqualTo(TzaarMove.pass());
    // F8 (pr) onto BLACK's own E9 (os) reads as a stack move, refused as move 2.
    String stack = "(;POS[" + POS + "];W[npmq];B[pros-pass])";
    IllegalMoveException second = org.assertj.core.api.Assertions.catchThrowableOfType(
        IllegalMoveException.class, () -> TzaarLittleGolem.read(stack));
    assertThat(second.moveNumber()).hasValue(2);
    assertThat(second.reason()).isEqualTo(TzaarReason.CAPTURE_REQUIRED);
    assertThat(second.move()).isEqualTo(TzaarMove.stack(TzaarPoint.of('F', 8), TzaarPoint.of('E', 9)));
  }

  @Test
  void readsBothRealGamesWithAByteOrderMarkAndAnyLineEnds() throws IOException {
    // One policy for every reader (issue 25): a UTF-8 BOM is skipped; CRLF, CR and LF are alike.
    for (String name : new String[] {"game2552914.txt", "game2558925.txt"}) {
      // The real records are one line: put a line end between every node.
      String lf = resource(name).strip().replace(";", "\n;") + "\n";
      GameRecord<TzaarState, TzaarMove> expected = TzaarLittleGolem.read(lf);
      assertThat(expected).isEqualTo(TzaarLittleGolem.read(resource(name)));
      for (String text : new String[] {lf.replace("\n", "\r\n"), lf.replace("\n", "\r"), "\uFEFF" + lf,
          "\uFEFF" + lf.replace("\n", "\r\n"), "\uFEFF" + lf.replace("\n", "\r")}) {
        assertThat(TzaarLittleGolem.read(text)).as(name).isEqualTo(expected);
      }
    }
  }

  @Test
  void realRecordsAreTaggedWithTheRandomSetupTheyWerePlayedWith() throws IOException {
    // Both real games are VA[RANDOM]: tagged tzaar (the random setup), not tzaar(setup=fixed).
    for (String name : new String[] {"game2552914.txt", "game2558925.txt"}) {
      String text = resource(name);
      assertThat(text).contains("VA[RANDOM]");
      GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(text);
      assertThat(record.tags()).containsEntry("Game", "tzaar");
      assertThat(record.start()).isNotEqualTo(Tzaar.standardPosition());
    }
    // A record whose POS is the standard position is the fixed setup's game.
    // W[npop] is D5xE6, the fixed setup's opening capture of the examples.
    String fixed = "(;FF[TZAAR]POS[" + posOf(Tzaar.standardPosition()) + "];W[npop])";
    GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(fixed);
    assertThat(record.start()).isEqualTo(Tzaar.standardPosition());
    assertThat(record.tags()).containsEntry("Game", "tzaar(setup=fixed)");
  }

  /** The POS letters of a position, in point index order (the reader's documented order). */
  private static String posOf(TzaarState state) {
    StringBuilder pos = new StringBuilder();
    for (int p = 0; p < TzaarPoint.COUNT; p++) {
      pos.append(state.stack(TzaarPoint.ofIndex(p)).orElseThrow().toString());
    }
    return pos.toString();
  }
}
