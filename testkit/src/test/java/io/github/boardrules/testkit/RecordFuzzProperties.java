package io.github.boardrules.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The record reader under mutation: {@link GameCatalog#gameOfRecord}, {@link
 * ConfiguredGame#readRecord} and the replay either read a mutated record, or refuse it with a
 * {@code TextParseException} naming the text and an index in it, or an {@code
 * IllegalMoveException} with the move number — nothing else.
 */
class RecordFuzzProperties {
  /** A record of the take-away fixture as the library writes it: comments, tags, moves. */
  private static final String RECORD = """
      # A game of take-away from 7 counters.
      [Game "takeaway(pile=7,names=colours)"]
      [First "Ann \\"the bold\\" Lee"]
      [Start "7 1"]

      1. take3
      2. take1
      3. take3
      """;

  private static Object readAndReplay(String text) {
    ConfiguredGame<?, ?> game = GameCatalog.load().gameOfRecord(text);
    return replay(game, text);
  }

  private static <S, M> S replay(ConfiguredGame<S, M> game, String text) {
    return game.readRecord(text).replay(game.rules()).orThrow();
  }

  @Test
  void theRealRecordIsRead() {
    assertThat(readAndReplay(RECORD)).hasToString(
        GameCatalog.load().game("takeaway(pile=7)").positions().decode("0 2").toString());
  }

  @Test
  void mutatedRecordsAreReadOrRefusedAsPromised() {
    ReaderFuzz.Result result = ReaderFuzz.run(List.of(RECORD), RecordFuzzProperties::readAndReplay, 20_000, 20261122L);
    // Both outcomes occur: the mutations are neither all harmless nor all fatal.
    assertThat(result.accepted()).isPositive();
    assertThat(result.unreadable()).isPositive();
    assertThat(result.illegal()).isPositive();
  }
}
