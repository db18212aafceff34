package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameRecordTest {
  private final TakeAway rules = new TakeAway(7);
  private final PositionFormat<Pile> positions = rules.positions();

  private GameRecord<Pile, Take> read(String text) {
    return GameRecord.read(text, TakeAway.NOTATION, positions);
  }

  @Test
  void writesTheDocumentedFormat() {
    GameRecord<Pile, Take> record =
        GameRecord.of(rules.initialState(), List.of(new Take(3), new Take(1)))
            .withTag("Game", "take-away \"7\"")
            .withTag("Event", "a\\b");
    assertThat(record.write(TakeAway.NOTATION, positions))
        .isEqualTo(
            """
            [Game "take-away \\"7\\""]
            [Event "a\\\\b"]
            [Start "7 1"]

            1. take3
            2. take1
            """);
  }

  @Test
  void readsCommentsBlankLinesAndWindowsLineEnds() {
    GameRecord<Pile, Take> record =
        read("# a comment\r\n[Start \"5 2\"]\r\n\r\n  1. take2\r\n2.take1  \r\n");
    assertThat(record.start()).isEqualTo(new Pile(5, Player.SECOND));
    assertThat(record.moves()).containsExactly(new Take(2), new Take(1));
    assertThat(record.tags()).isEmpty();
  }

  @Test
  void replaysToTheEndAndReportsTheFirstIllegalMoveByNumber() {
    GameRecord<Pile, Take> good = read("[Start \"7 1\"]\n1. take3\n2. take3\n3. take1\n");
    Replay<Pile, Take> replay = good.replay(rules);
    assertThat(replay.isComplete()).isTrue();
    assertThat(replay.orThrow()).isEqualTo(new Pile(0, Player.SECOND));
    assertThat(rules.status(replay.finalState()).winner()).contains(Player.FIRST);

    GameRecord<Pile, Take> bad = read("[Start \"7 1\"]\n1. take3\n2. take3\n3. take2\n4. take1\n");
    Replay<Pile, Take> failed = bad.replay(rules);
    assertThat(failed.isComplete()).isFalse();
    assertThat(failed.failedMoveNumber()).hasValue(3);
    assertThat(failed.failedMove()).contains(new Take(2));
    assertThat(failed.failure().orElseThrow().reason()).contains(TakeAway.Reason.NOT_ENOUGH);
    assertThat(failed.states()).hasSize(3);
    assertThat(failed.finalState()).isEqualTo(new Pile(1, Player.FIRST));
    assertThatThrownBy(failed::orThrow)
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("Illegal move take2 (move 3): only 1 counters left, cannot take 2");
  }

  @Test
  void malformedRecordsNameTheLineAndIndex() {
    assertParseError("1. take1\n", 9, "the [Start \"...\"] tag with the starting position is missing");
    assertParseError("[Start \"7 1\"]\n2. take1\n", 14, "line 2: expected move number 1, found 2");
    assertParseError("[Start \"7 1\"]\n1 take1\n", 14, "line 2: a move line is written \"1. <move>\"");
    assertParseError("[Start \"7 1\"]\n1. tak1\n", 17, "line 2: move 1: Cannot read move \"tak1\" at index 0");
    assertParseError("[Start \"7 1\"]\n1. take1x\n", 17 + 5, "line 2: move 1: Cannot read move \"take1x\" at index 5");
    assertParseError("[Start \"7 1\"]\n1.\n", 16, "line 2: move 1 has no move after its number");
    assertParseError("[Start \"9 1\"]\n", 0, "line 1: the start position is not valid");
    assertParseError("[Start 7]\n", 7, "line 1: a tag value starts with \"");
    assertParseError("[Start \"7 1\n", 11, "line 1: the tag value has no closing \"");
    assertParseError("[Start \"7 1\"] x\n", 13, "line 1: nothing may follow a tag on its line");
    assertParseError("[Start \"7 1\" x\n", 12, "line 1: a tag ends with \"]");
    assertParseError("[Sta-rt \"7 1\"]\n", 1, "line 1: tag key \"Sta-rt\" must be letters, digits and _");
    assertParseError("[Start \"7 1\"]\n[Start \"7 1\"]\n", 14, "line 2: tag Start appears twice");
    assertParseError("[Start \"7 1\"]\n1. take1\n[Event \"x\"]\n", 23, "line 3: tags must come before the moves");
    assertParseError("[A \"\\n\"]\n", 4, "line 1: only \\\" and \\\\ may follow a backslash");
  }

  private void assertParseError(String text, int index, String reasonStart) {
    // Core's tests cannot use the test kit (it depends on core): the kit's ParseErrors checks, here.
    TextParseException e = catchThrowableOfType(TextParseException.class, () -> read(text));
    assertThat(e).as("reading \"%s\" is refused", text).isNotNull();
    assertThat(e.kind()).isEqualTo("game record");
    assertThat(e.input()).isEqualTo(text);
    assertThat(e.errorIndex()).as("index for \"%s\": %s", text, e.getMessage()).isEqualTo(index);
    assertThat(e.reason()).startsWith(reasonStart);
    assertThat(e.getMessage()).contains("\"" + text + "\"").contains("at index " + index);
  }

  @Test
  void tagsThatCannotBeWrittenAreRefused() {
    GameRecord<Pile, Take> record = GameRecord.of(rules.initialState(), List.of());
    assertThatThrownBy(() -> record.withTag("Start", "x")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> record.withTag("a b", "x")).hasMessageContaining("\"a b\"");
    assertThatThrownBy(() -> record.withTag("Event", "two\nlines")).hasMessageContaining("line break");
  }

  @Test
  void recordsAreValues() {
    GameRecord<Pile, Take> a = GameRecord.of(rules.initialState(), List.of(new Take(1))).withTag("K", "v");
    GameRecord<Pile, Take> b = read(a.write(TakeAway.NOTATION, positions));
    assertThat(b).isEqualTo(a).hasSameHashCodeAs(a);
    assertThat(b.withTag("K", "w")).isNotEqualTo(a);
    assertThatThrownBy(() -> a.moves().add(new Take(1))).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void readsTheSameRecordWithAByteOrderMarkAndAnyLineEnds() {
    // One policy for every reader (issue 25): a UTF-8 BOM is skipped; CRLF, CR and LF all end a line.
    String lf = "[Game \"take-away\"]\n[Start \"7 1\"]\n\n1. take3\n2. take1\n";
    GameRecord<Pile, Take> expected = read(lf);
    assertThat(expected.moves()).containsExactly(new Take(3), new Take(1));
    for (String text : List.of(lf, lf.replace("\n", "\r\n"), lf.replace("\n", "\r"),
        "\uFEFF" + lf, "\uFEFF" + lf.replace("\n", "\r"), "\uFEFF" + lf.replace("\n", "\r\n"))) {
      assertThat(read(text)).as("%s", text.replace("\r", "\\r").replace("\n", "\\n")).isEqualTo(expected);
      assertThat(GameRecord.readTags(text)).containsEntry("Game", "take-away");
    }
    // Line numbers count CR-only lines too: the bad move is on line 5.
    assertThatThrownBy(() -> read("[Start \"7 1\"]\r\r1. take3\r2. take1\r3. taek1\r"))
        .isInstanceOf(TextParseException.class)
        .hasMessageContaining("line 5");
    // A BOM anywhere but at the start is text, and refused as such.
    assertThatThrownBy(() -> read("[Start \"7 1\"]\n\uFEFF1. take3\n"))
        .isInstanceOf(TextParseException.class);
  }
}
